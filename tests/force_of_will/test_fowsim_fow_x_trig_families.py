"""Trigger forms read by fow-x-trig, each played with a real card named by id (the printed text stays in ../shared):

- FOW-AT-BEGINNING-END-DISCARD-R: a chant's "<effect>. At the beginning of (the) end phase >>> Discard N cards" (GRV-012):
  a delayed ability of the chant's controller, triggering once as the next end phase begins (CR 505.1, 906.8a), that
  makes that player discard N cards of their choice.
- FOW-MAY-GAIN-AT-END-R: "<another target resonator you control> may gain <change> until end of turn. If it does, at the
  next end of turn >>> Its controller banishes it" of an attack trigger (ADK-045): the delayed banish only when the
  change was made.
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set, reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, sentences
from .helpers import act, both_pass, code_of, player, to_field, to_hand
from .real import play, real_started, stats

# -- FOW-AT-BEGINNING-END-DISCARD-R (GRV-012) ------------------------------------------------------------------------


def _pass_to_end_phase(state: State) -> State:
    for _ in range(8):
        if state.phase == "end":
            return state
        state = both_pass(state)
    raise AssertionError("the end phase did not begin")


def _conclave() -> tuple[State, list[str]]:
    """Ann plays GRV-012 in her first main phase; it resolves (three cards drawn): her hand after it."""
    state = real_started("GRV-012")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "GRV-012")))
    assert not state.chase and not state.pending
    return state, list(player(state, "ann").hand)


def test_fow_at_beginning_end_discard_r_is_read() -> None:
    """FOW-AT-BEGINNING-END-DISCARD-R: GRV-012 is supported, its delayed discard read after its draw."""
    assert entry("GRV-012")["supported"]
    effects = card("GRV-012")["effects"]
    assert effects[-1] == {"op": "at_end", "target": "self", "then": "discard_yours", "beginning": True, "amount": 3}


def test_fow_at_beginning_end_discard_r_discards_as_the_end_phase_begins() -> None:
    """FOW-AT-BEGINNING-END-DISCARD-R with GRV-012: nothing is discarded in the main phase; as ann's end phase begins the
    delayed ability triggers once for ann (bob's hand untouched) and she discards three cards of her choice, one
    decision each; the delayed ability is then no longer waiting (it triggers once)."""
    state, hand = _conclave()
    assert isinstance(state.returns, list) and any(r.endswith("/phase_discard") for r in state.returns)
    bob_hand = list(player(state, "bob").hand)
    state = _pass_to_end_phase(state)
    assert state.step == "end_beginning" and not state.pending and len(player(state, "ann").hand) == len(hand)
    (item,) = state.chase
    assert item.ability == "phase_discard" and item.controller == "ann" and item.card.startswith("ann:GRV-012")
    state = both_pass(state)
    chosen = hand[:3]
    for card_id in chosen:
        assert state.decision is not None and state.decision.player == "ann"
        state = act(state, {"type": "discard", "player": "ann", "card": card_id})
    ann = player(state, "ann")
    assert all(c in ann.graveyard and c not in ann.hand for c in chosen) and len(ann.hand) == len(hand) - 3
    assert player(state, "bob").hand == bob_hand
    assert not any(r.endswith("/phase_discard") for r in (state.returns or []))


def test_fow_at_beginning_end_discard_r_breaks_on_a_field_card() -> None:
    """Breaking FOW-AT-BEGINNING-END-DISCARD-R: the delayed discard without its number of cards, or not waiting for the
    beginning of the end phase, is refused by the card-set check citing the rule."""
    for change in ({"amount": None}, {"beginning": False}):
        record = copy.deepcopy(card("GRV-012"))
        record["effects"][-1] |= change
        with pytest.raises(InputError, match="FOW-AT-BEGINNING-END-DISCARD-R"):
            catalogue_card_set(msgspec.convert({"id": "tst-broken", "cards": [*reference_card_set_json()["cards"], record]}, CardSet))


def test_fow_at_beginning_end_discard_r_not_another_players_card() -> None:
    """FOW-AT-BEGINNING-END-DISCARD-R: during the discard only ann's hand cards may be chosen (a card of bob's is refused)."""
    state, _ = _conclave()
    state = both_pass(_pass_to_end_phase(state))
    assert state.decision is not None and state.decision.player == "ann"
    assert code_of(state, {"type": "discard", "player": "ann", "card": player(state, "bob").hand[0]}) is not None


# -- FOW-MAY-GAIN-AT-END-R (ADK-045) ---------------------------------------------------------------------------------


def _frayla_attacks(accept: bool) -> tuple[State, str]:
    """Ann's ADK-045 and TST-R01 in her field; ADK-045 attacks bob, its trigger targets TST-R01 and ann answers the
    'may gain' with ``accept``; everything resolves: (the state, TST-R01's instance)."""
    state = real_started("ADK-045")
    frayla = to_field(state, "ann", "ADK-045")
    other = to_field(state, "ann", "TST-R01")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": frayla, "target": "bob"})
    (pending,) = state.pending
    state = both_pass(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [other]}))
    assert state.decision is not None and state.decision.kind == "may" and state.decision.player == "ann"
    return act(state, {"type": "may", "player": "ann", "accept": accept}), other


def _to_next_turn(state: State) -> State:
    """Everyone passes (bob declares no block; the turn player discards the first card when asked) until the next turn."""
    number = state.turn.number
    for _ in range(80):
        if state.turn.number != number:
            return state
        pid = state.to_act[0]
        if code_of(state, {"type": "pass", "player": pid}) == "FOW-BATTLE-4":
            state = act(state, {"type": "declare_block", "player": pid, "blocker": None})
        elif state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": pid, "card": player(state, pid).hand[0]})
        else:
            state = act(state, {"type": "pass", "player": pid})
    raise AssertionError("the next turn did not begin")


def test_fow_may_gain_at_end_r_is_read() -> None:
    """FOW-MAY-GAIN-AT-END-R: ADK-045 is supported; its attack trigger's delayed banish is conditional on the change."""
    assert entry("ADK-045")["supported"]
    (ability,) = [a for a in card("ADK-045")["abilities"] if a["trigger"] == "attacks"]
    assert ability["effects"][0]["optional"] is True
    assert ability["effects"][1] == {"op": "at_end", "target": 0, "then": "banish", "condition": "if_you_do"}


def test_fow_may_gain_at_end_r_accepted_banished_at_end_of_turn() -> None:
    """FOW-MAY-GAIN-AT-END-R with ADK-045: accepted, TST-R01 gains the change and waits for the end of turn, where its
    controller banishes it (into ann's graveyard)."""
    state, other = _frayla_attacks(True)
    entity = next(e for e in player(state, "ann").field if e.id == other)
    assert entity.at_end == "banish" and stats(state, other)[0] == 800  # TST-R01: ATK 400
    state = _to_next_turn(state)
    assert other not in [e.id for e in player(state, "ann").field] and other in player(state, "ann").graveyard


def test_fow_may_gain_at_end_r_breaks_declined() -> None:
    """Breaking FOW-MAY-GAIN-AT-END-R: declined, TST-R01 gets neither the change nor the delayed banish, and stays in the
    field after the end of turn; a change that is not optional ('gains') before 'If it does' is refused."""
    state, other = _frayla_attacks(False)
    entity = next(e for e in player(state, "ann").field if e.id == other)
    assert entity.at_end is msgspec.UNSET
    state = _to_next_turn(state)
    assert other in [e.id for e in player(state, "ann").field]
    text = ". ".join(sentences("ADK-045", 1)).replace("\u21d2", ">>>").split(">>>", 1)[1].strip().replace(" may gain ", " gains ")
    with pytest.raises(Unsupported):
        parse_effects(text)
