"""Grimm-cluster ability families (branch fow-grimm-e), each played with a real card named by id (the printed
text stays in ../shared): paying the attribute cost of a race's resonators with will of any attribute
(FOW-ATTRIBUTE-COST-WITH-R, from fow-wide6, on a Grimm card); [Barrier] for field additions or cards of given names (FOW-NAMED-CARDS-BARRIER-R);
non-<attribute> filters (FOW-NON-ATTRIBUTE-R); a cost lowered while a card of the same name is in the graveyard
(FOW-SAME-NAME-LESS-R); a J/resonator the opponent's normal spells cannot target this turn
(FOW-UNTARGETABLE-NORMAL-R); a resonator removed and put back (FOW-FLICKER-R); a J/resonator dealing more damage
this turn (FOW-DAMAGE-PLUS-TURN-R); life equal to the damage dealt to you this turn (FOW-LIFE-EQUAL-TAKEN-R);
damage to each player counted by their own special stones (FOW-DAMAGE-EACH-PLAYER-PER-R); the top of the magic
stone deck looked at and put into the field if its name is new (FOW-LOOK-STONE-NEW-NAME-R); a count of distinct
total costs (FOW-COUNT-DISTINCT-COSTS-R); a cheaper standby area (FOW-STANDBY-COST-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.state import Entity

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, full_deck, listed, player, pool, to_field, to_graveyard, to_hand
from .real import (
    ann_first,
    board_of,
    hero_started,
    paid_play,
    real_set,
    real_started,
    resolve_all,
    stats,
    to_decision,
)

# -- FOW-ATTRIBUTE-COST-WITH-R: CMF-005 (and MP01-001, ENW-031) --------------------------------------------------


def _porthos(state: Any, **will: int) -> dict[str, Any]:
    """CMF-073 (a Fairy Tale resonator costing {G}{G}{1}) put into ann's hand, ``will`` in her pool: the play."""
    instance = to_hand(state, "ann", "CMF-073")
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}


def test_fow_attribute_cost_with_r_fairy_tale_resonator_paid_with_fire() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R with CMF-005 as ann's ruler (in its ruler area): CMF-073, a Fairy Tale resonator
    of cost {G}{G}{1}, is played with two fire and one void will and enters her field; legal_actions lists the
    play with her fire will alone in the pool."""
    assert entry("CMF-005")["supported"] and entry("MP01-001")["supported"] and entry("ENW-031")["supported"]
    every = ["light", "fire", "water", "wind", "darkness"]
    assert card("CMF-005")["attribute_cost_with"] == {"races": ["Fairy Tale"], "types": ["resonator"], "kinds": every}
    assert card("ENW-031")["attribute_cost_with"] == {"races": ["Wanderer"], "types": ["resonator"], "kinds": every}
    assert card("CMF-073")["cost"] == {"specified": {"wind": 2}, "free": 1} and "Fairy Tale" in card("CMF-073")["races"]
    state = real_started("CMF-073", ruler="CMF-005")
    action = _porthos(state, fire=3)
    assert listed(state, "play_card", card=action["card"])
    player(state, "ann").pool.clear()
    action = _porthos(state, fire=2, void=1)
    state = act(state, action)
    assert state.chase and state.chase[-1].card == action["card"]
    assert not player(state, "ann").pool


def test_fow_attribute_cost_with_r_void_or_moon_will_or_another_ruler_refused() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R with CMF-005: void or moon will does not pay a will symbol (only the free part):
    refused (FOW-WILL-1, an attribute symbol unpaid); without CMF-005 in the ruler area (another ruler) fire will
    for {G}{G} is refused the same way; a filter other than a race stays refused."""
    state = real_started("CMF-073", ruler="CMF-005")
    assert code_of(state, _porthos(state, void=3)) == "FOW-WILL-1"
    player(state, "ann").pool.clear()
    assert code_of(state, _porthos(state, moon=2, void=1)) == "FOW-WILL-1"
    player(state, "ann").pool.clear()
    assert code_of(state, _porthos(state, fire=1, void=2)) == "FOW-WILL-1"
    state = real_started("CMF-073")
    assert code_of(state, _porthos(state, fire=2, void=1)) == "FOW-WILL-1"
    assert "attribute cost" in line_refusal("You may pay the attribute cost of rested resonators with will of any attribute.", "ruler")


# -- FOW-NAMED-CARDS-BARRIER-R: TAT-005 (and VIN002-059) -------------------------------------------------------


def _unsealing(state: Any, target: str) -> dict[str, Any]:
    """SNV-079 (destroy target addition, {G}) put into ann's hand with its cost in her pool: the play at ``target``."""
    instance = to_hand(state, "ann", "SNV-079")
    pool(state, "ann", wind=1)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [target], "payment": {"pool": {"wind": 1}}}


def _verdict(state: Any, target: str) -> dict[str, Any]:
    """The reference chant TST-C10 (destroy target resonator, {B}{B}{1}) played by ann at ``target``."""
    instance = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [target], "payment": {"pool": {"darkness": 2, "void": 1}}}


def test_fow_named_cards_barrier_r_field_additions_of_its_controller_have_barrier() -> None:
    """FOW-NAMED-CARDS-BARRIER-R with TAT-005 in bob's field: ann's SNV-079 (destroy target addition) cannot
    target bob's field addition TST-A03 (FOW-KW-BARRIER, not listed); her own field addition stays a legal
    target and is destroyed; with VIN002-059 in bob's field his VIN002-056 (named as it says) has [Barrier]."""
    assert entry("TAT-005")["supported"] and entry("VIN002-059")["supported"] and entry("VIN002-040")["supported"]
    ability = card("TAT-005")["abilities"][0]
    assert {k: ability[k] for k in ("scope", "any_card", "field_additions", "keywords")} == {
        "scope": "your_j_resonators", "any_card": True, "field_additions": True, "keywords": ["barrier"],
    }
    state = real_started("TAT-005", "SNV-079")
    to_field(state, "bob", "TAT-005")
    his = to_field(state, "bob", "TST-A03")
    mine = to_field(state, "ann", "TST-A04")
    action = _unsealing(state, his)
    assert code_of(state, action) == "FOW-KW-BARRIER"
    assert not listed(state, "play_card", card=action["card"], targets=[his])
    state = resolve_all(act(state, action | {"targets": [mine]}))
    assert mine in player(state, "ann").graveyard and his in [e.id for e in player(state, "bob").field]
    state = real_started("VIN002-059", "VIN002-056")
    to_field(state, "bob", "VIN002-059")
    magari = to_field(state, "bob", "VIN002-056")
    assert code_of(state, _verdict(state, magari)) == "FOW-KW-BARRIER"


def test_fow_named_cards_barrier_r_without_the_source_or_another_card_targeted() -> None:
    """FOW-NAMED-CARDS-BARRIER-R: without TAT-005 bob's field addition is a legal target and is destroyed; with
    VIN002-059 in bob's field, another resonator of his (TST-R03, not of that name) is destroyed by ann's
    TST-C10; a group other than those forms stays refused."""
    state = real_started("SNV-079")
    his = to_field(state, "bob", "TST-A03")
    state = resolve_all(act(state, _unsealing(state, his)))
    assert his in player(state, "bob").graveyard
    state = real_started("VIN002-059")
    to_field(state, "bob", "VIN002-059")
    other = to_field(state, "bob", "TST-R03")
    state = resolve_all(act(state, _verdict(state, other)))
    assert other in player(state, "bob").graveyard
    assert line_refusal('Cards with "Tower" in its name you control cannot be targeted by spells or abilities your opponent controls.')


# -- FOW-NON-ATTRIBUTE-R: TAT-008 (and NDR-094) ------------------------------------------------------------------


def _lumia(state: Any, mode: int, targets: list[str]) -> dict[str, Any]:
    """TAT-008 ({W}{3}, [Quickcast]; choose one) put into ann's hand with its cost in her pool: the play."""
    instance = to_hand(state, "ann", "TAT-008")
    pool(state, "ann", light=1, void=3)
    return {"type": "play_card", "player": "ann", "card": instance, "mode": mode, "targets": targets, "payment": {"pool": {"light": 1, "void": 3}}}


def test_fow_non_attribute_r_rest_all_and_remove_target_non_light_non_fairy_tale() -> None:
    """FOW-NON-ATTRIBUTE-R with TAT-008: the first option rests bob's darkness TST-R17 and his TST-R19 (no
    attribute) but not his light TST-R03 nor CMF-073 (a wind Fairy Tale); the second removes TST-R17 from the
    game."""
    assert entry("TAT-008")["supported"] and entry("NDR-094")["supported"]
    modes = card("TAT-008")["modes"]
    assert modes[0]["effects"][0]["among"] == {"not_attributes": ["light"], "not_races": ["Fairy Tale"]}
    assert modes[1]["targets"] == [{"kind": "resonator", "not_attributes": ["light"], "not_races": ["Fairy Tale"]}]
    assert card("NDR-094")["targets"] == [{"kind": "resonator", "not_attributes": ["darkness"]}]
    state = real_started("TAT-008", "CMF-073")
    dark, plain, light, fairy = (to_field(state, "bob", c) for c in ("TST-R17", "TST-R19", "TST-R03", "CMF-073"))
    state = resolve_all(act(state, _lumia(state, 0, [])))
    rested = {e.id for e in player(state, "bob").field if e.rested}
    assert rested == {dark, plain} and light not in rested and fairy not in rested
    state = real_started("TAT-008")
    dark = to_field(state, "bob", "TST-R17")
    state = resolve_all(act(state, _lumia(state, 1, [dark])))
    assert dark in player(state, "bob").removed


def test_fow_non_attribute_r_light_or_fairy_tale_target_refused() -> None:
    """FOW-NON-ATTRIBUTE-R with TAT-008's second option: bob's light TST-R03 is refused with the rule's code (and
    not listed), his wind Fairy Tale CMF-073 for its race; a non-<attribute> addition target stays refused."""
    state = real_started("TAT-008", "CMF-073")
    light = to_field(state, "bob", "TST-R03")
    fairy = to_field(state, "bob", "CMF-073")
    action = _lumia(state, 1, [light])
    assert code_of(state, action) == "FOW-NON-ATTRIBUTE-R"
    assert not listed(state, "play_card", card=action["card"], targets=[light])
    assert code_of(state, action | {"targets": [fairy]}) == "FOW-PLAY-1"
    assert "non-<attribute> addition" in line_refusal("Destroy target non-fire addition.", "chant")


# -- FOW-SAME-NAME-LESS-R: MPR-019 ---------------------------------------------------------------------------


def test_fow_same_name_less_r_a_card_of_its_name_in_the_graveyard_costs_two_less() -> None:
    """FOW-SAME-NAME-LESS-R with MPR-019 in ann's field and a CMF-073 in her graveyard: another CMF-073 ({G}{G}{1})
    is played for {G}{G} alone (listed so); the full cost stays allowed ("you may")."""
    assert entry("MPR-019")["supported"]
    assert card("MPR-019")["others_less"] == {"free": 2, "same_name_graveyard": True, "optional": True}
    state = real_started("MPR-019", "CMF-073", copies=2)
    to_field(state, "ann", "MPR-019")
    to_graveyard(state, "ann", "CMF-073")
    action = _porthos(state, wind=2)
    assert code_of(state, action) is None and listed(state, "play_card", card=action["card"])
    player(state, "ann").pool.clear()
    assert code_of(state, _porthos(state, wind=2, void=1)) is None
    player(state, "ann").pool.clear()
    action = _porthos(state, wind=2)
    state = act(state, action)
    assert state.chase and state.chase[-1].card == action["card"]


def test_fow_same_name_less_r_no_card_of_its_name_the_full_cost() -> None:
    """FOW-SAME-NAME-LESS-R with MPR-019 in ann's field: with only a card of another name (TST-R06) in her graveyard,
    or with MPR-019 in bob's field, CMF-073 for {G}{G} alone is refused (the cost is {G}{G}{1}, FOW-WILL-3)."""
    state = real_started("MPR-019", "CMF-073", copies=2)
    to_field(state, "ann", "MPR-019")
    to_graveyard(state, "ann", "TST-R06")
    action = _porthos(state, wind=2)
    assert code_of(state, action) == "FOW-WILL-3" and not listed(state, "play_card", card=action["card"])
    state = real_started("MPR-019", "CMF-073", copies=2)
    to_field(state, "bob", "MPR-019")
    to_graveyard(state, "ann", "CMF-073")
    assert code_of(state, _porthos(state, wind=2)) == "FOW-WILL-3"


# -- FOW-UNTARGETABLE-NORMAL-R: TAT-092 (and MP01-092's line) ----------------------------------------------------


def _guard(state: Any, target: str) -> Any:
    """Ann's TAT-092 in her field plays its {G}{Rest} ability on ``target`` and it resolves; bob then holds
    priority (ann's main phase: only quickcast spells and abilities for him)."""
    stone = to_field(state, "ann", "TAT-092")
    pool(state, "ann", wind=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": stone, "ability": 1, "targets": [target], "payment": {"pool": {"wind": 1}}}))
    state.priority = "bob"
    return state


def _bob_lumia(state: Any, target: str) -> dict[str, Any]:
    """Bob's TAT-008 ([Quickcast] chant) second option at ``target``, paid from his pool."""
    instance = to_hand(state, "bob", "TAT-008")
    pool(state, "bob", light=1, void=3)
    return {"type": "play_card", "player": "bob", "card": instance, "mode": 1, "targets": [target], "payment": {"pool": {"light": 1, "void": 3}}}


def test_fow_untargetable_normal_r_the_opponents_chant_cannot_target_it() -> None:
    """FOW-UNTARGETABLE-NORMAL-R with TAT-092: ann guards her darkness TST-R17; bob's chant TAT-008 (remove target
    non-light resonator) is refused at it with the rule's code and not listed at it, while his other target stays
    legal."""
    assert entry("TAT-092")["supported"]
    assert card("TAT-092")["abilities"][1]["effects"] == [{"op": "modify", "target": 0, "flags": ["no_normal_spells"]}]
    state = hero_started(("TAT-008",), ("TAT-092",))
    guarded = to_field(state, "ann", "TST-R17")
    other = to_field(state, "ann", "TST-R16")
    state = _guard(state, guarded)
    action = _bob_lumia(state, guarded)
    assert code_of(state, action) == "FOW-UNTARGETABLE-NORMAL-R"
    assert not listed(state, "play_card", card=action["card"], targets=[guarded])
    assert code_of(state, action | {"targets": [other]}) is None


def test_fow_untargetable_normal_r_its_controllers_own_spells_still_may() -> None:
    """FOW-UNTARGETABLE-NORMAL-R with TAT-092: ann guards bob's TST-R17 (her effect): her own normal spell
    TST-C10 (destroy target resonator) may still target and destroy it -- only her opponents' spells are
    barred; the same words for a target addition stay refused."""
    state = hero_started((), ("TAT-092",))
    his = to_field(state, "bob", "TST-R17")
    state = _guard(state, his)
    state.priority = "ann"
    state = resolve_all(act(state, _verdict(state, his)))
    assert his in player(state, "bob").graveyard
    assert line_refusal("[Activate] {Rest}: Target addition cannot be targeted by normal spells your opponent controls until end of turn.", "magic_stone")


# -- FOW-FLICKER-R: CMF-004 --------------------------------------------------------------------------------------


def _juliet(state: Any, mode: int, targets: list[str]) -> dict[str, Any]:
    """CMF-004 ({W}{1}, [Quickcast]; choose one) put into ann's hand with its cost in her pool: the play."""
    instance = to_hand(state, "ann", "CMF-004")
    pool(state, "ann", light=1, void=1)
    return {"type": "play_card", "player": "ann", "card": instance, "mode": mode, "targets": targets, "payment": {"pool": {"light": 1, "void": 1}}}


def test_fow_flicker_r_removed_then_back_into_its_owners_field_as_a_new_card() -> None:
    """FOW-FLICKER-R with CMF-004's third option: bob's rested, damaged TST-R17 is removed from the game and put
    back into his field -- recovered, without its damage, not in his removed area."""
    assert entry("CMF-004")["supported"]
    modes = card("CMF-004")["modes"]
    assert modes[2]["effects"] == [{"op": "remove", "target": 0, "then_field": True}] and modes[2]["targets"] == [{"kind": "resonator"}]
    assert set(modes[4]["when"]) == {"count", "another"} and modes[4]["combines"] == [0, 2]
    state = real_started("CMF-004")
    his = to_field(state, "bob", "TST-R17", rested=True, damage=200)
    state = resolve_all(act(state, _juliet(state, 2, [his])))
    entity = next(e for e in player(state, "bob").field if e.id == his)
    assert not entity.rested and entity.damage == 0 and his not in player(state, "bob").removed


def test_fow_flicker_r_an_addition_target_and_the_combined_options_without_both_cards_refused() -> None:
    """FOW-FLICKER-R with CMF-004: the third option at an addition is refused; the options chosen together (a
    mode combining two) need a card of each name in ann's field (refused without); a flicker of an addition
    stays refused when read."""
    state = real_started("CMF-004")
    addition = to_field(state, "bob", "TST-A03")
    resonator = to_field(state, "bob", "TST-R17")
    assert code_of(state, _juliet(state, 2, [addition])) == "FOW-PLAY-1"
    assert code_of(state, _juliet(state, 4, [addition, resonator])) == "FOW-MODES-MORE-R"
    assert line_refusal("Remove target addition from the game, then put it into its owner's field.", "chant")
    bad = real_set("CMF-004")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "CMF-004")
    chant["modes"] = [{"effects": [{"op": "remove", "target": 0, "then_field": True}], "targets": [{"kind": "addition"}]}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-FLICKER-R" in e.message for e in errors)


# -- FOW-DAMAGE-PLUS-TURN-R: TAT-099 -----------------------------------------------------------------------------


def _milest(state: Any, target: str) -> dict[str, Any]:
    """Ann's TAT-099 put into her field: its {R}{Rest} ability at ``target``, paid from her pool."""
    stone = to_field(state, "ann", "TAT-099")
    pool(state, "ann", fire=1)
    return {"type": "activate", "player": "ann", "card": stone, "ability": 1, "targets": [target], "payment": {"pool": {"fire": 1}}}


def _attack_unblocked(state: Any, attacker: str) -> Any:
    """Ann's ``attacker`` attacks bob, who declares no block; the battle runs to its end."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    for _ in range(12):
        if state.battle is None:
            break
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = both_pass(state)
    assert state.battle is None
    return state


def test_fow_damage_plus_turn_r_the_target_deals_two_hundred_more_this_turn() -> None:
    """FOW-DAMAGE-PLUS-TURN-R with TAT-099: on ann's TST-R17 (700 ATK), which then attacks bob unblocked: bob loses
    900 life."""
    assert entry("TAT-099")["supported"]
    assert card("TAT-099")["abilities"][1]["effects"] == [{"op": "modify", "target": 0, "damage_plus": 200}]
    state = hero_started((), ("TAT-099",))
    attacker = to_field(state, "ann", "TST-R17")
    state = resolve_all(act(state, _milest(state, attacker)))
    life = player(state, "bob").life
    state = _attack_unblocked(state, attacker)
    assert player(state, "bob").life == life - 900


def test_fow_damage_plus_turn_r_a_magic_stone_target_refused_and_another_resonator_unchanged() -> None:
    """FOW-DAMAGE-PLUS-TURN-R with TAT-099: a magic stone is no target of it (FOW-PLAY-1); after it resolves on
    ann's TST-R16, her TST-R17 attacking deals its 700 only; the same words for a target addition stay refused."""
    state = hero_started((), ("TAT-099",))
    action = _milest(state, "")
    assert code_of(state, action | {"targets": [action["card"]]}) == "FOW-PLAY-1"
    other = to_field(state, "ann", "TST-R16")
    attacker = to_field(state, "ann", "TST-R17")
    state = resolve_all(act(state, action | {"targets": [other]}))
    life = player(state, "bob").life
    state = _attack_unblocked(state, attacker)
    assert player(state, "bob").life == life - 700
    assert line_refusal("[Activate] {Rest}: This turn, if target addition would deal damage, it deals that much +200 instead.", "magic_stone")


# -- FOW-LIFE-EQUAL-TAKEN-R: MOA-005 -----------------------------------------------------------------------------


def _damage(state: Any, source: str, target: str, amount: int) -> None:
    """``amount`` damage from the card ``source`` to the player ``target`` (as an effect would deal it)."""
    from adjudicator.force_of_will.effects import deal_damage

    deal_damage(board_of(state), source, target, amount, [], battle=False)


def test_fow_life_equal_taken_r_the_damage_dealt_to_ann_this_turn_back_as_life() -> None:
    """FOW-LIFE-EQUAL-TAKEN-R with MOA-005 (banish this card: gain life equal to the damage dealt to you this turn):
    ann is dealt 300 and 400 damage (and bob 500); banishing MOA-005 she gains 700 life."""
    assert entry("MOA-005")["supported"]
    assert card("MOA-005")["abilities"][0]["effects"] == [{"op": "gain_life", "taken": True}]
    state = real_started("MOA-005")
    lumia = to_field(state, "ann", "MOA-005")
    imp = to_field(state, "bob", "TST-R11")
    _damage(state, imp, "ann", 300)
    _damage(state, imp, "ann", 400)
    _damage(state, imp, "bob", 500)
    life = player(state, "ann").life
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": lumia, "ability": 0, "targets": []}))
    assert player(state, "ann").life == life + 700 and lumia in player(state, "ann").graveyard


def test_fow_life_equal_taken_r_no_damage_to_ann_no_life() -> None:
    """FOW-LIFE-EQUAL-TAKEN-R with MOA-005: with damage dealt only to bob this turn, ann gains nothing; the same
    words for the damage dealt to the opponent stay refused."""
    state = real_started("MOA-005")
    lumia = to_field(state, "ann", "MOA-005")
    _damage(state, to_field(state, "ann", "TST-R11"), "bob", 500)
    life = player(state, "ann").life
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": lumia, "ability": 0, "targets": []}))
    assert player(state, "ann").life == life
    assert line_refusal("Banish this card: You gain life equal to the damage that was dealt to your opponent this turn.")



def test_fow_life_equal_taken_r_a_forged_record_is_refused() -> None:
    """FOW-LIFE-EQUAL-TAKEN-R: the turn's record of damage dealt to players names a player of the game and a
    positive amount, once each; the consistency check refuses anything else (at /turn/taken/N)."""
    from adjudicator.core.sink import DetailedSink
    from adjudicator.force_of_will import GAME

    state = real_started("MOA-005")
    for records, refused in ((["ann/300"], None), (["carl/300"], 0), (["ann/0"], 0), (["ann/300", "ann/100"], 1)):
        state.turn.taken = records
        sink = DetailedSink()
        GAME.check_state(state, sink)
        pointers = [e.pointer for e in sink.errors]
        assert pointers == ([] if refused is None else [f"/turn/taken/{refused}"]), sink.errors


# -- FOW-DAMAGE-EACH-PLAYER-PER-R: MPR-034 -----------------------------------------------------------------------


def test_fow_damage_each_player_per_r_each_player_by_their_own_special_stones() -> None:
    """FOW-DAMAGE-EACH-PLAYER-PER-R with MPR-034: ann controls two special stones (TST-ST-D) and a basic one, bob
    one special stone: ann is dealt 600 damage, bob 300."""
    assert entry("MPR-034")["supported"]
    assert card("MPR-034")["effects"] == [{"op": "damage", "amount": 300, "each": "each_player", "per_player": True, "per": {"what": "magic_stone", "special": True}}]
    state = real_started("MPR-034")
    for stone in ("TST-ST-D", "TST-ST-D", "TST-ST-R"):
        to_field(state, "ann", stone)
    to_field(state, "bob", "TST-ST-D")
    ann, bob = player(state, "ann").life, player(state, "bob").life
    state = resolve_all(act(state, paid_play(state, "ann", "MPR-034")))
    assert (player(state, "ann").life, player(state, "bob").life) == (ann - 600, bob - 300)


def test_fow_damage_each_player_per_r_no_special_stone_no_damage() -> None:
    """FOW-DAMAGE-EACH-PLAYER-PER-R with MPR-034: bob controls only basic stones and is dealt none, ann (one
    special stone) 300; a count of another kind per player stays refused."""
    state = real_started("MPR-034")
    to_field(state, "ann", "TST-ST-D")
    to_field(state, "bob", "TST-ST-R")
    ann, bob = player(state, "ann").life, player(state, "bob").life
    state = resolve_all(act(state, paid_play(state, "ann", "MPR-034")))
    assert (player(state, "ann").life, player(state, "bob").life) == (ann - 300, bob)
    assert line_refusal("This card deals 300 damage to each player for each resonator that he or she controls.", "chant")
    bad = real_set("MPR-034")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "MPR-034")
    chant["effects"] = [{"op": "damage", "amount": 300, "target": 0, "per_player": True, "per": {"what": "magic_stone"}}]
    chant["targets"] = [{"kind": "player"}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-DAMAGE-EACH-PLAYER-PER-R" in e.message for e in errors)


# -- FOW-LOOK-STONE-NEW-NAME-R: VIN001-078 ------------------------------------------------------------------------


def test_fow_look_stone_new_name_r_a_new_name_may_enter_the_field() -> None:
    """FOW-LOOK-STONE-NEW-NAME-R with VIN001-078 ([Enter]): ann controls no magic stone; as the trigger resolves
    she is asked whether to put the top card of her magic stone deck into her field, accepts, and it enters."""
    assert entry("VIN001-078")["supported"]
    effects = card("VIN001-078")["abilities"][0]["effects"]
    assert effects == [{"op": "look_top", "stone": True}, {"op": "put_stone", "optional": True, "when": {"stone_top_new_name": True}}]
    state = real_started("VIN001-078")
    top = player(state, "ann").stone_deck[0]
    state = to_decision(act(state, paid_play(state, "ann", "VIN001-078")), "may", {})
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert top in {e.id for e in player(state, "ann").field} and top not in player(state, "ann").stone_deck


def test_fow_look_stone_new_name_r_a_name_she_controls_stays_on_top() -> None:
    """FOW-LOOK-STONE-NEW-NAME-R with VIN001-078: ann controls a magic stone of the top card's name: she is not
    asked, and the card stays on top of her magic stone deck; 'you may put it into your magic stone area' after
    no look stays refused."""
    state = real_started("VIN001-078")
    stones = player(state, "ann").stone_deck
    top = stones[0]
    twin = next(c for c in stones[1:] if c.rpartition("#")[0] == top.rpartition("#")[0])  # the other copy
    stones.remove(twin)
    player(state, "ann").field.append(Entity(id=twin))
    state = resolve_all(act(state, paid_play(state, "ann", "VIN001-078")))
    assert player(state, "ann").stone_deck[0] == top and top not in {e.id for e in player(state, "ann").field}
    assert line_refusal("[Enter]: Draw a card. Unless you control a magic stone of that card's name, you may put it into your field.")


# -- FOW-COUNT-DISTINCT-COSTS-R: MPR-017 ------------------------------------------------------------------------


def test_fow_count_distinct_costs_r_two_other_total_costs() -> None:
    """FOW-COUNT-DISTINCT-COSTS-R with MPR-017 (total cost 2, [200/200]) in ann's field beside resonators of total
    costs 1, 1, 2 and 3 (bob's of total cost 4 not counted): two other costs, [+800/+800]."""
    assert entry("MPR-017")["supported"]
    assert card("MPR-017")["abilities"][0]["per"] == {"what": "resonator", "distinct_costs": True}
    state = real_started("MPR-017")
    prince = to_field(state, "ann", "MPR-017")
    for other in ("TST-R01", "TST-R11", "TST-R03", "TST-R13"):
        to_field(state, "ann", other)
    to_field(state, "bob", "TST-R05")
    assert stats(state, prince)[:2] == (1000, 1000)


def test_fow_count_distinct_costs_r_only_its_own_cost_counts_none() -> None:
    """FOW-COUNT-DISTINCT-COSTS-R with MPR-017: beside resonators of its own total cost only (2), it gains nothing."""
    state = real_started("MPR-017")
    prince = to_field(state, "ann", "MPR-017")
    for other in ("TST-R02", "TST-R03"):
        to_field(state, "ann", other)
    assert stats(state, prince)[:2] == (200, 200)
    assert line_refusal("[Continuous]: This card gains [+400/+400] for each different total cost among cards in your graveyard.")


# -- FOW-STANDBY-COST-R: CMF-052 ----------------------------------------------------------------------------------


def _standby(state: Any, pid: str, void: int) -> dict[str, Any]:
    """A reference chant of ``pid``'s hand put into their standby area for ``void`` will of their pool."""
    instance = to_hand(state, pid, "TST-C09")
    pool(state, pid, void=void)
    return {"type": "standby", "player": pid, "card": instance, "payment": {"pool": {"void": void}}}


def _seer_started() -> Any:
    """Ann's first main phase with CMF-052 as her ruler, in its ruler area (its J-ruler side, which the engine
    cannot play, and its [Judgment] left out of the card set: the test is of the ruler side's continuous ability)."""
    cards = [dict(c) for c in real_set("CMF-052")["cards"] if c["id"] != "CMF-052J"]
    for c in cards:
        if c["id"] == "CMF-052":
            c.pop("sides", None)
            c.pop("judgment", None)
    return ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, {"ann": full_deck("CMF-052"), "bob": full_deck("TST-RU2")}, "seer")


def test_fow_standby_cost_r_one_will_puts_a_card_into_the_standby_area() -> None:
    """FOW-STANDBY-COST-R with CMF-052 as ann's ruler (in its ruler area): a card of her hand goes into her
    standby area for {1}; legal_actions lists it so."""
    assert entry("CMF-052")["supported"] and card("CMF-052")["standby_cost"] == 1
    state = _seer_started()
    action = _standby(state, "ann", 1)
    assert listed(state, "standby", card=action["card"])
    state = act(state, action)
    assert action["card"] in [s.id for s in player(state, "ann").standby]


def test_fow_standby_cost_r_two_will_refused_and_another_ruler_pays_two() -> None:
    """FOW-STANDBY-COST-R with CMF-052: paying {2} is refused (FOW-WILL-5-R, the cost is {1}); with another ruler
    {1} is refused (FOW-WILL-3)."""
    state = _seer_started()
    assert code_of(state, _standby(state, "ann", 2)) == "FOW-WILL-5-R"
    state = real_started()
    assert code_of(state, _standby(state, "ann", 1)) == "FOW-WILL-3"
