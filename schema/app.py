"""``/graphql`` in the Starlette app: one Strawberry ASGI app registered for HTTP and for websockets.

Registered twice -- ``Route`` (GET, POST) and ``WebSocketRoute`` -- and never mounted (a ``Mount``
answers POST /graphql with a redirect).  JSON is encoded by msgspec (states embedded as canonical
bytes are copied, not re-encoded) and always as ``str``, so websocket frames are text frames, which
browser ``graphql-ws`` clients require.  Request bodies meet the REST limits (size, time to send).
Only the ``graphql-transport-ws`` websocket protocol is offered; ``connection_init`` must carry a
token.  The in-browser IDE is off unless configured (development only).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
import orjson
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route, WebSocketRoute
from starlette.types import Message, Receive, Scope, Send
from starlette.websockets import WebSocket
from strawberry.asgi import GraphQL
from strawberry.exceptions import ConnectionRejectionError
from strawberry.subscriptions import GRAPHQL_TRANSPORT_WS_PROTOCOL

from adjudicator.core.errors import InputError
from api.bodies import read_body
from api.config import Config
from api.problems import HTTPProblem
from api.routes.context import context

from . import build_schema
from .context import Context, token_from_params
from .errors import problem_extensions

_encoder = msgspec.json.Encoder()
CONNECTION_INIT_SECONDS = 10


class GraphQLApp(GraphQL):
    def __init__(self, config: Config) -> None:
        super().__init__(
            build_schema(config),
            graphql_ide=config.graphql_ide or None,  # type: ignore[arg-type]
            subscription_protocols=(GRAPHQL_TRANSPORT_WS_PROTOCOL,),
            connection_init_wait_timeout=dt.timedelta(seconds=CONNECTION_INIT_SECONDS),
            allowed_origins=config.graphql_allowed_origins,
        )
        self.config = config

    def encode_json(self, data: object) -> str:
        return _encoder.encode(data).decode()

    def decode_json(self, data: str | bytes) -> object:
        return orjson.loads(data)  # raises a JSONDecodeError, which strawberry answers as 400

    async def get_context(self, request: Request | WebSocket, response: Any) -> Context:  # type: ignore[override]
        return Context(request=request, response=response, app=context(request))

    async def on_ws_connect(self, context: Context) -> None:  # type: ignore[override]
        if token_from_params(context.connection_params or {}) is None:
            # Closes with 4403; every subscription needs a seat or organizer token.
            raise ConnectionRejectionError({"reason": 'connection_init needs {"token": "<seat or organizer token>"}'})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await super().__call__(scope, receive, send)
            return
        try:
            body = await read_body(Request(scope, receive), self.config)
        except (HTTPProblem, InputError) as exc:
            message, extensions = problem_extensions(exc)
            payload = {"data": None, "errors": [{"message": message, "extensions": extensions}]}
            response = Response(_encoder.encode(payload), status_code=extensions["status"], media_type="application/json")
            await response(scope, receive, send)
            return
        await super().__call__(scope, _replay(body, receive), send)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that hands over the body already read, then defers to the real one."""
    delivered = False

    async def replay() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


def graphql_routes(config: Config) -> list[BaseRoute]:
    app = GraphQLApp(config)
    return [Route("/graphql", app, methods=["GET", "POST"]), WebSocketRoute("/graphql", app)]
