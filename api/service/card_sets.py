"""Stored card sets (``POST /v1/card-sets``, ``GET /v1/card-sets/{id}``) and their use by id everywhere.

A set is validated by its game (:meth:`Game.validate_card_set`, or for Force of Will a fowsim database through
:meth:`validate_fowsim`), then stored whole under its digest (the canonical JSON of the decoded set).  Setup,
hosted matches, tournament rounds and deck validation take ``card_set`` as an id or inline: :func:`inline`
replaces an id by the stored set, so what an engine (and a match's transcript) sees is the set itself, and
stores an inline set too, so that any process of the service can load a state that names it by digest.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Protocol, runtime_checkable

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.core.game import Game
from adjudicator.registry import get_game

from ..config import Config, card_set_limits

CARD_SET_ID = r"^sha256:[0-9a-f]{64}$"


@runtime_checkable
class CardSetStore(Protocol):
    """Where card sets are kept: the store (:class:`~api.store.base.Store`), or the context's snapshots view
    of it, which passes card sets through."""

    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes) -> None: ...

    async def get_card_set(self, card_set_id: str) -> tuple[str, bytes] | None: ...


class CardSetBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """``{game, card_set}``, or for Force of Will ``{game: "force-of-will", fowsim: <database>}``."""

    __free_form__: ClassVar[tuple[str, ...]] = ("card_set", "fowsim")

    game: str
    card_set: Any = None
    fowsim: Any = None


def not_found(card_set_id: str, pointer: str = "/id") -> InputError:
    return InputError(FieldError(pointer, f"no card set {card_set_id}"), status=404, title="Card set not found", kind="card-set-not-found")


def _validate(game: Game[Any, Any], body: CardSetBody, config: Config) -> tuple[Any, dict[str, Any], list[FieldError]]:
    limits = card_set_limits(config)
    if (body.card_set is None) == (body.fowsim is None):
        raise invalid("/card_set", "give exactly one of card_set or fowsim")
    if body.fowsim is not None:
        validate_fowsim = getattr(game, "validate_fowsim", None)
        if validate_fowsim is None:
            raise invalid("/fowsim", f"a fowsim database is a Force of Will card set, not a {game.name} one")
        card_set, summary, problems = validate_fowsim(body.fowsim, limits)
        # Problems of a mapped set point into the mapped set: name them under /fowsim/card_set.
        return card_set, summary, [FieldError("/fowsim/card_set" + p.pointer, p.message) for p in problems]
    card_set, summary, problems = game.validate_card_set(body.card_set, limits)
    return card_set, summary, [FieldError("/card_set" + p.pointer, p.message) for p in problems]


async def create(store: CardSetStore, body: CardSetBody, config: Config) -> dict[str, Any]:
    """Validate and store a card set; InputError (422) naming every problem, nothing stored."""
    game = get_game(body.game)
    card_set, summary, problems = _validate(game, body, config)
    if problems:
        raise InputError(problems, title="Invalid card set", kind="invalid-card-set")
    encoded = canonical_json(card_set)
    card_set_id = digest_bytes(encoded)
    await store.put_card_set(card_set_id, game.id, encoded)
    return {"id": card_set_id, "game": game.id, "summary": summary, "problems": []}


async def load(store: CardSetStore, card_set_id: str, pointer: str = "/id") -> tuple[str, Any]:
    """The game and the JSON of a stored card set; 404 problem when there is none."""
    if not re.fullmatch(CARD_SET_ID, card_set_id):
        raise invalid(pointer, "a card set id is sha256: and 64 hexadecimal digits")
    found = await store.get_card_set(card_set_id)
    if found is None:
        raise not_found(card_set_id, pointer)
    game_id, encoded = found
    return game_id, msgspec.json.decode(encoded)


async def inline(store: object, game: Game[Any, Any], holder: dict[str, Any] | None, pointer: str) -> dict[str, Any] | None:
    """``holder`` (setup options or a deck) with ``card_set`` given by id replaced by the stored set; an
    inline set is validated and stored, so every process can later load a state that names its digest."""
    if not isinstance(holder, dict) or holder.get("card_set") is None or game.card_set_type is None:
        return holder
    given = holder["card_set"]
    if isinstance(given, str):
        if not isinstance(store, CardSetStore):
            raise invalid(pointer, "card sets by id are not available here: pass the set inline")
        game_id, data = await load(store, given, pointer)
        if game_id != game.id:
            raise invalid(pointer, f"card set {given} is a {game_id} set, not {game.id}")
        game.validate_card_set(data)  # registers it in this process
        return {**holder, "card_set": data}
    card_set, _, problems = game.validate_card_set(given)
    if problems:
        raise InputError([FieldError(pointer + p.pointer, p.message) for p in problems])
    if isinstance(store, CardSetStore):
        encoded = canonical_json(card_set)
        await store.put_card_set(digest_bytes(encoded), game.id, encoded)
    return {**holder, "card_set": msgspec.to_builtins(card_set)}


async def ensure_state_card_set(store: object, game: Game[Any, Any], state: Any, pointer: str = "/state") -> None:
    """Make sure this process knows the card set a state names by digest (loading it from the store)."""
    needed = game.card_set_needed(state)
    if needed is None:
        return
    where = pointer + "/options/card_set"
    if not isinstance(store, CardSetStore):
        raise invalid(where, f"card set {needed} is not known here")
    found = await store.get_card_set(needed)
    if found is None or found[0] != game.id:
        raise invalid(where, f"card set {needed} is not known: upload it first (POST /v1/card-sets)")
    game.validate_card_set(msgspec.json.decode(found[1]))
