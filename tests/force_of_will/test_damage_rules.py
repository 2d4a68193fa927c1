"""Damage and rule processes: FOW-DMG-1, FOW-DMG-2, FOW-RP-1, FOW-RP-2, FOW-RP-3, FOW-AMB-1, FOW-OVER-R."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.effects import deal_damage
from adjudicator.force_of_will.turns import rule_processes

from .helpers import act, both_pass, code_of, find, player, started, stones, to_field, to_hand


def test_fow_dmg_1_damage_adds_up_and_lowers_life() -> None:
    """FOW-DMG-1 (CR 1007.1-1007.3): damage on a J/resonator accumulates; to a player it lowers life."""
    state = started()
    target = to_field(state, "bob", "TST-R10")
    lance1 = to_hand(state, "ann", "TST-C05")
    torrent = to_hand(state, "ann", "TST-C06")
    stones(state, "ann", "TST-ST-R", "TST-ST-R", "TST-ST-B", "TST-ST-W")
    state = act(state, find(state, "play_card", card=lance1, targets=[target]))
    state = both_pass(state)
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 400
    state = act(state, find(state, "play_card", card=torrent, targets=["bob"], x=2))
    state = both_pass(state)
    assert player(state, "bob").life == 3600


def test_fow_dmg_1_each_damage_hits_every_opponent_j_resonator() -> None:
    state = started()
    wave = to_hand(state, "ann", "TST-C07")
    a = to_field(state, "bob", "TST-R11")
    b = to_field(state, "bob", "TST-R04")
    mine = to_field(state, "ann", "TST-R11")
    stones(state, "ann", "TST-ST-R", "TST-ST-R", "TST-ST-B")
    state = act(state, find(state, "play_card", card=wave))
    state = both_pass(state)
    assert a in player(state, "bob").graveyard
    assert next(e for e in player(state, "bob").field if e.id == b).damage == 300
    assert mine in {e.id for e in player(state, "ann").field}


def test_fow_dmg_2_no_def_no_damage() -> None:
    """FOW-DMG-2 (CR 1007.4): a card without DEF (a regalia, a stone) takes no damage."""
    state = started()
    prism = to_field(state, "bob", "TST-G01")
    board = Board(catalogue_for(state.options), state)
    assert deal_damage(board, "ann:TST-C05#1", prism, 500, [], battle=False) is False
    assert next(e for e in player(state, "bob").field if e.id == prism).damage == 0


def test_fow_rp_1_and_amb_1_life_of_zero_loses() -> None:
    """FOW-RP-1 (CR 1202.1), FOW-AMB-1: exactly 0 life loses."""
    state = started()
    player(state, "bob").life = 300
    spite = to_hand(state, "ann", "TST-C08")
    stones(state, "ann", "TST-ST-B", "TST-ST-R")
    state = act(state, find(state, "play_card", card=spite, targets=["bob"]))
    state = both_pass(state)
    assert state.over and state.result.winners == ["ann"] and state.result.reason == "life"
    assert player(state, "bob").life == 0 and state.to_act == []


def test_fow_rp_1_damage_def_and_illegal_additions() -> None:
    """FOW-RP-1 (CR 1204-1207): damage >= DEF destroys; the addition on it goes to the graveyard too."""
    state = started()
    host = to_field(state, "bob", "TST-R02")
    blade = to_field(state, "bob", "TST-A01", added_to=host)
    lance = to_hand(state, "ann", "TST-C05")
    stones(state, "ann", "TST-ST-R")
    state = act(state, find(state, "play_card", card=lance, targets=[host]))
    state = both_pass(state)
    assert next(e for e in player(state, "bob").field if e.id == host).damage == 400
    assert host in {e.id for e in player(state, "bob").field}  # 500 + 200 DEF from the Blade
    state = started()
    host = to_field(state, "bob", "TST-R11")
    blade = to_field(state, "bob", "TST-A01", added_to=host)
    verdict = to_hand(state, "ann", "TST-C10")
    stones(state, "ann", "TST-ST-B", "TST-ST-B", "TST-ST-R")
    state = act(state, find(state, "play_card", card=verdict, targets=[host]))
    state = both_pass(state)
    assert host in player(state, "bob").graveyard and blade in player(state, "bob").graveyard


def test_fow_rp_2_destroy_goes_to_the_owners_graveyard() -> None:
    """FOW-RP-2 (CR 1010): destroy sends the card to its owner's graveyard, the chant to its own."""
    state = started()
    target = to_field(state, "bob", "TST-R02")
    verdict = to_hand(state, "ann", "TST-C10")
    stones(state, "ann", "TST-ST-B", "TST-ST-B", "TST-ST-R")
    state = act(state, find(state, "play_card", card=verdict, targets=[target]))
    state = both_pass(state)
    assert target in player(state, "bob").graveyard and verdict in player(state, "ann").graveyard
    assert target not in player(state, "ann").graveyard


def test_fow_rp_2_rulers_cannot_be_banished() -> None:
    """FOW-RP-2 (CR 1011): [Incarnation] banishes resonators only, never the J-ruler."""
    state = started()
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-G")
    state = act(state, find(state, "judgment"))
    state = both_pass(state)
    treant = to_hand(state, "ann", "TST-R10")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": ["ann:TST-RU1#1"]}}) == "FOW-KW-INCARNATION"


def test_fow_rp_3_both_losing_at_once_is_a_draw() -> None:
    """FOW-RP-3 (CR 103.3): both players at 0 or less at the same rule process: a draw."""
    state = started()
    player(state, "ann").life = 0
    player(state, "bob").life = -200
    board = Board(catalogue_for(state.options), state)
    events: list = []
    rule_processes(board, events)
    assert state.over and state.result.winners == [] and state.result.reason == "life"
    GAME.check(state)


def test_fow_rp_3_concede_at_any_time() -> None:
    """FOW-RP-3 (CR 103.4): a player may concede at any time, even without priority."""
    state = started()
    assert code_of(state, {"type": "concede", "player": "bob"}) is None
    state = act(state, {"type": "concede", "player": "bob"})
    assert state.over and state.result.winners == ["ann"] and state.result.reason == "concede"


def test_fow_over_r_no_action_after_the_end() -> None:
    """FOW-OVER-R: a finished game accepts nothing, and lists nothing."""
    state = act(started(), {"type": "concede", "player": "ann"})
    assert code_of(state, {"type": "pass", "player": "bob"}) == "FOW-OVER-R"
    assert code_of(state, {"type": "concede", "player": "bob"}) == "FOW-OVER-R"
    assert GAME.legal_actions(state) == []
