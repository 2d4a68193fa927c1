"""Figures the console draws beside a state that the state does not spell out, each computed by the
engine's own function (no rule is restated here), and only from what the perspective may see:

* Magic Wands: the score of every hand the perspective sees (``scoring.hand_score``);
* Master of Wills: each community card's value now (``Board.value``) and each side's points
  (``scoring.side_total``), all public;
* Force of Will: the ATK, DEF and keywords of every card in the field now (``Board.stats``), public.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.game import Game
from adjudicator.force_of_will import board as fow_board
from adjudicator.force_of_will import cards as fow_cards
from adjudicator.magic_wands import cards as mw_cards
from adjudicator.magic_wands.scoring import hand_score
from adjudicator.master_of_wills import board as mow_board
from adjudicator.master_of_wills.scoring import side_total


def annotate(game: Game[Any, Any], state: Any, viewer: str | None, *, judge: bool) -> dict[str, Any]:
    if game.id == "magic-wands":
        return _magic_wands(state, viewer, judge)
    if game.id == "master-of-wills":
        return _master_of_wills(game, state)
    if game.id == "force-of-will":
        return _force_of_will(state)
    return {}


def _magic_wands(state: Any, viewer: str | None, judge: bool) -> dict[str, Any]:
    catalogue = mw_cards.catalogue_for(state.options)
    scores = {player.id: hand_score(catalogue, player.hand) for player in state.players if judge or player.id == viewer or not player.hand}
    return {"scores": scores}


def _master_of_wills(game: Game[Any, Any], state: Any) -> dict[str, Any]:
    ctx = mow_board.Board(game.cat, state)  # type: ignore[attr-defined]
    on_board = [card for side in state.sides for row in (side.recruits, side.loyalists, side.allies) for card in row]
    on_board.extend(state.neutral)
    return {
        "values": {card: ctx.value(card) for card in on_board},
        "side_scores": {side.id: side_total(ctx, side, final=False) for side in state.sides},
    }


def _force_of_will(state: Any) -> dict[str, Any]:
    board = fow_board.Board(fow_cards.catalogue_for(state.options), state)
    stats: dict[str, Any] = {}
    for player in state.players:
        for entity in player.field:
            card = board.defn(entity)
            figures: dict[str, Any] = {"name": card.name, "type": card.type}
            if card.atk is not None or card.def_ is not None:
                atk, dfn, keywords = board.stats(entity)
                figures.update({"atk": atk, "def": dfn, "keywords": sorted(keywords)})
            stats[entity.id] = figures
        if player.ruler is not None:
            card = board.card(player.ruler.id)
            stats[player.ruler.id] = {"name": card.name, "type": card.type}
    return {"field": stats}
