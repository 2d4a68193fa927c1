"""fow-q-effects: one-shot effect sentences read across the community database, each played with a real card
named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.state import State

from .fowsim_db import entry
from .helpers import act, player, to_field
from .real import real_started


def _looked_at(card_id: str, accept: bool) -> tuple[State, list[str], list[dict[str, Any]]]:
    """``card_id`` in ann's field, its first ({Rest}) ability activated and resolved up to the 'may' it asks;
    ann answers it: the state, her deck before, and the events."""
    from adjudicator.force_of_will import GAME

    state = real_started(card_id)
    source = to_field(state, "ann", card_id)
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [], "payment": {"pool": {}}})
    events: list[dict[str, Any]] = []
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "may":
            break
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.priority}))
        assert result.valid
        state = result.state
        events.extend(result.events)
    assert state.decision is not None and state.decision.kind == "may" and state.decision.player == "ann"
    deck = list(player(state, "ann").deck)
    result = GAME.adjudicate(state, GAME.decode_action({"type": "may", "player": "ann", "accept": accept}))
    assert result.valid
    return result.state, deck, events + list(result.events)


def test_fow_look_remove_top_r_the_controller_sees_the_top_card_and_may_remove_it() -> None:
    """FOW-LOOK-REMOVE-TOP-R with AO1-014: ann alone sees the top card (bob reads it hidden); accepting puts
    it into her removed area (not her graveyard), the rest of the deck in the same order."""
    from adjudicator.force_of_will import GAME

    assert entry("AO1-014")["supported"]
    state, deck, events = _looked_at("AO1-014", True)
    looked = next(e for e in events if e["type"] == "looked")
    assert looked["player"] == "ann" and GAME.view_events([looked], "bob")[0]["found"] == {"hidden": True}
    ann = player(state, "ann")
    assert ann.deck == deck[1:] and ann.removed[-1] == deck[0] and deck[0] not in ann.graveyard


def test_fow_look_remove_top_r_declining_leaves_the_card_on_top() -> None:
    """FOW-LOOK-REMOVE-TOP-R: declining leaves the deck as it was and removes nothing."""
    state, deck, _ = _looked_at("AO1-014", False)
    ann = player(state, "ann")
    assert ann.deck == deck and deck[0] not in ann.removed
