"""Snapshots: content-addressed states (``id`` = the state's digest) kept for a configurable time."""

from __future__ import annotations

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from api.certificates import certifier_of
from api.service import operations as service
from api.service.requests import SnapshotBody

from ..context import context, decoded
from ..responses import json_response


async def create_snapshot(request: Request) -> Response:
    ctx = context(request)
    body = await decoded(request, SnapshotBody)
    game = service.get_game(body.game)
    snapshot_id = await service.store_snapshot(game, bytes(body.state), ctx.snapshots, ctx.config.snapshot_ttl_seconds, certifier_of(ctx), body.certificate)
    return json_response(
        {"id": snapshot_id, "expires_in": ctx.config.snapshot_ttl_seconds},
        status=201,
        headers={"Location": f"/v1/snapshots/{snapshot_id}"},
    )


async def get_snapshot(request: Request) -> Response:
    ctx = context(request)
    game_id, state = await service.load_snapshot(request.path_params["snapshot_id"], ctx.snapshots)
    game = service.get_game(game_id)
    certificate = certifier_of(ctx).certify(game, game.decode_state(state), state)
    return json_response({"game": game_id, "state": msgspec.Raw(state), "certificate": certificate})


ROUTES = [
    Route("/v1/snapshots", create_snapshot, methods=["POST"]),
    Route("/v1/snapshots/{snapshot_id}", get_snapshot, methods=["GET"]),
]
