"""Every bad field of a request body at once, each named by its JSON Pointer.

msgspec stops at the first invalid field.  When it does, the body is checked against the JSON Schema of
the same type -- the schema msgspec generates from that type, so both agree on what is valid -- and every
error found is listed after msgspec's own.  This runs only for a body that already failed: the valid
path pays nothing.  A check msgspec makes beyond its schema (none today) would still be reported, as
the first error.

The walk is jsonschema-rs (compiled), so every body within the size limit gets it (``bench/field_errors.py``
prints the figures).  It builds every error of a walk before the first is read (about 10 us each), so a
walk is bounded: the schema is rewritten so that nullable and tagged unions no longer fail as a whole
(see :func:`_nullable_as_conditional`), and a large body is walked a window of at most BUDGET values at
a time, stopping once MAX_ERRORS fields are named.  Each error's keyword value and enclosing schema are
read back from the schema by the error's ``schema_path`` (the location in the whole document, ``$ref``
resolved), so messages quote the schema as it is written.
"""

from __future__ import annotations

import functools
from typing import Any

import jsonschema_rs
import msgspec

from adjudicator.core.codec import escape_pointer_token
from adjudicator.core.errors import FieldError

MAX_ERRORS = 50
MAX_MESSAGE = 200
# One walk sees at most BUDGET values, and at most WINDOW items of an array (more than any maxItems but
# the list-length limit's, so a cut array's maxItems is still seen): bench/field_errors.py.
BUDGET = 4_000
WINDOW = 1_024


NULL = {"type": "null"}


def _nullable_as_conditional(node: Any) -> Any:
    """``node`` with every nullable union (``anyOf: [X, {"type": "null"}]``, as msgspec writes ``X | None``)
    rewritten as the equivalent ``if: {"type": "null"}, else: X``.

    The same values are valid; what changes is the errors.  A failed ``anyOf`` carries its whole instance
    (and every branch's errors), so an error deep in a posted state made the walk copy the state into
    Python objects and text: 4 ms for a 6.8 KB Magic Wands state, against 0.08 ms rewritten.  Errors under
    ``else`` come out directly with their own pointers; a value of the wrong JSON type is reported as
    ``Expected `object | null``` (see :func:`_message`), as msgspec words it.
    """
    if isinstance(node, list):
        return [_nullable_as_conditional(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _nullable_as_conditional(value) for key, value in node.items()}
    out = _tagged_as_conditional(out)
    branches = out.get("anyOf")
    if isinstance(branches, list) and NULL in branches and len(branches) >= 2:
        rest = [branch for branch in branches if branch != NULL]
        other: dict[str, Any] = rest[0] if len(rest) == 1 else {"anyOf": rest}
        if len(rest) > 1:
            for key in ("title", "discriminator"):
                if key in out:
                    other[key] = out.pop(key)
        del out["anyOf"]
        out["if"] = NULL
        out["else"] = other
    return out


def _tagged_as_conditional(node: dict[str, Any]) -> dict[str, Any]:
    """A tagged union (``anyOf`` with a ``discriminator`` mapping, as msgspec writes one) rewritten as a
    chain of ``if`` (an object with this tag) ``then`` (that branch), ending in the union itself for a
    value of no known tag.

    The same values are valid and the same errors are reported (those of the branch of the value's
    tag, else the union's own error), but without a failed ``anyOf`` per bad value: each carries every
    branch's errors, which made a 600 KB replay with every action wrong cost 1.4 s of CPU.
    """
    discriminator = node.get("discriminator")
    branches = node.get("anyOf")
    if not isinstance(discriminator, dict) or not isinstance(branches, list) or not isinstance(discriminator.get("mapping"), dict):
        return node
    tag = discriminator["propertyName"]
    # Last, a value of no known tag: one error at the union's pointer (see _message).
    chain: dict[str, Any] = {"not": {}, **({"title": node["title"]} if "title" in node else {})}
    for value, ref in reversed(list(discriminator["mapping"].items())):
        chain = {
            "if": {"type": "object", "required": [tag], "properties": {tag: {"const": value}}},
            "then": {"$ref": ref},
            "else": chain,
        }
    return chain


class _Walk:
    """A type's JSON Schema (nullable unions rewritten) and its compiled validator."""

    __slots__ = ("schema", "validator")

    def __init__(self, type_: Any) -> None:
        self.schema: dict[str, Any] = _nullable_as_conditional(msgspec.json.schema(type_))
        self.validator = jsonschema_rs.Draft202012Validator(self.schema)

    def node(self, path: list[str | int]) -> Any:
        """The part of the schema at ``path`` (a ``schema_path``: absolute, ``$ref`` resolved)."""
        node: Any = self.schema
        for part in path:
            node = node[part]
        return node


@functools.cache
def _walk(type_: Any) -> _Walk:
    return _Walk(type_)


def _pointer(path: list[str | int]) -> str:
    return "".join("/" + escape_pointer_token(str(part)) for part in path)


def _context(error: jsonschema_rs.ValidationError) -> list[list[jsonschema_rs.ValidationError]]:
    """The branches' errors of a union error (anyOf, oneOf), one list per branch; [] for any other."""
    return list(getattr(error.kind, "context", None) or [])


def _keyword(error: jsonschema_rs.ValidationError) -> str:
    """The keyword that failed (``enum`` for a ``propertyNames: {enum: ...}``, as the schema spells it)."""
    last = error.schema_path[-1] if error.schema_path else None
    return last if isinstance(last, str) else str(error.kind.name)


def _mismatched(branch: list[jsonschema_rs.ValidationError], at: list[str | int]) -> bool:
    """A union branch the value at ``at`` is not even of: wrong JSON type, or another tag (``type``)."""
    depth = len(at)
    for e in branch:
        relative = e.instance_path[depth:]
        keyword = _keyword(e)
        if keyword == "type" and not relative:
            return True
        if keyword in ("enum", "const") and relative == ["type"]:
            return True
    return False


def _leaves(error: jsonschema_rs.ValidationError) -> list[jsonschema_rs.ValidationError]:
    """The errors to report for ``error``: for a union (anyOf, oneOf), those of the branch the value is
    of (by JSON type and ``type`` tag), else the union error itself."""
    branches = [branch for branch in _context(error) if branch]
    if not branches:
        return [error]
    fitting = [branch for branch in branches if not _mismatched(branch, error.instance_path)]
    if len(fitting) != 1:
        return [error]
    return [leaf for sub in fitting[0] for leaf in _leaves(sub)]


def _nullable(error: jsonschema_rs.ValidationError) -> bool:
    """A type error of the value of a nullable field (the ``else`` of a rewritten ``X | None``)."""
    path = [part for part in error.evaluation_path if part != "$ref"]
    return len(path) >= 2 and path[-2] == "else"


def _message(error: jsonschema_rs.ValidationError, walk: _Walk) -> str:
    keyword = _keyword(error)
    node = walk.node(error.schema_path[:-1]) if error.schema_path else None
    schema: dict[str, Any] = node if isinstance(node, dict) else {}
    value: Any = schema.get(keyword)
    texts = {
        "type": lambda: f"Expected `{value if isinstance(value, str) else ' | '.join(value)}`",
        "enum": lambda: "Expected one of " + ", ".join(msgspec.json.encode(v).decode() for v in value),
        "const": lambda: f"Expected {msgspec.json.encode(value).decode()}",
        "minimum": lambda: f"Expected a number >= {value}",
        "maximum": lambda: f"Expected a number <= {value}",
        "exclusiveMinimum": lambda: f"Expected a number > {value}",
        "exclusiveMaximum": lambda: f"Expected a number < {value}",
        "multipleOf": lambda: f"Expected a multiple of {value}",
        "minLength": lambda: f"Expected a string of at least {value} characters",
        "maxLength": lambda: f"Expected a string of at most {value} characters",
        "pattern": lambda: f"Expected a string matching {value}",
        "minItems": lambda: f"Expected an array of at least {value} items",
        "maxItems": lambda: f"Expected an array of at most {value} items",
        "anyOf": lambda: "Expected " + (schema.get("title") or "one of the allowed shapes"),
        "oneOf": lambda: "Expected " + (schema.get("title") or "one of the allowed shapes"),
        "not": lambda: "Expected " + (schema.get("title") or "one of the allowed shapes"),  # no known tag
    }
    if keyword == "type" and _nullable(error):
        value = [*([value] if isinstance(value, str) else value), "null"]
    text = texts[keyword]() if keyword in texts and keyword in schema else error.message
    return text if len(text) <= MAX_MESSAGE else text[: MAX_MESSAGE - 3] + "..."


def _field_errors(error: jsonschema_rs.ValidationError, path: list[str | int], walk: _Walk, prefix: str) -> list[FieldError]:
    at = prefix + _pointer(path)
    kind = error.kind
    if isinstance(kind, jsonschema_rs.ValidationErrorKind.Required):
        return [FieldError(f"{at}/{escape_pointer_token(str(kind.property))}", "Object missing required field")]
    if isinstance(kind, jsonschema_rs.ValidationErrorKind.AdditionalProperties):
        return [FieldError(f"{at}/{escape_pointer_token(str(name))}", "Object contains unknown field") for name in kind.unexpected[:MAX_ERRORS]]
    return [FieldError(at, _message(error, walk))]


class _Pruned:
    """A copy of a document small enough for one eager walk: arrays cut so that at most ``budget`` values
    are kept in all, the cut arrays listed (their path in the copy, the whole list, how many items kept)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.cut: list[tuple[list[str | int], list[Any], int]] = []

    def copy(self, value: Any, path: list[str | int], at_least: int = 0) -> Any:
        self.budget -= 1
        if isinstance(value, dict):
            return {key: self.copy(item, [*path, key]) for key, item in value.items()}
        if not isinstance(value, list):
            return value
        kept: list[Any] = []
        for item in value:
            if len(kept) >= WINDOW or (self.budget <= 0 and len(kept) >= at_least):
                break
            kept.append(self.copy(item, [*path, len(kept)]))
        if len(kept) < len(value):
            self.cut.append((path, value, len(kept)))
        return kept


def _replace(document: Any, path: list[str | int], value: Any) -> Any:
    """``document`` with ``value`` at ``path`` (copies along the path only)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(document, dict):
        return {**document, head: _replace(document[head], rest, value)}
    copied = list(document)
    copied[int(head)] = _replace(document[int(head)], rest, value)
    return copied


class _Collector:
    """Field errors gathered over one or more walks, up to MAX_ERRORS, each pointer once."""

    def __init__(self, walk: _Walk, first: FieldError, prefix: str) -> None:
        self.walk = walk
        self.prefix = prefix
        self.found = [first]
        self.seen = {first.pointer}

    @property
    def full(self) -> bool:
        return len(self.found) >= MAX_ERRORS

    def run(self, document: Any, under: list[str | int] | None, shifts: list[tuple[int, int]], cut: set[tuple[str | int, ...]]) -> None:
        """Walk ``document``; keep the errors strictly below ``under`` (all if None), their pointers moved
        back to the whole document's indices by ``shifts`` ((depth, offset) of each window), except a
        ``minItems`` of an array that was cut (it is not short, only its copy)."""
        for error in self.walk.validator.iter_errors(document):
            for leaf in _leaves(error):
                path = list(leaf.instance_path)
                if under is not None and (len(path) <= len(under) or path[: len(under)] != under):
                    continue
                if _keyword(leaf) == "minItems" and tuple(path) in cut:
                    continue
                for depth, offset in shifts:
                    path[depth] = int(path[depth]) + offset
                for field in _field_errors(leaf, path, self.walk, self.prefix):
                    if field.pointer not in self.seen:
                        self.seen.add(field.pointer)
                        self.found.append(field)
            if self.full:
                return

    def windows(self, template: Any, cuts: list[tuple[list[str | int], list[Any], int]], shifts: list[tuple[int, int]]) -> None:
        """The items each cut array lost, a window at a time, in ``template`` (the copy walked before):
        as many items as fit the budget, copied (and cut in turn) only when one item alone does not."""
        for path, items, start in cuts:
            while start < len(items) and not self.full:
                size = min(WINDOW, len(items) - start)
                while size > 1 and _values(items[start : start + size]) > BUDGET:
                    size //= 2
                window = items[start : start + size]
                nested: list[tuple[list[str | int], list[Any], int]] = []
                if size == 1 and _values(window) > BUDGET:
                    pruned = _Pruned(BUDGET)
                    window = pruned.copy(window, path, at_least=1)
                    nested = pruned.cut
                document = _replace(template, path, window)
                moved = [*shifts, (len(path), start)]
                self.run(document, path, moved, {tuple(cut[0]) for cut in nested})
                self.windows(document, nested, moved)
                start += size


_encoder = msgspec.json.Encoder()


def _values(value: Any) -> int:
    """How many JSON values ``value`` holds, about (at least that many): counted in its encoding, at C speed."""
    encoded = _encoder.encode(value)
    return encoded.count(b",") + encoded.count(b"[") + encoded.count(b"{") + 1


def every_field_error(body: bytes, type_: Any, first: FieldError, prefix: str = "") -> list[FieldError]:
    """``first`` (msgspec's error), then every other field the JSON Schema of ``type_`` finds wrong.

    jsonschema-rs builds every error of a walk before the first is read, about 10 us each, so one walk
    sees at most BUDGET values: long arrays are walked a window at a time (the rest of the document cut
    as well), until MAX_ERRORS fields are named or every item was seen.
    """
    try:
        collector = _Collector(_walk(type_), first, prefix)
        document = msgspec.json.decode(body)
        if body.count(b",") + body.count(b"[") + body.count(b"{") + 1 <= BUDGET:
            collector.run(document, None, [], set())
        else:
            pruned = _Pruned(BUDGET)
            template = pruned.copy(document, [])
            collector.run(template, None, [], {tuple(path) for path, _, _ in pruned.cut})
            collector.windows(template, pruned.cut, [])
    except Exception:  # a body the schema walk cannot take: msgspec's error alone is still right
        return [first]
    return collector.found[:MAX_ERRORS]
