"""``adjudicator import-fowsim FILE --summary``: per-cluster figures, and ``playable`` proved by building a
legal deck of supported cards of the cluster's format and playing a game with it to the end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from adjudicator.force_of_will.coverage import cluster_decks, summary
from adjudicator.force_of_will.importer import import_fowsim

from .fowsim_db import DATABASE, ROOT


def invented_database() -> dict[str, Any]:
    """An invented cluster named like a real one, so its format (the Grimm sets) applies; no publisher data."""
    cards: list[dict[str, Any]] = [
        {"id": "CMF-901", "name": "Test Warden", "type": ["Ruler"], "colour": ["R"], "ATK": "", "DEF": "", "abilities": ["[Judgment] {R}{1}"]},
        {"id": "CMF-901J", "name": "Test Warden, Awake", "type": ["J-Ruler"], "colour": ["R"], "ATK": 1000, "DEF": 1000, "abilities": ["[Flying]"]},
        {"id": "CMF-902", "name": "Test Fire Stone", "type": ["Magic Stone", "Basic Magic Stone", "Fire Magic Stone"], "colour": ["R"], "abilities": []},  # will from its attribute
    ]
    for n in range(10):
        cards.append(
            {"id": f"CMF-{910 + n}", "name": f"Test Soldier {n}", "type": ["Resonator"], "cost": "{R}" + ("{1}" if n % 2 else ""), "colour": ["R"], "ATK": 300 + 100 * n, "DEF": 400, "abilities": []}
        )
    lone = [{"id": "TTT-901", "name": "Test Loner", "type": ["Resonator"], "cost": "{G}", "colour": ["G"], "ATK": 100, "DEF": 100, "abilities": []}]
    return {"fow": {"clusters": [{"name": "Grimm", "sets": [{"code": "CMF", "cards": cards}]}, {"name": "Trinity", "sets": [{"code": "TTT", "cards": lone}]}]}}


def test_playable_means_a_legal_deck_that_plays_to_the_end() -> None:
    result = summary(invented_database())
    assert result["total"] == {"cards": 14, "imported": 14, "supported": 14}
    assert result["clusters"]["Grimm"] == {"cards": 13, "imported": 13, "supported": 13, "playable": True}
    assert result["clusters"]["Trinity"]["playable"] is False  # no ruler, no stone: no legal deck


def test_built_decks_are_legal_in_their_format() -> None:
    import msgspec

    from adjudicator.force_of_will.cards import CardSet, catalogue_card_set

    cat = catalogue_card_set(msgspec.convert(import_fowsim(invented_database())["card_set"], CardSet))
    (deck,) = cluster_decks(cat, "grimm")
    assert deck["format"] == "grimm" and sum(deck["main"].values()) == 40 and sum(deck["stones"].values()) == 10
    assert cluster_decks(cat, "alice") == []  # no card of the Alice sets


def test_the_summary_command_on_the_real_database() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "api.cli", "import-fowsim", str(DATABASE), "--summary"], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr
    printed = json.loads(run.stdout)
    assert set(printed) == {"total", "clusters"} and printed["total"]["cards"] == 5340
    assert set(printed["clusters"]) == {"Grimm", "Alice", "Lapis", "Reiya", "New Valhalla", "Alice Origin", "Saga", "Duel", "Hero", "Trinity"}
    for figures in printed["clusters"].values():
        assert set(figures) == {"cards", "imported", "supported", "playable"}
        assert figures["cards"] >= figures["imported"] >= figures["supported"]
    assert sum(f["cards"] for f in printed["clusters"].values()) == 5340


def test_the_summary_command_refuses_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"fow": {"clusters": 3}}')
    run = subprocess.run([sys.executable, "-m", "api.cli", "import-fowsim", str(bad), "--summary"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 2 and "/fow/clusters" in run.stderr


def test_hostile_databases_never_crash_the_command(tmp_path: Path) -> None:
    """Deep nesting and absurd numbers are refused as unreadable (exit 2); a database importing no card,
    or more cards than a card set sent over the API may hold, still gets its summary."""
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    out_of_range = tmp_path / "range.json"
    out_of_range.write_text('[{"id": "X-1", "DEF": 1e999}]')
    for path in (deep, out_of_range):
        run = subprocess.run([sys.executable, "-m", "api.cli", "import-fowsim", str(path), "--summary"], cwd=ROOT, capture_output=True, text=True)
        assert run.returncode == 2 and "cannot read" in run.stderr, run.stderr
    huge_number = tmp_path / "number.json"
    huge_number.write_text('[{"id": "X-1", "name": "n", "type": ["Resonator"], "cost": "{R}", "DEF": 100, "ATK": 1' + "0" * 400 + "}]")
    run = subprocess.run([sys.executable, "-m", "api.cli", "import-fowsim", str(huge_number), "--summary"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0 and json.loads(run.stdout)["total"]["imported"] == 0, run.stderr
    nothing = summary([{"id": "X-1", "name": "n", "type": ["Order"]}])
    assert nothing["total"] == {"cards": 1, "imported": 0, "supported": 0}
    many = [{"id": f"X-{n}", "name": f"Soldier {n}", "type": ["Resonator"], "cost": "{R}", "ATK": 100, "DEF": 100} for n in range(10_500)]
    assert summary(many)["total"] == {"cards": 10_500, "imported": 10_500, "supported": 10_500}
