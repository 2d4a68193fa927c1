"""The rule catalogue: every code has a rulebook section and a test that names it; every code the engine
raises is catalogued; the game is registered with its five variants."""

from __future__ import annotations

import re
from pathlib import Path

from adjudicator import get_game
from adjudicator.master_of_wills import ACTION_DOCS, GAME
from adjudicator.master_of_wills.rules import RULE_CODES, RULES

HERE = Path(__file__).parent
PACKAGE = Path(__file__).parents[2] / "adjudicator" / "master_of_wills"


def test_every_rule_names_its_rulebook_section():
    for rule in RULES:
        assert rule.section.startswith("master-of-wills.txt §"), rule.code
        assert rule.summary
        if rule.code.endswith("-R") or "-AMB-" in rule.code:
            assert "RULINGS.md" in rule.section, rule.code
    assert len(RULE_CODES) == len(RULES)


def test_every_rule_has_a_test_that_names_it():
    text = "".join(p.read_text() for p in HERE.glob("test_*.py") if p.name != "test_catalogue.py").upper()
    untested = [code for code in RULE_CODES if code.replace("-", "_") not in text.replace("-", "_")]
    assert untested == []


def test_every_code_the_engine_raises_is_catalogued():
    source = "".join(p.read_text() for p in PACKAGE.glob("*.py"))
    raised = set(re.findall(r'violation\(\s*"(MOW-[A-Z0-9-]+)"', source)) | set(re.findall(r'return "(MOW-[A-Z0-9-]+)"', source))
    assert raised and raised <= RULE_CODES, raised - RULE_CODES


def test_registered_with_five_variants():
    game = get_game("master-of-wills")
    assert game is GAME
    entry = game.catalogue_entry()
    assert [v["id"] for v in entry["variants"]] == ["standard", "2v2", "ffa3", "mowitaire", "mow-op"]
    assert {v["id"]: (v["players"]["min"], v["players"]["max"]) for v in entry["variants"]} == {
        "standard": (2, 2), "2v2": (4, 4), "ffa3": (3, 3), "mowitaire": (1, 1), "mow-op": (2, 2)}


def test_every_action_type_is_documented_with_an_example_that_decodes():
    types = {"choose_first", "choose_lead", "choose_starting", "move", "play", "choose", "pass", "reveal"}
    assert set(ACTION_DOCS) == types
    for name, doc in ACTION_DOCS.items():
        for key, example in doc.items():
            if key.startswith("example"):
                assert example["type"] == name
                GAME.decode_action(example)
