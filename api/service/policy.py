"""Rate limits, per token and per client address, for every transport (429 with Retry-After).

:class:`PolicyMiddleware` wraps the whole ASGI app (the composition root, :mod:`api.app`, installs it),
so each protected path -- the match and tournament endpoints of REST and the GraphQL endpoint, its
queries, mutations and websocket subscriptions alike -- is limited before any handler runs; a transport
cannot forget it.  How a refusal is worded is the transport's (problem+json for REST, a GraphQL error
for ``/graphql``): the composition root maps each protected path prefix to a :data:`Refusal`.

Token buckets held in each service process: a bucket refills at ``rate`` requests per second up to
``burst``.  Limits are per process, so N replicas admit up to N times the configured rate in total;
they exist to blunt floods and token guessing, not to meter fair use across a fleet.  Behind a proxy,
run uvicorn with ``--proxy-headers`` (and ``FORWARDED_ALLOW_IPS``) so the client address is the real one.
The token is the ``Authorization`` header's; a websocket that sends its token in ``connection_init``
is limited by address at its handshake.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

MAX_BUCKETS = 100_000

# Plain ASGI types (the service layer does not depend on a web framework).
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
# A refusal: (content type, body) of the 429 answer, given the seconds to wait.
Refusal = Callable[[int], tuple[bytes, bytes]]


class TokenBuckets:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = max(burst, 1.0)
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str, now: float) -> float:
        """0 when a request may pass now; otherwise the seconds until one may."""
        tokens, stamp = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - stamp) * self.rate)
        if tokens >= 1.0:
            self._buckets[key] = (tokens - 1.0, now)
            wait = 0.0
        else:
            self._buckets[key] = (tokens, now)
            wait = (1.0 - tokens) / self.rate
        if len(self._buckets) > MAX_BUCKETS:
            self._buckets.popitem(last=False)
        return wait


class RateLimiter:
    """Per-token and per-address buckets; ``wait`` is 0 when a request may pass."""

    def __init__(self, per_token: float, per_address: float, burst_seconds: float = 2.0) -> None:
        self.by_token = TokenBuckets(per_token, per_token * burst_seconds) if per_token > 0 else None
        self.by_address = TokenBuckets(per_address, per_address * burst_seconds) if per_address > 0 else None

    def wait(self, address: str | None, authorization: bytes | None, now: float | None = None) -> float:
        now = time.monotonic() if now is None else now
        wait = 0.0
        if self.by_address is not None:
            wait = max(wait, self.by_address.take(f"addr:{address or '?'}", now))
        if self.by_token is not None and authorization:
            wait = max(wait, self.by_token.take("token:" + hashlib.sha256(authorization).hexdigest(), now))
        return wait


class PolicyMiddleware:
    """Pure ASGI (no buffering of bodies or streams): refuses before the handler runs."""

    def __init__(self, app: ASGIApp, limiter: RateLimiter, protected: dict[str, Refusal]) -> None:
        self.app = app
        self.limiter = limiter
        self.protected = protected
        self.prefixes = tuple(protected)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket") or not scope["path"].startswith(self.prefixes):
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        authorization = None
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                authorization = value
                break
        wait = self.limiter.wait(client[0] if client else None, authorization)
        if wait > 0:
            retry = max(1, math.ceil(wait))
            refusal = next(r for prefix, r in self.protected.items() if scope["path"].startswith(prefix))
            media_type, body = refusal(retry)
            if kind == "http":
                await _refuse_http(send, retry, media_type, body)
            else:
                await _refuse_websocket(scope, receive, send, retry, media_type, body)
            return
        await self.app(scope, receive, send)


def _headers(retry: int, media_type: bytes, body: bytes) -> list[tuple[bytes, bytes]]:
    return [(b"content-type", media_type), (b"content-length", str(len(body)).encode()), (b"retry-after", str(retry).encode())]


async def _refuse_http(send: Send, retry: int, media_type: bytes, body: bytes) -> None:
    await send({"type": "http.response.start", "status": 429, "headers": _headers(retry, media_type, body)})
    await send({"type": "http.response.body", "body": body})


async def _refuse_websocket(scope: Scope, receive: Receive, send: Send, retry: int, media_type: bytes, body: bytes) -> None:
    """A 429 to the handshake where the server can send one (ASGI's websocket denial response),
    otherwise a refused handshake (403)."""
    message = await receive()
    if message.get("type") != "websocket.connect":
        return
    if "websocket.http.response" in scope.get("extensions", {}):
        await send({"type": "websocket.http.response.start", "status": 429, "headers": _headers(retry, media_type, body)})
        await send({"type": "websocket.http.response.body", "body": body})
        return
    await send({"type": "websocket.close", "code": 1008, "reason": "rate limit reached"})
