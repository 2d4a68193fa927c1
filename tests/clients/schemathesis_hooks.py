"""schemathesis hooks of tests/clients/test_schemathesis.py (loaded through ``SCHEMATHESIS_HOOKS``).

The coverage phase derives cases from every constraint of a request schema, once for every path that
reaches it.  A card set is the one schema where that explodes: a Force of Will card definition carries the
typed ability language (abilities, effects, modes: some 6,000 schema nodes), reached from ``POST
/v1/card-sets`` and from the inline card set of every Force of Will game operation's state, through
abilities, modes and effects nested in one another.  Measured 2026-12-03 with schemathesis 4.32: 191,167
coverage cases in all, 183,000 of them inside card sets (70,968 for ``createCardSet`` alone, 240 s), so the
phase took some 13 minutes of schemathesis' own CPU on a 2-core machine (most of it building and sending
requests; generating them took 45 s).

Inside a card set this hook keeps one case per generation mode and *local* constraint: the last eight
steps of the schema location a negative case breaks, or the last four steps of the description of a
positive case; once for the card-set operations each, once for all the game operations together (they
decode an inline card set with the same struct; since 2026-12-03 09:00 UTC, when the ability language's
growth took the phase from about 100 s to 440 s).  Every constraint of the card-set schemas is still sent
at least once to a game operation and once to ``createCardSet``; the same constraint reached again through
another nesting (an effect inside a mode inside an ability, say) or another game operation is not sent
again.  Cases outside card sets are all sent.  The generation is deterministic, so the cases kept
are the same on every run.
"""

from __future__ import annotations

import threading
from typing import Any

import schemathesis

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
def filter_case(context: Any, case: Any) -> bool:
    key = _local_key(context.operation.label, case)
    if key is None:
        return True
    with _lock:
        if key in _seen:
            return False
        _seen.add(key)
        return True
