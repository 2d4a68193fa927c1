"""fow-q-effects: one-shot effect sentences read across the community database, each played with a real card
named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import entry
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import paid_play, real_started, resolve_all, will_for


def _looked_at(card_id: str, accept: bool) -> tuple[State, list[str], list[dict[str, Any]]]:
    """``card_id`` in ann's field, its first ({Rest}) ability activated and resolved up to the 'may' it asks;
    ann answers it: the state, her deck before, and the events."""
    state = real_started(card_id)
    source = to_field(state, "ann", card_id)
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [], "payment": {"pool": {}}})
    events: list[dict[str, Any]] = []
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "may":
            break
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.priority}))
        assert result.valid
        state = result.state
        events.extend(result.events)
    assert state.decision is not None and state.decision.kind == "may" and state.decision.player == "ann"
    deck = list(player(state, "ann").deck)
    result = GAME.adjudicate(state, GAME.decode_action({"type": "may", "player": "ann", "accept": accept}))
    assert result.valid
    return result.state, deck, events + list(result.events)


def test_fow_look_remove_top_r_the_controller_sees_the_top_card_and_may_remove_it() -> None:
    """FOW-LOOK-REMOVE-TOP-R with AO1-014: ann alone sees the top card (bob reads it hidden); accepting puts
    it into her removed area (not her graveyard), the rest of the deck in the same order."""
    assert entry("AO1-014")["supported"]
    state, deck, events = _looked_at("AO1-014", True)
    looked = next(e for e in events if e["type"] == "looked")
    assert looked["player"] == "ann" and GAME.view_events([looked], "bob")[0]["found"] == {"hidden": True}
    ann = player(state, "ann")
    assert ann.deck == deck[1:] and ann.removed[-1] == deck[0] and deck[0] not in ann.graveyard


def test_fow_look_remove_top_r_declining_leaves_the_card_on_top() -> None:
    """FOW-LOOK-REMOVE-TOP-R: declining leaves the deck as it was and removes nothing."""
    state, deck, _ = _looked_at("AO1-014", False)
    ann = player(state, "ann")
    assert ann.deck == deck and deck[0] not in ann.removed


def _fenrir_awakened(state: State, which: int) -> dict[str, Any]:
    """SDV3-012 played from ann's hand with its ``which`` [Awakening] ({2} more) paid."""
    instance = to_hand(state, "ann", "SDV3-012")
    will = will_for("SDV3-012")
    will["void"] = will.get("void", 0) + 2
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "which_awakening": which, "payment": {"pool": will}}


def test_fow_target_controller_banishes_r_bobs_eternal_resonator_goes_to_his_graveyard() -> None:
    """FOW-TARGET-CONTROLLER-BANISHES-R with SDV3-012 (its second [Awakening]: an [Enter] ability targeting a
    resonator): bob's [Eternal] TST-R18 would stay on a destroy; banished by its controller it goes to bob's
    graveyard, with the banish event naming the rule."""
    assert entry("SDV3-012")["supported"] and entry("DBV-044")["supported"]
    state = real_started("SDV3-012")
    eternal = to_field(state, "bob", "TST-R18")
    state = act(state, _fenrir_awakened(state, 2))
    events: list[dict[str, Any]] = []
    for _ in range(20):
        if state.pending:
            action = {"type": "play_automatic", "player": state.pending[0].controller, "pending": state.pending[0].id, "targets": [eternal]}
        elif state.chase:
            action = {"type": "pass", "player": state.to_act[0]}
        else:
            break
        result = GAME.adjudicate(state, GAME.decode_action(action))
        assert result.valid, result.violation
        state = result.state
        events.extend(msgspec.to_builtins(list(result.events)))
    bob = player(state, "bob")
    assert eternal in bob.graveyard and eternal not in {e.id for e in bob.field}
    assert any(e["type"] == "banished" and e["card"] == eternal and e["rule"] == "FOW-TARGET-CONTROLLER-BANISHES-R" for e in events)


def test_fow_target_controller_banishes_r_the_first_awakening_banishes_nothing() -> None:
    """FOW-TARGET-CONTROLLER-BANISHES-R: paid for the first [Awakening] (draw two), no target is asked and bob's
    resonator stays."""
    state = real_started("SDV3-012")
    resonator = to_field(state, "bob", "TST-R01")
    state = resolve_all(act(state, _fenrir_awakened(state, 1)))
    assert resonator in {e.id for e in player(state, "bob").field}


def test_fow_opp_banish_gem_r_bob_chooses_and_banishes_one_of_his_gems() -> None:
    """FOW-OPP-BANISH-GEM-R with TSW-126 (destroy target light resonator; the opponent banishes a gem): bob's light
    resonator is destroyed, then bob (not ann) is asked the attribute, only among his gems; his water gem goes,
    his fire gem and ann's gem stay."""
    assert entry("TSW-126")["supported"]
    state = real_started("TSW-126")
    player(state, "ann").gems = ["water"]
    player(state, "bob").gems = ["fire", "water"]
    target = to_field(state, "bob", "TST-R03")
    state = act(state, {**paid_play(state, "ann", "TSW-126"), "targets": [target]})
    for _ in range(6):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "attribute" and state.decision.player == "bob"
    offered = sorted(a["attribute"] for a in (msgspec.to_builtins(x) for x in GAME.legal_actions(state)) if a["type"] == "choose_attribute")
    assert offered == ["fire", "water"]
    assert code_of(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"}) is not None
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "bob", "attribute": "water"}))
    assert list(player(state, "bob").gems or []) == ["fire"] and list(player(state, "ann").gems or []) == ["water"]
    assert target in player(state, "bob").graveyard


def test_fow_opp_banish_gem_r_no_gem_nothing_asked() -> None:
    """FOW-OPP-BANISH-GEM-R: bob holds no gem: nothing is asked, ann's gem stays."""
    state = real_started("TSW-126")
    player(state, "ann").gems = ["water"]
    target = to_field(state, "bob", "TST-R03")
    state = resolve_all(act(state, {**paid_play(state, "ann", "TSW-126"), "targets": [target]}))
    assert state.decision is None and list(player(state, "ann").gems or []) == ["water"]


def test_fow_misprint_r_acn072_non_water_resonators_return_water_stays() -> None:
    """FOW-MISPRINT-R (a singular 'resonator' after 'Return all non-<attribute>') with ACN-072: every non-water
    resonator of both players goes back to its owner's hand; the water SDV3-012 stays (read as one resonator,
    the line would be refused)."""
    assert entry("ACN-072")["supported"]
    state = real_started("ACN-072", "SDV3-012")
    light = to_field(state, "bob", "TST-R03")
    wind = to_field(state, "ann", "TST-R07")
    water = to_field(state, "bob", "SDV3-012")
    state = resolve_all(act(state, paid_play(state, "ann", "ACN-072")))
    assert light in player(state, "bob").hand and wind in player(state, "ann").hand
    assert water in {e.id for e in player(state, "bob").field}
