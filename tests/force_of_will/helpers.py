"""Scenario builders for the Force of Will tests: a game with every card of the reference pool in both
decks, arranged by moving card instances between zones (so cards stay conserved and every arranged
state passes the consistency check)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import reference_catalogue
from adjudicator.force_of_will.state import Entity, StandbyCard, State

MAIN_TYPES = ("resonator", "chant", "addition", "regalia")


def full_deck(ruler: str) -> dict[str, Any]:
    cat = reference_catalogue()
    main = {card.id: 1 for card in cat.card_set.cards if card.type in MAIN_TYPES}
    main["TST-R01"] = 2
    main["TST-R11"] = 2
    stones = {"TST-ST-W": 2, "TST-ST-R": 2, "TST-ST-U": 2, "TST-ST-G": 2, "TST-ST-B": 2, "TST-ST-D": 2}
    return {"ruler": ruler, "main": main, "stones": stones, "sideboard": {"TST-C12": 1}}


TEST_DECKS = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}


def seed_with_first(first: str, players: tuple[str, str] = ("ann", "bob")) -> str:
    for n in range(100):
        seed = f"scenario-{n}"
        if GAME.setup(None, list(players), seed, None, TEST_DECKS).first_player == first:
            return seed
    raise AssertionError("no seed")


ANN_FIRST = seed_with_first("ann")


def act(state: State, action: dict[str, Any]) -> State:
    """Apply ``action`` (must be legal) and return the new state."""
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state


def code_of(state: State, action: dict[str, Any]) -> str | None:
    violation = GAME.verify(state, GAME.decode_action(action))
    return None if violation is None else violation.code


def started(options: dict[str, Any] | None = None, seed: str | None = None, decks: Any = TEST_DECKS) -> State:
    """Both players keep their hands: ann's first turn, main phase, ann holds priority."""
    state = GAME.setup(None, ["ann", "bob"], seed or ANN_FIRST, options, decks)
    state = act(state, {"type": "mulligan", "player": state.first_player, "cards": []})
    other = "bob" if state.first_player == "ann" else "ann"
    return act(state, {"type": "mulligan", "player": other, "cards": []})


def player(state: State, pid: str):  # type: ignore[no-untyped-def]
    return next(p for p in state.players if p.id == pid)


def take(state: State, pid: str, def_id: str) -> str:
    """Remove one instance of ``def_id`` owned by ``pid`` from the deck, hand, stone deck, graveyard or
    standby area, and return its id."""
    p = player(state, pid)
    for zone in ("deck", "stone_deck", "hand", "graveyard"):
        cards = getattr(p, zone)
        for card in cards:
            if card.split(":")[1].rsplit("#")[0] == def_id:
                cards.remove(card)
                sync_counts(p)
                return card
    for s in p.standby:
        if s.id.split(":")[1].rsplit("#")[0] == def_id:
            p.standby.remove(s)
            return s.id
    raise AssertionError(f"no free {def_id} for {pid}")


def to_hand(state: State, pid: str, def_id: str) -> str:
    card = take(state, pid, def_id)
    p = player(state, pid)
    p.hand.append(card)
    sync_counts(p)
    return card


def to_field(state: State, pid: str, def_id: str, *, since: int = 0, rested: bool = False, **fields: Any) -> str:
    card = take(state, pid, def_id)
    player(state, pid).field.append(Entity(id=card, since=since, rested=rested, **fields))
    return card


def to_graveyard(state: State, pid: str, def_id: str) -> str:
    card = take(state, pid, def_id)
    player(state, pid).graveyard.append(card)
    return card


def to_standby(state: State, pid: str, def_id: str, set_turn: int) -> str:
    card = take(state, pid, def_id)
    player(state, pid).standby.append(StandbyCard(id=card, set_turn=set_turn))
    return card


def stones(state: State, pid: str, *def_ids: str) -> list[str]:
    return [to_field(state, pid, d) for d in def_ids]


def pool(state: State, pid: str, **will: int) -> None:
    player(state, pid).pool = dict(will)  # type: ignore[assignment]


def empty_hand(state: State, pid: str) -> None:
    p = player(state, pid)
    p.deck.extend(p.hand)
    p.hand = []
    sync_counts(p)


def pay(*sources: tuple[str, str], **pool_will: int) -> dict[str, Any]:
    return {"sources": [{"card": c, "will": w} for c, w in sources], "pool": pool_will}


def pass_until(state: State, predicate, limit: int = 50) -> State:  # type: ignore[no-untyped-def]
    """Both players pass until ``predicate(state)`` holds."""
    for _ in range(limit):
        if predicate(state):
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("predicate never held")


def checked(state: State) -> State:
    GAME.check(state)
    return state


def find(state: State, tag: str, **fields: Any) -> dict[str, Any]:
    """The first listed legal action of type ``tag`` whose fields match ``fields`` (as JSON)."""
    import msgspec

    for action in GAME.legal_actions(state):
        if action.__struct_config__.tag == tag and all(getattr(action, k, None) == v for k, v in fields.items()):
            return msgspec.to_builtins(action)
    raise AssertionError(f"no legal {tag} with {fields}")


def listed(state: State, tag: str, **fields: Any) -> bool:
    try:
        find(state, tag, **fields)
    except AssertionError:
        return False
    return True


def next_turn(state: State) -> State:
    """Everyone passes (and the turn player discards the first card when asked) until a new turn's
    first decision."""
    number = state.turn.number
    for _ in range(60):
        if state.turn.number != number:
            return state
        if state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the turn did not end")


def both_pass(state: State) -> State:
    state = act(state, {"type": "pass", "player": state.to_act[0]})
    return act(state, {"type": "pass", "player": state.to_act[0]})
