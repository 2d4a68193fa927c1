"""Pinned rule behaviours of adjudicator.force_of_will.turns (issue 21, scripts/mutation, branch mut-o, 2026-12-05
night): the survivors of a sample against the whole tests/force_of_will directory, each pinned here."""

from __future__ import annotations

from msgspec import UNSET

from adjudicator.force_of_will.board import sync_counts

from .helpers import pass_until, player, started


def test_fow_no_spells_r_the_prohibition_ends_at_cleanup_before_the_hand_limit_discard() -> None:
    """FOW-NO-SPELLS-R / FOW-TURN-4: "until end of turn" prohibitions (the turn's ``forbidden`` records) end at the
    cleanup, before the turn player discards down to the hand limit: the discard decision's state has none left
    (turns.py ``state.turn.forbidden = UNSET`` deleted kept them through that decision: the mutation run of
    2026-12-05 night); the first damage of the turn's record (FOW-PREVENT-FIRST-R) ends there likewise."""
    state = started()
    state.turn.forbidden = ["bob/normal", "bob/summon", "ann/life"]
    state.turn.damaged = ["bob"]  # FOW-PREVENT-FIRST-R: "each turn" ends there too
    ann = player(state, "ann")
    while len(ann.hand) <= 8:
        ann.hand.append(ann.deck.pop(0))
    sync_counts(ann)
    state = pass_until(state, lambda s: s.decision is not None)
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "ann"
    assert state.turn.number == 1 and state.turn.forbidden is UNSET and state.turn.damaged is UNSET
