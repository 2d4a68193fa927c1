"""Search filters read across the whole community database (FOW-SEARCH-R's vocabulary widened): each played
with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec import structs

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects, search_filter
from adjudicator.force_of_will.cards import collect_card_errors, def_id_of, reference_catalogue
from adjudicator.force_of_will.consistency import NAMES_A_CARD
from adjudicator.force_of_will.effects import fits, name_has
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import Search, SearchFilter

from .fowsim_db import card, database, entry
from .helpers import act, code_of, player, pool, take, to_hand
from .real import board_of, field, hero_started, play, real_started, resolve_all


def in_deck(state: State, pid: str, def_id: str) -> str:
    """One instance of ``def_id`` of ``pid``'s put at the bottom of their main deck (wherever it was)."""
    instance = take(state, pid, def_id)
    player(state, pid).deck.append(instance)
    return instance


def until_search(state: State, accept: bool = True) -> State:
    """Pass and play ann's triggers until a search is asked of ann (a 'may' first accepted)."""
    for _ in range(40):
        decision = state.decision
        if decision is not None and decision.kind == "search":
            return state
        if decision is not None and decision.kind == "may":
            state = act(state, {"type": "may", "player": decision.player, "accept": accept})
        elif state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no search was asked")


def search(card_id: str | None) -> dict[str, Any]:
    return {"type": "search", "player": "ann", "card": card_id}


def test_fow_search_cost_exact_r_a_resonator_with_total_cost_1() -> None:
    """FOW-SEARCH-COST-EXACT-R with DBV-071 ([Enter]: a stone into the field, then search for a resonator
    with total cost 1, revealed into the hand): TST-R02 (total cost 2) and TST-C01 (a chant of total cost 1)
    are refused, TST-R01 (a resonator of total cost 1) is found -- its definition public, its instance
    hidden from bob -- and the deck is shuffled."""
    assert entry("DBV-071")["supported"]
    assert search_filter("a resonator with total cost 1") == {"kinds": ["resonator"], "min_cost": 1, "max_cost": 1}
    state = real_started("DBV-071")
    wanted, two, chant = (in_deck(state, "ann", d) for d in ("TST-R01", "TST-R02", "TST-C01"))
    state = until_search(play(state, "ann", to_hand(state, "ann", "DBV-071")))
    assert code_of(state, search(two)) == "FOW-SEARCH-R" and code_of(state, search(chant)) == "FOW-SEARCH-R"
    result = GAME.adjudicate(state, GAME.decode_action(search(wanted)))
    assert result.valid and result.state is not None
    searched = next(e for e in result.events if e["type"] == "searched")
    assert searched["found"] == "TST-R01" and searched["card"] == wanted
    seen = GAME.view_events([searched], "bob")[0]
    assert seen["found"] == "TST-R01" and seen["card"] == {"hidden": True}
    assert wanted in player(result.state, "ann").hand and wanted not in player(result.state, "ann").deck


def _moonbeam(x: int) -> State:
    """Ann plays LEL-068 (chant {W}{G}{X}: search for a resonator or addition with total cost X+1 or less
    and put it into the field) paying X = ``x``: the state as the search is asked."""
    state = real_started("LEL-068")
    for def_id in ("TST-R02", "TST-R04", "TST-C02"):
        in_deck(state, "ann", def_id)
    chant = to_hand(state, "ann", "LEL-068")
    pool(state, "ann", light=1, wind=1, void=x)
    paid = {"type": "play_card", "player": "ann", "card": chant, "x": x, "payment": {"pool": {"light": 1, "wind": 1, "void": x}}}
    return until_search(act(state, paid))


def _deck_card(state: State, def_id: str) -> str:
    return next(c for c in player(state, "ann").deck if def_id_of(c) == def_id)


def test_fow_search_x_r_total_cost_x_plus_1_or_less() -> None:
    """FOW-SEARCH-X-R with LEL-068: paid with X = 1, TST-R04 (total cost 3) is refused and TST-R02 (total
    cost 2) enters ann's field; paid with X = 2, TST-R04 may be found; a chant of total cost 2 never (it
    cannot enter the field)."""
    assert entry("LEL-068")["supported"]
    assert card("LEL-068")["effects"][0]["filter"] == {"kinds": ["resonator", "addition"], "max_cost_x": 1}
    state = _moonbeam(1)
    assert code_of(state, search(_deck_card(state, "TST-R04"))) == "FOW-SEARCH-R"
    assert code_of(state, search(_deck_card(state, "TST-C02"))) == "FOW-SEARCH-R"
    lancer = _deck_card(state, "TST-R02")
    state = resolve_all(act(state, search(lancer)))
    assert lancer in field(state, "ann")
    state = _moonbeam(2)
    sentinel = _deck_card(state, "TST-R04")
    state = resolve_all(act(state, search(sentinel)))
    assert sentinel in field(state, "ann")


def test_fow_search_x_r_refused_without_x_in_the_cost() -> None:
    """FOW-SEARCH-X-R: NWE-042's search bounded by X on a chant whose cost has no X (X is paid as an
    additional cost the vocabulary does not read) is refused; so is a bound by X outside a search of the
    deck, and a bound by X 'or more'."""
    reasons = [u["reason"] for u in entry("NWE-042")["unsupported"]]
    assert any("bounded by X" in r for r in reasons)
    with pytest.raises(Unsupported):
        search_filter("a resonator with total cost X or less")
    with pytest.raises(Unsupported):
        search_filter("a resonator with total cost X or more", x=True)


def test_fow_search_keyword_r_a_resonator_with_flying() -> None:
    """FOW-SEARCH-KEYWORD-R with ADK-026 (chant: search for a resonator with [Flying], revealed into the
    hand): TST-R03 (no [Flying]) is refused, TST-R01 (printed [Flying]) is found.  'without [Villains]'
    excludes TST-R19 (printed [Villains]); an unknown keyword is refused."""
    assert entry("ADK-026")["supported"]
    state = real_started("ADK-026")
    flier, walker = in_deck(state, "ann", "TST-R01"), in_deck(state, "ann", "TST-R03")
    state = until_search(play(state, "ann", to_hand(state, "ann", "ADK-026")))
    assert code_of(state, search(walker)) == "FOW-SEARCH-R"
    state = resolve_all(act(state, search(flier)))
    assert flier in player(state, "ann").hand
    defs = board_of(state).cat.defs
    without = SearchFilter(**search_filter("a Golem without [Villains]"))
    assert fits(defs["TST-R13"], without) and not fits(defs["TST-R19"], without)
    with pytest.raises(Unsupported):
        search_filter("a card with [Unheard Of]")


def _crimson(names: dict[str, str]) -> State:
    """Ann plays MP01-004 (an addition: [Enter] you may search for a card with its own name's words in its
    name, revealed into the hand; its other lines, which the vocabulary does not read, set aside) with
    reference resonators renamed ``names`` in her deck."""
    changed: dict[str, dict[str, Any]] = {"MP01-004": {"unsupported": []}} | {k: {"name": v} for k, v in names.items()}
    state = hero_started(("MP01-004",), changed=changed)
    for def_id in names:
        in_deck(state, "ann", def_id)
    return until_search(play(state, "ann", to_hand(state, "ann", "MP01-004")))


def test_fow_search_name_has_r_words_in_its_name() -> None:
    """FOW-SEARCH-NAME-HAS-R with MP01-004 (CR 1014.3's own example): its possessive and a hyphenated
    compound of its name's words are found; a longer word is not (CR 203.3b); nor is a card sharing the
    searching card's name (TST-R05 renamed so: the text names no card, CR 1014.3)."""
    words = card("MP01-004")["name"]
    assert card("MP01-004")["abilities"][0]["effects"][0]["filter"] == {"name_has": words}
    names = {"TST-R02": f"{words}'s Lancer", "TST-R03": f"{words}-Bound Herald", "TST-R04": f"{words}light Sentinel", "TST-R05": words}
    state = _crimson(names)
    assert code_of(state, search(_deck_card(state, "TST-R04"))) == "FOW-SEARCH-R"
    assert code_of(state, search(_deck_card(state, "TST-R05"))) == "FOW-SEARCH-R"
    assert code_of(state, search(_deck_card(state, "TST-R03"))) is None
    lancer = _deck_card(state, "TST-R02")
    state = resolve_all(act(state, search(lancer)))
    assert lancer in player(state, "ann").hand
    assert name_has("Lumia, Princess", "lumia") and not name_has("Timeless Ring", "Time")


def test_fow_search_not_named_r_a_mermaid_not_of_that_name() -> None:
    """FOW-SEARCH-NOT-NAMED-R with ACN-078 ([Enter]: search for a Mermaid not named as itself): a second
    ACN-078 (a Mermaid of that name) is refused, so is TST-R12 (a Beast); TST-R13 given the Mermaid race
    is found."""
    assert entry("ACN-078")["supported"]
    own = card("ACN-078")
    assert own["abilities"][0]["effects"][0]["filter"] == {"races": ["Mermaid"], "not_names": [own["name"]]}
    state = hero_started(("ACN-078",), changed={"TST-R13": {"races": ["Mermaid"]}})
    copy, mermaid, golem = in_deck(state, "ann", "ACN-078"), in_deck(state, "ann", "TST-R13"), in_deck(state, "ann", "TST-R12")
    state = until_search(play(state, "ann", to_hand(state, "ann", "ACN-078")))
    assert code_of(state, search(copy)) == "FOW-SEARCH-R" and code_of(state, search(golem)) == "FOW-SEARCH-R"
    state = resolve_all(act(state, search(mermaid)))
    assert mermaid in player(state, "ann").hand


def test_fow_search_r_misprinted_wordings_read_as_printed_intent() -> None:
    """FOW-SEARCH-R's misprints of the database read as the search they spell: "a card name(s)" (MOA-008,
    CFC-066), "put it in your hand" (ADK-065), "reveal it an put" (SDR3-007), "deck, for ... put put ...
    The shuffle" (MPR-064J), a comma before "and put it into your field" (TMS-106J), "Search you deck"
    (CFC-004), "deck fr a" (NWE-040)."""
    lines = {c["id"]: c for cl in database()["fow"]["clusters"] for s in cl["sets"] for c in s["cards"]}
    for card_id in ("MOA-008", "CFC-066", "ADK-065", "SDR3-007", "MPR-064J", "TMS-106J", "CFC-004", "NWE-040"):
        texts = {u["text"] for u in entry(card_id)["unsupported"]}
        searches = [line for line in lines[card_id]["abilities"] if "earch you" in line]
        assert searches and not any(line.strip() in texts for line in searches), card_id
    assert entry("MPR-064J")["supported"]


def test_fow_search_up_to_r_two_resonators_into_the_field() -> None:
    """FOW-SEARCH-UP-TO-R with SDAO2-025 ([Enter]: you may search for up to two resonators with total cost 1
    and put them into the field): ann names TST-R06, then is asked again (TST-R02, of total cost 2, refused)
    and names TST-R07: both enter her field, and no third card is asked; naming none after the first closes
    the search with one card found."""
    assert entry("SDAO2-025")["supported"] and entry("BFA-003")["supported"] and entry("ADK-039")["supported"]
    assert card("SDAO2-025")["abilities"][0]["effects"][0]["count"] == 2
    for stop in (False, True):
        state = real_started("SDAO2-025")
        hawk, tender, lancer = (in_deck(state, "ann", d) for d in ("TST-R06", "TST-R07", "TST-R02"))
        state = until_search(play(state, "ann", to_hand(state, "ann", "SDAO2-025")))
        state = act(state, search(hawk))
        assert state.decision is not None and state.decision.kind == "search" and state.decision.done == 1
        assert code_of(state, search(lancer)) == "FOW-SEARCH-R" and code_of(state, search(hawk)) == "FOW-SEARCH-R"
        state = act(state, search(None if stop else tender))
        assert state.decision is None or state.decision.kind != "search"
        state = resolve_all(state)
        assert hawk in field(state, "ann") and (tender in field(state, "ann")) != stop
        assert (tender in player(state, "ann").deck) == stop


def test_fow_search_up_to_r_three_chants_into_the_graveyard() -> None:
    """FOW-SEARCH-UP-TO-R with WOM-085 (chant: search for three chants and put them into your graveyard):
    read as up to three (the deck is hidden, CR 1014.2); TST-R01 is refused; TST-C01, TST-C02 and TST-C03
    go to ann's graveyard, where bob sees them."""
    assert entry("WOM-085")["supported"]
    assert card("WOM-085")["effects"][0] == {"op": "search", "filter": {"kinds": ["chant"]}, "to": "graveyard", "count": 3}
    state = real_started("WOM-085")
    chants = [in_deck(state, "ann", d) for d in ("TST-C01", "TST-C02", "TST-C03")]
    state = until_search(play(state, "ann", to_hand(state, "ann", "WOM-085")))
    assert code_of(state, search(_deck_card(state, "TST-R01"))) == "FOW-SEARCH-R"
    for chant in chants:
        state = act(state, search(chant))
    state = resolve_all(state)
    assert set(chants) <= set(player(state, "ann").graveyard)


def _festival() -> State:
    """Ann plays GRL-070 (an addition: [Enter] search for up to two Mimi Tribes that don't share a name,
    revealed into the hand; its block of lines the vocabulary does not read set aside) with TST-R01 (two
    copies of one name) and TST-R06 given that race in her deck: the state as the first search is asked."""
    race = {"races": card("GRL-070")["abilities"][0]["effects"][0]["filter"]["races"]}
    state = hero_started(("GRL-070",), changed={"GRL-070": {"unsupported": []}, "TST-R01": race, "TST-R06": race})
    for def_id in ("TST-R01", "TST-R01", "TST-R06"):
        in_deck(state, "ann", def_id)
    return until_search(play(state, "ann", to_hand(state, "ann", "GRL-070")))


def test_fow_search_up_to_r_with_different_names() -> None:
    """FOW-SEARCH-UP-TO-R with GRL-070 ('that don't share a name'): once a TST-R01 is found the other copy
    is refused, TST-R06 is found; both go to ann's hand revealed (each search event names its definition,
    bob sees no instance)."""
    assert card("GRL-070")["abilities"][0]["effects"][0]["different_names"] is True
    state = _festival()
    first, second = (c for c in player(state, "ann").deck if def_id_of(c) == "TST-R01")
    assert code_of(state, search(second)) is None
    state = act(state, search(first))
    assert state.decision is not None and state.decision.names == [board_of(state).card(first).name]
    assert code_of(state, search(second)) == "FOW-SEARCH-R"
    hawk = _deck_card(state, "TST-R06")
    result = GAME.adjudicate(state, GAME.decode_action(search(hawk)))
    assert result.valid and result.state is not None
    searched = next(e for e in result.events if e["type"] == "searched")
    assert searched["found"] == "TST-R06" and GAME.view_events([searched], "bob")[0]["card"] == {"hidden": True}
    assert {first, hawk} <= set(player(result.state, "ann").hand)
    # A state keeping more names than the cards found bear (five a card at most, FOW-ALSO-NAMED-R), or names on
    # another decision, could not arise.
    assert state.decision is not None
    state.decision.names = [*state.decision.names, *(f"Name {n}" for n in range(NAMES_A_CARD))]
    assert any(e.pointer == "/decision/names" for e in GAME.collect_state_errors(state))


def test_fow_search_up_to_r_refused_forms() -> None:
    """FOW-SEARCH-UP-TO-R: a plural no printed race or card type is the plural of is refused (no singular is
    guessed); a search for several cards put on top of the deck, or unrevealed, is refused by the card check."""
    with pytest.raises(Unsupported, match="no singular is guessed"):
        parse_effects("Search your deck for up to two Unheardofs, reveal them and put them into your hand. Then shuffle your deck")
    chant = reference_catalogue().defs["TST-C03"]
    for wrong in (Search(count=2, to="top"), Search(count=2, reveal=False), Search(different_names=True)):
        errors = collect_card_errors(structs.replace(chant, effects=[wrong], targets=[]), {}, "")
        assert any("FOW-SEARCH-UP-TO-R" in e.message for e in errors), wrong


def _banish_gem(accept: bool) -> tuple[State, list[dict[str, Any]]]:
    """Ann plays ACN-060 ([Enter]: you may banish a water gem; if you do, search for a Mermaid, revealed
    into the hand; then shuffle) holding a water gem, TST-R13 given the Mermaid race and TST-R12 in her deck;
    she accepts or declines the gem: the state and the events of that answer."""
    state = hero_started(("ACN-060",), changed={"TST-R13": {"races": ["Mermaid"]}})
    player(state, "ann").gems = ["water"]
    for def_id in ("TST-R13", "TST-R12"):
        in_deck(state, "ann", def_id)
    state = play(state, "ann", to_hand(state, "ann", "ACN-060"))
    for _ in range(20):
        if state.decision is not None and state.decision.kind == "may":
            break
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    result = GAME.adjudicate(state, GAME.decode_action({"type": "may", "player": "ann", "accept": accept}))
    assert result.valid and result.state is not None
    return result.state, list(result.events)


def test_fow_search_if_you_do_r_the_gem_banished_then_the_search() -> None:
    """FOW-SEARCH-IF-YOU-DO-R with ACN-060: accepting, the water gem is banished and ann searches (TST-R12, no
    Mermaid, refused; TST-R13 found into her hand); declining, nothing is searched, the gem stays, and the
    deck is shuffled all the same ("Then shuffle" is not part of "if you do")."""
    assert entry("ACN-060")["supported"]
    state, _ = _banish_gem(accept=True)
    assert not player(state, "ann").gems and state.decision is not None and state.decision.kind == "search"
    assert code_of(state, search(_deck_card(state, "TST-R12"))) == "FOW-SEARCH-R"
    mermaid = _deck_card(state, "TST-R13")
    state = resolve_all(act(state, search(mermaid)))
    assert mermaid in player(state, "ann").hand
    state, events = _banish_gem(accept=False)
    assert player(state, "ann").gems == ["water"] and (state.decision is None or state.decision.kind != "search")
    assert any(e["type"] == "searched" and e["rule"] == "FOW-SEARCH-IF-YOU-DO-R" and e["card"] is None for e in events)


def test_fow_search_if_you_do_r_refused_without_an_optional_effect() -> None:
    """FOW-SEARCH-IF-YOU-DO-R: "If you do, search ..." after an effect that is not optional (a draw) is
    refused; after a destroy of one target (WOM-014) it is read by FOW-IF-YOU-DO-DESTROY-R, after another
    mandatory effect (TMS-009: a recover) it stays refused."""
    assert entry("WOM-014")["supported"]
    assert any("without an optional effect" in u["reason"] for u in entry("TMS-009")["unsupported"])
    with pytest.raises(Unsupported):
        parse_effects("Draw a card. If you do, search your deck for a wind Golem resonator, reveal it and put it into your hand. Then shuffle your deck")


def _fairy_world(millium: bool) -> State:
    """Ann plays SDL1-010 (chant: search for a Fairy Tale resonator; if your J/ruler is one of two names,
    search for up to two instead) with her ruler named as the first of those when ``millium``, and
    TST-R02 / TST-R03 given the Fairy Tale race in her deck: the state as the first search is asked."""
    name = card("SDL1-010")["effects"][1]["when"]["ruler_names"][0]
    fairy = {"races": ["Fairy Tale"]}
    state = hero_started(("SDL1-010",), ruler_name=name if millium else None, changed={"TST-R02": fairy, "TST-R03": fairy})
    for def_id in ("TST-R02", "TST-R03"):
        in_deck(state, "ann", def_id)
    return until_search(play(state, "ann", to_hand(state, "ann", "SDL1-010")))


def test_fow_search_instead_r_up_to_two_with_that_ruler() -> None:
    """FOW-SEARCH-INSTEAD-R with SDL1-010: with the ruler named, ann is asked a second time and both Fairy
    Tales go to her hand; without it, one search only (TST-R01, no Fairy Tale, refused either way)."""
    assert entry("SDL1-010")["supported"]
    for millium in (True, False):
        state = _fairy_world(millium)
        assert code_of(state, search(_deck_card(state, "TST-R01"))) == "FOW-SEARCH-R"
        lancer, herald = _deck_card(state, "TST-R02"), _deck_card(state, "TST-R03")
        state = act(state, search(lancer))
        asked = state.decision is not None and state.decision.kind == "search"
        assert asked == millium
        if asked:
            state = act(state, search(herald))
        state = resolve_all(state)
        assert lancer in player(state, "ann").hand and (herald in player(state, "ann").hand) == millium


def test_fow_search_instead_r_refused_after_no_plain_search() -> None:
    """FOW-SEARCH-INSTEAD-R: "search ... instead" after a draw is refused."""
    with pytest.raises(Unsupported, match="after no plain search"):
        parse_effects("Draw a card. If you control a resonator, search your deck for a wind Golem resonator, reveal it and put it into your hand instead. Then shuffle your deck")
