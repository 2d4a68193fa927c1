"""The Move phase: MOW-MOVE-1, MOW-MOVE-2, MOW-MOVE-3, MOW-MOVE-4, MOW-MOVE-5, MOW-AMB-1, MOW-AMB-2, MOW-AMB-3, MOW-AMB-4, MOW-AMB-11 and MOW-FFA-2."""

from __future__ import annotations

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.state import Status

from .positions import CAT, act, board_without, find, move_phase, put, refresh, refused, single_entry, started


def turn_with(starting: str, sector: str, placements: list[tuple[str, str, str | None]], variant="standard", player="ann"):
    """``player``'s Move phase with ``starting`` in Neutral and the ``sector`` cards exactly at ``placements``
    ((card, zone, side) triples)."""
    state = started(variant)
    state = move_phase(state, player)
    board_without(state, sector, keep=(starting,))
    put(state, starting, "neutral")
    for card, zone, side in placements:
        put(state, card, zone, side)
    return refresh(state)


def pick(sector: str, n: int, exclude=()) -> list[str]:
    return find(sector, exclude=tuple(exclude))[:n]


def test_mow_move_1_starting_card_goes_to_its_starting_row():
    start, sector, _ = single_entry(+1)
    target = pick(sector, 1)
    state = turn_with(start, sector, [(target[0], "neutral", None)])
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert start in getattr(state.sides[0], CAT.community[start].start_row)
    assert events[0]["type"] == "starting_card"


def test_mow_move_1_starting_card_comes_from_neutral_once():
    start, sector, _ = single_entry(+1)
    target = pick(sector, 1)
    state = turn_with(start, sector, [(target[0], "neutral", None)])
    elsewhere = state.afterlife[0]
    assert refused(state, {"type": "choose_starting", "player": "ann", "card": elsewhere}) == "MOW-MOVE-1"
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert refused(state, {"type": "choose_starting", "player": "ann", "card": target[0]}) == "MOW-MOVE-1"


def test_mow_move_1_a_move_step_needs_a_starting_card():
    state = move_phase(started(), "ann")
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": state.neutral[0]}) == "MOW-MOVE-1"


def test_mow_move_2_plus_pulls_and_minus_pushes():
    start, sector, delta = single_entry(+1)
    on_bob = pick(sector, 1)[0]
    state = turn_with(start, sector, [(on_bob, "recruits", "bob")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": on_bob})
    assert on_bob in state.neutral  # one row toward ann
    start, sector, delta = single_entry(-1)
    mine = pick(sector, 1)[0]
    state = turn_with(start, sector, [(mine, "loyalists", "ann")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": mine})
    assert mine in state.sides[0].recruits  # one row toward bob


def test_mow_move_2_card_of_another_sector_or_spent_entry_refused():
    start, sector, delta = single_entry(+1)
    target = pick(sector, 1)[0]
    state = turn_with(start, sector, [(target, "neutral", None)])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    other = next(c for c in state.neutral if CAT.community[c].sector != sector)
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": other}) == "MOW-MOVE-2"
    assert refused(state, {"type": "move", "player": "ann", "entry": 5, "card": target}) == "MOW-MOVE-2"
    off_board = state.afterlife[0]
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": off_board}) == "MOW-MOVE-2"


def test_mow_move_3_steps_split_over_cards():
    start, sector, delta = single_entry(+1, 2)
    a, b = pick(sector, 2)
    state = turn_with(start, sector, [(a, "neutral", None), (b, "recruits", "bob")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": a})
    assert state.turn.moves[0].delta == delta - 1
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": b})
    assert a in state.sides[0].recruits and b in state.neutral


def test_mow_move_4_movements_are_completed_before_anything_else():
    start, sector, delta = single_entry(+1)
    target = pick(sector, 1)[0]
    state = turn_with(start, sector, [(target, "neutral", None)])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    hand_card = state.players[0].hand[0]
    assert refused(state, {"type": "play", "player": "ann", "card": hand_card}) == "MOW-MOVE-4"
    assert refused(state, {"type": "pass", "player": "ann"}) == "MOW-MOVE-4"


def test_mow_move_4_steps_skipped_only_without_eligible_card():
    start, sector, delta = single_entry(+1, 2)
    state = turn_with(start, sector, [])
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert any(e["type"] == "movement_skipped" and e["rule"] == "MOW-MOVE-4" for e in events)
    assert state.turn is None or state.turn.player != "ann" or state.phase == "faction"


def test_mow_move_5_allies_are_locked():
    start, sector, delta = single_entry(+1)
    locked, free = pick(sector, 2)
    state = turn_with(start, sector, [(locked, "allies", "bob"), (free, "neutral", None)])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": locked}) == "MOW-MOVE-5"


def _mark(state, card, kind):
    source = state.sides[0].faction_deck.pop()
    state.sides[0].faction_discard.append(source)
    state.statuses.setdefault(card, []).append(Status(kind=kind, source=source))


def test_mow_move_5_protected_and_frozen_cards_do_not_move():
    start, sector, delta = single_entry(+1)
    guarded, iced, free = pick(sector, 3)
    state = turn_with(start, sector, [(guarded, "recruits", "bob"), (iced, "neutral", None), (free, "neutral", None)])
    _mark(state, guarded, "protect")
    _mark(state, iced, "freeze")
    state = refresh(state)
    assert refused(state, {"type": "choose_starting", "player": "ann", "card": iced}) == "MOW-MOVE-5"
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": guarded}) == "MOW-MOVE-5"
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": iced}) == "MOW-MOVE-5"


def test_mow_amb_1_a_step_into_allies_is_legal_and_locks():
    start, sector, delta = single_entry(+1, 2)
    card = pick(sector, 1)[0]
    state = turn_with(start, sector, [(card, "loyalists", "ann")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, events = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    assert card in state.sides[0].allies
    # The card is locked: nothing else can move it, so the rest of the movement is skipped.
    assert any(e["type"] == "movement_skipped" for e in events)


def test_mow_amb_2_minus_is_relative_to_the_board():
    start, sector, delta = single_entry(-1, 3)
    own, neutral, theirs = pick(sector, 3)
    state = turn_with(start, sector, [(own, "recruits", "ann"), (neutral, "neutral", None), (theirs, "loyalists", "bob")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    for card in (own, neutral, theirs):
        state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    assert own in state.neutral and neutral in state.sides[1].recruits and theirs in state.sides[1].allies


def test_mow_amb_2_minus_is_mandatory_even_into_the_opponents_allies():
    start, sector, delta = single_entry(-1)
    theirs = pick(sector, 1)[0]
    state = turn_with(start, sector, [(theirs, "loyalists", "bob")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    listed = GAME.legal_actions(state)
    assert [a.card for a in listed] == [theirs]
    assert refused(state, {"type": "pass", "player": "ann"}) == "MOW-MOVE-4"


def test_mow_amb_3_the_starting_card_never_moves_itself():
    start, sector, delta = single_entry(+1, own_sector=True)
    other = pick(sector, 1, exclude=(start,))[0]
    state = turn_with(start, sector, [(other, "neutral", None)])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": start}) == "MOW-AMB-3"


def test_mow_amb_4_one_card_may_take_several_steps_in_any_entry_order():
    for card in CAT.community.values():
        sectors = [m.sector for m in card.movements]
        if len(card.movements) >= 2 and card.sector not in sectors and card.movements[0].delta >= 2:
            break
    first, second = card.movements[0], card.movements[1]
    state = started()
    state = move_phase(state, "ann")
    board_without(state, first.sector)
    board_without(state, second.sector, keep=(card.id,))
    put(state, card.id, "neutral")
    a = pick(first.sector, 1)[0]
    b = pick(second.sector, 1)[0]
    put(state, a, "recruits", "bob")
    put(state, b, "recruits", "bob" if second.delta > 0 else "ann")
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": card.id})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 1, "card": b})  # the second entry first
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": a})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": a})  # the same card again
    assert a in state.sides[0].recruits


def test_mow_ffa_2_minus_out_of_neutral_names_the_opponent():
    start, sector, delta = single_entry(-1)
    card = pick(sector, 1)[0]
    state = turn_with(start, sector, [(card, "neutral", None)], variant="ffa3")
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    listed = GAME.legal_actions(state)
    assert {(a.card, a.toward) for a in listed} == {(card, "bob"), (card, "cat")}
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": card}) == "MOW-FFA-2"
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": card, "toward": "ann"}) == "MOW-FFA-2"
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card, "toward": "cat"})
    assert card in state.sides[2].recruits


def test_mow_amb_11_three_sides_around_one_neutral():
    start, sector, delta = single_entry(+1, 2)
    card = pick(sector, 1)[0]
    state = turn_with(start, sector, [(card, "loyalists", "cat")], variant="ffa3")
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    state, _ = act(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    assert card in state.neutral  # + moves cat's card toward Neutral, one row per step


def test_toward_outside_ffa_is_refused():
    start, sector, delta = single_entry(-1)
    card = pick(sector, 1)[0]
    state = turn_with(start, sector, [(card, "neutral", None)])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert refused(state, {"type": "move", "player": "ann", "entry": 0, "card": card, "toward": "bob"}) == "MOW-FFA-2"
