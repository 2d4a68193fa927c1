"""The Force of Will shuffle draws exactly what the core generator's shuffle draws."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from adjudicator.core.rng import Rng, RngState, seed_rng
from adjudicator.force_of_will.shuffle import shuffle


def both(key: str, counter: int, size: int) -> tuple[tuple[list[int], int], tuple[list[int], int]]:
    core_state, fast_state = RngState(key=key, counter=counter), RngState(key=key, counter=counter)
    core_items, fast_items = list(range(size)), list(range(size))
    Rng(core_state).shuffle(core_items)
    shuffle(fast_state, fast_items)
    return (core_items, core_state.counter), (fast_items, fast_state.counter)


@pytest.mark.parametrize("seed", ["a", "fow", "mulligan-7"])
def test_same_permutation_and_counter_as_the_core_generator(seed: str) -> None:
    key = seed_rng(seed).key
    for size in [0, 1, 2, 3, 5, 12, 35, 40, 60, 64, 65, 100]:
        for counter in [0, 1, 17, 1000, 2**40, 2**63 - 1]:
            core, fast = both(key, counter, size)
            assert core == fast, (seed, size, counter)


def test_same_rejections_as_the_core_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    """Words at or above the rejection limit are drawn again, in both, at the same counters."""
    real = hashlib.sha256
    key = seed_rng("rigged").key

    class Rigged:
        def __init__(self, data: bytes) -> None:
            self.data = data

        def digest(self) -> bytes:
            counter = int.from_bytes(self.data[-8:], "big")
            return b"\xff" * 32 if counter % 3 == 0 else real(self.data).digest()

    monkeypatch.setattr(hashlib, "sha256", Rigged)
    for size in [3, 7, 40]:  # (a power of two rejects nothing)
        core, fast = both(key, 0, size)
        assert core == fast
        assert core[1] > size - 1  # words were rejected


def test_the_same_errors_for_a_bad_generator_state() -> None:
    for key, counter in [("zz", 0), ("00" * 32, -1), ("00" * 32, 2**64 - 3)]:
        caught: list[Any] = []
        for run in (lambda s, i: Rng(s).shuffle(i), shuffle):
            try:
                run(RngState(key=key, counter=counter), list(range(40)))  # type: ignore[operator]
                caught.append(None)
            except Exception as exc:  # noqa: BLE001 -- the same exception, whatever it is
                caught.append((type(exc), str(exc)))
        assert caught[0] == caught[1] and caught[0] is not None
