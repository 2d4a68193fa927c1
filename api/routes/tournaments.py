"""Tournament software: rounds of matches created in bulk, locked decks, results as JSON or CSV."""

from __future__ import annotations

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from adjudicator.core.errors import invalid

from .. import tournaments
from ..auth import require_api_key
from ..bodies import decode_request, read_body
from ..responses import json_response
from .context import context


def tournament_id(request: Request) -> str:
    raw = request.path_params["tournament"]
    try:
        return msgspec.convert(raw, tournaments.TournamentId)
    except msgspec.ValidationError:
        raise invalid("/tournament", "1-64 of A-Z a-z 0-9 _ . -") from None


async def create_round(request: Request) -> Response:
    ctx = context(request)
    require_api_key(request, ctx.config.organizer_api_keys)
    tid = tournament_id(request)
    number = tournaments.check_round_number(request.path_params["round"])
    body = decode_request(await read_body(request, ctx.config), tournaments.RoundBody, ctx.config)
    created = await tournaments.create_round(ctx.store, tid, number, body, ctx.config.match_ttl_seconds)
    return json_response(created, status=201)


async def register_deck(request: Request) -> Response:
    ctx = context(request)
    require_api_key(request, ctx.config.organizer_api_keys)
    tid = tournament_id(request)
    body = decode_request(await read_body(request, ctx.config), tournaments.DeckRegistration, ctx.config)
    answer = await tournaments.register_deck(ctx.store, tid, body)
    return json_response(answer, status=201 if answer["registered"] else 200)


async def get_results(request: Request) -> Response:
    ctx = context(request)
    require_api_key(request, ctx.config.organizer_api_keys)
    tid = tournament_id(request)
    formats = request.query_params.getlist("format")
    if len(formats) > 1:
        raise invalid("/query/format", "given more than once: give json or csv once")
    if formats and formats[0] not in ("json", "csv"):
        raise invalid("/query/format", "json or csv")
    wants_csv = formats == ["csv"] or (not formats and "text/csv" in request.headers.get("accept", ""))
    rows = await tournaments.results(ctx.store, ctx.signer, tid)
    if wants_csv:
        return Response(tournaments.results_csv(rows), media_type="text/csv; charset=utf-8")
    return json_response({"tournament": tid, "matches": rows})


ROUTES = [
    Route("/v1/tournaments/{tournament}/rounds/{round}/matches", create_round, methods=["POST"]),
    Route("/v1/tournaments/{tournament}/decks", register_deck, methods=["POST"]),
    Route("/v1/tournaments/{tournament}/results", get_results, methods=["GET"]),
]
