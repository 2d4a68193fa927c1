"""Validators of the OpenAPI document's components for tests: jsonschema-rs decides what is valid (about 200
times quicker than python-jsonschema on a Force of Will view); python-jsonschema, the authority, checks again and
explains whatever the quick one finds invalid."""

from __future__ import annotations

import functools
from typing import Any

import jsonschema
import jsonschema_rs

from api.spec import document


class Checker:
    def __init__(self, schema: dict[str, Any]) -> None:
        self.fast = jsonschema_rs.Draft202012Validator(schema, validate_formats=False)
        self.slow = jsonschema.Draft202012Validator(schema)

    def is_valid(self, instance: Any) -> bool:
        return bool(self.fast.is_valid(instance))

    def iter_errors(self, instance: Any) -> list[jsonschema.ValidationError]:
        if self.fast.is_valid(instance):
            return []
        return list(self.slow.iter_errors(instance))


@functools.cache
def component(name: str) -> Checker:
    """A checker of the component ``name``, its references resolved within the document."""
    return Checker({"$ref": f"#/components/schemas/{name}", "components": document()["components"]})
