"""Restriction forms read by fow-y-cant (continuous "cannot" abilities), each played with a real card named by id (the
printed text stays in ../shared):

- FOW-BARRIER-DURING-TURN-R: a group of a race its controller controls shielded from the opponent's spells and abilities
  during the opponent's turn only (SKL-062, AO2-028).
- FOW-OPP-NO-LIFE-GAIN-R: its controller's opponent gains no life while the card is in the field (NWE-084).
- FOW-ADDED-UNATTACKABLE-BARRIER-R: the added resonator cannot be attacked and has [Barrier] (SKL-015); with it, a
  database misprint of the [Barrier] wording ("spells of abilities", FOW-MISPRINT-R) read as printed (TTW-056).
- FOW-ACTIVATE-UNLESS-CONTROL-R: no player plays activate (or will) abilities of resonators they control unless they
  control a Moon (TMS-016, PofA-012).
- FOW-MUST-BE-ATTACKED-R: the opponent (their resonators) must attack this card if able (WOM-080, PofA-063; TTW-003
  with its resonators-only wording).
- FOW-UNTARGETABLE-BY-ATTR-R: not a target of spells or abilities of the attributes named (TTW-003).
- FOW-OPP-UNRECOVERABLE-R: no spell or ability recovers the opponent's entities (ADW-059; WOM-016 the recovering chant).
- FOW-OPP-RECOVER-PHASE-ONLY-R: the opponent recovers no entity outside their recovery phase (PofA-051, with
  FOW-OPP-NO-LIFE-GAIN-R for its other line).
- FOW-UNRETURNABLE-R: this card cannot be returned to its owner's hand (TSW-075; GITS2045SD-008 the returning chant).
- FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R: keywords gained with "cannot attack players" until end of turn (SNV-070's [Enter]).
- FOW-FORCE-RESONANCE-NO-CHASE-R: a chant's [Force Resonance] text of no chase alone, kept and never applied (GRL-039).
"""

from __future__ import annotations

from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.targets import target_problem
from adjudicator.force_of_will.vocabulary import TargetSpec

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, listed, player, pool, to_field, to_hand
from .real import play, real_started, resolve_all, stats


def _problem(state: State, chooser: str, card_id: str) -> str | None:
    """The rule refusing ``chooser``'s spell or ability targeting ``card_id`` as a J/resonator (None: legal)."""
    found = target_problem(Board(catalogue_for(state.options), state), chooser, TargetSpec(kind="j_resonator"), card_id)
    return found[0] if found else None


# -- FOW-BARRIER-DURING-TURN-R ------------------------------------------------------------------------------------


def test_fow_barrier_during_turn_r_is_read() -> None:
    """FOW-BARRIER-DURING-TURN-R: both printings read as [Barrier] for the Beasts of its controller during the
    opponent's turn; the cards are supported."""
    for card_id in ("SKL-062", "AO2-028"):
        assert entry(card_id)["supported"]
        (ability,) = [a for a in card(card_id)["abilities"] if a.get("as_long_as")]
        assert ability["keywords"] == ["barrier"] and ability["races"] == ["Beast"] and ability["as_long_as"] == {"turn": "opponents"}


def test_fow_barrier_during_turn_r_the_opponent_cannot_target_in_their_turn() -> None:
    """FOW-BARRIER-DURING-TURN-R with SKL-062 in bob's field (ann's turn: bob's opponent's turn): ann's fire chant
    cannot target bob's Beast TST-R06 (FOW-KW-BARRIER), his non-Beast TST-R01 stays a legal target and is dealt 400."""
    state = real_started("SKL-062")
    to_field(state, "bob", "SKL-062")
    beast, angel = to_field(state, "bob", "TST-R06"), to_field(state, "bob", "TST-R01")
    assert _problem(state, "ann", beast) == "FOW-KW-BARRIER" and _problem(state, "ann", angel) is None
    chant = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    play = {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"fire": 1}}}
    assert code_of(state, {**play, "targets": [beast]}) == "FOW-KW-BARRIER"
    state = resolve_all(act(state, {**play, "targets": [angel]}))
    assert angel in player(state, "bob").graveyard and beast in {e.id for e in player(state, "bob").field}


def test_fow_barrier_during_turn_r_not_in_its_controllers_turn() -> None:
    """FOW-BARRIER-DURING-TURN-R, the other turn: SKL-062 in ann's field during ann's own turn gives her Beast no
    [Barrier] -- bob may target it; a line with both 'until end of turn' and 'during your turn' stays refused."""
    state = real_started("SKL-062")
    to_field(state, "ann", "SKL-062")
    beast = to_field(state, "ann", "TST-R06")
    assert _problem(state, "bob", beast) is None and "barrier" not in stats(state, beast)[2]
    reason = line_refusal("Wolves you control cannot be targeted by spells or abilities your opponent controls until end of turn during your turn.")
    assert "not in the vocabulary" in reason or "no ability form" in reason


# -- FOW-OPP-NO-LIFE-GAIN-R ----------------------------------------------------------------------------------------


def _gain(state: State) -> State:
    """Ann plays the reference chant TST-C12 (gain 600 life) and it resolves."""
    chant = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"light": 1, "void": 1}}}))


def test_fow_opp_no_life_gain_r_is_read() -> None:
    """FOW-OPP-NO-LIFE-GAIN-R: NWE-084 reads as one continuous ability barring its opponent's life gain."""
    assert entry("NWE-084")["supported"]
    assert [a for a in card("NWE-084")["abilities"] if a.get("opponent_no_life_gain")]


def test_fow_opp_no_life_gain_r_the_opponent_gains_nothing() -> None:
    """FOW-OPP-NO-LIFE-GAIN-R with NWE-084 in bob's field: ann's TST-C12 resolves and she gains no life (4000)."""
    state = real_started("NWE-084")
    to_field(state, "bob", "NWE-084")
    assert player(_gain(state), "ann").life == 4000


def test_fow_opp_no_life_gain_r_its_controller_still_gains() -> None:
    """FOW-OPP-NO-LIFE-GAIN-R, not its controller: NWE-084 in ann's own field does not stop her gaining 600; an every-
    player wording of another shape stays refused."""
    state = real_started("NWE-084")
    to_field(state, "ann", "NWE-084")
    assert player(_gain(state), "ann").life == 4600
    assert "no ability form" in line_refusal("Your opponents cannot gain any life.")


# -- FOW-ADDED-UNATTACKABLE-BARRIER-R ------------------------------------------------------------------------------


def test_fow_added_unattackable_barrier_r_is_read() -> None:
    """FOW-ADDED-UNATTACKABLE-BARRIER-R: SKL-015 reads as the added resonator unattackable with [Barrier]; TTW-056's
    misprinted wording reads as [Barrier] (FOW-MISPRINT-R); both supported."""
    assert entry("SKL-015")["supported"] and entry("TTW-056")["supported"]
    (shield,) = [a for a in card("SKL-015")["abilities"] if a.get("unattackable")]
    assert shield["scope"] == "added" and shield["keywords"] == ["barrier"]
    assert [a for a in card("TTW-056")["abilities"] if a.get("scope") == "added" and a.get("keywords") == ["barrier"]]


def test_fow_added_unattackable_barrier_r_host_cannot_be_attacked_nor_targeted() -> None:
    """FOW-ADDED-UNATTACKABLE-BARRIER-R with SKL-015 added to bob's TST-R03: ann's [Precision] TST-R05 cannot attack
    it (FOW-UNATTACKABLE-R) but may attack bob's other resonator; ann's spells cannot target it (FOW-KW-BARRIER)."""
    state = real_started("SKL-015")
    attacker = to_field(state, "ann", "TST-R05")
    host, other = to_field(state, "bob", "TST-R03"), to_field(state, "bob", "TST-R01")
    to_field(state, "bob", "SKL-015", added_to=host)
    assert _problem(state, "ann", host) == "FOW-KW-BARRIER" and _problem(state, "bob", host) is None
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    declare = {"type": "declare_attack", "player": "ann", "attacker": attacker}
    assert code_of(state, {**declare, "target": host}) == "FOW-UNATTACKABLE-R"
    assert code_of(state, {**declare, "target": other}) is None


def test_fow_added_unattackable_barrier_r_other_wordings_refused() -> None:
    """FOW-ADDED-UNATTACKABLE-BARRIER-R: other wordings (no player named, a blocking restriction) stay refused."""
    assert "no ability form" in line_refusal("Added resonator may be neither attacked nor chosen as a target.", "addition")
    assert "no ability form" in line_refusal("This card can't be blocked or chosen by Wolf spells.")


# -- FOW-ACTIVATE-UNLESS-CONTROL-R ---------------------------------------------------------------------------------


def test_fow_activate_unless_control_r_is_read() -> None:
    """FOW-ACTIVATE-UNLESS-CONTROL-R: both printings read as one continuous bar with the condition 'a Moon'."""
    for card_id in ("TMS-016", "PofA-012"):
        assert entry(card_id)["supported"]
        (ability,) = [a for a in card(card_id)["abilities"] if a.get("activate_resonators_unless")]
        assert ability["activate_resonators_unless"] == {"count": {"what": "card", "races": ["Moon"]}, "at_least": 1}


def _activate(card_id: str, target: str) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": card_id, "ability": 0, "targets": [target]}


def test_fow_activate_unless_control_r_no_moon_no_activate() -> None:
    """FOW-ACTIVATE-UNLESS-CONTROL-R with TMS-016 (a Moon) in bob's field, ann controlling none: her TST-R19's activate
    ability is refused with the code and not listed, her TST-R07 produces no will (refused with the code); her ruler's
    side is untouched."""
    state = real_started("TMS-016")
    to_field(state, "bob", "TMS-016")
    golem, elf = to_field(state, "ann", "TST-R19"), to_field(state, "ann", "TST-R07")
    assert code_of(state, _activate(golem, golem)) == "FOW-ACTIVATE-UNLESS-CONTROL-R"
    assert not listed(state, "activate", card=golem)
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": elf, "will": "wind"}) == "FOW-ACTIVATE-UNLESS-CONTROL-R"
    assert not listed(state, "produce_will", source=elf)


def test_fow_activate_unless_control_r_a_moon_of_ones_own() -> None:
    """FOW-ACTIVATE-UNLESS-CONTROL-R, the player meeting it: with ann's own copy of TMS-016 in her field as well, her
    TST-R19's ability is listed and resolves (it gains [First Strike]) and TST-R07 produces its will."""
    state = real_started("TMS-016")
    to_field(state, "bob", "TMS-016")
    to_field(state, "ann", "TMS-016")
    golem, elf = to_field(state, "ann", "TST-R19"), to_field(state, "ann", "TST-R07")
    assert listed(state, "activate", card=golem) and code_of(state, _activate(golem, golem)) is None
    state = resolve_all(act(state, _activate(golem, golem)))
    assert "first_strike" in stats(state, golem)[2]
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": elf, "will": "wind"}) is None


def test_fow_activate_unless_control_r_other_conditions_refused() -> None:
    """FOW-ACTIVATE-UNLESS-CONTROL-R: another card type and wording stay refused."""
    reason = line_refusal("Players can't use activate abilities of additions unless they control two Suns.")
    assert "no ability form" in reason


# -- FOW-MUST-BE-ATTACKED-R ----------------------------------------------------------------------------------------


def test_fow_must_be_attacked_r_is_read() -> None:
    """FOW-MUST-BE-ATTACKED-R: WOM-080 and PofA-063 read as a requirement on the opponent's J/resonators, TTW-003 on
    their resonators only; all three supported (TTW-003 with FOW-UNTARGETABLE-BY-ATTR-R)."""
    for card_id, kind in (("WOM-080", "j_resonator"), ("PofA-063", "j_resonator"), ("TTW-003", "resonator")):
        assert entry(card_id)["supported"]
        (ability,) = [a for a in card(card_id)["abilities"] if a.get("must_be_attacked")]
        assert ability["must_be_attacked"] == kind and ability.get("scope", "self") == "self"


def _lured(card_id: str = "PofA-063", *, rested: bool = True) -> tuple[State, str, str, str]:
    """Ann's turn: bob controls ``card_id`` (rested) and a rested TST-R01, ann a recovered TST-R02 able to attack."""
    state = real_started(card_id)
    lure = to_field(state, "bob", card_id, rested=rested)
    other = to_field(state, "bob", "TST-R01", rested=True)
    attacker = to_field(state, "ann", "TST-R02")
    return state, lure, other, attacker


def test_fow_must_be_attacked_r_the_attack_must_go_to_it() -> None:
    """FOW-MUST-BE-ATTACKED-R with PofA-063 rested in bob's field: ann cannot pass her main phase (not listed), nor forfeit
    the attack, nor attack bob or his other resonator (refused, not listed); attacking PofA-063 is the one listed attack."""
    state, lure, other, attacker = _lured()
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-MUST-BE-ATTACKED-R" and not listed(state, "pass")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    declare = {"type": "declare_attack", "player": "ann", "attacker": attacker}
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": None}) == "FOW-MUST-BE-ATTACKED-R"
    assert code_of(state, {**declare, "target": "bob"}) == "FOW-MUST-BE-ATTACKED-R"
    assert code_of(state, {**declare, "target": other}) == "FOW-MUST-BE-ATTACKED-R"
    assert code_of(state, {**declare, "target": lure}) is None
    assert not listed(state, "declare_attack", attacker=None) and not listed(state, "declare_attack", target=other)
    assert listed(state, "declare_attack", attacker=attacker, target=lure)
    state = act(state, {**declare, "target": lure})
    assert state.battle is not None and state.battle.target == lure


def test_fow_must_be_attacked_r_not_if_unable() -> None:
    """FOW-MUST-BE-ATTACKED-R, unable: WOM-080 recovered in bob's field cannot be attacked by ann's TST-R02 (no
    [Precision]): no requirement -- ann may pass, or attack bob's other resonator; in bob's own field during bob's turn
    nothing binds him either (the requirement is his opponent's)."""
    state, _, other, attacker = _lured("WOM-080", rested=False)
    assert code_of(state, {"type": "pass", "player": "ann"}) is None
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": other}) is None
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": None}) is None


def test_fow_must_be_attacked_r_other_wordings_refused() -> None:
    """FOW-MUST-BE-ATTACKED-R: the requirement naming another object than this card, or other words, stays refused."""
    assert "no ability form" in line_refusal("Opponents are to attack the added card whenever they can.", "addition")
    assert "no ability form" in line_refusal("Your rival attacks this card first if able.")


# -- FOW-UNTARGETABLE-BY-ATTR-R ------------------------------------------------------------------------------------


def test_fow_untargetable_by_attr_r_fire_cannot_target() -> None:
    """FOW-UNTARGETABLE-BY-ATTR-R with TTW-003 in bob's field: ann's fire chant TST-C05 cannot target it (refused with
    FOW-UNTARGETABLE-BY-R's code), her light chant TST-C01 can and resolves (+400/+500)."""
    state = real_started("TTW-003")
    knight = to_field(state, "bob", "TTW-003")
    assert card("TTW-003")["abilities"][0]["untargetable_by"] == {"attributes": ["fire", "darkness"]}
    fire = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": fire, "payment": {"pool": {"fire": 1}}, "targets": [knight]}) == "FOW-UNTARGETABLE-BY-R"
    light = to_hand(state, "ann", "TST-C01")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": light, "payment": {"pool": {"light": 1}}, "targets": [knight]}))
    assert stats(state, knight)[:2] == (1600, 1700)


def test_fow_untargetable_by_attr_r_a_race_stays_refused() -> None:
    """FOW-UNTARGETABLE-BY-ATTR-R: a race in place of the attributes is refused."""
    assert "no ability form" in line_refusal("It is never chosen as a target of Dragon spells or abilities.")


# -- FOW-OPP-UNRECOVERABLE-R, FOW-OPP-RECOVER-PHASE-ONLY-R ---------------------------------------------------------


def _recover(state: State, target: str) -> State:
    """Ann plays WOM-016 (recover target J/resonator) on ``target`` and it resolves."""
    chant = to_hand(state, "ann", "WOM-016")
    pool(state, "ann", light=1)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"light": 1}}, "targets": [target]}))


def _rested(state: State, card_id: str) -> bool:
    return next(e.rested for p in state.players for e in p.field if e.id == card_id)


def test_fow_opp_recover_rules_are_read() -> None:
    """FOW-OPP-UNRECOVERABLE-R (ADW-059) and FOW-OPP-RECOVER-PHASE-ONLY-R (PofA-051, whose other line is
    FOW-OPP-NO-LIFE-GAIN-R) read as continuous bars; both cards supported."""
    assert entry("ADW-059")["supported"] and entry("PofA-051")["supported"]
    assert [a for a in card("ADW-059")["abilities"] if a.get("opponent_entities_unrecoverable")]
    flags = [k for a in card("PofA-051")["abilities"] for k in ("opponent_recover_phase_only", "opponent_no_life_gain") if a.get(k)]
    assert sorted(flags) == ["opponent_no_life_gain", "opponent_recover_phase_only"]


def test_fow_opp_unrecoverable_r_her_entities_stay_rested() -> None:
    """FOW-OPP-UNRECOVERABLE-R with ADW-059 in bob's field: ann's WOM-016 leaves her rested TST-R01 rested, but
    recovers bob's rested TST-R02 (his own entities are not barred)."""
    state = real_started("ADW-059", "WOM-016")
    to_field(state, "bob", "ADW-059")
    mine, his = to_field(state, "ann", "TST-R01", rested=True), to_field(state, "bob", "TST-R02", rested=True)
    state = _recover(state, mine)
    assert _rested(state, mine)
    state = _recover(state, his)
    assert not _rested(state, his)


def test_fow_opp_recover_phase_only_r_not_in_her_main_phase() -> None:
    """FOW-OPP-RECOVER-PHASE-ONLY-R with PofA-051 in bob's field: in ann's main phase her WOM-016 recovers nothing (her
    TST-R01 stays rested); with PofA-051 in ann's own field instead, the same chant recovers it."""
    state = real_started("PofA-051", "WOM-016")
    to_field(state, "bob", "PofA-051")
    mine = to_field(state, "ann", "TST-R01", rested=True)
    assert _rested(_recover(state, mine), mine)
    state = real_started("PofA-051", "WOM-016")
    to_field(state, "ann", "PofA-051")
    mine = to_field(state, "ann", "TST-R01", rested=True)
    assert not _rested(_recover(state, mine), mine)


def test_fow_opp_recover_rules_other_wordings_refused() -> None:
    """FOW-OPP-RECOVER-PHASE-ONLY-R, FOW-OPP-UNRECOVERABLE-R: another phase, or only some entities, stay refused."""
    assert "no ability form" in line_refusal("Your rival may not recover cards outside their main phase.")
    assert "no ability form" in line_refusal("Resonators of your rival stay rested against recovering effects.")


# -- FOW-UNRETURNABLE-R --------------------------------------------------------------------------------------------


def _bounce(state: State, target: str) -> State:
    """Ann plays GITS2045SD-008 (return target resonator to its owner's hand) on ``target`` and it resolves."""
    chant = to_hand(state, "ann", "GITS2045SD-008")
    pool(state, "ann", void=1)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"void": 1}}, "targets": [target]}))


def test_fow_unreturnable_r_is_read() -> None:
    """FOW-UNRETURNABLE-R: TSW-075 reads as one continuous ability of its own; the card is supported."""
    assert entry("TSW-075")["supported"]
    (ability,) = card("TSW-075")["abilities"]
    assert ability["unreturnable"] is True


def test_fow_unreturnable_r_it_stays_in_the_field() -> None:
    """FOW-UNRETURNABLE-R: bob's TSW-075 is a legal target of ann's GITS2045SD-008, which resolves and leaves it in
    bob's field (no returned event); bob's TST-R01 targeted by the same chant goes to his hand."""
    state = real_started("TSW-075", "GITS2045SD-008", copies=2)
    serpent, other = to_field(state, "bob", "TSW-075"), to_field(state, "bob", "TST-R01")
    state = _bounce(state, serpent)
    assert serpent in {e.id for e in player(state, "bob").field} and serpent not in player(state, "bob").hand
    state = _bounce(state, other)
    assert other in player(state, "bob").hand


def test_fow_unreturnable_r_other_cards_refused() -> None:
    """FOW-UNRETURNABLE-R: other wordings (an addition's, a group's) stay refused."""
    assert "no ability form" in line_refusal("This card never goes back to a hand.", "addition")
    assert "no ability form" in line_refusal("Dragons you own never go back to a hand.")


# -- FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R -----------------------------------------------------------------------------


def test_fow_cannot_attack_players_until_r_is_read() -> None:
    """FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R: SNV-070's [Enter] ability reads as its keywords and the status flag for the
    turn; the card is supported."""
    assert entry("SNV-070")["supported"]
    (enter,) = [a for a in card("SNV-070")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"] == [{"op": "modify", "keywords": ["swiftness", "precision"], "flags": ["cannot_attack_opponent"], "target": "self"}]


def test_fow_cannot_attack_players_until_r_only_resonators_this_turn() -> None:
    """FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R: ann plays SNV-070 (another copy in her field already); it resolves with its
    [Enter] ability: the same turn it may
    attack bob's recovered TST-R01 ([Swiftness], [Precision]) but not bob (refused, not listed)."""
    state = real_started("SNV-070", copies=2)
    first = to_field(state, "ann", "SNV-070")  # a Mimi Tribe card in her field: the other copy may be played
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SNV-070")))
    (ball,) = [e.id for e in player(state, "ann").field if e.id.startswith("ann:SNV-070") and e.id != first]
    assert {"swiftness", "precision"} <= stats(state, ball)[2]
    target = to_field(state, "bob", "TST-R01")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    declare = {"type": "declare_attack", "player": "ann", "attacker": ball}
    assert code_of(state, {**declare, "target": "bob"}) == "FOW-CANNOT-ATTACK-WHAT-R"
    assert not listed(state, "declare_attack", attacker=ball, target="bob")
    assert code_of(state, {**declare, "target": target}) is None


def test_fow_cannot_attack_players_until_r_other_wordings_refused() -> None:
    """FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R: other wordings (for good, given to a target) stay refused."""
    assert line_refusal("[Enter] >>> This card gains [Flying] but never attacks a player.")
    assert line_refusal("[Enter] >>> Target resonator gains [Flying] and may not attack a player this turn.")


# -- FOW-FORCE-RESONANCE-NO-CHASE-R --------------------------------------------------------------------------------


def test_fow_force_resonance_no_chase_r_is_read() -> None:
    """FOW-FORCE-RESONANCE-NO-CHASE-R: GRL-039 keeps the mark in its [Force Resonance] block, not on the card itself."""
    assert entry("GRL-039")["supported"]
    assert card("GRL-039")["force_resonance"] == {"name": "Nature", "no_chase": True} and "no_chase" not in card("GRL-039")


def test_fow_force_resonance_no_chase_r_never_applied() -> None:
    """FOW-FORCE-RESONANCE-NO-CHASE-R: ann plays GRL-039 on bob's light TST-R01; no [Force Command] is controlled, so bob
    may chase it (his quickcast WOM-016 is legal); it resolves and destroys TST-R01."""
    state = real_started("GRL-039", "WOM-016")
    target = to_field(state, "bob", "TST-R01")
    state = play(state, "ann", to_hand(state, "ann", "GRL-039"), [target])
    state = act(state, {"type": "pass", "player": "ann"})
    answer = to_hand(state, "bob", "WOM-016")
    pool(state, "bob", light=1)
    assert code_of(state, {"type": "play_card", "player": "bob", "card": answer, "payment": {"pool": {"light": 1}}, "targets": [target]}) is None
    state = resolve_all(state)
    assert target in player(state, "bob").graveyard


def test_fow_force_resonance_no_chase_r_not_on_other_types() -> None:
    """FOW-FORCE-RESONANCE-NO-CHASE-R: the same gained sentence under a resonator's block stays refused."""
    import pytest

    from adjudicator.force_of_will.ability.blocks import gain
    from adjudicator.force_of_will.ability.grammar import Unsupported

    record = {"id": "X", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
    with pytest.raises(Unsupported, match="under \\[Force Resonance\\] of a resonator"):
        gain("force_resonance", "Ember", "Players cannot chase to this card", record)
