"""Prometheus metrics (``GET /metrics``): requests, latency, adjudications, violations, store errors and
live subscriptions.

The metric objects live here, with one small helper per kind of event, so the rest of the service
records what happened with a single call and never touches prometheus-client itself:

* :func:`observe_request` -- called by the request middleware (:mod:`api.logging_middleware`);
* :func:`record_adjudication` -- an action judged, by game and outcome, and the rule it broke;
* :func:`record_store_error` -- the backing store could not be reached;
* :func:`tracked_subscription` -- wraps a store subscription (SSE now, GraphQL subscriptions alike).

Several worker processes: uvicorn's ``--workers N`` forks N processes, each with its own counters, and a
scrape reaches only one of them.  prometheus-client's multi-process mode fixes that: with
``PROMETHEUS_MULTIPROC_DIR`` set before this module is first imported, every process writes its values
to files in that directory and a scrape of any worker sums them all.  ``adjudicator serve`` sets it up
whenever it starts more than one worker (:func:`prepare_multiprocess_dir`).  In that mode the
``process_*`` and ``python_*`` metrics of the default registry are not exposed (they describe one
process), and the subscription gauge counts live processes only.
"""

from __future__ import annotations

import glob
import os
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, TypeVar

from prometheus_client import (
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

T = TypeVar("T")

# prometheus-client chose its storage (in memory, or files in this directory) when it was imported,
# from this same variable: exposition must agree with that choice, so it is read once, here.
MULTIPROCESS_DIR: str | None = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None

# The service answers in well under a millisecond to a few milliseconds; the default buckets start at
# 5 ms and would put nearly every request in the first one.
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

UNMATCHED_ROUTE = "<unmatched>"  # a 404: the raw path would give an unbounded number of series

HTTP_REQUESTS = Counter(
    "adjudicator_http_requests",
    "HTTP requests answered, by method, route template and status code.",
    ["method", "route", "status"],
)
HTTP_LATENCY = Histogram(
    "adjudicator_http_request_duration_seconds",
    "Time from receiving a request to the end of its response, by method and route template "
    "(streamed responses such as event streams are left out: their duration is how long the client watched).",
    ["method", "route"],
    buckets=LATENCY_BUCKETS,
)
ADJUDICATIONS = Counter(
    "adjudicator_adjudications",
    "Actions judged (stateless adjudications and hosted-match actions), by game and outcome (valid, invalid).",
    ["game", "outcome"],
)
VIOLATIONS = Counter(
    "adjudicator_violations",
    "Illegal actions, by game and the code of the rule they broke.",
    ["game", "code"],
)
STORE_ERRORS = Counter(
    "adjudicator_store_errors",
    "Failures to reach the backing store, by store kind and error type.",
    ["store", "error"],
)
ACTIVE_SUBSCRIPTIONS = Gauge(
    "adjudicator_active_subscriptions",
    "Live match subscriptions, by transport (sse, graphql-ws).",
    ["transport"],
    multiprocess_mode="livesum",
)

_series: dict[tuple[str, str, int], tuple[Any, Any]] = {}


def observe_request(method: str, route: str, status: int, seconds: float | None) -> None:
    """Count one answered request; ``seconds`` is None for a response whose duration means nothing."""
    # ``labels()`` takes a lock and builds a tuple on every call; the children are cached per series.
    key = (method, route, status)
    series = _series.get(key)
    if series is None:
        series = _series[key] = (HTTP_REQUESTS.labels(method, route, str(status)), HTTP_LATENCY.labels(method, route))
    series[0].inc()
    if seconds is not None:
        series[1].observe(seconds)


def record_adjudication(game: str, violation: Any | None) -> None:
    """One action judged: valid when ``violation`` is None, else invalid under the violation's code."""
    if violation is None:
        ADJUDICATIONS.labels(game, "valid").inc()
        return
    ADJUDICATIONS.labels(game, "invalid").inc()
    VIOLATIONS.labels(game, getattr(violation, "code", None) or "unknown").inc()


def record_store_error(store: str, error: BaseException) -> None:
    STORE_ERRORS.labels(store, type(error).__name__).inc()


@asynccontextmanager
async def tracked_subscription(subscription: AbstractAsyncContextManager[T], transport: str) -> AsyncIterator[T]:
    """Enter ``subscription`` and count it as active on ``transport`` until it is left.

    ``async with tracked_subscription(store.subscription(match_id), "sse") as updates: ...``
    """
    async with subscription as entered:
        gauge = ACTIVE_SUBSCRIPTIONS.labels(transport)
        gauge.inc()
        try:
            yield entered
        finally:
            gauge.dec()


def exposition() -> bytes:
    """The text a scrape receives: this process's registry, or every worker's files summed."""
    if MULTIPROCESS_DIR is None:
        return generate_latest(REGISTRY)
    forget_dead_processes(MULTIPROCESS_DIR)
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=MULTIPROCESS_DIR)  # type: ignore[no-untyped-call]
    return generate_latest(registry)


def prepare_multiprocess_dir(path: str) -> None:
    """Create ``path`` and empty it of metric files left by an earlier run (counters would carry over).

    Called by ``adjudicator serve`` before any worker starts; the directory belongs to one server.
    """
    os.makedirs(path, exist_ok=True)
    for stale in glob.glob(os.path.join(path, "*.db")):
        os.remove(stale)


def forget_dead_processes(path: str) -> None:
    """Drop the live-gauge files of workers that have exited.

    uvicorn replaces a worker that dies; the dead one's counters rightly stay in the sums, but its
    subscription gauge must not (its connections are gone).  Cheap: one file per process.
    """
    for live_file in glob.glob(os.path.join(path, "gauge_live*_*.db")):
        pid = os.path.basename(live_file)[: -len(".db")].rsplit("_", 1)[-1]
        if pid.isdigit() and not _process_exists(int(pid)):
            multiprocess.mark_process_dead(int(pid), path)  # type: ignore[no-untyped-call]


def _process_exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
