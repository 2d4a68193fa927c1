"""Third-party card text never enters the repository (STYLE: tests name cards by id and read their lines
from ``../shared`` at run time; docstrings describe cards in our own words).

Every sentence of 40 characters or more of the community database (ability lines, names, flavour: any
string, split into sentences as the reviewers' scan splits them) is looked for, case-insensitively, in
every file ``git ls-files`` lists.  The search starts only where a sentence can start (a word start or a
sign) and looks a fixed-length prefix up in an index, so the whole repository is read once.

The parser's grammar (``adjudicator/force_of_will/ability/grammar.py``) holds two generic rule phrases
that some printed lines also contain (the look-at-the-top family's clauses sending the other cards, or the
one card looked at, to the bottom of the deck), and the line reader (``ability/lines.py``) one (the generic form
it rewrites a graveyard trigger's "put it (this card) into the field" to, FOW-TRIG-IN-GRAVEYARD-R); those exact
phrases, in those files only, are allowed.  They
are named by a digest of the casefolded sentence, so that this file does not hold them either.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from .fowsim_db import DATABASE, ROOT

MIN_LENGTH = 40
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n")  # the reviewers' scan splits the same way
SENTENCE_START = re.compile(r"(?<![a-z0-9])\S|[^\sa-z0-9]")  # on casefolded text
PREFIX = 24
GRAMMAR = "adjudicator/force_of_will/ability/grammar.py"
LINES = "adjudicator/force_of_will/ability/lines.py"
ALLOWED = {(GRAMMAR, "434a04de43f645da"), (GRAMMAR, "9f8880da390c4c35"), (LINES, "93c3e703d1004974")}  # sha256 of the sentence, 16 hex


def fingerprint(sentence: str) -> str:
    return hashlib.sha256(sentence.encode()).hexdigest()[:16]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def card_sentences(database: Any) -> set[str]:
    """Every sentence of MIN_LENGTH characters or more of the database, casefolded."""
    return {
        part.strip().casefold()
        for text in _strings(database)
        for part in SENTENCE_BREAK.split(text)
        if len(part.strip()) >= MIN_LENGTH
    }


def found_in(text: str, index: dict[str, list[str]]) -> set[str]:
    """The indexed sentences ``text`` (casefolded) holds."""
    found = set()
    for match in SENTENCE_START.finditer(text):
        start = match.start()
        for sentence in index.get(text[start : start + PREFIX], ()):
            if text.startswith(sentence, start):
                found.add(sentence)
    return found


def tracked_files() -> list[str]:
    try:
        run = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"not a git checkout, nothing to scan: {error}")
    return [name for name in run.stdout.split("\0") if name]


def test_the_scan_finds_a_sentence_wherever_it_starts() -> None:
    sentences = card_sentences({"a": ["Short one. This invented sentence is long enough to be indexed here."], "b": 3})
    assert sentences == {"this invented sentence is long enough to be indexed here."}
    index = {s[:PREFIX]: [s] for s in sentences}
    quoted = 'x = "[Tag]: This invented sentence is long enough to be indexed here.",'.casefold()
    assert found_in(quoted, index) == sentences
    assert found_in("this invented sentence is long enough to be indexed", index) == set()


@pytest.mark.skipif(not DATABASE.is_file(), reason=f"the community card database is absent ({DATABASE}): nothing to compare with")
def test_no_sentence_of_the_card_database_is_in_a_tracked_file() -> None:
    sentences = card_sentences(msgspec.json.decode(DATABASE.read_bytes()))
    assert len(sentences) > 1000  # the database was read
    index: dict[str, list[str]] = {}
    for sentence in sentences:
        index.setdefault(sentence[:PREFIX], []).append(sentence)
    copied = []
    for name in tracked_files():
        path = ROOT / name
        if not path.is_file():
            continue
        raw = path.read_bytes()
        if b"\0" in raw:  # a binary file (an image)
            continue
        text = raw.decode("utf-8", "replace").casefold()
        copied += [(name, sentence) for sentence in sorted(found_in(text, index)) if (name, fingerprint(sentence)) not in ALLOWED]
    assert not copied, "card text copied into the repository (describe the card, or read it by id at run time):\n" + "\n".join(
        f"  {name}: {sentence}" for name, sentence in copied
    )
