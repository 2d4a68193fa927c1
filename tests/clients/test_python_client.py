"""api.client against a real server: the README's ten lines play a match, the async client does
the same, the event stream is read, a 429 and a 503 are retried after Retry-After with the same
Idempotency-Key (the action applied once), errors are problems; and the engines never import it."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from adjudicator import Violation, get_game
from adjudicator.magic_wands.state import PassPick, Purchase
from api.client import AsyncClient, Client, ProblemError
from tests.support.servers import ServiceProcess

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def server(redis_url: str) -> Iterator[str]:
    service = ServiceProcess({"REDIS_URL": redis_url}).start()
    try:
        yield service.url
    finally:
        service.stop()


def readme_example() -> str:
    readme = (ROOT / "README.md").read_text()
    found = re.search(r"<!-- client example -->\n```python\n(.*?)```", readme, re.DOTALL)
    assert found, "the README's client example is missing"
    return found.group(1)


def test_the_readme_example_plays_a_match_in_ten_lines(server: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = readme_example()
    assert len(code.strip().splitlines()) <= 10
    exec(compile(code.replace("http://127.0.0.1:8000", server), "README.md", "exec"), {})
    printed = capsys.readouterr().out
    assert re.fullmatch(r"\['(ann|bob)'(, '(ann|bob)')?\]\n", printed), printed


def test_stateless_calls_answer_the_engine_structs(server: str) -> None:
    game = get_game("magic-wands")
    with Client(server) as client:
        assert {g["id"] for g in client.games()} == {"magic-wands", "master-of-wills", "force-of-will"}
        state = client.setup("magic-wands", ["ann", "bob"], "client-structs")
        assert isinstance(state, game.state_type) and state == game.setup(None, ["ann", "bob"], "client-structs")
        actions = client.legal_actions("magic-wands", state, state.to_act[0])
        assert actions == game.legal_actions(state, state.to_act[0])
        ruled = client.adjudicate("magic-wands", state, actions[0])
        assert ruled.valid and isinstance(ruled.state, game.state_type) and ruled.state == game.adjudicate(state, actions[0]).state
        other = next(p.id for p in state.players if p.id != actions[0].player)
        refused = client.adjudicate("magic-wands", state, msgspec.structs.replace(actions[0], player=other))
        assert not refused.valid and isinstance(refused.violation, Violation)
        with pytest.raises(ProblemError) as raised:
            client.setup("magic-wands", ["ann"], "")
        assert raised.value.status == 422 and raised.value.problem.errors


def test_async_client_plays_a_match_and_reads_its_log(server: str) -> None:
    import asyncio

    async def play() -> tuple[int, dict[str, Any]]:
        async with AsyncClient(server) as client:
            match = await client.create_match("magic-wands", ["ann", "bob"], seed="async-client")
            while not (now := await client.match(match.id, match.organizer_token)).over:
                seat = now.state["to_act"][0]
                action = (await client.legal_actions("magic-wands", now.state, seat))[0]
                accepted = await client.act(match.id, action, token=match.seats[seat].token, expected_version=now.version)
                assert accepted.version == now.version + 1
            log = await client.log(match.id, match.seats["ann"].token)
            signed = await client.result(match.id, match.seats["bob"].token)
            assert signed.over and signed.result.winners
            # The transcript's actions as the game's own structs, the same the seats sent.
            played = signed.actions()
            assert len(played) == now.version and all(isinstance(a, Purchase | PassPick) for a in played)
            assert [msgspec.to_builtins(a) for a in played] == [entry["action"] for entry in log["entries"]]
            return now.version, log

    version, log = asyncio.run(play())
    assert len(log["entries"]) == version > 0


def live_match(client: Client, seed: str) -> tuple[Any, Any]:
    """A created match and its first read, created again while the salted deal ends the game at creation (a
    two-player Magic Wands deal whose first player can buy nothing, MW-PURCHASE-4: about one deal in 1,300)."""
    for _ in range(50):
        match = client.create_match("magic-wands", ["ann", "bob"], seed=seed)
        now = client.match(match.id, match.organizer_token)
        if not now.over:
            return match, now
    raise AssertionError("no deal of 50 left the game going")


def test_the_event_stream_gives_the_state_then_each_update(server: str) -> None:
    with Client(server) as client:
        match, now = live_match(client, "client-events")
        seat = now.state["to_act"][0]
        stream = client.events(match.id, match.seats["ann"].token)
        first = next(stream)
        assert first.event == "state" and first.data["version"] == 0
        action = client.legal_actions("magic-wands", now.state, seat)[0]
        acting = threading.Thread(target=lambda: client.act(match.id, action, token=match.seats[seat].token))
        acting.start()
        update = next(stream)
        acting.join()
        stream.close()
        assert update.event == "update" and update.data["version"] == 1 and update.data["entry"]["seq"] == 1


def test_a_429_is_retried_after_retry_after(redis_url: str) -> None:
    limited = ServiceProcess({"REDIS_URL": redis_url, "ADJUDICATOR_RATE_LIMIT_PER_TOKEN": "1", "ADJUDICATOR_RATE_LIMIT_PER_ADDRESS": "0"}).start()
    try:
        with Client(limited.url, retries=5) as client:
            match = client.create_match("magic-wands", ["ann", "bob"], seed="client-429")
            reads = [client.match(match.id, match.seats["ann"].token).version for _ in range(4)]  # 2 s of burst, then 429s
            assert reads == [0, 0, 0, 0]
        with Client(limited.url, retries=0) as impatient:
            with pytest.raises(ProblemError) as raised:
                for _ in range(10):
                    impatient.match(match.id, match.seats["ann"].token)
            assert raised.value.status == 429 and int(raised.value.headers["retry-after"]) >= 1
    finally:
        limited.stop()


class FailFirst(httpx.BaseTransport):
    """A real connection to the server, with a 503 before the first match action reaches it."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.keys: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/actions"):
            self.keys.append(request.headers["idempotency-key"])
            if len(self.keys) == 1:
                return httpx.Response(503, headers={"Retry-After": "1", "Content-Type": "application/problem+json"}, content=b'{"type":"urn:adjudicator:problem:store-unavailable","title":"Service Unavailable","status":503,"detail":"x","errors":[]}')
        return self.inner.handle_request(request)


def test_a_503_is_retried_with_the_same_idempotency_key(server: str) -> None:
    transport = FailFirst(httpx.HTTPTransport())
    with Client(server, http=httpx.Client(base_url=server, transport=transport)) as client:
        match, now = live_match(client, "client-503")
        seat = now.state["to_act"][0]
        action = client.legal_actions("magic-wands", now.state, seat)[0]
        accepted = client.act(match.id, action, token=match.seats[seat].token)
        assert accepted.version == 1
        assert len(transport.keys) == 2 and transport.keys[0] == transport.keys[1]
        # The key's stored answer: sent again, nothing is applied twice.
        again = client.act(match.id, action, token=match.seats[seat].token, idempotency_key=transport.keys[0])
        assert again == accepted and client.match(match.id, match.organizer_token).version == 1


def test_the_engines_never_import_the_client() -> None:
    code = (
        "import sys, adjudicator, adjudicator.registry\n"
        "for game in adjudicator.GAMES.values(): game.setup(None, ['ann', 'bob'], 's')\n"
        "assert 'httpx' not in sys.modules and 'api.client' not in sys.modules, sorted(sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
    for path in (ROOT / "adjudicator").rglob("*.py"):
        assert "api.client" not in path.read_text() and "import httpx" not in path.read_text(), path
