"""Failover without loss (issue 17): with ``ADJUDICATOR_REDIS_ACK_REPLICAS=1`` an action is acknowledged
only once a replica holds it, so a master killed with ``kill -9`` loses no acknowledged action.

A 3-master, 3-replica Redis Cluster of the test's own; a real ``adjudicator serve`` plays many matches
from several threads.  The replica of one master is stopped (SIGSTOP, and 32 MB written past the kernel's socket
buffers: its replication falls behind, the window in which an acknowledgement without a replica is a lie), then that master is killed with SIGKILL
and the replica resumed and promoted.  Every action the service acknowledged (200) must be in the log
afterwards, with the digest it was acknowledged with.

The Redis here is 7.0: ``WAITAOF`` (an fsync on the replica's append-only file) needs 7.2, so the
service acknowledges after ``WAIT`` (the replica received the write); ``ADJUDICATOR_REDIS_ACK_AOF=1``
asks for WAITAOF and falls back to WAIT, with a log line, where it is unavailable.
With ``ADJUDICATOR_REDIS_ACK_REPLICAS=0`` (``FAILOVER_ACK_REPLICAS=0`` here) the same run loses
acknowledged actions.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import pytest
import redis
from redis.cluster import RedisCluster

from adjudicator import get_game

from ..support.redis_server import RedisProcess, free_cluster_port
from ..support.servers import ServiceProcess

GAME = get_game("magic-wands")
ACK_REPLICAS = os.environ.get("FAILOVER_ACK_REPLICAS", "1")
WORKERS = 6


def cli(port: int, *args: str) -> str:
    redis_cli = shutil.which("redis-cli")
    assert redis_cli is not None, "redis-cli comes with redis-server"
    return subprocess.run([redis_cli, "-p", str(port), *args], capture_output=True, text=True, timeout=30).stdout


@pytest.fixture
def cluster() -> Iterator[list[RedisProcess]]:
    nodes = [
        RedisProcess("--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "1000",
                     "--cluster-replica-validity-factor", "0", "--appendonly", "yes", port=free_cluster_port())
        for _ in range(6)
    ]
    try:
        for node in nodes:
            node.start()
        redis_cli = shutil.which("redis-cli")
        assert redis_cli is not None
        subprocess.run([redis_cli, "--cluster", "create", *[f"127.0.0.1:{n.port}" for n in nodes], "--cluster-replicas", "1", "--cluster-yes"],
                       check=True, capture_output=True, timeout=60)
        wait_for(lambda: all("cluster_state:ok" in cli(n.port, "cluster", "info") for n in nodes), 30, "the cluster did not become ready")
        wait_for(lambda: all("master_link_status:up" in cli(n.port, "info", "replication") for n in replicas(nodes)), 30, "replicas not in sync")
        yield nodes
    finally:
        for node in nodes:
            if node.process is not None and node.process.poll() is None:
                os.kill(node.process.pid, signal.SIGCONT)
            node.stop()


def wait_for(condition: Any, seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(message)
        time.sleep(0.1)


def replicas(nodes: list[RedisProcess]) -> list[RedisProcess]:
    return [n for n in nodes if "role:slave" in cli(n.port, "info", "replication")]


class Load:
    """Threads playing hosted matches; every acknowledged action is recorded with its digest."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.acknowledged: dict[tuple[str, int], str] = {}
        self.refused = 0
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.threads = [threading.Thread(target=self.run, args=(i,), daemon=True) for i in range(WORKERS)]

    def run(self, worker: int) -> None:
        with httpx.Client(base_url=self.url, timeout=10) as http:
            match: dict[str, Any] | None = None
            key = 0
            while not self.stop.is_set():
                try:
                    if match is None:
                        created = http.post("/v1/matches", json={"game": "magic-wands", "players": ["ann", "bob"]})
                        if created.status_code != 201:
                            self.count_refusal()
                            continue
                        match = created.json()
                    headers = {"Authorization": f"Bearer {match['organizer_token']}"}
                    read = http.get(f"/v1/matches/{match['id']}", headers=headers)
                    if read.status_code != 200:
                        self.count_refusal()
                        time.sleep(0.05)
                        continue
                    state = GAME.decode_state(msgspec.json.encode(read.json()["state"]))
                    if state.over:
                        match = None
                        continue
                    action = msgspec.to_builtins(GAME.legal_actions(state)[0])
                    key += 1
                    answer = http.post(
                        f"/v1/matches/{match['id']}/actions",
                        json={"action": action, "expected_version": read.json()["version"]},
                        headers={"Authorization": f"Bearer {match['seats'][action['player']]['token']}", "Idempotency-Key": f"w{worker}-{key}"},
                    )
                    if answer.status_code == 200:
                        body = answer.json()
                        with self.lock:
                            self.acknowledged[(match["id"], body["version"])] = body["digest"]
                    else:
                        self.count_refusal()
                except httpx.HTTPError:
                    self.count_refusal()

    def count_refusal(self) -> None:
        with self.lock:
            self.refused += 1


def test_a_killed_master_loses_no_acknowledged_action(cluster: list[RedisProcess]) -> None:
    nodes = cluster
    env = {
        "REDIS_URL": f"redis+cluster://127.0.0.1:{nodes[0].port}/0",
        "ADJUDICATOR_REDIS_ACK_REPLICAS": ACK_REPLICAS,
        "ADJUDICATOR_REDIS_ACK_TIMEOUT_MS": "300",
        "ADJUDICATOR_REDIS_ACK_AOF": "1",
    }
    service = ServiceProcess(env).start()
    load = Load(service.url)
    try:
        for thread in load.threads:
            thread.start()
        time.sleep(3)
        # The victim: a master; its replica is stopped first, so replication falls behind.
        victim = next(n for n in nodes if "role:master" in cli(n.port, "info", "replication"))
        victim_id = cli(victim.port, "cluster", "myid").strip()
        replica = next(n for n in nodes if f"master_port:{victim.port}\n" in cli(n.port, "info", "replication"))
        assert replica.process is not None and victim.process is not None
        before = len(load.acknowledged)
        os.kill(replica.process.pid, signal.SIGSTOP)
        # The kernel still buffers the replication stream of a stopped process: fill those buffers
        # (32 MB written to the victim), so what the master accepts next stays in its own memory.
        direct = redis.Redis(port=victim.port)
        filled = 0
        for index in range(1000):
            try:
                direct.set(f"ballast:{index}", b"x" * (16 << 20))
            except redis.ResponseError:  # MOVED: another master's slot
                continue
            filled += 1
            if filled == 2:
                break
        time.sleep(1.5)
        victim.kill()  # SIGKILL
        os.kill(replica.process.pid, signal.SIGCONT)
        survivor = next(n for n in nodes if n is not victim)
        wait_for(lambda: "role:master" in cli(replica.port, "info", "replication"), 30, "the replica was not promoted")
        wait_for(lambda: "cluster_state:ok" in cli(survivor.port, "cluster", "info"), 30, "the cluster did not recover")
        time.sleep(3)
    finally:
        load.stop.set()
        for thread in load.threads:
            thread.join(timeout=15)
        service.stop()
    assert "WAITAOF is not available" in service.log_path.read_text() or ACK_REPLICAS == "0"
    survivors = RedisCluster(host="127.0.0.1", port=survivor.port)
    lost = []
    for (match_id, version), acknowledged_digest in sorted(load.acknowledged.items()):
        raw = survivors.lindex(f"adj:{{match:{match_id}}}:log", version - 1)
        if raw is None or msgspec.json.decode(raw)["digest"] != acknowledged_digest:
            lost.append((match_id, version))
    print(f"acknowledged {len(load.acknowledged)} ({before} before the failure), refused {load.refused}, lost {len(lost)}; victim {victim_id[:8]}")
    assert len(load.acknowledged) > before > 50, "the load did not run"
    assert not lost, f"{len(lost)} acknowledged actions lost in the failover: {lost[:5]}"


def test_an_action_is_acknowledged_only_once_a_replica_holds_it() -> None:
    """Without a replica every action is refused (503), even when the same Idempotency-Key is sent
    again (the stored answer is not acknowledged until it is durable); once a replica has caught up, the
    retry gets the first answer."""
    from starlette.testclient import TestClient

    from api.app import create_app

    from ..api.match_helpers import MatchClient
    from ..support.config import config

    primary = RedisProcess().start()
    replica: RedisProcess | None = None
    try:
        settings = config(redis_url=primary.url, redis_ack_replicas=1, redis_ack_timeout_ms=1000)  # 1 s: a loaded machine
        with TestClient(create_app(settings), raise_server_exceptions=False) as client:
            # Deals are random (a server-drawn salt): a rare deal ends at once (no legal purchase), so deal again.
            match = MatchClient(client, players=["ann", "bob"])
            while not match.legal():
                match = MatchClient(client, players=["ann", "bob"])
            action = match.legal()[0]
            first = match.act(action, key="k-1")
            assert first.status_code == 503 and "replicas" in first.json()["detail"], first.text
            again = match.act(action, key="k-1")
            assert again.status_code == 503, again.text
            replica = RedisProcess("--replicaof", "127.0.0.1", str(primary.port)).start()
            wait_for(lambda: "master_link_status:up" in cli(replica.port, "info", "replication"), 30, "the replica did not sync")
            retried = match.act(action, key="k-1")
            assert retried.status_code == 200 and retried.json()["version"] == 1, retried.text
            assert match.act(match.legal()[0]).status_code == 200
    finally:
        for process in (replica, primary):
            if process is not None:
                process.stop()
