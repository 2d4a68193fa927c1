"""Shared fixtures: a real Redis server for the session, and app clients on each store."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from api.app import create_app

from .support.config import config
from .support.redis_server import session_redis_url


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    url, process = session_redis_url()
    yield url
    if process is not None:
        process.stop()


@pytest.fixture
def client() -> Iterator[TestClient]:
    """The app on the in-memory store (the default when REDIS_URL is unset)."""
    with TestClient(create_app(config()), raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture(params=["memory", "redis"])
def store_client(request: pytest.FixtureRequest) -> Iterator[TestClient]:
    """The same app on each store: one suite runs on both."""
    settings = config(redis_url=request.getfixturevalue("redis_url")) if request.param == "redis" else config()
    with TestClient(create_app(settings), raise_server_exceptions=False) as test_client:
        yield test_client
