"""The console benchmark keeps working: ``python -m bench.console --smoke`` (no timing is asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from .conftest import ROOT


def test_console_benchmark_smoke(tmp_path: Path) -> None:
    out = tmp_path / "console.json"
    run = subprocess.run([sys.executable, "-m", "bench.console", "--smoke", "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    figures = json.loads(out.read_text())["figures"]
    assert figures["entries"] > 50 and figures["page"]["first_board_ms"] > 0 and figures["server"]["verify_ms"] > 0
