"""What every resolver gets: the service context (configuration, store, signer), the caller's
credentials, and the decoding of arguments into the same typed bodies the REST handlers decode.

Decoding goes through :func:`api.service.decoding.decode_request` on the JSON of the arguments, so a
GraphQL request meets exactly the checks of its REST twin (nesting depth, types, field by field) and its
errors carry the same pointers (``/state/players/0/hand/2``), which name the GraphQL arguments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec
from starlette.requests import Request
from starlette.websockets import WebSocket
from strawberry.types import Info

from api.service.auth import Caller, caller_from_headers, caller_from_params
from api.service.context import AppContext
from api.service.decoding import BodyDecoder, decode_request

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
    def caller(self) -> Caller:
        """The credentials: the ``connection_init`` payload on a websocket (the handshake's headers
        for what it lacks), else the ``Authorization`` and ``X-API-Key`` headers."""
        from_headers = caller_from_headers(self.request.headers.get)
        if self.connection_params is not None:
            return caller_from_params(self.connection_params, from_headers)
        return from_headers

    @property
    def token(self) -> str | None:
        """The seat or organizer token."""
        return self.caller.token


def token_from_params(params: dict[str, Any]) -> str | None:
    """A token from a ``connection_init`` payload: ``{"token": "..."}`` or, as many clients send
    their headers, ``{"Authorization": "Bearer ..."}``."""
    return caller_from_params(params).token


def context_of(info: Info[Any, Any]) -> Context:
    return info.context  # type: ignore[no-any-return]


def app_of(info: Info[Any, Any]) -> AppContext:
    return context_of(info).app


def decode_arguments(arguments: dict[str, Any], decoder: BodyDecoder[T] | type[T], app: AppContext) -> T:
    """The arguments (those given) as the typed REST body ``decoder`` reads, with the REST checks."""
    given = {name: value for name, value in arguments.items() if value is not None}
    # Encoded here, from a dict: no member can be repeated, so that check is skipped.
    return decode_request(_encoder.encode(given), decoder, app.config, untrusted=False)


def encode_arguments(arguments: dict[str, Any]) -> bytes:
    return _encoder.encode({name: value for name, value in arguments.items() if value is not None})
