"""Arguments shared by several operations, with their descriptions, and the ``SetupInput`` input type.

Argument names follow the REST bodies' field names (camel-cased), so the JSON Pointers of input
errors name the argument: ``/state/...``, ``/action/...``, ``/players/0``.
"""

from __future__ import annotations

from typing import Annotated, Any

import strawberry
from strawberry.scalars import JSON

GameArg = Annotated[str, strawberry.argument(description="A game id: `force-of-will`, `magic-wands` or `master-of-wills`.")]
StateArg = Annotated[
    JSON | None,
    strawberry.argument(description="A state as JSON (as `setup` or `adjudicate` returned it); or give `snapshot` instead."),
]
CertificateArg = Annotated[
    JSON | None,
    strawberry.argument(description="The `certificate` the service returned with `state` (required where the service requires certified states)."),
]
SnapshotArg = Annotated[str | None, strawberry.argument(description="A stored snapshot's id, instead of `state`.")]
StoreArg = Annotated[
    bool,
    strawberry.argument(
        description="Keep the resulting state as a snapshot: select `snapshot` (its id, the digest) and pass it as `snapshot` next time instead of the state."
    ),
]
PlayersArg = Annotated[list[str], strawberry.argument(description="Player ids in seat order.")]
SeedArg = Annotated[str, strawberry.argument(description="Any string; the same seed gives the same shuffles.")]


@strawberry.input(description="What `setup` takes.")
class SetupInput:
    players: list[str] = strawberry.field(description="Player ids in seat order.")
    seed: str = strawberry.field(description="Any string; the same seed gives the same shuffles.")
    variant: str | None = None
    options: JSON | None = None
    decks: JSON | None = None

    def arguments(self) -> dict[str, Any]:
        return {"players": self.players, "seed": self.seed, "variant": self.variant, "options": self.options, "decks": self.decks}
