"""The closed vocabulary of Force of Will cards, written once: costs, targets, conditions, effects, abilities.

A card (:class:`CardDef`, RULINGS §2(c)) is data that *names* entries of this vocabulary; the code behind
each entry lives in :mod:`.effects` (one-time effects), :mod:`.board` (continuous abilities),
:mod:`.will` (costs) and :mod:`.targets` (target legality).  Anything a card would need beyond this
vocabulary cannot be written down, so it is never silently wrong: the importer reports it as unsupported
(:mod:`.importer`) and deck validation refuses such cards (FOW-DECK-6-R).

Vocabulary (every ``op``/``kind`` the engine knows):

* **Costs** (FOW-WILL-1): ``{"specified": {"light": 1}, "free": 2, "x": false}``; ability costs add
  ``rest`` (``[Rest]``, FOW-PLAY-4) and ``banish_self``.  Alternative costs: ``incarnation``
  (FOW-KW-INCARNATION); additional costs: ``awakening`` (FOW-KW-AWAKENING) and the ``[Trigger]`` cost
  (FOW-KW-TRIGGER).
* **Targets** (FOW-PLAY-1): ``j_resonator``, ``resonator``, ``player``, ``j_resonator_or_player``, ``resonator_or_player`` (FOW-TARGET-RES-PLAYER-R),
  ``addition_or_regalia``, ``spell``, ``chant_spell``, filtered by ``controller`` (any/you/opponent) and
  ``state`` (any/rested/recovered/attacking/blocking).
* **Conditions**: ``awakened``, ``not_awakened`` (FOW-KW-AWAKENING), ``opponent_attacking`` (an
  opponent's J/resonator is attacking), ``opponent_spell_on_chase``, ``if_you_do`` (FOW-IF-YOU-DO-R),
  ``if_you_dont`` (FOW-SEARCH-FIELD-INSTEAD-R).
* **Effects** (one-time): ``damage``, ``destroy``, ``draw``, ``gain_life``, ``cancel``, ``rest``,
  ``recover``, ``modify`` (ATK/DEF and keywords until end of turn or battle), ``return_to_hand``,
  ``remove`` (from the game), ``to_deck`` (top or bottom of the owner's main deck), ``discard_hand``, ``put_stone`` (top of the magic stone deck into the field),
  ``search`` (FOW-SEARCH-R, FOW-LOOK-TOP-R), ``arrange`` (FOW-ARRANGE-R), ``put_tokens`` (FOW-TOKEN-R), ``look_hand`` (FOW-HAND-LOOK-R), ``at_end`` (FOW-AT-NEXT-END-R), ``no_recover`` (FOW-NO-RECOVER-R), ``gain_control`` (FOW-GAIN-CONTROL-R), ``atk_damage`` (FOW-ATK-DAMAGE-R), ``reveal_top`` (FOW-REVEAL-TOP-R), ``discard`` of the
  player's choice (FOW-DISCARD-CHOICE-R), ``banish`` of the player's choice and ``banish_self``
  (FOW-BANISH-CHOICE-R), ``put_counters`` (FOW-COUNTER-R), ``prevent`` (FOW-PREVENT-R).  Any effect may
  be ``optional`` ("you may", FOW-MAY-R).  Effects needing a choice as they resolve pause the resolution
  with a decision (``search``, ``discard``, ``banish``, ``may``) answered by an action of that name
  (``option``, for "gains A, B, or C", by ``choose_option``: FOW-GAINS-ONE-OF-R).
* **Abilities**: ``activate`` (uses the chase; ``once_per_turn``; a ruler's are played from the ruler area, FOW-RULER-AREA-R), ``will`` (produces will at once,
  FOW-PRIO-6), ``automatic`` (triggers ``enter`` = [Enter], ``attacks``, ``blocks``, ``to_graveyard``,
  turn steps, damage dealt), ``continuous`` (static ATK/DEF/keyword changes over a scope, "must attack if
  able", FOW-BATTLE-8, and cannot be targeted / attacked / blocked, cannot attack / block; activate abilities
  granted to the J/resonators of its scope, FOW-GRANTED-ABILITY-R, and will abilities to its controller's magic
  stones, FOW-GRANTED-WILL-R).
* **Keywords** (FOW-KW-*): quickcast, swiftness, flying, first_strike, pierce, imperishable, precision,
  barrier, eternal, explode, remnant, drain and bane (only as gained, FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R;
  a printed one is read as its automatic ability, FOW-DRAIN-R, FOW-BANE-R), and bane_resonator (the gained
  resonator-only ability of FOW-BANE-RESONATOR-R); [Enter], [Trigger], [Awakening] and [Incarnation] are structured
  fields because they carry costs, conditions or effects.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

import msgspec

Attribute = Literal["light", "fire", "water", "wind", "darkness"]
# FOW-WILL-MOON-R / FOW-WILL-TIME-R: moon will ({M}) and time will ({T}) are will kinds of their own,
# neither an attribute nor void.
SpecifiedWill = Literal["light", "fire", "water", "wind", "darkness", "moon", "time"]
WillKind = Literal["light", "fire", "water", "wind", "darkness", "void", "moon", "time"]
ATTRIBUTES: tuple[str, ...] = ("light", "fire", "water", "wind", "darkness")
SPECIFIED_WILL: tuple[str, ...] = (*ATTRIBUTES, "moon", "time")
WILL_KINDS: tuple[str, ...] = (*ATTRIBUTES, "void", "moon", "time")
SYMBOLS = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}
WILL_SYMBOLS = {**SYMBOLS, "M": "moon", "T": "time"}

PrintedKeyword = Literal[
    "quickcast",
    "swiftness",
    "flying",
    "first_strike",
    "pierce",
    "imperishable",
    "precision",
    "barrier",
    "eternal",
    "explode",
    "remnant",
    "tales",
    "villains",
    "untouchable",
    "will_of_hope",
    "will_of_despair",
    "war",
    "bond",
    # fow-mythic: FOW-KW-MYTHIC-R
    "mythic",
]
# FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R: [Drain] and [Bane] are keywords only as gained ("gains [Drain]
# until end of turn", "J-rulers you control gain [Bane]"); a printed one is read as its automatic ability
# (FOW-DRAIN-R, FOW-BANE-R), so no card prints them among its keywords.  ``bane_resonator`` (FOW-BANE-RESONATOR-R)
# is no keyword of the rules: the gained ability "whenever this card deals damage to a resonator >>> destroy that
# resonator" (a J-ruler it damages is no resonator), a flag of its own beside [Bane].
GainedKeyword = Literal["drain", "bane", "bane_resonator"]
Keyword = Literal[PrintedKeyword, GainedKeyword]
KEYWORDS: tuple[str, ...] = (
    "quickcast",
    "swiftness",
    "flying",
    "first_strike",
    "pierce",
    "imperishable",
    "precision",
    "barrier",
    "eternal",
    "explode",
    "remnant",
    # FOW-KW-TALES-VILLAINS-R: markers other text names ("with [Tales]"); no rule of their own.
    "tales",
    "villains",
    # FOW-KW-UNTOUCHABLE-R: a spell or ability of this card on the chase cannot be targeted (so neither
    # cancelled nor moved by a spell or ability).
    "untouchable",
    # FOW-KW-WILL-HOPE-DESPAIR-R: markers other text names ("with [Will of Hope]"); a deck holds cards of
    # one of the two only (CR 402.2e, 402.2f, 402.3d, 402.4e).
    "will_of_hope",
    "will_of_despair",
    # FOW-KW-WAR-BOND-R: «War» and «Bond», keywords with no innate ability (CR 1101.1, 1101.3) other text names.
    "war",
    "bond",
    # fow-mythic -- FOW-KW-MYTHIC-R: «Mythic» / [Mythic] (CR 1101.3, 1101.4, 1205.8, 1415.3): a player
    # controlling two or more entities with it that share a name keeps one, the others go to the graveyard.
    "mythic",
)
GAINED_KEYWORDS: tuple[str, ...] = ("drain", "bane", "bane_resonator")
# ``no_abilities``: the card loses all abilities while it lasts (FOW-LOSE-ABILITIES-R).
# fow-o-a: "must_block" -- FOW-MUST-BLOCK-TARGET-R (a one-time effect's only).
# fow-o-b: FOW-BARRIER-KIND-UNTIL-R: "barrier_chant" / "barrier_resonator" -- [Barrier] (Chant) / (Resonator) gained for a while.
# fow-s-deal: "removed_instead" (FOW-REMOVED-INSTEAD-TURN-R): put into a graveyard from the field, it is removed from the game
# instead; "must_attack" (FOW-MUST-ATTACK-TARGET-R): it must attack this turn if able (a one-time effect's only);
# "barrier_<attribute>" (FOW-BARRIER-ATTR-UNTIL-R): [Barrier] {<attribute>} gained for a while.
StatusFlag = Literal[
    "untargetable", "unblockable", "cannot_attack", "cannot_block", "no_abilities", "no_normal_spells", "must_block", "barrier_chant", "barrier_resonator", "removed_instead", "must_attack",
    "barrier_light", "barrier_fire", "barrier_water", "barrier_wind", "barrier_darkness",
    "cannot_attack_opponent",  # fow-y-cant: FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R
]
# "rune": a rune card of no other card type (FOW-RUNE-CARD-R, CR 202.2, 711.2a), played only from a rune area.
CardType = Literal["ruler", "j_ruler", "resonator", "chant", "addition", "regalia", "magic_stone", "rune"]
MAIN_DECK_TYPES = ("resonator", "chant", "addition", "regalia")

Count = Annotated[int, msgspec.Meta(ge=0, le=99)]
Hundreds = Annotated[int, msgspec.Meta(ge=-100_000, le=100_000, multiple_of=100)]
NonNegHundreds = Annotated[int, msgspec.Meta(ge=0, le=100_000, multiple_of=100)]
Text = Annotated[str, msgspec.Meta(max_length=2000)]
ShortText = Annotated[str, msgspec.Meta(max_length=200)]
CardId = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_.\-]{1,40}$")]

# FOW-WEATHER-R: the four weathers of CR 1028.1.
Weather = Literal["clear", "rain", "thunderstorm", "pollution"]
# fow-m-cost: FOW-AWAKENING-WHICH-R: "awakened_<n>": the card was played paying its n-th [Awakening] ability.
# fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R: "from_graveyard" / "not_from_graveyard" -- the spell was (not) played from a graveyard.
# fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: "played_with" / "not_played_with" -- the condition of the chant's text-changing
# keyword ([Seal], [Null]: CardDef.played_with) held (did not) as the card was played.
Condition = Literal[
    "awakened", "not_awakened", "opponent_attacking", "opponent_spell_on_chase", "if_you_do", "if_you_dont", "awakened_1", "awakened_2", "awakened_3", "awakened_4",
    "from_graveyard", "not_from_graveyard", "played_with", "not_played_with",
]
CONDITIONS: tuple[str, ...] = ("awakened", "not_awakened", "opponent_attacking", "opponent_spell_on_chase")


class Cost(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """A will cost: attribute (or moon, FOW-WILL-MOON-R, or time, FOW-WILL-TIME-R) symbols (``specified``) plus a free amount, optionally plus X (FOW-WILL-1)."""

    specified: dict[SpecifiedWill, Annotated[int, msgspec.Meta(ge=1, le=20)]] = {}
    free: Count = 0
    x: bool = False

    @property
    def total(self) -> int:
        return sum(self.specified.values()) + self.free


ZERO_COST = Cost()


class TargetSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """What a target slot may name (FOW-PLAY-1).  ``j_resonator`` includes J-rulers; ``resonator`` does not;
    ``non_stone`` is any entity but a magic stone (FOW-TARGET-NON-STONE-R); ``j_ruler`` a J-ruler in the field
    (FOW-TARGET-J-RULER-R)."""

    kind: Literal[
        "j_resonator", "resonator", "player", "j_resonator_or_player", "resonator_or_player", "addition_or_regalia", "addition", "regalia", "spell",
        "chant_spell", "magic_stone", "non_stone_entity", "non_stone", "j_ruler", "entity", "card", "activate_ability", "normal_spell", "resonator_spell",
        # FOW-GRAVEYARD-CHANT-R: a chant card in a graveyard (``zone: graveyard`` only).
        "chant",
        # fow-plain-runes: FOW-TARGET-RUNE-SPELL-R -- a spell of a rune card (a rune's copy, or a chant, rune card).
        "rune_spell",
        # fow-dec-b: FOW-CANCEL-ABILITY-R -- an activate or automatic ability on the chase; an automatic ability of a
        # resonator (in the field, CR 307.4).
        "ability",
        "resonator_automatic",
        # fow-n-grimm: FOW-GRAVEYARD-NON-SPELL-FIELD-R -- "target <Race> non-spell card from your graveyard into your
        # field": a resonator or an [Addition:Field] of a graveyard (``zone: graveyard`` only).
        "resonator_or_field_addition",
    ]
    controller: Literal["any", "you", "opponent"] = "any"
    # "damaged": with damage on it (FOW-TARGET-DAMAGED-R); "attacking_or_blocking" (FOW-TARGET-IN-BATTLE-R).
    state: Literal["any", "rested", "recovered", "attacking", "blocking", "attacking_or_blocking", "attacking_you", "damaged"] = "any"
    # fow-u-removal: FOW-TARGET-TOKEN-R -- "target token": an entity that is a token.
    token: bool = False
    # Filters of a card target ("target fire resonator", "target Human J/resonator", "... with total cost
    # 2 or less"): any of the attributes, any of the races, a total cost at most ``max_cost``.
    attributes: list[Attribute] = []
    races: list[ShortText] = []
    max_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # fow-dec-c: FOW-TARGET-COST-X-R -- "... with total cost X or less" of a chant whose cost has X: at most the X
    # paid for it (a J/resonator or resonator in the field; the chant's own targets only).
    max_cost_x: bool = False
    # "... with total cost N or more"; "non-<race>" (none of these races).
    min_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    not_races: list[ShortText] = []
    # "non-<attribute>" (FOW-NON-ATTRIBUTE-R, fow-grimm-e): none of these attributes (J/resonator targets).
    not_attributes: list[Attribute] = []
    # fow-z-zone: FOW-GRAVEYARD-NON-RESONATOR-R -- "non-magic stone, non-resonator card" of a graveyard (``kind: non_stone``,
    # ``zone: graveyard`` only): no card of these types either.
    not_types: list[Literal["resonator"]] = []
    # "with [Flying]" / "without [Flying]" (FOW-KEYWORD-FILTER-R).
    with_keyword: Keyword | None = None
    without_keyword: Keyword | None = None
    # "with N or less ATK" (FOW-TARGET-ATK-R): its ATK now.
    max_atk: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None
    # "with N or more ATK" (FOW-TARGET-ATK-R): its ATK now.
    min_atk: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None
    # fow-p-stats: "with ATK less than (or equal to) this card's ATK" (FOW-ATK-THAN-SELF-R): its ATK now against the
    # source's (FOW-LAST-KNOWN-SOURCE-ATK-R).
    atk_than_self: Literal["less", "at_most"] | None = None
    # "another target ..." (FOW-TARGET-ANOTHER-R): not the card whose ability it is.
    other: bool = False
    # Where the target is: a card in the field (the default) or a resonator (an addition) in a graveyard;
    # fow-hero3: FOW-AT-END-REMOVED-HAND-R -- ``removed``: a non-magic stone card of a removed area (``kind: non_stone``).
    zone: Literal["field", "graveyard", "removed"] = "field"
    # "target special magic stone" (FOW-TARGET-SPECIAL-STONE-R): a magic stone that is not basic.
    special: bool = False
    # FOW-UP-TO-R: one of the slots of "up to N target ...": it may be left unchosen (the slots left
    # unchosen are the last ones).
    optional: bool = False
    # "target [Addition:Field]" (FOW-FIELD-ADDITION-R): a field addition only.
    field: bool = False
    # "target [Addition:Resonator]" (FOW-TARGET-ADDITION-RESONATOR-R, CR 1405.1a): an addition added to
    # resonators only (not one added to J/resonators).
    on_resonator: bool = False
    # FOW-TARGET-NAMED-R: "target <noun> named "X"" (one of ``names``) / "not named "X"" (none of ``not_names``).
    names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    not_names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    # "target resonator with no addition" (FOW-TARGET-NO-ADDITION-R): no addition is added to it.
    no_addition: bool = False
    # fow-r-standby: "target resonator that didn't attack this turn" (FOW-TARGET-NOT-ATTACKED-R): not among the J/resonators
    # that attacked this turn (FOW-ATTACKED-THIS-TURN-R's record).
    not_attacked: bool = False
    # fow-s-event: "target resonator that dealt damage this turn" (FOW-TARGET-DEALT-DAMAGE-R): it dealt damage this turn,
    # as the card it is now in the field (FOW-DAMAGE-DEALT-X-R's record).
    dealt_damage: bool = False
    # fow-n-cost: "target resonator with no attribute" (FOW-NO-ATTRIBUTE-R): a card of none of the five attributes.
    no_attribute: bool = False
    # "target opponent or J/resonator" (FOW-TARGET-OPPONENT-OR-R): a player named is an opponent of the chooser.
    opponent_player: bool = False
    # fow-p-static: "target J/resonator or yourself" (FOW-TARGET-OR-YOURSELF-R): a player named is the chooser.
    you_player: bool = False
    # FOW-TARGET-LEFT-FIELD-R: a card of a graveyard "that was put into that zone from a field this turn".
    left_field: bool = False
    # fow-wide6: FOW-TARGET-ALTERED-R: "with ATK different from its printed ATK or DEF different from its
    # printed DEF" -- its ATK or its DEF now differs from the printed value.
    altered: bool = False
    # fow-n-counters: FOW-TARGET-COUNTER-R: "with one or more (a) <name> ([+A/+B]) counters on it": one or more of them now.
    with_counter: CounterKey | None = None
    # fow-v-ncounters: FOW-TARGET-NO-COUNTER-R: "with no <name> counters on it": none of them on it now.
    without_counter: CounterName | None = None
    # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R -- "target card from a removed area that was removed by this card": a card
    # of a removed area an effect of the source removed (``zone: removed`` only).
    removed_by_self: bool = False
    # fow-r-modal: FOW-AWAKENED-TARGETS-R: a slot of the text the card's [Awakening] ability N (1 its first) adds,
    # chosen only when it is played so awakened (CR 1110.3, 1415.9); always after the card's own slots.
    awakened: Annotated[int, msgspec.Meta(ge=0, le=4)] = 0
    # fow-q-filters: FOW-TARGET-TYPE-OR-R -- "target resonator or addition", "target J/resonator or addition",
    # "target resonator or regalia": the card types (``j_ruler`` for the J of "J/resonator") it may be, among those
    # of its ``kind`` (``non_stone_entity`` or ``non_stone``).
    types: list[Literal["j_ruler", "resonator", "addition", "regalia"]] = []
    # fow-s-modal: FOW-MODES-SAME-TARGET-R -- in a mode combining options (FOW-MODES-MORE-R), the place of this slot's
    # option among them: each option's targets are chosen apart, so slots of two options may name one object.
    option: Annotated[int, msgspec.Meta(ge=0, le=3)] = 0
    # fow-v-filters: FOW-FILTER-STRANGER-R -- "(Stranger) <noun>" (True): a stranger resonator; "non-(Stranger) <noun>"
    # (False): a card that is none (CR 1305.1, the subtype "stranger").
    stranger: bool | None = None
    # fow-v-filters: FOW-TARGET-J-RULER-OR-R -- "target J-ruler or <filtered J/resonator>": a J-ruler, whatever its
    # races and subtypes, or a J/resonator of the filter (``kind: j_resonator``).
    or_j_ruler: bool = False
    # fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R -- "from your graveyard or removed area" (``zone: graveyard``): a card of
    # the chooser's graveyard or removed area; "with [Solarisation]" (``solarisation``): a card printed with it; "without
    # "<words>" in its name" (``name_lacks``): none of its names has those words (FOW-SEARCH-NAME-HAS-R's reading).
    or_removed: bool = False
    solarisation: bool = False
    name_lacks: ShortText | None = None
    # fow-w-count: FOW-TARGET-COST-COUNT-R -- "with total cost X or less, where X is the number of <count>" ("with total
    # cost less than or equal to the number of <count>"): at most that count, made when targeted and on resolution.
    max_cost_per: PerCount | None = None


# fow-t-endphase: FOW-TRIG-END-PHASE-R: "at the beginning of the (your, your opponent's) end phase" (CR 505.1).
END_PHASE_TRIGGERS = ("end_phase", "your_end_phase", "opponent_end_phase")
# Target kinds that name an object on the chase (a spell, or an activate ability: FOW-CANCEL-ABILITY-R).
# FOW-RULER-AREA-R: the automatic abilities a ruler has that trigger from its ruler area (fow-p-trig:
# FOW-TRIG-RULER-STEP-R's steps of a turn, with effects on players only).
RULER_STEP_TRIGGERS = frozenset({"end_of_turn", "end_of_your_turn", "your_main_phase", "opponent_main_phase", "your_turn", "opponent_turn", "your_first_main_phase", *END_PHASE_TRIGGERS})  # fow-q-trig: FOW-TRIG-FIRST-MAIN-R
# fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R's triggers.
ADDED_DAMAGES = ("added_damages_opp_resonator", "added_damages_opp_j_resonator")
RULER_STEP_OPS = frozenset({"draw", "mill", "gain_life", "produce"})  # fow-q-trig: FOW-TRIG-FIRST-MAIN-R: produce


def ruler_step_effect(op: object, target: object) -> bool:
    """Whether a ruler's step-of-turn ability (FOW-TRIG-RULER-STEP-R) may have this effect from its ruler area: one on
    players, or (fow-t-endphase: FOW-TRIG-END-PHASE-R) a removal of a chosen target (never "this card")."""
    return op in RULER_STEP_OPS or (op == "remove" and isinstance(target, int))

RULER_AREA_TRIGGERS = frozenset({"resonance", "played_less", "spell_played", "game_start", "card_attacks"}) | RULER_STEP_TRIGGERS
CHASE_KINDS = ("spell", "chant_spell", "normal_spell", "resonator_spell", "activate_ability", "rune_spell", "ability", "resonator_automatic")


# A target slot, this card, or the J/resonator a "deals damage to a J/resonator" trigger names (FOW-BANE-R).
# "added": the J/resonator this addition is added to (FOW-ADDED-REF-R).
# fow-n-trig: "blocker" -- the blocking J/resonator of the battle (FOW-TRIG-ALLY-BLOCKED-R).
# fow-m-trig: "that_object" -- the spell or ability on the chase whose playing triggered the ability (FOW-TRIG-THAT-OBJECT-R).
# fow-r-modal: "found" -- the resonator a search (a put from the hand) of the same text just put into the field (FOW-IT-PUT-R).
# A target slot by its place (FOW-DAMAGE-DIVIDED-R, FOW-DAMAGE-DIVIDED-TWENTY-R: up to 20 slots, the other forms up to 8).
TargetRef = Annotated[int, msgspec.Meta(ge=0, le=19)] | Literal["self", "victim", "added", "blocker", "that_object", "found"]
Scope = Literal[
    "your_j_resonators", "opponent_j_resonators", "all_j_resonators", "your_resonators", "opponent_resonators", "all_resonators",
    "your_magic_stones", "opponent_magic_stones", "all_magic_stones",
    "your_cards", "opponent_cards", "all_cards",
    "you", "your_opponent", "each_player",
]
# The scopes of cards in the field (FOW-GROUP-LASTING-R keeps one in the state).
FieldScope = Literal[
    "your_j_resonators", "opponent_j_resonators", "all_j_resonators", "your_resonators", "opponent_resonators", "all_resonators",
    "your_magic_stones", "opponent_magic_stones", "all_magic_stones",
    "your_cards", "opponent_cards", "all_cards",
]
FieldType = Literal["resonator", "j_ruler", "addition", "regalia", "magic_stone"]


class EachFilter(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Which J/resonators of an ``each`` scope an effect reaches (FOW-EACH-FILTER-R): any of the
    attributes, any of the races, a total cost at most ``max_cost``, not the source (``other``); for a
    scope of every card in the field (``*_cards``), the card types it reaches (``types``, FOW-EACH-TYPES-R)."""

    attributes: list[Attribute] = []
    races: list[ShortText] = []
    # "non-<Race>" (FOW-EACH-NON-RACE-R; FOW-TRIG-ANY-ENTERS-R: "a non-<Race> resonator"): none of these races.
    not_races: list[ShortText] = []
    # "non-<attribute>" (FOW-NON-ATTRIBUTE-R, fow-grimm-e): none of these attributes.
    not_attributes: list[Attribute] = []
    max_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # fow-n-trig: "with total cost N or more" (FOW-TRIG-OTHER-ENTERS-R): a total cost at least ``min_cost``.
    min_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # "with total cost equal to the number of <name> counters on this card" (FOW-EACH-COST-COUNT-R): that count,
    # as the effect resolves.
    cost_equal: PerCount | None = None
    # fow-p-stats: "with ATK less than (or equal to) the ATK of this card" (FOW-ATK-THAN-SELF-R), as the effect resolves.
    atk_than_self: Literal["less", "at_most"] | None = None
    other: bool = False
    # "with [Flying]" / "without [Flying]" (FOW-KEYWORD-FILTER-R).
    with_keyword: Keyword | None = None
    without_keyword: Keyword | None = None
    types: list[FieldType] = []
    # "all rested / recovered resonators" (FOW-EACH-STATE-R): rested (recovered) as the effect resolves; for a
    # lasting change of a group (FOW-GROUP-LASTING-R, CR 909.4), while it lasts; fow-s-deal: "all damaged resonators"
    # (FOW-EACH-DAMAGED-R): with damage on it.
    state: Literal["rested", "recovered", "damaged"] | None = None
    # "of the chosen race" (FOW-CHOOSE-RACE-R): of the race declared as the ability resolved (read as
    # ``races`` of that one race once it is declared).
    chosen_race: bool = False
    # "Cards named "X"" (FOW-NAMED-GROUP-GAINS-R): one of these names.
    names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    # fow-m-filters: "<group> with no attribute" (FOW-EACH-NO-ATTRIBUTE-R): none of the five attributes.
    no_attribute: bool = False
    # fow-m-filters: "that share a name with another <card of the group>" (FOW-DESTROY-SHARED-NAMES-R).
    shares_name: bool = False
    # fow-v-filters: "(Stranger)" / "non-(Stranger)" (FOW-FILTER-STRANGER-R): stranger resonators only (none of them).
    stranger: bool | None = None
    # fow-x-token: "<group> resonator tokens" / "non-token <group>" (FOW-EACH-TOKEN-R): tokens only (none of them).
    token: bool | None = None


class Effect(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True, tag_field="op", kw_only=True):
    """Base of the one-time effects; ``condition`` gates the effect (e.g. "if this card was awakened");
    ``among`` narrows an ``each`` scope of J/resonators (FOW-EACH-FILTER-R)."""

    condition: Condition | None = None
    among: EachFilter | None = None
    # "You may <effect>": its controller chooses as it resolves (FOW-MAY-R); "If you do, <effect>" has
    # the condition ``if_you_do`` (FOW-IF-YOU-DO-R); ``if_you_dont``: only when that optional effect was
    # not done (FOW-SEARCH-FIELD-INSTEAD-R).
    optional: bool = False
    # "If <condition>, <effect>" / "<effect> if <condition>": done only if it holds as the effect
    # resolves; "If <condition>, it deals N damage instead": the effect it replaces has ``unless``
    # (FOW-EFFECT-IF-R).
    when: AsLongAs | None = None
    unless: AsLongAs | None = None


class Damage(Effect, tag="damage", kw_only=True, frozen=True):
    """Deal ``amount`` damage (times X when ``per_x``) to a target or to ``each`` J/resonator of a scope."""

    amount: NonNegHundreds
    per_x: bool = False
    # "that much damage": the damage of a "whenever this card is dealt damage" trigger (FOW-TRIG-DEALT-R).
    that_much: bool = False
    # "for each ..." / "multiplied by the number of ...": the amount times this count, on resolution
    # (FOW-DAMAGE-PER-R).
    per: PerCount | None = None
    # "N damage to <target>, plus an additional M damage for each <X>" (FOW-DAMAGE-PLUS-EACH-R): ``base`` N, then
    # ``amount`` M times the count, dealt at once.
    base: NonNegHundreds = 0
    # "X damage to target J/resonator, where X is the damage it dealt this turn" (FOW-DAMAGE-DEALT-X-R): the
    # damage the target dealt this turn, as the effect resolves (``amount`` 0).
    dealt: bool = False
    target: TargetRef | None = None
    each: Scope | None = None
    # "N damage to added resonator's controller" (FOW-DAMAGE-ITS-CONTROLLER-R): to the player controlling the
    # card this reference names, as the effect resolves.
    of: TargetRef | None = None
    # FOW-DAMAGE-EACH-PLAYER-PER-R (fow-grimm-e): with ``each`` "each_player" and ``per``, "for each <X> that he or
    # she controls" -- ``per`` counted for each player damaged (its "you" that player).
    per_player: bool = False
    # fow-p-stats: FOW-DAMAGE-EQUAL-ATK-OF-R: "damage equal to the ATK of that resonator" -- the ATK of that target as
    # the effect resolves, or as it last was in the field (FOW-LAST-KNOWN-R); ``amount`` 0.
    atk_of: TargetRef | None = None
    # fow-s-deal: FOW-DAMAGE-MINUS-LIFE-R: "X damage to <target>, where X is N minus your life" -- N less the life of the
    # effect's controller as it resolves, none when that is 0 or less (``amount`` 0).
    minus_life: NonNegHundreds = 0
    # FOW-DAMAGE-JUDGMENT-ATK-R: "damage to <target> equal to the ATK of resonator banished for its judgment" -- a
    # J-ruler's [Enter]: the ATK the resonator banished for the Judgment that put it into the field had as it was
    # banished (``amount`` 0; none when it entered otherwise).
    judgment_atk: bool = False
    # FOW-DAMAGE-DIVIDED-R: "N damage divided as you choose to any number of target <things>" -- one effect per target
    # slot (``amount`` N); each deals the share of N its controller assigned that slot's target as the card was played.
    divided: bool = False
    # FOW-DAMAGE-DIVIDED-X-R: with ``divided``, the damage divided is X, the total ATK of the J/resonators (resonators of
    # a group) ``divided_atk`` names its controller controls as the card is played (``amount`` 0).
    divided_atk: PerCount | None = None
    # FOW-DAMAGE-DIVIDED-ABILITY-R: with ``divided``, X is the ATK of this card as the ability is played (``amount`` 0).
    divided_own_atk: bool = False
    # fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R: with ``divided``, the least share each target is assigned (0: 100, the least
    # of FOW-DAMAGE-DIVIDED-R).
    divided_least: Annotated[int, msgspec.Meta(ge=0, le=2000, multiple_of=100)] = 0
    # fow-z-dmg: FOW-DAMAGE-NAME-SHARERS-R: "... to target resonator and each other resonator that shares a name with
    # it": the same damage to each other resonator in the field sharing a name with the target as it resolves.
    name_sharers: bool = False
    # FOW-DAMAGE-REST-R: "If this card would deal more damage to that resonator than its DEF (capacity), this card deals the
    # rest to that resonator's controller": the target is dealt up to its DEF (DEF less its damage), its controller the rest.
    rest_over: Literal["def", "capacity"] | None = None
    # fow-x-dmglife: FOW-BANISHED-COST-STAT-R: "damage equal to the banished resonator's ATK (DEF)" -- that stat of the
    # resonator the spell's additional cost banished, as it was banished (``amount`` 0).
    cost_banished: Literal["atk", "def"] | None = None
    # fow-x-dmglife: FOW-EACH-YOURS-DEALS-R: "Each J/resonator (resonator) you control deals N damage to <...>" -- each card of
    # this group its controller controls as the effect resolves deals the damage (its own source), instead of this card.
    sources: Literal["your_j_resonators", "your_resonators"] | None = None


class Destroy(Effect, tag="destroy", kw_only=True, frozen=True):
    """Destroy a target, or ``each`` J/resonator (or resonator) of a scope."""

    target: TargetRef | None = None
    each: Scope | None = None
    # fow-q-effects: FOW-TARGET-CONTROLLER-BANISHES-R: "Target a resonator. Its controller banishes it" -- the
    # target's controller banishes it (CR 1011.1: put into its owner's graveyard; not destroyed, [Eternal] does not stop it).
    banish: bool = False


class ReturnToHand(Effect, tag="return_to_hand", kw_only=True, frozen=True):
    """Return a target resonator, addition or regalia in the field to its owner's hand, or ``each``
    resonator of a scope (FOW-EACH-FILTER-R)."""

    target: TargetRef | None = None
    each: Scope | None = None


class RemoveFromGame(Effect, tag="remove", kw_only=True, frozen=True):
    """Remove a target resonator, addition or regalia in the field from the game ([Eternal] does not stop it)."""

    target: TargetRef
    # FOW-FLICKER-R (fow-grimm-e): "..., then put it into its owner's field" -- a resonator, back from its owner's
    # removed area into their field as a new card ([Enter] abilities trigger).
    then_field: bool = False


class ToDeck(Effect, tag="to_deck", kw_only=True, frozen=True):
    """Put a target resonator, addition or regalia in the field on the top or the bottom of its owner's
    main deck (FOW-EFFECT-TO-DECK-R, CR 1004: the card becomes a new object of the deck, hidden again).
    fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R -- ``either``: the top or the bottom, the controller's choice as it resolves."""

    target: TargetRef
    position: Literal["top", "bottom", "either"]


class DiscardHand(Effect, tag="discard_hand", kw_only=True, frozen=True):
    """A player (the controller or their opponent) discards every card of their hand."""

    player: Literal["you", "opponent"]


class Mill(Effect, tag="mill", kw_only=True, frozen=True):
    """The top ``amount`` cards of a player's main deck go to their graveyard or removed area (face up)."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=10)]
    player: Literal["you", "opponent"] = "you"
    to: Literal["graveyard", "removed"] = "graveyard"
    # fow-p-look: FOW-STONE-MILL-R: ``stone`` -- the top cards of the magic stone deck (all of them when fewer).
    deck: Literal["main", "stone"] = "main"
    # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R -- "... You may play it (these cards) from your removed area until end of
    # turn": the cards removed this way from its controller's main deck may be played by them until end of turn.
    playable: bool = False


class LoseLife(Effect, tag="lose_life", kw_only=True, frozen=True):
    """The controller (or their opponent) loses life: no damage is dealt."""

    amount: NonNegHundreds
    player: Literal["you", "opponent"] = "you"
    # "Its controller loses N life" (FOW-LOSE-LIFE-ITS-CONTROLLER-R): the controller of this target instead of
    # ``player`` (nothing when the target is no longer legal).
    of: TargetRef | None = None
    # "You may pay N life" (FOW-PAY-LIFE-MAY-R): offered only while the controller has N life or more.
    pay: bool = False
    # FOW-KW-FORCE-R: ``amount`` times this count ("loses X00 life, where X is the result of the roll").
    per: PerCount | None = None


class FromGraveyard(Effect, tag="from_graveyard", kw_only=True, frozen=True):
    """Put a target card of a graveyard into its owner's hand, or into the field (it enters, [Enter]
    triggers), or into its owner's removed area (FOW-GRAVEYARD-REMOVE-R), or (FOW-SELF-SHUFFLE-DECK-R, this
    card only) shuffle it into its owner's main deck.  fow-n-zones: FOW-REMOVED-TARGET-HAND-R -- a target of a
    removed-area slot (``zone: removed``) is put from that removed area into its owner's hand, or (``deck_bottom``,
    FOW-REMOVED-TO-DECK-BOTTOM-R) on the bottom of its owner's main deck."""

    target: TargetRef
    to: Literal["hand", "field", "removed", "deck", "deck_bottom"]
    # FOW-GRAVEYARD-RESTED-R: into the field rested.
    rested: bool = False
    # fow-n-grimm: FOW-BANISH-YOUR-STONES-R -- "... into your field": the field of the ability's controller, under
    # their control (CR 307.8b), not its owner's.
    yours: bool = False
    # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R -- an addition (``target: self``) put into the field added to this target resonator.
    onto: TargetRef | None = None


class PayWill(Effect, tag="pay_will", kw_only=True, frozen=True):
    """"You may pay <will>. If you do, <effect>" (FOW-PAY-WILL-MAY-R): as it resolves its controller is asked
    a pay decision for ``cost``; paid, the optional effect is done (what follows "If you do" too)."""

    cost: Cost


class RemoveDamage(Effect, tag="remove_damage", kw_only=True, frozen=True):
    """"Remove all damage (that was dealt this turn) from target J/resonator" (FOW-REMOVE-DAMAGE-R): its damage
    becomes 0 (CR 1007.6b; all damage on a card was dealt this turn, FOW-TURN-4)."""

    target: TargetRef


class RulerSide(Effect, tag="ruler_side", kw_only=True, frozen=True):
    """"Return this card to its Ruler side" (FOW-RULER-SIDE-R): this J-ruler, if still in the field, leaves it
    for its owner's ruler area, ruler side up (not astral: it is not destroyed), keeping its orientation (CR 302.3).
    fow-p-zones: FOW-RULER-AREA-AS-RULER-R -- "Put this card (your J-ruler) into your ruler area, as a ruler" is the same
    move; ``yours``: the J-ruler its controller controls, not this card."""

    yours: bool = False


class ReturnRemoved(Effect, tag="return_removed", kw_only=True, frozen=True):
    """fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R -- "Return all resonators removed from the game by this card into your
    field": every resonator of a removed area that an effect of this card (as the object it was when it removed them)
    removed from the game, still there, enters the field of the effect's controller at once (CR 1041.1)."""


# fow-v-grimm
class RevealHand(Effect, tag="reveal_hand", kw_only=True, frozen=True):
    """FOW-REVEAL-HAND-IF-NONE-R -- "(You may) reveal your hand": every card of its controller's hand is shown to
    all players (CR 1005.1); they stay in the hand."""


# fow-faces: inverse cards (CR 1030, 1302.3)
class Invert(Effect, tag="invert", kw_only=True, frozen=True):
    """"Invert this card" (FOW-INVERT-R, CR 1030.1): this inverse card, if still in the field hope side up,
    turns despair side up (``optional``: "You may invert ...")."""

    # fow-y-cond: FOW-INVERT-RULER-R -- "Invert your ruler": its controller's ruler (in the ruler area, or its J-ruler in the
    # field), which is neither an inverse card nor a two face ruler in the vocabulary (CR 1030.1): nothing turns over.
    ruler: bool = False


class StoneFilter(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Which revealed magic stone goes into the field (FOW-REVEAL-STONE-R): one with one of these magic
    stone types (its attributes if it names none), and not a special magic stone when ``not_special``."""

    attributes: Annotated[list[Attribute], msgspec.Meta(min_length=1)]
    not_special: bool = False
    # FOW-REVEAL-STONE-BASIC-R: a basic magic stone only.
    basic: bool = False


class PutStone(Effect, tag="put_stone", kw_only=True, frozen=True):
    """The controller puts the top card of their magic stone deck into their field (rested or not); with
    ``reveal_if`` they reveal it first and put it there only if it is of that filter, else it stays on top
    (FOW-REVEAL-STONE-R)."""

    rested: bool = False
    reveal_if: StoneFilter | None = None
    # FOW-PUT-STONES-R: the top ``count`` cards, put into the field together (fewer when the deck holds fewer).
    count: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1
    # FOW-STONE-BOTTOM-R: the stone gains "at the next end of turn, put this card on the bottom of its
    # owner's magic stone deck".
    bottom_at_end: bool = False
    # fow-alice-nv: FOW-OPPONENT-PUTS-STONE-R: "Your opponent puts the top card of their magic stone deck into
    # their magic stone area (the field)": the controller's opponent, from their own stone deck.
    player: Literal["you", "opponent"] = "you"


class DiscardCards(Effect, tag="discard", kw_only=True, frozen=True):
    """FOW-DISCARD-CHOICE-R: a player (the controller or their opponent) discards ``amount`` cards of
    their choice from their hand, one decision per card (as many as the hand holds)."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=5)]
    # "each": each player, the turn player first (FOW-EACH-PLAYER-CHOICE-R).
    player: Literal["you", "opponent", "each"] = "you"
    # FOW-DISCARD-RANDOM-R: the cards are picked at random (the game's generator), not chosen.
    random: bool = False
    # fow-wide6: FOW-HAND-REMOVE-CHOICE-R: "Remove a card in your hand from the game" -- the chosen cards go to
    # their owner's removed area (face up), not the graveyard: no discard.
    removed: bool = False
    # fow-t-draw: FOW-HAND-TO-DECK-R -- "Put N cards from your hand on top of (on the bottom of) your (main) deck (in any
    # order)": the chosen cards go face down to that end of their owner's main deck, one at a time: no discard.
    to_deck: Literal["top", "bottom"] | None = None
    # fow-n-zones: FOW-ITS-CONTROLLER-DISCARDS-R: "Its controller discards a card (at random)" -- the player controlling
    # this target (as it last was in the field, FOW-LAST-KNOWN-R) instead of ``player``.
    of: TargetRef | None = None
    # fow-s-modal: FOW-DRAW-DISCARD-X-R -- "Your opponent discards X cards": ``amount`` times the X paid for the chant.
    per_x: bool = False


class BanishChosen(Effect, tag="banish", kw_only=True, frozen=True):
    """FOW-BANISH-CHOICE-R: a player (the controller or their opponent) banishes a resonator, magic stone
    or (FOW-BANISH-ADDITION-R) addition they control of their choice: it is put into its owner's graveyard (CR 1011.1).  FOW-BANISH-N-R:
    ``amount`` of them, one decision per card (as many as they control)."""

    # "each": each player, the turn player first (FOW-EACH-PLAYER-CHOICE-R).
    player: Literal["you", "opponent", "each"] = "you"
    # fow-s-modal: FOW-TARGET-PLAYER-BANISHES-R -- "Target player banishes a resonator (magic stone)": the player of
    # this target slot (a player target, still legal) chooses and banishes, instead of ``player``.
    target: TargetRef | None = None
    # fow-s-modal: FOW-BANISH-ONE-OF-TARGETS-R -- "Target two <resonators> your opponent controls. Your opponent banishes
    # one of them": only among the object's targets, still legal.
    among_targets: bool = False
    # ``addition`` (FOW-BANISH-ADDITION-R): an addition they control, added to a J/resonator or not; ``regalia``
    # (lead-p: FOW-BANISH-REGALIA-R): a regalia they control.
    what: Literal["resonator", "magic_stone", "addition", "regalia"]
    amount: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1
    # "Banish another resonator" (FOW-BANISH-ANOTHER-R): not the card whose ability it is.
    other: bool = False
    # FOW-TRUE-STONE-SAME-NAME-R: "banish all but one of them" -- only true magic stones sharing a name with
    # another true magic stone the chooser controls (one decision each, up to ``amount``).
    same_true_name: bool = False
    # fow-w-grimm: FOW-STONE-SAME-NAME-R: with ``same_true_name``, any magic stones sharing a name (not only true ones).
    any_stone: bool = False
    # fow-dec-c: FOW-EACH-PLAYER-CHOICE-R -- "Each player banishes a non-<Race> resonator (they control)": one of
    # none of these races.
    not_races: Annotated[list[ShortText], msgspec.Meta(max_length=2)] = []
    # fow-r-grimm: FOW-BANISH-RACE-R (fow-r-modal: FOW-BANISH-IF-YOU-DO-R) -- "Banish a <Race> resonator (you control)": one
    # of one of these races (races the database prints).
    races: Annotated[list[ShortText], msgspec.Meta(max_length=2)] = []
    # fow-n-grimm: FOW-BANISH-YOUR-STONES-R -- "N of your <attribute> magic stones": of one of these magic stone types
    # (attributes); as an optional effect ("you may"), offered only while the chooser controls ``amount`` of them.
    attributes: Annotated[list[Attribute], msgspec.Meta(max_length=5)] = []
    # lead-p: FOW-BANISH-SPECIAL-STONE-R -- "a special magic stone": of the general type Special (CR 202.3a).
    special: bool = False
    # FOW-BANISH-NOT-ATTACKING-R -- "a non-attacking resonator": not the attacking J/resonator of the battle under way.
    not_attacking: bool = False


class BanishSelf(Effect, tag="banish_self", kw_only=True, frozen=True):
    """"Banish this card": the card, if still in the field, is put into its owner's graveyard (CR 1011.1,
    not destroyed: [Eternal] does not stop it; FOW-BANISH-CHOICE-R).  fow-p-zones: FOW-PUT-BY-THIS-CARD-R -- ``put``:
    "banish the resonator put into your field by this card" instead: the cards this card put into a field, still there."""

    put: bool = False


# A named counter's name (FOW-NAMED-COUNTER-R): one or two lower-case words ("knowledge", "gale protection");
# fow-w-counters: FOW-COUNTER-HYPHEN-NAME-R -- a word may be two joined by a hyphen ("<word>-<word>").
_COUNTER_WORD = r"[a-z]{1,20}(?:-[a-z]{1,20})?"
COUNTER_WORDS = rf"{_COUNTER_WORD}(?: {_COUNTER_WORD})?"
# The same as printed text reads it: the first word no number (nor "more"), neither word "counter(s)".
COUNTER_WORDS_RE = rf"(?!(?:a|an|one|two|three|four|five|more|counters?)\b){_COUNTER_WORD}(?: (?!counters?\b){_COUNTER_WORD})?"
CounterName = Annotated[str, msgspec.Meta(pattern=rf"^{COUNTER_WORDS}$")]
# What a count of counters names (FOW-NAMED-COUNTER-R): a named counter, or "[+A/+B]" counters (FOW-COUNTER-R)
# under the key the card keeps them by ("+100/+100").
COUNTER_KEY = rf"^(?:[+-][0-9]{{1,5}}/[+-][0-9]{{1,5}}|{COUNTER_WORDS})$"
CounterKey = Annotated[str, msgspec.Meta(pattern=COUNTER_KEY)]


class PutCounters(Effect, tag="put_counters", kw_only=True, frozen=True):
    """FOW-COUNTER-R: put ``amount`` "[atk/def]" counters on a target resonator or this card (CR 1022.2);
    a J/resonator with them gains [atk/def] each (CR 1022.3).  FOW-NAMED-COUNTER-R: with ``counter``
    ("knowledge"), counters of that name, which change nothing by themselves (atk/def stay 0)."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=20)]  # fow-n-counters: FOW-COUNTER-NUMBERS-R: up to twenty
    atk: Hundreds = 0
    def_: Hundreds = msgspec.field(default=0, name="def")
    counter: CounterName | None = None
    # "j_ruler": named counters on your J/ruler (FOW-J-RULER-COUNTER-R).
    target: TargetRef | Literal["j_ruler"] | None = None
    # FOW-COUNTER-EACH-R: on each J/resonator (resonator) of a scope, ``among`` narrowing it.
    each: Scope | None = None
    # FOW-KW-FORCE-R: ``amount`` times this count ("put X counters, where X is the result of the roll").
    per: PerCount | None = None
    # fow-v-ncounters: FOW-COUNTERS-FILL-R: ``amount`` minus the counters of that name already on the card (none when it has
    # ``amount`` or more): "put X <name> counters, where X is N minus the number of <name> counters on this card".
    fill: bool = False


class RemoveCounters(Effect, tag="remove_counters", kw_only=True, frozen=True):
    """FOW-NAMED-COUNTER-R: remove ``amount`` counters named ``counter`` from this card (as many as it has)."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=10)]
    # fow-s-modal: FOW-REMOVE-ALL-KINDS-R -- none with ``every``: the counters of every kind.
    counter: CounterName | None = None
    # fow-s-modal: "opponent_j_ruler" -- the J/ruler of its controller's opponent (FOW-REMOVE-ALL-KINDS-R).
    target: Literal["self", "j_ruler", "opponent_j_ruler"] = "self"
    # fow-n-counters: FOW-REMOVE-ALL-COUNTERS-R: "remove all <name> counters": every one of them (``amount`` unused).
    every: bool = False


class MoveCounters(Effect, tag="move_counters", kw_only=True, frozen=True):
    """FOW-MOVE-COUNTERS-R (CR 1022.5): move ``amount`` "[atk/def]" counters (``every``: all of them) from a target
    J/resonator -- or, with no ``target``, from every other J/resonator in the fields -- to this card: removed from
    the origin card, then put on this card; none moves when this card is no longer in the field."""

    atk: Hundreds = 0
    def_: Hundreds = msgspec.field(default=0, name="def")
    amount: Annotated[int, msgspec.Meta(ge=1, le=10)] = 1
    every: bool = False
    target: TargetRef | None = None


class EntersCounters(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """FOW-ENTERS-COUNTERS-R (CR 702.3c, 1022.7): the counters a card enters the field with, however it enters:
    ``amount`` of ``counter`` (a name, or "+A/+B"), times ``per`` counted as it enters when given."""

    counter: CounterKey
    amount: Annotated[int, msgspec.Meta(ge=1, le=10)]
    per: PerCount | None = None


class Prevent(Effect, tag="prevent", kw_only=True, frozen=True):
    """FOW-PREVENT-R: prevent all damage that would be dealt by (``by``) or to (``to``) a target
    J/resonator until end of turn (CR 1018.1b: none of it is dealt)."""

    target: TargetRef
    way: Literal["by", "to"]
    # FOW-PREVENT-NEXT-R: only the next damage (0), or the next ``next`` damage, by or to it this turn.
    next: NonNegHundreds | None = None
    # FOW-PREVENT-NEXT-LASTING-R: with ``next``, printed without a duration -- the shield lasts until used up
    # (or its card leaves the field), past the end of the turn.
    lasting: bool = False


class SearchFilter(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """What a search may find (FOW-SEARCH-R): a card of one of ``kinds`` (any card when empty), of one of
    the ``races`` / ``attributes``, named one of ``names``, with a total cost within the bounds."""

    # ``ruler`` (FOW-REVEAL-OUTSIDE-R): a ruler card, revealed from outside the game.
    kinds: list[Literal["resonator", "chant", "addition", "regalia", "ruler"]] = []
    # fow-y-alt: FOW-ALT-COMBINED-R (CR 1307.5c): "a non-chant card" -- no card with the chant type, an alternative card
    # (a resonator and a chant outside the field) neither.
    not_chant: bool = False
    # fow-y-alt: FOW-SEARCH-NON-RESONATOR-R: "a non-resonator card" -- no card with the resonator type (CR 1307.5c).
    not_resonator: bool = False
    races: list[ShortText] = []
    attributes: list[Attribute] = []
    names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    min_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    max_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # Magic stones (FOW-SEARCH-STONE-R): a basic one only, or none that is special.
    basic: bool = False
    not_special: bool = False
    # "an [Addition:Field]" (FOW-FIELD-ADDITION-R): a field addition only.
    field: bool = False
    # "a card with no attribute" (FOW-NO-ATTRIBUTE-R): a card of none of the five attributes (a void card).
    no_attribute: bool = False
    # "with "X" in its name" (FOW-SEARCH-NAME-HAS-R): a card whose name contains these words.
    name_has: ShortText | None = None
    # "not named "X"" (FOW-SEARCH-NOT-NAMED-R): a card of none of these names.
    not_names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    # "with / without [Keyword]" (FOW-SEARCH-KEYWORD-R): a card printed with (without) that keyword.
    with_keyword: Keyword | None = None
    without_keyword: Keyword | None = None
    # "with total cost X (+N) or less" (FOW-SEARCH-X-R): a total cost at most the X paid for the chant whose
    # search it is, plus this.
    max_cost_x: Annotated[int, msgspec.Meta(ge=0, le=9)] | None = None
    # "that shares a name with the named card" (FOW-NAME-CARD-R): a card with the name declared as the
    # ability resolved (read as ``names`` of that one name once it is declared).
    named: bool = False
    # "with total cost equal to the chosen number" (FOW-CHOOSE-NUMBER-R): read as ``min_cost`` and
    # ``max_cost`` of the number declared as the ability resolved.
    chosen_cost: bool = False
    # fow-m-filters: "another <Race> resonator you control" (FOW-RETURN-CHOSEN-RACE-R): not the card whose effect it is.
    other: bool = False
    # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R -- "a resonator from a removed area that was removed by this card" (``deck:
    # removed``, ``to: field``): a card of any removed area an effect of the source removed.
    removed_by_self: bool = False
    # fow-q-grimm: FOW-SEARCH-COST-COUNTERS-R -- "with total cost equal to the number of <name> counters on this card":
    # read as ``min_cost`` and ``max_cost`` of that count as the search resolves (effects.perform).
    cost_counter: CounterName | None = None
    # fow-u-look: FOW-LOOK-TOP-COST-COUNT-R -- "with total cost X or less, where X is the number of <cards>": read as
    # ``max_cost`` of that count as the effect resolves (effects.cost_counted).
    max_cost_per: PerCount | None = None
    # fow-s-grimm-a: "an [Addition:Resonator]" (FOW-SEARCH-ADDITION-RESONATOR-R): an addition added to resonators only (not
    # one added to J/resonators), as FOW-TARGET-ADDITION-RESONATOR-R.
    on_resonator: bool = False
    # fow-v-filters: FOW-FILTER-STRANGER-R -- "a (Stranger) resonator" (True) / "a non-(Stranger) resonator" (False).
    stranger: bool | None = None
    # fow-v-filters: FOW-SEARCH-TYPE-OR-RACE-R -- "a <type> or <Race>": a card of these types fits whatever its races.
    or_kinds: list[Literal["resonator", "chant", "addition", "regalia"]] = []


class Search(Effect, tag="search", kw_only=True, frozen=True):
    """FOW-SEARCH-R: the controller searches their main deck for a card of ``filter`` (they may find none,
    CR 1014.2), reveals it and puts it into their hand, then shuffles their main deck (CR 1021).  With
    ``top`` (FOW-LOOK-TOP-R) they look at the top ``top`` cards only, may reveal one of the filter and put
    it into their hand, and the rest go to the bottom of the deck in a random order (no shuffle)."""

    filter: SearchFilter = SearchFilter()
    top: Annotated[int, msgspec.Meta(ge=1, le=10)] | None = None
    # Where the card found goes: the hand (revealed) or the graveyard (FOW-SEARCH-GRAVEYARD-R), or, from
    # the magic stone deck (``deck: stone``), the field (rested or not; FOW-SEARCH-STONE-R); or (FOW-SEARCH-TOP-R)
    # the top of the deck searched, once the rest of it is shuffled (not revealed).
    # FOW-EXPLORATION-R: ``removed`` -- the Treasure revealed is removed from the game (face up).
    # FOW-REVEAL-OUTSIDE-R: ``revealed`` -- from the sideboard (``deck: sideboard``), the card stays outside the
    # game, revealed until end of game.  fow-u-look: FOW-REVEAL-HAND-ANY-R: from the hand (``deck: hand``), any number
    # of cards of the filter (``different_names``: no two of one name) are revealed one by one and stay in the hand.
    # FOW-RUNE-FLIP-DOWN-R (fow-plain-runes): ``face_down`` -- from the rune area (``deck: rune_area``), a revealed rune flipped face down.
    # fow-alice-nv: FOW-HAND-TO-BOTTOM-R: ``bottom`` -- a card of the hand (``deck: hand``) on the bottom of the main deck.
    to: Literal["hand", "graveyard", "field", "top", "removed", "revealed", "face_down", "bottom"] = "hand"
    # FOW-REMOVED-TO-HAND-R: ``removed`` -- "Put a non-magic stone <attribute> card from your removed area into
    # your hand": a card of the filter, of its controller's removed area (public), chosen as it resolves.
    # FOW-PUT-FROM-HAND-R: ``hand`` -- a card of its player's hand put into the field (``to: field``; none may
    # be found, the hand being hidden, CR 1014.2; no shuffle).
    # FOW-REVEAL-OUTSIDE-R: ``sideboard`` -- "Reveal a <filter> you own from outside the game ... and keep it
    # revealed until end of game": a card of its controller's sideboard (CR 322.1b, 403.1c) not revealed yet.
    # FOW-GRAVEYARD-CHOSEN-FIELD-R: ``graveyard`` -- "Put a <filter> resonator from your graveyard into your field":
    # a resonator of the filter of its controller's graveyard (public), chosen as it resolves (no target).
    # fow-hero3: FOW-RETURN-CHOSEN-R: ``field`` -- "Return a non-magic stone, non-J-ruler entity you control to its
    # owner's hand": one of its controller's entities of the filter (any when empty) chosen as it resolves.
    # fow-s-grimm-a: FOW-MOVE-ADDITION-R: ``added`` -- "Move target [Addition:Resonator] you control onto another resonator": the
    # addition ``target`` names, still a legal target, is added to another resonator chosen as it resolves (``to: field``,
    # ``onto``: a resonator; it targets nothing, CR 1002.2a), one its printed target describes.
    deck: Literal["main", "stone", "removed", "hand", "sideboard", "graveyard", "rune_area", "field", "added"] = "main"
    target: TargetRef | None = None
    # fow-p-look: FOW-SEARCH-FIELD-RESTED-R: from the main deck too, the card found enters the field rested.
    rested: bool = False
    # FOW-ARRANGE-R, with ``top``: "put a card from among them into your hand" (``must``: a card is taken
    # when one was looked at; ``reveal`` false: it is not shown to the opponent), and "the rest on the
    # bottom in any order" (``rest: arrange``: its controller orders them, as :class:`Arrange` does; ``top``:
    # back on top in any order; ``graveyard`` / ``removed``: face up into the graveyard / removed area).  ``to: field`` from the main deck: a
    # resonator, which enters the field.
    must: bool = False
    # FOW-SEARCH-UNREVEALED-R: without ``top``, false for a search into the hand whose text does not reveal the card.
    reveal: bool = True
    rest: Literal["random", "arrange", "top", "graveyard", "removed"] = "random"
    # FOW-REVEAL-TOP-N-R: the cards looked at are revealed to all players as the effect resolves.
    shown: bool = False
    # FOW-SEARCH-MAY-R: an optional search closed by "Then shuffle your deck" (not "If you do, shuffle"):
    # declined, the deck is shuffled all the same (FOW-SEARCH-IF-YOU-DO-R: likewise a search after "If you
    # do" whose optional effect was not done).
    shuffle_anyway: bool = False
    # fow-t-search: FOW-SEARCH-NO-SHUFFLE-R: false for a search of the main deck whose text asks for no shuffle
    # (CR 1021.1: a deck is shuffled only when an effect asks): the rest of the deck stays in its order.
    shuffle: bool = True
    # fow-y-abc: FOW-SEARCH-RULER-CARD-R -- "..., reveal it and put it into your hand. If you do, shuffle your deck": the main
    # deck is shuffled only if a card was found and put into the hand.
    shuffle_if_found: bool = False
    # How many cards may be taken, one search decision each.  FOW-SEARCH-UP-TO-R, without ``top``: "search
    # your deck for up to N <filter>": up to ``count`` cards of the filter are found one by one (the deck
    # shuffled once, after the last); ``different_names``: no two of one name.  FOW-LOOK-TOP-PICK-R, with
    # ``top``: up to ``count`` cards are taken from among them (``must``: as many as fit, up to ``count``).
    count: Annotated[int, msgspec.Meta(ge=1, le=10)] = 1
    different_names: bool = False
    # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: "search ... for X <things>" on a J-ruler side: ``count`` is read as the X paid
    # for the [Judgment] that put it into the field (CR 903.2h-2), none at all when X was 0.
    count_x: bool = False
    # FOW-REVEAL-OUTSIDE-R: "that does not share a name with other <filter> you own revealed outside the
    # game": no card of a name shared by a card of this filter its controller keeps revealed outside the game.
    distinct_from: SearchFilter | None = None
    # fow-faces: FOW-INVERT-NONE-R / FOW-INVERT-R: "You may invert that card" after the card put into the field
    # (``to: field`` from the main deck): its controller may turn it despair side up, when it is an inverse card.
    then_invert: bool = False
    # fow-m-look: FOW-SEARCH-EACH-R: "for a <A> and/or a <B>" / "for up to one <A>(,) and up to one <B>": one
    # search decision per filter, in the order printed (``count`` of them), each of which may find none; the
    # deck is shuffled once, after the last (``filter`` stays empty).
    each: Annotated[list[SearchFilter], msgspec.Meta(max_length=4)] = []
    # fow-s-grimm-a: FOW-SEARCH-ADD-TO-R -- with ``to: field``, what the addition found is added to (CR 1002.2b, it targets
    # nothing): ``resonator`` ("and add it to a resonator"), a resonator its printed target describes; ``self`` ("put
    # that card on to this card"), the card whose ability it is, if its printed target describes it; fow-s-grimm-b:
    # FOW-ADD-FROM-HAND-R -- ``self`` with ``deck: hand``: "(You may) add <an addition> from your hand to this card".
    onto: Literal["resonator", "self"] | None = None


class RevealTop(Effect, tag="reveal_top", kw_only=True, frozen=True):
    """FOW-REVEAL-TOP-R: reveal the top card of the controller's main deck; if it is of ``filter``, put
    it into their hand (or, a resonator, into the field, where it enters); otherwise it stays on top.
    With ``to: stay`` it stays on top whatever it is (FOW-REVEALED-IF-R: what follows asks what it is)."""

    filter: SearchFilter = SearchFilter()
    to: Literal["hand", "field", "stay"] = "hand"
    # FOW-REVEAL-TOP-ELSE-R: "Otherwise, put it into your graveyard (hand)": where a card not of the filter goes.
    otherwise: Literal["graveyard", "hand"] | None = None


class AtkDamage(Effect, tag="atk_damage", kw_only=True, frozen=True):
    """FOW-ATK-DAMAGE-R: ``source`` (a target J/resonator or this card) deals damage equal to its ATK to
    ``target``; with ``mutual`` the two deal damage equal to their ATK to each other at once."""

    source: TargetRef
    target: TargetRef
    mutual: bool = False


class NoRecover(Effect, tag="no_recover", kw_only=True, frozen=True):
    """FOW-NO-RECOVER-R: a target (or this card, or ``each`` card of a scope) does not recover during its
    controller's next recovery phase."""

    target: TargetRef | None = None
    each: Scope | None = None
    # FOW-NO-RECOVER-WHILE-R: "... during the recovery phase as long as this card is in the field": every
    # recovery phase while the source of the effect stays in the field, instead of the next one.
    while_here: bool = False
    # fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R -- with ``while_here``, "... cannot be recovered as long as this card is in a
    # field": no recovery at all (the recovery phase's, an effect's) while the source of the effect stays in the field.
    at_all: bool = False


class RemoveFromBattle(Effect, tag="remove_from_battle", kw_only=True, frozen=True):
    """FOW-REMOVE-FROM-BATTLE-R: the target attacking J/resonator is no longer attacking (CR 1029.1a)."""

    target: TargetRef


class DestroyBattle(Effect, tag="destroy_battle", kw_only=True, frozen=True):
    """fow-n-grimm: FOW-DESTROY-BATTLE-PAIR-R: "Destroy blocking resonator and blocked resonator. This card deals N
    damage to each controller of those resonators": the resonator blocking in the battle under way and the resonator
    it blocked (each if there is one) are destroyed; then ``damage`` to each player who controlled one of them."""

    damage: NonNegHundreds = 0
    # fow-r-standby: FOW-DESTROY-BATTLE-PAIR-J-R: "a blocking J/resonator and a blocked J/resonator" -- a J-ruler of the pair too.
    j_resonators: bool = False


AtEndAction = Literal["destroy", "banish", "remove", "hand", "return"]  # fow-wide6: "return" (FOW-AT-NEXT-END-RETURN-R)


class AtEnd(Effect, tag="at_end", kw_only=True, frozen=True):
    """FOW-AT-NEXT-END-R: at the next end of turn, the target (or this card) -- if still in the field as the
    same card -- is destroyed, banished by its controller, removed from the game or returned to its
    owner's hand."""

    target: TargetRef
    # fow-hero3: "removed_hand" (FOW-AT-END-REMOVED-HAND-R): a card of its controller's removed area put into their hand.
    # fow-p-trig: "destroy_yours" (FOW-AT-END-DESTROY-YOURS-R): every J/resonator the effect's controller controls then
    # is destroyed (``target``: this card, the spell that made it).
    # fow-r-modal: "recover" (FOW-AT-END-RECOVER-R): the target gained "At the end of turn >>> Recover this card".
    # fow-s-grimm-b: "destroyed_banish" (FOW-DESTROYED-BANISH-R): when the target is destroyed this turn, this card is banished.
    # fow-x-trig: "discard_yours" (FOW-AT-BEGINNING-END-DISCARD-R): the effect's controller discards ``amount`` cards of
    # their choice at the beginning of the next end phase (``target``: this card, the card that made it; ``beginning``).
    then: Literal["destroy", "banish", "remove", "hand", "return", "removed_hand", "destroy_yours", "recover", "destroyed_banish", "discard_yours"]
    # fow-t-endphase: FOW-AT-BEGINNING-END-R: "At the beginning of the end phase >>> <action> it": triggers at the
    # beginning of the next end phase (CR 505.1), not at its end of turn (destroy, banish, remove, hand only).
    beginning: bool = False
    amount: Annotated[int, msgspec.Meta(ge=1, le=5)] | None = None


class PutTokens(Effect, tag="put_tokens", kw_only=True, frozen=True):
    """FOW-TOKEN-R: the controller puts ``amount`` resonator tokens into their field: [atk/def], of the
    attributes (none: no attribute) and races given, with the keywords given.  A token is no card of any
    deck: it exists only in the field."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=6)] = 1
    atk: NonNegHundreds
    def_: NonNegHundreds = msgspec.field(name="def")
    attributes: Annotated[list[Attribute], msgspec.Meta(max_length=5)] = []
    races: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=3)]
    keywords: list[PrintedKeyword] = []
    # fow-x-token: FOW-TOKEN-BANE-R -- "with [Bane]" / "with [Drain]": the token's own automatic abilities those
    # keywords stand for (FOW-BANE-R, FOW-DRAIN-R), as on a card printing them.
    abilities_of: list[Literal["bane", "drain"]] = []
    # FOW-AT-NEXT-END-R: what happens to each of them at the next end of turn.
    at_end: AtEndAction | None = None
    # fow-o-b: FOW-ADDITION-TOKEN-R: "addition": field addition tokens (CR 1303.1b: a type specified), with no ATK/DEF
    # (``atk`` and ``def`` 0 here, none on the token) and no keywords.
    card_type: Literal["resonator", "addition"] = "resonator"
    # fow-q-count: FOW-TOKENS-PER-R: ``amount`` tokens for each <card> counted as the effect resolves (none for 0).
    per: PerCount | None = None


class LookHand(Effect, tag="look_hand", kw_only=True, frozen=True):
    """FOW-HAND-LOOK-R: the controller looks at their opponent's hand (``reveal``: the opponent reveals it
    to all players); with ``choose`` the controller then chooses a card of that filter from it (one must
    be chosen when one fits), which the opponent discards (``to: graveyard``) or removes from the game."""

    reveal: bool = False
    choose: SearchFilter | None = None
    # fow-reiya-lapis: FOW-HAND-NAME-BAN-R: ``name_ban`` -- the card stays; its owner cannot play cards of its name
    # until the end of their next turn.
    to: Literal["graveyard", "removed", "name_ban"] = "graveyard"
    # FOW-HAND-ALL-NAMED-R: every card of ``choose`` in the hand goes (no card is chosen).
    all: bool = False
    # FOW-HAND-LOOK-TARGET-R: the hand of the target player (either player) instead of the opponent's.
    target: TargetRef | None = None


class Declare(Effect, tag="declare", kw_only=True, frozen=True):
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R / FOW-CHOOSE-NUMBER-R: "Name a card" (``card_name``) / "Choose a
    race" (``race``) / "Choose a number" (``number``): the controller declares a card name of the card set
    (a race printed on a card of it, a number from 0 to 99) as the ability resolves; the effects after it
    that say "the named card" ("the chosen race", "the chosen number") read that one.  FOW-CHOOSE-ATTRIBUTE-R:
    "Choose an attribute" (``attribute``): one of the five attributes, read by "the chosen attribute"."""

    what: Literal["card_name", "race", "number", "attribute"]


# fow-w2-grimm
class PayLifeAny(Effect, tag="pay_life_any", kw_only=True, frozen=True):
    """FOW-PAY-ANY-LIFE-R (CR 105.4a): "Pay any amount of life" -- as it resolves its controller chooses a number
    of hundreds of life, at most their life (the number decision, choose_number), and pays that much; the
    effects after it count that life (``per`` of ``what`` life_paid)."""


class RevealRandom(Effect, tag="reveal_random", kw_only=True, frozen=True):
    """FOW-REVEAL-RANDOM-R: the opponent reveals a card of their hand picked by the game's generator (to
    all players); if it is of ``discard_if`` they discard it, else it stays in their hand."""

    discard_if: SearchFilter


class RevealUntil(Effect, tag="reveal_until", kw_only=True, frozen=True):
    """FOW-REVEAL-UNTIL-R: the controller reveals cards from the top of their main deck until one of
    ``filter`` is revealed; that card goes into their hand or enters the field (``to``), and the other
    cards revealed are removed from the game, shuffled into the main deck or put on its bottom in a random
    order (``rest``).  With none of the filter, every card is revealed and goes as the rest."""

    filter: SearchFilter
    to: Literal["hand", "field"] = "hand"
    rest: Literal["removed", "shuffle", "bottom"]


class RevealTopAll(Effect, tag="reveal_top_all", kw_only=True, frozen=True):
    """FOW-REVEAL-TOP-ALL-R: the controller reveals the top ``count`` cards of their main deck, puts every
    one of them of ``filter`` into their hand and shuffles the rest into their main deck."""

    count: Annotated[int, msgspec.Meta(ge=1, le=10)]
    filter: SearchFilter


class FromStranger(Effect, tag="from_stranger", kw_only=True, frozen=True):
    """FOW-STRANGER-RANDOM-R: "Choose a card (two cards) from your Stranger deck at random and put it (them) into
    your hand (the field) / remove it (them) from the game": the game's generator picks ``count`` cards of the
    controller's stranger deck (as many as it holds), which go into their hand (seen by their player alone),
    enter the field under their control, or go face up to their removed area."""

    count: Annotated[int, msgspec.Meta(ge=1, le=2)] = 1
    to: Literal["hand", "field", "removed"] = "hand"


class RemoveAll(Effect, tag="remove_all", kw_only=True, frozen=True):
    """FOW-REMOVE-ALL-NAMED-R: every card of ``filter`` in the opponent's graveyard and hand is removed from
    the game, and those of their main deck the controller finds (one search decision each, CR 1014.2);
    then that player shuffles their main deck."""

    filter: SearchFilter


class RemoveGraveyard(Effect, tag="remove_graveyard", kw_only=True, frozen=True):
    """FOW-GRAVEYARD-REMOVE-ALL-R: every card of one player's graveyard -- the ``target`` player's, else the
    controller's (``player`` you) or their opponent's -- is removed from the game, face up (CR 1004.1);
    ``per_resonator``: then this card deals that much damage to the controller's opponent for each resonator
    removed this way (one damage of the total; none when no resonator was removed)."""

    target: TargetRef | None = None
    # fow-w-zones: FOW-ALL-GRAVEYARDS-REMOVE-R -- ``all``: every player's graveyard, at once.
    player: Literal["you", "opponent", "all"] = "opponent"
    per_resonator: NonNegHundreds = 0


class Arrange(Effect, tag="arrange", kw_only=True, frozen=True):
    """FOW-ARRANGE-R: the controller looks at the top ``count`` cards of their main deck and puts them back
    in the order they choose: on top (``top``), on the bottom (``bottom``), or any number on top and the
    rest on the bottom (``either``: Foresee), one decision per card placed."""

    count: Annotated[int, msgspec.Meta(ge=1, le=10)]
    to: Literal["top", "bottom", "either"]
    # FOW-ARRANGE-STONE-R: the top cards of the controller's magic stone deck instead.
    deck: Literal["main", "stone"] = "main"


class LookTop(Effect, tag="look_top", kw_only=True, frozen=True):
    """FOW-LOOK-BOTTOM-R: the controller looks at the top card of their main deck (they alone see it);
    FOW-LOOK-OPP-TOP-R: with ``player: opponent``, at the top card of their opponent's main deck (the
    controller alone sees it, not its owner)."""

    player: Literal["you", "opponent"] = "you"
    # FOW-LOOK-STONE-NEW-NAME-R (fow-grimm-e): the top card of the controller's magic stone deck instead.
    stone: bool = False


class TopToBottom(Effect, tag="top_to_bottom", kw_only=True, frozen=True):
    """FOW-LOOK-BOTTOM-R: the top card of the controller's (FOW-LOOK-OPP-TOP-R: their opponent's) main deck
    goes to its bottom (after :class:`LookTop`, "you may put it on the bottom of your deck")."""

    player: Literal["you", "opponent"] = "you"


class Draw(Effect, tag="draw", kw_only=True, frozen=True):
    """The controller draws; an empty deck just stops the draw (FOW-AMB-9); with ``per``, ``amount`` cards
    for each card counted as it resolves ("draw cards equal to the number of ...", FOW-COUNT-ATTRIBUTES-R)."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=10)]
    per: PerCount | None = None
    # FOW-EACH-PLAYER-DRAWS-R: "Each player draws N cards": the turn player, then the other player.
    player: Literal["you", "each"] = "you"
    # fow-s-modal: FOW-DRAW-DISCARD-X-R -- "(You) draw X cards": ``amount`` times the X paid for the chant (none for 0).
    per_x: bool = False


class GainLife(Effect, tag="gain_life", kw_only=True, frozen=True):
    """Gain ``amount`` life, or with ``that_much`` the damage that triggered the ability (FOW-DRAIN-R)."""

    amount: NonNegHundreds = 0
    that_much: bool = False
    # "You gain N life for each ..." (FOW-LIFE-PER-R): the amount times this count, on resolution.
    per: PerCount | None = None
    # "You gain life equal to its DEF" (FOW-LIFE-EQUAL-R): the ATK or DEF of this card (``of`` self) or of
    # the target ``of``, as it resolves -- in the field now, else as printed.
    equal_to: Literal["atk", "def"] | None = None
    of: TargetRef | None = None
    # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e): "You gain life equal to the damage that was dealt to you this turn".
    taken: bool = False
    # fow-p-stats: FOW-LIFE-HALF-DEALT-R: "(Then) you gain life equal to half of that much damage (rounded up to the
    # nearest 100)" -- of the damage the FOW-ATK-DAMAGE-R effect just before it dealt.
    half_dealt: bool = False
    # fow-r-modal: FOW-LIFE-THAT-MUCH-DEALT-R: "This card deals N damage to <one>. You gain that much life" -- the
    # damage the effect just before it dealt.
    just_dealt: bool = False
    # FOW-LIFE-EQUAL-BANISHED-R: "<a player banishes a resonator>. You gain life equal to its DEF" -- ``equal_to`` of the
    # resonator the banish just before it put into a graveyard, as it was banished (kept on the chase object).
    banished: bool = False
    # fow-x-dmglife: FOW-GAIN-LIFE-ITS-CONTROLLER-R: "<effect on target J/resonator>. Its controller gains N life" -- the
    # player who controlled this target as it last was in the field gains the life instead of the effect's controller.
    controller_of: TargetRef | None = None
    # fow-x-dmglife: FOW-BANISHED-COST-STAT-R: "You gain life equal to the banished resonator's DEF (ATK)" -- that stat of the
    # resonator the spell's additional cost banished, as it was banished.
    cost_banished: Literal["atk", "def"] | None = None


class Cancel(Effect, tag="cancel", kw_only=True, frozen=True):
    """Cancel a spell or ability on the chase (a Judgment process is neither, FOW-JUDG-1); with
    ``unless_pays`` (FOW-CANCEL-UNLESS-R) only if the spell's controller does not pay that cost."""

    target: TargetRef
    unless_pays: Cost | None = None
    # fow-p-static: FOW-CANCEL-UNLESS-X-R: with ``unless_pays`` X, the payment is asked of the opponent of the cancel's
    # controller ("unless your opponent pays X") instead of the spell's controller.
    unless_opponent: bool = False


class Rest(Effect, tag="rest", kw_only=True, frozen=True):
    """Rest a target, or ``each`` card of a scope."""

    target: TargetRef | None = None
    each: Scope | None = None
    # fow-o-b: FOW-REST-J-RULER-EFFECT-R: "Rest a recovered J/ruler you control" -- its controller's J/ruler (the ruler
    # in its ruler area, else the J-ruler in the field), when recovered as it resolves.
    j_ruler: bool = False


class GainControl(Effect, tag="gain_control", kw_only=True, frozen=True):
    """FOW-GAIN-CONTROL-R: the controller of the effect gains control of a target resonator (CR 105.3, 909.4a):
    it moves to their field, keeping its owner; with ``until_end`` until end of turn (CR 505.5b), then it
    returns to its owner's control."""

    target: TargetRef | None = None
    until_end: bool = False
    # FOW-GAIN-CONTROL-WHILE-R: "... as long as this card is in the field": until the source of the effect
    # leaves the field; ``each`` resonator of a scope the effect's controller does not control as it resolves.
    while_here: bool = False
    each: Scope | None = None


class Recover(Effect, tag="recover", kw_only=True, frozen=True):
    """Recover a target, or ``each`` card of a scope, or with ``ruler`` the controller's ruler in their
    ruler area (of one of ``attributes``, when named; FOW-RECOVER-RULER-R)."""

    target: TargetRef | None = None
    each: Scope | None = None
    ruler: bool = False
    attributes: list[Attribute] = []
    # FOW-RECOVER-STONES-R: "Recover N (up to N) magic stones you control": its controller chooses them as it
    # resolves, one search decision each (``up_to``: they may stop at any one).
    stones: Annotated[int, msgspec.Meta(ge=1, le=5)] | None = None
    up_to: bool = False
    # lead-p: FOW-RECOVER-ANY-STONES-R: "Recover up to N magic stones" (no "you control"): the magic stones of every
    # player's field may be chosen ("all"); with ``stones`` and ``up_to`` only.
    whose: Literal["you", "all"] = "you"


# fow-ao-saga: FOW-CRYSTAL-R: the kind of token of an item area an effect or cost gains or banishes (CR 313.1, 1027.1).
Item = Literal["gem", "crystal"]


class GainGems(Effect, tag="gain_gems", kw_only=True, frozen=True):
    """FOW-GEM-R: the controller gains a gem token of each listed attribute in their item area (CR 1027.1);
    with ``any_attribute`` one gem of the attribute they choose as it resolves (CR 1027.1a) -- fow-r-trig:
    FOW-GEM-ONE-OF-R: with ``attributes`` too (two or more), one of them."""

    attributes: Annotated[list[Attribute], msgspec.Meta(max_length=5)] = []
    any_attribute: bool = False
    # FOW-GEM-ONE-ATTRIBUTE-R: with ``any_attribute``, this many gems, all of the one attribute chosen.
    count: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1
    # fow-ao-saga: FOW-CRYSTAL-R: crystal tokens (CR 1027.1), kept apart from gems.
    item: Item = "gem"


class BanishGem(Effect, tag="banish_gem", kw_only=True, frozen=True):
    """FOW-GEM-R: the controller banishes one of their gems of ``attribute`` (none: nothing happens), or
    without it one of their gems, whose attribute they choose as it resolves."""

    attribute: Attribute | None = None
    item: Item = "gem"  # fow-ao-saga: FOW-CRYSTAL-R
    # fow-q-effects: FOW-OPP-BANISH-GEM-R: "Your opponent banishes a gem" -- one of the opponent's gems, its
    # attribute chosen by the opponent as it resolves.
    player: Literal["you", "opponent"] = "you"


class ProduceEffect(Effect, tag="produce", kw_only=True, frozen=True):
    """FOW-WILL-EFFECT-R: "Produce <will>" as an effect: the controller's pool gets one will of ``will``
    (chosen as it resolves when several are listed) and the fixed wills of ``more``."""

    will: Annotated[list[WillKind], msgspec.Meta(min_length=1, max_length=5)]
    more: Annotated[list[WillKind], msgspec.Meta(max_length=4)] = []
    # "Produce {G} for each <group>" (FOW-PRODUCE-PER-R): one ``will`` (a single kind) per card counted.
    per: PerCount | None = None
    # fow-alice-nv: FOW-WILL-EFFECT-SPEND-R -- "Produce <will>. Spend this will only to <...>": the wills go
    # to the pool kept apart, restricted as a will ability's (FOW-WILL-SPEND-ONLY-R).
    only: SpendOnly | None = None
    # fow-m-will: FOW-WILL-EFFECT-SEVERAL-R -- "two (three, four) wills in any combination of ...": ``count``
    # wills, each chosen among ``will`` as it resolves, one choose_attribute after another (no ``more``).
    count: Annotated[int, msgspec.Meta(ge=2, le=4)] | None = None
    # fow-x-ruler: FOW-WILL-EFFECT-ALIKE-R -- "two (three, four) wills of any one attribute": one attribute of
    # ``will`` chosen as it resolves, ``alike`` wills of it (one choose_attribute; no ``more``, ``count``).
    alike: Annotated[int, msgspec.Meta(ge=2, le=4)] | None = None


class SetWeather(Effect, tag="weather", kw_only=True, frozen=True):
    """FOW-WEATHER-R: the controller's weather is ``weather`` until end of turn (CR 1028.2a, 1028.2d)."""

    weather: Weather


class ForbidSpells(Effect, tag="forbid_spells", kw_only=True, frozen=True):
    """FOW-NO-SPELLS-R: the target player cannot play spells of ``kinds`` (normal: not resonators; summon:
    resonators, FOW-SPELL-KIND-R) until end of turn."""

    # fow-q-static: FOW-NO-SPELLS-ALL-R: or, with no target, the controller ("you") or their opponent ("your_opponent").
    target: TargetRef | None = None
    each: Literal["you", "your_opponent"] | None = None
    kinds: Annotated[list[Literal["normal", "summon"]], msgspec.Meta(min_length=1, max_length=2)]


class RemovedToGraveyard(Effect, tag="removed_to_graveyard", kw_only=True, frozen=True):
    """fow-r-zoneplay: FOW-REMOVED-ALL-TO-GRAVEYARD-R -- "Put all <Race> cards from your removed area into your graveyard":
    every card of ``filter`` (a race) in its controller's removed area goes to their graveyard."""

    filter: SearchFilter


class ShuffleGraveyard(Effect, tag="shuffle_graveyard", kw_only=True, frozen=True):
    """FOW-SHUFFLE-GRAVEYARD-R: the target player shuffles the magic stones of their graveyard into their magic
    stone deck, then the other cards of it into their main deck (each card into its owner's deck)."""

    target: TargetRef


class JudgmentFree(Effect, tag="judgment_free", kw_only=True, frozen=True):
    """fow-w-modal: FOW-JUDGMENT-FREE-TURN-R -- "(You may) pay {0} to do judgment until end of turn": for the rest of
    the turn its controller may pay {0} rather than the actions of their [Judgment] section."""


class ForbidAttackResonators(Effect, tag="forbid_attack_resonators", kw_only=True, frozen=True):
    """FOW-NO-ATTACK-RESONATORS-R: until end of turn, resonators the controller's opponent controls cannot
    attack resonators the controller controls (CR 909.4: whichever resonators they control then)."""


class ForbidGroup(Effect, tag="forbid_group", kw_only=True, frozen=True):
    """FOW-GROUP-STATUS-UNTIL-R: "(J/)Resonators (you control / your opponent controls) cannot attack (block)
    until end of turn": for the rest of the turn, every (J/)resonator of the group -- whichever ones then,
    entering later too (CR 909.4) -- cannot attack (block)."""

    scope: Literal["all_resonators", "your_resonators", "opponent_resonators", "all_j_resonators", "your_j_resonators", "opponent_j_resonators"]
    status: Annotated[list[Literal["cannot_attack", "cannot_block"]], msgspec.Meta(min_length=1, max_length=2)]


class ForbidLifeGain(Effect, tag="forbid_life_gain", kw_only=True, frozen=True):
    """FOW-NO-LIFE-GAIN-TURN-R: the controller's opponent (or each player) cannot gain life until end of turn."""

    player: Literal["opponent", "each"]


class PreventGroup(Effect, tag="prevent_group", kw_only=True, frozen=True):
    """FOW-PREVENT-GROUP-R: until end of turn, all damage dealt by (``by``) or to (``to``) every resonator
    (J/resonator) in the field -- only those the effect's controller controls (``whose`` "you") or an
    opponent does ("opponent") -- or dealt to the controller (``group`` "you"), is prevented."""

    way: Literal["by", "to"]
    group: Literal["you", "resonators", "j_resonators"]
    whose: Literal["any", "you", "opponent"] = "any"
    # "If damage would be dealt to <group> this turn, prevent N of it": N of each such damage (0: all).
    amount: NonNegHundreds = 0
    # fow-n-static: FOW-PREVENT-GROUP-KIND-R -- only damage dealt by a chant card (``by_chants``), only non-battle
    # damage (``non_battle``); ``also_you``: damage dealt to the controller too ("to you or J/resonators you control").
    by_chants: bool = False
    non_battle: bool = False
    also_you: bool = False
    # fow-p-static: FOW-PREVENT-NEXT-YOU-R: with ``group`` "you", only the next damage (0), or the next ``next``
    # damage, dealt to the controller this turn (a shield, used up).
    next: NonNegHundreds | None = None
    # fow-p-static: FOW-PREVENT-GROUP-RACE-R: with a group of J/resonators, only those of this race when the damage is dealt.
    races: Annotated[list[ShortText], msgspec.Meta(max_length=1)] = []


class BlockerFilter(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """The blockers a card "cannot be blocked by" (FOW-UNBLOCKABLE-BY-R): resonators (or J/resonators) of
    one of ``attributes``, or with ATK ``max_atk`` or less, each when named."""

    j_resonators: bool = False
    attributes: list[Attribute] = []
    max_atk: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None


class DamagedFilter(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """What the damage a card deals double goes to (FOW-DAMAGE-DOUBLE-R): the opponent (of the dealer's
    controller) when ``opponent``; J/resonators of one of ``kinds`` ("resonator": not a J-ruler) and of
    one of ``races``, each when named."""

    opponent: bool = False
    kinds: list[Literal["resonator", "j_resonator"]] = []
    races: list[ShortText] = []


class ModifyOption(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """One change of a "gains A, B, or C" list (FOW-GAINS-ONE-OF-R): an ATK/DEF change or keywords."""

    atk: Hundreds = 0
    def_: Hundreds = msgspec.field(default=0, name="def")
    keywords: Annotated[list[Keyword], msgspec.Meta(max_length=4)] = []


class Force(Effect, tag="force", kw_only=True, frozen=True):
    """FOW-KW-FORCE-R: "[Force] N" -- its controller rolls ``dice`` six-sided dice with the game's seeded
    generator (CR 1023.1, 1023.1a); their total is "the result of the roll" the effects after it count."""

    dice: Annotated[int, msgspec.Meta(ge=1, le=9)]


class Modify(Effect, tag="modify", kw_only=True, frozen=True):
    """ATK/DEF changes and keywords for a target (or ``each`` of a scope) until end of turn or battle;
    with ``one_of``, the controller chooses one of those changes as it resolves (FOW-GAINS-ONE-OF-R)."""

    atk: Hundreds = 0
    def_: Hundreds = msgspec.field(default=0, name="def")
    keywords: list[Keyword] = []
    # FOW-STATUS-UNTIL-R: cannot be targeted by spells or abilities / cannot be blocked / cannot attack /
    # cannot block, for as long.
    flags: list[StatusFlag] = []
    # "cannot be blocked by <blockers> until end of turn" (FOW-UNBLOCKABLE-BY-R).
    unblockable_by: BlockerFilter | None = None
    # "loses [Flying] until end of turn" (FOW-LOSE-KEYWORD-R): keywords it does not have, for as long.
    lose: list[Keyword] = []
    target: TargetRef | None = None
    each: Scope | None = None
    until: Literal["turn", "battle", "source"] = "turn"  # fow-wide6: "source" (FOW-LOSE-ABILITIES-WHILE-R)
    one_of: Annotated[list[ModifyOption], msgspec.Meta(max_length=8)] = []
    # FOW-MODIFY-PER-R: "gains [+A/+B] for each <X> until end of turn": the change times the count, counted as
    # it resolves.
    per: PerCount | None = None
    # FOW-CHOOSE-ATTRIBUTE-R: "<it> becomes the chosen attribute until end of turn" -- the attribute declared
    # before it (``chosen_attribute``, read as ``attributes`` of that one once declared) replaces its own.
    chosen_attribute: bool = False
    attributes: Annotated[list[Attribute], msgspec.Meta(max_length=1)] = []
    # FOW-GAIN-CHOSEN-RACE-R: "<J/resonators> you control gain the chosen race until end of turn" -- the race
    # declared before it (``chosen_race``, read as ``races`` of that one once declared), in addition to theirs.
    chosen_race: bool = False
    races: Annotated[list[ShortText], msgspec.Meta(max_length=1)] = []
    # FOW-PRINTED-ATK-R: "<target>'s printed ATK becomes N until end of turn" -- its printed ATK is N for as long
    # (the base every other change of its ATK applies to, CR 909.1a).
    printed_atk: NonNegHundreds | None = None
    # FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e): "This turn, if target J/resonator would deal damage, it deals that much +N
    # instead" -- FOW-DAMAGE-PLUS-R's replacement on the target's damage until end of turn.
    damage_plus: NonNegHundreds = 0
    # fow-p-static: FOW-DAMAGE-DOUBLE-TURN-R: "Until end of turn, if this card would deal damage, it deals double that much
    # instead" -- FOW-DAMAGE-DOUBLE-R's replacement on all the damage this card deals until end of turn.
    damage_double: bool = False
    # fow-t-replace: FOW-DEALT-DOUBLE-TURN-R: "If damage would be dealt to the chosen target (that resonator) this turn,
    # it's dealt double that much instead" -- all the damage dealt to the target doubled until end of turn.
    dealt_double: bool = False
    # fow-n-cost: FOW-SELF-AND-TARGET-GAIN-R -- "This card and target resonator gain ...": the target's change, not
    # given again when the target is this card.
    other_than_self: bool = False
    # fow-n-static: FOW-BECOMES-STATS-R -- "<target> (loses all abilities and) becomes a [A/D] (<Race>) (with [Keyword])
    # until end of turn": its ATK and DEF are A and D (CR 909.1g, in timestamp order) and, with a race, that race is
    # its only one (CR 909.1c, 909.6), for as long.
    becomes: Annotated[list[NonNegHundreds], msgspec.Meta(min_length=2, max_length=2)] | None = None
    becomes_race: ShortText | None = None
    # fow-w-grimm: FOW-BECOMES-CHOSEN-RACE-R -- "<target> loses all races and gains a race of your choice until end of
    # turn": the race declared before it (``becomes_chosen_race``, read as ``becomes_race`` once declared).
    becomes_chosen_race: bool = False
    # fow-s-grimm-a: FOW-SWAP-STATS-R -- "swap ATK and DEF of <this card / target J/resonator> until end of turn": its ATK
    # and DEF as they are with the changes made before it are exchanged (CR 909.1g, 909.3b: in timestamp order), the
    # changes made after it apply on top, for as long.
    swap: bool = False
    # fow-z-stats: FOW-ATK-TO-DEF-R -- the ATK of <this card / target J/resonator> made equal to its DEF for the turn:
    # its ATK is set to its DEF as it stands at that point of the timestamp order (CR 909.1g, 909.3b), the changes made
    # after it applying on top, for as long.
    atk_to_def: bool = False
    # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R -- "the next damage this card would deal this turn is dealt to you instead": the
    # next damage it would deal this turn (prevented or not) is a replacement's; what is left of it once prevented is dealt
    # to the controller of the effect instead (CR 910.2a: after the increases and preventions).
    next_damage_to_you: bool = False
    # fow-u-gains: FOW-LOSE-ONE-OF-R -- "<target> loses [A], [B] or [C] until end of turn": with ``one_of`` (keywords only),
    # the option chosen is lost, not gained; ``passes_to``: "If it does, another target resonator gains that ability
    # until end of turn" -- that target slot gains the chosen keyword when the first target had it as it resolved.
    lose_one: bool = False
    passes_to: Annotated[int, msgspec.Meta(ge=0, le=7)] | None = None
    # fow-v-grant: FOW-GAINS-QUOTED-TURN-R -- "This card gains "<ability>" until end of turn": this card (``target``
    # "self") has, until end of turn, the abilities of its text held under the condition ``gained`` N (the N-th such text).
    gained: Annotated[int, msgspec.Meta(ge=1, le=4)] | None = None
    # fow-w-grant: FOW-GRANTS-WILL-TURN-R -- "<target resonator / magic stones you control> gain(s) "{Rest}: Produce <will>"
    # until end of turn": each card changed has, while the change lasts, the will ability resting it to make one of these.
    granted_will: Annotated[list[WillKind], msgspec.Meta(max_length=5)] = []


AnyEffect = (
    Damage | Destroy | Draw | GainLife | Cancel | Rest | Recover | Modify | ReturnToHand | RemoveFromGame | DiscardHand | PutStone | Mill | LoseLife | FromGraveyard
    | ToDeck | Search | Prevent | DiscardCards | PutCounters | RevealTop | BanishChosen | BanishSelf | LookTop | TopToBottom | RemoveCounters | MoveCounters | Arrange | PutTokens | LookHand | AtEnd | NoRecover | AtkDamage
    | SetWeather | GainGems | BanishGem | ForbidSpells | ProduceEffect | ForbidLifeGain | PreventGroup | GainControl
    | Declare | PayLifeAny | RevealUntil | RemoveAll | RevealRandom | RevealTopAll | RemoveGraveyard
    | ForbidAttackResonators | ForbidGroup
    | PayWill | RulerSide | RemoveDamage
    | RemoveFromBattle
    | DestroyBattle
    | Force
    | FromStranger
    | ShuffleGraveyard
    | Invert
    | RemovedToGraveyard
    | ReturnRemoved
    | RevealHand
    | JudgmentFree
)
EFFECT_OPS: tuple[str, ...] = (
    "damage", "destroy", "draw", "gain_life", "cancel", "rest", "recover", "modify", "return_to_hand", "remove", "discard_hand", "put_stone",
    "mill", "lose_life", "from_graveyard", "to_deck", "search", "prevent", "discard", "put_counters", "reveal_top", "banish", "banish_self", "look_top", "top_to_bottom",
    "remove_counters", "arrange", "put_tokens", "look_hand", "at_end", "no_recover", "atk_damage", "weather", "gain_gems", "banish_gem",
    "forbid_spells", "produce", "forbid_life_gain", "prevent_group", "gain_control",
    "declare", "reveal_until", "remove_all", "reveal_random", "reveal_top_all", "remove_graveyard",
    "forbid_attack_resonators", "forbid_group",
    "pay_will", "ruler_side", "remove_damage", "return_removed",
    "remove_from_battle",
    "force",
    "from_stranger",
    "shuffle_graveyard",
    "invert",
    "pay_life_any",  # fow-w2-grimm
    "destroy_battle",  # fow-n-grimm
    "removed_to_graveyard",  # fow-r-zoneplay
    "reveal_hand",  # fow-v-grimm
    "judgment_free",  # fow-w-modal
)


class CounterCost(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """FOW-NAMED-COUNTER-R: "Remove N <name> counters from this card" as a cost; FOW-COUNTER-COST-R:
    "[+A/+B]" counters, under the key the card keeps them by ("+100/+100")."""

    counter: CounterKey
    amount: Annotated[int, msgspec.Meta(ge=1, le=10)] = 1
    # "... from your J/ruler" (FOW-J-RULER-COUNTER-R): its player's ruler or J-ruler, not this card.
    from_j_ruler: bool = False
    # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: "remove X <name> counters": X of the play (``amount`` unused).
    x: bool = False


class CountersFrom(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-p-cost: FOW-COST-COUNTERS-FROM-R: "Remove N <name> counters from any number of resonators you control" /
    "Remove a counter from a ruler or entity you control" as a cost: ``amount`` counters (of the name ``counter``;
    None: of any name) from cards its player controls -- resonators, or (``rulers``) its ruler in the ruler area
    or any entity -- named one per counter by the payment's ``counters``."""

    amount: Annotated[int, msgspec.Meta(ge=1, le=10)] = 1
    counter: CounterKey | None = None
    rulers: bool = False
    # fow-r-cost: FOW-PLAY-COUNTERS-R -- "from entities you control": any entity its player controls (no ruler area);
    # ``one_card`` ("from an entity you control"): all of them from one card.
    entities: bool = False
    one_card: bool = False


class GemCost(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """FOW-COST-GEM-R: "Banish N (<attribute>) gem(s)" as a cost: ``count`` gems of its player, of
    ``attribute`` when named, the payment's ``gems`` naming their attributes."""

    count: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1
    attribute: Attribute | None = None
    item: Item = "gem"  # fow-ao-saga: FOW-CRYSTAL-R: crystals banished, the payment's ``gems`` naming theirs


class AbilityCost(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """The cost of an activate or will ability: ``[Rest]`` (FOW-PLAY-4), will, banishing the card itself,
    removing counters from it (FOW-NAMED-COUNTER-R)."""

    rest: bool = False
    will: Cost | None = None
    banish_self: bool = False
    remove_counters: CounterCost | None = None
    # "Rest a recovered J/ruler you control" (FOW-REST-J-RULER-R).
    rest_j_ruler: bool = False
    # FOW-DISCARD-SELF-R: "discard this card": an activate ability played from its owner's hand.
    discard_self: bool = False
    # FOW-KW-DIVE-R ([Dive], CR 1143.2): the ability is played from its owner's hand, revealing this card
    # (it stays there); its effects done, the card (if still in that hand) is removed from the game with a
    # cyberbrain counter on it, and its owner may play it from the removed area while the counter is there.
    dive: bool = False
    # Other cards of its player banished (FOW-COST-BANISH-R) or rested (FOW-COST-REST-R), named by the
    # payment's ``banish`` / ``rest``.
    banish: BanishCost | None = None
    rest_cards: BanishCost | None = None
    # FOW-COST-DISCARD-R: cards of its player's hand discarded, named by the payment's ``discard``.
    discard: BanishCost | None = None
    # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: cards of its player's graveyard removed from the game, named by the
    # payment's ``remove`` (of ``kinds`` / ``attributes`` / ``races`` / ``names`` as a discarded card).
    remove: BanishCost | None = None
    # FOW-COST-LIFE-R: "pay N life" -- its player's life lowered by N as the cost is paid (at most their life).
    life: NonNegHundreds = 0
    # FOW-COST-GEM-R: gems of its player banished.
    gems: GemCost | None = None
    # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R: "remove this card in your graveyard from the game" -- the ability is
    # played from its owner's graveyard, the card going face up to their removed area as the cost is paid.
    remove_self: bool = False
    # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R: "remove this card in your hand from the game" -- the ability is played from
    # its owner's hand (as FOW-DISCARD-SELF-R's), the card going face up to their removed area as the cost is paid.
    remove_hand: bool = False
    # fow-n-cost: FOW-COST-REMOVE-TOP-R: "remove the top card of your main deck from the game" -- to its owner's removed
    # area, face up, as the cost is paid (none in the deck: the ability cannot be played).
    remove_top: bool = False
    # fow-n-cost: FOW-COST-RETURN-SELF-R: "return this card to its owner's hand" -- the card leaves the field for its
    # owner's hand as the cost is paid.
    return_self: bool = False
    # fow-p-cost: FOW-COST-BOTTOM-SELF-R: "put this card on the bottom of your main deck" -- the card leaves the field for
    # the bottom of its owner's main deck as the cost is paid (a cost as FOW-COST-RETURN-SELF-R's).
    bottom_self: bool = False
    # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R: "remove this card from the game" -- the card leaves the field for its
    # owner's removed area, face up, as the cost is paid (a cost as FOW-COST-BOTTOM-SELF-R's).
    removed_self: bool = False
    # fow-p-cost: FOW-COST-COUNTERS-FROM-R: counters removed from cards of its player, named by the payment's ``counters``.
    counters_from: CountersFrom | None = None


class Ability(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True, tag_field="kind", kw_only=True):
    text: Text = ""


class Activate(Ability, tag="activate", kw_only=True, frozen=True):
    """``[Activate] cost: effects`` -- goes on the chase; ``timing`` main restricts it to main timing."""

    cost: AbilityCost
    timing: Literal["any", "main", "end"] = "any"  # fow-n-cost: "end" (FOW-ACTIVATE-END-PHASE-R)
    # "Play this ability only once per turn" (FOW-ONCE-PER-TURN-R).
    once_per_turn: bool = False
    # fow-reiya-lapis: FOW-TIMES-PER-TURN-R: "Play this ability up to N times per turn" (N from 2).
    times_per_turn: Annotated[int, msgspec.Meta(ge=2, le=4)] | None = None
    # "Play this ability only during your turn" / "... your opponent's turn" (FOW-ACTIVATE-ONLY-R).
    your_turn: bool = False
    opponent_turn: bool = False
    # "Play this ability only if <condition>" (FOW-ACTIVATE-ONLY-IF-R): playable only while it holds.
    when: AsLongAs | None = None
    # "God's Art "<name>" <cost>: ..." (FOW-GODS-ART-R): its player plays an ability of this name once per game.
    gods_art: ShortText | None = None
    # fow-t-draw: FOW-COST-DISCARD-INHERITANCE-R -- read from "[Inheritance] <will>: <effects>" (FOW-INHERITANCE-R).
    inheritance: bool = False
    # FOW-MODES-ABILITY-R: "<cost>: Choose one - A; or B" -- the options (``effects`` and ``targets`` empty),
    # one of which its player chooses as the ability is played (CR 903.2g).
    modes: list[Mode] = []
    targets: list[TargetSpec] = []
    effects: list[AnyEffect]
    # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R -- "<will>: Put this card from your graveyard into your hand (field)":
    # the ability exists in its owner's graveyard only (CR 902.2), played from there, never from the field.
    from_graveyard: bool = False


class SpendOnly(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """FOW-WILL-SPEND-ONLY-R: "Spend this will only to play chants / Dragons / Story chants / resonators with
    [Tales] / resonators with two or more attributes" -- to play a card of one of ``types`` (any when
    empty), of one of ``races`` (any when empty), with ``keyword``, of at least ``min_attributes``
    attributes; or only "to do judgment" (``judgment``)."""

    types: list[Literal["resonator", "chant", "addition", "regalia"]] = []
    races: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    keyword: Keyword | None = None
    min_attributes: Annotated[int, msgspec.Meta(ge=0, le=5)] = 0
    judgment: bool = False
    # fow-w2-wide: FOW-WILL-SPEND-GODS-ART-R -- "only to play God's Art abilities, (Strangers), or <Race>s":
    # it pays God's Art abilities' costs (``gods_art``) and plays stranger cards (``stranger``) or a card of
    # one of ``races`` (any one of them; ``types`` is then empty).
    gods_art: bool = False
    stranger: bool = False
    # fow-alice-nv: FOW-WILL-SPEND-J-RULER-R -- "only to play activate abilities of J-rulers you control";
    # FOW-WILL-SPEND-RUNES-R -- "only to play runes" (a card with a rune type, from any zone).
    j_ruler_abilities: bool = False
    runes: bool = False
    # fow-dec-b: FOW-WILL-SPEND-AWAKENING-R -- "only to pay [Awakening] costs" (``awakening`` "any"), or "[Awakening]
    # costs of chants" ("chant"): the will pays only the [Awakening] part of a card's cost as it is played awakened.
    # FOW-WILL-SPEND-ACTIVATE-R -- "only to play activate abilities" (``activate``: any activate ability's will cost,
    # CR 905) and "to pay [Mobilize] costs" (``mobilize``: the cost paid to attack or block, CR 1129.2).
    awakening: Literal["any", "chant"] | None = None
    activate: bool = False
    mobilize: bool = False
    # fow-y-will: FOW-WILL-SPEND-NAMED-R -- "only to play activate abilities of cards named "<name>" you control": the
    # will ability costs of activate abilities (God's Art ones too, CR 905.4) of a card of one of these names its
    # player controls (in the field or in the ruler area), nothing else.
    ability_names: Annotated[list[ShortText], msgspec.Meta(max_length=2)] = []
    # fow-y-will: FOW-WILL-SPEND-OR-RACE-R -- "only to play <Race> chants or <Race>s": it pays as well for playing a card of
    # one of these races (of any type), besides the cards ``types`` and ``races`` name.
    or_races: Annotated[list[ShortText], msgspec.Meta(max_length=2)] = []


class WillAbility(Ability, tag="will", kw_only=True, frozen=True):
    """``[Rest]: Produce <will>`` -- resolves at once without the chase (FOW-PRIO-6, FOW-WILL-2)."""

    cost: AbilityCost
    produce: Annotated[list[WillKind], msgspec.Meta(min_length=1)]
    # FOW-WILL-SEVERAL-R: the further wills one use makes, each one of its list ("{B} and {U}", "{G}{G}",
    # "{3}", "two wills in any combination of attributes").
    more: Annotated[list[Annotated[list[WillKind], msgspec.Meta(min_length=1)]], msgspec.Meta(max_length=4)] = []
    # "Play this ability only if <condition>" (FOW-WILL-ONLY-IF-R): usable only while it holds.
    when: AsLongAs | None = None
    # FOW-WILL-SPEND-ONLY-R: the will it makes pays only for this.
    only: SpendOnly | None = None
    # fow-hero3: FOW-RULER-WILL-R -- "Play this ability only once per turn" (a ruler's, from its ruler area).
    once_per_turn: bool = False
    # fow-hero3: FOW-GODS-ART-WILL-R -- "God's Art "<name>" <will>: Produce ...": once per game by that name.
    gods_art: ShortText | None = None
    # fow-m-will: FOW-WILL-DAMAGE-R -- a magic stone's "Produce <will>. This card deals N damage to you": N damage
    # to its controller, dealt by the stone as the will ability is played (after the will is produced).
    damage_you: NonNegHundreds = 0
    # FOW-WILL-AS-STONES-R -- "one will of any attribute that a magic stone you control could produce": of
    # ``produce`` (the five attributes), only those the other will abilities of its controller's magic stones make.
    of_stones: bool = False


class PlayedFilter(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Which spells played trigger ``spell_played`` (FOW-TRIG-PLAYED-R): played by ``by`` (you / your
    opponent / any player), of one of ``types`` (any spell when empty), of one of ``attributes``; a
    ``rune`` is never played here (FOW-TRIG-PLAYED-RUNE-R: no deck holds one)."""

    by: Literal["you", "opponent", "any"] = "you"
    types: list[Literal["resonator", "chant", "addition", "regalia", "rune"]] = []
    attributes: list[Attribute] = []
    # fow-n-trig: FOW-TRIG-PLAYED-FILTER-R: of one of ``races``; of a total cost at most ``max_cost`` (X as chosen).
    races: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    max_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # fow-n-trig: FOW-TRIG-SECOND-CARD-R: only the ``nth`` card that player played this turn (fow-r-trig:
    # FOW-TRIG-NTH-CHANT-R: the ``nth`` card of ``types`` when it names some; with ``or_later``, that one or any after it).
    nth: Annotated[int, msgspec.Meta(ge=1, le=9)] | None = None
    or_later: bool = False


class Automatic(Ability, tag="automatic", kw_only=True, frozen=True):
    """``trigger >>> effects``: ``enter`` ([Enter], FOW-KW-ENTER), ``attacks`` (when this card attacks),
    ``blocks`` (when this card blocks, FOW-TRIG-BLOCKS-R), ``to_graveyard`` (when this card is put into a
    graveyard from the field, FOW-TRIG-GRAVEYARD-R), ``end_of_turn`` / ``end_of_your_turn`` (at end of
    turn, FOW-TRIG-END-R), ``your_main_phase`` (at the beginning of your main phase, FOW-TRIG-MAIN-R),
    ``damages_opponent`` (whenever this card deals damage to your opponent, FOW-TRIG-DAMAGE-R) or
    ``resonance`` ([Resonance]: whenever a card with one of ``stone_types`` enters the field under your
    control, FOW-KW-RESONANCE-R) or ``card_enters`` (whenever a card of the filter ``enters`` -- "another"
    card, of a type, race, attribute, total cost -- enters your field, FOW-TRIG-OTHER-ENTERS-R), ``blocked`` /
    ``blocks_or_blocked`` (whenever this card is blocked, FOW-TRIG-BLOCKS-R) or ``resonator_to_graveyard``
    (whenever a resonator is put into a graveyard from your field -- or ``whose`` field -- FOW-TRIG-GRAVEYARD-R) or ``destroyed`` (when
    this card is destroyed, FOW-TRIG-GRAVEYARD-R) or ``card_attacks`` (whenever a J/resonator of the filter
    ``attacker`` you control attacks, FOW-TRIG-ALLY-ATTACKS-R)."""

    trigger: Literal[
        "enter", "attacks", "blocks", "attacks_or_blocks", "to_graveyard", "end_of_turn", "end_of_your_turn", "your_main_phase", "damages_opponent",
        "deals_damage", "dealt_damage", "damages_j_resonator", "damages_resonator", "your_turn", "resonance", "card_enters",
        "blocked", "blocks_or_blocked", "resonator_to_graveyard", "destroyed", "card_attacks", "spell_played",
        # FOW-TRIG-OPP-DESTROYED-R: whenever a J/resonator your opponent controls is destroyed.
        "opponent_j_resonator_destroyed",
        # FOW-TRIG-END-ADDED-R: at the end of the turn of the controller of the J/resonator this addition is added to.
        "end_of_added_turn",
        # FOW-OFF-HAND-LESS-R: when you play a card paying the cost its "not from your hand" reduction lowered.
        "played_less",
        # FOW-TRIG-DISCARDED-BY-R: when this card is discarded by an effect, or as a cost of an ability, of
        # a card named ``discarded_by`` its player controls.
        "discarded_by",
        # FOW-TRIG-GAIN-LIFE-R: whenever you (this card's controller) gain life.
        "you_gain_life",
        # FOW-TRIG-DAMAGE-TO-YOU-R: whenever damage is dealt to you (this card's controller).
        "damage_to_you",
        # FOW-TRIG-BLOCKS-R: whenever this card blocks or is blocked by a resonator (not a J-ruler).
        "blocks_or_blocked_by_resonator",
        # FOW-TRIG-GAIN-GEM-R: whenever you (this card's controller) gain a gem.
        "you_gain_gem",
        # FOW-TRIG-LEAVES-R: when this card leaves the field (for a non-field zone).
        "leaves",
        # FOW-TRIG-ENTERS-FROM-R: when this card is put into the field from your main deck / from a graveyard.
        "enters_from_deck",
        "enters_from_graveyard",
        # fow-s-event: FOW-TRIG-ENTERS-FROM-STANDBY-R: when this card, played from a chant-standby area, enters the field.
        "enters_from_standby",
        # FOW-TRIG-DEALT-BY-R: whenever a resonator (a chant) deals damage to this card.
        "dealt_damage_by_resonator",
        "dealt_damage_by_chant",
        # FOW-TRIG-EACH-PLAYER-R: at the beginning of your opponent's turn / main phase (also the
        # opponent's half of "each player's").
        "opponent_turn",
        "opponent_main_phase",
        # fow-t-endphase: FOW-TRIG-END-PHASE-R: at the beginning of the (your, your opponent's) end phase.
        "end_phase",
        "your_end_phase",
        "opponent_end_phase",
        # FOW-TRIG-RESTED-R: whenever this card (a recovered resonator, addition or regalia) becomes rested.
        "becomes_rested",
        # FOW-TRIG-GAME-START-R: "At the beginning of the game" of a ruler, from its ruler area (CR 502.1).
        "game_start",
        # FOW-TRIG-JRULER-RECOVERED-R: whenever a J/ruler you control (ruler or J-ruler) is recovered.
        "j_ruler_recovered",
        # FOW-TRIG-TARGETED-R: when this card is targeted by a spell or ability / by a spell.
        "targeted",
        "targeted_by_spell",
        # FOW-TRIG-HAND-TO-GRAVEYARD-R: when this card is put into a graveyard from your hand.
        "hand_to_graveyard",
        # FOW-TRIG-AWAKEN-R: whenever you (this card's controller) awaken a spell.
        "you_awaken",
        # FOW-TRIG-DAMAGED-BY-R: whenever a resonator (J/resonator) dealt damage by this card this turn is put
        # into a graveyard (is destroyed).
        "damaged_to_graveyard",
        "damaged_destroyed",
        # FOW-TRIG-ALLY-DESTROYED-R: whenever a resonator / J-ruler you control is destroyed.
        "resonator_destroyed",
        "j_ruler_destroyed",
        # FOW-TRIG-AWAKEN-R: whenever your opponent plays an awakened spell.
        "opponent_awakens",
        # FOW-TRIG-GRAVEYARD-R: whenever an addition you control is put into a graveyard from the field.
        "addition_to_graveyard",
        # FOW-TRIG-ADDED-R: whenever an addition is added to this card.
        "addition_added",
        # fow-t-grimm: FOW-TRIG-ADDED-YOURS-R: whenever an addition is added to a resonator you control or an
        # [Addition:Field] is put into your field.
        "addition_added_yours",
        # FOW-TRIG-END-BATTLE-R: at (the) end of battle.
        "end_of_battle",
        # FOW-TRIG-PLAYER-DISCARDS-R: whenever a player discards a card.
        "player_discards",
        # FOW-TRIG-OPP-DISCARDS-R: whenever your opponent (this card's controller's) discards a card.
        "opponent_discards",
        # FOW-TRIG-COUNTERS-PUT-R: whenever one or more [+100/+100] counters are put on this card.
        "plus_counters_put",
        # fow-q-trig: FOW-TRIG-FIRST-MAIN-R: at the beginning of the main phase of your first turn.
        "your_first_main_phase",
        # fow-v-grimm: FOW-TRIG-RECOVERY-R: at the beginning of your recovery phase (CR 503.2).
        "your_recovery_phase",
        # FOW-TRIG-DEALT-BY-R: whenever a resonator / a chant deals damage to this card.
        "dealt_damage_by_resonator",
        "dealt_damage_by_chant",
        # FOW-TRIG-ADDED-RESTED-R: whenever the J/resonator this addition is added to becomes rested.
        "added_rested",
        # FOW-TRIG-ADDED-GRAVEYARD-R: when the J/resonator this addition is added to is put into a graveyard from
        # the field (``victim``: that card, in its owner's graveyard).
        "added_to_graveyard",
        # fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R: whenever the J/resonator this addition is added to deals damage to a resonator
        # (a J/resonator) the opponent of this card's controller controls (``victim``: the damaged card; ``amount``: the damage).
        "added_damages_opp_resonator",
        "added_damages_opp_j_resonator",
        # FOW-TRIG-INCARNATION-BANISHED-R: when this card is banished for [Incarnation] (it triggers from the graveyard).
        "incarnation_banished",
        # FOW-TRIG-REVEALED-OUTSIDE-R: when this card becomes revealed from outside the game (FOW-REVEAL-OUTSIDE-R;
        # it triggers from the sideboard, its owner controlling it).
        "revealed_outside",
        # FOW-TRUE-STONE-SAME-NAME-R: a status automatic ability (CR 906.9): when you control two or more true
        # magic stones with the same name.
        "same_true_name",
        # fow-w-grimm: FOW-STONE-SAME-NAME-R: a status automatic ability (CR 906.9): when you control two or more magic
        # stones (of any type) with the same name.
        "same_stone_name",
        # fow-faces: FOW-TRIG-JUDGMENT-R: whenever you (this card's controller) do judgment of a ruler;
        # FOW-INVERT-TRIGGER-R: when this card inverts (hope side to despair side, CR 1030.2).
        "you_judgment",
        "inverts",
        # fow-n-trig: FOW-TRIG-ATTACKS-WHAT-R: whenever this card attacks a J/resonator (the attacked object);
        # FOW-TRIG-UNBLOCKED-R: when this card isn't blocked while attacking your opponent.
        "attacks_j_resonator",
        "unblocked_opponent",
        # fow-n-trig: FOW-TRIG-DISCARDED-BY-OPP-R: when this card is discarded by a spell or ability your opponent controls.
        "discarded_by_opponent",
        # fow-n-trig: FOW-TRIG-RACE-DESTROYED-R: when(ever) a card of the filter ``destroyed`` you control is destroyed.
        "ally_destroyed",
        # fow-n-trig: FOW-TRIG-DAMAGES-ATTACKING-R: whenever this card deals damage to a resonator while attacking.
        "damages_resonator_attacking",
        # fow-n-trig: FOW-TRIG-ALLY-BLOCKED-R: whenever a J/resonator you control is blocked (``victim``: that one).
        "ally_blocked",
        # fow-m-trig: FOW-TRIG-ALLY-TARGETED-R: when a spell or ability your opponent controls targets a J/resonator you
        # control (``that_object``: that spell or ability, on the chase).
        "ally_targeted",
        # fow-m-trig: FOW-TRIG-CONTROL-J-RULER-R: a status automatic ability (CR 906.9): when you control a J-ruler.
        "control_j_ruler",
        # fow-s-trig: FOW-GUIDANCE-R: one or more counters of guidance put on this card.
        "guidance_put",
        # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R: when this card in its owner's graveyard is removed from the game.
        "graveyard_removed",
        # fow-s-trig: FOW-TRIG-JRULER-RUNE-DAMAGES-R: whenever a J/ruler or rune you control deals damage to your opponent
        # (an ability active in its owner's graveyard).
        "j_ruler_rune_damages_opponent",
        # fow-s-trig: FOW-TRIG-TOKEN-GRAVEYARD-R: when a resonator token you control is put into a graveyard from the field
        # (an ability active in its owner's graveyard).
        "token_to_graveyard",
        # FOW-TRIG-NAMED-COUNTER-PUT-R: whenever a counter named ``put_counter`` is put on this card (once per counter).
        "named_counter_put",
    ]
    stone_types: list[Attribute] = []
    # ``card_enters`` (FOW-TRIG-OTHER-ENTERS-R): which cards entering the field under your control trigger it
    # (under any player's control with ``whose`` any, FOW-TRIG-ANY-ENTERS-R).
    enters: EachFilter | None = None
    # ``resonator_to_graveyard`` of "When "<name>" is put into a graveyard from your field" (FOW-TRIG-NAMED-GRAVEYARD-R):
    # only a resonator of one of these names.
    gone_names: list[ShortText] = []
    # fow-n-counters: FOW-TRIG-NON-TOKEN-GRAVEYARD-R: ``resonator_to_graveyard`` of "a non-token resonator": not a token.
    gone_non_token: bool = False
    # fow-m-trig: FOW-TRIG-GONE-COUNTER-R: ``resonator_to_graveyard`` of "a resonator with a <counter> counter on it": one
    # that had one or more of these counters in the field as it left.
    gone_counter: CounterKey | None = None
    # FOW-TRIG-NAMED-COUNTER-PUT-R: ``named_counter_put`` of "a(n) <name> counter": the name of the counters that trigger it.
    put_counter: CounterName | None = None
    # fow-q-trig: FOW-TRIG-ATTR-GRAVEYARD-R: ``resonator_to_graveyard`` of "a <attribute> resonator": one of that attribute as
    # it last was in the field.
    gone_attributes: list[Attribute] = []
    # fow-y-trig: FOW-TRIG-RACE-GRAVEYARD-R: ``resonator_to_graveyard`` of "a <Race>": one with one of these races as it last
    # was in the field.
    gone_races: Annotated[list[ShortText], msgspec.Meta(max_length=1)] = []
    # ``card_attacks`` (FOW-TRIG-ALLY-ATTACKS-R): which J/resonators you control attacking trigger it.
    attacker: EachFilter | None = None
    # ``card_enters`` with ``whose`` opponent (FOW-TRIG-OPP-ENTERS-R): "without being played from your opponent's
    # hand" -- not a card that entered as the spell played resolved.
    unplayed: bool = False
    # ``card_enters`` (FOW-TRIG-NAMED-ENTERS-R): "a card named A, B or C" -- only a card of one of these names.
    named: Annotated[list[ShortText], msgspec.Meta(max_length=8)] = []
    # ``spell_played`` (FOW-TRIG-PLAYED-R): which spells played trigger it.
    played: PlayedFilter | None = None
    # "This ability triggers only once per turn" (FOW-TRIG-ONCE-PER-TURN-R).
    once_per_turn: bool = False
    # ``discarded_by`` (FOW-TRIG-DISCARDED-BY-R): the name of the card whose effect or ability cost discards it.
    discarded_by: ShortText | None = None
    # fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R: an ability of the card in its owner's graveyard, never in the field (CR 902.2).
    in_graveyard: bool = False
    # fow-n-trig: ``ally_destroyed`` (FOW-TRIG-RACE-DESTROYED-R): which cards you control destroyed trigger it.
    destroyed: EachFilter | None = None
    # ``resonator_to_graveyard`` (FOW-TRIG-GRAVEYARD-R): from whose field -- this card's controller's, the
    # opponent's, or any field; ``card_enters`` (FOW-TRIG-ANY-ENTERS-R): any field (FOW-TRIG-OPP-ENTERS-R: the opponent's).
    # ``targeted`` (FOW-TRIG-TARGETED-BY-OPP-R): "opponent" -- only by a spell or ability your opponent controls.
    whose: Literal["you", "opponent", "any"] = "you"
    # ``targeted`` (FOW-TRIG-TARGETED-BY-ATTR-R): only by a spell whose card, or an ability whose source, passes
    # this filter ("by water spells or water card's abilities").
    targeted_by: PreventFrom | None = None
    # fow-s-trig: FOW-TRIG-ALLY-TARGETED-CHANT-R: ``ally_targeted`` by a chant spell or an ability only (a spell of another
    # card type triggers nothing).
    by_chant: bool = False
    # FOW-CHOOSE-AT-RANDOM-R: ">>> Choose one at random; ..." -- the options (``effects`` empty), one
    # picked by the game's seeded generator as the ability is put on the chase; without ``random_mode``
    # (FOW-MODES-ABILITY-R) its controller chooses one as it is played (CR 903.2g).
    modes: list[Mode] = []
    random_mode: bool = False
    # fow-s-trig: FOW-GUIDANCE-R (CR 1146): the numbers of its [Guidance] texts, rising, one per option of ``modes`` (the
    # further options: runs of them in a row); the counters put pick the texts as it triggers, never its player.
    guidance: Annotated[list[Annotated[int, msgspec.Meta(ge=1, le=9)]], msgspec.Meta(max_length=4)] = []
    condition: Condition | None = None
    # FOW-KW-CREST-R: a text the card has only as long as this holds ([Crest]): it triggers only then.
    as_long_as: AsLongAs | None = None
    targets: list[TargetSpec] = []
    effects: list[AnyEffect]


class PerCount(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """What a "for each" continuous change counts, now (FOW-CONT-FOREACH-R): cards of a kind in a zone
    of a player ("each Fairy Tale you control", "each other resonator you control", "each water magic
    stone you control", "each card in your hand", "each chant in your graveyard")."""

    # ``entity``: any card in the field, a ruler in its ruler area not included (FOW-COUNT-ENTITY-R).
    # ``ruler``: J/rulers -- a ruler in its ruler area and J-rulers in the field (FOW-COND-JRULER-NAMED-R).
    # ``rune``: runes revealed in the player's rune area (``zone`` rune_area), never one here (FOW-RUNES-REVEALED-R).
    # ``roll``: the result of the roll of the [Force] done before it by the object resolving (FOW-KW-FORCE-R).
    # ``life_paid`` (fow-w2-grimm, FOW-PAY-ANY-LIFE-R): the life paid by the object's "Pay any amount of life", in
    # units of ``life_unit``.
    # ``removed_cost`` (fow-n-zones, FOW-REMOVED-THIS-WAY-COST-R): the combined total cost of the cards the object
    # resolving removed from the game before it ("the cards removed this way").
    # ``top_symbols`` (fow-m-look, FOW-REVEAL-COUNT-SYMBOLS-R): the will symbols of the attribute cost of the card the
    # object resolving revealed from the top of its controller's main deck (still on top).
    # ``that_cost`` (fow-r-trig, FOW-TRIG-PLAYED-COST-X-R): the total cost of the spell whose playing triggered the
    # automatic ability resolving (as played, X as chosen).
    what: Literal[
        "j_resonator", "resonator", "addition", "regalia", "magic_stone", "card", "chant", "j_ruler", "counter", "gem", "crystal", "entity", "ruler", "rune", "roll", "life_paid",
        "removed_cost", "top_symbols", "that_cost", "discarded_cost", "hand_revealed", "destroyed_resonator", "removed_resonator",
    ]
    # ``removed_resonator`` (fow-w-count, FOW-REMOVED-THIS-WAY-COUNT-R): the resonators the object resolving removed from
    # the game before it, as FOW-REMOVED-THIS-WAY-COST-R's cards ("for each resonator removed this way").
    # ``destroyed_resonator`` (fow-w-count, FOW-DESTROYED-THIS-WAY-R): the resonators the object resolving destroyed
    # before it ("for each resonator destroyed this way").
    # ``hand_revealed`` (fow-u-look, FOW-REVEAL-HAND-ANY-R): the cards of its controller's hand the object resolving
    # revealed before it ("for each card revealed this way").
    # ``discarded_cost`` (fow-t-draw, FOW-DISCARDED-COST-X-R): the total cost of the card(s) the chant's own discard just
    # before discarded (FOW-COND-DISCARDED-EFFECT-R keeps them).
    # ``entered``: the cards put into the field under the player's control this turn (FOW-ENTERED-THIS-TURN-R);
    # with ``still``, only those of them the player still controls in the field (FOW-COUNT-ENTERED-R).
    # ``attacked``: the J/resonators that attacked this turn, under whose control (FOW-ATTACKED-THIS-TURN-R).
    # ``to_graveyard``: the cards the player owns put into a graveyard (theirs) from a field this turn; with
    # ``controlled``, those put into a graveyard from the player's field; with ``whose`` all, every one of them
    # (FOW-TO-GRAVEYARD-THIS-TURN-R).
    # ``standby``: the cards of a chant-standby area, how many only (FOW-COUNT-STANDBY-R).
    # ``revealed`` (FOW-REVEAL-OUTSIDE-R): the cards the player owns revealed outside the game (``what`` ruler:
    # ruler cards).
    # ``played``: the cards the player played this turn (FOW-PLAYED-THIS-TURN-R).
    zone: Literal["field", "hand", "graveyard", "removed", "entered", "attacked", "to_graveyard", "standby", "rune_area", "played", "revealed"] = "field"
    whose: Literal["you", "opponent", "all"] = "you"
    other: bool = False
    attributes: list[Attribute] = []
    races: list[ShortText] = []
    # "you control "<name>"" (FOW-PLAY-LESS-R): cards of one of these names only.
    names: list[ShortText] = []
    # ``what`` counter: the counters of this name (or these [+A/+B] counters) on the source card (FOW-NAMED-COUNTER-R).
    counter: CounterKey | None = None
    # FOW-TO-GRAVEYARD-THIS-TURN-R, FOW-KW-REVENGE-R: with ``to_graveyard``, the cards the player controlled as
    # they left the field ("from your field", "an entity you controlled"), not those the player owns.
    controlled: bool = False
    # "different attributes among <cards>" (FOW-COUNT-ATTRIBUTES-R): how many attributes the counted cards
    # have between them (a card of no attribute adds none), not how many cards.
    distinct_attributes: bool = False
    # fow-r-cost: FOW-COUNT-STONE-TYPES-R -- "different magic stone type among <magic stones>": how many magic stone types
    # (FOW-STONE-TYPE-R) the counted magic stones have between them.
    distinct_stone_types: bool = False
    # "If you control "A", you pay {N} less ... So does "B" and "C"." (FOW-JUDG-LESS-NAMES-R): how many of
    # ``names`` the counted cards of the field bear between them (a name once however many bear it).
    distinct_names: bool = False
    # With ``zone: entered`` (FOW-COUNT-ENTERED-R): "that entered your field this turn" of cards "you control".
    still: bool = False
    # With ``zone: played`` (FOW-KW-TORRENT-R): only the cards played before the source card was (last) played --
    # all of them while it is being played, not yet on the chase.
    before: bool = False
    # With ``what`` counter (FOW-J-RULER-COUNTER-R): "<name> counter(s) on your J/ruler", not on the source card.
    on_j_ruler: bool = False
    # fow-r-gains: FOW-COUNTERS-ON-J-RULERS-R -- with ``what`` counter, "<name> counters on J/rulers you control": on every
    # J/ruler the player controls (its ruler in the ruler area and each J-ruler it controls in the field), added up.
    on_j_rulers: bool = False
    # fow-r-gains: FOW-COUNT-STRANGER-R -- "(Stranger) resonator you control": in the field, stranger resonators only
    # (CR 1305.1, the subtype "stranger").
    stranger: bool = False
    # In the field (FOW-COUNT-STONE-FILTER-R): "recovered (rested) magic stone", "non-special magic stone";
    # "recovered J/ruler" (FOW-MODES-EACH-R): a ruler in its ruler area too; fow-r-cost: FOW-COUNT-DAMAGED-R --
    # "damaged J/resonator": one with damage on it now.
    state: Literal["rested", "recovered", "damaged"] | None = None
    not_special: bool = False
    # FOW-DAMAGE-EACH-PLAYER-PER-R (fow-grimm-e): "special magic stone" -- of the general type Special (CR 202.3a).
    special: bool = False
    # fow-y-alt: FOW-COUNT-BASIC-STONE-R: "basic <attribute> magic stone" -- of the general type Basic (CR 202.3).
    basic: bool = False
    # FOW-COUNT-DISTINCT-COSTS-R (fow-grimm-e): "different total cost among resonators you control that don't share
    # this card's total cost" -- how many total costs the counted cards have between them, the source's own left out.
    distinct_costs: bool = False
    # "resonator with no attribute" (FOW-NO-ATTRIBUTE-R): a card of none of the five attributes (a void card).
    no_attribute: bool = False
    # fow-q-filters: FOW-COUNT-WILL-MARKER-R -- "resonator with [Will of Hope] / [Will of Despair]": a card printed with
    # that keyword (CR 1101.1, 1101.3: no keyword ability; only text naming it reads it).
    marker: Literal["will_of_hope", "will_of_despair"] | None = None
    # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: with ``what`` life_paid, "for each N life paid this way": N.
    life_unit: NonNegHundreds = 0
    # fow-q-count: FOW-DRAW-MINUS-COUNT-R: "N minus the number of <cards>": N less the count, none when the count is
    # N or more (CR 104.2: done zero or a negative number of times, it is not done).
    minus_from: Annotated[int, msgspec.Meta(ge=1, le=20)] | None = None
    # fow-r-standby: FOW-TRIGGER-IF-KEYWORD-R -- "a resonator with [<keyword>]" in the field: a card that has that keyword
    # now (printed or gained, CR 1102.1-1102.2); a [Trigger] state only (read while no value is being worked out).
    keyword: Keyword | None = None
    # fow-r-standby: FOW-COUNT-STEALTH-R -- "resonator with [Stealth]" in the field: a card with a [Stealth] ability now (its
    # definition's, none once it lost all abilities); as an effect resolves only.
    stealth: bool = False
    # fow-w-count: FOW-COUNT-EVERY-N-R -- "for each N <name> counters on <...>": the count divided by N, rounded down (a
    # group of fewer than N counts none).
    every: Annotated[int, msgspec.Meta(ge=2, le=5)] | None = None
    # fow-y-cond: FOW-COUNT-STONES-AND-ENTITIES-R -- "magic stone and <attribute> entity you control with a [+A/+B] counter on
    # it": with ``what`` entity and ``attributes``, a magic stone counts whatever its type (``or_stones``); each counted card
    # carries one or more counters of this kind now (``with_counter``, in the field).
    or_stones: bool = False
    with_counter: CounterKey | None = None


class AsLongAs(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """The condition of an "as long as" continuous ability, checked now (FOW-CONT-WHILE-R): a count of
    cards (:class:`PerCount`) or the controller's life, at least and/or at most a bound."""

    count: PerCount | None = None
    life: bool = False
    # fow-n-rulers: FOW-COND-DISCARDED-R: "if you discarded a <Race>" -- a card the ability's cost discarded is of
    # one of these races (an effect's condition as it resolves only).
    discarded_races: list[ShortText] = []
    # fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: "if you banished a <Race> in this way" -- the card the effect just before
    # banished (its player's choice) is of one of these races (an effect's condition as it resolves only).
    banished_races: list[ShortText] = []
    # With ``life``: your life is less / more than your opponent's; with ``count`` (FOW-COND-THAN-OPPONENT-R):
    # you control fewer / more of that group than your opponent does (no bounds then).
    than_opponent: Literal["less", "more"] | None = None
    # FOW-COND-MORE-BY-R: with ``count`` and ``than_opponent``, by at least this many ("your opponent controls
    # three or more resonators than you").
    by: Annotated[int, msgspec.Meta(ge=1, le=20)] | None = None
    at_least: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None
    at_most: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None
    # "your Ruler is "A" or your J-Ruler is "B"" (FOW-PLAY-LESS-R): your ruler in its ruler area is named
    # one of ``ruler_names``, or a J-ruler you control is named one of ``j_ruler_names``.
    ruler_names: list[ShortText] = []
    j_ruler_names: list[ShortText] = []
    # fow-r-modal: FOW-COND-JRULER-NAME-HAS-R: "your J/ruler has "X" in its name" -- one of its names contains X.
    names_contain: bool = False
    # "the weather is <weather>" (FOW-WEATHER-R): the controller's weather now (CR 1028.3).
    weather: Weather | None = None
    # "you don't control a J/ruler named ..." (FOW-COND-JRULER-NAMED-R): holds when neither is so named.
    negated: bool = False
    # FOW-REVEALED-IF-R: the card just revealed from the top of the controller's main deck (still on top)
    # is of this filter / has an odd or even total cost.
    top_is: SearchFilter | None = None
    top_cost: Literal["odd", "even"] | None = None
    # "you control a <group> and another <group>" (FOW-COND-AND-ANOTHER-R): with ``count`` (in the field), a
    # card of that count and a different card of this one.
    another: PerCount | None = None
    # "if this card attacked or blocked" (FOW-TRIG-END-BATTLE-R): this card is the attacking or the blocking
    # J/resonator of the battle under way.
    battled: bool = False
    # "during your turn" / "during your opponent's turn" (FOW-DURING-YOUR-TURN-R): whose turn it is now, and
    # the rest of the condition (if any) holds too.
    turn: Literal["yours", "opponents"] | None = None
    # "<effect on target J/resonator> if it's <attribute>. Otherwise, it <effect>" (FOW-IF-TARGET-ATTRIBUTE-R): the
    # effect's one target (target 0), still legal, is of one of these attributes now; an effect's condition only.
    target_attributes: Annotated[list[Attribute], msgspec.Meta(max_length=1)] = []
    # FOW-LOOK-STONE-NEW-NAME-R (fow-grimm-e): "you don't control a magic stone with the same name as that card" --
    # the top card of the controller's magic stone deck shares its name with no magic stone they control.
    stone_top_new_name: bool = False
    # fow-hero3: FOW-COND-SELF-ATK-R -- "this card's ATK is N or more (greater, less)": its ATK now, within the bounds.
    self_atk: bool = False
    # fow-dec-b: FOW-COND-J-RULER-SHARES-R -- "you control a J/ruler that shares an attribute or race with this card":
    # its controller's ruler in the ruler area or a J-ruler they control in the field (CR 307.4a) has an attribute or a
    # race of this card; the rest of the condition (a ``count``) holds too.
    j_ruler_shares: bool = False
    # fow-n-counters: FOW-IF-TARGET-COUNTER-R -- "if there is a [+A/+B] counter on it": the effect's one target (target
    # 0), still legal, carries one or more counters of that kind now; an effect's condition only.
    target_counter: CounterKey | None = None
    # fow-m-grimm: FOW-IF-TARGET-ALTERED-R -- "if its ATK is different from its printed ATK or its DEF is different from its
    # printed DEF": the effect's one target (target 0), still legal and in the field, has an ATK or a DEF other than
    # its printed one now; an effect's condition only.
    target_altered: bool = False
    # fow-m-cost: FOW-DRAWN-THIS-TURN-R -- "you have / your opponent has drawn N or more cards this turn": the cards
    # that player drew this turn, within the bounds (alone: no other part).
    drawn: Literal["you", "opponent"] | None = None
    # fow-q-static: FOW-COND-DAMAGE-TAKEN-R -- "damage was dealt to you this turn" / "your opponent was dealt damage this
    # turn": damage was dealt to that player (the controller, or their opponent) this turn (alone: no other part).
    damage_taken: Literal["you", "opponent"] | None = None
    # fow-s-keyword: FOW-KW-FALLEN-R -- "a God's Art ability you controlled was resolved this turn" ([Fallen], CR 1147): the
    # controller's God's Art ability resolved this turn (alone: no other part).
    gods_art_resolved: bool = False
    # fow-q-static: FOW-COND-OPPONENT-LIFE-R -- "your opponent's life is N or less (more, exactly N)": as ``life``, the
    # life of the controller's opponent now.
    opponent_life: bool = False
    # fow-r-trig: FOW-IF-SELF-MARKER-R -- "this card has <<War>> (<<Bond>>)": the source card, in the field, has that
    # keyword now (alone: no other part).
    self_keyword: Literal["war", "bond"] | None = None
    # fow-r-trig: FOW-SELF-BATTLED-TURN-R -- "this card attacked or blocked this turn": the source card, in the field, was
    # declared an attacker or a blocker this turn as the object it is now (alone: no other part).
    battled_this_turn: bool = False
    # fow-v-grant: FOW-GAINS-QUOTED-TURN-R -- the source card, in the field, gained the N-th quoted text of its own one-time
    # effects until end of turn as the object it is now (alone: no other part).
    gained: Annotated[int, msgspec.Meta(ge=1, le=4)] | None = None
    # fow-r-gains: FOW-COND-TOTAL-ATK-R -- "the total ATK of <J/resonators of a group> is greater than N" (with ``count``):
    # the sum of the ATKs of the cards that count counts in the field, now, within the bounds.
    total_atk: bool = False
    # fow-r-gains: FOW-GAINS-INSTEAD-R -- "If it's a <Race>, it gains ... instead": the effect's one target (target 0), still
    # legal and in the field, is of one of these races now; an effect's condition only.
    target_races: Annotated[list[ShortText], msgspec.Meta(max_length=2)] = []  # fow-u-gains: two for FOW-IF-TARGET-RACE-GAINS-R
    # fow-s-modal, fow-s-deal: FOW-IF-TARGET-KEYWORD-R -- "<Destroy target J/resonator> if it has [<keyword>]", "If that
    # resonator has [<keyword>], <effect> instead": the effect's own target, still legal and in the field, has that keyword
    # now (printed or gained); an effect's condition only.
    target_keyword: Keyword | None = None
    # fow-r-standby: FOW-COND-PLAYER-DEALT-R -- "a (J/)resonator you controlled dealt damage to an opponent this turn" /
    # "a (J/)resonator your opponent controlled dealt damage to you this turn": whose (J/)resonator, which dealt damage
    # to the other player this turn (alone: no other part).
    player_dealt: Literal["your_resonator", "your_j_resonator", "opponent_resonator", "opponent_j_resonator"] | None = None
    # fow-r-standby: FOW-COND-ATTACKING-R -- "a resonator (J/resonator) your opponent controls (you control) is attacking": the
    # attacking J/resonator of the battle under way is of that kind and under that player's control now (alone).
    attacking: Literal["your_resonator", "your_j_resonator", "opponent_resonator", "opponent_j_resonator"] | None = None
    # fow-r-standby: FOW-COND-TOTAL-NUMBER-R -- "total number of all <A> and all <B> is N": with ``count``, the cards of this
    # count too (the two added), within the bounds.
    plus: PerCount | None = None
    # fow-s-deal: FOW-IF-TARGET-KIND-R -- "If it's a J-Ruler (a resonator), <effect>": the effect's one target (target 0),
    # still legal and in the field, is a J-ruler (a resonator, not a J-ruler) now; an effect's condition only.
    target_kind: Literal["j_ruler", "resonator"] | None = None
    # fow-y-cond: FOW-COND-PLAYER-MARK-R -- "you have [Passion]" ("[Calmness]"): a continuous "You gain [<keyword>]" of a
    # card its controller controls (in the field or a ruler area) applies now (alone: no other part).
    player_keyword: Literal["passion", "calmness"] | None = None
    # fow-y-cond: FOW-COND-CONTRACT-RULER-R -- "you control a ruler under contract" (CR 713.3): its controller's ruler was
    # flipped by a Contract process; the engine reads none, so it never holds (alone: no other part).
    contract_ruler: bool = False
    # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R -- "a J-ruler you controlled (your opponent controlled) was destroyed this turn":
    # a J-ruler under that player's control was destroyed this turn (the turn's record; alone: no other part).
    j_ruler_destroyed: Literal["you", "opponent"] | None = None
    # fow-y-cond: FOW-COND-ASTRAL-RULER-R -- "you control an astral ruler": its controller's ruler in the ruler area is
    # astral now (alone: no other part).
    ruler_astral: bool = False
    # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R -- "you cancelled a spell your opponent controlled this turn": a cancel effect
    # of a spell or ability its controller controlled cancelled a spell of their opponent this turn (alone: no other part).
    cancelled_opponent_spell: bool = False
    # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R -- "a resonator you controlled was returned from the field to your hand this
    # turn": the turn's record names its controller (alone: no other part).
    resonator_returned: bool = False
    # fow-y-cond: FOW-IF-CONTROLLED-TARGET-R -- "If you controlled the chosen target, <effect>": the effect's one target
    # (target 0), legal as the text resolves, was controlled by the controller as it last was in the field (CR 911.1,
    # 903.3a); an effect's condition only.
    target_controlled: bool = False


def _forms(*forms: tuple[set[str], set[str]]) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    return tuple((frozenset(needs), frozenset(may)) for needs, may in forms)


# FOW-CONT-WHILE-R: the forms of an :class:`AsLongAs` the engine reads (``Board.holds``; the effect-only ones by
# ``effects._effect_holds`` before it), each as (the parts it needs, the parts it may add).  A condition of any other
# mix would be read in part -- a part left unchecked, a silent pass -- so the card-set check refuses it.  A bounded
# value needs a bound (without one it would always hold); "during your turn" (``turn``) joins any form
# ``Board.holds`` reads, or stands alone.
_BOUNDED = ("count", "life", "self_atk", "drawn", "opponent_life")
HELD_FORMS = _forms(
    *(({value, "at_least"}, {"at_most"} | ({"j_ruler_shares"} if value == "count" else set())) for value in _BOUNDED),
    *(({value, "at_most"}, {"j_ruler_shares"} if value == "count" else set()) for value in _BOUNDED),
    ({"than_opponent", "count"}, {"by"}),
    ({"than_opponent", "life"}, {"by"}),
    ({"another", "count"}, set()),
    ({"ruler_names"}, {"j_ruler_names", "negated"}),
    ({"ruler_names", "j_ruler_names", "names_contain"}, set()),
    ({"j_ruler_names"}, {"negated"}),
    ({"weather"}, {"negated"}),
    ({"top_is"}, set()),
    ({"top_cost"}, set()),
    ({"stone_top_new_name"}, set()),
    ({"battled"}, set()),
    ({"turn"}, set()),
    ({"damage_taken"}, set()),  # fow-q-static: FOW-COND-DAMAGE-TAKEN-R
    ({"gods_art_resolved"}, set()),  # fow-s-keyword: FOW-KW-FALLEN-R
    ({"self_keyword"}, set()),  # fow-r-trig: FOW-IF-SELF-MARKER-R
    ({"battled_this_turn"}, set()),  # fow-r-trig: FOW-SELF-BATTLED-TURN-R
    ({"gained"}, set()),  # fow-v-grant: FOW-GAINS-QUOTED-TURN-R
    ({"count", "total_atk", "at_least"}, {"at_most"}),  # fow-r-gains: FOW-COND-TOTAL-ATK-R
    ({"player_dealt"}, set()),  # fow-r-standby: FOW-COND-PLAYER-DEALT-R
    ({"attacking"}, set()),  # fow-r-standby: FOW-COND-ATTACKING-R
    ({"player_keyword"}, set()),  # fow-y-cond: FOW-COND-PLAYER-MARK-R
    ({"contract_ruler"}, set()),  # fow-y-cond: FOW-COND-CONTRACT-RULER-R
    ({"j_ruler_destroyed"}, set()),  # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R
    ({"ruler_astral"}, set()),  # fow-y-cond: FOW-COND-ASTRAL-RULER-R
    ({"cancelled_opponent_spell"}, set()),  # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R
    ({"resonator_returned"}, set()),  # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R
    ({"count", "plus", "at_least"}, {"at_most"}),  # fow-r-standby: FOW-COND-TOTAL-NUMBER-R
    ({"count", "plus", "at_most"}, set()),
)
EFFECT_ONLY_FORMS = _forms(({"target_attributes"}, set()), ({"target_races"}, set()), ({"discarded_races"}, set()), ({"banished_races"}, set()), ({"target_counter"}, set()), ({"target_altered"}, set()), ({"target_kind"}, set()), ({"target_keyword"}, set()), ({"target_controlled"}, set()))


def as_long_as_parts(condition: AsLongAs) -> frozenset[str]:
    """The parts a condition sets (its fields other than their defaults), by their names in JSON."""
    empty = AsLongAs()
    return frozenset(name for name in condition.__struct_fields__ if getattr(condition, name) != getattr(empty, name))


def as_long_as_form_problem(condition: AsLongAs) -> str | None:
    """FOW-CONT-WHILE-R: why the engine would not read the condition whole (None: it is one of its forms)."""
    parts = as_long_as_parts(condition)
    held = [(needs, may | {"turn"}) for needs, may in HELD_FORMS]
    if any(needs <= parts <= needs | may for needs, may in (*held, *EFFECT_ONLY_FORMS)):
        return None
    return f"a condition of the parts {', '.join(sorted(parts)) or 'none'} is not a form the engine reads whole (FOW-CONT-WHILE-R)"


class PreventFrom(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Whose damage a continuous prevention stops (FOW-PREVENT-CONT-R), or whose spells and abilities cannot
    target (FOW-UNTARGETABLE-BY-R): any source when empty, else only a card of one of ``kinds`` with one
    of ``attributes`` and one of ``races``; all of the damage, or ``amount`` of each damage ("prevent 500
    of it", FOW-PREVENT-PART-R).  FOW-PREVENT-FROM-R: ``kinds`` "j_ruler" (a J-ruler) and "chant" (a chant
    card: "by chants", "by normal spells", CR 1406.2); ``turn``: only during its controller's turn ("yours")
    or an opponent's ("opponents")."""

    kinds: list[Literal["resonator", "j_resonator", "j_ruler", "chant", "rune"]] = []
    attributes: list[Attribute] = []
    races: list[ShortText] = []
    amount: NonNegHundreds = 0
    turn: Literal["yours", "opponents"] | None = None
    # fow-t-replace: FOW-PREVENT-FROM-COST-R: "by resonators with total cost N or less": only a source of a total
    # cost of at most N (its printed will symbols, CR 204.5, 204.5a).
    max_cost: Count | None = None
    # FOW-PREVENT-UPTO-R: "If this card would be dealt N or less damage, prevent it": all of a damage of at
    # most this much (0: any damage).
    at_most: NonNegHundreds = 0
    # FOW-PREVENT-FIRST-R: "Prevent the first damage that would be dealt to this card (you) each turn": only
    # the first damage that would be dealt to it (to them) this turn (CR 910.2g), prevented in full.
    first: bool = False
    # FOW-PREVENT-FROM-R: "Prevent all non-battle damage ...": damage other than battle damage only.
    non_battle: bool = False


class RedirectFrom(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """FOW-REDIRECT-R: whose damage this J/resonator is dealt instead -- its controller's (``you``), or that
    of a J/resonator its controller controls named one of ``names`` or of one of ``races``."""

    you: bool = False
    names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    races: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []


class RaceChange(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-s-grimm-a: FOW-CONT-RACE-CHANGE-R -- the races a continuous ability takes from (``lose``) and gives to
    (``gain``) each card it applies to (CR 909.1c).  fow-t-grimm: FOW-CONT-RACE-GAIN-R -- ``lose`` empty: a race gained in
    addition to its own (an addition's "added" scope only)."""

    lose: Annotated[list[ShortText], msgspec.Meta(max_length=2)]
    gain: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=2)]


class HostIs(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-n-grimm: FOW-ADDED-IF-PRINTED-R -- what the J/resonator an addition is added to is: of one of the
    attributes, and of a printed ATK and DEF (FOW-TARGET-ALTERED-R's printed values) of at least these (CR 104.7:
    a number named is that number or more), all that are named."""

    attributes: Annotated[list[Attribute], msgspec.Meta(max_length=5)] = []
    min_printed_atk: NonNegHundreds | None = None
    min_printed_def: NonNegHundreds | None = None
    # fow-r-grimm: FOW-ADDED-NO-PRINTED-R -- "if it has no printed abilities": its card (a copy: the card copied) has no
    # ability in its text (CR 909.7); the keywords of CR 1101.3 are none.
    no_printed_abilities: bool = False


class Continuous(Ability, tag="continuous", kw_only=True, frozen=True):
    """A continuous ability: ATK/DEF and keywords for ``scope`` (a group scope may be filtered,
    FOW-CONT-FILTER-R); ``must_attack`` (FOW-BATTLE-8)."""

    # "your_magic_stones": the magic stones its controller controls (FOW-GRANTED-WILL-R: ``grants_will`` only).
    scope: Literal[
        "self", "added", "your_j_resonators", "your_other_j_resonators", "opponent_j_resonators", "all_j_resonators", "all_other_j_resonators", "your_magic_stones",
    ] = "self"
    # Filters of a group scope (FOW-CONT-FILTER-R): resonators only (not J-rulers), any of the
    # attributes, any of the races; none of ``not_attributes`` ("Non-darkness resonators", FOW-CONT-NON-R).
    resonators_only: bool = False
    attributes: list[Attribute] = []
    not_attributes: list[Attribute] = []
    races: list[ShortText] = []
    # None of these races (FOW-ADDED-IF-RACE-R: "... If it's a <Race>, it gains ... instead").
    not_races: list[ShortText] = []
    # fow-n-grimm: FOW-ADDED-IF-PRINTED-R -- "Resonator with this gains A if it's <attribute> and its printed ATK and
    # DEF is [a/d]. Otherwise, it gains B": A only while its host is so (``host_is``), B only while it is not
    # (``host_is_not``).
    host_is: HostIs | None = None
    host_is_not: HostIs | None = None
    # "Your J/ruler ...": J-rulers only (a ruler in its ruler area is never a target of the vocabulary).
    j_rulers_only: bool = False
    # "Recovered resonators you control": only while they are recovered (or rested) (FOW-CONT-FILTER-R); fow-r-gains:
    # FOW-CONT-WHILE-ATTACKING-R: "attacking", only while it is the attacking J/resonator of the battle under way.
    state: Literal["any", "rested", "recovered", "attacking"] = "any"
    # A group named by a race alone ("Each Fairy Tale you control"): every card of it in the field, not
    # only J/resonators (FOW-CONT-FILTER-R).
    any_card: bool = False
    # "... with [Flying] gain [+200/+200]" (FOW-CONT-KEYWORD-FILTER-R): ATK/DEF changes only.
    with_keyword: Keyword | None = None
    without_keyword: Keyword | None = None
    # fow-w-counters: FOW-CONT-WITH-COUNTER-R -- "<group> with a (one or more) <name> ([+A/+B]) counter(s) on them gain ...":
    # only the cards of the group carrying one or more counters of that kind now.
    with_counter: CounterKey | None = None
    atk: Hundreds = 0
    def_: Hundreds = msgspec.field(default=0, name="def")
    keywords: list[Keyword] = []
    must_attack: bool = False
    # "cannot be targeted by spells or abilities" (any player's; FOW-UNTARGETABLE-R); "cannot be attacked",
    # "cannot be blocked" (FOW-UNATTACKABLE-R, FOW-UNBLOCKABLE-R).
    untargetable: bool = False
    unattackable: bool = False
    unblockable: bool = False
    # fow-y-cant: "This card cannot be returned to its owner's hand" (FOW-UNRETURNABLE-R): no effect or cost moves it from
    # the field to its owner's hand while it applies.
    unreturnable: bool = False
    # "This card cannot be targeted by light spells or light card's abilities" (FOW-UNTARGETABLE-BY-R):
    # by any player's spells and abilities whose card passes the filter.
    untargetable_by: PreventFrom | None = None
    # fow-x-ruler: FOW-BARRIER-KIND-WHILE-R -- "This card gains [Barrier] (Chant) / (Resonator) (as long as ...)":
    # not a target of the opponent's spells of that card type or abilities whose source is one, while it applies.
    # fow-y-abc: FOW-GROUP-BARRIER-R -- "<group> you control gain [Barrier] (Resonator) / {B}": for a group too, and an
    # attribute: not a target of the opponent's spells of that attribute or abilities whose source has it.
    barrier_kinds: list[Literal["chant", "resonator", "light", "fire", "water", "wind", "darkness"]] = []
    # "This card cannot be blocked by <blockers>" (FOW-UNBLOCKABLE-BY-R).
    unblockable_by: BlockerFilter | None = None
    # "cannot attack", "cannot block" (FOW-CANNOT-ATTACK-R).
    cannot_attack: bool = False
    cannot_block: bool = False
    # "cannot attack your opponent" / "cannot attack resonators" (FOW-CANNOT-ATTACK-WHAT-R): not declared
    # attacking that object; it may attack any other legal one.
    cannot_attack_opponent: bool = False
    cannot_attack_resonators: bool = False
    # fow-reiya-lapis: FOW-BATTLE-NO-REST-R: "Attacking (Blocking) doesn't cause this card to rest".
    attack_unrested: bool = False
    block_unrested: bool = False
    # fow-s-grimm-a: FOW-CONT-RACE-CHANGE-R: "each <Race> resonator loses <Race> and gains <Other race>": the cards of the scope
    # and filter (its races read after every one-time change of races, CR 909.3a) lose and gain these races.
    race_change: RaceChange | None = None
    # fow-s-grimm-a: FOW-ATTACK-UP-TO-R: "(Each of your turns,) this card can attack up to N times (during your main phase)":
    # it is not declared an attacker once it attacked N times this turn (CR 1183.2, 1415.8).
    max_attacks: Annotated[int, msgspec.Meta(ge=1, le=99)] | None = None
    # "doesn't (cannot) recover during the recovery phase" (FOW-NO-RECOVER-CONT-R): its controller's
    # recovery phase leaves it rested; other effects may still recover it.
    no_recovery_phase: bool = False
    # "Prevent all damage that would be dealt to this card (by fire resonators)" (FOW-PREVENT-CONT-R).
    prevent_damage: PreventFrom | None = None
    # "If damage would be dealt to you, prevent N of it", "Prevent all damage that would be dealt to you"
    # (FOW-PREVENT-PART-R, FOW-PREVENT-CONT-R): damage to the source's controller.
    prevent_to_you: PreventFrom | None = None
    # "If damage would be dealt to you (to a <name / race> you control), it's dealt to this card instead"
    # (FOW-REDIRECT-R).
    redirect: RedirectFrom | None = None
    # "If <it> would deal damage, it deals that much +N instead" (FOW-DAMAGE-PLUS-R): a replacement
    # effect on the damage the J/resonators of the scope deal.
    damage_plus: NonNegHundreds = 0
    # fow-p-static: FOW-DAMAGE-PLUS-CHANT-R: with ``damage_plus``, the damage of chant cards passing this filter (kinds
    # ["chant"], attributes) is N more instead -- of any player's, or (``damage_plus_yours``) its controller's.
    damage_plus_by: PreventFrom | None = None
    damage_plus_yours: bool = False
    # "If this card would deal damage to <what>, it deals double that much instead" (FOW-DAMAGE-DOUBLE-R).
    damage_double: DamagedFilter | None = None
    # fow-u-replace: FOW-DAMAGE-TO-COUNTERS-R: "If this card would deal damage to <what>, put a [-100/-100] counter on
    # that J/resonator for each 100 damage instead" -- the damage it deals to those J/resonators converted to counters.
    damage_counters: DamagedFilter | None = None
    # fow-u-replace: FOW-PREVENTED-THEN-R: with ``prevent_damage`` of all (the first) damage to this card, what is done at once
    # each time it prevents damage: its controller draws a card, or a [+100/+100] counter is removed from it.
    prevented_then: Literal["draw", "remove_plus_counter"] | None = None
    # "Prevent all battle damage that would be dealt to or dealt by added resonator" (FOW-PREVENT-R).
    prevent_battle: bool = False
    # "for each ...": the ATK/DEF change is multiplied by this count (FOW-CONT-FOREACH-R).
    per: PerCount | None = None
    # "as long as ...": the change applies only while this holds (FOW-CONT-WHILE-R).
    as_long_as: AsLongAs | None = None
    # fow-r-grimm: FOW-ATK-EQUAL-TOTAL-R -- "This card's ATK is equal to the total ATK of <resonators> you control" (a
    # J-ruler's, scope self): its ATK before the other value changes is the sum of their ATKs now.
    atk_total: PerCount | None = None
    # "Players cannot gain life" (FOW-NO-LIFE-GAIN-R): while it applies, no player gains life.
    no_life_gain: bool = False
    # fow-y-cant: "Your opponent cannot gain life" (FOW-OPP-NO-LIFE-GAIN-R): while it applies, its controller's opponent
    # gains no life.
    opponent_no_life_gain: bool = False
    # fow-y-cant: "Entities your opponent controls cannot be recovered by spells or abilities" (FOW-OPP-UNRECOVERABLE-R) and
    # "Your opponent cannot recover entities in a phase other than their recovery phase" (FOW-OPP-RECOVER-PHASE-ONLY-R).
    opponent_entities_unrecoverable: bool = False
    opponent_recover_phase_only: bool = False
    # fow-y-cant: "Players cannot play activate abilities of resonators they control unless they control <X>"
    # (FOW-ACTIVATE-UNLESS-CONTROL-R): while it applies, a player for whom this condition (read as theirs) does not hold
    # plays no activate ability (will abilities among them, CR 907.1a) of a resonator they control.
    activate_resonators_unless: AsLongAs | None = None
    # fow-s-grimm-b: FOW-STONES-ACTIVATE-NO-RECOVER-R -- while it applies, the magic stones with activate abilities (will
    # abilities are not activate abilities here) of every player stay rested in their controller's recovery phase.
    no_recover_activate_stones: bool = False
    # fow-p-static: "You gain [Barrier]" (FOW-BARRIER-YOU-R): while it applies, spells and abilities of a player other
    # than its controller cannot target that player.
    you_barrier: bool = False
    # fow-y-cond: "You gain [Passion]" / "[Calmness]" (FOW-COND-PLAYER-MARK-R): while it applies, its controller has that
    # keyword (CR 1101.3: no innate ability; read by "if you have [Passion]").
    you_passion: bool = False
    you_calmness: bool = False
    # "You cannot call magic stones" (FOW-NO-STONE-CALL-R): while it applies, its controller calls no magic stone.
    no_stone_call: bool = False
    # fow-v-draw: FOW-FORCE-DICE-PLUS-R -- "If you would roll one or more dice using [Force], roll that many dice plus one
    # instead": while it applies, each [Force] its controller performs rolls one more die (each such ability once).
    force_dice_plus: bool = False
    # fow-hero3: FOW-GRAVEYARD-KEPT-R -- "Cards in your graveyard cannot be removed from the game by spells or abilities
    # your opponent controls": while it applies, no spell or ability of the opponent removes a card of that graveyard.
    graveyard_kept: bool = False
    # "Your opponent must block this card if able" (FOW-MUST-BLOCK-R).
    must_be_blocked: bool = False
    # fow-y-cant: "Your opponent must attack this card if able" ("j_resonator": any of their J/resonators) and "Resonators
    # your opponent controls must attack this card if able" ("resonator"): FOW-MUST-BE-ATTACKED-R.
    must_be_attacked: Literal["j_resonator", "resonator"] | None = None
    # "As you choose a card to attack, you must choose this card if able": its controller choosing an
    # attacker chooses it if able (FOW-MUST-CHOOSE-ATTACKER-R).
    must_be_chosen: bool = False
    # FOW-CHOSEN-RACE-KEPT-R: only the J/resonators of the race its source's [Enter] ability chose (the
    # source's ``declared``; none before it chose).
    chosen_race: bool = False
    # fow-r-grimm: FOW-CHOSEN-RACE-NO-ATTACK-R: with ``chosen_race``, the race its [Enter] ability chose "as long as you
    # control this card": the choice is kept only by the player whose ability made it, and ends once control changes.
    while_controlled: bool = False
    # FOW-GRANTED-ABILITY-R: "Added resonator gains "[Activate] ..."": activate abilities the J/resonators of
    # the scope have while this applies, played by their controller as their own (this card of the granted
    # text is the J/resonator that has it).
    grants: Annotated[list[Activate], msgspec.Meta(max_length=2)] = []
    # FOW-GRANTED-WILL-R: "Magic stones you control gain "{Rest}: Produce ..."": a will ability the cards of the
    # scope have while this applies.
    grants_will: Annotated[list[WillAbility], msgspec.Meta(max_length=1)] = []
    # fow-y-will: FOW-STONE-TREATED-AS-R -- "Treat <attribute> magic stones you control also as <attribute> magic stones"
    # (scope "your_magic_stones", the magic stone type of ``attributes``): each such magic stone has this magic stone type too.
    also_stone_types: Annotated[list[Attribute], msgspec.Meta(max_length=1)] = []
    # fow-w-grant: FOW-GROUP-GAINS-QUOTED-R -- "<group> you control gain "<ability>"": the change is a quoted ability each
    # J/resonator of the scope has as its own (one a loss of all abilities would take from it, so a game with both is refused).
    granted: bool = False
    # FOW-GRANTED-IF-NAMED-R: "If the resonator with this is "X", it gains ...": only a card of one of these names.
    names: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    # FOW-NAMED-CARDS-BARRIER-R (fow-grimm-e): "[Addition:Field] cards you control ...": only additions with the
    # field subtype (with ``any_card``).
    field_additions: bool = False
    # fow-reiya-lapis: FOW-WEATHER-STATIC-R: a J/ruler's "The weather is <weather> (during your turn)": its
    # controller's weather while it applies (``as_long_as``: the turn only), against the effects of CR 1028.2d.
    weather: Weather | None = None
    # fow-n-static: FOW-BLOCK-FLYING-R -- "<this card / J/resonators you control> can block J/resonators (resonators)
    # with [Flying]": the J/resonators of the scope may block an attacker with [Flying] of that kind without [Flying].
    block_flying: Literal["j_resonators", "resonators"] | None = None
    # fow-n-static: FOW-LOSE-CANNOT-GAIN-R -- "<J/resonators of a scope> lose and cannot gain [keywords]": the
    # J/resonators of the scope do not have these keywords, whatever gives them, while it applies.
    cannot_have: list[Keyword] = []
    # fow-n-static: FOW-TYPE-GROUP-BARRIER-R -- "Additions (Regalia, Additions and regalia) you control gain [Barrier]":
    # with ``any_card``, only cards of these types.
    card_types: list[Literal["addition", "regalia"]] = []
    # fow-n-static: FOW-BLOCK-RESTED-R -- "This card can block while rested".
    block_rested: bool = False
    # fow-r-gains: FOW-CONT-NAME-HAS-R -- "<group> with "X" in their names gain ...": only cards with these words in a name
    # (FOW-SEARCH-NAME-HAS-R's reading).
    name_has: ShortText | None = None


AnyAbility = Activate | WillAbility | Automatic | Continuous
ABILITY_KINDS: tuple[str, ...] = ("activate", "will", "automatic", "continuous")


class Mode(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """One option of a "choose one" card (FOW-PLAY-1).  FOW-MODES-MORE-R: a mode that ``combines`` several
    options (their targets in turn, their effects in the printed order) may be chosen only while ``when``
    holds as the card is played."""

    targets: list[TargetSpec] = []
    effects: list[AnyEffect] = []
    text: Text = ""
    when: AsLongAs | None = None
    combines: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=15)]], msgspec.Meta(max_length=4)] = []
    # fow-s-modal: FOW-MODES-AWAKENED-R -- "Choose one, if this card was awakened, choose up to N instead": this
    # combination may be chosen only when the card is played awakened (CR 903.2e before 903.2g).
    awakened: bool = False


class OffHandLess(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """"(You may) pay {N} less to play cards not from your hand" (FOW-OFF-HAND-LESS-R, CR 903.2k-4): the
    free will of the cost of its controller's plays from another zone (standby area, graveyard) is lowered
    by ``free``, down to none; ``optional`` ("you may") lets the full cost be paid too."""

    free: Annotated[int, msgspec.Meta(ge=1, le=9)]
    optional: bool = False
    # "(You may) pay {N} less to play <Race> resonators (spells)" (FOW-LORD-LESS-R): as ``others_less``, its
    # controller's plays of cards of one of these races (of these types when named), from any zone.
    races: list[ShortText] = []
    types: list[Literal["resonator", "chant"]] = []
    # fow-wide6: FOW-LESS-GROUP-R -- groups that are no race: cards with one of ``attributes`` (others
    # besides), with every one of ``all_attributes``, of total cost ``min_cost`` or more.
    attributes: list[Attribute] = []
    all_attributes: list[Attribute] = []
    min_cost: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # FOW-SAME-NAME-LESS-R (fow-grimm-e): "(You may) pay {N} less to play a card if a card with the same name is in
    # your graveyard" -- as ``others_less``, its controller's plays of any card while their graveyard holds another
    # card of its name.
    same_name_graveyard: bool = False


class AttributeCostWith(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-wide6: "You may pay the attribute cost of <Race> resonators (<Races>) with <will>"
    (FOW-ATTRIBUTE-COST-WITH-R, CR 204.2a, 907.5, 907.6d, 1003.2): as its controller plays a card of one of
    ``races`` (of ``types`` when named), each symbol of the card's own cost's attribute cost may be paid with
    will of one of ``kinds`` instead, or (``any``) with any will, as a free symbol."""

    races: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=4)]
    types: list[Literal["resonator"]] = []
    kinds: Annotated[list[Attribute], msgspec.Meta(max_length=5)] = []
    any: bool = False


class ChantsMore(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-m-cost: FOW-CHANTS-MORE-R (CR 903.2k-3): "Your opponent pays {N} more to play chants (during your turn)" /
    "Players pay {N} more to play non-<Race> chants": while the card is in the field, a chant played by its
    controller's opponent (``each``: by any player) costs ``free`` more free will -- not one of ``not_races``;
    with ``your_turn``, only during its controller's turn."""

    free: Annotated[int, msgspec.Meta(ge=1, le=9)]
    each: bool = False
    not_races: Annotated[list[ShortText], msgspec.Meta(max_length=2)] = []
    your_turn: bool = False


class BanishInsteadOf(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-w-costs: FOW-BANISH-INSTEAD-OF-R (CR 903.2k-1, 1403.3a): "You may banish this card rather than pay the cost of
    a(n) (<attribute>) [Spell:Chant-Instant]" of a card in its controller's field: a card of ``types`` (a chant), with
    [Quickcast] printed when ``quickcast``, of one of ``attributes`` when named, its controller plays may be paid by
    banishing this card instead of its card cost."""

    types: Annotated[list[Literal["chant"]], msgspec.Meta(min_length=1, max_length=1)]
    quickcast: bool = False
    attributes: Annotated[list[Attribute], msgspec.Meta(max_length=5)] = []


class PlayMore(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-r-cost: FOW-PLAY-MORE-PER-R (CR 903.2k-3): "You pay {N} more to play this card for each <count>": the card's
    cost raised by ``free`` free will times the count, as it is played (the card itself, on the chase, not counted)."""

    free: Annotated[int, msgspec.Meta(ge=1, le=9)]
    per: PerCount


class JudgmentChange(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-wide6: "(You may) pay {N} less to play [Judgment] abilities" ("... to do Judgment") of its
    controller, or "Your opponent pays {N} more to play [Judgment] abilities" (``more``)
    (FOW-JUDG-COST-CHANGE-R, CR 705.2c, 903.2k-3, 903.2k-4): the free will of the cost of a Judgment process
    is raised or lowered by ``free`` (lowered down to none); ``optional`` ("you may") lets the cost be paid
    without the decrease too."""

    free: Annotated[int, msgspec.Meta(ge=1, le=9)]
    more: bool = False
    optional: bool = False


class JudgmentLess(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """"(You may) pay {N} less to play this ability for each <cards> you control" (FOW-JUDG-LESS-R, CR
    903.2k-4): the free part of the cost is lowered by ``free`` times the count, down to 0; ``optional``
    ("you may") lets the full cost be paid too."""

    free: Annotated[int, msgspec.Meta(ge=1, le=9)]
    per: PerCount
    optional: bool = False


class RuneAreaCost(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """FOW-RUNE-AREA-COST-R: "You pay <cost> more to play this card from a rune area" (``more``) or "You may
    pay <cost> less to play this card from a rune area" (CR 903.2k-4): the cost of its play from its
    player's rune area (FOW-RUNE-PLAY-R) is raised or lowered by ``cost`` (an attribute symbol by one of its
    own, free will down to none); "you may" (``optional``) lets the printed cost be paid too."""

    cost: Cost
    more: bool = False
    optional: bool = False


class ZoneCost(RuneAreaCost, kw_only=True, frozen=True):
    """fow-r-zoneplay: FOW-ZONE-COST-R -- "You pay <cost> more (You (may) pay <cost> less) to play this card from
    your removed area (a graveyard)": as :class:`RuneAreaCost`, for a play of the card from ``zone`` (CR 903.2k-3,
    903.2k-4), whatever lets it be played from there."""

    zone: Literal["removed", "graveyard"]


class PlayFrom(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R -- "You may play this card from your removed area (graveyard)": its owner
    may play it from their ``zone`` as from their hand (its cost, its timing); FOW-PLAY-ONLY-FROM-R -- ``only``
    ("..., but not from anywhere else"): never from the hand; ``when``: only while that condition holds (the
    text granted by [Null], CR 1134.3)."""

    zone: Literal["removed", "graveyard"]
    only: bool = False
    when: AsLongAs | None = None


class PlayLess(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """"(You may) pay {N} less to play this card if <condition>" or "... for each <cards>"
    (FOW-PLAY-LESS-R, CR 903.2k-4): the printed cost is lowered by ``less`` (once if ``when`` holds, or
    ``less`` times the count ``per``, free will only, down to none; or once if its one target, as chosen,
    is of ``targets_races``); ``optional`` ("you may") lets the
    printed cost be paid too."""

    less: Cost
    when: AsLongAs | None = None
    per: PerCount | None = None
    # "if it targets a <Race>": the card's one target, as chosen, is a J/resonator of one of these races.
    targets_races: list[ShortText] = []
    # fow-r-cost: FOW-PLAY-LESS-TARGETS-R -- "if it targets a <filter>" (a J-ruler you control, a <Race> J/resonator):
    # one of the card's targets, as chosen, fits this target filter.
    targets_spec: TargetSpec | None = None
    optional: bool = False
    # fow-m-cost: FOW-PLAY-FREE-IF-R -- "You may play this card without paying its cost if <condition>" (CR 903.2k-2):
    # ``less`` is the whole printed cost (no X), ``optional``; increases still apply after it (CR 903.2k-3).
    free: bool = False
    # fow-p-cost: FOW-PLAY-LESS-BY-R -- "As you play this card, you may rest (banish) <cards>. If you do, (you may)
    # pay <less> less to play this card": lowered once when the play's payment rests (``by_banish``: banishes)
    # the cards ``by`` names (payment ``rest`` / ``banish``), the printed cost when it names none.
    by: BanishCost | None = None
    by_banish: bool = False
    # fow-r-cost: FOW-PLAY-COUNTERS-R -- "As you play this card, you may remove a total of N <name> counters from ... If you
    # do, ..." / "You may remove ... rather than pay this card's cost": the counters the play's payment may name.
    by_counters: CountersFrom | None = None


class JudgmentChoice(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Another ``[Judgment]`` printed on the same ruler (FOW-JUDG-CHOICE-R): its cost, and the condition
    under which it may be done (FOW-JUDG-ONLY-IF-R)."""

    cost: Cost
    when: AsLongAs | None = None
    # "Pay <will>, discard <filter>" (FOW-COST-DISCARD-R): cards of its player's hand discarded beside the will.
    discard: BanishCost | None = None


class Judgment(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """``[Judgment] cost`` of a ruler (FOW-JUDG-1), possibly lowered per count (``less``); judgment
    conditions are not in the vocabulary."""

    cost: Cost
    less: JudgmentLess | None = None
    conditions: Annotated[list[Condition], msgspec.Meta(max_length=0)] = []
    # "Play this ability (judgment process) only if <condition>" (FOW-JUDG-ONLY-IF-R).
    when: AsLongAs | None = None
    # "You pay <instead> rather than pay this cost if <instead_when>" (FOW-JUDG-INSTEAD-R).
    instead: Cost | None = None
    instead_when: AsLongAs | None = None
    # "If <instead_when>, you may pay <instead> to play this ability instead": either cost while it holds.
    instead_may: bool = False
    # "Pay <cost>. If <when>, pay <cost> instead. If ..." (FOW-JUDG-INSTEAD-TIERS-R): the cost of the last
    # sentence whose condition holds, else the printed one.
    instead_tiers: Annotated[list[JudgmentChoice], msgspec.Meta(max_length=3)] = []
    # "[Judgment] Banish a <filter>" (FOW-COST-BANISH-R): resonators named by the payment's ``banish``.
    banish: BanishCost | None = None
    # The ruler's other [Judgment] sections (FOW-JUDG-CHOICE-R): its player does one of them.
    alternatives: Annotated[list[JudgmentChoice], msgspec.Meta(max_length=3)] = []
    # "[Judgment] <will>, discard <filter>" (FOW-COST-DISCARD-R): cards of its player's hand named by the
    # payment's ``discard``, beside the will.
    discard: BanishCost | None = None
    # fow-p-cost: FOW-JUDG-X-R: a cost with X (``cost.x``) -- X chosen as the Judgment is done (at least
    # ``x_min``: "You cannot choose to pay {0}"), paid only with will of ``x_will`` ("Spend only {M} will on X").
    x_min: Annotated[int, msgspec.Meta(ge=0, le=1)] = 0
    x_will: SpecifiedWill | None = None


class TriggerSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """``[Trigger] (Cost): effect`` or ``[Trigger] (Condition): effect`` -- both played with the timing of
    an activate ability (CR 1113.2a-b).  The automatic "when ..." form (CR 1113.2c) is not supported.
    ``when``: an old card's "[Trigger] (If / While) <state>: effect" (FOW-KW-TRIGGER-IF-R, CR 1413.2b, 1413.4,
    1413.4a): played with activate timing, without a [Trigger] cost, only while the state holds."""

    cost: Cost | None = None
    condition: Condition | None = None
    when: AsLongAs | None = None
    # FOW-TRIGGER-IF-AND-R: "[Trigger] <state>, and <state>: effect" -- with ``when``, these hold too.
    also: Annotated[list[AsLongAs], msgspec.Meta(max_length=4)] = []
    # fow-s-event: FOW-TRIGGER-EVENT-R: a condition of an event (CR 1113.2c, 1413.2a): the card in its player's standby
    # area triggers as it happens -- "opponent_attacks": a J/resonator their opponent controls attacks; "attacked": an
    # attack is declared on a J/resonator they control; "end_dealt": at the end of a turn they were dealt damage in.
    # Alone: no cost, no state.
    event: Literal["opponent_attacks", "attacked", "end_dealt"] | None = None


class Awakening(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """``[Awakening] cost``: an optional additional cost; paying it makes the card awakened (CR 1110)."""

    cost: Cost
    # FOW-AWAKENING-COUNTERS-R: "[Awakening] Remove N <name> counters from your J/ruler" (``cost`` empty).
    counters: CounterCost | None = None
    # FOW-COST-GEM-R: "[Awakening] Banish N (<attribute>) gem(s)" (``cost`` empty).
    gems: GemCost | None = None
    # fow-ao-saga: FOW-AWAKENING-REST-R: "[Awakening] Rest a recovered (<attribute>) J/ruler you control" -- its
    # player's ruler in its ruler area or J-ruler in the field, of one of ``j_ruler_attributes`` when named -- or
    # "[Awakening] Rest a recovered card named "<name>" you control" (``rest``: the payment's ``rest`` names it).
    rest_j_ruler: bool = False
    j_ruler_attributes: list[Attribute] = []
    rest: BanishCost | None = None


class BanishCost(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Cards of its player a cost banishes, rests or discards: "As an additional cost to play this card,
    banish a resonator (a <Race>)" (FOW-EXTRA-BANISH-R), "banish N <filter>" (FOW-COST-BANISH-R), "rest N
    recovered <filter> you control" (FOW-COST-REST-R): ``count`` different resonators its player controls,
    of one of ``attributes`` / ``races`` when named, not the card whose cost it is when ``other``; with
    ``j_rulers`` (a bare race rested) a J-ruler of the race too.  "Discard N <filter>" (FOW-COST-DISCARD-R):
    ``count`` cards of its player's hand, of ``kinds`` / ``attributes`` / ``races`` / ``names`` when named."""

    races: list[ShortText] = []
    attributes: list[Attribute] = []
    count: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1
    other: bool = False
    j_rulers: bool = False
    # A discarded card (FOW-COST-DISCARD-R): of one of these types (any when none), of one of these names.
    kinds: list[Literal["resonator", "chant", "addition", "regalia"]] = []
    names: list[ShortText] = []
    # fow-s-grimm-b: FOW-COST-DISCARD-NAME-HAS-R -- "discard a card with "<words>" in its name": a hand card whose name has
    # those words (as FOW-SEARCH-NAME-HAS-R reads them).
    name_has: ShortText | None = None
    # fow-t-draw: FOW-COST-DISCARD-INHERITANCE-R -- "discard a card with [Inheritance]": a hand card with an [Inheritance]
    # ability (an activate ability read by FOW-INHERITANCE-R).
    keyword: Literal["inheritance"] | None = None
    # "... other than "<name>"" (FOW-COST-REST-R, FOW-COST-BANISH-R): none of these names.
    not_names: list[ShortText] = []
    # "banish a card" (FOW-COST-BANISH-CARD-R): any card its player controls in the field, of any type (a
    # J-ruler never: CR 1011.1), the card whose cost it is included unless ``other``.
    any_card: bool = False
    # fow-hero3: FOW-COST-REST-STONES-R -- "rest N recovered magic stones you control": magic stones of its field;
    # fow-n-cost: FOW-COST-BANISH-STONE-R -- "banish a magic stone" likewise.
    stones: bool = False
    # fow-n-cost: FOW-EXTRA-BANISH-TOKEN-R -- "banish a resonator token": a token resonator only.
    token: bool = False
    # fow-u-removal: FOW-COST-NON-TOKEN-R -- "banish a non-token resonator": no token.
    not_token: bool = False
    # fow-p-cost: FOW-COST-RACE-ANY-R -- a bare "<Race>" (FOW-PLAY-LESS-BY-R, FOW-INSTEAD-CARDS-R): a card of any type of
    # the race or trait in its player's field (a J-ruler only when rested) or, rested, its ruler in the ruler area.
    race_any: bool = False
    # fow-n-cost: FOW-COST-REMOVE-FIELD-R -- "remove N <filter> resonator(s) you control from the game" (an activate
    # ability's cost): the cards go to their owners' removed areas instead of their graveyards.
    removed: bool = False
    # fow-r-cost: FOW-BANISH-NOT-OWNED-R -- "banish an entity you control but not own": a card of its player's field that
    # another player owns.
    not_owned: bool = False
    # fow-r-cost: FOW-REST-NAMED-EACH-R -- "rest a recovered "A" you control and a recovered "B" you control": one card of
    # each of ``names`` (``count`` of them).
    each_name: bool = False


class GainedText(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """The text under a [Revolution] or [Force Resonance] <name> header (FOW-KW-REVOLUTION-R,
    FOW-KW-FORCE-RESONANCE-R): abilities and keywords the card gains only while it is ordered / while its
    controller controls [Force Command] <name>.  Nothing the vocabulary holds orders a card or has
    [Force Command], so the engine never applies them; they are kept so the whole card is read."""

    name: ShortText = ""
    abilities: list[AnyAbility] = []
    keywords: list[Keyword] = []
    # fow-y-cant: FOW-FORCE-RESONANCE-NO-CHASE-R -- a chant's gained "Players cannot chase to this card" (FOW-NO-CHASE-R
    # while the text would apply; kept, never applied, as the rest of the block).
    no_chase: bool = False


class DeckRules(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """A starting ruler's printed deck-construction restrictions (the Duel rulers), checked by deck
    validation (CR 404.1a, 404.1b); a ruler in the sideboard imposes none.

    ``without``: "You cannot have cards with [Villains] in your deck or (a) magic stone deck"
    (FOW-DECK-RULER-KEYWORD-R); ``only_attribute``: "You cannot have non-darkness cards in your deck"
    (FOW-DECK-RULER-ATTRIBUTE-R); ``singleton``: "You may not have more than one copy of any card in your
    deck" (FOW-DECK-RULER-SINGLETON-R); ``min_main``: "You have no maximum deck size, but must have at least
    N cards in your deck" (FOW-DECK-RULER-SIZE-R); ``life_per_card``: "If you would set your starting life,
    set it to X00 life instead, where X is the total number of cards in your deck, up to a maximum of N"
    (FOW-DECK-RULER-LIFE-R, the maximum kept)."""

    without: Annotated[list[Literal["tales", "villains"]], msgspec.Meta(max_length=2)] = []
    only_attribute: Attribute | None = None
    # fow-hero3: FOW-DECK-RULER-ATTRIBUTES-R -- "You may have only <A> and/or <B> cards in your deck with no attributes
    # other than <A> or <B>": each main deck card has one of them or both, and no other attribute.
    only_attributes: Annotated[list[Attribute], msgspec.Meta(max_length=2)] = []
    singleton: bool = False
    min_main: Annotated[int, msgspec.Meta(ge=40, le=200)] | None = None
    life_per_card: Annotated[int, msgspec.Meta(ge=1, le=200)] | None = None


class Partner(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """"[Partner] N (Subtype)" of a ruler (FOW-KW-PARTNER-R, CR 1155.2): it may start the game with up to
    N <Subtype> rulers with «Bond».  A deck holds one starting ruler, so the permission is never used."""

    count: Annotated[int, msgspec.Meta(ge=1, le=9)]
    subtype: ShortText


class Tag(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """"[Tag] (<Race>)" / "[Tag] "<name>" (or "<name>")" of a ruler (FOW-KW-TAG-R): it may start the game
    together with another ruler -- one with [Tag] of that race, or one so named.  A deck holds one starting
    ruler, so the permission is never used."""

    race: ShortText | None = None
    names: list[ShortText] = []


class Sides(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    front: CardId
    back: CardId


class CardDef(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True, kw_only=True):
    """One card of a card set (RULINGS §2(c)); the engine's instances name it by ``id``."""

    id: CardId
    name: ShortText
    types: Annotated[list[CardType], msgspec.Meta(min_length=1, max_length=1)]
    # "true": a special magic stone of the general type True (FOW-TRUE-STONE-R, CR 202.3b).
    # "addable" (FOW-ADDABLE-ADDITION-R, CR 1405.5a): an old plain Addition that targets as it is played.
    # "stranger": a stranger resonator, "Resonator (Stranger)" (FOW-STRANGER-CARD-R, CR 1305.1).
    subtypes: list[Literal["basic", "special", "true", "field", "j_resonator", "addable", "stranger"]] = []
    races: list[ShortText] = []
    attributes: list[Attribute] = []
    cost: Cost | None = None
    atk: NonNegHundreds | None = None
    def_: NonNegHundreds | None = msgspec.field(default=None, name="def")
    keywords: list[PrintedKeyword] = []
    judgment: Judgment | None = None
    play_less: PlayLess | None = None
    # fow-w-costs: FOW-PLAY-LESS-TWO-R -- a second "(You may) pay <cost> less to play this card if <condition>" of its own
    # (``less``, ``when``, ``optional`` only), applied besides ``play_less`` while its condition holds.
    play_less_also: PlayLess | None = None
    # fow-faces: FOW-JUDG-LESS-FIELD-R: "You may pay <cost> less to do judgment" of a card in its controller's field.
    judgment_less: Cost | None = None
    sides: Sides | None = None
    # fow-y-alt: FOW-ALT-CARD-R -- an alternative card (CR 1307): this card is its resonator, addition or regalia half
    # and ``chant_half`` names the card of its chant half (no card of a deck of its own; either half played, CR 1307.3).
    chant_half: CardId | None = None
    abilities: list[AnyAbility] = []
    targets: list[TargetSpec] = []
    effects: list[AnyEffect] = []
    modes: list[Mode] = []
    # FOW-CHOOSE-AT-RANDOM-R: "Choose one at random" -- the mode is picked by the game's seeded
    # generator as the card is played, never by its player.
    random_mode: bool = False
    trigger: TriggerSpec | None = None
    # fow-r-standby: FOW-KW-STEALTH-R -- "[Stealth] <state>" of a resonator (CR 1114.2, 1413.1a, 1413.2b): from its owner's
    # standby area, not in the turn it was set there, played without paying its cost with the timing of an activate
    # ability while the state (``when``, and ``also``) holds.
    stealth: TriggerSpec | None = None
    awakening: Awakening | None = None
    # fow-m-cost: FOW-AWAKENING-WHICH-R: the second and later [Awakening] abilities (printed order) of a card with
    # several, each a will cost without X; its text's conditions are "awakened_<n>" (the first's "awakened_1").
    awakenings: Annotated[list[Awakening], msgspec.Meta(max_length=3)] = []
    incarnation: list[Attribute] | None = None
    # FOW-KW-MASTERY-R: "[Mastery] "Name"" / "[Mastery] (Race)" -- rest one recovered card you control of
    # one of these ``names`` (``races``) rather than pay the card's cost (CR 1154.2-1154.3).
    mastery: BanishCost | None = None
    # FOW-KW-SOLARISATION-R: "[Solarisation] (N)" -- as it is played, N non-magic stone cards of the removed area
    # sharing an attribute with it may go to the bottom of the deck; then it costs {N} less (CR 1162.2).
    solarisation: Annotated[int, msgspec.Meta(ge=1, le=9)] | None = None
    # FOW-PLAY-ONLY-IF-R: "Play this card only if <condition>" -- played only while the condition holds.
    play_when: AsLongAs | None = None
    # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R -- a chant's "[Seal] (N) - <text>" / "[Null] - <text>" changing its effect text
    # (CR 1128.2, 1134.2): this condition is checked once as the card is played (the card itself already out of its
    # player's hand); the chant is played with that text (effects of condition "played_with") only if it held.
    played_with: AsLongAs | None = None
    # FOW-KW-CONVOKE-R: "[Convoke] <cost>" of a J/ruler, kept and never playable (two players, CR 715.1).
    convoke: Cost | None = None
    # FOW-MOBILIZE-R: "[Mobilize] <cost>" of a resonator: it attacks or blocks only if its controller pays it.
    mobilize: Cost | None = None
    # FOW-EXTRA-BANISH-R: a resonator banished as an additional cost of playing the card.
    extra_banish: BanishCost | None = None
    # FOW-COST-REST-R: "As an additional cost to play this card, rest N recovered <filter> you control".
    extra_rest: BanishCost | None = None
    # fow-n-cost: FOW-EXTRA-GEMS-R: "As an additional cost to play this card, banish N (<attribute>) gem(s)".
    extra_gems: GemCost | None = None
    # FOW-J-RULER-COUNTER-R: "As an additional cost to play this card, remove N <name> counters from
    # your J/ruler" (``from_j_ruler``).
    extra_counters: CounterCost | None = None
    # "[Divinity] N" of a J/ruler (FOW-KW-DIVINITY-R, CR 1136): lets its player play runes from the rune area;
    # of a rune card, its divinity (CR 210.2, 711.2: what playing it from the rune area uses up).
    divinity: Annotated[int, msgspec.Meta(ge=0, le=99)] | None = None
    # "[Stranger] N" of a ruler (FOW-DECK-STRANGER-R, CR 1142.2): its player may begin with a stranger deck of N cards.
    stranger: Annotated[int, msgspec.Meta(ge=1, le=10)] | None = None
    # FOW-RUNE-DECK-R: a chant card of the card type rune too ("master": of the general type Master, CR
    # 202.3d); it may be in a rune deck and is played from the rune area (FOW-RUNE-PLAY-R).  A card of the
    # type "rune" alone (FOW-RUNE-CARD-R) has it too.
    rune: Literal["rune", "master"] | None = None
    # FOW-RUNE-AREA-COST-R: its cost raised or lowered when it is played from a rune area.
    rune_area_cost: RuneAreaCost | None = None
    # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R -- "You may play this card from your removed area (graveyard)".
    play_from: PlayFrom | None = None
    # fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R -- "Your opponent cannot play spells with total cost N or less": while this
    # card is in its controller's field with its abilities, their opponent plays no card of total cost N or less.
    opponent_spells_max: Annotated[int, msgspec.Meta(ge=0, le=20)] | None = None
    # fow-r-zoneplay: FOW-ZONE-COST-R -- its cost raised or lowered when it is played from its owner's removed area
    # (a graveyard).
    zone_cost: ZoneCost | None = None
    # fow-plain-runes: FOW-RUNES-QUICKCAST-R -- a J-ruler granting [Quickcast] to the runes of its player's rune area.
    runes_quickcast: bool = False
    # lead-p: FOW-HAND-QUICKCAST-R -- "<cards> in your hand gain [Quickcast]": while this card is in its controller's
    # field with its abilities (a ruler: in its ruler area), the cards of their hand of this filter have [Quickcast].
    hand_quickcast: SearchFilter | None = None
    # Text gained while ordered / while [Force Command] <name> is controlled: never applied (GainedText).
    revolution: GainedText | None = None
    force_resonance: GainedText | None = None
    # FOW-ENERGIZE-PRINTED-R: a ruler's printed "[Energize] {W}{B}" / "[Energize] {1}" naming other will
    # than its attributes: the will coin produces one of these (CR 1119.3a-1, 1119.3a-2).
    energize: list[WillKind] = []
    # FOW-KW-PARTNER-R: "[Partner] N (Subtype)" of a ruler, kept and never used.
    partner: Partner | None = None
    # FOW-KW-TAG-R: "[Tag] ..." of a ruler, kept on the card; a deck of one starting ruler does not use it.
    tag: Tag | None = None
    # FOW-DECK-RULER-*-R: a starting ruler's printed deck restrictions (DeckRules).
    deck_rules: DeckRules | None = None
    # FOW-DECK-COPIES-R: "You may have any number of copies (up to N copies) of this card in your deck".
    copies: Annotated[int, msgspec.Meta(ge=5, le=60)] | Literal["any"] | None = None
    # FOW-OFF-HAND-LESS-R: "(You may) pay {N} less to play cards not from your hand".
    off_hand_less: OffHandLess | None = None
    # FOW-LORD-LESS-R: "(You may) pay {N} less to play <Race> resonators (spells)".
    others_less: OffHandLess | None = None
    # fow-wide6: FOW-ATTRIBUTE-COST-WITH-R: "You may pay the attribute cost of <Race> resonators with <will>".
    attribute_cost_with: AttributeCostWith | None = None
    # fow-n-rulers: FOW-AWAKENING-LESS-R: "(You may) pay {N} less for the [Awakening] costs of spells you control"
    # (``free`` and ``optional`` only).
    awakening_less: OffHandLess | None = None
    # fow-wide6: FOW-JUDG-COST-CHANGE-R: "(You may) pay {N} less to play [Judgment] abilities" / "Your opponent
    # pays {N} more to play [Judgment] abilities".
    judgment_change: JudgmentChange | None = None
    # fow-m-cost: FOW-CHANTS-MORE-R: "Your opponent pays / Players pay {N} more to play (non-<Race>) chants".
    chants_more: ChantsMore | None = None
    # fow-w-costs: FOW-BANISH-INSTEAD-OF-R: "You may banish this card rather than pay the cost of a water [Spell:Chant-Instant]".
    banish_instead_of: BanishInsteadOf | None = None
    # fow-r-cost: FOW-PLAY-MORE-PER-R: "You pay {N} more to play this card for each <count>".
    play_more: PlayMore | None = None
    # fow-r-cost: FOW-PLAY-COUNTERS-R: "As an additional cost to play this card, remove N <name> counters from an entity
    # you control" -- named by the play's payment counters.
    extra_counters_from: CountersFrom | None = None
    # fow-wide6: FOW-SELF-GRAVEYARD-INSTEAD-R: "If this card would be put into a graveyard from the field, put
    # it on the bottom of its owner's deck (remove it from the game) instead".
    graveyard_instead: Literal["deck_bottom", "removed"] | None = None
    # fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R: "If this card would be put into your graveyard from your deck, put it
    # into the field instead" (of a resonator).
    deck_graveyard_field: bool = False
    # fow-wide6: FOW-DAMAGED-REMOVED-INSTEAD-R: "If a resonator dealt damage by this card this turn would be put
    # into a graveyard, remove it from the game instead".
    damaged_removed: bool = False
    # fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R: an addition's "If a resonator dealt damage by the added J/resonator this
    # turn would be put into a graveyard, remove that resonator from the game instead and you gain life equal to its DEF".
    added_damaged_removed_life: bool = False
    # fow-wide6: FOW-NO-PREVENTION-R: "Damage cannot be prevented" while it is in the field.
    no_prevention: bool = False
    # FOW-STANDBY-COST-R (fow-grimm-e): "You pay {N} to put cards into your chant-standby area rather than pay {2}".
    standby_cost: Annotated[int, msgspec.Meta(ge=0, le=9)] | None = None
    stone_produces: list[WillKind] = []
    # FOW-WILL-SEVERAL-R: the further wills one use of the stone's will ability makes ("{B} and {U}").
    stone_more: Annotated[list[Annotated[list[WillKind], msgspec.Meta(min_length=1)]], msgspec.Meta(max_length=4)] = []
    # "... Play this ability only if <condition>" of a magic stone's will ability (FOW-WILL-ONLY-IF-R).
    stone_when: AsLongAs | None = None
    # FOW-WILL-SHARED-R: "Produce one will of any attribute shared with your J/ruler": of ``stone_produces``
    # only the attributes its controller's J/ruler has now.
    stone_shared: bool = False
    # The "<attribute> Magic Stone" types of a magic stone (CR 1415.4, 904.2f; FOW-STONE-TYPE-R).
    stone_types: list[Attribute] = []
    enters_rested: bool = False
    # FOW-ENTERS-COUNTERS-R: "This card enters the field with N <name> ([+A/+B]) counters on it (for each <X>)".
    enters_counters: EntersCounters | None = None
    # fow-u-counters: FOW-KW-MANA-R: "[Mana] N" of a ruler -- the counters it starts the game with (CR 1122.2a, 405.6).
    start_counters: EntersCounters | None = None
    # FOW-ENTERS-RESTED-R: "If <condition>, this card enters your field (magic stone area) rested".
    enters_rested_if: AsLongAs | None = None
    # FOW-UNCANCELLABLE-R: "This card cannot be cancelled": a cancel of it as a spell does nothing.
    uncancellable: bool = False
    # lead-p: FOW-UNCANCELLABLE-IF-R: "This card cannot be cancelled if <condition>": only while the condition holds
    # for its controller as the cancel resolves.
    uncancellable_if: AsLongAs | None = None
    # FOW-AS-IT-RESOLVES-R: where a chant goes instead of its owner's graveyard as it finishes resolving
    # ("Shuffle this card into its owner's deck as it resolves", CR 903.3b).
    resolves_to: Literal["hand", "deck_bottom", "deck_shuffled", "removed", "deck_top"] | None = None  # fow-wide6: "deck_top" (FOW-THEN-TOP-OF-DECK-R)
    # fow-s-deal: FOW-AS-IT-RESOLVES-AWAKENED-R -- "If this card was awakened, put it into its owner's hand as it resolves":
    # ``resolves_to`` only when the card was played paying its [Awakening] cost.
    resolves_awakened: bool = False
    # FOW-NO-CHASE-R: "Players cannot chase to this card": while this spell is the last object on the
    # chase, no player plays a spell or an ability; fow-s-keyword: FOW-AWAKENED-NO-CHASE-R -- "awakened": only while it was
    # played awakened ("[Awakening] <cost>: Players cannot chase (to) this card").
    no_chase: bool | Literal["awakened"] = False
    # FOW-KW-BARRIER-ATTR-R: "[Barrier] {B}" -- not a target of the opponent's spells or abilities of
    # these attributes (CR 1120.3).
    barrier_attributes: list[Attribute] = []
    # FOW-KW-BARRIER-KIND-R: "[Barrier] (Chant)" / "[Barrier] (Resonator)" -- not a target of the opponent's
    # spells of that card type, or abilities whose source is one (by analogy with CR 1120.3).
    # FOW-KW-BARRIER-RUNE-R: "rune" -- no rune is played here (no rune deck), so it bars nothing more.
    barrier_types: list[Literal["chant", "resonator", "rune"]] = []
    # FOW-KW-BARRIER-COST-R: "[Barrier] (Total cost N or less)" -- not a target of the opponent's spells, or
    # abilities whose source has, a total cost of N or less (by analogy with CR 1120.3).
    barrier_max_cost: Annotated[int, msgspec.Meta(ge=0, le=20)] | None = None
    # FOW-ALSO-NAMED-R: "This card has "<name>" in addition to its other names" -- a base ability (CR 904.2a),
    # applied in every zone and in deck construction (CR 904.3): the card has these names besides ``name``.
    also_named: Annotated[list[ShortText], msgspec.Meta(max_length=4)] = []
    text: Text = ""
    rarity: ShortText = ""
    set: ShortText = ""
    provenance: ShortText = "custom"
    unsupported: list[Text] = []

    @property
    def type(self) -> str:
        return self.types[0]

    @property
    def names(self) -> tuple[str, ...]:
        """FOW-ALSO-NAMED-R: every name the card has -- its name, then those it has in addition (CR 203, 904.2a)."""
        return (self.name, *self.also_named) if self.also_named else (self.name,)

    def has_name(self, name: str) -> bool:
        """FOW-ALSO-NAMED-R: whether the card has the name ``name`` (CR 203.4: the exact name), its own or one it
        has in addition to its other names."""
        return name == self.name or name in self.also_named

    def has_name_containing(self, words: Iterable[str]) -> bool:
        """fow-r-modal: FOW-COND-JRULER-NAME-HAS-R: whether one of the card's names contains one of ``words``."""
        return any(w in name for w in words for name in (self.name, *self.also_named))

    def has_any_name(self, names: Iterable[str]) -> bool:
        """FOW-ALSO-NAMED-R: whether the card has one of ``names`` -- "named A or B", "shares a name with"."""
        return any(self.has_name(name) for name in names)
