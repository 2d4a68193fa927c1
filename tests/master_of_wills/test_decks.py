"""Deck validation (POST decks/validate): MOW-DECK-1, MOW-DECK-2, MOW-DECK-3, MOW-DECK-4-R, MOW-AMB-19, MOW-FACTION-7 -- every
problem at once, each a Violation with a pointer."""

from __future__ import annotations

import pytest

from adjudicator.core.errors import InputError
from adjudicator.master_of_wills import GAME

from .positions import CAT, set_with_unsupported_card

RAZORCORP = list(CAT.default_decks["razorcorp"])


def codes(problems):
    return sorted(p.code for p in problems)


def test_default_decks_are_valid_in_every_variant():
    for variant in ("standard", "2v2", "ffa3", "mowitaire", "mow-op"):
        assert GAME.validate_deck(RAZORCORP, variant) == []
    assert GAME.validate_deck({"cards": RAZORCORP, "name": "mine"}) == []


def test_mow_deck_1_only_cards_of_the_boxes():
    problems = GAME.validate_deck(RAZORCORP[:-1] + ["MOW-F-RZC-A-99"])
    assert [(p.code, p.path) for p in problems if p.code == "MOW-DECK-1"] == [("MOW-DECK-1", "/deck/19")]


def test_mow_deck_2_tier_counts():
    deck = [c for c in RAZORCORP if CAT.faction[c].tier != "legendary"] + ["MOW-F-RZC-L-01"]
    assert codes(GAME.validate_deck(deck)) == ["MOW-DECK-2"]
    many_actions = RAZORCORP + ["MOW-F-RZC-A-01", "MOW-F-RZC-A-02", "MOW-F-RZC-A-02", "MOW-F-RZC-A-03", "MOW-F-RZC-A-04",
                                "MOW-F-RZC-A-05", "MOW-F-RZC-A-06", "MOW-F-RZC-A-06", "MOW-F-RZC-A-07", "MOW-F-RZC-A-07", "MOW-F-RZC-A-08"]
    problems = GAME.validate_deck(many_actions)
    assert "MOW-DECK-2" in codes(problems) and any("8 to 18 Action" in p.message for p in problems)


def test_mow_deck_3_neutral_cards_from_any_box():
    deck = [c for c in RAZORCORP if c != "MOW-F-RZC-N-06"] + ["MOW-F-AGD-N-01"]
    assert GAME.validate_deck(deck) == []


def test_mow_deck_4_r_other_tiers_from_one_faction():
    deck = [c for c in RAZORCORP if c != "MOW-F-RZC-A-08"] + ["MOW-F-AGD-A-01"]
    problems = GAME.validate_deck(deck)
    assert [(p.code, p.path) for p in problems] == [("MOW-DECK-4-R", "/deck/19")]


def test_mow_amb_19_copies_limited_by_the_physical_copies():
    deck = [c for c in RAZORCORP if c not in ("MOW-F-RZC-A-04", "MOW-F-RZC-A-05")] + ["MOW-F-RZC-A-01", "MOW-F-RZC-A-01"]
    problems = GAME.validate_deck(deck)
    assert codes(problems) == ["MOW-AMB-19"]


def test_mow_faction_7_an_unsupported_card_is_reported():
    deck = [c for c in CAT.default_decks["alphaguard"] if c != "MOW-F-AGD-L-02"] + ["MOW-F-AGD-L-03"]
    assert codes(GAME.validate_deck({"cards": deck, "card_set": set_with_unsupported_card()})) == ["MOW-FACTION-7"]


def test_every_problem_at_once():
    deck = ["MOW-F-AGD-L-03", "MOW-F-RZC-L-01", "MOW-F-XXX-A-01", "MOW-F-RZC-A-01", "MOW-F-RZC-A-01", "MOW-F-RZC-A-01",
            "MOW-F-RZC-A-01"]
    found = codes(GAME.validate_deck({"cards": deck, "card_set": set_with_unsupported_card()}))
    assert {"MOW-FACTION-7", "MOW-DECK-1", "MOW-DECK-2", "MOW-DECK-4-R", "MOW-AMB-19"} <= set(found)
    assert found.count("MOW-DECK-2") == 3  # Epic, Neutral and Action counts (2 Legendary are right)


@pytest.mark.parametrize("deck", ["MOW-F-RZC-A-01", [1, 2], {"cards": "x"}, {"deck": []}])
def test_malformed_decks_are_input_errors(deck):
    with pytest.raises(InputError):
        GAME.validate_deck(deck)


def test_unknown_variant_is_an_input_error():
    with pytest.raises(InputError):
        GAME.validate_deck(RAZORCORP, "chess")


@pytest.mark.parametrize(("tier", "wanted", "low", "high"), [
    ("legendary", "2", 2, 2), ("epic", "5", 5, 5), ("neutral", "5", 5, 5), ("action", "8 to 18", 8, 18),
])
def test_mow_deck_2_each_tier_count_at_and_past_its_bounds(tier, wanted, low, high):
    """MOW-DECK-2: one card fewer than the low bound or more than the high bound is one violation naming the
    tier and the count; the bounds themselves are accepted."""
    def with_count(count):
        deck = [c for c in RAZORCORP if CAT.faction[c].tier != tier]
        pool = sorted(c.id for c in CAT.faction.values()
                      if c.tier == tier and (c.faction == "razorcorp" or tier == "neutral") and c.unsupported is None)
        for card_id in pool:
            deck += [card_id] * min(CAT.faction[card_id].copies, count - sum(CAT.faction[c].tier == tier for c in deck))
        assert sum(CAT.faction[c].tier == tier for c in deck) == count
        return [(p.code, p.message, p.path) for p in GAME.validate_deck(deck)]

    for count in (low, high):
        assert with_count(count) == []
    for count in (low - 1, high + 1):
        assert with_count(count) == [("MOW-DECK-2", f"a deck has {wanted} {tier.capitalize()} card(s), not {count}", "/deck")]


def test_a_deck_of_up_to_200_ids_is_read_and_judged_beyond_that_refused_as_input():
    """200 ids are read and judged (violations); 201 are bad input at the list, not read."""
    judged = GAME.validate_deck(RAZORCORP * 10)
    assert len(RAZORCORP * 10) == 200 and "MOW-DECK-2" in codes(judged)
    with pytest.raises(InputError) as raised:
        GAME.validate_deck(RAZORCORP * 10 + [RAZORCORP[0]])
    assert [(e.pointer, e.message) for e in raised.value.errors] == [
        ("/deck", "a deck has at most 30 cards (MOW-DECK-2); 200 is the most this service reads")]
