"""Invariants every game must keep in random playouts, shared by the games' test suites.

``random_playout`` plays one game to the end choosing uniformly among the listed legal actions and
checks, after every step:

* every listed action is accepted by ``verify`` (legal_actions and verify agree);
* the state passes the game's consistency check (cards conserved: none made, none lost, none twice);
* state -> canonical JSON -> state is the identity (same digest);
* no view for a player carries a card that player may not see (``Game.secret_ids``), nor do the events;
* at the end, replaying the setup and the actions gives the same digest.
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json, digest
from adjudicator.core.game import Game
from adjudicator.core.rng import Rng, seed_rng


def assert_no_secret(text: bytes | str, secret: set[str], where: str) -> None:
    blob = text.decode() if isinstance(text, bytes) else text
    for card_id in secret:
        assert f'"{card_id}"' not in blob, f"{where} leaks hidden card {card_id}"


def check_views(game: Game[Any, Any], state: Any, events: list[dict[str, Any]] | None = None) -> None:
    viewers: list[str | None] = [p.id for p in state.players] + [None]
    for viewer in viewers:
        secret = game.secret_ids(state, viewer)
        view = game.view(state, viewer)
        assert "rng" not in view, "views strip the generator"
        encoded = msgspec.json.encode(view)
        assert_no_secret(encoded, secret, f"view for {viewer}")
        if events is not None:
            assert_no_secret(msgspec.json.encode(game.view_events(events, viewer)), secret, f"events for {viewer}")


def random_playout(
    game: Game[Any, Any],
    setup: dict[str, Any],
    choice_seed: str,
    *,
    max_steps: int = 5000,
    check_every: int = 1,
    views_every: int = 1,
    verify_all_listed: bool = True,
) -> tuple[Any, list[Any]]:
    """Play ``setup`` to the end with random legal actions; returns the final state and the actions."""
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
        action = chooser.choice(listed)
        result = game.adjudicate(state, action)
        assert result.valid, result.violation
        actions.append(action)
        state = result.state
        if step % check_every == 0:
            game.check(state)
            encoded = canonical_json(state)
            again = game.decode_state(encoded)
            assert canonical_json(again) == encoded, "JSON round trip changed the state"
        if step % views_every == 0:
            check_views(game, state, result.events)
    else:
        raise AssertionError(f"game did not end within {max_steps} steps")
    game.check(state)
    assert state.result is not None
    replayed, applied = game.replay(setup, actions)
    assert replayed.valid and applied == len(actions)
    assert digest(replayed.state) == digest(state), "replay gave another state"
    return state, actions
