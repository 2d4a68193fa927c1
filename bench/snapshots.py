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

A third plan, **by reference, read only** (the same calls without ``"store"``: the state is read, not
written), takes its turn too: it is the ceiling a free snapshot write would reach.  Besides requests per
second, each turn measures the CPU the server processes (the workers and their parent) spent per
request, from ``/proc``: on a machine shared with other work, CPU per request drifts far less than
throughput, and its ratio is what by reference saves in the server.

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
        actions = playout_actions(game, setup, f"snapshots-choice-{connection}", length)
        state = game.setup(setup["variant"], setup["players"], setup["seed"])
        states, digests = [], []
        for action in actions:
            encoded = canonical_json(state)
            states.append(encoded)
            digests.append(digest_bytes(encoded))
            state = game.adjudicate(state, action, owned=True).state
        found.append((states, actions, digests))
    return found


def tree_cpu_seconds(pid: int) -> float:
    """User + system CPU of a process and its descendants so far (Linux ``/proc``; 0.0 elsewhere)."""
    import os
    from pathlib import Path

    total, pending = 0.0, [pid]
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    while pending:
        current = pending.pop()
        try:
            fields = Path(f"/proc/{current}/stat").read_text().rpartition(")")[2].split()
            total += (int(fields[11]) + int(fields[12])) / tick
            for task in Path(f"/proc/{current}/task").iterdir():
                pending += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return total


def interleaved(server: http_load.Server, plans: dict[str, list[list[Any]]], seconds: float, rounds: int) -> dict[str, dict[str, Any]]:
    """Each plan ``seconds`` at a time, in turns, ``rounds`` times (as :func:`bench.http_load.interleaved`),
    with the server's CPU per request of each turn; the median round of each (by requests per second)
    and the median CPU per request."""
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in plans}
    for _ in range(rounds):
        for name, plan in plans.items():
            before = tree_cpu_seconds(server.process.pid)
            result = http_load.load(server.url, plan, seconds, prefer_wrk=http_load.PREFER_WRK)
            spent = tree_cpu_seconds(server.process.pid) - before
            served = result.get("requests") or result["requests_per_second"] * seconds
            runs[name].append({k: v for k, v in result.items() if k != "raw"} | {"cpu_us": round(spent / max(served, 1) * 1e6, 1)})
    medians = {}
    for name, results in runs.items():
        ordered = sorted(results, key=lambda r: r["requests_per_second"])
        median = dict(ordered[len(ordered) // 2])
        median["rounds"] = [round(r["requests_per_second"]) for r in results]
        cpu = sorted(r["cpu_us"] for r in results)
        median["cpu_us"] = cpu[len(cpu) // 2]
        median["cpu_rounds"] = [round(r["cpu_us"]) for r in results]
        medians[name] = median
    return medians


def redis_command_cost(url: str, count: int) -> dict[str, float]:
    """Client CPU and wall time of one redis-py asyncio GET and SET of a 6.8 KB value (the price of a
    snapshot read or write), measured on this machine now: alone, with redis-py's pure-Python reply
    parser instead of hiredis, and one SET of 16 sent in one pipeline (as the service's snapshot
    writer sends the writes of concurrent requests)."""
    import asyncio
    import os

    import redis.asyncio as aioredis
    from redis._parsers import _AsyncRESP2Parser

    async def run() -> dict[str, float]:
        value = os.urandom(3400).hex().encode()
        key = "adj:bench:snapshot-cost"
        figures: dict[str, float] = {}
        for suffix, options in (("", {}), ("_python_parser", {"parser_class": _AsyncRESP2Parser})):
            client = aioredis.from_url(url, **options)
            await client.set(key, value, ex=60)

            async def piped(client: Any = client) -> None:
                pipe = client.pipeline(transaction=False)
                for _ in range(16):
                    pipe.set(key, value, ex=60)
                await pipe.execute()

            commands = (
                ("get", lambda client=client: client.get(key), 1),
                ("set", lambda client=client: client.set(key, value, ex=60), 1),
                ("set_in_pipeline_of_16", piped, 16),
            )
            for name, command, per_call in commands:
                for _ in range(20):
                    await command()
                cpu, wall = time.process_time(), time.perf_counter()
                for _ in range(count):
                    await command()
                figures[f"{name}{suffix}_cpu_us"] = round((time.process_time() - cpu) / count / per_call * 1e6, 1)
                figures[f"{name}{suffix}_wall_us"] = round((time.perf_counter() - wall) / count / per_call * 1e6, 1)
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
            read_only_plans: list[list[Any]] = []
            for states, actions, digests in chains(game, CONNECTIONS, length):
                # Every state of each chain is stored up front: the by-reference plan stores each next one again
                # (as a client would), but the read-only plan must find every snapshot it names even when a
                # slow machine's by-reference turn did not get through its whole chain (404s otherwise).
                for state, digest in zip(states, digests, strict=True):
                    stored = http.post("/v1/snapshots", content=msgspec.json.encode({"game": game_id, "state": msgspec.Raw(state)}), headers=JSON)
                    assert stored.json()["id"] == digest, stored.text
                value_plans.append([http_load.json_post(path, msgspec.json.encode({"state": msgspec.Raw(st), "action": a})) for st, a in zip(states, actions, strict=True)])
                reference_plans.append(
                    [("POST", path, MINIMAL, msgspec.json.encode({"snapshot": d, "action": a, "store": True})) for d, a in zip(digests, actions, strict=True)]
                )
                read_only_plans.append([("POST", path, MINIMAL, msgspec.json.encode({"snapshot": d, "action": a})) for d, a in zip(digests, actions, strict=True)])
            # One call of each, checked, and measured in bytes.
            value_answer = http.post(path, content=value_plans[0][0][3], headers=JSON)
            reference_answer = http.post(path, content=reference_plans[0][0][3], headers=MINIMAL)
            assert value_answer.status_code == 200 and reference_answer.status_code == 200, reference_answer.text
            assert value_answer.json()["digest"] == reference_answer.json()["snapshot"]
            assert reference_answer.headers["preference-applied"] == "return=minimal"
            state_json = value_plans[0][len(value_plans[0]) // 2][3]
            # Each plan runs ``seconds`` at a time (wrk takes whole seconds), in turns, ROUNDS times; the
            # read-only plan last in each round, once the by-reference turn has stored its chain.
            plans = {"by_value": value_plans, "by_reference": reference_plans, "by_reference_read_only": read_only_plans}
            measured = interleaved(server, plans, seconds, http_load.ROUNDS)
            value, reference, read_only = measured["by_value"], measured["by_reference"], measured["by_reference_read_only"]
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
                "by_reference_read_only": read_only,
                "ratio": round(reference["requests_per_second"] / value["requests_per_second"], 2),
                "cpu_ratio": round(value["cpu_us"] / max(reference["cpu_us"], 0.1), 2),
                "read_only_ratio": round(read_only["requests_per_second"] / value["requests_per_second"], 2),
                "read_only_cpu_ratio": round(value["cpu_us"] / max(read_only["cpu_us"], 0.1), 2),
                "bytes": sizes,
                "stored_state_read": skip_check_saving(game, msgspec.json.encode(msgspec.json.decode(state_json)["state"]), 20 if seconds < 1 else 2000),
            }
            figures[game_id] = row
            b = row["bytes"]
            print(
                f"{game_id:16} by value {value['requests_per_second']:>7.0f} req/s p50 {value['p50_ms']:.2f} p99 {value['p99_ms']:.2f} ms {value['rounds']}"
                f" | by reference {reference['requests_per_second']:>7.0f} req/s p50 {reference['p50_ms']:.2f} p99 {reference['p99_ms']:.2f} ms {reference['rounds']}"
                f" | {row['ratio']:.2f}x"
                f" | server CPU/request value {value['cpu_us']:.0f} us {value['cpu_rounds']}, reference {reference['cpu_us']:.0f} us {reference['cpu_rounds']} ({row['cpu_ratio']:.2f}x)"
                f" | read only {read_only['requests_per_second']:.0f} req/s ({row['read_only_ratio']:.2f}x), {read_only['cpu_us']:.0f} us ({row['read_only_cpu_ratio']:.2f}x)"
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
        f"SET {cost['set_cpu_us']} us CPU ({cost['set_wall_us']} us wall), a SET in a pipeline of 16 {cost['set_in_pipeline_of_16_cpu_us']} us CPU; "
        f"with the pure-Python parser: GET {cost['get_python_parser_cpu_us']} us, SET {cost['set_python_parser_cpu_us']} us, "
        f"in a pipeline of 16 {cost['set_in_pipeline_of_16_python_parser_cpu_us']} us CPU"
    )
    print(f"wrote {write('snapshots', figures, args.out)}")


if __name__ == "__main__":
    main()
