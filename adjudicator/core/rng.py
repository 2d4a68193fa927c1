"""Seeded randomness as data.

The generator's whole state is a small record stored in the game state (``rng``): a 256-bit key derived
from the seed, and a counter.  Each 64-bit word is ``SHA-256(key || counter)``; integers in a range use
rejection sampling, shuffles are Fisher-Yates.  Nothing depends on the internals of Python's ``random``,
so the same seed gives the same shuffles on every machine and every Python version.  Views strip it.
"""

from __future__ import annotations

import hashlib
import re
import struct
from typing import Annotated, TypeVar

import msgspec

T = TypeVar("T")

_DOMAIN = b"adjudicator-rng-v1:"
_WORDS = 1 << 64
_pack_counter = struct.Struct(">Q").pack
_unpack_word = struct.Struct(">Q").unpack_from


class RngState(msgspec.Struct, forbid_unknown_fields=True):
    key: str
    counter: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)] = 0


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
        return int(_unpack_word(hashlib.sha256(self._key + _pack_counter(counter)).digest())[0])

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _WORDS - _WORDS % n
        while True:
            word = self._word()
            if word < limit:
                return word % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place: for i from the end, swap with a uniform index ``below(i + 1)``.

        Written as one tight loop (no method call per word): it draws exactly the words ``below``
        would, so the result is the same; shuffles are the largest part of a setup or a mulligan.
        """
        key = self._key
        counter = self.state.counter
        sha256 = hashlib.sha256
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _WORDS - _WORDS % n
            while True:
                word = _unpack_word(sha256(key + _pack_counter(counter)).digest())[0]
                counter += 1
                if word < limit:
                    break
            j = word % n
            items[i], items[j] = items[j], items[i]
        self.state.counter = counter

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]


_KEY = re.compile(r"[0-9a-f]{64}")


def is_valid_rng_state(state: RngState) -> bool:
    return _KEY.fullmatch(state.key) is not None and 0 <= state.counter < 2**63
