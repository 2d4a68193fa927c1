"""Rate limits on the match endpoints, per token and per client address (429 with Retry-After).

Token buckets held in each service process: a bucket refills at ``rate`` requests per second up to
``burst``.  Limits are per process, so N replicas admit up to N times the configured rate in total;
they exist to blunt floods and token guessing, not to meter fair use across a fleet.  Behind a proxy,
run uvicorn with ``--proxy-headers`` (and ``FORWARDED_ALLOW_IPS``) so the client address is the real one.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import OrderedDict

from starlette.routing import BaseRoute, Match
from starlette.types import ASGIApp, Receive, Scope, Send

from .problems import problem_body
from .responses import encode

MAX_BUCKETS = 100_000
PROTECTED_PREFIXES = ("/v1/matches", "/v1/tournaments")


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


class RateLimitMiddleware:
    """Pure ASGI (no buffering of bodies or streams): refuses before the handler runs."""

    def __init__(self, app: ASGIApp, per_token: float, per_address: float, burst_seconds: float = 2.0) -> None:
        self.app = app
        self.by_token = TokenBuckets(per_token, per_token * burst_seconds) if per_token > 0 else None
        self.by_address = TokenBuckets(per_address, per_address * burst_seconds) if per_address > 0 else None

        self._routes: list[BaseRoute] | None = None

    def _route(self, scope: Scope) -> BaseRoute | None:
        """The route that serves this request (path and method), or None: the router then answers
        404 or 405 itself, before any limit is counted."""
        if self._routes is None:
            self._routes = [r for r in scope["app"].router.routes if getattr(r, "path", "").startswith(PROTECTED_PREFIXES)]
        for route in self._routes:
            match, _ = route.matches(scope)
            if match == Match.FULL:
                return route
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(PROTECTED_PREFIXES):
            await self.app(scope, receive, send)
            return
        route = self._route(scope)
        if route is None:
            await self.app(scope, receive, send)
            return
        # Logs and metrics name a refused request by its route, as they name an answered one.
        scope["route"] = route
        now = time.monotonic()
        wait = 0.0
        if self.by_address is not None:
            client = scope.get("client")
            wait = max(wait, self.by_address.take(f"addr:{client[0] if client else '?'}", now))
        if self.by_token is not None:
            for name, value in scope.get("headers", ()):
                if name == b"authorization":
                    key = "token:" + hashlib.sha256(value).hexdigest()
                    wait = max(wait, self.by_token.take(key, now))
                    break
        if wait > 0:
            await self._refuse(send, wait)
            return
        await self.app(scope, receive, send)

    @staticmethod
    async def _refuse(send: Send, wait: float) -> None:
        retry = str(max(1, math.ceil(wait)))
        body = encode(problem_body(429, "Too Many Requests", f"rate limit reached; retry in {retry} s", "rate-limited"))
        await send(
            {
                "type": "http.response.start",
                "status": 429,
                "headers": [
                    (b"content-type", b"application/problem+json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"retry-after", retry.encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
