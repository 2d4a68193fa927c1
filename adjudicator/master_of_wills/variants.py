"""The five variants of Master of Wills as objects: every way a variant differs is an attribute or a hook here.

A module never compares variant names: it asks the variant of its :class:`~.board.Board` (``board.variant``,
selected once from ``state.variant``) how many sides there are, whether sides are teams, whether the game is
solo or co-operative, how many turns a round has, how large the opening hand is, and who won.

* ``standard`` -- 1 vs 1 (MOW-SETUP-1);
* ``2v2`` -- two teams of two sharing a Faction deck, the printed turn chart (MOW-V2V2-1, MOW-V2V2-3);
* ``ffa3`` -- three sides, free for all (MOW-FFA-1);
* ``mowitaire`` -- solo against a dealt opponent side (MOW-SOLO-1, MOW-AMB-18);
* ``mow-op`` -- co-op: both sides must reach the round thresholds (MOW-COOP-1, MOW-COOP-2, MOW-AMB-16).

    >>> VARIANT_BY_ID["2v2"].teams, VARIANT_BY_ID["2v2"].hand_size, VARIANT_BY_ID["ffa3"].sides
    (True, 2, 3)
    >>> [v.id for v in VARIANTS if v.solo or v.coop_thresholds is not None]
    ['mowitaire', 'mow-op']
"""

from __future__ import annotations

from ..core.game import Result, Variant
from .state import State

COOP_THRESHOLDS = (20, 45, 70, 100, 130, 160, 195, 240)
"""MOW-COOP-2: the cumulative score each side needs at the end of rounds 1 to 8 (``options.coop_thresholds``
replaces them)."""
ROUNDS = 8
"""MOW-SETUP-1: a game is eight rounds."""


class MowVariant(Variant, frozen=True, kw_only=True):
    """A Master of Wills variant: :class:`~adjudicator.core.game.Variant` (id, player counts, description)
    plus what the rules modules ask of it."""

    sides: int
    """How many sides play (a Mowitaire game has the player's side and the dealt opponent's)."""
    hand_size: int
    """MOW-SETUP-2: 3 Faction cards in hand; MOW-V2V2-1: 2 in 2 vs 2."""
    turns_per_round: int
    """Turns in a round: one per side, one per player in 2 vs 2 pairs (MOW-V2V2-3), one in Mowitaire."""
    teams: bool = False
    """Sides are teams of two sharing a deck; the turn order is the printed chart; the team that goes first
    names its lead (MOW-V2V2-3, MOW-AMB-9); teammates may see each other's hands (MOW-AMB-10)."""
    solo: bool = False
    """One player against a side dealt from the Community deck (MOW-SOLO-1)."""
    coop_thresholds: tuple[int, ...] | None = None
    """Co-op: the sides win or lose together and must reach these cumulative scores (MOW-COOP-2)."""

    @property
    def coop(self) -> bool:
        return self.coop_thresholds is not None

    def result(self, state: State, side_scores: dict[str, int], reason: str, *, coop_lost: bool) -> Result:
        """MOW-SCORE-1, MOW-SCORE-1-R: the sides with the best score win, a tie is shared."""
        scores = {player.id: side_scores[player.side] for player in state.players}
        best = max(side_scores.values())
        leaders = [side_id for side_id, score in side_scores.items() if score == best]
        winners = [player.id for player in state.players if player.side in leaders]
        if len(leaders) > 1:
            reason = f"{reason}; tie shared (MOW-SCORE-1-R)"
        return Result(winners=winners, scores=scores, reason=reason)


class SoloVariant(MowVariant, frozen=True, kw_only=True):
    def result(self, state: State, side_scores: dict[str, int], reason: str, *, coop_lost: bool) -> Result:
        """MOW-AMB-18: the player wins with a strictly higher score than the dealt opponent."""
        scores = {player.id: side_scores[player.side] for player in state.players}
        own, opponent = state.sides
        won = side_scores[own.id] > side_scores[opponent.id]
        text = f"{reason}: {side_scores[own.id]} against the opponent's {side_scores[opponent.id]}"
        return Result(winners=[state.players[0].id] if won else [], scores=scores, reason=text)


class CoopVariant(MowVariant, frozen=True, kw_only=True):
    def result(self, state: State, side_scores: dict[str, int], reason: str, *, coop_lost: bool) -> Result:
        """MOW-COOP-2: everybody wins unless a threshold was missed."""
        scores = {player.id: side_scores[player.side] for player in state.players}
        winners = [] if coop_lost else [p.id for p in state.players]
        return Result(winners=winners, scores=scores, reason=reason)


VARIANTS: tuple[MowVariant, ...] = (
    MowVariant("standard", 2, 2, "1 vs 1, 8 rounds", sides=2, hand_size=3, turns_per_round=2),
    MowVariant(
        "2v2", 4, 4, "two teams of two sharing a deck; the printed turn chart",
        sides=2, hand_size=2, turns_per_round=2, teams=True,
    ),
    MowVariant("ffa3", 3, 3, "three sides, free for all", sides=3, hand_size=3, turns_per_round=3),
    SoloVariant(
        "mowitaire", 1, 1, "solo against a dealt opponent side (options.difficulty easy/medium/hard)",
        sides=2, hand_size=3, turns_per_round=1, solo=True,
    ),
    CoopVariant(
        "mow-op", 2, 2, "co-op: both sides must reach the round thresholds",
        sides=2, hand_size=3, turns_per_round=2, coop_thresholds=COOP_THRESHOLDS,
    ),
)
VARIANT_BY_ID: dict[str, MowVariant] = {variant.id: variant for variant in VARIANTS}
