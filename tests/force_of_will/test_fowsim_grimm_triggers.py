"""Grimm-cluster Chant-Standby cards whose old "[Trigger] <state>:" the vocabulary reads: states joined with
"and", a count more than the opponent's by N -- each played with a real card named by id (the printed text
stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability

from .fowsim_db import card, entry
from .fowsim_db import line_record as _record
from .fowsim_db import line_refusal as _refused
from .helpers import act, both_pass, code_of, player, to_field, to_standby
from .real import hero_started, resolve_all, to_decision


def _from_standby(state: Any, pid: str, card_id: str) -> str:
    """``card_id`` set in ``pid``'s chant-standby area on an earlier turn (CR 708.5)."""
    state.turn.number = 3
    return to_standby(state, pid, card_id, 1)


def _play(pid: str, instance: str, targets: list[str]) -> dict[str, Any]:
    """Played from the standby area: no card cost (CR 708.4)."""
    return {"type": "play_card", "player": pid, "card": instance, "targets": targets, "payment": {"pool": {}}}


# -- FOW-COND-MORE-BY-R ------------------------------------------------------------------------------------


def _sign(bob_more_by: int) -> tuple[Any, str, list[str]]:
    """MPR-014 in ann's standby area; ann controls one resonator, bob one plus ``bob_more_by``."""
    state = hero_started(("MPR-014",))
    sign = _from_standby(state, "ann", "MPR-014")
    to_field(state, "ann", "TST-R01")
    bobs = [to_field(state, "bob", ref) for ref in ("TST-R02", "TST-R03", "TST-R04", "TST-R05")[: 1 + bob_more_by]]
    return state, sign, bobs


def test_fow_cond_more_by_r_played_while_the_opponent_controls_three_more() -> None:
    """FOW-COND-MORE-BY-R with MPR-014 (Chant-Standby: while the opponent controls three or more resonators
    more than you, remove two target resonators from the game): bob controls four resonators to ann's one;
    ann plays it from her standby area and two of bob's resonators are removed from the game."""
    assert entry("MPR-014")["supported"]
    assert card("MPR-014")["trigger"]["when"]["by"] == 3
    state, sign, bobs = _sign(3)
    state = resolve_all(act(state, _play("ann", sign, bobs[:2])))
    assert set(bobs[:2]) <= set(player(state, "bob").removed)
    assert bobs[2] in {e.id for e in player(state, "bob").field}


def test_fow_cond_more_by_r_refused_two_more_only() -> None:
    """FOW-COND-MORE-BY-R with MPR-014 and bob controlling only two resonators more than ann: refused with
    the code and not listed; "you control N or more ... than you" (no other player) is refused."""
    state, sign, bobs = _sign(2)
    assert code_of(state, _play("ann", sign, bobs[:2])) == "FOW-COND-MORE-BY-R"
    assert not any(getattr(a, "card", None) == sign for a in GAME.legal_actions(state, "ann"))
    assert "not in the vocabulary" in _refused("[Trigger] You control two or more resonators than you: Draw a card.", "chant")
    record = _record("chant")
    map_ability(normalize_line("[Trigger] You control two or more magic stones than your opponent: Draw a card."), record)
    assert record["trigger"]["when"]["than_opponent"] == "more" and record["trigger"]["when"]["by"] == 2


# -- FOW-TRIGGER-IF-AND-R ----------------------------------------------------------------------------------


def _siege(musketeers: int) -> tuple[Any, str, str]:
    """CMF-075 in ann's standby area; ann's ruler bears the ruler name of its [Trigger]; the reference
    resonators TST-R01..R03 bear the three names it asks ann to control, ``musketeers`` of them in her field;
    bob controls TST-R07."""
    trigger = card("CMF-075")["trigger"]
    names = [state_now["count"]["names"][0] for state_now in trigger["also"]]
    changed = {ref: {"name": name} for ref, name in zip(("TST-R01", "TST-R02", "TST-R03"), names, strict=True)}
    state = hero_started(("CMF-075",), ruler_name=trigger["when"]["ruler_names"][0], changed=changed)
    siege = _from_standby(state, "ann", "CMF-075")
    for ref in ("TST-R01", "TST-R02", "TST-R03")[:musketeers]:
        to_field(state, "ann", ref)
    return state, siege, to_field(state, "bob", "TST-R07")


def test_fow_trigger_if_and_r_played_while_every_state_holds() -> None:
    """FOW-TRIGGER-IF-AND-R with CMF-075 (Chant-Standby: while your ruler bears a name (or your J-ruler
    another), and you control three named cards, destroy target J/resonator -- "resonator or J-Ruler", CR
    202.2a): ann's ruler bears the name and she controls the three; she plays it from her standby area and
    bob's resonator is destroyed."""
    assert entry("CMF-075")["supported"]
    assert len(card("CMF-075")["trigger"]["also"]) == 3
    assert card("CMF-075")["targets"] == [{"kind": "j_resonator"}]
    state, siege, target = _siege(3)
    state = resolve_all(act(state, _play("ann", siege, [target])))
    assert target in player(state, "bob").graveyard


def test_fow_trigger_if_and_r_refused_without_one_of_the_states() -> None:
    """FOW-TRIGGER-IF-AND-R with CMF-075 and only two of the three named cards in ann's field: refused with
    the code and not listed; an 'or' beside an 'and' without its comma, and a part that is no whole state,
    stay refused."""
    state, siege, target = _siege(2)
    assert code_of(state, _play("ann", siege, [target])) == "FOW-TRIGGER-IF-AND-R"
    assert not any(getattr(a, "card", None) == siege for a in GAME.legal_actions(state, "ann"))
    assert "joins its states" in _refused('[Trigger] You control a Moon or a Fairy Tale and your life is 2000 or less: Draw a card.', "chant")
    assert "not in the vocabulary" in _refused("[Trigger] You control a wind magic stone and a resonator with [Flying]: Draw a card.", "chant")


# -- FOW-TRUE-STONE-R / FOW-TRUE-STONE-SAME-NAME-R ----------------------------------------------------------


def _true_stones(same_name: bool) -> tuple[Any, str, str, str]:
    """TAT-091 and TAT-093 (true magic stones) in ann's field, TAT-093 bearing TAT-091's name when
    ``same_name``; ann's resonator TST-R01 beside them."""
    changed = {"TAT-093": {"name": card("TAT-091")["name"]}} if same_name else {}
    state = hero_started((), stones=("TAT-091", "TAT-093"), changed=changed)
    first, second = to_field(state, "ann", "TAT-091"), to_field(state, "ann", "TAT-093")
    return state, first, second, to_field(state, "ann", "TST-R01")


def test_fow_true_stone_r_a_special_stone_of_the_general_type_true() -> None:
    """FOW-TRUE-STONE-R with TAT-091 and TAT-093 (true magic stones, nothing else refused): imported as
    special magic stones of the subtype 'true', supported; with two names nothing triggers."""
    for card_id in ("TAT-091", "TAT-093"):
        assert entry(card_id)["supported"]
        assert card(card_id)["subtypes"] == ["special", "true"]
    assert [a["trigger"] for a in card("TAT-091")["abilities"] if a["kind"] == "automatic"] == ["same_true_name"]
    state, first, second, _ = _true_stones(same_name=False)
    state = both_pass(state)
    assert not state.chase and not state.pending and state.decision is None
    assert {first, second} <= {e.id for e in player(state, "ann").field}


def test_fow_true_stone_same_name_r_banish_all_but_one() -> None:
    """FOW-TRUE-STONE-SAME-NAME-R with TAT-091 and TAT-093 bearing its name (each: while you control two or
    more true magic stones with the same name, banish all but one): the status triggers as the priority
    sequence runs; as it resolves ann chooses the one she banishes, the other stays, and nothing triggers
    again."""
    state, first, second, _ = _true_stones(same_name=True)
    state = to_decision(act(state, {"type": "pass", "player": "ann"}), "banish", {})
    assert state.decision is not None and state.decision.player == "ann"
    state = act(state, {"type": "banish", "player": "ann", "card": first})
    state = resolve_all(state)
    assert first in player(state, "ann").graveyard
    assert second in {e.id for e in player(state, "ann").field}
    assert state.decision is None and not state.pending


def test_fow_true_stone_same_name_r_only_a_stone_sharing_the_name() -> None:
    """FOW-TRUE-STONE-SAME-NAME-R: naming ann's resonator in the banish decision is refused with the code;
    the line on a card that is no true magic stone is refused."""
    state, _, _, resonator = _true_stones(same_name=True)
    state = to_decision(act(state, {"type": "pass", "player": "ann"}), "banish", {})
    assert code_of(state, {"type": "banish", "player": "ann", "card": resonator}) == "FOW-TRUE-STONE-SAME-NAME-R"
    reason = _refused("[Continuous] When you control two or more true magic stones with the same name, banish all but one of them.", "resonator")
    assert "true magic stone only" in reason
