"""Mutations: setup, adjudicate (one action or a list), replay, deck validation, snapshots, hosted
matches and their actions.

Each resolver mirrors a REST handler and calls the same service functions.  An illegal action is a
ruling, so it is data (``valid: false`` with the violation), for stateless adjudication as for match
actions; malformed input is a GraphQL error (see :mod:`schema.errors`).
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
import strawberry
from strawberry.scalars import JSON
from strawberry.types import Info

from api.certificates import certifier_of
from api.service import card_sets, matches
from api.service import operations as service
from api.service.decoding import decode_request
from api.service.problems import HTTPProblem
from api.service.requests import DeckBody, SnapshotBody, StoredSetupBody, decoders_for

from . import typed
from .arguments import (
    CertificateArg,
    GameArg,
    PlayersArg,
    SeedArg,
    SetupInput,
    SnapshotArg,
    StateArg,
    StoreArg,
)
from .context import app_of, context_of, decode_arguments, encode_arguments
from .types import (
    AdjudicationType,
    DeckValidation,
    MatchActionResult,
    MatchCreated,
    ReplayResult,
    SetupResult,
    StoredCardSet,
    StoredSnapshot,
    adjudication_type,
    match_action_type,
    match_created_type,
    refused_action_type,
    state_from_struct,
    violation_type,
)


@strawberry.type
class Mutation:
    @typed.mutation(description="The initial state from a seed; the same arguments give the same state, byte for byte.")
    async def setup(
        self,
        info: Info[Any, Any],
        game: GameArg,
        players: PlayersArg,
        seed: SeedArg,
        variant: str | None = None,
        options: JSON | None = None,
        decks: JSON | None = None,
        store: StoreArg = False,
    ) -> SetupResult:
        app = app_of(info)
        engine = service.get_game(game)
        body = decode_arguments(
            {"players": players, "seed": seed, "variant": variant, "options": options, "decks": decks, "store": store},
            StoredSetupBody,
            app,
        )
        outcome = await service.setup(engine, body, app.snapshots, app.config)
        certificate = certifier_of(app).certify(engine, outcome.state, outcome.encoded, outcome.digest)
        return SetupResult(state=state_from_struct(outcome.state, outcome.encoded, certificate), digest=outcome.digest, snapshot=outcome.snapshot)

    @typed.mutation(
        description=(
            "Verify then apply `action`, or every one of `actions` (all or none; `failedAt` names the first "
            "illegal one).  An illegal action is a ruling: `valid: false` with the violation."
        )
    )
    async def adjudicate(
        self,
        info: Info[Any, Any],
        game: GameArg,
        state: StateArg = None,
        snapshot: SnapshotArg = None,
        action: JSON | None = None,
        actions: list[JSON] | None = None,
        store: StoreArg = False,
        certificate: CertificateArg = None,
    ) -> AdjudicationType:
        app = app_of(info)
        engine = service.get_game(game)
        body = decode_arguments(
            {"state": state, "snapshot": snapshot, "action": action, "actions": actions, "store": store, "certificate": certificate},
            decoders_for(engine).adjudicate,
            app,
        )
        certifier = certifier_of(app)
        result, outcome = await service.adjudicate(engine, body, app.snapshots, app.config, certifier)
        made = certifier.certify(engine, outcome.state, outcome.encoded, outcome.digest) if outcome is not None else None
        return adjudication_type(result, outcome, made)

    @typed.mutation(description="Set up from `setup`, then apply `actions` in order, stopping at the first illegal one.")
    async def replay(
        self,
        info: Info[Any, Any],
        game: GameArg,
        setup: SetupInput,
        actions: list[JSON],
        store: StoreArg = False,
    ) -> ReplayResult:
        app = app_of(info)
        engine = service.get_game(game)
        given = {name: value for name, value in setup.arguments().items() if value is not None}
        body = decode_arguments({"setup": given, "actions": actions, "store": store}, decoders_for(engine).replay, app)
        result, applied, outcome = await service.replay(engine, body, app.config, app.snapshots)
        return ReplayResult(
            valid=result.valid,
            applied=applied,
            state=state_from_struct(outcome.state, outcome.encoded, certifier_of(app).certify(engine, outcome.state, outcome.encoded, outcome.digest)),
            digest=outcome.digest,
            snapshot=outcome.snapshot,
            violation=violation_type(result.violation),
            failed_at=result.failed_at,
        )

    @typed.mutation(description="Every problem of a deck at once, as violations.")
    async def validate_deck(
        self,
        info: Info[Any, Any],
        game: GameArg,
        deck: JSON,
        variant: str | None = None,
    ) -> DeckValidation:
        app = app_of(info)
        engine = service.get_game(game)
        body = decode_arguments({"deck": deck, "variant": variant}, DeckBody, app)
        checked = await service.validate_deck(engine, body.deck, body.variant, app.snapshots)
        return DeckValidation(valid=checked["valid"], problems=[violation_type(v) for v in checked["problems"]])  # type: ignore[misc]

    @typed.mutation(
        description=(
            "Validate a card set (or, for Force of Will, a fowsim database) and store it under its digest "
            "(POST /v1/card-sets); every problem is named at once.  A fowsim database is larger than a GraphQL "
            "request may be: upload it through REST."
        )
    )
    async def store_card_set(self, info: Info[Any, Any], game: GameArg, card_set: JSON | None = None, fowsim: JSON | None = None) -> StoredCardSet:
        app = app_of(info)
        body = decode_arguments({"game": game, "card_set": card_set, "fowsim": fowsim}, card_sets.CardSetBody, app)
        stored = await card_sets.create(app.store, body, app.config)
        return StoredCardSet(id=stored["id"], game=stored["game"], summary=stored["summary"])

    @typed.mutation(
        description=(
            "Delete a stored card set (DELETE /v1/card-sets/{id}): true once deleted; an error while a hosted match "
            "or tournament plays it (it is kept while they live), or for an unknown id."
        )
    )
    async def delete_card_set(self, info: Info[Any, Any], card_set_id: str) -> bool:
        app = app_of(info)
        matches.require_organizer(app, context_of(info).caller)
        await card_sets.delete(app.store, card_set_id)
        return True

    @typed.mutation(description="Keep a state under its digest (the snapshot id) for a while (POST /v1/snapshots).")
    async def store_snapshot(self, info: Info[Any, Any], game: GameArg, state: JSON, certificate: CertificateArg = None) -> StoredSnapshot:
        app = app_of(info)
        body = decode_arguments({"game": game, "state": state, "certificate": certificate}, SnapshotBody, app)
        engine = service.get_game(body.game)
        ttl = app.config.snapshot_ttl_seconds
        snapshot_id = await service.store_snapshot(engine, bytes(body.state), app.snapshots, ttl, certifier_of(app), body.certificate)
        return StoredSnapshot(id=snapshot_id, expires_in=ttl)

    @typed.mutation(description="Host a match: its seat tokens and organizer token are shown once, here (POST /v1/matches).")
    async def create_match(
        self,
        info: Info[Any, Any],
        game: GameArg,
        players: PlayersArg,
        variant: str | None = None,
        seed: Annotated[str | None, strawberry.argument(description="Default: a random seed, committed to.")] = None,
        options: JSON | None = None,
        decks: JSON | None = None,
    ) -> MatchCreated:
        app = app_of(info)
        caller = context_of(info).caller
        matches.require_organizer(app, caller)  # before the arguments are looked at, as REST does
        body = decode_arguments(
            {"game": game, "players": players, "variant": variant, "seed": seed, "options": options, "decks": decks},
            matches.CreateMatchBody,
            app,
        )
        return match_created_type(await matches.new_match(app, caller, body))

    @typed.mutation(
        description=(
            "Act in a hosted match with a seat token (POST /v1/matches/{id}/actions).  `expectedVersion`: "
            "refuse (VERSION_CONFLICT) unless the match is at this version.  `idempotencyKey`: a repeated "
            "key returns the first answer and applies nothing twice.  An illegal action is `valid: false`."
        )
    )
    async def match_action(
        self,
        info: Info[Any, Any],
        match_id: strawberry.ID,
        action: JSON,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchActionResult:
        app = app_of(info)

        def decode(raw: bytes, type_: Any) -> Any:
            return decode_request(raw, type_, app.config)

        try:
            answer = await matches.submit_action(
                app.store,
                match_id,
                context_of(info).token,
                encode_arguments({"action": action, "expected_version": expected_version}),
                idempotency_key,
                ttl=app.config.match_ttl_seconds,
                idempotency_ttl=app.config.idempotency_ttl_seconds,
                decode=decode,
            )
        except HTTPProblem as exc:
            if exc.kind != "illegal-action":
                raise
            return refused_action_type(exc.extra["violation"])
        return match_action_type(msgspec.json.decode(answer.body))
