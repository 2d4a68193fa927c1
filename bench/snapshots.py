"""Referee by reference (issue 20): adjudicating by snapshot id with ``Prefer: return=minimal``
against posting full states, over HTTP on loopback with Redis in the loop.

``adjudicator serve --workers 2`` on Redis and a load generator in another process (wrk, or the asyncio
fallback), 32 connections, the two taking turns in three rounds (median round reported):

* **by value**: ``POST /v1/games/{game}/adjudicate`` with ``{"state", "action"}``, the full answer;
* **by reference**: the same mid-game state stored once as a snapshot, then ``{"snapshot", "action",
  "store": true}`` with ``Prefer: return=minimal``: each call reads the state from Redis (one GET),
  adjudicates it and stores the next state (one SET), and answers its id, digest and events.

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
from adjudicator.core.codec import canonical_json
from api.service.requests import decoders_for

from . import http_load
from .common import header, mid_game_state, parser, write

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


def compare(server: http_load.Server, seconds: float) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    with httpx.Client(base_url=server.url, timeout=30) as http:
        for game_id in sorted(GAMES):
            game = get_game(game_id)
            state = mid_game_state(game)
            state_json = canonical_json(state)
            action = game.legal_actions(state)[0]
            path = f"/v1/games/{game_id}/adjudicate"
            by_value = msgspec.json.encode({"state": msgspec.Raw(state_json), "action": action})
            snapshot = http.post("/v1/snapshots", content=msgspec.json.encode({"game": game_id, "state": msgspec.Raw(state_json)}), headers=JSON).json()["id"]
            by_reference = msgspec.json.encode({"snapshot": snapshot, "action": action, "store": True})
            value_answer = http.post(path, content=by_value, headers=JSON)
            reference_answer = http.post(path, content=by_reference, headers=MINIMAL)
            assert value_answer.status_code == 200 and reference_answer.status_code == 200, reference_answer.text
            assert value_answer.json()["digest"] == reference_answer.json()["snapshot"]
            assert reference_answer.headers["preference-applied"] == "return=minimal"
            plans = {
                "by_value": [[http_load.json_post(path, by_value)]] * CONNECTIONS,
                "by_reference": [[("POST", path, MINIMAL, by_reference)]] * CONNECTIONS,
            }
            measured = http_load.interleaved(server.url, plans, seconds * len(plans), http_load.ROUNDS)
            value, reference = measured["by_value"], measured["by_reference"]
            row = {
                "by_value": value,
                "by_reference": reference,
                "ratio": round(reference["requests_per_second"] / value["requests_per_second"], 2),
                "bytes": {
                    "by_value": {"request_body": len(by_value), "answer_body": len(value_answer.content),
                                 "request": message_bytes("POST", path, JSON, by_value), "answer": answer_bytes(value_answer)},
                    "by_reference": {"request_body": len(by_reference), "answer_body": len(reference_answer.content),
                                     "request": message_bytes("POST", path, MINIMAL, by_reference), "answer": answer_bytes(reference_answer)},
                },
                "stored_state_read": skip_check_saving(game, state_json, 20 if seconds < 1 else 2000),
            }
            figures[game_id] = row
            b = row["bytes"]
            print(
                f"{game_id:16} by value {value['requests_per_second']:>7.0f} req/s p50 {value['p50_ms']:.2f} p99 {value['p99_ms']:.2f} ms"
                f" | by reference {reference['requests_per_second']:>7.0f} req/s p50 {reference['p50_ms']:.2f} p99 {reference['p99_ms']:.2f} ms"
                f" | {row['ratio']:.2f}x"
                f" | bytes in/out: value {b['by_value']['request']}/{b['by_value']['answer']}, reference {b['by_reference']['request']}/{b['by_reference']['answer']}"
                f" | stored read skips {row['stored_state_read']['saved_us']} us of {row['stored_state_read']['decode_and_check_us']} us"
            )
    return figures


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    seconds = 0.5 if args.smoke else 10.0
    http_load.PREFER_WRK = not args.smoke
    http_load.ROUNDS = 1 if args.smoke else http_load.ROUNDS
    header(f"Snapshots by reference against states by value: adjudicator serve --workers 2 on Redis, {CONNECTIONS} connections")
    server = http_load.Server({"REDIS_URL": http_load.redis_url()})
    try:
        figures = {"connections": CONNECTIONS, "seconds": seconds, "games": compare(server, seconds)}
    finally:
        server.stop()
    print(f"wrote {write('snapshots', figures, args.out)}")


if __name__ == "__main__":
    main()
