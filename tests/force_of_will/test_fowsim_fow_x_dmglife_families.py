"""Damage and life forms read by fow-x-dmglife, each played with a real card named by id (the printed text stays in
../shared):

- FOW-GAIN-LIFE-ITS-CONTROLLER-R: "<effect on target resonator>. Its controller gains N life" (AO3-006, a chant).
- FOW-BANISHED-COST-STAT-R: a chant's damage and life equal to the ATK / DEF of the resonator its additional cost
  banished (ACN-125).
- FOW-EACH-YOURS-DEALS-R: "Each J/resonator you control deals N damage to your opponent" (TWS-024's God's Art, a ruler).
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import field, real_started, resolve_all, resolve_collecting, ruler_game, ruler_of, will_for

# -- FOW-GAIN-LIFE-ITS-CONTROLLER-R ------------------------------------------------------------------------------


def _destroy_and_gain(state: State, target: str) -> State:
    """Ann plays AO3-006 (not awakened) on ``target`` and everything resolves."""
    spell = to_hand(state, "ann", "AO3-006")
    will = will_for("AO3-006")
    pool(state, "ann", **will)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [target], "payment": {"pool": will}}))


def test_fow_gain_life_its_controller_r_is_read() -> None:
    """FOW-GAIN-LIFE-ITS-CONTROLLER-R: AO3-006 supported; its text destroys the target, then its controller gains 1000."""
    assert entry("AO3-006")["supported"]
    effects = card("AO3-006")["effects"]
    assert effects[:2] == [{"op": "destroy", "target": 0}, {"op": "gain_life", "amount": 1000, "controller_of": 0}]


def test_fow_gain_life_its_controller_r_the_destroyed_cards_controller_gains() -> None:
    """FOW-GAIN-LIFE-ITS-CONTROLLER-R with AO3-006: bob's resonator destroyed, bob (its controller as it last was in the
    field) gains 1000 life, not ann; on ann's own resonator, ann gains it."""
    state = real_started("AO3-006")
    imp = to_field(state, "bob", "TST-R11")
    state = _destroy_and_gain(state, imp)
    assert imp not in field(state, "bob")
    assert player(state, "bob").life == 5000 and player(state, "ann").life == 4000
    state = real_started("AO3-006")
    mine = to_field(state, "ann", "TST-R11")
    state = _destroy_and_gain(state, mine)
    assert mine not in field(state, "ann") and player(state, "ann").life == 5000 and player(state, "bob").life == 4000


def test_fow_gain_life_its_controller_r_illegal_target_gains_nothing() -> None:
    """FOW-GAIN-LIFE-ITS-CONTROLLER-R (CR 903.3a): the target gone from the field before AO3-006 resolves, nobody gains."""
    state = real_started("AO3-006")
    imp = to_field(state, "bob", "TST-R11")
    spell = to_hand(state, "ann", "AO3-006")
    will = will_for("AO3-006")
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [imp], "payment": {"pool": will}})
    seat = player(state, "bob")
    seat.field = [e for e in seat.field if e.id != imp]
    seat.graveyard.append(imp)
    state = resolve_all(state)
    assert player(state, "bob").life == 4000 and player(state, "ann").life == 4000


def test_fow_gain_life_its_controller_r_broken_after_no_effect_on_the_target() -> None:
    """FOW-GAIN-LIFE-ITS-CONTROLLER-R broken: an invented wording whose sentence before changes the target without
    moving it (a stat change) is refused, naming the rule's reading."""
    reason = line_refusal("Target resonator gains [+100/+100] until end of turn. Its controller gains 500 life.", "chant")
    assert "'its controller gains N life' after no effect on the one J/resonator targeted just before it" in reason


# -- FOW-BANISHED-COST-STAT-R ------------------------------------------------------------------------------------


def _play_banishing(state: State, banished: str | None) -> dict[str, Any]:
    spell = to_hand(state, "ann", "ACN-125")
    will = will_for("ACN-125")
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": spell, "targets": [], "payment": {"pool": will, "banish": [banished] if banished else []}}


def test_fow_banished_cost_stat_r_is_read() -> None:
    """FOW-BANISHED-COST-STAT-R: ACN-125 supported -- a resonator banished as its additional cost, damage to the
    opponent equal to its ATK, life equal to its DEF."""
    assert entry("ACN-125")["supported"]
    record = card("ACN-125")
    assert record["extra_banish"] == {}
    assert record["effects"] == [
        {"op": "damage", "amount": 0, "each": "your_opponent", "cost_banished": "atk"},
        {"op": "gain_life", "cost_banished": "def"},
    ]


def test_fow_banished_cost_stat_r_atk_and_def_as_banished() -> None:
    """FOW-BANISHED-COST-STAT-R with ACN-125: ann banishes her 700/500 resonator carrying a [+100/+100] counter (800/600
    as it is banished): the stats are kept on the chase object, bob takes 800 damage and ann gains 600 life."""
    state = real_started("ACN-125")
    boar = to_field(state, "ann", "TST-R08", counters={"+100/+100": 1})  # 700/500 printed
    state = act(state, _play_banishing(state, boar))
    assert boar not in field(state, "ann") and boar in player(state, "ann").graveyard
    assert state.chase[-1].banished_stats == [800, 600]
    state = resolve_all(state)
    assert player(state, "bob").life == 3200 and player(state, "ann").life == 4600


def test_fow_banished_cost_stat_r_broken() -> None:
    """FOW-BANISHED-COST-STAT-R broken: the spell cannot be played without banishing a resonator (FOW-EXTRA-BANISH-R);
    'the banished resonator' in an ability's text (AO2-006's activate ability) is refused citing the rule; and a chant
    reading it without the additional cost fails the card-set check."""
    state = real_started("ACN-125")
    assert code_of(state, _play_banishing(state, None)) == "FOW-EXTRA-BANISH-R"
    assert any("FOW-BANISHED-COST-STAT-R" in u["reason"] for u in entry("AO2-006")["unsupported"])
    record = {k: v for k, v in card("ACN-125").items() if k != "extra_banish"}
    problems = collect_card_errors(msgspec.convert(record, CardDef), {}, "")
    assert any("FOW-BANISHED-COST-STAT-R" in p.message for p in problems)


# -- FOW-EACH-YOURS-DEALS-R --------------------------------------------------------------------------------------


def _declare_war(state: State) -> tuple[State, list[dict[str, Any]]]:
    """Ann plays her ruler TWS-024's God's Art ({0}) and it resolves."""
    art = {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": 0, "targets": []}
    return resolve_collecting(act(state, art))


def test_fow_each_yours_deals_r_is_read() -> None:
    """FOW-EACH-YOURS-DEALS-R: TWS-024 supported; its God's Art has each of ann's J/resonators deal 200 to her opponent."""
    assert entry("TWS-024")["supported"]
    (art,) = card("TWS-024")["abilities"]
    assert art["effects"] == [{"op": "damage", "amount": 200, "each": "your_opponent", "sources": "your_j_resonators"}]


def test_fow_each_yours_deals_r_each_card_is_a_source() -> None:
    """FOW-EACH-YOURS-DEALS-R with TWS-024: ann's two resonators each deal 200 damage to bob (two damage events, each
    its own source; 4000 -> 3600); bob's resonator deals none, and ann takes none."""
    state = ruler_game("TWS-024")
    imp, boar = to_field(state, "ann", "TST-R11"), to_field(state, "ann", "TST-R08")
    to_field(state, "bob", "TST-R01")
    state, events = _declare_war(state)
    dealt = [(e["source"], e["target"], e["amount"]) for e in events if e["type"] == "damage"]
    assert sorted(dealt) == sorted([(imp, "bob", 200), (boar, "bob", 200)])
    assert player(state, "bob").life == 3600 and player(state, "ann").life == 4000


def test_fow_each_yours_deals_r_broken() -> None:
    """FOW-EACH-YOURS-DEALS-R broken: with no J/resonator of ann's in the field nothing is dealt; an invented wording
    of damage per card counted is refused with the rule's reading."""
    state = ruler_game("TWS-024")
    to_field(state, "bob", "TST-R01")
    state, events = _declare_war(state)
    assert not [e for e in events if e["type"] == "damage"] and player(state, "bob").life == 4000
    reason = line_refusal("Each J/resonator you control deals 200 damage to each resonator your opponent controls.", "chant")
    assert "damage dealt by each of a group to 'each resonator your opponent controls'" in reason
