"""The operations of the service, shared by the REST handlers and the GraphQL resolvers.

Each function takes decoded input, calls the engine (and the store where a snapshot or a match is
involved) and returns plain data; transport concerns (HTTP status, headers, GraphQL errors) stay in the
callers.  No rule logic lives here.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, decode_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.core.game import Adjudication, Game
from adjudicator.registry import GAMES, get_game

from .. import metrics
from ..certificates import Certifier
from ..config import Config
from . import card_sets
from .requests import (
    AdjudicateBody,
    LegalActionsBody,
    ReplayBody,
    SetupBody,
    StateRef,
    ViewBody,
    decoders_for,
)
from .snapshots import SnapshotStore

__all__ = ["GAMES", "get_game"]

SNAPSHOT_ID = r"^sha256:[0-9a-f]{64}$"


def catalogue() -> dict[str, Any]:
    return {"games": [game.catalogue_entry() for game in GAMES.values()]}


def game_entry(game: Game[Any, Any]) -> dict[str, Any]:
    entry = game.catalogue_entry()
    entry["rules"] = [msgspec.to_builtins(rule) for rule in game.rules]
    return entry


class Outcome(msgspec.Struct):
    """A state an operation produced, encoded once: its canonical JSON, its digest, and its snapshot
    id when it was kept (``"store": true``)."""

    state: Any
    encoded: bytes
    digest: str
    snapshot: str | None = None


def outcome_of(state: Any) -> Outcome:
    encoded = get_game(state.game).encode_state(state)
    return Outcome(state, encoded, digest_bytes(encoded))


async def keep(game: Game[Any, Any], outcome: Outcome, store: SnapshotStore | None, config: Config) -> None:
    """Store ``outcome`` as a snapshot under its digest (one write; the id is the digest)."""
    if store is None:
        raise invalid("/store", "snapshots are not available here")
    await store.put_snapshot(outcome.digest, game.id, outcome.encoded, config.snapshot_ttl_seconds)
    outcome.snapshot = outcome.digest


async def setup(game: Game[Any, Any], body: SetupBody, store: SnapshotStore | None = None, config: Config | None = None) -> Outcome:
    """The initial state, encoded; kept as a snapshot when the body says ``"store": true``."""
    body.options = await card_sets.prepare(store, game, body.options, "/options/card_set")
    try:
        state = game.setup(body.variant, body.players, body.seed, body.options, body.decks)
    except InputError as exc:
        raise _setup_pointer(exc) from None
    outcome = outcome_of(state)
    if getattr(body, "store", False):
        await keep(game, outcome, store, config or Config())
    return outcome


def _setup_pointer(exc: InputError, prefix: str = "") -> InputError:
    return exc.prefixed(prefix) if prefix else exc


async def resolve_state(game: Game[Any, Any], ref: StateRef[Any], store: SnapshotStore | None, certifier: Certifier | None = None) -> Any:
    """The checked state a request names, inline or by snapshot id.

    An inline state's ``certificate`` is checked when given, and required when the deployment requires
    certified states (``api.certificates``); the forgery check runs either way.

    A posted state is checked for forgery; a stored one is not: only the service writes snapshots
    (``POST /v1/snapshots`` checks the state it keeps, ``"store": true`` keeps states it produced),
    so it is decoded alone (``bench/snapshots.py`` measures what that saves).
    """
    if ref.state is not None and ref.snapshot is not None:
        raise invalid("/snapshot", "give either a state or a snapshot id, not both")
    if ref.state is not None:
        await card_sets.ensure_state_card_set(store, game, ref.state, "/state")
        game.check(ref.state, prefix="/state")
        if certifier is not None:
            certifier.check(game, ref.state, ref.certificate)
        return ref.state
    if ref.certificate is not None:
        raise invalid("/certificate", "a certificate goes with an inline state, not a snapshot id")
    if ref.snapshot is None:
        raise InputError(FieldError("/state", "a state (or a snapshot id) is required"))
    if store is None:
        raise invalid("/snapshot", "snapshots are not available here")
    stored = await store.get_snapshot(ref.snapshot)
    if stored is None:
        raise InputError(
            FieldError("/snapshot", f"no snapshot {ref.snapshot} (unknown or expired)"),
            status=404,
            title="Snapshot not found",
            kind="snapshot-not-found",
        )
    stored_game, state_json = stored
    if stored_game != game.id:
        raise invalid("/snapshot", f"snapshot {ref.snapshot} is a {stored_game} state, not {game.id}")
    try:
        state = decoders_for(game).state.decode(state_json)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:  # kept by an older engine
        raise invalid("/snapshot", f"snapshot {ref.snapshot} no longer decodes with this engine: {exc}") from None
    await card_sets.ensure_state_card_set(store, game, state, "/snapshot")
    return state


async def legal_actions(game: Game[Any, Any], body: LegalActionsBody[Any], store: SnapshotStore | None, certifier: Certifier | None = None) -> list[Any]:
    state = await resolve_state(game, body, store, certifier)
    return game.legal_actions(state, body.player)


async def view(game: Game[Any, Any], body: ViewBody[Any], store: SnapshotStore | None, certifier: Certifier | None = None) -> dict[str, Any]:
    state = await resolve_state(game, body, store, certifier)
    return game.view(state, body.player)


async def adjudicate(
    game: Game[Any, Any], body: AdjudicateBody[Any, Any], store: SnapshotStore | None, config: Config, certifier: Certifier | None = None
) -> tuple[Adjudication, Outcome | None]:
    """The ruling, and the next state encoded (kept as a snapshot with ``"store": true``) when valid."""
    if (body.action is None) == (body.actions is None):
        raise invalid("/action", "give exactly one of action or actions")
    if body.actions is not None and len(body.actions) > config.max_actions:
        raise invalid("/actions", f"{len(body.actions)} actions; at most {config.max_actions} in one request")
    state = await resolve_state(game, body, store, certifier)
    # A state decoded for this request (posted, or read from the store) may be reused in place.
    if body.action is not None:
        result = game.adjudicate(state, body.action, owned=True)
    else:
        result = game.adjudicate_all(state, body.actions or [], owned=True)
    metrics.record_adjudication(game.id, result.violation)
    if not result.valid:
        return result, None
    outcome = outcome_of(result.state)
    if body.store:
        await keep(game, outcome, store, config)
    return result, outcome


async def replay(game: Game[Any, Any], body: ReplayBody[Any], config: Config, store: SnapshotStore | None = None) -> tuple[Adjudication, int, Outcome]:
    """The state reached (kept as a snapshot with ``"store": true``, even when an action stopped it)."""
    if len(body.actions) > config.max_actions:
        raise invalid("/actions", f"{len(body.actions)} actions; at most {config.max_actions} in one request")
    body.setup.options = await card_sets.prepare(store, game, body.setup.options, "/setup/options/card_set")
    try:
        result, applied = game.replay(body.setup.as_dict(), body.actions)
    except InputError as exc:
        if any(e.pointer.startswith("/actions") for e in exc.errors):
            raise
        raise exc.prefixed("/setup") from None
    outcome = outcome_of(result.state)
    if body.store:
        await keep(game, outcome, store, config)
    return result, applied, outcome


def certified(body: dict[str, Any], outcome: Outcome, certifier: Certifier | None) -> None:
    """Put the state's certificate (``api.certificates``) in an answer, beside its digest."""
    if certifier is not None:
        body["certificate"] = certifier.certify(get_game(outcome.state.game), outcome.state, outcome.encoded, outcome.digest)


def setup_json(outcome: Outcome, minimal: bool = False, certifier: Certifier | None = None) -> dict[str, Any]:
    """The answer to a setup; ``minimal`` (``Prefer: return=minimal``) leaves the state out."""
    body: dict[str, Any] = {} if minimal else {"state": msgspec.Raw(outcome.encoded)}
    body["digest"] = outcome.digest
    if not minimal:  # the certificate goes with the state it certifies
        certified(body, outcome, certifier)
    if outcome.snapshot is not None:
        body["snapshot"] = outcome.snapshot
    return body


def adjudication_json(result: Adjudication, outcome: Outcome | None = None, minimal: bool = False, certifier: Certifier | None = None) -> dict[str, Any]:
    """The answer to an adjudication (the state embedded as canonical JSON unless ``minimal``)."""
    if not result.valid:
        body: dict[str, Any] = {"valid": False, "violation": result.violation}
        if result.failed_at is not None:
            body["failed_at"] = result.failed_at
        return body
    outcome = outcome or outcome_of(result.state)
    body = {"valid": True}
    if not minimal:
        body["state"] = msgspec.Raw(outcome.encoded)
    body["digest"] = outcome.digest
    if not minimal:  # the certificate goes with the state it certifies
        certified(body, outcome, certifier)
    if outcome.snapshot is not None:
        body["snapshot"] = outcome.snapshot
    body["events"] = result.events
    return body


def replay_json(
    result: Adjudication, applied: int, outcome: Outcome | None = None, minimal: bool = False, certifier: Certifier | None = None
) -> dict[str, Any]:
    outcome = outcome or outcome_of(result.state)
    body: dict[str, Any] = {"valid": result.valid, "applied": applied}
    if not minimal:
        body["state"] = msgspec.Raw(outcome.encoded)
    body["digest"] = outcome.digest
    if not minimal:  # the certificate goes with the state it certifies
        certified(body, outcome, certifier)
    if outcome.snapshot is not None:
        body["snapshot"] = outcome.snapshot
    if not result.valid:
        body["violation"] = result.violation
        body["failed_at"] = result.failed_at
    return body


async def store_snapshot(
    game: Game[Any, Any], state_json: bytes, store: SnapshotStore, ttl: int, certifier: Certifier | None = None, certificate: Any = None
) -> str:
    """Check ``state_json`` (and its certificate, when given or required) and keep it under its digest for
    ``ttl`` seconds; returns the id."""
    decoded: Any = decode_json(state_json, game.state_type, prefix="/state")
    await card_sets.ensure_state_card_set(store, game, decoded, "/state")
    state = game.decode_state(decoded, prefix="/state")
    if certifier is not None:
        certifier.check(game, state, certificate)
    encoded = canonical_json(state)
    snapshot_id = digest_bytes(encoded)
    await store.put_snapshot(snapshot_id, game.id, encoded, ttl)
    return snapshot_id


async def load_snapshot(snapshot_id: str, store: SnapshotStore) -> tuple[str, bytes]:
    """The game id and canonical state stored under ``snapshot_id``; 404 when unknown or expired."""
    if not re.match(SNAPSHOT_ID, snapshot_id):
        raise _snapshot_not_found("a snapshot id is sha256:<64 hex digits>")
    found = await store.get_snapshot(snapshot_id)
    if found is None:
        raise _snapshot_not_found(f"no snapshot {snapshot_id} (unknown or expired)")
    return found


def _snapshot_not_found(message: str) -> InputError:
    return InputError(FieldError("/snapshot_id", message), status=404, title="Snapshot not found", kind="snapshot-not-found")


async def validate_deck(game: Game[Any, Any], deck: Any, variant: str | None, store: object = None) -> dict[str, Any]:
    """Every problem of a deck; a deck object may carry ``card_set`` (an id or the set inline)."""
    if isinstance(deck, dict):
        deck = await card_sets.prepare(store, game, deck, "/deck/card_set")
    problems = game.validate_deck(deck, variant)
    return {"valid": not problems, "problems": problems}


__all__ += ["decoders_for"]
