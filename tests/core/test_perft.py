"""Legal-action counts (adjudicator.core.perft) on a small game tree whose counts are known by hand."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.perft import perft


class Path(msgspec.Struct):
    """A position: the actions taken so far (no ``over`` field: a game that never ends)."""

    taken: list[int] = msgspec.field(default_factory=list)


class Ending(msgspec.Struct):
    """A position of a game that ends when action 0 is taken."""

    taken: list[int] = msgspec.field(default_factory=list)
    over: bool = False


class Tree:
    """``len(taken) + 2`` legal actions from every position: 2 at the start, then 3, then 4, ..."""

    def legal_actions(self, state: Any) -> list[int]:
        return list(range(len(state.taken) + 2))

    def _apply(self, state: Any, action: int) -> list[Any]:
        state.taken.append(action)
        if isinstance(state, Ending) and action == 0:
            state.over = True
        return []


def test_perft_counts_the_sequences_of_each_depth() -> None:
    game: Any = Tree()
    assert [perft(game, Path(), depth) for depth in range(5)] == [1, 2, 2 * 3, 2 * 3 * 4, 2 * 3 * 4 * 5]


def test_perft_leaves_its_start_position_alone() -> None:
    start = Path(taken=[7])
    assert perft(Tree(), start, 3) == 3 * 4 * 5  # type: ignore[arg-type]
    assert start.taken == [7]


def test_perft_counts_an_ended_game_as_one_sequence_and_stops_there() -> None:
    game: Any = Tree()
    assert perft(game, Ending(over=True), 3) == 1
    # From the start: action 0 ends the game (1 sequence however deep), action 1 leads on (3, then 3 * 4).
    assert perft(game, Ending(), 1) == 2
    assert perft(game, Ending(), 2) == 1 + 3
    # Depth 3: after 1, action 0 ends the game again (1), actions 1 and 2 lead on (4 each).
    assert perft(game, Ending(), 3) == 1 + (1 + 4 + 4)
