"""Rule behaviours of ``adjudicator/force_of_will/plays.py`` pinned so that a wrong rule cannot hide (issue 21,
scripts/mutation): each test was written against a change to ``plays.py`` that no other test noticed.
Violation codes and messages are asserted as a player reads them; positions are arranged with the helpers
of ``helpers.py`` on the invented reference pool, plus a real card of the community database named by id
where the pool has none of its kind (its text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, imported
from .helpers import act, code_of, full_deck, listed, player, pool, started, stones, to_field, to_hand
from .real import play, real_started


def refused(state: State, action: dict[str, Any]) -> tuple[str, str, str]:
    v = GAME.verify(state, GAME.decode_action(action))
    assert v is not None, action
    return v.code, v.message, v.path or ""


def first_turn_of_ann(card_set: dict[str, Any], decks: dict[str, Any], prefix: str) -> State:
    for n in range(50):
        state = started(options={"card_set": card_set}, seed=f"{prefix}-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


# -- FOW-WILL-3: the card whose [Rest] pays an activate ability cannot also pay its will ----------------
STONE = "BFA-096"  # a special magic stone: a will ability, and an activate ability costing [Rest] and {light}{1}


def stone_game() -> State:
    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] == STONE]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"][STONE] = 1
    return first_turn_of_ann({"id": "tst-plus-stone", "cards": cards}, decks, "stone")


def test_an_activate_ability_that_rests_its_card_is_not_paid_by_that_card() -> None:
    """FOW-WILL-3 (CR 903.2l, FOW-PLAY-4): the stone's [Rest] is part of the cost, so its own will ability
    (also [Rest]) cannot pay the {light}: the payment is refused and no such activation is listed while
    only one other stone is there; two other stones pay it."""
    stone_card = card(STONE)
    assert stone_card["abilities"][0]["cost"] == {"rest": True, "will": {"specified": {"light": 1}, "free": 1}}
    assert stone_card["stone_produces"] == ["light"]
    state = stone_game()
    stone = to_field(state, "ann", STONE)
    (light,) = stones(state, "ann", "TST-ST-W")
    action = {"type": "activate", "player": "ann", "card": stone, "ability": 0,
              "payment": {"sources": [{"card": stone, "will": "light"}, {"card": light, "will": "light"}]}}
    assert refused(state, action) == ("FOW-WILL-3", f"{stone_card['name']} is already used for this cost", "/action/payment/sources/0/card")
    assert not listed(state, "activate", card=stone)
    (fire,) = stones(state, "ann", "TST-ST-R")
    paid = action | {"payment": {"sources": [{"card": light, "will": "light"}, {"card": fire, "will": "fire"}]}}
    assert GAME.verify(state, GAME.decode_action(paid)) is None
    assert listed(state, "activate", card=stone)


# -- FOW-JUDG-LESS-R: "for each other <race>" does not count the ruler itself --------------------------
def other_angel_ruler_game() -> State:
    """Ann leads with an invented Angel ruler whose Judgment costs {3}, one less for each *other* Angel she
    controls (a form of the vocabulary no printed ruler of the database uses yet)."""
    front = {
        "id": "TST-RUA", "name": "Test Angel Ruler", "types": ["ruler"], "races": ["Angel"], "attributes": ["light"],
        "judgment": {"cost": {"free": 3}, "less": {"free": 1, "per": {"what": "card", "races": ["Angel"], "other": True}}},
        "sides": {"front": "TST-RUA", "back": "TST-RUAJ"}, "provenance": "invented",
    }
    back = {"id": "TST-RUAJ", "name": "Test Angel J", "types": ["j_ruler"], "races": ["Angel"], "atk": 500, "def": 500,
            "provenance": "invented", "sides": {"front": "TST-RUA", "back": "TST-RUAJ"}}
    cards = list(reference_card_set_json()["cards"]) + [front, back]
    decks = {"ann": full_deck("TST-RUA"), "bob": full_deck("TST-RU2")}
    return first_turn_of_ann({"id": "tst-other-angel", "cards": cards}, decks, "angel")


def test_a_judgment_lowered_for_each_other_card_does_not_count_its_own_ruler() -> None:
    """FOW-JUDG-LESS-R (CR 903.2k-4): the Angel ruler in its ruler area is not one of the *other* Angels:
    alone it pays the full {3}; one Angel resonator (TST-R01) lowers it to {2}."""
    state = other_angel_ruler_game()
    judgment = {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 2}}}
    pool(state, "ann", void=2)
    assert refused(state, judgment) == (
        "FOW-WILL-3", "the cost is {3} (3 will) but the payment brings 2: pay all of it or nothing", "/action/payment")
    assert not listed(state, "judgment")
    pool(state, "ann", void=3)
    assert GAME.verify(state, GAME.decode_action(judgment | {"payment": {"pool": {"void": 3}}})) is None
    to_field(state, "ann", "TST-R01")
    assert refused(state, judgment | {"payment": {"pool": {"void": 3}}})[0] == "FOW-WILL-5-R"
    pool(state, "ann", void=2)
    state = act(state, judgment)
    assert [item.kind for item in state.chase] == ["judgment"] and player(state, "ann").pool == {}


# -- the events of the cards a cost moves (scripts/mutation, 2026-12-03 afternoon) ------------------------
def _events(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    return result.state, list(result.events)


def test_a_card_discarded_as_a_cost_is_reported_with_its_rule() -> None:
    """FOW-COST-DISCARD-R (CR 903.2l-1) with NDR-061, whose pump costs a chant of its controller's hand: the
    activation reports the chant discarded by ann, under that rule, as the cost is paid."""
    state = real_started("NDR-061")
    source = to_field(state, "ann", "NDR-061")
    chant = to_hand(state, "ann", "TST-C04")
    action = {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [], "payment": {"discard": [chant]}}
    state, events = _events(state, action)
    assert {"type": "discarded", "player": "ann", "card": chant, "rule": "FOW-COST-DISCARD-R"} in events
    assert chant in player(state, "ann").graveyard and chant not in player(state, "ann").hand


def test_a_resonator_banished_for_incarnation_is_reported_under_incarnation() -> None:
    """FOW-KW-INCARNATION (CR 1111.2): Elder Treant (TST-R10) played by banishing a wind resonator reports
    the banish under FOW-KW-INCARNATION, not as an additional cost."""
    state = started()
    treant = to_hand(state, "ann", "TST-R10")
    hawk = to_field(state, "ann", "TST-R06")
    action = {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": [hawk]}}
    _, events = _events(state, action)
    assert [e for e in events if e["type"] == "banished"] == [{"type": "banished", "card": hawk, "rule": "FOW-KW-INCARNATION"}]


def test_a_resonator_banished_as_an_additional_cost_is_reported_under_that_rule() -> None:
    """FOW-EXTRA-BANISH-R with CFC-078 (a removal spell with a resonator sacrifice as an additional cost):
    the banish is reported under FOW-EXTRA-BANISH-R, not under [Incarnation]."""
    state = real_started("CFC-078")
    mine = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "ann", "CFC-078")
    pool(state, "ann", darkness=1)
    action = {"type": "play_card", "player": "ann", "card": chant, "targets": [theirs], "payment": {"pool": {"darkness": 1}, "banish": [mine]}}
    _, events = _events(state, action)
    assert [e for e in events if e["type"] == "banished"] == [{"type": "banished", "card": mine, "rule": "FOW-EXTRA-BANISH-R"}]


# -- FOW-ARRANGE-R: once the card is taken, ordering the rest may end with no card named ------------------
def test_the_rest_of_a_look_may_go_to_the_bottom_in_their_order_without_naming_a_card() -> None:
    """FOW-ARRANGE-R with CFC-051 (a chant: one of the top three into the hand; the rest on the bottom in any
    order): a card must be named while choosing the one taken, but not while the other two are put back --
    no card named is listed and accepted, and they go to the bottom in their order."""
    state = real_started("CFC-051")
    chant = to_hand(state, "ann", "CFC-051")
    state = play(state, "ann", chant)
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = act(state, {"type": "pass", "player": state.priority})
    deck = list(player(state, "ann").deck)
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-ARRANGE-R"
    assert not listed(state, "search", card=None)
    state = act(state, {"type": "search", "player": "ann", "card": deck[1]})
    assert state.decision is not None and state.decision.kind == "search" and state.decision.left == 2
    assert listed(state, "search", card=None)
    state = act(state, {"type": "search", "player": "ann", "card": None})
    assert player(state, "ann").deck == [*deck[3:], deck[0], deck[2]]
