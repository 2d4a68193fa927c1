"""Over HTTP on loopback: ``adjudicator serve --workers 2`` and a load generator in another process
(wrk, or the asyncio fallback), 32 connections.

* ``adjudicate`` with a mid-game state of each game, beside ``POST /v1/echo`` with a body of the same
  size on the same server (the ceiling of the stack): requests per second, p50/p99 latency, the ratio
  (the two, and GraphQL, take turns in three rounds; the median round of each is reported);
* the GraphQL ``adjudicate`` mutation on the same state (when the server has /graphql);
* hosted-match actions on Redis: many matches played in parallel, each connection playing its matches
  in order; accepted actions per second.

    python -m bench.http_load                   # the figures in BENCHMARKS.md (about 2 minutes)
    python -m bench.http_load --smoke           # tiny sizes, the asyncio generator
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import msgspec

from adjudicator import GAMES, get_game
from adjudicator.core.codec import canonical_json

from .common import header, mid_game_state, parser, playout_from, write
from .loadgen import Request, have_wrk, load

ROOT = Path(__file__).resolve().parents[1]
CONNECTIONS = 32
PREFER_WRK = True


class Server:
    def __init__(self, env: dict[str, str], workers: int = 2) -> None:
        import socket

        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        environment = {**os.environ, "ADJUDICATOR_RATE_LIMIT_PER_TOKEN": "0", "ADJUDICATOR_RATE_LIMIT_PER_ADDRESS": "0", "ADJUDICATOR_LOG_LEVEL": "WARNING", **env}
        self.log_path = Path(tempfile.mkdtemp(prefix="adj-bench-")) / "server.log"
        self.log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "api.cli", "serve", "--port", str(self.port), "--workers", str(workers)],
            cwd=ROOT, env=environment, stdout=self.log, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(self.url + "/readyz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(self.log_path.read_text())
            time.sleep(0.1)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)
        self.log.close()


def json_post(path: str, body: bytes, headers: dict[str, str] | None = None) -> Request:
    return ("POST", path, {"Content-Type": "application/json", **(headers or {})}, body)


ROUNDS = 3


def interleaved(url: str, plans: dict[str, list[list[Request]]], seconds: float, rounds: int) -> dict[str, dict[str, Any]]:
    """Each plan for ``seconds / rounds`` at a time, in turns, ``rounds`` times; the median round of
    each.  On a shared virtual machine throughput drifts by tens of percent within a minute: taking
    turns exposes every plan to the same drift, so their ratios mean something."""
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in plans}
    for _ in range(rounds):
        for name, plan in plans.items():
            result = load(url, plan, seconds / rounds, prefer_wrk=PREFER_WRK)
            runs[name].append({k: v for k, v in result.items() if k != "raw"})
    medians = {}
    for name, results in runs.items():
        ordered = sorted(results, key=lambda r: r["requests_per_second"])
        median = dict(ordered[len(ordered) // 2])
        median["rounds"] = [round(r["requests_per_second"]) for r in results]
        medians[name] = median
    return medians


def stateless(server: Server, seconds: float, graphql: bool) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    for game_id in sorted(GAMES):
        game = get_game(game_id)
        state = mid_game_state(game)
        action = game.legal_actions(state)[0]
        body = msgspec.json.encode({"state": msgspec.Raw(canonical_json(state)), "action": action})
        check = httpx.post(server.url + f"/v1/games/{game_id}/adjudicate", content=body, timeout=10).json()
        assert check["valid"], check
        plans = {
            "adjudicate": [[json_post(f"/v1/games/{game_id}/adjudicate", body)]] * CONNECTIONS,
            "echo": [[json_post("/v1/echo", body)]] * CONNECTIONS,
        }
        if graphql:
            query = "mutation($game: String!, $state: JSON!, $action: JSON!) { adjudicate(game: $game, state: $state, action: $action) { valid digest } }"
            gql_body = msgspec.json.encode({"query": query, "variables": {"game": game_id, "state": msgspec.Raw(canonical_json(state)), "action": action}})
            probe = httpx.post(server.url + "/graphql", content=gql_body, headers={"Content-Type": "application/json"}, timeout=10).json()
            assert "errors" not in probe, probe
            plans["graphql"] = [[json_post("/graphql", gql_body)]] * CONNECTIONS
        measured = interleaved(server.url, plans, seconds * len(plans), ROUNDS)
        rest, echo = measured["adjudicate"], measured["echo"]
        row: dict[str, Any] = {
            "body_bytes": len(body),
            "adjudicate": rest,
            "echo": echo,
            "ratio_to_echo": round(rest["requests_per_second"] / echo["requests_per_second"], 2),
        }
        if "graphql" in measured:
            row["graphql"] = measured["graphql"]
            row["graphql_to_rest"] = round(measured["graphql"]["requests_per_second"] / rest["requests_per_second"], 2)
        figures[game_id] = row
        print(
            f"{game_id:18} body {len(body):>6} B  adjudicate {rest['requests_per_second']:>8.0f} req/s p50 {rest['p50_ms']:.2f} ms p99 {rest['p99_ms']:.2f} ms"
            f"  | echo {echo['requests_per_second']:>8.0f} req/s  ratio {row['ratio_to_echo']:.2f}"
            + (f"  | graphql {row['graphql']['requests_per_second']:>7.0f} req/s ({row['graphql_to_rest']}x REST)" if "graphql" in row else "")
        )
    return figures


def hosted(server: Server, seconds: float, actions_per_connection: int, *, strict: bool = False) -> dict[str, Any]:
    """Accepted actions per second on Redis: each connection plays its own matches one after another,
    as many as it takes to plan ``actions_per_connection`` actions (more than it can send in time).
    ``strict`` (the smoke mode, whose generator stops at the end of a plan): any refusal is an error."""
    game = get_game("magic-wands")
    plans: list[list[Request]] = []
    expected = 0
    with httpx.Client(base_url=server.url, timeout=30) as http:
        for connection in range(CONNECTIONS):
            plan: list[Request] = []
            index = 0
            while len(plan) < actions_per_connection:
                index += 1
                setup = {"variant": "standard", "players": ["ann", "bob", "cyd"], "seed": f"hosted-{connection}-{index}"}
                created = http.post("/v1/matches", json={"game": game.id, **setup}).json()
                tokens = {seat: value["token"] for seat, value in created["seats"].items()}
                # A hosted match is dealt from the seed and a salt of the service's: plan from the state it
                # dealt (the organizer's read), not from a stateless setup with the same seed.
                organizer = {"Authorization": f"Bearer {created['organizer_token']}"}
                dealt = http.get(f"/v1/matches/{created['id']}", headers=organizer).raise_for_status().json()["state"]
                for action in playout_from(game, game.decode_state(msgspec.json.encode(dealt)), f"hosted-choice-{connection}-{index}"):
                    body = msgspec.json.encode({"action": action})
                    plan.append(json_post(f"/v1/matches/{created['id']}/actions", body, {"Authorization": f"Bearer {tokens[action.player]}"}))
            expected += len(plan)
            plans.append(plan)
    result = load(server.url, plans, seconds, loop_plans=False, prefer_wrk=PREFER_WRK)
    accepted = result["requests"] - result["non_2xx"]
    duration = result["requests"] / result["requests_per_second"] if result["requests_per_second"] else seconds
    figures = {k: v for k, v in result.items() if k != "raw"}
    figures.update({"accepted": accepted, "accepted_per_second": round(accepted / duration, 1), "planned": expected})
    if result["non_2xx"]:
        # Every planned action is legal: a refusal means a connection ran out of plan and repeated its
        # last action (or something failed); either way the figure undercounts.
        if strict:
            raise SystemExit(f"hosted match actions: {result['non_2xx']} of {result['requests']} planned legal actions were refused")
        print(f"warning: {result['non_2xx']} answers were not 2xx; plan more matches per connection")
    print(
        f"hosted match actions on Redis: {figures['accepted_per_second']:.0f} accepted/s "
        f"(p50 {result['p50_ms']:.2f} ms, p99 {result['p99_ms']:.2f} ms, {accepted} accepted of {result['requests']} sent, {expected} planned)"
    )
    return figures


def redis_url() -> str:
    from tests.support.redis_server import RedisProcess, answers

    if os.environ.get("REDIS_URL"):
        return os.environ["REDIS_URL"]
    if answers("127.0.0.1", 6379):
        return "redis://127.0.0.1:6379/0"
    return RedisProcess().start().url


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    seconds = 0.5 if args.smoke else 10.0
    header(f"HTTP on loopback: adjudicator serve --workers 2, {CONNECTIONS} connections, generator: {'wrk' if have_wrk() and not args.smoke else 'python asyncio'}")
    global PREFER_WRK, ROUNDS
    PREFER_WRK = not args.smoke  # the smoke mode needs no wrk
    ROUNDS = 1 if args.smoke else ROUNDS
    figures: dict[str, Any] = {"connections": CONNECTIONS, "seconds": seconds}
    server = Server({})
    try:
        graphql = httpx.post(server.url + "/graphql", json={"query": "{ __typename }"}, timeout=5).status_code == 200
        figures["stateless"] = stateless(server, seconds, graphql)
    finally:
        server.stop()
    url = redis_url()
    server = Server({"REDIS_URL": url})
    try:
        figures["hosted"] = hosted(server, seconds, 20 if args.smoke else 1500, strict=args.smoke)
    finally:
        server.stop()
    print(f"wrote {write('http_load', figures, args.out)}")


if __name__ == "__main__":
    main()
