"""Forms read by fow-y-abc (the Arcana J-rulers of the Hero cluster), each played with a real card named by id (the printed
text stays in ../shared):

- FOW-OTHER-J-RULERS-GAIN-R: a continuous keyword for the other J-rulers its controller controls (ABC-001J .. ABC-010J,
  [Eternal]).
- FOW-SEARCH-RULER-CARD-R: an [Enter] mode searching the main deck for a ruler card into the hand, the deck shuffled only
  "if you do" (ABC-001J .. ABC-010J; ABC-002J .. ABC-010J print "Enter" without brackets).
- FOW-GROUP-BARRIER-R: a [Barrier] of a card type or an attribute for a race you control (PofA-010 (Resonator),
  ENW-061 {B}).
- FOW-RACE-PLURAL-MISPRINT-R: three misprinted numbers of a race read as the printed race (SDAO1-019, DBV-056, AO1-009).
- FOW-RACE-NUMBER-GROUP-R: the group of a race named with a figure, Squad 7 (VIN002-077, VIN002-001J).
- FOW-RACE-ALL-CARDS-R: recover all, or keywords until end of turn, for every card of a race printed on other card types
  too (VIN003-003, CMB-083).

The ruler sides ABC-001 .. ABC-010 are of the Arcana race: no deck may lead with one (CR 402.2, FOW-DECK-1); the scenarios
lead with a copy of ABC-001 of another race and no deck rule, to reach its J-ruler side by Judgment.
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec

from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for, collect_card_errors, custom_catalogue
from adjudicator.force_of_will.decks import validate_deck
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.targets import target_problem
from adjudicator.force_of_will.vocabulary import CardDef, TargetSpec

from .fowsim_db import card, entry, line_refusal
from .helpers import GAME, act, both_pass, code_of, full_deck, player, pool, to_field, to_hand
from .real import (
    ann_first,
    board_of,
    hero_started,
    j_ruler_to_field,
    judgment_action,
    play,
    real_set,
    real_started,
    resolve_all,
    stats,
)

_J_RULERS = tuple(f"ABC-{n:03d}J" for n in range(1, 11))


def _abc_game() -> State:
    """Ann leads with ABC-001 (its Arcana race and deck rule taken off, CR 402.2) and resolves its start-of-game ability:
    her first main phase."""
    cards: list[dict[str, Any]] = []
    for record in real_set("ABC-001")["cards"]:
        record = dict(record)
        if record["id"] == "ABC-001":
            record["races"] = ["Tester"]
            record.pop("deck_rules", None)
        cards.append(record)
    state = ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, {"ann": full_deck("ABC-001"), "bob": full_deck("TST-RU2")}, "abc")
    while state.chase or state.phase != "main":
        state = both_pass(state)
    return state


def _judged() -> State:
    """Ann does Judgment: ABC-001J enters her field, its [Enter] ability pending."""
    state = _abc_game()
    state = act(state, judgment_action(state, {"light": 1, "fire": 1, "void": 1}))
    while not state.pending:
        state = both_pass(state)
    return state


# -- the ruler sides ---------------------------------------------------------------------------------------------------


def test_abc_ruler_sides_supported_but_no_starting_ruler() -> None:
    """ABC-001 .. ABC-010 are supported; a deck led by one is refused citing FOW-DECK-1 (CR 402.2: no Arcana starting
    ruler), the same deck led by the reference ruler passes that check."""
    cat = custom_catalogue(msgspec.json.encode(real_set("ABC-001")))
    for n in range(1, 11):
        assert entry(f"ABC-{n:03d}")["supported"]
    problems, _ = validate_deck(cat, full_deck("ABC-001"))
    assert any(p.code == "FOW-DECK-1" and "Arcana" in p.message for p in problems)
    problems, _ = validate_deck(cat, full_deck("TST-RU1"))
    assert not any(p.code == "FOW-DECK-1" for p in problems)


# -- FOW-OTHER-J-RULERS-GAIN-R -------------------------------------------------------------------------------------


def test_fow_other_j_rulers_gain_r_is_read() -> None:
    """FOW-OTHER-J-RULERS-GAIN-R: the ten J-ruler sides read the line as [Eternal] for the other J-rulers, the cards supported."""
    for card_id in _J_RULERS:
        assert entry(card_id)["supported"], entry(card_id)["unsupported"]
        (grant,) = [a for a in card(card_id)["abilities"] if a["kind"] == "continuous"]
        assert grant["scope"] == "your_other_j_resonators" and grant["j_rulers_only"] is True and grant["keywords"] == ["eternal"]


def _two_j_rulers() -> tuple[State, str, str]:
    """ABC-001J in ann's field, and bob's J-ruler moved into ann's field (ann controls two J-rulers, CR 202.2d)."""
    state = _abc_game()
    mine = j_ruler_to_field(state, "ann")
    other = j_ruler_to_field(state, "bob")
    player(state, "bob").field = [e for e in player(state, "bob").field if e.id != other]
    player(state, "ann").field.append(Entity(id=other, j_ruler=True))
    return state, mine, other


def test_fow_other_j_rulers_gain_r_the_other_one_is_eternal() -> None:
    """FOW-OTHER-J-RULERS-GAIN-R: the other J-ruler ann controls has [Eternal] and is not destroyed (FOW-KW-ETERNAL);
    ABC-001J itself and ann's resonators gain nothing."""
    state, mine, other = _two_j_rulers()
    resonator = next(c for c in player(state, "ann").deck if ":TST-R" in c)
    player(state, "ann").deck.remove(resonator)
    player(state, "ann").field.append(Entity(id=resonator))
    assert "eternal" in stats(state, other)[2]
    assert "eternal" not in stats(state, mine)[2] and "eternal" not in stats(state, resonator)[2]
    board = Board(catalogue_for(state.options), state)
    events: list[Any] = []
    entity = board.entity(other)
    assert entity is not None and destroy(board, entity, events) is False
    assert [getattr(e, "rule", None) for e in events] == ["FOW-KW-ETERNAL"]


def test_fow_other_j_rulers_gain_r_not_the_opponents() -> None:
    """FOW-OTHER-J-RULERS-GAIN-R broken: bob's J-ruler in bob's field gains nothing from ann's ABC-001J; ATK/DEF or two
    keywords for the other J-rulers stay refused."""
    state = _abc_game()
    j_ruler_to_field(state, "ann")
    his = j_ruler_to_field(state, "bob")
    assert "eternal" not in stats(state, his)[2]
    assert "not in the vocabulary" in line_refusal("Other J-rulers you control gain [+300/+100].", "j_ruler")
    assert "not in the vocabulary" in line_refusal("Other J-rulers you control gain [Flying] and [Swiftness].", "j_ruler")


# -- FOW-SEARCH-RULER-CARD-R -----------------------------------------------------------------------------------------


def test_fow_search_ruler_card_r_is_read() -> None:
    """FOW-SEARCH-RULER-CARD-R: both printings ("[Enter]", "Enter") read as a two-mode [Enter] ability whose second mode
    searches for a ruler card, shuffling only if one was found."""
    for card_id in _J_RULERS:
        (enter,) = [a for a in card(card_id)["abilities"] if a.get("trigger") == "enter"]
        stone, search = enter["modes"]
        assert stone["effects"] == [{"op": "put_stone", "rested": True}]
        assert search["effects"] == [{"op": "search", "filter": {"kinds": ["ruler"]}, "shuffle_if_found": True}]


def _resolve_mode(state: State, mode: int) -> State:
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "mode": mode, "targets": []})
    while state.decision is None and state.chase:
        state = both_pass(state)
    return state


def test_fow_search_ruler_card_r_stone_mode() -> None:
    """ABC-001J's first mode: the top card of ann's magic stone deck enters her field rested."""
    state = _judged()
    top = player(state, "ann").stone_deck[0]
    state = _resolve_mode(state, 0)
    (stone,) = [e for e in player(state, "ann").field if e.id == top]
    assert stone.rested and top not in player(state, "ann").stone_deck


def test_fow_search_ruler_card_r_finds_nothing_no_shuffle() -> None:
    """FOW-SEARCH-RULER-CARD-R with ABC-001J's second mode: a search decision; a resonator of the deck is refused (not a
    ruler card); finding none, the event cites the rule and ann's deck keeps its order (no shuffle)."""
    state = _resolve_mode(_judged(), 1)
    assert state.decision is not None and state.decision.kind == "search"
    deck = list(player(state, "ann").deck)
    resonator = next(c for c in deck if ":TST-R" in c)
    assert code_of(state, {"type": "search", "player": "ann", "card": resonator}) == "FOW-SEARCH-R"
    result = GAME.adjudicate(state, GAME.decode_action({"type": "search", "player": "ann", "card": None}))
    assert result.valid and any(getattr(e, "rule", None) == "FOW-SEARCH-RULER-CARD-R" for e in result.events)
    state = act(state, {"type": "search", "player": "ann", "card": None})
    assert player(state, "ann").deck == deck


def test_fow_search_ruler_card_r_broken() -> None:
    """FOW-SEARCH-RULER-CARD-R broken: a ruler card searched for into the field or the graveyard, or shuffled with no
    "if you do", stays refused."""
    assert "not in the vocabulary" in line_refusal("[Enter] >>> Search your deck for a ruler card and put it into your field.", "j_ruler")
    assert "not in the vocabulary" in line_refusal("[Enter] >>> Search your deck for a ruler card and put it into your graveyard. Then shuffle your deck.", "j_ruler")
    assert "not in the vocabulary" in line_refusal("[Enter] >>> Search your deck for a ruler card, reveal it and put it into your hand.", "j_ruler")
    front = msgspec.convert(card("ABC-001"), CardDef)

    def errors(change: dict[str, Any]) -> list[str]:
        record = copy.deepcopy(card("ABC-001J"))
        (enter,) = [a for a in record["abilities"] if a.get("trigger") == "enter"]
        enter["modes"][1]["effects"][0].update(change)
        back = msgspec.convert(record, CardDef)
        return [e.message for e in collect_card_errors(back, {front.id: front, back.id: back}, "")]

    assert errors({}) == []
    assert any("FOW-SEARCH-RULER-CARD-R" in m for m in errors({"shuffle_if_found": False}))
    assert any("FOW-SEARCH-RULER-CARD-R" in m for m in errors({"to": "graveyard"}))


# -- FOW-GROUP-BARRIER-R -------------------------------------------------------------------------------------------


def test_fow_group_barrier_r_is_read() -> None:
    """FOW-GROUP-BARRIER-R: PofA-010 (a card type) and ENW-061 (an attribute) read as a [Barrier] for every card of
    their race you control, the cards supported."""
    for card_id, race, kind in (("PofA-010", "Angel", "resonator"), ("ENW-061", "Elf", "darkness")):
        assert entry(card_id)["supported"]
        (ability,) = [a for a in card(card_id)["abilities"] if a.get("barrier_kinds")]
        assert ability["scope"] == "your_j_resonators" and ability["races"] == [race] and ability["any_card"] is True
        assert ability["barrier_kinds"] == [kind]


def _problem(state: State, chooser: str, chant: str, target: str) -> str | None:
    """Why ``chooser``'s chant ``chant`` (in their hand) may not target ``target`` (None: it may)."""
    problem = target_problem(board_of(state), chooser, TargetSpec(kind="j_resonator"), target, source=chant, spell=True)
    return None if problem is None else problem[0]


def test_fow_group_barrier_r_attribute() -> None:
    """FOW-GROUP-BARRIER-R with ENW-061 in ann's field: bob's darkness chant cannot target ann's Elf (the rule cited);
    his fire chant can, and so can ann's own darkness chant; ann's Angel, no Elf, may be targeted by the darkness one."""
    state = real_started("ENW-061")
    to_field(state, "ann", "ENW-061")
    elf, angel = to_field(state, "ann", "TST-R07"), to_field(state, "ann", "TST-R01")
    dark, fire, own = to_hand(state, "bob", "TST-C10"), to_hand(state, "bob", "TST-C05"), to_hand(state, "ann", "TST-C10")
    assert _problem(state, "bob", dark, elf) == "FOW-GROUP-BARRIER-R"
    assert _problem(state, "bob", fire, elf) is None
    assert _problem(state, "ann", own, elf) is None
    assert _problem(state, "bob", dark, angel) is None


def test_fow_group_barrier_r_card_type() -> None:
    """FOW-GROUP-BARRIER-R with PofA-010 in ann's field: an [Enter] ability of bob's resonator cannot target ann's Angel
    (FOW-BARRIER-KIND-WHILE-R, the type), his chant can; with PofA-010 in bob's field instead, nothing changes for ann's."""
    state = real_started("PofA-010")
    to_field(state, "ann", "PofA-010")
    angel = to_field(state, "ann", "TST-R05")
    dragon, chant = to_field(state, "bob", "TST-R14"), to_hand(state, "bob", "TST-C05")
    problem = target_problem(board_of(state), "bob", TargetSpec(kind="j_resonator"), angel, source=dragon)
    assert problem is not None and problem[0] == "FOW-BARRIER-KIND-WHILE-R"
    assert _problem(state, "bob", chant, angel) is None
    other = real_started("PofA-010")
    to_field(other, "bob", "PofA-010")
    his_angel, dragon = to_field(other, "ann", "TST-R05"), to_field(other, "bob", "TST-R14")
    assert target_problem(board_of(other), "bob", TargetSpec(kind="j_resonator"), his_angel, source=dragon) is None


def test_fow_group_barrier_r_broken() -> None:
    """FOW-GROUP-BARRIER-R broken: a chosen attribute, or the opponent's group, stays refused."""
    assert "not in the vocabulary" in line_refusal("Knights you control gain [Barrier] (Chosen race).")
    assert line_refusal("Fairies your opponent controls gain [Barrier] {W}.")


# -- FOW-RACE-PLURAL-MISPRINT-R -------------------------------------------------------------------------------------


def test_fow_race_plural_misprint_r_is_read() -> None:
    """FOW-RACE-PLURAL-MISPRINT-R: SDAO1-019 reads as [Eternal] for the other cards of the race Knight of the Round Table
    you control, DBV-056 as [+200/+200] for the other Cat J/resonators you control; both supported."""
    assert entry("SDAO1-019")["supported"] and entry("DBV-056")["supported"]
    (knights,) = [a for a in card("SDAO1-019")["abilities"] if a["kind"] == "continuous"]
    assert knights["scope"] == "your_other_j_resonators" and knights["races"] == ["Knight of the Round Table"] and knights["keywords"] == ["eternal"]
    (cats,) = [a for a in card("DBV-056")["abilities"] if a["kind"] == "continuous"]
    assert cats["scope"] == "your_other_j_resonators" and cats["races"] == ["Cat"] and (cats["atk"], cats["def"]) == (200, 200)


def test_fow_race_plural_misprint_r_cats_gain() -> None:
    """FOW-RACE-PLURAL-MISPRINT-R with DBV-056 in ann's field: another Cat of hers gains [+200/+200] (a copy given the race
    Cat), DBV-056 itself and a non-Cat do not."""
    state = real_started("DBV-056")
    cat_card = to_field(state, "ann", "DBV-056")
    base = stats(state, cat_card)
    knight = to_field(state, "ann", "TST-R02")
    assert stats(state, knight)[:2] == (board_of(state).card(knight).atk, board_of(state).card(knight).def_)
    second = real_started("DBV-056", copies=2)
    first, other = to_field(second, "ann", "DBV-056"), to_field(second, "ann", "DBV-056")
    assert stats(second, other)[:2] == (base[0] + 200, base[1] + 200) and stats(second, first)[:2] == (base[0] + 200, base[1] + 200)


def test_fow_race_plural_misprint_r_broken() -> None:
    """FOW-RACE-PLURAL-MISPRINT-R broken: a singular group with a plural verb after "each", or a singular race noun of
    another shape, stays refused."""
    assert "'each' goes with one J/resonator" in line_refusal("Each other Cat J/resonators you control gain [+100/+300].")
    assert line_refusal("Cat J/resonator you control gain [+100/+300].")


# -- FOW-RACE-NUMBER-GROUP-R ----------------------------------------------------------------------------------------


def test_fow_race_number_group_r_is_read() -> None:
    """FOW-RACE-NUMBER-GROUP-R: VIN002-077's ability reads as [+400/+400] until end of turn for the J/resonators of the
    race Squad 7 you control, the card supported."""
    assert entry("VIN002-077")["supported"]
    (ability,) = card("VIN002-077")["abilities"]
    (effect,) = ability["effects"]
    assert effect["each"] == "your_j_resonators" and effect["among"] == {"races": ["Squad 7"]} and (effect["atk"], effect["def"]) == (400, 400)


def test_fow_race_number_group_r_squad_gains() -> None:
    """FOW-RACE-NUMBER-GROUP-R with VIN002-077 in ann's field and her J-ruler: banishing it gives her resonator of the
    race Squad 7 (a reference resonator given that race) [+400/+400]; her other resonator and bob's Squad 7 gain nothing."""
    state = hero_started(("VIN002-077",), changed={"TST-R02": {"races": ["Squad 7"]}})
    regalia = to_field(state, "ann", "VIN002-077")
    j_ruler_to_field(state, "ann")
    squad, other, his = to_field(state, "ann", "TST-R02"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")
    before = {c: stats(state, c)[:2] for c in (squad, other, his)}
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": regalia, "ability": 0, "targets": [], "payment": {}}))
    assert regalia in player(state, "ann").graveyard
    assert stats(state, squad)[:2] == (before[squad][0] + 400, before[squad][1] + 400)
    assert stats(state, other)[:2] == before[other] and stats(state, his)[:2] == before[his]


def test_fow_race_number_group_r_broken() -> None:
    """FOW-RACE-NUMBER-GROUP-R broken: a figure naming no race of the database stays refused."""
    assert "not in the vocabulary" in line_refusal("Banish this card: Squad 99 you control gain [+100/+100] until end of turn.", "regalia")


# -- FOW-RACE-ALL-CARDS-R -------------------------------------------------------------------------------------------


def test_fow_race_all_cards_r_is_read() -> None:
    """FOW-RACE-ALL-CARDS-R: CMB-083 (keywords until end of turn) and VIN003-003 (recover) read over every card of a race
    printed on other card types than resonators too, the cards supported."""
    assert entry("CMB-083")["supported"] and entry("VIN003-003")["supported"]
    (art,) = card("CMB-083")["abilities"]
    assert art["effects"] == [{"op": "modify", "among": {"races": ["Treasury Item"]}, "keywords": ["eternal"], "each": "your_cards"}]
    (enter,) = [a for a in card("VIN003-003")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"] == [{"op": "recover", "among": {"races": ["Dragon"]}, "each": "your_cards"}]


def test_fow_race_all_cards_r_additions_gain_eternal() -> None:
    """FOW-RACE-ALL-CARDS-R with CMB-083: banished for its ability, ann's Treasury Item field addition CMF-055 gains
    [Eternal] until end of turn and is not destroyed (FOW-KW-ETERNAL); bob's copy gains nothing."""
    state = real_started("CMB-083", "CMF-055")
    art = to_field(state, "ann", "CMB-083")
    item, his = to_field(state, "ann", "CMF-055"), to_field(state, "bob", "CMF-055")
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": art, "ability": 0, "targets": [], "payment": {}}))
    assert art in player(state, "ann").graveyard
    board = board_of(state)
    mine, theirs = board.entity(item), board.entity(his)
    assert mine is not None and theirs is not None
    assert "eternal" in board.keywords(mine) and "eternal" not in board.keywords(theirs)
    events: list[Any] = []
    assert destroy(board, mine, events) is False and [getattr(e, "rule", None) for e in events] == ["FOW-KW-ETERNAL"]


def test_fow_race_all_cards_r_recovers_every_dragon() -> None:
    """FOW-RACE-ALL-CARDS-R with VIN003-003 entering ann's field: her rested Dragon resonator and her rested Dragon addition
    (a reference addition given the race) are recovered; her rested non-Dragon and bob's rested Dragon stay rested."""
    state = hero_started(("VIN003-003",), changed={"TST-A03": {"races": ["Dragon"]}})
    dragon, other = to_field(state, "ann", "TST-R14", rested=True), to_field(state, "ann", "TST-R01", rested=True)
    addition, his = to_field(state, "ann", "TST-A03", rested=True), to_field(state, "bob", "TST-R14", rested=True)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN003-003")))
    rested = {e.id: e.rested for p in ("ann", "bob") for e in player(state, p).field}
    assert not rested[dragon] and not rested[addition]
    assert rested[other] and rested[his]


def test_fow_race_all_cards_r_broken() -> None:
    """FOW-RACE-ALL-CARDS-R broken: an ATK/DEF change for such a race stays refused (an addition has no ATK), and the
    scope over every card of a race is refused by the card check for an effect other than rest, recover or keywords."""
    record = copy.deepcopy(card("CMB-083"))
    record["abilities"][0]["effects"][0]["atk"] = 200
    problems = [e.message for e in collect_card_errors(msgspec.convert(record, CardDef), {}, "")]
    assert any("FOW-EACH-TYPES-R" in m for m in problems)


def test_fow_race_plural_misprint_r_five_heroes() -> None:
    """FOW-RACE-PLURAL-MISPRINT-R with AO1-009 (the race Five Heroes printed in the singular): its search mode finds a
    Five Heroes resonator of ann's deck (a reference resonator given that race) into her hand; a resonator of another race
    is refused (FOW-SEARCH-R)."""
    assert entry("AO1-009")["supported"]
    assert card("AO1-009")["modes"][1]["effects"][0]["filter"] == {"kinds": ["resonator"], "races": ["Five Heroes"]}
    state = hero_started(("AO1-009",), changed={"TST-R02": {"races": ["Five Heroes"]}})
    chant = to_hand(state, "ann", "AO1-009")
    will = {"light": 1}
    pool(state, "ann", **will)
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": chant, "mode": 1, "targets": [], "payment": {"pool": will}}))
    assert state.decision is not None and state.decision.kind == "search"
    hero = next(c for c in player(state, "ann").deck if ":TST-R02" in c)
    other = next(c for c in player(state, "ann").deck if ":TST-R01" in c)
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-SEARCH-R"
    state = act(state, {"type": "search", "player": "ann", "card": hero})
    assert hero in player(state, "ann").hand


def test_fow_race_number_group_r_continuous_and_recover() -> None:
    """FOW-RACE-NUMBER-GROUP-R with VIN002-001J (the J-ruler side of ann's ruler VIN002-001) in her field: her resonator
    of the race Squad 7 (a reference resonator given it) has [+200/+200], her other resonator and bob's Squad 7 do not;
    its [Enter] ability reads as recovering her Squad 7 resonators."""
    assert entry("VIN002-001J")["supported"]
    (enter,) = [a for a in card("VIN002-001J")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"] == [{"op": "recover", "among": {"races": ["Squad 7"]}, "each": "your_resonators"}]
    state = hero_started((), ruler="VIN002-001", changed={"TST-R02": {"races": ["Squad 7"]}})
    squad, other, his = to_field(state, "ann", "TST-R02"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")
    before = {c: stats(state, c)[:2] for c in (squad, other, his)}
    j_ruler_to_field(state, "ann")
    assert stats(state, squad)[:2] == (before[squad][0] + 200, before[squad][1] + 200)
    assert stats(state, other)[:2] == before[other] and stats(state, his)[:2] == before[his]
