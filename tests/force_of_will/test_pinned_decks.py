"""Deck construction as users read it (adjudicator.force_of_will.decks, FOW-DECK-1, FOW-DECK-2, FOW-DECK-3,
FOW-DECK-4, FOW-DECK-5, FOW-DECK-6-R, FOW-DECK-7-R): each refusal's code, path and message, the bounds of
every part (one inside and one past each end), bad input refused before any rule with its pointer, the
reference decks, and the instances a registered deck deals."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_catalogue, reference_decks
from adjudicator.force_of_will.decks import deck_or_error, instances
from adjudicator.force_of_will.state import DeckList

from .real import real_set
from .test_fowsim_duel_rulers import _darkness_main, _deck, _problems


def base() -> dict[str, Any]:
    """The dawn reference deck: 40 main cards, 12 stones, 3 sideboard cards."""
    deck = reference_decks()["dawn"]
    return {"ruler": deck["ruler"], "main": dict(deck["main"]), "stones": dict(deck["stones"]), "sideboard": dict(deck["sideboard"])}


def problems(deck: Any) -> list[tuple[str, str, str]]:
    return [(v.code, v.path, v.message) for v in GAME.validate_deck(deck)]


def bad_input(deck: Any) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as caught:
        GAME.validate_deck(deck)
    return [(e.pointer, e.message) for e in caught.value.errors]


def test_bad_deck_input_is_refused_with_its_pointer() -> None:
    for copies in (0, 100, True, "2"):
        deck = base()
        deck["main"]["TST-R01"] = copies
        assert bad_input(deck) == [("/main/TST-R01", "copies must be an integer from 1 to 99")]
    deck = base()
    deck["sideboard"] = ["TST-C12", 7]
    assert bad_input(deck) == [("/sideboard/1", "a card id is a string")]
    deck["sideboard"] = "TST-C12"
    assert bad_input(deck) == [("/sideboard", "a deck part is a list of card ids or an object of card id to copies")]
    assert bad_input("nope") == [("", "unknown reference deck 'nope' (known: cinder, dawn)")]
    assert bad_input(["dawn"]) == [("", "a deck is an object {ruler, main, stones, sideboard} or a reference deck name")]
    assert bad_input({**base(), "zeta": 1, "colour": 2}) == [("/colour", "unknown deck field")]
    # every documented field is known
    assert problems({**base(), "name": "mine", "format": "all"}) == []


def test_copies_from_1_to_99_are_read_and_a_list_counts_each_entry() -> None:
    deck = base()
    deck["main"]["TST-R01"] = 99
    assert problems(deck)[0] == ("FOW-DECK-3", "/main/TST-R01", "99 copies of Dawnfeather Scout: at most 4 of a name")
    deck = base()
    deck["main"] = [card for card, n in deck["main"].items() for _ in range(n)]
    deck["stones"] = [card for card, n in deck["stones"].items() for _ in range(n)]
    assert problems(deck) == []
    deck["main"].append("TST-R01")
    assert problems(deck) == [("FOW-DECK-3", "/main/0", "5 copies of Dawnfeather Scout: at most 4 of a name")]


def test_fow_deck_1_and_fow_deck_6_r_the_ruler() -> None:
    deck = base()
    del deck["ruler"]
    assert problems(deck) == [("FOW-DECK-1", "/ruler", "the deck has no ruler")]
    deck["ruler"] = "NOPE"
    assert problems(deck) == [("FOW-DECK-6-R", "/ruler", "'NOPE' is not a card of fow-tst-1")]
    deck["ruler"] = "TST-R01"
    assert problems(deck) == [("FOW-DECK-1", "/ruler", "Dawnfeather Scout is a resonator, not a ruler")]
    deck["ruler"] = "TST-RU1J"
    assert problems(deck) == [("FOW-DECK-1", "/ruler", "Aurel, Blade of the Dawn is a j_ruler, not a ruler")]


def test_fow_deck_2_the_main_deck_holds_40_to_60_deck_cards() -> None:
    deck = base()
    assert sum(deck["main"].values()) == 40 and problems(deck) == []
    deck["main"]["TST-R03"] = 1
    assert problems(deck) == [("FOW-DECK-2", "/main", "the main deck has 39 cards: it needs 40 to 60")]
    deck["main"].update({"TST-R03": 4, "TST-R04": 4, "TST-R05": 4, "TST-R09": 4, "TST-R10": 4, "TST-C02": 4, "TST-C03": 4, "TST-C04": 4})
    deck["main"].update({"TST-C05": 2, "TST-C06": 2})
    assert sum(deck["main"].values()) == 60 and problems(deck) == []
    deck["main"]["TST-A03"] = 1
    assert problems(deck) == [("FOW-DECK-2", "/main", "the main deck has 61 cards: it needs 40 to 60")]
    deck = base()
    del deck["main"]["TST-G01"]
    deck["main"]["TST-ST-D"] = 1
    assert problems(deck) == [
        ("FOW-DECK-2", "/main/TST-ST-D", "Dawnwind Crystal is a magic_stone: the main deck holds resonators, chants, additions and regalia"),
    ]


def test_fow_deck_3_four_copies_of_a_name_counted_across_the_parts() -> None:
    deck = base()
    deck["main"]["TST-C01"] = 4  # one more in the sideboard: five of the name
    deck["main"]["TST-R03"] = 1
    assert problems(deck) == [("FOW-DECK-3", "/main/TST-C01", "5 copies of Dawn's Blessing: at most 4 of a name")]
    deck["sideboard"]["TST-C01"] = 0
    del deck["sideboard"]["TST-C01"]
    assert problems(deck) == []


def test_fow_deck_4_the_stone_deck_holds_10_to_20_stones_basic_ones_unlimited() -> None:
    deck = base()
    deck["stones"] = {"TST-ST-W": 10}
    assert problems(deck) == []
    deck["stones"] = {"TST-ST-W": 9}
    assert problems(deck) == [("FOW-DECK-4", "/stones", "the magic stone deck has 9 stones: it needs 10 to 20")]
    deck["stones"] = {"TST-ST-W": 16, "TST-ST-D": 4}
    assert problems(deck) == []
    deck["stones"] = {"TST-ST-W": 16, "TST-ST-D": 5}
    assert problems(deck) == [
        ("FOW-DECK-4", "/stones/TST-ST-D", "5 copies of Dawnwind Crystal: at most 4 of a name"),
        ("FOW-DECK-4", "/stones", "the magic stone deck has 21 stones: it needs 10 to 20"),
    ]
    deck["stones"] = {"TST-ST-W": 11, "TST-R11": 1}
    assert problems(deck) == [("FOW-DECK-4", "/stones/TST-R11", "Emberkin Imp is a resonator, not a magic stone")]


def test_fow_deck_5_the_sideboard_holds_1_to_15_cards_of_the_allowed_kinds() -> None:
    deck = base()
    deck["sideboard"] = {"TST-ST-W": 1}
    assert problems(deck) == []
    deck["sideboard"] = {"TST-C12": 4, "TST-C05": 4, "TST-C06": 4, "TST-C07": 3}
    assert problems(deck) == []
    deck["sideboard"]["TST-C08"] = 1
    assert problems(deck) == [("FOW-DECK-5", "/sideboard", "the sideboard has 16 cards: a constructed sideboard holds 1 to 15")]
    deck["sideboard"] = {"TST-RU1J": 1}
    assert problems(deck) == [
        ("FOW-DECK-5", "/sideboard/TST-RU1J", "Aurel, Blade of the Dawn is a j_ruler: a sideboard holds deck cards, stones and other rulers"),
    ]
    deck["sideboard"] = {"TST-RU1": 1}
    assert problems(deck) == [
        ("FOW-DECK-5", "/sideboard/TST-RU1", "Aurel, Dawn Warden shares the starting ruler's name: it cannot be in the sideboard"),
    ]


def test_fow_deck_6_r_a_card_outside_the_set_is_named_and_not_judged_further() -> None:
    deck = base()
    deck["main"]["NOPE-1"] = 1
    deck["main"]["TST-R03"] = 1
    assert problems(deck) == [("FOW-DECK-6-R", "/main/NOPE-1", "'NOPE-1' is not a card of fow-tst-1")]


def test_deck_or_error_names_each_problem_under_the_pointer_with_its_code() -> None:
    cat = reference_catalogue()
    deck = base()
    deck["main"]["TST-R01"] = 5
    deck["sideboard"] = {}
    with pytest.raises(InputError) as caught:
        deck_or_error(cat, deck, "/decks/ann")
    assert [(e.pointer, e.message) for e in caught.value.errors] == [
        ("/decks/ann/main/TST-R01", "FOW-DECK-3: 5 copies of Dawnfeather Scout: at most 4 of a name"),
        ("/decks/ann/sideboard", "FOW-DECK-5: the sideboard has 0 cards: a constructed sideboard holds 1 to 15"),
    ]


def test_a_reference_deck_reads_the_same_each_time_and_each_reader_gets_its_own_copy() -> None:
    cat = reference_catalogue()
    first = deck_or_error(cat, "dawn", "/decks/ann")
    expected = DeckList(ruler="TST-RU1", main=base()["main"], stones=base()["stones"], sideboard=base()["sideboard"])
    assert first == expected
    first.main["TST-R01"] = 1
    first.sideboard.clear()
    second = deck_or_error(cat, "dawn", "/decks/bob")
    assert second == expected and second.main is not first.main
    third = deck_or_error(cat, "dawn", "/decks/ann")
    assert third == expected and third.main is not second.main and third.stones is not second.stones


def test_instances_are_numbered_per_card_across_the_parts() -> None:
    deck = DeckList(ruler="TST-RU1", main={"TST-R01": 2, "TST-C12": 1}, stones={"TST-ST-W": 2}, sideboard={"TST-C12": 2, "TST-RU2": 1})
    assert instances("ann", deck) == {
        "ruler": ["ann:TST-RU1#1"],
        "main": ["ann:TST-R01#1", "ann:TST-R01#2", "ann:TST-C12#1"],
        "stones": ["ann:TST-ST-W#1", "ann:TST-ST-W#2"],
        "sideboard": ["ann:TST-C12#2", "ann:TST-C12#3", "ann:TST-RU2#1"],
    }
    # the ruler counts as the first copy of its card: a deck list naming it again (a forged state's) still
    # deals unique instance ids
    again = DeckList(ruler="TST-RU1", main={"TST-R01": 1}, stones={"TST-ST-W": 1}, sideboard={"TST-RU1": 1})
    assert instances("ann", again)["sideboard"] == ["ann:TST-RU1#2"]
    dealt = instances("bob", deck)
    dealt["main"].clear()
    assert instances("bob", deck)["main"] == ["bob:TST-R01#1", "bob:TST-R01#2", "bob:TST-C12#1"]


def test_fow_deck_ruler_keyword_r_goes_on_past_a_card_outside_the_set() -> None:
    """A starting ruler's printed restrictions (FOW-DECK-RULER-KEYWORD-R, DSD-011: no [Villains] card) are checked
    on every card after one that is not in the card set (FOW-DECK-6-R): validation reports every problem at
    once, the [Villains] resonator DSD-014 listed after 'NOPE-1' is named too (a mutant stopping at the
    unknown card survived, 2026-12-03 night)."""
    deck = _deck("DSD-011", main={"DSD-014": 1})
    deck["main"] = {"NOPE-1": 1, **deck["main"]}
    assert _problems(deck) == [("FOW-DECK-6-R", "/main/NOPE-1"), ("FOW-DECK-RULER-KEYWORD-R", "/main/DSD-014")]
    deck["stones"] = {"NOPE-2": 1, **deck["stones"], "GOG-088": 1}
    deck["card_set"] = real_set("DSD-011", "DSD-014", "GOG-088")
    assert _problems(deck) == [
        ("FOW-DECK-6-R", "/main/NOPE-1"),
        ("FOW-DECK-6-R", "/stones/NOPE-2"),
        ("FOW-DECK-RULER-KEYWORD-R", "/main/DSD-014"),
        ("FOW-DECK-RULER-KEYWORD-R", "/stones/GOG-088"),
    ]


def test_fow_deck_ruler_singleton_r_goes_on_past_a_card_that_is_no_deck_card() -> None:
    """FOW-DECK-RULER-SINGLETON-R (GRV-087: one copy of any card in the deck) counts the main deck's cards after
    one it leaves out: a card outside the set (FOW-DECK-6-R) or a magic stone (FOW-DECK-2; two copies of it
    are not counted as a card of the deck) listed first, two copies of a darkness card after them are still
    refused at it."""
    deck = _deck("GRV-087")
    deck["main"] = dict.fromkeys(_darkness_main(160), 1)
    deck["card_set"] = real_set("GRV-087", *deck["main"])
    last = list(deck["main"])[-1]
    deck["main"] = {"NOPE-1": 1, "TST-ST-D": 2, **deck["main"], last: 2}
    assert _problems(deck) == [
        ("FOW-DECK-6-R", "/main/NOPE-1"),
        ("FOW-DECK-2", "/main/TST-ST-D"),
        ("FOW-DECK-RULER-SINGLETON-R", f"/main/{last}"),
    ]
