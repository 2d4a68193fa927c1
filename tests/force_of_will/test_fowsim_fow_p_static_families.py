"""Prevention, replacement and continuous ability families (branch fow-p-static), each played with a real card named
by id (the printed text stays in ../shared): more damage dealt by a target this turn, "this turn" inside the
condition (FOW-DAMAGE-PLUS-TURN-R); more damage dealt by whichever J-ruler its controller controls this turn
(FOW-DAMAGE-PLUS-J-RULER-R)."""

from __future__ import annotations

from typing import Any

from .fowsim_db import card, entry, line_refusal
from .helpers import act, player, to_field
from .real import board_of, j_ruler_to_field, real_started, resolve_all


def _damage(state: Any, source: str, target: str, amount: int) -> list[Any]:
    """``amount`` damage from the card ``source`` to ``target`` (as an effect would deal it): the events."""
    from adjudicator.force_of_will.effects import deal_damage

    events: list[Any] = []
    deal_damage(board_of(state), source, target, amount, events, battle=False)
    return events


# -- FOW-DAMAGE-PLUS-J-RULER-R: VIN002-079 -------------------------------------------------------------------------


def _tank(state: Any) -> Any:
    """Ann's VIN002-079 put into her field, its second {Rest} ability played and resolved."""
    tank = to_field(state, "ann", "VIN002-079")
    return resolve_all(act(state, {"type": "activate", "player": "ann", "card": tank, "ability": 1, "targets": []}))


def test_fow_damage_plus_j_ruler_r_your_j_ruler_deals_two_hundred_more() -> None:
    """FOW-DAMAGE-PLUS-J-RULER-R with VIN002-079: once its ability resolved, ann's J-ruler deals 500 + 200 to bob;
    her resonator deals its 500 only, and so does bob's J-ruler."""
    assert entry("VIN002-079")["supported"]
    assert card("VIN002-079")["abilities"][1]["effects"] == [{"op": "modify", "damage_plus": 200, "each": "your_cards", "among": {"types": ["j_ruler"]}}]
    state = real_started("VIN002-079")
    j_ruler = j_ruler_to_field(state, "ann")
    theirs = j_ruler_to_field(state, "bob")
    resonator = to_field(state, "ann", "TST-R17")
    state = _tank(state)
    bob, ann = player(state, "bob").life, player(state, "ann").life
    _damage(state, j_ruler, "bob", 500)
    assert player(state, "bob").life == bob - 700
    _damage(state, resonator, "bob", 500)
    assert player(state, "bob").life == bob - 1200
    _damage(state, theirs, "ann", 500)
    assert player(state, "ann").life == ann - 500


def test_fow_damage_plus_j_ruler_r_a_j_ruler_entering_later_this_turn_too() -> None:
    """FOW-DAMAGE-PLUS-J-RULER-R (CR 909.4): the ability resolved while ann had no J-ruler; her J-ruler put into the
    field afterwards that turn deals 200 more all the same. A duration said twice stays refused."""
    state = _tank(real_started("VIN002-079"))
    j_ruler = j_ruler_to_field(state, "ann")
    bob = player(state, "bob").life
    _damage(state, j_ruler, "bob", 300)
    assert player(state, "bob").life == bob - 500
    assert "duration" in line_refusal("[Activate] {Rest}: Until end of turn, if your J-Ruler would deal damage this turn, it deals that much +300 instead.", "regalia")



# -- FOW-DAMAGE-PLUS-TURN-R, "this turn" in the condition: TTW-105 ---------------------------------------------------


def test_fow_damage_plus_turn_r_the_duration_inside_the_condition() -> None:
    """FOW-DAMAGE-PLUS-TURN-R worded with "this turn" inside the condition (TTW-105's third line, the card keeping
    another line refused): the same one-time change of the target; a target addition stays refused."""
    assert card("TTW-105")["abilities"][0]["effects"] == [{"op": "modify", "target": 0, "damage_plus": 200}]
    assert card("TTW-105")["abilities"][0]["targets"] == [{"kind": "resonator"}]
    assert line_refusal("[Activate] {Rest}: If target addition would deal damage this turn, it deals that much +200 instead.", "magic_stone")
