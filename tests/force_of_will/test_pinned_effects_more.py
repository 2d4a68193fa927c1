"""More rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned so that a wrong rule cannot hide
(issue 21, scripts/mutation; branch ``mut-effects``, 2026-12-04 night): each test was written against a change
to ``effects.py`` that no test of ``tests/force_of_will`` noticed.  Real cards of the community database are
named by id (their text stays in ../shared); the invented reference pool fills the rest."""

from __future__ import annotations

import copy

from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import reference_card_set_json, validate_card_set

from .fowsim_db import card, imported
from .helpers import act, both_pass, full_deck, player, pool, take, to_field, to_hand
from .real import ann_first, hero_started, real_started, resolve_all, to_decision


# -- FOW-FLICKER-R: the card put back is a new card, its [Enter] abilities trigger -------------------------------
def test_a_card_removed_and_put_back_triggers_its_enter_abilities() -> None:
    """FOW-FLICKER-R (CR 302.3, 1004.1) with CMF-004's third option at ann's own VIN001-064 ([Enter]: you lose
    500 life): the resonator is removed and put back into ann's field as a new card, so its [Enter] ability
    triggers and ann loses 500 life."""
    state = real_started("CMF-004", "VIN001-064")
    loser = to_field(state, "ann", "VIN001-064")
    life = player(state, "ann").life
    chant = to_hand(state, "ann", "CMF-004")
    pool(state, "ann", light=1, void=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "mode": 2, "targets": [loser],
                                    "payment": {"pool": {"light": 1, "void": 1}}}))
    assert loser in {e.id for e in player(state, "ann").field}
    assert player(state, "ann").life == life - 500


# -- FOW-TRUE-STONE-SAME-NAME-R: the second player's status triggers when the first's does not hold --------------
def test_the_status_of_the_second_player_triggers_though_the_first_has_no_pair() -> None:
    """FOW-TRUE-STONE-SAME-NAME-R (CR 906.9, 906.9a) with TAT-091 and TAT-093 bearing its name, both in bob's
    field (ann, the first player of the state, controls no true magic stone): ann passes, bob's status
    triggers and bob is asked which stone he banishes; the one chosen goes to his graveyard."""
    state = hero_started((), stones=("TAT-091", "TAT-093"), changed={"TAT-093": {"name": card("TAT-091")["name"]}})
    assert [p.id for p in state.players][0] == "ann"
    first, second = to_field(state, "bob", "TAT-091"), to_field(state, "bob", "TAT-093")
    state = to_decision(act(state, {"type": "pass", "player": "ann"}), "banish", {})
    assert state.decision is not None and state.decision.player == "bob"
    state = resolve_all(act(state, {"type": "banish", "player": "bob", "card": second}))
    assert second in player(state, "bob").graveyard and first in {e.id for e in player(state, "bob").field}


# -- FOW-INVERT-NONE-R: "you may invert that card" names one card; a pick of several is refused ---------------------
def test_you_may_invert_that_card_after_a_pick_of_several_is_refused_in_a_card_set() -> None:
    """FOW-INVERT-NONE-R (CR 1030.1): TSW-022J's look at the top three ("... you may invert that card") made a pick
    of two (``count`` 2 in a custom card set, FOW-LOOK-TOP-PICK-R) is refused at its ``then_invert``: the choice
    to invert is asked with one card named, and a pick of several would leave it unapplied (it was, before
    2026-12-04: the set was accepted and ``invert: true`` silently ignored). The card as printed (one card) is
    accepted."""
    record = copy.deepcopy(card("TSW-022J"))
    at, index, search = next((n, i, e) for n, a in enumerate(record["abilities"]) for i, e in enumerate(a.get("effects", [])) if e["op"] == "search")
    assert search["then_invert"] is True and search["top"] == 3
    data = reference_card_set_json()
    data = {**data, "cards": [*data["cards"], record]}
    assert validate_card_set(data)[2] == []
    search["count"] = 2
    problems = validate_card_set(data)[2]
    assert [(p.pointer.rsplit("/abilities/", 1)[1], p.message) for p in problems] == [
        (f"{at}/effects/{index}/then_invert", "FOW-INVERT-NONE-R: 'you may invert that card' follows one card of the main deck put into the field")
    ]


# -- FOW-TRIG-OTHER-ENTERS-R: an ability for the opponent's field does not hide the card's next ability ----------
def test_an_enters_ability_after_one_of_the_other_field_still_triggers() -> None:
    """FOW-TRIG-OTHER-ENTERS-R and FOW-TRIG-OPP-ENTERS-R (CR 906.1, 906.3): TSW-057 given, after its own "whenever
    a resonator enters your opponent's field ..." ability, ENW-031J's "whenever a light resonator enters your
    field, put counters on it" (a custom card set): ann plays TST-R01 (a light resonator) into her own field;
    the first ability is passed over (the opponent's field only) and the second triggers: two [+100/+100]
    counters on TSW-057."""
    watcher_abilities = [a for a in card("TSW-057")["abilities"] if a.get("trigger") == "card_enters"]
    own = next(a for a in card("ENW-031J")["abilities"] if a.get("trigger") == "card_enters")
    assert [a["whose"] for a in watcher_abilities] == ["opponent"] and own["trigger"] == "card_enters" and "whose" not in own
    state = hero_started(("TSW-057",), changed={"TSW-057": {"abilities": [*watcher_abilities, own]}})
    watcher = to_field(state, "ann", "TSW-057")
    scout = to_hand(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": scout, "targets": [], "payment": {"pool": {"light": 1}}})
    state = both_pass(state)
    assert scout in {e.id for e in player(state, "ann").field}
    assert not state.pending and [(i.kind, i.controller, i.card, i.ability) for i in state.chase] == [("automatic", "ann", watcher, 1)]
    state = resolve_all(state)
    assert next(e for e in player(state, "ann").field if e.id == watcher).counters == {"+100/+100": 2}


# -- FOW-KW-RESONANCE-R: a ruler's [Resonance] triggers only for a stone of its own type -------------------------
def test_a_rulers_resonance_does_not_trigger_for_a_stone_of_another_magic_stone_type() -> None:
    """FOW-KW-RESONANCE-R (CR 1127.2, 1127.3) and FOW-RULER-AREA-R with VIN003-007 ([Resonance] for a light magic
    stone: +200/+200 to one of her resonators) in ann's ruler area, her TST-R11 in the field: calling CMF-102 (a
    basic stone of the fire magic stone type: a type, but not light) triggers nothing; calling CMF-103 (light)
    triggers it, as test_fowsim_ruler_area.py shows."""
    assert card("CMF-102")["stone_types"] == ["fire"] and card("VIN003-007")["abilities"][0]["trigger"] == "resonance"
    wanted = {"VIN003-007", "VIN003-007J", "CMF-102"}
    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] in wanted]
    ann_deck = full_deck("VIN003-007")
    ann_deck["stones"]["CMF-102"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-resonance", "cards": cards}}, {"ann": ann_deck, "bob": full_deck("TST-RU2")}, "resonance")
    to_field(state, "ann", "TST-R11")  # a resonator its [Resonance] could pump
    stone = take(state, "ann", "CMF-102")
    player(state, "ann").stone_deck.insert(0, stone)
    sync_counts(player(state, "ann"))
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert stone in {e.id for e in player(state, "ann").field}
    assert not state.pending and not state.chase
