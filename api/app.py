"""The Starlette application: REST under ``/v1``, health probes, metrics, problem+json for every error."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response

from adjudicator.core.errors import InputError
from schema.app import graphql_routes

from . import console, metrics
from .config import Config
from .logging_middleware import RequestMiddleware
from .logging_setup import request_id_var
from .problems import HTTPProblem, from_http_problem, from_input_error, problem_response
from .ratelimit import RateLimitMiddleware
from .routes import card_sets, games, health, matches, snapshots, tournaments, verification
from .routes.context import AppContext
from .signing import Signer
from .store.base import Store, StoreUnavailable

log = logging.getLogger("adjudicator")


def make_store(config: Config) -> Store:
    if config.redis_url:
        from .store.redis import RedisStore

        return RedisStore(config.redis_url)
    from .store.memory import MemoryStore

    return MemoryStore()


async def _input_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, InputError)
    return from_input_error(exc)


async def _http_problem(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPProblem)
    return from_http_problem(exc)


async def _store_unavailable(request: Request, exc: Exception) -> Response:
    retry = str(request.app.state.ctx.config.store_retry_after_seconds)
    return problem_response(
        503,
        "Service Unavailable",
        "the match store cannot be reached; nothing was written, try again",
        "store-unavailable",
        headers={"Retry-After": retry},
    )


async def _http_exception(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    titles = {404: "Not Found", 405: "Method Not Allowed"}
    title = titles.get(exc.status_code, "HTTP error")
    detail = exc.detail if isinstance(exc.detail, str) else title
    if exc.status_code == 404:
        detail = f"no such resource: {request.url.path}"
    elif exc.status_code == 405:
        detail = f"{request.method} is not allowed on {request.url.path}"
    return problem_response(exc.status_code, title, detail, title.lower().replace(" ", "-"), headers=exc.headers)


async def _unexpected(request: Request, exc: Exception) -> Response:
    log.exception("unexpected error on %s %s", request.method, request.url.path)
    # Answered outside the request middleware, which cannot add its header to this response.
    headers = {"X-Request-ID": request_id} if (request_id := request_id_var.get()) else None
    return problem_response(500, "Internal Server Error", "an unexpected error occurred; it has been logged", "internal-error", headers=headers)


def create_app(config: Config | None = None, store: Store | None = None) -> Starlette:
    config = config or Config.from_env()
    store = store or make_store(config)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await store.start()
        try:
            yield
        finally:
            await store.close()

    # Routes match in order: the hot paths (stateless adjudication, GraphQL, match actions) first.
    routes = [
        *games.ROUTES,
        *health.ROUTES,
        *graphql_routes(config),
        *matches.ROUTES,
        *verification.ROUTES,
        *snapshots.ROUTES,
        *card_sets.ROUTES,
        *tournaments.ROUTES,
        *metrics.ROUTES,
        *console.ROUTES,
    ]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[
            # Outermost: every answer, a rate-limited one included, gets a request id, a log line and metrics.
            Middleware(RequestMiddleware, access_log_enabled=config.access_log),
            Middleware(RateLimitMiddleware, per_token=config.rate_limit_per_token, per_address=config.rate_limit_per_address),
        ],
        exception_handlers={
            InputError: _input_error,
            HTTPProblem: _http_problem,
            StoreUnavailable: _store_unavailable,
            HTTPException: _http_exception,
            Exception: _unexpected,
        },
    )
    signer = Signer.from_settings(config.signing_key, config.previous_public_keys)
    app.state.ctx = AppContext(config=config, store=store, signer=signer)
    return app
