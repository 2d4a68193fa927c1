"""The GraphQL schema of the referee: the REST operations with a typed schema, and live match updates.

:func:`build_schema` makes the schema with the configured limits; :func:`sdl` is its SDL, checked in as
``schema/schema.graphql`` (``adjudicator export-schema`` writes it).  The schema is served at
``/graphql`` by :func:`schema.app.graphql_routes`.
"""

from __future__ import annotations

from pathlib import Path

import strawberry
from graphql import GraphQLError
from strawberry.types import ExecutionContext

from api.config import Config

from .errors import add_code
from .limits import limits_extension
from .mutations import Mutation
from .queries import Query
from .subscriptions import Subscription

SDL_PATH = Path(__file__).with_name("schema.graphql")


class AdjudicatorSchema(strawberry.Schema):
    """Strawberry calls ``process_errors`` once on every error of every result (streams included)."""

    retry_after = 2

    def process_errors(self, errors: list[GraphQLError], execution_context: ExecutionContext | None = None) -> None:
        # Input errors are answers, not incidents: only the unexpected is logged (by add_code).
        for error in errors:
            add_code(error, self.retry_after)


def build_schema(config: Config | None = None) -> strawberry.Schema:
    """The schema with the limits of ``config``: query depth, tokens, aliases, introspection."""
    config = config or Config()
    schema = AdjudicatorSchema(query=Query, mutation=Mutation, subscription=Subscription, extensions=[limits_extension(config)])
    schema.retry_after = config.store_retry_after_seconds
    return schema


def sdl() -> str:
    """The schema's SDL, as checked in at ``schema/schema.graphql``."""
    return build_schema().as_str() + "\n"


