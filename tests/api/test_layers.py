"""The layers hold: the transports (REST in api.rest, GraphQL in schema) never import each other,
the service layer imports neither nor any web framework, the engines import nothing of the service;
only the composition root (api.app) knows both transports.  The contracts live in pyproject.toml
([tool.importlinter]) and are run here with import-linter, so ./scripts/test checks them.

And actions are applied in one place: no module outside adjudicator/ calls ``_apply``."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_contracts_are_kept() -> None:
    command = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or "lint-imports"
    done = subprocess.run([command, "--config", str(ROOT / "pyproject.toml")], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout, done.stdout


def test_the_contracts_cover_both_transports() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    for needed in ('source_modules = ["schema"]', 'source_modules = ["api.rest", "api.spec", "api.console"]', '"api.service"'):
        assert needed in text


def test_only_the_core_applies_actions() -> None:
    offenders = []
    for package in ("api", "schema", "bench"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                if isinstance(node, ast.Attribute) and node.attr == "_apply":
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == [], "actions are applied only through adjudicator.core.replay: " + ", ".join(offenders)
