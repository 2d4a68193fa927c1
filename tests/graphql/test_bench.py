"""The benchmark runs, and its GraphQL and REST answers agree (it checks that before measuring)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_benchmark_runs_and_reports_the_ratio() -> None:
    run = subprocess.run(
        [sys.executable, "bench/graphql_vs_rest.py", "--requests", "3", "--rounds", "2", "--warmup", "2", "--no-write"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "ratio GraphQL/REST:" in run.stdout and "nproc=" in run.stdout, run.stdout
