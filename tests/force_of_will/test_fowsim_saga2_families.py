"""Ability families a playable Saga deck first needed (issue #14): a choice among the changes a card
gains, made as the ability resolves, and [Drain] gained by an effect or a continuous ability -- each
played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

import pytest
from msgspec import UNSET

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.coverage import cluster_decks, deck_card_set, play_to_end
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import battle_to_end, play, real_set, real_started, resolve_all, stats
from .test_fowsim_playable_families import catalogue


def _judged(ruler: str) -> tuple[State, str]:
    """Ann's first main phase with ``ruler`` as her ruler, its Judgment paid and resolved."""
    state = real_started(ruler, ruler=ruler)
    will = dict(card(ruler)["judgment"]["cost"]["specified"])
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": will}}))
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    return state, j_ruler


def _options(state: State) -> list[int]:
    return sorted(a.option for a in GAME.legal_actions(state) if a.__struct_config__.tag == "choose_option")


def test_fow_gains_one_of_r_the_j_ruler_chooses_drain_as_it_resolves() -> None:
    """FOW-GAINS-ONE-OF-R and FOW-DRAIN-GRANTED-R with ADW-030 / ADW-030J, a fire ruler whose J-ruler
    discards a card to gain one of six changes: the choice is asked only as the ability resolves (six
    options, a seventh refused, bob cannot answer), and with [Drain] chosen its unblocked 800 damage to bob
    gains ann 800 life by a triggered ability."""
    assert entry("ADW-030")["supported"] and entry("ADW-030J")["supported"]
    (effect,) = card("ADW-030J")["abilities"][0]["effects"]
    assert len(effect["one_of"]) == 6 and {"keywords": ["drain"]} in effect["one_of"]
    state, j_ruler = _judged("ADW-030")
    discarded = player(state, "ann").hand[0]
    state = act(state, {"type": "activate", "player": "ann", "card": j_ruler, "ability": 0, "payment": {"discard": [discarded]}})
    assert discarded in player(state, "ann").graveyard and state.decision is None
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "option" and state.decision.player == "ann"
    assert _options(state) == [0, 1, 2, 3, 4, 5]
    assert code_of(state, {"type": "choose_option", "player": "ann", "option": 6}) == "FOW-GAINS-ONE-OF-R"
    assert code_of(state, {"type": "choose_option", "player": "bob", "option": 0}) is not None
    state = act(state, {"type": "choose_option", "player": "ann", "option": 4})
    atk, dfn, keywords = stats(state, j_ruler)
    assert (atk, dfn) == (800, 800) and "drain" in keywords and "flying" not in keywords
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(both_pass(state), {"type": "declare_attack", "player": "ann", "attacker": j_ruler, "target": "bob"})
    state = both_pass(state)
    state = battle_to_end(act(state, {"type": "declare_block", "player": "bob", "blocker": None}))
    assert player(state, "bob").life == 4000 - 800 and player(state, "ann").life == 4000 + 800


def test_fow_gains_one_of_r_a_pump_chosen_and_nothing_asked_once_the_card_is_gone() -> None:
    """FOW-GAINS-ONE-OF-R with ENW-038, a water resonator gaining [Flying], [First Strike] or
    [+200/+200] for {0}: the third option gives +200/+200 and no keyword; activated again next turn and
    in another game returned to ann's hand before its ability resolves, nothing is asked."""
    assert entry("ENW-038")["supported"]
    state = real_started("ENW-038")
    fish = to_field(state, "ann", "ENW-038")
    before = stats(state, fish)
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": fish, "ability": 0}))
    assert _options(state) == [0, 1, 2]
    state = act(state, {"type": "choose_option", "player": "ann", "option": 2})
    after = stats(state, fish)
    assert (after[0] - before[0], after[1] - before[1]) == (200, 200) and after[2] == before[2]
    # In another game, activated, then gone back to ann's hand before its ability resolves.
    state = real_started("ENW-038")
    other = to_field(state, "ann", "ENW-038")
    state = act(state, {"type": "activate", "player": "ann", "card": other, "ability": 0})
    entity = next(e for e in player(state, "ann").field if e.id == other)
    player(state, "ann").field.remove(entity)
    player(state, "ann").hand.append(other)
    state.turn.played = UNSET  # back in the hand it is a new card whose abilities were not played (as leave_field does)
    state = both_pass(state)
    assert state.decision is None and not state.chase and not any(m.target == other for m in state.modifiers)


def test_fow_drain_granted_r_by_an_activate_and_by_a_continuous_ability() -> None:
    """FOW-DRAIN-GRANTED-R with SDV5-021 (banish a resonator: this card gains [Drain] until end of turn)
    and GRL-077 (J-rulers you control gain [Drain]): both read as the keyword; the activate ability gives
    the flying darkness resonator [Drain] for the turn."""
    assert entry("SDV5-021")["supported"] and entry("GRL-077")["supported"]
    assert card("GRL-077")["abilities"][0]["keywords"] == ["drain"] and card("GRL-077")["abilities"][0]["j_rulers_only"] is True
    state = real_started("SDV5-021")
    bat = to_field(state, "ann", "SDV5-021")
    fodder = to_field(state, "ann", "TST-R01")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": bat, "ability": 0, "payment": {"banish": [fodder]}}))
    assert "drain" in stats(state, bat)[2] and fodder in player(state, "ann").graveyard


def test_saga_builds_a_deck_and_plays_to_the_end() -> None:
    """FOW-GAINS-ONE-OF-R and FOW-DRAIN-GRANTED-R made ADW-030J readable: Saga is playable -- a legal deck
    of supported cards led by ADW-030, its stone deck of special stones (the Saga sets print no basic one,
    FOW-DECK-4), is built automatically and a seeded game with it plays to the end by the rules."""
    decks = {deck["ruler"]: deck for deck in cluster_decks(catalogue(), "saga")}
    deck = decks["ADW-030"]
    assert all("special" in catalogue().defs[s].subtypes for s in deck["stones"])
    assert play_to_end(deck_card_set(catalogue(), [deck], "saga-decks"), {"p1": deck, "p2": deck}, "saga-0").ended


def test_fow_bane_granted_r_and_drain_gained_by_a_chant() -> None:
    """FOW-BANE-GRANTED-R and FOW-DRAIN-GRANTED-R with EDL-078, a darkness chant giving the J/resonators
    its player controls [Drain] and [Bane] until end of turn: ann's 400/400 flyer attacks bob's rested
    1200/1200 resonator and dies of its damage, yet the two triggered abilities gain ann 400 life and destroy
    bob's resonator, which its 400 damage alone would not."""
    assert entry("EDL-078")["supported"] and card("EDL-078")["effects"][0]["keywords"] == ["drain", "bane"]
    state = real_started("EDL-078")
    flyer = to_field(state, "ann", "TST-R01")
    wall = to_field(state, "bob", "TST-R10", rested=True)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "EDL-078")))
    assert {"drain", "bane"} <= stats(state, flyer)[2]
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(both_pass(state), {"type": "declare_attack", "player": "ann", "attacker": flyer, "target": wall})
    state = both_pass(state)
    state = battle_to_end(act(state, {"type": "declare_block", "player": "bob", "blocker": None}))
    assert flyer in player(state, "ann").graveyard and wall in player(state, "bob").graveyard
    assert player(state, "ann").life == 4000 + 400 and player(state, "bob").life == 4000


def test_fow_bane_granted_r_read_on_an_activate_and_a_continuous_ability() -> None:
    """FOW-BANE-GRANTED-R: MSW-076 (rest a recovered J/ruler: target resonator you control gains [Bane]
    until end of turn) and GRL-074 (J-rulers you control gain [Bane]) read the keyword as gained."""
    assert entry("MSW-076")["supported"] and entry("GRL-074")["supported"]
    assert card("MSW-076")["abilities"][1]["effects"] == [{"op": "modify", "keywords": ["bane"], "target": 0}]
    assert card("GRL-074")["abilities"][0]["keywords"] == ["bane"] and card("GRL-074")["abilities"][0]["j_rulers_only"] is True


def test_drain_and_bane_are_never_printed_keywords() -> None:
    """FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R: [Drain] and [Bane] are keywords only as gained -- a card
    set printing them among a card's keywords is refused (a printed one is its ability, FOW-DRAIN-R,
    FOW-BANE-R), and so is a filter by them ("target resonator with [Bane]"), which such a card would not
    match."""
    record = dict(card("ADW-030J"))
    refused = real_set() | {"cards": [*real_set()["cards"], {**record, "id": "TST-XDR", "keywords": ["drain"]}]}
    decoded, _, problems = validate_card_set(refused)
    assert decoded is None and problems and "keywords" in str(problems[0])
    with pytest.raises(Unsupported, match=r"filter by \[Bane\]"):
        parse_effects("Destroy target resonator with [Bane].")
