"""Damage forms read by fow-u-divided, each played with a real card named by id (the printed text stays in ../shared):

- FOW-DAMAGE-DIVIDED-R: a chant's "This card deals N damage divided as you choose to any number of target <things>"
  (GITS2045-001: 600 among resonators; PofA-021: 1400 among J/resonators, fourteen slots): the division is part of
  the play (CR 903.2j), kept on the chase object, each legal target dealt its share as it resolves.
- FOW-AWAKENED-SECOND-TARGET-R: a chant's "<effect on target <thing>>. If this card was awakened, <effect> up to one
  second target <thing>" (NDR-031: damage; ACN-045: the trailing "if" and the "to" left out; SNV-054: rest): the second
  slot is chosen only when the card is played awakened.
- FOW-DAMAGE-REST-R: "This card deals N damage to target resonator. If this card would deal more damage to that
  resonator than its DEF (capacity), it deals the rest to that resonator's controller" (AOA-036: DEF, a chant;
  AO3-026: capacity, an [Enter] ability).
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_hand
from .real import ann_first, j_ruler_to_field, paid_play, real_set, real_started, resolve_collecting
from .test_fowsim_fow_dec_c_families import OTHER_STRANGERS

# -- FOW-DAMAGE-DIVIDED-R (GITS2045-001, PofA-021) ---------------------------------------------------------------------


def _dealt(events: list[dict[str, Any]]) -> dict[str, int]:
    return {e["target"]: e["amount"] for e in events if e["type"] == "damage"}


def _chant(card_id: str, *targets: tuple[str, str]) -> tuple[State, list[str], dict[str, Any]]:
    """Ann holds ``card_id`` with its cost in her pool; each (player, card) of ``targets`` put into that player's
    field (``"j_ruler"``: that player's J-ruler); the play action (no targets yet) and the targets' ids."""
    state = real_started(card_id)
    ids = [j_ruler_to_field(state, pid) if what == "j_ruler" else to_field(state, pid, what) for pid, what in targets]
    return state, ids, paid_play(state, "ann", card_id)


def test_fow_damage_divided_r_reading() -> None:
    """GITS2045-001 and PofA-021 supported: one optional slot per 100 of the damage, each a divided damage."""
    for card_id, amount, kind in (("GITS2045-001", 600, "resonator"), ("PofA-021", 1400, "j_resonator")):
        assert entry(card_id)["supported"], entry(card_id)["unsupported"]
        read = card(card_id)
        assert read["targets"] == [{"kind": kind, "optional": True}] * (amount // 100)
        assert read["effects"] == [{"op": "damage", "amount": amount, "target": slot, "divided": True} for slot in range(amount // 100)]


def test_fow_damage_divided_r_each_target_dealt_its_share() -> None:
    """GITS2045-001 on bob's TST-R01 (DEF 400) and TST-R08 (DEF 500), 400 and 200: the first is destroyed, the
    second keeps 200 damage; the division stays on the chase object until it resolves."""
    state, (small, big), action = _chant("GITS2045-001", ("bob", "TST-R01"), ("bob", "TST-R08"))
    state = act(state, action | {"targets": [small, big], "divide": [400, 200]})
    assert state.chase[-1].divide == [400, 200]
    state, events = resolve_collecting(state)
    assert _dealt(events) == {small: 400, big: 200}
    assert small not in {e.id for e in player(state, "bob").field}
    assert next(e for e in player(state, "bob").field if e.id == big).damage == 200


def test_fow_damage_divided_r_all_to_one_and_to_a_j_ruler() -> None:
    """PofA-021: all 1400 to bob's J-ruler (DEF 1000) -- destroyed; or 1000 to it and 400 to ann's TST-R01."""
    state, (j_ruler,), action = _chant("PofA-021", ("bob", "j_ruler"))
    state, events = resolve_collecting(act(state, action | {"targets": [j_ruler], "divide": [1400]}))
    assert _dealt(events) == {j_ruler: 1400}
    state, (j_ruler, mine), action = _chant("PofA-021", ("bob", "j_ruler"), ("ann", "TST-R01"))
    state, events = resolve_collecting(act(state, action | {"targets": [j_ruler, mine], "divide": [1000, 400]}))
    assert _dealt(events) == {j_ruler: 1000, mine: 400}


def test_fow_damage_divided_r_illegal_target_share_not_dealt() -> None:
    """CR 903.2j-2, 903.3a: a target gone from the field before GITS2045-001 resolves is dealt nothing and its share
    is not moved: the other target takes its own share only."""
    state, (gone, kept), action = _chant("GITS2045-001", ("bob", "TST-R02"), ("bob", "TST-R13"))
    state = act(state, action | {"targets": [gone, kept], "divide": [500, 100]})
    bob = player(state, "bob")
    bob.field = [e for e in bob.field if e.id != gone]
    bob.hand.append(gone)
    state, events = resolve_collecting(state)
    assert _dealt(events) == {kept: 100}


def test_fow_damage_divided_r_listed_plays_divide_evenly() -> None:
    """The listed plays of GITS2045-001 carry a division of 600 among their targets, as even as hundreds allow."""
    state, (one, two), action = _chant("GITS2045-001", ("bob", "TST-R01"), ("bob", "TST-R08"))
    listed = [msgspec.to_builtins(a) for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == action["card"]]
    divisions = {tuple(a["targets"]): a.get("divide") for a in listed if a["type"] == "play_card"}
    assert divisions[(one,)] == [600] and divisions[(one, two)] == [300, 300]
    assert () not in divisions  # no target: nothing to divide the damage among


def test_fow_damage_divided_r_breaks() -> None:
    """FOW-DAMAGE-DIVIDED-R: no division, one share too few, a share under 100 or not of hundreds, shares adding up to
    another amount, a gap among the targets, or a division for a card dividing no damage -- each refused."""
    state, (one, two), action = _chant("GITS2045-001", ("bob", "TST-R01"), ("bob", "TST-R08"))
    for wrong in (
        {"targets": [one, two]},
        {"targets": [one, two], "divide": [600]},
        {"targets": [one, two], "divide": [600, 0]},
        {"targets": [one, two], "divide": [550, 50]},
        {"targets": [one, two], "divide": [400, 100]},
        {"targets": [one, two], "divide": [400, 300]},
        {"targets": [], "divide": []},
        {"targets": [one, "", two], "divide": [300, 100, 200]},
    ):
        assert code_of(state, action | wrong) == "FOW-DAMAGE-DIVIDED-R", wrong
    other = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-R01"), "payment": {"pool": {"light": 1}}}
    pool(state, "ann", light=1)
    assert code_of(state, other) is None
    assert code_of(state, other | {"divide": [100]}) == "FOW-DAMAGE-DIVIDED-R"


def test_fow_damage_divided_r_unread_variants_refused() -> None:
    """An amount X of a count to divide (RDE-079) stays refused, citing it (CST-056's X, a total ATK:
    FOW-DAMAGE-DIVIDED-X-R; NDR-021's [Enter]: FOW-DAMAGE-DIVIDED-ABILITY-R; EDL-033's 2000 over twenty slots read
    since fow-z-dmg: FOW-DAMAGE-DIVIDED-TWENTY-R)."""
    for card_id in ("RDE-079",):
        reasons = [u["reason"] for u in entry(card_id)["unsupported"]]
        assert any("FOW-DAMAGE-DIVIDED-R" in reason for reason in reasons), reasons


# -- FOW-AWAKENED-SECOND-TARGET-R (NDR-031, ACN-045, SNV-054) ----------------------------------------------------------


def test_fow_awakened_second_target_r_reading() -> None:
    """NDR-031, ACN-045, SNV-054 and SNV-092 supported: their second slot optional and chosen only awakened."""
    for card_id in ("NDR-031", "ACN-045", "SNV-054", "SNV-092"):
        assert entry(card_id)["supported"], entry(card_id)["unsupported"]
        first, second = card(card_id)["targets"]
        assert second == first | {"optional": True, "awakened": 1}
        assert card(card_id)["effects"][1]["condition"] == "awakened"


def _flames(*, awakened: bool) -> tuple[State, list[str], dict[str, Any]]:
    """NDR-031 in ann's hand, her cost (and its [Awakening] cost when ``awakened``) in her pool; bob's TST-R01 and
    TST-R08 in his field: the play (no targets yet) and his two resonators."""
    state = real_started("NDR-031")
    ids = [to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R08")]
    will = {"fire": 2, "void": 3} if awakened else {"fire": 1, "void": 1}
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "NDR-031"), "awakening": awakened, "payment": {"pool": will}}
    return state, ids, action


def test_fow_awakened_second_target_r_awakened_both_dealt() -> None:
    """NDR-031 awakened at bob's TST-R01 and TST-R08: 600 damage to each (both destroyed); awakened with the second
    slot left unchosen, the first alone."""
    state, (one, two), action = _flames(awakened=True)
    state, events = resolve_collecting(act(state, action | {"targets": [one, two]}))
    assert _dealt(events) == {one: 600, two: 600}
    assert not {one, two} & {e.id for e in player(state, "bob").field}
    state, (one, two), action = _flames(awakened=True)
    state, events = resolve_collecting(act(state, action | {"targets": [one]}))
    assert _dealt(events) == {one: 600}


def test_fow_awakened_second_target_r_breaks() -> None:
    """FOW-AWAKENED-SECOND-TARGET-R: not awakened, NDR-031 names no second target (refused, FOW-PLAY-1) and deals its
    600 to the first only; one resonator is never named for both slots."""
    state, (one, two), action = _flames(awakened=False)
    assert code_of(state, action | {"targets": [one, two]}) == "FOW-PLAY-1"
    state_after, events = resolve_collecting(act(state, action | {"targets": [one]}))
    assert _dealt(events) == {one: 600}
    state, (one, two), action = _flames(awakened=True)
    assert code_of(state, action | {"targets": [one, one]}) == "FOW-PLAY-1"


# -- FOW-DAMAGE-REST-R (AOA-036, AO3-026) ------------------------------------------------------------------------------


def test_fow_damage_rest_r_reading() -> None:
    """AOA-036 and AO3-026 supported: the damage to one target resonator goes over its DEF / capacity."""
    assert entry("AOA-036")["supported"] and entry("AO3-026")["supported"]
    assert card("AOA-036")["effects"] == [{"op": "damage", "amount": 1000, "target": 0, "rest_over": "def"}]
    assert card("AO3-026")["abilities"][0]["effects"] == [{"op": "damage", "amount": 1700, "target": 0, "rest_over": "capacity"}]


def _rest_chant(target_id: str, damage: int = 0) -> tuple[State, str, dict[str, Any]]:
    """AOA-036 in ann's hand, paid; bob's ``target_id`` in his field with ``damage`` on it: the play at it."""
    state = real_started("AOA-036")
    target = to_field(state, "bob", target_id)
    next(e for e in player(state, "bob").field if e.id == target).damage = damage
    return state, target, paid_play(state, "ann", "AOA-036") | {"targets": [target]}


def test_fow_damage_rest_r_over_def_to_its_controller() -> None:
    """AOA-036 at bob's TST-R01 (DEF 400): 400 to it, the other 600 to bob; at his TST-R13 (DEF 800) with 300 damage on
    it: 800 to it (its DEF, not its capacity) and 200 to bob."""
    state, target, action = _rest_chant("TST-R01")
    life = player(state, "bob").life
    state, events = resolve_collecting(act(state, action))
    assert [(e["target"], e["amount"]) for e in events if e["type"] == "damage"] == [(target, 400), ("bob", 600)]
    assert player(state, "bob").life == life - 600
    state, target, action = _rest_chant("TST-R13", damage=300)
    state, events = resolve_collecting(act(state, action))
    assert [(e["target"], e["amount"]) for e in events if e["type"] == "damage"] == [(target, 800), ("bob", 200)]


def _rest_enter(target_id: str, damage: int) -> tuple[State, list[dict[str, Any]], str]:
    """Ann plays AO3-026; its [Enter] ability at bob's ``target_id`` with ``damage`` on it: the state, the events of
    the ability's resolution, the target."""
    cards = copy.deepcopy(real_set("AO3-026", *OTHER_STRANGERS)["cards"])
    next(c for c in cards if c["id"] == "TST-RU1")["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stranger"] = dict.fromkeys(("AO3-026", *OTHER_STRANGERS), 2)
    state = ann_first({"card_set": {"id": "tst-plus-u-divided", "cards": cards}}, decks, "u-divided-stranger")
    seat = player(state, "ann")
    instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == "AO3-026")
    seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
    seat.hand.append(instance)
    sync_counts(seat)
    target = to_field(state, "bob", target_id)
    next(e for e in player(state, "bob").field if e.id == target).damage = damage
    will = {"fire": 3, "void": 1}
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}
    state = both_pass(act(state, action))  # the resonator resolves; its [Enter] ability waits to be played
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [target]})
    state, events = resolve_collecting(state)
    return state, events, target


def test_fow_damage_rest_r_over_capacity() -> None:
    """AO3-026's [Enter] at bob's TST-R13 (DEF 800) with 300 damage on it: 500 to it (its capacity), 1200 to bob."""
    _, events, target = _rest_enter("TST-R13", 300)
    assert [(e["target"], e["amount"]) for e in events if e["type"] == "damage"] == [(target, 500), ("bob", 1200)]


def test_fow_damage_rest_r_breaks() -> None:
    """FOW-DAMAGE-REST-R: AOA-036's 1000 not more than the DEF of bob's TST-R10 (1200), all to the target and none to
    bob; the target gone before AOA-036 resolves (CR 903.3a), nothing to bob either."""
    state, target, action = _rest_chant("TST-R10")
    state, events = resolve_collecting(act(state, action))
    assert [(e["target"], e["amount"]) for e in events if e["type"] == "damage"] == [(target, 1000)]
    state, target, action = _rest_chant("TST-R01")
    state = act(state, action)
    bob = player(state, "bob")
    bob.field = [e for e in bob.field if e.id != target]
    bob.hand.append(target)
    life = bob.life
    state, events = resolve_collecting(state)
    assert not [e for e in events if e["type"] == "damage"] and player(state, "bob").life == life
