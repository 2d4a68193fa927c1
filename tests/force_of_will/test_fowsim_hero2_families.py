"""Hero keywords and lines on real cards named by id (the printed text stays in ../shared): [Mastery]
(FOW-KW-MASTERY-R, CR 1154.2-1154.3) -- the card is played by resting one recovered card its player controls
of the name (the race) instead of paying its cost; [Solarisation] (FOW-KW-SOLARISATION-R, CR 1162.2) -- N
cards of the removed area sharing an attribute go to the bottom of the deck and the card costs {N} less; a
card of the removed area put into the hand (FOW-REMOVED-TO-HAND-R); a card played only if a condition holds
(FOW-PLAY-ONLY-IF-R); [Convoke] kept and never playable in a two-player game (FOW-KW-CONVOKE-R); the refusals of a wrong play and of the
forms not read."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.engine import ACTION_DOCS
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, imported
from .helpers import act, code_of, find, listed, player, pool, take, to_field, to_hand
from .real import hero_started, refused_line, resolve_all, ruler_of, to_decision
from .test_fowsim_dmg_families import _attack


def _mastery(instance: str, rest: list[str], **extra: Any) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": instance, "mastery": True, "payment": {"rest": rest}, **extra}


def _settle(state: State, asked: list[tuple[str, str]] | None = None) -> State:
    """Pass and answer every decision with its first legal action (noting its kind and player in ``asked``)
    until the chase, the pending triggers and the decisions are done."""
    for _ in range(30):
        if state.decision is not None:
            if asked is not None:
                asked.append((state.decision.kind, state.decision.player))
            state = act(state, find(state, "play_automatic" if state.decision.kind == "automatic" else state.decision.kind))
        elif state.pending:
            state = act(state, find(state, "play_automatic"))
        elif state.chase:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
        else:
            return state
    raise AssertionError("not settled")


def _reason(card_id: str) -> str:
    return next(u["reason"] for u in entry(card_id)["unsupported"] if u["text"].startswith("[Mastery]"))


def test_fow_kw_mastery_r_name_read_and_played_by_resting_the_named_ruler() -> None:
    """FOW-KW-MASTERY-R with TWS-066 (a wind chant of cost {W}{2}: rest all magic stones your opponent
    controls, draw a card; [Mastery] one name): with ann's ruler of that name recovered, she plays it with no
    will by resting her ruler in its ruler area; it resolves as printed: bob's stones rested, ann draws."""
    assert entry("TWS-066")["supported"]
    name = card("TWS-066")["mastery"]["names"]
    assert len(name) == 1 and card("TWS-066")["cost"] == {"specified": {"wind": 1}, "free": 2}
    state = hero_started(("TWS-066",), ruler_name=name[0])
    stone = to_field(state, "bob", "TST-ST-R")
    spell = to_hand(state, "ann", "TWS-066")
    ruler = ruler_of(state, "ann").id
    assert listed(state, "play_card", card=spell, mastery=True)
    assert find(state, "play_card", card=spell, mastery=True)["payment"]["rest"] == [ruler]
    hand = len(player(state, "ann").hand)
    state = act(state, _mastery(spell, [ruler]))
    assert ruler_of(state, "ann").rested and not player(state, "ann").pool
    state = resolve_all(state)
    assert next(e for e in player(state, "bob").field if e.id == stone).rested
    assert len(player(state, "ann").hand) == hand  # one card played, one drawn
    assert spell in player(state, "ann").graveyard


def test_fow_kw_mastery_r_refuses_a_wrong_play() -> None:
    """FOW-KW-MASTERY-R refusals with TWS-066: a ruler of another name, a rested ruler of the name, no card
    or two cards rested, and [Mastery] asked of a card without it (TST-R01); without will and without
    [Mastery], the cost is owed (FOW-WILL-3)."""
    name = card("TWS-066")["mastery"]["names"][0]
    other = hero_started(("TWS-066",))
    spell = to_hand(other, "ann", "TWS-066")
    assert code_of(other, _mastery(spell, [ruler_of(other, "ann").id])) == "FOW-KW-MASTERY-R"
    assert not listed(other, "play_card", card=spell, mastery=True)
    state = hero_started(("TWS-066",), ruler_name=name)
    spell = to_hand(state, "ann", "TWS-066")
    ruler = ruler_of(state, "ann").id
    resonator = to_field(state, "ann", "TST-R01")
    assert code_of(state, _mastery(spell, [])) == "FOW-KW-MASTERY-R"
    assert code_of(state, _mastery(spell, [ruler, resonator])) == "FOW-KW-MASTERY-R"
    assert code_of(state, _mastery(spell, [resonator])) == "FOW-KW-MASTERY-R"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": spell, "payment": {"rest": [ruler]}}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": spell, "payment": {}}) == "FOW-WILL-3"
    plain = to_hand(state, "ann", "TST-R01")
    assert code_of(state, _mastery(plain, [ruler])) == "FOW-KW-MASTERY-R"
    ruler_of(state, "ann").rested = True
    assert code_of(state, _mastery(spell, [ruler])) == "FOW-KW-MASTERY-R"
    assert not listed(state, "play_card", card=spell, mastery=True)


def test_fow_kw_mastery_r_a_named_resonator_in_the_field() -> None:
    """FOW-KW-MASTERY-R with TWS-030 (a fire chant of cost {R}{R}, [Quickcast]: 800 damage to target
    J/resonator or player; [Mastery] one name): a recovered resonator of ann's of that name (TST-R01 named so)
    is rested instead of the cost; bob takes the 800 damage.  A rested one is refused."""
    assert entry("TWS-030")["supported"]
    name = card("TWS-030")["mastery"]["names"][0]
    state = hero_started(("TWS-030",), changed={"TST-R01": {"name": name}})
    named = to_field(state, "ann", "TST-R01")
    spell = to_hand(state, "ann", "TWS-030")
    life = player(state, "bob").life
    assert code_of(state, _mastery(spell, [ruler_of(state, "ann").id], targets=["bob"])) == "FOW-KW-MASTERY-R"
    state = act(state, _mastery(spell, [named], targets=["bob"]))
    assert next(e for e in player(state, "ann").field if e.id == named).rested
    state = resolve_all(state)
    assert player(state, "bob").life == life - 800
    again = hero_started(("TWS-030",), changed={"TST-R01": {"name": name}})
    rested = to_field(again, "ann", "TST-R01", rested=True)
    spell = to_hand(again, "ann", "TWS-030")
    assert code_of(again, _mastery(spell, [rested], targets=["bob"])) == "FOW-KW-MASTERY-R"


def test_fow_kw_mastery_r_race_a_ruler_of_the_race() -> None:
    """FOW-KW-MASTERY-R (CR 1154.3) with NWE-076 (a light/fire chant of cost {W}{R}, [Quickcast]: destroy
    target attacking or blocking J/resonator; [Mastery] one race): ann's ruler of that race pays it by resting;
    her attacking resonator is destroyed.  A ruler without the race does not."""
    assert entry("NWE-076")["supported"]
    races = card("NWE-076")["mastery"]["races"]
    assert len(races) == 1
    plain = hero_started(("NWE-076",))
    attacker = to_field(plain, "ann", "TST-R01")
    spell = to_hand(plain, "ann", "NWE-076")
    plain = _attack(plain, attacker)
    assert code_of(plain, _mastery(spell, [ruler_of(plain, "ann").id], targets=[attacker])) == "FOW-KW-MASTERY-R"
    state = hero_started(("NWE-076",), ruler_races=races)
    attacker = to_field(state, "ann", "TST-R01")
    spell = to_hand(state, "ann", "NWE-076")
    state = _attack(state, attacker)
    pool(state, "ann")
    state = act(state, _mastery(spell, [ruler_of(state, "ann").id], targets=[attacker]))
    state = resolve_all(state)
    assert attacker not in {e.id for e in player(state, "ann").field}
    assert attacker in player(state, "ann").graveyard


def test_fow_kw_mastery_r_forms_read_and_refused() -> None:
    """FOW-KW-MASTERY-R reading: NWE-093's reminder printed without its closing parenthesis is dropped (one
    name read); names joined by "and" (TWS-087), races joined by "and" (TWS-091), a condition (JRP-102) and a
    type that is no race (NWE-063) stay refused with their reason; a cost with X is refused."""
    assert entry("NWE-093")["supported"] and len(card("NWE-093")["mastery"]["names"]) == 1
    for card_id in ("TWS-087", "TWS-091", "JRP-102"):
        assert "only a name, names joined by 'or', or races joined by 'or'" in _reason(card_id)
    assert "a race no card of this database has" in _reason("NWE-063")
    record: dict[str, Any] = {"id": "X", "types": ["chant"], "cost": {"free": 1, "x": 1}, "abilities": [], "targets": [], "effects": [], "keywords": []}
    with pytest.raises(Unsupported, match="cost has X"):
        map_ability('[Mastery] "Somebody"', record)
    assert "only a name" in refused_line('[Mastery] "Somebody" and "Somebody Else"', "chant")
    supported = [c["id"] for c in imported()["card_set"]["cards"] if "mastery" in c]
    assert {"HSD-023", "NWE-076", "NWE-080", "NWE-093", "TWS-030", "TWS-066"} <= set(supported)


# -- FOW-KW-SOLARISATION-R ----------------------------------------------------------------------------


def _removed(state: State, pid: str, *def_ids: str) -> list[str]:
    cards = [take(state, pid, d) for d in def_ids]
    player(state, pid).removed.extend(cards)
    return cards


def _solarised(instance: str, solarise: list[str], will: dict[str, int], **extra: Any) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": instance, "solarise": solarise, "payment": {"pool": will}, **extra}


def test_fow_kw_solarisation_r_four_removed_cards_to_the_bottom_four_less() -> None:
    """FOW-KW-SOLARISATION-R with JRP-013 (a light chant of cost {W}{4}: put five [400/400] light Fairy/Gears
    resonator tokens with [Flying]; [Solarisation] (4)): four light non-magic stone cards of ann's removed area
    go to the bottom of her deck in the order she names, and {W} alone pays it; the five tokens enter."""
    assert entry("JRP-013")["supported"] and card("JRP-013")["solarisation"] == 4
    assert card("JRP-013")["cost"] == {"specified": {"light": 1}, "free": 4}
    state = hero_started(("JRP-013",))
    back = _removed(state, "ann", "TST-R02", "TST-C01", "TST-A01", "TST-R03")
    spell = to_hand(state, "ann", "JRP-013")
    pool(state, "ann", light=1)
    assert listed(state, "play_card", card=spell, solarise=back)
    before = len(player(state, "ann").field)
    state = act(state, _solarised(spell, back, {"light": 1}))
    assert player(state, "ann").removed == [] and player(state, "ann").deck[-4:] == back
    state = resolve_all(state)
    assert len(player(state, "ann").field) == before + 5
    assert spell in player(state, "ann").graveyard


def test_fow_kw_solarisation_r_refuses_a_wrong_play() -> None:
    """FOW-KW-SOLARISATION-R refusals with JRP-013: three cards, a card named twice, a card sharing no
    attribute (TST-R11, fire), a magic stone of its attribute (TST-ST-D), a card not in the removed area, and
    [Solarisation] asked of a card without it; with no cards named, the full cost is owed (FOW-WILL-3)."""
    state = hero_started(("JRP-013",))
    four = _removed(state, "ann", "TST-R02", "TST-C01", "TST-A01", "TST-R03")
    fire, stone = _removed(state, "ann", "TST-R11", "TST-ST-D")
    spell = to_hand(state, "ann", "JRP-013")
    will = {"light": 1}
    pool(state, "ann", **will)
    assert code_of(state, _solarised(spell, four, will)) is None
    assert code_of(state, _solarised(spell, four[:3], will)) == "FOW-KW-SOLARISATION-R"
    assert code_of(state, _solarised(spell, [*four[:3], four[0]], will)) == "FOW-KW-SOLARISATION-R"
    assert code_of(state, _solarised(spell, [*four[:3], fire], will)) == "FOW-KW-SOLARISATION-R"
    assert code_of(state, _solarised(spell, [*four[:3], stone], will)) == "FOW-KW-SOLARISATION-R"
    assert code_of(state, _solarised(spell, [*four[:3], to_hand(state, "ann", "TST-R04")], will)) == "FOW-KW-SOLARISATION-R"
    assert code_of(state, _solarised(spell, [], will)) == "FOW-WILL-3"
    plain = to_hand(state, "ann", "TST-R01")
    assert code_of(state, _solarised(plain, four, will)) == "FOW-KW-SOLARISATION-R"
    short = hero_started(("JRP-013",))
    three = _removed(short, "ann", "TST-R02", "TST-C01", "TST-A01")
    spell = to_hand(short, "ann", "JRP-013")
    pool(short, "ann", **will)
    assert not listed(short, "play_card", card=spell)
    assert code_of(short, _solarised(spell, three, will)) == "FOW-KW-SOLARISATION-R"


def test_fow_kw_solarisation_r_read_with_and_without_its_reminder() -> None:
    """FOW-KW-SOLARISATION-R reading: every [Solarisation] (N) line of the database is read (with the reminder
    sentence some print, with or without its closing parenthesis); beside [Mastery] it is refused."""
    lines = [u for c in imported()["report"] for u in c["unsupported"] if u["text"].startswith("[Solarisation]")]
    assert lines == []
    assert card("JRP-009")["solarisation"] == 3
    record: dict[str, Any] = {"id": "X", "types": ["chant"], "cost": {"free": 3}, "abilities": [], "targets": [], "effects": [], "keywords": []}
    map_ability('[Mastery] "Somebody"', record)
    with pytest.raises(Unsupported, match="Solarisation"):
        map_ability("[Solarisation] (2)", record)


# -- FOW-REMOVED-TO-HAND-R ------------------------------------------------------------------------------


def test_fow_removed_to_hand_r_solarised_resonator_enters_and_takes_a_light_card() -> None:
    """FOW-REMOVED-TO-HAND-R with JRP-009 (a light resonator of cost {W}{3}, [Solarisation] (3); [Enter]:
    destroy up to one target rested non-magic stone entity, remove the top card of your deck from the game,
    put a non-magic stone light card from your removed area into your hand): played with {W} and three light
    cards of the removed area, it enters; its top card (TST-R04, light) is removed, then ann must choose a
    light card of her removed area -- not the fire TST-R11 there, not none -- and TST-R04 goes to her hand."""
    assert entry("JRP-009")["supported"] and card("JRP-009")["solarisation"] == 3
    state = hero_started(("JRP-009",))
    back = _removed(state, "ann", "TST-R02", "TST-R03", "TST-C01")
    (fire,) = _removed(state, "ann", "TST-R11")
    top = take(state, "ann", "TST-R04")
    player(state, "ann").deck.insert(0, top)
    resonator = to_hand(state, "ann", "JRP-009")
    pool(state, "ann", light=1)
    state = act(state, _solarised(resonator, back, {"light": 1}))
    assert player(state, "ann").removed == [fire]
    state = to_decision(state, "search", {resonator: []})
    assert resonator in {e.id for e in player(state, "ann").field}
    assert set(player(state, "ann").removed) == {fire, top}
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-REMOVED-TO-HAND-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": fire}) is not None
    assert not listed(state, "search", card=fire) and listed(state, "search", card=top)
    state = act(state, {"type": "search", "player": "ann", "card": top})
    assert top in player(state, "ann").hand and player(state, "ann").removed == [fire]


def test_fow_removed_to_hand_r_none_fits_nothing_asked() -> None:
    """FOW-REMOVED-TO-HAND-R with JRP-061 (a darkness resonator; [Enter]: your opponent discards a card,
    remove the top card of your deck from the game, put a non-magic stone darkness card from your removed
    area into your hand): with no darkness card in ann's removed area once her top card (TST-R01, light) is
    removed, nothing is asked of her and her hand is unchanged."""
    assert entry("JRP-061")["supported"]
    state = hero_started(("JRP-061",))
    top = take(state, "ann", "TST-R01")
    player(state, "ann").deck.insert(0, top)
    resonator = to_hand(state, "ann", "JRP-061")
    pool(state, "ann", darkness=1, void=3)
    state = act(state, {"type": "play_card", "player": "ann", "card": resonator, "payment": {"pool": {"darkness": 1, "void": 3}}})
    hand = list(player(state, "ann").hand)
    asked: list[tuple[str, str]] = []
    state = _settle(state, asked)
    assert ("discard", "bob") in asked and all(kind != "search" for kind, _ in asked)
    assert state.decision is None or state.decision.kind != "search"
    assert top in player(state, "ann").removed and player(state, "ann").hand == hand


# -- FOW-PLAY-ONLY-IF-R ---------------------------------------------------------------------------------


def test_fow_play_only_if_r_a_chant_only_while_you_control_the_named_j_ruler() -> None:
    """FOW-PLAY-ONLY-IF-R with CST-032 (a water chant of cost {U}, [Quickcast], played only if you control a
    J/ruler of one name: put target non-magic stone, non-J-ruler entity your opponent controls with total cost
    1 or less on top of its owner's deck; you may search for an addition of total cost 1): with ann's ruler of
    another name it is refused (and not listed); with her ruler so named it is played and bob's resonator
    goes on top of his deck."""
    assert entry("CST-032")["supported"]
    when = card("CST-032")["play_when"]
    assert len(when["ruler_names"]) == 1 and when["j_ruler_names"] == when["ruler_names"] and "negated" not in when
    plain = hero_started(("CST-032",))
    target = to_field(plain, "bob", "TST-R11")
    spell = to_hand(plain, "ann", "CST-032")
    pool(plain, "ann", water=1)
    play = {"type": "play_card", "player": "ann", "card": spell, "targets": [target], "payment": {"pool": {"water": 1}}}
    assert code_of(plain, play) == "FOW-PLAY-ONLY-IF-R"
    assert not listed(plain, "play_card", card=spell)
    state = hero_started(("CST-032",), ruler_name=when["ruler_names"][0])
    target = to_field(state, "bob", "TST-R11")
    spell = to_hand(state, "ann", "CST-032")
    pool(state, "ann", water=1)
    assert listed(state, "play_card", card=spell)
    state = _settle(act(state, {**play, "card": spell, "targets": [target]}))
    assert player(state, "bob").deck[0] == target and target not in {e.id for e in player(state, "bob").field}


# -- FOW-KW-CONVOKE-R -----------------------------------------------------------------------------------


def test_fow_kw_convoke_r_kept_and_never_playable_with_two_players() -> None:
    """FOW-KW-CONVOKE-R (CR 1171.2, 715.1: convoke processes only in games of three or more players) with
    ABC-001 (a ruler whose J-ruler side ABC-001J also prints [Convoke] {W}{R}): the section is read on both
    sides with its cost and is no longer a reason the card is refused; a game of three players is refused
    at setup, and no action type plays a convoke process; [Convoke] on a chant stays refused."""
    for side in ("ABC-001", "ABC-001J"):
        assert card(side)["convoke"] == {"specified": {"light": 1, "fire": 1}}
        assert not any(u["text"].startswith("[Convoke]") for u in entry(side)["unsupported"])
    with pytest.raises(InputError, match="two players"):
        GAME.setup(None, ["ann", "bob", "cy"], "seed-1")
    assert not any("convoke" in tag for tag in ACTION_DOCS)
    assert "[Convoke]" in refused_line("[Convoke] {W}{R}", "chant")
