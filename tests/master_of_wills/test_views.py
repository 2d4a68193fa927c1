"""Hidden information (MOW-SETUP-2, MOW-AMB-10, MOW-AMB-15): views, events and violation messages never
carry a card the viewer may not see."""

from __future__ import annotations

import msgspec

from adjudicator.master_of_wills import GAME
from tests.support.invariants import assert_no_secret, check_views

from .positions import act, faction_phase, put, refresh, round_effect, started


def test_views_hide_decks_hands_and_face_down_cards_keeping_lengths():
    state = started()
    amnesia = round_effect(state, "bob", "MOW-F-RZC-E-03")
    state = refresh(state)
    view = GAME.view(state, "ann")
    assert "rng" not in view
    assert view["community_deck"] == [{"hidden": True}] * len(state.community_deck)
    for side, side_view in zip(state.sides, view["sides"], strict=True):
        assert side_view["faction_deck"] == [{"hidden": True}] * len(side.faction_deck)
    assert view["players"][1]["hand"] == [{"hidden": True}] * len(state.players[1].hand)
    assert view["sides"][1]["round_effects"][0]["card"] == {"hidden": True}
    assert GAME.view(state, "bob")["sides"][1]["round_effects"][0]["card"] == amnesia
    spectator = GAME.view(state, None)
    assert all(p["hand"] == [{"hidden": True}] * 3 for p in spectator["players"])
    check_views(GAME, state)


def test_the_faction_draw_is_hidden_from_the_others():
    state = started()
    state, (audit,) = faction_phase(state, "ann", ["MOW-F-RZC-A-01"])
    for card in state.community_deck[-3:]:
        put(state, card, "recruits", "bob")
    state = refresh(state)
    state, events = act(state, {"type": "play", "player": "ann", "card": audit})
    state, events = act(state, GAME.legal_actions(state)[0])
    drawn = [e for e in events if e["type"] == "faction_drawn"]
    for event in drawn:
        mine = GAME.view_events([event], event["player"])[0]
        theirs = GAME.view_events([event], "ann" if event["player"] == "bob" else "bob")[0]
        assert mine["card"] == event["card"] and theirs["card"] == {"hidden": True}
    check_views(GAME, state, events)


def test_violation_messages_never_carry_a_hidden_card():
    state = started()
    round_effect(state, "bob", "MOW-F-AGD-N-04")
    state, (audit,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-01"])
    secret = GAME.secret_ids(state, "ann")
    hidden_faction = [c for c in secret if c.startswith("MOW-F-")]
    hidden_community = [c for c in secret if c.startswith("MOW-C-")][:10]
    attempts = []
    for card in hidden_faction:
        attempts += [{"type": "play", "player": "ann", "card": card}, {"type": "reveal", "player": "ann", "card": card},
                     {"type": "choose", "player": "ann", "target": card}]
    for card in hidden_community:
        attempts += [{"type": "choose_starting", "player": "ann", "card": card}, {"type": "choose", "player": "ann", "target": card}]
    for attempt in attempts:
        violation = GAME.verify(state, GAME.decode_action(attempt))
        assert violation is not None
        assert_no_secret(msgspec.json.encode(violation), secret, f"violation for {attempt}")


def test_2v2_partners_see_each_other_only_with_the_option():
    for visible in (True, False):
        state = started("2v2", options={"teammate_hands_visible": visible})
        ann_side = state.players[0].side
        partner = next(p for p in state.players if p.side == ann_side and p.id != "ann")
        view = GAME.view(state, "ann")
        shown = next(p for p in view["players"] if p["id"] == partner.id)["hand"]
        assert (shown == partner.hand) is visible
        assert (partner.hand[0] in GAME.secret_ids(state, "ann")) is not visible
        check_views(GAME, state)


def test_spy_knowledge_lasts_while_the_card_stays_in_the_hand():
    state = started()
    state, (tip,) = faction_phase(state, "ann", ["MOW-F-RZC-A-03"])
    bob_hand = list(state.players[1].hand)
    state, _ = act(state, {"type": "play", "player": "ann", "card": tip})
    state, events = act(state, {"type": "choose", "player": "ann", "target": "bob"})
    assert state.known == {"ann": bob_hand}
    check_views(GAME, state, events)
    state, events = act(state, {"type": "choose", "player": "ann", "target": bob_hand[0]})
    assert state.known == {"ann": bob_hand[1:]}  # the discarded card is public now
    assert GAME.view(state, "ann")["players"][1]["hand"][:2] == bob_hand[1:]
    assert GAME.view(state, "bob")["known"] == {}
    assert not set(bob_hand) & GAME.secret_ids(state, "ann")
    check_views(GAME, state, events)


def test_a_face_down_play_is_hidden_in_the_match_log():
    state = started()
    state, (amnesia,) = faction_phase(state, "ann", ["MOW-F-RZC-E-03"])
    action = {"type": "play", "player": "ann", "card": amnesia, "facing": "face_down"}
    down, events = act(state, action)
    assert GAME.view_action(down, action, "bob", events)["card"] == {"hidden": True}
    assert GAME.view_action(down, action, None, events)["card"] == {"hidden": True}
    assert GAME.view_action(down, action, "ann", events) == action
    up = {**action, "facing": "face_up"}
    face_up, events = act(state, up)
    assert GAME.view_action(face_up, up, "bob", events) == up


def test_secret_ids_are_exactly_what_each_seat_may_not_see():
    """MOW-SETUP-2, MOW-AMB-10: the decks, the other hands and a face-down Round Effect of the other side;
    a spectator sees neither hand nor the face-down card."""
    state = started()
    amnesia = round_effect(state, "bob", "MOW-F-RZC-E-03")
    state = refresh(state)
    decks = set(state.community_deck).union(*(side.faction_deck for side in state.sides))
    ann_hand, bob_hand = set(state.players[0].hand), set(state.players[1].hand)
    assert GAME.secret_ids(state, "ann") == decks | bob_hand | {amnesia}
    assert GAME.secret_ids(state, "bob") == decks | ann_hand
    assert GAME.secret_ids(state, None) == decks | ann_hand | bob_hand | {amnesia}
    state = started()
    round_effect(state, "bob", "MOW-F-RZC-E-03", face_up=True)
    state = refresh(state)
    decks = set(state.community_deck).union(*(side.faction_deck for side in state.sides))
    assert GAME.secret_ids(state, "ann") == decks | set(state.players[1].hand)
    assert GAME.secret_ids(state, None) == decks | set(state.players[0].hand) | set(state.players[1].hand)


def test_the_card_instant_play_drew_is_hidden_from_the_others_in_views():
    """MOW-AMB-10: `turn.must_play` names a card of the player's hand: only that player reads it."""
    from .positions import find, instance_of

    state, (sale,) = faction_phase(started(), "ann", ["MOW-F-RZC-E-06"])
    audit = instance_of(state, "ann", "MOW-F-RZC-A-01")
    put(state, find("union", max_value=5)[0], "recruits", "bob")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": sale})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": state.neutral[0]})
    assert state.turn.must_play == audit
    assert GAME.view(state, "ann")["turn"]["must_play"] == audit
    assert GAME.view(state, "bob")["turn"]["must_play"] == {"hidden": True}
    assert GAME.view(state, None)["turn"]["must_play"] == {"hidden": True}
    check_views(GAME, state)
