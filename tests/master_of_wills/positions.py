"""Constructed positions for the Master of Wills tests.

Every helper keeps the state consistent (cards are moved, never made or lost) and ends with
:func:`refresh`, which recomputes ``to_act`` and runs the engine's forged-state check, so a test can only
build positions the engine accepts as real.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.codec import clone, convert
from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.cards import reference_catalogue
from adjudicator.master_of_wills.state import Action, PendingMove, State, Turn
from adjudicator.master_of_wills.turns import to_act

CAT = reference_catalogue()
PLAYERS = {
    "standard": ["ann", "bob"],
    "2v2": ["ann", "bob", "cat", "dan"],
    "ffa3": ["ann", "bob", "cat"],
    "mowitaire": ["ann"],
    "mow-op": ["ann", "bob"],
}


def started(variant: str = "standard", seed: str = "pos", options: dict[str, Any] | None = None,
            decks: dict[str, Any] | None = None) -> State:
    """A game set up and past the order choices (the draw winner goes first; 2 vs 2: first-listed leads)."""
    state = GAME.setup(variant, PLAYERS[variant], seed, options, decks)
    while state.phase in ("first_player", "lead"):
        state = GAME.adjudicate(state, GAME.legal_actions(state)[0]).state
    return state


def act(state: State, action: dict[str, Any] | Action) -> tuple[State, list[dict[str, Any]]]:
    """Apply a legal action (asserting it is legal); returns the next state and the events."""
    decoded = GAME.decode_action(action) if isinstance(action, dict) else action
    result = GAME.adjudicate(state, decoded)
    assert result.valid, result.violation
    return result.state, result.events


def refused(state: State, action: dict[str, Any]) -> str:
    """The violation code of an illegal action (asserting it is refused and not listed as legal)."""
    decoded = GAME.decode_action(action)
    violation = GAME.verify(state, decoded)
    assert violation is not None, f"{action} was accepted"
    assert decoded not in GAME.legal_actions(state), "a refused action is listed as legal"
    assert violation.code in {rule.code for rule in GAME.rules}
    return violation.code


def refresh(state: State) -> State:
    state.to_act = to_act(Board(CAT, state))
    GAME.check(state)
    return state


# -- moving cards around ---------------------------------------------------------------------------------
def _lists(state: State) -> list[list[str]]:
    lists = [state.neutral, state.community_deck, state.afterlife]
    for side in state.sides:
        lists += [side.recruits, side.loyalists, side.allies]
    return lists


def put(state: State, card: str, zone: str, side: str | None = None, *, top: bool = False) -> None:
    """Move Community card ``card`` to ``zone`` (neutral, deck, afterlife, or a row of ``side``)."""
    for cards in _lists(state):
        if card in cards:
            cards.remove(card)
            break
    else:
        raise AssertionError(f"{card} not found in a list")
    if zone == "neutral":
        target = state.neutral
    elif zone == "deck":
        target = state.community_deck
    elif zone == "afterlife":
        target = state.afterlife
    else:
        assert side is not None
        target = getattr(next(s for s in state.sides if s.id == side), zone)
    if top:
        target.insert(0, card)
    else:
        target.append(card)


def clear(state: State, zone: str, side: str | None = None, to: str = "afterlife") -> None:
    source = state.neutral if zone == "neutral" else getattr(next(s for s in state.sides if s.id == side), zone)
    for card in list(source):
        put(state, card, to)


def find(sector: str | None = None, *, value: int | None = None, min_value: int | None = None,
         max_value: int | None = None, start_row: str | None = None, faction_icon: bool | None = None,
         draw_icons: int | None = None, exclude: tuple[str, ...] = ()) -> list[str]:
    """Community card ids matching the printed facts, in catalogue order."""
    out = []
    for card in CAT.community.values():
        if card.id in exclude:
            continue
        if sector is not None and card.sector != sector:
            continue
        if value is not None and card.value != value:
            continue
        if min_value is not None and card.value < min_value:
            continue
        if max_value is not None and card.value > max_value:
            continue
        if start_row is not None and card.start_row != start_row:
            continue
        if faction_icon is not None and card.faction_icon != faction_icon:
            continue
        if draw_icons is not None and card.draw_icons != draw_icons:
            continue
        out.append(card.id)
    return out


def side_number(state: State, side_id: str) -> int:
    return [s.id for s in state.sides].index(side_id) + 1


def instance_of(state: State, player: str, card_id: str) -> str:
    """Put a copy of Faction card ``card_id`` into ``player``'s side: it replaces a deck card (the deck keeps
    its size).  Returns the instance id; the card is left on top of the side's deck."""
    pl = next(p for p in state.players if p.id == player)
    side = next(s for s in state.sides if s.id == pl.side)
    number = side_number(state, side.id)
    used = set(side.faction_deck) | set(side.faction_discard) | {c for p in state.players for c in p.hand}
    for s in state.sides:
        used.update(slot.card for slot in s.round_effects)
        used.update(slot.card for slot in (s.lasting_recruits, s.lasting_loyalists) if slot is not None)
    used.update(a.card for a in state.attachments)
    for copy in range(1, CAT.faction[card_id].copies + 1):
        instance = f"{card_id}#{number}.{copy}"
        if instance in side.faction_deck:
            side.faction_deck.remove(instance)
            side.faction_deck.insert(0, instance)
            return instance
        if instance not in used:
            victim = next(c for c in reversed(side.faction_deck))
            side.faction_deck.remove(victim)
            side.faction_deck.insert(0, instance)
            return instance
    raise AssertionError(f"no free copy of {card_id} for {player}")


def set_hand(state: State, player: str, cards: list[str]) -> list[str]:
    """Give ``player`` exactly these Faction cards (ids); the old hand goes back under the deck."""
    pl = next(p for p in state.players if p.id == player)
    side = next(s for s in state.sides if s.id == pl.side)
    side.faction_deck.extend(pl.hand)
    pl.hand = []
    instances = []
    for card_id in cards:
        instance = instance_of(state, player, card_id)
        side.faction_deck.remove(instance)
        instances.append(instance)
    pl.hand = instances
    pl.turns_taken = max(pl.turns_taken, 1)
    pl.drawn = pl.played + len(pl.hand)
    start = 2 if state.variant == "2v2" else 3
    if pl.drawn < start:
        pl.played += start - pl.drawn
        pl.drawn = start
    return instances


def _index(state: State, player: str, at: int | None) -> int:
    if at is None:
        return next(i for i, p in enumerate(state.turn_order) if p == player)
    assert state.turn_order[at] == player
    return at


def faction_phase(state: State, player: str, hand: list[str], *, starting: str | None = None,
                  at: int | None = None) -> tuple[State, list[str]]:
    """``player``'s Faction phase (their first turn, or turn index ``at``), with exactly ``hand`` in hand and
    one play left."""
    state = clone(state)
    index = _index(state, player, at)
    state.turn_index = index
    state.round = 1 + index // {"standard": 2, "2v2": 2, "ffa3": 3, "mowitaire": 1, "mow-op": 2}[state.variant]
    pl = next(p for p in state.players if p.id == player)
    if starting is None:
        starting = next(c for c in state.community_deck if CAT.community[c].faction_icon)
    put(state, starting, CAT.community[starting].start_row, pl.side)
    moves = [PendingMove(m.sector, 0) for m in CAT.community[starting].movements]
    state.turn = Turn(player=player, starting=starting, faction=True, plays=1, moves=moves)
    state.phase = "faction"
    for other in state.players:
        other.turns_taken = max(other.turns_taken, 1)
    instances = set_hand(state, player, hand)
    return refresh(state), instances


def move_phase(state: State, player: str, at: int | None = None) -> State:
    """``player``'s turn (their first, or turn index ``at``), before the Starting card."""
    state = clone(state)
    index = _index(state, player, at)
    state.turn_index = index
    state.round = 1 + index // {"standard": 2, "2v2": 2, "ffa3": 3, "mowitaire": 1, "mow-op": 2}[state.variant]
    state.turn = Turn(player=player)
    state.phase = "move"
    for other in state.players:
        other.turns_taken = max(other.turns_taken, 1)
    return refresh(state)


def decode(state_json: dict[str, Any]) -> State:
    return convert(state_json, State)


def single_entry(sign: int, min_abs: int = 1, *, own_sector: bool = False) -> tuple[str, str, int]:
    """A Community card with exactly one movement of the given sign (and size), not naming its own sector
    unless ``own_sector``."""
    for card in CAT.community.values():
        if len(card.movements) != 1:
            continue
        move = card.movements[0]
        if (move.delta > 0) == (sign > 0) and abs(move.delta) >= min_abs and (move.sector == card.sector) == own_sector:
            return card.id, move.sector, move.delta
    raise AssertionError("no such card")


def board_without(state, sector, keep=()):
    """Send every card of ``sector`` on the board (Allies too) to the Afterlife, except ``keep``."""
    for side in state.sides:
        for row in ("recruits", "loyalists", "allies"):
            for card in list(getattr(side, row)):
                if CAT.community[card].sector == sector and card not in keep:
                    put(state, card, "afterlife")
    for card in list(state.neutral):
        if CAT.community[card].sector == sector and card not in keep:
            put(state, card, "afterlife")


def round_effect(state: State, player: str, card_id: str, *, face_up: bool = False, pending: bool = True,
                 armed: bool = False) -> str:
    """Lay Faction card ``card_id`` in ``player``'s Round Effect space (taken from the side's deck)."""
    from adjudicator.master_of_wills.state import RoundEffectSlot

    instance = instance_of(state, player, card_id)
    pl = next(p for p in state.players if p.id == player)
    side = next(s for s in state.sides if s.id == pl.side)
    side.faction_deck.remove(instance)
    side.round_effects.append(RoundEffectSlot(card=instance, player=player, face_up=face_up, pending=pending, armed=armed))
    return instance


def lasting(state: State, player: str, card_id: str, side_id: str, row: str, marker: str | None = None) -> str:
    from adjudicator.master_of_wills.state import LastingSlot

    instance = instance_of(state, player, card_id)
    pl = next(p for p in state.players if p.id == player)
    next(s for s in state.sides if s.id == pl.side).faction_deck.remove(instance)
    if marker is not None:
        for cards in _lists(state):
            if marker in cards:
                cards.remove(marker)
    setattr(next(s for s in state.sides if s.id == side_id), f"lasting_{row}", LastingSlot(card=instance, player=player, marker=marker))
    return instance


def attach(state: State, player: str, card_id: str, target: str, delta: int = 0, protect: bool = False) -> str:
    """A Card Effect behind ``target`` with its statuses (value ``delta``, protection) while it stays."""
    from adjudicator.master_of_wills.state import Attachment, Status

    instance = instance_of(state, player, card_id)
    pl = next(p for p in state.players if p.id == player)
    next(s for s in state.sides if s.id == pl.side).faction_deck.remove(instance)
    state.attachments.append(Attachment(card=instance, player=player, target=target))
    if delta:
        state.statuses.setdefault(target, []).append(Status(kind="value", source=instance, delta=delta, while_source=True))
    if protect:
        state.statuses.setdefault(target, []).append(Status(kind="protect", source=instance, while_source=True))
    return instance


def quiet_start(draw_icons: int = 0, faction_icon: bool = False) -> str:
    """A Starting card whose movements can be skipped once :func:`clear_sectors` ran for it."""
    return next(c.id for c in CAT.community.values() if c.draw_icons == draw_icons and c.faction_icon == faction_icon
                and c.sector not in {m.sector for m in c.movements})


def clear_sectors(state: State, start: str) -> None:
    """Take every card of the Starting card's movement sectors off the board, and put ``start`` in Neutral."""
    for move in CAT.community[start].movements:
        board_without(state, move.sector, keep=(start,))
    put(state, start, "neutral")


def set_with_unsupported_card(card_id: str = "MOW-F-AGD-L-03") -> str:
    """The digest of the reference set with ``card_id`` marked unsupported (MOW-FACTION-7 tests: no reference
    card is unsupported since extra turns joined the vocabulary)."""
    import msgspec

    from adjudicator.master_of_wills.cards import reference_card_set, validate_card_set

    data = msgspec.to_builtins(reference_card_set())
    for card in data["factions"]:
        if card["id"] == card_id:
            card["steps"] = []
            card["unsupported"] = "not supported at this table"
    _, summary, problems = validate_card_set(data)
    assert problems == [], problems
    digest: str = summary["digest"]
    return digest
