"""Deck construction: FOW-DECK-1, FOW-DECK-2, FOW-DECK-3, FOW-DECK-4, FOW-DECK-5 and FOW-DECK-6-R, every problem reported at once."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json, reference_decks


def codes(deck: Any) -> list[str]:
    return [v.code for v in GAME.validate_deck(deck)]


def base() -> dict[str, Any]:
    deck = reference_decks()["dawn"]
    return {"ruler": deck["ruler"], "main": dict(deck["main"]), "stones": dict(deck["stones"]), "sideboard": dict(deck["sideboard"])}


def test_reference_decks_are_legal() -> None:
    for name in ("dawn", "cinder"):
        assert GAME.validate_deck(name) == []
        assert GAME.validate_deck(reference_decks()[name]) == []


def test_fow_deck_1_one_starting_ruler() -> None:
    """FOW-DECK-1 (CR 402.2): a ruler card, not a J-ruler side, not missing."""
    deck = base()
    del deck["ruler"]
    assert codes(deck) == ["FOW-DECK-1"]
    deck = base()
    deck["ruler"] = "TST-RU1J"
    assert codes(deck) == ["FOW-DECK-1"]
    deck["ruler"] = "TST-R01"
    assert codes(deck) == ["FOW-DECK-1"]


def test_fow_deck_2_main_deck_size_and_types() -> None:
    """FOW-DECK-2 (CR 402.3): 40 to 60 resonators, chants, additions and regalia."""
    deck = base()
    deck["main"]["TST-R01"] = 3
    assert codes(deck) == ["FOW-DECK-2"]
    deck = base()
    deck["main"]["TST-ST-W"] = 1
    assert "FOW-DECK-2" in codes(deck)
    deck = base()
    deck["main"] = ["TST-R01"] * 4 + ["TST-R02"] * 4 + ["TST-R03"] * 4 + ["TST-R04"] * 4 + ["TST-R05"] * 4 + ["TST-R06"] * 4 + ["TST-R07"] * 4 + ["TST-R08"] * 4 + ["TST-R09"] * 4 + ["TST-R10"] * 4 + ["TST-C01"] * 4 + ["TST-C02"] * 4 + ["TST-C03"] * 4 + ["TST-C04"] * 4 + ["TST-C12"] * 4 + ["TST-A01"]
    deck["sideboard"] = {}
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-2"] and problems[0].path == "/main"


def test_fow_deck_3_four_copies_of_a_name_across_deck_and_sideboard() -> None:
    """FOW-DECK-3 (CR 402.3b, 404.1): at most 4 of a name, sideboard included."""
    deck = base()
    deck["main"]["TST-R02"] = 5
    deck["main"]["TST-R01"] = 3
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-3"] and problems[0].path == "/main/TST-R02"
    deck = base()
    deck["sideboard"]["TST-R01"] = 1
    assert codes(deck) == ["FOW-DECK-3"]


def test_fow_deck_4_stone_deck_size_and_special_stones() -> None:
    """FOW-DECK-4 (CR 402.4): 10 to 20 stones, basic ones unlimited, others 4 per name."""
    deck = base()
    deck["stones"] = {"TST-ST-W": 9}
    assert codes(deck) == ["FOW-DECK-4"]
    deck["stones"] = {"TST-ST-W": 21}
    assert codes(deck) == ["FOW-DECK-4"]
    deck["stones"] = {"TST-ST-W": 15}
    assert codes(deck) == []
    deck["stones"] = {"TST-ST-W": 8, "TST-ST-D": 5}
    assert codes(deck) == ["FOW-DECK-4"]
    deck["stones"] = {"TST-ST-W": 8, "TST-R01": 2}
    assert "FOW-DECK-4" in codes(deck)


def test_fow_deck_5_sideboard_at_most_15() -> None:
    """FOW-DECK-5 (CR 403): a sideboard of at most 15 cards."""
    deck = base()
    deck["sideboard"] = {"TST-C12": 4, "TST-A04": 4, "TST-C05": 4, "TST-C06": 4}
    assert codes(deck) == ["FOW-DECK-5"]
    deck["sideboard"] = {"TST-RU2": 1}
    assert codes(deck) == ["FOW-DECK-5"]


def test_fow_deck_6_r_unknown_and_unsupported_cards() -> None:
    """FOW-DECK-6-R: cards outside the set in force, or with abilities the vocabulary cannot express."""
    deck = base()
    deck["main"]["NOPE-001"] = 1
    deck["main"]["TST-R01"] = 3
    assert codes(deck) == ["FOW-DECK-6-R"]
    card_set = reference_card_set_json()
    cards = [dict(c) for c in card_set["cards"]]
    for card in cards:
        if card["id"] == "TST-R01":
            card["unsupported"] = ["[Stealth] something"]
    deck = base()
    deck["card_set"] = {"id": "custom", "cards": cards}
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-6-R"] and "[Stealth]" in problems[0].message


def test_every_problem_is_reported_at_once() -> None:
    deck = {"ruler": "TST-R01", "main": {"TST-R01": 6, "TST-ST-W": 1}, "stones": {"TST-ST-D": 5}, "sideboard": {"ZZZ": 16}}
    assert sorted(set(codes(deck))) == ["FOW-DECK-1", "FOW-DECK-2", "FOW-DECK-3", "FOW-DECK-4", "FOW-DECK-5", "FOW-DECK-6-R"]
