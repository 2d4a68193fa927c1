"""Named counter forms read by fow-v-ncounters, each played with a real card named by id (the printed text stays in
../shared):

- FOW-TRIG-NAMED-COUNTER-PUT-R: "Whenever a(n) <name> counter is put (placed) on this card >>> <effects>" -- one trigger
  for each counter of that name put on this card (TTW-070, its [Evolution] putting the counter; TTW-072).
- FOW-COUNTERS-FILL-R: "Put X <name> counters on this card (it), where X is N minus the number of <name> counters on this
  card" (ACN-162J's [Enter]; SDR2-009's activate ability).
- FOW-TARGET-NO-COUNTER-R: "target resonator with no <name> counters on it" (TTW-072; its misprint "taret" read as
  "target", FOW-MISPRINT-R).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import hero_started, real_started, refused_line, resolve_all, to_decision

# -- FOW-TRIG-NAMED-COUNTER-PUT-R (TTW-070) -----------------------------------------------------------------------------


def _evolve_070(state: State, beast_card: str) -> State:
    """Ann pays TTW-070's [Evolution] ({1}, discarding the Beast ``beast_card`` of her hand)."""
    guardian = next(e.id for e in player(state, "ann").field if e.id.split(":")[1].startswith("TTW-070"))
    pool(state, "ann", void=1)
    action = {"type": "activate", "player": "ann", "card": guardian, "ability": 0, "targets": [], "payment": {"pool": {"void": 1}, "discard": [beast_card]}}
    return act(state, action)


def test_fow_trig_named_counter_put_r_the_evolution_counter_searches() -> None:
    """TTW-070 supported: its [Evolution] paid (discarding a second TTW-070, a Beast) puts an evolution counter on it,
    which triggers its automatic ability once: ann searches her deck for the named card; a card of another name is
    refused, and the deck being hidden she may find none (CR 1014.2)."""
    assert entry("TTW-070")["supported"]
    trigger = card("TTW-070")["abilities"][2]
    assert trigger["trigger"] == "named_counter_put" and trigger["put_counter"] == "evolution"
    state = real_started("TTW-070", copies=3)
    to_field(state, "ann", "TTW-070")
    beast = to_hand(state, "ann", "TTW-070")
    state = _evolve_070(state, beast)
    state = both_pass(state)
    assert [(item.kind, item.ability) for item in state.chase] == [("automatic", 2)]  # one trigger for one counter
    state = to_decision(state, "search", {})
    other = player(state, "ann").deck[0]
    assert not other.split(":")[1].startswith("TTW-056")
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) is not None
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    guardian = next(e for e in player(state, "ann").field if e.id.split(":")[1].startswith("TTW-070"))
    assert guardian.counters == {"evolution": 1}
    assert beast in player(state, "ann").graveyard


def test_fow_trig_named_counter_put_r_breaks() -> None:
    """FOW-TRIG-NAMED-COUNTER-PUT-R broken: another name of counter, or the same name put on this card again (a loop),
    and guidance counters (their own [Guidance] rules) are refused at import (invented wordings)."""
    assert "FOW-TRIG-NAMED-COUNTER-PUT-R" in refused_line("Whenever a fate counter is put on this card, put a fate counter on this card.")
    assert "FOW-TRIG-NAMED-COUNTER-PUT-R" in refused_line("Whenever a guidance counter is put on this card, draw a card.")


# -- FOW-TARGET-NO-COUNTER-R (TTW-072) ----------------------------------------------------------------------------------


def _evolved_072(state: State) -> tuple[State, str]:
    """Ann pays TTW-072's [Evolution] ({G}{G}{2}); its counter put, the automatic ability waits for its target."""
    guardian = to_field(state, "ann", "TTW-072")
    pool(state, "ann", wind=2, void=2)
    state = act(state, {"type": "activate", "player": "ann", "card": guardian, "ability": 0, "targets": [], "payment": {"pool": {"wind": 2, "void": 2}}})
    return both_pass(state), guardian


def test_fow_target_no_counter_r_the_evolution_counter_passes_on() -> None:
    """TTW-072 supported: its evolution counter put triggers it once; ann targets her TST-R01 (no evolution counter on
    it), accepts, and TST-R01 gets an evolution counter."""
    assert entry("TTW-072")["supported"]
    trigger = card("TTW-072")["abilities"][2]
    assert trigger["trigger"] == "named_counter_put" and trigger["targets"] == [{"kind": "resonator", "without_counter": "evolution"}]
    state = real_started("TTW-072")
    plain = to_field(state, "ann", "TST-R01")
    state, guardian = _evolved_072(state)
    assert [p.source for p in state.pending] == [guardian]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [plain]})
    state = both_pass(state)
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert next(e for e in player(state, "ann").field if e.id == plain).counters == {"evolution": 1}
    assert next(e for e in player(state, "ann").field if e.id == guardian).counters == {"evolution": 1}


def test_fow_target_no_counter_r_breaks() -> None:
    """FOW-TARGET-NO-COUNTER-R broken: bob's TST-R02 already carrying an evolution counter is no legal target of TTW-072's
    trigger (nor TTW-072 itself, its counter just put); an addition filtered that way stays refused (invented wording)."""
    state = real_started("TTW-072")
    marked = to_field(state, "bob", "TST-R02", counters={"evolution": 1})
    to_field(state, "ann", "TST-R01")  # a legal target, so the trigger waits for its choice
    state, guardian = _evolved_072(state)
    for wrong in (marked, guardian):
        action = {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [wrong]}
        assert code_of(state, action) == "FOW-TARGET-NO-COUNTER-R"
    assert "not in the vocabulary" in refused_line("Put a fate counter on target addition with no fate counters on it.", "chant")


# -- FOW-COUNTERS-FILL-R (ACN-162J, SDR2-009) ---------------------------------------------------------------------------


def test_fow_counters_fill_r_the_enter_ability_fills_to_fifteen() -> None:
    """ACN-162J supported: its [Enter] puts fifteen minus the strength counters it has. A Basic J-ruler enters only by
    its Basic ruler's Judgment, so the ability is played here by TST-R03 given it: played from ann's hand, it enters
    and ends with fifteen strength counters."""
    assert entry("ACN-162J")["supported"]
    ability = card("ACN-162J")["abilities"][-1]
    assert ability["effects"] == [{"op": "put_counters", "amount": 15, "counter": "strength", "target": "self", "fill": True}]
    state = hero_started((), changed={"TST-R03": {"abilities": [ability]}})
    angel = to_hand(state, "ann", "TST-R03")
    pool(state, "ann", light=1, void=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": angel, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}}))
    assert next(e for e in player(state, "ann").field if e.id == angel).counters == {"strength": 15}


def test_fow_counters_fill_r_breaks() -> None:
    """FOW-COUNTERS-FILL-R broken: SDR2-009's {Rest} ability (ten minus the strength counters on this ruler) given to
    TST-RU1 with four strength counters leaves ten, not fourteen; with twelve it puts none (X below zero); a count of
    counters of another name is refused at import (invented wording)."""
    ability = card("SDR2-009")["abilities"][0]
    assert ability["effects"] == [{"op": "put_counters", "amount": 10, "counter": "strength", "target": "j_ruler", "fill": True}]
    for before, after in ((4, 10), (12, 12)):
        state = hero_started((), changed={"TST-RU1": {"abilities": [ability]}})
        ruler = player(state, "ann").ruler
        assert ruler is not None
        ruler.counters = {"strength": before}
        state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": ruler.id, "ability": 0, "targets": [], "payment": {}}))
        ruler = player(state, "ann").ruler
        assert ruler is not None and ruler.counters == {"strength": after} and ruler.rested
    assert "FOW-COUNTERS-FILL-R" in refused_line("{Rest}: Put X fate counters on this card, where X is ten minus the number of strength counters on this card.")
