"""Rule behaviours pinned so that a wrong rule cannot hide (issue 21, scripts/mutation).

Each test here was written against a change to the engine that no other test noticed: targeting
restrictions of FOW-BATTLE-3, the events of a battle (FOW-BATTLE-7 ``battle_ended``), violation messages
as a player reads them (the Pierce range of FOW-KW-PIERCE), damage boundaries.  Positions are arranged
with the helpers of ``helpers.py`` and played through the public engine API.
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME

from .helpers import act, both_pass, player, started, stones, to_field


def verdict(state, action: dict[str, Any]):  # type: ignore[no-untyped-def]
    return GAME.verify(state, GAME.decode_action(action))


def events_of(state, action: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:  # type: ignore[no-untyped-def]
    """Apply a legal action; the next state and its events as a client reads them (JSON builtins)."""
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, msgspec.to_builtins(result.events)


def pass_(state):  # type: ignore[no-untyped-def]
    return events_of(state, {"type": "pass", "player": state.to_act[0]})


def declare_step(state):  # type: ignore[no-untyped-def]
    state = act(state, {"type": "start_battle", "player": state.turn.player})
    return both_pass(state)


def attack(attacker: str, target: str, player_id: str = "ann") -> dict[str, Any]:
    return {"type": "declare_attack", "player": player_id, "attacker": attacker, "target": target}


def field_entity(state, pid: str, card: str):  # type: ignore[no-untyped-def]
    return next(e for e in player(state, pid).field if e.id == card)


# -- FOW-BATTLE-3: what may be attacked ------------------------------------------------------------------
def test_fow_battle_3_own_rested_resonator_is_no_target() -> None:
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    mine = to_field(state, "ann", "TST-R08", rested=True)
    state = declare_step(state)
    v = verdict(state, attack(ready, mine))
    assert (v.code, v.path) == ("FOW-BATTLE-3", "/action/target")
    assert v.message == f"{mine} is not a J/resonator your opponent controls"
    assert not any(a.target == mine for a in GAME.legal_actions(state) if a.__struct_config__.tag == "declare_attack")


def test_fow_battle_3_own_rested_j_ruler_is_no_target() -> None:
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    j_ruler = player(state, "ann").ruler.id
    player(state, "ann").ruler = None
    player(state, "ann").field.append(msgspec.structs.replace(field_entity_template(), id=j_ruler, rested=True, j_ruler=True))
    GAME.check(state)
    state = declare_step(state)
    v = verdict(state, attack(ready, j_ruler))
    assert (v.code, v.message) == ("FOW-BATTLE-3", f"{j_ruler} is not a J/resonator your opponent controls")


def field_entity_template():  # type: ignore[no-untyped-def]
    from adjudicator.force_of_will.state import Entity

    return Entity(id="x", since=0, rested=False)


def test_fow_battle_3_a_target_that_does_not_exist_or_is_not_on_the_field() -> None:
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    in_deck = next(c for c in player(state, "bob").deck if "TST-R03" in c)
    state = declare_step(state)
    for target in (in_deck, "bob:TST-R99#1", "carl"):
        v = verdict(state, attack(ready, target))
        assert (v.code, v.path) == ("FOW-BATTLE-3", "/action/target")
        assert v.message == f"{target} is not a J/resonator your opponent controls"


def test_fow_battle_3_an_opposing_rested_card_that_is_no_j_resonator() -> None:
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    (stone,) = stones(state, "bob", "TST-ST-R")
    field_entity(state, "bob", stone).rested = True
    prism = to_field(state, "bob", "TST-G01", rested=True)
    state = declare_step(state)
    v = verdict(state, attack(ready, stone))
    assert (v.code, v.path) == ("FOW-BATTLE-3", "/action/target")
    assert v.message.endswith("is not a J/resonator") and v.message != f"{stone} is not a J/resonator your opponent controls"
    assert verdict(state, attack(ready, prism)).code == "FOW-BATTLE-3"


def test_fow_battle_3_attacking_oneself_and_forfeiting_with_a_target() -> None:
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    state = declare_step(state)
    v = verdict(state, attack(ready, "ann"))
    assert (v.code, v.path, v.message) == ("FOW-BATTLE-3", "/action/target", "a J/resonator attacks the opponent, not its own controller")
    v = verdict(state, {"type": "declare_attack", "player": "ann", "attacker": None, "target": "bob"})
    assert (v.code, v.path, v.message) == ("FOW-BATTLE-3", "/action/target", "a forfeited attack has no target")
    v = verdict(state, {"type": "declare_attack", "player": "ann", "attacker": None, "payment": {"pool": {"light": 1}}})
    assert (v.code, v.path, v.message) == ("FOW-BATTLE-3", "/action/payment", "a forfeited attack pays nothing")
    v = verdict(state, {"type": "declare_attack", "player": "ann", "attacker": ready})
    assert (v.code, v.path, v.message) == ("FOW-BATTLE-3", "/action/target", "choose the attacked object: your opponent or a J/resonator")
    assert verdict(state, attack(ready, "bob")) is None


def test_fow_battle_3_attacker_messages() -> None:
    state = started()
    tired = to_field(state, "ann", "TST-R08", rested=True)
    fresh = to_field(state, "ann", "TST-R13", since=1)
    hawk = to_field(state, "ann", "TST-R06", since=1)  # [Swiftness]: may attack the turn it enters
    prism = to_field(state, "ann", "TST-G01")
    (stone,) = stones(state, "ann", "TST-ST-R")
    foe = to_field(state, "bob", "TST-R03")
    state = declare_step(state)
    names = {"TST-R08": "Thornback Boar", "TST-R13": "Cinder Golem", "TST-G01": "Prism of Tides"}
    cases = [
        (tired, "FOW-BATTLE-3", f"{names['TST-R08']} is rested: only a recovered J/resonator attacks"),
        (fresh, "FOW-KW-SWIFTNESS", f"{names['TST-R13']} entered the field this turn and has no [Swiftness]"),
        (prism, "FOW-JUDG-5", f"{names['TST-G01']} is a regalia: without [Mobilize] it cannot attack"),
        (foe, "FOW-BATTLE-3", f"{foe} is not a card you control in the field"),
    ]
    for attacker, code, message in cases:
        v = verdict(state, attack(attacker, "bob"))
        assert (v.code, v.path, v.message) == (code, "/action/attacker", message)
    v = verdict(state, attack(stone, "bob"))
    assert (v.code, v.path) == ("FOW-BATTLE-3", "/action/attacker") and v.message.endswith("is not a J/resonator")
    assert verdict(state, attack(hawk, "bob")) is None
    attackers = {a.attacker for a in GAME.legal_actions(state) if a.__struct_config__.tag == "declare_attack"}
    assert attackers == {hawk, None}


def test_fow_kw_targetattack_message() -> None:
    state = started()
    ready = to_field(state, "ann", "TST-R02")
    standing = to_field(state, "bob", "TST-R03")
    state = declare_step(state)
    v = verdict(state, attack(ready, standing))
    assert (v.code, v.path) == ("FOW-KW-TARGETATTACK", "/action/target")
    assert v.message == "Sunward Herald is recovered: only an attacker with [Precision] attacks a recovered J/resonator"


# -- FOW-BATTLE-4: blocking messages -------------------------------------------------------------------
def test_fow_battle_4_blocker_messages() -> None:
    state = started()
    attacker = to_field(state, "ann", "TST-R05")  # [Flying] [Precision]
    target = to_field(state, "bob", "TST-R04")
    walker = to_field(state, "bob", "TST-R03")
    tired = to_field(state, "bob", "TST-R01", rested=True)
    prism = to_field(state, "bob", "TST-G01")
    state = act(declare_step(state), attack(attacker, target))
    state = both_pass(state)
    cases = [
        (target, "FOW-AMB-7", "Aegis Sentinel is the attacked J/resonator: it cannot block"),
        (tired, "FOW-BATTLE-4", "Dawnfeather Scout is rested: only a recovered J/resonator blocks"),
        (walker, "FOW-KW-FLYING", "the attacker has [Flying]: Sunward Herald has no [Flying] and cannot block it"),
        (prism, "FOW-JUDG-5", "Prism of Tides is a regalia: without [Mobilize] it cannot block"),
        (attacker, "FOW-BATTLE-4", f"{attacker} is not a card you control in the field"),
    ]
    for blocker, code, message in cases:
        v = verdict(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
        assert (v.code, v.path, v.message) == (code, "/action/blocker", message)
    blockers = {a.blocker for a in GAME.legal_actions(state) if a.__struct_config__.tag == "declare_block"}
    assert blockers == {None}


# -- the events of a battle, FOW-BATTLE-7 -----------------------------------------------------------------
def test_fow_battle_7_battle_events_from_start_to_battle_ended() -> None:
    state = started()
    attacker = to_field(state, "ann", "TST-R03")  # 400 ATK, no keyword
    state, events = events_of(state, {"type": "start_battle", "player": "ann"})
    assert events == [{"type": "battle", "step": "beginning", "player": "ann", "rule": "FOW-BATTLE-2"}]
    assert state.to_act == ["ann"] and state.passes == 0
    state = both_pass(state)
    state, events = events_of(state, attack(attacker, "bob"))
    assert events == [{"type": "attack", "player": "ann", "attacker": attacker, "target": "bob", "rule": "FOW-BATTLE-3"}]
    assert state.to_act == ["ann"]
    state = both_pass(state)
    state, events = events_of(state, {"type": "declare_block", "player": "bob", "blocker": None})
    assert events == [{"type": "no_block", "player": "bob"}]
    state = act(state, {"type": "pass", "player": "ann"})
    state, events = pass_(state)  # the normal damage step
    assert {"type": "battle", "step": "normal_damage"} in events
    assert player(state, "bob").life == 3600
    state = act(state, {"type": "pass", "player": "ann"})
    state, events = pass_(state)
    assert events[-1] == {"type": "battle", "step": "end_of_battle"}
    state = act(state, {"type": "pass", "player": "ann"})
    state, events = pass_(state)
    assert events[-1] == {"type": "battle_ended", "rule": "FOW-BATTLE-7"}
    assert [e for e in events if e["type"] not in ("passed",)] == [events[-1]]
    assert state.battle is None and state.to_act == ["ann"] and state.priority == "ann"


def test_fow_battle_7_a_forfeited_battle_ends_with_its_event() -> None:
    state = started()
    to_field(state, "ann", "TST-R02")
    state = declare_step(state)
    state, events = events_of(state, {"type": "declare_attack", "player": "ann", "attacker": None})
    assert events == [{"type": "attack_forfeited", "player": "ann", "rule": "FOW-BATTLE-1"}]
    assert state.battle.step == "end_of_battle"
    state = act(state, {"type": "pass", "player": "ann"})
    state, events = pass_(state)
    assert {"type": "battle_ended", "rule": "FOW-BATTLE-7"} in events and state.battle is None


def test_fow_battle_4_block_event_and_the_blocker_strikes_back_not_the_target() -> None:
    state = started()
    attacker = to_field(state, "ann", "TST-R17")  # 700/600 [Precision]
    target = to_field(state, "bob", "TST-R10", rested=True)  # 1200/1200
    blocker = to_field(state, "bob", "TST-R03")  # 400/600
    state = act(declare_step(state), attack(attacker, target))
    state = both_pass(state)
    state, events = events_of(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    assert events == [{"type": "block", "player": "bob", "blocker": blocker, "rule": "FOW-BATTLE-4"}]
    assert field_entity(state, "bob", blocker).rested and state.battle.blocked
    state = both_pass(state)
    # The blocker took 700 (destroyed); the attacker took the blocker's 400, not the target's 1200.
    assert blocker in player(state, "bob").graveyard
    assert field_entity(state, "ann", attacker).damage == 400
    assert field_entity(state, "bob", target).damage == 0


def test_fow_battle_6_an_attacked_player_deals_no_damage_back() -> None:
    state = started()
    attacker = to_field(state, "ann", "TST-R03")
    state = act(declare_step(state), attack(attacker, "bob"))
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    assert field_entity(state, "ann", attacker).damage == 0 and player(state, "bob").life == 3600


# -- FOW-KW-PIERCE: the range a player reads --------------------------------------------------------------
def _pierce(blocker_damage: int = 0):  # type: ignore[no-untyped-def]
    state = started()
    golem = to_field(state, "ann", "TST-R13")  # 900 [Pierce]
    blocker = to_field(state, "bob", "TST-R11", damage=blocker_damage)  # DEF 200
    state = act(declare_step(state), attack(golem, "bob"))
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    return both_pass(state), blocker


def test_fow_kw_pierce_message_names_the_range() -> None:
    state, _ = _pierce()
    v = verdict(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 100})
    assert (v.code, v.path) == ("FOW-KW-PIERCE", "/action/to_blocker")
    assert v.message == "assign the blocker at least its capacity: 200 to 900 in steps of 100, the rest goes to the attacked object"
    amounts = sorted(a.to_blocker for a in GAME.legal_actions(state) if a.__struct_config__.tag == "assign_pierce")
    assert amounts == list(range(200, 1000, 100))


def test_fow_kw_pierce_capacity_counts_damage() -> None:
    state, blocker = _pierce(blocker_damage=100)  # 200 - 100 = 100 left
    amounts = sorted(a.to_blocker for a in GAME.legal_actions(state) if a.__struct_config__.tag == "assign_pierce")
    assert amounts == list(range(100, 1000, 100))
    state = act(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 100})
    assert player(state, "bob").life == 4000 - 800 and blocker in player(state, "bob").graveyard


def test_fow_kw_pierce_everything_to_the_blocker_leaves_the_player_untouched() -> None:
    state, blocker = _pierce()
    state = act(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 900})
    assert player(state, "bob").life == 4000 and blocker in player(state, "bob").graveyard


def test_fow_kw_pierce_exact_capacity_means_no_choice() -> None:
    state = started()
    boar = to_field(state, "ann", "TST-R08")  # 700 [Pierce]
    wall = to_field(state, "bob", "TST-R02", damage=0)  # DEF 500: capacity 500 < 700: a choice
    state = act(declare_step(state), attack(boar, "bob"))
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    state = both_pass(state)
    # The blocker has [First Strike] but deals its damage in the normal step (FOW-AMB-11).
    assert state.decision is not None and state.decision.kind == "assign_pierce"
    amounts = sorted(a.to_blocker for a in GAME.legal_actions(state) if a.__struct_config__.tag == "assign_pierce")
    assert amounts == [500, 600, 700]


# -- FOW-BATTLE-8 and FOW-BATTLE-1 messages -----------------------------------------------------------------
def test_fow_battle_8_messages_name_the_resonator_that_must_attack() -> None:
    state = started()
    to_field(state, "ann", "TST-R15")
    other = to_field(state, "ann", "TST-R02")
    state = declare_step(state)
    v = verdict(state, {"type": "declare_attack", "player": "ann", "attacker": None})
    assert (v.code, v.path, v.message) == ("FOW-BATTLE-8", "/action/attacker", "Ashen Berserker must attack and can: you cannot forfeit")
    v = verdict(state, attack(other, "bob"))
    assert (v.code, v.path, v.message) == ("FOW-BATTLE-8", "/action/attacker", "Ashen Berserker must attack: choose one of them")


def test_fow_battle_1_message_after_an_unanswered_forfeit() -> None:
    state = started()
    to_field(state, "ann", "TST-R02")
    state = declare_step(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": None})
    state = both_pass(state)
    v = verdict(state, {"type": "start_battle", "player": "ann"})
    assert (v.code, v.path) == ("FOW-BATTLE-1", "/action/type")
    assert v.message == "you forfeited an attack that your opponent did not answer: no more battles this turn"


def test_fow_kw_firststrike_attacker_strikes_once_only() -> None:
    state = started()
    lancer = to_field(state, "ann", "TST-R02")  # 600 [First Strike]
    state = act(declare_step(state), attack(lancer, "bob"))
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    assert state.battle.step == "first_strike" and player(state, "bob").life == 3400
    state = both_pass(state)
    assert state.battle.step == "normal_damage" and player(state, "bob").life == 3400


def test_an_attack_triggers_whenever_this_card_attacks() -> None:
    state = started()
    berserker = to_field(state, "ann", "TST-R15")
    state = declare_step(state)
    state, events = events_of(state, attack(berserker, "bob"))
    assert events[0]["type"] == "attack" and len(state.chase) == 1


def test_fow_kw_pierce_attack_equal_to_the_capacity_is_no_choice() -> None:
    state = started()
    boar = to_field(state, "ann", "TST-R08")  # 700 [Pierce]
    ranger = to_field(state, "bob", "TST-R09")  # DEF 700: it absorbs everything
    state = act(declare_step(state), attack(boar, "bob"))
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": ranger})
    state = both_pass(state)
    assert state.decision is None or state.decision.kind != "assign_pierce"
    assert player(state, "bob").life == 4000 and ranger in player(state, "bob").graveyard
    v = verdict(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 700})
    assert v is not None
