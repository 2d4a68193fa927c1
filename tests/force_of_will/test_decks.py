"""Deck construction: FOW-DECK-1, FOW-DECK-2, FOW-DECK-3, FOW-DECK-4, FOW-DECK-5, FOW-DECK-6-R and
FOW-DECK-7-R, every problem reported at once."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
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
    deck["sideboard"] = {"TST-A02": 1}
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


def test_fow_deck_5_sideboard_of_1_to_15() -> None:
    """FOW-DECK-5 (CR 403): a constructed sideboard of 1 to 15 cards."""
    deck = base()
    deck["sideboard"] = {"TST-C12": 4, "TST-A04": 4, "TST-C05": 4, "TST-C06": 4}
    assert codes(deck) == ["FOW-DECK-5"]
    deck["sideboard"] = {}
    assert codes(deck) == ["FOW-DECK-5"]
    del deck["sideboard"]
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-5"] and problems[0].path == "/sideboard"


def custom(**changes: dict[str, Any]) -> list[dict[str, Any]]:
    """The reference cards with some records changed (by id) and any new records added."""
    cards = [dict(c) for c in reference_card_set_json()["cards"]]
    by_id = {c["id"]: c for c in cards}
    for card_id, change in changes.items():
        card_id = card_id.replace("_", "-")
        if card_id in by_id:
            by_id[card_id].update(change)
        else:
            cards.append(change)
    return cards


def test_fow_deck_5_other_rulers_may_sit_in_the_sideboard() -> None:
    """FOW-DECK-5 (CR 403): a non-basic ruler not sharing the starting ruler's name may be in the
    sideboard; a Basic ruler or one named like the starting ruler may not; a J-ruler side never."""
    deck = base()
    deck["sideboard"] = {"TST-RU2": 1}
    assert codes(deck) == []
    state = GAME.setup(None, ["ann", "bob"], "side", None, {"ann": deck, "bob": "cinder"})
    GAME.check(state)  # the consistency check knows a ruler may wait in the sideboard
    deck["sideboard"] = {"TST-RU2J": 1}
    assert codes(deck) == ["FOW-DECK-5"]
    deck["card_set"] = {"id": "custom", "cards": custom(TST_RU2={"name": "Aurel, Dawn Warden"})}
    deck["sideboard"] = {"TST-RU2": 1}
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-5"] and "starting ruler's name" in problems[0].message
    deck["card_set"] = {"id": "custom", "cards": custom(TST_RU2={"subtypes": ["basic"]})}
    assert codes(deck) == ["FOW-DECK-5"]


def test_fow_deck_1_no_arcana_or_basic_starting_ruler() -> None:
    """FOW-DECK-1 (CR 402.2): an Arcana-race or Basic ruler cannot be the starting ruler."""
    deck = base()
    deck["card_set"] = {"id": "custom", "cards": custom(TST_RU1={"races": ["Arcana"]})}
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-1"] and "Arcana" in problems[0].message and problems[0].path == "/ruler"
    deck["card_set"] = {"id": "custom", "cards": custom(TST_RU1={"subtypes": ["basic"]})}
    assert codes(deck) == ["FOW-DECK-1"]


def test_fow_deck_6_r_a_ruler_whose_j_side_is_unsupported_is_refused() -> None:
    """FOW-DECK-6-R: the J-ruler side's unsupported line refuses the ruler, naming the line."""
    deck = base()
    deck["card_set"] = {"id": "custom", "cards": custom(TST_RU1J={"unsupported": ["[Stealth] something"]})}
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-6-R"] and "J-ruler side" in problems[0].message and "[Stealth]" in problems[0].message


def test_a_bad_card_set_in_the_deck_is_named_where_the_body_holds_it() -> None:
    deck = base()
    deck["card_set"] = {"id": "custom", "cards": custom(TST_RU1={"sides": {"front": "TST-RU1", "back": "TST-R01"}})}
    with pytest.raises(InputError) as caught:
        GAME.validate_deck(deck)
    assert [e.pointer for e in caught.value.errors] == ["/deck/card_set/cards/0/sides/back"]


def test_fow_deck_7_r_format_names_the_legal_sets() -> None:
    """FOW-DECK-7-R: a deck naming a format holds only cards of its sets; an unknown format is named."""
    deck = base()
    deck["format"] = "all"
    assert codes(deck) == []
    deck["format"] = "grimm"  # the invented pool is in no cluster's sets
    problems = GAME.validate_deck(deck)
    assert problems and {p.code for p in problems} == {"FOW-DECK-7-R"} and problems[0].path == "/ruler"
    deck["format"] = "nope"
    problems = GAME.validate_deck(deck)
    assert [p.code for p in problems] == ["FOW-DECK-7-R"] and problems[0].path == "/format"


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
    deck = {"ruler": "TST-R01", "main": {"TST-R01": 6, "TST-ST-W": 1}, "stones": {"TST-ST-D": 5}, "sideboard": {"ZZZ": 16}, "format": "x"}
    assert sorted(set(codes(deck))) == ["FOW-DECK-1", "FOW-DECK-2", "FOW-DECK-3", "FOW-DECK-4", "FOW-DECK-5", "FOW-DECK-6-R", "FOW-DECK-7-R"]
