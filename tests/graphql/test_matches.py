"""Hosted matches over GraphQL on Redis: creation, reads, actions (versions, idempotency, rulings as
data), logs, and secrecy for every seat."""

from __future__ import annotations

import re
from typing import Any

import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator import digest, get_game
from api.app import create_app
from api.config import Config

from ..api.match_helpers import MatchClient, deal_lasts, first_listed
from ..support.invariants import assert_no_secret
from .helpers import EVENT_FIELDS, STATE_FIELDS, VIOLATION_FIELDS, GraphQLClient

CREATE = """mutation($players: [String!]!, $seed: String, $options: JSON) {
  createMatch(game: "magic-wands", players: $players, seed: $seed, options: $options) {
    id game version seats { player token } organizerToken seedCommitment genesis } }"""
MATCH = f"query($id: ID!) {{ match(matchId: $id) {{ id game version seat seedCommitment over result {{ winners }} state {{ {STATE_FIELDS} }} }} }}"
ACT = f"""mutation($id: ID!, $action: JSON!, $expected: Int, $key: String) {{
  matchAction(matchId: $id, action: $action, expectedVersion: $expected, idempotencyKey: $key) {{
    valid version digest over result {{ winners }} violation {{ {VIOLATION_FIELDS} }}
    state {{ {STATE_FIELDS} }} events {{ {EVENT_FIELDS} }} }} }}"""
LOG = f"query($id: ID!, $since: Int!) {{ matchLog(matchId: $id, since: $since) {{ id genesis version entries {{ seq player action digest prev hash events {{ {EVENT_FIELDS} }} }} }} }}"


class GraphQLMatch:
    """A match created over GraphQL, with its tokens; ``lasting`` as for :class:`MatchClient` (a salted deal
    that ends the game within that many first-listed actions is left and another match created)."""

    def __init__(self, gql: GraphQLClient, players: list[str], *, lasting: int = 1, **extra: Any) -> None:
        self.gql = gql
        self.game = get_game("magic-wands")
        for _ in range(50):
            self.created = gql.data(CREATE, {"players": players, **extra})["createMatch"]
            self.id = self.created["id"]
            self.tokens = {seat["player"]: seat["token"] for seat in self.created["seats"]}
            self.organizer = self.created["organizerToken"]
            if not lasting or deal_lasts(self.game, self.full_state(), lasting):
                return
        raise AssertionError(f"no deal of 50 let {lasting} first-listed actions be played")

    def read(self, token: str) -> dict[str, Any]:
        return self.gql.data(MATCH, {"id": self.id}, token)["match"]  # type: ignore[no-any-return]

    def full_state(self) -> Any:
        return self.game.decode_state(msgspec.json.encode(self.read(self.organizer)["state"]["json"]))

    def legal(self) -> list[dict[str, Any]]:
        return [msgspec.to_builtins(a) for a in first_listed(self.game, self.full_state())]

    def act(self, action: dict[str, Any], token: str | None = None, **extra: Any) -> dict[str, Any]:
        return self.gql.run(ACT, {"id": self.id, "action": action, **extra}, token or self.tokens[action["player"]])


def test_create_match_and_read_it_as_each_caller(gql: GraphQLClient, redis_app: TestClient) -> None:
    match = GraphQLMatch(gql, ["ann", "bob"], seed="known-seed")
    created = match.created
    assert created["game"] == "magic-wands" and created["version"] == 0 and set(match.tokens) == {"ann", "bob"}
    assert re.fullmatch(r"sha256:[0-9a-f]{64}", created["seedCommitment"]) and created["genesis"].startswith("sha256:")
    setup = redis_app.post("/v1/games/magic-wands/setup", json={"players": ["ann", "bob"], "seed": "known-seed"}).json()
    organizer = match.read(match.organizer)
    assert organizer["seat"] == "organizer" and "rng" in organizer["state"]["json"]
    assert digest(match.full_state()) != setup["digest"]  # dealt from the seed and a salt (issue 17)
    ann = match.read(match.tokens["ann"])
    assert ann["seat"] == "ann" and ann["version"] == 0 and ann["over"] is False and "rng" not in ann["state"]["json"]
    for player in ann["state"]["json"]["players"]:
        assert all(card == {"hidden": True} for card in player["hand"]) == (player["id"] != "ann")
    # REST reads the match GraphQL made, and the other way round.
    assert redis_app.get(f"/v1/matches/{match.id}", headers={"Authorization": f"Bearer {match.tokens['ann']}"}).json()["state"] == ann["state"]["json"]
    rest_made = MatchClient(redis_app, players=["ann", "bob"])
    assert gql.data(MATCH, {"id": rest_made.id}, rest_made.organizer)["match"]["version"] == 0


@pytest.mark.parametrize(
    ("variables", "code", "pointer"),
    [
        ({"players": ["a"]}, "INVALID_INPUT", "/players"),
        ({"players": ["a", "b"], "seed": ""}, "INVALID_INPUT", "/seed"),
        ({"players": ["a", "b"], "options": {"mythics": 3}}, "INVALID_INPUT", "/options/mythics"),
    ],
)
def test_create_match_refuses_bad_input(gql: GraphQLClient, variables: dict[str, Any], code: str, pointer: str) -> None:
    gql.error(CREATE, variables, code=code, pointer=pointer)
    gql.error(CREATE.replace('"magic-wands"', '"chess"'), {"players": ["a", "b"]}, code="UNKNOWN_GAME", pointer="/game")


def test_reads_need_a_valid_token(gql: GraphQLClient) -> None:
    match = GraphQLMatch(gql, ["ann", "bob"])
    gql.error(MATCH, {"id": match.id}, code="UNAUTHORIZED", status=401)
    gql.error(MATCH, {"id": match.id}, "not-a-token", code="UNAUTHORIZED")
    gql.error(MATCH, {"id": "ffffffffffffffffffff"}, match.organizer, code="MATCH_NOT_FOUND", status=404)
    gql.error(LOG, {"id": match.id, "since": 0}, code="UNAUTHORIZED")


def test_match_actions_versions_refusals_and_rulings(gql: GraphQLClient) -> None:
    match = GraphQLMatch(gql, ["ann", "bob", "cyd"])
    action = match.legal()[0]
    mover = action["player"]
    other = next(p for p in match.tokens if p != mover)
    match.gql.error(ACT, {"id": match.id, "action": action}, match.tokens[other], code="WRONG_SEAT", status=403)
    match.gql.error(ACT, {"id": match.id, "action": action}, match.organizer, code="FORBIDDEN", status=403)
    match.gql.error(ACT, {"id": match.id, "action": action}, "nope", code="UNAUTHORIZED", status=401)
    match.gql.error(ACT, {"id": match.id, "action": {**action, "type": "steal"}}, match.tokens[mover], code="INVALID_INPUT", pointer="/action/type")
    match.gql.error(ACT, {"id": match.id, "action": action, "expected": -1}, match.tokens[mover], code="INVALID_INPUT", pointer="/expectedVersion")
    stale = match.gql.error(ACT, {"id": match.id, "action": action, "expected": 3}, match.tokens[mover], code="VERSION_CONFLICT", status=409)
    assert stale["extensions"]["version"] == 0
    # An illegal action is a ruling: data, nothing applied.
    market = {c.id for row in match.full_state().market for c in row if c}
    hand_card = next(c.id for p in match.full_state().players for c in p.hand if c.id not in market)
    refused = match.act({**action, "wand": hand_card})
    assert "errors" not in refused
    ruling = refused["data"]["matchAction"]
    assert ruling["valid"] is False and ruling["violation"]["code"].startswith("MW-") and ruling["state"] is None
    assert match.read(match.organizer)["version"] == 0
    answer = match.act(action, expected=0)["data"]["matchAction"]
    assert answer["valid"] and answer["version"] == 1 and answer["events"] and answer["digest"] == digest(match.full_state())
    assert answer["state"]["seq"] == 1 and "rng" not in answer["state"]["json"]
    again = match.gql.error(ACT, {"id": match.id, "action": action, "expected": 0}, match.tokens[mover], code="VERSION_CONFLICT")
    assert again["extensions"]["version"] == 1


def test_an_idempotency_key_applies_once_and_answers_the_same(gql: GraphQLClient, redis_app: TestClient) -> None:
    match = GraphQLMatch(gql, ["ann", "bob"])
    action = match.legal()[0]
    first = match.act(action, key="key-1")["data"]["matchAction"]
    second = match.act(action, key="key-1")["data"]["matchAction"]
    assert first == second and first["version"] == 1
    assert match.read(match.organizer)["version"] == 1
    gql.error(ACT, {"id": match.id, "action": action, "key": "bad key"}, match.tokens[action["player"]], code="INVALID_INPUT", pointer="/idempotencyKey")
    # The key is shared with REST: the same key over REST returns the stored answer, applies nothing.
    rest = redis_app.post(
        f"/v1/matches/{match.id}/actions",
        json={"action": action},
        headers={"Authorization": f"Bearer {match.tokens[action['player']]}", "Idempotency-Key": "key-1"},
    )
    assert rest.status_code == 200 and rest.json()["version"] == 1


def test_logs_are_hash_chained_and_redacted_for_each_seat(gql: GraphQLClient, redis_app: TestClient) -> None:
    match = GraphQLMatch(gql, ["ann", "bob", "cyd"], seed="log-seed", lasting=6)
    # A log may name a card that was public at some point (bought from the open market, paid face up),
    # never one that stayed hidden from the reader all along.
    never_seen = {seat: match.game.secret_ids(match.full_state(), seat) for seat in match.tokens}
    for _ in range(6):
        action = match.legal()[0]
        assert match.act(action)["data"]["matchAction"]["valid"]
        for seat in never_seen:
            never_seen[seat] &= match.game.secret_ids(match.full_state(), seat)
    state = match.full_state()
    organizer_log = gql.data(LOG, {"id": match.id, "since": 0}, match.organizer)["matchLog"]
    assert organizer_log["version"] == 6 and [e["seq"] for e in organizer_log["entries"]] == list(range(1, 7))
    prev = organizer_log["genesis"]
    for entry in organizer_log["entries"]:
        assert entry["prev"] == prev
        prev = entry["hash"]
    assert organizer_log["entries"][-1]["digest"] == digest(state)
    rest_log = redis_app.get(f"/v1/matches/{match.id}/log", headers={"Authorization": f"Bearer {match.organizer}"}).json()
    assert [e["hash"] for e in rest_log["entries"]] == [e["hash"] for e in organizer_log["entries"]]
    assert len(gql.data(LOG, {"id": match.id, "since": 4}, match.organizer)["matchLog"]["entries"]) == 2
    gql.error(LOG, {"id": match.id, "since": -1}, match.organizer, code="INVALID_INPUT", pointer="/since")
    for seat, token in match.tokens.items():
        seat_log = gql.data(LOG, {"id": match.id, "since": 0}, token)["matchLog"]
        rest_seat_log = redis_app.get(f"/v1/matches/{match.id}/log", headers={"Authorization": f"Bearer {token}"}).json()
        assert [e["action"] for e in seat_log["entries"]] == [e["action"] for e in rest_seat_log["entries"]]
        assert never_seen[seat], "the deck stays hidden"
        assert_no_secret(msgspec.json.encode(seat_log), never_seen[seat], f"GraphQL log for {seat}")


def test_a_seat_token_never_reads_another_seats_hidden_cards(gql: GraphQLClient) -> None:
    match = GraphQLMatch(gql, ["ann", "bob", "cyd"], seed="secrecy-seed")
    for _ in range(8):
        full = match.full_state()
        if full.over:
            break
        for seat, token in match.tokens.items():
            secret = match.game.secret_ids(full, seat)
            assert secret, "the deck is always hidden"
            assert_no_secret(msgspec.json.encode(match.read(token)), secret, f"match read by {seat}")
            # A refused try (paying with a hidden card, acting out of turn) names nothing hidden either.
            legal = match.legal()[0]
            attempts = [{**legal, "player": seat, "pay": sorted(secret)[:1]} if legal["type"] == "purchase" else {**legal, "player": seat, "card": sorted(secret)[0]}]
            if seat != legal["player"]:
                attempts.append({**legal, "player": seat})
            for attempt in attempts:
                refusal = match.act(attempt, token)
                assert "errors" in refusal or refusal["data"]["matchAction"]["valid"] is False, refusal
                assert_no_secret(msgspec.json.encode(refusal), secret, f"refusal for {seat}")
        assert match.read(match.organizer)["version"] == full.seq
        action = match.legal()[0]
        answer = match.act(action)
        secret_after = match.game.secret_ids(match.full_state(), action["player"])
        assert_no_secret(msgspec.json.encode(answer), secret_after & match.game.secret_ids(full, action["player"]), "match action answer")


def test_redis_down_is_store_unavailable_and_recovers() -> None:
    from ..support.redis_server import RedisProcess

    server = RedisProcess("--appendonly", "yes", "--appendfsync", "always").start()
    try:
        with TestClient(create_app(Config(redis_url=server.url, store_retry_after_seconds=3)), raise_server_exceptions=False) as http:
            gql = GraphQLClient(http)
            match = GraphQLMatch(gql, ["ann", "bob"])
            action = match.legal()[0]
            with http.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"]) as ws:
                ws.send_json({"type": "connection_init", "payload": {"token": match.tokens["ann"]}})
                assert ws.receive_json()["type"] == "connection_ack"
                ws.send_json({"id": "1", "type": "subscribe", "payload": {"query": "subscription($id: ID!) { matchUpdated(matchId: $id) { version } }", "variables": {"id": match.id}}})
                assert ws.receive_json()["payload"]["data"]["matchUpdated"]["version"] == 0
                server.kill()
                down = gql.error(ACT, {"id": match.id, "action": action}, match.tokens[action["player"]], code="STORE_UNAVAILABLE", status=503)
                assert down["extensions"]["retryAfter"] == 3
                gql.error(MATCH, {"id": match.id}, match.organizer, code="STORE_UNAVAILABLE")
                # The subscription ends with the same error; the client reconnects to resume.
                message = ws.receive_json()
                assert message["type"] == "next" and message["payload"]["errors"][0]["extensions"]["code"] == "STORE_UNAVAILABLE"
                assert ws.receive_json() == {"id": "1", "type": "complete"}
            # Stateless operations do not need the store.
            assert gql.data('mutation { setup(game: "magic-wands", players: ["a", "b"], seed: "s") { digest } }')
            server.start()
            assert match.read(match.organizer)["version"] == 0
            assert match.act(action)["data"]["matchAction"]["version"] == 1
    finally:
        server.stop()
