"""Damage forms read by fow-z-dmg, each played with a real card named by id (the printed text stays in ../shared):

- FOW-DAMAGE-DIVIDED-TWENTY-R: FOW-DAMAGE-DIVIDED-R's printed amount up to 2000, twenty target slots (EDL-033: a chant
  of two options, 1000 or -- with fifteen strength counters on its player's J/ruler -- 2000 divided among resonators).
- FOW-DAMAGE-DIVIDED-TWO-R: a chant's damage divided as its player chooses between two required targets, each share at
  least a printed minimum (EDL-020's chant half, EDL-020^ in the report: 1400 between a resonator of its player's and
  one of the opponent's, at least 200 each; the alternative card EDL-020 supported with it).
- FOW-DAMAGE-NAME-SHARERS-R: a damage to a target resonator and to each other resonator in the field sharing a name
  with it (ENW-018, a chant).
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import paid_play, real_started, resolve_collecting, ruler_of, will_for

# -- FOW-DAMAGE-DIVIDED-TWENTY-R (EDL-033) ------------------------------------------------------------------------------


def _dealt(events: list[dict[str, Any]]) -> dict[str, int]:
    return {e["target"]: e["amount"] for e in events if e["type"] == "damage"}


# Four TAT-012 (a vanilla 500/500) and seventeen test resonators none of which keeps a target away.
_BOBS = ("TAT-012",) * 4 + ("TST-R01", "TST-R01", "TST-R02", "TST-R05", "TST-R06", "TST-R08", "TST-R11", "TST-R11", "TST-R12", "TST-R13", "TST-R17", "TST-R18", "TST-R20", "TST-R03", "TST-R07", "TST-R09", "TST-R19")


def _strike(counters: int, targets: int) -> tuple[State, list[str], dict[str, Any]]:
    """Ann holds EDL-033 with its cost in her pool and ``counters`` strength counters on her ruler; bob has the first
    ``targets`` of _BOBS (each DEF 200 or more) in his field: the state, their ids and the play action (no targets yet)."""
    state = real_started("EDL-033", "TAT-012", copies=4)
    ruler_of(state, "ann").counters = {"strength": counters} if counters else {}
    ids = [to_field(state, "bob", def_id) for def_id in _BOBS[:targets]]
    return state, ids, paid_play(state, "ann", "EDL-033")


def test_fow_damage_divided_twenty_r_reading() -> None:
    """EDL-033 supported: its first option ten optional resonator slots of 1000 divided, its second twenty of 2000."""
    assert entry("EDL-033")["supported"], entry("EDL-033")["unsupported"]
    first, second = card("EDL-033")["modes"]
    assert first["targets"] == [{"kind": "resonator", "optional": True}] * 10
    assert second["targets"] == [{"kind": "resonator", "optional": True}] * 20
    assert second["effects"] == [{"op": "damage", "amount": 2000, "target": slot, "divided": True} for slot in range(20)]


def test_fow_damage_divided_twenty_r_twenty_targets() -> None:
    """With fifteen strength counters on ann's ruler, EDL-033's second option divides 2000 among twenty of bob's
    resonators, 100 each; then 1500 and 500 between two of them (TAT-012s: the second destroyed, the first too)."""
    state, ids, action = _strike(15, 20)
    state = act(state, action | {"mode": 1, "targets": ids, "divide": [100] * 20})
    state, events = resolve_collecting(state)
    assert _dealt(events) == dict.fromkeys(ids, 100)
    state, (one, two), action = _strike(15, 2)
    state, events = resolve_collecting(act(state, action | {"mode": 1, "targets": [one, two], "divide": [1500, 500]}))
    assert _dealt(events) == {one: 1500, two: 500}
    assert not {one, two} & {e.id for e in player(state, "bob").field}


def test_fow_damage_divided_twenty_r_breaks() -> None:
    """The second option's shares must add up to 2000 (1000 refused, FOW-DAMAGE-DIVIDED-R); twenty-one targets are
    refused; without fifteen counters the option is refused; an invented 2100 damage divided stays refused."""
    state, ids, action = _strike(15, 21)
    assert code_of(state, action | {"mode": 1, "targets": ids[:2], "divide": [500, 500]}) == "FOW-DAMAGE-DIVIDED-R"
    with pytest.raises(InputError):  # the play's lists hold twenty at most
        code_of(state, action | {"mode": 1, "targets": ids, "divide": [100] * 21})
    state, (one,), action = _strike(14, 1)
    assert code_of(state, action | {"mode": 1, "targets": [one], "divide": [2000]}) == "FOW-MODES-ONLY-IF-R"
    assert code_of(state, action | {"mode": 0, "targets": [one], "divide": [1000]}) is None
    reason = line_refusal("This card deals 2100 damage divided as you choose among any number of target J/resonators.", "chant")
    assert "FOW-DAMAGE-DIVIDED-TWENTY-R" in reason, reason


# -- FOW-DAMAGE-DIVIDED-TWO-R (EDL-020's chant half) --------------------------------------------------------------------


def _flame() -> tuple[State, str, str, dict[str, Any]]:
    """Ann holds EDL-020 with its chant half's cost in her pool; her TAT-012 and bob's TST-R13 (DEF 800) in the field:
    the state, their ids and the chant half's play action (no targets yet)."""
    state = real_started("EDL-020", "TAT-012")
    mine, theirs = to_field(state, "ann", "TAT-012"), to_field(state, "bob", "TST-R13")
    instance = to_hand(state, "ann", "EDL-020")
    will = will_for("EDL-020.chant")
    pool(state, "ann", **will)
    return state, mine, theirs, {"type": "play_card", "player": "ann", "card": instance, "chant_half": True, "payment": {"pool": will}}


def test_fow_damage_divided_two_r_reading() -> None:
    """EDL-020^ (the chant half) and EDL-020 supported: two required slots, ann's resonator then bob's, each a divided
    damage of 1400 whose share is at least 200."""
    for card_id in ("EDL-020^", "EDL-020"):
        assert entry(card_id)["supported"], entry(card_id)["unsupported"]
    half = card("EDL-020.chant")
    assert half["targets"] == [{"kind": "resonator", "controller": "you"}, {"kind": "resonator", "controller": "opponent"}]
    assert half["effects"] == [{"op": "damage", "amount": 1400, "target": slot, "divided": True, "divided_least": 200} for slot in (0, 1)]


def test_fow_damage_divided_two_r_shares_dealt() -> None:
    """EDL-020's chant half, 200 to ann's TAT-012 and 1200 to bob's TST-R13: both dealt their shares (bob's destroyed,
    ann's kept with 200 damage)."""
    state, mine, theirs, action = _flame()
    state = act(state, action | {"targets": [mine, theirs], "divide": [200, 1200]})
    assert state.chase[-1].divide == [200, 1200]
    state, events = resolve_collecting(state)
    assert _dealt(events) == {mine: 200, theirs: 1200}
    assert theirs not in {e.id for e in player(state, "bob").field}
    assert next(e for e in player(state, "ann").field if e.id == mine).damage == 200


def test_fow_damage_divided_two_r_breaks() -> None:
    """A share of 100 (under the minimum) is refused with FOW-DAMAGE-DIVIDED-TWO-R; shares adding up to 1200 or one
    target only as FOW-DAMAGE-DIVIDED-R or the targets' rule; an invented minimum over half the damage stays refused."""
    state, mine, theirs, action = _flame()
    assert code_of(state, action | {"targets": [mine, theirs], "divide": [100, 1300]}) == "FOW-DAMAGE-DIVIDED-TWO-R"
    assert code_of(state, action | {"targets": [mine, theirs], "divide": [1300, 100]}) == "FOW-DAMAGE-DIVIDED-TWO-R"
    assert code_of(state, action | {"targets": [mine, theirs], "divide": [200, 1000]}) == "FOW-DAMAGE-DIVIDED-R"
    assert code_of(state, action | {"targets": [mine], "divide": [1400]}) is not None
    assert code_of(state, action | {"targets": [mine, theirs], "divide": [700, 700]}) is None
    reason = line_refusal("This card deals 900 damage divided as you choose to target resonator you control and target J/resonator your opponent controls. You must assign a minimum of 500 damage to each target.", "chant")
    assert "FOW-DAMAGE-DIVIDED-TWO-R" in reason, reason


# -- FOW-DAMAGE-NAME-SHARERS-R (ENW-018) ---------------------------------------------------------------------------------


def test_fow_damage_name_sharers_r_reading() -> None:
    """ENW-018 supported: one target resonator, its damage marked for the others sharing a name."""
    assert entry("ENW-018")["supported"], entry("ENW-018")["unsupported"]
    assert card("ENW-018")["targets"] == [{"kind": "resonator"}]
    assert card("ENW-018")["effects"] == [{"op": "damage", "amount": 800, "target": 0, "name_sharers": True}]


def test_fow_damage_name_sharers_r_each_namesake_dealt() -> None:
    """ENW-018 on bob's TST-R01: his other TST-R01 and ann's TST-R01 are dealt 800 too; bob's TST-R13 is not."""
    state = real_started("ENW-018")
    target, twin, mine, other = (to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R01"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R13"))
    state, events = resolve_collecting(act(state, paid_play(state, "ann", "ENW-018") | {"targets": [target]}))
    assert _dealt(events) == {target: 800, mine: 800, twin: 800}
    assert other in {e.id for e in player(state, "bob").field}


def test_fow_damage_name_sharers_r_breaks() -> None:
    """The target gone before it resolves: nothing is dealt, not even to its namesakes; a J/resonator target of the same
    shape (invented) stays refused."""
    state = real_started("ENW-018")
    target, twin = to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R01")
    state = act(state, paid_play(state, "ann", "ENW-018") | {"targets": [target]})
    bob = player(state, "bob")
    bob.field = [e for e in bob.field if e.id != target]
    bob.hand.append(target)
    state, events = resolve_collecting(state)
    assert _dealt(events) == {}
    assert twin in {e.id for e in player(state, "bob").field}
    reason = line_refusal("This card deals 300 damage to target J/resonator and each other J/resonator that shares a name with it.", "chant")
    assert "FOW-DAMAGE-NAME-SHARERS-R" in reason, reason
