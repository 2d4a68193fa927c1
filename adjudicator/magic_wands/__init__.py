"""Magic Wands: a market and hand game for 2 or 3 players (more with a custom card set).

Modules: :mod:`.cards` (card schemas, the reference set), :mod:`.state` (state and action records),
:mod:`.rules` (catalogue), :mod:`.engine` (the :class:`MagicWands` game class), :mod:`.setup`,
:mod:`.purchase` (Purchase phase), :mod:`.pass_cards` (Pass Cards picks), :mod:`.turns` (the automatic
flow), :mod:`.scoring`, :mod:`.consistency` (forged states), :mod:`.views`, :mod:`.docs` (every action type
with an example), :mod:`.events` (the typed events).

    >>> from adjudicator.magic_wands import GAME
    >>> state = GAME.setup(None, ["ann", "bob"], "seed-1")
    >>> state.phase, len(state.market), [len(p.hand) for p in state.players]
    ('purchase', 3, [4, 4])
    >>> purchase = GAME.legal_actions(state)[0]
    >>> [event["type"] for event in GAME.adjudicate(state, purchase).events]
    ['purchased']
"""

from .docs import ACTION_DOCS
from .engine import GAME, MagicWands

__all__ = ["ACTION_DOCS", "GAME", "MagicWands"]
