"""Resolving the chase: the code behind each one-time effect of the vocabulary, written once.

Resolution (FOW-PRIO-3) takes the last chase object: a resonator, addition or regalia spell enters the
field recovered and its [Enter] abilities trigger (FOW-PLAY-3, FOW-KW-ENTER); a chant does its text and
goes to the graveyard, or to the removed area when it was played by [Remnant] (FOW-KW-REMNANT); a
Judgment turns the ruler into its J-ruler (FOW-JUDG-2); an ability does its effects.  Targets are checked
again first: an effect on an illegal target does nothing, the others still happen (FOW-PLAY-2).
Destruction respects [Eternal] (FOW-KW-ETERNAL) and sends a J-ruler back astral unless [Imperishable]
(FOW-JUDG-3, FOW-KW-IMPERISHABLE).
"""

from __future__ import annotations

from typing import Literal

from ..core.game import Event
from . import events as ev
from .board import J_RESONATOR_TYPES, Board, sync_counts
from .state import ChaseItem, Entity, Modifier, Pending
from .targets import target_problem
from .vocabulary import (
    Activate,
    AnyEffect,
    Automatic,
    Cancel,
    Damage,
    Destroy,
    DiscardHand,
    Draw,
    EachFilter,
    FromGraveyard,
    GainLife,
    LoseLife,
    Mill,
    Modify,
    PutStone,
    Recover,
    RemoveFromGame,
    Rest,
    ReturnToHand,
    TargetSpec,
    ToDeck,
)


def item_text(board: Board, item: ChaseItem) -> tuple[list[TargetSpec], list[AnyEffect]]:
    """The targets and effects an object on the chase carries."""
    card = board.card(item.card)
    if item.kind == "spell":
        if card.modes and item.mode is not None:
            mode = card.modes[item.mode]
            return list(mode.targets), list(mode.effects)
        return list(card.targets), list(card.effects)
    if item.kind in ("ability", "ruler_ability", "automatic", "ruler_automatic") and isinstance(item.ability, int):
        ability = board.ability_def(item.card, item.kind).abilities[item.ability]
        if isinstance(ability, Activate | Automatic):
            return list(ability.targets), list(ability.effects)
    return [], []


def condition_holds(board: Board, condition: str | None, controller: str, awakened: bool) -> bool:
    if condition is None:
        return True
    if condition == "awakened":
        return awakened
    if condition == "not_awakened":
        return not awakened
    battle = board.state.battle
    if condition == "opponent_attacking":
        return battle is not None and battle.attacker is not None and board.owner(battle.attacker).id != controller
    if condition == "opponent_spell_on_chase":
        return any(item.kind == "spell" and item.controller != controller for item in board.state.chase)
    return False


def resolve_top(board: Board, events: list[Event]) -> None:
    state = board.state
    item = state.chase.pop()
    controller = board.player(item.controller)
    card = board.card(item.card)
    events.append(ev.Resolving(object=item.id, kind=item.kind, card=item.card, rule="FOW-PRIO-3"))
    if item.kind == "judgment":
        _resolve_judgment(board, item, events)
        return
    if item.kind == "spell" and card.type != "chant":
        _enter_field(board, item, events)
        return
    if item.kind == "automatic" and item.ability == "explode":
        _resolve_explode(board, item, events)
        return
    specs, effects = item_text(board, item)
    legal = [target_problem(board, item.controller, spec, value, own_item=item.id) is None for spec, value in zip(specs, item.targets, strict=False)]
    for index, ok in enumerate(legal):
        if not ok:
            events.append(ev.TargetIllegal(object=item.id, target=item.targets[index], rule="FOW-PLAY-2"))
    for effect in effects:
        if not condition_holds(board, effect.condition, item.controller, item.awakened):
            continue
        perform(board, item, effect, legal, events)
    if item.kind == "spell":
        destination = "removed" if item.remnant else "graveyard"
        (controller.removed if item.remnant else controller.graveyard).append(item.card)
        events.append(ev.ChantResolved(card=item.card, to=destination))


def _targets_of(board: Board, item: ChaseItem, effect: AnyEffect, legal: list[bool]) -> list[str]:
    target = getattr(effect, "target", None)
    if target == "self":
        return [item.card] if board.entity(item.card) is not None else []
    if isinstance(target, int):
        if target < len(item.targets) and target < len(legal) and legal[target]:
            return [item.targets[target]]
        return []
    each = getattr(effect, "each", None)
    if each is None:
        return []
    if each in ("you", "your_opponent", "each_player"):
        return [p.id for p in board.state.players if each == "each_player" or (p.id == item.controller) == (each == "you")]
    found: list[str] = []
    kinds: tuple[str, ...] = J_RESONATOR_TYPES if each.endswith("j_resonators") else ("magic_stone",) if each.endswith("magic_stones") else ("resonator",)
    if each.endswith("_cards"):
        kinds = FIELD_TYPES
    for player in board.state.players:
        if each.startswith("your_") and player.id != item.controller:
            continue
        if each.startswith("opponent_") and player.id == item.controller:
            continue
        found.extend(e.id for e in player.field if board.defn(e).type in kinds)
    among = effect.among
    if among is not None:
        found = [card_id for card_id in found if _among(board, item, among, card_id)]
    return found


FIELD_TYPES: tuple[str, ...] = ("resonator", "j_ruler", "addition", "regalia", "magic_stone")


def _among(board: Board, item: ChaseItem, among: EachFilter, card_id: str) -> bool:
    """FOW-EACH-FILTER-R: whether a J/resonator of an ``each`` scope is one the effect reaches."""
    if among.other and card_id == item.card:
        return False
    entity = board.entity(card_id)
    if entity is None:
        return False
    card = board.defn(entity)
    if among.types and card.type not in among.types:
        return False
    if among.attributes and not set(among.attributes) & set(card.attributes):
        return False
    if among.races and not set(among.races) & set(card.races):
        return False
    return among.max_cost is None or (card.cost.total if card.cost is not None else 0) <= among.max_cost


def perform(board: Board, item: ChaseItem, effect: AnyEffect, legal: list[bool], events: list[Event]) -> None:
    """Do one effect of ``item`` (a spell, an ability or a triggered ability)."""
    state = board.state
    controller = board.player(item.controller)
    if isinstance(effect, Draw):
        board.draw(controller, effect.amount, events)
        return
    if isinstance(effect, GainLife):
        controller.life += effect.amount
        events.append(ev.Life(player=controller.id, change=effect.amount, life=controller.life))
        return
    if isinstance(effect, DiscardHand):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        discarded, who.hand = who.hand, []
        who.graveyard.extend(discarded)
        sync_counts(who)
        events.append(ev.HandDiscarded(player=who.id, cards=discarded))
        return
    if isinstance(effect, Mill):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        moved, who.deck = who.deck[: effect.amount], who.deck[effect.amount :]
        (who.graveyard if effect.to == "graveyard" else who.removed).extend(moved)
        sync_counts(who)
        events.append(ev.Milled(player=who.id, cards=moved, to=effect.to))
        return
    if isinstance(effect, LoseLife):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        who.life -= effect.amount
        events.append(ev.Life(player=who.id, change=-effect.amount, life=who.life))
        return
    if isinstance(effect, PutStone):
        if controller.stone_deck:
            stone = controller.stone_deck.pop(0)
            entered = Entity(id=stone, rested=effect.rested, since=state.turn.number)
            controller.field.append(entered)
            sync_counts(controller)
            events.append(ev.Entered(player=controller.id, card=stone, added_to=None, awakened=False, rested=effect.rested))
            trigger_enter(board, entered, events)
        return
    if isinstance(effect, FromGraveyard):
        for target in _targets_of(board, item, effect, legal):
            owner = board.owner(target)
            if target not in owner.graveyard:
                continue
            owner.graveyard.remove(target)
            if effect.to == "hand":
                owner.hand.append(target)
                sync_counts(owner)
                events.append(ev.ReturnedToHand(card=target))
            else:
                entered = Entity(id=target, since=state.turn.number)
                owner.field.append(entered)
                events.append(ev.Entered(player=owner.id, card=target, added_to=None, awakened=False))
                trigger_enter(board, entered, events)
        return
    targets = _targets_of(board, item, effect, legal)
    if isinstance(effect, ToDeck):
        for target in targets:
            entity = board.entity(target)
            if entity is not None and not entity.j_ruler:
                board.leave_field(entity, f"deck_{effect.position}", events)
                events.append(ev.PutIntoDeck(card=target, position=effect.position))
        return
    if isinstance(effect, ReturnToHand | RemoveFromGame):
        for target in targets:
            entity = board.entity(target)
            if entity is not None and not entity.j_ruler:
                where = "hand" if isinstance(effect, ReturnToHand) else "removed"
                board.leave_field(entity, where, events)
                events.append(ev.ReturnedToHand(card=target) if where == "hand" else ev.RemovedFromGame(card=target))
        return
    if isinstance(effect, Damage):
        amount = effect.amount * (item.x if effect.per_x else 1)
        for target in targets:
            deal_damage(board, item.card, target, amount, events, battle=False)
    elif isinstance(effect, Destroy):
        for target in targets:
            entity = board.entity(target)
            if entity is not None:
                destroy(board, entity, events)
    elif isinstance(effect, Cancel):
        for target in targets:
            cancel(board, target, events)
    elif isinstance(effect, Rest | Recover):
        for target in targets:
            entity = board.entity(target)
            if entity is not None:
                entity.rested = isinstance(effect, Rest)
                events.append((ev.Rested if entity.rested else ev.Recovered)(card=target))
    elif isinstance(effect, Modify):
        for target in targets:
            state.modifiers.append(
                Modifier(target=target, atk=effect.atk, def_=effect.def_, keywords=list(effect.keywords), until=effect.until)
            )
            events.append(ev.Modified(card=target, atk=effect.atk, def_=effect.def_, keywords=list(effect.keywords), until=effect.until))


def deal_damage(board: Board, source: str, target: str, amount: int, events: list[Event], *, battle: bool) -> bool:
    """FOW-DMG-1 or FOW-DMG-2: damage to a player lowers life; to a J/resonator it adds up; no DEF, no damage."""
    if amount <= 0:
        return False
    if board.has_player(target):
        player = board.player(target)
        player.life -= amount
        events.append(ev.Damage(source=source, target=target, amount=amount, battle=battle, life=player.life))
        return True
    entity = board.entity(target)
    if entity is None:
        return False
    card = board.defn(entity)
    if card.type not in J_RESONATOR_TYPES or card.def_ is None:
        return False
    entity.damage += amount
    events.append(ev.Damage(source=source, target=target, amount=amount, battle=battle))
    return True


def destroy(board: Board, entity: Entity, events: list[Event]) -> bool:
    """FOW-RP-2: to the owner's graveyard; [Eternal] cannot be destroyed; a J-ruler returns (astral
    unless [Imperishable], FOW-JUDG-3)."""
    keywords = board.keywords(entity)
    if "eternal" in keywords:
        events.append(ev.NotDestroyed(card=entity.id, rule="FOW-KW-ETERNAL"))
        return False
    astral = entity.j_ruler and "imperishable" not in keywords
    events.append(ev.Destroyed(card=entity.id))
    board.leave_field(entity, "graveyard", events, astral=astral)
    return True


def cancel(board: Board, target: str, events: list[Event]) -> None:
    state = board.state
    for index, item in enumerate(state.chase):
        if item.id != target:
            continue
        del state.chase[index]
        events.append(ev.Cancelled(object=item.id, card=item.card))
        if item.kind == "spell":
            owner = board.player(item.controller)
            (owner.removed if item.remnant else owner.graveyard).append(item.card)
        return


def _enter_field(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-PLAY-3: the card enters the field recovered; an addition whose J/resonator target is gone goes
    to the graveyard instead (CR 702.3a)."""
    state = board.state
    controller = board.player(item.controller)
    card = board.card(item.card)
    added_to = None
    if card.type == "addition" and "j_resonator" in card.subtypes:
        target = item.targets[0] if item.targets else None
        if target is None or target_problem(board, item.controller, card.targets[0], target) is not None:
            controller.graveyard.append(item.card)
            events.append(ev.TargetIllegal(object=item.id, target=target, rule="FOW-PLAY-2"))
            return
        added_to = target
    entity = Entity(id=item.card, rested=card.enters_rested, since=state.turn.number, added_to=added_to, awakened=item.awakened)
    controller.field.append(entity)
    events.append(ev.Entered(player=controller.id, card=item.card, added_to=added_to, awakened=item.awakened))
    trigger_enter(board, entity, events)


def trigger_enter(board: Board, entity: Entity, events: list[Event]) -> None:
    """FOW-KW-ENTER: queue the card's [Enter] abilities (those whose condition holds); then the
    [Resonance] abilities its magic stone types trigger (FOW-KW-RESONANCE-R)."""
    card = board.defn(entity)
    controller = board.owner(entity.id).id
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, Automatic) and ability.trigger == "enter" and condition_holds(board, ability.condition, controller, entity.awakened):
            queue(board, controller, entity.id, index, events, awakened=entity.awakened)
    if card.stone_types:
        _trigger_resonance(board, controller, set(card.stone_types), events)


def _trigger_resonance(board: Board, controller: str, stone_types: set[str], events: list[Event]) -> None:
    """FOW-KW-RESONANCE-R (CR 1127.2, 1127.3): a card with a magic stone type entered the field under
    ``controller``'s control: their cards in the field (the card itself included) and their ruler in its
    ruler area (FOW-RULER-AREA-R) with [Resonance] of one of those types trigger."""
    player = board.player(controller)
    for entity in list(player.field):
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "resonance" and stone_types & set(ability.stone_types):
                queue(board, controller, entity.id, index, events)
    if player.ruler is not None:
        for index, ability in enumerate(board.card(player.ruler.id).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "resonance" and stone_types & set(ability.stone_types):
                queue(board, controller, player.ruler.id, index, events, ruler_area=True)


def automatic_kind(pending: Pending) -> Literal["automatic", "ruler_automatic"]:
    """The chase kind of a pending automatic ability: a ruler's from its ruler area, or any other."""
    return "ruler_automatic" if pending.ruler_area is True else "automatic"


def queue(
    board: Board,
    controller: str,
    source: str,
    ability: int | Literal["explode"],
    events: list[Event],
    *,
    awakened: bool = False,
    victim: str | None = None,
    ruler_area: bool = False,
) -> None:
    pending = Pending(id=board.next_id("auto"), controller=controller, source=source, ability=ability, awakened=awakened, victim=victim)
    if ruler_area:
        pending.ruler_area = True
    board.state.pending.append(pending)
    events.append(ev.Triggered(pending=pending.id, player=controller, card=source, ability=ability))


def _resolve_judgment(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-JUDG-2: the ruler becomes its J-ruler in the field, orientation kept; counts as controlled
    since the game began (FOW-AMB-6)."""
    controller = board.player(item.controller)
    ruler = controller.ruler
    if ruler is None or ruler.id != item.card:
        events.append(ev.JudgmentFailed(player=controller.id))
        return
    controller.ruler = None
    entity = Entity(id=ruler.id, rested=ruler.rested, since=0, j_ruler=True)
    controller.field.append(entity)
    events.append(ev.Judgment(player=controller.id, card=ruler.id, rule="FOW-JUDG-2"))
    trigger_enter(board, entity, events)


def _resolve_explode(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-KW-EXPLODE: if the source is a resonator (last known information: it may already have died
    of the same battle damage), destroy it and the resonator it damaged, each if still in the field."""
    source = board.entity(item.card)
    source_type = board.defn(source).type if source is not None else board.card(item.card).type
    if source_type != "resonator":
        return
    victim = board.entity(item.victim) if item.victim else None
    if source is not None:
        destroy(board, source, events)
    if victim is not None and board.defn(victim).type == "resonator" and board.entity(victim.id) is not None:
        destroy(board, victim, events)
