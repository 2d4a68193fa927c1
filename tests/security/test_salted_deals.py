"""Issue 17, defect 6: the commitment was sha256(seed), so a player who guessed an organizer's seed
("spring-cup-r3-t17") dealt the opponent's hand through the stateless ``/setup``.  A hosted match is now
dealt from ``<salt>:<seed>`` with a 128-bit salt the service draws, committed as sha256 of that, and both
are revealed with the result; transcripts, ``verify``, disputes and ``reverify`` replay with the salt."""

from __future__ import annotations

import asyncio
import hashlib
import re
from typing import Any

import msgspec
from starlette.testclient import TestClient

from adjudicator import digest, get_game
from adjudicator.core.codec import canonical_json
from api.app import create_app
from api.service.reverify import reverify_store
from api.service.transcripts import verify_document
from api.store.redis import RedisStore

from ..api.match_helpers import MatchClient, bearer, play_to_end
from ..support.config import config

GUESSED = "spring-cup-r3-t17"


def hidden_deal(game: str, state: Any, seat: str) -> list[str]:
    """Where every card hidden from ``seat`` lies (other hands, deck orders), in the state's own order."""
    secret = get_game(game).secret_ids(state, seat)
    return [text for text in re.findall(r'"([^"]+)"', canonical_json(state).decode()) if text in secret]


def test_guessing_the_seed_does_not_reproduce_the_deal(store_client: TestClient) -> None:
    for game, players in (("magic-wands", ["ann", "bob"]), ("master-of-wills", ["ann", "bob"]), ("force-of-will", ["ann", "bob"])):
        hosted = [MatchClient(store_client, game=game, players=players, seed=GUESSED) for _ in range(2)]
        guessed = store_client.post(f"/v1/games/{game}/setup", json={"players": players, "seed": GUESSED})
        assert guessed.status_code == 200, guessed.text
        # The stateless setup stays deterministic from the seed alone.
        again = store_client.post(f"/v1/games/{game}/setup", json={"players": players, "seed": GUESSED})
        assert again.json()["digest"] == guessed.json()["digest"]
        guess = get_game(game).decode_state(msgspec.json.encode(guessed.json()["state"]))
        states = [match.full_state() for match in hosted]
        for match, state in zip(hosted, states, strict=True):
            assert digest(state) != guessed.json()["digest"], f"{game}: the guessed seed reproduces the hosted deal"
            assert hidden_deal(game, state, "ann") != hidden_deal(game, guess, "ann"), f"{game}: the guess deals what ann may not see"
            commitment = match.created["seed_commitment"]
            assert re.fullmatch(r"sha256:[0-9a-f]{64}", commitment)
            assert commitment != "sha256:" + hashlib.sha256(GUESSED.encode()).hexdigest()
        # Two matches with the same seed are dealt differently, and commit differently.
        assert digest(states[0]) != digest(states[1]) and hosted[0].created["seed_commitment"] != hosted[1].created["seed_commitment"]


def test_seed_and_salt_are_revealed_at_the_end_and_replay(redis_url: str) -> None:
    with TestClient(create_app(config(redis_url=redis_url)), raise_server_exceptions=False) as client:
        match = MatchClient(client, players=["ann", "bob"], seed=GUESSED)
        before = client.get(f"/v1/matches/{match.id}", headers=bearer(match.tokens["ann"])).text
        play_to_end(match)
        document = client.get(f"/v1/matches/{match.id}/result", headers=bearer(match.tokens["ann"])).json()
        keys = [k["public_key"] for k in client.get("/v1/keys").json()["keys"]]
        seed, salt = document["seed"], document["salt"]
        assert seed == GUESSED and re.fullmatch(r"[0-9a-f]{32}", salt) and salt not in before
        assert document["seed_commitment"] == "sha256:" + hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()
        transcript = document["transcript"]
        assert transcript["salt"] == salt and transcript["seed_commitment"] == match.created["seed_commitment"]
        # Once revealed, anyone can deal the match through the stateless setup from "<salt>:<seed>".
        dealt = client.post("/v1/games/magic-wands/setup", json={"players": ["ann", "bob"], "seed": f"{salt}:{seed}"}).json()
        assert dealt["digest"] == transcript["initial_digest"]
        assert verify_document(document, trusted_keys=keys).valid
        changed = {**document, "transcript": {**transcript, "salt": "0" * 32}}
        report = verify_document(changed, trusted_keys=keys)
        assert not report.valid and not next(c for c in report.checks if c.name == "seed commitment").ok
        recorded = transcript["entries"][0]["action"]
        settled = client.post("/v1/disputes", json={"transcript": document, "at": 1, "claim": recorded}).json()
        assert settled["legal"] is True and settled["transcript"]["valid"] is True
        by_setup = client.post("/v1/disputes", json={"setup": {"game": "magic-wands", "players": ["ann", "bob"], "seed": seed, "salt": salt},
                                                       "actions": [e["action"] for e in transcript["entries"]], "at": 1, "claim": recorded}).json()
        assert by_setup["before_digest"] == transcript["initial_digest"]
    outcomes = {o.match: o for o in asyncio.run(reverify_store(RedisStore(redis_url)))}
    assert outcomes[match.id].status == "unchanged", outcomes[match.id]
