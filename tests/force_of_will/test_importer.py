"""The fowsim importer: a pure mapping of parsed JSON, with a per-card report; nothing guessed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json, reference_decks
from adjudicator.force_of_will.importer import import_fowsim, parse_cost
from tests.support.invariants import random_playout

SAMPLE = json.loads((Path(__file__).parent / "data" / "fowsim_sample.json").read_text())


def imported() -> dict[str, Any]:
    return import_fowsim(SAMPLE)


def card(result: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(c for c in result["card_set"]["cards"] if c["id"] == card_id)


def entry(result: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(e for e in result["report"] if e["id"] == card_id)


def test_costs_are_parsed_or_refused() -> None:
    assert parse_cost("{W}{W}{4}") == {"specified": {"light": 2}, "free": 4}
    assert parse_cost("{R}{X}") == {"specified": {"fire": 1}, "x": True}
    assert parse_cost(None) is None


def test_summary_counts_every_card() -> None:
    result = imported()
    assert result["summary"] == {"cards": 20, "imported": 16, "fully_supported": 13, "with_unsupported_abilities": 3, "not_imported": 4}


def test_rulers_stones_and_keywords_are_mapped() -> None:
    result = imported()
    ruler = card(result, "SMP-001")
    assert ruler["types"] == ["ruler"] and ruler["judgment"] == {"cost": {"specified": {"light": 1}, "free": 1}}
    assert ruler["sides"] == {"front": "SMP-001", "back": "SMP-001J"}
    j = card(result, "SMP-001J")
    assert j["keywords"] == ["flying", "imperishable"] and (j["atk"], j["def"]) == (1000, 1000)
    assert card(result, "SMP-002")["stone_produces"] == ["light"]
    assert "taken from its attribute" in entry(result, "SMP-002")["notes"][0]
    assert card(result, "SMP-003")["stone_produces"] == ["fire", "darkness"]
    assert card(result, "SMP-004")["keywords"] == ["flying", "swiftness"]
    assert card(result, "SMP-006")["keywords"] == ["quickcast"]
    assert card(result, "SMP-006")["effects"] == [{"op": "damage", "amount": 300, "target": 0}]
    assert card(result, "SMP-012")["abilities"][0]["kind"] == "will"
    whelp = card(result, "SMP-005")["abilities"][0]
    assert whelp["trigger"] == "enter" and whelp["targets"] == [{"kind": "j_resonator", "controller": "opponent"}]
    sage = card(result, "SMP-017")["abilities"][0]
    assert sage["cost"] == {"rest": True, "will": {"free": 1}} and sage["effects"][0]["atk"] == 300
    rain = card(result, "SMP-014")["effects"]
    assert [e["op"] for e in rain] == ["gain_life", "draw"]
    assert card(result, "SMP-018")["targets"] == [{"kind": "chant_spell"}]


def test_unsupported_abilities_are_reported_never_guessed() -> None:
    result = imported()
    mirror = entry(result, "SMP-007")
    assert mirror["imported"] and not mirror["supported"]
    assert mirror["unsupported"][0]["text"] == "Gain control of target addition your opponent controls."
    assert card(result, "SMP-007")["unsupported"] == ["Gain control of target addition your opponent controls."]
    assert "effects" not in card(result, "SMP-007")
    pathfinder = card(result, "SMP-011")
    assert pathfinder["keywords"] == ["precision"]
    assert pathfinder["unsupported"] == ["[Stealth] If your opponent attacks, reveal this card."]
    assert "[Stealth]" in entry(result, "SMP-011")["unsupported"][0]["reason"]
    cloak = card(result, "SMP-013")  # Addition:Resonator: added to a resonator, a continuous change of it
    assert cloak["targets"] == [{"kind": "resonator"}]
    assert cloak["abilities"] == [{"kind": "continuous", "scope": "added", "atk": 300, "def": 100, "text": "Added resonator gains [+300/+100]."}]


def test_cards_that_cannot_be_expressed_are_not_imported() -> None:
    result = imported()
    ids = {c["id"] for c in result["card_set"]["cards"]}
    for card_id, words in (
        ("SMP-009", "{P}"),
        ("SMP-015", "X costs are supported on chants (this card: a"),
        ("SMP-016", "a card has one card type in the vocabulary"),
    ):
        assert card_id not in ids
        report = entry(result, card_id)
        assert not report["imported"] and words in report["reason"], (card_id, report)
    assert "SMP-019" in ids or not entry(result, "SMP-019")["imported"]


def test_runes_are_imported_for_reference_and_rulers_may_lack_a_j_side() -> None:
    result = imported()
    rune = entry(result, "SMP-008")
    # FOW-RUNE-CARD-R: a rune card of no other type, without a divinity, is kept for reference and refused in decks.
    assert rune["imported"] and not rune["supported"] and "a rune's divinity that is not a number" in rune["unsupported"][0]["reason"]
    assert card(result, "SMP-008")["types"] == ["rune"]
    lone = entry(result, "SMP-010")
    assert lone["imported"] and lone["supported"] and "sides" not in card(result, "SMP-010")


def test_odd_stats_are_refused() -> None:
    assert not entry(imported(), "SMP-019")["imported"]


def test_input_shapes() -> None:
    cards = SAMPLE["fow"]["clusters"][0]["sets"][0]["cards"]
    assert import_fowsim(cards)["summary"] == imported()["summary"]
    assert import_fowsim({"cards": cards})["summary"] == imported()["summary"]
    with pytest.raises(InputError):
        import_fowsim({"something": 1})


def merged_set() -> dict[str, Any]:
    reference = reference_card_set_json()
    return {"id": "tst-plus-smp", "cards": list(reference["cards"]) + imported()["card_set"]["cards"]}


def test_imported_cards_play_in_a_game() -> None:
    dawn = reference_decks()["dawn"]
    main = dict(dawn["main"])
    main["TST-R01"] -= 4
    main["SMP-004"] = 4
    main["TST-R08"] -= 2
    main["SMP-012"] = 2
    main.pop("TST-R01")
    deck = {"ruler": "SMP-001", "main": main, "stones": {"SMP-002": 8, "TST-ST-G": 4}, "sideboard": {"TST-C12": 1}}
    setup = {"players": ["ann", "bob"], "seed": "import", "options": {"card_set": merged_set()}, "decks": {"ann": deck, "bob": "cinder"}}
    state = GAME.setup(None, setup["players"], setup["seed"], setup["options"], setup["decks"])
    GAME.check(state)
    from .policy import PolicyGame

    final, actions = random_playout(PolicyGame(), setup, "import-choices", check_every=5, views_every=5)
    assert final.over and actions


def test_unsupported_imported_cards_are_refused_in_decks() -> None:
    dawn = reference_decks()["dawn"]
    main = dict(dawn["main"])
    main["TST-R08"] -= 1
    main["SMP-007"] = 1
    deck = {"ruler": "TST-RU1", "main": main, "stones": dawn["stones"], "sideboard": dawn["sideboard"]}
    with pytest.raises(InputError) as caught:
        GAME.setup(None, ["ann", "bob"], "s", {"card_set": merged_set()}, {"ann": deck, "bob": "cinder"})
    assert "FOW-DECK-6-R" in caught.value.errors[0].message


def test_import_command_writes_a_usable_card_set(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``adjudicator import-fowsim`` wraps the pure importer: file in, card set and report out."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    sample = next((Path(__file__).parent / "data").glob("*.json"))
    out, report = tmp_path / "set.json", tmp_path / "report.json"
    run = subprocess.run(
        [sys.executable, "-m", "api.cli", "import-fowsim", str(sample), "--output", str(out), "--report", str(report)],
        cwd=root, capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    card_set = json.loads(out.read_text())
    assert card_set["cards"] and json.loads(report.read_text())
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert subprocess.run([sys.executable, "-m", "api.cli", "import-fowsim", str(bad)], cwd=root, capture_output=True).returncode == 2
