"""The match store under real operating conditions: two service processes racing on one Redis, Redis
going down and coming back, a restart with an append-only file, and a three-node Redis Cluster."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import time
from collections import Counter

import httpx
import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator import digest, get_game
from api.app import create_app
from api.service import matches

from ..support.config import config
from ..support.redis_server import RedisProcess, free_cluster_port
from ..support.servers import services
from .match_helpers import MatchClient, bearer, keep_first
from .test_stateless import problem

GAME = get_game("magic-wands")


def test_race_two_processes_one_version_one_winner(redis_url: str) -> None:
    """200 submissions, 40 at a time on the same version, across two processes: exactly one accepted
    per version, the log has no gap and no duplicate, and the replayed log gives the stored digest."""
    rounds, per_round = 5, 40
    with services(2, {"REDIS_URL": redis_url}) as servers:
        with httpx.Client(base_url=servers[0].url, timeout=30) as http:
            match = MatchClient(http, seed="race-test")
        outcomes: Counter[int] = Counter()

        async def race() -> None:
            clients = [httpx.AsyncClient(base_url=s.url, timeout=30) for s in servers]
            try:
                for version in range(rounds):
                    async with httpx.AsyncClient(base_url=servers[0].url) as reader:
                        full = (await reader.get(f"/v1/matches/{match.id}", headers=bearer(match.organizer))).json()
                    assert full["version"] == version
                    state = GAME.decode_state(msgspec.json.encode(full["state"]))
                    assert not state.over
                    legal = keep_first([msgspec.to_builtins(a) for a in GAME.legal_actions(state)])
                    sends = []
                    for index in range(per_round):
                        action = legal[index % len(legal)]
                        sends.append(
                            clients[index % 2].post(
                                f"/v1/matches/{match.id}/actions",
                                json={"action": action, "expected_version": version},
                                headers=bearer(match.tokens[action["player"]]),
                            )
                        )
                    answers = await asyncio.gather(*sends)
                    statuses = Counter(a.status_code for a in answers)
                    outcomes.update(statuses)
                    assert statuses[200] == 1 and statuses[409] == per_round - 1, statuses
            finally:
                for client in clients:
                    await client.aclose()

        asyncio.run(race())
        assert outcomes == {200: rounds, 409: rounds * (per_round - 1)}
        with httpx.Client(base_url=servers[1].url, timeout=30) as http:
            log = http.get(f"/v1/matches/{match.id}/log", headers=bearer(match.organizer)).json()
            stored = http.get(f"/v1/matches/{match.id}", headers=bearer(match.organizer)).json()
    entries = [msgspec.convert(e, matches.LogEntry) for e in log["entries"]]
    assert [e.seq for e in entries] == list(range(1, rounds + 1))
    header = _header(redis_url, match.id)
    rebuilt = matches.rebuild_state(header, entries)
    assert digest(rebuilt) == digest(GAME.decode_state(msgspec.json.encode(stored["state"]))) == entries[-1].digest


def _header(redis_url: str, match_id: str) -> matches.MatchHeader:
    import redis

    client = redis.Redis.from_url(redis_url)
    try:
        return matches.decode_header(client.get(f"adj:{{match:{match_id}}}:header"))
    finally:
        client.close()


def test_redis_down_gives_503_and_recovers_without_restart() -> None:
    server = RedisProcess("--appendonly", "yes", "--appendfsync", "always").start()
    try:
        settings = config(redis_url=server.url, store_retry_after_seconds=3)
        with TestClient(create_app(settings), raise_server_exceptions=False) as client:
            match = MatchClient(client)
            action = match.legal()[0]
            server.kill()
            down = client.post(f"/v1/matches/{match.id}/actions", json={"action": action}, headers=bearer(match.tokens[action["player"]]))
            assert problem(down, 503) and down.headers["retry-after"] == "3"
            problem(match.get(match.organizer), 503)
            problem(client.post("/v1/matches", json={"game": "magic-wands", "players": ["a", "b"]}), 503)
            problem(client.post("/v1/snapshots", json={"game": "magic-wands", "state": {}}), 422)  # bad input first
            assert client.get("/readyz").status_code == 503
            # The stateless endpoints do not need the store.
            setup = client.post("/v1/games/magic-wands/setup", json={"players": ["a", "b"], "seed": "s"})
            assert setup.status_code == 200
            assert client.get("/healthz").status_code == 200
            # Redis comes back on the same port and data directory: the same app recovers.
            server.start()
            assert client.get("/readyz").status_code == 200
            assert match.get(match.organizer).json()["version"] == 0  # the refused action wrote nothing
            assert match.act(action).status_code == 200
            assert match.get(match.organizer).json()["version"] == 1
    finally:
        server.stop()


def test_acknowledged_actions_survive_a_redis_crash_with_appendonly() -> None:
    server = RedisProcess("--appendonly", "yes", "--appendfsync", "always").start()
    try:
        with TestClient(create_app(config(redis_url=server.url)), raise_server_exceptions=False) as client:
            match = MatchClient(client, seed="crash-test")
            acknowledged = []
            for _ in range(15):
                if match.full_state().over:  # the deal is salted (issue 17): a game may end early
                    break
                answer = match.act(keep_first(match.legal())[0])
                assert answer.status_code == 200
                acknowledged.append(answer.json()["digest"])
            server.kill()  # SIGKILL: no orderly shutdown
            server.start()
            log = match.log(match.organizer).json()["entries"]
            assert [e["digest"] for e in log] == acknowledged
            stored = match.full_state()
            assert digest(stored) == acknowledged[-1]
            header = _header(server.url, match.id)
            assert digest(matches.rebuild_state(header, [msgspec.convert(e, matches.LogEntry) for e in log])) == acknowledged[-1]
    finally:
        server.stop()


@pytest.fixture(scope="module")
def cluster_url():  # type: ignore[no-untyped-def]
    redis_cli = shutil.which("redis-cli")
    if redis_cli is None:
        pytest.fail("redis-cli is needed to create the test cluster (it comes with redis-server)")
    nodes = [RedisProcess("--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "5000", port=free_cluster_port()) for _ in range(3)]
    try:
        for node in nodes:
            node.start()
        subprocess.run(
            [redis_cli, "--cluster", "create", *[f"127.0.0.1:{n.port}" for n in nodes], "--cluster-replicas", "0", "--cluster-yes"],
            check=True,
            capture_output=True,
            timeout=60,
        )
        deadline = time.monotonic() + 30
        while True:
            info = subprocess.run([redis_cli, "-p", str(nodes[0].port), "cluster", "info"], capture_output=True, text=True).stdout
            if "cluster_state:ok" in info:
                break
            if time.monotonic() > deadline:
                pytest.fail(f"cluster did not become ready: {info}")
            time.sleep(0.1)
        yield f"redis+cluster://127.0.0.1:{nodes[0].port}/0", nodes
    finally:
        for node in nodes:
            node.stop()


def test_matches_on_redis_cluster(cluster_url) -> None:  # type: ignore[no-untyped-def]
    url, nodes = cluster_url
    with TestClient(create_app(config(redis_url=url)), raise_server_exceptions=False) as client:
        assert client.get("/readyz").json()["store"] == "redis"
        slots = set()
        for index in range(6):  # matches land on different nodes
            match = MatchClient(client, players=["ann", "bob"], seed=f"cluster-{index}", lasting=5)
            for _ in range(4):
                assert match.act(match.legal()[0]).status_code == 200
            action = match.legal()[0]
            problem(match.act(action, expected=0), 409)
            log = match.log(match.organizer).json()["entries"]
            assert [e["seq"] for e in log] == [1, 2, 3, 4]
            assert digest(match.full_state()) == log[-1]["digest"]
            import redis

            slot = redis.RedisCluster(host="127.0.0.1", port=nodes[0].port).keyslot(f"adj:{{match:{match.id}}}:state")
            slots.add(slot)
        assert len(slots) > 1
        setup = client.post("/v1/games/magic-wands/setup", json={"players": ["a", "b"], "seed": "s"}).json()
        created = client.post("/v1/snapshots", json={"game": "magic-wands", "state": setup["state"]})
        assert created.status_code == 201
        assert client.get(f"/v1/snapshots/{setup['digest']}").json()["state"] == setup["state"]
