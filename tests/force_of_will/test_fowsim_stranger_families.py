"""Stranger resonators and the stranger deck on real cards named by id (the printed text stays in ../shared):
the stranger deck built with a deck (FOW-DECK-STRANGER-R, CR 402.7), its hidden zone set up (FOW-STRANGER-ZONE-R,
CR 316, 405.1), a stranger resonator a resonator outside it (FOW-STRANGER-CARD-R, CR 1305), and "choose a card
from your Stranger deck at random and ..." (FOW-STRANGER-RANDOM-R).

No real ruler with [Stranger] is supported yet (their other lines are refused), so the deck's ruler is the
reference ruler TST-RU1 given "[Stranger] 10" (a card-set record the vocabulary reads)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.game import Event
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, imported
from .helpers import act, find, full_deck, player, pool, started
from .real import real_set, refused_line

# Five supported stranger resonators, two copies each: a stranger deck of ten (CR 402.7a, 402.7b).
# AO1-040: {U}{U}{U} Flying, [Enter] draw two; SDAO1-013: {R}, [Enter] 600 damage to each of the opponent's
# resonators; AO3-086: {W}{G} Quickcast Barrier; AO1-018: {R} Swiftness, [Enter] rest all other J/resonators;
# SDAO2-006: {U}{U} Quickcast, other water J/resonators +200/+200.
STRANGERS = ("AO1-040", "SDAO1-013", "AO3-086", "AO1-018", "SDAO2-006")
STRANGER_DECK = dict.fromkeys(STRANGERS, 2)


def _cards(
    deck_ids: tuple[str, ...], ruler_name: str | None = None, stranger: bool = True
) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = [dict(c) for c in real_set(*deck_ids, *STRANGERS)["cards"]]
    for c in cards:
        if c["id"] == "TST-RU1":
            if stranger:
                c["stranger"] = 10
            if ruler_name is not None:
                c["name"] = ruler_name
    return cards


def _deck(deck_ids: tuple[str, ...] = (), stranger: dict[str, int] | None = None) -> dict[str, Any]:
    deck = full_deck("TST-RU1")
    deck["main"].update(dict.fromkeys(deck_ids, 1))
    deck["stranger"] = dict(STRANGER_DECK if stranger is None else stranger)
    return deck


def _started(deck_ids: tuple[str, ...] = (), ruler_name: str | None = None) -> State:
    """Ann's first main phase; ann's ruler has [Stranger] 10 and her stranger deck is STRANGER_DECK."""
    options = {"card_set": {"id": "tst-plus-real", "cards": _cards(deck_ids, ruler_name)}}
    decks = {"ann": _deck(deck_ids), "bob": full_deck("TST-RU2")}
    decks["bob"]["main"].update(dict.fromkeys(deck_ids, 1))
    for n in range(50):
        state = started(options=options, seed=f"stranger-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def _validate(
    deck: dict[str, Any], ruler_name: str | None = None, stranger: bool = True
) -> list[tuple[str, str, str]]:
    deck = {**deck, "card_set": {"id": "tst-plus-real", "cards": _cards((), ruler_name, stranger)}}
    return [(v.code, v.path, v.message) for v in GAME.validate_deck(deck)]


def _hand(state: State, def_id: str) -> str:
    """An instance of ``def_id`` of ann's stranger deck moved into her hand (as an effect would have)."""
    seat = player(state, "ann")
    instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == def_id)
    seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
    seat.hand.append(instance)
    seat.hand_count = len(seat.hand)
    GAME.check(state)
    return instance


def _play(state: State, instance: str, will: dict[str, int], events: list[Event] | None = None) -> State:
    pool(state, "ann", **will)
    return _step(
        state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}, events
    )


def _step(state: State, action: dict[str, Any], events: list[Event] | None) -> State:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    if events is not None:
        events.extend(result.events)
    return result.state


def _settle(state: State, events: list[Event] | None = None) -> State:
    """Pass and answer every decision with its first legal action until nothing is left to resolve."""
    for _ in range(40):
        if state.decision is not None:
            kind = "play_automatic" if state.decision.kind == "automatic" else state.decision.kind
            state = _step(state, find(state, kind), events)
        elif state.pending:
            state = _step(state, find(state, "play_automatic"), events)
        elif state.chase:
            state = _step(state, {"type": "pass", "player": state.to_act[0]}, events)
        else:
            return state
    raise AssertionError("did not settle")


def _get(event: Any, key: str) -> Any:
    """A key of an event as a viewer sees it (a redacted event is a dict)."""
    return event.get(key) if isinstance(event, dict) else getattr(event, key, None)


def _def(instance: str) -> str:
    return instance.split(":")[1].rsplit("#")[0]


# -- FOW-STRANGER-CARD-R --------------------------------------------------------------------------------------


def test_fow_stranger_card_r_stranger_resonators_are_imported_as_resonators() -> None:
    """FOW-STRANGER-CARD-R: "Resonator (Stranger)" cards whose lines the vocabulary reads are supported, as
    resonators with the subtype stranger (SDAO1-006, AO1-040); one with a line the vocabulary does not read
    stays refused with that line (SDAO1-007's prevention line), and no card is refused for being a stranger."""
    for card_id in ("SDAO1-006", "AO1-040", *STRANGERS):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["types"] == ["resonator"] and card(card_id)["subtypes"] == ["stranger"]
    assert not entry("SDAO1-007")["supported"]
    assert all("stranger" not in u["reason"].lower() for u in entry("SDAO1-007")["unsupported"])
    stranger_types = [
        e for e in imported()["report"] if e["imported"] and "stranger" in card(e["id"]).get("subtypes", [])
    ]
    assert len(stranger_types) == 58


def test_fow_stranger_card_r_a_stranger_resonator_in_hand_is_played_as_a_resonator() -> None:
    """FOW-STRANGER-CARD-R (CR 1305.3): AO1-040 (a stranger resonator, {U}{U}{U}, [Enter] draw two cards) put
    into ann's hand from her stranger deck is played with its cost like any resonator: it enters her field and
    she draws two."""
    state = _started()
    rahab = _hand(state, "AO1-040")
    hand = len(player(state, "ann").hand)
    state = _settle(_play(state, rahab, {"water": 3}))
    assert rahab in {e.id for e in player(state, "ann").field}
    assert len(player(state, "ann").hand) == hand - 1 + 2


def test_fow_stranger_card_r_broken_the_stranger_subtype_of_a_chant_is_refused() -> None:
    """FOW-STRANGER-CARD-R: a card set giving a chant the subtype stranger is refused (only a resonator is a
    stranger card here), as is [Stranger] N on a resonator."""
    cards = _cards(())
    chant = next(c for c in cards if c["types"] == ["chant"])
    chant["subtypes"] = ["stranger"]
    with pytest.raises(Exception, match="FOW-STRANGER-CARD-R"):
        started(options={"card_set": {"id": "tst-broken", "cards": cards}})
    cards = _cards(())
    resonator = next(c for c in cards if c["id"] == "AO1-040")
    resonator["stranger"] = 10
    with pytest.raises(Exception, match="FOW-DECK-STRANGER-R"):
        started(options={"card_set": {"id": "tst-broken", "cards": cards}})


# -- FOW-DECK-STRANGER-R --------------------------------------------------------------------------------------


def test_fow_deck_stranger_r_a_ruler_with_stranger_10_carries_ten_stranger_cards() -> None:
    """FOW-DECK-STRANGER-R: with a starting ruler of [Stranger] 10, a stranger deck of ten stranger cards, two
    of each name, is legal (counted apart from the four copies of the deck: a third AO1-040 in the sideboard
    is fine); no stranger deck at all is legal too (CR 402.7a: zero or ten)."""
    deck = _deck()
    assert _validate(deck) == []
    assert _validate(_deck(stranger={})) == []
    assert card("SDAO1-026")["stranger"] == 10  # Faria's printed [Stranger] 10 is read


def test_fow_deck_stranger_r_every_problem_of_a_stranger_deck_at_once() -> None:
    """FOW-DECK-STRANGER-R broken: nine cards, three copies of AO1-040, a non-stranger card (a reference
    resonator) in it, and a stranger card (SDAO1-013) in the main deck are all reported at once."""
    stranger = {"AO1-040": 3, "SDAO1-013": 2, "AO3-086": 2, "TST-R01": 2}
    deck = _deck(stranger=stranger)
    deck["main"]["SDAO1-013"] = 1
    problems = _validate(deck)
    codes = [code for code, _, _ in problems]
    assert codes.count("FOW-DECK-STRANGER-R") == 4, problems
    messages = " | ".join(message for _, _, message in problems)
    assert (
        "9 cards" in messages
        and "3 copies of" in messages
        and "not a stranger card" in messages
        and "is a stranger card" in messages
    )
    assert {"/stranger", "/stranger/AO1-040", "/stranger/TST-R01", "/main/SDAO1-013"} <= {
        path for _, path, _ in problems
    }


def test_fow_deck_stranger_r_broken_a_ruler_without_stranger_has_no_stranger_deck() -> None:
    """FOW-DECK-STRANGER-R broken (CR 402.7a-1): the same ten cards with a ruler without [Stranger] are refused."""
    problems = _validate(_deck(), stranger=False)
    assert [(code, path) for code, path, _ in problems] == [("FOW-DECK-STRANGER-R", "/stranger")]


def test_fow_deck_stranger_r_stranger_other_than_ten_is_refused_at_import() -> None:
    """FOW-DECK-STRANGER-R: "[Stranger] 9" (an invented wording) is refused with the reason (CR 402.7a)."""
    assert "exactly zero or ten" in refused_line("[Stranger] 9", "ruler")


# -- FOW-STRANGER-ZONE-R --------------------------------------------------------------------------------------


def test_fow_stranger_zone_r_set_up_places_the_stranger_deck_hidden_from_the_opponent() -> None:
    """FOW-STRANGER-ZONE-R (CR 316.2, 405.1): after set-up ann's ten stranger cards are in her stranger deck
    zone, none in her deck or hand; her view shows them, bob's shows ten hidden cards, and they are secret to
    bob and not to ann."""
    state = _started()
    ann = player(state, "ann")
    assert sorted(_def(c) for c in ann.stranger_deck) == sorted(STRANGERS * 2)
    assert not any(_def(c) in STRANGERS for c in [*ann.deck, *ann.hand])
    assert GAME.view(state, "ann")["players"][0]["stranger_deck"] == ann.stranger_deck
    assert GAME.view(state, "bob")["players"][0]["stranger_deck"] == [{"hidden": True}] * 10
    assert set(ann.stranger_deck) <= GAME.secret_ids(state, "bob")
    assert not set(ann.stranger_deck) & GAME.secret_ids(state, "ann")
    assert "stranger_deck" not in GAME.view(state, "ann")["players"][1]


def test_fow_stranger_zone_r_broken_a_deck_card_in_the_stranger_deck_is_refused() -> None:
    """FOW-STRANGER-ZONE-R broken: a state with a main deck card moved into the stranger deck zone is refused."""
    state = _started()
    ann = player(state, "ann")
    moved = ann.deck.pop()
    ann.deck_count = len(ann.deck)
    ann.stranger_deck = [*ann.stranger_deck, moved]
    with pytest.raises(Exception, match="FOW-STRANGER-ZONE-R"):
        GAME.check(state)


# -- FOW-STRANGER-RANDOM-R ------------------------------------------------------------------------------------


def test_fow_stranger_random_r_ao3_081_puts_a_random_stranger_into_the_field() -> None:
    """FOW-STRANGER-RANDOM-R with AO3-081 (a {R}{U}{1} chant: choose a card from your Stranger deck at random
    and put it into the field): one card of ann's stranger deck enters her field, publicly (the event names
    it to bob), and the stranger deck has nine."""
    assert entry("AO3-081")["supported"]
    state = _started(("AO3-081",))
    chant = next(c for c in player(state, "ann").deck if _def(c) == "AO3-081")
    seat = player(state, "ann")
    seat.deck.remove(chant)
    seat.hand.append(chant)
    seat.deck_count, seat.hand_count = len(seat.deck), len(seat.hand)
    before = list(seat.stranger_deck)
    events: list[Event] = []
    state = _settle(_play(state, chant, {"fire": 1, "water": 1, "void": 1}), events)
    seat = player(state, "ann")
    (entered,) = [c for c in before if c not in seat.stranger_deck]
    assert len(seat.stranger_deck) == 9 and entered in {e.id for e in seat.field}
    seen = GAME.view_events(events, "bob")
    assert any(_get(e, "card") == entered for e in seen)


def test_fow_stranger_random_r_pofa_029_puts_a_random_stranger_into_the_hand_seen_by_its_owner_only() -> None:
    """FOW-STRANGER-RANDOM-R with PofA-029 (a {R} field addition; [Enter]: if your ruler is "Melgis", choose a
    card from your Stranger deck at random and put it into your hand): with the ruler named Melgis one stranger
    card goes into ann's hand; the event names it to ann, hides it from bob, and bob's view hides the hand and
    counts the nine left.  With another ruler name nothing moves."""
    melgis = card("SDAO1-028")["name"]
    state = _started(("PofA-029",), ruler_name=melgis)
    seat = player(state, "ann")
    addition = next(c for c in seat.deck if _def(c) == "PofA-029")
    seat.deck.remove(addition)
    seat.hand.append(addition)
    seat.deck_count, seat.hand_count = len(seat.deck), len(seat.hand)
    before = list(seat.stranger_deck)
    events: list[Event] = []
    state = _settle(_play(state, addition, {"fire": 1}), events)
    seat = player(state, "ann")
    (taken,) = [c for c in before if c not in seat.stranger_deck]
    assert taken in seat.hand and len(seat.stranger_deck) == 9
    own = [e for e in GAME.view_events(events, "ann") if _get(e, "rule") == "FOW-STRANGER-RANDOM-R"]
    theirs = [e for e in GAME.view_events(events, "bob") if _get(e, "rule") == "FOW-STRANGER-RANDOM-R"]
    assert [_get(e, "card") for e in own] == [taken]
    assert len(theirs) == 1 and _get(theirs[0], "card") == {"hidden": True}
    assert taken not in repr(GAME.view_events(events, "bob"))
    assert taken in GAME.secret_ids(state, "bob")
    assert GAME.view(state, "bob")["players"][0]["stranger_deck"] == [{"hidden": True}] * 9
    # another ruler: the condition does not hold, nothing moves
    other = _started(("PofA-029",))
    seat = player(other, "ann")
    addition = next(c for c in seat.deck if _def(c) == "PofA-029")
    seat.deck.remove(addition)
    seat.hand.append(addition)
    seat.deck_count, seat.hand_count = len(seat.deck), len(seat.hand)
    other = _settle(_play(other, addition, {"fire": 1}))
    assert len(player(other, "ann").stranger_deck) == 10


def test_fow_stranger_random_r_an_empty_stranger_deck_gives_nothing() -> None:
    """FOW-STRANGER-RANDOM-R broken: without a stranger deck, AO3-081 resolves and nothing enters the field."""
    options = {"card_set": {"id": "tst-plus-real", "cards": _cards(("AO3-081",))}}
    decks = {"ann": _deck(("AO3-081",), stranger={}), "bob": full_deck("TST-RU2")}
    state = next(
        s
        for s in (started(options=options, seed=f"stranger-{n}", decks=decks) for n in range(50))
        if s.turn.player == "ann" and s.priority == "ann"
    )
    seat = player(state, "ann")
    chant = next(c for c in seat.deck if _def(c) == "AO3-081")
    seat.deck.remove(chant)
    seat.hand.append(chant)
    seat.deck_count, seat.hand_count = len(seat.deck), len(seat.hand)
    field = {e.id for e in seat.field}
    state = _settle(_play(state, chant, {"fire": 1, "water": 1, "void": 1}))
    assert {e.id for e in player(state, "ann").field} == field
    assert not player(state, "ann").stranger_deck


def test_fow_stranger_random_r_the_lines_read_and_refused() -> None:
    """FOW-STRANGER-RANDOM-R: the removed-from-the-game form is read (AO3-011 supported); a random look at the
    stranger deck (AO3-080) and a card put into the stranger deck (AO1-010) stay refused with their lines."""
    assert entry("AO3-011")["supported"]
    assert any(
        "Look at a card from your Stranger deck" in u["reason"] for u in entry("AO3-080")["unsupported"]
    )
    assert any("into your Stranger deck" in u["text"] for u in entry("AO1-010")["unsupported"])
    assert act  # the shared helpers stay imported for the scenario builders
