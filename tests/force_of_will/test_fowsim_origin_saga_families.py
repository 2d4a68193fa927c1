"""Families of the origin-saga helper, each played with a real card named by id (the printed text stays in
../shared): "Choose an attribute" and "<it> becomes the chosen attribute until end of turn"
(FOW-CHOOSE-ATTRIBUTE-R)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.cards import custom_catalogue, reference_card_set_json
from adjudicator.force_of_will.decks import validate_deck
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import GAME, act, both_pass, code_of, full_deck, next_turn, player, pool, to_field, to_hand
from .real import (
    ann_first,
    board_of,
    j_ruler_to_field,
    lone_ruler,
    play,
    real_set,
    real_started,
    resolve_all,
    ruler_of,
    stats,
)


def _events(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, [msgspec.to_builtins(e) for e in result.events]


def _attributes(state: State, instance: str) -> list[str]:
    board = board_of(state)
    entity = board.entity(instance)
    assert entity is not None
    return list(board.defn(entity).attributes)


def _leonardo_asks(state: State, leonardo: str) -> State:
    pool(state, "ann", void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": leonardo, "ability": 0, "targets": [], "payment": {"pool": {"void": 1}}})
    state = resolve_all(state) if state.decision is None and not state.chase else state
    for _ in range(4):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "attribute" and state.decision.player == "ann"
    return state


def test_fow_choose_attribute_r_leonardo_becomes_the_chosen_attribute_until_end_of_turn() -> None:
    """FOW-CHOOSE-ATTRIBUTE-R with VIN001-076 ({1}: choose an attribute; this card becomes it until end of
    turn): as the ability resolves ann is asked for an attribute (the five are offered; bob may not answer);
    she declares fire (a public declared event): the void resonator is fire, and only fire; a second use
    declaring water makes it water (the latest change applies); at the next turn it is void again."""
    assert entry("VIN001-076")["supported"]
    assert card("VIN001-076")["abilities"][0]["effects"] == [{"op": "declare", "what": "attribute"}, {"op": "modify", "target": "self", "chosen_attribute": True}]
    state = real_started("VIN001-076")
    leonardo = to_field(state, "ann", "VIN001-076")
    assert _attributes(state, leonardo) == []
    state = _leonardo_asks(state, leonardo)
    offered = [a["attribute"] for a in (msgspec.to_builtins(x) for x in GAME.legal_actions(state)) if a["type"] == "choose_attribute"]
    assert sorted(offered) == sorted(["light", "fire", "water", "wind", "darkness"])
    assert code_of(state, {"type": "choose_attribute", "player": "bob", "attribute": "fire"}) is not None
    assert code_of(state, {"type": "pass", "player": "ann"}) is not None
    state, events = _events(state, {"type": "choose_attribute", "player": "ann", "attribute": "fire"})
    declared = next(e for e in events if e["type"] == "declared")
    assert {"player": "ann", "what": "attribute", "value": "fire", "rule": "FOW-CHOOSE-ATTRIBUTE-R"}.items() <= declared.items()
    assert any(e["type"] == "modified" and e["card"] == leonardo and e["attributes"] == ["fire"] for e in events)
    assert _attributes(state, leonardo) == ["fire"] and not state.chase and state.decision is None
    state = _leonardo_asks(state, leonardo)
    state = act(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"})
    assert _attributes(state, leonardo) == ["water"]
    state = next_turn(state)
    assert _attributes(state, leonardo) == []


def test_fow_choose_attribute_r_target_regalia_of_grl_007() -> None:
    """FOW-CHOOSE-ATTRIBUTE-R with GRL-007 ({Rest}: choose an attribute; target regalia becomes it until end
    of turn): the target must be a regalia (a resonator is refused); bob's regalia becomes darkness."""
    assert entry("GRL-007")["supported"]
    state = real_started("GRL-007")
    friend = to_field(state, "ann", "GRL-007")
    regalia = to_field(state, "bob", "TST-G01")
    resonator = to_field(state, "bob", "TST-R01")
    action = {"type": "activate", "player": "ann", "card": friend, "ability": 1, "payment": {}}
    assert code_of(state, action | {"targets": [resonator]}) is not None
    state = act(state, action | {"targets": [regalia]})
    for _ in range(4):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "attribute"
    state = act(state, {"type": "choose_attribute", "player": "ann", "attribute": "darkness"})
    assert _attributes(state, regalia) == ["darkness"] and _attributes(state, resonator) == ["light"]


@pytest.mark.parametrize(
    "text",
    [
        "This card becomes the chosen attribute until end of turn",  # no declaration before it
        "Choose an attribute. Target magic stone becomes the chosen attribute until end of turn",
        "Choose an attribute. This card becomes the chosen attribute",  # no duration: a continuous change
    ],
)
def test_fow_choose_attribute_r_refused_readings(text: str) -> None:
    """FOW-CHOOSE-ATTRIBUTE-R: "the chosen attribute" with no "Choose an attribute" before it, a magic stone
    becoming an attribute (its will is its magic stone type's) and a change with no end are not read."""
    with pytest.raises(Unsupported):
        parse_effects(text)


# -- FOW-TRIG-GAME-START-R: "At the beginning of the game" abilities of a ruler -----------------------------


def _ruler_first(ruler: str, seed_prefix: str, *, lone: bool = False) -> State:
    """A game where ann, leading with the real ruler ``ruler`` (bob with TST-RU2), takes the first turn:
    the state right after both mulligans; ``lone``: the ruler without its J-ruler side and [Judgment]
    (whose side has a line the engine cannot play, FOW-DECK-6-R)."""
    decks = {"ann": full_deck(ruler), "bob": full_deck("TST-RU2")}
    card_set = {"id": "tst-plus-ruler", "cards": [*reference_card_set_json()["cards"], lone_ruler(ruler)]} if lone else real_set(ruler)
    for n in range(50):
        state = GAME.setup(None, ["ann", "bob"], f"{seed_prefix}-{n}", {"card_set": card_set}, decks)
        if state.first_player != "ann":
            continue
        state = act(state, {"type": "mulligan", "player": "ann", "cards": []})
        return act(state, {"type": "mulligan", "player": "bob", "cards": []})
    raise AssertionError("no seed gives ann the first turn")


def test_fow_trig_game_start_r_reiya_starts_with_three_mystery_counters() -> None:
    """FOW-TRIG-GAME-START-R with SDR5-009 (Reiya: one mystery counter on the ruler at the beginning of the
    game, and two more by its Sealed Item printed in full): after the mulligans, in
    the first draw phase, both abilities trigger from her ruler area (CR 502.1a's own example: both trigger);
    ann orders them (bob may not play them; no card may be played before they are), both resolve, her ruler
    has three mystery counters; both pass and the main phase begins with no card drawn (FOW-TURN-1)."""
    assert entry("SDR5-009")["supported"]
    state = _ruler_first("SDR5-009", "game-start", lone=True)
    assert state.turn.number == 1 and state.phase == "draw" and len(state.pending) == 2
    assert {p.source for p in state.pending} == {player(state, "ann").ruler.id} and all(p.ruler_area is True for p in state.pending)
    hand = list(player(state, "ann").hand)
    first = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "bob", "pending": first.id, "targets": []}) == "FOW-PRIO-7"
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": first.id, "targets": []})
    assert state.chase and state.priority == "ann"
    resonator = next(c for c in player(state, "ann").hand if board_of(state).card(c).type == "resonator")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": resonator, "targets": [], "payment": {"pool": {}}}) is not None
    state = resolve_all(state)
    assert ruler_of(state, "ann").counters == {"mystery": 3}
    assert state.phase == "draw" and state.step == "before_draw" and state.priority == "ann"
    state = both_pass(state)
    assert state.phase == "main" and player(state, "ann").hand == hand and state.turn.number == 1


def test_fow_trig_game_start_r_nothing_to_trigger_keeps_the_silent_first_draw_phase() -> None:
    """FOW-TRIG-GAME-START-R, FOW-TURN-1: with rulers that have no such ability the first draw phase still
    gives no priority: the game begins in ann's main phase."""
    state = _ruler_first("TST-RU1", "game-start-none")
    assert state.phase == "main" and not state.pending and not state.chase


def test_fow_trig_game_start_r_refuses_the_ability_of_a_card_in_hand() -> None:
    """FOW-TRIG-GAME-START-R: the ability of an addition (JRP-077, from the hand) is refused with its reason,
    and a card set giving one to a resonator is refused."""
    reason = next(u["reason"] for u in entry("JRP-077")["unsupported"] if "beginning of the game" in u["text"])
    assert "from a hand or from outside the game" in reason
    record = {"id": "X", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
    with pytest.raises(Unsupported):
        map_ability(normalize_line("At the beginning of the game >>> You gain 700 life."), record)


def test_fow_trig_game_start_r_liberator_puts_a_chosen_stone_on_top() -> None:
    """FOW-TRIG-GAME-START-R with MPR-064 (a ruler: "At the beginning of the game, search your magic stone
    deck for a card; then shuffle the rest and put that card on top"): the ability is put on the chase from
    the ruler area; as it resolves ann searches her magic stone deck (a main-deck card is refused) and the
    stone she names is on top of it, the others shuffled under it; then the main phase, with no draw."""
    assert entry("MPR-064")["supported"] and entry("MPR-064J")["supported"]
    state = _ruler_first("MPR-064", "game-start-stone")
    assert state.chase and state.chase[-1].kind == "ruler_automatic" and state.phase == "draw"
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "search" and state.decision.player == "ann"
    stones = list(player(state, "ann").stone_deck)
    wanted = stones[-1]
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[0]}) is not None
    state = act(state, {"type": "search", "player": "ann", "card": wanted})
    assert player(state, "ann").stone_deck[0] == wanted and sorted(player(state, "ann").stone_deck) == sorted(stones)
    state = both_pass(state)
    assert state.phase == "main" and len(player(state, "ann").hand) == 5


# -- readings of Alice Origin / Saga lines by forms already in the vocabulary -------------------------------


def test_fow_hand_look_r_gits2045_028_looks_at_the_hand_and_the_top_card() -> None:
    """FOW-HAND-LOOK-R, FOW-LOOK-OPP-TOP-R with GITS2045-028 ("look at your opponent's hand and the top card
    of their deck" is the two looks): ann sees bob's hand (an event for the two of them) and his top card
    (for her only); nothing moves."""
    assert card("GITS2045-028")["effects"] == [{"op": "look_hand"}, {"op": "look_top", "player": "opponent"}]
    state = real_started("GITS2045-028")
    spell = to_hand(state, "ann", "GITS2045-028")
    hand, deck = list(player(state, "bob").hand), list(player(state, "bob").deck)
    state = play(state, "ann", spell)
    state = act(state, {"type": "pass", "player": "ann"})
    state, events = _events(state, {"type": "pass", "player": "bob"})
    looked = next(e for e in events if e["type"] == "looked_at_hand")
    top = next(e for e in events if e["type"] == "looked")
    assert looked["of"] == "bob" and sorted(looked["private_to"]) == ["ann", "bob"] and top["private_to"] == "ann"
    assert player(state, "bob").hand == hand and player(state, "bob").deck == deck


def test_fow_discard_choice_r_gits2045_047_opponent_discards_one() -> None:
    """FOW-DISCARD-CHOICE-R with GITS2045-047 ([Enter]: "your opponent discard a card from their hand", a
    misprint of discards; from the hand says nothing more): bob is asked for one card of his hand (a card
    not in it is refused) and discards it."""
    assert card("GITS2045-047")["abilities"][0]["effects"] == [{"op": "discard", "amount": 1, "player": "opponent"}]
    state = real_started("GITS2045-047")
    state = play(state, "ann", to_hand(state, "ann", "GITS2045-047"))
    for _ in range(6):
        if state.decision is not None:
            break
        state = resolve_all(state) if state.pending else act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "bob"
    assert code_of(state, {"type": "discard", "player": "bob", "card": player(state, "ann").hand[0]}) == "FOW-DISCARD-CHOICE-R"
    chosen = player(state, "bob").hand[0]
    state = act(state, {"type": "discard", "player": "bob", "card": chosen})
    assert chosen in player(state, "bob").graveyard and chosen not in player(state, "bob").hand


def test_fow_pump_list_adw_078_gains_atk_and_two_keywords() -> None:
    """"[+600/0], [Swiftness] and [Barrier]" (ADW-078): the ATK change and both keywords, until end of turn."""
    assert entry("ADW-078")["supported"]
    effect = next(e for e in card("ADW-078")["effects"] if e["op"] == "modify")
    assert effect["atk"] == 600 and effect["keywords"] == ["swiftness", "barrier"]
    state = real_started("ADW-078")
    target = to_field(state, "ann", "TST-R01")
    before = stats(state, target)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADW-078"), [target]))
    atk, def_, keywords = stats(state, target)
    assert (atk, def_) == (before[0] + 600, before[1]) and {"swiftness", "barrier"} <= keywords


def test_fow_will_shared_r_memoria_makes_only_the_j_ruler_attributes() -> None:
    """FOW-WILL-SHARED-R with SDAO1-033 (a magic stone: "{Rest}: Produce one will of any attribute shared with
    your J/ruler"): ann's ruler TST-RU1 is light: the stone makes light; fire is refused; bob's copy, under
    his fire ruler TST-RU2, makes fire and not light."""
    assert entry("SDAO1-033")["supported"] and card("SDAO1-033")["stone_shared"] is True
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["stones"]["SDAO1-033"] = 1
    state = ann_first({"card_set": real_set("SDAO1-033")}, decks, "shared")
    stone, other = to_field(state, "ann", "SDAO1-033"), to_field(state, "bob", "SDAO1-033")
    produce = {"type": "produce_will", "player": "ann", "source": stone}
    assert code_of(state, produce | {"will": "fire"}) == "FOW-WILL-2"
    state = act(state, produce | {"will": "light"})
    assert player(state, "ann").pool.get("light") == 1
    assert code_of(state, {"type": "produce_will", "player": "bob", "source": other, "will": "light"}) is not None
    state = act(state, {"type": "pass", "player": "ann"})
    assert code_of(state, {"type": "produce_will", "player": "bob", "source": other, "will": "light"}) == "FOW-WILL-2"
    state = act(state, {"type": "produce_will", "player": "bob", "source": other, "will": "fire"})
    assert player(state, "bob").pool.get("fire") == 1


def test_fow_gain_chosen_race_r_traveler_gives_your_resonators_the_race() -> None:
    """FOW-GAIN-CHOSEN-RACE-R with SDAO1-030 ({0}: choose a race; resonators you control gain it until end of
    turn, once per turn): ann declares a race printed on a card of the set; her resonators have it besides
    their own, bob's do not; a second use this turn is refused; at the next turn it is gone.
    FOW-J-RULERS-GAIN-R: its "Your J-Ruler gains [Barrier]" gives ann's J-ruler in the field [Barrier]."""
    assert entry("SDAO1-030")["supported"]
    state = real_started("SDAO1-030")
    traveler, mine, theirs = to_field(state, "ann", "SDAO1-030"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R01")
    own = list(board_of(state).defn(board_of(state).entity(mine)).races)
    activate = {"type": "activate", "player": "ann", "card": traveler, "ability": 1, "targets": [], "payment": {}}
    state = act(state, activate)
    for _ in range(4):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "race"
    race = next(r for r in (a["race"] for a in (msgspec.to_builtins(x) for x in GAME.legal_actions(state)) if a["type"] == "choose_race") if r not in own)
    state, events = _events(state, {"type": "choose_race", "player": "ann", "race": race})
    # FOW-GROUP-LASTING-R (CR 909.4): one lasting change of ann's resonators, not one per card.
    assert any(e["type"] == "group_modified" and e["player"] == "ann" and e["each"] == "your_resonators" and e["races"] == [race] for e in events)

    def races(instance: str) -> list[str]:
        board = board_of(state)
        entity = board.entity(instance)
        assert entity is not None
        return list(board.defn(entity).races)

    assert races(mine) == [*own, race] and race in races(traveler) and race not in races(theirs)
    assert code_of(state, activate) is not None
    j_ruler = j_ruler_to_field(state, "ann")
    board = board_of(state)
    entity = board.entity(j_ruler)
    assert entity is not None and "barrier" in board.keywords(entity)
    state = next_turn(state)
    assert races(mine) == own


def test_gits2045_073_all_players_discard_their_hands() -> None:
    """GITS2045-073 ("All players discard all cards in their hand", CR 1019.1): read as ann's hand discarded,
    then bob's; both hands end in their graveyards."""
    assert card("GITS2045-073")["effects"] == [{"op": "discard_hand", "player": "you"}, {"op": "discard_hand", "player": "opponent"}]
    state = real_started("GITS2045-073")
    spell = to_hand(state, "ann", "GITS2045-073")
    state = play(state, "ann", spell)
    ann_hand, bob_hand = list(player(state, "ann").hand), list(player(state, "bob").hand)
    assert ann_hand and bob_hand
    state = resolve_all(state)
    assert not player(state, "ann").hand and not player(state, "bob").hand
    assert set(ann_hand) <= set(player(state, "ann").graveyard) and set(bob_hand) <= set(player(state, "bob").graveyard)


@pytest.mark.parametrize("judged", [True, False])
def test_fow_your_j_ruler_gains_r_claw_of_the_dragonoid(judged: bool) -> None:
    """FOW-YOUR-J-RULER-GAINS-R with EDL-023 (your J-ruler gains two keywords until the end of turn, and a card
    is drawn): ann's J-ruler in the field gains both, her resonator does not; with her ruler in
    its ruler area nothing gains them; she draws either way; next turn it is over."""
    assert entry("EDL-023")["supported"]
    state = real_started("EDL-023")
    resonator = to_field(state, "ann", "TST-R01")
    j_ruler = j_ruler_to_field(state, "ann") if judged else None
    spell = to_hand(state, "ann", "EDL-023")
    state = play(state, "ann", spell)
    hand = len(player(state, "ann").hand)
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 1
    assert not {"pierce", "swiftness"} & stats(state, resonator)[2]
    if j_ruler is not None:
        assert {"pierce", "swiftness"} <= stats(state, j_ruler)[2]
        state = next_turn(state)
        assert not {"pierce", "swiftness"} & stats(state, j_ruler)[2]


# -- FOW-DECK-COPIES-R, FOW-DECK-RULER-SINGLETON-R: deck-building lines -------------------------------------------


def _deck_problems(ruler: str, main: dict[str, int], *ids: str) -> list[str]:
    deck = full_deck(ruler)
    deck["main"] = main
    cat = custom_catalogue(msgspec.json.encode(real_set(*ids, ruler)))
    problems, _ = validate_deck(cat, deck)
    return [p.code for p in problems]


def _forty(extra: dict[str, int]) -> dict[str, int]:
    """A main deck of 40: ``extra`` and one copy of as many reference cards as fill it."""
    cards = [c["id"] for c in reference_card_set_json()["cards"] if c["types"][0] in ("resonator", "chant", "addition", "regalia")]
    main = dict(extra)
    for card_id in cards:
        if sum(main.values()) >= 40:
            break
        main.setdefault(card_id, 1)
    return main


def test_fow_deck_copies_r_any_number_of_msw_085() -> None:
    """FOW-DECK-COPIES-R with MSW-085 ("any number of copies of this card in your deck"): twelve copies are
    legal; with TUS-097's "up to eight" read, nine copies of a card of four are refused by the ordinary rule."""
    assert entry("MSW-085")["supported"] and card("MSW-085")["copies"] == "any" and card("TUS-097")["copies"] == 8
    main = {"MSW-085": 12, **{k: v for k, v in full_deck("TST-RU1")["main"].items()}}
    assert "FOW-DECK-COPIES-R" not in _deck_problems("TST-RU1", main, "MSW-085") and "FOW-DECK-3" not in _deck_problems("TST-RU1", main, "MSW-085")
    over = dict(full_deck("TST-RU1")["main"])
    first = next(iter(over))
    over[first] = 9
    assert "FOW-DECK-3" in _deck_problems("TST-RU1", over, "MSW-085")


def test_fow_deck_singleton_r_ayu_allows_one_copy_of_a_card() -> None:
    """FOW-DECK-RULER-SINGLETON-R with ADK-060 (a ruler: "You may not have more than one copy of any card in your
    deck"; its J-ruler side is read too): a main deck of single copies is legal, two copies of one name are
    refused, even of MSW-085 that permits any number (CR 404.7a); the magic stone deck keeps its basic
    stones (the reference pool has fewer than forty names: only the singleton rule is looked at)."""
    assert entry("ADK-060")["supported"] and entry("ADK-060J")["supported"] and card("ADK-060")["deck_rules"] == {"singleton": True}
    single = _forty({})
    assert "FOW-DECK-RULER-SINGLETON-R" not in _deck_problems("ADK-060", single, "MSW-085")
    double = dict(single)
    double[next(iter(double))] = 2
    assert "FOW-DECK-RULER-SINGLETON-R" in _deck_problems("ADK-060", double, "MSW-085")
    assert "FOW-DECK-RULER-SINGLETON-R" in _deck_problems("ADK-060", _forty({"MSW-085": 2}), "MSW-085")


def test_fow_trig_game_start_r_ayu_draws_a_card_before_the_first_turn() -> None:
    """FOW-TRIG-GAME-START-R with ADK-060 (its ruler draws one card at the beginning of the game): after the
    mulligans ann's ruler's ability is put on the chase; once it resolves she has six cards, and the first
    draw phase has no draw of its own."""
    ruler = lone_ruler("ADK-060")
    assert ruler.pop("deck_rules") == {"singleton": True}  # the deck-building restriction is FOW-DECK-RULER-SINGLETON-R's test
    decks = {"ann": full_deck("ADK-060"), "bob": full_deck("TST-RU2")}
    card_set = {"id": "tst-plus-ruler", "cards": [*reference_card_set_json()["cards"], ruler]}
    for n in range(50):
        state = GAME.setup(None, ["ann", "bob"], f"ayu-{n}", {"card_set": card_set}, decks)
        if state.first_player == "bob":
            break
    state = act(state, {"type": "mulligan", "player": "bob", "cards": []})
    state = act(state, {"type": "mulligan", "player": "ann", "cards": []})
    assert state.turn.player == "bob" and state.phase == "draw" and state.chase and state.chase[-1].controller == "ann"
    assert state.priority == "bob" and len(player(state, "bob").hand) == 5
    state = both_pass(state)
    assert len(player(state, "ann").hand) == 6 and not state.chase
    state = both_pass(state)
    assert state.phase == "main" and len(player(state, "bob").hand) == 5


def test_fow_if_you_do_destroy_r_sdao1_024_comma_form() -> None:
    """FOW-IF-YOU-DO-DESTROY-R with SDAO1-024 ("[Enter] Destroy target damaged resonator, if you do, put two
    [+100/+100] counters on this card"): an undamaged resonator is no legal target; the damaged one is
    destroyed and the card gets two counters."""
    assert entry("SDAO1-024")["supported"]
    state = real_started("SDAO1-024")
    hurt, whole = to_field(state, "bob", "TST-R01", damage=100), to_field(state, "bob", "TST-R02")
    state = play(state, "ann", to_hand(state, "ann", "SDAO1-024"))
    state = both_pass(state)
    pending = state.pending[0]
    automatic = {"type": "play_automatic", "player": "ann", "pending": pending.id}
    assert code_of(state, automatic | {"targets": [whole]}) is not None
    state = resolve_all(act(state, automatic | {"targets": [hurt]}))
    me = next(e for e in player(state, "ann").field if "SDAO1-024" in e.id)
    assert hurt in player(state, "bob").graveyard and me.counters == {"+100/+100": 2}


@pytest.mark.parametrize("option", [0, 1])
def test_fow_gains_one_of_r_ao3_034_target_gains_one_change(option: int) -> None:
    """FOW-GAINS-ONE-OF-R with AO3-034 ("Target resonator gains [-800/0] or [0/+800] until end of turn"): as it
    resolves ann chooses one change of the list (a place outside it is refused); only that one applies to
    the target."""
    assert entry("AO3-034")["supported"]
    state = real_started("AO3-034")
    target = to_field(state, "bob", "TST-R01")
    atk, def_, _ = stats(state, target)
    state = both_pass(play(state, "ann", to_hand(state, "ann", "AO3-034"), [target]))
    assert state.decision is not None and state.decision.kind == "option" and state.decision.player == "ann"
    assert code_of(state, {"type": "choose_option", "player": "ann", "option": 2}) == "FOW-GAINS-ONE-OF-R"
    state = act(state, {"type": "choose_option", "player": "ann", "option": option})
    assert stats(state, target)[:2] == ((atk - 800, def_) if option == 0 else (atk, def_ + 800))
