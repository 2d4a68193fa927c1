"""Rule behaviours of ``adjudicator/force_of_will/ability/grammar.py`` pinned against the survivors of
scripts/mutation (issue 21), the sample of 2026-12-04/05 night (branch ``mut-n``) against the whole
``tests/force_of_will`` directory.  Each printed line is read alone by card id from ``../shared`` (the family
files read these cards through the cached import of the whole database, which the selection by coverage does
not see); where no printed line has the form, the grammar's own sentences (never a printed one:
``test_no_card_text.py`` checks)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects

from .fowsim_db import read_line


def _effects(card_id: str, line: int) -> list[dict[str, Any]]:
    """The effects of the card's printed line ``line`` read alone (a chant's effects, or its one ability's)."""
    record, refused = read_line(card_id, line)
    assert refused == []
    if record.get("effects"):
        return list(record["effects"])
    (ability,) = record["abilities"]
    return list(ability["effects"])


def test_an_each_effect_on_all_other_j_resonators_spares_this_card() -> None:
    """FOW-EACH-FILTER-R ("other"): VIN003-017's and ROL-006's [Enter] abilities reach every J/resonator but this
    card (``among.other``), not every one."""
    assert _effects("VIN003-017", 1) == [{"op": "rest", "each": "all_j_resonators", "among": {"other": True}}]
    assert _effects("ROL-006", 1) == [{"op": "destroy", "each": "all_j_resonators", "among": {"other": True}}]


def test_the_next_damage_prevented_whole_is_a_shield_of_0() -> None:
    """FOW-PREVENT-NEXT-R: VIN002-051 prevents the whole of the next damage to its target (``next`` 0, the shield
    of no amount; a shield of 1 would take 1 damage of it)."""
    assert _effects("VIN002-051", 0) == [{"op": "prevent", "target": 0, "way": "to", "next": 0}]


def test_they_after_the_last_two_targets_of_one_printed_target_only() -> None:
    """FOW-THEY-TARGETS-R (the grammar's own sentences): "they" after two targets of different kinds, or after
    targets the effects just before do not name in order, is refused with its reason."""
    refusal = re.escape("'they' names no two or more J/resonators targeted by the sentence before it")
    with pytest.raises(Unsupported, match=refusal):
        parse_effects("Rest target resonator. Recover target J/resonator. They gain [+300/+300] until end of turn.")
    with pytest.raises(Unsupported, match=refusal):
        parse_effects("Target resonator gains [+100/+100] until end of turn. Draw a card. Recover target resonator. They gain [+300/+300] until end of turn.")


def test_they_after_a_group_change_under_a_condition() -> None:
    """FOW-EFFECT-IF-R, FOW-STATUS-UNTIL-R: TAT-011's "If <condition>, they ..." after a change of each of its
    group is read as the same group's second change, made only while the condition holds."""
    effects = _effects("TAT-011", 0)
    assert [e["op"] for e in effects] == ["modify", "modify"]
    assert effects[1] == {"op": "modify", "flags": ["unblockable"], "until": "turn", "each": "your_resonators",
                          "when": {"count": {"what": "card", "whose": "you", "races": ["Saint"]}, "at_least": 1}, "among": {"attributes": ["light"]}}


def test_a_magic_stone_put_only_after_a_look_at_the_magic_stone_deck() -> None:
    """FOW-LOOK-STONE-NEW-NAME-R (the grammar's own sentences): after the look at the top of the magic stone deck
    and its condition, another effect is read as written (a draw, not the stone put); "you may put it into your
    magic stone area" under another condition is refused as that conditional effect."""
    look = "Look at the top card of your magic stone deck. If you don't control a magic stone with the same name as that card, draw a card."
    assert parse_effects(look)[0] == [{"op": "look_top", "stone": True}, {"op": "draw", "amount": 1, "when": {"stone_top_new_name": True}}]
    with pytest.raises(Unsupported, match=re.escape("the conditional effect 'you may put it into your magic stone area' is not in the vocabulary")):
        parse_effects("Draw a card. If you control three or more resonators, you may put it into your magic stone area.")


def test_a_search_instead_must_be_closed_by_its_shuffle() -> None:
    """FOW-SEARCH-INSTEAD-R (the grammar's own sentences): a replacement search put on top of the deck (no shuffle
    of its own after it) is refused with its reason."""
    first = "Search your deck for an addition, reveal it and put it into your hand. Then shuffle your deck. "
    with pytest.raises(Unsupported, match=re.escape("the replacement 'search your deck for a resonator; shuffle the rest and put that card on top' is not in the vocabulary")):
        parse_effects(first + "If you control three or more resonators, search your deck for a resonator; shuffle the rest and put that card on top instead.")


def test_if_you_do_after_one_counter_removed() -> None:
    """FOW-IF-YOU-DO-REMOVED-R: ACN-105's end-of-turn ability removes one counter of its kind from this card, and
    its token is put only if it did."""
    assert _effects("ACN-105", 1) == [
        {"op": "remove_counters", "amount": 1, "counter": "guidance", "target": "self"},
        {"op": "put_tokens", "amount": 1, "atk": 100, "def": 100, "races": ["Elf"], "attributes": ["wind"], "condition": "if_you_do"},
    ]


def test_then_reads_the_next_effect_from_its_first_letter() -> None:
    """FOW-THEN-R (the grammar's own sentence): "Then you gain 200 life" is read from its first letter (a word that
    does not end with the letter it starts with)."""
    assert parse_effects("Destroy target resonator. Then you gain 200 life") == ([{"op": "destroy", "target": 0}, {"op": "gain_life", "amount": 200}], [{"kind": "resonator"}])


def test_otherwise_it_gains_after_if_its_attribute() -> None:
    """FOW-IF-TARGET-ATTRIBUTE-R: MPR-076's "Otherwise, it gains ..." is its one target's other change, made unless
    the target is of the attribute."""
    record, refused = read_line("MPR-076", 0)
    assert refused == [] and record["targets"] == [{"kind": "resonator"}]
    assert record["effects"] == [
        {"op": "modify", "target": 0, "atk": 300, "def": 300, "until": "turn", "when": {"target_attributes": ["darkness"]}},
        {"op": "modify", "target": 0, "atk": -300, "def": -300, "until": "turn", "unless": {"target_attributes": ["darkness"]}},
    ]


def test_up_to_two_targets_read_as_one_target_whose_noun_alone_is_singular() -> None:
    """FOW-UP-TO-R (the grammar's own sentence): "up to two target resonators" is read with one target (its first
    plural noun made singular, the rest of the sentence as written); the sentence then refused names what it
    could not read."""
    with pytest.raises(Unsupported, match=re.escape("no vocabulary entry matches 'Destroy target resonator with resonators'")):
        parse_effects("Destroy up to two target resonators with resonators.")
