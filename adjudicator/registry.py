"""The game registry: every game the engine plays, by id.  Explicit, no magic registration."""

from __future__ import annotations

from typing import Any

from .core.errors import FieldError, InputError
from .core.game import Game
from .force_of_will import GAME as FORCE_OF_WILL
from .magic_wands import GAME as MAGIC_WANDS
from .master_of_wills import GAME as MASTER_OF_WILLS

GAMES: dict[str, Game[Any, Any]] = {game.id: game for game in (MAGIC_WANDS, MASTER_OF_WILLS, FORCE_OF_WILL)}


def get_game(game_id: str) -> Game[Any, Any]:
    """The game ``game_id``; an unknown id is an :class:`InputError` (404 over HTTP)."""
    game = GAMES.get(game_id)
    if game is None:
        raise InputError(
            FieldError("/game", f"unknown game {game_id!r} (known: {', '.join(sorted(GAMES))})"),
            status=404,
            title="Unknown game",
            kind="unknown-game",
        )
    return game
