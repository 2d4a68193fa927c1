"""Every integer of every game's state and action is bounded (issue 17, defect 4).

A forged ``seq`` of 10^30 used to be accepted, a 4,300-digit one answered 500 and dropped the connection
(the next state's ``seq`` crossed Python's int-to-string limit while encoding), and GraphQL answered
INTERNAL_SERVER_ERROR.  Now decoding refuses them: a 422 problem naming the field over REST, an
INVALID_INPUT error over GraphQL.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import msgspec.inspect as mi
import pytest
from starlette.testclient import TestClient

from adjudicator.core.game import SEQ_MAX
from adjudicator.registry import GAMES
from api.app import create_app

from ..support.config import config
from .test_stateless import problem

HUGE = "9" * 4300  # the largest Python converts to and from a string: its successor has 4,301 digits
TOO_BIG = ("2147483648", "1" + "0" * 30, HUGE, "9" * 5000)


def unbounded_ints(type_: Any) -> list[str]:
    """Paths of the integers in ``type_`` that lack a lower or an upper bound."""
    found: list[str] = []

    def walk(t: Any, path: str, seen: frozenset[type]) -> None:
        if isinstance(t, mi.IntType):
            if (t.ge is None and t.gt is None) or (t.le is None and t.lt is None):
                found.append(path)
        elif isinstance(t, mi.StructType):
            if t.cls not in seen:
                for field in t.fields:
                    walk(field.type, f"{path}/{field.encode_name}", seen | {t.cls})
        elif isinstance(t, mi.ListType | mi.SetType | mi.FrozenSetType | mi.VarTupleType):
            walk(t.item_type, f"{path}/*", seen)
        elif isinstance(t, mi.TupleType):
            for item in t.item_types:
                walk(item, f"{path}/*", seen)
        elif isinstance(t, mi.DictType):
            walk(t.key_type, f"{path}/<key>", seen)
            walk(t.value_type, f"{path}/*", seen)
        elif isinstance(t, mi.UnionType):
            for member in t.types:
                walk(member, path, seen)
        elif isinstance(t, mi.Metadata):
            walk(t.type, path, seen)

    walk(mi.type_info(type_), "", frozenset())
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_integer_of_states_and_actions_is_bounded(game_id: str) -> None:
    game = GAMES[game_id]
    assert unbounded_ints(game.state_type) == []
    assert unbounded_ints(game.action_type) == []


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(config()), raise_server_exceptions=False) as test_client:
        yield test_client


def first_state(client: TestClient, game_id: str) -> tuple[str, str]:
    """A set-up state as JSON text, and a legal action in it as JSON text."""
    variant = GAMES[game_id].variants[0]
    players = [f"p{i}" for i in range(max(2, variant.min_players))][: variant.max_players]
    answer = client.post(f"/v1/games/{game_id}/setup", json={"variant": variant.id, "players": players, "seed": "bounds"})
    assert answer.status_code == 200, answer.text
    state = answer.json()["state"]
    listed = client.post(f"/v1/games/{game_id}/legal-actions", json={"state": state})
    assert listed.status_code == 200, listed.text
    return json.dumps(state), json.dumps(listed.json()["actions"][0])


# A field that holds an integer in each game's set-up state, besides seq.
NESTED = {
    "force-of-will": ('"next_id": ', "/state/next_id"),
    "magic-wands": ('"turn_number": ', "/state/turn_number"),
    "master-of-wills": ('"deck_size": ', "/state/sides/0/deck_size"),
}


def with_integer(text: str, key: str, value: str) -> str:
    replaced, count = re.subn(re.escape(key) + r"-?\d+", key + value, text, count=1)
    assert count == 1, key
    return replaced


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rest_refuses_out_of_range_integers_naming_the_field(client: TestClient, game_id: str) -> None:
    state, action = first_state(client, game_id)
    url = f"/v1/games/{game_id}/adjudicate"
    headers = {"content-type": "application/json"}
    assert client.post(url, content=f'{{"state": {state}, "action": {action}}}', headers=headers).status_code == 200
    key, pointer = NESTED[game_id]
    for value in TOO_BIG:
        body = f'{{"state": {with_integer(state, chr(34) + "seq" + chr(34) + ": ", value)}, "action": {action}}}'
        problem(client.post(url, content=body, headers=headers), 422, "/state/seq")
        body = f'{{"state": {with_integer(state, key, value)}, "action": {action}}}'
        problem(client.post(url, content=body, headers=headers), 422, pointer)
        body = f'{{"state": {state}, "action": {action}, "extra": {value}}}'
        assert 400 <= client.post(url, content=body, headers=headers).status_code < 500
        for path in ("check", "legal-actions"):
            body = f'{{"state": {with_integer(state, chr(34) + "seq" + chr(34) + ": ", value)}}}'
            answer = client.post(f"/v1/games/{game_id}/{path}", content=body, headers=headers)
            if answer.status_code != 404:
                problem(answer, 422, "/state/seq")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_graphql_refuses_out_of_range_integers_as_invalid_input(client: TestClient, game_id: str) -> None:
    state, action = first_state(client, game_id)
    query = f'mutation($s: JSON!, $a: JSON!) {{ adjudicate(game: "{game_id}", state: $s, action: $a) {{ valid state {{ seq }} }} }}'
    for value in TOO_BIG:
        forged = with_integer(state, '"seq": ', value)
        payload = f'{{"query": {json.dumps(query)}, "variables": {{"s": {forged}, "a": {action}}}}}'
        answer = client.post("/graphql", content=payload, headers={"content-type": "application/json"})
        assert answer.status_code in (200, 400, 422), answer.text
        if answer.status_code == 200:
            errors = answer.json()["errors"]
            assert errors[0]["extensions"]["code"] == "INVALID_INPUT", errors
            assert errors[0]["extensions"]["status"] == 422
            assert "/state/seq" in errors[0]["message"]
    # The largest seq a state may hold, and the next one, are still GraphQL Ints.
    forged = with_integer(state, '"seq": ', str(SEQ_MAX if game_id != "master-of-wills" else 1000))
    payload = f'{{"query": {json.dumps(query)}, "variables": {{"s": {forged}, "a": {action}}}}}'
    answer = client.post("/graphql", content=payload, headers={"content-type": "application/json"})
    assert answer.status_code == 200, answer.text
    assert "errors" not in answer.json(), answer.text
    assert answer.json()["data"]["adjudicate"]["valid"] is True
