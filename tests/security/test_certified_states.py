"""Certified states (issue 17): every full state the service returns carries a certificate (an Ed25519
signature by the service's key over the state's digest, game, card set and seq); a deployment that sets
``ADJUDICATOR_REQUIRE_CERTIFIED_STATES`` refuses any state without a valid one on the stateless
endpoints (422 naming ``/certificate``), so a stateless client can no longer forge history: a card moved
between hands with everything else kept consistent, or ``seq`` advanced, is accepted by the forgery
check but refused by the certificate."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from starlette.testclient import TestClient

from adjudicator import get_game
from api.app import create_app
from api.signing import encode_private_key

from ..api.match_helpers import MatchClient, bearer
from ..support.config import config

MW = "/v1/games/magic-wands"
PLAYERS = ["ann", "bob"]


@pytest.fixture
def strict() -> Iterator[TestClient]:
    settings = config(require_certified_states=True, signing_key=encode_private_key(Ed25519PrivateKey.generate()))
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def lenient() -> Iterator[TestClient]:
    with TestClient(create_app(config()), raise_server_exceptions=False) as client:
        yield client


def forged(state: dict[str, Any]) -> dict[str, Any]:
    """A consistent forgery: the first cards of the two hands swapped (every count still agrees)."""
    copied = copy.deepcopy(state)
    first, second = copied["players"][0]["hand"], copied["players"][1]["hand"]
    first[0], second[0] = second[0], first[0]
    return copied


def pointer(response: Any) -> list[str]:
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    return [e["pointer"] for e in response.json()["errors"]]


def test_every_full_state_comes_certified(lenient: TestClient) -> None:
    setup = lenient.post(f"{MW}/setup", json={"players": PLAYERS, "seed": "cert"}).json()
    keys = {k["id"] for k in lenient.get("/v1/keys").json()["keys"]}
    certificate = setup["certificate"]
    assert certificate["digest"] == setup["digest"] and certificate["game"] == "magic-wands" and certificate["seq"] == 0
    assert certificate["alg"] == "HMAC-SHA256" and certificate["key_id"] in keys
    signer = lenient.app.state.ctx.signer
    fields = (certificate["digest"], certificate["game"], certificate["card_set"], certificate["seq"])
    assert signer.certificate_problem(certificate, *fields) is None
    assert signer.certificate_problem({**certificate, "value": certificate["value"][::-1]}, *fields) == (
        "/value", "the certificate does not match the state")
    game = get_game("magic-wands")
    state = game.decode_state(msgspec.json.encode(setup["state"]))
    action = msgspec.to_builtins(game.legal_actions(state)[0])
    answer = lenient.post(f"{MW}/adjudicate", json={"state": setup["state"], "certificate": certificate, "action": action}).json()
    assert answer["valid"] and answer["certificate"]["digest"] == answer["digest"] and answer["certificate"]["seq"] == 1
    replayed = lenient.post(f"{MW}/replay", json={"setup": {"players": PLAYERS, "seed": "cert"}, "actions": [action]}).json()
    assert replayed["certificate"]["digest"] == replayed["digest"] == answer["digest"]
    # A hosted match's full state (the organizer's) is certified too; a seat's view is not a state.
    match = MatchClient(lenient, players=PLAYERS)
    full = lenient.get(f"/v1/matches/{match.id}", headers=bearer(match.organizer)).json()
    assert full["certificate"]["seq"] == 0 and full["certificate"]["game"] == "magic-wands"
    assert "certificate" not in lenient.get(f"/v1/matches/{match.id}", headers=bearer(match.tokens["ann"])).json()
    # Without the requirement a forged state is still judged (the forgery check cannot see it).
    assert lenient.post(f"{MW}/legal-actions", json={"state": forged(setup["state"])}).status_code == 200


def test_a_deployment_requiring_certificates_refuses_uncertified_and_forged_states(strict: TestClient) -> None:
    setup = strict.post(f"{MW}/setup", json={"players": PLAYERS, "seed": "cert"}).json()
    state, certificate = setup["state"], setup["certificate"]
    game = get_game("magic-wands")
    action = msgspec.to_builtins(game.legal_actions(game.decode_state(msgspec.json.encode(state)))[0])
    # A certified state is judged, and the answer's state comes certified for the next call.
    answer = strict.post(f"{MW}/adjudicate", json={"state": state, "certificate": certificate, "action": action})
    assert answer.status_code == 200 and answer.json()["valid"], answer.text
    following = answer.json()
    assert strict.post(f"{MW}/legal-actions", json={"state": following["state"], "certificate": following["certificate"]}).status_code == 200
    assert strict.post(f"{MW}/view", json={"state": state, "certificate": certificate, "player": "ann"}).status_code == 200
    # No certificate, a forged state, an advanced seq, another service's certificate: refused by name.
    for endpoint, extra in (("adjudicate", {"action": action}), ("legal-actions", {}), ("view", {"player": "ann"})):
        assert pointer(strict.post(f"{MW}/{endpoint}", json={"state": state, **extra})) == ["/certificate"]
        assert pointer(strict.post(f"{MW}/{endpoint}", json={"state": forged(state), "certificate": certificate, **extra})) == ["/certificate/digest"]
    advanced = {**state, "seq": 1}
    assert pointer(strict.post(f"{MW}/legal-actions", json={"state": advanced, "certificate": certificate})) == ["/certificate/digest"]
    other = config(signing_key=encode_private_key(Ed25519PrivateKey.generate()))
    with TestClient(create_app(other)) as elsewhere:
        foreign = elsewhere.post(f"{MW}/setup", json={"players": PLAYERS, "seed": "cert"}).json()["certificate"]
    assert pointer(strict.post(f"{MW}/legal-actions", json={"state": state, "certificate": foreign})) == ["/certificate/key_id"]
    assert pointer(strict.post(f"{MW}/legal-actions", json={"state": state, "certificate": {**certificate, "value": foreign["value"]}})) == ["/certificate/value"]
    detail = strict.post(f"{MW}/legal-actions", json={"state": state}).json()["errors"][0]["message"]
    assert "certif" in detail
    # A snapshot is stored only from a certified state, and is then used by id.
    assert pointer(strict.post("/v1/snapshots", json={"game": "magic-wands", "state": state})) == ["/certificate"]
    stored = strict.post("/v1/snapshots", json={"game": "magic-wands", "state": state, "certificate": certificate})
    assert stored.status_code == 201, stored.text
    assert strict.post(f"{MW}/legal-actions", json={"snapshot": stored.json()["id"]}).status_code == 200


def test_graphql_carries_and_requires_certificates(strict: TestClient) -> None:
    def run(query: str, variables: dict[str, Any]) -> dict[str, Any]:
        response = strict.post("/graphql", json={"query": query, "variables": variables})
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    setup = run('mutation { setup(game: "magic-wands", players: ["ann", "bob"], seed: "cert") { digest state { json certificate } } }', {})
    made = setup["data"]["setup"]
    certificate = made["state"]["certificate"]
    assert certificate["digest"] == made["digest"]
    query = "query($state: JSON, $certificate: JSON) { gameLegalActions(game: \"magic-wands\", state: $state, certificate: $certificate) { actions } }"
    assert "errors" not in run(query, {"state": made["state"]["json"], "certificate": certificate})
    refused = run(query, {"state": made["state"]["json"]})
    assert refused["errors"][0]["extensions"]["code"] == "INVALID_INPUT"
    assert [e["pointer"] for e in refused["errors"][0]["extensions"]["errors"]] == ["/certificate"]
    forged_answer = run(query, {"state": forged(made["state"]["json"]), "certificate": certificate})
    assert [e["pointer"] for e in forged_answer["errors"][0]["extensions"]["errors"]] == ["/certificate/digest"]
