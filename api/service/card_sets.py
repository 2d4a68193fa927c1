"""Stored card sets (``POST``/``GET``/``DELETE /v1/card-sets/{id}``) and their use by id everywhere.

A set is validated by its game (:meth:`Game.validate_card_set`, or for Force of Will a fowsim database through
:meth:`validate_fowsim`), then stored whole under its digest (the canonical JSON of the decoded set).

How a set is used (docs/card-sets.md):

* **By reference.** A state may name its set by digest (``options.card_set: "sha256:..."``) instead of
  carrying it: the engine plays it with the catalogue its game's registry keeps for the process
  (:class:`adjudicator.core.cardsets.CardSetRegistry`), and :func:`ensure_known` puts it there first, loading
  the set from the store and validating it once per process.  Hosted matches always play by reference
  (:func:`by_reference`): their states, headers and views stay small; the transcript carries the set itself.
* **Inline.** A stateless client may send the set inline; its states then carry it, self-sufficient, as before
  (:func:`prepare` stores it too, so that it may be named by digest afterwards).
* **Lifecycle.** A stored set lives ``ADJUDICATOR_CARD_SET_TTL_SECONDS`` after its last use (0: for ever):
  an upload, a read, a setup, a state or deck naming it.  A process refreshes a set it keeps using at most
  every tenth of that time (:func:`_due`).  A hosted match pins its set for as long as it lives, a tournament
  that locks a set pins it for ever; a pinned set neither expires nor can be deleted.
"""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict
from typing import Any, ClassVar, Protocol, runtime_checkable

import msgspec

from adjudicator.core.cardsets import CardSetLimits
from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.core.game import Game
from adjudicator.registry import get_game

from ..config import Config, card_set_limits
from .problems import HTTPProblem

CARD_SET_ID = r"^sha256:[0-9a-f]{64}$"
DEFAULT_TTL = Config().card_set_ttl_seconds
# A set read back from the store was validated when it was stored, under the limits of that day.
STORED_LIMITS = CardSetLimits(max_cards=10**9, max_steps=10**9, max_string=10**9)


@runtime_checkable
class CardSetStore(Protocol):
    """Where card sets are kept: the store (:class:`~api.store.base.Store`), or the context's snapshots view
    of it (:class:`~api.service.snapshots.CachedSnapshots`), which passes card sets through."""

    async def put_card_set(self, card_set_id: str, game: str, card_set: bytes, ttl: int = 0) -> None: ...

    async def get_card_set(self, card_set_id: str, ttl: int | None = None) -> tuple[str, bytes] | None: ...

    async def touch_card_set(self, card_set_id: str, ttl: int) -> bool: ...


@runtime_checkable
class PinningStore(CardSetStore, Protocol):
    async def pin_card_set(self, card_set_id: str, holder: str, ttl: int) -> bool: ...

    async def delete_card_set(self, card_set_id: str) -> tuple[bool, list[str]]: ...


class CardSetBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """``{game, card_set}``, or for Force of Will ``{game: "force-of-will", fowsim: <database>}``."""

    __free_form__: ClassVar[tuple[str, ...]] = ("card_set", "fowsim")

    game: str
    card_set: Any = None
    fowsim: Any = None


def ttl_of(store: object, ttl: int | None = None) -> int:
    """The card-set TTL: given, or the store's (``Store.card_set_ttl``, from ADJUDICATOR_CARD_SET_TTL_SECONDS)."""
    if ttl is not None:
        return ttl
    carried = getattr(store, "card_set_ttl", None)
    return carried if isinstance(carried, int) else DEFAULT_TTL


# -- refreshing at most every tenth of the TTL, per process and store ----------------------------------------------
_LAST_LOCK = threading.Lock()
_LAST_SIZE = 4096
FOREVER_INTERVAL = 3600.0  # a set kept for ever is still checked for deletion this often


def interval_of(ttl: int) -> float:
    return FOREVER_INTERVAL if ttl == 0 else max(1.0, ttl / 10)


def _refreshes(store: object) -> OrderedDict[str, float]:
    """When this process last refreshed each set (or pinned it for a holder) in ``store``: kept on the store
    itself (the snapshots view passes to it), so two stores in one process never share it."""
    base = getattr(store, "store", store)
    found = getattr(base, "_card_set_refreshes", None)
    if not isinstance(found, OrderedDict):
        found = OrderedDict()
        setattr(base, "_card_set_refreshes", found)  # noqa: B010 (any store object)
    return found


def _due(store: object, key: str, ttl: int) -> bool:
    """Whether ``key`` (a set, or a set and its holder) was not refreshed by this process lately."""
    now = time.monotonic()
    with _LAST_LOCK:
        last = _refreshes(store).get(key)
        return last is None or now - last >= interval_of(ttl)


def _done(store: object, key: str) -> None:
    with _LAST_LOCK:
        refreshed = _refreshes(store)
        refreshed[key] = time.monotonic()
        refreshed.move_to_end(key)
        while len(refreshed) > _LAST_SIZE:
            refreshed.popitem(last=False)


def _forget(store: object, key: str) -> None:
    with _LAST_LOCK:
        _refreshes(store).pop(key, None)


# -- errors ------------------------------------------------------------------------------------------------------
def not_found(card_set_id: str, pointer: str = "/id") -> InputError:
    return InputError(
        FieldError(pointer, f"no card set {card_set_id} (unknown, expired or deleted): upload it (POST /v1/card-sets) or pass it inline"),
        status=404,
        title="Card set not found",
        kind="card-set-not-found",
    )


def _check_id(card_set_id: str, pointer: str) -> None:
    if not re.fullmatch(CARD_SET_ID, card_set_id):
        raise invalid(pointer, "a card set id is sha256: and 64 hexadecimal digits")


# -- the card-set routes ---------------------------------------------------------------------------------------
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
    await store.put_card_set(card_set_id, game.id, encoded, ttl_of(store, config.card_set_ttl_seconds))
    _done(store, card_set_id)
    return {"id": card_set_id, "game": game.id, "summary": summary, "problems": []}


async def load(store: CardSetStore, card_set_id: str, pointer: str = "/id", ttl: int | None = None) -> tuple[str, Any]:
    """The game and the JSON of a stored card set (a use: refreshed); 404 problem when there is none."""
    _check_id(card_set_id, pointer)
    found = await store.get_card_set(card_set_id, ttl_of(store, ttl))
    if found is None:
        raise not_found(card_set_id, pointer)
    _done(store, card_set_id)
    game_id, encoded = found
    return game_id, msgspec.json.decode(encoded)


async def delete(store: PinningStore, card_set_id: str) -> None:
    """Delete a stored set; 404 when there is none, 409 naming the matches and tournaments that pin it."""
    _check_id(card_set_id, "/id")
    deleted, holders = await store.delete_card_set(card_set_id)
    if holders:
        raise HTTPProblem(
            409,
            "Card set in use",
            f"card set {card_set_id} is played by {', '.join(holders)}: it is kept while they live",
            kind="card-set-in-use",
            errors=[FieldError("/id", "in use by " + ", ".join(holders))],
            extra={"holders": holders},
        )
    if not deleted:
        raise not_found(card_set_id)
    _forget(store, card_set_id)


# -- use by id ---------------------------------------------------------------------------------------------------
async def ensure_known(store: object, game: Game[Any, Any], card_set_id: str, pointer: str, *, ttl: int | None = None, refresh: bool = True) -> None:
    """Make sure this process can play the stored set ``card_set_id``: validated once per process (loaded from
    the store), and, with ``refresh``, the store's copy refreshed (at most every tenth of the TTL: a set used
    from a process that knows it still expires when nobody uses it, and is 404 here once it has).
    404 problem naming ``pointer`` for a set the store does not hold."""
    _check_id(card_set_id, pointer)
    known = game.knows_card_set(card_set_id)
    if not isinstance(store, CardSetStore):
        if known:
            return
        raise not_found(card_set_id, pointer)
    life = ttl_of(store, ttl)
    if known:
        if refresh and _due(store, card_set_id, life):
            if not await store.touch_card_set(card_set_id, life):
                raise not_found(card_set_id, pointer)
            _done(store, card_set_id)
        return
    found = await store.get_card_set(card_set_id, life if refresh else None)
    if found is None:
        raise not_found(card_set_id, pointer)
    game_id, encoded = found
    if game_id != game.id:
        raise invalid(pointer, f"card set {card_set_id} is a {game_id} set, not {game.id}")
    _, _, problems = game.validate_card_set(msgspec.json.decode(encoded), STORED_LIMITS)  # registers it here
    if problems:
        raise invalid(pointer, f"the stored card set {card_set_id} does not validate with this engine: {problems[0].pointer}: {problems[0].message}")
    if refresh:
        _done(store, card_set_id)


async def _store_inline(store: object, game: Game[Any, Any], given: Any, pointer: str, ttl: int | None) -> str:
    """Validate a set given inline (every problem named under ``pointer``) and store it; its digest."""
    card_set, _, problems = game.validate_card_set(given)
    if problems:
        raise InputError([FieldError(pointer + p.pointer, p.message) for p in problems])
    encoded = canonical_json(card_set)
    card_set_id = digest_bytes(encoded)
    if isinstance(store, CardSetStore):
        await store.put_card_set(card_set_id, game.id, encoded, ttl_of(store, ttl))
        _done(store, card_set_id)
    return card_set_id


async def prepare(store: object, game: Game[Any, Any], holder: dict[str, Any] | None, pointer: str, *, ttl: int | None = None) -> dict[str, Any] | None:
    """``holder`` (setup options or a deck) made ready for the engine, as given: a set named by id is known
    to this process (and refreshed); a set given inline is validated and stored, and stays inline (a
    stateless state that carries its set is self-sufficient, as it always was)."""
    if not isinstance(holder, dict) or holder.get("card_set") is None or game.card_set_type is None:
        return holder
    given = holder["card_set"]
    if isinstance(given, str):
        await ensure_known(store, game, given, pointer, ttl=ttl)
    else:
        await _store_inline(store, game, given, pointer, ttl)
    return holder


async def by_reference(store: object, game: Game[Any, Any], holder: dict[str, Any] | None, pointer: str, *, ttl: int | None = None) -> dict[str, Any] | None:
    """``holder`` with its card set named by digest: a set given inline is validated and stored first.  Hosted
    matches and tournament rounds play by reference."""
    if not isinstance(holder, dict) or holder.get("card_set") is None or game.card_set_type is None:
        return holder
    given = holder["card_set"]
    if isinstance(given, str):
        await ensure_known(store, game, given, pointer, ttl=ttl)
        return holder
    return {**holder, "card_set": await _store_inline(store, game, given, pointer, ttl)}


def named(holder: dict[str, Any] | None) -> str | None:
    """The digest a holder (options) names its card set by, if it does."""
    given = holder.get("card_set") if isinstance(holder, dict) else None
    return given if isinstance(given, str) else None


async def pin(store: object, card_set_id: str, holder: str, ttl: int, pointer: str = "/options/card_set") -> None:
    """Keep ``card_set_id`` while ``holder`` lives (``ttl`` seconds from now, 0: for ever); done at most every
    tenth of ``ttl`` per process and holder, each time for ``ttl`` and that tenth more, so the pin always
    outlasts a holder whose own life is refreshed by each use.  404 when the set is gone."""
    if not isinstance(store, PinningStore):
        return
    key = f"{card_set_id}|{holder}"
    if not _due(store, key, ttl):
        return
    life = 0 if ttl == 0 else ttl + int(interval_of(ttl)) + 1
    if not await store.pin_card_set(card_set_id, holder, life):
        raise not_found(card_set_id, pointer)
    _done(store, key)


async def ensure_state_card_set(store: object, game: Game[Any, Any], state: Any, pointer: str = "/state") -> None:
    """Make sure this process can play the card set a state names by digest (404 naming the field when the
    store does not hold it); a state that carries its set inline, or plays the reference set, needs nothing."""
    card_set_id = game.card_set_named(state)
    if card_set_id is not None:
        await ensure_known(store, game, card_set_id, pointer + "/options/card_set")
