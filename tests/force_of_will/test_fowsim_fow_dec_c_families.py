"""Ability families of branch fow-dec-c, each played with a real card named by id (the printed text stays in
../shared): an activate ability played from its owner's graveyard (FOW-GRAVEYARD-ACTIVATE-R) that puts the
resonator into "the field" (as "your field") or "your field rested", paid with life alone, limited to its
player's turn, or to a J/ruler of a name; a chant's target "with total cost X or less" bounded by the X paid
(FOW-TARGET-COST-X-R); "each player banishes a non-<Race> resonator" (FOW-EACH-PLAYER-CHOICE-R); "Recover all <Races> you control" of a
race printed on resonators only (FOW-RACE-GROUP-GAINS-R's reading)."""

from __future__ import annotations

import copy
from typing import Any

from .fowsim_db import card, entry, line_refusal, printed, sentences
from .helpers import (
    act,
    code_of,
    full_deck,
    listed,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import ann_first, field, play, play_out_turn, real_set, real_started, resolve_all

# -- FOW-GRAVEYARD-ACTIVATE-R: AOA-083, AOA-060 (your turn only), ENW-074 (life, rested), AO2-057 (J/ruler named) --


def _back(state: Any, instance: str, ability: int = 0, **will: int) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "activate", "player": "ann", "card": instance, "ability": ability, "targets": [], "payment": {"pool": will}}


def _entity(state: Any, pid: str, instance: str) -> Any:
    return next(e for e in player(state, pid).field if e.id == instance)


def test_fow_graveyard_activate_r_into_the_field_during_your_turn_only() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with AOA-083 in ann's graveyard: "into the field" is its owner's field (CR
    1041.1), recovered; its {B}{B}{B}{1} ability is played in ann's turn only -- in bob's turn it is refused with
    FOW-ACTIVATE-ONLY-R and not listed. AOA-060 is read the same with three resonators of the graveyard removed
    as part of the cost (FOW-COST-REMOVE-GRAVEYARD-R)."""
    assert entry("AOA-083")["supported"] and entry("AOA-060")["supported"]
    (ability,) = card("AOA-083")["abilities"]
    assert ability["from_graveyard"] is True and ability["your_turn"] is True
    assert ability["effects"] == [{"op": "from_graveyard", "target": "self", "to": "field"}]
    (other,) = card("AOA-060")["abilities"]
    assert other["your_turn"] is True and other["cost"]["remove"] == {"count": 3, "kinds": ["resonator"]} and other["effects"] == ability["effects"]
    state = real_started("AOA-083")
    zombie = to_graveyard(state, "ann", "AOA-083")
    pool(state, "ann", darkness=3, void=1)
    assert listed(state, "activate", card=zombie, ability=0)
    state = resolve_all(act(state, _back(state, zombie, darkness=3, void=1)))
    assert zombie not in player(state, "ann").graveyard and not _entity(state, "ann", zombie).rested
    # In bob's turn the same ability is refused (ann holding priority with an empty chase).
    state = real_started("AOA-083")
    state = pass_until(next_turn(state), lambda s: s.priority == "ann" and not s.chase and s.decision is None)
    assert state.turn.player == "bob"
    zombie = to_graveyard(state, "ann", "AOA-083")
    assert code_of(state, _back(state, zombie, darkness=3, void=1)) == "FOW-ACTIVATE-ONLY-R"
    assert not listed(state, "activate", card=zombie)


def test_fow_graveyard_activate_r_life_into_your_field_rested() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with ENW-074 in ann's graveyard: 500 life alone pays it (FOW-COST-LIFE-R) and it
    enters her field rested (FOW-GRAVEYARD-RESTED-R); with less life than that it is refused."""
    (ability,) = card("ENW-074")["abilities"]
    assert ability["cost"] == {"life": 500} and ability["from_graveyard"] is True
    assert ability["effects"] == [{"op": "from_graveyard", "target": "self", "to": "field", "rested": True}]
    state = real_started("ENW-074", copies=2)
    zombie = to_graveyard(state, "ann", "ENW-074")
    life = player(state, "ann").life
    assert listed(state, "activate", card=zombie, ability=0)
    state = act(state, _back(state, zombie))
    assert player(state, "ann").life == life - 500
    state = resolve_all(state)
    assert _entity(state, "ann", zombie).rested and zombie not in player(state, "ann").graveyard
    again = to_graveyard(state, "ann", "ENW-074")
    player(state, "ann").life = 400
    assert code_of(state, _back(state, again)) == "FOW-COST-LIFE-R"


# Four other supported stranger resonators: with two AO2-057, a stranger deck of ten (CR 402.7a, 402.7b).
OTHER_STRANGERS = ("AO1-040", "SDAO1-013", "AO3-086", "AO1-018")


def _named_ruler_game(named: bool) -> Any:
    """Ann leads with the reference ruler given [Stranger] 10 (and, when ``named``, the name AO2-057's condition
    reads, taken from the imported record); her stranger deck holds two AO2-057."""
    (name,) = card("AO2-057")["abilities"][1]["when"]["ruler_names"]
    cards = copy.deepcopy(real_set("AO2-057", *OTHER_STRANGERS)["cards"])
    ruler = next(c for c in cards if c["id"] == "TST-RU1")
    ruler["stranger"] = 10
    if named:
        ruler["name"] = name
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stranger"] = dict.fromkeys(("AO2-057", *OTHER_STRANGERS), 2)
    return ann_first({"card_set": {"id": "tst-plus-named", "cards": cards}}, decks, "named-ruler")


def _buried_machines(state: Any) -> tuple[str, str]:
    """Ann's two AO2-057 moved from her stranger deck into her graveyard (as effects would have): the one whose
    ability is played, and the Machine its cost removes."""
    seat = player(state, "ann")
    first, second = (c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == "AO2-057")
    seat.stranger_deck = [c for c in seat.stranger_deck if c not in (first, second)]
    seat.graveyard.extend((first, second))
    return first, second


def test_fow_graveyard_activate_r_only_if_your_j_ruler_is_named() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with AO2-057 in ann's graveyard: its second ability ({U}{G}, another Machine of
    her graveyard removed) puts it into her hand while her J/ruler bears the name; with a ruler of another name
    it is refused (FOW-ACTIVATE-ONLY-IF-R) and not listed. Its first ability stays a field ability."""
    assert entry("AO2-057")["supported"]
    first, second = card("AO2-057")["abilities"]
    assert "from_graveyard" not in first and second["from_graveyard"] is True
    assert second["effects"] == [{"op": "from_graveyard", "target": "self", "to": "hand"}]
    state = _named_ruler_game(named=False)
    machine, fuel = _buried_machines(state)
    attempt = _back(state, machine, 1, water=1, wind=1) | {"payment": {"pool": {"water": 1, "wind": 1}, "remove": [fuel]}}
    assert code_of(state, attempt) == "FOW-ACTIVATE-ONLY-IF-R"
    assert not listed(state, "activate", card=machine)
    state = _named_ruler_game(named=True)
    machine, fuel = _buried_machines(state)
    attempt = _back(state, machine, 1, water=1, wind=1) | {"payment": {"pool": {"water": 1, "wind": 1}, "remove": [fuel]}}
    assert listed(state, "activate", card=machine, ability=1)
    state = resolve_all(act(state, attempt))
    assert machine in player(state, "ann").hand and fuel in player(state, "ann").removed


def test_fow_graveyard_activate_r_other_limits_stay_refused() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R: a condition other than its player's J/ruler's name (one on the player's life or
    field), or a second effect, beside the graveyard ability stays refused (invented wordings)."""
    outside = "'put this card from your graveyard' outside"
    into_field = sentences("AOA-083")[0]  # "<will>: <the card from the graveyard into the field>", read at run time
    assert outside in line_refusal(f"{into_field}. Play this ability only if your life is 1000 or less.")
    assert outside in line_refusal(f"{into_field}. Play this ability only if you control a Zombie.")
    assert outside in line_refusal(f"{sentences('ENW-074')[0]}. Draw a card.")


# -- FOW-TARGET-COST-X-R: VIN003-033 (SDAO2-003 is the same chant) -------------------------------------------------


def _steal(state: Any, chant: str, target: str, x: int) -> dict[str, Any]:
    """VIN003-033 ({U}{U}{X}) played with ``x`` for X, the X paid as void will."""
    will = {"water": 2} | ({"void": x} if x else {})
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": chant, "targets": [target], "x": x, "payment": {"pool": will}}


def test_fow_target_cost_x_r_gain_control_of_a_resonator_of_total_cost_x_or_less() -> None:
    """FOW-TARGET-COST-X-R with VIN003-033: played with X = 2, a resonator of bob's of total cost 2 is a legal
    target and ann gains control of it for good (FOW-GAIN-CONTROL-R); with X = 1 it is refused with the rule and
    no such play is listed, while one of total cost 1 is."""
    assert entry("VIN003-033")["supported"] and entry("SDAO2-003")["supported"]
    assert card("VIN003-033")["targets"] == [{"kind": "resonator", "max_cost_x": True}]
    assert card("VIN003-033")["effects"] == [{"op": "gain_control", "target": 0}]
    state = real_started("VIN003-033", copies=2)
    two, one = to_field(state, "bob", "TST-R02"), to_field(state, "bob", "TST-R01")
    chant = to_hand(state, "ann", "VIN003-033")
    assert code_of(state, _steal(state, chant, two, 1)) == "FOW-TARGET-COST-X-R"
    player(state, "ann").pool = {}
    pool(state, "ann", water=2, void=1)
    assert not listed(state, "play_card", card=chant, targets=[two], x=1) and listed(state, "play_card", card=chant, targets=[one], x=1)
    player(state, "ann").pool = {}
    state = resolve_all(act(state, _steal(state, chant, two, 2)))
    assert two in field(state, "ann") and two not in field(state, "bob")
    state = next_turn(state)
    assert two in field(state, "ann")


def test_fow_target_cost_x_r_checked_again_as_it_resolves() -> None:
    """FOW-TARGET-COST-X-R with VIN003-033 played with X = 1 on bob's resonator of total cost 1: the target is
    checked again against the X of the spell on the chase as it resolves (CR 903.3a) -- with that X set below
    its total cost it is no longer legal and stays bob's; a target bounded by X on an ability stays refused (an
    invented wording)."""
    state = real_started("VIN003-033")
    one = to_field(state, "bob", "TST-R01")
    chant = to_hand(state, "ann", "VIN003-033")
    state = act(state, _steal(state, chant, one, 1))
    assert state.chase[-1].x == 1
    state.chase[-1].x = 0  # the X of the spell now below the target's total cost
    state = resolve_all(state)
    assert one in field(state, "bob") and one not in field(state, "ann")
    assert "bounded by X" in line_refusal(f"{{2}}: {printed('VIN003-033')}")  # the chant's line as an activate ability
    # SKL-036's database entry prints no X in its cost: the same line stays refused there.
    assert not entry("SKL-036")["supported"] and "bounded by X" in entry("SKL-036")["unsupported"][0]["reason"]


# -- FOW-EACH-PLAYER-CHOICE-R: CFC-070 (a chant), TMS-079 (a trigger): "a non-<Race> resonator" ---------------------


def test_fow_each_player_choice_r_a_non_race_resonator() -> None:
    """FOW-EACH-PLAYER-CHOICE-R with CFC-070 (each player banishes a non-Cthulhu resonator): ann, the turn player,
    may not banish her Cthulhu (AOA-060: refused with FOW-BANISH-CHOICE-R, not listed) and banishes her other
    resonator; bob, whose only resonator is a Cthulhu, is passed over and keeps it."""
    assert entry("CFC-070")["supported"] and entry("TMS-079")["supported"]
    assert card("CFC-070")["effects"] == [{"op": "banish", "player": "each", "what": "resonator", "not_races": ["Cthulhu"]}]
    assert card("TMS-079")["abilities"][0]["effects"] == [{"op": "banish", "player": "each", "what": "resonator", "not_races": ["Shadow"]}]
    state = real_started("CFC-070", "AOA-060")
    cthulhu, other = to_field(state, "ann", "AOA-060"), to_field(state, "ann", "TST-R01")
    his = to_field(state, "bob", "AOA-060")
    state = play(state, "ann", to_hand(state, "ann", "CFC-070"))
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = act(state, {"type": "pass", "player": state.priority})
    assert state.decision is not None and state.decision.player == "ann"
    assert code_of(state, {"type": "banish", "player": "ann", "card": cthulhu}) == "FOW-BANISH-CHOICE-R"
    assert not listed(state, "banish", card=cthulhu) and listed(state, "banish", card=other)
    state = act(state, {"type": "banish", "player": "ann", "card": other})
    assert state.decision is None or state.decision.kind != "banish"
    assert other in player(state, "ann").graveyard and cthulhu in field(state, "ann") and his in field(state, "bob")
    assert "not in the vocabulary" in line_refusal("Each player banishes a non-Cthulhu magic stone.", "chant")


# -- FOW-RACE-GROUP-GAINS-R: "Recover all <Races> you control": ADK-021 ----------------------------------------------


def test_fow_race_group_gains_r_recover_all_of_a_race_you_control() -> None:
    """FOW-RACE-GROUP-GAINS-R's reading of "<Races> you control" with ADK-021 (at the end of your turn, recover all
    <Races> you control): at the end of ann's turn her two rested Pandas are recovered while her rested resonator
    of another race (a reading of all J/resonators would recover it too) and bob's rested Panda stay rested; a race
    printed on cards of other types too is every card of it (fow-y-abc: FOW-RACE-ALL-CARDS-R), not the J/resonators."""
    assert entry("ADK-021")["supported"]
    (race,) = card("ADK-021")["races"]
    assert card("ADK-021")["abilities"][1]["effects"] == [{"op": "recover", "among": {"races": [race]}, "each": "your_j_resonators"}]
    state = real_started("ADK-021", copies=2)
    pandas = [to_field(state, "ann", "ADK-021", rested=True) for _ in range(2)]
    other = to_field(state, "ann", "TST-R01", rested=True)
    his = to_field(state, "bob", "ADK-021", rested=True)
    state = play_out_turn(state, lambda s: not _entity(s, "ann", pandas[0]).rested)
    assert state.turn.player == "ann"  # the first of the two triggers resolved; the second waits on the chase
    assert not any(_entity(state, "ann", p).rested for p in pandas)
    assert _entity(state, "ann", other).rested and _entity(state, "bob", his).rested
    assert card("VIN003-003")["abilities"][1]["effects"][0]["each"] == "your_cards"
