"""Tournament integration: bulk match creation from a pairing list, locked deck registrations, and
the results of an event as JSON or CSV (with each match's transcript hash)."""

from __future__ import annotations

import csv
import io
from typing import Annotated, Any, ClassVar

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.registry import get_game

from ..signing import Signer
from ..store.base import Store
from . import card_sets, matches
from .problems import HTTPProblem
from .requests import Pid, Seed
from .transcripts import build_transcript, signed_transcript

TournamentId = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_.\-]{1,64}$")]


class Pairing(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("decks",)

    players: Annotated[list[Pid], msgspec.Meta(min_length=1, max_length=64)]
    table: int | None = None
    seed: Seed | None = None
    decks: dict[str, Any] | None = None


class RoundBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("options",)
    __nested__: ClassVar[tuple[str, ...]] = ("pairings",)

    game: str
    pairings: Annotated[list[Pairing], msgspec.Meta(min_length=1, max_length=1000)]
    variant: str | None = None
    options: dict[str, Any] | None = None


class DeckRegistration(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("deck",)

    game: str
    player: Pid
    deck: Any
    variant: str | None = None


def deck_fingerprint(deck: Any) -> str:
    """A deck's identity: order does not matter, so lists are compared as sorted multisets."""
    return digest_bytes(canonical_json(_normalise(deck)))


def _normalise(value: Any) -> Any:
    if isinstance(value, list):
        items = [_normalise(v) for v in value]
        return sorted(items, key=lambda v: canonical_json(v))
    if isinstance(value, dict):
        return {k: _normalise(v) for k, v in value.items()}
    return value


CARD_SET_LOCK = "@card-set"
"""The key a tournament's card set is locked under, beside the players' decks (``@`` is in no player id)."""


async def event_card_set(store: Store, tournament: str, game_id: str, options: dict[str, Any] | None) -> dict[str, Any] | None:
    """The round's options with the event's card set: the first round that names a set (by id or inline)
    locks it for the event; later rounds without one use it, and a round naming another is refused (409)."""
    locked_raw = await store.registered_deck(tournament, CARD_SET_LOCK)
    locked = msgspec.json.decode(locked_raw) if locked_raw is not None else None
    given = (options or {}).get("card_set")
    if given is None:
        if locked is None:
            return options
        return {**(options or {}), "card_set": locked["card_set"]}
    game = get_game(game_id)
    resolved = await card_sets.by_reference(store, game, options, "/options/card_set")
    card_set_id = card_sets.named(resolved)
    assert resolved is not None and card_set_id is not None

    def refuse(existing: bytes) -> HTTPProblem:
        locked_id = msgspec.json.decode(existing)["card_set"]
        return HTTPProblem(409, "Conflict", f"{tournament} plays with card set {locked_id}: the card set is locked for the event", kind="card-set-locked")

    if locked_raw is not None and locked is not None and locked["card_set"] != card_set_id:
        raise refuse(locked_raw)
    # A tournament keeps its records for ever: so does the card set it locks (pinned before the lock is taken,
    # so a locked set is never without its pin).
    await card_sets.pin(store, card_set_id, f"tournament:{tournament}", 0)
    record = msgspec.json.encode({"game": game_id, "card_set": card_set_id})
    existing = await store.register_deck(tournament, CARD_SET_LOCK, record) if locked is None else locked_raw
    if existing is not None and msgspec.json.decode(existing)["card_set"] != card_set_id:
        raise refuse(existing)
    return resolved


async def register_deck(store: Store, tournament: str, body: DeckRegistration) -> dict[str, Any]:
    game = get_game(body.game)
    locked_raw = await store.registered_deck(tournament, CARD_SET_LOCK)
    checked = body.deck  # the deck is registered as given; it is checked against the event's card set
    if locked_raw is not None and not (isinstance(checked, dict) and "card_set" in checked):
        event_set = msgspec.json.decode(locked_raw)["card_set"]
        checked = {**checked, "card_set": event_set} if isinstance(checked, dict) else {"cards": checked, "card_set": event_set}
    if isinstance(checked, dict):
        checked = await card_sets.prepare(store, game, checked, "/deck/card_set")
    problems = game.validate_deck(checked, body.variant)
    if problems:
        return {"registered": False, "valid": False, "problems": problems}
    record = msgspec.json.encode({"game": game.id, "deck": body.deck, "fingerprint": deck_fingerprint(body.deck)})
    existing = await store.register_deck(tournament, body.player, record)
    if existing is not None:
        previous = msgspec.json.decode(existing)
        if previous["fingerprint"] != deck_fingerprint(body.deck) or previous["game"] != game.id:
            raise HTTPProblem(409, "Conflict", f"{body.player} already registered another deck for {tournament}: decks are locked for the event", kind="deck-locked")
    return {"registered": True, "valid": True, "problems": [], "fingerprint": deck_fingerprint(body.deck)}


async def create_round(store: Store, tournament: str, round_number: int, body: RoundBody, ttl: int) -> dict[str, Any]:
    """Create every match of a round; the pairings are all checked (setup, registered decks) first."""
    game = get_game(body.game)
    body.options = await event_card_set(store, tournament, game.id, body.options)
    plans: list[matches.CreateMatchBody] = []
    errors: list[FieldError] = []
    for index, pairing in enumerate(body.pairings):
        at = f"/pairings/{index}"
        decks = dict(pairing.decks or {})
        for player in pairing.players:
            registered = await store.registered_deck(tournament, player)
            if registered is None:
                continue
            locked = msgspec.json.decode(registered)
            if player not in decks:
                decks[player] = locked["deck"]
            elif deck_fingerprint(decks[player]) != locked["fingerprint"]:
                errors.append(FieldError(f"{at}/decks/{player}", f"{player}'s deck differs from the list registered for {tournament}"))
        plan = matches.CreateMatchBody(
            game=game.id,
            players=pairing.players,
            variant=body.variant,
            seed=pairing.seed,
            options=body.options,
            decks=decks or None,
        )
        try:
            game.setup(plan.variant, plan.players, plan.seed or "check", plan.options, plan.decks)
        except InputError as exc:
            errors.extend(exc.prefixed(at).errors)
        plans.append(plan)
    if errors:
        raise InputError(errors)
    created = []
    for index, (pairing, plan) in enumerate(zip(body.pairings, plans, strict=True)):
        table = pairing.table if pairing.table is not None else index + 1
        info = {"id": tournament, "round": round_number, "table": table}
        match = await matches.create_match(store, plan, ttl, tournament=info)
        await store.add_tournament_match(tournament, match["id"])
        created.append({"table": table, "players": plan.players, **match})
    return {"tournament": tournament, "round": round_number, "matches": created}


async def results(store: Store, signer: Signer, tournament: str) -> list[dict[str, Any]]:
    rows = []
    for match_id in await store.tournament_matches(tournament):
        record = await store.get_match(match_id)
        if record is None:
            continue
        header = matches.decode_header(record.header)
        game = get_game(header.game)
        state = game.decode_state(record.state)
        if not state.over:
            continue
        entries = [matches.decode_entry(raw) for raw in await store.log(match_id)]
        signed = signed_transcript(signer, build_transcript(header, entries, state))
        info = header.tournament or {}
        rows.append(
            {
                "match": match_id,
                "round": info.get("round"),
                "table": info.get("table"),
                "game": header.game,
                "players": header.players,
                "winners": state.result.winners,
                "scores": state.result.scores,
                "reason": state.result.reason,
                "actions": len(entries),
                "transcript_hash": signed["transcript_hash"],
            }
        )
    rows.sort(key=lambda r: (r["round"] or 0, r["table"] or 0, r["match"]))
    return rows


def results_csv(rows: list[dict[str, Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["round", "table", "match", "game", "players", "winners", "scores", "reason", "actions", "transcript_hash"])
    for row in rows:
        writer.writerow(
            [
                row["round"],
                row["table"],
                row["match"],
                row["game"],
                ";".join(row["players"]),
                ";".join(row["winners"]),
                ";".join(f"{p}={s}" for p, s in row["scores"].items()),
                row["reason"],
                row["actions"],
                row["transcript_hash"],
            ]
        )
    return out.getvalue()


def tournament_id(raw: str) -> str:
    try:
        return msgspec.convert(raw, TournamentId)
    except msgspec.ValidationError:
        raise invalid("/tournament", "1-64 of A-Z a-z 0-9 _ . -") from None


def check_round_number(raw: str) -> int:
    if not raw.isdigit() or not 1 <= int(raw) <= 10_000:
        raise invalid("/round", "a round number from 1 to 10000")
    return int(raw)
