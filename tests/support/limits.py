"""The limits a published JSON Schema states for structs (bounds, lengths, defaults, literals, closedness),
as one table a test compares field by field (tests/master_of_wills/test_limits.py,
tests/force_of_will/test_pinned_state.py)."""

from __future__ import annotations

from typing import Any

import msgspec

KEYS = ("minimum", "maximum", "maxLength", "minItems", "maxItems", "default", "additionalProperties", "enum")


def node_limits(node: Any, keys: tuple[str, ...] = KEYS) -> dict[str, Any]:
    """The limits of one JSON Schema node: bounds, lengths, default, closedness; those of its items too."""
    out: dict[str, Any] = {}
    for key in keys:
        if key in node and not (key == "additionalProperties" and isinstance(node[key], dict)):
            out[key] = node[key]
    for sub in ("items", "anyOf", "additionalProperties"):
        value = node.get(sub)
        if isinstance(value, dict) and (found := node_limits(value, keys)):
            out[sub] = found
        elif isinstance(value, list) and any(found_all := [node_limits(v, keys) for v in value]):
            out[sub] = found_all
    return out


def limits_table(*types: Any, keys: tuple[str, ...] = KEYS) -> dict[str, dict[str, Any]]:
    """Struct name -> whether it is closed to unknown fields and the limits of each field that has any."""
    table: dict[str, dict[str, Any]] = {}
    for tp in types:
        for name, node in msgspec.json.schema(tp)["$defs"].items():
            props = {key: node_limits(value, keys) for key, value in node.get("properties", {}).items()}
            table[name] = {
                "closed": node.get("additionalProperties") is False,
                **{k: v for k, v in props.items() if v},
            }
    return table
