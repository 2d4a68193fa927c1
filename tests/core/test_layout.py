"""Every game package names the same roles the same way, so that learning one game teaches the others."""

from __future__ import annotations

import importlib
import inspect
from typing import Any

import pytest

from adjudicator.core.game import Game
from adjudicator.registry import GAMES

PACKAGES = ("magic_wands", "master_of_wills", "force_of_will")
ROLES = ("engine", "state", "rules", "cards", "setup", "turns", "consistency", "views", "docs", "events")


@pytest.mark.parametrize("package", PACKAGES)
def test_every_game_has_the_same_role_modules(package: str) -> None:
    for role in ROLES:
        importlib.import_module(f"adjudicator.{package}.{role}")


@pytest.mark.parametrize("package", PACKAGES)
def test_engine_module_is_the_game_class_only(package: str) -> None:
    module = importlib.import_module(f"adjudicator.{package}.engine")
    classes = [v for v in vars(module).values() if inspect.isclass(v) and v.__module__ == module.__name__]
    functions = [v for v in vars(module).values() if inspect.isfunction(v) and v.__module__ == module.__name__]
    assert len(classes) == 1 and issubclass(classes[0], Game), classes
    assert functions == []


def test_board_classes_share_one_name() -> None:
    for package in ("master_of_wills", "force_of_will"):
        assert inspect.isclass(importlib.import_module(f"adjudicator.{package}.board").Board)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_action_docs_cover_every_action_type(game: str) -> None:
    engine = GAMES[game]
    for tag, doc in engine.action_docs.items():
        assert doc["summary"]
        assert doc["example"]["type"] == tag
        engine.decode_action(doc["example"])


def _functions(module: object) -> list[tuple[str, Any]]:
    found: list[tuple[str, Any]] = []
    for name, value in vars(module).items():
        if inspect.isfunction(value) and value.__module__ == getattr(module, "__name__", None):
            found.append((name, value))
        elif inspect.isclass(value) and value.__module__ == getattr(module, "__name__", None):
            found.extend((f"{name}.{n}", f) for n, f in vars(value).items() if inspect.isfunction(f))
    return found


def test_check_functions_have_one_contract() -> None:
    """``check_*`` returns ``Violation | None`` (a rule check), except the state check: ``check_state``
    reports to an error sink and :meth:`Game.check` raises :class:`InputError`.  Other contracts have other verbs: ``validate_*`` (every problem as a list of
    violations), ``collect_*`` (a list of field errors), ``catalogue_*`` (a catalogue, or InputError).
    The consistency modules' internal error-sink checks are out of scope here (see ``consistency.py``)."""
    import pkgutil

    import adjudicator

    wrong = []
    for info in pkgutil.walk_packages(adjudicator.__path__, "adjudicator."):
        if info.name.endswith(".consistency"):
            continue
        module = importlib.import_module(info.name)
        for name, function in _functions(module):
            short = name.rpartition(".")[2].lstrip("_")
            if not short.startswith("check_") or short == "check_state":
                continue
            returns = inspect.signature(function).return_annotation
            if returns != "Violation | None":
                wrong.append(f"{info.name}.{name} -> {returns}")
    assert wrong == []


def test_no_module_compares_variant_names() -> None:
    """Variants are objects (``Game.variants``; Master of Wills ``variants.py``) whose attributes and hooks
    are the only place variants differ: no engine module compares a variant's name."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "adjudicator"
    pattern = re.compile(r"""variant\w*(\.id)?\s*(==|!=|\bnot in\b|\bin\b)\s*[("'{\[]|["'](standard|2v2|ffa3|mowitaire|mow-op)["']\s*(==|!=)""")
    found = [
        f"{path.relative_to(root)}:{number}: {line.strip()}"
        for path in sorted(root.rglob("*.py"))
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if pattern.search(line)
    ]
    assert found == []


RULE_ID_SHORTHAND = (
    r"\b[A-Z]{2,4}-[A-Z0-9]+-\d+(-R)?(\.\.|–)\d+"  # FOW-BATTLE-2..7
    r"|\b[A-Z]{2,4}-[A-Z0-9]+-\d+(-R)?, ?(and )?-\d+"  # MOW-END-1, -2
    r"|\b[A-Z]{2,4}-[A-Z0-9]+-\d+(-R)?/\d+"  # FOW-DMG-1/2
)


def test_rule_ids_are_spelled_out_in_full() -> None:
    """Every cited rule ID is written in full so that a grep for it finds every citation: no ranges
    (``FOW-BATTLE-2..7``), no continuations (``MOW-END-1, -2``), no slashes (``FOW-DMG-1/2``).  A family
    (``FOW-TURN-*``) names no single rule and is allowed."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2]
    pattern = re.compile(RULE_ID_SHORTHAND)
    paths = [*root.glob("*.md"), *(root / "openapi").glob("*"), *(root / "docs").rglob("*")]
    for folder in ("adjudicator", "api", "schema", "bench", "tests"):
        paths.extend((root / folder).rglob("*.py"))
    found = [
        f"{path.relative_to(root)}:{number}: {match.group(0)}"
        for path in sorted(p for p in paths if p.is_file() and p != pathlib.Path(__file__).resolve())
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), start=1)
        for match in [pattern.search(line)]
        if match is not None
    ]
    assert found == []
