"""schemathesis hooks of tests/clients/test_schemathesis.py (loaded through ``SCHEMATHESIS_HOOKS``).

The coverage phase derives cases from every constraint of a request schema, once for every path that
reaches it.  A card set is the one schema where that explodes: a Force of Will card definition carries the
typed ability language, reached from ``POST /v1/card-sets`` and from the inline card set of every Force of
Will game operation's state, through abilities, modes and effects nested in one another.  Two hooks:

- ``before_load_schema`` (the coverage processes only): the document is read with each card-set component
  walked at one reference site only, a minimal valid instance everywhere else
  (tests/clients/coverage_schema.py).  The cases of a constraint reached again through another nesting are
  then never generated: 803,702 schema nodes expanded for ``POST /v1/card-sets`` became 9,048 (2026-12-04),
  and the phase took about 76 s instead of some 900.
- ``filter_case``: inside a card set, one case per generation mode and *local* constraint (the last eight
  steps of the schema location a negative case breaks, or the last four steps of the description of a
  positive case); once for the card-set operations each, once for all the game operations together (they
  decode an inline card set with the same struct).  Every constraint of the card-set schemas is still sent
  at least once to a game operation and once to ``createCardSet``.  Cases outside card sets are all sent.

The generation is deterministic, so the cases kept are the same on every run.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import schemathesis

from tests.clients.coverage_schema import canonical_sites

_seen: set[tuple[str, str, str, str, str]] = set()
_lock = threading.Lock()


def _local_key(label: str, case: Any) -> tuple[str, str, str, str, str] | None:
    """The key a card-set case is deduplicated by, or ``None`` for a case outside card sets."""
    meta = case.meta
    data = getattr(getattr(meta, "phase", None), "data", None)
    if meta is None or data is None or not hasattr(data, "scenario"):
        return None  # not a coverage-phase case
    location = getattr(data, "location", None) or ""
    description = getattr(data, "description", "") or ""
    if "/card_set/" not in location and "'card_set'" not in description:
        return None
    return (
        # The game operations decode an inline card set with one decoder (the card-set struct of the game):
        # a card-set constraint is sent once for them all, and once for each other operation that reads a
        # card set with its own code (createCardSet).
        label if "card-sets" in label else "game operations",
        str(meta.generation.mode.value),
        "/".join(location.split("/")[-8:]),
        ": ".join(description.split(": ")[-4:]) if not location else "",
        str(getattr(data.scenario, "value", data.scenario)),
    )


@schemathesis.hook
def before_load_schema(context: Any, raw_schema: dict[str, Any]) -> None:
    """In the coverage processes, each card-set component is walked at one reference site only
    (tests/clients/coverage_schema.py): the cases are no longer generated, not only no longer sent."""
    if os.environ.get("ADJUDICATOR_COVERAGE_CANONICAL_SITES") == "1":
        canonical_sites(raw_schema)


@schemathesis.hook
def filter_case(context: Any, case: Any) -> bool:
    key = _local_key(context.operation.label, case)
    if key is None:
        return True
    with _lock:
        if key in _seen:
            return False
        _seen.add(key)
        return True
