"""Matches for the console tests: actions chosen offline by the engine (fixed choices) from a hosted
match's initial state, then played through the REST API with each seat's token, exactly as players'
clients would.  A hosted match is dealt from its seed and a salt the service draws (issue 17), so the
plan starts from the state the organizer reads, not from the seed."""

from __future__ import annotations

import random
from typing import Any

import httpx
import msgspec

from adjudicator.registry import get_game
from tests.force_of_will.policy import choose_subset

SETUPS: dict[str, dict[str, Any]] = {
    "magic-wands": {"game": "magic-wands", "players": ["ann", "bob", "cyd"], "seed": "console-mw"},
    "master-of-wills": {"game": "master-of-wills", "players": ["ann", "bob"], "seed": "console-mow"},
    "force-of-will": {"game": "force-of-will", "players": ["ann", "bob"], "seed": "console-fow"},
}


def choose(game_id: str, state: Any, legal: list[Any], rng: random.Random) -> Any:
    game = get_game(game_id)
    if game_id == "magic-wands":
        kept = [a for a in legal if getattr(a, "keep", True)]
        legal = kept or legal
    elif game_id == "force-of-will":
        legal = choose_subset(game, state, legal, turn_cap=10_000) or [a for a in legal if a.__struct_config__.tag != "concede"] or legal  # type: ignore[arg-type]
    return legal[rng.randrange(len(legal))]


def hosted_state(http: httpx.Client, created: dict[str, Any], api_key: str | None) -> Any:
    """A hosted match's full state, read with its organizer token."""
    headers = {"Authorization": f"Bearer {created['organizer_token']}", **({"X-API-Key": api_key} if api_key else {})}
    response = http.get(f"/v1/matches/{created['id']}", headers=headers)
    assert response.status_code == 200, response.text
    return get_game(created["game"]).decode_state(msgspec.json.encode(response.json()["state"]))


def plan(setup: dict[str, Any], limit: int, *, concede_after: int | None = None, state: Any = None) -> list[dict[str, Any]]:
    """The actions of a match from ``state`` (a hosted match's initial state; by default ``setup``'s),
    chosen at random (fixed seed) until it ends or ``limit``; Force of Will's first seat to act concedes
    after ``concede_after`` actions (a finished match)."""
    game = get_game(setup["game"])
    if state is None:
        state = game.setup(setup.get("variant"), setup["players"], setup["seed"], setup.get("options"), setup.get("decks"))
    rng = random.Random(setup["seed"])
    actions: list[dict[str, Any]] = []
    while not state.over and len(actions) < limit:
        if concede_after is not None and len(actions) >= concede_after:
            action = game.decode_action({"type": "concede", "player": state.to_act[0]})
        else:
            action = choose(setup["game"], state, game.legal_actions(state), rng)
        assert game.verify(state, action) is None
        game._apply(state, action)
        actions.append(msgspec.to_builtins(action))
    return actions


def create(http: httpx.Client, setup: dict[str, Any], api_key: str | None) -> dict[str, Any]:
    headers = {"X-API-Key": api_key} if api_key else {}
    response = http.post("/v1/matches", json=setup, headers=headers)
    assert response.status_code == 201, response.text
    return response.json()  # type: ignore[no-any-return]


def play(http: httpx.Client, created: dict[str, Any], actions: list[dict[str, Any]]) -> None:
    for action in actions:
        token = created["seats"][action["player"]]["token"]
        response = http.post(f"/v1/matches/{created['id']}/actions", json={"action": action}, headers={"Authorization": f"Bearer {token}"})
        assert response.status_code == 200, response.text


def first_illegal_swap(transcript: dict[str, Any]) -> int:
    """The first entry index from 6 on whose next entry's action is illegal in its place (the deal is
    salted, issue 17, so which one depends on the match)."""
    from adjudicator.registry import get_game
    from api.service.matches import dealing_seed

    game = get_game(transcript["game"])
    state = game.setup(transcript.get("variant"), transcript["players"], dealing_seed(transcript["seed"], transcript["salt"]))
    entries = transcript["entries"]
    for index in range(len(entries) - 1):
        if index >= 6 and game.verify(state, game.decode_action(entries[index + 1]["action"])) is not None:
            return index
        game._apply(state, game.decode_action(entries[index]["action"]))
    raise AssertionError("no entry can be swapped for an illegal one")
