"""Views: what each player may see (FOW-PLAY-5, FOW-SETUP-3).

Views hide hands, deck and stone-deck order, face-down standby cards, the sideboard and the registered deck
list of the other player.  The card of a draw or standby event is hidden from everyone but its player: the
event classes declare it (``Drew.private``, ``Standby.private``) and ``Game.view_events`` redacts by them.
"""

from __future__ import annotations

from typing import Any

import msgspec

from ..core.errors import invalid
from .state import State

HIDDEN: dict[str, bool] = {"hidden": True}


def view(state: State, viewer: str | None) -> dict[str, Any]:
    if viewer is not None and viewer not in {p.id for p in state.players}:
        raise invalid("/player", f"{viewer!r} is not a player of this game")
    data: dict[str, Any] = msgspec.to_builtins(state)
    del data["rng"]
    for player in data["players"]:
        player["deck"] = [HIDDEN] * len(player["deck"])
        player["stone_deck"] = [HIDDEN] * len(player["stone_deck"])
        if player["id"] != viewer:
            player["hand"] = [HIDDEN] * len(player["hand"])
            player["standby"] = [HIDDEN] * len(player["standby"])
            player["sideboard"] = [HIDDEN] * len(player["sideboard"])
            player["deck_list"] = HIDDEN
    return data


def secret_ids(state: State, viewer: str | None) -> set[str]:
    secret: set[str] = set()
    for player in state.players:
        secret.update(player.deck)
        secret.update(player.stone_deck)
        if player.id != viewer:
            secret.update(player.hand)
            secret.update(s.id for s in player.standby)
            secret.update(player.sideboard)
    return secret


def view_action(state: State, action: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    """An action in a match log as ``viewer`` may see it: the card put face down in the standby area
    (FOW-PLAY-5) and the cards sent back in a mulligan (FOW-SETUP-3) stay hidden from the others."""
    if viewer is not None and viewer == action.get("player"):
        return action
    if action.get("type") == "standby":
        return {**action, "card": HIDDEN}
    if action.get("type") == "search" and action.get("card") is not None:
        # FOW-SEARCH-R: the card found is revealed (its definition, in the ``searched`` event), but the
        # instance in the hand stays hidden like the rest of the hand.
        return {**action, "card": HIDDEN}
    if action.get("type") == "mulligan":
        return {**action, "cards": [HIDDEN] * len(action.get("cards", []))}
    return action
