"""Shortcuts taken for speed give what the plain definitions give.

A named reference deck is validated once per card set: every setup still gets an equal list of its own.

``usable_sources`` skips looking a field card up again when that lookup would find the card itself; the
plain definition (kept here as the oracle) asks ``source_problem`` for every card.  Compared on states met
in random games and on forgeries where the lookup would find another card: a copy of an id twice in the
field, another player's card in the field, two players with one id.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for, reference_catalogue
from adjudicator.force_of_will.decks import deck_or_error, validate_deck
from adjudicator.force_of_will.state import Concede, Player, State
from adjudicator.force_of_will.will import Source, source_problem, usable_sources

from .helpers import TEST_DECKS


def plain_usable_sources(board: Board, player: Player, busy: set[str]) -> list[Source]:
    sources: list[Source] = []
    for entity in player.field:
        options = board.will_options(entity)
        if not options or source_problem(board, player, entity.id, None, busy) is not None:
            continue
        for option in options:
            sick = board.is_j_resonator(entity) and not board.controlled_since_turn_start(entity) and "swiftness" not in board.keywords(entity)
            if option.rests and (entity.rested or sick):
                continue
            sources.append(Source(entity.id, option.produce, entity, option.rests, option.banish, option.more))
    if player.will_coin:
        sources.append(Source("coin", list(player.will_coin), None, False, True))
    return sources


def described(sources: list[Source]) -> list[tuple[Any, ...]]:
    return [(s.key, s.produce, s.more, id(s.entity) if s.entity is not None else None, s.rests, s.banish) for s in sources]


def played_states(seed: str, decks: Any) -> list[State]:
    state = GAME.setup(None, ["ann", "bob"], seed, None, decks)
    chooser = Rng(seed_rng(seed, "fast-paths"))
    states = []
    for _ in range(500):
        if state.over:
            break
        states.append(msgspec.convert(msgspec.to_builtins(state), State))
        listed = [a for a in GAME.legal_actions(state) if not isinstance(a, Concede)]
        state = GAME.adjudicate(state, chooser.choice(listed)).state
    return states


def forged(state: State, rnd: random.Random) -> State:
    data = msgspec.to_builtins(state)
    players = data["players"]
    kind = rnd.randrange(3)
    fields = [e for p in players for e in p["field"]]
    if kind == 0 and fields:  # an id twice in a field, the copy rested or not
        player = rnd.choice(players)
        copy = dict(rnd.choice(fields))
        copy["rested"] = rnd.random() < 0.5
        player["field"].insert(rnd.randint(0, len(player["field"])), copy)
    elif kind == 1 and fields:  # another player's card in a field
        a, b = players if rnd.random() < 0.5 else players[::-1]
        if a["field"]:
            b["field"].append(a["field"].pop(rnd.randrange(len(a["field"]))))
    else:  # both players with one id
        players[1]["id"] = players[0]["id"]
    return msgspec.convert(data, State)


@pytest.mark.parametrize(("seed", "decks"), [("sources-1", None), ("sources-2", TEST_DECKS)])
def test_usable_sources_as_defined(seed: str, decks: Any) -> None:
    rnd = random.Random(seed)
    compared = 0
    for state in played_states(seed, decks):
        for candidate in (state, forged(state, rnd), forged(state, rnd)):
            board = Board(catalogue_for(candidate.options), candidate)
            field_ids = [e.id for p in candidate.players for e in p.field]
            for busy in (set(), set(rnd.sample(field_ids, min(2, len(field_ids))))):
                for player in candidate.players:
                    assert described(usable_sources(board, player, busy)) == described(plain_usable_sources(board, player, busy))
                    compared += 1
    assert compared > 500


def test_a_reference_deck_is_the_validated_list_every_time_and_never_shared() -> None:
    """``deck_or_error`` keeps a named reference deck's list on the catalogue: each call returns an equal,
    independent copy (changing one state's list changes no other)."""
    cat = reference_catalogue()
    for name in ("dawn", "cinder"):
        _, fresh = validate_deck(cat, name)
        first, second = deck_or_error(cat, name, "/decks/a"), deck_or_error(cat, name, "/decks/b")
        assert first == second == fresh
        first.main.clear()
        first.stones["TST-ST-W"] = 99
        assert deck_or_error(cat, name, "/decks/c") == fresh
        assert second == fresh
    state = GAME.setup(None, ["ann", "bob"], "shared")
    state.players[0].deck_list.main.clear()
    assert GAME.setup(None, ["ann", "bob"], "shared").players[0].deck_list == validate_deck(cat, "dawn")[1]
