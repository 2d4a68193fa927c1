"""Master of Wills card data: the Community card schema, the Faction card schema over a closed vocabulary of
18 effect steps, the reference sets and the checks every record must pass.

Rules: MOW-SETUP-1 (120 Community cards, 15 per sector), MOW-DECK-1 (50 cards per faction box: 19 Action,
12 Epic, 7 Legendary, 12 Neutral), MOW-FACTION-3 (placements), MOW-FACTION-7 (the 18 power icons).

A Faction card is a record that names steps (Forge-style cards as data).  Each step is one of 18 ops, one per
power icon; the code behind each op is written once in :mod:`.effects`.  A card the vocabulary cannot express
carries ``"unsupported": "<reason>"`` and the engine refuses it (deck validation reports it, playing it is a
MOW-FACTION-7 violation).

Step semantics in one place (see :mod:`.effects` for the implementation):

* targets: ``target`` is ``"choose"`` (the player picks ``count`` different cards matching ``filter``, one
  decision each; with ``up_to: true`` -- a printed "up to N" -- the player may stop with ``pass`` after the
  first, and the card needs only one target to be played: MOW-UPTO-1-R), ``"all"`` (every matching card, no decision) or ``"previous"`` (the cards the previous
  targeting step of this card chose).  Allies and protected cards are never targets (MOW-MOVE-5).
* ``filter.zones`` names where targets may lie, relative to the card's player: ``neutral``,
  ``own_recruits``, ``own_loyalists``, ``opponent_recruits``, ``opponent_loyalists`` (aliases ``own``,
  ``opponent``, ``board``).  "Opponent" is every other side; in MOW-OP the partner's side (MOW-AMB-16).
* ``against_opponent``: the step only hurts the opponent, so it may be carried out in part (MOW-FACTION-4,
  MOW-AMB-8); every other step must be fully possible when the card is played.
* durations (``until``): ``permanent``, ``end_of_round``, ``end_of_next_turn`` or ``while_in_play`` (the
  status lasts while the card that gave it stays on the board; only for cards that stay: Card Effects, Round
  Effects, Lasting Effects).
"""

from __future__ import annotations

import functools
import importlib.resources
from typing import Annotated, Any, Literal, get_args

import msgspec

from ..core.cardsets import (
    DEFAULT_LIMITS,
    CardSetLimits,
    CardSetRegistry,
    card_set_digest,
    collect_problems,
    limit_problems,
)
from ..core.codec import decode_json
from ..core.errors import FieldError, InputError, invalid

SECTORS: tuple[str, ...] = (
    "activist",
    "corporation",
    "entertainer",
    "government",
    "law_enforcer",
    "religion",
    "underground",
    "union",
)
ROWS: tuple[str, ...] = ("recruits", "loyalists", "allies")
TIERS: tuple[str, ...] = ("action", "epic", "legendary", "neutral")
FACTIONS: tuple[str, ...] = ("razorcorp", "alphaguard")
Icon = Literal[
    "afterlife",
    "move",
    "bonus_play",
    "lasting_effect",
    "card_effect",
    "protection",
    "community_draw",
    "remove_special",
    "copycat",
    "reveal",
    "freeze",
    "round_effect",
    "gamble",
    "spy",
    "instant_play",
    "swap",
    "kill",
    "value_change",
]
ICONS: tuple[str, ...] = get_args(Icon)
PLACEMENT_OPS = ("card_effect", "round_effect", "lasting_effect")
ZONES: tuple[str, ...] = ("neutral", "own_recruits", "own_loyalists", "opponent_recruits", "opponent_loyalists")
ZONE_ALIASES: dict[str, tuple[str, ...]] = {
    "own": ("own_recruits", "own_loyalists"),
    "opponent": ("opponent_recruits", "opponent_loyalists"),
    "board": ZONES,
}

Sector = Literal[
    "activist", "corporation", "entertainer", "government", "law_enforcer", "religion", "underground", "union"
]
Row = Literal["recruits", "loyalists", "allies"]
Zone = Literal[
    "neutral", "own_recruits", "own_loyalists", "opponent_recruits", "opponent_loyalists", "own", "opponent", "board"
]
Until = Literal["permanent", "end_of_round", "end_of_next_turn", "while_in_play"]
Target = Literal["choose", "all", "previous"]
CardId = Annotated[str, msgspec.Meta(pattern=r"^MOW-[A-Z]-[A-Z0-9-]{1,32}$")]
ShortText = Annotated[str, msgspec.Meta(max_length=200)]
LongText = Annotated[str, msgspec.Meta(max_length=2000)]
Small = Annotated[int, msgspec.Meta(ge=1, le=10)]
Provenance = ShortText | dict[str, ShortText]


# -- Community cards (MOW-SETUP-1) ------------------------------------------------------------------------
class Movement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One printed movement: ``delta`` single-row steps for cards of ``sector`` (MOW-MOVE-2)."""

    sector: Sector
    delta: Annotated[int, msgspec.Meta(ge=-5, le=5)]


class CommunityCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    id: CardId
    name: ShortText
    sector: Sector
    value: Annotated[int, msgspec.Meta(ge=-20, le=30)]
    start_row: Row
    faction_icon: bool
    draw_icons: Annotated[int, msgspec.Meta(ge=0, le=2)]
    movements: Annotated[list[Movement], msgspec.Meta(max_length=4)]
    provenance: Provenance = "invented"


class CommunitySet(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    id: str
    name: ShortText = ""
    official: bool = False
    note: LongText = ""
    cards: list[CommunityCard]


# -- The effect vocabulary (MOW-FACTION-7): one Struct per power icon ------------------------------------
class Filter(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """Which Community cards a step may target (Allies and protected cards never, MOW-MOVE-5)."""

    zones: tuple[Zone, ...] = ("board",)
    sector: Sector | None = None
    min_value: int | None = None
    max_value: int | None = None


_ANY = Filter()


class _Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    against_opponent: bool = False


class Afterlife(_Step, tag="afterlife", tag_field="op", frozen=True):
    """Take ``count`` chosen cards from the Afterlife to ``to`` (``each_recruits``: one per side, own first)."""

    count: Small = 1
    to: Literal["own_recruits", "opponent_recruits", "each_recruits", "neutral"] = "own_recruits"


class Move(_Step, tag="move", tag_field="op", frozen=True):
    """Move ``count`` different cards ``distance`` rows in ``direction`` (+ toward you), or straight ``to`` a row:
    ``allies`` (the Allies of the side the card is on), ``own_recruits``, or ``affected_recruits`` (the Recruits
    of a side an earlier step of this card affected; with ``per_affected`` once for each, MOW-FFA-3)."""

    target: Target = "choose"
    filter: Filter = _ANY
    count: Small = 1
    up_to: bool = False
    distance: Annotated[int, msgspec.Meta(ge=1, le=6)] = 1
    direction: Literal[1, -1] = 1
    to: Literal["allies", "own_recruits", "affected_recruits"] | None = None
    per_affected: bool = False


class BonusPlay(_Step, tag="bonus_play", tag_field="op", frozen=True):
    """Draw ``draw`` Faction cards, then the player may play 1 more Faction card this phase."""

    draw: Annotated[int, msgspec.Meta(ge=0, le=3)] = 0


class Watch(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A reaction of a Lasting Effect (see MOW-FACTION-6): ``claim`` moves a card of ``sector`` that arrives
    in the Neutral area into the owner's Recruits; ``reject`` sends a card of ``sector`` that an opponent's
    effect moved from Neutral into that opponent's Recruits back to Neutral."""

    sector: Sector
    do: Literal["claim", "reject"]


class LastingEffect(_Step, tag="lasting_effect", tag_field="op", frozen=True):
    """Place this card under a Recruits or Loyalists row of ``side`` (one per row, never Allies; MOW-FACTION-3).
    ``deferred_delta`` is added to that side's score at final scoring only (MOW-FACTION-5, MOW-AMB-14);
    ``marker`` puts a chosen Neutral card underneath (killed when the effect is removed)."""

    side: Literal["own", "opponent"] = "own"
    deferred_delta: Annotated[int, msgspec.Meta(ge=-10, le=10)] = 0
    marker: bool = False
    watch: Watch | None = None


class CardEffect(_Step, tag="card_effect", tag_field="op", frozen=True):
    """Place this card behind a chosen Community card; later steps with ``target: previous`` modify it."""

    filter: Filter = _ANY


class Protection(_Step, tag="protection", tag_field="op", frozen=True):
    """The targets cannot be moved, killed or modified until the protection expires or is removed."""

    target: Target = "choose"
    filter: Filter = _ANY
    count: Small = 1
    up_to: bool = False
    until: Until = "end_of_round"


class CommunityDraw(_Step, tag="community_draw", tag_field="op", frozen=True):
    """Draw ``count`` Community cards to the Neutral area (reactions apply) or straight to your Recruits."""

    count: Small = 1
    to: Literal["neutral", "own_recruits"] = "neutral"


class RemoveSpecial(_Step, tag="remove_special", tag_field="op", frozen=True):
    """Remove ``count`` Faction cards in play (MOW-FACTION-3): a Lasting Effect (its marker is killed), a
    Round Effect (face up or down) or a Card Effect (not behind a locked Ally); each goes to its owner's
    Faction discard.  ``side`` says whose: played by an opponent, by your side, or by anyone."""

    what: Literal["lasting_effect", "round_effect", "card_effect", "any"] = "any"
    side: Literal["own", "opponent", "any"] = "opponent"
    count: Small = 1


class Copycat(_Step, tag="copycat", tag_field="op", frozen=True):
    """Carry out the steps of the topmost copyable card of a Faction discard (an instant card whose steps
    hold no copycat, instant play or bonus play: copies never chain, MOW-FACTION-6)."""

    source: Literal["opponent_discard", "own_discard"] = "opponent_discard"


class Reveal(_Step, tag="reveal", tag_field="op", frozen=True):
    """The steps after this one run when the owner reveals the card (MOW-AMB-15), once ``trigger`` holds."""

    trigger: Literal["any_time", "after_opponent_play"] = "any_time"


class Freeze(_Step, tag="freeze", tag_field="op", frozen=True):
    """The targets cannot be moved (nor chosen as Starting card) until the freeze expires or is removed."""

    target: Target = "choose"
    filter: Filter = _ANY
    count: Small = 1
    up_to: bool = False
    until: Until = "end_of_next_turn"


class RoundEffect(_Step, tag="round_effect", tag_field="op", frozen=True):
    """Place this card in your Round Effect space; ``player_choice`` lets the play say face up or down."""

    facing: Literal["face_up", "face_down", "player_choice"] = "face_up"


class Gamble(_Step, tag="gamble", tag_field="op", frozen=True):
    """Reveal and kill the top Community card; value >= ``threshold`` runs ``win``, otherwise ``lose``."""

    threshold: int = 5
    win: list[Step] = []
    lose: list[Step] = []


class Spy(_Step, tag="spy", tag_field="op", frozen=True):
    """Look at an opponent's hand (only you see it) and discard ``discard`` card(s) of it."""

    discard: Annotated[int, msgspec.Meta(ge=0, le=2)] = 0


class InstantPlay(_Step, tag="instant_play", tag_field="op", frozen=True):
    """Draw the top card of your Faction deck; it must be played at once if it can be, else it stays in hand."""


class Swap(_Step, tag="swap", tag_field="op", frozen=True):
    """Exchange the places of one of your cards (``own``) and one opponent card (``other``); the card you
    receive becomes the step's target for ``previous``."""

    own: Filter = Filter(zones=("own",))
    other: Filter = Filter(zones=("opponent",))


class Kill(_Step, tag="kill", tag_field="op", frozen=True):
    """Kill the targets: they go to the Afterlife, with every Card Effect behind them to its owner's discard."""

    target: Target = "choose"
    filter: Filter = _ANY
    count: Small = 1
    up_to: bool = False


class ValueChange(_Step, tag="value_change", tag_field="op", frozen=True):
    """Change the targets' value by ``delta``, or ``reverse`` it (with ``double_if_negative``: a card whose
    original value is negative has its value doubled instead, as Amnesia says)."""

    target: Target = "choose"
    filter: Filter = _ANY
    count: Small = 1
    up_to: bool = False
    delta: Annotated[int, msgspec.Meta(ge=-10, le=10)] = 0
    reverse: bool = False
    double_if_negative: bool = False
    until: Until = "permanent"


class ExtraTurn(_Step, tag="extra_turn", tag_field="op", frozen=True):
    """The card's player takes another turn right after this one (MOW-EXTRA-1-R; Time Warp).  No power icon
    names it: the printed icon of such a card is whatever the card shows."""


Step = (
    Afterlife
    | Move
    | BonusPlay
    | LastingEffect
    | CardEffect
    | Protection
    | CommunityDraw
    | RemoveSpecial
    | Copycat
    | Reveal
    | Freeze
    | RoundEffect
    | Gamble
    | Spy
    | InstantPlay
    | Swap
    | Kill
    | ValueChange
    | ExtraTurn
)
STEP_TYPES: dict[str, type] = {cls.__struct_config__.tag: cls for cls in Step.__args__}
NON_ICON_OPS: tuple[str, ...] = ("extra_turn",)
"""Steps of the vocabulary that no power icon names (what a card says in its text only)."""
assert tuple(sorted(STEP_TYPES)) == tuple(sorted(ICONS + NON_ICON_OPS)), "one step type per power icon, and the text-only steps"


class FactionCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    id: CardId
    name: ShortText
    faction: Literal["razorcorp", "alphaguard"]
    tier: Literal["action", "epic", "legendary", "neutral"]
    copies: Annotated[int, msgspec.Meta(ge=1, le=6)] = 1
    power_icons: list[Icon]
    placement: Literal["instant", "card_effect", "round_effect", "lasting_effect"]
    text: LongText
    steps: Annotated[list[Step], msgspec.Meta(max_length=12)]
    unsupported: ShortText | None = None
    provenance: Provenance = "invented"


class FactionSet(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    id: str
    name: ShortText = ""
    official: bool = False
    note: LongText = ""
    cards: list[FactionCard]
    default_decks: dict[str, list[CardId]]


# -- Checked catalogue -------------------------------------------------------------------------------------
def walk_steps(steps: list[Any]) -> list[Any]:
    """Every step of ``steps``, including those nested in Gamble branches, in order."""
    out: list[Any] = []
    for step in steps:
        out.append(step)
        if isinstance(step, Gamble):
            out.extend(walk_steps(step.win))
            out.extend(walk_steps(step.lose))
    return out


def expand_zones(zones: tuple[str, ...]) -> frozenset[str]:
    out: set[str] = set()
    for zone in zones:
        out.update(ZONE_ALIASES.get(zone, (zone,)))
    return frozenset(out)


class Catalogue:
    """The checked reference data, indexed for the engine."""

    def __init__(self, community: CommunitySet, factions: FactionSet) -> None:
        self.community_set = community
        self.faction_set = factions
        self.community: dict[str, CommunityCard] = {card.id: card for card in community.cards}
        self.community_ids: tuple[str, ...] = tuple(card.id for card in community.cards)
        self.faction: dict[str, FactionCard] = {card.id: card for card in factions.cards}
        self.default_decks = factions.default_decks
        self.zone_sets: dict[Filter, frozenset[str]] = {}
        # Facts the hot paths look up instead of working out per call.
        self.sector_of: dict[str, str] = {card.id: card.sector for card in community.cards}
        self.by_sector: dict[str, frozenset[str]] = {
            sector: frozenset(card.id for card in community.cards if card.sector == sector) for sector in SECTORS
        }
        self.reveal_indexes: dict[str, int | None] = {
            card.id: next((i for i, step in enumerate(card.steps) if isinstance(step, Reveal)), None) for card in factions.cards
        }
        self.watch_of: dict[str, Watch | None] = {
            card.id: card.steps[0].watch if card.steps and isinstance(card.steps[0], LastingEffect) else None for card in factions.cards
        }
        self.digest: str | None = None
        """The content address of a custom card set (None: the reference set)."""
        self.derived: dict[Any, Any] = {}
        """Facts other modules work out once per catalogue (see :func:`.effects.feasibility_checks`)."""

    def zones(self, filter_: Filter) -> frozenset[str]:
        cached = self.zone_sets.get(filter_)
        if cached is None:
            cached = self.zone_sets[filter_] = expand_zones(filter_.zones)
        return cached

    def reveal_index(self, card_id: str) -> int | None:
        """Index of the card's Reveal step, or None when it has none (KeyError for an unknown card)."""
        return self.reveal_indexes[card_id]


def collect_community_set_errors(data: CommunitySet, base: str = "/cards") -> list[FieldError]:
    errors: list[FieldError] = []
    seen: set[str] = set()
    for index, card in enumerate(data.cards):
        if card.id in seen:
            errors.append(FieldError(f"{base}/{index}/id", f"duplicate card id {card.id}"))
        seen.add(card.id)
        if not card.id.startswith("MOW-C-"):
            errors.append(FieldError(f"{base}/{index}/id", "a Community card id begins MOW-C-"))
        sectors = [m.sector for m in card.movements]
        if len(set(sectors)) != len(sectors):
            errors.append(FieldError(f"{base}/{index}/movements", "one movement per sector"))
        for number, movement in enumerate(card.movements):
            if movement.delta == 0:
                errors.append(FieldError(f"{base}/{index}/movements/{number}/delta", "a movement moves at least one row"))
    per_sector = {sector: sum(1 for c in data.cards if c.sector == sector) for sector in SECTORS}
    if len(data.cards) != 120 or any(n != 15 for n in per_sector.values()):
        errors.append(FieldError(base, f"MOW-SETUP-1: 120 cards, 15 in each of the 8 sectors (found {per_sector})"))
    return errors


def collect_faction_card_errors(card: FactionCard, at: str) -> list[FieldError]:
    """The structural rules of a Faction card record (placement first, icons named by its steps, ...)."""
    errors: list[FieldError] = []
    if card.unsupported is not None:
        return errors
    if not card.steps:
        errors.append(FieldError(at + "/steps", "a supported card needs at least one step"))
        return errors
    every = walk_steps(card.steps)
    ops = {step.__struct_config__.tag for step in every}
    for icon in card.power_icons:
        if icon not in ops:
            errors.append(FieldError(at + "/power_icons", f"icon {icon} names no step of the card"))
    first = card.steps[0].__struct_config__.tag
    expected = first if first in ("round_effect", "lasting_effect") else "instant"
    if card.placement == "card_effect":
        expected = "card_effect" if any(isinstance(s, CardEffect) for s in card.steps) else expected
    if card.placement != expected:
        errors.append(FieldError(at + "/placement", f"the steps make this card {expected!r}, not {card.placement!r}"))
    for index, step in enumerate(card.steps):
        if isinstance(step, RoundEffect | LastingEffect) and index != 0:
            errors.append(FieldError(f"{at}/steps/{index}", "a Round or Lasting Effect placement is the first step"))
        if isinstance(step, Reveal) and card.placement != "round_effect":
            errors.append(FieldError(f"{at}/steps/{index}", "only a Round Effect can wait to be revealed"))
    stays = card.placement != "instant"
    for index, step in enumerate(every):
        if getattr(step, "until", None) == "while_in_play" and not stays:
            errors.append(FieldError(f"{at}/steps/{index}", "while_in_play needs a card that stays in play"))
        if isinstance(step, Gamble) and any(s.__struct_config__.tag in PLACEMENT_OPS + ("reveal",) for s in walk_steps(step.win + step.lose)):
            errors.append(FieldError(f"{at}/steps/{index}", "a Gamble branch cannot place or reveal the card"))
    first_step = card.steps[0]
    hides = isinstance(first_step, RoundEffect) and first_step.facing != "face_up"
    if hides and (len(card.steps) < 2 or not isinstance(card.steps[1], Reveal)):
        # A face-down card must not act while hidden: its identity would show through its effects.
        errors.append(FieldError(at + "/steps/1", "a Round Effect that may lie face down has its Reveal step right after the placement"))
    if sum(isinstance(s, Reveal) for s in card.steps) > 1:
        errors.append(FieldError(at + "/steps", "at most one Reveal step"))
    return errors


BOX_TIERS: dict[str, int] = {"action": 19, "epic": 12, "legendary": 7, "neutral": 12}
"""MOW-DECK-1: the cards of each tier in one faction box."""
DECK_TIER_MAX: dict[str, int] = {"action": 18, "epic": 5, "legendary": 2, "neutral": 5}
"""MOW-DECK-2: the most cards of each tier a deck holds (so the most copies of one card a box can usefully hold)."""


def collect_faction_set_errors(data: FactionSet, base: str = "/cards") -> list[FieldError]:
    errors: list[FieldError] = []
    seen: set[str] = set()
    for index, card in enumerate(data.cards):
        if card.id in seen:
            errors.append(FieldError(f"{base}/{index}/id", f"duplicate card id {card.id}"))
        seen.add(card.id)
        if not card.id.startswith("MOW-F-"):
            errors.append(FieldError(f"{base}/{index}/id", "a Faction card id begins MOW-F-"))
        if card.copies > DECK_TIER_MAX[card.tier]:
            errors.append(FieldError(f"{base}/{index}/copies",
                                     f"MOW-DECK-2: a deck holds at most {DECK_TIER_MAX[card.tier]} {card.tier} card(s), so a box has no more copies of one; not {card.copies}"))
        errors.extend(collect_faction_card_errors(card, f"{base}/{index}"))
    for faction in FACTIONS:
        counts = {tier: sum(c.copies for c in data.cards if c.faction == faction and c.tier == tier) for tier in TIERS}
        if counts != BOX_TIERS:
            errors.append(FieldError(base, f"MOW-DECK-1: the {faction} box holds 19/12/7/12 cards, not {counts}"))
    return errors


@functools.cache
def reference_catalogue() -> Catalogue:
    root = importlib.resources.files(__package__).joinpath("data")
    community = decode_json(root.joinpath("community.json").read_bytes(), CommunitySet)
    factions = decode_json(root.joinpath("factions.json").read_bytes(), FactionSet)
    errors = collect_community_set_errors(community) + [
        FieldError("/factions" + e.pointer, e.message) for e in collect_faction_set_errors(factions)
    ]
    if errors:
        raise InputError(errors)
    return Catalogue(community, factions)


@functools.cache
def reference_card_set_json() -> dict[str, Any]:
    """``GET /v1/games/master-of-wills/cards``: both reference sets, every record with its provenance."""
    catalogue = reference_catalogue()
    return {
        "id": "mow-reference-1",
        "name": "Master of Wills reference cards (invented where the rulebook is silent)",
        "official": False,
        "note": catalogue.community_set.note + " " + catalogue.faction_set.note,
        "icons": list(ICONS),
        "cards": [msgspec.to_builtins(c) for c in catalogue.community_set.cards]
        + [msgspec.to_builtins(c) for c in catalogue.faction_set.cards],
        "default_decks": catalogue.default_decks,
    }


# -- Card sets as data (custom sets: the cards a table owns) ------------------------------------------------------
class CardSet(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A whole Master of Wills card set: the 120 Community cards and both Faction boxes.

    ``owner`` names who entered the cards (provenance of user-entered data); each card keeps its own
    ``provenance`` (``rulebook``, ``invented``, ``{"owner": ...}`` or one of those per field).
    ``default_decks`` gives, per faction, the deck a side plays without one of its own.
    """

    id: ShortText
    name: ShortText = ""
    official: bool = False
    note: LongText = ""
    owner: ShortText | None = None
    community: list[CommunityCard]
    factions: list[FactionCard]
    default_decks: dict[Literal["razorcorp", "alphaguard"], list[CardId]]


CARD_SETS: CardSetRegistry[Catalogue] = CardSetRegistry()
"""Validated custom card sets of this process, by digest (:mod:`adjudicator.core.cardsets`)."""


def catalogue_of(card_set: CardSet) -> Catalogue:
    community = CommunitySet(id=card_set.id, name=card_set.name, official=card_set.official, note=card_set.note,
                             cards=list(card_set.community))
    factions = FactionSet(id=card_set.id, name=card_set.name, official=card_set.official, note=card_set.note,
                          cards=list(card_set.factions), default_decks={k: list(v) for k, v in card_set.default_decks.items()})
    return Catalogue(community, factions)


def validate_card_set(data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[CardSet | None, dict[str, Any], list[FieldError]]:
    """Every problem of a card set (JSON builtins) at once, each with its JSON Pointer; the decoded set when
    there is none.  A valid set is registered under its digest, so a state may name it."""
    problems = limit_problems(data, limits) or collect_problems(data, CardSet)
    summary: dict[str, Any] = {"game": "master-of-wills"}
    if problems:
        # The per-card rules of the cards that did decode still count: every problem is named at once.
        if isinstance(data, dict):
            raw_community: list[Any] = data["community"] if isinstance(data.get("community"), list) else []
            raw_factions: list[Any] = data["factions"] if isinstance(data.get("factions"), list) else []
            for index, raw in enumerate(raw_community):
                try:
                    card = msgspec.convert(raw, CommunityCard)
                except msgspec.ValidationError:
                    continue
                problems += [FieldError(e.pointer.replace(f"/community/{index}/0", f"/community/{index}", 1), e.message)
                             for e in collect_community_set_errors(CommunitySet(id="", cards=[card]), f"/community/{index}")
                             if e.pointer != f"/community/{index}"]
            for index, raw in enumerate(raw_factions):
                try:
                    fcard = msgspec.convert(raw, FactionCard)
                except msgspec.ValidationError:
                    continue
                problems += [FieldError(e.pointer.replace(f"/factions/{index}/0", f"/factions/{index}", 1), e.message)
                             for e in collect_faction_set_errors(FactionSet(id="", cards=[fcard], default_decks={}), f"/factions/{index}")
                             if e.pointer != f"/factions/{index}"]
        return None, summary, sorted(problems, key=lambda e: e.pointer)
    card_set = msgspec.convert(data, CardSet)
    problems = collect_community_set_errors(CommunitySet(id=card_set.id, cards=list(card_set.community)), "/community")
    faction_problems = collect_faction_set_errors(
        FactionSet(id=card_set.id, cards=list(card_set.factions), default_decks={}), "/factions"
    )
    problems += faction_problems
    summary.update(
        id=card_set.id,
        name=card_set.name,
        community_cards=len(card_set.community),
        faction_cards=len(card_set.factions),
        unsupported=sorted(card.id for card in card_set.factions if card.unsupported is not None),
    )
    if not faction_problems:
        from .decks import validate_cards

        catalogue = catalogue_of(card_set)
        for faction in FACTIONS:
            if faction not in card_set.default_decks:
                problems.append(FieldError(f"/default_decks/{faction}", "missing required field"))
                continue
            for found in validate_cards(catalogue, list(card_set.default_decks[faction]), f"/default_decks/{faction}"):
                problems.append(FieldError(found.path, f"{found.code}: {found.message}"))
    if problems:
        return None, summary, problems
    catalogue = catalogue_of(card_set)
    digest = card_set_digest(card_set)
    summary["digest"] = digest
    catalogue.digest = digest
    CARD_SETS.put(digest, catalogue)
    return card_set, summary, []


@functools.cache
def reference_card_set() -> CardSet:
    """The reference data as one :class:`CardSet` (what a state without ``options.card_set`` plays with)."""
    catalogue = reference_catalogue()
    return CardSet(
        id="mow-reference-1",
        name="Master of Wills reference cards (invented where the rulebook is silent)",
        note=catalogue.community_set.note + " " + catalogue.faction_set.note,
        community=list(catalogue.community_set.cards),
        factions=list(catalogue.faction_set.cards),
        default_decks={"razorcorp": catalogue.default_decks["razorcorp"], "alphaguard": catalogue.default_decks["alphaguard"]},
    )


def known_catalogue(digest: str) -> Catalogue | None:
    """The catalogue of the card set with ``digest`` if this process knows it (the reference set always)."""
    found = CARD_SETS.get(digest)
    if found is None and digest == reference_digest():
        return reference_catalogue()
    return found


@functools.cache
def reference_digest() -> str:
    return card_set_digest(reference_card_set())


def catalogue_by_digest(digest: str | None, pointer: str = "/options/card_set") -> Catalogue:
    """The catalogue of the card set with ``digest`` (None: the reference set); InputError when this process
    does not know it."""
    if digest is None:
        return reference_catalogue()
    found = known_catalogue(digest)
    if found is None:
        raise invalid(pointer, f"card set {digest} is not known here: pass the set inline, or upload it first (POST /v1/card-sets)")
    return found
