"""Engine throughput in process, per game and variant: random playouts to the end, actions per second
(verify + apply), legal-action calls per second, and the memory a decoded state takes.

    python -m bench.engine            # the figures in BENCHMARKS.md
    python -m bench.engine --smoke    # tiny sizes
"""

from __future__ import annotations

import time
import tracemalloc
from typing import Any

from adjudicator.core.codec import canonical_json

from .common import games, header, parser, playout_actions, setups, write


def state_memory(game: Any, state: Any) -> int:
    """Bytes allocated to decode one state (its in-memory size as Python objects).  Decoded once first, so
    that what the engine keeps once per card set or deck (memos, per-deck facts) is not counted."""
    encoded = canonical_json(state)
    game.decode_state(encoded)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    decoded = game.decode_state(encoded)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del decoded
    return after - before


def measure(game: Any, setup: dict[str, Any], games_count: int) -> dict[str, Any]:
    scripts = [playout_actions(game, {**setup, "seed": f"{setup['seed']}-{i}"}, f"choice-{i}") for i in range(games_count)]
    actions_total = sum(len(s) for s in scripts)
    # Actions: verify + apply, replaying the recorded games.
    started = time.perf_counter()
    for index, script in enumerate(scripts):
        state = game.setup(setup["variant"], setup["players"], f"{setup['seed']}-{index}")
        for action in script:
            result = game.adjudicate(state, action, owned=True)
            state = result.state
    action_seconds = time.perf_counter() - started
    # legal_actions on every state met.
    states = []
    for index, script in enumerate(scripts):
        state = game.setup(setup["variant"], setup["players"], f"{setup['seed']}-{index}")
        for action in script:
            states.append(state)
            state = game.adjudicate(state, action).state
    started = time.perf_counter()
    listed = 0
    for state in states:
        listed += len(game.legal_actions(state))
    legal_seconds = time.perf_counter() - started
    middle = states[len(states) // 2]
    return {
        "variant": setup["variant"],
        "players": len(setup["players"]),
        "games": games_count,
        "actions": actions_total,
        "actions_per_game": round(actions_total / games_count, 1),
        "actions_per_second": round(actions_total / action_seconds),
        "games_per_second": round(games_count / action_seconds, 1),
        "legal_action_calls_per_second": round(len(states) / legal_seconds),
        "mean_legal_actions": round(listed / len(states), 1),
        "state_json_bytes": len(canonical_json(middle)),
        "state_memory_bytes": state_memory(game, middle),
    }


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    count = 2 if args.smoke else 40
    header("engine: playouts in process (verify + apply), legal actions, state size")
    figures: dict[str, Any] = {}
    print(f"{'game':18} {'variant':10} {'players':>7} {'actions/s':>10} {'games/s':>8} {'legal/s':>9} {'acts/game':>9} {'state B':>8} {'mem B':>8}")
    for game in games():
        for setup in setups(game):
            row = measure(game, setup, count)
            figures.setdefault(game.id, []).append(row)
            print(
                f"{game.id:18} {row['variant']:10} {row['players']:>7} {row['actions_per_second']:>10} {row['games_per_second']:>8} "
                f"{row['legal_action_calls_per_second']:>9} {row['actions_per_game']:>9} {row['state_json_bytes']:>8} {row['state_memory_bytes']:>8}"
            )
    print(f"wrote {write('engine', figures, args.out)}")


if __name__ == "__main__":
    main()
