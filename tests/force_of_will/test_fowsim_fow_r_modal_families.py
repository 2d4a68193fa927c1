"""Ability families of fow-r-modal (issue 14): modal choices and references back -- "You gain that much life" after
one damage effect of the same text (FOW-LIFE-THAT-MUCH-DEALT-R), "(You may) banish a (<Race>) resonator. If you do,
<effect>" (FOW-BANISH-IF-YOU-DO-R), "it" after a search or a put from the hand into the field (FOW-IT-PUT-R), "Destroy all resonators <whose> with total cost N or less" (FOW-EACH-WHOSE-FILTER-R),
"Up to one other target <J/resonator>" (FOW-UP-TO-OTHER-TARGET-R), a chant's "[Awakening] (Cost): <text with targets>"
(FOW-AWAKENED-TARGETS-R), "N damage to target J/resonator and M damage to its controller" (FOW-DAMAGE-AND-ITS-CONTROLLER-R),
"At the end of turn >>> Its controller banishes it" (FOW-AT-END-ITS-CONTROLLER-R), a target gaining "At the end of turn >>> Recover
this card." (FOW-AT-END-RECOVER-R), "if your J/ruler has "X" in its name" (FOW-COND-JRULER-NAME-HAS-R) -- each played with a real card named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

import copy
from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, full_deck, next_turn, player, pool, to_field, to_hand
from .real import (
    ann_first,
    board_of,
    field,
    paid_play,
    real_set,
    real_started,
    resolve_all,
    ruler_of,
    stats,
    to_decision,
    will_for,
)
from .test_fowsim_fow_dec_c_families import OTHER_STRANGERS

# -- FOW-LIFE-THAT-MUCH-DEALT-R -----------------------------------------------------------------------------------


def _observation(mode: int, x: int, target: str | None = None, *, gone_first: bool = False) -> tuple[State, str | None]:
    """Ann plays RDE-081 ({W}{B}{X}: choose one -- 400 damage multiplied by X to target resonator, or 300 multiplied by
    X to target player; you gain that much life) in ``mode`` with ``x``, at bob's TST-R03 (mode 0) or bob (mode 1);
    with ``gone_first`` the target resonator goes to the graveyard before it resolves. The state after all resolved and
    the resonator's instance."""
    state = real_started("RDE-081")
    sentinel = to_field(state, "bob", "TST-R03") if mode == 0 else None
    spell = to_hand(state, "ann", "RDE-081")
    will = {"light": 1, "darkness": 1, "void": x}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": spell, "mode": mode, "targets": [sentinel or "bob"], "x": x, "payment": {"pool": will}})
    if gone_first and sentinel is not None:
        board = board_of(state)
        entity = board.entity(sentinel)
        assert entity is not None
        board.leave_field(entity, "graveyard", [])
    return resolve_all(state), sentinel


def test_fow_life_that_much_dealt_r_the_damage_to_the_resonator() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R with RDE-081's first option, X = 2: 800 damage to bob's TST-R03, and ann gains 800."""
    assert entry("RDE-081")["supported"]
    assert card("RDE-081")["modes"][0]["effects"] == [{"op": "damage", "amount": 400, "per_x": True, "target": 0}, {"op": "gain_life", "just_dealt": True}]
    life = player(real_started("RDE-081"), "ann").life
    state, sentinel = _observation(0, 2)
    assert sentinel is not None and sentinel not in {e.id for e in player(state, "bob").field}
    assert player(state, "ann").life == life + 800


def test_fow_life_that_much_dealt_r_the_damage_to_a_player() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R with RDE-081's second option, X = 3: bob loses 900 life and ann gains 900."""
    start = real_started("RDE-081")
    ann_life, bob_life = player(start, "ann").life, player(start, "bob").life
    state, _ = _observation(1, 3)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann_life + 900, bob_life - 900)


def test_fow_life_that_much_dealt_r_breaks_no_damage_no_life() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R: the target destroyed before RDE-081 resolves is dealt no damage, so ann gains no
    life (the printed 800 is not gained)."""
    life = player(real_started("RDE-081"), "ann").life
    state, sentinel = _observation(0, 2, gone_first=True)
    assert sentinel is not None and board_of(state).entity(sentinel) is None
    assert player(state, "ann").life == life


def test_fow_life_that_much_dealt_r_breaks_after_damage_to_a_group() -> None:
    """FOW-LIFE-THAT-MUCH-DEALT-R: after damage to each of a group (several amounts) "that much" stays refused."""
    assert "'that much' names no amount" in line_refusal("[Enter] >>> This card deals 300 damage to each J/resonator your opponent controls. You gain that much life.")
    assert "'that much' names no amount" in line_refusal("[Enter] >>> You gain that much life.")


# -- FOW-BANISH-IF-YOU-DO-R ---------------------------------------------------------------------------------------


def _fast_food(mode: int, *resonators: str) -> tuple[State, list[str]]:
    """Ann plays ADK-040 ({R}: choose one -- five strength counters on her J/ruler; or banish a resonator, if she does
    ten; or banish a Beast resonator, if she does fifteen) in ``mode`` with ``resonators`` in her field: the state
    when it asks her first decision (or all resolved) and the resonators' instances."""
    state = real_started("ADK-040")
    mine = [to_field(state, "ann", cid) for cid in resonators]
    pool(state, "ann", fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "ADK-040"), "mode": mode, "targets": [], "payment": {"pool": {"fire": 1}}})
    for _ in range(4):
        if state.decision is not None or not state.chase:
            break
        state = both_pass(state)
    return state, mine


def _strength(state: State) -> int:
    counters = ruler_of(state, "ann").counters
    return 0 if counters is UNSET else counters.get("strength", 0)


def test_fow_banish_if_you_do_r_a_resonator_banished_then_the_counters() -> None:
    """FOW-BANISH-IF-YOU-DO-R with ADK-040's second option: ann banishes her TST-R01 (a banish decision) and her
    J/ruler gets ten strength counters."""
    assert entry("ADK-040")["supported"]
    assert card("ADK-040")["modes"][2]["effects"] == [
        {"op": "banish", "what": "resonator", "races": ["Beast"]},
        {"op": "put_counters", "condition": "if_you_do", "amount": 15, "counter": "strength", "target": "j_ruler"},
    ]
    state, (angel,) = _fast_food(1, "TST-R01")
    assert state.decision is not None and state.decision.kind == "banish"
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": angel}))
    assert angel in player(state, "ann").graveyard and _strength(state) == 10


def test_fow_banish_if_you_do_r_a_beast_only() -> None:
    """FOW-BANISH-IF-YOU-DO-R with ADK-040's third option: ann's TST-R01 (an Angel) may not be banished for it
    (FOW-BANISH-CHOICE-R); her TST-R06 (a Beast) is, and her J/ruler gets fifteen strength counters."""
    state, (angel, beast) = _fast_food(2, "TST-R01", "TST-R06")
    assert state.decision is not None and state.decision.kind == "banish"
    assert code_of(state, {"type": "banish", "player": "ann", "card": angel}) == "FOW-BANISH-CHOICE-R"
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": beast}))
    assert beast in player(state, "ann").graveyard and angel in field(state, "ann") and _strength(state) == 15


def test_fow_banish_if_you_do_r_breaks_nothing_banished_no_counters() -> None:
    """FOW-BANISH-IF-YOU-DO-R: with no resonator of hers (second option), or only a non-Beast one (third option),
    nothing is asked and no counter is put on her J/ruler (the effect after "If you do" is not done)."""
    state, _ = _fast_food(1)
    state = resolve_all(state)
    assert state.decision is None and _strength(state) == 0
    state, (angel,) = _fast_food(2, "TST-R01")
    state = resolve_all(state)
    assert state.decision is None and angel in field(state, "ann") and _strength(state) == 0


def _traitor(card_id: str, *, accept: bool, other: bool = True) -> tuple[State, str, str, str | None]:
    """``card_id`` (TMS-028 or its reprint VS01-029: whenever it attacks, its controller may banish another
    resonator; if they do, it deals 1000 damage to target resonator) attacks bob, targeting his TST-R13; with
    ``other`` ann controls TST-R01 too. The state after the may decision (``accept``) and the banish, all resolved."""
    state = real_started(card_id)
    mordred = to_field(state, "ann", card_id)
    fodder = to_field(state, "ann", "TST-R01") if other else None
    his = to_field(state, "bob", "TST-R13")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": mordred, "target": "bob"})
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [his]})
    state = both_pass(state)
    if fodder is None:
        return state, mordred, his, fodder
    assert state.decision is not None and state.decision.kind == "may"
    state = act(state, {"type": "may", "player": "ann", "accept": accept})
    if accept:
        assert state.decision is not None and state.decision.kind == "banish"
        assert code_of(state, {"type": "banish", "player": "ann", "card": mordred}) == "FOW-BANISH-CHOICE-R"
        state = act(state, {"type": "banish", "player": "ann", "card": fodder})
    return state, mordred, his, fodder


def test_fow_banish_if_you_do_r_may_banish_another_then_damage() -> None:
    """FOW-BANISH-IF-YOU-DO-R with TMS-028 and VS01-029 (its reprint, "Wenever" read as "Whenever"): ann accepts,
    banishes TST-R01 (not the attacker itself: another), and bob's TST-R13 (900 DEF) is destroyed by 1000 damage."""
    for card_id in ("TMS-028", "VS01-029"):
        assert entry(card_id)["supported"]
        state, mordred, his, fodder = _traitor(card_id, accept=True)
        assert fodder in player(state, "ann").graveyard and his in player(state, "bob").graveyard and mordred in field(state, "ann")


def test_fow_banish_if_you_do_r_breaks_declined_or_none_to_banish() -> None:
    """FOW-BANISH-IF-YOU-DO-R: declined, nothing is banished and no damage dealt; with no other resonator of ann's
    the may decision is not even offered (CR 104.2) and no damage is dealt."""
    state, _, his, fodder = _traitor("TMS-028", accept=False)
    assert fodder in field(state, "ann") and his in field(state, "bob")
    entity = board_of(state).entity(his)
    assert entity is not None and entity.damage == 0
    state, _, his, _ = _traitor("TMS-028", accept=False, other=False)
    assert state.decision is None or state.decision.kind != "may"
    assert his in field(state, "bob")


# -- FOW-IT-PUT-R -------------------------------------------------------------------------------------------------


def _shout(card_id: str, *, accept: bool) -> tuple[State, str, str]:
    """Ann plays ``card_id`` (SKL-025 or its reprint VS01-021: 400 damage to each resonator of the opponent, then she
    may put a fire resonator with total cost 3 or less from her hand into her field, and it gains [Swiftness] until
    end of turn) with VIN002-023 (fire, total cost 3, no ability) in her hand and her TST-R03 already in her field.
    The state once all resolved (naming VIN002-023 when ``accept``), VIN002-023's and TST-R03's instances."""
    state = real_started(card_id, "VIN002-023")
    recruit = to_hand(state, "ann", "VIN002-023")
    veteran = to_field(state, "ann", "TST-R03")
    pool(state, "ann", fire=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", card_id), "targets": [], "payment": {"pool": {"fire": 2, "void": 1}}})
    state = act(to_decision(state, "may", {}), {"type": "may", "player": "ann", "accept": accept})
    if accept:
        state = act(to_decision(state, "search", {}), {"type": "search", "player": "ann", "card": recruit})
    return resolve_all(state), recruit, veteran


def test_fow_it_put_r_the_resonator_put_from_the_hand_gains() -> None:
    """FOW-IT-PUT-R with SKL-025 and VS01-021: VIN002-023 put from ann's hand into her field has [Swiftness] this
    turn; her TST-R03, in the field before, does not."""
    for card_id in ("SKL-025", "VS01-021"):
        assert entry(card_id)["supported"]
        assert card(card_id)["effects"][-1] == {"op": "modify", "keywords": ["swiftness"], "target": "found"}
        state, recruit, veteran = _shout(card_id, accept=True)
        assert recruit in field(state, "ann")
        assert "swiftness" in stats(state, recruit)[2] and "swiftness" not in stats(state, veteran)[2]


def test_fow_it_put_r_breaks_none_put_none_gains() -> None:
    """FOW-IT-PUT-R: declined, nothing enters and no resonator of ann's gains [Swiftness] (no other card is "it")."""
    state, recruit, veteran = _shout("SKL-025", accept=False)
    assert recruit in player(state, "ann").hand and "swiftness" not in stats(state, veteran)[2]


def _corkscrew() -> tuple[State, str]:
    """Ann plays TSW-062 ({U}{U}{1}: search her deck for one of two named resonators, put it into the field, shuffle;
    it gains [Swiftness] and [Precision] until end of turn; at end of turn it returns to its owner's hand) and names
    the ACN-068 of her deck. The state once all resolved and ACN-068's instance."""
    state = real_started("TSW-062", "ACN-068")
    pool(state, "ann", water=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TSW-062"), "targets": [], "payment": {"pool": {"water": 2, "void": 1}}})
    state = to_decision(state, "search", {})
    (dolphin,) = [c for c in player(state, "ann").deck if c.partition(":")[2].startswith("ACN-068#")]
    return resolve_all(act(state, {"type": "search", "player": "ann", "card": dolphin})), dolphin


def test_fow_it_put_r_the_card_found_gains_and_returns_at_end_of_turn() -> None:
    """FOW-IT-PUT-R with TSW-062: the ACN-068 found enters ann's field with [Swiftness] and [Precision]; at the end
    of her turn it returns to her hand."""
    assert entry("TSW-062")["supported"]
    assert card("TSW-062")["effects"][1:] == [{"op": "modify", "keywords": ["swiftness", "precision"], "target": "found"}, {"op": "at_end", "target": "found", "then": "hand"}]
    state, dolphin = _corkscrew()
    assert dolphin in field(state, "ann") and {"swiftness", "precision"} <= stats(state, dolphin)[2]
    state = next_turn(state)
    assert dolphin not in field(state, "ann") and dolphin in player(state, "ann").hand


def test_fow_it_put_r_breaks_a_new_object_is_not_returned() -> None:
    """FOW-IT-PUT-R (CR 302.3): the ACN-068 TSW-062 put returns to ann's hand and is put into her field again
    before the end of turn: a new object, it has neither keyword and stays in the field at the end of turn."""
    state, dolphin = _corkscrew()
    board = board_of(state)
    entity = board.entity(dolphin)
    assert entity is not None
    board.leave_field(entity, "hand", [])
    player(state, "ann").hand.remove(dolphin)
    player(state, "ann").field.append(Entity(id=dolphin, since=state.turn.number))
    assert not {"swiftness", "precision"} & stats(state, dolphin)[2]
    state = next_turn(state)
    assert dolphin in field(state, "ann")


# -- FOW-EACH-WHOSE-FILTER-R ----------------------------------------------------------------------------------------


def test_fow_each_whose_filter_r_the_opponents_cheap_resonators_only() -> None:
    """FOW-EACH-WHOSE-FILTER-R with RDE-092's first option: bob's VIN001-025 (total cost 1) is destroyed; his
    VIN002-023 (total cost 3) and ann's VIN001-025 stay."""
    assert entry("RDE-092")["supported"]
    assert card("RDE-092")["modes"][0]["effects"] == [{"op": "destroy", "among": {"max_cost": 1}, "each": "opponent_resonators"}]
    state = real_started("RDE-092", "VIN001-025", "VIN002-023")
    cheap, dear = to_field(state, "bob", "VIN001-025"), to_field(state, "bob", "VIN002-023")
    mine = to_field(state, "ann", "VIN001-025")
    state = resolve_all(act(state, paid_play(state, "ann", "RDE-092") | {"mode": 0, "targets": []}))
    assert cheap in player(state, "bob").graveyard and dear in field(state, "bob") and mine in field(state, "ann")


def test_fow_each_whose_filter_r_breaks_a_filter_not_read() -> None:
    """FOW-EACH-WHOSE-FILTER-R: only a total cost filter is read after whose the resonators are (invented wording)."""
    assert "no vocabulary entry" in line_refusal("Destroy all resonators your opponent controls with 500 or more ATK.", "chant")


# -- FOW-UP-TO-OTHER-TARGET-R ---------------------------------------------------------------------------------------


def _twins(targets: list[str]) -> dict[str, Any]:
    """The play of HSD-001 ({W}) in its second option at ``targets``."""
    return {"type": "play_card", "player": "ann", "card": "", "mode": 1, "targets": targets, "payment": {"pool": {"light": 1}}}


def test_fow_up_to_other_target_r_each_target_its_own_change() -> None:
    """FOW-UP-TO-OTHER-TARGET-R with HSD-001's second option: ann's TST-R01 gains [+400/+400] and [Barrier], her
    TST-R03 [+400/+400] and [Precision]; with one target only the first change is made."""
    assert entry("HSD-001")["supported"]
    assert [t.get("optional", False) for t in card("HSD-001")["modes"][1]["targets"]] == [False, True]
    state = real_started("HSD-001")
    first, second = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R03")
    base = {c: stats(state, c) for c in (first, second)}
    pool(state, "ann", light=1)
    state = resolve_all(act(state, _twins([first, second]) | {"card": to_hand(state, "ann", "HSD-001")}))
    assert stats(state, first)[:2] == (base[first][0] + 400, base[first][1] + 400) and "barrier" in stats(state, first)[2]
    assert stats(state, second)[:2] == (base[second][0] + 400, base[second][1] + 400) and "precision" in stats(state, second)[2]
    assert "precision" not in stats(state, first)[2]


def test_fow_up_to_other_target_r_breaks_one_card_for_both() -> None:
    """FOW-UP-TO-OTHER-TARGET-R: the same J/resonator chosen for both targets is refused (FOW-PLAY-1)."""
    state = real_started("HSD-001")
    first = to_field(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    assert code_of(state, _twins([first, first]) | {"card": to_hand(state, "ann", "HSD-001")}) == "FOW-PLAY-1"


# -- FOW-AWAKENED-TARGETS-R -----------------------------------------------------------------------------------------


def _dark_bargain(*, awakened: bool, targets: list[str]) -> tuple[State, dict[str, Any], str]:
    """ACN-117 ({B}{B}: draw two cards, 300 damage to you; [Awakening] remove a mystery counter from your J/ruler:
    destroy target resonator with total cost 2 or less) in ann's hand, her ruler holding a mystery counter, bob's
    VIN001-025 (total cost 1) in his field: the play (awakened or not, naming ``targets``; "victim" names his
    resonator) and his resonator's instance."""
    state = real_started("ACN-117", "VIN001-025")
    ruler_of(state, "ann").counters = {"mystery": 1}
    victim = to_field(state, "bob", "VIN001-025")
    action = paid_play(state, "ann", "ACN-117") | {"awakening": awakened, "targets": [victim if t == "victim" else t for t in targets]}
    return state, action, victim


def test_fow_awakened_targets_r_awakened_the_target_is_destroyed() -> None:
    """FOW-AWAKENED-TARGETS-R with ACN-117 awakened at bob's VIN001-025: it is destroyed, ann draws two cards and is
    dealt 300 damage, her ruler's mystery counter is gone."""
    assert entry("ACN-117")["supported"]
    assert card("ACN-117")["targets"] == [{"kind": "resonator", "max_cost": 2, "awakened": 1}]
    state, action, victim = _dark_bargain(awakened=True, targets=["victim"])
    life = player(state, "ann").life
    state = resolve_all(act(state, action))
    assert victim in player(state, "bob").graveyard and player(state, "ann").life == life - 300
    assert not ruler_of(state, "ann").counters


def test_fow_awakened_targets_r_breaks_the_slot_only_when_awakened() -> None:
    """FOW-AWAKENED-TARGETS-R: not awakened, ACN-117 names no target (naming one is refused, FOW-PLAY-1) and bob's
    resonator stays; awakened, its target must be named (FOW-PLAY-1)."""
    state, action, victim = _dark_bargain(awakened=False, targets=["victim"])
    assert code_of(state, action) == "FOW-PLAY-1"
    state = resolve_all(act(state, action | {"targets": []}))
    assert victim in field(state, "bob") and dict(ruler_of(state, "ann").counters or {}) == {"mystery": 1}
    state, action, _ = _dark_bargain(awakened=True, targets=[])
    assert code_of(state, action) == "FOW-PLAY-1"


def test_fow_awakened_targets_r_the_other_awakening_names_none() -> None:
    """FOW-AWAKENED-TARGETS-R with WOM-054 (return target resonator with total cost 3 or less to its owner's hand;
    [Awakening] {T}{T}: put target resonator on the bottom of its owner's deck; [Awakening] {T}: draw a card): paying
    the second [Awakening] names the first target only; paying the first, both."""
    assert entry("WOM-054")["supported"]
    assert [t.get("awakened", 0) for t in card("WOM-054")["targets"]] == [0, 1]
    state = real_started("WOM-054", "VIN001-025", "VIN002-023")
    near, far = to_field(state, "bob", "VIN001-025"), to_field(state, "bob", "VIN002-023")
    play = paid_play(state, "ann", "WOM-054")
    will = {"water": 1, "time": 2}
    pool(state, "ann", **will)
    first = play | {"awakening": True, "payment": {"pool": will}}
    assert code_of(state, first | {"targets": [near]}) == "FOW-PLAY-1"
    assert code_of(state, first | {"which_awakening": 2, "targets": [near, far]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, first | {"targets": [near, far]}))
    assert near in player(state, "bob").hand and player(state, "bob").deck[-1] == far


# -- FOW-DAMAGE-AND-ITS-CONTROLLER-R --------------------------------------------------------------------------------


def _upheaval(*, gone_first: bool) -> tuple[State, str, int]:
    """Ann plays AOA-033 (2000 damage to target J/resonator and 500 to its controller) at bob's TST-R01 (gone to his
    graveyard before it resolves when ``gone_first``): the state once resolved, his resonator, his life before."""
    state = real_started("AOA-033")
    victim = to_field(state, "bob", "TST-R01")
    life = player(state, "bob").life
    state = act(state, paid_play(state, "ann", "AOA-033") | {"targets": [victim]})
    if gone_first:
        board = board_of(state)
        entity = board.entity(victim)
        assert entity is not None
        board.leave_field(entity, "graveyard", [])
    return resolve_all(state), victim, life


def test_fow_damage_and_its_controller_r_the_target_and_its_controller() -> None:
    """FOW-DAMAGE-AND-ITS-CONTROLLER-R with AOA-033: bob's TST-R01 is destroyed and bob loses 500 life."""
    assert entry("AOA-033")["supported"]
    assert card("AOA-033")["effects"] == [{"op": "damage", "amount": 2000, "target": 0}, {"op": "damage", "amount": 500, "of": 0}]
    state, victim, life = _upheaval(gone_first=False)
    assert victim in player(state, "bob").graveyard and player(state, "bob").life == life - 500


def test_fow_damage_and_its_controller_r_breaks_an_illegal_target_no_damage() -> None:
    """FOW-DAMAGE-AND-ITS-CONTROLLER-R (CR 903.3a): the target gone before AOA-033 resolves, bob is dealt nothing."""
    state, _, life = _upheaval(gone_first=True)
    assert player(state, "bob").life == life


# -- FOW-AT-END-ITS-CONTROLLER-R ------------------------------------------------------------------------------------


def _stranger_in_hand(card_id: str) -> State:
    """Ann leads the reference ruler given [Stranger] 10, her stranger deck holding ``card_id`` (a stranger card) and
    four others (two of each); one ``card_id`` is moved into her hand (as an effect would)."""
    cards = copy.deepcopy(real_set(card_id, *OTHER_STRANGERS)["cards"])
    next(c for c in cards if c["id"] == "TST-RU1")["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stranger"] = dict.fromkeys((card_id, *OTHER_STRANGERS), 2)
    state = ann_first({"card_set": {"id": "tst-plus-r-modal", "cards": cards}}, decks, "r-modal-stranger")
    seat = player(state, "ann")
    instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == card_id)
    seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
    seat.hand.append(instance)
    sync_counts(seat)
    return state


def test_fow_at_end_its_controller_r_awakened_it_is_banished_at_end_of_turn() -> None:
    """FOW-AT-END-ITS-CONTROLLER-R with AO1-019 (awakened: [Enter] it gains [Swiftness] until end of turn, and at the
    end of turn its controller banishes it): played awakened it has [Swiftness], and at the end of ann's turn it goes
    to her graveyard; played without awakening it stays in her field."""
    assert entry("AO1-019")["supported"]
    assert card("AO1-019")["abilities"][0]["effects"][1] == {"op": "at_end", "target": "self", "then": "banish"}
    for awakened in (True, False):
        state = _stranger_in_hand("AO1-019")
        dragon = player(state, "ann").hand[-1]
        will = will_for("AO1-019")
        pool(state, "ann", **will)
        action: dict[str, Any] = {"type": "play_card", "player": "ann", "card": dragon, "targets": [], "payment": {"pool": will}}
        if awakened:
            will = {"fire": 4, "void": 1}
            pool(state, "ann", **will)
            action |= {"awakening": True, "payment": {"pool": will}}
        state = resolve_all(act(state, action))
        assert dragon in field(state, "ann") and ("swiftness" in stats(state, dragon)[2]) == awakened
        state = next_turn(state)
        assert (dragon in player(state, "ann").graveyard) == awakened and (dragon in field(state, "ann")) != awakened


# -- FOW-AT-END-RECOVER-R -------------------------------------------------------------------------------------------


def _bishop(*, back_again: bool) -> tuple[State, str, str]:
    """Ann plays SDV3-014 ([Enter]: target Machine resonator gains "At the end of turn >>> Recover this card." until
    end of turn) targeting her rested BFA-082 (a Machine); another rested BFA-082 of hers is not targeted. With
    ``back_again`` the target leaves her field and comes back rested before the end of turn. The state once ann's turn
    ended, the target and the other one."""
    state = real_started("SDV3-014", "BFA-082", copies=2)
    target, other = to_field(state, "ann", "BFA-082", rested=True), to_field(state, "ann", "BFA-082", rested=True)
    action = paid_play(state, "ann", "SDV3-014")
    state = resolve_all(act(state, action), {action["card"]: [target]})
    if back_again:
        board = board_of(state)
        entity = board.entity(target)
        assert entity is not None
        board.leave_field(entity, "hand", [])
        player(state, "ann").hand.remove(target)
        player(state, "ann").field.append(Entity(id=target, since=state.turn.number, rested=True))
    return next_turn(state), target, other


def _rested(state: State, card_id: str) -> bool:
    entity = board_of(state).entity(card_id)
    assert entity is not None
    return entity.rested


def test_fow_at_end_recover_r_the_target_recovers_at_end_of_turn() -> None:
    """FOW-AT-END-RECOVER-R with SDV3-014 (and DBV-047, the same text): at the end of ann's turn the targeted BFA-082
    recovers; the other stays rested (ann's recovery phase is not before her next turn)."""
    for card_id in ("SDV3-014", "DBV-047"):
        assert entry(card_id)["supported"]
        assert card(card_id)["abilities"][0]["effects"] == [{"op": "at_end", "target": 0, "then": "recover"}]
    state, target, other = _bishop(back_again=False)
    assert not _rested(state, target) and _rested(state, other)


def test_fow_at_end_recover_r_breaks_a_new_object_is_not_recovered() -> None:
    """FOW-AT-END-RECOVER-R (CR 302.3): the target back in the field before the end of turn is a new object: it stays
    rested."""
    state, target, _ = _bishop(back_again=True)
    assert _rested(state, target)


# -- FOW-COND-JRULER-NAME-HAS-R -------------------------------------------------------------------------------------


def _moonlight(ruler_name: str) -> tuple[State, str]:
    """Ann leads the reference ruler renamed ``ruler_name``, TMS-013 (choose one: rest target resonator and draw, or
    rest target J/resonator and draw -- the second only if her J/ruler has "Kaguya" in its name) in her hand; bob
    controls TST-R01. The state and bob's resonator."""
    cards = copy.deepcopy(real_set("TMS-013")["cards"])
    next(c for c in cards if c["id"] == "TST-RU1")["name"] = ruler_name
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TMS-013"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-r-modal", "cards": cards}}, decks, "r-modal-kaguya")
    return state, to_field(state, "bob", "TST-R01")


def test_fow_cond_jruler_name_has_r_the_second_option_with_the_name() -> None:
    """FOW-COND-JRULER-NAME-HAS-R with TMS-013: ann's ruler named "Moonlit Kaguya Test" has "Kaguya" in its name, so
    the second option is chosen: bob's TST-R01 is rested and ann draws a card."""
    assert entry("TMS-013")["supported"]
    assert card("TMS-013")["modes"][1]["when"] == {"ruler_names": ["Kaguya"], "j_ruler_names": ["Kaguya"], "names_contain": True}
    state, victim = _moonlight("Moonlit Kaguya Test")
    action = paid_play(state, "ann", "TMS-013") | {"mode": 1, "targets": [victim]}
    hand = len(player(state, "ann").hand)  # TMS-013 in it: played (one less), then a card drawn
    state = resolve_all(act(state, action))
    assert _rested(state, victim) and len(player(state, "ann").hand) == hand


def test_fow_cond_jruler_name_has_r_breaks_without_the_name() -> None:
    """FOW-COND-JRULER-NAME-HAS-R: with a ruler whose name lacks "Kaguya" the second option is refused
    (FOW-MODES-ONLY-IF-R); the first may be chosen."""
    state, victim = _moonlight("Moonlit Test")
    play = paid_play(state, "ann", "TMS-013") | {"targets": [victim]}
    assert code_of(state, play | {"mode": 1}) == "FOW-MODES-ONLY-IF-R"
    assert code_of(state, play | {"mode": 0}) is None
