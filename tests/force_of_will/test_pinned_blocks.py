"""Headed blocks ([Revolution], [Force Resonance] <name>; FOW-BLOCK-EXTENT-R, FOW-KW-REVOLUTION-R,
FOW-KW-FORCE-RESONANCE-R): which entries open one, what is read into it, what is refused and why (issue 21:
``ability/blocks.py``).  Real cards by id; the invented lines are our own words."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability import blocks
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.importer import import_fowsim

from .fowsim_db import card, entry


def _resonator(lines: list[str]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    result = import_fowsim([{"id": "X-1", "name": "n", "type": ["Resonator"], "cost": "{R}", "ATK": 100, "DEF": 100, "abilities": lines}])
    return result["report"][0], (result["card_set"]["cards"] or [None])[0]


def test_a_header_entry_and_its_further_lines() -> None:
    assert blocks.header("[Revolution]") == ("revolution", "", [])
    assert blocks.header("[Revolution] (our reminder.)\n\n[Flying]\n") == ("revolution", "", ["[Flying]"])
    assert blocks.header("[Force Resonance] <Test Command>\r\n[Swiftness]") == ("force_resonance", "Test Command", ["[Swiftness]"])
    assert blocks.header("[force resonance] <Test Command>") == ("force_resonance", "Test Command", [])
    assert blocks.header("[Flying]") is None
    assert blocks.header("[Revolution] [Flying]") is None
    with pytest.raises(Unsupported, match=r"^\[Force Resonance\] without the <name> of its \[Force Command\]$"):
        blocks.header("[Force Resonance]\n[Flying]")
    with pytest.raises(Unsupported, match=r"^\[Revolution\] with a <name> is not in the vocabulary$"):
        blocks.header("[Revolution] <Test Command>\n[Flying]")


def test_gained_keywords_and_abilities_are_kept_in_the_block() -> None:
    item, mapped = _resonator(["[Revolution]\n[Swiftness]\n[Swiftness]\n[Enter] >>> Draw a card.\n[Enter] >>> Draw a card."])
    assert item["supported"] and mapped is not None
    block = mapped["revolution"]
    assert block["keywords"] == ["swiftness"]  # a keyword once
    assert [a["effects"] for a in block["abilities"]] == [[{"op": "draw", "amount": 1}]] * 2  # every ability line
    assert "keywords" not in mapped and "abilities" not in mapped  # nothing gained by the card itself
    item, mapped = _resonator(["[Force Resonance] <Test Command>\n[Swiftness]"])
    assert mapped is not None and mapped["force_resonance"] == {"name": "Test Command", "keywords": ["swiftness"]}


def test_text_that_changes_anything_else_is_refused() -> None:
    item, mapped = _resonator(["[Revolution]\n[Swiftness]\nThis card gets +100 ATK."])
    assert not item["supported"] and mapped is not None and "revolution" not in mapped
    (refused,) = item["unsupported"]
    assert refused["reason"].startswith("no ability form matches this line")
    # on real cards: the gained text would change a characteristic, not add an ability or keyword
    for card_id, key, header in (("GRL-051", "effects", "Force Resonance"), ("GRL-059", "barrier_attributes", "Revolution"), ("GRV-089", "stone_produces", "Force Resonance")):
        reasons = [u["reason"] for u in entry(card_id)["unsupported"]]
        assert f"text under [{header}] that changes the card's {key} (not an ability or keyword gained) is not in the vocabulary" in reasons, card_id


def test_real_revolution_blocks() -> None:
    """GRL-010 gains a keyword and an ability under [Revolution]; the card itself keeps neither."""
    block = card("GRL-010")["revolution"]
    assert block["keywords"] == ["swiftness"] and len(block["abilities"]) == 1
    assert "swiftness" not in card("GRL-010").get("keywords", [])
    assert entry("GRL-064")["supported"] and len(card("GRL-064")["revolution"]["abilities"]) == 1
