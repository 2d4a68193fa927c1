"""The catalogue and the stateless operations over GraphQL, each checked against its REST twin."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator import get_game
from adjudicator.magic_wands.rules import RULE_CODES

from ..support.invariants import assert_no_secret
from .helpers import EVENT_FIELDS, STATE_FIELDS, VIOLATION_FIELDS, GraphQLClient, decode_state, setup_state

REST = "/v1/games/magic-wands"
PLAYERS = ["ann", "bob", "cyd"]
ADJUDICATE = f"""mutation($state: JSON, $snapshot: String, $action: JSON, $actions: [JSON!]) {{
  adjudicate(game: "magic-wands", state: $state, snapshot: $snapshot, action: $action, actions: $actions) {{
    valid digest failedAt state {{ {STATE_FIELDS} }} events {{ {EVENT_FIELDS} }} violation {{ {VIOLATION_FIELDS} }}
  }}
}}"""
LEGAL = 'query($state: JSON, $snapshot: String, $player: String) { gameLegalActions(game: "magic-wands", state: $state, snapshot: $snapshot, player: $player) { actions } }'


@pytest.fixture
def state(gql: GraphQLClient) -> dict[str, Any]:
    return setup_state(gql, PLAYERS, "graphql-tests")


def legal(gql: GraphQLClient, state: dict[str, Any], player: str | None = None) -> list[dict[str, Any]]:
    return gql.data(LEGAL, {"state": state, "player": player})["gameLegalActions"]["actions"]  # type: ignore[no-any-return]


# -- catalogue -------------------------------------------------------------------------------------
def test_games_rules_and_card_set_match_rest(gql: GraphQLClient, redis_app: TestClient) -> None:
    data = gql.data(
        """{ games { id name rulesVersion variants { id players { min max } description } }
             game(game: "magic-wands") { id rules { code section summary } cardSet { id name official cards json } } }"""
    )
    rest_games = redis_app.get("/v1/games").json()["games"]
    assert [g["id"] for g in data["games"]] == [g["id"] for g in rest_games]
    entry, rest_entry = data["games"][0], rest_games[0]
    assert entry["rulesVersion"] == rest_entry["rules_version"] and entry["name"] == rest_entry["name"]
    assert entry["variants"] == rest_entry["variants"]
    rules = data["game"]["rules"]
    assert {r["code"] for r in rules} == RULE_CODES
    assert rules == redis_app.get(REST).json()["rules"]
    card_set = data["game"]["cardSet"]
    assert card_set["json"] == redis_app.get(f"{REST}/cards").json()["card_set"]
    assert card_set["cards"] == card_set["json"]["cards"] and card_set["official"] is False


def test_unknown_game_is_an_error_naming_the_argument(gql: GraphQLClient) -> None:
    error = gql.error('{ game(game: "chess") { id } }', code="UNKNOWN_GAME", pointer="/game", status=404)
    assert error["path"] == ["game"]
    gql.error(LEGAL.replace('"magic-wands"', '"chess"'), {"state": {}}, code="UNKNOWN_GAME", pointer="/game")


# -- setup -----------------------------------------------------------------------------------------
def test_setup_is_deterministic_and_equals_rest(gql: GraphQLClient, redis_app: TestClient) -> None:
    query = f"""mutation($players: [String!]!, $seed: String!, $options: JSON) {{
      setup(game: "magic-wands", players: $players, seed: $seed, options: $options) {{ digest state {{ {STATE_FIELDS} }} }} }}"""
    first = gql.data(query, {"players": PLAYERS, "seed": "s1"})["setup"]
    again = gql.data(query, {"players": PLAYERS, "seed": "s1"})["setup"]
    rest = redis_app.post(f"{REST}/setup", json={"players": PLAYERS, "seed": "s1"}).json()
    assert first == again and first["digest"] == rest["digest"] and first["state"]["json"] == rest["state"]
    state = first["state"]
    assert state["game"] == "magic-wands" and state["variant"] == "standard" and state["seq"] == 0
    assert [p["id"] for p in state["players"]] == PLAYERS and state["over"] is False and state["result"] is None
    assert state["toAct"] == rest["state"]["to_act"] and state["phase"] == "purchase"
    recommended = gql.data(query, {"players": PLAYERS, "seed": "s1", "options": {"mythics": "recommended"}})["setup"]
    assert recommended["digest"] != first["digest"]


@pytest.mark.parametrize(
    ("variables", "pointer"),
    [
        ({"players": ["ann"], "seed": "s"}, "/players"),
        ({"players": ["ann", "ann"], "seed": "s"}, "/players"),
        ({"players": ["an n", "bob"], "seed": "s"}, "/players/0"),
        ({"players": ["ann", "bob"], "seed": ""}, "/seed"),
        ({"players": ["ann", "bob"], "seed": "s", "options": {"sparkles": True}}, "/options/sparkles"),
        ({"players": ["ann", "bob"], "seed": "s", "options": {"mythics": ["MW-M-50A"]}}, "/options/mythics"),
        ({"players": ["ann", "bob"], "seed": "s", "decks": {"ann": []}}, "/decks"),
        ({"players": ["ann", "bob"], "seed": "s", "variant": "turbo"}, "/variant"),
    ],
)
def test_setup_refuses_bad_input_with_the_rest_pointer(gql: GraphQLClient, redis_app: TestClient, variables: dict[str, Any], pointer: str) -> None:
    query = """mutation($players: [String!]!, $seed: String!, $variant: String, $options: JSON, $decks: JSON) {
      setup(game: "magic-wands", players: $players, seed: $seed, variant: $variant, options: $options, decks: $decks) { digest } }"""
    error = gql.error(query, variables, code="INVALID_INPUT", pointer=pointer, status=422)
    assert error["path"] == ["setup"] and error["extensions"]["type"] == "urn:adjudicator:problem:invalid-input"
    rest = redis_app.post(f"{REST}/setup", json={k: v for k, v in variables.items() if v is not None})
    assert rest.status_code == 422 and pointer in [e["pointer"] for e in rest.json()["errors"]]


def test_a_variable_of_the_wrong_type_is_bad_user_input(gql: GraphQLClient) -> None:
    query = 'mutation($players: [String!]!) { setup(game: "magic-wands", players: $players, seed: "s") { digest } }'
    gql.error(query, {"players": 5}, code="BAD_USER_INPUT")


# -- legal actions, views --------------------------------------------------------------------------
def test_legal_actions_equal_rest_and_each_is_accepted(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    actions = legal(gql, state)
    assert actions == redis_app.post(f"{REST}/legal-actions", json={"state": state}).json()["actions"]
    assert actions
    for action in actions[:5]:
        assert gql.data(ADJUDICATE, {"state": state, "action": action})["adjudicate"]["valid"]
    mover = actions[0]["player"]
    idle = next(p for p in PLAYERS if p != mover)
    assert legal(gql, state, idle) == []


def test_view_hides_what_the_player_may_not_see(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    query = f'query($state: JSON, $player: String) {{ view(game: "magic-wands", state: $state, player: $player) {{ {STATE_FIELDS} }} }}'
    game = get_game("magic-wands")
    full = decode_state(state)
    for viewer in [*PLAYERS, None]:
        view = gql.data(query, {"state": state, "player": viewer})["view"]
        rest = redis_app.post(f"{REST}/view", json={"state": state, "player": viewer}).json()["view"]
        assert view["json"] == rest and "rng" not in view["json"]
        assert view["seq"] == 0 and [p["id"] for p in view["players"]] == PLAYERS
        assert_no_secret(msgspec.json.encode(view), game.secret_ids(full, viewer), f"GraphQL view for {viewer}")
    gql.error(query, {"state": state, "player": "zed"}, code="INVALID_INPUT", pointer="/player")


# -- adjudication ----------------------------------------------------------------------------------
def test_adjudicate_a_legal_action_equals_rest(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    action = legal(gql, state)[0]
    result = gql.data(ADJUDICATE, {"state": state, "action": action})["adjudicate"]
    rest = redis_app.post(f"{REST}/adjudicate", json={"state": state, "action": action}).json()
    assert result["valid"] and result["violation"] is None and result["failedAt"] is None
    assert result["digest"] == rest["digest"] and result["state"]["json"] == rest["state"]
    assert [e["data"] for e in result["events"]] == rest["events"]
    assert result["events"][0]["type"] == rest["events"][0]["type"] and result["events"][0]["player"] == action["player"]
    assert result["state"]["seq"] == 1 and result["state"]["toAct"] == rest["state"]["to_act"]


def test_an_illegal_action_is_data_with_the_violation(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    action = legal(gql, state)[0]
    market = {card["id"] for row in state["market"] for card in row if card}
    other_wand = next(card["id"] for player in state["players"] for card in player["hand"] if card["id"] not in market)
    illegal = {**action, "wand": other_wand}
    body = gql.run(ADJUDICATE, {"state": state, "action": illegal})
    assert "errors" not in body
    result = body["data"]["adjudicate"]
    rest = redis_app.post(f"{REST}/adjudicate", json={"state": state, "action": illegal}).json()
    assert result["valid"] is False and result["state"] is None and result["digest"] is None and result["events"] == []
    assert result["violation"] == {"hint": "", **rest["violation"]}
    assert result["violation"]["code"] in RULE_CODES and result["violation"]["path"] == "/action/wand"


def test_adjudicate_a_list_all_or_none(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    first = legal(gql, state)[0]
    after = gql.data(ADJUDICATE, {"state": state, "action": first})["adjudicate"]["state"]["json"]
    second = legal(gql, after)[0]
    both = gql.data(ADJUDICATE, {"state": state, "actions": [first, second]})["adjudicate"]
    rest = redis_app.post(f"{REST}/adjudicate", json={"state": state, "actions": [first, second]}).json()
    assert both["valid"] and both["digest"] == rest["digest"] and both["state"]["seq"] == 2
    refused = gql.data(ADJUDICATE, {"state": state, "actions": [first, first]})["adjudicate"]
    assert refused["valid"] is False and refused["failedAt"] == 1 and refused["violation"]["path"].startswith("/actions/1")


@pytest.mark.parametrize(
    ("change", "code", "pointer"),
    [
        (lambda s, a: ({**s, "seq": -1}, a), "INVALID_INPUT", "/state/seq"),
        (lambda s, a: ({**s, "deck_count": s["deck_count"] + 1}, a), "INVALID_INPUT", "/state/deck_count"),
        (lambda s, a: (s, {**a, "type": "steal"}), "INVALID_INPUT", "/action/type"),
        (lambda s, a: (s, {**a, "pay": []}), "INVALID_INPUT", "/action/pay"),
        (lambda s, a: (s, {**a, "wand": "MW-W-99#1"}), "INVALID_INPUT", "/action/wand"),
        (lambda s, a: ("a string", a), "INVALID_INPUT", "/state"),
    ],
)
def test_adjudicate_refuses_malformed_input_naming_the_field(gql: GraphQLClient, state: dict[str, Any], change: Any, code: str, pointer: str) -> None:
    action = legal(gql, state)[0]
    bad_state, bad_action = change(copy.deepcopy(state), action)
    error = gql.error(ADJUDICATE, {"state": bad_state, "action": bad_action}, code=code, pointer=pointer, status=422)
    assert error["path"] == ["adjudicate"] and pointer in error["message"]


def test_adjudicate_needs_exactly_one_of_action_and_actions(gql: GraphQLClient, state: dict[str, Any]) -> None:
    gql.error(ADJUDICATE, {"state": state}, code="INVALID_INPUT", pointer="/action")
    gql.error(ADJUDICATE, {"action": legal(gql, state)[0]}, code="INVALID_INPUT", pointer="/state")


def test_errors_name_their_alias_path_and_leave_other_fields_alone(gql: GraphQLClient, state: dict[str, Any]) -> None:
    action = legal(gql, state)[0]
    query = """mutation($state: JSON, $action: JSON, $bad: JSON) {
      good: adjudicate(game: "magic-wands", state: $state, action: $action) { valid }
      bad: adjudicate(game: "magic-wands", state: $state, action: $bad) { valid } }"""
    body = gql.run(query, {"state": state, "action": action, "bad": {**action, "type": "steal"}})
    assert body["data"] == {"good": {"valid": True}, "bad": None} or body["data"] is None
    [error] = body["errors"]
    assert error["path"] == ["bad"] and error["extensions"]["errors"][0]["pointer"] == "/action/type"


# -- replay ----------------------------------------------------------------------------------------
def test_replay_equals_rest_and_stops_at_an_illegal_action(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    query = f"""mutation($setup: SetupInput!, $actions: [JSON!]!) {{
      replay(game: "magic-wands", setup: $setup, actions: $actions) {{
        valid applied digest failedAt state {{ seq json }} violation {{ {VIOLATION_FIELDS} }} }} }}"""
    setup = {"players": PLAYERS, "seed": "graphql-tests"}
    first = legal(gql, state)[0]
    after = gql.data(ADJUDICATE, {"state": state, "action": first})["adjudicate"]["state"]["json"]
    actions = [first, legal(gql, after)[0]]
    replayed = gql.data(query, {"setup": setup, "actions": actions})["replay"]
    rest = redis_app.post(f"{REST}/replay", json={"setup": setup, "actions": actions}).json()
    assert replayed["valid"] and replayed["applied"] == 2 and replayed["digest"] == rest["digest"] and replayed["state"]["seq"] == 2
    stopped = gql.data(query, {"setup": setup, "actions": [first, first]})["replay"]
    assert stopped["valid"] is False and stopped["applied"] == 1 and stopped["failedAt"] == 1 and stopped["violation"]["code"]
    gql.error(query, {"setup": {**setup, "players": ["ann"]}, "actions": []}, code="INVALID_INPUT", pointer="/setup/players")
    gql.error(query, {"setup": setup, "actions": [{"type": "steal"}]}, code="INVALID_INPUT", pointer="/actions/0/type")


# -- decks -----------------------------------------------------------------------------------------
def test_validate_deck_for_a_game_without_decks_is_refused_as_in_rest(gql: GraphQLClient, redis_app: TestClient) -> None:
    query = f'mutation($deck: JSON!) {{ validateDeck(game: "magic-wands", deck: $deck) {{ valid problems {{ {VIOLATION_FIELDS} }} }} }}'
    error = gql.error(query, {"deck": []}, code="INVALID_INPUT", pointer="/deck", status=422)
    rest = redis_app.post(f"{REST}/decks/validate", json={"deck": []}).json()
    assert error["extensions"]["errors"] == rest["errors"]


# -- snapshots -------------------------------------------------------------------------------------
def test_snapshots_store_read_and_stand_for_a_state(gql: GraphQLClient, redis_app: TestClient, state: dict[str, Any]) -> None:
    stored = gql.data('mutation($state: JSON!) { storeSnapshot(game: "magic-wands", state: $state) { id expiresIn } }', {"state": state})
    snapshot_id = stored["storeSnapshot"]["id"]
    assert snapshot_id == redis_app.post(f"{REST}/setup", json={"players": PLAYERS, "seed": "graphql-tests"}).json()["digest"]
    assert stored["storeSnapshot"]["expiresIn"] > 0
    read = gql.data("query($id: String!) { snapshot(snapshotId: $id) { id game state { seq players { id } json } } }", {"id": snapshot_id})["snapshot"]
    assert read["game"] == "magic-wands" and read["state"]["json"] == state and read["state"]["seq"] == 0
    assert redis_app.get(f"/v1/snapshots/{snapshot_id}").json()["state"] == state
    # A snapshot id stands for the state in every operation that takes one.
    assert legal(gql, state) == gql.data(LEGAL, {"snapshot": snapshot_id})["gameLegalActions"]["actions"]
    action = legal(gql, state)[0]
    by_id = gql.data(ADJUDICATE, {"snapshot": snapshot_id, "action": action})["adjudicate"]
    inline = gql.data(ADJUDICATE, {"state": state, "action": action})["adjudicate"]
    assert by_id["digest"] == inline["digest"]


def test_snapshot_errors(gql: GraphQLClient, state: dict[str, Any]) -> None:
    unknown = "sha256:" + "0" * 64
    gql.error("query($id: String!) { snapshot(snapshotId: $id) { id } }", {"id": unknown}, code="SNAPSHOT_NOT_FOUND", pointer="/snapshotId", status=404)
    gql.error("query($id: String!) { snapshot(snapshotId: $id) { id } }", {"id": "nope"}, code="SNAPSHOT_NOT_FOUND", pointer="/snapshotId")
    gql.error(LEGAL, {"snapshot": unknown}, code="SNAPSHOT_NOT_FOUND", pointer="/snapshot")
    gql.error(LEGAL, {"snapshot": unknown, "state": state}, code="INVALID_INPUT", pointer="/snapshot")
    forged = {**state, "deck_count": -1}
    gql.error(
        'mutation($state: JSON!) { storeSnapshot(game: "magic-wands", state: $state) { id } }',
        {"state": forged},
        code="INVALID_INPUT",
        pointer="/state/deck_count",
    )
