"""Hostile documents are refused before they cost anything: too deep, too many aliases, too many
tokens, too large a body, JSON nested too deep; introspection and the IDE follow the configuration."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from api.app import create_app
from api.config import Config

from .helpers import GraphQLClient

DEEP_VALID = "{ games { variants { players { min } } } }"  # depth 4


@pytest.fixture
def strict(redis_url: str) -> Iterator[GraphQLClient]:
    config = Config(redis_url=redis_url, graphql_max_depth=2, graphql_max_aliases=2, graphql_max_tokens=60, graphql_introspection=False)
    with TestClient(create_app(config), raise_server_exceptions=False) as client:
        yield GraphQLClient(client)


def codes(body: dict[str, Any]) -> list[str]:
    return [error["extensions"]["code"] for error in body["errors"]]


def test_too_deep_is_refused_with_a_clear_error(gql: GraphQLClient, strict: GraphQLClient) -> None:
    error = strict.error(DEEP_VALID, code="QUERY_TOO_DEEP")
    assert "exceeds maximum operation depth of 2" in error["message"]
    assert gql.data(DEEP_VALID)["games"]
    # With the default limit (10), a hostile document far deeper than any real one is refused too.
    hostile = "{ games " + "{ variants " * 30 + "{ id }" + " }" * 30 + " }"
    body = gql.run(hostile)
    assert body["data"] is None and "QUERY_TOO_DEEP" in codes(body)
    # Nested beyond what the parser follows: refused while parsing.
    error = gql.error("{ games " * 1000 + "}" * 1000, code="QUERY_TOO_DEEP")
    assert "nested too deeply" in error["message"]


def test_too_many_aliases_are_refused(gql: GraphQLClient, strict: GraphQLClient) -> None:
    three = "{ a: games { id } b: games { id } c: games { id } }"
    error = strict.error(three, code="TOO_MANY_ALIASES")
    assert "3 aliases found. Allowed: 2" in error["message"]
    assert strict.data("{ a: games { id } b: games { id } }")
    many = "{ " + " ".join(f"a{i}: games {{ id }}" for i in range(21)) + " }"
    gql.error(many, code="TOO_MANY_ALIASES")
    # The verdict is cached by query text; asking again gives the same answer.
    gql.error(many, code="TOO_MANY_ALIASES")
    assert len(gql.data("{ " + " ".join(f"a{i}: __typename" for i in range(20)) + " }")) == 20


def test_too_many_tokens_are_refused_before_parsing_finishes(gql: GraphQLClient, strict: GraphQLClient) -> None:
    strict.error("{ " + "__typename " * 70 + "}", code="TOO_MANY_TOKENS")
    error = gql.error("{ " + "__typename " * 2500 + "}", code="TOO_MANY_TOKENS")
    assert "more than 2000 tokens" in error["message"]
    gql.error("{ " + "a: __typename " * 1000 + "}", code="TOO_MANY_TOKENS")


def test_a_huge_body_is_refused_with_413(gql: GraphQLClient) -> None:
    response = gql.post("{ __typename }", {"padding": "x" * 2_000_000})
    assert response.status_code == 413
    [error] = response.json()["errors"]
    assert error["extensions"]["code"] == "BODY_TOO_LARGE" and "1048576 bytes" in error["message"]


def test_json_nested_too_deep_in_a_variable_is_refused(gql: GraphQLClient) -> None:
    query = 'mutation($options: JSON) { setup(game: "magic-wands", players: ["ann", "bob"], seed: "s", options: $options) { digest } }'
    nested: Any = []
    for _ in range(100):
        nested = [nested]
    gql.error(query, {"options": {"x": nested}}, code="TOO_DEEP")
    gql.error(query, {"options": {"x": "y" * 70_000}}, code="TOO_LONG", pointer="/options/x")


def test_introspection_follows_the_configuration(gql: GraphQLClient, strict: GraphQLClient) -> None:
    introspection = "{ __schema { queryType { name } } }"
    assert gql.data(introspection)["__schema"]["queryType"]["name"] == "Query"
    body = strict.run(introspection)
    assert body["data"] is None and set(codes(body)) == {"INTROSPECTION_DISABLED"}
    assert "introspection has been disabled" in body["errors"][0]["message"]
    assert strict.data("{ __typename }") == {"__typename": "Query"}


def test_syntax_and_validation_errors_have_codes(gql: GraphQLClient) -> None:
    gql.error("{ games { id }", code="GRAPHQL_PARSE_FAILED")
    gql.error("{ games { nope } }", code="GRAPHQL_VALIDATION_FAILED")
    gql.error("query($x: Int!) { games { id } }", {}, code="BAD_USER_INPUT")


def test_http_edges(redis_app: TestClient, gql: GraphQLClient, redis_url: str) -> None:
    # Queries over GET, under the same limits; mutations only over POST; no batches.
    assert redis_app.get("/graphql", params={"query": "{ games { id } }"}).json()["data"]["games"][0]["id"] == "magic-wands"
    many = "{ " + " ".join(f"a{i}: __typename" for i in range(21)) + " }"
    assert redis_app.get("/graphql", params={"query": many}).json()["errors"][0]["extensions"]["code"] == "TOO_MANY_ALIASES"
    mutation = 'mutation { setup(game: "magic-wands", players: ["a", "b"], seed: "s") { digest } }'
    assert redis_app.get("/graphql", params={"query": mutation}).status_code == 400
    assert redis_app.post("/graphql", json=[{"query": "{ __typename }"}]).status_code == 400
    assert redis_app.post("/graphql", content=b"{not json", headers={"content-type": "application/json"}).status_code == 400
    assert redis_app.post("/graphql", json={"variables": {}}).status_code == 400
    # No IDE unless configured (development only).
    assert redis_app.get("/graphql", headers={"accept": "text/html"}).status_code == 404
    with TestClient(create_app(Config(redis_url=redis_url, graphql_ide="graphiql"))) as dev:
        page = dev.get("/graphql", headers={"accept": "text/html"})
        assert page.status_code == 200 and "graphiql" in page.text.lower()


def test_graphql_settings_come_from_the_environment() -> None:
    config = Config.from_env(
        {
            "ADJUDICATOR_GRAPHQL_MAX_DEPTH": "6",
            "ADJUDICATOR_GRAPHQL_MAX_TOKENS": "500",
            "ADJUDICATOR_GRAPHQL_MAX_ALIASES": "4",
            "ADJUDICATOR_GRAPHQL_INTROSPECTION": "0",
            "ADJUDICATOR_GRAPHQL_IDE": "graphiql",
            "ADJUDICATOR_GRAPHQL_ALLOWED_ORIGINS": "https://a.example, https://b.example",
        }
    )
    assert (config.graphql_max_depth, config.graphql_max_tokens, config.graphql_max_aliases) == (6, 500, 4)
    assert config.graphql_introspection is False and config.graphql_ide == "graphiql"
    assert config.graphql_allowed_origins == ("https://a.example", "https://b.example")
    defaults = Config.from_env({})
    assert defaults.graphql_introspection is True and defaults.graphql_ide == "" and defaults.graphql_allowed_origins == ()
    with pytest.raises(SystemExit):
        Config.from_env({"ADJUDICATOR_GRAPHQL_INTROSPECTION": "maybe"})
    with pytest.raises(SystemExit):
        Config.from_env({"ADJUDICATOR_GRAPHQL_IDE": "emacs"})
