"""The OpenAPI 3.1 document of the REST API, built from the code and checked in as
``openapi/openapi.yaml`` (``adjudicator export-openapi`` writes it; a test fails when they differ).

Request bodies come from the same msgspec types the handlers decode (each game's state and action
schemas included); responses are described here, with one worked example per operation computed by
the engine from fixed seeds.  Path placeholders like ``{match_id}`` in examples are filled in by the
test that sends every example to the app.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, Rule, Violation
from adjudicator.registry import GAMES, get_game

from .console import spec as console
from .service import card_sets, disputes, matches, tournaments
from .service.requests import DeckBody, SetupBody, SnapshotBody, StoredSetupBody, decoders_for

REF = "#/components/schemas/"
GENERIC_BODIES = ("LegalActionsBody", "ViewBody", "AdjudicateBody", "ReplayBody", "ActionBody")
VERSION = "1.0.0"


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def prefix(game_id: str) -> str:
    return "".join(part.capitalize() for part in game_id.split("-"))


# -- schemas -----------------------------------------------------------------------------------------
def _components(types: list[Any], namespace: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """msgspec schemas of ``types`` under ``namespace.``, with readable names for generic bodies."""
    template = REF + namespace + ".{name}"
    outs, defs = msgspec.json.schema_components(types, ref_template=template)
    renames = {}
    for name in defs:
        for generic in GENERIC_BODIES:
            if name.startswith(generic + "_"):
                renames[name] = generic
    text = msgspec.json.encode([outs, defs]).decode()
    for old, new in renames.items():
        text = text.replace(f'{REF}{namespace}.{old}"', f'{REF}{namespace}.{new}"').replace(f'"{old}":', f'"{new}":')
    outs, defs = msgspec.json.decode(text)
    for new in renames.values():
        if new in defs:
            defs[new]["title"] = new
    return outs, {f"{namespace}.{name}": schema for name, schema in defs.items()}


def game_components() -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Every game's state, action and request-body schemas; and per game the refs to them."""
    components: dict[str, Any] = {}
    refs: dict[str, dict[str, Any]] = {}
    for game in GAMES.values():
        namespace = prefix(game.id)
        bodies = decoders_for(game).types
        action_body = matches.ActionBody[game.action_type]  # type: ignore[name-defined]
        outs, defs = _components(
            [game.state_type, game.action_type, bodies["legal_actions"], bodies["view"], bodies["adjudicate"], bodies["replay"], action_body,
             *([game.card_set_type] if game.card_set_type is not None else [])],  # <Game>.CardSet (docs/card-sets.md)
            namespace,
        )
        components.update(defs)
        components[f"{namespace}.Action"] = outs[1]
        refs[game.id] = {
            "state": outs[0],
            "action": ref(f"{namespace}.Action"),
            "legal_actions": outs[2],
            "view": outs[3],
            "adjudicate": outs[4],
            "replay": outs[5],
            "match_action": outs[6],
        }
    return components, refs


def shared_components() -> dict[str, Any]:
    types = [Violation, Rule, FieldError, SetupBody, StoredSetupBody, DeckBody, SnapshotBody, matches.CreateMatchBody, disputes.DisputeBody, tournaments.RoundBody, tournaments.DeckRegistration, card_sets.CardSetBody]
    _, defs = msgspec.json.schema_components(types, ref_template=REF + "{name}")
    defs["SnapshotBody"]["properties"]["state"] = {"type": "object", "description": "A state of the named game"}
    defs["CardSetBody"]["properties"]["card_set"] = {
        "description": "The card set: <Game>.CardSet of the named game (MasterOfWills.CardSet, MagicWands.CardSet, ForceOfWill.CardSet)",
        "oneOf": [ref(f"{prefix(game.id)}.CardSet") for game in GAMES.values() if game.card_set_type is not None],
    }
    defs["CardSetBody"]["properties"]["fowsim"] = {"type": "object", "description": "A fowsim card database (Force of Will only), instead of card_set"}
    if "Raw" in defs:
        del defs["Raw"]
    object_or_null = {"type": ["object", "null"]}
    defs.update(
        {
            "Problem": {
                "title": "Problem",
                "description": "RFC 9457 problem details; `errors` names each field by JSON Pointer.",
                "type": "object",
                "required": ["type", "title", "status", "detail", "errors"],
                "properties": {
                    "type": {"type": "string", "pattern": "^(urn:adjudicator:problem:|about:blank)"},
                    "title": {"type": "string"},
                    "status": {"type": "integer", "minimum": 400, "maximum": 599},
                    "detail": {"type": "string"},
                    "errors": {"type": "array", "items": ref("FieldError")},
                    "violation": ref("Violation"),
                    "version": {"type": "integer"},
                    "limit": {"type": "integer"},
                },
            },
            "Result": {
                "type": "object",
                "required": ["winners", "scores"],
                "properties": {
                    "winners": {"type": "array", "items": {"type": "string"}},
                    "scores": {"type": "object", "additionalProperties": {"type": "integer"}},
                    "reason": {"type": "string"},
                },
            },
            "CommonState": {
                "title": "CommonState",
                "description": "The fields every state and view has; the game-specific fields sit beside them. In a view, each card the viewer may not see is {\"hidden\": true}.",
                "type": "object",
                "required": ["game", "variant", "seq", "players", "to_act", "phase", "over", "result"],
                "properties": {
                    "game": {"type": "string"},
                    "variant": {"type": "string"},
                    "seq": {"type": "integer", "minimum": 0},
                    "players": {"type": "array", "items": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}},
                    "to_act": {"type": "array", "items": {"type": "string"}},
                    "phase": {"type": "string"},
                    "over": {"type": "boolean"},
                    "result": {"anyOf": [ref("Result"), {"type": "null"}]},
                },
            },
            "Event": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}},
            "Variant": {
                "type": "object",
                "required": ["id", "players"],
                "properties": {
                    "id": {"type": "string"},
                    "players": {"type": "object", "required": ["min", "max"], "properties": {"min": {"type": "integer"}, "max": {"type": "integer"}}},
                    "description": {"type": "string"},
                },
            },
            "GameEntry": {
                "type": "object",
                "required": ["id", "name", "rules_version", "variants"],
                "properties": {
                    "id": {"type": "string"},
                    "name": {"type": "string"},
                    "rules_version": {"type": "string"},
                    "variants": {"type": "array", "items": ref("Variant")},
                    "rules": {"type": "array", "items": ref("Rule")},
                },
            },
            "Digest": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$"},
            "LogEntry": {
                "type": "object",
                "required": ["seq", "player", "action", "digest", "prev", "hash", "events"],
                "properties": {
                    "seq": {"type": "integer", "minimum": 1},
                    "player": {"type": "string"},
                    "action": {"type": "object"},
                    "digest": ref("Digest"),
                    "prev": ref("Digest"),
                    "hash": ref("Digest"),
                    "events": {"type": "array", "items": ref("Event")},
                },
            },
            "Match": {
                "type": "object",
                "required": ["id", "game", "version", "seat", "seed_commitment", "over", "state"],
                "properties": {
                    "id": {"type": "string"},
                    "game": {"type": "string"},
                    "version": {"type": "integer"},
                    "seat": {"type": "string", "description": "the caller's seat, or `organizer`"},
                    "seed_commitment": ref("Digest"),
                    "over": {"type": "boolean"},
                    "result": {"anyOf": [ref("Result"), {"type": "null"}]},
                    "state": ref("CommonState"),
                },
            },
            "MatchCreated": {
                "type": "object",
                "required": ["id", "game", "version", "seats", "organizer_token", "seed_commitment", "genesis"],
                "properties": {
                    "id": {"type": "string"},
                    "game": {"type": "string"},
                    "version": {"const": 0},
                    "seats": {"type": "object", "additionalProperties": {"type": "object", "required": ["token"], "properties": {"token": {"type": "string"}}}},
                    "organizer_token": {"type": "string"},
                    "seed_commitment": ref("Digest"),
                    "genesis": ref("Digest"),
                },
            },
            "ActionAccepted": {
                "type": "object",
                "required": ["version", "seq", "digest", "state", "events", "over", "seed_commitment"],
                "properties": {
                    "version": {"type": "integer"},
                    "seq": {"type": "integer"},
                    "digest": ref("Digest"),
                    "state": ref("CommonState"),
                    "events": {"type": "array", "items": ref("Event")},
                    "over": {"type": "boolean"},
                    "result": {"anyOf": [ref("Result"), {"type": "null"}]},
                    "seed_commitment": ref("Digest"),
                },
            },
            "Signature": {
                "type": "object",
                "required": ["alg", "key_id", "public_key", "value"],
                "properties": {"alg": {"const": "Ed25519"}, "key_id": {"type": "string"}, "public_key": {"type": "string"}, "value": {"type": "string"}},
            },
            "SignedResult": {
                "type": "object",
                "required": ["match", "over", "result", "seed", "seed_commitment", "transcript", "signature", "transcript_hash"],
                "properties": {
                    "match": {"type": "string"},
                    "over": {"const": True},
                    "result": ref("Result"),
                    "seed": {"type": "string"},
                    "salt": {"type": "string", "description": "the 128-bit salt drawn by the service (hex); the match was dealt from `<salt>:<seed>`, committed as sha256 of it"},
                    "seed_commitment": ref("Digest"),
                    "transcript": {"type": "object", "required": ["format", "entries", "result"]},
                    "signature": ref("Signature"),
                    "transcript_hash": ref("Digest"),
                },
            },
            "ObjectOrNull": object_or_null,
        }
    )
    return defs


# -- operations --------------------------------------------------------------------------------------
def problem_responses(*statuses: int) -> dict[str, Any]:
    texts = {
        400: "Malformed JSON",
        401: "No valid token or API key",
        403: "The token may not do this",
        404: "Unknown game, match or snapshot",
        405: "Method not allowed",
        408: "The body was not sent in time",
        409: "Version conflict, or not yet available",
        413: "Body too large",
        415: "The body is not JSON (send application/json)",
        422: "Invalid input (each field named by JSON Pointer), or an illegal action in a hosted match",
        429: "Too many requests (see Retry-After)",
        503: "The store is unreachable (see Retry-After)",
    }
    return {
        str(status): {"description": texts[status], "content": {"application/problem+json": {"schema": ref("Problem")}}}
        for status in statuses
    }


def json_response(description: str, schema: dict[str, Any], example: Any = None) -> dict[str, Any]:
    content: dict[str, Any] = {"schema": schema}
    if example is not None:
        content["example"] = example
    return {"description": description, "content": {"application/json": content}}


def body(schema: dict[str, Any], example: Any) -> dict[str, Any]:
    return {"required": True, "content": {"application/json": {"schema": schema, "example": example}}}


def one_of(refs: dict[str, dict[str, Any]], key: str) -> dict[str, Any]:
    return {"oneOf": [r[key] for r in refs.values()]}


GAME_PARAM = {"name": "game", "in": "path", "required": True, "schema": {"type": "string", "enum": sorted(GAMES)}}
MATCH_PARAM = {"name": "match_id", "in": "path", "required": True, "schema": {"type": "string"}}
TOKEN: list[dict[str, list[str]]] = [{"seatToken": []}]
BODY_ERRORS = (400, 404, 408, 413, 415, 422)
PREFER = {
    "name": "Prefer",
    "in": "header",
    "required": False,
    "description": "`return=minimal` (RFC 7240): answer without the state (`Preference-Applied: return=minimal` says so); with `store`, a chain of calls passes snapshot ids only",
    "schema": {"type": "string"},
    "example": "return=minimal",
}
SNAPSHOT = {"type": "string", "description": "The id of the snapshot the resulting state was kept as (equal to `digest`); only with `\"store\": true`"}


@functools.cache
def examples() -> dict[str, Any]:
    """Worked examples from the Magic Wands engine (fixed seed)."""
    game = get_game("magic-wands")
    setup: dict[str, Any] = {"players": ["ann", "bob"], "seed": "openapi-example"}
    state = game.setup(None, setup["players"], setup["seed"])
    action = game.legal_actions(state)[0]
    after = game.adjudicate(state, action)
    follow = game.legal_actions(after.state)[0]
    state_json = msgspec.to_builtins(state)
    mover = state.to_act[0]
    other = next(p.id for p in state.players if p.id != mover)
    return {
        "setup": setup,
        "state": state_json,
        "digest": digest_bytes(canonical_json(state)),
        "action": msgspec.to_builtins(action),
        "follow": msgspec.to_builtins(follow),
        "after": msgspec.to_builtins(after.state),
        "after_digest": digest_bytes(canonical_json(after.state)),
        "events": msgspec.to_builtins(after.events),
        "mover": mover,
        "other": other,
        "view": game.view(state, mover),
        "illegal": {**msgspec.to_builtins(action), "player": other},
        "violation": msgspec.to_builtins(game.verify(state, type(action)(**{**msgspec.structs.asdict(action), "player": other}))),
    }


def operations(refs: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    ex = examples()
    paths: dict[str, dict[str, Any]] = {}

    def op(path: str, method: str, operation_id: str, summary: str, responses: dict[str, Any], **extra: Any) -> None:
        entry = {"operationId": operation_id, "summary": summary, "responses": responses, **extra}
        paths.setdefault(path, {})[method] = entry

    state_response = {"type": "object", "required": ["digest"], "properties": {"state": one_of(refs, "state"), "digest": ref("Digest"), "snapshot": SNAPSHOT}}
    op("/healthz", "get", "healthz", "Liveness: the process serves", {"200": json_response("Serving", {"type": "object", "required": ["status"], "properties": {"status": {"const": "ok"}}}, {"status": "ok"})}, tags=["Operations"])
    op(
        "/readyz",
        "get",
        "readyz",
        "Readiness: the store answers",
        {
            "200": json_response("Ready", {"type": "object", "required": ["status", "store"], "properties": {"status": {"const": "ready"}, "store": {"type": "string"}}}, {"status": "ready", "store": "memory"}),
            "503": json_response("The store does not answer", {"type": "object", "properties": {"status": {"const": "unavailable"}, "store": {"type": "string"}}}),
        },
        tags=["Operations"],
    )
    op(
        "/v1/echo",
        "post",
        "echo",
        "Diagnostics: the JSON body decoded and encoded back (the ceiling of the stack in the benchmarks)",
        {"200": json_response("The same JSON", {}, {"hello": "world"}), **problem_responses(400, 408, 413, 415, 422)},
        requestBody=body({}, {"hello": "world"}),
        tags=["Operations"],
    )
    op("/openapi.json", "get", "openapi", "This document, as JSON", {"200": json_response("The OpenAPI document", {"type": "object"})}, tags=["Operations"])
    op(
        "/v1/games",
        "get",
        "listGames",
        "The games, their rules versions and variants",
        {"200": json_response("The catalogue", {"type": "object", "required": ["games"], "properties": {"games": {"type": "array", "items": ref("GameEntry")}}})},
        tags=["Catalogue"],
    )
    op(
        "/v1/games/{game}",
        "get",
        "getGame",
        "One game with its rule catalogue (code, section, summary of every rule)",
        {"200": json_response("The game", ref("GameEntry")), **problem_responses(404)},
        parameters=[GAME_PARAM],
        tags=["Catalogue"],
    )
    op(
        "/v1/games/{game}/cards",
        "get",
        "getCards",
        "The reference card set, each card with its provenance",
        {"200": json_response("The card set", {"type": "object", "required": ["card_set"], "properties": {"card_set": {"type": "object", "required": ["id", "cards"]}}}), **problem_responses(404)},
        parameters=[GAME_PARAM],
        tags=["Catalogue"],
    )
    op(
        "/v1/games/{game}/setup",
        "post",
        "setup",
        "The initial state from players, seed, variant and options; the same body always gives the same state",
        {"200": json_response("The state and its digest", state_response, {"state": ex["state"], "digest": ex["digest"]}), **problem_responses(*BODY_ERRORS)},
        parameters=[GAME_PARAM, PREFER],
        requestBody=body(ref("StoredSetupBody"), ex["setup"]),
        tags=["Stateless adjudication"],
    )
    op(
        "/v1/games/{game}/legal-actions",
        "post",
        "legalActions",
        "Every action a player (or anyone) may take now; each can be posted back unchanged",
        {"200": json_response("The actions", {"type": "object", "required": ["actions"], "properties": {"actions": {"type": "array", "items": one_of(refs, "action")}}}), **problem_responses(*BODY_ERRORS)},
        parameters=[GAME_PARAM],
        requestBody=body(one_of(refs, "legal_actions"), {"state": ex["state"], "player": ex["mover"]}),
        tags=["Stateless adjudication"],
    )
    valid = {"type": "object", "required": ["valid", "digest", "events"], "properties": {"valid": {"const": True}, "state": one_of(refs, "state"), "digest": ref("Digest"), "snapshot": SNAPSHOT, "events": {"type": "array", "items": ref("Event")}}}
    invalid = {"type": "object", "required": ["valid", "violation"], "properties": {"valid": {"const": False}, "violation": ref("Violation"), "failed_at": {"type": "integer"}}}
    op(
        "/v1/games/{game}/adjudicate",
        "post",
        "adjudicate",
        "Verify then apply one action (`action`) or several, all or none (`actions`); an illegal action is a 200 ruling",
        {"200": json_response("The next state, or the violation", {"oneOf": [valid, invalid]}, {"valid": True, "state": ex["after"], "digest": ex["after_digest"], "events": ex["events"]}), **problem_responses(*BODY_ERRORS)},
        parameters=[GAME_PARAM, PREFER],
        requestBody=body(one_of(refs, "adjudicate"), {"state": ex["state"], "action": ex["action"]}),
        tags=["Stateless adjudication"],
    )
    op(
        "/v1/games/{game}/view",
        "post",
        "view",
        "A state as one player (or a spectator) may see it: hidden cards as {\"hidden\": true}, no generator",
        {"200": json_response("The view", {"type": "object", "required": ["view"], "properties": {"view": ref("CommonState")}}, {"view": ex["view"]}), **problem_responses(*BODY_ERRORS)},
        parameters=[GAME_PARAM],
        requestBody=body(one_of(refs, "view"), {"state": ex["state"], "player": ex["mover"]}),
        tags=["Stateless adjudication"],
    )
    replay_schema = {
        "type": "object",
        "required": ["valid", "applied", "digest"],
        "properties": {"valid": {"type": "boolean"}, "applied": {"type": "integer"}, "state": one_of(refs, "state"), "digest": ref("Digest"), "snapshot": SNAPSHOT, "violation": ref("Violation"), "failed_at": {"type": "integer"}},
    }
    op(
        "/v1/games/{game}/replay",
        "post",
        "replay",
        "Set up and apply a list of actions; stops at the first illegal one",
        {"200": json_response("The state reached", replay_schema), **problem_responses(*BODY_ERRORS)},
        parameters=[GAME_PARAM, PREFER],
        requestBody=body(one_of(refs, "replay"), {"setup": ex["setup"], "actions": [ex["action"], ex["follow"]]}),
        tags=["Stateless adjudication"],
    )
    op(
        "/v1/games/{game}/decks/validate",
        "post",
        "validateDeck",
        "Every problem of a deck at once, each a Violation (422 for a game without decks)",
        {"200": json_response("The verdict", {"type": "object", "required": ["valid", "problems"], "properties": {"valid": {"type": "boolean"}, "problems": {"type": "array", "items": ref("Violation")}}}), **problem_responses(*BODY_ERRORS)},
        parameters=[GAME_PARAM],
        requestBody=body(ref("DeckBody"), {"deck": []}),
        tags=["Stateless adjudication"],
    )
    op(
        "/v1/snapshots",
        "post",
        "createSnapshot",
        "Store a state; its id is its digest; usable as `snapshot` wherever a state is accepted",
        {
            "201": json_response("Stored", {"type": "object", "required": ["id", "expires_in"], "properties": {"id": ref("Digest"), "expires_in": {"type": "integer"}}}, {"id": ex["digest"], "expires_in": 86400}),
            **problem_responses(*BODY_ERRORS, 503),
        },
        requestBody=body(ref("SnapshotBody"), {"game": "magic-wands", "state": ex["state"]}),
        tags=["Snapshots"],
    )
    op(
        "/v1/snapshots/{snapshot_id}",
        "get",
        "getSnapshot",
        "A stored state (404 when unknown or expired)",
        {"200": json_response("The snapshot", {"type": "object", "required": ["game", "state"], "properties": {"game": {"type": "string"}, "state": one_of(refs, "state")}}), **problem_responses(404, 503)},
        parameters=[{"name": "snapshot_id", "in": "path", "required": True, "schema": {"type": "string"}, "example": ex["digest"]}],
        tags=["Snapshots"],
    )
    card_set_answer = {"type": "object", "required": ["id", "game", "summary", "problems"], "properties": {
        "id": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$"}, "game": {"type": "string"}, "summary": {"type": "object"},
        "problems": {"type": "array", "items": ref("FieldError")}}}
    op(
        "/v1/card-sets",
        "post",
        "createCardSet",
        "Validate a card set (or a fowsim database for Force of Will) and store it under its digest; 422 names every problem",
        {"201": json_response("Stored", card_set_answer), **problem_responses(*BODY_ERRORS, 503)},
        requestBody=body(ref("CardSetBody"), {"game": "magic-wands", "card_set": get_game("magic-wands").card_set()}),
        tags=["Card sets"],
    )
    op(
        "/v1/card-sets/{card_set_id}",
        "get",
        "getCardSet",
        "A stored card set (404 when unknown)",
        {"200": json_response("The card set", {"type": "object", "required": ["id", "game", "card_set"], "properties": {
            "id": {"type": "string"}, "game": {"type": "string"}, "card_set": {"type": "object"}}}), **problem_responses(404, 422, 503)},
        parameters=[{"name": "card_set_id", "in": "path", "required": True, "schema": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$"}}],
        tags=["Card sets"],
    )
    op(
        "/v1/matches",
        "post",
        "createMatch",
        "Host a match: one secret token per seat and one for the organizer (shown once), and the seed commitment",
        {"201": json_response("Created", ref("MatchCreated")), **problem_responses(*BODY_ERRORS, 401, 503)},
        requestBody=body(ref("CreateMatchBody"), {"game": "magic-wands", "players": ["ann", "bob"]}),
        security=[{}, {"apiKey": []}],
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}",
        "get",
        "getMatch",
        "The match as the caller may see it: a seat gets its view, the organizer the full state",
        {"200": json_response("The match", ref("Match")), **problem_responses(401, 404, 503)},
        parameters=[MATCH_PARAM],
        security=TOKEN,
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/actions",
        "post",
        "postMatchAction",
        "Act for the token's seat; `expected_version` guards against races; `Idempotency-Key` makes retries safe",
        {"200": json_response("Accepted: the new version and the seat's view", ref("ActionAccepted")), **problem_responses(*BODY_ERRORS, 401, 403, 409, 429, 503)},
        parameters=[MATCH_PARAM, {"name": "Idempotency-Key", "in": "header", "required": False, "schema": {"type": "string", "pattern": "^[\\x21-\\x7e]{1,200}$"}}],
        requestBody=body(one_of(refs, "match_action"), {"action": ex["action"], "expected_version": 0}),
        security=TOKEN,
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/log",
        "get",
        "getMatchLog",
        "The hash-chained action log, redacted for the caller (`since`: skip that many entries)",
        {
            "200": json_response("The log", {"type": "object", "required": ["id", "genesis", "version", "entries"], "properties": {"id": {"type": "string"}, "genesis": ref("Digest"), "version": {"type": "integer"}, "entries": {"type": "array", "items": ref("LogEntry")}}}),
            **problem_responses(401, 404, 422, 503),
        },
        parameters=[MATCH_PARAM, {"name": "since", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 0}}],
        security=TOKEN,
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/events",
        "get",
        "getMatchEvents",
        "Server-sent events: `state` (the caller's view now), then one `update` per accepted action",
        {"200": {"description": "An event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}}, **problem_responses(401, 404, 503)},
        parameters=[MATCH_PARAM],
        security=TOKEN,
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/result",
        "get",
        "getMatchResult",
        "Once over: the result, the revealed seed and the transcript signed with the service's Ed25519 key",
        {"200": json_response("The signed result", ref("SignedResult")), **problem_responses(401, 404, 409, 503)},
        parameters=[MATCH_PARAM],
        security=TOKEN,
        tags=["Verification"],
    )
    op(
        "/v1/keys",
        "get",
        "getKeys",
        "The public keys that sign transcripts (the current one first, earlier ones after a rotation)",
        {"200": json_response("The keys", {"type": "object", "required": ["keys"], "properties": {"keys": {"type": "array", "items": {"type": "object", "required": ["id", "alg", "public_key", "current"]}}}})},
        tags=["Verification"],
    )
    op(
        "/v1/disputes",
        "post",
        "settleDispute",
        "Was a claimed action legal at a point of a match? The rule, the legal alternatives, the state before and after",
        {
            "200": json_response(
                "The ruling",
                {"type": "object", "required": ["at", "legal", "violation", "before", "after", "legal_alternatives"], "properties": {"at": {"type": "integer"}, "legal": {"type": "boolean"}, "violation": {"anyOf": [ref("Violation"), {"type": "null"}]}, "before": {"type": "object"}, "after": ref("ObjectOrNull"), "legal_alternatives": {"type": "array"}}},
            ),
            **problem_responses(*BODY_ERRORS),
        },
        requestBody=body(ref("DisputeBody"), {"setup": {"game": "magic-wands", **ex["setup"]}, "actions": [ex["action"]], "at": 1, "claim": ex["illegal"]}),
        tags=["Verification"],
    )
    tournament_param = {"name": "tournament", "in": "path", "required": True, "schema": {"type": "string", "pattern": "^[A-Za-z0-9_.\\-]{1,64}$"}}
    op(
        "/v1/tournaments/{tournament}/rounds/{round}/matches",
        "post",
        "createRound",
        "Create every match of a round from a pairing list (registered decks are used and enforced)",
        {"201": json_response("The matches with their tokens", {"type": "object", "required": ["tournament", "round", "matches"], "properties": {"tournament": {"type": "string"}, "round": {"type": "integer"}, "matches": {"type": "array", "items": ref("MatchCreated")}}}), **problem_responses(*BODY_ERRORS, 401, 503)},
        parameters=[tournament_param, {"name": "round", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1, "maximum": 10000}}],
        requestBody=body(ref("RoundBody"), {"game": "magic-wands", "pairings": [{"table": 1, "players": ["ann", "bob"]}]}),
        security=[{}, {"apiKey": []}],
        tags=["Tournaments"],
    )
    op(
        "/v1/tournaments/{tournament}/decks",
        "post",
        "registerDeck",
        "Validate a player's deck and lock it for the event",
        {
            "201": json_response("Registered", {"type": "object", "required": ["registered", "valid", "problems"]}),
            "200": json_response("Not registered: the deck has problems", {"type": "object", "required": ["registered", "valid", "problems"]}),
            **problem_responses(*BODY_ERRORS, 401, 409, 503),
        },
        parameters=[tournament_param],
        requestBody=body(ref("DeckRegistration"), {"game": "magic-wands", "player": "ann", "deck": []}),
        security=[{}, {"apiKey": []}],
        tags=["Tournaments"],
    )
    op(
        "/v1/tournaments/{tournament}/results",
        "get",
        "getTournamentResults",
        "Every finished match of the event with players, scores, winners and transcript hash (JSON, or CSV with format=csv)",
        {
            "200": {
                "description": "The results",
                "content": {
                    "application/json": {"schema": {"type": "object", "required": ["tournament", "matches"], "properties": {"tournament": {"type": "string"}, "matches": {"type": "array"}}}},
                    "text/csv": {"schema": {"type": "string"}},
                },
            },
            **problem_responses(401, 422, 503),
        },
        parameters=[tournament_param, {"name": "format", "in": "query", "required": False, "schema": {"enum": ["json", "csv"]}}],
        security=[{}, {"apiKey": []}],
        tags=["Tournaments"],
    )
    console.operations(op, problem_responses, ex)
    return paths


@functools.cache
def document() -> dict[str, Any]:
    game_defs, refs = game_components()
    components = {**shared_components(), **console.schemas(), **game_defs}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Adjudicator",
            "version": VERSION,
            "summary": "A referee for tabletop card games",
            "description": "Give it a state and a proposed action; it answers with the validated next state, or with the rule the action breaks. Every error is application/problem+json (RFC 9457).",
        },
        "servers": [{"url": "http://127.0.0.1:8000"}],
        "paths": operations(refs),
        "components": {
            "schemas": dict(sorted(components.items())),
            "securitySchemes": {
                "seatToken": {"type": "http", "scheme": "bearer", "description": "A seat token or the organizer token of the match"},
                "apiKey": {"type": "apiKey", "in": "header", "name": "X-API-Key", "description": "An organizer API key (required when configured)"},
            },
        },
    }


def document_yaml() -> str:
    import yaml  # type: ignore[import-untyped,unused-ignore]

    return str(yaml.safe_dump(document(), sort_keys=False, allow_unicode=True, width=120))


def route_templates(path: str) -> str:
    return re.sub(r"\{([^}:]+)(:[^}]*)?\}", r"{\1}", path)
