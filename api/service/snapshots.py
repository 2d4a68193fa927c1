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
from typing import Protocol

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
    and then to the cache; a read is served by the cache, else by the store (one round trip)."""

    def __init__(self, store: SnapshotStore, cache: SnapshotCache) -> None:
        self.store = store
        self.cache = cache

    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None:
        return self.cache.get(snapshot_id) or await self.store.get_snapshot(snapshot_id)

    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None:
        await self.store.put_snapshot(snapshot_id, game, state, ttl)
        self.cache.put(snapshot_id, game, state, ttl)

    # Card sets pass through to the store (:mod:`.card_sets`): a state may name its card set by digest.
    async def get_card_set(self, card_set_id: str) -> tuple[str, bytes] | None:
        from .card_sets import CardSetStore

        return await self.store.get_card_set(card_set_id) if isinstance(self.store, CardSetStore) else None

    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes) -> None:
        from .card_sets import CardSetStore

        if isinstance(self.store, CardSetStore):
            await self.store.put_card_set(card_set_id, game, card_set)
