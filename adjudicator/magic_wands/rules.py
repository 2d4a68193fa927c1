"""The Magic Wands rule catalogue: every MW-* rule of RULINGS.md §3 with its rulebook section.

Codes ending in ``-R`` are rulings of ours on gaps of the rulebook (RULINGS.md §3(d)).
"""

from __future__ import annotations

from ..core.errors import Rule, Violation

RULEBOOK = "magic-wands.txt"


def _rule(code: str, section: str, summary: str) -> Rule:
    return Rule(code=code, section=f"{RULEBOOK} §{section}", summary=summary)


RULES: tuple[Rule, ...] = (
    _rule("MW-SETUP-1", "Components", "The game has 62 wands of four types: Starting, Night, Awakening and Mythic."),
    _rule("MW-SETUP-2", "Game Setup 1", "Each player starts with the four Starting Wands (1, 3, 5, 7) as a hidden hand."),
    _rule("MW-SETUP-3", "Game Setup 1", "With 2 players the cards marked 3+ are removed."),
    _rule("MW-SETUP-4", "Game Setup 2", "12 random Night/Awakening wands form the 4x3 market, sorted by power from the bottom left."),
    _rule("MW-SETUP-5", "Game Setup 3", "Row 2 carries the Surcharge card, row 3 the Block card."),
    _rule("MW-SETUP-6", "Game Setup 4", "One Mythic each of power 50, 60 and 120 is used; the others return to the box."),
    _rule("MW-SETUP-7", "Game Setup 5-7", "The rest and the 3 Mythics form a shuffled deck; the Starting Player is random."),
    _rule("MW-TURN-1", "How to Play", "Turns go clockwise from the Starting Player: Purchase, then Pass Cards, then Refresh; only the player to act may act."),
    _rule("MW-PURCHASE-1", "Purchase", "Buy one market wand with exactly Req. cards from your hand whose power totals at least its cost."),
    _rule("MW-PURCHASE-2", "Market Restrictions", "Row 3 (top) cannot be bought; row 2 costs +2 power; row 1 (bottom) is free."),
    _rule("MW-PURCHASE-3", "Purchase", "Buying a Mythic flips one Mythic Acquisition card."),
    _rule("MW-PURCHASE-4", "Purchase", "A player who cannot buy is eliminated and passes the whole hand through Pass Cards."),
    _rule("MW-PASS-1", "Pass Cards", "The used wands go clockwise to the other active players, who each pick one to keep or discard."),
    _rule("MW-PASS-2", "Pass Cards", "Hand limit 8: at the limit a passed card must be discarded."),
    _rule("MW-REFRESH-1", "Refresh", "Market cards move down their column and one card from the deck fills the top row."),
    _rule("MW-END-1", "End of the Game", "The third Mythic bought or a market that cannot be refilled triggers the end; play ends after the turn of the player to the right of the Starting Player; no action is accepted after the end."),
    _rule("MW-SCORE-1", "End of the Game", "Most power wins; a tie goes to fewer wands; a remaining tie is shared."),
    _rule("MW-WAND-1", "Wand Effects", "Starting Wands have no effect."),
    _rule("MW-WAND-RR", "Wand Effects", "Rising Rebellion: all your copies together score by the set table at game end."),
    _rule("MW-WAND-SP", "Wand Effects", "Sacred Priesthood: the purchase requirement may change by +/-1; never used to buy another Sacred Priesthood."),
    _rule("MW-WAND-EBS", "Wand Effects", "Ethereal Black Spiral must be the last card chosen in Pass Cards."),
    _rule("MW-WAND-VR", "Wand Effects", "Veil of Reflections: its power may be replaced by x2 of the other wands used; one x2 per purchase."),
    _rule("MW-WAND-SW", "Wand Effects", "Swift Winds: row 3 may be bought at +2 and row 2 without surcharge."),
    _rule("MW-WAND-IC", "Wand Effects", "Iron Core: hand limit 10 while in hand; copies do not stack."),
    _rule("MW-END-2-R", "End of the Game (RULINGS MW-AMB-10, invented)", "When at most one active player remains the game ends at once; an eliminated player cannot win."),
)

RULE_CODES = frozenset(rule.code for rule in RULES)

_BY_CODE = {rule.code: rule for rule in RULES}


def violation(code: str, message: str, *, path: str = "", hint: str = "") -> Violation:
    """A violation of the catalogued rule ``code``."""
    return Violation(code=code, rule=_BY_CODE[code].section, message=message, path=path, hint=hint)
