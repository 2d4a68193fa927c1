"""What a client author relies on beyond the schemas: every status an operation can answer is in the
document, a rate-limited answer is named by its route in logs and metrics, a method the path does not
serve is a 405 (never a 429), and a query parameter given twice or out of range is a 422."""

from __future__ import annotations

import logging

import msgspec
import pytest
from starlette.testclient import TestClient

import adjudicator
from api.app import create_app
from api.spec import document
from tests.ops.scrape import scrape, value
from tests.support.config import config

PROTECTED_PREFIXES = ("/v1/matches", "/v1/tournaments")  # rate limited (api.app)
CREATE = {"game": "magic-wands", "players": ["ann", "bob"], "seed": "contract"}


def operations() -> list[tuple[str, str, dict[str, object]]]:
    return [(path, method, op) for path, item in document()["paths"].items() for method, op in item.items()]


@pytest.mark.parametrize(("path", "method", "operation"), operations(), ids=[f"{m} {p}" for p, m, _ in operations()])
def test_statuses_that_can_occur_are_documented(path: str, method: str, operation: dict[str, object]) -> None:
    documented = set(operation["responses"])  # type: ignore[arg-type]
    if path.startswith(PROTECTED_PREFIXES):
        assert "429" in documented, "rate-limited paths answer 429"
    if "requestBody" in operation:
        assert {"400", "408", "413", "422"} <= documented, "a body can be malformed, slow, too large or invalid"
    if any(p.get("in") == "path" for p in operation.get("parameters", [])):  # type: ignore[attr-defined]
        assert "404" in documented or "422" in documented
    if operation["security"] != []:
        assert "401" in documented
    for status in documented:
        if status in ("429", "503"):
            answer = operation["responses"][status]  # type: ignore[index]
            if "$ref" in answer:
                answer = document()["components"]["responses"][answer["$ref"].rsplit("/", 1)[1]]
            assert "Retry-After" in answer["headers"]


@pytest.fixture
def limited() -> TestClient:
    return TestClient(create_app(config(rate_limit_per_token=2, rate_limit_per_address=0)), raise_server_exceptions=False)


def test_a_rate_limited_answer_is_named_by_its_route(limited: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    with limited as client:
        created = client.post("/v1/matches", json=CREATE).json()
        headers = {"Authorization": f"Bearer {created['seats']['ann']['token']}"}
        before = scrape(client)
        with caplog.at_level(logging.INFO):
            statuses = [client.get(f"/v1/matches/{created['id']}", headers=headers).status_code for _ in range(12)]
        assert 429 in statuses
        after = scrape(client)
        labels = {"method": "GET", "route": "/v1/matches/{match_id}", "status": "429"}
        counted = value(after, "adjudicator_http_requests_total", **labels) - value(before, "adjudicator_http_requests_total", **labels)
        assert counted == statuses.count(429)
        assert value(after, "adjudicator_http_requests_total", method="GET", route="<unmatched>", status="429") == 0
        routes = [getattr(r, "route", None) for r in caplog.records if getattr(r, "status", None) == 429]
        assert routes and set(routes) == {"/v1/matches/{match_id}"}


@pytest.mark.parametrize("suffix", ["", "/actions", "/log", "/events", "/result"])
def test_a_method_the_path_does_not_serve_is_405_even_over_the_limit(limited: TestClient, suffix: str) -> None:
    with limited as client:
        created = client.post("/v1/matches", json=CREATE).json()
        headers = {"Authorization": f"Bearer {created['seats']['ann']['token']}"}
        answers = [client.delete(f"/v1/matches/{created['id']}{suffix}", headers=headers) for _ in range(8)]
        assert {a.status_code for a in answers} == {405}
        assert answers[-1].headers["content-type"] == "application/problem+json" and answers[-1].headers["allow"]


@pytest.mark.parametrize(
    "query",
    ["format=null&format=null", "format=json&format=csv", "format=xml", "format=", "format=CSV"],
)
def test_tournament_results_format_is_one_of_json_or_csv_given_once(client: TestClient, query: str) -> None:
    answer = client.get(f"/v1/tournaments/contract-event/results?{query}")
    assert answer.status_code == 422
    assert answer.json()["errors"][0]["pointer"] == "/query/format"


def test_tournament_results_format_csv_and_json(client: TestClient) -> None:
    assert client.get("/v1/tournaments/contract-event/results?format=csv").headers["content-type"].startswith("text/csv")
    assert client.get("/v1/tournaments/contract-event/results?format=json").json()["matches"] == []
    assert client.get("/v1/tournaments/contract-event/results", headers={"Accept": "text/csv"}).headers["content-type"].startswith("text/csv")


@pytest.mark.parametrize("query", ["since=1&since=2", "since=-1", "since=\u00b2", "since=x"])
def test_log_since_is_a_whole_number_given_once(client: TestClient, query: str) -> None:
    created = client.post("/v1/matches", json=CREATE).json()
    answer = client.get(f"/v1/matches/{created['id']}/log?{query}", headers={"Authorization": f"Bearer {created['organizer_token']}"})
    assert answer.status_code == 422, answer.text
    assert answer.json()["errors"][0]["pointer"] == "/query/since"


def pointers(answer: dict[str, object]) -> set[str]:
    return {e["pointer"] for e in answer["errors"]}  # type: ignore[attr-defined,index]


def test_every_bad_field_of_a_body_is_named_at_once(client: TestClient) -> None:
    answer = client.post("/v1/games/magic-wands/setup", json={"players": "ann", "seed": 5, "colour": "red"})
    assert answer.status_code == 422 and pointers(answer.json()) == {"/players", "/seed", "/colour"}
    answer = client.post("/v1/matches", json={"game": 1, "players": [], "seed": ""})
    assert answer.status_code == 422 and pointers(answer.json()) == {"/game", "/players", "/seed"}
    state = client.post("/v1/games/magic-wands/setup", json={"players": ["ann", "bob"], "seed": "errors"}).json()["state"]
    action = {"type": "purchase", "player": "ann", "wand": 5, "pay": "MW-S-01#1"}
    answer = client.post("/v1/games/magic-wands/adjudicate", json={"state": state, "action": action})
    assert answer.status_code == 422 and pointers(answer.json()) == {"/action/wand", "/action/pay"}
    messages = [e["message"] for e in answer.json()["errors"]]
    assert all(len(m) <= 200 for m in messages)


def test_graphql_names_every_bad_argument_at_once(client: TestClient) -> None:
    query = 'mutation { setup(game: "magic-wands", players: [], seed: "") { digest } }'
    answer = client.post("/graphql", json={"query": query}).json()
    found = {e["pointer"] for error in answer["errors"] for e in error["extensions"]["errors"]}
    assert {"/players", "/seed"} <= found, answer


def large_replay(size: int = 200 * 1024) -> tuple[dict[str, object], set[str]]:
    """A Magic Wands replay body of about ``size`` bytes with six bad fields spread through it, and
    their pointers (the service walked bodies up to 32 KiB only, before jsonschema-rs)."""
    setup = {"players": ["ann", "bob"], "seed": "large-errors"}
    state = adjudicator.GAMES["magic-wands"].setup("standard", setup["players"], setup["seed"])
    action = msgspec.to_builtins(adjudicator.GAMES["magic-wands"].legal_actions(state)[0])
    count = size // len(msgspec.json.encode(action)) + 1
    actions = [dict(action) for _ in range(count)]
    bad = {1: "player", count // 3: "player", 2 * count // 3: "player", count - 1: "player"}
    for index, field in bad.items():
        actions[index][field] = index  # a number where a player id goes
    actions[count // 4]["colour"] = "red"  # an unknown field
    actions[count // 2]["type"] = "juggle"  # no action has this tag: the action itself is named
    expected = {f"/actions/{index}/{field}" for index, field in bad.items()} | {f"/actions/{count // 4}/colour", f"/actions/{count // 2}"}
    return {"setup": setup, "actions": actions}, expected


def test_every_bad_field_of_a_large_body_is_named_at_once(client: TestClient) -> None:
    body, expected = large_replay()
    assert len(msgspec.json.encode(body)) > 200 * 1024
    answer = client.post("/v1/games/magic-wands/replay", json=body)
    assert answer.status_code == 422, answer.text
    assert answer.headers["content-type"] == "application/problem+json"
    assert pointers(answer.json()) == expected


def test_graphql_names_every_bad_argument_of_a_large_request_at_once(client: TestClient) -> None:
    body, expected = large_replay()
    query = "mutation($setup: SetupInput!, $actions: [JSON!]!) { replay(game: \"magic-wands\", setup: $setup, actions: $actions) { valid } }"
    answer = client.post("/graphql", json={"query": query, "variables": body}).json()
    assert answer["data"] is None
    [error] = answer["errors"]
    assert error["extensions"]["code"] == "INVALID_INPUT" and error["extensions"]["status"] == 422
    assert {e["pointer"] for e in error["extensions"]["errors"]} == expected


@pytest.mark.parametrize(("budget", "window"), [(60, 7), (500, 64)])
def test_a_body_walked_a_window_at_a_time_names_the_same_fields(client: TestClient, monkeypatch: pytest.MonkeyPatch, budget: int, window: int) -> None:
    """api.service.field_errors walks a large body in windows of at most BUDGET values: smaller windows
    (many more of them, nested ones too) name the same fields."""
    from api.service import field_errors

    body, expected = large_replay(40 * 1024)
    body["actions"][3]["pay"] = [5] * 30  # a long list inside one item: cut and walked in windows too
    expected |= {f"/actions/3/pay/{i}" for i in range(30)}
    monkeypatch.setattr(field_errors, "BUDGET", budget)
    monkeypatch.setattr(field_errors, "WINDOW", window)
    answer = client.post("/v1/games/magic-wands/replay", json=body)
    assert answer.status_code == 422 and pointers(answer.json()) == expected
