"""Master of Wills: Community cards pulled between factions, with Faction cards over 18 effect steps."""

from .engine import GAME, MasterOfWills

__all__ = ["GAME", "MasterOfWills"]
