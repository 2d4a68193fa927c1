"""Arguments shared by several operations, with their descriptions, and the ``SetupInput`` input type.

Argument names follow REST's, camel-cased, so the JSON Pointers of input errors name the argument as
REST names the field or parameter:

* body fields keep their names: ``/state/...``, ``/action/...``, ``/players/0``, ``/expectedVersion``;
* an argument naming a resource takes the name of REST's path parameter: ``game`` (``/v1/games/{game}``),
  ``matchId`` (``/v1/matches/{match_id}``, every match-scoped query, mutation and subscription),
  ``snapshotId`` (``/v1/snapshots/{snapshot_id}``), ``cardSetId`` (``/v1/card-sets/{card_set_id}``).
  A bare ``id`` argument would not say what it names, and match-scoped operations already took
  ``matchId`` (``matchAction``, ``matchUpdated``).  In an answer, an object's own identifier is ``id``,
  as in REST's bodies; a field naming another object is ``<object>Id`` (``MatchUpdate.matchId``).

The ``id`` arguments of ``game``, ``cardSet``, ``snapshot``, ``match``, ``matchLegalActions`` and
``matchLog`` are deprecated (kept for one release, see docs/api.md): both spellings are optional in the
schema (a required argument cannot be deprecated), and :func:`one_id` asks for exactly one.
"""

from __future__ import annotations

from typing import Annotated, Any

import strawberry
from strawberry.scalars import JSON

from adjudicator.core.errors import invalid

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
MatchIdArg = Annotated[
    strawberry.ID | None,
    strawberry.argument(description="The match's id (REST's `match_id`); required (optional in the schema only while `id` is deprecated)."),
]
DEPRECATED_ID = "Use the argument named after REST's path parameter (`game`, `matchId`, `snapshotId`, `cardSetId`); `id` will be removed in the next release."
DeprecatedIdArg = Annotated[
    strawberry.ID | None,
    strawberry.argument(description="Deprecated: `matchId`.", deprecation_reason=DEPRECATED_ID),
]
DeprecatedNameArg = Annotated[
    str | None,
    strawberry.argument(description="Deprecated: the argument named after REST's path parameter.", deprecation_reason=DEPRECATED_ID),
]
GameIdArg = Annotated[
    str | None,
    strawberry.argument(description="A game id (REST's `game`): `force-of-will`, `magic-wands` or `master-of-wills`; required (optional in the schema only while `id` is deprecated)."),
]
SnapshotIdArg = Annotated[
    str | None,
    strawberry.argument(description="A stored snapshot's id (REST's `snapshot_id`); required (optional in the schema only while `id` is deprecated)."),
]
CardSetIdArg = Annotated[
    str | None,
    strawberry.argument(description="A stored card set's id (REST's `card_set_id`); required (optional in the schema only while `id` is deprecated)."),
]


def one_id(current: str | None, deprecated: str | None, name: str) -> str:
    """The id given as ``name`` or as the deprecated ``id`` (the same if both); 422 naming ``name`` otherwise."""
    if current is not None and deprecated is not None and current != deprecated:
        raise invalid(f"/{name}", f"`{name}` and the deprecated `id` name different resources: give `{name}` only")
    chosen = current if current is not None else deprecated
    if chosen is None:
        raise invalid(f"/{name}", "required")
    return str(chosen)


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
