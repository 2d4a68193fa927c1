"""What a REST handler reads from its request: the service context, the caller and the body."""

from __future__ import annotations

from typing import TypeVar

from starlette.requests import HTTPConnection, Request

from api.service.auth import Caller, caller_from_headers
from api.service.context import AppContext
from api.service.decoding import BodyDecoder, check_media_type, decode_request, read_body

T = TypeVar("T")


def context(connection: HTTPConnection) -> AppContext:
    return connection.app.state.ctx  # type: ignore[no-any-return]


def caller(connection: HTTPConnection) -> Caller:
    return caller_from_headers(connection.headers.get)


async def body_bytes(request: Request) -> bytes:
    """The request body within the service's limits (media type, size, time to send)."""
    check_media_type(request.headers.get("content-type"))
    return await read_body(request.stream(), request.headers.get("content-length"), context(request).config)


async def decoded(request: Request, decoder: BodyDecoder[T] | type[T]) -> T:
    """The body decoded into a typed request (400 malformed, 422 naming the field)."""
    return decode_request(await body_bytes(request), decoder, context(request).config)


MINIMAL_APPLIED = {"Preference-Applied": "return=minimal"}


def prefers_minimal(request: Request) -> bool:
    """Whether the request says ``Prefer: return=minimal`` (RFC 7240: comma-separated preferences,
    each ``token[=value]`` with optional parameters after ``;``; names are case-insensitive)."""
    header = request.headers.get("prefer")
    if not header:
        return False
    for preference in header.split(","):
        name, _, value = preference.partition(";")[0].partition("=")
        if name.strip().lower() == "return" and value.strip().strip('"').lower() == "minimal":
            return True
    return False
