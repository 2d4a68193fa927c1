"""The one replay function of the core (adjudicator.core.replay), which compound adjudication, replay,
hosted matches, disputes, transcripts and reverify all use."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator import GAMES
from adjudicator.core.codec import canonical_json, clone, digest_bytes
from adjudicator.core.replay import replay

from ..support.states import random_setup


def _actions(game, state, count):  # type: ignore[no-untyped-def]
    """``count`` legal actions from ``state`` (the first legal one each time), on a copy."""
    current, found = clone(state), []
    for _ in range(count):
        legal = game.legal_actions(current)
        if not legal:
            break
        found.append(legal[0])
        current = game.adjudicate(current, legal[0]).state
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_replay_applies_in_order_with_digests_and_events(game_id: str) -> None:
    game = GAMES[game_id]
    setup = random_setup(game, 0, "replay")
    state = game.setup(setup.get("variant"), setup["players"], setup["seed"], setup.get("options"), setup.get("decks"))
    before = canonical_json(state)
    actions = _actions(game, state, 6)
    done = replay(game, state, actions, digests=True, step_events=True)
    assert canonical_json(state) == before  # not owned: untouched
    assert done.valid and done.applied == len(actions) and done.failed_at is None
    assert done.digests[-1] == digest_bytes(canonical_json(done.state))
    assert [e for step in done.step_events for e in step] == done.events
    # The same as one adjudication after another.
    current = state
    for action, found in zip(actions, done.digests, strict=True):
        current = game.adjudicate(current, action).state
        assert digest_bytes(canonical_json(current)) == found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_replay_stops_at_the_first_illegal_action(game_id: str) -> None:
    game = GAMES[game_id]
    setup = random_setup(game, 0, "replay-illegal")
    state = game.setup(setup.get("variant"), setup["players"], setup["seed"], setup.get("options"), setup.get("decks"))
    actions = _actions(game, state, 3)
    # The first action again after it was taken (its player no longer to act, or its card gone): refused.
    stale = actions[0]
    seen: list[int] = []
    done = replay(game, state, [*actions, stale, *actions], before_apply=lambda index, before, action: seen.append(index))
    assert not done.valid
    assert done.failed_at == len(actions) and done.applied == done.failed_at
    assert seen == list(range(done.applied))
    assert done.violation is not None
    assert done.violation.path.startswith(f"/actions/{done.failed_at}")
    single = replay(game, done.state, [stale], numbered=False)
    assert single.violation is not None and not single.violation.path.startswith("/actions/")
    assert msgspec.to_builtins(single.violation.code) == done.violation.code
