""""As long as" families played with real cards named by id (the printed text stays in ../shared).

FOW-GAIN-CONTROL-WHILE-R: control gained "as long as this card is in the field" lasts past the end of the turn
and ends the moment its source leaves the field, layered over the other control effects in timestamp order."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import CONTROL_REFUSAL, Unsupported, parse_effects
from adjudicator.force_of_will.state import ControlLayer, State

from .fowsim_db import entry
from .helpers import act, both_pass, code_of, next_turn, pass_until, to_field, to_hand
from .real import board_of, field, play, real_started, resolve_all


def _leave(state: State, card_id: str) -> None:
    """``card_id`` leaves the field for its owner's graveyard (as a destroyed card would)."""
    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])


def _steal_with_tms_049(*others: str) -> tuple[State, str, str]:
    state = real_started("TMS-049", *others)
    stolen = to_field(state, "bob", "TST-R02", rested=True, damage=100)
    thief = to_hand(state, "ann", "TMS-049")
    return resolve_all(play(state, "ann", thief), {thief: [stolen]}), thief, stolen


def test_fow_gain_control_while_r_lasts_past_the_turn_and_ends_with_the_source_tms_049() -> None:
    """FOW-GAIN-CONTROL-WHILE-R with TMS-049 (enters: gain control of target resonator your opponent controls
    as long as this card is in a field): bob's resonator comes to ann's field as the same card (rested, its
    damage kept, still bob's), stays hers after the turn ends, and goes back to bob's field the moment
    TMS-049 leaves the field, under his control since that turn."""
    assert entry("TMS-049")["supported"]
    state, thief, stolen = _steal_with_tms_049()
    assert stolen in field(state, "ann") and stolen not in field(state, "bob")
    entity = board_of(state).entity(stolen)
    assert entity is not None and entity.rested and entity.damage == 100 and entity.since == state.turn.number
    assert entity.control_by == [ControlLayer(player="ann", source=thief)] and entity.control_base == "bob"
    state = next_turn(state)
    assert stolen in field(state, "ann") and board_of(state).controller(stolen).id == "ann"
    GAME.check(state)
    _leave(state, thief)
    assert stolen in field(state, "bob") and stolen not in field(state, "ann")
    back = board_of(state).entity(stolen)
    assert back is not None and back.control_by is msgspec.UNSET and back.control_base is msgspec.UNSET
    assert back.since == state.turn.number
    GAME.check(state)


def test_fow_gain_control_while_r_no_effect_when_the_source_left_before_it_resolved_tms_049() -> None:
    """FOW-GAIN-CONTROL-WHILE-R (breaking it, CR 909.8): TMS-049 leaves the field while its ability waits on
    the chase: nothing changes control; its own resonator is not a legal target (your opponent controls)."""
    state = real_started("TMS-049")
    stolen = to_field(state, "bob", "TST-R02")
    own = to_field(state, "ann", "TST-R01")
    thief = to_hand(state, "ann", "TMS-049")
    state = both_pass(play(state, "ann", thief))
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [own]}) == "FOW-PLAY-1"
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [stolen]})
    _leave(state, thief)
    state = resolve_all(state)
    assert stolen in field(state, "bob") and stolen not in field(state, "ann")
    entity = board_of(state).entity(stolen)
    assert entity is not None and entity.control_by is msgspec.UNSET


def test_fow_gain_control_while_r_all_resonators_as_it_resolves_rol_015() -> None:
    """FOW-GAIN-CONTROL-WHILE-R with ROL-015 (enters: gain control of all resonators your opponent controls as
    long as this card is in the field; CR 909.4a): both of bob's resonators come to ann's field, his magic
    stone does not, a resonator bob puts into his field afterwards stays his; ROL-015 leaving returns both."""
    assert entry("ROL-015")["supported"]
    state = real_started("ROL-015")
    first, second = to_field(state, "bob", "TST-R02"), to_field(state, "bob", "TST-R11")
    stone = to_field(state, "bob", "TST-ST-U")
    source = to_hand(state, "ann", "ROL-015")
    state = resolve_all(play(state, "ann", source))
    assert {first, second} <= field(state, "ann") and not {first, second} & field(state, "bob")
    assert stone in field(state, "bob")
    later = to_field(state, "bob", "TST-R06")
    state = next_turn(state)
    assert later in field(state, "bob") and {first, second} <= field(state, "ann")
    _leave(state, source)
    assert {first, second, later} <= field(state, "bob") and not {first, second} & field(state, "ann")
    GAME.check(state)


def test_fow_gain_control_while_r_layers_with_until_end_of_turn_vin003_043() -> None:
    """FOW-GAIN-CONTROL-WHILE-R layered with FOW-GAIN-CONTROL-R (CR 909.3b): after TMS-049 took bob's
    resonator, bob's VIN003-043 takes it back until end of turn.  If TMS-049 stays, the card is ann's again
    once the turn ends; if TMS-049 leaves during the turn, bob keeps it (his newer effect) and keeps it after
    the turn ends (no effect is left)."""
    for source_leaves in (False, True):
        state, thief, stolen = _steal_with_tms_049("VIN003-043")
        state = pass_until(next_turn(state), lambda s: s.priority == "bob" and s.phase == "main" and not s.chase and s.decision is None)
        taker = to_hand(state, "bob", "VIN003-043")
        state = resolve_all(play(state, "bob", taker), {taker: [stolen]})
        assert stolen in field(state, "bob")
        entity = board_of(state).entity(stolen)
        assert entity is not None and entity.control_by == [ControlLayer(player="ann", source=thief), ControlLayer(player="bob")]
        if source_leaves:
            _leave(state, thief)
            assert stolen in field(state, "bob")
            GAME.check(state)
        state = next_turn(state)
        assert (stolen in field(state, "bob")) is source_leaves
        assert (stolen in field(state, "ann")) is not source_leaves
        GAME.check(state)


@pytest.mark.parametrize(
    "sentence",
    [
        "Gain control of target resonator as long as this card is rested",
        "Gain control of all resonators as long as this card is in the field",
        "Gain control of target J/resonator as long as this card is in the field",
    ],
)
def test_fow_gain_control_while_r_other_conditions_are_refused(sentence: str) -> None:
    """FOW-GAIN-CONTROL-WHILE-R reads only 'as long as this card is in the field' over a resonator target or all
    the resonators your opponent controls; any other condition or group is refused."""
    with pytest.raises(Unsupported) as caught:
        parse_effects(sentence)
    assert str(caught.value) in (CONTROL_REFUSAL, "gaining control of a J/resonator is not in the vocabulary")


def test_fow_gain_control_while_r_forged_layers_are_refused() -> None:
    """FOW-GAIN-CONTROL-WHILE-R's consistency: a layer whose source is not in the field is refused."""
    state, thief, stolen = _steal_with_tms_049()
    data = msgspec.to_builtins(state)
    for entity in data["players"][0]["field"]:
        if entity["id"] == stolen:
            entity["control_by"][0]["source"] = "ann:TST-R01#9"
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data)
    assert any("FOW-GAIN-CONTROL-R" in e.message for e in caught.value.errors)
    assert thief in field(state, "ann")
