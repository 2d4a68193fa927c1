"""Bearer tokens of hosted matches: one secret per seat and one for the organizer.

Only SHA-256 hashes of tokens are stored; a presented token is hashed and compared with every stored
hash in constant time (``hmac.compare_digest``), so neither timing nor the store reveals a token.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from starlette.requests import HTTPConnection

from .problems import HTTPProblem

ORGANIZER = "organizer"


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer_token(connection: HTTPConnection) -> str | None:
    header = connection.headers.get("authorization")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def unauthorized(detail: str = "a valid seat or organizer token is required (Authorization: Bearer <token>)") -> HTTPProblem:
    return HTTPProblem(401, "Unauthorized", detail, kind="unauthorized", headers={"WWW-Authenticate": 'Bearer realm="adjudicator"'})


def identify(token: str | None, seats: dict[str, str], organizer_hash: str) -> str:
    """The seat (player id) or ``ORGANIZER`` a token stands for; 401 when it stands for none."""
    if token is None:
        raise unauthorized()
    presented = token_hash(token)
    found: str | None = None
    # Compare with every hash, without stopping early, so timing does not tell which one matched.
    for seat, stored in seats.items():
        if hmac.compare_digest(presented, stored):
            found = seat
    if hmac.compare_digest(presented, organizer_hash):
        found = ORGANIZER
    if found is None:
        raise unauthorized("the token is not valid for this match")
    return found


def api_key_hashes(configured: str) -> list[str]:
    """The configured organizer API keys as SHA-256 hex digests (plain keys are hashed here)."""
    hashes = []
    for item in configured.split(","):
        item = item.strip()
        if not item:
            continue
        hashes.append(item[len("sha256:") :] if item.startswith("sha256:") else token_hash(item))
    return hashes


def require_api_key(connection: HTTPConnection, configured: str) -> None:
    """When organizer API keys are configured, ``X-API-Key`` must carry one of them (401 otherwise)."""
    hashes = api_key_hashes(configured)
    if not hashes:
        return
    presented = connection.headers.get("x-api-key")
    if not presented:
        raise HTTPProblem(401, "Unauthorized", "an organizer API key is required (X-API-Key)", kind="api-key-required")
    digest = token_hash(presented)
    matched = False
    for stored in hashes:
        matched |= hmac.compare_digest(digest, stored)
    if not matched:
        raise HTTPProblem(401, "Unauthorized", "the organizer API key is not valid", kind="api-key-invalid")
