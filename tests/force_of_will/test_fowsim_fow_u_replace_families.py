"""Replacement and prevention forms read by fow-u-replace, each played with a real card named by id (the printed text
stays in ../shared):

- FOW-DAMAGE-TO-COUNTERS-R: "If this card would deal damage to a J/resonator, put a [-100/-100] counter on that
  J/resonator for each 100 damage instead" (ADK-135, MP01-036).
- FOW-PREVENTED-THEN-R: "Prevent all (the first) damage that would be dealt to this card (each turn). If damage was
  (is) prevented this way, <draw a card / remove a [+100/+100] counter from this card>" (LEL-008, CMB-034).
- FOW-ADDED-DAMAGED-REMOVED-R: an addition's "If a resonator dealt damage by the added J/resonator this turn would be
  put into a graveyard, remove that resonator from the game instead and you gain life equal to its DEF" (MP01-104,
  MPR-011).
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.state import Modifier, State

from .fowsim_db import card, entry, printed
from .helpers import act, both_pass, player, to_field
from .real import added, board_of, field, hero_started, real_started, refused_line, resolve_all, stats

# -- FOW-DAMAGE-TO-COUNTERS-R (ADK-135, MP01-036) -----------------------------------------------------------------


def test_fow_damage_to_counters_r_reading() -> None:
    """ADK-135 and MP01-036 supported: the line is a continuous ability of the card converting the damage it deals to
    J/resonators."""
    for card_id in ("ADK-135", "MP01-036"):
        assert entry(card_id)["supported"]
        ability = card(card_id)["abilities"][-1]
        assert ability["kind"] == "continuous" and ability["damage_counters"] == {"kinds": ["j_resonator"]}


def test_fow_damage_to_counters_r_counters_instead_of_damage() -> None:
    """FOW-DAMAGE-TO-COUNTERS-R with ADK-135: its 300 damage to bob's TST-R10 is not dealt (no damage marked, the
    dealing reports none); three [-100/-100] counters are put on TST-R10 instead. Its 300 damage to bob himself is
    dealt (his life 300 lower); a reference resonator's damage to TST-R10 is damage."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("ADK-135")
    maiden = to_field(state, "ann", "ADK-135")
    wall = to_field(state, "bob", "TST-R10")
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, maiden, wall, 300, events, battle=False)
    entity = board.entity(wall)
    assert entity is not None and entity.damage == 0 and entity.counters == {"-100/-100": 3}
    assert [(e.counter, e.amount, e.rule) for e in events if e.__struct_config__.tag == "counters_put"] == [("-100/-100", 3, "FOW-DAMAGE-TO-COUNTERS-R")]
    assert not [e for e in events if e.__struct_config__.tag == "damage"]
    life = player(state, "bob").life
    assert deal_damage(board, maiden, "bob", 300, events, battle=False)
    assert player(state, "bob").life == life - 300
    assert deal_damage(board, to_field(state, "ann", "TST-R08"), wall, 200, events, battle=False)
    assert entity.damage == 200 and entity.counters == {"-100/-100": 3}


def test_fow_damage_to_counters_r_after_prevention() -> None:
    """FOW-DAMAGE-TO-COUNTERS-R applied after the preventions (CR 910.2a): MP01-036 dealing 500 to bob's TST-R10
    holding a 200 shield (FOW-PREVENT-NEXT-R) puts (500 - 200) / 100 = three counters on it, the shield used up."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("MP01-036")
    maiden = to_field(state, "ann", "MP01-036")
    wall = to_field(state, "bob", "TST-R10")
    state.modifiers.append(Modifier(target=wall, prevent="to", shield=200))
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, maiden, wall, 500, events, battle=False)
    entity = board.entity(wall)
    assert entity is not None and entity.damage == 0 and entity.counters == {"-100/-100": 3}
    assert [e.__struct_config__.tag for e in events] == ["damage_prevented", "counters_put"]
    assert not state.modifiers


def _battle(state: State, attacker: str, blocker: str) -> State:
    """Ann's ``attacker`` attacks bob, who blocks with ``blocker``; everyone passes until the battle is over."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    for _ in range(30):
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
        elif state.pending:
            state = resolve_all(state)
        elif state.battle is None and not state.chase:
            return state
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the battle did not end")


def test_fow_damage_to_counters_r_battle_damage() -> None:
    """FOW-DAMAGE-TO-COUNTERS-R in a battle: ADK-135 (700/500) attacks, bob blocks with TST-R01 (400/400): its battle
    damage puts seven [-100/-100] counters on TST-R01 (DEF -300: put into the graveyard by the rule process), while
    TST-R01's 400 is dealt to ADK-135 as damage (it survives with 400 marked)."""
    state = real_started("ADK-135")
    maiden = to_field(state, "ann", "ADK-135")
    scout = to_field(state, "bob", "TST-R01")
    state = _battle(state, maiden, scout)
    assert scout not in field(state, "bob")
    assert any(c.startswith("bob:TST-R01") for c in player(state, "bob").graveyard)
    assert maiden in field(state, "ann") and stats(state, maiden)[:2] == (700, 500)
    entity = board_of(state).entity(maiden)
    assert entity is not None and entity.damage == 400


def test_fow_damage_to_counters_r_unread_variants_are_refused() -> None:
    """FOW-DAMAGE-TO-COUNTERS-R: the line on an addition (no 'this card' dealing damage), or converting damage to a
    player, is not read."""
    assert "on a addition" in refused_line(printed("ADK-135", 1), "addition")
    line = "If this card would deal damage to your opponent or to a resonator, put a [-100/-100] counter on that resonator for each 100 damage instead."
    assert "on a player" in refused_line(line)


# -- FOW-PREVENTED-THEN-R (LEL-008, CMB-034) ------------------------------------------------------------------------


def test_fow_prevented_then_r_reading() -> None:
    """LEL-008 and CMB-034 supported: a continuous prevention of the card with its follow-up."""
    assert entry("LEL-008")["supported"] and entry("CMB-034")["supported"]
    assert card("LEL-008")["abilities"][-1]["prevented_then"] == "remove_plus_counter"
    assert card("CMB-034")["abilities"][-1] | {"text": ""} == {"kind": "continuous", "text": "", "prevent_damage": {"first": True}, "prevented_then": "draw"}


def test_fow_prevented_then_r_a_counter_leaves_each_time() -> None:
    """FOW-PREVENTED-THEN-R with LEL-008 holding seven [+100/+100] counters: each damage to it (300, then 100) is
    prevented and one counter is removed at once (seven -> six -> five); no damage is marked."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("LEL-008")
    dwarves = to_field(state, "ann", "LEL-008", counters={"+100/+100": 7})
    beast = to_field(state, "bob", "TST-R08")
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, beast, dwarves, 300, events, battle=False)
    entity = board.entity(dwarves)
    assert entity is not None and entity.damage == 0 and entity.counters == {"+100/+100": 6}
    assert [e.__struct_config__.tag for e in events] == ["damage_prevented", "counters_removed"]
    assert not deal_damage(board, beast, dwarves, 100, events, battle=True)
    assert entity.counters == {"+100/+100": 5} and stats(state, dwarves)[:2] == (500, 500)


def test_fow_prevented_then_r_first_damage_draws() -> None:
    """FOW-PREVENTED-THEN-R with CMB-034: the first damage to it this turn is prevented and ann draws a card at once;
    the second is dealt and she draws nothing."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("CMB-034")
    guardian = to_field(state, "ann", "CMB-034")
    beast = to_field(state, "bob", "TST-R08")
    board = board_of(state)
    hand = len(player(state, "ann").hand)
    events: list[Any] = []
    assert not deal_damage(board, beast, guardian, 100, events, battle=False)
    assert len(player(state, "ann").hand) == hand + 1
    assert [e.rule for e in events if e.__struct_config__.tag == "damage_prevented"] == ["FOW-PREVENT-FIRST-R"]
    assert deal_damage(board, beast, guardian, 100, events, battle=False)
    entity = board.entity(guardian)
    assert entity is not None and entity.damage == 100 and len(player(state, "ann").hand) == hand + 1


def test_fow_prevented_then_r_prevented_before_does_nothing() -> None:
    """FOW-PREVENTED-THEN-R broken: a damage a one-time effect prevents first (FOW-PREVENT-R on LEL-008 until end of
    turn) is not prevented by the card's ability -- no counter leaves it."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("LEL-008")
    dwarves = to_field(state, "ann", "LEL-008", counters={"+100/+100": 7})
    state.modifiers.append(Modifier(target=dwarves, prevent="to"))
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, to_field(state, "bob", "TST-R08"), dwarves, 300, events, battle=False)
    entity = board.entity(dwarves)
    assert entity is not None and entity.counters == {"+100/+100": 7}
    assert [e.rule for e in events] == ["FOW-PREVENT-R"]


def test_fow_prevented_then_r_unread_variants_are_refused() -> None:
    """FOW-PREVENTED-THEN-R: a follow-up after a prevention of damage to a player, or of part of a damage, or another
    follow-up, is not read."""
    assert "no vocabulary entry" in refused_line(printed("HSD-012", 2), "addition")
    prevention = printed("LEL-008", 1).partition(". ")[0]
    for line in (
        "If damage would be dealt to this card, prevent 200 of it. If damage was prevented this way, draw a card.",
        f"{prevention}. If damage was prevented this way, draw two cards.",
    ):
        assert "no vocabulary entry" in refused_line(line) or "not in the vocabulary" in refused_line(line)


# -- FOW-ADDED-DAMAGED-REMOVED-R (MP01-104, MPR-011) ----------------------------------------------------------------


def test_fow_added_damaged_removed_r_reading() -> None:
    """MP01-104 and MPR-011 supported: the addition's replacement is read (the card's flag)."""
    for card_id in ("MP01-104", "MPR-011"):
        assert entry(card_id)["supported"] and card(card_id)["added_damaged_removed_life"] is True


def test_fow_added_damaged_removed_r_removed_and_life() -> None:
    """FOW-ADDED-DAMAGED-REMOVED-R with MP01-104 added to ann's TST-R01 (400/400, +500/+500 by it): it attacks and bob
    blocks with his TST-R01 (400/400): the blocker, dealt 900 by the added J/resonator, goes to bob's removed area, not
    his graveyard, and ann gains 400 life (its DEF)."""
    state, host = added("MP01-104", "TST-R01")
    blocker = to_field(state, "bob", "TST-R01")
    life = player(state, "ann").life
    state = _battle(state, host, blocker)
    assert blocker not in field(state, "bob") and blocker in player(state, "bob").removed
    assert blocker not in player(state, "bob").graveyard
    assert player(state, "ann").life == life + 400
    assert host in field(state, "ann")


def test_fow_added_damaged_removed_r_not_dealt_damage_goes_to_the_graveyard() -> None:
    """FOW-ADDED-DAMAGED-REMOVED-R broken: with MP01-104 in ann's field, a resonator of bob's that its host dealt no
    damage to, destroyed, goes to his graveyard and ann gains nothing; dealt damage by another of her resonators only,
    likewise."""
    from adjudicator.force_of_will.effects import deal_damage

    state, _host = added("MP01-104", "TST-R01")
    victim = to_field(state, "bob", "TST-R01")
    board = board_of(state)
    life = player(state, "ann").life
    assert deal_damage(board, to_field(state, "ann", "TST-R08"), victim, 400, [], battle=False)
    entity = board.entity(victim)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    assert victim in player(state, "bob").graveyard and player(state, "ann").life == life


def test_fow_added_damaged_removed_r_other_replacement_refused() -> None:
    """FOW-REPLACEMENT-ORDER-R with FOW-ADDED-DAMAGED-REMOVED-R: MP01-104 and GRV-003 (its own move to a graveyard
    replaced) in the decks of one game are refused naming /decks; another wording is not read."""
    with pytest.raises(InputError) as caught:
        hero_started(("GRV-003", "MP01-104"))
    (error,) = caught.value.errors
    assert error.pointer == "/decks" and error.message.startswith("FOW-REPLACEMENT-ORDER-R: GRV-003 and MP01-104")
    line = "If a resonator dealt damage by the added J/resonator would be put into a graveyard, remove that resonator from the game instead and you gain life equal to its DEF."
    assert "no" in refused_line(line, "addition")
