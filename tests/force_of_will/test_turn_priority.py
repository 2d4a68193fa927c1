"""The turn (FOW-TURN-1, FOW-TURN-2, FOW-TURN-3, FOW-TURN-4) and the priority sequence and chase (FOW-PRIO-1, FOW-PRIO-2, FOW-PRIO-3, FOW-PRIO-4, FOW-PRIO-5, FOW-PRIO-6, FOW-PRIO-7, FOW-AMB-4)."""

from __future__ import annotations

from adjudicator.force_of_will.board import sync_counts

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


def test_fow_turn_1_no_draw_in_the_first_draw_phase() -> None:
    """FOW-TURN-1 (CR 502): the first player does not draw on turn 1; later draw phases draw."""
    state = started()
    assert state.turn.number == 1 and len(player(state, "ann").hand) == 5 and state.phase == "main"
    state = next_turn(state)
    assert state.turn.player == "bob" and state.phase == "draw" and state.step == "before_draw"
    assert len(player(state, "bob").hand) == 5
    state = both_pass(state)
    assert state.step == "after_draw" and len(player(state, "bob").hand) == 6
    state = both_pass(state)
    assert state.phase == "main" and state.to_act == ["bob"]


def test_fow_turn_2_recovery_skipped_on_own_first_turn() -> None:
    """FOW-TURN-2 (CR 503): no recovery on a player's own first turn; later will expires and the turn
    player recovers."""
    state = started()
    bob_stone = to_field(state, "bob", "TST-ST-R", rested=True)
    ann_stone = to_field(state, "ann", "TST-ST-W", rested=True)
    state = next_turn(state)
    state = both_pass(both_pass(state))
    assert state.turn.player == "bob" and state.phase == "main"
    assert next(e for e in player(state, "bob").field if e.id == bob_stone).rested
    state = next_turn(state)
    state = both_pass(state)
    assert state.step == "after_draw"
    other = to_field(state, "ann", "TST-ST-G")
    state = act(state, {"type": "produce_will", "player": "ann", "source": other, "will": "wind"})
    assert player(state, "ann").pool == {"wind": 1}
    state = both_pass(state)
    assert state.phase == "main"
    assert player(state, "ann").pool == {}
    assert all(not e.rested for e in player(state, "ann").field)
    assert ann_stone in {e.id for e in player(state, "ann").field}


def test_fow_turn_3_main_timing_needs_main_phase_priority_no_battle_empty_chase() -> None:
    """FOW-TURN-3 (CR 701.2): main-timing actions outside main timing are refused (FOW-PRIO-5)."""
    state = started()
    card = to_hand(state, "ann", "TST-R01")
    w = stones(state, "ann", "TST-ST-W")[0]
    state = next_turn(next_turn(state))
    state = both_pass(state)
    assert state.phase == "draw" and state.step == "after_draw"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": card, "payment": {"sources": [{"card": w, "will": "light"}]}}) == "FOW-PRIO-5"
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"


def test_fow_turn_4_cleanup_and_hand_limit() -> None:
    """FOW-TURN-4 (CR 505.5): damage and end-of-turn effects end, will expires, the turn player
    discards down to 7, one card at a time."""
    state = started()
    res = to_field(state, "ann", "TST-R04", damage=300)
    player(state, "ann").pool = {"light": 2}
    ann = player(state, "ann")
    ann.hand.extend(ann.deck[:4])
    del ann.deck[:4]
    sync_counts(ann)
    assert len(player(state, "ann").hand) == 9
    state = both_pass(state)
    assert state.phase == "end"
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "discard" and state.to_act == ["ann"]
    entity = next(e for e in player(state, "ann").field if e.id == res)
    assert entity.damage == 0 and player(state, "ann").pool == {}
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-TURN-4"
    assert code_of(state, {"type": "discard", "player": "bob", "card": player(state, "bob").hand[0]}) == "FOW-TURN-4"
    assert code_of(state, {"type": "discard", "player": "ann", "card": player(state, "bob").hand[0]}) == "FOW-TURN-4"
    state = act(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]})
    assert state.decision is not None and state.decision.kind == "discard"
    state = act(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]})
    assert len(player(state, "ann").hand) == 7 and state.turn.player == "bob"
    assert code_of(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]}) == "FOW-TURN-4"


def test_fow_prio_1_only_the_priority_holder_acts() -> None:
    """FOW-PRIO-1 (CR 602): the player without priority cannot act."""
    state = started()
    assert code_of(state, {"type": "pass", "player": "bob"}) == "FOW-PRIO-1"
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.to_act == ["bob"]
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-PRIO-1"


def test_fow_prio_2_and_3_chase_keeps_priority_and_resolves_last_in_first_out() -> None:
    """FOW-PRIO-2 (CR 605.1a): who adds to the chase keeps priority.  FOW-PRIO-3 (CR 605.1b): two
    passes resolve the last object, then the turn player gets priority."""
    state = started()
    target = to_field(state, "bob", "TST-R02")
    lance = to_hand(state, "ann", "TST-C05")
    stones(state, "ann", "TST-ST-R")
    blessing = to_hand(state, "bob", "TST-C01")
    stones(state, "bob", "TST-ST-W")
    state = act(state, find(state, "play_card", card=lance, targets=[target]))
    assert state.to_act == ["ann"] and len(state.chase) == 1
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.to_act == ["bob"]
    state = act(state, find(state, "play_card", card=blessing, targets=[target]))
    assert state.to_act == ["bob"] and [i.card for i in state.chase] == [lance, blessing]
    state = both_pass(state)
    assert [i.card for i in state.chase] == [lance] and state.to_act == ["ann"]
    state = both_pass(state)
    entity = next(e for e in player(state, "bob").field if e.id == target)
    assert entity.damage == 400 and not state.chase
    assert lance in player(state, "ann").graveyard and blessing in player(state, "bob").graveyard


def test_fow_prio_4_answers_in_the_opponents_turn() -> None:
    """FOW-PRIO-4 (CR 604.1): at any priority, [Quickcast] cards and activate abilities may be played;
    other cards wait for main timing (FOW-PRIO-5)."""
    state = started()
    lance = to_hand(state, "bob", "TST-C05")
    resonator = to_hand(state, "bob", "TST-R11")
    fire = stones(state, "bob", "TST-ST-R")[0]
    automaton = to_field(state, "bob", "TST-R19")
    state = act(state, {"type": "pass", "player": "ann"})
    assert listed(state, "play_card", card=lance)
    assert listed(state, "activate", card=automaton)
    assert code_of(state, {"type": "play_card", "player": "bob", "card": resonator, "payment": {"sources": [{"card": fire, "will": "fire"}]}}) == "FOW-PRIO-5"
    assert code_of(state, {"type": "activate", "player": "bob", "card": fire, "ability": 0}) == "FOW-PRIO-4"


def test_fow_prio_5_main_timing_actions() -> None:
    """FOW-PRIO-5 (CR 604.2): resonators, standby, stone calls, battle, Judgment only at main timing."""
    state = started()
    lance = to_hand(state, "ann", "TST-C05")
    res = to_hand(state, "ann", "TST-R01")
    target = to_field(state, "bob", "TST-R02")
    stones(state, "ann", "TST-ST-R", "TST-ST-W", "TST-ST-W")
    state = act(state, find(state, "play_card", card=lance, targets=[target]))
    assert code_of(state, find(state, "pass", player="ann") | {"type": "start_battle"}) == "FOW-PRIO-5"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": res, "payment": {"pool": {}}}) == "FOW-PRIO-5"
    assert code_of(state, {"type": "standby", "player": "ann", "card": res}) == "FOW-PLAY-5"
    assert code_of(state, {"type": "judgment", "player": "ann"}) == "FOW-JUDG-1"
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"


def test_fow_prio_6_will_standby_and_battle_do_not_use_the_chase() -> None:
    """FOW-PRIO-6 (CR 907.3, 704.2, 706.2): will abilities resolve at once; standby and starting a
    battle happen at once."""
    state = started()
    w1, w2, w3 = stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-G")
    card = to_hand(state, "ann", "TST-C09")
    to_field(state, "ann", "TST-R02")
    state = act(state, {"type": "produce_will", "player": "ann", "source": w1, "will": "light"})
    assert not state.chase and player(state, "ann").pool == {"light": 1} and state.to_act == ["ann"]
    state = act(state, {"type": "standby", "player": "ann", "card": card, "payment": {"sources": [{"card": w2, "will": "light"}], "pool": {"light": 1}}})
    assert not state.chase and player(state, "ann").standby[0].id == card and player(state, "ann").pool == {}
    state = act(state, {"type": "start_battle", "player": "ann"})
    assert not state.chase and state.battle is not None and state.battle.step == "beginning"
    assert w3


def test_fow_prio_7_triggered_abilities_must_be_played() -> None:
    """FOW-PRIO-7 (CR 906.6): an [Enter] ability with targets waits for its controller, who cannot do
    anything else first."""
    state = started()
    drake = to_hand(state, "ann", "TST-R14")
    victim = to_field(state, "bob", "TST-R11")
    stones(state, "ann", "TST-ST-R", "TST-ST-R", "TST-ST-W", "TST-ST-W")
    state = act(state, find(state, "play_card", card=drake))
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "automatic" and state.to_act == ["ann"]
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-PRIO-7"
    pending = state.pending[0].id
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": []}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": "auto:999", "targets": [victim]}) == "FOW-PRIO-7"
    assert code_of(state, {"type": "play_automatic", "player": "bob", "pending": pending, "targets": [victim]}) == "FOW-PRIO-7"
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [victim]})
    assert state.chase[-1].kind == "automatic" and state.to_act == ["ann"]
    state = both_pass(state)
    assert victim in player(state, "bob").graveyard


def test_fow_amb_4_calling_a_stone_is_immediate() -> None:
    """FOW-AMB-4: calling a stone uses no chase; the stone can be used at once (FOW-WILL-4)."""
    state = started()
    top = player(state, "ann").stone_deck[0]
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert not state.chase and top in {e.id for e in player(state, "ann").field}
    assert player(state, "ann").ruler.rested
    will = {"W": "light", "D": "light", "G": "wind", "R": "fire", "U": "water", "B": "darkness"}[top.split("#")[0][-1]]
    state = act(state, {"type": "produce_will", "player": "ann", "source": top, "will": will})
    assert player(state, "ann").pool == {will: 1}
