"""Errors of the service, transport-neutral: each carries what REST answers as RFC 9457 problem
details (``application/problem+json``) and GraphQL as an error's ``extensions``.

:class:`InputError` (from the engine) is malformed input with pointers; :class:`HTTPProblem` is
everything else a caller can cause (401, 403, 404, 409, 413, 429, 503...).  The name keeps the HTTP
status because both transports report it.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.errors import FieldError

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


def rate_limited(wait_seconds: int) -> HTTPProblem:
    return HTTPProblem(
        429,
        "Too Many Requests",
        f"rate limit reached; retry in {wait_seconds} s",
        kind="rate-limited",
        headers={"Retry-After": str(wait_seconds)},
    )
