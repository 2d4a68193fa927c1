"""The type of a view: a game's state as one reader may see it, derived from the state's own structs.

A view (``Game.view``; the judge's is the full state without the generator) is the state's JSON with
every card the reader may not see replaced by a HiddenCard ``{"hidden": true}`` (a list keeps its length)
and without the keys no reader is shown.  Each state struct declares both, as ClassVars:

* ``concealed``: the keys a view may show some readers as a HiddenCard (a list: item by item);
* ``withheld``: the keys no view carries (the random generator's ``rng``).

:func:`view_type` derives from those declarations the struct a view is (``<Name>View``: the same fields,
types and defaults, each concealed field also admitting a HiddenCard), which the OpenAPI document turns
into each game's ``<Game>View`` schema.  The games' ``views.py`` decide *when* a card is hidden; the
declaration says *where* it may be, and ``tests/api/test_openapi.py`` checks every view of random playouts
against the schema, so a view hiding an undeclared key fails.

msgspec cannot put a HiddenCard beside an untagged struct in a union, so the derived types mark a field
that may be hidden with :data:`HIDDEN_MARK` in its JSON Schema (``extra_json_schema``) instead; the
document rewrites a marked schema ``S`` as ``anyOf: [S, HiddenCard]`` (:func:`or_hidden_card`).  The
derived types describe; no one decodes with them.
"""

from __future__ import annotations

import functools
import types
from typing import Annotated, Any, Union, get_args, get_origin

import msgspec

from .events import field_like, mirror

HIDDEN_MARK = "x-or-hidden-card"
_MARK = msgspec.Meta(extra_json_schema={HIDDEN_MARK: True})


def concealed(cls: type[msgspec.Struct]) -> tuple[str, ...]:
    """The keys of ``cls`` a view may show as a HiddenCard."""
    keys: tuple[str, ...] = getattr(cls, "concealed", ())
    return keys


def withheld(cls: type[msgspec.Struct]) -> tuple[str, ...]:
    """The keys of ``cls`` no view carries."""
    keys: tuple[str, ...] = getattr(cls, "withheld", ())
    return keys


def _marked(tp: Any) -> Any:
    """``tp`` marked as possibly a HiddenCard; a list's items each (the list keeps its constraints)."""
    if get_origin(tp) is Annotated:
        inner, *metadata = get_args(tp)
        if get_origin(inner) is list:
            return Annotated[(_marked(inner), *metadata)]
    if get_origin(tp) is list:
        (item,) = get_args(tp)
        return list[Annotated[item, _MARK]]  # type: ignore[valid-type]
    return Annotated[tp, _MARK]


def _viewed(tp: Any) -> Any:
    """``tp`` with every struct in it replaced by its view type (``tp`` itself when none changes)."""
    if isinstance(tp, type) and issubclass(tp, msgspec.Struct):
        return view_type(tp)
    origin = get_origin(tp)
    if origin is Annotated:
        inner, *metadata = get_args(tp)
        new = _viewed(inner)
        return tp if new is inner else Annotated[(new, *metadata)]
    if origin in (list, dict, tuple, Union, types.UnionType):
        args = get_args(tp)
        changed = tuple(_viewed(arg) for arg in args)
        if all(new is old for new, old in zip(changed, args, strict=True)):
            return tp
        if origin is list:
            return list[changed[0]]  # type: ignore[valid-type]
        if origin is dict:
            return dict[changed[0], changed[1]]  # type: ignore[valid-type]
        if origin is tuple:
            return tuple[changed]  # type: ignore[valid-type]
        return Union[changed]  # noqa: UP007 -- a runtime union
    return tp


@functools.cache
def view_type(cls: type[msgspec.Struct], name: str = "") -> type[msgspec.Struct]:
    """``cls`` as a view shows it: ``cls`` itself when neither it nor a struct it holds declares a key
    ``concealed`` or ``withheld``; else a struct named ``name`` (default ``<Name>View``) with the same fields
    but the withheld ones, each concealed field also admitting a HiddenCard."""
    hide, drop = concealed(cls), withheld(cls)
    fields: list[tuple[str, Any, Any]] = []
    changed = bool(drop)
    for info in msgspec.structs.fields(cls):
        if info.encode_name in drop:
            continue
        tp = _viewed(info.type)
        if info.encode_name in hide:
            tp = _marked(tp)
        changed = changed or tp is not info.type
        fields.append(field_like(info, tp))
    if not changed:
        return cls
    parts = []
    if hide:
        parts.append(", ".join(f"`{key}`" for key in hide) + " may read as a HiddenCard (`{\"hidden\": true}`; a list: one per card) for a reader who may not see it")
    if drop:
        parts.append(", ".join(f"`{key}`" for key in drop) + " never shown")
    subject = "The state as one reader may see it (the judge: all of it but the generator)" if name else f"{cls.__name__} as a view shows it"
    doc = subject + (": " + "; ".join(parts) if parts else " (a part of it may be hidden)") + "."
    return mirror(cls, name or cls.__name__ + "View", fields, doc)


def or_hidden_card(node: Any, hidden_card: dict[str, Any]) -> Any:
    """A JSON Schema with each schema marked :data:`HIDDEN_MARK` rewritten as ``anyOf: [it, hidden_card]``."""
    if isinstance(node, dict):
        out = {key: or_hidden_card(value, hidden_card) for key, value in node.items() if key != HIDDEN_MARK}
        if node.get(HIDDEN_MARK):
            if set(out) == {"anyOf"}:
                return {"anyOf": [*out["anyOf"], hidden_card]}
            return {"anyOf": [out, hidden_card]}
        return out
    if isinstance(node, list | tuple):
        return [or_hidden_card(item, hidden_card) for item in node]
    return node
