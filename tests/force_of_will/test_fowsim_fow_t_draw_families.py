"""Drawing and discarding forms read by fow-t-draw, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-DRAW-INSTEAD-TARGET-RACE-R: "<effect on one target>. Draw a card. If the target is a <Race>, draw N cards
  instead" (GRL-042, its ability played from the hand discarding itself; SDV4-011 a Mimi Tribe).
- FOW-COND-DISCARDED-EFFECT-R: a chant's "Draw N cards, then discard M card(s). If you discarded a <Race> this way,
  <effect>" (TSW-053, GRL-042 a Beast to discard).
- FOW-COST-DISCARD-INHERITANCE-R: "Discard a card with [Inheritance]: <effect>" (LEL-058, a ruler's ability from its
  ruler area; LEL-003 a card with [Inheritance]).
- FOW-DISCARDED-COST-X-R: "Discard a card. <J/resonators you control> gain [+X00/0] until end of turn, where X is the
  total cost of the card discarded this way" (RDE-013; TST-R05 of total cost 4 discarded).
- FOW-TARGET-OPPONENT-DISCARDS-R: "[Resonance] <stone> >>> Target opponent discards a card" (ENW-069; CMF-101 called).
- FOW-COND-HAND-THAN-OPPONENT-R: "[Enter] >>> Draw <N> card(s) if your opponent has more cards in their hand than you"
  (BFA-042).
- FOW-HAND-TO-DECK-R: "Draw N cards. Then put M cards from your hand on top of your main deck in any order" (TTW-042).
"""

from __future__ import annotations

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will import events as ev
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, checked, code_of, full_deck, player, pool, to_field, to_hand
from .real import (
    ann_first,
    j_ruler_to_field,
    lone_ruler,
    play,
    real_started,
    refused_line,
    resolve_all,
    ruler_of,
    stats,
)

# -- FOW-DRAW-INSTEAD-TARGET-RACE-R (GRL-042) ------------------------------------------------------------------------


def _bird(target_id: str) -> tuple[State, str, dict[str, object]]:
    """Ann holds GRL-042 and controls ``target_id``; the action playing GRL-042's ability from her hand on it."""
    state = real_started("GRL-042", "SDV4-011")
    target = to_field(state, "ann", target_id)
    bird = to_hand(state, "ann", "GRL-042")
    pool(state, "ann", wind=1)
    return state, target, {"type": "activate", "player": "ann", "card": bird, "ability": 0, "targets": [target], "payment": {"pool": {"wind": 1}}}


def test_fow_draw_instead_target_race_r_reading() -> None:
    """GRL-042 supported: one card drawn unless the target is a Mimi Tribe, two when it is -- never both."""
    assert entry("GRL-042")["supported"]
    effects = card("GRL-042")["abilities"][0]["effects"]
    assert effects[1:] == [
        {"op": "draw", "amount": 1, "unless": {"target_races": ["Mimi Tribe"]}},
        {"op": "draw", "amount": 2, "when": {"target_races": ["Mimi Tribe"]}},
    ]


def test_fow_draw_instead_target_race_r_a_mimi_tribe_draws_two() -> None:
    """On SDV4-011 (a Mimi Tribe): it gains [Flying] and ann draws two cards (her hand: minus GRL-042, plus two)."""
    state, target, action = _bird("SDV4-011")
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, action))
    assert len(player(state, "ann").hand) == hand - 1 + 2
    assert action["card"] in player(state, "ann").graveyard


def test_fow_draw_instead_target_race_r_breaks() -> None:
    """FOW-DRAW-INSTEAD-TARGET-RACE-R: on a resonator of no such race one card only (never three); the target gone
    (illegal, CR 903.3a) one card; with two targets the sentence is refused."""
    state, target, action = _bird("TST-R03")
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, action))
    assert len(player(state, "ann").hand) == hand - 1 + 1
    state, target, action = _bird("SDV4-011")
    hand = len(player(state, "ann").hand)
    state = act(state, action)
    seat = player(state, "ann")
    seat.field = [e for e in seat.field if e.id != target]
    seat.graveyard.append(target)
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand - 1 + 1
    line = "Target resonator gains [+100/+100] and target resonator gains [-100/-100] until end of turn. Draw a card. If the target is a Beast, draw two cards instead."  # invented
    assert "no vocabulary entry" in refused_line(line, kind="chant")


# -- FOW-COND-DISCARDED-EFFECT-R (TSW-053) ---------------------------------------------------------------------------


def _selection(discard_beast: bool) -> tuple[State, str, str]:
    """Ann controls her J-ruler and plays TSW-053 holding GRL-042 (a Beast); when asked she discards it or another card."""
    state = real_started("TSW-053", "GRL-042")
    j_ruler = j_ruler_to_field(state, "ann")
    beast = to_hand(state, "ann", "GRL-042")
    other = next(c for c in player(state, "ann").hand if c.startswith("ann:TST-"))
    state = play(state, "ann", to_hand(state, "ann", "TSW-053"))
    while state.decision is None:
        state = both_pass(state)
    assert state.decision.kind == "discard" and state.decision.player == "ann"
    chosen = beast if discard_beast else other
    state = resolve_all(act(state, {"type": "discard", "player": "ann", "card": chosen}))
    assert chosen in player(state, "ann").graveyard
    return state, j_ruler, chosen


def test_fow_cond_discarded_effect_r_reading() -> None:
    """TSW-053 supported: draw two, discard one, the counters done when the card discarded is a Beast."""
    assert entry("TSW-053")["supported"]
    assert card("TSW-053")["effects"] == [
        {"op": "draw", "amount": 2},
        {"op": "discard", "amount": 1},
        {"op": "put_counters", "amount": 5, "counter": "strength", "target": "j_ruler", "when": {"discarded_races": ["Beast"]}},
    ]


def test_fow_cond_discarded_effect_r_a_beast_discarded() -> None:
    """Discarding GRL-042 (a Beast): five strength counters on ann's J-ruler."""
    state, j_ruler, _ = _selection(True)
    entity = next(e for e in player(state, "ann").field if e.id == j_ruler)
    assert entity.counters == {"strength": 5}


def test_fow_cond_discarded_effect_r_breaks() -> None:
    """FOW-COND-DISCARDED-EFFECT-R: discarding a card of no such race, no counter; a chant of two discards, or the
    condition before the discard, is refused; a forged object whose discarded card is not its owner's is refused."""
    state, j_ruler, chosen = _selection(False)
    entity = next(e for e in player(state, "ann").field if e.id == j_ruler)
    assert not entity.counters
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    token = KNOWN_RACES.set(frozenset({"Beast"}))
    try:
        assert "of no activate ability discarding a card" in refused_line("Draw two cards, then discard two cards. Discard a card. If you discarded a Beast this way, draw a card.", kind="chant")  # invented
        assert "of no activate ability discarding a card" in refused_line("If you discarded a Beast this way, draw a card. Discard a card.", kind="chant")  # invented
    finally:
        KNOWN_RACES.reset(token)
    state = real_started("TSW-053", "GRL-042")
    state = play(state, "ann", to_hand(state, "ann", "TSW-053"))
    state.chase[-1].discarded = [next(iter(player(state, "bob").hand))]
    with pytest.raises(InputError, match="FOW-COND-DISCARDED-R"):
        checked(state)


# -- FOW-COST-DISCARD-INHERITANCE-R (LEL-058) ------------------------------------------------------------------------


def _glorius() -> tuple[State, str, str]:
    """Ann leads with LEL-058 (without its J-ruler side), holding LEL-003 (a card with [Inheritance]) and reference cards."""
    cards = [*reference_card_set_json()["cards"], lone_ruler("LEL-058"), card("LEL-003")]
    decks = {"ann": full_deck("LEL-058"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["LEL-003"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-t-draw", "cards": cards}}, decks, "t-draw-inheritance")
    heir = to_hand(state, "ann", "LEL-003")
    other = next(c for c in player(state, "ann").hand if c.startswith("ann:TST-"))
    return state, heir, other


def test_fow_cost_discard_inheritance_r_reading() -> None:
    """LEL-058 supported: its ability's cost discards a card with [Inheritance]; LEL-003's ability is marked so."""
    assert entry("LEL-058")["supported"] and entry("LEL-003")["supported"]
    assert card("LEL-058")["abilities"][0]["cost"] == {"discard": {"keyword": "inheritance"}}
    assert any(a.get("inheritance") for a in card("LEL-003")["abilities"])


def test_fow_cost_discard_inheritance_r_draws() -> None:
    """Discarding LEL-003 to pay, ann draws a card (LEL-003 in her graveyard)."""
    state, heir, _ = _glorius()
    hand = len(player(state, "ann").hand)
    action = {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": 0, "targets": [], "payment": {"discard": [heir]}}
    state = resolve_all(act(state, action))
    assert heir in player(state, "ann").graveyard and len(player(state, "ann").hand) == hand - 1 + 1


def test_fow_cost_discard_inheritance_r_breaks() -> None:
    """FOW-COST-DISCARD-INHERITANCE-R: a card with no [Inheritance] ability cannot pay the cost (FOW-COST-DISCARD-R)."""
    state, _, other = _glorius()
    action = {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": 0, "targets": [], "payment": {"discard": [other]}}
    assert code_of(state, action) == "FOW-COST-DISCARD-R"


# -- FOW-HAND-TO-DECK-R (TTW-042) ------------------------------------------------------------------------------------


def test_fow_hand_to_deck_r_reading() -> None:
    """TTW-042 supported: draw three, then two cards of the hand put on top of the main deck."""
    assert entry("TTW-042")["supported"]
    assert card("TTW-042")["effects"] == [{"op": "draw", "amount": 3}, {"op": "discard", "amount": 2, "to_deck": "top"}]


def _foundation() -> tuple[State, list[str]]:
    """Ann plays TTW-042 and resolves it up to her first choice; the two cards she then chooses, in that order."""
    state = real_started("TTW-042")
    state = play(state, "ann", to_hand(state, "ann", "TTW-042"))
    while state.decision is None:
        state = both_pass(state)
    assert state.decision.kind == "discard" and state.decision.player == "ann"
    hand = player(state, "ann").hand
    return state, [hand[0], hand[1]]


def test_fow_hand_to_deck_r_on_top_in_the_order_chosen() -> None:
    """Ann's two chosen cards go on top of her deck (the second chosen is the top card), not to her graveyard; her
    hand is three cards more, two less; nothing is discarded."""
    state, (first, second) = _foundation()
    hand = len(player(state, "ann").hand)
    graveyard = list(player(state, "ann").graveyard)
    result = GAME.adjudicate(state, GAME.decode_action({"type": "discard", "player": "ann", "card": first}))
    assert result.valid and not any(isinstance(e, ev.Discarded) for e in result.events)
    assert [e.position for e in result.events if isinstance(e, ev.HandToDeck)] == ["top"]
    state = act(result.state, {"type": "discard", "player": "ann", "card": second})
    state = resolve_all(state)
    seat = player(state, "ann")
    assert seat.deck[:2] == [second, first] and len(seat.hand) == hand - 2
    assert [c for c in seat.graveyard if c not in graveyard] == [next(c for c in seat.graveyard if "TTW-042" in c)]


def test_fow_hand_to_deck_r_breaks() -> None:
    """FOW-HAND-TO-DECK-R: a card not in the hand cannot be chosen (FOW-DISCARD-CHOICE-R); bob's log shows no card for
    ann's choice (the hand and the deck are hidden), while a discard to the graveyard stays shown."""
    state, (first, _) = _foundation()
    assert code_of(state, {"type": "discard", "player": "ann", "card": player(state, "ann").deck[0]}) is not None
    after = act(state, {"type": "discard", "player": "ann", "card": first})
    action = {"type": "discard", "player": "ann", "card": first}
    assert GAME.view_action(after, action, "bob", [])["card"] != first
    assert GAME.view_action(after, action, "ann", [])["card"] == first
    state, (first, _) = _selection_graveyard()
    assert GAME.view_action(state, {"type": "discard", "player": "ann", "card": first}, "bob", [])["card"] == first


def _selection_graveyard() -> tuple[State, tuple[str, str]]:
    """TSW-053 played and a card discarded (FOW-DISCARD-CHOICE-R): it is in ann's graveyard (public)."""
    state, _, chosen = _selection(False)
    return state, (chosen, chosen)


# -- FOW-DISCARDED-COST-X-R (RDE-013) --------------------------------------------------------------------------------


def _strike(discard_id: str | None) -> tuple[State, str]:
    """Ann controls TST-R01 (ATK 400) and plays RDE-013, discarding a ``discard_id`` put into her hand (none: her hand
    emptied first)."""
    state = real_started("RDE-013")
    mine = to_field(state, "ann", "TST-R01")
    strike = to_hand(state, "ann", "RDE-013")
    chosen = to_hand(state, "ann", discard_id) if discard_id else None
    if chosen is None:
        seat = player(state, "ann")
        seat.deck.extend(c for c in seat.hand if c != strike)
        seat.hand = [strike]
        sync_counts(seat)
    state = play(state, "ann", strike)
    while state.decision is None and state.chase:
        state = both_pass(state)
    if chosen is not None:
        assert state.decision is not None and state.decision.kind == "discard"
        state = act(state, {"type": "discard", "player": "ann", "card": chosen})
    return resolve_all(state), mine


def test_fow_discarded_cost_x_r_reading() -> None:
    """RDE-013 supported: a discard, then [+100/0] for each point of the discarded card's total cost."""
    assert entry("RDE-013")["supported"]
    effect = card("RDE-013")["effects"][1]
    assert (effect["op"], effect["atk"], effect["each"], effect["per"]) == ("modify", 100, "your_j_resonators", {"what": "discarded_cost"})


def test_fow_discarded_cost_x_r_total_cost_of_the_discarded_card() -> None:
    """Discarding TST-R05 (total cost 4): ann's TST-R01 has ATK 400 + 400 this turn."""
    state, mine = _strike("TST-R05")
    assert stats(state, mine)[0] == 800


def test_fow_discarded_cost_x_r_breaks() -> None:
    """FOW-DISCARDED-COST-X-R: with no card to discard X is 0 (ATK unchanged); the count after no discard of the
    chant's own is refused."""
    state, mine = _strike(None)
    assert stats(state, mine)[0] == 400
    line = "Target resonator gains [+X00/0] until end of turn, where X is the total cost of the card discarded this way."  # invented
    assert "after no chant's own one discard" in refused_line(line, kind="chant")


# -- FOW-TARGET-OPPONENT-DISCARDS-R (ENW-069) ------------------------------------------------------------------------


def _vizier_game() -> State:
    """Ann leads TST-RU2 (ENW-069 has [Will of Despair], TST-RU1 [Will of Hope]) with ENW-069 in her deck and the real
    darkness magic stone CMF-101 on top of her magic stone deck."""
    cards = [*reference_card_set_json()["cards"], card("ENW-069"), card("CMF-101")]
    decks = {"ann": full_deck("TST-RU2"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"]["CMF-101"] = 1
    decks["ann"]["main"]["ENW-069"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-t-draw", "cards": cards}}, decks, "t-draw-vizier")
    ann = player(state, "ann")
    dark = next(c for c in ann.stone_deck if ":CMF-101#" in c)
    ann.stone_deck.remove(dark)
    ann.stone_deck.insert(0, dark)
    return state


def test_fow_target_opponent_discards_r_reading() -> None:
    """ENW-069 supported: its [Resonance] ability makes the opponent discard a card."""
    assert entry("ENW-069")["supported"]
    assert card("ENW-069")["abilities"][0]["effects"] == [{"op": "discard", "amount": 1, "player": "opponent"}]


def test_fow_target_opponent_discards_r_bob_discards_his_choice() -> None:
    """Ann controls ENW-069 and calls CMF-101 (a darkness magic stone): bob -- not ann -- is asked to discard and the
    card he names goes to his graveyard; ann cannot answer for him."""
    state = _vizier_game()
    to_field(state, "ann", "ENW-069")
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert state.chase and state.chase[-1].card.endswith(":ENW-069#1")
    while state.decision is None:
        state = both_pass(state)
    assert state.decision.kind == "discard" and state.decision.player == "bob"
    chosen = player(state, "bob").hand[-1]
    assert code_of(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]}) is not None
    state = resolve_all(act(state, {"type": "discard", "player": "bob", "card": chosen}))
    assert chosen in player(state, "bob").graveyard


# -- FOW-COND-HAND-THAN-OPPONENT-R (BFA-042) -------------------------------------------------------------------------


def _shion(ann_cards: int, bob_cards: int) -> tuple[int, int]:
    """Ann plays BFA-042 holding ``ann_cards`` other cards while bob holds ``bob_cards``: (ann's hand before its [Enter]
    resolves, after)."""
    state = real_started("BFA-042")
    shion = to_hand(state, "ann", "BFA-042")
    for pid, count in (("ann", ann_cards), ("bob", bob_cards)):
        seat = player(state, pid)
        kept = [c for c in seat.hand if c != shion][:count]
        seat.deck.extend(c for c in seat.hand if c != shion and c not in kept)
        seat.hand = kept + ([shion] if pid == "ann" else [])
        while len(seat.hand) < count + (pid == "ann"):
            seat.hand.append(seat.deck.pop())
        sync_counts(seat)
    state = play(state, "ann", shion)
    state = both_pass(state)
    before = len(player(state, "ann").hand)
    state = resolve_all(state)
    return before, len(player(state, "ann").hand)


def test_fow_cond_hand_than_opponent_r_reading() -> None:
    """BFA-042 supported: its [Enter] draw is done when ann's hand is smaller than bob's."""
    assert entry("BFA-042")["supported"]
    assert card("BFA-042")["abilities"][0]["effects"] == [
        {"op": "draw", "amount": 1, "when": {"count": {"what": "card", "zone": "hand"}, "than_opponent": "less"}}
    ]


def test_fow_cond_hand_than_opponent_r_fewer_cards_draws() -> None:
    """Ann holds two cards, bob five: she draws one."""
    before, after = _shion(2, 5)
    assert after == before + 1


def test_fow_cond_hand_than_opponent_r_breaks() -> None:
    """FOW-COND-HAND-THAN-OPPONENT-R: equal hands, or ann's the larger, draw nothing."""
    for ann_cards, bob_cards in ((3, 3), (5, 2)):
        before, after = _shion(ann_cards, bob_cards)
        assert after == before, (ann_cards, bob_cards)
