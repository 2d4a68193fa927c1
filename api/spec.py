"""The OpenAPI 3.1 document of the REST API, built from the code and checked in as
``openapi/openapi.yaml`` (``adjudicator export-openapi`` writes it; a test fails when they differ).

Written for client generators (openapi-python-client, openapi-typescript; CI builds both):

- Every operation whose body or answer depends on the game is documented once per game, under the
  game's own path (``/v1/games/magic-wands/adjudicate``, operation ``magicWandsAdjudicate``), with that
  game's schemas.  The service routes them all through ``/v1/games/{game}/...``.
- Component names are unique and each schema's ``title`` is its component name: a game's schemas are
  prefixed with the game (``MagicWandsState``, ``ForceOfWillStateActivate``).
- Request bodies come from the msgspec types the handlers decode; answers are closed objects described
  here; every status an operation can answer is listed, with ``Retry-After`` where it is sent.
- Each operation has an example computed by the engine from fixed seeds; a test sends every example to
  the app and validates every example against its schema.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Union

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, Rule, Violation
from adjudicator.core.events import HiddenCard, seen_action_union, seen_types, seen_union
from adjudicator.core.views import or_hidden_card, view_type
from adjudicator.registry import GAMES, get_game

from .console import spec as console
from .console.boards import BOARD_TYPES
from .service import card_sets, disputes, matches, tournaments
from .service.requests import DeckBody, SetupBody, SnapshotBody, StoredSetupBody, decoders_for

REF = "#/components/schemas/"
GENERIC_BODIES = ("LegalActionsBody", "ViewBody", "AdjudicateBody", "ReplayBody", "ActionBody")
VERSION = "1.3.0"
GAME_ORDER = ("magic-wands", "master-of-wills", "force-of-will")


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def prefix(game_id: str) -> str:
    return "".join(part.capitalize() for part in game_id.split("-"))


def camel(game_id: str) -> str:
    name = prefix(game_id)
    return name[0].lower() + name[1:]


def games() -> list[str]:
    return [g for g in GAME_ORDER if g in GAMES] + sorted(set(GAMES) - set(GAME_ORDER))


# -- schemas -----------------------------------------------------------------------------------------
def _short_name(name: str) -> str:
    """A msgspec component name made fit for a class name: generic bodies by their base name, a name
    msgspec qualified with its module (two types of one name) by its module and name."""
    for generic in GENERIC_BODIES:
        if name.startswith(generic + "_"):
            return generic
    if "." in name:
        module, base = name.split(".")[-2:]
        return "".join(part.capitalize() for part in module.split("_")) + base
    return name


def _rewrite_refs(node: Any, names: dict[str, str]) -> Any:
    if isinstance(node, dict):
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith(REF):
                out[key] = REF + names.get(value[len(REF) :], value[len(REF) :])  # a shared one (HiddenCard) as is
            elif key == "mapping" and isinstance(value, dict):
                out[key] = {tag: REF + names[target[len(REF) :]] for tag, target in value.items()}
            else:
                out[key] = _rewrite_refs(value, names)
        return out
    if isinstance(node, list | tuple):
        return [_rewrite_refs(item, names) for item in node]
    return node


def _tuples_for_generators(node: Any) -> Any:
    """A fixed-length tuple as generators read it: msgspec writes ``prefixItems`` with ``items: false``;
    ``items`` becomes the union of the prefix's schemas (the same meaning: ``maxItems`` is the prefix's
    length, so ``items`` never applies), which openapi-python-client and openapi-typescript accept."""
    if isinstance(node, dict):
        out = {key: _tuples_for_generators(value) for key, value in node.items()}
        if "prefixItems" in out and out.get("items") is False:
            kinds: list[Any] = []
            for item in out["prefixItems"]:
                if item not in kinds:
                    kinds.append(item)
            out["items"] = kinds[0] if len(kinds) == 1 else {"anyOf": kinds}
        return out
    if isinstance(node, list | tuple):
        return [_tuples_for_generators(item) for item in node]
    return node


def _literal_booleans(node: Any) -> Any:
    """msgspec writes ``Literal[True]`` as ``enum: [true]``, which openapi-python-client refuses; the same
    meaning as ``type: boolean, const: true``, which it reads."""
    if isinstance(node, dict):
        if set(node) == {"enum"} and len(node["enum"]) == 1 and isinstance(node["enum"][0], bool):
            return {"type": "boolean", "const": node["enum"][0]}
        return {key: _literal_booleans(value) for key, value in node.items()}
    if isinstance(node, list | tuple):
        return [_literal_booleans(item) for item in node]
    return node


def _close(schema: dict[str, Any]) -> dict[str, Any]:
    """A struct's schema as generators read it: ``additionalProperties: false`` (msgspec structs
    forbid unknown fields; the service never answers fields it does not list)."""
    if schema.get("type") == "object" and "properties" in schema and "additionalProperties" not in schema:
        schema["additionalProperties"] = False
    return schema


def _components(types: list[Any], namespace: str, shared: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    """msgspec schemas of ``types``, each named ``<namespace><Name>`` unless it is a shared schema."""
    # A view type marks where a HiddenCard may stand (adjudicator.core.views): anyOf [that schema, HiddenCard].
    outs, defs = or_hidden_card(_literal_booleans(_tuples_for_generators(msgspec.json.schema_components(types, ref_template=REF + "{name}"))), ref("HiddenCard"))
    names: dict[str, str] = {}
    for name, schema in defs.items():
        short = _short_name(name)
        if shared.get(short) == _close(dict(schema)):
            names[name] = short
        else:  # a type already named for its game (api.console.boards) keeps its name
            names[name] = short if short.startswith(namespace) else namespace + short
    outs = _rewrite_refs(outs, names)
    renamed: dict[str, Any] = {}
    for name, schema in defs.items():
        new = names[name]
        if new in shared:
            continue
        renamed[new] = _close({**_rewrite_refs(schema, names), "title": new})
    return outs, renamed


def game_components(shared: dict[str, Any]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Every game's state, action and request-body schemas; and per game the refs to them."""
    components: dict[str, Any] = {}
    refs: dict[str, dict[str, Any]] = {}
    for game_id in games():
        game = GAMES[game_id]
        namespace = prefix(game.id)
        bodies = decoders_for(game).types
        types = [game.state_type, game.action_type, bodies["legal_actions"], bodies["view"], bodies["adjudicate"], bodies["replay"]]
        # The game's events as a tagged union, where the engine declares them as structs (Game.event_types).
        event_types = tuple(getattr(game, "event_types", ()))
        if event_types:
            types.append(Union[event_types])  # noqa: UP007 -- a runtime union of the game's event structs
            # What a reader of a hosted match receives: each event with its private keys typed as read by
            # someone outside its audience too (adjudicator.core.events.seen_type, from the same declaration
            # the redaction follows).
            types.append(seen_union(event_types))
        if game.card_set_type is not None:
            types.append(game.card_set_type)  # <Game>CardSet (docs/card-sets.md)
        # The game's actions as a match log shows them to any reader: each key an action class declares
        # ``private`` admits a HiddenCard too (adjudicator.core.events.seen_action_type).
        types.append(seen_action_union(game.action_type))
        # The state as a view shows it (<Game>View), derived from the state's structs (adjudicator.core.views),
        # and the figures the console draws beside it (<Game>Board).
        board_type = BOARD_TYPES.get(game.id)
        extra = [view_type(game.state_type, "View"), *([board_type] if board_type is not None else [])]
        outs, defs = _components([*types, *extra], namespace, shared)
        view, board = outs[len(types)], (outs[len(types) + 1] if board_type is not None else FREE)
        outs = outs[: len(types)]
        components.update(defs)
        action = outs[1]
        if "$ref" not in action:
            components[f"{namespace}Action"] = {"title": f"{namespace}Action", "description": f"Any {game.name} action", **action}
            action = ref(f"{namespace}Action")
        # A game that declares no event structs: open events (every game declares them today).
        event: dict[str, Any] = {"type": "object", "required": ["type"], "properties": {"type": STRING}, "additionalProperties": True}
        seen = event
        if event_types:
            event = outs[6]
            if "$ref" not in event:
                components[f"{namespace}Event"] = {"title": f"{namespace}Event", "description": f"Any {game.name} event, tagged by `type`", **event}
                event = ref(f"{namespace}Event")
            seen = event if seen_types(event_types) == event_types else outs[7]  # nothing private: the same union
            if "$ref" not in seen:
                components[f"{namespace}SeenEvent"] = {
                    "title": f"{namespace}SeenEvent",
                    "description": (
                        f"Any {game.name} event as a reader of a hosted match receives it, tagged by `type`: where the "
                        "event names a card only some seats may read, everyone else reads a HiddenCard in its place"
                    ),
                    **seen,
                }
                seen = ref(f"{namespace}SeenEvent")
        seen_action = outs[-1]
        if seen_action == action or seen_action == outs[1]:
            seen_action = action  # nothing private: the log shows every action as it was sent
        elif "$ref" not in seen_action:
            components[f"{namespace}SeenAction"] = {
                "title": f"{namespace}SeenAction",
                "description": (
                    f"Any {game.name} action as a match log shows it to a reader, tagged by `type`: a card the action "
                    "names that the reader may not see reads as a HiddenCard"
                ),
                **seen_action,
            }
            seen_action = ref(f"{namespace}SeenAction")
        refs[game.id] = {
            "event": event,
            "seen_action": seen_action,
            "seen_event": seen,
            "state": outs[0],
            "action": action,
            "legal_actions": outs[2],
            "view": outs[3],
            "adjudicate": outs[4],
            "replay": outs[5],
            "view_state": view,
            "board": board,
        }
    return components, refs


def obj(properties: dict[str, Any], required: list[str] | None = None, description: str = "", title: str = "") -> dict[str, Any]:
    schema: dict[str, Any] = {}
    if title:
        schema["title"] = title
    if description:
        schema["description"] = description
    schema.update({"type": "object", "required": list(properties) if required is None else required, "properties": properties, "additionalProperties": False})
    return schema


def array(items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items}


def nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


STRING = {"type": "string"}
INTEGER = {"type": "integer"}
BOOLEAN = {"type": "boolean"}
FREE = {"type": "object", "additionalProperties": True, "description": "Free-form JSON object"}
SENT_BACK = (
    "A transcript as `GET /v1/matches/{id}/result` gives it (a SignedResult) or its `transcript` part (a Transcript, "
    "one schema per game). Left open on purpose: a damaged or altered transcript is what a judge examines, so any object "
    "is accepted and its faults are reported (a failed check, a 422 naming the field, a frame `stopped`), never refused by "
    "shape; and typed here, the per-game unions it holds made schemathesis' coverage phase run past its time limit."
)
LOG_ENTRY = {"seq": {"type": "integer", "minimum": 1}, "player": STRING, "digest": ref("Digest"), "prev": ref("Digest"), "hash": ref("Digest")}  # and the game's `action`


def tagged(title: str, description: str, tag: str, members: dict[str, str]) -> dict[str, Any]:
    """The components ``members`` (by the value of their ``tag`` member) as one schema: exactly one applies."""
    return {
        "title": title,
        "description": description,
        "oneOf": [ref(member) for member in members.values()],
        "discriminator": {"propertyName": tag, "mapping": {value: REF + member for value, member in members.items()}},
    }


def by_game(name: str, description: str) -> dict[str, Any]:
    """``<Game><name>`` of every game as one schema: exactly one applies, told by its ``game`` member."""
    members = {game_id: f"{prefix(game_id)}{name}" for game_id in games()}
    return tagged(name, description + " One schema per game, told apart by `game` (the match's game).", "game", members)


def hosted_components(refs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The answers of a hosted match that carry events, per game, closed: the action's answer, the log and
    the stream's updates, their events each of the game's SeenEvent union (what a seat, or the organizer,
    receives)."""
    out: dict[str, Any] = {}
    for game_id in games():
        p, name = prefix(game_id), GAMES[game_id].name
        game = {"type": "string", "const": game_id, "description": "The match's game"}
        events = array(refs[game_id]["seen_event"])
        view = refs[game_id]["view_state"]
        # What the organizer reads is the full state (the generator too); a seat reads its view. Exactly one
        # applies: a view never carries `rng`, a full state always does.
        state_or_view = {
            "oneOf": [refs[game_id]["state"], view],
            "description": f"The caller's view ({p}View), or for the organizer the full state ({p}State)",
        }
        out[f"{p}Match"] = obj(
            {
                "id": STRING,
                "game": game,
                "version": INTEGER,
                "seat": {"type": "string", "description": "the caller's seat, or `organizer`"},
                "seed_commitment": ref("Digest"),
                "over": BOOLEAN,
                "result": nullable(ref("Result")),
                "state": state_or_view,
                "certificate": {**ref("Certificate"), "description": "The organizer's GET only: the full state's certificate"},
            },
            ["id", "game", "version", "seat", "seed_commitment", "over", "result", "state"],
            title=f"{p}Match",
            description=f"A {name} match as the caller may see it",
        )
        out[f"{p}LogEntry"] = obj({**LOG_ENTRY, "action": refs[game_id]["seen_action"], "events": events}, title=f"{p}LogEntry", description=f"One accepted action of a {name} match, redacted for the reader")
        out[f"{p}MatchLog"] = obj(
            {"game": game, "id": STRING, "genesis": ref("Digest"), "version": INTEGER, "entries": array(ref(f"{p}LogEntry"))},
            title=f"{p}MatchLog",
            description=f"The log of a {name} match, redacted for the reader",
        )
        out[f"{p}ActionAccepted"] = obj(
            {
                "game": game,
                "version": INTEGER,
                "seq": INTEGER,
                "digest": ref("Digest"),
                "state": view,
                "events": events,
                "over": BOOLEAN,
                "result": nullable(ref("Result")),
                "seed_commitment": ref("Digest"),
            },
            title=f"{p}ActionAccepted",
            description=f"A {name} action accepted: the new version, the seat's view and the events as the seat sees them",
        )
        out[f"{p}MatchUpdate"] = obj(
            {
                "game": game,
                "version": INTEGER,
                "entry": ref(f"{p}LogEntry"),
                "state": state_or_view,
                "over": BOOLEAN,
                "result": nullable(ref("Result")),
                "seed_commitment": ref("Digest"),
            },
            title=f"{p}MatchUpdate",
            description=f"The `data` of an `update` server-sent event of a {name} match: the entry and the view as the reader sees them",
        )
    out["Match"] = by_game("Match", "A match as the caller may see it: a seat gets its view, the organizer the full state.")
    out["MatchLog"] = by_game("MatchLog", "The hash-chained log, redacted for the reader.")
    out["ActionAccepted"] = by_game("ActionAccepted", "An accepted action: the new version, the seat's view and the events it may see.")
    out["MatchServerEvent"] = tagged(
        "MatchServerEvent",
        "One server-sent event of a match's stream, its `data` line decoded from JSON: `state` first (a Match, "
        "the caller's view now), then one `update` per accepted action (a MatchUpdate), or `error` when the "
        "store fails (reconnect to resume)",
        "event",
        {"state": "MatchStateServerEvent", "update": "MatchUpdateServerEvent", "error": "MatchErrorServerEvent"},
    )
    out["MatchStateServerEvent"] = obj({"event": {"type": "string", "const": "state"}, "data": ref("Match")}, title="MatchStateServerEvent")
    out["MatchUpdateServerEvent"] = obj({"event": {"type": "string", "const": "update"}, "data": ref("MatchUpdate")}, title="MatchUpdateServerEvent")
    out["MatchErrorServerEvent"] = obj({"event": {"type": "string", "const": "error"}, "data": ref("StreamError")}, title="MatchErrorServerEvent")
    out["StreamError"] = obj({"detail": STRING}, title="StreamError", description="Why the stream ended (the store failed): reconnect to resume")
    out["MatchUpdate"] = by_game("MatchUpdate", "The `data` of an `update` server-sent event (GraphQL `matchUpdated` carries the same).")
    out.update(ruling_components(refs))
    out.update(frame_components(refs))
    out.update(transcript_components(refs))
    return out


def transcript_components(refs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A signed transcript per game: its entries carry the game's actions in full (a transcript replays the
    match, so nothing in it is redacted).  The bytes are those signed; the schemas only describe them."""
    out: dict[str, Any] = {}
    for game_id in games():
        p, name, game = prefix(game_id), GAMES[game_id].name, GAMES[game_id]
        out[f"{p}TranscriptEntry"] = obj({**LOG_ENTRY, "action": refs[game_id]["action"]}, title=f"{p}TranscriptEntry", description=f"One entry of a {name} transcript: the action as its seat sent it")
        card_set = (
            {**ref(f"{p}CardSet"), "description": "The card set the options name by digest, carried so the match replays with no service (only then)"}
            if game.card_set_type is not None
            else {**FREE, "description": "The card set the options name by digest (only then)"}
        )
        out[f"{p}Transcript"] = obj(
            {
                "format": {"type": "string", "const": "adjudicator-transcript/1"},
                "match": STRING,
                "game": {"type": "string", "const": game_id, "description": "The match's game"},
                "rules_version": STRING,
                "variant": nullable(STRING),
                "options": {**nullable(FREE), "description": "The options the match was created with, as given (a card set named by its digest)"},
                "decks": {**nullable(FREE), "description": "The decks the match was created with, as given"},
                "players": array(STRING),
                "seed": STRING,
                "salt": {"type": "string", "description": "the 128-bit salt the service drew (hex); the match was dealt from `<salt>:<seed>`, committed as its sha256"},
                "seed_commitment": ref("Digest"),
                "genesis": ref("Digest"),
                "initial_digest": ref("Digest"),
                "created_at": STRING,
                "tournament": nullable(FREE),
                "entries": array(ref(f"{p}TranscriptEntry")),
                "final_digest": ref("Digest"),
                "result": nullable(ref("Result")),
                "card_set": card_set,
            },
            ["format", "match", "game", "rules_version", "variant", "options", "decks", "players", "seed", "salt", "seed_commitment",
             "genesis", "initial_digest", "created_at", "tournament", "entries", "final_digest", "result"],
            title=f"{p}Transcript",
            description=f"The transcript of a {name} match: everything needed to replay it, signed over its canonical JSON",
        )
    out["Transcript"] = by_game("Transcript", "A match's transcript (format `adjudicator-transcript/1`), signed over its canonical JSON.")
    return out


def ruling_components(refs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A dispute's ruling per game: the legal alternatives as the game's actions, the claim's events as the
    game's events (the judge's: nothing is hidden)."""
    out: dict[str, Any] = {}
    for game_id in games():
        p, name = prefix(game_id), GAMES[game_id].name
        out[f"{p}DisputeRuling"] = obj(
            {
                "game": {"type": "string", "const": game_id, "description": "The record's game"},
                "at": INTEGER,
                "legal": BOOLEAN,
                "violation": nullable(ref("Violation")),
                "rule": nullable(STRING),
                "before": refs[game_id]["view_state"],
                "before_digest": ref("Digest"),
                "after": nullable(refs[game_id]["view_state"]),
                "legal_alternatives": array(refs[game_id]["action"]),
                "recorded": {**refs[game_id]["action"], "description": "The record's own action at `at`, as the record gives it (where it is an action of the game)"},
                "recorded_errors": {**array(ref("FieldError")), "description": "Where the record's action at `at` is not an action of the game: why not (instead of `recorded`)"},
                "events": array(refs[game_id]["event"]),
                "transcript": ref("TranscriptCheck"),
            },
            ["game", "at", "legal", "violation", "rule", "before", "before_digest", "after", "legal_alternatives"],
            f"Was the claim legal at `at` of a {name} record? `before` and `after` are the judge's full view; `events` what the claim did.",
            f"{p}DisputeRuling",
        )
    out["DisputeRuling"] = by_game("DisputeRuling", "Was the claim legal at `at`? `before` and `after` are the judge's full view.")
    return out


def frame_components(refs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The console's frames per game: each frame's entry is the game's log entry as the perspective sees it
    (its action a SeenAction, its events SeenEvents), the legal actions the game's actions."""
    out: dict[str, Any] = {}
    for game_id in games():
        p, name = prefix(game_id), GAMES[game_id].name
        out[f"{p}FrameEntry"] = obj(
            {"seq": {"type": "integer", "minimum": 1}, "player": STRING, "action": refs[game_id]["seen_action"], "events": array(refs[game_id]["seen_event"])},
            title=f"{p}FrameEntry",
            description=f"The {name} entry that led to a frame, as the frame's perspective sees it (the judge: in full)",
        )
        out[f"{p}Frame"] = {
            **obj(
                {
                    "index": {"type": "integer", "minimum": 0},
                    "entry": nullable(ref(f"{p}FrameEntry")),
                    "digest": ref("Digest"),
                    "over": BOOLEAN,
                    "to_act": array(STRING),
                    "state": {**refs[game_id]["view_state"], "description": "The state as the perspective sees it (the judge: the full state without the generator)"},
                    "board": {**refs[game_id]["board"], "description": "The figures the console draws"},
                    "legal": {**array(refs[game_id]["action"]), "description": "With legal=true: the legal actions here (every seat's for the judge, the seat's own for a seat)"},
                },
                ["index", "entry", "digest", "over", "to_act", "state", "board"],
                title=f"{p}Frame",
            ),
            "description": (
                f"The {name} state after `index` entries as the perspective sees it, the entry that led to it (null for the "
                "setup), and the figures the console draws (scores, values, ATK/DEF) computed by the engine."
            ),
        }
        out[f"{p}Frames"] = obj(
            {
                "game": {"type": "string", "const": game_id, "description": "The record's game"},
                "variant": nullable(STRING),
                "players": array(STRING),
                "perspective": STRING,
                "total": {"type": "integer", "description": "Entries in the log"},
                "start": INTEGER,
                "frames": array(ref(f"{p}Frame")),
                "stopped": {**ref("FrameStop"), "description": "The entry that cannot be replayed (malformed or illegal), if any"},
                "match": {"type": "string", "description": "A hosted match's frames: its id"},
                "version": {"type": "integer", "description": "A hosted match's frames: its version"},
                "seat": {"type": "string", "description": "A hosted match's frames: the caller's seat, or `organizer`"},
                "seed_commitment": {**ref("Digest"), "description": "A hosted match's frames: its seed commitment"},
            },
            ["game", "variant", "players", "perspective", "total", "start", "frames"],
            title=f"{p}Frames",
            description=f"A window of a {name} record's frames",
        )
    out["Frames"] = by_game("Frames", "A window of a record's frames.")
    stop = {"entry": {"type": "integer", "minimum": 1, "description": "The entry that cannot be replayed"}}
    out["IllegalFrameStop"] = obj({**stop, "reason": {"type": "string", "const": "illegal"}, "violation": ref("Violation")}, title="IllegalFrameStop", description="The entry's action breaks a rule")
    out["MalformedFrameStop"] = obj({**stop, "reason": {"type": "string", "const": "malformed"}, "errors": array(ref("FieldError"))}, title="MalformedFrameStop", description="The entry's action is not an action of the game")
    out["FrameStop"] = tagged(
        "FrameStop", "Where a replay stopped, and why (told apart by `reason`)", "reason", {"illegal": "IllegalFrameStop", "malformed": "MalformedFrameStop"}
    )
    return out


def shared_components() -> dict[str, Any]:
    types = [Violation, Rule, FieldError, HiddenCard, SetupBody, StoredSetupBody, DeckBody, SnapshotBody, matches.CreateMatchBody, disputes.DisputeBody, tournaments.RoundBody, tournaments.DeckRegistration, card_sets.CardSetBody]
    _, defs = _literal_booleans(msgspec.json.schema_components(types, ref_template=REF + "{name}"))
    defs["SnapshotBody"]["properties"]["state"] = {"type": "object", "description": "A state of the named game", "additionalProperties": True}
    defs["CardSetBody"]["properties"]["card_set"] = {
        "description": "The card set: the named game's <Game>CardSet (MasterOfWillsCardSet, MagicWandsCardSet, ForceOfWillCardSet)",
        "anyOf": [*(ref(f"{prefix(game.id)}CardSet") for game in GAMES.values() if game.card_set_type is not None), {"type": "null"}],
    }
    defs["CardSetBody"]["properties"]["fowsim"] = {"type": ["object", "null"], "additionalProperties": True, "description": "A fowsim card database (Force of Will only), instead of card_set"}
    defs["DisputeBody"]["properties"]["transcript"] = {"description": SENT_BACK, "anyOf": [{"type": "object"}, {"type": "null"}], "default": None}
    defs.pop("Raw", None)
    defs = {name: _close({**schema, "title": name}) for name, schema in defs.items()}
    digest = ref("Digest")
    defs.update(
        {
            "Problem": obj(
                {
                    "type": {"type": "string", "pattern": "^(urn:adjudicator:problem:|about:blank)"},
                    "title": STRING,
                    "status": {"type": "integer", "minimum": 400, "maximum": 599},
                    "detail": STRING,
                    "errors": array(ref("FieldError")),
                    "violation": ref("Violation"),
                    "version": {"type": "integer", "description": "The match's current version (409 version-conflict)"},
                    "limit": {"type": "integer", "description": "The limit exceeded (413)"},
                    "errors_omitted": {"type": "integer", "minimum": 1, "description": "How many field errors past the first 100 this answer does not name (422)"},
                },
                ["type", "title", "status", "detail", "errors"],
                "RFC 9457 problem details; `errors` names each bad field by JSON Pointer.",
                "Problem",
            ),
            "Result": obj(
                {"winners": array(STRING), "scores": {"type": "object", "additionalProperties": INTEGER}, "reason": STRING},
                ["winners", "scores"],
                "How a game ended: the winners (several on a shared win) and each player's score.",
                "Result",
            ),
            "Variant": obj(
                {"id": STRING, "players": obj({"min": INTEGER, "max": INTEGER}, title="PlayerCount"), "description": STRING},
                ["id", "players"],
                title="Variant",
            ),
            "GameSummary": obj({"id": STRING, "name": STRING, "rules_version": STRING, "variants": array(ref("Variant"))}, title="GameSummary"),
            "GameEntry": obj(
                {"id": STRING, "name": STRING, "rules_version": STRING, "variants": array(ref("Variant")), "rules": array(ref("Rule"))},
                title="GameEntry",
                description="A game with its rule catalogue",
            ),
            "GameList": obj({"games": array(ref("GameSummary"))}, title="GameList"),
            "CardSetAnswer": obj(
                {"card_set": {"title": "CardSetDocument", "type": "object", "required": ["id", "cards"], "properties": {"id": STRING, "cards": array(FREE)}, "additionalProperties": True}},
                title="CardSetAnswer",
            ),
            "Digest": {"title": "Digest", "type": "string", "pattern": "^sha256:[0-9a-f]{64}$", "description": "sha256 of canonical JSON"},
            "Certificate": obj(
                {"alg": {"type": "string", "const": "HMAC-SHA256"}, "key_id": STRING, "digest": digest, "game": STRING, "card_set": STRING,
                 "seq": {"type": "integer", "minimum": 0}, "value": STRING},
                ["alg", "key_id", "digest", "game", "card_set", "seq", "value"],
                "The service's certificate of a full state it returned (send it back beside the state; required where the service requires certified states)",
                "Certificate",
            ),
            "SeatToken": obj({"token": STRING}, title="SeatToken"),
            "MatchCreated": obj(
                {
                    "id": STRING,
                    "game": STRING,
                    "version": {"type": "integer", "const": 0},
                    "seats": {"type": "object", "description": "One token per player id", "additionalProperties": ref("SeatToken")},
                    "organizer_token": STRING,
                    "seed_commitment": digest,
                    "genesis": digest,
                },
                title="MatchCreated",
            ),
            "MatchActionBody": obj(
                {
                    "action": {"description": "An action of the match's game, for the token's seat", "anyOf": [ref(f"{prefix(g)}Action") for g in games()]},
                    "expected_version": {"type": "integer", "minimum": 0, "description": "Refuse (409) unless the match is at this version"},
                },
                ["action"],
                title="MatchActionBody",
            ),
            "Signature": obj({"alg": {"type": "string", "const": "Ed25519"}, "key_id": STRING, "public_key": STRING, "value": STRING}, title="Signature"),
            "SignedResult": obj(
                {
                    "match": STRING,
                    "over": {"type": "boolean", "const": True},
                    "result": ref("Result"),
                    "seed": STRING,
                    "salt": {"type": "string", "description": "the salt the service drew (hex): the match was dealt from `<salt>:<seed>`"},
                    "seed_commitment": digest,
                    "transcript": ref("Transcript"),
                    "signature": ref("Signature"),
                    "transcript_hash": digest,
                },
                title="SignedResult",
            ),
            "PublicKey": obj({"id": STRING, "alg": {"type": "string", "const": "Ed25519"}, "public_key": STRING, "current": BOOLEAN, "development": BOOLEAN}, title="PublicKey"),
            "KeyList": obj({"keys": array(ref("PublicKey"))}, title="KeyList"),
            "TranscriptCheck": obj(
                {"valid": BOOLEAN, "checks": array(FREE), "first_failure": nullable(FREE)},
                title="TranscriptCheck",
            ),
            "RoundMatch": obj(
                {
                    "table": INTEGER,
                    "players": array(STRING),
                    "id": STRING,
                    "game": STRING,
                    "version": {"type": "integer", "const": 0},
                    "seats": {"type": "object", "additionalProperties": ref("SeatToken")},
                    "organizer_token": STRING,
                    "seed_commitment": digest,
                    "genesis": digest,
                },
                title="RoundMatch",
            ),
            "RoundCreated": obj({"tournament": STRING, "round": INTEGER, "matches": array(ref("RoundMatch"))}, title="RoundCreated"),
            "DeckRegistered": obj(
                {"registered": BOOLEAN, "valid": BOOLEAN, "problems": array(ref("Violation")), "fingerprint": digest},
                ["registered", "valid", "problems"],
                title="DeckRegistered",
            ),
            "TournamentResult": obj(
                {
                    "match": STRING,
                    "round": nullable(INTEGER),
                    "table": nullable(INTEGER),
                    "game": STRING,
                    "players": array(STRING),
                    "winners": array(STRING),
                    "scores": {"type": "object", "additionalProperties": INTEGER},
                    "reason": nullable(STRING),
                    "actions": INTEGER,
                    "transcript_hash": digest,
                },
                title="TournamentResult",
            ),
            "TournamentResults": obj({"tournament": STRING, "matches": array(ref("TournamentResult"))}, title="TournamentResults"),
            "DeckVerdict": obj({"valid": BOOLEAN, "problems": array(ref("Violation"))}, title="DeckVerdict"),
            "Refusal": obj(
                {"valid": {"type": "boolean", "const": False}, "violation": ref("Violation"), "failed_at": {"type": "integer", "minimum": 0, "description": "The index of the refused action (with `actions`)"}},
                ["valid", "violation"],
                "The action breaks a rule: nothing was applied.",
                "Refusal",
            ),
            "SnapshotStored": obj({"id": digest, "expires_in": INTEGER}, title="SnapshotStored"),
            "Health": obj({"status": {"type": "string", "const": "ok"}}, title="Health"),
            "Readiness": obj({"status": {"type": "string", "enum": ["ready", "unavailable"]}, "store": STRING}, title="Readiness"),
            "AnyJson": {"title": "AnyJson", "description": "Any JSON value"},
        }
    )
    return defs


# -- responses ---------------------------------------------------------------------------------------
RETRY_AFTER = {"description": "Seconds to wait before trying again", "schema": {"type": "integer", "minimum": 0}}
PROBLEMS: dict[int, tuple[str, str]] = {
    400: ("BadRequest", "Malformed JSON, an empty body or a bad Content-Length"),
    401: ("Unauthorized", "No valid token, or no valid X-API-Key where organizer keys are configured"),
    403: ("Forbidden", "The token may not do this (an organizer acting, a seat acting for another)"),
    404: ("NotFound", "Unknown game, match or snapshot"),
    408: ("RequestTimeout", "The body was not sent in time"),
    409: ("Conflict", "A stale expected_version (the problem carries `version`), or not yet available"),
    413: ("ContentTooLarge", "The body is larger than the limit (the problem carries `limit`)"),
    415: ("UnsupportedMediaType", "The body is not JSON (send Content-Type: application/json)"),
    422: ("Unprocessable", "Invalid input, each field named by JSON Pointer; an illegal action in a hosted match (with `violation`)"),
    429: ("TooManyRequests", "A rate limit was reached; see Retry-After"),
    503: ("ServiceUnavailable", "The match store cannot be reached, or the match is too busy; nothing was written; see Retry-After"),
}


def response_components() -> dict[str, Any]:
    out = {}
    for status, (name, description) in PROBLEMS.items():
        entry: dict[str, Any] = {"description": description, "content": {"application/problem+json": {"schema": ref("Problem")}}}
        if status in (429, 503):
            entry["headers"] = {"Retry-After": {**RETRY_AFTER, "required": True}}
        out[name] = entry
    return out


def problems(*statuses: int) -> dict[str, Any]:
    return {str(status): {"$ref": "#/components/responses/" + PROBLEMS[status][0]} for status in sorted(set(statuses))}


def json_response(description: str, schema: dict[str, Any], example: Any = None, headers: dict[str, Any] | None = None) -> dict[str, Any]:
    content: dict[str, Any] = {"schema": schema}
    if example is not None:
        content["example"] = example
    answer: dict[str, Any] = {"description": description}
    if headers:
        answer["headers"] = headers
    answer["content"] = {"application/json": content}
    return answer


def body(schema: dict[str, Any], example: Any) -> dict[str, Any]:
    return {"required": True, "content": {"application/json": {"schema": schema, "example": example}}}


GAME_PARAM = {"name": "game", "in": "path", "required": True, "description": "A game id", "schema": {"type": "string", "enum": list(GAME_ORDER)}}
MATCH_PARAM = {"name": "match_id", "in": "path", "required": True, "description": "The match id from createMatch", "schema": {"type": "string", "pattern": "^[0-9a-f]{20}$"}}
PUBLIC: list[dict[str, list[str]]] = []
TOKEN: list[dict[str, list[str]]] = [{"seatToken": []}]
ORGANIZER: list[dict[str, list[str]]] = [{}, {"apiKey": []}]
BODY_ERRORS = (400, 408, 413, 415, 422)
PREFER = {
    "name": "Prefer",
    "in": "header",
    "required": False,
    "description": "`return=minimal` (RFC 7240): answer without the state (`Preference-Applied: return=minimal` says so); with `store`, a chain of calls passes snapshot ids only",
    "schema": {"type": "string"},
    "example": "return=minimal",
}
PREFERENCE_APPLIED = {"Preference-Applied": {"description": "`return=minimal` when the state was left out", "schema": {"type": "string"}}}
SNAPSHOT = {"type": "string", "description": "The id of the snapshot the resulting state was kept as (equal to `digest`); only with `\"store\": true`"}
STATE_REF_ERRORS = (404, 503)  # a `snapshot` that is unknown, or a store that does not answer
MATCH_ERRORS = (401, 404, 429, 503)
LOCATION = {"Location": {"description": "The new resource", "schema": {"type": "string"}, "required": True}}


# -- examples ----------------------------------------------------------------------------------------
@functools.cache
def examples(game_id: str = "magic-wands") -> dict[str, Any]:
    """Worked examples from each game's engine (fixed seed)."""
    game = get_game(game_id)
    players, seed = ["ann", "bob"], "openapi-example"
    setup: dict[str, Any] = {"players": players, "seed": seed}
    state = game.setup(None, players, seed)
    action = game.legal_actions(state)[0]
    after = game.adjudicate(state, action)
    follow = game.legal_actions(after.state)[0]
    mover = action.player
    other = next(p.id for p in state.players if p.id != mover)
    illegal = {**msgspec.to_builtins(action), "player": other}
    violation = game.verify(state, type(action)(**{**msgspec.structs.asdict(action), "player": other}))
    return {
        "setup": setup,
        "state": msgspec.to_builtins(state),
        "digest": digest_bytes(canonical_json(state)),
        "action": msgspec.to_builtins(action),
        "actions": [msgspec.to_builtins(a) for a in game.legal_actions(state, mover)],
        "follow": msgspec.to_builtins(follow),
        "after": msgspec.to_builtins(after.state),
        "after_digest": digest_bytes(canonical_json(after.state)),
        "events": msgspec.to_builtins(after.events),
        "mover": mover,
        "other": other,
        "view": game.view(state, mover),
        "illegal": illegal,
        "violation": msgspec.to_builtins(violation) if violation is not None else None,
    }


# -- operations --------------------------------------------------------------------------------------
_NAMED: dict[str, Any] = {}


def named(schema: dict[str, Any]) -> dict[str, str]:
    """A schema described with an operation, kept as a component under its title (generators name
    classes after components; an inline schema would be named after the operation)."""
    title = schema["title"]
    assert _NAMED.get(title, schema) == schema, f"two schemas named {title}"
    _NAMED[title] = schema
    return ref(title)


def operations(refs: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    ex = examples()
    paths: dict[str, dict[str, Any]] = {}

    def op(path: str, method: str, operation_id: str, summary: str, responses: dict[str, Any], security: list[Any], **extra: Any) -> None:
        entry = {"operationId": operation_id, "summary": summary, "security": security, "responses": responses, **extra}
        paths.setdefault(path, {})[method] = entry

    op("/healthz", "get", "healthz", "Liveness: the process serves", {"200": json_response("Serving", ref("Health"), {"status": "ok"})}, PUBLIC, tags=["Operations"])
    op(
        "/readyz",
        "get",
        "readyz",
        "Readiness: the store answers",
        {
            "200": json_response("Ready", ref("Readiness"), {"status": "ready", "store": "memory"}),
            "503": json_response("The store does not answer", ref("Readiness"), {"status": "unavailable", "store": "redis"}, {"Retry-After": {**RETRY_AFTER, "required": True}}),
        },
        PUBLIC,
        tags=["Operations"],
    )
    op(
        "/v1/echo",
        "post",
        "echo",
        "Diagnostics: the JSON body decoded and encoded back (the ceiling of the stack in the benchmarks)",
        {"200": json_response("The same JSON", ref("AnyJson"), {"hello": "world"}), **problems(*BODY_ERRORS)},
        PUBLIC,
        requestBody=body(ref("AnyJson"), {"hello": "world"}),
        tags=["Operations"],
    )
    op("/openapi.json", "get", "openapi", "This document, as JSON", {"200": json_response("The OpenAPI document", FREE)}, PUBLIC, tags=["Operations"])
    op("/v1/games", "get", "listGames", "The games, their rules versions and variants", {"200": json_response("The catalogue", ref("GameList"))}, PUBLIC, tags=["Catalogue"])
    op(
        "/v1/games/{game}",
        "get",
        "getGame",
        "One game with its rule catalogue (code, section, summary of every rule)",
        {"200": json_response("The game", ref("GameEntry")), **problems(404)},
        PUBLIC,
        parameters=[GAME_PARAM],
        tags=["Catalogue"],
    )
    op(
        "/v1/games/{game}/cards",
        "get",
        "getCards",
        "The reference card set, each card with its provenance",
        {"200": json_response("The card set", ref("CardSetAnswer")), **problems(404)},
        PUBLIC,
        parameters=[GAME_PARAM],
        tags=["Catalogue"],
    )
    op(
        "/v1/games/{game}/decks/validate",
        "post",
        "validateDeck",
        "Every problem of a deck at once, each a Violation (422 for a game without decks)",
        {"200": json_response("The verdict", ref("DeckVerdict")), **problems(*BODY_ERRORS, 404)},
        PUBLIC,
        parameters=[GAME_PARAM],
        requestBody=body(ref("DeckBody"), {"deck": []}),
        tags=["Catalogue"],
    )
    for game_id in games():
        game_ops(op, game_id, refs[game_id])
    op(
        "/v1/snapshots",
        "post",
        "createSnapshot",
        "Store a state; its id is its digest; usable as `snapshot` wherever a state is accepted",
        {"201": json_response("Stored", ref("SnapshotStored"), {"id": ex["digest"], "expires_in": 86400}, LOCATION), **problems(*BODY_ERRORS, 404, 503)},
        PUBLIC,
        requestBody=body(ref("SnapshotBody"), {"game": "magic-wands", "state": ex["state"]}),
        tags=["Snapshots"],
    )
    op(
        "/v1/snapshots/{snapshot_id}",
        "get",
        "getSnapshot",
        "A stored state (404 when unknown or expired)",
        {
            "200": json_response(
                "The snapshot",
                named(obj({"game": STRING, "state": {"anyOf": [refs[g]["state"] for g in games()]}, "certificate": ref("Certificate")}, title="Snapshot")),
            ),
            **problems(404, 503),
        },
        PUBLIC,
        parameters=[{"name": "snapshot_id", "in": "path", "required": True, "description": "The snapshot id (the state's digest)", "schema": {"type": "string"}, "example": ex["digest"]}],
        tags=["Snapshots"],
    )
    card_set_answer = named(obj(
        {"id": ref("Digest"), "game": STRING, "summary": FREE, "problems": array(ref("FieldError"))},
        title="CardSetStored", description="The stored card set's id (its digest), a summary and any problems found",
    ))
    op(
        "/v1/card-sets",
        "post",
        "createCardSet",
        "Validate a card set (or a fowsim database for Force of Will) and store it under its digest; 422 names every problem",
        {"201": json_response("Stored", card_set_answer), **problems(*BODY_ERRORS, 404, 429, 503)},
        PUBLIC,
        requestBody=body(ref("CardSetBody"), {"game": "magic-wands", "card_set": get_game("magic-wands").card_set()}),
        tags=["Card sets"],
    )
    card_set_param = {"name": "card_set_id", "in": "path", "required": True, "description": "The card set id (its digest)", "schema": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$"}}
    op(
        "/v1/card-sets/{card_set_id}",
        "get",
        "getCardSet",
        "A stored card set (404 when unknown, expired or deleted); reading it is a use (its time to live starts again)",
        {"200": json_response("The card set", named(obj({"id": ref("Digest"), "game": STRING, "card_set": FREE}, title="StoredCardSet"))), **problems(404, 422, 503)},
        PUBLIC,
        parameters=[card_set_param],
        tags=["Card sets"],
    )
    op(
        "/v1/card-sets/{card_set_id}",
        "delete",
        "deleteCardSet",
        "Delete a stored card set; 409 while a hosted match or tournament plays it (it is kept while they live)",
        {"204": {"description": "Deleted"}, **problems(401, 404, 409, 422, 503)},
        ORGANIZER,
        parameters=[card_set_param],
        tags=["Card sets"],
    )
    match_ops(op)
    op("/v1/keys", "get", "getKeys", "The public keys that sign transcripts (the current one first, earlier ones after a rotation)", {"200": json_response("The keys", ref("KeyList"))}, PUBLIC, tags=["Verification"])
    op(
        "/v1/disputes",
        "post",
        "settleDispute",
        "Was a claimed action legal at a point of a match? The rule, the legal alternatives, the state before and after",
        {"200": json_response("The ruling", ref("DisputeRuling")), **problems(*BODY_ERRORS, 404)},
        PUBLIC,
        requestBody=body(ref("DisputeBody"), {"setup": {"game": "magic-wands", **ex["setup"]}, "actions": [ex["action"]], "at": 1, "claim": ex["illegal"]}),
        tags=["Verification"],
    )
    tournament_ops(op)

    def public_unless_said(path: str, method: str, operation_id: str, summary: str, responses: dict[str, Any], security: list[Any] = PUBLIC, **extra: Any) -> None:
        op(path, method, operation_id, summary, responses, security, **extra)

    console.operations(public_unless_said, problems, ex)
    return paths


def game_ops(op: Any, game_id: str, refs: dict[str, Any]) -> None:
    """The stateless operations of one game, under its own path."""
    ex = examples(game_id)
    name, base, tag = camel(game_id), f"/v1/games/{game_id}", GAMES[game_id].name
    state_answer = named(obj({"state": refs["state"], "digest": ref("Digest"), "snapshot": SNAPSHOT, "certificate": ref("Certificate")}, ["digest"], title=f"{prefix(game_id)}StateAnswer"))
    op(
        f"{base}/setup",
        "post",
        f"{name}Setup",
        f"{tag}: the initial state from players, seed, variant and options; the same body always gives the same state",
        {"200": json_response("The state and its digest", state_answer, {"state": ex["state"], "digest": ex["digest"]}, PREFERENCE_APPLIED), **problems(*BODY_ERRORS, 503)},
        PUBLIC,
        parameters=[PREFER],
        requestBody=body(ref("StoredSetupBody"), ex["setup"]),
        tags=[tag],
    )
    op(
        f"{base}/legal-actions",
        "post",
        f"{name}LegalActions",
        f"{tag}: every action a player (or anyone) may take now; each can be posted back unchanged",
        {
            "200": json_response("The actions", named(obj({"actions": array(refs["action"])}, title=f"{prefix(game_id)}ActionList")), {"actions": ex["actions"]}),
            **problems(*BODY_ERRORS, *STATE_REF_ERRORS),
        },
        PUBLIC,
        requestBody=body(refs["legal_actions"], {"state": ex["state"], "player": ex["mover"]}),
        tags=[tag],
    )
    named(obj(
        {"valid": {"type": "boolean", "const": True}, "state": refs["state"], "digest": ref("Digest"), "snapshot": SNAPSHOT, "certificate": ref("Certificate"), "events": array(refs["event"])},
        ["valid", "digest", "events"],
        title=f"{prefix(game_id)}Applied",
        description="The action is legal: the next state",
    ))
    op(
        f"{base}/adjudicate",
        "post",
        f"{name}Adjudicate",
        f"{tag}: verify then apply one action (`action`) or several, all or none (`actions`); an illegal action is a 200 ruling",
        {
            "200": json_response(
                "The next state, or the violation",
                named({"title": f"{prefix(game_id)}Adjudication", "oneOf": [ref(f"{prefix(game_id)}Applied"), ref("Refusal")]}),
                {"valid": True, "state": ex["after"], "digest": ex["after_digest"], "events": ex["events"]},
                PREFERENCE_APPLIED,
            ),
            **problems(*BODY_ERRORS, *STATE_REF_ERRORS),
        },
        PUBLIC,
        parameters=[PREFER],
        requestBody=body(refs["adjudicate"], {"state": ex["state"], "action": ex["action"]}),
        tags=[tag],
    )
    op(
        f"{base}/view",
        "post",
        f"{name}View",
        f"{tag}: a state as one player (or a spectator) may see it: hidden cards as {{\"hidden\": true}}, no generator",
        {"200": json_response("The view", named(obj({"view": refs["view_state"]}, title=f"{prefix(game_id)}ViewAnswer")), {"view": ex["view"]}), **problems(*BODY_ERRORS, *STATE_REF_ERRORS)},
        PUBLIC,
        requestBody=body(refs["view"], {"state": ex["state"], "player": ex["mover"]}),
        tags=[tag],
    )
    replay = named(obj(
        {
            "valid": BOOLEAN,
            "applied": {"type": "integer", "minimum": 0},
            "state": refs["state"],
            "digest": ref("Digest"),
            "snapshot": SNAPSHOT,
            "certificate": ref("Certificate"),
            "violation": ref("Violation"),
            "failed_at": {"type": "integer", "minimum": 0},
        },
        ["valid", "applied", "digest"],
        "The state reached; with `violation` and `failed_at` when an action was refused (replay stops there)",
        f"{prefix(game_id)}Replayed",
    ))
    game = get_game(game_id)
    replayed = game.setup(None, ex["setup"]["players"], ex["setup"]["seed"])
    for action in (ex["action"], ex["follow"]):
        replayed = game.adjudicate(replayed, game.decode_action(msgspec.json.encode(action))).state
    op(
        f"{base}/replay",
        "post",
        f"{name}Replay",
        f"{tag}: set up and apply a list of actions; stops at the first illegal one",
        {
            "200": json_response(
                "The state reached",
                replay,
                {"valid": True, "applied": 2, "state": msgspec.to_builtins(replayed), "digest": digest_bytes(canonical_json(replayed))},
                PREFERENCE_APPLIED,
            ),
            **problems(*BODY_ERRORS, 503),
        },
        PUBLIC,
        parameters=[PREFER],
        requestBody=body(refs["replay"], {"setup": ex["setup"], "actions": [ex["action"], ex["follow"]]}),
        tags=[tag],
    )


def match_ops(op: Any) -> None:
    ex = examples()
    match_link = {"match_id": "$response.body#/id"}
    op(
        "/v1/matches",
        "post",
        "createMatch",
        "Host a match: one secret token per seat and one for the organizer (shown once), and the seed commitment",
        {
            "201": {
                **json_response("Created", ref("MatchCreated"), None, LOCATION),
                "links": {
                    "GetMatch": {"operationId": "getMatch", "parameters": match_link, "description": "Read the match"},
                    "PostMatchAction": {"operationId": "postMatchAction", "parameters": match_link, "description": "Act in the match"},
                    "GetMatchLog": {"operationId": "getMatchLog", "parameters": match_link, "description": "Read the log"},
                    "GetMatchLegalActions": {"operationId": "getMatchLegalActions", "parameters": match_link, "description": "What the seat may do"},
                    "GetMatchResult": {"operationId": "getMatchResult", "parameters": match_link, "description": "Read the result"},
                },
            },
            **problems(*BODY_ERRORS, 401, 404, 429, 503),
        },
        ORGANIZER,
        requestBody=body(ref("CreateMatchBody"), {"game": "magic-wands", "players": ["ann", "bob"]}),
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}",
        "get",
        "getMatch",
        "The match as the caller may see it: a seat gets its view, the organizer the full state",
        {"200": json_response("The match", ref("Match")), **problems(*MATCH_ERRORS)},
        TOKEN,
        parameters=[MATCH_PARAM],
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/actions",
        "post",
        "postMatchAction",
        "Act for the token's seat; `expected_version` guards against races; `Idempotency-Key` makes retries safe",
        {
            "200": json_response(
                "Accepted: the new version and the seat's view",
                ref("ActionAccepted"),
                None,
                {"Idempotent-Replayed": {"description": "`true` when this is the kept answer to an earlier request with the same Idempotency-Key", "schema": {"type": "string", "enum": ["true"]}}},
            ),
            **problems(*BODY_ERRORS, *MATCH_ERRORS, 403, 409),
        },
        TOKEN,
        parameters=[
            MATCH_PARAM,
            {
                "name": "Idempotency-Key",
                "in": "header",
                "required": False,
                "description": "Makes a retry safe (per seat): the same key and body get the first answer again (an acceptance or a refusal) and nothing is applied twice; the same key with another body is 422, while the first request runs 409",
                "schema": {"type": "string", "pattern": "^[\\x21-\\x7e]{1,200}$"},
            },
        ],
        requestBody=body(ref("MatchActionBody"), {"action": ex["action"], "expected_version": 0}),
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/legal-actions",
        "get",
        "getMatchLegalActions",
        "What the token's seat may do now (the organizer: every seat), each action ready to post back unchanged; nothing hidden from the seat is shown",
        {
            "200": json_response(
                "The actions",
                named(
                    obj(
                        {
                            "version": {"type": "integer", "description": "Send it as `expected_version`"},
                            "player": {"type": "string", "description": "The caller's seat, or `organizer`"},
                            "actions": array({"anyOf": [ref(f"{prefix(g)}Action") for g in games()]}),
                        },
                        title="MatchLegalActions",
                    )
                ),
            ),
            **problems(*MATCH_ERRORS),
        },
        TOKEN,
        parameters=[MATCH_PARAM],
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/log",
        "get",
        "getMatchLog",
        "The hash-chained action log, redacted for the caller (`since`: skip that many entries)",
        {"200": json_response("The log", ref("MatchLog")), **problems(*MATCH_ERRORS, 422)},
        TOKEN,
        parameters=[MATCH_PARAM, {"name": "since", "in": "query", "required": False, "description": "How many entries to skip", "schema": {"type": "integer", "minimum": 0}}],
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/events",
        "get",
        "getMatchEvents",
        "Server-sent events: `state` (the caller's view now), then one `update` per accepted action",
        {
            "200": {
                "description": (
                    "An event stream (text/event-stream): first `event: state` whose `data` is a Match (the caller's view now), "
                    "then one `event: update` per accepted action whose `data` is a MatchUpdate (the entry and the view as the "
                    "caller may see them), `event: error` (a Problem-like `{detail}`) if the store fails; comments keep it alive"
                ),
                "content": {
                    "text/event-stream": {
                        # The body is text; each event of it, decoded, is a MatchServerEvent (JSON Schema 2020-12
                        # contentSchema: generators read the body as text, validators and readers find the events).
                        "schema": {"type": "string", "contentMediaType": "text/event-stream", "contentSchema": ref("MatchServerEvent")},
                    }
                },
            },
            **problems(*MATCH_ERRORS),
        },
        TOKEN,
        parameters=[MATCH_PARAM],
        tags=["Hosted matches"],
    )
    op(
        "/v1/matches/{match_id}/result",
        "get",
        "getMatchResult",
        "Once over: the result, the revealed seed and the transcript signed with the service's Ed25519 key",
        {"200": json_response("The signed result", ref("SignedResult")), **problems(*MATCH_ERRORS, 409)},
        TOKEN,
        parameters=[MATCH_PARAM],
        tags=["Verification"],
    )


def tournament_ops(op: Any) -> None:
    tournament_param = {"name": "tournament", "in": "path", "required": True, "description": "The event's id", "schema": {"type": "string", "pattern": "^[A-Za-z0-9_.\\-]{1,64}$"}}
    errors = (401, 429, 503)
    op(
        "/v1/tournaments/{tournament}/rounds/{round}/matches",
        "post",
        "createRound",
        "Create every match of a round from a pairing list (registered decks are used and enforced)",
        {"201": json_response("The matches with their tokens", ref("RoundCreated")), **problems(*BODY_ERRORS, *errors, 404, 409)},
        ORGANIZER,
        parameters=[tournament_param, {"name": "round", "in": "path", "required": True, "description": "The round number", "schema": {"type": "integer", "minimum": 1, "maximum": 10000}}],
        requestBody=body(ref("RoundBody"), {"game": "magic-wands", "pairings": [{"table": 1, "players": ["ann", "bob"]}]}),
        tags=["Tournaments"],
    )
    op(
        "/v1/tournaments/{tournament}/decks",
        "post",
        "registerDeck",
        "Validate a player's deck and lock it for the event",
        {
            "201": json_response("Registered", ref("DeckRegistered")),
            "200": json_response("Not registered: the deck has problems", ref("DeckRegistered")),
            **problems(*BODY_ERRORS, *errors, 404, 409),
        },
        ORGANIZER,
        parameters=[tournament_param],
        requestBody=body(ref("DeckRegistration"), {"game": "magic-wands", "player": "ann", "deck": []}),
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
                "content": {"application/json": {"schema": ref("TournamentResults")}, "text/csv": {"schema": {"type": "string"}}},
            },
            **problems(*errors, 422),
        },
        ORGANIZER,
        parameters=[tournament_param, {"name": "format", "in": "query", "required": False, "description": "`csv` for CSV", "schema": {"type": "string", "enum": ["json", "csv"]}}],
        tags=["Tournaments"],
    )


TAGS = [
    ("Operations", "Health, readiness, this document"),
    ("Catalogue", "The games, their rules and card sets"),
    *[(GAMES[g].name, f"Stateless adjudication of {GAMES[g].name}: the caller holds the state") for g in GAME_ORDER if g in GAMES],
    ("Snapshots", "Stored states, by digest"),
    ("Hosted matches", "The service holds the state and referees untrusted clients"),
    ("Verification", "Signed results, keys and disputes"),
    ("Tournaments", "Rounds, locked decks and results"),
]


@functools.cache
def document() -> dict[str, Any]:
    shared = shared_components()
    game_defs, refs = game_components(shared)
    components = {**shared, **console.schemas(), **game_defs, **hosted_components(refs)}
    _NAMED.clear()
    paths = operations(refs)
    components.update(_NAMED)
    # Generators name a class after a schema's title: every component has its own name as title.
    components = {name: schema if "title" in schema else {"title": name, **schema} for name, schema in components.items()}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Adjudicator",
            "version": VERSION,
            "summary": "A referee for tabletop card games",
            "description": "Give it a state and a proposed action; it answers with the validated next state, or with the rule the action breaks. Every error is application/problem+json (RFC 9457). The contract: docs/api.md.",
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        "servers": [{"url": "http://127.0.0.1:8000", "description": "A local server (`adjudicator serve`)"}],
        "tags": [{"name": name, "description": description} for name, description in TAGS],
        "paths": paths,
        "components": {
            "schemas": dict(sorted(components.items())),
            "responses": response_components(),
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
