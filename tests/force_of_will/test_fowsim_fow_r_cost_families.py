"""Families of costs and cost modifiers (fow-r-cost, issue 14), each played with a real card named by id (the printed
text stays in ../shared and is read at run time):

* FOW-PLAY-LESS-TARGETS-R: "(You may) pay <cost> less to play this card(,) if it targets a <filter>" (TTW-015, MP01-137,
  ADW-087): lowered only when one of the targets chosen fits the filter;
* FOW-PLAY-LESS-WHILE-R: "... less to play this card as long as <condition>" (AOA-027) and symbols printed apart
  ("{W} {W}": WOM-003);
* FOW-PLAY-MORE-PER-R: "You pay {N} more to play this card for each card in your hand" (CFC-024);
* FOW-PAY-ZERO-IF-R: "You pay {0} rather than pay this card's cost if <condition>" (TWS-040, CST-048) with
  FOW-FIRST-PLAYED-R: "if this is the first chant you play this turn" (TWS-040);
* "for each" counts of cost reductions: FOW-COUNT-PLAYED-R ("chant you played this turn": EDL-064),
  FOW-TO-GRAVEYARD-ATTR-R ("darkness resonator you controlled put into a graveyard ...": EDL-079),
  FOW-COUNT-RACES-ZONE-R ("<Race> or <Race> in your graveyard": CST-027), FOW-COUNT-DAMAGED-R ("damaged
  J/resonator": EDL-022), FOW-COUNT-ENTITY-ATTRIBUTES-R ("different attribute among entities ...": TUS-088);
* FOW-LIFE-EXACTLY-R: "If your life is 100 you may pay ... less" (BFA-060);
* FOW-PLAY-COUNTERS-R: counters removed as the card is played -- an additional cost (EDL-089), rather than its cost
  (TWS-014), or for a reduction (ADW-010);
* FOW-BANISH-TYPED-STONES-R: "banish two water magic stones rather than pay this card's cost" (AO3-028);
* FOW-COUNT-STONE-TYPES-R: "for each different magic stone type among basic magic stones you control" (CMB-048);
* FOW-BANISH-NOT-OWNED-R: "banish an entity you control but not own rather than pay this card's cost" (TWS-046);
* FOW-ATTACKS-TOTAL-R: "if resonators your opponent controls attacked a total of three times or more this turn" (ACN-110);
* FOW-REST-NAMED-EACH-R: "rest a recovered "A" you control and a recovered "B" you control rather than pay this card's
  cost" (SKL-032).
"""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_record
from .helpers import (
    act,
    code_of,
    empty_hand,
    find,
    full_deck,
    listed,
    player,
    pool,
    stones,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import (
    ann_first,
    board_of,
    hero_started,
    j_ruler_to_field,
    real_set,
    real_started,
    resolve_all,
    ruler_of,
)


def _refused(line: str, kind: str = "chant") -> str:
    """Why the line reader refuses ``line`` (an invented wording) on a card of ``kind`` costing {W}{W}{3}."""
    try:
        map_ability(normalize_line(line), line_record(kind) | {"cost": {"specified": {"light": 2}, "free": 3}})
    except Unsupported as exc:
        return str(exc)
    raise AssertionError(f"{line!r} was read")


def _play(spell: str, targets: list[str], **will: int) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": spell, "targets": targets, "payment": {"pool": will}}


# -- FOW-PLAY-LESS-TARGETS-R ----------------------------------------------------------------------------------------


def _fairy_game(cid: str) -> tuple[State, str, str, str]:
    """``cid`` in ann's hand; she controls the Fairy resonator TTW-005 and the Angel TST-R01."""
    state = real_started(cid, "TTW-005")
    addition = to_hand(state, "ann", cid)
    return state, addition, to_field(state, "ann", "TTW-005"), to_field(state, "ann", "TST-R01")


def test_fow_play_less_targets_r_added_to_a_fairy_costs_nothing() -> None:
    """TTW-015 ([Addition:Resonator], {W}, "you may") and MP01-137 (an addable addition, {W}, "you pay") read as a
    reduction of {W} when their target is a Fairy (J/)resonator: added to TTW-005 with no will they go on the chase
    (and are listed); MP01-137's mandatory reduction refuses the printed {W} then."""
    assert card("TTW-015")["play_less"] == {"less": {"specified": {"light": 1}}, "targets_spec": {"kind": "resonator", "races": ["Fairy"]}, "optional": True}
    assert card("MP01-137")["play_less"] == {"less": {"specified": {"light": 1}}, "targets_spec": {"kind": "j_resonator", "races": ["Fairy"]}}
    for cid in ("TTW-015", "MP01-137"):
        assert entry(cid)["supported"], cid
        state, addition, fairy, _angel = _fairy_game(cid)
        assert listed(state, "play_card", card=addition)
        pool(state, "ann", light=1)
        assert code_of(state, _play(addition, [fairy], light=1)) == (None if cid == "TTW-015" else "FOW-WILL-5-R")
        state = act(state, _play(addition, [fairy]))
        assert [item.card for item in state.chase] == [addition]
        assert player(state, "ann").pool == {"light": 1}


def test_fow_play_less_targets_r_another_race_pays_the_printed_cost() -> None:
    """FOW-PLAY-LESS-TARGETS-R: added to the Angel TST-R01 the reduction does not apply -- no will is short of the
    printed {W}, and {W} pays it."""
    for cid in ("TTW-015", "MP01-137"):
        state, addition, _fairy, angel = _fairy_game(cid)
        assert code_of(state, _play(addition, [angel])) == "FOW-WILL-3"
        pool(state, "ann", light=1)
        assert code_of(state, _play(addition, [angel], light=1)) is None


def test_fow_play_less_targets_r_a_j_ruler_you_control() -> None:
    """ADW-087 ({R}{G}, two targets: a chant spell and a J/resonator) is {G} when its J/resonator target is ann's own
    J-ruler, and {R}{G} (or short with {G}) when it is bob's resonator; "you may": {R}{G} with her J-ruler too."""
    assert entry("ADW-087")["supported"]
    assert card("ADW-087")["play_less"]["targets_spec"] == {"kind": "j_ruler", "controller": "you"}
    state = real_started("ADW-087")
    chant = to_hand(state, "ann", "TST-C04")
    pool(state, "ann", wind=1)
    state = act(state, _play(chant, [], wind=1))
    on_chase = state.chase[0].id
    spell = to_hand(state, "ann", "ADW-087")
    j_ruler = j_ruler_to_field(state, "ann")
    foe = to_field(state, "bob", "TST-R01")
    pool(state, "ann", wind=1, fire=1)
    assert code_of(state, _play(spell, [on_chase, j_ruler], wind=1)) is None
    assert code_of(state, _play(spell, [on_chase, j_ruler], wind=1, fire=1)) is None
    assert code_of(state, _play(spell, [on_chase, foe], wind=1)) == "FOW-WILL-3"
    assert code_of(state, _play(spell, [on_chase, foe], wind=1, fire=1)) is None


def test_fow_play_less_targets_r_refusals() -> None:
    """FOW-PLAY-LESS-TARGETS-R: a target filter the vocabulary does not read, or one of "another", stays refused."""
    assert "'as long as it targets another resonator' is not in the vocabulary" in _refused("You may pay {1} less to play this card if it targets another resonator.")
    assert "target filter 'a chant spell'" in _refused("You may pay {1} less to play this card if it targets a chant spell.")


# -- FOW-PLAY-LESS-WHILE-R ------------------------------------------------------------------------------------------

# Real basic magic stones of the fire magic stone type.
FIRE_STONES = ("CMF-102", "TAT-102", "MPR-102", "VIN001-091", "VS01-033")


def test_fow_play_less_while_r_five_fire_magic_stones() -> None:
    """AOA-027 ({R}{R}{R}, "you may pay {R}{R} less ... as long as you control five or more fire magic stones"): with
    four fire stones and a light one, {R} is short and {R}{R}{R} pays it; with a fifth fire stone {R} pays it."""
    assert entry("AOA-027")["supported"]
    assert card("AOA-027")["play_less"]["when"] == {"count": {"what": "magic_stone", "attributes": ["fire"]}, "at_least": 5}
    state = hero_started(("AOA-027",), stones=FIRE_STONES)
    kanna = to_hand(state, "ann", "AOA-027")
    stones(state, "ann", *FIRE_STONES[:4], "TST-ST-W")
    pool(state, "ann", fire=3)
    assert code_of(state, _play(kanna, [], fire=1)) == "FOW-WILL-3"
    assert code_of(state, _play(kanna, [], fire=3)) is None
    stones(state, "ann", FIRE_STONES[4])
    assert code_of(state, _play(kanna, [], fire=1)) is None
    assert code_of(state, _play(kanna, [], fire=3)) is None


def test_fow_play_less_while_r_spaced_symbols_with_a_j_ruler() -> None:
    """WOM-003 ({W}{W}; "if you control a J-Ruler, you may pay {W} {W} less"): no will is short without a J-ruler in
    ann's field; with her J-ruler there, it is played for nothing (or for {W}{W})."""
    assert entry("WOM-003")["supported"]
    assert card("WOM-003")["play_less"] == {"less": {"specified": {"light": 2}}, "when": {"count": {"what": "j_ruler"}, "at_least": 1}, "optional": True}
    state = real_started("WOM-003")
    chant = to_hand(state, "ann", "WOM-003")
    pool(state, "ann", light=2)
    free = _play(chant, [], light=0) | {"mode": 0, "payment": {"pool": {}}}
    assert code_of(state, free) == "FOW-WILL-3"
    j_ruler_to_field(state, "ann")
    assert code_of(state, free) is None
    assert code_of(state, _play(chant, [], light=2) | {"mode": 0}) is None
    state = act(state, free)
    assert player(state, "ann").pool == {"light": 2}


# -- FOW-PLAY-MORE-PER-R --------------------------------------------------------------------------------------------


def test_fow_play_more_per_r_one_more_for_each_other_card_in_hand() -> None:
    """CFC-024 ({R}{R}, "{1} more ... for each card in your hand"): alone in ann's hand it costs {R}{R} (itself, on the
    chase, not counted; {R}{R}{1} overpays); with two more cards in her hand {R}{R}{2} -- {R}{R}{1} is short, and the
    legal play listed pays exactly that."""
    for cid in ("CFC-024", "TST-026", "TST-028"):
        assert card(cid)["play_more"]["per"] == {"what": "card", "zone": "hand"}, cid
    assert entry("CFC-024")["supported"]
    state = real_started("CFC-024")
    empty_hand(state, "ann")
    dragon = to_hand(state, "ann", "CFC-024")
    pool(state, "ann", fire=2, void=3)
    assert code_of(state, _play(dragon, [], fire=2)) is None
    assert code_of(state, _play(dragon, [], fire=2, void=1)) == "FOW-WILL-5-R"
    to_hand(state, "ann", "TST-R01")
    to_hand(state, "ann", "TST-R02")
    assert code_of(state, _play(dragon, [], fire=2)) == "FOW-WILL-3"
    assert code_of(state, _play(dragon, [], fire=2, void=1)) == "FOW-WILL-3"
    assert find(state, "play_card", card=dragon)["payment"] == {"pool": {"fire": 2, "void": 2}}
    state = act(state, _play(dragon, [], fire=2, void=2))
    assert [item.card for item in state.chase] == [dragon]


def test_fow_play_more_per_r_refusals() -> None:
    """FOW-PLAY-MORE-PER-R: an increase of attribute will, or counting cards of a kind in a hand, stays refused."""
    assert "no vocabulary entry matches" in _refused("You pay {R} more to play this card for each card in your hand.")
    assert "would reveal it" in _refused("You pay {1} more to play this card for each chant in your hand.")


# -- FOW-PAY-ZERO-IF-R, FOW-FIRST-PLAYED-R --------------------------------------------------------------------------


def test_fow_first_played_r_the_first_chant_costs_nothing() -> None:
    """TWS-040 ({U}, "you pay {0} rather than pay this card's cost if this is the first chant you play this turn"): as
    ann's first chant it is played with no will (listed so; {U} overpays it); once she has played TST-C04 it costs {U}."""
    assert entry("TWS-040")["supported"]
    assert card("TWS-040")["play_less"] == {"less": {"specified": {"water": 1}}, "when": {"count": {"what": "chant", "zone": "played"}, "at_most": 0}, "free": True}
    state = real_started("TWS-040")
    chant = to_hand(state, "ann", "TWS-040")
    pool(state, "ann", water=1, wind=1)
    assert code_of(state, _play(chant, [])) is None
    assert code_of(state, _play(chant, [], water=1)) == "FOW-WILL-5-R"
    assert find(state, "play_card", card=chant)["payment"] == {}
    first = to_hand(state, "ann", "TST-C04")
    state = act(state, _play(first, [], wind=1))
    assert code_of(state, _play(chant, [])) == "FOW-WILL-3"
    assert code_of(state, _play(chant, [], water=1)) is None


def test_fow_pay_zero_if_r_three_spells_of_the_opponent() -> None:
    """CST-048 ({G}{G}, "you pay {0} ... if your opponent played three or more spells this turn"; ann's ruler renamed to
    the J/ruler its play restriction names): cancelling ann's own chant costs {G}{G} while bob has played two cards this
    turn, and nothing (the printed cost overpaying) after his third."""
    assert entry("CST-048")["supported"]
    assert card("CST-048")["play_less"]["when"] == {"count": {"what": "card", "zone": "played", "whose": "opponent"}, "at_least": 3}
    state = hero_started(("CST-048",), ruler_name=card("CST-048")["play_when"]["ruler_names"][0])
    cancel = to_hand(state, "ann", "CST-048")
    chant = to_hand(state, "ann", "TST-C04")
    pool(state, "ann", wind=1)
    state = act(state, _play(chant, [], wind=1))
    on_chase = state.chase[0].id
    pool(state, "ann", wind=2)
    bobs = player(state, "bob").hand[:3]
    state.turn.cards_played = [*state.turn.cards_played, *(f"bob/{c}" for c in bobs[:2])]
    assert code_of(state, _play(cancel, [on_chase])) == "FOW-WILL-3"
    assert code_of(state, _play(cancel, [on_chase], wind=2)) is None
    state.turn.cards_played = [*state.turn.cards_played, f"bob/{bobs[2]}"]
    assert code_of(state, _play(cancel, [on_chase])) is None
    assert code_of(state, _play(cancel, [on_chase], wind=2)) == "FOW-WILL-5-R"


def test_fow_pay_zero_if_r_other_alternative_costs_stay_refused() -> None:
    """FOW-PAY-ZERO-IF-R: an alternative cost other than {0}, or a condition the vocabulary does not read, stays refused."""
    assert "no vocabulary entry matches" in _refused("You pay {W} rather than pay this card's cost if you control a J-ruler.")
    assert "not in the vocabulary" in _refused("You pay {0} rather than pay this card's cost if a chant you controlled was cancelled this turn.")


# -- FOW-COUNT-PLAYED-R, FOW-TO-GRAVEYARD-ATTR-R, FOW-COUNT-RACES-ZONE-R -----------------------------------------------


def test_fow_count_played_r_a_wind_symbol_less_per_chant() -> None:
    """EDL-064 ({G}x5, "you may pay {G} less ... for each chant you played this turn"): {G}x4 is short before ann plays a
    chant; after TST-C04 and TST-C12 (both resolved) {G}{G}{G} pays it, {G}{G} does not, and {G}x5 still may."""
    assert entry("EDL-064")["supported"]
    assert card("EDL-064")["play_less"]["per"] == {"what": "chant", "zone": "played"}
    state = real_started("EDL-064")
    dragon = to_hand(state, "ann", "EDL-064")
    pool(state, "ann", wind=5)
    assert code_of(state, _play(dragon, [], wind=4)) == "FOW-WILL-3"
    for chant, will in (("TST-C04", {"wind": 1}), ("TST-C12", {"light": 2})):
        instance = to_hand(state, "ann", chant)
        pool(state, "ann", **will)
        state = resolve_all(act(state, _play(instance, [], **will)))
    pool(state, "ann", wind=5)
    assert code_of(state, _play(dragon, [], wind=2)) == "FOW-WILL-3"
    assert code_of(state, _play(dragon, [], wind=3)) is None
    assert code_of(state, _play(dragon, [], wind=5)) is None


def test_fow_to_graveyard_attr_r_darkness_resonators_destroyed() -> None:
    """EDL-079 ({B}x5, "{B} less ... for each darkness resonator you controlled put into a graveyard from the field this
    turn"): with the darkness TAT-087 and the light TST-R01 destroyed from ann's field, {B}x4 pays it and {B}x3 is short
    (the light one not counted)."""
    assert entry("EDL-079")["supported"]
    assert card("EDL-079")["play_less"]["per"] == {"what": "resonator", "zone": "to_graveyard", "attributes": ["darkness"], "controlled": True}
    state = real_started("EDL-079", "TAT-087")
    dragon = to_hand(state, "ann", "EDL-079")
    gone = {to_field(state, "ann", "TAT-087"), to_field(state, "ann", "TST-R01")}
    pool(state, "ann", darkness=5)
    assert code_of(state, _play(dragon, [], darkness=4)) == "FOW-WILL-3"
    board = board_of(state)
    for entity in [e for e in player(state, "ann").field if e.id in gone]:
        destroy(board, entity, [])
    assert code_of(state, _play(dragon, [], darkness=3)) == "FOW-WILL-3"
    assert code_of(state, _play(dragon, [], darkness=4)) is None


def test_fow_count_races_zone_r_blazing_or_wild_skills() -> None:
    """CST-027 ({R}{R}{5}, "you pay {1} less ... for each Blazing Skill or Wild Skill in your graveyard"; the reference
    chant TST-C12 given the race Blazing Skill): with it, the Wild Skill CST-048 and TST-C04 in ann's graveyard the cost
    is {R}{R}{3} -- {R}{R}{2} is short and {R}{R}{5} overpays; with none there {R}{R}{5}."""
    assert entry("CST-027")["supported"]
    assert card("CST-027")["play_less"]["per"] == {"what": "card", "zone": "graveyard", "races": ["Blazing Skill", "Wild Skill"]}
    state = hero_started(("CST-027", "CST-048"), changed={"TST-C12": {"races": ["Blazing Skill"]}})
    oni = to_hand(state, "ann", "CST-027")
    pool(state, "ann", fire=2, void=5)
    assert code_of(state, _play(oni, [], fire=2, void=5)) is None
    assert code_of(state, _play(oni, [], fire=2, void=4)) == "FOW-WILL-3"
    for cid in ("TST-C12", "CST-048", "TST-C04"):
        to_graveyard(state, "ann", cid)
    assert code_of(state, _play(oni, [], fire=2, void=3)) is None
    assert code_of(state, _play(oni, [], fire=2, void=2)) == "FOW-WILL-3"
    assert code_of(state, _play(oni, [], fire=2, void=5)) == "FOW-WILL-5-R"


# -- FOW-COUNT-DAMAGED-R, FOW-COUNT-ENTITY-ATTRIBUTES-R -------------------------------------------------------------


def test_fow_count_damaged_r_each_damaged_j_resonator_of_both_fields() -> None:
    """EDL-022 ({R}{R}{R}, "you may pay {R} less ... for each damaged J/resonator"): with damage on ann's TST-R01 and on
    bob's TST-R11 (and none on bob's TST-R02) {R} pays it and nothing is short; without damage {R}{R}{R} is due."""
    assert entry("EDL-022")["supported"]
    assert card("EDL-022")["play_less"]["per"] == {"what": "j_resonator", "whose": "all", "state": "damaged"}
    state = real_started("EDL-022")
    dragon = to_hand(state, "ann", "EDL-022")
    pool(state, "ann", fire=3)
    mine, theirs = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R11")
    to_field(state, "bob", "TST-R02")
    assert code_of(state, _play(dragon, [], fire=2)) == "FOW-WILL-3"
    for entity in [*player(state, "ann").field, *player(state, "bob").field]:
        if entity.id in (mine, theirs):
            entity.damage = 100
    assert code_of(state, _play(dragon, [])) == "FOW-WILL-3"
    assert code_of(state, _play(dragon, [], fire=1)) is None
    assert code_of(state, _play(dragon, [], fire=3)) is None


def test_fow_count_entity_attributes_r_attributes_of_the_opponents_field() -> None:
    """TUS-088 ({4}, "you pay {1} less ... for each different attribute among entities your opponent controls"): bob's
    light TST-R01, TST-R02 and fire TST-R11 make two attributes -- {2} pays it, {1} is short, {4} overpays."""
    assert entry("TUS-088")["supported"]
    assert card("TUS-088")["play_less"]["per"] == {"what": "entity", "whose": "opponent", "distinct_attributes": True}
    state = real_started("TUS-088")
    gears = to_hand(state, "ann", "TUS-088")
    pool(state, "ann", void=4)
    assert code_of(state, _play(gears, [], void=4)) is None
    for cid in ("TST-R01", "TST-R02", "TST-R11"):
        to_field(state, "bob", cid)
    assert code_of(state, _play(gears, [], void=1)) == "FOW-WILL-3"
    assert code_of(state, _play(gears, [], void=2)) is None
    assert code_of(state, _play(gears, [], void=4)) == "FOW-WILL-5-R"


# -- FOW-LIFE-EXACTLY-R ---------------------------------------------------------------------------------------------


def test_fow_life_exactly_r_free_at_one_hundred_life() -> None:
    """BFA-060 ({G}{G}{8}, "if your life is 100 you may pay {G}{G}{8} less"): at 100 life ann plays it with no will;
    at 200 (or at 4000) nothing is short and the printed cost pays it."""
    assert entry("BFA-060")["supported"]
    assert card("BFA-060")["play_less"]["when"] == {"life": True, "at_least": 100, "at_most": 100}
    state = real_started("BFA-060")
    beast = to_hand(state, "ann", "BFA-060")
    pool(state, "ann", wind=2, void=8)
    for life, free in ((4000, False), (200, False), (100, True)):
        player(state, "ann").life = life
        assert (code_of(state, _play(beast, [])) is None) == free, life
        assert code_of(state, _play(beast, [], wind=2, void=8)) is None


# -- FOW-PLAY-COUNTERS-R --------------------------------------------------------------------------------------------

PLUS = "+100/+100"


def _with_counters(spell: str, targets: list[str], picks: list[tuple[str, str]], **will: int) -> dict[str, Any]:
    return _play(spell, targets, **will) | {"payment": {"pool": will, "counters": [{"card": c, "counter": n} for c, n in picks]}}


def test_fow_play_counters_r_two_counters_rather_than_the_cost() -> None:
    """TWS-014 ({W}{W}, "you may remove a total of two [+100/+100] counters from entities you control rather than pay this
    card's cost"): one counter from each of two of ann's resonators pays it (listed so) and they are removed; one counter,
    or two from a card holding one, is refused; with no counters named the printed {W}{W} is due."""
    assert entry("TWS-014")["supported"]
    assert card("TWS-014")["play_less"]["by_counters"] == {"amount": 2, "counter": PLUS, "entities": True}
    state = real_started("TWS-014")
    rain = to_hand(state, "ann", "TWS-014")
    one, two = to_field(state, "ann", "TST-R01", counters={PLUS: 1}), to_field(state, "ann", "TST-R02", counters={PLUS: 2})
    rested = to_field(state, "bob", "TST-R11", rested=True)
    assert code_of(state, _with_counters(rain, [rested], [])) == "FOW-WILL-3"
    assert code_of(state, _with_counters(rain, [rested], [(one, PLUS)])) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _with_counters(rain, [rested], [(one, PLUS), (one, PLUS)])) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _with_counters(rain, [rested], [(one, "guidance"), (two, PLUS)])) == "FOW-COST-COUNTERS-FROM-R"
    assert find(state, "play_card", card=rain)["payment"] == {"counters": [{"card": one, "counter": PLUS}, {"card": two, "counter": PLUS}]}
    state = act(state, _with_counters(rain, [rested], [(one, PLUS), (two, PLUS)]))
    assert {e.id: e.counters for e in player(state, "ann").field if e.id in (one, two)} == {one: UNSET, two: {PLUS: 1}}


def test_fow_play_counters_r_additional_cost_from_one_entity() -> None:
    """EDL-089 ({B}, "as an additional cost ..., remove two [+100/+100] counters from an entity you control"): two counters
    of ann's TST-R02 and {B} pay it; without counters, or one from each of two cards (FOW-PLAY-COUNTERS-R), it is
    refused; {B} is still due."""
    assert entry("EDL-089")["supported"]
    assert card("EDL-089")["extra_counters_from"] == {"amount": 2, "counter": PLUS, "entities": True, "one_card": True}
    state = real_started("EDL-089")
    spell = to_hand(state, "ann", "EDL-089")
    one, two = to_field(state, "ann", "TST-R01", counters={PLUS: 1}), to_field(state, "ann", "TST-R02", counters={PLUS: 2})
    foe = to_field(state, "bob", "TST-R11")
    pool(state, "ann", darkness=1)
    assert code_of(state, _with_counters(spell, [foe], [], darkness=1)) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _with_counters(spell, [foe], [(one, PLUS), (two, PLUS)], darkness=1)) == "FOW-PLAY-COUNTERS-R"
    assert code_of(state, _with_counters(spell, [foe], [(two, PLUS), (two, PLUS)])) == "FOW-WILL-3"
    state = act(state, _with_counters(spell, [foe], [(two, PLUS), (two, PLUS)], darkness=1))
    assert next(e for e in player(state, "ann").field if e.id == two).counters is UNSET


def test_fow_play_counters_r_guidance_counters_lower_the_cost() -> None:
    """ADW-010 ({W}{W}{1}, "as you play this card, you may remove a total of two guidance counters from rulers and/or
    entities you control. If you do, you may pay {W}{W} less"): with two guidance counters on ann's ruler in its ruler
    area, removing them and paying {1} is legal (and they are removed); {1} without them is short; one counter refused."""
    assert entry("ADW-010")["supported"]
    assert card("ADW-010")["play_less"] == {"less": {"specified": {"light": 2}}, "optional": True, "by_counters": {"amount": 2, "counter": "guidance", "rulers": True}}
    state = real_started("ADW-010")
    hero = to_hand(state, "ann", "ADW-010")
    ruler = ruler_of(state, "ann")
    ruler.counters = {"guidance": 2}
    pool(state, "ann", light=2, void=1)
    guidance = [(ruler.id, "guidance")] * 2
    assert code_of(state, _with_counters(hero, [], [], void=1)) == "FOW-WILL-3"
    assert code_of(state, _with_counters(hero, [], guidance[:1], void=1)) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _with_counters(hero, [], [], light=2, void=1)) is None
    state = act(state, _with_counters(hero, [], guidance, void=1))
    assert ruler_of(state, "ann").counters is UNSET
    assert player(state, "ann").pool == {"light": 2}


def test_fow_play_counters_r_no_counters_for_another_card() -> None:
    """FOW-PLAY-COUNTERS-R: a play of a card without such a cost naming counters is refused (FOW-COST-COUNTERS-FROM-R)."""
    state = real_started("ADW-010")
    spell = to_hand(state, "ann", "TST-C04")
    resonator = to_field(state, "ann", "TST-R01", counters={PLUS: 1})
    pool(state, "ann", wind=1)
    assert code_of(state, _with_counters(spell, [], [(resonator, PLUS)], wind=1)) == "FOW-COST-COUNTERS-FROM-R"


# -- FOW-BANISH-TYPED-STONES-R --------------------------------------------------------------------------------------

# Real basic magic stones of the water magic stone type; reference stranger cards filling a stranger deck.
WATER_STONES = ("CMF-104", "TAT-103")
OTHER_STRANGERS = ("AO1-040", "SDAO1-013", "AO3-086", "AO1-018")


def test_fow_banish_typed_stones_r_two_water_stones_rather_than_the_cost() -> None:
    """AO3-028 (a stranger resonator, {U}{U}{U}{1}, "you may banish two water magic stones rather than pay this card's
    cost"), put into ann's hand from her stranger deck: banishing her two water stones plays it for no will (listed so)
    and they go to her graveyard; a light stone among them, or one stone, is refused; with none, {U}{U}{U}{1} is due."""
    assert entry("AO3-028")["supported"]
    assert card("AO3-028")["play_less"]["by"] == {"attributes": ["water"], "count": 2, "stones": True}
    cards = [dict(c) for c in real_set("AO3-028", *OTHER_STRANGERS, *WATER_STONES)["cards"]]
    next(c for c in cards if c["id"] == "TST-RU1")["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stranger"] = dict.fromkeys(("AO3-028", *OTHER_STRANGERS), 2)
    decks["ann"]["stones"].update(dict.fromkeys(WATER_STONES, 1))
    state = ann_first({"card_set": {"id": "tst-plus-r-cost", "cards": cards}}, decks, "r-cost")
    seat = player(state, "ann")
    guardian = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == "AO3-028")
    seat.stranger_deck = [c for c in seat.stranger_deck if c != guardian]
    seat.hand.append(guardian)
    waters = [to_field(state, "ann", cid) for cid in WATER_STONES]
    light = to_field(state, "ann", "TST-ST-W")

    def banishing(*stones: str) -> dict[str, Any]:
        return _play(guardian, []) | {"payment": {"banish": list(stones)}}

    assert code_of(state, banishing()) == "FOW-WILL-3"
    assert code_of(state, banishing(waters[0], light)) == "FOW-COST-BANISH-STONE-R"
    assert code_of(state, banishing(waters[0])) == "FOW-COST-BANISH-STONE-R"
    assert find(state, "play_card", card=guardian)["payment"] == {"banish": waters}
    state = act(state, banishing(*waters))
    assert [e.id for e in player(state, "ann").field] == [light]
    assert player(state, "ann").graveyard[-2:] == waters


# -- FOW-COUNT-STONE-TYPES-R ----------------------------------------------------------------------------------------


def test_fow_count_stone_types_r_types_of_basic_stones() -> None:
    """CMB-048 ({G}{4}, "you may pay {1} less ... for each different magic stone type among basic magic stones you
    control"): with two basic fire stones, a basic water one and the special fire/darkness TAT-098 (not basic: not
    counted) two types -- {G}{2} pays it, {G}{1} is short; with none {G}{4} is due."""
    assert entry("CMB-048")["supported"]
    assert card("CMB-048")["play_less"]["per"] == {"what": "magic_stone", "distinct_stone_types": True, "not_special": True}
    mixed = ("CMF-102", "TAT-102", "CMF-104", "TAT-098")
    state = hero_started(("CMB-048",), stones=mixed)
    spirit = to_hand(state, "ann", "CMB-048")
    pool(state, "ann", wind=1, void=4)
    assert code_of(state, _play(spirit, [], wind=1, void=3)) == "FOW-WILL-3"
    stones(state, "ann", *mixed)
    assert code_of(state, _play(spirit, [], wind=1, void=1)) == "FOW-WILL-3"
    assert code_of(state, _play(spirit, [], wind=1, void=2)) is None
    assert code_of(state, _play(spirit, [], wind=1, void=4)) is None


# -- FOW-BANISH-NOT-OWNED-R -----------------------------------------------------------------------------------------


def test_fow_banish_not_owned_r_a_borrowed_entity_rather_than_the_cost() -> None:
    """TWS-046 ({U}{1}, "you may banish an entity you control but not own rather than pay this card's cost"): with bob's
    TST-R02 in ann's field (under her control), banishing it plays TWS-046 for no will (listed so) and it goes to bob's
    graveyard; her own TST-R01, or both, are refused (FOW-INSTEAD-CARDS-R); with none, {U}{1} is due."""
    assert entry("TWS-046")["supported"]
    assert card("TWS-046")["play_less"]["by"] == {"any_card": True, "not_owned": True}
    state = real_started("TWS-046")
    paradise = to_hand(state, "ann", "TWS-046")
    own, borrowed = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")
    entity = next(e for e in player(state, "bob").field if e.id == borrowed)
    player(state, "bob").field.remove(entity)
    player(state, "ann").field.append(entity)

    def banishing(*cards: str) -> dict[str, Any]:
        return _play(paradise, []) | {"payment": {"banish": list(cards)}}

    assert code_of(state, banishing()) == "FOW-WILL-3"
    assert code_of(state, banishing(own)) == "FOW-INSTEAD-CARDS-R"
    assert code_of(state, banishing(borrowed, own)) == "FOW-INSTEAD-CARDS-R"
    assert find(state, "play_card", card=paradise)["payment"] == {"banish": [borrowed]}
    state = act(state, banishing(borrowed))
    assert player(state, "bob").graveyard[-1] == borrowed
    assert [e.id for e in player(state, "ann").field] == [own]


# -- FOW-ATTACKS-TOTAL-R --------------------------------------------------------------------------------------------


def test_fow_attacks_total_r_three_attacks_of_the_opponent() -> None:
    """ACN-110 ({G}{G}{2}, "if resonators your opponent controls attacked a total of three times or more this turn, you
    may pay {G}{G}{2} less"): after two attacks of bob's resonators this turn (one of ann's too) no will is short; after
    a third (his TST-R11 attacking twice counts twice) it is played for nothing, or for {G}{G}{2}."""
    assert entry("ACN-110")["supported"]
    assert card("ACN-110")["play_less"]["when"] == {"count": {"what": "resonator", "zone": "attacked", "whose": "opponent"}, "at_least": 3}
    state = real_started("ACN-110")
    elf = to_hand(state, "ann", "ACN-110")
    hers, first, second = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R11"), to_field(state, "bob", "TST-R02")
    pool(state, "ann", wind=2, void=2)
    state.turn.attacked = [f"bob/{first}", f"ann/{hers}", f"bob/{second}"]
    assert code_of(state, _play(elf, [])) == "FOW-WILL-3"
    state.turn.attacked = [*state.turn.attacked, f"bob/{first}"]
    assert code_of(state, _play(elf, [])) is None
    assert code_of(state, _play(elf, [], wind=2, void=2)) is None


# -- FOW-REST-NAMED-EACH-R ------------------------------------------------------------------------------------------


def test_fow_rest_named_each_r_one_of_each_name_rather_than_the_cost() -> None:
    """SKL-032 ({R}{R}{1}, "you may rest a recovered "A" you control and a recovered "B" you control rather than pay this
    card's cost"): resting ann's SKL-031 (A) and SKL-037 (B) plays it for no will (listed so); two cards of the name A
    (SKL-031, AO3-024), or A alone, are refused; with none rested {R}{R}{1} is due."""
    assert entry("SKL-032")["supported"]
    wanted = card("SKL-032")["play_less"]["by"]
    assert (wanted["count"], wanted["each_name"], len(wanted["names"])) == (2, True, 2)
    state = real_started("SKL-032", "SKL-031", "SKL-037", "AO3-024")
    dance = to_hand(state, "ann", "SKL-032")
    first, second, again = (to_field(state, "ann", cid) for cid in ("SKL-031", "SKL-037", "AO3-024"))
    foe = to_field(state, "bob", "TST-R01")

    def resting(*cards: str) -> dict[str, Any]:
        return _play(dance, [foe]) | {"payment": {"rest": list(cards)}}

    assert code_of(state, resting()) == "FOW-WILL-3"
    assert code_of(state, resting(first, again)) == "FOW-INSTEAD-CARDS-R"
    assert code_of(state, resting(first)) == "FOW-INSTEAD-CARDS-R"
    assert find(state, "play_card", card=dance, targets=[foe])["payment"] == {"rest": [first, second]}
    state = act(state, resting(second, first))
    assert all(e.rested for e in player(state, "ann").field if e.id in (first, second))
