"""Verifiable matches: seed commitments, signed transcripts, offline verification, disputes,
engine reverification, organizer API keys and tournaments."""

from __future__ import annotations

import copy
import hashlib
import json
import logging
import subprocess
import sys
from pathlib import Path

import httpx
import msgspec
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from starlette.testclient import TestClient

from api.app import create_app
from api.service.reverify import reverify_store
from api.service.transcripts import verify_document
from api.signing import b64encode, encode_private_key, raw_public
from api.store.redis import RedisStore, match_key

from ..support.config import config
from ..support.servers import services
from .match_helpers import MatchClient, bearer, play_to_end
from .test_stateless import problem

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def finished(redis_url: str):  # type: ignore[no-untyped-def]
    """A finished three-player match on Redis with its signed result, and the published keys."""
    key = Ed25519PrivateKey.generate()
    settings = config(redis_url=redis_url, signing_key=encode_private_key(key))
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        for _ in range(20):  # the disputes below need ten actions at least; a salted deal may end sooner
            match = MatchClient(client)
            assert client.get(f"/v1/matches/{match.id}/result", headers=bearer(match.tokens["ann"])).status_code == 409
            if play_to_end(match) > 10:
                break
        else:
            raise AssertionError("no deal of 20 lasted more than ten actions")
        result = client.get(f"/v1/matches/{match.id}/result", headers=bearer(match.tokens["bob"]))
        assert result.status_code == 200, result.text
        keys = client.get("/v1/keys").json()
        yield {"document": result.json(), "keys": keys, "public": b64encode(raw_public(key.public_key())), "match": match}


def test_seed_is_committed_then_revealed(finished) -> None:  # type: ignore[no-untyped-def]
    document = finished["document"]
    assert document["seed_commitment"] == "sha256:" + hashlib.sha256(f"{document['salt']}:{document['seed']}".encode()).hexdigest()
    assert document["seed_commitment"] == finished["match"].created["seed_commitment"]
    transcript = document["transcript"]
    assert transcript["seed"] == document["seed"] and transcript["result"] == document["result"]
    assert transcript["entries"][0]["prev"] == transcript["genesis"]
    assert finished["keys"]["keys"][0]["id"] == document["signature"]["key_id"]


def test_transcript_verifies_offline(finished, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    report = verify_document(finished["document"], public_key=finished["public"])
    assert report.valid, report.lines()
    path = tmp_path / "transcript.json"
    path.write_bytes(msgspec.json.encode(finished["document"]))
    keys = tmp_path / "keys.json"
    keys.write_text(json.dumps(finished["keys"]))
    for key_argument in (finished["public"], str(keys)):
        run = subprocess.run([sys.executable, "-m", "api.cli", "verify", str(path), f"--key={key_argument}"], cwd=ROOT, capture_output=True, text=True)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "VERDICT: VALID" in run.stdout
    wrong = b64encode(raw_public(Ed25519PrivateKey.generate().public_key()))
    run = subprocess.run([sys.executable, "-m", "api.cli", "verify", str(path), f"--key={wrong}"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1 and "signature" in run.stdout


def _tampered(document: dict, how: str) -> tuple[dict, int | None]:  # type: ignore[type-arg]
    doc = copy.deepcopy(document)
    entries = doc["transcript"]["entries"]
    if how == "action":
        action = entries[4]["action"]
        action["player"] = "zed" if action["player"] != "zed" else "ann"
        return doc, 5
    if how == "digest":
        entries[6]["digest"] = "sha256:" + "0" * 64
        return doc, 7
    if how == "seed":
        doc["transcript"]["seed"] = "another-seed"
        return doc, None
    if how == "signature":
        value = doc["signature"]["value"]
        doc["signature"]["value"] = ("A" if value[0] != "A" else "B") + value[1:]
        return doc, None
    if how == "order":
        entries[2], entries[3] = entries[3], entries[2]
        return doc, 3
    raise AssertionError(how)


@pytest.mark.parametrize("how", ["action", "digest", "seed", "signature", "order"])
def test_tampering_is_caught_and_named(finished, how: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    doc, entry = _tampered(finished["document"], how)
    report = verify_document(doc, public_key=finished["public"])
    assert not report.valid
    assert not next(c for c in report.checks if c.name == "signature").ok  # any change breaks the signature
    if entry is not None:
        assert report.first_failure.entry == entry, report.lines()
    if how == "seed":
        assert not next(c for c in report.checks if c.name == "seed commitment").ok
    path = tmp_path / "t.json"
    path.write_bytes(msgspec.json.encode(doc))
    run = subprocess.run([sys.executable, "-m", "api.cli", "verify", str(path), "--key=" + finished["public"]], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1 and "VERDICT: INVALID" in run.stdout
    if entry is not None:
        assert f"entry {entry}" in run.stdout.splitlines()[-1]


def test_key_rotation_keeps_old_transcripts_verifiable(finished) -> None:  # type: ignore[no-untyped-def]
    new_key = Ed25519PrivateKey.generate()
    settings = config(signing_key=encode_private_key(new_key), previous_public_keys=finished["public"])
    with TestClient(create_app(settings)) as client:
        keys = client.get("/v1/keys").json()["keys"]
    assert [k["current"] for k in keys] == [True, False] and keys[1]["public_key"] == finished["public"]
    report = verify_document(finished["document"], trusted_keys=[k["public_key"] for k in keys])
    assert report.valid, report.lines()


def test_development_key_is_announced(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="adjudicator.signing"), TestClient(create_app(config())) as client:
        keys = client.get("/v1/keys").json()["keys"]
    assert keys[0]["development"] is True
    assert any("development key" in record.message for record in caplog.records)


def test_disputes(finished, client: TestClient) -> None:  # type: ignore[no-untyped-def]
    document = finished["document"]
    recorded = document["transcript"]["entries"][9]["action"]
    legal = client.post("/v1/disputes", json={"transcript": document, "at": 10, "claim": recorded}).json()
    assert legal["legal"] is True
    # Signed by another service's key: this service does not trust it (issue 17: only trusted keys verify).
    assert legal["transcript"]["valid"] is False and "not one of the trusted keys" in legal["transcript"]["first_failure"]["detail"]
    assert legal["recorded"] == recorded and legal["after"] is not None and "rng" not in legal["before"]
    wrong = {**recorded, "player": next(p for p in document["transcript"]["players"] if p != recorded["player"])}
    illegal = client.post("/v1/disputes", json={"transcript": document, "at": 10, "claim": wrong}).json()
    assert illegal["legal"] is False and illegal["violation"]["code"] == "MW-TURN-1"
    assert illegal["rule"] == illegal["violation"]["rule"] and illegal["after"] is None
    assert recorded in illegal["legal_alternatives"]
    transcript = document["transcript"]
    setup = {k: transcript[k] for k in ("game", "players", "seed", "salt")}
    actions = [e["action"] for e in transcript["entries"]]
    by_setup = client.post("/v1/disputes", json={"setup": setup, "actions": actions, "at": 10, "claim": recorded}).json()
    assert by_setup["legal"] is True and by_setup["before_digest"] == legal["before_digest"]
    problem(client.post("/v1/disputes", json={"setup": setup, "actions": actions, "at": len(actions) + 5, "claim": recorded}), 422, "/at")
    problem(client.post("/v1/disputes", json={"at": 1, "claim": recorded}), 422, "/transcript")
    problem(client.post("/v1/disputes", json={"setup": setup, "actions": actions, "at": 1, "claim": {"type": "fly"}}), 422, "/claim/type")


def test_reverify_lists_matches_that_would_change(redis_url: str) -> None:
    import asyncio

    import redis

    with TestClient(create_app(config(redis_url=redis_url)), raise_server_exceptions=False) as client:
        same = MatchClient(client, players=["ann", "bob"], lasting=6)
        for _ in range(6):
            same.act(same.legal()[0])
        altered = MatchClient(client, players=["ann", "bob"], lasting=6)
        for _ in range(6):
            altered.act(altered.legal()[0])
    # Simulate an engine whose rules changed: the stored entry 3 is no longer legal under it.
    raw = redis.Redis.from_url(redis_url)
    key = match_key(altered.id, "log")
    entry = json.loads(raw.lindex(key, 2))
    entry["action"]["player"] = "nobody"
    raw.lset(key, 2, json.dumps(entry))
    raw.close()
    outcomes = {o.match: o for o in asyncio.run(reverify_store(RedisStore(redis_url)))}
    assert outcomes[same.id].status == "unchanged"
    assert outcomes[altered.id].status == "legality_changed" and outcomes[altered.id].first_entry == 3
    run = subprocess.run([sys.executable, "-m", "api.cli", "reverify", "--redis-url", redis_url], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1 and altered.id in run.stdout


def test_organizer_api_keys() -> None:
    settings = config(organizer_api_keys="secret-one, sha256:" + hashlib.sha256(b"secret-two").hexdigest())
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        body = {"game": "magic-wands", "players": ["ann", "bob"]}
        problem(client.post("/v1/matches", json=body), 401)
        problem(client.post("/v1/matches", json=body, headers={"X-API-Key": "guess"}), 401)
        created = client.post("/v1/matches", json=body, headers={"X-API-Key": "secret-two"})
        assert created.status_code == 201
        match = created.json()
        organizer = bearer(match["organizer_token"])
        problem(client.get(f"/v1/matches/{match['id']}", headers=organizer), 401)
        assert client.get(f"/v1/matches/{match['id']}", headers={**organizer, "X-API-Key": "secret-one"}).status_code == 200
        seat = bearer(match["seats"]["ann"]["token"])
        assert client.get(f"/v1/matches/{match['id']}", headers=seat).status_code == 200
        problem(client.get("/v1/tournaments/t1/results"), 401)


def test_tournament_round_of_eight_played_over_http_and_verified(redis_url: str) -> None:
    signing = Ed25519PrivateKey.generate()
    env = {"REDIS_URL": redis_url, "ADJUDICATOR_SIGNING_KEY": encode_private_key(signing), "ADJUDICATOR_ORGANIZER_API_KEYS": "to-key"}
    tournament = "open-" + hashlib.sha256(str(id(signing)).encode()).hexdigest()[:8]
    with services(1, env) as [service], httpx.Client(base_url=service.url, timeout=30, headers={"X-API-Key": "to-key"}) as http:
        pairings = [{"table": t + 1, "players": [f"p{t}a", f"p{t}b", f"p{t}c"]} for t in range(8)]
        created = http.post(f"/v1/tournaments/{tournament}/rounds/1/matches", json={"game": "magic-wands", "pairings": pairings})
        assert created.status_code == 201, created.text
        bad = http.post(f"/v1/tournaments/{tournament}/rounds/2/matches", json={"game": "magic-wands", "pairings": [{"players": ["x"]}]})
        problem(bad, 422, "/pairings/0/players")
        rounds = created.json()["matches"]
        assert [m["table"] for m in rounds] == list(range(1, 9))
        for info in rounds:
            play_to_end(MatchClient.existing(http, "magic-wands", info))
        results = http.get(f"/v1/tournaments/{tournament}/results").json()["matches"]
        assert len(results) == 8 and all(r["winners"] for r in results)
        csv_text = http.get(f"/v1/tournaments/{tournament}/results", params={"format": "csv"}).text
        assert csv_text.splitlines()[0].startswith("round,table,match") and len(csv_text.splitlines()) == 9
        keys = [k["public_key"] for k in http.get("/v1/keys").json()["keys"]]
        for row, info in zip(results, rounds, strict=True):
            document = http.get(f"/v1/matches/{row['match']}/result", headers=bearer(info["seats"][info["players"][0]]["token"])).json()
            assert document["transcript_hash"] == row["transcript_hash"]
            assert document["transcript"]["tournament"] == {"id": tournament, "round": 1, "table": row["table"]}
            report = verify_document(document, trusted_keys=keys)
            assert report.valid, report.lines()


def test_deck_registration_locks_the_list_for_the_event(client: TestClient) -> None:
    from adjudicator import get_game

    decks = get_game("force-of-will").reference_decks()
    dawn, cinder = copy.deepcopy(decks["dawn"]), copy.deepcopy(decks["cinder"])
    event = "deck-lock-event"
    bad = copy.deepcopy(dawn)
    bad["main"] = {"TST-R01": 9}
    refused = client.post(f"/v1/tournaments/{event}/decks", json={"game": "force-of-will", "player": "ann", "deck": bad})
    assert refused.status_code == 200 and refused.json()["registered"] is False and refused.json()["problems"]
    assert all(p["code"].startswith("FOW-DECK") for p in refused.json()["problems"])
    first = client.post(f"/v1/tournaments/{event}/decks", json={"game": "force-of-will", "player": "ann", "deck": dawn})
    assert first.status_code == 201 and first.json()["registered"] is True
    # The same list again (in another order) is fine; another list is refused: decks are locked.
    reordered = {**dawn, "main": dict(reversed(list(dawn["main"].items())))}
    assert client.post(f"/v1/tournaments/{event}/decks", json={"game": "force-of-will", "player": "ann", "deck": reordered}).status_code == 201
    problem(client.post(f"/v1/tournaments/{event}/decks", json={"game": "force-of-will", "player": "ann", "deck": cinder}), 409)
    assert client.post(f"/v1/tournaments/{event}/decks", json={"game": "force-of-will", "player": "bob", "deck": cinder}).status_code == 201
    # A match of the event uses the registered lists, and refuses a list that differs from them.
    pairing = {"game": "force-of-will", "pairings": [{"players": ["ann", "bob"]}]}
    created = client.post(f"/v1/tournaments/{event}/rounds/1/matches", json=pairing)
    assert created.status_code == 201, created.text
    swapped = {"game": "force-of-will", "pairings": [{"players": ["ann", "bob"], "decks": {"ann": cinder}}]}
    problem(client.post(f"/v1/tournaments/{event}/rounds/2/matches", json=swapped), 422, "/pairings/0/decks/ann")
    problem(client.post(f"/v1/tournaments/{event}/decks", json={"game": "magic-wands", "player": "cyd", "deck": []}), 422, "/deck")
