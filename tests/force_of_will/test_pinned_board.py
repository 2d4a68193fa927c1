"""The board (adjudicator.force_of_will.board) as players see it (issue 21, scripts/mutation): a draw from an
empty main deck stops, says so in a ``draw_failed`` event, and a draw-phase failure loses the game (FOW-AMB-9,
FOW-RP-3); a continuous ability over its controller's J/resonators changes the damage they deal."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts

from .helpers import act, both_pass, code_of, pass_until, player, pool, started, to_field, to_hand
from .test_fowsim_abilities import real_started
from .test_fowsim_grimm_families import _attack


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


def test_fow_cont_filter_r_a_your_j_resonators_ability_raises_its_controllers_j_resonators_only() -> None:
    """FOW-CONT-FILTER-R with TST-A03 (a field addition: J/resonators its controller controls gain [+100/+0]): both players
    control one; ann's 500 ATK resonator attacking bob unblocked deals 600 (her banner counts, bob's does not)."""
    state = started()
    to_field(state, "ann", "TST-A03")
    to_field(state, "bob", "TST-A03")
    attacker = to_field(state, "ann", "TST-R11")
    state = _attack(state, attacker, "bob")
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = pass_until(state, lambda s: s.battle is None)
    assert player(state, "bob").life == 4000 - 600 and player(state, "ann").life == 4000


def test_fow_unblockable_by_r_reads_the_blockers_atk_not_its_def() -> None:
    """FOW-UNBLOCKABLE-BY-R with VIN001-030 (it cannot be blocked by resonators with 600 ATK or less): bob's
    TST-R04, 500 ATK and 900 DEF, may not block it (its ATK is read, not its DEF)."""
    state = real_started("VIN001-030")
    attacker = to_field(state, "ann", "VIN001-030")
    sentinel = to_field(state, "bob", "TST-R04")
    state = both_pass(_attack(state, attacker, "bob"))
    assert state.decision is not None and state.decision.kind == "declare_block"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": sentinel}) == "FOW-UNBLOCKABLE-BY-R"


def test_fow_battle_4_a_blocker_gone_before_damage_leaves_the_attacker_unblocked() -> None:
    """FOW-BATTLE-4 (CR 804.4a, 804.5b): bob's TST-R11 blocks ann's TST-R04 (500 ATK); ann's TST-C05 deals 400 to
    the blocker in the block step, destroying it; the attacker, no longer blocked, deals its 500 to bob."""
    state = started()
    attacker = to_field(state, "ann", "TST-R04")
    blocker = to_field(state, "bob", "TST-R11")
    spark = to_hand(state, "ann", "TST-C05")
    state = _attack(state, attacker, "bob")
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    pool(state, "ann", fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": spark, "targets": [blocker], "payment": {"pool": {"fire": 1}}})
    state = both_pass(state)
    assert blocker in player(state, "bob").graveyard
    assert state.battle is not None and state.battle.blocker is None and not state.battle.blocked
    state = pass_until(state, lambda s: s.battle is None)
    assert player(state, "bob").life == 4000 - 500 and player(state, "ann").life == 4000
