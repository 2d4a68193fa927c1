"""Hostile input: every limit refused with a clear 4xx, slow senders timed out, floods rate-limited."""

from __future__ import annotations

import socket
import time

from starlette.testclient import TestClient

from api.app import create_app

from ..support.config import config
from ..support.servers import services
from .test_stateless import problem

MW = "/v1/games/magic-wands"


def test_limits_are_configurable_and_named() -> None:
    settings = config(max_body_bytes=20_000, max_json_depth=8, max_list_length=50, max_string_length=100)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        too_big = problem(client.post(f"{MW}/setup", content=b"{" + b" " * 20_001 + b"}"), 413)
        assert too_big["limit"] == 20_000
        problem(client.post(f"{MW}/setup", content=b'{"players": ["a", "b"], "seed": "s", "options": {"x": [[[[[[[[[1]]]]]]]]]}}'), 422)
        long_string = '{"players": ["a", "b"], "seed": "' + "s" * 150 + '"}'
        body = problem(client.post(f"{MW}/setup", content=long_string.encode()), 422)
        assert "string" in body["detail"]
        many = '{"players": ["a", "b"], "seed": "s", "options": {"x": [' + ",".join(["1"] * 60) + "]}}"
        body = problem(client.post(f"{MW}/setup", content=many.encode()), 422)
        assert "/options/x" in [e["pointer"] for e in body["errors"]]
        # Within the limits all is well.
        assert client.post(f"{MW}/setup", json={"players": ["a", "b"], "seed": "s"}).status_code == 200


def test_lying_content_length_and_chunked_bodies_over_the_limit() -> None:
    settings = config(max_body_bytes=1000)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        problem(client.post(f"{MW}/setup", content=b"{}", headers={"content-length": "5000"}), 413)

        def chunks():  # type: ignore[no-untyped-def]
            for _ in range(20):
                yield b" " * 100

        problem(client.post(f"{MW}/setup", content=chunks()), 413)


def test_slow_body_senders_time_out() -> None:
    with services(1, {"ADJUDICATOR_BODY_TIMEOUT_SECONDS": "1"}) as [service]:
        with socket.create_connection(("127.0.0.1", service.port), timeout=10) as sock:
            sock.sendall(b"POST /v1/games/magic-wands/setup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
            started = time.monotonic()
            reply = sock.recv(4096)
            waited = time.monotonic() - started
        assert reply.startswith(b"HTTP/1.1 408"), reply[:200]
        assert b"application/problem+json" in reply and 0.5 < waited < 8


def test_rate_limits_per_token_and_per_address() -> None:
    settings = config(rate_limit_per_token=5, rate_limit_per_address=0)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        created = client.post("/v1/matches", json={"game": "magic-wands", "players": ["ann", "bob"]}).json()
        headers = {"Authorization": f"Bearer {created['seats']['ann']['token']}"}
        statuses = [client.get(f"/v1/matches/{created['id']}", headers=headers).status_code for _ in range(30)]
        assert statuses[0] == 200 and 429 in statuses
        limited = client.get(f"/v1/matches/{created['id']}", headers=headers)
        assert problem(limited, 429) and int(limited.headers["retry-after"]) >= 1
        # Another token is not affected; the stateless endpoints are never limited.
        other = {"Authorization": f"Bearer {created['seats']['bob']['token']}"}
        assert client.get(f"/v1/matches/{created['id']}", headers=other).status_code == 200
        assert all(client.get("/v1/games").status_code == 200 for _ in range(30))
    settings = config(rate_limit_per_token=0, rate_limit_per_address=5)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        statuses = [client.post("/v1/matches", json={"game": "magic-wands", "players": ["a", "b"]}).status_code for _ in range(30)]
        assert statuses[0] == 201 and 429 in statuses


def test_garbage_never_gets_a_5xx(client: TestClient) -> None:
    bodies = [b"\x00\xff\xfe", b"null", b"true", b"1e999999", b'{"state": 1e400}', b'"' + b"\\u" * 10 + b'"', b"{" * 100_000, b"[" * 1000 + b"]" * 1000]
    paths = ["/setup", "/legal-actions", "/adjudicate", "/view", "/replay", "/decks/validate"]
    for path in paths:
        for payload in bodies:
            response = client.post(MW + path, content=payload)
            assert 400 <= response.status_code < 500, (path, payload[:20], response.text)
            assert response.headers["content-type"] == "application/problem+json"
    for path in ["/v1/matches", "/v1/snapshots", "/v1/disputes", "/v1/tournaments/t/rounds/1/matches", "/v1/tournaments/t/decks"]:
        for payload in bodies:
            response = client.post(path, content=payload)
            assert 400 <= response.status_code < 500, (path, payload[:20], response.text)


def test_http_level_hostility(client: TestClient) -> None:
    problem(client.get("/v1/tournaments/bad id!/results"), 422)
    problem(client.post("/v1/tournaments/t/rounds/0/matches", json={}), 422)
    problem(client.post("/v1/tournaments/t/rounds/x/matches", json={}), 422)
