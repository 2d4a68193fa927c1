"""A ruler's abilities in its ruler area (FOW-RULER-AREA-R, CR 902.1b) and [Divinity] (FOW-KW-DIVINITY-R,
CR 1136.2), with real cards of the community database named by id (their text stays in ../shared).

A real ruler whose J-ruler side still has an unsupported line cannot lead a legal deck, so the scenario
games below carry the real ruler's *own* parsed record without its J-ruler side (a ruler without [Judgment],
which the card-set schema admits): the ability under test is exactly the one read from the printed line."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set, reference_card_set_json
from adjudicator.force_of_will.coverage import cluster_decks, deck_card_set, play_to_end
from adjudicator.force_of_will.state import RulerSlot, State

from .fowsim_db import card, entry, imported
from .helpers import act, both_pass, code_of, find, full_deck, listed, player, pool, started, stones, to_field
from .real import ruler_game, ruler_of


def test_a_rulers_rest_ability_is_played_from_the_ruler_area() -> None:
    """FOW-RULER-AREA-R: ENW-041's rest-to-draw ability -- played from the ruler area in the first turn
    (no wait: CR 905.3 is a J/resonator's), it rests the ruler, goes on the chase as the ruler's ability
    and draws on resolution; the rested ruler can neither play it again nor call a magic stone."""
    assert card("ENW-041")["abilities"] == [
        {"kind": "activate", "text": "{Rest}: Draw a card.", "cost": {"rest": True}, "effects": [{"op": "draw", "amount": 1}]}
    ]
    state = ruler_game("ENW-041")
    ruler = ruler_of(state, "ann").id
    action = find(state, "activate", card=ruler)
    assert action["ability"] == 0
    hand = len(player(state, "ann").hand)
    state = act(state, action)
    assert ruler_of(state, "ann").rested
    assert [(item.kind, item.card) for item in state.chase] == [("ruler_ability", ruler)]
    assert code_of(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 0}) == "FOW-RULER-AREA-R"
    state = both_pass(state)
    assert not state.chase and len(player(state, "ann").hand) == hand + 1
    assert not listed(state, "activate", card=ruler)
    assert code_of(state, {"type": "call_stone", "player": "ann"}) == "FOW-WILL-4"


def test_a_rulers_will_ability_with_a_target_deals_its_damage() -> None:
    """FOW-RULER-AREA-R: VIN001-016 pings a resonator for 200 for two will -- paid with will, the ruler
    stays recovered (it can still call a stone), the damage is the ruler's."""
    state = ruler_game("VIN001-016")
    ruler = ruler_of(state, "ann").id
    victim = to_field(state, "bob", "TST-R11")  # a resonator of bob's
    pool(state, "ann", void=2)
    state = act(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 0, "targets": [victim], "payment": {"pool": {"void": 2}}})
    assert not ruler_of(state, "ann").rested
    result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": "ann"}))
    state = act(result.state, {"type": "pass", "player": "bob"})
    damaged = [e for e in player(state, "bob").field if e.id == victim]
    assert (damaged and damaged[0].damage == 200) or victim in player(state, "bob").graveyard
    assert listed(state, "call_stone")


def test_a_rulers_ability_cannot_be_played_by_the_opponent_or_from_elsewhere() -> None:
    """FOW-PRIO-4: only the ruler's controller plays it, and only while it is in the ruler area."""
    state = ruler_game("ENW-041")
    ruler = ruler_of(state, "ann").id
    assert code_of(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 1}) == "FOW-PRIO-4"
    state = act(state, find(state, "activate", card=ruler))
    state = act(state, {"type": "pass", "player": "ann"})  # bob holds priority now
    assert code_of(state, {"type": "activate", "player": "bob", "card": ruler, "ability": 0}) == "FOW-PRIO-4"


def _pair_set() -> dict[str, Any]:
    """An invented ruler pair (no publisher text): the ruler gains 300 life for {Rest}; its J-ruler side
    draws a card for {1}.  Both abilities are ability 0 of their face."""
    ruler = {
        "id": "TST-RX", "name": "Test Two-Faced", "types": ["ruler"], "attributes": ["light"], "provenance": "invented",
        "judgment": {"cost": {"free": 1}}, "sides": {"front": "TST-RX", "back": "TST-RXJ"},
        "abilities": [{"kind": "activate", "cost": {"rest": True}, "effects": [{"op": "gain_life", "amount": 300}]}],
    }
    j_ruler = {
        "id": "TST-RXJ", "name": "Test Two-Faced J", "types": ["j_ruler"], "attributes": ["light"], "atk": 500, "def": 500,
        "provenance": "invented", "sides": {"front": "TST-RX", "back": "TST-RXJ"},
        "abilities": [{"kind": "activate", "cost": {"will": {"free": 1}}, "effects": [{"op": "draw", "amount": 1}]}],
    }
    return {"id": "tst-pair", "cards": list(reference_card_set_json()["cards"]) + [ruler, j_ruler]}


def test_an_ability_on_the_chase_keeps_the_face_it_was_played_from() -> None:
    """FOW-RULER-AREA-R (CR 903.2f): the J-ruler's ability resolves as the J-ruler's even after the
    J-ruler went back to the ruler area (ruler side up) before it resolved."""
    decks = {"ann": full_deck("TST-RX"), "bob": full_deck("TST-RU2")}
    state = None
    for n in range(50):
        state = started(options={"card_set": _pair_set()}, seed=f"pair-{n}", decks=decks)
        if state.turn.player == "ann":
            break
    assert state is not None and state.turn.player == "ann"
    ann = player(state, "ann")
    ruler_id = ruler_of(state, "ann").id
    ann.ruler = None
    from adjudicator.force_of_will.state import Entity

    ann.field.append(Entity(id=ruler_id, j_ruler=True))
    pool(state, "ann", void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": ruler_id, "ability": 0, "payment": {"pool": {"void": 1}}})
    assert [item.kind for item in state.chase] == ["ability"]
    # The J-ruler goes back to the ruler area before its ability resolves (as if destroyed: astral).
    ann = player(state, "ann")
    ann.field = [e for e in ann.field if e.id != ruler_id]
    ann.ruler = RulerSlot(id=ruler_id, astral=True)
    GAME.check(state)
    hand, life = len(ann.hand), ann.life
    state = both_pass(state)
    ann = player(state, "ann")
    assert (len(ann.hand), ann.life) == (hand + 1, life)  # drew (the J-ruler's), gained no life (the ruler's)
    # The ruler's own ability, from the ruler area, is the ruler's (astral does not stop it, CR 1024.1).
    state = act(state, find(state, "activate", card=ruler_id))
    assert [item.kind for item in state.chase] == ["ruler_ability"]
    state = both_pass(state)
    assert player(state, "ann").life == life + 300


def test_a_rulers_continuous_ability_applies_from_the_ruler_area_only() -> None:
    """FOW-RULER-AREA-R: an invented ruler whose continuous ability pumps its controller's J/resonators
    by 100/100 changes ann's resonators while it is in the ruler area, and stops once it is a J-ruler (its J side has no such line)."""
    data = _pair_set()
    data["cards"][-2]["abilities"] = [{"kind": "continuous", "scope": "your_j_resonators", "atk": 100, "def": 100}]
    decks = {"ann": full_deck("TST-RX"), "bob": full_deck("TST-RU2")}
    state = started(options={"card_set": data}, seed="cont-0", decks=decks)
    resonator = to_field(state, "ann", "TST-R11")
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    cat = catalogue_for(state.options)
    printed = cat.defs["TST-R11"]
    board = Board(cat, state)
    entity = board.entity(resonator)
    assert entity is not None
    assert board.stats(entity)[:2] == ((printed.atk or 0) + 100, (printed.def_ or 0) + 100)
    ann = player(state, "ann")
    ruler_id = ruler_of(state, "ann").id
    ann.ruler = None
    from adjudicator.force_of_will.state import Entity

    ann.field.append(Entity(id=ruler_id, j_ruler=True))
    board = Board(cat, state)
    entity = board.entity(resonator)
    assert entity is not None
    assert board.stats(entity)[:2] == (printed.atk or 0, printed.def_ or 0)


def test_card_sets_refuse_ruler_abilities_the_ruler_area_does_not_play() -> None:
    """FOW-RULER-AREA-R: a custom ruler with a will, automatic, or self-changing continuous ability is
    refused with the field named (the engine would not play it from the ruler area)."""
    for ability in (
        {"kind": "will", "cost": {"rest": True}, "produce": ["light"]},
        {"kind": "automatic", "trigger": "enter", "effects": [{"op": "draw", "amount": 1}]},
        {"kind": "continuous", "scope": "self", "atk": 100},
    ):
        data = _pair_set()
        data["cards"][-2]["abilities"] = [ability]
        with pytest.raises(InputError) as raised:
            catalogue_card_set(msgspec.convert(data, CardSet))
        assert any("/abilities/0" in e.pointer and "FOW-RULER-AREA-R" in e.message for e in raised.value.errors)


def test_divinity_is_recorded_and_permits_nothing_without_a_rune_deck() -> None:
    """FOW-KW-DIVINITY-R: "[Divinity] 10" on SDV1-005 and its J side is read (CR 1136.2); a bare
    "[Divinity]" (SDV2-011J) has no number and is refused with the reason."""
    assert card("SDV1-005")["divinity"] == 10 and card("SDV1-005J")["divinity"] == 10
    assert entry("SDV1-005")["supported"] and entry("SDV1-005J")["supported"]
    refused = entry("SDV2-011J")["unsupported"]
    assert {"text": "[Divinity]", "reason": "[Divinity] without its number (CR 1136.2 defines [Divinity] (Number))"} in refused


def test_new_valhalla_builds_a_deck_and_plays_to_the_end() -> None:
    """FOW-KW-DIVINITY-R: New Valhalla is playable: a legal deck of supported cards led by a [Divinity]
    ruler is built automatically and a seeded game with it plays to the end by the rules."""
    cat = catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))
    decks = cluster_decks(cat, "new-valhalla")
    assert decks
    assert all(cat.defs[d["ruler"]].divinity is not None for d in decks)
    card_set = deck_card_set(cat, decks, "nv-decks")
    result = play_to_end(card_set, {"p1": decks[0], "p2": decks[-1]}, "new-valhalla-0")
    assert result.ended, result


def resonance_game() -> State:
    """Ann leads with the real VIN003-007 (J side VIN003-007J), with the real basic light stone CMF-103 on
    top of her magic stone deck; ann's first main phase."""
    wanted = {"VIN003-007", "VIN003-007J", "CMF-103"}
    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] in wanted]
    ann_deck = full_deck("VIN003-007")
    ann_deck["stones"]["CMF-103"] = 1
    decks = {"ann": ann_deck, "bob": full_deck("TST-RU2")}
    for n in range(50):
        state = started(options={"card_set": {"id": "tst-plus-resonance", "cards": cards}}, seed=f"resonance-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            ann = player(state, "ann")
            light = next(c for c in ann.stone_deck if ":CMF-103#" in c)
            ann.stone_deck.remove(light)
            ann.stone_deck.insert(0, light)
            return state
    raise AssertionError("no seed gives ann the first turn")


def test_resonance_of_a_ruler_triggers_from_the_ruler_area_when_a_light_stone_is_called() -> None:
    """FOW-KW-RESONANCE-R, FOW-RULER-AREA-R: VIN003-007's [Resonance] for a light stone (a 200/200 pump of
    one of its controller's resonators for the turn): calling the light stone CMF-103 triggers it from the
    ruler area; it goes on the chase as the ruler's automatic ability and pumps the chosen resonator."""
    assert card("CMF-103")["stone_types"] == ["light"]
    assert card("VIN003-007")["abilities"][0]["trigger"] == "resonance"
    state = resonance_game()
    mine = to_field(state, "ann", "TST-R11")
    theirs = to_field(state, "bob", "TST-R11")
    ruler = ruler_of(state, "ann").id
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert [(p.source, p.ruler_area) for p in state.pending] == [(ruler, True)]
    pending = state.pending[0].id
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [theirs]}) is not None
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [mine]})
    assert [item.kind for item in state.chase] == ["ruler_automatic"]
    state = both_pass(state)
    assert [(m.target, m.atk, m.def_) for m in state.modifiers] == [(mine, 200, 200)]


def test_resonance_does_not_trigger_on_a_stone_of_another_type() -> None:
    """FOW-KW-RESONANCE-R: a reference stone without the Light Magic Stone type triggers nothing."""
    state = resonance_game()
    ann = player(state, "ann")
    ann.stone_deck.append(ann.stone_deck.pop(0))  # the light stone goes to the bottom
    assert ":CMF-103#" not in ann.stone_deck[0]
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert not state.pending


def test_destroy_all_non_magic_stone_non_j_ruler_cards_on_judgment() -> None:
    """FOW-EACH-TYPES-R: VIN003-007J, entering, destroys every card that is neither a magic stone nor a
    J-ruler: on Judgment every resonator (both players') is destroyed; magic stones and the J-ruler stay."""
    state = resonance_game()
    mine = to_field(state, "ann", "TST-R11")
    theirs = to_field(state, "bob", "TST-R11")
    stones(state, "ann", "TST-ST-W", "TST-ST-W")
    pool(state, "ann", light=2, void=3)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2, "void": 3}}})
    state = both_pass(state)
    for _ in range(6):
        if not state.pending and not state.chase:
            break
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": state.pending[0].controller, "pending": state.pending[0].id})
        else:
            state = both_pass(state)
    ann, bob = player(state, "ann"), player(state, "bob")
    assert mine in ann.graveyard and theirs in bob.graveyard
    assert any(e.j_ruler for e in ann.field)
    assert sum(1 for e in ann.field if ":TST-ST-W#" in e.id) == 2


def test_lapis_builds_a_deck_and_plays_to_the_end() -> None:
    """FOW-KW-RESONANCE-R, FOW-EACH-TYPES-R: Lapis is playable: a legal deck of supported cards (led by a
    ruler with [Resonance]) is built automatically and a seeded game with it plays to the end."""
    cat = catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))
    decks = cluster_decks(cat, "lapis")
    assert decks
    card_set = deck_card_set(cat, decks, "lapis-decks")
    result = play_to_end(card_set, {"p1": decks[0], "p2": decks[-1]}, "lapis-0")
    assert result.ended, result


def judgment_game(ruler_id: str, *extra: str) -> State:
    """Ann leads with the real ruler ``ruler_id`` and its real [Judgment]; its J-ruler side is an invented
    one (the real one has unsupported lines); the real cards ``extra`` are in ann's deck."""
    front = copy.deepcopy(card(ruler_id))
    front["sides"] = {"front": ruler_id, "back": "TST-JX"}
    back = {"id": "TST-JX", "name": "Test J", "types": ["j_ruler"], "atk": 500, "def": 500, "provenance": "invented", "sides": {"front": ruler_id, "back": "TST-JX"}}
    cards = list(reference_card_set_json()["cards"]) + [front, back] + [c for c in imported()["card_set"]["cards"] if c["id"] in extra]
    ann_deck = full_deck(ruler_id)
    for card_id in extra:
        ann_deck["main"][card_id] = 2
    decks = {"ann": ann_deck, "bob": full_deck("TST-RU2")}
    for n in range(50):
        state = started(options={"card_set": {"id": "tst-plus-judgment", "cards": cards}}, seed=f"judgment-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def test_a_judgment_cost_lowered_for_each_card_you_control() -> None:
    """FOW-JUDG-LESS-R: TTW-001's Judgment costs {8}, one less per Fairy its controller has: with two
    Fairy resonators (TTW-071) the Judgment costs {6}; {8} may still be paid (the reduction is optional),
    {5} may not.  MP01-135's reduction is not optional: it must be paid lowered."""
    assert card("TTW-001")["judgment"] == {"cost": {"free": 8}, "less": {"free": 1, "per": {"what": "card", "races": ["Fairy"]}, "optional": True}}
    state = judgment_game("TTW-001", "TTW-071")
    to_field(state, "ann", "TTW-071")
    to_field(state, "ann", "TTW-071")
    for amount, code in ((5, "FOW-WILL-5-R"), (7, "FOW-WILL-5-R"), (8, None), (6, None)):
        pool(state, "ann", void=amount)
        found = code_of(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": amount}}})
        assert (found is None) == (code is None), (amount, found)
    pool(state, "ann", void=6)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 6}}})
    assert [item.kind for item in state.chase] == ["judgment"]

    state = judgment_game("MP01-135", "TTW-071")
    to_field(state, "ann", "TTW-071")
    pool(state, "ann", void=8)
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 8}}}) is not None
    pool(state, "ann", void=7)
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 7}}}) is None
    assert listed(state, "judgment")


def test_a_race_counted_without_a_zone_includes_the_ruler_area() -> None:
    """FOW-JUDG-LESS-R (CR 307.4a, 206.4): a count of Squad 7 resonators counts resonators only, so the Squad 7
    ruler VIN002-001 itself does not lower its own {7}; a bare race counts a ruler in the ruler area."""
    state = judgment_game("VIN002-001")
    pool(state, "ann", void=7)
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 7}}}) is None
    pool(state, "ann", void=6)
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 6}}}) is not None
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for
    from adjudicator.force_of_will.vocabulary import PerCount

    board = Board(catalogue_for(state.options), state)
    ruler = ruler_of(state, "ann").id
    assert board.per_count(PerCount(what="card", races=["Squad 7"]), "ann:TST-R01#1", "ann") == 1
    assert board.per_count(PerCount(what="card", races=["Squad 7"], other=True), ruler, "ann") == 0
    assert board.per_count(PerCount(what="resonator", races=["Squad 7"]), ruler, "ann") == 0


def test_old_judgment_spellings_are_read() -> None:
    """Cheap syntax: "[J-Activate]: Pay ..." (MPR-064), "[Judgement]" (TSD1-001) and a reminder closed by a
    full stop (SDR2-009) are [Judgment] lines; each card's remaining lines are its other abilities."""
    for card_id in ("MPR-064", "TSD1-001", "SDR2-009"):
        assert card(card_id).get("judgment") is not None, card_id
        assert not any(u["text"].lower().startswith(("[j-activate]", "[judgement]", "[judgment]")) for u in entry(card_id)["unsupported"])
