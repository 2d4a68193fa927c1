"""Evidence for judges and tournament software: published keys, signed results, disputes."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from adjudicator.registry import GAMES
from api.service import card_sets, matches
from api.service.disputes import DisputeBody, settle

from ..context import context, decoded
from ..responses import json_response
from .matches import load


async def get_keys(request: Request) -> Response:
    return json_response({"keys": context(request).signer.published()})


async def get_result(request: Request) -> Response:
    """The result and the signed transcript, once the match is over (the seed is revealed with it)."""
    ctx = context(request)
    return json_response(await matches.match_result(ctx, await load(request)))


async def post_dispute(request: Request) -> Response:
    ctx = context(request)
    body = await decoded(request, DisputeBody)
    if body.setup is not None and body.setup.game in GAMES:
        # A setup that names its card set by id: this process plays it once it has loaded it.
        body.setup.options = await card_sets.prepare(ctx.snapshots, GAMES[body.setup.game], body.setup.options, "/setup/options/card_set")
    trusted = [str(key["public_key"]) for key in ctx.signer.published()]
    return json_response(settle(body, ctx.config.max_actions, trusted))


ROUTES = [
    Route("/v1/keys", get_keys, methods=["GET"]),
    Route("/v1/matches/{match_id}/result", get_result, methods=["GET"]),
    Route("/v1/disputes", post_dispute, methods=["POST"]),
]
