"""Hosted matches: creation, reads (always a view for the caller's seat), actions and the log.

The log is the source of truth: each entry holds the action, the digest of the state after it and a
hash chain (``prev``, ``hash``) starting at the match's genesis hash.  The current state is kept beside
the log for speed and can always be rebuilt from it (:func:`rebuild_state`).  Every accepted action
advances ``version`` by one through the store's atomic compare-and-set.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import secrets
from typing import Annotated, Any, ClassVar, Generic, TypeVar

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, Violation, invalid
from adjudicator.core.game import Game
from adjudicator.core.replay import StepInputError, replay
from adjudicator.registry import get_game

from .. import metrics
from ..store.base import Store, StoreUnavailable
from . import card_sets, idempotency
from .auth import ORGANIZER, Caller, identify, new_token, require_organizer_key, token_hash
from .context import AppContext
from .problems import PROBLEM_TYPE, HTTPProblem, problem_body
from .requests import Pid, Seed, decoders_for

A = TypeVar("A")
MAX_RETRIES = 50
IdempotencyKey = Annotated[str, msgspec.Meta(pattern=r"^[\x21-\x7e]{1,200}$")]


class CreateMatchBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("options", "decks")

    game: str
    players: Annotated[list[Pid], msgspec.Meta(min_length=1, max_length=64)]
    variant: str | None = None
    seed: Seed | None = None
    options: dict[str, Any] | None = None
    decks: dict[str, Any] | None = None


class ActionBody(msgspec.Struct, Generic[A], forbid_unknown_fields=True, kw_only=True):
    action: A
    expected_version: Annotated[int, msgspec.Meta(ge=0)] | None = None


class MatchHeader(msgspec.Struct, kw_only=True):
    """What the store keeps about a match besides its state and log.  ``seed`` and ``salt`` stay secret
    until the match is over; token hashes never leave the service."""

    id: str
    game: str
    rules_version: str
    variant: str | None
    players: list[str]
    options: dict[str, Any] | None
    decks: dict[str, Any] | None
    seed: str
    seed_commitment: str
    seats: dict[str, str]
    organizer_hash: str
    created_at: str
    initial_digest: str
    genesis: str
    tournament: dict[str, Any] | None = None
    salt: str = ""  # 128 bits drawn by the service, hex; "" for a match made before salts


class LogEntry(msgspec.Struct, kw_only=True, omit_defaults=True):
    seq: int
    player: str
    action: Any
    digest: str
    prev: str
    hash: str
    events: list[Any]
    views: dict[str, Any] | None = None  # the action as seen by seats ("*": spectators) where it differs
    nonce: str = ""  # which request wrote the entry (not hashed): recognises our own retried append


_header_decoder = msgspec.json.Decoder(MatchHeader)
_entry_decoder = msgspec.json.Decoder(LogEntry)


SALT_BYTES = 16  # 128 bits


def new_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def dealing_seed(seed: str, salt: str = "") -> str:
    """The seed material a hosted match is dealt from: ``<salt>:<seed>`` (the salt is 32 hex digits, so the
    split is unambiguous).  The seed may be chosen or guessed by anyone; the salt, drawn by the service and
    revealed only with the result, makes the deal unpredictable all the same.  A match made before salts
    (``salt`` "") was dealt from the seed alone.  The stateless ``/setup`` deals from its ``seed`` as given."""
    return f"{salt}:{seed}" if salt else seed


def seed_commitment(seed: str, salt: str = "") -> str:
    """``sha256:`` + hex SHA-256 of the dealing seed ``<salt>:<seed>`` (UTF-8): one commitment to both,
    published at creation, checked against both when they are revealed at the end."""
    return "sha256:" + hashlib.sha256(dealing_seed(seed, salt).encode()).hexdigest()


def genesis_hash(header_fields: dict[str, Any]) -> str:
    """The hash the first log entry chains to: the match's setup, fixed at creation."""
    return digest_bytes(canonical_json(header_fields))


def entry_hash(seq: int, action: Any, state_digest: str, prev: str) -> str:
    """Each entry's own hash, over canonical JSON of (seq, action, resulting digest, prev)."""
    return digest_bytes(canonical_json({"seq": seq, "action": action, "digest": state_digest, "prev": prev}))


def decode_header(raw: bytes) -> MatchHeader:
    return _header_decoder.decode(raw)


def decode_entry(raw: bytes) -> LogEntry:
    return _entry_decoder.decode(raw)


def genesis_fields(header: MatchHeader) -> dict[str, Any]:
    return {
        "match": header.id,
        "game": header.game,
        "rules_version": header.rules_version,
        "variant": header.variant,
        "players": header.players,
        "options": header.options,
        "decks": header.decks,
        "seed_commitment": header.seed_commitment,
        "initial_digest": header.initial_digest,
    }


def not_found(match_id: str) -> HTTPProblem:
    return HTTPProblem(404, "Match not found", f"no match {match_id}", kind="match-not-found")


async def create_match(store: Store, body: CreateMatchBody, ttl: int, *, tournament: dict[str, Any] | None = None) -> dict[str, Any]:
    game = get_game(body.game)
    # A card set named by id is stored in the header as the set itself: the transcript replays offline.
    body.options = await card_sets.inline(store, game, body.options, "/options/card_set")
    seed = body.seed if body.seed is not None else secrets.token_hex(16)
    salt = new_salt()
    state = game.setup(body.variant, body.players, dealing_seed(seed, salt), body.options, body.decks)
    encoded = canonical_json(state)
    seat_tokens = {player: new_token() for player in body.players}
    organizer_token = new_token()
    match_id = secrets.token_hex(10)
    header = MatchHeader(
        id=match_id,
        game=game.id,
        rules_version=game.rules_version,
        variant=body.variant,
        players=list(body.players),
        options=body.options,
        decks=body.decks,
        seed=seed,
        seed_commitment=seed_commitment(seed, salt),
        salt=salt,
        seats={player: token_hash(token) for player, token in seat_tokens.items()},
        organizer_hash=token_hash(organizer_token),
        created_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        initial_digest=digest_bytes(encoded),
        genesis="",
        tournament=tournament,
    )
    header.genesis = genesis_hash(genesis_fields(header))
    if not await store.create_match(match_id, msgspec.json.encode(header), encoded, ttl):
        raise HTTPProblem(409, "Conflict", "match id collision; try again", kind="match-id-collision")
    return {
        "id": match_id,
        "game": game.id,
        "version": 0,
        "seats": {player: {"token": token} for player, token in seat_tokens.items()},
        "organizer_token": organizer_token,
        "seed_commitment": header.seed_commitment,
        "genesis": header.genesis,
    }


def require_organizer(ctx: AppContext, caller: Caller) -> None:
    """Organizer operations (hosting matches, tournaments) need an organizer API key when keys are configured."""
    require_organizer_key(caller, ctx.config.organizer_api_keys)


async def new_match(ctx: AppContext, caller: Caller, body: CreateMatchBody) -> dict[str, Any]:
    """Host a match for an organizer (the organizer API key is checked when keys are configured)."""
    require_organizer(ctx, caller)
    return await create_match(ctx.store, body, ctx.config.match_ttl_seconds)


async def open_match(ctx: AppContext, match_id: str, caller: Caller) -> LoadedMatch:
    """The match ``match_id`` for the caller's seat; the organizer's token also needs an organizer API
    key when keys are configured (its reads show the full state).  Every transport reads through here."""
    match = await load_match(ctx.store, match_id, caller.token)
    if match.caller == ORGANIZER:
        require_organizer_key(caller, ctx.config.organizer_api_keys)
    return match


class LoadedMatch:
    """A match as read from the store, with the caller identified."""

    def __init__(self, header: MatchHeader, state_json: bytes, version: int, caller: str, last_hash: str | None = None) -> None:
        self.header = header
        self.last_hash = last_hash
        self.state_json = state_json
        self.version = version
        self.caller = caller
        self.game: Game[Any, Any] = get_game(header.game)
        self._state: Any = None

    @property
    def state(self) -> Any:
        if self._state is None:
            self._state = decoders_for(self.game).state.decode(self.state_json)
        return self._state

    @property
    def viewer(self) -> str | None:
        return None if self.caller == ORGANIZER else self.caller

    def view(self) -> Any:
        if self.caller == ORGANIZER:
            return msgspec.Raw(self.state_json)
        return self.game.view(self.state, self.caller)


async def load_match(store: Store, match_id: str, token: str | None) -> LoadedMatch:
    record = await store.get_match(match_id)
    if record is None:
        raise not_found(match_id)
    header = decode_header(record.header)
    caller = identify(token, header.seats, header.organizer_hash)
    match = LoadedMatch(header, record.state, record.version, caller, record.last_hash)
    carried = header.options.get("card_set") if header.options else None
    if isinstance(carried, dict) and match.game.card_set_needed(match.state) is not None:
        # The header carries the set itself: a process that has not seen it validates it from there.
        match.game.validate_card_set(carried)
    return match


def match_json(match: LoadedMatch) -> dict[str, Any]:
    state = match.state
    return {
        "id": match.header.id,
        "game": match.header.game,
        "version": match.version,
        "seat": match.caller,
        "seed_commitment": match.header.seed_commitment,
        "over": bool(state.over),
        "result": state.result,
        "state": match.view(),
    }


def match_legal_actions(match: LoadedMatch) -> dict[str, Any]:
    """What the caller may do now: a seat's own legal actions (each can be posted back unchanged), the
    organizer's every seat's.  Read from the full state, which never leaves the service: a seat learns
    its options without seeing anything hidden from it (its own actions name only what it may see)."""
    player = match.viewer
    return {
        "version": match.version,
        "player": match.caller,
        "actions": match.game.legal_actions(match.state, player),
    }


async def match_result(ctx: AppContext, match: LoadedMatch) -> dict[str, Any]:
    """The result and the signed transcript, once the match is over (the seed is revealed with it); 409 before."""
    from .transcripts import build_transcript, signed_transcript

    state = match.state
    if not state.over:
        raise HTTPProblem(
            409,
            "Match not over",
            f"the match is at version {match.version} and still in play; the result and the seed are revealed at its end",
            kind="match-not-over",
            extra={"version": match.version},
        )
    entries = [decode_entry(raw) for raw in await ctx.store.log(match.header.id)]
    signed = signed_transcript(ctx.signer, build_transcript(match.header, entries, state))
    return {
        "match": match.header.id,
        "over": True,
        "result": state.result,
        "seed": match.header.seed,
        "salt": match.header.salt,
        "seed_commitment": match.header.seed_commitment,
        **signed,
    }


def illegal_action(violation: Violation) -> HTTPProblem:
    return HTTPProblem(
        422,
        "Illegal action",
        violation.message,
        kind="illegal-action",
        errors=[FieldError(violation.path, violation.message)],
        extra={"violation": violation},
    )


def conflict(current: int, expected: int) -> HTTPProblem:
    return HTTPProblem(
        409,
        "Conflict",
        f"the match is at version {current}, not {expected}: reload and decide again",
        kind="version-conflict",
        errors=[FieldError("/expected_version", f"the match is at version {current}")],
        extra={"version": current},
    )


class Accepted(msgspec.Struct, frozen=True):
    """The answer to an accepted action (the seat's view, encoded), and whether it is a replay."""

    body: bytes
    replayed: bool = False


def _organizer_acting() -> HTTPProblem:
    return HTTPProblem(403, "Forbidden", "the organizer token reads matches; seats act", kind="forbidden")


def _problem_bytes(exc: HTTPProblem | InputError) -> bytes:
    extra = exc.extra if isinstance(exc, HTTPProblem) else None
    return msgspec.json.encode(problem_body(exc.status, exc.title, exc.detail, exc.kind, exc.errors, extra))


def _replayed_problem(stored: idempotency.Stored) -> HTTPProblem:
    """A kept refusal, answered again as it was (and marked as a replay)."""
    problem = msgspec.json.decode(stored.body)
    standard = {"type", "title", "status", "detail", "errors"}
    return HTTPProblem(
        stored.status,
        problem.get("title", ""),
        problem.get("detail", ""),
        kind=str(problem.get("type", "")).removeprefix(PROBLEM_TYPE),
        errors=[FieldError(e["pointer"], e["message"]) for e in problem.get("errors", [])],
        headers={idempotency.REPLAYED_HEADER: "true"},
        extra={k: v for k, v in problem.items() if k not in standard},
    )


async def submit_action(
    store: Store,
    match_id: str,
    token: str | None,
    body_bytes: bytes,
    idempotency_key: str | None,
    *,
    ttl: int,
    idempotency_ttl: int,
    decode: Any,
) -> Accepted:
    """Verify and apply one action by the caller's seat; returns the encoded answer (the seat's view).

    Optimistic concurrency: read state and version, decide, then compare-and-set.  A client that names
    ``expected_version`` gets 409 when it is stale; without it, a lost race is retried on fresh state.
    With an ``Idempotency-Key``, the rules of :mod:`.idempotency`: the key is claimed while the request
    runs, its answer (an acceptance or a refusal) is kept and answered again to the same request.
    """
    if idempotency_key is None:
        plain = await _submit(store, match_id, token, body_bytes, None, b"", "", ttl=ttl, idempotency_ttl=idempotency_ttl, decode=decode)
        return plain if isinstance(plain, Accepted) else Accepted(plain)
    try:
        msgspec.convert(idempotency_key, IdempotencyKey)
    except msgspec.ValidationError:
        raise invalid("/headers/Idempotency-Key", "1 to 200 visible ASCII characters") from None
    match = await load_match(store, match_id, token)  # 401 and 404 before any key is claimed
    if match.caller == ORGANIZER:
        raise _organizer_acting()
    seat_key = f"{match.caller}:{idempotency_key}"
    print_ = idempotency.fingerprint(body_bytes)
    mine = idempotency.claim(print_)
    held = await store.claim_idempotency(match_id, seat_key, mine, idempotency.PENDING_TTL_SECONDS)
    if held is not None:
        stored = idempotency.replay(held, print_)
        if stored.status >= 400:
            raise _replayed_problem(stored)
        # The first answer may never have been acknowledged (its replicas did not confirm): a replay is
        # acknowledged only as durable as a first answer would be.
        await store.confirm_durable(match_id)
        return Accepted(stored.body, replayed=True)
    try:
        answer = await _submit(store, match_id, token, body_bytes, seat_key, mine, print_, ttl=ttl, idempotency_ttl=idempotency_ttl, decode=decode)
    except (HTTPProblem, InputError) as exc:
        if 400 <= exc.status < 500:
            await store.store_idempotent(match_id, seat_key, idempotency.record(exc.status, print_, _problem_bytes(exc)), idempotency_ttl)
        else:
            await _release(store, match_id, seat_key, mine)
        raise
    except BaseException:
        await _release(store, match_id, seat_key, mine)
        raise
    return answer if isinstance(answer, Accepted) else Accepted(answer)


async def _release(store: Store, match_id: str, seat_key: str, mine: bytes) -> None:
    with contextlib.suppress(StoreUnavailable):  # else the claim expires by itself (PENDING_TTL_SECONDS)
        await store.release_idempotency(match_id, seat_key, mine)


async def _submit(
    store: Store,
    match_id: str,
    token: str | None,
    body_bytes: bytes,
    seat_key: str | None,
    mine: bytes,
    print_: str,
    *,
    ttl: int,
    idempotency_ttl: int,
    decode: Any,
) -> bytes | Accepted:
    for _ in range(MAX_RETRIES):
        match = await load_match(store, match_id, token)
        if match.caller == ORGANIZER:
            raise _organizer_acting()
        game = match.game
        body = decode(body_bytes, ActionBody[game.action_type])  # type: ignore[name-defined]
        action = body.action
        if action.player != match.caller:
            raise HTTPProblem(
                403,
                "Forbidden",
                f"this token is {match.caller}'s seat; it cannot act for {action.player}",
                kind="wrong-seat",
                errors=[],
            )
        if body.expected_version is not None and body.expected_version != match.version:
            raise conflict(match.version, body.expected_version)
        state = match.state
        done = replay(game, state, [action], owned=True, numbered=False)
        if done.violation is not None:
            violation = done.violation
            metrics.record_adjudication(game.id, violation)
            raise illegal_action(violation)
        events = done.events
        # How each seat may see the action, from what it did (issue 17), not from what it says.
        views_of_action = action_views(game, done.state, action, match.header.players, events)
        encoded = canonical_json(state)
        state_digest = digest_bytes(encoded)
        seq = match.version + 1
        prev = await previous_hash(store, match)
        entry = LogEntry(
            seq=seq,
            player=action.player,
            action=action,
            digest=state_digest,
            prev=prev,
            hash=entry_hash(seq, action, state_digest, prev),
            events=events,
            views=views_of_action,
            nonce=secrets.token_hex(8),
        )
        entry_bytes = msgspec.json.encode(entry)
        response = msgspec.json.encode(
            {
                "game": game.id,
                "version": seq,
                "seq": seq,
                "digest": state_digest,
                "state": game.view(state, match.caller),
                "events": game.view_events(events, match.caller),
                "over": bool(state.over),
                "result": state.result,
                "seed_commitment": match.header.seed_commitment,
            }
        )
        kept = idempotency.record(200, print_, response) if seat_key is not None else response
        outcome = await store.append(
            match_id, match.version, entry_bytes, encoded, kept, seat_key, ttl, idempotency_ttl, entry_hash=entry.hash, claim=mine
        )
        if outcome.status == "ok":
            metrics.record_adjudication(game.id, None)
            return response
        if outcome.status == "duplicate":
            assert outcome.response is not None
            stored = idempotency.replay(outcome.response, print_)
            if stored.status >= 400:
                raise _replayed_problem(stored)
            return Accepted(stored.body, replayed=True)
        if outcome.status == "missing":
            raise not_found(match_id)
        if await _already_logged(store, match_id, entry):
            # A retried append after a lost reply: the first try went through.
            await store.confirm_durable(match_id)
            metrics.record_adjudication(game.id, None)
            return response
        if body.expected_version is not None:
            raise conflict(outcome.version, body.expected_version)
    raise HTTPProblem(503, "Service Unavailable", "the match is too busy; try again", kind="contention", headers={"Retry-After": "1"})


async def _already_logged(store: Store, match_id: str, entry: LogEntry) -> bool:
    logged = await store.log(match_id, entry.seq - 1, entry.seq - 1)
    return bool(logged) and decode_entry(logged[0]).nonce == entry.nonce


async def previous_hash(store: Store, match: LoadedMatch) -> str:
    if match.version == 0:
        return match.header.genesis
    if match.last_hash:
        return match.last_hash
    last = await store.log(match.header.id, match.version - 1, match.version - 1)
    if not last:
        raise HTTPProblem(500, "Internal Server Error", "the match log is shorter than its version", kind="log-gap")
    return decode_entry(last[0]).hash


class Update(msgspec.Struct):
    """What the store publishes for each accepted action: the new version, log entry and state."""

    version: int
    entry: msgspec.Raw
    state: msgspec.Raw


_update_decoder = msgspec.json.Decoder(Update)


def decode_update(message: bytes) -> Update:
    return _update_decoder.decode(message)


def update_json(match: LoadedMatch, update: Update) -> dict[str, Any]:
    """An update as the caller of ``match`` may see it (their view, their redaction of the entry)."""
    game = match.game
    organizer = match.caller == ORGANIZER
    entry = decode_entry(bytes(update.entry))
    state = decoders_for(game).state.decode(bytes(update.state))
    return {
        "game": game.id,
        "version": update.version,
        "entry": redact_entry(game, entry, match.viewer, organizer),
        "state": update.state if organizer else game.view(state, match.caller),
        "over": bool(state.over),
        "result": state.result,
        "seed_commitment": match.header.seed_commitment,
    }


SPECTATOR = "*"


def action_views(game: Game[Any, Any], state: Any, action: Any, seats: list[str], events: list[Any]) -> dict[str, Any] | None:
    """How each seat (and a spectator) may see ``action`` in the log, where it differs from the action:
    decided from the state after it and the events it produced, not from what the action says."""
    full = msgspec.to_builtins(action)
    views: dict[str, Any] = {}
    for seat in [*seats, None]:
        seen = game.view_action(state, msgspec.to_builtins(action), seat, events)
        if seen != full:
            views[SPECTATOR if seat is None else seat] = seen
    return views or None


def redact_entry(game: Game[Any, Any], entry: LogEntry, viewer: str | None, organizer: bool) -> dict[str, Any]:
    """An entry as ``viewer`` may see it: hidden choices of others replaced, events filtered."""
    action = entry.action
    if not organizer and entry.views:
        action = entry.views.get(SPECTATOR if viewer is None else viewer, action)
    events = entry.events if organizer else game.view_events(entry.events, viewer)
    return {
        "seq": entry.seq,
        "player": entry.player,
        "action": action,
        "digest": entry.digest,
        "prev": entry.prev,
        "hash": entry.hash,
        "events": events,
    }


async def match_log(store: Store, match: LoadedMatch, since: int = 0) -> dict[str, Any]:
    raw_entries = await store.log(match.header.id, since, -1)
    organizer = match.caller == ORGANIZER
    entries = [redact_entry(match.game, decode_entry(raw), match.viewer, organizer) for raw in raw_entries]
    return {"game": match.game.id, "id": match.header.id, "genesis": match.header.genesis, "version": match.version, "entries": entries}


def rebuild_state(header: MatchHeader, entries: list[LogEntry]) -> Any:
    """The state the log leads to: setup from the header, then every logged action, verified.

    Raises :class:`InputError` if an entry is illegal or its digest or chain does not match.
    """
    game = get_game(header.game)
    state = game.setup(header.variant, header.players, dealing_seed(header.seed, header.salt), header.options, header.decks)
    try:
        done = replay(game, state, (game.decode_action(msgspec.json.encode(entry.action)) for entry in entries), owned=True, digests=True)
    except StepInputError as exc:
        raise invalid(f"/entries/{exc.index}", f"entry {exc.index + 1} cannot be judged: {exc.detail}") from None
    prev = header.genesis
    for entry, state_digest in zip(entries, done.digests, strict=False):
        if state_digest != entry.digest or entry.prev != prev or entry.hash != entry_hash(entry.seq, entry.action, state_digest, prev):
            raise InputError([], title=f"entry {entry.seq} does not match its digest or chain")
        prev = entry.hash
    if done.violation is not None:
        index = done.failed_at or 0
        raise invalid(f"/entries/{index}", f"entry {entries[index].seq} is illegal: {done.violation.message}")
    return done.state

