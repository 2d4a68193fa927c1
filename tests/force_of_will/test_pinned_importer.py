"""The fowsim importer's per-card report and refusal reasons, pinned on real card ids (read from ``../shared``
at run time, never copied) and on hostile variants of real entries (issue 21: the survivors of the importer's
mutation run)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.ability import blocks
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.importer import J_RULER_SUFFIX, classify, import_fowsim, map_card

from .fowsim_db import card, entry, raw_card


def _entry(result: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(e for e in result["report"] if e["id"] == card_id)


def _card(result: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(c for c in result["card_set"]["cards"] if c["id"] == card_id)


def test_a_j_side_without_its_ruler_names_the_ruler_it_looked_for() -> None:
    item = entry("CST-045J")
    assert not item["imported"] and not item["supported"]
    assert item["reason"] == "a J-ruler side whose ruler 'CST-045' (the same id without the final J) is not in the database"


def test_a_ruler_with_judgment_needs_its_j_side() -> None:
    result = import_fowsim([raw_card("CMF-013")])
    assert _entry(result, "CMF-013")["reason"] == "has [Judgment] but its J-ruler side 'CMF-013J' is not in the database"
    assert result["card_set"]["cards"] == []
    # a J side reached from a chant (a contract) is refused, its chant kept
    result = import_fowsim([raw_card("HSD-010"), raw_card("HSD-010J")])
    assert _entry(result, "HSD-010J")["reason"] == "a J-ruler reached from the chant 'HSD-010' (a contract or other flip), which is not supported"
    assert [c["id"] for c in result["card_set"]["cards"]] == ["HSD-010"]


def test_a_side_the_card_check_refuses_takes_the_other_side_with_it() -> None:
    """An X cost is checked on the decoded card (chants only): the side that has one is refused by the card
    check, and its other side, imported meanwhile, follows (a ruler by the card check itself, a J-ruler with
    the first side's reason)."""
    front, back = raw_card("CMF-052"), copy.deepcopy(raw_card("CMF-052J"))
    back["cost"] = "{X}"
    result = import_fowsim([front, back])
    assert _entry(result, "CMF-052J")["reason"] == "X costs are supported on chants (this card: a j-ruler)"
    assert _entry(result, "CMF-052")["reason"] == "'CMF-052J' is not a J-ruler of this set (this card: a ruler)"
    assert result["card_set"]["cards"] == [] and result["summary"]["not_imported"] == 2
    front = copy.deepcopy(raw_card("CMF-052"))
    front["cost"] = "{X}"
    result = import_fowsim([front, raw_card("CMF-052J")])
    assert _entry(result, "CMF-052")["reason"] == "X costs are supported on chants (this card: a ruler)"
    assert _entry(result, "CMF-052J")["reason"] == "its other side 'CMF-052' is not imported: X costs are supported on chants (this card: a ruler)"
    assert result["card_set"]["cards"] == []


def test_a_duplicate_id_is_reported_and_the_first_entry_kept() -> None:
    result = import_fowsim([raw_card("GRL-044"), raw_card("GRL-044")])
    first, second = result["report"]
    assert first["imported"] and first["supported"] and "reason" not in first
    assert not second["imported"] and not second["supported"] and second["reason"] == "duplicate card id 'GRL-044'"
    assert [c["id"] for c in result["card_set"]["cards"]] == ["GRL-044"]
    assert result["summary"] == {"cards": 2, "imported": 1, "fully_supported": 1, "with_unsupported_abilities": 0, "not_imported": 1}


def test_the_lines_the_type_adds_are_reported() -> None:
    standby = entry("TAT-007")
    assert standby["imported"] and not standby["supported"]
    assert {"text": "[Chant-Standby]", "reason": "a Chant-Standby card needs a [Trigger] line the vocabulary can read"} in standby["unsupported"]
    assert standby["notes"] == ["Chant-Standby read as [Trigger] (CR 1400)"]
    true_stone = entry("TAT-091")  # FOW-TRUE-STONE-R: the general type True is read, nothing refused
    assert true_stone["supported"] and true_stone["unsupported"] == [] and card("TAT-091")["subtypes"] == ["special", "true"]
    # FOW-RUNE-CARD-R: a rune card of no other type (a master rune too) adds no line of its own; its lines are read.
    master = entry("SDV1-012")
    assert master["supported"] and master["unsupported"] == [] and card("SDV1-012")["types"] == ["rune"]
    assert entry("SDV1-004")["supported"] and card("SDV1-004")["rune"] == "rune"


def test_a_revolution_block_is_read_whole_or_refused() -> None:
    """FOW-BLOCK-EXTENT-R on GRL-056: its header entry's lines are read into the block; the same header twice,
    or a header alone in its entry (DSD-003, as printed in the database), is refused with its reason."""
    item = entry("GRL-056")
    assert item["imported"] and item["supported"] and item["unsupported"] == []
    assert card("GRL-056")["revolution"]
    raw = raw_card("GRL-056")
    (header,) = [line for line in raw["abilities"] if blocks.header(line) is not None]
    twice = dict(raw, abilities=[*raw["abilities"], header])
    result = import_fowsim([twice])
    (refused,) = _entry(result, "GRL-056")["unsupported"]
    assert refused["text"] == header.strip()
    assert refused["reason"] == f"a second {header.split(']')[0]}] header on one card is not in the vocabulary"
    assert _card(result, "GRL-056")["revolution"] == card("GRL-056")["revolution"]  # the first block is kept
    alone = entry("DSD-003")
    assert [u["reason"].split(":")[0] for u in alone["unsupported"]] == ["a header alone in its entry"]


def test_names_races_rarity_and_text_fields() -> None:
    assert card("CMF-052")["rarity"] == raw_card("CMF-052")["rarity"]
    raw = raw_card("GRL-044")
    long_races = dict(raw, race=["r" * 250, *[f"race {n}" for n in range(25)]])
    (mapped,) = import_fowsim([long_races])["card_set"]["cards"]
    assert len(mapped["races"]) == 20 and mapped["races"][0] == "r" * 200 and mapped["races"][1] == "race 0"
    assert "rarity" not in import_fowsim([dict(raw, rarity=None)])["card_set"]["cards"][0]
    for field, value, reason in (
        ("rarity", 5, "rarity 5 is not text"),
        ("name", None, "name None is not text"),
        ("name", "", "name must be 1 to 200 characters"),
        ("cost", 12, "cost 12 is not text"),
        ("race", [3], "race [3] is not a list of strings"),
        ("colour", ["P"], "colour 'P' is not an attribute"),
    ):
        (item,) = import_fowsim([dict(raw, **{field: value})])["report"]
        assert not item["imported"] and item["reason"] == reason, (field, item)


def test_additions_of_the_field() -> None:
    raw = raw_card("SDL1-002")
    assert card("SDL1-002")["subtypes"] == ["field"] and entry("SDL1-002")["notes"] == ["plain Addition read as a field addition"]
    both = import_fowsim([dict(raw, type=["Addition", "Addition:Field"])])
    (item,) = both["report"]
    assert item["imported"] and "notes" not in item and both["card_set"]["cards"][0]["subtypes"] == ["field"]


def test_a_basic_stone_produces_its_one_attribute() -> None:
    """CMF-102, a basic fire stone (void colour, its attribute in its type line): without a will line it reads,
    the will it produces is taken from its one colour, else from the one attribute its type names; with
    neither it is refused."""
    raw = raw_card("CMF-102")
    assert card("CMF-102")["stone_produces"] == ["fire"]
    untyped = dict(raw, type=["Magic Stone", "Basic Magic Stone"], colour=["U"], abilities=[])
    (stone,) = import_fowsim([untyped])["card_set"]["cards"]
    assert stone["stone_produces"] == ["water"] and stone["subtypes"] == ["basic"]
    two_colours = dict(raw, colour=["U", "B"], abilities=[])
    assert import_fowsim([two_colours])["card_set"]["cards"][0]["stone_produces"] == ["fire"]
    (item,) = import_fowsim([dict(raw, type=["Magic Stone", "Basic Magic Stone"], abilities=[])])["report"]
    assert not item["imported"] and item["reason"] == "a magic stone without a will ability the vocabulary reads (no ability)"
    (item,) = import_fowsim([dict(raw, type=[*raw["type"], "Special Magic Stone"])])["report"]
    assert item["reason"] == "a magic stone that is both basic and special"


@pytest.mark.parametrize(
    ("data", "pointer"),
    [
        ({"fow": {"clusters": [{"sets": [5]}]}}, "/fow/clusters/0/sets/0"),
        ({"fow": {"clusters": [{"sets": []}, {"sets": 5}]}}, "/fow/clusters/1"),
        ({"fow": {"clusters": [3]}}, "/fow/clusters/0"),
        ({"fow": {}}, "/fow/clusters"),
    ],
)
def test_a_malformed_database_names_where(data: Any, pointer: str) -> None:
    with pytest.raises(InputError) as caught:
        import_fowsim(data)
    assert caught.value.errors[0].pointer == pointer


def test_clusters_and_sets_name_the_entries() -> None:
    raw = raw_card("GRL-044")
    data = {"fow": {"clusters": [{"name": "c" * 250, "sets": [{"code": "s" * 50, "cards": [raw]}, {"code": "empty"}]}, {"name": 7}]}}
    result = import_fowsim(data)
    (item,) = result["report"]
    assert item["cluster"] == "c" * 200 and item["set"] == "s" * 40
    assert result["card_set"]["cards"][0]["set"] == "s" * 40
    assert import_fowsim({"cards": [raw]})["report"][0]["cluster"] == ""


def test_a_chants_choose_one_options_are_one_ability() -> None:
    """EDL-033, a chant: its "Choose one" entry and the two option entries after it are read as one line (supported
    since fow-z-dmg, FOW-DAMAGE-DIVIDED-TWENTY-R: two options of one mode list); on a resonator too since fow-s-modal
    (FOW-MODES-LINES-R: a line ending with its "choose" header takes the option entries after it, on a card of any
    type), reported there once, unsupported (a resonator's divided damage is not read)."""
    raw = raw_card("EDL-033")
    choose, first, second = raw["abilities"][1:4]
    assert entry("EDL-033")["supported"] and len(card("EDL-033")["modes"]) == 2
    resonator = dict(raw, type=["Resonator"], ATK=100, DEF=100)
    (item,) = import_fowsim([resonator])["report"]
    line = item["unsupported"][-1]["text"]
    assert line.startswith(choose.strip()) and first.strip(" -–").rstrip(".") in line and second.strip(" -–").rstrip(".") in line


# -- mut-small (2026-12-04 late afternoon): survivors of importer.py's sample of 40, seed adjudicator


def test_a_true_magic_stone_is_special_and_never_basic() -> None:
    """Line 82: a true magic stone that is also basic is refused; a special one keeps both subtypes."""
    assert classify(["Special Magic Stone", "True Magic Stone"]).subtypes == ["special", "true"]
    assert classify(["True Magic Stone"]).subtypes == ["special", "true"]
    with pytest.raises(Unsupported, match="both basic and true"):
        classify(["Basic Magic Stone", "True Magic Stone"])


def test_a_rune_that_is_not_a_chant_names_its_own_type() -> None:
    """``classify``: a card typed only 'Rune' is a rune card marked a plain rune, only 'Master Rune' a rune card
    marked a master rune (FOW-RUNE-CARD-R; SDV1-004, SDV1-012); both supported."""
    result = import_fowsim([raw_card("SDV1-004"), raw_card("SDV1-012")])
    cards = {c["id"]: c for c in result["card_set"]["cards"]}
    assert (cards["SDV1-004"]["types"], cards["SDV1-004"]["rune"]) == (["rune"], "rune")
    assert (cards["SDV1-012"]["types"], cards["SDV1-012"]["rune"]) == (["rune"], "master")
    assert _entry(result, "SDV1-004")["supported"] and _entry(result, "SDV1-012")["supported"]


def test_a_value_of_eighty_characters_is_named_whole() -> None:
    """Line 133: ``_short`` cuts a value's text only past 80 characters."""
    whole = int("1" * 80)
    with pytest.raises(Unsupported) as caught:
        classify(whole)
    assert str(caught.value) == f"card type {'1' * 80} is not a non-empty list of strings"
    with pytest.raises(Unsupported) as caught:
        classify(int("1" * 81))
    assert str(caught.value) == f"card type {'1' * 77}... is not a non-empty list of strings"


@pytest.mark.parametrize("value", [False, 100_100, 200_000])
def test_a_stat_out_of_range_or_boolean_is_refused(value: Any) -> None:
    """Line 160: ATK False (a bool, not a number) and a multiple of 100 above 100,000 are refused."""
    raw = dict(raw_card("GRL-044"), type=["Resonator"], ATK=value, DEF=100)
    (item,) = import_fowsim([raw])["report"]
    assert not item["imported"]
    assert item["reason"] == f"ATK {value!r} is not a multiple of 100 from 0 to 100000"


def test_only_a_j_ruler_sheds_the_databases_suffix() -> None:
    """Line 181: VIN001-007J, named '<ruler> [J-Ruler]' in the database, is named as printed; a resonator whose
    name ends the same way keeps its name whole."""
    raw = raw_card("VIN001-007J")
    assert raw["name"].endswith(J_RULER_SUFFIX)
    record, _, reason, _ = map_card(raw)
    assert reason is None and record is not None
    assert record["name"] == raw["name"][: -len(J_RULER_SUFFIX)].strip()
    resonator = dict(raw_card("GRL-044"), type=["Resonator"], ATK=100, DEF=100, name="Test Name" + J_RULER_SUFFIX)
    record, _, reason, _ = map_card(resonator)
    assert reason is None and record is not None
    assert record["name"] == "Test Name" + J_RULER_SUFFIX


def test_a_rune_whose_divinity_is_not_a_number_is_no_rune() -> None:
    """Line 242: DBV-049, a chant, rune of divinity 'Inf', is imported without the rune mark (nor a divinity)."""
    result = import_fowsim([raw_card("DBV-049")])
    assert _entry(result, "DBV-049")["unsupported"][0]["text"].startswith("divinity ")
    record = _card(result, "DBV-049")
    assert "rune" not in record and "divinity" not in record


def test_a_line_that_is_not_text_does_not_end_the_card() -> None:
    """Line 248: every line that is not text is reported, not only the first."""
    raw = dict(raw_card("GRL-044"), type=["Resonator"], ATK=100, DEF=100, abilities=[7, 8])
    (item,) = import_fowsim([raw])["report"]
    assert [u["reason"] for u in item["unsupported"]] == ["ability 0 is not text", "ability 1 is not text"]


def test_the_races_known_to_the_import_are_the_non_empty_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Line 317: the plural-race check reads only the non-empty race strings of the database."""
    from adjudicator.force_of_will import importer
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    seen: list[frozenset[str]] = []
    original = importer._import

    def spy(sources: Any, set_id: str) -> dict[str, Any]:
        seen.append(KNOWN_RACES.get())
        return original(sources, set_id)

    monkeypatch.setattr(importer, "_import", spy)
    raw = raw_card("GRL-044")
    import_fowsim([dict(raw, race=["", "Test Race"]), dict(raw, id="GRL-044X", race=[7])])
    assert seen == [frozenset({"Test Race"})]


def test_an_import_leaves_the_known_kinds_and_races_as_it_found_them() -> None:
    """Line 324: the import's card types by name and races are reset when it ends (they do not leak into the
    next parse)."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS, KNOWN_RACES

    kinds, races = KNOWN_KINDS.get(), KNOWN_RACES.get()
    import_fowsim([raw_card("GRL-044")])
    assert KNOWN_KINDS.get() is kinds and KNOWN_RACES.get() is races


def test_the_known_kinds_are_the_main_deck_kinds_by_name_and_race(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines 337 and 340: FOW-SEARCH-FIELD-R reads the main deck card types by name and by race; a field
    addition is told apart, a ruler or a magic stone is left out, a card of an unknown type counts as unknown."""
    from adjudicator.force_of_will import importer
    from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS

    seen: list[Any] = []
    original = importer._import

    def spy(sources: Any, set_id: str) -> dict[str, Any]:
        seen.append(KNOWN_KINDS.get())
        return original(sources, set_id)

    monkeypatch.setattr(importer, "_import", spy)
    raw = raw_card("GRL-044")
    cards = [
        dict(raw, id="T-1", name="One", race=["Race A"], type=["Resonator"], ATK=100, DEF=100, abilities=[]),
        dict(raw, id="T-2", name="Two", race=[], type=["Addition:Field"], abilities=[]),
        dict(raw, id="T-3", name="Three", race=[], type=["Addition:Resonator"], abilities=[]),
        dict(raw, id="T-4", name="Four", race=["Race B"], type=["Ruler"], ATK="", DEF="", abilities=[]),
        dict(raw, id="T-5", name="Five", race=[], type=["Basic Magic Stone"], abilities=[]),
        dict(raw, id="T-6", name="Six", race=[], type=["No Such Type"], abilities=[]),
    ]
    import_fowsim(cards)
    assert seen == [{
        "name:One": frozenset({"resonator"}), "race:Race A": frozenset({"resonator"}),
        "name:Two": frozenset({"field_addition"}), "name:Three": frozenset({"addition"}),
        "name:Six": frozenset({"unknown"}),
    }]


def test_a_second_face_makes_its_front_unsupported() -> None:
    """Lines 396 to 404: every 'X^' entry, after any other entry, is refused as the second face of 'X', and an
    otherwise supported front is unsupported for it (GRL-044 and an invented second face)."""
    raw = raw_card("GRL-044")
    result = import_fowsim([raw_card("CMF-013"), raw, dict(raw, id="GRL-044^")])
    back = _entry(result, "GRL-044^")
    assert not back["imported"] and not back["supported"]
    assert back["reason"] == (
        "second face of the double-faced card 'GRL-044': a double-faced card that is neither a Shift card (CR 1302.2) nor"
        " an inverse card (CR 1302.3) -- CR 12.7 gives no rule for playing it (nearest: alternative cards, CR 1307) -- is"
        " not in the vocabulary"
    )
    front = _entry(result, "GRL-044")
    assert front["imported"] and not front["supported"]
    assert front["unsupported"][-1]["text"] == "[Second face] GRL-044^"
    assert [c["id"] for c in result["card_set"]["cards"]] == ["GRL-044"]


def test_a_ruler_whose_j_side_is_an_order_is_unsupported() -> None:
    """Line 418: a ruler of no other unsupported line whose 'XJ' side is an Order card (DSD-011J's entry)
    is imported, unsupported for its order side."""
    ruler = dict(raw_card("GRL-044"), id="T-100", type=["Ruler"], ATK="", DEF="", abilities=[])
    order = dict(raw_card("DSD-011J"), id="T-100J")
    assert import_fowsim([ruler])["report"][0]["supported"]
    result = import_fowsim([ruler, order])
    item = _entry(result, "T-100")
    assert item["imported"] and not item["supported"]
    assert item["unsupported"][-1]["text"] == "[Order side] T-100J"
