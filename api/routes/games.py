"""The catalogue and the stateless adjudication endpoints under ``/v1/games``."""

from __future__ import annotations

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from adjudicator.core.codec import digest_bytes

from .. import card_sets, service
from ..bodies import decode_request, read_body
from ..requests import DeckBody, SetupBody, decoders_for
from ..responses import json_response
from .context import context


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
    body = decode_request(await read_body(request, ctx.config), SetupBody, ctx.config)
    body.options = await card_sets.inline(ctx.store, game, body.options, "/options/card_set")
    state, encoded = service.setup(game, body)
    return json_response({"state": msgspec.Raw(encoded), "digest": digest_bytes(encoded)})


async def legal_actions(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = decode_request(await read_body(request, ctx.config), decoders_for(game).legal_actions, ctx.config)
    actions = await service.legal_actions(game, body, ctx.store)
    return json_response({"actions": actions})


async def adjudicate(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = decode_request(await read_body(request, ctx.config), decoders_for(game).adjudicate, ctx.config)
    result = await service.adjudicate(game, body, ctx.store, ctx.config)
    return json_response(service.adjudication_json(result))


async def view(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = decode_request(await read_body(request, ctx.config), decoders_for(game).view, ctx.config)
    return json_response({"view": await service.view(game, body, ctx.store)})


async def replay(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = decode_request(await read_body(request, ctx.config), decoders_for(game).replay, ctx.config)
    body.setup.options = await card_sets.inline(ctx.store, game, body.setup.options, "/setup/options/card_set")
    result, applied = service.replay(game, body, ctx.config)
    return json_response(service.replay_json(result, applied))


async def validate_deck(request: Request) -> Response:
    ctx = context(request)
    game = service.get_game(request.path_params["game"])
    body = decode_request(await read_body(request, ctx.config), DeckBody, ctx.config)
    body.deck = await card_sets.inline(ctx.store, game, body.deck, "/deck/card_set") if isinstance(body.deck, dict) else body.deck
    return json_response(service.validate_deck(game, body.deck, body.variant))


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
