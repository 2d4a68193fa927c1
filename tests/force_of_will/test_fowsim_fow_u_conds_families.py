"""Condition and counting forms read by fow-u-conds, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-COUNT-MARKER-KEYWORD-R: "<effect> for each entity with <<War>> you control" / "where X is the number of entities
  with <<War>> you control" (TWS-021 damage, TWS-026 will, TWS-033 a cost reduction; TWS-018 and TWS-097 print «War»).
- FOW-GAINS-WHILE-IT-MARKER-R: "This card gains <changes> as long as it has <<War>>" (TWS-019).
- FOW-GRAVEYARD-RACE-FIELD-ADDITION-R: "Put target <Race> with total cost N or less from your graveyard into the field",
  the race printed on resonators and field additions only (the rune SDV1-008; CMF-003 a Human of total cost 1, CMF-025
  one of total cost 3).
- FOW-MISPRINT-R: "for each card into your hand" is "in your hand" (SKL-048J).
- FOW-TARGET-ENTITY-WORDS-R: "target non-J/resonator non-magic stone entities" (SDAO1-016).
- FOW-MISPRINT-R: "the number of <Race> addition you control" is "<Race> additions" (DBV-033).
- FOW-WHERE-X-TIMES-R: "<group> gain [+X00/0] until end of turn, where X is the number of <cards> multiplied by N" (TWS-023).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry
from .helpers import (
    act,
    both_pass,
    code_of,
    empty_hand,
    full_deck,
    player,
    pool,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import (
    ann_first,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    resolve_collecting,
    stats,
)
from .test_fowsim_fow_plain_runes_families import RUNES, play_rune, rune_game

# -- FOW-COUNT-MARKER-KEYWORD-R (TWS-021, TWS-026, TWS-033) ---------------------------------------------------------------


def _war_game(*ids: str, war: int = 2) -> State:
    """Ann's first main phase with ``ids`` in her deck and ``war`` of the «War» cards TWS-018 (an addition) and TWS-097
    (a magic stone, from her magic stone deck) in her field; bob controls a TWS-018 too (not counted: not ann's)."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"] |= dict.fromkeys(ids, 1) | {"TWS-018": 1}
        deck["stones"] |= {"TWS-097": 1}
    state = ann_first({"card_set": real_set(*ids, "TWS-018", "TWS-097")}, decks, "u-conds-war")
    for def_id in ("TWS-018", "TWS-097")[:war]:
        to_field(state, "ann", def_id)
    to_field(state, "bob", "TWS-018")
    return state


def test_fow_count_marker_keyword_r_reading() -> None:
    """TWS-021, TWS-026 and TWS-033 supported: each counts the entities with «War» its controller controls."""
    war = {"what": "entity", "keyword": "war"}  # "you" is the default
    for card_id in ("TWS-021", "TWS-026", "TWS-033"):
        assert entry(card_id)["supported"], card_id
    assert card("TWS-021")["effects"][0]["per"] == war
    assert card("TWS-026")["effects"][0] == {"op": "produce", "will": ["fire"], "per": war}
    assert card("TWS-033")["play_less"] == {"less": {"specified": {"fire": 1}}, "per": war}


@pytest.mark.parametrize(("war", "dealt"), [(2, 800), (0, 0)])
def test_fow_count_marker_keyword_r_tws_021_damage_times_war(war: int, dealt: int) -> None:
    """TWS-021 played by ann at bob: 400 damage multiplied by the entities with «War» she controls as it resolves --
    800 with two (bob's own «War» addition not counted), none with none."""
    state = _war_game("TWS-021", war=war)
    chant = to_hand(state, "ann", "TWS-021")
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", chant, ["bob"]))
    assert player(state, "bob").life == life - dealt


def test_fow_count_marker_keyword_r_tws_026_produces_per_war() -> None:
    """TWS-026 played by ann: {R} for each entity with «War» she controls -- two fire will in her pool; with none, none."""
    for war, produced in ((2, 2), (0, 0)):
        state = _war_game("TWS-026", war=war)
        chant = to_hand(state, "ann", "TWS-026")
        state = resolve_all(play(state, "ann", chant))
        assert player(state, "ann").pool.get("fire", 0) == produced


def test_fow_count_marker_keyword_r_tws_033_costs_less_per_war() -> None:
    """TWS-033 ({R}x5) costs {R} less for each entity with «War» ann controls: three fire will pay for it with two;
    two fire will do not (FOW-PAY-1), nor do three with only one «War» entity."""
    state = _war_game("TWS-033")
    dragon = to_hand(state, "ann", "TWS-033")
    short = {"type": "play_card", "player": "ann", "card": dragon, "payment": {"pool": {"fire": 2}}}
    pool(state, "ann", fire=2)
    assert code_of(state, short) is not None
    pool(state, "ann", fire=3)
    state = resolve_all(act(state, short | {"payment": {"pool": {"fire": 3}}}))
    assert dragon in {e.id for e in player(state, "ann").field}
    state = _war_game("TWS-033", war=1)
    dragon = to_hand(state, "ann", "TWS-033")
    pool(state, "ann", fire=3)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": dragon, "payment": {"pool": {"fire": 3}}}) is not None


def test_fow_count_marker_keyword_r_breaks_as_a_continuous_value() -> None:
    """Breaking FOW-COUNT-MARKER-KEYWORD-R: a count by «War» in a continuous value (a forged TWS-019 gaining ATK for each
    entity with «War») is refused -- a value worked out with the keywords must not depend on them."""
    forged = copy.deepcopy(card("TWS-019"))
    forged["abilities"][0] = {"kind": "continuous", "scope": "self", "atk": 100, "per": {"what": "entity", "whose": "you", "keyword": "war"}}
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-COUNT-MARKER-KEYWORD-R" in e.message for e in errors)


# -- FOW-GAINS-WHILE-IT-MARKER-R (TWS-019) ------------------------------------------------------------------------------


def _arms_dealer(war: bool) -> tuple[State, str]:
    """Ann's first main phase with TWS-019 in her field -- with ``war``, a copy of it printed with «War» (the keyword no
    effect of the vocabulary grants)."""
    cards = copy.deepcopy(real_set("TWS-019")["cards"])
    dealer = next(c for c in cards if c["id"] == "TWS-019")
    if war:
        dealer["keywords"] = [*dealer.get("keywords", []), "war"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TWS-019"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-u-conds-war", "cards": cards}}, decks, "u-conds-war")
    return state, to_field(state, "ann", "TWS-019")


def test_fow_gains_while_it_marker_r_tws_019_with_war() -> None:
    """FOW-GAINS-WHILE-IT-MARKER-R with TWS-019 having «War»: +200/+200, [Swiftness] and [Precision] in the field."""
    assert entry("TWS-019")["supported"]
    assert card("TWS-019")["abilities"][0]["as_long_as"] == {"self_keyword": "war"}
    printed = card("TWS-019")
    state, dealer = _arms_dealer(war=True)
    atk, def_, keywords = stats(state, dealer)
    assert (atk, def_) == (printed["atk"] + 200, printed["def"] + 200)
    assert {"swiftness", "precision"} <= keywords


def test_fow_gains_while_it_marker_r_breaks_without_war() -> None:
    """Breaking FOW-GAINS-WHILE-IT-MARKER-R: TWS-019 as printed (no «War») keeps its printed ATK/DEF and no keyword."""
    printed = card("TWS-019")
    state, dealer = _arms_dealer(war=False)
    atk, def_, keywords = stats(state, dealer)
    assert (atk, def_) == (printed["atk"], printed["def"])
    assert not {"swiftness", "precision"} & keywords


# -- FOW-GRAVEYARD-RACE-FIELD-ADDITION-R (SDV1-008) ----------------------------------------------------------------------


def test_fow_graveyard_race_field_addition_r_reading() -> None:
    """SDV1-008 and DBV-011 supported: the target is a resonator or field addition of the race, of total cost 2 or less."""
    assert entry("SDV1-008")["supported"] and entry("DBV-011")["supported"]
    assert card("SDV1-008")["targets"] == [{"kind": "resonator_or_field_addition", "zone": "graveyard", "controller": "you", "races": ["Human"], "max_cost": 2}]


def test_fow_graveyard_race_field_addition_r_sdv1_008_puts_a_human_into_the_field() -> None:
    """Ann plays the rune SDV1-008 on the Human CMF-003 of her graveyard: it enters her field; the Human CMF-025 (total
    cost 3) is no legal target (FOW-TARGET-1 or the like)."""
    state = rune_game("CMF-003", "CMF-025", runes=(*RUNES[:4], "SDV1-008"))
    human = to_graveyard(state, "ann", "CMF-003")
    dear = to_graveyard(state, "ann", "CMF-025")
    assert code_of(state, play_rune(state, "ann", "SDV1-008", {}, [dear])) is not None
    state = resolve_all(act(state, play_rune(state, "ann", "SDV1-008", {}, [human])))
    assert human in {e.id for e in player(state, "ann").field} and human not in player(state, "ann").graveyard


# -- FOW-MISPRINT-R: "for each card into your hand" (SKL-048J) ------------------------------------------------------------


def test_fow_misprint_r_skl_048j_counts_the_cards_in_the_hand() -> None:
    """SKL-048J (the J-ruler side of SKL-048) supported: its "+100/+100 for each card into your hand" is read as a count
    of the cards in its controller's hand -- in the field as a J-ruler it has its printed ATK/DEF plus 100 per card of
    ann's hand, and no more once her hand is empty."""
    assert entry("SKL-048")["supported"] and entry("SKL-048J")["supported"]
    assert card("SKL-048J")["abilities"][2]["per"] == {"what": "card", "zone": "hand"}
    state = real_started("SKL-048", ruler="SKL-048")
    j_ruler = j_ruler_to_field(state, "ann")
    printed = card("SKL-048J")
    held = len(player(state, "ann").hand)
    assert held > 0 and stats(state, j_ruler)[:2] == (printed["atk"] + 100 * held, printed["def"] + 100 * held)
    empty_hand(state, "ann")
    assert stats(state, j_ruler)[:2] == (printed["atk"], printed["def"])


# -- FOW-TARGET-ENTITY-WORDS-R: "non-J/resonator non-magic stone entities" (SDAO1-016) ------------------------------------


def test_fow_target_entity_words_r_sdao1_016_returns_additions() -> None:
    """SDAO1-016 supported: as it enters ann's field, up to three target additions or regalia are returned to their
    owner's hands (a copy of it that is no stranger card, played from ann's hand) -- bob's TWS-018 goes back to his hand; his resonator TST-R03 is no legal target."""
    assert entry("SDAO1-016")["supported"]
    assert [t["kind"] for t in card("SDAO1-016")["abilities"][0]["targets"]] == ["addition_or_regalia"] * 3
    cards = copy.deepcopy(real_set("SDAO1-016", "TWS-018")["cards"])
    next(c for c in cards if c["id"] == "SDAO1-016")["subtypes"] = []  # played from the hand (no stranger deck here)
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"] |= {"SDAO1-016": 1, "TWS-018": 1}
    state = ann_first({"card_set": {"id": "tst-plus-u-conds-undine", "cards": cards}}, decks, "u-conds-undine")
    addition = to_field(state, "bob", "TWS-018")
    resonator = to_field(state, "bob", "TST-R03")
    seer = to_hand(state, "ann", "SDAO1-016")
    state = play(state, "ann", seer)
    state = both_pass(state)
    assert state.pending
    pending = state.pending[0]
    wrong = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [resonator]}
    assert code_of(state, wrong) is not None
    state = resolve_all(act(state, wrong | {"targets": [addition]}))
    assert addition in player(state, "bob").hand and addition not in {e.id for e in player(state, "bob").field}


# -- FOW-MISPRINT-R: "the number of <Race> addition you control" (DBV-033) --------------------------------------------------


def test_fow_misprint_r_dbv_033_counts_the_moon_additions() -> None:
    """DBV-033 supported: its ability played from ann's hand (discarding it) puts two fire Moon addition tokens into her
    field, then deals 400 damage multiplied by the Moon additions she controls -- 800 -- to bob's TST-R10."""
    assert entry("DBV-033")["supported"]
    assert card("DBV-033")["abilities"][0]["effects"][1]["per"] == {"what": "addition", "races": ["Moon"]}
    state = real_started("DBV-033")
    target = to_field(state, "bob", "TST-R10")
    knight = to_hand(state, "ann", "DBV-033")
    pool(state, "ann", fire=2, void=1)
    action = {"type": "activate", "player": "ann", "card": knight, "ability": 0, "targets": [target], "payment": {"pool": {"fire": 2, "void": 1}}}
    state, events = resolve_collecting(act(state, action))
    assert [e["amount"] for e in events if e["type"] == "damage" and e["target"] == target] == [800]
    assert knight in player(state, "ann").graveyard


# -- FOW-WHERE-X-TIMES-R (TWS-023) --------------------------------------------------------------------------------------


def test_fow_where_x_times_r_tws_023_twice_the_war_entities() -> None:
    """TWS-023 supported: ann's J/resonators gain [+X00/0] until end of turn, X twice the entities with «War» she
    controls -- with two, her TST-R10 gains +400 ATK."""
    assert entry("TWS-023")["supported"]
    assert card("TWS-023")["effects"][0]["atk"] == 200
    state = _war_game("TWS-023")
    resonator = to_field(state, "ann", "TST-R10")
    before = stats(state, resonator)[0]
    chant = to_hand(state, "ann", "TWS-023")
    state = resolve_all(play(state, "ann", chant))
    assert stats(state, resonator)[0] == before + 400


def test_fow_where_x_times_r_breaks_for_damage() -> None:
    """Breaking FOW-WHERE-X-TIMES-R: "N damage multiplied by X", X a count multiplied by 2, stays refused."""
    reason = refused_line("This card deals 300 damage multiplied by X to target J/resonator, where X is the number of resonators you control multiplied by 2.", "chant")
    assert "multiplied by 2" in reason
