"""The service's Ed25519 signing keys (``cryptography``): the current key signs transcripts; the
published list (``GET /v1/keys``) also carries earlier public keys, so old transcripts stay verifiable
after a rotation.

``ADJUDICATOR_SIGNING_KEY`` holds the private key as PEM (PKCS#8) or as base64 of the raw 32 bytes.
``ADJUDICATOR_PREVIOUS_PUBLIC_KEYS`` lists earlier public keys (base64 of the raw 32 bytes, comma
separated).  With no key configured a development key is generated (``adjudicator serve`` generates one
per run and hands it to its workers) and the service says so in its log.

State certificates: the same key signs every full state the service returns (a certificate over the
state's digest, game, card set and seq, :meth:`Signer.certify`), so a stateless caller can hand a state
back with proof that the service made it; :meth:`Signer.certificate_problem` checks one against the
current and earlier keys.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import logging
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

log = logging.getLogger("adjudicator.signing")
ALGORITHM = "Ed25519"
CERTIFICATE_FORMAT = "adjudicator-state-certificate/1"
CERTIFIED_FIELDS = ("digest", "game", "card_set", "seq")


class KeyError_(ValueError):
    """A key that cannot be read."""


def b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64decode(text: str) -> bytes:
    text = text.strip()
    padded = text + "=" * (-len(text) % 4)
    try:
        if "-" in text or "_" in text:
            return base64.urlsafe_b64decode(padded)
        return base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise KeyError_(f"not base64: {exc}") from None


def raw_public(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_id(public: Ed25519PublicKey) -> str:
    """A short stable id: the first 16 hex digits of SHA-256 of the raw public key."""
    return "ed25519:" + hashlib.sha256(raw_public(public)).hexdigest()[:16]


def load_private_key(text: str) -> Ed25519PrivateKey:
    text = text.strip()
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_private_key(text.encode(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise KeyError_("the PEM key is not an Ed25519 key")
        return key
    raw = b64decode(text)
    if len(raw) != 32:
        raise KeyError_(f"an Ed25519 private key is 32 bytes, got {len(raw)}")
    return Ed25519PrivateKey.from_private_bytes(raw)


def load_public_key(text: str) -> Ed25519PublicKey:
    """A public key as base64 of the raw 32 bytes, or PEM (SubjectPublicKeyInfo)."""
    text = text.strip()
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_public_key(text.encode())
        if not isinstance(key, Ed25519PublicKey):
            raise KeyError_("the PEM key is not an Ed25519 key")
        return key
    raw = b64decode(text)
    if len(raw) != 32:
        raise KeyError_(f"an Ed25519 public key is 32 bytes, got {len(raw)}")
    return Ed25519PublicKey.from_public_bytes(raw)


def encode_private_key(key: Ed25519PrivateKey) -> str:
    raw = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption())
    return base64.b64encode(raw).decode()


class Signer:
    """The current signing key and every public key the service publishes."""

    def __init__(self, private: Ed25519PrivateKey, previous: list[Ed25519PublicKey] | None = None, *, development: bool = False) -> None:
        self.private = private
        self.public = private.public_key()
        self.key_id = key_id(self.public)
        self.previous = previous or []
        self.development = development
        self.trusted: dict[str, Ed25519PublicKey] = {key_id(k): k for k in [self.public, *self.previous]}

    @classmethod
    def from_settings(cls, signing_key: str, previous_public_keys: str) -> Signer:
        previous = [load_public_key(k) for k in previous_public_keys.split(",") if k.strip()]
        if signing_key.strip():
            return cls(load_private_key(signing_key), previous)
        log.warning(
            "no ADJUDICATOR_SIGNING_KEY configured: signing transcripts with a development key generated "
            "for this run; transcripts signed now cannot be verified after a restart"
        )
        return cls(Ed25519PrivateKey.generate(), previous, development=True)

    def sign(self, message: bytes) -> dict[str, str]:
        return {
            "alg": ALGORITHM,
            "key_id": self.key_id,
            "public_key": b64encode(raw_public(self.public)),
            "value": b64encode(self.private.sign(message)),
        }

    def certify(self, digest: str, game: str, card_set: str, seq: int) -> dict[str, Any]:
        """A certificate for a state this service made: its fields and an Ed25519 signature over
        :func:`certificate_message` of them."""
        signature = self.private.sign(certificate_message(digest, game, card_set, seq))
        return {"alg": ALGORITHM, "key_id": self.key_id, "digest": digest, "game": game, "card_set": card_set, "seq": seq,
                "value": b64encode(signature)}

    def certificate_problem(self, certificate: Any, digest: str, game: str, card_set: str, seq: int) -> tuple[str, str] | None:
        """Why ``certificate`` does not certify the state with these fields: (the pointer under the
        certificate, the reason), or None when it was signed by one of this service's keys for exactly them."""
        if not isinstance(certificate, dict):
            return "", "a certificate is an object (as the service returned it beside the state)"
        expected: dict[str, Any] = {"digest": digest, "game": game, "card_set": card_set, "seq": seq}
        for field, value in expected.items():
            if certificate.get(field) != value:
                return f"/{field}", f"the certificate is for {field} {certificate.get(field)!r}, the state has {value!r}"
        if certificate.get("alg") != ALGORITHM:
            return "/alg", f"unsupported algorithm {certificate.get('alg')!r}"
        key = self.trusted.get(str(certificate.get("key_id")))
        if key is None:
            return "/key_id", f"{certificate.get('key_id')!r} is not one of this service's keys (GET /v1/keys)"
        if not isinstance(certificate.get("value"), str) or not verify_signature(key, certificate_message(digest, game, card_set, seq), certificate["value"]):
            return "/value", "the signature does not match the state"
        return None

    def published(self) -> list[dict[str, object]]:
        keys: list[dict[str, object]] = [
            {"id": self.key_id, "alg": ALGORITHM, "public_key": b64encode(raw_public(self.public)), "current": True, "development": self.development}
        ]
        for old in self.previous:
            keys.append({"id": key_id(old), "alg": ALGORITHM, "public_key": b64encode(raw_public(old)), "current": False, "development": False})
        return keys


def verify_signature(public: Ed25519PublicKey, message: bytes, signature_b64: str) -> bool:
    try:
        public.verify(b64decode(signature_b64), message)
        return True
    except (InvalidSignature, KeyError_):
        return False


def certificate_message(digest: str, game: str, card_set: str, seq: int) -> bytes:
    """What a state certificate signs: canonical JSON (sorted keys, no spaces) of
    ``{"card_set", "digest", "format": "adjudicator-state-certificate/1", "game", "seq"}``."""
    from adjudicator.core.codec import canonical_json

    return canonical_json({"format": CERTIFICATE_FORMAT, "digest": digest, "game": game, "card_set": card_set, "seq": seq})
