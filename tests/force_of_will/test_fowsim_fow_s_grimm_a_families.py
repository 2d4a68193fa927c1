"""Grimm-cluster forms read by fow-s-grimm-a, each played with a real card named by id (the printed text stays in
../shared):

- FOW-ATTACK-UP-TO-R: "(each of your turns,) this card can attack up to N times" (TAT-036, which attacking does not rest).
- FOW-SEARCH-ADD-TO-R: "search your main deck for <an addition> and add it to a resonator" (TAT-036, as it is put into a
  graveyard from the field) and "... if <condition>, you may put that card on to this card instead" (CMF-060).
- FOW-SEARCH-ADDITION-RESONATOR-R: "search your main deck for an [Addition:Resonator]" (CMF-060).
- FOW-SWAP-STATS-R: "whenever a <Race> comes into a field: swap ATK and DEF of this card until end of turn" (CMF-025).
- FOW-CONT-RACE-CHANGE-R: "as long as you control <name>, each <Race> resonator loses <Race> and gains <Other race>"
  (CMF-008, with CMF-090 as the card named).
- FOW-UNRECOVERABLE-WHILE-R: "<rest target resonator>. If it's a <Race>, it cannot be recovered as long as this card is in
  a field" (TAT-015's granted ability).
- FOW-MOVE-ADDITION-R: "move target [Addition:Resonator] you control onto another resonator" (CMF-003).
- FOW-NEXT-DAMAGE-TO-YOU-R: "whenever this card attacks, reveal the top card ...; if its total cost is even, the next damage
  this card would deal this turn is dealt to you instead" (TAT-047).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.effects import recover_entity
from adjudicator.force_of_will.state import Entity, Modifier, State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import (
    battle_to_end,
    board_of,
    field,
    j_ruler_to_field,
    paid_play,
    play_out_turn,
    real_started,
    refused_line,
    resolve_all,
    stack_on_top,
    stats,
)


def _to_decision(state: State) -> State:
    """Pass (playing pending automatic abilities with no target) until a decision waits."""
    for _ in range(20):
        if state.decision is not None:
            return state
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no decision came")


def _attack_bob(state: State, attacker: str) -> State:
    """Ann attacks bob with ``attacker``; bob declares no block; the battle ends."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return battle_to_end(act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None}))


def test_fow_attack_up_to_r_attacks_eight_times_a_turn() -> None:
    """FOW-ATTACK-UP-TO-R with TAT-036 (200 ATK; attacking does not rest it; up to eight attacks each of your turns):
    it attacks bob eight times in ann's turn, 200 damage each; a ninth attack is refused, another resonator of hers
    still attacks, and so does TAT-036 once it left the field and came back (a new object, CR 302.3)."""
    assert entry("TAT-036")["supported"]
    assert [a.get("max_attacks") for a in card("TAT-036")["abilities"][:2]] == [None, 8]
    state = real_started("TAT-036")
    dragon, other = to_field(state, "ann", "TAT-036"), to_field(state, "ann", "TST-R01")
    life = player(state, "bob").life
    for n in range(8):
        state = _attack_bob(state, dragon)
        assert player(state, "bob").life == life - 200 * (n + 1)
        assert not next(e for e in player(state, "ann").field if e.id == dragon).rested
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": dragon, "target": "bob"}) == "FOW-ATTACK-UP-TO-R"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": other, "target": "bob"}) is None
    seat = player(state, "ann")
    seat.field = [e if e.id != dragon else Entity(id=dragon) for e in seat.field]  # left the field and came back: a new object
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": dragon, "target": "bob"}) is None


def test_fow_attack_up_to_r_breaks_on_a_card_that_never_attacks() -> None:
    """Breaking FOW-ATTACK-UP-TO-R: the limit is read only for a J/resonator (an addition saying so is refused), and a
    count the words do not give is refused; a count of attacks without its turn is a state that could not arise."""
    assert "no vocabulary entry matches" in refused_line("This card can attack up to eight times.", kind="addition")
    assert "no vocabulary entry matches" in refused_line("This card can attack up to many times.")
    state = real_started("TAT-036")
    dragon = to_field(state, "ann", "TAT-036")
    next(e for e in player(state, "ann").field if e.id == dragon).attacks = 8
    with pytest.raises(InputError):
        GAME.check(state)


def test_fow_search_add_to_r_adds_the_named_addition_to_a_resonator() -> None:
    """FOW-SEARCH-ADD-TO-R with TAT-036 (put into a graveyard from ann's field, she may search for TAT-030, an
    [Addition:Resonator], and add it to a resonator): destroyed by TST-C10, ann adds TAT-030 to bob's resonator (any
    resonator, not only hers); naming her J-ruler is refused -- only a resonator."""
    assert entry("TAT-036")["supported"] and entry("TAT-030")["supported"]
    search = card("TAT-036")["abilities"][2]["effects"][0]
    assert search["to"] == "field" and search["onto"] == "resonator" and search["filter"] == {"kinds": ["addition"], "names": [card("TAT-030")["name"]]}
    state = real_started("TAT-036", "TAT-030")
    sword = stack_on_top(state, "ann", ("TAT-030",))["TAT-030"]
    dragon, his = to_field(state, "ann", "TAT-036"), to_field(state, "bob", "TST-R01")
    j_ruler = j_ruler_to_field(state, "ann")
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    payment = {"pool": {"darkness": 2, "void": 1}}
    state = _to_decision(act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [dragon], "payment": payment}))
    assert state.decision is not None and state.decision.kind == "may"
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    options = {(a.card, a.to) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert options == {(None, None), (sword, his)}
    assert code_of(state, {"type": "search", "player": "ann", "card": sword, "to": j_ruler}) == "FOW-SEARCH-ADD-TO-R"
    state = act(state, {"type": "search", "player": "ann", "card": sword, "to": his})
    assert next(e for e in player(state, "ann").field if e.id == sword).added_to == his
    GAME.check(state)


def test_fow_search_add_to_r_breaks_on_a_host_it_does_not_name() -> None:
    """Breaking FOW-SEARCH-ADD-TO-R: with CMF-060 (ruler CMF-074), the [Addition:Resonator] found is put on CMF-060
    only: naming bob's resonator is refused; without the ruler the card found goes to the hand (no field search)."""
    state = real_started("CMF-060", "CMF-072", ruler="CMF-074")
    top = stack_on_top(state, "ann", ("CMF-072",))
    his = to_field(state, "bob", "TST-R01")
    state = _to_decision(act(state, paid_play(state, "ann", "CMF-060")))
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert code_of(state, {"type": "search", "player": "ann", "card": top["CMF-072"], "to": his}) == "FOW-SEARCH-ADD-TO-R"
    state = real_started("CMF-060", "CMF-072")
    top = stack_on_top(state, "ann", ("CMF-072",))
    state = _to_decision(act(state, paid_play(state, "ann", "CMF-060")))
    assert state.decision is not None and state.decision.kind == "search"
    assert {a.to for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {None}
    state = act(state, {"type": "search", "player": "ann", "card": top["CMF-072"]})
    assert top["CMF-072"] in player(state, "ann").hand


def test_fow_search_addition_resonator_r_puts_it_on_this_card() -> None:
    """FOW-SEARCH-ADDITION-RESONATOR-R, FOW-SEARCH-ADD-TO-R with CMF-060 (800/800; as it enters, ann searches for an
    [Addition:Resonator]; with CMF-074 as her ruler she may put it on CMF-060 instead): CMF-072 is offered on CMF-060
    alone, TST-A01 (an [Addition:J/Resonator]) never; CMF-072 put on it makes it 1200/800."""
    assert entry("CMF-060")["supported"]
    field_search, hand_search = card("CMF-060")["abilities"][0]["effects"]
    assert field_search["onto"] == "self" and field_search["filter"] == hand_search["filter"] == {"kinds": ["addition"], "on_resonator": True}
    state = real_started("CMF-060", "CMF-072", ruler="CMF-074")
    top = stack_on_top(state, "ann", ("CMF-072", "TST-A01"))
    state = _to_decision(act(state, paid_play(state, "ann", "CMF-060")))
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    musketeer = next(e.id for e in player(state, "ann").field if "CMF-060" in e.id)
    options = {(a.card, a.to) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert options == {(None, None), (top["CMF-072"], musketeer)}
    assert code_of(state, {"type": "search", "player": "ann", "card": top["TST-A01"], "to": musketeer}) == "FOW-SEARCH-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": top["CMF-072"], "to": musketeer}))
    assert field(state, "ann") >= {musketeer, top["CMF-072"]} and stats(state, musketeer)[:2] == (1200, 800)


def _swapped_granny() -> tuple[State, str]:
    """Ann's CMF-025 (100/1200) beside her TST-A03 (J/resonators she controls gain [+100/+0]); she plays CMF-029 (a
    Werewolf) and CMF-025's ability resolves."""
    state = real_started("CMF-025", "CMF-029")
    granny = to_field(state, "ann", "CMF-025")
    to_field(state, "ann", "TST-A03")
    assert stats(state, granny)[:2] == (200, 1200)
    state = resolve_all(both_pass(act(state, paid_play(state, "ann", "CMF-029"))))
    return state, granny


def test_fow_swap_stats_r_swaps_the_values_of_the_earlier_changes_only() -> None:
    """FOW-SWAP-STATS-R with CMF-025 (as a Werewolf enters a field its ATK and DEF are swapped until end of turn): the
    [+100/+0] of TST-A03, active before, is swapped with the rest (200/1200 -> 1200/200); TST-A04's [+0/+200], active
    after, and a [+200/+200] counter apply on top; at the next turn it is 200/1400 again."""
    assert entry("CMF-025")["supported"]
    assert card("CMF-025")["abilities"][0]["effects"] == [{"op": "modify", "target": "self", "swap": True}]
    state, granny = _swapped_granny()
    assert stats(state, granny)[:2] == (1200, 200)
    to_field(state, "ann", "TST-A04")
    assert stats(state, granny)[:2] == (1200, 400)
    next(e for e in player(state, "ann").field if e.id == granny).counters = {"+200/+200": 1}
    assert stats(state, granny)[:2] == (1400, 600)
    next(e for e in player(state, "ann").field if e.id == granny).counters = msgspec.UNSET
    state = act(state, {"type": "pass", "player": state.to_act[0]})
    GAME.check(state)
    while state.turn.player == "ann":
        state = act(state, {"type": "pass", "player": state.to_act[0]}) if state.decision is None else act(
            state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]}
        )
    assert stats(state, granny)[:2] == (200, 1400)


def test_fow_swap_stats_r_breaks_a_damaged_card_and_a_lasting_swap() -> None:
    """Breaking FOW-SWAP-STATS-R: swapped to 1200/200, CMF-025 dealt 400 damage by TST-C05 is destroyed (its DEF is
    200 now, not 1200); a swap of a group, or until end of battle, is refused by the card-set check."""
    state, granny = _swapped_granny()
    lance = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [granny], "payment": {"pool": {"fire": 1}}}))
    assert granny not in field(state, "ann") and granny in player(state, "ann").graveyard
    for change in ({"until": "battle"}, {"target": None, "each": "your_resonators"}):
        forged = copy.deepcopy(card("CMF-025"))
        forged["abilities"][0]["effects"][0].update(change)
        forged["abilities"][0]["effects"][0] = {k: v for k, v in forged["abilities"][0]["effects"][0].items() if v is not None}
        errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
        assert any("FOW-SWAP-STATS-R" in e.message for e in errors)


def _races(state: State, card_id: str) -> set[str]:
    entity = board_of(state).entity(card_id)
    assert entity is not None
    return set(board_of(state).defn(entity).races)


def test_fow_cont_race_change_r_nightmares_become_fairy_tales_while_the_named_card_stays() -> None:
    """FOW-CONT-RACE-CHANGE-R with CMF-008 (while its controller controls CMF-090, each Nightmare resonator loses
    Nightmare and gains Fairy Tale): with ann's CMF-090 beside it, CMF-090 itself and bob's TAT-036 (Dragon,
    Nightmare) are Fairy Tales and no Nightmares, their other races kept; CMF-090 gone, TAT-036 is a Nightmare again."""
    assert entry("CMF-008")["supported"] and entry("CMF-090")["supported"]
    changing = card("CMF-008")["abilities"][1]
    assert changing["race_change"] == {"lose": ["Nightmare"], "gain": ["Fairy Tale"]} and changing["races"] == ["Nightmare"]
    state = real_started("CMF-008", "CMF-090", "TAT-036")
    to_field(state, "ann", "CMF-008")
    dragon = to_field(state, "bob", "TAT-036")
    assert _races(state, dragon) == {"Dragon", "Nightmare"}
    romeo = to_field(state, "ann", "CMF-090")
    assert _races(state, dragon) == {"Dragon", "Fairy Tale"} and _races(state, romeo) == {"Immortal", "Fairy Tale"}
    GAME.check(state)
    seat = player(state, "ann")
    seat.field = [e for e in seat.field if e.id != romeo]
    seat.graveyard.append(romeo)
    assert _races(state, dragon) == {"Dragon", "Nightmare"}


def test_fow_cont_race_change_r_breaks_on_a_later_nightmare_and_another_filter() -> None:
    """Breaking FOW-CONT-RACE-CHANGE-R: a resonator made a Nightmare by a one-time change after CMF-008's ability became
    active is changed all the same (CR 909.3a: the ability depends on it), a J-ruler is not a resonator of the group;
    a group filtered by anything but the race it loses is refused by the card-set check (CFC-040 in the set lets a
    card become a [A/D] <Race> for a while, FOW-BECOMES-STATS-R)."""
    state = real_started("CMF-008", "CMF-090", "CFC-040")
    to_field(state, "ann", "CMF-008")
    to_field(state, "ann", "CMF-090")
    scout = to_field(state, "bob", "TST-R01")
    state.modifiers.append(Modifier(target=scout, becomes=[400, 400], becomes_race="Nightmare", earlier=[]))
    assert _races(state, scout) == {"Fairy Tale"}
    j_ruler = j_ruler_to_field(state, "bob")
    state.modifiers.append(Modifier(target=j_ruler, becomes=[400, 400], becomes_race="Nightmare", earlier=[]))
    assert _races(state, j_ruler) == {"Nightmare"}
    forged = copy.deepcopy(card("CMF-008"))
    forged["abilities"][1]["attributes"] = ["darkness"]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-CONT-RACE-CHANGE-R" in e.message for e in errors)


def _scepter_used(target_id: str) -> tuple[State, str, str]:
    """Ann's TST-R01 with TAT-015 added to it; bob's TTW-085 (a Demon) and TST-R01; ann plays the host's granted ability
    on bob's ``target_id`` card and it resolves: the state, the host and bob's target."""
    state = real_started("TAT-015", "TTW-085")
    host = to_field(state, "ann", "TST-R01")
    scepter = to_field(state, "ann", "TAT-015", added_to=host)
    target = to_field(state, "bob", target_id)
    action = {"type": "activate", "player": "ann", "card": host, "ability": 0, "granted_by": scepter, "targets": [target], "payment": {"pool": {}}}
    return resolve_all(act(state, action)), host, target


def _to_main(state: State, pid: str) -> State:
    """Play out the turn under way, then pass until ``pid``'s main phase."""
    state = play_out_turn(state)
    for _ in range(20):
        if state.turn.player == pid and state.phase == "main":
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no main phase came")


def _rested(state: State, pid: str, card_id: str) -> bool:
    return next(e for e in player(state, pid).field if e.id == card_id).rested


def test_fow_unrecoverable_while_r_a_demon_stays_rested_while_the_host_stays() -> None:
    """FOW-UNRECOVERABLE-WHILE-R with TAT-015 (added resonator gains "{Rest}: rest target resonator; if it's a Demon, it
    cannot be recovered as long as this card is in a field"): bob's TTW-085 rested so stays rested through his recovery
    phase and an effect's recovery; once ann's host leaves the field it recovers in his next recovery phase."""
    assert entry("TAT-015")["supported"]
    granted = card("TAT-015")["abilities"][0]["grants"][0]["effects"]
    assert granted[1] == {"op": "no_recover", "when": {"target_races": ["Demon"]}, "target": 0, "while_here": True, "at_all": True}
    state, host, demon = _scepter_used("TTW-085")
    locked = next(e for e in player(state, "bob").field if e.id == demon)
    assert locked.rested and locked.unrecoverable_by == [host]
    GAME.check(state)
    board = board_of(state)
    recover_entity(board, locked, [])
    assert locked.rested
    state = _to_main(_to_main(_to_main(state, "bob"), "ann"), "bob")  # bob's first turn has no recovery phase
    assert _rested(state, "bob", demon)
    seat = player(state, "ann")
    gone = [e.id for e in seat.field if e.id == host or e.added_to == host]
    seat.field = [e for e in seat.field if e.id not in gone]
    seat.graveyard.extend(gone)
    next(e for e in player(state, "bob").field if e.id == demon).unrecoverable_by = msgspec.UNSET
    state = _to_main(_to_main(state, "ann"), "bob")
    assert not _rested(state, "bob", demon)


def test_fow_unrecoverable_while_r_breaks_on_another_race_and_a_lasting_lock() -> None:
    """Breaking FOW-UNRECOVERABLE-WHILE-R: TAT-015's ability on bob's TST-R01 (no Demon) rests it but locks nothing -- it
    recovers in his recovery phase; a lock not tied to the source staying in the field is refused by the card-set check;
    a state naming a source that is not in a field fails the check."""
    state, host, scout = _scepter_used("TST-R01")
    assert _rested(state, "bob", scout) and next(e for e in player(state, "bob").field if e.id == scout).unrecoverable_by is msgspec.UNSET
    state = _to_main(_to_main(_to_main(state, "bob"), "ann"), "bob")
    assert not _rested(state, "bob", scout)
    forged = copy.deepcopy(card("TAT-015"))
    forged["abilities"] = forged["abilities"][0]["grants"]  # the ability played by the card itself
    forged["abilities"][0]["effects"][1]["while_here"] = False
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-UNRECOVERABLE-WHILE-R" in e.message for e in errors)
    state, host, demon = _scepter_used("TTW-085")
    next(e for e in player(state, "bob").field if e.id == demon).unrecoverable_by = ["bob:TST-R02#1"]
    with pytest.raises(InputError):
        GAME.check(state)


def _tailor_moving() -> tuple[State, dict[str, str]]:
    """Ann's CMF-003 and her TST-R01 with CMF-072 (an [Addition:Resonator]) added to it, her J-ruler in the field, bob's
    TST-R01; CMF-003's ability targets CMF-072 and resolves up to the choice of the resonator it goes to."""
    state = real_started("CMF-003", "CMF-072")
    ids = {"tailor": to_field(state, "ann", "CMF-003"), "host": to_field(state, "ann", "TST-R01"), "his": to_field(state, "bob", "TST-R01")}
    ids["addition"] = to_field(state, "ann", "CMF-072", added_to=ids["host"])
    ids["j_ruler"] = j_ruler_to_field(state, "ann")
    action = {"type": "activate", "player": "ann", "card": ids["tailor"], "ability": 0, "targets": [ids["addition"]], "payment": {"pool": {}}}
    return _to_decision(act(state, action)), ids


def test_fow_move_addition_r_the_addition_goes_onto_another_resonator() -> None:
    """FOW-MOVE-ADDITION-R with CMF-003 ({Rest}: move target [Addition:Resonator] you control onto another resonator): as it
    resolves ann chooses among the resonators other than its host (hers, bob's -- not her J-ruler); moved onto bob's
    TST-R01, CMF-072 stays ann's and changes his resonator's ATK and DEF instead of her host's."""
    assert entry("CMF-003")["supported"]
    assert card("CMF-003")["abilities"][0]["effects"] == [{"op": "search", "to": "field", "deck": "added", "target": 0, "must": True, "onto": "resonator"}]
    state, ids = _tailor_moving()
    before_host, before_his = stats(state, ids["host"])[:2], stats(state, ids["his"])[:2]
    assert state.decision is not None and state.decision.kind == "search"
    options = {(a.card, a.to) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert options == {(ids["addition"], ids["tailor"]), (ids["addition"], ids["his"])}
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": ids["addition"], "to": ids["his"]}))
    moved = next(e for e in player(state, "ann").field if e.id == ids["addition"])
    assert moved.added_to == ids["his"] and stats(state, ids["his"])[:2] != before_his and stats(state, ids["host"])[:2] != before_host
    GAME.check(state)


def test_fow_move_addition_r_breaks_on_its_host_a_j_ruler_or_no_choice() -> None:
    """Breaking FOW-MOVE-ADDITION-R: naming the resonator it is on, or ann's J-ruler, is refused; choosing nothing is refused
    while a resonator may take it; a forged move of a target that is no [Addition:Resonator] is refused by the card-set check."""
    state, ids = _tailor_moving()
    for host in (ids["host"], ids["j_ruler"]):
        assert code_of(state, {"type": "search", "player": "ann", "card": ids["addition"], "to": host}) == "FOW-SEARCH-ADD-TO-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-MOVE-ADDITION-R"
    forged = copy.deepcopy(card("CMF-003"))
    forged["abilities"][0]["targets"] = [{"kind": "addition", "controller": "you"}]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-MOVE-ADDITION-R" in e.message for e in errors)


def _hatter_attacks(top: str) -> tuple[State, int, int]:
    """Ann's TAT-047 (500 ATK) attacks bob, ``top`` on top of her main deck, bob blocking nothing: the state after the
    battle and both players' life before it."""
    state = real_started("TAT-047")
    hatter = to_field(state, "ann", "TAT-047")
    stack_on_top(state, "ann", (top,))
    lives = player(state, "ann").life, player(state, "bob").life
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = _to_decision(act(state, {"type": "declare_attack", "player": "ann", "attacker": hatter, "target": "bob"}))
    assert state.decision is not None and state.decision.kind == "declare_block"
    return battle_to_end(act(state, {"type": "declare_block", "player": "bob", "blocker": None})), *lives


def test_fow_next_damage_to_you_r_an_even_card_turns_the_damage_on_its_controller() -> None:
    """FOW-NEXT-DAMAGE-TO-YOU-R with TAT-047: TST-R02 (total cost 2) revealed as it attacks, its 500 battle damage to bob is
    dealt to ann instead."""
    assert entry("TAT-047")["supported"]
    assert card("TAT-047")["abilities"][0]["effects"][1] == {"op": "modify", "when": {"top_cost": "even"}, "target": "self", "next_damage_to_you": True}
    state, ann_life, bob_life = _hatter_attacks("TST-R02")
    assert (player(state, "ann").life, player(state, "bob").life) == (ann_life - 500, bob_life)
    assert not state.modifiers


def test_fow_next_damage_to_you_r_breaks_on_an_odd_card_or_a_second_redirection() -> None:
    """Breaking FOW-NEXT-DAMAGE-TO-YOU-R: TST-R01 (total cost 1) revealed, bob takes the 500; a game whose decks also hold
    TAT-022 (damage to its controller's cards dealt to it instead, FOW-REDIRECT-R) is refused (FOW-REPLACEMENT-ORDER-R);
    the change for anything but this card until end of turn is refused by the card-set check."""
    state, ann_life, bob_life = _hatter_attacks("TST-R01")
    assert (player(state, "ann").life, player(state, "bob").life) == (ann_life, bob_life - 500)
    with pytest.raises(InputError) as caught:
        real_started("TAT-047", "TAT-022")
    assert any("FOW-REPLACEMENT-ORDER-R" in e.message for e in caught.value.errors)
    forged = copy.deepcopy(card("TAT-047"))
    forged["abilities"][0]["effects"][1]["until"] = "battle"
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-NEXT-DAMAGE-TO-YOU-R" in e.message for e in errors)
