"""Target and search filter words read by fow-v-filters, each played with a real card named by id (the printed text
stays in ../shared):

- FOW-FILTER-STRANGER-R: "(Stranger)" / "non-(Stranger)" before a noun -- a target (PofA-045), a card put from the
  graveyard (AO1-056), a card looked for at the top of the deck (PofA-008), an all/each group (PofA-005).
- FOW-TARGET-J-RULER-OR-R: "target J-ruler or <filter> (J/)resonator" (PofA-045) and "damage that would be dealt to
  target J-ruler or <Race>" (TTW-013; VS01-011's misprint "of" for "or", FOW-MISPRINT-R).
- FOW-SEARCH-TYPE-OR-RACE-R: "a <type> or <Race>" looked for at the top of the deck (TTW-013's [Enter]).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, line_refusal, printed
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_graveyard, to_hand
from .real import ann_first, field, j_ruler_to_field, play, real_set, real_started, resolve_all, stack_on_top
from .test_fowsim_stranger_families import STRANGERS


def _stranger_game(*ids: str) -> State:
    """A stranger card begins in the stranger deck (FOW-DECK-STRANGER-R): both reference rulers get [Stranger] 10 and
    each stranger deck holds two AO1-056 and eight other supported stranger cards; ``ids`` go in the main decks."""
    cards = [dict(c) for c in real_set("AO1-056", *ids, *STRANGERS, "TST-RU1", "TST-RU2")["cards"]]
    for ruler in cards:
        if ruler["id"] in ("TST-RU1", "TST-RU2"):
            ruler["stranger"] = 10
    decks = {}
    for pid, ruler_id in (("ann", "TST-RU1"), ("bob", "TST-RU2")):
        decks[pid] = full_deck(ruler_id) | {"stranger": {"AO1-056": 2, **dict.fromkeys(STRANGERS[:4], 2)}}
        decks[pid]["main"] |= dict.fromkeys(ids, 2)
    return ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, decks, "real")


def _stranger(state: State, pid: str) -> str:
    """One AO1-056 of ``pid``'s stranger deck, taken out of it (the caller puts it somewhere)."""
    strangers = player(state, pid).stranger_deck
    instance = next(c for c in strangers if "AO1-056" in c)
    strangers.remove(instance)
    return instance

# -- FOW-FILTER-STRANGER-R and FOW-TARGET-J-RULER-OR-R (PofA-045) ---------------------------------------------------


def _moon_ray() -> tuple[State, str, str, str, str]:
    """Bob controls a stranger resonator (AO1-056), a reference resonator and his J-ruler; PofA-045 in ann's hand:
    (state, the chant, the stranger, the plain resonator, the J-ruler)."""
    state = _stranger_game("PofA-045")
    stranger = _stranger(state, "bob")
    player(state, "bob").field.append(Entity(id=stranger))
    plain = to_field(state, "bob", "TST-R01")
    j_ruler = j_ruler_to_field(state, "bob")
    return state, to_hand(state, "ann", "PofA-045"), stranger, plain, j_ruler


def test_fow_filter_stranger_r_a_stranger_resonator_destroyed() -> None:
    """PofA-045 supported: its target is a J-ruler or a stranger J/resonator; on bob's AO1-056 it is destroyed."""
    assert entry("PofA-045")["supported"]
    assert card("PofA-045")["targets"] == [{"kind": "j_resonator", "stranger": True, "or_j_ruler": True}]
    state, chant, stranger, plain, _ = _moon_ray()
    state = resolve_all(play(state, "ann", chant, [stranger]))
    assert stranger not in field(state, "bob") and plain in field(state, "bob")


def test_fow_target_j_ruler_or_r_a_j_ruler_destroyed() -> None:
    """PofA-045 on bob's J-ruler (no stranger): named by the J-ruler part of the target; it leaves the field."""
    state, chant, stranger, _, j_ruler = _moon_ray()
    state = resolve_all(play(state, "ann", chant, [j_ruler]))
    assert j_ruler not in field(state, "bob") and stranger in field(state, "bob")


def test_fow_filter_stranger_r_a_resonator_that_is_no_stranger_is_refused() -> None:
    """PofA-045 on bob's reference resonator (no stranger, no J-ruler): refused with FOW-FILTER-STRANGER-R."""
    state, chant, _, plain, _ = _moon_ray()
    will = {"darkness": 1}
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": chant, "targets": [plain], "payment": {"pool": will}}
    assert code_of(state, action) == "FOW-FILTER-STRANGER-R"


def test_fow_filter_stranger_r_another_noun_stays_refused() -> None:
    """FOW-FILTER-STRANGER-R covers resonators only: the word before another noun (an invented wording) is refused,
    and so is the J-ruler part with whose the card is (FOW-TARGET-J-RULER-OR-R)."""
    assert "(Stranger) regalia" in line_refusal("Destroy target (Stranger) regalia.", "chant")
    assert "with whose" in line_refusal("Destroy target J-ruler or Human resonator you control.", "chant")


# -- FOW-FILTER-STRANGER-R in a put from the graveyard (AO1-056) and a look at the top (PofA-008) ----------------------


def test_fow_filter_stranger_r_a_non_stranger_put_from_the_graveyard() -> None:
    """AO1-056 supported: its [Enter] puts a resonator that is no stranger from ann's graveyard into the field; with a
    second AO1-056 and a reference resonator there, only the reference resonator may be chosen (the stranger is
    refused with the search's code) and it enters ann's field."""
    assert entry("AO1-056")["supported"]
    (ability,) = card("AO1-056")["abilities"]
    assert ability["effects"] == [{"op": "search", "filter": {"kinds": ["resonator"], "stranger": False}, "to": "field", "deck": "graveyard", "must": True}]
    state = _stranger_game()
    stranger, plain, ishtar = _stranger(state, "ann"), to_graveyard(state, "ann", "TST-R01"), _stranger(state, "ann")
    player(state, "ann").graveyard.append(stranger)
    player(state, "ann").hand.append(ishtar)
    sync_counts(player(state, "ann"))
    state = play(state, "ann", ishtar)
    for _ in range(6):
        if state.decision is not None:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    assert {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {plain}
    assert code_of(state, {"type": "search", "player": "ann", "card": stranger}) == "FOW-GRAVEYARD-CHOSEN-FIELD-R"
    state = act(state, {"type": "search", "player": "ann", "card": plain})
    assert plain in field(state, "ann") and stranger in player(state, "ann").graveyard


def _summoning() -> tuple[State, dict[str, str]]:
    """PofA-008 played by ann with a stranger (AO1-056) and a reference resonator among the top four of her deck."""
    state = _stranger_game("PofA-008")
    player(state, "ann").deck.insert(0, _stranger(state, "ann"))
    sync_counts(player(state, "ann"))
    top = stack_on_top(state, "ann", ("TST-R01", "AO1-056", "TST-R02", "TST-C01"))
    state = play(state, "ann", to_hand(state, "ann", "PofA-008"))
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    return state, top


def test_fow_filter_stranger_r_a_stranger_looked_at_to_the_hand() -> None:
    """PofA-008 supported: of the top four, only the stranger may be revealed and taken into ann's hand."""
    assert entry("PofA-008")["supported"]
    assert card("PofA-008")["effects"] == [{"op": "search", "filter": {"kinds": ["resonator"], "stranger": True}, "top": 4, "rest": "arrange"}]
    state, top = _summoning()
    assert state.decision is not None
    offered: set[Any] = {getattr(a, "card", None) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert top["AO1-056"] in offered and top["TST-R01"] not in offered and top["TST-R02"] not in offered
    assert code_of(state, {"type": "search", "player": "ann", "card": top["TST-R01"]}) is not None
    state = act(state, {"type": "search", "player": "ann", "card": top["AO1-056"]})
    assert top["AO1-056"] in player(state, "ann").hand


def test_fow_filter_stranger_r_every_resonator_but_the_strangers_destroyed() -> None:
    """PofA-005 supported: every resonator that is no stranger is destroyed (both players'); the strangers stay."""
    assert entry("PofA-005")["supported"]
    assert card("PofA-005")["effects"] == [{"op": "destroy", "each": "all_resonators", "among": {"stranger": False}}]
    state = _stranger_game("PofA-005")
    strangers = [_stranger(state, pid) for pid in ("ann", "bob")]
    for pid, stranger in zip(("ann", "bob"), strangers, strict=True):
        player(state, pid).field.append(Entity(id=stranger))
    plain = [to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "PofA-005")))
    assert strangers[0] in field(state, "ann") and strangers[1] in field(state, "bob")
    assert plain[0] in player(state, "ann").graveyard and plain[1] in player(state, "bob").graveyard


# -- FOW-TARGET-J-RULER-OR-R (TTW-013, VS01-011) ----------------------------------------------------------------------


def _perceval(card_id: str) -> tuple[State, dict[str, Any], str, str, str]:
    """Ann controls ``card_id`` (a Knight of the Round Table) and a second one, bob a reference resonator and his
    J-ruler: (state, the activation without a target, the other Knight, bob's resonator, bob's J-ruler)."""
    state = real_started(card_id, copies=2)
    knight, other = to_field(state, "ann", card_id), to_field(state, "ann", card_id)
    plain = to_field(state, "bob", "TST-R01")
    j_ruler = j_ruler_to_field(state, "bob")
    return state, {"type": "activate", "player": "ann", "card": knight, "ability": 1}, other, plain, j_ruler


def test_fow_target_j_ruler_or_r_damage_to_a_knight_or_a_j_ruler_prevented() -> None:
    """TTW-013 and VS01-011 (its misprint read as TTW-013's line) supported: the second ability's target is a J-ruler
    or a Knight of the Round Table J/resonator; on the other Knight, and on bob's J-ruler, all damage to it is
    prevented until end of turn (the card banished as the cost)."""
    for card_id in ("TTW-013", "VS01-011"):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["abilities"][1]["targets"] == [{"kind": "j_resonator", "races": ["Knight of the Round Table"], "or_j_ruler": True}]
        for chosen in ("other", "j_ruler"):
            state, use, other, _, j_ruler = _perceval(card_id)
            target = other if chosen == "other" else j_ruler
            state = resolve_all(act(state, use | {"targets": [target]}))
            assert use["card"] in player(state, "ann").graveyard
            assert any(m.target == target and m.prevent == "to" for m in state.modifiers), (card_id, chosen)
    assert normalize_line(printed("VS01-011", 1)) == normalize_line(printed("TTW-013", 1))


def test_fow_target_j_ruler_or_r_a_resonator_of_another_race_is_refused() -> None:
    """TTW-013 naming bob's reference resonator (no Knight of the Round Table, no J-ruler): refused (FOW-PLAY-1)."""
    state, use, _, plain, _ = _perceval("TTW-013")
    assert code_of(state, use | {"targets": [plain]}) == "FOW-PLAY-1"


# -- FOW-SEARCH-TYPE-OR-RACE-R (TTW-013's [Enter], SDAO1-005) --------------------------------------------------------


def test_fow_search_type_or_race_r_a_regalia_or_a_knight_looked_at() -> None:
    """TTW-013's [Enter] (and SDAO1-005's) looks for a regalia or a Knight of the Round Table: of the top five, the
    reference regalia and the second TTW-013 are offered, the reference resonators and chant are not; the regalia
    taken goes into ann's hand."""
    assert entry("SDAO1-005")["supported"]
    for card_id in ("TTW-013", "SDAO1-005"):
        searches = [e["filter"] for a in card(card_id)["abilities"] for e in a["effects"] if e["op"] == "search"]
        assert searches == [{"races": ["Knight of the Round Table"], "or_kinds": ["regalia"]}], card_id
    state = real_started("TTW-013", copies=2)
    perceval = to_hand(state, "ann", "TTW-013")
    top = stack_on_top(state, "ann", ("TST-R01", "TST-G01", "TST-R02", "TTW-013", "TST-C01"))
    state = play(state, "ann", perceval)
    for _ in range(6):
        if state.decision is not None:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None
    offered: set[Any] = {getattr(a, "card", None) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert {top["TST-G01"], top["TTW-013"]} <= offered and not {top["TST-R01"], top["TST-R02"], top["TST-C01"]} & offered
    state = act(state, {"type": "search", "player": "ann", "card": top["TST-G01"]})
    assert top["TST-G01"] in player(state, "ann").hand


def test_fow_search_type_or_race_r_a_capitalised_type_is_no_race() -> None:
    """A card type capitalised in a list of races is refused, not read as a race (an invented wording)."""
    assert "a card type" in line_refusal("[Enter] >>> Search your main deck for a Regalia or Fairy, reveal it and put it into your hand. Then shuffle your main deck.")
