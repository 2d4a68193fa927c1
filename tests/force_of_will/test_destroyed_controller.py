"""FOW-TRIG-GRAVEYARD-R (CR 906.7b, 105.3b): "When this card is destroyed" is seen as the card was in the field, so
its controller there -- not its owner -- controls the triggered ability when its control had changed (HSD-017:
"draw a card", in a set where VIN003-044 changes control); FOW-TRIG-OPP-DESTROYED-R likewise reads the opponent
of that controller.  Found by fow-n-grimm's helper, 2026-12-05."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import ControlLayer, Entity

from .fowsim_db import entry
from .helpers import act, player, take
from .real import board_of, real_started, resolve_all


def test_a_stolen_card_s_destroyed_trigger_is_its_controller_s() -> None:
    assert entry("HSD-017")["supported"] and entry("VIN003-044")["supported"]
    state = real_started("VIN003-044", "HSD-017")
    stolen = take(state, "ann", "HSD-017")
    player(state, "bob").field.append(Entity(id=stolen, control_by=[ControlLayer(player="bob")], control_base="ann"))
    GAME.check(state)
    board = board_of(state)
    entity = board.entity(stolen)
    assert entity is not None
    assert destroy(board, entity, [])
    assert stolen in player(state, "ann").graveyard
    assert [(p.controller, p.source) for p in state.pending] == [("bob", stolen)]


def test_destroyed_by_the_rule_processes_bob_draws() -> None:
    """End to end: the stolen card, dealt damage up to its DEF, is destroyed by the rule processes after ann's
    pass; bob plays its trigger and draws, ann does not."""
    state = real_started("VIN003-044", "HSD-017")
    stolen = take(state, "ann", "HSD-017")
    player(state, "bob").field.append(Entity(id=stolen, control_by=[ControlLayer(player="bob")], control_base="ann"))
    entity = board_of(state).entity(stolen)
    assert entity is not None
    entity.damage = 10_000
    hands = {pid: len(player(state, pid).hand) for pid in ("ann", "bob")}
    state = resolve_all(act(state, {"type": "pass", "player": "ann"}))
    assert stolen in player(state, "ann").graveyard
    assert len(player(state, "bob").hand) == hands["bob"] + 1 and len(player(state, "ann").hand) == hands["ann"]
