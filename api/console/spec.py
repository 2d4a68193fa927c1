"""The console's endpoints in the API document (:mod:`api.spec` calls :func:`operations`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from .frames import MAX_WINDOW, TranscriptFramesBody
from .routes import MatchDisputeBody, VerifyBody

REF = "#/components/schemas/"


def schemas() -> dict[str, Any]:
    _, defs = msgspec.json.schema_components([TranscriptFramesBody, VerifyBody, MatchDisputeBody], ref_template=REF + "{name}")
    from api.spec import SENT_BACK

    defs["VerifyBody"]["properties"]["transcript"] = {"type": "object", "description": "The `transcript` part of a SignedResult. " + SENT_BACK.split(". ", 1)[1]}
    defs["TranscriptFramesBody"]["properties"]["transcript"] = {"type": "object", "description": SENT_BACK}
    check = {
        "type": "object",
        "required": ["name", "ok", "detail"],
        "properties": {"name": {"type": "string"}, "ok": {"type": "boolean"}, "detail": {"type": "string"}, "entry": {"type": ["integer", "null"]}},
    }
    defs.update(
        {
            "VerifyCheck": check,
            "VerifyReport": {
                "type": "object",
                "required": ["valid", "checks", "first_failure", "lines"],
                "properties": {
                    "valid": {"type": "boolean"},
                    "checks": {"type": "array", "items": {"$ref": REF + "VerifyCheck"}},
                    "first_failure": {"anyOf": [{"$ref": REF + "VerifyCheck"}, {"type": "null"}]},
                    "lines": {"type": "array", "items": {"type": "string"}, "description": "What `adjudicator verify` prints"},
                },
            },
            "TournamentMatch": {
                "type": "object",
                "required": ["match", "table", "game", "players", "version", "over", "to_act", "result"],
                "properties": {
                    "match": {"type": "string"},
                    "table": {"type": ["integer", "null"]},
                    "game": {"type": "string"},
                    "players": {"type": "array", "items": {"type": "string"}},
                    "version": {"type": "integer"},
                    "over": {"type": "boolean"},
                    "to_act": {"type": "array", "items": {"type": "string"}},
                    "result": {"anyOf": [{"$ref": REF + "Result"}, {"type": "null"}]},
                },
                "additionalProperties": False,
            },
            "TournamentRound": {
                "type": "object",
                "required": ["round", "matches"],
                "properties": {"round": {"type": "integer"}, "matches": {"type": "array", "items": {"$ref": REF + "TournamentMatch"}}},
                "additionalProperties": False,
            },
            "TournamentRounds": {
                "type": "object",
                "required": ["tournament", "rounds"],
                "properties": {"tournament": {"type": "string"}, "rounds": {"type": "array", "items": {"$ref": REF + "TournamentRound"}}},
                "additionalProperties": False,
            },
        }
    )
    return defs


def operations(op: Callable[..., None], problems: Callable[..., dict[str, Any]], ex: dict[str, Any]) -> None:
    def ok(description: str, schema: str) -> dict[str, Any]:
        return {"200": {"description": description, "content": {"application/json": {"schema": {"$ref": REF + schema}}}}}

    def body(schema: str, example: Any) -> dict[str, Any]:
        return {"required": True, "content": {"application/json": {"schema": {"$ref": REF + schema}, "example": example}}}

    match_param = {"name": "match_id", "in": "path", "required": True, "schema": {"type": "string"}}
    transcript = {"game": "magic-wands", **ex["setup"], "entries": [{"seq": 1, "action": ex["action"]}]}
    op(
        "/v1/transcripts/verify",
        "post",
        "verifyTranscript",
        "The checks of `adjudicator verify` (format, signature against the published keys, seed commitment, genesis, setup, every entry, result), each passed or the first failing entry",
        {**ok("The report", "VerifyReport"), **problems(400, 408, 413, 422)},
        requestBody=body("VerifyBody", {"transcript": transcript, "signature": None}),
        tags=["Verification"],
    )
    op(
        "/v1/transcripts/frames",
        "post",
        "transcriptFrames",
        f"A window (at most {MAX_WINDOW}) of a transcript's entries with the state after each, seen by the judge, a seat or a spectator",
        {**ok("The frames", "Frames"), **problems(400, 404, 408, 413, 422)},
        requestBody=body("TranscriptFramesBody", {"transcript": transcript, "start": 0, "count": 2, "perspective": ex["mover"]}),
        tags=["Verification"],
    )
    op(
        "/v1/matches/{match_id}/frames",
        "get",
        "matchFrames",
        "A window of a hosted match's entries with the state after each: the organizer sees any perspective, a seat its own or a spectator's",
        {**ok("The frames", "Frames"), **problems(401, 403, 404, 422, 429, 503)},
        parameters=[
            match_param,
            {"name": "start", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 0}},
            {"name": "count", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 1, "maximum": MAX_WINDOW}},
            {"name": "perspective", "in": "query", "required": False, "schema": {"type": "string"}, "description": "judge, spectator or a seat (default: the caller's own)"},
            {"name": "legal", "in": "query", "required": False, "schema": {"enum": ["true", "false"]}},
        ],
        security=[{"seatToken": []}],
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/disputes",
        "post",
        "settleMatchDispute",
        "The organizer's dispute on a hosted match, finished or in play: the same ruling as POST /v1/disputes",
        {
            "200": {"description": "The ruling", "content": {"application/json": {"schema": {"$ref": REF + "DisputeRuling"}}}},
            **problems(400, 401, 403, 404, 408, 413, 422, 429, 503),
        },
        parameters=[match_param],
        requestBody=body("MatchDisputeBody", {"at": 1, "claim": ex["illegal"]}),
        security=[{"seatToken": []}],
        tags=["Verification"],
    )
    op(
        "/v1/tournaments/{tournament}/matches",
        "get",
        "getTournamentMatches",
        "Every match of a tournament by round: table, players, version, whether it is over, who is to act, the result",
        {
            "200": {
                "description": "The rounds",
                "content": {"application/json": {"schema": {"$ref": REF + "TournamentRounds"}}},
            },
            **problems(401, 422, 429, 503),
        },
        parameters=[{"name": "tournament", "in": "path", "required": True, "schema": {"type": "string", "pattern": "^[A-Za-z0-9_.\\-]{1,64}$"}}],
        security=[{}, {"apiKey": []}],
        tags=["Tournaments"],
    )
