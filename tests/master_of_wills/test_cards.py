"""Composition of the reference data (MOW-SETUP-1, MOW-DECK-1, MOW-FACTION-7, RULINGS §1(c)) and the card
schema's refusals."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.cards import (
    ICONS,
    SECTORS,
    FactionCard,
    FactionSet,
    collect_faction_card_errors,
    collect_faction_set_errors,
    reference_card_set_json,
    walk_steps,
)
from adjudicator.master_of_wills.decks import validate_cards

from .positions import CAT

COMMUNITY = list(CAT.community.values())
FACTION = list(CAT.faction.values())


def test_mow_setup_1_120_community_cards_15_per_sector():
    assert len(COMMUNITY) == 120
    assert Counter(card.sector for card in COMMUNITY) == {sector: 15 for sector in SECTORS}
    assert len({card.id for card in COMMUNITY}) == 120


def test_community_deck_exercises_every_rule():
    """RULINGS §1(c): negative values, all three starting rows, 0-2 Draw icons, Faction icons, movements that
    name the card's own sector, negative and multi-step movements."""
    assert any(card.value < 0 for card in COMMUNITY)
    assert Counter(card.start_row for card in COMMUNITY).keys() == {"recruits", "loyalists", "allies"}
    assert set(Counter(card.draw_icons for card in COMMUNITY)) == {0, 1, 2}
    assert 20 <= sum(card.faction_icon for card in COMMUNITY) <= 60
    assert any(m.sector == card.sector for card in COMMUNITY for m in card.movements)
    assert any(m.delta < 0 for card in COMMUNITY for m in card.movements)
    assert any(abs(m.delta) >= 2 for card in COMMUNITY for m in card.movements)
    for sector in SECTORS:
        cards = [c for c in COMMUNITY if c.sector == sector]
        assert {c.start_row for c in cards} == {"recruits", "loyalists", "allies"}, sector
        assert any(c.faction_icon for c in cards) and any(c.draw_icons for c in cards), sector
    # Every sector is moved by some card, in both directions.
    moved = {(m.sector, m.delta > 0) for card in COMMUNITY for m in card.movements}
    assert moved == {(s, d) for s in SECTORS for d in (True, False)}


def test_community_provenance_marks_invented_fields():
    for card in COMMUNITY:
        provenance = card.provenance
        assert isinstance(provenance, dict) and provenance["sector"] == "rulebook"
        assert set(provenance) == {"sector", "name", "value", "start_row", "faction_icon", "draw_icons", "movements"}
    shaman = CAT.community["MOW-C-REL-01"]
    assert shaman.name == "Learned Shaman" and shaman.value == 4 and shaman.faction_icon and shaman.draw_icons == 1
    assert "review" in shaman.provenance["name"]


def test_mow_deck_1_each_box_holds_19_12_7_12():
    for faction in ("razorcorp", "alphaguard"):
        counts = Counter()
        for card in FACTION:
            if card.faction == faction:
                counts[card.tier] += card.copies
        assert counts == {"action": 19, "epic": 12, "legendary": 7, "neutral": 12}, faction


def test_mow_faction_7_every_icon_is_a_step_used_by_several_cards():
    used = Counter()
    for card in FACTION:
        for op in {step.__struct_config__.tag for step in walk_steps(card.steps)}:
            used[op] += 1
    assert set(used) == set(ICONS) | {"extra_turn"}  # extra_turn: a text-only step (Time Warp, MOW-EXTRA-1-R)
    assert min(n for op, n in used.items() if op != "extra_turn") >= 3, used
    for card in FACTION:
        ops = {step.__struct_config__.tag for step in walk_steps(card.steps)}
        assert card.unsupported or set(card.power_icons) <= ops, card.id


def test_amnesia_as_the_rulebook_prints_it():
    amnesia = CAT.faction["MOW-F-RZC-E-03"]
    assert amnesia.name == "Amnesia"
    assert amnesia.power_icons == ["value_change", "reveal"]
    assert amnesia.text == (
        "Place face down in Round Effect. At any time, reveal and place Amnesia under 1 card on opponent's side and "
        "reverse card value. Move card directly Allies. If card's original value is negative, double the value."
    )
    assert amnesia.placement == "round_effect" and amnesia.steps[0].facing == "player_choice"
    assert amnesia.provenance["text"] == "rulebook"


def test_provenance_of_the_faction_cards():
    gentlemen = CAT.faction["MOW-F-AGD-E-01"]
    assert gentlemen.name == "The Loyal Gentlemen" and gentlemen.provenance == "rulebook-partial"
    for card in FACTION:
        if card.id not in ("MOW-F-RZC-E-03", "MOW-F-AGD-E-01", "MOW-F-AGD-E-03"):
            assert card.provenance == "invented", card.id


def test_no_reference_card_is_unsupported_time_warp_is_an_extra_turn():
    assert [card.id for card in FACTION if card.unsupported] == []
    warp = next(card for card in FACTION if card.id == "MOW-F-AGD-L-03")
    assert [step.__struct_config__.tag for step in warp.steps] == ["extra_turn"]


def test_default_decks_are_valid_decks():
    for faction, deck in CAT.default_decks.items():
        assert validate_cards(CAT, deck) == [], faction
        assert len(deck) == 20


def test_card_set_endpoint_serves_every_card_with_provenance():
    data = GAME.card_set()
    assert len(data["cards"]) == 120 + len(FACTION)
    assert all("provenance" in card for card in data["cards"])
    assert data["icons"] == list(ICONS)
    assert reference_card_set_json() is reference_card_set_json()


def test_schema_refuses_unknown_ops_and_fields():
    raw = msgspec.to_builtins(CAT.faction["MOW-F-RZC-A-01"])
    raw["steps"][0]["op"] = "teleport"
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(raw, FactionCard)
    raw = msgspec.to_builtins(CAT.faction["MOW-F-RZC-A-01"])
    raw["steps"][0]["radius"] = 3
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(raw, FactionCard)


def test_card_checks_refuse_malformed_records():
    raw = msgspec.to_builtins(CAT.faction["MOW-F-RZC-A-01"])
    raw["power_icons"] = ["kill", "spy"]
    card = msgspec.convert(raw, FactionCard)
    assert any("icon spy" in e.message for e in collect_faction_card_errors(card, "/x"))
    raw = msgspec.to_builtins(CAT.faction["MOW-F-RZC-E-03"])
    raw["steps"] = [raw["steps"][0], raw["steps"][2]]  # a face-down card acting before its reveal
    card = msgspec.convert(raw, FactionCard)
    assert any("Reveal step right after" in e.message for e in collect_faction_card_errors(card, "/x"))
    raw = msgspec.to_builtins(CAT.faction["MOW-F-RZC-A-01"])
    raw["steps"].append({"op": "value_change", "target": "previous", "until": "while_in_play"})
    card = msgspec.convert(raw, FactionCard)
    assert any("while_in_play" in e.message for e in collect_faction_card_errors(card, "/x"))
    whole = msgspec.convert(msgspec.to_builtins(CAT.faction_set), FactionSet)
    whole.cards.pop()
    assert any("MOW-DECK-1" in e.message for e in collect_faction_set_errors(whole))
