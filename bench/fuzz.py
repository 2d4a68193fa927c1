"""The long schemathesis run: the same checks as tests/api/test_fuzz.py with many more cases per
operation (no 5xx, every answer as documented).

    python -m bench.fuzz                 # 500 cases per operation
    python -m bench.fuzz --cases 2000
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from .common import header, write

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--cases", type=int, default=500)
    args.add_argument("--smoke", action="store_true")
    args.add_argument("--out")
    options = args.parse_args()
    cases = 3 if options.smoke else options.cases
    header(f"fuzz: schemathesis, {cases} cases per operation")
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/api/test_fuzz.py"],
        cwd=ROOT,
        env={**os.environ, "ADJUDICATOR_FUZZ_CASES": str(cases)},
        capture_output=True,
        text=True,
    )
    elapsed = time.monotonic() - started
    tail = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr[-500:]
    passed = int(m.group(1)) if (m := re.search(r"(\d+) passed", tail)) else 0
    failed = int(m.group(1)) if (m := re.search(r"(\d+) failed", tail)) else 0
    print(tail)
    print(f"{passed} operations passed, {failed} failed, {cases} cases each, {elapsed:.0f} s")
    write("fuzz", {"cases_per_operation": cases, "operations_passed": passed, "operations_failed": failed, "seconds": round(elapsed, 1), "summary": tail}, options.out)
    sys.exit(run.returncode)


if __name__ == "__main__":
    main()
