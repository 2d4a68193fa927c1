"""Ability families of fow-m-filters (issue 14): filters of each/all groups and group effects --
"<group> with no attribute" in an each/all group ("resonators with no attribute you control gain [+X/+Y] (and
keywords) until end of turn", FOW-EACH-NO-ATTRIBUTE-R), "return all non-magic stone, non-J-ruler entities (of a
controller) to their owners' hands" (FOW-RETURN-ALL-TYPES-R), "deals N damage to your opponent (you) and each <group>"
(FOW-DAMAGE-PLAYER-AND-EACH-R), "destroy target (rested) non-magic stone card" (FOW-DESTROY-NON-STONE-CARD-R),
"target addition, resonator, or regalia" (FOW-TARGET-TYPE-LIST-R) and spell targets of an attribute or a total cost
bound ("cancel target spell with total cost 4 or more", FOW-SPELL-FILTER-R), "destroy all non-magic stone entities that
share a name with another non-magic stone entity" (FOW-DESTROY-SHARED-NAMES-R), "rest all J/resonators and magic stones
your opponent controls" (FOW-REST-BOTH-GROUPS-R), "(you may) return another <Race> resonator you control to its owner's
hand" (FOW-RETURN-CHOSEN-RACE-R) -- each played with a real card named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import j_ruler_to_field, paid_play, real_started, resolve_all, stats

# -- FOW-EACH-NO-ATTRIBUTE-R -------------------------------------------------------------------------------------


def test_fow_each_no_attribute_r_the_group_reads_the_filter() -> None:
    """SKL-088 and GITS2045-041: the group of the pump is ann's resonators with no attribute."""
    for card_id, atk, def_, keywords in (("SKL-088", 300, 300, ["swiftness"]), ("GITS2045-041", 600, 0, [])):
        assert entry(card_id)["supported"], card_id
        (effect,) = card(card_id)["effects"]
        assert effect["each"] == "your_resonators" and effect["among"] == {"no_attribute": True}, card_id
        assert (effect["atk"], effect.get("def", 0), effect.get("keywords", [])) == (atk, def_, keywords), card_id


def test_fow_each_no_attribute_r_only_the_void_resonators_gain() -> None:
    """FOW-EACH-NO-ATTRIBUTE-R with SKL-088: ann's TST-R19 (600/600, no attribute) is 900/900 with [Swiftness]; her
    light TST-R01 (400/400) and bob's TST-R19 (not hers) are unchanged -- reading the group as every resonator, or
    as every player's, breaks this test."""
    state = real_started("SKL-088")
    void, light = to_field(state, "ann", "TST-R19"), to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R19")
    state = resolve_all(act(state, paid_play(state, "ann", "SKL-088")))
    atk, def_, keywords = stats(state, void)
    assert (atk, def_) == (900, 900) and "swiftness" in keywords
    assert stats(state, light)[:2] == (400, 400) and "swiftness" not in stats(state, light)[2]
    assert stats(state, theirs)[:2] == (600, 600)


def test_fow_each_no_attribute_r_gits2045_041_attack_only() -> None:
    """FOW-EACH-NO-ATTRIBUTE-R with GITS2045-041: [+600/0] for ann's void resonator, none for her fire TST-R11."""
    state = real_started("GITS2045-041")
    void, fire = to_field(state, "ann", "TST-R19"), to_field(state, "ann", "TST-R11")
    state = resolve_all(act(state, paid_play(state, "ann", "GITS2045-041")))
    assert stats(state, void)[:2] == (1200, 600)
    assert stats(state, fire)[:2] == (500, 200)


def test_fow_each_no_attribute_r_breaks_with_an_attribute_beside_it() -> None:
    """FOW-EACH-NO-ATTRIBUTE-R: an attribute and 'with no attribute' in one group names no card: refused (an invented
    wording)."""
    assert "a group of an attribute and 'with no attribute'" in line_refusal("Water resonators with no attribute you control gain [+100/+100] until end of turn.", kind="chant")


# -- FOW-RETURN-ALL-TYPES-R --------------------------------------------------------------------------------------


def test_fow_return_all_types_r_every_resonator_addition_and_regalia_returns() -> None:
    """FOW-RETURN-ALL-TYPES-R with CMB-032: the resonators, field addition and regalia of both players go to their
    owners' hands; magic stones and bob's J-ruler stay in the field."""
    assert entry("CMB-032")["supported"]
    assert card("CMB-032")["effects"] == [{"op": "return_to_hand", "each": "all_cards", "among": {"types": ["resonator", "addition", "regalia"]}}]
    state = real_started("CMB-032")
    mine = [to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-G01")]
    theirs = [to_field(state, "bob", "TST-R11"), to_field(state, "bob", "TST-A03")]
    stone = to_field(state, "bob", "TST-ST-R")
    j_ruler = j_ruler_to_field(state, "bob")
    state = resolve_all(act(state, paid_play(state, "ann", "CMB-032")))
    assert set(mine) <= set(player(state, "ann").hand)
    assert set(theirs) <= set(player(state, "bob").hand)
    field_ids = {e.id for e in player(state, "bob").field}
    assert stone in field_ids and j_ruler in field_ids


def test_fow_return_all_types_r_breaks_on_a_group_with_j_rulers() -> None:
    """FOW-RETURN-ALL-TYPES-R: 'all non-magic stone entities' names J-rulers, which never go to a hand: refused (an
    invented wording)."""
    assert "(a J-ruler or a magic stone to a hand)" in line_refusal("Return all non-magic stone entities to their owners' hands.", kind="chant")


# -- FOW-DAMAGE-PLAYER-AND-EACH-R --------------------------------------------------------------------------------


def test_fow_damage_player_and_each_r_the_sentence_is_two_damages() -> None:
    """PofA-022, ENW-034 and SNV-028: the player and the group each take the damage; SNV-028's condition gates both."""
    for card_id in ("PofA-022", "ENW-034", "SNV-028"):
        assert entry(card_id)["supported"], card_id
    assert card("PofA-022")["abilities"][0]["effects"] == [
        {"op": "damage", "amount": 1000, "each": "your_opponent"},
        {"op": "damage", "amount": 1000, "each": "opponent_j_resonators"},
    ]
    assert card("ENW-034")["abilities"][1]["effects"] == [
        {"op": "damage", "amount": 800, "each": "your_opponent"},
        {"op": "damage", "amount": 800, "each": "all_resonators", "among": {"other": True}},
    ]
    assert [(e["each"], e["when"]) for e in card("SNV-028")["abilities"][0]["effects"]] == [("you", {"battled": True}), ("all_resonators", {"battled": True})]


def test_fow_damage_player_and_each_r_the_opponent_and_each_other_resonator() -> None:
    """FOW-DAMAGE-PLAYER-AND-EACH-R with ENW-034 (whenever it attacks): bob loses 800 life; every other resonator takes
    800 -- bob's 900/900 TST-R05 survives with 800 damage, ann's own 400/400 TST-R01 is destroyed -- and ENW-034 takes
    none ('other'). Dropping either half, or the 'other', breaks this test."""
    state = real_started("ENW-034", ruler="TST-RU2")  # a [Will of Despair] ruler, as ENW-034 (FOW-KW-WILL-HOPE-DESPAIR-R)
    attacker = to_field(state, "ann", "ENW-034")
    mine = to_field(state, "ann", "TST-R01")
    his = to_field(state, "bob", "TST-R05")
    life = player(state, "bob").life
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = resolve_all(act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}))
    assert player(state, "bob").life == life - 800
    assert next(e.damage for e in player(state, "bob").field if e.id == his) == 800
    assert mine in player(state, "ann").graveyard
    assert next(e.damage for e in player(state, "ann").field if e.id == attacker) == 0


def test_fow_damage_player_and_each_r_breaks_on_you_and_their_group() -> None:
    """FOW-DAMAGE-PLAYER-AND-EACH-R: 'you and each resonator they control' names no opponent for 'they': refused (an
    invented wording)."""
    assert "no vocabulary entry matches" in line_refusal("This card deals 300 damage to you and each resonator they control.", kind="chant")


# -- FOW-DESTROY-NON-STONE-CARD-R --------------------------------------------------------------------------------


def test_fow_destroy_non_stone_card_r_an_addition_is_destroyed() -> None:
    """FOW-DESTROY-NON-STONE-CARD-R with RDE-054 (and LEL-004, rested): the target is a non-magic stone entity; bob's
    field addition is destroyed; his magic stone is refused with FOW-TARGET-NON-STONE-R's code."""
    assert entry("RDE-054")["supported"] and entry("LEL-004")["supported"]
    assert card("RDE-054")["targets"] == [{"kind": "non_stone"}]
    assert card("LEL-004")["targets"] == [{"kind": "non_stone", "state": "rested"}]
    state = real_started("RDE-054")
    addition, stone = to_field(state, "bob", "TST-A03"), to_field(state, "bob", "TST-ST-R")
    use = paid_play(state, "ann", "RDE-054")
    assert code_of(state, use | {"targets": [stone]}) == "FOW-TARGET-NON-STONE-R"
    state = resolve_all(act(state, use | {"targets": [addition]}))
    assert addition in player(state, "bob").graveyard and stone in {e.id for e in player(state, "bob").field}


# -- FOW-TARGET-TYPE-LIST-R --------------------------------------------------------------------------------------


def test_fow_target_type_list_r_a_regalia_returns_a_j_ruler_cannot() -> None:
    """FOW-TARGET-TYPE-LIST-R with TTW-047: bob's regalia goes to his hand; his J-ruler is no addition, resonator or
    regalia (FOW-TARGET-ENTITY-R's code)."""
    assert entry("TTW-047")["supported"]
    assert card("TTW-047")["targets"] == [{"kind": "non_stone_entity"}]
    state = real_started("TTW-047")
    regalia = to_field(state, "bob", "TST-G01")
    j_ruler = j_ruler_to_field(state, "bob")
    use = paid_play(state, "ann", "TTW-047")
    assert code_of(state, use | {"targets": [j_ruler]}) == "FOW-TARGET-ENTITY-R"
    state = resolve_all(act(state, use | {"targets": [regalia]}))
    assert regalia in player(state, "bob").hand


# -- FOW-SPELL-FILTER-R ------------------------------------------------------------------------------------------


# The costs of the invented reference cards played below.
_REFERENCE_WILL = {"TST-R05": {"light": 2, "void": 2}, "TST-R01": {"light": 1}, "TST-C04": {"wind": 1}}


def _spell_on_the_chase(card_id: str, spell_id: str) -> tuple[State, str, dict[str, Any]]:
    """Ann's ``spell_id`` on the chase (her priority); ``card_id``'s first mode aimed at it: the state, the chase
    object, the play action."""
    state = real_started(card_id)
    will = _REFERENCE_WILL[spell_id]
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", spell_id), "payment": {"pool": will}})
    (item,) = [i.id for i in state.chase]
    return state, item, paid_play(state, "ann", card_id) | {"mode": 0, "targets": [item]}


def test_fow_spell_filter_r_the_filters_are_read() -> None:
    """ADK-094 (mode 1: a spell of total cost 4 or more) and AO3-066 (mode 1: a resonator spell of total cost 3 or less)."""
    for card_id in ("ADK-094", "AO3-066"):
        assert entry(card_id)["supported"], card_id
    assert card("ADK-094")["modes"][0]["targets"] == [{"kind": "spell", "min_cost": 4}]
    assert card("AO3-066")["modes"][0]["targets"] == [{"kind": "resonator_spell", "max_cost": 3}]


def test_fow_spell_filter_r_a_spell_of_total_cost_four_is_cancelled() -> None:
    """FOW-SPELL-FILTER-R with ADK-094: ann's TST-R05 (total cost 4) on the chase is cancelled -- it goes to her
    graveyard, never to the field."""
    state, _, use = _spell_on_the_chase("ADK-094", "TST-R05")
    state = resolve_all(act(state, use))
    assert not state.chase and any("TST-R05" in c for c in player(state, "ann").graveyard)
    assert not any("TST-R05" in e.id for e in player(state, "ann").field)


def test_fow_spell_filter_r_breaks_on_a_cheaper_or_a_costlier_spell() -> None:
    """FOW-SPELL-FILTER-R: ADK-094 cannot target TST-R01 (total cost 1); AO3-066 cannot target TST-R05 (total cost 4),
    nor a chant (TST-C04: no resonator spell, FOW-SPELL-KIND-R) -- each refused with its rule's code."""
    state, _, use = _spell_on_the_chase("ADK-094", "TST-R01")
    assert code_of(state, use) == "FOW-SPELL-FILTER-R"
    state, _, use = _spell_on_the_chase("AO3-066", "TST-R05")
    assert code_of(state, use) == "FOW-SPELL-FILTER-R"
    state, _, use = _spell_on_the_chase("AO3-066", "TST-R01")
    assert code_of(state, use) is None
    state, _, use = _spell_on_the_chase("AO3-066", "TST-C04")
    assert code_of(state, use) == "FOW-SPELL-KIND-R"


# -- FOW-DESTROY-SHARED-NAMES-R ----------------------------------------------------------------------------------


def test_fow_destroy_shared_names_r_every_entity_of_a_shared_name_is_destroyed() -> None:
    """FOW-DESTROY-SHARED-NAMES-R with ADK-077 (and MP01-145, the same line): ann's two TST-R01 and bob's TST-R01, and
    the two players' TST-G01 regalia, are destroyed; bob's lone TST-R05 and the magic stones (two of one name) stay --
    reading the group as every entity, or as one player's, breaks this test."""
    for card_id in ("ADK-077", "MP01-145"):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["effects"] == [
            {"op": "destroy", "each": "all_cards", "among": {"types": ["resonator", "j_ruler", "addition", "regalia"], "shares_name": True}}
        ], card_id
    state = real_started("ADK-077")
    twins = [to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R01")]
    regalia = [to_field(state, "ann", "TST-G01"), to_field(state, "bob", "TST-G01")]
    lone = to_field(state, "bob", "TST-R05")
    stones = [to_field(state, "bob", "TST-ST-R"), to_field(state, "bob", "TST-ST-R")]
    state = resolve_all(act(state, paid_play(state, "ann", "ADK-077")))
    on_field = {e.id for p in state.players for e in p.field}
    assert not set(twins + regalia) & on_field
    assert lone in on_field and set(stones) <= on_field


# -- FOW-REST-BOTH-GROUPS-R --------------------------------------------------------------------------------------


def test_fow_rest_both_groups_r_the_opponents_j_resonators_and_magic_stones_rest() -> None:
    """FOW-REST-BOTH-GROUPS-R with LEL-023: bob's resonator, J-ruler and magic stone are rested; ann's resonator and
    magic stone stay recovered -- dropping either group, or reading every player's, breaks this test."""
    assert entry("LEL-023")["supported"]
    assert card("LEL-023")["effects"] == [{"op": "rest", "each": "opponent_j_resonators"}, {"op": "rest", "each": "opponent_magic_stones"}]
    state = real_started("LEL-023")
    his = [to_field(state, "bob", "TST-R05"), to_field(state, "bob", "TST-ST-R"), j_ruler_to_field(state, "bob")]
    mine = [to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-ST-W")]
    state = resolve_all(act(state, paid_play(state, "ann", "LEL-023")))
    rested = {e.id for p in state.players for e in p.field if e.rested}
    assert set(his) <= rested and not set(mine) & rested


# -- FOW-RETURN-CHOSEN-RACE-R ------------------------------------------------------------------------------------


def _machine_enters() -> tuple[State, str, str, str, str]:
    """Ann's DBV-051 (a Machine) and TST-R01 in the field; SDV3-018 played and resolved: its [Enter] ability played on
    bob's TST-R05 and accepted. The state (ann's search decision), SDV3-018, DBV-051, TST-R01, bob's TST-R05."""
    state = real_started("SDV3-018", "DBV-051")
    other, plain = to_field(state, "ann", "DBV-051"), to_field(state, "ann", "TST-R01")
    his = to_field(state, "bob", "TST-R05")
    use = paid_play(state, "ann", "SDV3-018")
    state = both_pass(act(state, use))
    pending = state.pending[0]
    state = both_pass(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his]}))
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    return state, use["card"], other, plain, his


def test_fow_return_chosen_race_r_another_machine_returns_then_the_target() -> None:
    """FOW-RETURN-CHOSEN-RACE-R with SDV3-018 (and DBV-051, the same line): ann returns her other Machine (DBV-051) to
    her hand; so ('If you do') bob's TST-R05 goes to his hand."""
    for card_id in ("SDV3-018", "DBV-051"):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["abilities"][0]["effects"] == [
            {"op": "search", "deck": "field", "must": True, "filter": {"kinds": ["resonator"], "races": ["Machine"], "other": True}, "optional": True},
            {"op": "return_to_hand", "target": 0, "condition": "if_you_do"},
        ], card_id
    state, _, other, _, his = _machine_enters()
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": other}))  # type: ignore[arg-type]
    assert other in player(state, "ann").hand and his in player(state, "bob").hand


def test_fow_return_chosen_race_r_breaks_on_itself_or_another_race() -> None:
    """FOW-RETURN-CHOSEN-RACE-R: SDV3-018 itself ('another') and ann's TST-R01 (no Machine) are refused with
    FOW-RETURN-CHOSEN-R's code; with no other Machine of hers, 'you may' is not offered and bob's resonator stays."""
    state, itself, _, plain, _ = _machine_enters()
    assert code_of(state, {"type": "search", "player": "ann", "card": itself}) == "FOW-RETURN-CHOSEN-R"  # type: ignore[arg-type]
    assert code_of(state, {"type": "search", "player": "ann", "card": plain}) == "FOW-RETURN-CHOSEN-R"  # type: ignore[arg-type]
    state = real_started("SDV3-018")
    his = to_field(state, "bob", "TST-R05")
    state = both_pass(act(state, paid_play(state, "ann", "SDV3-018")))
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [his]}))
    assert state.decision is None and his in {e.id for e in player(state, "bob").field}
