"""Views: what each player may see (API.md "View"; MOW-SETUP-2, MOW-AMB-10, MOW-AMB-15).

Hidden, with every hidden card replaced by ``{"hidden": true}`` so lists keep their length:

* the Community deck (order and content) and every Faction deck (order and content);
* other players' hands, except a 2 vs 2 partner's when ``teammate_hands_visible`` is set (MOW-AMB-10), and
  except the cards a player has seen by Spy while they stay in that hand (``known``; each player's view
  carries only their own entry);
* other players' face-down Round Effects (same partner rule);
* the random generator (never in a view).

Events follow the same rule: an event class that can carry a hidden card declares its ``private`` keys; an
occurrence that does names the viewers it is ``visible_to``, and ``Game.view_events`` hides those keys from
everyone else (:func:`adjudicator.core.events.redact`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from ..core.events import Event, EventLike, hidden_keys, privacy
from .board import Board
from .effects import visible_to

HIDDEN: dict[str, bool] = {"hidden": True}


def sees_hand(board: Board, viewer: str | None, owner: str) -> bool:
    return viewer is not None and viewer in visible_to(board, owner)


def known_to(board: Board, viewer: str | None) -> set[str]:
    """Cards of other hands ``viewer`` has seen by Spy (they stay known while they stay in the hand)."""
    return set(board.state.known.get(viewer, ())) if viewer is not None else set()


def view(board: Board, viewer: str | None) -> dict[str, Any]:
    state = board.state
    data: dict[str, Any] = msgspec.to_builtins(state)
    del data["rng"]
    data["community_deck"] = [HIDDEN] * len(state.community_deck)
    for side, side_data in zip(state.sides, data["sides"], strict=True):
        side_data["faction_deck"] = [HIDDEN] * len(side.faction_deck)
        for slot, slot_data in zip(side.round_effects, side_data["round_effects"], strict=True):
            if not slot.face_up and (viewer is None or viewer not in visible_to(board, slot.player)):
                slot_data["card"] = HIDDEN
    known = known_to(board, viewer)
    for player, player_data in zip(state.players, data["players"], strict=True):
        if not sees_hand(board, viewer, player.id):
            player_data["hand"] = [card if card in known else HIDDEN for card in player.hand]
    if viewer is None or "known" not in data:
        data["known"] = {}
    else:
        data["known"] = {viewer: data["known"][viewer]} if viewer in data["known"] else {}
    turn = state.turn
    if turn is not None and turn.must_play is not None and not sees_hand(board, viewer, turn.player):
        data["turn"]["must_play"] = HIDDEN
    return data


def secret_ids(board: Board, viewer: str | None) -> set[str]:
    state = board.state
    secret = set(state.community_deck)
    for side in state.sides:
        secret.update(side.faction_deck)
        for slot in side.round_effects:
            if not slot.face_up and (viewer is None or viewer not in visible_to(board, slot.player)):
                secret.add(slot.card)
    known = known_to(board, viewer)
    for player in state.players:
        if not sees_hand(board, viewer, player.id):
            secret.update(card for card in player.hand if card not in known)
    return secret


def action_view(action: dict[str, Any], viewer: str | None, events: Sequence[EventLike], types: tuple[type[Event], ...]) -> dict[str, Any]:
    """An action as ``viewer`` may see it in a match log, decided from the events it produced: every value of
    the action that one of those events hides from ``viewer`` (the keys its class declares ``private``, for
    an occurrence whose ``visible_to`` leaves ``viewer`` out) is hidden in the action as well."""
    rules = privacy(types)
    hidden: set[str] = set()
    for event in events:
        for key in hidden_keys(event, viewer, rules):
            value = event.get(key)
            hidden.update(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str))
    if not hidden:
        return action
    return {key: (HIDDEN if isinstance(value, str) and value in hidden else value) for key, value in action.items()}
