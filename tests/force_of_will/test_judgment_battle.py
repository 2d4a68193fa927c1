"""Judgment and J-rulers (FOW-JUDG-1, FOW-JUDG-2, FOW-JUDG-3, FOW-JUDG-4, FOW-JUDG-5, FOW-AMB-6, FOW-AMB-8) and battle (FOW-BATTLE-1, FOW-BATTLE-2, FOW-BATTLE-3, FOW-BATTLE-4, FOW-BATTLE-5, FOW-BATTLE-6, FOW-BATTLE-7, FOW-BATTLE-8, FOW-BATTLE-9-R,
FOW-AMB-3, FOW-AMB-7, FOW-AMB-11)."""

from __future__ import annotations

from .helpers import (
    act,
    both_pass,
    code_of,
    find,
    listed,
    next_turn,
    player,
    started,
    stones,
    to_field,
    to_hand,
)


def judged(state, pid="ann"):  # type: ignore[no-untyped-def]
    """ann does Judgment (Aurel: {W}{W}{1}) and it resolves."""
    stones(state, pid, "TST-ST-W", "TST-ST-W", "TST-ST-G")
    state = act(state, find(state, "judgment"))
    return both_pass(state)


def battle_to(state, attacker: str, target: str):  # type: ignore[no-untyped-def]
    """Start a battle and declare the attack."""
    state = act(state, {"type": "start_battle", "player": state.turn.player})
    state = both_pass(state)
    return act(state, {"type": "declare_attack", "player": state.turn.player, "attacker": attacker, "target": target})


def test_fow_judg_1_judgment_needs_a_recovered_ruler_once_per_turn() -> None:
    """FOW-JUDG-1 (CR 705.1-705.2): main timing, recovered ruler, cost paid, once per turn; it uses the
    chase and is no spell (Word of Denial cannot cancel it)."""
    state = started()
    w1, w2, g = stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-G")
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {"sources": [{"card": w1, "will": "light"}]}}) == "FOW-WILL-3"
    player(state, "ann").ruler.rested = True
    assert code_of(state, {"type": "judgment", "player": "ann"}) == "FOW-JUDG-1"
    player(state, "ann").ruler.rested = False
    state = act(state, find(state, "judgment"))
    assert state.chase[0].kind == "judgment"
    state = act(state, {"type": "pass", "player": "ann"})
    denial = to_hand(state, "bob", "TST-C02")
    stones(state, "bob", "TST-ST-W", "TST-ST-W")
    assert not listed(state, "play_card", card=denial)
    state = act(state, {"type": "pass", "player": "bob"})
    assert player(state, "ann").ruler is None
    assert code_of(state, {"type": "judgment", "player": "ann"}) == "FOW-JUDG-1"


def test_fow_judg_2_the_ruler_becomes_its_j_ruler_keeping_orientation() -> None:
    """FOW-JUDG-2 (CR 705.3a, 302.3)."""
    state = judged(started())
    j = next(e for e in player(state, "ann").field if e.j_ruler)
    assert j.id == "ann:TST-RU1#1" and not j.rested and j.since == 0


def test_fow_amb_6_a_recovered_j_ruler_attacks_on_its_judgment_turn() -> None:
    """FOW-AMB-6 (CR 302.3, 803.3a)."""
    state = judged(started())
    state = battle_to(state, "ann:TST-RU1#1", "bob")
    assert state.battle.attacker == "ann:TST-RU1#1"
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    assert player(state, "bob").life == 3000


def test_fow_judg_3_and_amb_8_a_destroyed_j_ruler_becomes_astral() -> None:
    """FOW-JUDG-3 (CR 1010.1a, 1024), FOW-AMB-8: Vexa's J-ruler (no [Imperishable]) is destroyed in
    battle, returns to the ruler area astral -- rested, as it was (CR 302.3) -- and can never do Judgment again."""
    state = started()
    treant = to_field(state, "ann", "TST-R10")
    state = next_turn(state)
    state = both_pass(both_pass(state))
    stones(state, "bob", "TST-ST-R", "TST-ST-B", "TST-ST-G")
    state = act(state, find(state, "judgment"))
    state = both_pass(state)
    state = battle_to(state, "bob:TST-RU2#1", "ann")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "ann", "blocker": None})
    state = both_pass(both_pass(state))
    assert player(state, "ann").life == 2800
    state = next_turn(state)
    state = both_pass(both_pass(state))
    state = battle_to(state, treant, "bob:TST-RU2#1")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    ruler = player(state, "bob").ruler
    assert ruler is not None and ruler.id == "bob:TST-RU2#1" and ruler.astral
    # CR 302.3: from the field to the ruler area it is the same card and keeps its orientation -- rested since its
    # attack (it was recovered, wrongly, before 2026-12-05); bob's recovery phase recovers it.
    assert ruler.rested
    assert not any(e.j_ruler for e in player(state, "bob").field)
    state = next_turn(state)
    state = both_pass(both_pass(state))
    ruler = player(state, "bob").ruler
    assert ruler is not None and not ruler.rested
    stones(state, "bob", "TST-ST-R", "TST-ST-B")
    assert code_of(state, {"type": "judgment", "player": "bob"}) == "FOW-JUDG-3"
    assert not listed(state, "judgment")


def test_fow_judg_4_a_j_ruler_calls_stones_by_resting() -> None:
    """FOW-JUDG-4 (CR 710.1): the J-ruler rests to call a stone (on a later turn: not after Judgment)."""
    state = judged(started())
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"
    state = next_turn(next_turn(state))
    state = both_pass(both_pass(state))
    state = act(state, {"type": "call_stone", "player": "ann"})
    j = next(e for e in player(state, "ann").field if e.j_ruler)
    assert j.rested


def test_fow_judg_5_regalia_neither_attack_nor_block() -> None:
    """FOW-JUDG-5 (CR 702, 1129.5): without [Mobilize] a regalia is no attacker or blocker."""
    state = started()
    prism = to_field(state, "ann", "TST-G01")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": prism, "target": "bob"}) == "FOW-JUDG-5"
    horn = to_field(state, "bob", "TST-G02")
    attacker = to_field(state, "ann", "TST-R02")
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = both_pass(state)
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": horn}) == "FOW-JUDG-5"


def test_fow_battle_1_forfeit_unanswered_ends_battles_for_the_turn() -> None:
    """FOW-BATTLE-1 (CR 803.6)."""
    state = started()
    to_field(state, "ann", "TST-R02")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": None})
    state = both_pass(state)
    assert state.battle is None and state.turn.battle_forbidden
    assert code_of(state, {"type": "start_battle", "player": "ann"}) == "FOW-BATTLE-1"


def test_fow_battle_1_forfeit_after_an_answer_allows_another_battle() -> None:
    state = started()
    to_field(state, "ann", "TST-R02")
    lance = to_hand(state, "bob", "TST-C05")
    stones(state, "bob", "TST-ST-R")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, find(state, "play_card", card=lance, targets=["ann:TST-R02#1"]))
    state = both_pass(state)
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": None})
    state = both_pass(state)
    assert not state.turn.battle_forbidden and code_of(state, {"type": "start_battle", "player": "ann"}) is None


def test_fow_battle_2_beginning_step_gives_priority() -> None:
    """FOW-BATTLE-2 (CR 802)."""
    state = started()
    state = act(state, {"type": "start_battle", "player": "ann"})
    assert state.battle.step == "beginning" and state.to_act == ["ann"]
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.to_act == ["bob"]


def test_fow_battle_3_who_attacks_what() -> None:
    """FOW-BATTLE-3 (CR 803.3-803.5): a recovered J/resonator controlled since the turn began attacks the
    opponent or a rested J/resonator; it rests."""
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    tired = to_field(state, "ann", "TST-R08", rested=True)
    fresh = to_field(state, "ann", "TST-R13", since=1)
    rested_foe = to_field(state, "bob", "TST-R01", rested=True)
    standing_foe = to_field(state, "bob", "TST-R03")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-BATTLE-3"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": tired, "target": "bob"}) == "FOW-BATTLE-3"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": fresh, "target": "bob"}) == "FOW-KW-SWIFTNESS"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": standing_foe, "target": "bob"}) == "FOW-BATTLE-3"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": ready, "target": "ann"}) == "FOW-BATTLE-3"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": ready}) == "FOW-BATTLE-3"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": ready, "target": standing_foe}) == "FOW-KW-TARGETATTACK"
    assert code_of(state, {"type": "declare_attack", "player": "bob", "attacker": rested_foe, "target": "ann"}) == "FOW-BATTLE-3"
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": ready, "target": rested_foe})
    assert next(e for e in player(state, "ann").field if e.id == ready).rested
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": ready, "target": "bob"}) == "FOW-BATTLE-3"


def test_fow_battle_4_blocking_and_fow_amb_7() -> None:
    """FOW-BATTLE-4 (CR 804): the defender rests a recovered J/resonator; FOW-AMB-7: not the attacked one."""
    state = started()
    attacker = to_field(state, "ann", "TST-R05")
    target = to_field(state, "bob", "TST-R04")
    flyer = to_field(state, "bob", "TST-R06")
    tired = to_field(state, "bob", "TST-R01", rested=True)
    state = battle_to(state, attacker, target)
    state = both_pass(state)
    assert state.to_act == ["bob"] and state.decision.kind == "declare_block"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": target}) == "FOW-AMB-7"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": tired}) == "FOW-BATTLE-4"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": attacker}) == "FOW-BATTLE-4"
    assert code_of(state, {"type": "declare_block", "player": "ann", "blocker": None}) == "FOW-BATTLE-4"
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": flyer})
    assert state.battle.blocker == flyer and next(e for e in player(state, "bob").field if e.id == flyer).rested


def test_fow_battle_5_and_amb_3_first_strike_kills_before_the_blocker_strikes() -> None:
    """FOW-BATTLE-5 (CR 805), FOW-AMB-3: the blocker dies in the first-strike step and deals nothing."""
    state = started()
    lancer = to_field(state, "ann", "TST-R02")
    blocker = to_field(state, "bob", "TST-R11")
    state = battle_to(state, lancer, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    state = both_pass(state)
    assert state.battle.step == "first_strike" and blocker in player(state, "bob").graveyard
    state = both_pass(state)
    assert state.battle.step == "normal_damage"
    assert next(e for e in player(state, "ann").field if e.id == lancer).damage == 0
    assert player(state, "bob").life == 4000


def test_fow_battle_6_normal_damage_is_simultaneous() -> None:
    """FOW-BATTLE-6 (CR 806.2): attacker and blocker damage each other at once; both can die."""
    state = started()
    boar = to_field(state, "ann", "TST-R12")
    blocker = to_field(state, "bob", "TST-R11")
    state = battle_to(state, to_field(state, "ann", "TST-R17"), "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    state = both_pass(state)
    assert state.battle.step == "normal_damage"
    assert blocker in player(state, "bob").graveyard
    stalker = next(e for e in player(state, "ann").field if e.id.startswith("ann:TST-R17"))
    assert stalker.damage == 500
    assert boar


def test_fow_battle_6_attacked_resonator_strikes_back() -> None:
    state = started()
    attacker = to_field(state, "ann", "TST-R17")
    target = to_field(state, "bob", "TST-R13", rested=True)
    state = battle_to(state, attacker, target)
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    assert attacker in player(state, "ann").graveyard
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 700


def test_fow_battle_7_end_of_battle_effects_end() -> None:
    """FOW-BATTLE-7 (CR 807): Ember Ward's "until end of battle" ends with the battle."""
    state = started()
    attacker = to_field(state, "ann", "TST-R02")
    ward = to_hand(state, "ann", "TST-C11")
    stones(state, "ann", "TST-ST-R", "TST-ST-R")
    state = battle_to(state, attacker, "bob")
    state = act(state, find(state, "play_card", card=ward, targets=[attacker]))
    state = both_pass(state)
    assert state.modifiers and state.modifiers[0].until == "battle"
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(both_pass(both_pass(state)))
    assert player(state, "bob").life == 4000 - 800
    assert state.battle.step == "end_of_battle" and state.modifiers
    state = both_pass(state)
    assert state.battle is None and not state.modifiers


def test_fow_battle_8_a_must_attack_resonator_forbids_passing() -> None:
    """FOW-BATTLE-8 (CR 718.2): Ashen Berserker must attack if able."""
    state = started()
    berserker = to_field(state, "ann", "TST-R15")
    other = to_field(state, "ann", "TST-R02")
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-BATTLE-8"
    assert not listed(state, "pass")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": None}) == "FOW-BATTLE-8"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": other, "target": "bob"}) == "FOW-BATTLE-8"
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": berserker, "target": "bob"})
    state = both_pass(state)
    assert state.modifiers and state.modifiers[0].atk == 200
    fresh = started()
    to_field(fresh, "ann", "TST-R15", since=1)
    assert code_of(fresh, {"type": "pass", "player": "ann"}) is None


def test_fow_battle_9_r_declare_steps_follow_without_an_extra_priority() -> None:
    """FOW-BATTLE-9-R: after the beginning step's passes the attack is declared; after the attack's
    passes the block is declared."""
    state = started()
    attacker = to_field(state, "ann", "TST-R02")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert state.decision.kind == "declare_attack"
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    assert state.to_act == ["ann"] and state.battle.step == "declare_attack"
    state = both_pass(state)
    assert state.decision.kind == "declare_block" and state.to_act == ["bob"]


def test_fow_amb_11_first_strike_on_a_blocker_does_nothing() -> None:
    """FOW-AMB-11: a blocker with [First Strike] deals its damage in the normal step, with the attacker."""
    state = started()
    attacker = to_field(state, "ann", "TST-R11")
    blocker = to_field(state, "bob", "TST-R02")
    state = battle_to(state, attacker, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    state = both_pass(state)
    assert state.battle.step == "normal_damage"
    # Had the blocker struck first, the attacker would have died before dealing damage.
    assert attacker in player(state, "ann").graveyard and blocker in player(state, "bob").graveyard
