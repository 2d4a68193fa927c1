"""Force of Will: the two-player trading card game, Comprehensive Rules 12.7 with RULINGS.md §2.

Modules, each naming the rules it implements:

* :mod:`.vocabulary` -- the closed vocabulary (costs, targets, conditions, effects, abilities, keywords)
  and the card schema of RULINGS §2(c); :mod:`.cards` -- card sets, the invented reference pool and
  decks (``data/``); :mod:`.decks` -- deck construction (FOW-DECK-*).
* :mod:`.state` -- state and action records; :mod:`.engine` -- the :class:`ForceOfWill` game class
  (verify, legal actions, apply); :mod:`.setup` -- the initial state; :mod:`.views` -- what each player
  sees; :mod:`.docs` -- every action type with a JSON example; :mod:`.events` -- the typed events.
* :mod:`.turns` -- turn, priority and chase, rule processes (FOW-TURN-*, FOW-PRIO-*, FOW-RP-*);
  :mod:`.plays` -- playing cards and abilities, Judgment, standby, stones (FOW-PLAY-*, FOW-WILL-*,
  FOW-JUDG-*); :mod:`.battle` -- battle (FOW-BATTLE-*); :mod:`.effects` -- resolution; :mod:`.will` --
  costs and payments; :mod:`.targets` -- target legality; :mod:`.board` -- characteristics and moves.
* :mod:`.consistency` -- refusing forged states; :mod:`.rules` -- the rule catalogue;
  :mod:`.importer` -- the pure fowsim importer.

Scope (RULINGS §2): two players; a rune deck of rune cards (FOW-RUNE-DECK-R, FOW-RUNE-CARD-R) and a stranger deck
(FOW-DECK-STRANGER-R); no addition runes, orders, contracts, wardens, EX or extension rules; the automatic "[Trigger] when ..." form, [Mobilize] and loops (FOW-PRIO-8) are outside the
vocabulary.  Cards the vocabulary cannot express are refused in decks (FOW-DECK-6-R), never guessed.

    >>> from adjudicator.force_of_will import GAME
    >>> state = GAME.setup(None, ["ann", "bob"], "seed-1")
    >>> keep = GAME.decode_action({"type": "mulligan", "player": state.first_player, "cards": []})
    >>> result = GAME.adjudicate(state, keep)
    >>> result.valid, result.events[0]["type"]
    (True, 'mulligan')
"""

from .engine import GAME, ForceOfWill

__all__ = ["GAME", "ForceOfWill"]
