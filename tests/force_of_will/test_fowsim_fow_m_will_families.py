"""fow-m-will families, each played with a real card named by id (the printed text stays in ../shared and is
read at run time):

* FOW-WILL-EFFECT-SEVERAL-R: "Produce two (three) wills in any combination of attributes" as an effect --
  each will's attribute chosen in turn as it resolves (ADK-088's enter trigger; GOG-036's restricted mode).
"""

from __future__ import annotations

from .fowsim_db import card, entry
from .helpers import act, code_of, player
from .real import paid_play, real_started, resolve_all, to_decision

ANY = ["light", "fire", "water", "wind", "darkness"]


def _choose(attribute: str) -> dict[str, object]:
    return {"type": "choose_attribute", "player": "ann", "attribute": attribute}


# -- FOW-WILL-EFFECT-SEVERAL-R ---------------------------------------------------------------------------


def test_fow_will_effect_several_r_each_will_chosen_in_turn() -> None:
    """ADK-088 (a resonator; as it enters, two wills in any combination of attributes): read as one effect of
    two wills each among the five attributes; played, its trigger asks ann twice for an attribute -- fire,
    then fire again -- and leaves two fire wills in her pool, nothing more."""
    assert entry("ADK-088")["supported"]
    trigger = card("ADK-088")["abilities"][0]
    assert trigger["trigger"] == "enter" and trigger["effects"] == [{"op": "produce", "will": ANY, "count": 2}]
    state = real_started("ADK-088")
    state = act(state, paid_play(state, "ann", "ADK-088"))
    state = to_decision(state, "attribute", {})
    state = act(state, _choose("fire"))
    assert player(state, "ann").pool == {"fire": 1}
    assert state.decision is not None and state.decision.kind == "attribute" and state.decision.done == 1
    state = resolve_all(act(state, _choose("fire")))
    assert state.decision is None and player(state, "ann").pool == {"fire": 2}


def test_fow_will_effect_several_r_the_two_attributes_differ_and_stay_restricted() -> None:
    """GOG-036 (a chant; choose one: recover a Giant, or two wills in any combination of attributes that
    pay only for Giants): its second mode asks twice, light then darkness, and both wills are kept apart,
    restricted to Giants (FOW-WILL-EFFECT-SPEND-R); the free pool stays empty."""
    assert entry("GOG-036")["supported"]
    assert card("GOG-036")["modes"][1]["effects"][0]["count"] == 2
    state = real_started("GOG-036")
    action = paid_play(state, "ann", "GOG-036") | {"mode": 1}
    state = act(state, action)
    state = to_decision(state, "attribute", {})
    state = to_decision(act(state, _choose("light")), "attribute", {})
    state = resolve_all(act(state, _choose("darkness")))
    ann = player(state, "ann")
    assert not ann.pool and sorted(r.will for r in ann.restricted or []) == ["darkness", "light"]
    assert all(r.only.races == ["Giant"] for r in ann.restricted or [])


def test_fow_will_effect_several_r_breaks_one_will_only() -> None:
    """The rule broken: read with one choice the effect would end after one will; ADK-088's asks a second
    time after the first (its decision counting the one chosen), and a "{R} and/or {B}" combination offers
    only fire and darkness to each will."""
    from adjudicator.force_of_will.ability.grammar import _produce_effect

    assert _produce_effect("three wills in any combination of {R} and/or {B}") == {"op": "produce", "will": ["fire", "darkness"], "count": 3}
    state = real_started("ADK-088")
    state = act(state, paid_play(state, "ann", "ADK-088"))
    state = to_decision(state, "attribute", {})
    assert code_of(state, {"type": "pass", "player": "ann"}) is not None
    state = act(state, _choose("water"))
    assert state.decision is not None and state.decision.kind == "attribute" and state.chase
    assert player(state, "ann").pool == {"water": 1}
    state = resolve_all(act(state, _choose("wind")))
    assert player(state, "ann").pool == {"water": 1, "wind": 1}
