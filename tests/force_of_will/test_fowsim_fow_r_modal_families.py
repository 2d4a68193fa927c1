"""Ability families of fow-r-modal (issue 14): modal choices and references back -- "You gain that much life" after
one damage effect of the same text (FOW-LIFE-THAT-MUCH-DEALT-R) -- each played with a real card named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, player, pool, to_field, to_hand
from .real import board_of, real_started, resolve_all

# -- FOW-LIFE-THAT-MUCH-DEALT-R -----------------------------------------------------------------------------------


def _observation(mode: int, x: int, target: str | None = None, *, gone_first: bool = False) -> tuple[State, str | None]:
    """Ann plays RDE-081 ({W}{B}{X}: choose one -- 400 damage multiplied by X to target resonator, or 300 multiplied by
    X to target player; you gain that much life) in ``mode`` with ``x``, at bob's TST-R03 (mode 0) or bob (mode 1);
    with ``gone_first`` the target resonator goes to the graveyard before it resolves. The state after all resolved and
    the resonator's instance."""
    state = real_started("RDE-081")
    sentinel = to_field(state, "bob", "TST-R03") if mode == 0 else None
    spell = to_hand(state, "ann", "RDE-081")
    will = {"light": 1, "darkness": 1, "void": x}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": spell, "mode": mode, "targets": [sentinel or "bob"], "x": x, "payment": {"pool": will}})
    if gone_first and sentinel is not None:
        board = board_of(state)
        entity = board.entity(sentinel)
        assert entity is not None
        board.leave_field(entity, "graveyard", [])
    return resolve_all(state), sentinel


def test_fow_life_that_much_dealt_r_the_damage_to_the_resonator() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R with RDE-081's first option, X = 2: 800 damage to bob's TST-R03, and ann gains 800."""
    assert entry("RDE-081")["supported"]
    assert card("RDE-081")["modes"][0]["effects"] == [{"op": "damage", "amount": 400, "per_x": True, "target": 0}, {"op": "gain_life", "just_dealt": True}]
    life = player(real_started("RDE-081"), "ann").life
    state, sentinel = _observation(0, 2)
    assert sentinel is not None and sentinel not in {e.id for e in player(state, "bob").field}
    assert player(state, "ann").life == life + 800


def test_fow_life_that_much_dealt_r_the_damage_to_a_player() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R with RDE-081's second option, X = 3: bob loses 900 life and ann gains 900."""
    start = real_started("RDE-081")
    ann_life, bob_life = player(start, "ann").life, player(start, "bob").life
    state, _ = _observation(1, 3)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann_life + 900, bob_life - 900)


def test_fow_life_that_much_dealt_r_breaks_no_damage_no_life() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R: the target destroyed before RDE-081 resolves is dealt no damage, so ann gains no
    life (the printed 800 is not gained)."""
    life = player(real_started("RDE-081"), "ann").life
    state, sentinel = _observation(0, 2, gone_first=True)
    assert sentinel is not None and board_of(state).entity(sentinel) is None
    assert player(state, "ann").life == life


def test_fow_life_that_much_dealt_r_breaks_after_damage_to_a_group() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R: after damage to each of a group (several amounts) "that much" stays refused."""
    assert "'that much' names no amount" in line_refusal("[Enter] >>> This card deals 400 damage to each resonator your opponent controls. You gain that much life.")
    assert "'that much' names no amount" in line_refusal("[Enter] >>> You gain that much life.")
