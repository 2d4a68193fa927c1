"""One policy for both transports (issue 17): organizer API keys, rate limits and body rules hold on
GraphQL exactly as on REST.  Each test failed before the policy moved into the service layer: GraphQL
``createMatch`` created matches without a key, ``match`` gave the organizer's full state without one,
``/graphql`` was never rate-limited, and a batch or an unparsable body got a text/plain 400."""

from __future__ import annotations

import time
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from api.app import create_app
from api.config import Config

from .helpers import GraphQLClient
from .test_matches import CREATE, MATCH

KEYS = "org-key-1"


def keyed_client(**settings: Any) -> TestClient:
    defaults: dict[str, Any] = {"organizer_api_keys": KEYS, "rate_limit_per_token": 0, "rate_limit_per_address": 0}
    return TestClient(create_app(Config(**{**defaults, **settings})), raise_server_exceptions=False)


def post(client: TestClient, query: str, variables: dict[str, Any], headers: dict[str, str] | None = None) -> Any:
    return client.post("/graphql", json={"query": query, "variables": variables}, headers=headers or {})


def test_create_match_needs_the_organizer_key_on_graphql_too() -> None:
    with keyed_client() as client:
        for headers, code in (({}, "API_KEY_REQUIRED"), ({"X-API-Key": "guess"}, "API_KEY_INVALID")):
            answer = post(client, CREATE, {"players": ["ann", "bob"]}, headers).json()
            assert answer["data"] is None, answer
            assert answer["errors"][0]["extensions"]["code"] == code
            assert answer["errors"][0]["extensions"]["status"] == 401
        created = post(client, CREATE, {"players": ["ann", "bob"]}, {"X-API-Key": KEYS}).json()
        assert "errors" not in created, created
        assert created["data"]["createMatch"]["id"]


def test_the_organizer_token_reads_the_full_state_only_with_the_key() -> None:
    with keyed_client() as client:
        created = post(client, CREATE, {"players": ["ann", "bob"]}, {"X-API-Key": KEYS}).json()["data"]["createMatch"]
        organizer = {"Authorization": f"Bearer {created['organizerToken']}"}
        refused = post(client, MATCH, {"id": created["id"]}, organizer).json()
        assert refused["data"] is None
        assert refused["errors"][0]["extensions"]["code"] == "API_KEY_REQUIRED"
        assert "rng" not in str(refused)
        full = post(client, MATCH, {"id": created["id"]}, {**organizer, "X-API-Key": KEYS}).json()
        assert full["data"]["match"]["seat"] == "organizer"
        assert "rng" in full["data"]["match"]["state"]["json"]
        # A seat needs no organizer key: it reads its own view.
        seat = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        assert post(client, MATCH, {"id": created["id"]}, seat).json()["data"]["match"]["seat"] == "ann"


def test_a_subscription_as_organizer_needs_the_key() -> None:
    with keyed_client() as client:
        created = post(client, CREATE, {"players": ["ann", "bob"]}, {"X-API-Key": KEYS}).json()["data"]["createMatch"]
        query = "subscription($id: ID!) { matchUpdated(matchId: $id) { version } }"
        for payload, allowed in (({"token": created["organizerToken"]}, False), ({"token": created["organizerToken"], "apiKey": KEYS}, True)):
            with client.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"]) as ws:
                ws.send_json({"type": "connection_init", "payload": payload})
                assert ws.receive_json()["type"] == "connection_ack"
                ws.send_json({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": {"id": created["id"]}}})
                message = ws.receive_json()
                if allowed:
                    assert message["type"] == "next", message
                    assert message["payload"]["data"]["matchUpdated"]["version"] == 0
                else:
                    assert message["type"] == "error", message
                    assert message["payload"][0]["extensions"]["code"] == "API_KEY_REQUIRED"


def _until_refused(client: TestClient, headers: dict[str, str], limit: int = 200) -> Any:
    for _ in range(limit):
        answer = client.post("/graphql", json={"query": "{ games { id } }"}, headers=headers)
        if answer.status_code == 429:
            return answer
        assert answer.status_code == 200, answer.text
    pytest.fail("never rate-limited")


def test_graphql_is_rate_limited_per_token() -> None:
    with keyed_client(rate_limit_per_token=5) as client:
        started = time.monotonic()
        answer = _until_refused(client, {"Authorization": "Bearer some-token"})
        assert time.monotonic() - started < 2.0  # within the burst window: the limit, not the clock
        assert answer.headers["content-type"].startswith("application/json")
        assert int(answer.headers["retry-after"]) >= 1
        error = answer.json()["errors"][0]
        assert error["extensions"]["code"] == "RATE_LIMITED"
        assert error["extensions"]["status"] == 429
        assert error["extensions"]["retryAfter"] >= 1
        # Another token still passes: the limit is per token.
        assert client.post("/graphql", json={"query": "{ games { id } }"}, headers={"Authorization": "Bearer other"}).status_code == 200


def test_graphql_is_rate_limited_per_address_and_so_are_its_websockets() -> None:
    with keyed_client(rate_limit_per_address=5) as client:
        _until_refused(client, {})
        with pytest.raises(WebSocketDisconnect), client.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"]) as ws:
            ws.receive_json()


def test_token_guessing_on_graphql_meets_the_limit() -> None:
    with keyed_client(rate_limit_per_address=10) as client:
        created = post(client, CREATE, {"players": ["ann", "bob"]}, {"X-API-Key": KEYS}).json()["data"]["createMatch"]
        statuses = [post(client, MATCH, {"id": created["id"]}, {"Authorization": f"Bearer guess-{n}"}).status_code for n in range(60)]
        assert 429 in statuses


@pytest.mark.parametrize(
    ("body", "headers", "status"),
    [
        (b'[{"query": "{ games { id } }"}]', {"content-type": "application/json"}, 400),
        (b"{not json", {"content-type": "application/json"}, 400),
        (b'{"query": "{ games { id } }"}', {"content-type": "text/plain"}, 415),
        (b'{"query": "{ games { id } }", "query": "{ games { name } }"}', {"content-type": "application/json"}, 422),
    ],
    ids=["batch", "malformed", "text-plain", "duplicate-member"],
)
def test_requests_graphql_cannot_run_are_json_errors_never_text(gql: GraphQLClient, redis_app: TestClient, body: bytes, headers: dict[str, str], status: int) -> None:
    answer = redis_app.post("/graphql", content=body, headers=headers)
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith("application/json")
    error = answer.json()["errors"][0]
    assert error["message"]
    assert error["extensions"]["status"] == status
    if status == 422:
        assert error["extensions"]["errors"][0]["pointer"] == "/query"


def test_each_operation_over_a_websocket_meets_the_token_limit() -> None:
    """A websocket passes the policy middleware once, at its handshake: each operation it carries is
    counted against the token of its ``connection_init`` (and its address) all the same."""
    with keyed_client(rate_limit_per_token=3) as client:
        created = post(client, CREATE, {"players": ["ann", "bob"]}, {"X-API-Key": KEYS}).json()["data"]["createMatch"]
        query = "query($id: ID!) { match(matchId: $id) { version } }"
        with client.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"]) as ws:
            ws.send_json({"type": "connection_init", "payload": {"token": created["seats"][0]["token"]}})
            assert ws.receive_json()["type"] == "connection_ack"
            refused = None
            for number in range(1, 60):
                ws.send_json({"id": str(number), "type": "subscribe", "payload": {"query": query, "variables": {"id": created["id"]}}})
                message = ws.receive_json()
                if message["type"] == "error":
                    refused = message
                    break
                assert message["type"] == "next" and message["payload"]["data"]["match"]["version"] == 0, message
                assert ws.receive_json()["type"] == "complete"
            assert refused is not None, "never rate-limited"
            assert int(refused["id"]) > 1  # the burst passes first
            extensions = refused["payload"][0]["extensions"]
            assert extensions["code"] == "RATE_LIMITED" and extensions["status"] == 429 and extensions["retryAfter"] >= 1
