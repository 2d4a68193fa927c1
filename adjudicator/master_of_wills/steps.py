"""The effect steps that ask the player for targets: Afterlife, Move, Kill, Protection, Freeze, Value Change,
Card Effect, Lasting Effect, Remove Special, Spy and Swap (MOW-FACTION-3, MOW-FACTION-7; MOW-MOVE-5 for every target).

Each provides ``run`` (True while a target must be chosen), ``options``, ``choose`` and ``feasibility``
(what MOW-FACTION-4 asks of the position, worked out once per step: see :data:`Feasibility`); the table
that binds them to their ops is in :mod:`.effects`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.game import Event
from . import events as ev
from .board import NEUTRAL, Board, Place, only_values
from .cards import (
    Afterlife,
    CardEffect,
    Catalogue,
    Filter,
    Freeze,
    Kill,
    LastingEffect,
    Move,
    Protection,
    RemoveSpecial,
    Spy,
    Swap,
    ValueChange,
)
from .state import Attachment, LastingSlot, Resolution, Status

Option = tuple[str, str | None]

FeasibilityTest = tuple[Callable[[Board, str, Any], bool], Any]
Feasibility = tuple[FeasibilityTest, ...]
"""Whether a step can be carried out in full (MOW-FACTION-4 / MOW-AMB-8), prepared once per step of the
catalogue: tests ``(test, argument)``, each called ``test(board, side_id, argument)``; the step is feasible for
``side_id`` when every test answers True (no test: always feasible)."""

ALWAYS: Feasibility = ()


def tested_by(test: Callable[[Board, str, Any], bool]) -> Callable[[Catalogue, Any], Feasibility]:
    """The feasibility of a step whose one test takes the step itself."""

    def feasibility(cat: Catalogue, step: Any) -> Feasibility:
        return ((test, step),)

    return feasibility


# -- shared helpers ------------------------------------------------------------------------------------------
def resolver_side(board: Board, res: Resolution) -> str:
    return board.player_by_id[res.player].side


def matches(board: Board, card: str, filter_: Filter) -> bool:
    if filter_.sector is not None and board.cat.community[card].sector != filter_.sector:
        return False
    if filter_.min_value is not None or filter_.max_value is not None:
        value = board.value(card)
        if filter_.min_value is not None and value < filter_.min_value:
            return False
        if filter_.max_value is not None and value > filter_.max_value:
            return False
    return True


def candidates(board: Board, side_id: str, filter_: Filter, *, moving: bool, exclude: Sequence[str] = ()) -> list[tuple[str, Place]]:
    """Cards matching ``filter_`` for ``side_id`` that an effect may touch (MOW-MOVE-5)."""
    found: list[tuple[str, Place]] = []
    for place in board.zone_places(side_id, board.cat.zones(filter_)):
        for card in board.cards_at(place):
            if card in exclude:
                continue
            allowed = board.can_move(card, place) if moving else board.can_affect(card, place)
            if allowed and matches(board, card, filter_):
                found.append((card, place))
    return found


class TargetNeed:
    """``need`` cards matching ``filter`` that an effect may touch (move, when ``moving``): what a
    completability test looks for, with the filter's zones and sector worked out once."""

    __slots__ = ("bounded", "filter", "moving", "need", "of_sector", "zones")

    def __init__(self, cat: Catalogue, filter_: Filter, need: int, *, moving: bool) -> None:
        self.filter = filter_
        self.need = need
        self.moving = moving
        self.zones = cat.zones(filter_)
        self.of_sector = cat.by_sector.get(filter_.sector, frozenset()) if filter_.sector is not None else None
        self.bounded = filter_.min_value is not None or filter_.max_value is not None


def enough_targets(board: Board, side_id: str, spec: TargetNeed) -> bool:
    """``len(candidates(...)) >= spec.need``, stopping as soon as there are enough."""
    statuses = board.state.statuses
    of_sector = spec.of_sector
    need = spec.need
    for cards in board.zone_rows(side_id, spec.zones):
        if of_sector is not None and of_sector.isdisjoint(cards):
            continue
        for card in cards:
            if of_sector is not None and card not in of_sector:
                continue
            marks = statuses.get(card)
            if marks:
                if spec.moving:
                    if not only_values(marks):
                        continue
                elif any(status.kind == "protect" for status in marks):
                    continue
            if spec.bounded and not matches(board, card, spec.filter):
                continue
            need -= 1
            if need <= 0:
                return True
    return need <= 0


def until_fields(board: Board, until: str) -> dict[str, Any]:
    """Status expiry for a duration (the turn index at whose end it expires, or while its source stays)."""
    state = board.state
    if until == "while_in_play":
        return {"while_source": True}
    if until == "end_of_next_turn":
        return {"until_turn": state.turn_index + 1}
    if until == "end_of_round":
        per_round = board.variant.turns_per_round
        return {"until_turn": (state.turn_index // per_round + 1) * per_round - 1}
    return {}


def note_affected(board: Board, res: Resolution, side_id: str | None) -> None:
    if side_id is not None and side_id != resolver_side(board, res) and side_id not in res.affected:
        res.affected.append(side_id)


def move_card(board: Board, res: Resolution, card: str, place: Place, step: Move, toward: str | None, events: list[Event]) -> None:
    """Carry out ``step`` on one card: straight to a row, or ``distance`` single-row steps (MOW-AMB-1, MOW-AMB-4)."""
    own = resolver_side(board, res)
    note_affected(board, res, place[0])
    if step.to is not None:
        if step.to == "allies":
            target: Place = (place[0] or own, "allies")
        elif step.to == "own_recruits":
            target = (own, "recruits")
        else:
            target = (toward or own, "recruits")
        board.relocate(card, place, target, res.exits, res.entered)
        events.append(ev.Moved(card=card, from_=list(place), to=list(target), by=res.card))
        note_affected(board, res, target[0])
        return
    current = place
    for _ in range(step.distance):
        if current[1] == "allies":
            break  # a card that reaches Allies is locked and stops receiving steps (MOW-AMB-4)
        heading = toward
        if not heading and current[0] is None and step.direction < 0:
            heading = board.default_toward(own)  # only a - step out of Neutral goes toward a side
        nxt = board.step_place(current, own, step.direction, heading)
        board.relocate(card, current, nxt, res.exits, res.entered)
        current = nxt
    events.append(ev.Moved(card=card, from_=list(place), to=list(current), by=res.card))
    note_affected(board, res, current[0])


# -- targeted steps (move, kill, protection, freeze, value change, card effect) ------------------------------
def targeted_options(board: Board, res: Resolution, step: Any) -> list[Option]:
    moving = isinstance(step, Move)
    filter_ = step.filter
    own = resolver_side(board, res)
    if isinstance(step, Move) and step.to == "affected_recruits":
        if res.done >= len(res.affected):
            return []
        return [(card, None) for card, _ in candidates(board, own, filter_, moving=True, exclude=res.chosen)]
    opts: list[Option] = []
    for card, place in candidates(board, own, filter_, moving=moving, exclude=res.chosen):
        if moving and step.to is None and board.needs_toward(place, step.direction):
            opts.extend((card, other.id) for other in board.opponents(own))
        else:
            opts.append((card, None))
    return opts


def targeted_count(step: Any) -> int:
    if isinstance(step, CardEffect):
        return 1
    count: int = step.count
    return count


def targeted_need(step: Any) -> int:
    """How many targets a ``choose`` step needs to be possible: its count, or 1 for "up to" (MOW-UPTO-1-R)."""
    return 1 if getattr(step, "up_to", False) else targeted_count(step)


def may_stop(step: Any, res: Resolution) -> bool:
    """MOW-UPTO-1-R: an "up to N" step may be stopped once it has taken one target."""
    return bool(getattr(step, "up_to", False)) and getattr(step, "target", "choose") == "choose" and res.done >= 1


def targeted_run(board: Board, res: Resolution, step: Any, events: list[Event]) -> bool:
    target = getattr(step, "target", "choose")
    if target == "choose":
        if isinstance(step, Move) and step.to == "affected_recruits":
            return res.done < len(res.affected) and bool(targeted_options(board, res, step))
        return res.done < targeted_count(step) and bool(targeted_options(board, res, step))
    own = resolver_side(board, res)
    if target == "all":
        found = candidates(board, own, step.filter, moving=isinstance(step, Move))
    else:  # previous
        found = []
        for card in res.previous:
            place = board.where(card)
            if place is None:
                continue
            ok = board.can_move(card, place) if isinstance(step, Move) else board.can_affect(card, place)
            if ok:
                found.append((card, place))
    for card, place in found:
        _apply_target(board, res, step, card, place, None, events)
    if target == "all":
        res.chosen = [card for card, _ in found]
    return False


def targeted_choose(board: Board, res: Resolution, step: Any, target: str, toward: str | None, events: list[Event]) -> None:
    place = board.where(target)
    assert place is not None
    if isinstance(step, Move) and step.to == "affected_recruits":
        toward = res.affected[res.done]
    res.chosen.append(target)
    res.done += 1
    _apply_target(board, res, step, target, place, toward, events)


def _apply_target(board: Board, res: Resolution, step: Any, card: str, place: Place, toward: str | None, events: list[Event]) -> None:
    if isinstance(step, Move):
        move_card(board, res, card, place, step, toward, events)
    elif isinstance(step, Kill):
        note_affected(board, res, place[0])
        board.kill(card, events, res.card)
    elif isinstance(step, (Protection, Freeze)):
        protect = isinstance(step, Protection)
        board.add_status(card, Status(kind="protect" if protect else "freeze", source=res.card, **until_fields(board, step.until)))
        note_affected(board, res, place[0])
        events.append((ev.Protected if protect else ev.Frozen)(card=card, by=res.card))
    elif isinstance(step, ValueChange):
        current = board.value(card)
        if step.reverse:
            printed = board.cat.community[card].value
            new = 2 * current if step.double_if_negative and printed < 0 else -current
            delta = new - current
        else:
            delta = step.delta
        board.add_status(card, Status(kind="value", source=res.card, delta=delta, **until_fields(board, step.until)))
        note_affected(board, res, place[0])
        events.append(ev.ValueChanged(card=card, delta=delta, by=res.card))
    elif isinstance(step, CardEffect):
        _leave_round_space(board, res)
        res.in_limbo = False
        board.state.attachments.append(Attachment(card=res.card, player=res.player, target=card))
        note_affected(board, res, place[0])
        events.append(ev.CardEffectPlaced(card=res.card, behind=card))


def _leave_round_space(board: Board, res: Resolution) -> None:
    for side in board.state.sides:
        side.round_effects = [slot for slot in side.round_effects if slot.card != res.card]


def targeted_feasibility(cat: Catalogue, step: Any) -> Feasibility:
    """Enough cards the step may touch to choose every target; a step on all cards or on the previous
    targets is always possible."""
    target = getattr(step, "target", "choose")
    if target != "choose":
        return ALWAYS
    if isinstance(step, Move) and step.to == "affected_recruits":
        return ALWAYS  # how many sides it serves is known only when the earlier steps ran (MOW-FACTION-4-R)
    return ((enough_targets, TargetNeed(cat, step.filter, targeted_need(step), moving=isinstance(step, Move))),)


# -- afterlife -----------------------------------------------------------------------------------------------
def afterlife_total(board: Board, step: Afterlife) -> int:
    return step.count * (len(board.state.sides) if step.to == "each_recruits" else 1)


def afterlife_options(board: Board, res: Resolution, step: Afterlife) -> list[Option]:
    if step.to == "opponent_recruits" and len(board.state.sides) > 2:
        others = board.opponents(resolver_side(board, res))
        return [(card, side.id) for card in board.state.afterlife for side in others]
    return [(card, None) for card in board.state.afterlife]


def afterlife_run(board: Board, res: Resolution, step: Afterlife, events: list[Event]) -> bool:
    return res.done < afterlife_total(board, step) and bool(board.state.afterlife)


def afterlife_choose(board: Board, res: Resolution, step: Afterlife, target: str, toward: str | None, events: list[Event]) -> None:
    own = resolver_side(board, res)
    if step.to == "neutral":
        place: Place = (None, NEUTRAL)
    elif step.to == "own_recruits":
        place = (own, "recruits")
    elif step.to == "opponent_recruits":
        place = (toward or board.default_toward(own), "recruits")
    else:
        order = [own] + [side.id for side in board.opponents(own)]
        place = (order[res.done // step.count], "recruits")
    board.state.afterlife.remove(target)
    board.cards_at(place).append(target)
    res.done += 1
    res.chosen.append(target)
    note_affected(board, res, place[0])
    events.append(ev.FromAfterlife(card=target, to=list(place), by=res.card))


def afterlife_feasible(board: Board, side_id: str, step: Afterlife) -> bool:
    return len(board.state.afterlife) >= afterlife_total(board, step)


# -- lasting effect (MOW-FACTION-3, MOW-FACTION-5) ---------------------------------------------------------------------
def lasting_rows(board: Board, side_id: str, step: LastingEffect) -> list[str]:
    sides = [board.side(side_id)] if step.side == "own" else board.opponents(side_id)
    rows = []
    for side in sides:
        if side.lasting_recruits is None:
            rows.append(f"{side.id}/recruits")
        if side.lasting_loyalists is None:
            rows.append(f"{side.id}/loyalists")
    return rows


def _marker_options(board: Board) -> list[Option]:
    return [(card, None) for card in board.state.neutral if board.can_move(card, (None, NEUTRAL))]


def lasting_options(board: Board, res: Resolution, step: LastingEffect) -> list[Option]:
    if res.stage == 0:
        return [(row, None) for row in lasting_rows(board, resolver_side(board, res), step)]
    return _marker_options(board) if step.marker and res.stage == 1 else []


def lasting_run(board: Board, res: Resolution, step: LastingEffect, events: list[Event]) -> bool:
    return bool(lasting_options(board, res, step))


def lasting_choose(board: Board, res: Resolution, step: LastingEffect, target: str, toward: str | None, events: list[Event]) -> None:
    if res.stage == 0:
        side_id, _, row = target.partition("/")
        setattr(board.side(side_id), f"lasting_{row}", LastingSlot(card=res.card, player=res.player))
        res.in_limbo = False
        res.stage = 1
        note_affected(board, res, side_id)
        events.append(ev.LastingEffectPlaced(card=res.card, side=side_id, row=row))
        return
    for side in board.state.sides:
        for slot in (side.lasting_recruits, side.lasting_loyalists):
            if slot is not None and slot.card == res.card:
                board.state.neutral.remove(target)
                if board.cat.community[target].draw_icons and target not in res.entered and target not in res.exits:
                    res.exits.append(target)  # it leaves Neutral by a Faction card (MOW-DRAW-4)
                slot.marker = target
                # Off the board now: its statuses end and its Card Effects go to their owners' discards.
                board.state.statuses.pop(target, None)
                board.detach_all(target, events)
                events.append(ev.MarkerPlaced(card=target, under=res.card))
    res.stage = 2


def lasting_feasible(board: Board, side_id: str, step: LastingEffect) -> bool:
    if not lasting_rows(board, side_id, step):
        return False
    return not step.marker or bool(_marker_options(board))


# -- remove special (MOW-FACTION-3) ---------------------------------------------------------------------------
def special_refs(board: Board, side_id: str, step: RemoveSpecial, exclude: str) -> list[str]:
    """The Faction cards in play ``step`` may remove, by position: ``<side>/lasting/<row>`` (the side whose row
    it lies under), ``<side>/round/<i>``, ``<community card>/effect/<i>`` (positions, so a face-down card's id
    never shows).  ``step.side`` says whose cards: played by an opponent, by your side, or anyone's."""

    def wanted(player_id: str) -> bool:
        mine = board.player_by_id[player_id].side == side_id
        return step.side == "any" or (step.side == "own") == mine

    refs: list[str] = []
    for side in board.state.sides:
        if step.what in ("lasting_effect", "any"):
            for row in ("recruits", "loyalists"):
                slot = getattr(side, f"lasting_{row}")
                if slot is not None and slot.card != exclude and wanted(slot.player):
                    refs.append(f"{side.id}/lasting/{row}")
        if step.what in ("round_effect", "any"):
            refs.extend(
                f"{side.id}/round/{i}" for i, slot in enumerate(side.round_effects) if slot.card != exclude and wanted(slot.player)
            )
    if step.what in ("card_effect", "any"):
        counts: dict[str, int] = {}
        for attachment in board.state.attachments:
            index = counts.get(attachment.target, 0)
            counts[attachment.target] = index + 1
            place = board.where(attachment.target)
            if place is None or place[1] == "allies" or attachment.card == exclude:
                continue  # behind a locked Ally it cannot be touched (MOW-MOVE-5)
            if wanted(attachment.player):
                refs.append(f"{attachment.target}/effect/{index}")
    return refs


def remove_special(board: Board, ref: str, events: list[Event]) -> str:
    """Remove the special at ``ref`` (MOW-FACTION-3); returns the side of the player who had played it."""
    first, kind, last = ref.split("/")
    if kind == "lasting":
        side = board.side(first)
        slot = getattr(side, f"lasting_{last}")
        setattr(side, f"lasting_{last}", None)
        events.append(ev.SpecialRemoved(card=slot.card, from_=ref))
        if slot.marker is not None:
            board.kill(slot.marker, events, "MOW-FACTION-3")
        board.discard_faction(slot.card, events)
        return board.player_by_id[slot.player].side
    if kind == "round":
        side = board.side(first)
        slot = side.round_effects.pop(int(last))
        events.append(ev.SpecialRemoved(card=slot.card, from_=ref))
        board.discard_faction(slot.card, events)
        return board.player_by_id[slot.player].side
    matching = [a for a in board.state.attachments if a.target == first]
    attachment = matching[int(last)]
    board.state.attachments.remove(attachment)
    events.append(ev.SpecialRemoved(card=attachment.card, from_=ref))
    board.discard_faction(attachment.card, events)
    return board.player_by_id[attachment.player].side


def remove_options(board: Board, res: Resolution, step: RemoveSpecial) -> list[Option]:
    return [(ref, None) for ref in special_refs(board, resolver_side(board, res), step, res.card)]


def remove_run(board: Board, res: Resolution, step: RemoveSpecial, events: list[Event]) -> bool:
    return res.done < step.count and bool(remove_options(board, res, step))


def remove_choose(board: Board, res: Resolution, step: RemoveSpecial, target: str, toward: str | None, events: list[Event]) -> None:
    owner = remove_special(board, target, events)
    res.done += 1
    note_affected(board, res, owner)


def remove_feasible(board: Board, side_id: str, step: RemoveSpecial) -> bool:
    return len(special_refs(board, side_id, step, "")) >= step.count


# -- spy ------------------------------------------------------------------------------------------------------
def spy_targets(board: Board, side_id: str) -> list[str]:
    return [p for side in board.opponents(side_id) for p in side.players if board.player_by_id[p].hand]


def spy_options(board: Board, res: Resolution, step: Spy) -> list[Option]:
    if res.stage == 0:
        return [(p, None) for p in spy_targets(board, resolver_side(board, res))]
    if res.spied is None or res.done >= step.discard:
        return []
    return [(card, None) for card in board.player_by_id[res.spied].hand]


def spy_run(board: Board, res: Resolution, step: Spy, events: list[Event]) -> bool:
    if spy_options(board, res, step):
        return True
    res.spied = None
    return False


def spy_choose(board: Board, res: Resolution, step: Spy, target: str, toward: str | None, events: list[Event]) -> None:
    if res.stage == 0:
        res.stage = 1
        res.spied = target
        spied = board.player_by_id[target]
        note_affected(board, res, spied.side)
        seen = board.state.known.setdefault(res.player, [])
        seen.extend(card for card in spied.hand if card not in seen)
        events.append(
            ev.Spied(player=res.player, on=target, hand=list(spied.hand), visible_to=[res.player])
        )
        return
    spied = board.player_by_id[res.spied or ""]
    spied.hand.remove(target)
    spied.played += 1
    board.side(spied.side).faction_discard.append(target)
    res.done += 1
    events.append(ev.DiscardedFromHand(player=spied.id, card=target, by=res.card))


def spy_feasible(board: Board, side_id: str, step: Spy) -> bool:
    return bool(spy_targets(board, side_id))


# -- swap -----------------------------------------------------------------------------------------------------
def swap_options(board: Board, res: Resolution, step: Swap) -> list[Option]:
    own = resolver_side(board, res)
    if res.stage == 0:
        return [(card, None) for card, _ in candidates(board, own, step.own, moving=True)]
    if res.stage == 1:
        return [(card, None) for card, _ in candidates(board, own, step.other, moving=True, exclude=res.chosen)]
    return []


def swap_run(board: Board, res: Resolution, step: Swap, events: list[Event]) -> bool:
    return bool(swap_options(board, res, step))


def swap_choose(board: Board, res: Resolution, step: Swap, target: str, toward: str | None, events: list[Event]) -> None:
    if res.stage == 0:
        res.chosen = [target]
        res.stage = 1
        return
    mine = res.chosen[0]
    mine_place, other_place = board.where(mine), board.where(target)
    assert mine_place is not None and other_place is not None
    mine_list, other_list = board.cards_at(mine_place), board.cards_at(other_place)
    mine_list[mine_list.index(mine)] = target
    other_list[other_list.index(target)] = mine
    res.chosen = [target]
    res.stage = 2
    note_affected(board, res, other_place[0])
    events.append(ev.Swapped(cards=[mine, target], by=res.card))


def swap_feasibility(cat: Catalogue, step: Swap) -> Feasibility:
    """A card of one's own to swap and another to swap it with, both movable."""
    return ((enough_targets, TargetNeed(cat, step.own, 1, moving=True)), (enough_targets, TargetNeed(cat, step.other, 1, moving=True)))
