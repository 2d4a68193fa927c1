"""The life of a stored card set (docs/card-sets.md), on the in-memory store and on a real Redis:

* it expires ``ADJUDICATOR_CARD_SET_TTL_SECONDS`` after its last use, and each use (a read, a setup, a state
  naming it) starts that time again;
* a hosted match pins it while the match lives (its own TTL, refreshed by each action), a tournament that locks
  it pins it for ever: meanwhile it neither expires nor can be deleted (409 naming who plays it);
* ``DELETE /v1/card-sets/{id}`` (and GraphQL ``deleteCardSet``) deletes an unpinned set; a state that names a
  set the service does not hold is 404 problem+json naming ``/state/options/card_set``;
* hosted states name their set by digest, stateless states keep what the client sent (inline stays inline);
* the transcript carries the set, and a transcript whose set was altered does not verify.

Times are a few seconds (TTLs of 1 to 3 s): the test sleeps past them; no duration is asserted.
"""

from __future__ import annotations

import copy
import secrets
import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from starlette.testclient import TestClient

from api.app import create_app
from api.service.transcripts import verify_document
from api.signing import b64encode, encode_private_key, raw_public

from ..core.test_card_sets import mw_custom
from ..support.config import config
from .match_helpers import MatchClient, bearer, play_to_end
from .test_stateless import problem

PLAYERS = ["ann", "bob", "cyd", "dot"]


class Service:
    def __init__(self, http: TestClient, redis_url: str | None, public: str) -> None:
        self.http = http
        self.redis = redis.Redis.from_url(redis_url) if redis_url else None
        self.public = public

    def ttl(self, card_set_id: str) -> int | None:
        """The Redis TTL of the stored set (-1: kept for ever), None on the memory store."""
        return None if self.redis is None else int(self.redis.ttl(f"adj:cardset:{{{card_set_id}}}"))


def make_service(request: pytest.FixtureRequest, **settings: Any) -> Iterator[Service]:
    key = Ed25519PrivateKey.generate()
    url = request.getfixturevalue("redis_url") if request.param == "redis" else None
    chosen = config(signing_key=encode_private_key(key), redis_url=url or "", **settings)
    with TestClient(create_app(chosen), raise_server_exceptions=False) as http:
        yield Service(http, url, b64encode(raw_public(key.public_key())))


@pytest.fixture(params=["memory", "redis"])
def short(request: pytest.FixtureRequest) -> Iterator[Service]:
    """Card sets live 2 s after their last use."""
    yield from make_service(request, card_set_ttl_seconds=2)


@pytest.fixture(params=["memory", "redis"])
def hosting(request: pytest.FixtureRequest) -> Iterator[Service]:
    """Card sets live 1 s after their last use; matches 2 s after their last action."""
    yield from make_service(request, card_set_ttl_seconds=1, match_ttl_seconds=2)


@pytest.fixture(params=["memory", "redis"])
def service(request: pytest.FixtureRequest) -> Iterator[Service]:
    yield from make_service(request)


def new_set() -> dict[str, Any]:
    """A Magic Wands set of four players no other test stores (its own id, so its own digest)."""
    data = copy.deepcopy(mw_custom(4))
    data["id"] = "life-" + secrets.token_hex(6)
    return data


def upload(http: TestClient, data: dict[str, Any]) -> str:
    answer = http.post("/v1/card-sets", json={"game": "magic-wands", "card_set": data})
    assert answer.status_code == 201, answer.text
    card_set_id: str = answer.json()["id"]
    return card_set_id


def test_an_unused_set_expires_and_each_use_starts_its_time_again(short: Service) -> None:
    http = short.http
    card_set_id = upload(http, new_set())
    ttl = short.ttl(card_set_id)
    assert ttl is None or 0 < ttl <= 2
    time.sleep(1.3)
    assert http.get(f"/v1/card-sets/{card_set_id}").status_code == 200  # a use: 2 s again
    time.sleep(1.3)  # 2.6 s after the upload: kept by the read
    setup = http.post("/v1/games/magic-wands/setup", json={"players": PLAYERS, "seed": "s", "options": {"card_set": card_set_id}})
    assert setup.status_code == 200, setup.text
    time.sleep(2.5)
    problem(http.get(f"/v1/card-sets/{card_set_id}"), 404, "/id")
    problem(http.post("/v1/games/magic-wands/legal-actions", json={"state": setup.json()["state"]}), 404, "/state/options/card_set")
    problem(http.post("/v1/games/magic-wands/setup", json={"players": PLAYERS, "seed": "s", "options": {"card_set": card_set_id}}), 404, "/options/card_set")


def test_a_hosted_match_keeps_its_set_while_it_lives(hosting: Service) -> None:
    http = hosting.http
    card_set_id = upload(http, new_set())
    match = MatchClient(http, "magic-wands", PLAYERS, options={"card_set": card_set_id})
    refused = problem(http.delete(f"/v1/card-sets/{card_set_id}"), 409, "/id")
    assert refused["holders"] == [f"match:{match.id}"]
    # Played well past the set's own TTL (1 s): each action keeps the match, and so its set, alive.
    for _ in range(3):
        time.sleep(1.2)
        state = match.full_state()
        action = msgspec.to_builtins(match.game.legal_actions(state)[0])
        assert match.act(action).status_code == 200
    ttl = hosting.ttl(card_set_id)
    assert ttl is None or ttl >= 2
    problem(http.delete(f"/v1/card-sets/{card_set_id}"), 409)
    # The pin outlasts the match (2 s after its last action) by its refresh interval and a second.
    time.sleep(4.3)
    problem(http.get(f"/v1/card-sets/{card_set_id}"), 404, "/id")  # unused since: gone with its last holder
    problem(http.delete(f"/v1/card-sets/{card_set_id}"), 404, "/id")


def test_a_tournament_that_locks_a_set_keeps_it_for_ever(service: Service) -> None:
    http = service.http
    card_set_id = upload(http, new_set())
    tournament = "life-" + secrets.token_hex(4)
    body = {"game": "magic-wands", "pairings": [{"players": PLAYERS}], "options": {"card_set": card_set_id}}
    assert http.post(f"/v1/tournaments/{tournament}/rounds/1/matches", json=body).status_code == 201
    refused = problem(http.delete(f"/v1/card-sets/{card_set_id}"), 409)
    assert f"tournament:{tournament}" in refused["holders"]
    assert service.ttl(card_set_id) in (None, -1)
    # A round naming another set is refused, and that set is not kept for the event.
    other = upload(http, new_set())
    problem(http.post(f"/v1/tournaments/{tournament}/rounds/2/matches", json={**body, "options": {"card_set": other}}), 409)
    assert http.delete(f"/v1/card-sets/{other}").status_code == 204


def test_an_unpinned_set_is_deleted_and_states_naming_it_are_refused(service: Service) -> None:
    http = service.http
    card_set_id = upload(http, new_set())
    setup = http.post("/v1/games/magic-wands/setup", json={"players": PLAYERS, "seed": "s", "options": {"card_set": card_set_id}})
    assert setup.status_code == 200 and setup.json()["state"]["options"]["card_set"] == card_set_id
    state = setup.json()["state"]
    assert http.post("/v1/games/magic-wands/legal-actions", json={"state": state}).status_code == 200
    assert http.delete(f"/v1/card-sets/{card_set_id}").status_code == 204
    problem(http.post("/v1/games/magic-wands/legal-actions", json={"state": state}), 404, "/state/options/card_set")
    unknown = {**state, "options": {**state["options"], "card_set": "sha256:" + "7" * 64}}
    problem(http.post("/v1/games/magic-wands/view", json={"state": unknown}), 404, "/state/options/card_set")
    problem(http.delete("/v1/card-sets/not-a-digest"), 422, "/id")
    # GraphQL has the same.
    other = upload(http, new_set())
    query = "mutation($id: String!) { deleteCardSet(cardSetId: $id) }"
    answer = http.post("/graphql", json={"query": query, "variables": {"id": other}}).json()
    assert answer == {"data": {"deleteCardSet": True}}, answer
    again = http.post("/graphql", json={"query": query, "variables": {"id": other}}).json()
    assert again["errors"][0]["extensions"]["status"] == 404, again
    assert again["errors"][0]["extensions"]["errors"][0]["pointer"] == "/cardSetId", again


def test_a_stateless_state_keeps_a_set_sent_inline(service: Service) -> None:
    http = service.http
    data = new_set()
    setup = http.post("/v1/games/magic-wands/setup", json={"players": PLAYERS, "seed": "s", "options": {"card_set": data}})
    assert setup.status_code == 200, setup.text
    state = setup.json()["state"]
    assert state["options"]["card_set"]["id"] == data["id"], "an inline set stays in the state: self-sufficient, as before"
    assert http.post("/v1/games/magic-wands/legal-actions", json={"state": state}).status_code == 200
    # ... and it was stored, so it may be named by digest from now on.
    card_set_id = upload(http, data)
    assert http.get(f"/v1/card-sets/{card_set_id}").status_code == 200


def test_a_transcript_whose_set_was_altered_does_not_verify(service: Service) -> None:
    http = service.http
    data = new_set()
    card_set_id = upload(http, data)
    match = MatchClient(http, "magic-wands", PLAYERS, options={"card_set": card_set_id})
    assert match.full_state().options.card_set == card_set_id
    play_to_end(match)
    document = http.get(f"/v1/matches/{match.id}/result", headers=bearer(match.organizer)).json()
    assert document["transcript"]["card_set"]["id"] == data["id"]
    assert verify_document(document, service.public).valid
    altered = copy.deepcopy(document)
    altered["transcript"]["card_set"]["cards"][5]["power"] += 1
    report = verify_document(altered, service.public)
    assert not report.valid and any(c.name == "card set" and not c.ok for c in report.checks), report.lines()
    missing = copy.deepcopy(document)
    del missing["transcript"]["card_set"]
    assert not verify_document(missing, service.public).valid
