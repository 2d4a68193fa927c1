"""Chant-Standby ability families of fow-r-standby (issue 14), each played with a real card named by id (the printed
text stays in ../shared):

* FOW-TRIGGER-IF-KEYWORD-R: "[Trigger] You control <group> and a resonator with [<keyword>]: <effect>" -- the second
  state shares the first's "you control"; a resonator of the player's field that has the keyword now (BFA-059);
* FOW-TRIGGER-DURING-TURN-R and FOW-TO-GRAVEYARD-N-R: "[Trigger] During your opponent's turn, you control <group> and
  N or more resonators were put into a graveyard from your field this turn: <effect>" (BFA-065).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import Modifier, State

from .fowsim_db import card, entry
from .helpers import act, code_of, next_turn, player, to_field, to_graveyard, to_standby
from .real import board_of, field, hero_started, resolve_all


def _from_standby(state: State, call: str, targets: list[str]) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": call, "targets": targets, "payment": {"pool": {}}}


def _listed(state: State, call: str) -> bool:
    return any(getattr(a, "card", None) == call for a in GAME.legal_actions(state, "ann"))


# -- FOW-TRIGGER-IF-KEYWORD-R -----------------------------------------------------------------------------------


# Real magic stones: a basic wind one and a basic fire one.
WIND, FIRE = "VIN001-094", "CMF-102"


def _gale(*, stone: str = WIND, flier: str | None = "TST-R06") -> tuple[State, str, str]:
    """BFA-059 set in ann's chant-standby area on an earlier turn; ann controls ``stone`` and ``flier``; bob a
    resonator without [Flying] (TST-R08)."""
    state = hero_started(("BFA-059",), stones=(WIND, FIRE))
    state.turn.number = 3  # set on an earlier turn (CR 708.5)
    call = to_standby(state, "ann", "BFA-059", 1)
    to_field(state, "ann", stone)
    if flier is not None:
        to_field(state, "ann", flier)
    return state, call, to_field(state, "bob", "TST-R08")


def test_fow_trigger_if_keyword_r_reads_both_states() -> None:
    """BFA-059 is supported: a wind magic stone you control, and a resonator you control with [Flying]."""
    assert entry("BFA-059")["supported"], entry("BFA-059")["unsupported"]
    assert card("BFA-059")["trigger"] == {
        "when": {"count": {"what": "magic_stone", "attributes": ["wind"]}, "at_least": 1},
        "also": [{"count": {"what": "resonator", "keyword": "flying"}, "at_least": 1}],
    }


def test_fow_trigger_if_keyword_r_played_with_a_flier() -> None:
    """A wind stone and a resonator with [Flying]: ann plays BFA-059 from her standby area (no cost) and bob's
    resonator without [Flying] is destroyed."""
    state, call, target = _gale()
    assert _listed(state, call)
    state = resolve_all(act(state, _from_standby(state, call, [target])))
    assert target in player(state, "bob").graveyard and call in player(state, "ann").graveyard


def test_fow_trigger_if_keyword_r_a_gained_keyword_counts() -> None:
    """A resonator without printed [Flying] that gained it until end of turn (CR 1102.2) fulfils the state."""
    state, call, target = _gale(flier="TST-R08")
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-IF-KEYWORD-R"
    mine = next(e.id for e in player(state, "ann").field if "TST-R08" in e.id)
    state.modifiers.append(Modifier(target=mine, keywords=["flying"]))
    assert code_of(state, _from_standby(state, call, [target])) is None


def test_fow_trigger_if_keyword_r_breaks_without_a_flier_or_the_stone() -> None:
    """No resonator with [Flying] (FOW-TRIGGER-IF-KEYWORD-R), or no wind magic stone (FOW-KW-TRIGGER-IF-R): refused
    and not listed; a flier of bob's does not count."""
    state, call, target = _gale(flier=None)
    to_field(state, "bob", "TST-R06")
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-IF-KEYWORD-R"
    assert not _listed(state, call)
    state, call, target = _gale(stone=FIRE)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-KW-TRIGGER-IF-R"
    assert not _listed(state, call)
    assert target in field(state, "bob")


def test_fow_trigger_if_keyword_r_a_count_by_keyword_is_a_trigger_state_only() -> None:
    """The card-set check refuses a count by keyword outside a [Trigger] state (a continuous value would depend on
    the keywords it is worked out with)."""
    record = {
        "id": "TST-X1",
        "name": "X",
        "types": ["resonator"],
        "attributes": ["wind"],
        "cost": {"free": 1},
        "atk": 100,
        "def": 100,
        "abilities": [{"kind": "continuous", "text": "x", "scope": "self", "atk": 100, "per": {"what": "resonator", "keyword": "flying"}}],
    }
    _, _, errors = validate_card_set({"id": "tst-keyword-count", "cards": [record]})
    assert any("FOW-TRIGGER-IF-KEYWORD-R" in str(e) for e in errors), errors


# -- FOW-TRIGGER-DURING-TURN-R, FOW-TO-GRAVEYARD-N-R -------------------------------------------------------------

DARK = "CMF-101"  # a real basic darkness magic stone


def _requiem(*, lost: int = 3, stone: str = DARK, bobs_turn: bool = True) -> tuple[State, str, str]:
    """BFA-065 set in ann's chant-standby area on an earlier turn; ann controls ``stone``; in bob's turn (or ann's,
    when not ``bobs_turn``) ``lost`` resonators of ann's field are destroyed, then bob passes priority to ann.  Her
    graveyard holds TST-R17 (the target)."""
    state = hero_started(("BFA-065",), stones=(DARK, FIRE))
    call = to_standby(state, "ann", "BFA-065", 1)
    state.turn.number = 3
    to_field(state, "ann", stone)
    target = to_graveyard(state, "ann", "TST-R17")
    if bobs_turn:
        state = next_turn(state)
        assert state.turn.player == "bob"
    doomed = [to_field(state, "ann", cid) for cid in ("TST-R01", "TST-R02", "TST-R03", "TST-R04")[:lost]]
    board = board_of(state)
    for card_id in doomed:
        entity = board.entity(card_id)
        assert entity is not None
        destroy(board, entity, [])
    if bobs_turn:
        state = act(state, {"type": "pass", "player": "bob"})
    assert state.priority == "ann"
    return state, call, target


def test_fow_trigger_during_turn_r_reads_three_states() -> None:
    """BFA-065 is supported: the opponent's turn, a darkness magic stone, three or more resonators put into a
    graveyard from your field this turn."""
    assert entry("BFA-065")["supported"], entry("BFA-065")["unsupported"]
    assert card("BFA-065")["trigger"] == {
        "when": {"turn": "opponents"},
        "also": [
            {"count": {"what": "magic_stone", "attributes": ["darkness"]}, "at_least": 1},
            {"count": {"what": "resonator", "zone": "to_graveyard", "controlled": True}, "at_least": 3},
        ],
    }


def test_fow_to_graveyard_n_r_three_lost_in_the_opponents_turn_play_it() -> None:
    """Bob's turn, three of ann's resonators destroyed: ann plays BFA-065 from her standby area and the resonator of
    her graveyard enters her field."""
    state, call, target = _requiem()
    assert _listed(state, call)
    state = resolve_all(act(state, _from_standby(state, call, [target])))
    assert target in field(state, "ann")


def test_fow_to_graveyard_n_r_breaks_with_two() -> None:
    """Two resonators lost: refused (FOW-TO-GRAVEYARD-N-R) and not listed."""
    state, call, target = _requiem(lost=2)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TO-GRAVEYARD-N-R"
    assert not _listed(state, call)


def test_fow_trigger_during_turn_r_breaks_in_your_own_turn_or_without_the_stone() -> None:
    """Ann's own turn (FOW-TRIGGER-DURING-TURN-R), or no darkness magic stone (FOW-TRIGGER-IF-AND-R): refused, not
    listed."""
    state, call, target = _requiem(bobs_turn=False)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-DURING-TURN-R"
    assert not _listed(state, call)
    state, call, target = _requiem(stone=FIRE)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-IF-AND-R"
    assert not _listed(state, call)
