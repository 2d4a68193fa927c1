"""The composition root: builds the ASGI app from the service layer and both transports.

This is the only module that knows both transports -- REST (:mod:`api.rest`) and GraphQL
(:mod:`schema`) -- and it only wires them: one :class:`~api.service.context.AppContext` (configuration,
store, signer) handed to both, one policy middleware (:mod:`api.service.policy`: rate limits per token
and per address) around both, and each transport's own way of wording a refusal.  Everything else
imports the service layer, never the other transport (import-linter contracts in ``pyproject.toml``).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import BaseRoute, Match
from starlette.types import Scope

from api.rest import hot_routes, other_routes
from api.rest.problems import EXCEPTION_HANDLERS
from api.rest.responses import encode
from api.service.context import AppContext
from api.service.policy import PolicyMiddleware, RateLimiter, Refusal
from api.service.problems import MEDIA_TYPE, problem_body
from schema import SDL_PATH, sdl
from schema.app import graphql_routes
from schema.errors import rate_limited_payload

from . import console
from .config import Config
from .logging_middleware import RequestMiddleware
from .signing import Signer
from .store.base import Store

__all__ = ["SDL_PATH", "create_app", "graphql_sdl", "make_store", "openapi_yaml"]


def make_store(config: Config) -> Store:
    store: Store
    if config.redis_url:
        from .store.redis import RedisStore

        store = RedisStore(
            config.redis_url,
            max_connections=config.redis_max_connections,
            pool_timeout=config.redis_pool_timeout_seconds,
            ack_replicas=config.redis_ack_replicas,
            ack_timeout_ms=config.redis_ack_timeout_ms,
            ack_aof=config.redis_ack_aof,
        )
    else:
        from .store.memory import MemoryStore

        store = MemoryStore()
    store.card_set_ttl = config.card_set_ttl_seconds
    return store


def _rest_refusal(retry: int) -> tuple[bytes, bytes]:
    body = problem_body(429, "Too Many Requests", f"rate limit reached; retry in {retry} s", "rate-limited")
    return MEDIA_TYPE.encode(), encode(body)


def _graphql_refusal(retry: int) -> tuple[bytes, bytes]:
    return b"application/json", encode(rate_limited_payload(retry))


def _router(routes: list[BaseRoute], prefixes: tuple[str, ...]) -> Callable[[Scope], BaseRoute | None]:
    """The route that fully serves an HTTP request (path and method), among the protected ones."""
    protected = [route for route in routes if getattr(route, "path", "").startswith(prefixes)]

    def route_of(scope: Scope) -> BaseRoute | None:
        for route in protected:
            if route.matches(scope)[0] == Match.FULL:
                return route
        return None

    return route_of


def create_app(config: Config | None = None, store: Store | None = None) -> Starlette:
    config = config or Config.from_env()
    store = store or make_store(config)
    ctx = AppContext(config=config, store=store, signer=Signer.from_settings(config.signing_key, config.previous_public_keys))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await store.start()
        try:
            yield
        finally:
            await store.close()

    # Routes match in order: the hot paths (stateless adjudication, GraphQL, match actions) first.
    routes = [*hot_routes(), *graphql_routes(ctx), *other_routes(), *console.ROUTES]
    limiter = RateLimiter(config.rate_limit_per_token, config.rate_limit_per_address)
    ctx.limiter = limiter
    protected: dict[str, Refusal] = {"/v1/matches": _rest_refusal, "/v1/tournaments": _rest_refusal, "/graphql": _graphql_refusal}
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[
            # Outermost: every answer, a rate-limited one included, gets a request id, a log line and metrics.
            Middleware(RequestMiddleware, access_log_enabled=config.access_log),
            Middleware(PolicyMiddleware, limiter=limiter, protected=protected, route_of=_router(routes, tuple(protected))),
        ],
        exception_handlers=EXCEPTION_HANDLERS,
    )
    app.state.ctx = ctx
    return app


def openapi_yaml() -> str:
    """The REST API's OpenAPI document (``adjudicator export-openapi``)."""
    from .spec import document_yaml

    return document_yaml()


def graphql_sdl() -> str:
    """The GraphQL schema's SDL (``adjudicator export-schema``)."""
    return sdl()
