"""Automatic abilities read by fow-p-trig, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-TRIG-RULER-STEP-R: a ruler's "at the end of your turn" from its ruler area (ADK-097).
- FOW-TRIG-ADDED-DAMAGES-R: an addition's "whenever added (J/)resonator deals damage to a (J/)resonator your opponent
  controls, this card deals that much damage to that (J/)resonator's controller" (MOA-011, MP01-106).
- FOW-AT-END-DESTROY-YOURS-R: a chant's "At the end of turn, destroy all resonators and J-Ruler you control"
  (VIN001-017).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set

from .helpers import act, both_pass, next_turn, player, to_field, to_hand
from .real import (
    battle_to_end,
    field,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    ruler_game,
)


def test_fow_trig_ruler_step_r_a_rulers_end_of_your_turn_from_its_ruler_area() -> None:
    """FOW-TRIG-RULER-STEP-R with the ruler ADK-097 (its Sealed Item puts the top card of its controller's deck
    into their graveyard as their turn ends): at the end of ann's turn her deck's top card goes to her graveyard;
    at the end of bob's turn nothing of ann's moves."""
    state = ruler_game("ADK-097")
    top = player(state, "ann").deck[0]
    state = next_turn(state)
    assert state.turn.player == "bob" and player(state, "ann").graveyard == [top]
    state = next_turn(state)
    assert state.turn.player == "ann" and player(state, "ann").graveyard == [top]


def test_fow_trig_ruler_step_r_breaks_on_an_effect_on_the_ruler_itself() -> None:
    """Breaking FOW-TRIG-RULER-STEP-R: a ruler's end-of-turn ability doing something to 'this card' (a ruler in its
    ruler area is no J/resonator) stays refused."""
    assert "FOW-TRIG-RULER-STEP-R" in refused_line("At the end of your turn >>> Recover this card and draw a card.", "ruler")



def _added_battle(addition: str, *, j_ruler: bool = False, added_side: str = "ann") -> tuple[int, int]:
    """Ann's TST-R10 attacks bob; bob blocks with his TST-R10 (``j_ruler``: his J-ruler TST-RU2J); ``addition`` is added
    to ``added_side``'s battler (ann's attacker or bob's blocker), controlled by that player: both lives after the battle."""
    state = real_started(addition)
    attacker = to_field(state, "ann", "TST-R10")
    theirs = j_ruler_to_field(state, "bob") if j_ruler else to_field(state, "bob", "TST-R10")
    to_field(state, added_side, addition, added_to=attacker if added_side == "ann" else theirs)
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = both_pass(act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}))
    state = battle_to_end(act(state, {"type": "declare_block", "player": "bob", "blocker": theirs}))
    return player(state, "ann").life, player(state, "bob").life


def test_fow_trig_added_damages_r_the_damage_dealt_to_the_damaged_cards_controller() -> None:
    """FOW-TRIG-ADDED-DAMAGES-R with MOA-011 (+400/+400) added to ann's TST-R10 (1600 ATK): blocked by bob's TST-R10, it
    deals it 1600 battle damage (destroying it), and MOA-011 deals bob those 1600 -- the resonator gone, its controller
    as it was damaged. Added to bob's blocker (bob's addition), the 1600 it deals ann's attacker hurt ann instead."""
    assert _added_battle("MOA-011") == (4000, 2400)
    assert _added_battle("MOA-011", added_side="bob") == (2400, 4000)


def test_fow_trig_added_damages_r_a_resonator_or_a_j_resonator_as_printed() -> None:
    """FOW-TRIG-ADDED-DAMAGES-R: blocked by bob's J-ruler, MOA-011 ('a resonator your opponent controls') deals bob
    nothing, MP01-106 ('a J/resonator') the 1600 dealt."""
    assert _added_battle("MOA-011", j_ruler=True)[1] == 4000
    assert _added_battle("MP01-106", j_ruler=True)[1] == 2400


def test_fow_trig_added_damages_r_breaks_on_another_effect() -> None:
    """Breaking FOW-TRIG-ADDED-DAMAGES-R: the trigger with any other effect (that much damage to the opponent) is refused
    when the card set is checked."""
    data = copy.deepcopy(real_set("MOA-011"))  # the imported set is shared by the other tests
    record = next(c for c in data["cards"] if c["id"] == "MOA-011")
    ability = next(a for a in record["abilities"] if a.get("trigger") == "added_damages_opp_resonator")
    ability["effects"] = [{"op": "damage", "amount": 0, "that_much": True, "each": "your_opponent"}]
    with pytest.raises(InputError, match="FOW-TRIG-ADDED-DAMAGES-R"):
        catalogue_card_set(msgspec.convert(data, CardSet))


def test_fow_at_end_destroy_yours_r_the_chants_controllers_j_resonators_at_the_next_end_of_turn() -> None:
    """FOW-AT-END-DESTROY-YOURS-R with VIN001-017: ann plays it with her TST-R10 and J-ruler in the field, then puts a
    TST-R03 there; as her turn ends all three (the J-ruler back to its ruler area) are destroyed, bob's TST-R10 stays.
    The delayed ability triggers once: at the end of bob's turn ann's new TST-R10 stays."""
    state = real_started("VIN001-017")
    mine, j_ruler, theirs = to_field(state, "ann", "TST-R10"), j_ruler_to_field(state, "ann"), to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-017")))
    later = to_field(state, "ann", "TST-R03")
    assert {mine, j_ruler, later} <= field(state, "ann")
    state = next_turn(state)
    assert state.turn.player == "bob" and not {mine, j_ruler, later} & field(state, "ann") and theirs in field(state, "bob")
    again = to_field(state, "ann", "TST-R10")
    state = next_turn(state)
    assert state.turn.player == "ann" and again in field(state, "ann")


def test_fow_at_end_destroy_yours_r_breaks_on_another_group() -> None:
    """Breaking FOW-AT-END-DESTROY-YOURS-R: "at the end of turn" destroying any other group stays refused."""
    assert "At the end of turn" in refused_line("Gain 300 life. At the end of turn, destroy all regalia your opponent controls.", "chant")
