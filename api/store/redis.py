"""The Redis store: snapshots, matches and their action logs, shared by every service process.

Keys of one match share the hash tag ``{match:<id>}`` so the whole match lives in one slot and the
append script runs atomically on Redis Cluster too:

* ``adj:{match:<id>}:header`` -- the match header (game, setup, seat token hashes ...)
* ``adj:{match:<id>}:state``  -- a hash: ``state`` (canonical JSON), ``version`` and ``last`` (the newest
  entry's hash, so an append needs no read of the log)
* ``adj:{match:<id>}:log``    -- a list, the append-only action log (entry ``seq`` n at index n - 1)
* ``adj:{match:<id>}:idem:<key>`` -- the stored answer to an Idempotency-Key
* channel ``adj:{match:<id>}:updates`` -- every accepted action, published by the append script

Snapshots are ``adj:snapshot:{<digest>}``; card sets ``adj:cardset:{<digest>}`` (no expiry).  The snapshot writes of one process are coalesced: every
write requested in the same event-loop turn (and while an earlier batch is on the wire) goes out in one
pipeline (:class:`_SnapshotWriter`), and each caller resumes once Redis has acknowledged its ``SET``, so
an id is answered only after it is readable from every process.  Connection failures become :class:`StoreUnavailable`
(503 with Retry-After); redis-py reconnects on the next command, so the service recovers by itself.

Connections: commands share a bounded pool (``max_connections``); when every connection is busy a
command *waits* for one, up to ``pool_timeout`` seconds (then 503), instead of failing at once.  Live
streams (SSE and GraphQL subscriptions) hold no pool connection: one pub/sub connection per process
(:class:`_Hub`) subscribes to each watched match's channel once and fans every message out to that
match's subscribers, each through a bounded queue of its own.

Durability: with ``ack_replicas`` > 0 an append is acknowledged only after that many replicas hold it
(``WAIT``, or ``WAITAOF`` with ``ack_aof`` on Redis 7.2+: fsynced to their append-only files), run on the
same connection as the append; when they do not confirm in ``ack_timeout_ms`` the caller gets
:class:`StoreUnavailable` (503) and the action is not acknowledged, though it may survive: a client retries
with its Idempotency-Key, and the compare-and-set never applies an action twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
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
from redis.exceptions import NoScriptError, RedisClusterException, ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

from .. import metrics
from .base import AppendOutcome, MatchRecord, NotAcknowledged, Store, StoreUnavailable, Subscription

log = logging.getLogger("adjudicator.store")
T = TypeVar("T")

# KEYS: state, log, idempotency key, header.  ARGV: expected version, entry, state, response,
# use idempotency (0/1), match ttl, idempotency ttl, channel, message ('' = the script builds the
# update from version, entry and state), entry hash, this request's own claim on the key ('' = none).
APPEND_SCRIPT = """
if ARGV[5] == '1' then
  local prior = redis.call('GET', KEYS[3])
  if prior and not (ARGV[11] ~= '' and prior == ARGV[11]) then
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

# KEYS: an idempotency key.  ARGV: the claim.  Deleted only while it holds that claim.
RELEASE_SCRIPT = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
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

# Card sets (docs/card-sets.md): a set lives at least its TTL after its last use and at least as long as a
# live holder pins it; a longer life is never shortened.  KEYS: the set, its pins (a sorted set of holder ->
# unix expiry, +inf for ever; same hash tag, so one slot).  ``extend``: TTL 0 means for ever (PERSIST).
_CARD_SET_EXTEND = """
local function extend(key, ttl)
  if ttl == 0 then
    redis.call('PERSIST', key)
    return
  end
  local current = redis.call('TTL', key)
  if current >= 0 and current < ttl then
    redis.call('EXPIRE', key, ttl)
  end
end
"""

# ARGV: game\nset, ttl.  A new set is one SET; a stored one keeps its content and is refreshed.
CARD_SET_PUT_SCRIPT = _CARD_SET_EXTEND + """
local ttl = tonumber(ARGV[2])
if redis.call('EXISTS', KEYS[1]) == 1 then
  extend(KEYS[1], ttl)
elseif ttl == 0 then
  redis.call('SET', KEYS[1], ARGV[1])
else
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ttl)
end
return 1
"""

# ARGV: ttl, read (1: return the set).  Refresh on use; nil when absent.
CARD_SET_USE_SCRIPT = _CARD_SET_EXTEND + """
local value = redis.call('GET', KEYS[1])
if not value then
  return false
end
extend(KEYS[1], tonumber(ARGV[1]))
if ARGV[2] == '1' then
  return value
end
return 1
"""

# ARGV: holder, ttl.  The holder's pin is kept until now + ttl (for ever when 0); the set lives that long.
CARD_SET_PIN_SCRIPT = _CARD_SET_EXTEND + """
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
local now = tonumber(redis.call('TIME')[1])
local ttl = tonumber(ARGV[2])
local until_ = '+inf'
if ttl > 0 then
  until_ = now + ttl
end
redis.call('ZADD', KEYS[2], 'GT', until_, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
extend(KEYS[1], ttl)
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if last[2] == 'inf' then
  redis.call('PERSIST', KEYS[2])
else
  redis.call('EXPIRE', KEYS[2], math.max(1, tonumber(last[2]) - now))
end
return 1
"""

# Delete unless a live holder pins it: {1} deleted, {0} absent, {2, holder...} pinned.
CARD_SET_DELETE_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 0 then
  return {0}
end
local now = tonumber(redis.call('TIME')[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local holders = redis.call('ZRANGE', KEYS[2], 0, 19)
if #holders > 0 then
  local answer = {2}
  for _, holder in ipairs(holders) do
    table.insert(answer, holder)
  end
  return answer
end
redis.call('DEL', KEYS[1], KEYS[2])
return {1}
"""

_FAILURES = (RedisConnectionError, RedisTimeoutError, RedisClusterException, ConnectionError, OSError)


def match_key(match_id: str, part: str) -> str:
    return f"adj:{{match:{match_id}}}:{part}"


def channel(match_id: str) -> str:
    return match_key(match_id, "updates")


def tournament_key(tournament: str, part: str) -> str:
    return f"adj:tournament:{{t:{tournament}}}:{part}"


def card_set_key(card_set_id: str, part: str = "") -> str:
    return f"adj:cardset:{{{card_set_id}}}" + (f":{part}" if part else "")


def snapshot_key(snapshot_id: str) -> str:
    return f"adj:snapshot:{{{snapshot_id}}}"


def _cluster_url(url: str) -> tuple[str, bool]:
    parts = urlsplit(url)
    if parts.scheme in ("redis+cluster", "rediss+cluster"):
        return urlunsplit(parts._replace(scheme=parts.scheme.split("+")[0])), True
    return url, False


class RedisStore(Store):
    kind = "redis"

    def __init__(
        self,
        url: str,
        *,
        timeout: float = 2.0,
        max_connections: int = 100,
        pool_timeout: float = 10.0,
        ack_replicas: int = 0,
        ack_timeout_ms: int = 2000,
        ack_aof: bool = False,
    ) -> None:
        self.url, self.cluster = _cluster_url(url)
        self.timeout = timeout
        self.max_connections = max(max_connections, 1)
        self.pool_timeout = pool_timeout
        self.ack_replicas = ack_replicas
        self.ack_timeout_ms = ack_timeout_ms
        self.ack_aof = ack_aof
        self.client: Any = None
        self._snapshots = _SnapshotWriter(self)
        self._gate: asyncio.Semaphore | None = None  # Redis Cluster: the pool bound, waited on
        self._hub = _Hub(self)
        self._node_clients: dict[str, Any] = {}
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
            # The cluster client opens up to max_connections per node and fails when they are all busy:
            # a semaphore of the same size makes a command wait for its turn instead.
            self.client = RedisCluster.from_url(self.url, max_connections=self.max_connections, **options)
            self._gate = asyncio.Semaphore(self.max_connections)
        else:
            pool = aioredis.BlockingConnectionPool.from_url(
                self.url, max_connections=self.max_connections, timeout=self.pool_timeout,
                health_check_interval=15, retry_on_timeout=False, **options,
            )
            self.client = aioredis.Redis.from_pool(pool)

    async def close(self) -> None:
        await self._snapshots.close()
        await self._hub.close()
        for node_client in self._node_clients.values():
            await node_client.aclose()
        self._node_clients.clear()
        if self.client is not None:
            await self.client.aclose()
            self.client = None

    async def _call(self, operation: Callable[[], Awaitable[T]]) -> T:
        if self.client is None:
            await self.start()
        gate = self._gate
        if gate is not None:
            try:
                await asyncio.wait_for(gate.acquire(), self.pool_timeout)
            except TimeoutError:
                metrics.record_store_error(self.kind, TimeoutError("pool"))
                raise StoreUnavailable(f"every Redis connection stayed busy for {self.pool_timeout:g} s") from None
        try:
            return await operation()
        except _FAILURES as exc:
            log.warning("redis unavailable: %s", exc)
            metrics.record_store_error(self.kind, exc)
            raise StoreUnavailable(str(exc)) from exc
        finally:
            if gate is not None:
                gate.release()

    async def ping(self) -> bool:
        try:
            return bool(await self._call(lambda: self.client.ping()))
        except StoreUnavailable:
            return False

    # -- snapshots ---------------------------------------------------------------------------------
    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None:
        await self._snapshots.put(snapshot_key(snapshot_id), b"%b\n%b" % (game.encode(), state), max(ttl, 1))

    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None:
        value = await self._call(lambda: self.client.get(snapshot_key(snapshot_id)))
        if value is None:
            return None
        game, _, state = value.partition(b"\n")
        return game.decode(), state

    # -- card sets ---------------------------------------------------------------------------------
    async def _card_set_script(self, script: str, card_set_id: str, *args: Any) -> Any:
        keys = [card_set_key(card_set_id), card_set_key(card_set_id, "pins")]
        return await self._call(lambda: self.client.eval(script, len(keys), *keys, *args))

    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes, ttl: int = 0) -> None:
        value = game.encode() + b"\n" + card_set  # one SET: the set is stored whole or not at all
        await self._card_set_script(CARD_SET_PUT_SCRIPT, card_set_id, value, ttl)

    async def get_card_set(self, card_set_id: str, ttl: int | None = None) -> tuple[str, bytes] | None:
        if ttl is None:
            value = await self._call(lambda: self.client.get(card_set_key(card_set_id)))
        else:
            value = await self._card_set_script(CARD_SET_USE_SCRIPT, card_set_id, ttl, "1")
        if value is None:
            return None
        game, _, card_set = value.partition(b"\n")
        return game.decode(), card_set

    async def touch_card_set(self, card_set_id: str, ttl: int) -> bool:
        return await self._card_set_script(CARD_SET_USE_SCRIPT, card_set_id, ttl, "0") is not None

    async def pin_card_set(self, card_set_id: str, holder: str, ttl: int) -> bool:
        return bool(await self._card_set_script(CARD_SET_PIN_SCRIPT, card_set_id, holder, ttl))

    async def delete_card_set(self, card_set_id: str) -> tuple[bool, list[str]]:
        answer = await self._card_set_script(CARD_SET_DELETE_SCRIPT, card_set_id)
        status = int(answer[0])
        return status == 1, [h.decode() if isinstance(h, bytes) else str(h) for h in answer[1:]]

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
        claim: bytes = b"",
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
            claim,
        ]

        async def run() -> Any:
            try:
                return await self.client.evalsha(self._script_sha, len(keys), *keys, *args)
            except NoScriptError:  # after a Redis restart or on a new node: load the script once
                return await self.client.eval(APPEND_SCRIPT, len(keys), *keys, *args)

        reply = await self._call(run if self.ack_replicas <= 0 else lambda: self._append_acknowledged(keys, args))
        status = reply[0].decode()
        version = int(reply[1])
        if status == "duplicate":
            return AppendOutcome("duplicate", version, reply[2])
        return AppendOutcome(status, version)

    async def idempotent_response(self, match_id: str, idempotency_key: str) -> bytes | None:
        stored = await self._call(lambda: self.client.get(match_key(match_id, f"idem:{idempotency_key}")))
        if stored is not None:
            await self.confirm_durable(match_id)  # the first answer is acknowledged again: as durable as then
        return stored  # type: ignore[no-any-return]

    async def confirm_durable(self, match_id: str) -> None:
        if self.ack_replicas <= 0:
            return
        key = match_key(match_id, "ack")

        async def confirm() -> None:
            client = await self._client_for(key)
            pipe = client.pipeline(transaction=False)
            self._mark(pipe, key)
            pipe.execute_command("WAIT", self.ack_replicas, self.ack_timeout_ms)
            _, confirmed = await pipe.execute(raise_on_error=False)
            self._require(confirmed)

        await self._call(confirm)

    def _mark(self, pipe: Any, key: str) -> None:
        """A small write on the match's master: replication is one ordered stream per master, so once a
        replica acknowledges it, it holds every earlier write of the match too (whoever made it)."""
        pipe.set(key, b"1", px=self.ack_timeout_ms + 60_000)

    def _require(self, confirmed: Any) -> None:
        if isinstance(confirmed, Exception):
            raise StoreUnavailable(f"the replicas could not be asked: {confirmed}")
        count = int(confirmed[1] if isinstance(confirmed, list) else confirmed)
        if count < self.ack_replicas:
            raise NotAcknowledged(f"the write reached {count} of {self.ack_replicas} replicas in {self.ack_timeout_ms} ms")

    async def claim_idempotency(self, match_id: str, idempotency_key: str, claim: bytes, ttl: int) -> bytes | None:
        key = match_key(match_id, f"idem:{idempotency_key}")

        async def run() -> Any:
            # SET NX GET (Redis 7): set when absent, and either way answer what was there.
            return await self.client.set(key, claim, nx=True, get=True, ex=max(ttl, 1))

        held = await self._call(run)
        return None if held is None else bytes(held)

    async def store_idempotent(self, match_id: str, idempotency_key: str, record: bytes, ttl: int) -> None:
        key = match_key(match_id, f"idem:{idempotency_key}")
        await self._call(lambda: self.client.set(key, record, ex=max(ttl, 1)))

    async def release_idempotency(self, match_id: str, idempotency_key: str, claim: bytes) -> None:
        key = match_key(match_id, f"idem:{idempotency_key}")
        await self._call(lambda: self.client.eval(RELEASE_SCRIPT, 1, key, claim))

    async def log(self, match_id: str, start: int = 0, stop: int = -1) -> list[bytes]:
        return list(await self._call(lambda: self.client.lrange(match_key(match_id, "log"), start, stop)))

    def subscription(self, match_id: str) -> Subscription:
        return _RedisSubscription(self._hub, match_id)

    # -- acknowledged appends (WAIT / WAITAOF) -------------------------------------------------------
    async def _client_for(self, key: str) -> Any:
        """A client whose pipeline runs on one connection to the master holding ``key``: the client
        itself, or on a cluster a small client of that node (WAIT counts the writes of its connection)."""
        if not self.cluster:
            return self.client
        await self.client.initialize()
        node = self.client.get_node_from_key(key)
        if node is None:
            raise StoreUnavailable(f"no Redis Cluster node serves {key}")
        found = self._node_clients.get(node.name)
        if found is None:
            pool = aioredis.BlockingConnectionPool(
                host=node.host, port=node.port, max_connections=self.max_connections, timeout=self.pool_timeout,
                socket_timeout=self.timeout + self.ack_timeout_ms / 1000, socket_connect_timeout=self.timeout,
            )
            found = self._node_clients[node.name] = aioredis.Redis.from_pool(pool)
        return found

    async def _append_acknowledged(self, keys: list[str], args: list[Any]) -> Any:
        """The append script and ``WAIT``/``WAITAOF`` in one pipeline (one connection); StoreUnavailable
        unless ``ack_replicas`` replicas confirmed the write in time."""
        client = await self._client_for(keys[0])
        for attempt in range(2):
            pipe = client.pipeline(transaction=False)
            pipe.evalsha(self._script_sha, len(keys), *keys, *args)
            self._mark(pipe, keys[0].rsplit(":", 1)[0] + ":ack")  # also covers a duplicate, which writes nothing
            if self.ack_aof:
                pipe.execute_command("WAITAOF", 0, self.ack_replicas, self.ack_timeout_ms)
            else:
                pipe.execute_command("WAIT", self.ack_replicas, self.ack_timeout_ms)
            reply, _, confirmed = await pipe.execute(raise_on_error=False)
            if isinstance(reply, NoScriptError) and attempt == 0:
                await client.script_load(APPEND_SCRIPT)
                continue
            if isinstance(reply, ResponseError) and str(reply).startswith(("MOVED", "ASK", "CLUSTERDOWN", "READONLY")):
                # The slot moved (a failover): refresh the map; the client retries on fresh state.
                self._node_clients.pop(next((n for n, c in self._node_clients.items() if c is client), ""), None)
                await self.client.nodes_manager.initialize()
                raise StoreUnavailable(f"the match's slot moved: {reply}")
            if isinstance(reply, Exception):
                raise reply
            if isinstance(confirmed, ResponseError) and self.ack_aof:
                log.warning("WAITAOF is not available on this Redis (%s): acknowledging after WAIT (replicas received it, not yet fsynced)", confirmed)
                self.ack_aof = False
                again = client.pipeline(transaction=False)
                self._mark(again, keys[0].rsplit(":", 1)[0] + ":ack")
                again.execute_command("WAIT", self.ack_replicas, self.ack_timeout_ms)
                _, confirmed = await again.execute(raise_on_error=False)
            status = reply[0].decode() if isinstance(reply[0], bytes) else str(reply[0])
            if status in ("ok", "duplicate"):
                self._require(confirmed)
            return reply
        raise StoreUnavailable("the append script could not be loaded")


class _Hub:
    """One pub/sub connection per store (per process), shared by every live stream.

    The first subscriber of a match subscribes its channel (and waits for Redis to confirm, so the
    subscriber may read the current state next without missing an update); the last one to leave
    unsubscribes it.  One reader task hands each message to the queues of that channel's subscribers.
    When the connection fails every subscriber is told (its stream ends with an error and the client
    reconnects); the next subscriber opens a fresh connection.  PUBLISH reaches every node of a
    cluster, so any node serves.
    """

    def __init__(self, store: RedisStore) -> None:
        self.store = store
        self.pubsub: Any = None
        self.reader: asyncio.Task[None] | None = None
        self.channels: dict[bytes, set[_RedisSubscription]] = {}
        self.confirmed: dict[bytes, asyncio.Event] = {}
        self._lock: asyncio.Lock | None = None

    @property
    def lock(self) -> asyncio.Lock:
        if self._lock is None:
            self._lock = asyncio.Lock()
        return self._lock

    async def join(self, subscription: _RedisSubscription) -> None:
        name = subscription.channel
        try:
            async with self.lock:
                if self.pubsub is None:
                    if self.store.client is None:
                        await self.store.start()
                    self.pubsub = self.store.client.pubsub()
                members = self.channels.setdefault(name, set())
                members.add(subscription)
                event = self.confirmed.get(name)
                if len(members) == 1:
                    event = self.confirmed[name] = asyncio.Event()
                    await self.pubsub.subscribe(name)
                    if self.reader is None or self.reader.done():
                        self.reader = asyncio.create_task(self._read())
            if event is not None:
                await asyncio.wait_for(event.wait(), self.store.timeout + 5)
        except (*_FAILURES, TimeoutError) as exc:
            await self._fail(exc)
            raise StoreUnavailable(str(exc) or "the pub/sub subscription was not confirmed") from exc
        if subscription.error:
            raise StoreUnavailable(subscription.error)

    async def leave(self, subscription: _RedisSubscription) -> None:
        async with self.lock:
            members = self.channels.get(subscription.channel)
            if members is None or subscription not in members:
                return
            members.discard(subscription)
            if members:
                return
            del self.channels[subscription.channel]
            self.confirmed.pop(subscription.channel, None)
            if self.pubsub is not None:
                with contextlib.suppress(*_FAILURES):  # the reader notices a broken connection
                    await self.pubsub.unsubscribe(subscription.channel)

    async def _read(self) -> None:
        while True:
            pubsub = self.pubsub
            if pubsub is None:
                return
            try:
                message = await pubsub.get_message(ignore_subscribe_messages=False, timeout=1.0)
            except asyncio.CancelledError:
                raise
            except (*_FAILURES, RuntimeError) as exc:
                await self._fail(exc)
                return
            if message is None:
                continue
            kind, name = message.get("type"), message.get("channel")
            if kind == "subscribe":
                event = self.confirmed.pop(name, None)
                if event is not None:
                    event.set()
            elif kind == "message":
                for subscription in list(self.channels.get(name, ())):
                    subscription.deliver(message["data"])

    async def _fail(self, exc: BaseException) -> None:
        log.warning("redis pub/sub connection lost: %s", exc)
        metrics.record_store_error(self.store.kind, exc)
        async with self.lock:
            members = [s for group in self.channels.values() for s in group]
            self.channels.clear()
            for event in self.confirmed.values():
                event.set()
            self.confirmed.clear()
            pubsub, self.pubsub = self.pubsub, None
            reader, self.reader = self.reader, None
        for subscription in members:
            subscription.fail(str(exc) or type(exc).__name__)
        if reader is not None and reader is not asyncio.current_task():
            reader.cancel()
        if pubsub is not None:
            with contextlib.suppress(Exception):  # closing a broken connection
                await pubsub.aclose()

    async def close(self) -> None:
        async with self.lock:
            pubsub, self.pubsub = self.pubsub, None
            reader, self.reader = self.reader, None
            self.channels.clear()
        if reader is not None:
            reader.cancel()
        if pubsub is not None:
            with contextlib.suppress(Exception):  # closing a broken connection
                await pubsub.aclose()


_FAILED = object()


class _SnapshotWriter:
    """Snapshot writes coalesced into pipelines: one ``SET key value EX ttl`` per write, as before, but
    the writes requested while the event loop runs one turn (and while the previous batch is on the
    wire) are sent together, one pipeline and one connection for the batch instead of one pool checkout,
    timeout and socket wake-up per write; on one Redis (not a cluster) the batch goes out on a connection
of the writer's own, without redis-py's pipeline object.  A write returns once Redis has acknowledged it (or raises
    :class:`StoreUnavailable` for it); a batch never waits for more writes than are already pending, so
    an idle process sends each write at once.  ``bench/snapshots.py`` measures it."""

    def __init__(self, store: RedisStore) -> None:
        self._store = store
        self._pending: list[tuple[str, bytes, int, asyncio.Future[None]]] = []
        self._flushing = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._connection: Any = None

    async def put(self, key: str, value: bytes, ttl: int) -> None:
        loop = asyncio.get_running_loop()
        if loop is not self._loop:  # a store used from a new event loop (tests): nothing carries over
            self._loop, self._pending, self._flushing, self._connection = loop, [], False, None
        future: asyncio.Future[None] = loop.create_future()
        self._pending.append((key, value, ttl, future))
        if not self._flushing:
            self._flushing = True
            loop.call_soon(self._start_flush)
        await future

    def _start_flush(self) -> None:
        task = asyncio.ensure_future(self._flush())
        task.add_done_callback(_consume)

    async def _flush(self) -> None:
        try:
            while self._pending:
                batch, self._pending = self._pending, []
                try:
                    await self._store._call(functools.partial(self._send, batch))
                except BaseException as exc:  # noqa: BLE001 - each waiting write gets the failure
                    for *_, future in batch:
                        if not future.done():
                            future.set_exception(exc if isinstance(exc, Exception) else StoreUnavailable("cancelled"))
                    if not isinstance(exc, Exception):
                        raise
                else:
                    for *_, future in batch:
                        if not future.done():
                            future.set_result(None)
        finally:
            self._flushing = False

    async def _send(self, batch: list[tuple[str, bytes, int, asyncio.Future[None]]]) -> None:
        commands = [("SET", key, value, "EX", ttl) for key, value, ttl, _ in batch]
        if self._store.cluster:  # the keys live on several nodes: the cluster pipeline routes them
            pipe = self._store.client.pipeline(transaction=False)
            for command in commands:
                pipe.execute_command(*command)
            await pipe.execute()
            return
        # One connection of the writer's own (outside the pool, so it takes no command's place): the
        # batch packed and written at once, then its replies read in order.  SET is idempotent, so a
        # batch whose connection broke is sent once more on a new connection.
        for attempt in (1, 2):
            if self._connection is None:
                self._connection = self._store.client.connection_pool.make_connection()
            connection = self._connection
            try:
                await connection.send_packed_command(connection.pack_commands(commands))
                for _ in commands:
                    await connection.read_response()
                return
            except BaseException as exc:
                self._connection = None  # unread replies may be left on it
                await connection.disconnect(nowait=True)
                if attempt == 2 or not isinstance(exc, RedisConnectionError | RedisTimeoutError | ConnectionError | OSError):
                    raise

    async def close(self) -> None:
        if self._connection is not None:
            connection, self._connection = self._connection, None
            await connection.disconnect()


def _consume(task: asyncio.Future[None]) -> None:
    if not task.cancelled():
        task.exception()


class _RedisSubscription(Subscription):
    """One live stream's share of the hub: a bounded queue of the match's updates."""

    QUEUE_LIMIT = 256  # updates a stream may fall behind by before it is ended (the client reconnects)

    def __init__(self, hub: _Hub, match_id: str) -> None:
        self._hub = hub
        self.channel = channel(match_id).encode()
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        self.error = ""

    def deliver(self, data: bytes) -> None:
        if self.error:
            return
        if self.queue.qsize() >= self.QUEUE_LIMIT:
            self.fail(f"the stream fell {self.QUEUE_LIMIT} updates behind")
            return
        self.queue.put_nowait(data)

    def fail(self, reason: str) -> None:
        if not self.error:
            self.error = reason
            self.queue.put_nowait(_FAILED)

    async def start(self) -> None:
        await self._hub.join(self)

    async def next(self, timeout: float) -> bytes | None:
        try:
            item = await asyncio.wait_for(self.queue.get(), timeout)
        except TimeoutError:
            return None
        if item is _FAILED:
            raise StoreUnavailable(self.error)
        return item  # type: ignore[no-any-return]

    async def close(self) -> None:
        await self._hub.leave(self)
