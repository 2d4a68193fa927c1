"""Grimm-cluster ability families of fow-m-grimm (issue 14), each played with a real card named by id (the
printed text stays in ../shared):

* FOW-UP-TO-ANY-SLOT-R: "<verb> up to one target A, up to one target B ... and up to one target D <rest>" -- one
  optional slot per thing, any of them may be left unchosen (the empty id), checked as played and as it resolves
  (TAT-086's [Enter]);
* FOW-NAME-QUOTED-WORD-R: "target card named <name>" whose name ends in a quoted word (TAT-086's four names);
* FOW-IF-TARGET-ALTERED-R: "<effect on target resonator> if its ATK is different from its printed ATK or its DEF is
  different from its printed DEF" -- checked as it resolves (TAT-067, an old Chant-Standby with "[Trigger] Anytime");
* FOW-GRAVEYARD-STONE-AREA-R: "put target magic stone from your graveyard into your magic stone area", and "target
  [Addition:Field] from your graveyard into your field" (MPR-006, with FOW-UP-TO-ANY-SLOT-R's list).
"""

from __future__ import annotations

from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.targets import UNCHOSEN, target_lists
from adjudicator.force_of_will.vocabulary import TargetSpec

from .fowsim_db import card, entry, raw_card
from .helpers import act, code_of, player, pool, to_field, to_graveyard, to_hand
from .real import board_of, hero_started, paid_play, play, refused_line, resolve_all

SOLDIERS = ("TAT-075", "TAT-074", "TAT-021", "TAT-022")  # the four names TAT-086's [Enter] lists, in its order


def _queen_enters() -> tuple[object, str, dict[str, str]]:
    """ann plays TAT-086 with three of the four named cards in her graveyard (not the third one listed); its [Enter]
    waits to be played. Returns the state, the queen and the graveyard instances by def id."""
    state = hero_started(("TAT-086", *SOLDIERS))
    grave = {cid: to_graveyard(state, "ann", cid) for cid in (SOLDIERS[0], SOLDIERS[1], SOLDIERS[3])}
    queen = to_hand(state, "ann", "TAT-086")
    state = play(state, "ann", queen)
    for _ in range(6):
        if state.pending:
            break
        state = act(state, {"type": "pass", "player": state.priority})
    assert [p.source for p in state.pending] == [queen]
    return state, queen, grave


def test_fow_up_to_any_slot_r_tat_086_tree() -> None:
    """TAT-086's [Enter]: four from_graveyard effects, each with its own optional slot naming one card."""
    assert entry("TAT-086")["supported"]
    enter = next(a for a in card("TAT-086")["abilities"] if a.get("trigger") == "enter")
    assert [e["op"] for e in enter["effects"]] == ["from_graveyard"] * 4
    assert [e["target"] for e in enter["effects"]] == [0, 1, 2, 3]
    assert all(t["optional"] and t["zone"] == "graveyard" for t in enter["targets"])
    # FOW-NAME-QUOTED-WORD-R: each slot names one real card, its quotes included.
    assert [t["names"] for t in enter["targets"]] == [[raw_card(cid)["name"]] for cid in SOLDIERS]


def test_fow_up_to_any_slot_r_a_middle_slot_left_unchosen() -> None:
    """ann leaves the first slot unchosen (its card is in her graveyard) and the third (none there): the second and
    fourth cards go to her hand, the first stays in the graveyard."""
    state, queen, grave = _queen_enters()
    state = resolve_all(state, {queen: [UNCHOSEN, grave[SOLDIERS[1]], UNCHOSEN, grave[SOLDIERS[3]]]})
    ann = player(state, "ann")
    assert {grave[SOLDIERS[1]], grave[SOLDIERS[3]]} <= set(ann.hand)
    assert grave[SOLDIERS[0]] in ann.graveyard and grave[SOLDIERS[0]] not in ann.hand


def test_fow_up_to_any_slot_r_listed_choices() -> None:
    """The choices listed for the trigger include a first slot left unchosen before a chosen one, none with an
    unchosen slot at the end, and the empty choice."""
    state, queen, grave = _queen_enters()
    board = board_of(state)
    entity = board.entity(queen)
    assert entity is not None
    enter = next(a for a in board.defn(entity).abilities if getattr(a, "trigger", None) == "enter")
    specs: list[TargetSpec] = list(enter.targets)  # type: ignore[union-attr]
    lists = target_lists(board, "ann", specs, queen)
    assert [] in lists
    assert [UNCHOSEN, grave[SOLDIERS[1]]] in lists
    assert [UNCHOSEN, UNCHOSEN, UNCHOSEN, grave[SOLDIERS[3]]] in lists
    assert all(not chosen or chosen[-1] != UNCHOSEN for chosen in lists)
    # the third slot names a card ann has none of: nothing fills it
    assert all(len(chosen) < 3 or chosen[2] == UNCHOSEN for chosen in lists)


def test_fow_name_quoted_word_r_wrong_card_refused() -> None:
    """FOW-NAME-QUOTED-WORD-R: the first slot takes only the card of the first name, not another Card Soldier."""
    state, queen, grave = _queen_enters()
    pending = state.pending[0]
    action = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [grave[SOLDIERS[1]]]}
    assert code_of(state, action) == "FOW-TARGET-NAMED-R"


def test_fow_up_to_any_slot_r_required_slot_refused() -> None:
    """FOW-UP-TO-ANY-SLOT-R: the empty id for a slot that is not optional (a reference chant's one target) is refused."""
    state = hero_started(("TAT-086",))
    to_field(state, "bob", "TST-R17")
    chant = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    action = {"type": "play_card", "player": "ann", "card": chant, "targets": [UNCHOSEN], "payment": {"pool": {"fire": 1}}}
    assert code_of(state, action) == "FOW-UP-TO-ANY-SLOT-R"


# -- FOW-IF-TARGET-ALTERED-R ------------------------------------------------------------------------------------


def _truth(counters: dict[str, int]) -> tuple[object, str]:
    """ann plays TAT-067 from her hand at bob's TST-R17 carrying ``counters``; returns the state after it resolved."""
    state = hero_started(("TAT-067",))
    victim = to_field(state, "bob", "TST-R17", counters=counters) if counters else to_field(state, "bob", "TST-R17")
    action = paid_play(state, "ann", "TAT-067") | {"targets": [victim]}
    return resolve_all(act(state, action)), victim


def test_fow_if_target_altered_r_tat_067_destroys_an_altered_resonator() -> None:
    """TAT-067 is supported: one destroy of its one target under the condition; bob's resonator with a [+100/+100]
    counter (ATK and DEF not as printed) is destroyed."""
    assert entry("TAT-067")["supported"]
    assert card("TAT-067")["effects"] == [{"op": "destroy", "when": {"target_altered": True}, "target": 0}]
    assert card("TAT-067")["targets"] == [{"kind": "resonator"}]
    state, victim = _truth({"+100/+100": 1})
    assert victim in player(state, "bob").graveyard


def test_fow_if_target_altered_r_printed_stats_survive() -> None:
    """FOW-IF-TARGET-ALTERED-R: a resonator with its printed ATK and DEF may be targeted, and stays in the field."""
    state, victim = _truth({})
    assert victim in {e.id for e in player(state, "bob").field}


def test_fow_if_target_altered_r_forged_on_another_target_refused() -> None:
    """FOW-IF-TARGET-ALTERED-R: a card set putting the condition on an effect of no target is refused naming the code."""
    forged = dict(card("TAT-067")) | {"id": "TST-X67", "effects": [{"op": "draw", "amount": 1, "when": {"target_altered": True}}]}
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-IF-TARGET-ALTERED-R" in str(e) for e in errors)
    _, _, errors = validate_card_set({"id": "forged", "cards": [dict(card("TAT-067")) | {"id": "TST-X67"}]})
    assert not errors


# -- FOW-GRAVEYARD-STONE-AREA-R ---------------------------------------------------------------------------------


def _genesis(targets_of: tuple[str, ...]) -> tuple[object, dict[str, str]]:
    """ann plays MPR-006 with a field addition, an addable addition, a resonator and a magic stone in her graveyard;
    ``targets_of`` names the def ids chosen, in the slots' order (the empty string: a slot left unchosen)."""
    state = hero_started(("MPR-006",))
    grave = {cid: to_graveyard(state, "ann", cid) for cid in ("TST-A03", "TST-A01", "TST-R08", "TST-ST-R")}
    action = paid_play(state, "ann", "MPR-006") | {"targets": [grave[cid] if cid else UNCHOSEN for cid in targets_of]}
    return act(state, action), grave


def test_fow_graveyard_stone_area_r_mpr_006_tree() -> None:
    """MPR-006 is supported: three optional slots (a field addition, a resonator, a magic stone, all of ann's
    graveyard), each put into her field."""
    assert entry("MPR-006")["supported"]
    assert card("MPR-006")["effects"] == [{"op": "from_graveyard", "target": n, "to": "field"} for n in range(3)]
    assert [(t["kind"], t.get("field", False), t["zone"], t["optional"]) for t in card("MPR-006")["targets"]] == [
        ("addition", True, "graveyard", True),
        ("resonator", False, "graveyard", True),
        ("magic_stone", False, "graveyard", True),
    ]


def test_fow_graveyard_stone_area_r_field_addition_and_stone_enter() -> None:
    """The resonator slot left unchosen between the two others: the field addition and the magic stone enter ann's
    field, the resonator stays in her graveyard."""
    state, grave = _genesis(("TST-A03", "", "TST-ST-R"))
    state = resolve_all(state)
    ann = player(state, "ann")
    assert {grave["TST-A03"], grave["TST-ST-R"]} <= {e.id for e in ann.field}
    assert grave["TST-R08"] in ann.graveyard


def test_fow_graveyard_stone_area_r_other_kinds_refused() -> None:
    """FOW-GRAVEYARD-STONE-AREA-R: the stone slot takes no resonator, the field-addition slot no addable addition."""
    state = hero_started(("MPR-006",))
    grave = {cid: to_graveyard(state, "ann", cid) for cid in ("TST-A03", "TST-A01", "TST-R08", "TST-ST-R")}
    base = paid_play(state, "ann", "MPR-006")
    assert code_of(state, base | {"targets": [UNCHOSEN, UNCHOSEN, grave["TST-R08"]]}) == "FOW-GRAVEYARD-STONE-AREA-R"
    assert code_of(state, base | {"targets": [grave["TST-A01"]]}) is not None
    assert code_of(state, base | {"targets": [UNCHOSEN, UNCHOSEN, grave["TST-ST-R"]]}) is None
    assert "magic stone area" in refused_line("Put target resonator from your graveyard into your magic stone area.", "chant")
