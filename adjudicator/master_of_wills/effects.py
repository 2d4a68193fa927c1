"""The effect vocabulary: one implementation for each of the 18 power icons (MOW-FACTION-7).

A Faction card being carried out is a :class:`~.state.Resolution` whose queue holds references to the card's
steps.  Every op provides up to four functions, written once:

* ``run``: do the automatic part of the step; answer True when the player must choose a target now;
* ``options``: the targets the player may choose now (``(target, toward)`` pairs);
* ``choose``: apply one chosen target;
* ``feasibility``: what the step needs of a position to be carried out in full (MOW-FACTION-4 /
  MOW-AMB-8), prepared once per step as tests (:data:`~.steps.Feasibility`).

The steps that take targets are in :mod:`.steps`; the automatic ones (Bonus Play, Instant Play, Community
Draw, Gamble, Copycat, and the placement markers Round Effect and Reveal) are here, with the table that
binds each op to its functions and the machine that runs a card's queue (:func:`advance`).

Protection and the locked Allies apply to every effect (MOW-MOVE-5): targets are only cards that
:meth:`~.board.Board.can_affect` (and :meth:`~.board.Board.can_move` for moves and swaps).  Draw-icon cards an
effect moves out of Neutral are counted in the resolution and drawn for when the card is done
(MOW-DRAW-4, MOW-AMB-5).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import msgspec

from ..core.game import Event
from . import events as ev
from .board import Board
from .cards import (
    Afterlife,
    BonusPlay,
    CardEffect,
    Catalogue,
    CommunityDraw,
    Copycat,
    ExtraTurn,
    Freeze,
    Gamble,
    InstantPlay,
    Kill,
    LastingEffect,
    Move,
    Protection,
    RemoveSpecial,
    Reveal,
    RoundEffect,
    Spy,
    Swap,
    ValueChange,
    walk_steps,
)
from .state import Resolution, StepRef
from .steps import (
    ALWAYS,
    Feasibility,
    Option,
    afterlife_choose,
    afterlife_feasible,
    afterlife_options,
    afterlife_run,
    lasting_choose,
    lasting_feasible,
    lasting_options,
    lasting_run,
    remove_choose,
    remove_feasible,
    remove_options,
    remove_run,
    resolver_side,
    spy_choose,
    spy_feasible,
    spy_options,
    spy_run,
    swap_choose,
    swap_feasibility,
    swap_options,
    swap_run,
    targeted_choose,
    targeted_feasibility,
    targeted_options,
    targeted_run,
    tested_by,
)

__all__ = ["Option"]


# -- step references -----------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=4096)
def _step_at(cat: Catalogue, source: str, path: str) -> Any:
    parts = path.split("/")
    step = cat.faction[source].steps[int(parts[0])]
    for branch, index in zip(parts[1::2], parts[2::2], strict=True):
        step = getattr(step, branch)[int(index)]
    return step


def step_at(cat: Catalogue, ref: StepRef) -> Any:
    return _step_at(cat, ref.source, ref.path)


def op_of(step: Any) -> str:
    tag: str = step.__struct_config__.tag
    return tag


# -- automatic steps -------------------------------------------------------------------------------------------
def draw_faction(board: Board, player_id: str, count: int, events: list[Event], reason: str) -> list[str]:
    player = board.player_by_id[player_id]
    deck = board.side(player.side).faction_deck
    drawn = []
    for _ in range(count):
        if not deck:
            break
        card = deck.pop(0)
        player.hand.append(card)
        player.drawn += 1
        drawn.append(card)
        events.append(ev.FactionDrawn(player=player_id, card=card, reason=reason, visible_to=visible_to(board, player_id)))
    return drawn


def visible_to(board: Board, player_id: str) -> list[str]:
    """Who may see ``player_id``'s hand: the player, and the partner when the option says so (MOW-AMB-10)."""
    if board.variant.teams and board.state.options.teammate_hands_visible:
        return list(board.side_of(player_id).players)
    return [player_id]


def _in_own_faction_phase(board: Board, res: Resolution) -> bool:
    turn = board.state.turn
    return board.state.phase == "faction" and turn is not None and turn.player == res.player


def _bonus_run(board: Board, res: Resolution, step: BonusPlay, events: list[Event]) -> bool:
    draw_faction(board, res.player, step.draw, events, "bonus_play")
    if _in_own_faction_phase(board, res):
        turn = board.state.turn
        assert turn is not None
        turn.plays += 1
        turn.bonus = True
        events.append(ev.BonusPlay(player=res.player, by=res.card))
    return False


def _bonus_feasible(board: Board, side_id: str, step: BonusPlay) -> bool:
    return len(board.side(side_id).faction_deck) >= step.draw


def _instant_run(board: Board, res: Resolution, step: InstantPlay, events: list[Event]) -> bool:
    drawn = draw_faction(board, res.player, 1, events, "instant_play")
    if drawn and _in_own_faction_phase(board, res):
        turn = board.state.turn
        assert turn is not None
        turn.must_play = drawn[0]
        turn.plays += 1
    return False


def _instant_feasible(board: Board, side_id: str, step: InstantPlay) -> bool:
    return bool(board.side(side_id).faction_deck)


def _draw_run(board: Board, res: Resolution, step: CommunityDraw, events: list[Event]) -> bool:
    for _ in range(step.count):
        if step.to == "neutral":
            board.draw_to_neutral(events, res.card)
        elif board.state.community_deck:
            card = board.state.community_deck.pop(0)
            board.side(resolver_side(board, res)).recruits.append(card)
            events.append(ev.CommunityDrawn(card=card, to=resolver_side(board, res), reason=res.card))
    return False


def _draw_feasible(board: Board, side_id: str, step: CommunityDraw) -> bool:
    return len(board.state.community_deck) >= step.count


def _gamble_run(board: Board, res: Resolution, step: Gamble, events: list[Event]) -> bool:
    deck = board.state.community_deck
    if not deck:
        return False
    card = deck.pop(0)
    board.state.afterlife.append(card)
    value = board.cat.community[card].value
    won = value >= step.threshold
    events.append(ev.Gamble(card=card, value=value, threshold=step.threshold, won=won, by=res.card))
    head = res.queue[0]
    branch = "win" if won else "lose"
    branch_steps = step.win if won else step.lose
    res.queue[1:1] = [StepRef(head.source, f"{head.path}/{branch}/{i}") for i in range(len(branch_steps))]
    return False


def _gamble_feasible(board: Board, side_id: str, step: Gamble) -> bool:
    return bool(board.state.community_deck)


COPY_BLOCKERS = ("copycat", "instant_play", "bonus_play")


def copyable(board: Board, card_id: str) -> bool:
    key = ("copyable", card_id)
    found = board.cat.derived.get(key)
    if found is None:
        card = board.cat.faction[card_id]
        if card.unsupported is not None or card.placement != "instant":
            found = False
        else:
            found = not any(op_of(step) in COPY_BLOCKERS for step in walk_steps(card.steps))
        board.cat.derived[key] = found
    return found


def copy_source(board: Board, side_id: str, step: Copycat, player_id: str) -> str | None:
    """The card Copycat copies: the topmost copyable card whose steps can be completed (MOW-FACTION-4)."""
    piles = [board.side(side_id).faction_discard] if step.source == "own_discard" else [s.faction_discard for s in board.opponents(side_id)]
    for pile in piles:
        for instance in reversed(pile):
            card_id = instance.partition("#")[0]
            if copyable(board, card_id) and card_feasible(board, side_id, card_id):
                return card_id
    return None


def _copy_run(board: Board, res: Resolution, step: Copycat, events: list[Event]) -> bool:
    source = copy_source(board, resolver_side(board, res), step, res.player)
    if source is not None:
        count = len(board.cat.faction[source].steps)
        res.queue[1:1] = [StepRef(source, str(i)) for i in range(count)]
        events.append(ev.Copied(card=source, by=res.card))
    return False


def _copy_feasible(board: Board, side_id: str, step: Copycat) -> bool:
    return copy_source(board, side_id, step, "") is not None


def _extra_run(board: Board, res: Resolution, step: ExtraTurn, events: list[Event]) -> bool:
    """MOW-EXTRA-1-R: queue another turn for the card's player, taken right after the current turn."""
    state = board.state
    if state.turn is None:
        events.append(ev.ExtraTurnGranted(player=res.player, by=res.card, lost=True))
        return False
    queued = [] if isinstance(state.extra_turns, msgspec.UnsetType) else state.extra_turns
    state.extra_turns = [*queued, res.player]
    events.append(ev.ExtraTurnGranted(player=res.player, by=res.card))
    return False


def _noop_run(board: Board, res: Resolution, step: Any, events: list[Event]) -> bool:
    return False


def _always(cat: Catalogue, step: Any) -> Feasibility:
    return ALWAYS


def _no_options(board: Board, res: Resolution, step: Any) -> list[Option]:
    return []


# -- the table: op -> (run, options, choose, feasibility) -------------------------------------------------------
class Op:
    __slots__ = ("choose", "feasibility", "options", "run")

    def __init__(
        self,
        run: Callable[..., bool],
        options: Callable[..., list[Option]],
        choose: Callable[..., None] | None,
        feasibility: Callable[[Catalogue, Any], Feasibility],
    ) -> None:
        self.run, self.options, self.choose, self.feasibility = run, options, choose, feasibility


_TARGETED = Op(targeted_run, targeted_options, targeted_choose, targeted_feasibility)
OPS: dict[type, Op] = {
    Afterlife: Op(afterlife_run, afterlife_options, afterlife_choose, tested_by(afterlife_feasible)),
    Move: _TARGETED,
    BonusPlay: Op(_bonus_run, _no_options, None, tested_by(_bonus_feasible)),
    LastingEffect: Op(lasting_run, lasting_options, lasting_choose, tested_by(lasting_feasible)),
    CardEffect: _TARGETED,
    Protection: _TARGETED,
    CommunityDraw: Op(_draw_run, _no_options, None, tested_by(_draw_feasible)),
    RemoveSpecial: Op(remove_run, remove_options, remove_choose, tested_by(remove_feasible)),
    Copycat: Op(_copy_run, _no_options, None, tested_by(_copy_feasible)),
    Reveal: Op(_noop_run, _no_options, None, _always),
    Freeze: _TARGETED,
    RoundEffect: Op(_noop_run, _no_options, None, _always),
    Gamble: Op(_gamble_run, _no_options, None, tested_by(_gamble_feasible)),
    Spy: Op(spy_run, spy_options, spy_choose, tested_by(spy_feasible)),
    InstantPlay: Op(_instant_run, _no_options, None, tested_by(_instant_feasible)),
    Swap: Op(swap_run, swap_options, swap_choose, swap_feasibility),
    Kill: _TARGETED,
    ValueChange: _TARGETED,
    ExtraTurn: Op(_extra_run, _no_options, None, _always),
}


def feasibility_checks(cat: Catalogue, card_id: str, start: int = 0) -> Feasibility:
    """MOW-FACTION-4 / MOW-AMB-8 for the steps of ``card_id`` from ``start``: every step before its Reveal
    step and not tagged ``against_opponent`` can be carried out in full.  The tests of those steps (each
    op's ``feasibility``), worked out once per card."""
    key = ("feasible", card_id, start)
    found: Feasibility | None = cat.derived.get(key)
    if found is None:
        checks: list[Any] = []
        for step in cat.faction[card_id].steps[start:]:
            if isinstance(step, Reveal):
                break
            if not step.against_opponent:
                checks.extend(OPS[type(step)].feasibility(cat, step))
        found = cat.derived[key] = tuple(checks)
    return found


def card_feasible(board: Board, side_id: str, card_id: str, start: int = 0) -> bool:
    """Whether the steps of catalogue card ``card_id`` from ``start`` can be carried out (:func:`feasibility_checks`)."""
    checks = board.cat.derived.get(("feasible", card_id, start))
    if checks is None:
        checks = feasibility_checks(board.cat, card_id, start)
    for test, argument in checks:  # noqa: SIM110 (a plain loop: this runs for every card in hand)
        if not test(board, side_id, argument):
            return False
    return True


def current_options(board: Board, res: Resolution) -> list[Option]:
    step = step_at(board.cat, res.queue[0])
    return OPS[type(step)].options(board, res, step)


_TARGETING = (Move, Kill, Protection, Freeze, ValueChange, CardEffect, Afterlife, Swap)


def advance(board: Board, res: Resolution, events: list[Event]) -> bool:
    """Run steps until one waits for a choice (True) or the queue is empty (False)."""
    while res.queue:
        step = step_at(board.cat, res.queue[0])
        if OPS[type(step)].run(board, res, step, events):
            return True
        res.queue.pop(0)
        if isinstance(step, _TARGETING) and getattr(step, "target", "choose") != "previous":
            res.previous = [card for card in res.chosen if card.startswith("MOW-C-")]
        res.stage = 0
        res.done = 0
        res.chosen = []
    return False


def apply_choice(board: Board, res: Resolution, target: str, toward: str | None, events: list[Event]) -> None:
    step = step_at(board.cat, res.queue[0])
    choose = OPS[type(step)].choose
    assert choose is not None
    choose(board, res, step, target, toward, events)
