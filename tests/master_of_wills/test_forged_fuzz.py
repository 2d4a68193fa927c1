"""Mutated states and actions: the engine answers an input error or a ruling, never an exception
(API.md: malformed input is 400 or 422, never 500)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.master_of_wills import GAME
from tests.support.invariants import random_playout

from .positions import PLAYERS


def snapshots(variant: str, count: int) -> list[dict[str, Any]]:
    state = GAME.setup(variant, PLAYERS[variant], f"fuzz-{variant}")
    chooser = Rng(seed_rng(f"fuzz-{variant}", "playout"))
    out = []
    step = 0
    while not state.over:
        if step % 7 == 0:
            out.append(GAME.full_state(state))
        state = GAME.adjudicate(state, chooser.choice(GAME.legal_actions(state))).state
        step += 1
    out.append(GAME.full_state(state))
    return out[:count]


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, prefix + (index,))
    return found


def mutate(raw: dict[str, Any], rng: Rng, pool: list[Any]) -> dict[str, Any]:
    raw = copy.deepcopy(raw)
    candidates = [p for p in paths(raw) if p and p[0] != "rng"]
    path = rng.choice(candidates)
    parent = raw
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    current = parent[key]
    kind = rng.below(4)
    if kind == 0 and isinstance(parent, list):
        del parent[key]
    elif isinstance(current, bool) or kind == 1:
        parent[key] = rng.choice(pool)
    elif isinstance(current, int):
        parent[key] = current + rng.choice([-2, -1, 1, 2, 50])
    elif isinstance(current, list) and current:
        current.append(rng.choice(current))
    else:
        parent[key] = rng.choice(pool)
    return raw


@pytest.mark.parametrize("variant", list(PLAYERS))
def test_mutated_states_are_refused_or_handled(variant):
    rng = Rng(seed_rng(f"mutate-{variant}", "fuzz"))
    states = snapshots(variant, 12)
    pool: list[Any] = [None, True, 0, 1, -1, 99, "ann", "bob", "@opponent", "neutral", "MOW-C-REL-01", "MOW-F-RZC-E-03#1.1",
                       "MOW-F-RZC-E-03#2.1", [], {}, "x"]
    accepted = 0
    for _ in range(150):
        raw = mutate(rng.choice(states), rng, pool)
        try:
            state = GAME.decode_state(raw)
        except InputError:
            continue
        accepted += 1
        actions = GAME.legal_actions(state)
        for player in [p.id for p in state.players] + [None]:
            GAME.view(state, player)
        for action in actions[:5]:
            assert GAME.verify(state, action) is None
            GAME.adjudicate(state, action)
    assert 0 < accepted < 150, accepted


def test_random_actions_on_real_states_never_crash():
    rng = Rng(seed_rng("action-fuzz", "fuzz"))
    state, _ = random_playout(GAME, {"variant": "standard", "players": ["ann", "bob"], "seed": "af"}, "af", check_every=50, views_every=50)
    states = snapshots("standard", 10) + snapshots("2v2", 10)
    ids = ["MOW-C-REL-01", "MOW-C-UNI-07", "MOW-F-RZC-E-03#1.1", "MOW-F-AGD-N-04#2.2", "ann/recruits", "bob/round/0",
           "@team-a/lasting/loyalists", "MOW-C-GOV-03/effect/0", "bob", "cat"]
    kinds = ["choose_first", "choose_lead", "choose_starting", "move", "play", "choose", "pass", "reveal"]
    for _ in range(400):
        raw = rng.choice(states)
        state = GAME.decode_state(raw)
        player = rng.choice([p.id for p in state.players])
        kind = rng.choice(kinds)
        action: dict[str, Any] = {"type": kind, "player": player}
        if kind == "choose_first":
            action["go_first"] = rng.choice([True, False])
        elif kind == "choose_lead":
            action["lead"] = rng.choice(["ann", "bob", "cat", "dan"])
        elif kind in ("choose_starting", "play", "reveal"):
            action["card"] = rng.choice(ids[:4] if kind == "choose_starting" else ids[2:4])
        elif kind == "move":
            action.update(entry=rng.below(4), card=rng.choice(ids[:2]))
        elif kind == "choose":
            action["target"] = rng.choice(ids)
        try:
            decoded = GAME.decode_action(action)
            GAME.verify(state, decoded)
        except InputError:
            pass
