"""Forged states of ``adjudicator/force_of_will/consistency.py`` pinned so that a wrong check cannot hide (issue
21, scripts/mutation, the sample of 2026-12-05 (seed ``r-consistency``) against the whole ``tests/force_of_will``
directory, branch mut-r): each forgery was written against a change to ``consistency.py`` that no other test
noticed; the refusal is asserted with its pointer and message as a client reads them."""

from __future__ import annotations

import contextlib
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.game import INT32_MAX
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts

from .helpers import act, both_pass, player, pool, started, to_hand
from .real import hero_started


def refused(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    return [(e.pointer, e.message) for e in caught.value.errors]


@pytest.mark.parametrize("name, what", [("taken", "damage dealt to them this turn"), ("drawn", "cards they drew this turn")])
def test_a_players_total_this_turn_is_positive_up_to_the_int32_bound(name: str, what: str) -> None:
    """FOW-LIFE-EQUAL-TAKEN-R's and FOW-DRAWN-THIS-TURN-R's records (``turn.taken``, ``turn.drawn``:
    "<player>/<amount>"): an amount of exactly INT32_MAX is accepted (the bound is inclusive, as every count of
    the state's schema); one more, or 0, is refused at its pointer."""
    state = started()
    good = msgspec.to_builtins(state)
    good["turn"][name] = [f"ann/{INT32_MAX}", "bob/1"]
    GAME.decode_state(good, prefix="/state")
    data = msgspec.to_builtins(state)
    data["turn"][name] = [f"ann/{INT32_MAX + 1}", "bob/0"]
    assert refused(data) == [(f"/state/turn/{name}/{i}", f"{record!r} is not '<player>/<{what}>'") for i, record in enumerate(data["turn"][name])]


def test_a_player_at_zero_life_or_less_has_lost_and_one_life_is_not_a_multiple_of_100() -> None:
    """FOW-RP-1 (CR 1202.1): a game not over with ann at 0 (or -100) life is refused at her life as lost; at 100 it
    decodes; 1 life is refused only as not a multiple of 100 (FOW-DMG-2), not also as lost."""
    state = started()
    index = [p.id for p in state.players].index("ann")
    pointer = f"/state/players/{index}/life"
    lost = (pointer, "FOW-RP-1: a player at 0 or less life has lost")
    player(state, "ann").life = 100
    GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    for life in (0, -100):
        player(state, "ann").life = life
        assert refused(msgspec.to_builtins(state)) == [lost]
    player(state, "ann").life = 1
    assert refused(msgspec.to_builtins(state)) == [(pointer, "FOW-DMG-2: life changes in multiples of 100")]



def test_an_optional_payment_is_asked_of_the_controller_on_top_above_another_players_spell() -> None:
    """FOW-PAY-WILL-MAY-R: the invented chant of test_pinned_plays (reference TST-C12's effects replaced: gain 100
    life, then you may pay {R}{R}; if you do, draw a card) resolving pauses on ann's payment; with bob's copy of it
    forged below on the chase (his spell, from his hand), the state still decodes: the decision is asked of the
    controller of the object on top, whoever controls the objects below it."""
    effects = [{"op": "gain_life", "amount": 100},
               {"op": "pay_will", "optional": True, "cost": {"specified": {"fire": 2}}},
               {"op": "draw", "amount": 1, "condition": "if_you_do"}]
    state = hero_started((), changed={"TST-C12": {"effects": effects, "targets": []}})
    mending = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": mending, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state = both_pass(state)
    assert state.decision is not None and (state.decision.kind, state.decision.player, state.decision.effect) == ("pay", "ann", 1)
    bob = player(state, "bob")
    his = next(c for c in bob.hand if c.startswith("bob:TST-C12#"))
    bob.hand.remove(his)
    sync_counts(bob)
    state.chase.insert(0, msgspec.structs.replace(state.chase[0], id="chase:0", controller="bob", card=his))
    GAME.decode_state(msgspec.to_builtins(state), prefix="/state")


def test_an_attribute_decision_naming_an_effect_past_the_last_is_not_a_crash() -> None:
    """FOW-GEM-R: an invented chant producing {R} or {U} (reference TST-C12 changed, FOW-WILL-EFFECT-R) pauses for
    its attribute (its effect 0); forged to name effect 1, past its one effect, the state is read (the chooser is
    the controller of the object on top) and never makes the check fail with an error other than a refusal."""
    produce = {"effects": [{"op": "produce", "will": ["fire", "water"]}], "targets": [], "keywords": ["quickcast"]}
    state = hero_started((), changed={"TST-C12": produce})
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C12"), "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state = both_pass(state)
    assert state.decision is not None and (state.decision.kind, state.decision.effect) == ("attribute", 0)
    data = msgspec.to_builtins(state)
    data["decision"]["effect"] = 1
    with contextlib.suppress(InputError):
        GAME.decode_state(data, prefix="/state")


def test_a_decision_naming_an_effect_past_the_last_of_its_object_is_refused() -> None:
    """A decision of the object resolving names one of its effects: TST-C12 (invented: {R} or {U}) pausing for its
    attribute at its one effect (0) is consistent; forged to name effect 1 or 5, the state is refused at
    /decision/effect (the engine answered it as no effect of the object: a forged state accepted)."""
    produce = {"effects": [{"op": "produce", "will": ["fire", "water"]}], "targets": [], "keywords": ["quickcast"]}
    state = hero_started((), changed={"TST-C12": produce})
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C12"), "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state = both_pass(state)
    assert state.decision is not None and (state.decision.kind, state.decision.effect) == ("attribute", 0)
    GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    for forged in (1, 5):
        data = msgspec.to_builtins(state)
        data["decision"]["effect"] = forged
        with pytest.raises(InputError) as refused:
            GAME.decode_state(data, prefix="/state")
        assert any(error.pointer == "/state/decision/effect" for error in refused.value.errors), refused.value.errors
