"""A small thread-safe least-recently-used mapping: the caches of the process (card sets by digest, card sets
posted inline by their text) keep at most ``capacity`` items, the least recently used dropped first."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Lru(Generic[K, V]):
    """At most ``capacity`` items; ``get`` and ``put`` make an item the most recently used.  Thread safe.

    >>> kept = Lru[str, int](2)
    >>> kept.put("a", 1); kept.put("b", 2); kept.get("a"); kept.put("c", 3)
    1
    >>> sorted(kept.snapshot())
    ['a', 'c']
    """

    def __init__(self, capacity: int) -> None:
        self._items: OrderedDict[K, V] = OrderedDict()
        self._capacity = capacity
        self._lock = threading.Lock()

    def put(self, key: K, item: V) -> None:
        with self._lock:
            self._items[key] = item
            self._items.move_to_end(key)
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)

    def get(self, key: K) -> V | None:
        with self._lock:
            item = self._items.get(key)
            if item is not None:
                self._items.move_to_end(key)
            return item

    def snapshot(self) -> Mapping[K, V]:
        with self._lock:
            return dict(self._items)
