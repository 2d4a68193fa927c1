"""The Magic Wands action types, each with a JSON example, ready to lift into the OpenAPI document.

Every action is a JSON object with ``type`` and ``player``; ``legal-actions`` lists them and each listed action
can be posted back unchanged.  A turn is one ``purchase`` followed by the Pass Cards picks it starts (every
player in turn picks from the packet); elimination, Refresh and the end of the game happen by themselves
(:mod:`.turns`).
"""

from __future__ import annotations

from typing import Any

ACTION_DOCS: dict[str, dict[str, Any]] = {
    "purchase": {
        "summary": "MW-PURCHASE-1, MW-PURCHASE-2: buy a wand from the market, paying with hand cards whose power meets "
        "its requirement; the cards paid become the packet passed round the table.",
        "example": {"type": "purchase", "player": "bob", "wand": "MW-W-05#2", "pay": ["MW-S-05#2"]},
    },
    "pass_pick": {
        "summary": "MW-PASS-1, MW-PASS-2: pick a card from the packet being passed and keep it (within the hand "
        "limit) or discard it.",
        "example": {"type": "pass_pick", "player": "ann", "card": "MW-S-05#2", "keep": True},
    },
}
