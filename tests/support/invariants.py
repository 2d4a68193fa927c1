"""Invariants every game must keep in random playouts, shared by the games' test suites.

``random_playout`` plays one game to the end choosing uniformly among the listed legal actions and
checks, after every step:

* every listed action is accepted by ``verify`` (legal_actions and verify agree);
* the state passes the game's consistency check (cards conserved: none made, none lost, none twice);
* state -> canonical JSON -> state is the identity (same digest);
* no view for a player carries a card that player may not see (``Game.secret_ids``); events may tell
  what was or became public (a card bought from the open market, a card drawn into it), but never a
  card that was hidden from the viewer before the action and still is after it;
* at the end, replaying the setup and the actions gives the same digest.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest
from adjudicator.core.game import Game
from adjudicator.core.rng import Rng, seed_rng


def assert_no_secret(text: bytes | str, secret: set[str], where: str, *, quoted: bool = True) -> None:
    """No id of ``secret`` in ``text``: as a JSON string (``quoted``) or anywhere as a whole word."""
    blob = text.decode() if isinstance(text, bytes) else text
    for card_id in secret:
        if quoted:
            assert f'"{card_id}"' not in blob, f"{where} leaks hidden card {card_id}"
        else:
            assert not re.search(rf"(?<![\w#.-]){re.escape(card_id)}(?![\w#])", blob), f"{where} leaks hidden card {card_id}"


def viewers_of(state: Any) -> list[str | None]:
    return [p.id for p in state.players] + [None]


def secrets_by_viewer(game: Game[Any, Any], state: Any) -> dict[str | None, set[str]]:
    return {viewer: game.secret_ids(state, viewer) for viewer in viewers_of(state)}


def check_views(
    game: Game[Any, Any],
    state: Any,
    events: list[dict[str, Any]] | None = None,
    secret_before: dict[str | None, set[str]] | None = None,
) -> None:
    """No view of ``state`` leaks a secret; no event leaks a card secret both before and after."""
    for viewer in viewers_of(state):
        secret = game.secret_ids(state, viewer)
        view = game.view(state, viewer)
        assert "rng" not in view, "views strip the generator"
        encoded = msgspec.json.encode(view)
        assert_no_secret(encoded, secret, f"view for {viewer}")
        if events is not None:
            still_secret = secret & secret_before[viewer] if secret_before is not None else secret
            assert_no_secret(msgspec.json.encode(game.view_events(events, viewer)), still_secret, f"events for {viewer}")


def random_playout(
    game: Game[Any, Any],
    setup: dict[str, Any],
    choice_seed: str,
    *,
    max_steps: int = 5000,
    check_every: int = 1,
    views_every: int = 1,
    verify_all_listed: bool = True,
    prefer: Callable[[list[Any]], list[Any]] | None = None,
) -> tuple[Any, list[Any]]:
    """Play ``setup`` to the end with random legal actions; returns the final state and the actions.

    ``prefer`` narrows the listed actions the chooser picks from (a playing policy); an empty
    narrowing falls back to every listed action.
    """
    state = game.setup(setup.get("variant"), setup["players"], setup["seed"], setup.get("options"), setup.get("decks"))
    game.check(state)
    chooser = Rng(seed_rng(choice_seed, "playout"))
    actions: list[Any] = []
    for step in range(max_steps):
        if state.over:
            break
        listed = game.legal_actions(state)
        assert listed, f"step {step}: nobody can act in phase {state.phase!r} but the game is not over"
        if verify_all_listed:
            for action in listed:
                assert game.verify(state, action) is None, f"listed action refused: {action}"
        preferred = prefer(listed) if prefer is not None else listed
        action = chooser.choice(preferred or listed)
        watch = step % views_every == 0
        before = secrets_by_viewer(game, state) if watch else None
        result = game.adjudicate(state, action)
        assert result.valid, result.violation
        actions.append(action)
        state = result.state
        if step % check_every == 0:
            game.check(state)
            encoded = canonical_json(state)
            again = game.decode_state(encoded)
            assert canonical_json(again) == encoded, "JSON round trip changed the state"
        if watch:
            check_views(game, state, result.events, before)
    else:
        raise AssertionError(f"game did not end within {max_steps} steps")
    game.check(state)
    assert state.result is not None
    replayed, applied = game.replay(setup, actions)
    assert replayed.valid and applied == len(actions)
    assert digest(replayed.state) == digest(state), "replay gave another state"
    return state, actions
