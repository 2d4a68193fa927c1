"""The seeded generator is data and gives the same numbers on every machine and Python version."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.rng import Rng, RngState, is_valid_rng_state, seed_rng


def test_known_values_are_fixed_forever() -> None:
    # SHA-256 based: these literals hold on any platform; a change here breaks every stored game.
    rng = Rng(seed_rng("abc"))
    assert [rng.below(1000) for _ in range(5)] == [318, 433, 721, 344, 221]
    assert rng.state.counter == 5
    items = list(range(10))
    rng.shuffle(items)
    assert items == [5, 0, 7, 4, 6, 2, 9, 1, 8, 3]


def test_state_round_trips_and_resumes() -> None:
    first = Rng(seed_rng("resume"))
    first.below(7)
    saved = RngState(key=first.state.key, counter=first.state.counter)
    assert Rng(saved).below(1 << 40) == first.below(1 << 40)


def test_uniform_enough_and_bounded() -> None:
    rng = Rng(seed_rng("uniform"))
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts), counts
    with pytest.raises(ValueError):
        rng.below(0)


def test_purposes_are_independent_streams() -> None:
    assert seed_rng("s", "game").key != seed_rng("s", "other").key


def test_validity_check() -> None:
    assert is_valid_rng_state(seed_rng("x"))
    assert not is_valid_rng_state(RngState(key="zz", counter=0))
    assert not is_valid_rng_state(RngState(key="a" * 64, counter=-1))


def reference_shuffle(rng: Rng, items: list[int]) -> None:
    """The definition: Fisher-Yates with one ``below`` draw per position, from the end."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("seed", ["a", "fow", "mulligan-7"])
def test_the_fast_shuffle_is_the_reference_shuffle(seed: str) -> None:
    key = seed_rng(seed).key
    for size in [0, 1, 2, 3, 5, 12, 35, 40, 60, 64, 65, 100]:
        for counter in [0, 1, 17, 1000, 2**40]:
            fast_state, slow_state = RngState(key=key, counter=counter), RngState(key=key, counter=counter)
            fast, slow = list(range(size)), list(range(size))
            Rng(fast_state).shuffle(fast)
            reference_shuffle(Rng(slow_state), slow)
            assert (fast, fast_state.counter) == (slow, slow_state.counter), (seed, size, counter)


def test_rejected_words_are_drawn_again_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    import hashlib

    real = hashlib.sha256

    class Rigged:  # every third word is the largest there is: rejected for any n not a power of two
        def __init__(self, data: bytes) -> None:
            self.data = data

        def digest(self) -> bytes:
            counter = int.from_bytes(self.data[-8:], "big")
            return b"\xff" * 32 if counter % 3 == 0 else real(self.data).digest()

    key = seed_rng("rigged").key
    monkeypatch.setattr(hashlib, "sha256", Rigged)
    for size in [3, 7, 40]:
        fast_state, slow_state = RngState(key=key, counter=0), RngState(key=key, counter=0)
        fast, slow = list(range(size)), list(range(size))
        Rng(fast_state).shuffle(fast)
        reference_shuffle(Rng(slow_state), slow)
        assert (fast, fast_state.counter) == (slow, slow_state.counter)
        assert fast_state.counter > size - 1


def test_a_stored_generator_decodes_only_with_a_counter_from_0_to_2_to_the_63_minus_1() -> None:
    key = seed_rng("bounds").key
    for counter in (0, 1, 2**63 - 1):
        assert msgspec.convert({"key": key, "counter": counter}, RngState) == RngState(key=key, counter=counter)
    assert msgspec.convert({"key": key}, RngState).counter == 0
    for counter in (-1, 2**63):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"key": key, "counter": counter}, RngState)


def test_a_stored_generator_with_an_unknown_field_is_refused() -> None:
    with pytest.raises(msgspec.ValidationError, match="unknown field `seed`"):
        msgspec.convert({"key": seed_rng("x").key, "counter": 0, "seed": "x"}, RngState)


def test_validity_bounds_of_the_counter() -> None:
    key = seed_rng("x").key
    assert is_valid_rng_state(RngState(key=key, counter=0))
    assert is_valid_rng_state(RngState(key=key, counter=2**63 - 1))
    assert not is_valid_rng_state(RngState(key=key, counter=2**63))
    assert not is_valid_rng_state(RngState(key=key.upper(), counter=0))
    assert not is_valid_rng_state(RngState(key=key + "0", counter=0))
