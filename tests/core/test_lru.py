"""The process's bounded caches (adjudicator.core.lru): at most ``capacity`` items, the least recently used
dropped first, ``get`` and ``put`` each making an item the most recently used."""

from __future__ import annotations

from adjudicator.core.lru import Lru


def test_an_lru_keeps_capacity_items_and_drops_the_oldest_first() -> None:
    kept = Lru[str, int](2)
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.snapshot() == {"a": 1, "b": 2}
    kept.put("c", 3)
    assert kept.snapshot() == {"b": 2, "c": 3}
    assert kept.get("a") is None
    assert kept.get("c") == 3


def test_an_lru_of_capacity_one_keeps_the_last_item() -> None:
    kept = Lru[str, int](1)
    kept.put("a", 1)
    assert kept.snapshot() == {"a": 1}
    kept.put("b", 2)
    assert kept.snapshot() == {"b": 2}


def test_getting_an_item_makes_it_the_most_recently_used() -> None:
    kept = Lru[str, int](2)
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.get("a") == 1
    kept.put("c", 3)
    assert kept.snapshot() == {"a": 1, "c": 3}


def test_putting_a_known_key_replaces_its_item_and_makes_it_the_most_recently_used() -> None:
    kept = Lru[str, int](2)
    kept.put("a", 1)
    kept.put("b", 2)
    kept.put("a", 10)
    kept.put("c", 3)
    assert kept.snapshot() == {"a": 10, "c": 3}


def test_getting_an_unknown_key_finds_nothing_and_changes_nothing() -> None:
    kept = Lru[str, int](2)
    assert kept.get("nope") is None
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.get("nope") is None
    kept.put("c", 3)
    assert list(kept.snapshot()) == ["b", "c"]


def test_a_snapshot_is_a_copy() -> None:
    kept = Lru[str, int](2)
    kept.put("a", 1)
    seen = kept.snapshot()
    kept.put("b", 2)
    assert seen == {"a": 1}
