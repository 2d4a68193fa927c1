"""Forged states are refused with a pointer to the field (the consistency check of check_state)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.master_of_wills import GAME

from .positions import started


def forged(mutate) -> list[Any]:
    state = started()
    raw = GAME.full_state(state)
    mutate(raw)
    with pytest.raises(InputError) as caught:
        GAME.decode_state(raw)
    return caught.value.errors


def pointers(errors) -> list[str]:
    return [e.pointer for e in errors]


def test_genuine_states_pass():
    state = started()
    assert GAME.decode_state(GAME.full_state(state)) is not None


def test_a_community_card_in_two_zones():
    errors = forged(lambda raw: raw["neutral"].append(raw["afterlife"][0]))
    assert any("two places" in e.message for e in errors)


def test_an_unknown_community_card():
    def mutate(raw):
        raw["neutral"][0] = "MOW-C-XYZ-99"

    errors = forged(mutate)
    assert "/neutral/0" in pointers(errors)


def test_a_missing_community_card():
    errors = forged(lambda raw: raw["community_deck"].pop())
    assert any("MOW-SETUP-1" in e.message for e in errors)


def test_a_faction_card_in_two_zones():
    def mutate(raw):
        raw["sides"][0]["faction_discard"].append(raw["players"][0]["hand"][0])
        raw["sides"][0]["faction_deck"].pop()

    errors = forged(mutate)
    assert any("two places" in e.message for e in errors)


def test_a_faction_card_of_another_side_in_a_hand():
    def mutate(raw):
        theirs = raw["sides"][1]["faction_deck"].pop()
        raw["sides"][0]["faction_deck"].append(raw["players"][0]["hand"].pop())
        raw["players"][0]["hand"].append(theirs)

    errors = forged(mutate)
    assert any("cannot be here" in e.message for e in errors)


def test_an_unknown_faction_card_and_a_copy_that_does_not_exist():
    def mutate(raw):
        raw["sides"][0]["faction_deck"][0] = "MOW-F-RZC-Z-99#1.1"
        raw["sides"][0]["faction_deck"][1] = "MOW-F-RZC-L-03#1.9"

    errors = forged(mutate)
    assert "/sides/0/faction_deck/0" in pointers(errors) and "/sides/0/faction_deck/1" in pointers(errors)


def test_deck_size_disagreeing_with_the_cards():
    errors = forged(lambda raw: raw["sides"][0]["faction_deck"].pop())
    assert "/sides/0/deck_size" in pointers(errors)


def test_hand_counts_disagreeing_with_the_hand():
    def mutate(raw):
        raw["players"][0]["drawn"] += 1

    errors = forged(mutate)
    assert "/players/0/hand" in pointers(errors)


def test_a_hand_over_the_limit():
    def mutate(raw):
        player = next(p for p in raw["players"] if p["id"] != raw["turn"]["player"])
        side = next(s for s in raw["sides"] if s["id"] == player["side"])
        player["hand"].append(side["faction_deck"].pop())
        player["drawn"] += 1

    errors = forged(mutate)
    assert any("over the limit" in e.message for e in errors)


def test_a_wrong_turn_order():
    def mutate(raw):
        raw["turn_order"][3], raw["turn_order"][4] = raw["turn_order"][4], raw["turn_order"][3]

    assert "/turn_order" in pointers(forged(mutate))


def test_a_wrong_round():
    assert "/round" in pointers(forged(lambda raw: raw.update(round=3)))


def test_to_act_must_name_who_may_act():
    assert "/to_act" in pointers(forged(lambda raw: raw.update(to_act=["ann", "bob"])))


def test_a_status_on_a_card_off_the_board():
    def mutate(raw):
        source = raw["players"][0]["hand"][0]
        raw["statuses"][raw["afterlife"][0]] = [{"kind": "protect", "source": source}]

    assert any("only cards on the board" in e.message for e in forged(mutate))


def test_a_result_in_a_game_in_progress():
    def mutate(raw):
        raw["result"] = {"winners": ["ann"], "scores": {"ann": 1, "bob": 0}}

    assert "/result" in pointers(forged(mutate))


def test_a_forged_result_of_a_finished_game():
    state = started("mow-op")
    while not state.over:
        state = GAME.adjudicate(state, GAME.legal_actions(state)[0]).state
    raw = GAME.full_state(state)
    raw["side_scores"] = {k: v + 1 for k, v in raw["side_scores"].items()}
    with pytest.raises(InputError) as caught:
        GAME.decode_state(raw)
    assert "/side_scores" in pointers(caught.value.errors)


def test_malformed_fields_are_named():
    def mutate(raw):
        raw["neutral"][0] = 7

    assert pointers(forged(mutate)) == ["/neutral/0"]
    assert pointers(forged(lambda raw: raw.update(colour="red"))) == ["/colour"]
    assert pointers(forged(lambda raw: raw["players"][0].update(hand="x"))) == ["/players/0/hand"]


def test_a_state_of_another_game():
    assert pointers(forged(lambda raw: raw.update(game="magic-wands"))) == ["/game"]


def test_mowitaire_opponent_side_has_no_player():
    state = started("mowitaire")
    raw = GAME.full_state(state)
    raw["sides"][1]["players"] = ["ann"]
    with pytest.raises(InputError) as caught:
        GAME.decode_state(raw)
    assert "/sides" in pointers(caught.value.errors)


def test_a_malformed_faction_instance_id():
    def mutate(raw):
        raw["sides"][0]["faction_deck"][0] = "MOW-F-RZC-A-01"

    errors = forged(mutate)
    assert "/sides/0/faction_deck/0" in pointers(errors) and "instance" in errors[0].message


def test_must_play_names_a_card_in_hand():
    def mutate(raw):
        raw["turn"]["must_play"] = raw["sides"][0]["faction_deck"][0]

    assert "/turn/must_play" in pointers(forged(mutate))
