"""``/metrics``: requests by route template and status, latency, adjudications by game and outcome,
violations by code, store errors and live subscriptions, in one process and summed over workers."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector
from starlette.testclient import TestClient

from ..api.match_helpers import MatchClient, bearer
from ..support.servers import ROOT, ServiceProcess, services
from .scrape import scrape, value

MW = "/v1/games/magic-wands"
SETUP = {"players": ["ann", "bob"], "seed": "metrics"}


def other_player(state: dict[str, Any], player: str) -> str:
    return next(p["id"] for p in state["players"] if p["id"] != player)


def test_requests_are_counted_by_route_template_and_status(client: TestClient) -> None:
    before = scrape(client)
    assert client.get(f"{MW}/cards").status_code == 200
    assert client.get(f"{MW}/cards").status_code == 200
    assert client.get("/v1/games/chess/cards").status_code == 404
    assert client.get("/no/such/thing/42").status_code == 404
    assert client.delete("/v1/games").status_code == 405
    after = scrape(client)

    def delta(**labels: str) -> float:
        return value(after, "adjudicator_http_requests_total", **labels) - value(before, "adjudicator_http_requests_total", **labels)

    assert delta(method="GET", route="/v1/games/{game}/cards", status="200") == 2
    assert delta(method="GET", route="/v1/games/{game}/cards", status="404") == 1  # unknown game: the route matched
    assert delta(method="GET", route="<unmatched>", status="404") == 1
    assert delta(method="DELETE", route="/v1/games", status="405") == 1
    assert "/no/such/thing" not in after and "/v1/games/magic-wands" not in after  # never a raw path

    latency = "adjudicator_http_request_duration_seconds"
    route = {"method": "GET", "route": "/v1/games/{game}/cards"}
    assert value(after, f"{latency}_count", **route) - value(before, f"{latency}_count", **route) == 3
    assert value(after, f"{latency}_sum", **route) > value(before, f"{latency}_sum", **route)
    assert value(after, f"{latency}_bucket", le="+Inf", **route) == value(after, f"{latency}_count", **route)
    assert value(after, f"{latency}_bucket", le="0.0005", **route) <= value(after, f"{latency}_bucket", le="0.01", **route)


def test_adjudications_by_game_and_outcome_and_violations_by_code(client: TestClient) -> None:
    before = scrape(client)
    state = client.post(f"{MW}/setup", json=SETUP).json()["state"]
    action = client.post(f"{MW}/legal-actions", json={"state": state}).json()["actions"][0]
    assert client.post(f"{MW}/adjudicate", json={"state": state, "action": action}).json()["valid"] is True
    wrong = {**action, "player": other_player(state, action["player"])}
    for _ in range(2):
        assert client.post(f"{MW}/adjudicate", json={"state": state, "action": wrong}).json()["violation"]["code"] == "MW-TURN-1"
    # Hosted matches count too: one accepted action, one refused as illegal.
    match = MatchClient(client, players=["ann", "bob"])
    legal = match.legal()[0]
    assert match.act(legal).status_code == 200
    assert match.act(legal).status_code == 422
    after = scrape(client)

    def delta(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert delta("adjudicator_adjudications_total", game="magic-wands", outcome="valid") == 2
    assert delta("adjudicator_adjudications_total", game="magic-wands", outcome="invalid") == 3
    assert delta("adjudicator_violations_total", game="magic-wands", code="MW-TURN-1") == 3


def wait_for(check: Any, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.05)


def test_active_subscriptions_follow_open_event_streams() -> None:
    gauge = "adjudicator_active_subscriptions"
    with services(1) as [service], httpx.Client(base_url=service.url, timeout=10) as http:
        match = MatchClient(http)
        assert value(scrape(http), gauge, transport="sse") == 0
        streams = [http.stream("GET", f"/v1/matches/{match.id}/events", headers=bearer(token)) for token in match.tokens.values()]
        readers = []  # kept: dropping a line iterator closes its connection
        try:
            for stream in streams:
                readers.append(stream.__enter__().iter_lines())
                assert next(readers[-1]) == "event: state"
            assert value(scrape(http), gauge, transport="sse") == len(streams)
        finally:
            for stream in streams:
                stream.__exit__(None, None, None)
        # The server notices each disconnect and leaves the subscription.
        wait_for(lambda: value(scrape(http), gauge, transport="sse") == 0)


def test_graphql_subscriptions_count_under_their_own_transport() -> None:
    from ..graphql.test_subscriptions import subscribed

    gauge = "adjudicator_active_subscriptions"
    with services(1) as [service], httpx.Client(base_url=service.url, timeout=10) as http:
        match = MatchClient(http)
        with subscribed(service, match.organizer, match.id) as subscriber:
            assert subscriber.update()["version"] == 0
            assert value(scrape(http), gauge, transport="graphql-ws") == 1
            assert value(scrape(http), gauge, transport="sse") == 0
        wait_for(lambda: value(scrape(http), gauge, transport="graphql-ws") == 0)


def test_several_workers_one_sum(tmp_path: Path) -> None:
    """With --workers 2 each process counts in its own file in PROMETHEUS_MULTIPROC_DIR, and every
    scrape, whichever worker answers it, returns the sum over all of them.  A process that has exited
    still counts (its requests happened) but its live subscriptions do not."""
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    (metrics_dir / "counter_1.db").write_bytes(b"left by an earlier run")
    service = ServiceProcess({"PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)}, workers=2).start()
    try:
        clients, per_client = 16, 5
        route = {"method": "GET", "route": "/v1/games", "status": "200"}

        async def load() -> None:
            async def one_client() -> None:
                async with httpx.AsyncClient(base_url=service.url, timeout=10) as http:
                    for _ in range(per_client):
                        assert (await http.get("/v1/games")).status_code == 200

            await asyncio.gather(*(one_client() for _ in range(clients)))

        asyncio.run(load())
        assert not (metrics_dir / "counter_1.db").exists()  # emptied at start
        served = clients * per_client
        assert sum(value(_file_text(p), "adjudicator_http_requests_total", **route) for p in metrics_dir.glob("counter_*.db")) == served

        # Another process (as a worker that uvicorn has since replaced) counted 7 requests and held
        # 2 subscriptions, then exited.
        subprocess.run(
            [sys.executable, "-c", _OTHER_WORKER],
            env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)},
            cwd=ROOT,
            check=True,
        )
        for _ in range(10):  # whichever worker answers
            text = httpx.get(service.url + "/metrics", timeout=10).text
            assert value(text, "adjudicator_http_requests_total", **route) == served + 7
            assert value(text, "adjudicator_active_subscriptions", transport="sse") == 0
        assert "process_cpu_seconds_total" not in text  # per-process metrics are not summed
    finally:
        service.stop()


_OTHER_WORKER = """
from api import metrics
for _ in range(7):
    metrics.observe_request("GET", "/v1/games", 200, 0.001)
metrics.ACTIVE_SUBSCRIPTIONS.labels("sse").inc(2)
"""


def _file_text(path: Path) -> str:
    """One process's counters, in the exposition format."""

    class OneFile:
        def collect(self) -> Any:
            return MultiProcessCollector.merge([str(path)])

    registry = CollectorRegistry()
    registry.register(OneFile())
    return generate_latest(registry).decode()
