"""Rule behaviours of ``adjudicator/force_of_will/ability/lines.py`` pinned against the survivors of
scripts/mutation (issue 21): each printed line below, read alone by card id from ``../shared``, gives exactly
this effect tree (costs, counts and conditions included)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import KNOWN_RACES, Unsupported
from adjudicator.force_of_will.ability.lines import (
    choose_modes,
    energize_line,
    map_ability,
    modes,
    spend_only,
)
from adjudicator.force_of_will.importer import map_card

from .fowsim_db import card, line_record, printed, raw_card, read_line, without_text
from .test_fowsim_grimm4_families import _refused


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
    (banish a Moon: +400/+400 until end of turn); a bare race is any card of it (FOW-COST-RACE-ANY-R)."""
    assert _abilities("AOA-075", 1) == [
        {"kind": "activate", "cost": {"banish": {"races": ["Shikigami"], "race_any": True}},
         "effects": [{"op": "modify", "target": "self", "keywords": ["barrier"], "until": "turn"}]}
    ]
    assert _abilities("GOG-050", 5) == [
        {"kind": "activate", "cost": {"banish": {"races": ["Moon"], "race_any": True}},
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


def test_keywords_read_as_abilities() -> None:
    """A keyword line whose keyword is an automatic ability: ADW-061's [Drain] (whenever this card deals
    damage, its controller gains that much life), ADW-067's keyword destroying a J/resonator it damages."""
    assert _abilities("ADW-061", 1) == [
        {"kind": "automatic", "trigger": "deals_damage", "effects": [{"op": "gain_life", "that_much": True}]}
    ]
    assert _abilities("ADW-067", 0) == [
        {"kind": "automatic", "trigger": "damages_j_resonator", "effects": [{"op": "destroy", "target": "victim"}]}
    ]


def test_played_for_less_draws() -> None:
    """GITS2045SD-001: when the card is played paying less, its controller draws a card."""
    assert _abilities("GITS2045SD-001", 2) == [{"kind": "automatic", "trigger": "played_less", "effects": [{"op": "draw", "amount": 1}]}]


def test_gods_art_keeps_its_whole_line() -> None:
    """TST-067's God's Art "Envy" {0}: its ability keeps the whole line (the God's Art's name and cost
    included) as its text, searches a card by name, and names the art."""
    from adjudicator.force_of_will.ability import normalize_line

    from .fowsim_db import card, printed

    art = next(a for a in card("TST-067")["abilities"] if a.get("gods_art"))
    assert art["gods_art"] == "Envy"
    assert art["text"] == normalize_line(printed("TST-067", 4))


def test_fow_j_ruler_counter_r_a_single_counter() -> None:
    """FOW-J-RULER-COUNTER-R with "a" counter (our own line of that form: no card of the database removes a
    single one): the additional cost is one counter, not refused."""
    from adjudicator.force_of_will.ability.lines import map_ability

    record: dict[str, Any] = {"types": ["resonator"], "keywords": [], "abilities": [], "targets": [], "effects": []}
    map_ability("As an additional cost to play this card, remove a spark counter from your J/ruler", record)
    assert record["extra_counters"] == {"counter": "spark", "amount": 1, "from_j_ruler": True}


def test_a_card_that_cannot_be_canceled() -> None:
    """ADW-042's first line makes the card uncancellable (and nothing else)."""
    record, refused = read_line("ADW-042", 0)
    assert refused == [] and record["uncancellable"] is True


def test_modal_chant_alone() -> None:
    """ADW-076's "choose one" line (its options joined as the importer joins a chant's lines): two modes,
    destroy a target attacking J/resonator or a target addition; no other effect text, so not refused."""
    record, refused = read_line("ADW-076", 1)
    assert refused == []
    assert record["modes"] == [
        {"effects": [{"op": "destroy", "target": 0}], "targets": [{"kind": "j_resonator", "state": "attacking"}]},
        {"effects": [{"op": "destroy", "target": 0}], "targets": [{"kind": "addition"}]},
    ]


def test_awakening_of_a_chant_without_modes() -> None:
    """CMB-052's [Awakening] {R}: when awakened, 600 damage to each J/resonator (not a modal chant)."""
    record, refused = read_line("CMB-052", 3)
    assert refused == []
    assert record["awakening"] == {"cost": {"specified": {"fire": 1}}}
    assert record["effects"] == [{"op": "damage", "amount": 600, "each": "all_j_resonators", "condition": "awakened"}]


def test_why_an_unread_line_is_refused() -> None:
    """TUS-095's deck-building line is refused because its words match no vocabulary entry (the reason names
    the sentence), not as an effect without a trigger.  (fow-hero3: ABC-001's, the example before, is read now:
    FOW-DECK-RULER-ATTRIBUTES-R.)"""
    _, refused = read_line("TUS-095", 1)
    assert [u["reason"][:63] for u in refused] == ["no ability form matches this line (no vocabulary entry matches "]


def test_why_not_an_activate_effect_or_a_trigger_off_a_chant() -> None:
    """``why_not`` names the part not read (our own lines of these forms): an [Activate] line whose cost is read
    but whose effect is not is refused for its effect; only a [Trigger] line off a chant is refused as such."""
    from adjudicator.force_of_will.ability.lines import why_not

    resonator: dict[str, Any] = {"types": ["resonator"]}
    assert why_not("[Activate] {Rest}: Frobnicate the moon", resonator) == "[Activate] effect: no vocabulary entry matches 'Frobnicate the moon'"
    assert why_not("[Trigger] {R}: Draw a card", resonator) == "[Trigger] is supported on chants"


# -- the survivors of a new sample (scripts/mutation, 2026-12-03 afternoon) -----------------------------------
def test_a_refused_cost_is_quoted_whole() -> None:
    """FOW-COST-DISCARD-R, FOW-COST-BANISH-R: a cost whose count and noun disagree, or a banish of a resonator
    in a state, is refused quoting the whole cost (our own lines: no printed cost is of these forms)."""
    assert _refused("[Activate] Discard two card: Draw a card.") == "the cost 'Discard two card' is not in the vocabulary"
    assert _refused("[Activate] Discard a cards: Draw a card.") == "the cost 'Discard a cards' is not in the vocabulary"
    assert _refused("[Activate] Banish two resonator: Draw a card.") == "the cost 'Banish two resonator' is not in the vocabulary"
    assert _refused("[Activate] Banish a rested resonator: Draw a card.") == "the cost 'Banish a rested resonator' is not in the vocabulary"


def test_fow_will_spend_only_r_resonators_with_a_keyword() -> None:
    """FOW-WILL-SPEND-ONLY-R with GOG-087 (a special magic stone whose will pays only for resonators with a
    keyword): its will line, and its "spend only" text alone, give that keyword; a keyword not in the vocabulary is refused (our own)."""
    text = card("GOG-087")["abilities"][0]["text"]
    assert spend_only(text.split("Spend this will only to ", 1)[1]) == {"types": ["resonator"], "keyword": "tales"}
    stone: dict[str, Any] = {"id": "X", "types": ["magic_stone"], "subtypes": ["special"], "abilities": [], "targets": [], "effects": [], "keywords": []}
    map_ability(normalize_line(text), stone)
    assert [{k: v for k, v in a.items() if k != "text"} for a in stone["abilities"]] == [
        {"kind": "will", "cost": {"rest": True}, "produce": ["light", "fire", "water", "wind", "darkness"], "only": {"types": ["resonator"], "keyword": "tales"}}
    ]
    with pytest.raises(Unsupported, match=r"^will spent only on resonators with \[Frobnicate\]: the keyword is not in the vocabulary$"):
        spend_only("play resonators with [Frobnicate].")


def test_as_long_as_you_do_not_control_another_card_named() -> None:
    """PofA-082's enter ability: its pump applies while ann controls no *other* card of the name (at most 0)."""
    record, refused = read_line("PofA-082", 1)
    assert refused == []
    assert record["abilities"][0]["effects"][0]["when"] == {"count": {"what": "card", "names": ["Attack Stance"], "other": True}, "at_most": 0}


def test_fow_cont_filter_r_barrier_for_a_bare_race_reaches_every_card_of_it() -> None:
    """FOW-CONT-FILTER-R with CMF-001: [Barrier] given to a bare race reaches every card of that race in the
    field (``any_card``), not its J/resonators only."""
    record, refused = read_line("CMF-001", 0)
    assert refused == []
    assert record["abilities"] == [
        {"kind": "continuous", "scope": "your_j_resonators", "races": ["Fairy Tale"], "keywords": ["barrier"], "any_card": True}
    ]


def test_fow_added_if_race_r_a_condition_on_either_change_is_refused() -> None:
    """FOW-ADDED-IF-RACE-R: an "as long as" on the first or on the second change is refused with its reason
    (our own lines); without it, the line is read."""
    for line in (
        "[Continuous] Added resonator gains [+200/+200] as long as you control a Fairy Tale. If it's a Fairy Tale, it also gains [Flying].",
        "[Continuous] Added resonator gains [+700/+700]. If it's a Fairy Tale, it also gains [Flying] as long as you control a Fairy Tale.",
    ):
        body = line.removeprefix("[Continuous] ")
        assert _refused(line, "addition") == f"the changes of {body!r} are not in the vocabulary"
    with pytest.raises(AssertionError, match="was read"):
        _refused("[Continuous] Added resonator gains [+700/+700]. If it's a Fairy Tale, it also gains [Flying].", "addition")


def test_fow_cost_rest_r_an_additional_cost_resting_other_cards() -> None:
    """FOW-COST-REST-R with MOA-002's additional cost (rest two recovered light J/resonators you control): the
    line gives the card its ``extra_rest``."""
    record, refused = read_line("MOA-002", 1)
    assert refused == [] and record["extra_rest"] == {"count": 2, "attributes": ["light"]}


def test_fow_play_less_r_one_reduction_and_no_second() -> None:
    """FOW-PLAY-LESS-R with CMF-076 (a chant: "you may" pay {1} less with a named ruler or J-ruler): its line
    gives the reduction; the same line read again into that record is its second reduction (fow-w-costs:
    FOW-PLAY-LESS-TWO-R), a third time it is refused."""
    record, refused = read_line("CMF-076", 0)
    assert refused == []
    assert record["play_less"] == {"less": {"free": 1}, "when": {"ruler_names": ["Christie, the Wind Tracker"], "j_ruler_names": ["Helsing, the Vampire Hunter"]}, "optional": True}
    for key in ("abilities", "targets", "effects", "keywords"):
        record.setdefault(key, [])
    map_ability(normalize_line(printed("CMF-076", 0)), record)
    assert record["play_less_also"] == record["play_less"]
    with pytest.raises(Unsupported, match="^a second cost reduction of this card is not in the vocabulary$"):
        map_ability(normalize_line(printed("CMF-076", 0)), record)


def test_choose_one_of_two_options_joined_by_or() -> None:
    """"Choose one - A, or b" (our own line): two modes, each read as an effect of its own."""
    assert modes("Choose one - draw a card, or you gain 500 life.") == [
        {"effects": [{"op": "draw", "amount": 1}], "text": "draw a card"},
        {"effects": [{"op": "gain_life", "amount": 500}], "text": "you gain 500 life"},
    ]


def test_a_chants_effect_on_itself_after_another_effect_is_refused() -> None:
    """A chant's effect on "this card" is refused even after an effect on something else (our own line: every
    effect is checked, not only those before the first that is not on "this card")."""
    assert _refused("Draw a card. Return this card to its owner's hand.", "chant") == "a chant's effect on this card is not in the vocabulary"


# -- the survivors of a new sample (scripts/mutation, 2026-12-04 early morning) -------------------------------
# Most of these lines were executed only inside the cached import of the whole database (the selection ran one
# test for them): each is read here alone, by card id.
def _read(line: str, kind: str = "resonator") -> dict[str, Any]:
    """Our own line read into an empty record of type ``kind`` (the record without its ``text`` fields)."""
    record = line_record(kind)
    map_ability(normalize_line(line), record)
    return dict(without_text(record))


@contextmanager
def _races(*names: str) -> Iterator[None]:
    """The races printed in the database, as an import sets them (FOW-PLURAL-RACE-R)."""
    token = KNOWN_RACES.set(frozenset(names))
    try:
        yield
    finally:
        KNOWN_RACES.reset(token)


def test_fow_cost_discard_r_a_card_of_an_attribute_and_a_resonator_of_a_race() -> None:
    """FOW-COST-DISCARD-R: AOA-035's cost discards a fire card (the attribute, not "card"); CMF-005's a Fairy
    Tale resonator (the two-word race whole, and the kind); ADK-060J's a Soul resonator."""
    assert _abilities("AOA-035", 1)[0]["cost"]["discard"] == {"attributes": ["fire"]}
    assert _abilities("CMF-005", 1)[0]["cost"]["discard"] == {"races": ["Fairy Tale"], "kinds": ["resonator"]}
    assert _abilities("ADK-060J", 1)[0]["cost"] == {"discard": {"races": ["Soul"], "kinds": ["resonator"]}}


def test_fow_will_spend_only_r_a_plural_race_is_read_as_its_singular() -> None:
    """FOW-WILL-SPEND-ONLY-R with FOW-PLURAL-RACE-R: a race printed in the database is kept as it is (TSW-150's
    Story chants), a plural not printed is read as its printed singular, and one with no printed singular
    is refused with its reason (our own plurals)."""
    with _races("Story", "Fairy"):
        assert spend_only(printed("TSW-150", 2).split("will only to ", 1)[1]) == {"types": ["chant"], "races": ["Story"]}
        assert spend_only("play Fairies resonators.") == {"types": ["resonator"], "races": ["Fairy"]}
        with pytest.raises(Unsupported, match=r"^will spent only on 'Pandas' resonators: not a race of the database$"):
            spend_only("play Pandas resonators.")


def test_fow_cannot_attack_or_block_each_as_printed() -> None:
    """A J/resonator that cannot attack (VS01-030) gets that flag alone, an added resonator that cannot block
    (SKL-023) that one alone, and CFC-043 both."""
    assert _abilities("VS01-030", 0) == [{"kind": "continuous", "scope": "self", "cannot_attack": True}]
    assert _abilities("SKL-023", 0) == [{"kind": "continuous", "scope": "added", "cannot_block": True}]
    assert _abilities("CFC-043", 1) == [{"kind": "continuous", "scope": "self", "cannot_attack": True, "cannot_block": True}]


def test_fow_untargetable_by_r_with_the_damage_of_those_cards_prevented() -> None:
    """FOW-UNTARGETABLE-BY-R and FOW-PREVENT-CONT-R with TAT-085: not a target of light spells or light cards'
    abilities, and the damage light cards would deal to it prevented."""
    assert _abilities("TAT-085", 0) == [
        {"kind": "continuous", "scope": "self", "untargetable_by": {"attributes": ["light"]}, "prevent_damage": {"attributes": ["light"]}}
    ]


def test_amounts_are_positive_multiples_of_100() -> None:
    """A life cost (ENW-002: 200 life) and a damage increase (VIN001-022: +200) are read; an amount that is
    not a multiple of 100, or 0, is refused with its reason (our own lines)."""
    assert _abilities("ENW-002", 1)[0]["cost"] == {"life": 200}
    assert _abilities("VIN001-022", 1) == [{"kind": "continuous", "scope": "added", "damage_plus": 200}]
    assert _refused("[Activate] Pay 250 life: Draw a card.") == "an amount of 250 is not a positive multiple of 100"
    assert _refused("If added resonator would deal damage, it deals that much +0 instead.", "addition") == "an amount of 0 is not a positive multiple of 100"


def test_fow_deck_copies_r_every_number_of_copies() -> None:
    """FOW-DECK-COPIES-R: "up to N copies of this card" for every number word the reader knows (our own lines:
    no printed card says five, seven or eleven), and RDE-024's twelve."""
    for word, number in (("five", 5), ("six", 6), ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12)):
        assert _read(f"You may have up to {word} copies of this card in your deck.")["copies"] == number
    record, refused = read_line("RDE-024", 1)
    assert refused == [] and record["copies"] == 12


def test_fow_deck_ruler_rules_each_line_alone() -> None:
    """FOW-DECK-RULER-SIZE-R and FOW-DECK-RULER-LIFE-R with GRV-085 (at least 100 cards; 100 life a card, up to
    200 of them: the bound 200 itself is read), FOW-DECK-RULER-SINGLETON-R with EDL-096; a starting life
    for more than 200 cards is refused (our own line)."""
    assert read_line("GRV-085", 5) == ({"id": "GRV-085", **_bare("GRV-085"), "deck_rules": {"min_main": 100}}, [])
    assert read_line("GRV-085", 6)[0]["deck_rules"] == {"life_per_card": 200}
    assert read_line("EDL-096", 0)[0]["deck_rules"] == {"singleton": True}
    life = "If you would set your starting life, set it to X00 life instead, where X is the total number of cards in your deck, up to a maximum of 201."
    assert _refused(life, "ruler") == "a deck of 201 cards is beyond the 200 of CR 402.3a"


def _bare(card_id: str) -> dict[str, Any]:
    """The card's record read with no ability line at all, but its id."""
    raw = raw_card(card_id)
    raw["abilities"] = []
    record, _, reason, _ = map_card(raw)
    assert record is not None, reason
    return {k: v for k, v in without_text(record).items() if k != "id"}


def test_fow_kw_convoke_r_once() -> None:
    """FOW-KW-CONVOKE-R with ABC-001: its [Convoke] cost is kept on the ruler; the same line read again into
    that record is refused as a second one."""
    record, refused = read_line("ABC-001", 1)
    assert refused == [] and record["convoke"] == {"specified": {"light": 1, "fire": 1}}
    ruler = line_record("ruler")
    map_ability(normalize_line(printed("ABC-001", 1)), ruler)
    with pytest.raises(Unsupported, match=r"^a second \[Convoke\] is not in the vocabulary$"):
        map_ability(normalize_line(printed("ABC-001", 1)), ruler)


def test_fow_extra_banish_r_a_resonator_of_a_race() -> None:
    """FOW-EXTRA-BANISH-R with BFA-034 (a chant banishing a Machine as an additional cost); a race no card of
    the database has is refused (our own line, under the import's races)."""
    record, refused = read_line("BFA-034", 0)
    assert refused == [] and record["extra_banish"] == {"races": ["Machine"]}
    with _races("Machine"):
        assert _refused("As an additional cost to play this card, banish a Panda.", "chant") == "'Panda' is a race no card of this database has"
        assert _read(printed("BFA-034", 0), "chant")["extra_banish"] == {"races": ["Machine"]}


def test_fow_judg_less_r_a_generic_cost_lowered_per_count() -> None:
    """FOW-JUDG-LESS-R with TTW-001: a Judgment of {8} that may cost {1} less for each Fairy its player
    controls; the same line with a cost of {R}{7} is refused."""
    record, refused = read_line("TTW-001", 0)
    assert refused == []
    assert record["judgment"] == {"cost": {"free": 8}, "less": {"free": 1, "per": {"what": "card", "whose": "you", "races": ["Fairy"]}, "optional": True}}
    line = printed("TTW-001", 0).replace("{8}", "{R}{7}")
    assert "{R}{7}" in line and _refused(line, "ruler") == "a Judgment cost reduction is read on a cost of generic will only"


def test_fow_trig_opp_enters_r_played_or_not() -> None:
    """FOW-TRIG-OPP-ENTERS-R: TSW-057's trigger is for a resonator entering the opponent's field without
    being played from the hand (``unplayed``); without those words (our own line) any entering resonator."""
    assert _abilities("TSW-057", 2) == [
        {"kind": "automatic", "trigger": "card_enters", "effects": [{"op": "damage", "amount": 2000, "target": "victim"}],
         "enters": {"types": ["resonator"]}, "whose": "opponent", "unplayed": True}
    ]
    read = _read("Whenever a resonator enters the field under your opponent's control >>> Draw a card.")
    assert read["abilities"] == [
        {"kind": "automatic", "trigger": "card_enters", "effects": [{"op": "draw", "amount": 1}], "enters": {"types": ["resonator"]}, "whose": "opponent"}
    ]


def test_choose_one_needs_two_to_sixteen_options() -> None:
    """A "Choose one" of one option, or of seventeen, is refused with its count (our own lines)."""
    with pytest.raises(Unsupported, match=r"^a 'Choose one' with 1 option\(s\) is not in the vocabulary$"):
        modes("Choose one - draw a card.")
    with pytest.raises(Unsupported, match=r"^a 'Choose one' with 17 option\(s\) is not in the vocabulary$"):
        modes("Choose one - " + "; or ".join(["draw a card"] * 17) + ".")
    assert len(modes("Choose one - " + "; or ".join(["draw a card"] * 16) + ".")) == 16


# -- mut-w2b (2026-12-04 evening): survivors of the sample after the afternoon's merges -----------------


def test_fow_cost_gem_r_a_count_that_does_not_agree_with_its_noun_is_refused() -> None:
    """FOW-COST-GEM-R: ADK-016's "banish a gem" cost is read; the same cost with a count the noun does not
    agree with (two "gem", one "gems": our own lines) is refused naming the cost as written."""
    assert _abilities("ADK-016", 0)[0]["cost"] == {"gems": {}}
    line = printed("ADK-016", 0)
    two = re.sub(r"\b[Bb]anish a gem\b", "Banish two gem", line)
    assert two != line
    assert _refused(two) == "the cost 'Banish two gem' is not in the vocabulary"
    assert _refused("Banish one light gems: Draw a card.") == "the cost 'Banish one light gems' is not in the vocabulary"


def test_fow_kw_revenge_r_an_activate_ability_read_with_its_condition() -> None:
    """FOW-KW-REVENGE-R with ROL-024: its [Revenge] line (the last) is an activate ability of its own cost,
    target and effect, played only while a card its player controlled went to a graveyard this turn."""
    last = len(raw_card("ROL-024")["abilities"]) - 1
    assert _abilities("ROL-024", last) == [
        {"kind": "activate", "cost": {"rest": True}, "effects": [{"op": "destroy", "target": 0}], "targets": [{"kind": "j_resonator"}],
         "when": {"count": {"what": "card", "zone": "to_graveyard", "whose": "you", "controlled": True}, "at_least": 1}}
    ]


def test_fow_will_spend_only_r_resonators_of_two_or_more_attributes() -> None:
    """FOW-WILL-SPEND-ONLY-R: will spent only on resonators "with two or more attributes" keeps the bound 2
    (our own wording, singular and plural)."""
    assert spend_only("play resonators with two or more attributes.") == {"types": ["resonator"], "min_attributes": 2}
    assert spend_only("play a resonator with two or more attributes") == {"types": ["resonator"], "min_attributes": 2}


def test_fow_named_cards_barrier_r_names_or_field_additions() -> None:
    """FOW-NAMED-CARDS-BARRIER-R: TAT-005's line gives [Barrier] to its player's field additions (no names);
    VIN002-059's to the cards of the name it prints (``names``, read from the line at run time)."""
    assert _abilities("TAT-005", 0) == [
        {"kind": "continuous", "scope": "your_j_resonators", "any_card": True, "field_additions": True, "keywords": ["barrier"]}
    ]
    (named,) = _abilities("VIN002-059", 0)
    assert "field_additions" not in named and named["keywords"] == ["barrier"] and named["any_card"] is True
    assert len(named["names"]) == 1 and named["names"][0] in printed("VIN002-059", 0)


def test_fow_cont_filter_r_an_attribute_before_the_noun_is_kept() -> None:
    """FOW-CONT-FILTER-R: "Light resonators you control gain [+200/+200]" (our own line) keeps the attribute
    read before the noun."""
    assert _read("Light resonators you control gain [+200/+200].")["abilities"] == [
        {"kind": "continuous", "scope": "your_j_resonators", "resonators_only": True, "attributes": ["light"], "atk": 200, "def": 200}
    ]


def test_fow_redirect_r_damage_to_you() -> None:
    """FOW-REDIRECT-R: damage that would be dealt to its controller is dealt to this card instead (our own
    line): ``redirect`` names the player (``you``)."""
    assert _read("If damage would be dealt to you, it's dealt to this card instead")["abilities"] == [
        {"kind": "continuous", "scope": "self", "redirect": {"you": True}}
    ]


def test_fow_cont_then_end_r_two_abilities_or_the_record_as_it_was() -> None:
    """FOW-CONT-THEN-END-R: MPR-088's [Continuous] line is two abilities, the static one first; a line whose
    end-of-turn sentence is not read (our own) is refused and leaves the record as it was before the line,
    its ability read earlier kept and the static sentence not added."""
    assert _abilities("MPR-088", 0) == [
        {"kind": "continuous", "scope": "added", "atk": -300, "def": -300},
        {"kind": "automatic", "trigger": "end_of_turn", "effects": [{"op": "damage", "amount": 300, "of": "added"}]},
    ]
    record = line_record("addition")
    map_ability(normalize_line("[Continuous]: Added resonator gains [+100/+100]."), record)
    before = without_text(record)
    assert len(before["abilities"]) == 1
    with pytest.raises(Unsupported, match="no vocabulary entry"):
        map_ability(normalize_line("[Continuous]: Added resonator gains [-100/-100]. At the end of turn, this card sings."), record)
    assert without_text(record) == before


def test_fow_deck_ruler_size_r_the_bounds_40_and_200() -> None:
    """FOW-DECK-RULER-SIZE-R: GRV-085's minimum deck size line with its number changed at run time (our own
    lines): 40 and 200 are read, 39 and 201 refused."""
    line = printed("GRV-085", 5)
    assert line.count("100") == 1
    for number in ("40", "200"):
        assert _read(line.replace("100", number), "ruler")["deck_rules"] == {"min_main": int(number)}
    for number in ("39", "201"):
        assert _refused(line.replace("100", number), "ruler") == f"a deck of {number} cards is beyond the 200 of CR 402.3a"


def test_fow_energize_printed_r_the_void_will_of_one() -> None:
    """FOW-ENERGIZE-PRINTED-R: "[Energize] {1}" on a ruler of no attribute restates the default (nothing
    kept); on a fire ruler its coin produces one void will; "{2}" is refused (our own symbols)."""
    record = line_record("ruler") | {"attributes": []}
    energize_line("{1}", record)
    assert "energize" not in record
    record = line_record("ruler") | {"attributes": ["fire"]}
    energize_line("{1}", record)
    assert record["energize"] == ["void"]
    with pytest.raises(Unsupported, match=r"several wills"):
        energize_line("{2}", line_record("ruler") | {"attributes": []})


def test_fow_kw_tag_r_the_reminder_naming_the_same_race() -> None:
    """FOW-KW-TAG-R: "[Tag] (<Race>)" with its reminder sentence naming the same race is read (our own
    line); naming another race it is refused."""
    reminder = "You may start the game with this ruler and another ruler with [Tag] ({}) that doesn't share a name with this card. Put both in your ruler area."
    assert _read("[Tag] (Elf) - " + reminder.format("Elf"), "ruler")["tag"] == {"race": "Elf"}
    assert _refused("[Tag] (Elf) - " + reminder.format("Human"), "ruler") == "a second [Tag], or one naming two races, is not in the vocabulary"


def test_fow_judg_choice_r_the_second_judgment_kept_as_a_choice() -> None:
    """FOW-JUDG-CHOICE-R with TAT-014, imported whole: both printed Judgments read, the second kept beside the
    first as its one alternative (its own will cost)."""
    record, unsupported, reason, _ = map_card(raw_card("TAT-014"))
    assert record is not None and unsupported == [], reason
    judgment = record["judgment"]
    assert judgment["cost"] == {"specified": {"light": 1}} and "when" in judgment
    assert judgment["alternatives"] == [{"cost": {"specified": {"light": 2}, "free": 1}}]


def test_fow_kw_mastery_trig_graveyard_and_discarded_by_each_line_alone() -> None:
    """FOW-KW-MASTERY-R with TWS-030 (a chant's [Mastery] naming one card), FOW-TRIG-GRAVEYARD-R with VS01-017
    (an addition: a resonator of any field put into a graveyard, ``whose`` any), FOW-TRIG-DISCARDED-BY-R with
    ADW-033 (a draw when discarded by the named card); names checked against the printed line at run time."""
    record, refused = read_line("TWS-030", 2)
    assert refused == [] and len(record["mastery"]["names"]) == 1 and record["mastery"]["names"][0] in printed("TWS-030", 2)
    assert _abilities("VS01-017", 1) == [
        {"kind": "automatic", "trigger": "resonator_to_graveyard", "effects": [{"op": "damage", "amount": 100, "each": "each_player"}], "whose": "any"}
    ]
    (discarded,) = _abilities("ADW-033", 2)
    assert {k: v for k, v in discarded.items() if k != "discarded_by"} == {"kind": "automatic", "trigger": "discarded_by", "effects": [{"op": "draw", "amount": 1}]}
    assert discarded["discarded_by"] in printed("ADW-033", 2)


def test_fow_choose_at_random_r_modes_without_targets_only() -> None:
    """FOW-CHOOSE-AT-RANDOM-R (our own lines): a chant's random mode among modes without targets is read; a
    mode with a target refused."""
    read = _read("Choose one at random - Draw a card; or gain 200 life.", "chant")
    assert read["random_mode"] is True
    assert read["modes"] == [{"effects": [{"op": "draw", "amount": 1}]}, {"effects": [{"op": "gain_life", "amount": 200}]}]
    assert _refused("Choose one at random - Draw a card; or destroy target resonator.", "chant") == "a mode chosen at random with targets is not in the vocabulary"


def test_fow_modes_each_r_the_combined_mode_with_its_condition() -> None:
    """FOW-MODES-EACH-R (our own line): two options, then both together while its player controls one or
    more recovered J/rulers."""
    found = without_text(choose_modes("Choose one, you may choose an additional one for each recovered J/ruler you control - Draw a card; or gain 200 life."))
    assert found == [
        {"effects": [{"op": "draw", "amount": 1}]},
        {"effects": [{"op": "gain_life", "amount": 200}]},
        {"effects": [{"op": "draw", "amount": 1}, {"op": "gain_life", "amount": 200}], "combines": [0, 1],
         "when": {"count": {"what": "ruler", "state": "recovered"}, "at_least": 1}},
    ]
