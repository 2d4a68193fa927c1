"""The legality of a Pass Cards pick (MW-PASS-1, MW-PASS-2, MW-WAND-EBS, MW-WAND-IC); the flow of the
phase itself (who picks next, when it ends) is :mod:`.turns`."""

from __future__ import annotations

from ..core.errors import Violation
from . import turns
from .cards import Catalogue, MustPickLast
from .rules import violation
from .state import PassPick, Player, State


def check_pick(catalogue: Catalogue, state: State, player: Player, action: PassPick) -> Violation | None:
    """The rules of one Pass Cards pick (MW-PASS-1, MW-PASS-2, MW-WAND-EBS, MW-WAND-IC)."""
    packet = state.packet
    assert packet is not None
    card = next((c for c in packet.cards if c.id == action.card), None)
    if card is None:
        return violation("MW-PASS-1", f"{action.card} is not in the packet being passed", path="/action/card")
    if isinstance(catalogue.wands[card.wand].effect, MustPickLast):
        others = [c for c in packet.cards if not isinstance(catalogue.wands[c.wand].effect, MustPickLast)]
        if others:
            return violation(
                "MW-WAND-EBS",
                f"{card.name} must be chosen last: {len(others)} other card(s) are still in the packet",
                path="/action/card",
            )
    if action.keep:
        limit = turns.hand_limit(catalogue, player)
        if len(player.hand) >= limit:
            code = "MW-PASS-2" if limit == turns.BASE_HAND_LIMIT else "MW-WAND-IC"
            return violation(
                code,
                f"your hand holds {len(player.hand)} cards, the limit is {limit}: the card must be discarded",
                path="/action/keep",
                hint="post the same pick with keep: false",
            )
    return None
