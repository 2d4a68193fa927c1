"""Looking and revealing forms read by fow-u-look, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-REVEAL-HAND-ANY-R: "(You may) reveal any number of <plural filter> (with different names) from your hand" then
  an effect counting the cards revealed this way (WOM-068 / MP01-149 chants, WOM-071 and SDR6-001 [Enter] abilities,
  ADW-017 with different names).
- FOW-LOOK-TOP-EACH-R: "Look at the top N cards of your deck. You may reveal up to one <A> and up to one <B> from among
  them and put them into your hand" / "You may put a <A>, a <B>, and/or a <C> from among them into the field", the rest
  where the text says (WOM-038 into the hand, the rest in any order; SNV-033 into the field, the rest at random).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported, search_filter
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, listed, player, take, to_field, to_hand
from .real import play, real_started, resolve_all

# -- FOW-REVEAL-HAND-ANY-R --------------------------------------------------------------------------------------


def _step(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, [msgspec.to_builtins(e) for e in result.events]


def _damage_on(state: State, card_id: str) -> int:
    return next(e.damage for p in state.players for e in p.field if e.id == card_id)


def _fifth(card_id: str = "WOM-068") -> tuple[State, str, str, str, str]:
    """Ann holds the chant ``card_id``, two Elementals (WOM-071, SDR4-006) and a non-Elemental (TST-R01); the chant is
    played at bob's 1200/1200 resonator and resolving: the state at its first reveal decision."""
    state = real_started(card_id, "WOM-071", "SDR4-006")
    leaf, fighter, scout = to_hand(state, "ann", "WOM-071"), to_hand(state, "ann", "SDR4-006"), to_hand(state, "ann", "TST-R01")
    wall = to_field(state, "bob", "TST-R10")
    state = play(state, "ann", to_hand(state, "ann", card_id), [wall])
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "search" and state.decision.player == "ann"
    return state, wall, leaf, fighter, scout


def test_fow_reveal_hand_any_r_reading() -> None:
    """The five cards are supported: the reveal is a search of the hand ``to: revealed``, the count after it
    ``hand_revealed``."""
    for card_id in ("WOM-068", "WOM-071", "MP01-149", "ADW-017", "SDR6-001"):
        assert entry(card_id)["supported"], card_id
    reveal = {"op": "search", "deck": "hand", "to": "revealed", "filter": {"races": ["Elemental"]}}
    assert card("WOM-068")["effects"] == [reveal, {"op": "damage", "amount": 300, "target": 0, "per": {"what": "hand_revealed"}}]
    assert card("MP01-149")["effects"] == card("WOM-068")["effects"]
    atomic = next(a for a in card("ADW-017")["abilities"] if a["kind"] == "automatic")
    assert atomic["effects"][0] == {"op": "search", "deck": "hand", "to": "revealed", "filter": {"races": ["Atom"]}, "different_names": True, "optional": True}
    assert atomic["effects"][1]["per"] == {"what": "hand_revealed"}


def test_fow_reveal_hand_any_r_two_revealed_double_the_damage() -> None:
    """WOM-068 and MP01-149: ann reveals both Elementals, one decision each (the non-Elemental is never offered); each
    is shown to all and stays in her hand; 2 x 300 damage to bob's resonator."""
    for card_id in ("WOM-068", "MP01-149"):
        state, wall, leaf, fighter, scout = _fifth(card_id)
        assert listed(state, "search", card=leaf) and listed(state, "search", card=fighter) and listed(state, "search", card=None)
        assert not listed(state, "search", card=scout)
        state, first = _step(state, {"type": "search", "player": "ann", "card": leaf})
        assert {"type": "revealed_cards", "player": "ann", "cards": ["WOM-071"], "rule": "FOW-REVEAL-HAND-ANY-R"} in first
        assert not listed(state, "search", card=leaf)  # CR 1005.2: not revealed again
        state, second = _step(state, {"type": "search", "player": "ann", "card": fighter})
        assert {"type": "revealed_cards", "player": "ann", "cards": ["SDR4-006"], "rule": "FOW-REVEAL-HAND-ANY-R"} in second
        state = resolve_all(state)
        assert _damage_on(state, wall) == 600, card_id
        assert {leaf, fighter, scout} <= set(player(state, "ann").hand)


def test_fow_reveal_hand_any_r_stop_or_none() -> None:
    """Ann stops after one Elemental (300 damage), or reveals none (no damage)."""
    state, wall, leaf, fighter, scout = _fifth()
    state = act(state, {"type": "search", "player": "ann", "card": fighter})
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert _damage_on(state, wall) == 300
    state, wall, leaf, fighter, scout = _fifth()
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert _damage_on(state, wall) == 0


def test_fow_reveal_hand_any_r_breaks() -> None:
    """FOW-REVEAL-HAND-ANY-R: a card of the hand not of the filter, or one revealed already, is refused; bob's view
    names no card of ann's hand (the chase object's revealed cards hidden, as the hand is); the count after a reveal of
    the top of the deck, or worded otherwise, is refused."""
    state, wall, leaf, fighter, scout = _fifth()
    assert code_of(state, {"type": "search", "player": "ann", "card": scout}) == "FOW-REVEAL-HAND-ANY-R"
    state = act(state, {"type": "search", "player": "ann", "card": leaf})
    assert code_of(state, {"type": "search", "player": "ann", "card": leaf}) == "FOW-REVEAL-HAND-ANY-R"
    assert state.chase[-1].shown == [leaf]
    bob_view = GAME.view(state, "bob")
    assert bob_view["chase"][-1]["shown"] == [{"hidden": True}]
    assert leaf not in msgspec.json.encode(bob_view).decode()
    assert GAME.view(state, "ann")["chase"][-1]["shown"] == [leaf]
    assert "revealed this way" in line_refusal("Reveal the top card of your deck. This card deals 100 damage to target J/resonator for each card revealed this way.")
    assert "revealed in this manner" in line_refusal("Reveal any number of Treants from your hand. Draw a card for each card revealed in this manner.")


def test_fow_reveal_hand_any_r_different_names() -> None:
    """ADW-017 ([Enter]: you may reveal Atoms with different names; two [+100/+100] counters each): after one ADW-015,
    a second ADW-015 is refused; ADW-022 (another name) is revealed: four counters."""
    state = real_started("ADW-017", "ADW-015", "ADW-022", copies=2)
    white, white2, gradius = to_hand(state, "ann", "ADW-015"), to_hand(state, "ann", "ADW-015"), to_hand(state, "ann", "ADW-022")
    fairy = to_hand(state, "ann", "ADW-017")
    state = play(state, "ann", fairy)
    while state.decision is None:
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "may"
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    state = act(state, {"type": "search", "player": "ann", "card": white})
    assert code_of(state, {"type": "search", "player": "ann", "card": white2}) == "FOW-REVEAL-HAND-ANY-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": gradius}))
    entity = next(e for e in player(state, "ann").field if e.id == fairy)
    assert msgspec.to_builtins(entity)["counters"] == {"+100/+100": 4}


# -- FOW-LOOK-TOP-EACH-R ----------------------------------------------------------------------------------------


def _top(state: State, pid: str, *def_ids: str) -> list[str]:
    """One instance of each of ``def_ids`` put on top of ``pid``'s deck, in that order."""
    cards = [take(state, pid, d) for d in def_ids]
    player(state, pid).deck[:0] = cards
    return cards


def _chant_at_decision(card_id: str, *top: str) -> tuple[State, list[str]]:
    state = real_started(card_id)
    looked = _top(state, "ann", *top)
    state = play(state, "ann", to_hand(state, "ann", card_id))
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "search"
    return state, looked


def test_fow_look_top_each_r_reading() -> None:
    """WOM-038 and SNV-033 are supported: a look at the top five with one filter per decision (``each``)."""
    assert entry("WOM-038")["supported"] and entry("SNV-033")["supported"]
    assert card("WOM-038")["effects"] == [
        {"op": "search", "filter": {}, "top": 5, "each": [{"kinds": ["chant"], "attributes": ["fire"]}, {"kinds": ["resonator"], "attributes": ["fire"]}], "count": 2, "rest": "arrange"}
    ]
    costs = [(f["min_cost"], f["max_cost"]) for f in card("SNV-033")["effects"][0]["each"]]
    assert costs == [(1, 1), (2, 2), (3, 3)] and card("SNV-033")["effects"][0]["to"] == "field"


def test_fow_look_top_each_r_one_of_each_into_the_field() -> None:
    """SNV-033 on top TST-R11 (cost 1), TST-R15 and TST-R12 (cost 2), TST-R13 (cost 3), TST-R01 (light): ann puts the
    cost-1, one cost-2 and the cost-3 fire resonators into her field, one decision per filter; the other two go to
    the bottom of her deck."""
    state, (one, two, two_b, three, light) = _chant_at_decision("SNV-033", "TST-R11", "TST-R15", "TST-R12", "TST-R13", "TST-R01")
    assert listed(state, "search", card=one) and not listed(state, "search", card=two)
    state, events = _step(state, {"type": "search", "player": "ann", "card": one})
    assert any(e.get("rule") == "FOW-LOOK-TOP-EACH-R" for e in events)
    assert listed(state, "search", card=two) and listed(state, "search", card=two_b) and not listed(state, "search", card=three)
    state = act(state, {"type": "search", "player": "ann", "card": two})
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": three}))
    field = {e.id for e in player(state, "ann").field}
    assert {one, two, three} <= field and two_b not in field
    assert set(player(state, "ann").deck[-2:]) == {two_b, light}


def test_fow_look_top_each_r_skip_a_filter_then_arrange() -> None:
    """WOM-038 on top TST-C05 (fire chant), TST-R11 (fire resonator), TST-R01, TST-C01, TST-R06: ann names no fire chant,
    then reveals the fire resonator into her hand; the four others go to the bottom in the order she chooses."""
    state, (chant, fire, *others) = _chant_at_decision("WOM-038", "TST-C05", "TST-R11", "TST-R01", "TST-C01", "TST-R06")
    assert listed(state, "search", card=chant) and not listed(state, "search", card=fire)
    state = act(state, {"type": "search", "player": "ann", "card": None})
    assert state.decision is not None and state.decision.done == 1 and listed(state, "search", card=fire)
    state = act(state, {"type": "search", "player": "ann", "card": fire})
    assert fire in player(state, "ann").hand and chant not in player(state, "ann").hand
    while state.decision is not None:
        assert state.decision.left is not None  # FOW-ARRANGE-R: the rest put on the bottom one by one
        state = act(state, {"type": "search", "player": "ann", "card": None})
    state = resolve_all(state)
    assert set(player(state, "ann").deck[-4:]) == {chant, *others}


def test_fow_look_top_each_r_breaks() -> None:
    """FOW-LOOK-TOP-EACH-R: a card of another filter than the one asked now, or one not among the top cards, is refused;
    a filter with no card among those left is not asked (SNV-033 with no cost-2 fire resonator on top: after the cost
    1, the cost 3 is asked)."""
    state, (one, light, three, *_rest) = _chant_at_decision("SNV-033", "TST-R11", "TST-R01", "TST-R13", "TST-C01", "TST-C04")
    assert code_of(state, {"type": "search", "player": "ann", "card": three}) == "FOW-LOOK-TOP-EACH-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": light}) == "FOW-LOOK-TOP-EACH-R"
    deep = player(state, "ann").deck[6]
    assert code_of(state, {"type": "search", "player": "ann", "card": deep}) == "FOW-LOOK-TOP-EACH-R"
    state = act(state, {"type": "search", "player": "ann", "card": one})
    assert state.decision is not None and state.decision.done == 2 and listed(state, "search", card=three)


# -- FOW-LOOK-TOP-COST-COUNT-R ----------------------------------------------------------------------------------


def test_fow_look_top_cost_count_r_reading() -> None:
    """AOA-059 is supported: the look at the top seven, a resonator put into the field with its cost bounded by the
    magic stones its controller controls (counted as it resolves)."""
    assert entry("AOA-059")["supported"]
    effect = card("AOA-059")["effects"][0]
    assert effect == {"op": "search", "filter": {"kinds": ["resonator"], "max_cost_per": {"what": "magic_stone"}}, "top": 7, "to": "field"}


def _stones(state: State, n: int) -> None:
    """Ann controls exactly ``n`` magic stones."""
    seat = player(state, "ann")
    seat.field = [e for e in seat.field if ":TST-ST-" not in e.id]
    for stone in ("TST-ST-W", "TST-ST-R", "TST-ST-U")[:n]:
        to_field(state, "ann", stone)


def _invasion(stones: int) -> tuple[State, str, str]:
    """AOA-059 resolving with TST-R13 (cost 3) and TST-R14 (cost 4) on top of ann's deck and ``stones`` magic stones."""
    state = real_started("AOA-059")
    three, four = _top(state, "ann", "TST-R13", "TST-R14")
    _stones(state, stones)
    state = play(state, "ann", to_hand(state, "ann", "AOA-059"))
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    return state, three, four


def test_fow_look_top_cost_count_r_bounded_by_the_stones_now() -> None:
    """AOA-059 with three magic stones: of TST-R13 (cost 3) and TST-R14 (cost 4) on top, only the cost-3 resonator may
    enter the field; the other six go to the bottom at random."""
    state, three, four = _invasion(3)
    assert listed(state, "search", card=three) and not listed(state, "search", card=four)
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": three}))
    assert three in {e.id for e in player(state, "ann").field} and four in player(state, "ann").deck[-6:]


def test_fow_look_top_cost_count_r_breaks() -> None:
    """FOW-LOOK-TOP-COST-COUNT-R: with two magic stones the cost-3 resonator is refused (FOW-SEARCH-R's choice of the cards
    looked at); a count of another zone is refused by the reader."""
    state, three, _four = _invasion(2)
    assert not listed(state, "search", card=three)
    assert code_of(state, {"type": "search", "player": "ann", "card": three}) is not None
    with pytest.raises(Unsupported):
        search_filter("a resonator with total cost X or less, where X is the number of cards in your hand")
    assert search_filter("a resonator with total cost X or less, where X is the number of resonators you control")["max_cost_per"] == {"what": "resonator", "whose": "you"}
