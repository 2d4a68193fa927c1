"""GraphQL named as REST (issue 16): an argument naming a resource is REST's path parameter camel-cased
(`game`, `matchId`, `snapshotId`, `cardSetId`), `gameLegalActions` answers `{actions}` as REST does, and
the spellings of the previous release (`id`, `legalActions`) still work, marked `@deprecated` where
introspection shows them.  Errors carry what REST's problem+json carries: code, status, type, every
pointer (naming the GraphQL argument) and the problem's extra members."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator import get_game

from .helpers import GraphQLClient

MW = "magic-wands"
CREATE = """mutation($players: [String!]!) { createMatch(game: "magic-wands", players: $players, seed: "names") {
  id seats { player token } organizerToken } }"""
ACT = """mutation($id: ID!, $action: JSON!, $expected: Int, $key: String) {
  matchAction(matchId: $id, action: $action, expectedVersion: $expected, idempotencyKey: $key) { valid version } }"""

INTROSPECT = """{ __schema {
  queryType { fields(includeDeprecated: true) { ...F } }
  mutationType { fields(includeDeprecated: true) { ...F } }
  subscriptionType { fields(includeDeprecated: true) { ...F } } } }
fragment F on __Field { name isDeprecated deprecationReason args(includeDeprecated: true) { name isDeprecated deprecationReason type { kind name } } }"""


def fields(gql: GraphQLClient) -> dict[str, dict[str, Any]]:
    schema = gql.data(INTROSPECT)["__schema"]
    found = {}
    for root in ("queryType", "mutationType", "subscriptionType"):
        for field in schema[root]["fields"]:
            found[field["name"]] = {**field, "args": {a["name"]: a for a in field["args"]}}
    return found


# Each operation that names one resource: the argument it takes now, and the deprecated one it took.
RENAMED = {"game": "game", "cardSet": "cardSetId", "snapshot": "snapshotId", "match": "matchId", "matchLegalActions": "matchId", "matchLog": "matchId"}


def test_introspection_shows_the_new_names_and_the_deprecated_ones(gql: GraphQLClient) -> None:
    found = fields(gql)
    for operation, name in RENAMED.items():
        args = found[operation]["args"]
        assert not args[name]["isDeprecated"], operation
        assert args["id"]["isDeprecated"] and f"`{name}`" in args["id"]["deprecationReason"], operation
        assert args[name]["type"]["name"] == args["id"]["type"]["name"], operation
    legal = found["legalActions"]
    assert legal["isDeprecated"] and "gameLegalActions" in legal["deprecationReason"]
    assert not found["gameLegalActions"]["isDeprecated"]
    # One convention: no current argument is a bare `id`; every match-scoped operation takes `matchId`.
    for operation, field in found.items():
        current = {name for name, arg in field["args"].items() if not arg["isDeprecated"]}
        assert "id" not in current, operation
        if operation.startswith("match"):
            assert "matchId" in current, operation
    assert {"matchAction", "matchUpdated", "match", "matchLog", "matchLegalActions"} <= {o for o in found if o.startswith("match")}


def test_the_sdl_marks_them_deprecated() -> None:
    sdl = (Path(__file__).resolve().parents[2] / "schema" / "schema.graphql").read_text()
    assert sdl.count("id: ID = null @deprecated(") == 3  # match, matchLegalActions, matchLog
    assert sdl.count("id: String = null @deprecated(") == 3  # game, cardSet, snapshot
    assert '): [JSON!]! @deprecated(reason: "Use `gameLegalActions' in sdl


def test_game_legal_actions_is_shaped_as_rest_and_legal_actions_still_answers(gql: GraphQLClient, redis_app: TestClient) -> None:
    state = redis_app.post(f"/v1/games/{MW}/setup", json={"players": ["ann", "bob"], "seed": "names"}).json()["state"]
    rest = redis_app.post(f"/v1/games/{MW}/legal-actions", json={"state": state}).json()
    new = gql.data('query($s: JSON) { gameLegalActions(game: "magic-wands", state: $s) { actions } }', {"s": state})["gameLegalActions"]
    old = gql.data('query($s: JSON) { legalActions(game: "magic-wands", state: $s) }', {"s": state})["legalActions"]
    assert new == rest and old == rest["actions"] and rest["actions"]


def test_old_and_new_names_read_the_same(gql: GraphQLClient, redis_app: TestClient) -> None:
    created = gql.data(CREATE, {"players": ["ann", "bob"]})["createMatch"]
    organizer = created["organizerToken"]
    token = created["seats"][0]["token"]
    match_id = created["id"]
    reads = {
        "match": "version seat state { seq json }",
        "matchLegalActions": "version player actions",
        "matchLog": "id version entries { seq }",
    }
    for operation, selection in reads.items():
        for caller in (organizer, token):
            new = gql.data(f"query($m: ID!) {{ {operation}(matchId: $m) {{ {selection} }} }}", {"m": match_id}, caller)
            old = gql.data(f"query($m: ID!) {{ {operation}(id: $m) {{ {selection} }} }}", {"m": match_id}, caller)
            both = gql.data(f"query($m: ID!) {{ {operation}(matchId: $m, id: $m) {{ {selection} }} }}", {"m": match_id}, caller)
            assert new == old == both, operation
    assert gql.data('{ game(game: "magic-wands") { id } }') == gql.data('{ game(id: "magic-wands") { id } }') == {"game": {"id": MW}}
    state = redis_app.post(f"/v1/games/{MW}/setup", json={"players": ["ann", "bob"], "seed": "names"}).json()["state"]
    snapshot_id = redis_app.post("/v1/snapshots", json={"game": MW, "state": state}).json()["id"]
    new = gql.data("query($s: String) { snapshot(snapshotId: $s) { id game state { seq } } }", {"s": snapshot_id})
    assert new == gql.data("query($s: String) { snapshot(id: $s) { id game state { seq } } }", {"s": snapshot_id})
    card_set = msgspec.to_builtins(get_game(MW).card_set())
    stored = redis_app.post("/v1/card-sets", json={"game": MW, "card_set": card_set}).json()["id"]
    new = gql.data("query($c: String) { cardSet(cardSetId: $c) { id game } }", {"c": stored})
    assert new == gql.data("query($c: String) { cardSet(id: $c) { id game } }", {"c": stored}) == {"cardSet": {"id": stored, "game": MW}}


@pytest.mark.parametrize(("operation", "name"), list(RENAMED.items()))
def test_exactly_one_spelling_of_the_id(gql: GraphQLClient, operation: str, name: str) -> None:
    selection = "__typename"
    gql.error(f"{{ {operation} {{ {selection} }} }}", code="INVALID_INPUT", pointer=f"/{name}", status=422)
    gql.error(f'{{ {operation}({name}: "a", id: "b") {{ {selection} }} }}', code="INVALID_INPUT", pointer=f"/{name}", status=422)


def rest_problem(answer: Any) -> dict[str, Any]:
    assert answer.headers["content-type"] == "application/problem+json", answer.text
    return answer.json()  # type: ignore[no-any-return]


def assert_same_error(rest: dict[str, Any], error: dict[str, Any], pointers: dict[str, str]) -> None:
    """A GraphQL error carries what the REST problem does: type, status, code (the kind), each pointer
    (renamed to the GraphQL argument), and every extra member."""
    extensions = error["extensions"]
    assert extensions["type"] == rest["type"] and extensions["status"] == rest["status"]
    assert extensions["code"] == rest["type"].rsplit(":", 1)[1].upper().replace("-", "_")
    expected = [{"pointer": pointers.get(e["pointer"], e["pointer"]), "message": e["message"]} for e in rest["errors"]]
    assert extensions["errors"] == expected
    for member, value in rest.items():
        if member not in ("type", "title", "status", "detail", "errors"):
            assert extensions[member] == value, member


def test_errors_carry_what_rest_problems_carry(gql: GraphQLClient, redis_app: TestClient) -> None:
    zeros = "sha256:" + "0" * 64
    rest = rest_problem(redis_app.get("/v1/games/chess"))
    assert_same_error(rest, gql.error('{ game(game: "chess") { id } }', code="UNKNOWN_GAME"), {})
    rest = rest_problem(redis_app.get(f"/v1/snapshots/{zeros}"))
    assert rest["errors"][0]["pointer"] == "/snapshot_id"
    assert_same_error(rest, gql.error(f'{{ snapshot(snapshotId: "{zeros}") {{ id }} }}', code="SNAPSHOT_NOT_FOUND"), {"/snapshot_id": "/snapshotId"})
    rest = rest_problem(redis_app.get(f"/v1/card-sets/{zeros}"))
    assert_same_error(rest, gql.error(f'{{ cardSet(cardSetId: "{zeros}") {{ id }} }}', code="CARD_SET_NOT_FOUND"), {"/id": "/cardSetId"})

    created = gql.data(CREATE, {"players": ["ann", "bob"]})["createMatch"]
    match_id, organizer = created["id"], created["organizerToken"]
    tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
    listed = redis_app.get(f"/v1/matches/{match_id}/legal-actions", headers={"Authorization": f"Bearer {organizer}"}).json()
    action = listed["actions"][0]
    mover, other = action["player"], next(p for p in tokens if p != action["player"])

    def both(token: str, body: dict[str, Any], code: str, key: str | None = None, match: str = match_id) -> None:
        headers = {"Authorization": f"Bearer {token}", **({"Idempotency-Key": key} if key else {})}
        rest = rest_problem(redis_app.post(f"/v1/matches/{match}/actions", json=body, headers=headers))
        variables = {"id": match, "action": body["action"], "expected": body.get("expected_version"), "key": key}
        error = gql.error(ACT, variables, token, code=code)
        assert_same_error(rest, error, {"/expected_version": "/expectedVersion", "/headers/Idempotency-Key": "/idempotencyKey"})

    both(tokens[mover], {"action": action}, "MATCH_NOT_FOUND", match="m-unknown")
    both("nope", {"action": action}, "UNAUTHORIZED")
    both(organizer, {"action": action}, "FORBIDDEN")
    both(tokens[other], {"action": action}, "WRONG_SEAT")
    both(tokens[mover], {"action": {**action, "type": "steal"}}, "INVALID_INPUT")
    both(tokens[mover], {"action": action, "expected_version": 3}, "VERSION_CONFLICT")  # a pointer and `version`
    both(tokens[mover], {"action": action}, "INVALID_INPUT", key="bad key")
    assert gql.data(ACT, {"id": match_id, "action": action, "key": "names-1"}, tokens[mover])["matchAction"]["valid"]
    changed = {**action, "player": other} if action["type"] != "purchase" else {**action, "pay": []}
    both(tokens[mover], {"action": changed}, "IDEMPOTENCY_KEY_REUSED", key="names-1")
    rest = rest_problem(redis_app.get(f"/v1/matches/{match_id}/log?since=-1", headers={"Authorization": f"Bearer {organizer}"}))
    error = gql.error("query($m: ID!) { matchLog(matchId: $m, since: -1) { version } }", {"m": match_id}, organizer, code="INVALID_INPUT")
    assert_same_error(rest, error, {"/query/since": "/since"})
