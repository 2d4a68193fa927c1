"""One forgery-agreement property over all three games: the fast and the detailed sink agree.

Each game's state check is written once against an error sink (``adjudicator/core/sink.py``): the fast
sink stops at the first problem, the detailed one names every field.  Hypothesis forges variants of
real mid-game states (from random playouts): counts, turns, life and seq changed; cards moved between
zones, duplicated, removed, renamed; booleans flipped; list items dropped and copied.  For every forgery
that still decodes, the fast answer (``Game.state_accepted``) and the detailed one (``Game.collect_state_errors``)
must agree exactly on accept or reject, every rejection must name at least one field by a JSON Pointer
into the forged state, and ``Game.check`` must raise exactly when the sinks reject.
"""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.core.game import Game
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.registry import GAMES

STATES_PER_GAME = 8


@functools.cache
def real_states(game_id: str) -> tuple[dict[str, Any], ...]:
    """Mid-game states of random playouts of every variant (as JSON builtins), and the end of each."""
    game: Game[Any, Any] = GAMES[game_id]
    found: list[dict[str, Any]] = []
    for variant in game.variants:
        players = [f"p{i}" for i in range(variant.max_players)]
        seed = f"agreement-{variant.id}"
        state = game.setup(variant.id, players, seed)
        chooser = Rng(seed_rng(seed, "agreement"))
        seen: list[dict[str, Any]] = []
        for _ in range(400):
            seen.append(msgspec.to_builtins(state))
            if state.over:
                break
            state = game.adjudicate(state, chooser.choice(game.legal_actions(state)), owned=True).state
        step = max(1, len(seen) // STATES_PER_GAME)
        found.extend(seen[::step][:STATES_PER_GAME])
        found.append(seen[-1])
    return tuple(found)


def leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths of every value in ``value`` (the generator state left out: it is not a rule of the game)."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "rng":
                found += leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += leaves(item, (*path, index))
    return found


def at(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def forge(data: dict[str, Any], rnd: random.Random) -> None:
    """One change of ``data`` in place: a forgery a stateless caller could post."""
    paths = leaves(data)
    lists = [p for p in paths if isinstance(at(data, p), list)]
    strings = [at(data, p) for p in paths if isinstance(at(data, p), str)]
    path = rnd.choice(paths[1:])
    parent, key = at(data, path[:-1]), path[-1]
    current = parent[key]
    kind = rnd.randrange(8)
    if kind == 0 and isinstance(current, int) and not isinstance(current, bool):  # a count, turn, life or seq
        parent[key] = max(0, current + rnd.choice([-100, -2, -1, 1, 2, 100])) if rnd.random() < 0.7 else current + rnd.choice([-1, 1])
    elif kind == 1 and isinstance(current, bool):
        parent[key] = not current
    elif kind == 2 and isinstance(current, str) and strings:  # a card renamed, a player or phase changed
        parent[key] = rnd.choice(strings)
    elif kind == 3 and lists:  # a card moved between zones
        source = at(data, rnd.choice(lists))
        target = at(data, rnd.choice(lists))
        if source and (not target or type(target[0]) is type(source[0])):
            target.insert(rnd.randint(0, len(target)), source.pop(rnd.randrange(len(source))))
    elif kind == 4 and lists:  # a card duplicated
        source = at(data, rnd.choice(lists))
        target = at(data, rnd.choice(lists))
        if source and (not target or type(target[0]) is type(source[0])):
            target.insert(rnd.randint(0, len(target)), copy.deepcopy(rnd.choice(source)))
    elif kind == 5 and lists:  # a card removed
        source = at(data, rnd.choice(lists))
        if source:
            source.pop(rnd.randrange(len(source)))
    elif kind == 6 and len(strings) >= 2:  # two cards (or names) trade places everywhere they occur
        a, b = rnd.sample(sorted(set(strings)), 2) if len(set(strings)) >= 2 else (strings[0], strings[0])
        swap_strings(data, a, b)
    elif kind == 7:
        for field in ("seq", "phase", "over"):
            if field in data and rnd.random() < 0.5:
                value = data[field]
                data[field] = (not value) if isinstance(value, bool) else (value + rnd.choice([-1, 1]) if isinstance(value, int) else rnd.choice(strings))
    elif isinstance(current, int) and not isinstance(current, bool):
        parent[key] = current + 1


def swap_strings(value: Any, a: str, b: str) -> None:
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in list(items):
        if item == a:
            value[key] = b
        elif item == b:
            value[key] = a
        else:
            swap_strings(item, a, b)


def resolves(data: Any, pointer: str) -> bool:
    """Whether ``pointer`` names a place in ``data`` (or its parent does: a field that should be there)."""
    if pointer == "":
        return True
    tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]
    value = data
    for depth, token in enumerate(tokens):
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and int(token) < len(value):
            value = value[int(token)]
        else:
            return depth == len(tokens) - 1
    return True


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_real_states_are_accepted_by_both_sinks(game_id: str) -> None:
    game = GAMES[game_id]
    for data in real_states(game_id):
        state = msgspec.convert(data, game.state_type)
        assert game.state_accepted(state)
        assert game.collect_state_errors(state) == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(data=st.data())
def test_fast_and_detailed_sinks_agree_on_every_forgery(game_id: str, data: st.DataObject) -> None:
    game = GAMES[game_id]
    states = real_states(game_id)
    raw = copy.deepcopy(states[data.draw(st.integers(0, len(states) - 1), label="state")])
    rnd = data.draw(st.randoms(use_true_random=False), label="forger")
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        forge(raw, rnd)
    try:
        state = msgspec.convert(raw, game.state_type)
    except msgspec.ValidationError:
        return  # refused while decoding: no rule was asked
    try:
        accepted = game.state_accepted(state)
    except InputError:  # refused before any invariant (an unknown card set): the same for both sinks
        with pytest.raises(InputError):
            game.collect_state_errors(state)
        return
    errors = game.collect_state_errors(state)
    assert accepted == (not errors), errors
    if errors:
        assert any(resolves(raw, error.pointer) for error in errors), errors
        assert all(error.pointer == "" or error.pointer.startswith("/") for error in errors), errors
        with pytest.raises(InputError) as refused:
            game.check(state, prefix="/state")
        assert [e.pointer for e in refused.value.errors] == ["/state" + e.pointer for e in errors]
    else:
        game.check(state)


def test_a_renamed_mythic_is_refused_naming_it() -> None:
    """Found by the property above: the Magic Wands card prefilter looked up the dealt copies of every
    Mythic the state names before the Mythics were checked, so an unknown one crashed the check (a 500)."""
    game = GAMES["magic-wands"]
    raw = copy.deepcopy(real_states("magic-wands")[1])
    raw["mythics"][0] = "Ancient Spirit"
    state = msgspec.convert(raw, game.state_type)
    assert not game.state_accepted(state)
    assert [e.pointer for e in game.collect_state_errors(state)] == ["/mythics/0"]
    with pytest.raises(InputError) as refused:
        game.decode_state(raw, prefix="/state")
    assert refused.value.errors[0].pointer == "/state/mythics/0"
