"""Grimm-cluster ability families, fifth batch: a Judgment or activate ability its player "cannot play if"
a condition does not hold, a resonator its controller must choose to attack if able, ... -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import hero_started, judgment_action, real_started, resolve_all


def _record(kind: str = "resonator") -> dict[str, Any]:
    return {"id": "X", "types": [kind], "abilities": [], "targets": [], "effects": [], "keywords": []}


def _refused(line: str, kind: str = "resonator") -> str:
    """Why the importer's line reader refuses ``line`` (an invented wording, not a card's); fails if read."""
    try:
        map_ability(normalize_line(line), _record(kind))
    except Unsupported as exc:
        return str(exc)
    raise AssertionError(f"{line!r} was read")


# -- FOW-CANNOT-PLAY-IF-R ----------------------------------------------------------------------------------


def test_fow_cannot_play_if_r_judgment_after_a_card_of_the_race_entered() -> None:
    """FOW-CANNOT-PLAY-IF-R with CMF-027's Judgment (free; its player cannot do it unless they put a card of a
    race into a field this turn), as read, given to the reference ruler: refused at first; done once ann's
    resonator of that race (a reference card given the race) has entered."""
    assert entry("CMF-027")["supported"]
    judgment = card("CMF-027")["judgment"]
    count = judgment["when"]["count"]
    assert judgment["cost"] == {} or not any(judgment["cost"].values())
    assert count["zone"] == "entered" and len(count["races"]) == 1
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}, "TST-R01": {"races": count["races"]}})
    assert code_of(state, judgment_action(state, {})) == "FOW-JUDG-ONLY-IF-R"
    resonator = to_hand(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": resonator, "targets": [], "payment": {"pool": {"light": 1}}}))
    assert resonator in {e.id for e in player(state, "ann").field}
    state = act(state, judgment_action(state, {}))
    assert state.chase


def test_fow_cannot_play_if_r_activate_reads_the_condition_it_denies() -> None:
    """FOW-CANNOT-PLAY-IF-R on an activate ability (an invented line): "You cannot play this ability if you
    don't have exactly five cards in your hand" is "only if you have exactly five" (FOW-ACTIVATE-ONLY-IF-R)."""
    record = _record()
    map_ability(normalize_line("[Activate] {Rest}: Draw a card. You cannot play this ability if you don't have exactly five cards in your hand."), record)
    (ability,) = record["abilities"]
    assert ability["when"] == {"count": {"what": "card", "zone": "hand", "whose": "you"}, "at_least": 5, "at_most": 5}
    assert [e["op"] for e in ability["effects"]] == ["draw"]


def test_fow_cannot_play_if_r_two_conditions_are_refused() -> None:
    """FOW-CANNOT-PLAY-IF-R: a negated condition of two clauses (CMF-077's kind) is not split by guess."""
    reason = _refused('[J-Activate] Pay {0}: You cannot play this ability if you don\'t control a Vampire resonator and a Human resonator.', "ruler")
    assert "cannot play this ability if" in reason
    reason = _refused("[Activate] {Rest}: Draw a card. You cannot play this ability if your life is 1000 or less.")
    assert "cannot play this ability if" in reason


# -- FOW-MUST-CHOOSE-ATTACKER-R -----------------------------------------------------------------------------


def _declaring(state: State) -> State:
    """ann starts a battle; passes until her declare-attack decision."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    for _ in range(4):
        if state.decision is not None and state.decision.kind == "declare_attack":
            return state
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("no declare-attack decision")


def _attackers(state: State) -> set[str | None]:
    return {a.attacker for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "declare_attack"}


def test_fow_must_choose_attacker_r_its_controller_attacks_with_it_first() -> None:
    """FOW-MUST-CHOOSE-ATTACKER-R with CMF-035 (a resonator that must attack if able and must be chosen as
    its controller chooses a card to attack) beside CFC-074 (a resonator with [Bloodlust]: it must attack
    too): both may attack, so declaring CFC-074 is refused with the code and not listed; CMF-035 attacks."""
    assert entry("CMF-035")["supported"]
    assert [a.get("must_be_chosen", False) for a in card("CMF-035")["abilities"]] == [False, True]
    state = real_started("CMF-035", "CFC-074")
    lure = to_field(state, "ann", "CMF-035")
    other = to_field(state, "ann", "CFC-074")
    state = _declaring(state)
    declare = {"type": "declare_attack", "player": "ann", "target": "bob"}
    assert code_of(state, declare | {"attacker": other}) == "FOW-MUST-CHOOSE-ATTACKER-R"
    assert _attackers(state) == {lure}
    state = act(state, declare | {"attacker": lure})
    assert state.battle is not None and state.battle.attacker == lure


def test_fow_must_choose_attacker_r_not_able_the_choice_is_free() -> None:
    """FOW-MUST-CHOOSE-ATTACKER-R with CMF-035 rested (it cannot attack): ann's CFC-074 attacks."""
    state = real_started("CMF-035", "CFC-074")
    to_field(state, "ann", "CMF-035", rested=True)
    other = to_field(state, "ann", "CFC-074")
    state = _declaring(state)
    assert _attackers(state) == {other}
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": other, "target": "bob"})
    assert state.battle is not None and state.battle.attacker == other


def test_fow_must_choose_attacker_r_only_on_a_j_resonator() -> None:
    """FOW-MUST-CHOOSE-ATTACKER-R: an addition saying it must be chosen to attack is not read."""
    assert "must be chosen to attack" in _refused("[Continuous]: As you choose a card to attack, you must choose this card if able.", "addition")
