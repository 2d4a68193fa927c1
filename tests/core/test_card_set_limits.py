"""The size limits of a card set (adjudicator.core.cardsets.limit_problems and CardSetLimits), on small
hand-made inputs: every place a limit is exceeded, named by its pointer, and nothing else."""

from __future__ import annotations

import dataclasses
from typing import Annotated

import msgspec
import pytest

from adjudicator.core.cardsets import (
    DEFAULT_LIMITS,
    CardSetLimits,
    CardSetRegistry,
    collect_problems,
    limit_problems,
)


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


# -- collect_problems: every problem at once, each at its pointer --------------------------------------------
class Kill(msgspec.Struct, tag="kill", tag_field="op", forbid_unknown_fields=True):
    count: int


class Move(msgspec.Struct, tag="move", tag_field="op", forbid_unknown_fields=True):
    steps: int


class Plain(msgspec.Struct, forbid_unknown_fields=True):
    n: int


class Card(msgspec.Struct, forbid_unknown_fields=True):
    step: Kill | Move
    maybe: Plain | None = None
    by_name: dict[Annotated[str, msgspec.Meta(max_length=2)], Plain] = msgspec.field(default_factory=dict)
    scores: dict[str, int] = msgspec.field(default_factory=dict)
    tags: Annotated[list[str], msgspec.Meta(max_length=1)] = msgspec.field(default_factory=list)
    single: Kill | None = None
    either: int | str = 0
    pair: tuple[int, int] = (0, 0)


def _problems(value: object, tp: object = Card) -> list[tuple[str, str]]:
    return [(p.pointer, p.message) for p in collect_problems(value, tp)]


def test_a_tagged_union_names_an_unknown_tag_with_the_known_ones() -> None:
    assert _problems({"step": {"op": "fly"}}) == [("/step/op", "'fly' is not in the vocabulary (known: kill, move)")]
    assert _problems({"step": {"count": 1}}) == [("/step/op", "None is not in the vocabulary (known: kill, move)")]
    assert _problems({"step": {"op": "move", "steps": "x", "more": 1}}) == [
        ("/step/more", "unknown field"), ("/step/steps", "Expected `int`, got `str`"),
    ]


def test_a_struct_or_nothing_is_checked_as_the_struct() -> None:
    assert _problems({"step": {"op": "kill", "count": 1}, "maybe": {"n": "x"}}) == [("/maybe/n", "Expected `int`, got `str`")]


def test_a_mapping_names_bad_keys_and_bad_values_each_at_its_key() -> None:
    found = _problems({"step": {"op": "kill", "count": 1}, "by_name": {"ok": {"n": 1}, "xyz": {"n": "y"}}})
    assert found == [("/by_name/xyz", "key: Expected `str` of length <= 2"), ("/by_name/xyz/n", "Expected `int`, got `str`")]
    assert _problems({"step": {"op": "kill", "count": 1}, "scores": {"a": "b"}}) == [("/scores/a", "Expected `int`, got `str`")]
    assert _problems({"step": {"op": "kill", "count": 1}, "scores": []}) == [("/scores", "Expected `object`, got `array`")]


def test_a_list_too_long_is_named_once_with_its_items_problems() -> None:
    assert _problems({"step": {"op": "kill", "count": 1}, "tags": ["a", 2]}) == [
        ("/tags", "Expected `array` of length <= 1"), ("/tags/1", "Expected `str`, got `int`"),
    ]
    assert _problems({"step": {"op": "kill", "count": 1}, "tags": ["a", "b"]}) == [("/tags", "Expected `array` of length <= 1")]


def test_a_registry_keeps_128_card_sets() -> None:
    registry: CardSetRegistry[int] = CardSetRegistry()
    for number in range(130):
        registry.put(f"sha256:{number}", number)
    assert len(registry.snapshot()) == 128 and registry.get("sha256:1") is None and registry.get("sha256:2") == 2


def test_a_single_tagged_struct_or_nothing_is_not_read_as_a_vocabulary() -> None:
    found = _problems({"step": {"op": "kill", "count": 1}, "single": {"op": "fly"}})
    assert len(found) == 1 and found[0][0] == "/single/op" and "vocabulary" not in found[0][1]


def test_a_union_of_plain_types_is_named_as_msgspec_names_it() -> None:
    assert _problems({"step": {"op": "kill", "count": 1}, "either": [1]}) == [("/either", "Expected `int | str`, got `array`")]
    assert _problems({"step": {"op": "kill", "count": 1}, "either": {"op": "kill"}}) == [
        ("/either", "Expected `int | str`, got `object`"),
    ]


def test_a_tuple_of_the_wrong_length_is_named_at_the_tuple() -> None:
    assert _problems({"step": {"op": "kill", "count": 1}, "pair": [1]}) == [("/pair", "Expected `array` of length 2, got 1")]


def test_steps_that_are_not_objects_count_once_each() -> None:
    limits = CardSetLimits(max_steps=2)
    assert _found({"cards": [{"steps": ["a", "b"]}]}, limits) == []
    assert _found({"cards": [{"steps": ["a", "b", "c"]}]}, limits) == [("/cards/0", "3 steps: a card has at most 2")]


def test_a_card_in_a_top_level_list_counts_its_steps() -> None:
    assert _found([{"steps": [{}, {}]}], CardSetLimits(max_steps=1)) == [("/0", "2 steps: a card has at most 1")]


def test_nesting_counts_objects_as_it_counts_lists() -> None:
    deep: object = "leaf"
    for _ in range(64):
        deep = {"a": deep}
    assert _found(deep) == []
    assert _found({"a": deep}) == [("/" + "/".join(["a"] * 65), "nested too deeply")]
