"""Automatic abilities on trigger conditions the vocabulary did not read before (fow-trig7), each played
with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, player, to_field
from .real import real_started, resolve_all, ruler_of, stats


def _to_main(state: State, turn_player: str) -> State:
    """Everyone passes (a discard asked for discards the first card) until ``turn_player``'s main phase
    begins (the first decision in it: its triggers pending or on the chase)."""
    for _ in range(80):
        if state.turn.player == turn_player and state.phase == "main":
            return state
        if state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError(f"{turn_player}'s main phase did not begin")


def test_fow_trig_jruler_recovered_r_the_recovery_phase_recovers_a_rested_ruler() -> None:
    """FOW-TRIG-JRULER-RECOVERED-R with MSW-011 (whenever a J/ruler its controller controls is recovered it
    gains [+300/0] until end of turn): ann's ruler is rested; bob's turn recovers only bob's cards, nothing
    triggers; ann's recovery phase recovers her ruler, the ability triggers and is played as her main phase
    begins: MSW-011 has 300 more ATK."""
    assert entry("MSW-011")["supported"]
    assert [a["trigger"] for a in card("MSW-011")["abilities"]] == ["j_ruler_recovered"]
    state = real_started("MSW-011")
    mine = to_field(state, "ann", "MSW-011")
    atk = stats(state, mine)[0]
    ruler_of(state, "ann").rested = True
    state = _to_main(state, "bob")
    assert not state.pending and not state.chase
    state = _to_main(state, "ann")
    assert not ruler_of(state, "ann").rested
    assert [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", mine)]
    state = resolve_all(state)
    assert stats(state, mine)[0] == atk + 300


def test_fow_trig_jruler_recovered_r_a_recovered_ruler_is_not_recovered_again() -> None:
    """FOW-TRIG-JRULER-RECOVERED-R: ann's ruler stays recovered through her recovery phase (a recovered
    card is not recovered again), and bob's rested ruler recovering in his does not trigger ann's
    MSW-011 (his second turn): nothing triggers, its ATK is unchanged."""
    state = real_started("MSW-011")
    mine = to_field(state, "ann", "MSW-011")
    atk = stats(state, mine)[0]
    ruler_of(state, "bob").rested = True
    state = _to_main(state, "bob")  # his first turn: no recovery phase (CR 503.1)
    state = _to_main(state, "ann")
    assert not state.pending and not state.chase
    state = _to_main(state, "bob")
    assert not ruler_of(state, "bob").rested
    assert not state.pending and not state.chase
    assert stats(state, mine)[0] == atk
