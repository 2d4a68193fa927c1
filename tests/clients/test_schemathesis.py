"""schemathesis ``--checks all`` against a real server, as a client author would run it: every phase
(the document's examples, coverage, fuzzing, and stateful runs that follow the document's links from
createMatch), no failure.  The case count is kept small for CI; ``bench/fuzz.py`` runs many more in
process.  Checks whose expected statuses differ from schemathesis' defaults: tests/clients/schemathesis.toml."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.servers import ServiceProcess

HERE = Path(__file__).resolve().parent
CASES = os.environ.get("ADJUDICATOR_CLIENT_FUZZ_CASES", "3")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    # The service's own rate limits stay on: a 429 is part of the contract.  The in-memory store: each
    # run starts empty (on a shared Redis, the tournaments schemathesis creates would pile up from run
    # to run); tests/clients/test_clients.py plays against Redis.
    service = ServiceProcess({"ADJUDICATOR_RATE_LIMIT_PER_TOKEN": "100", "ADJUDICATOR_RATE_LIMIT_PER_ADDRESS": "1000"}).start()
    try:
        yield service.url
    finally:
        service.stop()


# The coverage phase runs for every operation, in four runs (each well within the test timeout): the
# Master of Wills and Force of Will game operations, whose states have hundreds of fields, apart; for
# them the negative cases of the posted state run on `view` only (the same state decoder serves
# legal-actions and adjudicate; see tests/clients/schemathesis.toml).
# The operations of hosted matches, disputes, tournaments and transcripts, and the Magic Wands game
# operations, have runs of their own too: with the typed per-game answers, the one run of all of them took
# 530-600 s (schemathesis' own CPU, not the service's) against the 600 s time-out.
BIG_GAMES = "^/v1/games/(master-of-wills|force-of-will)/"
HOSTED = "^/v1/(matches|disputes|tournaments|transcripts)"
WANDS = "^/v1/games/magic-wands/"
RUNS = {
    "examples, fuzzing and stateful (links from createMatch), every operation": ["--phases", "examples,fuzzing,stateful", "--max-examples", CASES],
    "coverage, every other operation": ["--phases", "coverage", "--exclude-path-regex", f"{BIG_GAMES}|{HOSTED}|{WANDS}"],
    "coverage, the Magic Wands game operations": ["--phases", "coverage", "--include-path-regex", WANDS],
    "coverage, hosted matches, disputes, tournaments and transcripts": ["--phases", "coverage", "--include-path-regex", HOSTED],
    "coverage, the Master of Wills and Force of Will game operations": ["--phases", "coverage", "--include-path-regex", BIG_GAMES],
}


@pytest.mark.timeout(1260)  # over the 600 s default: the big games run took 885 s beside another run; the run itself stops at 1200 s
@pytest.mark.parametrize("phases", list(RUNS))
def test_schemathesis_finds_no_failure(server: str, tmp_path: Path, phases: str) -> None:
    tool = Path(sys.executable).parent / "schemathesis"
    if not tool.exists():
        pytest.fail(f"{tool} is missing: install the test extras (pip install -e '.[test]')")
    command = [
        str(tool),
        "--config-file",
        str(HERE / "schemathesis.toml"),
        "run",
        f"{server}/openapi.json",
        "--checks",
        "all",
        *RUNS[phases],
        "--generation-deterministic",
        "--exclude-path",
        "/v1/matches/{match_id}/events",  # an endless stream: tests/api covers it
        "--request-timeout",
        "30",
        "--no-color",
    ]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=1200, check=False)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-20000:]
    summary = output.split("SUMMARY")[-1]
    assert "Failures:" not in summary and "passed" in summary, summary
