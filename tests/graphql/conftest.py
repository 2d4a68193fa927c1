"""GraphQL tests run against the app on a real Redis (the ``redis_url`` fixture)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from api.app import create_app
from api.config import Config

from .helpers import GraphQLClient


@pytest.fixture
def redis_app(redis_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(Config(redis_url=redis_url)), raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def gql(redis_app: TestClient) -> GraphQLClient:
    return GraphQLClient(redis_app)
