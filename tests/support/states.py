"""Random reachable states of any game, for property tests."""

from __future__ import annotations

from typing import Any

from adjudicator.core.game import Game
from adjudicator.core.rng import Rng, seed_rng


def random_setup(game: Game[Any, Any], pick: int, seed: str) -> dict[str, Any]:
    variant = game.variants[pick % len(game.variants)]
    span = variant.max_players - variant.min_players + 1
    count = variant.min_players + (pick // len(game.variants)) % span
    return {"variant": variant.id, "players": [f"p{i}" for i in range(count)], "seed": seed}


def random_state(game: Game[Any, Any], pick: int, seed: str, steps: int) -> Any:
    """The state after up to ``steps`` random legal actions from a random setup."""
    setup = random_setup(game, pick, seed)
    state = game.setup(setup["variant"], setup["players"], setup["seed"])
    chooser = Rng(seed_rng(seed, "states"))
    for _ in range(steps):
        if state.over:
            break
        actions = game.legal_actions(state)
        state = game.adjudicate(state, chooser.choice(actions), owned=True).state
    return state
