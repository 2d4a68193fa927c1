"""Families that make a cluster playable (issue #14): the rulers' lines that kept every deck of a cluster
from being legal -- a printed [Energize] of other will (FOW-ENERGIZE-PRINTED-R), "remove target card in a
graveyard from the game" (FOW-GRAVEYARD-REMOVE-R), "pay {N} less to play cards not from your hand" and
its draw (FOW-OFF-HAND-LESS-R) -- with real cards of the community database named by id (their text
stays in ../shared), and each cluster made playable proved by a seeded game with an automatic deck."""

from __future__ import annotations

import functools

import msgspec

from adjudicator.force_of_will.ability.grammar import search_filter
from adjudicator.force_of_will.cards import CardSet, Catalogue, catalogue_card_set, reference_card_set_json
from adjudicator.force_of_will.coverage import build_deck, cluster_decks, deck_card_set, play_to_end
from adjudicator.force_of_will.formats import formats
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, imported, raw_card
from .helpers import (
    act,
    both_pass,
    code_of,
    find,
    full_deck,
    next_turn,
    pass_until,
    player,
    pool,
    seed_with_first,
    started,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import lone_ruler, ruler_game, ruler_of


@functools.cache
def catalogue() -> Catalogue:
    return catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))


def test_a_printed_energize_of_other_will_gives_a_coin_of_that_will() -> None:
    """FOW-ENERGIZE-PRINTED-R (CR 1119.3a, 1119.3a-1): TSW-022 (a light ruler) prints [Energize] naming
    light and darkness: the record keeps both, and the second player starts with a coin that produces
    either.  GITS2045SD-001's "[Energize] {1}" on a ruler without attribute is FOW-SETUP-4 itself (CR
    1119.2a, 1119.3a-2: one void will), so nothing is added."""
    assert card("TSW-022")["attributes"] == ["light"] and card("TSW-022")["energize"] == ["light", "darkness"]
    assert not any("Energize" in u["text"] for u in entry("TSW-022")["unsupported"])
    assert "energize" not in card("GITS2045SD-001") and entry("GITS2045SD-001")["supported"]
    ruler = lone_ruler("TSW-022")
    ruler["unsupported"] = []  # the coin is under test, not the ruler's other line
    cards = list(reference_card_set_json()["cards"]) + [ruler]
    decks = {"ann": full_deck("TSW-022"), "bob": full_deck("TST-RU2")}
    state = started(options={"card_set": {"id": "tst-plus-energize", "cards": cards}}, seed=seed_with_first("bob"), decks=decks)
    assert player(state, "ann").will_coin == ["light", "darkness"] and player(state, "bob").will_coin is None


def test_remove_target_card_in_a_graveyard_from_the_game() -> None:
    """FOW-GRAVEYARD-REMOVE-R (CR 1004.1): GITS2045SD-001 rests (from its ruler area) to remove a card of
    any graveyard: a card of bob's graveyard goes to bob's removed area; a card in the field is no such
    target."""
    assert card("GITS2045SD-001")["abilities"][0]["targets"] == [{"kind": "card", "zone": "graveyard"}]
    state = ruler_game("GITS2045SD-001", "graveyard-remove")
    ruler = ruler_of(state, "ann").id
    dead = to_graveyard(state, "bob", "TST-C01")
    alive = to_field(state, "bob", "TST-R11")
    assert code_of(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 0, "targets": [alive]}) == "FOW-PLAY-1"
    state = act(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 0, "targets": [dead]})
    state = both_pass(state)
    bob = player(state, "bob")
    assert dead in bob.removed and dead not in bob.graveyard


def aramaki_game() -> tuple[State, str]:
    """Ann leads with GITS2045SD-001; the reference [Remnant] chant TST-C08 ({B}{1}: 300 damage to a
    target) is in her graveyard."""
    state = ruler_game("GITS2045SD-001", "off-hand")
    return state, to_graveyard(state, "ann", "TST-C08")


def test_a_card_played_not_from_hand_costs_one_less_and_draws() -> None:
    """FOW-OFF-HAND-LESS-R (CR 903.2k-4): with GITS2045SD-001 in her ruler area, ann plays TST-C08 from her
    graveyard for {B} (one free will less); the ruler's "when you play a card this way" triggers from the
    ruler area and draws her a card."""
    assert card("GITS2045SD-001")["off_hand_less"] == {"free": 1, "optional": True}
    state, chant = aramaki_game()
    pool(state, "ann", darkness=1)
    hand = len(player(state, "ann").hand)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": ["bob"], "payment": {"pool": {"darkness": 1}}})
    # The triggered ability has no choice to make: it goes on the chase at once, above the chant.
    assert [(item.kind, item.card) for item in state.chase] == [("spell", chant), ("ruler_automatic", ruler_of(state, "ann").id)]
    state = both_pass(state)
    assert len(player(state, "ann").hand) == hand + 1


def test_the_full_cost_may_still_be_paid_and_draws_nothing() -> None:
    """FOW-OFF-HAND-LESS-R: "you may" -- paying the printed {B}{1} from the graveyard is legal too, and
    then no card was played "this way": nothing triggers."""
    state, chant = aramaki_game()
    pool(state, "ann", darkness=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": ["bob"], "payment": {"pool": {"darkness": 1, "void": 1}}})
    assert not state.pending and [item.kind for item in state.chase] == ["spell"]


def test_a_card_played_from_hand_costs_its_printed_cost() -> None:
    """FOW-OFF-HAND-LESS-R: a card from the hand is not lowered: {B} alone does not pay TST-C08's {B}{1}."""
    state, _ = aramaki_game()
    chant = to_hand(state, "ann", "TST-C08")
    pool(state, "ann", darkness=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": ["bob"], "payment": {"pool": {"darkness": 1}}}) == "FOW-WILL-3"
    graveyard = to_graveyard(state, "ann", "TST-C08")
    assert find(state, "play_card", card=graveyard)["payment"] == {"pool": {"darkness": 1}}


def test_alice_origin_builds_a_deck_and_plays_to_the_end() -> None:
    """FOW-ENERGIZE-PRINTED-R, FOW-GRAVEYARD-REMOVE-R, FOW-OFF-HAND-LESS-R: Alice Origin is playable: a
    legal deck of supported cards led by GITS2045SD-001 is built automatically and a seeded game with it
    plays to the end by the rules."""
    decks = cluster_decks(catalogue(), "alice-origin")
    assert [d["ruler"] for d in decks] == ["GITS2045SD-001"]
    card_set = deck_card_set(catalogue(), decks, "alice-origin-decks")
    result = play_to_end(card_set, {"p1": decks[0], "p2": decks[-1]}, "alice-origin-0")
    assert result.ended, result


def test_an_ability_played_only_during_the_opponents_turn() -> None:
    """FOW-ACTIVATE-ONLY-R: TSW-022's ruler ability (recover target resonator, once per turn) is played
    only during its controller's opponent's turn: refused in ann's own turn, played from the ruler area in
    bob's, and not a second time that turn (FOW-ONCE-PER-TURN-R)."""
    assert card("TSW-022")["abilities"][0]["opponent_turn"] is True and entry("TSW-022")["supported"]
    state = ruler_game("TSW-022", "opponent-turn")
    ruler = ruler_of(state, "ann").id
    mine = to_field(state, "ann", "TST-R11", rested=True)
    attempt = {"type": "activate", "player": "ann", "card": ruler, "ability": 0, "targets": [mine]}
    assert code_of(state, attempt) == "FOW-ACTIVATE-ONLY-R"
    state = next_turn(state)
    assert state.turn.player == "bob"
    state = pass_until(state, lambda s: s.priority == "ann" and not s.chase and s.decision is None)
    state = act(state, attempt)
    state = both_pass(state)
    assert not next(e for e in player(state, "ann").field if e.id == mine).rested
    state = pass_until(state, lambda s: s.priority == "ann" and not s.chase and s.decision is None)
    assert code_of(state, attempt) == "FOW-ONCE-PER-TURN-R"


def test_a_search_for_a_non_chant_card() -> None:
    """FOW-SEARCH-R: "a non-chant card (with total cost N or less)" is a resonator, addition or regalia
    (the main deck's other kinds, CR 402.3), as TSW-022J's look at the top three cards names it."""
    # fow-y-alt: FOW-ALT-COMBINED-R: and no card with the chant type (an alternative card outside the field is one).
    assert search_filter("a non-chant card with total cost 3 or less") == {"kinds": ["resonator", "addition", "regalia"], "not_chant": True, "max_cost": 3}
    assert search_filter("a non-chant card") == {"kinds": ["resonator", "addition", "regalia"], "not_chant": True}
    assert any("non-chant card" in str(line) for line in raw_card("TSW-022J")["abilities"])


def test_you_may_invert_that_card_is_read() -> None:
    """FOW-INVERT-NONE-R (CR 1030.1; fow-faces): inverse cards are in the vocabulary now (FOW-INVERSE-SIDE-R),
    so the card TSW-022J's "You may invert that card" names may be one: the sentence is read as the search's
    then_invert (played in test_fowsim_inverse_families), TSW-022J read in full."""
    assert any(e["supported"] for e in imported()["report"] if e["id"] and e["id"].endswith("^"))
    assert entry("TSW-022J")["unsupported"] == []


def test_every_refusal_of_the_importer_names_its_reason() -> None:
    """Issue #14: every entry of the database is imported or refused with a reason naming what is not in
    the vocabulary -- never empty; a refusal by the card schema says which card type the card is."""
    for report in imported()["report"]:
        if not report["imported"]:
            assert report.get("reason"), report["id"]
        for line in report["unsupported"]:
            assert line["reason"] and line["text"], report["id"]
    assert entry("TST-068")["reason"] == "X costs are supported on chants (this card: a resonator)"
    assert "Addition, Fire Magic Stone" in entry("GRL-019")["reason"]


def test_a_format_without_basic_stones_builds_its_stone_deck_of_special_stones() -> None:
    """FOW-DECK-4: the Saga sets print no basic magic stone, so the automatic deck takes supported special
    stones, at most 4 of a name (and a sideboard card keeping every name within 4), led here by the real
    ruler ADW-030 alone (a deck needs no J-ruler side); the deck is legal and a seeded
    game with it plays to the end."""
    saga = formats()["saga"]
    cards = imported()["card_set"]["cards"]
    supported = {c["id"] for c in cards if not c.get("unsupported")}
    # A supported ruler whose J-ruler side is not (EDL-088) cannot be in a card set without that side.
    whole = {c["id"] for c in cards if "sides" not in c or {c["sides"]["front"], c["sides"]["back"]} <= supported}
    records = [c for c in cards if saga.admits(c["set"]) and c["id"] in supported & whole and c["id"] != "ADW-030"]
    cat = catalogue_card_set(msgspec.convert({"id": "saga-lone", "cards": [*records, lone_ruler("ADW-030")]}, CardSet))
    assert not any("basic" in c.subtypes for c in cat.card_set.cards if c.type == "magic_stone")
    deck = build_deck(cat, saga, cat.defs["ADW-030"], "saga")
    assert deck is not None and sum(deck["stones"].values()) == 10 and max(deck["stones"].values()) <= 4
    assert all("special" in cat.defs[s].subtypes for s in deck["stones"])
    result = play_to_end(deck_card_set(cat, [deck], "saga-lone-deck"), {"p1": deck, "p2": deck}, "saga-special-stones")
    assert result.ended, result


def test_a_gods_art_is_played_once_per_game() -> None:
    """FOW-GODS-ART-R (CR 905.4a, 905.4c): VS01-003J's God's Art (recover all resonators you control, for
    {W}{W}{4}) is read as an activate ability named by its God's Art: played from the J-ruler in the field
    it recovers ann's resonators; ann cannot play it again, neither that turn nor the next ones."""
    art = card("VS01-003J")["abilities"][2]
    assert art["gods_art"] and art["effects"] == [{"op": "recover", "each": "your_resonators"}] and entry("VS01-003J")["supported"]
    cards = list(reference_card_set_json()["cards"]) + [card("VS01-003"), card("VS01-003J")]
    decks = {"ann": full_deck("VS01-003"), "bob": full_deck("TST-RU2")}
    state = started(options={"card_set": {"id": "tst-plus-gods-art", "cards": cards}}, seed=seed_with_first("ann"), decks=decks)
    pool(state, "ann", light=2)
    state = both_pass(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2}}}))
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    rested = to_field(state, "ann", "TST-R11", rested=True)
    pool(state, "ann", light=2, void=4)
    attempt = {"type": "activate", "player": "ann", "card": j_ruler, "ability": 2, "payment": {"pool": {"light": 2, "void": 4}}}
    state = both_pass(act(state, attempt))
    assert not next(e for e in player(state, "ann").field if e.id == rested).rested
    assert player(state, "ann").gods_arts == [art["gods_art"]]
    pool(state, "ann", light=2, void=4)
    assert code_of(state, attempt) == "FOW-GODS-ART-R"
    state = next_turn(next_turn(state))
    assert state.turn.player == "ann"
    state = pass_until(state, lambda s: s.priority == "ann" and s.phase == "main" and not s.chase and s.decision is None)
    pool(state, "ann", light=2, void=4)
    assert code_of(state, attempt) == "FOW-GODS-ART-R"


def test_a_partner_ruler_leads_a_deck_of_one_starting_ruler() -> None:
    """FOW-KW-PARTNER-R (CR 1155.2): CMB-001's [Partner] line (a number and a race) is kept on the card and only
    permits more starting rulers; a legal Hero deck led by it alone is built (the permission unused)."""
    assert card("CMB-001")["partner"] == {"count": 1, "subtype": "Moonchild"} and entry("CMB-001")["supported"]
    deck = build_deck(catalogue(), formats()["hero"], catalogue().defs["CMB-001"], "hero")
    assert deck is not None and deck["ruler"] == "CMB-001"


def _aimul_search() -> tuple[State, dict[str, str]]:
    """Ann leads with TSW-022; her deck's top three cards are CMF-072 (an addition: resonator), CMF-007 (a
    field addition) and TST-C08 (a chant), all of total cost 3 or less; bob controls a resonator.  Her
    Judgment puts TSW-022J into the field, and its enter ability stops at the look at the top three."""
    from .real import judgment_until_search, real_started, stack_on_top

    state = real_started("CMF-072", "CMF-007", ruler="TSW-022")
    top = stack_on_top(state, "ann", ("CMF-072", "CMF-007", "TST-C08"))
    top["host"] = to_field(state, "bob", "TST-R11")
    return judgment_until_search(state), top


def test_a_card_looked_at_put_into_the_field_enters_as_its_kind() -> None:
    """FOW-LOOK-TOP-R, FOW-SEARCH-FIELD-R, FOW-SEARCH-ADDITION-R: TSW-022J is read (its look at the top
    three cards finds a non-chant card of total cost 3 or less for the field); a field addition is
    offered alone, an addition: resonator with each resonator it may be added to (bob's too), the chant
    never; naming no J/resonator, or the J-ruler, for the addition: resonator is refused; chosen, it
    enters added to bob's resonator."""
    from adjudicator.force_of_will import GAME

    assert entry("TSW-022J")["supported"]
    look = next(e for a in card("TSW-022J")["abilities"] for e in a.get("effects", []) if e["op"] == "search")
    assert look["to"] == "field" and look["filter"] == {"kinds": ["resonator", "addition", "regalia"], "not_chant": True, "max_cost": 3}  # fow-y-alt: FOW-ALT-COMBINED-R
    state, top = _aimul_search()
    options = {(a.card, a.to) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert options == {(None, None), (top["CMF-007"], None), (top["CMF-072"], top["host"])}
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    assert code_of(state, {"type": "search", "player": "ann", "card": top["CMF-072"]}) == "FOW-SEARCH-ADDITION-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": top["CMF-072"], "to": j_ruler}) == "FOW-SEARCH-ADDITION-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": top["CMF-007"], "to": top["host"]}) == "FOW-SEARCH-ADDITION-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": top["TST-C08"]}) == "FOW-SEARCH-R"
    state = act(state, {"type": "search", "player": "ann", "card": top["CMF-072"], "to": top["host"]})
    added = next(e for e in player(state, "ann").field if e.id == top["CMF-072"])
    assert added.added_to == top["host"]
    GAME.check(state)


def test_reiya_builds_a_deck_and_plays_to_the_end() -> None:
    """FOW-SEARCH-ADDITION-R made TSW-022J readable: Reiya is playable -- a legal deck of supported cards
    led by TSW-022 is built automatically and a seeded game with it plays to the end by the rules;
    FOW-DECK-RULER-SINGLETON-R and FOW-TRIG-GAME-START-R made ADK-060 readable: its deck of single copies plays
    against it."""
    # fow-reiya-lapis: FOW-HAND-NAME-BAN-R made the darkness J-rulers of ADK-140 and SDR5-009 readable: they lead the
    # cluster's decks now (attribute order; test_fowsim_coverage.py plays them); TSW-022 and ADK-060 are built here.
    assert [d["ruler"] for d in cluster_decks(catalogue(), "reiya")] == ["ADK-140", "SDR5-009"]
    built = [build_deck(catalogue(), formats()["reiya"], catalogue().defs[ruler], "reiya") for ruler in ("TSW-022", "ADK-060")]
    decks = [d for d in built if d is not None]
    assert [d["ruler"] for d in decks] == ["TSW-022", "ADK-060"]
    assert all(n == 1 for n in decks[1]["main"].values())
    card_set = deck_card_set(catalogue(), decks, "reiya-decks")
    result = play_to_end(card_set, {"p1": decks[0], "p2": decks[-1]}, "reiya-0")
    assert result.ended, result
