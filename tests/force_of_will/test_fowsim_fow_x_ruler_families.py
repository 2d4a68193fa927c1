"""fow-x-ruler families (conditions on the player's ruler by name and the effects they gate), each played with a
real card named by id (the printed text stays in ../shared and is read at run time):

* FOW-WILL-EFFECT-ALIKE-R: "Produce two (three, four) wills of any one attribute" as an effect -- one attribute
  chosen as it resolves, that many wills of it; EDL-076's [Enter] ability produces them instead of its one will
  while its controller's ruler bears the name its line gives (FOW-COND-JRULER-NAMED-R's reading of the name).
* FOW-BARRIER-KIND-WHILE-R: "This card gains [Barrier] (Resonator) as long as your J/ruler is <A> or <B>" -- a
  continuous restricted [Barrier] while the condition holds (VIN003-041).
* FOW-REVEAL-TOP-INSTEAD-R: a reveal of the top card into the field (otherwise the hand), "If your J/ruler is <A> or
  <B>, put it into the field if it's <another filter> instead" (ADK-061).
"""

from __future__ import annotations

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, _produce_effect, _reveal_field_instead
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import board_of, hero_started, paid_play, resolve_all, stack_on_top, to_decision

ANY = ["light", "fire", "water", "wind", "darkness"]


def _choose(attribute: str) -> dict[str, object]:
    return {"type": "choose_attribute", "player": "ann", "attribute": attribute}


def _ruler_name() -> str:
    """The ruler name EDL-076's line names, read from the card record (never from the repository)."""
    (trigger,) = card("EDL-076")["abilities"]
    (name,) = trigger["effects"][1]["when"]["ruler_names"]
    return str(name)


# -- FOW-WILL-EFFECT-ALIKE-R -----------------------------------------------------------------------------


def test_fow_will_effect_alike_r_is_read() -> None:
    """EDL-076 is supported: its [Enter] ability reads one will of any attribute unless its controller's ruler
    bears a name, and three wills of one attribute chosen when it does."""
    assert entry("EDL-076")["supported"]
    (trigger,) = card("EDL-076")["abilities"]
    assert trigger["trigger"] == "enter"
    plain, instead = trigger["effects"]
    assert plain["op"] == "produce" and plain["will"] == ANY and "alike" not in plain and plain["unless"] == instead["when"]
    assert instead == {"op": "produce", "will": ANY, "alike": 3, "when": instead["when"]}


def test_fow_will_effect_alike_r_three_wills_of_the_one_attribute_chosen() -> None:
    """Ann's ruler bears the name: EDL-076 enters, its trigger asks her once for an attribute -- water -- and
    three water wills go to her pool; no second question follows."""
    state = hero_started(("EDL-076",), ruler_name=_ruler_name())
    state = act(state, paid_play(state, "ann", "EDL-076"))
    state = to_decision(state, "attribute", {})
    state = act(state, _choose("water"))
    assert state.decision is None
    state = resolve_all(state)
    assert player(state, "ann").pool == {"water": 3}


def test_fow_will_effect_alike_r_breaks_without_the_ruler_or_off_the_list() -> None:
    """The rule broken: with another ruler the line produces one will only (no upgrade); the opponent cannot choose
    its attribute; a count of wills other than two to four, or 'of any one colour', is not read."""
    state = hero_started(("EDL-076",))
    state = act(state, paid_play(state, "ann", "EDL-076"))
    state = to_decision(state, "attribute", {})
    assert code_of(state, {"type": "choose_attribute", "player": "bob", "attribute": "fire"}) is not None
    state = resolve_all(act(state, _choose("fire")))
    assert player(state, "ann").pool == {"fire": 1}
    for text in ("five wills of any one attribute", "three wills of any one colour"):
        with pytest.raises(Unsupported):
            _produce_effect(text)


# -- FOW-BARRIER-KIND-WHILE-R ----------------------------------------------------------------------------


def _vin_names() -> list[str]:
    """The J/ruler names VIN003-041's condition gives, read from the card record."""
    ability = card("VIN003-041")["abilities"][0]
    return list(ability["as_long_as"]["ruler_names"])


def _bob_guarded(named: bool) -> tuple[State, str]:
    """Bob's VIN003-041 in his field, his ruler TST-RU2 bearing the condition's first name when ``named``; ann
    plays TST-R14 (its [Enter] ability deals damage to a target) and the trigger waits to be played."""
    changed = {"TST-RU2": {"name": _vin_names()[0]}} if named else None
    state = hero_started(("VIN003-041",), changed=changed)
    guarded = to_field(state, "bob", "VIN003-041")
    drake = to_hand(state, "ann", "TST-R14")
    pool(state, "ann", fire=2, void=2)
    state = act(state, {"type": "play_card", "player": "ann", "card": drake, "payment": {"pool": {"fire": 2, "void": 2}}})
    for _ in range(4):
        if state.pending:
            break
        state = both_pass(state)
    assert state.pending
    return state, guarded


def _trigger_at(state: State, target: str) -> dict[str, object]:
    pending = state.pending[0]
    return {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": [target]}


def test_fow_barrier_kind_while_r_is_read() -> None:
    """VIN003-041 is supported: its line reads as a continuous [Barrier] (Resonator) of this card while its
    controller's J/ruler bears one of two names."""
    assert entry("VIN003-041")["supported"]
    ability = card("VIN003-041")["abilities"][0]
    assert ability["kind"] == "continuous" and ability.get("scope", "self") == "self" and ability["barrier_kinds"] == ["resonator"]
    assert len(_vin_names()) == 2 and ability["as_long_as"]["j_ruler_names"] == _vin_names()
    assert "keywords" not in ability and "barrier_types" not in card("VIN003-041")


def test_fow_barrier_kind_while_r_the_opponents_resonator_ability_cannot_target_it() -> None:
    """Bob's ruler bears the name: ann's TST-R14's [Enter] ability (a resonator's) cannot target his VIN003-041 --
    refused citing the rule; his ruler under another name, the same target is accepted and takes the damage."""
    state, guarded = _bob_guarded(named=True)
    assert code_of(state, _trigger_at(state, guarded)) == "FOW-BARRIER-KIND-WHILE-R"
    state, guarded = _bob_guarded(named=False)
    assert code_of(state, _trigger_at(state, guarded)) is None
    state = resolve_all(act(state, _trigger_at(state, guarded)))
    entity = next(e for e in player(state, "bob").field if e.id == guarded)
    assert entity.damage > 0


def test_fow_barrier_kind_while_r_breaks_for_its_controller_and_chants() -> None:
    """The rule broken: it is no full [Barrier] -- with bob's ruler named, ann's chant TST-C10 may still target his
    VIN003-041 (not a resonator's), and bob's own resonator ability may target it (not the opponent's)."""
    state, guarded = _bob_guarded(named=True)
    state = resolve_all(act(state, _trigger_at(state, to_field(state, "bob", "TST-R17"))))
    chant = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    action = {"type": "play_card", "player": "ann", "card": chant, "targets": [guarded], "payment": {"pool": {"darkness": 2, "void": 1}}}
    assert code_of(state, action) is None
    board = board_of(state)
    entity = board.entity(guarded)
    assert entity is not None and board.barrier_kinds_while(entity) == ["resonator"]


# -- FOW-REVEAL-TOP-INSTEAD-R ----------------------------------------------------------------------------


def _adk_names() -> list[str]:
    """The J/ruler names ADK-061's condition gives, read from the card record."""
    return list(card("ADK-061")["abilities"][0]["effects"][1]["when"]["ruler_names"])


def _revealed(named: bool, top: str) -> tuple[State, str]:
    """Ann (her ruler bearing ADK-061's first name when ``named``) has ``top`` on top of her deck and plays ADK-061:
    everything resolves; the state and the revealed card's instance."""
    state = hero_started(("ADK-061", top), ruler_name=_adk_names()[0] if named else None)
    instance = stack_on_top(state, "ann", (top,))[top]
    state = resolve_all(act(state, paid_play(state, "ann", "ADK-061")))
    return state, instance


def test_fow_reveal_top_instead_r_is_read() -> None:
    """ADK-061 is supported: its [Enter] ability reads the printed reveal unless its controller's J/ruler bears one of
    two names, and the same reveal with a greater total cost into the field when it does."""
    assert entry("ADK-061")["supported"]
    plain, instead = card("ADK-061")["abilities"][0]["effects"]
    assert plain["op"] == instead["op"] == "reveal_top" and plain["unless"] == instead["when"]
    assert plain["filter"]["kinds"] == instead["filter"]["kinds"] == ["resonator"]
    assert plain["filter"]["max_cost"] < instead["filter"]["max_cost"]
    assert plain["otherwise"] == instead["otherwise"] == "hand" and len(_adk_names()) == 2


def test_fow_reveal_top_instead_r_a_greater_resonator_enters_with_the_ruler() -> None:
    """Ann's ruler bears the name: the revealed TST-R18 (total cost 4) enters her field; TST-R10 (total cost 5) too."""
    for top in ("TST-R18", "TST-R10"):
        state, instance = _revealed(named=True, top=top)
        assert any(e.id == instance for e in player(state, "ann").field), top
        assert instance not in player(state, "ann").hand


def test_fow_reveal_top_instead_r_breaks_without_the_ruler() -> None:
    """The rule broken: under another ruler name the revealed TST-R18 (total cost 4) goes into ann's hand, not the
    field; and the replacement after no reveal into the field or the hand is refused."""
    state, instance = _revealed(named=False, top="TST-R18")
    assert instance in player(state, "ann").hand and not any(e.id == instance for e in player(state, "ann").field)
    with pytest.raises(Unsupported):
        _reveal_field_instead({"ruler_names": ["X"]}, "a resonator with total cost 5 or less", [{"op": "draw", "amount": 1}])
