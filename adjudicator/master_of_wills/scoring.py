"""Scoring (MOW-SCORE-1, MOW-SCORE-1-R / MOW-AMB-13, MOW-FACTION-5 / MOW-AMB-14, MOW-COOP-2, MOW-AMB-18).

A side's score is the sum of the values of the cards in its Recruits, Loyalists and Allies (printed value plus
Card Effect changes), plus, at final scoring only, the deferred deltas of the Lasting Effects under its rows.
"""

from __future__ import annotations

from ..core.game import Result
from .board import Board
from .cards import LastingEffect
from .state import Side


def deferred_delta(board: Board, side: Side) -> int:
    total = 0
    for slot in (side.lasting_recruits, side.lasting_loyalists):
        if slot is not None:
            step = board.cat.faction[slot.card.partition("#")[0]].steps[0]
            if isinstance(step, LastingEffect):
                total += step.deferred_delta
    return total


def side_total(board: Board, side: Side, *, final: bool) -> int:
    """The side's points; ``final`` adds the Lasting Effects' deferred deltas (MOW-AMB-14)."""
    total = sum(board.value(card) for card in side.recruits) + sum(board.value(card) for card in side.loyalists)
    total += sum(board.value(card) for card in side.allies)
    return total + deferred_delta(board, side) if final else total


def thresholds(board: Board) -> tuple[int, ...]:
    """MOW-COOP-2: the cumulative thresholds of rounds 1 to 8 (``options.coop_thresholds`` or the variant's)."""
    custom = board.state.options.coop_thresholds
    if custom is not None:
        return tuple(custom)
    assert board.variant.coop_thresholds is not None, "thresholds are asked only in a co-op variant"
    return board.variant.coop_thresholds


def coop_missed(board: Board, round_number: int) -> list[str]:
    """MOW-COOP-2 / MOW-AMB-16: the sides below the cumulative threshold of ``round_number``."""
    needed = thresholds(board)[round_number - 1]
    return [side.id for side in board.state.sides if side_total(board, side, final=False) < needed]


def final_result(board: Board, reason: str, *, coop_lost: bool = False) -> tuple[Result, dict[str, int]]:
    """The result and every side's final score; in MOW-OP ``coop_lost`` says a threshold was missed."""
    state = board.state
    side_scores = {side.id: side_total(board, side, final=True) for side in state.sides}
    return board.variant.result(state, side_scores, reason, coop_lost=coop_lost), side_scores
