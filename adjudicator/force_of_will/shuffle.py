"""Shuffling with the game's generator, in one tight loop.

:func:`shuffle` draws exactly what ``Rng(state).shuffle(items)`` of :mod:`adjudicator.core.rng` draws (the
same words, the same rejections, the same swaps, the counter advanced as far), so states, digests and
golden transcripts do not change; it only spares the two method calls, the key concatenation and the
``int.to_bytes`` of every word, which made a 40-card shuffle the largest part of a mulligan.
``tests/force_of_will/test_shuffle.py`` holds it to the core generator.
"""

from __future__ import annotations

import hashlib
import struct
from typing import TypeVar

from ..core.rng import Rng, RngState

T = TypeVar("T")

_WORDS = 1 << 64
_HEADROOM = 1 << 32  # far more words than any shuffle draws
_pack_counter = struct.Struct(">Q").pack
_unpack_word = struct.Struct(">Q").unpack_from


def shuffle(state: RngState, items: list[T]) -> None:
    """Fisher-Yates in place, as :meth:`adjudicator.core.rng.Rng.shuffle` (advances ``state.counter``)."""
    key = bytes.fromhex(state.key)
    counter = state.counter
    if not 0 <= counter < _WORDS - _HEADROOM:
        # A counter no checked state has: the core generator raises exactly as it always did.
        Rng(state).shuffle(items)
        return
    sha256 = hashlib.sha256
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = _WORDS - _WORDS % n  # rejection sampling: a uniform index below n
        while True:
            word = _unpack_word(sha256(key + _pack_counter(counter)).digest())[0]
            counter += 1
            if word < limit:
                break
        j = word % n
        items[i], items[j] = items[j], items[i]
    state.counter = counter
