"""How the per-action cost grows with the length of the game and the size of the state.

For each game, one long game is played with random legal actions; the actions are grouped in tenths of
the game, and for each tenth we report the mean time of one stateless adjudication through the same
path as the API (decode the state, check it, verify and apply, encode with the digest) and the state's
size.  A flat or near-flat line means the cost does not grow with the game.

    python -m bench.growth
    python -m bench.growth --smoke
"""

from __future__ import annotations

import time
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes

from .common import games, header, parser, playout_actions, setups, write


def measure(game: Any, setup: dict[str, Any], repeats: int) -> list[dict[str, Any]]:
    actions = playout_actions(game, setup, "growth")
    states = []
    state = game.setup(setup["variant"], setup["players"], setup["seed"])
    for action in actions:
        states.append((canonical_json(state), msgspec.json.encode(action)))
        state = game.adjudicate(state, action, owned=True).state
    buckets = 10 if len(states) >= 10 else len(states)
    size = len(states) // buckets
    rows = []
    for bucket in range(buckets):
        chunk = states[bucket * size : (bucket + 1) * size]
        started = time.perf_counter()
        for _ in range(repeats):
            for encoded, action_json in chunk:
                decoded = game.decode_state(encoded)
                result = game.adjudicate(decoded, game.decode_action(action_json), owned=True)
                digest_bytes(canonical_json(result.state))
        per_action = (time.perf_counter() - started) / (repeats * len(chunk))
        rows.append(
            {
                "tenth": bucket + 1,
                "actions": f"{bucket * size + 1}-{(bucket + 1) * size}",
                "per_action_us": round(per_action * 1e6, 1),
                "state_bytes": round(sum(len(e) for e, _ in chunk) / len(chunk)),
            }
        )
    return rows


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    repeats = 1 if args.smoke else 20
    header("growth: per-action cost (decode + check + verify + apply + encode + digest) over a long game")
    figures: dict[str, Any] = {}
    for game in games():
        setup = max(setups(game), key=lambda s: len(s["players"]))
        rows = measure(game, setup, repeats)
        figures[game.id] = {"variant": setup["variant"], "players": len(setup["players"]), "tenths": rows}
        first, last = rows[0]["per_action_us"], rows[-1]["per_action_us"]
        line = "  ".join(f"{r['per_action_us']:.0f}" for r in rows)
        print(f"{game.id:18} {setup['variant']:10} µs/action by tenth: {line}   (last/first {last / first:.2f}; state {rows[0]['state_bytes']} -> {rows[-1]['state_bytes']} B)")
    print(f"wrote {write('growth', figures, args.out)}")


if __name__ == "__main__":
    main()
