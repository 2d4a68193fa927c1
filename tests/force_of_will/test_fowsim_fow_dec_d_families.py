"""Families of automatic abilities (fow-dec-d): each played with a real card named by id (the printed text stays in
../shared and is read at run time)."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, pool, to_field, to_graveyard, to_hand
from .real import battle_to_end, field, play, real_started, resolve_all, stats, to_decision

# -- FOW-IT-TARGET-R: "recover it (this card) and it gains ..." ----------------------------------------------------


def test_fow_it_target_r_recover_and_gain_reads_as_two_effects_on_this_card() -> None:
    """After this card's own trigger (blocking: WOM-033, AO2-014) or with only this card named before "it"
    (TTW-083, a resonator of the opponent going to a graveyard), "recover it (this card) and it gains [A/B] until
    end of turn" is this card recovered, then this card gaining [A/B]: all three supported."""
    for cid in ("WOM-033", "AO2-014", "TTW-083"):
        assert entry(cid)["supported"], cid
    effects = card("WOM-033")["abilities"][-1]["effects"]
    assert effects[0] == {"op": "recover", "target": "self"}
    assert effects[1]["op"] == "modify" and effects[1]["target"] == "self" and effects[1]["atk"] == 300 and not effects[1].get("def")
    assert card("AO2-014")["abilities"][-1]["once_per_turn"]
    assert card("TTW-083")["abilities"][-1]["effects"][0] == {"op": "recover", "target": "self"}


def test_fow_it_target_r_an_opponents_resonator_dying_recovers_and_pumps_this_card() -> None:
    """TTW-083 rested in ann's field; TTW-031 played by ann deals 300 damage to each of bob's resonators on
    entering: his TST-R06 (DEF 300) dies, his TST-R04 (DEF 900) lives.  TTW-083's ability triggers once: it is
    recovered and gains +400 ATK (DEF unchanged) until end of turn."""
    state = real_started("TTW-083", "TTW-031")
    princess = to_field(state, "ann", "TTW-083", rested=True)
    small = to_field(state, "bob", "TST-R06")
    big = to_field(state, "bob", "TST-R04")
    atk, def_, _ = stats(state, princess)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-031")))
    assert small in player(state, "bob").graveyard and big in {e.id for e in player(state, "bob").field}
    entity = next(e for e in player(state, "ann").field if e.id == princess)
    assert not entity.rested
    assert stats(state, princess)[:2] == (atk + 400, def_)


def test_fow_it_target_r_nothing_dies_nothing_happens_and_it_of_another_card_stays_refused() -> None:
    """FOW-IT-TARGET-R: with no resonator of bob's dying TTW-083 stays rested with its printed ATK; "recover it
    and it gains ..." after a trigger naming another card ("it" may be that card) is refused."""
    state = real_started("TTW-083", "TTW-031")
    princess = to_field(state, "ann", "TTW-083", rested=True)
    to_field(state, "bob", "TST-R04")
    atk, _, _ = stats(state, princess)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-031")))
    assert next(e for e in player(state, "ann").field if e.id == princess).rested
    assert stats(state, princess)[0] == atk
    assert "Recover it" in line_refusal("Whenever a resonator you control attacks >>> Recover it and it gains [+300/0] until end of turn.")


def test_fow_it_target_r_it_after_a_trigger_naming_another_card_is_not_this_card() -> None:
    """FOW-IT-TARGET-R: after a trigger naming another card ("when another J/resonator enters your field", CFC-007;
    "whenever a <race> J/resonator enters ...", GRV-074), "it" is never read as this card. "It gains [+A/+B] until end
    of turn" is the entering card (FOW-ENTERING-GAINS-R, the reading FOW-COUNTER-ENTERING-R gives its counters; CFC-007
    is supported since); "it deals" stays refused; after this card's own trigger it is this card."""
    assert entry("CFC-007")["supported"]
    assert card("CFC-007")["abilities"][0]["effects"][0]["target"] == "victim"
    assert "'It' dealing" in entry("GRV-074")["unsupported"][0]["reason"]
    assert "'It' dealing" in line_refusal("Whenever a resonator enters your field >>> It deals damage equal to its ATK to target resonator.")
    assert card("WOM-033")["abilities"][-1]["effects"][1]["target"] == "self"


# -- FOW-SELF-FROM-GRAVEYARD-R: "put this card into its owner's field" ---------------------------------------------


def _phoenix_destroyed() -> tuple[State, str]:
    """TTW-031 in ann's field, destroyed by CFC-073 (destroy all resonators) played by ann: the state at its
    graveyard trigger's pay decision, and TTW-031's instance."""
    state = real_started("TTW-031", "CFC-073")
    phoenix = to_field(state, "ann", "TTW-031")
    state = play(state, "ann", to_hand(state, "ann", "CFC-073"))
    return to_decision(state, "pay", {}), phoenix


def test_fow_self_from_graveyard_r_paid_the_card_comes_back_into_its_owners_field() -> None:
    """TTW-031 and PofA-025 ("... put this card into its owner's field" / "into the field under its owner's
    control") read as this card from its owner's graveyard into their field; TTW-031 destroyed, ann pays two fire
    wills and it is in her field again, its [Enter] triggering anew (300 damage to bob's TST-R06)."""
    for cid in ("TTW-031", "PofA-025"):
        assert entry(cid)["supported"], cid
        back = card(cid)["abilities"][-1]["effects"][-1]
        assert (back["op"], back["target"], back["to"], back["condition"]) == ("from_graveyard", "self", "field", "if_you_do")
    state, phoenix = _phoenix_destroyed()
    assert phoenix in player(state, "ann").graveyard and state.decision is not None and state.decision.player == "ann"
    small = to_field(state, "bob", "TST-R06")
    pool(state, "ann", fire=2)
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 2}}}))
    assert phoenix in {e.id for e in player(state, "ann").field} and phoenix not in player(state, "ann").graveyard
    assert small in player(state, "bob").graveyard


def test_fow_self_from_graveyard_r_declined_it_stays_and_another_owner_form_stays_refused() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R: declined, TTW-031 stays in ann's graveyard; the same words after a trigger of
    another card's are refused."""
    state, phoenix = _phoenix_destroyed()
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": None}))
    assert phoenix in player(state, "ann").graveyard
    assert "owner's field" in line_refusal("Whenever a resonator you control is destroyed >>> Put this card into its owner's field.")


# -- FOW-UP-TO-R: "up to N target cards" ------------------------------------------------------------------------


def test_fow_up_to_r_target_cards_in_graveyards_removed() -> None:
    """AO3-013's [Enter] ("remove up to three target cards in a graveyard from the game"): three optional
    slots of a card in any graveyard; ann names one card of bob's graveyard and one of hers, both go to their
    owners' removed areas, bob's other card stays."""
    assert entry("AO3-013")["supported"]
    targets = card("AO3-013")["abilities"][-1]["targets"]
    assert targets == [{"kind": "card", "zone": "graveyard", "optional": True}] * 3
    state = real_started("AO3-013")
    his, kept, hers = to_graveyard(state, "bob", "TST-R01"), to_graveyard(state, "bob", "TST-R02"), to_graveyard(state, "ann", "TST-R03")
    state = play(state, "ann", to_hand(state, "ann", "AO3-013"))
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    assert state.pending
    pending = state.pending[0]
    same = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his, his]}
    assert code_of(state, same) is not None
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his, hers]}))
    assert his in player(state, "bob").removed and hers in player(state, "ann").removed
    assert kept in player(state, "bob").graveyard


def test_fow_up_to_r_a_card_outside_a_graveyard_is_no_target() -> None:
    """FOW-UP-TO-R with AO3-013: a card of the hand is no legal target of its slots (one card in bob's
    graveyard, so that the ability asks for targets)."""
    state = real_started("AO3-013")
    held = to_hand(state, "bob", "TST-R01")
    to_graveyard(state, "bob", "TST-R02")
    state = play(state, "ann", to_hand(state, "ann", "AO3-013"))
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [held]}) is not None


# -- FOW-TRIG-BLOCKS-R: "put that resonator on the bottom of its owner's deck" -----------------------------------


def _blocked_by(blocker_id: str) -> tuple[State, str, str]:
    """Ann's TST-R20 attacks bob, whose ``blocker_id`` blocks it: the state with the block declared, the
    attacker and the blocker."""
    state = real_started(blocker_id)
    attacker, blocker = to_field(state, "ann", "TST-R20"), to_field(state, "bob", blocker_id)
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    while state.decision is None or state.decision.kind != "declare_block":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    return act(state, {"type": "declare_block", "player": "bob", "blocker": blocker}), attacker, blocker


def test_fow_trig_blocks_r_that_resonator_goes_to_the_bottom_of_its_owners_deck() -> None:
    """SKL-041 and AO2-013 (whenever it blocks or is blocked by a resonator, that resonator goes to the bottom
    of its owner's deck): bob's AO2-013 blocks ann's TST-R20; the ability (bob's) names TST-R20, which leaves
    the field for the bottom of ann's deck -- not bob's -- and AO2-013 stays in bob's field."""
    for cid in ("SKL-041", "AO2-013"):
        assert entry(cid)["supported"], cid
    state, attacker, blocker = _blocked_by("AO2-013")
    assert [(p.controller, p.source, p.victim) for p in state.pending] + [(i.controller, i.card, i.victim) for i in state.chase] == [("bob", blocker, attacker)]
    state = battle_to_end(state)
    assert player(state, "ann").deck[-1] == attacker and attacker not in player(state, "bob").deck
    assert blocker in field(state, "bob") and attacker not in field(state, "ann")
    assert "of a block trigger" in line_refusal("Whenever this card blocks >>> Return that resonator to its owner's hand.")


# -- FOW-IT-TARGET-R / FOW-EFFECT-IF-R: "rest it if ..." after this card's own [Enter] ------------------------------


def _raven_entered(other: bool) -> tuple[State, str]:
    """VIN002-068 played by ann and resolved, with (or without) another copy -- a card of its race -- already in
    her field: the state and the played instance."""
    state = real_started("VIN002-068", copies=2)
    if other:
        to_field(state, "ann", "VIN002-068")
    raven = to_hand(state, "ann", "VIN002-068")
    return resolve_all(play(state, "ann", raven)), raven


def test_fow_it_target_r_rest_it_if_no_other_of_its_race() -> None:
    """VIN002-068's [Enter] ("rest it if you don't control another <its race>"): "it" is this card; alone of its
    race in ann's field it is rested as the ability resolves."""
    assert entry("VIN002-068")["supported"]
    assert card("VIN002-068")["abilities"][-1]["effects"][0]["target"] == "self"
    state, raven = _raven_entered(other=False)
    assert next(e for e in player(state, "ann").field if e.id == raven).rested


def test_fow_it_target_r_rest_it_not_done_beside_another_of_its_race() -> None:
    """FOW-EFFECT-IF-R with VIN002-068: another card of its race in ann's field, it stays recovered (a reading
    of "another" that counted the card itself, or no condition, would rest it)."""
    state, raven = _raven_entered(other=True)
    assert not next(e for e in player(state, "ann").field if e.id == raven).rested


# -- FOW-MISPRINT-R: "Your may", "When ever", "deals N to" ---------------------------------------------------------


def test_fow_misprint_r_your_may_and_when_ever_read_as_printed() -> None:
    """LEL-084 ("Your may return this card ...", whenever its player plays a chant) and ACN-052 ("When ever a
    resonator you control attacks ... deals N to your opponent", the word "damage" dropped) read as printed:
    an optional return of this card, and 200 damage to the opponent."""
    for cid in ("LEL-084", "ACN-052"):
        assert entry(cid)["supported"], cid
    assert card("LEL-084")["abilities"][-1]["effects"] == [{"op": "return_to_hand", "target": "self", "optional": True}]
    damage = card("ACN-052")["abilities"][-1]
    assert damage["trigger"] == "card_attacks" and damage["effects"][0]["amount"] == 200


def test_fow_misprint_r_the_attack_trigger_deals_the_damage() -> None:
    """ACN-052 in ann's field, her TST-R20 attacks bob: the ability triggers and bob loses 200 life (before any
    battle damage); other misspellings stay refused."""
    state = real_started("ACN-052")
    to_field(state, "ann", "ACN-052")
    attacker = to_field(state, "ann", "TST-R20")
    life = player(state, "bob").life
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = resolve_all(state)
    assert player(state, "bob").life == life - 200
    assert line_refusal("Whenever this card attacks >>> Yuor may draw a card.")
    assert line_refusal("Whenever this card attacks >>> This card deals 200 for your opponent.")


# -- FOW-EFFECT-IF-R: "<effect>, if <condition>" (a comma before the closing condition) ------------------------------


def _melfee_entered(second: bool) -> tuple[State, str]:
    """CFC-065 played by ann (after another copy of it when ``second``) and resolved, its [Enter] targeting bob's
    TST-R20: the state and TST-R20's instance."""
    state = real_started("CFC-065", copies=2)
    foe = to_field(state, "bob", "TST-R20")
    if second:
        first = to_hand(state, "ann", "CFC-065")
        state = resolve_all(play(state, "ann", first), {first: [foe]})
        assert not any(m.target == foe for m in state.modifiers)
    melfee = to_hand(state, "ann", "CFC-065")
    return resolve_all(play(state, "ann", melfee), {melfee: [foe]}), foe


def test_fow_effect_if_r_comma_before_the_condition_second_card_prevents() -> None:
    """CFC-065's [Enter] ("prevent all damage that would be dealt by target J/resonator this turn, if you played
    two or more cards this turn") reads as "<effect> if <condition>": the first copy played prevents nothing; the
    second, ann's second card this turn, prevents the damage bob's TST-R20 would deal for the turn."""
    assert entry("CFC-065")["supported"]
    effect = card("CFC-065")["abilities"][-1]["effects"][0]
    assert effect["op"] == "prevent" and effect["when"] == {"count": {"what": "card", "zone": "played"}, "at_least": 2}
    state, foe = _melfee_entered(second=True)
    assert any(m.target == foe and m.prevent == "by" for m in state.modifiers)


def test_fow_effect_if_r_comma_before_the_condition_first_card_does_nothing() -> None:
    """FOW-EFFECT-IF-R with CFC-065 played as ann's first card this turn: the condition fails as the ability
    resolves, nothing is prevented (a reading without the condition would prevent it)."""
    state, foe = _melfee_entered(second=False)
    assert not any(m.target == foe for m in state.modifiers)
