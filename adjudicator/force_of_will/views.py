"""Views: what each player may see (FOW-PLAY-5, FOW-SETUP-3).

Views hide hands, deck and stone-deck order, face-down standby cards, the sideboard, the stranger deck and the
registered deck list of the other player.  The card of a draw or standby event is hidden from everyone but its player: the
event classes declare it (``Drew.private``, ``Standby.private``) and ``Game.view_events`` redacts by them.
"""

from __future__ import annotations

from typing import Any, get_args

import msgspec
from msgspec import UNSET, UnsetType

from ..core.errors import invalid
from ..core.events import action_private, hide_keys
from .state import Action, ChaseItem, Modifier, Pending, State

HIDDEN: dict[str, bool] = {"hidden": True}


def view(state: State, viewer: str | None) -> dict[str, Any]:
    if viewer is not None and viewer not in {p.id for p in state.players}:
        raise invalid("/player", f"{viewer!r} is not a player of this game")
    data: dict[str, Any] = msgspec.to_builtins(state)
    del data["rng"]
    # An object waiting on the chase, a pending trigger or a lasting change may name a card that has since
    # gone where the reader cannot see it (an ability that returned its own card to its owner's hand): that
    # name is hidden too, or the view would say which hidden card it is.
    secret = secret_ids(state, viewer)
    for key, cls in (("chase", ChaseItem), ("pending", Pending), ("modifiers", Modifier)):
        for item in data[key]:
            for field in cls.concealed:
                value = item.get(field)
                if isinstance(value, list):
                    item[field] = [HIDDEN if v in secret else v for v in value]
                elif value in secret:
                    item[field] = HIDDEN
    # The turn's records of cards played, entered, attacking or gone to a graveyard may name a card that has since
    # gone where the reader cannot see it (a card played, then shuffled into its deck): that record is hidden.
    for key in ("cards_played", "entered", "attacked", "to_graveyard"):
        if key in data["turn"]:
            data["turn"][key] = [HIDDEN if r.split("/")[1] in secret else r for r in data["turn"][key]]
    if "moved_by" in data:
        # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: a source gone where the reader cannot see it hides its record.
        data["moved_by"] = [HIDDEN if r.partition("/")[0] in secret else r for r in data["moved_by"]]
    for player in data["players"]:
        player["deck"] = [HIDDEN] * len(player["deck"])
        player["stone_deck"] = [HIDDEN] * len(player["stone_deck"])
        if player["id"] != viewer:
            player["hand"] = [HIDDEN] * len(player["hand"])
            player["standby"] = [HIDDEN] * len(player["standby"])
            # FOW-REVEAL-OUTSIDE-R: a card revealed outside the game is face up there, seen by all (CR 322.3).
            # The revealed ones come first, so where a card lies says nothing of the hidden ones.
            shown = player.get("revealed", [])
            player["sideboard"] = [*shown, *[HIDDEN] * (len(player["sideboard"]) - len(shown))]
            player["deck_list"] = HIDDEN
            if "stranger_deck" in player:
                # FOW-STRANGER-ZONE-R: a hidden zone its owner sees (CR 316.2); the other player, its count only.
                player["stranger_deck"] = [HIDDEN] * len(player["stranger_deck"])
            if "rune_area" in player:
                # FOW-RUNE-AREA-R (CR 315.2): a hidden zone its owner sees; the others see its revealed runes
                # (first, so where a card lies says nothing of the face-down ones) and how many it holds.
                runes = player.get("runes_revealed", [])
                player["rune_area"] = [*runes, *[HIDDEN] * (len(player["rune_area"]) - len(runes))]
    return data


def secret_ids(state: State, viewer: str | None) -> set[str]:
    secret: set[str] = set()
    for player in state.players:
        secret.update(player.deck)
        secret.update(player.stone_deck)
        if player.id != viewer:
            secret.update(player.hand)
            secret.update(s.id for s in player.standby)
            secret.update(c for c in player.sideboard if c not in (player.revealed or []))
            secret.update(player.stranger_deck or [])
            secret.update(c for c in player.rune_area or [] if c not in (player.runes_revealed or []))
    # fow-s-event: FOW-TRIGGER-EVENT-R: a triggered card was revealed (CR 708.2, 906.2): everyone reads it until it is played.
    return secret - {p.source for p in state.pending if p.ability == "trigger_card"}


def readers_of(state: State, card_id: str) -> str | list[str] | UnsetType:
    """Who may read ``card_id`` in an event now: everyone (UNSET) when no reader is denied it; else its
    owner alone, or nobody (``[]``) when even its owner may not (a deck)."""
    if card_id not in secret_ids(state, None):
        return UNSET
    owner = card_id.split(":", 1)[0]
    return [] if card_id in secret_ids(state, owner) else owner


def view_action(state: State, action: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    """An action in a match log as ``viewer`` may see it: the keys its class declares ``private`` (the card put
    face down in the standby area, FOW-PLAY-5; the cards sent back in a mulligan, FOW-SETUP-3; the instance a
    search put into the hand, FOW-SEARCH-R, whose definition the ``searched`` event reveals) stay hidden from
    everyone but its player."""
    if viewer is not None and viewer == action.get("player"):
        return action
    if action.get("type") == "discard" and action.get("card") in secret_ids(state, viewer):
        # fow-t-draw: FOW-HAND-TO-DECK-R: a card chosen from the hand that went face down into the deck stays hidden.
        return hide_keys(action, ("card",))
    cls = ACTION_CLASSES.get(action.get("type", ""))
    return hide_keys(action, action_private(cls)) if cls is not None else action


ACTION_CLASSES: dict[str, type[msgspec.Struct]] = {str(cls.__struct_config__.tag): cls for cls in get_args(Action)}
