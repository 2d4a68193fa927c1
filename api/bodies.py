"""Reading request bodies within the configured limits, and decoding them into typed requests.

Limits (all configurable, see :mod:`api.config`): body size (413), time to send the body (408), JSON
nesting depth, list and string lengths (422), and the decoding itself, which answers 400 for malformed JSON and 422 naming the
field for content that does not fit the request's schema.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any, TypeVar

import msgspec
from starlette.requests import Request

from adjudicator.core.codec import escape_pointer_token, validation_error
from adjudicator.core.errors import FieldError, InputError

from .config import Config
from .field_errors import every_field_error
from .problems import HTTPProblem

T = TypeVar("T")

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


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

    chunks: list[bytes] = []
    total = 0
    try:
        # asyncio.timeout (not wait_for): no extra task per request.
        async with asyncio.timeout(config.body_timeout_seconds):
            async for chunk in request.stream():
                total += len(chunk)
                if total > limit:
                    raise too_large(limit)
                chunks.append(chunk)
    except TimeoutError:
        raise HTTPProblem(
            408,
            "Request Timeout",
            f"the request body was not received within {config.body_timeout_seconds:g} s",
            kind="body-timeout",
        ) from None
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


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
            decoded = decoder.decode(body)
        else:
            decoded = msgspec.json.decode(body, type=decoder)
    except msgspec.ValidationError as exc:
        first = validation_error(exc).errors[0]
        type_ = decoder.type if isinstance(decoder, msgspec.json.Decoder) else decoder
        raise InputError(every_field_error(body, type_, first)) from None
    except msgspec.DecodeError as exc:
        raise InputError(FieldError("", f"malformed JSON: {exc}"), status=400, title="Malformed JSON", kind="malformed-json") from None
    except RecursionError:
        raise InputError(FieldError("", "JSON nested too deep"), kind="too-deep") from None
    check_free_form(decoded, config)
    return decoded


def check_free_form(value: Any, config: Config, pointer: str = "") -> None:
    """Walk the free-form fields a request type declares (``__free_form__``; ``__nested__`` for request
    parts that declare their own) with :func:`check_sizes`: the typed schema bounds everything else."""
    kind = type(value)
    for name in getattr(kind, "__free_form__", ()):
        check_sizes(getattr(value, name), config, f"{pointer}/{name}")
    for name in getattr(kind, "__nested__", ()):
        child = getattr(value, name)
        if isinstance(child, list):
            for index, item in enumerate(child):
                check_free_form(item, config, f"{pointer}/{name}/{index}")
        elif child is not None:
            check_free_form(child, config, f"{pointer}/{name}")


def check_body_limits(body: bytes, config: Config) -> None:
    """String and list lengths of a whole body, before it is decoded.

    Cheap bounds decide most bodies at C speed: no string can be longer than the body, and no list can
    have more items than the body has commas.  Only bodies that could break a limit are looked at
    closely.  Nesting depth is bounded by the typed schema everywhere but in free-form fields (options,
    decks, claims), which :func:`check_sizes` walks after decoding; the decoder's own recursion guard
    refuses anything deeper still.
    """
    too_long = len(body) > config.max_string_length and max((len(m) - 2 for m in _STRING.findall(body)), default=0) > config.max_string_length
    if too_long or body.count(b",") >= config.max_list_length:
        try:
            parsed = msgspec.json.decode(body)
        except (msgspec.DecodeError, RecursionError):
            parsed = None  # the typed decode reports it
        if parsed is not None:
            check_sizes(parsed, config, "")  # names the field
        if too_long:
            raise InputError(FieldError("", f"a string longer than {config.max_string_length} characters"), kind="too-long")


def check_sizes(value: Any, config: Config, pointer: str) -> None:
    """Walk free-form JSON (options, decks, claims) for too deep nesting and over-long lists and strings."""
    stack: list[tuple[Any, str, int]] = [(value, pointer, 0)]
    while stack:
        item, at, depth = stack.pop()
        if isinstance(item, str):
            if len(item) > config.max_string_length:
                raise InputError(FieldError(at, f"string of {len(item)} characters; at most {config.max_string_length}"), kind="too-long")
            continue
        if not isinstance(item, list | dict):
            continue
        if depth >= config.max_json_depth:
            raise InputError(FieldError(at, f"nested more than {config.max_json_depth} levels deep"), kind="too-deep")
        if len(item) > config.max_list_length:
            kind = "list" if isinstance(item, list) else "object"
            raise InputError(FieldError(at, f"{kind} of {len(item)} items; at most {config.max_list_length}"), kind="too-long")
        if isinstance(item, list):
            stack.extend((v, f"{at}/{i}", depth + 1) for i, v in enumerate(item))
        else:
            for key, v in item.items():
                if len(key) > config.max_string_length:
                    raise InputError(FieldError(at, "member name too long"), kind="too-long")
                stack.append((v, f"{at}/{escape_pointer_token(key)}", depth + 1))
