"""Automatic abilities' trigger forms read by fow-r-trig, each played with a real card named by id (the printed text
stays in ../shared):

- FOW-BANISH-NON-RACE-WORDS-R: "that player banishes a non-<Race of several words> resonator" of
  FOW-TRIG-EACH-PLAYER-R (AO1-042).
- FOW-NONE-ATTACKED-R: "at the end of your turn, if no J/resonators attacked this turn, <effect>" (MP01-126).
- FOW-TRIG-NTH-CHANT-R: "when you play your first (second, third or subsequent) chant this turn" (EDL-068).
- FOW-TRIG-PLAYED-COST-X-R: "whenever you play a <attribute> chant >>> target resonator gains [-X00/0] until end of turn,
  where X is that chant's total cost" (LEL-065).
- FOW-IF-SELF-MARKER-R: "at end of turn >>> if this card has <<War>>, put two [+100/+100] counters on it" (TWS-034).
- FOW-GEM-ONE-OF-R: "gain a <A> crystal or a <B> crystal" (PofA-115, at the end of your turn).
- FOW-SELF-BATTLED-TURN-R: "at the end of turn >>> banish this card if it attacked or blocked this turn" (ADK-020).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.plays import attribute_choices
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, listed, next_turn, player, pool, to_field, to_hand
from .real import (
    ann_first,
    battle_to_end,
    board_of,
    field,
    lone_ruler,
    play_out_turn,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    ruler_of,
    stats,
)
from .test_fowsim_fow_dec_c_families import OTHER_STRANGERS
from .test_fowsim_trig6_families import _to_step


def _stranger_started(card_id: str) -> State:
    """Ann's first main phase: the reference ruler given [Stranger] 10, ann's stranger deck holding two ``card_id`` (a
    stranger card) beside other strangers."""
    cards = copy.deepcopy(real_set(card_id, *OTHER_STRANGERS)["cards"])
    next(c for c in cards if c["id"] == "TST-RU1")["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stranger"] = dict.fromkeys((card_id, *OTHER_STRANGERS), 2)
    return ann_first({"card_set": {"id": "tst-plus-r-trig", "cards": cards}}, decks, "r-trig-stranger")


def _stranger_to_field(state: State, card_id: str) -> str:
    """One ``card_id`` of ann's stranger deck put into her field (as an effect would have)."""
    seat = player(state, "ann")
    instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == card_id)
    seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
    seat.field.append(Entity(id=instance))
    return instance


def test_fow_banish_non_race_words_r_each_turn_player_keeps_fallen_angels() -> None:
    """FOW-BANISH-NON-RACE-WORDS-R with AO1-042 (a Fallen Angel; as each player's turn begins that player banishes a
    non-Fallen Angel resonator): as bob's turn begins bob banishes his TST-R03; as ann's begins she may not banish
    AO1-042 itself (FOW-BANISH-CHOICE-R) and banishes her TST-R03."""
    assert entry("AO1-042")["supported"]
    assert [a["effects"] for a in card("AO1-042")["abilities"][1:]] == [
        [{"op": "banish", **who, "what": "resonator", "not_races": ["Fallen Angel"]}] for who in ({}, {"player": "opponent"})
    ]
    state = _stranger_started("AO1-042")
    angel = _stranger_to_field(state, "AO1-042")
    mine = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "TST-R03")
    state = both_pass(_to_step(state, "bob", "draw"))
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    state = act(state, {"type": "banish", "player": "bob", "card": his})
    assert his in player(state, "bob").graveyard and field(state, "ann") == {angel, mine}
    state = both_pass(_to_step(state, "ann", "draw"))
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "ann"
    assert listed(state, "banish", card=mine) and not listed(state, "banish", card=angel)
    assert code_of(state, {"type": "banish", "player": "ann", "card": angel}) == "FOW-BANISH-CHOICE-R"
    state = act(state, {"type": "banish", "player": "ann", "card": mine})
    assert field(state, "ann") == {angel} and mine in player(state, "ann").graveyard


def test_fow_banish_non_race_words_r_breaks_with_only_fallen_angels() -> None:
    """Breaking FOW-BANISH-NON-RACE-WORDS-R: with AO1-042 her only resonator, nothing is banished as ann's turn begins
    (the Fallen Angel is never a candidate)."""
    state = _stranger_started("AO1-042")
    angel = _stranger_to_field(state, "AO1-042")
    state = _to_step(state, "ann", "draw")
    for _ in range(6):
        if state.phase != "draw":
            break
        assert state.decision is None or state.decision.kind != "banish"
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert angel in field(state, "ann")


def _end_of_turn(state: State) -> State:
    """Everyone passes (pending abilities played with no target) until the turn's end phase holds a decision, a chase
    object or nothing more of this turn."""
    return play_out_turn(state, lambda s: s.phase == "end" and (bool(s.chase) or s.decision is not None and s.decision.kind == "banish"))


def test_fow_none_attacked_r_no_attack_banishes_another_resonator() -> None:
    """FOW-NONE-ATTACKED-R with MP01-126 (at the end of its controller's turn, if no J/resonators attacked this turn, they
    banish another resonator): ann attacks with nothing; at the end of her turn she banishes her TST-R03 (MP01-126 itself
    is no candidate: FOW-BANISH-ANOTHER-R)."""
    assert entry("MP01-126")["supported"]
    state = real_started("MP01-126")
    king = to_field(state, "ann", "MP01-126")
    other = to_field(state, "ann", "TST-R03")
    state = both_pass(_end_of_turn(state))
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "ann"
    assert listed(state, "banish", card=other) and not listed(state, "banish", card=king)
    state = act(state, {"type": "banish", "player": "ann", "card": other})
    assert field(state, "ann") == {king} and other in player(state, "ann").graveyard


def test_fow_none_attacked_r_breaks_after_an_attack() -> None:
    """Breaking FOW-NONE-ATTACKED-R: ann's TST-R03 attacks bob this turn (and then leaves the field, the attack still
    counting); at the end of her turn MP01-126 banishes nothing."""
    state = real_started("MP01-126")
    king = to_field(state, "ann", "MP01-126")
    attacker = to_field(state, "ann", "TST-R03")
    keeper = to_field(state, "ann", "TST-R08")
    state = _attack_bob(state, attacker)
    assert player(state, "bob").life < 4000
    player(state, "ann").field = [e for e in player(state, "ann").field if e.id != attacker]
    player(state, "ann").graveyard.append(attacker)
    state = play_out_turn(state, lambda s: s.decision is not None and s.decision.kind == "banish")
    assert state.turn.player == "bob" and field(state, "ann") == {king, keeper}


def _chant(state: State, pid: str, def_id: str, will: dict[str, int], targets: tuple[str, ...] = ()) -> State:
    """``pid`` plays the reference card ``def_id`` from the hand, paying ``will``."""
    pool(state, pid, **will)
    return act(state, {"type": "play_card", "player": pid, "card": to_hand(state, pid, def_id), "targets": list(targets), "payment": {"pool": will}})


def _triggered(state: State) -> list[tuple[str, int | str | None]]:
    """The automatic abilities triggered and not yet resolved: pending, then on the chase (card, ability index)."""
    return [(p.source, p.ability) for p in state.pending] + [(i.card, i.ability) for i in state.chase if i.kind == "automatic"]


def test_fow_trig_nth_chant_r_first_second_and_each_after() -> None:
    """FOW-TRIG-NTH-CHANT-R with EDL-068 (400/400; its first chant of a turn: +400/+400 until end of turn; its second: draw
    a card; its third or subsequent: 800 damage to target J/resonator): ann's first chant (TST-C12) triggers only the
    first ability (800/800); a resonator played counts for nothing; her second chant (TST-C04, drawing one itself) draws
    one more; her third (TST-C05, 400 damage to bob's TST-R12) and fourth (TST-C08) each trigger the third: 800 damage
    to bob's TST-R13, then to his TST-R08."""
    assert entry("EDL-068")["supported"]
    assert [a.get("played") for a in card("EDL-068")["abilities"]] == [
        {"types": ["chant"], "nth": 1},
        {"types": ["chant"], "nth": 2},
        {"types": ["chant"], "nth": 3, "or_later": True},
    ]
    state = real_started("EDL-068")
    spirit = to_field(state, "ann", "EDL-068")
    big, small = to_field(state, "bob", "TST-R13"), to_field(state, "bob", "TST-R12")
    state = _chant(state, "ann", "TST-C12", {"light": 1, "void": 1})
    assert _triggered(state) == [(spirit, 0)]
    state = resolve_all(state)
    assert stats(state, spirit)[:2] == (800, 800)
    state = _chant(state, "ann", "TST-R03", {"light": 1, "void": 1})
    assert not _triggered(state)
    state = resolve_all(state)
    hand = len(player(state, "ann").hand)
    state = _chant(state, "ann", "TST-C04", {"wind": 1})
    assert _triggered(state) == [(spirit, 1)]
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 2
    state = _chant(state, "ann", "TST-C05", {"fire": 1}, (small,))
    assert _triggered(state) == [(spirit, 2)]
    state = resolve_all(state, {spirit: [big]})
    assert big in player(state, "bob").graveyard and small in field(state, "bob")
    other = to_field(state, "bob", "TST-R08")
    state = _chant(state, "ann", "TST-C08", {"darkness": 1, "void": 1}, ("bob",))
    assert _triggered(state) == [(spirit, 2)]
    state = resolve_all(state, {spirit: [other]})
    assert other in player(state, "bob").graveyard


def test_fow_trig_nth_chant_r_breaks_on_chants_before_it_and_the_opponents() -> None:
    """Breaking FOW-TRIG-NTH-CHANT-R: ann's chant played before EDL-068 entered her field counts -- her next chant is
    her second (a draw, no +400/+400); bob's chants trigger ann's EDL-068 not at all. A forged 'or subsequent' with no
    n-th chant is refused by the card-set check."""
    state = real_started("EDL-068")
    state = resolve_all(_chant(state, "ann", "TST-C12", {"light": 1, "void": 1}))
    spirit = to_field(state, "ann", "EDL-068")
    state = _chant(state, "ann", "TST-C04", {"wind": 1})
    assert _triggered(state) == [(spirit, 1)]
    state = resolve_all(state)
    assert stats(state, spirit)[:2] == (400, 400)
    state = next_turn(state)
    assert state.turn.player == "bob"
    while state.phase != "main" or state.priority != "bob":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = _chant(state, "bob", "TST-C12", {"light": 1, "void": 1})
    assert not _triggered(state)
    forged = copy.deepcopy(card("EDL-068"))
    del forged["abilities"][2]["played"]["nth"]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert [e.pointer for e in errors if "FOW-TRIG-NTH-CHANT-R" in e.message] == ["/abilities/2/played/or_later"]


def _valentina_game() -> State:
    """Ann leads the ruler LEL-065 (without its J-ruler side) with VIN002-043 (a water chant of total cost 4) in her deck;
    bob the reference TST-RU2 with VIN002-043 too: ann's first main phase."""
    cards = [*real_set("VIN002-043")["cards"], lone_ruler("LEL-065")]
    decks = {"ann": full_deck("LEL-065"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"]["VIN002-043"] = 1
    return ann_first({"card_set": {"id": "tst-plus-r-trig-ruler", "cards": cards}}, decks, "r-trig-ruler")


def test_fow_trig_played_cost_x_r_the_chants_total_cost() -> None:
    """FOW-TRIG-PLAYED-COST-X-R with the ruler LEL-065 (whenever its controller plays a water chant, target resonator gains
    [-X00/0]; a darkness chant, [0/-X00]; until end of turn, X that chant's total cost), from its ruler area: ann's
    water VIN002-043 (total cost 4) gives bob's TST-R13 (900/800) -400 ATK; her darkness TST-C08 (total cost 2) gives
    his TST-R12 (500/500) -200 DEF; her fire TST-C05 triggers nothing."""
    assert entry("LEL-065")["supported"]
    state = _valentina_game()
    big, small = to_field(state, "bob", "TST-R13"), to_field(state, "bob", "TST-R12")
    ruler = ruler_of(state, "ann").id
    state = _chant(state, "ann", "VIN002-043", {"water": 2, "void": 2})
    assert _triggered(state) == [(ruler, 0)]
    state = resolve_all(state, {ruler: [big]})
    assert stats(state, big)[:2] == (500, 800)
    state = _chant(state, "ann", "TST-C08", {"darkness": 1, "void": 1}, ("bob",))
    assert _triggered(state) == [(ruler, 1)]
    state = resolve_all(state, {ruler: [small]})
    assert stats(state, small)[:2] == (500, 300)
    state = _chant(state, "ann", "TST-C05", {"fire": 1}, (small,))
    assert not _triggered(state)


def test_fow_trig_played_cost_x_r_breaks_on_the_opponents_chant_and_elsewhere() -> None:
    """Breaking FOW-TRIG-PLAYED-COST-X-R: bob's water chant triggers ann's LEL-065 not at all; the count of the spell's
    total cost on a chant's own effects (no spell triggered them) is refused by the card-set check."""
    state = next_turn(_valentina_game())
    while state.phase != "main" or state.priority != "bob":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = _chant(state, "bob", "VIN002-043", {"water": 2, "void": 2})
    assert not _triggered(state)
    ruler = card("LEL-065")
    forged = copy.deepcopy(card("VIN002-043")) | {"targets": [{"kind": "resonator"}], "effects": ruler["abilities"][0]["effects"]}
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert [e.pointer for e in errors if "FOW-TRIG-PLAYED-COST-X-R" in e.message] == ["/effects"]


def _mercenary_game(war: bool) -> tuple[State, str]:
    """Ann's first main phase with TWS-034 (0/400) in her field -- with ``war``, a copy of it printed with «War» (the
    keyword no effect of the vocabulary grants) -- and bob's TST-R03."""
    cards = copy.deepcopy(real_set("TWS-034")["cards"])
    mercenary = next(c for c in cards if c["id"] == "TWS-034")
    if war:
        mercenary["keywords"] = ["war"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TWS-034"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-r-trig-war", "cards": cards}}, decks, "r-trig-war")
    return state, to_field(state, "ann", "TWS-034")


def test_fow_if_self_marker_r_war_gets_two_counters_each_end_of_turn() -> None:
    """FOW-IF-SELF-MARKER-R with TWS-034 (at end of turn, if this card has «War», two [+100/+100] counters on it) having
    «War»: at the end of ann's turn it becomes 200/600; at the end of bob's turn, 400/800."""
    assert entry("TWS-034")["supported"]
    state, mercenary = _mercenary_game(war=True)
    state = play_out_turn(state)
    assert state.turn.player == "bob" and stats(state, mercenary)[:2] == (200, 600)
    state = play_out_turn(state)
    assert state.turn.player == "ann" and stats(state, mercenary)[:2] == (400, 800)


def test_fow_if_self_marker_r_breaks_without_war() -> None:
    """Breaking FOW-IF-SELF-MARKER-R: TWS-034 as printed (no «War») gets no counter at the end of the turn."""
    state, mercenary = _mercenary_game(war=False)
    state = play_out_turn(state)
    assert state.turn.player == "bob" and stats(state, mercenary)[:2] == (0, 400)


def test_fow_gem_one_of_r_a_light_or_a_darkness_crystal() -> None:
    """FOW-GEM-ONE-OF-R with the regalia PofA-115 (at the end of its controller's turn, they gain a light crystal or a
    darkness crystal): at the end of ann's turn she is asked for light or darkness only, names darkness and has one
    darkness crystal (no gem); at the end of bob's turn nothing triggers."""
    assert entry("PofA-115")["supported"]
    state = real_started("PofA-115")
    to_field(state, "ann", "PofA-115")
    state = play_out_turn(state, lambda s: s.decision is not None and s.decision.kind == "attribute")
    assert state.decision is not None and state.decision.player == "ann"
    assert attribute_choices(board_of(state)) == ["light", "darkness"]
    assert code_of(state, {"type": "choose_attribute", "player": "ann", "attribute": "fire"}) is not None
    state = act(state, {"type": "choose_attribute", "player": "ann", "attribute": "darkness"})
    assert list(player(state, "ann").crystals or []) == ["darkness"] and not player(state, "ann").gems
    state = play_out_turn(play_out_turn(state), lambda s: s.decision is not None and s.decision.kind == "attribute")
    assert state.turn.player == "ann" and list(player(state, "ann").crystals or []) == ["darkness"]


def test_fow_gem_one_of_r_breaks_on_one_attribute_named_twice() -> None:
    """Breaking FOW-GEM-ONE-OF-R: the same attribute twice is refused when read; a gain of one gem among one named
    attribute (no choice) is refused by the card-set check."""
    assert "names one attribute twice" in refused_line("At the end of your turn >>> Gain a light crystal or a light crystal.")
    forged = copy.deepcopy(card("PofA-115"))
    forged["abilities"][0]["effects"][0]["attributes"] = ["light"]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-GEM-R" in e.message for e in errors)


def _attack_bob(state: State, attacker: str) -> State:
    """Ann attacks bob with ``attacker``; bob declares no block; the battle ends."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return battle_to_end(act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None}))


def test_fow_self_battled_turn_r_banished_after_attacking_or_blocking() -> None:
    """FOW-SELF-BATTLED-TURN-R with ADK-020 (1000/1000; at the end of each turn it is banished if it attacked or blocked
    this turn): ann's ADK-020 attacks bob and is banished at the end of her turn; her other ADK-020 blocks bob's TST-R13
    in his turn and is banished at the end of his."""
    assert entry("ADK-020")["supported"]
    state = real_started("ADK-020", copies=2)
    warrior, guard = to_field(state, "ann", "ADK-020"), to_field(state, "ann", "ADK-020")
    state = _attack_bob(state, warrior)
    assert warrior in field(state, "ann")
    state = play_out_turn(state)
    assert state.turn.player == "bob" and field(state, "ann") == {guard} and warrior in player(state, "ann").graveyard
    his = to_field(state, "bob", "TST-R13")
    while state.phase != "main" or state.priority != "bob":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = both_pass(act(state, {"type": "start_battle", "player": "bob"}))
    state = act(state, {"type": "declare_attack", "player": "bob", "attacker": his, "target": "ann"})
    state = battle_to_end(act(both_pass(state), {"type": "declare_block", "player": "ann", "blocker": guard}))
    assert guard in field(state, "ann")
    state = play_out_turn(state)
    assert state.turn.player == "ann" and not field(state, "ann") and guard in player(state, "ann").graveyard


def test_fow_self_battled_turn_r_breaks_without_a_battle_or_as_a_new_object() -> None:
    """Breaking FOW-SELF-BATTLED-TURN-R: ann's ADK-020 that neither attacked nor blocked stays at the end of her turn;
    one that attacked, then left the field and came back (a new object, CR 302.3), stays too. A field card recorded as
    battling in a later turn is refused as a state that could not arise."""
    state = real_started("ADK-020", copies=2)
    idle, blinked = to_field(state, "ann", "ADK-020"), to_field(state, "ann", "ADK-020")
    state = _attack_bob(state, blinked)
    seat = player(state, "ann")
    seat.field = [e for e in seat.field if e.id != blinked] + [Entity(id=blinked, since=state.turn.number)]
    state = play_out_turn(state)
    assert state.turn.player == "bob" and field(state, "ann") == {idle, blinked}
    player(state, "ann").field[0].battled = state.turn.number + 1
    with pytest.raises(InputError, match="FOW-SELF-BATTLED-TURN-R"):
        act(state, {"type": "pass", "player": state.to_act[0]})
