"""Card sets: ``POST /v1/card-sets`` validates and stores a set (id = its digest); ``GET`` and ``DELETE
/v1/card-sets/{id}`` (their lifecycle: :mod:`api.service.card_sets`)."""

from __future__ import annotations

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from api.service import card_sets
from api.service.auth import require_organizer_key
from api.service.decoding import check_media_type, decode_request, read_body

from ..context import caller, context
from ..responses import json_response


async def create_card_set(request: Request) -> Response:
    ctx = context(request)
    # A fowsim database is a few MB: this route alone reads up to ADJUDICATOR_CARD_SET_MAX_BODY_BYTES.
    config = msgspec.structs.replace(
        ctx.config,
        max_body_bytes=ctx.config.card_set_max_body_bytes,
        max_list_length=max(ctx.config.max_list_length, ctx.config.card_set_max_cards),
    )
    check_media_type(request.headers.get("content-type"))
    raw = await read_body(request.stream(), request.headers.get("content-length"), config)
    body = decode_request(raw, card_sets.CardSetBody, config)
    answer = await card_sets.create(ctx.store, body, ctx.config)
    return json_response(answer, status=201, headers={"Location": f"/v1/card-sets/{answer['id']}"})


async def get_card_set(request: Request) -> Response:
    ctx = context(request)
    game_id, data = await card_sets.load(ctx.store, request.path_params["card_set_id"])
    return json_response({"id": request.path_params["card_set_id"], "game": game_id, "card_set": data})


async def delete_card_set(request: Request) -> Response:
    """Delete a stored set: 204; 404 when there is none; 409 while a hosted match or tournament plays it.
    With organizer API keys configured, only an organizer may delete (as only one may host matches)."""
    ctx = context(request)
    require_organizer_key(caller(request), ctx.config.organizer_api_keys)
    await card_sets.delete(ctx.store, request.path_params["card_set_id"])
    return Response(status_code=204)


async def card_set(request: Request) -> Response:
    """One route per path, so a 405 (and OPTIONS) lists every method of the path: GET, HEAD and DELETE."""
    return await (delete_card_set if request.method == "DELETE" else get_card_set)(request)


ROUTES = [
    Route("/v1/card-sets", create_card_set, methods=["POST"]),
    Route("/v1/card-sets/{card_set_id}", card_set, methods=["GET", "DELETE"]),
]
