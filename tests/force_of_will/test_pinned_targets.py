"""Target lists (adjudicator.force_of_will.targets.target_lists) as players are offered them (issue 21,
scripts/mutation): the optional slots of "up to N" (FOW-UP-TO-R) list each set of cards once only when a slot
repeats the slot just before it; slots of different kinds keep every order, and a required slot before them
does not decide the order of the repeated ones."""

from __future__ import annotations

from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.targets import target_lists
from adjudicator.force_of_will.vocabulary import TargetSpec

from .helpers import started, to_field


def _board(state: State) -> Board:
    return Board(catalogue_for(state.options), state)


def test_fow_up_to_r_optional_slots_of_different_kinds_keep_both_orders() -> None:
    """An optional resonator slot, then an optional J/resonator slot: bob's two resonators X and Y may fill them
    either way round (the slots differ), each order listed; fow-m-grimm: FOW-UP-TO-ANY-SLOT-R -- the first slot may be
    left unchosen (the empty id) before a chosen second one."""
    state = started()
    x = to_field(state, "bob", "TST-R03")
    y = to_field(state, "bob", "TST-R11")
    specs = [
        TargetSpec(kind="resonator", controller="opponent", optional=True),
        TargetSpec(kind="j_resonator", controller="opponent", optional=True),
    ]
    lists = target_lists(_board(state), "ann", specs)
    assert [x, y] in lists and [y, x] in lists
    assert sorted(map(tuple, lists)) == sorted([(), (x,), (y,), (x, y), (y, x), ("", x), ("", y)])


def test_fow_up_to_r_a_required_slot_first_does_not_order_the_repeated_optional_ones() -> None:
    """A required player slot, then "up to two" resonators: each pair of bob's resonators is listed once
    (in the options' order), after the player chosen."""
    state = started()
    x = to_field(state, "bob", "TST-R03")
    y = to_field(state, "bob", "TST-R11")
    up_to = TargetSpec(kind="resonator", controller="opponent", optional=True)
    lists = target_lists(
        _board(state), "ann", [TargetSpec(kind="player", controller="opponent"), up_to, up_to]
    )
    assert sorted(map(tuple, lists)) == sorted([("bob",), ("bob", x), ("bob", y), ("bob", x, y)])


# -- mut-w2c: targets.py after the afternoon's merges (2026-12-04 evening) -----------------------------------------
def test_fow_up_to_r_fewer_targets_than_optional_slots_are_checked_not_refused() -> None:
    """"Up to two" resonators with one chosen (or none): the chosen one is checked as any target and the slot
    left empty is no problem (targets.py ``zip(..., strict=False)`` made ``strict=True`` raised on the shorter list:
    the mutation run of 2026-12-04 evening); a wrong one chosen is still refused at its place."""
    from adjudicator.force_of_will.targets import check_targets

    state = started()
    x = to_field(state, "bob", "TST-R03")
    mine = to_field(state, "ann", "TST-R11")
    up_to = TargetSpec(kind="resonator", controller="opponent", optional=True)
    board = _board(state)
    assert check_targets(board, "ann", [up_to, up_to], [x], "/action/targets") is None
    assert check_targets(board, "ann", [up_to, up_to], [], "/action/targets") is None
    refused = check_targets(board, "ann", [up_to, up_to], [mine], "/action/targets")
    assert refused is not None and refused.code == "FOW-PLAY-1" and refused.path == "/action/targets/0"
