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


def test_seq_runs_from_0_to_10_to_the_9() -> None:
    state = msgspec.to_builtins(GAME.setup(None, ["a", "b"], "bounds"))
    for value in (0, 10**9):
        state["seq"] = value
        assert GAME.decode_state(state).seq == value
    for value, message in ((-1, "Expected `int` >= 0"), (10**9 + 1, "Expected `int` <= 1000000000")):
        state["seq"] = value
        with pytest.raises(InputError) as caught:
            GAME.decode_state(state)
        assert [(e.pointer, e.message) for e in caught.value.errors] == [("/seq", message)]


def test_a_rule_is_found_by_its_code_and_a_violation_cites_its_section() -> None:
    for rule in GAME.rules:
        assert GAME.rule(rule.code) is rule
        violation = GAME.violation(rule.code, "broken", path="/action", hint="do better")
        assert (violation.code, violation.rule, violation.message, violation.path, violation.hint) == (
            rule.code, rule.section, "broken", "/action", "do better",
        )
    with pytest.raises(KeyError):
        GAME.rule("MW-NOPE-1")


def test_without_a_variant_the_first_listed_variant_is_played() -> None:
    from adjudicator.master_of_wills import GAME as MOW

    assert [v.id for v in MOW.variants][0] == "standard" and len(MOW.variants) > 1
    assert MOW.variant(None).id == "standard"
    assert MOW.setup(None, ["ann", "bob"], "default").variant == "standard"
    assert GAME.variant(None).id == "standard"


def test_can_and_adjudicate_answer_a_legal_and_an_illegal_action() -> None:
    from tests.magic_wands.helpers import buy, new_game

    state = new_game(2, "core")
    legal = GAME.legal_actions(state)[0]
    assert GAME.can(state, legal) is True
    done = GAME.adjudicate(state, legal)
    assert (done.valid, done.violation) == (True, None) and done.state is not None and done.state.seq == state.seq + 1
    other = next(p for p in state.players if p.id not in state.to_act)
    illegal = buy(other.id, legal.wand, [c.id for c in other.hand[:1]])
    assert GAME.can(state, illegal) is False
    refused = GAME.adjudicate(state, illegal)
    assert refused.valid is False and refused.state is None and refused.events == []
    assert refused.violation is not None and refused.violation.code == "MW-TURN-1"


def test_adjudicate_all_and_adjudicate_leave_the_given_state_untouched() -> None:
    from adjudicator.core.codec import canonical_json
    from tests.magic_wands.helpers import new_game

    state = new_game(2, "core")
    before = canonical_json(state)
    first = GAME.legal_actions(state)[0]
    done = GAME.adjudicate_all(state, [first])
    assert done.valid and done.state is not None and done.state.seq == state.seq + 1
    assert canonical_json(state) == before
    GAME.adjudicate(state, first)
    assert canonical_json(state) == before


def test_adjudicate_all_applies_every_action_or_names_the_first_illegal_one() -> None:
    from tests.magic_wands.helpers import buy, new_game

    state = new_game(2, "core")
    first = GAME.legal_actions(state)[0]
    after_first = GAME.adjudicate(state, first).state
    second = GAME.legal_actions(after_first)[0]
    done = GAME.adjudicate_all(state, [first, second])
    assert (done.valid, done.violation, done.failed_at) == (True, None, None)
    assert done.state is not None and done.state.seq == state.seq + 2 and done.events
    late = next(p for p in after_first.players if p.id not in after_first.to_act)
    wand = next(c for row in after_first.market for c in row if c is not None)
    wrong = buy(late.id, wand.id, [late.hand[0].id])
    refused = GAME.adjudicate_all(state, [first, wrong])
    assert refused.valid is False and refused.state is None and refused.failed_at == 1
    assert refused.violation is not None and refused.violation.code == "MW-TURN-1"
    assert refused.violation.path == "/actions/1/player"
    with pytest.raises(InputError) as caught:  # a card that is nowhere in the game: bad input at its pointer
        GAME.adjudicate_all(state, [first, buy(late.id, "MW-W-06#9", [late.hand[0].id])])
    assert [e.pointer for e in caught.value.errors] == ["/actions/1/wand"]
