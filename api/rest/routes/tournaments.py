"""Tournament software: rounds of matches created in bulk, locked decks, results as JSON or CSV."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from api.service import matches, tournaments

from ..context import caller, context, decoded
from ..responses import json_response


async def create_round(request: Request) -> Response:
    ctx = context(request)
    matches.require_organizer(ctx, caller(request))
    tid = tournaments.tournament_id(request.path_params["tournament"])
    number = tournaments.check_round_number(request.path_params["round"])
    body = await decoded(request, tournaments.RoundBody)
    created = await tournaments.create_round(ctx.store, tid, number, body, ctx.config.match_ttl_seconds)
    return json_response(created, status=201)


async def register_deck(request: Request) -> Response:
    ctx = context(request)
    matches.require_organizer(ctx, caller(request))
    tid = tournaments.tournament_id(request.path_params["tournament"])
    body = await decoded(request, tournaments.DeckRegistration)
    answer = await tournaments.register_deck(ctx.store, tid, body)
    return json_response(answer, status=201 if answer["registered"] else 200)


async def get_results(request: Request) -> Response:
    ctx = context(request)
    matches.require_organizer(ctx, caller(request))
    tid = tournaments.tournament_id(request.path_params["tournament"])
    rows = await tournaments.results(ctx.store, ctx.signer, tid)
    wants_csv = request.query_params.get("format") == "csv" or "text/csv" in request.headers.get("accept", "")
    if wants_csv:
        return Response(tournaments.results_csv(rows), media_type="text/csv; charset=utf-8")
    return json_response({"tournament": tid, "matches": rows})


ROUTES = [
    Route("/v1/tournaments/{tournament}/rounds/{round}/matches", create_round, methods=["POST"]),
    Route("/v1/tournaments/{tournament}/decks", register_deck, methods=["POST"]),
    Route("/v1/tournaments/{tournament}/results", get_results, methods=["GET"]),
]
