"""The golden 3-player Magic Wands game (tests/golden/magic-wands/three-players.json)."""

from __future__ import annotations

from adjudicator.magic_wands import GAME

from ..support.golden import check_golden
from ..support.invariants import random_playout
from .test_playouts import keep_when_possible

SETUP = {"players": ["ann", "bob", "cyd"], "seed": "golden-three-players"}


def test_golden_three_player_game() -> None:
    def make_actions() -> list:  # type: ignore[type-arg]
        final, actions = random_playout(GAME, SETUP, "golden-choices", prefer=keep_when_possible)
        assert final.result.reason in ("third_mythic", "market_empty")
        return actions

    check_golden(GAME, "three-players", SETUP, make_actions)


def test_golden_two_player_game() -> None:
    setup = {"players": ["ann", "bob"], "seed": "golden-two-players", "options": {"mythics": "recommended"}}

    def make_actions() -> list:  # type: ignore[type-arg]
        return random_playout(GAME, setup, "golden-choices-2", prefer=keep_when_possible)[1]

    check_golden(GAME, "two-players", setup, make_actions)
