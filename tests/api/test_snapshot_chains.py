"""Referee by reference (issue 20): chains of snapshot ids.

``"store": true`` on setup, adjudicate (one action or several) and replay keeps the resulting state as a
snapshot and answers its id (``snapshot``, equal to ``digest``); ``Prefer: return=minimal`` leaves the
state out of the answer (``Preference-Applied: return=minimal``); legal-actions, view and adjudicate
take the id.  A whole game is played by exchanging ids only, on the in-memory store and on a real
Redis, and ends on the same digest as the game played by posting states; two front ends (two service
processes on one Redis) alternate on one chain.
"""

from __future__ import annotations

from typing import Any

import httpx
import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator import GAMES, get_game
from adjudicator.core.codec import canonical_json, digest_bytes

from ..support.invariants import random_playout
from ..support.servers import services
from ..support.states import random_setup

MINIMAL = {"Prefer": "return=minimal"}


def problem(response: Any, status: int, pointer: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body: dict[str, Any] = response.json()
    assert pointer in [e["pointer"] for e in body["errors"]], body
    return body


def playout(game_id: str, seed: str) -> tuple[dict[str, Any], Any, list[dict[str, Any]]]:
    game = get_game(game_id)
    setup = random_setup(game, 0, seed)
    final, actions = random_playout(
        game, setup, seed, check_every=10**9, views_every=10**9, verify_all_listed=False,
        prefer=lambda listed: [a for a in listed if a.__struct_config__.tag != "concede"],  # real games: nobody concedes
    )
    return setup, final, [msgspec.to_builtins(a) for a in actions]


def minimal(answer: Any) -> dict[str, Any]:
    assert answer.status_code == 200, answer.text
    assert answer.headers["preference-applied"] == "return=minimal"
    body: dict[str, Any] = answer.json()
    assert "state" not in body, body.keys()
    return body


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_played_by_ids_ends_where_the_game_played_by_states_does(store_client: TestClient, game_id: str) -> None:
    setup, final, actions = playout(game_id, f"chain-{game_id}")
    base = f"/v1/games/{game_id}"
    # By reference: only ids cross the wire.
    started = minimal(store_client.post(f"{base}/setup", json={**setup, "store": True}, headers=MINIMAL))
    assert started["snapshot"] == started["digest"]
    snapshot = started["snapshot"]
    for index, action in enumerate(actions):
        listed = store_client.post(f"{base}/legal-actions", json={"snapshot": snapshot, "player": action["player"]}).json()["actions"]
        assert action in listed, index
        answer = minimal(store_client.post(f"{base}/adjudicate", json={"snapshot": snapshot, "action": action, "store": True}, headers=MINIMAL))
        assert answer["valid"] and answer["snapshot"] == answer["digest"], answer
        assert isinstance(answer["events"], list)
        snapshot = answer["snapshot"]
    # By value: the same game with the states posted back and forth.
    state = store_client.post(f"{base}/setup", json=setup).json()["state"]
    digest = None
    for action in actions:
        answer = store_client.post(f"{base}/adjudicate", json={"state": state, "action": action}).json()
        assert "snapshot" not in answer
        state, digest = answer["state"], answer["digest"]
    assert snapshot == digest == digest_bytes(canonical_json(final))
    # The end of the chain still serves views and a full read.
    for seat in setup["players"]:
        view = store_client.post(f"{base}/view", json={"snapshot": snapshot, "player": seat})
        assert view.status_code == 200 and view.json()["view"]["over"] is True
    stored = store_client.get(f"/v1/snapshots/{snapshot}").json()
    assert stored["game"] == game_id and digest_bytes(canonical_json(stored["state"])) == snapshot


def test_store_and_prefer_on_every_operation(store_client: TestClient) -> None:
    base = "/v1/games/magic-wands"
    setup = {"players": ["ann", "bob"], "seed": "prefer"}
    full = store_client.post(f"{base}/setup", json={**setup, "store": True})
    assert "preference-applied" not in full.headers
    body = full.json()
    assert body["snapshot"] == body["digest"] and "state" in body
    plain = store_client.post(f"{base}/setup", json=setup).json()
    assert "snapshot" not in plain and plain["digest"] == body["digest"]
    # return=minimal without store: no state, nothing stored, the digest still names the result.
    lean = minimal(store_client.post(f"{base}/setup", json=setup, headers={"Prefer": "handling=lenient, return=minimal"}))
    assert lean == {"digest": body["digest"]}
    state = body["state"]
    game = get_game("magic-wands")
    actions = [msgspec.to_builtins(a) for a in game.legal_actions(game.decode_state(msgspec.json.encode(state)))][:1]
    several = minimal(store_client.post(f"{base}/adjudicate", json={"snapshot": body["snapshot"], "actions": actions, "store": True}, headers=MINIMAL))
    one = store_client.post(f"{base}/adjudicate", json={"state": state, "action": actions[0]}).json()
    assert several["snapshot"] == one["digest"] and several["events"] == one["events"]
    replayed = minimal(store_client.post(f"{base}/replay", json={"setup": setup, "actions": actions, "store": True}, headers=MINIMAL))
    assert replayed == {"valid": True, "applied": 1, "digest": one["digest"], "snapshot": one["digest"]}
    # An illegal action stores nothing and says why.
    refused = minimal(store_client.post(f"{base}/adjudicate", json={"snapshot": several["snapshot"], "action": actions[0], "store": True}, headers=MINIMAL))
    assert refused["valid"] is False and refused["violation"]["code"] and "snapshot" not in refused
    # A replay that stops early stores the state it reached.
    stopped = minimal(store_client.post(f"{base}/replay", json={"setup": setup, "actions": actions * 2, "store": True}, headers=MINIMAL))
    assert stopped["valid"] is False and stopped["failed_at"] == 1 and stopped["snapshot"] == one["digest"]


def test_a_missing_or_expired_id_is_404_naming_it(store_client: TestClient) -> None:
    missing = "sha256:" + "0" * 64
    base = "/v1/games/magic-wands"
    game = get_game("magic-wands")
    action = msgspec.to_builtins(game.legal_actions(game.setup(None, ["ann", "bob"], "missing"))[0])
    for path, body in (("adjudicate", {"snapshot": missing, "action": action}), ("legal-actions", {"snapshot": missing}), ("view", {"snapshot": missing, "player": "ann"})):
        found = problem(store_client.post(f"{base}/{path}", json=body), 404, "/snapshot")
        assert found["type"] == "urn:adjudicator:problem:snapshot-not-found"
        assert missing in found["detail"]


def test_two_front_ends_alternate_on_one_chain(redis_url: str) -> None:
    setup, final, actions = playout("magic-wands", "two-front-ends")
    with services(2, {"REDIS_URL": redis_url}) as servers:
        clients = [httpx.Client(base_url=s.url, timeout=30, headers=MINIMAL) for s in servers]
        try:
            snapshot = clients[0].post("/v1/games/magic-wands/setup", json={**setup, "store": True}).json()["snapshot"]
            for index, action in enumerate(actions):
                front_end = clients[(index + 1) % 2]  # each id is used by the other front end than made it
                answer = front_end.post("/v1/games/magic-wands/adjudicate", json={"snapshot": snapshot, "action": action, "store": True})
                assert answer.status_code == 200 and answer.json()["valid"], answer.text
                snapshot = answer.json()["snapshot"]
            assert snapshot == digest_bytes(canonical_json(final))
            for client in clients:
                assert client.post("/v1/games/magic-wands/view", json={"snapshot": snapshot}).json()["view"]["over"] is True
        finally:
            for client in clients:
                client.close()


def test_the_process_cache_of_written_snapshots_expires_with_them(monkeypatch: pytest.MonkeyPatch) -> None:
    from api.service import snapshots

    now = [1000.0]
    monkeypatch.setattr(snapshots.time, "monotonic", lambda: now[0])
    cache = snapshots.SnapshotCache(max_entries=2)
    cache.put("a", "g", b"1", ttl=10)
    cache.put("b", "g", b"2", ttl=100)
    assert cache.get("a") == ("g", b"1")
    cache.put("c", "g", b"3", ttl=100)  # "b" is the least recently used now
    assert cache.get("b") is None and cache.get("c") == ("g", b"3")
    now[0] += 10
    assert cache.get("a") is None  # expired with the store's copy
