"""Constructed formats (adjudicator.force_of_will.formats, FOW-DECK-7-R) as deck checks and the packaged
format data see them: a format admits exactly its sets (``all`` every set), the data file is closed to
unknown fields, a set code is 1 to 40 characters, and the formats read once are shared read-only."""

from __future__ import annotations

import importlib.resources

import msgspec
import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_decks
from adjudicator.force_of_will.formats import Format, _Formats, format_id_of_cluster, formats


def test_fow_deck_7_r_a_format_admits_exactly_its_sets() -> None:
    known = formats()
    assert known["saga"].admits("TST") and known["saga"].admits("EDL")
    assert not known["saga"].admits("CMF") and not known["grimm"].admits("TST")
    assert known["all"].sets == "*" and known["all"].admits("TST") and known["all"].admits("anything")


def test_fow_deck_7_r_a_deck_of_the_invented_pool_is_legal_in_the_saga_format_only_by_its_set_code() -> None:
    """The invented pool's set code is TST, listed by the Saga Cluster's format: a deck naming it is legal."""
    deck = dict(reference_decks()["dawn"], format="saga")
    assert GAME.validate_deck(deck) == []
    deck["format"] = "hero"
    problems = GAME.validate_deck(deck)
    assert problems and {p.code for p in problems} == {"FOW-DECK-7-R"}
    assert (problems[0].path, problems[0].message) == ("/ruler", "Aurel, Dawn Warden is from set 'TST', not legal in Hero Cluster")
    assert problems[1].path == "/main/TST-R01" and problems[1].message.endswith(" is from set 'TST', not legal in Hero Cluster")


def test_format_data_is_closed_and_bounded() -> None:
    """A typo in the packaged format data (an unknown key, an empty or overlong set code) is refused when read."""
    data = importlib.resources.files("adjudicator.force_of_will").joinpath("data/formats.json").read_bytes()
    raw = msgspec.json.decode(data)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(msgspec.json.encode({**raw, "formatz": {}}), type=_Formats)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"name": "x", "sets": ["TST"], "legal": True}, Format)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"name": "x", "sets": [""]}, Format)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"name": "x", "sets": ["S" * 41]}, Format)
    assert msgspec.convert({"name": "x", "sets": ["S", "S" * 40]}, Format).admits("S" * 40)


def test_formats_read_once_are_shared_read_only() -> None:
    saga = formats()["saga"]
    assert formats()["saga"] is saga
    with pytest.raises(AttributeError):
        saga.sets = "*"  # type: ignore[misc]


def test_a_cluster_name_maps_to_its_format_id() -> None:
    assert format_id_of_cluster("New Valhalla") == "new-valhalla"
    assert format_id_of_cluster("Alice  Origin ") == "alice-origin"
    assert all(format_id_of_cluster(f.name.removesuffix(" Cluster")) == fid for fid, f in formats().items() if fid != "all")
