"""Malformed or absurd actions never crash the engine: ``verify`` answers a violation (or an InputError
for a player who is not in the game), and ``adjudicate`` applies only what ``verify`` accepts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from adjudicator.core.errors import InputError
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.docs import ACTION_DOCS

GOLDEN = Path(__file__).parent.parent / "golden" / "force-of-will" / "game-1-cr.json"


def ids_in(state: Any) -> list[str]:
    found: list[str] = ["ann", "bob", "coin", "chase:1", "auto:1", "zed:TST-R01#1", "ann:TST-R99#1"]
    for p in state.players:
        found += p.hand + p.deck[:3] + p.graveyard + [e.id for e in p.field] + [s.id for s in p.standby]
        if p.ruler:
            found.append(p.ruler.id)
    found += [i.id for i in state.chase] + [i.card for i in state.chase] + [q.id for q in state.pending]
    return found


def mutate(rng: Rng, example: dict[str, Any], pool: list[str]) -> dict[str, Any]:
    action = dict(example)
    action["player"] = rng.choice(["ann", "bob"])
    for key in ("card", "source", "attacker", "target", "blocker", "pending"):
        if key in action:
            action[key] = rng.choice(pool + [None]) if key in ("attacker", "target", "blocker") else rng.choice(pool)
    if "targets" in action or action["type"] in ("play_card", "activate", "play_automatic"):
        action["targets"] = [rng.choice(pool) for _ in range(rng.below(3))]
    if action["type"] == "mulligan":
        action["cards"] = [rng.choice(pool) for _ in range(rng.below(4))]
    if "payment" in action or action["type"] in ("play_card", "activate", "judgment", "standby"):
        action["payment"] = {
            "sources": [{"card": rng.choice(pool), "will": rng.choice(["light", "fire", "wind", "void"])} for _ in range(rng.below(4))],
            "pool": {rng.choice(["light", "fire", "darkness"]): 1 + rng.below(3)} if rng.below(2) else {},
            "banish": [c for c in (rng.choice(pool) for _ in range(rng.below(2))) if ":" in c and "#" in c],
        }
    if action["type"] == "play_card":
        action["x"] = rng.below(4)
        action["mode"] = rng.choice([None, 0, 1, 5])
        action["awakening"] = bool(rng.below(2))
        action["incarnation"] = bool(rng.below(2))
    if action["type"] == "activate":
        action["ability"] = rng.below(3)
    if action["type"] == "assign_pierce":
        action["to_blocker"] = 100 * rng.below(15)
    return action


def test_absurd_actions_get_violations_not_crashes() -> None:
    data = json.loads(GOLDEN.read_text())
    setup = data["setup"]
    state = GAME.setup(None, setup["players"], setup["seed"], setup["options"], setup["decks"])
    rng = Rng(seed_rng("fuzz"))
    examples = [doc["example"] for doc in ACTION_DOCS.values()]
    for step, raw in enumerate(data["actions"]):
        if step % 3 == 0:
            pool = ids_in(state)
            for _ in range(25):
                candidate = mutate(rng, rng.choice(examples), pool)
                try:
                    action = GAME.decode_action(candidate)
                except InputError:
                    continue
                violation = GAME.verify(state, action)
                if violation is None:
                    result = GAME.adjudicate(state, action)
                    assert result.valid
                    GAME.check(result.state)
                else:
                    assert violation.code and violation.rule
        state = GAME.adjudicate(state, GAME.decode_action(raw)).state
