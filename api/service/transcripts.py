"""Signed match transcripts, and their offline verification (``adjudicator verify``).

A transcript is everything needed to re-run a match: game, rules version, variant, options, decks,
players, the seed and its commitment, the genesis hash, every action with the digest of the state after
it and the hash chain, and the result; for a match that names its card set by digest, the set itself
(``card_set``).  It is signed (Ed25519) over its canonical JSON.

Verification checks, in order, and reports the first failing entry with the reason:
the signature (with a *trusted* key: the one given, or one of the service's published keys; a key that
only the file itself names proves nothing, since anyone can re-sign an altered transcript with a key
of their own, so without a trusted key a transcript is never called valid), the seed against its commitment, the
genesis hash against the setup fields, the initial digest against a fresh setup, then every entry:
its seq, its link to the previous hash, its own hash, the legality of its action under the local
engine, and the digest of the state it leads to; finally the result.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import InputError
from adjudicator.core.replay import StepInputError, replay
from adjudicator.registry import GAMES

from ..signing import KeyError_, Signer, key_id, load_public_key, verify_signature
from . import matches
from .card_sets import STORED_LIMITS

FORMAT = "adjudicator-transcript/1"


def build_transcript(header: matches.MatchHeader, entries: list[matches.LogEntry], state: Any, card_set: Any = None) -> dict[str, Any]:
    """The transcript of a match; ``card_set`` is the set the match names by digest in its options (the
    transcript carries it, so it replays with no service), None for a match without one."""
    transcript = {
        "format": FORMAT,
        "match": header.id,
        "game": header.game,
        "rules_version": header.rules_version,
        "variant": header.variant,
        "options": header.options,
        "decks": header.decks,
        "players": header.players,
        "seed": header.seed,
        "salt": header.salt,
        "seed_commitment": header.seed_commitment,
        "genesis": header.genesis,
        "initial_digest": header.initial_digest,
        "created_at": header.created_at,
        "tournament": header.tournament,
        "entries": [
            {"seq": e.seq, "player": e.player, "action": e.action, "digest": e.digest, "prev": e.prev, "hash": e.hash}
            for e in entries
        ],
        "final_digest": entries[-1].digest if entries else header.initial_digest,
        "result": msgspec.to_builtins(state.result),
    }
    if card_set is not None:
        transcript["card_set"] = card_set
    return transcript


def signed_transcript(signer: Signer, transcript: dict[str, Any]) -> dict[str, Any]:
    message = canonical_json(transcript)
    return {
        "transcript": transcript,
        "signature": signer.sign(message),
        "transcript_hash": digest_bytes(message),
    }


class Check(msgspec.Struct):
    name: str
    ok: bool
    detail: str
    entry: int | None = None


UNTRUSTED = "untrusted key"


class Report(msgspec.Struct):
    valid: bool
    checks: list[Check]
    first_failure: Check | None = None

    @property
    def untrusted(self) -> bool:
        """Not valid only because no trusted key was given (everything else may hold)."""
        failures = [c for c in self.checks if not c.ok]
        return not self.valid and [c.name for c in failures] == [UNTRUSTED]

    def lines(self) -> list[str]:
        out = []
        for check in self.checks:
            where = f" (entry {check.entry})" if check.entry is not None else ""
            out.append(f"{'ok  ' if check.ok else 'FAIL'} {check.name}{where}: {check.detail}")
        if self.valid:
            out.append("VERDICT: VALID transcript")
        elif self.untrusted:
            out.append(
                "VERDICT: NOT VERIFIED: the transcript is consistent, but its signature was checked only with the key "
                "the file itself names, and anyone can re-sign a transcript with a key of their own; give a trusted "
                "key (--key, --keys FILE, or --keys-url pointing at the service's /v1/keys)"
            )
        else:
            failure = self.first_failure
            assert failure is not None
            where = f"entry {failure.entry}: " if failure.entry is not None else ""
            out.append(f"VERDICT: INVALID: {where}{failure.name}: {failure.detail}")
        return out


REQUIRED = ("format", "match", "game", "rules_version", "players", "seed", "seed_commitment", "genesis", "initial_digest", "entries", "final_digest", "result")


def verify_document(document: Any, public_key: str | None = None, trusted_keys: list[str] | None = None) -> Report:
    """Verify a ``{"transcript", "signature"}`` document (as ``GET /v1/matches/{id}/result`` returns it)."""
    checks: list[Check] = []

    def fail(name: str, detail: str, entry: int | None = None) -> Report:
        check = Check(name, False, detail, entry)
        checks.append(check)
        return Report(False, checks, check)

    if not isinstance(document, dict) or not isinstance(document.get("transcript"), dict):
        return fail("format", "not a transcript document: expected {\"transcript\": {...}, \"signature\": {...}}")
    transcript = document["transcript"]
    missing = [field for field in REQUIRED if field not in transcript]
    if missing or transcript.get("format") != FORMAT:
        return fail("format", f"missing fields {missing}" if missing else f"unknown format {transcript.get('format')!r}")
    checks.append(Check("format", True, FORMAT))

    failures: list[Check] = []
    signature = document.get("signature")
    sig_check = _check_signature(transcript, signature, public_key, trusted_keys)
    checks.append(sig_check)
    if not sig_check.ok:
        failures.append(sig_check)

    commitment = matches.seed_commitment(str(transcript["seed"]), str(transcript.get("salt") or ""))
    ok = commitment == transcript["seed_commitment"]
    committed = "sha256(salt:seed)" if transcript.get("salt") else "sha256(seed)"
    checks.append(Check("seed commitment", ok, f"{committed} matches the commitment" if ok
                        else f"{committed} does not match the commitment: the seed or the salt was changed"))
    if not ok:
        failures.append(checks[-1])

    replay = _check_replay(transcript)
    checks.extend(replay)
    failures.extend(c for c in replay if not c.ok)
    if failures:
        # The first failing entry is what a judge wants first; a document-level failure otherwise.
        with_entry = [c for c in failures if c.entry is not None]
        first = min(with_entry, key=lambda c: c.entry or 0) if with_entry else failures[0]
        return Report(False, checks, first)
    return Report(True, checks, None)


def _check_signature(transcript: dict[str, Any], signature: Any, public_key: str | None, trusted_keys: list[str] | None) -> Check:
    if not isinstance(signature, dict) or not isinstance(signature.get("value"), str):
        return Check("signature", False, "no signature")
    if signature.get("alg") != "Ed25519":
        return Check("signature", False, f"unsupported algorithm {signature.get('alg')!r}")
    try:
        if public_key is not None:
            key = load_public_key(public_key)
            source = "the given key"
        elif trusted_keys:
            by_id = {key_id(k): k for k in (load_public_key(text) for text in trusted_keys)}
            found = by_id.get(str(signature.get("key_id")))
            if found is None:
                return Check("signature", False, f"signed by {signature.get('key_id')!r}, which is not one of the trusted keys ({', '.join(sorted(by_id))})")
            key, source = found, "a trusted published key"
        else:
            key = load_public_key(str(signature.get("public_key", "")))
            source = ""
    except (KeyError_, ValueError) as exc:
        return Check("signature", False, f"unreadable key: {exc}")
    good = verify_signature(key, canonical_json(transcript), signature["value"])
    if not source:
        # Integrity under the file's own key says nothing about who signed: never a pass.
        state = "matches" if good else "does not match"
        return Check(UNTRUSTED, False, f"the signature {state} the key named in the file ({key_id(key)}), which is not a trusted key: "
                     "pass the service's key (--key), its keys file (--keys) or its /v1/keys URL (--keys-url)")
    if good:
        return Check("signature", True, f"valid Ed25519 signature by {key_id(key)}, checked with {source}")
    return Check("signature", False, f"the signature does not match the transcript under {key_id(key)} ({source})")


def _check_replay(transcript: dict[str, Any]) -> list[Check]:
    checks: list[Check] = []
    game = GAMES.get(transcript["game"])
    if game is None:
        return [Check("game", False, f"this engine does not know the game {transcript['game']!r}")]
    if transcript["rules_version"] != game.rules_version:
        checks.append(Check("rules version", True, f"recorded {transcript['rules_version']}, replayed with {game.rules_version}"))
    header_fields = {
        "match": transcript["match"],
        "game": transcript["game"],
        "rules_version": transcript["rules_version"],
        "variant": transcript.get("variant"),
        "players": transcript["players"],
        "options": transcript.get("options"),
        "decks": transcript.get("decks"),
        "seed_commitment": transcript["seed_commitment"],
        "initial_digest": transcript["initial_digest"],
    }
    genesis = matches.genesis_hash(header_fields)
    if genesis != transcript["genesis"]:
        checks.append(Check("genesis", False, "the genesis hash does not match the setup fields (game, players, options, decks, commitment)"))
        return checks
    checks.append(Check("genesis", True, genesis))
    card_set_check = _check_card_set(game, transcript)
    if card_set_check is not None:
        checks.append(card_set_check)
        if not card_set_check.ok:
            return checks
    try:
        seed = matches.dealing_seed(str(transcript["seed"]), str(transcript.get("salt") or ""))
        state = game.setup(transcript.get("variant"), transcript["players"], seed, transcript.get("options"), transcript.get("decks"))
    except InputError as exc:
        checks.append(Check("setup", False, f"the setup is refused: {exc.detail}"))
        return checks
    initial = digest_bytes(canonical_json(state))
    if initial != transcript["initial_digest"]:
        checks.append(Check("setup", False, "the seed and setup do not give the recorded initial state"))
        return checks
    checks.append(Check("setup", True, f"the seed and salt give the recorded initial state {initial}"))
    prev = genesis
    entries = transcript["entries"]
    if not isinstance(entries, list):
        checks.append(Check("entries", False, "entries is not a list"))
        return checks
    number, detail, state = _replay_entries(game, state, entries, prev)
    if number is not None:
        checks.append(Check("entry", False, detail, number))
        return checks
    checks.append(Check("entries", True, f"{len(entries)} entries: chain intact, every action legal, every digest reproduced"))
    final = digest_bytes(canonical_json(state))
    if transcript["final_digest"] != final:
        checks.append(Check("final state", False, "the final digest does not match the replayed state"))
        return checks
    result = msgspec.to_builtins(getattr(state, "result", None))
    if result != transcript["result"]:
        checks.append(Check("result", False, f"the replayed result is {result}, not {transcript['result']}"))
        return checks
    checks.append(Check("result", True, f"{result}"))
    return checks


def _check_card_set(game: Any, transcript: dict[str, Any]) -> Check | None:
    """A match that names its card set by digest carries the set in ``card_set``: it must validate and have
    that digest (the genesis hash binds the digest); validating it lets the engine replay the match."""
    options = transcript.get("options")
    named = options.get("card_set") if isinstance(options, dict) else None
    if not isinstance(named, str):
        return None
    if "card_set" not in transcript:
        return Check("card set", False, f"the match plays card set {named}, which the transcript does not carry")
    _, summary, problems = game.validate_card_set(transcript["card_set"], STORED_LIMITS)
    if problems:
        return Check("card set", False, f"the card set the transcript carries is invalid: {problems[0].pointer}: {problems[0].message}")
    if summary.get("digest") != named:
        return Check("card set", False, f"the card set the transcript carries has digest {summary.get('digest')}, not {named}")
    return Check("card set", True, f"the transcript carries card set {named}")


class _DigestMismatch(Exception):
    def __init__(self, number: int) -> None:
        self.number = number


def _replay_entries(game: Any, state: Any, entries: list[Any], genesis: str) -> tuple[int | None, str, Any]:
    """Replay the entries through the engine; the first failing entry (its number and the reason), or
    ``(None, "", final state)`` when every entry holds.

    Per entry, in order: its shape and seq, its link to the previous hash, its own hash, the decoding
    and legality of its action, and the digest of the state it leads to.
    """
    found: list[tuple[int, str]] = []

    def actions() -> Iterator[Any]:
        prev = genesis
        for index, entry in enumerate(entries):
            number = index + 1
            problem = _entry_shape(entry, number, prev)
            if problem is None:
                try:
                    action = game.decode_action(msgspec.json.encode(entry["action"]))
                except InputError as exc:
                    problem = f"the action is malformed: {exc.detail}"
            if problem is not None:
                found.append((number, problem))
                return
            prev = entry["hash"]
            yield action

    def digest_of_previous(index: int, before: Any, action: Any) -> None:
        # ``before`` is the state entry ``index`` (1-based) led to.
        if index > 0 and digest_bytes(canonical_json(before)) != entries[index - 1]["digest"]:
            raise _DigestMismatch(index)

    mismatch = "replaying the action does not give the recorded digest"
    try:
        done = replay(game, state, actions(), owned=True, numbered=False, before_apply=digest_of_previous)
    except _DigestMismatch as exc:
        return exc.number, mismatch, state
    except StepInputError as exc:
        return exc.index + 1, f"the action is malformed: {exc.detail}", state
    if done.applied and digest_bytes(canonical_json(done.state)) != entries[done.applied - 1]["digest"]:
        return done.applied, mismatch, done.state
    if done.violation is not None:
        violation = done.violation
        return (done.failed_at or 0) + 1, f"the action is illegal: {violation.code} ({violation.rule}): {violation.message}", done.state
    if found:
        return found[0][0], found[0][1], done.state
    return None, "", done.state


def _entry_shape(entry: Any, number: int, prev: str) -> str | None:
    if not isinstance(entry, dict) or not {"seq", "action", "digest", "prev", "hash"} <= entry.keys():
        return "not an entry (seq, action, digest, prev, hash)"
    if entry["seq"] != number:
        return f"seq {entry['seq']} where {number} was expected: entries are missing, repeated or out of order"
    if entry["prev"] != prev:
        return "its prev is not the hash of the entry before it: the chain is broken"
    if entry["hash"] != matches.entry_hash(entry["seq"], entry["action"], entry["digest"], entry["prev"]):
        return "its hash does not match its content (seq, action, digest, prev): the entry was altered"
    return None
