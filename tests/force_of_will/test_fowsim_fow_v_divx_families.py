"""Divided damage forms read by fow-v-divx, each played with a real card named by id (the printed text stays in
../shared):

- FOW-DAMAGE-DIVIDED-X-R: a chant's damage divided as you choose among any number of targets, its amount X the
  total ATK of a group of the player's J/resonators, fixed as it is played (CST-056: J/resonators, "X ... where X is";
  SNV-057: Machine resonators, "damage equal to").
- FOW-DAMAGE-DIVIDED-ABILITY-R: an automatic ([Enter]) ability's divided damage, the division given with the
  play_automatic action (NWE-015: X its own ATK, then a draw and a discard; NDR-021's printed 1500 read).
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import PlayCard, State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_hand
from .real import ann_first, j_ruler_to_field, paid_play, real_set, real_started, resolve_collecting

# -- FOW-DAMAGE-DIVIDED-X-R (CST-056, SNV-057) -------------------------------------------------------------------------


def _dealt(events: list[dict[str, Any]]) -> dict[str, int]:
    return {e["target"]: e["amount"] for e in events if e["type"] == "damage"}


def _chant(card_id: str, *cards: tuple[str, str], real: tuple[str, ...] = ()) -> tuple[State, list[str], dict[str, Any]]:
    """Ann holds ``card_id`` with its cost in her pool; each (player, card) of ``cards`` put into that player's field
    (``"j_ruler"``: that player's J-ruler); the play action (no targets yet) and the cards' ids."""
    state = real_started(card_id, *real)
    ids = [j_ruler_to_field(state, pid) if what == "j_ruler" else to_field(state, pid, what) for pid, what in cards]
    return state, ids, paid_play(state, "ann", card_id)


def test_fow_damage_divided_x_r_reading() -> None:
    """CST-056 and SNV-057 supported: sixteen optional slots of the opponent's things, each a divided damage whose
    total is the total ATK of a group of the player's."""
    for card_id, kind, group in (("CST-056", "j_resonator", {"what": "j_resonator"}), ("SNV-057", "resonator", {"what": "resonator", "races": ["Machine"]})):
        assert entry(card_id)["supported"], entry(card_id)["unsupported"]
        read = card(card_id)
        assert read["targets"] == [{"kind": kind, "controller": "opponent", "optional": True}] * 16
        assert read["effects"] == [{"op": "damage", "amount": 0, "target": slot, "divided": True, "divided_atk": group} for slot in range(16)]


def test_fow_damage_divided_x_r_total_atk_divided() -> None:
    """CST-056 with ann's TST-R01 (ATK 400) and J-ruler (ATK 1000): X is 1400, divided 1000 to bob's J-ruler and 400
    to his TST-R08; a change of ann's ATKs after it is played does not change the shares."""
    state, (_, mine, theirs, j_ruler), action = _chant("CST-056", ("ann", "j_ruler"), ("ann", "TST-R01"), ("bob", "TST-R08"), ("bob", "j_ruler"))
    state = act(state, action | {"targets": [j_ruler, theirs], "divide": [1000, 400]})
    assert state.chase[-1].divide == [1000, 400]
    ann = player(state, "ann")
    ann.field = [e for e in ann.field if e.id != mine]
    state, events = resolve_collecting(state)
    assert _dealt(events) == {j_ruler: 1000, theirs: 400}


def test_fow_damage_divided_x_r_group_only() -> None:
    """SNV-057: only ann's Machine resonators count -- BFA-086 (ATK 800), not her TST-R01 -- so 800 to divide."""
    state, (_, _, one, two), action = _chant("SNV-057", ("ann", "BFA-086"), ("ann", "TST-R01"), ("bob", "TST-R01"), ("bob", "TST-R08"), real=("BFA-086",))
    assert code_of(state, action | {"targets": [one, two], "divide": [600, 600]}) == "FOW-DAMAGE-DIVIDED-X-R"
    state, events = resolve_collecting(act(state, action | {"targets": [one, two], "divide": [400, 400]}))
    assert _dealt(events) == {one: 400, two: 400}


def test_fow_damage_divided_x_r_listed_plays() -> None:
    """The listed plays of SNV-057 with 800 to divide carry an even division; none without a target, and none at all
    when ann controls no Machine (X 0: no division)."""
    state, (_, one, two), action = _chant("SNV-057", ("ann", "BFA-086"), ("bob", "TST-R01"), ("bob", "TST-R08"), real=("BFA-086",))
    listed = [msgspec.to_builtins(a) for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == action["card"]]
    divisions = {tuple(a["targets"]): a.get("divide") for a in listed if a["type"] == "play_card"}
    assert divisions[(one,)] == [800] and divisions[(one, two)] == [400, 400]
    assert () not in divisions
    state, _, action = _chant("SNV-057", ("bob", "TST-R01"))
    assert not [a for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == action["card"] and isinstance(a, PlayCard)]


def test_fow_damage_divided_x_r_breaks() -> None:
    """CST-056 with X 400 (ann's TST-R01): shares adding up to more or less than X are refused citing the rule; with
    no J/resonator of ann's (X 0) no target can be given a share, so any play is refused."""
    state, (_, one, two), action = _chant("CST-056", ("ann", "TST-R01"), ("bob", "TST-R01"), ("bob", "TST-R08"))
    assert code_of(state, action | {"targets": [one, two], "divide": [400, 100]}) == "FOW-DAMAGE-DIVIDED-X-R"
    assert code_of(state, action | {"targets": [one], "divide": [300]}) == "FOW-DAMAGE-DIVIDED-X-R"
    assert code_of(state, action | {"targets": [one, two], "divide": [200, 200]}) is None
    state, (one,), action = _chant("CST-056", ("bob", "TST-R01"))
    assert code_of(state, action | {"targets": [one], "divide": [100]}) == "FOW-DAMAGE-DIVIDED-X-R"
    assert code_of(state, action | {"targets": [], "divide": []}) == "FOW-DAMAGE-DIVIDED-R"


# -- FOW-DAMAGE-DIVIDED-ABILITY-R (NDR-021, NWE-015) -------------------------------------------------------------------


def test_fow_damage_divided_ability_r_reading() -> None:
    """NWE-015 supported (NDR-021's [Enter] line read, a printed 1500 in fifteen slots; its other line is another
    family's, so it is not tested in play): one optional slot per 100
    of the damage (sixteen for an X), then NWE-015's draw and discard."""
    assert entry("NWE-015")["supported"], entry("NWE-015")["unsupported"]
    enter = card("NWE-015")["abilities"][1]
    assert enter["targets"] == [{"kind": "j_resonator", "optional": True}] * 16
    assert enter["effects"][:16] == [{"op": "damage", "amount": 0, "target": slot, "divided": True, "divided_own_atk": True} for slot in range(16)]
    assert [e["op"] for e in enter["effects"][16:]] == ["draw", "discard"]
    assert all("FOW-DAMAGE-DIVIDED" not in u["reason"] for u in entry("NDR-021")["unsupported"])
    assert len(card("NDR-021")["abilities"][-1]["targets"]) == 15


def _enter(card_id: str, moons: int = 0) -> tuple[State, str]:
    """Ann's ``card_id`` played and resolved (``moons`` of her TST-R11 in her field, made Moon Protection in this
    card set), bob's TST-R01 and TST-R08 in his field; its [Enter] ability waits to be played: the state, its card."""
    cards = copy.deepcopy(real_set(card_id)["cards"])
    next(c for c in cards if c["id"] == "TST-R11")["races"] = ["Moon Protection"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"][card_id] = 1
    state = ann_first({"card_set": {"id": "tst-plus-v-divx", "cards": cards}}, decks, "v-divx")
    for _ in range(moons):
        to_field(state, "ann", "TST-R11")
    to_field(state, "bob", "TST-R01")
    to_field(state, "bob", "TST-R08")
    instance = to_hand(state, "ann", card_id)
    will = {"fire": 1, "void": 1}
    pool(state, "ann", **will)
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}))
    return state, instance


def _bob(state: State) -> list[str]:
    return [e.id for e in player(state, "bob").field]


def test_fow_damage_divided_ability_r_own_atk() -> None:
    """NWE-015 with two Moon Protection entities of ann's: ATK 400, so 400 divided -- 300 and 100, kept on the chase
    object -- then ann draws two cards and discards two. The listed plays divide the 400 evenly."""
    state, _ = _enter("NWE-015", moons=2)
    one, two = _bob(state)
    pending = state.pending[0].id
    listed = [msgspec.to_builtins(a) for a in GAME.legal_actions(state, "ann") if getattr(a, "pending", None) == pending]
    divisions = {tuple(a["targets"]): a.get("divide") for a in listed}
    assert divisions[(one,)] == [400] and divisions[(one, two)] == [200, 200] and () not in divisions
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [one, two], "divide": [300, 200]}) == "FOW-DAMAGE-DIVIDED-ABILITY-R"
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [one, two], "divide": [300, 100]})
    assert state.chase[-1].divide == [300, 100]
    hand = len(player(state, "ann").hand)
    state = both_pass(state)
    assert {e.id: e.damage for e in player(state, "bob").field} == {one: 300, two: 100}
    assert len(player(state, "ann").hand) == hand + 2
    assert state.decision is not None and state.decision.player == "ann"  # the two discards follow


def test_fow_damage_divided_ability_r_breaks() -> None:
    """NWE-015 with ATK 200 (one Moon Protection entity): no division, one share too few, shares adding up to another
    amount -- refused; with ATK 0
    (no Moon Protection) nothing to divide: the ability is not played."""
    state, _ = _enter("NWE-015", moons=1)
    one, two = _bob(state)
    pending = state.pending[0].id
    base = {"type": "play_automatic", "player": "ann", "pending": pending}
    assert code_of(state, base | {"targets": [one, two]}) == "FOW-DAMAGE-DIVIDED-R"
    assert code_of(state, base | {"targets": [one, two], "divide": [200]}) == "FOW-DAMAGE-DIVIDED-R"
    assert code_of(state, base | {"targets": [one, two], "divide": [200, 100]}) == "FOW-DAMAGE-DIVIDED-ABILITY-R"
    assert code_of(state, base | {"targets": [one], "divide": [100]}) == "FOW-DAMAGE-DIVIDED-ABILITY-R"
    assert code_of(state, base | {"targets": [one, two], "divide": [100, 100]}) is None
    state, instance = _enter("NWE-015")
    assert not state.pending and not any(item.card == instance for item in state.chase)
