"""The Master of Wills events: one tagged struct per ``type`` (see :mod:`adjudicator.core.events`).

Fields are in the order they are encoded; a field marked ``UnsetType`` is left out of the JSON when unset.
An event that can name a hidden card declares the keys only its audience may read (``private``, see
:mod:`adjudicator.core.events`); an occurrence that does lists that audience in ``visible_to`` and, derived
from the declaration, the keys hidden from everyone else in ``secret``.
"""

from __future__ import annotations

import msgspec
from msgspec import UNSET, UnsetType

from ..core.events import Event
from ..core.game import Result


class _PrivateEvent(Event, kw_only=True):
    """An event whose ``private`` keys only ``visible_to`` reads (when set); ``secret`` lists those keys.

    Declares no field (fields of a base would be encoded first): each subclass ends with ``visible_to``
    and ``secret``."""

    audience = "visible_to"

    def __post_init__(self) -> None:
        if getattr(self, "visible_to", UNSET) is not UNSET and getattr(self, "secret", UNSET) is UNSET:
            setattr(self, "secret", list(self.private))  # noqa: B010 -- each subclass declares the field


class Killed(Event, tag="killed", kw_only=True):
    card: str
    reason: str


class FactionDiscarded(Event, tag="faction_discarded", kw_only=True):
    card: str


class DrawSkipped(Event, tag="draw_skipped", kw_only=True):
    reason: str
    rule: str


class CommunityDrawn(Event, tag="community_drawn", kw_only=True):
    card: str
    to: str
    reason: str


class Reaction(Event, tag="reaction", kw_only=True):
    card: str
    by: str
    do: str
    to: str


class FactionDrawn(_PrivateEvent, tag="faction_drawn", kw_only=True):
    private = ("card",)

    player: str
    card: str
    reason: str
    visible_to: list[str]
    secret: list[str] | UnsetType = UNSET


class BonusPlay(Event, tag="bonus_play", kw_only=True):
    player: str
    by: str


class Gamble(Event, tag="gamble", kw_only=True):
    card: str
    value: int
    threshold: int
    won: bool
    by: str


class Copied(Event, tag="copied", kw_only=True):
    card: str
    by: str


class LeadChosen(Event, tag="lead_chosen", kw_only=True):
    team: str
    lead: str


class Played(_PrivateEvent, tag="played", kw_only=True):
    private = ("card",)

    player: str
    card: str
    placement: str
    facing: str | UnsetType = UNSET
    visible_to: list[str] | UnsetType = UNSET
    secret: list[str] | UnsetType = UNSET


class Resolved(_PrivateEvent, tag="resolved", kw_only=True):
    private = ("card",)

    card: str
    draws: int
    visible_to: list[str] | UnsetType = UNSET
    secret: list[str] | UnsetType = UNSET


class Passed(Event, tag="passed", kw_only=True):
    player: str


class Revealed(Event, tag="revealed", kw_only=True):
    player: str
    card: str


class StartingCard(Event, tag="starting_card", kw_only=True):
    player: str
    card: str
    to: list[str | None]


class Moved(Event, tag="moved", kw_only=True):
    card: str
    from_: list[str | None] = msgspec.field(name="from")
    to: list[str | None]
    entry: int | UnsetType = UNSET
    by: str | UnsetType = UNSET


class MovementSkipped(Event, tag="movement_skipped", kw_only=True):
    entry: int
    sector: str
    steps: int
    rule: str


class ValueChanged(Event, tag="value_changed", kw_only=True):
    card: str
    delta: int
    by: str


class CardEffectPlaced(Event, tag="card_effect_placed", kw_only=True):
    card: str
    behind: str


class FromAfterlife(Event, tag="from_afterlife", kw_only=True):
    card: str
    to: list[str | None]
    by: str


class LastingEffectPlaced(Event, tag="lasting_effect_placed", kw_only=True):
    card: str
    side: str
    row: str


class MarkerPlaced(Event, tag="marker_placed", kw_only=True):
    card: str
    under: str


class SpecialRemoved(Event, tag="special_removed", kw_only=True):
    card: str
    from_: str = msgspec.field(name="from")


class Spied(_PrivateEvent, tag="spied", kw_only=True):
    private = ("hand",)

    player: str
    on: str
    hand: list[str]
    visible_to: list[str]
    secret: list[str] | UnsetType = UNSET


class DiscardedFromHand(Event, tag="discarded_from_hand", kw_only=True):
    player: str
    card: str
    by: str


class Swapped(Event, tag="swapped", kw_only=True):
    cards: list[str]
    by: str


class OrderDraw(Event, tag="order_draw", kw_only=True):
    purpose: str
    draws: list[tuple[str, str, int]]
    rule: str


class FirstPassed(Event, tag="first_passed", kw_only=True):
    to: str


class GoesFirst(Event, tag="goes_first", kw_only=True):
    who: str
    purpose: str


class TurnOrder(Event, tag="turn_order", kw_only=True):
    order: list[str]


class TurnSkipped(Event, tag="turn_skipped", kw_only=True):
    player: str
    rule: str


class Turn(Event, tag="turn", kw_only=True):
    player: str
    round: int
    turn_index: int


class ExtraTurnGranted(Event, tag="extra_turn_granted", kw_only=True):
    """MOW-EXTRA-1-R: ``player`` takes another turn after this one (``lost``: no turn is in progress to follow)."""

    player: str
    by: str
    lost: bool = False


class MovePhaseDone(Event, tag="move_phase_done", kw_only=True):
    draws: int


class InstantPlayKept(Event, tag="instant_play_kept", kw_only=True):
    player: str
    rule: str


class NoPlayableCard(Event, tag="no_playable_card", kw_only=True):
    player: str
    rule: str


class RoundOver(Event, tag="round_over", kw_only=True):
    round: int
    rule: str


class EndGameRound(Event, tag="end_game_round", kw_only=True):
    players: list[str]
    rule: str


class EndGamePass(Event, tag="end_game_pass", kw_only=True):
    player: str
    rule: str


class GameOver(Event, tag="game_over", kw_only=True):
    result: Result
    side_scores: dict[str, int]


class Protected(Event, tag="protected", kw_only=True):
    card: str
    by: str


class Frozen(Event, tag="frozen", kw_only=True):
    card: str
    by: str


EVENT_TYPES: tuple[type[Event], ...] = (
    ExtraTurnGranted,
    Killed,
    FactionDiscarded,
    DrawSkipped,
    CommunityDrawn,
    Reaction,
    FactionDrawn,
    BonusPlay,
    Gamble,
    Copied,
    LeadChosen,
    Played,
    Resolved,
    Passed,
    Revealed,
    StartingCard,
    Moved,
    MovementSkipped,
    ValueChanged,
    CardEffectPlaced,
    FromAfterlife,
    LastingEffectPlaced,
    MarkerPlaced,
    SpecialRemoved,
    Spied,
    DiscardedFromHand,
    Swapped,
    OrderDraw,
    FirstPassed,
    GoesFirst,
    TurnOrder,
    TurnSkipped,
    Turn,
    MovePhaseDone,
    InstantPlayKept,
    NoPlayableCard,
    RoundOver,
    EndGameRound,
    EndGamePass,
    GameOver,
    Protected,
    Frozen,
)
