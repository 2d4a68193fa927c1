"""Magic Wands: a market and hand game for 2 or 3 players (more with a custom card set)."""

from .engine import GAME, MagicWands

__all__ = ["GAME", "MagicWands"]
