"""The one way to run a sequence of actions through a game: verify each, then apply it.

Every caller that replays actions -- compound adjudication, ``replay``, hosted-match actions, the
rebuilding of a match from its log, disputes, transcript verification, ``adjudicator reverify`` --
goes through :func:`replay`, which is the only code outside a game's own ``adjudicate`` that calls
``Game._apply``.  It is pure: no I/O, and the state it is given is left untouched unless the caller
hands it over with ``owned=True``.

Actions may come from any iterable, a generator included: a caller that decodes or checks records
lazily (a transcript entry, a logged action) yields them one at a time, so its own checks of entry
``n`` run after the actions before ``n`` were applied, and by stopping the generator it stops the
replay.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import msgspec

from .codec import canonical_json, clone, digest_bytes
from .errors import InputError, Violation

if TYPE_CHECKING:
    from .game import Event, Game

S = TypeVar("S")
A = TypeVar("A")


class StepInputError(InputError):
    """An action that could not even be judged (malformed for this state): ``index`` says which."""

    def __init__(self, error: InputError, index: int) -> None:
        super().__init__(error.errors, status=error.status, title=error.title, kind=error.kind)
        self.index = index


class Replayed(msgspec.Struct, Generic[S]):
    """What a replay did.

    ``applied`` actions were applied to ``state``; ``violation`` and ``failed_at`` name the first
    illegal one (nothing after it was applied).  ``events`` are all the events in order;
    ``step_events`` (when asked for) the events of each applied action, and ``digests`` (when asked
    for) the digest of the state after each applied action.
    """

    state: S
    applied: int
    events: list[Any]
    violation: Violation | None = None
    failed_at: int | None = None
    digests: list[str] = msgspec.field(default_factory=list)
    step_events: list[list[Any]] = msgspec.field(default_factory=list)

    @property
    def valid(self) -> bool:
        return self.violation is None


def replay(
    game: Game[S, A],
    state: S,
    actions: Iterable[A],
    *,
    owned: bool = False,
    digests: bool = False,
    step_events: bool = False,
    numbered: bool = True,
    before_apply: Callable[[int, S, A], None] | None = None,
    after_apply: Callable[[int, S, A, list[Any]], None] | None = None,
) -> Replayed[S]:
    """Verify then apply each of ``actions`` to ``state``, stopping at the first illegal one.

    ``owned=True`` lets the replay work on ``state`` itself instead of a copy.  Violation paths and
    error pointers name the action in the list (``/actions/3/pay``); with ``numbered=False`` they are
    the game's own (``/action/pay``: one action posted alone).  ``before_apply(index, state,
    action)`` runs after an action is verified and before it is applied (to look at the state it was
    taken in); ``after_apply(index, state, action, events)`` right after it was applied.  An action that
    cannot be judged raises :class:`StepInputError` naming its index.
    """
    current = state if owned else clone(state)
    events: list[Event] = []
    per_step: list[list[Event]] = []
    found: list[str] = []
    applied = 0
    for index, action in enumerate(actions):
        try:
            violation = game._verify_at(current, action, index) if numbered else game.verify(current, action)
        except InputError as exc:
            raise StepInputError(exc, index) from None
        if violation is not None:
            return Replayed(current, applied, events, violation, index, found, per_step)
        if before_apply is not None:
            before_apply(index, current, action)
        emitted = game._apply(current, action)
        if after_apply is not None:
            after_apply(index, current, action, emitted)
        events.extend(emitted)
        applied += 1
        if step_events:
            per_step.append(emitted)
        if digests:
            found.append(digest_bytes(canonical_json(current)))
    return Replayed(current, applied, events, None, None, found, per_step)
