"""The leak property, on every channel a seat can read (issue 17).

Random hosted games of every game, played through a real ``adjudicator serve`` on a real Redis, with
every action form the rules accept (each listed action, and each with its optional fields left out).
After every action, everything each seat can read carries no card hidden from that seat:

* its view (``GET /v1/matches/{id}`` and GraphQL ``match``): nothing hidden now;
* the action's answer, the SSE ``update`` and the GraphQL ``matchUpdated`` message: a view with nothing
  hidden now, and an entry with nothing hidden both before and after the action;
* its log (``GET .../log`` and GraphQL ``matchLog``): no card that has been hidden from it ever since the
  match began (a card shown once may be named later);
* violations and errors (illegal actions on both transports, a bad query) and the result endpoint
  before the end (which must not reveal the seed either): nothing hidden now.

Master of Wills games are played (up to a bound) until one of them has put a Round Effect face down
with the plain ``play`` action (no ``facing``), the form that leaked in issue 17's defect 1.  The games
are random (``LEAK_SEED`` replays a run; the seed is in every failure message).
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from contextlib import ExitStack
from random import Random
from typing import Any

import httpx
import msgspec
import pytest

from adjudicator import digest, get_game
from adjudicator.core.game import Game

from ..support.invariants import assert_no_secret
from ..support.readers import MatchReader
from ..support.servers import ServiceProcess, services

CREATE = """mutation($game: String!, $players: [String!]!, $variant: String) {
  createMatch(game: $game, players: $players, variant: $variant) { id seats { player token } organizerToken } }"""
MATCH = "query($id: ID!) { match(matchId: $id) { version state { json } } }"
LOG = "query($id: ID!) { matchLog(matchId: $id) { entries { seq player action events { type player data } } } }"
ACT = """mutation($id: ID!, $action: JSON!) { matchAction(matchId: $id, action: $action) {
  valid version digest violation { code message path hint } state { json } events { type player data } } }"""
SUBSCRIBE = """subscription($id: ID!) { matchUpdated(matchId: $id) {
  version over state { json } entry { seq player action events { type player data } } } }"""

RUN_SEED = os.environ.get("LEAK_SEED") or secrets.token_hex(4)
MAX_STEPS = 25
MAX_DEALS = 40


@pytest.fixture(scope="module")
def service(redis_url: str) -> Iterator[ServiceProcess]:
    with services(1, {"REDIS_URL": redis_url}) as (started,):
        yield started


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Seat(MatchReader):
    """One seat's channels: REST, GraphQL over HTTP, an SSE stream and a ``matchUpdated`` subscription."""

    def __init__(self, stack: ExitStack, service: ServiceProcess, match_id: str, name: str, token: str) -> None:
        super().__init__(stack, service.url, match_id, name, token, SUBSCRIBE)


def forms(game: Game[Any, Any], state: Any) -> list[dict[str, Any]]:
    """Every listed action, and each with one optional field left out when the rules still accept it."""
    pool: list[dict[str, Any]] = []
    for action in game.legal_actions(state):
        full = msgspec.to_builtins(action)
        pool.append(full)
        for key in full:
            if key in ("type", "player"):
                continue
            shorter = {k: v for k, v in full.items() if k != key}
            try:
                decoded = game.decode_action(shorter)
            except Exception:  # noqa: BLE001 - a required field: not a form
                continue
            if game.verify(state, decoded) is None and shorter not in pool:
                pool.append(shorter)
    return pool


def plain_face_down(game: Game[Any, Any], state_after: Any, action: dict[str, Any]) -> bool:
    """A Master of Wills ``play`` without ``facing`` whose card landed face down."""
    if game.id != "master-of-wills" or action["type"] != "play" or "facing" in action:
        return False
    others = [p.id for p in state_after.players if p.id != action["player"]]
    return any(action["card"] in game.secret_ids(state_after, other) for other in others)


def always_face_down(card: str) -> bool:
    """A Master of Wills Faction card whose Round Effect is always played face down (no ``facing`` to give)."""
    from adjudicator.master_of_wills import GAME as MOW
    from adjudicator.master_of_wills.cards import RoundEffect

    first = MOW.cat.faction[card.partition("#")[0]].steps[0]
    return isinstance(first, RoundEffect) and first.facing == "face_down"


def face_down_in_hand(game: Game[Any, Any], state: Any) -> bool:
    return any(always_face_down(card) for player in state.players for card in player.hand)


def choose(game: Game[Any, Any], pool: list[dict[str, Any]], rng: Random) -> dict[str, Any]:
    """A random form; Master of Wills prefers Faction plays (the hidden-card paths), a face-down one first;
    Force of Will mostly moves on rather than pass."""
    if game.id == "master-of-wills":
        down = [a for a in pool if a["type"] == "play" and "facing" not in a and always_face_down(a["card"])]
        plays = [a for a in pool if a["type"] in ("play", "choose", "reveal")]
        pool = down or plays or pool
    if game.id == "force-of-will" and rng.random() < 0.7:
        pool = [a for a in pool if a["type"] != "pass"] or pool
    return rng.choice(pool)


def illegal_attempts(game: Game[Any, Any], state: Any, seat: str, rng: Random) -> list[dict[str, Any]]:
    """Actions ``seat`` may try and the rules refuse: another seat's forms posted as its own."""
    pool = forms(game, state)
    attempts = []
    for action in rng.sample(pool, min(2, len(pool))):
        mine = {**action, "player": seat}
        try:
            decoded = game.decode_action(mine)
        except Exception:  # noqa: BLE001 - malformed for this seat: still an attempt, refused as input
            attempts.append(mine)
            continue
        if game.verify(state, decoded) is not None:
            attempts.append(mine)
    return attempts[:1]


def play_one(service: ServiceProcess, game_id: str, players: list[str], rng: Random, where: str, variant: str | None = None,
             want_face_down: bool = False) -> bool:
    """One random hosted game through every channel; True if it made a plain face-down play."""
    game = get_game(game_id)
    http = httpx.Client(base_url=service.url, timeout=20)
    for _ in range(MAX_DEALS):
        created = http.post("/graphql", json={"query": CREATE, "variables": {"game": game_id, "players": players, "variant": variant}}).json()["data"]["createMatch"]
        match_id, organizer = created["id"], created["organizerToken"]
        tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
        full = http.get(f"/v1/matches/{match_id}", headers=bearer(organizer)).json()["state"]
        state = game.decode_state(msgspec.json.encode(full))
        if not want_face_down or face_down_in_hand(game, state):
            break
    else:
        raise AssertionError(f"{where}: no deal in {MAX_DEALS} put an always-face-down Round Effect in a hand")
    never_seen = {seat: game.secret_ids(state, seat) for seat in tokens}
    hit = False
    with ExitStack() as stack:
        seats = {name: Seat(stack, service, match_id, name, token) for name, token in tokens.items()}
        for seat in seats.values():
            secret = game.secret_ids(state, seat.name)
            event, first = seat.sse()
            assert event == "state", (where, event)
            assert_no_secret(json.dumps(first), secret, f"{where}: first SSE message to {seat.name}")
            assert_no_secret(json.dumps(seat.subscription()), secret, f"{where}: first matchUpdated to {seat.name}")
        hit_at = None
        for step in range(MAX_STEPS * 3 if want_face_down else MAX_STEPS):
            if state.over or (hit_at is not None and step > hit_at + 3) or (not want_face_down and step >= MAX_STEPS):
                break
            here = f"{where} step {step}"
            now = {seat: game.secret_ids(state, seat) for seat in seats}
            # Violations and errors, on both transports, before the action.
            for seat in seats.values():
                for attempt in illegal_attempts(game, state, seat.name, rng):
                    rest = seat.http.post(f"/v1/matches/{match_id}/actions", json={"action": attempt})
                    assert rest.status_code in (403, 422), (here, rest.text)
                    assert_no_secret(rest.content, now[seat.name], f"{here}: REST refusal to {seat.name}")
                    gql = seat.graphql(ACT, {"id": match_id, "action": attempt})
                    assert gql.status_code == 200, (here, gql.text)
                    refused = (gql.json().get("data") or {}).get("matchAction")
                    assert gql.json().get("errors") or (refused and not refused["valid"]), (here, gql.text)
                    assert_no_secret(gql.content, now[seat.name], f"{here}: GraphQL refusal to {seat.name}")
                bad = seat.http.get(f"/v1/matches/{match_id}/log", params={"since": "-1"})
                assert bad.status_code == 422 and bad.headers["content-type"].startswith("application/problem+json"), here
                result = seat.http.get(f"/v1/matches/{match_id}/result")
                assert result.status_code == 409, (here, result.text)
                assert_no_secret(result.content, now[seat.name], f"{here}: result before the end to {seat.name}")
            # The action, alternately over REST and GraphQL, in one of its forms.
            action = choose(game, forms(game, state), rng)
            actor = seats[action["player"]]
            if step % 2 == 0:
                response = actor.http.post(f"/v1/matches/{match_id}/actions", json={"action": action})
                assert response.status_code == 200, (here, action, response.text)
                answer_digest = response.json()["digest"]
            else:
                response = actor.graphql(ACT, {"id": match_id, "action": action})
                answer = response.json()["data"]["matchAction"]
                assert answer["valid"], (here, action, answer)
                answer_digest = answer["digest"]
            result_ = game.adjudicate(state, game.decode_action(action))
            assert result_.valid and digest(result_.state) == answer_digest, (here, action)
            state = result_.state
            if not hit and plain_face_down(game, state, action):
                hit, hit_at = True, step
            after = {seat: game.secret_ids(state, seat) for seat in seats}
            assert_no_secret(response.content, after[actor.name] & now[actor.name], f"{here}: answer to {actor.name} for {action}")
            for seat in seats.values():
                name = seat.name
                never_seen[name] &= after[name]
                transient = after[name] & now[name]
                said = f"{here} ({action}) to {name}"
                event, update = seat.sse()
                assert event == "update", (said, event)
                assert_no_secret(json.dumps(update["state"]), after[name], f"{said}: SSE view")
                assert_no_secret(json.dumps(update["entry"]), transient, f"{said}: SSE entry")
                live = seat.subscription()
                assert_no_secret(json.dumps(live["state"]), after[name], f"{said}: matchUpdated view")
                assert_no_secret(json.dumps(live["entry"]), transient, f"{said}: matchUpdated entry")
                view = seat.http.get(f"/v1/matches/{match_id}")
                assert view.status_code == 200, said
                assert_no_secret(view.content, after[name], f"{said}: REST view")
                log = seat.http.get(f"/v1/matches/{match_id}/log")
                assert log.status_code == 200, said
                assert_no_secret(log.content, never_seen[name], f"{said}: REST log")
                queried = seat.graphql(MATCH, {"id": match_id})
                assert queried.status_code == 200 and "errors" not in queried.json(), said
                assert_no_secret(queried.content, after[name], f"{said}: GraphQL match")
                logged = seat.graphql(LOG, {"id": match_id})
                assert logged.status_code == 200 and "errors" not in logged.json(), said
                assert_no_secret(logged.content, never_seen[name], f"{said}: GraphQL matchLog")
    http.close()
    return hit


def test_no_channel_shows_a_seat_a_card_hidden_from_it(service: ServiceProcess) -> None:
    rng = Random(RUN_SEED)
    where = f"LEAK_SEED={RUN_SEED}"
    play_one(service, "magic-wands", ["ann", "bob", "cat"], rng, f"{where} magic-wands")
    play_one(service, "force-of-will", ["ann", "bob"], rng, f"{where} force-of-will")
    play_one(service, "master-of-wills", ["ann", "bob", "cat"], rng, f"{where} master-of-wills ffa3", "ffa3")
    # Deals with an always-face-down Round Effect in a hand, played until one is put down with a plain play.
    hit = any(play_one(service, "master-of-wills", ["ann", "bob"], rng, f"{where} master-of-wills deal {n}", want_face_down=True) for n in range(6))
    assert hit, f"{where}: no Master of Wills game put a card face down with a plain play"
