"""The request middleware: a request id for every request, an access-log line and the request metrics.

A pure ASGI middleware rather than Starlette's ``BaseHTTPMiddleware``, which passes every response
through a memory stream fed by a task group (trouble for the match event stream and for context
variables) and costs a good share of the throughput of a small request.  It only watches: it wraps
``send`` to see the status, adds the ``X-Request-ID`` header and, when the response is finished, logs
one line and records the request in :mod:`api.metrics`.  Websocket connections (GraphQL
subscriptions) pass through untouched; their subscriptions are counted where they are served.

The request id is the client's ``X-Request-ID`` when it is 1 to 128 visible ASCII characters (so a
caller or a proxy can follow one request through the logs of every replica), otherwise a new random one.
"""

from __future__ import annotations

import logging
import random
import re
import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from . import metrics
from .logging_setup import request_id_var

access_log = logging.getLogger("adjudicator.access")

REQUEST_ID_HEADER = b"x-request-id"
_VALID_REQUEST_ID = re.compile(rb"[\x21-\x7e]{1,128}")
# Polled by Kubernetes and Prometheus every few seconds: logged at DEBUG, not INFO.
QUIET_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})


def request_id_from(headers: list[tuple[bytes, bytes]]) -> str:
    for name, value in headers:
        if name == REQUEST_ID_HEADER and _VALID_REQUEST_ID.fullmatch(value):
            return value.decode("ascii")
    # 128 random bits.  Not a secret, only unique: the generator seeded from os.urandom in each
    # process is several times cheaper than a system call per request.
    return f"{random.getrandbits(128):032x}"


def route_template(scope: Scope) -> str:
    """The matched route's path template (``/v1/matches/{match_id}``), never the raw path."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) else metrics.UNMATCHED_ROUTE


class RequestMiddleware:
    def __init__(self, app: ASGIApp, *, access_log_enabled: bool = True) -> None:
        self.app = app
        self.access_log_enabled = access_log_enabled

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        request_id = request_id_from(scope["headers"])
        header = (REQUEST_ID_HEADER, request_id.encode("ascii"))
        token = request_id_var.set(request_id)
        status = 0
        streamed = False

        async def send_with_id(message: Message) -> None:
            nonlocal status, streamed
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), header]  # a new list: the response's stays as it was
            elif message.get("more_body"):
                streamed = True  # an event stream: its duration is how long the client listened
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except BaseException:
            # The outermost error handler answers 500 (when nothing was sent yet) and logs the error;
            # the request id stays set so that its log lines, and uvicorn's, carry it too.
            self._finish(scope, status or 500, started, streamed)
            raise
        self._finish(scope, status, started, streamed)
        request_id_var.reset(token)

    def _finish(self, scope: Scope, status: int, started: float, streamed: bool) -> None:
        elapsed = time.perf_counter() - started
        route = route_template(scope)
        method = scope["method"]
        metrics.observe_request(method, route, status, None if streamed else elapsed)
        if not self.access_log_enabled:
            return
        level = logging.DEBUG if scope["path"] in QUIET_PATHS else logging.INFO
        if access_log.isEnabledFor(level):
            access_log.log(
                level,
                "%s %s %d",
                method,
                scope["path"],
                status,
                extra={
                    "method": method,
                    "path": scope["path"],
                    "route": route,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 3),
                    "client": client[0] if (client := scope.get("client")) else None,
                },
            )
