"""The one replay of the core (adjudicator.core.replay), on a toy game whose every step is known: verify each
action, apply it, stop at the first illegal one, name it by its index."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, Violation
from adjudicator.core.game import Game
from adjudicator.core.replay import Replayed, StepInputError, replay


class Tally(msgspec.Struct):
    total: int = 0
    seen: list[int] = msgspec.field(default_factory=list)


class Adder:
    """Each action adds a number: a negative one breaks a rule, 99 cannot be judged at all (bad input)."""

    _verify_at = Game._verify_at

    def verify(self, state: Tally, action: int) -> Violation | None:
        if action == 99:
            raise InputError(FieldError("/action/amount", "not a number here"), status=400, title="Bad amount", kind="bad-amount")
        if action < 0:
            return Violation("T-1", "1.1", "no negative amounts", path="/action/amount", hint="add 0 or more")
        return None

    def _apply(self, state: Tally, action: int) -> list[Any]:
        state.total += action
        state.seen.append(action)
        return [{"added": action}, {"total": state.total}]


GAME: Any = Adder()


def test_replay_applies_every_action_in_order_on_a_copy() -> None:
    start = Tally()
    done = replay(GAME, start, [1, 2, 3])
    assert isinstance(done, Replayed)
    assert start == Tally()  # not owned: untouched
    assert done.state == Tally(6, [1, 2, 3])
    assert done.valid and done.applied == 3 and done.violation is None and done.failed_at is None
    assert done.events == [{"added": 1}, {"total": 1}, {"added": 2}, {"total": 3}, {"added": 3}, {"total": 6}]
    assert done.digests == [] and done.step_events == []  # only when asked for


def test_replay_of_no_actions_applies_nothing() -> None:
    done = replay(GAME, Tally(5), [])
    assert done.valid and done.applied == 0 and done.events == [] and done.state == Tally(5)


def test_an_owned_state_is_replayed_in_place() -> None:
    start = Tally()
    done = replay(GAME, start, [4, 5], owned=True)
    assert done.state is start and start == Tally(9, [4, 5])


def test_replay_stops_at_the_first_illegal_action_and_names_its_index() -> None:
    done = replay(GAME, Tally(), [1, 2, -1, 3, -2])
    assert not done.valid
    assert done.applied == 2 and done.failed_at == 2
    assert done.violation == Violation("T-1", "1.1", "no negative amounts", path="/actions/2/amount", hint="add 0 or more")
    assert done.state == Tally(3, [1, 2])
    assert done.events == [{"added": 1}, {"total": 1}, {"added": 2}, {"total": 3}]


def test_an_action_posted_alone_keeps_the_games_own_path() -> None:
    done = replay(GAME, Tally(), [-1], numbered=False)
    assert done.failed_at == 0 and done.violation is not None and done.violation.path == "/action/amount"


def test_replay_gives_each_steps_digest_and_events_when_asked() -> None:
    done = replay(GAME, Tally(), [1, 2], digests=True, step_events=True)
    assert done.digests == [digest_bytes(canonical_json(Tally(1, [1]))), digest_bytes(canonical_json(Tally(3, [1, 2])))]
    assert done.step_events == [[{"added": 1}, {"total": 1}], [{"added": 2}, {"total": 3}]]


def test_replay_calls_back_before_and_after_each_applied_action() -> None:
    seen: list[tuple[str, int, int, int, Any]] = []
    done = replay(
        GAME,
        Tally(),
        [1, 2, -1],
        before_apply=lambda index, state, action: seen.append(("before", index, state.total, action, None)),
        after_apply=lambda index, state, action, events: seen.append(("after", index, state.total, action, events)),
    )
    assert done.failed_at == 2
    assert seen == [
        ("before", 0, 0, 1, None),
        ("after", 0, 1, 1, [{"added": 1}, {"total": 1}]),
        ("before", 1, 1, 2, None),
        ("after", 1, 3, 2, [{"added": 2}, {"total": 3}]),
    ]


@pytest.mark.parametrize(("numbered", "pointer"), [(True, "/actions/1/amount"), (False, "/action/amount")])
def test_an_action_that_cannot_be_judged_raises_naming_its_index(numbered: bool, pointer: str) -> None:
    with pytest.raises(StepInputError) as caught:
        replay(GAME, Tally(), [1, 99, 2], numbered=numbered)
    error = caught.value
    assert isinstance(error, InputError)
    assert error.index == 1
    assert error.errors == [FieldError(pointer, "not a number here")]
    assert (error.status, error.title, error.kind) == (400, "Bad amount", "bad-amount")
