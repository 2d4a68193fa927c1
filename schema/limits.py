"""What a GraphQL document may cost: tokens, depth, aliases, introspection; and the parse and
validation cache that makes a repeated document cost nothing to check.

The limits are Strawberry's own (``MaxTokensLimiter``'s parser option, the validation rules behind
``QueryDepthLimiter`` and ``MaxAliasesLimiter``, graphql-core's ``NoSchemaIntrospectionCustomRule``),
folded with ``ParserCache`` and ``ValidationCache`` into one extension whose cache is keyed by the
query text.  One extension instead of five, and no hashing of the whole syntax tree on every request
(what ``ValidationCache`` keys on), keeps a cached request's overhead small: see
``bench/graphql_vs_rest.py``.  The rule classes are made once per schema, so the cached verdicts stay
valid.
"""

from __future__ import annotations

import contextlib
import math
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

import msgspec
from graphql import (
    DocumentNode,
    GraphQLError,
    ListTypeNode,
    NamedTypeNode,
    NonNullTypeNode,
    OperationDefinitionNode,
    TypeNode,
    parse,
)
from graphql.validation import NoSchemaIntrospectionCustomRule
from starlette.websockets import WebSocket
from strawberry.extensions import SchemaExtension
from strawberry.extensions.max_aliases import create_validator as max_aliases_rule
from strawberry.extensions.query_depth_limiter import create_validator as max_depth_rule
from strawberry.schema.schema import validate_document

from api.config import Config

from .errors import rate_limited_payload

CACHE_SIZE = 256
CACHE_MAX_QUERY_CHARS = 20_000  # longer documents are checked every time, never kept


class _Checked:
    __slots__ = ("document", "errors", "json_variables", "plans")

    def __init__(self, document: DocumentNode) -> None:
        self.document = document
        self.errors: list[GraphQLError] | None = None
        self.json_variables: dict[str | None, dict[str, bool]] = {}
        self.plans: dict[str | None, Any] = {}

    def plan_for(self, schema: Any, operation_name: str | None) -> Any:
        """The fast-path plan of this (validated, error-free) document, made once (see schema.fastpath)."""
        if operation_name not in self.plans:
            from .fastpath import make_plan

            self.plans[operation_name] = make_plan(schema, self.document, operation_name)
        return self.plans[operation_name]

    def json_variables_of(self, operation_name: str | None) -> dict[str, bool]:
        """The operation's variables of type ``JSON`` (False) or ``[JSON]`` (True), by name."""
        found = self.json_variables.get(operation_name)
        if found is None:
            found = {}
            for definition in self.document.definitions:
                if isinstance(definition, OperationDefinitionNode) and (
                    operation_name is None or (definition.name is not None and definition.name.value == operation_name)
                ):
                    for variable in definition.variable_definitions or ():
                        kind = _json_kind(variable.type)
                        if kind is not None:
                            found[variable.variable.name.value] = kind
            self.json_variables[operation_name] = found
        return found


def _json_kind(type_node: TypeNode) -> bool | None:
    if isinstance(type_node, NonNullTypeNode):
        type_node = type_node.type
    if isinstance(type_node, NamedTypeNode):
        return False if type_node.name.value == "JSON" else None
    if isinstance(type_node, ListTypeNode):
        inner = type_node.type.type if isinstance(type_node.type, NonNullTypeNode) else type_node.type
        if isinstance(inner, NamedTypeNode) and inner.name.value == "JSON":
            return True
    return None


_NULL = b"null"


def materialize(variables: dict[str, Any], json_variables: dict[str, bool]) -> dict[str, Any]:
    """Variables decoded as ``msgspec.Raw`` (see ``schema.app``) made ready for GraphQL: a ``JSON``
    variable stays raw bytes (the resolvers re-encode it with msgspec, which copies them), a
    ``[JSON]`` one becomes a list of raw items, every other one is decoded."""
    ready: dict[str, Any] = {}
    for name, value in variables.items():
        if isinstance(value, msgspec.Raw):
            raw = bytes(value)
            if raw == _NULL:
                value = None
            elif name in json_variables:
                if json_variables[name]:
                    # One value where a list is expected stays raw: GraphQL wraps it in a list.
                    with contextlib.suppress(msgspec.ValidationError):
                        value = _raw_list.decode(raw)
            else:
                value = msgspec.json.decode(raw)
        ready[name] = value
    return ready


_raw_list = msgspec.json.Decoder(list[msgspec.Raw])


def rate_limited_over_websocket(context: Any) -> GraphQLError | None:
    """The refusal of an operation sent over a websocket beyond the rate limits, or None.

    HTTP requests meet the limits in the policy middleware, once per request; a websocket passes it once,
    at the handshake, so each operation it carries is counted here, per address and per the token of its
    ``connection_init`` -- the same buckets (:class:`api.service.policy.RateLimiter`).
    """
    request = getattr(context, "request", None)
    app = getattr(context, "app", None)
    limiter = getattr(app, "limiter", None)
    if limiter is None or not isinstance(request, WebSocket):
        return None
    token = context.token
    address = request.client.host if request.client else None
    wait = limiter.wait(address, b"Bearer " + token.encode() if token else None)
    if wait <= 0:
        return None
    retry = max(1, math.ceil(wait))
    payload = rate_limited_payload(retry)["errors"][0]
    return GraphQLError(payload["message"], extensions=payload["extensions"])


def limits_extension(config: Config) -> Callable[[], SchemaExtension]:
    """A factory of the extension that enforces ``config``'s limits, with its own cache."""
    rules: tuple[Any, ...] = (
        max_depth_rule(config.graphql_max_depth, None, None),
        max_aliases_rule(config.graphql_max_aliases),
    )
    if not config.graphql_introspection:
        rules += (NoSchemaIntrospectionCustomRule,)
    max_tokens = config.graphql_max_tokens
    cache: OrderedDict[str, _Checked] = OrderedDict()

    def checked(query: str) -> _Checked:
        entry = cache.get(query)
        if entry is not None:
            cache.move_to_end(query)
            return entry
        # Raises GraphQLSyntaxError, "Document contains more than N tokens" included.
        entry = _Checked(parse(query, max_tokens=max_tokens))
        if len(query) <= CACHE_MAX_QUERY_CHARS:
            cache[query] = entry
            if len(cache) > CACHE_SIZE:
                cache.popitem(last=False)
        return entry

    class Limits(SchemaExtension):
        entry: _Checked | None = None

        def on_parse(self) -> Iterator[None]:
            context = self.execution_context
            if context.graphql_document is None and context.query:
                self.entry = checked(context.query)
                context.graphql_document = self.entry.document
            yield

        def on_validate(self) -> Iterator[None]:
            context = self.execution_context
            entry = self.entry
            if entry is None:  # a document given already parsed: check it, keep nothing
                assert context.graphql_document is not None
                context.pre_execution_errors = validate_document(
                    context.schema._schema, context.graphql_document, context.validation_rules + rules
                )
            else:
                if entry.errors is None:
                    entry.errors = validate_document(context.schema._schema, entry.document, context.validation_rules + rules)
                context.pre_execution_errors = list(entry.errors)
            if not context.pre_execution_errors:
                refused = rate_limited_over_websocket(context.context)
                if refused is not None:
                    context.pre_execution_errors = [refused]
            yield

        def on_execute(self) -> Iterator[None]:
            context = self.execution_context
            if context.variables and self.entry is not None:
                context.variables = materialize(context.variables, self.entry.json_variables_of(context.operation_name))
            yield

    # The fast path (schema.app) looks documents up without parsing them: only those a full run has
    # parsed and validated are in the cache.
    Limits.cached = staticmethod(cache.get)  # type: ignore[attr-defined]
    return Limits
