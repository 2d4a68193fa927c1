"""The REST transport: Starlette routes under ``/v1``, problem+json answers.

Handlers decode the request (through the service's body policy), call the service layer
(:mod:`api.service`) and encode its answer; no rule, policy or store logic lives here.  This package
never imports the GraphQL transport (:mod:`schema`); an import-linter contract in ``pyproject.toml``
holds it to that.
"""

from __future__ import annotations

from starlette.routing import BaseRoute

from .routes import card_sets, games, health, matches, metrics, snapshots, tournaments, verification


def hot_routes() -> list[BaseRoute]:
    """The stateless adjudication and health routes (matched first: the hot paths)."""
    return [*games.ROUTES, *health.ROUTES]


def other_routes() -> list[BaseRoute]:
    return [*matches.ROUTES, *verification.ROUTES, *snapshots.ROUTES, *card_sets.ROUTES, *tournaments.ROUTES, *metrics.ROUTES]
