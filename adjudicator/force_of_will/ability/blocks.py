"""Headed blocks of text: ``[Revolution]`` and ``[Force Resonance] <name>`` (the Duel cluster).

The printed reminder of each header says what it is (CR 104.1: a card's text takes precedence): the
text under ``[Revolution]`` is gained only while the card is *ordered* (FOW-KW-REVOLUTION-R), the text
under ``[Force Resonance] <name>`` only while its controller controls ``[Force Command] <name>``
(FOW-KW-FORCE-RESONANCE-R).  Only a Duel ruler's ``[Revolution Order]`` (or a line "you may order it")
orders a card, and only Duel rulers and their Order sides have ``[Force Command]``: neither is in the
vocabulary, so no game holds an ordered card or a [Force Command], and the gained text never applies.
It is still read line by line -- every printed line must be in the vocabulary (FOW-DECK-6-R) -- and kept
on the card (:class:`~adjudicator.force_of_will.vocabulary.GainedText`).

Where the block ends (FOW-BLOCK-EXTENT-R): the community database lists a block either as one entry
whose further lines (after line breaks) are the gained text -- read so -- or as a header alone in its
entry, the gained text being some of the card's other entries.  Which ones is not recorded: reprints of
one card list their entries in different orders around the header (DSD-017 and GOG-011), so such a
header is refused rather than guessed.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from .grammar import Unsupported
from .lines import map_ability
from .normalize import normalize_line

_HEADER = re.compile(
    r"\s*\[(?P<kw>Revolution|Force Resonance)\]\s*(?:<(?P<name>[A-Za-z][A-Za-z' -]{0,58})>)?\s*(?:\((?:[^()]|\([^()]*\))*\)\.?)?\s*", re.I
)
_FIELDS = {"revolution": "[Revolution]", "force_resonance": "[Force Resonance]"}


def header(line: str) -> tuple[str, str, list[str]] | None:
    """(field, name, the entry's further lines) of a block header entry, None for any other line."""
    first, *rest = re.split(r"\r?\n|\r", line)
    match = _HEADER.fullmatch(first)
    if not match:
        return None
    field = "revolution" if match.group("kw").lower() == "revolution" else "force_resonance"
    name = (match.group("name") or "").strip()
    if field == "force_resonance" and not name:
        raise Unsupported("[Force Resonance] without the <name> of its [Force Command]")
    if field == "revolution" and name:
        raise Unsupported("[Revolution] with a <name> is not in the vocabulary")
    return field, name, [part for part in rest if part.strip()]


def gain(field: str, name: str, line: str, record: dict[str, Any]) -> None:
    """Read one line of gained text into ``record[field]``; only abilities and keywords may be gained."""
    if field == "force_resonance" and re.fullmatch(r"Players cannot chase to this card\.?", line.strip(), re.I):
        # fow-y-cant: FOW-FORCE-RESONANCE-NO-CHASE-R: a chant's gained sentence, kept with the block (never applied).
        if record.get("types") != ["chant"]:
            raise Unsupported(f"'Players cannot chase to this card' under [Force Resonance] of a {'/'.join(record.get('types') or [])} is not in the vocabulary")
        record.setdefault(field, {"name": name, "abilities": [], "keywords": []})["no_chase"] = True
        return
    scratch = copy.deepcopy(record)
    scratch.pop(field, None)
    map_ability(normalize_line(line), scratch)
    block = record.setdefault(field, {"name": name, "abilities": [], "keywords": []})
    for key in set(scratch) | set(record):
        if key == field:
            continue
        before, after = record.get(key), scratch.get(key)
        if key in ("abilities", "keywords") and isinstance(after, list) and after[: len(before or [])] == (before or []):
            block[key].extend(x for x in after[len(before or []):] if key == "abilities" or x not in block[key])
        elif before != after:
            raise Unsupported(f"text under {_FIELDS[field]} that changes the card's {key} (not an ability or keyword gained) is not in the vocabulary")
