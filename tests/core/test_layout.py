"""Every game package names the same roles the same way, so that learning one game teaches the others."""

from __future__ import annotations

import importlib
import inspect

import pytest

from adjudicator.core.game import Game
from adjudicator.registry import GAMES

PACKAGES = ("magic_wands", "master_of_wills", "force_of_will")
ROLES = ("engine", "state", "rules", "cards", "setup", "turns", "consistency", "views", "docs")


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
