"""The Master of Wills rule catalogue: every MOW-* rule of RULINGS.md §1(a), every ruling MOW-AMB-n of §1(d),
and the few rulings of our own (suffix ``-R``) where neither says enough.

Each entry names its rulebook section (``master-of-wills.txt §...``); rulings also name the RULINGS entry.
Violations carry these codes; the catalogue is served by ``GET /v1/games/master-of-wills``.
"""

from __future__ import annotations

from ..core.errors import Rule, Violation

RULEBOOK = "master-of-wills.txt"


def _rule(code: str, section: str, summary: str) -> Rule:
    return Rule(code=code, section=f"{RULEBOOK} §{section}", summary=summary)


def _ruling(code: str, section: str, ruling: str, summary: str) -> Rule:
    return Rule(code=code, section=f"{RULEBOOK} §{section} (RULINGS.md {ruling})", summary=summary)


RULES: tuple[Rule, ...] = (
    # Components and deck building
    _rule("MOW-SETUP-1", "Components; Community Cards", "120 Community cards, 15 in each of 8 sectors."),
    _rule("MOW-DECK-1", "Components", "Each faction box has 50 cards: 19 Action, 12 Epic, 7 Legendary, 12 Neutral; a deck holds only cards of the boxes."),
    _rule("MOW-DECK-2", "Setup 2; Faction Cards", "A deck has exactly 2 Legendary, 5 Epic, 5 Neutral and 8 to 18 Action cards."),
    _rule("MOW-DECK-3", "Faction Cards", "Neutral cards are available to all Faction decks."),
    # Setup
    _rule("MOW-SETUP-2", "Setup 3", "Each player shuffles their Faction deck and draws 3 cards, kept hidden."),
    _rule("MOW-SETUP-3", "Setup 4-5", "The Community deck is shuffled and 6 cards are placed face up in the Neutral area."),
    _rule("MOW-SETUP-4", "Setup 6", "Each player reveals a random Community card; the highest chooses who goes first; both are killed; ties draw again."),
    _rule("MOW-SETUP-5", "Start of Play", "The round marker starts on Round 1 and the Afterlife holds at least 2 cards."),
    # Turn
    _rule("MOW-MOVE-1", "On Your Turn 1) Move Phase", "Choose 1 card of the Neutral area as Starting card and move it to its starting row on your side."),
    _rule("MOW-MOVE-2", "Community Cards; Move Phase", "Carry out every movement of the Starting card: + moves cards of that sector toward your side, - toward the opponent's."),
    _rule("MOW-MOVE-3", "Community Cards; Move Phase 1", "A movement of n is n single-row steps, on one card or spread over several cards of that sector."),
    _rule("MOW-MOVE-4", "Move Phase 2", "All movements must be completed; steps are skipped only when no card of the sector can move."),
    _rule("MOW-MOVE-5", "Golden Rules", "Allies and protected cards cannot be moved, killed or modified and are not on the board."),
    _rule("MOW-DRAW-1", "Draw Phase; Community Cards", "Each card moved out of the Neutral area (the Starting card too) adds 1 Community card per Draw icon after the Move phase."),
    _rule("MOW-DRAW-2", "Draw Phase", "A Draw-icon card that returns to Neutral and leaves again in another phase draws again."),
    _rule("MOW-DRAW-3", "Draw Phase", "A card crossing from one side to the other does not draw by passing through Neutral."),
    _rule("MOW-DRAW-4", "Draw Phase", "A Draw-icon card moved out of Neutral by a Faction card also draws."),
    _rule("MOW-FACTION-1", "Golden Rules", "Only the Starting card's Faction icon counts; icons of other moved cards are ignored."),
    _rule("MOW-FACTION-2", "Faction Phase", "With a Faction icon on the Starting card: draw 1 Faction card, then play 1 card from hand and follow it."),
    _rule("MOW-FACTION-3", "Faction Card Layout", "Card Effects go behind a Community card, Round Effects face up or down in the Round Effect space, Lasting Effects under Recruits or Loyalists (one per row, never Allies); a removed Lasting Effect kills its marker."),
    _rule("MOW-FACTION-4", "Golden Rules", "A Faction card is played only if its rules can be completed, except parts that only reduce its power against the opponent."),
    _rule("MOW-FACTION-5", "Golden Rules", "+5/-5 Lasting Effect value changes apply only at the end of the game."),
    _rule("MOW-FACTION-6", "Golden Rules", "Infinite loops are not allowed: kill the recently drawn Community card and draw another until a different Community appears."),
    _rule("MOW-FACTION-7", "Faction Power Icons", "The 18 power icons; a card the vocabulary cannot express is refused."),
    _rule("MOW-END-1", "End of Turn Phase", "At the end of a turn draw 1 Community card to Neutral, then top it up to 3."),
    _rule("MOW-END-2", "End of Turn Phase; Golden Rules", "Every turn starts with at least 1 selectable Neutral card (add 1 until there is) and at least 3 Neutral cards."),
    _rule("MOW-END-3", "End of Game and Winning", "A round ends when each player has taken a turn; the game ends after Round 8; no action is accepted after the end."),
    _rule("MOW-END-4", "End of Game and Winning; Golden Rules", "End-of-Game round: a draw decides who reveals first; players alternate revealing Round Effects; untriggered ones pass."),
    _rule("MOW-SCORE-1", "End of Game and Winning", "Each side totals its Recruits, Loyalists and Allies plus Faction card points; the highest wins."),
    # Variants
    _rule("MOW-V2V2-1", "MOW 2 vs 2", "Teams of 2 share one standard deck; each player starts with 2 Faction cards."),
    _rule("MOW-V2V2-2", "MOW 2 vs 2", "After the first-player draw each team picks its Round 1 lead-off; the partner plays the team's Round 8 turn."),
    _rule("MOW-V2V2-3", "MOW 2 vs 2", "The turn order follows the printed chart: T1P1 T2P1 | T1P2 T1P1 | T2P2 T2P1 | ... | T1P2 T2P2."),
    _rule("MOW-SOLO-1", "Mowitaire", "Deal the opponent 15/14/13, 17/16/15 or 19/18/17 cards, 6 to the Afterlife and 8 to Neutral; 8 turns; beat the opponent's side."),
    _rule("MOW-FFA-1", "3 Player FFA", "Three sides; the high card goes first or passes clockwise; the last player must go first; 3 turns per round."),
    _rule("MOW-FFA-2", "3 Player FFA", "A negative movement may push a card toward either opponent."),
    _rule("MOW-FFA-3", "3 Player FFA", "A Faction card's penalty benefits every player it affected."),
    _rule("MOW-COOP-1", "MOW-OP", "Two partners, each with a deck and a side; 2 cards for the first-player draw and 4 more to the Afterlife, 8 to Neutral."),
    _rule("MOW-COOP-2", "MOW-OP", "At the end of round r each side must reach 20/45/70/100/130/160/195/240 points, or both lose."),
    # Rulings of RULINGS.md §1(d)
    _ruling("MOW-AMB-1", "Move Phase", "MOW-AMB-1", "Seven positions per pair of sides; each step moves one position; entering an Allies row is legal and locks the card."),
    _ruling("MOW-AMB-2", "Move Phase", "MOW-AMB-2", "Direction is relative to the board: - moves your card toward Neutral, a Neutral card to the opponent, an opponent card deeper."),
    _ruling("MOW-AMB-3", "Move Phase", "MOW-AMB-3", "The Starting card's movements apply to other cards, never to itself."),
    _ruling("MOW-AMB-4", "Move Phase", "MOW-AMB-4", "The player orders the movement entries and splits their steps; a card may take several steps; one step at a time."),
    _ruling("MOW-AMB-5", "Draw Phase", "MOW-AMB-5", "A Draw-icon card draws when a movement starts it in Neutral and ends outside; crossing does not count; once per card per phase."),
    _ruling("MOW-AMB-6", "End of Turn Phase", "MOW-AMB-6", "Always draw 1, then top up to 3; before a turn add 1 until a Neutral card is selectable."),
    _ruling("MOW-AMB-7", "Faction Phase", "MOW-AMB-7", "Drawing is mandatory; playing is mandatory when any card in hand is playable (option faction_play_optional)."),
    _ruling("MOW-AMB-8", "Golden Rules", "MOW-AMB-8", "Steps tagged against_opponent may be done in part; every other step must be fully possible."),
    _ruling("MOW-AMB-9", "MOW 2 vs 2", "MOW-AMB-9", "The 2 vs 2 chart is used literally; the marker moves after every 2 turns."),
    _ruling("MOW-AMB-10", "MOW 2 vs 2", "MOW-AMB-10", "Each team shares one deck; partners keep their own hands (visible to each other by option)."),
    _ruling("MOW-AMB-11", "3 Player FFA", "MOW-AMB-11", "Three sides around one Neutral; - on a Neutral card goes to the Recruits of an opponent you choose."),
    _ruling("MOW-AMB-12", "Setup 6", "MOW-AMB-12", "The first-player draw compares signed values."),
    _ruling("MOW-AMB-13", "End of Game and Winning", "MOW-AMB-13", "A final tie is a shared result."),
    _ruling("MOW-AMB-14", "Golden Rules", "MOW-AMB-14", "Deferred +/-5 deltas apply only at final scoring; in-game value checks use printed value plus Card Effects."),
    _ruling("MOW-AMB-15", "Faction Card Layout", "MOW-AMB-15", "A Round Effect may be revealed by its owner at any step boundary of any turn and in the End-of-Game round, never inside a step."),
    _ruling("MOW-AMB-16", "MOW-OP", "MOW-AMB-16", "MOW-OP thresholds are compared each round end; the partner's side is the 'opponent'; the draw winner goes first."),
    _ruling("MOW-AMB-17", "End of Turn Phase", "MOW-AMB-17", "No reshuffle of the Afterlife; impossible draws are skipped; if MOW-END-2 cannot be met the game ends at the end of the round."),
    _ruling("MOW-AMB-18", "Mowitaire", "MOW-AMB-18", "Each of the 8 Mowitaire turns is a round; the opponent never acts; a strictly higher score wins."),
    _ruling("MOW-AMB-19", "Faction Cards", "MOW-AMB-19", "A deck may hold Neutral cards of any box; copies are limited by the physical copies of the reference data."),
    # Our own rulings (-R)
    _ruling("MOW-TURN-1-R", "On Your Turn", "ruling of ours", "Only the players named in to_act may act, each on their own decision."),
    _ruling("MOW-SETUP-4-R", "Setup 6; 3 Player FFA", "ruling of ours", "With 3 draws only the players tied for the highest card draw again; a team draws one card for 2 vs 2."),
    _ruling("MOW-DECK-4-R", "Setup 1-2", "ruling of ours (from MOW-DECK-3)", "Action, Epic and Legendary cards of a deck come from one faction box."),
    _ruling("MOW-FACTION-4-R", "Golden Rules", "ruling of ours (with MOW-AMB-8)", "Completability is judged step by step on the position when the card is played or revealed; a step earlier steps made impossible is done as far as it can be."),
    _ruling("MOW-UPTO-1-R", "Faction Card Layout; Golden Rules", "ruling of ours (with MOW-FACTION-4)", "A step printed 'up to N' takes 1 to N targets: after the first its player may stop with pass; the card is playable when 1 target exists."),
    # MOW-EXTRA-1-R, reviewed: the rulebook has no extra turns, so the card's "take another turn" is read as
    # the rulebook reads every turn: four phases, the last its End of Turn phase.  A status "until the end of
    # the next turn" ends at the next End of Turn phase that happens, the extra turn's; the turn order
    # (2 vs 2 chart) shows the rulebook counts turns in sequence, not "the opponent's next turn".  The reasons
    # are in docs/rulings.md (Rulings on the gaps, MOW-EXTRA-1-R).
    _ruling("MOW-EXTRA-1-R", "Phases of Play; End of Game and Winning", "ruling of ours (Time Warp)", "An extra turn is taken by the card's player right after the current turn's End of Turn phase, in the same round (the round marker moves after it) and in the same slot of the turn order; it is a turn: a status 'until the end of the next turn' set before it ends with it, and one 'until the end of the round' lasts through it. One granted with no turn in progress is lost."),
    _ruling("MOW-END-4-R", "End of Game and Winning", "ruling of ours (with MOW-END-4)", "The End-of-Game round is held when any player has an unrevealed Round Effect; a reveal-turn player who can reveal must; the round ends when no one can."),
    _ruling("MOW-SCORE-1-R", "End of Game and Winning", "MOW-AMB-13", "A tie for the highest score is shared by every tied side (MOW-OP: both win or both lose; Mowitaire: a tie is a loss)."),
)

RULE_CODES = frozenset(rule.code for rule in RULES)
_BY_CODE = {rule.code: rule for rule in RULES}


def violation(code: str, message: str, *, path: str = "", hint: str = "") -> Violation:
    """A violation of the catalogued rule ``code``."""
    return Violation(code=code, rule=_BY_CODE[code].section, message=message, path=path, hint=hint)
