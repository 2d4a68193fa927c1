"""Structured logs: JSON lines carrying the request id, taken from ``X-Request-ID`` or generated, and
returned in the response."""

from __future__ import annotations

import io
import json
import logging
import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.testclient import TestClient

from api.app import create_app
from api.config import Config
from api.logging_setup import JSONFormatter, TextFormatter, request_id_var, utc_timestamp

from ..support.servers import ServiceProcess

GENERATED = re.compile(r"[0-9a-f]{32}")


@pytest.fixture
def log_lines() -> Iterator[io.StringIO]:
    """What the service logs while the test runs, formatted as in production (JSON lines)."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JSONFormatter())
    logger = logging.getLogger("adjudicator")
    previous = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        yield stream
    finally:
        logger.removeHandler(handler)
        logger.setLevel(previous)


def parsed(stream: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_a_request_id_is_generated_and_returned(client: TestClient) -> None:
    first = client.get("/v1/games").headers["x-request-id"]
    second = client.get("/v1/games").headers["x-request-id"]
    assert GENERATED.fullmatch(first) and GENERATED.fullmatch(second) and first != second


def test_the_callers_request_id_is_kept(client: TestClient) -> None:
    answer = client.get("/v1/games/chess", headers={"X-Request-ID": "gateway-7f3a:1"})
    assert answer.status_code == 404 and answer.headers["x-request-id"] == "gateway-7f3a:1"


@pytest.mark.parametrize("offered", [b"has space", b"x" * 129, b"", "é".encode(), b"line\nbreak"])
def test_an_unusable_request_id_is_replaced(client: TestClient, offered: bytes) -> None:
    answer = client.get("/healthz", headers={"X-Request-ID": offered})
    assert GENERATED.fullmatch(answer.headers["x-request-id"])


def test_every_request_logs_one_json_line_with_its_request_id(client: TestClient, log_lines: io.StringIO) -> None:
    client.post("/v1/games/magic-wands/setup", json={"players": ["ann", "bob"], "seed": "log"}, headers={"X-Request-ID": "req-1"})
    client.get("/v1/matches/abc", headers={"X-Request-ID": "req-2"})
    client.get("/healthz", headers={"X-Request-ID": "req-3"})  # probes log at DEBUG only
    access = [line for line in parsed(log_lines) if line["logger"] == "adjudicator.access"]
    assert [line["request_id"] for line in access] == ["req-1", "req-2"]
    setup, missing = access
    assert setup["level"] == "INFO" and setup["message"] == "POST /v1/games/magic-wands/setup 200"
    assert (setup["method"], setup["route"], setup["status"]) == ("POST", "/v1/games/{game}/setup", 200)
    assert setup["path"] == "/v1/games/magic-wands/setup" and setup["duration_ms"] > 0
    assert setup["client"] == "testclient"
    assert (missing["route"], missing["status"]) == ("/v1/matches/{match_id}", 404)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", setup["ts"])


def test_an_unexpected_error_answers_500_with_the_request_id_and_logs_it(log_lines: io.StringIO) -> None:
    async def broken(request: Request) -> Response:
        raise RuntimeError("a bug")

    app = create_app(Config())
    app.router.routes.append(Route("/broken", broken))
    with TestClient(app, raise_server_exceptions=False) as client:
        answer = client.get("/broken", headers={"X-Request-ID": "bug-1"})
    assert answer.status_code == 500 and answer.headers["x-request-id"] == "bug-1"
    assert answer.headers["content-type"] == "application/problem+json"
    lines = [line for line in parsed(log_lines) if line.get("request_id") == "bug-1"]
    assert {line["logger"] for line in lines} == {"adjudicator.access", "adjudicator"}
    error = next(line for line in lines if line["logger"] == "adjudicator")
    assert error["level"] == "ERROR" and "RuntimeError: a bug" in error["exc"]
    assert next(line for line in lines if line["logger"] == "adjudicator.access")["status"] == 500


def test_access_log_can_be_turned_off(log_lines: io.StringIO) -> None:
    with TestClient(create_app(Config(access_log=False))) as client:
        assert client.get("/v1/games").status_code == 200
    assert [line for line in parsed(log_lines) if line["logger"] == "adjudicator.access"] == []


def test_formatters_add_extra_fields_and_the_current_request_id() -> None:
    record = logging.LogRecord("adjudicator.store", logging.WARNING, __file__, 1, "redis unavailable: %s", ("refused",), None)
    record.attempt = 2
    token = request_id_var.set("rid-9")
    try:
        line = json.loads(JSONFormatter().format(record))
        text = TextFormatter().format(record)
    finally:
        request_id_var.reset(token)
    assert line["message"] == "redis unavailable: refused" and line["request_id"] == "rid-9" and line["attempt"] == 2
    assert text.endswith("WARNING adjudicator.store redis unavailable: refused [rid-9]")
    assert "request_id" not in json.loads(JSONFormatter().format(record))


def test_timestamps_are_utc_with_milliseconds() -> None:
    assert utc_timestamp(0.5) == "1970-01-01T00:00:00.500Z"
    assert utc_timestamp(1_796_031_586.0421) == "2026-11-30T09:39:46.042Z"
    assert utc_timestamp(1_796_031_586.999) == "2026-11-30T09:39:46.999Z"


def _server_log(service: ServiceProcess) -> str:
    service.stop()
    return service.log_path.read_text()


def test_a_real_server_writes_only_json_lines() -> None:
    service = ServiceProcess({"ADJUDICATOR_LOG_FORMAT": "json"}).start()
    try:
        # The test is the trusted proxy (127.0.0.1, FORWARDED_ALLOW_IPS' default) of a client elsewhere.
        answer = httpx.get(service.url + "/v1/games", headers={"X-Request-ID": "live-1", "X-Forwarded-For": "203.0.113.9"}, timeout=10)
        assert answer.headers["x-request-id"] == "live-1"
    finally:
        output = _server_log(service)
    lines = [json.loads(line) for line in output.splitlines() if line.strip()]  # every line is JSON
    assert any(line["logger"].startswith("uvicorn") for line in lines)  # uvicorn's own lines too
    access = [line for line in lines if line.get("request_id") == "live-1"]
    assert len(access) == 1 and access[0]["route"] == "/v1/games" and access[0]["status"] == 200
    assert access[0]["client"] == "203.0.113.9"


def test_a_real_server_writes_text_when_asked() -> None:
    service = ServiceProcess({"ADJUDICATOR_LOG_FORMAT": "text"}).start()
    try:
        httpx.get(service.url + "/v1/games", headers={"X-Request-ID": "live-2"}, timeout=10)
    finally:
        output = _server_log(service)
    assert re.search(r"INFO +adjudicator\.access GET /v1/games 200 \[live-2\]", output)
    assert not output.lstrip().startswith("{")
