"""Adjudicator: pure, deterministic rules engines for tabletop card games.

Everything the service can do, the engine can do in process::

    >>> from adjudicator import get_game
    >>> game = get_game("magic-wands")
    >>> state = game.setup(None, ["ann", "bob"], "seed-1")
    >>> action = game.legal_actions(state)[0]
    >>> game.adjudicate(state, action).valid
    True
"""

from .core.codec import canonical_json, digest
from .core.errors import FieldError, IllegalAction, InputError, Rule, Violation
from .core.game import Adjudication, Game, Result, Variant
from .registry import GAMES, get_game

__all__ = [
    "GAMES",
    "Adjudication",
    "FieldError",
    "Game",
    "IllegalAction",
    "InputError",
    "Result",
    "Rule",
    "Variant",
    "Violation",
    "canonical_json",
    "digest",
    "get_game",
]
