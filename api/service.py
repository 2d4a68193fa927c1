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

from . import card_sets, metrics
from .config import Config
from .requests import (
    AdjudicateBody,
    LegalActionsBody,
    ReplayBody,
    SetupBody,
    StateRef,
    ViewBody,
    decoders_for,
)
from .store.base import Store

__all__ = ["GAMES", "get_game"]

SNAPSHOT_ID = r"^sha256:[0-9a-f]{64}$"


def catalogue() -> dict[str, Any]:
    return {"games": [game.catalogue_entry() for game in GAMES.values()]}


def game_entry(game: Game[Any, Any]) -> dict[str, Any]:
    entry = game.catalogue_entry()
    entry["rules"] = [msgspec.to_builtins(rule) for rule in game.rules]
    return entry


def setup(game: Game[Any, Any], body: SetupBody) -> tuple[Any, bytes]:
    """The initial state and its canonical JSON."""
    try:
        state = game.setup(body.variant, body.players, body.seed, body.options, body.decks)
    except InputError as exc:
        raise _setup_pointer(exc) from None
    return state, canonical_json(state)


def _setup_pointer(exc: InputError, prefix: str = "") -> InputError:
    return exc.prefixed(prefix) if prefix else exc


async def resolve_state(game: Game[Any, Any], ref: StateRef[Any], store: Store | None) -> Any:
    """The checked state a request names, inline or by snapshot id."""
    if ref.state is not None and ref.snapshot is not None:
        raise invalid("/snapshot", "give either a state or a snapshot id, not both")
    if ref.state is not None:
        await card_sets.ensure_state_card_set(store, game, ref.state, "/state")
        game.check(ref.state, prefix="/state")
        return ref.state
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
    state: Any = decode_json(state_json, game.state_type, prefix="/snapshot")
    await card_sets.ensure_state_card_set(store, game, state, "/snapshot")
    return game.decode_state(state, prefix="/snapshot")


async def legal_actions(game: Game[Any, Any], body: LegalActionsBody[Any], store: Store | None) -> list[Any]:
    state = await resolve_state(game, body, store)
    return game.legal_actions(state, body.player)


async def view(game: Game[Any, Any], body: ViewBody[Any], store: Store | None) -> dict[str, Any]:
    state = await resolve_state(game, body, store)
    return game.view(state, body.player)


async def adjudicate(game: Game[Any, Any], body: AdjudicateBody[Any, Any], store: Store | None, config: Config) -> Adjudication:
    if (body.action is None) == (body.actions is None):
        raise invalid("/action", "give exactly one of action or actions")
    if body.actions is not None and len(body.actions) > config.max_actions:
        raise invalid("/actions", f"{len(body.actions)} actions; at most {config.max_actions} in one request")
    owned = body.state is not None  # a state decoded from this request may be reused in place
    state = await resolve_state(game, body, store)
    if body.action is not None:
        result = game.adjudicate(state, body.action, owned=owned)
    else:
        result = game.adjudicate_all(state, body.actions or [], owned=owned)
    metrics.record_adjudication(game.id, result.violation)
    return result


def replay(game: Game[Any, Any], body: ReplayBody[Any], config: Config) -> tuple[Adjudication, int]:
    if len(body.actions) > config.max_actions:
        raise invalid("/actions", f"{len(body.actions)} actions; at most {config.max_actions} in one request")
    try:
        return game.replay(body.setup.as_dict(), body.actions)
    except InputError as exc:
        if any(e.pointer.startswith("/actions") for e in exc.errors):
            raise
        raise exc.prefixed("/setup") from None


def adjudication_json(result: Adjudication) -> dict[str, Any]:
    """The response body of an adjudication (the state embedded as canonical JSON)."""
    if not result.valid:
        body: dict[str, Any] = {"valid": False, "violation": result.violation}
        if result.failed_at is not None:
            body["failed_at"] = result.failed_at
        return body
    encoded = canonical_json(result.state)
    return {
        "valid": True,
        "state": msgspec.Raw(encoded),
        "digest": digest_bytes(encoded),
        "events": result.events,
    }


def replay_json(result: Adjudication, applied: int) -> dict[str, Any]:
    encoded = canonical_json(result.state)
    body: dict[str, Any] = {
        "valid": result.valid,
        "applied": applied,
        "state": msgspec.Raw(encoded),
        "digest": digest_bytes(encoded),
    }
    if not result.valid:
        body["violation"] = result.violation
        body["failed_at"] = result.failed_at
    return body


async def store_snapshot(game: Game[Any, Any], state_json: bytes, store: Store, ttl: int) -> str:
    """Check ``state_json`` and keep it under its digest for ``ttl`` seconds; returns the id."""
    state: Any = decode_json(state_json, game.state_type, prefix="/state")
    await card_sets.ensure_state_card_set(store, game, state, "/state")
    state = game.decode_state(state, prefix="/state")
    encoded = canonical_json(state)
    snapshot_id = digest_bytes(encoded)
    await store.put_snapshot(snapshot_id, game.id, encoded, ttl)
    return snapshot_id


async def load_snapshot(snapshot_id: str, store: Store) -> tuple[str, bytes]:
    """The game id and canonical state stored under ``snapshot_id``; 404 when unknown or expired."""
    if not re.match(SNAPSHOT_ID, snapshot_id):
        raise _snapshot_not_found("a snapshot id is sha256:<64 hex digits>")
    found = await store.get_snapshot(snapshot_id)
    if found is None:
        raise _snapshot_not_found(f"no snapshot {snapshot_id} (unknown or expired)")
    return found


def _snapshot_not_found(message: str) -> InputError:
    return InputError(FieldError("/snapshot_id", message), status=404, title="Snapshot not found", kind="snapshot-not-found")


def validate_deck(game: Game[Any, Any], deck: Any, variant: str | None) -> dict[str, Any]:
    problems = game.validate_deck(deck, variant)
    return {"valid": not problems, "problems": problems}


__all__ += ["decoders_for"]
