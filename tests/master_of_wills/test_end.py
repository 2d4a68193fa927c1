"""End of Turn, rounds, the End-of-Game round and scoring: MOW-END-1, MOW-END-2, MOW-END-3, MOW-END-4, MOW-END-4-R, MOW-AMB-6, MOW-AMB-13, MOW-AMB-14, MOW-AMB-17,
MOW-SCORE-1, MOW-SCORE-1-R, MOW-FACTION-5."""

from __future__ import annotations

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.scoring import side_total
from adjudicator.master_of_wills.state import Status
from adjudicator.master_of_wills.turns import begin_turn

from .positions import (
    CAT,
    act,
    attach,
    board_without,
    clear,
    clear_sectors,
    find,
    lasting,
    move_phase,
    put,
    quiet_start,
    refresh,
    refused,
    round_effect,
    started,
)


def last_turn(player="bob"):
    """``player``'s turn of Round 8 with a quiet Starting card in Neutral (nothing will move)."""
    state = started()
    index = max(i for i, p in enumerate(state.turn_order) if p == player)
    state = move_phase(state, player, at=index)
    start = quiet_start()
    clear_sectors(state, start)
    return refresh(state), start


def test_mow_end_1_draw_one_then_top_up_to_three():
    start = next(c for c in CAT.community.values() if len(c.movements) == 1 and c.movements[0].delta >= 2
                 and c.movements[0].sector != c.sector and not c.draw_icons and not c.faction_icon)
    sector = start.movements[0].sector
    x, y = find(sector, draw_icons=0)[:2]
    state = move_phase(started(), "ann")
    board_without(state, sector, keep=(start.id,))
    for card in list(state.neutral):
        put(state, card, "afterlife")
    for card in (start.id, x, y):
        put(state, card, "neutral")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start.id})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": x})
    state, events = act(state, {"type": "move", "player": "ann", "entry": 0, "card": y})
    end_draws = [e for e in events if e.get("reason") == "MOW-END-1"]
    assert len(end_draws) == 3 and len(state.neutral) == 3  # 1 drawn, then 2 to top up


def test_mow_end_2_and_amb_6_cards_are_added_until_one_is_selectable():
    state = move_phase(started(), "ann")
    source = state.sides[0].faction_deck.pop()
    state.sides[0].faction_discard.append(source)
    for card in state.neutral:
        state.statuses[card] = [Status(kind="freeze", source=source, until_turn=5)]
    events = []
    board = Board(CAT, state)
    begin_turn(board, events)
    assert [e["reason"] for e in events if e["type"] == "community_drawn"] == ["MOW-END-2"]


def test_mow_end_2_a_turn_never_starts_with_fewer_than_three():
    state = move_phase(started(), "ann")
    for card in state.neutral[2:]:
        put(state, card, "afterlife")
    raw = GAME.full_state(state)
    raw["to_act"] = ["ann"]
    try:
        GAME.decode_state(raw)
    except Exception as exc:  # noqa: BLE001
        assert "MOW-END-2" in str(exc)
    else:
        raise AssertionError("a turn start with 2 Neutral cards was accepted")


def test_mow_end_3_rounds_and_the_end_after_round_8():
    state, start = last_turn("bob")
    assert state.round == 8
    state, events = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    assert state.over and state.phase == "over" and state.result is not None
    assert [e["round"] for e in events if e["type"] == "round_over"] == [8]
    assert refused(state, {"type": "choose_starting", "player": "ann", "card": state.neutral[0]}) == "MOW-END-3"
    assert GAME.legal_actions(state) == []


def test_mow_score_1_rows_plus_faction_points():
    state, start = last_turn("bob")
    ann = state.sides[0]
    moved = {m.sector for m in CAT.community[start].movements}
    spare = next(c for c in state.community_deck if CAT.community[c].sector not in moved)
    boost = ann.recruits[0] if ann.recruits else spare
    if not ann.recruits:
        put(state, boost, "recruits", "ann")
    attach(state, "ann", "MOW-F-RZC-A-08", boost, delta=2)  # any card will do as the source of +2
    zoning = lasting(state, "ann", "MOW-F-RZC-N-02", "ann", "loyalists")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    board = Board(CAT, state)
    printed = sum(CAT.community[c].value for row in ("recruits", "loyalists", "allies") for c in getattr(state.sides[0], row))
    assert state.side_scores["ann"] == printed + 2 + 5
    assert state.result.scores["ann"] == state.side_scores["ann"]
    assert side_total(board, state.sides[0], final=False) == printed + 2
    assert zoning in {s.lasting_loyalists.card for s in state.sides if s.lasting_loyalists}


def test_mow_faction_5_and_mow_amb_14_deferred_deltas_only_at_final_scoring():
    state = started()
    lasting(state, "ann", "MOW-F-RZC-N-02", "ann", "recruits")
    state = refresh(state)
    board = Board(CAT, state)
    assert side_total(board, state.sides[0], final=True) == side_total(board, state.sides[0], final=False) + 5
    for card in state.sides[0].recruits:
        assert board.value(card) == CAT.community[card].value


def test_mow_score_1_r_and_mow_amb_13_a_tie_is_shared():
    state, start = last_turn("bob")
    for side in state.sides:
        for row in ("recruits", "loyalists", "allies"):
            clear(state, row, side.id)
    put(state, start, "neutral")
    # bob's Starting card goes to bob's side; give ann a card of the same value.
    value = CAT.community[start].value
    twin = next(c for c in find(value=value) if c != start and c in state.community_deck + state.afterlife)
    put(state, twin, "recruits", "ann")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    assert state.result.winners == ["ann", "bob"]
    assert "MOW-SCORE-1-R" in state.result.reason


def test_mow_amb_17_deck_runs_out_draws_skipped_and_the_game_ends_with_the_round():
    state = move_phase(started(), "ann")
    start = quiet_start()
    clear_sectors(state, start)
    for card in list(state.neutral):
        if card != start:
            put(state, card, "afterlife")
    for card in list(state.community_deck):
        put(state, card, "afterlife")
    state = refresh(state)
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert any(e["type"] == "draw_skipped" and e["rule"] == "MOW-AMB-17" for e in events)
    assert any(e["type"] == "turn_skipped" for e in events)
    assert state.over and state.result is not None


def end_game_position():
    state, start = last_turn("bob")
    leak = round_effect(state, "bob", "MOW-F-AGD-N-04")  # any time: a face-down Press Leak
    warn = round_effect(state, "bob", "MOW-F-AGD-E-05")  # waits for an opponent's play
    amnesia = round_effect(state, "ann", "MOW-F-RZC-E-03")
    return refresh(state), start, leak, warn, amnesia


def test_mow_end_4_end_of_game_round_order_draw_and_alternating_reveals():
    state, start, leak, warn, amnesia = end_game_position()
    state, events = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    assert state.phase == "end_game" and not state.over
    assert any(e["type"] == "order_draw" and e["purpose"] == "end_game" for e in events)
    chooser = state.order_choice.chooser
    other = "bob" if chooser == "ann" else "ann"
    state, _ = act(state, {"type": "choose_first", "player": chooser, "go_first": False})
    assert state.end_game.order[0] == other
    seen = []
    while not state.over:
        action = GAME.legal_actions(state)[0]
        seen.append(action)
        state, events = act(state, action)
    reveals = [a.card for a in seen if type(a).__name__ == "RevealCard"]
    assert set(reveals) == {leak, amnesia}
    assert warn in {slot.card for slot in state.sides[1].round_effects}  # never triggered: passed


def test_mow_end_4_an_untriggered_round_effect_waits():
    state, start, leak, warn, amnesia = end_game_position()
    state, _ = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    if state.order_choice.chooser == "bob":
        state, _ = act(state, {"type": "choose_first", "player": "bob", "go_first": True})
    else:
        state, _ = act(state, {"type": "choose_first", "player": "ann", "go_first": False})
    assert state.to_act == ["bob"]
    assert refused(state, {"type": "reveal", "player": "bob", "card": warn}) == "MOW-END-4"
    assert refused(state, {"type": "reveal", "player": "ann", "card": amnesia}) == "MOW-TURN-1-R"


def test_mow_end_4_r_the_round_ends_when_no_one_can_reveal():
    state, start, leak, warn, amnesia = end_game_position()
    state.sides[0].round_effects.clear()
    state.sides[0].faction_deck.append(amnesia)
    state = refresh(state)
    state, events = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    assert state.phase == "end_game" and state.order_choice is None and state.to_act == ["bob"]
    assert [a.card for a in GAME.legal_actions(state)] == [leak]
    assert refused(state, {"type": "pass", "player": "bob"}) == "MOW-TURN-1-R"
    state, events = act(state, {"type": "reveal", "player": "bob", "card": leak})
    while not state.over:
        state, events = act(state, GAME.legal_actions(state)[0])
    assert any(e["type"] == "end_game_pass" and e["player"] == "bob" for e in events)


def test_round_effects_persist_and_face_up_ones_leave_at_the_end_of_the_round():
    state = started()
    round_effect(state, "ann", "MOW-F-AGD-N-06", face_up=True, pending=False)
    round_effect(state, "ann", "MOW-F-RZC-E-03")
    state = move_phase(refresh(state), "bob", at=1)
    start = quiet_start()
    clear_sectors(state, start)
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    assert [slot.card.split("#")[0] for slot in state.sides[0].round_effects] == ["MOW-F-RZC-E-03"]
    assert state.round == 2


def test_mow_end_4_after_a_reveal_the_next_player_in_the_order_acts() -> None:
    state, start, leak, warn, amnesia = end_game_position()
    state, _ = act(state, {"type": "choose_starting", "player": "bob", "card": start})
    chooser = state.order_choice.chooser
    first = "bob" if chooser == "ann" else "ann"
    state, _ = act(state, {"type": "choose_first", "player": chooser, "go_first": False})
    assert state.end_game.order == [first, chooser] and state.end_game.current == 0 and state.to_act == [first]
    card = leak if first == "bob" else amnesia
    state, _ = act(state, {"type": "reveal", "player": first, "card": card})
    while state.resolution is not None:  # the revealed card's choices, by its player
        state, _ = act(state, GAME.legal_actions(state, first)[0])
    assert not state.over and state.phase == "end_game"
    assert state.end_game.current == 1 and state.end_game.passes == 0
    assert state.to_act == [chooser]
