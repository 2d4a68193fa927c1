"""Automatic abilities read by fow-n-trig, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-TRIG-IN-GRAVEYARD-R: "Whenever <a card of a filter> enters the field under your control" / "[Resonance]"
  of a card in its owner's graveyard putting this card from the graveyard into the field or the hand (PofA-032,
  CST-023, AO1-053, VIN003-072); FOW-TRIG-ENTERS-MIN-COST-R: "with total cost N or more".
- FOW-TRIG-PLAYED-FILTER-R: "whenever you play a <A> or <B> <Race>", "... a spell with total cost N or less"
  (AO2-016, TUS-067); FOW-TRIG-SECOND-CARD-R: "whenever you play your second card each turn" (SDL4-002).
- FOW-TRIG-ATTACKS-WHAT-R: "whenever this card attacks a J/resonator" (WOM-024); FOW-TRIG-UNBLOCKED-R: "when this
  card isn't blocked while attacking your opponent" (ENW-072), with FOW-TARGET-OPPONENT-LOSES-R.
- FOW-TRIG-DISCARDED-BY-OPP-R: "when this card is discarded by a spell or ability your opponent controls" (TST-081).
- FOW-TRIG-RACE-DESTROYED-R: "when a <Race> you control is destroyed" (VIN002-003).
- FOW-TRIG-RULER-ALLY-ATTACKS-R: a ruler's "whenever a resonator you control attacks", from its ruler area (SDL2-007).
- FOW-TRIG-DAMAGES-ATTACKING-R: "whenever this card deals damage to a resonator while attacking" (SKL-052).
- FOW-TRIG-ALLY-BLOCKED-R: "whenever a J/resonator you control is blocked, destroy it and the blocking J/resonator"
  (VIN003-029).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import KNOWN_RACES
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, imported, line_record, line_refusal
from .helpers import act, both_pass, full_deck, player, pool, started, to_field, to_graveyard, to_hand
from .real import (
    ann_first,
    battle_to_end,
    field,
    judgment_action,
    play,
    real_set,
    real_started,
    reference_card_set_json,
    resolve_all,
    ruler_game,
    stats,
)
from .test_fowsim_fow_dec_c_families import OTHER_STRANGERS


def _pending_sources(state: State) -> list[tuple[str, str]]:
    """The triggered abilities waiting to be played or already on the chase (one without a choice to make is
    put there at once): (controller, card)."""
    return [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase if i.kind in ("automatic", "ruler_automatic")]


R13 = {"fire": 1, "void": 2}  # TST-R13: total cost 3
R12 = {"fire": 1, "void": 1}  # TST-R12: total cost 2


def _cast(state: State, pid: str, def_id: str, will: dict[str, int]) -> State:
    """``pid`` plays the reference card ``def_id`` (no target) from the hand, paying ``will``; both pass."""
    pool(state, pid, **will)
    card_id = to_hand(state, pid, def_id)
    return both_pass(act(state, {"type": "play_card", "player": pid, "card": card_id, "targets": [], "payment": {"pool": will}}))


def _stranger_game() -> State:
    """Ann leads the reference ruler given [Stranger] 10, her stranger deck holding two PofA-032 (a stranger card)."""
    cards = copy.deepcopy(real_set("PofA-032", *OTHER_STRANGERS)["cards"])
    next(c for c in cards if c["id"] == "TST-RU1")["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stranger"] = dict.fromkeys(("PofA-032", *OTHER_STRANGERS), 2)
    return ann_first({"card_set": {"id": "tst-plus-n-trig", "cards": cards}}, decks, "n-trig-stranger")


def _bury_stranger(state: State) -> str:
    """One PofA-032 of ann's stranger deck moved into her graveyard (as an effect would have)."""
    seat = player(state, "ann")
    instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == "PofA-032")
    seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
    seat.graveyard.append(instance)
    return instance


# -- FOW-TRIG-IN-GRAVEYARD-R ------------------------------------------------------------------------------


def test_fow_trig_in_graveyard_r_a_resonator_of_cost_3_entering_puts_this_card_into_the_field() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R (CR 902.2, 906.1) with PofA-032 (whenever a resonator with total cost 3 or more enters
    the field under your control, you may put this card from your graveyard into the field): in ann's graveyard,
    ann's TST-R13 (total cost 3) resolving triggers it for ann; she accepts and PofA-032 enters her field."""
    assert entry("PofA-032")["supported"]
    (ability,) = [a for a in card("PofA-032")["abilities"] if a.get("in_graveyard")]
    assert (ability["trigger"], ability["enters"], ability["effects"]) == (
        "card_enters",
        {"types": ["resonator"], "min_cost": 3},
        [{"op": "from_graveyard", "target": "self", "to": "field", "optional": True}],
    )
    state = _stranger_game()
    buried = _bury_stranger(state)
    state = _cast(state, "ann", "TST-R13", R13)
    assert not state.pending and [(i.kind, i.card) for i in state.chase] == [("automatic", buried)]
    state = act(both_pass(state), {"type": "may", "player": "ann", "accept": True})
    state = resolve_all(state)
    assert buried in field(state, "ann") and buried not in player(state, "ann").graveyard


def test_fow_trig_enters_min_cost_r_a_cheaper_resonator_triggers_nothing() -> None:
    """FOW-TRIG-ENTERS-MIN-COST-R with PofA-032 ("total cost 3 or more", FOW-TRIG-IN-GRAVEYARD-R): ann's TST-R12
    (total cost 2) entering her field triggers nothing, nor does her TST-R11 (total cost 1); her TST-R13 (total
    cost 3) does."""
    state = _stranger_game()
    buried = _bury_stranger(state)
    state = resolve_all(_cast(state, "ann", "TST-R12", R12))
    assert not state.pending and buried in player(state, "ann").graveyard
    state = resolve_all(_cast(state, "ann", "TST-R11", {"fire": 1}))
    assert not state.pending
    state = _cast(state, "ann", "TST-R13", R13)
    assert _pending_sources(state) == [("ann", buried)]


def test_fow_trig_in_graveyard_r_the_ability_is_not_active_in_the_field() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R (CR 902.1a against 902.2): PofA-032 in ann's field does not trigger when her
    TST-R13 enters (the ability exists in the graveyard only); put into her graveyard it does."""
    state = _stranger_game()
    mine = _bury_stranger(state)
    player(state, "ann").graveyard.remove(mine)
    player(state, "ann").field.append(Entity(id=mine))
    state = resolve_all(_cast(state, "ann", "TST-R13", R13))
    assert not state.pending and mine in field(state, "ann")


def test_fow_trig_in_graveyard_r_declined_or_gone_nothing_moves() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R: declined ("you may"), PofA-032 stays in the graveyard; triggered, then removed
    from the graveyard before it resolves (FOW-SELF-FROM-GRAVEYARD-R's resolution), nothing enters."""
    state = _stranger_game()
    buried = _bury_stranger(state)
    state = _cast(state, "ann", "TST-R13", R13)
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": False}))
    assert buried in player(state, "ann").graveyard and buried not in field(state, "ann")
    state = _cast(state, "ann", "TST-R05", {"light": 2, "void": 2})
    assert [i.card for i in state.chase] == [buried]
    ann = player(state, "ann")
    ann.graveyard.remove(buried)
    ann.removed.append(buried)
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": True}))
    assert buried in player(state, "ann").removed and buried not in field(state, "ann")


def test_fow_trig_in_graveyard_r_a_j_ruler_entering_under_your_control() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R with CST-023 (whenever a J-ruler is put into the field under your control, put this
    card from your graveyard into the field): ann's Judgment puts her J-ruler into the field; CST-023 in her
    graveyard triggers and enters her field (no choice)."""
    assert entry("CST-023")["supported"]
    (ability,) = [a for a in card("CST-023")["abilities"] if a.get("in_graveyard")]
    assert (ability["enters"], ability["effects"]) == ({"types": ["j_ruler"]}, [{"op": "from_graveyard", "target": "self", "to": "field"}])
    state = real_started("CST-023")
    buried = to_graveyard(state, "ann", "CST-023")
    state = both_pass(act(state, judgment_action(state, {"light": 2, "void": 1})))
    assert _pending_sources(state) == [("ann", buried)]
    state = resolve_all(state)
    assert buried in field(state, "ann")


def test_fow_trig_in_graveyard_r_pay_life_then_into_the_hand() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R with AO1-053 (whenever a card of one name enters the field under your control, you
    may pay 400 life; if you do, put this card from your graveyard into your hand); the one card of that name in
    the database is not supported, so the reference TST-R11 is given the name (read from the imported record):
    it entering ann's field triggers AO1-053 from her graveyard; paying, ann loses 400 life and AO1-053 goes to
    her hand; declining, it stays."""
    assert entry("AO1-053")["supported"]
    (ability,) = [a for a in card("AO1-053")["abilities"] if a.get("in_graveyard")]
    assert ability["effects"] == [
        {"op": "lose_life", "amount": 400, "pay": True, "optional": True},
        {"op": "from_graveyard", "target": "self", "to": "hand", "condition": "if_you_do"},
    ]
    cards = copy.deepcopy(real_set("AO1-053")["cards"])
    next(c for c in cards if c["id"] == "TST-R11")["name"] = ability["named"][0]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["AO1-053"] = 1
    state = ann_first({"card_set": {"id": "tst-plus-n-trig", "cards": cards}}, decks, "n-trig-named")
    buried = to_graveyard(state, "ann", "AO1-053")
    life = player(state, "ann").life
    state = _cast(state, "ann", "TST-R11", {"fire": 1})
    assert _pending_sources(state) == [("ann", buried)]
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": True}))
    assert buried in player(state, "ann").hand and player(state, "ann").life == life - 400
    player(state, "ann").hand.remove(buried)
    player(state, "ann").graveyard.append(buried)
    sync_counts(player(state, "ann"))
    state = _cast(state, "ann", "TST-R11", {"fire": 1})
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": False}))
    assert buried in player(state, "ann").graveyard and player(state, "ann").life == life - 400


def _resonance_game(*ids: str) -> State:
    """Ann leads TST-RU1 with the real darkness magic stone CMF-101 on top of her magic stone deck."""
    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] in {*ids, "CMF-101"}]
    ann_deck = full_deck("TST-RU1")
    ann_deck["stones"]["CMF-101"] = 1
    for card_id in ids:
        ann_deck["main"][card_id] = 1
    for n in range(50):
        state = started(options={"card_set": {"id": "tst-plus-n-trig", "cards": cards}}, seed=f"n-trig-{n}", decks={"ann": ann_deck, "bob": full_deck("TST-RU2")})
        if state.turn.player == "ann" and state.priority == "ann":
            ann = player(state, "ann")
            dark = next(c for c in ann.stone_deck if ":CMF-101#" in c)
            ann.stone_deck.remove(dark)
            ann.stone_deck.insert(0, dark)
            return state
    raise AssertionError("no seed gives ann the first turn")


def test_fow_trig_in_graveyard_r_resonance_from_the_graveyard_paid_will() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R with VIN003-072 ([Resonance] darkness magic stone: you may pay three darkness will;
    if you do, put this card from your graveyard into your hand): ann calls CMF-101; VIN003-072 in her graveyard
    triggers; she pays and it goes to her hand. In her field it does not trigger (a second call)."""
    assert entry("VIN003-072")["supported"]
    (ability,) = [a for a in card("VIN003-072")["abilities"] if a.get("in_graveyard")]
    assert ability["trigger"] == "resonance" and ability["stone_types"] == ["darkness"]
    state = _resonance_game("VIN003-072")
    buried = to_graveyard(state, "ann", "VIN003-072")
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert _pending_sources(state) == [("ann", buried)]
    state = both_pass(state)
    pool(state, "ann", darkness=3)
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"darkness": 3}}}))
    assert buried in player(state, "ann").hand


def test_fow_trig_in_graveyard_r_resonance_in_the_field_triggers_nothing() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R: VIN003-072 in ann's field: calling CMF-101 triggers nothing."""
    state = _resonance_game("VIN003-072")
    to_field(state, "ann", "VIN003-072")
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert not state.pending


def test_fow_trig_in_graveyard_r_refusals() -> None:
    """FOW-TRIG-IN-GRAVEYARD-R is read for a resonator, addition or regalia putting this card into the hand or (a
    resonator) the field, and nothing else: an addition into the field, a trigger of the opponent's field, or a
    second effect beside it stay refused (invented wordings)."""
    assert "graveyard" in line_refusal("Whenever a resonator enters the field under your control >>> Put this card from your graveyard into your field.", "addition")
    assert "graveyard" in line_refusal("Whenever a resonator enters the field under your opponent's control >>> Put this card from your graveyard into your hand.")
    assert "graveyard" in line_refusal("Whenever a resonator enters the field under your control >>> Draw a card. Put this card from your graveyard into your hand.")


# -- FOW-TRIG-PLAYED-FILTER-R / FOW-TRIG-SECOND-CARD-R ------------------------------------------------------


def _play(state: State, pid: str, instance: str, will: dict[str, int], targets: list[str] | None = None, x: int = 0) -> State:
    """``pid`` plays ``instance`` from the hand, paying ``will`` (no pass)."""
    pool(state, pid, **will)
    action = {"type": "play_card", "player": pid, "card": instance, "targets": targets or [], "payment": {"pool": will}}
    return act(state, action | ({"x": x} if x else {}))


def test_fow_trig_played_filter_r_a_water_or_darkness_race_played() -> None:
    """FOW-TRIG-PLAYED-FILTER-R (CR 906.1) with AO2-016 (whenever you play a water or darkness Mage Art, target
    resonator gains [-200/0] until end of turn): ann's water Mage Art AO2-009 played triggers it; the ability
    goes on the chase above the spell and resolves first: bob's TST-R11 has 200 less ATK."""
    assert entry("AO2-016")["supported"]
    (ability,) = [a for a in card("AO2-016")["abilities"] if a.get("trigger") == "spell_played"]
    assert ability["played"] == {"attributes": ["water", "darkness"], "races": ["Mage Art"]}
    state = real_started("AO2-016", "AO2-009")
    mine = to_field(state, "ann", "AO2-016")
    theirs = to_field(state, "bob", "TST-R11")
    atk = stats(state, theirs)[0]
    state = play(state, "ann", to_hand(state, "ann", "AO2-009"))
    assert _pending_sources(state) == [("ann", mine)]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [theirs]})
    assert [i.kind for i in state.chase] == ["spell", "automatic"]
    state = both_pass(state)
    assert stats(state, theirs)[0] == atk - 200 and [i.kind for i in state.chase] == ["spell"]


def test_fow_trig_played_filter_r_another_attribute_or_race_triggers_nothing() -> None:
    """FOW-TRIG-PLAYED-FILTER-R: a light Mage Art (AO3-016) and a fire chant of no race (TST-C05) played by ann
    trigger nothing."""
    state = real_started("AO2-016", "AO3-016")
    to_field(state, "ann", "AO2-016")
    theirs = to_field(state, "bob", "TST-R11")
    state = play(state, "ann", to_hand(state, "ann", "AO3-016"))
    assert not state.pending
    state = _play(state, "ann", to_hand(state, "ann", "TST-C05"), {"fire": 1}, [theirs])
    assert not state.pending


def test_fow_trig_played_filter_r_total_cost_with_x_as_chosen() -> None:
    """FOW-TRIG-PLAYED-FILTER-R (CR 204.5b: X is the value chosen) with bob's TUS-067 (whenever your opponent plays a
    spell with total cost 1 or less, it deals 1000 damage to your opponent): ann's TST-C05 (total cost 1) triggers
    it: ann loses 1000 life; her TST-C06 with X = 1 (total cost 2) does not; with X = 0 it does; her TST-R12
    (total cost 2) does not."""
    assert entry("TUS-067")["supported"]
    (ability,) = [a for a in card("TUS-067")["abilities"] if a.get("trigger") == "spell_played"]
    assert ability["played"] == {"by": "opponent", "max_cost": 1}
    state = real_started("TUS-067")
    his = to_field(state, "bob", "TUS-067")
    target = to_field(state, "bob", "TST-R10")
    life = player(state, "ann").life
    state = _play(state, "ann", to_hand(state, "ann", "TST-C05"), {"fire": 1}, [target])
    assert _pending_sources(state) == [("bob", his)]
    state = resolve_all(state)
    assert player(state, "ann").life == life - 1000
    state = _play(state, "ann", to_hand(state, "ann", "TST-C06"), {"fire": 2}, [target], x=1)
    assert not state.pending and [i.card for i in state.chase if i.kind != "spell"] == []
    state = resolve_all(state)
    state = _play(state, "ann", to_hand(state, "ann", "TST-C06"), {"fire": 1}, [target])
    assert _pending_sources(state) == [("bob", his)]
    state = resolve_all(state)
    assert player(state, "ann").life == life - 2000
    state = _play(state, "ann", to_hand(state, "ann", "TST-R12"), R12)
    assert not state.pending and not [i for i in state.chase if i.kind != "spell"]


def test_fow_trig_second_card_r_the_second_card_of_the_turn_only() -> None:
    """FOW-TRIG-SECOND-CARD-R (CR 906.1, 903.2o: a card is played once it is on the chase) with the ruler SDL4-002
    (whenever you play your second card each turn, put a [100/100] wind Elf resonator token into your field),
    from its ruler area: ann's first card triggers nothing, her second does (a token enters her field), her
    third does not."""
    assert entry("SDL4-002")["supported"]
    (ability,) = [a for a in card("SDL4-002")["abilities"] if a.get("trigger") == "spell_played"]
    assert ability["played"] == {"nth": 2}
    state = real_started(ruler="SDL4-002")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    state = resolve_all(_cast(state, "ann", "TST-R11", {"fire": 1}))
    assert not state.pending and len(field(state, "ann")) == 1
    state = _play(state, "ann", to_hand(state, "ann", "TST-R12"), R12)
    assert _pending_sources(state) == [("ann", ruler.id)]
    state = resolve_all(state)
    tokens = [c for c in field(state, "ann") if c.startswith("ann:") and "#" in c and ":TST-" not in c]
    assert len(tokens) == 1
    state = _play(state, "ann", to_hand(state, "ann", "TST-R13"), R13)
    assert not state.pending and not [i for i in state.chase if i.kind != "spell"]


def test_fow_trig_second_card_r_refusals() -> None:
    """FOW-TRIG-PLAYED-FILTER-R reads "<A> or <B>" only before a race, and a race printed in the database; "a
    <A> chant or addition" (whether the attribute is of both) stays refused (invented wordings)."""
    assert "only of a race" in line_refusal("Whenever you play a water or darkness chant >>> Draw a card.")
    assert "no ability form" in line_refusal("Whenever you play a water chant or addition >>> Draw a card.")


# -- FOW-TRIG-ATTACKS-WHAT-R / FOW-TRIG-UNBLOCKED-R / FOW-TARGET-OPPONENT-LOSES-R --------------------------


def _declared(card_id: str, target: str, *, rested_target: bool = True) -> tuple[State, str, str]:
    """Ann's ``card_id`` in the field attacks ``target`` ("bob" or "resonator": bob's rested TST-R10); bob also
    has a recovered TST-R03: the state after the declaration, ann's card and bob's TST-R10."""
    state = real_started(card_id)
    mine = to_field(state, "ann", card_id)
    his = to_field(state, "bob", "TST-R10", rested=rested_target)
    to_field(state, "bob", "TST-R03")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": his if target == "resonator" else "bob"})
    return state, mine, his


def test_fow_trig_attacks_what_r_attacking_a_j_resonator() -> None:
    """FOW-TRIG-ATTACKS-WHAT-R (CR 803.3b: the attacked object; 906.1) with WOM-024 (whenever this card attacks a
    J/resonator, it gains [+600/0] until end of turn): ann's WOM-024 attacking bob's rested TST-R10 triggers it
    as the attack is declared; resolved, it has 600 more ATK."""
    assert entry("WOM-024")["supported"]
    (ability,) = [a for a in card("WOM-024")["abilities"] if a["kind"] == "automatic"]
    assert ability["trigger"] == "attacks_j_resonator"
    state = real_started("WOM-024")
    atk = stats(state, to_field(state, "ann", "WOM-024"))[0]
    state, mine, _ = _declared("WOM-024", "resonator")
    assert _pending_sources(state) == [("ann", mine)]
    state = resolve_all(state)
    assert stats(state, mine)[0] == atk + 600


def test_fow_trig_attacks_what_r_attacking_the_player_triggers_nothing() -> None:
    """FOW-TRIG-ATTACKS-WHAT-R: ann's WOM-024 attacking bob himself triggers nothing."""
    state, _, _ = _declared("WOM-024", "bob")
    assert _pending_sources(state) == []


def test_fow_trig_unblocked_r_not_blocked_while_attacking_the_opponent() -> None:
    """FOW-TRIG-UNBLOCKED-R (CR 804.3: the defender forfeits the block) with ENW-072 (when this card isn't blocked
    while attacking your opponent, target opponent loses 1000 life -- FOW-TARGET-OPPONENT-LOSES-R): ann's ENW-072
    attacks bob; nothing triggers as it attacks; bob does not block: it triggers, bob loses 1000 life before the
    battle damage."""
    assert entry("ENW-072")["supported"]
    (ability,) = [a for a in card("ENW-072")["abilities"] if a["kind"] == "automatic"]
    assert (ability["trigger"], ability["effects"]) == ("unblocked_opponent", [{"op": "lose_life", "amount": 1000, "player": "opponent"}])
    state, mine, _ = _declared("ENW-072", "bob")
    assert _pending_sources(state) == []
    life, own = player(state, "bob").life, player(state, "ann").life
    state = act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None})
    assert _pending_sources(state) == [("ann", mine)]
    state = resolve_all(state)
    assert player(state, "bob").life == life - 1000 and player(state, "ann").life == own
    assert state.battle is not None and state.battle.step == "declare_block"


def test_fow_trig_unblocked_r_blocked_or_attacking_a_resonator_triggers_nothing() -> None:
    """FOW-TRIG-UNBLOCKED-R: blocked by bob's TST-R03, ann's ENW-072 triggers nothing; attacking bob's rested
    TST-R10 and not blocked, nothing either (its attacked object is no opponent)."""
    state, _, _ = _declared("ENW-072", "bob")
    blocker = next(e.id for e in player(state, "bob").field if ":TST-R03#" in e.id)
    state = act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": blocker})
    assert _pending_sources(state) == []
    state, _, _ = _declared("ENW-072", "resonator")
    state = act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None})
    assert _pending_sources(state) == []


# -- FOW-TRIG-DISCARDED-BY-OPP-R --------------------------------------------------------------------------


def test_fow_trig_discarded_by_opp_r_only_the_opponents_spell_puts_it_into_the_field() -> None:
    """FOW-TRIG-DISCARDED-BY-OPP-R (CR 1019.1, 1019.3, 906.1, 902.2) with TST-081 (when this card is discarded by a spell
    or ability your opponent controls, put it from your graveyard into the field) held by both players: ann's
    GITS2045-073 discards her hand and bob's; bob's TST-081 (discarded by ann's spell) triggers for bob from his
    graveyard and enters his field; ann's (discarded by her own spell) does not."""
    assert entry("TST-081")["supported"]
    (ability,) = [a for a in card("TST-081")["abilities"] if a.get("in_graveyard")]
    assert (ability["trigger"], ability["effects"]) == ("discarded_by_opponent", [{"op": "from_graveyard", "target": "self", "to": "field"}])
    state = real_started("TST-081", "GITS2045-073")
    mine, his = to_hand(state, "ann", "TST-081"), to_hand(state, "bob", "TST-081")
    state = _play(state, "ann", to_hand(state, "ann", "GITS2045-073"), {"void": 7})
    state = both_pass(state)
    assert _pending_sources(state) == [("bob", his)]
    state = resolve_all(state)
    assert his in field(state, "bob") and mine in player(state, "ann").graveyard and mine not in field(state, "ann")


def test_fow_trig_discarded_by_opp_r_refusals() -> None:
    """FOW-TRIG-DISCARDED-BY-OPP-R reads only a resonator put from its graveyard into the field (invented wordings):
    another effect, or an addition, stays refused."""
    assert "not in the vocabulary" in line_refusal("When this card is discarded by a spell or ability your opponent controls >>> Draw a card.")
    assert "no ability form" in line_refusal("When this card is discarded by a spell or ability your opponent controls >>> Put it from your graveyard into your field.", "addition")


# -- FOW-TRIG-RACE-DESTROYED-R ----------------------------------------------------------------------------


def test_fow_trig_race_destroyed_r_a_card_of_the_race_you_control_destroyed() -> None:
    """FOW-TRIG-RACE-DESTROYED-R (CR 906.1, 906.7b) with VIN002-003 (when a Squad 7 you control is destroyed, rest this
    card): ann's TST-C10 destroys her TST-R11 (no Squad 7): nothing; bob's VIN002-010 (a Squad 7 he controls):
    nothing; her own VIN002-010: VIN002-003 triggers and is rested."""
    assert entry("VIN002-003")["supported"]
    (ability,) = [a for a in card("VIN002-003")["abilities"] if a["kind"] == "automatic"]
    assert (ability["trigger"], ability["destroyed"], ability["effects"]) == ("ally_destroyed", {"races": ["Squad 7"]}, [{"op": "rest", "target": "self"}])
    state = real_started("VIN002-003", "VIN002-010")
    watcher = to_field(state, "ann", "VIN002-003")
    squad, other, theirs = to_field(state, "ann", "VIN002-010"), to_field(state, "ann", "TST-R11"), to_field(state, "bob", "VIN002-010")
    for victim in (other, theirs):
        state = both_pass(_play(state, "ann", to_hand(state, "ann", "TST-C10"), {"darkness": 2, "void": 1}, [victim]))
        assert victim not in field(state, "ann") | field(state, "bob") and _pending_sources(state) == []
    state = both_pass(_play(state, "ann", to_hand(state, "ann", "TST-C10"), {"darkness": 2, "void": 1}, [squad]))
    assert _pending_sources(state) == [("ann", watcher)]
    state = resolve_all(state)
    assert next(e for e in player(state, "ann").field if e.id == watcher).rested


def test_fow_trig_race_destroyed_r_refusals() -> None:
    """FOW-TRIG-RACE-DESTROYED-R reads a race printed in the database only: with the database's races known (as
    while importing), an invented race is refused; the plain "a resonator you control" stays FOW-TRIG-ALLY-DESTROYED-R's."""
    token = KNOWN_RACES.set(frozenset({"Squad 7"}))
    try:
        assert "not a race of the database" in line_refusal("When a Squad 99 you control is destroyed >>> Rest this card.")
    finally:
        KNOWN_RACES.reset(token)
    record = line_record()
    map_ability(normalize_line("Whenever a resonator you control is destroyed >>> Rest this card."), record)
    assert [a["trigger"] for a in record["abilities"]] == ["resonator_destroyed"]


# -- FOW-TRIG-RULER-ALLY-ATTACKS-R ------------------------------------------------------------------------


def test_fow_trig_ruler_ally_attacks_r_from_the_ruler_area() -> None:
    """FOW-TRIG-RULER-ALLY-ATTACKS-R (CR 902.1b, 906.1) with the ruler SDL2-007 (whenever a resonator you control
    attacks, this card deals 100 damage to target resonator): ann's TST-R11 attacks bob; the ruler's ability
    triggers from its ruler area, is played as a ruler's automatic ability at bob's TST-R03 and deals it 100
    damage."""
    assert entry("SDL2-007")["supported"]
    (ability,) = [a for a in card("SDL2-007")["abilities"] if a["kind"] == "automatic"]
    assert (ability["trigger"], ability["attacker"]) == ("card_attacks", {"types": ["resonator"]})
    state = ruler_game("SDL2-007", "n-trig-ruler")  # its J-ruler side is not supported: the ruler alone
    ruler = player(state, "ann").ruler
    assert ruler is not None
    mine, his = to_field(state, "ann", "TST-R11"), to_field(state, "bob", "TST-R10")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"})
    assert [(p.controller, p.source, p.ruler_area) for p in state.pending] == [("ann", ruler.id, True)]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [his]})
    assert [i.kind for i in state.chase] == ["ruler_automatic"]
    state = both_pass(state)
    assert next(e for e in player(state, "bob").field if e.id == his).damage == 100


# -- FOW-TRIG-DAMAGES-ATTACKING-R -------------------------------------------------------------------------


def _skl_battle(blocker_side: str) -> tuple[State, str, str, int, int]:
    """Ann attacks bob with her SKL-052 (``blocker_side`` "bob": bob blocks with TST-R10) or with her TST-R10
    (``blocker_side`` "ann": bob's SKL-052 blocks): the state after the block, the attacker, the blocker and both
    players' life before."""
    state = real_started("SKL-052")
    if blocker_side == "bob":
        attacker, blocker = to_field(state, "ann", "SKL-052"), to_field(state, "bob", "TST-R10")
    else:
        attacker, blocker = to_field(state, "ann", "TST-R10"), to_field(state, "bob", "SKL-052")
    lives = player(state, "ann").life, player(state, "bob").life
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = both_pass(act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    return state, attacker, blocker, *lives


def test_fow_trig_damages_attacking_r_battle_damage_to_the_blocker() -> None:
    """FOW-TRIG-DAMAGES-ATTACKING-R (CR 906.1, 806.2a: the attacking J/resonator deals damage to the blocking one) with
    SKL-052 (whenever this card deals damage to a resonator while attacking, it deals that much damage to your
    opponent): ann's SKL-052 attacks, bob's TST-R10 blocks; its battle damage to TST-R10 triggers it with that
    amount (its ATK): bob loses as much life."""
    assert entry("SKL-052")["supported"]
    (ability,) = [a for a in card("SKL-052")["abilities"] if a["kind"] == "automatic"]
    assert (ability["trigger"], ability["effects"]) == ("damages_resonator_attacking", [{"op": "damage", "amount": 0, "that_much": True, "each": "your_opponent"}])
    state, attacker, _, _, bob = _skl_battle("bob")
    atk = stats(state, attacker)[0]
    for _ in range(6):
        if state.pending or [i for i in state.chase if i.kind == "automatic"]:
            break
        state = both_pass(state)
    assert _pending_sources(state) == [("ann", attacker)]
    state = resolve_all(state)
    assert player(state, "bob").life == bob - atk


def test_fow_trig_damages_attacking_r_blocking_triggers_nothing() -> None:
    """FOW-TRIG-DAMAGES-ATTACKING-R: bob's SKL-052 blocking ann's TST-R10 deals it battle damage, not while attacking:
    nothing triggers and ann loses no life."""
    state, _, _, ann, _ = _skl_battle("ann")
    state = battle_to_end(state)
    assert _pending_sources(state) == [] and player(state, "ann").life == ann


# -- FOW-TRIG-ALLY-BLOCKED-R ------------------------------------------------------------------------------


def test_fow_trig_ally_blocked_r_destroys_the_blocked_and_the_blocker() -> None:
    """FOW-TRIG-ALLY-BLOCKED-R (CR 804.4: the blocking and the blocked J/resonator; 906.1) with VIN003-029 (whenever a
    J/resonator you control is blocked, destroy it and the blocking J/resonator): ann's TST-R11 attacks bob, his
    TST-R10 blocks; VIN003-029 (in ann's field, not in the battle) triggers as the block is declared and destroys
    both battling cards; VIN003-029 stays."""
    assert entry("VIN003-029")["supported"]
    (ability,) = [a for a in card("VIN003-029")["abilities"] if a["kind"] == "automatic"]
    assert (ability["trigger"], ability["effects"]) == ("ally_blocked", [{"op": "destroy", "target": "victim"}, {"op": "destroy", "target": "blocker"}])
    state = real_started("VIN003-029")
    watcher, mine, his = to_field(state, "ann", "VIN003-029"), to_field(state, "ann", "TST-R11"), to_field(state, "bob", "TST-R10")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = both_pass(act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": his})
    assert _pending_sources(state) == [("ann", watcher)]
    state = resolve_all(state)
    assert mine in player(state, "ann").graveyard and his in player(state, "bob").graveyard and watcher in field(state, "ann")


def test_fow_trig_ally_blocked_r_unblocked_or_the_opponents_block_triggers_nothing() -> None:
    """FOW-TRIG-ALLY-BLOCKED-R: not blocked, nothing triggers; VIN003-029 in bob's field (the blocker's side) does not
    trigger when ann's attacker is blocked (it is not a J/resonator bob controls that is blocked)."""
    state = real_started("VIN003-029")
    to_field(state, "ann", "VIN003-029")
    mine = to_field(state, "ann", "TST-R11")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = both_pass(act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    assert _pending_sources(state) == []
    state = real_started("VIN003-029")
    to_field(state, "bob", "VIN003-029")
    mine, his = to_field(state, "ann", "TST-R11"), to_field(state, "bob", "TST-R10")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = both_pass(act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": his})
    assert _pending_sources(state) == []


def test_fow_trig_ally_blocked_r_and_in_graveyard_r_forged_card_sets_are_refused() -> None:
    """FOW-TRIG-ALLY-BLOCKED-R / FOW-TRIG-IN-GRAVEYARD-R in a card set: 'blocker' on a chant's effect or after another
    trigger, and an ability active in the graveyard that is no putting of this card from there, are refused naming
    the field."""
    data = reference_card_set_json()
    cards = [dict(c) for c in data["cards"]]
    chant = next(i for i, c in enumerate(cards) if c["types"] == ["chant"])
    resonator = next(i for i, c in enumerate(cards) if c["types"] == ["resonator"] and not c.get("abilities"))
    cards[chant]["effects"] = [{"op": "destroy", "target": "blocker"}]
    cards[resonator]["abilities"] = [
        {"kind": "automatic", "trigger": "blocked", "effects": [{"op": "destroy", "target": "blocker"}]},
        {"kind": "automatic", "trigger": "card_enters", "enters": {}, "in_graveyard": True, "effects": [{"op": "draw", "amount": 1}]},
    ]
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data | {"cards": cards}, CardSet))
    pointers = {e.pointer for e in raised.value.errors}
    assert {f"/cards/{chant}/effects/0/target", f"/cards/{resonator}/abilities/0/effects", f"/cards/{resonator}/abilities/1/in_graveyard"} <= pointers
