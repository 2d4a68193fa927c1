"""The turn machine of Magic Wands: what happens by itself between decisions.

After every decision the engine runs on until someone must decide again: Pass Cards pickers in turn
(MW-PASS-1), Refresh (MW-REFRESH-1), the end trigger and the last turn (MW-END-1), elimination of a player
who cannot buy (MW-PURCHASE-4), and the final scoring (MW-SCORE-1).
"""

from __future__ import annotations

from ..core.game import Event, Result
from . import events as ev
from .cards import Catalogue, HandLimit
from .purchase import has_legal_purchase
from .scoring import final_result
from .state import Card, EndTrigger, Packet, PacketReason, Player, State

BASE_HAND_LIMIT = 8


def hand_limit(catalogue: Catalogue, player: Player) -> int:
    """MW-PASS-2 / MW-WAND-IC: 8, or the largest limit a wand in hand grants (copies do not stack)."""
    limit = BASE_HAND_LIMIT
    for card in player.hand:
        effect = catalogue.wands[card.wand].effect
        if isinstance(effect, HandLimit):
            limit = max(limit, effect.limit)
    return limit


def player_by_id(state: State, player_id: str) -> Player:
    for player in state.players:
        if player.id == player_id:
            return player
    raise KeyError(player_id)


def seat(state: State, player_id: str) -> int:
    for index, player in enumerate(state.players):
        if player.id == player_id:
            return index
    raise KeyError(player_id)


def active_players(state: State) -> list[Player]:
    return [player for player in state.players if not player.eliminated]


def next_active_after(state: State, player_id: str) -> Player:
    """The next active player clockwise (seat order) after ``player_id``."""
    count = len(state.players)
    start = seat(state, player_id)
    for step in range(1, count + 1):
        candidate = state.players[(start + step) % count]
        if not candidate.eliminated:
            return candidate
    raise RuntimeError("no active player")


def next_picker(state: State, source: str, after: str) -> str | None:
    """MW-PASS-1 (MW-AMB-7): the next active player clockwise after ``after`` who takes part in Pass
    Cards: every active player but the source, unless ``purchaser_in_pass_cycle`` is set."""
    count = len(state.players)
    start = seat(state, after)
    include_source = state.options.purchaser_in_pass_cycle
    for step in range(1, count + 1):
        candidate = state.players[(start + step) % count]
        if candidate.eliminated:
            continue
        if candidate.id == source and not include_source:
            continue
        return candidate.id
    return None


def begin_turn(catalogue: Catalogue, state: State, player: Player, events: list[Event]) -> None:
    """Start ``player``'s turn; a player who cannot buy is eliminated at once (MW-PURCHASE-4)."""
    state.turn = player.id
    state.phase = "purchase"
    state.to_act = [player.id]
    state.gap = None
    if not has_legal_purchase(catalogue, state, player):
        eliminate(catalogue, state, player, events)


def eliminate(catalogue: Catalogue, state: State, player: Player, events: list[Event]) -> None:
    player.eliminated = True
    events.append(ev.Eliminated(player=player.id, rule="MW-PURCHASE-4"))
    if len(active_players(state)) <= 1:
        # MW-END-2-R: the game ends at once; the eliminated hand is not passed.
        finish(catalogue, state, "last_player_standing", events)
        return
    cards, player.hand = player.hand, []
    picker = next_picker(state, player.id, player.id)
    start_pass_cards(catalogue, state, player.id, "elimination", cards, picker, events)


def start_pass_cards(
    catalogue: Catalogue,
    state: State,
    source: str,
    reason: PacketReason,
    cards: list[Card],
    picker: str | None,
    events: list[Event],
) -> None:
    if picker is None:
        # Nobody can receive the cards (cannot happen while two players are active): they are discarded.
        state.discard.extend(cards)
        end_pass_cards(catalogue, state, reason, events)
        return
    state.packet = Packet(source=source, reason=reason, cards=cards, picker=picker)
    state.phase = "pass_cards"
    state.to_act = [picker]


def after_pick(catalogue: Catalogue, state: State, picker: str, events: list[Event]) -> None:
    packet = state.packet
    assert packet is not None
    if packet.cards:
        following = next_picker(state, packet.source, picker)
        if following is not None:
            packet.picker = following
            state.to_act = [following]
            return
        state.discard.extend(packet.cards)
    state.packet = None
    end_pass_cards(catalogue, state, packet.reason, events)


def end_pass_cards(catalogue: Catalogue, state: State, reason: PacketReason, events: list[Event]) -> None:
    if reason == "purchase":
        refresh(catalogue, state, events)
    end_turn(catalogue, state, events)


def refresh(catalogue: Catalogue, state: State, events: list[Event]) -> None:
    """MW-REFRESH-1 (MW-AMB-2): the column above the gap drops one row; the deck fills its top cell."""
    gap = state.gap
    state.gap = None
    if gap is None:
        return
    row, col = gap
    market = state.market
    for r in range(row, len(market) - 1):
        market[r][col] = market[r + 1][col]
    top = len(market) - 1
    if state.deck:
        drawn = state.deck.pop(0)
        state.deck_count = len(state.deck)
        market[top][col] = drawn
        events.append(ev.Refreshed(column=col, drawn=drawn))
    else:
        market[top][col] = None
        events.append(ev.Refreshed(column=col, drawn=None))
        trigger_end(state, "market_empty", events)


def trigger_end(state: State, reason: EndTrigger, events: list[Event]) -> None:
    """MW-END-1 (MW-AMB-11): the end is triggered; the last turn is that of the last active player in
    this round's order, the round ending with the player to the right of the Starting Player."""
    if state.end_trigger is not None:
        return
    state.end_trigger = reason
    count = len(state.players)
    first = seat(state, state.starting_player)

    def position(player_id: str) -> int:
        return (seat(state, player_id) - first) % count

    now = position(state.turn)
    candidates = [p for p in active_players(state) if position(p.id) >= now]
    last = max(candidates, key=lambda p: position(p.id))
    state.last_turn = last.id
    events.append(ev.EndTriggered(reason=reason, last_turn=last.id, rule="MW-END-1"))


def end_turn(catalogue: Catalogue, state: State, events: list[Event]) -> None:
    if state.end_trigger is not None and state.turn == state.last_turn:
        finish(catalogue, state, state.end_trigger, events)
        return
    following = next_active_after(state, state.turn)
    state.turn_number += 1
    events.append(ev.Turn(player=following.id, turn_number=state.turn_number))
    begin_turn(catalogue, state, following, events)


def finish(catalogue: Catalogue, state: State, reason: str, events: list[Event]) -> None:
    state.over = True
    state.phase = "over"
    state.to_act = []
    state.packet = None
    state.result = final_result(catalogue, state, reason)
    events.append(ev.GameOver(result=Result(winners=state.result.winners, scores=state.result.scores, reason=reason)))
