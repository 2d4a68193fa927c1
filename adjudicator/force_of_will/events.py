"""The Force of Will events: one tagged struct per ``type`` (see :mod:`adjudicator.core.events`).

Fields are in the order they are encoded; a field marked ``UnsetType`` is left out of the JSON when unset.
An event with ``private_to`` carries a ``card`` only that player may read: the class declares it
(``private``/``audience``, see :mod:`adjudicator.core.events`), and everyone else reads a HiddenCard.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from msgspec import UNSET, UnsetType

from ..core.events import Event
from .vocabulary import EachFilter


class Battle(Event, tag="battle", kw_only=True):
    step: str
    player: str | UnsetType = UNSET
    rule: str | UnsetType = UNSET


class AttackForfeited(Event, tag="attack_forfeited", kw_only=True):
    player: str
    rule: str


class Attack(Event, tag="attack", kw_only=True):
    player: str
    attacker: str
    target: str
    rule: str


class Block(Event, tag="block", kw_only=True):
    player: str
    blocker: str
    rule: str


class NoBlock(Event, tag="no_block", kw_only=True):
    player: str


class BattleEnded(Event, tag="battle_ended", kw_only=True):
    rule: str


class JRulerReturned(Event, tag="j_ruler_returned", kw_only=True):
    player: str
    card: str
    astral: bool


class DrawFailed(Event, tag="draw_failed", kw_only=True):
    player: str
    draw_phase: bool


class Drew(Event, tag="drew", kw_only=True):
    """A card drawn from the main deck: only the drawing player reads it (FOW-PLAY-5 views)."""

    private = ("card",)
    audience = "private_to"

    player: str
    card: str
    private_to: str


class Resolving(Event, tag="resolving", kw_only=True):
    """A chase object begins to resolve.  Its card is named for everyone, unless the card has since gone where
    not everyone may see it (an ability that returned its own card to its owner's hand): then only
    ``private_to`` reads it (its owner; nobody for a deck), FOW-PLAY-5 views."""

    private = ("card",)
    audience = "private_to"

    object: str
    kind: str
    card: str
    rule: str
    private_to: str | list[str] | UnsetType = UNSET


class TargetIllegal(Event, tag="target_illegal", kw_only=True):
    """A target no longer legal as its object resolves (FOW-PLAY-2).  The target is named for everyone, unless
    the card has since gone where not everyone may see it (a hand, a deck): then only ``private_to`` reads it
    (its owner; nobody for a deck), as in :class:`Resolving`."""

    private = ("target",)
    audience = "private_to"

    object: str
    target: str | None
    rule: str
    private_to: str | list[str] | UnsetType = UNSET


class ChantResolved(Event, tag="chant_resolved", kw_only=True):
    card: str
    to: str


class Life(Event, tag="life", kw_only=True):
    player: str
    change: int
    life: int


class Modified(Event, tag="modified", kw_only=True):
    card: str
    atk: int
    def_: int = msgspec.field(name="def")
    keywords: list[str]
    until: str
    # FOW-LOSE-KEYWORD-R: the keywords it loses for as long.
    lost: list[str] = []
    # FOW-CHOOSE-ATTRIBUTE-R: the attribute it has instead of its own for as long.
    attributes: list[str] = []
    # FOW-GAIN-CHOSEN-RACE-R: the race it has in addition to its own for as long.
    races: list[str] = []
    # FOW-PRINTED-ATK-R: the printed ATK it has instead of its own for as long.
    printed_atk: int | None = None
    # fow-n-static: FOW-BECOMES-STATS-R: the ATK and DEF (and the race) it has for as long.
    becomes: list[int] | None = None
    becomes_race: str | None = None
    # fow-s-grimm-a: FOW-SWAP-STATS-R: its ATK and DEF are exchanged for as long.
    swap: bool = False
    # fow-z-stats: FOW-ATK-TO-DEF-R: its ATK is set to its DEF for as long.
    atk_to_def: bool = False
    # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R: the player the next damage it would deal this turn is dealt to instead.
    next_damage_to: str | None = None


class GroupModified(Event, tag="group_modified", kw_only=True):
    """FOW-GROUP-LASTING-R (CR 909.4): a lasting change (the fields of ``modified``) to every card of the
    scope ``each`` of ``player``'s effect that passes ``among`` while it lasts -- whenever it comes to, none
    once it no longer does; ``source``: the card whose spell or ability made it."""

    player: str
    each: str
    among: EachFilter | UnsetType = UNSET
    source: str
    atk: int
    def_: int = msgspec.field(name="def")
    keywords: list[str]
    until: str
    lost: list[str] = []
    attributes: list[str] = []
    races: list[str] = []
    printed_atk: int | None = None
    # fow-r-standby: FOW-BECOMES-STATS-GROUP-R: the ATK and DEF each card of the group becomes (absent: none).
    becomes: list[int] | None = None
    rule: str = "FOW-GROUP-LASTING-R"


class Damage(Event, tag="damage", kw_only=True):
    """Damage dealt.  fow-m-look: its ``source`` is named for everyone unless that card has since gone where not
    everyone may see it (an [Enter] ability resolving after its card returned to its owner's hand): then only
    ``private_to`` reads it, as :class:`Resolving` does."""

    private = ("source",)
    audience = "private_to"

    source: str
    target: str
    amount: int
    battle: bool
    life: int | UnsetType = UNSET
    private_to: str | list[str] | UnsetType = UNSET


class NotDestroyed(Event, tag="not_destroyed", kw_only=True):
    card: str
    rule: str


class Destroyed(Event, tag="destroyed", kw_only=True):
    card: str


class Cancelled(Event, tag="cancelled", kw_only=True):
    object: str
    card: str


class Entered(Event, tag="entered", kw_only=True):
    player: str
    card: str
    added_to: str | None
    awakened: bool
    rested: bool | UnsetType = UNSET  # a card put into the field rested (not played)


class HandDiscarded(Event, tag="hand_discarded", kw_only=True):
    """A player discarded their whole hand (an effect): the cards are public from now on."""

    player: str
    cards: list[str]


class Milled(Event, tag="milled", kw_only=True):
    """The top cards of a player's deck went face up to their graveyard or removed area."""

    player: str
    cards: list[str]
    to: str


class ReturnedToHand(Event, tag="returned_to_hand", kw_only=True):
    card: str


class RemovedFromGame(Event, tag="removed", kw_only=True):
    card: str


class PutIntoDeck(Event, tag="put_into_deck", kw_only=True):
    """A card of the field went to the top or the bottom of its owner's main deck (FOW-EFFECT-TO-DECK-R), or
    a stone to the bottom of its owner's magic stone deck (``stone_bottom``, FOW-STONE-BOTTOM-R), or a card of
    a graveyard shuffled into its owner's main deck (``shuffled``, FOW-SELF-SHUFFLE-DECK-R; FOW-SHUFFLE-GRAVEYARD-R:
    also ``stone_shuffled``, a magic stone of a graveyard shuffled into its owner's magic stone deck)."""

    card: str
    position: str


class Triggered(Event, tag="triggered", kw_only=True):
    pending: str
    player: str
    card: str
    ability: int | str


class JudgmentFailed(Event, tag="judgment_failed", kw_only=True):
    player: str


class Judgment(Event, tag="judgment", kw_only=True):
    player: str
    card: str
    rule: str


class Banished(Event, tag="banished", kw_only=True):
    card: str
    rule: str


class Chase(Event, tag="chase", kw_only=True):
    object: str
    kind: str
    card: str
    from_: str | None | UnsetType = msgspec.field(default=UNSET, name="from")
    player: str
    targets: list[str] | UnsetType = UNSET
    mode: int | None | UnsetType = UNSET
    x: int | UnsetType = UNSET
    awakened: bool | UnsetType = UNSET
    name: str | UnsetType = UNSET
    ability: int | UnsetType = UNSET
    rule: str | UnsetType = UNSET
    # FOW-GRANTED-ABILITY-R: the card whose continuous ability granted the ability played.
    granted_by: str | UnsetType = UNSET


class WillProduced(Event, tag="will_produced", kw_only=True, omit_defaults=True):
    player: str
    source: str
    will: str
    rule: str
    more: list[str] = []  # FOW-WILL-SEVERAL-R: the further wills of the same use
    restricted: bool = False  # FOW-WILL-SPEND-ONLY-R: the will pays only for what its ability says


class StoneCalled(Event, tag="stone_called", kw_only=True):
    player: str
    card: str
    rule: str


class Standby(Event, tag="standby", kw_only=True):
    """A card put face down in the standby area: only its player reads it (FOW-PLAY-5)."""

    private = ("card",)
    audience = "private_to"

    player: str
    card: str
    private_to: str
    rule: str


class TriggerFizzled(Event, tag="trigger_fizzled", kw_only=True):
    pending: str
    reason: str
    rule: str


class RuleProcess(Event, tag="rule_process", kw_only=True):
    card: str
    reason: str
    rule: str


class GameOver(Event, tag="game_over", kw_only=True):
    winners: list[str]
    reason: str
    rule: str


class Conceded(Event, tag="conceded", kw_only=True):
    player: str
    rule: str


class Passed(Event, tag="passed", kw_only=True):
    player: str


class Turn(Event, tag="turn", kw_only=True):
    player: str
    number: int


class RecoveredAll(Event, tag="recovered_all", kw_only=True):
    player: str
    rule: str


class Phase(Event, tag="phase", kw_only=True):
    phase: str


class Cleanup(Event, tag="cleanup", kw_only=True):
    player: str
    rule: str


class Discarded(Event, tag="discarded", kw_only=True):
    player: str
    card: str
    rule: str


class Mulligan(Event, tag="mulligan", kw_only=True):
    player: str
    count: int
    mode: str | None
    rule: str


class Paid(Event, tag="paid", kw_only=True):
    player: str
    payment: dict[str, Any]


class Rested(Event, tag="rested", kw_only=True):
    card: str


class Recovered(Event, tag="recovered", kw_only=True):
    card: str


class RevealedTop(Event, tag="revealed_top", kw_only=True):
    """FOW-REVEAL-TOP-R: the top card of a main deck (or, FOW-REVEAL-STONE-R, magic stone deck) was revealed (``found``, its definition, public);
    ``moved``: it was of the filter and left the deck (``card``, the instance, for its player only)."""

    private = ("card",)
    audience = "private_to"

    player: str
    found: str
    card: str | None
    moved: bool
    private_to: str
    rule: str


class CountersPut(Event, tag="counters_put", kw_only=True):
    """FOW-COUNTER-R: ``amount`` counters named ``counter`` put on ``card``."""

    card: str
    counter: str
    amount: int
    rule: str


class CountersRemoved(Event, tag="counters_removed", kw_only=True):
    """FOW-NAMED-COUNTER-R: ``amount`` counters named ``counter`` removed from ``card`` (a cost or an effect)."""

    card: str
    counter: str
    amount: int
    rule: str


class DamageIncreased(Event, tag="damage_increased", kw_only=True):
    """FOW-DAMAGE-PLUS-R: ``source`` would deal ``amount`` damage to ``target`` and deals ``plus`` more instead."""

    # fow-m-look: the source is named only to who may read it (a card gone to a hidden zone, as Damage).
    private = ("source",)
    audience = "private_to"

    source: str
    target: str
    amount: int
    plus: int
    rule: str
    private_to: str | list[str] | UnsetType = UNSET


class GemsChanged(Event, tag="gems_changed", kw_only=True):
    """FOW-GEM-R: ``player`` gained or banished gem tokens of these attributes (FOW-CRYSTAL-R: crystal
    tokens with ``item`` crystal)."""

    player: str
    gained: list[str] = []
    banished: list[str] = []
    rule: str
    item: Literal["crystal"] | UnsetType = UNSET  # fow-ao-saga: FOW-CRYSTAL-R


class LifeGainForbidden(Event, tag="life_gain_forbidden", kw_only=True):
    """FOW-NO-LIFE-GAIN-TURN-R: ``players`` cannot gain life until end of turn."""

    players: list[str]
    rule: str


class AttackOnResonatorsForbidden(Event, tag="attack_on_resonators_forbidden", kw_only=True):
    """FOW-NO-ATTACK-RESONATORS-R: until end of turn, resonators ``player``'s opponent controls cannot attack
    resonators ``player`` controls."""

    player: str
    rule: str


class SpellsForbidden(Event, tag="spells_forbidden", kw_only=True):
    """FOW-NO-SPELLS-R: ``player`` cannot play spells of ``kinds`` until end of turn."""

    player: str
    kinds: list[str]
    rule: str


class DamageWarded(Event, tag="damage_warded", kw_only=True):
    """FOW-PREVENT-GROUP-R: until end of turn, damage dealt ``way`` a ``group`` of ``whose`` (of ``player``'s
    view) is prevented: all of it, or ``amount`` of each."""

    player: str
    way: str
    group: str
    whose: str
    amount: int = 0
    # fow-n-static: FOW-PREVENT-GROUP-KIND-R: only damage dealt by chant cards; only non-battle damage.
    by_chants: bool = False
    non_battle: bool = False
    # fow-p-static: FOW-PREVENT-NEXT-YOU-R: a shield against the next damage (``amount`` 0) or next ``amount`` damage.
    next: bool = False
    # fow-p-static: FOW-PREVENT-GROUP-RACE-R: only the J/resonators of this race.
    races: list[str] = []
    rule: str


class WeatherChanged(Event, tag="weather_changed", kw_only=True):
    """FOW-WEATHER-R: ``player``'s weather is ``weather`` until end of turn."""

    player: str
    weather: str
    rule: str


class RemovedFromBattle(Event, tag="removed_from_battle", kw_only=True):
    """FOW-REMOVE-FROM-BATTLE-R: ``card`` is no longer attacking (CR 1029.1a); it deals no battle damage."""

    card: str
    rule: str = "FOW-REMOVE-FROM-BATTLE-R"


class PreventionSet(Event, tag="prevention_set", kw_only=True):
    """FOW-PREVENT-R: until end of turn, all damage dealt by (``by``) or to (``to``) ``card`` is prevented."""

    card: str
    way: str
    rule: str


class DamagePrevented(Event, tag="damage_prevented", kw_only=True):
    # fow-m-look: the source is named only to who may read it (a card gone to a hidden zone, as Damage).
    private = ("source",)
    audience = "private_to"

    source: str
    target: str
    amount: int
    rule: str
    private_to: str | list[str] | UnsetType = UNSET


class DamageRedirected(Event, tag="damage_redirected", kw_only=True):
    """FOW-REDIRECT-R: ``amount`` damage ``source`` would deal to ``target`` is dealt to ``to`` instead."""

    # fow-m-look: the source is named only to who may read it (a card gone to a hidden zone, as Damage).
    private = ("source",)
    audience = "private_to"

    source: str
    target: str
    to: str
    amount: int
    rule: str
    private_to: str | list[str] | UnsetType = UNSET


class Searched(Event, tag="searched", kw_only=True):
    """FOW-SEARCH-R: a player searched their deck; ``found`` is the revealed card's definition (public),
    ``card`` the instance put into their hand (theirs only); then the deck was shuffled."""

    private = ("card",)
    audience = "private_to"

    player: str
    found: str | None
    card: str | None
    private_to: str
    rule: str


class StrangerTaken(Event, tag="stranger_taken", kw_only=True):
    """FOW-STRANGER-RANDOM-R: a card of a player's stranger deck, picked at random, put into their hand: only
    that player reads it (the stranger deck and the hand are hidden from the other player, who sees the counts)."""

    private = ("card",)
    audience = "private_to"

    player: str
    card: str
    private_to: str
    rule: str


class Looked(Event, tag="looked", kw_only=True):
    """FOW-LOOK-BOTTOM-R: a player looked at the top card of their main deck (FOW-LOOK-OPP-TOP-R: of their
    opponent's main deck, which its owner does not see); FOW-SEARCH-TOP-R: the card a
    player's search put on top of a deck.  ``found`` (its definition: the instance in a deck stays hidden,
    even from its owner) is theirs only."""

    private = ("found",)
    audience = "private_to"

    player: str
    found: str
    private_to: str
    rule: str


class PutOnBottom(Event, tag="put_on_bottom", kw_only=True):
    """FOW-LOOK-BOTTOM-R: the top card of a player's main deck went to its bottom (face down; FOW-LOOK-OPP-TOP-R:
    ``player`` is the deck's owner, the effect's controller's opponent)."""

    player: str
    rule: str


class RevealedCards(Event, tag="revealed_cards", kw_only=True):
    """FOW-REVEAL-TOP-N-R: the top cards of a player's main deck were revealed to all (``cards``: their
    definitions, top first; the instances stay hidden); likewise the cards revealed until one of a filter
    (FOW-REVEAL-UNTIL-R) and a card of a hand revealed at random (FOW-REVEAL-RANDOM-R)."""

    player: str
    cards: list[str]
    rule: str


class LookedAtHand(Event, tag="looked_at_hand", kw_only=True):
    """FOW-HAND-LOOK-R: ``player`` looked at the hand of ``of`` (``cards``: their definitions, for the two
    of them only), or ``of`` revealed it (``private_to`` absent: everyone reads them)."""

    private = ("cards",)
    audience = "private_to"

    player: str
    of: str
    cards: list[str]
    private_to: list[str] | UnsetType = UNSET
    rule: str


class NameBanned(Event, tag="name_banned", kw_only=True):
    """fow-reiya-lapis: FOW-HAND-NAME-BAN-R: ``player`` cannot play cards named ``name`` until the end of turn ``until``."""

    player: str
    name: str
    until: int
    rule: str


class RemovedFromHand(Event, tag="removed_from_hand", kw_only=True):
    """FOW-HAND-LOOK-R: a card of a player's hand was removed from the game (face up)."""

    player: str
    card: str
    rule: str


class HandToDeck(Event, tag="hand_to_deck", kw_only=True):
    """fow-t-draw: FOW-HAND-TO-DECK-R: a card of a player's hand went face down to the top or the bottom of their main deck
    (which card is never told: the hand and the deck are hidden)."""

    player: str
    position: Literal["top", "bottom"]
    rule: str


class Rolled(Event, tag="rolled", kw_only=True):
    """FOW-KW-FORCE-R: ``player`` rolled dice for [Force] as the chase object ``object`` resolved: each die's
    value (``dice``) and their total, the result of the roll (public)."""

    player: str
    object: str
    dice: list[int]
    result: int
    rule: str


class Declared(Event, tag="declared", kw_only=True):
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: ``player`` declared a card name (``what: card_name``) or a race
    for the resolving chase object ``object`` (a declaration is public)."""

    player: str
    object: str
    what: str
    value: str
    rule: str


class AtNextEnd(Event, tag="at_next_end", kw_only=True):
    """FOW-AT-NEXT-END-R: at the next end of turn, ``card`` will be destroyed, banished, removed or
    returned to its owner's hand (``then``)."""

    card: str
    then: str
    rule: str


class ControlChanged(Event, tag="control_changed", kw_only=True):
    """FOW-GAIN-CONTROL-R: ``player`` now controls ``card`` (in their field, its owner unchanged);
    ``until_end``: until end of turn."""

    player: str
    card: str
    until_end: bool
    rule: str


class AdditionMoved(Event, tag="addition_moved", kw_only=True):
    """fow-s-grimm-a: FOW-MOVE-ADDITION-R: the addition ``card`` stays in the field, added to ``to`` now."""

    card: str
    to: str
    rule: str


class NoRecover(Event, tag="no_recover", kw_only=True):
    """FOW-NO-RECOVER-R: ``card`` will not recover during its controller's next recovery phase."""

    card: str
    rule: str


class NotCancelled(Event, tag="not_cancelled", kw_only=True):
    """FOW-UNCANCELLABLE-R: a cancel of a spell that cannot be cancelled did nothing."""

    object: str
    card: str
    rule: str


class Arranged(Event, tag="arranged", kw_only=True):
    """FOW-ARRANGE-R: a player put the cards they looked at back on their main deck, ``top`` of them on
    top and the rest on the bottom (which cards went where is never told: the deck stays hidden)."""

    player: str
    top: int
    rule: str


class JudgmentFreed(Event, tag="judgment_freed", kw_only=True):
    """fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: ``player`` may pay {0} rather than their [Judgment] actions this turn."""

    player: str
    rule: str


class GroupForbidden(Event, tag="group_forbidden", kw_only=True):
    """FOW-GROUP-STATUS-UNTIL-R: until end of turn, the resonators (``j_resonators``: J/resonators) each of
    ``players`` controls cannot attack / block (``status``)."""

    players: list[str]
    status: list[str]
    j_resonators: bool
    rule: str


# fow-plain-runes
class RuneFlippedDown(Event, tag="rune_flipped_down", kw_only=True):
    """FOW-RUNE-FLIP-DOWN-R: ``card``, a rune revealed in ``player``'s rune area, is face down again."""

    player: str
    card: str
    rule: str = "FOW-RUNE-FLIP-DOWN-R"
# fow-y-cond: FOW-INVERT-RULER-R
class RulerNotInverted(Event, tag="ruler_not_inverted", kw_only=True):
    """FOW-INVERT-RULER-R: ``player`` was told to invert their ruler ``card`` (None: they have none), which is neither an
    inverse card nor a two face ruler (CR 1030.1): it did not turn over."""

    player: str
    card: str | None
    rule: str


# fow-faces: inverse cards (CR 1030, 1302.3)
class Inverted(Event, tag="inverted", kw_only=True):
    """FOW-INVERT-R: ``card``, an inverse card in the field, turned despair side up (CR 1030.1, 1302.3c)."""

    card: str
    rule: str


class RemovedToGraveyard(Event, tag="removed_to_graveyard", kw_only=True):
    """fow-r-zoneplay: FOW-REMOVED-ALL-TO-GRAVEYARD-R: ``cards`` of ``player``'s removed area (public) went to their
    graveyard, in that order."""

    player: str
    cards: list[str]
    rule: str


EVENT_TYPES: tuple[type[Event], ...] = (
    RemovedToGraveyard,
    RuneFlippedDown,
    Rolled,
    GroupForbidden,
    Declared,
    Looked,
    NotCancelled,
    AtNextEnd,
    NoRecover,
    ControlChanged,
    LookedAtHand,
    NameBanned,  # fow-reiya-lapis: FOW-HAND-NAME-BAN-R
    RemovedFromHand,
    HandToDeck,  # fow-t-draw: FOW-HAND-TO-DECK-R
    Arranged,
    RevealedCards,
    PutOnBottom,
    HandDiscarded,
    Milled,
    ReturnedToHand,
    RemovedFromGame,
    PutIntoDeck,
    Battle,
    AttackForfeited,
    Attack,
    Block,
    NoBlock,
    BattleEnded,
    JRulerReturned,
    DrawFailed,
    Drew,
    Resolving,
    TargetIllegal,
    ChantResolved,
    Life,
    Modified,
    GroupModified,
    Damage,
    NotDestroyed,
    Destroyed,
    Cancelled,
    Entered,
    Triggered,
    JudgmentFailed,
    Judgment,
    Banished,
    Chase,
    WillProduced,
    StoneCalled,
    Standby,
    TriggerFizzled,
    RuleProcess,
    GameOver,
    Conceded,
    Passed,
    Turn,
    RecoveredAll,
    Phase,
    Cleanup,
    Discarded,
    Mulligan,
    Paid,
    Rested,
    Recovered,
    Searched,
    StrangerTaken,
    PreventionSet,
    WeatherChanged,
    SpellsForbidden,
    LifeGainForbidden,
    AttackOnResonatorsForbidden,
    GemsChanged,
    DamagePrevented,
    DamageRedirected,
    DamageWarded,
    RemovedFromBattle,
    CountersPut,
    CountersRemoved,
    DamageIncreased,
    RevealedTop,
    Inverted,
    RulerNotInverted,  # fow-y-cond
    AdditionMoved,  # fow-s-grimm-a
    JudgmentFreed,  # fow-w-modal
)
