"""Service errors as RFC 9457 problem+json responses, and the REST app's exception handlers."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import msgspec
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response

from adjudicator.core.errors import FieldError, InputError
from api.logging_setup import request_id_var
from api.service.problems import MEDIA_TYPE, HTTPProblem, problem_body
from api.store.base import StoreUnavailable

from .context import context

log = logging.getLogger("adjudicator")


def problem_response(
    status: int,
    title: str,
    detail: str,
    kind: str,
    errors: list[FieldError] | None = None,
    headers: Mapping[str, str] | None = None,
    extra: dict[str, Any] | None = None,
) -> Response:
    body = problem_body(status, title, detail, kind, errors, extra)
    return Response(msgspec.json.encode(body), status_code=status, media_type=MEDIA_TYPE, headers=headers)


def from_input_error(exc: InputError) -> Response:
    extra = {"errors_omitted": exc.omitted} if exc.omitted else None
    return problem_response(exc.status, exc.title, exc.detail, exc.kind, exc.errors, extra=extra)


def from_http_problem(exc: HTTPProblem) -> Response:
    return problem_response(exc.status, exc.title, exc.detail, exc.kind, exc.errors, exc.headers, exc.extra)


async def _input_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, InputError)
    return from_input_error(exc)


async def _http_problem(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPProblem)
    return from_http_problem(exc)


async def _store_unavailable(request: Request, exc: Exception) -> Response:
    retry = str(context(request).config.store_retry_after_seconds)
    return problem_response(
        503,
        "Service Unavailable",
        exc.detail if isinstance(exc, StoreUnavailable) else StoreUnavailable.detail,
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


EXCEPTION_HANDLERS: dict[Any, Any] = {
    InputError: _input_error,
    HTTPProblem: _http_problem,
    StoreUnavailable: _store_unavailable,
    HTTPException: _http_exception,
    Exception: _unexpected,
}
