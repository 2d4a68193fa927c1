"""Playing cards and paying for them: FOW-PLAY-1, FOW-PLAY-2, FOW-PLAY-3, FOW-PLAY-4, FOW-PLAY-5, FOW-PLAY-6, FOW-WILL-1, FOW-WILL-2, FOW-WILL-3, FOW-WILL-4, FOW-WILL-5, FOW-AMB-5, FOW-AMB-9, FOW-AMB-12."""

from __future__ import annotations

from .helpers import (
    act,
    both_pass,
    code_of,
    find,
    next_turn,
    pay,
    player,
    pool,
    started,
    stones,
    to_field,
    to_hand,
    to_standby,
)


def test_fow_play_1_targets_modes_and_x_are_checked() -> None:
    """FOW-PLAY-1 (CR 903.2): the right number of legal targets, a mode for modal cards, X only with X."""
    state = started()
    lance = to_hand(state, "ann", "TST-C05")
    burst = to_hand(state, "ann", "TST-C03")
    herald = to_hand(state, "ann", "TST-R03")
    r = stones(state, "ann", "TST-ST-R")[0]
    g, w = stones(state, "ann", "TST-ST-G", "TST-ST-W")
    target = to_field(state, "bob", "TST-R02")
    fire = pay((r, "fire"))
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [], "payment": fire}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": ["bob"], "payment": fire}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [target, target], "payment": fire}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [target], "mode": 0, "payment": fire}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [target], "x": 2, "payment": fire}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [target], "payment": fire}) is None
    both = pay((g, "wind"), (w, "light"))
    assert code_of(state, {"type": "play_card", "player": "ann", "card": burst, "targets": [target], "payment": both}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": burst, "targets": [target], "mode": 2, "payment": both}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": burst, "targets": [target], "mode": 0, "payment": both}) is None
    assert code_of(state, {"type": "play_card", "player": "ann", "card": burst, "targets": [target], "mode": 1, "payment": both}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": "bob:TST-C05#1", "payment": fire}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": herald, "targets": [target], "payment": both}) == "FOW-PLAY-1"


def test_fow_play_2_illegal_target_on_resolution_does_nothing() -> None:
    """FOW-PLAY-2 (CR 903.3a): the target is gone when the chant resolves; it does nothing and goes to
    the graveyard."""
    state = started()
    lance = to_hand(state, "ann", "TST-C05")
    stones(state, "ann", "TST-ST-R")
    target = to_field(state, "bob", "TST-R11")
    verdict = to_hand(state, "bob", "TST-C02")
    stones(state, "bob", "TST-ST-W", "TST-ST-W")
    state = act(state, find(state, "play_card", card=lance, targets=[target]))
    state = act(state, {"type": "pass", "player": "ann"})
    # bob answers by cancelling nothing useful: he plays Word of Denial on Flame Lance
    state = act(state, find(state, "play_card", card=verdict, targets=[state.chase[0].id]))
    state = both_pass(state)
    assert lance in player(state, "ann").graveyard and not state.chase
    assert target in {e.id for e in player(state, "bob").field}


def test_fow_play_2_effects_on_a_destroyed_target_are_skipped() -> None:
    state = started()
    blessing = to_hand(state, "ann", "TST-C01")
    stones(state, "ann", "TST-ST-W")
    mine = to_field(state, "ann", "TST-R11")
    lance = to_hand(state, "bob", "TST-C05")
    stones(state, "bob", "TST-ST-R")
    state = act(state, find(state, "play_card", card=blessing, targets=[mine]))
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, find(state, "play_card", card=lance, targets=[mine]))
    state = both_pass(state)
    assert mine in player(state, "ann").graveyard
    state = both_pass(state)
    events_state = state
    assert not events_state.modifiers and blessing in player(state, "ann").graveyard


def test_fow_play_3_resonators_enter_recovered_and_chants_go_to_the_graveyard() -> None:
    """FOW-PLAY-3 (CR 702.3, 703.3)."""
    state = started()
    scout = to_hand(state, "ann", "TST-R01")
    mending = to_hand(state, "ann", "TST-C12")
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-D")
    state = act(state, find(state, "play_card", card=scout))
    assert scout not in player(state, "ann").hand and state.chase[0].card == scout
    state = both_pass(state)
    entity = next(e for e in player(state, "ann").field if e.id == scout)
    assert not entity.rested and entity.since == 1
    state = act(state, find(state, "play_card", card=mending))
    state = both_pass(state)
    assert mending in player(state, "ann").graveyard and player(state, "ann").life == 4600


def test_fow_play_4_rest_needs_a_recovered_card_controlled_since_the_turn_began() -> None:
    """FOW-PLAY-4 (CR 1013, 905.3): [Rest] of a J/resonator waits a turn; other cards use it at once."""
    state = started()
    tender = to_field(state, "ann", "TST-R07", since=1)
    prism = to_field(state, "ann", "TST-G01", since=1)
    automaton = to_field(state, "ann", "TST-R19", since=1)
    mine = to_field(state, "ann", "TST-R02")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": tender, "will": "wind"}) == "FOW-PLAY-4"
    assert code_of(state, {"type": "activate", "player": "ann", "card": automaton, "ability": 0, "targets": [mine]}) == "FOW-PLAY-4"
    state = act(state, {"type": "produce_will", "player": "ann", "source": prism, "will": "water"})
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": prism, "will": "water"}) == "FOW-PLAY-4"
    next(e for e in player(state, "ann").field if e.id == automaton).since = 0
    assert code_of(state, {"type": "activate", "player": "ann", "card": automaton, "ability": 0, "targets": [mine]}) is None


def test_fow_play_5_standby_costs_two_at_main_timing_and_waits_a_turn() -> None:
    """FOW-PLAY-5 (CR 706.1, 708.5): pay [2] at main timing; a [Trigger] card set this turn cannot be
    played; FOW-AMB-12: nor can it trigger."""
    state = started()
    ward = to_hand(state, "ann", "TST-C11")
    w1, w2, r1, r2 = stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-R", "TST-ST-R")
    mine = to_field(state, "ann", "TST-R02")
    assert code_of(state, {"type": "standby", "player": "ann", "card": ward, "payment": pay((w1, "light"))}) == "FOW-WILL-3"
    assert code_of(state, {"type": "standby", "player": "ann", "card": "ann:TST-C99#1", "payment": pay((w1, "light"), (w2, "light"))}) == "FOW-PLAY-5"
    state = act(state, {"type": "standby", "player": "ann", "card": ward, "payment": pay((w1, "light"), (w2, "light"))})
    assert player(state, "ann").standby[0].set_turn == 1
    assert code_of(state, {"type": "play_card", "player": "ann", "card": ward, "targets": [mine], "payment": pay((r1, "fire"))}) == "FOW-PLAY-5"
    state = act(state, {"type": "pass", "player": "ann"})
    assert code_of(state, {"type": "standby", "player": "bob", "card": player(state, "bob").hand[0]}) == "FOW-PLAY-5"
    state = next_turn(next_turn(state))
    state = both_pass(both_pass(state))
    assert state.turn.number == 3 and state.phase == "main"
    r = next(e.id for e in player(state, "ann").field if "ST-R" in e.id)
    state = act(state, {"type": "play_card", "player": "ann", "card": ward, "targets": [mine], "payment": pay((r, "fire"))})
    assert state.chase[0].card == ward
    assert r2


def test_fow_play_6_do_as_much_as_possible() -> None:
    """FOW-PLAY-6 (CR 104.2): draw two with one card left draws one; FOW-AMB-9: no loss for it."""
    state = started()
    surge = to_hand(state, "ann", "TST-C04")
    stones(state, "ann", "TST-ST-G", "TST-ST-G", "TST-ST-W", "TST-ST-W")
    ann = player(state, "ann")
    keep = ann.deck[0]
    ann.graveyard.extend(ann.deck[1:])
    ann.deck = [keep]
    ann.deck_count = 1
    state = act(state, find(state, "play_card", card=surge, awakening=True))
    state = both_pass(state)
    assert keep in player(state, "ann").hand and player(state, "ann").deck == []
    assert not state.over


def test_fow_amb_9_only_the_draw_phase_draw_loses() -> None:
    """FOW-AMB-9 / FOW-RP-1 (CR 1202.2): a failed draw in the draw phase loses."""
    state = started()
    bob = player(state, "bob")
    bob.graveyard.extend(bob.deck)
    bob.deck = []
    bob.deck_count = 0
    state = next_turn(state)
    assert not state.over
    state = both_pass(state)
    assert state.over and state.result.winners == ["ann"] and state.result.reason == "deck_out"


def test_fow_will_1_attribute_symbols_need_that_attribute() -> None:
    """FOW-WILL-1 (CR 204, 209): {W} is paid with light will; void will pays only the free part."""
    state = started()
    scout = to_hand(state, "ann", "TST-R01")
    lancer = to_hand(state, "ann", "TST-R02")
    r = stones(state, "ann", "TST-ST-R")[0]
    assert code_of(state, {"type": "play_card", "player": "ann", "card": scout, "payment": pay((r, "fire"))}) == "FOW-WILL-1"
    pool(state, "ann", void=1, light=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": scout, "payment": {"pool": {"void": 1}}}) == "FOW-WILL-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lancer, "payment": {"pool": {"void": 1, "light": 1}}}) is None


def test_fow_will_2_will_comes_from_will_abilities_into_the_pool() -> None:
    """FOW-WILL-2 (CR 907.4): a stone produces its attribute into the pool; the pool is spent."""
    state = started()
    w = stones(state, "ann", "TST-ST-W")[0]
    d = stones(state, "ann", "TST-ST-D")[0]
    scout = to_hand(state, "ann", "TST-R01")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": w, "will": "fire"}) == "FOW-WILL-2"
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": scout, "will": "light"}) == "FOW-WILL-2"
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": "bob:TST-ST-W#1", "will": "light"}) == "FOW-WILL-2"
    state = act(state, {"type": "produce_will", "player": "ann", "source": d, "will": "wind"})
    assert code_of(state, {"type": "play_card", "player": "ann", "card": scout, "payment": {"pool": {"light": 1}}}) == "FOW-WILL-2"
    state = act(state, {"type": "produce_will", "player": "ann", "source": w, "will": "light"})
    state = act(state, {"type": "play_card", "player": "ann", "card": scout, "payment": {"pool": {"light": 1}}})
    assert player(state, "ann").pool == {"wind": 1}


def test_fow_will_3_payment_is_all_or_nothing() -> None:
    """FOW-WILL-3 (CR 1003.4): a short payment is refused and nothing is spent; no source twice."""
    state = started()
    lancer = to_hand(state, "ann", "TST-R02")
    w = stones(state, "ann", "TST-ST-W")[0]
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lancer, "payment": pay((w, "light"))}) == "FOW-WILL-3"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lancer, "payment": pay((w, "light"), (w, "light"))}) == "FOW-WILL-3"


def test_fow_will_5_r_payment_matches_the_cost_exactly() -> None:
    """FOW-WILL-5-R: a payment bringing more will than the cost is refused."""
    state = started()
    scout = to_hand(state, "ann", "TST-R01")
    w1, w2 = stones(state, "ann", "TST-ST-W", "TST-ST-W")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": scout, "payment": pay((w1, "light"), (w2, "light"))}) == "FOW-WILL-5-R"


def test_fow_will_4_and_amb_5_one_stone_call_per_turn_not_with_judgment() -> None:
    """FOW-WILL-4 (CR 710.1), FOW-AMB-5: once per turn, resting a recovered ruler, not after Judgment."""
    state = started()
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-AMB-5"
    state = started()
    player(state, "ann").ruler.rested = True
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"
    state = started()
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-G")
    state = act(state, find(state, "judgment"))
    state = both_pass(state)
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"
    state = started()
    player(state, "ann").stone_deck.clear()
    player(state, "ann").stone_deck_count = 0
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"


def test_fow_amb_12_a_trigger_card_set_this_turn_cannot_trigger() -> None:
    """FOW-AMB-12 (CR 708.5): a [Trigger] card waits a turn in standby, even when its condition holds."""
    state = started()
    to_field(state, "ann", "TST-R02")
    snare = to_standby(state, "bob", "TST-C09", set_turn=1)
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, find(state, "declare_attack", target="bob"))
    state = act(state, {"type": "pass", "player": "ann"})
    attacker = state.battle.attacker
    assert code_of(state, {"type": "play_card", "player": "bob", "card": snare, "targets": [attacker]}) == "FOW-PLAY-5"
