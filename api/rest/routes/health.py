"""Liveness (``/healthz``), readiness (``/readyz``: the store answers) and the API document."""

from __future__ import annotations

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from api.service.decoding import decode_request

from ..context import body_bytes, context
from ..responses import encode, json_response


async def healthz(request: Request) -> Response:
    return json_response({"status": "ok"})


async def readyz(request: Request) -> Response:
    ctx = context(request)
    try:
        ready = await ctx.store.ping()
    except Exception:
        ready = False
    if ready:
        return json_response({"status": "ready", "store": ctx.store.kind})
    return json_response(
        {"status": "unavailable", "store": ctx.store.kind},
        status=503,
        headers={"Retry-After": str(ctx.config.store_retry_after_seconds)},
    )


async def echo(request: Request) -> Response:
    """The ceiling of the stack: read the body within the limits, decode it and encode it back."""
    ctx = context(request)
    body = await body_bytes(request)
    return Response(encode(decode_request(body, msgspec.json.Decoder(), ctx.config)), media_type="application/json")


async def openapi(request: Request) -> Response:
    from api.spec import document

    return json_response(document())


ROUTES = [
    Route("/healthz", healthz, methods=["GET"]),
    Route("/readyz", readyz, methods=["GET"]),
    Route("/openapi.json", openapi, methods=["GET"]),
    Route("/v1/echo", echo, methods=["POST"]),
]
