"""The form of the Force of Will card vocabulary's records (adjudicator.force_of_will.vocabulary; issue 21,
scripts/mutation): the order a card-set record's problems are reported in and its members encoded in, and the
canonical form a card set's digest is taken over (no default spelled out)."""

from __future__ import annotations

import inspect

import msgspec

from adjudicator.core.cardsets import card_set_digest
from adjudicator.force_of_will import vocabulary
from adjudicator.force_of_will.cards import CardSet, reference_card_set_json, validate_card_set


def _structs() -> list[type[msgspec.Struct]]:
    return [obj for obj in vars(vocabulary).values() if inspect.isclass(obj) and issubclass(obj, msgspec.Struct) and obj.__module__ == vocabulary.__name__]


def test_the_fields_of_every_struct_come_in_their_declared_order_the_common_ones_first() -> None:
    """Every struct of the vocabulary lists its fields in the order they are declared, those of its base
    (an effect's ``condition``, ``among``, ``optional``, ``when``, ``unless``; an ability's ``text``) first: the
    order of the problems a card set's record is refused with, and of the members of an encoded record.
    (``kw_only=True`` keeps it so; with ``kw_only=False`` a subclass's own fields would move before its base's.)"""
    for cls in _structs():
        declared: list[str] = []
        for klass in reversed(cls.__mro__):
            declared.extend(name for name in vars(klass).get("__annotations__", {}) if name in cls.__struct_fields__ and name not in declared)
        assert list(cls.__struct_fields__) == declared, cls.__name__


def test_a_records_problems_come_in_the_order_of_its_fields() -> None:
    """A cancel whose ``condition`` (a field every effect has) and ``target`` (its own) are both wrong is refused
    with both, the condition's first."""
    chant = {"id": "TST-X1", "name": "Test TST-X1", "types": ["chant"], "attributes": ["fire"], "cost": {"free": 1},
             "targets": [{"kind": "chant_spell"}], "effects": [{"op": "cancel", "condition": "bogus", "target": 99}]}
    data = reference_card_set_json()
    index = len(data["cards"])
    _, _, problems = validate_card_set({**data, "cards": [*data["cards"], chant]})
    assert [p.pointer for p in problems] == [f"/cards/{index}/effects/0/condition", f"/cards/{index}/effects/0/target"]


def test_every_struct_encodes_without_its_defaults() -> None:
    """A card set's canonical JSON (the one its digest is taken over, and the importer's records) spells out no
    default, in every struct of the vocabulary: a client's set and the same set with its defaults written out
    are one set, with one digest."""
    assert [cls.__name__ for cls in _structs() if not cls.__struct_config__.omit_defaults] == []


def test_a_filter_of_an_each_scope_encodes_without_its_defaults() -> None:
    """FOW-EACH-FILTER-R: "Destroy all Human resonators" written by hand with its filter's defaults spelled out
    (``other``, ``types``) decodes to the same set as without them, and encodes back without them."""
    chant = {"id": "TST-X1", "name": "Test TST-X1", "types": ["chant"], "attributes": ["fire"], "cost": {"free": 1},
             "effects": [{"op": "destroy", "each": "all_resonators", "among": {"races": ["Human"]}}]}
    data = reference_card_set_json()
    spelled = {**chant, "effects": [{**chant["effects"][0], "among": {"races": ["Human"], "other": False, "types": []}}]}
    plain = msgspec.convert({**data, "cards": [*data["cards"], chant]}, CardSet)
    written = msgspec.convert({**data, "cards": [*data["cards"], spelled]}, CardSet)
    assert msgspec.to_builtins(written)["cards"][-1] == chant
    assert card_set_digest(written) == card_set_digest(plain)
