"""The planned path (schema/fastpath.py) answers exactly what the GraphQL executor answers.

Every request is sent to two apps, one with ``graphql_fast_path`` off; the fast app sees each document
twice (the first run parses and validates it, the second may use the plan).  The answers must be equal
byte for byte, and the plan must have been used where the document is one of the simple shapes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator import get_game
from api.app import create_app
from schema import fastpath

from ..support.config import config

ADJUDICATE = "mutation($game: String!, $state: JSON, $action: JSON, $actions: [JSON!]) { adjudicate(game: $game, state: $state, action: $action, actions: $actions) { %s } }"


@pytest.fixture
def apps() -> Iterator[tuple[TestClient, TestClient]]:
    with TestClient(create_app(config(graphql_fast_path=True)), raise_server_exceptions=False) as fast, TestClient(
        create_app(config(graphql_fast_path=False)), raise_server_exceptions=False
    ) as slow:
        yield fast, slow


@pytest.fixture
def planned(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Records, for each planned run, whether the plan answered (True) or handed over (False)."""
    runs: list[bool] = []
    original = fastpath.Plan.run

    async def spy(self: fastpath.Plan, variables: dict[str, Any], context: Any) -> Any:
        answer = await original(self, variables, context)
        runs.append(answer is not None)
        return answer

    monkeypatch.setattr(fastpath.Plan, "run", spy)
    return runs


def both(apps: tuple[TestClient, TestClient], query: str, variables: dict[str, Any]) -> bytes:
    fast, slow = apps
    body = {"query": query, "variables": variables}
    fast.post("/graphql", json=body)
    first = fast.post("/graphql", json=body)
    reference = slow.post("/graphql", json=body)
    assert first.status_code == reference.status_code
    assert first.content == reference.content, (first.text[:500], reference.text[:500])
    return first.content


def mid_game(game_id: str) -> tuple[Any, Any]:
    game = get_game(game_id)
    state = game.setup(None, ["ann", "bob"], f"fast-{game_id}")
    for _ in range(6):
        state = game.adjudicate(state, game.legal_actions(state)[0]).state
    return msgspec.to_builtins(state), msgspec.to_builtins(game.legal_actions(state)[0])


@pytest.mark.parametrize("game_id", ["magic-wands", "master-of-wills", "force-of-will"])
@pytest.mark.parametrize(
    "selection",
    [
        "valid digest",
        "valid failedAt",
        "ok: valid hash: digest",
        "digest valid",
        "valid digest state { json } events { data } violation { code rule message path hint } failedAt",
        "state { game variant seq toAct phase over result { winners reason } } events { type player rule }",
    ],
)
def test_adjudicate_answers_match(apps, planned, game_id: str, selection: str) -> None:  # type: ignore[no-untyped-def]
    state, action = mid_game(game_id)
    both(apps, ADJUDICATE % selection, {"game": game_id, "state": state, "action": action})
    assert planned and planned[-1] is True
    illegal = {**action, "player": "nobody-here"}
    both(apps, ADJUDICATE % selection, {"game": game_id, "state": state, "action": illegal})
    both(apps, ADJUDICATE % selection, {"game": game_id, "state": state, "actions": [action, action]})


def test_errors_fall_back_to_the_executor(apps, planned) -> None:  # type: ignore[no-untyped-def]
    state, action = mid_game("magic-wands")
    forged = {**state, "deck_count": -4}
    answer = both(apps, ADJUDICATE % "valid digest", {"game": "magic-wands", "state": forged, "action": action})
    assert b'"errors"' in answer and planned[-1] is False
    both(apps, ADJUDICATE % "valid digest", {"game": "chess", "state": state, "action": action})
    both(apps, ADJUDICATE % "valid digest", {"game": "magic-wands", "state": state})
    both(apps, ADJUDICATE % "valid", {"game": 5, "state": state, "action": action})


def test_other_shapes(apps, planned) -> None:  # type: ignore[no-untyped-def]
    state, _ = mid_game("magic-wands")
    planned.clear()
    legal = "query($s: JSON) { gameLegalActions(game: \"magic-wands\", state: $s) { actions } }"
    both(apps, legal, {"s": state})
    deprecated = "query($s: JSON) { legalActions(game: \"magic-wands\", state: $s) }"
    both(apps, deprecated, {"s": state})
    view = "query($s: JSON, $p: String) { view(game: \"magic-wands\", state: $s, player: $p) { seq over phase toAct } }"
    both(apps, view, {"s": state, "p": "ann"})
    setup = 'mutation { setup(game: "magic-wands", players: ["a", "b"], seed: "s") { digest } }'
    both(apps, setup, {})
    assert planned == [True, True, True, True]
    planned.clear()
    both(apps, ADJUDICATE % "valid violation { code path }", {"game": "magic-wands", "state": state, "action": {"type": "pass_pick", "player": "ann", "card": "MW-S-01#1", "keep": True}})
    assert planned == [True]
    # Not planned: __typename, fragments, two root fields, a root field that writes (matchAction).
    planned.clear()
    both(apps, ADJUDICATE % "__typename valid", {"game": "magic-wands", "state": state, "action": None})
    both(apps, 'query { games { id } gameLegalActions(game: "magic-wands", state: null) { actions } }', {})
    fragment = "fragment F on Adjudication { valid } " + ADJUDICATE % "...F"
    both(apps, fragment, {"game": "magic-wands", "state": state, "action": None})
    assert planned == []
