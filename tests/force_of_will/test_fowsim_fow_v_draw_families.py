"""Replacement forms read by fow-v-draw (draws and dice, CR 910), each played with a real card named by id (the printed
text stays in ../shared):

- FOW-FORCE-DICE-PLUS-R: a continuous "if you would roll one or more dice using [Force] (with Force), roll that many
  dice plus one instead" (CFC-009, MP01-014; RDE-041 the card whose [Enter] ability performs [Force] 1).
- FOW-FORCE-WORD-R: "Force N" without brackets at the head of an effect text (MP01-015, its attack and block triggers).
- FOW-FORCE-UP-TO-COUNTERS-R: "[Force] N. Put X counters on each of up to two target <things>, where X is the result
  of the roll" (RDE-071, a chant).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import play, real_started, resolve_collecting, will_for
from .test_fowsim_lapis_families import _force_errors, _rolls

# -- FOW-FORCE-DICE-PLUS-R ---------------------------------------------------------------------------------------


def _enter_and_roll(state: State) -> tuple[State, dict[str, Any]]:
    """Ann plays RDE-041 from her hand and everything resolves: its [Enter] ability's [Force] 1 is rolled."""
    state, events = resolve_collecting(play(state, "ann", to_hand(state, "ann", "RDE-041")))
    (roll,) = _rolls(events)
    return state, roll


def test_fow_force_dice_plus_r_is_read() -> None:
    """FOW-FORCE-DICE-PLUS-R: both printings read as one continuous replacement, the cards supported."""
    for card_id in ("CFC-009", "MP01-014"):
        assert entry(card_id)["supported"]
        (ability,) = card(card_id)["abilities"]
        assert ability["kind"] == "continuous" and ability["force_dice_plus"] is True


def test_fow_force_dice_plus_r_one_die_more() -> None:
    """FOW-FORCE-DICE-PLUS-R with CFC-009 in ann's field: RDE-041's [Force] 1 rolls two dice (event citing the rule),
    and the counters put are their total."""
    state = real_started("RDE-041", "CFC-009")
    to_field(state, "ann", "CFC-009")
    state, roll = _enter_and_roll(state)
    assert roll["rule"] == "FOW-FORCE-DICE-PLUS-R" and roll["player"] == "ann"
    assert len(roll["dice"]) == 2 and roll["result"] == sum(roll["dice"]) and all(1 <= d <= 6 for d in roll["dice"])
    (mine,) = [e for e in player(state, "ann").field if e.id.startswith("ann:RDE-041")]
    assert mine.counters == {"+100/+100": roll["result"]}


def test_fow_force_dice_plus_r_two_replacements_add_two() -> None:
    """FOW-FORCE-DICE-PLUS-R (CR 910.2f, 910.3): CFC-009 and MP01-014 both in ann's field, each replaces the roll once:
    three dice for a [Force] 1."""
    state = real_started("RDE-041", "CFC-009", "MP01-014")
    to_field(state, "ann", "CFC-009")
    to_field(state, "ann", "MP01-014")
    _, roll = _enter_and_roll(state)
    assert roll["rule"] == "FOW-FORCE-DICE-PLUS-R" and len(roll["dice"]) == 3 and roll["result"] == sum(roll["dice"])


def test_fow_force_dice_plus_r_not_the_opponents_roll() -> None:
    """FOW-FORCE-DICE-PLUS-R: CFC-009 in bob's field (or in ann's hand) does not change ann's roll: one die, FOW-KW-FORCE-R."""
    state = real_started("RDE-041", "CFC-009")
    to_field(state, "bob", "CFC-009")
    to_hand(state, "ann", "CFC-009")
    _, roll = _enter_and_roll(state)
    assert roll["rule"] == "FOW-KW-FORCE-R" and len(roll["dice"]) == 1


def test_fow_force_dice_plus_r_forged_result_bounded() -> None:
    """FOW-FORCE-DICE-PLUS-R: with one copy of CFC-009 in each deck, RDE-041's [Enter] ability ([Force] 1) may have
    rolled up to three dice (18 accepted); 19 is refused by the consistency check citing FOW-KW-FORCE-R."""
    state = real_started("RDE-041", "CFC-009")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "RDE-041")))
    if state.pending:
        state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
    assert state.chase and state.chase[-1].kind == "automatic"
    assert not any("FOW-KW-FORCE-R" in m for m in _force_errors(state, 18))
    assert any("FOW-KW-FORCE-R" in m for m in _force_errors(state, 19))


def test_fow_force_dice_plus_r_other_numbers_refused() -> None:
    """FOW-FORCE-DICE-PLUS-R: only "plus one" for its controller's [Force] is read; another number of dice, or the
    opponent's roll, stays refused."""
    for line in ("If you would roll one or more dice using [Force], roll that many dice plus two instead.", "If your opponent would roll one or more dice using [Force], roll that many dice plus one instead."):
        assert "no vocabulary entry matches" in line_refusal(line)


# -- FOW-FORCE-WORD-R ----------------------------------------------------------------------------------------------


def _attack_with(state: State, attacker: str) -> tuple[State, list[dict[str, Any]]]:
    """Ann attacks bob with ``attacker``; the attack trigger resolves."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return resolve_collecting(state)


def test_fow_force_word_r_is_read() -> None:
    """FOW-FORCE-WORD-R: MP01-015's two triggers read as [Force] 1 then an amount counting the roll; the card supported."""
    assert entry("MP01-015")["supported"]
    triggers = [a for a in card("MP01-015")["abilities"] if a["kind"] == "automatic"]
    assert [a["trigger"] for a in triggers] == ["attacks", "blocks"]
    for ability in triggers:
        assert ability["effects"][0] == {"op": "force", "dice": 1} and ability["effects"][1]["per"] == {"what": "roll"}


def test_fow_force_word_r_attack_trigger_rolls() -> None:
    """FOW-FORCE-WORD-R with MP01-015 attacking: ann rolls one die (FOW-KW-FORCE-R's event) and bob loses 100 life
    times the result."""
    state = real_started("MP01-015")
    attacker = to_field(state, "ann", "MP01-015")
    state, events = _attack_with(state, attacker)
    (roll,) = _rolls(events)
    assert roll["rule"] == "FOW-KW-FORCE-R" and len(roll["dice"]) == 1
    assert player(state, "bob").life == 4000 - 100 * roll["result"]


def test_fow_force_word_r_with_dice_plus() -> None:
    """FOW-FORCE-WORD-R and FOW-FORCE-DICE-PLUS-R: MP01-015 attacking beside MP01-014: two dice, bob loses 100 life
    times their total."""
    state = real_started("MP01-015", "MP01-014")
    attacker = to_field(state, "ann", "MP01-015")
    to_field(state, "ann", "MP01-014")
    state, events = _attack_with(state, attacker)
    (roll,) = _rolls(events)
    assert roll["rule"] == "FOW-FORCE-DICE-PLUS-R" and len(roll["dice"]) == 2
    assert player(state, "bob").life == 4000 - 100 * roll["result"]


def test_fow_force_word_r_uncounted_refused() -> None:
    """FOW-FORCE-WORD-R: a "Force N" whose result no effect counts stays refused, as a [Force] does."""
    assert "whose result no effect after it counts" in line_refusal("Whenever this card attacks >>> Force 1. Draw a card.")


# -- FOW-FORCE-UP-TO-COUNTERS-R ------------------------------------------------------------------------------------


def test_fow_force_up_to_counters_r_is_read() -> None:
    """FOW-FORCE-UP-TO-COUNTERS-R: RDE-071 reads as [Force] 1 then the counters counting the roll on each of two
    optional target slots; the card supported."""
    assert entry("RDE-071")["supported"]
    printed = card("RDE-071")
    assert printed["effects"][0] == {"op": "force", "dice": 1}
    assert [e["target"] for e in printed["effects"][1:]] == [0, 1] and all(e["per"] == {"what": "roll"} for e in printed["effects"][1:])
    assert all(t.get("optional") for t in printed["targets"])


def test_fow_force_up_to_counters_r_two_targets() -> None:
    """FOW-FORCE-UP-TO-COUNTERS-R: RDE-071 on ann's resonator and bob's: one roll, each gets that many counters."""
    state = real_started("RDE-071")
    mine = to_field(state, "ann", "TST-R01")
    his = to_field(state, "bob", "TST-R01")
    state, events = resolve_collecting(play(state, "ann", to_hand(state, "ann", "RDE-071"), [mine, his]))
    (roll,) = _rolls(events)
    for target in (mine, his):
        (entity,) = [e for p in ("ann", "bob") for e in player(state, p).field if e.id == target]
        assert entity.counters == {"+100/+100": roll["result"]}


def test_fow_force_up_to_counters_r_three_targets_refused() -> None:
    """FOW-FORCE-UP-TO-COUNTERS-R: three targets for RDE-071 are refused (FOW-PLAY-1: two at most)."""
    state = real_started("RDE-071")
    targets = [to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R02")]
    will = will_for("RDE-071")
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "RDE-071"), "targets": targets, "payment": {"pool": will}}
    assert code_of(state, action) == "FOW-PLAY-1"
