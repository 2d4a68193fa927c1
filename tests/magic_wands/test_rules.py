"""One test (at least) per Magic Wands rule ID, each breaking the rule and checking the code."""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.magic_wands.cards import reference_catalogue
from adjudicator.magic_wands.rules import RULE_CODES

from .helpers import G, buy, new_game, pick, place_market, set_hand, swap, turn_to


def code_of(state, action):  # type: ignore[no-untyped-def]
    violation = G.verify(state, action)
    assert violation is not None, "the action should have been refused"
    return violation.code


def refused(state, fragment: str) -> InputError:  # type: ignore[no-untyped-def]
    with pytest.raises(InputError) as caught:
        G.check(state)
    assert fragment in caught.value.detail, caught.value.detail
    return caught.value


def ready(players: int = 3, seed: str = "rules", **options):  # type: ignore[no-untyped-def]
    """A fresh game where p0 is to buy."""
    state = new_game(players, seed, **options)
    turn_to(state, 0)
    state.starting_player = "p0"
    return state


def test_every_rule_has_a_test_here() -> None:
    import inspect
    import sys

    source = inspect.getsource(sys.modules[__name__])
    for code in RULE_CODES:
        name = "test_" + code.lower().replace("-", "_")
        assert name in source, f"no test for {code}"


# -- setup ----------------------------------------------------------------------------------------
def test_mw_setup_1_components_and_unknown_cards() -> None:
    catalogue = reference_catalogue()
    assert sum(w.copies for w in catalogue.wands.values()) == 62
    assert {w.type for w in catalogue.wands.values()} == {"starting", "night", "awakening", "mythic"}
    state = new_game()
    state.deck[0] = msgspec.structs.replace(state.deck[0], wand="MW-W-99", id="MW-W-99#1")
    refused(state, "unknown wand")
    state = new_game()
    state.deck[0] = msgspec.structs.replace(state.deck[0], power=99)
    refused(state, "does not match the card set")


def test_mw_setup_2_starting_hands() -> None:
    state = new_game()
    for player in state.players:
        assert sorted(c.power for c in player.hand) == [1, 3, 5, 7]
    assert [c.name for c in sorted(state.players[0].hand, key=lambda c: c.power)] == [
        "Newborn Star", "Ancient Spirit", "Shimmering Stardust", "Elder Chronicles",
    ]
    card_set = copy.deepcopy(G.card_set())
    card_set["id"] = "custom"
    card_set["cards"] = [c for c in card_set["cards"] if c["id"] != "MW-S-07"]
    with pytest.raises(InputError) as caught:
        G.setup(None, ["a", "b"], "s", {"card_set": card_set})
    assert "MW-SETUP-2" in caught.value.detail


def test_mw_setup_3_cards_marked_3plus_removed_with_two_players() -> None:
    state = new_game(2)
    catalogue = reference_catalogue()
    in_play = [c for p in state.players for c in p.hand] + state.deck + [c for r in state.market for c in r if c]
    for card in in_play:
        copy_index = int(card.id.split("#")[1]) - 1
        assert catalogue.wands[card.wand].copy_min_players[copy_index] <= 2
    assert len(in_play) == 62 - 4 - 6 - 3  # a Starting set, six 3+ wands, three unused Mythics
    # A 3+ card smuggled into a two-player game is refused.
    state.deck[0] = msgspec.structs.replace(state.deck[0], id="MW-W-06#3", wand="MW-W-06", name="INVENTED Ember Twig", type="awakening", power=6, req=1)
    refused(state, "is not dealt with 2 players")


def test_mw_setup_4_market_dealt_sorted() -> None:
    state = new_game()
    cells = [c for row in state.market for c in row]
    assert all(c is not None and c.type in ("night", "awakening") for c in cells)
    powers = [c.power for c in cells if c]
    assert powers == sorted(powers)


def test_mw_setup_5_surcharge_and_block_rows() -> None:
    state = ready()
    wand = place_market(state, 1, 0, "MW-W-07")  # power 7, Surcharge row: costs 9
    pay7 = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])[0]
    G.check(state)
    assert code_of(state, buy("p0", wand, [pay7])) == "MW-PURCHASE-1"
    blocked = state.market[2][0].id
    assert code_of(state, buy("p0", blocked, [pay7])) == "MW-PURCHASE-2"


def test_mw_setup_6_one_mythic_per_power() -> None:
    with pytest.raises(InputError) as caught:
        G.setup(None, ["a", "b"], "s", {"mythics": ["MW-M-50A", "MW-M-50B", "MW-M-120A"]})
    assert caught.value.errors[0].pointer == "/options/mythics"
    with pytest.raises(InputError) as caught:
        G.setup(None, ["a", "b"], "s", {"mythics": ["MW-M-50A", "MW-W-05", "MW-M-120A"]})
    assert caught.value.errors[0].pointer == "/options/mythics/1"
    state = G.setup(None, ["a", "b"], "s", {"mythics": "recommended"})
    assert state.mythics == ["MW-M-50A", "MW-M-60A", "MW-M-120A"]
    powers = sorted(reference_catalogue().wands[m].power for m in new_game().mythics)
    assert powers == [50, 60, 120]


def test_mw_setup_7_deck_and_random_starting_player() -> None:
    state = new_game()
    assert {f"{m}#1" for m in state.mythics} <= {c.id for c in state.deck}
    assert state.deck_count == len(state.deck) == 47 - 12 + 0
    starters = {new_game(3, f"seed-{i}").starting_player for i in range(30)}
    assert starters == {"p0", "p1", "p2"}
    state.deck_count += 1
    refused(state, "deck_count")


# -- turn and purchase ----------------------------------------------------------------------------
def test_mw_turn_1_only_the_player_to_act() -> None:
    state = ready()
    action = G.legal_actions(state)[0]
    other = msgspec.structs.replace(action, player="p1")
    assert code_of(state, other) == "MW-TURN-1"
    # A pick during the Purchase phase is out of turn order too.
    assert code_of(state, pick("p0", state.players[0].hand[0].id)) == "MW-TURN-1"


def test_mw_purchase_1_exact_card_count_and_power() -> None:
    state = ready()
    wand = place_market(state, 0, 0, "MW-W-12")  # power 12, req 2
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    assert code_of(state, buy("p0", wand, [ids[0]])) == "MW-PURCHASE-1"  # one card, needs 2
    assert code_of(state, buy("p0", wand, ids[:3])) == "MW-PURCHASE-1"  # three cards
    assert code_of(state, buy("p0", wand, [ids[0], ids[2]])) == "MW-PURCHASE-1"  # 7+3 < 12
    assert G.verify(state, buy("p0", wand, [ids[0], ids[1]])) is None  # 7+5 >= 12
    assert code_of(state, buy("p0", wand, [ids[0], ids[0]])) == "MW-PURCHASE-1"  # a card twice
    not_mine = state.players[1].hand[0].id
    violation = G.verify(state, buy("p0", wand, [ids[0], not_mine]))
    assert violation.code == "MW-PURCHASE-1" and violation.path == "/action/pay/1"
    in_deck = state.deck[0].id
    assert code_of(state, buy("p0", in_deck, ids[:2])) == "MW-PURCHASE-1"  # not in the market


def test_mw_purchase_2_row_restrictions() -> None:
    state = ready()
    blocked = place_market(state, 2, 1, "MW-W-06")
    surcharge = place_market(state, 1, 1, "MW-W-05")
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    assert code_of(state, buy("p0", blocked, [ids[0]])) == "MW-PURCHASE-2"
    assert code_of(state, buy("p0", surcharge, [ids[1]])) == "MW-PURCHASE-1"  # 5 < 5 + 2
    assert G.verify(state, buy("p0", surcharge, [ids[0]])) is None  # 7 >= 5 + 2


def test_mw_purchase_3_mythic_acquisition() -> None:
    state = ready()
    mythic = f"{state.mythics[0]}#1"  # power 50, req 4
    swap(state, state.market[0][0].id, mythic)
    ids = set_hand(state, 0, ["MW-W-45", "MW-W-11", "MW-S-07", "MW-S-05"])  # 45 + 11 + 7 + 5 = 68
    G.check(state)
    result = G.adjudicate(state, buy("p0", mythic, ids))
    assert result.valid and result.state.mythics_bought == 1
    assert any(e["type"] == "mythic_acquired" for e in result.events)
    forged = result.state
    forged.mythics_bought = 0
    refused(forged, "MW-PURCHASE-3")


def test_mw_purchase_4_elimination_when_nothing_can_be_bought() -> None:
    state = ready()
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-09"]):
        place_market(state, 0, col, wand)
    set_hand(state, 1, ["MW-S-01", "MW-S-03"])  # cannot buy: nothing in row 1 costs 3 or less
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    state = G.apply(state, buy("p0", state.market[0][0].id, [ids[0]]))[0]
    state = G.apply(state, pick("p1", ids[0], keep=False))[0]  # the packet has one card: p1 discards it
    # p1's turn: it cannot buy, so it is eliminated and its whole hand goes round in Pass Cards.
    p1 = state.players[1]
    assert p1.eliminated and p1.hand == []
    assert state.packet is not None and state.packet.reason == "elimination" and len(state.packet.cards) == 2
    assert state.to_act == ["p2"]
    forged = copy.deepcopy(state)
    forged.players[1].hand.append(forged.packet.cards.pop())
    refused(forged, "MW-PURCHASE-4")


def test_mw_pass_1_packet_goes_to_the_other_players() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    wand = place_market(state, 0, 0, "MW-W-05")
    G.check(state)
    state = G.apply(state, buy("p0", wand, [ids[0]]))[0]
    assert state.phase == "pass_cards" and state.to_act == ["p1"]
    assert code_of(state, pick("p0", ids[0])) == "MW-TURN-1"  # the purchaser does not pick
    assert code_of(state, pick("p1", ids[1])) == "MW-PASS-1"  # not in the packet


def test_mw_pass_2_hand_limit_eight() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    set_hand(state, 1, ["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-12", "MW-W-24", "MW-W-27", "MW-W-30", "MW-W-36"])
    wand = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    state = G.apply(state, buy("p0", wand, [ids[0]]))[0]
    assert code_of(state, pick("p1", ids[0], keep=True)) == "MW-PASS-2"
    assert G.verify(state, pick("p1", ids[0], keep=False)) is None
    forged = ready()
    set_hand(forged, 1, ["MW-W-05"] * 1 + ["MW-W-06", "MW-W-07", "MW-W-12", "MW-W-24", "MW-W-27", "MW-W-30", "MW-W-36", "MW-W-40", "MW-W-45", "MW-W-32"])
    refused(forged, "MW-PASS-2")


def test_mw_refresh_1_column_drops_and_deck_fills_top() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    wand = place_market(state, 0, 2, "MW-W-05")
    G.check(state)
    middle, top, next_card = state.market[1][2], state.market[2][2], state.deck[0]
    state = G.apply(state, buy("p0", wand, [ids[0]]))[0]
    assert state.market[0][2] is None  # the gap stays through Pass Cards
    while state.phase == "pass_cards":
        state = G.apply(state, pick(state.to_act[0], state.packet.cards[0].id, keep=False))[0]
    assert state.market[0][2].id == middle.id and state.market[1][2].id == top.id
    assert state.market[2][2].id == next_card.id and state.deck_count == len(state.deck)
    forged = copy.deepcopy(state)
    forged.market[2][2] = None
    refused(forged, "missing")


def _play_to_end(state):  # type: ignore[no-untyped-def]
    while state.phase == "pass_cards":
        state = G.apply(state, pick(state.to_act[0], state.packet.cards[0].id, keep=False))[0]
    return state


def test_mw_end_1_third_mythic_and_last_turn() -> None:
    state = ready()
    state.starting_player = "p1"  # so p0 is the player to the right of the Starting Player: last turn
    mythic = f"{state.mythics[0]}#1"
    others = [f"{m}#1" for m in state.mythics[1:]]
    # Two Mythics already bought (they sit in p2's hand).
    hand2 = state.players[2].hand
    swap(state, hand2[0].id, others[0])
    swap(state, hand2[1].id, others[1])
    state.mythics_bought = 2
    swap(state, state.market[0][0].id, mythic)
    ids = set_hand(state, 0, ["MW-W-45", "MW-W-11", "MW-S-07", "MW-S-05"])
    G.check(state)
    result = G.adjudicate(state, buy("p0", mythic, ids))
    assert result.valid
    assert result.state.end_trigger == "third_mythic" and result.state.last_turn == "p0"
    final = _play_to_end(result.state)
    assert final.over and final.result is not None
    action = G.legal_actions(state)[0]
    assert G.verify(final, msgspec.structs.replace(action, player="p1")).code == "MW-END-1"


def test_mw_end_1_market_cannot_be_refilled() -> None:
    state = ready(2)
    state.starting_player = "p0"
    # The Mythics wait in the top row; the rest of the deck is discarded: the next Refresh cannot fill.
    for col, mythic in enumerate(state.mythics, start=1):
        swap(state, state.market[2][col].id, f"{mythic}#1")
    state.discard.extend(state.deck)
    state.deck.clear()
    state.deck_count = 0
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    wand = place_market(state, 0, 0, "MW-W-05")
    G.check(state)
    state = _play_to_end(G.apply(state, buy("p0", wand, [ids[0]]))[0])
    assert state.end_trigger == "market_empty" and state.last_turn == "p1"
    assert state.market[2][0] is None


def test_mw_score_1_most_power_then_fewer_wands_then_shared() -> None:
    from adjudicator.magic_wands.scoring import final_result

    catalogue = reference_catalogue()
    state = ready(3)
    set_hand(state, 0, ["MW-W-12", "MW-S-01"])  # 13 in 2 wands
    set_hand(state, 1, ["MW-W-06", "MW-S-07"])  # 13 in 2 wands
    set_hand(state, 2, ["MW-S-07", "MW-S-05", "MW-S-01"])  # 13 in 3 wands
    result = final_result(catalogue, state, "test")
    assert result.scores == {"p0": 13, "p1": 13, "p2": 13}
    assert result.winners == ["p0", "p1"]  # fewer wands beats p2; p0 and p1 share
    # A forged result is refused.
    state.over, state.phase, state.to_act, state.result = True, "over", [], result
    state.result = msgspec.structs.replace(result, winners=["p2"])
    refused(state, "MW-SCORE-1")


def test_mw_wand_1_starting_wands_have_no_effect() -> None:
    catalogue = reference_catalogue()
    for wand in catalogue.starting:
        assert type(wand.effect).__name__ == "NoEffect"


def test_mw_wand_rr_set_scoring() -> None:
    from adjudicator.magic_wands.scoring import hand_score

    catalogue = reference_catalogue()
    state = ready()
    for count, expected in [(1, 5), (2, 14), (3, 27), (4, 44)]:
        set_hand(state, 0, ["MW-W-05"] * count)
        assert hand_score(catalogue, state.players[0].hand) == expected


def test_mw_wand_sp_requirement_adjust_and_no_priesthood_for_priesthood() -> None:
    state = ready()
    target = place_market(state, 0, 0, "MW-W-12")  # req 2, power 12
    ids = set_hand(state, 0, ["MW-W-07", "MW-S-07", "MW-S-05", "MW-S-01"])
    G.check(state)
    # Priesthood lets 3 cards pay a Req. 2 wand...
    assert G.verify(state, buy("p0", target, [ids[0], ids[1], ids[3]])) is None
    # ... and one card (7 < 12 though: power still counts).
    assert code_of(state, buy("p0", target, [ids[0]])) == "MW-PURCHASE-1"
    state2 = ready()
    ids2 = set_hand(state2, 0, ["MW-W-07", "MW-S-07", "MW-S-05", "MW-S-01"])
    target2 = place_market(state2, 0, 1, "MW-W-07")
    G.check(state2)
    assert code_of(state2, buy("p0", target2, [ids2[0]])) == "MW-WAND-SP"
    assert G.verify(state2, buy("p0", target2, [ids2[1]])) is None


def test_mw_wand_ebs_spiral_chosen_last() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-W-09", "MW-S-07", "MW-S-05", "MW-S-01"])
    target = place_market(state, 0, 0, "MW-W-12")
    G.check(state)
    state = G.apply(state, buy("p0", target, [ids[0], ids[1]]))[0]  # 9 + 7 >= 12
    assert code_of(state, pick("p1", ids[0])) == "MW-WAND-EBS"
    state = G.apply(state, pick("p1", ids[1]))[0]
    assert G.verify(state, pick(state.to_act[0], ids[0])) is None


def test_mw_wand_vr_times_two_once_per_purchase() -> None:
    state = ready()
    target = place_market(state, 0, 0, "MW-W-27")  # req 3, power 27
    ids = set_hand(state, 0, ["MW-W-11", "MW-W-12", "MW-S-03", "MW-S-01"])
    G.check(state)
    # 11 + 12 + 3 = 26 < 27, but x2 of (12 + 3) = 30 >= 27.
    assert G.verify(state, buy("p0", target, [ids[0], ids[1], ids[2]])) is None
    # x2 of (12 + 1) = 26 and 11 + 12 + 1 = 24: both short.
    assert code_of(state, buy("p0", target, [ids[0], ids[1], ids[3]])) == "MW-PURCHASE-1"
    state2 = ready()
    target2 = place_market(state2, 0, 0, "MW-W-36")  # req 4, power 36
    ids2 = set_hand(state2, 0, ["MW-W-11", "MW-W-11", "MW-S-05", "MW-S-03"])
    G.check(state2)
    # One x2 only: 2 x (11 + 5 + 3) = 38 >= 36 works; two x2 would be irrelevant here.
    assert G.verify(state2, buy("p0", target2, ids2)) is None
    ids3 = set_hand(state2, 0, ["MW-W-11", "MW-W-11", "MW-S-01", "MW-S-03"])
    G.check(state2)
    # 2 x (11 + 1 + 3) = 30 < 36; stacking both (x4 of 4 = 16, or 2x2x...) is not allowed.
    assert code_of(state2, buy("p0", target2, ids3)) == "MW-PURCHASE-1"


def test_mw_wand_sw_swift_winds_shifts_rows() -> None:
    state = ready()
    top = place_market(state, 2, 0, "MW-W-12")  # row 3: blocked, with Swift Winds +2
    middle = place_market(state, 1, 1, "MW-W-16")  # row 2: +2, with Swift Winds free
    ids = set_hand(state, 0, ["MW-W-14", "MW-S-01", "MW-S-03", "MW-S-05"])
    G.check(state)
    assert G.verify(state, buy("p0", top, [ids[0], ids[1]])) is None  # 15 >= 12 + 2
    assert G.verify(state, buy("p0", middle, [ids[0], ids[3]])) is None  # 19 >= 16
    assert code_of(state, buy("p0", top, [ids[2], ids[3]])) == "MW-PURCHASE-2"  # no Swift Winds


def test_mw_wand_ic_iron_core_limit_ten_no_stacking() -> None:
    state = ready()
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    hand = ["MW-W-16", "MW-W-16", "MW-W-05", "MW-W-06", "MW-W-07", "MW-W-12", "MW-W-24", "MW-W-27", "MW-W-30"]
    set_hand(state, 1, hand)  # 9 cards with two Iron Cores: limit 10
    target = place_market(state, 0, 0, "MW-W-06")
    G.check(state)
    state = G.apply(state, buy("p0", target, [ids[0]]))[0]
    assert G.verify(state, pick("p1", ids[0], keep=True)) is None  # 9 -> 10 under Iron Core
    state2 = ready()
    ids2 = set_hand(state2, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    set_hand(state2, 1, [*hand, "MW-W-36"])  # 10 cards: even two Iron Cores allow no 11th
    target2 = place_market(state2, 0, 0, "MW-W-06")
    G.check(state2)
    state2 = G.apply(state2, buy("p0", target2, [ids2[0]]))[0]
    assert code_of(state2, pick("p1", ids2[0], keep=True)) == "MW-WAND-IC"


def test_mw_end_2_r_last_player_standing() -> None:
    state = ready(2)
    set_hand(state, 1, ["MW-S-01"])  # p1 cannot buy anything
    for col, wand in enumerate(["MW-W-05", "MW-W-06", "MW-W-07", "MW-W-09"]):
        place_market(state, 0, col, wand)
    ids = set_hand(state, 0, ["MW-S-07", "MW-S-05", "MW-S-03", "MW-S-01"])
    G.check(state)
    state = G.apply(state, buy("p0", state.market[0][0].id, [ids[0]]))[0]
    state = G.apply(state, pick("p1", ids[0], keep=False))[0]  # p1 discards the Elder Chronicles
    assert state.over and state.players[1].eliminated
    assert state.result.winners == ["p0"] and state.result.reason == "last_player_standing"
    assert G.verify(state, pick("p1", ids[1], keep=False)).code == "MW-END-1"
