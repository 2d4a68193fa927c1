"""Building Magic Wands positions for rule tests by swapping cards (so cards stay conserved)."""

from __future__ import annotations

from typing import Any

from adjudicator.magic_wands import GAME
from adjudicator.magic_wands.state import Card, PassPick, Purchase, State

G = GAME


def new_game(players: int = 3, seed: str = "rules", **options: Any) -> State:
    return G.setup(None, [f"p{i}" for i in range(players)], seed, options or None)


def _slots(state: State):  # type: ignore[no-untyped-def]
    for player in state.players:
        yield player.hand
    yield from state.market
    yield state.deck
    yield state.discard
    if state.packet is not None:
        yield state.packet.cards


def locate(state: State, card_id: str) -> tuple[list[Card | None], int]:
    for container in _slots(state):
        for index, card in enumerate(container):
            if card is not None and card.id == card_id:
                return container, index
    raise KeyError(card_id)


def swap(state: State, a: str, b: str) -> None:
    """Exchange the places of cards ``a`` and ``b``."""
    ca, ia = locate(state, a)
    cb, ib = locate(state, b)
    ca[ia], cb[ib] = cb[ib], ca[ia]


def deck_card(state: State, wand: str) -> str:
    """The id of a copy of ``wand`` that sits in the deck (to swap into place)."""
    for card in state.deck:
        if card.wand == wand:
            return card.id
    raise KeyError(f"no {wand} in the deck")


def anywhere(state: State, wand: str, *, exclude: set[str] = frozenset()) -> str:  # type: ignore[assignment]
    for container in _slots(state):
        for card in container:
            if card is not None and card.wand == wand and card.id not in exclude:
                return card.id
    raise KeyError(wand)


def place_market(state: State, row: int, col: int, wand: str) -> str:
    """Put a copy of ``wand`` (from wherever it is, hands excluded) into market cell (row, col)."""
    target = state.market[row][col]
    assert target is not None
    if target.wand == wand:
        return target.id
    card_id = next(
        c.id
        for container in [state.deck, state.discard, *state.market]
        for c in container
        if c is not None and c.wand == wand and c.id != target.id
    )
    swap(state, target.id, card_id)
    return card_id


def set_hand(state: State, player: int, wands: list[str]) -> list[str]:
    """Make player ``player``'s hand exactly ``wands`` (swapping with deck cards; size may change)."""
    hand = state.players[player].hand
    ids: list[str] = []
    # Grow or shrink the hand by moving cards between it and the deck.
    while len(hand) < len(wands):
        hand.append(state.deck.pop())
    while len(hand) > len(wands):
        state.deck.append(hand.pop())
    state.deck_count = len(state.deck)
    for index, wand in enumerate(wands):
        if hand[index].wand == wand:
            ids.append(hand[index].id)
            continue
        sources = [state.deck, state.discard, *[p.hand for j, p in enumerate(state.players) if j != player], *state.market]
        other = next(c.id for container in sources for c in container if c is not None and c.wand == wand)
        swap(state, hand[index].id, other)
        ids.append(hand[index].id)
    return ids


def turn_to(state: State, player: int) -> None:
    pid = state.players[player].id
    state.turn = pid
    state.to_act = [pid]


def buy(player: str, wand: str, pay: list[str]) -> Purchase:
    return Purchase(player=player, wand=wand, pay=pay)


def pick(player: str, card: str, keep: bool = True) -> PassPick:
    return PassPick(player=player, card=card, keep=keep)
