"""Grimm-cluster ability families, sixth batch: misprints of the card database read as printed, a "cannot
play this ability if you don't control <a name with a comma>", an old Chant-Standby's "[Trigger] <state>:",
"non-<Race>" groups, Judgment costs paid instead (optionally, or in tiers), a list of races, "up to N
target" under a condition, damage to "an opponent", will produced per count, "target [Addition:Resonator]"
-- each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability

from .fowsim_db import card, entry, printed
from .fowsim_db import line_record as _record
from .fowsim_db import line_refusal as _refused
from .helpers import act, both_pass, code_of, player, pool, to_field, to_graveyard, to_hand, to_standby
from .real import board_of, hero_started, judgment_action, play, real_started, resolve_all, stats

# -- FOW-MISPRINT-R ----------------------------------------------------------------------------------------


def test_fow_misprint_r_a_stat_change_without_its_verb() -> None:
    """FOW-MISPRINT-R with TAT-060 (a chant whose database line dropped "gains" before its stat change):
    read as printed, ann's chant gives her resonator +600/+600 until end of turn."""
    assert entry("TAT-060")["supported"]
    assert [e["op"] for e in card("TAT-060")["effects"]] == ["modify"]
    state = real_started("TAT-060")
    target = to_field(state, "ann", "TST-R01")
    atk, defense, _ = stats(state, target)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-060"), [target]))
    assert stats(state, target)[:2] == (atk + 600, defense + 600)


def test_fow_misprint_r_only_the_listed_spellings() -> None:
    """FOW-MISPRINT-R: each misprint of the table reads as its printed spelling (CMF-002, CMF-010, CMF-062,
    TAT-039, TAT-043, MPR-064J); a right spelling stays ("under your control" is no "if your control"), and
    a stat change without its verb anywhere but a line's opening target is refused, not guessed."""
    assert "Thi card" not in normalize_line(printed("CMF-002", 1)) and "This card loses" in normalize_line(printed("CMF-002", 1))
    assert "abilites" not in normalize_line(printed("CMF-010", 0))
    assert "you opponent" not in normalize_line(printed("CMF-062", 0))
    assert " it put into" not in normalize_line(printed("TAT-039", 1))
    assert "Otherwhise" not in normalize_line(printed("TAT-043", 0)) and "put in into" not in normalize_line(printed("TAT-043", 0))
    assert "The shuffle" not in normalize_line(printed("MPR-064J", 0))
    assert normalize_line("Draw a card if there is a Fairy Tale in the field under your control") == "Draw a card if there is a Fairy Tale in the field under your control"
    assert "no vocabulary entry matches" in _refused("Each resonator you control [+600/+600] until end of turn.", "chant")


# -- FOW-CANNOT-PLAY-IF-R: a quoted name holding a comma ---------------------------------------------------


def _prince() -> tuple[Any, str, dict[str, Any]]:
    """CMF-002 in ann's field; the reference resonator TST-R02 bears CMF-014's name (CMF-014 itself has
    lines the engine refuses, so no deck holds it)."""
    state = hero_started(("CMF-002",), changed={"TST-R02": {"name": card("CMF-014")["name"]}})
    prince = to_field(state, "ann", "CMF-002")
    return state, prince, {"type": "activate", "player": "ann", "card": prince, "ability": 1, "targets": []}


def test_fow_cannot_play_if_r_a_name_with_a_comma_controlled() -> None:
    """FOW-CANNOT-PLAY-IF-R with CMF-002 (its free ability makes it lose all abilities until end of turn;
    its player cannot play it unless they control CMF-014, a name holding a comma): with CMF-014 in ann's
    field (the reference resonator bearing its name) the ability resolves and CMF-002 has no abilities."""
    assert entry("CMF-002")["supported"]
    ability = card("CMF-002")["abilities"][1]
    assert ability["when"] == {"count": {"what": "card", "names": [card("CMF-014")["name"]]}, "at_least": 1}
    state, prince, activate = _prince()
    to_field(state, "ann", "TST-R02")
    state = resolve_all(act(state, activate))
    board = board_of(state)
    entity = board.entity(prince)
    assert entity is not None and board.card(prince).abilities and not board.defn(entity).abilities


def test_fow_cannot_play_if_r_a_name_with_a_comma_not_controlled() -> None:
    """FOW-CANNOT-PLAY-IF-R with CMF-002 without CMF-014 in ann's field: refused with the code of an
    ability played only while its condition holds; a negated condition with "and" outside the quotes stays
    refused."""
    state, _, activate = _prince()
    assert code_of(state, activate) == "FOW-ACTIVATE-ONLY-IF-R"
    reason = _refused('[Activate] {Rest}: Draw two cards. You cannot play this ability if you don\'t control "Ann, the Reader" and a Fairy Tale.')
    assert "cannot play this ability if" in reason


# -- FOW-KW-TRIGGER-IF-R / FOW-EACH-NON-RACE-R -------------------------------------------------------------


def _eclipse(moon: bool) -> tuple[Any, str, str, str]:
    """MPR-051 set in ann's chant-standby area last turn; bob's TST-R07 bears the race Wererabbit, ann's
    TST-R08 none; with ``moon`` ann controls TST-R06 bearing the race Moon."""
    state = hero_started(("MPR-051",), changed={"TST-R06": {"races": ["Moon"]}, "TST-R07": {"races": ["Wererabbit"]}})
    # Set there on an earlier turn (CR 708.5): the game is told it is ann's second turn of her own.
    state.turn.number = 3
    eclipse = to_standby(state, "ann", "MPR-051", 1)
    if moon:
        to_field(state, "ann", "TST-R06")
    return state, eclipse, to_field(state, "bob", "TST-R07"), to_field(state, "ann", "TST-R08")


def test_fow_kw_trigger_if_r_played_from_standby_while_the_state_holds() -> None:
    """FOW-KW-TRIGGER-IF-R and FOW-EACH-NON-RACE-R with MPR-051 (Chant-Standby: while you control a Moon,
    non-Wererabbit resonators get -500 ATK and Wererabbit resonators +500 ATK until end of turn): ann
    controls a Moon and plays it from her standby area (no card cost): bob's Wererabbit gains 500 ATK, ann's
    other resonator loses 500."""
    assert entry("MPR-051")["supported"]
    assert set(card("MPR-051")["trigger"]) == {"when"}
    state, eclipse, rabbit, boar = _eclipse(moon=True)
    rabbit_atk, boar_atk = stats(state, rabbit)[0], stats(state, boar)[0]
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": eclipse, "targets": [], "payment": {"pool": {}}}))
    assert (stats(state, rabbit)[0], stats(state, boar)[0]) == (rabbit_atk + 500, boar_atk - 500)


def test_fow_kw_trigger_if_r_refused_while_the_state_does_not_hold() -> None:
    """FOW-KW-TRIGGER-IF-R with MPR-051 and no Moon in ann's field: refused with the code and not listed;
    a [Trigger] condition of an event ("When ...") is refused, "Anytime" is a cost of {0}."""
    state, eclipse, _, _ = _eclipse(moon=False)
    play_it = {"type": "play_card", "player": "ann", "card": eclipse, "targets": [], "payment": {"pool": {}}}
    assert code_of(state, play_it) == "FOW-KW-TRIGGER-IF-R"
    assert not any(getattr(a, "card", None) == eclipse for a in GAME.legal_actions(state, "ann"))
    assert "automatic ability" in _refused("[Trigger] When a resonator you control is destroyed: Draw a card.", "chant")
    record = _record("chant")
    map_ability(normalize_line("[Trigger] Anytime: Draw a card."), record)
    assert record["trigger"] == {"cost": {}} and [e["op"] for e in record["effects"]] == ["draw"]


def test_fow_each_non_race_r_only_a_race_alone() -> None:
    """FOW-EACH-NON-RACE-R: "non-<attribute>" with a race beside it and two groups joined before one noun stay
    refused ("all non-<attribute> resonators" alone is FOW-NON-ATTRIBUTE-R's, fow-grimm-e); the race filter
    reaches only cards without that race (ACN-002, a real chant destroying all non-<Race> resonators, is read
    with it)."""
    assert card("ACN-002")["effects"][0]["among"] == {"not_races": [card("ACN-002")["effects"][0]["among"]["not_races"][0]]}
    assert "only 'non-<attribute>' and 'non-<Race>'" in _refused("Destroy all non-light Human resonators.", "chant")
    assert "only 'non-<Race>' alone" in _refused("Destroy all non-Human non-Elf resonators.", "chant")


# -- FOW-JUDG-INSTEAD-R: "If <condition>, you may pay <cost> to play this ability instead" -----------------


def test_fow_judg_instead_r_you_may_pay_the_other_cost_while_it_holds() -> None:
    """FOW-JUDG-INSTEAD-R with CMF-061 (its Judgment: its printed cost, or nothing while the opponent controls a
    resonator of one of three races -- "Vampire, Immortal of Werewolf", FOW-MISPRINT-R and FOW-RACE-LIST-R),
    as read, given to the reference ruler: with bob's Vampire (TST-R17) in the field ann may pay nothing or
    the printed cost; without it, paying nothing is refused."""
    assert entry("CMF-061")["supported"]
    judgment = card("CMF-061")["judgment"]
    assert judgment["instead_may"] and judgment["instead"] == {}
    assert sorted(judgment["instead_when"]["count"]["races"]) == ["Immortal", "Vampire", "Werewolf"]
    printed_will = dict(judgment["cost"]["specified"]) | {"void": judgment["cost"]["free"]}
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}})
    assert code_of(state, judgment_action(state, {})) == "FOW-WILL-3"
    to_field(state, "bob", "TST-R17")
    assert code_of(state, judgment_action(state, printed_will)) is None
    state = act(state, judgment_action(state, {}))
    assert state.chase


def test_fow_judg_instead_r_a_human_put_into_your_graveyard_this_turn() -> None:
    """FOW-JUDG-INSTEAD-R with CMF-047: "if a Human is put into your graveyard from a field this turn" is the
    condition FOW-TO-GRAVEYARD-THIS-TURN-R reads ("was put into your graveyard from the field this turn");
    a condition this vocabulary has not stays refused."""
    assert entry("CMF-047")["supported"]
    judgment = card("CMF-047")["judgment"]
    assert judgment["instead_may"] and judgment["instead_when"]["count"] | {"races": []} == {"what": "card", "zone": "to_graveyard", "races": []}
    reason = _refused("[Judgment] {R}{2}: If you played three spells this turn, you may pay {0} to play this ability instead.", "ruler")
    assert "not in the vocabulary" in reason


# -- FOW-RACE-LIST-R ---------------------------------------------------------------------------------------


def test_fow_race_list_r_a_target_of_one_of_the_races() -> None:
    """FOW-RACE-LIST-R with CMF-015 (remove target resonator of one of two races; "Nightmare of Fairy Tale",
    FOW-MISPRINT-R): bob's resonator of the first race (TST-R17 given it) is removed; one of neither race is
    no legal target."""
    assert entry("CMF-015")["supported"]
    races = card("CMF-015")["targets"][0]["races"]
    assert len(races) == 2
    state = hero_started(("CMF-015",), changed={"TST-R17": {"races": [races[0]]}})
    nightmare = to_field(state, "bob", "TST-R17")
    other = to_field(state, "bob", "TST-R20")
    spell = to_hand(state, "ann", "CMF-015")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [other], "payment": {"pool": {"light": 1, "void": 1}}}) == "FOW-PLAY-1"
    state = resolve_all(play(state, "ann", spell, [nightmare]))
    assert nightmare not in {e.id for e in player(state, "bob").field} and other in {e.id for e in player(state, "bob").field}


# -- FOW-JUDG-INSTEAD-TIERS-R ------------------------------------------------------------------------------

# A payment of other will than the cost: too little (FOW-WILL-3) or too much (FOW-WILL-5-R).
_WRONG_WILL = ("FOW-WILL-3", "FOW-WILL-5-R")


def test_fow_judg_instead_tiers_r_the_last_cost_whose_condition_holds() -> None:
    """FOW-JUDG-INSTEAD-TIERS-R with MPR-010 (its Judgment costs less light will as its player's life is lower,
    in three steps), as read, given to the reference ruler: at full life only the printed cost; at the
    second step's life the second step's cost (not the first's, nor the printed one)."""
    assert entry("MPR-010")["supported"]
    judgment = card("MPR-010")["judgment"]
    tiers = judgment["instead_tiers"]
    assert len(tiers) == 3 and all(t["when"]["life"] for t in tiers)
    will = [dict(judgment["cost"]["specified"])] + [dict(t["cost"].get("specified", {})) for t in tiers]
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}})
    assert code_of(state, judgment_action(state, will[1])) in _WRONG_WILL
    assert code_of(state, judgment_action(state, will[0])) is None
    player(state, "ann").life = tiers[1]["when"]["at_most"]
    assert code_of(state, judgment_action(state, will[1])) in _WRONG_WILL
    assert code_of(state, judgment_action(state, will[3])) in _WRONG_WILL
    state = act(state, judgment_action(state, will[2]))
    assert state.chase


# -- FOW-EFFECT-IF-R with FOW-UP-TO-R ----------------------------------------------------------------------


def _rabbit_kick(wererabbit: bool) -> tuple[Any, list[str]]:
    """ann plays CMF-050's second mode (return up to two target resonators to their owners' hands if you
    control a Wererabbit -- "if your control", FOW-MISPRINT-R) at bob's two resonators; with ``wererabbit``
    ann controls TST-R06 given that race."""
    state = hero_started(("CMF-050",), changed={"TST-R06": {"races": ["Wererabbit"]}})
    if wererabbit:
        to_field(state, "ann", "TST-R06")
    victims = [to_field(state, "bob", "TST-R17"), to_field(state, "bob", "TST-R20")]
    spell = to_hand(state, "ann", "CMF-050")
    pool(state, "ann", water=2)
    state = act(state, {"type": "play_card", "player": "ann", "card": spell, "mode": 1, "targets": victims, "payment": {"pool": {"water": 2}}})
    return resolve_all(state), victims


def test_fow_effect_if_r_up_to_two_targets_while_you_control_the_race() -> None:
    """FOW-EFFECT-IF-R and FOW-UP-TO-R with CMF-050: ann controls a Wererabbit -- both of bob's resonators
    return to his hand."""
    assert entry("CMF-050")["supported"]
    second = card("CMF-050")["modes"][1]
    assert len(second["targets"]) == 2 and all(e.get("when") for e in second["effects"])
    state, victims = _rabbit_kick(wererabbit=True)
    assert set(victims) <= set(player(state, "bob").hand)


def test_fow_effect_if_r_up_to_two_targets_without_the_race() -> None:
    """FOW-EFFECT-IF-R with CMF-050 and no Wererabbit in ann's field: the mode resolves and does nothing."""
    state, victims = _rabbit_kick(wererabbit=False)
    assert set(victims) <= {e.id for e in player(state, "bob").field}


# -- FOW-AN-OPPONENT-R -------------------------------------------------------------------------------------


def _loup_garou_attacks(moon: bool) -> int:
    """ann's CMF-028 (a Werewolf: whenever a Werewolf she controls attacks, it deals 100 damage to an
    opponent, 200 instead while she controls a Moon) attacks bob; with ``moon`` ann controls TST-R06 given
    the race Moon. bob's life lost once the attack's trigger resolved (before battle damage)."""
    state = hero_started(("CMF-028",), changed={"TST-R06": {"races": ["Moon"]}})
    wolf = to_field(state, "ann", "CMF-028")
    if moon:
        to_field(state, "ann", "TST-R06")
    life = player(state, "bob").life
    state = act(state, {"type": "start_battle", "player": "ann"})
    for _ in range(4):
        if state.decision is not None and state.decision.kind == "declare_attack":
            break
        state = act(state, {"type": "pass", "player": state.priority})
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": wolf, "target": "bob"})
    for pending in list(state.pending):
        state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
    assert [c.card for c in state.chase] == [wolf]
    state = both_pass(state)
    assert not state.chase
    return life - player(state, "bob").life


def test_fow_an_opponent_r_damage_to_the_one_opponent() -> None:
    """FOW-AN-OPPONENT-R with CMF-028 attacking: bob is dealt 100 damage; with a Moon in ann's field 200
    instead (FOW-EFFECT-IF-R: never both)."""
    assert entry("CMF-028")["supported"]
    assert [e["each"] for e in card("CMF-028")["abilities"][1]["effects"]] == ["your_opponent", "your_opponent"]
    assert _loup_garou_attacks(moon=False) == 100
    assert _loup_garou_attacks(moon=True) == 200


def test_fow_an_opponent_r_instead_after_damage_to_each_resonator_is_the_damage_each_instead() -> None:
    """FOW-EFFECT-IF-R: "this card deals N damage instead" after damage to each resonator of a group was refused here
    until fow-s-deal's FOW-DAMAGE-EACH-INSTEAD-R: now the first damage is done unless the condition holds, the second
    (to the same group) when it does -- never both."""
    record = _record("chant")
    map_ability(normalize_line("Deal 100 damage to each resonator. If you control a Vampire, this card deals 300 damage instead."), record)
    first, second = record["effects"]
    assert (first["amount"], first["each"], second["amount"], second["each"]) == (100, "all_resonators", 300, "all_resonators")
    assert first["unless"] == second["when"] and first["unless"]["count"]["races"] == ["Vampire"]


# -- FOW-PRODUCE-PER-R -------------------------------------------------------------------------------------


def test_fow_produce_per_r_one_will_per_card_of_the_race() -> None:
    """FOW-PRODUCE-PER-R with CMF-059 (a Musketeer: as it enters, produce one wind will per Musketeer
    resonator you control): with another Musketeer (TST-R07 given the race) in ann's field, two wind will
    are produced (CMF-059 itself counted)."""
    assert entry("CMF-059")["supported"]
    effect = card("CMF-059")["abilities"][0]["effects"][0]
    assert effect["will"] == ["wind"] and effect["per"]["races"] == ["Musketeer"]
    state = hero_started(("CMF-059",), changed={"TST-R07": {"races": ["Musketeer"]}})
    to_field(state, "ann", "TST-R07")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-059")))
    assert player(state, "ann").pool.get("wind", 0) == 2


def test_fow_produce_per_r_a_choice_for_each_refused() -> None:
    """FOW-PRODUCE-PER-R: a will of a choice of attributes "for each" is not read."""
    assert "for each" in _refused("[Enter] >>> Produce one will of any attribute for each Musketeer resonator you control.")


# -- FOW-TARGET-ADDITION-RESONATOR-R -----------------------------------------------------------------------


def _servant() -> tuple[Any, str, str, str]:
    """ann plays CMF-009 (as it enters: put target [Addition:Resonator] from your graveyard into your hand);
    her graveyard holds TAT-070 (an [Addition:Resonator]) and the reference TST-A01 (an addition added to
    J/resonators). The state with the [Enter] ability pending."""
    state = real_started("CMF-009", "TAT-070")
    shoes = to_graveyard(state, "ann", "TAT-070")
    blade = to_graveyard(state, "ann", "TST-A01")
    state = play(state, "ann", to_hand(state, "ann", "CMF-009"))
    state = both_pass(state)
    assert state.pending
    return state, state.pending[0].id, shoes, blade


def test_fow_target_addition_resonator_r_back_to_hand() -> None:
    """FOW-TARGET-ADDITION-RESONATOR-R with CMF-009: its [Enter] ability targets TAT-070 in ann's graveyard,
    which goes to her hand."""
    assert entry("CMF-009")["supported"]
    assert card("CMF-009")["abilities"][0]["targets"][0]["on_resonator"]
    state, pending, shoes, _ = _servant()
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [shoes]}))
    assert shoes in player(state, "ann").hand


def test_fow_target_addition_resonator_r_not_a_j_resonator_addition() -> None:
    """FOW-TARGET-ADDITION-RESONATOR-R with CMF-009: an addition added to J/resonators (TST-A01) in ann's
    graveyard is no legal target, refused with the code."""
    state, pending, _, blade = _servant()
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [blade]}) == "FOW-TARGET-ADDITION-RESONATOR-R"


# -- FOW-PAY-LIFE-MAY-R ------------------------------------------------------------------------------------


def _rasputin_wiped(life: int) -> tuple[Any, str]:
    """VIN001-070 (put into the graveyard from the field: you may pay 200 life; if you do, it returns to its
    owner's hand) in ann's field at ``life``, then CFC-073's board wipe played and passed on."""
    state = real_started("VIN001-070", "CFC-073")
    player(state, "ann").life = life
    dying = to_field(state, "ann", "VIN001-070")
    state = play(state, "ann", to_hand(state, "ann", "CFC-073"))
    for _ in range(12):
        if (state.decision is not None and state.decision.kind == "may") or (not state.chase and not state.pending and dying in player(state, "ann").graveyard):
            return state, dying
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("the wipe did not resolve")


def test_fow_pay_life_may_r_paid_the_card_returns() -> None:
    """FOW-PAY-LIFE-MAY-R with VIN001-070 destroyed by CFC-073: ann pays 200 life and it goes to her hand."""
    assert entry("VIN001-070")["supported"]
    state, dying = _rasputin_wiped(4000)
    assert state.decision is not None and state.decision.kind == "may"
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert dying in player(state, "ann").hand and player(state, "ann").life == 3800


def test_fow_pay_life_may_r_not_offered_without_the_life() -> None:
    """FOW-PAY-LIFE-MAY-R with VIN001-070 at 100 life: the payment is not offered, the card stays in the
    graveyard and no life is lost; a life payment not made optional is refused."""
    state, dying = _rasputin_wiped(100)
    state = resolve_all(state)
    assert dying in player(state, "ann").graveyard and player(state, "ann").life == 100
    assert "not 'you may pay N life'" in _refused("[Enter] >>> Pay 200 life. Draw a card.")


# -- FOW-JUDG-LESS-NAMES-R ---------------------------------------------------------------------------------


def test_fow_judg_less_names_r_each_name_once() -> None:
    """FOW-JUDG-LESS-NAMES-R with CMF-074 (its Judgment: nine generic will, three less for each of three
    named cards its player controls), as read, given to the reference ruler; reference resonators bear two
    of the names: two cards of one name lower it once (six will, not three), cards of two names twice."""
    assert entry("CMF-074")["supported"]
    judgment = card("CMF-074")["judgment"]
    names = judgment["less"]["per"]["names"]
    assert judgment["cost"] == {"free": 9} and judgment["less"]["free"] == 3 and len(names) == 3
    state = hero_started(
        (), changed={"TST-RU1": {"judgment": judgment}, "TST-R06": {"name": names[0]}, "TST-R08": {"name": names[0]}, "TST-R07": {"name": names[1]}}
    )
    to_field(state, "ann", "TST-R06")
    to_field(state, "ann", "TST-R08")
    assert code_of(state, judgment_action(state, {"void": 3})) in _WRONG_WILL
    assert code_of(state, judgment_action(state, {"void": 6})) is None
    to_field(state, "ann", "TST-R07")
    assert code_of(state, judgment_action(state, {"void": 6})) in _WRONG_WILL
    state = act(state, judgment_action(state, {"void": 3}))
    assert state.chase


# -- FOW-N-TARGETS-R ---------------------------------------------------------------------------------------


def test_fow_n_targets_r_each_slot_chosen() -> None:
    """FOW-N-TARGETS-R with AOA-065 (a chant dealing 200 damage to two target resonators): both of bob's
    resonators are dealt 200 (before its look at the top card waits for ann); one target only is refused (two must be chosen), the same one twice too."""
    assert entry("AOA-065")["supported"]
    slots = card("AOA-065")["targets"]
    assert len(slots) == 2 and not any(s.get("optional") for s in slots)
    state = real_started("AOA-065")
    first, second = to_field(state, "bob", "TST-R05"), to_field(state, "bob", "TST-R10")
    spell = to_hand(state, "ann", "AOA-065")
    play_it = {"type": "play_card", "player": "ann", "card": spell, "payment": {"pool": {"wind": 1}}}
    pool(state, "ann", wind=1)
    assert code_of(state, play_it | {"targets": [first]}) == "FOW-PLAY-1"
    assert code_of(state, play_it | {"targets": [first, first]}) == "FOW-PLAY-1"
    # Its second sentence (look at the top card, then put it back or at the bottom) waits for ann after the damage.
    state = both_pass(act(state, play_it | {"targets": [first, second]}))
    assert board_of(state).entity(first).damage == 200 and board_of(state).entity(second).damage == 200  # type: ignore[union-attr]
