"""Snapshot writes coalesced into pipelines (``api.store.redis._SnapshotWriter``), on a real Redis: a
write returns only once Redis holds it (another process's client reads it at once), concurrent writes
share round trips, each keeps its time to live, and a failure reaches every waiting writer."""

from __future__ import annotations

import asyncio
import hashlib
import socket

import pytest

from api.store.base import StoreUnavailable
from api.store.redis import RedisStore, snapshot_key


def _id(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def test_concurrent_writes_are_readable_when_they_return_and_share_round_trips(redis_url: str) -> None:
    async def run() -> None:
        writer, reader = RedisStore(redis_url), RedisStore(redis_url)
        await writer.start()
        await reader.start()
        batches: list[int] = []
        send = writer._snapshots._send

        async def counting(batch: list[tuple[str, bytes, int, asyncio.Future[None]]]) -> None:
            batches.append(len(batch))
            await send(batch)

        writer._snapshots._send = counting  # type: ignore[method-assign]
        ids = [_id(f"writer-test-{n}") for n in range(60)]
        seen: list[str] = []

        async def put_then_read(n: int) -> None:
            await writer.put_snapshot(ids[n], "magic-wands", b'{"n":%d}' % n, 120)
            # Returned: another client (another service process) reads it now, with its TTL.
            assert await reader.get_snapshot(ids[n]) == ("magic-wands", b'{"n":%d}' % n)
            assert 0 < await reader.client.ttl(snapshot_key(ids[n])) <= 120
            seen.append(ids[n])

        try:
            await asyncio.gather(*(put_then_read(n) for n in range(60)))
            assert sorted(seen) == sorted(ids)
            assert sum(batches) == 60
            assert len(batches) < 60 and max(batches) > 1  # coalesced: fewer round trips than writes
            # An idle writer sends a lone write at once, on its own.
            await writer.put_snapshot(ids[0], "magic-wands", b'{"n":0}', 120)
            assert batches[-1] == 1
        finally:
            await reader.client.delete(*(snapshot_key(i) for i in ids))
            await writer.close()
            await reader.close()

    asyncio.run(run())


def test_a_failed_batch_fails_every_write_in_it_and_the_writer_recovers(redis_url: str) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        dead_port = sock.getsockname()[1]

    async def run() -> None:
        store = RedisStore(f"redis://127.0.0.1:{dead_port}/0", timeout=0.5)
        await store.start()
        try:
            results = await asyncio.gather(
                *(store.put_snapshot(_id(f"dead-{n}"), "magic-wands", b"{}", 60) for n in range(5)), return_exceptions=True
            )
            assert all(isinstance(r, StoreUnavailable) for r in results), results
            assert not store._snapshots._flushing and not store._snapshots._pending
        finally:
            await store.close()
        # The same kind of store on a live Redis writes again (nothing was left waiting).
        live = RedisStore(redis_url)
        await live.start()
        try:
            await live.put_snapshot(_id("alive"), "magic-wands", b"{}", 60)
            assert await live.get_snapshot(_id("alive")) == ("magic-wands", b"{}")
        finally:
            await live.client.delete(snapshot_key(_id("alive")))
            await live.close()

    asyncio.run(run())


@pytest.mark.parametrize("ttl", [0, 5])
def test_a_write_keeps_at_least_a_second(redis_url: str, ttl: int) -> None:
    async def run() -> None:
        store = RedisStore(redis_url)
        await store.start()
        try:
            await store.put_snapshot(_id(f"ttl-{ttl}"), "force-of-will", b"{}", ttl)
            assert 0 < await store.client.ttl(snapshot_key(_id(f"ttl-{ttl}"))) <= max(ttl, 1)
        finally:
            await store.client.delete(snapshot_key(_id(f"ttl-{ttl}")))
            await store.close()

    asyncio.run(run())
