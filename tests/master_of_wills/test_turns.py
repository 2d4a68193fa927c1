"""Whole turns posted at once (all or none) and the 3-player End-of-Game order chain (MOW-END-4, MOW-FFA-1)."""

from __future__ import annotations

from adjudicator.core.codec import canonical_json
from adjudicator.master_of_wills import GAME

from .positions import (
    act,
    clear_sectors,
    move_phase,
    quiet_start,
    refresh,
    round_effect,
    single_entry,
    started,
)


def test_a_whole_turn_in_one_request_all_or_none():
    state = started()
    player = state.turn.player
    start, sector, delta = single_entry(+1)
    state = move_phase(state, player)
    clear_sectors(state, start)
    state = refresh(state)
    turn = [{"type": "choose_starting", "player": player, "card": start}]
    result = GAME.adjudicate_all(state, [GAME.decode_action(a) for a in turn])
    assert result.valid and result.state.turn.player != player
    before = canonical_json(state)
    bad = turn + [{"type": "choose_starting", "player": player, "card": start}]
    result = GAME.adjudicate_all(state, [GAME.decode_action(a) for a in bad])
    assert not result.valid and result.failed_at == 1 and result.violation.code == "MOW-TURN-1-R"
    assert canonical_json(state) == before


def test_end_of_game_order_passes_clockwise_among_three():
    state = started("ffa3")
    last = len(state.turn_order) - 1
    player = state.turn_order[last]
    state = move_phase(state, player, at=last)
    start = quiet_start()
    clear_sectors(state, start)
    for who in ("ann", "bob", "cat"):
        round_effect(state, who, "MOW-F-AGD-N-04")
    state = refresh(state)
    state, events = act(state, {"type": "choose_starting", "player": player, "card": start})
    assert state.phase == "end_game"
    draw = next(e for e in events if e["type"] == "order_draw" and e["purpose"] == "end_game")
    assert len(draw["draws"]) == 3  # everyone with an unrevealed Round Effect draws
    first = state.order_choice.chooser
    state, _ = act(state, {"type": "choose_first", "player": first, "go_first": False})
    second = state.order_choice.chooser
    assert second != first
    state, _ = act(state, {"type": "choose_first", "player": second, "go_first": False})
    order = state.end_game.order
    assert order[0] not in (first, second) and sorted(order) == ["ann", "bob", "cat"]
    while not state.over:
        state, _ = act(state, GAME.legal_actions(state)[0])
    assert all(not side.round_effects for side in state.sides)
