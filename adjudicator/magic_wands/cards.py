"""Magic Wands card sets: the schema, the reference set, and the checks a custom set must pass.

A wand's effect is one record from a closed vocabulary (RULINGS §3(c)):

* ``none``
* ``set_scoring`` -- at game end all copies of this wand together score ``table[count]`` (MW-WAND-RR)
* ``purchase_modifier`` with ``op`` ``req_adjust`` (MW-WAND-SP), ``power_multiplier`` (MW-WAND-VR) or
  ``row_shift`` (MW-WAND-SW)
* ``pass_constraint`` with ``op`` ``must_pick_last`` (MW-WAND-EBS)
* ``hand_limit`` (MW-WAND-IC)
* ``end_scoring`` with ``op`` ``per_type``: ``amount`` power per wand of ``type`` in hand (invented wands)

A client may pass its own set in ``options.card_set`` (inline, or by the digest of a set validated before);
it is checked here like any other input.
"""

from __future__ import annotations

import functools
import importlib.resources
from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec

from ..core.cardsets import (
    DEFAULT_LIMITS,
    CardSetLimits,
    CardSetRegistry,
    card_set_digest,
    collect_problems,
    limit_problems,
    unknown_card_set,
)
from ..core.codec import canonical_json, decode_json
from ..core.errors import FieldError, InputError, invalid

if TYPE_CHECKING:
    from .state import Options

WandType = Literal["starting", "night", "awakening", "mythic"]
MARKET_TYPES = ("night", "awakening")
STARTING_POWERS = (1, 3, 5, 7)
MYTHIC_POWERS = (50, 60, 120)
Power = Annotated[int, msgspec.Meta(ge=0, le=10_000)]
Count = Annotated[int, msgspec.Meta(ge=1, le=64)]
ShortText = Annotated[str, msgspec.Meta(max_length=200)]
CardId = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_.\-]{1,40}$")]


class NoEffect(msgspec.Struct, tag="none", tag_field="kind", forbid_unknown_fields=True):
    pass


class SetScoring(msgspec.Struct, tag="set_scoring", tag_field="kind", forbid_unknown_fields=True):
    table: dict[Annotated[str, msgspec.Meta(pattern=r"^[1-9][0-9]?$")], Power]


class ReqAdjust(msgspec.Struct, tag="req_adjust", tag_field="op", forbid_unknown_fields=True):
    kind: Literal["purchase_modifier"]
    amount: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1
    forbid_target_name: ShortText | None = None


class PowerMultiplier(msgspec.Struct, tag="power_multiplier", tag_field="op", forbid_unknown_fields=True):
    kind: Literal["purchase_modifier"]
    factor: Annotated[int, msgspec.Meta(ge=2, le=10)] = 2


class RowShift(msgspec.Struct, tag="row_shift", tag_field="op", forbid_unknown_fields=True):
    kind: Literal["purchase_modifier"]
    amount: Annotated[int, msgspec.Meta(ge=1, le=2)] = 1


class MustPickLast(msgspec.Struct, tag="must_pick_last", tag_field="op", forbid_unknown_fields=True):
    kind: Literal["pass_constraint"]


class HandLimit(msgspec.Struct, tag="hand_limit", tag_field="kind", forbid_unknown_fields=True):
    limit: Annotated[int, msgspec.Meta(ge=1, le=64)]


class PerType(msgspec.Struct, tag="per_type", tag_field="op", forbid_unknown_fields=True):
    kind: Literal["end_scoring"]
    type: WandType
    amount: Power


Effect = NoEffect | SetScoring | HandLimit | dict[str, Any]
"""Effects tagged by ``kind``; those with an ``op`` are decoded in a second step (see ``_decode_effect``)."""

_OP_EFFECTS: dict[str, Any] = {
    "purchase_modifier": ReqAdjust | PowerMultiplier | RowShift,
    "pass_constraint": MustPickLast,
    "end_scoring": PerType,
}
KINDS = ("none", "set_scoring", "hand_limit", *_OP_EFFECTS)


class WandDef(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One wand of a card set (not an instance: ``copies`` instances of it exist)."""

    id: CardId
    name: ShortText
    type: WandType
    power: Power
    req: Count
    copies: Count
    copy_min_players: list[Annotated[int, msgspec.Meta(ge=2, le=64)]] | None = None
    effect: dict[str, Any] = msgspec.field(default_factory=lambda: {"kind": "none"})
    effect_text: Annotated[str, msgspec.Meta(max_length=1000)] = ""
    provenance: dict[str, ShortText] | ShortText = "custom"


class CardSet(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    id: CardId
    name: ShortText = ""
    official: bool = False
    note: Annotated[str, msgspec.Meta(max_length=2000)] = ""
    recommended_mythics: list[CardId] = msgspec.field(default_factory=list)
    cards: Annotated[list[WandDef], msgspec.Meta(min_length=1, max_length=500)]


class Wand(msgspec.Struct, frozen=True):
    """A checked wand definition with its decoded effect, as the engine uses it."""

    id: str
    name: str
    type: str
    power: int
    req: int
    copies: int
    copy_min_players: tuple[int, ...]
    effect: Any


class Catalogue:
    """A checked card set, indexed for the engine."""

    def __init__(self, card_set: CardSet, wands: dict[str, Wand]) -> None:
        self.card_set = card_set
        self.id = card_set.id
        self.wands = wands
        starting = [w for w in wands.values() if w.type == "starting"]
        # MW-SETUP-2: a player needs one copy of every Starting Wand; the count of complete sets is the
        # most players this set supports (RULINGS §3(c)).
        self.max_players = min(w.copies for w in starting)
        self.starting = sorted(starting, key=lambda w: (w.power, w.id))
        self.mythics = sorted((w for w in wands.values() if w.type == "mythic"), key=lambda w: (w.power, w.id))
        self.market = [w for w in wands.values() if w.type in MARKET_TYPES]
        self.dealt_cache: dict[tuple[int, tuple[str, ...]], frozenset[str]] = {}
        self.dealt_cards_cache: dict[tuple[int, tuple[str, ...]], frozenset[Any]] = {}
        # MW-PASS-2 / MW-WAND-IC: no hand can outgrow the largest limit any wand grants.
        self.largest_hand_limit = max([8] + [w.effect.limit for w in wands.values() if isinstance(w.effect, HandLimit)])
        from .state import Card

        # Every instance as it must appear in a state: a forged card differs from its entry here.
        self.instances: dict[str, Card] = {
            f"{w.id}#{k + 1}": Card(id=f"{w.id}#{k + 1}", wand=w.id, name=w.name, type=w.type, power=w.power, req=w.req)
            for w in wands.values()
            for k in range(w.copies)
        }

    def instance_ids(self, wand: Wand, players: int) -> list[str]:
        """MW-SETUP-3: the copies of ``wand`` used with ``players`` players (3+ copies are removed with 2)."""
        return [f"{wand.id}#{k + 1}" for k, need in enumerate(wand.copy_min_players) if need <= players]


def _decode_effect(raw: dict[str, Any], pointer: str) -> Any:
    kind = raw.get("kind")
    try:
        if kind == "none":
            return msgspec.convert(raw, NoEffect)
        if kind == "set_scoring":
            return msgspec.convert(raw, SetScoring)
        if kind == "hand_limit":
            return msgspec.convert(raw, HandLimit)
        if kind in _OP_EFFECTS:
            return msgspec.convert(raw, _OP_EFFECTS[kind])
    except msgspec.ValidationError as exc:
        raise InputError(FieldError(pointer, f"invalid {kind} effect: {exc}")) from None
    raise InputError(FieldError(pointer + "/kind", f"unknown effect kind {kind!r} (known: {', '.join(KINDS)})"))


def catalogue_card_set(card_set: CardSet, *, pointer: str = "") -> Catalogue:
    """Check a decoded card set for the facts the rulebook fixes; raises :class:`InputError`."""
    errors: list[FieldError] = []
    wands: dict[str, Wand] = {}
    for index, card in enumerate(card_set.cards):
        at = f"{pointer}/cards/{index}"
        if card.id in wands:
            errors.append(FieldError(at + "/id", f"duplicate card id {card.id!r}"))
            continue
        copy_min = tuple(card.copy_min_players or [2] * card.copies)
        if len(copy_min) != card.copies:
            errors.append(FieldError(at + "/copy_min_players", "must have one entry per copy"))
            continue
        try:
            effect = _decode_effect(card.effect, at + "/effect")
        except InputError as exc:
            errors.extend(exc.errors)
            continue
        wands[card.id] = Wand(card.id, card.name, card.type, card.power, card.req, card.copies, copy_min, effect)
    starting = [w for w in wands.values() if w.type == "starting"]
    powers = sorted(w.power for w in starting)
    if powers != list(STARTING_POWERS):
        errors.append(
            FieldError(pointer + "/cards", f"MW-SETUP-2: the Starting Wands must have powers 1, 3, 5 and 7 (found {powers})")
        )
    elif len({w.copies for w in starting}) != 1 or min(w.copies for w in starting) < 2:
        errors.append(FieldError(pointer + "/cards", "MW-SETUP-2: every Starting Wand needs the same number (>= 2) of copies"))
    for power in MYTHIC_POWERS:
        if not any(w.type == "mythic" and w.power == power for w in wands.values()):
            errors.append(FieldError(pointer + "/cards", f"MW-SETUP-6: no Mythic Wand of power {power}"))
    if sum(w.copies for w in wands.values() if w.type in MARKET_TYPES) < 12:
        errors.append(FieldError(pointer + "/cards", "MW-SETUP-4: at least 12 Night and Awakening wands are needed"))
    for index, mythic_id in enumerate(card_set.recommended_mythics):
        wand = wands.get(mythic_id)
        if wand is None or wand.type != "mythic":
            errors.append(FieldError(f"{pointer}/recommended_mythics/{index}", f"{mythic_id!r} is not a Mythic Wand of this set"))
    if errors:
        raise InputError(errors)
    return Catalogue(card_set, wands)


@functools.cache
def reference_catalogue() -> Catalogue:
    data = importlib.resources.files(__package__).joinpath("data/reference_cards.json").read_bytes()
    return catalogue_card_set(decode_json(data, CardSet))


@functools.cache
def reference_card_set_json() -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(reference_catalogue().card_set)
    return data


@functools.lru_cache(maxsize=64)
def _custom_catalogue(encoded: bytes) -> Catalogue:
    return catalogue_card_set(msgspec.json.decode(encoded, type=CardSet), pointer="/options/card_set")


def catalogue_for(options: Options) -> Catalogue:
    """The catalogue a game plays with: the reference cards, the card set ``options`` names by digest (one this
    process validated: :data:`CARD_SETS`), or the custom card set ``options`` carries inline."""
    if options.card_set is None:
        return reference_catalogue()
    if isinstance(options.card_set, str):
        found = CARD_SETS.get(options.card_set)
        if found is None:
            raise invalid("/options/card_set", unknown_card_set(options.card_set))
        return found
    return _custom_catalogue(canonical_json(options.card_set))


CARD_SETS: CardSetRegistry[Catalogue] = CardSetRegistry()
"""Validated custom card sets of this process (their catalogues), by digest (:mod:`adjudicator.core.cardsets`):
a state that names its set by digest is played with the catalogue found here, built once per process."""


def validate_card_set(data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[CardSet | None, dict[str, Any], list[FieldError]]:
    """Every problem of a Magic Wands card set (JSON builtins) at once, each with its JSON Pointer; the decoded
    set when there is none (then registered under its digest, so setup may name it by digest)."""
    summary: dict[str, Any] = {"game": "magic-wands"}
    problems = limit_problems(data, limits) or collect_problems(data, CardSet)
    if problems:
        return None, summary, problems
    card_set = msgspec.convert(data, CardSet)
    try:
        catalogue = catalogue_card_set(card_set)
    except InputError as exc:
        return None, summary, list(exc.errors)
    digest = card_set_digest(card_set)
    summary.update(id=card_set.id, name=card_set.name, cards=len(card_set.cards), max_players=catalogue.max_players, digest=digest)
    CARD_SETS.put(digest, catalogue)
    return card_set, summary, []
