"""Load generation for the HTTP benchmarks: wrk when it is installed (Debian package ``wrk``), and a
small asyncio keep-alive client otherwise (used by the smoke mode; slower, and reported as such).

Each connection sends its requests one after the other (the next once the previous answer is in), so a
list of requests per connection can play a hosted match in order.
"""

from __future__ import annotations

import asyncio
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

Request = tuple[str, str, dict[str, str], bytes]  # method, path, headers, body


def have_wrk() -> bool:
    return shutil.which("wrk") is not None


def _lua_string(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return '"' + "".join(f"\\{b:03d}" if b < 32 or b > 126 or b in (34, 92) else chr(b) for b in raw) + '"'


def _lua_request(request: Request) -> str:
    method, path, headers, body = request
    pairs = ", ".join(f"[{_lua_string(k)}] = {_lua_string(v)}" for k, v in headers.items())
    return f"wrk.format({_lua_string(method)}, {_lua_string(path)}, {{{pairs}}}, {_lua_string(body)})"


def wrk(url: str, plans: list[list[Request]], seconds: float, *, loop_plans: bool = True) -> dict[str, Any]:
    """Run wrk with one thread and one connection per plan; each plays its requests in order."""
    work = Path(tempfile.mkdtemp(prefix="adj-wrk-"))
    for index, plan in enumerate(plans):
        lines = ",\n".join(_lua_request(r) for r in plan)
        (work / f"plan-{index + 1}.lua").write_text(f"return function()\nreturn {{\n{lines}\n}}\nend\n")
    script = work / "script.lua"
    # The position advances on each response, not on each request(): wrk calls request() once more in
    # the first thread to check the script, and that call must not skip an action of a match.
    script.write_text(
        f"""
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end
function init(args)
  requests = dofile("{work}/plan-" .. id .. ".lua")()
  position = 0
end
function request()
  local next = position + 1
  if next > #requests then
    next = {'1' if loop_plans else '#requests'}
  end
  return requests[next]
end
local reported = 0
function response(status, headers, body)
  position = position + 1
  if position >= #requests and {'true' if loop_plans else 'false'} then
    position = 0
  end
  if status >= 300 and reported < 2 and os.getenv("WRK_DEBUG") then
    reported = reported + 1
    io.stderr:write("thread " .. id .. " position " .. position .. " status " .. status .. " " .. body .. "\\n")
  end
end
"""
    )
    threads = len(plans)
    command = ["wrk", "-t", str(threads), "-c", str(threads), "-d", f"{seconds:g}s", "--latency", "-s", str(script), url]
    run = subprocess.run(command, capture_output=True, text=True, check=True)
    output = run.stdout
    if run.stderr:
        print(run.stderr[:4000])
    return parse_wrk(output) | {"generator": "wrk", "connections": threads, "command": " ".join(command[:-3] + ["script.lua", url])}


_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 6e4}


def _ms(text: str) -> float:
    match = re.match(r"([\d.]+)(us|ms|s|m)", text)
    assert match, text
    return float(match.group(1)) * _UNITS[match.group(2)]


def parse_wrk(output: str) -> dict[str, Any]:
    figures: dict[str, Any] = {"raw": output}
    figures["requests_per_second"] = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    figures["p50_ms"] = _ms(re.search(r"^\s+50%\s+(\S+)", output, re.M).group(1))  # type: ignore[union-attr]
    figures["p99_ms"] = _ms(re.search(r"^\s+99%\s+(\S+)", output, re.M).group(1))  # type: ignore[union-attr]
    total = re.search(r"(\d+) requests in", output)
    figures["requests"] = int(total.group(1)) if total else 0
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    figures["non_2xx"] = int(bad.group(1)) if bad else 0
    errors = re.search(r"Socket errors: (.*)", output)
    figures["socket_errors"] = errors.group(1) if errors else ""
    return figures


async def _connection(host: str, port: int, plan: list[Request], deadline: float, latencies: list[float], statuses: list[int], loop_plans: bool) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    position = 0
    try:
        while time.perf_counter() < deadline:
            if position >= len(plan):
                if not loop_plans:
                    return
                position = 0
            method, path, headers, body = plan[position]
            position += 1
            head = f"{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Length: {len(body)}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
            started = time.perf_counter()
            writer.write(head.encode() + body)
            status_line = await reader.readline()
            length = 0
            while True:
                line = await reader.readline()
                if line in (b"\r\n", b""):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await reader.readexactly(length)
            latencies.append((time.perf_counter() - started) * 1000)
            statuses.append(int(status_line.split()[1]))
    finally:
        writer.close()


def python_load(url: str, plans: list[list[Request]], seconds: float, *, loop_plans: bool = True) -> dict[str, Any]:
    """The fallback generator: one asyncio keep-alive connection per plan."""
    match = re.match(r"http://([^:/]+):(\d+)", url)
    assert match
    host, port = match.group(1), int(match.group(2))
    latencies: list[float] = []
    statuses: list[int] = []

    async def run() -> float:
        started = time.perf_counter()
        deadline = started + seconds
        await asyncio.gather(*(_connection(host, port, plan, deadline, latencies, statuses, loop_plans) for plan in plans))
        return time.perf_counter() - started

    elapsed = asyncio.run(run())
    latencies.sort()
    count = len(latencies)
    return {
        "generator": "python-asyncio",
        "connections": len(plans),
        "requests": count,
        "requests_per_second": round(count / elapsed, 1),
        "p50_ms": round(latencies[count // 2], 3) if count else 0.0,
        "p99_ms": round(latencies[min(count - 1, int(count * 0.99))], 3) if count else 0.0,
        "non_2xx": sum(1 for s in statuses if not 200 <= s < 400),
    }


def load(url: str, plans: list[list[Request]], seconds: float, *, loop_plans: bool = True, prefer_wrk: bool = True) -> dict[str, Any]:
    if prefer_wrk and have_wrk():
        return wrk(url, plans, seconds, loop_plans=loop_plans)
    return python_load(url, plans, seconds, loop_plans=loop_plans)
