"""The board's draw (adjudicator.force_of_will.board, FOW-AMB-9, FOW-RP-3) as players see it: a draw from an
empty main deck stops, says so in a ``draw_failed`` event, and a draw-phase failure loses the game."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts

from .helpers import player, started


def test_fow_amb_9_a_draw_phase_draw_from_an_empty_deck_is_an_event_and_loses() -> None:
    state = started()
    bob = player(state, "bob")
    bob.graveyard.extend(bob.deck)
    bob.deck.clear()
    sync_counts(bob)
    GAME.check(state)
    seen = []
    for _ in range(60):
        if state.over:
            break
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.to_act[0]}))
        assert result.valid, result.violation
        seen.extend(GAME.view_events(result.events, None))
        state = result.state
    failed = [e for e in seen if e["type"] == "draw_failed"]
    assert failed == [{"type": "draw_failed", "player": "bob", "draw_phase": True}]
    assert not [e for e in seen if e["type"] == "drew"]
    assert state.over and state.draw_failed == ["bob"] and state.result is not None and state.result.winners == ["ann"]
