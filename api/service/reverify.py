"""Engine upgrades: replay every stored match with the current engine and say what would change.

Each match is classified ``unchanged``, ``state_changed`` (every action still legal and the result the
same, but a digest differs: the state format or a hidden detail changed), ``legality_changed`` (an
action that was accepted is now illegal; the log holds accepted actions only) or ``result_changed``
(the game would end differently).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import InputError
from adjudicator.core.replay import StepInputError, replay
from adjudicator.registry import GAMES

from ..store.base import Store
from . import card_sets, matches


class Outcome(msgspec.Struct):
    match: str
    game: str
    status: str
    detail: str
    first_entry: int | None = None


def reverify_match(header: matches.MatchHeader, entries: list[matches.LogEntry], stored_state: bytes) -> Outcome:
    game = GAMES.get(header.game)
    if game is None:
        return Outcome(header.id, header.game, "legality_changed", "the game is no longer known to this engine")
    try:
        state = game.setup(header.variant, header.players, matches.dealing_seed(header.seed, header.salt), header.options, header.decks)
    except InputError as exc:
        return Outcome(header.id, header.game, "legality_changed", f"the setup is now refused: {exc.detail}")
    first_difference: int | None = None
    if digest_bytes(canonical_json(state)) != header.initial_digest:
        first_difference = 0
    undecodable: list[tuple[int, str]] = []

    def logged() -> Iterator[Any]:
        for entry in entries:
            try:
                action = game.decode_action(msgspec.json.encode(entry.action))
            except InputError as exc:
                undecodable.append((entry.seq, exc.detail))
                return
            yield action

    try:
        done = replay(game, state, logged(), owned=True, digests=True, numbered=False)
    except StepInputError as exc:
        seq = entries[exc.index].seq
        return Outcome(header.id, header.game, "legality_changed", f"entry {seq} no longer decodes: {exc.detail}", seq)
    if done.violation is not None:
        seq = entries[done.failed_at or 0].seq
        violation = done.violation
        return Outcome(header.id, header.game, "legality_changed", f"entry {seq} is now illegal: {violation.code}: {violation.message}", seq)
    if undecodable:
        seq, detail = undecodable[0]
        return Outcome(header.id, header.game, "legality_changed", f"entry {seq} no longer decodes: {detail}", seq)
    if first_difference is None:
        first_difference = next((entry.seq for entry, found in zip(entries, done.digests, strict=False) if found != entry.digest), None)
    state = done.state
    stored = game.decode_state(stored_state) if stored_state else None
    old_result = msgspec.to_builtins(getattr(stored, "result", None))
    new_result = msgspec.to_builtins(getattr(state, "result", None))
    if old_result != new_result:
        return Outcome(header.id, header.game, "result_changed", f"result was {old_result}, would be {new_result}", first_difference)
    if first_difference is not None:
        return Outcome(header.id, header.game, "state_changed", f"digests differ from entry {first_difference} on; results agree", first_difference)
    return Outcome(header.id, header.game, "unchanged", f"{len(entries)} actions replay identically")


async def reverify_store(store: Store) -> list[Outcome]:
    await store.start()
    outcomes: list[Outcome] = []
    try:
        for match_id in await store.match_ids():
            record = await store.get_match(match_id)
            if record is None:
                continue
            header = matches.decode_header(record.header)
            entries = [matches.decode_entry(raw) for raw in await store.log(match_id)]
            card_set_id = card_sets.named(header.options)
            try:
                if card_set_id is not None and header.game in GAMES:
                    await card_sets.ensure_known(store, GAMES[header.game], card_set_id, "/options/card_set", refresh=False)
                outcomes.append(reverify_match(header, entries, record.state))
            except InputError as exc:
                outcomes.append(Outcome(match_id, header.game, "legality_changed", f"the stored state no longer decodes: {exc.detail}"))
    finally:
        await store.close()
    return outcomes


