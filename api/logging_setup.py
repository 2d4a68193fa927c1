"""Log lines: one JSON object per line (or plain text), each carrying the request id it belongs to.

``adjudicator serve`` hands :func:`logging_config` to uvicorn, which applies it in every worker process,
so uvicorn's own messages and ours share one format.  The request id lives in a context variable set by
:mod:`api.logging_middleware` for the duration of a request; any log call made while serving that
request (in a handler, the store, the engine) carries it without being passed it.
"""

from __future__ import annotations

import contextvars
import logging
import time
import traceback
from typing import Any

import orjson

request_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("adjudicator_request_id", default=None)

# Attributes every LogRecord has; anything else on a record came from ``extra=`` and is logged as a field.
_STANDARD = frozenset(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {"message", "asctime", "color_message"}


_last_second: tuple[int, str] = (-1, "")  # replaced whole, so threads never see half an update


def utc_timestamp(created: float) -> str:
    """``2026-11-30T09:59:46.123Z``; the date and time part is formatted once per second."""
    global _last_second
    whole = int(created)
    second, text = _last_second
    if whole != second:
        text = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole))
        _last_second = (whole, text)
    return f"{text}.{int((created - whole) * 1000):03d}Z"


class JSONFormatter(logging.Formatter):
    """``{"ts", "level", "logger", "message", "request_id"?, <extra fields>, "exc"?}`` on one line."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": utc_timestamp(record.created),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        request_id = getattr(record, "request_id", None) or request_id_var.get()
        if request_id is not None:
            line["request_id"] = request_id
        for key, value in record.__dict__.items():
            if key not in _STANDARD and key not in line:
                line[key] = value
        if record.exc_info:
            line["exc"] = "".join(traceback.format_exception(*record.exc_info)).rstrip()
        elif record.exc_text:
            line["exc"] = record.exc_text
        return orjson.dumps(line, default=str).decode()


class TextFormatter(logging.Formatter):
    """Plain lines for a terminal, with the request id in brackets when there is one."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-7s %(name)s %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        request_id = getattr(record, "request_id", None) or request_id_var.get()
        return f"{text} [{request_id}]" if request_id else text


def logging_config(level: str, log_format: str) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` mapping: every line to stderr in ``log_format`` (json or text).

    Covers the root logger, so the service's loggers (``adjudicator``, ``adjudicator.access``,
    ``adjudicator.store``) and uvicorn's (``uvicorn.error``) all come out the same way.
    """
    formatter = "json" if log_format == "json" else "text"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {
            "json": {"()": JSONFormatter},
            "text": {"()": TextFormatter},
        },
        "handlers": {
            "stderr": {"class": "logging.StreamHandler", "formatter": formatter, "stream": "ext://sys.stderr"},
        },
        "root": {"level": level, "handlers": ["stderr"]},
        "loggers": {
            # uvicorn's loggers propagate to the root; drop the handlers its default config would add.
            "uvicorn": {"level": level, "handlers": [], "propagate": True},
            "uvicorn.error": {"level": level, "handlers": [], "propagate": True},
            "uvicorn.access": {"level": "WARNING", "handlers": [], "propagate": True},
        },
    }


def configure_logging(level: str, log_format: str) -> None:
    """Apply :func:`logging_config` in this process (uvicorn does it per worker when it is given it)."""
    import logging.config

    logging.config.dictConfig(logging_config(level, log_format))
