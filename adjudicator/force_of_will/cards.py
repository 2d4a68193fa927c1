"""Force of Will card sets: the reference test pool, the reference decks, and the checks a card set passes.

A card set is a list of :class:`~.vocabulary.CardDef` records (RULINGS §2(c)).  ``catalogue_card_set``
refuses a set whose records could not be played: dangling target references, rulers without a J-ruler
side, stones that produce nothing, additions without their kind.  The reference pool
(``data/reference_cards.json``) is invented and marked so; a client may pass its own set (for example one
produced by :mod:`.importer`) in ``options.card_set``, inline or by the digest of a set validated before.
"""

from __future__ import annotations

import functools
import importlib.resources
import weakref
from typing import TYPE_CHECKING, Annotated, Any

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
from .vocabulary import (
    ADDED_DAMAGES,
    CHASE_KINDS,
    RULER_AREA_TRIGGERS,
    RULER_STEP_TRIGGERS,
    Activate,
    AnyEffect,
    AsLongAs,
    AtEnd,
    AtkDamage,
    Automatic,
    BanishChosen,
    BanishSelf,
    Cancel,
    CardDef,
    CardId,
    Continuous,
    Cost,
    Damage,
    Destroy,
    DiscardCards,
    Draw,
    EachFilter,
    ForbidSpells,
    FromGraveyard,
    GainControl,
    GainGems,
    GainLife,
    Mill,
    Modify,
    NoRecover,
    PerCount,
    Prevent,
    PreventGroup,
    ProduceEffect,
    PutCounters,
    PutTokens,
    Recover,
    RemoveCounters,
    RemoveFromGame,
    RemoveGraveyard,
    Rest,
    ReturnRemoved,
    ReturnToHand,
    RevealHand,
    Search,
    SearchFilter,
    ShortText,
    ShuffleGraveyard,
    SpendOnly,
    TargetSpec,
    Text,
    WillAbility,
    as_long_as_form_problem,
    ruler_step_effect,
)

if TYPE_CHECKING:
    from .state import Options


class CardSet(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, weakref=True):
    id: CardId
    name: ShortText = ""
    official: bool = False
    note: Text = ""
    cards: Annotated[list[CardDef], msgspec.Meta(min_length=1, max_length=10_000)]


class BothTypes(str):
    """fow-y-alt: FOW-ALT-COMBINED-R (CR 1307.5c): the card type of an alternative card outside the chase and the field
    -- each type of either half: it compares equal to both (its text and hash are its first half's)."""

    other: str

    def __new__(cls, first: str, other: str) -> BothTypes:
        made = super().__new__(cls, first)
        made.other = other
        return made

    def __eq__(self, value: object) -> bool:
        return str.__eq__(self, value) or value == self.other

    def __ne__(self, value: object) -> bool:
        return not self.__eq__(value)

    __hash__ = str.__hash__


class AlternativeWhole(CardDef, frozen=True):
    """fow-y-alt: FOW-ALT-COMBINED-R: the definition of an alternative card outside the chase and the field: its
    ``type`` is each type of either half (:class:`BothTypes`, the other half always a chant, FOW-ALT-CARD-R); encoded
    as any card definition (its printed ``types`` those of its first half)."""

    @property
    def type(self) -> str:
        return BothTypes(self.types[0], "chant")


class Catalogue:
    """A checked card set, indexed for the engine."""

    def __init__(self, card_set: CardSet) -> None:
        self.card_set = card_set
        self.id = card_set.id
        # The card set's canonical JSON, when this catalogue was found by it (``custom_catalogue``): a state
        # carrying the set inline is encoded with it (``ForceOfWill.encode_state``), not encoding the set again.
        self.canonical: bytes | None = None
        self.defs: dict[str, CardDef] = {card.id: card for card in card_set.cards}
        # FOW-TOKEN-R: the tokens the cards of the set put into the field, by their own ids (never in
        # ``defs``: no deck holds one).
        self.tokens: dict[str, CardDef] = {token.id: token for card in card_set.cards for _, token in token_defs(card)}
        self._instance_defs: dict[str, CardDef] = {}
        self._static: dict[str, bool] = {}
        self._stripped: dict[str, CardDef] = {}
        self._whole: dict[str, CardDef] = {}  # fow-y-alt: FOW-ALT-COMBINED-R, per alternative card
        # fow-y-alt: FOW-ALT-CARD-R: the chant halves of the set's alternative cards (no card of a deck of their own).
        self.chant_halves: frozenset[str] = frozenset(card.chant_half for card in card_set.cards if card.chant_half is not None)
        self._declarable: dict[str, list[str]] = {}
        self._restrictions: tuple[SpendOnly, ...] | None = None
        # Per registered deck, the zones its instances may be in (filled by the consistency check).
        self.deck_facts: dict[Any, Any] = {}
        # Reference decks (by name) validated against this card set (filled by decks.deck_or_error).
        self.reference_deck_lists: dict[str, Any] = {}
        # Cards whose continuous abilities change other cards (computed once: most cards have none).  An
        # instance names its front side, so a ruler counts when its J-ruler side has some (in the field).
        with_static = {card.id for card in card_set.cards if any(isinstance(a, Continuous) for a in card.abilities)}
        self.static_sources: frozenset[str] = frozenset(
            with_static | {card.id for card in card_set.cards if card.sides is not None and card.sides.back in with_static}
        )
        # Whether any card of this set says something cannot be targeted (FOW-UNTARGETABLE-R): most sets
        # have none, and target checks then skip the scan of continuous abilities.
        self.flags: frozenset[str] = frozenset(
            flag
            for card in card_set.cards
            for a in card.abilities
            if isinstance(a, Continuous)
            for flag in ("untargetable", "unattackable", "unblockable", "unreturnable", "unblockable_by", "untargetable_by", "cannot_attack", "cannot_block", "cannot_attack_opponent", "cannot_attack_resonators", "attack_unrested", "block_unrested", "damage_plus", "damage_double", "damage_counters", "prevented_then", "prevent_damage", "prevent_to_you", "redirect", "prevent_battle", "no_life_gain", "opponent_no_life_gain", "opponent_entities_unrecoverable", "opponent_recover_phase_only", "activate_resonators_unless", "no_recover_activate_stones", "no_stone_call", "force_dice_plus", "graveyard_kept", "you_barrier", "must_be_blocked", "must_be_attacked", "must_be_chosen", "grants_will", "also_stone_types", "grants", "block_flying", "block_rested", "max_attacks", "race_change", "barrier_kinds", "you_passion", "you_calmness")
            if getattr(a, flag)
        ) | frozenset(flag for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) for flag in effect.flags) | frozenset(
            "unblockable_by" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.unblockable_by is not None
        )
        # FOW-REPLACEMENT-ORDER-R: whether a card of this set replaces its own move to a graveyard, and whether one
        # replaces the move of a resonator it dealt damage to (a game holding both is refused).
        self.flags |= frozenset(name for name in ("graveyard_instead", "damaged_removed") if any(getattr(card, name) for card in card_set.cards))
        # fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R: an addition's replacement of the same kind.
        self.flags |= frozenset("added_damaged_removed_life" for card in card_set.cards if card.added_damaged_removed_life)
        # fow-v-grant: FOW-GAINS-QUOTED-TURN-R: whether a one-time effect of a card of this set grants it a quoted text.
        self.flags |= frozenset("gained" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.gained is not None)
        # fow-w-grant: FOW-GROUP-GAINS-QUOTED-R, FOW-GRANTED-WILL-GROUP-R: whether a continuous ability of a card of this set grants
        # J/resonators a quoted ability (a will ability) of their own.
        self.flags |= frozenset("granted_group" for card in card_set.cards for a in card.abilities if isinstance(a, Continuous) and (a.granted or (a.grants_will and a.scope != "your_magic_stones")))
        # fow-w-grant: FOW-GRANTS-WILL-TURN-R: whether a one-time effect of a card of this set grants a will ability.
        self.flags |= frozenset("granted_will" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.granted_will)
        # fow-s-deal: FOW-REMOVED-INSTEAD-TURN-R: a one-time effect removing a card from the game instead of its move to a
        # graveyard this turn is a replacement of FOW-DAMAGED-REMOVED-INSTEAD-R's kind for FOW-REPLACEMENT-ORDER-R.
        self.flags |= frozenset("damaged_removed" for card in card_set.cards if removes_instead(card))
        # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R: whether a card of this set redirects the next damage one of its cards deals.
        self.flags |= frozenset("next_damage_to_you" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.next_damage_to_you)
        # FOW-CHOOSE-ATTRIBUTE-R: whether a card of this set changes a card's attribute for a while.
        self.flags |= frozenset("attributes" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.chosen_attribute)
        # FOW-PRINTED-ATK-R: whether a card of this set changes a printed ATK for a while.
        self.flags |= frozenset("printed_atk" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.printed_atk is not None)
        # fow-n-static: FOW-BECOMES-STATS-R: whether a card of this set sets a card's ATK and DEF for a while.
        # fow-s-grimm-a: FOW-SWAP-STATS-R reads the changes in timestamp order as FOW-BECOMES-STATS-R does.
        self.flags |= frozenset("becomes" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and (effect.becomes is not None or effect.swap or effect.atk_to_def or effect.becomes_race is not None or effect.becomes_chosen_race))
        # FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e): whether a card of this set makes a card deal more damage for a while.
        self.flags |= frozenset("damage_plus" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.damage_plus)
        # fow-p-static: FOW-DAMAGE-DOUBLE-TURN-R: whether a card of this set makes a card deal double damage for a while.
        self.flags |= frozenset("damage_double" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.damage_double)
        # fow-t-replace: FOW-DEALT-DOUBLE-TURN-R: whether a card of this set doubles the damage dealt to a card for a while.
        self.flags |= frozenset("dealt_double" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.dealt_double)
        # FOW-GAIN-CHOSEN-RACE-R: whether a card of this set gives cards a race for a while.
        self.flags |= frozenset("races" for card in card_set.cards for effect in _all_effects(card) if isinstance(effect, Modify) and effect.chosen_race)
        # FOW-NO-RECOVER-CONT-R: whether a card of this set keeps a card rested in its recovery phase.
        self.flags |= frozenset("no_recovery_phase" for card in card_set.cards for a in card.abilities if isinstance(a, Continuous) and a.no_recovery_phase)
        # fow-mythic -- FOW-KW-MYTHIC-R: whether a card of this set gives «Mythic» to a J/resonator for a while or
        # by a continuous ability ("mythic_granted"), and whether one can be in the field with it ("mythic": a
        # ruler's own side never is; the rule process looks only then).
        self.flags |= frozenset(
            flag
            for card in card_set.cards
            if any(isinstance(a, Continuous) and "mythic" in a.keywords for a in card.abilities)
            or any(isinstance(effect, Modify) and "mythic" in effect.keywords for effect in _all_effects(card))
            for flag in ("mythic", "mythic_granted")
        )
        self.flags |= frozenset("mythic" for card in card_set.cards if "mythic" in card.keywords and card.type != "ruler")
        # FOW-GAIN-CONTROL-R: whether a card of this set changes control (a card may then be in the field of a
        # player who is not its owner, and an ability controlled by a player who does not own its card).
        # fow-p-zones: FOW-GRAVEYARD-ANY-YOUR-FIELD-R: so does a card put from another player's graveyard into yours.
        self.changes_control = any(
            isinstance(effect, GainControl | ReturnRemoved) or (isinstance(effect, FromGraveyard) and effect.yours) for card in card_set.cards for effect in _all_effects(card)
        )
        # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R, FOW-PUT-BY-THIS-CARD-R: whether a card of this set asks which cards a
        # card removed from the game (put into the field).
        self.remembers_moved_by = any(
            isinstance(effect, ReturnRemoved) or (isinstance(effect, BanishSelf) and effect.put) for card in card_set.cards for effect in _all_effects(card)
        ) or any(b'"removed_by_self":true' in msgspec.json.encode(card) for card in card_set.cards)  # a target's or a search's
        # FOW-ENTERED-THIS-TURN-R: whether a card of this set counts the cards put into the field this turn
        # (the turn remembers them only then).
        self.remembers_entered = any(b'"zone":"entered"' in msgspec.json.encode(card) for card in card_set.cards)
        # FOW-DAMAGE-DEALT-X-R: whether a card asks the damage a card dealt this turn.
        # fow-s-event: FOW-TARGET-DEALT-DAMAGE-R: whether any damage a card dealt this turn.
        self.remembers_dealt = any(b'"dealt":true' in (encoded := msgspec.json.encode(card)) or b'"dealt_damage":true' in encoded for card in card_set.cards)
        # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e): likewise whether a card asks the damage dealt to a player this turn.
        # fow-q-static: FOW-COND-DAMAGE-TAKEN-R reads the same record.
        # fow-s-event: FOW-TRIGGER-EVENT-R: "at the end of a turn you're dealt damage" asks it too.
        self.remembers_taken = any(
            b'"taken":true' in (encoded := msgspec.json.encode(card)) or b'"damage_taken":' in encoded or b'"event":"end_dealt"' in encoded for card in card_set.cards
        )
        # fow-r-standby: FOW-COND-PLAYER-DEALT-R: likewise whether a card asks whose J/resonators dealt damage to a player.
        self.remembers_player_dealt = any(b'"player_dealt":' in msgspec.json.encode(card) for card in card_set.cards)
        # fow-s-keyword: FOW-KW-FALLEN-R: the God's Art abilities resolved this turn, when a card asks.
        self.remembers_gods_art = any(b'"gods_art_resolved":true' in msgspec.json.encode(card) for card in card_set.cards)
        # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R: the J-rulers destroyed this turn, when a card asks.
        self.remembers_cancelled = any(b'"cancelled_opponent_spell":true' in msgspec.json.encode(card) for card in card_set.cards)  # fow-y-cond
        self.remembers_returned = any(b'"resonator_returned":true' in msgspec.json.encode(card) for card in card_set.cards)  # fow-y-cond
        self.remembers_j_ruler_destroyed = any(b'"j_ruler_destroyed":' in msgspec.json.encode(card) for card in card_set.cards)
        # fow-m-cost: FOW-DRAWN-THIS-TURN-R: likewise whether a card asks how many cards a player drew this turn.
        self.remembers_drawn = any(b'"drawn":' in msgspec.json.encode(card) for card in card_set.cards)
        # FOW-PLAYED-THIS-TURN-R: likewise whether a card counts the cards played this turn.
        self.remembers_played = any(b'"zone":"played"' in (encoded := msgspec.json.encode(card)) or b'"nth":' in encoded for card in card_set.cards)
        # FOW-TARGET-LEFT-FIELD-R: a graveyard target "put into that zone from a field this turn" reads it too.
        self.remembers_to_graveyard = any(b'"zone":"to_graveyard"' in (encoded := msgspec.json.encode(card)) or b'"left_field":true' in encoded or b'"added_to_graveyard"' in encoded for card in card_set.cards)
        # FOW-ATTACKED-THIS-TURN-R: likewise whether a card asks which J/resonators attacked this turn.
        # fow-r-standby: FOW-TARGET-NOT-ATTACKED-R reads the same record.
        self.remembers_attacked = any(b'"zone":"attacked"' in (encoded := msgspec.json.encode(card)) or b'"not_attacked":true' in encoded for card in card_set.cards)
        # fow-r-trig: FOW-SELF-BATTLED-TURN-R: likewise whether a card asks whether it attacked or blocked this turn.
        self.remembers_battled = any(b'"battled_this_turn":true' in msgspec.json.encode(card) for card in card_set.cards)
        # FOW-PREVENT-FIRST-R: likewise whether a card prevents the first damage to something each turn.
        self.remembers_damaged = any(b'"first":true' in msgspec.json.encode(card) for card in card_set.cards)
        # fow-wide6: FOW-DAMAGED-REMOVED-INSTEAD-R: whether a card removes the resonators it dealt damage this turn.
        self.damaged_removed = any(card.damaged_removed or card.added_damaged_removed_life for card in card_set.cards)  # fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R
        # fow-wide6: FOW-NO-PREVENTION-R: whether a card of this set forbids preventing damage.
        self.no_prevention = any(card.no_prevention for card in card_set.cards)
        # fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R: whether a chant of the set asks if it was played from a graveyard.
        self.asks_from_graveyard = any(e.condition == "from_graveyard" for card in card_set.cards for e in [*card.effects, *(x for m in card.modes for x in m.effects)])
        # fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R: whether a card of the set bars its opponent's cheap spells.
        self.cheap_spells_barred = any(card.opponent_spells_max is not None for card in card_set.cards)
        # lead-p: FOW-HAND-QUICKCAST-R: whether a card of the set grants [Quickcast] to cards of a hand.
        self.hand_quickcast = any(card.hand_quickcast is not None for card in card_set.cards)
        # The automatic triggers some card of this set has (the scan for a rare trigger is skipped without it).
        self.triggers: frozenset[str] = frozenset(a.trigger for card in card_set.cards for a in card.abilities if isinstance(a, Automatic))
        # fow-s-event: FOW-TRIGGER-EVENT-R: whether a [Trigger] card (its hand too) or a [Stealth] card of the set (its standby
        # area only) is triggered by an event.
        self.hand_events: frozenset[str] = frozenset(card.trigger.event for card in card_set.cards if card.trigger is not None and card.trigger.event is not None)
        self.standby_events = self.hand_events | {card.stealth.event for card in card_set.cards if card.stealth is not None and card.stealth.event is not None}
        # fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R: whether a card has an automatic ability active in its graveyard.
        self.graveyard_triggers = any(isinstance(a, Automatic) and a.in_graveyard for card in card_set.cards for a in card.abilities)
        # The cards (fronts, as instances name them) with a continuous ability that lowers a DEF: only from
        # the field or a ruler area does one apply (Board.def_lowered).
        lowering = {card.id for card in card_set.cards if any(isinstance(a, Continuous) and a.def_ < 0 for a in card.abilities)}
        self.lowers_def_statically: frozenset[str] = frozenset(
            lowering | {card.id for card in card_set.cards if card.sides is not None and card.sides.back in lowering}
        )

    def declarable(self, kind: str) -> list[str]:
        """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: the card names (``name_card``), the races printed on the
        cards (``race``) or the God's Art names of their abilities (``gods_art``) of this set, sorted and each
        once (memoized)."""
        found = self._declarable.get(kind)
        if found is None:
            cards = self.card_set.cards
            if kind == "name_card":
                found = sorted({name for card in cards for name in card.names})
            elif kind == "gods_art":
                # FOW-GODS-ART-R, FOW-GODS-ART-WILL-R: the God's Art names the set's abilities print.
                arts = [a.gods_art for card in cards for a in _will_abilities(card)]
                arts += [a.gods_art for card in cards for a in _activates(card)]
                found = sorted({art for art in arts if art is not None})
            else:
                found = sorted({race for card in cards for race in card.races})
            self._declarable[kind] = found
        return found

    def will_restrictions(self) -> tuple[SpendOnly, ...]:
        """FOW-WILL-SPEND-ONLY-R, FOW-WILL-EFFECT-SPEND-R: every "Spend this will only ..." restriction a will
        ability or a "Produce" effect of this set's cards and tokens prints, each once (memoized; compared by
        equality: a restriction holds lists): restricted will in a pool has one of them."""
        found = self._restrictions
        if found is None:
            cards = [*self.card_set.cards, *self.tokens.values()]
            printed = [a.only for card in cards for a in _will_abilities(card) if a.only is not None]
            printed += [e.only for card in cards for e in _all_effects(card) if isinstance(e, ProduceEffect) and e.only is not None]
            found = tuple({msgspec.json.encode(only): only for only in printed}.values())
            self._restrictions = found
        return found

    def is_static_source(self, instance_id: str) -> bool:
        """Whether the instance's card has continuous abilities (memoized)."""
        found = self._static.get(instance_id)
        if found is None:
            found = def_id_of(instance_id) in self.static_sources
            self._static[instance_id] = found
        return found

    def knows_instance(self, instance_id: str) -> bool:
        """Whether ``instance_id`` names a card or token of this set (its :meth:`instance_def` exists)."""
        def_id = def_id_of(instance_id)
        return def_id in self.defs or def_id in self.tokens

    def instance_def(self, instance_id: str) -> CardDef:
        """The front-side definition of an instance ``<owner>:<card id>#<copy>``."""
        found = self._instance_defs.get(instance_id)
        if found is None:
            def_id = def_id_of(instance_id)
            found = self.defs.get(def_id) or self.tokens[def_id]
            self._instance_defs[instance_id] = found
        return found

    def alternative_whole(self, field_half: CardDef, chant: CardDef) -> CardDef:
        """fow-y-alt: FOW-ALT-COMBINED-R (CR 1307.5): an alternative card outside the chase and the field -- its two
        halves combined: both names (1307.5a), the combined total cost and the attributes of it (1307.5b), each
        card type of either half and each ability of each half (1307.5c); the ATK/DEF of its resonator half (memoized)."""
        found = self._whole.get(field_half.id)
        if found is None:
            specified = dict(field_half.cost.specified) if field_half.cost is not None else {}
            for will, count in (chant.cost.specified if chant.cost is not None else {}).items():
                specified[will] = specified.get(will, 0) + count
            free = (field_half.cost.free if field_half.cost is not None else 0) + (chant.cost.free if chant.cost is not None else 0)
            x = any(c is not None and c.x for c in (field_half.cost, chant.cost))
            combined = msgspec.structs.replace(
                field_half,
                also_named=[*field_half.also_named, *(n for n in chant.names if n not in field_half.names)],
                attributes=[*dict.fromkeys([*field_half.attributes, *chant.attributes])],
                races=[*dict.fromkeys([*field_half.races, *chant.races])],
                cost=Cost(specified=specified, free=free, x=x),
                keywords=[*dict.fromkeys([*field_half.keywords, *chant.keywords])],
                abilities=[*field_half.abilities, *chant.abilities],
            )
            found = AlternativeWhole(**msgspec.structs.asdict(combined))
            self._whole[field_half.id] = found
        return found

    def without_abilities(self, card: CardDef) -> CardDef:
        """FOW-LOSE-ABILITIES-R: the definition of a card that has lost all abilities -- its keywords,
        abilities, will abilities and [Barrier] restrictions gone; its name, types, races, attributes and
        printed ATK/DEF kept (kept per card)."""
        found = self._stripped.get(card.id)
        if found is None:
            found = msgspec.structs.replace(card, keywords=[], abilities=[], barrier_attributes=[], barrier_types=[], barrier_max_cost=None, stone_produces=[], stone_when=None, graveyard_instead=None, damaged_removed=False, added_damaged_removed_life=False, no_prevention=False, stealth=None, opponent_spells_max=None, hand_quickcast=None)  # fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R; FOW-HAND-QUICKCAST-R
            self._stripped[card.id] = found
        return found


_DEF_IDS: dict[str, str] = {}


def def_id_of(instance_id: str) -> str:
    """The card id of an instance ``<owner>:<card id>#<copy>`` (memoized: ids repeat all game long)."""
    found = _DEF_IDS.get(instance_id)
    if found is None:
        found = instance_id.partition(":")[2].rpartition("#")[0]
        if len(_DEF_IDS) < 200_000:
            _DEF_IDS[instance_id] = found
    return found


def owner_of(instance_id: str) -> str:
    return instance_id.partition(":")[0]


def _entering_gains(ability: Activate | Automatic, effect: AnyEffect) -> bool:
    """fow-s-trig: FOW-ENTERING-GAINS-R: a change to the card whose entering your field triggered ``ability``, of a filter
    of J/resonators only."""
    enters = ability.enters if isinstance(ability, Automatic) else None
    return isinstance(effect, Modify) and enters is not None and bool(enters.types) and set(enters.types) <= {"resonator", "j_ruler"}


def _guidance_whole(ability: Automatic, kind: str) -> bool:
    """fow-s-trig: FOW-GUIDANCE-R: the options of a [Guidance] ability as the reader makes them (``guidance_mode`` picks by them)."""
    numbers, k = ability.guidance, len(ability.guidance)
    runs = [list(range(i, j + 1)) for i in range(k) for j in range(i + 1, k)]
    return (
        ability.trigger == "guidance_put" and kind in ("resonator", "addition", "regalia") and k > 0 and numbers == sorted(set(numbers))
        and not ability.random_mode and len(ability.modes) == k + len(runs) and all(not m.combines for m in ability.modes[:k])
        and sorted(m.combines for m in ability.modes[k:]) == sorted(runs)
    )


def _hand_kind_counted(effect: AnyEffect) -> bool:
    """fow-v-grimm: FOW-REVEAL-HAND-IF-NONE-R: whether the effect's condition counts a kind of card (a race) in its
    controller's hand."""
    count = effect.when.count if effect.when is not None else None
    return count is not None and count.zone == "hand" and (count.what != "card" or bool(count.races))


def _collect_ref_errors(effects: list[AnyEffect], targets: list[TargetSpec], pointer: str, errors: list[FieldError]) -> None:
    for index, effect in enumerate(effects):
        # FOW-DAMAGE-ITS-CONTROLLER-R: damage to the controller of a card names that card instead of a target.
        target = getattr(effect, "target", None) if not isinstance(effect, Damage) or effect.of is None else effect.of
        each = getattr(effect, "each", None)
        at = f"{pointer}/effects/{index}"
        if isinstance(effect, Damage) and effect.of is not None and (effect.target is not None or each is not None):
            errors.append(FieldError(at + "/of", "damage to the controller of a card names no target or scope besides (FOW-DAMAGE-ITS-CONTROLLER-R)"))
        if isinstance(target, int) and target >= len(targets):
            errors.append(FieldError(at + "/target", f"target slot {target} does not exist ({len(targets)} slot(s))"))
        if isinstance(effect, FromGraveyard) and effect.onto is not None and (
            effect.target != "self" or effect.to != "field" or not isinstance(effect.onto, int) or effect.onto >= len(targets) or targets[effect.onto].kind != "resonator"
        ):
            # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R: this card, added to one target resonator slot.
            errors.append(FieldError(at + "/onto", "only this card is added from a graveyard, to a target resonator slot (FOW-SELF-GRAVEYARD-ADD-R)"))
        if isinstance(effect, Recover) and (effect.ruler or effect.attributes):
            if not effect.ruler or target is not None or each is not None:
                errors.append(FieldError(at, "a recover of the ruler names no target or scope; attributes narrow only it (FOW-RECOVER-RULER-R)"))
        elif isinstance(effect, Recover) and effect.stones is not None:
            pass  # FOW-RECOVER-STONES-R: checked below
        elif isinstance(effect, Rest) and effect.j_ruler:
            if target is not None or each is not None:
                errors.append(FieldError(at, "a rest of its controller's J/ruler names no target or scope (FOW-REST-J-RULER-EFFECT-R)"))
        elif isinstance(effect, Damage | Modify | Destroy | Rest | Recover | ReturnToHand | PutCounters) and (target is None) == (each is None):
            errors.append(FieldError(at, "a damage, destroy, rest, recover, modify, put-counters or return-to-hand effect names exactly one of target and each"))
        if isinstance(effect, BanishChosen) and effect.among_targets and (effect.player != "opponent" or effect.what != "resonator" or effect.amount != 1 or len(targets) != 2):
            # fow-s-modal
            errors.append(FieldError(at, "FOW-BANISH-ONE-OF-TARGETS-R: the opponent banishes one resonator among targets of the text"))
        if isinstance(effect, BanishChosen) and target is not None and (not isinstance(target, int) or target >= len(targets) or targets[target].kind != "player" or effect.player != "you" or effect.optional):
            # fow-s-modal
            errors.append(FieldError(at + "/target", "FOW-TARGET-PLAYER-BANISHES-R: the banishing player is named by a player target alone"))
        if isinstance(effect, RemoveCounters) and effect.counter is None and not (effect.every and effect.target == "opponent_j_ruler"):
            # fow-s-modal
            errors.append(FieldError(at + "/counter", "FOW-REMOVE-ALL-KINDS-R: counters of every kind are all removed, from the opponent's J/ruler"))
        if isinstance(effect, RemoveGraveyard) and isinstance(target, int) and target < len(targets) and targets[target].kind != "player":
            errors.append(FieldError(at + "/target", "FOW-GRAVEYARD-REMOVE-ALL-R: the graveyard removed is a player's, named by a player target"))
        if isinstance(effect, GainControl) and ((target is None) == (each is None) or (each is not None and (each != "opponent_resonators" or not effect.while_here)) or (effect.until_end and effect.while_here)):
            # FOW-GAIN-CONTROL-WHILE-R: one target, or all the resonators the opponent controls as long as the source is in the field; one duration.
            errors.append(FieldError(at, "a change of control names one target, or each resonator the opponent controls as long as its source is in the field, with one duration"))
        if isinstance(effect, AtEnd) and (effect.then == "discard_yours") != (effect.amount is not None):
            # fow-x-trig: FOW-AT-BEGINNING-END-DISCARD-R
            errors.append(FieldError(at + "/amount", "FOW-AT-BEGINNING-END-DISCARD-R: a number of cards is its controller's discard's only"))
        if isinstance(effect, AtEnd) and effect.then == "discard_yours" and (not effect.beginning or effect.target != "self"):
            errors.append(FieldError(at + "/beginning", "FOW-AT-BEGINNING-END-DISCARD-R: the discard waits for the beginning of the next end phase, made by this card"))
        if isinstance(effect, AtEnd) and effect.beginning and effect.then not in ("destroy", "banish", "remove", "hand", "discard_yours"):
            errors.append(FieldError(at + "/beginning", "FOW-AT-BEGINNING-END-R: at the beginning of the end phase a card in the field is destroyed, banished, removed or returned"))
        if isinstance(effect, PutTokens) and effect.at_end == "return":
            errors.append(FieldError(at + "/at_end", "FOW-AT-NEXT-END-RETURN-R: 'put it into the field' at the next end of turn is a removed card's, never a token's"))
        if isinstance(effect, PutTokens) and effect.card_type == "addition" and (effect.atk or effect.def_ or effect.keywords or effect.at_end is not None):
            errors.append(FieldError(at, "FOW-ADDITION-TOKEN-R: an addition token has no ATK/DEF, keywords or end-of-turn action here"))
        if isinstance(effect, PutCounters) and each is not None and (effect.counter is not None or not each.endswith("resonators")):
            errors.append(FieldError(at + "/each", "[+A/+B] counters go on each J/resonator (resonator) of a scope (FOW-COUNTER-EACH-R)"))
        if isinstance(effect, ForbidSpells) and (target is None) == (each is None):
            errors.append(FieldError(at, "FOW-NO-SPELLS-ALL-R: a restriction on spells names exactly one of a target player and each (you / your opponent)"))
        if isinstance(effect, PreventGroup) and effect.group == "you" and (effect.way != "to" or effect.whose != "any"):
            errors.append(FieldError(at, "damage is prevented to you, of no other controller (FOW-PREVENT-GROUP-R)"))
        if isinstance(effect, PreventGroup) and effect.races and (effect.group == "you" or effect.amount or effect.by_chants or effect.non_battle or effect.also_you):
            errors.append(FieldError(at + "/races", "FOW-PREVENT-GROUP-RACE-R: all damage to or by the J/resonators of a race, no other part"))
        if isinstance(effect, PreventGroup) and effect.next is not None and (effect.group != "you" or effect.amount or effect.by_chants or effect.non_battle or effect.also_you):
            errors.append(FieldError(at + "/next", "FOW-PREVENT-NEXT-YOU-R: a shield is made for you alone, with no other part"))
        if isinstance(effect, Prevent) and isinstance(target, int) and target < len(targets) and targets[target].you_player and (effect.next is None or effect.lasting or effect.way != "to"):
            errors.append(FieldError(at + "/target", "FOW-PREVENT-NEXT-YOU-R: 'target J/resonator or yourself' is shielded from the next damage to it this turn"))
        # fow-m-filters: FOW-RETURN-ALL-TYPES-R: or each card of a scope of every card, of types that go to a hand.
        returned_cards = isinstance(effect, ReturnToHand) and isinstance(each, str) and each.endswith("_cards") and effect.among is not None and bool(effect.among.types) and not {"j_ruler", "magic_stone"} & set(effect.among.types)
        if isinstance(effect, ReturnToHand) and each is not None and not returned_cards and not (each.endswith("_resonators") and not each.endswith("j_resonators")):
            errors.append(FieldError(at + "/each", "return to hand reaches each resonator of a scope (a J-ruler never goes to a hand)"))
        if isinstance(each, str) and each.endswith("magic_stones") and not isinstance(effect, Rest | Recover) and not (isinstance(effect, Modify) and effect.granted_will and each == "your_magic_stones"):
            # fow-w-grant: FOW-GRANTS-WILL-TURN-R: a will ability gained by the magic stones you control until end of turn.
            errors.append(FieldError(at + "/each", "only rest and recover (and a will ability gained, FOW-GRANTS-WILL-TURN-R) apply to each magic stone"))
        if effect.among is not None and not (isinstance(each, str) and each.endswith(("resonators", "_cards"))):
            errors.append(FieldError(at + "/among", "among narrows an each scope of J/resonators, resonators or cards"))
        # FOW-YOUR-J-RULER-GAINS-R; fow-alice-nv: FOW-RECOVER-YOUR-J-RULER-R
        your_j_ruler = isinstance(effect, Modify | Recover) and each == "your_cards" and effect.among is not None and effect.among.types == ["j_ruler"]
        # fow-y-abc: FOW-RACE-ALL-CARDS-R: rest / recover, or keywords alone until end of turn, for every card of a race.
        your_j_ruler = your_j_ruler or (
            each in ("your_cards", "opponent_cards")
            and effect.among is not None
            and effect.among == EachFilter(races=effect.among.races)
            and len(effect.among.races) == 1
            and (isinstance(effect, Rest | Recover) or (isinstance(effect, Modify) and effect == Modify(keywords=effect.keywords, until="turn", each=each, among=effect.among) and bool(effect.keywords)))
        )
        if isinstance(each, str) and each.endswith("_cards") and not your_j_ruler and not returned_cards and (not isinstance(effect, Destroy) or effect.among is None or not effect.among.types):
            errors.append(FieldError(at + "/each", "a scope of every card in the field is destroyed, naming the card types it reaches (FOW-EACH-TYPES-R)"))
        if effect.among is not None and effect.among.types and not (isinstance(each, str) and each.endswith("_cards")):
            errors.append(FieldError(at + "/among/types", "card types narrow a scope of every card in the field"))
        if each in ("you", "your_opponent", "each_player") and not isinstance(effect, Damage | ForbidSpells):
            errors.append(FieldError(at + "/each", "only damage is dealt to players without a target (and FOW-NO-SPELLS-ALL-R's restriction)"))
        # fow-n-grimm: FOW-BANISH-YOUR-STONES-R: an optional banish of the controller's own magic stones of an attribute.
        may_banish = isinstance(effect, BanishChosen) and effect.player == "you" and effect.what == "magic_stone" and bool(effect.attributes)
        # fow-r-modal: FOW-BANISH-IF-YOU-DO-R: or one (another) resonator of its controller's.
        may_banish = may_banish or (isinstance(effect, BanishChosen) and effect.player == "you" and effect.what == "resonator" and effect.amount == 1 and not effect.not_races)
        if effect.optional and ((effect.__struct_config__.tag == "banish" and not may_banish) or (isinstance(effect, DiscardCards) and effect.player != "you")):
            errors.append(FieldError(at + "/optional", "an optional banish (but of your own magic stones of an attribute, or of one resonator of yours), or an optional discard by another player, is not in the vocabulary"))
        if isinstance(effect, BanishChosen) and effect.special and (effect.what != "magic_stone" or effect.attributes or effect.same_true_name):
            errors.append(FieldError(at + "/special", "FOW-BANISH-SPECIAL-STONE-R: a special magic stone is one of magic stones, with no other filter"))
        if isinstance(effect, BanishChosen) and effect.races and (effect.what != "resonator" or effect.player != "you"):
            errors.append(FieldError(at + "/races", "FOW-BANISH-IF-YOU-DO-R: resonators of a race its controller banishes only"))
        if isinstance(effect, BanishChosen) and effect.attributes and effect.what != "magic_stone":
            errors.append(FieldError(at + "/attributes", "FOW-BANISH-YOUR-STONES-R: magic stones of an attribute only"))
        not_typed = targets[target] if isinstance(target, int) and target < len(targets) else None
        if not_typed is not None and not_typed.not_types and (not_typed.kind != "non_stone" or not_typed.zone != "graveyard" or not_typed.or_removed):
            # fow-z-zone: FOW-GRAVEYARD-NON-RESONATOR-R
            errors.append(FieldError(at, "FOW-GRAVEYARD-NON-RESONATOR-R: card types left out of a target only for a non-magic stone card of a graveyard"))
        # fow-p-zones: FOW-GRAVEYARD-ANY-YOUR-FIELD-R: or a target resonator of a graveyard.
        graveyard_resonator = isinstance(target, int) and target < len(targets) and targets[target].zone == "graveyard" and targets[target].kind == "resonator"
        if isinstance(effect, FromGraveyard) and effect.yours and ((effect.target != "self" and not graveyard_resonator) or effect.to != "field"):
            errors.append(FieldError(at + "/yours", "FOW-BANISH-YOUR-STONES-R: this card (FOW-GRAVEYARD-ANY-YOUR-FIELD-R: or a target resonator of a graveyard) only, into its controller's field"))
        if isinstance(effect, DiscardCards) and effect.of is not None and (
            effect.player != "you" or effect.optional or effect.removed or not isinstance(effect.of, int) or effect.of >= len(targets)
        ):
            # fow-n-zones: FOW-ITS-CONTROLLER-DISCARDS-R
            errors.append(FieldError(at + "/of", "FOW-ITS-CONTROLLER-DISCARDS-R: the controller of one target slot discards (not optional, no other player named)"))
        per = getattr(effect, "per", None)
        if per is not None and per.what == "removed_cost" and not any(
            (isinstance(e, Mill) and e.to == "removed") or (isinstance(e, Search) and e.deck == "graveyard" and e.to == "removed") for e in effects[:index]
        ):
            # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R
            errors.append(FieldError(at + "/per", "FOW-REMOVED-THIS-WAY-COST-R: 'the cards removed this way' follow an effect of the text removing cards"))
        if per is not None and per.what == "hand_revealed" and not any(isinstance(e, Search) and e.deck == "hand" and e.to == "revealed" for e in effects[:index]):
            # fow-u-look: FOW-REVEAL-HAND-ANY-R
            errors.append(FieldError(at + "/per", "FOW-REVEAL-HAND-ANY-R: 'the cards revealed this way' follow an effect of the text revealing cards of the hand"))
        if per is not None and per.what == "discarded_cost" and not any(e is effect for e in after_own_discard(effects)):
            # fow-t-draw: FOW-DISCARDED-COST-X-R
            errors.append(FieldError(at + "/per", "FOW-DISCARDED-COST-X-R: 'the card discarded this way' right after the text's own one discard"))
        if isinstance(effect, FromGraveyard) and isinstance(target, int) and target < len(targets) and targets[target].zone == "removed" and (effect.to not in ("hand", "deck_bottom") or effect.rested):
            # fow-n-zones: FOW-REMOVED-TARGET-HAND-R, FOW-REMOVED-TO-DECK-BOTTOM-R
            errors.append(FieldError(at, "FOW-REMOVED-TARGET-HAND-R: a target card of a removed area is put into its owner's hand (or on the bottom of their deck) only"))
        # fow-w-zones: FOW-GRAVEYARD-TO-DECK-BOTTOM-R: or a target resonator of a graveyard (fow-z-zone:
        # FOW-GRAVEYARD-NONSTONE-TO-BOTTOM-R: or a non-magic stone card of a graveyard).
        bottom_from = targets[target] if isinstance(target, int) and target < len(targets) else None
        if isinstance(effect, FromGraveyard) and effect.to == "deck_bottom" and not (bottom_from is not None and (bottom_from.zone == "removed" or (bottom_from.zone == "graveyard" and bottom_from.kind in ("resonator", "non_stone") and not bottom_from.or_removed))):
            errors.append(FieldError(at + "/to", "FOW-REMOVED-TO-DECK-BOTTOM-R: a target card of a removed area (FOW-GRAVEYARD-TO-DECK-BOTTOM-R: a resonator of a graveyard) goes on the bottom of its owner's deck"))
        if isinstance(effect, FromGraveyard) and bottom_from is not None and bottom_from.or_removed and (effect.to != "hand" or effect.rested or bottom_from.zone != "graveyard"):
            # fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R
            errors.append(FieldError(at, "FOW-GRAVEYARD-OR-REMOVED-HAND-R: a target card of a graveyard or removed area is put into its owner's hand only"))
        # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: or a resonator this card removed, into the field.
        by_self = isinstance(effect, Search) and effect.filter.removed_by_self and effect.filter.kinds == ["resonator"] and effect.to == "field"
        if isinstance(effect, Search) and effect.filter.removed_by_self and not by_self:
            errors.append(FieldError(at, "FOW-REMOVED-BY-THIS-CARD-R: a resonator of a removed area this card removed, into the field"))
        if isinstance(effect, Search) and effect.deck == "removed" and (effect.top is not None or (effect.to != "hand" and not by_self) or effect.count > 1 or not effect.must or effect.shown):
            errors.append(FieldError(at, "FOW-REMOVED-TO-HAND-R: one card of the removed area, chosen (must) into the hand"))
        # fow-m-filters: FOW-RETURN-CHOSEN-RACE-R: or resonators of one race (another than this card, or not).
        raced = effect.filter == SearchFilter(kinds=["resonator"], races=effect.filter.races, other=effect.filter.other) and len(effect.filter.races) == 1 if isinstance(effect, Search) else False
        if isinstance(effect, Search) and effect.deck == "field" and (effect.top is not None or effect.to != "hand" or effect.count > 1 or not effect.must or effect.shown or effect.rested or (effect.filter != SearchFilter() and not raced)):
            errors.append(FieldError(at, "FOW-RETURN-CHOSEN-R: one entity of its controller's field, chosen (must), to its owner's hand"))  # fow-hero3
        if isinstance(effect, Search) and effect.deck == "graveyard" and effect.to == "removed":
            # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R
            if effect.top is not None or effect.count > 5 or effect.must or effect.shown or effect.rested:
                errors.append(FieldError(at, "FOW-REMOVE-UP-TO-GRAVEYARD-R: up to five cards of the graveyard, chosen one by one (none must be), removed from the game"))
        elif isinstance(effect, Search) and effect.deck == "graveyard" and (effect.top is not None or effect.to not in ("field", "hand", "top") or effect.count > 1 or not effect.must or effect.shown or effect.rested):
            # fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R: or one card of the filter into the hand (fow-z-zone:
            # FOW-GRAVEYARD-CHOSEN-TOP-R: or on top of the main deck).
            errors.append(FieldError(at, "FOW-GRAVEYARD-CHOSEN-FIELD-R: one resonator of the graveyard, chosen (must) into the field (FOW-GRAVEYARD-CHOSEN-HAND-R: one card into the hand)"))
        if isinstance(effect, Recover) and effect.up_to and effect.stones is None:
            errors.append(FieldError(at + "/up_to", "FOW-RECOVER-STONES-R: up_to bounds a number of stones chosen"))
        if isinstance(effect, Recover) and effect.whose == "all" and not effect.up_to:
            errors.append(FieldError(at + "/whose", "FOW-RECOVER-ANY-STONES-R: the magic stones of every field are chosen 'up to N' only"))
        if isinstance(effect, Recover) and effect.stones is not None and (effect.target is not None or effect.each is not None or effect.ruler or effect.attributes or effect.optional):
            errors.append(FieldError(at + "/stones", "FOW-RECOVER-STONES-R: magic stones chosen as it resolves, with no target, scope or ruler"))
        hand_reveal = isinstance(effect, Search) and effect.deck == "hand" and effect.to == "revealed"  # fow-u-look: FOW-REVEAL-HAND-ANY-R
        if _hand_kind_counted(effect) != (index > 0 and effects[index - 1] == RevealHand(optional=True) and effect.condition == "if_you_do"):
            # fow-v-grimm: FOW-REVEAL-HAND-IF-NONE-R: a kind of card counted in the hand only just after the hand's optional reveal.
            errors.append(FieldError(at + "/when", "FOW-REVEAL-HAND-IF-NONE-R: none of a race in the hand, checked only if the hand was just revealed"))
        if isinstance(effect, RevealHand) and (not effect.optional or index + 1 >= len(effects) or not _hand_kind_counted(effects[index + 1])):
            errors.append(FieldError(at, "FOW-REVEAL-HAND-IF-NONE-R: the hand's optional reveal, followed by what holds if none of a race is in it"))
        if isinstance(effect, Search) and (effect.deck == "sideboard") != (effect.to == "revealed") and not hand_reveal:
            errors.append(FieldError(at, "FOW-REVEAL-OUTSIDE-R: a card is revealed (to: revealed) from outside the game (deck: sideboard) only"))
        if hand_reveal and isinstance(effect, Search) and (effect.count > 1 or effect.must or effect.top is not None or effect.target is not None or effect.onto is not None or effect.each):
            errors.append(FieldError(at, "FOW-REVEAL-HAND-ANY-R: any number of cards of the hand revealed, of one filter, none required"))
        if isinstance(effect, Search) and effect.deck == "sideboard" and (effect.top is not None or effect.count > 1 or effect.must):
            errors.append(FieldError(at, "FOW-REVEAL-OUTSIDE-R: one card of the sideboard, which may be left unrevealed"))
        if isinstance(effect, Search) and "ruler" in effect.filter.kinds and not (effect.deck == "sideboard" and effect.to == "revealed") and (
            effect.filter.kinds != ["ruler"] or effect.deck != "main" or effect.to != "hand" or not effect.shuffle_if_found or effect.count != 1 or effect.top is not None
        ):
            # fow-y-abc: FOW-SEARCH-RULER-CARD-R: a ruler card is searched for in the main deck into the hand, "If you do, shuffle".
            errors.append(FieldError(at + "/filter/kinds", "FOW-SEARCH-RULER-CARD-R: a ruler card is revealed outside the game, or searched for in the main deck into the hand"))
        if isinstance(effect, Search) and effect.shuffle_if_found and (effect.filter.kinds != ["ruler"] or effect.deck != "main" or effect.to != "hand"):
            errors.append(FieldError(at + "/shuffle_if_found", "FOW-SEARCH-RULER-CARD-R: only the search of a ruler card shuffles if a card was found"))
        if isinstance(effect, Search) and effect.distinct_from is not None and effect.deck != "sideboard":
            errors.append(FieldError(at + "/distinct_from", "FOW-REVEAL-OUTSIDE-R: distinct_from names the cards kept revealed outside the game"))
        if isinstance(effect, Modify) and effect.damage_double and (target != "self" or effect.until != "turn" or effect.per is not None or effect.one_of):
            errors.append(FieldError(at + "/damage_double", "FOW-DAMAGE-DOUBLE-TURN-R: double damage dealt by this card, until end of turn"))
        if isinstance(effect, Modify) and effect.dealt_double and (not isinstance(effect.target, int) or effect.until != "turn" or effect.per is not None or effect.one_of):
            errors.append(FieldError(at + "/dealt_double", "FOW-DEALT-DOUBLE-TURN-R: double damage dealt to one target, until end of turn"))
        if isinstance(effect, Modify) and effect.gained is not None and (target != "self" or effect.until != "turn" or effect.per is not None or effect.one_of or effect.each is not None):
            errors.append(FieldError(at + "/gained", "FOW-GAINS-QUOTED-TURN-R: a quoted text gained by this card, until end of turn"))  # fow-v-grant
        if isinstance(effect, Modify) and effect.granted_will and (
            effect.until != "turn" or effect.per is not None or effect.one_of or (not isinstance(effect.target, int) and (effect.target is not None or effect.each != "your_magic_stones"))
        ):
            # fow-w-grant
            errors.append(FieldError(at + "/granted_will", "FOW-GRANTS-WILL-TURN-R: a will ability gained by one target or by the magic stones you control, until end of turn"))
        if isinstance(effect, Modify) and effect.printed_atk is not None and (not isinstance(effect.target, int) or effect.until != "turn" or effect.per is not None or effect.one_of):
            errors.append(FieldError(at + "/printed_atk", "FOW-PRINTED-ATK-R: the printed ATK of one target J/resonator, until end of turn"))
        if isinstance(effect, PreventGroup) and effect.also_you and (effect.way != "to" or effect.group == "you"):
            # fow-n-static: FOW-PREVENT-GROUP-KIND-R
            errors.append(FieldError(at + "/also_you", "FOW-PREVENT-GROUP-KIND-R: damage to you as well as to a group of J/resonators"))
        # fow-r-standby: FOW-BECOMES-STATS-GROUP-R: or of a group of J/resonators in the field (no race).
        becomes_group = effect.target is None and effect.each in ("your_j_resonators", "opponent_j_resonators", "all_j_resonators", "your_resonators", "opponent_resonators", "all_resonators") and effect.becomes_race is None if isinstance(effect, Modify) else False
        if isinstance(effect, Modify) and effect.becomes is not None and (
            not (isinstance(effect.target, int) or becomes_group) or effect.until != "turn" or effect.per is not None or effect.one_of
        ):
            # fow-n-static: FOW-BECOMES-STATS-R
            errors.append(FieldError(at + "/becomes", "FOW-BECOMES-STATS-R: the ATK and DEF (and race) of one target J/resonator, until end of turn"))
        if isinstance(effect, Modify) and effect.becomes is None and effect.becomes_race is not None and (
            not isinstance(effect.target, int) or effect.until != "turn" or effect.per is not None or effect.one_of or effect.races or effect.swap
        ):
            # fow-u-gains: FOW-BECOMES-RACE-R
            errors.append(FieldError(at + "/becomes_race", "FOW-BECOMES-RACE-R: the race of one target J/resonator, until end of turn"))
        if isinstance(effect, Modify) and effect.becomes_chosen_race and (
            not isinstance(effect.target, int) or effect.until != "turn" or effect.becomes is not None or effect.becomes_race is not None or effect.per is not None
            or effect.one_of or effect.races or effect.chosen_race or effect.swap
        ):
            # fow-w-grimm: FOW-BECOMES-CHOSEN-RACE-R
            errors.append(FieldError(at + "/becomes_chosen_race", "FOW-BECOMES-CHOSEN-RACE-R: the chosen race of one target J/resonator, until end of turn"))
        if isinstance(effect, Modify) and (effect.lose_one or effect.passes_to is not None) and (
            not effect.lose_one or not isinstance(effect.target, int) or not effect.one_of or effect.until != "turn" or effect.passes_to == effect.target
            or any(o.atk or o.def_ or len(o.keywords) != 1 for o in effect.one_of) or effect.keywords or effect.lose or effect.flags or effect.atk or effect.def_
        ):
            # fow-u-gains: FOW-LOSE-ONE-OF-R
            errors.append(FieldError(at + "/lose_one", "FOW-LOSE-ONE-OF-R: one keyword of a list lost by one target J/resonator (and gained by another), until end of turn"))
        if isinstance(effect, Modify) and effect.next_damage_to_you and (
            target != "self" or effect.until != "turn" or effect.atk or effect.def_ or effect.per is not None or effect.one_of or effect.swap or effect.becomes is not None
        ):
            # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R
            errors.append(FieldError(at + "/next_damage_to_you", "FOW-NEXT-DAMAGE-TO-YOU-R: the next damage this card deals this turn, dealt to you"))
        if isinstance(effect, NoRecover) and effect.at_all and not effect.while_here:
            # fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R
            errors.append(FieldError(at + "/at_all", "FOW-UNRECOVERABLE-WHILE-R: 'cannot be recovered' lasts as long as the source is in the field"))
        if isinstance(effect, Modify) and effect.swap and (
            (not isinstance(effect.target, int) and effect.target != "self") or effect.until != "turn" or effect.per is not None or effect.one_of or effect.becomes is not None or effect.atk or effect.def_
        ):
            # fow-s-grimm-a: FOW-SWAP-STATS-R
            errors.append(FieldError(at + "/swap", "FOW-SWAP-STATS-R: the ATK and DEF of this card or one target J/resonator exchanged, until end of turn"))
        if isinstance(effect, Damage) and effect.atk_of == "self" and (
            effect.each != "opponent_j_resonators" or effect.target is not None or effect.amount or effect.per_x or effect.that_much or effect.per is not None or effect.base
            or effect.dealt or effect.of is not None or effect.divided or effect.minus_life or effect.judgment_atk or effect.cost_banished is not None or effect.sources is not None
            or effect.rest_over is not None
        ):
            # fow-z-stats: FOW-ATK-DAMAGE-EACH-R
            errors.append(FieldError(at + "/atk_of", "FOW-ATK-DAMAGE-EACH-R: damage equal to this card's ATK to each J/resonator the opponent controls, and nothing else"))
        if isinstance(effect, Modify) and effect.atk_to_def and (
            (not isinstance(effect.target, int) and effect.target != "self") or effect.until != "turn" or effect.per is not None or effect.one_of or effect.becomes is not None
            or effect.swap or effect.atk or effect.def_
        ):
            # fow-z-stats: FOW-ATK-TO-DEF-R
            errors.append(FieldError(at + "/atk_to_def", "FOW-ATK-TO-DEF-R: the ATK of this card or one target J/resonator set to its DEF, until end of turn"))
        if isinstance(effect, Damage) and effect.per_player and (effect.each != "each_player" or effect.per is None):
            # fow-grimm-e: a count per player damaged is read for damage to each player only.
            errors.append(FieldError(at + "/per_player", "FOW-DAMAGE-EACH-PLAYER-PER-R: per_player goes with damage to each player and a count"))
        if isinstance(effect, Damage) and effect.minus_life and (effect.amount or effect.per_x or effect.that_much or effect.per is not None or effect.base or effect.dealt or effect.atk_of is not None or effect.of is not None):
            # fow-s-deal: the amount is N minus the controller's life alone.
            errors.append(FieldError(at + "/minus_life", "FOW-DAMAGE-MINUS-LIFE-R: N minus its controller's life is the whole amount of the damage"))
        if isinstance(effect, RemoveFromGame) and effect.then_field and not (isinstance(effect.target, int) and effect.target < len(targets) and targets[effect.target].kind == "resonator"):
            errors.append(FieldError(at + "/then_field", "FOW-FLICKER-R: a target resonator removed and put back"))
        if isinstance(effect, ShuffleGraveyard) and not (isinstance(target, int) and target < len(targets) and targets[target].kind == "player"):
            errors.append(FieldError(at + "/target", "FOW-SHUFFLE-GRAVEYARD-R: a graveyard is shuffled into the decks of a target player"))
        for held in (effect.when, effect.unless):
            if held is not None and held.target_attributes and (getattr(effect, "target", None) != 0 or held != type(held)(target_attributes=held.target_attributes)):
                errors.append(FieldError(at, "FOW-IF-TARGET-ATTRIBUTE-R: an attribute of the effect's target 0 alone, on an effect of that target"))
            # fow-t-draw: FOW-DRAW-INSTEAD-TARGET-RACE-R: or on a draw of a text with one target.
            on_target = getattr(effect, "target", None) == 0 or (isinstance(effect, Draw) and len(targets) == 1)
            if held is not None and held.target_races and (not on_target or held != type(held)(target_races=held.target_races)):
                errors.append(FieldError(at, "FOW-GAINS-INSTEAD-R: a race of the effect's target 0 alone, on an effect of that target"))  # fow-r-gains
            if held is not None and held.target_counter is not None and (getattr(effect, "target", None) != 0 or held != type(held)(target_counter=held.target_counter)):
                errors.append(FieldError(at, "FOW-IF-TARGET-COUNTER-R: a counter of the effect's target 0 alone, on an effect of that target"))
            if held is not None and held.target_keyword is not None and (not isinstance(getattr(effect, "target", None), int) or held != type(held)(target_keyword=held.target_keyword)):
                # fow-s-modal
                errors.append(FieldError(at, "FOW-IF-TARGET-KEYWORD-R: a keyword of the effect's own target alone, on an effect of a target"))
            if held is not None and held.target_altered and (getattr(effect, "target", None) != 0 or held != type(held)(target_altered=True)):
                # fow-m-grimm
                errors.append(FieldError(at, "FOW-IF-TARGET-ALTERED-R: the ATK or DEF of the effect's target 0 alone, on an effect of that target"))
            if held is not None and held.target_kind is not None and (getattr(effect, "target", None) != 0 or held != type(held)(target_kind=held.target_kind)):
                # fow-s-deal
                errors.append(FieldError(at, "FOW-IF-TARGET-KIND-R: the kind of the effect's target 0 alone, on an effect of that target"))
        if isinstance(effect, Search) and effect.deck == "hand" and (effect.to in ("top", "bottom")) != effect.must:
            errors.append(FieldError(at, "FOW-HAND-TO-TOP-R: a card of the hand put on top of the deck is chosen (must); one put into the field may be left unfound"))
        if isinstance(effect, Search) and effect.deck == "hand" and not hand_reveal and (effect.top is not None or effect.count > 1 or effect.to not in ("field", "top", "bottom")):
            errors.append(FieldError(at, "FOW-HAND-TO-TOP-R: one card of the hand, into the field or on top of the deck"))
        if isinstance(effect, Search) and effect.then_invert and (effect.count > 1 or effect.to != "field" or effect.deck != "main"):
            # FOW-INVERT-NONE-R: "You may invert that card" names the one card of a deck put into the field (a
            # pick of several would leave the choice unapplied).
            errors.append(FieldError(at + "/then_invert", "FOW-INVERT-NONE-R: 'you may invert that card' follows one card of the main deck put into the field"))
        if isinstance(effect, Search) and effect.to == "bottom" and effect.deck != "hand":
            errors.append(FieldError(at, "FOW-HAND-TO-BOTTOM-R: only a card of the hand goes on the bottom of the deck"))  # fow-alice-nv
        if isinstance(effect, Search) and (effect.deck == "added") != (effect.target is not None) or isinstance(effect, Search) and effect.deck == "added" and (
            not effect.must or effect.to != "field" or effect.onto != "resonator" or not isinstance(effect.target, int) or effect.target >= len(targets) or not targets[effect.target].on_resonator
        ):
            # fow-s-grimm-a: FOW-MOVE-ADDITION-R: the [Addition:Resonator] targeted, moved onto a resonator.
            errors.append(FieldError(at + "/deck", "FOW-MOVE-ADDITION-R: a target [Addition:Resonator] moved onto another resonator"))
        if isinstance(effect, Search) and effect.top is None and effect.deck not in ("removed", "graveyard", "rune_area", "field", "added") and ((effect.must and effect.deck != "hand") or effect.shown or effect.rest != "random"):
            errors.append(FieldError(at, "FOW-ARRANGE-R: must, shown and rest describe the cards looked at from the top of the deck (top)"))
        if isinstance(effect, Search) and effect.top is None and not effect.reveal and (effect.to != "hand" or effect.deck != "main"):
            errors.append(FieldError(at, "FOW-SEARCH-UNREVEALED-R: a search of the main deck for the hand only goes without revealing"))
        removes_up_to = isinstance(effect, Search) and effect.deck == "graveyard" and effect.to == "removed"  # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R
        if isinstance(effect, Search) and effect.top is None and not removes_up_to and not hand_reveal and (effect.count > 1 or effect.different_names) and (
            effect.count == 1 or effect.deck != "main" or effect.to == "top" or not effect.reveal
        ):
            errors.append(FieldError(at + "/count", "FOW-SEARCH-UP-TO-R: several cards (of different names) are searched for in the main deck, revealed or into the field or graveyard"))
        if isinstance(effect, Search) and effect.each and (
            len(effect.each) < 2 or effect.count != len(effect.each) or effect.deck != "main" or effect.to not in ("hand", "field") or effect.different_names or effect.filter != SearchFilter() or not effect.reveal or effect.must
            # fow-u-look: FOW-LOOK-TOP-EACH-R: from among the top cards, kept in the object's ``shown`` (no reveal of the hand beside it).
            or (effect.top is not None and any(isinstance(e, Search) and e.deck == "hand" and e.to == "revealed" for e in effects))
        ):
            # fow-m-look: FOW-SEARCH-EACH-R
            errors.append(FieldError(at + "/each", "FOW-SEARCH-EACH-R: two to four filters, one search decision each (count), of the main deck, revealed into the hand or the field"))
        if isinstance(effect, Search) and effect.top is not None and (effect.count > effect.top or effect.different_names):
            errors.append(FieldError(at + "/count", "FOW-LOOK-TOP-PICK-R: no more cards are taken from among the top ones than were looked at"))
        if effect.condition in ("if_you_do", "if_you_dont") and not any(e.optional for e in effects[:index]) and not (effect.condition == "if_you_do" and (asks_destroy_done(effects, index) or asks_damage_dealt(effects, index) or asks_counter_removed(effects, index) or asks_returned(effects, index) or asks_gone_removed(effects, index) or asks_j_ruler_rested(effects, index) or asks_banished(effects, index))) and not asks_stone_short(effects, index):
            errors.append(FieldError(at + "/condition", "'if you do' ('if you don't') follows an optional effect (or one 'Destroy target', FOW-IF-YOU-DO-DESTROY-R)"))
        if effect.when is not None and effect.when.banished_races and not (index >= 2 and asks_banished(effects, index - 1)):
            errors.append(FieldError(at + "/when", "FOW-IF-YOU-DO-BANISHED-R: 'if you banished a <Race> in this way' follows '<banish>. If you do, <effect>'"))
        if isinstance(effect, Cancel) and isinstance(target, int) and target < len(targets) and targets[target].kind not in CHASE_KINDS:
            errors.append(FieldError(at + "/target", "cancel needs a spell target"))
        before = effects[index - 1] if index >= 1 else None
        if isinstance(effect, GainLife) and effect.banished and (
            effect.equal_to is None or effect.of is not None or not isinstance(before, BanishChosen) or before.what != "resonator" or before.amount != 1
        ):
            errors.append(FieldError(at + "/banished", "FOW-LIFE-EQUAL-BANISHED-R: life equal to the ATK/DEF of the one resonator the banish just before it banished"))


def removes_instead(card: CardDef) -> bool:
    """fow-s-deal: FOW-REMOVED-INSTEAD-TURN-R: whether a one-time effect of ``card`` removes a card from the game instead of
    its move to a graveyard this turn (a replacement FOW-REPLACEMENT-ORDER-R weighs)."""
    return any(isinstance(e, Modify) and "removed_instead" in e.flags for e in _all_effects(card))


def _all_effects(card: CardDef) -> list[AnyEffect]:
    """Every one-time effect a card may do: its own, its modes', its abilities'."""
    found = list(card.effects) + [e for mode in card.modes for e in mode.effects]
    for ability in card.abilities:
        if isinstance(ability, Activate | Automatic):
            found.extend(ability_effects(ability))
        elif isinstance(ability, Continuous):
            for granted in ability.grants:  # FOW-GRANTED-ABILITY-R
                found.extend(ability_effects(granted))
    return found


def _will_abilities(card: CardDef) -> list[WillAbility]:
    """A card's will abilities: its own and those its continuous abilities grant (FOW-GRANTED-WILL-R)."""
    own = [a for a in card.abilities if isinstance(a, WillAbility)]
    return own + [g for a in card.abilities if isinstance(a, Continuous) for g in a.grants_will]


def _activates(card: CardDef) -> list[Activate]:
    """A card's activate abilities: its own and those its continuous abilities grant (FOW-GRANTED-ABILITY-R)."""
    own = [a for a in card.abilities if isinstance(a, Activate)]
    return own + [g for a in card.abilities if isinstance(a, Continuous) for g in a.grants]


def ability_effects(ability: Activate | Automatic) -> list[AnyEffect]:
    """The effects an activate or automatic ability may do: its own, or those of its options chosen at
    random (FOW-CHOOSE-AT-RANDOM-R)."""
    return list(ability.effects) + [e for mode in getattr(ability, "modes", []) for e in mode.effects]


# fow-x-token: FOW-TOKEN-BANE-R: the abilities a token's printed [Bane] / [Drain] stand for (as FOW-BANE-R, FOW-DRAIN-R read
# them on a card: CR 1138.2, 1135.3).
_TOKEN_ABILITIES: dict[str, Automatic] = {
    "bane": Automatic(trigger="damages_j_resonator", effects=[Destroy(target="victim")]),
    "drain": Automatic(trigger="deals_damage", effects=[GainLife(that_much=True)]),
}


def token_defs(card: CardDef) -> list[tuple[PutTokens, CardDef]]:
    """FOW-TOKEN-R: each token a card puts into the field, as a definition of its own: the id is the card's
    with ``.T<n>`` (its n-th token effect), the name its races, a resonator with no cost (total cost 0)."""
    found: list[tuple[PutTokens, CardDef]] = []
    for effect in _all_effects(card):
        if isinstance(effect, PutTokens) and all(effect != e for e, _ in found):
            resonator = effect.card_type == "resonator"
            token = CardDef(
                id=f"{card.id}.T{len(found)}", name=" ".join(effect.races), types=[effect.card_type], races=list(effect.races), attributes=list(effect.attributes),
                atk=effect.atk if resonator else None, def_=effect.def_ if resonator else None, keywords=list(effect.keywords),
                # fow-x-token: FOW-TOKEN-BANE-R: [Bane] / [Drain] printed on the token, read as FOW-BANE-R / FOW-DRAIN-R read them.
                abilities=[_TOKEN_ABILITIES[k] for k in effect.abilities_of],
                # fow-o-b: FOW-ADDITION-TOKEN-R: an addition token is a field addition (CR 1303.1b).
                subtypes=[] if resonator else ["field"],
            )
            found.append((effect, token))
    return found


def collect_card_errors(card: CardDef, defs: dict[str, CardDef], pointer: str) -> list[FieldError]:
    """The problems of one card record (its schema is already checked by decoding)."""
    errors: list[FieldError] = []
    if card.chant_half is not None:
        # fow-y-alt: FOW-ALT-CARD-R (CR 1307.1, 1307.4): a resonator, addition or regalia half names a chant card of the
        # set (its chant half, itself no alternative card) as its other half.
        half = defs.get(card.chant_half)
        if card.type not in ("resonator", "addition", "regalia") or card.sides is not None:
            errors.append(FieldError(pointer + "/chant_half", "only a resonator, addition or regalia with no other side names a chant half (FOW-ALT-CARD-R)"))
        elif half is None or half.type != "chant" or half.chant_half is not None or half.sides is not None or half.id == card.id:
            errors.append(FieldError(pointer + "/chant_half", f"{card.chant_half!r} is not a chant of this set that could be the chant half of an alternative card (FOW-ALT-CARD-R)"))
    lists: list[tuple[str, list[AnyEffect], bool]] = [("", list(card.effects), False)]
    lists += [(f"/modes/{i}", list(m.effects), False) for i, m in enumerate(card.modes)]
    if card.type != "chant" and any(isinstance(e, Damage) and isinstance(e.atk_of, int) and e.target == e.atk_of for e in _all_effects(card)):
        # fow-z-stats: FOW-DAMAGE-THAT-ITS-ATK-R: "its ATK" could be this card's own on a card with an ATK.
        errors.append(FieldError(pointer + "/effects", "FOW-DAMAGE-THAT-ITS-ATK-R: damage to a target equal to that target's ATK is read on a chant only"))
    for i, ability in enumerate(card.abilities):
        if isinstance(ability, Activate) and ability.cost.banish_self and any(isinstance(e, AtkDamage) and "self" in (e.source, e.target) for e in ability.effects):
            # FOW-ATK-DAMAGE-R: the ATK of a card no longer in the field (its last known ATK) is not in the vocabulary.
            errors.append(FieldError(f"{pointer}/abilities/{i}", "FOW-ATK-DAMAGE-R: this card, banished as the cost, deals no damage equal to its ATK in the vocabulary"))
        if isinstance(ability, Automatic) and ability.trigger in ADDED_DAMAGES and (
            card.type != "addition" or ability.modes or [(type(e), getattr(e, "of", None), getattr(e, "that_much", None)) for e in ability.effects] != [(Damage, "victim", True)]
        ):
            # fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R
            errors.append(FieldError(f"{pointer}/abilities/{i}", "an addition's 'whenever added J/resonator deals damage to ...' deals that much damage to the damaged card's controller only (FOW-TRIG-ADDED-DAMAGES-R)"))
        if isinstance(ability, Activate | Automatic):
            lists.append((f"/abilities/{i}", ability_effects(ability), isinstance(ability, Automatic) and ability.trigger in ("deals_damage", "dealt_damage", "dealt_damage_by_resonator", "dealt_damage_by_chant", "damages_resonator_attacking", *ADDED_DAMAGES)))
            # FOW-TRIG-ANY-ENTERS-R: or the card entering any field (FOW-TRIG-OPP-ENTERS-R: the opponent's).
            # FOW-TRIG-BLOCKS-R: or the other J/resonator of the battle.
            # fow-n-counters: FOW-COUNTER-ENTERING-R: or the card entering your field (counters put on it).
            # fow-s-trig: FOW-ENTERING-GAINS-R: or a J/resonator entering your field gaining a change.
            battler = ("blocks", "blocked", "blocks_or_blocked", "blocks_or_blocked_by_resonator", "dealt_damage_by_resonator", "added_to_graveyard", "ally_blocked")
            if getattr(ability, "trigger", None) not in ("damages_j_resonator", "damages_resonator", *battler) and (
                getattr(ability, "trigger", None) != "card_enters"
                or (getattr(ability, "whose", None) not in ("any", "opponent") and any(getattr(e, "target", None) == "victim" and not isinstance(e, PutCounters) and not _entering_gains(ability, e) for e in ability_effects(ability)))
            ):
                for index, effect in enumerate(ability_effects(ability)):
                    if getattr(ability, "trigger", None) == "resonator_to_graveyard" and isinstance(effect, FromGraveyard):
                        continue  # fow-s-grimm-b: FOW-TRIG-GONE-TO-HAND-R: the resonator gone to the graveyard
                    if getattr(effect, "target", None) == "victim":
                        errors.append(FieldError(f"{pointer}/abilities/{i}/effects/{index}/target", "'victim' names the card a 'deals damage to a J/resonator' trigger damaged (FOW-BANE-R) or a 'whenever a <card> enters the field' trigger entered (FOW-TRIG-ANY-ENTERS-R)"))
    front = defs.get(card.sides.front) if card.sides is not None else None
    judged_x = card.type == "j_ruler" and front is not None and front.judgment is not None and front.judgment.cost.x
    for at, effects, _drain in lists:
        for index, effect in enumerate(effects):
            enter = at.startswith("/abilities/") and isinstance(owner := card.abilities[int(at.split("/")[2])], Automatic) and owner.trigger == "enter"
            if isinstance(effect, Search) and effect.count_x and not (judged_x and enter):
                # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: X is the X paid for the [Judgment] of its ruler side (CR 903.2h-2).
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/count_x", "FOW-SEARCH-JUDGMENT-X-R: a search for X cards is read only on a J-ruler's [Enter] whose ruler side's [Judgment] cost has X"))
    for at, effects, drain in lists:
        for index, effect in enumerate(effects):
            if getattr(effect, "cost_banished", None) is not None and (
                at.startswith("/abilities/") or card.type not in ("chant", "rune") or card.extra_banish is None or card.extra_banish.races or card.extra_banish.count != 1 or card.incarnation is not None
            ):
                # fow-x-dmglife: FOW-BANISHED-COST-STAT-R
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/cost_banished", "FOW-BANISHED-COST-STAT-R: 'the banished resonator' names the one resonator a chant's additional cost banished"))
            if "added" in (getattr(effect, "target", None), getattr(effect, "of", None)) and card.type != "addition":
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/target", "'added' names the J/resonator an addition is added to (FOW-ADDED-REF-R)"))
            if getattr(effect, "target", None) == "that_object" and not at.startswith("/abilities/"):
                # fow-m-trig: FOW-TRIG-THAT-OBJECT-R
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/target", "'that_object' names the spell or ability that triggered an automatic ability only (FOW-TRIG-THAT-OBJECT-R)"))
            if getattr(effect, "target", None) == "found" and not (isinstance(effect, Modify | AtEnd) and _put_before(effects[:index])):
                # fow-r-modal: FOW-IT-PUT-R
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/target", "'found' names the resonator a search of one card just before put into the field, changed or returned at end of turn only (FOW-IT-PUT-R)"))
            if getattr(effect, "target", None) == "blocker" and not at.startswith("/abilities/"):
                # fow-n-trig: FOW-TRIG-ALLY-BLOCKED-R
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/target", "'blocker' names the blocking J/resonator after a 'whenever a J/resonator you control is blocked' trigger only (FOW-TRIG-ALLY-BLOCKED-R)"))
            if getattr(effect, "target", None) == "victim" and not at.startswith("/abilities/"):
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/target", "'victim' names the card a 'deals damage to a J/resonator' trigger damaged (FOW-BANE-R)"))
            if isinstance(effect, Damage) and effect.that_much and not (drain and at.startswith("/abilities/")):
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/that_much", "'that much' damage follows an 'is dealt damage' trigger only (FOW-TRIG-DEALT-R)"))
            if isinstance(effect, GainLife) and effect.that_much and not drain:
                errors.append(FieldError(f"{pointer}{at}/effects/{index}/that_much", "'that much' life follows a 'deals damage' trigger only (FOW-DRAIN-R)"))
    kind = card.type
    has_stats = card.atk is not None and card.def_ is not None
    if kind in ("resonator", "j_ruler") and not has_stats:
        errors.append(FieldError(pointer, f"a {kind} has ATK and DEF"))
    if kind not in ("resonator", "j_ruler") and (card.atk is not None or card.def_ is not None):
        errors.append(FieldError(pointer + "/atk", f"a {kind} with ATK/DEF needs [Mobilize], which is not supported (FOW-JUDG-5)"))
    if kind in ("resonator", "chant", "addition", "regalia", "rune") and card.cost is None:
        errors.append(FieldError(pointer + "/cost", f"a {kind} has a cost"))
    if card.stone_shared and kind != "magic_stone":
        errors.append(FieldError(pointer + "/stone_shared", "only a magic stone's will is of its J/ruler's attributes (FOW-WILL-SHARED-R)"))
    if kind == "magic_stone":
        if not card.stone_produces:
            errors.append(FieldError(pointer + "/stone_produces", "a magic stone produces will"))
        if not ({"basic", "special"} & set(card.subtypes)):
            errors.append(FieldError(pointer + "/subtypes", "a magic stone is basic or special"))
    if "true" in card.subtypes and (kind != "magic_stone" or "special" not in card.subtypes):
        errors.append(FieldError(pointer + "/subtypes", "'true' is the general type of a special magic stone (FOW-TRUE-STONE-R)"))
    if "stranger" in card.subtypes and kind != "resonator":
        errors.append(FieldError(pointer + "/subtypes", "'stranger' is a stranger resonator (FOW-STRANGER-CARD-R)"))
    if card.start_counters is not None and kind != "ruler":
        errors.append(FieldError(pointer + "/start_counters", "the counters a card starts the game with are a ruler's (FOW-KW-MANA-R)"))
    if card.stranger is not None and kind != "ruler":
        errors.append(FieldError(pointer + "/stranger", "[Stranger] N is a ruler's (FOW-DECK-STRANGER-R)"))
    if kind == "ruler":
        if card.sides is None and card.judgment is None:
            pass  # a ruler without a J-ruler side (and so without [Judgment])
        elif card.sides is None or card.sides.front != card.id:
            errors.append(FieldError(pointer + "/sides", "a ruler with [Judgment] names itself as front side and its J-ruler as back"))
        elif defs.get(card.sides.back) is None or defs[card.sides.back].type != "j_ruler":
            errors.append(FieldError(pointer + "/sides/back", f"{card.sides.back!r} is not a J-ruler of this set"))
    if kind == "j_ruler" and (card.sides is None or card.sides.back != card.id):
        errors.append(FieldError(pointer + "/sides", "a J-ruler names its ruler as front side and itself as back"))
    if card.judgment is not None and kind != "ruler":
        errors.append(FieldError(pointer + "/judgment", "only rulers have [Judgment]"))
    if card.sides is not None and kind not in ("ruler", "j_ruler"):
        # fow-faces: FOW-INVERSE-SIDE-R (CR 1302.3): an inverse card names its hope side as front and its despair
        # side (the one with the race Inverse) as back; both sides are main deck or magic stone cards.
        other = defs.get(card.sides.back if card.sides.front == card.id else card.sides.front)
        despair = card.sides.back == card.id
        if card.id not in (card.sides.front, card.sides.back) or card.sides.front == card.sides.back:
            errors.append(FieldError(pointer + "/sides", "a double-sided card names itself as one of its two sides"))
        elif other is None or other.sides != card.sides or other.type in ("ruler", "j_ruler"):
            errors.append(FieldError(pointer + "/sides", "the other side of an inverse card is a non-ruler card of this set naming the same sides"))
        elif ("Inverse" in card.races) != despair or ("Inverse" in other.races) == despair:
            errors.append(FieldError(pointer + "/sides", "an inverse card's back side (despair) has the race Inverse and its front side (hope) has not (CR 1302.3)"))
    if kind == "addition":
        subtype = [s for s in card.subtypes if s in ("field", "j_resonator")]
        if len(subtype) != 1:
            errors.append(FieldError(pointer + "/subtypes", "an addition is either 'field' or 'j_resonator'"))
        elif subtype[0] == "j_resonator" and (len(card.targets) != 1 or card.targets[0].kind not in ("j_resonator", "resonator")):
            errors.append(FieldError(pointer + "/targets", "an addition: J/resonator targets one J/resonator (or one resonator)"))
    if "addable" in card.subtypes and (kind != "addition" or "j_resonator" not in card.subtypes):
        errors.append(FieldError(pointer + "/subtypes", "'addable' is an addition added to a J/resonator (FOW-ADDABLE-ADDITION-R)"))
    if card.modes and (card.effects or card.targets):
        errors.append(FieldError(pointer + "/modes", "a modal card keeps its targets and effects in its modes"))
    awakened = [(i, t.awakened) for i, t in enumerate(card.targets) if t.awakened]
    if awakened and (
        kind != "chant" or card.awakening is None or len({w for _, w in awakened}) != 1 or awakened[0][0] + len(awakened) != len(card.targets)
        or any(isinstance(slot, int) and slot >= awakened[0][0] and e.condition not in ("awakened", f"awakened_{awakened[0][1]}") for e in card.effects for slot in [getattr(e, "target", None)])
    ):
        # fow-r-modal: FOW-AWAKENED-TARGETS-R
        errors.append(FieldError(pointer + "/targets", "FOW-AWAKENED-TARGETS-R: the slots of one [Awakening] text of a chant come last, named only by effects done so awakened"))
    if card.no_chase == "awakened" and (kind != "chant" or card.awakening is None or card.awakenings):
        # fow-s-keyword: FOW-AWAKENED-NO-CHASE-R
        errors.append(FieldError(pointer + "/no_chase", "FOW-AWAKENED-NO-CHASE-R: only a chant of one [Awakening] closes the chase when played awakened"))
    played_with = any(e.condition in ("played_with", "not_played_with") for e in card.effects)
    if (card.played_with is not None) != played_with or played_with and (kind != "chant" or card.modes or card.awakening is not None):
        # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R
        errors.append(FieldError(pointer + "/played_with", "FOW-PLAYED-WITH-TEXT-R: a chant (not modal, without [Awakening]) played with a [Seal] / [Null] text has effects done so, and only it"))
    if card.random_mode and (not card.modes or any(m.targets for m in card.modes)):
        # FOW-CHOOSE-AT-RANDOM-R: the game picks among modes, none of which targets.
        errors.append(FieldError(pointer + "/random_mode", "a mode chosen at random needs modes, none with targets"))
    if kind not in ("chant", "rune") and (card.effects or card.modes):
        errors.append(FieldError(pointer + "/effects", "only chants and runes have effects of their own; other cards use abilities"))
    if kind not in ("chant", "rune") and card.targets and not (kind == "addition" and "j_resonator" in card.subtypes):
        errors.append(FieldError(pointer + "/targets", "only chants, runes and J/resonator additions target as they are played"))
    if card.trigger is not None and kind != "chant":
        errors.append(FieldError(pointer + "/trigger", "[Trigger] is supported on chants"))
    if card.trigger is not None and sum(part is not None for part in (card.trigger.cost, card.trigger.condition, card.trigger.when, card.trigger.event)) > 1:
        errors.append(FieldError(pointer + "/trigger", "a [Trigger] has a cost or a condition, not both"))
    if card.stealth is not None and (kind != "resonator" or (card.stealth.when is None) == (card.stealth.event is None) or card.stealth.cost is not None or card.stealth.condition is not None):
        # fow-r-standby: FOW-KW-STEALTH-R: a resonator's, of a state (CR 1114.2, 1413.2b); fow-s-event: FOW-TRIGGER-EVENT-R: or of
        # an event.
        errors.append(FieldError(pointer + "/stealth", "[Stealth] is a resonator's, of a state ('when', and 'also') or an event only (FOW-KW-STEALTH-R)"))
    if card.trigger is not None and card.trigger.also and card.trigger.when is None:
        errors.append(FieldError(pointer + "/trigger/also", "states joined with 'and' follow a [Trigger] state ('when') (FOW-TRIGGER-IF-AND-R)"))
    if card.incarnation is not None and (kind != "resonator" or not card.incarnation):
        errors.append(FieldError(pointer + "/incarnation", "[Incarnation] names at least one attribute, on a resonator"))
    if any(cost is not None and cost.removed for cost in (card.extra_banish, card.extra_rest)):
        # fow-n-cost: FOW-COST-REMOVE-FIELD-R: an activate ability's cost only.
        errors.append(FieldError(pointer, "cards removed from the game as a cost are an activate ability's cost"))
    if card.extra_gems is not None and (kind not in ("resonator", "chant", "addition", "regalia") or card.awakening is not None):
        # fow-n-cost: FOW-EXTRA-GEMS-R: gems banished to play a spell, never beside an [Awakening] cost (which may banish gems).
        errors.append(FieldError(pointer + "/extra_gems", "gems banished as an additional cost are a spell's, without [Awakening]"))
    _collect_awakening_errors(card, kind, pointer, errors)  # fow-m-cost: FOW-AWAKENING-WHICH-R
    free = card.play_less
    if free is not None and free.free and (not (free.optional or free.when is not None) or free.per is not None or free.targets_races or free.targets_spec is not None or card.cost is None or card.cost.x or free.less != card.cost):
        # fow-m-cost: FOW-PLAY-FREE-IF-R: the whole printed cost (no X) removed by choice while its condition holds.
        errors.append(FieldError(pointer + "/play_less/free", "playing without paying its cost removes the whole printed cost (no X), by choice, while a condition holds"))
    also = card.play_less_also
    if also is not None and (free is None or also.when is None or also.free or also.per is not None or also.targets_races or also.targets_spec is not None or also.by is not None or also.by_counters is not None):
        # fow-w-costs: FOW-PLAY-LESS-TWO-R: a second reduction while a condition of its own holds, beside a first one.
        errors.append(FieldError(pointer + "/play_less_also", "a second cost reduction is a plain one while its own condition holds, beside a first one"))
    if free is not None and free.targets_spec is not None and not card.targets:
        # fow-r-cost: FOW-PLAY-LESS-TARGETS-R: "if it targets ..." of a card that targets as it is played.
        errors.append(FieldError(pointer + "/play_less/targets_spec", "'if it targets' lowers the cost of a card with targets of its own"))
    if free is not None and free.by is not None and any(v is not None for v in (card.extra_banish, card.extra_rest, card.incarnation, card.mastery, card.awakening)):
        # fow-p-cost: FOW-PLAY-LESS-BY-R: the play's payment names the cards of one such cost only.
        errors.append(FieldError(pointer + "/play_less/by", "cards rested (banished) as the card is played, beside no other cost naming cards"))
    if card.banish_instead_of is not None and kind not in ("resonator", "addition", "regalia"):
        # fow-w-costs: FOW-BANISH-INSTEAD-OF-R: banished from the field as another card's alternative cost.
        errors.append(FieldError(pointer + "/banish_instead_of", "'banish this card rather than pay the cost of' is an ability of a resonator, addition or regalia"))
    if card.chants_more is not None and kind not in ("resonator", "addition", "regalia"):
        errors.append(FieldError(pointer + "/chants_more", "'pay more to play chants' is a continuous ability of a resonator, addition or regalia (FOW-CHANTS-MORE-R)"))
    if card.mastery is not None and (kind not in ("resonator", "chant", "addition", "regalia") or bool(card.mastery.names) == bool(card.mastery.races)):
        # FOW-KW-MASTERY-R: names or races (one of the two), on a card played as a spell.
        errors.append(FieldError(pointer + "/mastery", "[Mastery] names card names or races (one of the two), on a resonator, chant, addition or regalia"))
    if card.solarisation is not None and (kind not in ("resonator", "chant", "addition", "regalia") or card.mastery is not None or card.cost is None):
        # FOW-KW-SOLARISATION-R: a cost lowered as a spell is played, never beside [Mastery].
        errors.append(FieldError(pointer + "/solarisation", "[Solarisation] is on a resonator, chant, addition or regalia with a cost, without [Mastery]"))
    if card.mobilize is not None and (kind != "resonator" or card.mobilize.x):
        errors.append(FieldError(pointer + "/mobilize", "[Mobilize] is supported on resonators, with a cost without X"))
    if "remnant" in card.keywords and kind != "chant":
        errors.append(FieldError(pointer + "/keywords", "[Remnant] is supported on chants"))
    gem_effects = list(card.effects) + [e for m in card.modes for e in m.effects] + [e for a in card.abilities if isinstance(a, Activate | Automatic) for e in ability_effects(a)]
    # fow-r-trig: FOW-GEM-ONE-OF-R: both, with two or more attributes and one gem, is one gem of one of them chosen.
    if any(isinstance(e, GainGems) and bool(e.attributes) == e.any_attribute and not (len(e.attributes) >= 2 and e.count == 1) for e in gem_effects):
        errors.append(FieldError(pointer, "a gain of gems names its attributes or any_attribute, not both (FOW-GEM-R)"))
    if card.extra_counters is not None and (not card.extra_counters.from_j_ruler or kind not in ("resonator", "chant", "addition", "regalia")):
        errors.append(FieldError(pointer + "/extra_counters", "an additional cost of playing a card removes counters from its player's J/ruler (FOW-J-RULER-COUNTER-R)"))
    if card.resolves_to is not None and (kind != "chant" or "remnant" in card.keywords):
        errors.append(FieldError(pointer + "/resolves_to", "only a chant without [Remnant] goes elsewhere as it resolves (FOW-AS-IT-RESOLVES-R)"))
    if card.resolves_awakened and (card.resolves_to is None or (card.awakening is None and not card.awakenings)):
        # fow-s-deal
        errors.append(FieldError(pointer + "/resolves_awakened", "FOW-AS-IT-RESOLVES-AWAKENED-R: a destination as it resolves of a chant with an [Awakening] cost"))
    if card.rune is not None and (kind not in ("chant", "rune") or (card.divinity is None and not (kind == "rune" and card.unsupported)) or card.trigger is not None):
        # FOW-RUNE-DECK-R: a chant, rune card has a divinity (CR 210.2); a [Trigger] rune is not in the vocabulary.
        errors.append(FieldError(pointer + "/rune", "a rune is a chant or a rune card without [Trigger], with a divinity"))
    if kind == "rune" and (card.rune is None or card.abilities or card.keywords not in ([], ["quickcast"])):
        # FOW-RUNE-CARD-R (CR 711.2a): a rune card of no other type is a spell of text performed as it resolves;
        # of the keywords only [Quickcast] (CR 709.3c) is read.
        errors.append(FieldError(pointer + "/types", "a rune card is a rune (\"rune\" or \"master\") without abilities or keywords but [Quickcast]"))
    if any(isinstance(e, Search) and (e.deck == "rune_area") != (e.to == "face_down") for e in _all_effects(card)):
        errors.append(FieldError(pointer, "a revealed rune of the rune area is flipped face down, and only it (FOW-RUNE-FLIP-DOWN-R)"))
    if any(isinstance(e, Search) and e.onto == "self" and e.deck == "hand" and (e.to != "field" or e.filter.kinds != ["addition"] or e.count > 1 or kind != "resonator") for e in _all_effects(card)):
        # fow-s-grimm-b: FOW-ADD-FROM-HAND-R.
        errors.append(FieldError(pointer, "FOW-ADD-FROM-HAND-R: an addition of the hand added to this card is one addition put into the field from the hand by a resonator's ability"))
    watches = [e for e in _all_effects(card) if isinstance(e, AtEnd) and e.then == "destroyed_banish"]
    spell_text = [e for e in [*card.effects, *(e for m in card.modes for e in m.effects)] if isinstance(e, AtEnd) and e.then == "destroyed_banish"]
    if any(not isinstance(e.target, int) for e in watches) or spell_text or (watches and kind not in ("resonator", "addition", "regalia", "j_ruler")):
        # fow-s-grimm-b: FOW-DESTROYED-BANISH-R.
        errors.append(FieldError(pointer, "FOW-DESTROYED-BANISH-R: 'banish this card' when a target is destroyed is an ability of a card of the field, watching its target"))
    if card.hand_quickcast is not None and (kind not in ("resonator", "addition", "regalia", "ruler", "j_ruler") or card.hand_quickcast != SearchFilter(kinds=card.hand_quickcast.kinds, races=card.hand_quickcast.races, attributes=card.hand_quickcast.attributes)):
        errors.append(FieldError(pointer + "/hand_quickcast", "FOW-HAND-QUICKCAST-R: a card of a field or a ruler grants [Quickcast] to cards of a hand of kinds, races and attributes"))
    if card.runes_quickcast and kind != "j_ruler":
        errors.append(FieldError(pointer + "/runes_quickcast", "only a J-ruler gives the runes of its rune area [Quickcast] (FOW-RUNES-QUICKCAST-R)"))
    if card.rune_area_cost is not None and card.rune is None:
        errors.append(FieldError(pointer + "/rune_area_cost", "only a rune is played from a rune area (FOW-RUNE-AREA-COST-R)"))
    if (card.play_from is not None or card.zone_cost is not None) and kind not in ("resonator", "chant", "addition", "regalia"):
        # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R, FOW-ZONE-COST-R: a card played as a spell.
        errors.append(FieldError(pointer + "/play_from", "FOW-PLAY-FROM-ZONE-R: a resonator, chant, addition or regalia is played from another zone"))
    if card.opponent_spells_max is not None and kind not in ("resonator", "addition", "regalia"):
        errors.append(FieldError(pointer + "/opponent_spells_max", "FOW-OPP-NO-CHEAP-SPELLS-R: a resonator, addition or regalia of the field bars its opponent's spells"))
    if card.play_from is not None and card.play_from.zone == "graveyard" and "remnant" in card.keywords:
        errors.append(FieldError(pointer + "/play_from", "FOW-PLAY-FROM-ZONE-R: a card with [Remnant] is played from its graveyard by [Remnant] (CR 1115.2)"))
    if card.stone_types and kind != "magic_stone":
        errors.append(FieldError(pointer + "/stone_types", "only magic stones have magic stone types here"))
    if card.uncancellable_if is not None and (kind not in ("resonator", "chant", "addition", "regalia") or card.uncancellable):
        errors.append(FieldError(pointer + "/uncancellable_if", "FOW-UNCANCELLABLE-IF-R: a card played as a spell, not uncancellable already"))
    if card.enters_rested and kind not in ("resonator", "addition", "regalia", "magic_stone"):
        errors.append(FieldError(pointer + "/enters_rested", "only resonators, additions, regalia and magic stones enter the field"))
    if card.cost is not None and card.cost.x and kind not in ("chant", "rune"):
        errors.append(FieldError(pointer + "/cost/x", "X costs are supported on chants"))
    # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: or the X counters the chant's additional cost removes.
    paid_x = card.cost is not None and card.cost.x or card.extra_counters is not None and card.extra_counters.x
    own = list(card.effects) + [e for m in card.modes for e in m.effects] if paid_x else []
    # fow-s-grimm-b: FOW-ACTIVATE-X-R: the searches of an activate ability (no modes) whose cost has X.
    x_activates = [a for a in card.abilities if isinstance(a, Activate) and a.cost.will is not None and a.cost.will.x]
    own += [e for a in x_activates for e in a.effects]
    granted: list[Activate | WillAbility] = [*(g for a in card.abilities if isinstance(a, Continuous) for g in a.grants), *(g for a in card.abilities if isinstance(a, Continuous) for g in a.grants_will)]
    if any(
        isinstance(a, Activate | WillAbility) and a.cost.will is not None and a.cost.will.x and (not isinstance(a, Activate) or a.modes or not any(isinstance(e, Search) and e.filter.max_cost_x is not None for e in a.effects))
        for a in [*card.abilities, *granted]
    ) or any(a.cost.will is not None and a.cost.will.x for a in granted):
        errors.append(FieldError(pointer, "FOW-ACTIVATE-X-R: an ability cost with X is an activate ability's whose search is bounded by X"))
    if any(isinstance(e, Search) and e.filter.max_cost_x is not None and (e.top is not None or e.deck not in ("main", "hand")) for e in _all_effects(card)) or any(
        isinstance(e, Search) and e.filter.max_cost_x is not None and not any(e is o for o in own) for e in _all_effects(card)
    ):
        errors.append(FieldError(pointer, "FOW-SEARCH-X-R: a search bounded by X searches the main deck for a chant whose cost has X"))
    if any(isinstance(e, Draw | DiscardCards) and e.per_x and not (kind == "chant" and any(e is o for o in own)) for e in _all_effects(card)):
        # fow-s-modal
        errors.append(FieldError(pointer, "FOW-DRAW-DISCARD-X-R: X cards drawn (discarded) are a chant's own, the chant's cost having X"))
    if any(isinstance(e, Damage) and e.per_x and not (kind == "chant" and any(e is o for o in own)) for e in _all_effects(card)):
        # fow-n-static: FOW-DAMAGE-TIMES-X-R
        errors.append(FieldError(pointer, "FOW-DAMAGE-TIMES-X-R: damage multiplied by X is a chant's own, the chant's cost having X"))
    if any(isinstance(e, Cancel) and ((e.unless_pays is not None and e.unless_pays.x and not (kind == "chant" and any(e is o for o in own))) or (e.unless_opponent and (e.unless_pays is None or not e.unless_pays.x))) for e in _all_effects(card)):
        # fow-p-static: FOW-CANCEL-UNLESS-X-R
        errors.append(FieldError(pointer, "FOW-CANCEL-UNLESS-X-R: a cancel unless X is paid is a chant's own, the chant's cost having X"))
    own_targets = list(card.targets) + [t for m in card.modes for t in m.targets] if own and kind == "chant" else []
    x_targets = [t for t in [*card.targets, *(t for m in card.modes for t in m.targets)] if t.max_cost_x] + [
        t for ability in card.abilities for t in getattr(ability, "targets", []) if t.max_cost_x
    ]
    if any(not any(t is o for o in own_targets) or t.kind not in ("resonator", "j_resonator") or t.zone != "field" for t in x_targets):
        # fow-dec-c: FOW-TARGET-COST-X-R.
        errors.append(FieldError(pointer, "FOW-TARGET-COST-X-R: a target bounded by X is a chant's own J/resonator target, the chant's cost having X"))
    _collect_ref_errors(list(card.effects), list(card.targets), pointer, errors)
    for m, mode in enumerate(card.modes):
        _collect_ref_errors(list(mode.effects), list(mode.targets), f"{pointer}/modes/{m}", errors)
    # fow-n-rulers: FOW-COND-DISCARDED-R: "if you discarded a <Race>" in an activate ability discarding as its cost only.
    beside = [e for ability in card.abilities if isinstance(ability, Activate) and ability.cost.discard is not None for e in ability.effects]
    if card.type == "chant" and not beside:
        # fow-t-draw: FOW-COND-DISCARDED-EFFECT-R: or right after a chant's own discard (FOW-DISCARD-CHOICE-R).
        beside = after_own_discard(list(card.effects))
    every = [*card.effects, *(e for m in card.modes for e in m.effects)]
    every += [e for ability in card.abilities if isinstance(ability, Activate | Automatic) for e in [*ability.effects, *(x for m in ability.modes for x in m.effects)]]
    if any(held is not None and held.discarded_races for e in every if not any(e is b for b in beside) for held in (getattr(e, "when", None), getattr(e, "unless", None))):
        errors.append(FieldError(pointer, "FOW-COND-DISCARDED-R: 'if you discarded' is a condition of an activate ability discarding a card as its cost"))
    if any(b'"what":"that_cost"' in msgspec.json.encode(e) for e in [*card.effects, *(e for m in card.modes for e in m.effects)]):
        # fow-r-trig: FOW-TRIG-PLAYED-COST-X-R: a spell's own effects count no spell that triggered them.
        errors.append(FieldError(pointer + "/effects", "'that_cost' counts the total cost of the spell that triggered a 'whenever you play a <spell>' ability only (FOW-TRIG-PLAYED-COST-X-R)"))
    for a, ability in enumerate(card.abilities):
        at = f"{pointer}/abilities/{a}"
        if isinstance(ability, Activate | Automatic):
            _collect_ref_errors(list(ability.effects), list(ability.targets), at, errors)
            for m, mode in enumerate(ability.modes):
                _collect_ref_errors(list(mode.effects), list(mode.targets), f"{at}/modes/{m}", errors)
            if ability.modes and (ability.effects or ability.targets):
                # FOW-MODES-ABILITY-R: a modal ability keeps its targets and effects in its modes.
                errors.append(FieldError(at + "/modes", "a modal ability keeps its targets and effects in its modes"))
        if isinstance(ability, Automatic) and ability.random_mode and (not ability.modes or any(m.targets for m in ability.modes)):
            # FOW-CHOOSE-AT-RANDOM-R: options chosen at random, none with targets.
            errors.append(FieldError(at + "/random_mode", "an automatic ability's options chosen at random need options, none with targets"))
        if isinstance(ability, Automatic) and ability.by_chant and ability.trigger != "ally_targeted":
            # fow-s-trig: FOW-TRIG-ALLY-TARGETED-CHANT-R
            errors.append(FieldError(at + "/by_chant", "only a 'when a J/resonator you control is targeted by ...' ability names a chant spell or an ability (FOW-TRIG-ALLY-TARGETED-CHANT-R)"))
        if isinstance(ability, Automatic) and ability.trigger in ("j_ruler_rune_damages_opponent", "token_to_graveyard") and not ability.in_graveyard:
            # fow-s-trig: FOW-TRIG-JRULER-RUNE-DAMAGES-R, FOW-TRIG-TOKEN-GRAVEYARD-R: abilities active in their owner's graveyard only.
            errors.append(FieldError(at + "/in_graveyard", "a 'whenever a J/ruler or rune you control deals damage to your opponent' (FOW-TRIG-JRULER-RUNE-DAMAGES-R) or 'a resonator token you control is put into a graveyard' (FOW-TRIG-TOKEN-GRAVEYARD-R) ability is active in its owner's graveyard only"))
        if isinstance(ability, Automatic) and (ability.guidance or ability.trigger == "guidance_put") and not _guidance_whole(ability, kind):
            # fow-s-trig: FOW-GUIDANCE-R: each [Guidance] text an option, then each run of them in a row, nothing more.
            errors.append(FieldError(at + "/guidance", "a 'guidance counters put' ability of a resonator, addition or regalia has one option per [Guidance] number (rising), then one per run of two or more of them in a row (FOW-GUIDANCE-R)"))
        if isinstance(ability, WillAbility | Activate) and ability.cost.banish_self and kind in ("ruler", "j_ruler"):
            errors.append(FieldError(at + "/cost/banish_self", "rulers cannot be banished (FOW-RP-2)"))
        if isinstance(ability, WillAbility | Activate) and (ability.cost.remove_top or ability.cost.return_self or ability.cost.bottom_self or ability.cost.removed_self):
            # fow-n-cost: FOW-COST-REMOVE-TOP-R / FOW-COST-RETURN-SELF-R: costs of an activate ability of a card in the field.
            if isinstance(ability, WillAbility) or ability.from_graveyard or ability.cost.discard_self or ability.cost.remove_hand or ability.cost.dive or ability.cost.remove_self:
                errors.append(FieldError(at + "/cost", "removing the deck's top card or returning this card to its owner's hand is a cost of an activate ability played from the field"))
            if ability.cost.return_self and (kind in ("ruler", "j_ruler") or ability.cost.banish_self):
                errors.append(FieldError(at + "/cost/return_self", "a ruler (or a card banished by the same cost) is not returned to its owner's hand"))
            if ability.cost.bottom_self and (kind in ("ruler", "j_ruler") or ability.cost.banish_self or ability.cost.return_self):
                # fow-p-cost: FOW-COST-BOTTOM-SELF-R.
                errors.append(FieldError(at + "/cost/bottom_self", "a ruler (or a card moved otherwise by the same cost) is not put on the bottom of its owner's deck"))
            if ability.cost.removed_self and (kind in ("ruler", "j_ruler") or ability.cost.banish_self or ability.cost.return_self or ability.cost.bottom_self):
                # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R.
                errors.append(FieldError(at + "/cost/removed_self", "a ruler (or a card moved otherwise by the same cost) is not removed from the game by this cost"))
        if isinstance(ability, Continuous) and ability.per is not None and ability.per.zone == "hand" and ability.per.what != "card":
            errors.append(FieldError(at + "/per/what", "only how many cards a hand holds is counted (which kinds would reveal it)"))
        if isinstance(ability, Continuous) and (ability.host_is is not None or ability.host_is_not is not None) and (ability.scope != "added" or kind != "addition"):
            errors.append(FieldError(at + "/host_is", "FOW-ADDED-IF-PRINTED-R: what the added J/resonator is, on an addition's 'added' scope only"))
        if isinstance(ability, Continuous) and ability.race_change is not None and (
            ability.races != ability.race_change.lose or (not ability.race_change.lose and ability.scope != "added") or ability.attributes or ability.not_attributes or ability.not_races or ability.per is not None or ability.any_card
        ):
            # fow-s-grimm-a: FOW-CONT-RACE-CHANGE-R: the group is of the races it loses (no other filter read first, CR 909.1c).
            errors.append(FieldError(at + "/race_change", "FOW-CONT-RACE-CHANGE-R: the cards of a race lose it and gain others (FOW-CONT-RACE-GAIN-R: the added J/resonator gains one)"))
        if isinstance(ability, Continuous) and ability.prevent_battle and ability.scope not in ("self", "added"):
            errors.append(FieldError(at + "/prevent_battle", "battle damage is prevented for this card or the added J/resonator (FOW-PREVENT-R)"))
        if isinstance(ability, Continuous) and (ability.damage_plus_by is not None or ability.damage_plus_yours) and (
            not ability.damage_plus or ability.damage_plus_by is None or ability.damage_plus_by.kinds not in (["chant"], ["rune"]) or ability.scope != "self"
        ):
            errors.append(FieldError(at + "/damage_plus_by", "FOW-DAMAGE-PLUS-CHANT-R, FOW-DAMAGE-PLUS-RUNE-R: more damage dealt by chant (rune) cards, N named"))
        if isinstance(ability, Continuous) and ability.damage_plus and (ability.scope not in ("self", "added", "your_j_resonators") or ability.per is not None or ability.as_long_as is not None):
            errors.append(FieldError(at + "/damage_plus", "'deals that much +N instead' is read for this card, the added J/resonator (FOW-DAMAGE-PLUS-R) or a group you control (FOW-DAMAGE-PLUS-GROUP-R), unconditionally"))
        if isinstance(ability, Continuous) and (ability.with_keyword or ability.without_keyword) and (
            # fow-r-gains: FOW-KEYWORD-GRANTS-BY-KEYWORD-R: other keywords "with" a keyword only.
            (ability.keywords and (ability.without_keyword or ability.with_keyword in ability.keywords)) or ability.must_attack or ability.damage_plus or any(getattr(ability, f) for f in ("untargetable", "unattackable", "unblockable", "cannot_attack", "cannot_block", "cannot_attack_opponent", "cannot_attack_resonators"))
        ):
            errors.append(FieldError(at + "/with_keyword", "J/resonators chosen by a keyword change ATK/DEF only (FOW-CONT-KEYWORD-FILTER-R)"))
        if isinstance(ability, Automatic) and ability.gone_races and ability.trigger != "resonator_to_graveyard":
            errors.append(FieldError(at + "/gone_races", "races narrow a 'put into a graveyard from the field' trigger only (FOW-TRIG-RACE-GRAVEYARD-R)"))
        if isinstance(ability, Automatic) and ability.gone_names and ability.trigger != "resonator_to_graveyard":
            errors.append(FieldError(at + "/gone_names", "names narrow a 'put into a graveyard from your field' trigger only (FOW-TRIG-NAMED-GRAVEYARD-R)"))
        if isinstance(ability, Continuous) and ability.scope == "added" and kind != "addition":
            errors.append(FieldError(at + "/scope", "only additions affect the card they are added to"))
        if isinstance(ability, Continuous) and (
            (ability.scope == "your_magic_stones" and not ability.grants_will and not ability.also_stone_types) or (ability.grants_will and ability.scope not in ("your_magic_stones", "your_j_resonators"))
        ):
            # FOW-GRANTED-WILL-R: magic stones are changed by nothing else of the vocabulary (fow-w-grant: FOW-GRANTED-WILL-GROUP-R: a
            # will ability is granted to the J/resonators you control as well).
            errors.append(FieldError(at + "/grants_will", "a will ability is granted to the magic stones (the J/resonators, FOW-GRANTED-WILL-GROUP-R) you control only, and magic stones gain nothing else"))
        if isinstance(ability, Continuous) and ability.also_stone_types and (ability.scope != "your_magic_stones" or len(ability.attributes) != 1 or ability.grants_will):
            # fow-y-will: FOW-STONE-TREATED-AS-R: the magic stones of one magic stone type its controller controls, nothing else.
            errors.append(FieldError(at + "/also_stone_types", "a magic stone type is added to the magic stones of one magic stone type you control only (FOW-STONE-TREATED-AS-R)"))
        if isinstance(ability, Automatic) and (ability.trigger == "card_attacks") != (ability.attacker is not None):
            errors.append(FieldError(at + "/attacker", "a 'whenever a <J/resonator> you control attacks' ability names which, and only it does (FOW-TRIG-ALLY-ATTACKS-R)"))
        if isinstance(ability, Automatic) and ability.named and ability.trigger != "card_enters":
            errors.append(FieldError(at + "/named", "only a 'whenever a card named <N> enters your field' ability names cards (FOW-TRIG-NAMED-ENTERS-R)"))
        if isinstance(ability, Automatic) and (ability.trigger == "card_enters") != (ability.enters is not None):
            errors.append(FieldError(at + "/enters", "a 'whenever a <card> enters your field' ability names which cards, and only it does (FOW-TRIG-OTHER-ENTERS-R)"))
        if isinstance(ability, Activate) and ability.cost.remove_counters is not None and not ability.cost.remove_counters.from_j_ruler and kind not in ("resonator", "addition", "regalia", "magic_stone", "j_ruler"):
            errors.append(FieldError(at + "/cost/remove_counters", "counters are removed from a card in the field (FOW-NAMED-COUNTER-R)"))
        if isinstance(ability, Automatic) and ability.unplayed and (ability.trigger, ability.whose) != ("card_enters", "opponent"):
            errors.append(FieldError(at + "/unplayed", "only a 'whenever a <card> enters the field under your opponent's control' ability says 'without being played' (FOW-TRIG-OPP-ENTERS-R)"))
        if isinstance(ability, Automatic) and ability.targeted_by is not None and ability.trigger != "targeted":
            errors.append(FieldError(at + "/targeted_by", "only a 'when this card becomes targeted' ability names what targets it (FOW-TRIG-TARGETED-BY-ATTR-R)"))
        if isinstance(ability, Automatic) and ability.trigger == "targeted" and ability.whose == "any":
            errors.append(FieldError(at + "/whose", "a 'when this card becomes targeted' ability is by anyone's ('you', the default) or by the opponent's spells or abilities (FOW-TRIG-TARGETED-BY-OPP-R)"))
        if isinstance(ability, Automatic) and ability.whose != "you" and ability.trigger not in ("resonator_to_graveyard", "card_enters", "targeted"):
            errors.append(FieldError(at + "/whose", "only a 'whenever a resonator is put into a graveyard' ability names whose field (FOW-TRIG-GRAVEYARD-R), a 'whenever a <card> enters the field' one any (FOW-TRIG-ANY-ENTERS-R) or the opponent's (FOW-TRIG-OPP-ENTERS-R)"))
        if isinstance(ability, Automatic) and ability.in_graveyard and (
            ability.trigger not in ("card_enters", "resonance", "discarded_by_opponent", "j_ruler_rune_damages_opponent", "token_to_graveyard") or ability.whose != "you" or kind not in ("resonator", "addition", "regalia") or ability.targets or ability.modes
            or not ability.effects or not isinstance(ability.effects[-1], FromGraveyard) or ability.effects[-1].target != "self"
            or (ability.effects[-1].to == "field" and kind != "resonator") or ability.effects[-1].to not in ("hand", "field")
        ):
            # fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R: a main deck card's own "put this card from your graveyard into ..." only.
            errors.append(FieldError(at + "/in_graveyard", "an ability active in its graveyard is a resonator's, addition's or regalia's 'whenever a <card> enters your field' or [Resonance] ability putting this card from the graveyard into its owner's hand (a resonator's: or field) (FOW-TRIG-IN-GRAVEYARD-R)"))
        if isinstance(ability, Activate | Automatic) and any(getattr(e, "target", None) == "blocker" for e in ability_effects(ability)) and not (isinstance(ability, Automatic) and ability.trigger == "ally_blocked"):
            # fow-n-trig: FOW-TRIG-ALLY-BLOCKED-R
            errors.append(FieldError(at + "/effects", "'blocker' (the blocking J/resonator) names a card after a 'whenever a J/resonator you control is blocked' trigger only (FOW-TRIG-ALLY-BLOCKED-R)"))
        if isinstance(ability, Automatic) and ability.gone_counter is not None and ability.trigger != "resonator_to_graveyard":
            # fow-m-trig: FOW-TRIG-GONE-COUNTER-R
            errors.append(FieldError(at + "/gone_counter", "only a 'whenever a resonator is put into a graveyard' ability names a counter it had (FOW-TRIG-GONE-COUNTER-R)"))
        named = [e for e in ability_effects(ability) if getattr(e, "target", None) == "that_object"] if isinstance(ability, Activate | Automatic) else []
        if named and not (isinstance(ability, Automatic) and ability.trigger in ("ally_targeted", "spell_played") and all(isinstance(e, Cancel) and e.unless_pays is None for e in named)):
            # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: cancelled, after a trigger on a spell or ability played only.
            errors.append(FieldError(at + "/effects", "'that_object' (the spell or ability that triggered it) is cancelled after a 'targets a J/resonator you control' or a 'spell played' trigger only (FOW-TRIG-THAT-OBJECT-R)"))
        if b'"what":"that_cost"' in msgspec.json.encode(ability) and not (isinstance(ability, Automatic) and ability.trigger == "spell_played"):
            # fow-r-trig: FOW-TRIG-PLAYED-COST-X-R
            errors.append(FieldError(at, "'that_cost' counts the total cost of the spell that triggered a 'whenever you play a <spell>' ability only (FOW-TRIG-PLAYED-COST-X-R)"))
        if isinstance(ability, Automatic) and ability.played is not None and ability.played.or_later and ability.played.nth is None:
            # fow-r-trig: FOW-TRIG-NTH-CHANT-R
            errors.append(FieldError(at + "/played/or_later", "'or subsequent' follows the n-th card (chant) played this turn only (FOW-TRIG-NTH-CHANT-R)"))
        if isinstance(ability, Automatic) and (ability.trigger == "ally_destroyed") != (ability.destroyed is not None):
            # fow-n-trig: FOW-TRIG-RACE-DESTROYED-R
            errors.append(FieldError(at + "/destroyed", "a 'when a <Race> you control is destroyed' ability names which cards, and only it does (FOW-TRIG-RACE-DESTROYED-R)"))
        if isinstance(ability, Automatic) and (ability.trigger == "resonance") != bool(ability.stone_types):
            errors.append(FieldError(at + "/stone_types", "a [Resonance] ability names the magic stone types that trigger it, and only it does"))
        if isinstance(ability, Automatic) and ability.trigger == "played_less" and card.off_hand_less is None:
            errors.append(FieldError(at + "/trigger", "'when you play a card this way' follows a 'pay less to play cards not from your hand' of the card (FOW-OFF-HAND-LESS-R)"))
        if isinstance(ability, WillAbility) and ability.once_per_turn and kind != "ruler" and ((ability.cost.will is None and ability.cost.remove is None) or ability.cost.rest or ability.cost.banish_self or ability.cost.life or ability.cost.rest_cards is not None or ability.cost.remove_counters is not None):
            # fow-dec-b: FOW-ONCE-PER-TURN-R: a field card's with a will cost alone (played on its own, FOW-WILL-PAID-R).
            errors.append(FieldError(at + "/once_per_turn", "a will ability played only once per turn is a ruler's, from its ruler area (FOW-RULER-WILL-R), or a field card's of a will cost alone (FOW-ONCE-PER-TURN-R)"))
        # fow-hero3: FOW-RULER-WILL-R: a ruler's will ability resting other cards or paying will, with no condition.
        # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: or removing graveyard cards; its will restricted or not.
        ruler_will = isinstance(ability, WillAbility) and not (ability.cost.rest or ability.cost.banish_self or ability.cost.life or ability.when) and (
            ability.cost.rest_cards is not None or ability.cost.will is not None or ability.cost.remove is not None or ability.cost.remove_counters is not None  # fow-u-counters: FOW-KW-MANA-R
        )
        if kind == "ruler" and ((isinstance(ability, WillAbility) and not ruler_will) or (isinstance(ability, Automatic) and ability.trigger not in RULER_AREA_TRIGGERS)):
            errors.append(FieldError(at, f"a ruler's {ability.__struct_config__.tag} ability from its ruler area is not supported (FOW-RULER-AREA-R)"))
        if kind == "ruler" and isinstance(ability, Automatic) and ability.trigger in RULER_STEP_TRIGGERS and (ability.modes or not all(ruler_step_effect(effect.__struct_config__.tag, getattr(effect, "target", None)) for effect in ability.effects)):
            errors.append(FieldError(at + "/effects", "a ruler's ability at a step of the turn has effects on players only: draw, mill, gain_life (FOW-TRIG-RULER-STEP-R)"))
        if kind != "ruler" and isinstance(ability, Automatic) and ability.trigger == "game_start":
            errors.append(FieldError(at + "/trigger", "an 'At the beginning of the game' ability is a ruler's, from its ruler area (FOW-TRIG-GAME-START-R)"))
        if isinstance(ability, Continuous) and ability.weather is not None:
            # fow-reiya-lapis: FOW-WEATHER-STATIC-R: its controller's weather only, from a J/ruler, while the turn allows.
            if kind not in ("ruler", "j_ruler") or ability.scope != "self" or (ability.as_long_as is not None and ability.as_long_as != AsLongAs(turn="yours")):
                errors.append(FieldError(at + "/weather", "a printed weather is a J/ruler's, alone or during its controller's turn (FOW-WEATHER-STATIC-R)"))
            elif ability != Continuous(text=ability.text, scope="self", weather=ability.weather, as_long_as=ability.as_long_as):
                errors.append(FieldError(at + "/weather", "a printed weather changes nothing else (FOW-WEATHER-STATIC-R)"))
        elif kind == "ruler" and isinstance(ability, Continuous) and (ability.scope in ("self", "added") or ability.must_attack):
            errors.append(FieldError(at + "/scope", "a ruler in its ruler area has no ATK/DEF: its continuous abilities change J/resonators (FOW-RULER-AREA-R)"))
    errors.extend(FieldError(at, problem) for at, condition in card_conditions(card, pointer) if (problem := as_long_as_form_problem(condition)) is not None)
    # fow-v-grant: FOW-GAINS-QUOTED-TURN-R: a text held under "gained N" is one a one-time effect of the card itself grants it.
    granting = {e.gained for e in _all_effects(card) if isinstance(e, Modify) and e.gained is not None}
    errors.extend(
        FieldError(at + "/gained", "FOW-GAINS-QUOTED-TURN-R: a text held while this card gained it names a gain of the card's own one-time effects")
        for at, condition in card_conditions(card, pointer)
        if condition.gained is not None and (condition.gained not in granting or kind not in ("resonator", "j_ruler"))
    )
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, Continuous) and {"war", "bond"} & set(ability.keywords):
            # fow-u-conds: FOW-GAINS-WHILE-IT-MARKER-R: «War» and «Bond» are printed or given by one-time effects only.
            errors.append(FieldError(f"{pointer}/abilities/{index}/keywords", "a continuous ability giving «War» or «Bond» is not in the vocabulary (FOW-GAINS-WHILE-IT-MARKER-R)"))
    if b'"keyword":' in (encoded := msgspec.json.encode(card)) or b'"stealth":true' in encoded:
        # fow-r-standby: FOW-TRIGGER-IF-KEYWORD-R: a count by keyword is a [Trigger] state only (a value worked out
        # with the keywords must not depend on them); FOW-COUNT-STEALTH-R: by [Stealth], an effect's count only.
        for at, stealth in _keyword_counts(card, pointer):
            if stealth and "/effects/" not in at:
                errors.append(FieldError(at, "a count of cards with [Stealth] is an effect's only, counted as it resolves (FOW-COUNT-STEALTH-R)"))
            elif not stealth and not at.startswith((pointer + "/trigger/", pointer + "/stealth/", pointer + "/play_less/")) and "/effects/" not in at:
                # fow-u-conds: FOW-COUNT-MARKER-KEYWORD-R: or an effect's count (as it resolves), or a cost reduction's (as
                # the card is played) -- never a continuous value's.
                errors.append(FieldError(at, "a count of cards with a keyword is a [Trigger] state, an effect's or a cost reduction's only (FOW-TRIGGER-IF-KEYWORD-R, FOW-COUNT-MARKER-KEYWORD-R)"))
    return errors


def _keyword_counts(node: object, pointer: str) -> list[tuple[str, bool]]:
    """fow-r-standby: the JSON Pointers of the counts by keyword (``PerCount.keyword``) or by [Stealth] (``PerCount.stealth``,
    True) within a card definition."""
    found: list[tuple[str, bool]] = []
    stack: list[tuple[object, str]] = [(node, pointer)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, PerCount) and (item.keyword is not None or item.stealth):
            found.extend([(at + "/keyword", False)] * (item.keyword is not None) + [(at + "/stealth", True)] * item.stealth)
        elif isinstance(item, list | tuple):
            stack.extend((x, f"{at}/{i}") for i, x in enumerate(item))
        elif isinstance(item, msgspec.Struct):
            stack.extend((getattr(item, name), f"{at}/{encoded}") for name, encoded in zip(item.__struct_fields__, item.__struct_encode_fields__, strict=True))
    return found


def card_conditions(node: object, pointer: str) -> list[tuple[str, AsLongAs]]:
    """Every "as long as" condition within a card definition, with its JSON Pointer (only the fields whose
    type can hold one are walked: :func:`_condition_fields`)."""
    fields = _condition_fields()
    found: list[tuple[str, AsLongAs]] = []
    stack: list[tuple[object, tuple[str | int, ...]]] = [(node, ())]
    while stack:
        item, path = stack.pop()
        if isinstance(item, AsLongAs):
            found.append((pointer + "".join(f"/{step}" for step in path), item))
        elif isinstance(item, list | tuple):
            stack.extend((x, (*path, i)) for i, x in enumerate(item) if x)
        else:
            stack.extend((value, (*path, encoded)) for name, encoded in fields.get(type(item), ()) if (value := getattr(item, name)))
    return sorted(found, key=lambda f: f[0])


@functools.cache
def _condition_fields() -> dict[type, tuple[tuple[str, str], ...]]:
    """Per struct type of a card definition, its fields (name, name in JSON) whose type can hold an
    :class:`AsLongAs`, directly or within (a fixed point over the types, which may nest each other)."""
    import msgspec.inspect as mi

    structs: dict[type, mi.StructType] = {}

    def inner(t: mi.Type) -> list[type]:
        if isinstance(t, mi.StructType):
            if t.cls not in structs:
                structs[t.cls] = t
                for f in t.fields:
                    inner(f.type)
            return [t.cls]
        nested: list[mi.Type] = []
        if isinstance(t, mi.UnionType):
            nested = list(t.types)
        elif isinstance(t, mi.TupleType):
            nested = list(t.item_types)
        elif isinstance(t, mi.ListType | mi.SetType | mi.FrozenSetType | mi.VarTupleType):
            nested = [t.item_type]
        elif isinstance(t, mi.DictType):
            nested = [t.value_type]
        return [cls for n in nested for cls in inner(n)]

    inner(mi.type_info(CardDef))
    reaches = {cls: {c for f in t.fields for c in inner(f.type)} for cls, t in structs.items()}
    holds: set[type] = {AsLongAs}
    while grown := {cls for cls, r in reaches.items() if cls not in holds and r & holds}:
        holds |= grown
    return {
        cls: tuple((f.name, f.encode_name) for f in t.fields if set(inner(f.type)) & holds)
        for cls, t in structs.items()
    }



def _collect_awakening_errors(card: CardDef, kind: str, pointer: str, errors: list[FieldError]) -> None:
    """fow-m-cost: FOW-AWAKENING-WHICH-R: several [Awakening] abilities are will costs without X on a resonator or
    chant beside its first one; an "awakened_<n>" condition names one the card has (and only a card with several)."""
    if card.awakenings:
        plain = [card.awakening, *card.awakenings]
        if kind not in ("resonator", "chant") or any(a is None or a.counters or a.gems or a.rest_j_ruler or a.rest or a.cost.x or not a.cost.total for a in plain):
            errors.append(FieldError(pointer + "/awakenings", "several [Awakening] abilities are will costs without X, on a resonator or chant with an awakening"))
    abilities = [a for a in card.abilities if isinstance(a, Activate | Automatic)]
    conditions = [e.condition for e in [*card.effects, *(e for m in card.modes for e in m.effects), *(e for a in abilities for e in ability_effects(a))]]
    conditions += [a.condition for a in card.abilities if isinstance(a, Automatic)]
    for condition in conditions:
        if condition is not None and condition.startswith("awakened_") and (not card.awakenings or int(condition.removeprefix("awakened_")) > 1 + len(card.awakenings)):
            errors.append(FieldError(pointer, f"the condition {condition!r} names an [Awakening] ability the card does not have (FOW-AWAKENING-WHICH-R)"))
            break
    if any(e.condition in ("from_graveyard", "not_from_graveyard") for e in [*card.effects, *(e for m in card.modes for e in m.effects)]) != any(
        c in ("from_graveyard", "not_from_graveyard") for c in conditions
    ) or (any(c in ("from_graveyard", "not_from_graveyard") for c in conditions) and kind != "chant"):
        # fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R: a condition of a chant's own text, as the spell resolves.
        errors.append(FieldError(pointer, "'played from a graveyard' is a condition of a chant's own text (FOW-PLAYED-FROM-GRAVEYARD-R)"))

def catalogue_card_set(card_set: CardSet, *, pointer: str = "") -> Catalogue:
    """Check a decoded card set; raises :class:`InputError` naming every bad field."""
    errors: list[FieldError] = []
    defs: dict[str, CardDef] = {}
    for index, card in enumerate(card_set.cards):
        if card.id in defs:
            errors.append(FieldError(f"{pointer}/cards/{index}/id", f"duplicate card id {card.id!r}"))
        defs[card.id] = card
    for index, card in enumerate(card_set.cards):
        errors.extend(collect_card_errors(card, defs, f"{pointer}/cards/{index}"))
    if errors:
        raise InputError(errors)
    return Catalogue(card_set)


@functools.cache
def reference_catalogue() -> Catalogue:
    data = importlib.resources.files(__package__).joinpath("data/reference_cards.json").read_bytes()
    return catalogue_card_set(decode_json(data, CardSet))


@functools.cache
def reference_card_set_json() -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(reference_catalogue().card_set)
    return data


@functools.cache
def reference_decks() -> dict[str, dict[str, Any]]:
    """The two reference decks (``dawn`` and ``cinder``), as deck records."""
    data = importlib.resources.files(__package__).joinpath("data/reference_decks.json").read_bytes()
    decks: dict[str, dict[str, Any]] = msgspec.json.decode(data)["decks"]
    return decks


@functools.lru_cache(maxsize=32)
def custom_catalogue(encoded: bytes) -> Catalogue:
    """The catalogue of a custom card set given by its canonical JSON (kept as ``canonical``)."""
    cat = catalogue_card_set(msgspec.json.decode(encoded, type=CardSet), pointer="/options/card_set")
    cat.canonical = encoded
    return cat


# The catalogue of a custom card set object, by identity: a game's options keep the same ``CardSet``
# object while it is played, so it is encoded (to find the catalogue by content) once, not on every call.
# An entry holds a weak reference: it never keeps a card set alive, and an entry whose card set is gone
# (its ``id`` possibly reused) is a miss.  At most ``_BY_IDENTITY_SIZE`` entries, oldest dropped first.
_BY_IDENTITY: dict[int, tuple[weakref.ref[CardSet], Catalogue]] = {}
_BY_IDENTITY_SIZE = 64


def catalogue_for(options: Options) -> Catalogue:
    """The catalogue a game plays with: the reference pool, the card set ``options`` names by digest (one
    this process validated: :data:`CARD_SETS`), or the custom card set ``options`` carries inline (found by
    identity first, else by its canonical content)."""
    card_set = options.card_set
    if card_set is None:
        return reference_catalogue()
    if isinstance(card_set, str):
        found = CARD_SETS.get(card_set)
        if found is None:
            raise invalid("/options/card_set", unknown_card_set(card_set))
        return found
    by_identity = _BY_IDENTITY.get(id(card_set))
    if by_identity is not None and by_identity[0]() is card_set:
        return by_identity[1]
    cat = custom_catalogue(canonical_json(card_set))
    if len(_BY_IDENTITY) >= _BY_IDENTITY_SIZE:
        del _BY_IDENTITY[next(iter(_BY_IDENTITY))]
    _BY_IDENTITY[id(card_set)] = (weakref.ref(card_set), cat)
    return cat


CARD_SETS: CardSetRegistry[Catalogue] = CardSetRegistry()
"""Validated custom card sets of this process (their catalogues), by digest (:mod:`adjudicator.core.cardsets`):
a state that names its set by digest is played with the catalogue found here, built once per process."""


def validate_card_set(data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[CardSet | None, dict[str, Any], list[FieldError]]:
    """Every problem of a Force of Will card set (JSON builtins) at once, each with its JSON Pointer; the
    decoded set when there is none (then registered under its digest)."""
    summary: dict[str, Any] = {"game": "force-of-will"}
    problems = limit_problems(data, limits) or collect_problems(data, CardSet)
    if problems:
        return None, summary, problems
    card_set = msgspec.convert(data, CardSet)
    try:
        catalogue = catalogue_card_set(card_set)
    except InputError as exc:
        return None, summary, list(exc.errors)
    digest = card_set_digest(card_set)
    summary.update(id=card_set.id, name=card_set.name, cards=len(card_set.cards), digest=digest)
    CARD_SETS.put(digest, catalogue)
    return card_set, summary, []


def validate_fowsim(data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[CardSet | None, dict[str, Any], list[FieldError]]:
    """A fowsim card database (parsed JSON) as a card set: :func:`.importer.import_fowsim` maps it (cards it
    cannot express are left out and counted in ``summary["import"]``), then the set is validated as any
    other.  Problems of the mapped set point into the mapped set (``/cards/<i>/...``)."""
    from .importer import import_fowsim

    try:
        imported = import_fowsim(data)
    except InputError as exc:
        return None, {"game": "force-of-will"}, list(exc.errors)
    mapped: dict[str, Any] = imported["card_set"]
    left_out: list[dict[str, str]] = []
    for _ in range(8):
        # A mapped card that names a card the import left out (a J-ruler side, say) is left out in turn, as
        # the importer leaves out what the vocabulary cannot express; the summary lists each one.
        card_set, summary, problems = validate_card_set(mapped, limits)
        bad = {int(p.pointer.split("/")[2]): p.message for p in problems if p.pointer.startswith("/cards/") and p.pointer.count("/") >= 2}
        if not problems or len(bad) == 0 or any(not p.pointer.startswith("/cards/") for p in problems):
            break
        cards = mapped["cards"]
        left_out.extend({"id": str(cards[i].get("id")), "reason": message} for i, message in sorted(bad.items()))
        mapped = {**mapped, "cards": [card for i, card in enumerate(cards) if i not in bad]}
    summary["import"] = {**imported["summary"], "left_out_by_validation": left_out}
    return card_set, summary, problems


def asks_counter_removed(effects: list[AnyEffect], index: int) -> bool:
    """fow-reiya-lapis: FOW-IF-YOU-DO-REMOVED-R: effect ``index`` is an "If you do" right after a mandatory removal of
    one named counter, with no optional effect before it: it is done only if that counter was removed."""
    if index < 1 or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    return isinstance(previous, RemoveCounters) and previous.amount == 1 and effects[index].condition == "if_you_do"


def asks_returned(effects: list[AnyEffect], index: int) -> bool:
    """fow-reiya-lapis: FOW-IF-YOU-DO-RETURNED-R: effect ``index`` is an "If you do" right after a mandatory return of
    one target to its owner's hand, with no optional effect before it: done only if that card is now in that hand."""
    if index < 1 or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    return isinstance(previous, ReturnToHand) and isinstance(previous.target, int) and effects[index].condition == "if_you_do"


def asks_gone_removed(effects: list[AnyEffect], index: int) -> bool:
    """fow-y-trig: FOW-IF-YOU-DO-GONE-REMOVED-R: effect ``index`` is an "If you do" right after the resonator whose going to
    a graveyard triggered the ability is removed from its owner's graveyard, with no optional effect before it: done only
    if that card went to its owner's removed area as this resolved."""
    if index < 1 or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    # FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: or target cards of a graveyard removed (each of them, effects.removed_run).
    return isinstance(previous, FromGraveyard) and (previous.target == "victim" or isinstance(previous.target, int)) and previous.to == "removed" and previous.onto is None and effects[index].condition == "if_you_do"


def removed_run(effects: list[AnyEffect], index: int) -> list[FromGraveyard]:
    """fow-y-trig: FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: the removals from a graveyard just before the "If you do" ``index``
    (those of "remove two target resonators in your graveyard from the game"), in order."""
    run: list[FromGraveyard] = []
    at = index - 1
    while at >= 0 and isinstance(effects[at], FromGraveyard) and effects[at].to == "removed" and effects[at].condition is None:  # type: ignore[union-attr]
        run.insert(0, effects[at])  # type: ignore[arg-type]
        at -= 1
    return run


def asks_stone_short(effects: list[AnyEffect], index: int) -> bool:
    """fow-p-look: FOW-STONE-MILL-SHORT-R: effect ``index`` is one of the "If you cannot put N cards into your graveyard
    this way" effects right after a mandatory mill of the magic stone deck (no optional effect before it): done only
    if that mill moved fewer than N cards."""
    if index < 1 or any(e.optional for e in effects[:index]) or effects[index].condition != "if_you_dont":
        return False
    at = index - 1
    while at > 0 and effects[at].condition == "if_you_dont":
        at -= 1
    milled = effects[at]
    return isinstance(milled, Mill) and milled.deck == "stone" and milled.condition is None


def after_own_discard(effects: list[AnyEffect]) -> list[AnyEffect]:
    """fow-t-draw: FOW-COND-DISCARDED-EFFECT-R: the effects of ``effects`` right after a plain "(then) discard N card(s)"
    of their controller, the one discard of the text (the cards it discards are the ones "this way" names)."""
    discards = [i for i, e in enumerate(effects) if isinstance(e, DiscardCards)]
    if len(discards) != 1 or discards[0] + 1 >= len(effects):
        return []
    discard = effects[discards[0]]
    assert isinstance(discard, DiscardCards)
    plain = discard.player == "you" and not (discard.random or discard.removed or discard.per_x or discard.of is not None or discard.optional or discard.when or discard.unless or discard.condition or discard.to_deck)
    return [effects[discards[0] + 1]] if plain else []


def asks_banished(effects: list[AnyEffect], index: int) -> bool:
    """fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: effect ``index`` is an "If you do" right after a mandatory "Banish a <card>
    you control" of one card, with no optional effect before it: it is done only if that card was banished
    (fow-r-modal: FOW-BANISH-IF-YOU-DO-R reads "Banish a (<Race>) resonator" so too)."""
    if index < 1 or index >= len(effects) or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    return isinstance(previous, BanishChosen) and previous.player == "you" and previous.amount == 1 and effects[index].condition == "if_you_do"


def asks_j_ruler_rested(effects: list[AnyEffect], index: int) -> bool:
    """fow-o-b: FOW-REST-J-RULER-EFFECT-R: effect ``index`` is an "If you do" right after a mandatory "Rest a recovered
    J/ruler you control", with no optional effect before it: it is done only if that J/ruler was rested by it."""
    if index < 1 or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    return isinstance(previous, Rest) and previous.j_ruler and effects[index].condition == "if_you_do"


def _put_before(effects: list[AnyEffect]) -> bool:
    """fow-r-modal: FOW-IT-PUT-R: ``effects`` end with a search of one resonator into the field (of the main deck or
    the hand), followed only by effects on the card it found."""
    rest = list(effects)
    while rest and getattr(rest[-1], "target", None) == "found":
        rest.pop()
    put = rest[-1] if rest else None
    return isinstance(put, Search) and put.to == "field" and put.deck in ("main", "hand") and put.count == 1 and put.filter.kinds == ["resonator"] and put.top is None


def asks_damage_dealt(effects: list[AnyEffect], index: int) -> bool:
    """fow-s-deal, fow-s-keyword: FOW-IF-DAMAGE-DEALT-R: effect ``index`` is an "If damage was dealt (to the chosen target)
    this way" right after a mandatory damage to one target, with no optional effect before it: it is done only if that
    damage dealt some to that target."""
    if index < 1 or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    return isinstance(previous, Damage) and isinstance(previous.target, int) and previous.each is None and effects[index].condition == "if_you_do"


def asks_destroy_done(effects: list[AnyEffect], index: int) -> bool:
    """FOW-IF-YOU-DO-DESTROY-R: effect ``index`` is an "If you do" right after a mandatory destroy of one
    target, with no optional effect before it: it is done only if that destroy destroyed its target."""
    if index < 1 or any(e.optional for e in effects[:index]):
        return False
    previous = effects[index - 1]
    return isinstance(previous, Destroy) and isinstance(previous.target, int) and effects[index].condition == "if_you_do"
