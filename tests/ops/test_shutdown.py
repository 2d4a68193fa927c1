"""Graceful shutdown: after SIGTERM (what Kubernetes sends a pod it removes) a request already in
flight still gets its answer, new connections are refused, and the process exits on its own."""

from __future__ import annotations

import json
import signal
import socket
import time

from ..support.servers import ServiceProcess


def test_sigterm_lets_the_request_in_flight_finish() -> None:
    service = ServiceProcess({"ADJUDICATOR_GRACEFUL_TIMEOUT_SECONDS": "10"}).start()
    try:
        assert service.process is not None
        body = json.dumps({"players": ["ann", "bob"], "seed": "shutdown"}).encode()
        head = (
            f"POST /v1/games/magic-wands/setup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nX-Request-ID: in-flight\r\n\r\n"
        ).encode()
        with socket.create_connection(("127.0.0.1", service.port), timeout=10) as conn:
            conn.sendall(head + body[:10])  # the request has begun; the rest of its body is on its way
            time.sleep(0.3)
            service.process.terminate()
            time.sleep(1.0)
            assert service.process.poll() is None, "exited with a request in flight"
            refused = _connects(service.port)
            conn.sendall(body[10:])
            answer = _read_response(conn)
        assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]
        assert b"x-request-id: in-flight" in answer.lower()
        assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["digest"].startswith("sha256:")
        assert not refused, "a new connection was accepted during shutdown"
        # uvicorn re-raises the signal once it has shut down, so the exit status says SIGTERM.
        assert service.process.wait(timeout=10) in (0, -signal.SIGTERM)
        assert "Finished server process" in service.log_path.read_text()
    finally:
        service.stop()


def _connects(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def _read_response(conn: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        data += conn.recv(65536)
    head, _, rest = data.partition(b"\r\n\r\n")
    length = int(next(line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")))
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    return head + b"\r\n\r\n" + rest
