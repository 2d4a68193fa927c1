"""Replacement effect families (branch fow-t-replace), each played with a real card named by id (the printed text
stays in ../shared): more damage dealt by the rune cards a player controls (FOW-DAMAGE-PLUS-RUNE-R); all damage
prevented from resonators of a total cost of at most N (FOW-PREVENT-FROM-COST-R), beside FOW-DAMAGE-DOUBLE-R's
"double that much damage"; a resonator put into the field instead of its owner's graveyard from their deck
(FOW-DECK-GRAVEYARD-FIELD-R); all damage dealt to a target doubled this turn (FOW-DEALT-DOUBLE-TURN-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.state import Entity

from .fowsim_db import card, entry, line_refusal, printed
from .helpers import act, full_deck, player, to_field
from .real import (
    ann_first,
    board_of,
    j_ruler_to_field,
    paid_play,
    real_set,
    real_started,
    resolve_all,
    stack_on_top,
)


def _damage(state: Any, source: str, target: str, amount: int) -> list[Any]:
    """``amount`` damage from the card ``source`` to ``target`` (as an effect would deal it): the events."""
    from adjudicator.force_of_will.effects import deal_damage

    events: list[Any] = []
    deal_damage(board_of(state), source, target, amount, events, battle=False)
    return events


# -- FOW-DAMAGE-PLUS-RUNE-R: SDV2-012 (the rune SDV2-002 dealing the damage) ----------------------------------------


def _rune_game() -> Any:
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["SDV2-012"] = 1
    return ann_first({"card_set": real_set("SDV2-012", "SDV2-002", "TST-RU1")}, decks, "real")


def test_fow_damage_plus_rune_r_a_rune_you_control_deals_two_hundred_more() -> None:
    """FOW-DAMAGE-PLUS-RUNE-R with SDV2-012 in ann's field: her rune SDV2-002 deals 800 + 200 to bob; bob's copy
    deals its 800 only (not hers), and so does a chant of hers (not a rune); without SDV2-012, 800."""
    assert entry("SDV2-012")["supported"]
    assert card("SDV2-012")["abilities"][0]["damage_plus_by"] == {"kinds": ["rune"]}
    assert card("SDV2-002")["rune"] == "rune"
    state = _rune_game()
    ann, bob = player(state, "ann").life, player(state, "bob").life
    _damage(state, "ann:SDV2-002#1", "bob", 800)
    assert player(state, "bob").life == bob - 800
    to_field(state, "ann", "SDV2-012")
    _damage(state, "ann:SDV2-002#1", "bob", 800)
    _damage(state, "bob:SDV2-002#1", "ann", 800)
    _damage(state, "ann:TST-C08#1", "bob", 300)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann - 800, bob - 800 - 1000 - 300)


def test_fow_damage_plus_rune_r_broken_on_a_resonator_group() -> None:
    """FOW-DAMAGE-PLUS-RUNE-R: the rune filter is read for this card's own ability only, N named (the card-set check)."""
    forged = {k: v for k, v in card("SDV2-012").items() if k != "provenance"} | {"id": "TST-X12"}
    forged["abilities"] = [forged["abilities"][0] | {"damage_plus": 0}]
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-DAMAGE-PLUS-RUNE-R" in e.message for e in errors)


# -- FOW-PREVENT-FROM-COST-R: TST-075J ---------------------------------------------------------------------------


def _carlina() -> tuple[Any, str]:
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    state = ann_first({"card_set": real_set("TST-075J", "TST-RU1")}, decks, "real")
    # Its ruler side is not supported: the J-ruler side alone is put into ann's field (as j_ruler_to_field does).
    player(state, "ann").field.append(Entity(id="ann:TST-075J#1"))
    return state, "ann:TST-075J#1"


def _damage_on(state: Any, card_id: str) -> int:
    return next(e.damage for p in ("ann", "bob") for e in player(state, p).field if e.id == card_id)


def test_fow_prevent_from_cost_r_cheap_resonators_deal_it_no_damage() -> None:
    """FOW-PREVENT-FROM-COST-R with TST-075J in ann's field: bob's TST-R12 (total cost 2) deals it no damage, his
    TST-R13 (total cost 3) and his J-ruler (no resonator) do; its own damage to a J/resonator is doubled, not to bob."""
    assert entry("TST-075J")["supported"]
    assert card("TST-075J")["abilities"][0]["prevent_damage"] == {"kinds": ["resonator"], "max_cost": 2}
    state, carlina = _carlina()
    cheap, dear, wall = to_field(state, "bob", "TST-R12"), to_field(state, "bob", "TST-R13"), to_field(state, "bob", "TST-R10")
    events = _damage(state, cheap, carlina, 400)
    assert _damage_on(state, carlina) == 0 and any(getattr(e, "rule", "") == "FOW-PREVENT-CONT-R" for e in events)
    _damage(state, dear, carlina, 300)
    _damage(state, j_ruler_to_field(state, "bob"), carlina, 200)
    assert _damage_on(state, carlina) == 500
    bob = player(state, "bob").life
    _damage(state, carlina, wall, 300)
    _damage(state, carlina, "bob", 300)
    assert (_damage_on(state, wall), player(state, "bob").life) == (600, bob - 300)


def test_fow_prevent_from_cost_r_broken_by_another_bound() -> None:
    """FOW-PREVENT-FROM-COST-R: a bound "or more", or a cost bound on a source other than resonators, is refused."""
    assert line_refusal("Prevent all damage that would be dealt to this card by resonators with total cost 2 or more.")
    assert line_refusal("Prevent all damage that would be dealt to this card by fire cards with total cost 2 or less.")


# -- FOW-DECK-GRAVEYARD-FIELD-R: HSD-024 (NWE-086 the same) ------------------------------------------------------


def test_fow_deck_graveyard_field_r_a_milled_copy_enters_the_field() -> None:
    """FOW-DECK-GRAVEYARD-FIELD-R with HSD-024: its [Enter] puts ann's top two cards (a copy of it, TST-R01) into her
    graveyard: the copy enters her field instead (its own [Enter] then mills TST-R02, TST-R03), TST-R01 and the
    two after it go to the graveyard; no copy of it is in the graveyard."""
    assert entry("HSD-024")["supported"] and entry("NWE-086")["supported"]
    assert card("HSD-024")["deck_graveyard_field"] is True
    state = real_started("HSD-024", copies=2)
    played = paid_play(state, "ann", "HSD-024")
    top = stack_on_top(state, "ann", ("HSD-024", "TST-R01", "TST-R02", "TST-R03"))
    state = resolve_all(act(state, played))
    ann = player(state, "ann")
    field = [e.id for e in ann.field]
    assert top["HSD-024"] in field and sum(":HSD-024#" in c for c in field) == 2
    assert {top["TST-R01"], top["TST-R02"], top["TST-R03"]} <= set(ann.graveyard)
    assert not any(":HSD-024#" in c for c in ann.graveyard)


def test_fow_deck_graveyard_field_r_only_from_the_deck() -> None:
    """FOW-DECK-GRAVEYARD-FIELD-R: destroyed from the field, HSD-024 goes to the graveyard (the replacement is of the
    move from the deck only); another wording (from anywhere, of a chant) stays refused."""
    from adjudicator.force_of_will.effects import destroy

    state = real_started("HSD-024")
    zombie = to_field(state, "ann", "HSD-024")
    board = board_of(state)
    entity = board.entity(zombie)
    assert entity is not None
    destroy(board, entity, [])
    assert zombie in player(state, "ann").graveyard
    assert line_refusal("If this card would be put into your graveyard from your hand, put it into the field instead.")
    assert line_refusal(printed("HSD-024", 0), "chant")


# -- FOW-DEALT-DOUBLE-TURN-R: NWE-074 (SDV2-014, a rune, the same after its damage) -------------------------------


def test_fow_dealt_double_turn_r_later_damage_to_the_target_is_doubled() -> None:
    """FOW-DEALT-DOUBLE-TURN-R with NWE-074 played at bob's TST-R10 (DEF 1200): rested, then 300 from bob's TST-R11 is
    dealt to it as 600; ann's other resonator takes 300 as 300."""
    assert entry("SDV2-014")["supported"] and entry("NWE-074")["supported"]
    assert card("SDV2-014")["effects"][1] == {"op": "modify", "target": 0, "dealt_double": True}
    assert card("NWE-074")["effects"][1] == {"op": "modify", "target": 0, "dealt_double": True}
    state = real_started("NWE-074")
    wall, imp, other = to_field(state, "bob", "TST-R10"), to_field(state, "bob", "TST-R11"), to_field(state, "ann", "TST-R10")
    state = resolve_all(act(state, paid_play(state, "ann", "NWE-074") | {"targets": [wall]}))
    assert next(e for e in player(state, "bob").field if e.id == wall).rested
    events = _damage(state, imp, wall, 300)
    _damage(state, imp, other, 300)
    assert (_damage_on(state, wall), _damage_on(state, other)) == (600, 300)
    assert any(getattr(e, "rule", "") == "FOW-DEALT-DOUBLE-TURN-R" for e in events)


def test_fow_dealt_double_turn_r_broken_on_this_card() -> None:
    """FOW-DEALT-DOUBLE-TURN-R: the doubling is made for one target, until end of turn (the card-set check)."""
    forged = {k: v for k, v in card("NWE-074").items() if k != "provenance"} | {"id": "TST-X74"}
    forged["effects"] = [forged["effects"][0], {"op": "modify", "target": "self", "dealt_double": True}]
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-DEALT-DOUBLE-TURN-R" in e.message for e in errors)
