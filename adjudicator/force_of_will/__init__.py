"""Force of Will: the two-player trading card game, Comprehensive Rules 12.7 with RULINGS.md §2."""

from .engine import GAME, ForceOfWill

__all__ = ["GAME", "ForceOfWill"]
