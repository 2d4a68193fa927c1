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


# -- errors: the two ways an input fails, as a client reads them ------------------------------------------------
def test_an_input_error_names_at_most_100_fields_and_counts_the_rest() -> None:
    from adjudicator.core.errors import MAX_FIELD_ERRORS, FieldError

    assert MAX_FIELD_ERRORS == 100
    for count, omitted in ((99, 0), (100, 0), (101, 1), (105, 5)):
        error = InputError([FieldError(f"/cards/{i}", "missing") for i in range(count)])
        assert (len(error.errors), error.omitted) == (count - omitted, omitted)
        assert error.errors[-1].pointer == f"/cards/{count - omitted - 1}"
        assert error.detail.endswith(f"; and {omitted} more field errors" if omitted else f"/cards/{count - 1}: missing")
    carried = InputError([FieldError("/a", "bad")], omitted=3)
    assert (carried.omitted, carried.detail) == (3, "/a: bad; and 3 more field errors")


def test_an_input_error_defaults_to_422_and_keeps_what_it_is_given() -> None:
    from adjudicator.core.errors import FieldError, invalid

    error = invalid("", "not an object")
    assert (error.status, error.title, error.kind, error.omitted) == (422, "Invalid input", "invalid-input", 0)
    assert error.errors == [FieldError("", "not an object")] and str(error) == "/: not an object"
    other = InputError([FieldError("/x", "a"), FieldError("/y/0", "b")], status=400, title="Not JSON", kind="not-json")
    assert (other.status, other.title, other.kind) == (400, "Not JSON", "not-json")
    assert str(other) == other.detail == "/x: a; /y/0: b"
    moved = InputError([FieldError("/x", "a"), FieldError("", "b")], status=400, title="T", kind="k", omitted=2).prefixed("/state")
    assert [(e.pointer, e.message) for e in moved.errors] == [("/state/x", "a"), ("/state", "b")]
    assert (moved.status, moved.title, moved.kind, moved.omitted) == (400, "T", "k", 2)


def test_an_illegal_action_carries_its_violation_and_reads_code_then_message() -> None:
    from adjudicator.core.errors import IllegalAction, Violation

    violation = Violation(code="MW-PASS-1", rule="§4", message="pick a card of the packet")
    error = IllegalAction(violation)
    assert error.violation is violation and str(error) == "MW-PASS-1: pick a card of the packet"


def test_rules_violations_and_field_errors_are_closed_values() -> None:
    """Frozen (hashable, unchangeable), unknown fields refused, a violation's unset fields left out of its JSON."""
    from adjudicator.core.errors import FieldError, Rule, Violation

    rule = Rule(code="X-1", section="§1", summary="s")
    violation = Violation(code="X-1", rule="§1", message="m")
    field = FieldError("/a", "m")
    assert len({rule, rule}) == len({violation, violation}) == len({field, field}) == 1
    for value, name in ((rule, "code"), (violation, "message"), (field, "pointer")):
        with pytest.raises(AttributeError):
            setattr(value, name, "changed")
    assert msgspec.json.decode(msgspec.json.encode(violation)) == {"code": "X-1", "rule": "§1", "message": "m"}
    for struct, data in ((Rule, {"code": "X", "section": "s", "summary": "s", "extra": 1}),
                         (Violation, {"code": "X", "rule": "r", "message": "m", "extra": 1})):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert(data, struct)


# -- mut-small (2026-12-04 late afternoon): survivors of core/game.py's sample of 40, seed adjudicator
def test_apply_answers_a_legal_action_and_raises_on_an_illegal_one() -> None:
    """Line 277: ``apply`` returns the next state of a legal action and raises IllegalAction with the
    violation of an illegal one, the given state untouched either way."""
    from adjudicator.core.codec import canonical_json
    from adjudicator.core.errors import IllegalAction
    from adjudicator.magic_wands.state import Purchase
    from tests.magic_wands.helpers import buy, new_game

    state = new_game(2, "core")
    before = canonical_json(state)
    legal = GAME.legal_actions(state)[0]
    assert isinstance(legal, Purchase)
    after, events = GAME.apply(state, legal)
    assert after.seq == state.seq + 1 and events and canonical_json(state) == before
    other = next(p for p in state.players if p.id not in state.to_act)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, buy(other.id, legal.wand, [c.id for c in other.hand[:1]]))
    assert caught.value.violation.code == "MW-TURN-1"
    assert canonical_json(state) == before


def test_card_set_needed_names_only_a_set_not_validated_yet() -> None:
    """Line 152: a state naming no card set needs none; one naming a digest this process does not know needs
    that digest (Magic Wands knows no custom set)."""
    from types import SimpleNamespace
    from typing import Any

    def needed(state: Any) -> str | None:
        return GAME.card_set_needed(state)

    assert needed(SimpleNamespace()) is None
    assert needed(SimpleNamespace(options=SimpleNamespace(card_set=None))) is None
    assert needed(SimpleNamespace(options=SimpleNamespace(card_set="abc"))) == "abc"


def test_a_result_refuses_an_unknown_field() -> None:
    """Line 59: a game's Result is a closed value (a state carrying a result with an unknown field is refused)."""
    from adjudicator.core.game import Result

    assert msgspec.convert({"winners": ["a"], "scores": {}}, Result).winners == ["a"]
    with pytest.raises(msgspec.ValidationError, match="unknown field"):
        msgspec.convert({"winners": ["a"], "scores": {}, "extra": 1}, Result)
