"""The Draw phase and its pass-through rules: MOW-DRAW-1, MOW-DRAW-2, MOW-DRAW-3, MOW-DRAW-4, MOW-AMB-5, MOW-FACTION-1."""

from __future__ import annotations

from adjudicator.master_of_wills.board import Board

from .positions import (
    CAT,
    act,
    board_without,
    clear_sectors,
    faction_phase,
    find,
    move_phase,
    put,
    quiet_start,
    refresh,
    single_entry,
    started,
)


def drawn(events, reason):
    return [e["card"] for e in events if e["type"] == "community_drawn" and e["reason"] == reason]


def cleared_turn(start: str):
    state = move_phase(started(), "ann")
    clear_sectors(state, start)
    return refresh(state)


def test_mow_draw_1_starting_card_draw_icons_add_cards_after_the_move_phase():
    start = quiet_start(2)
    state = cleared_turn(start)
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert len(drawn(events, "MOW-DRAW-1")) == 2
    done = [e["type"] for e in events].index("move_phase_done")
    first_draw = next(i for i, e in enumerate(events) if e.get("reason") == "MOW-DRAW-1")
    assert first_draw > done


def test_mow_draw_1_no_draw_icon_no_draw():
    start = quiet_start(0)
    state = cleared_turn(start)
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert drawn(events, "MOW-DRAW-1") == []


def _draw_card(sector: str) -> str:
    return find(sector, draw_icons=1)[0]


def test_mow_draw_2_a_card_back_in_neutral_draws_again_in_another_phase():
    start, sector, delta = single_entry(+1)
    card = _draw_card(sector)
    state = move_phase(started(), "ann")
    board_without(state, sector, keep=(start,))
    for move in CAT.community[start].movements:
        board_without(state, move.sector, keep=(start,))
    put(state, start, "neutral")
    put(state, card, "neutral")  # it came back to Neutral in an earlier phase
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, events = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    draws = sum(e["draws"] for e in events if e["type"] == "move_phase_done")
    assert draws == CAT.community[card].draw_icons + CAT.community[start].draw_icons


def test_mow_draw_3_crossing_neutral_in_one_phase_draws_nothing():
    start, sector, delta = single_entry(-1, 2)
    card = _draw_card(sector)
    state = move_phase(started(), "ann")
    board_without(state, sector, keep=(start,))
    put(state, start, "neutral")
    put(state, card, "recruits", "ann")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    assert card in state.neutral
    state, events = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    assert card in state.sides[1].recruits
    draws = sum(e["draws"] for e in events if e["type"] == "move_phase_done")
    assert draws == CAT.community[start].draw_icons


def test_mow_draw_4_a_faction_card_moving_a_draw_card_out_of_neutral_draws():
    state = started()
    card = find(draw_icons=2)[0]
    state, (call,) = faction_phase(state, "ann", ["MOW-F-AGD-A-03"])
    put(state, card, "neutral")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": call})
    state, events = act(state, {"type": "choose", "player": "ann", "target": card})
    assert card in state.sides[0].recruits
    assert len(drawn(events, "MOW-DRAW-4")) == 2
    resolved = [e["type"] for e in events].index("resolved")
    assert all(i > resolved for i, e in enumerate(events) if e.get("reason") == "MOW-DRAW-4")


def test_mow_amb_5_counted_once_per_card_per_phase():
    state = started()
    board = Board(CAT, state)
    card = find(draw_icons=1)[0]
    put(state, card, "neutral")
    exits, entered = [], []
    board.relocate(card, (None, "neutral"), ("ann", "recruits"), exits, entered)
    board.relocate(card, ("ann", "recruits"), (None, "neutral"), exits, entered)
    board.relocate(card, (None, "neutral"), ("bob", "recruits"), exits, entered)
    assert exits == [card]


def test_mow_faction_1_only_the_starting_cards_icon_counts():
    start = next(c.id for c in CAT.community.values() if not c.faction_icon and len(c.movements) == 1
                 and c.movements[0].delta > 0 and c.movements[0].sector != c.sector)
    sector = CAT.community[start].movements[0].sector
    iconic = find(sector, faction_icon=True)[0]
    state = move_phase(started(), "ann")
    board_without(state, sector, keep=(start,))
    put(state, start, "neutral")
    put(state, iconic, "neutral")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, events = act(state, {"type": "move", "player": "ann", "entry": 0, "card": iconic})
    assert not any(e["type"] == "faction_drawn" for e in events)
    assert state.turn.player == "bob"


def test_mow_faction_2_icon_draws_one_faction_card_then_a_play():
    start = quiet_start(0, faction_icon=True)
    state = cleared_turn(start)
    before = len(state.players[0].hand)
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert [e["reason"] for e in events if e["type"] == "faction_drawn"] == ["MOW-FACTION-2"]
    if state.phase == "faction":
        assert len(state.players[0].hand) == before + 1 and state.turn.plays == 1
