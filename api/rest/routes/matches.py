"""Hosted matches over REST: create, read (the caller's view), act, the log, and live updates (SSE)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import msgspec
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from adjudicator.core.errors import invalid
from api import metrics
from api.certificates import certifier_of
from api.service import matches
from api.service.auth import ORGANIZER
from api.service.decoding import decode_request
from api.store.base import StoreUnavailable

from ..context import body_bytes, caller, context, decoded
from ..responses import json_response

KEEPALIVE_SECONDS = 15.0


async def create_match(request: Request) -> Response:
    ctx = context(request)
    who = caller(request)
    matches.require_organizer(ctx, who)  # before the body is read
    body = await decoded(request, matches.CreateMatchBody)
    created = await matches.new_match(ctx, who, body)
    return json_response(created, status=201, headers={"Location": f"/v1/matches/{created['id']}"})


async def load(request: Request) -> matches.LoadedMatch:
    """The match the path names, for the token's seat; the organizer also needs an API key if set."""
    return await matches.open_match(context(request), request.path_params["match_id"], caller(request))


async def get_match(request: Request) -> Response:
    match = await load(request)
    answer = matches.match_json(match)
    if match.caller == ORGANIZER:  # the full state, certified; a seat's view is not a state
        answer["certificate"] = certifier_of(context(request)).certify(match.game, match.state, match.state_json)
    return json_response(answer)


async def post_action(request: Request) -> Response:
    ctx = context(request)
    body = await body_bytes(request)

    def decode(raw: bytes, type_: Any) -> Any:
        return decode_request(raw, type_, ctx.config)

    answer = await matches.submit_action(
        ctx.store,
        request.path_params["match_id"],
        caller(request).token,
        body,
        request.headers.get("idempotency-key"),
        ttl=ctx.config.match_ttl_seconds,
        idempotency_ttl=ctx.config.idempotency_ttl_seconds,
        decode=decode,
    )
    return Response(answer, media_type="application/json")


async def get_log(request: Request) -> Response:
    ctx = context(request)
    raw_since = request.query_params.get("since", "0")
    if not raw_since.isdigit():
        raise invalid("/query/since", "a non-negative whole number (the first seq to list, 0-based index)")
    match = await load(request)
    return json_response(await matches.match_log(ctx.store, match, int(raw_since)))


def sse(event: str, data: Any) -> bytes:
    return b"event: " + event.encode() + b"\ndata: " + msgspec.json.encode(data) + b"\n\n"


async def get_events(request: Request) -> Response:
    """Server-sent events: ``state`` (the caller's view now), then one ``update`` per accepted action."""
    ctx = context(request)
    match_id = request.path_params["match_id"]
    who = caller(request)
    await load(request)  # 401/404 before the stream starts

    async def stream() -> AsyncIterator[bytes]:
        async with metrics.tracked_subscription(ctx.store.subscription(match_id), "sse") as subscription:
            # Subscribed first, read second: no update between the two can be missed.
            current = await matches.open_match(ctx, match_id, who)
            yield sse("state", matches.match_json(current))
            seen = current.version
            while True:
                try:
                    message = await subscription.next(KEEPALIVE_SECONDS)
                except StoreUnavailable:
                    yield sse("error", {"detail": "the match store is unreachable; reconnect to resume"})
                    return
                if message is None:
                    yield b": keep-alive\n\n"
                    continue
                update = matches.decode_update(message)
                if update.version <= seen:
                    continue
                seen = update.version
                yield sse("update", matches.update_json(current, update))

    return StreamingResponse(
        stream(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


ROUTES = [
    Route("/v1/matches", create_match, methods=["POST"]),
    Route("/v1/matches/{match_id}", get_match, methods=["GET"]),
    Route("/v1/matches/{match_id}/actions", post_action, methods=["POST"]),
    Route("/v1/matches/{match_id}/log", get_log, methods=["GET"]),
    Route("/v1/matches/{match_id}/events", get_events, methods=["GET"]),
]
