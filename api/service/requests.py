"""Typed request bodies of the stateless endpoints, specialised per game.

Each game's state and action types are plugged into the generic bodies, so one msgspec decode both
parses and validates a request, and every error names its field (``/state/players/0/hand/2``).
"""

from __future__ import annotations

import functools
import re
from typing import Annotated, Any, ClassVar, Generic, TypeVar

import msgspec

from adjudicator.core.game import Game, PlayerId
from adjudicator.core.lru import Lru

S = TypeVar("S")
A = TypeVar("A")
T = TypeVar("T")

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


class _PeekOptions(msgspec.Struct):
    card_set: msgspec.Raw = msgspec.Raw(b"null")


class _PeekState(msgspec.Struct):
    options: _PeekOptions | None = None


class _PeekBody(msgspec.Struct):
    state: _PeekState | None = None


_peek = msgspec.json.Decoder(_PeekBody)
_PREFIX = 256


class InlineCardSets(Lru[bytes, Any]):
    """The card sets states posted to this process carried inline (``state.options.card_set``), decoded, by
    their exact JSON text: at most ``capacity`` sets of at most ``max_bytes`` bytes each, least recently used
    dropped first.  A card set is immutable: the engine reads it and never changes it.  Thread safe."""

    def __init__(self, capacity: int = 16, max_bytes: int = 4_000_000) -> None:
        super().__init__(capacity)
        self._max_bytes = max_bytes

    def put(self, key: bytes, item: Any) -> None:
        if len(key) <= self._max_bytes:
            super().put(key, item)


class StateBodyDecoder(Generic[T]):
    """A decoder of a request body that may post a state (``state``, a :class:`StateRef` body), as
    ``msgspec.json.Decoder(type_)`` decodes it but for a card set the state carries inline that this process
    decoded before, byte for byte: that set is not decoded again, the state gets the set decoded then.

    A real deck's card set is over half of its body and costs most of its decoding (its abilities are trees
    of tagged unions): ``bench.fow_real_decks``.  How: a first, untyped pass reads the JSON text of
    ``state.options.card_set`` (the value the typed decoding reads: the last one when a member is repeated);
    when that text is known and occurs once in the body, the body is decoded with ``null`` in its place and
    the known set is put back into the decoded options.  Anything else (the first time a set is seen, a
    body that does not decode) decodes the body as it came, so every answer and every error is the plain
    decoder's."""

    def __init__(self, type_: Any, card_sets: InlineCardSets) -> None:
        self.type = type_
        self._decoder: msgspec.json.Decoder[T] = msgspec.json.Decoder(type_)
        self._card_sets = card_sets

    def decode(self, body: bytes) -> T:
        text = _inline_card_set(body)
        if text is None:
            return self._decoder.decode(body)
        known = self._card_sets.get(text)
        if known is None:
            decoded = self._decoder.decode(body)
            card_set = _options_of(decoded).card_set
            if isinstance(card_set, msgspec.Struct):
                self._card_sets.put(text, card_set)
            return decoded
        at = body.find(text[:_PREFIX])
        if body.find(text[:_PREFIX], at + 1) != -1 or not body.startswith(text, at):
            return self._decoder.decode(body)  # not found once: no place to take it out of for sure
        try:
            decoded = self._decoder.decode(body[:at] + b"null" + body[at + len(text) :])
        except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
            return self._decoder.decode(body)  # the error as the body itself gives it (positions included)
        _options_of(decoded).card_set = known
        return decoded


_CARD_SET_OBJECT = re.compile(rb'"card_set"[ \t\n\r]*:[ \t\n\r]*\{')


def _may_carry_a_card_set(body: bytes) -> bool:
    """Whether a member ``"card_set"`` holds an object somewhere in ``body`` (a quick look before the first
    pass: most bodies carry none, or name their set by digest).  A member name written with escapes is missed:
    such a body is decoded as it came."""
    at = body.find(b'"card_set"')
    while at != -1:
        if _CARD_SET_OBJECT.match(body, at):
            return True
        at = body.find(b'"card_set"', at + 1)
    return False


def _inline_card_set(body: bytes) -> bytes | None:
    """The JSON text of ``state.options.card_set`` when it is an object, else None (also for a body the
    typed decoding will refuse)."""
    if not _may_carry_a_card_set(body):
        return None
    try:
        state = _peek.decode(body).state
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None
    if state is None or state.options is None:
        return None
    text = bytes(state.options.card_set)
    return text if text.startswith(b"{") else None


def _options_of(body: Any) -> Any:
    return body.state.options


class GameDecoders:
    """The msgspec decoders of one game's request bodies, built once."""

    def __init__(self, game: Game[Any, Any]) -> None:
        state, action = game.state_type, game.action_type
        self.state: msgspec.json.Decoder[Any] = msgspec.json.Decoder(state)
        self.card_sets = InlineCardSets()
        self.legal_actions = StateBodyDecoder[Any](LegalActionsBody[state], self.card_sets)  # type: ignore[valid-type]
        self.view = StateBodyDecoder[Any](ViewBody[state], self.card_sets)  # type: ignore[valid-type]
        self.adjudicate = StateBodyDecoder[Any](AdjudicateBody[state, action], self.card_sets)  # type: ignore[valid-type]
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
