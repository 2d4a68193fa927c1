"""Typed request bodies of the stateless endpoints, specialised per game.

Each game's state and action types are plugged into the generic bodies, so one msgspec decode both
parses and validates a request, and every error names its field (``/state/players/0/hand/2``).
"""

from __future__ import annotations

import functools
from typing import Annotated, Any, ClassVar, Generic, TypeVar

import msgspec

from adjudicator.core.game import Game, PlayerId

S = TypeVar("S")
A = TypeVar("A")

Pid = Annotated[str, PlayerId]
Seed = Annotated[str, msgspec.Meta(min_length=1, max_length=256, description="Any string; the same seed gives the same shuffles")]
SnapshotId = Annotated[str, msgspec.Meta(pattern=r"^sha256:[0-9a-f]{64}$", description="A snapshot id (the state's digest)")]


class SetupBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("options", "decks")

    players: Annotated[list[Pid], msgspec.Meta(min_length=1, max_length=64)]
    seed: Seed
    variant: str | None = None
    options: dict[str, Any] | None = None
    decks: dict[str, Any] | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "seed": self.seed, "options": self.options, "decks": self.decks}


StoreFlag = Annotated[
    bool,
    msgspec.Meta(description="Keep the resulting state as a snapshot: the answer's `snapshot` is its id (the digest), usable as `snapshot` in the next call"),
]


class StoredSetupBody(SetupBody, forbid_unknown_fields=True, kw_only=True):
    """What ``setup`` takes: a setup, and whether to keep the initial state as a snapshot."""

    store: StoreFlag = False


class Certificate(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The service's signature on a full state it returned (``api.certificates``), sent back beside it."""

    alg: Annotated[str, msgspec.Meta(max_length=32)]
    key_id: Annotated[str, msgspec.Meta(max_length=64)]
    digest: Annotated[str, msgspec.Meta(max_length=80)]
    game: Annotated[str, msgspec.Meta(max_length=64)]
    card_set: Annotated[str, msgspec.Meta(max_length=256)]
    seq: Annotated[int, msgspec.Meta(ge=0, le=1_000_000_000)]
    value: Annotated[str, msgspec.Meta(max_length=128)]


class StateRef(msgspec.Struct, Generic[S], forbid_unknown_fields=True, kw_only=True):
    """A state given inline (``state``, with the ``certificate`` the service returned beside it) or by a
    stored snapshot id (``snapshot``), not both."""

    # The posted state is not searched for repeated members (see api.service.decoding.check_duplicates).
    __duplicates_exempt__: ClassVar[tuple[str, ...]] = ("state",)

    state: S | None = None
    snapshot: SnapshotId | None = None
    certificate: Certificate | None = None


class LegalActionsBody(StateRef[S], Generic[S], forbid_unknown_fields=True, kw_only=True):
    player: Pid | None = None


class ViewBody(StateRef[S], Generic[S], forbid_unknown_fields=True, kw_only=True):
    player: Pid | None = None


class AdjudicateBody(StateRef[S], Generic[S, A], forbid_unknown_fields=True, kw_only=True):
    action: A | None = None
    actions: list[A] | None = None
    store: StoreFlag = False


class ReplayBody(msgspec.Struct, Generic[A], forbid_unknown_fields=True, kw_only=True):
    __nested__: ClassVar[tuple[str, ...]] = ("setup",)

    setup: SetupBody
    actions: list[A]
    store: StoreFlag = False


class DeckBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("deck",)

    deck: Any
    variant: str | None = None


class SnapshotBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    game: str
    state: msgspec.Raw
    certificate: Certificate | None = None


class GameDecoders:
    """The msgspec decoders of one game's request bodies, built once."""

    def __init__(self, game: Game[Any, Any]) -> None:
        state, action = game.state_type, game.action_type
        self.state: msgspec.json.Decoder[Any] = msgspec.json.Decoder(state)
        self.legal_actions = msgspec.json.Decoder(LegalActionsBody[state])  # type: ignore[valid-type]
        self.view = msgspec.json.Decoder(ViewBody[state])  # type: ignore[valid-type]
        self.adjudicate = msgspec.json.Decoder(AdjudicateBody[state, action])  # type: ignore[valid-type]
        self.replay = msgspec.json.Decoder(ReplayBody[action])  # type: ignore[valid-type]
        self.action = msgspec.json.Decoder(action)
        self.types = {
            "legal_actions": LegalActionsBody[state],  # type: ignore[valid-type]
            "view": ViewBody[state],  # type: ignore[valid-type]
            "adjudicate": AdjudicateBody[state, action],  # type: ignore[valid-type]
            "replay": ReplayBody[action],  # type: ignore[valid-type]
        }


@functools.cache
def decoders_for(game: Game[Any, Any]) -> GameDecoders:
    return GameDecoders(game)
