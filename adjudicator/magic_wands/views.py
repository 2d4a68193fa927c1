"""Views: what each player may see (MW-AMB-14, MW-SCORE-1).

The deck is hidden (order and content); other players' hands are hidden until the game is over, when
they are revealed for scoring; the random generator never appears in a view.
"""

from __future__ import annotations

from typing import Any

import msgspec

from ..core.errors import invalid
from .state import State

HIDDEN: dict[str, bool] = {"hidden": True}


def view(state: State, viewer: str | None) -> dict[str, Any]:
    if viewer is not None and viewer not in {p.id for p in state.players}:
        raise invalid("/player", f"{viewer!r} is not a player of this game")
    data: dict[str, Any] = msgspec.to_builtins(state)
    del data["rng"]
    data["deck"] = [HIDDEN] * len(state.deck)
    if not state.over:
        # Hands are revealed at the end of the game (MW-SCORE-1); until then only their size is public.
        for player in data["players"]:
            if player["id"] != viewer:
                player["hand"] = [HIDDEN] * len(player["hand"])
    return data


def secret_ids(state: State, viewer: str | None) -> set[str]:
    secret = {card.id for card in state.deck}
    if not state.over:
        for player in state.players:
            if player.id != viewer:
                secret.update(card.id for card in player.hand)
    return secret
