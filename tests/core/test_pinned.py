"""Core behaviours pinned so that a wrong rule cannot hide (issue 21, scripts/mutation on ``core/``).

Each test was written against a change to ``adjudicator/core`` that no test of tests/core or
tests/magic_wands (the tests scripts/mutation runs for core modules) noticed.
"""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.magic_wands import GAME


def test_state_integers_stop_at_the_largest_graphql_int() -> None:
    """Every integer of a state fits a GraphQL Int (a signed 32-bit integer): 2^31 - 1 is the largest."""
    state = msgspec.to_builtins(GAME.setup(None, ["a", "b"], "bounds"))
    for value in (2**30, 2**31 - 1):
        state["turn_number"] = value
        assert GAME.decode_state(state).turn_number == value
    for value in (2**31, 2**32 - 1, 3**31):
        state["turn_number"] = value
        with pytest.raises(InputError) as caught:
            GAME.decode_state(state)
        assert [(e.pointer, e.message) for e in caught.value.errors] == [("/turn_number", "Expected `int` <= 2147483647")]
