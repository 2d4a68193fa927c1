"""Grimm-cluster ability families, fifth batch: a Judgment or activate ability its player "cannot play if"
a condition does not hold, ... -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_hand
from .real import hero_started, judgment_action, resolve_all


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
