"""Rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned so that a wrong rule cannot hide (issue 21,
scripts/mutation): each test was written against a change to ``effects.py`` that no other test noticed --
mostly the events a resolution emits, as a client reads them.  Real cards of the community database are
named by id (their text stays in ../shared); the invented reference pool fills the rest."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card
from .helpers import act, both_pass, full_deck, player, pool, started, stones, to_field, to_graveyard, to_hand
from .real import hero_started, play, real_started, resolve_all, stats

Events = list[dict[str, Any]]


def step(state: State, action: dict[str, Any]) -> tuple[State, Events]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, msgspec.to_builtins(result.events)


def settle(state: State, triggers: dict[str, list[str]] | None = None) -> tuple[State, Events]:
    """Pass (and play pending triggers with the given targets) until the chase and the pending abilities
    are empty; every event on the way."""
    seen: Events = []
    for _ in range(40):
        if state.pending:
            pending = state.pending[0]
            action = {"type": "play_automatic", "player": pending.controller, "pending": pending.id,
                      "targets": (triggers or {}).get(pending.source, [])}
        elif state.chase:
            action = {"type": "pass", "player": state.to_act[0]}
        else:
            return state, seen
        state, events = step(state, action)
        seen += events
    raise AssertionError("the chase did not empty")


def of_type(events: Events, tag: str) -> Events:
    return [e for e in events if e["type"] == tag]


# -- FOW-PLAY-2: a target gone when its spell resolves is named, a legal one is not ---------------------
def test_target_illegal_event_names_only_the_target_that_became_illegal() -> None:
    """FOW-PLAY-2 (CR 903.3a): ann's Flame Lance targets bob's Emberkin Imp; bob answers with his own Flame
    Lance on the same Imp.  Bob's resolves first (a legal target: no target_illegal event) and destroys it;
    ann's then finds its target gone: one target_illegal event naming ann's chase object and the Imp, and
    the chant still goes to the graveyard."""
    state = started()
    ann_lance = to_hand(state, "ann", "TST-C05")
    bob_lance = to_hand(state, "bob", "TST-C05")
    (ann_fire,) = stones(state, "ann", "TST-ST-R")
    (bob_fire,) = stones(state, "bob", "TST-ST-R")
    imp = to_field(state, "bob", "TST-R11")  # 500/200
    state = act(state, {"type": "play_card", "player": "ann", "card": ann_lance, "targets": [imp],
                        "payment": {"sources": [{"card": ann_fire, "will": "fire"}]}})
    ann_object = state.chase[0].id
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "play_card", "player": "bob", "card": bob_lance, "targets": [imp],
                        "payment": {"sources": [{"card": bob_fire, "will": "fire"}]}})
    state, first = step(state, {"type": "pass", "player": state.to_act[0]})
    state, second = step(state, {"type": "pass", "player": state.to_act[0]})
    assert of_type(first + second, "target_illegal") == []
    assert imp in player(state, "bob").graveyard
    state, events = settle(state)
    assert of_type(events, "target_illegal") == [{"type": "target_illegal", "object": ann_object, "target": imp, "rule": "FOW-PLAY-2"}]
    assert {"type": "chant_resolved", "card": ann_lance, "to": "graveyard"} in events
    assert ann_lance in player(state, "ann").graveyard


# -- FOW-SEARCH-STONE-R: the stone found enters the field, with its event; none found, no entry ----------
def _stone_search(chant: str) -> State:
    state = real_started(chant)
    state = play(state, "ann", to_hand(state, "ann", chant))
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "search":
            return state
        state = both_pass(state)
    raise AssertionError("no search asked")


def test_a_stone_found_by_a_search_enters_with_an_entered_event() -> None:
    """FOW-SEARCH-STONE-R with CFC-060: the stone found is named as found, then enters ann's field recovered
    (an ``entered`` event, not awakened, rested false); searching for nothing puts no card into the field
    and emits no ``entered`` event."""
    state = _stone_search("CFC-060")
    chosen = sorted(s for s in player(state, "ann").stone_deck if ":TST-ST-W#" in s)[0]
    after, events = step(state, {"type": "search", "player": "ann", "card": chosen})
    searched = of_type(events, "searched")
    assert [(e["player"], e["found"], e["card"], e["rule"]) for e in searched] == [("ann", "TST-ST-W", chosen, "FOW-SEARCH-STONE-R")]
    assert of_type(events, "entered") == [
        {"type": "entered", "player": "ann", "card": chosen, "added_to": None, "awakened": False, "rested": False}]
    assert chosen in {e.id for e in player(after, "ann").field}

    field_before = [e.id for e in player(state, "ann").field]
    after, events = step(state, {"type": "search", "player": "ann", "card": None})
    assert [(e["found"], e["card"]) for e in of_type(events, "searched")] == [(None, None)]
    assert of_type(events, "entered") == []
    assert [e.id for e in player(after, "ann").field] == field_before
    assert sorted(player(after, "ann").stone_deck) == sorted(player(state, "ann").stone_deck)


def test_a_stone_found_rested_enters_rested_with_its_event() -> None:
    """FOW-SEARCH-STONE-R with SKL-053: the stone found enters rested, and its ``entered`` event says so."""
    state = _stone_search("SKL-053")
    crystal = next(s for s in player(state, "ann").stone_deck if ":TST-ST-D#" in s)
    _, events = step(state, {"type": "search", "player": "ann", "card": crystal})
    assert of_type(events, "entered") == [
        {"type": "entered", "player": "ann", "card": crystal, "added_to": None, "awakened": False, "rested": True}]


def test_a_resonator_searched_into_the_field_enters_not_awakened() -> None:
    """FOW-SEARCH-FIELD-R with AO3-005 (entering, it may search the deck for an Angel resonator of total cost 4
    or less and put it into the field) and SKL-013 (such an Angel): the Angel found has its ``entered`` event,
    not awakened, added to nothing."""
    state = real_started("AO3-005", "SKL-013")
    state = play(state, "ann", to_hand(state, "ann", "AO3-005"))
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "may":
            break
        if state.pending:
            pending = state.pending[0]
            state, _ = step(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        else:
            state, _ = step(state, {"type": "pass", "player": state.to_act[0]})
    state, _ = step(state, {"type": "may", "player": "ann", "accept": True})
    angel = next(c for c in player(state, "ann").deck if c.startswith("ann:SKL-013#"))
    _, events = step(state, {"type": "search", "player": "ann", "card": angel})
    assert of_type(events, "entered") == [{"type": "entered", "player": "ann", "card": angel, "added_to": None, "awakened": False}]


def test_a_declined_optional_search_still_shuffles_and_the_effects_after_it_resolve() -> None:
    """FOW-SEARCH-MAY-R: an invented chant (reference TST-C05's effects replaced: you may search your deck for
    a resonator, then shuffle it; then gain 300 life -- no printed line has an effect after such a search):
    declined, nothing is found, and the life gain after it still resolves."""
    effects = [{"op": "search", "filter": {"kinds": ["resonator"]}, "optional": True, "shuffle_anyway": True},
               {"op": "gain_life", "amount": 300}]
    state = hero_started(("CFC-060",), changed={"TST-C05": {"targets": [], "effects": effects}})
    lance = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    life = player(state, "ann").life
    state, _ = step(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [], "payment": {"pool": {"fire": 1}}})
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "may":
            break
        state, _ = step(state, {"type": "pass", "player": state.to_act[0]})
    hand = sorted(player(state, "ann").hand)
    state, events = step(state, {"type": "may", "player": "ann", "accept": False})
    assert [(e["found"], e["card"], e["rule"]) for e in of_type(events, "searched")] == [(None, None, "FOW-SEARCH-MAY-R")]
    assert player(state, "ann").life == life + 300 and sorted(player(state, "ann").hand) == hand


def test_life_equal_to_a_def_of_zero_is_no_life() -> None:
    """FOW-LIFE-EQUAL-R: VIN001-008 gives its controller life equal to its DEF as it is put into the graveyard
    from the field; with its DEF made 0 (an invented change of the record) it gives none, not one."""
    state = hero_started(("VIN001-008",), changed={"VIN001-008": {"def": 0}})
    dying = to_field(state, "ann", "VIN001-008")
    snare = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    life = player(state, "ann").life
    state, _ = step(state, {"type": "play_card", "player": "ann", "card": snare, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state, _ = settle(state)
    assert dying in player(state, "ann").graveyard and player(state, "ann").life == life


def test_a_resonator_removed_from_the_game_has_its_event() -> None:
    """FOW-PLAY-1 with RDE-086 (a chant: remove target resonator from the game): bob's resonator goes to his
    removed area with a ``removed`` event, no ``returned_to_hand``."""
    state = real_started("RDE-086")
    victim = to_field(state, "bob", "TST-R01")
    state = play(state, "ann", to_hand(state, "ann", "RDE-086"), [victim])
    state, events = settle(state)
    assert of_type(events, "removed") == [{"type": "removed", "card": victim}]
    assert of_type(events, "returned_to_hand") == [] and victim in player(state, "bob").removed


def test_each_resonator_of_an_attribute_spares_the_others() -> None:
    """FOW-EACH-FILTER-R with VIN001-010 (light resonators you control gain +300 ATK and [First Strike] until
    end of turn): ann's light TST-R01 gains both, her wind TST-R06 neither."""
    state = real_started("VIN001-010")
    light = to_field(state, "ann", "TST-R01")
    wind = to_field(state, "ann", "TST-R06")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-010")))
    assert stats(state, light)[0] == 700 and "first_strike" in stats(state, light)[2]
    assert stats(state, wind)[0] == 300 and "first_strike" not in stats(state, wind)[2]


# -- a card put from a graveyard into the field: its event and its [Enter] ------------------------------
def test_a_resonator_returned_from_the_graveyard_to_the_field_enters_not_awakened() -> None:
    """ADK-123 puts a resonator of total cost 3 or less from ann's graveyard into her field: an ``entered``
    event (not awakened, added to nothing) and its [Enter] ability triggers (Sunward Herald: 300 life)."""
    state = real_started("ADK-123")
    herald = to_graveyard(state, "ann", "TST-R03")
    chant = to_hand(state, "ann", "ADK-123")
    pool(state, "ann", darkness=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [herald],
                        "payment": {"pool": {"darkness": 1, "void": 1}}})
    life = player(state, "ann").life
    state, events = settle(state)
    assert of_type(events, "entered") == [{"type": "entered", "player": "ann", "card": herald, "added_to": None, "awakened": False}]
    assert [(e["card"], e["ability"]) for e in of_type(events, "triggered")] == [(herald, 0)]
    assert herald in {e.id for e in player(state, "ann").field} and player(state, "ann").life == life + 300


# -- FOW-COUNTER-R and FOW-NAMED-COUNTER-R: the events of counters put and removed ----------------------
def test_counters_put_events_name_their_rule() -> None:
    """Plus counters (LEL-037: two [+100/+100] on an opposing resonator) are FOW-COUNTER-R; named counters
    (MOA-018: a knowledge counter on itself as it enters) are FOW-NAMED-COUNTER-R."""
    state = real_started("LEL-037", "MOA-018")
    theirs = to_field(state, "bob", "TST-R03")
    sprite = to_hand(state, "ann", "LEL-037")
    state, events = settle(play(state, "ann", sprite), {sprite: [theirs]})
    assert of_type(events, "counters_put") == [
        {"type": "counters_put", "card": theirs, "counter": "+100/+100", "amount": 2, "rule": "FOW-COUNTER-R"}]
    milest = to_hand(state, "ann", "MOA-018")
    state, events = settle(play(state, "ann", milest))
    assert of_type(events, "counters_put") == [
        {"type": "counters_put", "card": milest, "counter": "knowledge", "amount": 1, "rule": "FOW-NAMED-COUNTER-R"}]


def _destroy(state: State, target: str) -> tuple[State, Events]:
    """Ann destroys ``target`` with Nightfall Verdict (TST-C10, paid from the pool); the chase resolves."""
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [target],
                        "payment": {"pool": {"darkness": 2, "void": 1}}})
    return settle(state)


def test_counters_removed_by_an_effect_have_their_event_and_none_removed_none_reported() -> None:
    """FOW-NAMED-COUNTER-R with MPR-045: one of ann's resonators going to her graveyard takes one frozen
    counter off (a ``counters_removed`` event with the amount removed); with no frozen counter left the
    trigger still resolves, removes nothing and reports nothing."""
    state = real_started("MPR-045")
    kai = to_field(state, "ann", "MPR-045", counters={"frozen": 1})
    state, events = _destroy(state, to_field(state, "ann", "TST-R01"))
    assert of_type(events, "counters_removed") == [
        {"type": "counters_removed", "card": kai, "counter": "frozen", "amount": 1, "rule": "FOW-NAMED-COUNTER-R"}]
    assert next(e for e in player(state, "ann").field if e.id == kai).counters is msgspec.UNSET
    state, events = _destroy(state, to_field(state, "ann", "TST-R03"))
    assert [e["card"] for e in of_type(events, "triggered")] == [kai]
    assert of_type(events, "counters_removed") == []
    assert next(e for e in player(state, "ann").field if e.id == kai).counters is msgspec.UNSET


def test_counters_removed_as_a_cost_have_their_event() -> None:
    """FOW-NAMED-COUNTER-R with MOA-018: removing a knowledge counter as the cost of its ability is
    reported as it is paid."""
    state = real_started("MOA-018")
    milest = to_field(state, "ann", "MOA-018", counters={"knowledge": 2})
    _, events = step(state, {"type": "activate", "player": "ann", "card": milest, "ability": 2, "targets": ["bob"], "payment": {}})
    assert of_type(events, "counters_removed") == [
        {"type": "counters_removed", "card": milest, "counter": "knowledge", "amount": 1, "rule": "FOW-NAMED-COUNTER-R"}]


# -- FOW-EACH-FILTER-R: "each J/resonator without [Flying]" --------------------------------------------
def test_damage_to_each_j_resonator_without_a_keyword_spares_those_with_it() -> None:
    """FOW-EACH-FILTER-R with LEL-014 ([Rest]: 800 damage to each J/resonator without [Flying]): the
    fliers of both sides take nothing; bob's Sunward Herald (DEF 600) is destroyed; LEL-014 itself (no
    [Flying]) takes 800."""
    assert card("LEL-014")["abilities"][0]["effects"][0]["among"] == {"without_keyword": "flying"}
    state = real_started("LEL-014")
    giant = to_field(state, "ann", "LEL-014")
    hawk = to_field(state, "ann", "TST-R06")  # [Flying]
    scout = to_field(state, "bob", "TST-R01")  # [Flying]
    herald = to_field(state, "bob", "TST-R03")
    state = act(state, {"type": "activate", "player": "ann", "card": giant, "ability": 0, "payment": {}})
    state, events = settle(state)
    assert sorted((e["target"], e["amount"]) for e in of_type(events, "damage")) == sorted([(giant, 800), (herald, 800)])
    assert herald in player(state, "bob").graveyard
    damage = {e.id: e.damage for p in state.players for e in p.field}
    assert (damage[giant], damage[hawk], damage[scout]) == (800, 0, 0)


# -- FOW-TRIG-OTHER-ENTERS-R: each ability of a card with several "whenever a ... enters" -------------
def test_each_of_several_enter_watchers_of_one_card_is_checked() -> None:
    """FOW-TRIG-OTHER-ENTERS-R: a card with two "whenever a <attribute> resonator enters your field"
    abilities (a form a printed J-ruler, ENW-031J, has; its other lines are unsupported, so an invented
    resonator stands for it): a wind resonator entering does not meet the first (fire) and triggers the
    second (wind)."""
    watcher = {
        "id": "TST-XW", "name": "Test Watcher", "types": ["resonator"], "races": ["Wanderer"], "attributes": ["fire"],
        "cost": {"free": 1}, "atk": 100, "def": 100, "provenance": "invented",
        "abilities": [
            {"kind": "automatic", "trigger": "card_enters", "enters": {"types": ["resonator"], "attributes": ["fire"]},
             "effects": [{"op": "gain_life", "amount": 100}]},
            {"kind": "automatic", "trigger": "card_enters", "enters": {"types": ["resonator"], "attributes": ["wind"]},
             "effects": [{"op": "gain_life", "amount": 200}]},
        ],
    }
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TST-XW"] = 1
    card_set = {"id": "tst-watcher", "cards": [*reference_card_set_json()["cards"], watcher]}
    state = next(s for n in range(50)
                 if (s := started(options={"card_set": card_set}, seed=f"watch-{n}", decks=decks)).turn.player == "ann" and s.priority == "ann")
    seer = to_field(state, "ann", "TST-XW")
    tender = to_hand(state, "ann", "TST-R07")  # wind
    pool(state, "ann", wind=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": tender, "payment": {"pool": {"wind": 1}}})
    life = player(state, "ann").life
    state, events = settle(state)
    assert [(e["card"], e["ability"]) for e in of_type(events, "triggered")] == [(seer, 1)]
    assert player(state, "ann").life == life + 200


# -- FOW-AS-IT-RESOLVES-R: shuffled into the deck, or put on its bottom ---------------------------------
def test_a_chant_shuffled_into_the_deck_is_shuffled_and_one_put_on_the_bottom_is_last() -> None:
    """FOW-AS-IT-RESOLVES-R (CR 903.3b) with EDL-072 (shuffled into its owner's deck as it resolves): the deck
    is shuffled with it (not the old order with the chant below); the same record made "put this card on the
    bottom of its owner's deck" (an invented change) leaves the deck's order as it was, the chant last."""
    for to in ("deck_shuffled", "deck_bottom"):
        state = hero_started(("EDL-072",), changed={"EDL-072": {"resolves_to": to}})
        chant = to_hand(state, "ann", "EDL-072")
        pool(state, "ann", wind=1, void=1)
        before = list(player(state, "ann").deck)
        state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [], "payment": {"pool": {"wind": 1, "void": 1}}})
        state, events = settle(state)
        assert {"type": "chant_resolved", "card": chant, "to": to} in events
        deck = player(state, "ann").deck
        assert sorted(deck) == sorted([*before, chant]) and chant not in player(state, "ann").graveyard
        if to == "deck_bottom":
            assert deck == [*before, chant]
        else:
            assert deck != [*before, chant] and deck[: len(before)] != before


# -- FOW-LOOK-BOTTOM-R: "you may put it on the bottom" needs a card in the deck it names ---------------
def test_the_optional_bottom_of_your_deck_is_offered_with_an_empty_opposing_deck() -> None:
    """FOW-LOOK-BOTTOM-R with VIN003-045 (whenever you play a water chant: look at the top card of your deck,
    then put it on the top or bottom): ann's deck has cards, bob's is empty -- ann is still asked whether to
    put her top card on the bottom (her deck is the one it names), and accepting puts it there."""
    water = {"attributes": ["water"], "cost": {"specified": {"water": 1}, "free": 1}}
    state = hero_started(("VIN003-045",), changed={"TST-C12": water})
    to_field(state, "ann", "VIN003-045")
    bob = player(state, "bob")
    bob.graveyard.extend(bob.deck)
    bob.deck.clear()
    sync_counts(bob)
    mending = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", water=1, void=1)
    top = player(state, "ann").deck[0]
    state = act(state, {"type": "play_card", "player": "ann", "card": mending, "targets": [], "payment": {"pool": {"water": 1, "void": 1}}})
    for _ in range(12):
        if state.decision is not None:
            break
        if state.pending:
            pending = state.pending[0]
            state, _ = step(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        else:
            state, _ = step(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and (state.decision.kind, state.decision.player) == ("may", "ann")
    state, _ = step(state, {"type": "may", "player": "ann", "accept": True})
    assert player(state, "ann").deck[-1] == top


# -- a life gain is reported -----------------------------------------------------------------------------
def test_a_life_gain_has_its_life_event() -> None:
    """Sunlit Mending (TST-C12) gains ann 500 life: one ``life`` event with the change and the new total."""
    state = started()
    mending = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    life = player(state, "ann").life
    state = act(state, {"type": "play_card", "player": "ann", "card": mending, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state, events = settle(state)
    gained = player(state, "ann").life - life
    assert gained > 0
    assert of_type(events, "life") == [{"type": "life", "player": "ann", "change": gained, "life": life + gained}]


# -- FOW-ARRANGE-R: a second look after a first one is asked afresh -------------------------------------
def test_a_second_arrange_after_a_first_one_is_asked_afresh() -> None:
    """FOW-ARRANGE-R: an invented chant (reference TST-C04's effects replaced: look at the top two cards of your
    deck and put them back in any order, twice -- no printed line has two such looks): the first look answered
    (none named: they stay in their order), the second is asked anew (two cards left, the top stage), and
    naming the second card puts it on top."""
    effects = [{"op": "arrange", "count": 2, "to": "top"}, {"op": "arrange", "count": 2, "to": "top"}]
    state = hero_started(("CFC-060",), changed={"TST-C04": {"effects": effects}})
    surge = to_hand(state, "ann", "TST-C04")
    pool(state, "ann", wind=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": surge, "targets": [], "payment": {"pool": {"wind": 1}}})
    for _ in range(6):
        if state.decision is not None:
            break
        state, _ = step(state, {"type": "pass", "player": state.to_act[0]})
    first, second = player(state, "ann").deck[:2]
    assert state.decision is not None and (state.decision.kind, state.decision.left, state.decision.stage) == ("search", 2, "top")
    state, _ = step(state, {"type": "search", "player": "ann", "card": None})
    assert state.decision is not None and (state.decision.kind, state.decision.left, state.decision.stage) == ("search", 2, "top")
    assert player(state, "ann").deck[:2] == [first, second]
    state, _ = step(state, {"type": "search", "player": "ann", "card": second})
    state, _ = settle(state)
    assert player(state, "ann").deck[:2] == [second, first]


# -- FOW-WILL-EFFECT-R: the event of several wills produced names the first and the further ones ---------
def test_wills_produced_by_an_effect_name_the_first_and_the_more() -> None:
    """FOW-WILL-EFFECT-R: an invented chant (reference TST-C12's effects replaced: produce {R}{U}; printed ones
    such as GRL-024 produce the same will twice): one fire and one water will in ann's pool, and one
    ``will_produced`` event naming the fire will first and the water one as ``more``."""
    state = hero_started((), changed={"TST-C12": {"effects": [{"op": "produce", "will": ["fire"], "more": ["water"]}]}})
    mending = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": mending, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state, events = settle(state)
    assert player(state, "ann").pool == {"fire": 1, "water": 1}
    assert of_type(events, "will_produced") == [
        {"type": "will_produced", "player": "ann", "source": mending, "will": "fire", "rule": "FOW-WILL-EFFECT-R", "more": ["water"]}]


# -- FOW-REMOVE-ALL-NAMED-R: the deck searched again after each card found ----------------------------------
def test_every_copy_in_the_deck_is_asked_one_search_at_a_time() -> None:
    """FOW-REMOVE-ALL-NAMED-R with EDL-091: ann names the card itself with bob's three copies all in his deck:
    each one found is removed and the search is asked again while one is left; after the second, ann stops
    (card: null) and the third stays in his deck."""
    state = real_started("EDL-091", copies=3)
    copies = [c for c in player(state, "bob").deck if "EDL-091" in c]
    assert len(copies) == 3
    state = both_pass(play(state, "ann", to_hand(state, "ann", "EDL-091")))
    state = act(state, {"type": "name_card", "player": "ann", "name": card("EDL-091")["name"]})
    for found in copies[:2]:
        assert state.decision is not None and (state.decision.kind, state.decision.player) == ("search", "ann")
        state, events = step(state, {"type": "search", "player": "ann", "card": found})
        assert found in player(state, "bob").removed
    assert state.decision is not None and state.decision.kind == "search"
    state, _ = step(state, {"type": "search", "player": "ann", "card": None})
    assert state.decision is None and not state.chase
    bob = player(state, "bob")
    assert set(copies[:2]) <= set(bob.removed) and copies[2] in bob.deck


# -- FOW-LIFE-EQUAL-R: a target no longer legal gives no life --------------------------------------------
def test_life_equal_to_the_def_of_a_target_gone_is_no_life() -> None:
    """FOW-LIFE-EQUAL-R: SDV3-006's effects (remove target resonator from the game; you gain life equal to its
    DEF: a Master Rune, which no deck may hold) on the reference chant TST-C10: aimed at bob's Emberkin Imp
    (TST-R11, DEF 200), bob answers with Flame Lance (TST-C05) on the same Imp; his resolves first, so ann's
    target is no longer legal as hers resolves: she gains no life, not one."""
    sdv = card("SDV3-006")
    state = hero_started((), changed={"TST-C10": {"targets": sdv["targets"], "effects": sdv["effects"]}})
    imp = to_field(state, "bob", "TST-R11")
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [imp], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = act(state, {"type": "pass", "player": "ann"})
    lance = to_hand(state, "bob", "TST-C05")
    pool(state, "bob", fire=1)
    state = act(state, {"type": "play_card", "player": "bob", "card": lance, "targets": [imp], "payment": {"pool": {"fire": 1}}})
    life = player(state, "ann").life
    state, events = settle(state)
    assert imp in player(state, "bob").graveyard
    assert [e["target"] for e in events if e["type"] == "target_illegal"] == [imp]
    assert player(state, "ann").life == life and [e for e in events if e["type"] == "life"] == []


# -- a life loss is reported ------------------------------------------------------------------------------
def test_a_life_loss_has_its_life_event() -> None:
    """VIN001-064 ([Enter] you lose 500 life): one ``life`` event with the change -500 and the new total."""
    state = real_started("VIN001-064")
    life = player(state, "ann").life
    state, events = settle(play(state, "ann", to_hand(state, "ann", "VIN001-064")))
    assert player(state, "ann").life == life - 500
    assert [e for e in events if e["type"] == "life"] == [{"type": "life", "player": "ann", "change": -500, "life": life - 500}]


# -- FOW-REVEAL-TOP-ELSE-R: a card revealed and put into the graveyard is milled -------------------------
def test_a_card_revealed_and_put_into_the_graveyard_is_milled() -> None:
    """FOW-REVEAL-TOP-ELSE-R with TAT-043 (banished: reveal the top card of your deck; a resonator enters your
    field, otherwise it is put into your graveyard): a chant on top goes to ann's graveyard with a ``milled``
    event naming it; a resonator on top enters, no ``milled`` event."""
    for top, milled in (("TST-C01", True), ("TST-R01", False)):
        state = real_started("TAT-043")
        humpty = to_field(state, "ann", "TAT-043")
        deck = player(state, "ann").deck
        instance = next(c for c in deck if c.startswith(f"ann:{top}#"))
        deck.remove(instance)
        deck.insert(0, instance)
        pool(state, "ann", water=1)
        state = act(state, {"type": "activate", "player": "ann", "card": humpty, "ability": 0, "targets": [], "payment": {"pool": {"water": 1}}})
        state, events = settle(state)
        assert [e for e in events if e["type"] == "milled"] == ([{"type": "milled", "player": "ann", "cards": [instance], "to": "graveyard"}] if milled else [])


# -- FOW-NO-RECOVER-WHILE-R: the sources holding a card stay within the state's bound ---------------------
def test_a_ninth_lock_while_a_source_stays_is_not_recorded_past_the_states_bound() -> None:
    """FOW-NO-RECOVER-WHILE-R with CMF-043 ([Enter]: rest target opposing resonator; it does not recover as
    long as CMF-043 is in the field): bob's TST-R10 already held by eight other sources (the state's bound on
    ``no_recover_by``) is rested by CMF-043's [Enter] all the same, with its event, and the list stays those
    eight: the state still decodes and passes the check."""
    state = real_started("CMF-043")
    holders = stones(state, "ann", *[f"TST-ST-{a}" for a in "WRUG" for _ in range(2)])  # eight sources in the field
    wall = to_field(state, "bob", "TST-R10", no_recover_by=list(holders))
    source = to_hand(state, "ann", "CMF-043")
    state = play(state, "ann", source)
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.priority})
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [wall]})
    state, events = settle(state)
    assert [(e["card"], e["rule"]) for e in events if e["type"] == "no_recover"] == [(wall, "FOW-NO-RECOVER-WHILE-R")]
    held = next(e for e in player(state, "bob").field if e.id == wall)
    assert held.rested and held.no_recover_by == holders
    assert GAME.decode_state(msgspec.json.encode(state)) == state


# -- FOW-GEM-R: a resolution paused for a gem's attribute, as any other ------------------------------------
def test_a_gem_attribute_asked_as_a_chant_resolves_leaves_priority_as_any_decision_does() -> None:
    """FOW-GEM-R with ACN-003 (a chant gaining a gem of any attribute, then drawing): the resolution pauses for
    the attribute as every decision asked during a resolution does (an invented chant producing {R} or {U},
    FOW-WILL-EFFECT-R, for comparison): the chant stays on the chase, ann is to act, priority is still bob's
    (the last to pass, FOW-PRIO-3) with no pass counted; the attribute chosen, the chant resolves and ann,
    the turn player, receives priority."""
    produce = {"effects": [{"op": "produce", "will": ["fire", "water"]}], "targets": []}
    for chant in ("ACN-003", "TST-C12"):
        state = hero_started(("ACN-003",), changed={"TST-C12": produce})
        instance = to_hand(state, "ann", chant)
        if chant == "ACN-003":
            state = play(state, "ann", instance)
        else:
            pool(state, "ann", light=1, void=1)
            state = act(state, {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
        state = both_pass(state)
        assert state.decision is not None and (state.decision.kind, state.decision.player) == ("attribute", "ann"), chant
        assert [c.card for c in state.chase] == [instance] and state.to_act == ["ann"]
        assert (state.priority, state.passes) == ("bob", 0), chant
        state = act(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"})
        assert state.decision is None and not state.chase and (state.priority, state.passes) == ("ann", 0)


# -- mut-w2a (2026-12-04 evening): survivors of effects.py after the afternoon's merges -----------------------
def test_a_rune_flipped_down_leaves_the_other_revealed_runes_revealed() -> None:
    """FOW-RUNE-FLIP-DOWN-R (CR 711.4, 711.5) with SDV4-008J ([Enter]: flip a revealed rune of its player's rune area
    face down): with SDV4-014 and SDV4-013 both revealed in ann's rune area (the second set so by hand), ann's
    J-ruler flips SDV4-014 down; SDV4-013 stays revealed."""
    from .helpers import code_of
    from .real import judgment_action
    from .test_fowsim_fow_plain_runes_families import HANZO_RUNES, play_rune, rune, rune_game, until_decision

    state = rune_game(runes=HANZO_RUNES, ruler="SDV4-008")
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-014", {"wind": 1})))
    flipped, other = rune(state, "ann", "SDV4-014"), rune(state, "ann", "SDV4-013")
    player(state, "ann").runes_revealed = [flipped, other]
    state = act(state, judgment_action(state, {"wind": 2, "void": 2}))
    state = until_decision(state)
    assert state.decision is not None and state.decision.kind == "search"
    assert code_of(state, {"type": "search", "player": "ann", "card": flipped}) is None
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": flipped}))
    assert player(state, "ann").runes_revealed == [other]
