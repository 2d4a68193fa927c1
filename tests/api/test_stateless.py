"""The stateless REST endpoints through the app: every endpoint, good and malformed input."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from adjudicator.magic_wands.rules import RULE_CODES

MW = "/v1/games/magic-wands"
SETUP = {"players": ["ann", "bob", "cyd"], "seed": "api-tests"}


def problem(response: Any, status: int, pointer: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body = response.json()
    assert body["status"] == status and body["type"].startswith("urn:adjudicator:problem:")
    assert body["title"] and body["detail"]
    if pointer is not None:
        assert pointer in [e["pointer"] for e in body["errors"]], body
    return body


@pytest.fixture
def state(client: TestClient) -> dict[str, Any]:
    return client.post(f"{MW}/setup", json=SETUP).json()["state"]


def first_action(client: TestClient, state: dict[str, Any]) -> dict[str, Any]:
    return client.post(f"{MW}/legal-actions", json={"state": state}).json()["actions"][0]


# -- catalogue -------------------------------------------------------------------------------------
def test_catalogue(client: TestClient) -> None:
    games = client.get("/v1/games").json()["games"]
    entry = next(g for g in games if g["id"] == "magic-wands")
    assert entry["variants"][0] == {"id": "standard", "players": {"min": 2, "max": 3}, "description": entry["variants"][0]["description"]}
    detail = client.get(MW).json()
    assert {r["code"] for r in detail["rules"]} == RULE_CODES
    assert all(r["section"].startswith("magic-wands.txt §") for r in detail["rules"])
    cards = client.get(f"{MW}/cards").json()["card_set"]
    assert sum(c["copies"] for c in cards["cards"]) == 62
    assert all(c["provenance"] for c in cards["cards"]) and cards["official"] is False
    problem(client.get("/v1/games/chess"), 404, "/game")


def test_health(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    assert client.get("/readyz").json() == {"status": "ready", "store": "memory"}


def test_unknown_route_and_method(client: TestClient) -> None:
    problem(client.get("/v1/nothing"), 404)
    problem(client.get(f"{MW}/setup"), 405)


# -- setup -----------------------------------------------------------------------------------------
def test_setup_is_deterministic(client: TestClient) -> None:
    first = client.post(f"{MW}/setup", json=SETUP)
    second = client.post(f"{MW}/setup", json=SETUP)
    assert first.status_code == 200 and first.content == second.content
    assert first.json()["digest"].startswith("sha256:")
    other = client.post(f"{MW}/setup", json={**SETUP, "seed": "other"}).json()
    assert other["digest"] != first.json()["digest"]


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({"players": "ann", "seed": "s"}, "/players"),
        ({"players": ["ann", "bob"]}, "/seed"),
        ({"players": ["ann", "bob"], "seed": 5}, "/seed"),
        ({"players": ["ann", "bob"], "seed": "s", "colour": "red"}, "/colour"),
        ({"players": ["ann"], "seed": "s"}, "/players"),
        ({"players": ["a", "b", "c", "d"], "seed": "s"}, "/players"),
        ({"players": ["ann", "ann"], "seed": "s"}, "/players"),
        ({"players": ["ann", "bob"], "seed": "s", "variant": "turbo"}, "/variant"),
        ({"players": ["ann", "bob"], "seed": "s", "options": {"sparkles": True}}, "/options/sparkles"),
        ({"players": ["ann", "bob"], "seed": "s", "options": {"mythics": ["MW-M-50A"]}}, "/options/mythics"),
        ({"players": ["ann", "bob"], "seed": "s", "decks": {"ann": []}}, "/decks"),
        ({"players": ["an n", "bob"], "seed": "s"}, "/players/0"),
    ],
)
def test_setup_refuses_bad_bodies(client: TestClient, body: dict[str, Any], pointer: str) -> None:
    problem(client.post(f"{MW}/setup", json=body), 422, pointer)


def test_setup_with_custom_card_set(client: TestClient) -> None:
    card_set = client.get(f"{MW}/cards").json()["card_set"]
    custom = copy.deepcopy(card_set)
    custom["id"] = "my-set"
    for card in custom["cards"]:
        if card["type"] == "starting":
            card["copies"], card["copy_min_players"] = 4, [2, 2, 3, 4]
    response = client.post(f"{MW}/setup", json={"players": ["a", "b", "c", "d"], "seed": "s", "options": {"card_set": custom}})
    assert response.status_code == 200, response.text
    state = response.json()["state"]
    action = first_action(client, state)
    assert client.post(f"{MW}/adjudicate", json={"state": state, "action": action}).json()["valid"]
    broken = copy.deepcopy(card_set)
    broken["cards"][5]["effect"] = {"kind": "teleport"}
    problem(client.post(f"{MW}/setup", json={**SETUP, "options": {"card_set": broken}}), 422, "/options/card_set/cards/5/effect/kind")


def test_malformed_and_oversized_bodies(client: TestClient) -> None:
    problem(client.post(f"{MW}/setup", content=b'{"players": ['), 400)
    problem(client.post(f"{MW}/setup", content=b""), 400)
    problem(client.post(f"{MW}/setup", content=b"[1, 2]"), 422)
    problem(client.post(f"{MW}/adjudicate", content=b"x" * (10 * 1024 * 1024)), 413)
    deep = b'{"players": ["a", "b"], "seed": "s", "options": {"x": ' + b"[" * 5000 + b"]" * 5000 + b"}}"
    problem(client.post(f"{MW}/setup", content=deep), 422)


# -- legal actions and adjudication ----------------------------------------------------------------
def test_every_listed_action_is_accepted(client: TestClient, state: dict[str, Any]) -> None:
    actions = client.post(f"{MW}/legal-actions", json={"state": state}).json()["actions"]
    assert actions
    for action in actions:
        body = client.post(f"{MW}/adjudicate", json={"state": state, "action": action}).json()
        assert body["valid"] is True and body["digest"].startswith("sha256:") and body["events"]
    mover = state["to_act"][0]
    others = [p["id"] for p in state["players"] if p["id"] != mover]
    assert client.post(f"{MW}/legal-actions", json={"state": state, "player": others[0]}).json() == {"actions": []}
    problem(client.post(f"{MW}/legal-actions", json={"state": state, "player": "zed"}), 422, "/player")


def test_illegal_action_is_a_ruling(client: TestClient, state: dict[str, Any]) -> None:
    action = first_action(client, state)
    wrong = {**action, "player": next(p["id"] for p in state["players"] if p["id"] != action["player"])}
    response = client.post(f"{MW}/adjudicate", json={"state": state, "action": wrong})
    assert response.status_code == 200
    violation = response.json()["violation"]
    assert response.json()["valid"] is False
    assert violation["code"] == "MW-TURN-1" and violation["rule"].startswith("magic-wands.txt §")
    assert violation["message"] and violation["path"] == "/action/player"


def test_adjudicate_refuses_malformed_requests(client: TestClient, state: dict[str, Any]) -> None:
    action = first_action(client, state)
    problem(client.post(f"{MW}/adjudicate", json={"state": state, "action": {**action, "type": "steal"}}), 422, "/action/type")
    problem(client.post(f"{MW}/adjudicate", json={"state": state, "action": {**action, "pay": "x"}}), 422, "/action/pay")
    problem(client.post(f"{MW}/adjudicate", json={"state": state, "action": {**action, "wand": "MW-W-99#1"}}), 422, "/action/wand")
    problem(client.post(f"{MW}/adjudicate", json={"state": state}), 422, "/action")
    problem(client.post(f"{MW}/adjudicate", json={"state": state, "action": action, "actions": [action]}), 422, "/action")
    problem(client.post(f"{MW}/adjudicate", json={"action": action}), 422, "/state")
    forged = copy.deepcopy(state)
    forged["players"][0]["hand"].append(copy.deepcopy(forged["players"][1]["hand"][0]))
    body = problem(client.post(f"{MW}/adjudicate", json={"state": forged, "action": action}), 422)
    assert any("two places" in e["message"] and e["pointer"].startswith("/state/players/") for e in body["errors"])
    forged = copy.deepcopy(state)
    forged["players"][0]["hand"][0]["power"] = 500
    problem(client.post(f"{MW}/adjudicate", json={"state": forged, "action": action}), 422, "/state/players/0/hand/0")
    forged = copy.deepcopy(state)
    forged["deck_count"] = 3
    problem(client.post(f"{MW}/adjudicate", json={"state": forged, "action": action}), 422, "/state/deck_count")
    forged = copy.deepcopy(state)
    forged["game"] = "force-of-will"
    problem(client.post(f"{MW}/adjudicate", json={"state": forged, "action": action}), 422, "/state/game")
    forged = copy.deepcopy(state)
    del forged["market"]
    problem(client.post(f"{MW}/adjudicate", json={"state": forged, "action": action}), 422, "/state/market")


def test_compound_actions_all_or_none(client: TestClient, state: dict[str, Any]) -> None:
    action = first_action(client, state)
    after = client.post(f"{MW}/adjudicate", json={"state": state, "action": action}).json()
    follow = first_action(client, after["state"])
    both = client.post(f"{MW}/adjudicate", json={"state": state, "actions": [action, follow]}).json()
    assert both["valid"] is True
    again = client.post(f"{MW}/adjudicate", json={"state": after["state"], "action": follow}).json()
    assert both["digest"] == again["digest"]
    failing = client.post(f"{MW}/adjudicate", json={"state": state, "actions": [action, action]}).json()
    assert failing["valid"] is False and failing["failed_at"] == 1 and "state" not in failing
    assert failing["violation"]["path"].startswith("/actions/1")
    bad = client.post(f"{MW}/adjudicate", json={"state": state, "actions": [action, {**follow, "card": "NOPE#1"}]})
    problem(bad, 422, "/actions/1/card")


def test_view_hides_other_hands_and_the_deck(client: TestClient, state: dict[str, Any]) -> None:
    view = client.post(f"{MW}/view", json={"state": state, "player": "ann"}).json()["view"]
    assert "rng" not in view
    assert all(card == {"hidden": True} for card in view["deck"]) and len(view["deck"]) == len(state["deck"])
    for player in view["players"]:
        hidden = all(card == {"hidden": True} for card in player["hand"])
        assert hidden == (player["id"] != "ann")
    spectator = client.post(f"{MW}/view", json={"state": state}).json()["view"]
    assert all(card == {"hidden": True} for p in spectator["players"] for card in p["hand"])
    problem(client.post(f"{MW}/view", json={"state": state, "player": "zed"}), 422, "/player")


def test_replay(client: TestClient, state: dict[str, Any]) -> None:
    action = first_action(client, state)
    after = client.post(f"{MW}/adjudicate", json={"state": state, "action": action}).json()
    follow = first_action(client, after["state"])
    body = client.post(f"{MW}/replay", json={"setup": SETUP, "actions": [action, follow]}).json()
    assert body["valid"] is True and body["applied"] == 2
    direct = client.post(f"{MW}/adjudicate", json={"state": after["state"], "action": follow}).json()
    assert body["digest"] == direct["digest"]
    failing = client.post(f"{MW}/replay", json={"setup": SETUP, "actions": [action, action]}).json()
    assert failing["valid"] is False and failing["applied"] == 1 and failing["failed_at"] == 1
    assert failing["digest"] == after["digest"] and failing["violation"]["code"]
    problem(client.post(f"{MW}/replay", json={"setup": {**SETUP, "players": ["solo"]}, "actions": []}), 422, "/setup/players")


def test_decks_validate_for_a_game_without_decks(client: TestClient) -> None:
    problem(client.post(f"{MW}/decks/validate", json={"deck": []}), 422, "/deck")


# -- snapshots (on both stores) -------------------------------------------------------------------
def test_snapshots(store_client: TestClient) -> None:
    client = store_client
    state = client.post(f"{MW}/setup", json=SETUP).json()
    created = client.post("/v1/snapshots", json={"game": "magic-wands", "state": state["state"]})
    assert created.status_code == 201 and created.json()["id"] == state["digest"]
    fetched = client.get(f"/v1/snapshots/{state['digest']}").json()
    assert fetched.pop("certificate")["digest"] == state["digest"]  # every full state comes certified (issue 17)
    assert fetched == {"game": "magic-wands", "state": state["state"]}
    action = first_action(client, state["state"])
    by_snapshot = client.post(f"{MW}/adjudicate", json={"snapshot": state["digest"], "action": action}).json()
    inline = client.post(f"{MW}/adjudicate", json={"state": state["state"], "action": action}).json()
    assert by_snapshot == inline
    assert client.post(f"{MW}/legal-actions", json={"snapshot": state["digest"]}).json()["actions"]
    missing = "sha256:" + "0" * 64
    problem(client.get(f"/v1/snapshots/{missing}"), 404)
    problem(client.get("/v1/snapshots/nope"), 404)
    problem(client.post(f"{MW}/adjudicate", json={"snapshot": missing, "action": action}), 404, "/snapshot")
    problem(client.post(f"{MW}/adjudicate", json={"snapshot": state["digest"], "state": state["state"], "action": action}), 422, "/snapshot")
    problem(client.post(f"{MW}/legal-actions", json={"snapshot": "sha256:xyz"}), 422, "/snapshot")
    forged = copy.deepcopy(state["state"])
    forged["deck_count"] = -1
    problem(client.post("/v1/snapshots", json={"game": "magic-wands", "state": forged}), 422, "/state/deck_count")
    problem(client.post("/v1/snapshots", json={"game": "chess", "state": {}}), 404, "/game")


def test_the_readme_example_is_a_legal_purchase(client: TestClient) -> None:
    """The README's first adjudication (seed first-game) is accepted as written."""
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    action = json.loads(re.search(r'\\"action\\": (\{.*?\})\}"', readme).group(1).replace('\\"', '"'))
    state = client.post(f"{MW}/setup", json={"players": ["ann", "bob"], "seed": "first-game"}).json()["state"]
    assert client.post(f"{MW}/adjudicate", json={"state": state, "action": action}).json()["valid"] is True
