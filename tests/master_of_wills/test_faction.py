"""Faction plays: MOW-FACTION-2, MOW-FACTION-3, MOW-FACTION-4, MOW-FACTION-4-R, MOW-FACTION-6, MOW-FACTION-7, MOW-AMB-7, MOW-AMB-8, MOW-AMB-15."""

from __future__ import annotations

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.state import Pass, Play, RevealCard

from .positions import (
    CAT,
    act,
    clear,
    clear_sectors,
    faction_phase,
    find,
    instance_of,
    lasting,
    move_phase,
    put,
    refresh,
    refused,
    round_effect,
    set_hand,
    set_with_unsupported_card,
    started,
)


def test_mow_faction_2_play_a_card_of_your_hand():
    state = started()
    state, (audit, swap) = faction_phase(state, "ann", ["MOW-F-RZC-A-01", "MOW-F-RZC-A-06"])
    bob_card = state.players[1].hand[0]
    assert refused(state, {"type": "play", "player": "ann", "card": bob_card}) == "MOW-FACTION-2"
    assert refused(state, {"type": "choose", "player": "ann", "target": state.neutral[0]}) == "MOW-FACTION-2"
    listed = {a.card for a in GAME.legal_actions(state) if isinstance(a, Play)}
    assert listed == {audit, swap}


def test_mow_faction_2_violation_never_names_a_hidden_card():
    state = started()
    state, _ = faction_phase(state, "ann", ["MOW-F-RZC-A-01"])
    hidden = state.players[1].hand[0]
    violation = GAME.verify(state, GAME.decode_action({"type": "play", "player": "ann", "card": hidden}))
    assert violation.message == "that card is not in your hand" and hidden not in violation.message
    deck_card = state.sides[1].faction_deck[0]
    other = GAME.verify(state, GAME.decode_action({"type": "play", "player": "ann", "card": deck_card}))
    assert other.message == "that card is not in your hand"


def test_mow_faction_3_facing_is_given_exactly_when_the_card_leaves_it_open():
    state = started()
    state, (amnesia, audit) = faction_phase(state, "ann", ["MOW-F-RZC-E-03", "MOW-F-RZC-A-01"])
    assert refused(state, {"type": "play", "player": "ann", "card": amnesia}) == "MOW-FACTION-3"
    assert refused(state, {"type": "play", "player": "ann", "card": audit, "facing": "face_up"}) == "MOW-FACTION-3"
    listed = [(a.card, a.facing) for a in GAME.legal_actions(state) if isinstance(a, Play)]
    assert (amnesia, "face_up") in listed and (amnesia, "face_down") in listed
    down, events = act(state, {"type": "play", "player": "ann", "card": amnesia, "facing": "face_down"})
    slot = down.sides[0].round_effects[0]
    assert slot.card == amnesia and not slot.face_up and slot.pending
    assert GAME.view_events(events, "bob")[0]["card"] == {"hidden": True}


def test_mow_faction_3_one_lasting_effect_per_row_never_under_allies():
    state = started()
    lasting(state, "ann", "MOW-F-RZC-N-02", "ann", "recruits")
    state, (zoning,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-N-02"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": zoning})
    assert [a.target for a in GAME.legal_actions(state)] == ["ann/loyalists"]
    assert refused(state, {"type": "choose", "player": "ann", "target": "ann/recruits"}) == "MOW-FACTION-3"
    assert refused(state, {"type": "choose", "player": "ann", "target": "ann/allies"}) == "MOW-FACTION-3"


def test_mow_faction_3_removal_kills_the_marker_and_returns_the_card_to_its_owner():
    state = started()
    marker = state.community_deck[-1]
    embargo = lasting(state, "bob", "MOW-F-AGD-N-02", "ann", "loyalists", marker=marker)
    state, (crew,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-N-03"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": crew})
    assert [a.target for a in GAME.legal_actions(state)] == ["ann/lasting/loyalists"]
    state, events = act(state, {"type": "choose", "player": "ann", "target": "ann/lasting/loyalists"})
    assert state.sides[0].lasting_loyalists is None
    assert marker in state.afterlife and embargo in state.sides[1].faction_discard
    assert crew in state.sides[0].faction_discard


def test_mow_faction_4_a_card_that_cannot_be_completed_is_not_playable():
    state = started()
    state, (headhunter, audit) = faction_phase(state, "ann", ["MOW-F-RZC-N-06", "MOW-F-RZC-A-01"])
    for card in list(state.afterlife):
        put(state, card, "deck")
    state = refresh(state)
    assert refused(state, {"type": "play", "player": "ann", "card": headhunter}) == "MOW-FACTION-4"
    assert headhunter not in {a.card for a in GAME.legal_actions(state) if isinstance(a, Play)}


def test_mow_amb_8_against_the_opponent_a_step_may_be_done_in_part():
    state = started()
    state, (raid,) = faction_phase(state, "ann", ["MOW-F-RZC-E-01"])
    clear(state, "recruits", "bob")
    victim = find("union", max_value=5)[0]
    put(state, victim, "recruits", "bob")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": raid})
    state, events = act(state, {"type": "choose", "player": "ann", "target": victim})
    assert victim in state.afterlife and state.resolution is None  # 1 of 2 kills: still played


def test_mow_faction_4_r_a_step_made_impossible_is_done_as_far_as_it_can_be():
    state = started()
    state, (den,) = faction_phase(state, "ann", ["MOW-F-AGD-N-05"])
    clear(state, "recruits", "ann")
    low = find(max_value=3)[0]
    put(state, low, "deck", top=True)
    state = refresh(state)
    state, events = act(state, {"type": "play", "player": "ann", "card": den})
    gamble = next(e for e in events if e["type"] == "gamble")
    assert not gamble["won"] and state.resolution is None  # the lose branch had nothing to kill


def test_mow_faction_6_an_infinite_loop_kills_and_redraws_until_another_community():
    state = started()
    lasting(state, "ann", "MOW-F-RZC-N-04", "ann", "recruits")  # claims Union cards drawn to Neutral
    lasting(state, "bob", "MOW-F-AGD-E-07", "bob", "recruits")  # sends them back
    unions = find("union")
    other = find("religion")[0]
    for card in [other, unions[1], unions[0]]:
        put(state, card, "deck", top=True)
    state = refresh(state)
    board = Board(CAT, state)
    events = []
    assert board.draw_to_neutral(events, "test") == other
    assert state.afterlife[-2:] == [unions[0], unions[1]] and other in state.neutral
    assert [e["reason"] for e in events if e["type"] == "killed"] == ["MOW-FACTION-6"] * 2
    assert [e["do"] for e in events if e["type"] == "reaction"] == ["claim", "reject"]


def test_a_claim_without_a_reject_is_no_loop():
    state = started()
    lasting(state, "ann", "MOW-F-RZC-N-04", "ann", "recruits")
    union = find("union")[0]
    put(state, union, "deck", top=True)
    state = refresh(state)
    board = Board(CAT, state)
    assert board.draw_to_neutral([], "test") == union
    assert union in state.sides[0].recruits


def test_mow_faction_7_an_unsupported_card_is_refused():
    state = started(options={"card_set": set_with_unsupported_card()})
    state, (warp, audit) = faction_phase(state, "ann", ["MOW-F-AGD-L-03", "MOW-F-RZC-A-01"])
    assert refused(state, {"type": "play", "player": "ann", "card": warp}) == "MOW-FACTION-7"


def test_mow_amb_7_a_playable_card_must_be_played_unless_the_option_says_so():
    state = started()
    state, (audit,) = faction_phase(state, "ann", ["MOW-F-RZC-A-01"])
    assert refused(state, {"type": "pass", "player": "ann"}) == "MOW-AMB-7"
    optional = started(options={"faction_play_optional": True})
    optional, _ = faction_phase(optional, "ann", ["MOW-F-RZC-A-01"])
    assert Pass(player="ann") in GAME.legal_actions(optional)
    optional, events = act(optional, {"type": "pass", "player": "ann"})
    assert optional.turn.player == "bob"


def test_mow_amb_7_no_playable_card_ends_the_phase():
    state = started(options={"card_set": set_with_unsupported_card()})
    start = next(c.id for c in CAT.community.values() if c.faction_icon and c.sector not in {m.sector for m in c.movements})
    state = move_phase(state, "ann")
    clear_sectors(state, start)
    set_hand(state, "ann", ["MOW-F-AGD-L-03"])  # Time Warp: not supported in this card set
    instance_of(state, "ann", "MOW-F-RZC-N-06")  # Headhunter on top of the deck: needs an Afterlife card
    for card in list(state.afterlife):
        put(state, card, "deck")
    state = refresh(state)
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    assert any(e["type"] == "faction_drawn" for e in events)
    assert any(e["type"] == "no_playable_card" and e["rule"] == "MOW-AMB-7" for e in events)
    assert state.turn.player == "bob"


def test_mow_amb_15_reveal_at_step_boundaries_of_any_turn():
    state = started()
    leak = round_effect(state, "bob", "MOW-F-AGD-N-04")
    put(state, state.community_deck[-1], "recruits", "ann")
    state = move_phase(refresh(state), "ann")
    assert state.to_act == ["ann", "bob"]
    assert RevealCard(player="bob", card=leak) in GAME.legal_actions(state, "bob")
    assert refused(state, {"type": "reveal", "player": "ann", "card": leak}) == "MOW-AMB-15"
    state, events = act(state, {"type": "reveal", "player": "bob", "card": leak})
    assert state.resolution is not None and state.to_act == ["bob"]
    assert refused(state, {"type": "choose_starting", "player": "ann", "card": state.neutral[0]}) == "MOW-TURN-1-R"


def test_mow_amb_15_a_reveal_never_interrupts_a_step():
    state = started()
    leak = round_effect(state, "ann", "MOW-F-AGD-N-04")
    state, (raid,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-E-01"])
    for card in state.community_deck[-2:]:
        put(state, card, "recruits", "bob")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": raid})
    assert state.resolution is not None
    assert refused(state, {"type": "reveal", "player": "ann", "card": leak}) == "MOW-AMB-15"


def test_mow_amb_15_a_triggered_round_effect_waits_for_its_trigger():
    state = started()
    warning = round_effect(state, "bob", "MOW-F-AGD-E-05")
    lasting(state, "ann", "MOW-F-RZC-N-02", "ann", "recruits")
    state, (audit,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-01"])
    assert refused(state, {"type": "reveal", "player": "bob", "card": warning}) == "MOW-TURN-1-R"
    assert state.to_act == ["ann"]
    state, _ = act(state, {"type": "play", "player": "ann", "card": audit})
    assert state.sides[1].round_effects[0].armed
