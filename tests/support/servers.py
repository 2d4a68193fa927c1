"""Real ``adjudicator serve`` processes for the tests that need more than one process or a socket."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from .config import NO_RATE_LIMITS_ENV
from .redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]


class ServiceProcess:
    def __init__(self, env: dict[str, str] | None = None, workers: int = 1) -> None:
        self.port = free_port()
        self.env = {**os.environ, **NO_RATE_LIMITS_ENV, **(env or {})}
        if "REDIS_URL" not in (env or {}):
            self.env.pop("REDIS_URL", None)
        self.workers = workers
        self.process: subprocess.Popen[bytes] | None = None
        self.log_path = Path(os.environ.get("TMPDIR", "/tmp")) / f"adjudicator-test-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServiceProcess:
        log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "api.cli", "serve", "--port", str(self.port), "--workers", str(self.workers)],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(self.url + "/healthz", timeout=0.5).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"service did not start: {self.log_path.read_text()}")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


@contextmanager
def services(count: int, env: dict[str, str] | None = None) -> Iterator[list[ServiceProcess]]:
    started: list[ServiceProcess] = []
    try:
        for _ in range(count):
            started.append(ServiceProcess(env).start())
        yield started
    finally:
        for service in started:
            service.stop()
