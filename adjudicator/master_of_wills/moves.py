"""The Move phase: the Starting card and each single-row movement step (MOW-MOVE-1, MOW-MOVE-2, MOW-MOVE-3, MOW-MOVE-4, MOW-MOVE-5, MOW-AMB-1, MOW-AMB-2, MOW-AMB-3, MOW-AMB-4, MOW-AMB-11).

One function per action decides legality (:func:`check_choose_starting`, :func:`check_move`); the legal-action
lists are built from the same predicates (:func:`eligible`, :func:`starting_candidates`), so ``verify`` and
``legal_actions`` cannot disagree.  Entries with no eligible card left are skipped automatically
(:func:`skip_impossible`, MOW-MOVE-4): a player never skips a step that could be made.
"""

from __future__ import annotations

from ..core.errors import Violation
from ..core.game import Event
from . import events as ev
from .board import NEUTRAL, Board, Place, only_values, selectable
from .rules import violation
from .state import ChooseStarting, MoveStep, PendingMove, Turn

BOARD_ROWS = ("recruits", "loyalists")


def eligible(board: Board, turn: Turn, sector: str) -> list[tuple[str, Place]]:
    """Cards of ``sector`` one movement step may move: on the board (Neutral, Recruits, Loyalists), not the
    Starting card itself (MOW-AMB-3), neither locked in Allies nor protected or frozen (MOW-MOVE-5)."""
    of_sector = board.cat.by_sector.get(sector, frozenset())
    statuses = board.state.statuses
    starting = turn.starting
    found: list[tuple[str, Place]] = []
    for place, cards in _board_rows(board):
        if of_sector.isdisjoint(cards):
            continue
        for card in cards:
            if card in of_sector and card != starting:
                marks = statuses.get(card)
                if marks is None or only_values(marks):
                    found.append((card, place))
    return found


def any_eligible(board: Board, turn: Turn, sector: str, rows: list[list[str]] | None = None) -> bool:
    """``bool(eligible(board, turn, sector))``, stopping at the first card (``rows``: :func:`board_lists`)."""
    of_sector = board.cat.by_sector.get(sector, frozenset())
    statuses = board.state.statuses
    starting = turn.starting
    for cards in rows if rows is not None else board_lists(board):
        if of_sector.isdisjoint(cards):
            continue
        for card in cards:
            if card in of_sector and card != starting:
                marks = statuses.get(card)
                if marks is None or only_values(marks):
                    return True
    return False


def _board_rows(board: Board) -> list[tuple[Place, list[str]]]:
    """The Neutral area, then each side's Recruits and Loyalists, with their cards."""
    rows: list[tuple[Place, list[str]]] = [((None, NEUTRAL), board.state.neutral)]
    for side in board.state.sides:
        rows.append(((side.id, "recruits"), side.recruits))
        rows.append(((side.id, "loyalists"), side.loyalists))
    return rows


def board_lists(board: Board) -> list[list[str]]:
    """The cards of :func:`_board_rows`, without the places."""
    rows = [board.state.neutral]
    for side in board.state.sides:
        rows.append(side.recruits)
        rows.append(side.loyalists)
    return rows


def starting_candidates(board: Board) -> list[str]:
    return selectable(board)


def check_choose_starting(board: Board, turn: Turn, action: ChooseStarting) -> Violation | None:
    """MOW-MOVE-1: one card of the Neutral area, once per turn; MOW-MOVE-5: not a frozen or protected one."""
    if turn.starting is not None:
        return violation("MOW-MOVE-1", f"the Starting card of this turn is already {turn.starting}", path="/action/type")
    if action.card not in board.state.neutral:
        return violation("MOW-MOVE-1", "that card is not in the Neutral area", path="/action/card",
                         hint="choose the Starting card among the Neutral area cards")
    if board.is_protected_or_frozen(action.card):
        return violation("MOW-MOVE-5", f"{action.card} is protected or frozen: it cannot be moved", path="/action/card")
    return None


def apply_choose_starting(board: Board, turn: Turn, action: ChooseStarting, events: list[Event]) -> None:
    card = board.cat.community[action.card]
    own = board.player_by_id[turn.player].side
    target: Place = (own, card.start_row)
    board.relocate(card.id, (None, NEUTRAL), target, turn.exits, turn.entered)
    turn.starting = card.id
    turn.faction = card.faction_icon
    turn.moves = [PendingMove(m.sector, m.delta) for m in card.movements]
    events.append(ev.StartingCard(player=turn.player, card=card.id, to=list(target)))


def check_move(board: Board, turn: Turn, action: MoveStep) -> Violation | None:
    """MOW-MOVE-2, MOW-MOVE-3, MOW-MOVE-4, MOW-MOVE-5, MOW-AMB-1, MOW-AMB-2, MOW-AMB-3, MOW-AMB-4, MOW-FFA-2: one step of a movement entry on an eligible card."""
    if turn.starting is None:
        return violation("MOW-MOVE-1", "choose the Starting card before moving other cards", path="/action/type")
    if action.entry >= len(turn.moves) or turn.moves[action.entry].delta == 0:
        return violation("MOW-MOVE-2", f"movement {action.entry} of {turn.starting} has no step left", path="/action/entry")
    entry = turn.moves[action.entry]
    if action.card == turn.starting:
        return violation("MOW-AMB-3", "the Starting card's movements move other cards, never itself", path="/action/card")
    place = board.where(action.card)
    if place is None:
        return violation("MOW-MOVE-2", "that card is not on the board", path="/action/card")
    if board.cat.community[action.card].sector != entry.sector:
        return violation("MOW-MOVE-2", f"movement {action.entry} moves {entry.sector} cards; {action.card} is not one",
                         path="/action/card")
    if place[1] == "allies":
        return violation("MOW-MOVE-5", f"{action.card} is in Allies: it is locked", path="/action/card")
    if board.is_protected_or_frozen(action.card):
        return violation("MOW-MOVE-5", f"{action.card} is protected or frozen: it cannot be moved", path="/action/card")
    direction = 1 if entry.delta > 0 else -1
    own = board.player_by_id[turn.player].side
    if board.needs_toward(place, direction):
        if action.toward is None or action.toward not in {side.id for side in board.opponents(own)}:
            return violation("MOW-FFA-2", "a - step out of the Neutral area names the opponent side it goes to",
                             path="/action/toward", hint=f"toward one of {[s.id for s in board.opponents(own)]}")
    elif action.toward is not None:
        return violation("MOW-FFA-2", "toward is only given for a - step out of the Neutral area with three sides",
                         path="/action/toward")
    return None


def apply_move(board: Board, turn: Turn, action: MoveStep, events: list[Event]) -> None:
    entry = turn.moves[action.entry]
    direction = 1 if entry.delta > 0 else -1
    own = board.player_by_id[turn.player].side
    place = board.where(action.card)
    assert place is not None
    toward = action.toward
    if not toward and place[0] is None and direction < 0:
        toward = board.default_toward(own)  # only a - step out of Neutral goes toward a side
    target = board.step_place(place, own, direction, toward)
    board.relocate(action.card, place, target, turn.exits, turn.entered)
    entry.delta -= direction
    events.append(ev.Moved(card=action.card, from_=list(place), to=list(target), entry=action.entry))


def skip_impossible(board: Board, turn: Turn, events: list[Event]) -> None:
    """MOW-MOVE-4: the steps of a movement with no eligible card left are skipped."""
    rows = None
    for index, entry in enumerate(turn.moves):
        if entry.delta == 0:
            continue
        if rows is None:
            rows = board_lists(board)
        if not any_eligible(board, turn, entry.sector, rows):
            events.append(ev.MovementSkipped(entry=index, sector=entry.sector, steps=abs(entry.delta), rule="MOW-MOVE-4"))
            entry.delta = 0


def legal_moves(board: Board, turn: Turn) -> list[MoveStep]:
    own = board.player_by_id[turn.player].side
    actions: list[MoveStep] = []
    for index, entry in enumerate(turn.moves):
        if entry.delta == 0:
            continue
        direction = 1 if entry.delta > 0 else -1
        for card, place in eligible(board, turn, entry.sector):
            if board.needs_toward(place, direction):
                actions.extend(MoveStep(player=turn.player, entry=index, card=card, toward=o.id) for o in board.opponents(own))
            else:
                actions.append(MoveStep(player=turn.player, entry=index, card=card))
    return actions
