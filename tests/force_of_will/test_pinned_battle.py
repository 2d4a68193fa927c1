"""Force of Will battle behaviours the mutation run of 2026-12-04 afternoon (issue 21, docs/mutation.md) found
unpinned: with no battle nothing is offered to assign (never a crash) and an assign_pierce is refused by the rule, and a Pierce attacker that
assigns all its ATK to the blocker deals no damage to the attacked player (no event of 0 damage)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.battle import pierce_options
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for

from .helpers import act, both_pass, player, started, to_field
from .test_keywords import battle_to


def _adjudicate(state: Any, action: dict[str, Any]) -> Any:
    return GAME.adjudicate(state, GAME.decode_action(action))


def test_assign_pierce_without_a_battle_is_refused_by_the_rule() -> None:
    """FOW-KW-PIERCE: with no battle there is nothing to assign: pierce_options says there is nothing to
    choose (the guard for a missing battle, not an error), and the action is refused by the rule."""
    state = started()
    assert state.battle is None
    assert pierce_options(Board(catalogue_for(state.options), state)) is None
    result = _adjudicate(state, {"type": "assign_pierce", "player": state.priority, "to_blocker": 0})
    assert not result.valid
    violation = result.violation
    assert violation.code == "FOW-KW-PIERCE" and violation.path == "/action/type"


def test_pierce_all_to_the_blocker_deals_nothing_to_the_attacked_player() -> None:
    """FOW-KW-PIERCE (CR 1103.2a): TST-R13 (ATK 900, [Pierce]) blocked by TST-R11 assigns all 900 to the
    blocker: bob keeps 4000 life and no damage event names him."""
    state = started()
    golem = to_field(state, "ann", "TST-R13")
    blocker = to_field(state, "bob", "TST-R11", damage=0)
    state = battle_to(state, golem, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    state = both_pass(state)
    assert state.decision.kind == "assign_pierce"
    result = _adjudicate(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 900})
    assert result.valid
    assert player(result.state, "bob").life == 4000 and blocker in player(result.state, "bob").graveyard
    to_bob = [e for e in result.events if e.get("type") == "damage" and e.get("target") == "bob"]
    assert to_bob == [], to_bob
    assert any(e.get("type") == "damage" and e.get("target") == blocker for e in result.events)
