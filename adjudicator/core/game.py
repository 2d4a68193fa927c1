"""The game protocol every engine implements, and the adjudication functions built on it.

A game provides ``setup``, ``legal_actions``, ``verify``, ``apply`` (through ``_apply``), ``view`` and its
rule catalogue.  ``adjudicate`` is ``verify`` then ``_apply``: no public path applies an action without
verifying it first.  States are msgspec Structs; the engine never mutates a state it was given (it works
on a clone) unless the caller hands the state over with ``owned=True``.

Verbs have one meaning in every game package: ``check_*`` returns the :class:`Violation` a rule finds, or
None (the one exception is the state check: ``check_state`` reports every invariant a state breaks to an
error sink, :mod:`.sink`, and :meth:`Game.check` raises :class:`InputError` for a state that could not
arise); ``validate_*`` returns every problem of an input at once, as violations; ``collect_*``
returns a list of field errors; ``catalogue_*`` builds a catalogue or raises :class:`InputError`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Annotated, Any, ClassVar, Generic, TypeVar, cast

import msgspec

from .cardsets import DEFAULT_LIMITS, CardSetLimits
from .codec import canonical_json, clone, convert, decode_json, digest, digest_bytes
from .errors import FieldError, IllegalAction, InputError, Rule, Violation, invalid
from .events import Event, EventLike, redact
from .replay import replay as run_actions
from .sink import FAST, Rejected, Sink, detailed_errors, run_check

__all__ = ["Adjudication", "Event", "EventLike", "Game", "PlayerId", "Result", "Variant"]
S = TypeVar("S")
A = TypeVar("A")

INT32_MAX = 2**31 - 1
"""The largest counter or score a state holds (a GraphQL ``Int``): bounding every integer of a state keeps
a forged 4,300-digit number out of the engine and of Python's int-to-string conversion."""
SEQ_MAX = 1_000_000_000
Seq = Annotated[int, msgspec.Meta(ge=0, le=SEQ_MAX, description="Actions applied so far: 0 to 10^9 (the next seq stays a GraphQL Int)")]
Score = Annotated[int, msgspec.Meta(ge=-INT32_MAX, le=INT32_MAX, description="A score: -(2^31 - 1) to 2^31 - 1")]

PLAYER_ID_PATTERN = r"^[A-Za-z0-9_.\-]{1,64}$"
PlayerId = msgspec.Meta(pattern=PLAYER_ID_PATTERN, description="A player id: 1-64 of A-Z a-z 0-9 _ . -")


class Variant(msgspec.Struct, frozen=True):
    id: str
    min_players: int
    max_players: int
    description: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "players": {"min": self.min_players, "max": self.max_players},
            "description": self.description,
        }


class Result(msgspec.Struct, forbid_unknown_fields=True):
    """How a game ended: ``winners`` (several means a shared result) and ``scores`` by player id."""

    winners: list[str]
    scores: dict[str, Score]
    reason: str = ""


class Adjudication(msgspec.Struct):
    """The answer to one adjudication: the next state and its events, or the violation."""

    valid: bool
    state: Any = None
    events: list[Event] = msgspec.field(default_factory=list)
    violation: Violation | None = None
    failed_at: int | None = None

    @property
    def digest(self) -> str:
        return digest(self.state)


class Game(ABC, Generic[S, A]):
    """Base class of a rules engine.  Subclasses set the class attributes and implement the hooks."""

    id: ClassVar[str]
    name: ClassVar[str]
    rules_version: ClassVar[str]
    variants: ClassVar[tuple[Variant, ...]]
    state_type: ClassVar[type]
    action_type: ClassVar[Any]
    rules: ClassVar[tuple[Rule, ...]]
    #: Every event struct the game emits (its ``events.py``), one per ``type`` tag: the tagged union of the
    #: game's events (``event_union(game.event_types)``) is what ``adjudicate`` returns in ``events``.
    event_types: ClassVar[tuple[type[Event], ...]]
    #: Every action type (its ``type`` tag) with a ``summary`` and a JSON ``example`` (the game's ``docs.py``).
    action_docs: ClassVar[dict[str, dict[str, Any]]]

    # -- catalogue ---------------------------------------------------------------------------------
    def rule(self, code: str) -> Rule:
        for rule in self.rules:
            if rule.code == code:
                return rule
        raise KeyError(code)

    def violation(self, code: str, message: str, *, path: str = "", hint: str = "") -> Violation:
        """A :class:`Violation` of the catalogued rule ``code`` (its section is looked up)."""
        return Violation(code=code, rule=self.rule(code).section, message=message, path=path, hint=hint)

    def variant(self, variant_id: str | None) -> Variant:
        if variant_id is None:
            return self.variants[0]
        for variant in self.variants:
            if variant.id == variant_id:
                return variant
        known = ", ".join(v.id for v in self.variants)
        raise invalid("/variant", f"unknown variant {variant_id!r} for {self.id} (known: {known})")

    def catalogue_entry(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "rules_version": self.rules_version,
            "variants": [v.to_json() for v in self.variants],
        }

    def card_set(self) -> dict[str, Any]:
        """The reference card set as JSON (``{"id", "cards": [...]}``)."""
        return {"id": f"{self.id}-none", "cards": []}

    #: The card-set schema (a msgspec Struct) of a game that takes custom card sets (:mod:`.cardsets`).
    card_set_type: ClassVar[type | None] = None

    def validate_card_set(self, data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[Any, dict[str, Any], list[FieldError]]:
        """``(card_set, summary, problems)``: the decoded set (None when there are problems), a summary with its
        ``digest``, and every problem at once, each with its JSON Pointer.  A valid set is registered, so a
        state may name it by digest."""
        return None, {"game": self.id}, [FieldError("", f"{self.name} takes no custom card set: not supported")]

    def knows_card_set(self, digest: str) -> bool:
        """Whether this process validated the card set with ``digest`` (so a state may name it)."""
        return False

    def card_set_named(self, state: S) -> str | None:
        """The digest ``state`` names its card set by (``options.card_set``), or None: the reference set, or a
        set the state carries inline."""
        named = getattr(getattr(state, "options", None), "card_set", None)
        return named if isinstance(named, str) else None

    def card_set_needed(self, state: S) -> str | None:
        """The digest of the card set ``state`` names but this process has not validated yet (None: nothing
        is missing).  A service loads that set from its store and validates it before using the state."""
        named = self.card_set_named(state)
        return None if named is None or self.knows_card_set(named) else named

    def card_set_schema(self) -> dict[str, Any]:
        """The JSON Schema of a card set of this game (generated from :attr:`card_set_type`), for the OpenAPI
        document; ``{}`` for a game without custom card sets."""
        if self.card_set_type is None:
            return {}
        schema: dict[str, Any] = msgspec.json.schema(self.card_set_type)
        return schema

    # -- the hooks each game implements -----------------------------------------------------------
    @abstractmethod
    def setup(
        self,
        variant: str | None,
        players: Sequence[str],
        seed: str,
        options: dict[str, Any] | None = None,
        decks: dict[str, Any] | None = None,
    ) -> S:
        """The initial state.  Raises :class:`InputError` for bad options or decks."""

    @abstractmethod
    def legal_actions(self, state: S, player: str | None = None) -> list[A]:
        """Every action ``player`` (or anyone, when None) may take now."""

    @abstractmethod
    def verify(self, state: S, action: A) -> Violation | None:
        """The violation ``action`` commits in ``state``, or None when it is legal."""

    @abstractmethod
    def _apply(self, state: S, action: A) -> list[Event]:
        """Apply a *verified* action to ``state`` in place and return the events.  Never call directly."""

    @abstractmethod
    def view(self, state: S, viewer: str | None) -> dict[str, Any]:
        """``state`` as ``viewer`` may see it (None: a spectator), as JSON builtins without the rng."""

    @abstractmethod
    def check_state(self, state: S, sink: Sink) -> None:
        """Report to ``sink`` every way ``state`` could not have arisen (pointers relative to the state).

        Each invariant is written once against the sink (:mod:`.sink`): :meth:`check` runs it with the
        fast sink, which stops at the first problem, and again with a detailed one only to name them all.
        """

    def secret_ids(self, state: S, viewer: str | None) -> set[str]:
        """Ids of the cards ``viewer`` may not see in ``state`` (other hands, deck order, face-down cards).

        The secrecy property tests check that no view, event or violation message for ``viewer``
        carries any of them.  A game with hidden information must override this.
        """
        return set()

    def view_action(self, state: S, action: dict[str, Any], viewer: str | None, events: list[Event]) -> dict[str, Any]:
        """``action`` (as JSON builtins) as ``viewer`` may see it in a match log, decided from what the action
        did: ``state`` is the state *after* it and ``events`` what it produced (never from the action's
        optional fields alone: a card can land face down without the action saying so).  Actions are public
        by default; a game whose actions can name hidden cards returns a redacted copy for the players who
        may not see them."""
        return action

    def view_events(self, events: Sequence[EventLike], viewer: str | None) -> list[EventLike]:
        """Events as ``viewer`` may see them: the keys each event class declares ``private`` read as a
        HiddenCard outside the occurrence's audience (:func:`~adjudicator.core.events.redact`)."""
        return redact(events, viewer, self.event_types)

    def validate_deck(self, deck: Any, variant: str | None = None) -> list[Violation]:
        """Every problem of a deck at once, as violations.  A game without decks refuses the input."""
        raise invalid("/deck", f"{self.name} has no deck building: there is no deck to validate")

    def full_state(self, state: S) -> dict[str, Any]:
        """The whole state as JSON builtins (the organizer's and judge's view)."""
        data: dict[str, Any] = msgspec.to_builtins(state)
        return data

    # -- decoding ----------------------------------------------------------------------------------
    def decode_state(self, data: bytes | str | dict[str, Any] | S, *, prefix: str = "") -> S:
        """Decode and check a state (JSON bytes, builtins or a Struct); raises :class:`InputError`."""
        state: S
        if isinstance(data, bytes | str):
            state = decode_json(data, self.state_type, prefix=prefix)
        elif isinstance(data, self.state_type):
            state = cast(S, data)
        else:
            state = convert(data, self.state_type, prefix=prefix)
        self.check(state, prefix=prefix)
        return state

    def check(self, state: S, *, prefix: str = "") -> None:
        """Raise :class:`InputError` naming every problem (under ``prefix``) if ``state`` could not arise."""
        try:
            if getattr(state, "game", self.id) != self.id:
                raise invalid("/game", f"this state is of game {getattr(state, 'game', None)!r}, not {self.id!r}")
            run_check(lambda sink: self.check_state(state, sink))
        except InputError as exc:
            raise exc.prefixed(prefix) from None

    def state_accepted(self, state: S) -> bool:
        """The fast sink's answer alone: whether the state check finds nothing (no pointer built)."""
        try:
            self.check_state(state, FAST)
        except Rejected:
            return False
        return True

    def collect_state_errors(self, state: S) -> list[FieldError]:
        """The detailed sink's answer alone: every problem the state check names (empty: accepted)."""
        return detailed_errors(lambda sink: self.check_state(state, sink))

    def decode_action(self, data: bytes | str | dict[str, Any], *, prefix: str = "") -> A:
        action: A
        if isinstance(data, bytes | str):
            action = decode_json(data, self.action_type, prefix=prefix)
        else:
            action = convert(data, self.action_type, prefix=prefix)
        return action

    # -- the public operations ---------------------------------------------------------------------
    def can(self, state: S, action: A) -> bool:
        return self.verify(state, action) is None

    def apply(self, state: S, action: A) -> tuple[S, list[Event]]:
        """The next state and its events; raises :class:`IllegalAction` when the action breaks a rule."""
        violation = self.verify(state, action)
        if violation is not None:
            raise IllegalAction(violation)
        next_state = clone(state)
        events = self._apply(next_state, action)
        return next_state, events

    def adjudicate(self, state: S, action: A, *, owned: bool = False) -> Adjudication:
        """Verify then apply.  ``owned=True`` lets the engine reuse ``state`` instead of cloning it."""
        violation = self.verify(state, action)
        if violation is not None:
            return Adjudication(valid=False, violation=violation)
        next_state = state if owned else clone(state)
        events = self._apply(next_state, action)
        return Adjudication(valid=True, state=next_state, events=events)

    def adjudicate_all(self, state: S, actions: Sequence[A], *, owned: bool = False) -> Adjudication:
        """Apply every action in order, or none: the first illegal one is named by ``failed_at``.

        Pointers and violation paths name the action in the list (``/actions/3/pay``).
        """
        done = run_actions(self, state, actions, owned=owned)
        if done.violation is not None:
            return Adjudication(valid=False, violation=done.violation, failed_at=done.failed_at)
        return Adjudication(valid=True, state=done.state, events=done.events)

    def _verify_at(self, state: S, action: A, index: int) -> Violation | None:
        """``verify`` for the action at ``index`` of a list: ``/action`` paths become ``/actions/<index>``."""
        where = f"/actions/{index}"
        try:
            violation = self.verify(state, action)
        except InputError as exc:
            moved = [
                FieldError(where + e.pointer[len("/action") :] if e.pointer.startswith("/action") else e.pointer, e.message)
                for e in exc.errors
            ]
            raise InputError(moved, status=exc.status, title=exc.title, kind=exc.kind) from None
        if violation is not None and violation.path.startswith("/action"):
            violation = msgspec.structs.replace(violation, path=where + violation.path[len("/action") :])
        return violation

    def replay(
        self,
        setup: dict[str, Any],
        actions: Sequence[A],
    ) -> tuple[Adjudication, int]:
        """Set up from ``setup`` and apply ``actions``; returns the adjudication and how many applied."""
        state = self.setup(
            setup.get("variant"),
            setup["players"],
            setup["seed"],
            setup.get("options"),
            setup.get("decks"),
        )
        done = run_actions(self, state, actions, owned=True)
        adjudication = Adjudication(valid=done.valid, state=done.state, events=done.events, violation=done.violation, failed_at=done.failed_at)
        return adjudication, done.applied

    def encode_state(self, state: S) -> bytes:
        """The canonical JSON of ``state``, byte for byte :func:`~.codec.canonical_json` (a game may reuse
        parts it encoded before: an immutable card set the state carries)."""
        return canonical_json(state)

    @staticmethod
    def state_digest(state: Any) -> str:
        return digest_bytes(canonical_json(state))
