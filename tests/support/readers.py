"""One reader of a hosted match over every channel a seat (or the organizer) reads: an HTTP client with its
token, the match's server-sent events and a GraphQL ``matchUpdated`` subscription over websockets.  Used by
the event-schema and the hidden-information property tests."""

from __future__ import annotations

import json
from contextlib import ExitStack
from typing import Any

import httpx
from websockets.sync.client import connect

PROTOCOL = "graphql-transport-ws"


class MatchReader:
    """Opens its channels on ``stack`` (closed with it); ``subscription_query`` is the ``matchUpdated``
    subscription, with ``$id`` the match id."""

    def __init__(self, stack: ExitStack, url: str, match_id: str, name: str, token: str, subscription_query: str) -> None:
        self.name, self.token, self.match_id = name, token, match_id
        self.http = stack.enter_context(httpx.Client(base_url=url, timeout=20, headers={"Authorization": f"Bearer {token}"}))
        stream = stack.enter_context(self.http.stream("GET", f"/v1/matches/{match_id}/events"))
        assert stream.status_code == 200, stream.read()
        self._sse_lines = stream.iter_lines()
        self.ws = stack.enter_context(connect(url.replace("http://", "ws://") + "/graphql", subprotocols=[PROTOCOL], open_timeout=10))
        self.ws.send(json.dumps({"type": "connection_init", "payload": {"token": token}}))
        assert json.loads(self.ws.recv(timeout=10)) == {"type": "connection_ack"}
        self.ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {"query": subscription_query, "variables": {"id": match_id}}}))

    def graphql(self, query: str, variables: dict[str, Any]) -> httpx.Response:
        return self.http.post("/graphql", json={"query": query, "variables": variables})

    def sse(self) -> tuple[str, Any]:
        """The next server-sent event: its name and its data (comments skipped)."""
        event, data = "", ""
        for line in self._sse_lines:
            if line.startswith(":"):
                continue
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
            elif line == "" and event:
                return event, json.loads(data)
        raise AssertionError(f"the SSE stream of {self.name} ended")

    def subscription(self) -> dict[str, Any]:
        """The next ``matchUpdated`` payload (no GraphQL errors)."""
        message = json.loads(self.ws.recv(timeout=20))
        assert message["type"] == "next" and "errors" not in message["payload"], message
        return message["payload"]["data"]["matchUpdated"]  # type: ignore[no-any-return]
