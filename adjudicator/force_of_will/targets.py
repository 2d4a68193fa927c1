"""Target legality (FOW-PLAY-1, FOW-PLAY-2, FOW-KW-BARRIER), for playing and again on resolution.

A target is named by a card instance (a card in the field), a player id, or a chase object id (for
spells).  ``target_problem`` decides whether one object fits one slot; ``target_options`` lists every
object that fits, so ``legal_actions`` and ``verify`` cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable

from msgspec import UNSET

from ..core.errors import Violation
from .board import J_RESONATOR_TYPES, Board
from .cards import def_id_of
from .rules import violation
from .state import Entity
from .vocabulary import CHASE_KINDS, CardDef, TargetSpec

# fow-m-grimm: FOW-UP-TO-ANY-SLOT-R: an optional target slot ("up to one target ...") left unchosen, named by the
# empty id in an action's (a chase object's) targets; unchosen slots at the end may be left out.
UNCHOSEN = ""


def _controller_ok(spec: TargetSpec, owner: str, chooser: str) -> bool:
    if spec.controller == "you":
        return owner == chooser
    if spec.controller == "opponent":
        return owner != chooser
    return True


def atk_than_self(board: Board, way: str, entity: Entity, source: str | None) -> bool:
    """fow-p-stats: FOW-ATK-THAN-SELF-R: whether ``entity``'s ATK now is less than (``less``) or at most (``at_most``)
    the ATK of ``source`` (FOW-LAST-KNOWN-SOURCE-ATK-R); never when the source has no ATK to compare."""
    mine = board.source_atk(source)
    if mine is None:
        return False
    atk = board.stats(entity)[0]
    return atk < mine if way == "less" else atk <= mine


def counted_bound(board: Board, specs: Iterable[TargetSpec], source: str, controller: str) -> int | None:
    """fow-w-count: FOW-TARGET-COST-COUNT-R: the X of a target bound "where X is the number of <count>" of a spell or
    ability ``controller`` plays from ``source``, counted now -- as it is played, before its targets are chosen and its
    costs paid (CR 903.2h-3); None when no target of ``specs`` is so bounded."""
    per = next((spec.max_cost_per for spec in specs if spec.max_cost_per is not None), None)
    return None if per is None else board.per_count(per, source, controller)


def target_problem(
    board: Board,
    chooser: str,
    spec: TargetSpec,
    value: str,
    *,
    own_item: str | None = None,
    source: str | None = None,
    spell: bool = False,
    x: int | None = None,
    counted: int | None = None,
) -> tuple[str, str] | None:
    """Why ``value`` cannot fill ``spec`` for a spell or ability controlled by ``chooser`` whose source is
    the card ``source``: (rule code, message), or None when it is a legal target.  ``x``: the X paid for the
    spell (FOW-TARGET-COST-X-R; None: not known yet, any X); ``counted``: the X counted as it was played
    (FOW-TARGET-COST-COUNT-R; None: counted now)."""
    state = board.state
    if spec.other and value == source:
        # FOW-TARGET-ANOTHER-R: "another target ..." is not the source itself.
        return "FOW-TARGET-ANOTHER-R", f"{value} is this card: 'another' target names another card"
    if value.startswith("chase:"):
        if spec.kind not in CHASE_KINDS:
            return "FOW-PLAY-1", f"{value} is a chase object, but this target must be a {_kind_text(spec)}"
        item = next((i for i in state.chase if i.id == value), None)
        if item is None or item.id == own_item:
            return "FOW-PLAY-1", f"{value} is not on the chase"
        if board.chase_untouchable(item):
            # FOW-KW-UNTOUCHABLE-R: neither targeted, nor so cancelled or moved, while on the chase.
            return "FOW-KW-UNTOUCHABLE-R", f"{board.card(item.card).name} has [Untouchable]: it cannot be targeted on the chase"
        if spec.kind in ("activate_ability", "ability"):
            # FOW-CANCEL-ABILITY-R: an activate ability on the chase (a ruler's too); no spell, automatic
            # ability or Judgment process.  fow-dec-b: "activate or automatic ability" is either (a ruler's too), of
            # the player the target names when it names one.
            kinds = ("ability", "ruler_ability") if spec.kind == "activate_ability" else ("ability", "ruler_ability", "automatic", "ruler_automatic")
            if item.kind not in kinds:
                return "FOW-CANCEL-ABILITY-R", f"{value} is not an {'activate' if spec.kind == 'activate_ability' else 'activate or automatic'} ability"
            if not _controller_ok(spec, item.controller, chooser):
                return "FOW-CANCEL-ABILITY-R", f"{value} is not controlled by the right player ({spec.controller})"
            return None
        if spec.kind == "resonator_automatic":
            # fow-dec-b: FOW-CANCEL-ABILITY-R: an automatic ability whose source is a resonator in the field (CR 307.4).
            source_entity = board.entity(item.card) if item.kind == "automatic" else None
            if source_entity is None or board.defn(source_entity).type != "resonator":
                return "FOW-CANCEL-ABILITY-R", f"{value} is not an automatic ability of a resonator in the field"
            return None
        if item.kind != "spell":
            return "FOW-PLAY-1", f"{value} is not a spell (a Judgment process or an ability is no spell)"
        if spec.kind == "chant_spell" and board.card(item.card).type != "chant":
            return "FOW-PLAY-1", f"{board.card(item.card).name} is not a chant"
        if spec.kind == "rune_spell" and board.card(item.card).rune is None:
            # FOW-TARGET-RUNE-SPELL-R (CR 202.2e): a rune card's spell, from a rune area or not.
            return "FOW-TARGET-RUNE-SPELL-R", f"{board.card(item.card).name} is not a rune"
        if spec.kind in ("normal_spell", "resonator_spell") and (board.card(item.card).type == "resonator") != (spec.kind == "resonator_spell"):
            # FOW-SPELL-KIND-R: a summon spell is a resonator on the chase, a normal spell any other.
            return "FOW-SPELL-KIND-R", f"{board.card(item.card).name} is not a {'summon' if spec.kind == 'resonator_spell' else 'normal'} spell"
        if not _controller_ok(spec, item.controller, chooser):
            return "FOW-PLAY-1", f"{value} is not controlled by the right player ({spec.controller})"
        # fow-m-filters: FOW-SPELL-FILTER-R: the spell's card attributes and total cost on the chase (X as chosen).
        chased = board.card(item.card)
        total = total_cost(chased) + (item.x if chased.cost is not None and chased.cost.x else 0)  # CR 204.5b
        if (spec.attributes and not set(spec.attributes) & set(chased.attributes)) or (spec.max_cost is not None and total > spec.max_cost) or (spec.min_cost is not None and total < spec.min_cost):
            return "FOW-SPELL-FILTER-R", f"{chased.name} (total cost {total}) is not a spell of this target's filter"
        if spec.with_keyword is not None and spec.with_keyword not in chased.keywords or spec.without_keyword is not None and spec.without_keyword in chased.keywords:
            # fow-u-removal: FOW-SPELL-KEYWORD-R: the keywords of the spell's card (CR 1167.2a: off the field, its printed ones).
            return "FOW-SPELL-KEYWORD-R", f"{chased.name} is not a spell {'with' if spec.with_keyword else 'without'} [{spec.with_keyword or spec.without_keyword}]"
        return None
    if board.has_player(value):
        if spec.kind not in ("player", "j_resonator_or_player", "resonator_or_player"):
            return "FOW-PLAY-1", f"{value} is a player, but this target must be a {_kind_text(spec)}"
        if not _controller_ok(spec, value, chooser):
            return "FOW-PLAY-1", f"{value} is not a legal player for this target ({spec.controller})"
        if spec.opponent_player and value == chooser:
            # FOW-TARGET-OPPONENT-OR-R: "target opponent or J/resonator" names no player but an opponent.
            return "FOW-TARGET-OPPONENT-OR-R", f"{value} is not an opponent of {chooser}: this target is an opponent or a card"
        if value != chooser and board.player_barrier(value):
            # fow-p-static: FOW-BARRIER-YOU-R (CR 1120.4): a player with [Barrier] is no target of another player's.
            return "FOW-BARRIER-YOU-R", f"{value} has [Barrier]: spells and abilities of another player cannot target them"
        if spec.you_player and value != chooser:
            # fow-p-static: FOW-TARGET-OR-YOURSELF-R: "target J/resonator or yourself" names no player but the chooser.
            return "FOW-TARGET-OR-YOURSELF-R", f"{value} is not {chooser}: this target is a J/resonator or yourself"
        return None
    if spec.kind in ("player", *CHASE_KINDS):
        return "FOW-PLAY-1", f"{value} is not a {_kind_text(spec)}"
    if spec.zone == "graveyard" and spec.or_removed:
        return _graveyard_or_removed_problem(board, chooser, spec, value, source)
    if spec.zone == "graveyard":
        return _graveyard_problem(board, chooser, spec, value)
    if spec.zone == "removed":
        return _removed_problem(board, chooser, spec, value, source)
    if spec.kind in ("chant", "resonator_or_field_addition"):
        # FOW-GRAVEYARD-CHANT-R: a chant target names a card in a graveyard only (fow-n-grimm: so does
        # FOW-GRAVEYARD-NON-SPELL-FIELD-R's).
        return "FOW-PLAY-1", f"{value} is not a {_kind_text(spec)} in a graveyard"
    entity = board.entity(value) if ":" in value else None
    if entity is None:
        return "FOW-PLAY-1", f"{value} is not a card in the field"
    card = board.defn(entity)
    if spec.kind in ("j_resonator", "j_resonator_or_player"):
        if card.type not in J_RESONATOR_TYPES:
            return "FOW-PLAY-1", f"{card.name} is not a J/resonator"
    elif spec.kind in ("resonator", "resonator_or_player"):
        if card.type != "resonator":
            return "FOW-PLAY-1", f"{card.name} is not a resonator"
    elif spec.kind == "addition_or_regalia" and card.type not in ("addition", "regalia"):
        return "FOW-PLAY-1", f"{card.name} is not an addition or regalia"
    elif spec.kind in ("addition", "regalia") and card.type != spec.kind:
        return "FOW-PLAY-1", f"{card.name} is not an {spec.kind}" if spec.kind == "addition" else f"{card.name} is not a regalia"
    elif spec.kind == "magic_stone" and card.type != "magic_stone":
        return "FOW-PLAY-1", f"{card.name} is not a magic stone"
    elif spec.special and "special" not in card.subtypes:
        # FOW-TARGET-SPECIAL-STONE-R: a special magic stone, never a basic one.
        return "FOW-TARGET-SPECIAL-STONE-R", f"{card.name} is not a special magic stone"
    elif spec.kind == "j_ruler" and card.type != "j_ruler":
        # FOW-TARGET-J-RULER-R: a J-ruler in the field only.
        return "FOW-TARGET-J-RULER-R", f"{card.name} is not a J-ruler"
    elif spec.kind == "non_stone" and card.type == "magic_stone":
        # FOW-TARGET-NON-STONE-R: any entity but a magic stone (a J-ruler may be named).
        return "FOW-TARGET-NON-STONE-R", f"{card.name} is a magic stone"
    elif spec.kind == "non_stone_entity" and card.type not in ("resonator", "addition", "regalia"):
        # FOW-TARGET-ENTITY-R: never a magic stone nor a J-ruler.
        return "FOW-TARGET-ENTITY-R", f"{card.name} is not a non-magic stone, non-J-ruler entity"
    if spec.types and card.type not in spec.types:
        # fow-q-filters: FOW-TARGET-TYPE-OR-R: one of the card types the target names.
        return "FOW-TARGET-TYPE-OR-R", f"{card.name} is not a {' or '.join(t.replace('j_ruler', 'J-ruler') for t in spec.types)}"
    # fow-v-filters: FOW-TARGET-J-RULER-OR-R: a J-ruler is named whatever the filter of the other noun.
    problem = None if spec.or_j_ruler and card.type == "j_ruler" else _filter_problem(spec, card)
    if problem is not None:
        return problem
    if spec.max_cost_x and x is not None and total_cost(card) > x:
        # fow-dec-c: FOW-TARGET-COST-X-R: at most the X paid for the chant.
        return "FOW-TARGET-COST-X-R", f"{card.name} has a total cost above X ({x})"
    if spec.max_cost_per is not None and (source is not None or counted is not None):
        # fow-w-count: FOW-TARGET-COST-COUNT-R: at most X, counted as it is played (CR 903.2h-3), checked when targeted
        # (903.2i) and on resolution (903.3a) against that X.
        bound = counted if counted is not None else board.per_count(spec.max_cost_per, source or "", chooser)
        if total_cost(card) > bound:
            return "FOW-TARGET-COST-COUNT-R", f"{card.name} has a total cost above X ({bound}, the number the text counts)"
    if spec.with_keyword is not None or spec.without_keyword is not None:
        # FOW-KEYWORD-FILTER-R: the keywords it has now.
        keywords = board.keywords(entity)
        if spec.with_keyword is not None and spec.with_keyword not in keywords:
            return "FOW-PLAY-1", f"{card.name} has no [{spec.with_keyword}]"
        if spec.without_keyword is not None and spec.without_keyword in keywords:
            return "FOW-PLAY-1", f"{card.name} has [{spec.without_keyword}]"
    controller = board.controller(value).id
    if not _controller_ok(spec, controller, chooser):
        return "FOW-PLAY-1", f"{card.name} is not controlled by the right player ({spec.controller})"
    battle = state.battle
    if spec.state == "rested" and not entity.rested:
        return "FOW-PLAY-1", f"{card.name} is not rested"
    if spec.state == "recovered" and entity.rested:
        return "FOW-PLAY-1", f"{card.name} is not recovered"
    if spec.state == "attacking" and (battle is None or battle.attacker != value):
        return "FOW-PLAY-1", f"{card.name} is not attacking"
    if spec.token and def_id_of(value) not in board.cat.tokens:
        return "FOW-TARGET-TOKEN-R", f"{card.name} is not a token"  # fow-u-removal
    if spec.state == "attacking_you" and (battle is None or battle.attacker != value or battle.target != chooser):
        # fow-u-removal: FOW-TARGET-ATTACKING-YOU-R: attacking its chooser (the player), not a J/resonator of theirs.
        return "FOW-TARGET-ATTACKING-YOU-R", f"{card.name} is not attacking {chooser}"
    if spec.state == "blocking" and (battle is None or battle.blocker != value):
        return "FOW-PLAY-1", f"{card.name} is not blocking"
    if spec.state == "attacking_or_blocking" and (battle is None or value not in (battle.attacker, battle.blocker)):
        return "FOW-TARGET-IN-BATTLE-R", f"{card.name} is neither attacking nor blocking"
    if spec.max_atk is not None and board.stats(entity)[0] > spec.max_atk:
        return "FOW-TARGET-ATK-R", f"{card.name} has more than {spec.max_atk} ATK"
    if spec.min_atk is not None and board.stats(entity)[0] < spec.min_atk:
        return "FOW-TARGET-ATK-R", f"{card.name} has less than {spec.min_atk} ATK"
    if spec.atk_than_self is not None and not atk_than_self(board, spec.atk_than_self, entity, source):
        return "FOW-ATK-THAN-SELF-R", f"{card.name} does not have ATK {'less than' if spec.atk_than_self == 'less' else 'at most'} this card's ATK"
    if spec.altered and board.stats(entity)[:2] == board.printed_stats(entity):
        # fow-wide6: FOW-TARGET-ALTERED-R (CR 207.2, 208.1, 909.1a).
        return "FOW-TARGET-ALTERED-R", f"{card.name} has its printed ATK and DEF"
    if spec.not_attacked and state.turn.attacked is not UNSET and any(r.partition("/")[2] == value for r in state.turn.attacked):
        # fow-r-standby: FOW-TARGET-NOT-ATTACKED-R: it attacked this turn (under whoever's control).
        return "FOW-TARGET-NOT-ATTACKED-R", f"{card.name} attacked this turn"
    if spec.dealt_damage and not any(r.rpartition("/")[0] == value for r in state.turn.dealt or []):
        # fow-s-event: FOW-TARGET-DEALT-DAMAGE-R: it dealt damage this turn (to a player or a card, battle or not).
        return "FOW-TARGET-DEALT-DAMAGE-R", f"{card.name} dealt no damage this turn"
    if spec.no_addition and any(other.added_to == value for p in state.players for other in p.field):
        # FOW-TARGET-NO-ADDITION-R: an addition added to it, whoever controls that addition.
        return "FOW-TARGET-NO-ADDITION-R", f"{card.name} has an addition added to it"
    if spec.with_counter is not None and (entity.counters is UNSET or entity.counters.get(spec.with_counter, 0) < 1):
        # fow-n-counters: FOW-TARGET-COUNTER-R: one or more counters of that kind on it now.
        return "FOW-TARGET-COUNTER-R", f"{card.name} has no {spec.with_counter} counter on it"
    if spec.without_counter is not None and entity.counters is not UNSET and entity.counters.get(spec.without_counter, 0) > 0:
        # fow-v-ncounters: FOW-TARGET-NO-COUNTER-R: no counter of that name on it now.
        return "FOW-TARGET-NO-COUNTER-R", f"{card.name} has a {spec.without_counter} counter on it"
    if spec.state == "damaged" and entity.damage <= 0:
        return "FOW-TARGET-DAMAGED-R", f"{card.name} has no damage on it"
    if controller != chooser and "barrier" in board.keywords(entity):
        return "FOW-KW-BARRIER", f"{card.name} has [Barrier]: the opponent's spells and abilities cannot target it"
    if controller != chooser and source is not None and (card.barrier_attributes or card.barrier_types or card.barrier_max_cost is not None):
        # A restricted [Barrier]: the spell, or the ability's source, of the kind its parenthesis names.
        source_entity = board.entity(source)
        source_card = board.defn(source_entity) if source_entity is not None else board.card(source)
        problem = _restricted_barrier(card, source_card)
        if problem is not None:
            return problem
    if controller != chooser and source is not None:
        # fow-o-b: FOW-BARRIER-KIND-UNTIL-R / fow-s-deal: FOW-BARRIER-ATTR-UNTIL-R -- a [Barrier] (Chant) / (Resonator) /
        # {<attribute>} gained until end of turn, as a printed one; fow-x-ruler: FOW-BARRIER-KIND-WHILE-R / fow-y-abc:
        # FOW-GROUP-BARRIER-R -- one a continuous ability gives while it applies. The card type, or the attributes (CR
        # 1120.3), of the spell or of the ability's source.
        barring_source: CardDef | None = None
        for barred, kind_rule, attribute_rule, lasting in (
            (board.barrier_kinds(entity), "FOW-BARRIER-KIND-UNTIL-R", "FOW-BARRIER-ATTR-UNTIL-R", " until end of turn"),
            (board.barrier_kinds_while(entity), "FOW-BARRIER-KIND-WHILE-R", "FOW-GROUP-BARRIER-R", ""),
        ):
            if not barred:
                continue
            if barring_source is None:
                barring_entity = board.entity(source)
                barring_source = board.defn(barring_entity) if barring_entity is not None else board.card(source)
            if barring_source.type in barred:
                return kind_rule, f"{card.name} has [Barrier] ({'/'.join(barred)}){lasting}: the opponent's spells and abilities of that kind cannot target it"
            if set(barring_source.attributes) & set(barred):
                return attribute_rule, f"{card.name} has [Barrier] {{{'/'.join(barred)}}}{lasting}: the opponent's spells and abilities of that attribute cannot target it"
    if board.has_flag(entity, "untargetable"):
        return "FOW-UNTARGETABLE-R", f"{card.name} cannot be targeted by spells or abilities"
    if spell and source is not None and board.card(source).type != "resonator" and board.normal_spells_barred(entity, chooser):
        # FOW-UNTARGETABLE-NORMAL-R (fow-grimm-e): a normal spell is a non-resonator spell (CR 1406.2).
        return "FOW-UNTARGETABLE-NORMAL-R", f"{card.name} cannot be targeted by normal spells {chooser} controls this turn"
    if source is not None and board.untargetable_by(entity, source):
        return "FOW-UNTARGETABLE-BY-R", f"{card.name} cannot be targeted by spells or abilities of cards like {board.card(source).name}"
    return None


def _graveyard_problem(board: Board, chooser: str, spec: TargetSpec, value: str) -> tuple[str, str] | None:
    """A target card in a graveyard (its owner's): of the kind, filters and graveyard the slot names."""
    owner = value.partition(":")[0]
    if not board.has_player(owner) or value not in board.player(owner).graveyard:
        return "FOW-PLAY-1", f"{value} is not a card in a graveyard"
    if not _controller_ok(spec, owner, chooser):
        return "FOW-PLAY-1", f"{value} is not in the right player's graveyard ({spec.controller})"
    if spec.left_field and not board.left_field_this_turn(value):
        # FOW-TARGET-LEFT-FIELD-R: put into that graveyard from a field this turn (FOW-TO-GRAVEYARD-THIS-TURN-R's record).
        return "FOW-TARGET-LEFT-FIELD-R", f"{value} was not put into a graveyard from a field this turn"
    card = board.card(value)
    if spec.kind == "card":
        # FOW-GRAVEYARD-CARD-R: a card of any type.
        return _filter_problem(spec, card)
    if spec.kind == "non_stone":
        # fow-hero3: FOW-GRAVEYARD-CARD-R -- "non-magic stone card": a card of any type but a magic stone.
        if card.type == "magic_stone":
            return "FOW-GRAVEYARD-CARD-R", f"{card.name} is a magic stone"
        if "resonator" in spec.not_types and card.type == "resonator":
            # fow-z-zone: FOW-GRAVEYARD-NON-RESONATOR-R (an alternative card, a resonator too, is refused as well).
            return "FOW-GRAVEYARD-NON-RESONATOR-R", f"{card.name} is a resonator"
        return _filter_problem(spec, card)
    if spec.kind == "resonator_or_field_addition":
        # fow-n-grimm: FOW-GRAVEYARD-NON-SPELL-FIELD-R: a resonator, or an addition that enters the field added to
        # nothing ([Addition:Field]), of that graveyard.
        if not (card.type == "resonator" or (card.type == "addition" and "field" in card.subtypes)):
            return "FOW-GRAVEYARD-NON-SPELL-FIELD-R", f"{card.name} is neither a resonator nor an [Addition:Field]"
        if card.type == "chant":
            # fow-y-alt: FOW-ALT-COMBINED-R (CR 1307.5c): an alternative card in a graveyard is a chant too -- a spell card.
            return "FOW-ALT-COMBINED-R", f"{card.name} is an alternative card: in the graveyard it is a chant too, no non-spell card"
        return _filter_problem(spec, card)
    if spec.kind == "magic_stone":
        # fow-m-grimm: FOW-GRAVEYARD-STONE-AREA-R: a magic stone of that graveyard.
        if card.type != "magic_stone":
            return "FOW-GRAVEYARD-STONE-AREA-R", f"{card.name} is not a magic stone"
        return _filter_problem(spec, card)
    if spec.kind == "chant" and card.type != "chant":
        # FOW-GRAVEYARD-CHANT-R: a chant card of that graveyard.
        return "FOW-GRAVEYARD-CHANT-R", f"{card.name} is not a chant"
    if spec.kind not in ("resonator", "addition", "chant") or card.type != spec.kind:
        # FOW-GRAVEYARD-ADDITION-R: a resonator, or an addition, of that graveyard.
        return "FOW-PLAY-1", f"{card.name} is not {'an addition' if spec.kind == 'addition' else 'a resonator'}"
    return _filter_problem(spec, card)


def _graveyard_or_removed_problem(board: Board, chooser: str, spec: TargetSpec, value: str, source: str | None) -> tuple[str, str] | None:
    """fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R: a card of the slot's filters in the chooser's graveyard or removed
    area (both public, CR 309.2, 311.2), each checked as that zone's target is."""
    owner = value.partition(":")[0]
    if not board.has_player(owner) or value not in (*board.player(owner).graveyard, *board.player(owner).removed):
        return "FOW-GRAVEYARD-OR-REMOVED-HAND-R", f"{value} is not a card in a graveyard or a removed area"
    if not _controller_ok(spec, owner, chooser):
        return "FOW-GRAVEYARD-OR-REMOVED-HAND-R", f"{value} is not in the right player's graveyard or removed area ({spec.controller})"
    if value in board.player(owner).removed:
        return _removed_problem(board, chooser, spec, value, source)
    return _graveyard_problem(board, chooser, spec, value)


def _removed_problem(board: Board, chooser: str, spec: TargetSpec, value: str, source: str | None) -> tuple[str, str] | None:
    """fow-hero3: FOW-AT-END-REMOVED-HAND-R: a non-magic stone card of the filters in its owner's removed area
    (a public zone, CR 311), of the player the slot names."""
    owner = value.partition(":")[0]
    # fow-n-zones: FOW-REMOVED-TARGET-HAND-R -- "target card": a card of any type, a magic stone too (CR 321.5).
    # FOW-REMOVED-TO-DECK-BOTTOM-R: the one reading naming a card of the opponent's removed area.
    rule = "FOW-REMOVED-TARGET-HAND-R" if spec.kind == "card" else "FOW-REMOVED-TO-DECK-BOTTOM-R" if spec.controller == "opponent" else "FOW-AT-END-REMOVED-HAND-R"
    if not board.has_player(owner) or value not in board.player(owner).removed:
        return rule, f"{value} is not a card in a removed area"
    if not _controller_ok(spec, owner, chooser):
        return rule, f"{value} is not in the right player's removed area ({spec.controller})"
    if spec.removed_by_self and f"{source}/removed/{value}" not in (board.state.moved_by or []):
        # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: a card an effect of this card removed (state.moved_by).
        return "FOW-REMOVED-BY-THIS-CARD-R", f"{value} was not removed from the game by this card"
    card = board.card(value)
    if card.type == "magic_stone" and spec.kind != "card":
        return rule, f"{card.name} is a magic stone"
    return _filter_problem(spec, card)


def _restricted_barrier(card: CardDef, source: CardDef) -> tuple[str, str] | None:
    """Why the opponent's spell (or ability of) ``source`` cannot target ``card`` for its restricted [Barrier]."""
    if set(card.barrier_attributes) & set(source.attributes):
        # FOW-KW-BARRIER-ATTR-R (CR 1120.3): the attributes of the spell, or of the ability's source.
        return "FOW-KW-BARRIER-ATTR-R", f"{card.name} cannot be targeted by the opponent's {'/'.join(card.barrier_attributes)} spells or abilities"
    if source.type in card.barrier_types or (source.rune is not None and "rune" in card.barrier_types):
        # FOW-KW-BARRIER-KIND-R: the card type of the spell, or of the ability's source.
        return "FOW-KW-BARRIER-KIND-R", f"{card.name} cannot be targeted by the opponent's {'/'.join(card.barrier_types)} spells or abilities"
    if card.barrier_max_cost is not None and total_cost(source) <= card.barrier_max_cost:
        # FOW-KW-BARRIER-COST-R: the total cost of the spell, or of the ability's source.
        return "FOW-KW-BARRIER-COST-R", f"{card.name} cannot be targeted by the opponent's spells or abilities of total cost {card.barrier_max_cost} or less"
    return None


def total_cost(card: CardDef) -> int:
    """A card's total cost: the symbols of its printed will cost (none, 0)."""
    return card.cost.total if card.cost is not None else 0


def is_addition_resonator(card: CardDef) -> bool:
    """FOW-TARGET-ADDITION-RESONATOR-R (CR 1405.1a): an [Addition:Resonator] -- an addition added to resonators only."""
    return "j_resonator" in card.subtypes and bool(card.targets) and card.targets[0].kind == "resonator"


def _filter_problem(spec: TargetSpec, card: CardDef) -> tuple[str, str] | None:
    """The filters of a target slot: attributes, races, races it must not have, total cost bounds."""
    if spec.field and "field" not in card.subtypes:
        return "FOW-FIELD-ADDITION-R", f"{card.name} is not an [Addition:Field]"
    if spec.on_resonator and not is_addition_resonator(card):
        return "FOW-TARGET-ADDITION-RESONATOR-R", f"{card.name} is not an [Addition:Resonator]"
    if spec.attributes and not set(spec.attributes) & set(card.attributes):
        return "FOW-PLAY-1", f"{card.name} is not {' or '.join(spec.attributes)}"
    races = {r.lower() for r in card.races}
    if spec.races and not {r.lower() for r in spec.races} & races:
        return "FOW-PLAY-1", f"{card.name} is not a {' or '.join(spec.races)}"
    if spec.not_races and {r.lower() for r in spec.not_races} & races:
        return "FOW-PLAY-1", f"{card.name} is a {' or '.join(spec.not_races)}"
    if spec.stranger is not None and ("stranger" in card.subtypes) != spec.stranger:
        # fow-v-filters: FOW-FILTER-STRANGER-R: a stranger resonator ("(Stranger)"), or a card that is none ("non-(Stranger)").
        return "FOW-FILTER-STRANGER-R", f"{card.name} is {'not ' if spec.stranger else ''}a stranger resonator"
    if spec.no_attribute and card.attributes:
        # fow-n-cost: FOW-NO-ATTRIBUTE-R: a card of an attribute is no card "with no attribute".
        return "FOW-NO-ATTRIBUTE-R", f"{card.name} is {' and '.join(card.attributes)}"
    if set(spec.not_attributes) & set(card.attributes):
        # FOW-NON-ATTRIBUTE-R (fow-grimm-e): a card with that attribute (among others too) is not one.
        return "FOW-NON-ATTRIBUTE-R", f"{card.name} is {' or '.join(sorted(set(spec.not_attributes) & set(card.attributes)))}"
    if (spec.names and not card.has_any_name(spec.names)) or card.has_any_name(spec.not_names):
        # FOW-TARGET-NAMED-R: the card's name is (is not) the one the target names.
        return "FOW-TARGET-NAMED-R", f"{card.name} is {'not ' if spec.names else ''}named {' or '.join(spec.names or spec.not_names)!r}"
    if spec.solarisation and card.solarisation is None:
        return "FOW-GRAVEYARD-OR-REMOVED-HAND-R", f"{card.name} has no [Solarisation]"  # fow-w-zones
    if spec.name_lacks is not None:
        from .effects import name_has  # effects builds on the targets

        if any(name_has(name, spec.name_lacks) for name in card.names):
            return "FOW-GRAVEYARD-OR-REMOVED-HAND-R", f"{card.name} has {spec.name_lacks!r} in its name"  # fow-w-zones
    total = total_cost(card)
    if spec.max_cost is not None and total > spec.max_cost:
        return "FOW-PLAY-1", f"{card.name} has a total cost above {spec.max_cost}"
    if spec.min_cost is not None and total < spec.min_cost:
        return "FOW-PLAY-1", f"{card.name} has a total cost below {spec.min_cost}"
    return None


def _kind_text(spec: TargetSpec) -> str:
    return spec.kind.replace("_", " ").replace("j resonator", "J/resonator")


def target_options(board: Board, chooser: str, spec: TargetSpec, source: str | None = None, *, spell: bool = False) -> list[str]:
    """Every legal object for ``spec`` now, in a fixed order (players, then field cards, then the chase)."""
    candidates: list[str] = []
    if spec.kind in ("player", "j_resonator_or_player", "resonator_or_player"):
        candidates.extend(p.id for p in board.state.players)
    if spec.zone == "graveyard":
        for player in board.state.players:
            candidates.extend(player.graveyard)
            candidates.extend(player.removed if spec.or_removed else [])  # fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R
    elif spec.zone == "removed":
        for player in board.state.players:
            candidates.extend(player.removed)  # fow-hero3: FOW-AT-END-REMOVED-HAND-R
    elif spec.kind not in ("player", *CHASE_KINDS):
        for player in board.state.players:
            candidates.extend(e.id for e in player.field)
    if spec.kind in CHASE_KINDS:
        candidates.extend(item.id for item in board.state.chase)
    return [c for c in candidates if target_problem(board, chooser, spec, c, source=source, spell=spell) is None]


def target_lists(board: Board, chooser: str, specs: list[TargetSpec], source: str | None = None, *, spell: bool = False) -> list[list[str]]:
    """Every choice of distinct legal targets, one per slot (the product of the slots' options); the
    optional slots of "up to N" (FOW-UP-TO-R) may be left unchosen from one on, and take their cards in
    the options' order (their effects are the same: each set is listed once); fow-m-grimm: an optional slot
    of another kind than the one before it may be left unchosen anywhere (``UNCHOSEN``, FOW-UP-TO-ANY-SLOT-R).
    The choices come shortest first; unchosen slots at the end are left out."""
    choices: list[list[str]] = [[]]
    for index, spec in enumerate(specs):
        options = target_options(board, chooser, spec, source, spell=spell)
        same = spec.optional and index > 0 and specs[index - 1] == spec
        grown: list[list[str]] = []
        for chosen in choices:
            last = chosen[-1] if same and chosen else None
            if last == UNCHOSEN:
                grown.append(chosen + [UNCHOSEN])  # a run of the same "up to N" slots is filled from the first
                continue
            if spec.optional:
                grown.append(chosen + [UNCHOSEN])
            grown.extend(
                chosen + [option]
                for option in options
                if option not in _same_option(chosen, specs, spec) and not (last is not None and last in options and options.index(option) < options.index(last))
            )
        choices = grown
    unique = dict.fromkeys(tuple(_trim(chosen)) for chosen in choices)
    return [list(chosen) for chosen in sorted(unique, key=len)]


def _same_option(chosen: list[str], specs: list[TargetSpec], spec: TargetSpec) -> list[str]:
    """The objects already chosen for slots of ``spec``'s option: one object is not chosen twice for one option's
    targets; fow-s-modal: FOW-MODES-SAME-TARGET-R -- each option of a combined mode chooses its own (CR 903.2g, 903.2i)."""
    return [value for value, other in zip(chosen, specs, strict=False) if other.option == spec.option]


def _trim(chosen: list[str]) -> list[str]:
    """fow-m-grimm: FOW-UP-TO-ANY-SLOT-R: the unchosen slots at the end of a choice are left out of it."""
    while chosen and chosen[-1] == UNCHOSEN:
        chosen = chosen[:-1]
    return chosen


def check_targets(
    board: Board, chooser: str, specs: list[TargetSpec], values: list[str], path: str, source: str | None = None, *, spell: bool = False, x: int | None = None
) -> Violation | None:
    """The violation of the first problem with ``values`` for ``specs``, or None."""
    if len(values) > len(specs) or not all(spec.optional for spec in specs[len(values) :]):
        return violation("FOW-PLAY-1", f"{len(specs)} target(s) must be chosen, {len(values)} given", path=path)
    for index, (spec, value) in enumerate(zip(specs, values, strict=False)):
        if value == UNCHOSEN:
            # fow-m-grimm: FOW-UP-TO-ANY-SLOT-R: only an optional slot may be left unchosen.
            if not spec.optional:
                return violation("FOW-UP-TO-ANY-SLOT-R", f"target slot {index} is not optional ('up to'): a target must be chosen for it", path=f"{path}/{index}")
            continue
        if value in _same_option(values[:index], specs, spec):
            return violation("FOW-PLAY-1", f"{value} is chosen for two target slots", path=f"{path}/{index}")
        problem = target_problem(board, chooser, spec, value, source=source, spell=spell, x=x)
        if problem is not None:
            return violation(problem[0], problem[1], path=f"{path}/{index}")
    return None
