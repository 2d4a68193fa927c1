"""Random playouts: 200 games per variant to the end, with Faction cards, under the standing invariants of
``tests/support/invariants.py`` (every listed action accepted, cards conserved, views and events hide what
they must, JSON round trip, replay digest), sampled every few steps to keep the suite fast; a few games per
variant are checked at every step.  Plus: no violation message for one player carries another's hidden card."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.state import Play, RevealCard
from tests.support.invariants import assert_no_secret, random_playout

from .positions import PLAYERS

GAMES = 200
OPTIONS = {
    "standard": [None, {"faction_play_optional": True}],
    "2v2": [None, {"teammate_hands_visible": False}, {"teams": [["ann", "bob"], ["cat", "dan"]]}],
    "ffa3": [None],
    "mowitaire": [{"difficulty": "easy"}, {"difficulty": "medium"}, {"difficulty": "hard"}],
    # With the printed thresholds most co-op games end in Round 1; easier ones play on (house rule option).
    "mow-op": [None, {"coop_thresholds": [0] * 8}, {"coop_thresholds": [5, 10, 15, 20, 25, 30, 35, 40]}],
}


def setup_for(variant: str, index: int) -> dict:
    options = OPTIONS[variant][index % len(OPTIONS[variant])]
    return {"variant": variant, "players": PLAYERS[variant], "seed": f"playout-{variant}-{index}", "options": options}


@pytest.mark.parametrize("variant", list(PLAYERS))
def test_random_playouts_to_the_end(variant):
    plays = reveals = 0
    finished = 0
    for index in range(GAMES):
        full = index < 5  # a few games with every invariant at every step
        state, actions = random_playout(GAME, setup_for(variant, index), f"choices-{index}",
                                        check_every=1 if full else 5, views_every=1 if full else 5)
        assert state.over and state.result is not None
        finished += 1
        plays += sum(isinstance(a, Play) for a in actions)
        reveals += sum(isinstance(a, RevealCard) for a in actions)
    assert finished == GAMES
    assert plays >= GAMES // 4, f"only {plays} Faction plays in {GAMES} {variant} games"
    if variant != "mowitaire":
        assert reveals > 0


def hidden_probes(state, player: str, secret: set[str]) -> list[dict]:
    faction = sorted(c for c in secret if c.startswith("MOW-F-"))[:6]
    community = sorted(c for c in secret if c.startswith("MOW-C-"))[:4]
    probes = [{"type": "play", "player": player, "card": c} for c in faction]
    probes += [{"type": "reveal", "player": player, "card": c} for c in faction]
    probes += [{"type": "choose", "player": player, "target": c} for c in faction + community]
    probes += [{"type": "choose_starting", "player": player, "card": c} for c in community]
    return probes


@pytest.mark.parametrize("variant", list(PLAYERS))
def test_violation_messages_never_carry_hidden_cards_in_play(variant):
    from adjudicator.core.rng import Rng, seed_rng

    for index in range(6):
        setup = setup_for(variant, index)
        state = GAME.setup(setup["variant"], setup["players"], setup["seed"], setup["options"])
        chooser = Rng(seed_rng(f"probe-{index}", "playout"))
        step = 0
        while not state.over:
            if step % 4 == 0:
                for player in [p.id for p in state.players]:
                    secret = GAME.secret_ids(state, player)
                    for probe in hidden_probes(state, player, secret):
                        violation = GAME.verify(state, GAME.decode_action(probe))
                        if violation is not None:
                            assert_no_secret(msgspec.json.encode(violation), secret, f"violation for {player}")
            state = GAME.adjudicate(state, chooser.choice(GAME.legal_actions(state))).state
            step += 1
