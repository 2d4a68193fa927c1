"""Rule behaviours of ``adjudicator/force_of_will/plays.py`` pinned so that a wrong rule cannot hide (issue 21,
scripts/mutation, the sample of 2026-12-05 (seed ``r-plays``) against the whole ``tests/force_of_will`` directory,
branch mut-r): each test was written against a change to ``plays.py`` that no other test noticed. Cards of the
invented reference pool are named by id; real cards of the community database too (their text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import Activate, Search, State

from .fowsim_db import card
from .helpers import act, both_pass, full_deck, pay, pool, started, stones, to_field, to_hand
from .real import real_set, real_started, stack_on_top
from .test_pinned_plays import first_turn_of_ann


def refused(state: State, action: dict[str, Any]) -> tuple[str, str, str]:
    v = GAME.verify(state, GAME.decode_action(action))
    assert v is not None, action
    return v.code, v.message, v.path or ""


def test_a_mode_out_of_range_is_refused_naming_the_last_option() -> None:
    """FOW-PLAY-1 (CR 903.2g): TST-C03 (two options) played naming option 2, or none, is refused at
    ``/action/mode`` with the options a player may name: 0 to 1."""
    state = started()
    burst = to_hand(state, "ann", "TST-C03")
    g, w = stones(state, "ann", "TST-ST-G", "TST-ST-W")
    target = to_field(state, "bob", "TST-R02")
    action = {"type": "play_card", "player": "ann", "card": burst, "targets": [target], "payment": pay((g, "wind"), (w, "light"))}
    expected = ("FOW-PLAY-1", "Gale Burst: choose a mode from 0 to 1", "/action/mode")
    assert refused(state, action | {"mode": 2}) == expected
    assert refused(state, action) == expected


def test_the_counters_a_cost_removes_are_listed_in_twelve_choices_at_most() -> None:
    """FOW-COST-COUNTERS-FROM-R (CR 903.2l-1, 1022): MOA-004's second ability (remove three knowledge counters
    from cards you control) with five of ann's resonators holding three each has 35 ways to pay; its listed
    uses on bob's resonator (or any other resonator) name at most 12 of them (``counter_pick_lists``), each legal as listed."""
    state = real_started("MOA-004")
    kaguya = to_field(state, "ann", "MOA-004", counters={"knowledge": 3})
    for resonator in ("TST-R01", "TST-R01", "TST-R11", "TST-R11"):
        to_field(state, "ann", resonator, counters={"knowledge": 3})
    his = to_field(state, "bob", "TST-R05")
    uses = [a for a in GAME.legal_actions(state) if isinstance(a, Activate) and a.card == kaguya and a.ability == 1]
    on_his = [a for a in uses if a.targets == [his]]
    assert len(on_his) == 12 and len(uses) == 12 * 6  # each of the six resonators a target, 12 ways each
    assert len({tuple((p.card, p.counter) for p in a.payment.counters) for a in on_his}) == 12
    assert all(len(a.payment.counters) == 3 and GAME.verify(state, a) is None for a in on_his)


def test_the_search_of_a_later_effect_offers_the_invert() -> None:
    """FOW-INVERT-NONE-R (CR 1030.1): an invented chant (TST-CINV, {light}) whose first effect is TSW-022J's look
    at the top three (then "you may invert that card") and whose second draws a card: as it resolves the search
    (its effect 0) offers TSW-014 inverted, as that effect says (not the draw after it)."""
    look = next(e for a in card("TSW-022J")["abilities"] for e in a.get("effects", []) if e["op"] == "search")
    chant = {"id": "TST-CINV", "name": "Test Inverting Look", "types": ["chant"], "attributes": ["light"],
             "cost": {"specified": {"light": 1}}, "effects": [dict(look), {"op": "draw", "amount": 1}], "provenance": "invented"}
    cards = [*real_set("TSW-014")["cards"], chant]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"] |= {"TSW-014": 1, "TST-CINV": 1}
    state = first_turn_of_ann({"id": "tst-invert-look", "cards": cards}, decks, "invert-look")
    look_at = to_hand(state, "ann", "TST-CINV")
    top = stack_on_top(state, "ann", ("TSW-014",))
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": look_at, "payment": {"pool": {"light": 1}}})
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "search" and not state.decision.effect
    options = {(a.card, a.invert) for a in GAME.legal_actions(state, "ann") if isinstance(a, Search)}
    assert (top["TSW-014"], True) in options
    assert GAME.verify(state, GAME.decode_action({"type": "search", "player": "ann", "card": top["TSW-014"], "invert": True})) is None
