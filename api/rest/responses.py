"""JSON responses encoded with msgspec (Structs, ``msgspec.Raw`` and builtins alike)."""

from __future__ import annotations

from typing import Any

import msgspec
from starlette.responses import Response

_encoder = msgspec.json.Encoder()


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(_encoder.encode(data), status_code=status, media_type="application/json", headers=headers)


def encode(data: Any) -> bytes:
    return _encoder.encode(data)
