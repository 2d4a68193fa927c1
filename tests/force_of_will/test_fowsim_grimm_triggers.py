"""Grimm-cluster Chant-Standby cards whose old "[Trigger] <state>:" the vocabulary reads: states joined with
"and", a count more than the opponent's by N -- each played with a real card named by id (the printed text
stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.cards import validate_card_set

from .fowsim_db import card, entry, printed
from .fowsim_db import line_record as _record
from .fowsim_db import line_refusal as _refused
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_hand,
    to_standby,
)
from .real import hero_started, paid_play, real_set, resolve_all, to_decision


def _from_standby(state: Any, pid: str, card_id: str) -> str:
    """``card_id`` set in ``pid``'s chant-standby area on an earlier turn (CR 708.5)."""
    state.turn.number = 3
    return to_standby(state, pid, card_id, 1)


def _play(pid: str, instance: str, targets: list[str]) -> dict[str, Any]:
    """Played from the standby area: no card cost (CR 708.4)."""
    return {"type": "play_card", "player": pid, "card": instance, "targets": targets, "payment": {"pool": {}}}


# -- FOW-COND-MORE-BY-R ------------------------------------------------------------------------------------


def _sign(bob_more_by: int) -> tuple[Any, str, list[str]]:
    """MPR-014 in ann's standby area; ann controls one resonator, bob one plus ``bob_more_by``."""
    state = hero_started(("MPR-014",))
    sign = _from_standby(state, "ann", "MPR-014")
    to_field(state, "ann", "TST-R01")
    bobs = [to_field(state, "bob", ref) for ref in ("TST-R02", "TST-R03", "TST-R04", "TST-R05")[: 1 + bob_more_by]]
    return state, sign, bobs


def test_fow_cond_more_by_r_played_while_the_opponent_controls_three_more() -> None:
    """FOW-COND-MORE-BY-R with MPR-014 (Chant-Standby: while the opponent controls three or more resonators
    more than you, remove two target resonators from the game): bob controls four resonators to ann's one;
    ann plays it from her standby area and two of bob's resonators are removed from the game."""
    assert entry("MPR-014")["supported"]
    assert card("MPR-014")["trigger"]["when"]["by"] == 3
    state, sign, bobs = _sign(3)
    state = resolve_all(act(state, _play("ann", sign, bobs[:2])))
    assert set(bobs[:2]) <= set(player(state, "bob").removed)
    assert bobs[2] in {e.id for e in player(state, "bob").field}


def test_fow_cond_more_by_r_refused_two_more_only() -> None:
    """FOW-COND-MORE-BY-R with MPR-014 and bob controlling only two resonators more than ann: refused with
    the code and not listed; "you control N or more ... than you" (no other player) is refused."""
    state, sign, bobs = _sign(2)
    assert code_of(state, _play("ann", sign, bobs[:2])) == "FOW-COND-MORE-BY-R"
    assert not any(getattr(a, "card", None) == sign for a in GAME.legal_actions(state, "ann"))
    assert "not in the vocabulary" in _refused("[Trigger] You control two or more resonators than you: Draw a card.", "chant")
    record = _record("chant")
    map_ability(normalize_line("[Trigger] You control two or more magic stones than your opponent: Draw a card."), record)
    assert record["trigger"]["when"]["than_opponent"] == "more" and record["trigger"]["when"]["by"] == 2


# -- FOW-TRIGGER-IF-AND-R ----------------------------------------------------------------------------------


def _siege(musketeers: int) -> tuple[Any, str, str]:
    """CMF-075 in ann's standby area; ann's ruler bears the ruler name of its [Trigger]; the reference
    resonators TST-R01..R03 bear the three names it asks ann to control, ``musketeers`` of them in her field;
    bob controls TST-R07."""
    trigger = card("CMF-075")["trigger"]
    names = [state_now["count"]["names"][0] for state_now in trigger["also"]]
    changed = {ref: {"name": name} for ref, name in zip(("TST-R01", "TST-R02", "TST-R03"), names, strict=True)}
    state = hero_started(("CMF-075",), ruler_name=trigger["when"]["ruler_names"][0], changed=changed)
    siege = _from_standby(state, "ann", "CMF-075")
    for ref in ("TST-R01", "TST-R02", "TST-R03")[:musketeers]:
        to_field(state, "ann", ref)
    return state, siege, to_field(state, "bob", "TST-R07")


def test_fow_trigger_if_and_r_played_while_every_state_holds() -> None:
    """FOW-TRIGGER-IF-AND-R with CMF-075 (Chant-Standby: while your ruler bears a name (or your J-ruler
    another), and you control three named cards, destroy target J/resonator -- "resonator or J-Ruler", CR
    202.2a): ann's ruler bears the name and she controls the three; she plays it from her standby area and
    bob's resonator is destroyed."""
    assert entry("CMF-075")["supported"]
    assert len(card("CMF-075")["trigger"]["also"]) == 3
    assert card("CMF-075")["targets"] == [{"kind": "j_resonator"}]
    state, siege, target = _siege(3)
    state = resolve_all(act(state, _play("ann", siege, [target])))
    assert target in player(state, "bob").graveyard


def test_fow_trigger_if_and_r_refused_without_one_of_the_states() -> None:
    """FOW-TRIGGER-IF-AND-R with CMF-075 and only two of the three named cards in ann's field: refused with
    the code and not listed; an 'or' beside an 'and' without its comma, and a part that is no whole state,
    stay refused."""
    state, siege, target = _siege(2)
    assert code_of(state, _play("ann", siege, [target])) == "FOW-TRIGGER-IF-AND-R"
    assert not any(getattr(a, "card", None) == siege for a in GAME.legal_actions(state, "ann"))
    assert "joins its states" in _refused('[Trigger] You control a Moon or a Fairy Tale and your life is 2000 or less: Draw a card.', "chant")
    # fow-r-standby: "... and a resonator with [<keyword>]" shares the "you control" now (FOW-TRIGGER-IF-KEYWORD-R); another
    # bare group does not.
    assert "not in the vocabulary" in _refused("[Trigger] You control a wind magic stone and a Fairy Tale resonator: Draw a card.", "chant")


# -- FOW-TRUE-STONE-R / FOW-TRUE-STONE-SAME-NAME-R ----------------------------------------------------------


def _true_stones(same_name: bool) -> tuple[Any, str, str, str]:
    """TAT-091 and TAT-093 (true magic stones) in ann's field, TAT-093 bearing TAT-091's name when
    ``same_name``; ann's resonator TST-R01 beside them."""
    changed = {"TAT-093": {"name": card("TAT-091")["name"]}} if same_name else {}
    state = hero_started((), stones=("TAT-091", "TAT-093"), changed=changed)
    first, second = to_field(state, "ann", "TAT-091"), to_field(state, "ann", "TAT-093")
    return state, first, second, to_field(state, "ann", "TST-R01")


def test_fow_true_stone_r_a_special_stone_of_the_general_type_true() -> None:
    """FOW-TRUE-STONE-R with TAT-091 and TAT-093 (true magic stones, nothing else refused): imported as
    special magic stones of the subtype 'true', supported; with two names nothing triggers."""
    for card_id in ("TAT-091", "TAT-093"):
        assert entry(card_id)["supported"]
        assert card(card_id)["subtypes"] == ["special", "true"]
    assert [a["trigger"] for a in card("TAT-091")["abilities"] if a["kind"] == "automatic"] == ["same_true_name"]
    state, first, second, _ = _true_stones(same_name=False)
    state = both_pass(state)
    assert not state.chase and not state.pending and state.decision is None
    assert {first, second} <= {e.id for e in player(state, "ann").field}


def test_fow_true_stone_same_name_r_banish_all_but_one() -> None:
    """FOW-TRUE-STONE-SAME-NAME-R with TAT-091 and TAT-093 bearing its name (each: while you control two or
    more true magic stones with the same name, banish all but one): the status triggers as the priority
    sequence runs; as it resolves ann chooses the one she banishes, the other stays, and nothing triggers
    again."""
    state, first, second, _ = _true_stones(same_name=True)
    state = to_decision(act(state, {"type": "pass", "player": "ann"}), "banish", {})
    assert state.decision is not None and state.decision.player == "ann"
    state = act(state, {"type": "banish", "player": "ann", "card": first})
    state = resolve_all(state)
    assert first in player(state, "ann").graveyard
    assert second in {e.id for e in player(state, "ann").field}
    assert state.decision is None and not state.pending


def test_fow_true_stone_same_name_r_only_a_stone_sharing_the_name() -> None:
    """FOW-TRUE-STONE-SAME-NAME-R: naming ann's resonator in the banish decision is refused with the code;
    the line on a card that is no true magic stone is refused."""
    state, _, _, resonator = _true_stones(same_name=True)
    state = to_decision(act(state, {"type": "pass", "player": "ann"}), "banish", {})
    assert code_of(state, {"type": "banish", "player": "ann", "card": resonator}) == "FOW-TRUE-STONE-SAME-NAME-R"
    reason = _refused(printed("TAT-091", 2), "resonator")
    assert "true magic stone only" in reason


# -- FOW-TRIG-OPP-DISCARDS-R --------------------------------------------------------------------------------


def _discards(holder: str) -> tuple[Any, int, int]:
    """MPR-097 in ``holder``'s field; ann plays CMF-093 (her opponent discards two cards of his choice: her
    ruler is not the one it names) and bob discards his first cards; every trigger is played.  Returns the
    state and the hand sizes of ann and bob before the chant."""
    state = hero_started(("MPR-097", "CMF-093"))
    to_field(state, holder, "MPR-097")
    played = paid_play(state, "ann", "CMF-093")
    before = (len(player(state, "ann").hand) - 1, len(player(state, "bob").hand))
    state = act(state, played)
    for _ in range(40):
        if state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": "bob", "card": player(state, "bob").hand[0]})
        elif state.pending or state.chase:
            state = resolve_all(state) if state.pending else both_pass(state)
        else:
            return state, *before
    raise AssertionError("the chase did not empty")


def test_fow_trig_opp_discards_r_each_card_the_opponent_discards() -> None:
    """FOW-TRIG-OPP-DISCARDS-R with MPR-097 (whenever your opponent discards a card, draw a card) in ann's
    field: bob discards two cards to ann's CMF-093, and ann draws two."""
    assert entry("MPR-097")["supported"]
    assert card("MPR-097")["abilities"][0]["trigger"] == "opponent_discards"
    state, ann_before, bob_before = _discards("ann")
    assert len(player(state, "bob").hand) == bob_before - 2
    assert len(player(state, "ann").hand) == ann_before + 2


def test_fow_trig_opp_discards_r_not_its_controllers_own_discards() -> None:
    """FOW-TRIG-OPP-DISCARDS-R with MPR-097 in bob's field: bob's own discards do not trigger it (no card
    drawn by either player)."""
    state, ann_before, bob_before = _discards("bob")
    assert len(player(state, "bob").hand) == bob_before - 2
    assert len(player(state, "ann").hand) == ann_before


# -- FOW-TRIG-TARGETED-BY-OPP-R / FOW-TRIG-TARGETED-BY-ATTR-R ----------------------------------------------


def _target_with_chant(holder_card: str, by: str, attribute: str) -> tuple[Any, str, int]:
    """``holder_card`` in ann's field; ``by`` plays the reference chant TST-C01 (+400/+500 to target
    J/resonator) made an ``attribute`` chant with [Quickcast] (bob plays it as ann passes), targeting it.
    Returns the state once everything resolved, the card, and bob's life before."""
    changed = {"TST-C01": {"attributes": [attribute], "cost": {"specified": {attribute: 1}}, "keywords": ["quickcast"]}}
    state = hero_started((holder_card,), changed=changed)
    target = to_field(state, "ann", holder_card)
    life = player(state, "bob").life
    chant = to_hand(state, by, "TST-C01")
    pool(state, by, **{attribute: 1})
    if by == "bob":
        state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "play_card", "player": by, "card": chant, "targets": [target], "payment": {"pool": {attribute: 1}}})
    return resolve_all(state), target, life


def test_fow_trig_targeted_by_opp_r_the_opponents_spell() -> None:
    """FOW-TRIG-TARGETED-BY-OPP-R with TAT-083 (when this card becomes targeted by spells or abilities your
    opponent controls, he or she loses 500 life): bob's chant targets ann's TAT-083 and bob loses 500 life."""
    assert entry("TAT-083")["supported"]
    ability = card("TAT-083")["abilities"][0]
    assert (ability["trigger"], ability["whose"]) == ("targeted", "opponent")
    state, _, life = _target_with_chant("TAT-083", "bob", "light")
    assert player(state, "bob").life == life - 500


def test_fow_trig_targeted_by_opp_r_not_its_controllers_spell() -> None:
    """FOW-TRIG-TARGETED-BY-OPP-R with TAT-083 targeted by ann's own chant: nothing triggers, bob keeps his
    life."""
    state, _, life = _target_with_chant("TAT-083", "ann", "light")
    assert player(state, "bob").life == life


def test_fow_trig_targeted_by_attr_r_a_spell_of_the_attribute() -> None:
    """FOW-TRIG-TARGETED-BY-ATTR-R with TAT-035 (when this card becomes targeted by water spells or water
    card's abilities, destroy it): a water chant targets it and it is destroyed before the chant resolves."""
    assert entry("TAT-035")["supported"]
    assert card("TAT-035")["abilities"][1]["targeted_by"] == {"attributes": ["water"]}
    state, target, _ = _target_with_chant("TAT-035", "ann", "water")
    assert target in player(state, "ann").graveyard


def test_fow_trig_targeted_by_attr_r_not_another_attribute() -> None:
    """FOW-TRIG-TARGETED-BY-ATTR-R with TAT-035 targeted by a light chant: nothing triggers, it stays; two
    different attributes are refused."""
    state, target, _ = _target_with_chant("TAT-035", "ann", "light")
    assert target in {e.id for e in player(state, "ann").field}
    assert "two attributes" in _refused("[Continuous]: When this card becomes targeted by water spells or fire card's abilities, destroy it.")


# -- FOW-GROUP-STATUS-UNTIL-R -------------------------------------------------------------------------------


def _light_of_hope() -> tuple[Any, str, str]:
    """Ann at 2000 life attacks bob with TST-R01; CMF-011 is in her standby area and TST-R02 in her field.
    Ann plays CMF-011 on her attacking resonator (its [Trigger] state holds) and it resolves."""
    state = hero_started(("CMF-011",))
    light = _from_standby(state, "ann", "CMF-011")
    player(state, "ann").life = 2000
    attacker, other = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R02")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = resolve_all(act(state, _play("ann", light, [attacker])))
    assert player(state, "ann").deck[0] == attacker
    return state, attacker, other


def test_fow_group_status_until_r_no_resonator_attacks_for_the_rest_of_the_turn() -> None:
    """FOW-GROUP-STATUS-UNTIL-R with CMF-011 (Chant-Standby: while your life is 2000 or less, put target
    attacking resonator on top of its owner's main deck; then no resonator may attack for the rest of the turn): the
    attacker goes on top of ann's deck, and once the battle is over her other resonator, and one put into her
    field afterwards (CR 909.4), cannot attack this turn; the next turn they can."""
    assert entry("CMF-011")["supported"]
    assert card("CMF-011")["effects"][1] == {"op": "forbid_group", "scope": "all_resonators", "status": ["cannot_attack"]}
    state, _, other = _light_of_hope()
    state = pass_until(state, lambda s: s.battle is None and s.priority == "ann" and not s.chase)
    later = to_field(state, "ann", "TST-R03")
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    for resonator in (other, later):
        assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": resonator, "target": "bob"}) == "FOW-GROUP-STATUS-UNTIL-R"
    assert not any(getattr(a, "attacker", None) in (other, later) for a in GAME.legal_actions(battle, "ann"))
    assert not state.turn.forbidden or all(r.endswith("/cannot_attack") for r in state.turn.forbidden)
    assert next_turn(state).turn.forbidden in (None, [], msgspec.UNSET)


def test_fow_group_status_until_r_only_a_whole_group_until_end_of_turn() -> None:
    """FOW-GROUP-STATUS-UNTIL-R: a filtered group, or a status until end of battle, stays refused."""
    assert "filtered group" in _refused("Fire resonators cannot block until end of turn.", "chant")
    assert "status of every" in _refused("Resonators cannot block until end of battle.", "chant")


# -- FOW-TRIGGER-IF-AND-R with FOW-CONT-WHILE-OPPONENT-R: "your opponent controls N or more <group>" --------


def _flame_trap(bobs: int) -> tuple[Any, str, list[str]]:
    """BFA-023 in ann's standby area, her basic fire magic stone CMF-102 in her field, ``bobs`` resonators in
    bob's."""
    state = hero_started(("BFA-023",), stones=("CMF-102",))
    trap = _from_standby(state, "ann", "BFA-023")
    to_field(state, "ann", "CMF-102")
    return state, trap, [to_field(state, "bob", ref) for ref in ("TST-R02", "TST-R03", "TST-R04", "TST-R05")[:bobs]]


def test_fow_trigger_if_and_r_a_stone_and_the_opponents_count() -> None:
    """FOW-TRIGGER-IF-AND-R with BFA-023 (Chant-Standby of the Alice cluster: while you control a fire magic
    stone and your opponent controls four or more resonators, damage to each resonator your opponent
    controls): with both states holding it is played and each of bob's four resonators is dealt damage."""
    assert entry("BFA-023")["supported"]
    assert card("BFA-023")["trigger"]["also"] == [{"count": {"what": "resonator", "whose": "opponent"}, "at_least": 4}]
    state, trap, bobs = _flame_trap(4)
    state = resolve_all(act(state, _play("ann", trap, [])))
    field = {e.id: e for e in player(state, "bob").field}
    assert all(b not in field or field[b].damage > 0 for b in bobs)
    assert any(b in player(state, "bob").graveyard or (b in field and field[b].damage > 0) for b in bobs)


def test_fow_trigger_if_and_r_refused_with_three_opposing_resonators() -> None:
    """FOW-TRIGGER-IF-AND-R with BFA-023 and three resonators in bob's field: refused with the code."""
    state, trap, _ = _flame_trap(3)
    assert code_of(state, _play("ann", trap, [])) == "FOW-TRIGGER-IF-AND-R"


def test_fow_true_stone_r_built_as_any_non_basic_stone() -> None:
    """FOW-TRUE-STONE-R: a deck holds four copies of TAT-091 (a true magic stone) and is legal; a fifth is
    refused as for any non-basic magic stone (FOW-DECK-4, CR 402.4c); 'true' on a card that is no special magic stone is
    refused in a card set."""
    deck = full_deck("TST-RU1") | {"card_set": real_set("TAT-091")}
    deck["stones"] = dict(deck["stones"], **{"TAT-091": 4})
    assert GAME.validate_deck(deck) == []
    deck["stones"]["TAT-091"] = 5
    assert [v.code for v in GAME.validate_deck(deck)] == ["FOW-DECK-4"]
    bad = real_set("TAT-091")
    bad["cards"] = [dict(c, subtypes=["basic", "true"]) if c["id"] == "TAT-091" else c for c in bad["cards"]]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-TRUE-STONE-R" in e.message for e in errors)
