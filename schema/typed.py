"""Typed spellings of Strawberry's resolver decorators.

``strawberry.field(description=...)`` and its siblings are declared to return ``Any`` when used as
decorators, which ``mypy --strict`` refuses (an untyped decorator erases the resolver's signature).
These return the very same Strawberry objects at run time; to the type checker, the decorated resolver
keeps its own signature.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import strawberry

F = TypeVar("F", bound=Callable[..., Any])


def field(**options: Any) -> Callable[[F], F]:
    return cast("Callable[[F], F]", strawberry.field(**options))


def mutation(**options: Any) -> Callable[[F], F]:
    return cast("Callable[[F], F]", strawberry.mutation(**options))


def subscription(**options: Any) -> Callable[[F], F]:
    return cast("Callable[[F], F]", strawberry.subscription(**options))
