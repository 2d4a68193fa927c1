"""Snapshots: content-addressed states (``id`` = the state's digest) kept for a configurable time."""

from __future__ import annotations

import re

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError

from .. import service
from ..bodies import decode_request, read_body
from ..requests import SnapshotBody
from ..responses import json_response
from .context import context

SNAPSHOT_ID = r"^sha256:[0-9a-f]{64}$"


async def create_snapshot(request: Request) -> Response:
    ctx = context(request)
    body = decode_request(await read_body(request, ctx.config), SnapshotBody, ctx.config)
    game = service.get_game(body.game)
    state = game.decode_state(bytes(body.state), prefix="/state")
    encoded = canonical_json(state)
    snapshot_id = digest_bytes(encoded)
    await ctx.store.put_snapshot(snapshot_id, game.id, encoded, ctx.config.snapshot_ttl_seconds)
    return json_response(
        {"id": snapshot_id, "expires_in": ctx.config.snapshot_ttl_seconds},
        status=201,
        headers={"Location": f"/v1/snapshots/{snapshot_id}"},
    )


async def get_snapshot(request: Request) -> Response:
    ctx = context(request)
    snapshot_id = request.path_params["snapshot_id"]
    if not re.match(SNAPSHOT_ID, snapshot_id):
        raise InputError(FieldError("/snapshot_id", "a snapshot id is sha256:<64 hex digits>"), status=404, title="Snapshot not found", kind="snapshot-not-found")
    found = await ctx.store.get_snapshot(snapshot_id)
    if found is None:
        raise InputError(
            FieldError("/snapshot_id", f"no snapshot {snapshot_id} (unknown or expired)"),
            status=404,
            title="Snapshot not found",
            kind="snapshot-not-found",
        )
    game_id, state = found
    return json_response({"game": game_id, "state": msgspec.Raw(state)})


ROUTES = [
    Route("/v1/snapshots", create_snapshot, methods=["POST"]),
    Route("/v1/snapshots/{snapshot_id}", get_snapshot, methods=["GET"]),
]
