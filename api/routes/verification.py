"""Evidence for judges and tournament software: published keys, signed results, disputes."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from .. import matches
from ..bodies import decode_request, read_body
from ..disputes import DisputeBody, settle
from ..problems import HTTPProblem
from ..responses import json_response
from ..transcripts import build_transcript, signed_transcript
from .context import context
from .matches import load


async def get_keys(request: Request) -> Response:
    return json_response({"keys": context(request).signer.published()})


async def get_result(request: Request) -> Response:
    """The result and the signed transcript, once the match is over (the seed is revealed with it)."""
    ctx = context(request)
    match = await load(request)
    state = match.state
    if not state.over:
        raise HTTPProblem(
            409,
            "Match not over",
            f"the match is at version {match.version} and still in play; the result and the seed are revealed at its end",
            kind="match-not-over",
            extra={"version": match.version},
        )
    entries = [matches.decode_entry(raw) for raw in await ctx.store.log(match.header.id)]
    signed = signed_transcript(ctx.signer, build_transcript(match.header, entries, state))
    return json_response(
        {
            "match": match.header.id,
            "over": True,
            "result": state.result,
            "seed": match.header.seed,
            "salt": match.header.salt,
            "seed_commitment": match.header.seed_commitment,
            **signed,
        }
    )


async def post_dispute(request: Request) -> Response:
    ctx = context(request)
    body = decode_request(await read_body(request, ctx.config), DisputeBody, ctx.config)
    trusted = [str(key["public_key"]) for key in ctx.signer.published()]
    return json_response(settle(body, ctx.config.max_actions, trusted))


ROUTES = [
    Route("/v1/keys", get_keys, methods=["GET"]),
    Route("/v1/matches/{match_id}/result", get_result, methods=["GET"]),
    Route("/v1/disputes", post_dispute, methods=["POST"]),
]
