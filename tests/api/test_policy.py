"""Body and connection rules of issue 17 item 7, over REST and against a real server: slow request
headers time out, a body must be JSON (415 otherwise), and no member may be named twice (422 naming it).
Each failed before: headers sent one byte a second were never timed out, ``text/plain`` was accepted,
and a repeated member was silently resolved as the last one."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import msgspec
import pytest
from starlette.testclient import TestClient

from api.app import create_app
from api.service.decoding import check_duplicates, duplicate_member

from ..support.config import config
from ..support.servers import ServiceProcess

SETUP = b'{"players": ["ann", "bob"], "seed": "s"}'


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(config()), raise_server_exceptions=False) as test_client:
        yield test_client


def problem(answer: object, status: int) -> dict[str, object]:
    assert answer.status_code == status, answer.text  # type: ignore[attr-defined]
    assert answer.headers["content-type"] == "application/problem+json", answer.headers  # type: ignore[attr-defined]
    return answer.json()  # type: ignore[attr-defined,no-any-return]


@pytest.mark.parametrize("media_type", ["text/plain", "application/x-www-form-urlencoded", "text/plain; charset=utf-8"])
def test_a_body_that_is_not_json_is_415(client: TestClient, media_type: str) -> None:
    body = problem(client.post("/v1/games/magic-wands/setup", content=SETUP, headers={"content-type": media_type}), 415)
    assert body["type"] == "urn:adjudicator:problem:unsupported-media-type"


@pytest.mark.parametrize("media_type", [None, "application/json", "application/json; charset=utf-8", "application/merge-patch+json"])
def test_json_media_types_are_accepted(client: TestClient, media_type: str | None) -> None:
    headers = {"content-type": media_type} if media_type else {}
    assert client.post("/v1/games/magic-wands/setup", content=SETUP, headers=headers).status_code == 200


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        (b'{"players": ["ann", "bob"], "seed": "s", "seed": "t"}', "/seed"),
        (b'{"players": ["ann", "bob"], "seed": "s", "options": {"a": 1, "b": {"c": 1, "c": 2}}}', "/options/b/c"),
        (b'{"players": ["ann"], "seed": "s", "decks": {"ann": [{"x": 1}, {"y": 2, "y": 3}]}}', "/decks/ann/1/y"),
        (b'{"players" : ["ann", "bob"] ,\n "seed":"s",   "players":["bob", "ann"]}', "/players"),
    ],
)
def test_a_member_named_twice_is_422_naming_it(client: TestClient, body: bytes, pointer: str) -> None:
    found = problem(client.post("/v1/games/magic-wands/setup", content=body), 422)
    assert [e["pointer"] for e in found["errors"]] == [pointer]  # type: ignore[index,union-attr]
    assert "more than once" in found["detail"]  # type: ignore[operator]


def test_no_false_alarm_on_colons_and_escapes() -> None:
    for body in (
        b'{"a": "x:y:z", "b": "\\u003a", "c": {"d": "\\"e\\":"}}',
        b'{"sha": "sha256:00", "k": [{"a": 1}, {"a": 1}], "u": "caf\\u00e9"}',
    ):
        check_duplicates(body)
        assert duplicate_member(body) is None


def test_slow_request_headers_time_out() -> None:
    service = ServiceProcess({"ADJUDICATOR_BODY_TIMEOUT_SECONDS": "2"}).start()
    try:
        with socket.create_connection(("127.0.0.1", service.port), timeout=10) as sock:
            started = time.monotonic()
            request = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100
            answer = b""
            try:
                for byte in request:
                    sock.sendall(bytes([byte]))
                    time.sleep(0.1)  # 10 bytes a second: headers never complete within 2 s
            except (BrokenPipeError, ConnectionResetError):
                pass
            try:
                while chunk := sock.recv(4096):
                    answer += chunk
            except ConnectionResetError:
                pass
            elapsed = time.monotonic() - started
        assert answer.startswith(b"HTTP/1.1 408"), answer
        assert b"application/problem+json" in answer
        assert elapsed < 6, elapsed
        # A well-behaved client on the same server is served as before.
        with socket.create_connection(("127.0.0.1", service.port), timeout=10) as sock:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            assert sock.recv(4096).startswith(b"HTTP/1.1 200")
    finally:
        service.stop()


def test_a_posted_state_is_exempt_but_the_rest_of_the_body_is_not(client: TestClient) -> None:
    setup = client.post("/v1/games/magic-wands/setup", json={"players": ["ann", "bob"], "seed": "dup"}).json()
    state = msgspec.json.encode(setup["state"])
    action = msgspec.json.encode(client.post("/v1/games/magic-wands/legal-actions", json={"state": setup["state"]}).json()["actions"][0])
    ok = client.post("/v1/games/magic-wands/adjudicate", content=b'{"state": ' + state + b', "action": ' + action + b"}")
    assert ok.status_code == 200, ok.text
    repeated = action[:-1] + b', "player": "bob"}'
    found = problem(client.post("/v1/games/magic-wands/adjudicate", content=b'{"state": ' + state + b', "action": ' + repeated + b"}"), 422)
    assert [e["pointer"] for e in found["errors"]] == ["/action/player"]  # type: ignore[index,union-attr]
    twice = problem(client.post("/v1/games/magic-wands/adjudicate", content=b'{"state": ' + state + b', "action": ' + action + b', "action": ' + action + b"}"), 422)
    assert [e["pointer"] for e in twice["errors"]] == ["/action"]  # type: ignore[index,union-attr]
