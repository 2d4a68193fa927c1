"""State and action codecs: typed decoding with JSON-Pointer errors, canonical JSON and digests.

Canonical JSON is sorted keys, no insignificant white space, UTF-8 (non-ASCII characters are not
escaped), integers only.  The digest of a state is ``sha256:<hex>`` of its canonical JSON, so the same
state gives the same digest on every machine and Python version.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any, TypeVar

import msgspec

from .errors import FieldError, InputError

T = TypeVar("T")

_encoder = msgspec.json.Encoder(order="sorted")
_PATH_RE = re.compile(r"^(?P<msg>.*?)(?: - at `(?P<path>[^`]*)`)?$", re.DOTALL)
_FIELD_RE = re.compile(r"(?:unknown|missing required) field `([^`]*)`")
_SEGMENT_RE = re.compile(r"\.([^.\[]+)|\[(\d+)\]|\[\.\.\.\]")


def canonical_json(value: Any) -> bytes:
    """Canonical JSON bytes of a Struct, dict or list (sorted keys, compact, UTF-8).

    >>> canonical_json({"b": 1, "a": [True, None]})
    b'{"a":[true,null],"b":1}'
    """
    return _encoder.encode(value)


def digest_bytes(canonical: bytes) -> str:
    return "sha256:" + hashlib.sha256(canonical).hexdigest()


def digest(value: Any) -> str:
    """``sha256:<hex>`` of the canonical JSON of ``value`` (key order does not matter).

    >>> digest({"b": 1, "a": 2}) == digest({"a": 2, "b": 1})
    True
    """
    return digest_bytes(canonical_json(value))


def escape_pointer_token(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def msgspec_path_to_pointer(path: str) -> str:
    """Turn msgspec's ``$.a.b[0]`` into the JSON Pointer ``/a/b/0``.

    >>> msgspec_path_to_pointer("$.a.b[0]"), msgspec_path_to_pointer("$")
    ('/a/b/0', '')
    """
    if not path or path == "$":
        return ""
    pointer = []
    for name, index in _SEGMENT_RE.findall(path[1:]):
        pointer.append(escape_pointer_token(name) if name else index)
    return "".join("/" + p for p in pointer)


def validation_error(exc: msgspec.ValidationError, prefix: str = "") -> InputError:
    """Convert a msgspec ValidationError into an :class:`InputError` whose pointer names the field."""
    text = str(exc)
    match = _PATH_RE.match(text)
    message = text
    pointer = ""
    if match:
        message = match.group("msg")
        pointer = msgspec_path_to_pointer(match.group("path") or "")
    field = _FIELD_RE.search(message)
    if field:
        pointer += "/" + escape_pointer_token(field.group(1))
    return InputError(FieldError(prefix + pointer, message))


def decode_json(data: bytes | str, type_: type[T], *, prefix: str = "") -> T:
    """Decode JSON bytes into ``type_``; malformed JSON is a 400, invalid content a 422."""
    try:
        return msgspec.json.decode(data, type=type_)
    except msgspec.ValidationError as exc:
        raise validation_error(exc, prefix) from None
    except msgspec.DecodeError as exc:
        raise InputError(
            FieldError(prefix, f"malformed JSON: {exc}"), status=400, title="Malformed JSON", kind="malformed-json"
        ) from None


def convert(value: Any, type_: type[T], *, prefix: str = "") -> T:
    """Validate already-parsed builtins (dicts, lists) into ``type_``."""
    try:
        return msgspec.convert(value, type_)
    except msgspec.ValidationError as exc:
        raise validation_error(exc, prefix) from None


def to_builtins(value: Any) -> Any:
    return msgspec.to_builtins(value)


def clone(value: T) -> T:
    """A deep, independent copy of a state Struct (the engine mutates copies, never its input)."""
    return msgspec.json.decode(_encoder.encode(value), type=type(value))
