"""Ability families of fow-p-look (issue 14): lines that search, look at or reveal cards of a deck, each played with a
real card named by id (the printed text stays in ../shared) -- "search your deck for a <attribute> <Race>, <attribute>
<Race> and/or <attribute> <Race>" (one article for all, or "for" repeated; FOW-SEARCH-EACH-ARTICLE-R) of cards
named by an attribute and a race alone (FOW-SEARCH-ATTR-RACE-R); misprints of the family (FOW-MISPRINT-R); "If you
do, you may search" (FOW-IF-YOU-DO-MAY-R); "a card with that name" (FOW-SEARCH-THAT-NAME-R); the top cards of the
magic stone deck into the graveyard, and what is done when fewer were (FOW-STONE-MILL-R, FOW-STONE-MILL-SHORT-R); the
will symbols of one attribute counted on the revealed card (FOW-REVEAL-COUNT-ATTR-SYMBOLS-R); a card searched for put
into the field rested (FOW-SEARCH-FIELD-RESTED-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal, without_text
from .helpers import act, both_pass, code_of, full_deck, next_turn, player, pool, take, to_field, to_hand
from .real import (
    ann_first,
    play,
    real_set,
    real_started,
    resolve_all,
    resolve_collecting,
    stack_on_top,
    to_decision,
)
from .test_fowsim_search_families import in_deck, until_search


def _search(card_id: str | None) -> dict[str, Any]:
    return {"type": "search", "player": "ann", "card": card_id}


def _answer(state: State, card_id: str | None) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(_search(card_id)))
    assert result.valid and result.state is not None, result
    return result.state, list(result.events)


# -- FOW-SEARCH-EACH-ARTICLE-R / FOW-SEARCH-ATTR-RACE-R ----------------------------------------------------------

_ELEMENTALS = {"light": "WOM-019", "fire": "WOM-037", "water": "WOM-044", "darkness": "WOM-088", "wind": "ACN-099"}


def test_fow_search_each_article_r_the_parsed_trees() -> None:
    """FOW-SEARCH-EACH-ARTICLE-R: WOM-074 (one article for the four parts) and MP01-150 ("for" repeated, a "you may"
    search) read as four filters, each of an attribute and the race Elemental (FOW-SEARCH-ATTR-RACE-R: no card type)."""
    each = [{"attributes": [a], "races": ["Elemental"]} for a in ("light", "fire", "water", "darkness")]
    for card_id in ("WOM-074", "MP01-150"):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["abilities"][0]["effects"][0]["each"] == each, card_id
    assert card("MP01-150")["abilities"][0]["effects"][0]["optional"] is True


def test_fow_search_each_article_r_one_elemental_of_each_attribute_hidden_from_bob() -> None:
    """FOW-SEARCH-EACH-ARTICLE-R with WOM-074 ([Enter]: a light, fire, water and/or darkness Elemental into the hand):
    the first decision takes the light one only (FOW-SEARCH-ATTR-RACE-R: the fire and the wind Elementals are refused
    with FOW-SEARCH-EACH-R's code), the second the fire one; ann finds no water one (the deck is hidden, CR 1014.2) and
    then the darkness one. Bob reads each card's definition, never its instance; the wind one stays in the deck."""
    state = real_started("WOM-074", *_ELEMENTALS.values())
    found = {attr: in_deck(state, "ann", def_id) for attr, def_id in _ELEMENTALS.items()}
    state = until_search(play(state, "ann", to_hand(state, "ann", "WOM-074")))
    assert code_of(state, _search(found["fire"])) == "FOW-SEARCH-EACH-R"
    assert code_of(state, _search(found["wind"])) == "FOW-SEARCH-EACH-R"
    state, events = _answer(state, found["light"])
    seen = GAME.view_events([e for e in events if e["type"] == "searched"], "bob")
    assert seen[0]["found"] == "WOM-019" and seen[0]["card"] == {"hidden": True}
    assert code_of(state, _search(found["light"])) is not None
    state, _ = _answer(state, found["fire"])
    assert code_of(state, _search(found["darkness"])) == "FOW-SEARCH-EACH-R"  # the third filter is the water one
    state, _ = _answer(state, None)
    state, events = _answer(state, found["darkness"])
    hand, deck = player(state, "ann").hand, player(state, "ann").deck
    assert {found["light"], found["fire"], found["darkness"]} <= set(hand)
    assert found["water"] in deck and found["wind"] in deck
    bob_view = GAME.view(state, "bob")
    ann_seat = next(p for p in bob_view["players"] if p["id"] == "ann")
    assert not any(found[a] in str(ann_seat["hand"]) for a in ("light", "fire", "darkness"))


def test_fow_search_each_article_r_breaks_on_a_part_without_an_attribute() -> None:
    """FOW-SEARCH-EACH-ARTICLE-R: the article is shared only by parts that are each an attribute and a race; a part of
    a race alone after the first article (invented wording) is refused, no article guessed -- and so is an attribute
    before a race and a card type list (FOW-SEARCH-ATTR-RACE-R reads one race)."""
    assert "no vocabulary entry matches" in line_refusal("Search your deck for a light Angel, fire Angel and/or Knight, reveal them and put them into your hand. Then shuffle your deck.")
    assert "not in the vocabulary" in line_refusal("Search your deck for a light Angel or Knight, reveal it and put it into your hand. Then shuffle your deck.")


# -- FOW-MISPRINT-R (fow-p-look: "feld", "Enter >>>" without brackets, "a watercard") -------------------------------


def test_fow_misprint_r_look_family_misprints_read_as_printed() -> None:
    """FOW-MISPRINT-R: ENW-090 ("enters your feld") is its [Enter] search of up to two named cards into the field, and
    JRP-034 ([Enter] without brackets, "a watercard") its [Enter] reveal of the top three, a water card of them into
    the hand and the rest removed from the game; without the misprints read, both stay refused."""
    assert entry("ENW-090")["supported"] and entry("JRP-034")["supported"]
    search = card("ENW-090")["abilities"][0]
    assert search["trigger"] == "enter" and search["effects"][0]["to"] == "field" and search["effects"][0]["count"] == 2
    assert without_text(card("JRP-034")["abilities"][0]) == {
        "kind": "automatic",
        "trigger": "enter",
        "effects": [{"op": "search", "filter": {"attributes": ["water"]}, "top": 3, "shown": True, "rest": "removed"}],
    }
    assert "no vocabulary entry matches" in line_refusal("Enters >>> Draw a card.")


def test_fow_misprint_r_jrp_034_reveals_three_and_removes_the_rest() -> None:
    """JRP-034's [Enter] (FOW-REVEAL-TOP-N-R): the top three are shown to bob (their definitions) before ann chooses;
    a non-water card is refused (FOW-SEARCH-R), the water one goes to ann's hand and the other two are removed from
    the game face up."""
    state = real_started("JRP-034", "WOM-044")
    top = stack_on_top(state, "ann", ("TST-R01", "WOM-044", "TST-R11"))
    state = until_search(play(state, "ann", to_hand(state, "ann", "JRP-034")))
    assert code_of(state, _search(top["TST-R01"])) == "FOW-SEARCH-R"
    state, _ = _answer(state, top["WOM-044"])
    assert top["WOM-044"] in player(state, "ann").hand
    assert {top["TST-R01"], top["TST-R11"]} <= set(player(state, "ann").removed)


# -- FOW-IF-YOU-DO-MAY-R ----------------------------------------------------------------------------------------


def _jack_hits_bob(state: State) -> tuple[State, str]:
    """Ann's LEL-028 (in her field since before this turn) attacks bob unblocked; play goes on until ann is asked
    whether she banishes it (its "deals damage to your opponent" trigger)."""
    jack = to_field(state, "ann", "LEL-028")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": jack, "target": "bob"})
    for _ in range(40):
        if state.decision is not None and state.decision.kind == "may":
            return state, jack
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        elif state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no 'may' was asked")


def test_fow_if_you_do_may_r_the_parsed_tree() -> None:
    """FOW-IF-YOU-DO-MAY-R: LEL-028 is supported; its search is both optional and done only if the banish was."""
    assert entry("LEL-028")["supported"]
    banish, search = card("LEL-028")["abilities"][0]["effects"]
    assert banish == {"op": "banish_self", "optional": True}
    assert search["condition"] == "if_you_do" and search["optional"] is True and search["to"] == "field" and search["shuffle_anyway"] is True


def test_fow_if_you_do_may_r_banished_then_asked_whether_to_search() -> None:
    """FOW-IF-YOU-DO-MAY-R with LEL-028: ann banishes it, is then asked whether she searches (a second 'may'), and the
    giant she names enters her field."""
    state = real_started("LEL-028", "LEL-014")
    giant = in_deck(state, "ann", "LEL-014")
    state, jack = _jack_hits_bob(state)
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert jack in player(state, "ann").graveyard
    assert state.decision is not None and state.decision.kind == "may"
    state = until_search(state)
    state, _ = _answer(state, giant)
    assert giant in {e.id for e in player(state, "ann").field}


def test_fow_if_you_do_may_r_breaks_without_the_banish() -> None:
    """FOW-IF-YOU-DO-MAY-R: declining the banish, ann is asked nothing more: no search (the giant stays in her deck,
    LEL-028 in her field) -- and "If you do, you may" after no optional effect (invented wording) is refused."""
    state = real_started("LEL-028", "LEL-014")
    giant = in_deck(state, "ann", "LEL-014")
    state, jack = _jack_hits_bob(state)
    state = act(state, {"type": "may", "player": "ann", "accept": False})
    assert state.decision is None or state.decision.kind not in ("may", "search")
    assert giant in player(state, "ann").deck and jack in {e.id for e in player(state, "ann").field}
    assert "without an optional effect" in line_refusal("Draw a card. If you do, you may search your deck for a Knight resonator with total cost 4, reveal it and put it into your hand. Then shuffle your deck.")


# -- FOW-SEARCH-THAT-NAME-R -------------------------------------------------------------------------------------


def _saffina_game() -> State:
    """Ann's first main phase with ACN-132 in her deck and ACN-128 (the card it names) at the bottom of it -- ACN-128
    without its abilities (one of its lines is not read, and the test is of the name only)."""
    cards = real_set("ACN-132", "ACN-128", "TST-RU1")
    cards["cards"] = [{k: v for k, v in c.items() if k != "unsupported"} | ({"abilities": []} if c["id"] == "ACN-128" else {}) for c in cards["cards"]]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"].update({"ACN-132": 1, "ACN-128": 1})
    return ann_first({"card_set": cards}, decks, "that-name")


def test_fow_search_that_name_r_the_parsed_tree() -> None:
    """FOW-SEARCH-THAT-NAME-R: ACN-132 is supported; "a card with that name" is the name its condition names."""
    assert entry("ACN-132")["supported"]
    search = card("ACN-132")["abilities"][1]["effects"][0]
    assert search["filter"]["names"] == search["when"]["count"]["names"] and len(search["filter"]["names"]) == 1


def test_fow_search_that_name_r_finds_the_card_of_that_name_only() -> None:
    """FOW-SEARCH-THAT-NAME-R with ACN-132 ([Enter]: if you don't control the card it names, search for a card with
    that name): another card is refused (FOW-SEARCH-R); the card of that name, revealed to bob, goes to ann's hand."""
    state = _saffina_game()
    hilda = in_deck(state, "ann", "ACN-128")
    other = in_deck(state, "ann", "TST-R01")
    state = until_search(play(state, "ann", to_hand(state, "ann", "ACN-132")))
    assert code_of(state, _search(other)) == "FOW-SEARCH-R"
    state, events = _answer(state, hilda)
    assert hilda in player(state, "ann").hand
    seen = GAME.view_events([e for e in events if e["type"] == "searched"], "bob")
    assert seen[0]["found"] == "ACN-128" and seen[0]["card"] == {"hidden": True}


def test_fow_search_that_name_r_breaks_without_a_name_before() -> None:
    """FOW-SEARCH-THAT-NAME-R: with the card of that name in ann's field, ACN-132's [Enter] searches nothing (no search
    decision, no card to the hand; "Then shuffle" is done all the same, FOW-EFFECT-IF-R); "a card with that name" after no condition naming one (invented wording) is
    refused."""
    state = _saffina_game()
    to_field(state, "ann", "ACN-128")
    state = play(state, "ann", to_hand(state, "ann", "ACN-132"))
    before, hand = sorted(player(state, "ann").deck), list(player(state, "ann").hand)
    state = resolve_all(state)
    assert state.decision is None and sorted(player(state, "ann").deck) == before and player(state, "ann").hand == hand
    assert "not in the vocabulary" in line_refusal("Search your deck for a card with that name, reveal it and put it into your hand. Then shuffle your deck.")


# -- FOW-STONE-MILL-R / FOW-STONE-MILL-SHORT-R ------------------------------------------------------------------


def _squirmer_main_phase(stones_left: int | None) -> tuple[State, str, list[str], int]:
    """Ann's CMF-054 in her field (her magic stone deck cut to ``stones_left`` cards, the others called into her
    field), played on until her next main phase has begun and its triggers resolved: the state, the card, the magic
    stone deck as it was and ann's life before."""
    state = real_started("CMF-054")
    squirmer = to_field(state, "ann", "CMF-054")
    if stones_left is not None:
        while len(player(state, "ann").stone_deck) > stones_left:
            to_field(state, "ann", player(state, "ann").stone_deck[0].split(":")[1].rsplit("#")[0])
    stone_deck, life = list(player(state, "ann").stone_deck), player(state, "ann").life
    state = next_turn(next_turn(state))
    for _ in range(40):
        if state.phase == "main" and not state.chase and not state.pending:
            return state, squirmer, stone_deck, life
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("ann's main phase did not begin")


def test_fow_stone_mill_r_the_parsed_tree() -> None:
    """FOW-STONE-MILL-R / FOW-STONE-MILL-SHORT-R: CMF-054 (Grimm) is supported: at the beginning of its controller's
    main phase, the top three cards of the magic stone deck into the graveyard; the banish and the life lost only
    when fewer were put there."""
    assert entry("CMF-054")["supported"]
    assert card("CMF-054")["abilities"][0]["effects"] == [
        {"op": "mill", "amount": 3, "deck": "stone"},
        {"op": "banish_self", "condition": "if_you_dont"},
        {"op": "lose_life", "condition": "if_you_dont", "amount": 1000},
    ]


def test_fow_stone_mill_r_three_stones_to_the_graveyard() -> None:
    """FOW-STONE-MILL-R with CMF-054: at ann's next main phase the top three cards of her magic stone deck go to her
    graveyard (her main deck untouched by it); three were put there, so CMF-054 stays and she loses no life."""
    state, squirmer, stone_deck, life = _squirmer_main_phase(None)
    assert player(state, "ann").stone_deck == stone_deck[3:]
    assert set(stone_deck[:3]) <= set(player(state, "ann").graveyard)
    assert squirmer in {e.id for e in player(state, "ann").field} and player(state, "ann").life == life


def test_fow_stone_mill_short_r_fewer_stones_banish_and_life_lost() -> None:
    """FOW-STONE-MILL-SHORT-R with CMF-054 and two cards left in ann's magic stone deck: both go to the graveyard (CR
    104.2: as many as possible), and as three could not be put there CMF-054 is banished and ann loses 1000 life --
    the test that breaks the rule (read as a plain mill, CMF-054 would stay and the life stay). "If you cannot put
    three cards ..." after no mill of the magic stone deck (invented wording) is refused."""
    state, squirmer, stone_deck, life = _squirmer_main_phase(2)
    assert player(state, "ann").stone_deck == [] and set(stone_deck) <= set(player(state, "ann").graveyard)
    assert squirmer in player(state, "ann").graveyard and player(state, "ann").life == life - 1000
    assert "after no mill" in line_refusal("Draw a card. If you cannot put three cards into your graveyard this way, you lose 1000 life.", "chant")


# -- FOW-REVEAL-COUNT-ATTR-SYMBOLS-R -----------------------------------------------------------------------------


def test_fow_reveal_count_attr_symbols_r_the_parsed_tree() -> None:
    """FOW-REVEAL-COUNT-ATTR-SYMBOLS-R: EDL-024 is supported -- the reveal, then fire will produced per fire symbol
    counted (the count names its attribute)."""
    assert entry("EDL-024")["supported"]
    assert card("EDL-024")["effects"] == [
        {"op": "reveal_top", "to": "stay"},
        {"op": "produce", "will": ["fire"], "per": {"what": "top_symbols", "attributes": ["fire"]}},
    ]


def test_fow_reveal_count_attr_symbols_r_only_the_fire_symbols_count() -> None:
    """FOW-REVEAL-COUNT-ATTR-SYMBOLS-R with EDL-024 (reveal the top card, count its fire will symbols, produce {R} per
    symbol): TST-R14 on top (two fire symbols and a free cost of 2) gives two fire will; TST-R05 (two light symbols)
    gives none -- counting every symbol (FOW-REVEAL-COUNT-SYMBOLS-R alone) would give two: the test that breaks the
    rule. The card stays on top, its definition shown to bob."""
    for on_top, fire in (("TST-R14", 2), ("TST-R05", 0)):
        state = real_started("EDL-024")
        top = take(state, "ann", on_top)
        player(state, "ann").deck.insert(0, top)
        state, events = resolve_collecting(play(state, "ann", to_hand(state, "ann", "EDL-024")))
        assert player(state, "ann").pool.get("fire", 0) == fire, on_top
        assert player(state, "ann").deck[0] == top
        shown = GAME.view_events([e for e in events if e["type"] == "revealed_top"], "bob")
        assert [r["found"] for r in shown] == [on_top] and top not in str(shown)
    assert "for no effect after it" in line_refusal("Reveal the top card of your main deck and count the number of fire will symbols in its attribute cost. Draw a card.", "chant")


# -- FOW-SEARCH-FIELD-RESTED-R ----------------------------------------------------------------------------------


def _hound_destroyed() -> tuple[State, str, str]:
    """MPR-036 (Grimm) in ann's field with a second one in her deck, destroyed by
    CFC-073 (destroy all resonators) played by ann: the state at its graveyard trigger's pay decision, the hound
    destroyed and the one in the deck."""
    cards = real_set("MPR-036", "CFC-073", "TST-RU1")
    cards["cards"] = [{k: v for k, v in c.items() if k != "unsupported"} for c in cards["cards"]]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"].update({"MPR-036": 2, "CFC-073": 1})
    state = ann_first({"card_set": cards}, decks, "hound")
    hound = to_field(state, "ann", "MPR-036")
    other = in_deck(state, "ann", "MPR-036")
    state = play(state, "ann", to_hand(state, "ann", "CFC-073"))
    return to_decision(state, "pay", {}), hound, other


def test_fow_search_field_rested_r_the_parsed_line() -> None:
    """FOW-SEARCH-FIELD-RESTED-R: MPR-036's graveyard trigger reads (its other line, a count of named cards in the
    graveyard, is read by fow-p-stats' FOW-FOREACH-NAMED-IN-ZONE-R since the merge: the card is supported): the search,
    done if {R} was paid, puts the card found into the field rested."""
    assert entry("MPR-036")["supported"]
    search = next(a for a in card("MPR-036")["abilities"] if a["kind"] == "automatic")["effects"][1]
    assert (search["to"], search["rested"], search["condition"]) == ("field", True, "if_you_do")


def test_fow_search_field_rested_r_the_hound_found_enters_rested() -> None:
    """FOW-SEARCH-FIELD-RESTED-R with MPR-036: destroyed, ann pays {R}, names the hound of her deck and it enters her
    field rested -- read without the rule it would enter recovered (the test that breaks it)."""
    state, hound, other = _hound_destroyed()
    assert hound in player(state, "ann").graveyard
    pool(state, "ann", fire=1)
    state = until_search(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 1}}}))
    state, _ = _answer(state, other)
    entered = next(e for e in player(state, "ann").field if e.id == other)
    assert entered.rested
