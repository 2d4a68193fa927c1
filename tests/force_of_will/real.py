"""Real cards of the community database in scenario games (named by id; the printed text stays in ../shared):
card sets of the invented reference pool plus the real cards under test, started games, and the moves the
family tests share."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import msgspec

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for, reference_card_set_json
from adjudicator.force_of_will.state import Entity, RulerSlot, State

from .fowsim_db import card, imported
from .helpers import GAME, act, both_pass, full_deck, player, pool, started, to_field, to_hand


def real_set(*ids: str) -> dict[str, Any]:
    wanted = set(ids) | {i + "J" for i in ids} | {i + ".despair" for i in ids}  # fow-faces: an inverse card's despair side
    wanted |= {i + ".chant" for i in ids}  # fow-y-alt: an alternative card's chant half
    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] in wanted]
    return {"id": "tst-plus-real", "cards": cards}


def real_started(*ids: str, ruler: str = "TST-RU1", copies: int = 1) -> State:
    """Ann's first main phase, holding priority; ``copies`` of each real card in ann's and bob's decks."""
    decks = {"ann": full_deck(ruler), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        for card_id in ids:
            if card_id != ruler and card(card_id)["types"] != ["ruler"]:
                deck["main"][card_id] = copies
    return ann_first({"card_set": real_set(*ids, ruler)}, decks, "real")


def ann_first(options: dict[str, Any], decks: dict[str, Any], seed_prefix: str) -> State:
    """The first seeded game (``<seed_prefix>-<n>``) where ann takes the first turn and holds priority."""
    for n in range(50):
        state = started(options=options, seed=f"{seed_prefix}-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def j_ruler_to_field(state: State, pid: str) -> str:
    """``pid``'s ruler put into the field as a J-ruler (as after a Judgment): its id."""
    seat = player(state, pid)
    assert seat.ruler is not None
    j_ruler, seat.ruler = seat.ruler.id, None
    seat.field.append(Entity(id=j_ruler, j_ruler=True))
    return j_ruler


def will_for(card_id: str) -> dict[str, int]:
    """A pool of exactly the card's cost: its attribute symbols, the free part as void."""
    cost = card(card_id).get("cost", {})
    will = dict(cost.get("specified", {}))
    if cost.get("free"):
        will["void"] = cost["free"]
    return will


def paid_play(state: State, pid: str, card_id: str) -> dict[str, Any]:
    """``card_id`` put into ``pid``'s hand with its cost in the will pool: the play action, without targets."""
    instance = to_hand(state, pid, card_id)
    will = will_for(card_id)
    pool(state, pid, **will)
    return {"type": "play_card", "player": pid, "card": instance, "payment": {"pool": will}}


def play(state: State, pid: str, instance: str, targets: list[str] | None = None) -> State:
    will = will_for(instance.partition(":")[2].rpartition("#")[0])
    pool(state, pid, **will)
    return act(state, {"type": "play_card", "player": pid, "card": instance, "targets": targets or [], "payment": {"pool": will}})


def resolve_all(state: State, triggers: dict[str, list[str]] | None = None) -> State:
    """Pass until the chase and the pending triggers are empty, playing triggers with the given targets."""
    for _ in range(40):
        if state.pending:
            pending = state.pending[0]
            wanted = (triggers or {}).get(pending.source, [])
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": wanted})
            continue
        if not state.chase:
            return state
        state = both_pass(state)
    raise AssertionError("the chase did not empty")


def resolve_collecting(state: State) -> tuple[State, list[dict[str, Any]]]:
    """As :func:`resolve_all` (no targets for triggers), with every event of the way (as plain dicts)."""
    events: list[dict[str, Any]] = []
    for _ in range(40):
        if state.pending:
            action = {"type": "play_automatic", "player": state.pending[0].controller, "pending": state.pending[0].id, "targets": []}
        elif state.chase:
            action = {"type": "pass", "player": state.to_act[0]}
        else:
            return state, events
        result = GAME.adjudicate(state, GAME.decode_action(action))
        assert result.valid, result.violation
        events += [msgspec.to_builtins(e) for e in result.events]
        state = result.state
    raise AssertionError("the chase did not empty")


def battle_to_end(state: State) -> State:
    """Pass (playing pending automatic abilities with no target) until the battle, the chase and the pending
    abilities are over (10 steps at most)."""
    for _ in range(10):
        if state.battle is None and not state.pending and not state.chase:
            return state
        state = resolve_all(state) if state.pending else both_pass(state)
    raise AssertionError("the battle did not end")


def play_out_turn(state: State, done: Callable[[State], bool] | None = None) -> State:
    """Pass (whoever is to act), play pending automatic abilities with no target, discard the first card of the
    hand and declare no attack when asked, until ``done`` holds or the turn changes (80 steps at most)."""
    number = state.turn.number
    for _ in range(80):
        if state.turn.number != number or (done is not None and done(state)):
            return state
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        elif state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]})
        elif state.decision is not None and state.decision.kind == "declare_attack":
            state = act(state, {"type": "declare_attack", "player": state.decision.player, "attacker": None})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the turn did not end")


def stack_on_top(state: State, pid: str, card_ids: tuple[str, ...]) -> dict[str, str]:
    """Move one instance of each of ``card_ids`` (definitions) to the top of ``pid``'s deck, in that order;
    definition -> instance."""
    deck = player(state, pid).deck
    top = {name: next(c for c in deck if c.split(":")[1].rsplit("#")[0] == name) for name in card_ids}
    for card_id in reversed(list(top.values())):
        deck.remove(card_id)
        deck.insert(0, card_id)
    return top


def judgment_until_search(state: State) -> State:
    """Ann does Judgment with two light will (TSW-022's) and play goes on (pending abilities played, both
    passing) until a search decision is asked (TSW-022J's look at the top three)."""
    pool(state, "ann", light=2)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2}}})
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "search":
            return state
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": state.pending[0].controller, "pending": state.pending[0].id})
        else:
            state = both_pass(state)
    raise AssertionError("TSW-022J's look at the top three cards was not asked")


def to_decision(state: State, kind: str, triggers: dict[str, list[str]]) -> State:
    """Pass (playing pending triggers with the given targets) until a decision of ``kind`` is asked."""
    for _ in range(8):
        if state.decision is not None and state.decision.kind == kind:
            return state
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": triggers.get(pending.source, [])})
        else:
            state = both_pass(state)
    raise AssertionError(f"no {kind} decision")


def added(addition: str, host_id: str) -> tuple[State, str]:
    """A fresh game (real_started) where ann plays the real addition ``addition`` onto her field card
    ``host_id`` (put there first): the state once all resolved, and the host's instance."""
    state = real_started(addition)
    host = to_field(state, "ann", host_id)
    return resolve_all(play(state, "ann", to_hand(state, "ann", addition), [host])), host


def field(state: State, pid: str) -> set[str]:
    return {e.id for e in player(state, pid).field}


def stats(state: State, card_id: str) -> tuple[int, int, frozenset[str]]:
    board = Board(catalogue_for(state.options), state)
    entity = board.entity(card_id)
    assert entity is not None
    return board.stats(entity)


def board_of(state: State) -> Board:
    return Board(catalogue_for(state.options), state)


def hero_started(
    deck_ids: tuple[str, ...],
    stones: tuple[str, ...] = (),
    ruler_name: str | None = None,
    ruler_races: list[str] | None = None,
    *,
    ruler: str = "TST-RU1",
    changed: dict[str, dict[str, Any]] | None = None,
) -> State:
    """Ann's first main phase with ``deck_ids`` in both main decks and ``stones`` in both stone decks,
    ann's ruler ``ruler``; the reference ruler TST-RU1 optionally bears another name or races, and
    ``changed`` gives reference cards other fields (names, a Judgment: read from the database by the caller)."""
    cards: list[dict[str, Any]] = [dict(c) for c in real_set(*deck_ids, *stones, ruler)["cards"]]
    for c in cards:
        if c["id"] == "TST-RU1":
            if ruler_name is not None:
                c["name"] = ruler_name
            if ruler_races is not None:
                c["races"] = ruler_races
        c.update((changed or {}).get(c["id"], {}))
    decks = {"ann": full_deck(ruler), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"].update(dict.fromkeys((i for i in deck_ids if i != ruler), 1))
        deck["stones"].update(dict.fromkeys(stones, 1))
    for n in range(50):
        state = started(options={"card_set": {"id": "tst-plus-real", "cards": cards}}, seed=f"hero-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def judgment_action(state: State, will: dict[str, int]) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "judgment", "player": "ann", "payment": {"pool": will}}


def lone_ruler(card_id: str) -> dict[str, Any]:
    """The real ruler's imported record, without its J-ruler side and [Judgment]."""
    record = copy.deepcopy(card(card_id))
    record.pop("sides", None)
    record.pop("judgment", None)
    return record


def ruler_game(card_id: str, seed_prefix: str = "ruler-area") -> State:
    """Ann leads with the real ruler ``card_id`` (bob with the reference TST-RU2): ann's first main phase."""
    cards = list(reference_card_set_json()["cards"]) + [lone_ruler(card_id)]
    decks = {"ann": full_deck(card_id), "bob": full_deck("TST-RU2")}
    return ann_first({"card_set": {"id": "tst-plus-ruler", "cards": cards}}, decks, seed_prefix)


def ruler_of(state: State, pid: str) -> RulerSlot:
    slot = player(state, pid).ruler
    assert slot is not None
    return slot


def refused_line(line: str, kind: str = "resonator") -> str:
    """Why the importer's line reader refuses ``line`` on a card of type ``kind`` (an invented wording, not
    a card's); fails if it is read."""
    record: dict[str, Any] = {"id": "X", "types": [kind], "abilities": [], "targets": [], "effects": [], "keywords": []}
    try:
        map_ability(normalize_line(line), record)
    except Unsupported as exc:
        return str(exc)
    raise AssertionError(f"{line!r} was read")
