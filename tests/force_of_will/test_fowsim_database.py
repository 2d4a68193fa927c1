"""The importer on the real community database: every entry imported or refused with a precise reason,
and the importer defects found with real cards (issue 14), by card id."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.importer import import_fowsim

from .fowsim_db import card, database, entry, imported, raw_card


def test_every_entry_is_imported_or_refused_with_a_reason() -> None:
    report = imported()["report"]
    assert len(report) == 5340
    for item in report:
        if item["imported"]:
            assert "reason" not in item
            assert item["supported"] == (not item["unsupported"])
            for line in item["unsupported"]:
                assert line["text"] and line["reason"], item["id"]
        else:
            assert item["reason"] and not item["supported"], item


def test_the_imported_card_set_is_accepted_whole() -> None:
    """Rulers are no longer kept while their J sides are dropped: the set passes the card-set check."""
    result = imported()
    catalogue = catalogue_card_set(msgspec.convert(result["card_set"], CardSet))
    ids = set(catalogue.defs)
    assert sum(1 for e in result["report"] if e["imported"]) == len(ids)
    for ruler in ("CMF-052", "MPR-080"):
        assert {ruler, ruler + "J"} <= ids
        assert card(ruler)["sides"] == {"front": ruler, "back": ruler + "J"}
        assert card(ruler + "J")["atk"] == 0  # an empty ATK is a printed 0


def test_every_basic_magic_stone_imports_and_produces_its_attribute() -> None:
    stones = [e for e in imported()["report"] if "Basic Magic Stone" in raw_card_types(e)]
    assert len(stones) == 116
    for item in stones:
        assert item["imported"] and item["supported"], item
        assert card(item["id"])["subtypes"] == ["basic"]
        assert len(card(item["id"])["stone_produces"]) == 1


def raw_card_types(item: dict[str, Any]) -> list[str]:
    return list(_types().get(item["id"], []))


_TYPES: dict[str, list[str]] = {}


def _types() -> dict[str, list[str]]:
    if not _TYPES:
        for cluster in database()["fow"]["clusters"]:
            for card_set in cluster["sets"]:
                for raw in card_set["cards"]:
                    _TYPES[raw["id"]] = raw["type"]
    return _TYPES


def test_an_empty_ability_entry_is_no_reason_to_refuse_a_plain_resonator() -> None:
    for card_id in ("GRL-044", "GRL-045", "GRL-046"):
        item = entry(card_id)
        assert item["imported"] and item["supported"], item
        assert "empty" in item["notes"][0]


def test_card_types_of_every_kind() -> None:
    # basic rulers (and their J sides), with the subtype that keeps them from starting (FOW-DECK-1)
    basic = [e for e in imported()["report"] if raw_card_types(e) == ["Basic Ruler"]]
    assert len(basic) == 5 and all(e["imported"] for e in basic)
    assert all(card(e["id"])["subtypes"] == ["basic"] for e in basic)
    # a ruler without a J side and without [Judgment] is imported without sides
    assert entry("NWE-003")["imported"] and "sides" not in card("NWE-003")
    # a J-ruler reached from a chant (contract) is refused, naming the chant
    assert "chant 'HSD-010'" in entry("HSD-010J")["reason"]
    # second faces: refused, and the front is kept for reference only
    assert "'CFC-043'" in entry("CFC-043^")["reason"]
    assert any("CFC-043^" in u["text"] for u in entry("CFC-043")["unsupported"])
    # runes and master runes of no other type: the card type rune (FOW-RUNE-CARD-R); strangers
    assert entry("SDV1-004")["supported"] and card("SDV1-004")["types"] == ["rune"]
    assert entry("SDV1-012")["supported"] and card("SDV1-012")["rune"] == "master"
    assert entry("SDAO1-006")["supported"]  # FOW-STRANGER-CARD-R
    # the old Chant-Standby type is read as [Trigger]
    assert "[Trigger]" in entry("CMF-011")["notes"][0]
    # plain Addition is a field addition
    assert card("SDL1-002")["subtypes"] == ["field"]
    # orders, sub-rulers and extension rules are out of scope, said so
    refused = {raw_card_types(e)[0] for e in imported()["report"] if not e["imported"] and e["reason"].startswith(("Orders", "Sub-rulers", "Extension rules"))}
    assert refused == {"Order", "Sub-ruler", "Extension Rule"}


HOSTILE: list[Any] = [
    {"id": "X-1", "name": {"a": 1}, "type": ["Resonator"]},
    {"id": "X-2", "name": "n", "type": 7},
    {"id": "X-3", "name": "n", "type": ["Resonator"], "cost": 12, "ATK": 100, "DEF": 100},
    {"id": "X-4", "name": "n", "type": ["Resonator"], "cost": "{W}", "ATK": 10**30, "DEF": 100},
    {"id": "X-5", "name": "n", "type": ["Resonator"], "cost": "{W}", "ATK": True, "DEF": 100},
    {"id": "X-6", "name": "n", "type": ["Resonator"], "cost": "{W}", "ATK": 100, "DEF": 100, "abilities": [[[[[]]]], 5, None]},
    {"id": "X-7", "name": "n", "type": ["Resonator"], "cost": "{W}", "ATK": 100, "DEF": 100, "abilities": "x" * 100_000},
    {"id": "X-8", "name": "n", "type": ["Resonator"], "cost": "{W}" * 10_000, "ATK": 100, "DEF": 100},
    {"id": "X-9", "name": "n", "type": ["Resonator"], "cost": "{W}", "ATK": "1e9", "DEF": -100, "colour": [1]},
    {"id": "X-10", "name": "n", "type": ["Resonator"], "cost": "{W}", "ATK": 100, "DEF": 100, "abilities": ["[Enter] >>> " + "Draw a card. " * 2000]},
    {"id": ["X"], "name": "n"},
    "a string",
    None,
    12,
]


def test_hostile_entries_get_a_per_card_report() -> None:
    nested: Any = []
    for _ in range(200):
        nested = [nested]
    result = import_fowsim([*HOSTILE, {"id": "X-11", "name": "n", "type": ["Chant"], "cost": "{R}", "abilities": nested}])
    assert len(result["report"]) == len(HOSTILE) + 1
    for item in result["report"]:
        assert not item["supported"]
        assert item.get("reason") or item["unsupported"], item


@pytest.mark.parametrize(
    "data",
    [{"fow": {"clusters": 5}}, {"fow": {"clusters": [{"sets": [{"cards": 3}]}]}}, {"fow": {"clusters": [7]}}, "x", 5, None],
)
def test_a_malformed_database_is_an_input_error(data: Any) -> None:
    with pytest.raises(InputError):
        import_fowsim(data)


def test_a_broken_j_side_takes_its_ruler_with_it() -> None:
    front, back = raw_card("CMF-052"), raw_card("CMF-052J")
    back = copy.deepcopy(back)
    back["ATK"] = 150
    result = import_fowsim([front, back])
    reasons = {e["id"]: e.get("reason", "") for e in result["report"]}
    assert "ATK 150" in reasons["CMF-052J"] and "'CMF-052J' is not imported" in reasons["CMF-052"], reasons
    assert result["card_set"]["cards"] == []
