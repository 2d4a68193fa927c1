"""What every operation needs: the configuration, the store and the signing key, built once by the
composition root (:mod:`api.app`) and handed to both transports."""

from __future__ import annotations

import msgspec

from ..config import Config
from ..signing import Signer
from ..store.base import Store


class AppContext(msgspec.Struct):
    config: Config
    store: Store
    signer: Signer
