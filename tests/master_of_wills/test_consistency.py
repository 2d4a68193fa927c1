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


# -- issue 21: consistency rules no test pinned (scripts/mutation survivors) ---------------------------------
def _problems(raw: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as caught:
        GAME.decode_state(raw)
    return [(e.pointer, e.message) for e in caught.value.errors]


def test_each_player_has_the_side_of_their_own_id():
    def mutate(raw):
        raw["sides"][0]["players"], raw["sides"][1]["players"] = raw["sides"][1]["players"], raw["sides"][0]["players"]

    assert ("/sides", "each player has one side with the player's id, in seat order") in _problems(
        _raw(mutate)
    )


def _raw(mutate, state=None) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    raw: dict[str, Any] = GAME.full_state(state if state is not None else started())
    mutate(raw)
    return raw


def test_2v2_has_two_teams_of_two_even_when_the_second_is_full():
    state = started("2v2")

    def mutate(raw):
        raw["sides"][0]["players"] = raw["sides"][0]["players"][:1]  # a player left out of the first team

    assert ("/sides", "2v2 has the teams ['@team-a', '@team-b'] of two players each") in _problems(_raw(mutate, state))


def test_spy_knowledge_of_someone_who_is_not_a_player_is_refused():
    def mutate(raw):
        holder = raw["players"][1]
        raw["known"] = {"zed": [holder["hand"][0]]}  # a card in another player's hand, known by no player

    assert ("/known/zed/0", "Spy knowledge names a card in another player's hand") in _problems(_raw(mutate))


def test_the_moves_left_are_those_printed_on_the_starting_card():
    from .positions import act, move_phase

    state = started()
    player = state.turn_order[0]
    state = move_phase(state, player, at=0)
    start = next(c for c in state.neutral if GAME.cat.community[c].movements)
    state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
    assert state.turn is not None and state.turn.starting == start

    def mutate(raw):
        raw["turn"]["moves"] = [{"sector": "nowhere", "delta": 1}]

    assert ("/turn/moves", "the movements left are those printed on the Starting card, partly done") in _problems(
        _raw(mutate, state)
    )


def test_the_end_of_game_round_begins_with_its_order_draw():
    def mutate(raw):
        raw["phase"] = "end_game"
        raw["end_game"] = None
        raw["order_choice"] = None

    assert ("/end_game", "the End-of-Game round first draws for order, then players reveal in turn") in _problems(
        _raw(mutate)
    )


def test_a_turn_index_past_the_turn_order_is_refused_whatever_the_round():
    def mutate(raw):
        raw["turn_index"] = len(raw["turn_order"])  # 16 turns: index 16 would be turn 17
        raw["round"] = 9

    assert ("/round", "turn 16 is in round 9") in _problems(_raw(mutate))


def test_before_the_first_turn_the_turn_index_is_0():
    state = GAME.setup("standard", ["ann", "bob"], "flow")

    def mutate(raw):
        raw["turn_index"] = 3

    assert _problems(_raw(mutate, state)) == [("/turn_order", "before the first turn there is no turn order yet")]


def test_a_status_that_lasts_while_its_source_is_in_play_ends_when_it_leaves():
    state = started()

    def mutate(raw):
        card = raw["neutral"][0]
        source = raw["sides"][0]["faction_deck"][0]  # a Faction card of the game, not in play
        raw["statuses"] = {card: [{"kind": "protect", "source": source, "while_source": True}]}

    problems = _problems(_raw(mutate, state))
    assert any(p == "its source has left play, so this status has ended" for _, p in problems), problems
