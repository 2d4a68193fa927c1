"""Queries: the catalogue, legal actions, views, snapshots, hosted matches and their logs.

Each resolver mirrors a REST handler (named in its docstring) and calls the same service functions.
Arguments are named as REST names them (see :mod:`schema.arguments`); the spellings of earlier releases
(`id`, `legalActions`) are kept as deprecated for one release.
"""

from __future__ import annotations

from typing import Any

import msgspec
import strawberry
from strawberry.scalars import JSON
from strawberry.types import Info

from adjudicator.core.errors import invalid
from api.certificates import certifier_of
from api.service import card_sets, matches
from api.service import operations as service
from api.service.auth import ORGANIZER
from api.service.requests import decoders_for

from . import typed
from .arguments import (
    CardSetIdArg,
    CertificateArg,
    DeprecatedIdArg,
    DeprecatedNameArg,
    GameArg,
    GameIdArg,
    MatchIdArg,
    SnapshotArg,
    SnapshotIdArg,
    StateArg,
    one_id,
)
from .context import app_of, context_of, decode_arguments
from .types import (
    GameState,
    GameType,
    LegalActions,
    Match,
    MatchLegalActions,
    MatchLog,
    Snapshot,
    StoredCardSetRecord,
    game_type,
    match_log_type,
    match_type,
    state_from_json,
)


async def _legal_actions(info: Info[Any, Any], game: str, state: Any, snapshot: str | None, player: str | None, certificate: Any) -> list[JSON]:
    app = app_of(info)
    engine = service.get_game(game)
    body = decode_arguments({"state": state, "snapshot": snapshot, "player": player, "certificate": certificate}, decoders_for(engine).legal_actions, app)
    return list(await service.legal_actions(engine, body, app.snapshots, certifier_of(app)))


async def _view(info: Info[Any, Any], game: str, state: Any, snapshot: str | None, player: str | None, certificate: Any) -> GameState:
    app = app_of(info)
    engine = service.get_game(game)
    body = decode_arguments({"state": state, "snapshot": snapshot, "player": player, "certificate": certificate}, decoders_for(engine).view, app)
    return state_from_json(await service.view(engine, body, app.snapshots, certifier_of(app)))


async def _open_match(info: Info[Any, Any], match_id: strawberry.ID | None, id: strawberry.ID | None) -> matches.LoadedMatch:
    """The match a match-scoped query names (by ``matchId``, or the deprecated ``id``: exactly one), opened
    for the caller's token."""
    return await matches.open_match(app_of(info), one_id(match_id, id, "matchId"), context_of(info).caller)


@strawberry.type
class Query:
    @typed.field(description="Every game the referee plays (GET /v1/games).")
    def games(self) -> list[GameType]:
        return [game_type(engine) for engine in service.GAMES.values()]

    @typed.field(description="One game with its rule catalogue and card set (GET /v1/games/{game}).")
    def game(self, game: GameIdArg = None, id: DeprecatedNameArg = None) -> GameType:
        return game_type(service.get_game(one_id(game, id, "game")))

    @typed.field(
        description=(
            "Every action `player` (or anyone) may take now, as `POST /v1/games/{game}/legal-actions` answers "
            "(`{actions}`); each can be posted back unchanged."
        )
    )
    async def game_legal_actions(self, info: Info[Any, Any], game: GameArg, state: StateArg = None, snapshot: SnapshotArg = None,
                                 player: str | None = None, certificate: CertificateArg = None) -> LegalActions:
        return LegalActions(actions=await _legal_actions(info, game, state, snapshot, player, certificate))

    @typed.field(
        description="Every action `player` (or anyone) may take now, as a bare list.",
        deprecation_reason="Use `gameLegalActions { actions }`, shaped as REST's answer; `legalActions` will be removed in the next release.",
    )
    async def legal_actions(self, info: Info[Any, Any], game: GameArg, state: StateArg = None, snapshot: SnapshotArg = None,
                            player: str | None = None, certificate: CertificateArg = None) -> list[JSON]:
        return await _legal_actions(info, game, state, snapshot, player, certificate)

    @typed.field(description="A state as `player` may see it (a spectator's view without `player`).")
    async def view(self, info: Info[Any, Any], game: GameArg, state: StateArg = None, snapshot: SnapshotArg = None,
                   player: str | None = None, certificate: CertificateArg = None) -> GameState:
        return await _view(info, game, state, snapshot, player, certificate)

    @typed.field(description="A stored card set (GET /v1/card-sets/{card_set_id}).")
    async def card_set(self, info: Info[Any, Any], card_set_id: CardSetIdArg = None, id: DeprecatedNameArg = None) -> StoredCardSetRecord:
        chosen = one_id(card_set_id, id, "cardSetId")
        game_id, data = await card_sets.load(app_of(info).store, chosen)
        return StoredCardSetRecord(id=chosen, game=game_id, card_set=data)

    @typed.field(description="A stored snapshot (GET /v1/snapshots/{snapshot_id}).")
    async def snapshot(self, info: Info[Any, Any], snapshot_id: SnapshotIdArg = None, id: DeprecatedNameArg = None) -> Snapshot:
        app = app_of(info)
        chosen = one_id(snapshot_id, id, "snapshotId")
        game_id, encoded = await service.load_snapshot(chosen, app.snapshots)
        engine = service.get_game(game_id)
        certificate = certifier_of(app).certify(engine, engine.decode_state(encoded), encoded)
        return Snapshot(id=chosen, game=game_id, state=state_from_json(msgspec.Raw(encoded), certificate))

    @typed.field(
        description="A hosted match as the caller's token may see it: a seat's view, or the organizer's full state."
    )
    async def match(self, info: Info[Any, Any], match_id: MatchIdArg = None, id: DeprecatedIdArg = None) -> Match:
        app = app_of(info)
        loaded = await _open_match(info, match_id, id)
        answer = matches.match_json(loaded)
        if loaded.caller == ORGANIZER:  # the full state, certified; a seat's view is not a state
            answer["certificate"] = certifier_of(app).certify(loaded.game, loaded.state, loaded.state_json)
        return match_type(answer)

    @typed.field(description="What the caller may do now in a match, as `GET /v1/matches/{match_id}/legal-actions`: a seat's own legal actions (each can be posted back unchanged), the organizer's every seat's.")
    async def match_legal_actions(self, info: Info[Any, Any], match_id: MatchIdArg = None, id: DeprecatedIdArg = None) -> MatchLegalActions:
        loaded = await _open_match(info, match_id, id)
        answer = matches.match_legal_actions(loaded)
        return MatchLegalActions(version=answer["version"], player=answer["player"], actions=[JSON(a) for a in msgspec.to_builtins(answer["actions"])])

    @typed.field(description="A match's hash-chained log from entry `since` (0-based) on, redacted for the caller.")
    async def match_log(self, info: Info[Any, Any], match_id: MatchIdArg = None, id: DeprecatedIdArg = None, since: int = 0) -> MatchLog:
        if since < 0:
            raise invalid("/since", "a non-negative whole number (the first seq to list, 0-based index)")
        loaded = await _open_match(info, match_id, id)
        return match_log_type(await matches.match_log(app_of(info).store, loaded, since))
