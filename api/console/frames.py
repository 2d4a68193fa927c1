"""The states of a match entry by entry, as the judge's console shows them.

One function, :func:`replay_frames`, replays a setup and its actions with the engine (each action
verified before it is applied, as everywhere else) and returns, for a window of the log, each entry's
action in words-ready form with its events, and the state after it, seen from one perspective: the
judge's (the full state without the random generator), a seat's (``game.view``) or a spectator's.
Hidden information stays hidden: a seat's frame carries only that seat's view, the action as that seat
saw it in the log (``view_action``) and the events as it saw them (``view_events``).

Frame ``i`` is the state after ``i`` entries (frame 0: the setup).  A window costs a replay up to its
last frame, from the nearest checkpoint: every ``CHECKPOINT_EVERY`` entries the replayed state is kept
(in process, least recently used first out) under a digest of the setup and the exact actions before it,
so that stepping through a long match replays each stretch once, not the whole log for every window.
A checkpoint is only ever made by this replay (every action verified), so starting from one is the
same as replaying from the setup.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Annotated, Any, ClassVar

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.core.game import Game
from adjudicator.core.lru import Lru
from adjudicator.core.replay import replay
from adjudicator.registry import get_game

from ..service.disputes import DisputeSetup, judge_view
from ..service.matches import dealing_seed
from . import boards

JUDGE = "judge"
SPECTATOR = "spectator"
MAX_WINDOW = 200
CHECKPOINT_EVERY = 50
CHECKPOINTS_KEPT = 2048


class Checkpoints(Lru[str, bytes]):
    """Encoded states by the digest of the setup and actions that led to them (an LRU, thread-safe)."""


CHECKPOINTS = Checkpoints(CHECKPOINTS_KEPT)

Perspective = Annotated[
    str,
    msgspec.Meta(pattern=r"^[A-Za-z0-9_.\-]{1,64}$", description="judge (the full state), spectator, or a player id"),
]


class TranscriptFramesBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Frames of a transcript (as ``GET /v1/matches/{id}/result`` gives it, or its ``transcript`` part)."""

    __free_form__: ClassVar[tuple[str, ...]] = ("transcript",)

    transcript: dict[str, Any]
    start: Annotated[int, msgspec.Meta(ge=0)] = 0
    count: Annotated[int, msgspec.Meta(ge=1, le=MAX_WINDOW)] = 50
    perspective: Perspective = JUDGE
    legal: bool = False


def register_carried_card_set(transcript: dict[str, Any], pointer: str = "/transcript") -> None:
    """A transcript of a match that names its card set by digest carries the set: validate it, so the engine
    replays the match (422 naming ``card_set`` when it is invalid or not the one named)."""
    from adjudicator.registry import GAMES

    from ..service.card_sets import STORED_LIMITS

    options = transcript.get("options")
    named = options.get("card_set") if isinstance(options, dict) else None
    game = GAMES.get(str(transcript.get("game")))
    if not isinstance(named, str) or game is None or game.knows_card_set(named) or "card_set" not in transcript:
        return
    _, summary, problems = game.validate_card_set(transcript["card_set"], STORED_LIMITS)
    if problems or summary.get("digest") != named:
        raise invalid(f"{pointer}/card_set", f"not the card set {named} the options name" if not problems else f"{problems[0].pointer}: {problems[0].message}")


def transcript_record(document: dict[str, Any], pointer: str = "/transcript") -> tuple[DisputeSetup, list[Any], str]:
    """The setup and actions of a transcript document; the pointer of its entries."""
    inner = document.get("transcript")
    transcript: dict[str, Any] = inner if isinstance(inner, dict) else document
    entries_at = f"{pointer}/transcript/entries" if transcript is not document else f"{pointer}/entries"
    try:
        setup = msgspec.convert({k: transcript.get(k) for k in ("game", "players", "seed", "variant", "options", "decks", "salt")}, DisputeSetup)
    except msgspec.ValidationError as exc:
        raise invalid(pointer, f"not a transcript: {exc}") from None
    register_carried_card_set(transcript, pointer)
    entries = transcript.get("entries")
    if not isinstance(entries, list):
        raise invalid(entries_at, "a list of entries is required")
    actions = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or "action" not in entry:
            raise invalid(f"{entries_at}/{index}", "an entry with an action is required")
        actions.append(entry["action"])
    return setup, actions, entries_at


def check_perspective(perspective: str, players: list[str], pointer: str) -> str | None:
    """The viewer ``perspective`` names (None for the judge and a spectator); 422 for an unknown seat."""
    if perspective in (JUDGE, SPECTATOR):
        return None
    if perspective not in players:
        raise invalid(pointer, f"{perspective!r} is not a seat of this match (seats: {', '.join(players)}; or judge, spectator)")
    return perspective


def replay_frames(
    setup: DisputeSetup,
    actions: list[Any],
    *,
    start: int,
    count: int,
    perspective: str,
    actions_at: str = "/actions",
    players_at: str = "/perspective",
    legal: bool = False,
) -> dict[str, Any]:
    """Frames ``start`` .. ``start + count - 1`` (clipped to the log) of the match ``setup`` + ``actions``.

    An entry whose action is malformed or illegal ends the replay: the answer carries the frames before
    it and ``stopped`` names the entry and the violation (a transcript's verdict says the same).
    """
    game: Game[Any, Any] = get_game(setup.game)
    viewer = check_perspective(perspective, list(setup.players), players_at)
    try:
        state = game.setup(setup.variant, setup.players, dealing_seed(setup.seed, setup.salt or ""), setup.options, setup.decks)
    except InputError as exc:
        raise exc.prefixed("/setup") from None
    total = len(actions)
    if start > total:
        raise invalid("/start", f"the log has {total} entries: frames are 0 to {total}")
    end = min(start + count, total + 1)
    frames: list[dict[str, Any]] = []
    stopped: dict[str, Any] | None = None
    # The digest of the setup and of the actions before each checkpoint up to ``start``.
    chain = hashlib.sha256(canonical_json(msgspec.to_builtins(setup)))
    keys: dict[int, str] = {0: chain.hexdigest()}
    for index in range(start):
        chain.update(b"\n" + canonical_json(actions[index]))
        if (index + 1) % CHECKPOINT_EVERY == 0:
            keys[index + 1] = chain.hexdigest()
    resume = 0
    # Frame ``start`` needs the events of entry ``start``: resume before it.
    for at in sorted((k for k in keys if 0 < k < start), reverse=True):
        cached = CHECKPOINTS.get(keys[at])
        if cached is not None:
            state, resume = msgspec.json.decode(cached, type=game.state_type), at
            break
    if start == 0:
        frames.append(frame(game, state, 0, None, perspective, viewer, legal))
    malformed: list[dict[str, Any]] = []

    def record() -> Iterator[Any]:
        for index in range(resume, min(end - 1, total)):
            try:
                action = game.decode_action(msgspec.json.encode(actions[index]), prefix=f"{actions_at}/{index}")
            except InputError as exc:
                malformed.append({"entry": index + 1, "reason": "malformed", "errors": exc.errors})
                return
            yield action

    def after(step: int, after_state: Any, action: Any, events: list[Any]) -> None:
        number = resume + step + 1
        if number in keys and number % CHECKPOINT_EVERY == 0:
            CHECKPOINTS.put(keys[number], msgspec.json.encode(after_state))
        if number >= start:
            entry = {
                "seq": number,
                "player": action.player,
                # Redacted from what the action did (its events), not from what it says (issue 17).
                "action": msgspec.to_builtins(action) if perspective == JUDGE else game.view_action(after_state, msgspec.to_builtins(action), viewer, events),
                "events": msgspec.to_builtins(events if perspective == JUDGE else game.view_events(events, viewer)),
            }
            frames.append(frame(game, after_state, number, entry, perspective, viewer, legal))

    done = replay(game, state, record(), owned=True, numbered=False, after_apply=after)
    if done.violation is not None:
        stopped = {"entry": resume + (done.failed_at or 0) + 1, "reason": "illegal", "violation": done.violation}
    elif malformed:
        stopped = malformed[0]
    answer: dict[str, Any] = {
        "game": game.id,
        "variant": setup.variant,
        "players": list(setup.players),
        "perspective": perspective,
        "total": total,
        "start": start,
        "frames": frames,
    }
    if stopped is not None:
        answer["stopped"] = stopped
    return answer


def frame(game: Game[Any, Any], state: Any, index: int, entry: dict[str, Any] | None, perspective: str, viewer: str | None, legal: bool) -> dict[str, Any]:
    shown = judge_view(game, state) if perspective == JUDGE else game.view(state, viewer)
    answer = {
        "index": index,
        "entry": entry,
        "digest": digest_bytes(canonical_json(state)),
        "over": bool(state.over),
        "to_act": list(state.to_act),
        "state": shown,
        "board": boards.annotate(game, state, None if perspective == JUDGE else viewer, judge=perspective == JUDGE),
    }
    if legal:
        # Every seat's legal actions for the judge, the seat's own for a seat, none for a spectator:
        # a listing can name the cards in a hand.
        if perspective == JUDGE:
            answer["legal"] = msgspec.to_builtins(game.legal_actions(state))
        else:
            answer["legal"] = msgspec.to_builtins(game.legal_actions(state, viewer)) if viewer is not None else []
    return answer


def require_window(start: int, count: int) -> None:
    if start < 0:
        raise InputError(FieldError("/query/start", "a non-negative whole number"))
    if not 1 <= count <= MAX_WINDOW:
        raise InputError(FieldError("/query/count", f"1 to {MAX_WINDOW}"))
