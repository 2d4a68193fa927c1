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

Shorter whole ability lines (20 to 39 characters) are looked for too: a printed line copied whole is card text
however short.  A few such lines are the game's generic rule phrases, which the parser's grammar, the rule
catalogue, our invented reference pool and test inputs use as words of the rules: keyword lines (a [Barrier] or
[Judgment] keyword with its parameter, two keywords side by side), will abilities producing one or two attributes,
drawing a card on entering or by resting, destroying a target resonator, paying one will less to play the card, and "cannot attack" (with a misspelt
printing the normalizer corrects), "cannot be destroyed", "must attack if able".  Those 25, named by digest in
``GENERIC_LINES``, are allowed in any file; any other whole line is not.
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
ALLOWED = {
    (GRAMMAR, "434a04de43f645da"),
    (GRAMMAR, "9f8880da390c4c35"),
    (LINES, "93c3e703d1004974"),
}  # sha256 of the sentence, 16 hex


SHORT_LINE = 20  # whole ability lines from this length up to MIN_LENGTH are looked for as lines
# The generic rule phrases among the short whole lines (sha256 of the casefolded line, 16 hex): see the docstring.
GENERIC_LINES = frozenset(
    {
        "0baa6787cc4ffa65",
        "6a27eb72d34b5dfc",
        "81b2cc80bfbbbcfc",
        "9533c3493d9ef519",
        "2b4eab09b43821be",
        "2ff0254d6749f82e",
        "32f27fdc31a4709d",
        "386c1b39c6400d98",
        "453eb2f54a9c1f66",
        "4f68d4e7f9269f02",
        "5116980d9e4b6c7f",
        "516185d19e080ea1",
        "5e3505b277c1ab0e",
        "801cf12e2b2694e3",
        "9486593f31f896eb",
        "96c50d9c43fd9487",
        "9ecd5683e6d07385",
        "b8cf12ef91c81b2b",
        "c96d3606488df4bf",
        "d36b682293c67c9e",
        "d981691137fc0301",
        "d9b185e1862927bb",
        "dff2b25c8c2e2fc0",
        "e2e4f580ae3b20fe",
        "f026c1da10926a00",
    }
)


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


def card_lines(database: Any) -> set[str]:
    """Every whole ability line of SHORT_LINE to MIN_LENGTH - 1 characters of the database, casefolded (the
    longer ones are sentences :func:`card_sentences` finds)."""
    lines = set()
    for cluster in database["fow"]["clusters"]:
        for card_set in cluster["sets"]:
            for card in card_set["cards"]:
                for ability in card.get("abilities") or ():
                    for line in str(ability).split("\n"):
                        if SHORT_LINE <= len(line.strip()) < MIN_LENGTH:
                            lines.add(line.strip().casefold())
    return lines


def found_in(
    text: str, index: dict[str, list[str]], prefix: int = PREFIX, *, whole: bool = False
) -> set[str]:
    """The indexed sentences ``text`` (casefolded) holds, the index keyed by their first ``prefix`` characters;
    ``whole``: only where no letter, digit or space follows (a short line inside a longer one of our own is no
    copy)."""
    found = set()
    for match in SENTENCE_START.finditer(text):
        start = match.start()
        for sentence in index.get(text[start : start + prefix], ()):
            end = start + len(sentence)
            if text.startswith(sentence, start) and not (
                whole and (text[end : end + 1].isalnum() or text[end : end + 1] == " ")
            ):
                found.add(sentence)
    return found


def tracked_files() -> list[str]:
    try:
        run = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"not a git checkout, nothing to scan: {error}")
    return [name for name in run.stdout.split("\0") if name]


def tracked_texts() -> Iterator[tuple[str, str]]:
    """(name, casefolded text) of every tracked text file."""
    for name in tracked_files():
        path = ROOT / name
        if not path.is_file():
            continue
        raw = path.read_bytes()
        if b"\0" in raw:  # a binary file (an image)
            continue
        yield name, raw.decode("utf-8", "replace").casefold()


def test_the_scan_finds_a_sentence_wherever_it_starts() -> None:
    sentences = card_sentences(
        {"a": ["Short one. This invented sentence is long enough to be indexed here."], "b": 3}
    )
    assert sentences == {"this invented sentence is long enough to be indexed here."}
    index = {s[:PREFIX]: [s] for s in sentences}
    quoted = 'x = "[Tag]: This invented sentence is long enough to be indexed here.",'.casefold()
    assert found_in(quoted, index) == sentences
    assert found_in("this invented sentence is long enough to be indexed", index) == set()


@pytest.mark.skipif(
    not DATABASE.is_file(),
    reason=f"the community card database is absent ({DATABASE}): nothing to compare with",
)
def test_no_sentence_of_the_card_database_is_in_a_tracked_file() -> None:
    sentences = card_sentences(msgspec.json.decode(DATABASE.read_bytes()))
    assert len(sentences) > 1000  # the database was read
    index: dict[str, list[str]] = {}
    for sentence in sentences:
        index.setdefault(sentence[:PREFIX], []).append(sentence)
    copied = []
    for name, text in tracked_texts():
        copied += [
            (name, sentence)
            for sentence in sorted(found_in(text, index))
            if (name, fingerprint(sentence)) not in ALLOWED
        ]
    assert not copied, (
        "card text copied into the repository (describe the card, or read it by id at run time):\n"
        + "\n".join(f"  {name}: {sentence}" for name, sentence in copied)
    )


def test_short_lines_are_whole_ability_lines_only() -> None:
    database = {
        "fow": {
            "clusters": [{"sets": [{"cards": [{"abilities": ["Invented short line here.\nTiny.", 7]}, {}]}]}]
        }
    }
    assert card_lines(database) == {"invented short line here."}
    short = {"invented short line here."[:SHORT_LINE]: ["invented short line here."]}
    assert found_in("x = '[tag] invented short line here.'", short, SHORT_LINE, whole=True) == {
        "invented short line here."
    }
    index = {"an invented short line"[:SHORT_LINE]: ["an invented short line"]}
    assert found_in("an invented short line here", index, SHORT_LINE, whole=True) == set()
    assert found_in("an invented short line, here", index, SHORT_LINE, whole=True) == {
        "an invented short line"
    }


@pytest.mark.skipif(
    not DATABASE.is_file(),
    reason=f"the community card database is absent ({DATABASE}): nothing to compare with",
)
def test_no_whole_short_ability_line_is_in_a_tracked_file() -> None:
    lines = card_lines(msgspec.json.decode(DATABASE.read_bytes()))
    assert len(lines) > 100  # the database was read
    index: dict[str, list[str]] = {}
    for line in lines:
        index.setdefault(line[:SHORT_LINE], []).append(line)
    copied = []
    for name, text in tracked_texts():
        copied += [
            (name, line)
            for line in sorted(found_in(text, index, SHORT_LINE, whole=True))
            if fingerprint(line) not in GENERIC_LINES
        ]
    assert not copied, (
        "a whole ability line copied into the repository (describe it, or read it by id at run time):\n"
        + "\n".join(f"  {name}: {line}  [{fingerprint(line)}]" for name, line in copied)
    )
