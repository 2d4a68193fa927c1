"""Scoring (MOW-SCORE-1, MOW-SCORE-1-R / MOW-AMB-13, MOW-FACTION-5 / MOW-AMB-14, MOW-COOP-2, MOW-AMB-18).

A side's score is the sum of the values of the cards in its Recruits, Loyalists and Allies (printed value plus
Card Effect changes), plus, at final scoring only, the deferred deltas of the Lasting Effects under its rows.
"""

from __future__ import annotations

from ..core.game import Result
from .board import Board
from .cards import LastingEffect
from .state import Side

COOP_THRESHOLDS = (20, 45, 70, 100, 130, 160, 195, 240)


def deferred_delta(ctx: Board, side: Side) -> int:
    total = 0
    for slot in (side.lasting_recruits, side.lasting_loyalists):
        if slot is not None:
            step = ctx.cat.faction[slot.card.partition("#")[0]].steps[0]
            if isinstance(step, LastingEffect):
                total += step.deferred_delta
    return total


def side_total(ctx: Board, side: Side, *, final: bool) -> int:
    """The side's points; ``final`` adds the Lasting Effects' deferred deltas (MOW-AMB-14)."""
    total = sum(ctx.value(card) for card in side.recruits) + sum(ctx.value(card) for card in side.loyalists)
    total += sum(ctx.value(card) for card in side.allies)
    return total + deferred_delta(ctx, side) if final else total


def thresholds(ctx: Board) -> tuple[int, ...]:
    custom = ctx.state.options.coop_thresholds
    return tuple(custom) if custom is not None else COOP_THRESHOLDS


def coop_missed(ctx: Board, round_number: int) -> list[str]:
    """MOW-COOP-2 / MOW-AMB-16: the sides below the cumulative threshold of ``round_number``."""
    needed = thresholds(ctx)[round_number - 1]
    return [side.id for side in ctx.state.sides if side_total(ctx, side, final=False) < needed]


def final_result(ctx: Board, reason: str, *, coop_lost: bool = False) -> tuple[Result, dict[str, int]]:
    """The result and every side's final score; in MOW-OP ``coop_lost`` says a threshold was missed."""
    state = ctx.state
    side_scores = {side.id: side_total(ctx, side, final=True) for side in state.sides}
    scores = {player.id: side_scores[player.side] for player in state.players}
    if state.variant == "mowitaire":
        own, opponent = state.sides
        won = side_scores[own.id] > side_scores[opponent.id]  # a strictly higher score (MOW-AMB-18)
        text = f"{reason}: {side_scores[own.id]} against the opponent's {side_scores[opponent.id]}"
        return Result(winners=[state.players[0].id] if won else [], scores=scores, reason=text), side_scores
    if state.variant == "mow-op":
        winners = [] if coop_lost else [p.id for p in state.players]
        return Result(winners=winners, scores=scores, reason=reason), side_scores
    best = max(side_scores.values())
    leaders = [side_id for side_id, score in side_scores.items() if score == best]
    winners = [player.id for player in state.players if player.side in leaders]
    if len(leaders) > 1:
        reason = f"{reason}; tie shared (MOW-SCORE-1-R)"
    return Result(winners=winners, scores=scores, reason=reason), side_scores
