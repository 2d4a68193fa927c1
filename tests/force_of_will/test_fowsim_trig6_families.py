"""Automatic abilities on trigger conditions the vocabulary did not read before (fow-trig6), each played
with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.ability.normalize import normalize_line
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, raw_card
from .helpers import act, both_pass, player, to_field
from .real import field, real_started


def _to_step(state: State, turn_player: str, phase: str) -> State:
    """Everyone passes (a discard asked for discards the first card) until ``turn_player``'s ``phase``
    begins and its triggers are pending or played (the first decision in that phase)."""
    for _ in range(80):
        if state.turn.player == turn_player and state.phase == phase:
            return state
        if state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError(f"{turn_player}'s {phase} phase did not begin")


def test_fow_trig_each_player_r_that_player_banishes_a_resonator() -> None:
    """FOW-TRIG-EACH-PLAYER-R with PofA-050 (as each player's turn begins that player banishes a resonator):
    ann's addition triggers as bob's turn begins and bob (not ann) banishes one of his resonators; as
    ann's next turn begins it triggers again and ann banishes one of hers."""
    assert entry("PofA-050")["supported"]
    assert [a["trigger"] for a in card("PofA-050")["abilities"]] == ["your_turn", "opponent_turn"]
    state = real_started("PofA-050")
    to_field(state, "ann", "PofA-050")
    mine = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "TST-R03")
    for turn_player, ability, banished in (("bob", 1, his), ("ann", 0, mine)):
        state = _to_step(state, turn_player, "draw")
        assert [(i.controller, i.ability) for i in state.chase] == [("ann", ability)]
        state = both_pass(state)
        assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == turn_player
        state = act(state, {"type": "banish", "player": turn_player, "card": banished})
        assert banished in player(state, turn_player).graveyard
        assert (mine in field(state, "ann")) == (turn_player == "bob")


def test_fow_trig_each_player_r_main_phase_only_and_the_old_form() -> None:
    """FOW-TRIG-EACH-PLAYER-R with WOM-099 (each player loses 400 life as their main phase begins): nothing
    triggers as bob's turn (draw phase) begins; as bob's main phase begins bob loses 400, ann nothing.
    BFA-062's old "At the beginning of each player's turn, that player ..." reads as PofA-050; TST-090
    discards at random; a "that player" sentence of several actions (CMB-059) stays refused."""
    assert entry("WOM-099")["supported"] and entry("TST-090")["supported"] and entry("BFA-062")["supported"]
    assert [a["effects"] for a in card("BFA-062")["abilities"]] == [a["effects"] for a in card("PofA-050")["abilities"]]
    assert [a["effects"][0].get("random") for a in card("TST-090")["abilities"]] == [True, True]
    state = real_started("WOM-099")
    to_field(state, "ann", "WOM-099")
    state = _to_step(state, "bob", "draw")
    assert not state.pending and not state.chase
    state = _to_step(state, "bob", "main")
    assert [(i.controller, i.ability) for i in state.chase] == [("ann", 1)]
    state = act(state, {"type": "pass", "player": "bob"})
    state = act(state, {"type": "pass", "player": "ann"})
    assert player(state, "bob").life == 3600 and player(state, "ann").life == 4000
    line = next(t for t in raw_card("CMB-059")["abilities"] if t.startswith("At the beginning of each player's turn"))
    with pytest.raises(Unsupported):
        map_ability(normalize_line(line), {"types": ["addition"], "abilities": [], "effects": [], "targets": [], "keywords": []})
