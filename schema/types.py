"""The GraphQL object types, and the functions that build them from what the service returns.

Typed where every game agrees (API.md): games, variants, rules, violations, events, match metadata and
the common state fields (``game``, ``variant``, ``seq``, ``players``, ``to_act``, ``phase``, ``over``,
``result``).  What only one game knows (its market, hands, packets...) travels in a ``JSON`` field.

States are embedded as their canonical JSON (``msgspec.Raw``) where the service already encoded them:
the schema's JSON encoder (msgspec) copies those bytes instead of walking the state again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
import strawberry
from strawberry.scalars import JSON

from adjudicator.core.errors import Rule, Violation
from adjudicator.core.game import Adjudication, Game, Variant
from api.service.operations import Outcome

from . import typed

_decode = msgspec.json.decode


# -- catalogue ---------------------------------------------------------------------------------------
@strawberry.type(description="How many players a variant seats.")
class PlayerCount:
    min: int
    max: int


@strawberry.type(name="Variant", description="A variant of a game.")
class VariantType:
    id: str
    players: PlayerCount
    description: str


@strawberry.type(name="Rule", description="One entry of a game's rule catalogue; `code` is stable.")
class RuleType:
    code: str
    section: str = strawberry.field(description="Where the rule is written, e.g. `magic-wands.txt §Purchase`.")
    summary: str


@strawberry.type(description="A game's reference card set; each card carries its provenance.")
class CardSet:
    id: str
    name: str | None
    official: bool | None
    cards: list[JSON] = strawberry.field(description="The cards, in the game's own card format.")
    json: JSON = strawberry.field(description="The whole card set as JSON (what `options.card_set` accepts).")


@strawberry.type(name="Game", description="A game the referee plays.")
class GameType:
    id: str
    name: str
    rules_version: str
    variants: list[VariantType]
    engine: strawberry.Private[Game[Any, Any]]

    @typed.field(description="The rule catalogue: every rule's code, rulebook section and summary.")
    def rules(self) -> list[RuleType]:
        return [rule_type(rule) for rule in self.engine.rules]

    @typed.field(description="The reference card set.")
    def card_set(self) -> CardSet:
        card_set = self.engine.card_set()
        return CardSet(
            id=card_set["id"],
            name=card_set.get("name"),
            official=card_set.get("official"),
            cards=card_set.get("cards", []),
            json=JSON(card_set),
        )


def variant_type(variant: Variant) -> VariantType:
    return VariantType(
        id=variant.id,
        players=PlayerCount(min=variant.min_players, max=variant.max_players),
        description=variant.description,
    )


def rule_type(rule: Rule) -> RuleType:
    return RuleType(code=rule.code, section=rule.section, summary=rule.summary)


def game_type(engine: Game[Any, Any]) -> GameType:
    return GameType(
        id=engine.id,
        name=engine.name,
        rules_version=engine.rules_version,
        variants=[variant_type(v) for v in engine.variants],
        engine=engine,
    )


# -- rulings and events ------------------------------------------------------------------------------
@strawberry.type(name="Violation", description="The rule an action breaks (a ruling, not an error).")
class ViolationType:
    code: str = strawberry.field(description="Stable, listed in the game's rule catalogue (`MW-PURCHASE-1`).")
    rule: str = strawberry.field(description="The rulebook section.")
    message: str
    path: str = strawberry.field(description="JSON Pointer to the offending part of the input (`/action/pay`).")
    hint: str


def violation_type(violation: Violation | dict[str, Any] | None) -> ViolationType | None:
    if violation is None:
        return None
    if isinstance(violation, dict):
        violation = msgspec.convert(violation, Violation)
    return ViolationType(
        code=violation.code, rule=violation.rule, message=violation.message, path=violation.path, hint=violation.hint
    )


@strawberry.type(description="Something that happened when an action was applied.")
class Event:
    type: str
    player: str | None = strawberry.field(description="The player the event is about, when there is one.")
    rule: str | None = strawberry.field(description="The rule code the event follows from, when there is one.")
    data: JSON = strawberry.field(
        description=(
            "The whole event as JSON, game-specific fields included: one of the game's `<Game>Event` schemas of the "
            "OpenAPI document (stateless adjudication) or, in a hosted match, of its `<Game>SeenEvent` schemas, "
            "where a card the reader may not see is `{\"hidden\": true}` (a HiddenCard)."
        )
    )


def event_types(events: Sequence[Any]) -> list[Event]:
    return [
        Event(type=str(event.get("type", "")), player=event.get("player"), rule=event.get("rule"), data=JSON(event))
        for event in events
    ]


# -- states --------------------------------------------------------------------------------------------
@strawberry.type(description="A player's final score.")
class Score:
    player: str
    score: int


@strawberry.type(description="How a game ended.")
class GameResult:
    winners: list[str] = strawberry.field(description="Several winners mean a shared result.")
    scores: list[Score]
    reason: str


def result_type(result: Any) -> GameResult | None:
    if result is None:
        return None
    if not isinstance(result, dict):
        result = msgspec.to_builtins(result)
    return GameResult(
        winners=list(result.get("winners", [])),
        scores=[Score(player=p, score=s) for p, s in result.get("scores", {}).items()],
        reason=result.get("reason", ""),
    )


@strawberry.type(description="A seat of a state, in seat order.")
class StatePlayer:
    id: str


@strawberry.type(
    description=(
        "A game state, or a player's view of one: the fields every game has, typed, and the whole of it "
        "as `json`.  In a view every card the player may not see is `{\"hidden\": true}`."
    )
)
class GameState:
    game: str
    variant: str
    seq: int = strawberry.field(description="Actions applied so far.")
    players: list[StatePlayer]
    to_act: list[str] = strawberry.field(description="Ids of the players who may act now.")
    phase: str
    over: bool
    result: GameResult | None
    json: JSON = strawberry.field(
        description=(
            "The whole state (or view) as JSON, game-specific fields included; a full state can be posted back as `state`. "
            "A full state is one of the game's `<Game>State` schemas of the OpenAPI document; a view one of its `<Game>View` "
            "schemas (each card the reader may not see a HiddenCard `{\"hidden\": true}`, and no `rng`)."
        )
    )
    certificate: JSON | None = strawberry.field(
        default=None,
        description=(
            "A full state's certificate: the service's Ed25519 signature over its digest, game, card set and seq. "
            "Send it back as `certificate` with the state (required where ADJUDICATOR_REQUIRE_CERTIFIED_STATES is set); "
            "null for a view."
        ),
    )


def state_from_struct(state: Any, encoded: bytes, certificate: Any = None) -> GameState:
    """A full state (an engine Struct) with its canonical JSON, embedded as is, and its certificate."""
    return GameState(
        game=state.game,
        variant=state.variant,
        seq=state.seq,
        players=[StatePlayer(id=p.id) for p in state.players],
        to_act=list(state.to_act),
        phase=state.phase,
        over=bool(state.over),
        result=result_type(state.result),
        json=JSON(msgspec.Raw(encoded)),
        certificate=None if certificate is None else JSON(certificate),
    )


def state_from_json(value: dict[str, Any] | msgspec.Raw, certificate: Any = None) -> GameState:
    """A view (JSON builtins) or a full state already encoded (``msgspec.Raw``, with its certificate)."""
    fields = _decode(bytes(value)) if isinstance(value, msgspec.Raw) else value
    return GameState(
        game=fields["game"],
        variant=fields["variant"],
        seq=fields["seq"],
        players=[StatePlayer(id=p["id"]) for p in fields["players"]],
        to_act=list(fields["to_act"]),
        phase=fields["phase"],
        over=bool(fields["over"]),
        result=result_type(fields.get("result")),
        json=JSON(value),
        certificate=None if certificate is None else JSON(certificate),
    )


# -- stateless adjudication ----------------------------------------------------------------------------
SNAPSHOT_DESCRIPTION = "The stored snapshot's id (equal to `digest`) when `store` was true; null otherwise."


@strawberry.type(description="A state from a setup.")
class SetupResult:
    state: GameState
    digest: str = strawberry.field(description="`sha256:<hex>` of the state's canonical JSON.")
    snapshot: str | None = strawberry.field(default=None, description=SNAPSHOT_DESCRIPTION)


@strawberry.type(
    name="Adjudication",
    description=(
        "The answer to an adjudication: `valid` with the next state and its events, or not `valid` with "
        "the violation (and, for a list of actions, `failedAt`: the index of the first illegal one)."
    ),
)
class AdjudicationType:
    valid: bool
    state: GameState | None
    digest: str | None
    events: list[Event]
    violation: ViolationType | None
    failed_at: int | None
    snapshot: str | None = strawberry.field(default=None, description=SNAPSHOT_DESCRIPTION)


def adjudication_type(result: Adjudication, outcome: Outcome | None, certificate: Any = None) -> AdjudicationType:
    """From ``service.adjudicate``: the ruling and, when valid, the next state's outcome."""
    if not result.valid or outcome is None:
        return AdjudicationType(
            valid=False, state=None, digest=None, events=[], violation=violation_type(result.violation), failed_at=result.failed_at
        )
    return AdjudicationType(
        valid=True,
        state=state_from_struct(outcome.state, outcome.encoded, certificate),
        digest=outcome.digest,
        events=event_types(result.events),
        violation=None,
        failed_at=None,
        snapshot=outcome.snapshot,
    )


@strawberry.type(description="The answer to a replay: the state reached, and the violation if an action was illegal.")
class ReplayResult:
    valid: bool
    applied: int = strawberry.field(description="How many actions were applied.")
    state: GameState
    digest: str
    violation: ViolationType | None
    failed_at: int | None
    snapshot: str | None = strawberry.field(default=None, description=SNAPSHOT_DESCRIPTION)


@strawberry.type(description="Every problem of a deck at once.")
class DeckValidation:
    valid: bool
    problems: list[ViolationType]


@strawberry.type(description="A stored snapshot's id (the state's digest) and how long it lives.")
class StoredSnapshot:
    id: str
    expires_in: int = strawberry.field(description="Seconds.")


@strawberry.type(description="A validated card set stored under its digest (POST /v1/card-sets).")
class StoredCardSet:
    id: str = strawberry.field(description="The set's digest: sha256 of its canonical JSON.")
    game: str
    summary: JSON


@strawberry.type(description="A stored card set (GET /v1/card-sets/{id}).")
class StoredCardSetRecord:
    id: str
    game: str
    card_set: JSON


@strawberry.type(description="A stored snapshot.")
class Snapshot:
    id: str
    game: str
    state: GameState


# -- hosted matches ------------------------------------------------------------------------------------
@strawberry.type(description="A seat's token, shown once, at creation.")
class Seat:
    player: str
    token: str


@strawberry.type(description="A new hosted match with its tokens (shown once).")
class MatchCreated:
    id: strawberry.ID
    game: str
    version: int
    seats: list[Seat]
    organizer_token: str
    seed_commitment: str = strawberry.field(description="`sha256:<hex>` of the seed, revealed when the match ends.")
    genesis: str = strawberry.field(description="The hash the first log entry chains to.")


def match_created_type(created: dict[str, Any]) -> MatchCreated:
    return MatchCreated(
        id=strawberry.ID(created["id"]),
        game=created["game"],
        version=created["version"],
        seats=[Seat(player=player, token=seat["token"]) for player, seat in created["seats"].items()],
        organizer_token=created["organizer_token"],
        seed_commitment=created["seed_commitment"],
        genesis=created["genesis"],
    )


@strawberry.type(description="A hosted match as the caller may see it: a seat's view, or the organizer's full state.")
class Match:
    id: strawberry.ID
    game: str
    version: int = strawberry.field(description="Accepted actions so far; `expectedVersion` compares with it.")
    seat: str = strawberry.field(description="The caller: a player id, or `organizer`.")
    seed_commitment: str
    over: bool
    result: GameResult | None
    state: GameState


def match_type(match: dict[str, Any]) -> Match:
    return Match(
        id=strawberry.ID(match["id"]),
        game=match["game"],
        version=match["version"],
        seat=match["seat"],
        seed_commitment=match["seed_commitment"],
        over=match["over"],
        result=result_type(match["result"]),
        state=state_from_json(match["state"], match.get("certificate")),
    )


@strawberry.type(description="One entry of a match's hash-chained log, redacted for the caller.")
class LogEntry:
    seq: int
    player: str
    action: JSON = strawberry.field(
        description=(
            "The action; another player's hidden choices are redacted: one of the game's `<Game>SeenAction` schemas of the "
            "OpenAPI document (a card the reader may not see is a HiddenCard)."
        )
    )
    digest: str = strawberry.field(description="The digest of the state after the action.")
    prev: str
    hash: str
    events: list[Event]


def log_entry_type(entry: dict[str, Any]) -> LogEntry:
    return LogEntry(
        seq=entry["seq"],
        player=entry["player"],
        action=entry["action"],
        digest=entry["digest"],
        prev=entry["prev"],
        hash=entry["hash"],
        events=event_types(entry["events"]),
    )


@strawberry.type(description="What may be done now in a state (`gameLegalActions`), as `POST /v1/games/{game}/legal-actions` answers it.")
class LegalActions:
    actions: list[JSON] = strawberry.field(description="Each can be posted back unchanged as `action`: one of the game's `<Game>Action` schemas of the OpenAPI document")


@strawberry.type(description="What the caller may do now in a match (`matchLegalActions`).")
class MatchLegalActions:
    version: int = strawberry.field(description="The match's version: send it as `expectedVersion`")
    player: str = strawberry.field(description="The caller's seat, or `organizer` (then every seat's actions)")
    actions: list[JSON] = strawberry.field(description="Each can be posted back unchanged to `matchAction`: one of the game's `<Game>Action` schemas of the OpenAPI document")


@strawberry.type(description="A match's log from `since` on.")
class MatchLog:
    id: strawberry.ID
    genesis: str
    version: int
    entries: list[LogEntry]


def match_log_type(log: dict[str, Any]) -> MatchLog:
    return MatchLog(
        id=strawberry.ID(log["id"]),
        genesis=log["genesis"],
        version=log["version"],
        entries=[log_entry_type(entry) for entry in log["entries"]],
    )


@strawberry.type(
    description=(
        "The answer to a match action: `valid` with the new version, the seat's view and the events, or "
        "not `valid` with the violation (nothing was applied)."
    )
)
class MatchActionResult:
    valid: bool
    violation: ViolationType | None
    version: int | None
    digest: str | None = strawberry.field(description="The digest of the full state after the action.")
    state: GameState | None = strawberry.field(description="The acting seat's view.")
    events: list[Event]
    over: bool | None
    result: GameResult | None


def match_action_type(answer: dict[str, Any]) -> MatchActionResult:
    return MatchActionResult(
        valid=True,
        violation=None,
        version=answer["version"],
        digest=answer["digest"],
        state=state_from_json(answer["state"]),
        events=event_types(answer["events"]),
        over=answer["over"],
        result=result_type(answer["result"]),
    )


def refused_action_type(violation: Violation) -> MatchActionResult:
    return MatchActionResult(
        valid=False,
        violation=violation_type(violation),
        version=None,
        digest=None,
        state=None,
        events=[],
        over=None,
        result=None,
    )


@strawberry.type(
    description=(
        "A match as the subscriber may see it: first its current state (`entry` null), then once per "
        "accepted action, with that action's log entry."
    )
)
class MatchUpdate:
    match_id: strawberry.ID
    version: int
    over: bool
    result: GameResult | None
    state: GameState = strawberry.field(description="The subscriber's view (the organizer's: the full state).")
    entry: LogEntry | None


def match_update_type(match_id: str, update: dict[str, Any]) -> MatchUpdate:
    """From ``matches.update_json`` (an update) or ``matches.match_json`` (the current state)."""
    entry = update.get("entry")
    return MatchUpdate(
        match_id=strawberry.ID(match_id),
        version=update["version"],
        over=update["over"],
        result=result_type(update["result"]),
        state=state_from_json(update["state"]),
        entry=log_entry_type(entry) if entry is not None else None,
    )
