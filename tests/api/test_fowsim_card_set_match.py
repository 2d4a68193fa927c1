"""Issue 15: a Force of Will set uploaded from the community database (``../shared/third_party/fowsim/cards.json``)
through ``POST /v1/card-sets``, used by id to host a match of two decks of supported cards of one cluster
(built as :mod:`adjudicator.force_of_will.coverage` builds them), played to the end by each seat through its
own ``GET /v1/matches/{id}/legal-actions`` with a deterministic random policy, then the signed transcript
verified offline by ``adjudicator verify --keys`` (a saved ``GET /v1/keys``) in a fresh process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest
from starlette.testclient import TestClient

from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.coverage import cluster_decks
from adjudicator.force_of_will.engine import ForceOfWill
from adjudicator.force_of_will.formats import format_id_of_cluster
from api.app import create_app

from ..force_of_will.policy import choose_subset
from ..support.config import config
from .match_helpers import MatchClient, bearer

ROOT = Path(__file__).resolve().parents[2]
FOWSIM = ROOT.parent / "shared" / "third_party" / "fowsim" / "cards.json"  # ../shared/... beside the clone
CLUSTER = "Grimm"
# Past this turn the policy concedes, so the match always reaches ``over`` within a bounded number of requests
# (a hosted state names the uploaded set by digest: bench/hosted_card_set.py measures a request).
TURN_CAP = 4
MAX_ACTIONS = 400
GAME = ForceOfWill()


@pytest.fixture(scope="module")
def client(redis_url: str):  # type: ignore[no-untyped-def]
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from api.signing import encode_private_key

    settings = {"signing_key": encode_private_key(Ed25519PrivateKey.generate()), "redis_url": redis_url}
    with TestClient(create_app(config(**settings)), raise_server_exceptions=False) as http:
        yield http


def upload(http: TestClient) -> tuple[str, dict[str, Any]]:
    raw = FOWSIM.read_bytes()
    answer = http.post("/v1/card-sets", content=b'{"game": "force-of-will", "fowsim": ' + raw + b"}", headers={"content-type": "application/json"})
    assert answer.status_code == 201, answer.text[:2000]
    card_set_id: str = answer.json()["id"]
    fetched = http.get(f"/v1/card-sets/{card_set_id}")
    assert fetched.status_code == 200
    return card_set_id, fetched.json()["card_set"]


def seat_actions(match: MatchClient, seat: str) -> list[Any]:
    answer = match.http.get(f"/v1/matches/{match.id}/legal-actions", headers=bearer(match.tokens[seat]))
    assert answer.status_code == 200, answer.text
    return [GAME.decode_action(a) for a in answer.json()["actions"]]


def play(match: MatchClient, seed: str) -> int:
    """Each seat to act picks among its own legal actions (the policy of tests/force_of_will/policy.py).

    The full state is read once (organizer) and then followed locally by the same engine, which the policy
    reads; each step the service lists the actions (per seat token) and adjudicates the chosen one."""
    chooser = Rng(seed_rng(seed, "fowsim-match-policy"))
    state = match.full_state()
    for count in range(MAX_ACTIONS):
        if state.over:
            served = match.full_state()
            assert served.over and msgspec.json.encode(served) == msgspec.json.encode(state), "the local copy followed the service"
            return count
        listed = [a for seat in sorted(set(state.to_act)) for a in seat_actions(match, seat)]
        assert listed, "nobody can act in a match that is not over"
        options = choose_subset(GAME, state, listed, TURN_CAP) or listed
        action = msgspec.to_builtins(options[chooser.below(len(options))])
        answer = match.act(action)
        assert answer.status_code == 200, answer.text[:2000]
        local = GAME.adjudicate(state, GAME.decode_action(action))
        assert local.valid and local.state is not None
        state = local.state
    raise AssertionError(f"no end within {MAX_ACTIONS} actions")


@pytest.mark.skipif(not FOWSIM.is_file(), reason="../shared/third_party/fowsim/cards.json is beside the repo in CI")
def test_a_fowsim_set_hosts_a_match_played_to_the_end_and_verified_offline(client: TestClient, tmp_path: Path) -> None:
    card_set_id, card_set = upload(client)
    catalogue = catalogue_card_set(msgspec.convert(card_set, CardSet))
    decks = cluster_decks(catalogue, format_id_of_cluster(CLUSTER))
    assert len(decks) == 2, "two decks of supported cards of the cluster"
    setup = client.post("/v1/games/force-of-will/setup", json={"players": ["ann", "bob"], "seed": "s", "options": {"card_set": card_set_id}, "decks": {"ann": decks[0], "bob": decks[1]}})
    assert setup.status_code == 200, setup.text[:2000]
    match = MatchClient(client, "force-of-will", ["ann", "bob"], options={"card_set": card_set_id}, decks={"ann": decks[0], "bob": decks[1]})
    actions = play(match, "fowsim-match")
    assert actions > 0
    print(f"{actions} actions, ended by {match.full_state().result}")

    result = client.get(f"/v1/matches/{match.id}/result", headers=bearer(match.organizer))
    assert result.status_code == 200, result.text[:2000]
    document = result.json()
    assert document["transcript"]["options"]["card_set"] == card_set_id, "the match names its set by digest"
    assert document["transcript"]["card_set"]["cards"], "the transcript carries the set itself"
    transcript = tmp_path / "transcript.json"
    transcript.write_bytes(msgspec.json.encode(document))
    keys = tmp_path / "keys.json"
    keys.write_text(client.get("/v1/keys").text)
    run = subprocess.run([sys.executable, "-m", "api.cli", "verify", str(transcript), "--keys", str(keys)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "VERDICT: VALID" in run.stdout, run.stdout[-3000:] + run.stderr[-3000:]
