"""The catalogue and the stateless adjudication endpoints under ``/v1/games``."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from api.certificates import certifier_of
from api.service import operations as service
from api.service.requests import DeckBody, StoredSetupBody, decoders_for

from ..context import MINIMAL_APPLIED, context, decoded, prefers_minimal
from ..responses import json_response


async def list_games(request: Request) -> Response:
    return json_response(service.catalogue())


async def get_game(request: Request) -> Response:
    game = service.get_game(request.path_params["game"])
    return json_response(service.game_entry(game))


async def get_cards(request: Request) -> Response:
    game = service.get_game(request.path_params["game"])
    return json_response({"card_set": game.card_set()})


async def setup(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = await decoded(request, StoredSetupBody)
    outcome = await service.setup(game, body, ctx.snapshots, ctx.config)
    minimal = prefers_minimal(request)
    return json_response(service.setup_json(outcome, minimal, certifier_of(ctx)), headers=MINIMAL_APPLIED if minimal else None)


async def legal_actions(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = await decoded(request, decoders_for(game).legal_actions)
    actions = await service.legal_actions(game, body, ctx.snapshots, certifier_of(ctx))
    return json_response({"actions": actions})


async def adjudicate(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = await decoded(request, decoders_for(game).adjudicate)
    certifier = certifier_of(ctx)
    result, outcome = await service.adjudicate(game, body, ctx.snapshots, ctx.config, certifier)
    minimal = prefers_minimal(request)
    return json_response(service.adjudication_json(result, outcome, minimal, certifier), headers=MINIMAL_APPLIED if minimal else None)


async def view(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = await decoded(request, decoders_for(game).view)
    return json_response({"view": await service.view(game, body, ctx.snapshots, certifier_of(ctx))})


async def replay(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = await decoded(request, decoders_for(game).replay)
    result, applied, outcome = await service.replay(game, body, ctx.config, ctx.snapshots)
    minimal = prefers_minimal(request)
    return json_response(service.replay_json(result, applied, outcome, minimal, certifier_of(ctx)), headers=MINIMAL_APPLIED if minimal else None)


async def validate_deck(request: Request) -> Response:
    game = service.get_game(request.path_params["game"])
    body = await decoded(request, DeckBody)
    return json_response(await service.validate_deck(game, body.deck, body.variant, context(request).snapshots))


ROUTES = [
    Route("/v1/games", list_games, methods=["GET"]),
    Route("/v1/games/{game}", get_game, methods=["GET"]),
    Route("/v1/games/{game}/cards", get_cards, methods=["GET"]),
    Route("/v1/games/{game}/setup", setup, methods=["POST"]),
    Route("/v1/games/{game}/legal-actions", legal_actions, methods=["POST"]),
    Route("/v1/games/{game}/adjudicate", adjudicate, methods=["POST"]),
    Route("/v1/games/{game}/view", view, methods=["POST"]),
    Route("/v1/games/{game}/replay", replay, methods=["POST"]),
    Route("/v1/games/{game}/decks/validate", validate_deck, methods=["POST"]),
]
