"""The states of a match entry by entry, as the judge's console shows them.

One function, :func:`replay_frames`, replays a setup and its actions with the engine (each action
verified before it is applied, as everywhere else) and returns, for a window of the log, each entry's
action in words-ready form with its events, and the state after it, seen from one perspective: the
judge's (the full state without the random generator), a seat's (``game.view``) or a spectator's.
Hidden information stays hidden: a seat's frame carries only that seat's view, the action as that seat
saw it in the log (``view_action``) and the events as it saw them (``view_events``).

Frame ``i`` is the state after ``i`` entries (frame 0: the setup).  A window costs one replay up to its
last frame; the states before the window are not encoded.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.core.game import Game
from adjudicator.registry import get_game

from ..disputes import DisputeSetup, judge_view
from . import boards

JUDGE = "judge"
SPECTATOR = "spectator"
MAX_WINDOW = 200

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


def transcript_record(document: dict[str, Any], pointer: str = "/transcript") -> tuple[DisputeSetup, list[Any], str]:
    """The setup and actions of a transcript document; the pointer of its entries."""
    inner = document.get("transcript")
    transcript: dict[str, Any] = inner if isinstance(inner, dict) else document
    entries_at = f"{pointer}/transcript/entries" if transcript is not document else f"{pointer}/entries"
    try:
        setup = msgspec.convert({k: transcript.get(k) for k in ("game", "players", "seed", "variant", "options", "decks")}, DisputeSetup)
    except msgspec.ValidationError as exc:
        raise invalid(pointer, f"not a transcript: {exc}") from None
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
        state = game.setup(setup.variant, setup.players, setup.seed, setup.options, setup.decks)
    except InputError as exc:
        raise exc.prefixed("/setup") from None
    total = len(actions)
    if start > total:
        raise invalid("/start", f"the log has {total} entries: frames are 0 to {total}")
    end = min(start + count, total + 1)
    frames: list[dict[str, Any]] = []
    stopped: dict[str, Any] | None = None
    if start == 0:
        frames.append(frame(game, state, 0, None, perspective, viewer, legal))
    for index in range(min(end - 1, total)):
        number = index + 1
        try:
            action = game.decode_action(msgspec.json.encode(actions[index]), prefix=f"{actions_at}/{index}")
        except InputError as exc:
            stopped = {"entry": number, "reason": "malformed", "errors": exc.errors}
            break
        violation = game.verify(state, action)
        if violation is not None:
            stopped = {"entry": number, "reason": "illegal", "violation": violation}
            break
        wanted = number >= start
        seen = game.view_action(state, msgspec.to_builtins(action), viewer) if wanted and perspective != JUDGE else None
        events = game._apply(state, action)
        if wanted:
            entry = {
                "seq": number,
                "player": action.player,
                "action": msgspec.to_builtins(action) if perspective == JUDGE else seen,
                "events": msgspec.to_builtins(events if perspective == JUDGE else game.view_events(events, viewer)),
            }
            frames.append(frame(game, state, number, entry, perspective, viewer, legal))
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
