"""Families read across the community database outside the Grimm cluster (fow-w2-wide): each played with a
real card named by id (the printed text stays in ../shared and is read at run time)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability.lines import spend_only
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    player,
    pool,
    seed_with_first,
    started,
    to_field,
    to_hand,
)
from .real import real_started, resolve_all, stats

# -- FOW-WILL-SPEND-GODS-ART-R -------------------------------------------------------------------------------


def test_fow_will_spend_gods_art_r_the_printed_lists() -> None:
    """The lists read: God's Art abilities with stranger cards and races (SDAO1-025, SDAO2-024, AO3-087,
    PofA-120, now supported); a list item of another kind (AO1-050: activate abilities of a race) is refused
    with its reason; a list without God's Art abilities or stranger cards is not this family."""
    assert card("SDAO1-025")["abilities"][-1]["only"] == {"gods_art": True, "stranger": True, "races": ["Sword Art"]}
    assert spend_only("play chants") == {"types": ["chant"]}  # FOW-WILL-SPEND-ONLY-R's own reading, unchanged
    for cid in ("SDAO1-025", "SDAO1-027", "SDAO2-024", "AO3-087", "PofA-120"):
        assert entry(cid)["supported"], cid
    assert card("AO3-087")["abilities"][-1]["only"] == {"gods_art": True, "races": ["Sword Art", "Angel"]}
    assert card("PofA-120")["abilities"][-1]["only"]["stranger"] is True
    reasons = [u["reason"] for u in entry("AO1-050")["unsupported"]]
    assert any("activate abilities of Twelve Protective Deities" in r for r in reasons)


def _faria_with_excalibur() -> tuple[State, str]:
    """Ann's first main phase, her ruler VS01-003 (its J-ruler VS01-003J has a God's Art "{W}{W}{4}"),
    SDAO1-025 in her field; TST-R03 (a {W}{1} resonator) printed here as a stranger resonator."""
    cards: list[dict[str, Any]] = [dict(c) for c in reference_card_set_json()["cards"]]
    for c in cards:
        if c["id"] == "TST-R03":
            c["subtypes"] = ["stranger"]
    cards += [card("VS01-003"), card("VS01-003J"), card("SDAO1-025")]
    decks = {"ann": full_deck("VS01-003"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["SDAO1-025"] = 1
    for deck in decks.values():
        deck["main"]["TST-R04"] = deck["main"].get("TST-R04", 0) + deck["main"].pop("TST-R03")  # a stranger card begins outside the deck (FOW-DECK-STRANGER-R)
    state = started(options={"card_set": {"id": "tst-plus-w2-wide", "cards": cards}}, seed=seed_with_first("ann"), decks=decks)
    return state, to_field(state, "ann", "SDAO1-025")


def _play(instance: str, payment: dict[str, object]) -> dict[str, object]:
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": payment}


def test_fow_will_spend_gods_art_r_pays_a_gods_art_and_a_stranger() -> None:
    """SDAO1-025 (two wills of {W} and/or {U}, only for God's Art abilities, strangers or Sword Arts): its two
    light wills with four void pay VS01-003J's God's Art ({W}{W}{4}: recover all resonators you control),
    which resolves; before that, its light and water wills pay the stranger TST-R03 ({W}{1})."""
    state, excalibur = _faria_with_excalibur()
    stranger = "ann:TST-R03#1"  # as if put into her hand from her stranger deck
    player(state, "ann").hand.append(stranger)
    sync_counts(player(state, "ann"))
    assert code_of(state, _play(stranger, {"sources": [{"card": excalibur, "will": "light", "more": ["water"]}]})) is None
    player(state, "ann").hand.remove(stranger)  # the registered deck lists no stranger deck: not kept further
    sync_counts(player(state, "ann"))
    pool(state, "ann", light=2)
    state = both_pass(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2}}}))
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    art = card("VS01-003J")["abilities"][2]
    assert art["gods_art"]
    rested = to_field(state, "ann", "TST-R11", rested=True)
    pool(state, "ann", void=4)
    payment = {"sources": [{"card": excalibur, "will": "light", "more": ["light"]}], "pool": {"void": 4}}
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": j_ruler, "ability": 2, "payment": payment}))
    assert player(state, "ann").gods_arts == [art["gods_art"]]
    assert not next(e for e in player(state, "ann").field if e.id == rested).rested
    assert next(e for e in player(state, "ann").field if e.id == excalibur).rested


def test_fow_will_spend_gods_art_r_refused_for_another_card() -> None:
    """FOW-WILL-SPEND-GODS-ART-R: SDAO1-025's wills do not pay TST-R05 ({W}{W}{2}, an Angel: neither a
    stranger nor a Sword Art), neither used as a source nor taken from the pool once produced; the same
    payment with plain will is accepted."""
    state, excalibur = _faria_with_excalibur()
    angel = to_hand(state, "ann", "TST-R05")
    pool(state, "ann", void=2)
    spent: dict[str, object] = {"sources": [{"card": excalibur, "will": "light", "more": ["light"]}], "pool": {"void": 2}}
    assert code_of(state, _play(angel, spent)) == "FOW-WILL-SPEND-GODS-ART-R"
    state = act(state, {"type": "produce_will", "player": "ann", "source": excalibur, "will": "light", "more": ["light"]})
    assert [(w.will, w.only.gods_art) for w in player(state, "ann").restricted] == [("light", True), ("light", True)]
    assert code_of(state, _play(angel, {"restricted": {"light": 2}, "pool": {"void": 2}})) == "FOW-WILL-SPEND-GODS-ART-R"
    pool(state, "ann", light=2, void=2)
    assert code_of(state, _play(angel, {"pool": {"light": 2, "void": 2}})) is None


# -- mill of six to ten cards (the vocabulary's Mill, read up to its bound) ------------------------------------


def test_mill_reads_the_top_ten_cards() -> None:
    """AOA-091 (a chant: put the top ten cards of your deck into your graveyard), refused before for the
    number ten only: played from ann's hand, her ten top cards go to her graveyard in their order."""
    assert entry("AOA-091")["supported"] and card("AOA-091")["effects"] == [{"op": "mill", "amount": 10}]
    state = real_started("AOA-091")
    chant = to_hand(state, "ann", "AOA-091")
    top = list(player(state, "ann").deck[:10])
    pool(state, "ann", darkness=1, void=1)
    state = resolve_all(act(state, _play(chant, {"pool": {"darkness": 1, "void": 1}})))
    ann = player(state, "ann")
    assert all(c in ann.graveyard for c in top) and not set(top) & set(ann.deck)


# -- FOW-THEY-TARGETS-R ---------------------------------------------------------------------------------------


def _battle() -> tuple[State, str]:
    """Ann's first main phase with SNV-017 in her hand ({W}{W}{3}) and the will for it in her pool."""
    state = real_started("SNV-017")
    chant = to_hand(state, "ann", "SNV-017")
    pool(state, "ann", light=2, void=3)
    return state, chant


def _cast(chant: str, targets: list[str]) -> dict[str, object]:
    return {"type": "play_card", "player": "ann", "card": chant, "targets": targets, "payment": {"pool": {"light": 2, "void": 3}}}


def test_fow_they_targets_r_both_targets_recover_and_gain() -> None:
    """FOW-THEY-TARGETS-R with SNV-017 (recover two target resonators; they gain [+200/+400] until end of turn):
    ann's rested TST-R01 and bob's rested TST-R05 are both recovered and both gain [+200/+400]."""
    assert entry("SNV-017")["supported"] and entry("NWE-073")["supported"]
    state, chant = _battle()
    mine = to_field(state, "ann", "TST-R01", rested=True)
    theirs = to_field(state, "bob", "TST-R05", rested=True)
    before = {c: stats(state, c)[:2] for c in (mine, theirs)}
    state = resolve_all(act(state, _cast(chant, [mine, theirs])))
    for c in (mine, theirs):
        atk, dfn = before[c]
        assert stats(state, c)[:2] == (atk + 200, dfn + 400)
    assert not any(e.rested for p in state.players for e in p.field if e.id in (mine, theirs))


def test_fow_they_targets_r_refused_readings_and_one_target() -> None:
    """FOW-THEY-TARGETS-R: "they" after a single target is refused when read (no card is guessed); SNV-017
    played naming one resonator for its two slots (not "up to") is refused (FOW-PLAY-1)."""
    from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects

    with pytest.raises(Unsupported, match="'they'"):
        parse_effects("Destroy target resonator. They gain [+300/+700] until end of turn.")
    state, chant = _battle()
    mine = to_field(state, "ann", "TST-R01", rested=True)
    assert code_of(state, _cast(chant, [mine])) == "FOW-PLAY-1"


# -- FOW-IT-TARGET-R with FOW-STATUS-UNTIL-R: "It cannot attack (or block) this turn" ---------------------------


def test_it_cannot_attack_this_turn_binds_the_one_target() -> None:
    """ENW-042 (recover target J/resonator you control; it cannot attack this turn; draw a card): ann's rested
    TST-R05 is recovered and she draws; its attack that turn is refused (FOW-CANNOT-ATTACK-R), while her other
    resonator TST-R01 may attack. "It cannot attack" after no single target stays refused."""
    from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects

    assert entry("ENW-042")["supported"]
    with pytest.raises(Unsupported, match="'it'"):
        parse_effects("Destroy all resonators. It cannot attack this turn.")
    state = real_started("ENW-042")
    chant = to_hand(state, "ann", "ENW-042")
    bound = to_field(state, "ann", "TST-R05", rested=True)
    free = to_field(state, "ann", "TST-R01")
    hand = len(player(state, "ann").hand)
    will = {k: v for k, v in card("ENW-042")["cost"].get("specified", {}).items()} | ({"void": card("ENW-042")["cost"]["free"]} if card("ENW-042")["cost"].get("free") else {})
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [bound], "payment": {"pool": will}}))
    assert not next(e for e in player(state, "ann").field if e.id == bound).rested
    assert len(player(state, "ann").hand) == hand  # the chant left, a card was drawn
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": bound, "target": "bob"}) == "FOW-CANNOT-ATTACK-R"
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": free, "target": "bob"}) is None
