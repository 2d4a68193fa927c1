"""Chant-Standby ability families of fow-r-standby (issue 14), each played with a real card named by id (the printed
text stays in ../shared):

* FOW-TRIGGER-IF-KEYWORD-R: "[Trigger] You control <group> and a resonator with [<keyword>]: <effect>" -- the second
  state shares the first's "you control"; a resonator of the player's field that has the keyword now (BFA-059);
* FOW-TRIGGER-DURING-TURN-R and FOW-TO-GRAVEYARD-N-R: "[Trigger] During your opponent's turn, you control <group> and
  N or more resonators were put into a graveyard from your field this turn: <effect>" (BFA-065);
* FOW-COND-PLAYER-DEALT-R: "[Trigger] A resonator you controlled dealt damage to an opponent this turn" (TMS-080) and
  "A J/resonator your opponent controlled dealt damage to you this turn" (TMS-011);
* FOW-KW-STEALTH-R: a resonator's "[Stealth] <state>" -- played from the standby area without paying its cost, with
  activate timing, while the state holds, not in the turn it was set (SKL-070);
* FOW-COND-TOTAL-NUMBER-R and FOW-BECOMES-STATS-GROUP-R: "[Trigger] Total number of all resonators and all magic
  stones is N: each resonator your opponent controls loses all abilities and becomes [A/D] until end of turn"
  (CMF-086; CR 104.7: N or more);
* FOW-DESTROY-BATTLE-PAIR-J-R: "Destroy a blocking J/resonator and a blocked J/resonator. This card deals N damage to
  each controller of those J/resonators" (MP01-028, a Chant-Standby whose [Trigger] is a state);
* FOW-COND-ATTACKING-R and FOW-TARGET-NOT-ATTACKED-R: "[Trigger] While a resonator your opponent controls is attacking:
  Until end of turn, gain control of target resonator that didn't attack this turn" (MPR-025);
* FOW-COUNT-STEALTH-R: "... for each resonator with [Stealth] you control" of an effect (BFA-071, whose [Stealth] joins
  two states).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.effects import deal_damage, destroy
from adjudicator.force_of_will.state import Modifier, State

from .fowsim_db import card, entry, refusal
from .helpers import (
    act,
    both_pass,
    code_of,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_graveyard,
    to_hand,
    to_standby,
)
from .real import battle_to_end, board_of, field, hero_started, j_ruler_to_field, resolve_all, stats


def _from_standby(state: State, call: str, targets: list[str]) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": call, "targets": targets, "payment": {"pool": {}}}


def _listed(state: State, call: str) -> bool:
    return any(getattr(a, "card", None) == call for a in GAME.legal_actions(state, "ann"))


# -- FOW-TRIGGER-IF-KEYWORD-R -----------------------------------------------------------------------------------


# Real magic stones: a basic wind one and a basic fire one.
WIND, FIRE = "VIN001-094", "CMF-102"


def _gale(*, stone: str = WIND, flier: str | None = "TST-R06") -> tuple[State, str, str]:
    """BFA-059 set in ann's chant-standby area on an earlier turn; ann controls ``stone`` and ``flier``; bob a
    resonator without [Flying] (TST-R08)."""
    state = hero_started(("BFA-059",), stones=(WIND, FIRE))
    state.turn.number = 3  # set on an earlier turn (CR 708.5)
    call = to_standby(state, "ann", "BFA-059", 1)
    to_field(state, "ann", stone)
    if flier is not None:
        to_field(state, "ann", flier)
    return state, call, to_field(state, "bob", "TST-R08")


def test_fow_trigger_if_keyword_r_reads_both_states() -> None:
    """BFA-059 is supported: a wind magic stone you control, and a resonator you control with [Flying]."""
    assert entry("BFA-059")["supported"], entry("BFA-059")["unsupported"]
    assert card("BFA-059")["trigger"] == {
        "when": {"count": {"what": "magic_stone", "attributes": ["wind"]}, "at_least": 1},
        "also": [{"count": {"what": "resonator", "keyword": "flying"}, "at_least": 1}],
    }


def test_fow_trigger_if_keyword_r_played_with_a_flier() -> None:
    """A wind stone and a resonator with [Flying]: ann plays BFA-059 from her standby area (no cost) and bob's
    resonator without [Flying] is destroyed."""
    state, call, target = _gale()
    assert _listed(state, call)
    state = resolve_all(act(state, _from_standby(state, call, [target])))
    assert target in player(state, "bob").graveyard and call in player(state, "ann").graveyard


def test_fow_trigger_if_keyword_r_a_gained_keyword_counts() -> None:
    """A resonator without printed [Flying] that gained it until end of turn (CR 1102.2) fulfils the state."""
    state, call, target = _gale(flier="TST-R08")
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-IF-KEYWORD-R"
    mine = next(e.id for e in player(state, "ann").field if "TST-R08" in e.id)
    state.modifiers.append(Modifier(target=mine, keywords=["flying"]))
    assert code_of(state, _from_standby(state, call, [target])) is None


def test_fow_trigger_if_keyword_r_breaks_without_a_flier_or_the_stone() -> None:
    """No resonator with [Flying] (FOW-TRIGGER-IF-KEYWORD-R), or no wind magic stone (FOW-KW-TRIGGER-IF-R): refused
    and not listed; a flier of bob's does not count."""
    state, call, target = _gale(flier=None)
    to_field(state, "bob", "TST-R06")
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-IF-KEYWORD-R"
    assert not _listed(state, call)
    state, call, target = _gale(stone=FIRE)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-KW-TRIGGER-IF-R"
    assert not _listed(state, call)
    assert target in field(state, "bob")


def test_fow_trigger_if_keyword_r_a_count_by_keyword_is_a_trigger_state_only() -> None:
    """The card-set check refuses a count by keyword outside a [Trigger] state (a continuous value would depend on
    the keywords it is worked out with)."""
    record = {
        "id": "TST-X1",
        "name": "X",
        "types": ["resonator"],
        "attributes": ["wind"],
        "cost": {"free": 1},
        "atk": 100,
        "def": 100,
        "abilities": [{"kind": "continuous", "text": "x", "scope": "self", "atk": 100, "per": {"what": "resonator", "keyword": "flying"}}],
    }
    _, _, errors = validate_card_set({"id": "tst-keyword-count", "cards": [record]})
    assert any("FOW-TRIGGER-IF-KEYWORD-R" in str(e) for e in errors), errors


# -- FOW-TRIGGER-DURING-TURN-R, FOW-TO-GRAVEYARD-N-R -------------------------------------------------------------

DARK = "CMF-101"  # a real basic darkness magic stone


def _requiem(*, lost: int = 3, stone: str = DARK, bobs_turn: bool = True) -> tuple[State, str, str]:
    """BFA-065 set in ann's chant-standby area on an earlier turn; ann controls ``stone``; in bob's turn (or ann's,
    when not ``bobs_turn``) ``lost`` resonators of ann's field are destroyed, then bob passes priority to ann.  Her
    graveyard holds TST-R17 (the target)."""
    state = hero_started(("BFA-065",), stones=(DARK, FIRE))
    call = to_standby(state, "ann", "BFA-065", 1)
    state.turn.number = 3
    to_field(state, "ann", stone)
    target = to_graveyard(state, "ann", "TST-R17")
    if bobs_turn:
        state = next_turn(state)
        assert state.turn.player == "bob"
    doomed = [to_field(state, "ann", cid) for cid in ("TST-R01", "TST-R02", "TST-R03", "TST-R04")[:lost]]
    board = board_of(state)
    for card_id in doomed:
        entity = board.entity(card_id)
        assert entity is not None
        destroy(board, entity, [])
    if bobs_turn:
        state = act(state, {"type": "pass", "player": "bob"})
    assert state.priority == "ann"
    return state, call, target


def test_fow_trigger_during_turn_r_reads_three_states() -> None:
    """BFA-065 is supported: the opponent's turn, a darkness magic stone, three or more resonators put into a
    graveyard from your field this turn."""
    assert entry("BFA-065")["supported"], entry("BFA-065")["unsupported"]
    assert card("BFA-065")["trigger"] == {
        "when": {"turn": "opponents"},
        "also": [
            {"count": {"what": "magic_stone", "attributes": ["darkness"]}, "at_least": 1},
            {"count": {"what": "resonator", "zone": "to_graveyard", "controlled": True}, "at_least": 3},
        ],
    }


def test_fow_to_graveyard_n_r_three_lost_in_the_opponents_turn_play_it() -> None:
    """Bob's turn, three of ann's resonators destroyed: ann plays BFA-065 from her standby area and the resonator of
    her graveyard enters her field."""
    state, call, target = _requiem()
    assert _listed(state, call)
    state = resolve_all(act(state, _from_standby(state, call, [target])))
    assert target in field(state, "ann")


def test_fow_to_graveyard_n_r_breaks_with_two() -> None:
    """Two resonators lost: refused (FOW-TO-GRAVEYARD-N-R) and not listed."""
    state, call, target = _requiem(lost=2)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TO-GRAVEYARD-N-R"
    assert not _listed(state, call)


def test_fow_trigger_during_turn_r_breaks_in_your_own_turn_or_without_the_stone() -> None:
    """Ann's own turn (FOW-TRIGGER-DURING-TURN-R), or no darkness magic stone (FOW-TRIGGER-IF-AND-R): refused, not
    listed."""
    state, call, target = _requiem(bobs_turn=False)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-DURING-TURN-R"
    assert not _listed(state, call)
    state, call, target = _requiem(stone=FIRE)
    assert code_of(state, _from_standby(state, call, [target])) == "FOW-TRIGGER-IF-AND-R"
    assert not _listed(state, call)


# -- FOW-COND-PLAYER-DEALT-R -------------------------------------------------------------------------------------


def _put_from_hand(state: State, call: str, chosen: str) -> State:
    """Play ``call`` from ann's standby area, accept its "you may" and put ``chosen`` from her hand."""
    state = act(state, _from_standby(state, call, []))
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, {"type": "may", "player": "ann", "accept": True})
        elif state.decision is not None and state.decision.kind == "search":
            return resolve_all(act(state, {"type": "search", "player": "ann", "card": chosen}))
        else:
            state = both_pass(state)
    raise AssertionError("no search decision")


def _attack(state: State, attacker: str, pid: str = "ann") -> State:
    """``attacker`` of ``pid`` attacks the other player, unblocked, to the end of the battle."""
    other = "bob" if pid == "ann" else "ann"
    state = act(state, {"type": "start_battle", "player": pid})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": pid, "attacker": attacker, "target": other})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": other, "blocker": None})
    return battle_to_end(state)


def _night(*, attack: bool = True) -> tuple[State, str, str, str]:
    """TMS-080 set in ann's chant-standby area on an earlier turn, a darkness resonator of total cost 3 (TST-R17) in
    her hand; her TST-R01 attacks bob unblocked (when ``attack``)."""
    state = hero_started(("TMS-080",))
    state.turn.number = 3
    call = to_standby(state, "ann", "TMS-080", 1)
    chosen = to_hand(state, "ann", "TST-R17")
    attacker = to_field(state, "ann", "TST-R01")
    if attack:
        state = _attack(state, attacker)
        assert player(state, "bob").life == 3600
    assert state.priority == "ann"
    return state, call, chosen, attacker


def test_fow_cond_player_dealt_r_reads_both_forms() -> None:
    """TMS-080 and TMS-011 are supported: whose (J/)resonator dealt damage to the other player this turn."""
    for cid in ("TMS-080", "TMS-011"):
        assert entry(cid)["supported"], entry(cid)["unsupported"]
    assert card("TMS-080")["trigger"] == {"when": {"player_dealt": "your_resonator"}}
    assert card("TMS-011")["trigger"] == {"when": {"player_dealt": "opponent_j_resonator"}}


def test_fow_cond_player_dealt_r_after_a_battle_damage_play_it() -> None:
    """Ann's resonator dealt battle damage to bob: she plays TMS-080 from her standby area and puts the darkness
    resonator of her hand into her field."""
    state, call, chosen, _ = _night()
    assert state.turn.player_dealt == ["ann/resonator>bob"]
    assert _listed(state, call)
    state = _put_from_hand(state, call, chosen)
    assert chosen in field(state, "ann")


def test_fow_cond_player_dealt_r_breaks_without_damage_or_with_a_prevented_one() -> None:
    """No damage dealt to bob this turn: refused (FOW-COND-PLAYER-DEALT-R) and not listed.  Damage of ann's resonator
    to herself, or of bob's resonator to ann, does not count for TMS-080 either."""
    state, call, _, attacker = _night(attack=False)
    assert code_of(state, _from_standby(state, call, [])) == "FOW-COND-PLAYER-DEALT-R"
    assert not _listed(state, call)
    board = board_of(state)
    deal_damage(board, attacker, "ann", 100, [], battle=False)
    deal_damage(board, to_field(state, "bob", "TST-R02"), "ann", 100, [], battle=False)
    assert code_of(state, _from_standby(state, call, [])) == "FOW-COND-PLAYER-DEALT-R"


def test_fow_cond_player_dealt_r_a_j_ruler_is_a_j_resonator() -> None:
    """TMS-011: bob's J-ruler dealt damage to ann (a J/resonator, no resonator): ann plays it in bob's turn and puts
    the light resonator of total cost 4 or less of her hand into her field; before it, refused."""
    state = hero_started(("TMS-011",))
    state.turn.number = 3
    call = to_standby(state, "ann", "TMS-011", 1)
    chosen = to_hand(state, "ann", "TST-R02")
    state = pass_until(next_turn(state), lambda s: s.phase == "main" and s.priority == "bob")
    j_ruler = j_ruler_to_field(state, "bob")
    state = act(state, {"type": "start_battle", "player": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "bob", "attacker": j_ruler, "target": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    assert state.priority == "ann"  # attacking, no damage dealt yet
    assert code_of(state, _from_standby(state, call, [])) == "FOW-COND-PLAYER-DEALT-R"
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "declare_block", "player": "ann", "blocker": None})
    state = battle_to_end(state)
    assert state.turn.player_dealt == ["bob/j_ruler>ann"]
    state = act(state, {"type": "pass", "player": "bob"})
    state = _put_from_hand(state, call, chosen)
    assert chosen in field(state, "ann")


def test_fow_cond_player_dealt_r_a_source_gone_from_the_field_and_a_chant() -> None:
    """A resonator that left the field, its ability resolving, dealt the damage: recorded for its ability's
    controller (CR 906.7b, 911.1); a chant's damage is no J/resonator's and is not recorded."""
    state, _, _, _ = _night(attack=False)
    board = board_of(state)
    gone = to_graveyard(state, "ann", "TST-R05")
    board.resolving = (gone, "ann")
    deal_damage(board, gone, "bob", 100, [], battle=False)
    assert state.turn.player_dealt == ["ann/resonator>bob"]
    chant = to_graveyard(state, "bob", "TST-C05")
    board.resolving = (chant, "bob")
    deal_damage(board, chant, "ann", 100, [], battle=False)
    assert state.turn.player_dealt == ["ann/resonator>bob"]


# -- FOW-KW-STEALTH-R -----------------------------------------------------------------------------------------


def _herald(*, named: bool = True, set_turn: int = 1) -> tuple[State, str]:
    """SKL-070 in ann's standby area (set in turn ``set_turn``; now turn 3), her ruler bearing the first name its
    [Stealth] asks for when ``named``."""
    name = card("SKL-070")["stealth"]["when"]["ruler_names"][0]
    state = hero_started(("SKL-070",), ruler_name=name if named else None)
    state.turn.number = 3
    return state, to_standby(state, "ann", "SKL-070", set_turn)


def test_fow_kw_stealth_r_reads_a_state() -> None:
    """SKL-070 is supported: its [Stealth] is a state (your J/ruler's name), kept as the card's ``stealth``."""
    assert entry("SKL-070")["supported"], entry("SKL-070")["unsupported"]
    when = card("SKL-070")["stealth"]["when"]
    assert len(when["ruler_names"]) == 2 and when["ruler_names"] == when["j_ruler_names"]


def test_fow_kw_stealth_r_played_without_its_cost_in_the_opponents_turn() -> None:
    """Ann's ruler is named so: in bob's turn (activate timing) she plays SKL-070 from her standby area, paying
    nothing; it resolves into her field."""
    state, herald = _herald()
    state = act(next_turn(state), {"type": "pass", "player": "bob"})
    assert state.turn.player == "bob" and state.priority == "ann"
    assert _listed(state, herald)
    state = resolve_all(act(state, _from_standby(state, herald, [])))
    assert herald in field(state, "ann") and not player(state, "ann").standby


def test_fow_kw_stealth_r_breaks_unnamed_or_set_this_turn() -> None:
    """Another ruler name, or set in this very turn (CR 1114.3): refused (FOW-KW-STEALTH-R) and not listed; a
    resonator without [Stealth] or [Trigger] cannot be played from the standby area (FOW-KW-TRIGGER)."""
    state, herald = _herald(named=False)
    assert code_of(state, _from_standby(state, herald, [])) == "FOW-KW-STEALTH-R"
    assert not _listed(state, herald)
    state, herald = _herald(set_turn=3)
    assert code_of(state, _from_standby(state, herald, [])) == "FOW-KW-STEALTH-R"
    assert not _listed(state, herald)
    plain = to_standby(state, "ann", "TST-R01", 1)
    assert code_of(state, _from_standby(state, plain, [])) == "FOW-KW-TRIGGER"


def test_fow_kw_stealth_r_from_the_hand_it_is_an_ordinary_resonator() -> None:
    """From ann's hand SKL-070 costs its printed cost: without will, refused (not a [Stealth] play)."""
    state, _ = _herald()
    in_hand = to_hand(state, "ann", "SKL-070")
    assert code_of(state, _from_standby(state, in_hand, [])) not in (None, "FOW-KW-STEALTH-R")


def test_fow_kw_stealth_r_is_a_resonators_state_only() -> None:
    """The card-set check refuses [Stealth] on a chant, or of a cost rather than a state."""
    chant = {"id": "TST-X2", "name": "X", "types": ["chant"], "attributes": ["light"], "cost": {"free": 1}, "stealth": {"when": {"life": True, "at_most": 1000}}}
    costed = {"id": "TST-X3", "name": "Y", "types": ["resonator"], "attributes": ["light"], "cost": {"free": 1}, "atk": 100, "def": 100, "stealth": {"cost": {}}}
    for record in (chant, costed):
        _, _, errors = validate_card_set({"id": "tst-stealth", "cards": [record]})
        assert any("FOW-KW-STEALTH-R" in str(e) for e in errors), errors


# -- refusals of the family -------------------------------------------------------------------------------------


def test_standby_forms_left_out_say_why() -> None:
    """A card destroyed in a chant-standby area (CR 1010.1 destroys field cards only: MOA-014, BFA-004) stays unsupported
    with its reason; so does a [Stealth] of an event not read (SKL-072). fow-s-event: "when this card enters your field
    from a chant-standby area" is read (FOW-TRIG-ENTERS-FROM-STANDBY-R, SKL-081)."""
    assert "CR 1010.1" in refusal("MOA-014", 1) and "CR 1010.1" in refusal("BFA-004", 0)
    assert "[Stealth]" in refusal("SKL-072", 0) and "1113.2c" in refusal("SKL-072", 0)


# -- FOW-COND-TOTAL-NUMBER-R, FOW-BECOMES-STATS-GROUP-R -----------------------------------------------------------


def _twelve(total: int) -> tuple[State, str, list[str], list[str]]:
    """CMF-086 set in ann's standby area on an earlier turn; ``total`` resonators and magic stones in the two fields
    (bob's J-ruler beside them, neither); ann's and bob's resonators returned."""
    state = hero_started(("CMF-086",))
    state.turn.number = 3
    call = to_standby(state, "ann", "CMF-086", 1)
    j_ruler_to_field(state, "bob")
    mine = [to_field(state, "ann", cid) for cid in ("TST-R01", "TST-R02", "TST-R03")]
    theirs = [to_field(state, "bob", cid) for cid in ("TST-R03", "TST-R09", "TST-R15")]
    for index in range(total - 6):
        to_field(state, "ann" if index % 2 else "bob", ("TST-ST-W", "TST-ST-R", "TST-ST-U", "TST-ST-G", "TST-ST-B", "TST-ST-D")[index % 6])
    return state, call, mine, theirs


def test_fow_cond_total_number_r_reads_n_or_more() -> None:
    """CMF-086 is supported: every field's resonators and magic stones added, twelve or more (CR 104.7); the effect one
    lasting change of bob's resonators."""
    assert entry("CMF-086")["supported"], entry("CMF-086")["unsupported"]
    assert card("CMF-086")["trigger"] == {
        "when": {"count": {"what": "resonator", "whose": "all"}, "plus": {"what": "magic_stone", "whose": "all"}, "at_least": 12}
    }
    assert card("CMF-086")["effects"] == [{"op": "modify", "becomes": [0, 200], "each": "opponent_resonators", "flags": ["no_abilities"]}]


def test_fow_becomes_stats_group_r_each_opponent_resonator_becomes() -> None:
    """Twelve (and thirteen) cards: ann plays CMF-086 from her standby area; each of bob's resonators -- and one put into
    his field afterwards (CR 909.4) -- is a [0/200] with no abilities until end of turn; ann's keep their values."""
    for total in (12, 13):
        state, call, mine, theirs = _twelve(total)
        assert _listed(state, call)
        state = resolve_all(act(state, _from_standby(state, call, [])))
        later = to_field(state, "bob", "TST-R10")
        for card_id in (*theirs, later):
            atk, dfn, keywords = stats(state, card_id)
            assert (atk, dfn) == (0, 200) and not keywords - {"no_abilities"}
        assert stats(state, mine[0])[:2] == (400, 400) and "flying" in stats(state, mine[0])[2]


def test_fow_cond_total_number_r_breaks_with_eleven() -> None:
    """Eleven resonators and magic stones (the J-ruler counts as neither): refused (FOW-COND-TOTAL-NUMBER-R), not listed."""
    state, call, _, _ = _twelve(11)
    assert code_of(state, _from_standby(state, call, [])) == "FOW-COND-TOTAL-NUMBER-R"
    assert not _listed(state, call)


# -- FOW-DESTROY-BATTLE-PAIR-J-R --------------------------------------------------------------------------------


def _apple(*, named: bool = True) -> tuple[State, dict[str, Any], str, str]:
    """Ann (her J-ruler bearing the first name MP01-028's [Trigger] asks for, when ``named``) attacks bob with her J-ruler;
    bob's TST-R05 blocks it; ann then holds priority with MP01-028 in hand and its cost in her pool."""
    name = card("MP01-028")["trigger"]["when"]["ruler_names"][0]
    state = hero_started(("MP01-028",), changed={"TST-RU1J": {"name": name}} if named else None)  # the J-ruler side so named
    j_ruler = j_ruler_to_field(state, "ann")
    blocker = to_field(state, "bob", "TST-R05")  # [Flying]: it may block the J-ruler's [Flying]
    apple = to_hand(state, "ann", "MP01-028")
    pool(state, "ann", fire=1, void=2)
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": j_ruler, "target": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    assert state.priority == "ann"
    return state, {"type": "play_card", "player": "ann", "card": apple, "targets": [], "payment": {"pool": {"fire": 1, "void": 2}}}, j_ruler, blocker


def test_fow_destroy_battle_pair_j_r_a_j_ruler_of_the_pair_is_destroyed_too() -> None:
    """MP01-028 is supported; played in the battle, ann's attacking J-ruler (a J/resonator) and bob's blocker are
    destroyed, and each of their controllers is dealt 500 damage."""
    assert entry("MP01-028")["supported"], entry("MP01-028")["unsupported"]
    assert card("MP01-028")["effects"] == [{"op": "destroy_battle", "damage": 500, "j_resonators": True}]
    state, play_it, j_ruler, blocker = _apple()
    state = resolve_all(act(state, play_it))
    assert j_ruler not in field(state, "ann") and blocker in player(state, "bob").graveyard
    assert (player(state, "ann").life, player(state, "bob").life) == (3500, 3500)


def test_fow_destroy_battle_pair_j_r_breaks_without_the_named_ruler() -> None:
    """Another ruler name: the [Trigger] state does not hold (FOW-KW-TRIGGER-IF-R); nothing is destroyed."""
    state, play_it, j_ruler, blocker = _apple(named=False)
    assert code_of(state, play_it) == "FOW-KW-TRIGGER-IF-R"
    assert j_ruler in field(state, "ann") and blocker in field(state, "bob")


# -- FOW-COND-ATTACKING-R, FOW-TARGET-NOT-ATTACKED-R --------------------------------------------------------------


def _hamelin(*, attack: bool = True) -> tuple[State, str, str, str]:
    """MPR-025 set in ann's standby area on an earlier turn; in bob's main phase his TST-R08 attacks ann (when
    ``attack``: bob then passes priority to ann in the declare attack step); TST-R10 stays home."""
    state = hero_started(("MPR-025",))
    state.turn.number = 3
    call = to_standby(state, "ann", "MPR-025", 1)
    attacker, home = to_field(state, "bob", "TST-R08"), to_field(state, "bob", "TST-R10")
    state = pass_until(next_turn(state), lambda s: s.phase == "main" and s.priority == "bob")
    if attack:
        state = act(state, {"type": "start_battle", "player": "bob"})
        state = both_pass(state)
        state = act(state, {"type": "declare_attack", "player": "bob", "attacker": attacker, "target": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    assert state.priority == "ann"
    return state, call, attacker, home


def test_fow_cond_attacking_r_reads_the_state_and_the_target() -> None:
    """MPR-025 is supported: an attacking resonator of the opponent's, a target resonator that didn't attack this turn
    gained until end of turn."""
    assert entry("MPR-025")["supported"], entry("MPR-025")["unsupported"]
    assert card("MPR-025")["trigger"] == {"when": {"attacking": "opponent_resonator"}}
    assert card("MPR-025")["targets"] == [{"kind": "resonator", "not_attacked": True}]
    assert card("MPR-025")["effects"] == [{"op": "gain_control", "target": 0, "until_end": True}]


def test_fow_target_not_attacked_r_gain_control_of_the_one_at_home() -> None:
    """Bob's resonator attacking: ann plays MPR-025 from her standby area on his resonator that did not attack, and
    controls it until end of turn; the attacker is no legal target (FOW-TARGET-NOT-ATTACKED-R)."""
    state, call, attacker, home = _hamelin()
    assert code_of(state, _from_standby(state, call, [attacker])) == "FOW-TARGET-NOT-ATTACKED-R"
    listed = {tuple(a.targets) for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == call}
    assert (home,) in listed and (attacker,) not in listed
    state = resolve_all(act(state, _from_standby(state, call, [home])))
    assert home in field(state, "ann") and attacker in field(state, "bob")


def test_fow_cond_attacking_r_breaks_without_an_attack() -> None:
    """No battle under way (bob's main phase): refused (FOW-COND-ATTACKING-R), not listed."""
    state, call, _, home = _hamelin(attack=False)
    assert code_of(state, _from_standby(state, call, [home])) == "FOW-COND-ATTACKING-R"
    assert not _listed(state, call)


# -- FOW-COUNT-STEALTH-R ------------------------------------------------------------------------------------------


def _melder(*, life: int = 2000, also: tuple[str, ...] = ()) -> tuple[State, str, str, str]:
    """BFA-071 set in ann's standby area on an earlier turn; ann (``life``) controls a darkness magic stone and SKL-070
    (a [Stealth] resonator) beside TST-R17 (none); bob's TST-R10 ([1200/1200]) is the target."""
    state = hero_started(("BFA-071", "SKL-070", *also), stones=(DARK, FIRE))
    state.turn.number = 3
    call = to_standby(state, "ann", "BFA-071", 1)
    to_field(state, "ann", DARK)
    herald = to_field(state, "ann", "SKL-070")
    to_field(state, "ann", "TST-R17")
    player(state, "ann").life = life
    return state, call, herald, to_field(state, "bob", "TST-R10")


def test_fow_count_stealth_r_counts_the_stealth_resonators_as_it_resolves() -> None:
    """BFA-071 is supported; played by its [Stealth] (a darkness stone and 2000 life or less), its [Enter] ability gives
    bob's resonator [-400/-400] for each of ann's two [Stealth] resonators (itself, SKL-070): [400/400]."""
    assert entry("BFA-071")["supported"], entry("BFA-071")["unsupported"]
    state, call, _, target = _melder()
    state = resolve_all(act(state, _from_standby(state, call, [])), {call: [target]})
    assert stats(state, target)[:2] == (400, 400)


def test_fow_count_stealth_r_a_card_that_lost_its_abilities_has_no_stealth() -> None:
    """SKL-070 lost all abilities until end of turn (as CMF-086, in the set, makes a card lose them): only BFA-071 itself
    counts ([800/800])."""
    state, call, herald, target = _melder(also=("CMF-086",))
    state.modifiers.append(Modifier(target=herald, flags=["no_abilities"]))
    state = resolve_all(act(state, _from_standby(state, call, [])), {call: [target]})
    assert stats(state, target)[:2] == (800, 800)


def test_fow_count_stealth_r_breaks_with_more_life_or_in_a_continuous_value() -> None:
    """2500 life: the [Stealth] state does not hold (FOW-KW-STEALTH-R). The card-set check refuses a count by [Stealth]
    in a continuous ability."""
    state, call, _, _ = _melder(life=2500)
    assert code_of(state, _from_standby(state, call, [])) == "FOW-KW-STEALTH-R"
    record = {
        "id": "TST-X4", "name": "Z", "types": ["resonator"], "attributes": ["darkness"], "cost": {"free": 1}, "atk": 100, "def": 100,
        "abilities": [{"kind": "continuous", "text": "z", "scope": "self", "atk": 100, "per": {"what": "resonator", "stealth": True}}],
    }
    _, _, errors = validate_card_set({"id": "tst-stealth-count", "cards": [record]})
    assert any("FOW-COUNT-STEALTH-R" in str(e) for e in errors), errors
