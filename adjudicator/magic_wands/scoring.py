"""Scoring at the end of the game (MW-SCORE-1, MW-WAND-RR, invented end-scoring wands).

An eliminated player is scored for the record but cannot win (MW-END-2-R).  Ties go to the player with
fewer wands in hand (MW-AMB-15); a remaining tie is shared.
"""

from __future__ import annotations

from collections import Counter

from ..core.game import Result
from .cards import Catalogue, PerType, SetScoring
from .state import Card, State


def hand_score(catalogue: Catalogue, hand: list[Card]) -> int:
    score = 0
    copies = Counter(card.wand for card in hand)
    types = Counter(card.type for card in hand)
    for wand_id, count in copies.items():
        wand = catalogue.wands[wand_id]
        effect = wand.effect
        if isinstance(effect, SetScoring):
            score += set_score(effect, wand.power, count)
        else:
            score += wand.power * count
        if isinstance(effect, PerType):
            score += effect.amount * types[effect.type] * count
    return score


def set_score(effect: SetScoring, power: int, count: int) -> int:
    """MW-WAND-RR: ``table[count]``; beyond the table, the last entry plus ``power`` per extra copy."""
    table = {int(k): v for k, v in effect.table.items()}
    if count in table:
        return table[count]
    known = [k for k in table if k < count]
    if not known:
        return power * count
    top = max(known)
    return table[top] + power * (count - top)


def final_result(catalogue: Catalogue, state: State, reason: str) -> Result:
    scores = {player.id: hand_score(catalogue, player.hand) for player in state.players}
    contenders = [player for player in state.players if not player.eliminated]
    if not contenders:
        return Result(winners=[], scores=scores, reason=reason)
    best = max(scores[p.id] for p in contenders)
    leaders = [p for p in contenders if scores[p.id] == best]
    fewest = min(len(p.hand) for p in leaders)
    winners = [p.id for p in leaders if len(p.hand) == fewest]
    return Result(winners=winners, scores=scores, reason=reason)
