"""The benchmarks keep working: each runs in its smoke mode (tiny sizes; no timing is asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["engine", "stateless", "stages", "growth", "http_load", "snapshots", "certified_states", "field_errors"])
def test_benchmark_smoke(name: str, tmp_path: Path) -> None:
    out = tmp_path / f"{name}.json"
    run = subprocess.run([sys.executable, "-m", f"bench.{name}", "--smoke", "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    figures = json.loads(out.read_text())
    assert figures["benchmark"] == name and figures["machine"]["cores"] and figures["figures"]
