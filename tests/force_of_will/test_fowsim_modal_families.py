"""Modal abilities (CR 903.2g: the options are chosen as the card or ability is played): activate and
automatic abilities whose player chooses an option (FOW-MODES-ABILITY-R), "Choose two" / "Choose up to two"
(FOW-MODES-N-R) and "Choose the second only if" (FOW-MODES-ONLY-IF-R), each with a real card named by id
(the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.ability.lines import choose_modes
from adjudicator.force_of_will.state import PlayAutomatic, State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import play, real_started, stats, to_decision, will_for


def _to_pending(state: State) -> State:
    for _ in range(10):
        if state.pending:
            return state
        state = both_pass(state)
    raise AssertionError("no automatic ability triggered")


def _play_automatic(state: State, mode: int | None, targets: list[str]) -> dict[str, Any]:
    pending = state.pending[0]
    return {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "mode": mode, "targets": targets}


def test_fow_modes_ability_r_enter_ability_option_chosen_as_it_is_played() -> None:
    """FOW-MODES-ABILITY-R with NDR-068 ([Enter] >>> choose one: destroy a special magic stone, 1200 damage to
    a resonator, or destroy an addition): as the ability is played ann names option 1 with bob's resonator
    and it is destroyed (the other options do nothing); naming no option, an option out of range, or an
    option whose target kind does not fit is refused; every legal play names an option."""
    assert entry("NDR-068")["supported"]
    ability = card("NDR-068")["abilities"][0]
    assert ability["trigger"] == "enter" and len(ability["modes"]) == 3 and not ability["effects"]
    state = real_started("NDR-068")
    theirs = to_field(state, "bob", "TST-R02")
    addition = to_field(state, "bob", "TST-A03")
    state = _to_pending(play(state, "ann", to_hand(state, "ann", "NDR-068")))
    assert code_of(state, _play_automatic(state, None, [theirs])) == "FOW-MODES-ABILITY-R"
    assert code_of(state, _play_automatic(state, 3, [theirs])) == "FOW-MODES-ABILITY-R"
    assert code_of(state, _play_automatic(state, 2, [theirs])) is not None  # option 2 targets an addition
    legal = [a for a in GAME.legal_actions(state) if isinstance(a, PlayAutomatic)]
    assert legal and all(a.mode in (1, 2) for a in legal)  # no special magic stone: option 0 has no target
    assert {(a.mode, tuple(a.targets)) for a in legal} >= {(1, (theirs,)), (2, (addition,))}
    state = act(state, _play_automatic(state, 1, [theirs]))
    for _ in range(4):
        if not state.chase:
            break
        state = both_pass(state)
    assert theirs in player(state, "bob").graveyard and addition in {e.id for e in player(state, "bob").field}


def test_fow_modes_ability_r_activate_ability_option_chosen_as_it_is_played() -> None:
    """FOW-MODES-ABILITY-R with RDE-066 ({Rest}, discard a Spirit: choose one -- gain 600 life, or draw a
    card): ann discards the Spirit CMF-019 and names option 0; she gains 600 life and draws nothing.  An
    activate naming no option, or naming one for an ability without modes, is refused."""
    assert entry("RDE-066")["supported"]
    state = real_started("RDE-066", "CMF-019")
    kingdom = to_field(state, "ann", "RDE-066")
    spirit = to_hand(state, "ann", "CMF-019")
    action = {"type": "activate", "player": "ann", "card": kingdom, "ability": 0, "mode": 0, "payment": {"discard": [spirit]}}
    assert code_of(state, action | {"mode": None}) == "FOW-MODES-ABILITY-R"
    assert code_of(state, action | {"mode": 2}) == "FOW-MODES-ABILITY-R"
    life, hand = player(state, "ann").life, len(player(state, "ann").hand)
    state = act(state, action)
    assert state.chase[-1].mode == 0
    state = both_pass(state)
    assert player(state, "ann").life == life + 600 and len(player(state, "ann").hand) == hand - 1
    assert spirit in player(state, "ann").graveyard


def test_fow_modes_ability_r_each_option_with_its_own_targets() -> None:
    """FOW-MODES-ABILITY-R with SDR4-009 ([Enter] >>> choose one: destroy a non-magic stone, non-J/resonator
    entity, or search the deck for an Elemental into the graveyard): option 0 takes bob's regalia as its
    target; option 1 targets nothing, so a target named with it is refused."""
    assert entry("SDR4-009")["supported"]
    state = real_started("SDR4-009")
    theirs = to_field(state, "bob", "TST-G01")
    state = _to_pending(play(state, "ann", to_hand(state, "ann", "SDR4-009")))
    assert code_of(state, _play_automatic(state, 0, [theirs])) is None
    assert code_of(state, _play_automatic(state, 1, [theirs])) is not None  # the search option targets nothing
    assert code_of(state, _play_automatic(state, 1, [])) is None


def test_fow_modes_only_if_r_second_option_only_while_its_condition_holds() -> None:
    """FOW-MODES-ONLY-IF-R with ACN-088 (choose one: destroy a resonator of total cost 4 or less, or destroy a
    resonator -- the second only if you control an Elf): without an Elf the second is refused; with the Elf
    CFC-055 it destroys bob's resonator."""
    assert entry("ACN-088")["supported"]
    assert "when" in card("ACN-088")["modes"][1] and "when" not in card("ACN-088")["modes"][0]
    state = real_started("ACN-088", "CFC-055")
    theirs = to_field(state, "bob", "TST-R02")
    instance = to_hand(state, "ann", "ACN-088")
    will = will_for("ACN-088")
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": instance, "mode": 1, "targets": [theirs], "payment": {"pool": will}}
    assert code_of(state, action) == "FOW-MODES-ONLY-IF-R"
    assert code_of(state, action | {"mode": 0}) is None
    to_field(state, "ann", "CFC-055")
    state = both_pass(act(state, action))
    assert theirs in player(state, "bob").graveyard


def test_fow_modes_n_r_choose_two_and_up_to_two() -> None:
    """FOW-MODES-N-R with the options of TWS-092J ("Choose two" of four) and SDR6-006 ("Choose up to two" of
    four): exactly two -- six modes, none alone; up to two -- the four alone and the six pairs, in the
    printed order.  Two options that could target one card, the first bringing it back, are refused (MSW-053J)."""
    two = choose_modes("Choose two - Draw a card; or you gain 1000 life; or draw a card; or you gain 1000 life")
    assert [m["combines"] for m in two] == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    assert two[0]["effects"] == [{"op": "draw", "amount": 1}, {"op": "gain_life", "amount": 1000}] and "when" not in two[0]
    up_to = choose_modes("Choose up to two - Draw a card; or you gain 1000 life; or destroy target resonator")
    assert [m.get("combines", []) for m in up_to] == [[], [], [], [0, 1], [0, 2], [1, 2]]
    assert up_to[4]["targets"] == [{"kind": "resonator"}] and up_to[4]["effects"][1]["target"] == 0
    with pytest.raises(Unsupported, match="target the same card"):
        # fow-grimm-e: a resonator and an addition are never one card (FOW-FLICKER-R reads that pair); a resonator
        # and a J/resonator may be.
        # fow-s-modal: FOW-MODES-SAME-TARGET-R reads them unless the first may bring the card back as a new one.
        choose_modes("Choose up to two - Remove target resonator from the game, then put it into its owner's field; or destroy target J/resonator")
    assert choose_modes("Choose up to two - Destroy target resonator; or destroy target J/resonator")[2]["targets"][1]["option"] == 1


def test_fow_if_you_do_destroy_r_only_after_the_destroy_was_done() -> None:
    """FOW-IF-YOU-DO-DESTROY-R with WOM-014 (enters >>> destroy target addition; if you do, search the deck for
    an addition): bob's TST-A03 destroyed, ann is asked for the search; with the target gone from the field
    before the ability resolves nothing is destroyed and no search is asked."""
    assert entry("WOM-014")["supported"]
    effects = card("WOM-014")["abilities"][0]["effects"]
    assert [e["op"] for e in effects] == ["destroy", "search"] and effects[1]["condition"] == "if_you_do"
    for gone in (False, True):
        state = real_started("WOM-014")
        addition = to_field(state, "bob", "TST-A03")
        state = _to_pending(play(state, "ann", to_hand(state, "ann", "WOM-014")))
        state = act(state, _play_automatic(state, None, [addition]))
        if gone:
            bob = player(state, "bob")
            bob.field = [e for e in bob.field if e.id != addition]
            bob.graveyard.append(addition)
        state = both_pass(state)
        assert addition in player(state, "bob").graveyard
        if gone:
            assert state.decision is None and not state.chase
        else:
            assert state.decision is not None and state.decision.kind == "search" and state.decision.player == "ann"


def test_fow_if_it_does_r_only_if_this_card_dealt_the_damage() -> None:
    """FOW-IF-IT-DOES-R with AO1-024 ([Enter] >>> this card may deal 400 damage to you; if it does, it gains
    [+100/0] and [Swiftness] until end of turn): accepted, ann loses 400 life and the card gains both;
    declined, neither.  "If it does" after a mandatory effect is not read."""
    assert entry("AO1-024")["supported"]
    for accept in (True, False):
        state = real_started("AO1-024")
        state = to_decision(play(state, "ann", to_hand(state, "ann", "AO1-024")), "may", {})
        elf = next(e.id for e in player(state, "ann").field if e.id.startswith("ann:AO1-024"))
        life, (atk, dfn, keywords) = player(state, "ann").life, stats(state, elf)
        state = act(state, {"type": "may", "player": "ann", "accept": accept})
        after = stats(state, elf)
        if accept:
            assert player(state, "ann").life == life - 400 and after[0] == atk + 100 and "swiftness" in after[2]
        else:
            assert player(state, "ann").life == life and after == (atk, dfn, keywords)
    with pytest.raises(Unsupported):
        parse_effects("Destroy target resonator. If it does, draw a card")


def test_fow_pay_will_may_r_paid_or_declined_as_it_resolves() -> None:
    """FOW-PAY-WILL-MAY-R with SNV-025 ([Enter] >>> you may pay {R}{R}; if you do, search the deck for a card
    of a name and put it into the field): ann is asked to pay; a payment short of {R}{R} is refused, the paid
    one leads to the search; declined (payment: null) no search is asked; with no will to pay the only answer is to decline."""
    assert entry("SNV-025")["supported"]
    effects = card("SNV-025")["abilities"][0]["effects"]
    assert effects[0] == {"op": "pay_will", "cost": {"specified": {"fire": 2}}, "optional": True} and effects[1]["condition"] == "if_you_do"
    for answer in ("pay", "decline", "unable"):
        state = real_started("SNV-025")
        state = play(state, "ann", to_hand(state, "ann", "SNV-025"))
        if answer != "unable":
            pool(state, "ann", fire=2)
        state = to_decision(state, "pay", {})
        if answer == "unable":
            # Asked even with no will to pay (grimm-a's reading, kept at the merge): declining is the one answer.
            assert code_of(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 2}}}) is not None
            state = act(state, {"type": "pay", "player": "ann", "payment": None})
            assert state.decision is None or state.decision.kind != "search"
            continue
        assert state.decision is not None and state.decision.player == "ann"
        short = {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 1}}}
        assert code_of(state, short) == "FOW-WILL-3"
        payment = {"pool": {"fire": 2}} if answer == "pay" else None
        state = act(state, {"type": "pay", "player": "ann", "payment": payment})
        if answer == "pay":
            assert state.decision is not None and state.decision.kind == "search" and player(state, "ann").pool.get("fire", 0) == 0
        else:
            assert state.decision is None or state.decision.kind != "search"
    with pytest.raises(Unsupported, match="you may pay"):
        parse_effects("Pay {R}{R}. Draw a card")


def test_fow_modes_each_r_one_more_option_for_each_recovered_j_ruler() -> None:
    """FOW-MODES-EACH-R with MSW-019 (choose one of 800 damage to a player or J/resonator, discard your hand
    then draw three, or +400/0 and [Pierce] to your J/resonators; an additional one for each recovered
    J/ruler you control): with ann's ruler recovered two options together deal bob 800 and raise her
    resonator, three are refused; with her ruler rested two are refused too."""
    assert entry("MSW-019")["supported"]
    found = card("MSW-019")["modes"]
    assert [m.get("combines", []) for m in found] == [[], [], [], [0, 1], [0, 2], [1, 2], [0, 1, 2]]
    assert [m.get("when", {}).get("at_least") for m in found] == [None, None, None, 1, 1, 1, 2]
    pairs = {tuple(m.get("combines", [])): i for i, m in enumerate(card("MSW-019")["modes"])}
    state = real_started("MSW-019")
    mine = to_field(state, "ann", "TST-R01")
    instance = to_hand(state, "ann", "MSW-019")
    will = will_for("MSW-019")
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": instance, "mode": pairs[(0, 2)], "targets": ["bob"], "payment": {"pool": will}}
    assert code_of(state, action | {"mode": pairs[(0, 1, 2)]}) == "FOW-MODES-MORE-R"
    ruler = player(state, "ann").ruler
    assert ruler is not None and not ruler.rested
    ruler.rested = True
    assert code_of(state, action) == "FOW-MODES-MORE-R"
    ruler.rested = False
    atk = stats(state, mine)[0]
    life = player(state, "bob").life
    state = both_pass(act(state, action))
    assert player(state, "bob").life == life - 800 and stats(state, mine)[0] == atk + 400 and "pierce" in stats(state, mine)[2]
