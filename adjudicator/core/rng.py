"""Seeded randomness as data.

The generator's whole state is a small record stored in the game state (``rng``): a 256-bit key derived
from the seed, and a counter.  Each 64-bit word is ``SHA-256(key || counter)``; integers in a range use
rejection sampling, shuffles are Fisher-Yates.  Nothing depends on the internals of Python's ``random``,
so the same seed gives the same shuffles on every machine and every Python version.  Views strip it.
"""

from __future__ import annotations

import hashlib
import re
from typing import TypeVar

import msgspec

T = TypeVar("T")

_DOMAIN = b"adjudicator-rng-v1:"


class RngState(msgspec.Struct, forbid_unknown_fields=True):
    key: str
    counter: int = 0


def seed_rng(seed: str, purpose: str = "game") -> RngState:
    """A fresh generator for ``seed``; ``purpose`` separates independent streams of one seed."""
    key = hashlib.sha256(_DOMAIN + purpose.encode() + b":" + seed.encode()).hexdigest()
    return RngState(key=key, counter=0)


class Rng:
    """Draws from an :class:`RngState`, advancing its counter in place."""

    __slots__ = ("_key", "state")

    def __init__(self, state: RngState) -> None:
        self.state = state
        self._key = bytes.fromhex(state.key)

    def _word(self) -> int:
        counter = self.state.counter
        self.state.counter = counter + 1
        block = hashlib.sha256(self._key + counter.to_bytes(8, "big")).digest()
        return int.from_bytes(block[:8], "big")

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            word = self._word()
            if word < limit:
                return word % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]


_KEY = re.compile(r"[0-9a-f]{64}")


def is_valid_rng_state(state: RngState) -> bool:
    return _KEY.fullmatch(state.key) is not None and 0 <= state.counter < 2**63
