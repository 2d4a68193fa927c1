"""Rule behaviours of ``adjudicator/force_of_will/ability/lines.py`` pinned against the survivors of
scripts/mutation (issue 21), the sample of 2026-12-04 (late night) against the whole ``tests/force_of_will``
directory. Most of these lines were executed only inside the cached import of the whole database (the selection
by coverage ran one or two tests for them): each is read here alone, by card id, or as the grammar's own
sentence where no printed line has the form."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import (
    ability_cost,
    as_long_as,
    choose_modes,
    map_ability,
    per_count,
    trigger_condition,
)

from .fowsim_db import line_record, line_refusal, raw_card, read_line, without_text


def _read(line: str, kind: str = "resonator") -> dict[str, Any]:
    """Our own line read into an empty record of type ``kind`` (the record without its ``text`` fields)."""
    record = line_record(kind)
    map_ability(normalize_line(line), record)
    return dict(without_text(record))


def test_fow_j_ruler_counter_r_stat_counters_of_the_j_ruler_are_refused() -> None:
    """FOW-J-RULER-COUNTER-R: named counters removed from your J/ruler as an activate cost are read with
    ``from_j_ruler``; [+A/+B] counters removed from it are refused with their reason (from this card, read)."""
    assert ability_cost("Remove two spark counters from your J/ruler") == {
        "remove_counters": {"counter": "spark", "amount": 2, "from_j_ruler": True}}
    with pytest.raises(Unsupported, match=r"\[\+A/\+B\] counters removed from your J/ruler"):
        ability_cost("Remove a [+100/+100] counter from your J/ruler")
    assert ability_cost("Remove a [+100/+100] counter from this card") == {"remove_counters": {"counter": "+100/+100", "amount": 1}}


def test_fow_cont_while_hand_r_cards_of_a_graveyard_or_removed_area_by_whose() -> None:
    """FOW-CONT-WHILE-HAND-R: "there are N or more cards in your graveyard" counts yours, "... in your
    opponent's removed area" the opponent's."""
    assert as_long_as("there are five or more cards in your graveyard") == {
        "count": {"what": "card", "zone": "graveyard", "whose": "you"}, "at_least": 5}
    assert as_long_as("there are five or more cards in your opponent's removed area") == {
        "count": {"what": "card", "zone": "removed", "whose": "opponent"}, "at_least": 5}


def test_fow_during_your_turn_r_a_change_during_a_turn_of_its_own_is_refused() -> None:
    """FOW-DURING-YOUR-TURN-R: a change that already applies during a turn, said again for another turn, is
    refused (a condition of its own), not read with the last turn."""
    reason = line_refusal("This card gains [Flying] during your turn, during your opponent's turn.")
    assert "a change during a turn with a condition of its own" in reason


def test_cards_in_all_graveyards_are_counted() -> None:
    """FOW-CONT-FOREACH-ZONE-R: "cards in all graveyards" counts every player's graveyard; a hand or a removed
    area of all players is refused."""
    assert per_count("cards in all graveyards") == {"what": "card", "zone": "graveyard", "whose": "all"}
    for text in ("cards in all hand", "cards in all removed area"):
        with pytest.raises(Unsupported):
            per_count(text)


def test_bane_beside_other_keywords_keeps_them() -> None:
    """FOW-BANE-R: "[Bane] [Flying]" on a resonator is Bane's automatic ability and the keyword [Flying];
    "[Drain]" alone its ability and no keyword."""
    bane = _read("[Bane] [Flying]")
    assert bane["keywords"] == ["flying"]
    assert bane["abilities"] == [{"kind": "automatic", "trigger": "damages_j_resonator", "effects": [{"op": "destroy", "target": "victim"}]}]
    drain = _read("[Drain]")
    assert drain["keywords"] == [] and [a["trigger"] for a in drain["abilities"]] == ["deals_damage"]


def test_fow_kw_null_r_keywords_granted_and_an_ability_keyword_refused() -> None:
    """FOW-KW-NULL-R: "[Null] - [Pierce]" is [Pierce] while its player's hand is empty; "[Null] - [Drain]" (an
    automatic ability) is refused with its reason."""
    assert _read("[Null] - [Pierce]")["abilities"] == [{
        "kind": "continuous", "scope": "self", "keywords": ["pierce"],
        "as_long_as": {"count": {"what": "card", "zone": "hand", "whose": "you"}, "at_most": 0}}]
    assert "[Null] granting [Drain] (an automatic or must-attack ability)" in line_refusal("[Null] - [Drain]")


def test_fow_kw_rune_r_a_keyword_granted_and_one_of_all_zones_refused() -> None:
    """FOW-KW-RUNE-R: "[Rune] 2 - [Flying]" is [Flying] while two runes are revealed; [Quickcast] (a keyword
    that matters outside the field) is refused."""
    assert _read("[Rune] 2 - [Flying]")["abilities"] == [{
        "kind": "continuous", "scope": "self", "keywords": ["flying"],
        "as_long_as": {"count": {"what": "rune", "zone": "rune_area"}, "at_least": 2}}]
    assert "a keyword that matters outside the field" in line_refusal("[Rune] 2 - [Quickcast]")


def test_fow_kw_mastery_r_races_read_without_a_known_race_list() -> None:
    """FOW-KW-MASTERY-R: "[Mastery] (<race>) or (<race>)" read alone (no database's races known: any race)."""
    assert _read("[Mastery] (Fairy) or (Elf)")["mastery"] == {"races": ["Fairy", "Elf"]}


def test_fow_awakening_rest_r_a_named_card_of_an_attribute_is_refused() -> None:
    """FOW-AWAKENING-REST-R: resting a recovered card of a name, or a recovered light J/ruler, for [Awakening] is
    read; a named card of an attribute is refused with its reason."""
    named = _read('[Awakening] Rest a recovered card named "Test Name" you control: [Enter] >>> Draw a card.')
    assert named["awakening"] == {"cost": {}, "rest": {"names": ["Test Name"], "j_rulers": True}}
    light = _read("[Awakening] Rest a recovered light J/ruler you control: [Enter] >>> Draw a card.")
    assert light["awakening"] == {"cost": {}, "rest_j_ruler": True, "j_ruler_attributes": ["light"]}
    reason = line_refusal('[Awakening] Rest a recovered light card named "Test Name" you control: [Enter] >>> Draw a card.')
    assert "a named card of an attribute rested for [Awakening]" in reason


def test_fow_trig_each_player_r_both_halves_read_alone() -> None:
    """FOW-TRIG-EACH-PLAYER-R with PofA-050's line read alone: two automatic abilities, yours and your
    opponent's turn, each banishing a resonator of that player."""
    line = next(i for i, t in enumerate(raw_card("PofA-050")["abilities"]) if t.startswith("At the beginning of each player's"))
    record, refused = read_line("PofA-050", line)
    assert refused == []
    assert [a["trigger"] for a in record["abilities"]] == ["your_turn", "opponent_turn"]
    assert record["abilities"][0]["effects"] != record["abilities"][1]["effects"]


def _read_all(lines: tuple[str, ...], kind: str = "chant") -> dict[str, Any]:
    """Our own lines read one after another into one empty record of type ``kind``."""
    record = line_record(kind)
    for line in lines:
        map_ability(normalize_line(line), record)
    return dict(without_text(record))


def test_a_modal_chant_after_effect_text_without_targets_is_refused() -> None:
    """A modal chant (CR 903.2g): a "Choose one" text read alone gives the chant its modes; after an effect without targets
    ("Draw a card.") it is refused, as after one with targets."""
    assert len(_read_all(("Choose one - Draw a card; or gain 200 life.",))["modes"]) == 2
    with pytest.raises(Unsupported, match="a modal chant with other effect text"):
        _read_all(("Draw a card.", "Choose one - Draw a card; or gain 200 life."))


def test_fow_kw_torrent_r_the_damage_replaced_applies_only_without_torrent() -> None:
    """FOW-KW-TORRENT-R: "[Torrent] This card deals N damage instead" after a damage to one target: the printed
    damage is dealt unless another card was played before it this turn, the new amount only then."""
    torrent = {"count": {"what": "card", "zone": "played", "before": True}, "at_least": 1}
    record = _read_all(("This card deals 900 damage to target resonator.", "[Torrent] This card deals 1300 damage instead."))
    assert record["effects"] == [
        {"op": "damage", "amount": 900, "target": 0, "unless": torrent},
        {"op": "damage", "amount": 1300, "target": 0, "when": torrent},
    ]


def test_fow_rune_area_cost_r_a_reduction_within_the_printed_cost_read_alone() -> None:
    """FOW-RUNE-AREA-COST-R with NDR-034's line read alone: it may cost its printed attribute symbol less from a
    rune area (within its printed cost: read)."""
    line = next(i for i, t in enumerate(raw_card("NDR-034")["abilities"]) if "rune area" in t)
    record, refused = read_line("NDR-034", line)
    assert refused == []
    assert record["rune_area_cost"] == {"cost": record["cost"], "optional": True}


def test_fow_trigger_if_and_r_each_state_once() -> None:
    """FOW-TRIGGER-IF-AND-R: "If you control "A" and "B"" is the first state, and the second also (not the first
    twice)."""
    def named(name: str) -> dict[str, Any]:
        return {"count": {"what": "card", "names": [name]}, "at_least": 1}

    assert trigger_condition('If you control "Test A" and "Test B"') == {"when": named("Test A"), "also": [named("Test B")]}


def test_fow_modes_more_r_up_to_four_of_four_options() -> None:
    """FOW-MODES-MORE-R: "Choose one. If <condition>, choose up to four instead" over four options: the four alone
    and every choice of two, three and all four of them under the condition (4 + 6 + 4 + 1 modes)."""
    found = choose_modes("Choose one. If you control a Fairy, choose up to four instead - Draw a card; or gain 200 life; "
                         "or gain 300 life; or gain 400 life.")
    assert [len(m.get("combines", [0])) for m in found] == [1] * 4 + [2] * 6 + [3] * 4 + [4]


def test_fow_discarded_self_to_field_r_read_alone() -> None:
    """FOW-DISCARDED-SELF-TO-FIELD-R with HSD-017's discard-this-card line read alone: read (the card may be put
    from its graveyard into the field, optionally), not refused as an effect on "this card" after its discard."""
    line = next(i for i, t in enumerate(raw_card("HSD-017")["abilities"]) if "discard this card" in t.lower())
    record, refused = read_line("HSD-017", line)
    assert refused == []
    (ability,) = record["abilities"]
    assert ability["cost"]["discard_self"] is True
    assert {k: v for k, v in ability["effects"][-1].items() if k != "when"} == {"op": "from_graveyard", "target": "self", "to": "field", "optional": True}
