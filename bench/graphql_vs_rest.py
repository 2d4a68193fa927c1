"""In-process cost of a GraphQL adjudication against the REST one, on the same mid-game state.

Both requests go through the whole Starlette app (routing, body limits, decoding, the engine,
encoding), called directly as ASGI -- no sockets, no HTTP client -- so the figures are the app's own
CPU cost per request (process CPU time, interleaved rounds, medians).  The state is a Magic Wands game after ``--moves`` moves from a fixed seed;
the action is the first legal one.  The GraphQL query selects what the REST answer holds (``valid``,
``digest``, the state as JSON, the events), and the two answers are checked to agree.

    .venv/bin/python bench/graphql_vs_rest.py            # prints, and writes bench/results/*.json
    .venv/bin/python bench/graphql_vs_rest.py --check    # the same, exit 1 unless the ratio is under 2

Target (issue 7): GraphQL under 2x REST.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import msgspec

from adjudicator import get_game
from adjudicator.core.rng import Rng, seed_rng
from api.app import create_app
from api.config import Config

RESULTS = Path(__file__).with_name("results")
QUERY = """mutation Adjudicate($state: JSON, $action: JSON) {
  adjudicate(game: "magic-wands", state: $state, action: $action) {
    valid digest state { json } events { data } violation { code rule message path hint } failedAt
  }
}"""


def mid_game(seed: str, moves: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """A state ``moves`` moves into a 3-player game, and the next action (both as JSON)."""
    game = get_game("magic-wands")
    state = game.setup(None, ["ann", "bob", "cyd"], seed)
    chooser = Rng(seed_rng(seed, "bench"))
    for _ in range(moves):
        state = game.adjudicate(state, chooser.choice(game.legal_actions(state))).state
    assert not state.over, "the game ended before the benchmark state: use fewer moves"
    action = game.legal_actions(state)[0]
    return msgspec.to_builtins(state), msgspec.to_builtins(action)


class Caller:
    """Calls an ASGI app in process with one POST and collects the answer."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def post(self, path: str, body: bytes) -> tuple[int, bytes]:
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": [
                (b"host", b"bench"),
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
            "client": ("127.0.0.1", 50000),
            "server": ("bench", 80),
            "state": {},
        }
        sent = False
        status = 0
        chunks: list[bytes] = []

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            await asyncio.sleep(3600)
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, send)
        return status, b"".join(chunks)


async def per_request(caller: Caller, path: str, body: bytes, count: int) -> float:
    """CPU seconds of this process per request, over ``count`` sequential requests.  CPU time, not
    wall time: on a shared machine other processes' load does not count against either side."""
    started = time.process_time()
    for _ in range(count):
        await caller.post(path, body)
    return (time.process_time() - started) / count


async def run(args: argparse.Namespace) -> dict[str, Any]:
    state, action = mid_game(args.seed, args.moves)
    rest_body = msgspec.json.encode({"state": state, "action": action})
    graphql_body = msgspec.json.encode({"query": QUERY, "variables": {"state": state, "action": action}})
    app = create_app(Config())
    async with app.router.lifespan_context(app):
        caller = Caller(app)
        rest_status, rest_answer = await caller.post("/v1/games/magic-wands/adjudicate", rest_body)
        graphql_status, graphql_answer = await caller.post("/graphql", graphql_body)
        assert rest_status == 200 and graphql_status == 200, (rest_answer, graphql_answer)
        rest_json = json.loads(rest_answer)
        adjudication = json.loads(graphql_answer)["data"]["adjudicate"]
        assert rest_json["valid"] and adjudication["valid"]
        assert adjudication["digest"] == rest_json["digest"] and adjudication["state"]["json"] == rest_json["state"]
        assert [e["data"] for e in adjudication["events"]] == rest_json["events"]

        await per_request(caller, "/v1/games/magic-wands/adjudicate", rest_body, args.warmup)
        await per_request(caller, "/graphql", graphql_body, args.warmup)
        rest_rounds: list[float] = []
        graphql_rounds: list[float] = []
        for _ in range(args.rounds):  # interleaved, so drift hits both alike
            rest_rounds.append(await per_request(caller, "/v1/games/magic-wands/adjudicate", rest_body, args.requests))
            graphql_rounds.append(await per_request(caller, "/graphql", graphql_body, args.requests))

    rest_us = statistics.median(rest_rounds) * 1e6
    graphql_us = statistics.median(graphql_rounds) * 1e6
    ratios = [g / r for g, r in zip(graphql_rounds, rest_rounds, strict=True)]
    return {
        "benchmark": "graphql_vs_rest",
        "when": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "machine": {
            "nproc": os.cpu_count(),
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "platform": platform.platform(),
        },
        "state": {"game": "magic-wands", "players": 3, "seed": args.seed, "moves": args.moves, "bytes": len(rest_body)},
        "requests_per_round": args.requests,
        "rounds": args.rounds,
        "rest_us_per_request": round(rest_us, 1),
        "graphql_us_per_request": round(graphql_us, 1),
        "ratio": round(graphql_us / rest_us, 2),
        "ratio_per_round": {"min": round(min(ratios), 2), "median": round(statistics.median(ratios), 2), "max": round(max(ratios), 2)},
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "rest_rounds_us": [round(r * 1e6, 1) for r in rest_rounds],
        "graphql_rounds_us": [round(r * 1e6, 1) for r in graphql_rounds],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", default="bench-mid-game")
    parser.add_argument("--moves", type=int, default=20, help="moves played before the measured adjudication")
    parser.add_argument("--requests", type=int, default=200, help="requests per round")
    parser.add_argument("--rounds", type=int, default=25)
    parser.add_argument("--warmup", type=int, default=300)
    parser.add_argument("--no-write", action="store_true", help="print only")
    parser.add_argument("--check", action="store_true", help="exit 1 unless the ratio is under 2")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args))
    machine = result["machine"]
    print(f"machine: nproc={machine['nproc']}, {machine['implementation']} {machine['python']}, {machine['platform']}")
    print(f"load average while measuring: {result['load_average']}")
    print(f"state: magic-wands, 3 players, seed {args.seed!r}, {args.moves} moves in; request body {result['state']['bytes']} bytes")
    print(f"{args.rounds} interleaved rounds of {args.requests} requests each; median CPU time per request:")
    print(f"  REST    POST /v1/games/magic-wands/adjudicate  {result['rest_us_per_request']:8.1f} us")
    print(f"  GraphQL mutation adjudicate                   {result['graphql_us_per_request']:8.1f} us")
    spread = result["ratio_per_round"]
    print(f"ratio GraphQL/REST: {result['ratio']:.2f} (per round: {spread['min']:.2f} to {spread['max']:.2f}; target: under 2)")
    if not args.no_write:
        RESULTS.mkdir(exist_ok=True)
        path = RESULTS / f"graphql_vs_rest-{dt.datetime.now(dt.UTC).strftime('%Y%m%dT%H%M%SZ')}.json"
        path.write_text(json.dumps(result, indent=2) + "\n")
        print(f"wrote {path}")
    return 1 if args.check and result["ratio"] >= 2 else 0


if __name__ == "__main__":
    sys.exit(main())
