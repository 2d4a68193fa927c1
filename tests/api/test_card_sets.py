"""Card sets through the service: POST /v1/card-sets stores a validated set under its digest; setup, hosted
matches, tournament rounds and deck validation take the id; a hosted match's transcript carries the set
itself, so ``adjudicator verify`` replays it offline in a fresh process (docs/card-sets.md)."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from starlette.testclient import TestClient

from adjudicator.force_of_will.cards import reference_card_set_json
from api.app import create_app
from api.signing import b64encode, encode_private_key, raw_public

from ..core.test_card_sets import mw_custom
from ..master_of_wills.test_card_sets import custom as mow_custom
from ..support.config import config
from .match_helpers import MatchClient, bearer, play_to_end
from .test_stateless import problem

ROOT = Path(__file__).resolve().parents[2]
FOWSIM = Path("../shared/third_party/fowsim/cards.json")  # relative to the repo root (CI clones shared/ beside it)
PLAYERS = {"standard": ["ann", "bob"], "2v2": ["ann", "bob", "cyd", "dot"], "ffa3": ["ann", "bob", "cyd"], "mowitaire": ["ann"], "mow-op": ["ann", "bob"]}


@pytest.fixture(scope="module", params=["memory", "redis"])
def service(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    key = Ed25519PrivateKey.generate()
    settings = {"signing_key": encode_private_key(key)}
    if request.param == "redis":
        settings["redis_url"] = request.getfixturevalue("redis_url")
    with TestClient(create_app(config(**settings)), raise_server_exceptions=False) as client:
        yield client, b64encode(raw_public(key.public_key()))


def post_set(client: TestClient, game: str, card_set: Any) -> dict[str, Any]:
    answer = client.post("/v1/card-sets", json={"game": game, "card_set": card_set})
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    assert body["problems"] == [] and answer.headers["location"] == f"/v1/card-sets/{body['id']}"
    return body


def verify_offline(client: TestClient, match: MatchClient, public: str, tmp_path: Path) -> dict[str, Any]:
    result = client.get(f"/v1/matches/{match.id}/result", headers=bearer(match.organizer))
    assert result.status_code == 200, result.text
    document: dict[str, Any] = result.json()
    path = tmp_path / f"{match.id}.json"
    path.write_bytes(msgspec.json.encode(document))
    run = subprocess.run([sys.executable, "-m", "api.cli", "verify", str(path), f"--key={public}"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0 and "VERDICT: VALID" in run.stdout, run.stdout + run.stderr
    return document


def test_a_custom_master_of_wills_set_through_the_service(service, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    client, public = service
    data = mow_custom()
    stored = post_set(client, "master-of-wills", data)
    card_set_id = stored["id"]
    assert stored["summary"]["community_cards"] == 120
    fetched = client.get(f"/v1/card-sets/{card_set_id}").json()
    assert fetched["game"] == "master-of-wills" and fetched["card_set"]["community"][0]["value"] == data["community"][0]["value"]
    for variant, players in PLAYERS.items():
        answer = client.post("/v1/games/master-of-wills/setup", json={"variant": variant, "players": players, "seed": "s", "options": {"card_set": card_set_id}})
        assert answer.status_code == 200, answer.text
        assert answer.json()["state"]["options"]["card_set"] == card_set_id
    match = MatchClient(client, "master-of-wills", ["ann", "bob"], variant="standard", options={"card_set": card_set_id})
    play_to_end(match, choose=lambda options: options[0])
    document = verify_offline(client, match, public, tmp_path)
    # The match names its set by digest (small states); the transcript carries the set itself.
    assert document["transcript"]["options"]["card_set"] == card_set_id
    assert document["transcript"]["card_set"]["id"] == "my-box"


def test_a_custom_magic_wands_set_for_four_players_through_the_service(service, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    client, public = service
    stored = post_set(client, "magic-wands", mw_custom(4))
    players = ["ann", "bob", "cyd", "dot"]
    match = MatchClient(client, "magic-wands", players, options={"card_set": stored["id"]})
    assert match.full_state().options.card_set == stored["id"], "a hosted state names its set by digest"
    play_to_end(match)
    document = verify_offline(client, match, public, tmp_path)
    assert document["transcript"]["card_set"]["id"] == "my-wands", "the transcript carries the set itself"


def test_a_bad_set_is_refused_naming_every_field_and_is_not_stored(service) -> None:  # type: ignore[no-untyped-def]
    client, _ = service
    data = mow_custom()
    data["community"][2]["movements"] = [{"sector": "pirates", "delta": 1}]
    data["factions"][3]["steps"].append({"op": "time_travel"})
    body = problem(client.post("/v1/card-sets", json={"game": "master-of-wills", "card_set": data}), 422)
    pointers = {e["pointer"] for e in body["errors"]}
    assert {"/card_set/community/2/movements/0/sector", "/card_set/factions/3/steps/1/op"} <= pointers
    problem(client.get("/v1/card-sets/sha256:" + "0" * 64), 404, "/id")
    problem(client.get("/v1/card-sets/nope"), 422, "/id")
    problem(client.post("/v1/games/master-of-wills/setup", json={"players": ["a", "b"], "seed": "s", "options": {"card_set": "sha256:" + "0" * 64}}), 404, "/options/card_set")
    problem(client.post("/v1/card-sets", json={"game": "magic-wands", "fowsim": {"cards": []}}), 422, "/fowsim")


def test_a_force_of_will_set_whose_condition_is_read_apart_is_refused(service) -> None:  # type: ignore[no-untyped-def]
    """FOW-CONT-WHILE-R: a condition joining parts the engine reads apart (here a drawn-cards count and a
    weather) would leave one unchecked: a 422 naming the condition."""
    client, _ = service
    data = copy.deepcopy(reference_card_set_json())
    index = next(i for i, c in enumerate(data["cards"]) if c["types"] == ["resonator"])
    data["cards"][index]["abilities"] = [{"kind": "continuous", "atk": 100, "as_long_as": {"drawn": "you", "at_least": 2, "weather": "rain"}}]
    body = problem(client.post("/v1/card-sets", json={"game": "force-of-will", "card_set": data}), 422)
    assert [e["pointer"] for e in body["errors"]] == [f"/card_set/cards/{index}/abilities/0/as_long_as"]


def test_a_state_naming_a_stored_set_is_adjudicated(service) -> None:  # type: ignore[no-untyped-def]
    client, _ = service
    stored = post_set(client, "master-of-wills", mow_custom())
    state = client.post("/v1/games/master-of-wills/setup", json={"players": ["a", "b"], "seed": "s", "options": {"card_set": stored["id"]}}).json()["state"]
    answer = client.post("/v1/games/master-of-wills/legal-actions", json={"state": state})
    assert answer.status_code == 200 and answer.json()["actions"], answer.text


def test_tournaments_lock_a_card_set_for_the_event(service) -> None:  # type: ignore[no-untyped-def]
    client, _ = service
    first = post_set(client, "magic-wands", mw_custom(4))
    other = copy.deepcopy(mw_custom(4))
    other["id"] = "another-set"
    second = post_set(client, "magic-wands", other)
    url = "/v1/tournaments/cup-2026/rounds/{}/matches"
    body = {"game": "magic-wands", "pairings": [{"players": ["ann", "bob", "cyd", "dot"]}], "options": {"card_set": first["id"]}}
    assert client.post(url.format(1), json=body).status_code == 201
    locked = {**body, "options": {"card_set": second["id"]}}
    problem(client.post(url.format(2), json=locked), 409)
    no_set = {**body, "options": {}}
    answer = client.post(url.format(2), json=no_set)
    assert answer.status_code == 201, answer.text  # four players: only the event's set seats them


@pytest.mark.skipif(not FOWSIM.exists(), reason="../shared/third_party/fowsim/cards.json is beside the repo in CI")
def test_a_fowsim_database_uploaded_as_a_force_of_will_set(service) -> None:  # type: ignore[no-untyped-def]
    client, _ = service
    raw = FOWSIM.read_bytes()
    assert len(raw) > 1_048_576  # more than the other routes accept: this route has its own limit
    answer = client.post("/v1/card-sets", content=b'{"game": "force-of-will", "fowsim": ' + raw + b"}", headers={"content-type": "application/json"})
    assert answer.status_code == 201, answer.text[:2000]
    stored = answer.json()
    assert stored["summary"]["import"]["imported"] > 1000
    fetched = client.get(f"/v1/card-sets/{stored['id']}").json()
    assert len(fetched["card_set"]["cards"]) == stored["summary"]["cards"]
    problem(client.post("/v1/games/force-of-will/setup", content=b'{"players": ["a", "b"], "seed": "s", "pad": "' + b"x" * 1_100_000 + b'"}',
                        headers={"content-type": "application/json"}), 413)


def test_a_set_with_thousands_of_problems_names_the_first_hundred_and_counts_the_rest(service) -> None:  # type: ignore[no-untyped-def]
    # 500 empty Force of Will cards: four problems a card. Naming all 2,000 would answer ~160 KB to a 2 KB body
    # (and a megabyte for Master of Wills); the answer names the first 100 in order and counts the others.
    client, _ = service
    answer = client.post("/v1/card-sets", json={"game": "force-of-will", "card_set": {"id": "x", "name": "x", "cards": [{}] * 500}})
    body = problem(answer, 422, "/card_set/cards/0/id")
    assert len(body["errors"]) == 100 and body["errors_omitted"] > 1000
    assert body["detail"].endswith(f"; and {body['errors_omitted']} more field errors")
    assert len(answer.content) < 20_000
