"""FOW-TRIG-GRAVEYARD-R (CR 906.7b, 105.3b): "When this card is destroyed" is seen as the card was in the field, so
its controller there -- not its owner -- controls the triggered ability when its control had changed (HSD-017:
"draw a card", in a set where VIN003-044 changes control); FOW-TRIG-OPP-DESTROYED-R likewise reads the opponent
of that controller.  Found by fow-n-grimm's helper, 2026-12-05."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import ControlLayer, Entity, State

from .fowsim_db import entry
from .helpers import act, player, take, to_field
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


def stolen_beside(state: State, def_id: str) -> str:
    """ann's ``def_id`` in bob's field, controlled by bob (as VIN003-044 would leave it)."""
    stolen = take(state, "ann", def_id)
    player(state, "bob").field.append(Entity(id=stolen, control_by=[ControlLayer(player="bob")], control_base="ann"))
    return stolen


def destroy_together(state: State, *card_ids: str) -> None:
    """The cards destroyed in one move (one effect destroying them all), in this order."""
    board = board_of(state)
    with board.together():
        for card_id in card_ids:
            entity = board.entity(card_id)
            assert entity is not None
            assert destroy(board, entity, [])


def test_a_stolen_card_gone_in_the_same_move_looks_back_as_its_controller_s() -> None:
    """FOW-TRIG-ALLY-DESTROYED-R looking back (FOW-TRIG-GRAVEYARD-R, CR 906.7b): ann's CST-068 ("whenever a resonator
    you control is destroyed"), controlled by bob, is destroyed with bob's TST-R01 after it in one move: it sees
    both as bob's resonators (its own destruction, then bob's resonator's), and both abilities are bob's.  Read
    as its owner's card, the second went unseen."""
    assert entry("CST-068")["supported"]
    state = real_started("VIN003-044", "CST-068")
    stolen, scout = stolen_beside(state, "CST-068"), to_field(state, "bob", "TST-R01")
    GAME.check(state)
    destroy_together(state, stolen, scout)
    assert [(p.controller, p.source) for p in state.pending] == [("bob", stolen), ("bob", stolen)]


def test_a_stolen_card_gone_in_the_same_move_watches_its_controller_s_opponent() -> None:
    """FOW-TRIG-GRAVEYARD-R looking back (CR 906.7b): ann's VIN002-069 ("whenever a resonator your opponent controls
    is put into a graveyard from the field"), controlled by bob, leaves with ann's TST-R01 after it: ann is the
    opponent of bob, who controlled it as it left, so it triggers for bob (read as its owner's, for nobody)."""
    assert entry("VIN002-069")["supported"]
    state = real_started("VIN003-044", "VIN002-069")
    stolen, scout = stolen_beside(state, "VIN002-069"), to_field(state, "ann", "TST-R01")
    GAME.check(state)
    destroy_together(state, stolen, scout)
    assert [(p.controller, p.source) for p in state.pending] == [("bob", stolen)]
