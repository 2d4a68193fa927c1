"""Phrase-level vocabulary read across the whole community database, sixth wide batch (cost changes of
groups, attribute costs paid with other will, Judgment costs, entering rested): each played with a real
card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import PlayCard, State

from .fowsim_db import card, entry
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
)
from .real import (
    hero_started,
    j_ruler_to_field,
    judgment_action,
    play,
    play_out_turn,
    real_set,
    real_started,
    resolve_all,
    stats,
    will_for,
)

# -- FOW-LESS-GROUP-R ----------------------------------------------------------------------------------------


# bob's reference ruler has [Will of Despair]; ENW-037 has [Will of Hope] (a deck holds one of the two only).
_HOPE = {"TST-RU2": {"keywords": ["war"]}}


def _play_with(state: State, played: str, will: dict[str, int], targets: list[str] | None = None) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": played, "targets": targets or [], "payment": {"pool": will}}


def test_fow_less_group_r_chants_cost_one_less() -> None:
    """FOW-LESS-GROUP-R with ENW-037 ("you may pay {1} less to play chants") in ann's field: her chant TST-C12
    ({W}{1}) is played for {W} alone or for its full cost; her resonator TST-R02 ({W}{1}) is refused for {W}
    (FOW-WILL-3, underpaid)."""
    assert entry("ENW-037")["supported"]
    assert card("ENW-037")["others_less"] == {"free": 1, "types": ["chant"], "optional": True}
    state = hero_started(("ENW-037",), changed=_HOPE)
    to_field(state, "ann", "ENW-037")
    resonator = to_hand(state, "ann", "TST-R02")
    assert code_of(state, _play_with(state, resonator, {"light": 1})) == "FOW-WILL-3"
    chant = to_hand(state, "ann", "TST-C12")
    assert code_of(state, _play_with(state, chant, {"light": 1, "void": 1})) is None
    life = player(state, "ann").life
    state = resolve_all(act(state, _play_with(state, chant, {"light": 1})))
    assert player(state, "ann").life == life + 600


def test_fow_less_group_r_without_its_card_the_chant_costs_in_full() -> None:
    """FOW-LESS-GROUP-R: ENW-037 in bob's field lowers bob's chants, not ann's: her TST-C12 for {W} alone is
    refused (FOW-WILL-3)."""
    state = hero_started(("ENW-037",), changed=_HOPE)
    to_field(state, "bob", "ENW-037")
    chant = to_hand(state, "ann", "TST-C12")
    assert code_of(state, _play_with(state, chant, {"light": 1})) == "FOW-WILL-3"


def test_fow_less_group_r_resonators_of_total_cost_five_or_more() -> None:
    """FOW-LESS-GROUP-R with CFC-034 ("... resonators with total cost 5 or more"): TST-R10 ({G}{G}{3}, total
    cost 5) is played for {G}{G}{2}; TST-R05 ({W}{W}{2}, total cost 4) is refused for {W}{W}{1} (FOW-WILL-3)."""
    assert entry("CFC-034")["supported"]
    state = hero_started(("CFC-034",))
    to_field(state, "ann", "CFC-034")
    four = to_hand(state, "ann", "TST-R05")
    assert code_of(state, _play_with(state, four, {"light": 2, "void": 1})) == "FOW-WILL-3"
    five = to_hand(state, "ann", "TST-R10")
    state = resolve_all(act(state, _play_with(state, five, {"wind": 2, "void": 2})))
    assert five in {e.id for e in player(state, "ann").field}


def test_fow_less_group_r_light_or_fire_resonators() -> None:
    """FOW-LESS-GROUP-R with AO1-046 ("... light or fire resonators"): TST-R12 (fire, {R}{1}) is played for
    {R}; TST-R08 (wind, {G}{1}) is refused for {G} (FOW-WILL-3); a fire chant TST-C07 is no resonator."""
    assert entry("AO1-046")["supported"]
    # A stranger card begins in the stranger deck (FOW-DECK-STRANGER-R): here it is put into the field at once.
    state = hero_started(("AO1-046",), changed={"AO1-046": {"subtypes": []}})
    to_field(state, "ann", "AO1-046")
    wind = to_hand(state, "ann", "TST-R08")
    assert code_of(state, _play_with(state, wind, {"wind": 1})) == "FOW-WILL-3"
    fire = to_hand(state, "ann", "TST-R12")
    state = resolve_all(act(state, _play_with(state, fire, {"fire": 1})))
    assert fire in {e.id for e in player(state, "ann").field}


def test_fow_less_group_r_dual_attribute_cards_need_both() -> None:
    """FOW-LESS-GROUP-R with LEL-065J's line ("... water/darkness cards", both attributes) on ann's J-ruler in
    the field: a card of water and darkness (TST-R16 given both) is played for {B}; TST-R20 (darkness alone,
    {B}{1}) is refused for {B} (FOW-WILL-3)."""
    assert entry("LEL-065J")["supported"]
    # Its ruler side is not supported: the reference J-ruler carries the reduction read from the database.
    less = card("LEL-065J")["others_less"]
    assert less["all_attributes"] == ["water", "darkness"]
    state = hero_started((), changed={"TST-R16": {"attributes": ["water", "darkness"]}, "TST-RU1J": {"others_less": less}})
    j_ruler_to_field(state, "ann")
    dark = to_hand(state, "ann", "TST-R20")
    assert code_of(state, _play_with(state, dark, {"darkness": 1})) == "FOW-WILL-3"
    both = to_hand(state, "ann", "TST-R16")
    assert code_of(state, _play_with(state, both, {"darkness": 1})) is None


def test_fow_less_group_r_other_groups_are_refused() -> None:
    """FOW-LESS-GROUP-R: "resonators with total cost 5 or less" and "<A>/<B> cards" without the reminder
    text are not read."""
    assert "paying less" in _refused("You may pay {1} less to play resonators with total cost 5 or less.")
    assert "water/wind" in _refused("You may pay {1} less to play water/wind cards.")


# -- FOW-ATTRIBUTE-COST-WITH-R ---------------------------------------------------------------------------------


def test_fow_attribute_cost_with_r_light_will_pays_a_fairy_tale_cost() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R with SDL1-009 as ann's ruler in its ruler area (she may pay the attribute cost
    of resonators of a race with light will): TST-R12 ({R}{1}) given that race is played with {W} and a void
    will, or with its printed {R}; TST-R13 ({R}{2}, another race) with {W} and two void is refused
    (FOW-WILL-1: the fire symbol unpaid); light will does not pay a free symbol's part beyond the total."""
    assert entry("SDL1-009")["supported"] and entry("SDL1-009J")["supported"]
    paid_with = card("SDL1-009")["attribute_cost_with"]
    assert paid_with["kinds"] == ["light"] and paid_with["types"] == ["resonator"]
    state = hero_started((), ruler="SDL1-009", changed={"TST-R12": {"races": paid_with["races"]}})
    other = to_hand(state, "ann", "TST-R13")
    assert code_of(state, _play_with(state, other, {"light": 1, "void": 2})) == "FOW-WILL-1"
    fairy = to_hand(state, "ann", "TST-R12")
    assert code_of(state, _play_with(state, fairy, {"fire": 1, "void": 1})) is None
    assert code_of(state, _play_with(state, fairy, {"water": 1, "void": 1})) == "FOW-WILL-1"
    state = resolve_all(act(state, _play_with(state, fairy, {"light": 1, "void": 1})))
    assert fairy in {e.id for e in player(state, "ann").field}


def test_fow_attribute_cost_with_r_the_play_is_listed() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R: legal-actions lists a play that only the substitution makes payable (with {W} and
    a void will in ann's pool, TST-R12 ({R}{1}) given SDL1-009's race), paid as listed; TST-R13 is not listed."""
    paid_with = card("SDL1-009")["attribute_cost_with"]
    state = hero_started((), ruler="SDL1-009", changed={"TST-R12": {"races": paid_with["races"]}})
    other, fairy = to_hand(state, "ann", "TST-R13"), to_hand(state, "ann", "TST-R12")
    pool(state, "ann", light=1, void=1)
    listed = [a for a in GAME.legal_actions(state) if isinstance(a, PlayCard)]
    assert fairy in {a.card for a in listed} and other not in {a.card for a in listed}
    play = next(a for a in listed if a.card == fairy)
    assert play.payment is not None and dict(play.payment.pool) == {"light": 1, "void": 1}
    state = resolve_all(act(state, msgspec.to_builtins(play)))
    assert fairy in {e.id for e in player(state, "ann").field}


def test_fow_attribute_cost_with_r_will_of_any_attribute_is_no_void() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R with ENW-031 as ann's ruler (the attribute cost of resonators of its race
    with will of any attribute): TST-R10 ({G}{G}{3}) given that race is played with {U}{R} and three void;
    with five void (no attribute, CR 907.6d) or one attribute will and four void it is refused
    (FOW-WILL-1); the free part stays owed (FOW-WILL-3 with two void)."""
    assert entry("ENW-031")["supported"]
    paid_with = card("ENW-031")["attribute_cost_with"]
    assert paid_with["kinds"] == ["light", "fire", "water", "wind", "darkness"]
    state = hero_started((), ruler="ENW-031", changed={"TST-R10": {"races": paid_with["races"]}})
    wanderer = to_hand(state, "ann", "TST-R10")
    assert code_of(state, _play_with(state, wanderer, {"void": 5})) == "FOW-WILL-1"
    assert code_of(state, _play_with(state, wanderer, {"water": 1, "void": 4})) == "FOW-WILL-1"
    assert code_of(state, _play_with(state, wanderer, {"water": 1, "fire": 1, "void": 2})) == "FOW-WILL-3"
    state = resolve_all(act(state, _play_with(state, wanderer, {"water": 1, "fire": 1, "void": 3})))
    assert wanderer in {e.id for e in player(state, "ann").field}


def test_fow_attribute_cost_with_r_only_its_controllers_cards() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R with MP01-001's line on bob's ruler: ann's TST-R12 of that race still needs its
    {R} (FOW-WILL-1 with {W})."""
    assert entry("MP01-001")["supported"]
    paid_with = card("MP01-001")["attribute_cost_with"]
    state = hero_started((), changed={"TST-R12": {"races": paid_with["races"]}, "TST-RU2": {"attribute_cost_with": paid_with}})
    fairy = to_hand(state, "ann", "TST-R12")
    assert code_of(state, _play_with(state, fairy, {"light": 1, "void": 1})) == "FOW-WILL-1"


def test_fow_attribute_cost_with_r_other_wordings_are_refused() -> None:
    """FOW-ATTRIBUTE-COST-WITH-R: a group that is no race, or will of two named attributes, is not read."""
    assert "attribute cost" in _refused("You may pay the attribute cost of resonators with total cost 3 or less with light will.", "ruler")
    assert "attribute cost" in _refused("You may pay the attribute cost of Fairy Tale resonators with fire or water will.", "ruler")


# -- FOW-JUDG-COST-CHANGE-R ------------------------------------------------------------------------------------


def test_fow_judg_cost_change_r_one_less_for_its_controller() -> None:
    """FOW-JUDG-COST-CHANGE-R with CFC-082 ("you may pay {1} less to play [Judgment] abilities") in ann's field:
    her ruler's Judgment ({W}{W}{1}) is done for {W}{W} (or its full cost); {W} alone is underpaid
    (FOW-WILL-3). VIN003-073 ("... to do Judgment") is FOW-JUDG-LESS-FIELD-R's, read once, not twice."""
    assert entry("CFC-082")["supported"] and entry("VIN003-073")["supported"]
    assert card("CFC-082")["judgment_change"] == {"free": 1, "optional": True}
    assert "judgment_change" not in card("VIN003-073") and card("VIN003-073")["judgment_less"] == {"free": 1}
    state = hero_started(("CFC-082",))
    to_field(state, "ann", "CFC-082")
    assert code_of(state, judgment_action(state, {"light": 1})) == "FOW-WILL-3"
    assert code_of(state, judgment_action(state, {"light": 2, "void": 1})) is None
    state = act(state, judgment_action(state, {"light": 2}))
    assert state.turn.judgment


def test_fow_judg_cost_change_r_the_opponent_pays_one_more() -> None:
    """FOW-JUDG-COST-CHANGE-R with VIN002-078 ("your opponent pays {1} more ...") in bob's field: ann's
    Judgment ({W}{W}{1}) for its printed cost is underpaid (FOW-WILL-3), for {W}{W}{2} it is done; in ann's own
    field it does not raise her Judgment."""
    assert entry("VIN002-078")["supported"]
    assert card("VIN002-078")["judgment_change"] == {"free": 1, "more": True}
    state = hero_started(("VIN002-078",))
    to_field(state, "ann", "VIN002-078")
    assert code_of(state, judgment_action(state, {"light": 2, "void": 1})) is None
    to_field(state, "bob", "VIN002-078")
    assert code_of(state, judgment_action(state, {"light": 2, "void": 1})) == "FOW-WILL-3"
    state = act(state, judgment_action(state, {"light": 2, "void": 2}))
    assert state.turn.judgment


def test_fow_judg_cost_change_r_increase_then_decrease() -> None:
    """FOW-JUDG-COST-CHANGE-R: bob's VIN002-078 and ann's CFC-082 together (CR 903.2k-3, then 903.2k-4): the
    printed {W}{W}{1} is paid."""
    state = hero_started(("VIN002-078", "CFC-082"))
    to_field(state, "bob", "VIN002-078")
    to_field(state, "ann", "CFC-082")
    assert code_of(state, judgment_action(state, {"light": 2})) == "FOW-WILL-3"
    assert code_of(state, judgment_action(state, {"light": 2, "void": 1})) is None


def test_fow_judg_cost_change_r_other_wordings_are_refused() -> None:
    """FOW-JUDG-COST-CHANGE-R: an increase for its own controller is not read."""
    assert "Judgment" in _refused("You pay {1} more to play [Judgment] abilities.", "addition")


# -- FOW-OPP-CANNOT-ATTACK-BLOCK-R -----------------------------------------------------------------------------


def test_fow_opp_cannot_attack_block_r_neither_attacked_nor_blocked() -> None:
    """FOW-OPP-CANNOT-ATTACK-BLOCK-R with HSD-011 (the other player's J/resonators cannot attack or block it):
    bob's rested HSD-011 cannot be attacked by ann's TST-R01 (FOW-UNATTACKABLE-R) while bob's rested TST-R10
    can; ann's own HSD-011 attacking bob cannot be blocked by bob's recovered TST-R06 (FOW-UNBLOCKABLE-R);
    NWE-077 (its reprint) is read the same."""
    assert entry("HSD-011")["supported"] and entry("NWE-077")["supported"]
    assert card("NWE-077")["abilities"][-1] == card("HSD-011")["abilities"][-1] | {"text": card("NWE-077")["abilities"][-1]["text"]}
    state = hero_started(("HSD-011",))
    hatter = to_field(state, "bob", "HSD-011", rested=True)
    other = to_field(state, "bob", "TST-R10", rested=True)
    attacker = to_field(state, "ann", "TST-R01")
    runner = to_field(state, "ann", "HSD-011")
    blocker = to_field(state, "bob", "TST-R06")
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": hatter}) == "FOW-UNATTACKABLE-R"
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": other}) is None
    blocked = pass_until(
        act(battle, {"type": "declare_attack", "player": "ann", "attacker": runner, "target": "bob"}),
        lambda s: s.decision is not None and s.decision.kind == "declare_block",
    )
    assert code_of(blocked, {"type": "declare_block", "player": "bob", "blocker": blocker}) == "FOW-UNBLOCKABLE-R"


def test_fow_opp_cannot_attack_block_r_another_attacker_is_blocked() -> None:
    """FOW-OPP-CANNOT-ATTACK-BLOCK-R: with HSD-011 in bob's field, ann's TST-R01 attacking bob may still be
    blocked by bob's TST-R06 (the ability is the card's own)."""
    state = hero_started(("HSD-011",))
    to_field(state, "bob", "HSD-011")
    attacker = to_field(state, "ann", "TST-R01")
    blocker = to_field(state, "bob", "TST-R06")
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    blocked = pass_until(
        act(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}),
        lambda s: s.decision is not None and s.decision.kind == "declare_block",
    )
    assert code_of(blocked, {"type": "declare_block", "player": "bob", "blocker": blocker}) is None


# -- FOW-THAT-RESONATOR-RECOVER-R ------------------------------------------------------------------------------


def test_fow_that_resonator_recover_r_the_target_gains_and_recovers() -> None:
    """FOW-THAT-RESONATOR-RECOVER-R with TMS-035 (a water resonator target gains [0/+400], then "that
    resonator" recovers): ann's rested TST-R06 (made water) gains 400 DEF and is recovered; bob's rested
    TST-R10 (another card) stays rested; VIN003-035 (its reprint) is read the same."""
    assert entry("TMS-035")["supported"] and entry("VIN003-035")["supported"]
    assert card("TMS-035")["effects"] == card("VIN003-035")["effects"]
    state = hero_started(("TMS-035",), changed={"TST-R06": {"attributes": ["water"]}})
    mine = to_field(state, "ann", "TST-R06", rested=True)
    other = to_field(state, "bob", "TST-R10", rested=True)
    chant = to_hand(state, "ann", "TMS-035")
    base = stats(state, mine)[:2]
    state = resolve_all(act(state, _play_with(state, chant, {"water": 1}, [mine])))
    assert stats(state, mine)[:2] == (base[0], base[1] + 400)
    entities = {e.id: e for p in state.players for e in p.field}
    assert not entities[mine].rested and entities[other].rested


def test_fow_that_resonator_recover_r_only_a_water_resonator() -> None:
    """FOW-THAT-RESONATOR-RECOVER-R: TMS-035 cannot target a light resonator (TST-R01: FOW-PLAY-1);
    "that resonator" with no single J/resonator targeted before it is refused."""
    state = hero_started(("TMS-035",))
    light = to_field(state, "ann", "TST-R01", rested=True)
    chant = to_hand(state, "ann", "TMS-035")
    assert code_of(state, _play_with(state, chant, {"water": 1}, [light])) == "FOW-PLAY-1"
    assert "that resonator" in _refused("Draw a card. Recover that resonator.", "chant")


# -- FOW-SELF-GRAVEYARD-INSTEAD-R ------------------------------------------------------------------------------


def test_fow_self_graveyard_instead_r_destroyed_it_goes_to_the_bottom_of_the_deck() -> None:
    """FOW-SELF-GRAVEYARD-INSTEAD-R with GRV-003 (if it would be put into a graveyard from the field, it goes
    to the bottom of its owner's deck instead): destroyed by ann's TST-C10, it is the last card of her deck and
    not in her graveyard; TST-R01 destroyed the same way goes to the graveyard; GRV-007 is read the same."""
    assert entry("GRV-003")["supported"] and entry("GRV-007")["supported"]
    assert card("GRV-003")["graveyard_instead"] == card("GRV-007")["graveyard_instead"] == "deck_bottom"
    state = hero_started(("GRV-003",))
    roskva = to_field(state, "ann", "GRV-003")
    plain = to_field(state, "ann", "TST-R01")
    for victim in (roskva, plain):
        chant = to_hand(state, "ann", "TST-C10")
        state = resolve_all(act(state, _play_with(state, chant, {"darkness": 2, "void": 1}, [victim])))
    ann = player(state, "ann")
    assert ann.deck[-1] == roskva and roskva not in ann.graveyard
    assert plain in ann.graveyard


def test_fow_self_graveyard_instead_r_other_wordings_are_refused() -> None:
    """FOW-SELF-GRAVEYARD-INSTEAD-R: a card put into a graveyard from the deck, or another destination, is not
    read."""
    assert _refused("If this card would be put into a graveyard from the field, put it on top of its owner's deck instead.")
    assert _refused("If this card would be put into your graveyard from your hand, remove it from the game instead.")


# -- FOW-DAMAGED-REMOVED-INSTEAD-R -----------------------------------------------------------------------------


def _no_block_until_gone(state: State, victim: str) -> State:
    """Bob declares no block; both players pass until ``victim`` has left bob's field."""
    for _ in range(40):
        if victim not in {e.id for e in player(state, "bob").field}:
            return state
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the attacked resonator stayed in the field")


def test_fow_damaged_removed_instead_r_a_resonator_it_destroyed_in_battle_is_removed() -> None:
    """FOW-DAMAGED-REMOVED-INSTEAD-R with RDE-083 (a resonator it dealt damage this turn is removed from the
    game instead of going to a graveyard): attacking bob's rested TST-R07 (DEF 400) with its 700 ATK, the
    destroyed TST-R07 is in bob's removed area, not his graveyard; bob's TST-R03, destroyed by ann's TST-C10
    without damage from it, goes to the graveyard."""
    assert entry("RDE-083")["supported"] and entry("VIN003-025J")["supported"]
    assert card("RDE-083")["damaged_removed"] and card("VIN003-025J")["damaged_removed"]
    state = hero_started(("RDE-083",))
    messenger = to_field(state, "ann", "RDE-083")
    victim = to_field(state, "bob", "TST-R07", rested=True)
    spared = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "TST-C10")
    state = resolve_all(act(state, _play_with(state, chant, {"darkness": 2, "void": 1}, [spared])))
    assert spared in player(state, "bob").graveyard
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": messenger, "target": victim})
    state = _no_block_until_gone(state, victim)
    bob = player(state, "bob")
    assert victim in bob.removed and victim not in bob.graveyard


def test_fow_damaged_removed_instead_r_without_the_card_it_goes_to_the_graveyard() -> None:
    """FOW-DAMAGED-REMOVED-INSTEAD-R: TST-R08 (ATK 700, no such ability) destroying bob's TST-R07 in battle
    sends it to bob's graveyard."""
    state = hero_started(("RDE-083",))
    attacker = to_field(state, "ann", "TST-R08")
    victim = to_field(state, "bob", "TST-R07", rested=True)
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": victim})
    state = _no_block_until_gone(state, victim)
    assert victim in player(state, "bob").graveyard


# -- FOW-REPLACEMENT-ORDER-R -----------------------------------------------------------------------------------


def test_fow_replacement_order_r_a_game_with_both_replacements_is_refused() -> None:
    """FOW-REPLACEMENT-ORDER-R: GRV-003 (its own move to a graveyard replaced) and RDE-083 (the move of a resonator
    it damaged replaced) in the decks of one game: a 422 naming /decks and the rule, never an order guessed; a
    state whose registered decks hold both fails the consistency check at /players; either card alone sets up."""
    from adjudicator.core.errors import InputError
    from adjudicator.core.sink import detailed_errors

    with pytest.raises(InputError) as caught:
        hero_started(("GRV-003", "RDE-083"))
    (error,) = caught.value.errors
    assert error.pointer == "/decks" and error.message.startswith("FOW-REPLACEMENT-ORDER-R: GRV-003 and RDE-083")
    # The card set holds both, bob's deck the second only: the game sets up; registering GRV-003 in ann's deck
    # (a state that could not arise) fails the check.
    cards = real_set("GRV-003", "RDE-083")["cards"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["bob"]["main"]["RDE-083"] = 1
    state = GAME.setup(None, ["ann", "bob"], "replacement-order", {"card_set": {"id": "both", "cards": cards}}, decks)
    assert not detailed_errors(lambda sink: GAME.check_state(state, sink))
    ann = player(state, "ann")
    ann.deck_list = msgspec.structs.replace(ann.deck_list, main={**ann.deck_list.main, "GRV-003": 1})
    errors = detailed_errors(lambda sink: GAME.check_state(state, sink))
    assert [e.pointer for e in errors if "FOW-REPLACEMENT-ORDER-R" in e.message] == ["/players"]


# -- FOW-TARGET-ALTERED-R --------------------------------------------------------------------------------------


def test_fow_target_altered_r_a_resonator_with_a_counter_is_destroyed() -> None:
    """FOW-TARGET-ALTERED-R with BFA-040 (destroy target resonator whose ATK or DEF differs from its printed
    one): bob's TST-R01 with a [+100/+100] counter is destroyed; VIN003-039 is read the same."""
    assert entry("BFA-040")["supported"] and entry("VIN003-039")["supported"]
    assert card("BFA-040")["targets"] == card("VIN003-039")["targets"] == [{"kind": "resonator", "altered": True}]
    state = hero_started(("BFA-040",))
    grown = to_field(state, "bob", "TST-R01", counters={"+100/+100": 1})
    chant = to_hand(state, "ann", "BFA-040")
    state = resolve_all(act(state, _play_with(state, chant, {"water": 1}, [grown])))
    assert grown in player(state, "bob").graveyard


def test_fow_target_altered_r_a_resonator_as_printed_is_no_target() -> None:
    """FOW-TARGET-ALTERED-R: bob's TST-R03 with its printed ATK and DEF cannot be targeted by BFA-040
    (FOW-TARGET-ALTERED-R)."""
    state = hero_started(("BFA-040",))
    plain = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "BFA-040")
    assert code_of(state, _play_with(state, chant, {"water": 1}, [plain])) == "FOW-TARGET-ALTERED-R"


# -- FOW-HAND-REMOVE-CHOICE-R ----------------------------------------------------------------------------------


def _until_decision(state: State) -> State:
    for _ in range(8):
        if state.decision is not None:
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no decision was asked")


def test_fow_hand_remove_choice_r_a_card_of_the_hand_removed_then_a_draw() -> None:
    """FOW-HAND-REMOVE-CHOICE-R with TMS-025 (entering: you may remove a card in your hand from the game; if you
    do, draw a card): accepting asks which card; it goes to ann's removed area (not her graveyard, no discard)
    and she draws one; declining removes nothing and draws nothing. AO1-030 is read the same."""
    assert entry("TMS-025")["supported"] and entry("AO1-030")["supported"]
    state = real_started("TMS-025")
    verdandi = to_hand(state, "ann", "TMS-025")
    asked = _until_decision(play(state, "ann", verdandi))
    assert asked.decision is not None and asked.decision.kind == "may"
    hand, deck = len(player(asked, "ann").hand), len(player(asked, "ann").deck)
    declined = resolve_all(act(asked, {"type": "may", "player": "ann", "accept": False}))
    assert len(player(declined, "ann").hand) == hand and not player(declined, "ann").removed
    accepted = act(asked, {"type": "may", "player": "ann", "accept": True})
    assert accepted.decision is not None and accepted.decision.kind == "discard" and accepted.decision.player == "ann"
    gone = player(accepted, "ann").hand[0]
    state = resolve_all(act(accepted, {"type": "discard", "player": "ann", "card": gone}))
    ann = player(state, "ann")
    assert gone in ann.removed and gone not in ann.graveyard
    assert len(ann.hand) == hand and len(ann.deck) == deck - 1


def test_fow_hand_remove_choice_r_only_a_card_of_the_hand() -> None:
    """FOW-HAND-REMOVE-CHOICE-R: the card named must be one of ann's hand (bob's card answers the discard
    decision's rule, FOW-DISCARD-CHOICE-R); "If you do, remove a card in your hand" with nothing optional
    before it is refused."""
    state = real_started("TMS-025")
    verdandi = to_hand(state, "ann", "TMS-025")
    accepted = act(_until_decision(play(state, "ann", verdandi)), {"type": "may", "player": "ann", "accept": True})
    foreign = player(accepted, "bob").hand[0]
    assert code_of(accepted, {"type": "discard", "player": "ann", "card": foreign}) == "FOW-DISCARD-CHOICE-R"
    assert _refused("You gain 300 life. If you do, remove one card in your hand from the game", "chant")


# -- FOW-AT-NEXT-END-RETURN-R ----------------------------------------------------------------------------------


def _to_end_of_turn(state: State, returned: str, owner: str) -> State:
    """Until ``returned`` is in ``owner``'s field or the turn is over."""
    return play_out_turn(state, lambda s: returned in {e.id for e in player(s, owner).field})


def test_fow_at_next_end_return_r_removed_then_back_at_the_end_of_turn() -> None:
    """FOW-AT-NEXT-END-RETURN-R with PofA-017 (remove target resonator from the game; at the next end of turn
    put it into the field under its owner's control): ann removes bob's TST-R10; it is in bob's removed area,
    then, at the end of ann's turn, back in bob's field (a new card, entered this turn, recovered); ACN-014
    and ADK-075 are read the same."""
    assert entry("PofA-017")["supported"] and entry("ACN-014")["supported"] and entry("ADK-075")["supported"]
    assert card("PofA-017")["effects"][1] == {"op": "at_end", "target": 0, "then": "return"}
    state = hero_started(("PofA-017",))
    treant = to_field(state, "bob", "TST-R10", rested=True)
    chant = to_hand(state, "ann", "PofA-017")
    state = resolve_all(act(state, _play_with(state, chant, {"light": 1}, [treant])))
    assert treant in player(state, "bob").removed and state.returns == [f"ann/{treant}"]
    number = state.turn.number
    state = _to_end_of_turn(state, treant, "bob")
    back = next(e for e in player(state, "bob").field if e.id == treant)
    assert state.turn.number == number and not back.rested and back.since == number
    assert treant not in player(state, "bob").removed and not state.returns


def test_fow_at_next_end_return_r_gone_from_the_removed_area_it_stays_away() -> None:
    """FOW-AT-NEXT-END-RETURN-R: a card no longer in its owner's removed area at the end of turn (put back into
    the deck meanwhile) does not come back; 'put it into the field' after no removal is refused."""
    state = hero_started(("PofA-017",))
    treant = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "ann", "PofA-017")
    state = resolve_all(act(state, _play_with(state, chant, {"light": 1}, [treant])))
    bob = player(state, "bob")
    bob.removed.remove(treant)
    bob.deck.append(treant)
    state = next_turn(_to_end_of_turn(state, treant, "bob"))
    assert treant not in {e.id for e in player(state, "bob").field}
    assert "put it into the field" in _refused("Draw a card. At the next end of turn, put it into the field under its owner's control.", "chant")


# -- FOW-THEN-TOP-OF-DECK-R ------------------------------------------------------------------------------------


def test_fow_then_top_of_deck_r_the_chant_goes_back_on_top_after_the_draw() -> None:
    """FOW-THEN-TOP-OF-DECK-R with EDL-073 (draw a card, then put this card on top of your deck): ann draws her
    top card, then the chant is the top card of her deck, not in her graveyard."""
    assert entry("EDL-073")["supported"]
    assert card("EDL-073")["resolves_to"] == "deck_top"
    state = hero_started(("EDL-073",))
    chant = to_hand(state, "ann", "EDL-073")
    top = player(state, "ann").deck[0]
    state = resolve_all(act(state, _play_with(state, chant, {"wind": 1})))
    ann = player(state, "ann")
    assert top in ann.hand and ann.deck[0] == chant and chant not in ann.graveyard


def test_fow_then_top_of_deck_r_only_as_the_last_sentence() -> None:
    """FOW-THEN-TOP-OF-DECK-R: the sentence before another effect is not read."""
    assert _refused("Then put this card on top of your deck. You gain 300 life.", "chant")


# -- FOW-NO-PREVENTION-R ---------------------------------------------------------------------------------------


def _shielded_shot(j_ruler_side: dict[str, Any] | None) -> tuple[State, str]:
    """Bob's TST-R03 (DEF 600) under "prevent all damage dealt to it" (a prevention modifier), shot by ann's
    TST-C05 (400 damage); ann's J-ruler in the field carries ``j_ruler_side``'s fields."""
    from adjudicator.force_of_will.state import Modifier

    state = hero_started((), changed={"TST-RU1J": j_ruler_side} if j_ruler_side else None)
    j_ruler_to_field(state, "ann")
    wall = to_field(state, "bob", "TST-R03")
    state.modifiers.append(Modifier(target=wall, prevent="to"))
    chant = to_hand(state, "ann", "TST-C05")
    return resolve_all(act(state, _play_with(state, chant, {"fire": 1}, [wall]))), wall


def test_fow_no_prevention_r_prevention_does_not_apply() -> None:
    """FOW-NO-PREVENTION-R with TSW-142J's line ("Damage cannot be prevented") on ann's J-ruler in the field:
    the 400 damage to bob's shielded TST-R03 is dealt all the same; MP01-139J is read the same."""
    assert entry("TSW-142J")["supported"] and entry("MP01-139J")["supported"]
    assert card("TSW-142J")["no_prevention"] and card("MP01-139J")["no_prevention"]
    state, wall = _shielded_shot({"no_prevention": True})
    assert next(e for e in player(state, "bob").field if e.id == wall).damage == 400


def test_fow_no_prevention_r_without_it_the_damage_is_prevented() -> None:
    """FOW-NO-PREVENTION-R: without the line the same damage is prevented (FOW-PREVENT-R)."""
    state, wall = _shielded_shot(None)
    assert next(e for e in player(state, "bob").field if e.id == wall).damage == 0


# -- FOW-LOSE-ABILITIES-WHILE-R --------------------------------------------------------------------------------


def _entered_with_target(state: State, card_id: str, victim: str) -> State:
    """Ann plays ``card_id`` (paid from the pool) and its [Enter] ability targeting ``victim``; all resolves."""
    played = to_hand(state, "ann", card_id)
    state = act(state, _play_with(state, played, will_for(card_id)))
    for _ in range(12):
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": [victim]})
        elif state.chase:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
        else:
            return state
    raise AssertionError("the chase did not empty")


def test_fow_lose_abilities_while_r_for_as_long_as_the_card_stays() -> None:
    """FOW-LOSE-ABILITIES-WHILE-R with SKL-046 (entering: target resonator loses all abilities as long as this
    card is in a field): bob's TST-R01 loses [Flying], still past the end of the turn (the change names
    SKL-046 as its source). AO2-017 is read the same."""
    assert entry("SKL-046")["supported"] and entry("AO2-017")["supported"]
    state = hero_started(("SKL-046",))
    flyer = to_field(state, "bob", "TST-R01")
    state = _entered_with_target(state, "SKL-046", flyer)
    stheno = next(e.id for e in player(state, "ann").field if e.id.split(":")[1].startswith("SKL-046"))
    assert "flying" not in stats(state, flyer)[2]
    state = next_turn(state)
    assert "flying" not in stats(state, flyer)[2]
    assert [(m.target, m.source) for m in state.modifiers if m.until == "source"] == [(flyer, stheno)]


def test_fow_lose_abilities_while_r_the_change_ends_as_the_card_leaves() -> None:
    """FOW-LOSE-ABILITIES-WHILE-R: destroyed by ann's TST-C10, SKL-046 leaves the field and bob's TST-R01 has
    [Flying] again (the change is gone from the state)."""
    state = hero_started(("SKL-046",))
    flyer = to_field(state, "bob", "TST-R01")
    state = _entered_with_target(state, "SKL-046", flyer)
    stheno = next(e.id for e in player(state, "ann").field if e.id.split(":")[1].startswith("SKL-046"))
    chant = to_hand(state, "ann", "TST-C10")
    state = resolve_all(act(state, _play_with(state, chant, {"darkness": 2, "void": 1}, [stheno])))
    assert stheno in player(state, "ann").graveyard
    assert "flying" in stats(state, flyer)[2] and not state.modifiers
