"""Ability families of fow-q-filters (issue 14): target filters and groups -- "target resonator or addition",
"target resonator or regalia", "target J/resonator or addition" (FOW-TARGET-TYPE-OR-R), "<verb> target A and target B
<shared words>" (FOW-TARGET-AND-TARGET-R), "as long as you control (another) resonator with [Will of Despair]"
(FOW-COUNT-WILL-MARKER-R), "Target A gains <X> and target B gains <Y> until end of turn" (FOW-TWO-TARGETS-GAIN-R) and the
misprint "up to on target" (FOW-MISPRINT-R) -- each played with a real
card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from .fowsim_db import card, entry, read_line
from .helpers import act, code_of, player, to_field, to_graveyard
from .real import j_ruler_to_field, paid_play, real_started, resolve_all, stats

# -- FOW-TARGET-TYPE-OR-R ----------------------------------------------------------------------------------------


def test_fow_target_type_or_r_the_two_types_are_read() -> None:
    """SDAO1-029 (resonator or addition) and SDAO2-030 (resonator or regalia, its first mode): the slot names the two
    types only."""
    assert entry("SDAO1-029")["supported"] and entry("SDAO2-030")["supported"]
    assert card("SDAO1-029")["targets"] == [{"kind": "non_stone_entity", "types": ["resonator", "addition"]}]
    assert {"kind": "non_stone_entity", "types": ["resonator", "regalia"]} in str_targets("SDAO2-030")


def str_targets(card_id: str) -> list[dict[str, object]]:
    """Every target slot of the card's modes and effects."""
    found: list[dict[str, object]] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if "kind" in value and "types" in value:
                found.append(value)
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(card(card_id))
    return found


def test_fow_target_type_or_r_an_addition_is_removed_a_regalia_and_a_j_ruler_are_refused() -> None:
    """FOW-TARGET-TYPE-OR-R with SDAO1-029: bob's field addition TST-A03 goes to his removed area; his regalia TST-G01
    is neither a resonator nor an addition -- refused with this rule's code (reading the noun as any non-magic stone
    entity breaks this test); his J-ruler is no resonator (FOW-TARGET-ENTITY-R)."""
    state = real_started("SDAO1-029")
    addition = to_field(state, "bob", "TST-A03")
    regalia = to_field(state, "bob", "TST-G01")
    j_ruler = j_ruler_to_field(state, "bob")
    use = paid_play(state, "ann", "SDAO1-029")
    assert code_of(state, use | {"targets": [regalia]}) == "FOW-TARGET-TYPE-OR-R"
    assert code_of(state, use | {"targets": [j_ruler]}) == "FOW-TARGET-ENTITY-R"  # a J-ruler is no resonator
    state = resolve_all(act(state, use | {"targets": [addition]}))
    assert addition in player(state, "bob").removed and regalia in {e.id for e in player(state, "bob").field}


def test_fow_target_type_or_r_j_resonator_or_addition_names_a_j_ruler_too() -> None:
    """FOW-TARGET-TYPE-OR-R with TWS-014's last line (its alternative cost stays refused): "rested J/resonator or addition"
    is a non-magic stone entity that is a J-ruler, a resonator or an addition, rested."""
    record, refused = read_line("TWS-014", 2)
    assert not refused
    assert record["targets"] == [{"kind": "non_stone", "state": "rested", "types": ["j_ruler", "resonator", "addition"]}]


# -- FOW-TARGET-AND-TARGET-R -------------------------------------------------------------------------------------


def test_fow_target_and_target_r_the_pairs_are_read() -> None:
    """WOM-077, ADW-057, VIN003-028 and TMS-083's second mode: one effect per target phrase, each with its own slot."""
    for card_id in ("WOM-077", "ADW-057", "VIN003-028", "TMS-083"):
        assert entry(card_id)["supported"], card_id
    assert card("WOM-077")["targets"] == [
        {"kind": "resonator", "controller": "you", "max_cost": 1, "min_cost": 1, "zone": "graveyard"},
        {"kind": "resonator", "controller": "you", "max_cost": 2, "min_cost": 2, "zone": "graveyard"},
    ]
    assert card("ADW-057")["effects"] == [{"op": "destroy", "target": 0}, {"op": "destroy", "target": 1}]
    assert card("ADW-057")["targets"] == [{"kind": "j_ruler", "controller": "you"}, {"kind": "non_stone", "controller": "opponent"}]
    (ability,) = card("VIN003-028")["abilities"]
    assert ability["effects"] == [{"op": "damage", "amount": 600, "target": 0}, {"op": "damage", "amount": 600, "target": 1}]
    second = card("TMS-083")["modes"][1]
    assert second["targets"] == [{"kind": "resonator", "optional": True}, {"kind": "regalia", "optional": True}]


def test_fow_target_and_target_r_both_resonators_enter_the_field() -> None:
    """FOW-TARGET-AND-TARGET-R with WOM-077: ann's TST-R01 (total cost 1) and TST-R02 (total cost 2) both come from her
    graveyard into her field; the cost-2 card cannot fill the cost-1 slot (reading one slot only breaks this test)."""
    state = real_started("WOM-077")
    one, two = to_graveyard(state, "ann", "TST-R01"), to_graveyard(state, "ann", "TST-R02")
    use = paid_play(state, "ann", "WOM-077")
    assert code_of(state, use | {"targets": [two, one]}) is not None
    state = resolve_all(act(state, use | {"targets": [one, two]}))
    assert {one, two} <= {e.id for e in player(state, "ann").field}


def test_fow_target_and_target_r_a_j_ruler_and_a_regalia_are_destroyed() -> None:
    """FOW-TARGET-AND-TARGET-R with ADW-057: ann's J-ruler and bob's regalia are both destroyed; bob's J-ruler cannot
    fill ann's slot (FOW-PLAY-1: not hers)."""
    state = real_started("ADW-057")
    mine, his = j_ruler_to_field(state, "ann"), j_ruler_to_field(state, "bob")
    regalia = to_field(state, "bob", "TST-G01")
    use = paid_play(state, "ann", "ADW-057")
    assert code_of(state, use | {"targets": [his, regalia]}) is not None
    state = resolve_all(act(state, use | {"targets": [mine, regalia]}))
    assert regalia in player(state, "bob").graveyard
    assert mine not in {e.id for e in player(state, "ann").field}


# -- FOW-COUNT-WILL-MARKER-R -------------------------------------------------------------------------------------


def test_fow_count_will_marker_r_the_condition_reads_the_marker() -> None:
    """ENW-003 and ENW-025: the condition counts ann's resonators printed with [Will of Despair] (ENW-025: another)."""
    for card_id in ("ENW-003", "ENW-025"):
        assert entry(card_id)["supported"], card_id
    (ability,) = [a for a in card("ENW-003")["abilities"] if a["kind"] == "continuous"]
    assert ability["as_long_as"] == {"count": {"what": "resonator", "marker": "will_of_despair"}, "at_least": 1}


def test_fow_count_will_marker_r_only_a_marked_resonator_of_hers_counts() -> None:
    """FOW-COUNT-WILL-MARKER-R with ENW-003: beside ann's unmarked TST-R01 and bob's ENW-002 (printed with [Will of
    Despair]) it keeps its printed ATK; once ann controls an ENW-002 it gains [+200/+200] (counting any resonator, or
    bob's, breaks this test)."""
    state = real_started("ENW-003", "ENW-002", ruler="TST-RU2")  # a [Will of Despair] ruler (FOW-KW-WILL-HOPE-DESPAIR-R)
    angel = to_field(state, "ann", "ENW-003")
    printed = stats(state, angel)[:2]
    to_field(state, "ann", "TST-R01")
    to_field(state, "bob", "ENW-002")
    assert stats(state, angel)[:2] == printed
    to_field(state, "ann", "ENW-002")
    assert stats(state, angel)[:2] == (printed[0] + 200, printed[1] + 200)


# -- FOW-TWO-TARGETS-GAIN-R --------------------------------------------------------------------------------------


def test_fow_two_targets_gain_r_each_target_its_own_change() -> None:
    """FOW-TWO-TARGETS-GAIN-R with SNV-088: ann's TST-R01 (400/400) gains [+800/0]; bob's TST-R05 (900/900) gains
    [0/-800]; bob's resonator cannot fill ann's slot (reading one change for both breaks this test)."""
    assert entry("SNV-088")["supported"]
    assert card("SNV-088")["targets"] == [{"kind": "resonator", "controller": "you"}, {"kind": "resonator", "controller": "opponent"}]
    state = real_started("SNV-088")
    mine, his = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R05")
    use = paid_play(state, "ann", "SNV-088")
    assert code_of(state, use | {"targets": [his, mine]}) is not None
    state = resolve_all(act(state, use | {"targets": [mine, his]}))
    assert stats(state, mine)[:2] == (1200, 400)
    assert stats(state, his)[:2] == (900, 100)


# -- FOW-MISPRINT-R ----------------------------------------------------------------------------------------------


def test_fow_misprint_r_up_to_on_target_is_up_to_one_target() -> None:
    """FOW-MISPRINT-R with VIN003-047: its third "up to one target" (a dropped letter) is read as the other two."""
    assert entry("VIN003-047")["supported"]
    (ability,) = card("VIN003-047")["abilities"]
    assert [t["kind"] for t in ability["targets"]] == ["resonator", "addition", "chant"]
    assert all(t["optional"] and t["zone"] == "graveyard" for t in ability["targets"])
