"""The examples in the engine's docstrings run: every ``>>>`` example of every module under adjudicator/."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import adjudicator

MODULES = sorted(info.name for info in pkgutil.walk_packages(adjudicator.__path__, "adjudicator."))


@pytest.mark.parametrize("name", ["adjudicator", *MODULES])
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} docstring examples of {name} failed"


def test_examples_exist() -> None:
    attempted = sum(
        doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS, verbose=False, report=False).attempted
        for name in ["adjudicator", *MODULES]
    )
    assert attempted >= 20
