"""Ability families of fow-t-search: lines that search, look at or reveal cards of a deck, each played with a real
card named by id (the printed text stays in ../shared) -- a search of the main deck whose text asks for no shuffle
after it (FOW-SEARCH-NO-SHUFFLE-R); one shuffle sentence of its own after two searches (FOW-SHUFFLE-AFTER-SEARCHES-R); "Then shuffle" after the "If you do"
effect of an optional search (FOW-SHUFFLE-AFTER-IF-YOU-DO-R); the card found put into the field instead (no may) while a
condition holds (FOW-SEARCH-FIELD-INSTEAD-MUST-R); a misprint of a payment before a search (FOW-MISPRINT-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal, printed
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import play, real_started, resolve_all, to_decision, will_for
from .test_fowsim_fow_plain_runes_families import play_rune, rune_game
from .test_fowsim_search_families import in_deck, until_search


def _search(card_id: str | None) -> dict[str, Any]:
    return {"type": "search", "player": "ann", "card": card_id}


# -- FOW-SEARCH-NO-SHUFFLE-R ---------------------------------------------------------------------------------------


def test_fow_search_no_shuffle_r_the_parsed_trees() -> None:
    """FOW-SEARCH-NO-SHUFFLE-R: SDAO1-021's first mode (a light regalia into the field) and SDAO1-032's graveyard
    trigger (a named card into the hand, or into the field instead while its controller's life is low,
    FOW-SEARCH-FIELD-INSTEAD-R) print no shuffle: each search reads with ``shuffle`` false, both searches of the
    second; both cards are supported."""
    assert entry("SDAO1-021")["supported"] and entry("SDAO1-032")["supported"]
    first = card("SDAO1-021")["modes"][0]["effects"]
    assert first == [{"op": "search", "filter": {"kinds": ["regalia"], "attributes": ["light"]}, "to": "field", "shuffle": False}]
    trigger = next(a for a in card("SDAO1-032")["abilities"] if a["kind"] == "automatic")
    assert [(e.get("to", "hand"), e["shuffle"]) for e in trigger["effects"]] == [("field", False), ("hand", False)]
    assert trigger["effects"][1]["condition"] == "if_you_dont"


def _chant_resolving(state: State) -> State:
    """Ann plays SDAO1-021 choosing its first mode and both pass until the search is asked of her."""
    instance = to_hand(state, "ann", "SDAO1-021")
    will = will_for("SDAO1-021")
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": instance, "mode": 0, "targets": [], "payment": {"pool": will}})
    return until_search(state)


def test_fow_search_no_shuffle_r_the_regalia_enters_and_the_deck_keeps_its_order() -> None:
    """FOW-SEARCH-NO-SHUFFLE-R with SDAO1-021: ann names the light regalia of her deck (SDAO1-025), which enters her
    field; her deck is the same cards in the same order, less that one (no shuffle: CR 1021.1). A resonator of the
    deck is refused with FOW-SEARCH-R's code (not of the filter)."""
    state = real_started("SDAO1-021", "SDAO1-025")
    regalia = in_deck(state, "ann", "SDAO1-025")
    state = _chant_resolving(state)
    other = next(c for c in player(state, "ann").deck if c != regalia)
    assert code_of(state, _search(other)) == "FOW-SEARCH-R"
    before = [c for c in player(state, "ann").deck if c != regalia]
    result = GAME.adjudicate(state, GAME.decode_action(_search(regalia)))
    assert result.valid and result.state is not None, result
    after = result.state
    assert any(e.id == regalia for e in player(after, "ann").field)
    assert player(after, "ann").deck == before
    seen = GAME.view_events([e for e in result.events if e["type"] == "searched"], "bob")
    assert seen and seen[0]["found"] == "SDAO1-025"


def test_fow_search_no_shuffle_r_none_found_the_deck_keeps_its_order() -> None:
    """FOW-SEARCH-NO-SHUFFLE-R: ann may find none (the deck is hidden, CR 1014.2); the deck stays as it was."""
    state = real_started("SDAO1-021", "SDAO1-025")
    in_deck(state, "ann", "SDAO1-025")
    state = _chant_resolving(state)
    before = list(player(state, "ann").deck)
    state = act(state, _search(None))
    assert player(state, "ann").deck == before


def test_fow_search_no_shuffle_r_breaks_on_other_decks_and_on_top() -> None:
    """FOW-SEARCH-NO-SHUFFLE-R reads the main deck only: a search of the magic stone deck without its shuffle stays
    refused (an invented wording)."""
    no_shuffle = "without 'Then shuffle your deck'"
    assert no_shuffle in line_refusal("Search your magic stone deck for a card and put it into your field.", "chant")


# -- FOW-SHUFFLE-AFTER-SEARCHES-R ----------------------------------------------------------------------------------


def test_fow_shuffle_after_searches_r_the_parsed_tree() -> None:
    """FOW-SHUFFLE-AFTER-SEARCHES-R: DBV-079 (a rune) reads as its will, a search into the graveyard that shuffles
    nothing, and a second one under a condition closed by the shuffle sentence, done whether it is done or not."""
    assert entry("DBV-079")["supported"]
    searches = [e for e in card("DBV-079")["effects"] if e["op"] == "search"]
    assert searches[0]["shuffle"] is False and "shuffle_anyway" not in searches[0]
    assert searches[1]["when"] and searches[1]["shuffle_anyway"] is True and "shuffle" not in searches[1]


def _rune_resolving() -> tuple[State, list[str]]:
    """Ann plays DBV-079 from her rune area, until its first search is asked of her: the state and her deck."""
    state = rune_game(runes=("DBV-079", "SDV1-004", "SDV1-006", "SDV1-011", "SDV1-012"))
    state = until_search(act(state, play_rune(state, "ann", "DBV-079", {"darkness": 2})))
    return state, list(player(state, "ann").deck)


def test_fow_shuffle_after_searches_r_one_search_then_one_shuffle() -> None:
    """FOW-SHUFFLE-AFTER-SEARCHES-R with DBV-079, no card of the named card in ann's removed area: ann names a card of
    her deck, which goes to her graveyard; the second search is not asked (its condition fails) but the deck is
    shuffled all the same (FOW-EFFECT-IF-R's shuffle) -- read without the shuffle sentence the deck would keep its
    order."""
    state, deck = _rune_resolving()
    chosen = deck[0]
    state = act(state, _search(chosen))
    ann = player(state, "ann")
    assert chosen in ann.graveyard and state.decision is None
    assert sorted(ann.deck) == sorted(c for c in deck if c != chosen)
    assert ann.deck != [c for c in deck if c != chosen]


# -- FOW-SHUFFLE-AFTER-IF-YOU-DO-R ---------------------------------------------------------------------------------


def _matchsticks_searching(accept: bool) -> tuple[State, str, str, list[str]]:
    """Ann's MSW-033 in her field plays its ability (her ruler rested); the may answered ``accept``: the state, the
    source, the named chant (MSW-025) of her deck and her deck as the search is asked (or after a decline)."""
    state = real_started("MSW-033", "MSW-025")
    chant = in_deck(state, "ann", "MSW-025")
    source = to_field(state, "ann", "MSW-033")
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": []})
    deck = list(player(state, "ann").deck)
    if accept:
        return until_search(state), source, chant, deck
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "may"
    return act(state, {"type": "may", "player": "ann", "accept": False}), source, chant, deck


def test_fow_shuffle_after_if_you_do_r_the_parsed_line() -> None:
    """FOW-SHUFFLE-AFTER-IF-YOU-DO-R: MSW-033's optional search closes with the shuffle after its "If you do" counters,
    shuffled whether the search was done or not; read without the rule the line is refused."""
    assert entry("MSW-033")["supported"]
    search, counters = card("MSW-033")["abilities"][0]["effects"]
    assert search["optional"] and search["shuffle_anyway"] and counters["condition"] == "if_you_do"
    assert "not closing a search" in line_refusal("You may search your deck for a darkness chant with total cost 4, reveal it and put it into your hand. If you do, draw a card. Then shuffle your deck.")


def test_fow_shuffle_after_if_you_do_r_found_counters_and_shuffle() -> None:
    """FOW-SHUFFLE-AFTER-IF-YOU-DO-R with MSW-033: ann searches and takes the named chant: two [+100/+100] counters go on
    the resonator and her deck is shuffled."""
    state, source, chant, deck = _matchsticks_searching(True)
    state = act(state, _search(chant))
    state = resolve_all(state)
    ann = player(state, "ann")
    assert chant in ann.hand
    entity = next(e for e in ann.field if e.id == source)
    assert entity.counters == {"+100/+100": 2}
    rest = [c for c in deck if c != chant]
    assert sorted(ann.deck) == sorted(rest) and ann.deck != rest


def test_fow_shuffle_after_if_you_do_r_declined_no_counters_still_shuffled() -> None:
    """FOW-SHUFFLE-AFTER-IF-YOU-DO-R with MSW-033: ann declines the search: no counters, and the deck is shuffled all
    the same ("Then shuffle" is not "If you do, shuffle")."""
    state, source, chant, deck = _matchsticks_searching(False)
    state = resolve_all(state)
    ann = player(state, "ann")
    entity = next(e for e in ann.field if e.id == source)
    assert not entity.counters and chant in ann.deck
    assert sorted(ann.deck) == sorted(deck) and ann.deck != deck


# -- FOW-SEARCH-FIELD-INSTEAD-MUST-R -------------------------------------------------------------------------------


def test_fow_search_field_instead_must_r_the_parsed_line() -> None:
    """FOW-SEARCH-FIELD-INSTEAD-MUST-R: CFC-054's [Enter] reads as one search of its filter for the hand unless the
    condition holds, and the same search for the field while it holds (no may)."""
    assert entry("CFC-054")["supported"]
    hand, field = next(a for a in card("CFC-054")["abilities"] if a["kind"] == "automatic")["effects"]
    assert hand["unless"] == field["when"] and field["to"] == "field" and hand["filter"] == field["filter"]
    assert not field.get("optional") and "to" not in hand
    assert "after no plain search" in line_refusal(
        "Search your deck for up to two resonators, reveal them and put them into your hand. Then shuffle your deck. If you control a resonator, put that card into your field instead."
    )


def _elf_entered(cards_before: int) -> tuple[State, str]:
    """Ann plays ``cards_before`` cards (an elf, CFC-055), then CFC-054; its [Enter] is played until the search: the state and the elf of
    total cost 1 (CFC-055) in her deck."""
    state = real_started("CFC-054", "CFC-055", copies=2)
    for _ in range(cards_before):
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "CFC-055")))
    elf = in_deck(state, "ann", "CFC-055")
    return until_search(play(state, "ann", to_hand(state, "ann", "CFC-054"))), elf


def test_fow_search_field_instead_must_r_one_card_played_into_the_hand() -> None:
    """FOW-SEARCH-FIELD-INSTEAD-MUST-R with CFC-054 played as ann's first card: the elf found goes into her hand."""
    state, elf = _elf_entered(0)
    state = resolve_all(act(state, _search(elf)))
    assert elf in player(state, "ann").hand and not any(e.id == elf for e in player(state, "ann").field)


def test_fow_search_field_instead_must_r_two_cards_played_into_the_field() -> None:
    """FOW-SEARCH-FIELD-INSTEAD-MUST-R with CFC-054 played as ann's second card: the elf found enters her field (no
    may is asked) -- read without the rule it would go into her hand."""
    state, elf = _elf_entered(1)
    state = resolve_all(act(state, _search(elf)))
    assert any(e.id == elf for e in player(state, "ann").field) and elf not in player(state, "ann").hand


# -- FOW-MISPRINT-R (fow-t-search: a space between two will symbols of a payment) ---------------------------------


def test_fow_misprint_r_the_payment_of_two_symbols() -> None:
    """FOW-MISPRINT-R: SDV2-021's [Enter] prints a space between the two will symbols of its optional payment; read as
    one payment of both, the search after it is done only if it was paid. The space elsewhere is left as printed."""
    assert entry("SDV2-021")["supported"]
    pay, search = card("SDV2-021")["abilities"][0]["effects"]
    assert pay == {"op": "pay_will", "optional": True, "cost": {"specified": {"fire": 1}, "free": 1}}
    assert search["condition"] == "if_you_do" and search["to"] == "field"
    assert "{R} {1}" in printed("SDV2-021") and "{R} {1}" not in normalize_line(printed("SDV2-021"))
    assert normalize_line("Pay {R} {1}: Draw a card.") == "Pay {R} {1}: Draw a card."


def test_fow_misprint_r_the_tiger_paid_finds_the_other() -> None:
    """SDV2-021 entering ann's field: she pays {R}{1} and her search puts the other copy into her field (whose own
    [Enter] then triggers)."""
    state = real_started("SDV2-021", copies=2)
    first = to_hand(state, "ann", "SDV2-021")
    other = next(c for c in player(state, "ann").deck if "SDV2-021" in c)
    state = play(state, "ann", first)
    state = to_decision(state, "pay", {})
    pool(state, "ann", fire=1, void=1)
    state = until_search(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 1, "void": 1}}}))
    state = act(state, _search(other))
    assert {first, other} <= {e.id for e in player(state, "ann").field}
    assert player(state, "ann").deck.count(other) == 0
