"""fow-n-counters: counter families played with real cards of the community database (named by id; the printed
text stays in ../shared).

- FOW-COUNTER-ENTERING-R: "put N [+A/+B] counters on it" (or X, the result of a [Force] roll) after "whenever a
  <card> enters your field": on the card that entered (NDR-057, ROL-007).
- FOW-REMOVE-ALL-COUNTERS-R: "(then) remove all <name> counters from this card" ("from it" after this card's own
  trigger) (TMS-048, SKL-031, AO3-024).
- FOW-COUNT-PLUS-COUNTERS-R: "for each [+A/+B] counter on this card" counted for damage and life lost
  (AO1-047, ADK-138).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_hand,
)
from .real import (
    ann_first,
    play,
    play_out_turn,
    real_set,
    real_started,
    resolve_all,
    resolve_collecting,
    stats,
)


def _counters(state: State, card_id: str) -> dict[str, int]:
    (entity,) = [e for p in state.players for e in p.field if e.id == card_id]
    return dict(entity.counters) if entity.counters else {}



# FOW-COUNTER-ENTERING-R


def test_fow_counter_entering_r_a_machine_entering_gets_the_counter() -> None:
    """FOW-COUNTER-ENTERING-R with NDR-057 (an addition: whenever a Machine resonator enters your field, a [+100/+100]
    counter on it): ann's SDV3-015 (a Machine) entering gets the counter (and the addition's own [+100/+100] for
    Machines), the addition none; TAT-012 (no Machine) entering does not trigger it."""
    assert entry("NDR-057")["supported"]
    assert card("NDR-057")["abilities"][1]["effects"] == [{"op": "put_counters", "amount": 1, "atk": 100, "def": 100, "target": "victim"}]
    state = real_started("NDR-057", "SDV3-015", "TAT-012")
    castle = to_field(state, "ann", "NDR-057")
    machine = to_hand(state, "ann", "SDV3-015")
    state = resolve_all(play(state, "ann", machine))
    assert _counters(state, machine) == {"+100/+100": 1}
    assert stats(state, machine)[:2] == (600, 600)
    assert _counters(state, castle) == {}
    other = to_hand(state, "ann", "TAT-012")
    state = play(state, "ann", other)
    state = resolve_all(state)
    assert _counters(state, other) == {}


def test_fow_counter_entering_r_as_many_as_the_roll_on_the_entering_card() -> None:
    """FOW-COUNTER-ENTERING-R with ROL-007 (an addition: whenever a J/resonator enters your field, [Force] 1, X
    [+100/+100] counters on it): ann's TAT-012 entering gets as many counters as the roll (1 to 6), the addition
    none; bob's TAT-012 entering bob's field does not trigger ann's addition."""
    assert entry("ROL-007")["supported"]
    assert card("ROL-007")["abilities"][0]["effects"][1]["target"] == "victim"
    state = real_started("ROL-007", "TAT-012")
    grounds = to_field(state, "ann", "ROL-007")
    mine = to_hand(state, "ann", "TAT-012")
    state, events = resolve_collecting(play(state, "ann", mine))
    (roll,) = [e for e in events if e.get("type") == "rolled"]
    assert 1 <= roll["result"] <= 6
    assert _counters(state, mine) == {"+100/+100": roll["result"]}
    assert stats(state, mine)[:2] == (500 + 100 * roll["result"], 500 + 100 * roll["result"])
    assert _counters(state, grounds) == {}
    theirs = to_field(state, "bob", "TAT-012")
    assert _counters(state, theirs) == {}
    assert not state.pending


def test_fow_counter_entering_r_other_words_for_it_stay_refused() -> None:
    """FOW-COUNTER-ENTERING-R breaking: only counters put on 'it' are read as the entering card; 'it gains' after
    such a trigger is read only of a J/resonator filter (fow-s-trig: FOW-ENTERING-GAINS-R), and 'it' after a trigger
    naming no entering card is not it."""
    assert "may be no J/resonator" in line_refusal("Whenever a Beast enters your field >>> It gains [+200/+200] until end of turn.")
    assert "it" in line_refusal("Whenever this card blocks >>> Put a [+100/+100] counter on it and it gains [Flying].").lower()


# FOW-REMOVE-ALL-COUNTERS-R


def test_fow_remove_all_counters_r_every_support_counter_removed() -> None:
    """FOW-REMOVE-ALL-COUNTERS-R with TMS-048 ({Rest}: target J/resonator gains [+200/+200] for each support counter
    on this card until end of turn; then remove all support counters from this card): with three support counters
    (and a counter of another name) the target gains [+600/+600]; every support counter is removed, the other stays."""
    assert entry("TMS-048")["supported"]
    assert card("TMS-048")["abilities"][1]["effects"][1] == {"op": "remove_counters", "amount": 1, "every": True, "counter": "support"}
    state = real_started("TMS-048", "TAT-012")
    helper = to_field(state, "ann", "TMS-048", counters={"support": 3, "passion": 1})
    target = to_field(state, "ann", "TAT-012")
    state = act(state, {"type": "activate", "player": "ann", "card": helper, "ability": 1, "targets": [target], "payment": {}})
    state = resolve_all(state)
    assert stats(state, target)[:2] == (1100, 1100)
    assert _counters(state, helper) == {"passion": 1}


def test_fow_remove_all_counters_r_after_if_it_does() -> None:
    """FOW-REMOVE-ALL-COUNTERS-R with SKL-031 and AO3-024 (whenever this card attacks, it may deal 300 damage for each
    passion counter on it; if it does, remove all passion counters from it): 'it' is this card, the removal only
    when the damage was dealt. Breaking: 'from it' after a trigger naming another card is not read."""
    for card_id in ("SKL-031", "AO3-024"):
        assert entry(card_id)["supported"]
        (removal,) = [e for e in card(card_id)["abilities"][-1]["effects"] if e["op"] == "remove_counters"]
        assert removal == {"op": "remove_counters", "amount": 1, "every": True, "counter": "passion", "condition": "if_you_do"}
    assert "remove all" in line_refusal("Whenever a resonator enters your field >>> Remove all passion counters from it.").lower()


def test_fow_remove_all_counters_r_none_to_remove() -> None:
    """FOW-REMOVE-ALL-COUNTERS-R: with no support counter TMS-048's target gains nothing and nothing is removed."""
    state = real_started("TMS-048", "TAT-012")
    helper = to_field(state, "ann", "TMS-048")
    target = to_field(state, "ann", "TAT-012")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": helper, "ability": 1, "targets": [target], "payment": {}}))
    assert stats(state, target)[:2] == (500, 500)
    assert _counters(state, helper) == {}


# FOW-COUNT-PLUS-COUNTERS-R


def test_fow_count_plus_counters_r_damage_for_each_counter() -> None:
    """FOW-COUNT-PLUS-COUNTERS-R with AO1-047 ({R}: 100 damage for each [+100/+100] counter on this card to target
    J/resonator): with three such counters (and a [-100/-100] and a named counter, not counted) bob's TAT-012
    (500/500) is dealt 300 and survives; with eight it is dealt 800 and destroyed."""
    assert entry("AO1-047")["supported"]
    effect = card("AO1-047")["abilities"][2]["effects"][0]
    assert effect["per"] == {"what": "counter", "counter": "+100/+100"} and effect["amount"] == 100
    state = real_started("AO1-047", "TAT-012")
    deity = to_field(state, "ann", "AO1-047", counters={"+100/+100": 3, "-100/-100": 1, "passion": 2})
    theirs = to_field(state, "bob", "TAT-012")
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": deity, "ability": 2, "targets": [theirs], "payment": {"pool": {"fire": 1}}}))
    (entity,) = [e for e in player(state, "bob").field if e.id == theirs]
    assert entity.damage == 300
    deity_entity = next(e for e in player(state, "ann").field if e.id == deity)
    deity_entity.counters = {"+100/+100": 8}
    pool(state, "ann", fire=1)
    assert code_of(state, {"type": "activate", "player": "ann", "card": deity, "ability": 2, "targets": [theirs], "payment": {"pool": {"fire": 1}}}) is None
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": deity, "ability": 2, "targets": [theirs], "payment": {"pool": {"fire": 1}}}))
    assert theirs not in {e.id for e in player(state, "bob").field}


def test_fow_count_plus_counters_r_life_lost_for_each_counter() -> None:
    """FOW-COUNT-PLUS-COUNTERS-R with ADK-138 (at the end of turn: a [+100/+100] counter on this card, then you lose
    100 life for each [+100/+100] counter on this card): with two counters, at the end of ann's turn it has three
    and ann loses 300 life (the named counter it has is not counted)."""
    assert entry("ADK-138")["supported"]
    assert card("ADK-138")["abilities"][0]["effects"][1]["per"] == {"what": "counter", "counter": "+100/+100"}
    state = real_started("ADK-138")
    golem = to_field(state, "ann", "ADK-138", counters={"+100/+100": 2, "passion": 4})
    life = player(state, "ann").life
    state = play_out_turn(state, done=lambda s: _counters(s, golem).get("+100/+100") == 3 and not s.pending and not s.chase)
    assert _counters(state, golem)["+100/+100"] == 3
    assert player(state, "ann").life == life - 300


# FOW-NO-COUNTERS-R


def _rested_after_own_recovery(card_id: str, counters: dict[str, int]) -> bool:
    """``card_id`` rested in ann's field with ``counters``: is it still rested in ann's next turn?"""
    state = real_started(card_id)
    mine = to_field(state, "ann", card_id, rested=True, **({"counters": counters} if counters else {}))
    state = pass_until(next_turn(next_turn(state)), lambda s: s.phase == "main")
    assert state.turn.player == "ann"
    (entity,) = [e for e in player(state, "ann").field if e.id == mine]
    return entity.rested


def test_fow_no_counters_r_no_recovery_without_counters() -> None:
    """FOW-NO-COUNTERS-R with NDR-051 (as long as there are no [+100/+100] counters on this card, it doesn't recover
    during its controller's recovery phase) and DBV-045 (the same with directive counters): rested with none, each
    stays rested through ann's recovery phase; with one such counter it recovers; a counter of another kind does not
    count."""
    assert card("NDR-051")["abilities"][0]["as_long_as"] == {"count": {"what": "counter", "counter": "+100/+100"}, "at_most": 0}
    assert card("DBV-045")["abilities"][0]["no_recovery_phase"] is True
    assert _rested_after_own_recovery("NDR-051", {})
    assert not _rested_after_own_recovery("NDR-051", {"+100/+100": 1})
    assert _rested_after_own_recovery("NDR-051", {"-100/-100": 1})
    assert _rested_after_own_recovery("DBV-045", {"+100/+100": 2})
    assert not _rested_after_own_recovery("DBV-045", {"directive": 1})


def test_fow_no_counters_r_cannot_attack_without_counters() -> None:
    """FOW-NO-COUNTERS-R with SDL5-009 (this card cannot attack as long as there are no [+100/+100] counters on it):
    with none ann cannot declare it as an attacker; with one she can."""
    assert entry("SDL5-009")["supported"]
    for counters, allowed in (({}, False), ({"+100/+100": 1}, True)):
        state = real_started("SDL5-009")
        mine = to_field(state, "ann", "SDL5-009", **({"counters": counters} if counters else {}))
        state = act(state, {"type": "start_battle", "player": "ann"})
        state = both_pass(state)
        refused = code_of(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"})
        assert (refused is None) == allowed


# FOW-COUNTER-ON-IT-R


def test_fow_counter_on_it_r_the_target_gets_the_counter() -> None:
    """FOW-COUNTER-ON-IT-R with ADW-012 (target J/resonator you control gains [+400/+400] and [Eternal] until end of
    turn; put a guidance counter on it): ann's TAT-012 (500/500) is 900/900 with [Eternal] and one guidance counter."""
    assert entry("ADW-012")["supported"]
    assert card("ADW-012")["effects"][1] == {"op": "put_counters", "amount": 1, "target": 0, "counter": "guidance"}
    state = real_started("ADW-012", "TAT-012")
    mine = to_field(state, "ann", "TAT-012")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADW-012"), [mine]))
    assert _counters(state, mine) == {"guidance": 1}
    atk, def_, keywords = stats(state, mine)
    assert (atk, def_) == (900, 900) and "eternal" in keywords


def test_fow_counter_on_it_r_no_single_target_before_it() -> None:
    """FOW-COUNTER-ON-IT-R breaking: 'it' after no target, two targets, a target addition or a target in a graveyard
    names no J/resonator of the field: refused."""
    for line in (
        "Draw a card. Put a guidance counter on it.",
        "Target resonator gains [+100/+100] until end of turn. Target J/resonator gains [Flying] until end of turn. Put a [+100/+100] counter on it.",
        "Destroy target addition. Put a [+100/+100] counter on it.",
        "Put target resonator from your graveyard into your hand and draw two cards. Put a [+200/+200] counter on it.",
    ):
        assert "'it'" in line_refusal(line, "chant")


# FOW-COUNTERS-WHERE-X-R


def _move_from_deck(state: State, pid: str, count: int, zone: str) -> None:
    """``count`` cards of ``pid``'s deck moved to their graveyard or removed area."""
    seat = player(state, pid)
    for _ in range(count):
        getattr(seat, zone).append(seat.deck.pop())


def test_fow_counters_where_x_r_life_then_counters_of_the_removed_area() -> None:
    """FOW-COUNTERS-WHERE-X-R with GRV-043 ([Enter]: you gain X00 life, then put X [+100/+100] counters on this card,
    X the number of cards in your removed area): with three cards there ann gains 300 life and it has three
    counters (400/400)."""
    assert entry("GRV-043")["supported"]
    assert card("GRV-043")["abilities"][0]["effects"][1]["per"] == {"what": "card", "zone": "removed"}
    state = real_started("GRV-043")
    _move_from_deck(state, "ann", 3, "removed")
    _move_from_deck(state, "bob", 2, "removed")
    life = player(state, "ann").life
    mine = to_hand(state, "ann", "GRV-043")
    state = resolve_all(play(state, "ann", mine))
    assert player(state, "ann").life == life + 300
    assert _counters(state, mine) == {"+100/+100": 3}
    assert stats(state, mine)[:2] == (400, 400)


def test_fow_counters_where_x_r_counters_and_life_lost_of_the_graveyard() -> None:
    """FOW-COUNTERS-WHERE-X-R with GRV-060 ([Enter]: put X [+100/+100] counters on this card and your opponent loses
    X00 life, X the number of cards in your graveyard): with four cards there (bob's graveyard not counted) it has
    four counters and bob loses 400; with none, no counter and no life lost."""
    assert entry("GRV-060")["supported"]
    for count in (4, 0):
        state = real_started("GRV-060")
        _move_from_deck(state, "ann", count, "graveyard")
        _move_from_deck(state, "bob", 5, "graveyard")
        life = player(state, "bob").life
        mine = to_hand(state, "ann", "GRV-060")
        state = resolve_all(play(state, "ann", mine))
        assert _counters(state, mine) == ({"+100/+100": count} if count else {})
        assert player(state, "bob").life == life - 100 * count


def test_fow_counters_where_x_r_for_each_on_another_card_refused() -> None:
    """FOW-COUNTERS-WHERE-X-R breaking: counters 'for each' on a target (not this card) are refused."""
    assert "for each" in line_refusal("Put a [+100/+100] counter on target resonator for each card in your hand.", "chant")


# FOW-TARGET-COUNTER-R


def test_fow_target_counter_r_only_a_resonator_with_a_counter() -> None:
    """FOW-TARGET-COUNTER-R with LEL-040 (when this card enters your field, destroy target resonator your opponent
    controls with one or more [+100/+100] counters on it): bob's TAT-012 with a [+100/+100] counter is destroyed;
    bob's other TAT-012, with none (a [-100/-100] and a named counter only), cannot be the target."""
    assert entry("LEL-040")["supported"]
    assert card("LEL-040")["abilities"][-1]["targets"] == [{"kind": "resonator", "controller": "opponent", "with_counter": "+100/+100"}]
    state = real_started("LEL-040", "TAT-012", copies=2)
    marked = to_field(state, "bob", "TAT-012", counters={"+100/+100": 1})
    plain = to_field(state, "bob", "TAT-012", counters={"-100/-100": 1, "passion": 1})
    mine = to_hand(state, "ann", "LEL-040")
    state = play(state, "ann", mine)
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    pending = state.pending[0]
    assert pending.source == mine
    wrong = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [plain]}
    assert code_of(state, wrong) == "FOW-TARGET-COUNTER-R"
    state = resolve_all(state, {mine: [marked]})
    assert {e.id for e in player(state, "bob").field} & {marked, plain} == {plain}


# FOW-COUNTERS-INSTEAD-R


def _cfc_080_counters(special: bool) -> dict[str, int]:
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"].update({"CFC-080": 1, "TAT-012": 1})
    decks["bob"]["stones"]["CMF-096"] = 1
    state = ann_first({"card_set": real_set("CFC-080", "TAT-012", "CMF-096")}, decks, "real")
    if special:
        to_field(state, "bob", "CMF-096")
    mine = to_field(state, "ann", "TAT-012")
    gem = to_hand(state, "ann", "CFC-080")
    state = resolve_all(play(state, "ann", gem), {gem: [mine]})
    return _counters(state, mine)


def test_fow_counters_instead_r_two_counters_while_the_opponent_has_a_special_stone() -> None:
    """FOW-COUNTERS-INSTEAD-R with CFC-080 (when this card enters your field, a [+100/+100] counter on target
    resonator; if your opponent controls a special magic stone, two on that resonator instead): ann's TAT-012 gets
    one counter while bob has only basic stones, two (not three) while bob controls CMF-096 (a special stone)."""
    assert entry("CFC-080")["supported"]
    first, second = card("CFC-080")["abilities"][-1]["effects"]
    assert first["amount"] == 1 and second["amount"] == 2 and first["unless"] == second["when"]
    assert second["when"] == {"count": {"what": "magic_stone", "whose": "opponent", "special": True}, "at_least": 1}
    assert _cfc_080_counters(special=False) == {"+100/+100": 1}
    assert _cfc_080_counters(special=True) == {"+100/+100": 2}


def test_fow_counters_instead_r_other_kinds_refused() -> None:
    """FOW-COUNTERS-INSTEAD-R breaking: counters of another kind instead, or after no counters on a target, are refused."""
    assert "instead" in line_refusal(
        "Put a [+100/+100] counter on target resonator. If your opponent controls a special magic stone, put two [+200/+200] counters on that resonator instead.", "chant"
    )
    assert "instead" in line_refusal("Draw two cards. If your opponent controls a special magic stone, put three [+100/+100] counters on that resonator instead.", "chant")


# FOW-COUNTER-EACH-ANDOR-R


def test_fow_counter_each_andor_r_either_race_or_both() -> None:
    """FOW-COUNTER-EACH-ANDOR-R with MSW-088 (rest a recovered J/ruler you control: two [+100/+100] counters on each
    Spirit and/or Fairy Tale J/resonator you control): MSW-088 itself (of both races) and ann's TAT-051 (a Fairy
    Tale) get two counters each (not four); ann's TAT-012 (a Fantasy) and bob's TAT-051 get none."""
    assert entry("MSW-088")["supported"]
    assert card("MSW-088")["abilities"][0]["effects"][0]["among"] == {"races": ["Spirit", "Fairy Tale"]}
    state = real_started("MSW-088", "TAT-051", "TAT-012")
    source = to_field(state, "ann", "MSW-088")
    fairy = to_field(state, "ann", "TAT-051")
    other = to_field(state, "ann", "TAT-012")
    theirs = to_field(state, "bob", "TAT-051")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": []}))
    assert [_counters(state, c) for c in (source, fairy, other, theirs)] == [{"+100/+100": 2}, {"+100/+100": 2}, {}, {}]


# FOW-COUNTER-NUMBERS-R


def test_fow_counter_numbers_r_sixteen_counters_when_awakened() -> None:
    """FOW-COUNTER-NUMBERS-R with SDR6-003 (awakened: when it enters, 2000 damage to each J/resonator your opponent
    controls, then sixteen [+100/+100] counters on this card) and ACN-162 (a ruler: ten strength counters at the
    beginning of the game, the misprint read): played awakened it destroys bob's TAT-012 and has sixteen counters
    (2000/2000, and the keywords it gains while it has one); played plainly, neither."""
    assert entry("SDR6-003")["supported"] and entry("ACN-162")["supported"]
    assert card("SDR6-003")["abilities"][1]["effects"][1]["amount"] == 16
    assert card("ACN-162")["abilities"][2]["effects"] == [{"op": "put_counters", "amount": 10, "counter": "strength", "target": "j_ruler"}]
    for awakened in (True, False):
        state = real_started("SDR6-003", "TAT-012")
        theirs = to_field(state, "bob", "TAT-012")
        mine = to_hand(state, "ann", "SDR6-003")
        will = {"fire": 3, "void": 5} if awakened else {"fire": 1}
        pool(state, "ann", **will)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": mine, "awakening": awakened, "payment": {"pool": will}}))
        assert (theirs in {e.id for e in player(state, "bob").field}) is not awakened
        assert _counters(state, mine) == ({"+100/+100": 16} if awakened else {})
        atk, def_, keywords = stats(state, mine)
        assert (atk, def_) == ((2000, 2000) if awakened else (400, 400))
        assert ("flying" in keywords) is awakened


# FOW-IF-TARGET-COUNTER-R


def test_fow_if_target_counter_r_more_only_with_a_counter() -> None:
    """FOW-IF-TARGET-COUNTER-R with EDL-005 (target resonator gains [+400/+400] until end of turn; if there is a
    [+100/+100] counter on it, it also gains [Eternal] and [Barrier]): ann's TAT-012 with a counter is 1000/1000 with
    both keywords; with none (or only a [-100/-100] counter) it gains [+400/+400] alone."""
    assert entry("EDL-005")["supported"]
    assert card("EDL-005")["effects"][1]["when"] == {"target_counter": "+100/+100"}
    for counters, more in (({"+100/+100": 1}, True), ({}, False), ({"-100/-100": 1}, False)):
        state = real_started("EDL-005", "TAT-012")
        mine = to_field(state, "ann", "TAT-012", **({"counters": counters} if counters else {}))
        before = stats(state, mine)[:2]
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "EDL-005"), [mine]))
        atk, def_, keywords = stats(state, mine)
        assert (atk, def_) == (before[0] + 400, before[1] + 400)
        assert ({"eternal", "barrier"} <= keywords) is more and not ({"eternal", "barrier"} & keywords and not more)


# FOW-TRIG-ANOTHER-ANY-ENTERS-R


def test_fow_trig_another_any_enters_r_another_spirit_in_either_field() -> None:
    """FOW-TRIG-ANOTHER-ANY-ENTERS-R with RDE-030 (a Spirit: whenever another Spirit enters a field, a [+100/+100]
    counter on this card): entering itself it gets none; ann's TAT-012 (no Spirit) adds none; ann's TMS-030 (a Spirit)
    adds one; bob's TMS-030 entering bob's field adds another."""
    assert entry("RDE-030")["supported"]
    assert card("RDE-030")["abilities"][0]["enters"] == {"races": ["Spirit"], "other": True}
    state = real_started("RDE-030", "TAT-012", "TMS-030")
    mine = to_hand(state, "ann", "RDE-030")
    state = resolve_all(play(state, "ann", mine))
    assert _counters(state, mine) == {}
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-012")))
    assert _counters(state, mine) == {}
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TMS-030")))
    assert _counters(state, mine) == {"+100/+100": 1}
    state = pass_until(next_turn(state), lambda s: s.phase == "main" and s.priority == "bob" and not s.pending and not s.chase)
    state = resolve_all(play(state, "bob", to_hand(state, "bob", "TMS-030")))
    assert _counters(state, mine) == {"+100/+100": 2}


def test_fow_counter_numbers_r_misprinted_additional_cost() -> None:
    """FOW-COUNTER-NUMBERS-R's misprint 'As as additional cost' with SDR2-002 (as an additional cost, remove five
    strength counters from your J/ruler; target J/resonator gains [+1000/+1000] until end of turn): with five on ann's
    ruler it is played and they are removed; with four it is refused (FOW-J-RULER-COUNTER-R)."""
    assert entry("SDR2-002")["supported"]
    assert card("SDR2-002")["extra_counters"] == {"counter": "strength", "amount": 5, "from_j_ruler": True}
    for have in (5, 4):
        state = real_started("SDR2-002", "TAT-012")
        ruler = player(state, "ann").ruler
        assert ruler is not None
        ruler.counters = {"strength": have}
        mine = to_field(state, "ann", "TAT-012")
        chant = to_hand(state, "ann", "SDR2-002")
        pool(state, "ann", fire=2)
        action = {"type": "play_card", "player": "ann", "card": chant, "targets": [mine], "payment": {"pool": {"fire": 2}}}
        if have < 5:
            assert code_of(state, action) == "FOW-J-RULER-COUNTER-R"
            continue
        state = resolve_all(act(state, action))
        assert stats(state, mine)[:2] == (1500, 1500)
        ruler = player(state, "ann").ruler
        assert ruler is not None and not ruler.counters


# FOW-TRIG-NON-TOKEN-GRAVEYARD-R


def test_fow_trig_non_token_graveyard_r_a_token_does_not_count() -> None:
    """FOW-TRIG-NON-TOKEN-GRAVEYARD-R with SNV-093 (an addition: remove three fruit counters from this card: a
    [800/800] resonator token; whenever a non-token resonator is put into a graveyard from the field, a fruit counter
    on this card) and TAT-088 (destroy target resonator): the token it made, destroyed, adds no counter; bob's
    TAT-012 destroyed adds one."""
    assert entry("SNV-093")["supported"]
    assert card("SNV-093")["abilities"][1]["gone_non_token"] is True
    state = real_started("SNV-093", "TAT-088", "TAT-012", copies=2)
    basket = to_field(state, "ann", "SNV-093", counters={"fruit": 3})
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": basket, "ability": 0, "targets": [], "payment": {}}))
    assert _counters(state, basket) == {}
    (token,) = [e.id for e in player(state, "ann").field if e.id != basket and ".T" in e.id]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-088"), [token]))
    assert token not in {e.id for e in player(state, "ann").field}
    assert _counters(state, basket) == {}
    theirs = to_field(state, "bob", "TAT-012")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-088"), [theirs]))
    assert _counters(state, basket) == {"fruit": 1}
