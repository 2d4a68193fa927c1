"""What every benchmark shares: the machine it ran on, fixed seeds, mid-game states, and the output."""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from adjudicator import GAMES
from adjudicator.core.game import Game
from adjudicator.core.rng import Rng, seed_rng

RESULTS = Path(__file__).resolve().parent / "results"


def machine() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cores": os.cpu_count(),
        "cpu": cpu,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "system": f"{platform.system()} {platform.release()}",
        "msgspec": msgspec.__version__,
    }


def parser(description: str) -> argparse.ArgumentParser:
    args = argparse.ArgumentParser(description=description)
    args.add_argument("--smoke", action="store_true", help="tiny sizes: check that the benchmark runs")
    args.add_argument("--out", help="where to write the JSON figures (default bench/results/<name>.json)")
    return args


def write(name: str, figures: dict[str, Any], out: str | None = None, command: str | None = None) -> Path:
    path = Path(out) if out else RESULTS / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    document = {
        "benchmark": name,
        "command": command or " ".join([Path(sys.executable).name, "-m", f"bench.{name}", *sys.argv[1:]]),
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": machine(),
        "figures": figures,
    }
    path.write_text(json.dumps(document, indent=1) + "\n")
    return path


def header(title: str) -> None:
    info = machine()
    print(f"# {title}")
    print(f"# machine: {info['cores']} cores, {info['cpu']}, Python {info['python']}, {info['system']}")


def timed(function: Callable[[], Any], *, minimum_seconds: float, minimum_runs: int = 3) -> tuple[float, int]:
    """Run ``function`` until both minimums are met; returns (seconds per run, runs)."""
    runs = 0
    started = time.perf_counter()
    while True:
        function()
        runs += 1
        elapsed = time.perf_counter() - started
        if runs >= minimum_runs and elapsed >= minimum_seconds:
            return elapsed / runs, runs


def setups(game: Game[Any, Any]) -> list[dict[str, Any]]:
    """One setup per variant, at its largest player count."""
    return [
        {"variant": v.id, "players": [f"p{i}" for i in range(v.max_players)], "seed": f"bench-{v.id}"}
        for v in game.variants
    ]


def mid_game_state(game: Game[Any, Any], variant: str | None = None, *, fraction: float = 0.5, seed: str = "bench-mid") -> Any:
    """A state about ``fraction`` of the way through a game played with random legal actions."""
    chosen = next(s for s in setups(game) if variant is None or s["variant"] == variant)
    actions = playout_actions(game, chosen, seed)
    state = game.setup(chosen["variant"], chosen["players"], chosen["seed"])
    for action in actions[: int(len(actions) * fraction)]:
        state = game.adjudicate(state, action, owned=True).state
    return state


def playout_actions(game: Game[Any, Any], setup: dict[str, Any], seed: str, limit: int = 20_000) -> list[Any]:
    return playout_from(game, game.setup(setup["variant"], setup["players"], setup["seed"]), seed, limit)


def playout_from(game: Game[Any, Any], state: Any, seed: str, limit: int = 20_000) -> list[Any]:
    """A long random game from ``state``: the actions, chosen by a generator seeded with ``seed``."""
    chooser = Rng(seed_rng(seed, "bench"))
    actions = []
    for _ in range(limit):
        if state.over:
            break
        # Long, real games: Magic Wands players keep passed cards; nobody concedes.
        listed = [a for a in game.legal_actions(state) if a.__struct_config__.tag != "concede"]
        kept = [a for a in listed if getattr(a, "keep", True)]
        action = chooser.choice(kept or listed)
        actions.append(action)
        state = game.adjudicate(state, action, owned=True).state
    return actions


def games() -> list[Game[Any, Any]]:
    return [GAMES[g] for g in sorted(GAMES)]


def git_revision() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
