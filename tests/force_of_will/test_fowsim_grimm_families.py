"""Ability families of the Grimm cluster's old wordings and of turn-step and block triggers, each played
with real cards of the community database (named by id; the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.state import Entity, Modifier, State

from .fowsim_db import card, entry, raw_card, sentences
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    listed,
    next_turn,
    player,
    pool,
    started,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import board_of as hero_board
from .real import field, hero_started, paid_play, play, real_set, real_started, resolve_all, to_decision
from .real import judgment_action as hero_judgment
from .real import stats as full_stats


def _stats(state: State, card_id: str) -> tuple[int, int]:
    atk, def_, _ = full_stats(state, card_id)
    return atk, def_


def test_fow_old_cont_auto_r_continuous_label_on_an_old_automatic_ability_is_ignored() -> None:
    """FOW-OLD-CONT-AUTO-R with TAT-071: an attack pump (+400 ATK for the turn) printed under the old
    [Continuous] label is the automatic ability of this card (CR 1407.2, 1409.1)."""
    assert entry("TAT-071")["supported"]
    state = real_started("TAT-071")
    wolf = to_field(state, "ann", "TAT-071")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": wolf, "target": "bob"})
    state = resolve_all(state)
    assert _stats(state, wolf)[0] == 500


def test_fow_old_cont_auto_r_graveyard_trigger_whose_it_is_this_card() -> None:
    """FOW-OLD-CONT-AUTO-R with TAT-021: a dies-from-the-field trigger (200 to a resonator) under the old
    [Continuous] label -- destroyed by TST-C10, it deals 200 to bob's resonator of DEF 200, which is
    destroyed."""
    state = real_started("TAT-021")
    dying = to_field(state, "ann", "TAT-021")
    victim = to_field(state, "bob", "TST-R11")  # 500/200
    snare = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": snare, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = resolve_all(state, {dying: [victim]})
    assert dying in player(state, "ann").graveyard and victim in player(state, "bob").graveyard


def test_fow_old_added_r_resonator_with_this_is_the_added_resonator() -> None:
    """FOW-OLD-ADDED-R with TAT-070 ([Addition:Resonator]): the old way of naming the host resonator,
    which gets +300/+300."""
    assert card("TAT-070")["abilities"][0]["scope"] == "added"
    state = real_started("TAT-070")
    host = to_field(state, "ann", "TST-R01")  # 400/400
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-070"), [host]))
    assert _stats(state, host) == (700, 700)


def test_fow_trig_blocks_r_whenever_this_card_blocks() -> None:
    """FOW-TRIG-BLOCKS-R with TAT-050, whose block trigger rests a resonator -- bob blocks with it and
    rests ann's other resonator."""
    state = real_started("TAT-050")
    attacker = to_field(state, "ann", "TST-R03")
    other = to_field(state, "ann", "TST-R07")
    blocker = to_field(state, "bob", "TAT-050")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    assert [p.source for p in state.pending] == [blocker] or state.chase
    state = resolve_all(state, {blocker: [other]})
    rested = {e.id: e.rested for e in player(state, "ann").field}
    assert rested[other]


def test_fow_trig_blocks_r_no_trigger_without_a_block() -> None:
    """FOW-TRIG-BLOCKS-R: TAT-050 that does not block does not trigger."""
    state = real_started("TAT-050")
    attacker = to_field(state, "ann", "TST-R03")
    to_field(state, "bob", "TAT-050")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    assert not state.pending and not state.chase


def test_fow_trig_end_r_at_the_end_of_your_turn_only_in_yours() -> None:
    """FOW-TRIG-END-R with TAT-078, which hurts its own controller for 200 as their turn ends -- ann
    takes 200 at the end of her turn; at the end of bob's turn nothing happens."""
    state = real_started("TAT-078")
    to_field(state, "ann", "TAT-078")
    state = next_turn(state)
    assert state.turn.player == "bob" and player(state, "ann").life == 3800
    state = next_turn(state)
    assert state.turn.player == "ann" and player(state, "ann").life == 3800


def test_fow_trig_end_r_at_the_end_of_turn_each_turn() -> None:
    """FOW-TRIG-END-R with ADK-036, which bounces itself as any turn ends -- ann's copy returns at the
    end of bob's turn too."""
    state = real_started("ADK-036")
    state = next_turn(state)
    assert state.turn.player == "bob"
    mine = to_field(state, "ann", "ADK-036")
    state = next_turn(state)
    assert mine not in field(state, "ann") and mine in player(state, "ann").hand


def test_fow_trig_main_r_at_the_beginning_of_your_main_phase() -> None:
    """FOW-TRIG-MAIN-R with WOM-108, which draws its controller a card as their main phase starts -- not
    in bob's turn; in ann's next turn ann draws in the draw phase and again as the main phase begins."""
    state = real_started("WOM-108")
    to_field(state, "ann", "WOM-108")
    state = next_turn(state)
    hand = len(player(state, "ann").hand)
    while state.phase != "main" or state.turn.player != "bob":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert len(player(state, "ann").hand) == hand
    state = next_turn(state)
    while state.phase != "main" or state.chase or state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert len(player(state, "ann").hand) == hand + 2


def test_fow_stone_type_r_treat_this_card_as_two_magic_stones() -> None:
    """FOW-STONE-TYPE-R with CMF-097 (a stone that is both wind and water, CR 1415.4): it counts for
    TTW-051, which grows per water stone of its controller; CMF-096 (wind and dark) does not."""
    assert entry("CMF-097")["supported"] and entry("CMF-096")["supported"]
    assert card("CMF-097")["stone_types"] == ["water", "wind"] and card("CMF-096")["stone_types"] == ["wind", "darkness"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TTW-051"] = 1
    decks["ann"]["stones"].update({"CMF-097": 1, "CMF-096": 1, "TST-ST-W": 1, "TST-ST-R": 1})
    state = started(options={"card_set": real_set("TTW-051", "CMF-097", "CMF-096")}, seed="stones", decks=decks)
    lord = to_field(state, "ann", "TTW-051")
    before = _stats(state, lord)
    to_field(state, "ann", "CMF-096")
    assert _stats(state, lord) == before
    to_field(state, "ann", "CMF-097")
    assert _stats(state, lord) == (before[0] + 100, before[1] + 100)


def test_fow_stone_type_r_a_type_the_type_line_lacks_is_refused() -> None:
    """FOW-STONE-TYPE-R: a dual-stone line (TAT-094's) naming a magic stone type its type line lacks is
    refused, not inferred."""
    from adjudicator.force_of_will.importer import map_card

    raw = raw_card("TAT-094") | {"id": "X-1"}  # a wind and fire stone ...
    raw["type"] = [t for t in raw["type"] if t != "Fire Magic Stone"]  # ... whose type line lost fire
    record, unsupported, _, _ = map_card(raw)
    assert record is not None and unsupported and "fire magic stone" in unsupported[0]["reason"]


def test_fow_untargetable_r_no_player_may_target_it() -> None:
    """FOW-UNTARGETABLE-R with MOA-029 (nobody may target it): neither its controller's TST-C10 nor the
    opponent's can target it, and it is not listed; an ordinary resonator beside it can be."""
    assert card("MOA-029")["abilities"][0]["untargetable"] is True
    state = real_started("MOA-029")
    dragon = to_field(state, "bob", "MOA-029")
    mine = to_field(state, "ann", "MOA-029")
    plain = to_field(state, "bob", "TST-R03")
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    payment = {"pool": {"darkness": 2, "void": 1}}
    for target in (dragon, mine):
        assert code_of(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [target], "payment": payment}) == "FOW-UNTARGETABLE-R"
    assert not listed(state, "play_card", card=verdict, targets=[dragon])
    assert code_of(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [plain], "payment": payment}) is None


def test_fow_untargetable_r_for_a_while_is_refused() -> None:
    """FOW-UNTARGETABLE-R: SDAO2-007's shield lasting until the turn ends (a one-time effect) stays
    unsupported with its reason (FOW-YOUR-J-RULER-GAINS-R reads characteristics only: a status of "your
    J-ruler" would bind a J-ruler put into the field later in the turn too)."""
    reasons = [u["reason"] for u in entry("SDAO2-007")["unsupported"]]
    assert reasons and not entry("SDAO2-007")["supported"]


def test_reminder_text_after_a_keyword_sentence() -> None:
    """MP01-119 lends [Barrier] to a wind resonator for the turn, its line closed by reminder text in
    brackets -- the reminder text has no rules meaning (CR 1100)."""
    assert entry("MP01-119")["supported"]
    effects = card("MP01-119")["abilities"][0]["effects"]
    assert effects == [{"op": "modify", "keywords": ["barrier"], "target": 0}]  # until end of turn: the default


def _card_def(state: State, card_id: str):  # type: ignore[no-untyped-def]
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    return Board(catalogue_for(state.options), state).card(card_id)


def _search_started() -> tuple[State, str]:
    """Ann's first main phase with CMF-085 in hand, WOM-104 (a Vampire resonator) and a second CMF-085
    (same name: not findable, CR 1014.3) in her deck."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"].update({"CMF-085": 2, "WOM-104": 1})
    for n in range(50):
        state = started(options={"card_set": real_set("CMF-085", "WOM-104")}, seed=f"search-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state, to_hand(state, "ann", "CMF-085")
    raise AssertionError("no seed gives ann the first turn")


def _to_search(state: State, lora: str) -> State:
    state = play(state, "ann", lora)
    for _ in range(10):
        if state.decision is not None and state.decision.kind == "search":
            return state
        state = resolve_all(state) if state.pending else both_pass(state)
    raise AssertionError("no search was asked")


def test_fow_search_r_the_searcher_chooses_a_card_of_the_filter_it_is_revealed_and_the_deck_shuffled() -> None:
    """FOW-SEARCH-R with CMF-085 (as it enters, it tutors a Vampire resonator to the hand): ann is asked,
    may find WOM-104 (not the other CMF-085, CR 1014.3, nor a non-Vampire), or none; the revealed card's
    definition is public, its instance is not."""
    from adjudicator.force_of_will import GAME

    state, lora = _search_started()
    state = _to_search(state, lora)
    assert state.to_act == ["ann"]
    options = {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    vampire = next(c for c in player(state, "ann").deck if c.startswith("ann:WOM-104"))
    board_cards = {c: _card_def(state, c) for c in player(state, "ann").deck}
    vampires = {c for c, d in board_cards.items() if d.type == "resonator" and "Vampire" in d.races and d.name != "Lora, the Blood Speaker"}
    assert None in options and vampire in options and options - {None} <= vampires
    assert {board_cards[c].id for c in options - {None}} == {board_cards[c].id for c in vampires}
    other = next(c for c in player(state, "ann").deck if c.startswith("ann:CMF-085"))
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-SEARCH-R"
    plain = next(c for c in player(state, "ann").deck if c.startswith("ann:TST-R01"))
    assert code_of(state, {"type": "search", "player": "ann", "card": plain}) == "FOW-SEARCH-R"
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-SEARCH-R"
    assert code_of(state, {"type": "search", "player": "bob", "card": None}) == "FOW-SEARCH-R"
    deck_before = list(player(state, "ann").deck)
    result = GAME.adjudicate(state, GAME.decode_action({"type": "search", "player": "ann", "card": vampire}))
    assert result.valid
    state = result.state
    assert vampire in player(state, "ann").hand and vampire not in player(state, "ann").deck
    assert sorted(player(state, "ann").deck) == sorted(c for c in deck_before if c != vampire)
    assert player(state, "ann").deck != [c for c in deck_before if c != vampire]  # shuffled
    searched = next(e for e in result.events if e["type"] == "searched")
    assert searched["found"] == "WOM-104"
    assert GAME.view_events([searched], "bob")[0]["card"] == {"hidden": True}
    assert GAME.view_action(state, {"type": "search", "player": "ann", "card": vampire}, "bob", [])["card"] == {"hidden": True}
    assert state.decision is None and state.priority == "ann" and not state.chase
    GAME.check(state)


def test_fow_search_r_the_searcher_may_find_nothing() -> None:
    """FOW-SEARCH-R: the deck is hidden, so the searcher may find nothing (CR 1014.2); the deck is still
    shuffled and the resolution ends."""
    from adjudicator.force_of_will import GAME

    state, lora = _search_started()
    state = _to_search(state, lora)
    hand = list(player(state, "ann").hand)
    state = act(state, {"type": "search", "player": "ann", "card": None})
    assert player(state, "ann").hand == hand and state.decision is None and not state.chase
    GAME.check(state)


def test_fow_search_r_a_search_without_the_shuffle_does_not_shuffle() -> None:
    """FOW-SEARCH-R: CMF-085's search without its closing shuffle sentence was refused here until fow-t-search's
    FOW-SEARCH-NO-SHUFFLE-R: it is read as a search that leaves the deck's order as it is; with the sentence, a search
    for a named card that shuffles."""
    from adjudicator.force_of_will.ability.grammar import parse_effects

    effects, _ = parse_effects(sentences("CMF-085")[0])  # the search of CMF-085 without its shuffle
    assert effects == [{"op": "search", "filter": {"kinds": ["resonator"], "races": ["Vampire"]}, "shuffle": False}]
    named = ". ".join(sentences("CMF-085")).replace("a Vampire resonator", 'a card named "X"')
    effects, _ = parse_effects(named)
    assert effects == [{"op": "search", "filter": {"names": ["X"]}}]


def _lance(state: State, target: str) -> State:
    lance = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    return act(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [target], "payment": {"pool": {"fire": 1}}})


def test_fow_prevent_r_all_damage_to_target_resonator_until_end_of_turn() -> None:
    """FOW-PREVENT-R with SKL-016 (a resonator takes no damage this turn): TST-C05's 400 damage to it is
    prevented; the prevention ends with the turn."""
    state = real_started("SKL-016")
    guarded = to_field(state, "bob", "TST-R03")  # 400/600
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SKL-016"), [guarded]))
    state = resolve_all(_lance(state, guarded))
    entity = next(e for e in player(state, "bob").field if e.id == guarded)
    assert entity.damage == 0
    state = next_turn(state)
    assert not any(m.target == guarded for m in state.modifiers)


def test_fow_prevent_r_all_damage_by_target_resonator_in_battle() -> None:
    """FOW-PREVENT-R with ADK-092 (a resonator deals no damage this turn): ann's attacker deals no battle
    damage to bob; without it, the same attack does."""
    for prevented in (True, False):
        state = real_started("ADK-092")
        attacker = to_field(state, "ann", "TST-R03")  # 400 ATK
        if prevented:
            state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADK-092"), [attacker]))
        state = act(state, {"type": "start_battle", "player": "ann"})
        state = both_pass(state)
        state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
        state = both_pass(state)
        state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        state = both_pass(state)
        state = both_pass(state)
        assert player(state, "bob").life == (4000 if prevented else 3600)


def test_fow_target_res_player_r_a_player_or_a_resonator_never_a_j_ruler() -> None:
    """FOW-TARGET-RES-PLAYER-R with VIN001-018 (rests to ping a player or a resonator for 200): the
    players and resonators are listed, ann's J-ruler is refused; the damage to bob lands."""
    from .test_judgment_battle import judged

    state = judged(real_started("VIN001-018"))
    jane = to_field(state, "ann", "VIN001-018")
    other = to_field(state, "bob", "TST-R03")
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    activate = {"type": "activate", "player": "ann", "card": jane, "ability": 0, "payment": {}}
    for target in ("bob", "ann", other):
        assert listed(state, "activate", card=jane, targets=[target])
    assert code_of(state, {**activate, "targets": [j_ruler]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, {**activate, "targets": ["bob"]}))
    assert player(state, "bob").life == 3800


def test_fow_discard_choice_r_draw_two_then_discard_two_of_your_choice() -> None:
    """FOW-DISCARD-CHOICE-R with MPR-028 (a draw-two-discard-two as it enters): ann draws two, then
    chooses two discards one at a time; a card not in her hand is refused."""
    state = real_started("MPR-028")
    state = play(state, "ann", to_hand(state, "ann", "MPR-028"))
    state = both_pass(state)  # the resonator resolves, its [Enter] triggers
    hand = len(player(state, "ann").hand)
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "discard":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.object is not None
    assert len(player(state, "ann").hand) == hand + 2 and state.to_act == ["ann"]
    assert code_of(state, {"type": "discard", "player": "ann", "card": player(state, "bob").hand[0]}) == "FOW-DISCARD-CHOICE-R"
    first, second = player(state, "ann").hand[:2]
    state = act(state, {"type": "discard", "player": "ann", "card": first})
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.done == 1
    state = act(state, {"type": "discard", "player": "ann", "card": second})
    assert state.decision is None and not state.chase and state.priority == "ann"
    assert {first, second} <= set(player(state, "ann").graveyard) and len(player(state, "ann").hand) == hand


def test_fow_discard_choice_r_your_opponent_discards_a_card_of_their_choice() -> None:
    """FOW-DISCARD-CHOICE-R with SDL5-005 (dying from the field makes the opponent discard one; here
    TST-C10 destroys it): bob is asked and chooses; with an empty hand nothing is asked."""
    from .helpers import empty_hand

    for empty in (False, True):
        state = real_started("SDL5-005")
        if empty:
            empty_hand(state, "bob")
        dying = to_field(state, "ann", "SDL5-005")
        verdict = to_hand(state, "ann", "TST-C10")
        pool(state, "ann", darkness=2, void=1)
        state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
        state = both_pass(state)
        for _ in range(6):
            if state.decision is not None and state.decision.kind == "discard" or (not state.chase and not state.pending):
                break
            state = resolve_all(state) if state.pending else both_pass(state)
        if empty:
            assert state.decision is None and not state.chase
            continue
        assert state.decision is not None and state.decision.player == "bob" and state.to_act == ["bob"]
        chosen = player(state, "bob").hand[-1]
        state = act(state, {"type": "discard", "player": "bob", "card": chosen})
        assert chosen in player(state, "bob").graveyard and state.decision is None


def test_fow_each_filter_r_return_all_resonators_to_their_owners_hands() -> None:
    """FOW-EACH-FILTER-R with VIN001-031 (a mass bounce): both players' resonators go home; a J-ruler is
    never returned (a card set asking so is refused)."""
    from adjudicator.force_of_will.cards import validate_card_set

    state = real_started("VIN001-031")
    mine = to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R07")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-031")))
    assert mine in player(state, "ann").hand and theirs in player(state, "bob").hand
    bad = real_set("VIN001-031")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "VIN001-031")
    chant["effects"] = [{"op": "return_to_hand", "each": "all_j_resonators"}]
    _, _, errors = validate_card_set(bad)
    assert any("J-ruler never goes to a hand" in e.message for e in errors)


def test_cheap_syntax_spacing_stray_comma_and_gain_misprint() -> None:
    """Misprints and old wordings are read: CMF-041 (no space before the stat bracket), CMF-078 (a comma
    closing the line), VIN001-051 (a verb without its "s"), MOA-034 (a draw joined by "and" to putting
    the top stone into the field)."""
    for card_id in ("CMF-041", "CMF-078", "VIN001-051", "MOA-034"):
        assert entry(card_id)["supported"], card_id
    assert card("CMF-041")["abilities"][0]["per"] == {"what": "resonator", "zone": "graveyard"}
    assert [e["op"] for e in card("MOA-034")["abilities"][0]["effects"]] == ["draw", "put_stone"]


def test_target_filters_total_cost_or_more_and_magic_stone_targets() -> None:
    """MOA-021 bounces only an opposing resonator of total cost 5 and up: a cheaper one is refused;
    VIN001-052, as it enters, untaps a rested stone of its controller."""
    state = real_started("MOA-021")
    cheap = to_field(state, "bob", "TST-R03")  # total cost 2
    big = to_field(state, "bob", "TST-R10")  # total cost 5
    action = paid_play(state, "ann", "MOA-021")
    assert code_of(state, {**action, "targets": [cheap]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, {**action, "targets": [big]}))
    assert big in player(state, "bob").hand
    state = real_started("VIN001-052")
    stone = to_field(state, "ann", "TST-ST-W", rested=True)
    state = play(state, "ann", to_hand(state, "ann", "VIN001-052"))
    state = both_pass(state)
    state = resolve_all(state, {next(p.source for p in state.pending): [stone]} if state.pending else None)
    assert not next(e for e in player(state, "ann").field if e.id == stone).rested


def test_fow_target_not_race_r_and_fow_old_dark_r() -> None:
    """FOW-TARGET-NOT-RACE-R: CMF-081's target excluding one race is any resonator but a Vampire;
    FOW-OLD-DARK-R: "dark" on old cards is the darkness attribute."""
    from adjudicator.force_of_will.ability.grammar import parse_effects

    effects, targets = parse_effects(sentences("CMF-081")[0])
    assert targets == [{"kind": "resonator", "not_races": ["Vampire"]}]
    _, targets = parse_effects("Rest target dark resonator")
    assert targets == [{"kind": "resonator", "attributes": ["darkness"]}]
    state = real_started("VIN001-031")
    vampire = to_field(state, "bob", "TST-R17")
    plain = to_field(state, "bob", "TST-R03")
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for
    from adjudicator.force_of_will.targets import target_problem
    from adjudicator.force_of_will.vocabulary import TargetSpec

    board = Board(catalogue_for(state.options), state)
    spec = TargetSpec(kind="resonator", not_races=["Vampire"])
    assert "Vampire" in board.card(vampire).races
    assert target_problem(board, "ann", spec, vampire) is not None and target_problem(board, "ann", spec, plain) is None


def test_fow_trig_damage_r_whenever_this_card_deals_damage_to_your_opponent() -> None:
    """FOW-TRIG-DAMAGE-R with VIN001-032 (a draw each time it hurts the opponent): its unblocked battle
    damage to bob draws ann a card; blocked, it does not trigger."""
    for blocked in (False, True):
        state = real_started("VIN001-032")
        attacker = to_field(state, "ann", "VIN001-032")
        blocker = to_field(state, "bob", "TST-R19")  # 600/600
        state = act(state, {"type": "start_battle", "player": "ann"})
        state = both_pass(state)
        state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
        state = both_pass(state)
        hand = len(player(state, "ann").hand)
        state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker if blocked else None})
        for _ in range(8):
            if state.battle is None:
                break
            state = resolve_all(state) if state.pending else both_pass(state)
        state = resolve_all(state)
        assert len(player(state, "ann").hand) == hand + (0 if blocked else 1)


def test_fow_damage_per_r_damage_for_each_counted_as_it_resolves() -> None:
    """FOW-DAMAGE-PER-R with CMF-023 (as it enters, 400 to a resonator per Werewolf of its controller,
    itself one): with itself alone, 400 to bob's 400/600 resonator, which survives; the damage is one
    amount (CR 1007.3a)."""
    state = real_started("CMF-023")
    victim = to_field(state, "bob", "TST-R03")  # 400/600
    commander = to_hand(state, "ann", "CMF-023")
    state = play(state, "ann", commander)
    state = both_pass(state)
    state = resolve_all(state, {commander: [victim]})
    entity = next(e for e in player(state, "bob").field if e.id == victim)
    assert entity.damage == 400


def test_fow_damage_per_r_multiplied_by_the_number_of() -> None:
    """FOW-DAMAGE-PER-R: AOA-031's damage counted in fire stones reads as 200 per fire magic stone of its
    controller; a count of a race in the plural is refused."""
    assert card("AOA-031")["abilities"][0]["effects"][0]["per"] == {"what": "magic_stone", "attributes": ["fire"]}
    from adjudicator.force_of_will.ability.grammar import parse_effects

    with pytest.raises(Unsupported):
        parse_effects("This card deals 100 damage multiplied by the number of Wererabbits you control to target resonator")


def test_fow_counter_r_counters_on_target_resonator_and_gone_when_it_leaves() -> None:
    """FOW-COUNTER-R with LEL-037 (as it enters, two plus counters on an opposing resonator) and ADK-142
    (two [-100/-100] counters when it goes to a graveyard): the stats
    follow the counters; a [-100/-100] pair kills a DEF 200 resonator by the rule process; a returned
    card loses them."""
    state = real_started("LEL-037", "ADK-142")
    theirs = to_field(state, "bob", "TST-R03")  # 400/600
    sprite = to_hand(state, "ann", "LEL-037")
    state = play(state, "ann", sprite)
    state = both_pass(state)
    state = resolve_all(state, {sprite: [theirs]})
    assert _stats(state, theirs) == (600, 800)
    assert next(e for e in player(state, "bob").field if e.id == theirs).counters == {"+100/+100": 2}
    state = real_started("ADK-142")
    dying = to_field(state, "ann", "ADK-142")
    frail = to_field(state, "bob", "TST-R11")  # 500/200
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = both_pass(state)
    state = resolve_all(state, {dying: [frail]})
    assert frail in player(state, "bob").graveyard


def _top(state: State, pid: str, race: str) -> str:
    """Move the first resonator of ``race`` in the deck to its top (setup of a test)."""
    deck = player(state, pid).deck
    card_id = next(c for c in deck if _card_def(state, c).type == "resonator" and race in _card_def(state, c).races)
    deck.remove(card_id)
    deck.insert(0, card_id)
    return card_id


def test_fow_reveal_top_r_a_card_of_the_filter_goes_to_the_hand() -> None:
    """FOW-REVEAL-TOP-R with TAT-063 (rests to reveal the top card, taking it if an Elf resonator): an
    Elf on top goes to the hand; a Human stays on top; the event
    shows the revealed definition to both players."""
    from adjudicator.force_of_will import GAME

    for elf in (True, False):
        state = real_started("TAT-063")
        source = to_field(state, "ann", "TAT-063")
        top = _top(state, "ann", "Elf" if elf else "Human")
        result = GAME.adjudicate(state, GAME.decode_action({"type": "activate", "player": "ann", "card": source, "ability": 0, "payment": {}}))
        state = both_pass(result.state)
        assert (top in player(state, "ann").hand) == elf and (player(state, "ann").deck[0] == top) == (not elf)
    state = real_started("TAT-063")
    source = to_field(state, "ann", "TAT-063")
    human = _card_def(state, _top(state, "ann", "Human")).id
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "payment": {}})
    state = act(state, {"type": "pass", "player": "ann"})
    result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": "bob"}))
    revealed = next(e for e in result.events if e["type"] == "revealed_top")
    assert revealed["found"] == human and not revealed["moved"]
    assert GAME.view_events([revealed], "bob")[0]["found"] == human


def test_fow_reveal_top_r_a_resonator_put_into_the_field_enters() -> None:
    """FOW-REVEAL-TOP-R with AOA-045 (dying from the field reveals the top card and puts a resonator so
    found onto the field)."""
    state = real_started("AOA-045")
    dying = to_field(state, "ann", "AOA-045")
    top = _top(state, "ann", "Human")
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = resolve_all(both_pass(state))
    assert top in field(state, "ann")


def test_fow_banish_choice_r_your_opponent_banishes_a_resonator_of_their_choice() -> None:
    """FOW-BANISH-CHOICE-R with VIN001-067 (dying from the field makes the opponent sacrifice a
    resonator): bob chooses one of his resonators ([Eternal] does not stop it, it is
    not destroyed); ann's resonator cannot be named."""
    state = real_started("VIN001-067")
    dying = to_field(state, "ann", "VIN001-067")
    eternal = to_field(state, "bob", "TST-R18")  # [Eternal]
    other = to_field(state, "bob", "TST-R03")
    mine = to_field(state, "ann", "TST-R07")
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = both_pass(state)
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.player == "bob"
    assert listed(state, "banish", card=eternal) and listed(state, "banish", card=other)
    assert code_of(state, {"type": "banish", "player": "bob", "card": mine}) == "FOW-BANISH-CHOICE-R"
    state = act(state, {"type": "banish", "player": "bob", "card": eternal})
    assert eternal in player(state, "bob").graveyard and other in field(state, "bob") and state.decision is None


def test_fow_banish_choice_r_banish_one_magic_stone_you_control() -> None:
    """FOW-BANISH-CHOICE-R with CMF-030 (as it enters, its controller sacrifices a stone): ann chooses."""
    state = real_started("CMF-030")
    stone = to_field(state, "ann", "TST-ST-W")
    card = to_hand(state, "ann", "CMF-030")
    state = play(state, "ann", card)
    state = both_pass(state)
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.player == "ann"
    state = act(state, {"type": "banish", "player": "ann", "card": stone})
    assert stone in player(state, "ann").graveyard


def _attack(state: State, attacker: str, target: str) -> State:
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": target})


def test_fow_unattackable_r_this_card_cannot_be_attacked() -> None:
    """FOW-UNATTACKABLE-R with VIN002-017 (no attack may be aimed at it): ann's [Precision] attacker
    may attack bob's other recovered resonator, not it."""
    state = real_started("VIN002-017")
    attacker = to_field(state, "ann", "TST-R05")  # [Precision]
    shy = to_field(state, "bob", "VIN002-017")
    other = to_field(state, "bob", "TST-R03")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    declare = {"type": "declare_attack", "player": "ann", "attacker": attacker}
    assert code_of(state, {**declare, "target": shy}) == "FOW-UNATTACKABLE-R"
    assert code_of(state, {**declare, "target": other}) is None


def test_fow_unblockable_r_this_card_cannot_be_blocked() -> None:
    """FOW-UNBLOCKABLE-R with GITS2045-055 (unblockable): bob may not block it."""
    state = real_started("GITS2045-055")
    attacker = to_field(state, "ann", "GITS2045-055")
    blocker = to_field(state, "bob", "TST-R03")
    state = both_pass(_attack(state, attacker, "bob"))
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": blocker}) == "FOW-UNBLOCKABLE-R"
    assert not listed(state, "declare_block", blocker=blocker)


def test_attacks_or_blocks_trigger_and_total_cost_exactly() -> None:
    """GITS2045-045 (draws on attacking or blocking) triggers on its attack; BFA-067 (kills a resonator
    of one exact total cost) targets exactly total cost 1."""
    state = real_started("GITS2045-045")
    attacker = to_field(state, "ann", "GITS2045-045")
    hand = len(player(state, "ann").hand)
    state = resolve_all(_attack(state, attacker, "bob"))
    assert len(player(state, "ann").hand) == hand + 1
    spec = card("BFA-067")["abilities"][0]["targets"][0]
    assert spec["min_cost"] == spec["max_cost"] == 1


def test_fow_cannot_attack_r_added_resonator_cannot_attack() -> None:
    """FOW-CANNOT-ATTACK-R with MPR-013 (an addition that stops its host attacking): bob's resonator with
    it is refused as an attacker, and still blocks; ENW-056 (which may never attack) likewise."""
    state = real_started("MPR-013", "ENW-056")
    host = to_field(state, "ann", "TST-R03")
    shy = to_field(state, "ann", "ENW-056")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-013"), [host]))
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    for attacker in (host, shy):
        assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}) == "FOW-CANNOT-ATTACK-R"
        assert not listed(state, "declare_attack", attacker=attacker)


def test_fow_once_per_turn_r_an_activate_ability_once_each_turn() -> None:
    """FOW-ONCE-PER-TURN-R with VIN001-065 (a 600/600 self pump for two darkness will, once a turn): the
    second play in a turn is refused (and not listed); in a later turn it may be played again."""
    state = real_started("VIN001-065")
    bat = to_field(state, "ann", "VIN001-065")
    pool(state, "ann", darkness=4)
    activate = {"type": "activate", "player": "ann", "card": bat, "ability": 0, "payment": {"pool": {"darkness": 2}}}
    state = resolve_all(act(state, activate))
    assert code_of(state, activate) == "FOW-ONCE-PER-TURN-R"
    assert not listed(state, "activate", card=bat)
    state = next_turn(next_turn(state))
    pool(state, "ann", darkness=2)
    assert code_of(state, activate) is None


def test_fow_may_r_the_controller_decides_as_it_resolves() -> None:
    """FOW-MAY-R with VIN001-001 (an optional rest of a resonator as it enters): a may decision is asked of
    ann (of nobody else); accepted the target rests, declined it does not."""
    for accept in (True, False):
        state = real_started("VIN001-001")
        victim = to_field(state, "bob", "TST-R03")
        knight = to_hand(state, "ann", "VIN001-001")
        state = to_decision(play(state, "ann", knight), "may", {knight: [victim]})
        assert state.to_act == ["ann"] and listed(state, "may", accept=True) and listed(state, "may", accept=False)
        assert code_of(state, {"type": "may", "player": "bob", "accept": True}) == "FOW-MAY-R"
        state = act(state, {"type": "may", "player": "ann", "accept": accept})
        assert next(e for e in player(state, "bob").field if e.id == victim).rested == accept
        assert state.decision is None and not state.chase


def test_fow_if_you_do_r_follows_the_optional_effect() -> None:
    """FOW-IF-YOU-DO-R with TTW-039 (an optional kill of a cost-0 regalia, paid off by a draw; the regalia
    is a card set's own, the pool has none of cost 0): the draw happens only when the destruction was
    chosen."""
    zero = {"id": "X-REG0", "name": "Zero Regalia", "types": ["regalia"], "cost": {}}
    card_set = real_set("TTW-039")
    card_set["cards"] = [*card_set["cards"], zero]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TTW-039"] = 1
    decks["bob"]["main"]["X-REG0"] = 1
    for accept in (True, False):
        state = next(
            s for n in range(50)
            if (s := started(options={"card_set": card_set}, seed=f"if-you-do-{n}", decks=decks)).turn.player == "ann" and s.priority == "ann"
        )
        victim = to_field(state, "bob", "X-REG0")
        source = to_hand(state, "ann", "TTW-039")
        state = to_decision(play(state, "ann", source), "may", {source: [victim]})
        hand = len(player(state, "ann").hand)
        state = act(state, {"type": "may", "player": "ann", "accept": accept})
        assert (victim in player(state, "bob").graveyard) == accept
        assert len(player(state, "ann").hand) == hand + (1 if accept else 0)


def test_fow_may_r_an_optional_search_is_read_a_lone_if_you_do_is_refused() -> None:
    """FOW-MAY-R / FOW-SEARCH-MAY-R: CMF-085's search made optional is one optional search whose "Then
    shuffle" is done even when it is declined; "If you do" without an optional effect is refused by the
    grammar."""
    from adjudicator.force_of_will.ability.grammar import parse_effects

    effects, _ = parse_effects("You may s" + ". ".join(sentences("CMF-085"))[1:])
    assert effects[0]["op"] == "search" and effects[0]["optional"] and effects[0]["shuffle_anyway"]
    with pytest.raises(Unsupported):
        parse_effects("If you do, draw a card")


def test_fow_look_top_r_look_at_the_top_four_reveal_one_rest_to_the_bottom() -> None:
    """FOW-LOOK-TOP-R with NDR-001 (as it enters, it digs four deep for an Angel resonator, the others
    going under the deck in random order): only an Angel among the top four is offered; the three others
    end at the bottom."""
    from adjudicator.force_of_will import GAME

    state = real_started("NDR-001")
    angel = _top(state, "ann", "Angel")
    deck = player(state, "ann").deck
    others = [c for c in deck[1:] if "Angel" not in _card_def(state, c).races][:3]
    for card_id in reversed(others):
        deck.remove(card_id)
        deck.insert(1, card_id)
    deep_angel = next(c for c in deck[4:] if "Angel" in _card_def(state, c).races and _card_def(state, c).type == "resonator")
    source = to_hand(state, "ann", "NDR-001")
    state = to_decision(play(state, "ann", source), "search", {})
    options = {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert options == {None, angel} and deep_angel not in options
    state = act(state, {"type": "search", "player": "ann", "card": angel})
    deck = player(state, "ann").deck
    assert angel in player(state, "ann").hand and sorted(deck[-3:]) == sorted(others)
    GAME.check(state)


def test_fow_drain_r_whenever_this_card_deals_damage_you_gain_that_much_life() -> None:
    """FOW-DRAIN-R with VIN001-066 (life gained equal to the damage it deals; the old
    wording of [Drain], CR 1135.3): its unblocked battle damage gains ann as much life; a card set saying
    "that much" on an activate ability is refused."""
    from adjudicator.force_of_will.cards import validate_card_set

    state = real_started("VIN001-066")
    bat = to_field(state, "ann", "VIN001-066")
    atk = _stats(state, bat)[0]
    state = both_pass(_attack(state, bat, "bob"))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    for _ in range(8):
        if state.battle is None and not state.pending and not state.chase:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert player(state, "bob").life == 4000 - atk and player(state, "ann").life == 4000 + atk
    bad = real_set("VIN001-066")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    drain = next(c for c in bad["cards"] if c["id"] == "VIN001-066")
    drain["abilities"] = [{"kind": "activate", "cost": {"rest": True}, "effects": [{"op": "gain_life", "that_much": True}]}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-DRAIN-R" in e.message for e in errors)


def test_fow_bane_r_damage_to_a_resonator_destroys_it() -> None:
    """FOW-BANE-R with CMF-048 (any resonator it damages dies):
    blocked by a resonator that survives the damage, the blocker is destroyed by the trigger; [Bane]
    printed (NDR-088) reads the same for any J/resonator."""
    assert card("NDR-088")["abilities"][0] == {
        "kind": "automatic", "text": "[Bane]", "trigger": "damages_j_resonator", "effects": [{"op": "destroy", "target": "victim"}]
    }
    state = real_started("CMF-048")
    knight = to_field(state, "ann", "CMF-048")
    wall = to_field(state, "bob", "TST-R04")  # 500/900: survives the damage
    state = both_pass(_attack(state, knight, "bob"))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    for _ in range(10):
        if state.battle is None and not state.pending and not state.chase:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert wall in player(state, "bob").graveyard


def test_fow_trig_main_r_at_the_beginning_of_your_turn_and_self_effects() -> None:
    """FOW-TRIG-MAIN-R with VIN003-034 (an extra card as its controller's turn starts): ann draws it in
    her next turn's draw phase besides the draw of the phase; FOW-BANISH-CHOICE-R with RDE-052 (which
    sacrifices itself as the turn ends): it goes to the graveyard at the end of the turn."""
    state = real_started("VIN003-034", "RDE-052")
    to_field(state, "ann", "VIN003-034")
    banished = to_field(state, "ann", "RDE-052")
    state = next_turn(state)
    assert banished in player(state, "ann").graveyard
    state = next_turn(state)
    hand = len(player(state, "ann").hand)
    while state.phase == "draw" or state.chase or state.pending:
        state = resolve_all(state) if state.pending else act(state, {"type": "pass", "player": state.to_act[0]})
    assert len(player(state, "ann").hand) == hand + 2


def test_fow_keyword_filter_r_with_and_without_a_keyword() -> None:
    """FOW-KEYWORD-FILTER-R with LEL-027 (kills a flier): a resonator without [Flying] is refused; LEL-014
    (whose group excludes fliers) reads the filter of its scope."""
    state = real_started("LEL-027")
    flyer = to_field(state, "bob", "TST-R01")  # [Flying]
    walker = to_field(state, "bob", "TST-R03")
    action = paid_play(state, "ann", "LEL-027")
    assert code_of(state, {**action, "targets": [walker]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, {**action, "targets": [flyer]}))
    assert flyer in player(state, "bob").graveyard
    effects = card("LEL-014")["abilities"][0]["effects"]
    assert effects[0]["among"] == {"without_keyword": "flying"}


def test_a_j_rulers_trigger_resolves_after_it_went_back_to_the_ruler_area() -> None:
    """CR 906.10 / 911 (last known information): a J-ruler's "deals damage" trigger (FOW-DRAIN-R) still
    resolves from its J-ruler side after the J-ruler, destroyed by the same battle, went back to its
    ruler area (a card set's own pair: the bench's real decks found this)."""
    from adjudicator.force_of_will.cards import reference_card_set_json

    ruler = {"id": "X-RU", "name": "Ruler X", "types": ["ruler"], "judgment": {"cost": {}}, "sides": {"front": "X-RU", "back": "X-RUJ"}}
    j_ruler = {
        "id": "X-RUJ", "name": "J-ruler X", "types": ["j_ruler"], "atk": 100, "def": 100, "sides": {"front": "X-RU", "back": "X-RUJ"},
        "abilities": [{"kind": "automatic", "trigger": "deals_damage", "effects": [{"op": "gain_life", "that_much": True}]}],
    }
    card_set = {"id": "x-set", "cards": [*reference_card_set_json()["cards"], ruler, j_ruler]}
    decks = {"ann": full_deck("X-RU"), "bob": full_deck("TST-RU2")}
    state = next(
        s for n in range(50) if (s := started(options={"card_set": card_set}, seed=f"x-{n}", decks=decks)).turn.player == "ann" and s.priority == "ann"
    )
    wall = to_field(state, "bob", "TST-R10")  # 1200/1200
    state = both_pass(act(state, {"type": "judgment", "player": "ann", "payment": {}}))
    j = next(e.id for e in player(state, "ann").field if e.j_ruler)
    state = both_pass(_attack(state, j, "bob"))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    for _ in range(10):
        if state.battle is None and not state.pending and not state.chase:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert player(state, "ann").ruler is not None and player(state, "ann").life == 4100


def test_fow_cont_non_r_every_players_resonators_without_that_attribute() -> None:
    """FOW-CONT-NON-R with MOA-048 (an [Addition:Field] shrinking every resonator but darkness ones) --
    ann's wind resonator and bob's resonator of no attribute lose 200/200; bob's darkness resonator
    does not; with the addition gone, nothing changes."""
    assert entry("MOA-048")["supported"] and entry("VIN001-068")["supported"]
    state = real_started("MOA-048")
    wind = to_field(state, "ann", "TST-R10")  # wind 1200/1200
    dark = to_field(state, "bob", "TST-R17")  # darkness 700/600
    plain = to_field(state, "bob", "TST-R19")  # no attribute 600/600
    assert _stats(state, wind) == (1200, 1200)
    to_field(state, "ann", "MOA-048")
    assert _stats(state, wind) == (1000, 1000)
    assert _stats(state, dark) == (700, 600)
    assert _stats(state, plain) == (400, 400)


# -- FOW-JUDG-CHOICE-R ------------------------------------------------------------------------------------


def test_fow_judg_choice_r_either_judgment_whose_condition_holds() -> None:
    """FOW-JUDG-CHOICE-R with TAT-014, a ruler printed with two Judgments: one light will while its player
    controls a card of a given name, else two light and one more will. Its J side is not supported, so the
    Judgments as read go to the reference ruler -- without the named card the cheap one is refused and the
    other done; with it (a reference card so named in ann's field) the cheap one is done too."""
    assert entry("TAT-014")["supported"] and entry("TAT-057")["supported"] and entry("TAT-079")["supported"]
    judgment = card("TAT-014")["judgment"]
    (other,) = judgment["alternatives"]
    name = judgment["when"]["count"]["names"][0]
    cheap = dict(judgment["cost"]["specified"])
    dear = dict(other["cost"]["specified"]) | {"void": other["cost"]["free"]}
    state = hero_started((), changed={"TST-R01": {"name": name}, "TST-RU1": {"judgment": judgment}})
    assert code_of(state, hero_judgment(state, cheap)) == "FOW-WILL-3"
    assert code_of(state, hero_judgment(state, dear)) is None
    to_field(state, "ann", "TST-R01")
    done = act(state, hero_judgment(state, cheap))
    assert done.chase and done.turn.judgment


def test_fow_judg_choice_r_no_condition_holding_no_judgment() -> None:
    """FOW-JUDG-CHOICE-R: with every printed Judgment of the ruler conditional and none holding (TAT-014's
    first Judgment given alone), Judgment is refused by FOW-JUDG-ONLY-IF-R.  (MPR-046, once the example of a Judgment
    cost the vocabulary could not read, is read by fow-p-cost's FOW-JUDG-X-R.)"""
    judgment = {k: v for k, v in card("TAT-014")["judgment"].items() if k != "alternatives"}
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}})
    assert code_of(state, hero_judgment(state, dict(judgment["cost"]["specified"]))) == "FOW-JUDG-ONLY-IF-R"
    assert entry("MPR-046")["supported"]


# -- FOW-COST-BANISH-R / FOW-COST-REST-R ------------------------------------------------------------------


def _activate(pid: str, card_id: str, ability: int, payment: dict[str, Any], targets: list[str] | None = None) -> dict[str, Any]:
    return {"type": "activate", "player": pid, "card": card_id, "ability": ability, "targets": targets or [], "payment": payment}


def test_fow_cost_banish_r_a_resonator_of_the_race_as_an_activate_cost() -> None:
    """FOW-COST-BANISH-R with CMF-040, whose draw ability costs one will and a Human resonator of its
    controller: an Angel, bob's Human or no banish at all are refused; ann's Human goes to her graveyard
    and she draws a card; the card, a Human itself, is among the legal choices."""
    from adjudicator.force_of_will import GAME

    state = real_started("CMF-040")
    source = to_field(state, "ann", "CMF-040")
    human = to_field(state, "ann", "TST-R03")
    angel = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R15")
    pool(state, "ann", void=1)
    for wrong in ([angel], [theirs], [], [human, source]):
        assert code_of(state, _activate("ann", source, 0, {"pool": {"void": 1}, "banish": wrong})) == "FOW-COST-BANISH-R"
    choices = {tuple(a.payment.banish) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "activate" and a.card == source}
    assert choices == {(human,), (source,)}
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _activate("ann", source, 0, {"pool": {"void": 1}, "banish": [human]})))
    assert human in player(state, "ann").graveyard and source in field(state, "ann") and len(player(state, "ann").hand) == hand + 1


def test_fow_cost_banish_r_a_judgment_that_banishes_a_resonator_of_an_attribute() -> None:
    """FOW-COST-BANISH-R with TAT-026, a ruler whose Judgment costs a fire resonator of its player (its J
    side is not supported: the Judgment as read goes to the reference ruler) -- a light one is refused, a
    fire one is banished and Judgment is done."""
    judgment = card("TAT-026")["judgment"]
    assert entry("TAT-026")["supported"] and judgment["banish"] == {"attributes": ["fire"]}
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}})
    light = to_field(state, "ann", "TST-R01")
    fire = to_field(state, "ann", "TST-R11")
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {"banish": [light]}}) == "FOW-COST-BANISH-R"
    assert code_of(state, {"type": "judgment", "player": "ann"}) == "FOW-COST-BANISH-R"
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"banish": [fire]}})
    assert fire in player(state, "ann").graveyard and state.chase and state.turn.judgment


def test_fow_cost_rest_r_rest_recovered_cards_of_a_race_as_an_activate_cost() -> None:
    """FOW-COST-REST-R with MOA-032, an Elf whose ability rests five recovered Elves of its controller (it
    may be one, though it entered this turn: no [Rest] wait for a cost of other cards) for 500 life and two
    cards -- a rested Elf or a Beast among them is refused; five recovered Elves are rested."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"].update({"MOA-032": 1, "TST-R07": 3, "TST-R09": 2})
    state = next(s for n in range(50) if (s := started(options={"card_set": real_set("MOA-032")}, seed=f"elves-{n}", decks=decks)).priority == "ann")
    source = to_field(state, "ann", "MOA-032", since=1)
    elves = [to_field(state, "ann", "TST-R07") for _ in range(3)]
    tired = to_field(state, "ann", "TST-R09", rested=True)
    beast = to_field(state, "ann", "TST-R06")
    assert code_of(state, _activate("ann", source, 1, {"rest": [*elves, tired, source]})) == "FOW-COST-REST-R"
    assert code_of(state, _activate("ann", source, 1, {"rest": [*elves, beast, source]})) == "FOW-COST-REST-R"
    assert code_of(state, _activate("ann", source, 1, {"rest": [*elves, source]})) == "FOW-COST-REST-R"
    next(e for e in player(state, "ann").field if e.id == tired).rested = False
    elves.append(tired)
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _activate("ann", source, 1, {"rest": [*elves, source]})))
    rested = {e.id for e in player(state, "ann").field if e.rested}
    assert rested >= {*elves, source} and player(state, "ann").life == 4500 and len(player(state, "ann").hand) == hand + 2


def test_fow_cost_rest_r_rest_recovered_resonators_as_an_additional_cost() -> None:
    """FOW-COST-REST-R with MOA-002, a removal chant whose additional cost rests two recovered light
    resonators of its player -- a wind one among them, or none, is refused; two light ones are rested and
    bob's resonator is removed from the game."""
    state = real_started("MOA-002")
    lights = [to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R03")]
    wind = to_field(state, "ann", "TST-R07")
    theirs = to_field(state, "bob", "TST-R10")
    action = paid_play(state, "ann", "MOA-002") | {"targets": [theirs]}
    assert code_of(state, action) == "FOW-COST-REST-R"
    assert code_of(state, action | {"payment": action["payment"] | {"rest": [lights[0], wind]}}) == "FOW-COST-REST-R"
    state = resolve_all(act(state, action | {"payment": action["payment"] | {"rest": lights}}))
    assert theirs not in field(state, "bob") and all(e.rested for e in player(state, "ann").field if e.id in lights)


# -- FOW-COUNT-ATTRIBUTES-R -------------------------------------------------------------------------------


def test_fow_count_attributes_r_draw_one_card_per_attribute_among_your_resonators() -> None:
    """FOW-COUNT-ATTRIBUTES-R with TAT-053, a chant drawing a card per attribute among its player's
    resonators -- two light ones, a wind one and one of no attribute give two cards; bob's fire resonator
    adds none."""
    assert card("TAT-053")["effects"][0]["per"]["distinct_attributes"]
    state = real_started("TAT-053")
    for def_id in ("TST-R01", "TST-R03", "TST-R07", "TST-R19"):
        to_field(state, "ann", def_id)
    to_field(state, "bob", "TST-R11")
    chant = to_hand(state, "ann", "TAT-053")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", chant))
    assert len(player(state, "ann").hand) == hand - 1 + 2


def test_fow_count_attributes_r_a_pump_per_attribute_among_cards_you_control() -> None:
    """FOW-COUNT-ATTRIBUTES-R with VIN001-079, +200/+200 per attribute among the cards its controller
    controls: its own attributes and the light ruler in ann's ruler area count; a fire resonator adds
    one more, a second fire one nothing."""
    state = real_started("VIN001-079")
    lord = to_field(state, "ann", "VIN001-079")
    printed = (card("VIN001-079")["atk"], card("VIN001-079")["def"])
    own = set(card("VIN001-079").get("attributes", [])) | {"light"}
    assert _stats(state, lord) == (printed[0] + 200 * len(own), printed[1] + 200 * len(own))
    to_field(state, "ann", "TST-R11")
    to_field(state, "ann", "TST-R11")
    more = len(own | {"fire"})
    assert _stats(state, lord) == (printed[0] + 200 * more, printed[1] + 200 * more)


# -- FOW-LOSE-ABILITIES-R ---------------------------------------------------------------------------------


def test_fow_lose_abilities_r_a_resonator_loses_its_keywords_until_end_of_turn() -> None:
    """FOW-LOSE-ABILITIES-R with TAT-048, whose free ability takes all abilities from a resonator of its
    controller for the turn -- ann's TST-R01 loses [Flying] (and a [Swiftness] given before), keeps its
    ATK/DEF, and flies again after the turn."""
    state = real_started("TAT-048")
    source = to_field(state, "ann", "TAT-048")
    flyer = to_field(state, "ann", "TST-R01")
    state.modifiers.append(Modifier(target=flyer, keywords=["swiftness"]))
    assert {"flying", "swiftness"} <= full_stats(state, flyer)[2]
    state = resolve_all(act(state, _activate("ann", source, 0, {}, [flyer])))
    atk, def_, keywords = full_stats(state, flyer)
    assert (atk, def_) == (400, 400) and not keywords
    state = next_turn(state)
    assert "flying" in full_stats(state, flyer)[2]


def test_fow_lose_abilities_r_a_card_without_abilities_cannot_play_them() -> None:
    """FOW-LOSE-ABILITIES-R: TAT-048 aimed at itself has no ability left to play this turn."""
    state = real_started("TAT-048")
    source = to_field(state, "ann", "TAT-048")
    state = resolve_all(act(state, _activate("ann", source, 0, {}, [source])))
    assert code_of(state, _activate("ann", source, 0, {}, [source])) == "FOW-PRIO-4"


# -- FOW-AT-NEXT-END-R: "At the end of turn, destroy it" in an effect --------------------------------------


def test_fow_at_next_end_r_the_target_is_destroyed_as_the_end_phase_begins() -> None:
    """FOW-AT-NEXT-END-R with CMF-031, a chant that pumps a resonator of its player for the turn and
    destroys it at the end of turn -- ann's TST-R01 attacks at 1400 ATK, then goes to her graveyard as
    the turn ends; her other resonator stays."""
    assert card("CMF-031")["effects"][-1] == {"op": "at_end", "target": 0, "then": "destroy"}
    state = real_started("CMF-031")
    pumped = to_field(state, "ann", "TST-R01")
    other = to_field(state, "ann", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-031"), [pumped]))
    assert _stats(state, pumped) == (1400, 400) and pumped in field(state, "ann")
    state = next_turn(state)
    assert pumped in player(state, "ann").graveyard and other in field(state, "ann")


def test_fow_at_next_end_r_a_card_that_left_the_field_is_not_destroyed() -> None:
    """FOW-AT-NEXT-END-R: CMF-031's resonator returned to ann's hand and played again the same turn is
    a new card -- nothing destroys it as the turn ends."""
    state = real_started("CMF-031")
    pumped = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-031"), [pumped]))
    entity = next(e for e in player(state, "ann").field if e.id == pumped)
    player(state, "ann").field.remove(entity)
    player(state, "ann").field.append(type(entity)(id=pumped, since=entity.since))
    state = next_turn(state)
    assert pumped in field(state, "ann")


# -- FOW-ATTACKED-THIS-TURN-R -----------------------------------------------------------------------------


def _battle_over(state: State) -> State:
    """Bob blocks with nothing, and both players pass until the battle is over."""
    for _ in range(40):
        if state.battle is None and not state.chase and not state.pending:
            return state
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = resolve_all(state) if state.chase or state.pending else act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the battle did not end")


def test_fow_attacked_this_turn_r_an_attack_trigger_only_after_your_j_ruler_attacked() -> None:
    """FOW-ATTACKED-THIS-TURN-R with MPR-031, whose attack trigger deals 500 to a resonator if its
    controller's J-ruler attacked this turn -- attacking first, it deals nothing; after ann's J-ruler
    attacked, the next attack of a second copy destroys bob's TST-R11 (DEF 200)."""
    state = real_started("MPR-031")
    ann = player(state, "ann")
    assert ann.ruler is not None
    ruler_id = ann.ruler.id
    ann.ruler = None
    ann.field.append(Entity(id=ruler_id, j_ruler=True))
    first = to_field(state, "ann", "MPR-031")
    victim = to_field(state, "bob", "TST-R11")
    state = resolve_all(_attack(state, first, "bob"), {first: [victim]})
    state = _battle_over(state)
    assert victim in field(state, "bob")
    state = resolve_all(_attack(state, ruler_id, "bob"))
    state = _battle_over(state)
    assert state.turn.attacked == [f"ann/{first}", f"ann/{ruler_id}"]
    next(e for e in player(state, "ann").field if e.id == first).rested = False
    state = resolve_all(_attack(state, first, "bob"), {first: [victim]})
    assert victim in player(state, "bob").graveyard


# -- FOW-CANCEL-ABILITY-R / FOW-SPELL-KIND-R --------------------------------------------------------------


def _reference_play(state: State, def_id: str, will: dict[str, int]) -> State:
    """Ann plays the reference card ``def_id`` (no targets) with ``will`` put into her pool."""
    pool(state, "ann", **will)
    return act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", def_id), "payment": {"pool": will}})


def _quick(state: State, def_id: str, targets: list[str]) -> dict[str, Any]:
    """``def_id`` put into ann's hand with its cost in her pool: the play action at ``targets``."""
    return paid_play(state, "ann", def_id) | {"targets": targets}


def test_fow_cancel_ability_r_an_activate_ability_on_the_chase_is_cancelled() -> None:
    """FOW-CANCEL-ABILITY-R with MPR-043 (cancel an activate ability, draw a card): ann's TAT-048 ability
    aimed at her flyer is cancelled -- the flyer keeps [Flying] and ann draws; a spell on the chase is no
    legal target."""
    state = real_started("TAT-048", "MPR-043")
    source = to_field(state, "ann", "TAT-048")
    flyer = to_field(state, "ann", "TST-R01")
    state = act(state, _activate("ann", source, 0, {}, [flyer]))
    ability = state.chase[-1].id
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _quick(state, "MPR-043", [ability])))
    assert "flying" in full_stats(state, flyer)[2] and len(player(state, "ann").hand) == hand + 1
    state = _reference_play(state, "TST-R03", {"light": 1, "void": 1})
    assert code_of(state, _quick(state, "MPR-043", [state.chase[-1].id])) == "FOW-CANCEL-ABILITY-R"


def test_fow_spell_kind_r_a_normal_spell_is_a_spell_that_is_no_resonator() -> None:
    """FOW-SPELL-KIND-R with CMF-058 (cancel target normal spell): ann's resonator spell on the chase is
    refused as its target; her chant is cancelled and goes to her graveyard."""
    state = real_started("CMF-058")
    state = _reference_play(state, "TST-R03", {"light": 1, "void": 1})
    assert code_of(state, _quick(state, "CMF-058", [state.chase[-1].id])) == "FOW-SPELL-KIND-R"
    state = _reference_play(resolve_all(state), "TST-C04", {"wind": 1})
    chant = state.chase[-1].card
    state = resolve_all(act(state, _quick(state, "CMF-058", [state.chase[-1].id])))
    assert chant in player(state, "ann").graveyard and not state.chase


# -- FOW-TARGET-SPECIAL-STONE-R / FOW-GRAVEYARD-ADDITION-R ------------------------------------------------


def test_fow_target_special_stone_r_a_special_magic_stone_is_no_basic_one() -> None:
    """FOW-TARGET-SPECIAL-STONE-R with CMF-021, a field addition banished to destroy a special magic
    stone -- bob's basic stone is refused, his special one is destroyed."""
    state = real_started("CMF-021")
    source = to_field(state, "ann", "CMF-021")
    basic = to_field(state, "bob", "TST-ST-W")
    special = to_field(state, "bob", "TST-ST-D")
    assert code_of(state, _activate("ann", source, 1, {}, [basic])) == "FOW-TARGET-SPECIAL-STONE-R"
    state = resolve_all(act(state, _activate("ann", source, 1, {}, [special])))
    assert special in player(state, "bob").graveyard and basic in field(state, "bob")


def test_fow_graveyard_addition_r_an_addition_of_the_attribute_back_to_hand() -> None:
    """FOW-GRAVEYARD-ADDITION-R with CMF-084, whose ability returns a darkness addition of its player's
    graveyard to their hand -- a fire addition or a darkness resonator there is refused; TST-A04 comes back."""
    state = real_started("CMF-084")
    source = to_field(state, "ann", "CMF-084")
    dark = to_graveyard(state, "ann", "TST-A04")
    fire = to_graveyard(state, "ann", "TST-A03")
    resonator = to_graveyard(state, "ann", "TST-R16")
    pool(state, "ann", darkness=1)
    for wrong in (fire, resonator):
        assert code_of(state, _activate("ann", source, 0, {"pool": {"darkness": 1}}, [wrong])) == "FOW-PLAY-1"
    state = resolve_all(act(state, _activate("ann", source, 0, {"pool": {"darkness": 1}}, [dark])))
    assert dark in player(state, "ann").hand and fire in player(state, "ann").graveyard


# -- FOW-COST-DISCARD-R -----------------------------------------------------------------------------------


def test_fow_cost_discard_r_a_chant_of_your_hand_discarded_as_the_cost() -> None:
    """FOW-COST-DISCARD-R with NDR-061, whose pump costs a chant of its controller's hand: a resonator of
    the hand, bob's chant or nothing are refused; ann's chant goes to her graveyard and the card gets
    +800 ATK; the legal actions offer one activation per chant held."""
    from adjudicator.force_of_will import GAME

    state = real_started("NDR-061")
    source = to_field(state, "ann", "NDR-061")
    chant = to_hand(state, "ann", "TST-C04")
    resonator = to_hand(state, "ann", "TST-R03")
    theirs = to_hand(state, "bob", "TST-C04")
    for wrong in ([resonator], [theirs], []):
        assert code_of(state, _activate("ann", source, 0, {"discard": wrong})) == "FOW-COST-DISCARD-R"
    chants = [c for c in player(state, "ann").hand if hero_board(state).card(c).type == "chant"]
    offered = {tuple(a.payment.discard) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "activate" and a.card == source}
    assert offered == {(c,) for c in chants}
    atk = full_stats(state, source)[0]
    state = resolve_all(act(state, _activate("ann", source, 0, {"discard": [chant]})))
    assert chant in player(state, "ann").graveyard and full_stats(state, source)[0] == atk + 800



# -- FOW-LIFE-EQUAL-R -------------------------------------------------------------------------------------


def test_fow_life_equal_r_life_equal_to_the_printed_def_of_this_card_in_a_graveyard() -> None:
    """FOW-LIFE-EQUAL-R with VIN001-008, which gives its controller life equal to its DEF as it is put into
    their graveyard from the field -- destroyed by TST-C10, it gives ann its printed DEF; VIN001-075J's
    'its DEF' names the resonator it destroyed."""
    assert card("VIN001-075J")["abilities"][0]["effects"][1] == {"op": "gain_life", "equal_to": "def", "of": 0}
    state = real_started("VIN001-008")
    dying = to_field(state, "ann", "VIN001-008")
    snare = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": snare, "targets": [dying], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = resolve_all(state)
    assert dying in player(state, "ann").graveyard and player(state, "ann").life == 4000 + card("VIN001-008")["def"]


# -- FOW-UNBLOCKABLE-BY-R ---------------------------------------------------------------------------------


def test_fow_unblockable_by_r_not_by_resonators_with_little_atk() -> None:
    """FOW-UNBLOCKABLE-BY-R with VIN001-030, which cannot be blocked by resonators with 600 ATK or less:
    bob's 400-ATK resonator may not block it, his 800-ATK one may."""
    state = real_started("VIN001-030")
    attacker = to_field(state, "ann", "VIN001-030")
    small = to_field(state, "bob", "TST-R01")
    big = to_field(state, "bob", "TST-R09")
    state = both_pass(_attack(state, attacker, "bob"))
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": small}) == "FOW-UNBLOCKABLE-BY-R"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": big}) is None


def test_fow_unblockable_by_r_not_by_water_resonators_until_end_of_turn() -> None:
    """FOW-UNBLOCKABLE-BY-R with CMF-055, a field addition whose ability keeps water resonators from
    blocking a resonator for the turn: bob's water TAT-048 may not block ann's TST-R03, his wind one may."""
    state = real_started("CMF-055", "TAT-048")
    source = to_field(state, "ann", "CMF-055")
    attacker = to_field(state, "ann", "TST-R03")
    water = to_field(state, "bob", "TAT-048")
    wind = to_field(state, "bob", "TST-R07")
    state = resolve_all(act(state, _activate("ann", source, 0, {}, [attacker])))
    state = both_pass(_attack(state, attacker, "bob"))
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": water}) == "FOW-UNBLOCKABLE-BY-R"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": wind}) is None


# -- FOW-UP-TO-R -----------------------------------------------------------------------------------------


def test_fow_up_to_r_none_one_or_two_targets() -> None:
    """FOW-UP-TO-R with CMF-007, whose ability rests up to two fire or darkness resonators: no
    target and one target are legal choices, a wind resonator or a third target are not; the one chosen is
    rested."""
    state = real_started("CMF-007")
    source = to_field(state, "ann", "CMF-007")
    fire = to_field(state, "bob", "TST-R11")
    dark = to_field(state, "bob", "TST-R16")
    wind = to_field(state, "bob", "TST-R07")
    pool(state, "ann", light=1)
    paid = {"pool": {"light": 1}}
    assert code_of(state, _activate("ann", source, 0, paid, [])) is None
    assert code_of(state, _activate("ann", source, 0, paid, [fire, dark])) is None
    assert code_of(state, _activate("ann", source, 0, paid, [wind])) == "FOW-PLAY-1"
    assert code_of(state, _activate("ann", source, 0, paid, [fire, dark, wind])) == "FOW-PLAY-1"
    state = resolve_all(act(state, _activate("ann", source, 0, paid, [fire])))
    rested = {e.id: e.rested for e in player(state, "bob").field}
    assert rested[fire] and not rested[dark]


def test_fow_spell_kind_r_spell_cards_in_a_graveyard_are_its_chants() -> None:
    """FOW-SPELL-KIND-R with TAT-028, +200/+200 per spell card in its controller's graveyard: two chants
    there count, a resonator does not, nor bob's chant."""
    state = real_started("TAT-028")
    lord = to_field(state, "ann", "TAT-028")
    printed = (card("TAT-028").get("atk", 0), card("TAT-028").get("def", 0))
    for def_id in ("TST-C04", "TST-C12", "TST-R03"):
        to_graveyard(state, "ann", def_id)
    to_graveyard(state, "bob", "TST-C04")
    assert _stats(state, lord) == (printed[0] + 400, printed[1] + 400)


def test_fow_will_moon_r_moon_will_pays_a_moon_symbol_and_nothing_else_does() -> None:
    """FOW-WILL-MOON-R with MPR-053, +400/+0 until end of turn for one moon will: its cost reads as one
    moon symbol; fire will does not pay it, moon will does and the ability resolves."""
    assert card("MPR-053")["abilities"][0]["cost"] == {"will": {"specified": {"moon": 1}}}
    assert entry("MPR-053")["supported"]
    state = real_started("MPR-053")
    knight = to_field(state, "ann", "MPR-053")
    printed = _stats(state, knight)
    pool(state, "ann", fire=1)
    assert code_of(state, _activate("ann", knight, 0, {"pool": {"fire": 1}}, [])) is not None
    pool(state, "ann", moon=1)
    state = resolve_all(act(state, _activate("ann", knight, 0, {"pool": {"moon": 1}}, [])))
    assert _stats(state, knight) == (printed[0] + 400, printed[1])
    assert not player(state, "ann").pool


def test_fow_no_spells_r_the_target_player_plays_no_spell_of_either_kind_until_end_of_turn() -> None:
    """FOW-NO-SPELLS-R with CMF-071, a chant by which its target player cannot play normal spells nor
    summon spells this turn: ann targets herself; her resonator and her chant are refused and not listed,
    bob is not restricted, and the restriction ends with the turn."""
    state = real_started("CMF-071")
    spell = to_hand(state, "ann", "CMF-071")
    state = resolve_all(play(state, "ann", spell, ["ann"]))
    assert state.turn.forbidden == ["ann/normal", "ann/summon"]
    pool(state, "ann", light=1, wind=1, void=1)
    resonator = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-R03"), "payment": {"pool": {"light": 1, "void": 1}}}
    chant = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C04"), "payment": {"pool": {"wind": 1}}}
    assert code_of(state, resonator) == "FOW-NO-SPELLS-R"
    assert code_of(state, chant) == "FOW-NO-SPELLS-R"
    assert not listed(state, "play_card", player="ann")
    state = next_turn(state)
    assert not state.turn.forbidden


def _spiral(ruler: str) -> State:
    """Ann, whose ruler is ``ruler``, plays CMF-093 at bob; both pass until a decision or an empty chase."""
    state = real_started("CMF-093", ruler=ruler)
    state = play(state, "ann", to_hand(state, "ann", "CMF-093"))
    for _ in range(6):
        if state.decision is not None or not state.chase:
            break
        state = act(state, {"type": "pass", "player": state.priority})
    return state


def test_fow_discard_instead_r_a_chosen_discard_or_a_random_one() -> None:
    """FOW-DISCARD-INSTEAD-R with CMF-093 (your opponent discards two cards; with one of the named rulers,
    two at random instead): under another ruler bob is asked to choose; under CMF-013, a named one, two
    cards of his hand go to his graveyard unasked and he is asked nothing."""
    asked = _spiral("TST-RU1")
    assert asked.decision is not None and asked.decision.kind == "discard" and asked.decision.player == "bob"
    assert not player(asked, "bob").graveyard
    hand = list(player(real_started("CMF-093", ruler="CMF-013"), "bob").hand)
    state = _spiral("CMF-013")
    assert state.decision is None
    gone = player(state, "bob").graveyard
    assert len(gone) == 2 and set(gone) <= set(hand)
