"""The variants: MOW-V2V2-1, MOW-V2V2-2, MOW-V2V2-3, MOW-AMB-9, MOW-AMB-10, MOW-SOLO-1, MOW-AMB-18, MOW-FFA-1, MOW-FFA-3, MOW-COOP-1, MOW-COOP-2, MOW-AMB-16."""

from __future__ import annotations

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.scoring import side_total

from .positions import (
    CAT,
    act,
    board_without,
    clear,
    clear_sectors,
    faction_phase,
    find,
    move_phase,
    put,
    quiet_start,
    refresh,
    refused,
    single_entry,
    started,
)

TEAM = ["ann", "bob", "cat", "dan"]


# -- 2 vs 2 ---------------------------------------------------------------------------------------------------
def test_mow_v2v2_1_shared_team_deck_and_two_cards_each():
    state = GAME.setup("2v2", TEAM, "s")
    assert [s.id for s in state.sides] == ["@team-a", "@team-b"]
    assert state.sides[0].players == ["ann", "cat"]
    for player in state.players:
        assert len(player.hand) == 2
    assert all(card.split("#")[1].startswith("1.") for card in state.players[0].hand + state.players[2].hand)
    assert len(state.sides[0].faction_deck) == 20 - 4


def test_mow_v2v2_2_teams_name_their_lead_off():
    state = GAME.setup("2v2", TEAM, "s")
    chooser = state.order_choice.chooser
    member = GAME.legal_actions(state)[0].player
    state, _ = act(state, {"type": "choose_first", "player": member, "go_first": True})
    assert state.phase == "lead" and sorted(state.to_act) == TEAM
    mine = next(s for s in state.sides if s.id == chooser)
    outsider = next(p for p in TEAM if p not in mine.players)
    assert refused(state, {"type": "choose_lead", "player": mine.players[0], "lead": outsider}) == "MOW-V2V2-2"
    state, _ = act(state, {"type": "choose_lead", "player": mine.players[0], "lead": mine.players[1]})
    assert refused(state, {"type": "choose_lead", "player": mine.players[0], "lead": mine.players[0]}) == "MOW-TURN-1-R"
    other = next(s for s in state.sides if s.id != chooser)
    state, _ = act(state, {"type": "choose_lead", "player": other.players[1], "lead": other.players[0]})
    assert state.turn.player == mine.players[1]  # Team 1's lead-off plays first


def test_mow_v2v2_3_and_amb_9_the_printed_chart_literally():
    state = GAME.setup("2v2", TEAM, "s", {"teams": [["ann", "bob"], ["cat", "dan"]]})
    state, _ = act(state, {"type": "choose_first", "player": GAME.legal_actions(state)[0].player, "go_first": True})
    t1 = next(s for s in state.sides if s.id == state.first_team)
    t2 = next(s for s in state.sides if s.id != state.first_team)
    state, _ = act(state, {"type": "choose_lead", "player": t1.players[0], "lead": t1.players[0]})
    state, _ = act(state, {"type": "choose_lead", "player": t2.players[0], "lead": t2.players[1]})
    t1p1, t1p2 = t1.players
    t2p2, t2p1 = t2.players
    assert state.turn_order == [t1p1, t2p1, t1p2, t1p1, t2p2, t2p1, t1p2, t1p1, t2p2, t2p1, t1p2, t1p1, t2p2, t2p1, t1p2, t2p2]
    assert all(state.turn_order.count(p) == 4 for p in TEAM)
    assert state.turn_order[-2:] == [t1p2, t2p2]  # the partners finish Round 8


def test_mow_amb_9_marker_moves_after_every_two_turns():
    state = started("2v2")
    assert state.round == 1
    start = quiet_start()
    for index in (0, 1):
        player = state.turn_order[index]
        state = move_phase(state, player, at=index)
        clear_sectors(state, start)
        state = refresh(state)
        state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
        put(state, start, "afterlife")  # the next turn uses it again
    assert state.round == 2


def test_mow_amb_10_partners_see_each_others_hands_by_option():
    state = GAME.setup("2v2", TEAM, "s")
    view = GAME.view(state, "ann")
    assert view["players"][2]["hand"] == state.players[2].hand  # cat is ann's partner
    assert view["players"][1]["hand"] == [{"hidden": True}] * 2
    closed = GAME.setup("2v2", TEAM, "s", {"teammate_hands_visible": False})
    assert GAME.view(closed, "ann")["players"][2]["hand"] == [{"hidden": True}] * 2


# -- Mowitaire ----------------------------------------------------------------------------------------------
def test_mow_solo_1_deals_by_difficulty():
    for difficulty, (allies, loyalists, recruits) in {"easy": (15, 14, 13), "medium": (17, 16, 15), "hard": (19, 18, 17)}.items():
        state = GAME.setup("mowitaire", ["ann"], "s", {"difficulty": difficulty})
        opponent = state.sides[1]
        assert opponent.id == "@opponent" and opponent.players == []
        assert (len(opponent.allies), len(opponent.loyalists), len(opponent.recruits)) == (allies, loyalists, recruits)
        assert len(state.afterlife) == 6 and len(state.neutral) == 8
        assert state.turn.player == "ann" and state.turn_order == ["ann"] * 8


def test_mow_amb_18_each_turn_is_a_round_and_only_a_higher_score_wins():
    state = started("mowitaire")
    state = move_phase(state, "ann", at=7)
    assert state.round == 8
    start = quiet_start()
    clear_sectors(state, start)
    for side in state.sides:
        for row in ("recruits", "loyalists", "allies"):
            clear(state, row, side.id)
    value = CAT.community[start].value
    twin = next(c for c in find(value=value) if c != start and c in state.community_deck + state.afterlife)
    put(state, twin, "allies", "@opponent")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert state.over and state.result.winners == []  # a tie is not a win


# -- 3 Player FFA --------------------------------------------------------------------------------------------
def test_mow_ffa_1_first_player_passes_clockwise_and_the_last_must_go_first():
    state = GAME.setup("ffa3", ["ann", "bob", "cat"], "s")
    order = ["ann", "bob", "cat"]
    first = state.order_choice.chooser
    nxt = order[(order.index(first) + 1) % 3]
    last = order[(order.index(first) + 2) % 3]
    state, events = act(state, {"type": "choose_first", "player": first, "go_first": False})
    assert state.to_act == [nxt]
    state, events = act(state, {"type": "choose_first", "player": nxt, "go_first": False})
    assert state.turn.player == last
    assert state.turn_order[:3] == [last, first, nxt]


def test_mow_ffa_1_three_turns_per_round():
    state = started("ffa3")
    start = quiet_start()
    for index in range(3):
        player = state.turn_order[index]
        state = move_phase(state, player, at=index)
        clear_sectors(state, start)
        state = refresh(state)
        assert state.round == 1
        state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
        put(state, start, "afterlife")
    assert state.round == 2


def test_mow_ffa_3_a_penalty_benefits_every_affected_opponent():
    state = started("ffa3")
    state, (gentlemen,) = faction_phase(state, "ann", ["MOW-F-AGD-E-01"])
    for side in ("bob", "cat"):
        clear(state, "recruits", side)
    b, c = find("union", max_value=5)[:2]
    put(state, b, "recruits", "bob")
    put(state, c, "recruits", "cat")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": gentlemen})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": c})
    gift = [a.target for a in GAME.legal_actions(state)]
    assert set(gift) == set(state.neutral)  # the penalty card comes from the Neutral area
    first_gift = gift[0]
    state, _ = act(state, {"type": "choose", "player": "ann", "target": first_gift})
    second_gift = GAME.legal_actions(state)[0].target
    state, _ = act(state, {"type": "choose", "player": "ann", "target": second_gift})
    assert first_gift in state.sides[1].recruits and second_gift in state.sides[2].recruits


def test_mow_ffa_3_one_opponent_hit_twice_gets_one_card():
    state = started("ffa3")
    state, (gentlemen,) = faction_phase(state, "ann", ["MOW-F-AGD-E-01"])
    for side in ("bob", "cat"):
        clear(state, "recruits", side)
    b1, b2 = find("union", max_value=5)[:2]
    put(state, b1, "recruits", "bob")
    put(state, b2, "recruits", "bob")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": gentlemen})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b1})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b2})
    gift = GAME.legal_actions(state)[0].target
    state, _ = act(state, {"type": "choose", "player": "ann", "target": gift})
    assert state.resolution is None
    assert gift in state.sides[1].recruits and state.sides[2].recruits == []


# -- MOW-OP ---------------------------------------------------------------------------------------------------------
def test_mow_coop_1_setup_and_amb_16_the_draw_winner_goes_first():
    state = GAME.setup("mow-op", ["ann", "bob"], "s")
    assert len(state.afterlife) >= 6 and len(state.neutral) == 8
    draws = state.afterlife[:2]
    values = [CAT.community[c].value for c in draws]
    if values[0] != values[1]:
        winner = ["ann", "bob"][values.index(max(values))]
        assert state.turn.player == winner
    assert state.phase == "move" and len(state.turn_order) == 16


def test_mow_coop_2_both_lose_when_a_side_misses_the_round_threshold():
    state = started("mow-op")
    player = state.turn_order[1]
    state = move_phase(state, player, at=1)
    start = quiet_start()
    clear_sectors(state, start)
    for side in state.sides:
        for row in ("recruits", "loyalists", "allies"):
            clear(state, row, side.id)
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
    assert state.over and state.result.winners == [] and "MOW-COOP-2" in state.result.reason


def test_mow_coop_2_thresholds_passed_round_after_round_win_together():
    state = started("mow-op", options={"coop_thresholds": [0] * 8})
    while not state.over:
        state, _ = act(state, GAME.legal_actions(state)[0])
    assert state.round == 8
    board = Board(CAT, state)
    passed = all(side_total(board, side, final=False) >= 0 for side in state.sides)
    assert state.result.winners == (["ann", "bob"] if passed else [])


def test_mow_amb_16_the_partners_side_is_the_opponents():
    start, sector, delta = single_entry(-1)
    card = find(sector, exclude=(start,))[0]
    state = started("mow-op")
    player = state.turn_order[0]
    partner = "bob" if player == "ann" else "ann"
    state = move_phase(state, player, at=0)
    board_without(state, sector, keep=(start,))
    put(state, start, "neutral")
    put(state, card, "neutral")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
    state, _ = act(state, {"type": "move", "player": player, "entry": 0, "card": card})
    assert card in next(s for s in state.sides if s.id == partner).recruits
    board = Board(CAT, state)
    assert side_total(board, state.sides[0], final=False) == sum(board.value(c) for r in ("recruits", "loyalists", "allies") for c in getattr(state.sides[0], r))
