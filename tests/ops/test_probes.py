"""Readiness: ``/readyz`` answers 200 only while the store answers (the in-memory store always does);
liveness (``/healthz``) does not depend on the store."""

from __future__ import annotations

from starlette.testclient import TestClient

from api.app import create_app
from api.config import Config

from ..support.redis_server import RedisProcess, free_port
from .scrape import scrape, value


def test_memory_store_is_always_ready(client: TestClient) -> None:
    for _ in range(3):
        answer = client.get("/readyz")
        assert answer.status_code == 200
        assert answer.json() == {"status": "ready", "store": "memory"}
    assert client.get("/healthz").json() == {"status": "ok"}


def test_redis_store_is_ready_when_redis_answers(redis_url: str) -> None:
    with TestClient(create_app(Config(redis_url=redis_url))) as client:
        answer = client.get("/readyz")
        assert answer.status_code == 200
        assert answer.json() == {"status": "ready", "store": "redis"}


def test_unreachable_redis_is_not_ready_but_alive() -> None:
    nothing_listens = f"redis://127.0.0.1:{free_port()}/0"
    config = Config(redis_url=nothing_listens, store_retry_after_seconds=4)
    with TestClient(create_app(config), raise_server_exceptions=False) as client:
        errors_before = value(scrape(client), "adjudicator_store_errors_total", store="redis", error="ConnectionError")
        answer = client.get("/readyz")
        assert answer.status_code == 503
        assert answer.json() == {"status": "unavailable", "store": "redis"}
        assert answer.headers["retry-after"] == "4"
        assert client.get("/healthz").status_code == 200
        assert value(scrape(client), "adjudicator_store_errors_total", store="redis", error="ConnectionError") > errors_before


def test_readiness_follows_redis_down_and_back() -> None:
    server = RedisProcess().start()
    try:
        with TestClient(create_app(Config(redis_url=server.url)), raise_server_exceptions=False) as client:
            assert client.get("/readyz").status_code == 200
            server.kill()
            assert client.get("/readyz").status_code == 503
            server.start()  # same port: the pooled connections reconnect by themselves
            assert client.get("/readyz").status_code == 200
    finally:
        server.stop()
