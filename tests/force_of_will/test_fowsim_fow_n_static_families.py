"""Families of one-blocking-line static forms (fow-n-static), each played with a real card named by id (the printed
text stays in ../shared and is read at run time):

- FOW-BLOCK-FLYING-R: "This card (J/resonators you control) can block J/resonators (resonators) with [Flying]",
  with or without an 'as long as' condition (ACN-099, ENW-020, TMS-054).
- FOW-LOSE-CANNOT-GAIN-R: "J/resonators your opponent controls (Non-<attribute> J/resonators) lose and cannot gain
  [Keyword] (and [Keyword])" (PofA-107, TSW-064).
- FOW-BECOMES-STATS-R: "Target (J/)resonator (loses all abilities and) becomes a [A/D] (<Race>) (with [Keyword]) until
  end of turn" (ACN-022, SDV3-016, DBV-048, CFC-040, VIN003-032, ADW-002, RDE-018).
- FOW-TYPE-GROUP-BARRIER-R: "Additions (Regalia, Additions and regalia) you control gain [Barrier]" (SDL3-005,
  AO1-057, PofA-119).
- FOW-TWO-RACES-GROUP-R: "<Races> and <Races> you control gain [+A/+B]" (SKL-063, AO2-031).
- FOW-FOREACH-DISTINCT-NAMES-R: "... gain [+A/+B] for each different name among (all) magic stones you control"
  (MSW-087, MP01-172).
- FOW-PREVENT-GROUP-KIND-R: "Prevent all damage you would be dealt by chants until end of turn" (SNV-002), "Prevent all
  non-battle damage that would be dealt to you(r) or J/resonators you control until end of turn" (CMB-029).
- FOW-BLOCK-RESTED-R: "This card can block while rested" (BFA-039).
- FOW-GROUP-CANNOT-ATTACK-R: "<Attribute> J/resonators cannot attack or block" (TST-001).
- FOW-DAMAGE-TIMES-X-R: "This card deals N damage multiplied by X to target resonator and your opponent", the X paid
  for the chant (LEL-088).
- FOW-GEMS-WHILE-R: "This card gains [+A/+B] as long as you control N or more gems" (TSW-009).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.effects import deal_damage
from adjudicator.force_of_will.state import Entity, Modifier, State

from .fowsim_db import card, entry, line_refusal
from .helpers import (
    act,
    both_pass,
    code_of,
    listed,
    next_turn,
    pass_until,
    player,
    pool,
    stones,
    to_field,
    to_hand,
)
from .real import board_of, hero_started, j_ruler_to_field, play, real_started, resolve_all, stats


def _bobs_main(state: State) -> State:
    return pass_until(next_turn(state), lambda s: s.priority == "bob" and s.phase == "main" and not s.chase and s.decision is None)


def _blocking(state: State, attacker: str, attacker_pid: str = "ann") -> State:
    """``attacker_pid`` starts a battle in their turn and attacks the opponent with ``attacker``: the state at the
    block declaration."""
    battle = both_pass(act(state, {"type": "start_battle", "player": attacker_pid}))
    target = "bob" if attacker_pid == "ann" else "ann"
    return pass_until(
        act(battle, {"type": "declare_attack", "player": attacker_pid, "attacker": attacker, "target": target}),
        lambda s: s.decision is not None and s.decision.kind == "declare_block",
    )


# -- FOW-BLOCK-FLYING-R ---------------------------------------------------------------------------------------------


def test_fow_block_flying_r_parsed_on_three_real_cards() -> None:
    """ACN-099 (this card, any J/resonator), ENW-020 (an addition: J/resonators you control), TMS-054 (resonators
    only, while your ruler has a name): all supported, read as one continuous ability each."""
    for cid in ("ACN-099", "ENW-020", "TMS-054"):
        assert entry(cid)["supported"], cid
    (first, *_) = card("ACN-099")["abilities"]
    assert first["kind"] == "continuous" and first["block_flying"] == "j_resonators" and first.get("scope", "self") == "self"
    assert card("ENW-020")["abilities"][0]["scope"] == "your_j_resonators" and card("ENW-020")["abilities"][0]["block_flying"] == "j_resonators"
    ygg = card("TMS-054")["abilities"][0]
    assert ygg["block_flying"] == "resonators" and ygg["as_long_as"] == {"ruler_names": ["Yggdrasil, the World Tree"]}


def test_fow_block_flying_r_this_card_blocks_a_flyer_a_plain_resonator_cannot() -> None:
    """ACN-099 (no [Flying]) in bob's field blocks ann's attacker with [Flying] (TST-R01) and is listed; a reference
    resonator without [Flying] still answers FOW-KW-FLYING."""
    state = real_started("ACN-099")
    flyer = to_field(state, "ann", "TST-R01")
    archer = to_field(state, "bob", "ACN-099")
    ground = to_field(state, "bob", "TST-R04")
    blocking = _blocking(state, flyer)
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": ground}) == "FOW-KW-FLYING"
    assert listed(blocking, "declare_block", blocker=archer) and not listed(blocking, "declare_block", blocker=ground)
    after = act(blocking, {"type": "declare_block", "player": "bob", "blocker": archer})
    assert after.battle is not None and after.battle.blocker == archer


def test_fow_block_flying_r_the_group_of_its_controller_only() -> None:
    """ENW-020 in bob's field: his plain resonator blocks ann's flyer; the same addition in ann's field lets none of
    bob's block it (FOW-KW-FLYING) -- 'you control' is the addition's controller."""
    state = real_started("ENW-020")
    flyer = to_field(state, "ann", "TST-R01")
    ground = to_field(state, "bob", "TST-R04")
    to_field(state, "bob", "ENW-020")
    after = act(_blocking(state, flyer), {"type": "declare_block", "player": "bob", "blocker": ground})
    assert after.battle is not None and after.battle.blocker == ground
    state = real_started("ENW-020")
    flyer = to_field(state, "ann", "TST-R01")
    ground = to_field(state, "bob", "TST-R04")
    to_field(state, "ann", "ENW-020")
    assert code_of(_blocking(state, flyer), {"type": "declare_block", "player": "bob", "blocker": ground}) == "FOW-KW-FLYING"


def test_fow_block_flying_r_as_long_as_the_ruler_and_resonators_only() -> None:
    """TMS-054 in ann's field, bob attacking in his turn with a flyer: with ann's ruler named as printed it blocks;
    with another ruler it answers FOW-KW-FLYING; a J-ruler with [Flying] attacking is no resonator and it cannot
    block that one (FOW-KW-FLYING)."""
    ygg_name = card("TMS-054")["abilities"][0]["as_long_as"]["ruler_names"][0]
    for name, code in ((ygg_name, None), (None, "FOW-KW-FLYING")):
        state = hero_started(("TMS-054",), ruler_name=name)
        child = to_field(state, "ann", "TMS-054")
        flyer = to_field(state, "bob", "TST-R01")
        state = _bobs_main(state)
        assert code_of(_blocking(state, flyer, "bob"), {"type": "declare_block", "player": "ann", "blocker": child}) == code
    state = hero_started(("TMS-054",), ruler_name=ygg_name)
    child = to_field(state, "ann", "TMS-054")
    state = _bobs_main(state)
    j_ruler = j_ruler_to_field(state, "bob")
    state.modifiers.append(Modifier(target=j_ruler, keywords=["flying"], until="turn"))
    blocking = _blocking(state, j_ruler, "bob")
    assert code_of(blocking, {"type": "declare_block", "player": "ann", "blocker": child}) == "FOW-KW-FLYING"


# -- FOW-LOSE-CANNOT-GAIN-R -----------------------------------------------------------------------------------------


def test_fow_lose_cannot_gain_r_parsed() -> None:
    """PofA-107 (the opponent's J/resonators) and TSW-064 (an addition: every player's non-water J/resonators)."""
    for cid in ("PofA-107", "TSW-064"):
        assert entry(cid)["supported"], cid
    (opp,) = [a for a in card("PofA-107")["abilities"] if a.get("cannot_have")]
    assert opp["scope"] == "opponent_j_resonators" and opp["cannot_have"] == ["flying"]
    (non,) = [a for a in card("TSW-064")["abilities"] if a.get("cannot_have")]
    assert non["scope"] == "all_j_resonators" and non["not_attributes"] == ["water"] and non["cannot_have"] == ["swiftness", "flying"]


def test_fow_lose_cannot_gain_r_the_opponents_flyer_is_blocked_and_regains_nothing() -> None:
    """PofA-107 in bob's field: ann's TST-R01 has no [Flying] (given again by a one-time effect after it: still none),
    so bob's plain resonator blocks it; bob's own TST-R14 keeps [Flying]."""
    state = real_started("PofA-107")
    flyer = to_field(state, "ann", "TST-R01")
    to_field(state, "bob", "PofA-107")
    ground = to_field(state, "bob", "TST-R04")
    drake = to_field(state, "bob", "TST-R14")
    state.modifiers.append(Modifier(target=flyer, keywords=["flying"], until="turn"))
    assert "flying" not in stats(state, flyer)[2] and "flying" in stats(state, drake)[2]
    after = act(_blocking(state, flyer), {"type": "declare_block", "player": "bob", "blocker": ground})
    assert after.battle is not None and after.battle.blocker == ground


def test_fow_lose_cannot_gain_r_non_water_only_and_swiftness_too() -> None:
    """TSW-064 in ann's field: a wind TST-R06 (printed [Flying] and [Swiftness]) has neither, whoever controls it; a
    water VIN001-042 keeps its [Flying]; with TSW-064 gone TST-R06 has both again."""
    state = real_started("TSW-064", "VIN001-042")
    wind = to_field(state, "bob", "TST-R06")
    water = to_field(state, "ann", "VIN001-042")
    to_field(state, "ann", "TSW-064")
    assert not {"flying", "swiftness"} & stats(state, wind)[2] and "flying" in stats(state, water)[2]
    state = real_started("TSW-064", "VIN001-042")
    wind = to_field(state, "bob", "TST-R06")
    assert {"flying", "swiftness"} <= stats(state, wind)[2]


# -- FOW-BECOMES-STATS-R --------------------------------------------------------------------------------------------


def test_fow_becomes_stats_r_parsed_on_seven_real_chants() -> None:
    """Three "becomes a [A/D]" chants (two runes), four that also lose all abilities (two of them becoming a Bear, one a Dragon
    with [Flying]): all supported, one modify effect of the one target each."""
    for cid in ("ACN-022", "SDV3-016", "DBV-048", "CFC-040", "VIN003-032", "ADW-002", "RDE-018"):
        assert entry(cid)["supported"], cid
    assert card("ACN-022")["effects"] == [{"op": "modify", "target": 0, "becomes": [0, 100]}]
    assert card("SDV3-016")["effects"] == [{"op": "modify", "target": 0, "becomes": [900, 900]}]
    assert card("ADW-002")["targets"] == [{"kind": "j_resonator"}]
    assert card("CFC-040")["effects"] == [{"op": "modify", "flags": ["no_abilities"], "target": 0, "becomes": [400, 400], "becomes_race": "Bear"}]
    (dragon,) = card("RDE-018")["effects"]
    assert dragon["becomes"] == [800, 800] and dragon["becomes_race"] == "Dragon" and dragon["keywords"] == ["flying"] and dragon["flags"] == ["no_abilities"]


def test_fow_becomes_stats_r_earlier_changes_overwritten_later_ones_on_top() -> None:
    """ADW-002 on bob's TST-R03 (printed 400/600): a field addition of bob's already there (+0/+200) and an earlier
    one-time +300/+300 are overwritten (CR 909.1g in timestamp order): 600/600, not 900/1100.  An addition entering
    afterwards (+100/+0) and a later one-time +100/+100 apply on top: 800/700; the first addition leaving and coming
    back is a new object whose ability is later: +200 DEF."""
    state = real_started("ADW-002")
    sentinel = to_field(state, "bob", "TST-R03")
    wall = to_field(state, "bob", "TST-A04")
    state.modifiers.append(Modifier(target=sentinel, atk=300, def_=300, until="turn"))
    assert stats(state, sentinel)[:2] == (700, 1100)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADW-002"), [sentinel]))
    assert stats(state, sentinel)[:2] == (600, 600)
    to_field(state, "bob", "TST-A03")
    state.modifiers.append(Modifier(target=sentinel, atk=100, def_=100, until="turn"))
    assert stats(state, sentinel)[:2] == (800, 700)
    (entity,) = [e for e in player(state, "bob").field if e.id == wall]
    board_of(state).leave_field(entity, "graveyard", [])
    assert stats(state, sentinel)[:2] == (800, 700)
    player(state, "bob").graveyard.remove(wall)
    player(state, "bob").field.append(Entity(id=wall))
    assert stats(state, sentinel)[:2] == (800, 900)


def test_fow_becomes_stats_r_it_ends_with_the_turn_and_counters_apply_after() -> None:
    """ACN-022 on bob's TST-R03: [0/100] with a [+100/+100] counter (CR 909.1h: counters after) is 100/200 until the
    turn ends, then 500/700 again."""
    state = real_started("ACN-022")
    sentinel = to_field(state, "bob", "TST-R03", counters={"+100/+100": 1})
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-022"), [sentinel]))
    assert stats(state, sentinel)[:2] == (100, 200)
    assert stats(next_turn(state), sentinel)[:2] == (500, 700)


def test_fow_becomes_stats_r_loses_abilities_and_becomes_a_race_with_a_keyword() -> None:
    """CFC-040 on bob's TST-R05 ([Flying], [Precision], a light resonator): a 400/400 Bear with no keyword, its only race
    Bear; RDE-018 on TST-R06 ([Flying], [Swiftness]): an 800/800 Dragon with [Flying] only."""
    state = real_started("CFC-040", "RDE-018")
    bear = to_field(state, "bob", "TST-R05")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CFC-040"), [bear]))
    assert stats(state, bear) == (400, 400, frozenset())
    board = board_of(state)
    entity = board.entity(bear)
    assert entity is not None and board.defn(entity).races == ["Bear"]
    dragon = to_field(state, "bob", "TST-R06")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "RDE-018"), [dragon]))
    assert stats(state, dragon) == (800, 800, frozenset({"flying"}))
    board = board_of(state)
    entity = board.entity(dragon)
    assert entity is not None and board.defn(entity).races == ["Dragon"]


def test_fow_becomes_stats_r_a_magic_stone_target_stays_refused() -> None:
    """FOW-BECOMES-STATS-R: a target other than a J/resonator (LEL-061's magic stone) is refused."""
    assert not entry("LEL-061")["supported"]
    assert "magic_stone that becomes a [A/D]" in entry("LEL-061")["unsupported"][0]["reason"]


# -- FOW-TYPE-GROUP-BARRIER-R ---------------------------------------------------------------------------------------


def _shatter(state: State, target: str) -> dict[str, Any]:
    """VIN002-053 (destroy target addition or regalia, {G}) put into ann's hand with its cost in her pool."""
    instance = to_hand(state, "ann", "VIN002-053")
    pool(state, "ann", wind=1)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [target], "payment": {"pool": {"wind": 1}}}


def test_fow_type_group_barrier_r_parsed() -> None:
    """SDL3-005 (additions), AO1-057 (regalia), PofA-119 (both): every card of those types its controller controls."""
    for cid, types in (("SDL3-005", ["addition"]), ("AO1-057", ["regalia"]), ("PofA-119", ["addition", "regalia"])):
        assert entry(cid)["supported"], cid
        (ability,) = [a for a in card(cid)["abilities"] if a.get("card_types")]
        assert {k: ability[k] for k in ("scope", "any_card", "card_types", "keywords")} == {
            "scope": "your_j_resonators", "any_card": True, "card_types": types, "keywords": ["barrier"],
        }


def test_fow_type_group_barrier_r_the_controllers_cards_of_those_types_only() -> None:
    """PofA-119 in bob's field: ann's VIN002-053 cannot target his addition TST-A03 nor his regalia TST-G01
    (FOW-KW-BARRIER); her own addition stays a legal target and is destroyed.  With SDL3-005 (additions only) his
    regalia is a legal target; his resonators are untouched by either (no [Barrier])."""
    state = real_started("PofA-119", "VIN002-053")
    to_field(state, "bob", "PofA-119")
    his_addition = to_field(state, "bob", "TST-A03")
    his_regalia = to_field(state, "bob", "TST-G01")
    mine = to_field(state, "ann", "TST-A04")
    for target in (his_addition, his_regalia):
        assert code_of(state, _shatter(state, target)) == "FOW-KW-BARRIER"
    resonator = to_field(state, "bob", "TST-R03")
    assert "barrier" not in stats(state, resonator)[2]
    state = resolve_all(act(state, _shatter(state, mine)))
    assert mine in player(state, "ann").graveyard
    state = real_started("SDL3-005", "VIN002-053")
    to_field(state, "bob", "SDL3-005")
    his_addition = to_field(state, "bob", "TST-A03")
    his_regalia = to_field(state, "bob", "TST-G01")
    assert code_of(state, _shatter(state, his_addition)) == "FOW-KW-BARRIER"
    state = resolve_all(act(state, _shatter(state, his_regalia)))
    assert his_regalia in player(state, "bob").graveyard


# -- FOW-TWO-RACES-GROUP-R ------------------------------------------------------------------------------------------


def test_fow_two_races_group_r_either_race_of_its_controller() -> None:
    """SKL-063 (an addition) in ann's field: her Beast SKL-057 and her Four Sacred Beasts SKL-002 gain +200/+200; her
    TST-R03 (neither race) and bob's Beast do not; AO2-031 reads the same."""
    for cid in ("SKL-063", "AO2-031"):
        assert entry(cid)["supported"], cid
        (ability,) = [a for a in card(cid)["abilities"] if a["kind"] == "continuous"]
        assert ability["scope"] == "your_j_resonators" and ability["races"] == ["Beast", "Four Sacred Beasts"] and (ability["atk"], ability["def"]) == (200, 200)
    state = real_started("SKL-063", "SKL-057", "SKL-002")
    to_field(state, "ann", "SKL-063")
    beast = to_field(state, "ann", "SKL-057")
    sacred = to_field(state, "ann", "SKL-002")
    plain = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "SKL-057")
    assert stats(state, beast)[:2] == (600, 600) and stats(state, sacred)[:2] == (800, 800)
    assert stats(state, plain)[:2] == (400, 600) and stats(state, his)[:2] == (400, 400)
    assert "two races" in line_refusal("Beasts and Beasts you control gain [+200/+200].")


# -- FOW-FOREACH-DISTINCT-NAMES-R -----------------------------------------------------------------------------------


def test_fow_foreach_distinct_names_r_names_of_its_controllers_stones() -> None:
    """MSW-087 (an addition) in ann's field with two light stones and a fire stone of hers (two names) and three
    stones of bob's: her TST-R03 is 400/600 + 2 x 200 = 800/1000; bob's is unchanged.  MP01-172 reads the same."""
    for cid in ("MSW-087", "MP01-172"):
        assert entry(cid)["supported"], cid
        (ability,) = [a for a in card(cid)["abilities"] if a.get("per")]
        assert ability["per"] == {"what": "magic_stone", "distinct_names": True} and ability["scope"] == "your_j_resonators"
    state = real_started("MSW-087")
    to_field(state, "ann", "MSW-087")
    mine = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "TST-R03")
    assert stats(state, mine)[:2] == (400, 600)
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-R")
    stones(state, "bob", "TST-ST-W", "TST-ST-R", "TST-ST-U")
    assert stats(state, mine)[:2] == (800, 1000) and stats(state, his)[:2] == (400, 600)


# -- FOW-PREVENT-GROUP-KIND-R ---------------------------------------------------------------------------------------


def _dealt(state: State, source: str, target: str, amount: int, *, battle: bool = False) -> int:
    """``source`` deals ``amount`` damage to the player or field card ``target`` through the engine: how much is dealt."""
    board = board_of(state)
    entity = board.entity(target)
    before = entity.damage if entity is not None else player(state, target).life
    deal_damage(board, source, target, amount, [], battle=battle)
    entity = board.entity(target)
    return (entity.damage - before) if entity is not None else before - player(state, target).life


def test_fow_prevent_group_kind_r_parsed() -> None:
    for cid in ("SNV-002", "CMB-029"):
        assert entry(cid)["supported"], cid
    assert card("SNV-002")["effects"] == [{"op": "prevent_group", "way": "to", "group": "you", "by_chants": True}]
    assert card("CMB-029")["effects"] == [{"op": "prevent_group", "way": "to", "group": "j_resonators", "whose": "you", "non_battle": True, "also_you": True}]


def test_fow_prevent_group_kind_r_chants_only_to_you_only() -> None:
    """In bob's turn he plays TST-C08 (300 damage to ann); ann answers with SNV-002 ([Quickcast]): the chant deals her
    nothing.  The rest of the turn a resonator's damage to her is dealt, and a chant's damage to her resonator too."""
    state = real_started("SNV-002")
    state = _bobs_main(state)
    mine = to_field(state, "ann", "TST-R04")
    his = to_field(state, "bob", "TST-R03")
    life = player(state, "ann").life
    spite = to_hand(state, "bob", "TST-C08")  # {B}{1}: 300 damage to target opponent
    pool(state, "bob", darkness=1, void=1)
    state = act(state, {"type": "play_card", "player": "bob", "card": spite, "targets": ["ann"], "payment": {"pool": {"darkness": 1, "void": 1}}})
    state = act(state, {"type": "pass", "player": "bob"})
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SNV-002")))
    assert player(state, "ann").life == life
    spell = to_hand(state, "bob", "TST-C05")
    assert _dealt(state, spell, "ann", 200) == 0
    assert _dealt(state, his, "ann", 200) == 200
    assert _dealt(state, spell, mine, 200) == 200


def test_fow_prevent_group_kind_r_non_battle_to_you_and_your_j_resonators() -> None:
    """Ann resolves CMB-029: non-battle damage to her or to her resonator is prevented (a chant's, a resonator's);
    battle damage to her resonator is dealt, and damage to bob's resonator too."""
    state = real_started("CMB-029")
    mine = to_field(state, "ann", "TST-R04")
    his = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMB-029")))
    assert sorted(state.turn.wards or []) == ["ann/to/j_resonators/you/nonbattle", "ann/to/you/any/nonbattle"]
    spell = to_hand(state, "bob", "TST-C05")
    assert _dealt(state, spell, "ann", 300) == 0 and _dealt(state, his, mine, 300) == 0
    assert _dealt(state, his, mine, 300, battle=True) == 300
    assert _dealt(state, spell, his, 300) == 300


def test_fow_prevent_group_kind_r_marked_wards_decode_forged_ones_are_refused() -> None:
    """FOW-PREVENT-GROUP-KIND-R: wards marked '/chant', '/nonbattle' (after an amount) decode; another mark, or the
    marks in the other order, is refused."""
    import msgspec

    from adjudicator.force_of_will import GAME

    from .test_pinned_consistency import refused

    state = real_started("SNV-002")
    good = msgspec.to_builtins(state)
    good["turn"]["wards"] = ["ann/to/you/any/chant", "ann/to/j_resonators/you/nonbattle", "bob/to/resonators/you/200/chant/nonbattle"]
    GAME.decode_state(good, prefix="/state")
    data = msgspec.to_builtins(state)
    data["turn"]["wards"] = ["ann/to/you/any/spell", "ann/to/you/any/nonbattle/chant"]
    assert [path for path, _ in refused(data)] == ["/state/turn/wards/0", "/state/turn/wards/1"]


# -- FOW-BLOCK-RESTED-R, FOW-GROUP-CANNOT-ATTACK-R ------------------------------------------------------------------


def test_fow_block_rested_r_it_blocks_rested_another_does_not() -> None:
    """BFA-039 rested in bob's field blocks ann's attacker (listed); a rested reference resonator answers FOW-BATTLE-4."""
    assert entry("BFA-039")["supported"] and card("BFA-039")["abilities"][0]["block_rested"] is True
    state = real_started("BFA-039")
    attacker = to_field(state, "ann", "TST-R03")
    able = to_field(state, "bob", "BFA-039", rested=True)
    other = to_field(state, "bob", "TST-R04", rested=True)
    blocking = _blocking(state, attacker)
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": other}) == "FOW-BATTLE-4"
    assert listed(blocking, "declare_block", blocker=able)
    after = act(blocking, {"type": "declare_block", "player": "bob", "blocker": able})
    assert after.battle is not None and after.battle.blocker == able


def test_fow_group_cannot_attack_r_every_players_of_that_attribute() -> None:
    """TST-001 in bob's field: ann's darkness TST-R16 cannot attack (FOW-CANNOT-ATTACK-R), her light TST-R03 attacks;
    bob's darkness TST-R17 cannot block it, his light TST-R04 blocks."""
    assert entry("TST-001")["supported"]
    (ability,) = [a for a in card("TST-001")["abilities"] if a["kind"] == "continuous"]
    assert ability["scope"] == "all_j_resonators" and ability["attributes"] == ["darkness"] and ability["cannot_attack"] and ability["cannot_block"]
    state = real_started("TST-001")
    to_field(state, "bob", "TST-001")
    dark = to_field(state, "ann", "TST-R16")
    light = to_field(state, "ann", "TST-R03")
    his_dark = to_field(state, "bob", "TST-R17")
    his_light = to_field(state, "bob", "TST-R04")
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": dark, "target": "bob"}) == "FOW-CANNOT-ATTACK-R"
    blocking = _blocking(state, light)
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": his_dark}) == "FOW-CANNOT-ATTACK-R"
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": his_light}) is None


# -- FOW-DAMAGE-TIMES-X-R -------------------------------------------------------------------------------------------


def test_fow_damage_times_x_r_the_x_paid_to_the_target_and_the_opponent() -> None:
    """LEL-088 ({R}{U}{X}) played with X = 2 at bob's TST-R03 (DEF 600): 400 damage to it and 400 to bob; with X = 0
    nothing is dealt."""
    assert entry("LEL-088")["supported"]
    assert card("LEL-088")["effects"] == [
        {"op": "damage", "amount": 200, "per_x": True, "target": 0},
        {"op": "damage", "amount": 200, "per_x": True, "each": "your_opponent"},
    ]
    for x, dealt in ((2, 400), (0, 0)):
        state = real_started("LEL-088")
        sentinel = to_field(state, "bob", "TST-R03")
        life = player(state, "bob").life
        spell = to_hand(state, "ann", "LEL-088")
        will = {"fire": 1, "water": 1, "void": x} if x else {"fire": 1, "water": 1}
        pool(state, "ann", **will)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [sentinel], "x": x, "payment": {"pool": will}}))
        entity = board_of(state).entity(sentinel)
        assert entity is not None and entity.damage == dealt and player(state, "bob").life == life - dealt


def test_fow_damage_times_x_r_outside_a_chant_with_x_is_refused() -> None:
    """FOW-DAMAGE-TIMES-X-R: X is a chant's X; on a resonator (no X paid) the same sentence is refused."""
    assert "multiplied by X outside a chant" in line_refusal("[Enter] >>> This card deals 200 damage multiplied by X to target resonator.")


# -- FOW-GEMS-WHILE-R -----------------------------------------------------------------------------------------------


def test_fow_gems_while_r_ten_gems_of_its_controller() -> None:
    """TSW-009 (800/800) in ann's field: with nine gems of hers (and ten of bob's) it is 800/800; with ten of hers
    1200/1200."""
    assert entry("TSW-009")["supported"]
    assert card("TSW-009")["abilities"][0]["as_long_as"] == {"count": {"what": "gem"}, "at_least": 10}
    state = real_started("TSW-009")
    panda = to_field(state, "ann", "TSW-009")
    player(state, "ann").gems = ["light"] * 9
    player(state, "bob").gems = ["fire"] * 10
    assert stats(state, panda)[:2] == (800, 800)
    player(state, "ann").gems = ["light"] * 5 + ["water"] * 5
    assert stats(state, panda)[:2] == (1200, 1200)
