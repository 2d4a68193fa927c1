"""``/graphql`` in the Starlette app: one Strawberry ASGI app registered for HTTP and for websockets.

Registered twice -- ``Route`` (GET, POST) and ``WebSocketRoute`` -- and never mounted (a ``Mount``
answers POST /graphql with a redirect).  JSON is encoded by msgspec (states embedded as canonical
bytes are copied, not re-encoded) and always as ``str``, so websocket frames are text frames, which
browser ``graphql-ws`` clients require.  Request bodies meet the REST limits (size, time to send;
``adjudicator serve`` holds websocket messages to the same size).  Only the ``graphql-transport-ws``
websocket protocol is offered; ``connection_init`` must carry a token.  The in-browser IDE is off
unless configured (development only).

A query or mutation POSTed as JSON -- every adjudication -- takes a lean path (:meth:`GraphQLApp.post_json`)
straight to ``schema.execute``, with its variables decoded as raw JSON (see
:func:`schema.limits.materialize`); everything else (GET, other content types, the IDE, websockets)
goes through Strawberry's view.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any, cast

import msgspec
import orjson
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route, WebSocketRoute
from starlette.types import Message, Receive, Scope, Send
from starlette.websockets import WebSocket
from strawberry.asgi import GraphQL
from strawberry.exceptions import ConnectionRejectionError, MissingQueryError
from strawberry.http import process_result
from strawberry.schema.exceptions import CannotGetOperationTypeError, InvalidOperationTypeError
from strawberry.subscriptions import GRAPHQL_TRANSPORT_WS_PROTOCOL
from strawberry.types.graphql import OperationType
from strawberry.types.unset import UNSET, UnsetType

from adjudicator.core.errors import InputError
from api.config import Config
from api.service.context import AppContext
from api.service.decoding import check_graphql_duplicates, check_media_type, read_body
from api.service.problems import HTTPProblem

from . import build_schema
from .context import Context, token_from_params
from .errors import error_payload, request_error
from .limits import materialize

log = logging.getLogger("adjudicator.graphql")
_encoder = msgspec.json.Encoder()
POST_OPERATIONS = frozenset({OperationType.QUERY, OperationType.MUTATION})


class PostBody(msgspec.Struct):
    """A GraphQL request POSTed as JSON (a list, i.e. a batch, is refused)."""

    query: str | None = None
    # Raw: a state in a variable is not turned into Python objects here, only to be encoded again
    # for the typed decoding; schema.limits.materialize decides per variable.
    variables: dict[str, msgspec.Raw] | None = None
    operationName: str | None = None  # noqa: N815 - the GraphQL-over-HTTP field name
    extensions: dict[str, Any] | None = None


_post_decoder = msgspec.json.Decoder(PostBody)
CONNECTION_INIT_SECONDS = 10


class GraphQLApp(GraphQL):
    def __init__(self, ctx: AppContext) -> None:
        config = ctx.config
        schema = build_schema(config)
        super().__init__(
            schema,
            graphql_ide=config.graphql_ide or None,  # type: ignore[arg-type]
            subscription_protocols=(GRAPHQL_TRANSPORT_WS_PROTOCOL,),
            connection_init_wait_timeout=dt.timedelta(seconds=CONNECTION_INIT_SECONDS),
            allowed_origins=config.graphql_allowed_origins,
        )
        self.config: Config = config
        self.ctx = ctx
        self.limits: Any = schema.extensions[0]

    def encode_json(self, data: object) -> str:
        return _encoder.encode(data).decode()

    def decode_json(self, data: str | bytes) -> object:
        return orjson.loads(data)  # raises a JSONDecodeError, which strawberry answers as 400

    async def get_context(self, request: Request | WebSocket, response: Any) -> Context:  # type: ignore[override]
        return Context(request=request, response=response, app=self.ctx)

    async def on_ws_connect(self, context: Context) -> UnsetType:  # type: ignore[override]
        if token_from_params(context.connection_params or {}) is None:
            # Closes with 4403: every subscription needs a seat or organizer token.
            raise ConnectionRejectionError()
        return cast(UnsetType, UNSET)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await super().__call__(scope, receive, send)
            return
        request = Request(scope, receive)
        try:
            if request.method == "POST":
                check_media_type(request.headers.get("content-type"))
            body = await read_body(request.stream(), request.headers.get("content-length"), self.config)
        except (HTTPProblem, InputError) as exc:
            await _error(error_payload(exc), exc.status, exc.headers if isinstance(exc, HTTPProblem) else None)(scope, receive, send)
            return
        if request.method == "POST":
            await (await self.post_json(request, body))(scope, receive, send)
            return
        await super().__call__(scope, _replay(body, receive), send)

    async def post_json(self, request: Request, body: bytes) -> Response:
        """The common case, a query or mutation POSTed as JSON, without the view's generic machinery
        (multipart, batching, streaming transports): it is the hot path of every adjudication."""
        if body.lstrip()[:1] == b"[":
            return _error(request_error(400, "batched requests (a JSON array) are not supported: send one operation per request"), 400)
        try:
            payload = _post_decoder.decode(body)
            check_graphql_duplicates(body, payload.variables)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            return _error(request_error(400, f"Unable to parse request body as JSON: {exc}"), 400)
        except InputError as exc:
            return _error(error_payload(exc), exc.status)
        context_value = Context(request=request, response=None, app=self.ctx)
        if self.config.graphql_fast_path and payload.query is not None:
            answer = await self._planned(payload, context_value)
            if answer is not None:
                return Response(_encoder.encode(answer), media_type="application/json")
        try:
            result = await self.schema.execute(
                payload.query,
                variable_values=payload.variables,
                context_value=context_value,
                operation_name=payload.operationName,
                allowed_operation_types=POST_OPERATIONS,
                operation_extensions=payload.extensions,
            )
        except MissingQueryError:
            return _error(request_error(400, "No GraphQL query found in the request"), 400)
        except CannotGetOperationTypeError as exc:
            return _error(request_error(400, exc.as_http_error_reason()), 400)
        except InvalidOperationTypeError as exc:
            reason = exc.as_http_error_reason("POST") + "; subscriptions are served over websockets (graphql-transport-ws)"
            return _error(request_error(400, reason), 400)
        return Response(_encoder.encode(process_result(result)), media_type="application/json")


    async def _planned(self, payload: PostBody, context_value: Context) -> dict[str, Any] | None:
        """The answer of a simple document through its plan (schema.fastpath), or None."""
        entry = self.limits.cached(payload.query)
        if entry is None or entry.errors != [] or payload.extensions:
            return None
        try:
            plan = entry.plan_for(self.schema, payload.operationName)
            if plan is None:
                return None
            variables = materialize(payload.variables, entry.json_variables_of(payload.operationName)) if payload.variables else {}
            return await plan.run(variables, context_value)  # type: ignore[no-any-return]
        except Exception:  # the executor answers instead, and reports whatever went wrong its own way
            log.exception("the GraphQL fast path failed; the executor answers")
            return None


def _error(payload: dict[str, Any], status: int, headers: dict[str, str] | None = None) -> Response:
    """A GraphQL JSON answer that carries only errors, with the HTTP status REST would give."""
    return Response(_encoder.encode(payload), status_code=status, media_type="application/json", headers=headers)


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


def graphql_routes(ctx: AppContext) -> list[BaseRoute]:
    app = GraphQLApp(ctx)
    return [Route("/graphql", app, methods=["GET", "POST"]), WebSocketRoute("/graphql", app)]
