"""The size limits of a card set (adjudicator.core.cardsets.limit_problems and CardSetLimits), on small
hand-made inputs: every place a limit is exceeded, named by its pointer, and nothing else."""

from __future__ import annotations

import dataclasses

import msgspec
import pytest

from adjudicator.core.cardsets import DEFAULT_LIMITS, CardSetLimits, limit_problems


def _found(data: object, limits: CardSetLimits = DEFAULT_LIMITS) -> list[tuple[str, str]]:
    return [(p.pointer, p.message) for p in limit_problems(data, limits)]


def test_the_default_limits() -> None:
    assert (DEFAULT_LIMITS.max_cards, DEFAULT_LIMITS.max_steps, DEFAULT_LIMITS.max_string) == (10_000, 12, 2000)
    assert CardSetLimits() == DEFAULT_LIMITS


def test_limits_are_named_and_fixed() -> None:
    with pytest.raises(TypeError):
        CardSetLimits(5)  # type: ignore[misc]
    with pytest.raises((AttributeError, TypeError, dataclasses.FrozenInstanceError)):
        DEFAULT_LIMITS.max_cards = 1  # type: ignore[misc]
    assert hash(CardSetLimits(max_cards=3)) == hash(CardSetLimits(max_cards=3))
    assert msgspec.convert({"max_cards": 3}, CardSetLimits).max_cards == 3


def test_a_string_longer_than_the_limit_anywhere_is_named() -> None:
    limits = CardSetLimits(max_string=3)
    assert _found({"a": "abc", "b": ["abcd"], "c": {"d": "xyzzy"}}, limits) == [
        ("/b/0", "a string of 4 characters: at most 3"),
        ("/c/d", "a string of 5 characters: at most 3"),
    ]
    assert _found("x" * 2000) == [] and _found("x" * 2001) == [("", "a string of 2001 characters: at most 2000")]


def test_only_card_lists_are_held_to_the_card_limit() -> None:
    limits = CardSetLimits(max_cards=2)
    data = {"cards": [1, 2, 3], "community": [1, 2], "factions": [1, 2, 3], "other": [1, 2, 3, 4]}
    assert _found(data, limits) == [
        ("/cards", "3 cards: a card set holds at most 2 per list"),
        ("/factions", "3 cards: a card set holds at most 2 per list"),
    ]
    # A list over the limit is not walked further: one problem for it, not one per card.
    assert _found({"cards": ["long", "long", "long"]}, CardSetLimits(max_cards=2, max_string=1)) == [
        ("/cards", "3 cards: a card set holds at most 2 per list"),
    ]


def test_the_steps_of_a_card_count_nested_steps_too() -> None:
    limits = CardSetLimits(max_steps=3)
    fits = {"cards": [{"id": "a", "steps": [{"op": "x"}, {"op": "gamble", "win": [{"op": "y"}], "lose": []}]}]}
    assert _found(fits, limits) == []  # 2 steps + 1 in a branch
    over = {"cards": [{"id": "a", "steps": [{"op": "x"}, {"op": "gamble", "win": [{"op": "y"}, {"op": "z"}], "lose": []}]}]}
    assert _found(over, limits) == [("/cards/0", "4 steps: a card has at most 3")]
    abilities = {"factions": [{"abilities": [{}, {}, {}, {}]}]}
    assert _found(abilities, limits) == [("/factions/0", "4 steps: a card has at most 3")]


def test_step_counting_is_for_cards_only() -> None:
    limits = CardSetLimits(max_steps=1)
    assert _found({"steps": [{}, {}]}, limits) == []  # the set itself (depth 0) is no card
    assert _found({"meta": {"steps": [{}, {}]}}, limits) == []  # an object under a key is no card
    assert _found({"cards": [{"steps": "two"}]}, limits) == []  # not a list: nothing counted
    assert _found({"cards": [{"steps": [{}, {}]}]}, limits) == [("/cards/0", "2 steps: a card has at most 1")]


def test_nesting_deeper_than_64_is_refused_once() -> None:
    deep: object = "leaf"
    for _ in range(64):
        deep = [deep]
    assert _found(deep) == []
    assert _found([deep]) == [("/" + "/".join(["0"] * 65), "nested too deeply")]
