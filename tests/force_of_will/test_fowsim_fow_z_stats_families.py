"""ATK/DEF forms read by fow-z-stats, each played with a real card named by id (the printed text stays in ../shared):

- FOW-ATK-TO-DEF-R: the ATK of a target resonator (TMS-056, a {Rest} ability) or of this card (SDAO2-023, at the
  beginning of its controller's turn) made equal to its DEF for the turn: the DEF as it stands with the earlier
  changes; later changes and counters on top.
- FOW-ATK-DAMAGE-EACH-R: this card dealing damage equal to its own ATK to every J/resonator of the opponent
  (MSW-026J, as it enters).
- FOW-DAMAGE-THAT-ITS-ATK-R: a chant resting a target resonator, then under a weather condition dealing that resonator
  damage equal to the resonator's own ATK (TSW-058).
- FOW-TWO-RACES-NOUN-GROUP-R: two races joined by "and" before a plural resonator noun, a continuous change of the
  cards of either race (SDAO2-019; SKL-057 a Beast, SKL-033 of the Four Sacred Beasts).
"""

from __future__ import annotations

import copy
from typing import Any, Literal

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, full_deck, player, pool, to_field, to_hand
from .real import (
    ann_first,
    field,
    j_ruler_to_field,
    judgment_action,
    play_out_turn,
    real_set,
    real_started,
    resolve_all,
    resolve_collecting,
    stats,
)

# -- FOW-ATK-TO-DEF-R ------------------------------------------------------------------------------------------------


def test_fow_atk_to_def_r_is_read() -> None:
    assert entry("TMS-056")["supported"] and entry("SDAO2-023")["supported"]
    assert card("TMS-056")["abilities"][0]["effects"] == [{"op": "modify", "target": 0, "atk_to_def": True}]
    assert card("SDAO2-023")["abilities"][1]["effects"] == [{"op": "modify", "target": "self", "atk_to_def": True}]


def _sage_on_lancer() -> tuple[State, str, str]:
    """Ann's TMS-056 beside her TST-R02 (600/500) and TST-A04 (J/resonators she controls gain [+0/+200]): TMS-056's
    {Rest} ability targets TST-R02 and resolves."""
    state = real_started("TMS-056")
    sage = to_field(state, "ann", "TMS-056")
    lancer = to_field(state, "ann", "TST-R02")
    to_field(state, "ann", "TST-A04")
    assert stats(state, lancer)[:2] == (600, 700)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": sage, "ability": 0, "targets": [lancer], "payment": {}}))
    return state, sage, lancer


def test_fow_atk_to_def_r_copies_the_def_with_the_earlier_changes() -> None:
    """FOW-ATK-TO-DEF-R with TMS-056: TST-R02 at 600/700 (TST-A04's [+0/+200] active before) becomes 700/700; TST-C01's
    [+400/+500] after it adds to both (1100/1200: the DEF gain is not copied again); a [+200/+200] counter on top
    (1300/1400); at the next turn it is 600/700 again."""
    state, _, lancer = _sage_on_lancer()
    assert stats(state, lancer)[:2] == (700, 700)
    blessing = to_hand(state, "ann", "TST-C01")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": blessing, "targets": [lancer], "payment": {"pool": {"light": 1}}}))
    assert stats(state, lancer)[:2] == (1100, 1200)
    entity = next(e for e in player(state, "ann").field if e.id == lancer)
    entity.counters = {"+200/+200": 1}
    assert stats(state, lancer)[:2] == (1300, 1400)
    entity.counters = msgspec.UNSET
    GAME.check(state)
    state = play_out_turn(state)
    assert lancer in field(state, "ann") and stats(state, lancer)[:2] == (600, 700)


def test_fow_atk_to_def_r_at_the_beginning_of_the_turn() -> None:
    """FOW-ATK-TO-DEF-R with SDAO2-023 (printed without ATK, DEF 2000; a stranger card, in the card set but no deck) in
    bob's field: as bob's turn begins its ability makes it 2000/2000 for that turn."""
    strangers = ("SDAO2-023", "AO1-040", "SDAO1-013", "AO3-086", "AO1-018")  # supported stranger resonators
    cards = copy.deepcopy(real_set(*strangers)["cards"])
    next(c for c in cards if c["id"] == "TST-RU2")["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["bob"]["stranger"] = dict.fromkeys(strangers, 2)
    state = ann_first({"card_set": {"id": "tst-plus-strangers", "cards": cards}}, decks, "strangers")
    seat = player(state, "bob")
    taken = next(c for c in seat.stranger_deck if "SDAO2-023" in c)
    seat.stranger_deck.remove(taken)
    seat.hand.append(taken)
    guardian = to_field(state, "bob", "SDAO2-023")
    assert stats(state, guardian)[:2] == (0, 2000)
    state = play_out_turn(state)
    state = resolve_all(state)
    assert state.turn.player == "bob" and stats(state, guardian)[:2] == (2000, 2000)


def test_fow_atk_to_def_r_breaks_on_other_targets_and_forms() -> None:
    """Breaking FOW-ATK-TO-DEF-R: TMS-056 cannot target an addition (TST-A04); a target addition, a DEF set to the ATK
    or a lasting change of another length stay refused."""
    state = real_started("TMS-056")
    sage = to_field(state, "ann", "TMS-056")
    banner = to_field(state, "ann", "TST-A04")
    assert code_of(state, {"type": "activate", "player": "ann", "card": sage, "ability": 0, "targets": [banner], "payment": {}}) is not None
    assert "is not in the vocabulary" in line_refusal("{Rest}: Target addition's ATK becomes equal to its DEF until end of turn.")
    assert "no vocabulary entry" in line_refusal("{Rest}: Target resonator's DEF becomes equal to its ATK until end of turn.")
    forged = copy.deepcopy(card("TMS-056"))
    forged["abilities"][0]["effects"][0]["until"] = "battle"
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-ATK-TO-DEF-R" in e.message for e in errors)


# -- FOW-ATK-DAMAGE-EACH-R -------------------------------------------------------------------------------------------


def test_fow_atk_damage_each_r_is_read() -> None:
    assert entry("MSW-026J")["supported"]
    assert card("MSW-026J")["abilities"][0]["effects"] == [{"op": "damage", "amount": 0, "each": "opponent_j_resonators", "atk_of": "self"}]


def _milest_enters() -> tuple[State, list[dict[str, Any]], str, str, str]:
    """Ann leads with MSW-026; bob controls TST-R01 (400/400) and TST-R02 (600/500), ann TST-R03; ann does Judgment and
    MSW-026J's [Enter] ability resolves (its ATK is [+300/0] for each card in ann's hand)."""
    state = resolve_all(real_started("MSW-026", ruler="MSW-026"))  # its first-main-phase will resolved first
    scout = to_field(state, "bob", "TST-R01")
    lancer = to_field(state, "bob", "TST-R02")
    own = to_field(state, "ann", "TST-R03")
    state, events = resolve_collecting(act(state, judgment_action(state, {"fire": 2, "void": 1})))
    return state, events, scout, lancer, own


def test_fow_atk_damage_each_r_deals_its_atk_to_each_opposing_j_resonator() -> None:
    """FOW-ATK-DAMAGE-EACH-R with MSW-026J: as it enters, its ATK (300 for each card in ann's hand) is dealt by it to each of
    bob's J/resonators and to none of ann's."""
    state, events, scout, lancer, own = _milest_enters()
    milest = next(e.id for e in player(state, "ann").field if e.j_ruler)
    hits = {e["target"]: e["amount"] for e in events if e.get("type") == "damage" and e["source"] == milest}
    expected = 300 * len(player(state, "ann").hand)
    assert expected > 0 and hits == {scout: expected, lancer: expected}
    assert own not in hits


def test_fow_atk_damage_each_r_breaks_on_other_groups() -> None:
    """Breaking FOW-ATK-DAMAGE-EACH-R: its ATK dealt as damage to every J/resonator of both players, or to each
    resonator you control, stays refused; a forged damage of this card's ATK to one target is refused by the card-set
    check."""
    assert "is not in the vocabulary" in line_refusal("[Enter] >>> This J-ruler deals damage equal to its ATK to each J/resonator.")
    assert "is not in the vocabulary" in line_refusal("[Enter] >>> This J-ruler deals damage equal to its ATK to each resonator you control.")
    forged = copy.deepcopy(card("MSW-026J"))
    forged["abilities"][0]["effects"][0] = {"op": "damage", "amount": 0, "each": "your_j_resonators", "atk_of": "self"}
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-ATK-DAMAGE-EACH-R" in e.message for e in errors)


# -- FOW-DAMAGE-THAT-ITS-ATK-R ---------------------------------------------------------------------------------------


def test_fow_damage_that_its_atk_r_is_read() -> None:
    assert entry("TSW-058")["supported"]
    assert card("TSW-058")["effects"][1] == {"op": "damage", "when": {"weather": "thunderstorm"}, "amount": 0, "target": 0, "atk_of": 0}


def _ball_on(weather: Literal["rain", "thunderstorm"] | None) -> tuple[State, str]:
    """Ann (her weather ``weather``, or clear) plays TSW-058 on bob's TST-R02 (600/500) and it resolves."""
    state = real_started("TSW-058")
    lancer = to_field(state, "bob", "TST-R02")
    if weather is not None:
        player(state, "ann").weather = weather
    ball = to_hand(state, "ann", "TSW-058")
    pool(state, "ann", water=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": ball, "targets": [lancer], "payment": {"pool": {"water": 1}}}))
    return state, lancer


def test_fow_damage_that_its_atk_r_in_a_thunderstorm() -> None:
    """FOW-DAMAGE-THAT-ITS-ATK-R with TSW-058: in ann's thunderstorm, TST-R02 is rested and dealt 600 damage (its own
    ATK): destroyed."""
    state, lancer = _ball_on("thunderstorm")
    assert lancer not in field(state, "bob") and lancer in player(state, "bob").graveyard


def test_fow_damage_that_its_atk_r_breaks_without_the_weather_and_on_a_resonator() -> None:
    """Breaking FOW-DAMAGE-THAT-ITS-ATK-R: in rain TST-R02 is only rested (no damage); the same reading on a resonator
    (whose 'its' could be its own ATK) is refused by the card-set check."""
    state, lancer = _ball_on("rain")
    entity = next(e for e in player(state, "bob").field if e.id == lancer)
    assert entity.rested and not entity.damage
    forged = copy.deepcopy(card("TSW-058"))
    forged.update(types=["resonator"], atk=500, **{"def": 500})
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-DAMAGE-THAT-ITS-ATK-R" in e.message for e in errors)


# -- FOW-TWO-RACES-NOUN-GROUP-R --------------------------------------------------------------------------------------


def test_fow_two_races_noun_group_r_is_read() -> None:
    assert entry("SDAO2-019")["supported"]
    assert card("SDAO2-019")["abilities"][0]["races"] == ["Beast", "Four Sacred Beasts"]


def test_fow_two_races_noun_group_r_either_race_gains() -> None:
    """FOW-TWO-RACES-NOUN-GROUP-R with SDAO2-019 (its group gains [+100/+100] for each friendship counter on ann's
    J/ruler, two here): SKL-057 (Beast, 400/400) and SKL-033 (Four Sacred Beasts, 400/400) gain 200/200 each; TST-R01
    (an Angel) and bob's SKL-057 gain nothing."""
    state = real_started("SDAO2-019", "SKL-057", "SKL-033")
    j_ruler = j_ruler_to_field(state, "ann")
    next(e for e in player(state, "ann").field if e.id == j_ruler).counters = {"friendship": 2}
    to_field(state, "ann", "SDAO2-019")
    beast = to_field(state, "ann", "SKL-057")
    sacred = to_field(state, "ann", "SKL-033")
    angel = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "SKL-057")
    assert stats(state, beast)[:2] == (600, 600) and stats(state, sacred)[:2] == (600, 600)
    assert stats(state, angel)[:2] == (400, 400) and stats(state, theirs)[:2] == (400, 400)


def test_fow_two_races_noun_group_r_breaks_on_unknown_races() -> None:
    """Breaking FOW-TWO-RACES-NOUN-GROUP-R: a race the database does not print, or one race twice, stays refused."""
    assert "is not in the vocabulary" in line_refusal("Beast and Moonfolk resonators you control gain [+200/+200].")
    assert "is not in the vocabulary" in line_refusal("Beast and Beast resonators you control gain [+200/+200].")
