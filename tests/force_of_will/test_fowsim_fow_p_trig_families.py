"""Automatic abilities read by fow-p-trig, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-TRIG-RULER-STEP-R: a ruler's "at the end of your turn" from its ruler area (ADK-097).
"""

from __future__ import annotations

from .helpers import next_turn, player
from .real import refused_line, ruler_game


def test_fow_trig_ruler_step_r_a_rulers_end_of_your_turn_from_its_ruler_area() -> None:
    """FOW-TRIG-RULER-STEP-R with the ruler ADK-097 (its Sealed Item puts the top card of its controller's deck
    into their graveyard as their turn ends): at the end of ann's turn her deck's top card goes to her graveyard;
    at the end of bob's turn nothing of ann's moves."""
    state = ruler_game("ADK-097")
    top = player(state, "ann").deck[0]
    state = next_turn(state)
    assert state.turn.player == "bob" and player(state, "ann").graveyard == [top]
    state = next_turn(state)
    assert state.turn.player == "ann" and player(state, "ann").graveyard == [top]


def test_fow_trig_ruler_step_r_breaks_on_an_effect_on_the_ruler_itself() -> None:
    """Breaking FOW-TRIG-RULER-STEP-R: a ruler's end-of-turn ability doing something to 'this card' (a ruler in its
    ruler area is no J/resonator) stays refused."""
    assert "FOW-TRIG-RULER-STEP-R" in refused_line("At the end of your turn >>> Recover this card and draw a card.", "ruler")
