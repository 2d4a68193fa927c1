"""Declarations made while an ability resolves (fow-declare): "Name a card" and "Choose a race", and the
effects that read "the named card" / "the chosen race", each played with a real card named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.ability.lines import map_ability, refuse_unchosen_race
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, raw_card
from .helpers import GAME, act, both_pass, code_of, empty_hand, player, pool, to_field, to_graveyard, to_hand
from .real import board_of, field, hero_started, play, real_started, resolve_all, stats, to_decision


def _events(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, [msgspec.to_builtins(e) for e in result.events]


def _legal(state: State, tag: str) -> list[dict[str, Any]]:
    return [a for a in (msgspec.to_builtins(x) for x in GAME.legal_actions(state)) if a["type"] == tag]


def _glint_game() -> State:
    """Ann's first main phase where the reference chant TST-C12 reads as WOM-094 (Glint of Insight) does: the
    real card itself has another line the engine cannot play, so no deck may hold it (FOW-DECK-6-R)."""
    effects = card("WOM-094")["effects"]
    assert effects == [{"op": "declare", "what": "card_name"}, {"op": "look_hand", "reveal": True, "choose": {"named": True}, "all": True}]
    return hero_started((), changed={"TST-C12": {"effects": effects, "targets": []}})


def _cast_glint(state: State) -> State:
    will = {"light": 1, "void": 1}
    pool(state, "ann", **will)
    return both_pass(act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C12"), "targets": [], "payment": {"pool": will}}))


def test_fow_name_card_r_glint_discards_every_copy_of_the_named_card() -> None:
    """FOW-NAME-CARD-R, FOW-HAND-ALL-NAMED-R with WOM-094's reading (Glint of Insight): as it resolves ann is
    asked to name a card (bob may not answer; a name of no card of the set, or a race, is refused), the
    names offered are the card set's, sorted, each once; she names TST-R01's name: bob reveals his hand and
    discards both copies of it, the other card stays; the declaration is a public event."""
    state = _glint_game()
    first, second, other = to_hand(state, "bob", "TST-R01"), to_hand(state, "bob", "TST-R01"), to_hand(state, "bob", "TST-R06")
    state = _cast_glint(state)
    assert state.decision is not None and state.decision.kind == "name_card" and state.decision.player == "ann"
    names = [a["name"] for a in _legal(state, "name_card")]
    assert names == sorted(set(names)) and "Dawnfeather Scout" in names and "Sunward Herald" in names
    assert code_of(state, {"type": "name_card", "player": "bob", "name": "Dawnfeather Scout"}) == "FOW-NAME-CARD-R"
    assert code_of(state, {"type": "name_card", "player": "ann", "name": "Dawnfeather Scou"}) == "FOW-NAME-CARD-R"
    assert code_of(state, {"type": "choose_race", "player": "ann", "race": "Angel"}) == "FOW-NAME-CARD-R"
    state, events = _events(state, {"type": "name_card", "player": "ann", "name": "Dawnfeather Scout"})
    declared = next(e for e in events if e["type"] == "declared")
    assert {"player": "ann", "what": "card_name", "value": "Dawnfeather Scout", "rule": "FOW-NAME-CARD-R"}.items() <= declared.items()
    bob = player(state, "bob")
    assert first in bob.graveyard and second in bob.graveyard and other in bob.hand and first not in bob.hand
    assert not state.chase and state.decision is None


def test_fow_hand_all_named_r_a_name_no_card_in_hand_has_discards_nothing() -> None:
    """FOW-HAND-ALL-NAMED-R with WOM-094's reading: ann names a card bob does not hold (TST-R10's): his
    hand is revealed and stays whole."""
    state = _glint_game()
    to_hand(state, "bob", "TST-R03")
    hand = list(player(state, "bob").hand)
    state = _cast_glint(state)
    state = act(state, {"type": "name_card", "player": "ann", "name": "Elder Treant"})
    assert player(state, "bob").hand == hand and not player(state, "bob").graveyard


@pytest.mark.parametrize("find", [True, False])
def test_fow_remove_all_named_r_every_zone_of_the_opponent(find: bool) -> None:
    """FOW-REMOVE-ALL-NAMED-R with EDL-091: ann names the card itself; bob's copies in his graveyard and his
    hand are removed from the game (his other hand card stays); the one in his deck is asked as a search
    (only that card is offered; bob may not answer): found, it is removed too, or ann may leave it
    (card: null, CR 1014.2); either way bob's deck is shuffled and ann's own copies stay in her deck."""
    assert entry("EDL-091")["supported"]
    state = real_started("EDL-091", copies=3)
    in_hand, in_grave = to_hand(state, "bob", "EDL-091"), to_graveyard(state, "bob", "EDL-091")
    in_deck = next(c for c in player(state, "bob").deck if "EDL-091" in c)
    kept = to_hand(state, "bob", "TST-R01")
    spell = to_hand(state, "ann", "EDL-091")
    ann_copies = [c for c in player(state, "ann").deck if "EDL-091" in c]
    state = both_pass(play(state, "ann", spell))
    state = act(state, {"type": "name_card", "player": "ann", "name": card("EDL-091")["name"]})
    bob = player(state, "bob")
    assert {in_hand, in_grave} <= set(bob.removed) and kept in bob.hand and in_deck in bob.deck
    assert state.decision is not None and state.decision.kind == "search" and state.decision.player == "ann"
    assert [a.get("card") for a in _legal(state, "search")] == [None, in_deck]
    assert code_of(state, {"type": "search", "player": "ann", "card": next(c for c in bob.deck if c != in_deck)}) == "FOW-SEARCH-R"
    counter = state.rng.counter
    state = act(state, {"type": "search", "player": "ann", "card": in_deck if find else None})
    bob = player(state, "bob")
    assert (in_deck in bob.removed) == find and (in_deck in bob.deck) == (not find)
    assert state.decision is None and not state.chase and state.rng.counter > counter
    assert len(ann_copies) == 2 and set(ann_copies) <= set(player(state, "ann").deck)


def test_fow_reveal_until_r_excavation_finds_the_named_card() -> None:
    """FOW-REVEAL-UNTIL-R with TWS-089: ann names the card third from the top of her deck (its one copy
    there): the three cards are revealed to all, that one goes into her hand and the two above it are
    removed from the game; the rest of the deck is as it was."""
    assert entry("TWS-089")["supported"]
    state = real_started("TWS-089")
    spell = to_hand(state, "ann", "TWS-089")
    deck = player(state, "ann").deck
    defs = [board_of(state).card(c).id for c in deck]
    herald = next(c for c, d in zip(deck, defs, strict=True) if defs.count(d) == 1)
    name = board_of(state).card(herald).name
    deck.remove(herald)
    deck.insert(2, herald)
    above, below = deck[:2], deck[3:]
    state = both_pass(play(state, "ann", spell))
    state, events = _events(state, {"type": "name_card", "player": "ann", "name": name})
    revealed = next(e for e in events if e["type"] == "revealed_cards")
    assert revealed["cards"][-1] == board_of(state).card(herald).id and len(revealed["cards"]) == 3 and revealed["rule"] == "FOW-REVEAL-UNTIL-R"
    ann = player(state, "ann")
    assert herald in ann.hand and set(above) <= set(ann.removed) and ann.deck == below


def test_fow_reveal_until_r_no_card_of_the_name_reveals_the_whole_deck() -> None:
    """FOW-REVEAL-UNTIL-R with TWS-089: ann names a card her deck does not hold (the spell itself, its one
    copy on the chase): every card of her deck is revealed and removed from the game, none goes to her hand."""
    state = real_started("TWS-089")
    spell = to_hand(state, "ann", "TWS-089")
    deck = list(player(state, "ann").deck)
    hand = len(player(state, "ann").hand)
    state = both_pass(play(state, "ann", spell))
    state = act(state, {"type": "name_card", "player": "ann", "name": card("TWS-089")["name"]})
    ann = player(state, "ann")
    assert not ann.deck and set(deck) <= set(ann.removed) and len(ann.hand) == hand - 1


def test_fow_reveal_until_r_fiery_bird_takes_the_first_resonator() -> None:
    """FOW-REVEAL-UNTIL-R with RDE-057: ann's resonator is destroyed (TST-C10); its leaves trigger reveals her
    deck down to the first resonator (a chant above it), which goes into her hand; the chant goes to the
    bottom of her deck."""
    assert entry("RDE-057")["supported"]
    state = real_started("RDE-057")
    bird = to_field(state, "ann", "RDE-057")
    deck = player(state, "ann").deck
    chant = next(c for c in deck if board_of(state).card(c).type == "chant" and "TST-C10" not in c)
    resonator = next(c for c in deck if board_of(state).card(c).type == "resonator")
    for c in (resonator, chant):
        deck.remove(c)
        deck.insert(0, c)
    will = {"darkness": 2, "void": 1}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C10"), "targets": [bird], "payment": {"pool": will}})
    state = resolve_all(state)
    ann = player(state, "ann")
    assert bird in ann.graveyard and resonator in ann.hand and ann.deck[-1] == chant


def test_fow_choose_race_r_monster_hunter_damages_the_chosen_race_only() -> None:
    """FOW-CHOOSE-RACE-R with TUS-019 (Monster Hunter): ann chooses a race as it resolves (the races offered
    are those printed on cards of the set, sorted; one of none is refused); it deals 2000 damage to every
    J/resonator of that race, both players', and none to the others."""
    assert entry("TUS-019")["supported"]
    assert card("TUS-019")["effects"][1] == {"op": "damage", "among": {"chosen_race": True}, "amount": 2000, "each": "all_j_resonators"}
    state = real_started("TUS-019")
    mine, his, angel = to_field(state, "ann", "TST-R03"), to_field(state, "bob", "TST-R16"), to_field(state, "bob", "TST-R01")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "TUS-019")))
    assert state.decision is not None and state.decision.kind == "race"
    races = [a["race"] for a in _legal(state, "choose_race")]
    assert races == sorted(set(races)) and {"Human", "Angel"} <= set(races)
    assert code_of(state, {"type": "choose_race", "player": "ann", "race": "Hobbit"}) == "FOW-CHOOSE-RACE-R"
    assert code_of(state, {"type": "name_card", "player": "ann", "name": "Sunward Herald"}) == "FOW-CHOOSE-RACE-R"
    state, events = _events(state, {"type": "choose_race", "player": "ann", "race": "Human"})
    assert any(e["type"] == "declared" and e["value"] == "Human" and e["rule"] == "FOW-CHOOSE-RACE-R" for e in events)
    assert mine not in field(state, "ann") and his not in field(state, "bob") and angel in field(state, "bob")
    entity = board_of(state).entity(angel)
    assert entity is not None and entity.damage == 0


def test_fow_name_card_r_the_named_card_needs_a_declaration_before_it() -> None:
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: "the named card" ("the chosen race") with no declaration of that
    kind before it in the same text (WOM-094's and TUS-019's lines without their first sentence, TUS-019's
    with a card named instead of a race chosen), or two declarations, are refused; TMS-098's reveal of the
    top card checked against the named card reads as the reveal-top filter of that name."""
    glint = raw_card("WOM-094")["abilities"][0].strip()
    hunter = raw_card("TUS-019")["abilities"][1].strip()
    assert glint.startswith("Name a card. ") and hunter.startswith("Choose a race. ")
    for text in (glint[len("Name a card. ") :], hunter[len("Choose a race. ") :], "Name a card. " + hunter[len("Choose a race. ") :], "Name a card. Choose a race."):
        with pytest.raises(Unsupported):
            parse_effects(text)
    memoria = raw_card("TMS-098")["abilities"][0].strip()
    effects, _ = parse_effects("N" + memoria.partition(", n")[2])
    assert effects == [{"op": "declare", "what": "card_name"}, {"op": "reveal_top", "filter": {"named": True}}]


def test_fow_chosen_race_kept_r_arthur_pumps_the_race_its_enter_chose() -> None:
    """FOW-CHOSEN-RACE-KEPT-R with VIN003-002 (Arthur): until its [Enter] ability resolves its continuous
    ability changes nothing; ann chooses Human: her Human resonator gains +200/+200, her Angel does not,
    nor does bob's Human (not hers); the race is kept on Arthur in the field."""
    assert entry("VIN003-002")["supported"]
    assert [a.get("chosen_race") for a in card("VIN003-002")["abilities"]] == [True, None]
    state = real_started("VIN003-002")
    human, angel, his = to_field(state, "ann", "TST-R03"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R16")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "VIN003-002")))
    arthur = next(c for c in field(state, "ann") if "VIN003-002" in c)
    assert stats(state, human)[:2] == (400, 600)
    state = to_decision(state, "race", {})
    assert state.decision is not None and state.decision.kind == "race"
    state = act(state, {"type": "choose_race", "player": "ann", "race": "Human"})
    entity = board_of(state).entity(arthur)
    assert entity is not None and entity.declared == "Human"
    assert stats(state, human)[:2] == (600, 800) and stats(state, angel)[:2] == (400, 400) and stats(state, his)[:2] == (500, 500)


def test_fow_chosen_race_kept_r_alexandria_and_a_card_that_chose_nothing() -> None:
    """FOW-CHOSEN-RACE-KEPT-R with CFC-022 (Alexandria, a field addition): the resonators of the chosen race
    ann controls gain [Swiftness]; the same continuous line on a card with no [Enter] ability choosing a
    race is refused at import."""
    assert entry("CFC-022")["supported"]
    state = real_started("CFC-022")
    elf, beast = to_field(state, "ann", "TST-R07"), to_field(state, "ann", "TST-R03")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "CFC-022")))
    state = to_decision(state, "race", {})
    state = act(state, {"type": "choose_race", "player": "ann", "race": "Elf"})
    assert "swiftness" in stats(state, elf)[2] and "swiftness" not in stats(state, beast)[2]
    line = next(a["text"] for a in card("CFC-022")["abilities"] if a["kind"] == "continuous")
    record: dict[str, Any] = {"types": ["addition"], "abilities": [], "effects": [], "targets": [], "keywords": []}
    map_ability(line, record)
    assert refuse_unchosen_race(record) and not record["abilities"]


@pytest.mark.parametrize("number", [2, 3])
def test_fow_choose_number_r_fleurety_discards_the_card_of_that_cost(number: int) -> None:
    """FOW-CHOOSE-NUMBER-R, FOW-REVEAL-RANDOM-R with DBV-077 (Fleurety; SDV5-006 reads the same): its [Enter]
    ability asks ann for a number (0 to 99 offered; bob may not answer, nor may ann name a card); bob's one
    hand card, TST-R03 (total cost 2), is revealed at random: with 2 chosen he discards it, with 3 it stays."""
    assert entry("DBV-077")["supported"] and entry("SDV5-006")["supported"]
    assert card("DBV-077")["abilities"][0]["effects"] == [{"op": "declare", "what": "number"}, {"op": "reveal_random", "discard_if": {"chosen_cost": True}}]
    assert card("SDV5-006")["abilities"] == card("DBV-077")["abilities"]
    state = real_started("DBV-077")
    empty_hand(state, "bob")
    herald = to_hand(state, "bob", "TST-R03")
    state = to_decision(both_pass(play(state, "ann", to_hand(state, "ann", "DBV-077"))), "number", {})
    assert [a["number"] for a in _legal(state, "choose_number")] == list(range(100))
    assert code_of(state, {"type": "choose_number", "player": "bob", "number": 2}) == "FOW-CHOOSE-NUMBER-R"
    assert code_of(state, {"type": "name_card", "player": "ann", "name": "Sunward Herald"}) == "FOW-CHOOSE-NUMBER-R"
    state, events = _events(state, {"type": "choose_number", "player": "ann", "number": number})
    revealed = next(e for e in events if e["type"] == "revealed_cards")
    assert revealed["cards"] == ["TST-R03"] and revealed["player"] == "bob" and revealed["rule"] == "FOW-REVEAL-RANDOM-R"
    bob = player(state, "bob")
    assert (herald in bob.graveyard) == (number == 2) and (herald in bob.hand) == (number != 2)


def test_fow_reveal_top_all_r_hare_of_inaba_takes_every_copy_among_four() -> None:
    """FOW-REVEAL-TOP-ALL-R with BFA-049 (Hare of Inaba): its [Enter] ability has ann name a card; the top
    four cards of her deck, two of them TST-R01 (the name she declares), are revealed: both go into her
    hand, the other two are shuffled back into her deck (none lost)."""
    assert entry("BFA-049")["supported"]
    assert card("BFA-049")["abilities"][0]["effects"] == [{"op": "declare", "what": "card_name"}, {"op": "reveal_top_all", "count": 4, "filter": {"named": True}}]
    state = real_started("BFA-049")
    hare = to_hand(state, "ann", "BFA-049")
    deck = player(state, "ann").deck
    scouts = [c for c in deck if "TST-R01" in c]
    others = [c for c in deck if board_of(state).card(c).name != "Dawnfeather Scout"][:2]
    assert len(scouts) == 2
    for c in (*scouts, *others):
        deck.remove(c)
    deck[:0] = [scouts[0], others[0], scouts[1], others[1]]
    size = len(deck)
    state = to_decision(both_pass(play(state, "ann", hare)), "name_card", {})
    state, events = _events(state, {"type": "name_card", "player": "ann", "name": "Dawnfeather Scout"})
    revealed = next(e for e in events if e["type"] == "revealed_cards")
    assert revealed["cards"] == ["TST-R01", board_of(state).card(others[0]).id, "TST-R01", board_of(state).card(others[1]).id]
    ann = player(state, "ann")
    assert set(scouts) <= set(ann.hand) and set(others) <= set(ann.deck) and len(ann.deck) == size - 2
