"""One test per effect step of the vocabulary (MOW-FACTION-7), each in a constructed position."""

from __future__ import annotations

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.state import Pass, Play
from adjudicator.master_of_wills.turns import expire

from .positions import (
    CAT,
    act,
    attach,
    clear,
    faction_phase,
    find,
    instance_of,
    lasting,
    put,
    refresh,
    refused,
    round_effect,
    started,
)


def board(state, placements):
    for card, zone, side in placements:
        put(state, card, zone, side)
    return refresh(state)


def targets(state):
    return [a.target for a in GAME.legal_actions(state) if not isinstance(a, Pass)]  # pass: "up to N" (MOW-UPTO-1-R)


def test_step_afterlife_takes_a_chosen_card_to_the_row():
    state, (hunter,) = faction_phase(started(), "ann", ["MOW-F-RZC-N-06"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": hunter})
    assert set(targets(state)) == set(state.afterlife)
    pick = state.afterlife[0]
    state, _ = act(state, {"type": "choose", "player": "ann", "target": pick})
    assert pick in state.sides[0].recruits


def test_step_afterlife_each_recruits_own_side_first():
    state, (wind,) = faction_phase(started(), "ann", ["MOW-F-AGD-E-03"])
    first, second = state.afterlife[:2]
    state, _ = act(state, {"type": "play", "player": "ann", "card": wind})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": first})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": second})
    assert first in state.sides[0].recruits and second in state.sides[1].recruits


def test_step_move_different_cards_and_distance():
    state, (takeover,) = faction_phase(started(), "ann", ["MOW-F-RZC-L-02"])
    clear(state, "recruits", "bob")
    clear(state, "loyalists", "bob")
    a, b = find("government", max_value=4)[:2]
    state = board(state, [(a, "recruits", "bob"), (b, "loyalists", "bob")])
    state, _ = act(state, {"type": "play", "player": "ann", "card": takeover})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    assert a in state.sides[0].recruits  # +2: bob's Recruits -> Neutral -> ann's Recruits
    assert targets(state) == [b]  # a is not chosen twice
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b})
    assert b in state.neutral


def test_step_move_straight_to_allies():
    state, (promotion,) = faction_phase(started(), "ann", ["MOW-F-AGD-A-06"])
    card = find("union")[0]
    state = board(state, [(card, "loyalists", "ann")])
    state, _ = act(state, {"type": "play", "player": "ann", "card": promotion})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": card})
    assert card in state.sides[0].allies


def test_step_bonus_play_allows_one_more_optional_play():
    state, (call, audit) = faction_phase(started(), "ann", ["MOW-F-AGD-A-03", "MOW-F-RZC-A-01"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": call})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": targets(state)[0]})
    assert state.phase == "faction" and state.turn.bonus and state.turn.plays == 1
    listed = GAME.legal_actions(state)
    assert Pass(player="ann") in listed and Play(player="ann", card=audit) in listed
    state, _ = act(state, {"type": "pass", "player": "ann"})
    assert state.turn.player == "bob"


def test_step_lasting_effect_with_marker():
    state, (fortify,) = faction_phase(started(), "ann", ["MOW-F-AGD-E-06"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": fortify})
    assert targets(state) == ["ann/recruits", "ann/loyalists"]
    state, _ = act(state, {"type": "choose", "player": "ann", "target": "ann/loyalists"})
    assert set(targets(state)) == set(state.neutral)
    marker = state.neutral[0]
    state, _ = act(state, {"type": "choose", "player": "ann", "target": marker})
    slot = state.sides[0].lasting_loyalists
    assert slot.card == fortify and slot.marker == marker and marker not in state.neutral


def test_step_card_effect_attaches_and_changes_value_while_it_stays():
    state, (ranks,) = faction_phase(started(), "ann", ["MOW-F-AGD-A-08"])
    card = find("religion", value=4)[0]
    state = board(state, [(card, "recruits", "ann")])
    state, _ = act(state, {"type": "play", "player": "ann", "card": ranks})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": card})
    assert [(a.card, a.target) for a in state.attachments] == [(ranks, card)]
    assert Board(CAT, state).value(card) == 6
    ctx = Board(CAT, state)
    ctx.detach_all(card, [])
    assert Board(CAT, state).value(card) == 4  # the +2 ends with its card


def test_step_protection_blocks_every_effect_until_it_expires():
    state, (wall,) = faction_phase(started(), "ann", ["MOW-F-AGD-A-01"])
    a, b = find("union", max_value=5)[:2]
    state = board(state, [(a, "recruits", "ann"), (b, "loyalists", "ann")])
    state, _ = act(state, {"type": "play", "player": "ann", "card": wall})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b})
    ctx = Board(CAT, state)
    assert ctx.is_protected(a) and ctx.is_protected(b)
    assert all(s.until_turn == 1 for s in state.statuses[a])  # the end of the next turn
    assert state.turn.player == "bob"
    bob, (audit,) = faction_phase(state, "bob", ["MOW-F-RZC-A-01"], at=1)
    bob, _ = act(bob, {"type": "play", "player": "bob", "card": audit})
    if bob.resolution is not None:
        assert a not in targets(bob) and b not in targets(bob)  # protected: no effect touches them
    state.turn_index = 2  # past the end of the next turn: it has expired
    expire(Board(CAT, state), 1)
    assert not Board(CAT, state).is_protected(a)


def test_step_community_draw_to_neutral_or_recruits():
    state, (response,) = faction_phase(started(), "ann", ["MOW-F-AGD-A-04"])
    top = state.community_deck[0]
    state, _ = act(state, {"type": "play", "player": "ann", "card": response})
    assert top in state.sides[0].recruits
    state, (push,) = faction_phase(started(), "ann", ["MOW-F-RZC-A-08"])
    top2 = state.community_deck[:2]
    state, _ = act(state, {"type": "play", "player": "ann", "card": push})
    assert set(top2) <= set(state.neutral)


def test_step_remove_special_by_position_face_down_too():
    state = started()
    hidden = round_effect(state, "bob", "MOW-F-AGD-N-04")
    card = find("union")[0]
    put(state, card, "recruits", "bob")
    ranks = attach(state, "bob", "MOW-F-AGD-A-08", card, delta=2)
    state, (crew,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-N-03"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": crew})
    assert set(targets(state)) == {"bob/round/0", f"{card}/effect/0"}
    assert hidden not in str(GAME.legal_actions(state))
    state, _ = act(state, {"type": "choose", "player": "ann", "target": f"{card}/effect/0"})
    assert ranks in state.sides[1].faction_discard and Board(CAT, state).value(card) == CAT.community[card].value


def test_step_copycat_copies_the_top_copyable_card():
    state = started()
    audit = instance_of(state, "bob", "MOW-F-RZC-A-01")  # bob's box lends an instant card
    state.sides[1].faction_deck.remove(audit)
    state.sides[1].faction_discard.append(audit)
    blocker = instance_of(state, "bob", "MOW-F-AGD-A-03")  # Call to Arms grants a bonus play: not copyable
    state.sides[1].faction_deck.remove(blocker)
    state.sides[1].faction_discard.append(blocker)
    victim = find("union", max_value=5)[0]
    put(state, victim, "recruits", "bob")
    state, (takeover,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-E-04"])
    state, events = act(state, {"type": "play", "player": "ann", "card": takeover})
    assert any(e["type"] == "copied" and e["card"] == "MOW-F-RZC-A-01" for e in events)
    assert victim in targets(state)


def test_step_reveal_runs_the_rest_of_the_card():
    state = started()
    leak = round_effect(state, "ann", "MOW-F-AGD-N-04")
    card = find("entertainer", value=6)[0]
    put(state, card, "recruits", "bob")
    state, _ = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-01"])
    state, events = act(state, {"type": "reveal", "player": "ann", "card": leak})
    assert events[0] == {"type": "revealed", "player": "ann", "card": leak}
    state, _ = act(state, {"type": "choose", "player": "ann", "target": card})
    assert Board(CAT, state).value(card) == 3 and leak in state.sides[0].faction_discard


def test_step_freeze_stops_moves_and_starting_choice():
    state, (freeze,) = faction_phase(started(), "ann", ["MOW-F-RZC-A-05"])
    a, b = state.neutral[:2]
    state, _ = act(state, {"type": "play", "player": "ann", "card": freeze})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b})
    assert state.turn.player == "bob"
    assert refused(state, {"type": "choose_starting", "player": "bob", "card": a}) == "MOW-MOVE-5"


def test_step_round_effect_face_up_lasts_the_round():
    state, (watch,) = faction_phase(started(), "ann", ["MOW-F-AGD-N-06"])
    a, b = find("union", max_value=5)[:2]
    state = board(state, [(a, "recruits", "ann"), (b, "recruits", "ann")])
    state, _ = act(state, {"type": "play", "player": "ann", "card": watch})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": b})
    slot = state.sides[0].round_effects[0]
    assert slot.card == watch and slot.face_up and not slot.pending
    assert Board(CAT, state).is_protected(a)


def test_step_gamble_win_and_lose():
    for value, won in ((8, True), (1, False)):
        state, (gamble,) = faction_phase(started(), "ann", ["MOW-F-RZC-A-04"])
        top = find(value=value)[0]
        victim = find("union", max_value=5, exclude=(top,))[0]
        put(state, top, "deck", top=True)
        put(state, victim, "recruits", "bob")
        state = refresh(state)
        state, events = act(state, {"type": "play", "player": "ann", "card": gamble})
        assert top in state.afterlife
        assert next(e for e in events if e["type"] == "gamble")["won"] is won
        assert (state.resolution is not None) is won  # the win branch asks for its target


def test_step_spy_shows_the_hand_to_the_spy_only_then_discards():
    state, (tip,) = faction_phase(started(), "ann", ["MOW-F-RZC-A-03"])
    bob_hand = list(state.players[1].hand)
    state, _ = act(state, {"type": "play", "player": "ann", "card": tip})
    assert targets(state) == ["bob"]
    state, events = act(state, {"type": "choose", "player": "ann", "target": "bob"})
    assert GAME.view_events(events, "ann")[0]["hand"] == bob_hand
    assert GAME.view(state, "ann")["players"][1]["hand"] == bob_hand
    assert GAME.view(state, None)["players"][1]["hand"] == [{"hidden": True}] * 3
    state, _ = act(state, {"type": "choose", "player": "ann", "target": bob_hand[1]})
    assert bob_hand[1] in state.sides[1].faction_discard and len(state.players[1].hand) == 2


def test_step_instant_play_draws_and_must_play():
    state, (sale,) = faction_phase(started(), "ann", ["MOW-F-RZC-E-06"])
    audit = instance_of(state, "ann", "MOW-F-RZC-A-01")
    victim = find("union", max_value=5)[0]
    put(state, victim, "recruits", "bob")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": sale})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": state.neutral[0]})
    assert state.turn.must_play == audit
    assert [a.card for a in GAME.legal_actions(state, "ann")] == [audit]


def test_step_swap_exchanges_places():
    state, (swap,) = faction_phase(started(), "ann", ["MOW-F-RZC-A-06"])
    mine, theirs = find("union", max_value=5)[:2]
    state = board(state, [(mine, "recruits", "ann"), (theirs, "recruits", "bob")])
    state, _ = act(state, {"type": "play", "player": "ann", "card": swap})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": mine})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": theirs})
    assert theirs in state.sides[0].recruits and mine in state.sides[1].recruits


def test_step_kill_sends_card_and_its_effects_away():
    state = started()
    victim = find("corporation", value=4)[0]
    put(state, victim, "recruits", "bob")
    ranks = attach(state, "bob", "MOW-F-AGD-A-08", victim, delta=2)
    state, (audit,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-01"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": audit})
    assert state.resolution is None  # worth 6 with its Card Effect, more than 5: no target
    assert victim in state.sides[1].recruits and ranks in {a.card for a in state.attachments}


def test_step_kill_removes_card_effects_to_their_owner():
    state = started()
    victim = find("corporation", value=4)[0]
    put(state, victim, "recruits", "bob")
    ranks = attach(state, "bob", "MOW-F-AGD-A-08", victim, delta=0)
    state, (audit,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-01"])
    state, _ = act(state, {"type": "play", "player": "ann", "card": audit})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": victim})
    assert victim in state.afterlife and ranks in state.sides[1].faction_discard and not state.attachments


def test_step_value_change_reverse_and_double_amnesia():
    for value, expected in ((6, -6), (-3, -6)):
        state = started()
        amnesia = round_effect(state, "ann", "MOW-F-RZC-E-03")
        card = find(value=value)[0]
        put(state, card, "recruits", "bob")
        state, _ = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-01"])
        state, _ = act(state, {"type": "reveal", "player": "ann", "card": amnesia})
        state, _ = act(state, {"type": "choose", "player": "ann", "target": card})
        assert Board(CAT, state).value(card) == expected
        assert card in state.sides[1].allies  # moved directly to the Allies of its side, and locked
        assert [(a.card, a.target) for a in state.attachments] == [(amnesia, card)]


def test_lasting_effect_for_the_opponents_row():
    state, (lien,) = faction_phase(started(), "ann", ["MOW-F-RZC-N-01"])
    lasting(state, "bob", "MOW-F-AGD-N-01", "bob", "recruits")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": lien})
    assert targets(state) == ["bob/loyalists"]
