"""Properties over every game, with hypothesis:

* forged states: any mutation of a valid state is refused with a field named, or is itself a
  consistent state the engine can continue from without crashing;
* secrecy: for random states, no view, and no violation message for one player, carries a card that
  player may not see (beyond the ids the player itself wrote into the action).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator import GAMES
from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import InputError

from ..support.invariants import assert_no_secret
from ..support.states import random_state

GAME_IDS = sorted(GAMES)
PROFILE = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def paths_of(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [at]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(paths_of(item, (*at, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(paths_of(item, (*at, index)))
    return found


def get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def mutate(data: Any, document: Any) -> Any:
    """One random mutation: change a scalar, drop or duplicate a list item, move an item between lists,
    delete or add an object member."""
    paths = [p for p in paths_of(document) if p]
    path = data.draw(st.sampled_from(paths))
    parent, key = get(document, path[:-1]), path[-1]
    target = parent[key]
    kind = data.draw(st.sampled_from(["scalar", "drop", "duplicate", "move", "delete_member", "add_member"]))
    lists = [p for p in paths if isinstance(get(document, p), list)]
    if kind == "scalar" and not isinstance(target, dict | list):
        replacement = data.draw(
            st.one_of(st.integers(-5, 200), st.text(max_size=12), st.booleans(), st.none(), st.just(f"{target}x") if isinstance(target, str) else st.integers(-1, 1))
        )
        parent[key] = replacement
    elif kind == "drop" and isinstance(parent, list):
        del parent[key]
    elif kind == "duplicate" and isinstance(parent, list):
        parent.append(msgspec.json.decode(msgspec.json.encode(target)))
    elif kind == "move" and isinstance(parent, list) and lists:
        destination = get(document, data.draw(st.sampled_from(lists)))
        destination.append(parent.pop(key))
    elif kind == "delete_member" and isinstance(parent, dict):
        del parent[key]
    elif kind == "add_member" and isinstance(target, dict):
        target["surprise"] = 1
    else:
        parent[key] = None
    return document


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(data=st.data(), pick=st.integers(0, 20), steps=st.integers(0, 40))
def test_forged_states_are_refused_or_consistent(game_id: str, data: Any, pick: int, steps: int) -> None:
    game = GAMES[game_id]
    state = random_state(game, pick, f"forge-{pick}-{steps}", steps)
    document = msgspec.json.decode(canonical_json(state))
    forged = mutate(data, document)
    try:
        decoded = game.decode_state(msgspec.json.encode(forged))
    except InputError as exc:
        assert exc.status in (400, 422)
        assert exc.errors and all(isinstance(e.pointer, str) for e in exc.errors)
        return
    # Accepted: then it is a state the engine can carry on from, and what follows is consistent too.
    if decoded.over:
        assert game.legal_actions(decoded) == []
        return
    for action in game.legal_actions(decoded)[:20]:
        result = game.adjudicate(decoded, action)
        assert result.valid, f"a listed action was refused in an accepted state: {result.violation}"
        game.check(result.state)


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(pick=st.integers(0, 20), steps=st.integers(0, 60), data=st.data())
def test_no_view_or_violation_reveals_a_hidden_card(game_id: str, pick: int, steps: int, data: Any) -> None:
    game = GAMES[game_id]
    state = random_state(game, pick, f"secret-{pick}-{steps}", steps)
    all_actions = [msgspec.to_builtins(a) for p in state.players for a in game.legal_actions(state, p.id)]
    for player in state.players:
        secret = game.secret_ids(state, player.id)
        assert_no_secret(msgspec.json.encode(game.view(state, player.id)), secret, f"view of {player.id}")
        # Every action anyone may take, tried by this player, and random card ids from the state.
        tries = [{**a, "player": player.id} for a in all_actions[:15]]
        ids = sorted(secret)
        if ids and all_actions:
            template = data.draw(st.sampled_from(all_actions))
            for field, value in template.items():
                if isinstance(value, str) and field not in ("type", "player"):
                    tries.append({**template, "player": player.id, field: data.draw(st.sampled_from(ids))})
        for attempt in tries:
            try:
                action = game.decode_action(msgspec.json.encode(attempt))
                violation = game.verify(state, action)
            except InputError as exc:
                text = exc.detail
            else:
                text = "" if violation is None else msgspec.json.encode(violation).decode()
            named = {v for v in attempt.values() if isinstance(v, str)} | {x for v in attempt.values() if isinstance(v, list) for x in v if isinstance(x, str)}
            assert_no_secret(text, secret - named, f"violation for {player.id}", quoted=False)
