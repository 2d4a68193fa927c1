"""Golden transcripts: two complete games with the reference decks, checked in and replayed.

Any change in what the engine does changes a digest here.  Regenerate deliberately with
``FOW_REGEN_GOLDEN=1 pytest tests/force_of_will/test_golden.py`` and review the diff.  The perft counts
(legal action sequences from fixed states) catch changes in what the engine allows.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import msgspec
import pytest

from adjudicator.core.codec import digest
from adjudicator.core.perft import perft
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will import GAME

from .helpers import started
from .policy import choose_subset

GOLDEN = Path(__file__).parent.parent / "golden" / "force-of-will"
GAMES = {
    "game-1-cr": {"players": ["ann", "bob"], "seed": "golden-1", "options": {}, "decks": {"ann": "dawn", "bob": "cinder"}},
    "game-2-rulebook": {"players": ["cleo", "dax"], "seed": "golden-2", "options": {"edition": "rulebook"}, "decks": {"cleo": "cinder", "dax": "dawn"}},
}
CHECKPOINT_EVERY = 25


def play(setup: dict[str, Any], choice_seed: str) -> list[dict[str, Any]]:
    """A complete game by the playout policy with a seeded chooser."""
    state = GAME.setup(None, setup["players"], setup["seed"], setup["options"], setup["decks"])
    chooser = Rng(seed_rng(choice_seed, "golden"))
    actions: list[dict[str, Any]] = []
    while not state.over:
        options = choose_subset(GAME, state, GAME.legal_actions(state), turn_cap=80)
        action = chooser.choice(options)
        actions.append(msgspec.to_builtins(action))
        state = GAME.adjudicate(state, action).state
    return actions


def transcript(setup: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    state = GAME.setup(None, setup["players"], setup["seed"], setup["options"], setup["decks"])
    checkpoints = {}
    for index, raw in enumerate(actions):
        result = GAME.adjudicate(state, GAME.decode_action(raw))
        assert result.valid, (index, result.violation)
        state = result.state
        if (index + 1) % CHECKPOINT_EVERY == 0:
            checkpoints[str(index + 1)] = digest(state)
    return {
        "game": "force-of-will",
        "rules_version": GAME.rules_version,
        "setup": setup,
        "actions": actions,
        "checkpoints": checkpoints,
        "final_digest": digest(state),
        "result": msgspec.to_builtins(state.result),
        "turns": state.turn.number,
    }


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_transcript_replays(name: str) -> None:
    path = GOLDEN / f"{name}.json"
    setup = GAMES[name]
    if os.environ.get("FOW_REGEN_GOLDEN"):
        GOLDEN.mkdir(parents=True, exist_ok=True)
        data = transcript(setup, play(setup, name))
        path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    data = json.loads(path.read_text())
    assert data["setup"] == setup
    again = transcript(data["setup"], data["actions"])
    assert again["checkpoints"] == data["checkpoints"]
    assert again["final_digest"] == data["final_digest"]
    assert again["result"] == data["result"] and data["result"]["winners"]
    replayed, applied = GAME.replay(setup, [GAME.decode_action(a) for a in data["actions"]])
    assert replayed.valid and applied == len(data["actions"]) and digest(replayed.state) == data["final_digest"]


def test_perft_counts() -> None:
    """Legal-action counts from fixed states (python-chess style regression counts)."""
    path = GOLDEN / "perft.json"
    state = GAME.setup(None, ["ann", "bob"], "perft")
    counts = {"setup-depth-2": perft(GAME, state, 2), "turn-1-depth-3": perft(GAME, started(seed="perft"), 3)}
    if os.environ.get("FOW_REGEN_GOLDEN"):
        path.write_text(json.dumps(counts, indent=1, sort_keys=True) + "\n")
    assert counts == json.loads(path.read_text())


def test_every_listed_action_is_accepted_after_a_json_round_trip() -> None:
    """What ``legal-actions`` returns, posted back as JSON unchanged, is accepted (API.md §Conventions)."""
    data = json.loads((GOLDEN / "game-1-cr.json").read_text())
    setup = data["setup"]
    state = GAME.setup(None, setup["players"], setup["seed"], setup["options"], setup["decks"])
    for raw in data["actions"]:
        for action in GAME.legal_actions(state):
            posted = GAME.decode_action(msgspec.json.encode(action))
            assert posted == action and GAME.verify(state, posted) is None, action
        state = GAME.adjudicate(state, GAME.decode_action(raw)).state
