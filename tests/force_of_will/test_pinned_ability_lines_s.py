"""Rule behaviours of ``adjudicator/force_of_will/ability/lines.py`` pinned against the survivors of
scripts/mutation (issue 21), the sample of 2026-12-05 (morning) against the whole ``tests/force_of_will``
directory. Each line is read alone, by card id, or as the grammar's own wording where no printed line has the
form (our own invented lines, never a card's)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import (
    ability_cost,
    as_long_as,
    combined_modes,
    map_ability,
    parse_cost,
    refuse_bad_self_targets,
    spend_only,
    trigger_condition,
)

from .fowsim_db import line_record, line_refusal, read_line, without_text

ONCE = "This ability triggers only once " + "per turn"  # the rule's closing sentence, without its full stop


def _read(line: str, kind: str = "resonator") -> dict[str, Any]:
    """Our own line read into an empty record of type ``kind`` (the record without its ``text`` fields)."""
    record = line_record(kind)
    map_ability(normalize_line(line), record)
    return dict(without_text(record))


def test_a_cost_of_digits_is_free_will_of_at_most_two_digits() -> None:
    """A printed cost of one or two digits is that much free will ("0" none); three digits, or a short cost
    that is no number, are no sequence of will symbols and are refused with that reason."""
    assert parse_cost("12") == {"free": 12}
    assert parse_cost("0") == {}
    for text in ("100", "X"):
        with pytest.raises(Unsupported, match="is not a sequence of"):
            parse_cost(text)


def test_fow_cost_remove_top_r_the_top_card_removed_once() -> None:
    """FOW-COST-REMOVE-TOP-R: removing the top card of the main deck from the game, once, is a cost beside
    {Rest}; twice it is refused."""
    top = "remove the top card of your main deck from the game"
    assert ability_cost(f"{{Rest}}, {top}") == {"rest": True, "remove_top": True}
    assert ability_cost(top) == {"remove_top": True}
    with pytest.raises(Unsupported, match="removed twice"):
        ability_cost(f"{top}, {top}")


def test_fow_will_spend_gods_art_r_an_item_of_another_kind_is_refused() -> None:
    """FOW-WILL-SPEND-GODS-ART-R: a list beside God's Art abilities with an item that is neither stranger
    cards nor a race of the database is refused, naming the item (not read without it)."""
    with pytest.raises(Unsupported, match="'Widgets': not God's Art abilities"):
        spend_only("play God's Art abilities, or Widgets")
    assert spend_only("play God's Art abilities, or (Strangers)") == {"gods_art": True, "stranger": True}


def test_fow_choose_at_random_r_once_per_turn_only_when_printed() -> None:
    """FOW-CHOOSE-AT-RANDOM-R with FOW-TRIG-ONCE-PER-TURN-R: ADW-024's random attack trigger, read alone, is not
    limited to once per turn; the same kind of random trigger with the closing sentence is."""
    (ability,) = read_line("ADW-024", 1)[0]["abilities"]
    assert ability["random_mode"] is True and "once_per_turn" not in ability
    line = "[Enter] Choose one at random - Draw a card; or gain 100 life."
    (plain,) = _read(line)["abilities"]
    assert plain["random_mode"] is True and "once_per_turn" not in plain
    (once,) = _read(f"{line} {ONCE}")["abilities"]
    assert once["random_mode"] is True and once["once_per_turn"] is True


def test_fow_invert_none_r_only_a_card_searched_into_the_field_may_be_inverted() -> None:
    """FOW-INVERT-NONE-R: "You may invert that card" after a search putting one card into the field marks the
    search; after a resonator put into the field from the graveyard (no search) it is refused."""
    invert = "You may invert that card."
    (searched,) = _read(f"[Enter] Search your main deck for a resonator and put it into your field. {invert} Then shuffle your deck.")["abilities"]
    assert searched["effects"] == [{"op": "search", "filter": {"kinds": ["resonator"]}, "to": "field", "then_invert": True}]
    reason = line_refusal(f"[Enter] Put target Fairy resonator from your graveyard into your field. {invert}")
    assert "after anything but one card of a deck looked at put into the field" in reason


def test_fow_self_battled_turn_r_the_condition_is_kept() -> None:
    """FOW-SELF-BATTLED-TURN-R: "this card attacked or blocked this turn" is a condition that holds only when it
    did (``battled_this_turn`` true), not a condition always met."""
    assert as_long_as("this card attacked or blocked this turn") == {"battled_this_turn": True}


def test_fow_cont_non_r_resonators_only_for_resonators() -> None:
    """FOW-CONT-NON-R: "Non-<attribute> resonators gain ..." changes resonators only (no J-ruler);
    "Non-<attribute> J/resonators gain ..." every J/resonator without the attribute."""
    (resonators,) = _read("[Continuous] Non-wind resonators gain [-300/-100].")["abilities"]
    assert resonators == {"kind": "continuous", "scope": "all_j_resonators", "not_attributes": ["wind"], "resonators_only": True, "atk": -300, "def": -100}
    (j_resonators,) = _read("[Continuous] Non-wind J/resonators gain [-300/-100].")["abilities"]
    assert j_resonators == {"kind": "continuous", "scope": "all_j_resonators", "not_attributes": ["wind"], "atk": -300, "def": -100}


def test_fow_play_counters_r_each_form_read_alone() -> None:
    """FOW-PLAY-COUNTERS-R, each printed form read alone by card id: EDL-089's additional cost (two [+100/+100]
    counters of one entity), TWS-014's counters paid rather than its cost, ADW-010's (a resonator's) guidance
    counters of rulers for a reduction within its printed cost."""
    cost, refused = read_line("EDL-089", 1)
    assert refused == [] and cost["extra_counters_from"] == {"amount": 2, "counter": "+100/+100", "entities": True, "one_card": True}
    chant, refused = read_line("TWS-014", 1)
    assert refused == [] and chant["play_less"] == {
        "less": {"specified": {"light": 2}}, "free": True, "optional": True, "by_counters": {"amount": 2, "counter": "+100/+100", "entities": True}}
    resonator, refused = read_line("ADW-010", 0)
    assert refused == [] and resonator["types"] == ["resonator"] and resonator["play_less"] == {
        "less": {"specified": {"light": 2}}, "by_counters": {"amount": 2, "counter": "guidance", "rulers": True}, "optional": True}


def test_fow_will_shared_r_only_a_magic_stones_rest_alone() -> None:
    """FOW-WILL-SHARED-R: "one will of any attribute shared with your J/ruler" is a magic stone's {Rest} ability
    only; with another cost (a will cost beside {Rest}, or banishing the stone) it is refused with its reason."""
    shared = "Produce one will of any attribute shared with your J/ruler."
    stone = _read(f"{{Rest}}: {shared}", "magic_stone")
    assert stone["stone_produces"] == ["light", "fire", "water", "wind", "darkness"] and stone["stone_shared"] is True
    for cost in ("{Rest}, {1}", "Banish this card"):
        reason = line_refusal(f"{cost}: {shared}", "magic_stone")
        assert "other than a magic stone's only {Rest} ability is not in the vocabulary" in reason


def test_fow_play_free_if_r_optional_only_when_the_player_may() -> None:
    """FOW-PLAY-FREE-IF-R and FOW-PAY-ZERO-IF-R, read alone by card id: GOG-059's "may play without paying its
    cost" is optional; TWS-040's and CST-048's "pay {0} rather than pay this card's cost" (no "may") is not."""
    addition, refused = read_line("GOG-059", 1)
    assert refused == [] and addition["play_less"]["free"] is True and addition["play_less"]["optional"] is True
    for card_id, line in (("TWS-040", 1), ("CST-048", 2)):
        chant, refused = read_line(card_id, line)
        assert refused == [] and chant["play_less"]["free"] is True and "optional" not in chant["play_less"]


def test_fow_awakened_if_r_an_awakening_cost_alone_read_alone() -> None:
    """FOW-AWAKENING-COUNTERS-R with FOW-AWAKENED-IF-R: an [Awakening] cost printed alone on its line (WOM-089's and
    SDR5-005's mystery counters of the J/ruler) is the chant's one [Awakening] cost, read (not refused as a
    second one)."""
    for card_id, line, amount in (("WOM-089", 0, 1), ("SDR5-005", 1, 2)):
        chant, refused = read_line(card_id, line)
        assert refused == [] and chant["awakening"] == {"cost": {}, "counters": {"counter": "mystery", "amount": amount, "from_j_ruler": True}}


def test_fow_kw_crest_r_the_text_only_with_a_magic_crest_of_its_attribute() -> None:
    """FOW-KW-CREST-R: ADK-086's [Crest] water text, read alone, is an [Enter] ability with the condition of a
    water Magic Crest its player controls (not an unconditional one)."""
    resonator, refused = read_line("ADK-086", 0)
    (ability,) = resonator["abilities"]
    assert refused == [] and ability["trigger"] == "enter"
    assert ability["as_long_as"] == {"count": {"what": "entity", "attributes": ["water"], "races": ["Magic Crest"]}, "at_least": 1}


def test_fow_trig_ally_blocked_r_read_alone() -> None:
    """FOW-TRIG-ALLY-BLOCKED-R: VIN003-029's trigger (a resonator's), read alone: the blocked J/resonator, then the
    one blocking it, destroyed."""
    resonator, refused = read_line("VIN003-029", 1)
    assert refused == [] and resonator["types"] == ["resonator"]
    assert resonator["abilities"] == [
        {"kind": "automatic", "trigger": "ally_blocked", "effects": [{"op": "destroy", "target": "victim"}, {"op": "destroy", "target": "blocker"}]}]


def test_fow_trigger_if_and_r_two_whole_states_split_at_their_and() -> None:
    """FOW-TRIGGER-IF-AND-R: two whole states joined by one "and" (no condition as a whole) are split at the "and":
    the life state, and the J-ruler of its player; a J-ruler of each player."""
    assert trigger_condition("If your life is 1000 or less and you control a J-ruler") == {
        "when": {"life": True, "at_most": 1000}, "also": [{"count": {"what": "j_ruler"}, "at_least": 1}]}
    assert trigger_condition("If you control a J-ruler and your opponent controls a J-ruler") == {
        "when": {"count": {"what": "j_ruler"}, "at_least": 1}, "also": [{"count": {"what": "j_ruler", "whose": "opponent"}, "at_least": 1}]}


def test_fow_modes_more_r_a_combined_modes_text_is_kept_to_the_vocabularys_length() -> None:
    """FOW-MODES-MORE-R: a mode combining options has their texts joined by " / ", kept whole up to the 2,000
    characters a text of the vocabulary holds (``Text``), cut there beyond."""
    options = [{"effects": [{"op": "draw", "amount": 1}], "text": "a" * 1000}, {"effects": [{"op": "gain_life", "amount": 200}], "text": "b" * 997}]
    (mode,) = combined_modes(options, 2, None)
    assert mode["combines"] == [0, 1] and mode["effects"] == [{"op": "draw", "amount": 1}, {"op": "gain_life", "amount": 200}]
    assert mode["text"] == "a" * 1000 + " / " + "b" * 997 and len(mode["text"]) == 2000
    options[1]["text"] = "b" * 998
    (longer,) = combined_modes(options, 2, None)
    assert longer["text"] == "a" * 1000 + " / " + "b" * 997


def test_fow_discard_self_r_only_a_may_put_back_into_the_field_is_read() -> None:
    """FOW-DISCARD-SELF-R with FOW-DISCARDED-SELF-TO-FIELD-R: a resonator's "discard this card" ability whose effect
    may put this card from the graveyard into the field is read; one that must put it there, or puts it into the
    hand, is refused (this card is in a graveyard then)."""
    (ability,) = _read("{2}, Discard this card: You may put this card from your graveyard into your field.")["abilities"]
    assert ability["cost"] == {"discard_self": True, "will": {"free": 2}}
    assert ability["effects"] == [{"op": "from_graveyard", "target": "self", "to": "field", "optional": True}]
    for effect in ("Put this card from your graveyard into your field.", "Put this card from your graveyard into your hand."):
        assert "'discard this card' ability (or one on this card itself)" in line_refusal(f"{{2}}, Discard this card: {effect}")


def test_fow_damage_times_x_r_only_a_chants_own_effects() -> None:
    """FOW-DAMAGE-TIMES-X-R: damage multiplied by X is a chant's own effect with the X paid for it; the same damage
    in an ability of the chant (not its text as it resolves) is refused with its reason."""
    damage = {"op": "damage", "amount": 200, "per_x": True, "each": "your_opponent"}
    chant = line_record("chant") | {"cost": {"x": True, "specified": {"fire": 1}}, "effects": [dict(damage)]}
    refuse_bad_self_targets(chant)  # its own effect: read
    chant = line_record("chant") | {"cost": {"x": True, "specified": {"fire": 1}}}
    chant["abilities"] = [{"kind": "automatic", "trigger": "enter", "effects": [dict(damage)]}]
    with pytest.raises(Unsupported, match="damage multiplied by X outside a chant whose cost has X"):
        refuse_bad_self_targets(chant)
