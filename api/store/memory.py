"""The in-memory store: the default when ``REDIS_URL`` is unset (one process; nothing persists)."""

from __future__ import annotations

import asyncio
import math
import time

from .base import AppendOutcome, MatchRecord, Store, Subscription


class MemoryStore(Store):
    kind = "memory"

    def __init__(self) -> None:
        self._snapshots: dict[str, tuple[str, bytes, float]] = {}
        self._headers: dict[str, bytes] = {}
        self._states: dict[str, tuple[bytes, int]] = {}
        self._last_hash: dict[str, str] = {}
        self._logs: dict[str, list[bytes]] = {}
        self._idempotency: dict[tuple[str, str], tuple[bytes, float]] = {}
        self._subscribers: dict[str, set[asyncio.Queue[bytes]]] = {}
        self._lock = asyncio.Lock()
        self._tournaments: dict[str, list[str]] = {}
        self._decks: dict[tuple[str, str], bytes] = {}
        # Card sets: (game, canonical JSON, expiry on the monotonic clock: inf for never), and their pins.
        self._card_sets: dict[str, tuple[str, bytes, float]] = {}
        self._pins: dict[str, dict[str, float]] = {}

    async def ping(self) -> bool:
        return True

    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None:
        self._snapshots[snapshot_id] = (game, state, time.monotonic() + ttl)

    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None:
        found = self._snapshots.get(snapshot_id)
        if found is None:
            return None
        game, state, expires = found
        if time.monotonic() >= expires:
            del self._snapshots[snapshot_id]
            return None
        return game, state

    def _live_card_set(self, card_set_id: str) -> tuple[str, bytes, float] | None:
        found = self._card_sets.get(card_set_id)
        if found is not None and time.monotonic() >= found[2]:
            del self._card_sets[card_set_id]
            self._pins.pop(card_set_id, None)
            return None
        return found

    def _extend(self, card_set_id: str, ttl: int) -> bool:
        found = self._live_card_set(card_set_id)
        if found is None:
            return False
        until = math.inf if ttl == 0 else time.monotonic() + ttl
        if until > found[2]:
            self._card_sets[card_set_id] = (found[0], found[1], until)
        return True

    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes, ttl: int = 0) -> None:
        if not self._extend(card_set_id, ttl):
            self._card_sets[card_set_id] = (game, card_set, math.inf if ttl == 0 else time.monotonic() + ttl)

    async def get_card_set(self, card_set_id: str, ttl: int | None = None) -> tuple[str, bytes] | None:
        if ttl is not None:
            self._extend(card_set_id, ttl)
        found = self._live_card_set(card_set_id)
        return None if found is None else (found[0], found[1])

    async def touch_card_set(self, card_set_id: str, ttl: int) -> bool:
        return self._extend(card_set_id, ttl)

    async def pin_card_set(self, card_set_id: str, holder: str, ttl: int) -> bool:
        if not self._extend(card_set_id, ttl):
            return False
        pins = self._pins.setdefault(card_set_id, {})
        pins[holder] = max(pins.get(holder, 0.0), math.inf if ttl == 0 else time.monotonic() + ttl)
        return True

    async def delete_card_set(self, card_set_id: str) -> tuple[bool, list[str]]:
        if self._live_card_set(card_set_id) is None:
            return False, []
        now = time.monotonic()
        holders = sorted(holder for holder, until in self._pins.get(card_set_id, {}).items() if until > now)
        if holders:
            return False, holders
        del self._card_sets[card_set_id]
        self._pins.pop(card_set_id, None)
        return True, []

    async def create_match(self, match_id: str, header: bytes, state: bytes, ttl: int) -> bool:
        async with self._lock:
            if match_id in self._headers:
                return False
            self._headers[match_id] = header
            self._states[match_id] = (state, 0)
            self._logs[match_id] = []
            return True

    async def get_match(self, match_id: str) -> MatchRecord | None:
        header = self._headers.get(match_id)
        if header is None:
            return None
        state, version = self._states[match_id]
        return MatchRecord(header=header, state=state, version=version, last_hash=self._last_hash.get(match_id))

    async def set_header(self, match_id: str, header: bytes) -> None:
        self._headers[match_id] = header

    async def match_ids(self) -> list[str]:
        return list(self._headers)

    async def add_tournament_match(self, tournament: str, match_id: str) -> None:
        self._tournaments.setdefault(tournament, []).append(match_id)

    async def tournament_matches(self, tournament: str) -> list[str]:
        return list(self._tournaments.get(tournament, []))

    async def register_deck(self, tournament: str, player: str, deck: bytes) -> bytes | None:
        existing = self._decks.get((tournament, player))
        if existing is None:
            self._decks[(tournament, player)] = deck
        return existing

    async def registered_deck(self, tournament: str, player: str) -> bytes | None:
        return self._decks.get((tournament, player))

    async def append(
        self,
        match_id: str,
        expected_version: int,
        entry: bytes,
        state: bytes,
        response: bytes,
        idempotency_key: str | None,
        ttl: int,
        idempotency_ttl: int,
        message: bytes = b"",
        entry_hash: str = "",
        claim: bytes = b"",
    ) -> AppendOutcome:
        async with self._lock:
            if idempotency_key is not None:
                stored = self._idempotent(match_id, idempotency_key)
                if stored is not None and not (claim and stored == claim):
                    return AppendOutcome("duplicate", self._states[match_id][1], stored)
            _, version = self._states[match_id]
            if version != expected_version:
                return AppendOutcome("conflict", version)
            self._logs[match_id].append(entry)
            self._states[match_id] = (state, version + 1)
            self._last_hash[match_id] = entry_hash
            if idempotency_key is not None:
                self._idempotency[(match_id, idempotency_key)] = (response, time.monotonic() + idempotency_ttl)
            update = message or b'{"version":%d,"entry":%b,"state":%b}' % (version + 1, entry, state)
            for queue in self._subscribers.get(match_id, ()):
                queue.put_nowait(update)
            return AppendOutcome("ok", version + 1)

    def _idempotent(self, match_id: str, key: str) -> bytes | None:
        found = self._idempotency.get((match_id, key))
        if found is None:
            return None
        response, expires = found
        if time.monotonic() >= expires:
            del self._idempotency[(match_id, key)]
            return None
        return response

    async def idempotent_response(self, match_id: str, idempotency_key: str) -> bytes | None:
        return self._idempotent(match_id, idempotency_key)

    async def claim_idempotency(self, match_id: str, idempotency_key: str, claim: bytes, ttl: int) -> bytes | None:
        async with self._lock:
            held = self._idempotent(match_id, idempotency_key)
            if held is not None:
                return held
            self._idempotency[(match_id, idempotency_key)] = (claim, time.monotonic() + ttl)
            return None

    async def store_idempotent(self, match_id: str, idempotency_key: str, record: bytes, ttl: int) -> None:
        async with self._lock:
            self._idempotency[(match_id, idempotency_key)] = (record, time.monotonic() + ttl)

    async def release_idempotency(self, match_id: str, idempotency_key: str, claim: bytes) -> None:
        async with self._lock:
            if self._idempotent(match_id, idempotency_key) == claim:
                del self._idempotency[(match_id, idempotency_key)]

    async def log(self, match_id: str, start: int = 0, stop: int = -1) -> list[bytes]:
        entries = self._logs.get(match_id, [])
        end = len(entries) if stop == -1 else stop + 1
        return entries[start:end]

    def subscription(self, match_id: str) -> Subscription:
        return _MemorySubscription(self._subscribers, match_id)


class _MemorySubscription(Subscription):
    def __init__(self, subscribers: dict[str, set[asyncio.Queue[bytes]]], match_id: str) -> None:
        self._subscribers = subscribers
        self._match_id = match_id
        self._queue: asyncio.Queue[bytes] = asyncio.Queue()

    async def start(self) -> None:
        self._subscribers.setdefault(self._match_id, set()).add(self._queue)

    async def next(self, timeout: float) -> bytes | None:
        try:
            return await asyncio.wait_for(self._queue.get(), timeout)
        except TimeoutError:
            return None

    async def close(self) -> None:
        self._subscribers.get(self._match_id, set()).discard(self._queue)
