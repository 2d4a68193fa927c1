"""What every handler needs: the configuration and the store, kept on the app's state."""

from __future__ import annotations

from typing import Any

import msgspec
from starlette.requests import HTTPConnection

from ..config import Config
from ..signing import Signer
from ..store.base import Store


class AppContext(msgspec.Struct):
    config: Config
    store: Store
    signer: Signer
    extras: dict[str, Any] = msgspec.field(default_factory=dict)


def context(connection: HTTPConnection) -> AppContext:
    return connection.app.state.ctx  # type: ignore[no-any-return]
