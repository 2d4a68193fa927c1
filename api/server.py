"""The HTTP server's own guard: request headers must arrive within a time limit.

uvicorn times out an idle keep-alive connection, but not one that sends its request line and headers
one byte at a time (a "slowloris"): each byte restarts nothing and the connection is held forever.
:class:`GuardedHttpToolsProtocol` (uvicorn's httptools protocol, which ``adjudicator serve`` runs)
starts a timer when a connection opens and when a request begins, stops it once the headers are
complete, and answers ``408`` (problem+json) and closes the connection when it fires.  The body has
its own limit (:func:`api.service.decoding.read_body`); both use ``ADJUDICATOR_BODY_TIMEOUT_SECONDS``.
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from .config import Config
from .service.problems import MEDIA_TYPE, problem_body

PROTOCOL = "api.server:GuardedHttpToolsProtocol"


def _timeout_seconds() -> float:
    return Config.from_env().body_timeout_seconds


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    """httptools with a deadline for the request line and headers (408, then the connection closes)."""

    header_timeout: float | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if GuardedHttpToolsProtocol.header_timeout is None:
            GuardedHttpToolsProtocol.header_timeout = _timeout_seconds()
        self._header_timer: asyncio.TimerHandle | None = None

    def _arm(self) -> None:
        if self._header_timer is None and self.header_timeout:
            self._header_timer = self.loop.call_later(self.header_timeout, self._headers_too_slow)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._arm()

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if self.transport.is_closing():
            return
        detail = f"the request headers were not received within {self.header_timeout:g} s"
        body = msgspec.json.encode(problem_body(408, "Request Timeout", detail, "header-timeout"))
        head = (
            b"HTTP/1.1 408 Request Timeout\r\ncontent-type: " + MEDIA_TYPE.encode()
            + b"\r\nconnection: close\r\ncontent-length: " + str(len(body)).encode() + b"\r\n\r\n"
        )
        self.transport.write(head + body)
        self.transport.close()
