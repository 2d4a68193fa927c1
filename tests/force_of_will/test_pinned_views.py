"""Views as each reader sees them (adjudicator.force_of_will.views, FOW-PLAY-5, FOW-SETUP-3, FOW-SEARCH-R):
exactly which ids are secret to whom, every hidden part of a player's record, a card named on the chase,
by a pending automatic ability or by a lasting change while it sits where the reader cannot see it, who
may read a card in an event, and the match log's actions with their private keys hidden."""

from __future__ import annotations

import pytest
from msgspec import UNSET

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import ChaseItem, Modifier, Pending, StandbyCard, State
from adjudicator.force_of_will.views import readers_of

from .helpers import player, started, to_field

HIDDEN = {"hidden": True}


def test_fow_play_5_an_unknown_reader_is_refused_at_player() -> None:
    with pytest.raises(InputError) as caught:
        GAME.view(started(), "cat")
    assert [(e.pointer, e.message) for e in caught.value.errors] == [("/player", "'cat' is not a player of this game")]


def _arranged() -> State:
    """ann's first turn; a card of each player face down in standby."""
    state = started()
    for pid in ("ann", "bob"):
        p = player(state, pid)
        p.standby.append(StandbyCard(id=p.hand.pop(), set_turn=1))
        p.hand_count -= 1
    return state


def test_fow_play_5_secret_ids_for_each_reader() -> None:
    """Decks and stone decks are secret from everyone; hand, standby and sideboard from the other player."""
    state = _arranged()
    ann, bob = player(state, "ann"), player(state, "bob")
    decks = {*ann.deck, *ann.stone_deck, *bob.deck, *bob.stone_deck}
    ann_private = {*ann.hand, *(s.id for s in ann.standby), *ann.sideboard}
    bob_private = {*bob.hand, *(s.id for s in bob.standby), *bob.sideboard}
    assert GAME.secret_ids(state, "ann") == decks | bob_private
    assert GAME.secret_ids(state, "bob") == decks | ann_private
    assert GAME.secret_ids(state, None) == decks | ann_private | bob_private


def test_fow_play_5_each_part_of_a_player_record_as_each_reader_sees_it() -> None:
    state = _arranged()
    for viewer in ("ann", "bob", None):
        view = GAME.view(state, viewer)
        assert "rng" not in view and view["seq"] == state.seq
        for shown, p in zip(view["players"], state.players, strict=True):
            assert shown["deck"] == [HIDDEN] * len(p.deck) and shown["stone_deck"] == [HIDDEN] * len(p.stone_deck)
            assert shown["life"] == p.life and shown["deck_count"] == len(p.deck)
            if p.id == viewer:
                assert shown["hand"] == p.hand and shown["sideboard"] == p.sideboard
                assert shown["standby"] == [{"id": s.id, "set_turn": s.set_turn} for s in p.standby]
                assert shown["deck_list"]["ruler"] == p.deck_list.ruler
            else:
                assert shown["hand"] == [HIDDEN] * len(p.hand) and shown["sideboard"] == [HIDDEN] * len(p.sideboard)
                assert shown["standby"] == [HIDDEN] and shown["deck_list"] == HIDDEN


def test_fow_play_5_chase_pending_and_modifiers_hide_a_card_the_reader_cannot_see() -> None:
    """A card named on the chase (its card, a target, a victim), by a pending ability (its source, a
    victim) or by a lasting change (its target) that is now in a hand is hidden from the other player and
    from spectators only; a card in the field stays named."""
    state = started()
    ann_card = player(state, "ann").hand[0]
    bob_card = player(state, "bob").hand[0]
    public = to_field(state, "bob", "TST-R02")
    state.chase = [
        ChaseItem(id="chase:1", kind="ability", controller="ann", card=ann_card, targets=[public, bob_card, "bob"], victim=bob_card)
    ]
    state.pending = [Pending(id="auto:2", controller="bob", source=bob_card, ability=0, victim=ann_card)]
    state.modifiers = [Modifier(target=ann_card, atk=100), Modifier(target=public, atk=200)]
    by_ann = GAME.view(state, "ann")
    assert by_ann["chase"][0]["card"] == ann_card and by_ann["chase"][0]["targets"] == [public, HIDDEN, "bob"]
    assert by_ann["chase"][0]["victim"] == HIDDEN
    assert by_ann["pending"][0]["source"] == HIDDEN and by_ann["pending"][0]["victim"] == ann_card
    assert [m["target"] for m in by_ann["modifiers"]] == [ann_card, public]
    by_bob = GAME.view(state, "bob")
    assert by_bob["chase"][0]["card"] == HIDDEN and by_bob["chase"][0]["targets"] == [public, bob_card, "bob"]
    assert by_bob["chase"][0]["victim"] == bob_card
    assert by_bob["pending"][0]["source"] == bob_card and by_bob["pending"][0]["victim"] == HIDDEN
    assert [m["target"] for m in by_bob["modifiers"]] == [HIDDEN, public]
    spectator = GAME.view(state, None)
    assert spectator["chase"][0]["card"] == HIDDEN and spectator["chase"][0]["targets"] == [public, HIDDEN, "bob"]
    assert spectator["pending"][0]["source"] == HIDDEN and [m["target"] for m in spectator["modifiers"]] == [HIDDEN, public]
    assert [m["atk"] for m in spectator["modifiers"]] == [100, 200]


def test_fow_play_5_who_may_read_a_card_in_an_event() -> None:
    """Everyone for a card in the field; its owner alone for a card in hand or face down in standby;
    nobody for a card in a deck."""
    state = _arranged()
    ann = player(state, "ann")
    assert readers_of(state, to_field(state, "bob", "TST-R02")) is UNSET
    assert readers_of(state, ann.hand[0]) == "ann"
    assert readers_of(state, ann.standby[0].id) == "ann"
    assert readers_of(state, player(state, "bob").hand[0]) == "bob"
    assert readers_of(state, ann.deck[0]) == [] and readers_of(state, player(state, "bob").stone_deck[0]) == []


def test_fow_setup_3_fow_play_5_fow_search_r_logged_actions_hide_their_private_keys_from_others() -> None:
    """A match log shows an action whole to its player; to the other player and to spectators the cards
    sent back in a mulligan, the card put into standby and the card a search found read as hidden."""
    state = started()
    mulligan = {"type": "mulligan", "player": "ann", "cards": ["ann:TST-R01#1", "ann:TST-C03#1"]}
    standby = {"type": "standby", "player": "ann", "card": "ann:TST-C09#1", "payment": {}}
    search = {"type": "search", "player": "ann", "card": "ann:TST-R03#1"}
    for action in (mulligan, standby, search):
        assert GAME.view_action(state, action, "ann", []) is action
    for viewer in ("bob", None):
        assert GAME.view_action(state, mulligan, viewer, []) == {"type": "mulligan", "player": "ann", "cards": [HIDDEN, HIDDEN]}
        assert GAME.view_action(state, standby, viewer, []) == {"type": "standby", "player": "ann", "card": HIDDEN, "payment": {}}
        assert GAME.view_action(state, search, viewer, []) == {"type": "search", "player": "ann", "card": HIDDEN}
    # nothing private: the action as it is, for everyone
    attack = {"type": "declare_attack", "player": "ann", "attacker": "ann:TST-R08#1", "target": "bob"}
    assert GAME.view_action(state, attack, "bob", []) == attack and GAME.view_action(state, attack, None, []) == attack
    found_nothing = {"type": "search", "player": "ann", "card": None}
    assert GAME.view_action(state, found_nothing, "bob", []) == found_nothing
