"""Error sinks: each invariant of a forged-state check is written once and reports to a sink.

A game's state check (:meth:`~.game.Game.check_state`) tests every invariant and tells its sink about
each problem with :meth:`Sink.error` (a JSON Pointer relative to the state and a message).  Two sinks
answer differently:

* :data:`FAST` (a :class:`FastSink`) raises :class:`Rejected` at the first problem: no error is
  collected, and nothing is built while the invariants hold.  The check runs with it on every request.
* :class:`DetailedSink` collects every problem.  :meth:`~.game.Game.check` runs the check again with
  one only when the fast run rejected the state, so the 422 names every bad field.

Invariants that rely on others (a turn-order test that looks players up by id) come after a
:meth:`Sink.checkpoint`: the detailed sink stops there when it has found something, so a later test
never runs on a state whose earlier invariants failed (the fast sink has already stopped).

A set-level test in front of an item-by-item one (``if not valid.issuperset(deck): for each card ...``)
is a prefilter of the same predicate, not a second rule: the detailed report and the fast answer come
from the same lines.  ``tests/core/test_forgery_agreement.py`` checks that both sinks agree on forgeries of real states.
"""

from __future__ import annotations

import contextlib
from typing import Protocol, final

from .errors import FieldError, InputError


class Rejected(Exception):
    """Raised by a sink to stop a check: at the first problem (fast) or at a checkpoint (detailed)."""

    __slots__ = ()


_REJECTED = Rejected()


class Sink(Protocol):
    """Where a state check reports problems.  ``detailed`` says whether the sink wants every problem
    (a check may use it to skip work that only names fields, never to decide acceptance)."""

    @property
    def detailed(self) -> bool: ...

    def error(self, pointer: str, message: str) -> None:
        """A problem at ``pointer`` (relative to the state).  May raise :class:`Rejected`."""

    def checkpoint(self) -> None:
        """Raise :class:`Rejected` if a problem was reported: the tests that follow rely on the ones before."""


@final
class FastSink:
    """Stops at the first problem by raising one shared :class:`Rejected`; keeps nothing."""

    __slots__ = ()
    detailed = False

    def error(self, pointer: str, message: str) -> None:
        raise _REJECTED

    def checkpoint(self) -> None:
        return None


FAST = FastSink()


@final
class DetailedSink:
    """Collects every problem as a :class:`~.errors.FieldError`."""

    __slots__ = ("errors",)
    detailed = True

    def __init__(self) -> None:
        self.errors: list[FieldError] = []

    def error(self, pointer: str, message: str) -> None:
        self.errors.append(FieldError(pointer, message))

    def checkpoint(self) -> None:
        if self.errors:
            raise _REJECTED


class CheckFn(Protocol):
    """A state check bound to its state: reports every problem to the sink it is given."""

    def __call__(self, sink: Sink, /) -> None: ...


def run_check(check: CheckFn) -> None:
    """Run ``check`` with the fast sink; on a rejection run it again with a detailed one and raise
    :class:`~.errors.InputError` naming every problem it found."""
    try:
        check(FAST)
        return
    except Rejected:
        pass
    errors = detailed_errors(check)
    if not errors:  # the two runs disagree: refuse anyway (the agreement test makes this unreachable)
        errors = [FieldError("", "the state is inconsistent")]
    raise InputError(errors)


def detailed_errors(check: CheckFn) -> list[FieldError]:
    """Every problem ``check`` reports to a :class:`DetailedSink` (up to its first failed checkpoint)."""
    sink = DetailedSink()
    with contextlib.suppress(Rejected):
        check(sink)
    return sink.errors
