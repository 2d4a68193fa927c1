"""The OpenAPI document as schemathesis' coverage phase reads it: each card-set component walked once.

The coverage phase expands every ``$ref`` of a request body and derives cases from every constraint it
meets, once for every path that reaches it.  The card sets are where that explodes: a Force of Will card
definition carries the typed ability language, and its components are reached again and again through
one another (an effect inside a mode inside an ability inside a card; a condition inside a trigger, a
cost, a continuous ability).  Expanded, the body of ``POST /v1/card-sets`` was 803,702 schema nodes on
2026-12-04, for some 115 distinct components; generating its coverage cases was most of the phase's time
(one process passed its 900 s time-out on a 2-core machine).

:func:`canonical_sites` rewrites the document so that, inside the closure of each game's card-set
component, **every component is walked at one reference site only**: the first one met breadth-first from
the card set.  Every other reference to it becomes a ``const``: a minimal valid instance of that component
(its required fields only, each the simplest value its schema admits, checked against the component with
``jsonschema_rs``).  The coverage phase so still derives every case of every constraint of every
component, at its canonical site, and everywhere else sends a valid value; the same constraint reached
again through another nesting is not derived again (tests/clients/schemathesis_hooks.py used to drop those
cases only after they had been generated).  A component whose minimal instance cannot be found (a recursive
one, a ``format`` or ``allOf`` it cannot satisfy) keeps all its reference sites, and small components (under
:data:`THRESHOLD` nodes expanded: an enumeration, a number with bounds) are left alone: their cases are few.

Only the coverage processes load this (``ADJUDICATOR_COVERAGE_CANONICAL_SITES``); the examples, fuzzing and
stateful phases read the document as served.  The rewrite is deterministic: the same document gives the same
rewritten one (minimal strings for patterns come from Hypothesis' ``find``, derandomized).
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import jsonschema_rs

PREFIX = "#/components/schemas/"
# The card-set components of the three games, the roots of the rewrite.
ROOTS = ("ForceOfWillCardSet", "MasterOfWillsCardSet", "MagicWandsCardSet")
# A component smaller than this, expanded, keeps every reference site.
THRESHOLD = 40
# Keywords whose values are instances, not schemas.
_INSTANCE_KEYWORDS = frozenset({"const", "enum", "default", "examples", "example"})


class _NoInstance(Exception):
    """No minimal instance of a schema was found."""


def reference_sites(node: Any) -> Iterator[dict[str, Any]]:
    """Every schema node holding a ``$ref`` under ``node``, in document order."""
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node
            return
        for key, value in node.items():
            if key not in _INSTANCE_KEYWORDS:
                yield from reference_sites(value)
    elif isinstance(node, list):
        for value in node:
            yield from reference_sites(value)


def expanded_sizes(schemas: dict[str, Any]) -> dict[str, int]:
    """Each component's size in schema nodes with every ``$ref`` expanded (a recursive reference counts 1)."""
    sizes: dict[str, int] = {}
    active: set[str] = set()

    def size(node: Any) -> int:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str):
                name = ref.removeprefix(PREFIX)
                if name not in sizes:
                    if name in active:
                        return 1
                    active.add(name)
                    sizes[name] = size(schemas[name])
                    active.discard(name)
                return 1 + sizes[name]
            return 1 + sum(size(value) for value in node.values())
        if isinstance(node, list):
            return 1 + sum(size(value) for value in node)
        return 1

    for name in schemas:
        size({"$ref": PREFIX + name})
    return sizes


class MinimalInstances:
    """The simplest valid instance of each component: required fields only, the first admitted branch of a
    union, the lowest admitted number, the shortest string (Hypothesis' minimal match of a ``pattern``)."""

    def __init__(self, schemas: dict[str, Any]) -> None:
        self.schemas = schemas
        self._found: dict[str, Any] = {}
        self._missing: set[str] = set()
        self._active: set[str] = set()

    def validator(self, schema: dict[str, Any]) -> Any:
        return jsonschema_rs.Draft202012Validator({**schema, "components": {"schemas": self.schemas}})

    def component(self, name: str) -> Any:
        """The minimal instance of a component (checked against it); :class:`_NoInstance` when none is found."""
        if name in self._found:
            return self._found[name]
        if name in self._missing or name in self._active:
            raise _NoInstance(name)
        self._active.add(name)
        try:
            value = self.of(self.schemas[name])
            if not self.validator({"$ref": PREFIX + name}).is_valid(value):
                raise _NoInstance(name)
        except _NoInstance:
            self._missing.add(name)
            raise
        finally:
            self._active.discard(name)
        self._found[name] = value
        return value

    def of(self, schema: Any) -> Any:
        if schema is True or schema == {}:
            return None
        if not isinstance(schema, dict):
            raise _NoInstance(repr(schema))
        if isinstance(schema.get("$ref"), str):
            return self.component(schema["$ref"].removeprefix(PREFIX))
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return schema["enum"][0]
        for key in ("anyOf", "oneOf"):
            if key in schema:
                for branch in schema[key]:
                    try:
                        value = self.of(branch)
                    except _NoInstance:
                        continue
                    if self.validator(schema).is_valid(value):
                        return value
                raise _NoInstance(key)
        if "allOf" in schema or "not" in schema:
            raise _NoInstance("allOf/not")
        kinds = schema.get("type")
        for kind in kinds if isinstance(kinds, list) else [kinds]:
            try:
                return self.typed(kind, schema)
            except _NoInstance:
                continue
        raise _NoInstance(repr(kinds))

    def typed(self, kind: Any, schema: dict[str, Any]) -> Any:
        if kind is None or kind == "null":
            return None
        if kind == "boolean":
            return False
        if kind in ("integer", "number"):
            return self.number(kind, schema)
        if kind == "string":
            return self.string(schema)
        if kind == "array":
            count = schema.get("minItems", 0)
            if count == 0:
                return []
            if "prefixItems" in schema or (count > 1 and schema.get("uniqueItems")):
                raise _NoInstance("array")
            item = self.of(schema.get("items", {}))
            return [copy.deepcopy(item) for _ in range(count)]
        if kind == "object":
            properties = schema.get("properties", {})
            extra = schema.get("additionalProperties", {})
            found = {key: self.of(properties.get(key, extra)) for key in schema.get("required", [])}
            if len(found) < schema.get("minProperties", 0):
                raise _NoInstance("object")
            return found
        raise _NoInstance(repr(kind))

    @staticmethod
    def number(kind: str, schema: dict[str, Any]) -> int | float:
        if "minimum" in schema:
            low = schema["minimum"]
        elif "exclusiveMinimum" in schema:
            low = schema["exclusiveMinimum"] + 1
        else:
            low = 0
        if "maximum" in schema and low > schema["maximum"]:
            low = schema["maximum"]
        step = schema.get("multipleOf")
        if step:
            low = -(-low // step) * step
        return int(low) if kind == "integer" else low

    @staticmethod
    def string(schema: dict[str, Any]) -> str:
        if "format" in schema:
            raise _NoInstance("format")
        shortest, longest = schema.get("minLength", 0), schema.get("maxLength", 1 << 30)
        if "pattern" not in schema:
            return "a" * shortest
        from hypothesis import HealthCheck, find, settings
        from hypothesis import strategies as st

        try:
            found: str = find(
                st.from_regex(schema["pattern"], fullmatch=True),
                lambda text: shortest <= len(text) <= longest,
                settings=settings(database=None, derandomize=True, max_examples=500, suppress_health_check=list(HealthCheck)),
            )
        except Exception as exc:  # hypothesis.errors.NoSuchExample, an unsupported pattern
            raise _NoInstance("pattern") from exc
        return found


@dataclass
class Rewrite:
    """What :func:`canonical_sites` did: the components walked from the roots (each at its canonical site),
    the minimal instance put in place of each other reference (by component, with how many sites), and the
    components that kept every reference site because no minimal instance was found."""

    walked: set[str] = field(default_factory=set)
    replaced: dict[str, tuple[Any, int]] = field(default_factory=dict)
    kept: set[str] = field(default_factory=set)


def canonical_sites(document: dict[str, Any]) -> Rewrite:
    """Rewrite an OpenAPI document in place (see the module's docstring)."""
    schemas: dict[str, Any] = document["components"]["schemas"]
    original = copy.deepcopy(schemas)
    sizes = expanded_sizes(original)
    minimal = MinimalInstances(original)
    roots = [name for name in ROOTS if name in schemas]
    done = Rewrite(walked=set(roots))
    queue = deque(roots)
    while queue:
        for site in list(reference_sites(schemas[queue.popleft()])):
            target = site["$ref"].removeprefix(PREFIX)
            if target not in done.walked:
                done.walked.add(target)  # the canonical site: the coverage phase walks the component here
                queue.append(target)
                continue
            if sizes.get(target, 0) < THRESHOLD:
                continue
            try:
                value = minimal.component(target)
            except _NoInstance:
                done.kept.add(target)
                continue
            del site["$ref"]
            site["const"] = copy.deepcopy(value)
            done.replaced[target] = (value, done.replaced.get(target, (value, 0))[1] + 1)
    return done
