"""Master of Wills: Community cards pulled between factions, Faction cards over 18 effect steps.

Game id ``master-of-wills``; variants ``standard`` (1 vs 1), ``2v2``, ``ffa3``, ``mowitaire`` (solo) and
``mow-op`` (co-op).  Rules are RULINGS.md §1 (codes in :mod:`.rules`); the reference cards are invented data
(:mod:`.cards`, ``data/``).

Modules: :mod:`.cards` (card schemas, the 18-step vocabulary, the reference sets), :mod:`.state` (state and
action records), :mod:`.rules` (catalogue), :mod:`.board` (geometry, shared board operations), :mod:`.setup`,
:mod:`.moves` (Move phase), :mod:`.faction` (plays, targets, reveals), :mod:`.effects` (the 18 steps and
the resolution machine), :mod:`.steps` (the steps that take targets),
:mod:`.turns` (the automatic flow), :mod:`.scoring`, :mod:`.consistency` (forged states), :mod:`.views`,
:mod:`.decks`, :mod:`.docs` (every action type with an example), :mod:`.events` (the typed events),
:mod:`.variants` (the five variants as objects).

Every action type, with an example (see :data:`.docs.ACTION_DOCS`)::

    {"type": "choose_first", "player": "ann", "go_first": true}
    {"type": "choose_lead", "player": "ann", "lead": "cat"}
    {"type": "choose_starting", "player": "ann", "card": "MOW-C-REL-01"}
    {"type": "move", "player": "ann", "entry": 0, "card": "MOW-C-ACT-03"}
    {"type": "move", "player": "ann", "entry": 2, "card": "MOW-C-REL-07", "toward": "cat"}
    {"type": "play", "player": "ann", "card": "MOW-F-RZC-E-03#1.1", "facing": "face_down"}
    {"type": "choose", "player": "ann", "target": "MOW-C-UNI-04"}
    {"type": "pass", "player": "ann"}
    {"type": "reveal", "player": "ann", "card": "MOW-F-RZC-E-03#1.1"}

    >>> from adjudicator.master_of_wills import GAME
    >>> state = GAME.setup("standard", ["ann", "bob"], "seed-1")
    >>> state.phase, len(state.neutral), len(state.afterlife) >= 2
    ('first_player', 6, True)
    >>> GAME.adjudicate(state, GAME.legal_actions(state)[0]).valid
    True
    >>> [GAME.decode_action(doc["example"]).__struct_config__.tag for doc in ACTION_DOCS.values()] == list(ACTION_DOCS)
    True
"""

from .docs import ACTION_DOCS
from .engine import GAME, MasterOfWills

__all__ = ["ACTION_DOCS", "GAME", "MasterOfWills"]
