"""Reading and moving cards: where a card is, what it is now, and the zone moves every rule shares.

``Board`` wraps a state and its card set for one operation.  Characteristics (ATK, DEF, keywords) are
computed here and only here: printed values, continuous abilities of cards in the field (additions,
field-wide abilities, FOW-JUDG-5) and the lasting changes of one-time effects (``state.modifiers``).
Zone moves keep the invariants the consistency check relies on: a card leaving the field takes its
damage, modifiers and battle role with it (CR 804.4a); a J-ruler leaving the field goes back to the ruler
area (FOW-JUDG-3); counts follow their lists.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal, NamedTuple

import msgspec
from msgspec import UNSET, UnsetType

from ..core.game import Event
from . import events as ev
from .cards import Catalogue, def_id_of, owner_of
from .state import ChaseItem, Entity, GroupScope, Modifier, Pending, Player, RulerSlot, State
from .vocabulary import (
    ATTRIBUTES,
    Activate,
    AsLongAs,
    Attribute,
    Automatic,
    BanishCost,
    CardDef,
    Continuous,
    Cost,
    CounterCost,
    DamagedFilter,
    EachFilter,
    HostIs,
    PerCount,
    PreventFrom,
    SpendOnly,
    Weather,
    WillAbility,
    WillKind,
)

J_RESONATOR_TYPES = ("resonator", "j_ruler")
FIELD_TYPES: tuple[str, ...] = ("resonator", "j_ruler", "addition", "regalia", "magic_stone")
# The player-wide flags of continuous abilities (Board._static_flag / _static_count).
StaticFlag = Literal["no_life_gain", "opponent_no_life_gain", "opponent_entities_unrecoverable", "opponent_recover_phase_only", "graveyard_kept", "no_stone_call", "you_barrier", "no_recover_activate_stones", "force_dice_plus", "you_passion", "you_calmness"]


def scope_kinds(each: str) -> tuple[str, ...]:
    """The card types of the cards of a field scope ("J/resonators", "resonators", "magic stones", "cards")."""
    if each.endswith("_cards"):
        return FIELD_TYPES
    return J_RESONATOR_TYPES if each.endswith("j_resonators") else ("magic_stone",) if each.endswith("magic_stones") else ("resonator",)


def scope_side(each: str, controller: str, pid: str) -> bool:
    """Whether the cards ``pid`` controls are of the field scope ``each`` of an effect ``controller`` controls
    ("your_...": theirs; "opponent_...": the others'; "all_...": everyone's)."""
    return not ((each.startswith("your_") and pid != controller) or (each.startswith("opponent_") and pid == controller))


class WillOption(NamedTuple):
    """One will ability of a field card: the will of its first use (one of ``produce``), the further
    wills (``more``, FOW-WILL-SEVERAL-R), and whether it rests / banishes the card."""

    produce: list[WillKind]
    more: list[list[WillKind]]
    rests: bool
    banish: bool
    only: SpendOnly | None = None  # FOW-WILL-SPEND-ONLY-R
    cost: Cost | None = None  # FOW-WILL-PAID-R: the will paid to play it
    life: int = 0  # FOW-COST-LIFE-R: the life paid to play it
    counters: CounterCost | None = None  # FOW-COUNTER-WILL-R: the counters of this card it removes
    rest_cards: BanishCost | None = None  # FOW-WILL-REST-CARDS-R: the other cards of its player it rests
    gods_art: str | None = None  # fow-hero3: FOW-GODS-ART-WILL-R: the God's Art name it is played under
    once_key: str | None = None  # fow-dec-b: FOW-ONCE-PER-TURN-R: "<card>/<ability>", remembered once it is played
    removes: BanishCost | None = None  # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: the graveyard cards it removes
    damage: int = 0  # fow-m-will: FOW-WILL-DAMAGE-R: the damage the card deals to its controller as it is played

    @property
    def paid(self) -> bool:
        """FOW-WILL-PAID-R, FOW-COST-LIFE-R, FOW-WILL-REST-CARDS-R: whether playing it costs will or life or
        rests cards (played on its own)."""
        return self.cost is not None or self.life > 0 or self.rest_cards is not None or self.removes is not None or self.damage > 0


_SOURCES = object()  # the key of Board.still's memo of the continuous sources


class Board:
    """A state with its catalogue, for queries and moves during one operation."""

    __slots__ = ("_grouping", "_instance_defs", "playing_half", "_players", "_racing", "_static_key", "_static_sources", "_still", "_summing", "_together", "_totalling", "cat", "last_known", "resolving", "resolving_banished", "resolving_dealt", "resolving_put", "resolving_source_atk", "state")

    def __init__(self, cat: Catalogue, state: State) -> None:
        self.cat = cat
        self.state = state
        self._instance_defs = cat._instance_defs  # Catalogue.instance_def's memo, read first
        # fow-y-alt: FOW-ALT-PLAY-HALF-R (CR 1307.3a): the alternative card being checked or played, and the half chosen.
        self.playing_half: tuple[str, CardDef] | None = None
        self._players = {player.id: player for player in state.players}
        self._static_key: tuple[tuple[list[Entity], int, RulerSlot | None], ...] = ()
        self._static_sources: list[tuple[str, Entity]] = []
        # FOW-TRIG-GRAVEYARD-R: the cards that left the field in the move under way (see ``together``).
        self._together: list[tuple[Entity, str]] | None = None
        # Memos of a stretch in which nothing changes (see ``still``).
        self._still: dict[object, object] | None = None
        # fow-r-grimm: FOW-ATK-EQUAL-TOTAL-R: the cards whose ATK is being summed from others' now (a loop reads 0).
        self._totalling: frozenset[str] = frozenset()
        self._summing: set[int] = set()  # fow-r-gains: FOW-COND-TOTAL-ATK-R: the conditions whose total ATK is being read
        # FOW-GROUP-LASTING-R: set while a group's conditions are read (group changes do not feed them).
        self._grouping = False
        # fow-s-grimm-a: FOW-CONT-RACE-CHANGE-R: set while the continuous changes of races are worked out (no loop).
        self._racing = False
        # fow-n-zones: FOW-LAST-KNOWN-R (CR 911.1): the ATK, DEF and controller each target of the object resolving
        # had as it was last seen in the field during this resolution (filled by effects.resolve_top when its text
        # reads them).
        self.last_known: dict[str, tuple[int, int, str]] = {}
        # fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R: the object resolving's card and the ATK that card had as it last
        # left the field (set by effects.resolve_top when the object kept one).
        self.resolving_source_atk: tuple[str, int] | None = None
        # fow-r-standby: FOW-COND-PLAYER-DEALT-R: the card and controller of the chase object resolving (last popped).
        self.resolving: tuple[str, str] | None = None
        # fow-p-stats: FOW-LIFE-HALF-DEALT-R: the damage the last FOW-ATK-DAMAGE-R effect resolved dealt.
        self.resolving_dealt = 0
        # fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: the cards the object resolving just banished by its player's choice.
        self.resolving_banished: list[frozenset[str]] = []
        # fow-r-modal: FOW-IT-PUT-R: the card a search of the object resolving put into the field (this call), if any.
        self.resolving_put: str | None = None

    def source_atk(self, source: str | None) -> int | None:
        """fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R (CR 911.1): the ATK of ``source`` ("this card's ATK") for its
        ability: as it last was in the field when it left the field after the ability triggered or was played,
        else its ATK in the field now; None when it is not in the field and left none."""
        if source is None:
            return None
        if self.resolving_source_atk is not None and self.resolving_source_atk[0] == source:
            return self.resolving_source_atk[1]
        kept = [o.source_atk for o in self.waiting_of(source) if o.source_atk is not UNSET]
        if kept:
            return kept[-1]
        entity = self.entity(source)
        return max(0, self.stats(entity)[0]) if entity is not None else None

    def waiting_of(self, card_id: str) -> list[ChaseItem | Pending]:
        """fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R: the chase objects and pending abilities of the card ``card_id``."""
        waiting: list[ChaseItem | Pending] = [item for item in self.state.chase if item.card == card_id]
        return waiting + [pending for pending in self.state.pending if pending.source == card_id]

    def _statics(self) -> list[tuple[str, Entity]]:
        """The cards with continuous abilities, with their controllers: in the field, and rulers in their
        ruler area (FOW-RULER-AREA-R, CR 902.1b), as an entity that is not a J-ruler.  Cached while no
        field list is replaced or grows (moves replace the list; entering appends) and no ruler slot changes."""
        key = tuple((p.field, len(p.field), p.ruler) for p in self.state.players)
        if len(key) != len(self._static_key) or any(
            a[0] is not b[0] or a[1] != b[1] or a[2] is not b[2] for a, b in zip(key, self._static_key, strict=False)
        ):
            cat = self.cat
            self._static_sources = [(p.id, e) for p in self.state.players for e in p.field if cat.is_static_source(e.id)]
            for p in self.state.players:
                if p.ruler is not None and cat.is_static_source(p.ruler.id):
                    self._static_sources.append((p.id, Entity(id=p.ruler.id)))
            self._static_key = key
        return self._static_sources

    # -- players -----------------------------------------------------------------------------------
    def player(self, pid: str) -> Player:
        return self._players[pid]

    def has_player(self, pid: str) -> bool:
        return pid in self._players

    def opponent(self, pid: str) -> Player:
        for player in self.state.players:
            if player.id != pid:
                return player
        raise KeyError(pid)

    def turn_player(self) -> Player:
        return self._players[self.state.turn.player]

    def owner(self, card_id: str) -> Player:
        return self._players[card_id.partition(":")[0]]  # owner_of

    # -- cards -------------------------------------------------------------------------------------
    def card(self, card_id: str) -> CardDef:
        found = self._instance_defs.get(card_id) or self.cat.instance_def(card_id)
        return found if found.chant_half is None else self._alternative(card_id, found)

    def _alternative(self, card_id: str, field_half: CardDef) -> CardDef:
        """fow-y-alt: the characteristics of the alternative card ``card_id`` where it is now (CR 1307): the half
        being played (FOW-ALT-PLAY-HALF-R, 1307.3a); on the chase the half played (1307.3b); in the field its resonator,
        addition or regalia half (FOW-ALT-FIELD-HALF-R, 1307.4a-c); anywhere else both halves combined
        (FOW-ALT-COMBINED-R, 1307.5)."""
        assert field_half.chant_half is not None
        chant = self.cat.defs[field_half.chant_half]
        if self.playing_half is not None and self.playing_half[0] == card_id:
            return self.playing_half[1]
        spell = next((item for item in self.state.chase if item.kind == "spell" and item.card == card_id), None)
        if spell is not None:
            return chant if spell.chant_half is True else field_half
        if self.entity(card_id) is not None:
            return field_half
        return self.cat.alternative_whole(field_half, chant)

    def defn(self, entity: Entity) -> CardDef:
        """The face-up definition of a field card (the J-ruler side for a J-ruler), without its abilities
        while it has lost them (FOW-LOSE-ABILITIES-R)."""
        front = self._instance_defs.get(entity.id) or self.cat.instance_def(entity.id)
        # fow-faces: FOW-INVERSE-SIDE-R (CR 1302.3d): an inverted inverse card has its despair side only.
        card = self.cat.defs[front.sides.back] if (entity.j_ruler or entity.inverted is True) and front.sides is not None else front
        if "no_abilities" in self.cat.flags and self._lost_abilities(self.modifiers_on(entity)) >= 0:
            card = self.cat.without_abilities(card)
        since = 0
        if "becomes" in self.cat.flags:
            # fow-n-static: FOW-BECOMES-STATS-R (CR 909.1c, 909.1c-1, 909.6): the race it became for a while replaces its
            # own and the races gained before (the latest such change).
            on = self.modifiers_on(entity)
            latest = next((i for i in range(len(on) - 1, -1, -1) if on[i].becomes_race is not UNSET), -1)
            if latest >= 0:
                race = on[latest].becomes_race
                assert race is not UNSET
                card, since = msgspec.structs.replace(card, races=[race]), latest + 1
        if "races" in self.cat.flags:
            # FOW-GAIN-CHOSEN-RACE-R (CR 909.1c): races gained for a while, in addition to its own.
            gained = [r for m in self.modifiers_on(entity)[since:] if m.races is not UNSET for r in m.races if r not in card.races]
            if gained:
                card = msgspec.structs.replace(card, races=[*card.races, *dict.fromkeys(gained)])
        if "race_change" in self.cat.flags and not self._racing:
            card = self._races_changed(entity, card)
        if "attributes" in self.cat.flags:
            # FOW-CHOOSE-ATTRIBUTE-R (CR 909.1c, 909.1c-1): the latest "becomes the chosen attribute" applies.
            for modifier in reversed(self.modifiers_on(entity)):
                if modifier.attributes is not UNSET:
                    return msgspec.structs.replace(card, attributes=list(modifier.attributes))
        return card

    def _races_changed(self, entity: Entity, card: CardDef) -> CardDef:
        """fow-s-grimm-a: FOW-CONT-RACE-CHANGE-R (CR 909.1c, 909.3a, 909.3b): ``card`` (``entity``'s definition with its
        one-time changes of races) with the races the continuous abilities in the field take and give -- after those
        one-time changes, on which they depend (they apply to cards of a race), then in the order the sources'
        abilities became active; each reads the races the ones before it left."""
        self._racing = True
        try:
            controller = self.controller(entity.id).id
            for source_controller, source, abilities in self._continuous_sources():
                for ability in abilities:
                    change = ability.race_change
                    if change is None or not _in_scope(ability.scope, source, entity, source_controller, controller, card.type in J_RESONATOR_TYPES):
                        continue
                    if not _filter_admits(ability, card):
                        continue
                    if ability.as_long_as is not None and not self._holds_still(ability.as_long_as, source, source_controller):
                        continue
                    races = [r for r in card.races if r not in change.lose]
                    card = msgspec.structs.replace(card, races=[*races, *(g for g in change.gain if g not in races)])
        finally:
            self._racing = False
        return card

    @staticmethod
    def _lost_abilities(modifiers: list[Modifier]) -> int:
        """FOW-LOSE-ABILITIES-R: the place in ``modifiers`` (those on a card, :meth:`modifiers_on`) of the
        last one-time effect by which the card lost all abilities (-1: none lasts)."""
        found = -1
        for index, modifier in enumerate(modifiers):
            if modifier.flags is not UNSET and "no_abilities" in modifier.flags:
                found = index
        return found

    def modifiers_on(self, entity: Entity) -> list[Modifier]:
        """The lasting changes of one-time effects that apply to the field card ``entity`` now, oldest first:
        those made for it (``target``), and those of a group it belongs to now (FOW-GROUP-LASTING-R, CR 909.4:
        whenever it came to, and no longer once it does not).  While a group's conditions are read, only the
        former count (a group's change does not decide who is in a group)."""
        modifiers = self.state.modifiers
        if not modifiers:
            return []
        card_id = entity.id
        if self._grouping:
            return [m for m in modifiers if m.target == card_id]
        return [m for m in modifiers if m.target == card_id or (m.group is not UNSET and self.in_group(m.group, m.source, entity))]

    def in_group(self, group: GroupScope, source: str | UnsetType, entity: Entity) -> bool:
        """FOW-GROUP-LASTING-R (CR 909.4): whether the field card ``entity`` is now one of the group a lasting
        change of ``source``'s spell or ability applies to: of its scope's side and card types, passing its filter."""
        if not scope_side(group.each, group.player, self.controller(entity.id).id):
            return False
        grouping, self._grouping = self._grouping, True
        try:
            if self.defn(entity).type not in scope_kinds(group.each):
                return False
            return group.among is UNSET or self.among("" if source is UNSET else source, group.among, entity.id, group.player)
        finally:
            self._grouping = grouping

    def among(self, source: str, among: EachFilter, card_id: str, controller: str) -> bool:
        """FOW-EACH-FILTER-R: whether a card of an ``each`` scope of ``source``'s effect is one the effect
        reaches now (for a lasting change, FOW-GROUP-LASTING-R: whenever it is)."""
        if among.other and card_id == source:
            return False
        entity = self.entity(card_id)
        if entity is None:
            return False
        if among.state == "damaged" and entity.damage <= 0:
            # fow-s-deal: FOW-EACH-DAMAGED-R: with damage on it now (CR 1007.1).
            return False
        if among.state in ("rested", "recovered") and entity.rested != (among.state == "rested"):
            # FOW-EACH-STATE-R: rested (recovered) now.
            return False
        card = self.defn(entity)
        if among.types and card.type not in among.types:
            return False
        if among.chosen_race:
            return False  # FOW-CHOOSE-RACE-R: no race declared (declared_in reads it as ``races``)
        if among.attributes and not set(among.attributes) & set(card.attributes):
            return False
        if among.names and not card.has_any_name(among.names):
            return False  # FOW-NAMED-GROUP-GAINS-R (FOW-ALSO-NAMED-R: any of its names)
        if among.races and not set(among.races) & set(card.races):
            return False
        if set(among.not_races) & set(card.races):
            # FOW-EACH-NON-RACE-R, FOW-TRIG-ANY-ENTERS-R
            return False
        if set(among.not_attributes) & set(card.attributes):
            return False  # FOW-NON-ATTRIBUTE-R (fow-grimm-e)
        if among.no_attribute and card.attributes:
            return False  # fow-m-filters: FOW-EACH-NO-ATTRIBUTE-R
        if among.stranger is not None and ("stranger" in card.subtypes) != among.stranger:
            return False  # fow-v-filters: FOW-FILTER-STRANGER-R
        if among.token is not None and (def_id_of(card_id) in self.cat.tokens) != among.token:
            return False  # fow-x-token: FOW-EACH-TOKEN-R: a token (none) as the effect resolves
        if among.shares_name and not any(
            other.id != card_id and self.defn(other).type in among.types and self.defn(other).has_any_name(card.names) for seat in self.state.players for other in seat.field
        ):
            return False  # fow-m-filters: FOW-DESTROY-SHARED-NAMES-R: another card of the group in the field shares a name
        if among.with_keyword is not None or among.without_keyword is not None:
            keywords = self.keywords(entity)
            if (among.with_keyword is not None and among.with_keyword not in keywords) or (among.without_keyword is not None and among.without_keyword in keywords):
                return False
        if among.atk_than_self is not None:
            # fow-p-stats: FOW-ATK-THAN-SELF-R: against the ATK of the effect's source, as it resolves.
            from .targets import atk_than_self

            if not atk_than_self(self, among.atk_than_self, entity, source):
                return False
        total = card.cost.total if card.cost is not None else 0
        if among.cost_equal is not None and total != self.per_count(among.cost_equal, source, controller):
            return False  # FOW-EACH-COST-COUNT-R: the count of ``controller``'s effect (of ``source``), now
        if among.min_cost is not None and total < among.min_cost:
            return False  # fow-n-trig: FOW-TRIG-OTHER-ENTERS-R "with total cost N or more"
        return among.max_cost is None or total <= among.max_cost

    def ability_def(self, card_id: str, kind: str, despair: object = UNSET) -> CardDef:
        """The face an ability object of ``card_id`` was played from (CR 903.2f): a ruler's own for a
        ``ruler_ability`` or ``ruler_automatic`` (from the ruler area, FOW-RULER-AREA-R), its J-ruler side's
        for an ``ability`` or ``automatic`` one of a ruler card (in the field) -- wherever the card is now."""
        front = self.card(card_id)
        if front.type == "ruler" and front.sides is not None and kind not in ("ruler_ability", "ruler_automatic"):
            return self.cat.defs[front.sides.back]
        if despair is True and front.sides is not None:
            return self.cat.defs[front.sides.back]  # fow-faces: FOW-INVERSE-SIDE-R, the despair side's ability
        return front

    def ruler_in_area(self, player: Player, card_id: str) -> RulerSlot | None:
        """``player``'s ruler in their ruler area when it is ``card_id`` (FOW-RULER-AREA-R)."""
        ruler = player.ruler
        return ruler if ruler is not None and ruler.id == card_id else None

    def entity(self, card_id: str) -> Entity | None:
        """The card in the field: in its owner's field, or (FOW-GAIN-CONTROL-R) in the field of the player who
        gained control of it."""
        player = self._players.get(card_id.partition(":")[0])  # owner_of
        if player is None:
            return None
        for entity in player.field:
            if entity.id == card_id:
                return entity
        for other in self.state.players:
            if other is not player:
                for entity in other.field:
                    if entity.id == card_id:
                        return entity
        return None

    def controller(self, card_id: str) -> Player:
        """Who controls ``card_id``: the player whose field holds it (FOW-GAIN-CONTROL-R, CR 105.3), else its
        owner (CR 105.3a)."""
        owner = self._players.get(card_id.partition(":")[0])  # owner_of
        if owner is not None and any(entity.id == card_id for entity in owner.field):
            return owner
        for other in self.state.players:
            if other is not owner and any(entity.id == card_id for entity in other.field):
                return other
        return self.owner(card_id)

    def is_j_resonator(self, entity: Entity) -> bool:
        return self.defn(entity).type in J_RESONATOR_TYPES

    def j_resonators(self, player: Player) -> list[Entity]:
        return [e for e in player.field if self.defn(e).type in J_RESONATOR_TYPES]

    def stats(self, entity: Entity) -> tuple[int, int, frozenset[str]]:
        """ATK, DEF and keywords of a field card now."""
        card = self.defn(entity)
        # FOW-PRINTED-ATK-R (CR 909.1a): a printed ATK changed for a while is the base of the other changes (the latest).
        atk = card.atk or 0
        printed_changed = False
        if "printed_atk" in self.cat.flags:
            changed_atk = next((m.printed_atk for m in reversed(self.modifiers_on(entity)) if m.printed_atk is not UNSET), None)
            printed_changed = changed_atk is not None
            atk = atk if changed_atk is None else changed_atk
        dfn = card.def_ or 0
        base_atk = atk  # fow-s-grimm-a: FOW-SWAP-STATS-R: before the value changes (CR 909.1a)
        keywords: set[str] = set(card.keywords)
        by_keyword: list[tuple[Continuous, Entity, str]] = []
        barred: set[str] = set()
        # fow-n-static: FOW-BECOMES-STATS-R: each continuous value change with its source, while one may be overwritten.
        sourced: list[tuple[Entity, int, int]] | None = [] if "becomes" in self.cat.flags else None
        for ability, source, source_controller in self._continuous_on(entity, card):
            if ability.atk_total is not None:
                # fow-r-grimm: FOW-ATK-EQUAL-TOTAL-R (CR 909.1a): its ATK before the value changes (a printed ATK
                # changed for a while, FOW-PRINTED-ATK-R, replaces it; "becomes [A/D]" too).
                total = 0 if printed_changed else self.total_atk(ability.atk_total, entity, source_controller)
                atk, base_atk = atk + total, base_atk + total
                continue
            if ability.with_keyword is not None or ability.without_keyword is not None:
                by_keyword.append((ability, source, source_controller))
                continue
            barred.update(ability.cannot_have)
            times = 1 if ability.per is None else self.per_count(ability.per, source.id, source_controller)
            atk += ability.atk * times
            dfn += ability.def_ * times
            if sourced is not None and (ability.atk or ability.def_):
                sourced.append((source, ability.atk * times, ability.def_ * times))
            keywords.update(ability.keywords)
        # FOW-LOSE-ABILITIES-R: keywords given by one-time effects before the card lost all abilities are lost too.
        on = self.modifiers_on(entity)
        lost = self._lost_abilities(on) if "no_abilities" in self.cat.flags else -1
        for index, modifier in enumerate(on):
            atk += modifier.atk
            dfn += modifier.def_
            if index >= lost:
                keywords.update(modifier.keywords)
            if modifier.lost is not UNSET:
                # FOW-LOSE-KEYWORD-R: lost for as long, whoever gave it before (a later effect may give it back).
                keywords.difference_update(modifier.lost)
        # fow-n-static: FOW-LOSE-CANNOT-GAIN-R (CR 909.1d; 'cannot gain' outlasts every later gain): never had.
        keywords.difference_update(barred)
        if any(ability.keywords for ability, _, _ in by_keyword):
            # fow-r-gains: FOW-KEYWORD-GRANTS-BY-KEYWORD-R: "<group> with [K] gain [L]" -- each such grant only adds
            # keywords, so they are given until none adds more (CR 909.1d); a keyword lost or barred stays so.
            kept_out = barred.union(*(m.lost for m in on if m.lost is not UNSET))
            grown = True
            while grown:
                grown = False
                for ability, _, _ in by_keyword:
                    added = set(ability.keywords) - kept_out - keywords
                    if added and ability.with_keyword in keywords:
                        keywords.update(added)
                        grown = True
        for ability, source, source_controller in by_keyword:
            # FOW-CONT-KEYWORD-FILTER-R: chosen by the keywords it has once every keyword is given or taken
            # (CR 909.1: abilities before ATK/DEF); these change ATK/DEF only.
            if (ability.with_keyword is not None and ability.with_keyword not in keywords) or (ability.without_keyword is not None and ability.without_keyword in keywords):
                continue
            times = 1 if ability.per is None else self.per_count(ability.per, source.id, source_controller)
            atk += ability.atk * times
            dfn += ability.def_ * times
            if sourced is not None and (ability.atk or ability.def_):
                sourced.append((source, ability.atk * times, ability.def_ * times))
        if sourced is not None:
            atk, dfn = self._became(on, sourced, (base_atk, card.def_ or 0), (atk, dfn))
        if entity.counters is not UNSET and card.type in J_RESONATOR_TYPES:
            # FOW-COUNTER-R: "[A/B]" counters, applied after the other value changes (CR 1022.3, 909.1h).
            for name, count in entity.counters.items():
                plus, slash, minus = name.partition("/")
                if not slash:
                    continue  # a named counter changes nothing by itself (FOW-NAMED-COUNTER-R)
                atk += int(plus) * count
                dfn += int(minus) * count
        return atk, dfn, frozenset(keywords)

    def total_atk(self, per: PerCount, entity: Entity, controller: str) -> int:
        """fow-r-grimm: FOW-ATK-EQUAL-TOTAL-R: the total ATK now of the cards of ``controller``'s field ``per`` names
        (a card's ATK below 0 adds nothing); 0 while ``entity``'s own total is being summed (a loop)."""
        if entity.id in self._totalling:
            return 0
        outer = self._totalling
        self._totalling = outer | {entity.id}
        try:
            return sum(max(0, self.stats(e)[0]) for e, _ in self.field_matches(per, self.player(controller), entity.id))
        finally:
            self._totalling = outer

    def _became(self, on: list[Modifier], sourced: list[tuple[Entity, int, int]], base: tuple[int, int], changed: tuple[int, int]) -> tuple[int, int]:
        """fow-n-static: FOW-BECOMES-STATS-R (CR 909.1g, 909.3b): ATK and DEF before counters when a "becomes [A/D]" or
        (fow-s-grimm-a: FOW-SWAP-STATS-R) a swap of ATK and DEF is among ``on`` (the changes on the card, oldest first):
        from ``base`` (before any value change), each change in timestamp order -- the continuous ones (``sourced``) of
        cards whose abilities were active before a becomes (swap) applied before it, the others after the last; a
        becomes overwrites the values, a swap exchanges them, an ATK set to the DEF (fow-z-stats: FOW-ATK-TO-DEF-R) copies
        it.  None: ``changed`` (all the changes summed) as it is."""
        if not any(m.becomes is not UNSET or m.swap is True or m.atk_to_def is True for m in on):  # fow-z-stats: FOW-ATK-TO-DEF-R
            return changed
        atk, dfn = base
        pending = list(sourced)
        for modifier in on:
            if modifier.becomes is UNSET and modifier.swap is not True and modifier.atk_to_def is not True:
                atk += modifier.atk
                dfn += modifier.def_
                continue
            earlier = set(modifier.earlier) if modifier.earlier is not UNSET else set()
            for _, plus, minus in [s for s in pending if self.static_stamp(s[0]) in earlier]:
                atk += plus
                dfn += minus
            pending = [s for s in pending if self.static_stamp(s[0]) not in earlier]
            if modifier.becomes is not UNSET:
                atk, dfn = modifier.becomes[0], modifier.becomes[1]
            elif modifier.atk_to_def is True:
                atk = dfn  # fow-z-stats: FOW-ATK-TO-DEF-R: the DEF as it stands at this point of the order
            else:
                atk, dfn = dfn, atk
            atk += modifier.atk
            dfn += modifier.def_
        for _, plus, minus in pending:
            atk += plus
            dfn += minus
        return atk, dfn

    def static_stamp(self, source: Entity) -> str:
        """fow-n-static: FOW-BECOMES-STATS-R: how a card with continuous abilities is named among the ``earlier`` of a
        change: its instance in the field, "ruler:<instance>" in its ruler area (CR 902.1a, 902.1b)."""
        return source.id if self.entity(source.id) is not None else f"ruler:{source.id}"

    def static_stamps(self) -> list[str]:
        """fow-n-static: FOW-BECOMES-STATS-R (CR 909.3b): the cards whose continuous abilities are active now."""
        return [self.static_stamp(source) for _, source in self._statics()]

    def stamp_gone(self, stamp: str) -> None:
        """fow-n-static: FOW-BECOMES-STATS-R (CR 302.3, 902.1): a card leaving the field (its ruler area) is no longer one
        whose abilities were active before a change: back there, they become active anew."""
        for modifier in self.state.modifiers:
            if modifier.earlier is not UNSET and stamp in modifier.earlier:
                modifier.earlier = [e for e in modifier.earlier if e != stamp]

    def printed_stats(self, entity: Entity) -> tuple[int, int]:
        """fow-wide6: FOW-TARGET-ALTERED-R: the printed ATK and DEF of a field card (its definition's; a
        printed ATK changed for a while, FOW-PRINTED-ATK-R, the latest)."""
        card = self.defn(entity)
        atk = card.atk or 0
        # fow-r-grimm: FOW-ATK-EQUAL-TOTAL-R (CR 909.7: no other source's effect, one taking its abilities included): its
        # own continuous ability's total is its printed ATK.
        totals = [a.atk_total for a in card.abilities if isinstance(a, Continuous) and a.atk_total is not None]
        atk += sum(self.total_atk(per, entity, self.controller(entity.id).id) for per in totals)
        if "printed_atk" in self.cat.flags:
            atk = next((m.printed_atk for m in reversed(self.modifiers_on(entity)) if m.printed_atk is not UNSET), atk)
        return atk, card.def_ or 0

    def _host_is(self, entity: Entity, card: CardDef, host: HostIs) -> bool:
        """fow-n-grimm: FOW-ADDED-IF-PRINTED-R: ``entity`` (of definition ``card``) is of one of the attributes and its
        printed ATK and DEF (:meth:`printed_stats`) are those named or more (CR 104.7)."""
        if host.attributes and not set(host.attributes) & set(card.attributes):
            return False
        if host.no_printed_abilities and has_printed_abilities(card):
            return False  # fow-r-grimm: FOW-ADDED-NO-PRINTED-R
        atk, dfn = self.printed_stats(entity)
        return (host.min_printed_atk is None or atk >= host.min_printed_atk) and (host.min_printed_def is None or dfn >= host.min_printed_def)

    def _continuous_on(self, entity: Entity, card: CardDef) -> Iterator[tuple[Continuous, Entity, str]]:
        """The continuous abilities in the field that apply to ``entity`` now (scope, filters, "as long
        as"), with their source and its controller."""
        if not self.cat.static_sources:
            return
        controller = self.controller(entity.id).id
        is_jr = card.type in J_RESONATOR_TYPES
        for source_controller, source, abilities in self._continuous_sources():
            for ability in abilities:
                if ability.scope == "your_magic_stones":
                    # FOW-GRANTED-WILL-R: the magic stones its controller controls (fow-y-will: FOW-GRANTED-WILL-TYPE-R: of one
                    # of the magic stone types of ``attributes`` when it names some, CR 202.4c).
                    if card.type == "magic_stone" and source_controller == controller and _of_stone_types(ability, self.stone_words(entity, card)):
                        yield ability, source, source_controller
                    continue
                if not _in_scope(ability.scope, source, entity, source_controller, controller, is_jr or ability.any_card):
                    continue
                if (ability.resonators_only or ability.j_rulers_only or ability.attributes or ability.races or ability.not_attributes or ability.not_races or ability.names or ability.field_additions or ability.card_types or ability.name_has) and not _filter_admits(ability, card):
                    continue
                if ability.chosen_race and (source.declared is UNSET or source.declared not in card.races):
                    continue  # FOW-CHOSEN-RACE-KEPT-R
                if ability.with_counter is not None and (entity.counters is UNSET or not entity.counters.get(ability.with_counter)):
                    continue  # fow-w-counters: FOW-CONT-WITH-COUNTER-R
                if (ability.host_is is not None and not self._host_is(entity, card, ability.host_is)) or (
                    ability.host_is_not is not None and self._host_is(entity, card, ability.host_is_not)
                ):
                    continue  # fow-n-grimm: FOW-ADDED-IF-PRINTED-R
                if ability.as_long_as is not None and not self._holds_still(ability.as_long_as, source, source_controller):
                    continue
                if ability.state == "attacking":
                    # fow-r-gains: FOW-CONT-WHILE-ATTACKING-R: the attacking J/resonator of the battle under way.
                    if self.state.battle is None or self.state.battle.attacker != entity.id:
                        continue
                elif ability.state != "any" and entity.rested != (ability.state == "rested"):
                    continue
                yield ability, source, source_controller

    @contextmanager
    def still(self) -> Iterator[None]:
        """A stretch of reading in which nothing in the state changes (a check, one scan of the rule
        processes): the continuous abilities in the field, and whether their "as long as" conditions hold,
        are worked out once for all the cards the stretch asks about, not once a card.  Memoization only:
        the answers are those without it (``tests/force_of_will/test_prefilters.py``)."""
        outer = self._still
        if outer is None:
            self._still = {}
        try:
            yield
        finally:
            if outer is None:
                self._still = None

    def _continuous_sources(self) -> list[tuple[str, Entity, list[Continuous]]]:
        """The cards with continuous abilities (:meth:`_statics`), each with its controller and those abilities
        as it has them now (its face-up definition)."""
        still = self._still
        if still is not None:
            found = still.get(_SOURCES)
            if found is not None:
                return found  # type: ignore[return-value]
        sources = [(pid, source, [a for a in self.defn(source).abilities if isinstance(a, Continuous)]) for pid, source in self._statics()]
        if still is not None:
            still[_SOURCES] = sources
        return sources

    def _holds_still(self, condition: AsLongAs, source: Entity, controller: str) -> bool:
        """:meth:`holds`, memoized in a :meth:`still` stretch (by the condition's identity: the stretch's
        memo of the sources keeps every condition it asks about alive)."""
        still = self._still
        if still is None:
            return self.holds(condition, source, controller)
        key = (id(condition), source.id, controller)
        found = still.get(key)
        if found is None:
            found = still[key] = self.holds(condition, source, controller)
        return bool(found)

    def granted(self, entity: Entity) -> Iterator[tuple[str, int, Activate]]:
        """FOW-GRANTED-ABILITY-R (CR 909.1d): the activate abilities continuous abilities in the field grant
        ``entity`` now, each with the card that grants it and its place among that card's granted abilities
        (:func:`granted_of`)."""
        card = self.defn(entity)
        for ability, source, _ in self._continuous_on(entity, card):
            if ability.grants:
                offset = granted_offset(self.defn(source), ability)
                for index, granted in enumerate(ability.grants):
                    yield source.id, offset + index, granted

    def granted_ability(self, source: str, index: int) -> Activate | None:
        """FOW-GRANTED-ABILITY-R: the ``index``-th activate ability ``source``'s printed continuous abilities
        grant (None when there is no such one) -- read from its card wherever it is now: an ability played
        from it exists on the chase apart from it."""
        granted = granted_of(self.card(source))
        return granted[index] if 0 <= index < len(granted) else None

    def has_flag(
        self,
        entity: Entity,
        flag: Literal[
            "untargetable", "unattackable", "unblockable", "cannot_attack", "cannot_block", "must_be_chosen", "no_recovery_phase", "cannot_attack_opponent", "cannot_attack_resonators",
            "attack_unrested", "block_unrested",  # fow-reiya-lapis: FOW-BATTLE-NO-REST-R
            "block_rested",  # fow-n-static: FOW-BLOCK-RESTED-R
            "unreturnable",  # fow-y-cant: FOW-UNRETURNABLE-R
        ],
    ) -> bool:
        """Whether a continuous ability says the card cannot be targeted by spells or abilities
        (FOW-UNTARGETABLE-R), attacked (FOW-UNATTACKABLE-R), blocked (FOW-UNBLOCKABLE-R), cannot
        attack or block (FOW-CANNOT-ATTACK-R), or must be chosen as the attacker if able
        (FOW-MUST-CHOOSE-ATTACKER-R)."""
        if flag not in self.cat.flags:
            return False
        for modifier in self.modifiers_on(entity):
            # FOW-STATUS-UNTIL-R: a one-time effect's status, while it lasts.
            if modifier.flags is not UNSET and flag in modifier.flags:
                return True
        return any(getattr(ability, flag) for ability, _, _ in self._continuous_on(entity, self.defn(entity)))

    def unrecoverable(self, entity: Entity) -> bool:
        """fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R: ``entity`` cannot be recovered now (a source of the effect is in the field)."""
        return entity.unrecoverable_by is not UNSET and any(self.entity(source) is not None for source in entity.unrecoverable_by)

    def max_attacks(self, entity: Entity) -> int | None:
        """fow-s-grimm-a: FOW-ATTACK-UP-TO-R: the most times a continuous ability lets ``entity`` attack this turn (the
        fewest when several say so), None when none limits it."""
        if "max_attacks" not in self.cat.flags:
            return None
        limits = [a.max_attacks for a, _, _ in self._continuous_on(entity, self.defn(entity)) if a.max_attacks is not None]
        return min(limits) if limits else None

    def attacks_this_turn(self, entity: Entity) -> int:
        """fow-s-grimm-a: FOW-ATTACK-UP-TO-R: how many times ``entity`` attacked this turn as this object in the field (CR 302.3:
        a card back in the field is a new one)."""
        return entity.attacks if entity.attacks is not UNSET and entity.attacks_turn == self.state.turn.number else 0

    def group_forbidden(self, entity: Entity, status: Literal["cannot_attack", "cannot_block"]) -> bool:
        """FOW-GROUP-STATUS-UNTIL-R: whether an effect this turn keeps the (J/)resonators of ``entity``'s
        controller from attacking (blocking) -- whichever they are now (CR 909.4)."""
        forbidden = self.state.turn.forbidden
        if not forbidden:
            return False
        pid = self.controller(entity.id).id
        return f"{pid}/{status}_j" in forbidden or (self.defn(entity).type == "resonator" and f"{pid}/{status}" in forbidden)

    def gain_life(self, pid: str, gained: int, events: list[Event]) -> None:
        """``pid`` gains ``gained`` life, unless FOW-NO-LIFE-GAIN-R ("Players cannot gain life") or FOW-NO-LIFE-GAIN-TURN-R
        (that player cannot gain life until end of turn) bars it; FOW-TRIG-GAIN-LIFE-R's abilities trigger."""
        if gained <= 0 or self.life_gain_barred() or self.opponent_life_gain_barred(pid) or f"{pid}/life" in (self.state.turn.forbidden or []):
            return
        player = self.player(pid)
        player.life += gained
        events.append(ev.Life(player=pid, change=gained, life=player.life))
        from .effects import trigger_player_event  # effects builds on the board

        trigger_player_event(self, pid, "you_gain_life", events)

    def life_gain_barred(self) -> bool:
        """FOW-NO-LIFE-GAIN-R: whether a continuous ability in the field (or a ruler area) says players
        cannot gain life now (its "as long as" holding)."""
        return self._static_flag("no_life_gain", None)

    def opponent_life_gain_barred(self, pid: str) -> bool:
        """fow-y-cant: FOW-OPP-NO-LIFE-GAIN-R: whether an opponent of ``pid`` controls a card in the field (or a ruler area)
        saying their opponent cannot gain life now (its "as long as" holding)."""
        return "opponent_no_life_gain" in self.cat.flags and self._static_flag("opponent_no_life_gain", self.opponent(pid).id)

    def activate_barred(self, entity: Entity) -> bool:
        """fow-y-cant: FOW-ACTIVATE-UNLESS-CONTROL-R: whether ``entity`` is a resonator in the field whose controller may
        play none of its activate abilities (will abilities too, CR 907.1a) now: a continuous ability in the field (or
        a ruler area, its "as long as" holding) bars them unless that player meets its condition, read as theirs."""
        if "activate_resonators_unless" not in self.cat.flags or entity.j_ruler or self.defn(entity).type != "resonator":
            return False
        pid = self.controller(entity.id).id
        for source_controller, source in self._statics():
            for ability in self.defn(source).abilities:
                if (
                    isinstance(ability, Continuous) and ability.activate_resonators_unless is not None
                    and (ability.as_long_as is None or self.holds(ability.as_long_as, source, source_controller))
                    and not self.holds(ability.activate_resonators_unless, source, pid)
                ):
                    return True
        return False

    def recover_barred(self, entity: Entity, actor: str) -> bool:
        """fow-y-cant: whether a spell or ability ``actor`` controls may not recover ``entity`` now: FOW-OPP-UNRECOVERABLE-R
        (the opponent of its controller controls a card saying their opponent's entities cannot be recovered by spells
        or abilities) or FOW-OPP-RECOVER-PHASE-ONLY-R (the opponent of ``actor`` controls a card saying ``actor`` cannot
        recover entities outside their own recovery phase, and it is not that phase of ``actor``'s turn)."""
        if self._static_flag("opponent_entities_unrecoverable", self.opponent(self.controller(entity.id).id).id):
            return True
        own_phase = self.state.phase == "recovery" and self.state.turn.player == actor
        return not own_phase and self._static_flag("opponent_recover_phase_only", self.opponent(actor).id)

    def stone_call_barred(self, pid: str) -> bool:
        """FOW-NO-STONE-CALL-R: whether ``pid`` controls a card in the field (or a ruler area) saying they cannot call
        magic stones (its "as long as" holding)."""
        return self._static_flag("no_stone_call", pid)

    def player_barrier(self, pid: str) -> bool:
        """fow-p-static: FOW-BARRIER-YOU-R: whether ``pid`` controls a card in the field (or a ruler area) saying they gain
        [Barrier] (its "as long as" holding)."""
        return self._static_flag("you_barrier", pid)

    def force_dice_extra(self, pid: str) -> int:
        """fow-v-draw: FOW-FORCE-DICE-PLUS-R (CR 910.2f, 910.3): the dice ``pid`` rolls for a [Force] beyond its number -- one
        for each continuous ability of a card they control saying so now, each replacing the roll once."""
        return self._static_count("force_dice_plus", pid)

    def _static_flag(self, flag: StaticFlag, controller: str | None) -> bool:
        """Whether a continuous ability in the field (or a ruler area) -- of a card ``controller`` controls, when
        named -- sets ``flag`` now (its "as long as" holding)."""
        return self._static_count(flag, controller, first=True) > 0

    def _static_count(self, flag: StaticFlag, controller: str | None, *, first: bool = False) -> int:
        """How many continuous abilities in the field (or a ruler area) -- of cards ``controller`` controls, when named
        -- set ``flag`` now (their "as long as" holding); with ``first``, 1 at the first one."""
        if flag not in self.cat.flags:
            return 0
        count = 0
        for source_controller, source in self._statics():
            if controller is not None and source_controller != controller:
                continue
            for ability in self.defn(source).abilities:
                if isinstance(ability, Continuous) and getattr(ability, flag) and (ability.as_long_as is None or self.holds(ability.as_long_as, source, source_controller)):
                    count += 1
                    if first:
                        return count
        return count

    def stone_kept_rested(self, entity: Entity) -> bool:
        """fow-s-grimm-b: FOW-STONES-ACTIVATE-NO-RECOVER-R: whether ``entity`` is a magic stone with an activate ability (its
        own or one granted to it now) while a continuous ability says such stones don't recover in the recovery phase."""
        card = self.defn(entity)
        if card.type != "magic_stone" or entity.j_ruler or not self._static_flag("no_recover_activate_stones", None):
            return False
        return any(isinstance(a, Activate) for a in card.abilities) or next(self.granted(entity), None) is not None

    def graveyard_kept(self, owner: str, by: str) -> bool:
        """fow-hero3: FOW-GRAVEYARD-KEPT-R: whether ``owner`` controls a card saying the cards of their graveyard
        cannot be removed from the game by spells or abilities their opponent controls (its "as long as"
        holding), ``by`` -- the controller of the removing spell or ability -- being that opponent."""
        return owner != by and self._static_flag("graveyard_kept", owner)

    def blocks_barred(self, attacker: Entity, blocker: Entity) -> bool:
        """FOW-UNBLOCKABLE-BY-R: whether the attacker "cannot be blocked by" blockers such as ``blocker`` now
        (a continuous ability or a one-time effect that lasts)."""
        if "unblockable_by" not in self.cat.flags:
            return False
        filters = [a.unblockable_by for a, _, _ in self._continuous_on(attacker, self.defn(attacker)) if a.unblockable_by is not None]
        filters += [m.unblockable_by for m in self.modifiers_on(attacker) if m.unblockable_by is not UNSET]
        card = self.defn(blocker)
        for barred in filters:
            if not barred.j_resonators and card.type != "resonator":
                continue
            if barred.attributes and not set(barred.attributes) & set(card.attributes):
                continue
            if barred.max_atk is not None and self.stats(blocker)[0] > barred.max_atk:
                continue
            return True
        return False

    def blocks_flying(self, blocker: Entity, attacker: Entity) -> bool:
        """fow-n-static: FOW-BLOCK-FLYING-R (CR 1107.2, 104.1): whether a continuous ability lets ``blocker`` block
        the attacker with [Flying] ``attacker`` now: "can block J/resonators with [Flying]" any of them,
        "can block resonators with [Flying]" a resonator only (not a J-ruler)."""
        if "block_flying" not in self.cat.flags:
            return False
        kind = self.defn(attacker).type
        return any(
            a.block_flying == "j_resonators" or (a.block_flying == "resonators" and kind == "resonator")
            for a, _, _ in self._continuous_on(blocker, self.defn(blocker))
            if a.block_flying is not None
        )

    def damage_prevented(self, entity: Entity, source: str, amount: int, *, first: bool = False, battle: bool = False) -> tuple[int, str]:
        """How much of the damage ``amount`` that ``source`` would deal to ``entity`` now continuous abilities
        prevent, at most the whole, and the rule: all of it (FOW-PREVENT-CONT-R), or N for each "prevent N
        of it" (FOW-PREVENT-PART-R, when one applies)."""
        if "prevent_damage" not in self.cat.flags:
            return 0, ""
        dealer = self._source_card(source)
        shields = [(a.prevent_damage, controller) for a, _, controller in self._continuous_on(entity, self.defn(entity)) if a.prevent_damage is not None]
        return self._prevented(shields, dealer, amount, first=first, battle=battle)

    def prevented_then(self, entity: Entity, source: str, amount: int, *, first: bool = False, battle: bool = False) -> list[Literal["draw", "remove_plus_counter"]]:
        """fow-u-replace: FOW-PREVENTED-THEN-R: what the continuous preventions of ``entity`` with a follow-up that prevent
        the damage ``amount`` of ``source`` now have done (read as applied before its other continuous preventions)."""
        if "prevented_then" not in self.cat.flags:
            return []
        dealer = self._source_card(source)
        return [
            a.prevented_then
            for a, _, controller in self._continuous_on(entity, self.defn(entity))
            if a.prevented_then is not None and a.prevent_damage is not None and self._prevented([(a.prevent_damage, controller)], dealer, amount, first=first, battle=battle)[0]
        ]

    def player_damage_prevented(self, player: str, source: str, amount: int, *, first: bool = False, battle: bool = False) -> tuple[int, str]:
        """As :meth:`damage_prevented`, for damage ``source`` would deal to the player ``player``: the
        continuous abilities of the cards that player controls that prevent damage dealt to "you"."""
        if "prevent_to_you" not in self.cat.flags:
            return 0, ""
        shields = [
            (a.prevent_to_you, controller)
            for controller, card in self._statics()
            if controller == player
            for a in self.defn(card).abilities
            if isinstance(a, Continuous) and a.prevent_to_you is not None and (a.as_long_as is None or self.holds(a.as_long_as, card, controller))
        ]
        return self._prevented(shields, self._source_card(source), amount, first=first, battle=battle)

    def first_dealt(self, target: str) -> bool:
        """FOW-PREVENT-FIRST-R: whether damage that would be dealt to ``target`` now is the first this turn (CR
        910.2g: the damage that would have been dealt counts, prevented or not); remembers it."""
        if not self.cat.remembers_damaged:
            return False
        damaged = list(self.state.turn.damaged or [])
        if target in damaged:
            return False
        if len(damaged) < 200:
            self.state.turn.damaged = [*damaged, target]
        return True

    def _prevented(self, shields: list[tuple[PreventFrom, str]], dealer: CardDef | None, amount: int, *, first: bool, battle: bool) -> tuple[int, str]:
        """The damage the shields prevent of ``amount`` by ``dealer`` (at most all of it) and the rule:
        FOW-PREVENT-CONT-R for all of it, FOW-PREVENT-PART-R when one prevents N of it; FOW-PREVENT-FROM-R:
        a shield for one player's turn only while it is (CR 1018.1, 1018.1a, 1018.1b)."""
        prevented, rule, at_most = 0, "FOW-PREVENT-CONT-R", 0
        for shield, controller in shields:
            if not _source_admitted(shield, dealer) or (shield.turn is not None and (self.state.turn.player == controller) != (shield.turn == "yours")):
                continue
            if shield.non_battle and battle:
                continue  # FOW-PREVENT-FROM-R: "non-battle damage" only
            if shield.at_most:
                at_most = max(at_most, shield.at_most)
                continue
            if shield.first:
                if first:
                    return amount, "FOW-PREVENT-FIRST-R"
                continue
            prevented += shield.amount or amount
            rule = "FOW-PREVENT-PART-R" if shield.amount else rule
        prevented = min(prevented, amount)
        if prevented < amount <= prevented + at_most:
            # FOW-PREVENT-UPTO-R: after the others (the order giving the smaller damage, CR 910.2a).
            return amount, "FOW-PREVENT-UPTO-R"
        return prevented, rule

    def warded(self, source: str, target: str, amount: int, *, battle: bool = False) -> int:
        """FOW-PREVENT-GROUP-R: how much of the damage ``amount`` that ``source`` would deal to ``target`` now
        the effects of this turn prevent (at most all of it): all, or N of it for each "prevent N of it",
        when dealt to their player, or by / to a resonator (J/resonator) in the field of the controller they
        name (CR 909.4: the group as it is now; CR 105.3: its controller, not its owner); fow-n-static: FOW-PREVENT-GROUP-KIND-R, a ward marked "chant"
        only when ``source`` is a chant card (CR 912.4), "nonbattle" only when the damage is not ``battle`` damage."""
        prevented = 0
        for ward in self.state.turn.wards or []:
            player, way, group, whose, *part = ward.split("/")
            if "next" in part:
                continue  # fow-p-static: FOW-PREVENT-NEXT-YOU-R: a shield, used up in deal_damage
            races = [p.removeprefix("race=") for p in part if p.startswith("race=")]  # fow-p-static: FOW-PREVENT-GROUP-RACE-R
            if "nonbattle" in part and battle:
                continue
            if "chant" in part and not (":" in source and self.card(source).type == "chant"):
                continue
            part = [p for p in part if p.isdigit()]
            if group == "you":
                hit = target == player
            else:
                card_id = source if way == "by" else target
                entity = self.entity(card_id) if ":" in card_id else None
                hit = (
                    entity is not None
                    and self.defn(entity).type in (("resonator",) if group == "resonators" else J_RESONATOR_TYPES)
                    # its controller now, not its owner (CR 105.3; a card whose control was gained counts for its controller)
                    and (whose == "any" or (self.controller(entity.id).id == player) == (whose == "you"))
                    and (not races or bool(set(races) & set(self.defn(entity).races)))
                )
            if hit:
                prevented += int(part[0]) if part else amount
        return min(prevented, amount)

    def redirected(self, target: str) -> str | None:
        """FOW-REDIRECT-R: the J/resonator in the field that damage about to be dealt to ``target`` (a player
        or a J/resonator) is dealt to instead, None when none takes it: of the cards of ``target``'s
        controller saying so, the one longest in the field (CR 910.2 lets that player choose)."""
        if "redirect" not in self.cat.flags:
            return None
        victim = self.entity(target) if ":" in target else None
        card = self.defn(victim) if victim is not None else None
        if victim is None and not self.has_player(target):
            return None
        controller = owner_of(target) if victim is not None else target
        for source_controller, source in self._statics():
            if source_controller != controller or source.id == target or self.entity(source.id) is None or not self.is_j_resonator(source):
                continue
            for ability in self.defn(source).abilities:
                if not isinstance(ability, Continuous) or ability.redirect is None:
                    continue
                wanted = ability.redirect
                if ability.as_long_as is not None and not self.holds(ability.as_long_as, source, source_controller):
                    continue
                if card is None and wanted.you:
                    return source.id
                if card is not None and card.type in J_RESONATOR_TYPES and (card.has_any_name(wanted.names) or bool(set(wanted.races) & set(card.races))):
                    return source.id
        return None

    def _source_card(self, source: str) -> CardDef | None:
        """The card of a damage source, spell or ability source as it is now: a J-ruler in the field by its
        J-ruler side (a J/resonator, "by fire J/resonators" reaches it), not by the ruler side its instance
        id names; None for a player."""
        source_entity = self.entity(source) if ":" in source else None
        return self.defn(source_entity) if source_entity is not None else self.card(source) if ":" in source else None

    def source_admitted(self, wanted: PreventFrom, source: str) -> bool:
        """Whether the card of a spell or ability source (as it is now) passes the filter (FOW-TRIG-TARGETED-BY-ATTR-R)."""
        return _source_admitted(wanted, self._source_card(source))

    def normal_spells_barred(self, entity: Entity, spell_controller: str) -> bool:
        """FOW-UNTARGETABLE-NORMAL-R (fow-grimm-e): whether a one-time effect says, while it lasts, that the
        normal spells of an opponent of the player who controlled it -- here ``spell_controller``'s -- cannot
        target ``entity``."""
        if "no_normal_spells" not in self.cat.flags:
            return False
        return any(
            m.flags is not UNSET and "no_normal_spells" in m.flags and m.guarded_by is not UNSET and m.guarded_by != spell_controller
            for m in self.modifiers_on(entity)
        )

    def barrier_kinds(self, entity: Entity) -> list[str]:
        """fow-o-b: FOW-BARRIER-KIND-UNTIL-R: the card types ("chant", "resonator") of a [Barrier] (Chant) /
        (Resonator) a one-time effect gave ``entity`` while it lasts; fow-s-deal: FOW-BARRIER-ATTR-UNTIL-R -- and the
        attributes of a [Barrier] {<attribute>}.  One given before the card lost all abilities is gone
        (FOW-LOSE-ABILITIES-R)."""
        kinds = [kind for kind in ("chant", "resonator", "light", "fire", "water", "wind", "darkness") if f"barrier_{kind}" in self.cat.flags]
        if not kinds:
            return []
        on = self.modifiers_on(entity)
        if "no_abilities" in self.cat.flags:
            on = on[self._lost_abilities(on) + 1 :]
        return [kind for kind in kinds if any(m.flags is not UNSET and f"barrier_{kind}" in m.flags for m in on)]

    def barrier_kinds_while(self, entity: Entity) -> list[str]:
        """fow-x-ruler: FOW-BARRIER-KIND-WHILE-R: the card types of a [Barrier] (Chant) / (Resonator) continuous abilities
        give ``entity`` now (a condition of theirs holding)."""
        if "barrier_kinds" not in self.cat.flags:
            return []
        return sorted({kind for a, _, _ in self._continuous_on(entity, self.defn(entity)) for kind in a.barrier_kinds})

    def untargetable_by(self, entity: Entity, source: str) -> bool:
        """FOW-UNTARGETABLE-BY-R: whether a continuous ability says ``entity`` cannot be targeted by spells or
        abilities of cards like ``source`` (any player's) now."""
        if "untargetable_by" not in self.cat.flags:
            return False
        card = self._source_card(source)
        return any(a.untargetable_by is not None and _source_admitted(a.untargetable_by, card) for a, _, _ in self._continuous_on(entity, self.defn(entity)))

    def dealt_doubled(self, target: str) -> bool:
        """fow-t-replace: FOW-DEALT-DOUBLE-TURN-R: whether damage that would be dealt to the card ``target`` now is doubled
        by a one-time effect lasting this turn."""
        if "dealt_double" not in self.cat.flags or ":" not in target:
            return False
        entity = self.entity(target)
        return entity is not None and any(m.dealt_double is True for m in self.modifiers_on(entity))

    def damage_doubled(self, source: str, target: str) -> bool:
        """FOW-DAMAGE-DOUBLE-R: whether the J/resonator ``source`` deals double the damage it would deal to
        ``target`` now (several such replacements double once each, CR 910)."""
        if "damage_double" not in self.cat.flags:
            return False
        entity = self.entity(source)
        if entity is None:
            return False
        if any(m.damage_double is True for m in self.modifiers_on(entity)):
            return True  # fow-p-static: FOW-DAMAGE-DOUBLE-TURN-R: all its damage, until end of turn
        controller = self.controller(entity.id).id
        victim = self.entity(target) if ":" in target else None
        card = self.defn(victim) if victim is not None else None
        for ability, _, _ in self._continuous_on(entity, self.defn(entity)):
            wanted = ability.damage_double
            if wanted is None:
                continue
            if card is None:
                if wanted.opponent and self.has_player(target) and target != controller:
                    return True
                continue
            if self._damaged_passes(wanted, card):
                return True
        return False

    @staticmethod
    def _damaged_passes(wanted: DamagedFilter, card: CardDef) -> bool:
        """FOW-DAMAGE-DOUBLE-R, FOW-DAMAGE-TO-COUNTERS-R: whether a J/resonator of definition ``card`` is of the kinds
        and races ``wanted`` names."""
        kind_ok = card.type in J_RESONATOR_TYPES and (not wanted.kinds or card.type == "resonator" or "j_resonator" in wanted.kinds)
        return kind_ok and (not wanted.races or bool(set(wanted.races) & set(card.races)))

    def damage_converted(self, source: str, target: str) -> bool:
        """fow-u-replace: FOW-DAMAGE-TO-COUNTERS-R: whether the damage the J/resonator ``source`` would deal to the
        J/resonator ``target`` now is put on it as [-100/-100] counters instead."""
        if "damage_counters" not in self.cat.flags or ":" not in source or ":" not in target:
            return False
        dealer, victim = self.entity(source), self.entity(target)
        if dealer is None or victim is None:
            return False
        card = self.defn(victim)
        return any(ability.damage_counters is not None and self._damaged_passes(ability.damage_counters, card) for ability, _, _ in self._continuous_on(dealer, self.defn(dealer)))

    def damage_plus(self, source: str) -> int:
        """FOW-DAMAGE-PLUS-R: how much more damage the J/resonator ``source`` deals now ("it deals that
        much +N instead"; several such replacements add up, in any order)."""
        if "damage_plus" not in self.cat.flags:
            return 0
        entity = self.entity(source)
        if entity is None:
            return self._chant_damage_plus(source)
        # FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e): a one-time effect's, until end of turn, added to the continuous ones.
        lasting = sum(m.damage_plus for m in self.modifiers_on(entity) if m.damage_plus is not UNSET)
        return lasting + sum(ability.damage_plus for ability, _, _ in self._continuous_on(entity, self.defn(entity)) if ability.damage_plus_by is None)

    def _chant_damage_plus(self, source: str) -> int:
        """fow-p-static: FOW-DAMAGE-PLUS-CHANT-R: how much more damage the chant card ``source`` (not in the field: its
        spell or ability, CR 912.4) deals now, by the continuous abilities in the field (or a ruler area) saying so
        -- "you control": the chant's controller (the player whose spell it is on the chase, else its owner) is theirs."""
        card = self.card(source)
        if card.type != "chant" and card.rune is None:  # fow-t-replace: FOW-DAMAGE-PLUS-RUNE-R: a rune card too
            return 0
        spell = next((item for item in self.state.chase if item.card == source and item.kind == "spell"), None)
        chant_controller = spell.controller if spell is not None else owner_of(source)
        plus = 0
        for source_controller, static in self._statics():
            for ability in self.defn(static).abilities:
                if not isinstance(ability, Continuous) or ability.damage_plus_by is None or (ability.damage_plus_yours and chant_controller != source_controller):
                    continue
                if _source_admitted(ability.damage_plus_by, card) and (ability.as_long_as is None or self.holds(ability.as_long_as, static, source_controller)):
                    plus += ability.damage_plus
        return plus

    def battle_damage_prevented(self, card_id: str) -> bool:
        """FOW-PREVENT-R: whether a continuous ability prevents all battle damage dealt to or by the
        J/resonator ``card_id`` now."""
        if "prevent_battle" not in self.cat.flags:
            return False
        entity = self.entity(card_id)
        return entity is not None and any(ability.prevent_battle for ability, _, _ in self._continuous_on(entity, self.defn(entity)))

    def _j_ruler_shares(self, source_id: str, controller: str) -> bool:
        """fow-dec-b: FOW-COND-J-RULER-SHARES-R: whether ``controller``'s ruler in its ruler area or a J-ruler they
        control in the field (a J/ruler, CR 307.4a) shares an attribute or a race with the card ``source_id``."""
        entity = self.entity(source_id)
        # A card played is named by its definition's id (FOW-PLAY-LESS-R), a card elsewhere by its instance id.
        card = self.defn(entity) if entity is not None else self.cat.defs.get(source_id) or self.card(source_id)
        player = self.player(controller)
        j_rulers = [self.defn(e) for e in player.field if e.j_ruler and self.controller(e.id).id == controller]
        if player.ruler is not None:
            j_rulers.append(self.card(player.ruler.id))
        return any(set(j.attributes) & set(card.attributes) or set(j.races) & set(card.races) for j in j_rulers)

    def holds(self, condition: AsLongAs, source: Entity | str, controller: str) -> bool:
        """FOW-CONT-WHILE-R: whether an "as long as" condition holds now (FOW-PLAY-LESS-R: also of a card
        not in the field, named by id).  It reads the forms of ``vocabulary.HELD_FORMS`` whole; the card-set
        check refuses any other mix of parts, which this would read in part."""
        source_id = source if isinstance(source, str) else source.id
        if condition.turn is not None:
            # FOW-DURING-YOUR-TURN-R: its controller's turn ("yours") or the other player's ("opponents").
            if (self.state.turn.player == controller) != (condition.turn == "yours"):
                return False
            if condition == AsLongAs(turn=condition.turn):
                return True
        if condition.drawn is not None:
            # fow-m-cost: FOW-DRAWN-THIS-TURN-R: the cards that player (its controller, or their opponent) drew this turn.
            whose = controller if condition.drawn == "you" else next(p.id for p in self.state.players if p.id != controller)
            records = [] if self.state.turn.drawn is UNSET else self.state.turn.drawn
            count = next((int(r.rpartition("/")[2]) for r in records if r.rpartition("/")[0] == whose), 0)
            return (condition.at_least is None or count >= condition.at_least) and (condition.at_most is None or count <= condition.at_most)
        if condition.damage_taken is not None:
            # fow-q-static: FOW-COND-DAMAGE-TAKEN-R: FOW-LIFE-EQUAL-TAKEN-R's record of the damage dealt to that player this turn.
            whose = controller if condition.damage_taken == "you" else next(p.id for p in self.state.players if p.id != controller)
            taken = [] if self.state.turn.taken is UNSET else self.state.turn.taken
            return any(r.rpartition("/")[0] == whose for r in taken)
        if condition.gods_art_resolved:
            # fow-s-keyword: FOW-KW-FALLEN-R: a God's Art ability its controller controlled resolved this turn.
            return controller in ([] if self.state.turn.gods_art_resolved is UNSET else self.state.turn.gods_art_resolved)
        if condition.j_ruler_destroyed is not None:
            # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R: the turn's record of the players whose J-ruler was destroyed.
            whose = controller if condition.j_ruler_destroyed == "you" else self.opponent(controller).id
            return whose in ([] if self.state.turn.j_ruler_destroyed is UNSET else self.state.turn.j_ruler_destroyed)
        if condition.cancelled_opponent_spell:
            # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R: the turn's record of the players who cancelled an opponent's spell.
            return controller in ([] if self.state.turn.cancelled_opponent_spell is UNSET else self.state.turn.cancelled_opponent_spell)
        if condition.resonator_returned:
            # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R: the turn's record of the players whose resonator went back to their hand.
            return controller in ([] if self.state.turn.resonator_returned is UNSET else self.state.turn.resonator_returned)
        if condition.ruler_astral:
            # fow-y-cond: FOW-COND-ASTRAL-RULER-R (CR 1024.1, 1024.2): the controller's ruler in its ruler area, astral now.
            ruler = self.player(controller).ruler
            return ruler is not None and ruler.astral
        if condition.contract_ruler:
            # fow-y-cond: FOW-COND-CONTRACT-RULER-R (CR 713.3): no Contract process is in the vocabulary, no ruler is under contract.
            return False
        if condition.player_keyword is not None:
            # fow-y-cond: FOW-COND-PLAYER-MARK-R: a continuous "You gain [<keyword>]" of a card its controller controls applies.
            return self._static_flag("you_passion" if condition.player_keyword == "passion" else "you_calmness", controller)
        if condition.battled_this_turn:
            # fow-r-trig: FOW-SELF-BATTLED-TURN-R: the source card in the field, declared an attacker or a blocker this turn.
            battler = self.entity(source_id)
            return battler is not None and battler.battled == self.state.turn.number
        if condition.gained is not None:
            # fow-v-grant: FOW-GAINS-QUOTED-TURN-R (CR 909.1d, 302.3): the source card in the field has that gained text now
            # (gone with the object; the card set never also holds a loss of all abilities, see cards.py).
            holder = self.entity(source_id)
            return holder is not None and any(m.gained == condition.gained for m in self.modifiers_on(holder))
        if condition.self_keyword is not None:
            # fow-r-trig: FOW-IF-SELF-MARKER-R: the source card in the field, with that keyword now (fow-u-conds:
            # FOW-GAINS-WHILE-IT-MARKER-R: read without the continuous abilities, which this may be one of).
            holder = self.entity(source_id)
            return holder is not None and condition.self_keyword in self.marker_keywords(holder)
        if condition.attacking is not None:
            # fow-r-standby: FOW-COND-ATTACKING-R: the attacking J/resonator of the battle under way, now.
            whose, _, what = condition.attacking.partition("_")
            battle = self.state.battle
            attacker = self.entity(battle.attacker) if battle is not None and battle.attacker is not None else None
            if attacker is None or self.defn(attacker).type not in (("resonator", "j_ruler") if what == "j_resonator" else ("resonator",)):
                return False
            return (self.controller(attacker.id).id == controller) == (whose == "your")
        if condition.player_dealt is not None:
            # fow-r-standby: FOW-COND-PLAYER-DEALT-R: the turn's record of the J/resonators that dealt damage to a player.
            whose, _, what = condition.player_dealt.partition("_")
            dealer = controller if whose == "your" else self.opponent(controller).id
            victim = self.opponent(controller).id if whose == "your" else controller
            kinds = ("resonator", "j_ruler") if what == "j_resonator" else ("resonator",)
            records = [] if self.state.turn.player_dealt is UNSET else self.state.turn.player_dealt
            return any(f"{dealer}/{kind}>{victim}" in records for kind in kinds)
        if condition.j_ruler_shares and not self._j_ruler_shares(source_id, controller):
            return False  # fow-dec-b: FOW-COND-J-RULER-SHARES-R
        if condition.battled:
            # FOW-TRIG-END-BATTLE-R: the attacking or blocking J/resonator of this battle (not once it left the field).
            battle = self.state.battle
            return battle is not None and source_id in (battle.attacker, battle.blocker)
        if condition.top_is is not None or condition.top_cost is not None:
            return self.top_holds(condition, controller)
        if condition.stone_top_new_name:
            # FOW-LOOK-STONE-NEW-NAME-R (fow-grimm-e): a top card, of a name none of their magic stones has.
            player = self.player(controller)
            if not player.stone_deck:
                return False
            names = self.card(player.stone_deck[0]).names
            return not any(self.defn(e).type == "magic_stone" and self.defn(e).has_any_name(names) for e in player.field)
        if condition.weather is not None:
            # FOW-WEATHER-R (CR 1028.2, 1028.3): the controller's weather now; clear without an effect.
            # fow-reiya-lapis: FOW-WEATHER-STATIC-R: a J/ruler's printed weather too; "unless" (``negated``).
            return (self.weather(controller) == condition.weather) != condition.negated
        if condition.ruler_names or condition.j_ruler_names:
            return self.ruler_named(condition, controller) != condition.negated
        if condition.than_opponent is not None:
            # FOW-CONT-WHILE-R: your life, or (FOW-COND-THAN-OPPONENT-R) how many of a group you control, against
            # your opponent's, now.
            opponent = self.opponent(controller)
            if condition.count is not None:
                mine, theirs = self.per_count(condition.count, source_id, controller), self.per_count(condition.count, source_id, opponent.id)
            elif condition.life:
                mine, theirs = self.player(controller).life, opponent.life
            else:
                return False  # neither a count nor life: no form the card-set check lets through
            if condition.by is not None:
                # FOW-COND-MORE-BY-R: by at least that many.
                return (theirs - mine if condition.than_opponent == "less" else mine - theirs) >= condition.by
            return mine < theirs if condition.than_opponent == "less" else mine > theirs
        if condition.another is not None and condition.count is not None:
            # FOW-COND-AND-ANOTHER-R: a card of the first group and a different one of the second, in your field.
            player = self.player(controller)
            first = {e.id for e, _ in self.field_matches(condition.count, player, source_id)}
            second = {e.id for e, _ in self.field_matches(condition.another, player, source_id)}
            return bool(first) and bool(second) and len(first | second) >= 2
        if condition.life:
            value = self.player(controller).life
        elif condition.opponent_life:
            # fow-q-static: FOW-COND-OPPONENT-LIFE-R: the life of the controller's opponent now.
            value = next(p.life for p in self.state.players if p.id != controller)
        elif condition.self_atk:
            # fow-hero3: FOW-COND-SELF-ATK-R: this card's ATK now, in the field (out of it, nothing holds).
            holder = self.entity(source_id)
            if holder is None:
                return False
            value = self.stats(holder)[0]
        elif condition.total_atk and condition.count is not None:
            value = self._total_atk(condition, source_id, controller)
        elif condition.count is not None:
            value = self.per_count(condition.count, source_id, controller)
            if condition.plus is not None:
                value += self.per_count(condition.plus, source_id, controller)  # fow-r-standby: FOW-COND-TOTAL-NUMBER-R
        else:
            return False
        if condition.at_least is not None and value < condition.at_least:
            return False
        return condition.at_most is None or value <= condition.at_most

    def _total_atk(self, condition: AsLongAs, source_id: str, controller: str) -> int:
        """fow-r-gains: FOW-COND-TOTAL-ATK-R: the sum of the ATKs of the cards ``condition.count`` counts in the field now.
        The abilities under such a condition change no ATK/DEF (the parser refuses them), so the ATKs are read without
        them: while the sum is taken, the condition does not hold for the cards it reads (CR 909.1: abilities before
        values)."""
        assert condition.count is not None
        if id(condition) in self._summing:
            return -1
        self._summing.add(id(condition))
        try:
            return sum(self.stats(entity)[0] for entity, _ in self.field_matches(condition.count, self.player(controller), source_id))
        finally:
            self._summing.discard(id(condition))

    def weather_source(self, pid: str) -> tuple[str, Weather] | None:
        """fow-reiya-lapis: FOW-WEATHER-STATIC-R (CR 1028.2a): the printed "The weather is <weather>" of the player's
        ruler in its ruler area or J-ruler in the field that applies now ("during your turn": only then), as
        ("ruler:<id>" / "field:<id>", weather); None without one.  A player has one J/ruler."""
        for place, source, ability in self.printed_weathers(pid):
            if ability.weather is not None and (ability.as_long_as is None or self.holds(ability.as_long_as, source, pid)):
                return place, ability.weather
        return None

    def printed_weathers(self, pid: str) -> list[tuple[str, Entity, Continuous]]:
        """fow-reiya-lapis: FOW-WEATHER-STATIC-R: the printed "The weather is <weather>" abilities of the player's
        J-ruler in the field and ruler in its ruler area, with the place each is at ("field:<id>" /
        "ruler:<id>", the form ``Player.weather_over`` names) and the card, whether or not they apply now."""
        player = self.player(pid)
        places = [("field", e) for e in player.field if e.j_ruler]
        if player.ruler is not None:
            places.append(("ruler", Entity(id=player.ruler.id)))
        return [
            (f"{place}:{source.id}", source, ability)
            for place, source in places
            for ability in self.defn(source).abilities
            if isinstance(ability, Continuous) and ability.weather is not None
        ]

    @staticmethod
    def weather_source_moves(player: Player, place: str) -> None:
        """fow-reiya-lapis: FOW-WEATHER-STATIC-R (CR 1028.2d): the J/ruler at ``place`` moves (Judgment, a J-ruler
        back to its ruler area); at its new place it is a new object, later than the weather effect, so the
        effect no longer names it as the earlier one."""
        if player.weather_over == place:
            player.weather_over = UNSET

    def weather(self, pid: str) -> Weather:
        """FOW-WEATHER-R (CR 1028.2, 1028.2d): the player's weather now -- the latest of the effect set until end
        of turn and (fow-reiya-lapis: FOW-WEATHER-STATIC-R) its J/ruler's printed one; clear without either."""
        player = self.player(pid)
        printed = self.weather_source(pid)
        if player.weather is not UNSET and (printed is None or player.weather_over == printed[0]):
            return player.weather
        return printed[1] if printed is not None else "clear"

    def top_holds(self, condition: AsLongAs, controller: str) -> bool:
        """FOW-REVEALED-IF-R: the card revealed from the top of the controller's main deck (still on top)
        is of the filter / has a total cost of that parity; an empty deck revealed nothing."""
        deck = self.player(controller).deck
        if not deck:
            return False
        card = self.card(deck[0])
        if condition.top_is is not None:
            from .effects import fits  # effects builds on the board

            return fits(card, condition.top_is)
        total = card.cost.total if card.cost is not None else 0
        return (total % 2 == 1) == (condition.top_cost == "odd")

    def ruler_named(self, condition: AsLongAs, controller: str) -> bool:
        """FOW-PLAY-LESS-R: "your Ruler is "A"" -- your ruler in its ruler area is named A; "your J-Ruler
        is "B"" -- a J-ruler you control in the field is named B."""
        player = self.player(controller)
        ruler_names, j_ruler_names = condition.ruler_names, condition.j_ruler_names

        def named(card: CardDef, names: list[str]) -> bool:
            # fow-r-modal: FOW-COND-JRULER-NAME-HAS-R: "has "X" in its name".
            return card.has_name_containing(names) if condition.names_contain else card.has_any_name(names)

        if player.ruler is not None and named(self.card(player.ruler.id), ruler_names):
            return True
        return any(self.defn(entity).type == "j_ruler" and named(self.defn(entity), j_ruler_names) for entity in player.field)

    def per_count(self, per: PerCount, source: str, controller: str) -> int:
        """FOW-CONT-FOREACH-R: how many cards a "for each" change counts now."""
        if per.every is not None:
            # fow-w-count: FOW-COUNT-EVERY-N-R: one for every N counted, rounded down.
            return self.per_count(msgspec.structs.replace(per, every=None), source, controller) // per.every
        if per.minus_from is not None:
            # fow-q-count: FOW-DRAW-MINUS-COUNT-R: N less the count, never below 0 (CR 104.2).
            return max(0, per.minus_from - self.per_count(msgspec.structs.replace(per, minus_from=None), source, controller))
        if per.what == "roll":
            return 0  # FOW-KW-FORCE-R: only an object resolving has a result of the roll (effects.counted)
        if per.what == "life_paid":
            return 0  # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: only an object resolving paid life (effects.counted)
        if per.what in ("removed_cost", "discarded_cost", "hand_revealed", "destroyed_resonator", "removed_resonator"):  # fow-w-count: FOW-DESTROYED-THIS-WAY-R
            # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R (fow-u-look: FOW-REVEAL-HAND-ANY-R): only an object resolving removed
            # (revealed) cards (effects.counted)
            return 0
        if per.what == "top_symbols":
            return 0  # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: only an object resolving revealed a card (effects.counted)
        if per.what == "rune" or per.zone == "rune_area":
            # FOW-RUNES-REVEALED-R (CR 315.1, 711.2, 1137.3a): the runes revealed in its player's rune area (played
            # from there, FOW-RUNE-PLAY-R), of the named attributes.
            shown = self.player(controller).runes_revealed or []
            return sum(1 for c in shown if not per.attributes or set(per.attributes) & set(self.card(c).attributes))
        if per.what == "counter" and per.on_j_rulers:
            # fow-r-gains: FOW-COUNTERS-ON-J-RULERS-R: on each J/ruler the player controls (CR 202.2d, 307.4a).
            seat = self.player(controller)
            holders: list[Entity | RulerSlot] = [e for e in seat.field if e.j_ruler]
            if seat.ruler is not None:
                holders.append(seat.ruler)
            return sum(h.counters.get(per.counter or "", 0) for h in holders if h.counters is not UNSET)
        if per.what == "counter":
            # FOW-NAMED-COUNTER-R: the counters of that name on the source card (FOW-J-RULER-COUNTER-R: or on
            # your J/ruler).
            holder = j_ruler_of(self.player(controller)) if per.on_j_ruler else self.entity(source)
            ruler = self.player(controller).ruler
            if holder is None and ruler is not None and ruler.id == source:
                holder = ruler  # FOW-COUNTER-ON-CARD-R: a ruler's own counters, in its ruler area
            return holder.counters.get(per.counter or "", 0) if holder is not None and holder.counters is not UNSET else 0
        if per.what in ("gem", "crystal"):
            # FOW-GEM-R: gem tokens in the item areas (CR 313.1), of the named attributes (FOW-COUNT-ATTRIBUTES-R:
            # or how many attributes they have between them); fow-ao-saga: FOW-CRYSTAL-R: crystal tokens.
            gems = [
                gem
                for player in self.state.players
                if per.whose == "all" or (per.whose == "you") == (player.id == controller)
                for gem in ((player.crystals if per.what == "crystal" else player.gems) or [])
                if not per.attributes or gem in per.attributes
            ]
            return len(set(gems)) if per.distinct_attributes else len(gems)
        count = 0
        # FOW-COUNT-ATTRIBUTES-R: the attributes of the counted cards, when the count is of those.
        attributes: set[str] = set()
        names: set[str] = set()  # FOW-JUDG-LESS-NAMES-R: the names the counted cards of the field bear
        for player in self.state.players:
            if (per.whose == "you") != (player.id == controller) and per.whose != "all":
                continue
            if per.zone == "field":
                for counted, card in self.field_matches(per, player, source):
                    count += 1
                    # fow-r-cost: FOW-COUNT-STONE-TYPES-R: a magic stone's types stand for its attributes (fow-y-will: with
                    # those FOW-STONE-TREATED-AS-R adds).
                    attributes.update(self.stone_words(counted, card) if per.distinct_stone_types else card.attributes)
                    names.update(card.names)
                ruler = player.ruler
                if per.distinct_attributes and per.what == "card" and ruler is not None:
                    attributes.update(self.card(ruler.id).attributes)  # CR 307.4a: a ruler area's card too
                if (
                    per.what == "ruler"
                    and ruler is not None
                    and (not per.races or set(per.races) & set(self.card(ruler.id).races))
                    and (per.state is None or ruler.rested == (per.state == "rested"))
                ):
                    count += 1  # FOW-COND-JRULER-NAMED-R: the ruler in its ruler area is a J/ruler too.
                if per.what == "card" and (per.races or per.attributes or per.names) and ruler is not None and not (per.other and ruler.id == source):
                    # CR 307.4a, 206.4: cards checked for a race or attribute, without a zone, are those in the
                    # field or a ruler area (FOW-JUDG-LESS-R).
                    card = self.card(ruler.id)
                    if (
                        (not per.attributes or set(per.attributes) & set(card.attributes))
                        and (not per.races or set(per.races) & set(card.races))
                        and (not per.names or card.has_any_name(per.names))
                    ):
                        count += 1
                        names.update(card.names)
                continue
            if per.zone in ("entered", "attacked", "to_graveyard", "played"):
                # FOW-ENTERED-THIS-TURN-R: the cards put into the field under this player's control this turn;
                # FOW-ATTACKED-THIS-TURN-R: the J/resonators that attacked under their control this turn;
                # FOW-TO-GRAVEYARD-THIS-TURN-R: the cards put into their graveyard (or from their field) this turn.
                turn = self.state.turn
                # FOW-PLAYED-THIS-TURN-R: the cards this player played this turn.
                records = {"entered": turn.entered, "attacked": turn.attacked, "to_graveyard": turn.to_graveyard, "played": turn.cards_played}[per.zone]
                if per.before and records is not UNSET:
                    # FOW-KW-TORRENT-R: the cards played before this spell was (last) played; while it is being
                    # played (still in the zone it is played from) every card played so far.
                    mine = f"{player.id}/{source}"
                    being_played = any(source in (*p.hand, *p.graveyard, *(s.id for s in p.standby)) for p in self.state.players)
                    if mine in records and not being_played:
                        records = records[: len(records) - 1 - records[::-1].index(mine)]
                if per.still:
                    # FOW-COUNT-ENTERED-R: only those still in the field under this player's control, each once.
                    here = {entity.id for entity in player.field}
                    records = list(dict.fromkeys(r for r in ([] if records is UNSET else records) if r.partition("/")[2] in here))
                for record in [] if records is UNSET else records:
                    pid, _, card_id = record.partition("/")
                    card_id, _, by = card_id.partition("/")
                    if per.controlled:
                        # FOW-TO-GRAVEYARD-THIS-TURN-R, FOW-KW-REVENGE-R: "from your field", "you controlled": the
                        # player who controlled it as it left, not its owner ("your graveyard").
                        pid = by or pid
                    card = self.card(card_id)
                    # a J-ruler's front side; fow-m-cost: FOW-ENTERED-J-RULER-R -- a ruler entered the field as a J-ruler
                    kind = "j_ruler" if card.type == "ruler" and per.zone in ("attacked", "entered") else card.type
                    # fow-s-deal: FOW-COUNT-ENTITIES-TO-GRAVEYARD-R: "entity" -- every card (token) that left the field.
                    # fow-w-count: FOW-COUNT-ATTACKS-R: "J/resonators" -- a resonator or a J-ruler.
                    matched = kind in ("resonator", "j_ruler") if per.what == "j_resonator" else kind == per.what
                    if pid != player.id or (per.what not in ("card", "entity") and not matched):
                        continue
                    side = self.cat.defs[card.sides.back] if card.type == "ruler" and card.sides is not None else card
                    if per.attributes and not set(per.attributes) & set(side.attributes):
                        continue  # fow-m-cost: FOW-ENTERED-J-RULER-R: of those attributes (a J-ruler by its J-ruler side)
                    if (per.races and not set(per.races) & set(card.races)) or (per.names and not card.has_any_name(per.names)):
                        continue
                    count += 1
                continue
            # FOW-COUNT-STANDBY-R: the cards of a chant-standby area are counted, never looked at (what is "card").
            standby = [s.id for s in player.standby] if per.zone == "standby" else []
            # FOW-REVEAL-OUTSIDE-R: ``revealed``, the cards the player owns revealed outside the game.
            shown = player.revealed or []
            cards = {"hand": player.hand, "graveyard": player.graveyard, "removed": player.removed, "standby": standby, "revealed": shown}[per.zone]
            zoned = [
                c
                for c in cards
                if (per.what == "card" or self.card(c).type == per.what) and (not per.races or set(per.races) & set(self.card(c).races))
                and (not per.names or self.card(c).has_any_name(per.names))  # fow-hero3: FOW-COND-NAMED-IN-ZONE-R
                and not (per.other and c == source)  # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: "other cards in your hand"
                and not (per.stranger and "stranger" not in self.card(c).subtypes)  # fow-w-count: FOW-COUNT-STRANGER-ZONE-R
            ]
            count += len(zoned)
            if per.distinct_names and per.zone in ("graveyard", "removed"):
                # fow-w-count: FOW-COUNT-STRANGER-ZONE-R: the names the counted cards of a public zone bear between them.
                names.update(name for c in zoned for name in self.card(c).names)
        if per.distinct_names:
            return len(names.intersection(per.names)) if per.names else len(names)  # FOW-ALSO-NAMED-R: the names asked for
        if per.distinct_costs:
            # FOW-COUNT-DISTINCT-COSTS-R (fow-grimm-e): the total costs of the counted cards, without the source's own.
            holder = self.entity(source)
            own = self.defn(holder) if holder is not None else self.card(source)
            costs = {c.cost.total if c.cost is not None else 0 for p in self.state.players if (per.whose == "you") == (p.id == controller) for _, c in self.field_matches(per, p, source)}
            return len(costs - {own.cost.total if own.cost is not None else 0})
        return len(attributes) if per.distinct_attributes or per.distinct_stone_types else count

    def field_matches(self, per: PerCount, player: Player, source: str) -> Iterator[tuple[Entity, CardDef]]:
        """The cards of ``player``'s field a count of the field counts (FOW-CONT-FOREACH-R)."""
        for entity in player.field:
            if per.other and entity.id == source:
                continue
            card = self.defn(entity)
            if per.what == "j_resonator":
                matched = card.type in J_RESONATOR_TYPES
            elif per.what == "ruler":
                matched = card.type == "j_ruler"
            else:
                matched = per.what in ("card", "entity") or card.type == per.what
            if per.with_counter is not None and (entity.counters is UNSET or entity.counters.get(per.with_counter, 0) <= 0):
                continue  # fow-y-cond: FOW-COUNT-STONES-AND-ENTITIES-R: one or more counters of that kind on it now
            stone_too = per.or_stones and card.type == "magic_stone" and not entity.j_ruler  # FOW-COUNT-STONES-AND-ENTITIES-R
            # fow-y-will: FOW-STONE-TREATED-AS-R: a magic stone's types as they are now.
            if not matched or (per.attributes and not stone_too and not set(per.attributes) & set(self.stone_words(entity, card))) or (per.no_attribute and card.attributes):
                continue
            if per.races and not set(per.races) & set(card.races):
                continue
            if per.names and not card.has_any_name(per.names):
                continue
            if per.marker is not None and per.marker not in card.keywords:
                continue  # fow-q-filters: FOW-COUNT-WILL-MARKER-R: printed on the card
            if per.keyword is not None and per.keyword not in self.keywords(entity):
                continue  # fow-r-standby: FOW-TRIGGER-IF-KEYWORD-R: has it now (printed or gained)
            if per.stealth and card.stealth is None:
                continue  # fow-r-standby: FOW-COUNT-STEALTH-R: a [Stealth] ability now (none once it lost all abilities)
            if per.state == "damaged":
                if entity.damage <= 0:
                    continue  # fow-r-cost: FOW-COUNT-DAMAGED-R: damage on it now (CR 1007.2, removed at end of turn)
            elif (per.state is not None and entity.rested != (per.state == "rested")) or (per.not_special and "special" in card.subtypes):
                continue  # FOW-COUNT-STONE-FILTER-R
            if per.basic and "basic" not in card.subtypes:
                continue  # fow-y-alt: FOW-COUNT-BASIC-STONE-R: a magic stone of the general type Basic (CR 202.3)
            if per.special and "special" not in card.subtypes:
                continue  # FOW-DAMAGE-EACH-PLAYER-PER-R (fow-grimm-e): a magic stone of the general type Special (CR 202.3a)
            if per.stranger and "stranger" not in card.subtypes:
                continue  # fow-r-gains: FOW-COUNT-STRANGER-R
            yield entity, card

    def def_lowered(self) -> bool:
        """Whether anything may have lowered any DEF now: a lasting change did, or a card whose continuous
        ability lowers DEF is in the field or a ruler area (a superset of what :meth:`stats` reads beyond a
        card's own counters, which :meth:`may_be_gone` reads card by card).  The state-wide half of
        :meth:`may_be_gone`, asked once per scan of the field; ``tests/force_of_will/test_prefilters.py``
        proves the two never spare a card that :meth:`stats` finds gone."""
        for modifier in self.state.modifiers:  # noqa: SIM110 (a plain loop: this runs on every request)
            if modifier.def_ < 0 or (modifier.becomes is not UNSET and modifier.becomes[1] <= 0) or modifier.swap is True:  # fow-n-static: FOW-BECOMES-STATS-R; fow-s-grimm-a: FOW-SWAP-STATS-R
                return True
        lowering = self.cat.lowers_def_statically
        return bool(lowering) and any(def_id_of(source.id) in lowering for _, source in self._statics())

    @staticmethod
    def may_be_gone(entity: Entity, card: CardDef, def_lowered: bool) -> bool:
        """Whether the rule processes must look at the J/resonator ``entity`` (face-up definition ``card``):
        it is damaged, its printed DEF is 0 or less, a DEF may have been lowered (``def_lowered``, from
        :meth:`def_lowered`), or an "[A/-B]" counter is on it (FOW-COUNTER-R: a counter changes only the card
        it is on) (FOW-RP-1).  A cheap test that spares computing characteristics for the others."""
        if entity.damage or def_lowered or (card.def_ or 0) <= 0:
            return True
        counters = entity.counters
        return counters is not UNSET and any("/-" in name for name in counters)

    def keywords(self, entity: Entity) -> frozenset[str]:
        return self.stats(entity)[2]

    def marker_keywords(self, entity: Entity) -> frozenset[str]:
        """fow-u-conds: FOW-GAINS-WHILE-IT-MARKER-R -- the keywords of the field card ``entity`` now without reading any
        continuous ability: printed (its definition now) or given (or taken) by one-time effects.  No continuous
        ability gives «War» or «Bond» (cards.py refuses one), so for them this is :meth:`keywords` -- and a continuous
        ability may depend on it without depending on itself (CR 909.1)."""
        keywords: set[str] = set(self.defn(entity).keywords)
        for modifier in self.modifiers_on(entity):
            keywords.update(modifier.keywords)
            if modifier.lost is not UNSET:
                keywords.difference_update(modifier.lost)
        return frozenset(keywords)

    def chase_untouchable(self, item: ChaseItem) -> bool:
        """FOW-KW-UNTOUCHABLE-R: whether the chase object ``item`` has [Untouchable] -- a spell whose card
        has it, or an ability whose source has it now (CR 1167.2a: in the field its keywords now, elsewhere
        its printed ones)."""
        entity = self.entity(item.card) if item.kind != "spell" else None
        if entity is not None:
            return "untouchable" in self.keywords(entity)
        return "untouchable" in self.card(item.card).keywords

    def must_attack(self, entity: Entity) -> bool:
        """FOW-BATTLE-8: whether a continuous ability that applies to it now says it must attack if able
        (its own, or one over a group: "Resonators must attack if able")."""
        if "must_attack" in self.cat.flags and any(m.flags is not UNSET and "must_attack" in m.flags for m in self.modifiers_on(entity)):
            return True  # fow-s-deal: FOW-MUST-ATTACK-TARGET-R: a one-time effect's, this turn
        return any(ability.must_attack for ability, _, _ in self._continuous_on(entity, self.defn(entity)))

    def must_be_attacked(self, entity: Entity) -> str | None:
        """fow-y-cant: FOW-MUST-BE-ATTACKED-R: whether a continuous ability that applies to ``entity`` now says its
        controller's opponent must attack it if able: by which of their cards ("j_resonator" or "resonator"), or None."""
        if "must_be_attacked" not in self.cat.flags:
            return None
        kinds = {ability.must_be_attacked for ability, _, _ in self._continuous_on(entity, self.defn(entity)) if ability.must_be_attacked is not None}
        return "j_resonator" if "j_resonator" in kinds else next(iter(kinds), None)

    def must_be_blocked(self, entity: Entity) -> bool:
        """FOW-MUST-BLOCK-R: whether a continuous ability that applies to the attacker now says its
        opponent must block it if able."""
        if "must_be_blocked" not in self.cat.flags:
            return False
        return any(ability.must_be_blocked for ability, _, _ in self._continuous_on(entity, self.defn(entity)))

    def will_options(self, entity: Entity, of_stones: bool = True) -> list[WillOption]:
        """The will abilities of a field card usable as far as their conditions go (FOW-WILL-ONLY-IF-R), in
        printed order, the magic stone's own first (FOW-WILL-ABILITIES-R); empty when it has none usable.
        ``of_stones`` False leaves out FOW-WILL-AS-STONES-R's abilities (what the others make is asked)."""
        card = self.defn(entity)
        options: list[WillOption] = []
        if self.activate_barred(entity):
            return options  # fow-y-cant: FOW-ACTIVATE-UNLESS-CONTROL-R: none of its will abilities may be played now
        produces = self._shared_with_j_ruler(entity, card.stone_produces) if card.stone_shared else card.stone_produces
        if produces and (card.stone_when is None or self.holds(card.stone_when, entity, self.controller(entity.id).id)):
            options.append(WillOption(produces, card.stone_more, True, False))
        played = self.state.turn.played
        for index, ability in enumerate(card.abilities):
            if isinstance(ability, WillAbility) and (ability.when is None or self.holds(ability.when, entity, self.controller(entity.id).id)) and counters_paid(entity, ability.cost.remove_counters):
                if ability.gods_art is not None and gods_art_played(self.controller(entity.id), ability.gods_art):
                    continue  # fow-hero3: FOW-GODS-ART-WILL-R: once per game by that name
                once_key = f"{entity.id}/{index}" if ability.once_per_turn else None
                if once_key is not None and played is not UNSET and once_key in played:
                    continue  # fow-dec-b: FOW-ONCE-PER-TURN-R: played this turn
                produce = ability.produce
                if ability.of_stones:
                    produce = self._stones_could_produce(entity) if of_stones else []
                    if not produce:
                        continue  # FOW-WILL-AS-STONES-R: no attribute to make
                options.append(
                    WillOption(
                        produce, ability.more, ability.cost.rest, ability.cost.banish_self, ability.only, ability.cost.will,
                        life=ability.cost.life, counters=ability.cost.remove_counters, rest_cards=ability.cost.rest_cards, gods_art=ability.gods_art,
                        once_key=once_key, removes=ability.cost.remove, damage=ability.damage_you,
                    )
                )
        if "also_stone_types" in self.cat.flags and "basic" in card.subtypes:
            # fow-y-will: FOW-STONE-TREATED-AS-R (CR 202.4e): a basic magic stone with a magic stone type has "{Rest}: Produce"
            # that type's will, one added by a "treat ... also as" ability too.
            options.extend(WillOption([kind], [], True, False) for kind in self.treated_stone_types(entity, card))
        if "grants_will" in self.cat.flags and (card.type == "magic_stone" or card.type in J_RESONATOR_TYPES):
            # FOW-GRANTED-WILL-R: the will abilities a continuous ability grants it now, after its own (fow-w-grant:
            # FOW-GRANTED-WILL-GROUP-R: a J/resonator's too).
            for granting, _, _ in self._continuous_on(entity, card):
                for ability in granting.grants_will:
                    options.append(WillOption(ability.produce, ability.more, ability.cost.rest, ability.cost.banish_self, ability.only, ability.cost.will))
        if "granted_will" in self.cat.flags:
            # fow-w-grant: FOW-GRANTS-WILL-TURN-R (CR 909.1d, 909.3b): the will abilities one-time effects gave it while they
            # last, after the others -- one given before it lost all abilities (FOW-LOSE-ABILITIES-R) is gone.
            on = self.modifiers_on(entity)
            lost = self._lost_abilities(on) if "no_abilities" in self.cat.flags else -1
            options.extend(WillOption(list(m.granted_will), [], True, False) for m in on[lost + 1 :] if m.granted_will is not UNSET)
        return options

    def treated_stone_types(self, entity: Entity, card: CardDef | None = None) -> list[Attribute]:
        """fow-y-will: FOW-STONE-TREATED-AS-R: the magic stone types the magic stone ``entity`` (in the field) has besides its
        own (FOW-STONE-TYPE-R's), added by "treat ... also as" abilities of cards its controller controls.  Each only adds a
        type to the stones of a type, so they are applied until none adds one more: the result of any order in which
        one depending on another applies after it (CR 909, 202.4c)."""
        card = card or self.defn(entity)
        if card.type != "magic_stone" or "also_stone_types" not in self.cat.flags:
            return []
        controller = self.controller(entity.id).id
        treats = [a for pid, _, abilities in self._continuous_sources() if pid == controller for a in abilities if a.also_stone_types]
        have = list(attribute_words(card))
        added: list[Attribute] = []
        grew = True
        while grew:
            grew = False
            for ability in treats:
                if set(ability.attributes) & set(have):
                    for kind in ability.also_stone_types:
                        if kind not in have:
                            have.append(kind)
                            added.append(kind)
                            grew = True
        return added

    def stone_words(self, entity: Entity, card: CardDef | None = None) -> list[str]:
        """FOW-STONE-TYPE-R's magic stone types (or attributes) of the field card ``entity``, with those
        FOW-STONE-TREATED-AS-R's abilities add to a magic stone (fow-y-will)."""
        card = card or self.defn(entity)
        return [*attribute_words(card), *self.treated_stone_types(entity, card)]

    def grants_will_to_other_types(self, entity: Entity, will: str) -> bool:
        """fow-y-will: FOW-GRANTED-WILL-TYPE-R: whether a card ``entity``'s controller controls grants the magic stones
        of other magic stone types than ``entity``'s (and not ``entity``) a will ability making ``will``."""
        controller = self.controller(entity.id).id
        words = self.stone_words(entity)
        return any(
            will in granted.produce or any(will in unit for unit in granted.more)
            for source_controller, source in self._statics()
            if source_controller == controller
            for ability in self.defn(source).abilities
            if isinstance(ability, Continuous) and ability.scope == "your_magic_stones" and ability.grants_will and not _of_stone_types(ability, words)
            for granted in ability.grants_will
        )

    def grants_will_elsewhere(self, entity: Entity, will: str) -> bool:
        """FOW-GRANTED-WILL-R: whether a card another player than ``entity``'s controller controls grants its
        own magic stones a will ability making ``will``."""
        controller = self.controller(entity.id).id
        return any(
            will in granted.produce or any(will in unit for unit in granted.more)
            for source_controller, source in self._statics()
            if source_controller != controller
            for ability in self.defn(source).abilities
            if isinstance(ability, Continuous) and ability.scope == "your_magic_stones"
            for granted in ability.grants_will
        )

    def _stones_could_produce(self, entity: Entity) -> list[WillKind]:
        """FOW-WILL-AS-STONES-R: of the five attributes, those a will ability of a magic stone ``entity``'s
        controller controls makes (rested or not; moon, time and void are no attribute, CR 907.6d), this
        form's own abilities left out."""
        made: set[WillKind] = set()
        for stone in self.controller(entity.id).field:
            if self.defn(stone).type == "magic_stone":
                for option in self.will_options(stone, of_stones=False):
                    made.update(option.produce, *option.more)
        return sorted((kind for kind in made if kind in ATTRIBUTES), key=ATTRIBUTES.index)

    def _shared_with_j_ruler(self, entity: Entity, kinds: list[WillKind]) -> list[WillKind]:
        """FOW-WILL-SHARED-R: of ``kinds``, the attributes the J/ruler of ``entity``'s controller has now (its
        ruler in the ruler area, else its J-ruler in the field); none without one."""
        holder = j_ruler_of(self.controller(entity.id))
        if holder is None:
            return []
        attributes = self.defn(holder).attributes if isinstance(holder, Entity) else self.card(holder.id).attributes
        return [kind for kind in kinds if kind in attributes]

    def enter_field(self, player: Player, entity: Entity) -> None:
        """Put ``entity`` into ``player``'s field; the turn remembers it when a card of the set asks
        (FOW-ENTERED-THIS-TURN-R).  A card printed as entering rested does so however it enters
        (FOW-ENTERS-RESTED-R)."""
        card = self.card(entity.id)
        if card.enters_rested or (card.enters_rested_if is not None and self.holds(card.enters_rested_if, entity.id, player.id)):
            entity.rested = True
        with_counters = card.enters_counters
        if with_counters is not None:
            # FOW-ENTERS-COUNTERS-R (CR 702.3c, 1022.7): added to any counters of that name it enters with.
            amount = with_counters.amount * (self.per_count(with_counters.per, entity.id, player.id) if with_counters.per is not None else 1)
            if amount:
                counters = dict(entity.counters) if entity.counters is not UNSET else {}
                counters[with_counters.counter] = counters.get(with_counters.counter, 0) + amount
                entity.counters = counters
        player.field.append(entity)
        if self.state.moved_by:
            # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R (CR 302.3): back in the field it is a new card that removed (put)
            # nothing; a removed card put into the field left its removed area.
            self.state.moved_by = [r for r in self.state.moved_by if entity.id not in (r.partition("/")[0], r.rpartition("/")[2])] or UNSET
        if self.state.turn.damaged_by is not UNSET:
            # FOW-TRIG-DAMAGED-BY-R: back in the field it is a new card, that neither dealt nor was dealt damage.
            self.state.turn.damaged_by = [r for r in self.state.turn.damaged_by if entity.id not in r.split(">")] or UNSET
        if self.state.turn.dealt is not UNSET:
            # fow-s-event: FOW-TARGET-DEALT-DAMAGE-R, FOW-DAMAGE-DEALT-X-R (CR 302.3): back in the field it is a new card that
            # dealt no damage.
            self.state.turn.dealt = [r for r in self.state.turn.dealt if r.rpartition("/")[0] != entity.id] or UNSET
        if self.cat.remembers_entered:
            turn = self.state.turn
            turn.entered = [*([] if turn.entered is UNSET else turn.entered), f"{player.id}/{entity.id}"]

    def controlled_since_turn_start(self, entity: Entity) -> bool:
        """FOW-PLAY-4 / CR 803.3a: under its controller's control since the start of this turn."""
        return entity.since < self.state.turn.number

    # -- moves -------------------------------------------------------------------------------------
    @contextmanager
    def together(self) -> Iterator[None]:
        """FOW-TRIG-GRAVEYARD-R: the cards one effect, one pass of the rule processes or one cost moves out of
        the field leave at once; the engine moves them one by one, and a "whenever a resonator is put into a
        graveyard" ability of a card that left before another in the same move still sees it leave
        (looking back, CR 906.1)."""
        outer = self._together
        if outer is None:
            self._together = []
        try:
            yield
        finally:
            if outer is None:
                self._together = None

    def prevention_forbidden(self) -> bool:
        """fow-wide6: FOW-NO-PREVENTION-R: whether a card in a field with its abilities says "Damage cannot be
        prevented" (CR 104.4: the prohibition wins over every prevention effect)."""
        return self.cat.no_prevention and any(self.defn(e).no_prevention for p in self.state.players for e in p.field)

    def _damaged_removed(self, entity: Entity) -> bool:
        """fow-wide6: FOW-DAMAGED-REMOVED-INSTEAD-R: whether the resonator ``entity``, about to be put into a
        graveyard from the field, was dealt damage this turn by a card with "If a resonator dealt damage by
        this card this turn would be put into a graveyard, remove it from the game instead" that is in the
        field with its abilities, or left it in the same move (looking back, as FOW-TRIG-DAMAGED-BY-R)."""
        records = self.state.turn.damaged_by
        if not self.cat.damaged_removed or records is UNSET or entity.j_ruler or self.defn(entity).type != "resonator":
            return False
        for other in [*(e for p in self.state.players for e in p.field), *self.gone_together(entity)]:
            if other.id != entity.id and f"{other.id}>{entity.id}" in records and self.defn(other).damaged_removed:
                return True
        return False

    def _added_damaged_removed(self, entity: Entity) -> str | None:
        """fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R: the controller of an addition in the field with its abilities (or that
        left it in the same move, looking back) whose "If a resonator dealt damage by the added J/resonator this turn would
        be put into a graveyard, remove that resonator from the game instead and you gain life equal to its DEF" applies
        to the resonator ``entity`` about to be put into a graveyard from the field; None when none does."""
        records = self.state.turn.damaged_by
        if not self.cat.damaged_removed or records is UNSET or entity.j_ruler or self.defn(entity).type != "resonator":
            return None
        for other in [*(e for p in self.state.players for e in p.field), *self.gone_together(entity)]:
            host = other.added_to
            if host is not None and host != entity.id and f"{host}>{entity.id}" in records and self.defn(other).added_damaged_removed_life:
                return self.holder_looking_back(other.id)
        return None

    def gone_together(self, entity: Entity) -> list[Entity]:
        """FOW-TRIG-GRAVEYARD-R: the cards that left the field in the move under way before ``entity``."""
        return [e for e, _ in self._together or [] if e.id != entity.id]

    def holder_looking_back(self, card_id: str) -> str:
        """FOW-TRIG-GRAVEYARD-R (CR 906.7b, 105.3b): who controls ``card_id`` in the field, or -- a card that left
        it in the move under way -- who controlled it as it left (not its owner when control had changed); its
        owner otherwise."""
        if self.entity(card_id) is not None:
            return self.controller(card_id).id
        return next((holder for e, holder in self._together or [] if e.id == card_id), owner_of(card_id))

    def leave_field(self, entity: Entity, destination: str, events: list[Event], *, astral: bool = False) -> None:
        """Move a field card out: to ``graveyard``/``removed``/``hand``/``deck_top``/``deck_bottom``, a
        J-ruler to its ruler area (keeping its orientation, CR 302.3).  It goes to its owner's zones (CR 302.5),
        from the field of whoever controls it (FOW-GAIN-CONTROL-R)."""
        if destination == "graveyard" and not entity.j_ruler and (instead := self.defn(entity).graveyard_instead) is not None:
            # fow-wide6: FOW-SELF-GRAVEYARD-INSTEAD-R (CR 910.1): its own replacement, while it has its abilities.
            destination = instead
            events.append(ev.PutIntoDeck(card=entity.id, position="bottom") if instead == "deck_bottom" else ev.RemovedFromGame(card=entity.id))
        if destination == "graveyard" and self._damaged_removed(entity):
            # fow-wide6: FOW-DAMAGED-REMOVED-INSTEAD-R (CR 910.1).  Never after the replacement above: a game whose
            # decks could meet both is refused (FOW-REPLACEMENT-ORDER-R, CR 910.2: the order is its controller's choice).
            destination = "removed"
            events.append(ev.RemovedFromGame(card=entity.id))
        if destination == "graveyard" and (gainer := self._added_damaged_removed(entity)) is not None:
            # fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R (CR 910.1): removed instead, and the addition's controller gains life
            # equal to its DEF as it last was in the field (CR 911.1).  Never after the replacements above (a game whose
            # decks could meet two is refused, FOW-REPLACEMENT-ORDER-R).
            destination = "removed"
            events.append(ev.RemovedFromGame(card=entity.id))
            self.gain_life(gainer, max(0, self.stats(entity)[1]), events)
        if destination == "graveyard" and "removed_instead" in self.cat.flags and not entity.j_ruler and any(m.flags is not UNSET and "removed_instead" in m.flags for m in self.modifiers_on(entity)):
            # fow-s-deal: FOW-REMOVED-INSTEAD-TURN-R (CR 910.1): a one-time effect's replacement on this card for the turn.
            # Never after the replacements above: a game whose decks could meet two is refused (FOW-REPLACEMENT-ORDER-R).
            destination = "removed"
            events.append(ev.RemovedFromGame(card=entity.id))
        holder = self.controller(entity.id)
        player = self.owner(entity.id)
        # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R: a resonator (as it was in the field) its owner controlled, back to their hand.
        returned = destination == "hand" and self.cat.remembers_returned and not entity.j_ruler and holder.id == player.id and self.defn(entity).type == "resonator"
        waiting = [o for o in self.waiting_of(entity.id) if o.source_atk is UNSET]
        if waiting:
            # fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R (CR 911.1): its ATK as it last was in the field, for its
            # abilities still waiting to resolve.
            atk = min(max(0, self.stats(entity)[0]), 100_000)
            for waiting_object in waiting:
                waiting_object.source_atk = atk
        holder.field = [e for e in holder.field if e.id != entity.id]
        entity.control_by, entity.control_base = UNSET, UNSET
        if self.state.moved_by:
            # fow-p-zones: FOW-PUT-BY-THIS-CARD-R (CR 302.3): a card leaving the field is no longer the one put there.
            self.state.moved_by = [r for r in self.state.moved_by if r.rpartition("/")[2] != entity.id] or UNSET
        if not entity.j_ruler:
            from .effects import trigger_player_event  # effects builds on the board; the move comes first

            trigger_player_event(self, holder.id, "leaves", events, left=entity)
        if self._together is not None:
            self._together.append((entity, holder.id))
        state = self.state
        if state.turn.played is not UNSET:
            # FOW-ONCE-PER-TURN-R: back in the field it is a new card whose abilities were not played.
            state.turn.played = [p for p in state.turn.played if p.partition("/")[0] != entity.id] or UNSET
        if state.turn.damaged is not UNSET:
            # FOW-PREVENT-FIRST-R: back in the field it is a new card, not yet dealt damage this turn.
            state.turn.damaged = [d for d in state.turn.damaged if d != entity.id] or UNSET
        if state.modifiers:
            # fow-wide6: FOW-LOSE-ABILITIES-WHILE-R: a change lasting as long as this card is in the field ends too.
            state.modifiers = [m for m in state.modifiers if m.target != entity.id and not (m.until == "source" and m.source == entity.id)]
            for m in state.modifiers:
                group = m.group
                if m.source == entity.id and group is not UNSET and group.among is not UNSET and group.among.other:
                    # FOW-GROUP-LASTING-R (CR 302.3): back in the field it is a new card, so "other" -- not the
                    # source -- no longer keeps it out of the group.
                    m.group = msgspec.structs.replace(group, among=msgspec.structs.replace(group.among, other=False))
            self.stamp_gone(entity.id)  # fow-n-static: FOW-BECOMES-STATS-R
        for other in (e for p in state.players for e in p.field):
            # FOW-NO-RECOVER-WHILE-R (fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R): the effect lasted as long as its source was in the field.
            for name in ("no_recover_by", "unrecoverable_by"):
                by = getattr(other, name)
                if by is not UNSET and entity.id in by:
                    setattr(other, name, [source for source in by if source != entity.id] or UNSET)
            if other.destroyed_banish is not UNSET:
                # fow-s-grimm-b: FOW-DESTROYED-BANISH-R (CR 302.3): back in the field it is a new card, not the one banished.
                other.destroyed_banish = [r for r in other.destroyed_banish if r.partition("/")[2] != entity.id] or UNSET
        if any(o.control_by is not UNSET and any(layer.source == entity.id for layer in o.control_by) for p in state.players for o in p.field):
            # FOW-GAIN-CONTROL-WHILE-R: control gained as long as this card is in the field ends.
            from .effects import control_layers_end  # effects builds on the board

            control_layers_end(self, lambda layer: layer.source == entity.id, "FOW-GAIN-CONTROL-WHILE-R", events)
        battle = state.battle
        if battle is not None:
            if battle.attacker == entity.id:
                battle.attacker = None
            if battle.blocker == entity.id:
                battle.blocker = None
                if not battle.attacker_dealt:
                    # CR 804.4a, 804.5b: the attacker stops being blocked and battles the attacked object.
                    battle.blocked = False
            if battle.target == entity.id:
                battle.target = None
        if entity.j_ruler:
            self.weather_source_moves(player, f"field:{entity.id}")
            # FOW-J-RULER-COUNTER-R: its counters go with it to the ruler area (CR 1022.4).
            # CR 302.3: moved from the field to a ruler area, it is the same card and keeps its orientation (a rested
            # J-ruler -- destroyed after attacking, returned to its ruler side -- is a rested ruler).
            player.ruler = RulerSlot(id=entity.id, rested=entity.rested, astral=astral, counters=entity.counters)
            events.append(ev.JRulerReturned(player=player.id, card=entity.id, astral=astral))
            return
        if def_id_of(entity.id) in self.cat.tokens:
            # FOW-TOKEN-R: a token leaving the field ceases to exist; put into a graveyard, what triggers
            # on that still sees it go.
            if destination == "graveyard":
                self._trigger_to_graveyard(entity, holder.id, events)
            return
        if destination in ("deck_top", "deck_bottom"):
            # FOW-EFFECT-TO-DECK-R: the owner's main deck, on top or at the bottom.
            if destination == "deck_top":
                player.deck.insert(0, entity.id)
            else:
                player.deck.append(entity.id)
            sync_counts(player)
        elif destination == "removed":
            player.removed.append(entity.id)
        elif destination == "hand":
            player.hand.append(entity.id)
            sync_counts(player)
            done = [] if state.turn.resonator_returned is UNSET else state.turn.resonator_returned
            if returned and player.id not in done:
                state.turn.resonator_returned = [*done, player.id]  # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R
        else:
            player.graveyard.append(entity.id)
            self._trigger_to_graveyard(entity, holder.id, events)

    def left_field_this_turn(self, card_id: str) -> bool:
        """FOW-TARGET-LEFT-FIELD-R: whether ``card_id`` was put into a graveyard from a field this turn (the
        turn's record, FOW-TO-GRAVEYARD-THIS-TURN-R, kept when a card of the set asks)."""
        records = self.state.turn.to_graveyard
        return records is not UNSET and any(r.split("/")[1] == card_id for r in records)

    def left_controller(self, card_id: str) -> str:
        """FOW-TRIG-ADDED-GRAVEYARD-R: who controlled ``card_id`` as it was last put into a graveyard from the
        field this turn (the turn's record, FOW-TO-GRAVEYARD-THIS-TURN-R); its owner when none says otherwise."""
        records = [] if self.state.turn.to_graveyard is UNSET else self.state.turn.to_graveyard
        for record in reversed(records):
            parts = record.split("/")
            if parts[1] == card_id:
                return parts[2] if len(parts) > 2 else parts[0]
        return owner_of(card_id)

    def _trigger_to_graveyard(self, entity: Entity, controller: str, events: list[Event]) -> None:
        """FOW-TRIG-GRAVEYARD-R: "when this card is put into a graveyard from the field" abilities trigger
        (the card's definition as it last was in the field); the turn remembers the card when a card of the
        set asks (FOW-TO-GRAVEYARD-THIS-TURN-R: into its owner's graveyard).  ``controller`` controlled it as it
        left (FOW-GAIN-CONTROL-R)."""
        if self.cat.remembers_to_graveyard:
            turn = self.state.turn
            # FOW-KW-REVENGE-R: "/<controller>" after it when another player than its owner controlled it.
            by = "" if controller == owner_of(entity.id) else f"/{controller}"
            turn.to_graveyard = [*([] if turn.to_graveyard is UNSET else turn.to_graveyard), f"{owner_of(entity.id)}/{entity.id}{by}"]
        card = self.defn(entity)
        found = [i for i, a in enumerate(card.abilities) if isinstance(a, Automatic) and a.trigger == "to_graveyard"]
        from .effects import queue, trigger_damaged_by  # effects builds on the board; the move comes first

        for index in found:
            queue(self, controller, entity.id, index, events)
        if card.type == "resonator":
            trigger_damaged_by(self, entity, "damaged_to_graveyard", events)  # FOW-TRIG-DAMAGED-BY-R
        if card.type in J_RESONATOR_TYPES and "added_to_graveyard" in self.cat.triggers:
            # FOW-TRIG-ADDED-GRAVEYARD-R: the additions added to it, still in the field (they follow it by a rule
            # process) or gone with it in this move (looking back, CR 906.1).
            for addition in [*(e for p in self.state.players for e in p.field), *self.gone_together(entity)]:
                if addition.added_to == entity.id:
                    for index, ability in enumerate(self.defn(addition).abilities):
                        if isinstance(ability, Automatic) and ability.trigger == "added_to_graveyard":
                            queue(self, self.holder_looking_back(addition.id), addition.id, index, events, victim=entity.id)
        if card.type == "addition" and "addition_to_graveyard" in self.cat.triggers:
            # FOW-TRIG-GRAVEYARD-R: "whenever an addition you control is put into a graveyard from the field": the
            # cards ``controller`` controls in the field, the addition itself and those of theirs that left with it.
            mine = [entity, *self.player(controller).field, *(e for e in self.gone_together(entity) if self.holder_looking_back(e.id) == controller)]
            for other in mine:
                for index, ability in enumerate(self.defn(other).abilities):
                    if isinstance(ability, Automatic) and ability.trigger == "addition_to_graveyard":
                        queue(self, controller, other.id, index, events)
        if card.type == "resonator" and "resonator_to_graveyard" in self.cat.triggers:
            # "Whenever a resonator is put into a graveyard from your (the opponent's, a) field": the cards in
            # the field, the card itself and those that left with it (looking back at them as they left).
            for other in [entity, *(e for p in self.state.players for e in p.field), *self.gone_together(entity)]:
                # FOW-GAIN-CONTROL-R: a card in the field is watched by its controller; one that left with it
                # by the player who controlled it as it left (CR 906.7b).
                watcher = controller if other is entity else self.holder_looking_back(other.id)
                whose = "you" if watcher == controller else "opponent"
                for index, ability in enumerate(self.defn(other).abilities):
                    if (
                        isinstance(ability, Automatic)
                        and ability.trigger == "resonator_to_graveyard"
                        and ability.whose in (whose, "any")
                        and (not ability.gone_names or card.has_any_name(ability.gone_names))  # FOW-TRIG-NAMED-GRAVEYARD-R
                        and not (ability.gone_non_token and def_id_of(entity.id) in self.cat.tokens)  # fow-n-counters: FOW-TRIG-NON-TOKEN-GRAVEYARD-R
                        # fow-m-trig: FOW-TRIG-GONE-COUNTER-R: the counters it had in the field (CR 906.7b).
                        and (ability.gone_counter is None or (entity.counters is not UNSET and entity.counters.get(ability.gone_counter, 0) > 0))
                        # fow-q-trig: FOW-TRIG-ATTR-GRAVEYARD-R: its attributes as it last was in the field (CR 906.7b).
                        and (not ability.gone_attributes or bool(set(ability.gone_attributes) & set(attribute_words(card))))
                        # fow-y-trig: FOW-TRIG-RACE-GRAVEYARD-R: its races as it last was in the field (CR 906.7b).
                        and (not ability.gone_races or bool(set(ability.gone_races) & set(card.races)))
                    ):
                        queue(self, watcher, other.id, index, events, victim=entity.id)  # fow-s-grimm-b: FOW-TRIG-GONE-TO-HAND-R
        if card.type == "resonator" and def_id_of(entity.id) in self.cat.tokens and "token_to_graveyard" in self.cat.triggers:
            # fow-s-trig: FOW-TRIG-TOKEN-GRAVEYARD-R: the cards of its controller's graveyard with the ability active there
            # -- those already there, not the ones moving in the same move (CR 902.2).
            from .effects import graveyard_holders

            moving = {e.id for e in self.gone_together(entity)}
            for holder, defn in graveyard_holders(self, controller):
                for index, ability in enumerate(defn.abilities):
                    if holder.id not in moving and isinstance(ability, Automatic) and ability.trigger == "token_to_graveyard" and ability.in_graveyard:
                        queue(self, controller, holder.id, index, events)

    def draw(self, player: Player, count: int, events: list[Event], *, draw_phase: bool = False) -> int:
        """Draw ``count`` cards; an empty deck stops the draw (FOW-AMB-9), and marks a draw-phase failure."""
        drawn = 0
        for _ in range(count):
            if not player.deck:
                if draw_phase and player.id not in self.state.draw_failed:
                    self.state.draw_failed.append(player.id)
                events.append(ev.DrawFailed(player=player.id, draw_phase=draw_phase))
                break
            card = player.deck.pop(0)
            player.hand.append(card)
            drawn += 1
            events.append(ev.Drew(player=player.id, card=card, private_to=player.id))
        sync_counts(player)
        if drawn and self.cat.remembers_drawn:
            # fow-m-cost: FOW-DRAWN-THIS-TURN-R: the turn adds up the cards each player drew.
            records = [] if self.state.turn.drawn is UNSET else self.state.turn.drawn
            before = next((int(r.rpartition("/")[2]) for r in records if r.rpartition("/")[0] == player.id), 0)
            self.state.turn.drawn = [r for r in records if r.rpartition("/")[0] != player.id] + [f"{player.id}/{before + drawn}"]
        return drawn

    def next_id(self, prefix: str) -> str:
        number = self.state.next_id
        self.state.next_id = number + 1
        return f"{prefix}:{number}"


def _source_admitted(wanted: PreventFrom, card: CardDef | None) -> bool:
    """Whether the source card passes the filter (FOW-PREVENT-CONT-R, FOW-UNTARGETABLE-BY-R): any source when
    it is empty; else a card of its kinds, attributes and races."""
    if not wanted.kinds and not wanted.attributes and not wanted.races and wanted.max_cost is None:
        return True
    if card is None:
        return False
    if wanted.max_cost is not None and (card.cost.total if card.cost is not None else 0) > wanted.max_cost:
        return False  # fow-t-replace: FOW-PREVENT-FROM-COST-R: a source of a greater total cost
    kinds = {"resonator": ("resonator",), "j_resonator": ("resonator", "j_ruler"), "j_ruler": ("j_ruler",), "chant": ("chant",)}
    # fow-t-replace: FOW-DAMAGE-PLUS-RUNE-R: "rune", a card of the type rune (alone or beside chant, CR 202.2).
    kind_ok = not wanted.kinds or any(card.rune is not None if kind == "rune" else card.type in kinds[kind] for kind in wanted.kinds)
    return kind_ok and (not wanted.attributes or bool(set(wanted.attributes) & set(card.attributes))) and (not wanted.races or bool(set(wanted.races) & set(card.races)))


def granted_of(card: CardDef) -> list[Activate]:
    """FOW-GRANTED-ABILITY-R: the activate abilities a card's continuous abilities grant, in printed order."""
    return [granted for ability in card.abilities if isinstance(ability, Continuous) for granted in ability.grants]


def granting_ability(card: CardDef, index: int) -> Continuous | None:
    """FOW-GRANTED-ABILITY-R: the continuous ability of ``card`` granting the ``index``-th of :func:`granted_of`'s."""
    for ability in card.abilities:
        if isinstance(ability, Continuous) and ability.grants:
            if index < len(ability.grants):
                return ability
            index -= len(ability.grants)
    return None


def granted_offset(card: CardDef, ability: Continuous) -> int:
    """FOW-GRANTED-ABILITY-R: where ``ability``'s granted abilities start among :func:`granted_of`'s."""
    offset = 0
    for other in card.abilities:
        if other is ability:
            return offset
        if isinstance(other, Continuous):
            offset += len(other.grants)
    return offset


def _filter_admits(ability: Continuous, card: CardDef) -> bool:
    """FOW-CONT-FILTER-R: a filtered group scope affects only resonators (when it says so), of one of
    its attributes and of one of its races (when it names them)."""
    if (ability.resonators_only and card.type != "resonator") or (ability.j_rulers_only and card.type != "j_ruler"):
        return False
    if ability.attributes and not set(ability.attributes) & set(card.attributes):
        return False
    if ability.names and not card.has_any_name(ability.names):
        return False  # FOW-GRANTED-IF-NAMED-R
    if ability.name_has is not None:
        from .effects import name_has  # effects builds on the board

        if not any(name_has(name, ability.name_has) for name in card.names):
            return False  # fow-r-gains: FOW-CONT-NAME-HAS-R
    if ability.field_additions and not (card.type == "addition" and "field" in card.subtypes):
        return False  # FOW-NAMED-CARDS-BARRIER-R (fow-grimm-e)
    if ability.card_types and card.type not in ability.card_types:
        return False  # fow-n-static: FOW-TYPE-GROUP-BARRIER-R
    if set(ability.not_attributes) & set(card.attributes) or set(ability.not_races) & set(card.races):
        return False
    return not ability.races or bool(set(ability.races) & set(card.races))


# fow-r-grimm: FOW-ADDED-NO-PRINTED-R -- the fields of a card that are no ability of its text (its identity, types, values
# and catalogue data), and the keywords that are no keyword ability (CR 1101.1, 1101.3).
_NOT_ABILITIES = frozenset({"id", "name", "types", "subtypes", "races", "attributes", "cost", "atk", "def_", "sides", "chant_half", "text", "rarity", "set", "provenance"})
_NOT_ABILITY_KEYWORDS = frozenset({"tales", "villains", "will_of_hope", "will_of_despair", "war", "bond", "mythic"})
_EMPTY_CARD = {f.name: f.default if f.default is not msgspec.NODEFAULT else f.default_factory() for f in msgspec.structs.fields(CardDef) if f.name not in ("id", "name", "types")}


def has_printed_abilities(card: CardDef) -> bool:
    """fow-r-grimm: FOW-ADDED-NO-PRINTED-R (CR 909.7): whether ``card`` prints an ability -- any field of its definition
    beyond its identity and values set (a line the vocabulary does not read, kept in ``unsupported``, included), or a
    keyword other than those of CR 1101.3."""
    if set(card.keywords) - _NOT_ABILITY_KEYWORDS:
        return True
    return any(getattr(card, name) != default for name, default in _EMPTY_CARD.items() if name not in _NOT_ABILITIES and name != "keywords")


def _in_scope(scope: str, source: Entity, target: Entity, source_controller: str, target_controller: str, is_jr: bool) -> bool:
    if scope == "self":
        return source.id == target.id
    if scope == "added":
        return source.added_to == target.id
    if not is_jr:
        return False
    if scope == "your_j_resonators":
        return source_controller == target_controller
    if scope == "your_other_j_resonators":
        return source_controller == target_controller and source.id != target.id
    if scope == "opponent_j_resonators":
        return source_controller != target_controller
    if scope == "all_other_j_resonators":
        return source.id != target.id  # FOW-CONT-EVERY-R: "Other <attribute> resonators gain ..."
    return scope == "all_j_resonators"


def gods_art_played(player: Player, name: str) -> bool:
    """FOW-GODS-ART-R (CR 905.4a): whether ``player`` played a God's Art of this name this game (fow-hero3:
    FOW-GODS-ART-WILL-R asks it of a will ability too)."""
    return player.gods_arts is not UNSET and name in player.gods_arts


def counters_paid(entity: Entity | RulerSlot, cost: CounterCost | None) -> bool:
    """FOW-COUNTER-WILL-R: whether ``entity`` has the counters ``cost`` removes (a cost is paid in full, CR 903.2l-1)."""
    return cost is None or (entity.counters is not UNSET and entity.counters.get(cost.counter, 0) >= cost.amount)


def remove_counters(entity: Entity | RulerSlot, name: str, amount: int, events: list[Event]) -> None:
    """FOW-NAMED-COUNTER-R: remove up to ``amount`` counters named ``name`` from a card in the field (as
    an effect, as many as it has; as a cost, the caller checked it has them)."""
    counters = dict(entity.counters) if entity.counters is not UNSET else {}
    removed = min(amount, counters.get(name, 0))
    if not removed:
        return
    counters[name] -= removed
    if not counters[name]:
        del counters[name]
    entity.counters = counters if counters else UNSET
    events.append(ev.CountersRemoved(card=entity.id, counter=name, amount=removed, rule="FOW-NAMED-COUNTER-R"))


def j_ruler_of(player: Player) -> Entity | RulerSlot | None:
    """FOW-J-RULER-COUNTER-R: a player's J/ruler -- the ruler in the ruler area, else the J-ruler in the
    field (a player has one ruler here, CR 202.2d)."""
    if player.ruler is not None:
        return player.ruler
    return next((e for e in player.field if e.j_ruler), None)


def leave_removed(player: Player, card_ids: list[str]) -> None:
    """Take cards out of the player's removed area (into whatever zone the caller puts them): a card leaving it
    leaves its cyberbrain counter there (FOW-KW-DIVE-R, CR 1022.4) -- the one place both lists change together."""
    gone = set(card_ids)
    player.removed = [c for c in player.removed if c not in gone]
    if player.cyberbrain is not UNSET and gone & set(player.cyberbrain):
        player.cyberbrain = [c for c in player.cyberbrain if c not in gone] or UNSET


def sync_counts(player: Player) -> None:
    player.hand_count = len(player.hand)
    player.deck_count = len(player.deck)
    player.stone_deck_count = len(player.stone_deck)


def _of_stone_types(ability: Continuous, words: list[str]) -> bool:
    """fow-y-will: FOW-GRANTED-WILL-TYPE-R: whether a magic stone of the magic stone types ``words`` (Board.stone_words)
    is of a magic stone type ``ability`` grants its will ability to (any when it names none)."""
    return not ability.attributes or bool(set(ability.attributes) & set(words))


def attribute_words(card: CardDef) -> list[str]:
    """FOW-STONE-TYPE-R: a "<attribute> magic stone" is a magic stone with that magic stone type (CR
    1415.4, 904.2f); a card set's stone naming no magic stone type is counted by its attribute."""
    if card.type == "magic_stone" and card.stone_types:
        return list(card.stone_types)
    return list(card.attributes)
