"""Views and events hide what a player may not see: hands, deck and stone-deck order, face-down standby
cards, the sideboard and the registered deck list; draw and standby events are redacted."""

from __future__ import annotations

import msgspec

from adjudicator.force_of_will import GAME
from tests.support.invariants import assert_no_secret, check_views

from .helpers import act, find, next_turn, player, started, stones, to_field, to_hand


def test_views_hide_hands_decks_standby_and_sideboards() -> None:
    state = GAME.setup(None, ["ann", "bob"], "v")
    state = act(state, {"type": "mulligan", "player": state.first_player, "cards": []})
    state = act(state, {"type": "mulligan", "player": state.to_act[0], "cards": []})
    view = GAME.view(state, "ann")
    ann, bob = view["players"]
    assert "rng" not in view
    assert ann["hand"] == player(state, "ann").hand
    assert bob["hand"] == [{"hidden": True}] * len(player(state, "bob").hand)
    assert ann["deck"] == [{"hidden": True}] * len(player(state, "ann").deck)
    assert bob["stone_deck"] == [{"hidden": True}] * 12 and ann["stone_deck"] == [{"hidden": True}] * 12
    assert bob["sideboard"] == [{"hidden": True}] * 2 and ann["sideboard"] == player(state, "ann").sideboard
    assert bob["deck_list"] == {"hidden": True} and ann["deck_list"]["ruler"] == "TST-RU1"
    spectator = GAME.view(state, None)
    assert all(p["hand"][0] == {"hidden": True} for p in spectator["players"])
    check_views(GAME, state)


def test_face_down_standby_is_hidden_from_the_opponent_only() -> None:
    state = started()
    snare = to_hand(state, "ann", "TST-C09")
    stones(state, "ann", "TST-ST-B", "TST-ST-R")
    result = GAME.adjudicate(state, GAME.decode_action(find(state, "standby", card=snare)))
    state = result.state
    assert GAME.view(state, "bob")["players"][0]["standby"] == [{"hidden": True}]
    assert GAME.view(state, "ann")["players"][0]["standby"][0]["id"] == snare
    for viewer in ("bob", None):
        shown = msgspec.json.encode(GAME.view_events(result.events, viewer))
        assert snare.encode() not in shown
        assert_no_secret(msgspec.json.encode(GAME.view(state, viewer)), GAME.secret_ids(state, viewer), "view")
    assert snare.encode() in msgspec.json.encode(GAME.view_events(result.events, "ann"))
    check_views(GAME, state, result.events)


def test_draw_events_are_redacted_for_the_opponent() -> None:
    state = next_turn(started())
    state = act(state, {"type": "pass", "player": "bob"})
    result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": "ann"}))
    drawn = [e for e in result.events if e["type"] == "drew"]
    assert len(drawn) == 1 and drawn[0]["card"] in player(result.state, "bob").hand
    assert [e for e in GAME.view_events(result.events, "ann") if e["type"] == "drew"] == [{"type": "drew", "player": "bob", "card": {"hidden": True}, "private_to": "bob"}]
    assert [e for e in GAME.view_events(result.events, "bob") if e["type"] == "drew"][0]["card"] == drawn[0]["card"]
    check_views(GAME, result.state, result.events)


def test_mulligan_events_name_no_returned_cards() -> None:
    state = GAME.setup(None, ["ann", "bob"], "v")
    first = state.first_player
    hand = player(state, first).hand[:2]
    result = GAME.adjudicate(state, GAME.decode_action({"type": "mulligan", "player": first, "cards": hand}))
    check_views(GAME, result.state, result.events)
    own = msgspec.json.encode(GAME.view_events(result.events, first))
    assert all(card.encode() not in own for card in hand)


def test_violations_do_not_say_where_a_hidden_card_is() -> None:
    """Naming the opponent's hand card or a card that does not exist gets the same kind of answer."""
    state = started()
    theirs = player(state, "bob").hand[0]
    a = GAME.verify(state, GAME.decode_action({"type": "play_card", "player": "ann", "card": theirs}))
    b = GAME.verify(state, GAME.decode_action({"type": "play_card", "player": "ann", "card": "bob:TST-R01#4"}))
    assert a is not None and b is not None and a.code == b.code
    assert a.message.replace(theirs, "X") == b.message.replace("bob:TST-R01#4", "X")


def test_chase_and_field_are_public() -> None:
    state = started()
    lance = to_hand(state, "ann", "TST-C05")
    target = to_field(state, "bob", "TST-R02")
    fire = stones(state, "ann", "TST-ST-R")[0]
    state = act(state, find(state, "play_card", card=lance, targets=[target]))
    view = GAME.view(state, "bob")
    assert view["chase"][0]["card"] == lance and view["chase"][0]["targets"] == [target]
    assert {e["id"] for e in view["players"][0]["field"]} == {fire}


def test_an_illegal_target_gone_into_a_hand_is_named_to_its_owner_only() -> None:
    """FOW-PLAY-2 views: a target no longer legal as its object resolves is named in ``target_illegal``; when
    the card has since gone into a hand (a deck), only its owner (nobody) reads it, as ``resolving`` does.
    (A random Lapis playout met it: a chant's target returned to its owner's hand before the chant resolved.)"""
    from adjudicator.force_of_will import events as ev
    from adjudicator.force_of_will.views import readers_of

    state = started()
    in_hand = player(state, "bob").hand[0]
    in_deck = player(state, "bob").deck[0]
    assert readers_of(state, in_hand) == "bob" and readers_of(state, in_deck) == []
    events = [ev.TargetIllegal(object="chase:1", target=card, rule="FOW-PLAY-2", private_to=readers_of(state, card)) for card in (in_hand, in_deck)]
    for viewer, shown in (("ann", [False, False]), ("bob", [True, False]), (None, [False, False])):
        seen = msgspec.to_builtins(GAME.view_events(events, viewer))
        assert [event["target"] == card for event, card in zip(seen, (in_hand, in_deck), strict=True)] == shown, viewer
        assert all(event["target"] in (in_hand, in_deck, {"hidden": True}) for event in seen)
