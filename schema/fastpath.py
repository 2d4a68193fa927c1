"""A planned path for the hot, simple GraphQL documents: one pure root field, plain fields selected.

graphql-core's executor and Strawberry's per-request argument handling cost about twice a whole REST
adjudication (bench/graphql_vs_rest.py).  Most traffic is one shape: ``mutation($state: JSON!, ...) {
adjudicate(game: ..., state: $state, action: $action) { valid digest } }``.  For a document already
parsed and validated (the cache of :mod:`schema.limits`) whose single operation has one root field from
:data:`PURE_ROOT_FIELDS` and selects plain fields (leaves, or objects selected the same way: no
arguments below the root, no fragments, directives, ``__typename`` or computed fields), a :class:`Plan`
is made once and then run per
request: variables and arguments are coerced by graphql-core's own functions, the same resolver is
called, and each selected value is serialized by its GraphQL type -- the answer is the executor's,
byte for byte (``tests/graphql/test_fastpath.py`` compares them).

Anything else -- a resolver raising, a null where the schema forbids one, a variable that does not
coerce -- makes :meth:`Plan.run` answer None, and the request goes through the full executor, which
produces the errors exactly as before.  Only pure root fields are planned, so running a resolver again
there has no effect beyond the time it takes.
"""

from __future__ import annotations

import inspect
import types
from typing import Any

from graphql import (
    FieldNode,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLOutputType,
    OperationDefinitionNode,
    OperationType,
    get_named_type,
    is_leaf_type,
)
from graphql.execution.values import get_argument_values, get_variable_values
from strawberry.types.base import StrawberryObjectDefinition

# Root fields whose resolvers only compute, so a fallback may run them again.  With ``store: true``
# ``setup`` and ``adjudicate`` also write a snapshot: under its content address, so a second run writes
# the same bytes under the same id (and restarts its time to live), nothing more.
PURE_ROOT_FIELDS = {
    OperationType.MUTATION: frozenset({"adjudicate", "setup"}),
    OperationType.QUERY: frozenset({"gameLegalActions", "legalActions", "view"}),
}

_MISSING = object()


class _Node:
    """A selected field: its answer key, the attribute it reads, its type and (objects) its fields."""

    __slots__ = ("children", "key", "python_name", "type")

    def __init__(self, key: str, python_name: str, type_: GraphQLOutputType, children: list[_Node] | None) -> None:
        self.key = key
        self.python_name = python_name
        self.type = type_
        self.children = children


def _complete(type_: GraphQLOutputType, value: Any, children: list[_Node] | None) -> Any:
    """A value as the executor completes it; ``_MISSING`` wherever the executor would raise."""
    if isinstance(type_, GraphQLNonNull):
        if value is None:
            return _MISSING
        return _complete(type_.of_type, value, children)
    if value is None:
        return None
    if isinstance(type_, GraphQLList):
        if not isinstance(value, list | tuple):
            return _MISSING
        items = []
        for item in value:
            done = _complete(type_.of_type, item, children)
            if done is _MISSING:
                return _MISSING
            items.append(done)
        return items
    if children is None:
        try:
            serialized = type_.serialize(value)  # type: ignore[union-attr]
        except Exception:  # noqa: BLE001 - the executor would report it: fall back
            return _MISSING
        return _MISSING if serialized is None else serialized
    selected: dict[str, Any] = {}
    for child in children:
        done = _complete(child.type, getattr(value, child.python_name, None), child.children)
        if done is _MISSING:
            return _MISSING
        selected[child.key] = done
    return selected


def _fields(schema: Any, object_type: GraphQLObjectType, selection_set: Any) -> list[_Node] | None:
    """The plan of a selection on an object type: plain fields only (no arguments, directives,
    fragments, ``__typename`` or resolvers), each a leaf or an object selected the same way."""
    definition = (object_type.extensions or {}).get("strawberry-definition")
    if not isinstance(definition, StrawberryObjectDefinition) or selection_set is None:
        return None
    converter = schema.config.name_converter
    by_name = {converter.get_graphql_name(f): f for f in definition.fields}
    nodes: list[_Node] = []
    for selection in selection_set.selections:
        if not isinstance(selection, FieldNode) or selection.directives or selection.arguments:
            return None
        field = object_type.fields.get(selection.name.value)
        strawberry_field = by_name.get(selection.name.value)
        if field is None or strawberry_field is None or strawberry_field.base_resolver is not None:
            return None
        key = selection.alias.value if selection.alias else selection.name.value
        if any(node.key == key for node in nodes):
            return None  # merged duplicate keys: the executor
        named = get_named_type(field.type)
        if is_leaf_type(named):
            if selection.selection_set is not None:
                return None
            children = None
        elif isinstance(named, GraphQLObjectType):
            children = _fields(schema, named, selection.selection_set)
            if children is None:
                return None
        else:
            return None  # interfaces and unions: the executor
        nodes.append(_Node(key, strawberry_field.python_name, field.type, children))
    return nodes


class Plan:
    """One planned document: its operation, root field, resolver and the leaves it selects."""

    def __init__(
        self,
        schema: Any,
        operation: OperationDefinitionNode,
        field_node: FieldNode,
        field_def: Any,
        resolver: Any,
        argument_names: dict[str, str],
        children: list[_Node] | None,
    ) -> None:
        self.schema = schema
        self.operation = operation
        self.field_node = field_node
        self.field_def = field_def
        self.resolver = resolver
        self.argument_names = argument_names
        self.key = field_node.alias.value if field_node.alias else field_node.name.value
        self.children = children

    async def run(self, variables: dict[str, Any], context: Any) -> dict[str, Any] | None:
        """The answer ``{"data": ...}``, or None: let the executor answer (and report any error)."""
        coerced = get_variable_values(self.schema._schema, self.operation.variable_definitions or (), variables)
        if isinstance(coerced, list):  # the coercion errors: the executor reports them
            return None
        arguments = get_argument_values(self.field_def, self.field_node, coerced)
        kwargs = {self.argument_names[name]: value for name, value in arguments.items()}
        try:
            value = self.resolver(None, types.SimpleNamespace(context=context), **kwargs)
            if inspect.isawaitable(value):
                value = await value
        except Exception:  # noqa: BLE001 - the executor reruns it and reports the error its way
            return None
        result = _complete(self.field_def.type, value, self.children)
        return None if result is _MISSING else {"data": {self.key: result}}


def make_plan(schema: Any, document: Any, operation_name: str | None) -> Plan | None:
    """A plan for ``document``, or None when it is not one of the simple shapes (checked once)."""
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if len(operations) != 1 or len(document.definitions) != 1:
        return None
    operation = operations[0]
    if operation_name is not None and (operation.name is None or operation.name.value != operation_name):
        return None
    allowed = PURE_ROOT_FIELDS.get(operation.operation)
    if not allowed or operation.directives:
        return None
    selections = operation.selection_set.selections
    if len(selections) != 1 or not isinstance(selections[0], FieldNode):
        return None
    field_node = selections[0]
    if field_node.name.value not in allowed or field_node.directives:
        return None
    root: GraphQLObjectType | None = (
        schema._schema.mutation_type if operation.operation == OperationType.MUTATION else schema._schema.query_type
    )
    if root is None:
        return None
    field_def = root.fields.get(field_node.name.value)
    strawberry_field = (field_def.extensions or {}).get("strawberry-definition") if field_def else None
    if field_def is None or strawberry_field is None or strawberry_field.base_resolver is None:
        return None
    converter = schema.config.name_converter
    argument_names = {converter.from_argument(a): a.python_name for a in strawberry_field.arguments}
    if set(field_def.args) != set(argument_names):
        return None
    named = get_named_type(field_def.type)
    children: list[_Node] | None = None
    if is_leaf_type(named):
        if field_node.selection_set is not None:
            return None
    elif isinstance(named, GraphQLObjectType):
        children = _fields(schema, named, field_node.selection_set)
        if children is None:
            return None
    else:
        return None
    return Plan(schema, operation, field_node, field_def, strawberry_field.base_resolver.wrapped_func, argument_names, children)
