"""GraphQL errors with the same meaning as the REST problems: ``extensions.code`` and field pointers.

Resolvers do not catch anything: the service raises :class:`InputError` (malformed input, pointers into
the request), :class:`HTTPProblem` (401, 403, 404, 409, ...) or :class:`StoreUnavailable`, exactly as
for REST, and :func:`add_code` (run on every error of every result, streams included, by the schema's
``process_errors``) turns each into a GraphQL error whose extensions carry

* ``code``: the REST problem kind in upper case (``INVALID_INPUT``, ``UNKNOWN_GAME``,
  ``VERSION_CONFLICT``, ``UNAUTHORIZED``, ``STORE_UNAVAILABLE``, ...);
* ``status``: the HTTP status REST answers for the same input;
* ``errors``: ``[{pointer, message}]``, each pointer naming the GraphQL argument first
  (``/state/players/0/hand``, ``/action/pay``, ``/expectedVersion``);
* whatever else the problem carries (``version`` on a conflict, ``retryAfter`` when the store is down).

Errors the GraphQL layer itself raises get codes too: ``GRAPHQL_PARSE_FAILED``, ``TOO_MANY_TOKENS``,
``GRAPHQL_VALIDATION_FAILED``, ``QUERY_TOO_DEEP``, ``TOO_MANY_ALIASES``, ``INTROSPECTION_DISABLED``,
``BAD_USER_INPUT`` (a variable of the wrong type).  Anything unexpected is logged and answered as
``INTERNAL_SERVER_ERROR`` without its details.
"""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from graphql import FieldNode, GraphQLError, GraphQLSyntaxError

from adjudicator.core.errors import FieldError, InputError
from api.service.problems import PROBLEM_TYPE, HTTPProblem
from api.store.base import StoreUnavailable

log = logging.getLogger("adjudicator.graphql")

EXPECTED = (InputError, HTTPProblem, StoreUnavailable)

# REST pointers that name something other than a GraphQL argument of the same name: the argument is
# REST's name camel-cased (schema/arguments.py), a query parameter or header its bare name.
POINTER_RENAMES: dict[str, dict[str, str]] = {
    "*": {
        "/expected_version": "/expectedVersion",
        "/headers/Idempotency-Key": "/idempotencyKey",
        "/query/since": "/since",
    },
    "cardSet": {"/id": "/cardSetId"},
    "snapshot": {"/snapshot_id": "/snapshotId"},  # REST's GET /v1/card-sets/{card_set_id} names it /id
    "storeCardSet": {"/card_set": "/cardSet"},
}


def code_of(kind: str) -> str:
    return kind.upper().replace("-", "_")


def graphql_pointer(pointer: str, field: str | None) -> str:
    for renames in (POINTER_RENAMES.get(field or "", {}), POINTER_RENAMES["*"]):
        for old, new in renames.items():
            if pointer == old or pointer.startswith(old + "/"):
                return new + pointer[len(old) :]
    return pointer


def _pointers(errors: list[FieldError], field: str | None) -> list[dict[str, str]]:
    return [{"pointer": graphql_pointer(e.pointer, field), "message": e.message} for e in errors]


def problem_extensions(exc: BaseException, field: str | None = None, retry_after: int = 2) -> tuple[str, dict[str, Any]]:
    """The message and extensions of an expected service error (as REST would answer it)."""
    if isinstance(exc, InputError):
        errors = _pointers(exc.errors, field)
        message = "; ".join(f"{e['pointer'] or '/'}: {e['message']}" for e in errors) or exc.title
        found: dict[str, Any] = {
            "code": code_of(exc.kind),
            "status": exc.status,
            "type": PROBLEM_TYPE + exc.kind,
            "errors": errors,
        }
        if exc.omitted:
            message += f"; and {exc.omitted} more field errors"
            found["errorsOmitted"] = exc.omitted
        return message, found
    if isinstance(exc, HTTPProblem):
        extensions: dict[str, Any] = {
            "code": code_of(exc.kind),
            "status": exc.status,
            "type": PROBLEM_TYPE + exc.kind,
            "errors": _pointers(exc.errors, field),
        }
        extensions.update(msgspec.to_builtins(exc.extra))
        if "Retry-After" in exc.headers:
            extensions["retryAfter"] = int(exc.headers["Retry-After"])
        return exc.detail, extensions
    assert isinstance(exc, StoreUnavailable)
    return exc.detail, {
        "code": "STORE_UNAVAILABLE",
        "status": 503,
        "type": PROBLEM_TYPE + "store-unavailable",
        "errors": [],
        "retryAfter": retry_after,
    }


def error_payload(exc: BaseException, retry_after: int = 2) -> dict[str, Any]:
    """A whole GraphQL response (``data`` null) for a service error raised before execution."""
    message, extensions = problem_extensions(exc, None, retry_after)
    return {"data": None, "errors": [{"message": message, "extensions": extensions}]}


def request_error(status: int, message: str, code: str = "BAD_REQUEST") -> dict[str, Any]:
    """A whole GraphQL response for a request that cannot be executed at all (no JSON, a batch...)."""
    return {"data": None, "errors": [{"message": message, "extensions": {"code": code, "status": status}}]}


def rate_limited_payload(retry_after: int) -> dict[str, Any]:
    """The answer to a GraphQL request refused by the rate limit (HTTP 429 with Retry-After)."""
    return {
        "data": None,
        "errors": [
            {
                "message": f"rate limit reached; retry in {retry_after} s",
                "extensions": {"code": "RATE_LIMITED", "status": 429, "type": PROBLEM_TYPE + "rate-limited", "errors": [], "retryAfter": retry_after},
            }
        ],
    }


def _field_name(error: GraphQLError) -> str | None:
    node = error.nodes[0] if error.nodes else None
    return node.name.value if isinstance(node, FieldNode) else None


def _classify(error: GraphQLError) -> str:
    """The code of an error raised by GraphQL itself (parsing, validation, variables)."""
    message = error.message
    if isinstance(error, GraphQLSyntaxError):
        if "tokens. Parsing aborted" in message:
            return "TOO_MANY_TOKENS"
        return "QUERY_TOO_DEEP" if "nested too deeply" in message else "GRAPHQL_PARSE_FAILED"
    if "exceeds maximum operation depth" in message:
        return "QUERY_TOO_DEEP"
    if "aliases found. Allowed:" in message:
        return "TOO_MANY_ALIASES"
    if "introspection has been disabled" in message:
        return "INTROSPECTION_DISABLED"
    if message.startswith("Variable '$"):
        return "BAD_USER_INPUT"
    if error.path is None:
        return "GRAPHQL_VALIDATION_FAILED"
    return "INTERNAL_SERVER_ERROR"


def add_code(error: GraphQLError, retry_after: int = 2) -> None:
    """Give ``error`` its ``extensions.code`` (and the problem's details for a service error), in place.

    Unexpected errors are logged, then answered without their details.
    """
    if error.extensions and "code" in error.extensions:
        return
    original = error.original_error
    if isinstance(original, EXPECTED):
        error.message, extensions = problem_extensions(original, _field_name(error), retry_after)
    elif original is not None and not isinstance(original, GraphQLError):
        log.error("unexpected error in GraphQL field %s", error.path, exc_info=original)
        error.message = "an unexpected error occurred; it has been logged"
        extensions = {"code": "INTERNAL_SERVER_ERROR", "status": 500}
    else:
        extensions = {"code": _classify(error)}
    error.extensions = {**(error.extensions or {}), **extensions}
