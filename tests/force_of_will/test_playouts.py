"""Random playouts to the end with the standing invariants of ``tests/support/invariants``: every listed
action accepted, cards conserved (the consistency check), views and events hide hands, decks and
face-down standby cards, JSON round trip, replay digest.

300 games: the first batch checks everything after every step; the others sample the checks (every 7th
step) to keep the suite fast.  The policy (:mod:`.policy`) lists a subset of the legal actions so games
end by life or deck-out, and checks the complete list every 11th step.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support.invariants import random_playout

from .policy import PolicyGame

BATCHES = 10
PER_BATCH = 30
MATCHUPS = [
    ({"ann": "dawn", "bob": "cinder"}, {}),
    ({"ann": "cinder", "bob": "dawn"}, {"edition": "rulebook"}),
    ({"ann": "dawn", "bob": "dawn"}, {"mulligan_mode": "bottom"}),
    ({"ann": "cinder", "bob": "cinder"}, {"energize": False}),
]


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_playouts(batch: int) -> None:
    game = PolicyGame(turn_cap=80)
    every = 1 if batch == 0 else 7
    reasons: Counter[str] = Counter()
    for n in range(PER_BATCH):
        number = batch * PER_BATCH + n
        decks, options = MATCHUPS[number % len(MATCHUPS)]
        setup = {"players": ["ann", "bob"], "seed": f"playout-{number}", "options": options, "decks": decks}
        state, actions = random_playout(game, setup, f"choices-{number}", check_every=every, views_every=every)
        assert state.over and state.result is not None
        reasons[state.result.reason] += 1
    # Games end by the rules, not by the policy's concession cap.
    assert reasons["concede"] <= PER_BATCH // 10, reasons
