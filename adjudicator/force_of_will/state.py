"""Force of Will state and action records (msgspec Structs: decoding them validates every field).

Card instances are strings ``<owner>:<card id>#<copy>`` (e.g. ``ann:TST-R01#2``): the owner and the card
are read from the id, so a card can never change owner or identity, and a hidden card is hidden simply by
not showing its id.  Player ids cannot contain ``:``; chase objects are ``chase:<n>`` and pending
automatic abilities ``auto:<n>``, so no two kinds of id can collide.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec
from msgspec import UNSET, UnsetType

from ..core.cardsets import CardSetDigest
from ..core.game import INT32_MAX, PlayerId, Result, Seq
from ..core.rng import RngState
from .cards import CardSet
from .vocabulary import (
    COUNTER_KEY,
    Attribute,
    BlockerFilter,
    CounterKey,
    EachFilter,
    FieldScope,
    Keyword,
    ShortText,
    SpendOnly,
    StatusFlag,
    WillKind,
)

Pid = Annotated[str, PlayerId]
InstanceId = Annotated[
    str,
    msgspec.Meta(pattern=r"^[A-Za-z0-9_.\-]{1,64}:[A-Za-z0-9_.\-]{1,40}#[0-9]{1,3}$", description="<owner>:<card id>#<copy>"),
]
# Ids in the card zones are checked against the registered decks by the consistency check (an id that
# is not a dealt instance is refused there), so decoding spends no regular expression on them.
ZoneInstanceId = Annotated[str, msgspec.Meta(max_length=120, description="<owner>:<card id>#<copy>")]
ObjectId = Annotated[str, msgspec.Meta(max_length=120, description="a card instance, a player id or a chase object id")]
Amount = Annotated[int, msgspec.Meta(ge=0, le=1000)]
# FOW-DAMAGE-DIVIDED-R: the damage one target is assigned of a divided damage.
Share = Annotated[int, msgspec.Meta(ge=0, le=100_000)]
Life = Annotated[int, msgspec.Meta(ge=-1_000_000, le=1_000_000)]


class ControlLayer(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """FOW-GAIN-CONTROL-R: ``player`` gained control of the card until end of turn (CR 505.5b), or -- with
    ``source`` (FOW-GAIN-CONTROL-WHILE-R) -- as long as that card is in the field."""

    player: Pid
    source: InstanceId | UnsetType = UNSET


class NameBan(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """fow-reiya-lapis: FOW-HAND-NAME-BAN-R: its player cannot play cards named ``name`` until the end of turn ``until``."""

    name: ShortText
    until: Annotated[int, msgspec.Meta(ge=1, le=INT32_MAX)]


class Entity(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A card in the field.  ``since`` is the turn it came under its controller's control (0: before the
    game, which is how a J-ruler counts, FOW-AMB-6).  The player whose field holds it controls it; its owner
    is read from its id (FOW-GAIN-CONTROL-R: the two differ once control changes)."""

    id: ZoneInstanceId
    rested: bool = False
    damage: Annotated[int, msgspec.Meta(ge=0, le=1_000_000, multiple_of=100)] = 0
    since: Annotated[int, msgspec.Meta(ge=0, le=INT32_MAX)] = 0
    added_to: InstanceId | None = None
    awakened: bool = False
    # fow-m-cost: FOW-AWAKENING-WHICH-R: the [Awakening] paid of a card with several (its place, 1 the first);
    # absent: the first, or none.
    awakening: Annotated[int, msgspec.Meta(ge=1, le=4)] | UnsetType = UNSET
    j_ruler: bool = False
    # fow-faces: FOW-INVERSE-SIDE-R (CR 1302.3c-d): an inverse card in the field despair side up (absent: hope side).
    inverted: Literal[True] | UnsetType = UNSET
    # FOW-STONE-BOTTOM-R: a stone put into the field by "... It gains 'At the next end of turn >>> Put this
    # card on the bottom of its owner's magic stone deck'": the gained ability waits for the next end phase.
    stone_bottom: Literal[True] | UnsetType = UNSET
    # FOW-AT-NEXT-END-R: "at the next end of turn >>> destroy it / its controller banishes it / remove it
    # from the game / return it to its owner's hand", waiting for the next end phase.
    # fow-wide6: "return" is never set on a field card; fow-r-modal: "recover" (FOW-AT-END-RECOVER-R).
    at_end: Literal["destroy", "banish", "remove", "hand", "return", "recover"] | UnsetType = UNSET
    # fow-t-endphase: FOW-AT-BEGINNING-END-R: the same, waiting for the beginning of the next end phase (CR 505.1).
    at_end_phase: Literal["destroy", "banish", "remove", "hand"] | UnsetType = UNSET
    # FOW-NO-RECOVER-R: it does not recover during its controller's next recovery phase.
    no_recover: Literal[True] | UnsetType = UNSET
    # FOW-GAIN-CONTROL-R, FOW-GAIN-CONTROL-WHILE-R: the control-changing effects with a duration that still
    # apply to it, oldest first (CR 909.4: the newest one's player controls it), and who controls it once
    # none applies (both unset: whoever's field holds it keeps it).
    control_by: Annotated[list[ControlLayer], msgspec.Meta(max_length=8)] | UnsetType = UNSET
    control_base: Pid | UnsetType = UNSET
    # FOW-NO-RECOVER-WHILE-R: it does not recover during the recovery phase as long as one of these cards (the
    # sources of the effects) is in the field; a source leaving the field is taken off the list.
    no_recover_by: Annotated[list[InstanceId], msgspec.Meta(max_length=8)] | UnsetType = UNSET
    # fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R: it cannot be recovered at all (neither in the recovery phase nor by an
    # effect) as long as one of these cards is in the field; kept as ``no_recover_by``.
    unrecoverable_by: Annotated[list[InstanceId], msgspec.Meta(max_length=8)] | UnsetType = UNSET
    # FOW-COUNTER-R: "[+X/+Y]" counters on the card, by name (absent when it has none); named counters
    # ("knowledge", FOW-NAMED-COUNTER-R) by their name.
    counters: dict[Annotated[str, msgspec.Meta(pattern=COUNTER_KEY)], Annotated[int, msgspec.Meta(ge=1, le=1000)]] | UnsetType = UNSET
    # FOW-CHOSEN-RACE-KEPT-R: the race one of its own automatic abilities chose while it is in the field
    # (absent before).
    declared: ShortText | UnsetType = UNSET
    # fow-r-trig: FOW-SELF-BATTLED-TURN-R: the turn it was last declared an attacker or a blocker as this object in the
    # field (absent: never; a card that left the field and came back is a new object, CR 302.3).
    battled: Annotated[int, msgspec.Meta(ge=1, le=INT32_MAX)] | UnsetType = UNSET
    # fow-s-grimm-b: FOW-DESTROYED-BANISH-R: "<player>/<card>" -- a delayed ability of that player's, made this turn, that
    # banishes that card (in the field) when this one is destroyed; taken off as that card leaves the field and at the end
    # of the turn (unset: none).
    destroyed_banish: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=8)] | UnsetType = UNSET
    # fow-s-grimm-a: FOW-ATTACK-UP-TO-R: how many times it attacked as this object in the field (``attacks``) in the turn
    # ``attacks_turn`` (both absent: never; kept only when a card of the set limits its attacks).
    attacks_turn: Annotated[int, msgspec.Meta(ge=1, le=INT32_MAX)] | UnsetType = UNSET
    attacks: Annotated[int, msgspec.Meta(ge=1, le=99)] | UnsetType = UNSET


class RulerSlot(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The ruler in the ruler area (absent while it is a J-ruler in the field)."""

    id: ZoneInstanceId
    rested: bool = False
    astral: bool = False
    # FOW-J-RULER-COUNTER-R: named counters stay on the card between its ruler area and the field (CR 1022.4).
    counters: dict[Annotated[str, msgspec.Meta(pattern=COUNTER_KEY)], Annotated[int, msgspec.Meta(ge=1, le=1000)]] | UnsetType = UNSET


class StandbyCard(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    id: ZoneInstanceId
    set_turn: Annotated[int, msgspec.Meta(ge=1, le=INT32_MAX)]


class DeckList(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The registered deck: the instances of a player are exactly the ones it names (cards are conserved)."""

    ruler: str
    main: dict[str, Annotated[int, msgspec.Meta(ge=1, le=60)]]
    stones: dict[str, Annotated[int, msgspec.Meta(ge=1, le=20)]]
    sideboard: dict[str, Annotated[int, msgspec.Meta(ge=1, le=15)]] = {}
    # FOW-DECK-STRANGER-R: the stranger deck (CR 402.7), ten stranger cards, at most two of a name; unset: none.
    stranger: dict[str, Annotated[int, msgspec.Meta(ge=1, le=2)]] | UnsetType = UNSET
    # FOW-RUNE-DECK-R: the rune deck (CR 402.6: zero or five rune cards), put into the rune area at set-up.
    runes: dict[str, Annotated[int, msgspec.Meta(ge=1, le=5)]] | UnsetType = UNSET


class RestrictedWill(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """FOW-WILL-SPEND-ONLY-R: one will in the pool that pays only for what ``only`` says."""

    will: WillKind
    only: SpendOnly


class Player(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    # Deck and stone-deck order from everyone; hand, face-down standby cards, sideboard and the registered
    # deck list from the other player (FOW-PLAY-5, FOW-SETUP-3).
    # FOW-RUNE-AREA-R: the face-down cards of the rune area from the other player.
    concealed: ClassVar[tuple[str, ...]] = ("deck", "stone_deck", "hand", "standby", "sideboard", "deck_list", "stranger_deck", "rune_area")
    id: Pid
    life: Life
    ruler: RulerSlot | None
    hand: list[ZoneInstanceId]
    hand_count: Amount
    deck: list[ZoneInstanceId]
    deck_count: Amount
    stone_deck: list[ZoneInstanceId]
    stone_deck_count: Amount
    field: list[Entity]
    graveyard: list[ZoneInstanceId]
    removed: list[ZoneInstanceId]
    standby: list[StandbyCard]
    sideboard: list[ZoneInstanceId]
    pool: dict[WillKind, Annotated[int, msgspec.Meta(ge=1, le=1000)]]
    # FOW-WILL-SPEND-ONLY-R: will of the pool that pays only for what its ability says, one entry a will;
    # unset: none.
    restricted: Annotated[list[RestrictedWill], msgspec.Meta(max_length=60)] | UnsetType = UNSET
    will_coin: list[WillKind] | None = None
    mulliganed: bool = False
    deck_list: DeckList
    # FOW-WEATHER-R: the player's weather set by an effect until end of turn (CR 1028.2a); unset: clear.
    weather: Literal["rain", "thunderstorm", "pollution", "clear"] | UnsetType = UNSET
    # fow-reiya-lapis: FOW-WEATHER-STATIC-R: the J/ruler ("field:<id>" / "ruler:<id>") whose printed "The weather is
    # <weather>" was already there as ``weather`` was set (CR 1028.2d: that effect is the later one); unset: none.
    weather_over: Annotated[str, msgspec.Meta(max_length=60)] | UnsetType = UNSET
    # fow-reiya-lapis: FOW-HAND-NAME-BAN-R: names of cards the player cannot play for a while; unset: none.
    name_bans: Annotated[list[NameBan], msgspec.Meta(max_length=8)] | UnsetType = UNSET
    # FOW-GEM-R: the gem tokens in the player's item area (CR 313.1, 1027.1), by attribute; no cards.
    # No rule bounds them; 100 bounds hostile input (each is a gain of an effect).
    gems: Annotated[list[Literal["light", "fire", "water", "wind", "darkness"]], msgspec.Meta(max_length=100)] | UnsetType = UNSET
    # fow-ao-saga: FOW-CRYSTAL-R: the crystal tokens in the player's item area (CR 313.1, 1027.1), by attribute.
    crystals: Annotated[list[Literal["light", "fire", "water", "wind", "darkness"]], msgspec.Meta(max_length=100)] | UnsetType = UNSET
    # FOW-GODS-ART-R: the names of the God's Art abilities the player played this game (CR 905.4a).
    gods_arts: Annotated[list[Annotated[str, msgspec.Meta(max_length=200)]], msgspec.Meta(max_length=60)] | UnsetType = UNSET
    # FOW-KW-DIVE-R: the cards of the player's removed area with a cyberbrain counter on them (CR 1143.2),
    # in the order they got it; unset: none.
    cyberbrain: Annotated[list[InstanceId], msgspec.Meta(max_length=60)] | UnsetType = UNSET
    # FOW-REVEAL-OUTSIDE-R: the cards of the player's sideboard revealed outside the game until end of game
    # (CR 322.3: face up there, seen by all), in the order revealed; unset: none.
    revealed: Annotated[list[InstanceId], msgspec.Meta(max_length=15)] | UnsetType = UNSET
    # FOW-STRANGER-ZONE-R: the player's stranger deck zone (CR 316), a hidden zone its owner sees (its order not
    # managed); the other player sees how many cards it holds; unset: no stranger deck.
    stranger_deck: Annotated[list[ZoneInstanceId], msgspec.Meta(max_length=10)] | UnsetType = UNSET
    # FOW-RUNE-AREA-R: the player's rune area (CR 315: a hidden zone its owner sees, holding the rune deck
    # from set-up) and its runes revealed as they were played from it (CR 711.2), in the order revealed.
    rune_area: Annotated[list[ZoneInstanceId], msgspec.Meta(max_length=5)] | UnsetType = UNSET
    runes_revealed: Annotated[list[InstanceId], msgspec.Meta(max_length=5)] | UnsetType = UNSET


class Turn(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    # A record of a card since gone where the reader cannot see it (played, then shuffled into its deck).
    concealed: ClassVar[tuple[str, ...]] = ("entered", "attacked", "to_graveyard", "cards_played")
    number: Annotated[int, msgspec.Meta(ge=0, le=INT32_MAX)]
    player: Pid
    stone_called: bool = False
    judgment: bool = False
    battle_forbidden: bool = False
    # FOW-ONCE-PER-TURN-R: "<card>/<ability>" of the once-per-turn abilities played this turn by the card
    # as it is now in the field (absent when none).
    played: list[Annotated[str, msgspec.Meta(max_length=80)]] | UnsetType = UNSET
    # FOW-ENTERED-THIS-TURN-R: "<player>/<card>" of the cards put into the field this turn, under whose
    # control (kept only when a card of the set asks; absent otherwise).
    entered: list[Annotated[str, msgspec.Meta(max_length=80)]] | UnsetType = UNSET
    # FOW-PLAYED-THIS-TURN-R: "<player>/<card>" of the cards played this turn (put on the chase as spells), by
    # whom (kept only when a card of the set asks; absent otherwise).
    cards_played: list[Annotated[str, msgspec.Meta(max_length=80)]] | UnsetType = UNSET
    # FOW-ATTACKED-THIS-TURN-R: "<player>/<card>" of the J/resonators that attacked this turn, by whose
    # (kept only when a card of the set asks; absent otherwise).
    attacked: list[Annotated[str, msgspec.Meta(max_length=80)]] | UnsetType = UNSET
    # FOW-TO-GRAVEYARD-THIS-TURN-R: "<player>/<card>" of the cards put into a graveyard from the field this
    # turn, from whose field (kept only when a card of the set asks; absent otherwise).
    to_graveyard: list[Annotated[str, msgspec.Meta(max_length=80)]] | UnsetType = UNSET
    # FOW-DAMAGE-DEALT-X-R: "<card>/<amount>", the damage each card dealt this turn (kept only when a card of
    # the set asks; absent otherwise).
    dealt: list[Annotated[str, msgspec.Meta(max_length=80)]] | UnsetType = UNSET
    # FOW-TRIG-DAMAGED-BY-R: "<source>><victim>", the field cards each card dealt damage to this turn, as
    # the cards they are now in the field (kept only when a card of the set asks; absent otherwise).
    damaged_by: list[Annotated[str, msgspec.Meta(max_length=240)]] | UnsetType = UNSET
    # FOW-NO-SPELLS-R: "<player>/<normal|summon>" of the spells a player cannot play until end of turn;
    # FOW-NO-LIFE-GAIN-TURN-R: "<player>/life" of a player who cannot gain life until end of turn;
    # FOW-NO-ATTACK-RESONATORS-R: "<player>/attack_resonators": the opponent's resonators cannot attack theirs;
    # FOW-GROUP-STATUS-UNTIL-R: "<player>/<cannot_attack|cannot_block>": that player's resonators (with "_j":
    # J/resonators) cannot attack (block).
    forbidden: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=16)] | UnsetType = UNSET
    # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R: "<player>/<card>" of the cards of that player's removed area they may
    # play until end of turn (a card leaving the removed area leaves the list, CR 302.3); unset: none.
    playable: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=60)] | UnsetType = UNSET
    # FOW-PREVENT-GROUP-R: "<player>/<by|to>/<you|resonators|j_resonators>/<any|you|opponent>[/<N>]" of the
    # damage prevented until end of turn by effects that player controlled: all of it, or N of each (absent
    # when none); fow-p-static: "<player>/to/you/any[/<N>]/next" a shield of that player against the next damage
    # (the next N left) this turn (FOW-PREVENT-NEXT-YOU-R).
    wards: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=16)] | UnsetType = UNSET
    # FOW-PREVENT-FIRST-R: the players and field cards damage would have been dealt to this turn, whether or
    # not it was (CR 910.2g; kept only when a card of the set asks; absent otherwise).
    damaged: Annotated[list[Annotated[str, msgspec.Meta(max_length=120)]], msgspec.Meta(max_length=200)] | UnsetType = UNSET
    # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e): "<player>/<amount>", the damage dealt to each player this turn (kept
    # only when a card of the set asks; absent otherwise).
    taken: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=4)] | UnsetType = UNSET
    # fow-m-cost: FOW-DRAWN-THIS-TURN-R: "<player>/<count>", the cards each player drew this turn (kept only when a
    # card of the set asks; absent otherwise).
    drawn: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=4)] | UnsetType = UNSET
    # fow-r-standby: FOW-COND-PLAYER-DEALT-R: "<controller>/<resonator|j_ruler>><player>", a J/resonator under that
    # controller's control dealt damage to that player this turn, each once (kept only when a card of the set asks;
    # absent otherwise).
    player_dealt: Annotated[list[Annotated[str, msgspec.Meta(max_length=160)]], msgspec.Meta(max_length=8)] | UnsetType = UNSET
    # fow-s-keyword: FOW-KW-FALLEN-R: the players a God's Art ability they controlled resolved for this turn, each once (kept
    # only when a card of the set asks; absent otherwise).
    gods_art_resolved: Annotated[list[Pid], msgspec.Meta(max_length=2)] | UnsetType = UNSET
    # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R: the players a J-ruler they controlled was destroyed of this turn, each once
    # (kept only when a card of the set asks; absent otherwise).
    j_ruler_destroyed: Annotated[list[Pid], msgspec.Meta(max_length=2)] | UnsetType = UNSET
    # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R: the players whose cancel effect cancelled a spell their opponent controlled
    # this turn, each once (kept only when a card of the set asks; absent otherwise).
    cancelled_opponent_spell: Annotated[list[Pid], msgspec.Meta(max_length=2)] | UnsetType = UNSET
    # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R: the players a resonator they controlled and owned was returned from the field
    # to the hand of this turn, each once (kept only when a card of the set asks; absent otherwise).
    resonator_returned: Annotated[list[Pid], msgspec.Meta(max_length=2)] | UnsetType = UNSET
    # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: the players who may pay {0} rather than their [Judgment] section's actions
    # this turn, each once (absent when none).
    judgment_free: Annotated[list[Pid], msgspec.Meta(max_length=2)] | UnsetType = UNSET


BattleStep = Literal["beginning", "declare_attack", "declare_block", "first_strike", "normal_damage", "end_of_battle"]


class Battle(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The battle under way (CR 801-807).  ``target`` is a player id or a card instance."""

    step: BattleStep
    attacker: InstanceId | None = None
    target: ObjectId | None = None
    blocker: InstanceId | None = None
    blocked: bool = False
    attacker_dealt: bool = False
    defender_acted: bool = False


class ChaseItem(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """An object on the chase: a spell (the card itself), an activate or automatic ability, or a Judgment.
    ``ruler_ability`` (``ruler_automatic``) is an activate (automatic) ability of a ruler played from its
    ruler area (FOW-RULER-AREA-R, CR 902.1b); ``ability`` and ``automatic`` of a ruler card are its J-ruler side's, played in the field --
    the face is fixed when played, whatever the card becomes before it resolves (CR 903.2f)."""

    # The card an ability came from, or a target, may have gone where the reader cannot see it (back to its
    # owner's hand) while the object waits on the chase (FOW-PLAY-5).
    concealed: ClassVar[tuple[str, ...]] = ("card", "targets", "victim", "granted_by", "shown")
    id: Annotated[str, msgspec.Meta(pattern=r"^chase:[0-9]{1,9}$")]
    kind: Literal["spell", "ability", "ruler_ability", "automatic", "ruler_automatic", "judgment"]
    controller: Pid
    card: InstanceId
    ability: Annotated[int, msgspec.Meta(ge=0, le=63)] | Literal["explode", "stone_bottom", "end_destroy", "end_banish", "end_remove", "end_hand", "drain", "bane", "end_return", "end_removed_hand", "end_destroy_yours", "end_recover", "destroyed_banish", "phase_discard"] | None = None
    targets: list[ObjectId] = []
    mode: Annotated[int, msgspec.Meta(ge=0, le=15)] | None = None
    x: Amount = 0
    awakened: bool = False
    # fow-m-cost: FOW-AWAKENING-WHICH-R: the [Awakening] paid of a card with several (its place, 1 the first);
    # absent: the first, or none.
    awakening: Annotated[int, msgspec.Meta(ge=1, le=4)] | UnsetType = UNSET
    remnant: bool = False
    # fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R: the spell was played from its player's graveyard (by [Remnant] or
    # FOW-PLAY-FROM-ZONE-R; kept only when a card of the set asks); absent: from elsewhere.
    from_graveyard: Literal[True] | UnsetType = UNSET
    # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: the spell's [Seal] / [Null] condition held as it was played (CR 1128.2, 1134.2,
    # 1017.3d); absent: it did not, or the card has none.
    played_with: Literal[True] | UnsetType = UNSET
    # fow-s-keyword: FOW-KW-FALLEN-R: the object is a God's Art ability (CR 905.4); absent otherwise.
    gods_art: Literal[True] | UnsetType = UNSET
    # fow-s-event: FOW-TRIG-ENTERS-FROM-STANDBY-R: the spell was played from its player's standby area (revealed as it was
    # played, CR 903.2a; kept only when a card of the set asks); absent: from elsewhere.
    from_standby: Literal[True] | UnsetType = UNSET
    # FOW-RUNE-PLAY-R: the spell is a copy of ``card``, a rune played from its player's rune area (CR 711.2,
    # 1017.6: the card stays there revealed; the copy ceases to exist as it leaves the chase).
    rune_copy: Literal[True] | UnsetType = UNSET
    # fow-y-alt: FOW-ALT-PLAY-HALF-R (CR 1307.3b): the spell is the chant half of an alternative card, only that
    # half's text existing on the chase; absent: a card's only half, or an alternative card's resonator half.
    chant_half: Literal[True] | UnsetType = UNSET
    victim: InstanceId | None = None
    # FOW-DRAIN-R: the damage dealt, for "you gain that much life" (absent otherwise); of a judgment, the ATK of
    # the resonator banished for it (FOW-DAMAGE-JUDGMENT-ATK-R).
    amount: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)] | UnsetType = UNSET
    # FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: the card name (race) its controller declared as it resolves
    # (absent before).
    declared: ShortText | UnsetType = UNSET
    # FOW-KW-FORCE-R: the result of the roll of its last [Force] (absent before it rolls); fow-v-draw: FOW-FORCE-DICE-PLUS-R
    # may add dice, the consistency check bounding it per object.
    rolled: Annotated[int, msgspec.Meta(ge=1, le=999)] | UnsetType = UNSET
    # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R: the combined total cost of the cards it removed from the game so far
    # (absent before it removes one).
    removed_cost: Annotated[int, msgspec.Meta(ge=0, le=9999)] | UnsetType = UNSET
    # fow-u-look: FOW-REVEAL-HAND-ANY-R: the cards of its controller's hand it revealed so far (public: shown to all).
    shown: Annotated[list[InstanceId], msgspec.Meta(min_length=1, max_length=60)] | UnsetType = UNSET
    # FOW-GRANTED-ABILITY-R: an activate ability ``card`` had from this card's continuous ability
    # (``ability`` is its place among the abilities that card grants); absent for the card's own.
    granted_by: InstanceId | UnsetType = UNSET
    # fow-faces: FOW-INVERSE-SIDE-R (CR 903.2f, 1302.3d): an ability of an inverse card's despair side (played or
    # triggered while it was inverted), whatever side is up as it resolves.
    despair: Literal[True] | UnsetType = UNSET
    # fow-n-rulers: FOW-COND-DISCARDED-R: the cards an activate ability's cost discarded (public: in a graveyard).
    discarded: Annotated[list[InstanceId], msgspec.Meta(min_length=1, max_length=10)] | UnsetType = UNSET
    # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: the spell or ability on the chase whose playing triggered this automatic ability
    # (its "that spell or ability", "it"); absent otherwise. A chase object is public: its id hides nothing.
    that_object: Annotated[str, msgspec.Meta(pattern=r"^chase:[0-9]{1,9}$")] | UnsetType = UNSET
    # fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R (CR 911.1): the ATK its card had as it last left the field while this
    # waited (absent while the card has not left it).
    source_atk: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | UnsetType = UNSET
    # FOW-DAMAGE-DIVIDED-R (CR 903.2j-2): the damage assigned to each target as the spell was played, in the order of
    # ``targets`` (absent for a spell that divides none).
    divide: Annotated[list[Share], msgspec.Meta(min_length=1, max_length=20)] | UnsetType = UNSET
    # fow-w-count: FOW-TARGET-COST-COUNT-R (CR 903.2h-3): the X of its target bound "where X is the number of <count>",
    # counted as it was played (absent for an object with no such bound).
    counted: Annotated[int, msgspec.Meta(ge=0, le=9999)] | UnsetType = UNSET
    # fow-w-count: FOW-DESTROYED-THIS-WAY-R: the resonators its destroy effects destroyed so far (absent before one).
    destroyed: Annotated[int, msgspec.Meta(ge=0, le=99)] | UnsetType = UNSET
    # fow-w-count: FOW-REMOVED-THIS-WAY-COUNT-R: the resonators it removed from the game so far, as ``removed_cost``'s cards.
    removed_resonators: Annotated[int, msgspec.Meta(ge=0, le=99)] | UnsetType = UNSET
    # fow-x-dmglife: FOW-BANISHED-COST-STAT-R (CR 911.1): the ATK and DEF (below 0: 0) the resonator banished for the spell's
    # additional cost had as it was banished (kept only for a spell whose text reads them; absent otherwise).
    banished_stats: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=100_000)]], msgspec.Meta(min_length=2, max_length=2)] | UnsetType = UNSET


class Pending(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A triggered automatic ability waiting to be played (FOW-PRIO-7); ``ruler_area``: an ability of a
    ruler in its ruler area (FOW-RULER-AREA-R), not of its J-ruler side."""

    concealed: ClassVar[tuple[str, ...]] = ("source", "victim")  # gone where the reader cannot see it (FOW-PLAY-5)
    id: Annotated[str, msgspec.Meta(pattern=r"^auto:[0-9]{1,9}$")]
    controller: Pid
    source: InstanceId
    # fow-s-event: FOW-TRIGGER-EVENT-R: "trigger_card" -- the card ``source`` itself, revealed from its controller's hand or
    # standby area as its event happened: it is played as a spell (play_card) when its turn comes.
    ability: Annotated[int, msgspec.Meta(ge=0, le=63)] | Literal["explode", "stone_bottom", "end_destroy", "end_banish", "end_remove", "end_hand", "drain", "bane", "end_return", "end_removed_hand", "end_destroy_yours", "end_recover", "destroyed_banish", "phase_discard", "trigger_card"]
    awakened: bool = False
    # fow-m-cost: FOW-AWAKENING-WHICH-R: the [Awakening] paid of a card with several (its place, 1 the first);
    # absent: the first, or none.
    awakening: Annotated[int, msgspec.Meta(ge=1, le=4)] | UnsetType = UNSET
    victim: InstanceId | None = None
    ruler_area: bool | UnsetType = UNSET
    # FOW-DRAIN-R: the damage dealt, for "you gain that much life" (absent otherwise).
    amount: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)] | UnsetType = UNSET
    # fow-faces: FOW-INVERSE-SIDE-R: triggered by the despair side of an inverse card (as ChaseItem.despair).
    despair: Literal[True] | UnsetType = UNSET
    # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: the spell or ability on the chase whose playing triggered it (as ChaseItem.that_object).
    that_object: Annotated[str, msgspec.Meta(pattern=r"^chase:[0-9]{1,9}$")] | UnsetType = UNSET
    # fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R (CR 911.1): the ATK its card had as it last left the field while this
    # waited (absent while the card has not left it).
    source_atk: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | UnsetType = UNSET
    # fow-s-trig: FOW-GUIDANCE-R (CR 1146.2): the option of its [Guidance] texts the counters put picked as it triggered
    # (absent: none of them, and it is not played, CR 1146.3b).
    mode: Annotated[int, msgspec.Meta(ge=0, le=15)] | UnsetType = UNSET
    # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: the X paid for the [Judgment] that put its J-ruler into the field, for its
    # [Enter] abilities (CR 903.2h-2; absent otherwise).
    x: Amount | UnsetType = UNSET


class GroupScope(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """FOW-GROUP-LASTING-R (CR 909.4): the cards a group's lasting change applies to -- every card of the
    scope ``each`` ("your" / "opponent" read from ``player``, the controller of the effect as it resolved)
    that passes ``among`` (FOW-EACH-FILTER-R) now, whenever it came to do so; none once it no longer does."""

    player: Pid
    each: FieldScope
    among: EachFilter | UnsetType = UNSET


class Modifier(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A one-time effect's lasting change to a card ``target`` (until end of turn or battle), or -- with
    ``group`` instead (FOW-GROUP-LASTING-R, CR 909.4) -- to every card of a group that qualifies now."""

    # gone where the reader cannot see it (FOW-PLAY-5)
    concealed: ClassVar[tuple[str, ...]] = ("target", "source")
    target: InstanceId | UnsetType = UNSET
    group: GroupScope | UnsetType = UNSET
    atk: Life = 0
    def_: Life = msgspec.field(default=0, name="def")
    keywords: list[Keyword] = []
    # FOW-STATUS-UNTIL-R: cannot be targeted / blocked, cannot attack / block, while it lasts (absent
    # otherwise).
    flags: list[StatusFlag] | UnsetType = UNSET
    # "used": a shield printed without a duration, kept until used up (FOW-PREVENT-NEXT-LASTING-R).
    until: Literal["turn", "battle", "used", "source"] = "turn"
    # fow-wide6: FOW-LOSE-ABILITIES-WHILE-R: with until "source", the card whose leaving the field ends it;
    # with ``group`` (FOW-GROUP-LASTING-R), the card whose spell or ability made it (the one "other" spares).
    source: InstanceId | UnsetType = UNSET
    # FOW-PREVENT-R: all damage dealt by (``by``) or to (``to``) the card is prevented (absent otherwise).
    prevent: Literal["by", "to"] | UnsetType = UNSET
    # FOW-PREVENT-NEXT-R: with ``prevent``, only the next damage (0) or the next ``shield`` damage (what is
    # left of it) is prevented; the change ends once used up.
    shield: Annotated[int, msgspec.Meta(ge=0, le=100_000, multiple_of=100)] | UnsetType = UNSET
    # FOW-UNBLOCKABLE-BY-R: the blockers that cannot block the card while it lasts (absent otherwise).
    unblockable_by: BlockerFilter | UnsetType = UNSET
    # FOW-LOSE-KEYWORD-R: keywords the card does not have while it lasts (absent otherwise).
    lost: list[Keyword] | UnsetType = UNSET
    # FOW-CHOOSE-ATTRIBUTE-R: the attribute the card has instead of its own while it lasts (absent otherwise).
    attributes: Annotated[list[Attribute], msgspec.Meta(min_length=1, max_length=1)] | UnsetType = UNSET
    # FOW-GAIN-CHOSEN-RACE-R: a race the card has in addition to its own while it lasts (absent otherwise).
    races: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=1)] | UnsetType = UNSET
    # FOW-PRINTED-ATK-R: the printed ATK it has instead of its own while it lasts (absent otherwise).
    printed_atk: Annotated[int, msgspec.Meta(ge=0, le=100_000, multiple_of=100)] | UnsetType = UNSET
    # FOW-UNTARGETABLE-NORMAL-R (fow-grimm-e): with the flag ``no_normal_spells``, the player who controlled the
    # effect: the normal spells of that player's opponents cannot target the card (absent otherwise).
    guarded_by: Pid | UnsetType = UNSET
    # FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e): every damage the card deals is this much more while it lasts (absent otherwise).
    damage_plus: Annotated[int, msgspec.Meta(ge=0, le=100_000, multiple_of=100)] | UnsetType = UNSET
    # fow-p-static: FOW-DAMAGE-DOUBLE-TURN-R: every damage the card deals is doubled while it lasts (absent otherwise).
    damage_double: Literal[True] | UnsetType = UNSET
    # fow-t-replace: FOW-DEALT-DOUBLE-TURN-R: every damage dealt to the card is doubled while it lasts (absent otherwise).
    dealt_double: Literal[True] | UnsetType = UNSET
    # fow-n-static: FOW-BECOMES-STATS-R: the ATK and DEF the card has while it lasts (CR 909.1g: the changes made before
    # it are overwritten, those after it apply on top), and the race it has instead of its own (CR 909.1c, 909.6).
    becomes: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=100_000, multiple_of=100)]], msgspec.Meta(min_length=2, max_length=2)] | UnsetType = UNSET
    becomes_race: Annotated[str, msgspec.Meta(min_length=1, max_length=60)] | UnsetType = UNSET
    # fow-n-static: FOW-BECOMES-STATS-R (CR 909.3b, 902.1): the cards whose continuous abilities were active when it was
    # made (in the field: their instance; in a ruler area: "ruler:<instance>"): their changes are earlier and
    # overwritten; a card that leaves since is no longer one of them.
    earlier: Annotated[list[Annotated[str, msgspec.Meta(max_length=80)]], msgspec.Meta(max_length=200)] | UnsetType = UNSET
    # fow-s-grimm-a: FOW-SWAP-STATS-R: the card's ATK and DEF with the changes made before it (``earlier`` as for ``becomes``)
    # are exchanged while it lasts (CR 909.1g, 909.3b); those after it apply on top.
    swap: Literal[True] | UnsetType = UNSET
    # fow-z-stats: FOW-ATK-TO-DEF-R: the card's ATK is set to its DEF with the changes made before it (``earlier`` as for
    # ``becomes``) while it lasts (CR 909.1g, 909.3b); those after it apply on top.
    atk_to_def: Literal[True] | UnsetType = UNSET
    # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R: the player the next damage the card would deal is dealt to instead (used up by it).
    redirect_to: Pid | UnsetType = UNSET
    # fow-v-grant: FOW-GAINS-QUOTED-TURN-R: the card has the N-th quoted text of its own one-time effects while it lasts.
    gained: Annotated[int, msgspec.Meta(ge=1, le=4)] | UnsetType = UNSET
    # fow-w-grant: FOW-GRANTS-WILL-TURN-R: the card has the will ability "{Rest}: Produce <one of these>" while it lasts.
    granted_will: Annotated[list[WillKind], msgspec.Meta(max_length=5)] | UnsetType = UNSET


class TriggerWindow(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """fow-s-event: FOW-TRIGGER-EVENT-R: an event a [Trigger] or [Stealth] card of the set watches just happened (CR 1113.2c,
    1114.2, 1413.2a): each player of ``asked`` (the turn player first) chooses which of their cards it triggers to reveal,
    or none. Public: an attack is declared in sight of all, and the players asked are those with a card in hand or a
    card put into their standby area before this turn, whatever those cards are."""

    # "attack": ``player``'s ``attacker`` was declared attacking ``target``; "end_of_turn": the end phase of ``player``'s
    # turn began (CR 505.3).
    event: Literal["attack", "end_of_turn"]
    player: Pid
    attacker: InstanceId | UnsetType = UNSET
    target: ObjectId | UnsetType = UNSET
    asked: Annotated[list[Pid], msgspec.Meta(min_length=1, max_length=2)]


class Decision(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """A decision the rules ask of one player outside priority.  A ``search`` is asked while the chase
    object ``object`` resolves, at its effect number ``effect`` (FOW-SEARCH-R); so is a ``discard`` that
    names them (FOW-DISCARD-CHOICE-R; without them it is the hand-size discard, FOW-TURN-4).  A ``mythic``
    one is asked by the rule processes, outside any resolution: which entity with «Mythic» of a name its
    player keeps (FOW-KW-MYTHIC-R)."""

    kind: Literal["mulligan", "declare_attack", "declare_block", "assign_pierce", "discard", "automatic", "search", "banish", "may", "attribute", "pay", "option", "name_card", "race", "number", "mythic", "reveal"]
    player: Pid
    object: Annotated[str, msgspec.Meta(pattern=r"^chase:[0-9]{1,9}$")] | None = None
    effect: Annotated[int, msgspec.Meta(ge=0, le=63)] | None = None
    # A ``discard`` asked by an effect (FOW-DISCARD-CHOICE-R) names the object and effect as a search
    # does; ``done`` cards of it were discarded already.
    done: Annotated[int, msgspec.Meta(ge=0, le=60)] | None = None  # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: up to X found
    # FOW-ARRANGE-R: while looked-at cards are put back, ``left`` of them are not placed yet (the cards
    # ``done`` to ``done + left`` of the main deck; ``done`` were put on top), going to the ``stage``.
    left: Annotated[int, msgspec.Meta(ge=0, le=10)] | None = None
    stage: Literal["top", "bottom"] | None = None
    # FOW-SEARCH-UP-TO-R: the names of the cards a search for up to N cards with different names found
    # before this one (revealed, or in the field: public); FOW-ALSO-NAMED-R: every name of each (five at most).
    names: Annotated[list[ShortText], msgspec.Meta(max_length=20)] = []


class Options(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Setup options.  ``edition`` sets the defaults (FOW-AMB-10): ``cr-12.7`` shuffles mulligans and uses
    Energize; ``rulebook`` puts mulligans under the deck and has no Energize.  The state records the
    resolved values, so every ruling in force can be read from it."""

    edition: Literal["cr-12.7", "rulebook"] = "cr-12.7"
    mulligan_mode: Literal["shuffle", "bottom"] | None = None
    energize: bool | None = None
    card_set: CardSet | CardSetDigest | None = None
    """The custom card set: inline (the state carries it, self-sufficient), or by digest (the state names a
    set the engine knows: validated in this process, e.g. loaded by the service from its store)."""


Phase = Literal["mulligan", "draw", "recovery", "main", "end", "over"]


class State(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    withheld: ClassVar[tuple[str, ...]] = ("rng",)  # no view carries the generator
    game: Literal["force-of-will"]
    variant: Literal["standard"]
    rules_version: str
    seq: Seq
    players: Annotated[list[Player], msgspec.Meta(min_length=2, max_length=2)]
    to_act: list[Pid]
    phase: Phase
    # fow-t-endphase: FOW-TRIG-END-PHASE-R: "end_beginning" is the end phase's first step (CR 505.1-505.2), held
    # only while "at the beginning of the end phase" abilities are played; the end phase is otherwise at CR 505.3.
    # fow-v-grimm: FOW-TRIG-RECOVERY-R: "recovery_beginning" is the recovery phase's priority (CR 503.2-503.3), held only
    # while "at the beginning of your recovery phase" abilities are played; the recovery itself has none (CR 503.5).
    step: Literal["before_draw", "after_draw", "end_beginning", "recovery_beginning"] | None = None
    over: bool
    result: Result | None
    options: Options
    card_set_id: str
    first_player: Pid
    turn: Turn
    priority: Pid | None
    passes: Annotated[int, msgspec.Meta(ge=0, le=1)]
    decision: Decision | None
    battle: Battle | None
    chase: list[ChaseItem]
    pending: list[Pending]
    modifiers: list[Modifier]
    # fow-wide6: FOW-AT-NEXT-END-RETURN-R: "<controller>/<card>" -- a card removed from the game by that
    # player's effect, put into the field under its owner's control at the next end of turn.
    returns: Annotated[list[Annotated[str, msgspec.Meta(max_length=240)]], msgspec.Meta(max_length=60)] | UnsetType = UNSET
    # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: "<source>/removed/<card>" -- a card of a removed area an effect of the card
    # ``source`` removed from the game; FOW-PUT-BY-THIS-CARD-R: "<source>/field/<card>" -- a card in a field an effect of
    # ``source`` put there.  Kept while the card stays in that zone and ``source`` does not enter the field anew (kept
    # only when a card of the set asks; unset when none).
    moved_by: Annotated[list[Annotated[str, msgspec.Meta(max_length=240)]], msgspec.Meta(max_length=200)] | UnsetType = UNSET
    # fow-s-event: FOW-TRIGGER-EVENT-R: the event whose [Trigger] / [Stealth] cards are being revealed (unset: none).
    window: TriggerWindow | UnsetType = UNSET
    draw_failed: list[Pid]
    next_id: Annotated[int, msgspec.Meta(ge=1, le=INT32_MAX)]
    rng: RngState


# -- actions -------------------------------------------------------------------------------------------


class WillUse(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """Use a will ability while paying: ``card`` is a card you control or ``"coin"`` (the Energize coin);
    ``more``: the further wills of an ability making several, one of each of its lists (FOW-WILL-SEVERAL-R)."""

    card: str
    will: WillKind
    more: Annotated[list[WillKind], msgspec.Meta(max_length=4)] = []


class CounterPick(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """fow-p-cost: FOW-COST-COUNTERS-FROM-R: one counter a cost removes -- the card it is on and its name."""

    card: InstanceId
    counter: CounterKey


class Payment(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """How a cost is paid (FOW-WILL-3): will abilities used now (``sources``), will already in the pool
    (``pool``), the resonators banished for [Incarnation] or by a cost (``banish``, FOW-EXTRA-BANISH-R,
    FOW-COST-BANISH-R), the cards a cost rests (``rest``, FOW-COST-REST-R) and those of the hand it
    discards (``discard``, FOW-COST-DISCARD-R)."""

    sources: Annotated[list[WillUse], msgspec.Meta(max_length=60)] = []
    pool: dict[WillKind, Annotated[int, msgspec.Meta(ge=1, le=1000)]] = {}
    # FOW-WILL-SPEND-ONLY-R: restricted will of the pool spent, by kind (only will whose restriction allows this).
    restricted: dict[WillKind, Annotated[int, msgspec.Meta(ge=1, le=60)]] = {}
    banish: Annotated[list[InstanceId], msgspec.Meta(max_length=10)] = []
    rest: Annotated[list[InstanceId], msgspec.Meta(max_length=10)] = []
    # FOW-COST-DISCARD-R: the hand cards a cost discards.
    discard: Annotated[list[InstanceId], msgspec.Meta(max_length=10)] = []
    # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: the graveyard cards a cost removes from the game.
    remove: Annotated[list[InstanceId], msgspec.Meta(max_length=10)] = []
    # FOW-COST-GEM-R: the attributes of the gems a cost banishes (one entry per gem; FOW-CRYSTAL-R: per crystal
    # of a cost banishing crystals).
    gems: Annotated[list[Literal["light", "fire", "water", "wind", "darkness"]], msgspec.Meta(max_length=5)] = []
    # fow-p-cost: FOW-COST-COUNTERS-FROM-R: the counters a cost removes from cards of its player, one entry per counter.
    counters: Annotated[list[CounterPick], msgspec.Meta(max_length=10)] = []




class _Action(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, tag_field="type", omit_defaults=True):
    #: The JSON keys a match log hides from everyone but the action's ``player`` (views.view_action).
    private: ClassVar[tuple[str, ...]] = ()

    player: Pid


class Mulligan(_Action, tag="mulligan"):
    private = ("cards",)  # FOW-SETUP-3: the cards sent back stay hidden
    cards: Annotated[list[InstanceId], msgspec.Meta(max_length=5)] = []


class CallStone(_Action, tag="call_stone"):
    pass


class ProduceWill(_Action, tag="produce_will"):
    source: str
    will: WillKind
    # FOW-WILL-SEVERAL-R: the further wills of an ability making several, one of each of its lists.
    more: Annotated[list[WillKind], msgspec.Meta(max_length=4)] = []
    # FOW-WILL-PAID-R: the payment of a will ability's will cost ("{Rest}, {1}: Produce ...").
    payment: Payment = msgspec.field(default_factory=Payment)


class PlayCard(_Action, tag="play_card"):
    card: InstanceId
    # FOW-DAMAGE-DIVIDED-R, FOW-DAMAGE-DIVIDED-TWENTY-R: up to 20 targets (one per 100 of a divided damage).
    targets: Annotated[list[ObjectId], msgspec.Meta(max_length=20)] = []
    # FOW-DAMAGE-DIVIDED-R (CR 903.2j, 903.2j-1): the damage assigned to each chosen target, in the order of
    # ``targets``, for a card dealing damage divided as its player chooses; empty for any other card.
    divide: Annotated[list[Share], msgspec.Meta(max_length=20)] = []
    mode: Annotated[int, msgspec.Meta(ge=0, le=15)] | None = None
    x: Amount = 0
    awakening: bool = False
    # fow-m-cost: FOW-AWAKENING-WHICH-R: with ``awakening``, the [Awakening] ability paid by its place among the
    # card's [Awakening] abilities in printed order (1 the first, the only one of most cards).
    which_awakening: Annotated[int, msgspec.Meta(ge=1, le=4)] = 1
    incarnation: bool = False
    # FOW-KW-MASTERY-R: played by [Mastery]: ``payment.rest`` names the recovered card rested instead of its cost.
    mastery: bool = False
    # FOW-KW-SOLARISATION-R: the cards of the removed area put on the bottom of the deck (first named first).
    solarise: Annotated[list[InstanceId], msgspec.Meta(max_length=9)] = []
    # fow-y-alt: FOW-ALT-PLAY-HALF-R (CR 1307.3): an alternative card played as its chant half (false: its resonator,
    # addition or regalia half); only the chosen half is checked and put onto the chase.
    chant_half: bool = False
    payment: Payment = msgspec.field(default_factory=Payment)


class Activate(_Action, tag="activate"):
    card: InstanceId
    ability: Annotated[int, msgspec.Meta(ge=0, le=63)]
    targets: Annotated[list[ObjectId], msgspec.Meta(max_length=8)] = []
    # FOW-MODES-ABILITY-R: the option chosen of a modal ability (CR 903.2g), none otherwise.
    mode: Annotated[int, msgspec.Meta(ge=0, le=15)] | None = None
    payment: Payment = msgspec.field(default_factory=Payment)
    # FOW-GRANTED-ABILITY-R: an ability ``card`` has from this card's continuous ability; ``ability`` is then
    # its place among the abilities that card grants (absent: ``card``'s own ability).
    granted_by: InstanceId | None = None
    # fow-s-grimm-b: FOW-ACTIVATE-X-R: X of an activate cost with X, chosen as it is played (CR 903.2h).
    x: Amount = 0


class DoJudgment(_Action, tag="judgment"):
    payment: Payment = msgspec.field(default_factory=Payment)
    # fow-p-cost: FOW-JUDG-X-R: X of a [Judgment] cost with X, chosen as it is done (CR 903.2h).
    x: Amount = 0


class PutStandby(_Action, tag="standby"):
    private = ("card",)  # FOW-PLAY-5: the card put face down stays hidden
    card: InstanceId
    payment: Payment = msgspec.field(default_factory=Payment)


class StartBattle(_Action, tag="start_battle"):
    pass


class DeclareAttack(_Action, tag="declare_attack"):
    """``attacker: null`` forfeits the attack (CR 803.3).  ``payment``: the [Mobilize] cost of the
    attacker (FOW-MOBILIZE-R), for an attacker that has one only."""

    attacker: InstanceId | None
    target: ObjectId | None = None
    payment: Payment | None = None


class DeclareBlock(_Action, tag="declare_block"):
    """``blocker: null`` declines to block.  ``payment``: the [Mobilize] cost of the blocker
    (FOW-MOBILIZE-R), for a blocker that has one only."""

    blocker: InstanceId | None
    payment: Payment | None = None


class AssignPierce(_Action, tag="assign_pierce"):
    to_blocker: Annotated[int, msgspec.Meta(ge=0, le=1_000_000, multiple_of=100)]


class PlayAutomatic(_Action, tag="play_automatic"):
    pending: str
    # FOW-DAMAGE-DIVIDED-ABILITY-R, FOW-DAMAGE-DIVIDED-TWENTY-R: up to 20 targets (one per 100 of a divided damage), the
    # other abilities up to 8.
    targets: Annotated[list[ObjectId], msgspec.Meta(max_length=20)] = []
    # FOW-DAMAGE-DIVIDED-ABILITY-R (CR 903.2j, 903.2j-1): the damage assigned to each chosen target, in the order of
    # ``targets``, for an ability dealing damage divided as its player chooses; empty for any other ability.
    divide: Annotated[list[Share], msgspec.Meta(max_length=20)] = []
    # FOW-MODES-ABILITY-R: the option chosen of a modal automatic ability (CR 903.2g), none otherwise.
    mode: Annotated[int, msgspec.Meta(ge=0, le=15)] | None = None


class Discard(_Action, tag="discard"):
    card: InstanceId


class Search(_Action, tag="search"):
    private = ("card",)  # FOW-SEARCH-R: the instance put into the hand stays hidden (its definition is revealed)
    """The card found by a search of your deck (FOW-SEARCH-R), or none (``card: null``)."""

    card: InstanceId | None = None
    # FOW-SEARCH-ADDITION-R: the J/resonator an addition: J/resonator put into the field is added to.
    to: InstanceId | None = None
    # fow-faces: FOW-INVERT-NONE-R: "You may invert that card" -- the inverse card put into the field is inverted.
    invert: bool = False


class Banish(_Action, tag="banish"):
    """The resonator or magic stone you banish for an effect (FOW-BANISH-CHOICE-R)."""

    card: InstanceId


# fow-mythic
class Keep(_Action, tag="keep"):
    """FOW-KW-MYTHIC-R: the entity with «Mythic» you keep of two or more you control that share a name (the
    rule process puts the others into their owner's graveyard, CR 1205.8)."""

    card: InstanceId


class ChooseAttribute(_Action, tag="choose_attribute"):
    """The attribute of the gem you gain or banish for the resolving effect (FOW-GEM-R)."""

    attribute: Literal["light", "fire", "water", "wind", "darkness"]


class ChooseOption(_Action, tag="choose_option"):
    """The change you choose, by its place in the printed list, for the resolving "gains A, B, or C"
    (FOW-GAINS-ONE-OF-R)."""

    option: Annotated[int, msgspec.Meta(ge=0, le=7)]


class NameCard(_Action, tag="name_card"):
    """FOW-NAME-CARD-R: the card name you declare for the resolving "Name a card" (a name of the card set)."""

    name: ShortText


class ChooseRace(_Action, tag="choose_race"):
    """FOW-CHOOSE-RACE-R: the race you declare for the resolving "Choose a race" (one printed on a card of
    the card set)."""

    race: ShortText


class ChooseNumber(_Action, tag="choose_number"):
    """FOW-CHOOSE-NUMBER-R: the number you declare for the resolving "Choose a number" (an integer from 0,
    CR 104.5, to 99)."""

    number: Annotated[int, msgspec.Meta(ge=0, le=99)]


class May(_Action, tag="may"):
    """Whether you do the optional effect ("you may ...") of the resolving object (FOW-MAY-R)."""

    accept: bool


class Pay(_Action, tag="pay"):
    """FOW-CANCEL-UNLESS-R: the cost a resolving cancel asks of your spell, paid (``payment``) or not
    (``payment: null``: the spell is cancelled)."""

    payment: Payment | None = None


class Reveal(_Action, tag="reveal"):
    """fow-s-event: FOW-TRIGGER-EVENT-R: the cards of your hand ([Trigger]) or standby area ([Trigger], [Stealth]) the
    event just happened triggers that you reveal (``cards: []``: none); each is then played as a spell in its turn."""

    cards: Annotated[list[InstanceId], msgspec.Meta(max_length=8)] = []


class Pass(_Action, tag="pass"):
    pass


class Concede(_Action, tag="concede"):
    pass


Action = (
    Mulligan
    | CallStone
    | ProduceWill
    | PlayCard
    | Activate
    | DoJudgment
    | PutStandby
    | StartBattle
    | DeclareAttack
    | DeclareBlock
    | AssignPierce
    | PlayAutomatic
    | Discard
    | Search
    | Banish
    | May
    | Pay
    | ChooseAttribute
    | ChooseOption
    | NameCard
    | ChooseRace
    | ChooseNumber
    | Keep
    | Reveal
    | Pass
    | Concede
)
