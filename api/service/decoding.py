"""Reading request bodies within the configured limits, and decoding them into typed requests: the
body policy of every transport (REST bodies, GraphQL requests and the GraphQL arguments decoded into
the same typed bodies).

Limits (all configurable, see :mod:`api.config`): body size (413), time to send the body (408), the
media type (415: JSON only), JSON nesting depth, list and string lengths (422), duplicate member names
(422 naming the member), and the decoding itself, which answers 400 for malformed JSON and 422 naming
the field for content that does not fit the request's schema.
"""

from __future__ import annotations

import asyncio
import json
import re
import typing
from collections.abc import AsyncIterator
from typing import Any, TypeVar

import msgspec

from adjudicator.core.codec import escape_pointer_token, validation_error
from adjudicator.core.errors import FieldError, InputError

from ..config import Config
from .field_errors import every_field_error
from .problems import HTTPProblem
from .requests import StateBodyDecoder

T = TypeVar("T")
BodyDecoder = msgspec.json.Decoder[T] | StateBodyDecoder[T]
"""What decodes a typed request body: a ``msgspec.json.Decoder``, or one that answers as it does."""

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


JSON_MEDIA_TYPES = ("application/json", "application/problem+json")


def check_media_type(content_type: str | None) -> None:
    """A body must be JSON (``application/json``, or any ``+json`` type); absent means JSON.  415 otherwise."""
    if not content_type:
        return
    media_type = content_type.partition(";")[0].strip().lower()
    if media_type in JSON_MEDIA_TYPES or media_type.endswith("+json"):
        return
    raise HTTPProblem(
        415,
        "Unsupported Media Type",
        f"the body is {media_type}; send application/json",
        kind="unsupported-media-type",
        headers={"Accept-Post": "application/json"},
    )


async def read_body(stream: AsyncIterator[bytes], content_length: str | None, config: Config) -> bytes:
    """The whole body from ``stream``, refusing more than ``max_body_bytes`` (413) and slow senders (408)."""
    limit = config.max_body_bytes
    declared = content_length
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
            async for chunk in stream:
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


def decode_request(body: bytes, decoder: BodyDecoder[T] | type[T], config: Config, *, untrusted: bool = True) -> T:
    """Decode ``body`` with ``decoder`` (or into a type): 400 for malformed JSON, 422 naming the field.

    ``untrusted=False`` for JSON the service encoded itself (GraphQL arguments): it cannot repeat a
    member name, so that check is skipped.
    """
    if not body.strip():
        raise InputError(FieldError("", "the request body is empty: a JSON object is expected"), status=400, title="Malformed JSON", kind="malformed-json")
    check_body_limits(body, config)
    if untrusted:
        check_duplicates(body, _exempt_of(decoder))
    try:
        decoded: T
        if isinstance(decoder, msgspec.json.Decoder | StateBodyDecoder):
            decoded = decoder.decode(body)
        else:
            decoded = msgspec.json.decode(body, type=decoder)
    except msgspec.ValidationError as exc:
        first = validation_error(exc).errors[0]
        type_ = decoder.type if isinstance(decoder, msgspec.json.Decoder | StateBodyDecoder) else decoder
        raise InputError(every_field_error(body, type_, first)) from None
    except msgspec.DecodeError as exc:
        raise InputError(FieldError("", f"malformed JSON: {exc}"), status=400, title="Malformed JSON", kind="malformed-json") from None
    except RecursionError:
        raise InputError(FieldError("", "JSON nested too deep"), kind="too-deep") from None
    check_free_form(decoded, config)
    return decoded


def _exempt_of(decoder: Any) -> tuple[str, ...]:
    kind = getattr(decoder, "type", decoder)
    return tuple(getattr(typing.get_origin(kind) or kind, "__duplicates_exempt__", ()))


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


_untyped = msgspec.json.Decoder()
_encoder = msgspec.json.Encoder()


_members = msgspec.json.Decoder(dict[str, msgspec.Raw])


def check_duplicates(body: bytes, exempt: tuple[str, ...] = ()) -> None:
    """Refuse an object that names a member twice (RFC 8259 leaves the meaning open; msgspec keeps the
    last, another parser the first), naming it by JSON Pointer.

    Cheap in the common case: decoding drops repeated members, so the JSON encoded back from the
    decoded value has fewer ``:`` separators than the body exactly when a member was repeated (string
    contents keep their colons; only a colon written as ``\\u003a`` gives a false alarm, which the exact
    walk then clears).  Malformed JSON is left to the typed decoding, which reports it.

    Top-level members named in ``exempt`` are not looked into (their top-level name still counts):
    a posted game state, whose decoding costs as much as this check would (measured: about 35 us for
    a 6.8 KB state, a third of an adjudication), and which the forgery check and the canonical answer
    pin down anyway.
    """
    if not exempt:
        _check_value(body, "")
        return
    try:
        members = _members.decode(body)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        _check_value(body, "")  # not an object: whatever it is, check it whole
        return
    if _encoder.encode(members).count(b":") != body.count(b":"):
        _refuse_repeated(body, "")  # a member repeated at the top level
    for name, raw in members.items():
        if name not in exempt:
            _check_value(bytes(raw), "/" + escape_pointer_token(name))


def check_graphql_duplicates(body: bytes, variables: dict[str, msgspec.Raw] | None) -> None:
    """:func:`check_duplicates` for a GraphQL request: its variables one by one, a variable named
    ``state`` (a posted game state) exempt as in REST bodies."""
    check_duplicates(body, ("variables",))
    for name, raw in (variables or {}).items():
        if name != "state":
            _check_value(bytes(raw), "/variables/" + escape_pointer_token(name))


def _check_value(data: bytes, prefix: str) -> None:
    try:
        decoded = _untyped.decode(data)
    except (msgspec.DecodeError, RecursionError):
        return
    if _encoder.encode(decoded).count(b":") != data.count(b":"):
        _refuse_repeated(data, prefix)


def _refuse_repeated(data: bytes, prefix: str) -> None:
    found = duplicate_member(data)
    if found is not None:
        pointer, name = found
        raise InputError(FieldError(prefix + pointer, f"the member {name!r} is given more than once"), kind="duplicate-member")


def duplicate_member(body: bytes) -> tuple[str, str] | None:
    """The pointer and name of the first repeated member of an object in ``body`` (a slow, exact walk)."""
    try:
        tree = json.loads(body, object_pairs_hook=_Pairs)
    except (ValueError, RecursionError):
        return None
    stack: list[tuple[Any, str]] = [(tree, "")]
    while stack:
        value, at = stack.pop(0)
        if isinstance(value, _Pairs):
            seen: set[str] = set()
            for name, _ in value:
                if name in seen:
                    return f"{at}/{escape_pointer_token(name)}", name
                seen.add(name)
            stack.extend((item, f"{at}/{escape_pointer_token(name)}") for name, item in value)
        elif isinstance(value, list):
            stack.extend((item, f"{at}/{index}") for index, item in enumerate(value))
    return None


class _Pairs(list[tuple[str, Any]]):
    """An object as the list of its members, repeats kept."""
