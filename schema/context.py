"""What every resolver gets: the app's configuration and store, the caller's token, and the decoding
of arguments into the same typed bodies the REST handlers decode.

Decoding goes through :func:`api.bodies.decode_request` on the JSON of the arguments, so a GraphQL
request meets exactly the checks of its REST twin (nesting depth, types, field by field) and its
errors carry the same pointers (``/state/players/0/hand/2``), which name the GraphQL arguments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec
from starlette.requests import Request
from starlette.websockets import WebSocket
from strawberry.types import Info

from api.auth import bearer_token
from api.bodies import decode_request
from api.routes.context import AppContext

T = TypeVar("T")
_encoder = msgspec.json.Encoder()


@dataclass
class Context:
    """The strawberry context of one request or websocket connection."""

    request: Request | WebSocket
    response: Any
    app: AppContext
    # Set by strawberry from the websocket's ``connection_init`` payload.
    connection_params: dict[str, Any] | None = field(default=None)

    @property
    def token(self) -> str | None:
        """The seat or organizer token: ``connection_init`` payload on a websocket, else the
        ``Authorization: Bearer`` header."""
        if self.connection_params is not None:
            found = token_from_params(self.connection_params)
            if found is not None:
                return found
        return bearer_token(self.request)


def token_from_params(params: dict[str, Any]) -> str | None:
    """A token from a ``connection_init`` payload: ``{"token": "..."}`` or, as many clients send
    their headers, ``{"Authorization": "Bearer ..."}``."""
    token = params.get("token")
    if isinstance(token, str) and token.strip():
        return token.strip()
    for name in ("Authorization", "authorization"):
        header = params.get(name)
        if isinstance(header, str):
            scheme, _, value = header.partition(" ")
            if scheme.lower() == "bearer" and value.strip():
                return value.strip()
    return None


def context_of(info: Info[Any, Any]) -> Context:
    return info.context  # type: ignore[no-any-return]


def app_of(info: Info[Any, Any]) -> AppContext:
    return context_of(info).app


def decode_arguments(arguments: dict[str, Any], decoder: msgspec.json.Decoder[T] | type[T], app: AppContext) -> T:
    """The arguments (those given) as the typed REST body ``decoder`` reads, with the REST checks."""
    given = {name: value for name, value in arguments.items() if value is not None}
    return decode_request(_encoder.encode(given), decoder, app.config)


def encode_arguments(arguments: dict[str, Any]) -> bytes:
    return _encoder.encode({name: value for name, value in arguments.items() if value is not None})
