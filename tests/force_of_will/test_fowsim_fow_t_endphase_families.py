"""The end phase's first step read by fow-t-endphase, played with a real card named by id (the printed text stays in
../shared):

- FOW-TRIG-END-PHASE-R: a ruler's "at the beginning of your end phase >>> remove target rested resonator you control
  from the game, then put it into the field under its owner's control" (LEL-071), triggering at CR 505.1, before the
  "at end of turn" abilities (TAT-078) of CR 505.3.
- FOW-AT-BEGINNING-END-R: "<effect on target J/resonator>. At the beginning of the end phase >>> Destroy it" of a
  J-ruler's [Enter] (MP01-044J).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set, reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, next_turn, player, to_field
from .real import ann_first, field, judgment_action, lone_ruler, refused_line


def _lumia_game() -> State:
    """Ann leads with the real ruler LEL-071 (bob with TST-RU2), a TAT-078 in each main deck: ann's first main phase."""
    cards = [*reference_card_set_json()["cards"], lone_ruler("LEL-071"), copy.deepcopy(card("TAT-078"))]
    decks = {"ann": full_deck("LEL-071"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"]["TAT-078"] = 1
    return ann_first({"card_set": {"id": "tst-plus-endphase", "cards": cards}}, decks, "endphase")


def _pass_to_end_phase(state: State) -> State:
    for _ in range(6):
        state = both_pass(state)
        if state.phase == "end":
            return state
    raise AssertionError("no end phase")


def test_fow_trig_end_phase_r_triggers_before_the_end_of_turn_abilities() -> None:
    """FOW-TRIG-END-PHASE-R with LEL-071: as ann's end phase begins (CR 505.1) its ability triggers alone -- ann's
    TAT-078 ("at end of turn", CR 505.3) waits; it removes ann's rested TST-R03 and puts it back, a new recovered card
    with no damage whose [Enter] triggers and resolves in that step. Only once the chase is empty and both pass does TAT-078 trigger (ann loses its 200 life); then the
    turn ends."""
    assert entry("LEL-071")["supported"]
    assert card("LEL-071")["abilities"][0]["trigger"] == "your_end_phase"
    state = _lumia_game()
    rested = to_field(state, "ann", "TST-R03", rested=True, damage=100)
    tat = to_field(state, "ann", "TAT-078")
    state = _pass_to_end_phase(state)
    assert state.step == "end_beginning"
    assert [p.source for p in state.pending] == [player(state, "ann").ruler.id]  # type: ignore[union-attr]
    pending = state.pending[0]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [rested]})
    state = both_pass(state)  # the flicker resolves
    back = next(e for e in player(state, "ann").field if e.id == rested)
    assert not back.rested and back.damage == 0 and back.since == state.turn.number
    state = both_pass(state)  # a new card: its [Enter] (gain 300 life) resolves, still in CR 505.2
    assert state.step == "end_beginning" and player(state, "ann").life == 4300 and not state.pending and not state.chase
    state = both_pass(state)  # CR 505.2 ends: "at end of turn" (CR 505.3)
    assert state.step is None and [item.card for item in state.chase] == [tat]
    state = next_turn(state)
    assert state.turn.player == "bob" and player(state, "ann").life == 4100


def test_fow_trig_end_phase_r_your_end_phase_only_and_a_skipped_step() -> None:
    """FOW-TRIG-END-PHASE-R: in bob's end phase LEL-071's "your end phase" does not trigger; with no such trigger the
    step is skipped (CR 505.1): the end phase is at once at its "at end of turn" step."""
    state = next_turn(_lumia_game())
    assert state.turn.player == "bob"
    rested = to_field(state, "ann", "TST-R03", rested=True)
    state = _pass_to_end_phase(state)
    assert state.step is None and not state.pending and rested in field(state, "ann")


def test_fow_trig_end_phase_r_breaks_on_a_recovered_target() -> None:
    """Breaking FOW-TRIG-END-PHASE-R: LEL-071's trigger played on a recovered resonator, or on bob's rested one, is
    refused (a target of the printed filter only)."""
    state = _lumia_game()
    mine = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "TST-R03", rested=True)
    to_field(state, "ann", "TST-R01", rested=True)  # a legal target: the ability is played
    state = _pass_to_end_phase(state)
    pending = state.pending[0]
    for target in (mine, his):
        assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [target]}) == "FOW-PLAY-1"


def test_fow_trig_end_phase_r_breaks_on_a_forged_step() -> None:
    """Breaking FOW-TRIG-END-PHASE-R: the end phase's first step held in a main phase is a forged state."""
    state = _lumia_game()
    state.step = "end_beginning"
    with pytest.raises(InputError, match="end_beginning"):
        act(state, {"type": "pass", "player": state.to_act[0]})


def test_fow_trig_end_phase_r_breaks_on_an_effect_on_the_ruler_itself() -> None:
    """Breaking FOW-TRIG-END-PHASE-R: a ruler's beginning-of-end-phase ability on "this card" stays refused."""
    assert "FOW-TRIG-RULER-STEP-R" in refused_line("At the beginning of your end phase >>> Draw a card. Recover this card.", "ruler")


def _helsing_game() -> State:
    """Ann leads with the real ruler MP01-044 and its real J-ruler side MP01-044J; its [Judgment] (not read) is given as
    two wind will here: ann's first main phase."""
    front = copy.deepcopy(card("MP01-044"))
    front.pop("unsupported", None)
    front["judgment"] = {"cost": {"specified": {"wind": 2}}}
    cards = [*reference_card_set_json()["cards"], front, copy.deepcopy(card("MP01-044J"))]
    decks = {"ann": full_deck("MP01-044"), "bob": full_deck("TST-RU2")}
    return ann_first({"card_set": {"id": "tst-plus-endphase-j", "cards": cards}}, decks, "endphase-j")


def test_fow_at_beginning_end_r_the_target_destroyed_as_the_end_phase_begins() -> None:
    """FOW-AT-BEGINNING-END-R with MP01-044J: ann does Judgment; its [Enter] targets bob's TST-R07 (an Elf), which loses
    all abilities; ann's end phase begins (CR 505.1) and the delayed ability triggers there, destroying it before the
    "at end of turn" step."""
    assert entry("MP01-044J")["supported"]
    assert card("MP01-044J")["abilities"][0]["effects"][1] == {"op": "at_end", "target": 0, "then": "destroy", "beginning": True}
    state = _helsing_game()
    his = to_field(state, "bob", "TST-R07")
    state = both_pass(act(state, judgment_action(state, {"wind": 2})))
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [his]})
    state = both_pass(state)
    assert next(e for e in player(state, "bob").field if e.id == his).at_end_phase == "destroy"
    state = _pass_to_end_phase(state)
    assert state.step == "end_beginning" and [item.card for item in state.chase] == [his]
    state = both_pass(state)
    assert state.step == "end_beginning" and his not in field(state, "bob") and his in player(state, "bob").graveyard


def test_fow_at_beginning_end_r_breaks_on_another_action() -> None:
    """Breaking FOW-AT-BEGINNING-END-R: an action other than destroy, banish, remove or return to hand (a card
    record with it) is refused by the card-set check."""
    record = copy.deepcopy(card("MP01-044J"))
    record["abilities"][0]["effects"][1]["then"] = "recover"
    with pytest.raises(InputError, match="FOW-AT-BEGINNING-END-R"):
        catalogue_card_set(msgspec.convert({"id": "tst-broken", "cards": [*reference_card_set_json()["cards"], record]}, CardSet))
