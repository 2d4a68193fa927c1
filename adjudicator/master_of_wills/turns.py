"""The turn machine: everything that happens by itself between decisions.

After every decision :func:`settle` runs the game on until someone must decide again: skipped movements
(MOW-MOVE-4), the Draw phase (MOW-DRAW-1), the Faction phase's draw and its end (MOW-FACTION-2, MOW-AMB-7),
the End of Turn refill (MOW-END-1, MOW-END-2, MOW-AMB-6, MOW-AMB-17), expiry of statuses and Round Effects, the round
marker (MOW-END-3, MOW-AMB-9, MOW-AMB-18), the MOW-OP thresholds (MOW-COOP-2), the End-of-Game round (MOW-END-4,
MOW-END-4-R) and the final scoring (MOW-SCORE-1).  Order draws (MOW-SETUP-4, MOW-SETUP-4-R, MOW-AMB-12) live here too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import msgspec

from ..core.game import Event, Result
from . import events as ev
from .board import Board, has_selectable
from .cards import Freeze, Protection, ValueChange
from .effects import draw_faction
from .faction import playable_cards, revealable
from .moves import skip_impossible
from .scoring import coop_missed, final_result, thresholds
from .state import EndGame, OrderChoice, OrderPurpose, Status, Turn, moves_left
from .variants import ROUNDS

T = TypeVar("T")


# -- order draws ----------------------------------------------------------------------------------------------
def order_draw(board: Board, contenders: list[str], events: list[Event], purpose: OrderPurpose) -> str:
    """MOW-SETUP-4: each contender reveals the top Community card; the highest signed value wins
    (MOW-AMB-12); all drawn cards are killed; only those tied for the highest draw again (MOW-SETUP-4-R).
    Should the deck run out, the first remaining contender in seat order wins (MOW-AMB-17)."""
    state = board.state
    while True:
        draws: list[tuple[str, str, int]] = []
        for contender in contenders:
            if not state.community_deck:
                break
            card = state.community_deck.pop(0)
            state.afterlife.append(card)
            draws.append((contender, card, board.cat.community[card].value))
        events.append(ev.OrderDraw(purpose=purpose, draws=list(draws), rule="MOW-SETUP-4"))
        if len(draws) < len(contenders):
            return contenders[0]
        best = max(value for _, _, value in draws)
        top = [contender for contender, _, value in draws if value == best]
        if len(top) == 1:
            return top[0]
        contenders = top


def clockwise_from(order: list[str], first: str) -> list[str]:
    start = order.index(first)
    return order[start:] + order[:start]


def offer_order(board: Board, purpose: OrderPurpose, participants: list[str], events: list[Event]) -> None:
    """Draw for order among ``participants`` (side ids, or player ids for the End-of-Game round) and let the
    winner choose; the others are asked in clockwise order (MOW-FFA-1)."""
    winner = order_draw(board, participants, events, purpose)
    rest = clockwise_from(participants, winner)[1:]
    board.state.order_choice = OrderChoice(purpose=purpose, chooser=winner, queue=rest)


def decide_order(board: Board, go_first: bool, events: list[Event]) -> None:
    """A ``choose_first`` decision: the chooser goes first, or passes to the next one, the last of whom must
    go first (MOW-SETUP-4, MOW-FFA-1, MOW-END-4)."""
    state = board.state
    choice = state.order_choice
    assert choice is not None
    if go_first:
        first = choice.chooser
    else:
        nxt = choice.queue.pop(0)
        if choice.queue:
            choice.chooser = nxt
            events.append(ev.FirstPassed(to=nxt))
            return
        first = nxt
    state.order_choice = None
    events.append(ev.GoesFirst(who=first, purpose=choice.purpose))
    if choice.purpose == "end_game":
        owners = [p.id for p in state.players if _has_pending(board, p.id)]
        state.end_game = EndGame(order=clockwise_from(owners, first))
        return
    if board.variant.teams:
        state.first_team = first
        state.phase = "lead"
        return
    start_game(board, [board.side(side_id).players[0] for side_id in clockwise_from([s.id for s in state.sides], first)], events)


def chart_2v2(board: Board) -> list[str]:
    """MOW-V2V2-3 / MOW-AMB-9: the printed chart, used literally."""
    state = board.state
    assert state.first_team is not None
    t1 = board.side(state.first_team)
    t2 = _first_other(state.sides, t1, key=lambda side: side.id)
    t1p1 = state.leads[t1.id]
    t2p1 = state.leads[t2.id]
    t1p2 = _first_other(t1.players, t1p1)
    t2p2 = _first_other(t2.players, t2p1)
    # The pairs (t1p1, t2p1) (t1p2, t1p1) (t2p2, t2p1) (t1p2, t1p1) (t2p2, t2p1) (t1p2, t1p1) (t2p2, t2p1) (t1p2, t2p2).
    return [t1p1, t2p1, t1p2, t1p1, t2p2, t2p1, t1p2, t1p1, t2p2, t2p1, t1p2, t1p1, t2p2, t2p1, t1p2, t2p2]


def _first_other(items: list[T], this: T, key: Callable[[T], object] | None = None) -> T:
    """The first of ``items`` that is not ``this`` (compared by ``key``); StopIteration when there is none."""
    for item in items:
        if (item != this) if key is None else (key(item) != key(this)):
            return item
    raise StopIteration


def turn_order_for(board: Board, rotation: list[str]) -> list[str]:
    if board.variant.teams:
        return chart_2v2(board)
    return rotation * ROUNDS


def start_game(board: Board, rotation: list[str], events: list[Event]) -> None:
    state = board.state
    state.turn_order = turn_order_for(board, rotation)
    state.turn_index = 0
    events.append(ev.TurnOrder(order=list(state.turn_order)))
    begin_turn(board, events)


# -- turns ----------------------------------------------------------------------------------------------------
def begin_turn(board: Board, events: list[Event], extra_for: str | None = None) -> None:
    """Start the turn at ``turn_index`` (or the extra turn of ``extra_for``, MOW-EXTRA-1-R); MOW-END-2 /
    MOW-AMB-6: add 1 card until a Neutral card is selectable.  If none can be (MOW-AMB-17) the turn is skipped
    and the game ends with the round."""
    state = board.state
    per_round = board.variant.turns_per_round
    state.round = state.turn_index // per_round + 1
    player_id = extra_for if extra_for is not None else state.turn_order[state.turn_index]
    state.turn = Turn(player=player_id) if extra_for is None else Turn(player=player_id, extra=True)
    state.phase = "move"
    while not has_selectable(board):
        if board.draw_to_neutral(events, "MOW-END-2") is None:
            break
    if not has_selectable(board):
        state.ending = True
        events.append(ev.TurnSkipped(player=player_id, rule="MOW-AMB-17"))
        end_turn(board, events, played=False)
        return
    events.append(ev.Turn(player=player_id, round=state.round, turn_index=state.turn_index))


def end_move_phase(board: Board, events: list[Event]) -> None:
    """MOW-DRAW-1: the Draw icons of the cards moved out of Neutral; then MOW-FACTION-1/-2 or End of Turn."""
    state = board.state
    turn = state.turn
    assert turn is not None
    draws = 0
    if turn.exits:
        community = board.cat.community
        for card in turn.exits:
            draws += community[card].draw_icons
    events.append(ev.MovePhaseDone(draws=draws))
    for _ in range(draws):
        board.draw_to_neutral(events, "MOW-DRAW-1")
    turn.exits = []
    turn.entered = []
    if not turn.faction:
        end_turn(board, events)
        return
    state.phase = "faction"
    draw_faction(board, turn.player, 1, events, "MOW-FACTION-2")
    turn.plays = 1


def faction_waiting(board: Board, events: list[Event]) -> bool:
    """Is the Faction phase waiting for a play?  Otherwise it ends (MOW-AMB-7: no playable card)."""
    turn = board.state.turn
    assert turn is not None
    while turn.plays > 0:
        if playable_cards(board, turn):
            return True
        if turn.must_play is not None:
            # The card Instant Play drew cannot be played: it stays in hand (MOW-FACTION-4).
            events.append(ev.InstantPlayKept(player=turn.player, rule="MOW-FACTION-4"))
            turn.must_play = None
            turn.plays -= 1
            continue
        if not turn.bonus:
            events.append(ev.NoPlayableCard(player=turn.player, rule="MOW-AMB-7"))
        turn.plays = 0
        turn.bonus = False
    return False


def end_turn(board: Board, events: list[Event], *, played: bool = True) -> None:
    """MOW-END-1: draw 1, top up to 3; expiry; the round marker (MOW-END-3); the next turn or the end."""
    state = board.state
    turn = state.turn
    assert turn is not None
    if played:
        board.draw_to_neutral(events, "MOW-END-1")
        while len(state.neutral) < 3:
            if board.draw_to_neutral(events, "MOW-END-1") is None:
                break
        board.player(turn.player).turns_taken += 1
    extra = state.extra_turns
    expire(board, state.turn_index, extra_follows=not isinstance(extra, msgspec.UnsetType))
    state.turn = None
    if not isinstance(extra, msgspec.UnsetType):
        # MOW-EXTRA-1-R: an extra turn follows the turn that granted it, in the same round, before the
        # round marker moves; it shares that turn's index in the turn order, and it is a turn: the next
        # turn for the statuses that count turns (expire).
        player_id = extra.pop(0)
        if not extra:
            state.extra_turns = msgspec.UNSET
        begin_turn(board, events, extra_for=player_id)
        return
    per_round = board.variant.turns_per_round
    if (state.turn_index + 1) % per_round == 0:
        round_over(board, events)
        if state.over:
            return
        if state.ending or state.turn_index + 1 >= len(state.turn_order):
            start_end_game(board, events)
            return
    state.turn_index += 1
    begin_turn(board, events)


def expire(board: Board, turn_index: int, *, extra_follows: bool = False) -> None:
    """The end of the turn at ``turn_index``: the statuses that last until it end (``until_turn``).

    MOW-EXTRA-1-R, when an extra turn follows (it shares this turn index): the extra turn is the next turn
    and lies in this round.  A status "until the end of the next turn" set at this index (``until_turn`` is
    the next index) ends with the extra turn instead (its ``until_turn`` becomes this index, which the end
    of the extra turn reaches); a status "until the end of the round" that ends with this turn lasts
    through the extra turn.  Without extra turns nothing differs, so states without them are unchanged.
    """
    statuses = board.state.statuses
    for card in list(statuses):
        kept = []
        for status in statuses[card]:
            if status.until_turn < 0 or status.until_turn > turn_index:
                if extra_follows and status.until_turn == turn_index + 1 and _duration(board, status) == "end_of_next_turn":
                    status.until_turn = turn_index
                kept.append(status)
            elif extra_follows and status.until_turn == turn_index and _duration(board, status) == "end_of_round":
                kept.append(status)
        if kept:
            statuses[card] = kept
        else:
            del statuses[card]


_DEFAULT_DURATION = {"freeze": "end_of_next_turn", "protect": "end_of_round", "value": "permanent"}


def _duration(board: Board, status: Status) -> str:
    """How long a timed status lasts (``end_of_next_turn`` or ``end_of_round``), as the step of its source card
    that gives statuses of its kind says; a status the source card does not give itself (a copied step,
    MOW-FACTION-6) takes the default duration of its kind, which is what a copyable step has."""
    card = board.cat.faction.get(status.source.partition("#")[0])
    kinds = {"freeze": Freeze, "protect": Protection, "value": ValueChange}
    if card is not None:
        for step in card.steps:
            if isinstance(step, kinds[status.kind]):
                return str(step.until)
    return _DEFAULT_DURATION[status.kind]


def round_over(board: Board, events: list[Event]) -> None:
    """End of a round: the MOW-OP check (rounds 1-7; round 8 after the End-of-Game round), then the
    face-up Round Effects that wait for nothing leave play (they are short-lived, MOW-FACTION-3)."""
    state = board.state
    events.append(ev.RoundOver(round=state.round, rule="MOW-END-3"))
    if board.variant.coop and state.round < ROUNDS and not state.ending:
        missed = coop_missed(board, state.round)
        if missed:
            finish(board, events, f"MOW-COOP-2: round {state.round} needs {thresholds(board)[state.round - 1]} on each side; missed by {', '.join(missed)}", coop_lost=True)
            return
    for side in state.sides:
        for slot in [s for s in side.round_effects if not s.pending]:
            side.round_effects.remove(slot)
            board.discard_faction(slot.card, events)


# -- the End-of-Game round (MOW-END-4) -------------------------------------------------------------------------
def _has_pending(board: Board, player_id: str) -> bool:
    return any(slot.player == player_id and slot.pending for side in board.state.sides for slot in side.round_effects)


def start_end_game(board: Board, events: list[Event]) -> None:
    state = board.state
    owners = [player.id for player in state.players if _has_pending(board, player.id)]
    if not owners:
        finish(board, events, "completed")
        return
    state.phase = "end_game"
    events.append(ev.EndGameRound(players=owners, rule="MOW-END-4"))
    if len(owners) == 1:
        state.end_game = EndGame(order=owners)
    else:
        offer_order(board, "end_game", owners, events)


def end_game_waiting(board: Board, events: list[Event]) -> bool:
    state = board.state
    game_end = state.end_game
    if game_end is None:
        return True
    while game_end.passes < len(game_end.order):
        player_id = game_end.order[game_end.current]
        if revealable(board, player_id):
            return True
        events.append(ev.EndGamePass(player=player_id, rule="MOW-END-4"))
        game_end.passes += 1
        game_end.current = (game_end.current + 1) % len(game_end.order)
    finish(board, events, "completed")
    return False


def finish(board: Board, events: list[Event], reason: str, *, coop_lost: bool | None = None) -> None:
    """MOW-SCORE-1: the final scores and the result."""
    state = board.state
    if coop_lost is None:
        coop_lost = board.variant.coop and bool(coop_missed(board, state.round))
        if coop_lost:
            reason = f"MOW-COOP-2: round {state.round} needs {thresholds(board)[state.round - 1]} on each side"
    result, side_scores = final_result(board, reason, coop_lost=coop_lost)
    state.result = result
    state.side_scores = side_scores
    state.over = True
    state.phase = "over"
    state.turn = None
    state.resolution = None
    state.end_game = None
    state.order_choice = None
    state.to_act = []
    events.append(ev.GameOver(result=Result(winners=result.winners, scores=result.scores, reason=result.reason), side_scores=side_scores))


# -- settling -------------------------------------------------------------------------------------------------
def settle(board: Board, events: list[Event]) -> None:
    """Run the automatic transitions until a decision is due, then say who may act."""
    state = board.state
    while not state.over and state.resolution is None:
        turn = state.turn
        if state.phase == "move" and turn is not None and turn.starting is None and not has_selectable(board):
            # MOW-END-2: a reveal at the turn's first step boundary may have left no selectable card.
            if board.draw_to_neutral(events, "MOW-END-2") is None:
                state.ending = True
                events.append(ev.TurnSkipped(player=turn.player, rule="MOW-AMB-17"))
                end_turn(board, events, played=False)
            continue
        if state.phase == "move" and turn is not None and turn.starting is not None:
            skip_impossible(board, turn, events)
            if moves_left(turn):
                break
            end_move_phase(board, events)
            continue
        if state.phase == "faction" and turn is not None:
            if faction_waiting(board, events):
                break
            end_turn(board, events)
            continue
        if state.phase == "end_game" and state.order_choice is None:
            if end_game_waiting(board, events):
                break
            continue
        break
    prune_known(board)
    state.to_act = to_act(board)


def prune_known(board: Board) -> None:
    """Spy knowledge lasts while the card stays in the hand it was seen in."""
    state = board.state
    if not state.known:
        return
    in_hands = {card: player.id for player in state.players for card in player.hand}
    for viewer in list(state.known):
        kept = [card for card in state.known[viewer] if in_hands.get(card, viewer) != viewer]
        if kept:
            state.known[viewer] = kept
        else:
            del state.known[viewer]


def to_act(board: Board) -> list[str]:
    """Who may act now (MOW-TURN-1-R): the decision maker, and in a turn every player who may reveal a
    Round Effect at this step boundary (MOW-AMB-15)."""
    state = board.state
    if state.over:
        return []
    if state.resolution is not None:
        return [state.resolution.player]
    choice = state.order_choice
    if choice is not None:
        if choice.purpose == "end_game":
            return [choice.chooser]
        return list(board.side(choice.chooser).players)
    if state.phase == "lead":
        return [p.id for p in state.players if p.side not in state.leads]
    if state.phase == "end_game":
        game_end = state.end_game
        return [game_end.order[game_end.current]] if game_end is not None else []
    turn = state.turn
    if turn is None:
        return []
    acting = [turn.player]
    for side in state.sides:
        for slot in side.round_effects:
            if slot.pending:
                # Someone may be able to reveal a Round Effect at this step boundary.
                acting.extend(p.id for p in state.players if p.id != turn.player and revealable(board, p.id))
                return acting
    return acting
