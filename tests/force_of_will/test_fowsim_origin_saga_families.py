"""Families of the origin-saga helper, each played with a real card named by id (the printed text stays in
../shared): "Choose an attribute" and "<it> becomes the chosen attribute until end of turn"
(FOW-CHOOSE-ATTRIBUTE-R)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import GAME, act, code_of, next_turn, pool, to_field
from .real import board_of, real_started, resolve_all


def _events(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, [msgspec.to_builtins(e) for e in result.events]


def _attributes(state: State, instance: str) -> list[str]:
    board = board_of(state)
    entity = board.entity(instance)
    assert entity is not None
    return list(board.defn(entity).attributes)


def _leonardo_asks(state: State, leonardo: str) -> State:
    pool(state, "ann", void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": leonardo, "ability": 0, "targets": [], "payment": {"pool": {"void": 1}}})
    state = resolve_all(state) if state.decision is None and not state.chase else state
    for _ in range(4):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "attribute" and state.decision.player == "ann"
    return state


def test_fow_choose_attribute_r_leonardo_becomes_the_chosen_attribute_until_end_of_turn() -> None:
    """FOW-CHOOSE-ATTRIBUTE-R with VIN001-076 ({1}: choose an attribute; this card becomes it until end of
    turn): as the ability resolves ann is asked for an attribute (the five are offered; bob may not answer);
    she declares fire (a public declared event): the void resonator is fire, and only fire; a second use
    declaring water makes it water (the latest change applies); at the next turn it is void again."""
    assert entry("VIN001-076")["supported"]
    assert card("VIN001-076")["abilities"][0]["effects"] == [{"op": "declare", "what": "attribute"}, {"op": "modify", "target": "self", "chosen_attribute": True}]
    state = real_started("VIN001-076")
    leonardo = to_field(state, "ann", "VIN001-076")
    assert _attributes(state, leonardo) == []
    state = _leonardo_asks(state, leonardo)
    offered = [a["attribute"] for a in (msgspec.to_builtins(x) for x in GAME.legal_actions(state)) if a["type"] == "choose_attribute"]
    assert sorted(offered) == sorted(["light", "fire", "water", "wind", "darkness"])
    assert code_of(state, {"type": "choose_attribute", "player": "bob", "attribute": "fire"}) is not None
    assert code_of(state, {"type": "pass", "player": "ann"}) is not None
    state, events = _events(state, {"type": "choose_attribute", "player": "ann", "attribute": "fire"})
    declared = next(e for e in events if e["type"] == "declared")
    assert {"player": "ann", "what": "attribute", "value": "fire", "rule": "FOW-CHOOSE-ATTRIBUTE-R"}.items() <= declared.items()
    assert any(e["type"] == "modified" and e["card"] == leonardo and e["attributes"] == ["fire"] for e in events)
    assert _attributes(state, leonardo) == ["fire"] and not state.chase and state.decision is None
    state = _leonardo_asks(state, leonardo)
    state = act(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"})
    assert _attributes(state, leonardo) == ["water"]
    state = next_turn(state)
    assert _attributes(state, leonardo) == []


def test_fow_choose_attribute_r_target_regalia_of_grl_007() -> None:
    """FOW-CHOOSE-ATTRIBUTE-R with GRL-007 ({Rest}: choose an attribute; target regalia becomes it until end
    of turn): the target must be a regalia (a resonator is refused); bob's regalia becomes darkness."""
    assert entry("GRL-007")["supported"]
    state = real_started("GRL-007")
    friend = to_field(state, "ann", "GRL-007")
    regalia = to_field(state, "bob", "TST-G01")
    resonator = to_field(state, "bob", "TST-R01")
    action = {"type": "activate", "player": "ann", "card": friend, "ability": 1, "payment": {}}
    assert code_of(state, action | {"targets": [resonator]}) is not None
    state = act(state, action | {"targets": [regalia]})
    for _ in range(4):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "attribute"
    state = act(state, {"type": "choose_attribute", "player": "ann", "attribute": "darkness"})
    assert _attributes(state, regalia) == ["darkness"] and _attributes(state, resonator) == ["light"]


@pytest.mark.parametrize(
    "text",
    [
        "This card becomes the chosen attribute until end of turn",  # no declaration before it
        "Choose an attribute. Target magic stone becomes the chosen attribute until end of turn",
        "Choose an attribute. This card becomes the chosen attribute",  # no duration: a continuous change
    ],
)
def test_fow_choose_attribute_r_refused_readings(text: str) -> None:
    """FOW-CHOOSE-ATTRIBUTE-R: "the chosen attribute" with no "Choose an attribute" before it, a magic stone
    becoming an attribute (its will is its magic stone type's) and a change with no end are not read."""
    with pytest.raises(Unsupported):
        parse_effects(text)
