"""Hosted matches as a client builds on them: a seat learns its own legal actions from the match (REST
and GraphQL) without seeing anything hidden, and Idempotency-Key behaves as payment APIs do."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from starlette.testclient import TestClient

from adjudicator import get_game
from api.app import create_app
from api.store.memory import MemoryStore
from tests.api.match_helpers import create_live
from tests.support.config import config

CREATE = {"game": "magic-wands", "players": ["ann", "bob"], "seed": "hosted-contract"}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def match(store_client: TestClient) -> tuple[TestClient, dict[str, Any]]:
    return store_client, create_live(store_client, CREATE)


def full_state(client: TestClient, created: dict[str, Any]) -> dict[str, Any]:
    return client.get(f"/v1/matches/{created['id']}", headers=bearer(created["organizer_token"])).json()["state"]  # type: ignore[no-any-return]


def test_a_seat_gets_its_own_legal_actions(match: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = match
    game = get_game("magic-wands")
    state = game.decode_state(full_state(client, created))
    for seat in ("ann", "bob"):
        answer = client.get(f"/v1/matches/{created['id']}/legal-actions", headers=bearer(created["seats"][seat]["token"]))
        assert answer.status_code == 200, answer.text
        body = answer.json()
        assert body["version"] == 0 and body["player"] == seat
        import msgspec

        assert body["actions"] == msgspec.to_builtins(game.legal_actions(state, seat))
    # Posted back unchanged, the first one is accepted.
    mover = state.to_act[0]
    first = client.get(f"/v1/matches/{created['id']}/legal-actions", headers=bearer(created["seats"][mover]["token"])).json()["actions"][0]
    accepted = client.post(f"/v1/matches/{created['id']}/actions", json={"action": first, "expected_version": 0}, headers=bearer(created["seats"][mover]["token"]))
    assert accepted.status_code == 200


def test_legal_actions_need_a_token_and_show_nothing_hidden(match: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = match
    assert client.get(f"/v1/matches/{created['id']}/legal-actions").status_code == 401
    assert client.get("/v1/matches/00000000000000000000/legal-actions", headers=bearer(created["seats"]["ann"]["token"])).status_code == 404
    game = get_game("magic-wands")
    state = game.decode_state(full_state(client, created))
    for seat in ("ann", "bob"):
        hidden = game.secret_ids(state, seat)
        text = client.get(f"/v1/matches/{created['id']}/legal-actions", headers=bearer(created["seats"][seat]["token"])).text
        assert not [card for card in hidden if f'"{card}"' in text], "a legal action names a card hidden from its seat"


def test_graphql_match_legal_actions(match: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = match
    query = "query($id: ID!) { matchLegalActions(matchId: $id) { version player actions } }"
    token = created["seats"]["ann"]["token"]
    rest = client.get(f"/v1/matches/{created['id']}/legal-actions", headers=bearer(token)).json()
    answer = client.post("/graphql", json={"query": query, "variables": {"id": created["id"]}}, headers=bearer(token)).json()
    assert answer["data"]["matchLegalActions"] == rest, answer


def act(client: TestClient, created: dict[str, Any], body: dict[str, Any], key: str, seat: str | None = None) -> httpx.Response:
    state = full_state(client, created)
    seat = seat or state["to_act"][0]
    return client.post(f"/v1/matches/{created['id']}/actions", json=body, headers={**bearer(created["seats"][seat]["token"]), "Idempotency-Key": key})


def legal(client: TestClient, created: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    state = full_state(client, created)
    seat = state["to_act"][0]
    actions = client.post("/v1/games/magic-wands/legal-actions", json={"state": state, "player": seat}).json()["actions"]
    return seat, actions


def test_a_replayed_answer_is_the_first_and_says_so(match: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = match
    seat, actions = legal(client, created)
    first = act(client, created, {"action": actions[0]}, "key-1", seat)
    assert first.status_code == 200 and "idempotent-replayed" not in first.headers
    again = act(client, created, {"action": actions[0]}, "key-1", seat)
    assert again.status_code == 200 and again.headers["idempotent-replayed"] == "true"
    assert again.content == first.content
    assert client.get(f"/v1/matches/{created['id']}", headers=bearer(created["organizer_token"])).json()["version"] == 1


def test_the_same_key_with_another_body_is_422(match: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = match
    seat, actions = legal(client, created)
    assert act(client, created, {"action": actions[0]}, "key-2", seat).status_code == 200
    # Another body (the deal is random, so a second legal action may not exist: change the body itself).
    other = act(client, created, {"action": actions[0], "expected_version": 0}, "key-2", seat)
    assert other.status_code == 422 and other.json()["type"].endswith("idempotency-key-reused")
    assert other.json()["errors"][0]["pointer"] == "/headers/Idempotency-Key"
    # The same body with other white space and key order is the same request.
    spaced = client.post(
        f"/v1/matches/{created['id']}/actions",
        content=b'{ "action" : ' + httpx.Request("POST", "/", json=actions[0]).content + b" }",
        headers={**bearer(created["seats"][seat]["token"]), "Idempotency-Key": "key-2", "Content-Type": "application/json"},
    )
    assert spaced.status_code == 200 and spaced.headers["idempotent-replayed"] == "true"


def test_a_key_whose_first_answer_was_409_answers_409_again(match: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = match
    seat, actions = legal(client, created)
    stale = act(client, created, {"action": actions[0], "expected_version": 7}, "key-3", seat)
    assert stale.status_code == 409
    replay = act(client, created, {"action": actions[0], "expected_version": 7}, "key-3", seat)
    assert replay.status_code == 409 and replay.headers["idempotent-replayed"] == "true" and replay.content == stale.content
    assert client.get(f"/v1/matches/{created['id']}", headers=bearer(created["organizer_token"])).json()["version"] == 0
    illegal = act(client, created, {"action": {**actions[0], "pay": []}}, "key-4", seat)
    assert illegal.status_code == 422
    assert act(client, created, {"action": {**actions[0], "pay": []}}, "key-4", seat).headers["idempotent-replayed"] == "true"


def test_the_same_key_while_the_first_is_in_flight_is_409() -> None:
    """Two requests with one key at once: one is applied, the other answers 409 (in flight) or replays."""
    store = MemoryStore()
    app = create_app(config(), store)

    async def run() -> list[httpx.Response]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
            await store.start()
            for _ in range(50):  # a salted deal may end the game at creation (tests.api.match_helpers.create_live)
                created = (await http.post("/v1/matches", json=CREATE)).json()
                read = (await http.get(f"/v1/matches/{created['id']}", headers=bearer(created["organizer_token"]))).json()
                if not read["over"]:
                    break
            state = read["state"]
            seat = state["to_act"][0]
            action = (await http.post("/v1/games/magic-wands/legal-actions", json={"state": state, "player": seat})).json()["actions"][0]
            # Claim the key as a request in flight would, then send the same request.
            claim = await store.claim_idempotency(created["id"], f"{seat}:busy", b"pending", 60)
            assert claim is None
            headers = {**bearer(created["seats"][seat]["token"]), "Idempotency-Key": "busy"}
            return [await http.post(f"/v1/matches/{created['id']}/actions", json={"action": action}, headers=headers)]

    (answer,) = asyncio.run(run())
    assert answer.status_code == 409 and answer.json()["type"].endswith("idempotency-key-in-flight")
