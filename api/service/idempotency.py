"""Idempotency keys as payment APIs have them (``Idempotency-Key`` on match actions, per seat).

- The first request with a key claims it while it runs; its answer -- a success, or a refusal such as
  409 (stale ``expected_version``), 422 (illegal action), 403 -- is kept under the key, and a later
  request with the key gets that answer again, with ``Idempotent-Replayed: true``, applying nothing.
- The same key with a different body is 422 ``idempotency-key-reused``; the same key while the first
  request is still running is 409 ``idempotency-key-in-flight``.
- An answer that says nothing happened for reasons outside the request (503: the store could not be
  reached) is not kept: the claim is released so that a retry with the same key is applied once.

"The same body" is the same JSON value: white space and key order do not matter.  What the store keeps
under a key is opaque to it: ``pending <fingerprint>`` while the request runs, then
``answer <status> <fingerprint>\\n<body>``.
"""

from __future__ import annotations

import contextlib
import hashlib

import msgspec

from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import FieldError

from .problems import HTTPProblem

# How long a claim holds while its request runs (a process that dies mid-request frees its keys then).
PENDING_TTL_SECONDS = 60
REPLAYED_HEADER = "Idempotent-Replayed"
_PENDING = b"pending"
_ANSWER = b"answer"


def fingerprint(body: bytes) -> str:
    """The request's identity: sha256 of its canonical JSON (of the raw bytes if it is not JSON)."""
    with contextlib.suppress(msgspec.DecodeError, RecursionError, TypeError, ValueError):
        body = canonical_json(msgspec.json.decode(body))
    return hashlib.sha256(body).hexdigest()


def claim(print_: str) -> bytes:
    return _PENDING + b" " + print_.encode()


def record(status: int, print_: str, body: bytes) -> bytes:
    return b"%b %d %b\n%b" % (_ANSWER, status, print_.encode(), body)


class Stored(msgspec.Struct, frozen=True):
    """An answer kept under a key."""

    status: int
    body: bytes


def replay(held: bytes, print_: str) -> Stored:
    """What a request with this key and body gets, given what the key holds: the stored answer, or an
    error (422 another body, 409 still running)."""
    if held.startswith(_PENDING):
        held_print = held[len(_PENDING) :].strip().decode()
        if held_print and held_print != print_:
            raise reused()
        raise HTTPProblem(
            409,
            "Conflict",
            "a request with this Idempotency-Key is still being processed; retry after it has answered",
            kind="idempotency-key-in-flight",
            errors=[FieldError("/headers/Idempotency-Key", "in use by a request still being processed")],
            headers={"Retry-After": "1"},
        )
    if held.startswith(_ANSWER + b" "):
        header, _, body = held.partition(b"\n")
        _, status, kept_print = header.split(b" ", 2)
        if kept_print.decode() != print_:
            raise reused()
        return Stored(int(status), body)
    return Stored(200, held)  # kept before keys had fingerprints: a success


def reused() -> HTTPProblem:
    return HTTPProblem(
        422,
        "Idempotency-Key reused",
        "this Idempotency-Key was used with a different request body; use a new key for a new request",
        kind="idempotency-key-reused",
        errors=[FieldError("/headers/Idempotency-Key", "already used with a different body")],
    )
