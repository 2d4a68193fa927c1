"""Rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-05 (night, branch ``mut-p``) against the whole ``tests/force_of_will`` directory, after
the night's merges."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.effects import deal_damage
from adjudicator.force_of_will.state import Modifier

from .helpers import act, both_pass, player, pool, take, to_field, to_hand
from .real import board_of, play, real_started, resolve_all, will_for


def test_fow_awakening_which_r_an_awakened_spell_naming_no_awakening_paid_its_first() -> None:
    """FOW-AWAKENING-WHICH-R, ``_which``: a state's awakened chase item (or entity) without ``awakening`` paid the
    first [Awakening] ability (the state schema: "absent: the first, or none"). VIN003-042 (two [Awakening]
    abilities, each "awakened_<n>" [Enter] trigger) on the chase, awakened, its ``awakening`` left out of the
    state: it enters awakened, the first one's [Enter] trigger (ability 0) waits, and bob's resonator goes back
    to his hand."""
    state = real_started("VIN003-042")
    target = to_field(state, "bob", "TST-R01")
    instance = to_hand(state, "ann", "VIN003-042")
    will = {"water": 2, "void": 1}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "payment": {"pool": will}})
    assert state.chase[-1].awakened and state.chase[-1].awakening == 1
    state.chase[-1].awakening = UNSET
    GAME.check(state)
    state = both_pass(state)
    entered = next(e for e in player(state, "ann").field if e.id == instance)
    assert entered.awakened and entered.awakening is UNSET
    assert [p.ability for p in state.pending] == [0]
    state = resolve_all(state, {instance: [target]})
    assert target in player(state, "bob").hand


def _shuffle_graveyard(*def_ids: str) -> tuple[list[str], list[str], list[str], list[str], list[str]]:
    """TAT-072's fourth option (FOW-SHUFFLE-GRAVEYARD-R) on bob, whose graveyard holds ``def_ids`` (taken from his
    decks): the cards moved, his main deck and magic stone deck before, and both after."""
    state = real_started("TAT-072")
    moved = [take(state, "bob", d) for d in def_ids]
    player(state, "bob").graveyard.extend(moved)
    deck, stone_deck = list(player(state, "bob").deck), list(player(state, "bob").stone_deck)
    chant = to_hand(state, "ann", "TAT-072")
    will = will_for("TAT-072")
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "mode": 3, "targets": ["bob"], "payment": {"pool": will}}))
    bob = player(state, "bob")
    assert not bob.graveyard
    return moved, deck, stone_deck, list(bob.deck), list(bob.stone_deck)


def test_fow_shuffle_graveyard_r_only_the_deck_a_card_went_into_is_shuffled() -> None:
    """FOW-SHUFFLE-GRAVEYARD-R (CR 1021.1): each deck a card went into is shuffled, and only that one. Bob's
    graveyard holds a resonator alone: his main deck (with it) is shuffled, his magic stone deck keeps its order;
    it holds a magic stone alone: his magic stone deck (with it) is shuffled, his main deck keeps its order."""
    (resonator,), deck, stone_deck, deck_after, stone_deck_after = _shuffle_graveyard("TST-R03")
    assert stone_deck_after == stone_deck
    assert sorted(deck_after) == sorted([*deck, resonator]) and deck_after != [*deck, resonator]
    (stone,), deck, stone_deck, deck_after, stone_deck_after = _shuffle_graveyard("TST-ST-B")
    assert deck_after == deck
    assert sorted(stone_deck_after) == sorted([*stone_deck, stone]) and stone_deck_after != [*stone_deck, stone]


def test_fow_prevent_group_r_a_seventeenth_ward_is_not_recorded() -> None:
    """FOW-PREVENT-GROUP-R ("prevent N of it" wards add up, so each is listed again): the turn's record holds at
    most 16 wards (the state's schema, ``Turn.wards`` maxItems 16); with 16 of AOA-015's listed, its next play
    resolves, the record keeps 16 and the state still decodes (a 17th would make it refused)."""
    state = real_started("AOA-015", copies=2)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-015")))
    (ward,) = state.turn.wards or []
    state.turn.wards = [ward] * 16
    GAME.check(state)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-015")))
    assert state.turn.wards == [ward] * 16
    GAME.decode_state(msgspec.to_builtins(state))


def test_fow_prevent_next_r_every_shield_and_a_prevention_after_one_apply() -> None:
    """FOW-PREVENT-NEXT-R (CR 910.2g), ``deal_damage``: a shield found does not end the look at the target's
    preventions. Two shields of 100 and 200 (MOA-010's kind) on ann's resonator both take their part of 400
    damage, 100 is dealt; a shield of 100 before a prevention of all damage (FOW-PREVENT-R): none is dealt and
    the shield is left as it was."""
    state = real_started("MOA-010")
    guard = to_field(state, "ann", "TST-R01")
    state.modifiers.extend([Modifier(target=guard, prevent="to", shield=100), Modifier(target=guard, prevent="to", shield=200)])
    board = board_of(state)
    assert deal_damage(board, "bob:TST-R01#1", guard, 400, [], battle=False)
    assert board.entity(guard).damage == 100 and not state.modifiers  # type: ignore[union-attr]
    state = real_started("MOA-010")
    guard = to_field(state, "ann", "TST-R01")
    state.modifiers.extend([Modifier(target=guard, prevent="to", shield=100), Modifier(target=guard, prevent="to")])
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, "bob:TST-R01#1", guard, 400, events, battle=False)
    assert board.entity(guard).damage == 0  # type: ignore[union-attr]
    assert [m.shield for m in state.modifiers] == [100, UNSET]
    assert [e.rule for e in events if e.__struct_config__.tag == "damage_prevented"] == ["FOW-PREVENT-R"]


def test_fow_trig_that_object_r_a_played_trigger_naming_no_spell_remembers_none() -> None:
    """FOW-TRIG-THAT-OBJECT-R, ``trigger_played``: only an ability whose effect names "that spell" remembers the
    spell played (the state's ``that_object``: "absent otherwise"). CMF-029 (whenever you play a normal spell,
    this card gains keywords; it names no spell) triggers on ann's chant CMF-038: the chase object it becomes
    (put there at once: it has no target) carries no ``that_object``."""
    state = real_started("CMF-029", "CMF-038")
    pouncer = to_field(state, "ann", "CMF-029")
    state = play(state, "ann", to_hand(state, "ann", "CMF-038"), ["bob"])
    assert not state.pending and [(i.kind, i.card) for i in state.chase][-1] == ("automatic", pouncer)
    assert state.chase[-1].that_object is UNSET
