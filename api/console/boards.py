"""Figures the console draws beside a state that the state does not spell out, each computed by the
engine's own function (no rule is restated here), and only from what the perspective may see:

* Magic Wands: the score of every hand the perspective sees (``scoring.hand_score``);
* Master of Wills: each community card's value now (``Board.value``) and each side's points
  (``scoring.side_total``), all public;
* Force of Will: the ATK, DEF and keywords of every card in the field now (``Board.stats``), public.
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.game import Game
from adjudicator.force_of_will import board as fow_board
from adjudicator.force_of_will import cards as fow_cards
from adjudicator.magic_wands import cards as mw_cards
from adjudicator.magic_wands.scoring import hand_score
from adjudicator.master_of_wills import board as mow_board
from adjudicator.master_of_wills.scoring import side_total


class MagicWandsBoard(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The figures the console draws beside a Magic Wands state."""

    scores: dict[str, int]
    """The score of each hand the perspective sees (by player id; an empty hand's too)."""


class MasterOfWillsBoard(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The figures the console draws beside a Master of Wills state (all public)."""

    values: dict[str, int]
    """Each card on the board (the sides' rows and the neutral zone) by id: its value now."""
    side_scores: dict[str, int]
    """Each side's points now, by side id."""


class ForceOfWillFieldCard(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A card in a Force of Will field (or a ruler area): its name and type, with ATK, DEF and keywords now
    where it has ATK or DEF."""

    name: str
    type: str
    atk: int | msgspec.UnsetType = msgspec.UNSET
    def_: int | msgspec.UnsetType = msgspec.field(default=msgspec.UNSET, name="def")
    keywords: list[str] | msgspec.UnsetType = msgspec.UNSET


class ForceOfWillBoard(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The figures the console draws beside a Force of Will state (all public)."""

    field: dict[str, ForceOfWillFieldCard]
    """Every card in a field or ruler area, by instance id."""


BOARD_TYPES: dict[str, type[msgspec.Struct]] = {"magic-wands": MagicWandsBoard, "master-of-wills": MasterOfWillsBoard, "force-of-will": ForceOfWillBoard}
"""The figures of each game's frames (the OpenAPI document's ``<Game>Board``)."""


def annotate(game: Game[Any, Any], state: Any, viewer: str | None, *, judge: bool) -> dict[str, Any]:
    board: msgspec.Struct | None = None
    if game.id == "magic-wands":
        board = _magic_wands(state, viewer, judge)
    elif game.id == "master-of-wills":
        board = _master_of_wills(game, state)
    elif game.id == "force-of-will":
        board = _force_of_will(state)
    figures: dict[str, Any] = msgspec.to_builtins(board) if board is not None else {}
    return figures


def _magic_wands(state: Any, viewer: str | None, judge: bool) -> MagicWandsBoard:
    catalogue = mw_cards.catalogue_for(state.options)
    scores = {player.id: hand_score(catalogue, player.hand) for player in state.players if judge or player.id == viewer or not player.hand}
    return MagicWandsBoard(scores=scores)


def _master_of_wills(game: Game[Any, Any], state: Any) -> MasterOfWillsBoard:
    ctx = mow_board.Board(game.cat, state)  # type: ignore[attr-defined]
    on_board = [card for side in state.sides for row in (side.recruits, side.loyalists, side.allies) for card in row]
    on_board.extend(state.neutral)
    return MasterOfWillsBoard(
        values={card: ctx.value(card) for card in on_board},
        side_scores={side.id: side_total(ctx, side, final=False) for side in state.sides},
    )


def _force_of_will(state: Any) -> ForceOfWillBoard:
    board = fow_board.Board(fow_cards.catalogue_for(state.options), state)
    stats: dict[str, ForceOfWillFieldCard] = {}
    for player in state.players:
        for entity in player.field:
            card = board.defn(entity)
            if card.atk is not None or card.def_ is not None:
                atk, dfn, keywords = board.stats(entity)
                stats[entity.id] = ForceOfWillFieldCard(name=card.name, type=card.type, atk=atk, def_=dfn, keywords=sorted(keywords))
            else:
                stats[entity.id] = ForceOfWillFieldCard(name=card.name, type=card.type)
        if player.ruler is not None:
            card = board.card(player.ruler.id)
            stats[player.ruler.id] = ForceOfWillFieldCard(name=card.name, type=card.type)
    return ForceOfWillBoard(field=stats)
