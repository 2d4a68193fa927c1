"""Clients built from openapi/openapi.yaml by tools none of us wrote, as a third-party author would:
redocly lints it clean, openapi-typescript's types compile under ``tsc --strict``, openapi-python-client
generates every operation without a warning, and the generated Python client alone plays a hosted
Magic Wands match to its signed result against a real server.

The Node tools are pinned in tests/clients/package.json (``npm ci`` there; ``scripts/test`` runs it).
A missing tool fails these tests: nothing is skipped.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from api.spec import document
from tests.support.servers import ServiceProcess

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SPEC = ROOT / "openapi" / "openapi.yaml"
NODE_BIN = HERE / "node_modules" / ".bin"
VENV_BIN = Path(sys.executable).parent
PACKAGE = "adjudicator_generated_client"


def node_tool(name: str) -> str:
    tool = NODE_BIN / name
    if not tool.exists():
        pytest.fail(f"{tool} is missing: run `npm ci` in tests/clients (scripts/test does)")
    return str(tool)


def run(command: list[str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}", "NO_COLOR": "1"}
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)


def test_redocly_lint_finds_nothing() -> None:
    result = run([node_tool("redocly"), "lint", str(SPEC), "--format=json"], cwd=HERE)
    report = json.loads(result.stdout[result.stdout.index("{") :])
    totals = report["totals"]
    problems = [f"{p['ruleId']}: {p['message']} at {p['location'][0]['pointer']}" for p in report.get("problems", [])]
    assert result.returncode == 0 and totals["errors"] == 0 and totals["warnings"] == 0, problems
    assert totals["ignored"] == 5  # the five GETs without a 4xx answer, listed in .redocly.lint-ignore.yaml


def test_openapi_typescript_output_compiles(tmp_path: Path) -> None:
    generated = run([node_tool("openapi-typescript"), str(SPEC), "-o", str(tmp_path / "api.d.ts")], cwd=HERE)
    assert generated.returncode == 0, generated.stderr
    shutil.copy(HERE / "typescript" / "check.ts", tmp_path / "check.ts")
    compiled = run(
        [node_tool("tsc"), "--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "api.d.ts", "check.ts"],
        cwd=tmp_path,
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """The Python client openapi-python-client generates, imported from a temporary directory."""
    tool = VENV_BIN / "openapi-python-client"
    if not tool.exists():
        pytest.fail(f"{tool} is missing: install the test extras (pip install -e '.[test]')")
    where = tmp_path_factory.mktemp("client")
    result = run([str(tool), "generate", "--path", str(SPEC), "--output-path", str(where / PACKAGE), "--meta", "none"], cwd=where)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "warning" not in output.lower() and "unable to" not in output.lower(), output
    sys.path.insert(0, str(where))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(where))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def snake(operation_id: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", operation_id).lower()


def test_python_client_has_every_operation(generated: ModuleType) -> None:
    modules = {p.stem for p in Path(generated.__file__).parent.glob("api/*/*.py")}
    operation_ids = [op["operationId"] for item in document()["paths"].values() for op in item.values()]
    assert {snake(o) for o in operation_ids} - modules == set()


@pytest.fixture(scope="module")
def server(redis_url: str) -> Iterator[str]:
    service = ServiceProcess({"REDIS_URL": redis_url}).start()
    try:
        yield service.url
    finally:
        service.stop()


def test_generated_python_client_plays_a_hosted_match(generated: ModuleType, server: str) -> None:
    """Create a match, act for each seat in turn until it is over, read the log and the signed result:
    every call through the generated client, every answer one of its typed models."""
    api = importlib.import_module(f"{PACKAGE}.api")
    models: Any = importlib.import_module(f"{PACKAGE}.models")
    hosted = importlib.import_module(f"{PACKAGE}.api.hosted_matches")
    verification = importlib.import_module(f"{PACKAGE}.api.verification")
    magic_wands = importlib.import_module(f"{PACKAGE}.api.magic_wands")
    assert api is not None
    for name in ("create_match", "get_match", "post_match_action", "get_match_log", "get_match_legal_actions"):
        importlib.import_module(f"{hosted.__name__}.{name}")
    importlib.import_module(f"{verification.__name__}.get_match_result")
    importlib.import_module(f"{magic_wands.__name__}.magic_wands_legal_actions")

    public = generated.Client(base_url=server, raise_on_unexpected_status=True)

    def as_token(token: str) -> Any:
        return generated.AuthenticatedClient(base_url=server, token=token, raise_on_unexpected_status=True)

    for _ in range(50):  # a salted deal may end the game at creation (tests.api.match_helpers.create_live)
        created = hosted.create_match.sync(client=public, body=models.CreateMatchBody(game="magic-wands", players=["ann", "bob"], seed="generated-client"))
        assert isinstance(created, models.MatchCreated), created
        organizer = as_token(created.organizer_token)
        first = hosted.get_match.sync(match_id=created.id, client=organizer)
        if not (isinstance(first, models.MagicWandsMatch) and first.over):
            break
    seats = {player: as_token(created.seats[player].token) for player in ("ann", "bob")}

    # An action for the wrong seat is a typed problem, not an exception.
    assert isinstance(first, models.MagicWandsMatch) and first.version == 0
    # The organizer reads the full state, a seat its view: both typed models, down to each card.
    state = first.state
    assert isinstance(state, models.MagicWandsState) and isinstance(state.players[0].hand[0], models.MagicWandsCard)
    seen = hosted.get_match.sync(match_id=created.id, client=seats["ann"])
    assert isinstance(seen, models.MagicWandsMatch) and isinstance(seen.state, models.MagicWandsView)
    ann, bob = seen.state.players
    assert all(isinstance(card, models.MagicWandsCard) for card in ann.hand) and ann.hand
    assert all(isinstance(card, models.HiddenCard) and card.hidden is True for card in bob.hand) and bob.hand
    assert all(isinstance(card, models.HiddenCard) for card in seen.state.deck)
    assert not hasattr(seen.state, "rng") and not hasattr(seen.state, "additional_properties")  # closed: no blob
    mover = state.to_act[0]
    listed = magic_wands.magic_wands_legal_actions.sync(client=public, body=models.MagicWandsLegalActionsBody(state=state, player=mover))
    other = next(p for p in seats if p != mover)
    refused = hosted.post_match_action.sync(match_id=created.id, client=seats[other], body=models.MatchActionBody(action=listed.actions[0]))
    assert isinstance(refused, models.Problem) and refused.status == 403

    actions = 0
    while True:
        match = hosted.get_match.sync(match_id=created.id, client=organizer)
        assert isinstance(match, models.MagicWandsMatch)
        if match.over:
            break
        mover = match.state.to_act[0]
        # The seat asks for its own legal actions: it never needs the full state.
        options = hosted.get_match_legal_actions.sync(match_id=created.id, client=seats[mover])
        assert isinstance(options, models.MatchLegalActions) and options.actions and options.player == mover
        assert isinstance(options.actions[0], models.MagicWandsPurchase | models.MagicWandsPassPick)
        accepted = hosted.post_match_action.sync(
            match_id=created.id,
            client=seats[mover],
            body=models.MatchActionBody(action=options.actions[0], expected_version=options.version),
            idempotency_key=f"{mover}-{match.version}",
        )
        assert isinstance(accepted, models.MagicWandsActionAccepted) and accepted.game == "magic-wands", accepted
        assert accepted.version == match.version + 1
        actions += 1
        assert actions < 2000

    log = hosted.get_match_log.sync(match_id=created.id, client=seats["ann"])
    assert isinstance(log, models.MagicWandsMatchLog) and len(log.entries) == actions
    assert log.entries[0].prev == log.genesis
    signed = verification.get_match_result.sync(match_id=created.id, client=seats["bob"])
    assert isinstance(signed, models.SignedResult)
    # The transcript decodes into the game's typed models, each entry's action one of its actions in full.
    transcript = signed.transcript
    assert isinstance(transcript, models.MagicWandsTranscript) and transcript.game == "magic-wands"
    assert transcript.format_ == "adjudicator-transcript/1" and len(transcript.entries) == actions
    assert all(isinstance(entry, models.MagicWandsTranscriptEntry) for entry in transcript.entries)
    assert all(isinstance(entry.action, models.MagicWandsPurchase | models.MagicWandsPassPick) for entry in transcript.entries)
    assert transcript.entries[0].prev == transcript.genesis and transcript.entries[-1].digest == transcript.final_digest
    assert set(signed.result.winners) <= {"ann", "bob"} and signed.result.winners
