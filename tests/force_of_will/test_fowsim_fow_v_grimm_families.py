"""Grimm-cluster forms read by fow-v-grimm, each played with a real card named by id (the printed text stays in
../shared):

- FOW-REVEAL-HAND-IF-NONE-R: "[Continuous] <at the beginning of your main phase>, you may reveal your hand. If you have
  no <Race> resonators in your hand, <search for one>" (MPR-055, with TMS-030 as the Spirit resonator).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, next_turn, player, to_field, to_hand
from .real import real_set, real_started, refused_line
from .test_fowsim_fow_u_look_families import _step

# -- FOW-REVEAL-HAND-IF-NONE-R (MPR-055) ------------------------------------------------------------------------------

_SPIRIT = "TMS-030"
_COUNTED = {"count": {"what": "resonator", "zone": "hand", "races": ["Spirit"]}, "at_most": 0}


def _spirits(state: State, zone: str) -> list[str]:
    return [c for c in getattr(player(state, "ann"), zone) if c.split(":")[1].rsplit("#")[0] == _SPIRIT]


def _lamp_asks(spirit_in_hand: bool) -> State:
    """MPR-055 in ann's field (one TMS-030 in her hand with ``spirit_in_hand``, the rest in her deck): her next main
    phase begins, its trigger played, and she is asked whether to reveal her hand."""
    state = real_started("MPR-055", _SPIRIT, copies=2)
    to_field(state, "ann", "MPR-055")
    if spirit_in_hand:
        to_hand(state, "ann", _SPIRIT)
    state = next_turn(next_turn(state))
    for _ in range(20):
        if state.decision is not None:
            break
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.turn.player == "ann" and state.phase == "main"
    assert state.decision is not None and state.decision.kind == "may"
    assert bool(_spirits(state, "hand")) == spirit_in_hand and _spirits(state, "deck")
    return state


def test_fow_reveal_hand_if_none_r_reading() -> None:
    """MPR-055 supported: the optional reveal of the hand, then the search done only if it was revealed and no Spirit
    resonator is in the hand; the shuffle all the same."""
    assert entry("MPR-055")["supported"]
    (ability,) = card("MPR-055")["abilities"]
    assert ability["trigger"] == "your_main_phase"
    assert ability["effects"] == [
        {"op": "reveal_hand", "optional": True},
        {"op": "search", "condition": "if_you_do", "when": _COUNTED, "filter": {"kinds": ["resonator"], "races": ["Spirit"]}, "shuffle_anyway": True},
    ]


def test_fow_reveal_hand_if_none_r_revealed_without_a_spirit_finds_one() -> None:
    """MPR-055: ann reveals her hand (every card of it shown to all, kept in her hand) holding no Spirit resonator;
    she searches her deck and TMS-030 goes to her hand."""
    state = _lamp_asks(spirit_in_hand=False)
    hand = list(player(state, "ann").hand)
    state, events = _step(state, {"type": "may", "player": "ann", "accept": True})
    shown = [e for e in events if e["type"] == "revealed_cards"]
    assert shown == [{"type": "revealed_cards", "player": "ann", "cards": [c.split(":")[1].rsplit("#")[0] for c in hand], "rule": "FOW-REVEAL-HAND-IF-NONE-R"}]
    assert player(state, "ann").hand == hand
    assert state.decision is not None and state.decision.kind == "search"
    spirit = _spirits(state, "deck")[0]
    state = act(state, {"type": "search", "player": "ann", "card": spirit})
    assert spirit in player(state, "ann").hand and len(_spirits(state, "deck")) == 1


def test_fow_reveal_hand_if_none_r_a_spirit_in_hand_finds_none() -> None:
    """MPR-055 breaking: the hand revealed holds a TMS-030 -- no search is offered; the other TMS-030 stays in the deck."""
    state = _lamp_asks(spirit_in_hand=True)
    hand = list(player(state, "ann").hand)
    state, events = _step(state, {"type": "may", "player": "ann", "accept": True})
    assert [e["rule"] for e in events if e["type"] == "revealed_cards"] == ["FOW-REVEAL-HAND-IF-NONE-R"]
    assert state.decision is None or state.decision.kind != "search"
    assert player(state, "ann").hand == hand and len(_spirits(state, "deck")) == 1


def test_fow_reveal_hand_if_none_r_not_revealed_finds_none() -> None:
    """MPR-055 breaking (the ruling): ann declines to reveal her hand, though it holds no Spirit resonator -- nothing is
    shown and no search is offered."""
    state = _lamp_asks(spirit_in_hand=False)
    hand, kept = list(player(state, "ann").hand), _spirits(state, "deck")
    state, events = _step(state, {"type": "may", "player": "ann", "accept": False})
    assert not [e for e in events if e["type"] == "revealed_cards"]
    assert state.decision is None or state.decision.kind != "search"
    assert player(state, "ann").hand == hand and sorted(_spirits(state, "deck")) == sorted(kept)


def test_fow_reveal_hand_if_none_r_unrevealed_hand_condition_refused() -> None:
    """The condition on a kind of card in the hand without the hand's optional reveal just before is refused, naming
    the code (it would reveal the hand)."""
    assert "FOW-REVEAL-HAND-IF-NONE-R" in refused_line("[Enter]: If you have no Spirit resonators in your hand, draw a card.")
    assert "FOW-REVEAL-HAND-IF-NONE-R" in refused_line("[Enter]: Reveal your hand. If you have no Spirit resonators in your hand, draw a card.")


@pytest.mark.parametrize("drop", ["condition", "reveal"])
def test_fow_reveal_hand_if_none_r_forged_card_refused(drop: str) -> None:
    """A card set whose MPR-055 checks the hand's Spirit resonators without the reveal being done (no ``if_you_do``), or
    reveals the hand followed by nothing it reads, is refused naming the code."""
    data = copy.deepcopy(real_set("MPR-055"))
    index = next(i for i, c in enumerate(data["cards"]) if c["id"] == "MPR-055")
    effects = data["cards"][index]["abilities"][0]["effects"]
    if drop == "condition":
        del effects[1]["condition"]
    else:
        effects[1] = {"op": "draw", "amount": 1, "condition": "if_you_do"}
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data, CardSet))
    assert any("FOW-REVEAL-HAND-IF-NONE-R" in e.message for e in raised.value.errors)


# -- FOW-TRIG-RECOVERY-R (CMF-095) ------------------------------------------------------------------------------------


def _staff_triggers() -> tuple[State, str, str]:
    """CMF-095 in ann's field, rested, beside a rested TST-R01: ann's second turn reaches its recovery phase, the
    trigger pending; a TMS-030 (two will symbols in its attribute cost) is then put on top of her deck."""
    state = real_started("CMF-095", _SPIRIT)
    staff = to_field(state, "ann", "CMF-095", rested=True)
    resting = to_field(state, "ann", "TST-R01", rested=True)
    state = next_turn(state)
    for _ in range(20):
        if state.pending:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.turn.player == "ann" and state.phase == "recovery" and state.step == "recovery_beginning"
    assert [p.source for p in state.pending] == [staff]
    top = next(c for c in player(state, "ann").deck if c.split(":")[1].rsplit("#")[0] == _SPIRIT)
    player(state, "ann").deck.remove(top)
    player(state, "ann").deck.insert(0, top)
    return state, staff, resting


def test_fow_trig_recovery_r_reading() -> None:
    """CMF-095 supported: its recovery-phase trigger reveals the top card, deals 100 damage to a target player for each
    will symbol of that card's attribute cost and gains the life of the damage dealt."""
    assert entry("CMF-095")["supported"]
    (ability,) = card("CMF-095")["abilities"]
    assert ability["trigger"] == "your_recovery_phase" and ability["targets"] == [{"kind": "player"}]
    assert ability["effects"] == [
        {"op": "reveal_top", "to": "stay"},
        {"op": "damage", "amount": 100, "per": {"what": "top_symbols"}, "target": 0},
        {"op": "gain_life", "just_dealt": True},
    ]


def test_fow_trig_recovery_r_resolves_before_the_recovery() -> None:
    """CMF-095: in ann's recovery phase, before anything recovers, its ability (targeting bob) reveals TMS-030: 200
    damage to bob, ann gains 200; only then do her cards recover and the main phase begin."""
    state, staff, resting = _staff_triggers()
    life = (player(state, "ann").life, player(state, "bob").life)
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": ["bob"]})
    assert state.phase == "recovery" and all(e.rested for e in player(state, "ann").field if e.id in (staff, resting))
    while state.chase:
        state = both_pass(state)
    assert (player(state, "ann").life, player(state, "bob").life) == (life[0] + 200, life[1] - 200)
    state = both_pass(state) if state.phase == "recovery" else state
    assert state.phase == "main" and not any(e.rested for e in player(state, "ann").field if e.id in (staff, resting))


def test_fow_trig_recovery_r_not_in_the_opponents_turn() -> None:
    """CMF-095 breaking: in bob's recovery phase (his second turn) ann's ability does not trigger, and the recovery
    phase holds no priority (bob's turn goes straight to his main phase)."""
    state, staff, _ = _staff_triggers()
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": ["bob"]})
    state = next_turn(state)
    assert state.turn.player == "bob"
    for _ in range(20):
        if state.phase == "main":
            break
        assert not state.pending and state.phase != "recovery"
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.phase == "main" and not state.pending


def test_fow_trig_recovery_r_opponents_recovery_phase_refused() -> None:
    """An "at the beginning of your opponent's recovery phase" trigger is not read."""
    refused_line("[Continuous] At the beginning of your opponent's recovery phase, draw a card.")
