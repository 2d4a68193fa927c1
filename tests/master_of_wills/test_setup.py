"""Setup and the order draws: MOW-SETUP-2, MOW-SETUP-3, MOW-SETUP-4, MOW-SETUP-5, MOW-SETUP-4-R, MOW-AMB-12, MOW-TURN-1-R; bad setup input."""

from __future__ import annotations

import pytest

from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import InputError
from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.turns import order_draw

from .positions import CAT, PLAYERS, act, find, put, refused


def test_mow_setup_2_three_hidden_faction_cards_each():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    for player in state.players:
        assert len(player.hand) == 3 and player.drawn == 3
    view = GAME.view(state, "ann")
    assert view["players"][1]["hand"] == [{"hidden": True}] * 3
    assert view["players"][0]["hand"] == state.players[0].hand


def test_mow_setup_3_six_cards_in_neutral():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    assert len(state.neutral) == 6
    assert len(state.neutral) + len(state.afterlife) + len(state.community_deck) == 120


def test_mow_setup_4_draw_winner_chooses_who_goes_first():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    assert state.phase == "first_player"
    winner = state.order_choice.chooser
    loser = "bob" if winner == "ann" else "ann"
    assert state.to_act == [winner]
    drawn = state.afterlife[-2:]
    assert CAT.community[drawn[[p.id for p in state.players].index(winner)]].value > CAT.community[
        drawn[[p.id for p in state.players].index(loser)]].value
    after, events = act(state, {"type": "choose_first", "player": winner, "go_first": False})
    assert after.turn_order[:2] == [loser, winner] and after.turn.player == loser
    assert {"type": "goes_first", "who": loser, "purpose": "first_player"} in events


def test_mow_setup_4_only_the_winner_chooses():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    loser = "bob" if state.order_choice.chooser == "ann" else "ann"
    assert refused(state, {"type": "choose_first", "player": loser, "go_first": True}) == "MOW-TURN-1-R"


def test_mow_setup_4_no_order_choice_outside_the_draw():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    state, _ = act(state, GAME.legal_actions(state)[0])
    assert refused(state, {"type": "choose_first", "player": state.turn.player, "go_first": True}) == "MOW-SETUP-4"


def _stack(state, cards):
    for card in reversed(cards):
        put(state, card, "deck", top=True)


def test_mow_setup_4_ties_are_killed_and_drawn_again():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    a, b = find(value=5)[:2]
    c, d = find(value=1)[0], find(value=8)[0]
    _stack(state, [a, b, c, d])
    events = []
    before = len(state.afterlife)
    assert order_draw(Board(CAT, state), ["ann", "bob"], events, "first_player") == "bob"
    assert state.afterlife[before:] == [a, b, c, d]
    assert len(events) == 2


def test_mow_amb_12_signed_values_compare():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    _stack(state, [find(value=-2)[0], find(value=1)[0]])
    assert order_draw(Board(CAT, state), ["ann", "bob"], [], "first_player") == "bob"


def test_mow_setup_4_r_only_tied_players_draw_again():
    state = GAME.setup("ffa3", ["ann", "bob", "cat"], "s")
    high = find(value=8)
    _stack(state, [high[0], find(value=1)[0], high[1], find(value=2)[0], find(value=3)[0]])
    events = []
    assert order_draw(Board(CAT, state), ["ann", "bob", "cat"], events, "first_player") == "cat"
    assert [len(e["draws"]) for e in events] == [3, 2]


def test_mow_setup_5_round_one_and_two_cards_in_the_afterlife():
    for variant, players in PLAYERS.items():
        state = GAME.setup(variant, players, "s")
        assert state.round == 1
        assert len(state.afterlife) >= 2, variant


def test_setup_is_deterministic_and_seeded():
    one = GAME.setup("ffa3", ["ann", "bob", "cat"], "same")
    two = GAME.setup("ffa3", ["ann", "bob", "cat"], "same")
    other = GAME.setup("ffa3", ["ann", "bob", "cat"], "other")
    assert canonical_json(one) == canonical_json(two)
    assert canonical_json(one) != canonical_json(other)


@pytest.mark.parametrize(
    ("variant", "players", "options", "decks", "pointer"),
    [
        ("standard", ["ann"], None, None, "/players"),
        ("standard", ["ann", "ann"], None, None, "/players"),
        ("standard", ["ann", "b b"], None, None, "/players/1"),
        ("2v2", ["a", "b", "c", "d"], {"teams": [["a", "b"], ["c", "x"]]}, None, "/options/teams"),
        ("standard", ["ann", "bob"], {"teams": [["ann", "bob"], ["c", "d"]]}, None, "/options/teams"),
        ("standard", ["ann", "bob"], {"colour": "red"}, None, "/options/colour"),
        ("standard", ["ann", "bob"], {"coop_thresholds": [1] * 8}, None, "/options/coop_thresholds"),
        ("standard", ["ann", "bob"], None, {"carl": []}, "/decks/carl"),
        ("standard", ["ann", "bob"], None, {"ann": "nope"}, "/decks/ann"),
        ("standard", ["ann", "bob"], None, {"ann": ["MOW-F-XXX-A-01"]}, "/decks/ann/0"),
        ("2v2", ["a", "b", "c", "d"], None, {"a": [], "c": []}, "/decks/c"),
    ],
)
def test_bad_setup_input_names_the_field(variant, players, options, decks, pointer):
    with pytest.raises(InputError) as caught:
        GAME.setup(variant, players, "s", options, decks)
    assert any(e.pointer == pointer for e in caught.value.errors), caught.value.errors


def test_unknown_variant_is_input_error():
    with pytest.raises(InputError):
        GAME.setup("solitaire", ["ann"], "s")


def test_custom_decks_are_dealt_from():
    deck = list(CAT.default_decks["alphaguard"])
    state = GAME.setup("standard", ["ann", "bob"], "s", decks={"ann": {"cards": deck}})
    assert all(card.startswith("MOW-F-AGD") and card.endswith(tuple(f"#1.{n}" for n in (1, 2))) for card in state.players[0].hand)
    assert state.sides[0].deck_size == 20


def test_mow_turn_1_r_only_players_in_to_act_may_act():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    state, _ = act(state, {"type": "choose_first", "player": state.order_choice.chooser, "go_first": True})
    other = "bob" if state.turn.player == "ann" else "ann"
    card = state.neutral[0]
    assert refused(state, {"type": "choose_starting", "player": other, "card": card}) == "MOW-TURN-1-R"
    with pytest.raises(InputError):
        GAME.verify(state, GAME.decode_action({"type": "choose_starting", "player": "zed", "card": card}))
