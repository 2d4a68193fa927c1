"""Ability families that look at, reveal or mill the top of a deck -- each played with a real card named by
id (the printed text stays in ../shared): the opponent's top card looked at, cards milled into "the"
graveyard, a revealed card not of the filter going where "Otherwise" says, the rest put on the bottom
with no order said, the magic stone deck put back in any order, and misprints read as meant."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import card
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import play, real_started, resolve_all


def _until(state: State, kind: str) -> tuple[State, list[dict[str, Any]]]:
    """Pass (and play triggers, without targets) until a ``kind`` decision is asked; the events on the way."""
    events: list[dict[str, Any]] = []
    for _ in range(12):
        if state.decision is not None and state.decision.kind == kind:
            return state, events
        if state.pending:
            pending = state.pending[0]
            action = {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []}
        else:
            action = {"type": "pass", "player": state.priority}
        result = GAME.adjudicate(state, GAME.decode_action(action))
        assert result.valid, result.violation
        state, events = result.state, events + list(result.events)
    raise AssertionError(f"no {kind} decision was asked")


def _answer(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, list(result.events)


def _def(instance: str) -> str:
    return instance.partition(":")[2].rpartition("#")[0]


def _on_top(state: State, pid: str, def_id: str) -> str:
    """An instance of ``def_id`` moved to the top of ``pid``'s main deck."""
    deck = player(state, pid).deck
    instance = next(c for c in deck if _def(c) == def_id)
    deck.remove(instance)
    deck.insert(0, instance)
    return instance


# -- FOW-LOOK-OPP-TOP-R ----------------------------------------------------------------------------------


def _spied(accept: bool) -> tuple[State, list[str], list[dict[str, Any]]]:
    """Ann plays GITS2045-058 (as it enters, she looks at the top card of bob's deck and may put it on its
    bottom) and answers the may decision: the state, bob's deck before, every event."""
    state = real_started("GITS2045-058")
    state, events = _until(play(state, "ann", to_hand(state, "ann", "GITS2045-058")), "may")
    assert state.decision is not None and state.decision.player == "ann"
    deck = list(player(state, "bob").deck)
    state, more = _answer(state, {"type": "may", "player": "ann", "accept": accept})
    return state, deck, events + more


def test_fow_look_opp_top_r_the_controller_alone_sees_the_opponents_top_card_and_may_bottom_it() -> None:
    """FOW-LOOK-OPP-TOP-R with GITS2045-058: ann learns the definition of bob's top card; accepting puts
    it on the bottom of bob's deck, the rest in the same order."""
    state, deck, events = _spied(True)
    looked = next(e for e in events if e["type"] == "looked")
    assert looked["player"] == "ann" and looked["found"] == _def(deck[0]) and looked["rule"] == "FOW-LOOK-OPP-TOP-R"
    assert GAME.view_events([looked], "ann")[0]["found"] == _def(deck[0])
    assert player(state, "bob").deck == deck[1:] + deck[:1]
    bottomed = next(e for e in events if e["type"] == "put_on_bottom")
    assert bottomed["player"] == "bob"


def test_fow_look_opp_top_r_declining_leaves_the_card_on_top_and_bob_cannot_answer() -> None:
    """FOW-LOOK-OPP-TOP-R: the choice is ann's (bob's answer is refused); declined, bob's deck is as it was."""
    state = real_started("GITS2045-058")
    state, _ = _until(play(state, "ann", to_hand(state, "ann", "GITS2045-058")), "may")
    assert code_of(state, {"type": "may", "player": "bob", "accept": True}) is not None
    state, deck, _ = _spied(False)
    assert player(state, "bob").deck == deck


def test_fow_look_opp_top_r_the_owner_of_the_deck_never_learns_the_card() -> None:
    """FOW-LOOK-OPP-TOP-R (hidden information): in every event bob sees, and in his view of the state,
    neither the instance nor the definition of his own top card is named -- a look is not a reveal."""
    state, deck, events = _spied(False)
    top = deck[0]
    seen = str(GAME.view_events(events, "bob"))
    assert top not in seen and f"'{_def(top)}'" not in seen
    assert top not in str(GAME.view(state, "bob"))


# -- FOW-ZONE-OWNER-R ------------------------------------------------------------------------------------


def test_fow_zone_owner_r_the_opponents_top_card_goes_to_its_owners_graveyard() -> None:
    """FOW-ZONE-OWNER-R with GITS2045-070, which mills the opponent's top card as it attacks: "the
    graveyard" is bob's (the card's owner's), not ann's."""
    assert card("GITS2045-070")["abilities"][0]["effects"] == [{"op": "mill", "amount": 1, "player": "opponent"}]
    state = real_started("GITS2045-070")
    drone = to_field(state, "ann", "GITS2045-070")
    top = player(state, "bob").deck[0]
    graveyard = list(player(state, "ann").graveyard)
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = resolve_all(act(state, {"type": "declare_attack", "player": "ann", "attacker": drone, "target": "bob"}))
    assert top in player(state, "bob").graveyard and top not in player(state, "bob").deck
    assert player(state, "ann").graveyard == graveyard


# -- FOW-REVEAL-TOP-ELSE-R -------------------------------------------------------------------------------


def _humpty(top: str) -> tuple[State, str, list[dict[str, Any]]]:
    """Ann activates TAT-043 (banished: reveal her top card; a resonator enters her field, otherwise it is
    put into her graveyard) with ``top`` on her deck: the state, that instance, every event."""
    state = real_started("TAT-043")
    humpty = to_field(state, "ann", "TAT-043")
    instance = _on_top(state, "ann", top)
    pool(state, "ann", water=1)
    state = act(state, {"type": "activate", "player": "ann", "card": humpty, "ability": 0, "targets": [], "payment": {"pool": {"water": 1}}})
    events: list[dict[str, Any]] = []
    while state.chase:
        state, more = _answer(state, {"type": "pass", "player": state.priority})
        events += more
    return state, instance, events


def test_fow_reveal_top_else_r_a_resonator_enters_the_field() -> None:
    """FOW-REVEAL-TOP-ELSE-R with TAT-043: a resonator on top is revealed and enters ann's field."""
    state, scout, events = _humpty("TST-R01")
    assert scout in [e.id for e in player(state, "ann").field]
    assert next(e for e in events if e["type"] == "revealed_top")["rule"] == "FOW-REVEAL-TOP-R"


def test_fow_reveal_top_else_r_otherwise_the_card_goes_to_the_graveyard() -> None:
    """FOW-REVEAL-TOP-ELSE-R: a chant on top is revealed to all, then put into ann's graveyard (it does not
    stay on top, as it would without "Otherwise")."""
    state, chant, events = _humpty("TST-C01")
    assert chant in player(state, "ann").graveyard and chant not in player(state, "ann").deck
    revealed = next(e for e in events if e["type"] == "revealed_top")
    assert revealed["rule"] == "FOW-REVEAL-TOP-ELSE-R" and GAME.view_events([revealed], "bob")[0]["found"] == "TST-C01"


def test_fow_reveal_top_else_r_a_race_of_resonators_only_is_read_and_otherwise_hand_too() -> None:
    """FOW-REVEAL-TOP-ELSE-R: MOA-028's race is one whose every printed card is a resonator (read as such);
    "Otherwise, put it into your hand" is read too (TMS-046J's first line)."""
    effects = card("MOA-028")["abilities"][0]["effects"]
    assert effects == [{"op": "reveal_top", "filter": {"kinds": ["resonator"], "races": ["Wererabbit"]}, "to": "field", "otherwise": "graveyard"}]


# -- FOW-REST-ORDER-R ------------------------------------------------------------------------------------


def test_fow_rest_order_r_the_rest_go_to_the_bottom_in_the_order_their_owner_chooses() -> None:
    """FOW-REST-ORDER-R with VIN002-037 (as it enters: look at the top four, may take a named card, the rest
    to the bottom, no order said): ann takes none, then names the card to go to the bottom first; the rest
    follow; bob learns no card of them."""
    state = real_started("VIN002-037")
    state, _ = _until(play(state, "ann", to_hand(state, "ann", "VIN002-037")), "search")
    four = list(player(state, "ann").deck[:4])
    state, events = _answer(state, {"type": "search", "player": "ann", "card": None})
    assert state.decision is not None and state.decision.kind == "search" and state.decision.left == 4 and state.decision.stage == "bottom"
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[5]}) is not None
    state, more = _answer(state, {"type": "search", "player": "ann", "card": four[2]})
    events += more
    while state.decision is not None and state.decision.kind == "search":
        state, more = _answer(state, {"type": "search", "player": "ann", "card": None})
        events += more
    deck = player(state, "ann").deck
    assert deck[-4] == four[2] and set(deck[-4:]) == set(four)
    seen = str(GAME.view_events(events, "bob"))
    assert not any(c in seen for c in four)


# -- misprints ------------------------------------------------------------------------------------------


def test_misprints_are_read_as_the_sentence_means() -> None:
    """"Look a the top" (NDR-042, AOA-041), "yuor" (ACN-113), "on the top or bottom" (VIN003-045),
    "Otherwhise, put in into" (TAT-043): each line is read as its correct spelling is (FOW-LOOK-TOP-R,
    FOW-ARRANGE-R, FOW-LOOK-BOTTOM-R, FOW-REVEAL-TOP-ELSE-R)."""
    assert card("NDR-042")["abilities"][1]["effects"] == [{"op": "search", "filter": {"races": ["Fairy Tale"]}, "top": 4}]
    assert card("AOA-041")["abilities"][0]["effects"][0]["to"] == "field"
    assert card("ACN-113")["abilities"][0]["effects"][0]["rest"] == "arrange"
    assert card("VIN003-045")["abilities"][1]["effects"] == [{"op": "look_top"}, {"op": "top_to_bottom", "optional": True}]
    assert card("TAT-043")["abilities"][0]["effects"][0]["otherwise"] == "graveyard"


# -- FOW-ARRANGE-STONE-R ---------------------------------------------------------------------------------


def test_fow_arrange_stone_r_the_top_stones_go_back_in_the_order_chosen_then_a_draw() -> None:
    """FOW-ARRANGE-STONE-R with CST-049 (look at the top five cards of your magic stone deck, put them back
    in any order, draw a card): ann names the fourth of them first (it goes on top), then none (the rest
    stay below in their order); a card not among the five (a main deck card, the sixth stone) is refused;
    then she draws. Bob learns no stone."""
    state = real_started("CST-049")
    chant = to_hand(state, "ann", "CST-049")
    hand = len(player(state, "ann").hand)
    state, events = _until(play(state, "ann", chant), "search")
    assert state.decision is not None and state.decision.player == "ann" and state.decision.left == 5 and state.decision.stage == "top"
    stones = list(player(state, "ann").stone_deck)
    assert code_of(state, {"type": "search", "player": "ann", "card": stones[5]}) is not None
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[0]}) is not None
    assert code_of(state, {"type": "search", "player": "bob", "card": stones[3]}) is not None
    state, more = _answer(state, {"type": "search", "player": "ann", "card": stones[3]})
    state, last = _answer(state, {"type": "search", "player": "ann", "card": None})
    events += more + last
    state = resolve_all(state)
    assert player(state, "ann").stone_deck == [stones[3], *stones[:3], *stones[4:]]
    assert len(player(state, "ann").hand) == hand  # CST-049 played, a card drawn
    assert next(e for e in events if e["type"] == "arranged")["rule"] == "FOW-ARRANGE-STONE-R"
    seen = str(GAME.view_events(events, "bob"))
    assert not any(s in seen for s in stones)


# -- FOW-REVEAL-STONE-BASIC-R ----------------------------------------------------------------------------


def _gretel(stone: str) -> tuple[State, str]:
    """Ann plays MP01-005 (as it enters, her top magic stone is revealed and put into the field if it is a
    basic one of the wind type) with ``stone`` on top of her magic stone deck: the state, that stone."""
    from .helpers import full_deck, started
    from .real import real_set

    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["MP01-005"] = 1
    decks["ann"]["stones"].update({"CMF-105": 1, "CMF-097": 1, "CMF-102": 1})
    state = next(
        s
        for n in range(50)
        if (s := started(options={"card_set": real_set("MP01-005", "CMF-105", "CMF-097", "CMF-102")}, seed=f"gretel-{n}", decks=decks)).turn.player == "ann"
        and s.priority == "ann"
    )
    deck = player(state, "ann").stone_deck
    top = next(s for s in deck if _def(s) == stone)
    deck.remove(top)
    deck.insert(0, top)
    return resolve_all(play(state, "ann", to_hand(state, "ann", "MP01-005"))), top


def test_fow_reveal_stone_basic_r_a_basic_wind_stone_enters_the_field() -> None:
    """FOW-REVEAL-STONE-BASIC-R with MP01-005: a basic wind magic stone (CMF-105) on top enters ann's field."""
    state, wind = _gretel("CMF-105")
    assert wind in [e.id for e in player(state, "ann").field] and wind not in player(state, "ann").stone_deck


def test_fow_reveal_stone_basic_r_a_special_wind_stone_or_another_basic_stays_on_top() -> None:
    """FOW-REVEAL-STONE-BASIC-R: a special stone with the wind type (CMF-097) or a basic fire one (CMF-102)
    is revealed and stays on top."""
    for other in ("CMF-097", "CMF-102"):
        state, stone = _gretel(other)
        assert player(state, "ann").stone_deck[0] == stone


# -- FOW-LOOK-TOP-PICK-R ---------------------------------------------------------------------------------


def test_fow_look_top_pick_r_two_cards_taken_unrevealed_then_the_rest_ordered() -> None:
    """FOW-LOOK-TOP-PICK-R with SDL3-002 (look at the top five, put two of them into your hand, the rest to
    the bottom in any order): ann must name a card twice (none is refused), only among the five not taken
    yet; then she orders the three others; bob's view names none of the five."""
    state = real_started("SDL3-002")
    state, events = _until(play(state, "ann", to_hand(state, "ann", "SDL3-002")), "search")
    five = list(player(state, "ann").deck[:5])
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-ARRANGE-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[5]}) is not None
    state, more = _answer(state, {"type": "search", "player": "ann", "card": five[1]})
    events += more
    assert state.decision is not None and state.decision.kind == "search" and state.decision.done == 1 and state.decision.left is None
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-ARRANGE-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[4]}) is not None  # the sixth card
    state, more = _answer(state, {"type": "search", "player": "ann", "card": five[3]})
    events += more
    assert state.decision is not None and state.decision.left == 3 and state.decision.stage == "bottom"
    while state.decision is not None and state.decision.kind == "search":
        state, more = _answer(state, {"type": "search", "player": "ann", "card": None})
        events += more
    ann = player(state, "ann")
    assert five[1] in ann.hand and five[3] in ann.hand and set(ann.deck[-3:]) == {five[0], five[2], five[4]}
    seen = str(GAME.view_events(events, "bob"))
    assert not any(c in seen for c in five) and not any(f"'{_def(c)}'" in seen for c in five if _def(c) != "SDL3-002")


def test_fow_look_top_pick_r_up_to_two_of_a_filter_revealed_and_none_ends_it() -> None:
    """FOW-LOOK-TOP-PICK-R with SDR6-005 (look at the top five, reveal up to two Historical resonators and
    put them into your hand, the rest to the bottom at random): with two SDR6-004 among the five, ann takes
    one (revealed: bob reads its definition), a non-Historical card is refused, naming none ends it."""
    state = real_started("SDR6-005", "SDR6-004", copies=2)
    deck = player(state, "ann").deck
    historical = [c for c in deck if _def(c) == "SDR6-004"]
    deck[:] = historical + [c for c in deck if c not in historical]
    state, _ = _until(play(state, "ann", to_hand(state, "ann", "SDR6-005")), "search")
    five = list(player(state, "ann").deck[:5])
    assert set(historical) <= set(five)
    plain = next(c for c in five if _def(c) != "SDR6-004")
    assert code_of(state, {"type": "search", "player": "ann", "card": plain}) is not None
    state, events = _answer(state, {"type": "search", "player": "ann", "card": historical[0]})
    assert state.decision is not None and state.decision.done == 1
    state, more = _answer(state, {"type": "search", "player": "ann", "card": None})
    events += more
    state = resolve_all(state)
    ann = player(state, "ann")
    assert historical[0] in ann.hand and historical[1] in ann.deck[-4:] and set(ann.deck[-4:]) == set(five) - {historical[0]}
    searched = [e for e in GAME.view_events(events, "bob") if e["type"] == "searched"]
    assert searched[0]["found"] == "SDR6-004" and searched[0]["card"] == {"hidden": True}


def test_fow_look_top_pick_r_the_forms_read() -> None:
    """FOW-LOOK-TOP-PICK-R: "any number of" (AO1-051, the rest out of the game), "up to 2 <race> and/or
    <race> cards" (GITS2045-069: either race) and "up to two cards with no attribute" revealed (BFA-044,
    the rest to the graveyard)."""
    assert card("AO1-051")["effects"][0] | {} == {"op": "search", "filter": {"kinds": ["resonator"], "races": ["Goddess"]}, "top": 7, "rest": "removed", "count": 7}
    assert card("GITS2045-069")["abilities"][0]["effects"][0]["filter"] == {"races": ["Machine", "Human"]}
    assert card("BFA-044")["abilities"][0]["effects"][0] == {"op": "search", "filter": {"no_attribute": True}, "top": 2, "rest": "graveyard", "shown": True, "count": 2}


# -- FOW-PUT-STONES-R ------------------------------------------------------------------------------------


def test_fow_put_stones_r_the_top_two_stones_enter_the_field_together() -> None:
    """FOW-PUT-STONES-R with LEL-059 (as it enters, the top two cards of the magic stone deck go into the
    field): both enter ann's field, recovered, and the third stays on top."""
    state = real_started("LEL-059")
    stones = list(player(state, "ann").stone_deck[:3])
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "LEL-059")))
    field_ids = [e.id for e in player(state, "ann").field]
    assert stones[0] in field_ids and stones[1] in field_ids and player(state, "ann").stone_deck[0] == stones[2]
    assert not any(e.rested for e in player(state, "ann").field if e.id in stones[:2])


def test_fow_put_stones_r_a_deck_of_one_stone_puts_one() -> None:
    """FOW-PUT-STONES-R: with one stone left in the magic stone deck, that one enters and nothing fails."""
    state = real_started("AO3-070")
    deck = player(state, "ann").stone_deck
    last = deck[0]
    player(state, "ann").removed.extend(deck[1:])  # out of the game, so no card is lost
    del deck[1:]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AO3-070")))
    assert last in [e.id for e in player(state, "ann").field] and player(state, "ann").stone_deck == []


# -- FOW-REVEAL-TOP-R: a race printed with a figure ------------------------------------------------------


def test_fow_reveal_top_r_a_race_with_a_figure_squad_7() -> None:
    """FOW-REVEAL-TOP-R with VIN002-008 (as it enters, reveal the top card; a Squad 7 goes to the hand): the
    race "Squad 7" is read (the database prints it); VIN002-007 (Squad 7) on top goes to ann's hand, a
    test resonator on top stays."""
    for top, moved in (("VIN002-007", True), ("TST-R01", False)):
        state = real_started("VIN002-008", "VIN002-007")
        instance = _on_top(state, "ann", top)
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-008")))
        assert (instance in player(state, "ann").hand) is moved and (player(state, "ann").deck[0] == instance) is not moved


def test_fow_look_top_pick_r_any_number_into_the_graveyard_the_rest_back_on_top_in_order() -> None:
    """FOW-LOOK-TOP-PICK-R with DBV-038 ([Enter]: may rest a J/resonator, look at the top four cards, put any
    number of them into the graveyard, the rest back on top in any order, draw a card): ann mills the
    first and third, puts the fourth back above the second, then draws the fourth."""
    state = real_started("DBV-038")
    target = to_field(state, "bob", "TST-R01")
    state = play(state, "ann", to_hand(state, "ann", "DBV-038"))
    state = both_pass(state)
    pending = state.pending[0]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [target]})
    state, _ = _until(state, "may")
    state, _ = _answer(state, {"type": "may", "player": "ann", "accept": False})
    state, _ = _until(state, "search")
    four = list(player(state, "ann").deck[:4])
    for milled in (four[0], four[2]):
        state, _ = _answer(state, {"type": "search", "player": "ann", "card": milled})
    state, _ = _answer(state, {"type": "search", "player": "ann", "card": None})
    assert state.decision is not None and state.decision.left == 2 and state.decision.stage == "top"
    assert code_of(state, {"type": "search", "player": "ann", "card": four[0]}) is not None  # in the graveyard now
    state, _ = _answer(state, {"type": "search", "player": "ann", "card": four[3]})
    state = resolve_all(state)
    ann = player(state, "ann")
    assert four[0] in ann.graveyard and four[2] in ann.graveyard
    assert four[3] in ann.hand and ann.deck[0] == four[1]


# -- FOW-SEARCH-R: a total cost exactly; names listed with commas ------------------------------------------


def test_fow_search_r_a_total_cost_exactly() -> None:
    """FOW-SEARCH-R with DBV-071 ([Enter]: the top magic stone into the field rested, then search for a
    resonator with total cost 1): a total cost 1 resonator may be found, a total cost 2 one is refused."""
    state = real_started("DBV-071")
    stone = player(state, "ann").stone_deck[0]
    state, _ = _until(play(state, "ann", to_hand(state, "ann", "DBV-071")), "search")
    assert any(e.id == stone and e.rested for e in player(state, "ann").field)
    deck = player(state, "ann").deck
    one = next(c for c in deck if _def(c) == "TST-R01")
    two = next(c for c in deck if _def(c) == "TST-R02")
    assert code_of(state, {"type": "search", "player": "ann", "card": two}) == "FOW-SEARCH-R"
    state, _ = _answer(state, {"type": "search", "player": "ann", "card": one})
    assert one in player(state, "ann").hand


def test_fow_look_top_pick_r_names_listed_with_commas() -> None:
    """FOW-LOOK-TOP-PICK-R: TAT-058's awakened [Enter] reveals the top five and takes any number of the four
    cards it names ('"A", "B", "C" and/or "D"')."""
    effect = card("TAT-058")["abilities"][1]["effects"][0]
    assert effect["filter"] == {"names": effect["filter"]["names"]} and len(effect["filter"]["names"]) == 4
    assert effect["count"] == 5 and effect["shown"] and effect["rest"] == "arrange"


def test_fow_look_top_pick_r_two_cards_instead_while_the_condition_holds() -> None:
    """FOW-LOOK-TOP-PICK-R with ACN-077 (look at the top four, put one into your hand, the rest to the bottom
    in any order; if you control a Mermaid, two instead): without a Mermaid one card is taken (then the three
    others are ordered); with TAT-044 (a Mermaid) in ann's field, a second card is asked."""
    for mermaid in (False, True):
        state = real_started("ACN-077", "TAT-044")
        if mermaid:
            to_field(state, "ann", "TAT-044")
        state, _ = _until(play(state, "ann", to_hand(state, "ann", "ACN-077")), "search")
        four = list(player(state, "ann").deck[:4])
        state, _ = _answer(state, {"type": "search", "player": "ann", "card": four[0]})
        assert state.decision is not None and state.decision.kind == "search"
        assert (state.decision.left is None and state.decision.done == 1) is mermaid
        assert (state.decision.left == 3) is not mermaid
