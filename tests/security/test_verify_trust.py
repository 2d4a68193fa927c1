"""Issue 17, defect 5: ``adjudicator verify`` trusted the key inside the file, so a transcript re-signed
with an attacker's key (unchanged, or with a forged tournament field) printed VALID.  Now only a key the
user names is trusted: ``--key``, a keys file (``--keys``) or the service's ``/v1/keys`` (``--keys-url``)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from adjudicator.core.codec import canonical_json
from api.service.transcripts import verify_document
from api.signing import Signer, b64encode, encode_private_key, raw_public

from ..api.match_helpers import MatchClient, bearer, play_to_end
from ..support.servers import ServiceProcess, services

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def finished() -> Iterator[dict[str, Any]]:
    """A real service with its own signing key, and a finished match's signed result."""
    key = Ed25519PrivateKey.generate()
    with services(1, {"ADJUDICATOR_SIGNING_KEY": encode_private_key(key)}) as [service], httpx.Client(base_url=service.url, timeout=30) as http:
        match = MatchClient(http, players=["ann", "bob"])
        play_to_end(match)
        result = http.get(f"/v1/matches/{match.id}/result", headers=bearer(match.tokens["ann"]))
        assert result.status_code == 200, result.text
        yield {"document": result.json(), "service": service, "public": b64encode(raw_public(key.public_key())),
               "keys": http.get("/v1/keys").json()}


def resigned(document: dict[str, Any], change: dict[str, Any] | None = None) -> dict[str, Any]:
    """The document re-signed with an attacker's fresh key (its public key put in the file)."""
    forged = copy.deepcopy(document)
    forged["transcript"].update(change or {})
    forged["signature"] = Signer(Ed25519PrivateKey.generate()).sign(canonical_json(forged["transcript"]))
    return forged


def verify_cli(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "api.cli", "verify", str(path), *extra], cwd=ROOT, capture_output=True, text=True, timeout=60)


def write(tmp_path: Path, name: str, document: Any) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document))
    return path


@pytest.mark.parametrize("change", [None, {"tournament": {"id": "spring-cup", "round": 3, "table": 17}}])
def test_a_transcript_re_signed_by_an_attacker_is_never_valid(finished: dict[str, Any], tmp_path: Path, change: dict[str, Any] | None) -> None:
    forged = write(tmp_path, "forged.json", resigned(finished["document"], change))
    keys = write(tmp_path, "keys.json", finished["keys"])
    plain = verify_cli(forged)
    assert plain.returncode == 3 and "VERDICT: VALID" not in plain.stdout, plain.stdout
    assert "NOT VERIFIED" in plain.stdout and "not a trusted key" in plain.stdout
    for trust in (["--key=" + finished["public"]], ["--keys", str(keys)], [f"--key={str(keys)}"],
                  ["--keys-url", finished["service"].url + "/v1/keys"]):
        run = verify_cli(forged, *trust)
        assert run.returncode == 1 and "VERDICT: INVALID" in run.stdout, (trust, run.stdout, run.stderr)
    assert not verify_document(resigned(finished["document"], change)).valid


def test_the_genuine_transcript_is_valid_only_with_a_trusted_key(finished: dict[str, Any], tmp_path: Path) -> None:
    genuine = write(tmp_path, "genuine.json", finished["document"])
    keys = write(tmp_path, "keys.json", finished["keys"])
    plain = verify_cli(genuine)
    assert plain.returncode == 3 and "NOT VERIFIED" in plain.stdout, plain.stdout
    for trust in (["--key=" + finished["public"]], ["--keys", str(keys)], ["--keys-url", finished["service"].url + "/v1/keys"]):
        run = verify_cli(genuine, *trust)
        assert run.returncode == 0 and "VERDICT: VALID" in run.stdout and "trusting" in run.stderr, (trust, run.stdout, run.stderr)
    unreachable = verify_cli(genuine, "--keys-url", "http://127.0.0.1:9/v1/keys")
    assert unreachable.returncode == 2 and "trusted keys" in unreachable.stderr


def test_disputes_check_a_posted_transcript_against_the_services_own_keys(finished: dict[str, Any]) -> None:
    service: ServiceProcess = finished["service"]
    for document, valid in ((finished["document"], True), (resigned(finished["document"]), False)):
        body = {"transcript": document, "at": 1, "claim": document["transcript"]["entries"][0]["action"]}
        answer = httpx.post(service.url + "/v1/disputes", json=body, timeout=30)
        assert answer.status_code == 200, answer.text
        assert answer.json()["transcript"]["valid"] is valid
