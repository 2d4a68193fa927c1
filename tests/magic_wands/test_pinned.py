"""Rule behaviours pinned so that a wrong rule cannot hide (issue 21, scripts/mutation).

Each test here was written against a change to the engine that no other test noticed: a violation's
message and hint as a player reads them, the events a rule emits, the legal-action list, boundaries.
Everything goes through the public engine API (setup / verify / apply / legal_actions).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.magic_wands.cards import reference_catalogue
from adjudicator.magic_wands.state import Purchase

from .helpers import G, buy, new_game, pick, place_market, set_hand, swap, turn_to

NAMES = {wand.id: wand.name for wand in reference_catalogue().wands.values()}


def ready(players: int = 3, seed: str = "rules"):  # type: ignore[no-untyped-def]
    state = new_game(players, seed)
    turn_to(state, 0)
    state.starting_player = "p0"
    return state


def plain(events):  # type: ignore[no-untyped-def]
    """Events as a client reads them (JSON builtins)."""
    return msgspec.to_builtins(events)


def refusal(state, action):  # type: ignore[no-untyped-def]
    violation = G.verify(state, action)
    assert violation is not None, "the action should have been refused"
    return violation


# -- MW-PURCHASE-1: the card count and the power, each failure with its own message -------------------
def test_mw_purchase_1_count_failure_names_the_exact_count_and_the_cards_given() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-12")  # power 12, req 2
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    for pay in ([ids[0]], ids[:3]):  # one card too few, one too many (the power would be enough)
        v = refusal(state, buy("p0", wand, pay))
        assert v.code == "MW-PURCHASE-1" and v.path == "/action/pay"
        assert v.message == f"{NAMES['MW-W-12']} needs exactly 2 card(s); {len(pay)} given"
        assert v.hint == "Sacred Priesthood among the paying wands adjusts the count by 1"
        assert v.rule == "magic-wands.txt §Purchase"


def test_mw_purchase_1_count_failure_with_a_priesthood_names_the_range() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-27")  # power 27, req 3
    ids = set_hand(state, 0, ["MW-W-07", "MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    # With Sacred Priesthood the count may be 2 to 4; five cards are one too many.
    v = refusal(state, buy("p0", wand, ids))
    assert v.code == "MW-PURCHASE-1"
    assert v.message == f"{NAMES['MW-W-27']} needs exactly 2 to 4 card(s); 5 given"
    assert v.hint == ""


def test_mw_purchase_1_count_failure_never_asks_for_fewer_than_one_card() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-06")  # power 6, req 1: with a Priesthood still at least 1
    ids = set_hand(state, 0, ["MW-W-07", "MW-S-07", "MW-S-05", "MW-S-01"])
    G.check(state)
    v = refusal(state, buy("p0", wand, ids[:3]))
    assert v.message == f"{NAMES['MW-W-06']} needs exactly 1 to 2 card(s); 3 given"
    assert G.verify(state, buy("p0", wand, ids[:2])) is None  # Priesthood + 7: two cards, 14 >= 6
    assert G.verify(state, buy("p0", wand, [ids[1]])) is None  # one card


def test_mw_wand_sp_a_priesthood_pays_with_one_card_fewer() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-27")  # power 27, req 3
    ids = set_hand(state, 0, ["MW-W-07", "MW-W-45", "MW-S-07", "MW-S-01"])
    G.check(state)
    assert G.verify(state, buy("p0", wand, ids[:2])) is None  # two cards with a Priesthood: 52 >= 27
    v = refusal(state, buy("p0", wand, ids[1:3]))  # two cards without: 52 >= 27 but the count is 3
    assert v.message == f"{NAMES['MW-W-27']} needs exactly 3 card(s); 2 given"
    v = refusal(state, buy("p0", wand, [ids[0]]))  # one card is too few even so
    assert v.message == f"{NAMES['MW-W-27']} needs exactly 2 to 4 card(s); 1 given"


def test_mw_purchase_1_power_failure_names_the_total_and_the_cost() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-12")  # power 12, req 2, row 1: no surcharge
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    v = refusal(state, buy("p0", wand, [ids[0], ids[2]]))  # 7 + 3 = 10 < 12
    assert v.code == "MW-PURCHASE-1" and v.path == "/action/pay" and v.hint == ""
    assert v.message == f"the paying wands total 10 power; {NAMES['MW-W-12']} costs 12"
    # One short of the cost is refused, the cost exactly is enough.
    v = refusal(state, buy("p0", wand, [ids[1], ids[3]]))  # 6 < 12
    assert v.message == f"the paying wands total 6 power; {NAMES['MW-W-12']} costs 12"
    assert G.verify(state, buy("p0", wand, [ids[1], ids[0]])) is None  # 12 >= 12


def test_mw_purchase_2_surcharge_is_in_the_message_and_the_boundary_is_exact() -> None:
    state = ready()
    wand = place_market(state, 1, 2, "MW-W-06")  # power 6 in row 2: costs 8
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    v = refusal(state, buy("p0", wand, [ids[0]]))  # 7 < 8
    assert v.code == "MW-PURCHASE-1"
    assert v.message == f"the paying wands total 7 power; {NAMES['MW-W-06']} costs 8 (+2 Surcharge)"
    state2 = ready()
    wand2 = place_market(state2, 1, 2, "MW-W-05")  # power 5 in row 2: costs 7
    ids2 = set_hand(state2, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state2)
    assert G.verify(state2, buy("p0", wand2, [ids2[0]])) is None  # 7 >= 5 + 2 exactly


def test_mw_wand_sw_swift_winds_changes_the_cost_in_the_message() -> None:
    state = ready()
    middle = place_market(state, 1, 1, "MW-W-16")  # row 2 with Swift Winds: no surcharge, costs 16
    top = place_market(state, 2, 2, "MW-W-12")  # row 3 with Swift Winds: costs 12 + 2
    bottom = place_market(state, 0, 3, "MW-W-32")  # row 1 with Swift Winds: costs 32
    ids = set_hand(state, 0, ["MW-W-14", "MW-S-01", "MW-S-03", "MW-S-05"])
    G.check(state)
    v = refusal(state, buy("p0", middle, [ids[1], ids[2]]))  # 4, no Swift Winds: 16 + 2
    assert v.message == f"the paying wands total 4 power; {NAMES['MW-W-16']} costs 18 (+2 Surcharge)"
    v = refusal(state, buy("p0", middle, [ids[0], ids[1]]))  # 15 < 16 with Swift Winds
    assert v.message == f"the paying wands total 15 power; {NAMES['MW-W-16']} costs 16"
    assert G.verify(state, buy("p0", middle, [ids[0], ids[2]])) is None  # 17 >= 16
    assert G.verify(state, buy("p0", top, [ids[0], ids[1]])) is None  # row 3 with Swift Winds: 15 >= 12 + 2
    v = refusal(state, buy("p0", bottom, [ids[0], ids[3], ids[2]]))  # req 3: 22 < 32
    assert v.message == f"the paying wands total 22 power; {NAMES['MW-W-32']} costs 32"


def test_mw_wand_sw_row_three_costs_the_surcharge() -> None:
    state = ready()
    top = place_market(state, 2, 2, "MW-W-12")  # row 3 with Swift Winds: 12 + 2
    ids = set_hand(state, 0, ["MW-W-14", "MW-S-01", "MW-S-03", "MW-S-05"])
    G.check(state)
    v = refusal(state, buy("p0", top, [ids[0]]))
    assert v.message == f"{NAMES['MW-W-12']} needs exactly 2 card(s); 1 given"
    state2 = ready()
    top2 = place_market(state2, 2, 2, "MW-W-16")  # row 3 with Swift Winds: 16 + 2 = 18
    ids2 = set_hand(state2, 0, ["MW-W-14", "MW-S-01", "MW-S-03", "MW-S-05"])
    G.check(state2)
    v = refusal(state2, buy("p0", top2, [ids2[0], ids2[2]]))  # 17 < 18
    assert v.message == f"the paying wands total 17 power; {NAMES['MW-W-16']} costs 18 (+2 Surcharge)"
    assert G.verify(state2, buy("p0", top2, [ids2[0], ids2[3]])) is None  # 19 >= 18


def test_mw_purchase_2_block_message_and_hint() -> None:
    state = ready()
    blocked = place_market(state, 2, 1, "MW-W-06")
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    v = refusal(state, buy("p0", blocked, [ids[0]]))
    assert v.code == "MW-PURCHASE-2" and v.path == "/action/wand"
    assert v.message == f"{NAMES['MW-W-06']} is in row 3 (Block): it cannot be bought"
    assert v.hint == "Swift Winds among the paying wands lets row 3 be bought at +2"
    # The block is decided before the count: a wrong count in row 3 is still MW-PURCHASE-2.
    assert refusal(state, buy("p0", blocked, ids[:3])).code == "MW-PURCHASE-2"


def test_mw_purchase_1_cards_not_in_the_market_or_not_in_hand_or_twice() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-12")
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    in_deck = state.deck[0].id
    v = refusal(state, buy("p0", in_deck, ids[:2]))
    assert (v.code, v.path, v.message, v.hint) == (
        "MW-PURCHASE-1", "/action/wand", f"{in_deck} is not in the market", "choose a wand from the market",
    )
    v = refusal(state, buy("p0", wand, [ids[1], ids[1]]))
    assert (v.path, v.message) == ("/action/pay/1", f"{ids[1]} is used twice")
    other = state.players[1].hand[0].id
    v = refusal(state, buy("p0", wand, [ids[0], ids[1], other]))
    assert (v.path, v.message) == ("/action/pay/2", f"{other} is not in your hand")


def test_mw_wand_sp_message_names_the_paying_priesthood() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-W-07", "MW-S-05", "MW-S-01"])
    target = place_market(state, 0, 1, "MW-W-07")
    G.check(state)
    v = refusal(state, buy("p0", target, [ids[1]]))
    assert (v.code, v.path) == ("MW-WAND-SP", "/action/pay/0")
    assert v.message == f"{NAMES['MW-W-07']} cannot be used to purchase another {NAMES['MW-W-07']}"
    v = refusal(state, buy("p0", target, [ids[0], ids[1]]))  # the Priesthood second
    assert v.code == "MW-WAND-SP" and v.path == "/action/pay/1"


def test_mw_wand_sp_priesthoods_stack_unless_the_option_says_not() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-36")  # req 4, power 36
    ids = set_hand(state, 0, ["MW-W-07", "MW-W-07", "MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    v = refusal(state, buy("p0", wand, ids))  # stacked (the default): 2 to 6 cards; 30 < 36
    assert v.message == f"the paying wands total 30 power; {NAMES['MW-W-36']} costs 36"
    single = new_game(3, "rules", priesthood_stacks=False)
    turn_to(single, 0)
    single.starting_player = "p0"
    wand = place_market(single, 0, 0, "MW-W-36")
    ids = set_hand(single, 0, ["MW-W-07", "MW-W-07", "MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(single)
    v = refusal(single, buy("p0", wand, ids))  # 6 cards: Req 4 widened by 1 only (3 to 5)
    assert v.message == f"{NAMES['MW-W-36']} needs exactly 3 to 5 card(s); 6 given"
    assert G.verify(single, buy("p0", wand, ids[1:])) is not None  # 5 cards: the count is right, 23 < 36
    assert refusal(single, buy("p0", wand, ids[1:])).message.startswith("the paying wands total 23 power")


# -- legal actions --------------------------------------------------------------------------------------
def _key(state, action: Purchase) -> tuple[str, tuple[str, ...]]:  # type: ignore[no-untyped-def]
    wands = {card.id: card.wand for player in state.players for card in player.hand}
    return action.wand, tuple(sorted(wands[c] for c in action.pay))


def test_legal_purchases_list_each_payment_once_for_copies_of_one_wand() -> None:
    state = ready()
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-12", "MW-W-27"]):
        place_market(state, 0, col, wand)
    ids = set_hand(state, 0, ["MW-W-11", "MW-W-11", "MW-S-07", "MW-S-07", "MW-S-01"])
    G.check(state)
    actions = G.legal_actions(state, "p0")
    keys = [_key(state, a) for a in actions]
    assert len(keys) == len(set(keys)), "the same payment is listed twice"
    # The first copy in hand order stands for the others.
    for action in actions:
        assert ids[1] not in action.pay or ids[0] in action.pay
        assert ids[3] not in action.pay or ids[2] in action.pay
    # Every listed purchase is legal, and every legal payment of a sample is listed.
    for action in actions:
        assert G.verify(state, action) is None
    assert any(_key(state, a) == (state.market[0][2].id, ("MW-S-07", "MW-S-07")) for a in actions)  # 14 >= 12
    assert any(_key(state, a) == (state.market[0][3].id, ("MW-S-07", "MW-W-11", "MW-W-11")) for a in actions)


def test_legal_purchases_are_exactly_the_verified_ones() -> None:
    from itertools import combinations

    state = ready()
    place_market(state, 0, 0, "MW-W-06")
    place_market(state, 1, 1, "MW-W-12")
    place_market(state, 2, 2, "MW-W-16")
    set_hand(state, 0, ["MW-W-14", "MW-W-07", "MW-W-11", "MW-S-05", "MW-S-01"])
    G.check(state)
    listed = {(a.wand, tuple(sorted(a.pay))) for a in G.legal_actions(state, "p0")}
    hand = [c.id for c in state.players[0].hand]
    market = [c.id for row in state.market for c in row if c is not None]
    expected = set()
    for wand in market:
        for size in range(1, len(hand) + 1):
            for combo in combinations(hand, size):
                if G.verify(state, buy("p0", wand, list(combo))) is None:
                    expected.add((wand, tuple(sorted(combo))))
    assert listed == expected and listed


def test_legal_purchases_of_a_one_card_hand_and_a_five_card_hand() -> None:
    state = ready()
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-09"]):
        place_market(state, 0, col, wand)
    set_hand(state, 0, ["MW-S-07"])
    G.check(state)
    listed = {(a.wand, tuple(a.pay)) for a in G.legal_actions(state, "p0")}
    seven = state.players[0].hand[0].id
    affordable = {c.id for row in state.market[:2] for c in row if c is not None and c.req == 1 and c.power + (2 if c in state.market[1] else 0) <= 7}
    assert listed == {(wand, (seven,)) for wand in affordable}
    assert (state.market[0][3].id, (seven,)) not in listed  # 9 > 7


def test_a_hand_that_can_only_buy_with_every_card() -> None:
    state = ready()
    mythic = f"{state.mythics[2]}#1"  # power 120, req 5
    swap(state, state.market[0][0].id, mythic)
    for col, wand in enumerate(["MW-W-45", "MW-W-40", "MW-W-36"], start=1):
        place_market(state, 0, col, wand)
    ids = set_hand(state, 0, ["MW-W-45", "MW-W-40", "MW-W-32", "MW-S-03", "MW-S-01"])  # 121 in five cards
    G.check(state)
    purchases = [a for a in G.legal_actions(state, "p0") if a.wand == mythic]
    assert [sorted(a.pay) for a in purchases] == [sorted(ids)]


# -- MW-PURCHASE-4 and MW-END-2-R: the events ------------------------------------------------------------
def test_mw_purchase_4_elimination_emits_the_eliminated_event() -> None:
    state = ready()
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-09"]):
        place_market(state, 0, col, wand)
    set_hand(state, 1, ["MW-S-01", "MW-S-03"])
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    state = G.apply(state, buy("p0", state.market[0][0].id, [ids[0]]))[0]
    result = G.adjudicate(state, pick("p1", ids[0], keep=False))
    assert result.valid
    events = plain(result.events)
    eliminated = [e for e in events if e["type"] == "eliminated"]
    assert eliminated == [{"type": "eliminated", "player": "p1", "rule": "MW-PURCHASE-4"}]
    kinds = [e["type"] for e in events]
    assert kinds.index("turn") < kinds.index("eliminated")
    assert not result.state.over and result.state.phase == "pass_cards"
    assert result.state.packet.source == "p1" and result.state.packet.picker == "p2"


def test_mw_end_2_r_last_player_standing_events_and_hand() -> None:
    state = ready(2)
    set_hand(state, 1, ["MW-S-01"])
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-09"]):
        place_market(state, 0, col, wand)
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    state = G.apply(state, buy("p0", state.market[0][0].id, [ids[0]]))[0]
    result = G.adjudicate(state, pick("p1", ids[0], keep=False))
    events = plain(result.events)
    assert [e["type"] for e in events][-2:] == ["eliminated", "game_over"]
    assert events[-2] == {"type": "eliminated", "player": "p1", "rule": "MW-PURCHASE-4"}
    over = events[-1]
    assert over["result"]["winners"] == ["p0"] and over["result"]["reason"] == "last_player_standing"
    # The eliminated hand is not passed: it stays where it was and the game is over.
    final = result.state
    assert final.over and final.phase == "over" and final.to_act == [] and final.packet is None
    assert [c.wand for c in final.players[1].hand] == ["MW-S-01"]
    assert G.legal_actions(final) == []


def test_purchase_events_and_pass_cards_order() -> None:
    state = ready()
    wand = place_market(state, 0, 1, "MW-W-12")
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    result = G.adjudicate(state, buy("p0", wand, [ids[0], ids[1]]))
    events = plain(result.events)
    purchased = events[0]
    assert purchased["type"] == "purchased" and purchased["player"] == "p0"
    assert purchased["row"] == 0 and purchased["column"] == 1
    assert [c["id"] for c in purchased["pay"]] == [ids[0], ids[1]] and purchased["wand"]["id"] == wand
    after = result.state
    assert after.phase == "pass_cards" and after.to_act == ["p1"] and after.gap == [0, 1]
    assert sorted(c.id for c in after.packet.cards) == sorted(ids[:2])
    assert [c.id for c in after.players[0].hand] == [ids[2], ids[3], wand]
    # p1 keeps one, p2 gets the other: then Refresh, and p1's turn.
    after = G.apply(after, pick("p1", ids[0]))[0]
    assert after.to_act == ["p2"] and after.packet.picker == "p2"
    result = G.adjudicate(after, pick("p2", ids[1], keep=False))
    events = plain(result.events)
    assert [e["type"] for e in events] == ["picked", "refreshed", "turn"]
    refreshed = events[1]
    assert refreshed["column"] == 1 and refreshed["drawn"]["id"] == after.deck[0].id
    assert events[2] == {"type": "turn", "player": "p1", "turn_number": after.turn_number + 1}
    final = result.state
    assert final.turn == "p1" and final.phase == "purchase" and final.to_act == ["p1"] and final.gap is None
    assert final.market[0][1].id == after.market[1][1].id and final.market[1][1].id == after.market[2][1].id
    assert final.market[2][1].id == after.deck[0].id and final.deck_count == len(after.deck) - 1
    assert ids[1] in [c.id for c in final.discard] and ids[0] in [c.id for c in final.players[1].hand]


def test_purchaser_in_pass_cycle_option_and_last_picker() -> None:
    state = new_game(3, "rules", purchaser_in_pass_cycle=True)
    turn_to(state, 0)
    state.starting_player = "p0"
    wand = place_market(state, 0, 1, "MW-W-27")  # req 3
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-W-16", "MW-S-01"])
    G.check(state)
    state = G.apply(state, buy("p0", wand, [ids[0], ids[1], ids[2]]))[0]
    assert state.to_act == ["p1"]
    state = G.apply(state, pick("p1", ids[0], keep=False))[0]
    assert state.to_act == ["p2"]
    state = G.apply(state, pick("p2", ids[1], keep=False))[0]
    assert state.to_act == ["p0"] and state.phase == "pass_cards"  # the purchaser takes part
    state = G.apply(state, pick("p0", ids[2]))[0]
    assert state.phase == "purchase" and state.turn == "p1"
    assert ids[2] in [c.id for c in state.players[0].hand]


def test_without_the_option_the_purchaser_is_skipped_and_leftovers_discarded() -> None:
    state = ready(2)
    wand = place_market(state, 0, 1, "MW-W-27")  # req 3
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-W-16", "MW-S-01"])
    G.check(state)
    state = G.apply(state, buy("p0", wand, [ids[0], ids[1], ids[2]]))[0]
    state = G.apply(state, pick("p1", ids[2]))[0]
    # Two players: p1 is the only picker, of every card of the packet; then Refresh and p1's turn.
    assert state.to_act == ["p1"] and state.packet.picker == "p1" and len(state.packet.cards) == 2
    state = G.apply(state, pick("p1", ids[1], keep=False))[0]
    state = G.apply(state, pick("p1", ids[0]))[0]
    assert state.phase == "purchase" and state.turn == "p1" and state.packet is None
    assert ids[1] in {c.id for c in state.discard}
    assert {ids[0], ids[2]} <= {c.id for c in state.players[1].hand}


def test_mw_pass_2_message_and_hint() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    set_hand(state, 1, ["MW-W-05", "MW-W-06", "MW-W-12", "MW-W-24", "MW-W-27", "MW-W-30", "MW-W-32", "MW-W-36"])
    target = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    state = G.apply(state, buy("p0", target, [ids[0]]))[0]
    v = refusal(state, pick("p1", ids[0], keep=True))
    assert (v.code, v.path) == ("MW-PASS-2", "/action/keep")
    assert v.message == "your hand holds 8 cards, the limit is 8: the card must be discarded"
    assert v.hint == "post the same pick with keep: false"
    assert G.legal_actions(state) == [pick("p1", ids[0], keep=False)]
    # Seven cards: the eighth may be kept.
    state2 = ready()
    ids2 = set_hand(state2, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    set_hand(state2, 1, ["MW-W-05", "MW-W-06", "MW-W-12", "MW-W-24", "MW-W-27", "MW-W-30", "MW-W-32"])
    target2 = place_market(state2, 0, 0, "MW-W-06")
    G.check(state2)
    state2 = G.apply(state2, buy("p0", target2, [ids2[0]]))[0]
    assert G.verify(state2, pick("p1", ids2[0], keep=True)) is None


def test_mw_wand_ebs_message_counts_the_other_cards() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-W-09", "MW-W-12", "MW-S-07", "MW-S-01"])
    target = place_market(state, 0, 0, "MW-W-27")  # req 3: 9 + 12 + 7 = 28
    G.check(state)
    state = G.apply(state, buy("p0", target, [ids[0], ids[1], ids[2]]))[0]
    v = refusal(state, pick("p1", ids[0]))
    assert (v.code, v.path) == ("MW-WAND-EBS", "/action/card")
    assert v.message == f"{NAMES['MW-W-09']} must be chosen last: 2 other card(s) are still in the packet"
    assert {(a.card, a.keep) for a in G.legal_actions(state)} == {(c, k) for c in ids[1:3] for k in (True, False)}


def test_mw_pass_1_a_card_not_in_the_packet() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    target = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    state = G.apply(state, buy("p0", target, [ids[0]]))[0]
    v = refusal(state, pick("p1", ids[1]))
    assert (v.code, v.path, v.message) == ("MW-PASS-1", "/action/card", f"{ids[1]} is not in the packet being passed")


def test_mw_turn_1_messages() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    target = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    v = refusal(state, buy("p1", target, [state.players[1].hand[0].id]))
    assert (v.code, v.path, v.message) == ("MW-TURN-1", "/action/player", "it is not p1's decision: waiting for p0")
    v = refusal(state, pick("p0", ids[0]))
    assert (v.code, v.path, v.message) == ("MW-TURN-1", "/action/type", "it is the Purchase phase: buy a wand")
    after = G.apply(state, buy("p0", target, [ids[0]]))[0]
    v = refusal(after, buy("p1", after.market[0][1].id, [after.players[1].hand[0].id]))
    assert (v.code, v.message) == ("MW-TURN-1", "it is the Pass Cards phase: pick a card from the packet")


def test_three_players_turns_go_clockwise_and_skip_the_eliminated() -> None:
    state = ready()
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-09"]):
        place_market(state, 0, col, wand)
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    forged = copy.deepcopy(state)  # p1 already eliminated
    forged.players[1].eliminated = True
    forged.players[1].hand = []
    forged.deck.extend(c for c in state.players[1].hand)
    forged.deck_count = len(forged.deck)
    after = G.apply(forged, buy("p0", forged.market[0][0].id, [ids[0]]))[0]
    assert after.to_act == ["p2"]  # p1 is out: p2 picks
    after = G.apply(after, pick("p2", ids[0], keep=False))[0]
    assert after.turn == "p2" and after.to_act == ["p2"]


# -- MW-PURCHASE-3 and MW-END-1: the end of the game --------------------------------------------------------
def _mythics_bought(state, count: int) -> list[str]:  # type: ignore[no-untyped-def]
    """``count`` Mythics already bought, the dearest first (they sit in p2's hand); returns the ids of the
    Mythics left, the cheapest (power 50) first."""
    mythics = [f"{m}#1" for m in state.mythics]
    hand2 = state.players[2].hand
    for index in range(count):
        swap(state, hand2[index].id, mythics[-1 - index])
    state.mythics_bought = count
    return mythics[: 3 - count]


def test_mw_purchase_3_second_mythic_does_not_end_the_game() -> None:
    state = ready()
    left = _mythics_bought(state, 1)
    swap(state, state.market[0][0].id, left[0])
    ids = set_hand(state, 0, ["MW-W-45", "MW-W-40", "MW-S-07", "MW-S-05"])
    G.check(state)
    result = G.adjudicate(state, buy("p0", left[0], ids))
    events = plain(result.events)
    assert {"type": "mythic_acquired", "count": 2, "rule": "MW-PURCHASE-3"} in events
    assert not any(e["type"] == "end_triggered" for e in events)
    assert result.state.end_trigger is None and result.state.last_turn is None


def test_mw_end_1_third_mythic_early_in_the_round_plays_the_round_out() -> None:
    state = ready()  # p0 is the Starting Player: the round ends with p2
    left = _mythics_bought(state, 2)
    swap(state, state.market[0][0].id, left[0])
    ids = set_hand(state, 0, ["MW-W-45", "MW-W-40", "MW-S-07", "MW-S-05"])
    G.check(state)
    result = G.adjudicate(state, buy("p0", left[0], ids))
    events = plain(result.events)
    assert {"type": "mythic_acquired", "count": 3, "rule": "MW-PURCHASE-3"} in events
    assert {"type": "end_triggered", "reason": "third_mythic", "last_turn": "p2", "rule": "MW-END-1"} in events
    state = result.state
    turns_seen = []
    for _ in range(200):
        if state.over:
            break
        if state.phase == "purchase":
            turns_seen.append(state.turn)
        state, events = G.apply(state, G.legal_actions(state)[-1])
    assert state.over and state.result.reason == "third_mythic"
    assert turns_seen[-1] == "p2" and "p0" not in turns_seen[1:]
    over = plain(events)[-1]
    assert over["type"] == "game_over" and over["result"]["reason"] == "third_mythic"
    assert over["result"]["scores"] == state.result.scores and over["result"]["winners"] == state.result.winners


def test_mw_end_1_the_last_turn_skips_an_eliminated_player() -> None:
    state = ready()
    left = _mythics_bought(state, 2)
    state.players[2].eliminated = True  # p2 is out: the round ends with p1
    p2_hand = state.players[2].hand
    state.players[2].hand = []
    state.discard.extend(p2_hand)
    swap(state, state.market[0][0].id, left[0])
    ids = set_hand(state, 0, ["MW-W-45", "MW-W-40", "MW-S-07", "MW-S-05"])
    result = G.adjudicate(state, buy("p0", left[0], ids))
    assert result.state.end_trigger == "third_mythic" and result.state.last_turn == "p1"


def test_mw_end_1_an_empty_deck_leaves_a_hole_and_triggers_the_end() -> None:
    state = ready(2)
    state.starting_player = "p0"
    for col, mythic in enumerate(state.mythics, start=1):
        swap(state, state.market[2][col].id, f"{mythic}#1")
    state.discard.extend(state.deck)
    state.deck.clear()
    state.deck_count = 0
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    wand = place_market(state, 0, 0, "MW-W-05")
    G.check(state)
    state = G.apply(state, buy("p0", wand, [ids[0]]))[0]
    result = G.adjudicate(state, pick("p1", ids[0], keep=False))
    events = plain(result.events)
    assert {"type": "refreshed", "column": 0, "drawn": None} in events
    assert {"type": "end_triggered", "reason": "market_empty", "last_turn": "p1", "rule": "MW-END-1"} in events
    # The end is triggered once: a second hole later does not move the last turn.
    assert [e["type"] for e in events].count("end_triggered") == 1


def test_mw_score_1_eliminated_players_are_scored_but_cannot_win() -> None:
    from adjudicator.magic_wands.scoring import final_result

    catalogue = reference_catalogue()
    state = ready(3)
    set_hand(state, 0, ["MW-W-12"])
    set_hand(state, 1, ["MW-W-45"])
    set_hand(state, 2, ["MW-W-06", "MW-S-07"])
    state.players[1].eliminated = True
    result = final_result(catalogue, state, "r")
    assert result.scores == {"p0": 12, "p1": 45, "p2": 13} and result.winners == ["p2"] and result.reason == "r"
    state.players[0].eliminated = state.players[2].eliminated = True
    assert final_result(catalogue, state, "r").winners == []


def test_mw_score_1_fewer_wands_wins_a_tie() -> None:
    from adjudicator.magic_wands.scoring import final_result

    catalogue = reference_catalogue()
    state = ready(3)
    set_hand(state, 2, ["MW-W-12"])  # 12 in one: fewer wands but less power
    set_hand(state, 1, ["MW-W-06", "MW-S-07"])  # 13 in two
    set_hand(state, 0, ["MW-W-06", "MW-S-07"])  # 13 in two
    result = final_result(catalogue, state, "r")
    assert result.scores == {"p0": 13, "p1": 13, "p2": 12}
    assert result.winners == ["p0", "p1"]
    set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-01"])  # 13 in three
    result = final_result(catalogue, state, "r")
    assert result.scores == {"p0": 13, "p1": 13, "p2": 12}
    assert result.winners == ["p1"]


def test_mw_wand_rr_beyond_the_table_and_per_type_scoring() -> None:
    from adjudicator.magic_wands.cards import PerType, SetScoring
    from adjudicator.magic_wands.scoring import hand_score, set_score

    table = SetScoring(table={"1": 5, "2": 14, "3": 27, "4": 44})
    assert [set_score(table, 5, n) for n in (1, 4, 5, 6)] == [5, 44, 49, 54]
    sparse = SetScoring(table={"2": 14})
    assert [set_score(sparse, 5, n) for n in (1, 2, 3)] == [5, 14, 19]
    late = SetScoring(table={"3": 27})  # below the first entry: power per copy
    assert [set_score(late, 5, n) for n in (1, 2, 3, 4)] == [5, 10, 27, 32]
    catalogue = reference_catalogue()
    state = ready()
    # Gloaming Conduit: 24, +2 per Starting Wand in hand (copies count each).
    set_hand(state, 0, ["MW-W-24", "MW-S-07", "MW-S-01"])
    assert hand_score(catalogue, state.players[0].hand) == 24 + 7 + 1 + 2 * 2
    set_hand(state, 0, ["MW-W-24", "MW-W-24", "MW-S-07"])
    assert hand_score(catalogue, state.players[0].hand) == 48 + 7 + 2 * 1 * 2
    assert isinstance(catalogue.wands["MW-W-24"].effect, PerType)


# -- setup: the variant, MW-SETUP-6 chosen by the players --------------------------------------------------
def test_the_variant_seats_two_or_three_and_an_unknown_variant_is_refused() -> None:
    import pytest

    from adjudicator.core.errors import InputError

    assert G.catalogue_entry()["variants"] == [{
        "id": "standard",
        "players": {"min": 2, "max": 3},
        "description": "2 or 3 players with the reference cards; more with a custom card set",
    }]
    assert G.setup("standard", ["a", "b"], "s").variant == "standard"
    with pytest.raises(InputError) as caught:
        G.setup("deluxe", ["a", "b"], "s")
    assert [(e.pointer, e.message) for e in caught.value.errors] == [
        ("/variant", "unknown variant 'deluxe' for magic-wands (known: standard)"),
    ]


def test_mw_setup_6_the_players_choose_one_mythic_of_each_power() -> None:
    import pytest

    from adjudicator.core.errors import InputError

    state = G.setup(None, ["a", "b"], "s", {"mythics": ["MW-M-120A", "MW-M-60A", "MW-M-50B"]})
    assert state.mythics == ["MW-M-50B", "MW-M-60A", "MW-M-120A"]  # in order of power
    G.check(state)
    for chosen, powers in (
        (["MW-M-50A", "MW-M-50B", "MW-M-120A"], "[50, 50, 120]"),
        (["MW-M-60A", "MW-M-60B", "MW-M-120A"], "[60, 60, 120]"),
        (["MW-M-50A", "MW-M-60A", "MW-M-60B"], "[50, 60, 60]"),
    ):
        with pytest.raises(InputError) as caught:
            G.setup(None, ["a", "b"], "s", {"mythics": chosen})
        assert [(e.pointer, e.message) for e in caught.value.errors] == [
            ("/options/mythics", f"MW-SETUP-6: choose one Mythic each of power 50, 60 and 120 (got {powers})"),
        ]


# -- an illegal action naming a card that is nowhere in the game is malformed input, not a ruling ----------
def test_an_action_naming_a_card_of_no_zone_is_bad_input_at_its_pointer() -> None:
    import pytest

    from adjudicator.core.errors import InputError

    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    target = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    for action, pointer, card in (
        (buy("p0", "MW-W-06#9", [ids[0]]), "/action/wand", "MW-W-06#9"),
        (buy("p0", target, [ids[0], "MW-S-99#1"]), "/action/pay/1", "MW-S-99#1"),
        (pick("p0", "MW-S-99#1"), "/action/card", "MW-S-99#1"),
    ):
        with pytest.raises(InputError) as caught:
            G.verify(state, action)
        assert [(e.pointer, e.message) for e in caught.value.errors] == [(pointer, f"no card {card!r} in this game")]
    # a card of the game, only in the wrong place, is a ruling
    assert refusal(state, buy("p0", target, [ids[0], state.players[1].hand[0].id])).code == "MW-PURCHASE-1"
    assert G.verify(state, buy("p0", target, [ids[0]])) is None


def test_mw_purchase_4_a_starting_player_who_cannot_buy_is_eliminated_at_setup() -> None:
    """A custom card set whose market no Starting hand can pay for: the first turn eliminates at once."""
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "out-of-reach"
    for card in card_set["cards"]:
        if card["type"] in ("night", "awakening"):
            card["power"] = 40  # more than the 16 of a Starting hand
    state = G.setup(None, ["a", "b"], "s", {"card_set": card_set})
    starting = state.starting_player
    other = next(p.id for p in state.players if p.id != starting)
    assert state.over and [p.id for p in state.players if p.eliminated] == [starting]
    assert (state.result.winners, state.result.reason) == ([other], "last_player_standing")
    state = G.setup(None, ["a", "b", "c"], "s", {"card_set": card_set})
    starting = state.starting_player
    eliminated = next(p for p in state.players if p.id == starting)
    assert not state.over and eliminated.eliminated and eliminated.hand == []
    assert state.phase == "pass_cards" and state.packet is not None
    assert (state.packet.source, state.packet.reason, len(state.packet.cards)) == (starting, "elimination", 4)
    assert state.gap is None
    G.check(state)
    state.gap = [0, 0]
    assert _problems(state) == [("/gap", "an elimination turn has no Refresh")]
    # The reference cards deal it too (about one two-player deal in 1,300; this seed, a hosted match's salted
    # form): the Starting hand can pay for nothing in the first row, so the game is over before any action.
    state = G.setup(None, ["ann", "bob"], "5ab05de653ec53bcfc6917b7be44fb0c:0ptN4JYXq6H0lIeP8DYcHw")
    assert state.over and G.legal_actions(state) == [] and [p.id for p in state.players if p.eliminated] == ["ann"]
    assert (state.result.winners, state.result.reason) == (["bob"], "last_player_standing")


def test_a_forged_generator_state_is_refused_at_rng() -> None:
    import pytest

    from adjudicator.core.errors import InputError

    state = new_game()
    state.rng = msgspec.structs.replace(state.rng, key="not a key")
    with pytest.raises(InputError) as caught:
        G.check(state)
    assert ("/rng", "not a generator state") in [(e.pointer, e.message) for e in caught.value.errors]


# -- forged states: each is refused with exactly its own problems (the check stops before the noise) --------
def _problems(state):  # type: ignore[no-untyped-def]
    from adjudicator.core.errors import InputError

    try:
        G.check(state)
    except InputError as caught:
        return [(e.pointer, e.message) for e in caught.errors]
    return []


def test_forged_mythics_and_cards_are_named_alone() -> None:
    for bad in ("MW-W-05", "MW-M-99", "zzz"):  # the dealt cards then differ too (or cannot be worked out)
        state = new_game()
        state.mythics = [bad] + state.mythics[1:]
        assert _problems(state) == [("/mythics/0", f"{bad!r} is not a Mythic Wand")]
    state = new_game()  # a card untrue to the card set: not also "missing" under its own id
    state.players[0].hand[0] = msgspec.structs.replace(state.players[0].hand[0], power=99)
    assert _problems(state) == [
        ("/players/0/hand/0", "MW-S-01#1 does not match the card set (Newborn Star, starting, power 1, req 1)"),
    ]
    state = new_game()
    state.players[0].hand.append(state.players[1].hand[0])  # twice: not also "extra" or "missing"
    moved = state.players[1].hand[0].id
    assert _problems(state) == [("/players/1/hand/0", f"{moved} is also at /players/0/hand/4: a card cannot be in two places")]


def _after_purchase():  # type: ignore[no-untyped-def]
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    target = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    return state, G.apply(state, buy("p0", target, [ids[0]]))[0]


def test_forged_phases_are_refused() -> None:
    from adjudicator.magic_wands.scoring import final_result

    before, after = _after_purchase()
    assert after.phase == "pass_cards" and after.packet is not None and after.gap is not None
    over = copy.deepcopy(after)  # over, with a result, but a packet still out
    over.over, over.phase, over.to_act = True, "over", []
    over.result = final_result(reference_catalogue(), over, "completed")
    assert _problems(over) == [("/phase", "a finished game has phase 'over', no one to act, no packet and a result")]
    purchase = copy.deepcopy(after)  # the Purchase phase with the bought wand's cell still empty
    purchase.phase, purchase.to_act = "purchase", [purchase.turn]
    purchase.players[0].hand += purchase.packet.cards
    purchase.packet = None
    assert _problems(purchase) == [("/to_act", "in the Purchase phase only the turn player acts and no packet is out")]
    passing = copy.deepcopy(after)  # Pass Cards without a packet
    passing.players[0].hand += passing.packet.cards
    passing.packet = None
    assert _problems(passing) == [("/packet", "the Pass Cards phase needs a packet")]
    alone = copy.deepcopy(before)  # one active player left, the game not over
    for index in (1, 2):
        alone.discard += alone.players[index].hand
        alone.players[index].hand, alone.players[index].eliminated = [], True
    assert _problems(alone) == [("/players", "MW-END-2-R: a game with fewer than two active players is over")]
    alone.players[1].eliminated = False  # two active players: a game in progress
    alone.players[1].hand, alone.discard = alone.discard[:4], alone.discard[4:]
    assert _problems(alone) == []


def test_the_gap_left_by_a_purchase_is_the_bought_wands_cell() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    target = place_market(state, 0, 2, "MW-W-06")  # row 0, column 2: not on the diagonal
    G.check(state)
    after = G.apply(state, buy("p0", target, [ids[0]]))[0]
    assert after.gap == [0, 2] and after.market[0][2] is None
    assert after.market[0][0] is not None and after.market[2][2] is not None
    assert _problems(after) == []
    full = copy.deepcopy(after)
    full.gap = [0, 1]  # a cell that still holds a wand
    assert _problems(full) == [("/gap", "after a purchase the bought wand's cell is empty until Refresh")]
    none = copy.deepcopy(after)
    none.gap = None
    assert _problems(none) == [("/gap", "after a purchase the bought wand's cell is empty until Refresh")]


def test_forged_packets_are_refused() -> None:
    _, after = _after_purchase()
    packet = after.packet
    assert (packet.source, after.turn, after.to_act) == ("p0", "p0", [packet.picker])
    source = copy.deepcopy(after)  # the source picks, without the purchaser_in_pass_cycle option
    source.packet.picker, source.to_act = "p0", ["p0"]
    assert _problems(source) == [("/packet/picker", "MW-PASS-1: the source of the packet does not pick from it")]
    gone = copy.deepcopy(after)  # an eliminated picker
    index = next(i for i, p in enumerate(gone.players) if p.id == packet.picker)
    gone.players[index].eliminated = True
    gone.discard += gone.players[index].hand
    gone.players[index].hand = []
    assert _problems(gone) == [("/to_act", "in Pass Cards the packet's picker, an active player, acts")]
    other = copy.deepcopy(after)  # the packet comes from someone else than the turn player
    other.packet.source = next(p.id for p in other.players if p.id not in ("p0", packet.picker))
    assert _problems(other) == [("/packet/source", "the packet comes from the turn player")]


# -- views: what each seat may see (MW-AMB-14, MW-SCORE-1) -------------------------------------------------
def test_a_seat_sees_its_own_hand_and_the_sizes_of_the_deck_and_of_other_hands() -> None:
    import pytest

    from adjudicator.core.errors import InputError

    state = new_game(3, "views")
    hidden = {"hidden": True}
    for viewer in (None, "p0", "p1"):
        seen = G.view(state, viewer)
        assert "rng" not in seen
        assert seen["deck"] == [hidden] * len(state.deck) and len(state.deck) > 0
        for player, shown in zip(state.players, seen["players"], strict=True):
            if player.id == viewer:
                assert shown["hand"] == msgspec.to_builtins(player.hand)
            else:
                assert shown["hand"] == [hidden] * len(player.hand) and len(player.hand) == 4
        secret = G.secret_ids(state, viewer)
        expected = {c.id for c in state.deck} | {c.id for p in state.players if p.id != viewer for c in p.hand}
        assert secret == expected
    with pytest.raises(InputError) as caught:
        G.view(state, "zed")
    assert [(e.pointer, e.message) for e in caught.value.errors] == [("/player", "'zed' is not a player of this game")]


def test_hands_are_revealed_when_the_game_is_over_the_deck_never() -> None:
    state = G.setup(None, ["a", "b"], "s", {"card_set": _out_of_reach()})
    assert state.over
    for viewer in (None, "a", "b"):
        seen = G.view(state, viewer)
        assert [p["hand"] for p in seen["players"]] == [msgspec.to_builtins(p.hand) for p in state.players]
        assert seen["deck"] == [{"hidden": True}] * len(state.deck)
        assert G.secret_ids(state, viewer) == {c.id for c in state.deck}


def _out_of_reach():  # type: ignore[no-untyped-def]
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "out-of-reach"
    for card in card_set["cards"]:
        if card["type"] in ("night", "awakening"):
            card["power"] = 40
    return card_set


# -- the state's shape: every ruling flag recorded, unknown fields and out-of-bound lists refused ----------
def _decode_problems(data):  # type: ignore[no-untyped-def]
    from adjudicator.core.errors import InputError

    try:
        G.decode_state(data)
    except InputError as caught:
        return [(e.pointer, e.message) for e in caught.errors]
    return []


def test_the_state_records_every_option_and_refuses_unknown_fields() -> None:
    state = new_game(3, "shape")
    data = msgspec.to_builtins(state)
    assert data["options"] == {"mythics": "random", "priesthood_stacks": True, "purchaser_in_pass_cycle": False, "card_set": None}
    for pointer in ("/options", "/players/0/hand/0"):
        forged = copy.deepcopy(data)
        where = forged
        for token in pointer.strip("/").split("/"):
            where = where[int(token)] if isinstance(where, list) else where[token]
        where["extra"] = 1
        assert _decode_problems(forged) == [(f"{pointer}/extra", "Object contains unknown field `extra`")]
    _, after = _after_purchase()  # a packet is out
    forged = msgspec.to_builtins(after)
    forged["packet"]["extra"] = 1
    assert _decode_problems(forged) == [("/packet/extra", "Object contains unknown field `extra`")]
    forged = msgspec.to_builtins(after)
    forged["packet"]["cards"] = []
    assert _decode_problems(forged) == [("/packet/cards", "Expected `array` of length >= 1")]
    forged = msgspec.to_builtins(state)
    forged["options"]["mythics"] = ["MW-M-50A", "MW-M-60A", "MW-M-120A", "MW-M-50B"]
    assert _decode_problems(forged) == [("/options/mythics", "Expected `array` of length <= 3")]


def test_the_state_bounds_its_lists() -> None:
    base = msgspec.to_builtins(new_game(3, "shape"))
    cases = [
        (lambda d: d["players"].__setitem__(slice(1, None), []), "/players", "Expected `array` of length >= 2"),
        (lambda d: d["mythics"].pop(), "/mythics", "Expected `array` of length >= 3"),
        (lambda d: d["market"][0].pop(), "/market/0", "Expected `array` of length >= 4"),
        (lambda d: d["players"][0].__setitem__("hand", d["players"][0]["hand"] * 17), "/players/0/hand", "Expected `array` of length <= 64"),
        (lambda d: d["options"].__setitem__("mythics", ["MW-M-50A", "MW-M-60A"]), "/options/mythics", "Expected `array` of length >= 3"),
    ]
    for change, pointer, message in cases:
        data = copy.deepcopy(base)
        change(data)
        assert _decode_problems(data) == [(pointer, message)], pointer
    data = copy.deepcopy(base)
    data["players"] = [copy.deepcopy(data["players"][0]) | {"id": f"q{i}"} for i in range(65)]
    assert _decode_problems(data) == [("/players", "Expected `array` of length <= 64")]
    data = copy.deepcopy(base)
    data["players"][0]["hand"][0]["id"] = "M" * 49
    assert _decode_problems(data) == [("/players/0/hand/0/id", "Expected `str` of length <= 48")]


def test_the_state_bounds_its_counters_and_the_gap() -> None:
    base = msgspec.to_builtins(new_game(3, "shape"))
    for field, value, message in (
        ("mythics_bought", -1, "Expected `int` >= 0"),
        ("gap", [0], "Expected `array` of length >= 2"),
        ("gap", [0, -1], "Expected `int` >= 0"),
        ("gap", [4, 0], "Expected `int` <= 3"),
    ):
        data = copy.deepcopy(base)
        data[field] = value
        problems = _decode_problems(data)
        assert len(problems) == 1 and problems[0][0].startswith(f"/{field}") and problems[0][1] == message, problems


def test_actions_bound_their_payment_and_refuse_unknown_fields() -> None:
    import pytest

    from adjudicator.core.errors import InputError

    for action, pointer, message in (
        ({"type": "purchase", "player": "p0", "wand": "MW-W-06#1", "pay": []}, "/pay", "Expected `array` of length >= 1"),
        ({"type": "purchase", "player": "p0", "wand": "MW-W-06#1", "pay": ["MW-S-01#1"] * 65}, "/pay", "Expected `array` of length <= 64"),
        ({"type": "pass_pick", "player": "p0", "card": "MW-S-01#1", "keep": True, "x": 1}, "/x", "Object contains unknown field `x`"),
    ):
        with pytest.raises(InputError) as caught:
            G.decode_action(action)
        assert [(e.pointer.removeprefix("/action"), e.message) for e in caught.value.errors] == [(pointer, message)]
    assert G.decode_action({"type": "purchase", "player": "p0", "wand": "MW-W-06#1", "pay": ["MW-S-01#1"] * 64}).pay[63] == "MW-S-01#1"


# -- card sets: the bounds of a wand's fields and effects -----------------------------------------------------
def _night_wand_problems(field: str, value) -> tuple[int, list]:  # type: ignore[no-untyped-def,type-arg]
    """The problems of the reference set with one field of its first Night wand set to ``value``."""
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "bounds"
    index = next(i for i, c in enumerate(card_set["cards"]) if c["type"] == "night")
    if field == "copy_min_players":  # one entry per copy: the first one at the bound or past it
        value = [value] + [2] * (card_set["cards"][index]["copies"] - 1)
    card_set["cards"][index][field] = value
    return index, G.validate_card_set(card_set)[2]


_EFFECT_BOUNDS = [
    # (effect accepted, effect refused): each pair differs by one value just past a bound, or an unknown field
    ({"kind": "none"}, {"kind": "none", "extra": 1}),
    ({"kind": "set_scoring", "table": {"1": 0, "99": 10_000}}, {"kind": "set_scoring", "table": {"0": 5}}),
    ({"kind": "set_scoring", "table": {"12": 3}}, {"kind": "set_scoring", "table": {"100": 3}}),
    ({"kind": "set_scoring", "table": {"2": 10_000}}, {"kind": "set_scoring", "table": {"2": 10_001}}),
    ({"kind": "set_scoring", "table": {"2": 0}}, {"kind": "set_scoring", "table": {"2": -1}}),
    ({"kind": "set_scoring", "table": {}}, {"kind": "set_scoring", "table": {}, "extra": 1}),
    ({"kind": "purchase_modifier", "op": "req_adjust", "amount": 1}, {"kind": "purchase_modifier", "op": "req_adjust", "amount": 0}),
    ({"kind": "purchase_modifier", "op": "req_adjust", "amount": 5}, {"kind": "purchase_modifier", "op": "req_adjust", "amount": 6}),
    ({"kind": "purchase_modifier", "op": "req_adjust", "forbid_target_name": "x" * 200},
     {"kind": "purchase_modifier", "op": "req_adjust", "forbid_target_name": "x" * 201}),
    ({"kind": "purchase_modifier", "op": "req_adjust"}, {"kind": "purchase_modifier", "op": "req_adjust", "extra": 1}),
    ({"kind": "purchase_modifier", "op": "power_multiplier", "factor": 2}, {"kind": "purchase_modifier", "op": "power_multiplier", "factor": 1}),
    ({"kind": "purchase_modifier", "op": "power_multiplier", "factor": 10}, {"kind": "purchase_modifier", "op": "power_multiplier", "factor": 11}),
    ({"kind": "purchase_modifier", "op": "power_multiplier"}, {"kind": "purchase_modifier", "op": "power_multiplier", "extra": 1}),
    ({"kind": "purchase_modifier", "op": "row_shift", "amount": 1}, {"kind": "purchase_modifier", "op": "row_shift", "amount": 0}),
    ({"kind": "purchase_modifier", "op": "row_shift", "amount": 2}, {"kind": "purchase_modifier", "op": "row_shift", "amount": 3}),
    ({"kind": "purchase_modifier", "op": "row_shift"}, {"kind": "purchase_modifier", "op": "row_shift", "extra": 1}),
    ({"kind": "pass_constraint", "op": "must_pick_last"}, {"kind": "pass_constraint", "op": "must_pick_last", "extra": 1}),
    ({"kind": "hand_limit", "limit": 1}, {"kind": "hand_limit", "limit": 0}),
    ({"kind": "hand_limit", "limit": 64}, {"kind": "hand_limit", "limit": 65}),
    ({"kind": "hand_limit", "limit": 9}, {"kind": "hand_limit", "limit": 9, "extra": 1}),
    ({"kind": "end_scoring", "op": "per_type", "type": "night", "amount": 0},
     {"kind": "end_scoring", "op": "per_type", "type": "night", "amount": -1}),
    ({"kind": "end_scoring", "op": "per_type", "type": "night", "amount": 1},
     {"kind": "end_scoring", "op": "per_type", "type": "night", "amount": 1, "extra": 1}),
]


@pytest.mark.parametrize(("accepted", "refused"), _EFFECT_BOUNDS)
def test_a_card_set_effect_is_refused_just_past_each_bound(accepted, refused) -> None:  # type: ignore[no-untyped-def]
    """Each effect's fields have bounds (and no unknown field): one step past is refused at the card's `effect`
    naming the effect kind; the value at the bound is accepted."""
    for effect, ok in ((accepted, True), (refused, False)):
        index, problems = _night_wand_problems("effect", effect)
        if ok:
            assert problems == [], effect
        else:
            assert [p.pointer for p in problems] == [f"/cards/{index}/effect"], effect
            assert problems[0].message.startswith(f"invalid {effect['kind']} effect: "), problems[0].message


@pytest.mark.parametrize(("field", "good", "bad"), [
    ("power", 0, -1), ("power", 10_000, 10_001), ("req", 1, 0), ("req", 64, 65), ("name", "x" * 200, "x" * 201),
    ("effect_text", "x" * 1000, "x" * 1001), ("copy_min_players", 2, 1), ("copy_min_players", 64, 65),
    ("unknown", None, 1),
])
def test_a_card_set_wand_field_is_refused_just_past_its_bound(field, good, bad) -> None:  # type: ignore[no-untyped-def]
    """The value at the bound is accepted; one step past it is refused at the field's pointer."""
    if good is not None:
        assert _night_wand_problems(field, good)[1] == [], (field, good)
    index, problems = _night_wand_problems(field, bad)
    pointer = f"/cards/{index}/{field}" + ("/0" if field == "copy_min_players" else "")
    assert [p.pointer for p in problems] == [pointer], (field, bad, problems)


@pytest.mark.parametrize(("count", "message"), [
    (0, "Expected `array` of length >= 1"), (500, None), (501, "Expected `array` of length <= 500"),
])
def test_a_card_set_holds_1_to_500_wands(count, message) -> None:  # type: ignore[no-untyped-def]
    """Checked on upload and on an inline set at setup, at the same pointer under `/options/card_set`."""
    from adjudicator.core.errors import InputError

    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "sized"
    cards = card_set["cards"]
    extra = [dict(cards[-1], id=f"X{i}", type="night") for i in range(max(0, count - len(cards)))]
    card_set["cards"] = (cards + extra)[:count]
    _, _, problems = G.validate_card_set(card_set)
    assert [(p.pointer, p.message) for p in problems] == ([] if message is None else [("/cards", message)])
    if message is None:
        G.setup(None, ["a", "b"], "s", {"card_set": card_set})
    else:
        with pytest.raises(InputError) as raised:
            G.setup(None, ["a", "b"], "s", {"card_set": card_set})
        assert [(e.pointer, e.message) for e in raised.value.errors] == [("/options/card_set/cards", message)]


def test_a_card_set_reports_every_bad_wand_and_copies_default_to_two_players() -> None:
    """`copy_min_players` needs one entry per copy; each bad wand is reported, not only the first; a wand
    without the list has every copy in play from two players on."""
    base = copy.deepcopy(G.card_set())
    nights = [i for i, c in enumerate(base["cards"]) if c["type"] == "night"][:3]
    card_set = copy.deepcopy(base)
    card_set["id"] = "bad-copies"
    card_set["cards"][nights[0]]["copy_min_players"] = [2] * (card_set["cards"][nights[0]]["copies"] + 1)
    card_set["cards"][nights[1]]["effect"] = {"kind": "hand_limit", "limit": 0}
    card_set["cards"][nights[2]]["copy_min_players"] = []
    _, _, problems = G.validate_card_set(card_set)
    assert [(p.pointer, p.message) for p in problems][:1] == [
        (f"/cards/{nights[0]}/copy_min_players", "must have one entry per copy")]
    assert [p.pointer for p in problems] == [
        f"/cards/{nights[0]}/copy_min_players", f"/cards/{nights[1]}/effect"]  # an empty list: the default
    explicit, default = copy.deepcopy(base), copy.deepcopy(base)
    explicit["id"] = default["id"] = "copies"
    for card, same in zip(explicit["cards"], default["cards"], strict=True):
        card["copy_min_players"] = [2] * card["copies"]
        same.pop("copy_min_players", None)
    with_list = G.setup(None, ["a", "b"], "s", {"card_set": explicit})
    without = G.setup(None, ["a", "b"], "s", {"card_set": default})
    assert (with_list.players, with_list.deck, with_list.market) == (without.players, without.deck, without.market)
    assert any(len(c.get("copy_min_players", [])) != c["copies"] or set(c.get("copy_min_players", [])) != {2}
               for c in base["cards"])  # the reference set itself leaves copies out with two players


def test_the_reference_instances_are_the_cards_a_state_holds() -> None:
    """Each catalogue instance is keyed by its own id, so a fresh game passes the fast card check (the
    prefilter that spares the card-by-card walk)."""
    from adjudicator.magic_wands.consistency import _cards_fast_ok

    catalogue = reference_catalogue()
    assert all(card.id == key for key, card in catalogue.instances.items())
    for players in (["a", "b"], ["a", "b", "c"]):
        state = G.setup(None, players, "s")
        assert _cards_fast_ok(catalogue, state)


@pytest.mark.parametrize(("copies", "ok"), [((2, 2, 2, 2), True), ((1, 1, 1, 1), False), ((2, 2, 2, 3), False)])
def test_mw_setup_2_every_starting_wand_has_the_same_number_of_copies_at_least_two(copies, ok) -> None:  # type: ignore[no-untyped-def]
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "starting-copies"
    starting = [c for c in card_set["cards"] if c["type"] == "starting"]
    for card, count in zip(starting, copies, strict=True):
        card["copies"] = count
        card["copy_min_players"] = [2] * count
    _, summary, problems = G.validate_card_set(card_set)
    if ok:
        assert problems == [] and summary["max_players"] == 2
    else:
        assert [(p.pointer, p.message) for p in problems] == [
            ("/cards", "MW-SETUP-2: every Starting Wand needs the same number (>= 2) of copies")]


def _forged_set(change) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "forged-set"
    change(card_set)
    return [(p.pointer, p.message) for p in G.validate_card_set(card_set)[2]]


def test_mw_setup_6_a_set_needs_a_mythic_of_each_power() -> None:
    def drop_60(card_set):  # type: ignore[no-untyped-def]
        card_set["cards"] = [c for c in card_set["cards"] if not (c["type"] == "mythic" and c["power"] == 60)]
        card_set["recommended_mythics"] = []
    assert _forged_set(drop_60) == [("/cards", "MW-SETUP-6: no Mythic Wand of power 60")]

    def drop_all(card_set):  # type: ignore[no-untyped-def]
        card_set["cards"] = [c for c in card_set["cards"] if c["type"] != "mythic"]
        card_set["recommended_mythics"] = []
    assert _forged_set(drop_all) == [("/cards", f"MW-SETUP-6: no Mythic Wand of power {p}") for p in (50, 60, 120)]


def test_mw_setup_4_a_set_needs_twelve_market_wands() -> None:
    def market_of(copies):  # type: ignore[no-untyped-def]
        def change(card_set):  # type: ignore[no-untyped-def]
            first = next(c for c in card_set["cards"] if c["type"] == "night")
            first.update(copies=copies, copy_min_players=[2] * copies)
            card_set["cards"] = [c for c in card_set["cards"] if c["type"] not in ("night", "awakening") or c is first]
        return change
    assert _forged_set(market_of(11)) == [("/cards", "MW-SETUP-4: at least 12 Night and Awakening wands are needed")]
    assert _forged_set(market_of(12)) == []


def test_recommended_mythics_must_be_mythic_wands_of_the_set() -> None:
    def recommend(card_set):  # type: ignore[no-untyped-def]
        card_set["recommended_mythics"] = ["MW-M-50A", "MW-S-01", "MW-M-999"]
    assert _forged_set(recommend) == [
        ("/recommended_mythics/1", "'MW-S-01' is not a Mythic Wand of this set"),
        ("/recommended_mythics/2", "'MW-M-999' is not a Mythic Wand of this set"),
    ]


def test_a_state_naming_an_unknown_card_set_digest_is_bad_input() -> None:
    from adjudicator.core.cardsets import unknown_card_set
    from adjudicator.core.errors import InputError

    digest = "sha256:" + "0" * 64
    with pytest.raises(InputError) as raised:
        G.setup(None, ["a", "b"], "s", {"card_set": digest})
    assert [(e.pointer, e.message) for e in raised.value.errors] == [("/options/card_set", unknown_card_set(digest))]
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "uploaded"
    _, summary, problems = G.validate_card_set(card_set)
    assert problems == [] and summary["digest"].startswith("sha256:")
    state = G.setup(None, ["a", "b"], "s", {"card_set": summary["digest"]})
    assert state.card_set_id == "uploaded"
