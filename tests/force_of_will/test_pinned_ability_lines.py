"""Rule behaviours of ``adjudicator/force_of_will/ability/lines.py`` pinned against the survivors of
scripts/mutation (issue 21): each printed line below, read alone by card id from ``../shared``, gives exactly
this effect tree (costs, counts and conditions included)."""

from __future__ import annotations

from typing import Any

from .fowsim_db import read_line


def _abilities(card_id: str, line: int) -> list[dict[str, Any]]:
    record, refused = read_line(card_id, line)
    assert refused == []
    return list(record.get("abilities", []))


def test_discard_cost_of_several_cards() -> None:
    """JRP-069: discarding three cards (the plural "cards" is no race) recovers this card, once per turn."""
    assert _abilities("JRP-069", 5) == [
        {"kind": "activate", "cost": {"discard": {"count": 3}}, "effects": [{"op": "recover", "target": "self"}], "once_per_turn": True}
    ]


def test_banish_cost_of_one_resonator() -> None:
    """A cost naming one resonator in the singular: CMF-082 (banish a resonator: 200 damage to each of the
    opponent's resonators), AOA-052 (banish another Machine resonator: return a target resonator to its
    owner's hand)."""
    assert _abilities("CMF-082", 1) == [
        {"kind": "activate", "cost": {"banish": {}}, "effects": [{"op": "damage", "amount": 200, "each": "opponent_resonators"}]}
    ]
    assert _abilities("AOA-052", 0) == [
        {"kind": "activate", "cost": {"banish": {"other": True, "races": ["Machine"]}}, "targets": [{"kind": "resonator"}],
         "effects": [{"op": "return_to_hand", "target": 0}]}
    ]


def test_cost_naming_a_known_race() -> None:
    """A cost naming a race some card has: AOA-075 (banish a Shikigami: [Barrier] until end of turn), GOG-050
    (banish a Moon: +400/+400 until end of turn)."""
    assert _abilities("AOA-075", 1) == [
        {"kind": "activate", "cost": {"banish": {"races": ["Shikigami"]}},
         "effects": [{"op": "modify", "target": "self", "keywords": ["barrier"], "until": "turn"}]}
    ]
    assert _abilities("GOG-050", 5) == [
        {"kind": "activate", "cost": {"banish": {"races": ["Moon"]}},
         "effects": [{"op": "modify", "target": "self", "atk": 400, "def": 400, "until": "turn"}]}
    ]


def test_as_long_as_you_control_one() -> None:
    """"As long as you control a ..." needs at least one: ACN-029 ([Flying] with a water gem), AOA-001
    (+400/+400 with a Moon)."""
    assert _abilities("ACN-029", 0) == [
        {"kind": "continuous", "scope": "self", "keywords": ["flying"],
         "as_long_as": {"count": {"what": "gem", "whose": "you", "attributes": ["water"]}, "at_least": 1}}
    ]
    assert _abilities("AOA-001", 1) == [
        {"kind": "continuous", "scope": "self", "atk": 400, "def": 400,
         "as_long_as": {"count": {"what": "card", "whose": "you", "races": ["Moon"]}, "at_least": 1}}
    ]


def test_per_count_of_a_race_in_the_graveyard() -> None:
    """MSW-085: +200/+200 for each Cthulhu card in your graveyard (the race kept in the count)."""
    assert _abilities("MSW-085", 2) == [
        {"kind": "continuous", "scope": "self", "atk": 200, "def": 200,
         "per": {"what": "card", "zone": "graveyard", "whose": "you", "races": ["Cthulhu"]}}
    ]
