"""Replicas behind a Service: two ``adjudicator serve`` processes on one Redis are one referee.  A match
created through one is read, played and watched through the other, in any order."""

from __future__ import annotations

import copy
import threading
from typing import Any

import httpx
import msgspec

from adjudicator import digest

from ..api.match_helpers import MatchClient, bearer
from ..support.servers import services


def test_a_match_created_on_one_replica_is_played_on_the_other(redis_url: str) -> None:
    with services(2, {"REDIS_URL": redis_url}) as (one, two), httpx.Client(base_url=one.url, timeout=10) as first, httpx.Client(
        base_url=two.url, timeout=10
    ) as second:
        assert first.get("/readyz").json()["store"] == second.get("/readyz").json()["store"] == "redis"
        match = MatchClient(first)
        on_second = through(match, second)

        # Read through the other replica: the same match, each seat seeing only its own view.
        assert on_second.get(match.organizer).json()["version"] == 0
        for seat, token in match.tokens.items():
            assert on_second.get(token).json()["seat"] == seat

        # A watcher on replica two hears every action accepted by either replica.
        watcher = next(iter(match.tokens))
        heard: list[dict[str, Any]] = []
        listening = threading.Event()

        def watch() -> None:
            with httpx.Client(base_url=two.url, timeout=30) as http, http.stream(
                "GET", f"/v1/matches/{match.id}/events", headers=bearer(match.tokens[watcher])
            ) as stream:
                event = None
                for line in stream.iter_lines():
                    if line.startswith("event: "):
                        event = line[7:]
                    elif line.startswith("data: "):
                        if event == "state":
                            listening.set()
                        else:
                            heard.append(msgspec.json.decode(line[6:]))
                            if len(heard) == 6:
                                return

        thread = threading.Thread(target=watch, daemon=True)
        thread.start()
        assert listening.wait(10)

        # Play six actions, alternating replicas; each answer names the next version.
        digests = []
        for turn in range(6):
            replica = (match, on_second)[turn % 2]
            action = replica.legal()[0]
            answer = replica.act(action, expected=turn)
            assert answer.status_code == 200, answer.text
            assert answer.json()["version"] == turn + 1
            digests.append(answer.json()["digest"])
        # A stale write through either replica is refused: they share the version.
        stale = on_second.act(match.legal()[0], expected=3)
        assert stale.status_code == 409 and stale.json()["version"] == 6

        thread.join(10)
        assert [update["version"] for update in heard] == [1, 2, 3, 4, 5, 6]
        assert [update["entry"]["digest"] for update in heard] == digests

        # Both replicas serve the same log and state.
        logs = [client.get(f"/v1/matches/{match.id}/log", headers=bearer(match.organizer)).json() for client in (first, second)]
        assert logs[0] == logs[1] and [entry["digest"] for entry in logs[0]["entries"]] == digests
        assert digest(match.full_state()) == digest(on_second.full_state()) == digests[-1]


def through(match: MatchClient, http: httpx.Client) -> MatchClient:
    """The same match (id and tokens), reached through another replica."""
    other = copy.copy(match)
    other.http = http
    return other
