"""``matchUpdated`` over graphql-transport-ws with a real websocket client, against real
``adjudicator serve`` processes sharing one Redis: a subscriber on one process sees the actions taken
through another (the store's pub/sub), and only ever its own view."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import httpx
import msgspec
import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from adjudicator import digest, get_game
from adjudicator.core.rng import Rng, seed_rng
from api.app import create_app
from api.config import Config

from ..support.invariants import assert_no_secret
from ..support.servers import ServiceProcess, services
from .helpers import EVENT_FIELDS, STATE_FIELDS, GraphQLClient
from .test_matches import ACT, CREATE

SUBSCRIBE = f"""subscription($id: ID!) {{ matchUpdated(matchId: $id) {{
  matchId version over result {{ winners scores {{ player score }} }} state {{ {STATE_FIELDS} }}
  entry {{ seq player action digest prev hash events {{ {EVENT_FIELDS} }} }} }} }}"""
PROTOCOL = "graphql-transport-ws"
GAME = get_game("magic-wands")


@pytest.fixture(scope="module")
def two_services(redis_url: str) -> Iterator[list[ServiceProcess]]:
    with services(2, {"REDIS_URL": redis_url}) as started:
        yield started


class Subscriber:
    """One graphql-transport-ws connection with one ``matchUpdated`` subscription."""

    def __init__(self, ws: ClientConnection, token: str | None, match_id: str, query: str = SUBSCRIBE) -> None:
        self.ws = ws
        assert self.ws.subprotocol == PROTOCOL
        self.send({"type": "connection_init", "payload": {"token": token} if token else {}})
        self.acknowledged = False
        if token:
            assert self.receive() == {"type": "connection_ack"}
            self.acknowledged = True
            self.send({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": {"id": match_id}}})

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps(message))

    def receive(self, timeout: float = 10) -> dict[str, Any]:
        frame = self.ws.recv(timeout=timeout)
        assert isinstance(frame, str), "GraphQL websocket frames must be text frames"
        self.last_frame = frame
        return json.loads(frame)  # type: ignore[no-any-return]

    def update(self) -> dict[str, Any]:
        message = self.receive()
        assert message["type"] == "next" and message["id"] == "1", message
        assert "errors" not in message["payload"], message
        return message["payload"]["data"]["matchUpdated"]  # type: ignore[no-any-return]



@contextmanager
def subscribed(service: ServiceProcess, token: str | None, match_id: str) -> Iterator[Subscriber]:
    with connect(service.url.replace("http://", "ws://") + "/graphql", subprotocols=[PROTOCOL], open_timeout=10) as ws:
        yield Subscriber(ws, token, match_id)


def graphql(service: ServiceProcess) -> GraphQLClient:
    return GraphQLClient(httpx.Client(base_url=service.url, timeout=10))


def full_state(client: GraphQLClient, match_id: str, organizer: str) -> Any:
    data = client.data("query($id: ID!) { match(matchId: $id) { state { json } } }", {"id": match_id}, organizer)
    return GAME.decode_state(msgspec.json.encode(data["match"]["state"]["json"]))


def test_updates_reach_every_subscriber_across_processes_with_only_its_view(two_services: list[ServiceProcess]) -> None:
    writer, reader = two_services
    client = graphql(writer)
    created = client.data(CREATE, {"players": ["ann", "bob", "cyd"], "seed": "subscriptions"})["createMatch"]
    match_id, organizer = created["id"], created["organizerToken"]
    tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
    callers = {**tokens, "organizer": organizer}
    # Subscribers on both processes; actions go through the writer only.
    with ExitStack() as stack:
        subscribers = {
            name: stack.enter_context(subscribed(two_services[i % 2], token, match_id)) for i, (name, token) in enumerate(callers.items())
        }
        state = full_state(client, match_id, organizer)
        for name, subscriber in subscribers.items():
            first = subscriber.update()
            assert first["matchId"] == match_id and first["version"] == 0 and first["entry"] is None
            assert first["state"]["seq"] == 0 and first["over"] is False
            if name != "organizer":
                assert_no_secret(subscriber.last_frame, GAME.secret_ids(state, name), f"first message to {name}")
        for version in range(1, 6):
            before = state
            action = msgspec.to_builtins(GAME.legal_actions(state)[0])
            answer = client.run(ACT, {"id": match_id, "action": action}, tokens[action["player"]])["data"]["matchAction"]
            assert answer["valid"] and answer["version"] == version
            state = full_state(client, match_id, organizer)
            for name, subscriber in subscribers.items():
                update = subscriber.update()
                assert update["version"] == version and update["state"]["seq"] == version
                entry = update["entry"]
                assert entry["seq"] == version and entry["player"] == action["player"] and entry["digest"] == digest(state)
                assert entry["events"] and entry["events"][0]["type"]
                if name == "organizer":
                    assert update["state"]["json"]["rng"] and entry["action"] == action
                    continue
                assert "rng" not in update["state"]["json"]
                # The view carries nothing hidden now; the entry nothing hidden before and still hidden.
                assert_no_secret(json.dumps(update["state"]), GAME.secret_ids(state, name), f"view sent to {name}")
                still_hidden = GAME.secret_ids(state, name) & GAME.secret_ids(before, name)
                assert_no_secret(subscriber.last_frame, still_hidden, f"update sent to {name}")


def test_the_subscription_completes_after_the_match_ends(two_services: list[ServiceProcess]) -> None:
    writer, reader = two_services
    client = graphql(writer)
    # A two-player Magic Wands match ends within a hundred or so random moves (the deal is salted: issue 17).
    while True:  # a deal that ends the game before any action (about one in 1,300) is left for another
        created = client.data(CREATE, {"players": ["ann", "bob"], "seed": "b"})["createMatch"]
        match_id, organizer = created["id"], created["organizerToken"]
        if not full_state(client, match_id, organizer).over:
            break
    tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
    with subscribed(reader, tokens["ann"], match_id) as subscriber:
        assert subscriber.update()["version"] == 0
        chooser = Rng(seed_rng("b", "x"))
        state = full_state(client, match_id, organizer)
        moves = 0
        while not state.over:
            action = msgspec.to_builtins(chooser.choice(GAME.legal_actions(state)))
            assert client.run(ACT, {"id": match_id, "action": action}, tokens[action["player"]])["data"]["matchAction"]["valid"]
            state = full_state(client, match_id, organizer)
            moves += 1
            update = subscriber.update()
            assert update["version"] == moves and update["over"] == state.over
        assert update["result"]["winners"] == state.result.winners
        assert subscriber.receive() == {"id": "1", "type": "complete"}
        # Subscribing to a finished match gives its final state, then completes.
        with subscribed(writer, tokens["bob"], match_id) as late:
            final = late.update()
            assert final["over"] and final["version"] == moves and final["entry"] is None
            assert late.receive() == {"id": "1", "type": "complete"}


def test_a_connection_without_a_token_runs_public_operations_only_and_a_bad_token_is_refused(two_services: list[ServiceProcess]) -> None:
    service = two_services[0]
    client = graphql(service)
    created = client.data(CREATE, {"players": ["ann", "bob"]})["createMatch"]
    with subscribed(service, None, created["id"]) as anonymous:
        assert anonymous.receive() == {"type": "connection_ack"}
        anonymous.send({"id": "1", "type": "subscribe", "payload": {"query": "{ games { id } }"}})
        answer = anonymous.receive()
        assert answer["type"] == "next" and {g["id"] for g in answer["payload"]["data"]["games"]} == {"magic-wands", "master-of-wills", "force-of-will"}
        assert anonymous.receive() == {"id": "1", "type": "complete"}
        anonymous.send({"id": "2", "type": "subscribe", "payload": {"query": SUBSCRIBE, "variables": {"id": created["id"]}}})
        refused = anonymous.receive()
        assert refused["type"] == "error" and refused["payload"][0]["extensions"]["code"] == "UNAUTHORIZED", refused
    for token, match_id, code in [
        ("not-a-token", created["id"], "UNAUTHORIZED"),
        (created["organizerToken"], "ffffffffffffffffffff", "MATCH_NOT_FOUND"),
    ]:
        with subscribed(service, token, match_id) as subscriber:
            message = subscriber.receive()
            assert message["type"] == "error" and message["id"] == "1", message
            assert message["payload"][0]["extensions"]["code"] == code


def test_a_huge_websocket_message_closes_the_connection(two_services: list[ServiceProcess]) -> None:
    with subscribed(two_services[0], "some-token", "x") as subscriber:
        subscriber.receive()  # the error for the (unknown) match
        subscriber.send({"id": "2", "type": "subscribe", "payload": {"query": "{ __typename }", "variables": {"pad": "x" * 2_000_000}}})
        with pytest.raises(ConnectionClosed) as closed:
            subscriber.receive()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big


def test_cross_origin_handshakes_are_refused_unless_allowed(two_services: list[ServiceProcess]) -> None:
    url = two_services[0].url.replace("http://", "ws://") + "/graphql"
    with pytest.raises(InvalidStatus) as refused:
        connect(url, subprotocols=[PROTOCOL], origin="https://elsewhere.example", open_timeout=10)  # type: ignore[arg-type]
    assert refused.value.response.status_code == 403
    config = Config(graphql_allowed_origins=("https://front.example",))
    with TestClient(create_app(config)) as app:
        with app.websocket_connect("/graphql", subprotocols=[PROTOCOL], headers={"origin": "https://front.example"}) as ws:
            ws.send_json({"type": "connection_init", "payload": {"token": "x"}})
            assert ws.receive_json() == {"type": "connection_ack"}
        with pytest.raises(WebSocketDisconnect), app.websocket_connect("/graphql", subprotocols=[PROTOCOL], headers={"origin": "https://evil.example"}):
            pass


def test_subscriptions_are_not_served_over_http_post(gql: GraphQLClient) -> None:
    response = gql.post(SUBSCRIBE, {"id": "x"})
    assert response.status_code == 400 and "websocket" in response.text
