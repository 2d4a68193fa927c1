"""Shuffling with the game's generator.

The tight Fisher-Yates loop first written here now lives in :meth:`adjudicator.core.rng.Rng.shuffle`,
where every game gains from it; this module keeps the name the Force of Will code calls.
``tests/force_of_will/test_shuffle.py`` holds it to the core generator's word-by-word definition.
"""

from __future__ import annotations

from typing import TypeVar

from ..core.rng import Rng, RngState

T = TypeVar("T")


def shuffle(state: RngState, items: list[T]) -> None:
    """Fisher-Yates in place with the game's generator (advances ``state.counter``)."""
    Rng(state).shuffle(items)
