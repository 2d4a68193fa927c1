"""Referee by reference (issue 20): adjudicating by snapshot id with ``Prefer: return=minimal``
against posting full states, over HTTP on loopback with Redis in the loop.

``adjudicator serve --workers 2`` on Redis and a load generator in another process (wrk, or the asyncio
fallback), 32 connections, the two taking turns in three rounds (median round reported):

* **by value**: ``POST /v1/games/{game}/adjudicate`` with ``{"state", "action"}``, the full answer;
* **by reference**: ``{"snapshot", "action", "store": true}`` with ``Prefer: return=minimal``: each call
  reads the state from Redis (one GET), adjudicates it, stores the next state (one SET) and answers its
  id, digest and events.

Each connection plays its own game (its own seed), action after action: by reference, request *n*
names the snapshot request *n - 1* stored (ids are content addresses, so the chain is known in
advance); by value, it posts the state request *n - 1* answered.  Both send the same actions; a plan
that runs out starts its game again (the snapshots are still there).

Also printed: the bytes of each call each way (bodies, and whole HTTP messages), and in process what a
state read from the snapshot store saves by skipping the forgery check (decode + check against
decode alone).

    python -m bench.snapshots              # the figures in BENCHMARKS.md
    python -m bench.snapshots --smoke      # tiny sizes, the asyncio generator
"""

from __future__ import annotations

import time
from typing import Any

import httpx
import msgspec

from adjudicator import GAMES, get_game
from adjudicator.core.codec import canonical_json, digest_bytes
from api.service.requests import decoders_for

from . import http_load
from .common import header, parser, playout_actions, setups, write

CONNECTIONS = http_load.CONNECTIONS
JSON = {"Content-Type": "application/json"}
MINIMAL = {**JSON, "Prefer": "return=minimal"}


def message_bytes(method: str, path: str, headers: dict[str, str], body: bytes) -> int:
    """The size of a request as it goes on the wire (request line, headers, body)."""
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", f"Content-Length: {len(body)}", *(f"{k}: {v}" for k, v in headers.items())]
    return len("\r\n".join(lines).encode()) + 4 + len(body)


def answer_bytes(response: httpx.Response) -> int:
    head = f"HTTP/1.1 {response.status_code} OK\r\n" + "".join(f"{k}: {v}\r\n" for k, v in response.headers.items()) + "\r\n"
    return len(head.encode()) + len(response.content)


def skip_check_saving(game: Any, state_json: bytes, rounds: int) -> dict[str, float]:
    """Process CPU time of reading a state with the forgery check (posted) and without (stored)."""
    decoder = decoders_for(game).state

    def per_call(function: Any) -> float:
        best = float("inf")
        for _ in range(5):
            started = time.process_time()
            for _ in range(rounds):
                function()
            best = min(best, (time.process_time() - started) / rounds * 1e6)
        return round(best, 1)

    checked = per_call(lambda: game.decode_state(state_json))
    unchecked = per_call(lambda: decoder.decode(state_json))
    return {"decode_and_check_us": checked, "decode_only_us": unchecked, "saved_us": round(checked - unchecked, 1)}


def chains(game: Any, count: int, length: int) -> list[tuple[list[bytes], list[Any], list[str]]]:
    """Per connection: the states (canonical JSON) before each action, the actions, the digests."""
    chosen = setups(game)[0]
    found = []
    for connection in range(count):
        setup = {**chosen, "seed": f"snapshots-{connection}"}
        actions = playout_actions(game, setup, f"snapshots-choice-{connection}")[:length]
        state = game.setup(setup["variant"], setup["players"], setup["seed"])
        states, digests = [], []
        for action in actions:
            encoded = canonical_json(state)
            states.append(encoded)
            digests.append(digest_bytes(encoded))
            state = game.adjudicate(state, action, owned=True).state
        found.append((states, actions, digests))
    return found


def redis_command_cost(url: str, count: int) -> dict[str, float]:
    """Client CPU and wall time of one redis-py asyncio GET and SET of a 6.8 KB value (the price of a
    snapshot read or write), measured on this machine now."""
    import asyncio
    import os

    import redis.asyncio as aioredis

    async def run() -> dict[str, float]:
        client = aioredis.from_url(url)
        value = os.urandom(3400).hex().encode()
        await client.set("adj:bench:snapshot-cost", value, ex=60)
        figures: dict[str, float] = {}
        for name, command in (("get", lambda: client.get("adj:bench:snapshot-cost")), ("set", lambda: client.set("adj:bench:snapshot-cost", value, ex=60))):
            for _ in range(20):
                await command()
            cpu, wall = time.process_time(), time.perf_counter()
            for _ in range(count):
                await command()
            figures[f"{name}_cpu_us"] = round((time.process_time() - cpu) / count * 1e6, 1)
            figures[f"{name}_wall_us"] = round((time.perf_counter() - wall) / count * 1e6, 1)
        await client.aclose()
        return figures

    return asyncio.run(run())


def compare(server: http_load.Server, seconds: float, length: int) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    with httpx.Client(base_url=server.url, timeout=30) as http:
        for game_id in sorted(GAMES):
            game = get_game(game_id)
            path = f"/v1/games/{game_id}/adjudicate"
            value_plans: list[list[Any]] = []
            reference_plans: list[list[Any]] = []
            for states, actions, digests in chains(game, CONNECTIONS, length):
                # The first state of each chain is stored up front; every later one by the request before.
                stored = http.post("/v1/snapshots", content=msgspec.json.encode({"game": game_id, "state": msgspec.Raw(states[0])}), headers=JSON)
                assert stored.json()["id"] == digests[0], stored.text
                value_plans.append([http_load.json_post(path, msgspec.json.encode({"state": msgspec.Raw(st), "action": a})) for st, a in zip(states, actions, strict=True)])
                reference_plans.append(
                    [("POST", path, MINIMAL, msgspec.json.encode({"snapshot": d, "action": a, "store": True})) for d, a in zip(digests, actions, strict=True)]
                )
            # One call of each, checked, and measured in bytes.
            value_answer = http.post(path, content=value_plans[0][0][3], headers=JSON)
            reference_answer = http.post(path, content=reference_plans[0][0][3], headers=MINIMAL)
            assert value_answer.status_code == 200 and reference_answer.status_code == 200, reference_answer.text
            assert value_answer.json()["digest"] == reference_answer.json()["snapshot"]
            assert reference_answer.headers["preference-applied"] == "return=minimal"
            state_json = value_plans[0][len(value_plans[0]) // 2][3]
            # Each plan runs ``seconds`` at a time (wrk takes whole seconds), in turns, ROUNDS times.
            measured = http_load.interleaved(server.url, {"by_value": value_plans, "by_reference": reference_plans}, seconds * http_load.ROUNDS, http_load.ROUNDS)
            value, reference = measured["by_value"], measured["by_reference"]
            for name, result in measured.items():
                assert result["non_2xx"] == 0, (name, result)
            sizes = {
                name: {
                    "request_body": len(plans[0][0][3]),
                    "answer_body": len(answer.content),
                    "request": message_bytes("POST", path, plans[0][0][2], plans[0][0][3]),
                    "answer": answer_bytes(answer),
                }
                for name, plans, answer in (("by_value", value_plans, value_answer), ("by_reference", reference_plans, reference_answer))
            }
            row = {
                "by_value": value,
                "by_reference": reference,
                "ratio": round(reference["requests_per_second"] / value["requests_per_second"], 2),
                "bytes": sizes,
                "stored_state_read": skip_check_saving(game, msgspec.json.encode(msgspec.json.decode(state_json)["state"]), 20 if seconds < 1 else 2000),
            }
            figures[game_id] = row
            b = row["bytes"]
            print(
                f"{game_id:16} by value {value['requests_per_second']:>7.0f} req/s p50 {value['p50_ms']:.2f} p99 {value['p99_ms']:.2f} ms {value['rounds']}"
                f" | by reference {reference['requests_per_second']:>7.0f} req/s p50 {reference['p50_ms']:.2f} p99 {reference['p99_ms']:.2f} ms {reference['rounds']}"
                f" | {row['ratio']:.2f}x"
                f" | bytes in/out: value {b['by_value']['request']}/{b['by_value']['answer']}, reference {b['by_reference']['request']}/{b['by_reference']['answer']}"
                f" | a stored read skips {row['stored_state_read']['saved_us']} us of {row['stored_state_read']['decode_and_check_us']} us"
            )
    return figures


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    seconds = 0.5 if args.smoke else 6.0
    http_load.PREFER_WRK = not args.smoke
    http_load.ROUNDS = 1 if args.smoke else http_load.ROUNDS
    header(f"Snapshots by reference against states by value: adjudicator serve --workers 2 on Redis, {CONNECTIONS} connections")
    url = http_load.redis_url()
    server = http_load.Server({"REDIS_URL": url})
    try:
        figures = {"connections": CONNECTIONS, "seconds": seconds, "games": compare(server, seconds, 10 if args.smoke else 60)}
    finally:
        server.stop()
    figures["redis_command"] = cost = redis_command_cost(url, 50 if args.smoke else 500)
    print(
        f"one redis-py command on a 6.8 KB value: GET {cost['get_cpu_us']} us CPU ({cost['get_wall_us']} us wall), "
        f"SET {cost['set_cpu_us']} us CPU ({cost['set_wall_us']} us wall)"
    )
    print(f"wrote {write('snapshots', figures, args.out)}")


if __name__ == "__main__":
    main()
