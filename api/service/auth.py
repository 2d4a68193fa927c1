"""Who is calling, and what they may do: one policy for every transport.

A :class:`Caller` is what a request presents -- a bearer token (a seat's or the organizer's of a hosted
match) and an organizer API key -- whichever transport carried it: REST and GraphQL over HTTP read the
``Authorization`` and ``X-API-Key`` headers, a GraphQL websocket its ``connection_init`` payload.  The
service operations decide with it (:func:`require_organizer_key`, :func:`identify`), so a check cannot
be forgotten by one transport.

Only SHA-256 hashes of tokens are stored; a presented token is hashed and compared with every stored
hash in constant time (``hmac.compare_digest``), so neither timing nor the store reveals a token.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import secrets
from collections.abc import Callable, Mapping
from typing import Any

import msgspec

from .problems import HTTPProblem

ORGANIZER = "organizer"


class Caller(msgspec.Struct, frozen=True):
    """The credentials a request presents (either may be absent)."""

    token: str | None = None
    api_key: str | None = None


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header value."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def caller_from_headers(get: Callable[[str], str | None]) -> Caller:
    """The caller of an HTTP request, given a header lookup (lower-case names)."""
    return Caller(token=bearer(get("authorization")), api_key=get("x-api-key") or None)


def caller_from_params(params: Mapping[str, Any], fallback: Caller | None = None) -> Caller:
    """The caller of a websocket, from its ``connection_init`` payload: ``{"token": ..., "apiKey": ...}``
    or, as many clients send their headers, ``{"Authorization": "Bearer ...", "X-API-Key": ...}``;
    what the payload lacks comes from ``fallback`` (the handshake's headers)."""
    token: str | None = None
    raw = params.get("token")
    if isinstance(raw, str) and raw.strip():
        token = raw.strip()
    for name in ("Authorization", "authorization"):
        header = params.get(name)
        if token is None and isinstance(header, str):
            token = bearer(header)
    api_key: str | None = None
    for name in ("apiKey", "X-API-Key", "x-api-key"):
        value = params.get(name)
        if isinstance(value, str) and value:
            api_key = value
            break
    fallback = fallback or Caller()
    return Caller(token=token or fallback.token, api_key=api_key or fallback.api_key)


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


@functools.lru_cache(maxsize=8)
def api_key_hashes(configured: str) -> tuple[str, ...]:
    """The configured organizer API keys as SHA-256 hex digests (plain keys are hashed here)."""
    hashes = []
    for item in configured.split(","):
        item = item.strip()
        if not item:
            continue
        hashes.append(item[len("sha256:") :] if item.startswith("sha256:") else token_hash(item))
    return tuple(hashes)


def require_organizer_key(caller: Caller, configured: str) -> None:
    """When organizer API keys are configured, the caller must present one of them (401 otherwise)."""
    hashes = api_key_hashes(configured)
    if not hashes:
        return
    presented = caller.api_key
    if not presented:
        raise HTTPProblem(401, "Unauthorized", "an organizer API key is required (X-API-Key)", kind="api-key-required")
    digest = token_hash(presented)
    matched = False
    for stored in hashes:
        matched |= hmac.compare_digest(digest, stored)
    if not matched:
        raise HTTPProblem(401, "Unauthorized", "the organizer API key is not valid", kind="api-key-invalid")
