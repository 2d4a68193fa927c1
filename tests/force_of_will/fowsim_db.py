"""The community card database, read from ``../shared/third_party/fowsim/cards.json`` beside the clone.

Card text never enters the repository: tests name cards by id.  The file must be there (CI clones the
repository with ``shared/`` beside it); a missing file fails the tests instead of skipping them.
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.importer import import_fowsim, map_card

ROOT = Path(__file__).resolve().parents[2]
RELATIVE = Path("shared") / "third_party" / "fowsim" / "cards.json"


def _database_path() -> Path:
    """``../shared/...`` from the repository root; in a git worktree, from the main checkout (whose
    ``.git`` directory the worktree's ``.git`` file names); ``FOWSIM_DATABASE`` overrides both."""
    if os.environ.get("FOWSIM_DATABASE"):
        return Path(os.environ["FOWSIM_DATABASE"])
    path = ROOT.parent / RELATIVE
    dot_git = ROOT / ".git"
    if not path.is_file() and dot_git.is_file():
        gitdir = Path(dot_git.read_text().partition("gitdir:")[2].strip())
        main = gitdir.parents[2] if gitdir.parent.name == "worktrees" else gitdir.parent
        path = main.parent / RELATIVE
    return path


DATABASE = _database_path()


@functools.cache
def database() -> Any:
    if not DATABASE.is_file():
        raise AssertionError(f"the community card database is missing: {DATABASE} (clone the repository with shared/ beside it)")
    return msgspec.json.decode(DATABASE.read_bytes())


@functools.cache
def imported() -> dict[str, Any]:
    return import_fowsim(database())


def entry(card_id: str) -> dict[str, Any]:
    return next(e for e in imported()["report"] if e["id"] == card_id)


def raw_card(card_id: str) -> dict[str, Any]:
    """The database entry of ``card_id`` -- a despair side ``X.despair`` (fow-faces) and an alternative card's chant half
    ``X.chant`` (fow-y-alt) are the entry ``X^``."""
    for suffix in (".despair", ".chant"):
        if card_id.endswith(suffix):
            card_id = card_id.removesuffix(suffix) + "^"
    for cluster in database()["fow"]["clusters"]:
        for card_set in cluster["sets"]:
            for card in card_set["cards"]:
                if card["id"] == card_id:
                    return dict(card)
    raise KeyError(card_id)


def printed(card_id: str, line: int = 0) -> str:
    """A printed ability line of the card, read from the database at run time (never copied into a test)."""
    return str(raw_card(card_id)["abilities"][line])


def sentences(card_id: str, line: int = 0) -> list[str]:
    """The sentences of a printed line without its leading label ("[Enter]: ", "[Continuous]: ") and
    without their full stops: the parser's inputs, taken from the database by card id."""
    text = re.sub(r"^\[[A-Za-z-]+\]:?\s*", "", printed(card_id, line))
    return [s.strip().rstrip(".") for s in re.split(r"(?<=\.)\s+", text) if s.strip()]


def card(card_id: str) -> dict[str, Any]:
    """The imported card of a database id (an inverse card's despair side ``X^`` is the card ``X.despair``, an
    alternative card's chant half ``X^`` the card ``X.chant``)."""
    wanted = {f"{card_id[:-1]}.despair", f"{card_id[:-1]}.chant"} if card_id.endswith("^") else {card_id}
    return next(c for c in imported()["card_set"]["cards"] if c["id"] in wanted)


def refusal(card_id: str, line: int) -> str:
    """The importer's reason for refusing the card's printed line ``line`` (the line read at run time)."""
    text = printed(card_id, line).strip()
    return next(u["reason"] for u in entry(card_id)["unsupported"] if u["text"] == text)


def read_line(card_id: str, line: int) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """The card imported with its printed line ``line`` alone: (its record without the ``text`` fields,
    the refused lines with their reasons)."""
    raw = raw_card(card_id)
    raw["abilities"] = [raw["abilities"][line]]
    record, unsupported, reason, _ = map_card(raw)
    assert record is not None, reason
    return without_text(record), unsupported


def without_text(value: Any) -> Any:
    """``value`` without its ``text`` fields (the printed lines, which a test must not spell out)."""
    if isinstance(value, dict):
        return {k: without_text(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list):
        return [without_text(v) for v in value]
    return value


def line_record(kind: str = "resonator") -> dict[str, Any]:
    """An empty card record of one type, as the importer's line reader fills it."""
    return {"id": "X", "types": [kind], "abilities": [], "targets": [], "effects": [], "keywords": []}


def line_refusal(line: str, kind: str = "resonator") -> str:
    """Why the importer's line reader refuses ``line`` (an invented wording, not a card's); fails if read."""
    try:
        map_ability(normalize_line(line), line_record(kind))
    except Unsupported as exc:
        return str(exc)
    raise AssertionError(f"{line!r} was read")
