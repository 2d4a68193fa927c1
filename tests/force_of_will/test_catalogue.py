"""The catalogue, the reference pool and the action documentation hold together."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import get_args

from adjudicator import get_game
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_catalogue, reference_decks
from adjudicator.force_of_will.docs import ACTION_DOCS
from adjudicator.force_of_will.rules import RULE_CODES, RULES
from adjudicator.force_of_will.state import Action
from adjudicator.force_of_will.vocabulary import KEYWORDS

PACKAGE = Path(__file__).parent.parent.parent / "adjudicator" / "force_of_will"
TESTS = Path(__file__).parent


def test_registered() -> None:
    assert get_game("force-of-will") is GAME
    entry = GAME.catalogue_entry()
    assert entry["variants"] == [{"id": "standard", "players": {"min": 2, "max": 2}, "description": GAME.variants[0].description}]


def test_every_rule_has_a_section_and_a_test() -> None:
    source = "\n".join(p.read_text() for p in TESTS.glob("test_*.py") if p.name != "test_catalogue.py")
    names = source.lower().replace("-", "_")
    for rule in RULES:
        assert rule.section and rule.summary
        assert rule.code in source or rule.code.lower().replace("-", "_") in names, f"no test names {rule.code}"


def test_every_rule_id_names_one_rule() -> None:
    """A rule ID has one meaning: two catalogue entries with one code (two helpers' rules merged under one
    name, 2026-12-04) would leave the rule a violation cites ambiguous."""
    assert [code for code, n in Counter(rule.code for rule in RULES).items() if n > 1] == []


def test_every_code_the_engine_emits_is_catalogued() -> None:
    emitted: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        emitted.update(re.findall(r'"(FOW-[A-Z0-9]+(?:-[A-Z0-9]+)*)"', path.read_text()))
    assert emitted - RULE_CODES == set()


def test_action_examples_cover_every_action_type() -> None:
    tags = {cls.__struct_config__.tag for cls in get_args(Action)}
    assert set(ACTION_DOCS) == tags
    for tag, doc in ACTION_DOCS.items():
        action = GAME.decode_action(doc["example"])
        assert action.__struct_config__.tag == tag and doc["summary"]


def test_reference_pool_is_invented_and_complete() -> None:
    """RULINGS §2(c) and the issue: >= 2 rulers with J-ruler sides, 6 stones, 20 resonators, 10 chants
    (Quickcast and Trigger among them), 4 additions, 2 regalia, every keyword covered."""
    cards = reference_catalogue().card_set.cards
    assert all(card.provenance == "invented" for card in cards)
    kinds = Counter(card.type for card in cards)
    assert kinds["ruler"] >= 2 and kinds["j_ruler"] == kinds["ruler"]
    assert kinds["magic_stone"] == 6 and kinds["resonator"] == 20 and kinds["chant"] >= 10
    assert kinds["addition"] == 4 and kinds["regalia"] == 2
    assert any("imperishable" in c.keywords for c in cards if c.type == "ruler")
    covered = {k for card in cards for k in card.keywords}
    covered |= {"trigger" for c in cards if c.trigger}
    covered |= {"awakening" for c in cards if c.awakening}
    covered |= {"incarnation" for c in cards if c.incarnation}
    covered |= {"enter" for c in cards for a in c.abilities if getattr(a, "trigger", None) == "enter"}
    assert covered >= set(KEYWORDS) | {"trigger", "awakening", "incarnation", "enter"}
    chants = [c for c in cards if c.type == "chant"]
    assert any("quickcast" in c.keywords for c in chants) and any(c.trigger for c in chants)
    basics = [c for c in cards if c.type == "magic_stone" and "basic" in c.subtypes]
    assert sorted(a for c in basics for a in c.stone_produces) == ["darkness", "fire", "light", "water", "wind"]


def test_reference_decks_cover_the_keywords_between_them() -> None:
    cat = reference_catalogue()
    used = {card_id for deck in reference_decks().values() for card_id in deck["main"]}
    cards = [cat.defs[c] for c in used]
    covered = {k for card in cards for k in card.keywords}
    covered |= {"trigger" for c in cards if c.trigger} | {"awakening" for c in cards if c.awakening}
    covered |= {"incarnation" for c in cards if c.incarnation}
    # A ruler's keywords count too: [Imperishable], and the deck markers [Will of Hope] / [Will of Despair]
    # (FOW-KW-WILL-HOPE-DESPAIR-R: a deck with both is refused, so each reference ruler carries one).
    covered |= {k for deck in reference_decks().values() for k in cat.defs[deck["ruler"]].keywords}
    assert covered >= set(KEYWORDS) | {"trigger", "awakening", "incarnation"}
    for deck in reference_decks().values():
        assert sum(deck["main"].values()) == 40 and 10 <= sum(deck["stones"].values()) <= 20


def test_card_set_is_served_with_provenance() -> None:
    data = GAME.card_set()
    assert data["id"] == "fow-tst-1" and all(c["provenance"] == "invented" for c in data["cards"])
