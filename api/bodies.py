"""Reading request bodies within the configured limits, and decoding them into typed requests.

Limits (all configurable, see :mod:`api.config`): body size (413), time to send the body (408), JSON
nesting depth (422), and the decoding itself, which answers 400 for malformed JSON and 422 naming the
field for content that does not fit the request's schema.
"""

from __future__ import annotations

import asyncio
import re
from itertools import accumulate
from typing import Any, TypeVar

import msgspec
from starlette.requests import Request

from adjudicator.core.codec import validation_error
from adjudicator.core.errors import FieldError, InputError

from .config import Config
from .problems import HTTPProblem

T = TypeVar("T")

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_KEEP = b"[]{}"
_DELETE = bytes(b for b in range(256) if b not in _KEEP)
_DEPTH_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def json_depth(body: bytes) -> int:
    """The deepest nesting of arrays and objects in ``body`` (strings are skipped)."""
    if body.count(b"[") + body.count(b"{") == 0:
        return 0
    brackets = _STRING.sub(b"", body).translate(None, _DELETE).translate(_DEPTH_STEP)
    if not brackets:
        return 0
    return max(accumulate(1 if b == 1 else -1 for b in brackets))


async def read_body(request: Request, config: Config) -> bytes:
    """The whole body, refusing more than ``max_body_bytes`` (413) and slow senders (408)."""
    limit = config.max_body_bytes
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise HTTPProblem(400, "Bad Request", "Content-Length is not a number", kind="bad-request") from None
        if size > limit:
            raise too_large(limit)

    async def collect() -> bytes:
        chunks: list[bytes] = []
        total = 0
        async for chunk in request.stream():
            total += len(chunk)
            if total > limit:
                raise too_large(limit)
            chunks.append(chunk)
        return b"".join(chunks)

    try:
        return await asyncio.wait_for(collect(), timeout=config.body_timeout_seconds)
    except TimeoutError:
        raise HTTPProblem(
            408,
            "Request Timeout",
            f"the request body was not received within {config.body_timeout_seconds:g} s",
            kind="body-timeout",
        ) from None


def too_large(limit: int) -> HTTPProblem:
    return HTTPProblem(
        413,
        "Content Too Large",
        f"the request body exceeds {limit} bytes",
        kind="body-too-large",
        extra={"limit": limit},
    )


def decode_request(body: bytes, decoder: msgspec.json.Decoder[T] | type[T], config: Config) -> T:
    """Decode ``body`` with ``decoder`` (or into a type): 400 for malformed JSON, 422 naming the field."""
    if not body.strip():
        raise InputError(FieldError("", "the request body is empty: a JSON object is expected"), status=400, title="Malformed JSON", kind="malformed-json")
    check_body_limits(body, config)
    try:
        if isinstance(decoder, msgspec.json.Decoder):
            return decoder.decode(body)
        return msgspec.json.decode(body, type=decoder)
    except msgspec.ValidationError as exc:
        raise validation_error(exc) from None
    except msgspec.DecodeError as exc:
        raise InputError(FieldError("", f"malformed JSON: {exc}"), status=400, title="Malformed JSON", kind="malformed-json") from None
    except RecursionError:
        raise InputError(FieldError("", "JSON nested too deep"), kind="too-deep") from None


def check_body_limits(body: bytes, config: Config) -> None:
    """Nesting depth, string and list lengths of a whole body, before it is decoded.

    Cheap bounds decide most bodies at C speed: no string can be longer than the body, and no list can
    have more items than the body has commas.  Only bodies that could break a limit are looked at
    closely.
    """
    depth = json_depth(body)
    if depth > config.max_json_depth:
        raise InputError(FieldError("", f"JSON nested {depth} deep; at most {config.max_json_depth} levels are accepted"), kind="too-deep")
    if len(body) > config.max_string_length:
        longest = max((len(m) - 2 for m in _STRING.findall(body)), default=0)
        if longest > config.max_string_length:
            raise InputError(FieldError("", f"a string of {longest} bytes; at most {config.max_string_length} are accepted"), kind="too-long")
    if body.count(b",") >= config.max_list_length:
        try:
            parsed = msgspec.json.decode(body)
        except (msgspec.DecodeError, RecursionError):
            return  # the typed decode reports it
        check_sizes(parsed, config, "")


def check_sizes(value: Any, config: Config, pointer: str) -> None:
    """Walk untyped JSON (options, decks, card sets) for over-long lists and strings."""
    stack: list[tuple[Any, str]] = [(value, pointer)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, str):
            if len(item) > config.max_string_length:
                raise InputError(FieldError(at, f"string of {len(item)} characters; at most {config.max_string_length}"), kind="too-long")
        elif isinstance(item, list):
            if len(item) > config.max_list_length:
                raise InputError(FieldError(at, f"list of {len(item)} items; at most {config.max_list_length}"), kind="too-long")
            stack.extend((v, f"{at}/{i}") for i, v in enumerate(item))
        elif isinstance(item, dict):
            if len(item) > config.max_list_length:
                raise InputError(FieldError(at, f"object of {len(item)} members; at most {config.max_list_length}"), kind="too-long")
            for k, v in item.items():
                if len(k) > config.max_string_length:
                    raise InputError(FieldError(at, "member name too long"), kind="too-long")
                stack.append((v, f"{at}/{k}"))
