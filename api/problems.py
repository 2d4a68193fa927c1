"""RFC 9457 problem details: every error the service answers is ``application/problem+json``."""

from __future__ import annotations

from typing import Any

import msgspec
from starlette.responses import Response

from adjudicator.core.errors import FieldError, InputError

PROBLEM_TYPE = "urn:adjudicator:problem:"
MEDIA_TYPE = "application/problem+json"


class HTTPProblem(Exception):
    """An error answer that is not about the request's content (401, 403, 404, 409, 413, 429, 503...)."""

    def __init__(
        self,
        status: int,
        title: str,
        detail: str,
        *,
        kind: str | None = None,
        errors: list[FieldError] | None = None,
        headers: dict[str, str] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.title = title
        self.detail = detail
        self.kind = kind or title.lower().replace(" ", "-")
        self.errors = errors or []
        self.headers = headers or {}
        self.extra = extra or {}


def problem_body(
    status: int,
    title: str,
    detail: str,
    kind: str,
    errors: list[FieldError] | None = None,
    extra: dict[str, Any] | None = None,
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "type": PROBLEM_TYPE + kind,
        "title": title,
        "status": status,
        "detail": detail,
        "errors": [{"pointer": e.pointer, "message": e.message} for e in (errors or [])],
    }
    if extra:
        body.update(extra)
    return body


def problem_response(
    status: int,
    title: str,
    detail: str,
    kind: str,
    errors: list[FieldError] | None = None,
    headers: dict[str, str] | None = None,
    extra: dict[str, Any] | None = None,
) -> Response:
    body = problem_body(status, title, detail, kind, errors, extra)
    return Response(msgspec.json.encode(body), status_code=status, media_type=MEDIA_TYPE, headers=headers)


def from_input_error(exc: InputError) -> Response:
    return problem_response(exc.status, exc.title, exc.detail, exc.kind, exc.errors)


def from_http_problem(exc: HTTPProblem) -> Response:
    return problem_response(exc.status, exc.title, exc.detail, exc.kind, exc.errors, exc.headers, exc.extra)
