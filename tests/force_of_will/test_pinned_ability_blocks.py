"""Rule behaviours of ``adjudicator/force_of_will/ability/blocks.py`` pinned against the survivors of
scripts/mutation (issue 21): the text under a ``[Revolution]`` / ``[Force Resonance]`` header may only
give abilities and keywords (FOW-KW-REVOLUTION-R, FOW-KW-FORCE-RESONANCE-R); real cards named by id, their
lines read from ``../shared`` at run time."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.ability import blocks

from .fowsim_db import card, printed, refusal, without_text


def test_gained_text_that_adds_a_card_field_is_refused() -> None:
    """A gained line that would give the card a field it did not have (not an ability or keyword) refuses
    the whole header entry: GRL-079's [Force Resonance] line would make the chant cost less (``play_less``),
    GRL-059's [Revolution] line a [Barrier] against an attribute (``barrier_attributes``); neither field is
    kept on the card."""
    assert refusal("GRL-079", 2) == (
        "text under [Force Resonance] that changes the card's play_less (not an ability or keyword gained) is not in the vocabulary"
    )
    assert refusal("GRL-059", 3) == (
        "text under [Revolution] that changes the card's barrier_attributes (not an ability or keyword gained) is not in the vocabulary"
    )
    assert "force_resonance" not in card("GRL-079") and "play_less" not in card("GRL-079")
    assert "revolution" not in card("GRL-059") and "barrier_attributes" not in card("GRL-059")


def _record(card_id: str) -> dict[str, Any]:
    record = {k: (list(v) if isinstance(v, list) else v) for k, v in card(card_id).items() if k not in ("unsupported", "revolution")}
    for key in ("keywords", "abilities", "targets", "effects"):
        record.setdefault(key, [])
    return record


def test_a_keyword_gained_twice_is_kept_once_an_ability_twice() -> None:
    """Under one header, a keyword gained by two lines is one keyword (GRV-048's [Eternal] line read twice),
    while an ability printed twice is two abilities (GRL-056's [Revolution] line read twice: each instance
    applies)."""
    field, name, rest = blocks.header(printed("GRV-048", 3)) or ("", "", [])
    record = _record("GRV-048")
    blocks.gain(field, name, rest[0], record)
    blocks.gain(field, name, rest[0], record)
    assert record["force_resonance"] == {"name": "Infinity", "abilities": [], "keywords": ["eternal"]}
    field, name, rest = blocks.header(printed("GRL-056", 1)) or ("", "", [])
    record = _record("GRL-056")
    blocks.gain(field, name, rest[0], record)
    blocks.gain(field, name, rest[0], record)
    gained = {"kind": "continuous", "scope": "opponent_j_resonators", "atk": -700, "def": -700}
    assert without_text(record["revolution"]) == {"name": "", "abilities": [gained, gained], "keywords": []}
