"""The store interface: snapshots, card sets, and hosted matches with their append-only action logs.

A match is a header (game, setup, seat token hashes, ...), a current state with its ``version``, and
an append-only log; every accepted action advances ``version`` by one through an atomic compare-and-set,
so two writers racing on one version get one success and one conflict.
"""

from __future__ import annotations

import abc

import msgspec


class StoreUnavailable(Exception):
    """The backing store cannot be reached (the API answers 503 with Retry-After)."""

    detail = "the match store cannot be reached; nothing was written, try again"


class NotAcknowledged(StoreUnavailable):
    """A write went through on the master but too few replicas confirmed it in time: not acknowledged
    (503), though it may survive; the client retries with the same Idempotency-Key."""

    detail = (
        "the action was not confirmed by enough replicas in time and is not acknowledged; it may still "
        "have been applied: retry with the same Idempotency-Key to get its answer"
    )


class MatchRecord(msgspec.Struct):
    header: bytes
    state: bytes
    version: int
    last_hash: str | None = None  # the hash of the newest log entry (None before the first)


class AppendOutcome(msgspec.Struct):
    """The result of an append: ``ok``, ``conflict`` (stale version) or ``duplicate`` (idempotent replay)."""

    status: str
    version: int
    response: bytes | None = None


class Subscription(abc.ABC):
    """A live subscription to one match's accepted actions.  Established by ``start`` (or entering
    it as an async context manager), so that a read made afterwards misses no update."""

    async def __aenter__(self) -> Subscription:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @abc.abstractmethod
    async def start(self) -> None: ...

    @abc.abstractmethod
    async def next(self, timeout: float) -> bytes | None:
        """The next published message, or None after ``timeout`` seconds without one."""

    @abc.abstractmethod
    async def close(self) -> None: ...


class Store(abc.ABC):
    kind: str = "abstract"
    #: How long a card set lives after its last use, in seconds (0: for ever): ADJUDICATOR_CARD_SET_TTL_SECONDS.
    card_set_ttl: int = 2_592_000

    async def start(self) -> None:  # noqa: B027 - optional hook
        """Connect (called in the app's lifespan)."""

    async def close(self) -> None:  # noqa: B027 - optional hook
        """Disconnect."""

    @abc.abstractmethod
    async def ping(self) -> bool:
        """True when the store answers."""

    # -- snapshots ---------------------------------------------------------------------------------
    @abc.abstractmethod
    async def put_snapshot(self, snapshot_id: str, game: str, state: bytes, ttl: int) -> None: ...

    @abc.abstractmethod
    async def get_snapshot(self, snapshot_id: str) -> tuple[str, bytes] | None: ...

    # -- card sets (content addressed; their lifecycle: docs/card-sets.md) --------------------------
    @abc.abstractmethod
    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes, ttl: int = 0) -> None:
        """Store a validated card set under its digest, whole (one write: never partially stored), to live at
        least ``ttl`` seconds (0: forever).  A set already stored keeps its content and is only refreshed."""

    @abc.abstractmethod
    async def get_card_set(self, card_set_id: str, ttl: int | None = None) -> tuple[str, bytes] | None:
        """The game and canonical JSON of a stored card set, or None.  With ``ttl``, a use: the set then lives
        at least ``ttl`` more seconds (0: forever); a longer life (a pin) is never shortened."""

    @abc.abstractmethod
    async def touch_card_set(self, card_set_id: str, ttl: int) -> bool:
        """Refresh a stored set as :meth:`get_card_set` with ``ttl`` does, without reading it; False when absent."""

    @abc.abstractmethod
    async def pin_card_set(self, card_set_id: str, holder: str, ttl: int) -> bool:
        """Keep the set while ``holder`` (``match:<id>``, ``tournament:<id>``) lives: at least ``ttl`` more
        seconds (0: for ever), and refuse to delete it until then.  False when the set is absent."""

    @abc.abstractmethod
    async def delete_card_set(self, card_set_id: str) -> tuple[bool, list[str]]:
        """Delete a set no live holder pins: ``(deleted, [])``; ``(False, holders)`` when pinned (nothing
        deleted); ``(False, [])`` when there is no such set."""

    # -- matches -----------------------------------------------------------------------------------
    @abc.abstractmethod
    async def create_match(self, match_id: str, header: bytes, state: bytes, ttl: int) -> bool:
        """Store a new match at version 0; False if the id is taken."""

    @abc.abstractmethod
    async def get_match(self, match_id: str) -> MatchRecord | None: ...

    @abc.abstractmethod
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
        """Atomically: if the match is at ``expected_version`` (and the key is new), append ``entry``
        to the log, store ``state`` at version + 1, remember ``response`` under the key, and publish
        ``message`` to the match's subscribers (by default the update ``{"version", "entry", "state"}``).  A key seen before returns its stored response and changes nothing,
        unless what it holds is ``claim``: this request's own claim (:meth:`claim_idempotency`)."""

    @abc.abstractmethod
    async def idempotent_response(self, match_id: str, idempotency_key: str) -> bytes | None: ...

    async def confirm_durable(self, match_id: str) -> None:  # noqa: B027 - a store without replicas: nothing to wait for
        """Return once everything written for the match so far is as durable as a fresh append (on Redis
        with replica acknowledgement: held by the replicas); raise :class:`StoreUnavailable` otherwise.
        Called before an earlier write is acknowledged again (an idempotent replay, a retried append)."""

    @abc.abstractmethod
    async def claim_idempotency(self, match_id: str, idempotency_key: str, claim: bytes, ttl: int) -> bytes | None:
        """Store ``claim`` under the key unless it holds something: None when claimed, else what it holds."""

    @abc.abstractmethod
    async def store_idempotent(self, match_id: str, idempotency_key: str, record: bytes, ttl: int) -> None:
        """Remember ``record`` (an answer) under the key for ``ttl`` seconds."""

    @abc.abstractmethod
    async def release_idempotency(self, match_id: str, idempotency_key: str, claim: bytes) -> None:
        """Forget the key if it still holds ``claim`` (a request that got no answer worth keeping)."""

    @abc.abstractmethod
    async def log(self, match_id: str, start: int = 0, stop: int = -1) -> list[bytes]:
        """Log entries ``start..stop`` (inclusive, -1 = last)."""

    @abc.abstractmethod
    def subscription(self, match_id: str) -> Subscription:
        """A subscription to the messages published for the match from when it starts (pub/sub)."""

    @abc.abstractmethod
    async def set_header(self, match_id: str, header: bytes) -> None: ...

    @abc.abstractmethod
    async def match_ids(self) -> list[str]:
        """Every stored match id (for ``adjudicator reverify``)."""

    # -- tournaments -------------------------------------------------------------------------------
    @abc.abstractmethod
    async def add_tournament_match(self, tournament: str, match_id: str) -> None: ...

    @abc.abstractmethod
    async def tournament_matches(self, tournament: str) -> list[str]: ...

    @abc.abstractmethod
    async def register_deck(self, tournament: str, player: str, deck: bytes) -> bytes | None:
        """Lock ``deck`` for the player in the event; returns the deck already registered, if any."""

    @abc.abstractmethod
    async def registered_deck(self, tournament: str, player: str) -> bytes | None: ...
