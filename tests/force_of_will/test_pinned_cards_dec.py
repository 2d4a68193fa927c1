"""Card-set checks of ``adjudicator/force_of_will/cards.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-04 (late night) against the whole ``tests/force_of_will`` directory: each refusal at its
JSON Pointer with its message as a client reads it, the record next to it accepted. Most were on lines no test
executed (refusals of invented records no printed card gives)."""

from __future__ import annotations

from typing import Any

from .test_pinned_cards import VOID, _chant, _problems, _resonator


def _stone(card_id: str, **fields: Any) -> dict[str, Any]:
    return {"id": card_id, "name": f"Test {card_id}", "types": ["magic_stone"], "subtypes": ["basic"], "stone_produces": ["light"], **fields}


def test_a_magic_stone_produces_will() -> None:
    """A magic stone that produces no will is refused at ``stone_produces``."""
    assert _problems(_stone("TST-X1")) == []
    assert _problems(_stone("TST-X1", stone_produces=[])) == [("/cards/N/stone_produces", "a magic stone produces will")]


def test_fow_inverse_side_r_both_sides_in_the_set_and_only_the_despair_side_inverse() -> None:
    """FOW-INVERSE-SIDE-R (CR 1302.3): an inverse card's two sides, each naming the same sides, the back (despair)
    with the race Inverse, are accepted; without its other side in the set, or with the race on the front, each
    side is refused at ``sides`` with its reason."""
    sides = {"front": "TST-X1", "back": "TST-X2"}
    hope = _resonator("TST-X1", sides=sides)
    despair = _resonator("TST-X2", sides=sides, races=["Inverse"])
    assert _problems(hope, despair) == []
    missing = "the other side of an inverse card is a non-ruler card of this set naming the same sides"
    assert _problems(hope) == [("/cards/N/sides", missing)]
    swapped = "an inverse card's back side (despair) has the race Inverse and its front side (hope) has not (CR 1302.3)"
    problems = _problems(_resonator("TST-X1", sides=sides, races=["Inverse"]), _resonator("TST-X2", sides=sides))
    assert [message for _, message in problems] == [swapped, swapped]
    assert [pointer.rsplit("/", 1)[1] for pointer, _ in problems] == ["sides", "sides"]
    assert problems[0][0] == "/cards/N/sides"


def test_a_trigger_is_a_chants() -> None:
    """[Trigger] (CR 1113.2) on a chant is accepted; on a resonator it is refused at ``trigger``."""
    assert _problems(_chant("TST-X1", trigger={"cost": VOID}, effects=[{"op": "draw", "amount": 1}])) == []
    assert _problems(_resonator("TST-X1", trigger={"cost": VOID})) == [("/cards/N/trigger", "[Trigger] is supported on chants")]


def test_fow_kw_solarisation_r_never_beside_mastery() -> None:
    """FOW-KW-SOLARISATION-R: [Solarisation] on a resonator with a cost is accepted; beside [Mastery] it is refused
    at ``solarisation``."""
    assert _problems(_resonator("TST-X1", solarisation=1)) == []
    mastery = {"races": ["Fairy"]}
    assert _problems(_resonator("TST-X1", mastery=mastery)) == []
    assert _problems(_resonator("TST-X1", solarisation=1, mastery=mastery)) == [
        ("/cards/N/solarisation", "[Solarisation] is on a resonator, chant, addition or regalia with a cost, without [Mastery]")
    ]


def test_fow_trig_targeted_by_attr_r_only_a_targeted_trigger_names_what_targets_it() -> None:
    """FOW-TRIG-TARGETED-BY-ATTR-R: ``targeted_by`` on a "when this card becomes targeted" ability is accepted; on
    an [Enter] ability it is refused at that ability's ``targeted_by``."""
    draw = [{"op": "draw", "amount": 1}]
    targeted = {"kind": "automatic", "trigger": "targeted", "targeted_by": {"attributes": ["water"]}, "effects": draw}
    assert _problems(_resonator("TST-X1", abilities=[targeted])) == []
    assert _problems(_resonator("TST-X1", abilities=[targeted | {"trigger": "enter"}])) == [
        ("/cards/N/abilities/0/targeted_by", "only a 'when this card becomes targeted' ability names what targets it (FOW-TRIG-TARGETED-BY-ATTR-R)")
    ]


def test_fow_recover_stones_r_stones_chosen_with_no_ruler() -> None:
    """FOW-RECOVER-STONES-R: "Recover N magic stones you control" names no ruler: with ``ruler`` (and no
    attributes) it is refused at ``stones``."""
    assert _problems(_chant("TST-X1", effects=[{"op": "recover", "stones": 2}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "recover", "stones": 2, "ruler": True}])) == [
        ("/cards/N/effects/0/stones", "FOW-RECOVER-STONES-R: magic stones chosen as it resolves, with no target, scope or ruler")
    ]


def test_fow_ruler_will_r_a_rulers_will_ability_paying_life_is_refused() -> None:
    """FOW-RULER-WILL-R, FOW-RULER-AREA-R: a ruler's will ability paying will ({0}) is accepted; one paying life
    too is refused at that ability (not a form its ruler area plays)."""
    def ruler(cost: dict[str, Any]) -> dict[str, Any]:
        will = {"kind": "will", "cost": cost, "produce": ["fire"]}
        return {"id": "TST-X1", "name": "Test TST-X1", "types": ["ruler"], "attributes": ["fire"], "abilities": [will]}

    assert _problems(ruler({"will": {}})) == []
    assert _problems(ruler({"will": {}, "life": 100})) == [
        ("/cards/N/abilities/0", "a ruler's will ability from its ruler area is not supported (FOW-RULER-AREA-R)")
    ]
