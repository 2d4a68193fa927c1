"""Golden transcripts: complete games checked in under tests/golden/<game>/ and replayed by the tests.

A transcript holds the setup, every action with the digest of the state after it and the events it
caused, and the result.  Replaying it must give the same digests, events and result byte for byte, so
any change of behaviour shows as a diff.  ``ADJUDICATOR_REGENERATE_GOLDEN=1`` rewrites the files (then
review the diff before committing).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.codec import digest
from adjudicator.core.game import Game

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "golden"
REGENERATE = os.environ.get("ADJUDICATOR_REGENERATE_GOLDEN") == "1"


def transcript_of(game: Game[Any, Any], setup: dict[str, Any], actions: list[Any]) -> dict[str, Any]:
    state = game.setup(setup.get("variant"), setup["players"], setup["seed"], setup.get("options"), setup.get("decks"))
    steps = []
    for action in actions:
        result = game.adjudicate(state, action)
        assert result.valid, (action, result.violation)
        state = result.state
        steps.append({"action": action, "digest": digest(state), "events": result.events})
    return {
        "game": game.id,
        "rules_version": game.rules_version,
        "setup": setup,
        "initial_digest": digest(game.setup(setup.get("variant"), setup["players"], setup["seed"], setup.get("options"), setup.get("decks"))),
        "steps": steps,
        "result": state.result,
    }


def encode_transcript(transcript: dict[str, Any]) -> bytes:
    raw = msgspec.json.encode(transcript)
    return msgspec.json.format(raw, indent=1) + b"\n"


def check_golden(game: Game[Any, Any], name: str, setup: dict[str, Any], make_actions: Any) -> None:
    """Replay tests/golden/<game>/<name>.json; with REGENERATE, write it from ``make_actions()``."""
    path = GOLDEN_DIR / game.id / f"{name}.json"
    if REGENERATE or not path.exists():
        if not REGENERATE:
            raise AssertionError(f"{path} is missing: run with ADJUDICATOR_REGENERATE_GOLDEN=1 to create it")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(encode_transcript(transcript_of(game, setup, make_actions())))
    stored = msgspec.json.decode(path.read_bytes())
    actions = [game.decode_action(msgspec.json.encode(step["action"])) for step in stored["steps"]]
    replayed = transcript_of(game, stored["setup"], actions)
    assert encode_transcript(replayed) == path.read_bytes(), f"{path} no longer replays identically"
