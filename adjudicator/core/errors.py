"""Errors and rulings: the two ways an input can fail.

python-chess keeps malformed, illegal and ambiguous input apart; so do we:

* :class:`InputError` -- the input is malformed or inconsistent (a wrong type, an unknown field, an
  unknown card, a forged state).  Nothing about the rules was asked; the API answers 4xx problem+json
  naming each field by JSON Pointer.
* :class:`Violation` -- the input is well formed but the action breaks a rule.  This is a *ruling*, a
  successful answer (``valid: false``), carrying the rule's stable code and its rulebook section.
"""

from __future__ import annotations

import msgspec


class Rule(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One entry of a game's rule catalogue."""

    code: str
    section: str
    summary: str


class Violation(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """The rule an action breaks.  ``code`` is stable and listed in the game's rule catalogue."""

    code: str
    rule: str
    message: str
    path: str = ""
    hint: str = ""


class FieldError(msgspec.Struct, frozen=True):
    """One problem in an input, located by an RFC 6901 JSON Pointer."""

    pointer: str
    message: str


MAX_FIELD_ERRORS = 100
"""The most field errors one answer names; past it, ``omitted`` counts the rest.  A 9 KB body of 500 empty
cards has some 8,000 problems: naming them all would answer a megabyte to a few kilobytes."""


class InputError(Exception):
    """Malformed or inconsistent input.  ``status`` is 400 (not JSON at all) or 422 (invalid content).

    ``errors`` holds the first :data:`MAX_FIELD_ERRORS` problems in the order found; ``omitted`` how many more
    there were.

    >>> e = InputError([FieldError(f"/cards/{i}", "missing required field") for i in range(105)])
    >>> len(e.errors), e.omitted, e.detail.endswith("; and 5 more field errors")
    (100, 5, True)
    """

    def __init__(
        self,
        errors: list[FieldError] | FieldError,
        *,
        status: int = 422,
        title: str = "Invalid input",
        kind: str = "invalid-input",
        omitted: int = 0,
    ) -> None:
        found = [errors] if isinstance(errors, FieldError) else list(errors)
        self.errors = found[:MAX_FIELD_ERRORS]
        self.omitted = omitted + len(found) - len(self.errors)
        self.status = status
        self.title = title
        self.kind = kind
        super().__init__(self.detail)

    @property
    def detail(self) -> str:
        named = "; ".join(f"{e.pointer or '/'}: {e.message}" for e in self.errors)
        return f"{named}; and {self.omitted} more field errors" if self.omitted else named

    def prefixed(self, prefix: str) -> InputError:
        """The same error with every pointer moved under ``prefix`` (e.g. ``/state``)."""
        moved = [FieldError(prefix + e.pointer, e.message) for e in self.errors]
        return InputError(moved, status=self.status, title=self.title, kind=self.kind, omitted=self.omitted)


def invalid(pointer: str, message: str) -> InputError:
    """Shorthand for a single-field :class:`InputError` (422)."""
    return InputError(FieldError(pointer, message))


class IllegalAction(Exception):
    """Raised by :meth:`Game.apply` when the action breaks a rule; carries the :class:`Violation`."""

    def __init__(self, violation: Violation) -> None:
        self.violation = violation
        super().__init__(f"{violation.code}: {violation.message}")
