"""Routes of the judge's console: the static page and its endpoints (see the package docstring)."""

from __future__ import annotations

import mimetypes
from pathlib import Path
from typing import Annotated, Any, ClassVar

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Match, NoMatchFound, Route
from starlette.types import Receive, Scope, Send

from adjudicator.core.errors import invalid
from adjudicator.registry import get_game

from ..rest.context import caller, context, decoded
from ..rest.problems import problem_response
from ..rest.responses import json_response
from ..service import matches
from ..service.auth import ORGANIZER
from ..service.disputes import DisputeBody, DisputeSetup, settle
from ..service.problems import HTTPProblem
from ..service.tournaments import tournament_id
from ..service.transcripts import verify_document
from .frames import JUDGE, MAX_WINDOW, SPECTATOR, TranscriptFramesBody, replay_frames, transcript_record

PREFIX = "/console"
STATIC = Path(__file__).resolve().parent / "static"

# No inline script or style, nothing from another origin, no framing, no plugins.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
}
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".html": "text/html; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon"}


def _assets() -> dict[str, tuple[bytes, str]]:
    """Every file of ``static/`` by its path under ``/console/``, read once."""
    found: dict[str, tuple[bytes, str]] = {}
    for path in sorted(STATIC.rglob("*")):
        if path.is_file():
            relative = path.relative_to(STATIC).as_posix()
            media = TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            found[relative] = (path.read_bytes(), media)
    found[""] = found["index.html"]
    return found


class ConsoleFiles:
    """Serves the page's files (GET and HEAD only), each with the security headers; 404 otherwise."""

    def __init__(self) -> None:
        self.assets = _assets()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope["path"]
        method = scope.get("method", "GET")
        asset = self.assets.get(path[len(PREFIX) :].lstrip("/"))
        response: Response
        if method not in ("GET", "HEAD"):
            response = problem_response(405, "Method Not Allowed", f"{method} is not allowed on {path}", "method-not-allowed", headers={"Allow": "GET, HEAD"})
        elif asset is None:
            response = problem_response(404, "Not Found", f"no such resource: {path}", "not-found")
        else:
            body, media = asset
            response = Response(body, media_type=media, headers={"Cache-Control": "no-cache"})
        response.headers.update(SECURITY_HEADERS)
        await response(scope, receive, send)


class ConsoleRoute(BaseRoute):
    """``/console`` and everything under it (not a REST route: the API document does not list it)."""

    def __init__(self) -> None:
        self.path = PREFIX
        self.app = ConsoleFiles()

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] == "http":
            path = scope["path"]
            if path == PREFIX or path.startswith(PREFIX + "/"):
                return Match.FULL, {"endpoint": self.app, "route": self}
        return Match.NONE, {}

    def url_path_for(self, name: str, /, **path_params: Any) -> Any:
        raise NoMatchFound(name, path_params)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, send)


# -- the endpoints ------------------------------------------------------------------------------------
class VerifyBody(msgspec.Struct, forbid_unknown_fields=False, kw_only=True):
    """A signed transcript document: ``{"transcript", "signature"}`` (other members, as in the result of
    ``GET /v1/matches/{id}/result``, are ignored)."""

    __free_form__: ClassVar[tuple[str, ...]] = ("transcript", "signature")

    transcript: dict[str, Any]
    signature: dict[str, Any] | None = None


class MatchDisputeBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A claimed action at entry ``at`` of a hosted match (judged in the state after ``at - 1`` entries)."""

    __free_form__: ClassVar[tuple[str, ...]] = ("claim",)

    at: Annotated[int, msgspec.Meta(ge=1)]
    claim: dict[str, Any]


def verify_report(document: dict[str, Any], published: list[dict[str, Any]]) -> dict[str, Any]:
    """``adjudicator verify`` against the service's published keys, as JSON."""
    report = verify_document(document, trusted_keys=[key["public_key"] for key in published])
    answer: dict[str, Any] = msgspec.to_builtins({"valid": report.valid, "checks": report.checks, "first_failure": report.first_failure, "lines": report.lines()})
    return answer


async def verify_transcript(request: Request) -> Response:
    ctx = context(request)
    body = await decoded(request, VerifyBody)
    document = {"transcript": body.transcript, "signature": body.signature}
    return json_response(verify_report(document, ctx.signer.published()))


async def transcript_frames(request: Request) -> Response:
    ctx = context(request)
    body = await decoded(request, TranscriptFramesBody)
    setup, actions, entries_at = transcript_record(body.transcript)
    if len(actions) > ctx.config.max_actions:
        raise invalid(entries_at, f"{len(actions)} entries; at most {ctx.config.max_actions}")
    return json_response(replay_frames(setup, actions, start=body.start, count=body.count, perspective=body.perspective, actions_at=entries_at, legal=body.legal))


def _query_int(request: Request, name: str, default: int, low: int, high: int) -> int:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise invalid(f"/query/{name}", f"a whole number from {low} to {high}")
    return int(raw)


async def _hosted(request: Request) -> tuple[matches.LoadedMatch, list[matches.LogEntry]]:
    ctx = context(request)
    match = await matches.open_match(ctx, request.path_params["match_id"], caller(request))
    entries = [matches.decode_entry(raw) for raw in await ctx.store.log(match.header.id, 0, -1)]
    return match, entries


def _setup_of(header: matches.MatchHeader) -> DisputeSetup:
    return DisputeSetup(game=header.game, players=header.players, seed=header.seed, variant=header.variant, options=header.options, decks=header.decks,
                        salt=header.salt)


async def match_frames(request: Request) -> Response:
    """Frames of a hosted match: its organizer sees any perspective, a seat only its own (or a spectator's)."""
    match, entries = await _hosted(request)
    start = _query_int(request, "start", 0, 0, len(entries))
    count = _query_int(request, "count", 50, 1, MAX_WINDOW)
    legal = request.query_params.get("legal", "false")
    if legal not in ("true", "false"):
        raise invalid("/query/legal", "true or false")
    perspective = request.query_params.get("perspective") or (JUDGE if match.caller == ORGANIZER else match.caller)
    if match.caller != ORGANIZER and perspective not in (match.caller, SPECTATOR):
        raise HTTPProblem(403, "Forbidden", f"this token is {match.caller}'s seat: it sees its own view ({match.caller}) or a spectator's", kind="forbidden")
    answer = replay_frames(
        _setup_of(match.header),
        [entry.action for entry in entries],
        start=start,
        count=count,
        perspective=perspective,
        players_at="/query/perspective",
        legal=legal == "true",
    )
    answer.update({"match": match.header.id, "version": match.version, "seat": match.caller, "seed_commitment": match.header.seed_commitment})
    return json_response(answer)


async def match_dispute(request: Request) -> Response:
    """A dispute on a hosted match, for its organizer: the same ruling as ``POST /v1/disputes``."""
    ctx = context(request)
    match, entries = await _hosted(request)
    if match.caller != ORGANIZER:
        raise HTTPProblem(403, "Forbidden", "disputes on a hosted match are the organizer's (the judge's full view is in the answer)", kind="forbidden")
    body = await decoded(request, MatchDisputeBody)
    dispute = DisputeBody(at=body.at, claim=body.claim, setup=_setup_of(match.header), actions=[msgspec.to_builtins(e.action) for e in entries])
    return json_response(settle(dispute, ctx.config.max_actions))


async def tournament_matches(request: Request) -> Response:
    """Every match of a tournament by round: table, players, state (version, over, to act) and result."""
    ctx = context(request)
    matches.require_organizer(ctx, caller(request))
    tid = tournament_id(request.path_params["tournament"])
    rounds: dict[int, list[dict[str, Any]]] = {}
    for match_id in await ctx.store.tournament_matches(tid):
        record = await ctx.store.get_match(match_id)
        if record is None:
            continue  # expired
        header = matches.decode_header(record.header)
        state = get_game(header.game).decode_state(record.state)
        info = header.tournament or {}
        rounds.setdefault(int(info.get("round") or 0), []).append(
            {
                "match": match_id,
                "table": info.get("table"),
                "game": header.game,
                "players": header.players,
                "version": record.version,
                "over": bool(state.over),
                "to_act": list(state.to_act),
                "result": msgspec.to_builtins(state.result),
            }
        )
    listed = [{"round": number, "matches": sorted(found, key=lambda m: (m["table"] or 0, m["match"]))} for number, found in sorted(rounds.items())]
    return json_response({"tournament": tid, "rounds": listed})


ROUTES: list[BaseRoute] = [
    Route("/v1/transcripts/verify", verify_transcript, methods=["POST"]),
    Route("/v1/transcripts/frames", transcript_frames, methods=["POST"]),
    Route("/v1/matches/{match_id}/frames", match_frames, methods=["GET"]),
    Route("/v1/matches/{match_id}/disputes", match_dispute, methods=["POST"]),
    Route("/v1/tournaments/{tournament}/matches", tournament_matches, methods=["GET"]),
    ConsoleRoute(),
]
