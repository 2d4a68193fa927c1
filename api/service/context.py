"""What every operation needs: the configuration, the store and the signing key, built once by the
composition root (:mod:`api.app`) and handed to both transports."""

from __future__ import annotations

import msgspec

from ..config import Config
from ..signing import Signer
from ..store.base import Store
from .policy import RateLimiter
from .snapshots import CachedSnapshots, SnapshotCache


class AppContext(msgspec.Struct):
    config: Config
    store: Store
    signer: Signer
    cache: SnapshotCache = msgspec.field(default_factory=SnapshotCache)
    # The rate limits of the match endpoints and /graphql (api.service.policy); the HTTP middleware applies
    # them per request, GraphQL per operation sent over a websocket (schema.limits).
    limiter: RateLimiter | None = None

    @property
    def snapshots(self) -> CachedSnapshots:
        """The store's snapshots through this process's cache of the ones it wrote."""
        return CachedSnapshots(self.store, self.cache)
