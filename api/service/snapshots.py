"""The snapshots this process wrote lately, kept beside the store so that a chain of calls on one
connection reads back the state it just stored without a store round trip.

Snapshots are content-addressed (the id is the digest of the state's canonical JSON), so a cached
snapshot can never be stale: the only question is whether it still exists.  Each entry expires when the
store's copy does (it is cached when it is written, with the same time to live), so an expired id is
404 here as it is in the store.  What the cache cannot see is a store that loses a snapshot early
(a Redis flush or eviction): this process then still serves it until it would have expired.  Bounded:
the least recently used entries go first.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .card_sets import CardSetStore

MAX_ENTRIES = 2048


class SnapshotCache:
    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[str, tuple[str, bytes, float]] = OrderedDict()

    def put(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None:
        if self.max_entries <= 0:
            return
        self._entries[snapshot_id] = (game, state, time.monotonic() + ttl)
        self._entries.move_to_end(snapshot_id)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def get(self, snapshot_id: str) -> tuple[str, bytes] | None:
        found = self._entries.get(snapshot_id)
        if found is None:
            return None
        game, state, expires = found
        if time.monotonic() >= expires:
            del self._entries[snapshot_id]
            return None
        self._entries.move_to_end(snapshot_id)
        return game, state


class SnapshotStore(Protocol):
    """Where snapshots are read and written: the store itself, or :class:`CachedSnapshots`."""

    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None: ...

    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None: ...


class CachedSnapshots:
    """The store's snapshots through this process's cache: a write goes to the store (one round trip)
    and then to the cache; a read is served by the cache, else by the store (one round trip).  Card sets
    pass through to the store (:mod:`.card_sets`), with the service's card-set TTL."""

    def __init__(self, store: SnapshotStore, cache: SnapshotCache) -> None:
        self.store = store
        self.cache = cache
        self.card_set_ttl: int | None = getattr(store, "card_set_ttl", None)

    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None:
        return self.cache.get(snapshot_id) or await self.store.get_snapshot(snapshot_id)

    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None:
        await self.store.put_snapshot(snapshot_id, game, state, ttl)
        self.cache.put(snapshot_id, game, state, ttl)

    def _card_sets(self) -> CardSetStore:
        from .card_sets import CardSetStore

        if not isinstance(self.store, CardSetStore):
            raise TypeError("this store keeps no card sets")
        return self.store

    async def get_card_set(self, card_set_id: str, ttl: int | None = None) -> tuple[str, bytes] | None:
        return await self._card_sets().get_card_set(card_set_id, ttl)

    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes, ttl: int = 0) -> None:
        await self._card_sets().put_card_set(card_set_id, game, card_set, ttl)

    async def touch_card_set(self, card_set_id: str, ttl: int) -> bool:
        return await self._card_sets().touch_card_set(card_set_id, ttl)
