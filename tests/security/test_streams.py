"""Issue 17, defect 3: each SSE stream held a Redis pool connection, and the pool (100 per process)
failed at once when full: 400 concurrent reads of one match gave 100 x 503, and 130 streams broke.

Now one pub/sub connection per process fans out to every stream, and a command waits (bounded) for a
pool connection.  One real ``adjudicator serve`` process on a Redis of the test's own holds 1,000 live
streams (800 SSE, 200 GraphQL ``matchUpdated``) while 400 reads of one match run at once: 0 errors,
every stream gets its state and then the update of an action, and Redis sees one subscriber connection.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import redis
from websockets.asyncio.client import connect

from ..support.redis_server import RedisProcess
from ..support.servers import ServiceProcess

STREAMS_SSE = 800
STREAMS_WS = 200
READS = 400
MATCHES = 10
SUBSCRIBE = "subscription($id: ID!) { matchUpdated(matchId: $id) { version } }"


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[ServiceProcess, RedisProcess]]:
    own = RedisProcess("--maxclients", "4000").start()
    service = ServiceProcess({"REDIS_URL": own.url, "ADJUDICATOR_REDIS_MAX_CONNECTIONS": "50"})
    try:
        yield service.start(), own
    finally:
        service.stop()
        own.stop()


async def sse_stream(port: int, match_id: str, token: str, ready: asyncio.Queue[str], updates: asyncio.Queue[str]) -> None:
    """One SSE stream over a plain socket: report its first event (``state``), then its next (``update``)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET /v1/matches/{match_id}/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\r\n".encode())
        status = await reader.readline()
        if b" 200 " not in status:
            await ready.put(f"status {status!r}")
            return
        events: list[str] = []
        while len(events) < 2:
            line = await reader.readline()
            if not line:
                break
            if line.startswith(b"event: "):
                events.append(line[7:].strip().decode())
                await (ready if len(events) == 1 else updates).put(events[-1])
        if len(events) < 2:
            await (ready if not events else updates).put("closed")
    finally:
        writer.close()


async def ws_stream(port: int, match_id: str, token: str, ready: asyncio.Queue[str], updates: asyncio.Queue[str]) -> None:
    async with connect(f"ws://127.0.0.1:{port}/graphql", subprotocols=["graphql-transport-ws"], open_timeout=60) as ws:  # type: ignore[list-item]
        await ws.send(json.dumps({"type": "connection_init", "payload": {"token": token}}))
        assert json.loads(await ws.recv())["type"] == "connection_ack"
        await ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {"query": SUBSCRIBE, "variables": {"id": match_id}}}))
        for queue in (ready, updates):
            message = json.loads(await ws.recv())
            ok = message["type"] == "next" and "errors" not in message["payload"]
            await queue.put("state" if queue is ready and ok else "update" if ok else json.dumps(message))


async def scenario(service: ServiceProcess) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    async with httpx.AsyncClient(base_url=service.url, timeout=120, limits=limits) as http:
        matches = []
        while len(matches) < MATCHES:
            created = (await http.post("/v1/matches", json={"game": "magic-wands", "players": ["ann", "bob"]})).json()
            read = (await http.get(f"/v1/matches/{created['id']}", headers={"Authorization": f"Bearer {created['organizer_token']}"})).json()
            if not read["over"]:  # a salted deal may end the game at creation (tests.api.match_helpers.create_live)
                matches.append(created)
        ready: asyncio.Queue[str] = asyncio.Queue()
        updates: asyncio.Queue[str] = asyncio.Queue()
        tasks = []
        for index in range(STREAMS_SSE + STREAMS_WS):
            match = matches[index % MATCHES]
            token = match["seats"]["ann" if index % 2 else "bob"]["token"]
            opener = sse_stream if index < STREAMS_SSE else ws_stream
            tasks.append(asyncio.create_task(opener(service.port, match["id"], token, ready, updates)))
        first = [await asyncio.wait_for(ready.get(), 120) for _ in tasks]
        # Every stream is open; now 400 reads of one match at once.
        target = matches[0]
        headers = {"Authorization": f"Bearer {target['organizer_token']}"}
        reads = await asyncio.gather(*(http.get(f"/v1/matches/{target['id']}", headers=headers) for _ in range(READS)))
        # One action per match reaches every stream of that match.
        acted = []
        for match in matches:
            state = (await http.get(f"/v1/matches/{match['id']}", headers={"Authorization": f"Bearer {match['organizer_token']}"})).json()["state"]
            mover = state["to_act"][0]
            legal = (await http.post("/v1/games/magic-wands/legal-actions", json={"state": state, "player": mover})).json()
            action = legal["actions"][0] if isinstance(legal, dict) else legal[0]
            answer = await http.post(f"/v1/matches/{match['id']}/actions", json={"action": action},
                                     headers={"Authorization": f"Bearer {match['seats'][mover]['token']}"})
            acted.append(answer.status_code)
        second = [await asyncio.wait_for(updates.get(), 120) for _ in tasks]
        await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), 60)
        errors = [t.exception() for t in tasks if t.done() and not t.cancelled() and t.exception() is not None]
        return {"first": first, "reads": [r.status_code for r in reads], "acted": acted, "second": second, "errors": errors}


def test_a_thousand_streams_and_four_hundred_reads_on_one_process(server: tuple[ServiceProcess, RedisProcess]) -> None:
    service, own = server
    raw = redis.Redis(port=own.port)
    outcome = asyncio.run(asyncio.wait_for(scenario_with_count(service, raw), 240))
    assert outcome["first"].count("state") == STREAMS_SSE + STREAMS_WS, sorted(set(outcome["first"]))
    assert outcome["reads"].count(200) == READS, sorted(set(outcome["reads"]))
    assert outcome["acted"].count(200) == MATCHES, outcome["acted"]
    assert outcome["second"].count("update") == STREAMS_SSE + STREAMS_WS, sorted(set(outcome["second"]))
    assert not outcome["errors"], outcome["errors"][:3]
    # While the 1,000 streams were open, Redis saw one pub/sub connection from the service.
    assert outcome["subscribers"] == 1, outcome["clients"]
    assert outcome["connections"] <= 50 + 2, outcome["clients"]


async def scenario_with_count(service: ServiceProcess, raw: redis.Redis) -> dict[str, Any]:
    counts: dict[str, Any] = {}

    async def watch() -> None:
        while True:
            clients = [c for c in raw.client_list() if c.get("cmd") != "client|list"]
            subscribers = sum(1 for c in clients if int(c.get("sub", 0)) > 0)
            if subscribers or "subscribers" not in counts:
                counts.update(subscribers=max(subscribers, counts.get("subscribers", 0)), connections=max(len(clients), counts.get("connections", 0)))
                counts["clients"] = [(c.get("name"), c.get("cmd"), c.get("sub")) for c in clients][:20]
            await asyncio.sleep(0.5)

    watcher = asyncio.create_task(watch())
    try:
        outcome = await scenario(service)
    finally:
        watcher.cancel()
    return {**outcome, **counts}
