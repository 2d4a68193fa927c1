"""Rule behaviours of ``adjudicator/force_of_will/plays.py`` pinned so that a wrong rule cannot hide (issue 21,
scripts/mutation): each test was written against a change to ``plays.py`` that no other test noticed.
Violation codes and messages are asserted as a player reads them; positions are arranged with the helpers
of ``helpers.py`` on the invented reference pool, plus a real card of the community database named by id
where the pool has none of its kind (its text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for, reference_card_set_json
from adjudicator.force_of_will.plays import play_costs
from adjudicator.force_of_will.state import Activate, Entity, Pay, PlayCard, State
from adjudicator.force_of_will.vocabulary import Cost

from .fowsim_db import card, imported
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    listed,
    player,
    pool,
    started,
    stones,
    take,
    to_field,
    to_hand,
    to_standby,  # mut-w2a
)
from .real import hero_started, play, real_started


def refused(state: State, action: dict[str, Any]) -> tuple[str, str, str]:
    v = GAME.verify(state, GAME.decode_action(action))
    assert v is not None, action
    return v.code, v.message, v.path or ""


def first_turn_of_ann(card_set: dict[str, Any], decks: dict[str, Any], prefix: str) -> State:
    for n in range(50):
        state = started(options={"card_set": card_set}, seed=f"{prefix}-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


# -- FOW-WILL-3: the card whose [Rest] pays an activate ability cannot also pay its will ----------------
STONE = "BFA-096"  # a special magic stone: a will ability, and an activate ability costing [Rest] and {light}{1}


def stone_game() -> State:
    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] == STONE]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"][STONE] = 1
    return first_turn_of_ann({"id": "tst-plus-stone", "cards": cards}, decks, "stone")


def test_an_activate_ability_that_rests_its_card_is_not_paid_by_that_card() -> None:
    """FOW-WILL-3 (CR 903.2l, FOW-PLAY-4): the stone's [Rest] is part of the cost, so its own will ability
    (also [Rest]) cannot pay the {light}: the payment is refused and no such activation is listed while
    only one other stone is there; two other stones pay it."""
    stone_card = card(STONE)
    assert stone_card["abilities"][0]["cost"] == {"rest": True, "will": {"specified": {"light": 1}, "free": 1}}
    assert stone_card["stone_produces"] == ["light"]
    state = stone_game()
    stone = to_field(state, "ann", STONE)
    (light,) = stones(state, "ann", "TST-ST-W")
    action = {"type": "activate", "player": "ann", "card": stone, "ability": 0,
              "payment": {"sources": [{"card": stone, "will": "light"}, {"card": light, "will": "light"}]}}
    assert refused(state, action) == ("FOW-WILL-3", f"{stone_card['name']} is already used for this cost", "/action/payment/sources/0/card")
    assert not listed(state, "activate", card=stone)
    (fire,) = stones(state, "ann", "TST-ST-R")
    paid = action | {"payment": {"sources": [{"card": light, "will": "light"}, {"card": fire, "will": "fire"}]}}
    assert GAME.verify(state, GAME.decode_action(paid)) is None
    assert listed(state, "activate", card=stone)


# -- FOW-JUDG-LESS-R: "for each other <race>" does not count the ruler itself --------------------------
def other_angel_ruler_game() -> State:
    """Ann leads with an invented Angel ruler whose Judgment costs {3}, one less for each *other* Angel she
    controls (a form of the vocabulary no printed ruler of the database uses yet)."""
    front = {
        "id": "TST-RUA", "name": "Test Angel Ruler", "types": ["ruler"], "races": ["Angel"], "attributes": ["light"],
        "judgment": {"cost": {"free": 3}, "less": {"free": 1, "per": {"what": "card", "races": ["Angel"], "other": True}}},
        "sides": {"front": "TST-RUA", "back": "TST-RUAJ"}, "provenance": "invented",
    }
    back = {"id": "TST-RUAJ", "name": "Test Angel J", "types": ["j_ruler"], "races": ["Angel"], "atk": 500, "def": 500,
            "provenance": "invented", "sides": {"front": "TST-RUA", "back": "TST-RUAJ"}}
    cards = list(reference_card_set_json()["cards"]) + [front, back]
    decks = {"ann": full_deck("TST-RUA"), "bob": full_deck("TST-RU2")}
    return first_turn_of_ann({"id": "tst-other-angel", "cards": cards}, decks, "angel")


def test_a_judgment_lowered_for_each_other_card_does_not_count_its_own_ruler() -> None:
    """FOW-JUDG-LESS-R (CR 903.2k-4): the Angel ruler in its ruler area is not one of the *other* Angels:
    alone it pays the full {3}; one Angel resonator (TST-R01) lowers it to {2}."""
    state = other_angel_ruler_game()
    judgment = {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 2}}}
    pool(state, "ann", void=2)
    assert refused(state, judgment) == (
        "FOW-WILL-3", "the cost is {3} (3 will) but the payment brings 2: pay all of it or nothing", "/action/payment")
    assert not listed(state, "judgment")
    pool(state, "ann", void=3)
    assert GAME.verify(state, GAME.decode_action(judgment | {"payment": {"pool": {"void": 3}}})) is None
    to_field(state, "ann", "TST-R01")
    assert refused(state, judgment | {"payment": {"pool": {"void": 3}}})[0] == "FOW-WILL-5-R"
    pool(state, "ann", void=2)
    state = act(state, judgment)
    assert [item.kind for item in state.chase] == ["judgment"] and player(state, "ann").pool == {}


# -- the events of the cards a cost moves (scripts/mutation, 2026-12-03 afternoon) ------------------------
def _events(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    return result.state, list(result.events)


def test_a_card_discarded_as_a_cost_is_reported_with_its_rule() -> None:
    """FOW-COST-DISCARD-R (CR 903.2l-1) with NDR-061, whose pump costs a chant of its controller's hand: the
    activation reports the chant discarded by ann, under that rule, as the cost is paid."""
    state = real_started("NDR-061")
    source = to_field(state, "ann", "NDR-061")
    chant = to_hand(state, "ann", "TST-C04")
    action = {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [], "payment": {"discard": [chant]}}
    state, events = _events(state, action)
    assert {"type": "discarded", "player": "ann", "card": chant, "rule": "FOW-COST-DISCARD-R"} in events
    assert chant in player(state, "ann").graveyard and chant not in player(state, "ann").hand


def test_a_resonator_banished_for_incarnation_is_reported_under_incarnation() -> None:
    """FOW-KW-INCARNATION (CR 1111.2): Elder Treant (TST-R10) played by banishing a wind resonator reports
    the banish under FOW-KW-INCARNATION, not as an additional cost."""
    state = started()
    treant = to_hand(state, "ann", "TST-R10")
    hawk = to_field(state, "ann", "TST-R06")
    action = {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": [hawk]}}
    _, events = _events(state, action)
    assert [e for e in events if e["type"] == "banished"] == [{"type": "banished", "card": hawk, "rule": "FOW-KW-INCARNATION"}]


def test_a_resonator_banished_as_an_additional_cost_is_reported_under_that_rule() -> None:
    """FOW-EXTRA-BANISH-R with CFC-078 (a removal spell with a resonator sacrifice as an additional cost):
    the banish is reported under FOW-EXTRA-BANISH-R, not under [Incarnation]."""
    state = real_started("CFC-078")
    mine = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "ann", "CFC-078")
    pool(state, "ann", darkness=1)
    action = {"type": "play_card", "player": "ann", "card": chant, "targets": [theirs], "payment": {"pool": {"darkness": 1}, "banish": [mine]}}
    _, events = _events(state, action)
    assert [e for e in events if e["type"] == "banished"] == [{"type": "banished", "card": mine, "rule": "FOW-EXTRA-BANISH-R"}]


# -- FOW-ARRANGE-R: once the card is taken, ordering the rest may end with no card named ------------------
def test_the_rest_of_a_look_may_go_to_the_bottom_in_their_order_without_naming_a_card() -> None:
    """FOW-ARRANGE-R with CFC-051 (a chant: one of the top three into the hand; the rest on the bottom in any
    order): a card must be named while choosing the one taken, but not while the other two are put back --
    no card named is listed and accepted, and they go to the bottom in their order."""
    state = real_started("CFC-051")
    chant = to_hand(state, "ann", "CFC-051")
    state = play(state, "ann", chant)
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = act(state, {"type": "pass", "player": state.priority})
    deck = list(player(state, "ann").deck)
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-ARRANGE-R"
    assert not listed(state, "search", card=None)
    state = act(state, {"type": "search", "player": "ann", "card": deck[1]})
    assert state.decision is not None and state.decision.kind == "search" and state.decision.left == 2
    assert listed(state, "search", card=None)
    state = act(state, {"type": "search", "player": "ann", "card": None})
    assert player(state, "ann").deck == [*deck[3:], deck[0], deck[2]]


# -- FOW-NO-CHASE-R: the last object on the chase decides, not the first ------------------------------------
def test_a_chant_players_cannot_chase_to_closes_the_chase_above_an_ordinary_one() -> None:
    """FOW-NO-CHASE-R with MPR-093 (a quickcast chant players cannot chase to): ann plays her quickcast TST-C01,
    keeps priority and plays MPR-093 above it; bob may then play nothing -- a cancel aimed at either object
    is refused with FOW-NO-CHASE-R and none is listed -- though the first object on the chase is an
    ordinary chant."""
    state = real_started("MPR-093")
    mine = to_field(state, "ann", "TST-R01")
    target = to_field(state, "bob", "TST-R10")
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C01"), "targets": [mine], "payment": {"pool": {"light": 1}}})
    state = play(state, "ann", to_hand(state, "ann", "MPR-093"), [target])
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.priority == "bob" and [c.kind for c in state.chase] == ["spell", "spell"]
    cancel = to_hand(state, "bob", "TST-C02")
    pool(state, "bob", light=1, void=1)
    for aimed in state.chase:
        answer = {"type": "play_card", "player": "bob", "card": cancel, "targets": [aimed.id], "payment": {"pool": {"light": 1, "void": 1}}}
        assert refused(state, answer)[0] == "FOW-NO-CHASE-R"
    assert not [a for a in GAME.legal_actions(state, "bob") if a.__struct_config__.tag in ("play_card", "activate")]


# -- FOW-PLAY-LESS-R: an attribute lowered to nothing is no longer named --------------------------------------
def test_a_cost_lowered_to_no_symbol_of_an_attribute_no_longer_names_it() -> None:
    """FOW-PLAY-LESS-R with PofA-103 (one water symbol cheaper per Machine its player controls): with its four
    water symbols and four Machines in ann's field the lowered cost names no water at all, only the wind
    symbol (a cost names no attribute with zero symbols, as the card set's costs)."""
    assert card("PofA-103")["cost"] == {"specified": {"water": 4, "wind": 1}}
    state = real_started("PofA-103", "GITS2045-061")
    for n in range(4):
        player(state, "ann").field.append(Entity(id=f"ann:PofA-103#{n + 5}"))
    board = Board(catalogue_for(state.options), state)
    lowered, printed = play_costs(board, player(state, "ann"), board.card("ann:PofA-103#1"))
    assert printed is None and lowered is not None and lowered.specified == {"wind": 1} and lowered.free == 0


# -- FOW-KW-AWAKENING-R: a gem cost of the awakening binds only the awakened play ---------------------------
def test_a_card_whose_awakening_banishes_a_gem_is_listed_plain_without_gems() -> None:
    """ACN-009 (a chant whose Awakening costs a gem): ann, holding no gem, is listed its plain play (no gem
    named) and no awakened one; holding a fire gem, the plain play names no gem and the awakened one the
    fire gem."""
    assert card("ACN-009")["awakening"] == {"cost": {}, "gems": {}}
    for gems in ([], ["fire"]):
        state = real_started("ACN-009")
        to_field(state, "bob", "TST-R10")
        if gems:
            player(state, "ann").gems = gems
        chant = to_hand(state, "ann", "ACN-009")
        pool(state, "ann", light=1)
        plays = {(a.awakening, tuple(a.payment.gems)) for a in GAME.legal_actions(state, "ann") if isinstance(a, PlayCard) and a.card == chant and a.payment is not None}
        assert plays == ({(False, ())} if not gems else {(False, ()), (True, ("fire",))}), gems


# -- FOW-WILL-3: a card banished as an activate cost pays none of its will ------------------------------------
def test_a_human_banished_for_an_activate_cost_cannot_also_pay_its_will() -> None:
    """FOW-WILL-3 with CMF-040 (pay {1} and banish a Human resonator: draw a card) and SDV1-001 (a Human whose
    [Rest] produces {W}): banishing SDV1-001 and paying the {1} with its own will is refused; the listing
    pays that {1} with ann's light stone instead, and the activation is listed."""
    state = real_started("CMF-040", "SDV1-001")
    source = to_field(state, "ann", "CMF-040")
    human = to_field(state, "ann", "SDV1-001")
    stone = to_field(state, "ann", "TST-ST-W")
    action = {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [],
              "payment": {"sources": [{"card": human, "will": "light"}], "banish": [human]}}
    assert refused(state, action)[0] == "FOW-WILL-3"
    listed = [a for a in GAME.legal_actions(state, "ann") if isinstance(a, Activate) and a.card == source and a.ability == 0]
    assert [([s.card for s in a.payment.sources], list(a.payment.banish)) for a in listed if a.payment.banish == [human]] == [([stone], [human])]


# -- FOW-PAY-WILL-MAY-R: the payment asked is that of the effect paused, wherever it stands -----------------
def test_an_optional_payment_after_another_effect_asks_its_own_cost() -> None:
    """FOW-PAY-WILL-MAY-R: an invented chant (reference TST-C12's effects replaced: gain 100 life, then you may
    pay {R}{R}; if you do, draw a card -- printed ones, SNV-025, CMF-090, ask it first): the pay decision is
    of its second effect, so a payment short of {R}{R} is refused (FOW-WILL-3), the listing offers {R}{R} from
    the pool beside declining, and paying it draws the card."""
    effects = [{"op": "gain_life", "amount": 100},
               {"op": "pay_will", "optional": True, "cost": {"specified": {"fire": 2}}},
               {"op": "draw", "amount": 1, "condition": "if_you_do"}]
    state = hero_started((), changed={"TST-C12": {"effects": effects, "targets": []}})
    mending = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": mending, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    pool(state, "ann", fire=2)
    state = both_pass(state)
    assert state.decision is not None and (state.decision.kind, state.decision.effect) == ("pay", 1)
    assert refused(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 1}}})[0] == "FOW-WILL-3"
    offered = [a.payment for a in GAME.legal_actions(state, "ann") if isinstance(a, Pay)]
    assert offered[0] is None and [p.pool for p in offered[1:] if p is not None] == [{"fire": 2}]
    hand = len(player(state, "ann").hand)
    state = act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 2}}})
    assert len(player(state, "ann").hand) == hand + 1 and player(state, "ann").pool.get("fire", 0) == 0


# -- FOW-KW-SOLARISATION-R: copies of one card are one choice ------------------------------------------------
def test_solarisation_lists_each_set_of_cards_once_with_copies_alike() -> None:
    """FOW-KW-SOLARISATION-R with JRP-013 ([Solarisation] (4)): ann's removed area holds both her TST-R01 and
    TST-R02, TST-C01, TST-A01 (five light non-magic stone cards, two of them copies): the listing offers each
    different set of four once -- the three with both copies, and one (not two) with a single copy."""
    state = hero_started(("JRP-013",))
    removed = player(state, "ann").removed
    for def_id in ("TST-R01", "TST-R01", "TST-R02", "TST-C01", "TST-A01"):
        removed.append(take(state, "ann", def_id))
    spell = to_hand(state, "ann", "JRP-013")
    pool(state, "ann", light=1)
    offered = [tuple(sorted(c.partition(":")[2].rpartition("#")[0] for c in a.solarise))
               for a in GAME.legal_actions(state, "ann") if isinstance(a, PlayCard) and a.card == spell]
    assert sorted(offered) == sorted({*offered}) and len(offered) == 4
    assert offered.count(("TST-A01", "TST-C01", "TST-R01", "TST-R02")) == 1


# -- FOW-PLAY-LESS-R: a cost lowered by its target to no symbol names none ------------------------------------
def test_a_cost_lowered_by_its_target_to_no_symbol_names_none() -> None:
    """FOW-PLAY-LESS-R with TMS-060 ({G}, one {G} less if it targets a Beast): aimed at ann's Beast TST-R06 its
    lowered cost names no attribute and no free will (beside the printed cost: "you may"); aimed at her Angel
    TST-R01, the printed cost alone."""
    assert card("TMS-060")["cost"] == {"specified": {"wind": 1}}
    state = real_started("TMS-060")
    beast, angel = to_field(state, "ann", "TST-R06"), to_field(state, "ann", "TST-R01")
    board = Board(catalogue_for(state.options), state)
    chant = board.card(to_hand(state, "ann", "TMS-060"))
    assert play_costs(board, player(state, "ann"), chant, [beast]) == [Cost(specified={}, free=0), None]
    assert play_costs(board, player(state, "ann"), chant, [angel]) == [None]


# -- FOW-WILL-3: the listing pays an activate cost with a card not banished for it ------------------------------
def test_the_listing_pays_an_activate_cost_with_a_human_not_banished() -> None:
    """FOW-WILL-3 with CMF-040 (pay {1} and banish a Human resonator: draw a card) and two SDV1-001 (Humans whose
    [Rest] produces {W}), ann's only will: each activation listed banishing one of them pays the {1} with the
    other -- the first of them banished included."""
    state = real_started("CMF-040", "SDV1-001", copies=2)
    source = to_field(state, "ann", "CMF-040")
    first, second = to_field(state, "ann", "SDV1-001"), to_field(state, "ann", "SDV1-001")
    listed = [a for a in GAME.legal_actions(state, "ann") if isinstance(a, Activate) and a.card == source and a.ability == 0]
    paid = {(tuple(a.payment.banish), tuple(s.card for s in a.payment.sources)) for a in listed}
    assert ((first,), (second,)) in paid and ((second,), (first,)) in paid


# -- FOW-PUT-FROM-HAND-R: the search paused is the last object's, not the first's ----------------------------
def test_a_hand_search_above_another_object_refuses_a_card_of_another_kind_with_its_own_rule() -> None:
    """FOW-PUT-FROM-HAND-R with TTW-017 ({Rest}: put a Fairy resonator of total cost 1 or less from your hand
    into your field) activated above ann's quickcast TST-C01: while its search waits, the chant TST-C01 below it
    on the chase, a chant of ann's hand (TST-C02) named is refused as a card of her hand this effect cannot put into the
    field (FOW-PUT-FROM-HAND-R, /action/card), not as a card of her main deck (FOW-SEARCH-R): where the search
    looks is read from the object resolving, the last on the chase."""
    assert card("TTW-017")["abilities"][0]["effects"][0]["deck"] == "hand"
    state = real_started("TTW-017")
    fairy = to_field(state, "ann", "TTW-017")
    mine = to_field(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C01"), "targets": [mine], "payment": {"pool": {"light": 1}}})
    state = act(state, {"type": "activate", "player": "ann", "card": fairy, "ability": 0, "targets": [], "payment": {}})
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "search" and len(state.chase) == 2
    chant = to_hand(state, "ann", "TST-C02")
    assert refused(state, {"type": "search", "player": "ann", "card": chant}) == (
        "FOW-PUT-FROM-HAND-R",
        f"{chant} is not a card of your hand this effect can put into the field",
        "/action/card",
    )


# -- mut-w2a (2026-12-04 evening): survivors of plays.py after the afternoon's merges -------------------------
def test_a_rune_area_lowering_beyond_its_free_cost_leaves_the_attribute_symbols() -> None:
    """FOW-RUNE-AREA-COST-R (CR 903.2k-4): free will is lowered down to none, never below. NDR-034 ({R}, a rune)
    given a plain "pay {1} less from a rune area" (an invented change of its record, not optional) costs {R}
    from ann's rune area: {R} is accepted and listed, nothing is refused with FOW-WILL-3; the lowering does not
    make {R} an overpayment."""
    from .real import ann_first, real_set
    from .test_fowsim_fow_runes_families import RULER, RUNES, _deck, rune

    card_set = real_set(*RUNES, RULER)  # its records are the cached import's: the changed one is a copy
    card_set["cards"] = [dict(entry, rune_area_cost={"cost": {"free": 1}}) if entry["id"] == "NDR-034" else entry for entry in card_set["cards"]]
    state = ann_first({"card_set": {"id": "tst-rune-less", "cards": card_set["cards"]}}, {"ann": _deck(), "bob": full_deck("TST-RU2")}, "runes")
    played = rune(state, "ann", "NDR-034")
    pool(state, "ann", fire=1)
    assert listed(state, "play_card", card=played)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": played, "targets": [], "payment": {"pool": {}}}) == "FOW-WILL-3"
    state = act(state, {"type": "play_card", "player": "ann", "card": played, "targets": [], "payment": {"pool": {"fire": 1}}})
    assert state.chase[-1].card == played and player(state, "ann").pool.get("fire", 0) == 0


def test_a_trigger_chant_set_on_an_earlier_turn_is_listed_from_standby() -> None:
    """FOW-KW-TRIGGER (CR 1113.2a) and FOW-PLAY-5: in ann's third turn Ember Ward (TST-C11, trigger cost {1}) set on
    turn 1 is listed from her standby area, paid with her light stone; set this turn, it is not listed."""
    state = started()
    state.turn.number = 3
    mine = to_field(state, "ann", "TST-R02")
    ward = to_standby(state, "ann", "TST-C11", set_turn=1)
    stones(state, "ann", "TST-ST-W")
    assert listed(state, "play_card", card=ward, targets=[mine])
    player(state, "ann").standby[0].set_turn = 3
    assert not listed(state, "play_card", card=ward)


def test_a_rune_card_in_the_hand_does_not_hide_the_cards_after_it() -> None:
    """FOW-RUNE-CARD-R (CR 711.1): a rune card of no other type is played from a rune area only; SDV1-004 moved
    first into ann's hand (beside TST-R01 alone) is not listed there, and the resonator after it still is."""
    from .real import ann_first, real_set

    runes = ("SDV1-004", "SDV1-006", "SDV1-007", "SDV1-011", "SDV1-012")
    ann = full_deck("SDV1-005")
    ann["runes"] = {r: 1 for r in runes}
    state = ann_first({"card_set": real_set(*runes, "SDV1-005")}, {"ann": ann, "bob": full_deck("TST-RU2")}, "plain-runes")
    seat = player(state, "ann")
    plain = next(c for c in seat.rune_area or [] if c.startswith("ann:SDV1-004#"))
    seat.rune_area = [c for c in seat.rune_area or [] if c != plain]
    resonator = to_hand(state, "ann", "TST-R01")
    seat.hand = [plain, resonator]
    pool(state, "ann", light=1)
    assert not listed(state, "play_card", card=plain)
    assert listed(state, "play_card", card=resonator)


def test_an_activation_of_a_printed_ability_reports_no_granting_card() -> None:
    """FOW-GRANTED-ABILITY-R: NDR-061's own activate ability goes on the chase with a chase event that names no
    granting card (``granted_by`` left out, not null), as the ability is printed on the card itself."""
    state = real_started("NDR-061")
    source = to_field(state, "ann", "NDR-061")
    chant = to_hand(state, "ann", "TST-C04")
    action = {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [], "payment": {"discard": [chant]}}
    state, events = _events(state, action)
    chased = [e for e in events if e["type"] == "chase"]
    assert len(chased) == 1 and chased[0]["card"] == source and "granted_by" not in chased[0]
