"""Real Redis servers for the tests: the one that answers, or ones the tests start themselves.

``TEST_REDIS_URL`` names a server to use.  Otherwise 127.0.0.1:6379 is used when it answers, and when it
does not, a private ``redis-server`` is started on a free port (and stopped at the end).  Tests that
need a server of their own (restarts with an append-only file, a cluster, a server that goes down)
start one with :class:`RedisProcess`.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def free_cluster_port() -> int:
    """A free port whose cluster bus port (+10000) is free too; Redis Cluster needs both below 65536."""
    import random

    for _ in range(200):
        port = random.randint(20000, 50000)
        try:
            for candidate in (port, port + 10000):
                with socket.socket() as sock:
                    sock.bind(("127.0.0.1", candidate))
        except OSError:
            continue
        return port
    raise RuntimeError("no free port pair for a cluster node")


def answers(host: str, port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def redis_server_binary() -> str:
    found = shutil.which("redis-server")
    if found is None:
        raise RuntimeError("redis-server is not installed: run scripts/test, which installs it, or apt-get install redis-server")
    return found


class RedisProcess:
    """A redis-server of the test's own, on a free port, in a temporary directory."""

    def __init__(self, *extra: str, port: int | None = None, directory: str | None = None) -> None:
        self.port = port or free_port()
        self.directory = directory or tempfile.mkdtemp(prefix="adj-redis-")
        self.extra = list(extra)
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisProcess:
        args = [
            redis_server_binary(),
            "--port", str(self.port),
            "--bind", "127.0.0.1",
            "--dir", self.directory,
            "--save", "",
            "--daemonize", "no",
            "--logfile", str(Path(self.directory) / "redis.log"),
            *self.extra,
        ]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not answers("127.0.0.1", self.port):
            if self.process.poll() is not None or time.monotonic() > deadline:
                log = Path(self.directory, "redis.log")
                raise RuntimeError(f"redis-server did not start: {log.read_text() if log.exists() else ''}")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def kill(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None


def session_redis_url() -> tuple[str, RedisProcess | None]:
    """The URL the suite uses, and the process it started (None when it reuses a running server)."""
    url = os.environ.get("TEST_REDIS_URL")
    if url:
        return url, None
    if answers("127.0.0.1", 6379):
        return "redis://127.0.0.1:6379/0", None
    process = RedisProcess().start()
    return process.url, process
