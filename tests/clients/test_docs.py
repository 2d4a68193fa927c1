"""The project's own docs: every rule of every catalogue in docs/rulings.md as the service lists it, no
rule ID there that the engines do not know, and links only inside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
RULINGS_PATH = ROOT / "docs" / "rulings.md"
RULINGS = RULINGS_PATH.read_text()
RULE_ID = re.compile(r"\b(?:MW|MOW|FOW)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
TABLE = re.compile(r"(<!-- catalogue (?P<game>[a-z-]+): [^\n]*-->\n)(?P<table>.*?)(\n<!-- end of catalogue -->)", re.DOTALL)


def cell(text: str) -> str:
    return text.replace("|", "\\|")


def catalogue_table(game_id: str) -> str:
    """A game's rule catalogue as docs/rulings.md lists it."""
    rows = [f"| {rule.code} | {cell(rule.section)} | {cell(rule.summary)} |" for rule in GAMES[game_id].rules]
    return "\n".join(["| code | section | rule |", "|---|---|---|", *rows])


def written(text: str) -> str:
    return TABLE.sub(lambda m: m.group(1) + catalogue_table(m.group("game")) + m.group(4), text)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_catalogue_rule_is_in_the_rulings(game_id: str) -> None:
    tables = {m.group("game"): m.group("table") for m in TABLE.finditer(RULINGS)}
    assert tables.get(game_id) == catalogue_table(game_id), "docs/rulings.md is stale: run `python -m tests.clients.test_docs`"


def test_every_rule_id_in_the_rulings_exists() -> None:
    known = {rule.code for game in GAMES.values() for rule in game.rules}
    mentioned = set(RULE_ID.findall(RULINGS))
    ambiguities = {code for code in mentioned if re.fullmatch(r"(?:MW|MOW|FOW)-AMB-\d+", code)}
    # Variant names that read like IDs.
    variants = {"MOW-OP"}
    assert mentioned - known - ambiguities - variants == set()


def test_no_rule_id_ranges() -> None:
    assert not re.search(r"(?:MW|MOW|FOW)-[A-Z]+-\d+(?:\.\.|/\d|–\d)", RULINGS)


def markdown_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: p.name)
def test_links_stay_inside_the_repository(path: Path) -> None:
    text = path.read_text()
    assert "shared/" not in text, f"{path.name} names the team's shared folder, which a clone does not have"
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        resolved = (path.parent / target.split("#")[0]).resolve()
        assert resolved.is_relative_to(ROOT), f"{path.name} links outside the repository: {target}"
        assert resolved.exists(), f"{path.name} links to a missing file: {target}"


if __name__ == "__main__":
    RULINGS_PATH.write_text(written(RULINGS))
    print(f"wrote the rule catalogues into {RULINGS_PATH}")
