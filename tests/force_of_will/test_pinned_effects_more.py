"""More rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned so that a wrong rule cannot hide
(issue 21, scripts/mutation; branch ``mut-effects``, 2026-12-04 night): each test was written against a change
to ``effects.py`` that no test of ``tests/force_of_will`` noticed.  Real cards of the community database are
named by id (their text stays in ../shared); the invented reference pool fills the rest."""

from __future__ import annotations

from .helpers import act, player, pool, to_field, to_hand
from .real import real_started, resolve_all


# -- FOW-FLICKER-R: the card put back is a new card, its [Enter] abilities trigger -------------------------------
def test_a_card_removed_and_put_back_triggers_its_enter_abilities() -> None:
    """FOW-FLICKER-R (CR 302.3, 1004.1) with CMF-004's third option at ann's own VIN001-064 ([Enter]: you lose
    500 life): the resonator is removed and put back into ann's field as a new card, so its [Enter] ability
    triggers and ann loses 500 life."""
    state = real_started("CMF-004", "VIN001-064")
    loser = to_field(state, "ann", "VIN001-064")
    life = player(state, "ann").life
    chant = to_hand(state, "ann", "CMF-004")
    pool(state, "ann", light=1, void=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "mode": 2, "targets": [loser],
                                    "payment": {"pool": {"light": 1, "void": 1}}}))
    assert loser in {e.id for e in player(state, "ann").field}
    assert player(state, "ann").life == life - 500
