"""The Redis store: snapshots, matches and their action logs, shared by every service process.

Keys of one match share the hash tag ``{match:<id>}`` so the whole match lives in one slot and the
append script runs atomically on Redis Cluster too:

* ``adj:{match:<id>}:header`` -- the match header (game, setup, seat token hashes ...)
* ``adj:{match:<id>}:state``  -- a hash: ``state`` (canonical JSON), ``version`` and ``last`` (the newest
  entry's hash, so an append needs no read of the log)
* ``adj:{match:<id>}:log``    -- a list, the append-only action log (entry ``seq`` n at index n - 1)
* ``adj:{match:<id>}:idem:<key>`` -- the stored answer to an Idempotency-Key
* channel ``adj:{match:<id>}:updates`` -- every accepted action, published by the append script

Snapshots are ``adj:snapshot:{<digest>}``; card sets ``adj:cardset:{<digest>}`` (no expiry).  Connection failures become :class:`StoreUnavailable`
(503 with Retry-After); redis-py reconnects on the next command, so the service recovers by itself.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError, RedisClusterException
from redis.exceptions import TimeoutError as RedisTimeoutError

from .. import metrics
from .base import AppendOutcome, MatchRecord, Store, StoreUnavailable, Subscription

log = logging.getLogger("adjudicator.store")
T = TypeVar("T")

# KEYS: state, log, idempotency key, header.  ARGV: expected version, entry, state, response,
# use idempotency (0/1), match ttl, idempotency ttl, channel, message ('' = the script builds the
# update from version, entry and state), entry hash.
APPEND_SCRIPT = """
if ARGV[5] == '1' then
  local prior = redis.call('GET', KEYS[3])
  if prior then
    return {'duplicate', redis.call('HGET', KEYS[1], 'version') or '-1', prior}
  end
end
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return {'missing', '-1'} end
if tonumber(current) ~= tonumber(ARGV[1]) then return {'conflict', current} end
local version = tonumber(current) + 1
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'version', version, 'last', ARGV[10])
if ARGV[5] == '1' then redis.call('SET', KEYS[3], ARGV[4], 'EX', tonumber(ARGV[7])) end
local ttl = tonumber(ARGV[6])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
  redis.call('EXPIRE', KEYS[4], ttl)
end
local message = ARGV[9]
if message == '' then
  -- The update subscribers receive, built here so the state crosses the network once.
  message = '{"version":' .. version .. ',"entry":' .. ARGV[2] .. ',"state":' .. ARGV[3] .. '}'
end
redis.call('PUBLISH', ARGV[8], message)
return {'ok', tostring(version)}
"""

# KEYS: header, state.  ARGV: header, state, ttl.  All or nothing: a match never exists half made.
CREATE_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[2], 'state', ARGV[2], 'version', 0)
local ttl = tonumber(ARGV[3])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
end
return 1
"""

_FAILURES = (RedisConnectionError, RedisTimeoutError, RedisClusterException, ConnectionError, OSError)


def match_key(match_id: str, part: str) -> str:
    return f"adj:{{match:{match_id}}}:{part}"


def channel(match_id: str) -> str:
    return match_key(match_id, "updates")


def tournament_key(tournament: str, part: str) -> str:
    return f"adj:tournament:{{t:{tournament}}}:{part}"


def card_set_key(card_set_id: str) -> str:
    return f"adj:cardset:{{{card_set_id}}}"


def snapshot_key(snapshot_id: str) -> str:
    return f"adj:snapshot:{{{snapshot_id}}}"


def _cluster_url(url: str) -> tuple[str, bool]:
    parts = urlsplit(url)
    if parts.scheme in ("redis+cluster", "rediss+cluster"):
        return urlunsplit(parts._replace(scheme=parts.scheme.split("+")[0])), True
    return url, False


class RedisStore(Store):
    kind = "redis"

    def __init__(self, url: str, *, timeout: float = 2.0) -> None:
        self.url, self.cluster = _cluster_url(url)
        self.timeout = timeout
        self.client: Any = None
        self._script_sha = hashlib.sha1(APPEND_SCRIPT.encode()).hexdigest()
        self._create_sha = hashlib.sha1(CREATE_SCRIPT.encode()).hexdigest()

    async def start(self) -> None:
        # One quiet retry on a connection error: after a Redis restart the pooled connections are
        # dead, and the first command on each would fail although the server is back.  A retried
        # append is safe: it is a compare-and-set, so it can never apply twice.
        options = {
            "socket_timeout": self.timeout,
            "socket_connect_timeout": self.timeout,
            "decode_responses": False,
            "retry": Retry(ExponentialBackoff(cap=0.2, base=0.01), 1),
            "retry_on_error": [RedisConnectionError, RedisTimeoutError],
        }
        if self.cluster:
            self.client = RedisCluster.from_url(self.url, **options)
        else:
            self.client = aioredis.from_url(self.url, health_check_interval=15, retry_on_timeout=False, **options)

    async def close(self) -> None:
        if self.client is not None:
            await self.client.aclose()
            self.client = None

    async def _call(self, operation: Callable[[], Awaitable[T]]) -> T:
        if self.client is None:
            await self.start()
        try:
            return await operation()
        except _FAILURES as exc:
            log.warning("redis unavailable: %s", exc)
            metrics.record_store_error(self.kind, exc)
            raise StoreUnavailable(str(exc)) from exc

    async def ping(self) -> bool:
        try:
            return bool(await self._call(lambda: self.client.ping()))
        except StoreUnavailable:
            return False

    # -- snapshots ---------------------------------------------------------------------------------
    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None:
        value = game.encode() + b"\n" + state
        await self._call(lambda: self.client.set(snapshot_key(snapshot_id), value, ex=max(ttl, 1)))

    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None:
        value = await self._call(lambda: self.client.get(snapshot_key(snapshot_id)))
        if value is None:
            return None
        game, _, state = value.partition(b"\n")
        return game.decode(), state

    # -- card sets ---------------------------------------------------------------------------------
    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes) -> None:
        value = game.encode() + b"\n" + card_set  # one SET: the set is stored whole or not at all
        await self._call(lambda: self.client.set(card_set_key(card_set_id), value))

    async def get_card_set(self, card_set_id: str) -> tuple[str, bytes] | None:
        value = await self._call(lambda: self.client.get(card_set_key(card_set_id)))
        if value is None:
            return None
        game, _, card_set = value.partition(b"\n")
        return game.decode(), card_set

    # -- matches -----------------------------------------------------------------------------------
    async def create_match(self, match_id: str, header: bytes, state: bytes, ttl: int) -> bool:
        keys = [match_key(match_id, "header"), match_key(match_id, "state")]

        async def create() -> bool:
            try:
                created = await self.client.evalsha(self._create_sha, len(keys), *keys, header, state, ttl)
            except NoScriptError:
                created = await self.client.eval(CREATE_SCRIPT, len(keys), *keys, header, state, ttl)
            return bool(created)

        return await self._call(create)

    async def get_match(self, match_id: str) -> MatchRecord | None:
        async def read() -> MatchRecord | None:
            # No MULTI needed: the header never changes, and state, version and last hash are one HMGET.
            pipe = self.client.pipeline(transaction=False)
            pipe.get(match_key(match_id, "header"))
            pipe.hmget(match_key(match_id, "state"), ["state", "version", "last"])
            header, (state, version, last) = await pipe.execute()
            if header is None or state is None:
                return None
            return MatchRecord(header=header, state=state, version=int(version), last_hash=last.decode() if last else None)

        return await self._call(read)

    async def set_header(self, match_id: str, header: bytes) -> None:
        await self._call(lambda: self.client.set(match_key(match_id, "header"), header, keepttl=True))

    async def match_ids(self) -> list[str]:
        async def scan() -> list[str]:
            found = []
            async for key in self.client.scan_iter(match="adj:{match:*}:header", count=500):
                text = key.decode()
                found.append(text[len("adj:{match:") : -len("}:header")])
            return sorted(set(found))

        return await self._call(scan)

    async def add_tournament_match(self, tournament: str, match_id: str) -> None:
        await self._call(lambda: self.client.rpush(tournament_key(tournament, "matches"), match_id))

    async def tournament_matches(self, tournament: str) -> list[str]:
        raw = await self._call(lambda: self.client.lrange(tournament_key(tournament, "matches"), 0, -1))
        return [m.decode() for m in raw]

    async def register_deck(self, tournament: str, player: str, deck: bytes) -> bytes | None:
        key = tournament_key(tournament, f"deck:{player}")

        async def register() -> bytes | None:
            if await self.client.set(key, deck, nx=True):
                return None
            return await self.client.get(key)  # type: ignore[no-any-return]

        return await self._call(register)

    async def registered_deck(self, tournament: str, player: str) -> bytes | None:
        return await self._call(lambda: self.client.get(tournament_key(tournament, f"deck:{player}")))

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
    ) -> AppendOutcome:
        keys = [
            match_key(match_id, "state"),
            match_key(match_id, "log"),
            match_key(match_id, f"idem:{idempotency_key or '-'}"),
            match_key(match_id, "header"),
        ]
        args = [
            expected_version,
            entry,
            state,
            response if idempotency_key else b"",
            "1" if idempotency_key else "0",
            ttl,
            max(idempotency_ttl, 1),
            channel(match_id),
            b"",
            entry_hash,
        ]

        async def run() -> Any:
            try:
                return await self.client.evalsha(self._script_sha, len(keys), *keys, *args)
            except NoScriptError:  # after a Redis restart or on a new node: load the script once
                return await self.client.eval(APPEND_SCRIPT, len(keys), *keys, *args)

        reply = await self._call(run)
        status = reply[0].decode()
        version = int(reply[1])
        if status == "duplicate":
            return AppendOutcome("duplicate", version, reply[2])
        return AppendOutcome(status, version)

    async def idempotent_response(self, match_id: str, idempotency_key: str) -> bytes | None:
        return await self._call(lambda: self.client.get(match_key(match_id, f"idem:{idempotency_key}")))

    async def log(self, match_id: str, start: int = 0, stop: int = -1) -> list[bytes]:
        return list(await self._call(lambda: self.client.lrange(match_key(match_id, "log"), start, stop)))

    def subscription(self, match_id: str) -> Subscription:
        return _RedisSubscription(self, match_id)


class _RedisSubscription(Subscription):
    """A pub/sub connection of its own: PUBLISH reaches every node of a cluster, so any node serves."""

    def __init__(self, store: RedisStore, match_id: str) -> None:
        self._store = store
        self._channel = channel(match_id)
        self._pubsub: Any = None

    async def start(self) -> None:
        if self._store.client is None:
            await self._store.start()
        try:
            self._pubsub = self._store.client.pubsub()
            await self._pubsub.subscribe(self._channel)
        except _FAILURES as exc:
            metrics.record_store_error(self._store.kind, exc)
            raise StoreUnavailable(str(exc)) from exc

    async def next(self, timeout: float) -> bytes | None:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                return None
            try:
                message = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=min(remaining, 1.0))
            except _FAILURES as exc:
                metrics.record_store_error(self._store.kind, exc)
                raise StoreUnavailable(str(exc)) from exc
            if message is not None and message.get("type") == "message":
                return message["data"]  # type: ignore[no-any-return]

    async def close(self) -> None:
        if self._pubsub is None:
            return
        try:
            await self._pubsub.unsubscribe(self._channel)
            await self._pubsub.aclose()
        except Exception:  # noqa: BLE001 - closing a broken connection
            pass
        self._pubsub = None
