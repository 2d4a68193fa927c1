"""Grimm-cluster ability families of fow-n-grimm (issue 14), each played with a real card named by id (the
printed text stays in ../shared):

* FOW-GRAVEYARD-NON-SPELL-FIELD-R: "put target <Race> non-spell card from your graveyard into your field" -- a
  resonator or an [Addition:Field] of the race (MPR-032, MPR-079);
* FOW-COND-ZONE-RACE-R: "(while) you have N or more <Race> cards in your graveyard" (MPR-079's [Trigger]);
* FOW-BANISH-YOUR-STONES-R: "for each of your <attribute> magic stone", "you may banish N of your <attribute> magic
  stones. If you do, put this card from its owner's graveyard into your field" after "when this card is destroyed"
  (CMF-024);
* FOW-DESTROY-BATTLE-PAIR-R: "destroy blocking resonator and blocked resonator. This card deals N damage to each
  controller of those resonators" (CMF-022, a Chant-Standby whose [Trigger] is a state);
* FOW-CHOOSE-TARGET-IF-ATTRIBUTE-R: "Choose target resonator: Remove it from the game if it's <attribute>. Otherwise,
  it gains [+A/+B] until end of turn" (TAT-004);
* FOW-ADDED-IF-PRINTED-R: "Resonator with this gains [+A/+B] if it's dark and its printed ATK and DEF is [a/d].
  Otherwise, it gains [+C/+D]" (CMF-092; CR 104.7: a or more, d or more).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.turns import advance

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_graveyard, to_hand, to_standby
from .real import (
    board_of,
    field,
    hero_started,
    paid_play,
    play,
    refused_line,
    resolve_all,
    stats,
    to_decision,
)

# -- FOW-GRAVEYARD-NON-SPELL-FIELD-R ---------------------------------------------------------------------------

# Reference cards given the race the real cards name: two resonators, a field addition, an addable addition and
# a chant; TST-R17 keeps its own race.
CTHULHU = {cid: {"races": ["Cthulhu"]} for cid in ("TST-R01", "TST-R06", "TST-R08", "TST-A03", "TST-A01", "TST-C04")}


def _shub(*, in_graveyard: tuple[str, ...] = ("TST-A03", "TST-A01", "TST-C04", "TST-R17", "TST-R08")) -> tuple[State, str, list[str], dict[str, str]]:
    """MPR-032 in ann's field beside two other Cthulhu resonators (its cost banishes them); ``in_graveyard``
    reference cards in her graveyard (by def id -> instance)."""
    state = hero_started(("MPR-032",), changed=CTHULHU)
    shub = to_field(state, "ann", "MPR-032")
    fodder = [to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R06")]
    return state, shub, fodder, {cid: to_graveyard(state, "ann", cid) for cid in in_graveyard}


def _activate(shub: str, fodder: list[str], target: str) -> dict[str, Any]:
    index = len(card("MPR-032")["abilities"]) - 1
    return {"type": "activate", "player": "ann", "card": shub, "ability": index, "targets": [target], "payment": {"banish": fodder}}


def test_fow_graveyard_non_spell_field_r_reading() -> None:
    """MPR-032 and MPR-079 are supported: the slot is a Cthulhu resonator or [Addition:Field] of ann's graveyard,
    put into the field (Cthulhu is printed on resonators, field additions and a chant in the database)."""
    for cid in ("MPR-032", "MPR-079"):
        assert entry(cid)["supported"], entry(cid)["unsupported"]
    spec = {"kind": "resonator_or_field_addition", "controller": "you", "races": ["Cthulhu"], "zone": "graveyard"}
    ability = card("MPR-032")["abilities"][-1]
    assert ability["targets"] == [spec] and ability["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field"}]
    assert card("MPR-079")["targets"] == [spec] and card("MPR-079")["effects"] == ability["effects"]


def test_fow_graveyard_non_spell_field_r_a_field_addition_enters_the_field() -> None:
    """MPR-032's ability, its two other Cthulhu resonators banished: the Cthulhu [Addition:Field] of ann's graveyard
    enters her field (added to nothing); the Cthulhu resonator is listed as a target too."""
    state, shub, fodder, grave = _shub()
    listed = {tuple(a.targets) for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == shub}
    assert {(grave["TST-A03"],), (grave["TST-R08"],)} <= listed
    state = resolve_all(act(state, _activate(shub, fodder, grave["TST-A03"])))
    assert grave["TST-A03"] in field(state, "ann") and grave["TST-A03"] not in player(state, "ann").graveyard
    assert all(f in player(state, "ann").graveyard for f in fodder)
    entered = next(e for e in player(state, "ann").field if e.id == grave["TST-A03"])
    assert not entered.added_to


def test_fow_graveyard_non_spell_field_r_a_resonator_enters_the_field() -> None:
    """MPR-032's ability targeting the Cthulhu resonator of ann's graveyard: it enters her field."""
    state, shub, fodder, grave = _shub()
    state = resolve_all(act(state, _activate(shub, fodder, grave["TST-R08"])))
    assert grave["TST-R08"] in field(state, "ann")


def test_fow_graveyard_non_spell_field_r_breaks_other_kinds() -> None:
    """MPR-032's slot refuses an addable Cthulhu addition (CR 1002.2b would add it to an entity) with the rule's
    code, a Cthulhu chant (a spell card) too, and a resonator of another race (FOW-PLAY-1); none is listed."""
    state, shub, fodder, grave = _shub()
    assert code_of(state, _activate(shub, fodder, grave["TST-A01"])) == "FOW-GRAVEYARD-NON-SPELL-FIELD-R"
    assert code_of(state, _activate(shub, fodder, grave["TST-C04"])) == "FOW-GRAVEYARD-NON-SPELL-FIELD-R"
    assert code_of(state, _activate(shub, fodder, grave["TST-R17"])) == "FOW-PLAY-1"
    listed = {t for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == shub for t in a.targets}
    assert not listed & {grave["TST-A01"], grave["TST-C04"], grave["TST-R17"]}


def test_fow_graveyard_non_spell_field_r_refused_when_the_race_is_on_addable_additions() -> None:
    """Read with the database's card types of each race: a race printed on resonators, field additions and chants
    is read; one printed on an addable addition too is refused naming CR 1002.2b; into a hand, refused."""
    token = KNOWN_KINDS.set({"race:Cthulhu": frozenset({"resonator", "field_addition", "chant"}), "race:Human": frozenset({"resonator", "addition"})})
    try:
        record: dict[str, Any] = {"id": "X", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
        line = "[Activate] {Rest}: Put target Cthulhu non-spell card from your graveyard into the field."
        map_ability(normalize_line(line), record)
        assert record["abilities"][0]["targets"][0]["kind"] == "resonator_or_field_addition"
        assert "1002.2b" in refused_line(line.replace("Cthulhu", "Human"))
        assert "not in the vocabulary" in refused_line(line.replace("the field", "your hand"))
    finally:
        KNOWN_KINDS.reset(token)


# -- FOW-COND-ZONE-RACE-R ---------------------------------------------------------------------------------------


def _call(cthulhu_cards: int) -> tuple[State, str, str]:
    """MPR-079 set in ann's chant-standby area on an earlier turn; ``cthulhu_cards`` Cthulhu cards in her graveyard
    (the resonator TST-R08 among them) beside a resonator of another race."""
    state = hero_started(("MPR-079",), changed=CTHULHU)
    state.turn.number = 3  # ann's second turn of her own: set there on an earlier turn (CR 708.5)
    call = to_standby(state, "ann", "MPR-079", 1)
    to_graveyard(state, "ann", "TST-R17")
    target = to_graveyard(state, "ann", "TST-R08")
    for cid in ("TST-R01", "TST-R06", "TST-A03", "TST-C04")[: cthulhu_cards - 1]:
        to_graveyard(state, "ann", cid)
    return state, call, target


def test_fow_cond_zone_race_r_five_cthulhu_cards_play_the_trigger() -> None:
    """FOW-COND-ZONE-RACE-R with MPR-079: five Cthulhu cards in ann's graveyard, she plays it from her standby area
    (no card cost) and the Cthulhu resonator of her graveyard enters her field."""
    assert card("MPR-079")["trigger"] == {"when": {"count": {"what": "card", "zone": "graveyard", "races": ["Cthulhu"]}, "at_least": 5}}
    state, call, target = _call(5)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": call, "targets": [target], "payment": {"pool": {}}}))
    assert target in field(state, "ann")


def test_fow_cond_zone_race_r_four_are_not_enough() -> None:
    """FOW-COND-ZONE-RACE-R with MPR-079: four Cthulhu cards (and a Vampire) in ann's graveyard -- five cards, four
    of the race -- the [Trigger] is refused (FOW-KW-TRIGGER-IF-R) and not listed."""
    state, call, target = _call(4)
    assert len(player(state, "ann").graveyard) == 5
    play_it = {"type": "play_card", "player": "ann", "card": call, "targets": [target], "payment": {"pool": {}}}
    assert code_of(state, play_it) == "FOW-KW-TRIGGER-IF-R"
    assert not any(getattr(a, "card", None) == call for a in GAME.legal_actions(state, "ann"))


# -- FOW-BANISH-YOUR-STONES-R -----------------------------------------------------------------------------------


# Real magic stones of the fire magic stone type: two basic ones and a special one whose will is darkness.
FIRE_STONES = ("CMF-102", "TAT-102", "TAT-098")


def _dragon(fire: int) -> tuple[State, str, list[str], str]:
    """CMF-024 in ann's field with ``fire`` of FIRE_STONES and a reference water stone (of no fire type)."""
    state = hero_started(("CMF-024",), stones=FIRE_STONES)
    dragon = to_field(state, "ann", "CMF-024")
    fires = [to_field(state, "ann", cid) for cid in FIRE_STONES[:fire]]
    water = to_field(state, "ann", "TST-ST-U")
    return state, dragon, fires, water


def _destroyed(state: State, dragon: str) -> State:
    board = board_of(state)
    entity = board.entity(dragon)
    assert entity is not None
    destroy(board, entity, [])
    advance(board, [])  # the trigger is asked as the next decision (FOW-PRIO-7)
    return state


def test_fow_banish_your_stones_r_reading_and_count() -> None:
    """CMF-024 is supported: its ATK change counts the fire magic stones ann controls (three: +600, the water one
    not; TAT-098, of the fire type, producing darkness, counted); its destroyed trigger is an optional banish of three fire magic stones, then this card into your field."""
    assert entry("CMF-024")["supported"]
    count, trigger = card("CMF-024")["abilities"][-2:]
    assert count["per"] == {"what": "magic_stone", "attributes": ["fire"]} and count["atk"] == 200  # whose: you (the default)
    assert trigger["trigger"] == "destroyed" and trigger["effects"] == [
        {"op": "banish", "what": "magic_stone", "amount": 3, "attributes": ["fire"], "optional": True},
        {"op": "from_graveyard", "target": "self", "to": "field", "yours": True, "condition": "if_you_do"},
    ]
    state, dragon, _, _ = _dragon(3)
    assert stats(state, dragon)[0] == card("CMF-024")["atk"] + 600


def test_fow_banish_your_stones_r_three_fire_stones_bring_it_back() -> None:
    """CMF-024 destroyed with three fire magic stones in ann's field: she accepts, names the three (a water stone is
    refused, FOW-BANISH-CHOICE-R), they go to her graveyard and CMF-024 enters her field again."""
    state, dragon, fires, water = _dragon(3)
    state = to_decision(_destroyed(state, dragon), "may", {})
    assert dragon in player(state, "ann").graveyard
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    for stone in fires:
        assert state.decision is not None and state.decision.kind == "banish"
        assert code_of(state, {"type": "banish", "player": "ann", "card": water}) == "FOW-BANISH-CHOICE-R"
        state = act(state, {"type": "banish", "player": "ann", "card": stone})
    state = resolve_all(state)
    assert dragon in field(state, "ann") and dragon not in player(state, "ann").graveyard
    assert all(stone in player(state, "ann").graveyard for stone in fires) and water in field(state, "ann")


def test_fow_banish_your_stones_r_declined_or_too_few_nothing() -> None:
    """CMF-024 destroyed: declined, it stays in ann's graveyard with her stones in the field; with two fire magic
    stones only (the banish cannot be done in full, CR 104.2) nothing is asked and it stays there too."""
    state, dragon, fires, _ = _dragon(3)
    state = to_decision(_destroyed(state, dragon), "may", {})
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": False}))
    assert dragon in player(state, "ann").graveyard and all(stone in field(state, "ann") for stone in fires)
    state, dragon, fires, _ = _dragon(2)
    state = resolve_all(_destroyed(state, dragon))
    assert state.decision is None
    assert dragon in player(state, "ann").graveyard and all(stone in field(state, "ann") for stone in fires)


# -- FOW-DESTROY-BATTLE-PAIR-R ----------------------------------------------------------------------------------


def _bomb(*, named: bool = True, battle: bool = True) -> tuple[State, dict[str, Any], dict[str, str]]:
    """Ann (her ruler bearing the name CMF-022's [Trigger] asks for, when ``named``) holds CMF-022 and its cost; her
    TST-R03 attacks bob and his TST-R04 blocks it (when ``battle``); TST-R02 and TST-R05 stand by."""
    ruler = card("CMF-022")["trigger"]["when"]["ruler_names"][0]
    state = hero_started(("CMF-022",), ruler_name=ruler if named else None)
    cards = {
        "attacker": to_field(state, "ann", "TST-R03"),
        "blocker": to_field(state, "bob", "TST-R04"),
        "ann_other": to_field(state, "ann", "TST-R02"),
        "bob_other": to_field(state, "bob", "TST-R05"),
    }
    bomb = to_hand(state, "ann", "CMF-022")
    pool(state, "ann", fire=1, void=2)
    if battle:
        state = act(state, {"type": "start_battle", "player": "ann"})
        state = both_pass(state)
        state = act(state, {"type": "declare_attack", "player": "ann", "attacker": cards["attacker"], "target": "bob"})
        state = both_pass(state)
        state = act(state, {"type": "declare_block", "player": "bob", "blocker": cards["blocker"]})
    assert state.priority == "ann"
    return state, {"type": "play_card", "player": "ann", "card": bomb, "targets": [], "payment": {"pool": {"fire": 1, "void": 2}}}, cards


def test_fow_destroy_battle_pair_r_blocker_and_blocked_destroyed_both_players_dealt_damage() -> None:
    """CMF-022 is supported (one effect: the pair destroyed, 500 damage to their controllers); played by ann after
    bob's TST-R04 blocked her attacking TST-R03: both are destroyed, each player is dealt 500 damage, and the two
    resonators out of the battle stay."""
    assert entry("CMF-022")["supported"]
    assert card("CMF-022")["effects"] == [{"op": "destroy_battle", "damage": 500}]
    state, play_it, cards = _bomb()
    lives = {pid: player(state, pid).life for pid in ("ann", "bob")}
    state = resolve_all(act(state, play_it))
    assert cards["attacker"] in player(state, "ann").graveyard and cards["blocker"] in player(state, "bob").graveyard
    assert {cards["ann_other"], cards["bob_other"]} <= field(state, "ann") | field(state, "bob")
    assert {pid: player(state, pid).life for pid in ("ann", "bob")} == {pid: life - 500 for pid, life in lives.items()}


def test_fow_destroy_battle_pair_r_outside_a_battle_nothing_and_condition_needed() -> None:
    """CMF-022 played by ann outside a battle: no resonator is destroyed and no player is dealt damage; without the
    ruler its [Trigger] names, it is refused (FOW-KW-TRIGGER-IF-R)."""
    state, play_it, cards = _bomb(battle=False)
    lives = {pid: player(state, pid).life for pid in ("ann", "bob")}
    state = resolve_all(act(state, play_it))
    assert set(cards.values()) <= field(state, "ann") | field(state, "bob")
    assert {pid: player(state, pid).life for pid in ("ann", "bob")} == lives
    state, play_it, _ = _bomb(named=False)
    assert code_of(state, play_it) == "FOW-KW-TRIGGER-IF-R"


# -- FOW-CHOOSE-TARGET-IF-ATTRIBUTE-R ---------------------------------------------------------------------------


def _lantern(victim: str) -> tuple[State, str]:
    """Ann plays TAT-004 (not awakened); its [Enter] targets bob's ``victim``; all resolved."""
    state = hero_started(("TAT-004",))
    target = to_field(state, "bob", victim)
    state = act(state, paid_play(state, "ann", "TAT-004"))
    tat = state.chase[-1].card
    return resolve_all(state, {tat: [target]}), target


def test_fow_choose_target_if_attribute_r_a_darkness_resonator_is_removed() -> None:
    """TAT-004 is supported (its [Enter]: the target removed if darkness, else +200/+200); targeting bob's darkness
    TST-R17, it goes to his removed area and gains nothing."""
    assert entry("TAT-004")["supported"]
    enter = card("TAT-004")["abilities"][0]
    assert enter["targets"] == [{"kind": "resonator"}] and [(e["op"], e.get("when"), e.get("unless")) for e in enter["effects"]] == [
        ("remove", {"target_attributes": ["darkness"]}, None),
        ("modify", None, {"target_attributes": ["darkness"]}),
    ]
    state, target = _lantern("TST-R17")
    assert target in player(state, "bob").removed and target not in field(state, "bob")


def test_fow_choose_target_if_attribute_r_another_attribute_gains_instead() -> None:
    """TAT-004 targeting bob's light TST-R02: it stays in his field with +200/+200 (not removed)."""
    state, target = _lantern("TST-R02")
    assert target in field(state, "bob") and stats(state, target)[:2] == (600 + 200, 500 + 200)


# -- FOW-ADDED-IF-PRINTED-R -------------------------------------------------------------------------------------


def _slipper(host_id: str) -> tuple[State, str]:
    """Ann plays CMF-092 onto her ``host_id`` (TST-R16 printed 300/900 here); all resolved."""
    state = hero_started(("CMF-092",), changed={"TST-R16": {"atk": 300, "def": 900}})
    host = to_field(state, "ann", host_id)
    return resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-092"), [host])), host


def test_fow_added_if_printed_r_reading() -> None:
    """CMF-092 is supported: two continuous abilities over the added J/resonator, +600/+600 while it is darkness with
    printed ATK and DEF of 400 or more (CR 104.7), -400/-400 while it is not."""
    assert entry("CMF-092")["supported"]
    host = {"attributes": ["darkness"], "min_printed_atk": 400, "min_printed_def": 400}
    assert [(a["scope"], a.get("host_is"), a.get("host_is_not"), a["atk"], a["def"]) for a in card("CMF-092")["abilities"]] == [
        ("added", host, None, 600, 600),
        ("added", None, host, -400, -400),
    ]


def test_fow_added_if_printed_r_a_dark_host_of_those_printed_values_or_more_gains() -> None:
    """CMF-092 on ann's darkness TST-R20 (printed 600/400: ATK above 400, DEF 400) -- +600/+600."""
    state, host = _slipper("TST-R20")
    assert stats(state, host)[:2] == (600 + 600, 400 + 600)


def test_fow_added_if_printed_r_otherwise_loses() -> None:
    """CMF-092 on ann's light TST-R01 (printed 400/400, not darkness): -400/-400, its DEF 0 puts it into her
    graveyard; on her darkness TST-R16 printed 300/900 here (ATK below 400): -400 DEF (500 left), not +600."""
    state, host = _slipper("TST-R01")
    assert host in player(state, "ann").graveyard
    state, host = _slipper("TST-R16")
    assert stats(state, host)[1] == 900 - 400
