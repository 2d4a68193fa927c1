"""Master of Wills state and action records (msgspec Structs: decoding them validates every field).

Board model (RULINGS §1(a), MOW-AMB-1): every side has Recruits, Loyalists and Allies rows; one Neutral area
is shared; off the board lie the Community deck, the Afterlife and, per side, a Faction deck, a Faction
discard, a Round Effect space and two Lasting Effect spaces (under Recruits and under Loyalists).

Cards are named by id.  Community cards are unique (``MOW-C-REL-01``); a Faction card in a game is an
instance ``<card id>#<side number>.<copy>`` (``MOW-F-RZC-E-03#1.2`` is the second copy of Amnesia in the
deck of the first side), so two players may build decks from two boxes of the same faction.

Side ids are the player ids, except the 2 vs 2 teams (``@team-a``, ``@team-b``) and the Mowitaire
opponent (``@opponent``): ``@`` cannot occur in a player id, so they never clash.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from ..core.game import INT32_MAX, PlayerId, Result, Score
from ..core.rng import RngState

Pid = Annotated[str, PlayerId]
SideId = Annotated[str, msgspec.Meta(pattern=r"^@?[A-Za-z0-9_.\-]{1,64}$")]
CommunityId = Annotated[str, msgspec.Meta(pattern=r"^MOW-C-[A-Z0-9-]{1,32}$")]
InstanceId = Annotated[str, msgspec.Meta(pattern=r"^MOW-F-[A-Z0-9-]{1,32}#[1-9]\.[1-9][0-9]?$")]
Token = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_.#/@\-]{1,120}$")]
CardRef = Annotated[str, msgspec.Meta(max_length=64)]
"""A card id inside a state: not pattern-checked while decoding (it costs a regex per card on every clone);
the consistency check names every id that is not a card of the game (:mod:`.consistency`)."""
Count = Annotated[int, msgspec.Meta(ge=0, le=1000)]

VARIANTS = ("standard", "2v2", "ffa3", "mowitaire", "mow-op")
Variant = Literal["standard", "2v2", "ffa3", "mowitaire", "mow-op"]
Phase = Literal["first_player", "lead", "move", "faction", "end_game", "over"]


class Status(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """A Faction card's mark on a Community card: a value change, a protection or a freeze.

    ``until_turn`` is the index of the turn at whose end it expires (-1: never by time); ``while_source``
    means it lasts only while the card ``source`` stays in play (a Card, Round or Lasting Effect).
    """

    kind: Literal["value", "protect", "freeze"]
    source: CardRef
    delta: Annotated[int, msgspec.Meta(ge=-INT32_MAX, le=INT32_MAX)] = 0
    until_turn: Annotated[int, msgspec.Meta(ge=-1, le=INT32_MAX)] = -1
    while_source: bool = False


class RoundEffectSlot(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A card in a Round Effect space.  ``pending`` is true while its Reveal step has not run;
    ``armed`` records that its trigger (an opponent's Faction play) has happened since it was placed."""

    concealed: ClassVar[tuple[str, ...]] = ("card",)  # a face-down Round Effect (MOW-AMB-10)
    card: CardRef
    player: Pid
    face_up: bool
    pending: bool
    armed: bool = False
    placed_turn: Annotated[int, msgspec.Meta(ge=0, le=64)] = 0


class LastingSlot(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    card: CardRef
    player: Pid
    marker: CardRef | None = None


class Attachment(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A Card Effect: Faction card ``card`` placed behind Community card ``target``."""

    card: CardRef
    player: Pid
    target: CardRef


class Side(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    concealed: ClassVar[tuple[str, ...]] = ("faction_deck",)  # order and content (MOW-SETUP-2)
    id: SideId
    players: list[Pid]
    recruits: list[CardRef]
    loyalists: list[CardRef]
    allies: list[CardRef]
    faction_deck: list[CardRef]
    faction_discard: list[CardRef]
    deck_size: Count
    round_effects: list[RoundEffectSlot]
    lasting_recruits: LastingSlot | None = None
    lasting_loyalists: LastingSlot | None = None


class Player(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A seat.  ``drawn`` counts Faction cards ever drawn into the hand, ``played`` those that left it."""

    concealed: ClassVar[tuple[str, ...]] = ("hand",)  # another player's hand (MOW-AMB-10, MOW-AMB-15)
    id: Pid
    side: SideId
    hand: list[CardRef]
    drawn: Count
    played: Count
    turns_taken: Count = 0


class PendingMove(msgspec.Struct, forbid_unknown_fields=True):
    """A movement of the Starting card still to carry out: ``delta`` steps left (signed) for ``sector``."""

    sector: str
    delta: Annotated[int, msgspec.Meta(ge=-5, le=5)]


class Turn(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The turn in progress.  ``exits``/``entered`` are the Neutral-area bookkeeping of the current phase
    (MOW-AMB-5); ``plays`` the Faction plays still allowed, ``bonus`` whether that play is an optional Bonus
    Play; ``must_play`` a card drawn by Instant Play that must be played now if it can be."""

    concealed: ClassVar[tuple[str, ...]] = ("must_play",)  # a card of a hand the reader does not see
    player: Pid
    starting: CardRef | None = None
    moves: list[PendingMove] = msgspec.field(default_factory=list)
    exits: list[CardRef] = msgspec.field(default_factory=list)
    entered: list[CardRef] = msgspec.field(default_factory=list)
    faction: bool = False
    plays: Count = 0
    bonus: bool = False
    must_play: CardRef | None = None
    extra: bool | msgspec.UnsetType = msgspec.UNSET
    """True on an extra turn (MOW-EXTRA-1-R): its player need not be the one the turn order names; left
    out otherwise (``false`` means the same)."""


def moves_left(turn: Turn) -> bool:
    """Whether a movement of the turn's Starting card still has steps to carry out."""
    for entry in turn.moves:  # noqa: SIM110 (a plain loop: this runs after every decision)
        if entry.delta:
            return True
    return False


class StepRef(msgspec.Struct, forbid_unknown_fields=True, array_like=True):
    """Step ``path`` (``"3"``, ``"0/win/1"``) of catalogue card ``source``."""

    source: str
    path: str


class Resolution(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A Faction card being carried out, one step at a time.

    ``queue[0]`` is the current step; ``stage``/``done``/``chosen`` its progress; ``previous`` the targets of
    the last targeting step; ``affected`` the opponent sides it affected (MOW-FFA-3); ``exits``/``entered``
    its Neutral-area bookkeeping (MOW-DRAW-4, MOW-AMB-5); ``spied`` the player whose hand the resolver sees;
    ``in_limbo`` whether the card is still held aside (not yet placed)."""

    player: Pid
    card: CardRef
    origin: Literal["play", "reveal"]
    queue: list[StepRef]
    in_limbo: bool
    stage: Count = 0
    done: Count = 0
    chosen: list[Token] = msgspec.field(default_factory=list)
    previous: list[CardRef] = msgspec.field(default_factory=list)
    affected: list[SideId] = msgspec.field(default_factory=list)
    exits: list[CardRef] = msgspec.field(default_factory=list)
    entered: list[CardRef] = msgspec.field(default_factory=list)
    spied: Pid | None = None


OrderPurpose = Literal["first_player", "end_game"]


class OrderChoice(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Who decides the order (MOW-SETUP-4, MOW-FFA-1, MOW-END-4): ``chooser`` (a side id) decides now;
    ``queue`` the sides that may still be asked, clockwise (FFA), the last of whom must go first."""

    purpose: OrderPurpose
    chooser: SideId
    queue: list[SideId]


class EndGame(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The End-of-Game round (MOW-END-4): players reveal in turn from ``order[current]``; ``passes`` counts
    consecutive passes (the round ends when every player in the order has passed in a row)."""

    order: list[Pid]
    current: Count = 0
    passes: Count = 0


class Options(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Setup options; every ruling flag is recorded here so the state says which rules it ran under."""

    faction_play_optional: bool = False
    teammate_hands_visible: bool = True
    teams: Annotated[list[Annotated[list[Pid], msgspec.Meta(min_length=2, max_length=2)]], msgspec.Meta(min_length=2, max_length=2)] | None = None
    difficulty: Literal["easy", "medium", "hard"] = "easy"
    coop_thresholds: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=10_000)]], msgspec.Meta(min_length=8, max_length=8)] | None = None
    card_set: Annotated[str, msgspec.Meta(pattern=r"^sha256:[0-9a-f]{64}$")] | msgspec.UnsetType = msgspec.UNSET
    """The digest of the custom card set the game plays with; absent: the reference set (left out of the
    encoded state, so reference games keep their digests).  Setup takes the set inline or by digest."""


class State(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    concealed: ClassVar[tuple[str, ...]] = ("community_deck",)  # order and content (MOW-SETUP-2)
    withheld: ClassVar[tuple[str, ...]] = ("rng",)  # no view carries the generator
    game: Literal["master-of-wills"]
    variant: Variant
    rules_version: str
    seq: Count
    players: Annotated[list[Player], msgspec.Meta(min_length=1, max_length=4)]
    to_act: list[Pid]
    phase: Phase
    over: bool
    result: Result | None
    options: Options
    sides: Annotated[list[Side], msgspec.Meta(min_length=2, max_length=3)]
    neutral: list[CardRef]
    community_deck: list[CardRef]
    afterlife: list[CardRef]
    statuses: dict[CardRef, list[Status]]
    attachments: list[Attachment]
    round: Annotated[int, msgspec.Meta(ge=1, le=9)]
    turn_index: Annotated[int, msgspec.Meta(ge=0, le=64)]
    turn_order: list[Pid]
    turn: Turn | None
    resolution: Resolution | None
    order_choice: OrderChoice | None
    first_team: SideId | None = None
    leads: dict[SideId, Pid] = msgspec.field(default_factory=dict)
    known: dict[Pid, list[CardRef]] = msgspec.field(default_factory=dict)
    """Cards in other players' hands that a player has seen (Spy); they stay visible to that player while
    they remain in the hand."""
    end_game: EndGame | None = None
    ending: bool = False
    extra_turns: list[Pid] | msgspec.UnsetType = msgspec.UNSET
    """Extra turns granted and not yet begun, in order (MOW-EXTRA-1-R); absent when there is none."""
    side_scores: dict[SideId, Score] | None = None
    rng: RngState


# -- Actions ----------------------------------------------------------------------------------------------
class ChooseFirst(msgspec.Struct, tag="choose_first", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """The winner of an order draw goes first (``go_first``) or lets the next side go first (MOW-SETUP-4)."""

    player: Pid
    go_first: bool


class ChooseLead(msgspec.Struct, tag="choose_lead", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """2 vs 2: a team names its Round 1 lead-off (MOW-V2V2-2)."""

    player: Pid
    lead: Pid


class ChooseStarting(msgspec.Struct, tag="choose_starting", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """Choose the Starting card from the Neutral area (MOW-MOVE-1)."""

    #: May read as a HiddenCard in a log where the action's events hide it (views.action_view).
    private: ClassVar[tuple[str, ...]] = ("card",)

    player: Pid
    card: CommunityId


class MoveStep(msgspec.Struct, tag="move", tag_field="type", forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """One single-row step of movement ``entry`` of the Starting card on ``card`` (MOW-MOVE-2, MOW-MOVE-3, MOW-MOVE-4);
    ``toward`` names the opponent side for a - step out of Neutral in 3 Player FFA (MOW-FFA-2)."""

    #: May read as a HiddenCard in a log where the action's events hide it (views.action_view).
    private: ClassVar[tuple[str, ...]] = ("card",)

    player: Pid
    entry: Annotated[int, msgspec.Meta(ge=0, le=8)]
    card: CommunityId
    toward: SideId | None = None


class Play(msgspec.Struct, tag="play", tag_field="type", forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """Play a Faction card from hand (MOW-FACTION-2); ``facing`` for a player's-choice Round Effect."""

    #: May read as a HiddenCard in a log where the action's events hide it (views.action_view).
    private: ClassVar[tuple[str, ...]] = ("card",)

    player: Pid
    card: InstanceId
    facing: Literal["face_up", "face_down"] | None = None


class Choose(msgspec.Struct, tag="choose", tag_field="type", forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """Pick the next target of the Faction card being carried out (a card, a row ``<side>/<row>``, a special
    ``<side>/round/<i>`` / ``<side>/lasting/<row>`` / ``<card>/effect/<i>``, or a player)."""

    #: May read as a HiddenCard in a log where the action's events hide it (views.action_view).
    private: ClassVar[tuple[str, ...]] = ("target",)

    player: Pid
    target: Token
    toward: SideId | None = None


class Pass(msgspec.Struct, tag="pass", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """Decline an optional Faction play: a Bonus Play, or any play with ``faction_play_optional``."""

    player: Pid


class RevealCard(msgspec.Struct, tag="reveal", tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """Reveal one of your Round Effects and carry out the rest of it (MOW-AMB-15, MOW-END-4)."""

    #: May read as a HiddenCard in a log where the action's events hide it (views.action_view).
    private: ClassVar[tuple[str, ...]] = ("card",)

    player: Pid
    card: InstanceId


Action = ChooseFirst | ChooseLead | ChooseStarting | MoveStep | Play | Choose | Pass | RevealCard
