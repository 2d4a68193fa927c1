"""Legal-action counts ("perft", as in chess engines): the number of legal action sequences of a
given depth from a state.  Checked-in count files catch any change in what the engine allows."""

from __future__ import annotations

from typing import Any

from .codec import clone
from .game import Game


def perft(game: Game[Any, Any], state: Any, depth: int) -> int:
    """How many sequences of ``depth`` legal actions (by whoever may act) start at ``state``."""
    if depth == 0 or getattr(state, "over", False):
        return 1
    actions = game.legal_actions(state)
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        child = clone(state)
        game._apply(child, action)
        total += perft(game, child, depth - 1)
    return total
