"""Random playouts of Magic Wands over every player count, to the end, with the standing invariants
(tests/support/invariants.py): every listed action accepted, cards conserved, views hide hands and the
deck, JSON round trip, replay digest."""

from __future__ import annotations

import pytest

from adjudicator.magic_wands import GAME

from ..support.invariants import random_playout

GAMES_PER_CASE = 125  # 4 cases: 500 games


def keep_when_possible(actions: list) -> list:  # type: ignore[type-arg]
    """A policy that keeps passed cards, for long games that reach the market and Mythic triggers."""
    return [a for a in actions if getattr(a, "keep", True)]


@pytest.mark.parametrize(
    ("players", "policy"),
    [(2, None), (3, None), (2, keep_when_possible), (3, keep_when_possible)],
    ids=["2p-uniform", "3p-uniform", "2p-keeper", "3p-keeper"],
)
def test_random_playouts_reach_the_end(players: int, policy) -> None:  # type: ignore[no-untyped-def]
    reasons: dict[str, int] = {}
    for index in range(GAMES_PER_CASE):
        setup = {"players": [f"p{i}" for i in range(players)], "seed": f"playout-{players}-{index}"}
        final, actions = random_playout(
            GAME, setup, f"choice-{index}", prefer=policy, check_every=1, views_every=3, verify_all_listed=index % 5 == 0
        )
        assert final.over and final.result is not None
        reasons[final.result.reason] = reasons.get(final.result.reason, 0) + 1
    assert sum(reasons.values()) == GAMES_PER_CASE
    if policy is not None:
        # Long games must reach both end triggers, not only eliminations.
        assert reasons.get("market_empty", 0) > 0 and reasons.get("third_mythic", 0) > 0, reasons


def test_options_variations_play_to_the_end() -> None:
    for index, options in enumerate(
        [{"priesthood_stacks": False}, {"purchaser_in_pass_cycle": True}, {"mythics": "recommended"}]
    ):
        setup = {"players": ["a", "b", "c"], "seed": f"opt-{index}", "options": options}
        for game_index in range(10):
            final, _ = random_playout(GAME, {**setup, "seed": f"opt-{index}-{game_index}"}, f"c{game_index}", prefer=keep_when_possible)
            assert final.over
