"""Certified states: the service signs every full state it returns, and may require the signature back.

A certificate is what :meth:`api.signing.Signer.certify` makes: the state's digest (``sha256:`` of its
canonical JSON), game, card set (the state's ``card_set_id``, or ``<game>:reference`` for a game whose
states do not name one) and ``seq``, with an HMAC-SHA256 under a key derived from the service's signing
key over :func:`api.signing.certificate_message` of them (only the service checks certificates, so a
MAC is enough and costs about 2.5 us where an Ed25519 signature cost about 70 us per answer).  It travels beside the state (``certificate``), in
answers and in requests.

With ``ADJUDICATOR_REQUIRE_CERTIFIED_STATES`` set, a state given to a stateless endpoint (legal actions,
view, adjudicate, a snapshot to store) must come with a certificate this service (its current key)
made for exactly that state: otherwise 422 naming ``/certificate`` (missing) or
the certificate field that does not match.  The forgery check still runs on a certified state:
``bench.certified_states`` measured that checking a certificate (the state's canonical JSON and digest,
then the HMAC) costs about as much as the check it would skip (0.9x to 1.17x), so skipping buys nothing.
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError
from adjudicator.core.game import Game

from .signing import Signer

REQUIRED = "this service requires certified states: send the `certificate` it returned beside the state"


def card_set_of(game: Game[Any, Any], state: Any) -> str:
    return str(getattr(state, "card_set_id", "") or f"{game.id}:reference")


def certify(signer: Signer, game: Game[Any, Any], state: Any, encoded: bytes | None = None, digest: str | None = None) -> dict[str, Any]:
    """The certificate of a full state (``encoded``: its canonical JSON, ``digest``: its digest, when
    already made)."""
    if digest is None:
        digest = digest_bytes(encoded if encoded is not None else canonical_json(state))
    return signer.certify(digest, game.id, card_set_of(game, state), int(state.seq))


def certifier_of(ctx: Any) -> Certifier:
    """The certifier of an app context (``api.routes.context.AppContext``: its signer and configuration)."""
    return Certifier(ctx.signer, ctx.config.require_certified_states)


class Certifier:
    """The service's key and whether certificates are required: what an endpoint needs to certify the
    states it returns and to check the ones it is given."""

    def __init__(self, signer: Signer, required: bool) -> None:
        self.signer = signer
        self.required = required

    def certify(self, game: Game[Any, Any], state: Any, encoded: bytes | None = None, digest: str | None = None) -> dict[str, Any]:
        return certify(self.signer, game, state, encoded, digest)

    def check(self, game: Game[Any, Any], state: Any, certificate: Any, pointer: str = "/certificate") -> None:
        check(self.signer, game, state, certificate, required=self.required, pointer=pointer)


def check(signer: Signer, game: Game[Any, Any], state: Any, certificate: Any, *, required: bool, pointer: str = "/certificate") -> None:
    """Raise :class:`InputError` unless ``certificate`` certifies ``state`` (or none is required and none
    was given).  A certificate given is always checked, required or not."""
    if certificate is None:
        if required:
            raise InputError(FieldError(pointer, REQUIRED))
        return
    if isinstance(certificate, msgspec.Struct):
        certificate = msgspec.to_builtins(certificate)
    problem = signer.certificate_problem(certificate, digest_bytes(canonical_json(state)), game.id, card_set_of(game, state), int(state.seq))
    if problem is not None:
        field, reason = problem
        raise InputError(FieldError(pointer + field, reason))
