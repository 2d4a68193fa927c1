"""Magic Wands state and action records (msgspec Structs: decoding them validates every field).

The market is 3 rows of 4 cells; ``market[0]`` is the bottom row (free), ``market[1]`` the Surcharge
row (+2) and ``market[2]`` the Block row, where new wands arrive (RULINGS MW-AMB-1).
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from ..core.cardsets import CardSetDigest
from ..core.game import INT32_MAX, PlayerId, Result, Seq
from ..core.rng import RngState
from .cards import CardSet, Count, Power

InstanceId = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_.\-]{1,40}#[0-9]{1,2}$", description="<card-set id>#<copy>")]
Pid = Annotated[str, PlayerId]


class Card(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """One wand instance.  Everything but ``id`` repeats the card set and is checked against it (the
    id too: the consistency check knows every instance, so no pattern is spent on it while decoding)."""

    id: Annotated[str, msgspec.Meta(max_length=48, description="<card-set id>#<copy>")]
    wand: str
    name: str
    type: str
    power: Power
    req: Count


class Player(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    concealed: ClassVar[tuple[str, ...]] = ("hand",)  # MW-AMB-14: another player's hand, until the game is over
    id: Pid
    hand: Annotated[list[Card], msgspec.Meta(max_length=64)]
    eliminated: bool = False


PacketReason = Literal["purchase", "elimination"]
EndTrigger = Literal["third_mythic", "market_empty"]


class Packet(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Cards going round in Pass Cards (face up: they were revealed to pay or by elimination)."""

    source: Pid
    reason: PacketReason
    cards: Annotated[list[Card], msgspec.Meta(min_length=1, max_length=64)]
    picker: Pid


class Options(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=False):
    """Setup options; every ruling flag is recorded here so the state says which rules it ran under."""

    mythics: Literal["random", "recommended"] | Annotated[list[str], msgspec.Meta(min_length=3, max_length=3)] = "random"
    priesthood_stacks: bool = True
    purchaser_in_pass_cycle: bool = False
    card_set: CardSet | CardSetDigest | None = None
    """The custom card set: inline (the state carries it, self-sufficient), or by digest (the state names a
    set the engine knows: validated in this process, e.g. loaded by the service from its store)."""


MarketRow = Annotated[list[Card | None], msgspec.Meta(min_length=4, max_length=4)]


class State(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    concealed: ClassVar[tuple[str, ...]] = ("deck",)  # MW-AMB-14: the deck's order and content
    withheld: ClassVar[tuple[str, ...]] = ("rng",)  # no view carries the generator
    game: Literal["magic-wands"]
    variant: Literal["standard"]
    rules_version: str
    seq: Seq
    players: Annotated[list[Player], msgspec.Meta(min_length=2, max_length=64)]
    to_act: list[Pid]
    phase: Literal["purchase", "pass_cards", "over"]
    over: bool
    result: Result | None
    options: Options
    card_set_id: str
    starting_player: Pid
    turn: Pid
    turn_number: Annotated[int, msgspec.Meta(ge=1, le=INT32_MAX)]
    market: Annotated[list[MarketRow], msgspec.Meta(min_length=3, max_length=3)]
    deck: list[Card]
    deck_count: Annotated[int, msgspec.Meta(ge=0, le=INT32_MAX)]
    discard: list[Card]
    mythics: Annotated[list[str], msgspec.Meta(min_length=3, max_length=3)]
    mythics_bought: Annotated[int, msgspec.Meta(ge=0, le=3)]
    packet: Packet | None
    gap: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=3)]], msgspec.Meta(min_length=2, max_length=2)] | None
    end_trigger: EndTrigger | None
    last_turn: Pid | None
    rng: RngState


class Purchase(msgspec.Struct, tag="purchase", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """Buy market wand ``wand`` paying with the hand cards ``pay`` (MW-PURCHASE-1)."""

    player: Pid
    wand: InstanceId
    pay: Annotated[list[InstanceId], msgspec.Meta(min_length=1, max_length=64)]


class PassPick(msgspec.Struct, tag="pass_pick", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """Take ``card`` from the packet and keep it (``keep``) or discard it (MW-PASS-1)."""

    player: Pid
    card: InstanceId
    keep: bool


Action = Purchase | PassPick
