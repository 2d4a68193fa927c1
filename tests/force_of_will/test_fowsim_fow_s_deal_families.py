"""fow-s-deal: damage, ATK/DEF and keyword forms read by fow-s-deal, each played with a real card named by id (the
printed text stays in ../shared):

- FOW-ATK-DAMAGE-THAT-R: "<change of target J/resonator you control>. Then that card and target J/resonator your
  opponent controls deal damage equal to their ATK to each other" (TTW-068, VIN003-058).
- FOW-DAMAGE-IT-R: "<change of target J/resonator>. Then this card deals N damage to it" (ADW-022, as a spell and in its
  discard trigger).
- FOW-DAMAGE-EACH-TIMES-X-R: "This card deals X00 damage to each J/resonator without [<keyword>]", X the counters its
  additional cost removes (SDR2-003).
- FOW-IT-DEALS-R: "This card deals N damage to each resonator without [<keyword>]. If your J/ruler is "<name>", it deals
  N damage to each resonator instead" (TTW-020).
- FOW-DAMAGE-EACH-INSTEAD-R: "This card deals N damage to each resonator your opponent controls. If your life is L or
  less, this card deals M damage instead" (SNV-021).
- FOW-IF-TARGET-KEYWORD-R: "This card deals N damage to target attacking resonator. If that resonator has [<keyword>]
  this card deals M damage instead" (ACN-087).
- FOW-DAMAGE-PLUS-EACH-ORDER-R: "This card deals N damage plus an additional M damage for each card named "<name>" in
  your graveyard to target player or J/resonator" (MSW-025).
- FOW-DAMAGE-MINUS-LIFE-R: "This card deals X damage to target J/resonator, where X is N minus your life" (TST-018).
- FOW-TARGET-RACE-GAINS-R: "target <Race of several words> gains [+A/+B] until end of turn" in an [Enter] or attack
  trigger (AO1-003).
- FOW-MUST-ATTACK-TARGET-R: "<change of target J/resonator>. It must attack or block this turn if able" (AOA-043) and
  "Target J/resonator must attack or block this turn if able" (AO1-048's activate ability).
- FOW-BARRIER-ATTR-UNTIL-R: "Target resonator gains [Barrier] {R} and [Barrier] {B} until end of turn" (AO1-001) and
  "... gains [+A/+B] and [Barrier] {R}{B} until end of turn" (LEL-003).
- FOW-EACH-DAMAGED-R: "[Enter] >>> Destroy all damaged resonators" (PofA-096).
- FOW-IF-DAMAGE-DEALT-R: "[Resonance] <stone> >>> This card deals N damage to target J/resonator. If damage was dealt
  to the chosen target this way, destroy it" (DSD-004, GOG-022).
- FOW-AS-IT-RESOLVES-AWAKENED-R: "<effect>. If this card was awakened, put it into its owner's hand as it resolves"
  (SDR5-010).
- FOW-DAMAGE-TIMES-REMOVED-COST-R: "<the top card of your deck removed from the game>. This card deals N damage multiplied
  by the total cost of the card removed this way to your opponent", in an enter trigger (LEL-009).
- FOW-COUNT-ENTITIES-TO-GRAVEYARD-R: "J/resonators your opponent controls gain [-A/-B] until end of turn for each entity you
  controlled put into a graveyard this turn" (EDL-095).
- FOW-IF-TARGET-KIND-R and FOW-REMOVED-INSTEAD-TURN-R: "<damage to target J/resonator>. If it's a J-Ruler, it loses
  <keyword> until end of turn. If it's a resonator and it would be put into a graveyard from a field this turn, remove it
  from the game instead" (TTW-021, VIN003-020, AO1-020).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.sink import detailed_errors
from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import Modifier

from .fowsim_db import card, entry, imported
from .helpers import (
    GAME,
    act,
    both_pass,
    code_of,
    full_deck,
    listed,
    player,
    pool,
    started,
    to_field,
    to_hand,
)
from .real import (
    board_of,
    hero_started,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    stats,
    will_for,
)


def _damage(state: Any, pid: str, instance: str) -> int:
    return next(e.damage for e in player(state, pid).field if e.id == instance)


def test_fow_atk_damage_that_r_the_changed_target_fights_the_second() -> None:
    """FOW-ATK-DAMAGE-THAT-R with TTW-068 (and its reprint VIN003-058): ann's [400/600] gains [+400/+400], then it and
    bob's [600/500] deal damage equal to their ATK to each other: bob's takes 800 (destroyed), ann's 600 (it has 1000
    DEF now). The first target must be ann's, the second bob's."""
    for card_id in ("TTW-068", "VIN003-058"):
        assert entry(card_id)["supported"]
        assert card(card_id)["effects"][1:] == [{"op": "atk_damage", "source": 0, "target": 1, "mutual": True}]
    state = real_started("TTW-068")
    mine = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "TST-R02")
    chant = to_hand(state, "ann", "TTW-068")
    will = will_for("TTW-068")
    pool(state, "ann", **will)
    base = {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": will}}
    assert code_of(state, {**base, "targets": [his, mine]}) == "FOW-PLAY-1"
    state = resolve_all(play(state, "ann", chant, [mine, his]))
    assert his in player(state, "bob").graveyard
    assert _damage(state, "ann", mine) == 600


def test_fow_atk_damage_that_r_names_one_target_only() -> None:
    """FOW-ATK-DAMAGE-THAT-R: after an effect naming no single J/resonator target, "that card" is refused."""
    reason = refused_line("Draw a card. Then that card and target resonator you control deal damage equal to their ATK to each other.", "chant")
    assert "'that card' names no single J/resonator" in reason


# -- FOW-IF-TARGET-KIND-R, FOW-REMOVED-INSTEAD-TURN-R ---------------------------------------------------------------


def test_fow_removed_instead_turn_r_a_resonator_dealt_lethal_damage_is_removed() -> None:
    """FOW-REMOVED-INSTEAD-TURN-R with TTW-021 (and its reprints VIN003-020, AO1-020): 700 damage to bob's [400/600]
    destroys it, and it goes to bob's removed area, not his graveyard."""
    for card_id in ("TTW-021", "VIN003-020", "AO1-020"):
        assert entry(card_id)["supported"]
        assert card(card_id)["effects"][1:] == [
            {"op": "modify", "target": 0, "lose": ["imperishable"], "when": {"target_kind": "j_ruler"}},
            {"op": "modify", "target": 0, "flags": ["removed_instead"], "when": {"target_kind": "resonator"}},
        ]
    state = real_started("TTW-021")
    his = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-021"), [his]))
    assert his in player(state, "bob").removed and his not in player(state, "bob").graveyard


def test_fow_removed_instead_turn_r_lasts_the_turn_and_only_for_that_card() -> None:
    """FOW-REMOVED-INSTEAD-TURN-R: bob's [1200/1200] survives the 700 damage; destroyed later this turn it is removed from
    the game instead; another resonator destroyed goes to the graveyard; next turn the replacement is over."""
    state = real_started("TTW-021")
    his = to_field(state, "bob", "TST-R10")
    other = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-021"), [his]))
    board = board_of(state)
    events: list[Any] = []
    bob = player(state, "bob")
    destroy(board, next(e for e in bob.field if e.id == other), events)
    assert other in bob.graveyard
    destroy(board, next(e for e in bob.field if e.id == his), events)
    assert his in bob.removed and his not in bob.graveyard
    state = real_started("TTW-021")
    his = to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-021"), [his]))
    state.modifiers = [m for m in state.modifiers if m.until != "turn"]  # as the cleanup ends them (CR 505.5b)
    bob = player(state, "bob")
    destroy(board_of(state), next(e for e in bob.field if e.id == his), [])
    assert his in bob.graveyard


def test_fow_if_target_kind_r_a_j_ruler_loses_the_keyword_and_keeps_its_move() -> None:
    """FOW-IF-TARGET-KIND-R: TTW-021 on ann's J-ruler (with [Imperishable]): it loses [Imperishable] until end of turn and
    gets no replacement (it is no resonator); on a resonator, nothing is lost."""
    state = real_started("TTW-021")
    j_ruler = j_ruler_to_field(state, "ann")
    assert "imperishable" in board_of(state).keywords(next(e for e in player(state, "ann").field if e.id == j_ruler))
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-021"), [j_ruler]))
    entity = next(e for e in player(state, "ann").field if e.id == j_ruler)
    assert "imperishable" not in board_of(state).keywords(entity)
    assert not any(m.flags and "removed_instead" in m.flags for m in state.modifiers)


def test_fow_if_target_kind_r_forged_on_another_effect_refused() -> None:
    """FOW-IF-TARGET-KIND-R: a card set putting the condition on an effect of no target is refused naming the code."""
    forged = dict(card("TTW-021")) | {"id": "TST-X21", "effects": [{"op": "draw", "amount": 1, "when": {"target_kind": "resonator"}}]}
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-IF-TARGET-KIND-R" in str(e) for e in errors)


def test_fow_replacement_order_r_with_a_turn_replacement_is_refused() -> None:
    """FOW-REPLACEMENT-ORDER-R: GRV-003 (its own move to a graveyard replaced) and TTW-021 (a target's move replaced this
    turn) in the decks of one game: a 422 naming /decks; TTW-021 alone sets up."""
    with pytest.raises(InputError) as caught:
        hero_started(("GRV-003", "TTW-021"))
    (error,) = caught.value.errors
    assert error.pointer == "/decks" and error.message.startswith("FOW-REPLACEMENT-ORDER-R: GRV-003 and TTW-021")
    cards = real_set("GRV-003", "TTW-021")["cards"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["bob"]["main"]["TTW-021"] = 1
    state = GAME.setup(None, ["ann", "bob"], "replacement-order", {"card_set": {"id": "both", "cards": cards}}, decks)
    assert not detailed_errors(lambda sink: GAME.check_state(state, sink))
    ann = player(state, "ann")
    ann.deck_list = msgspec.structs.replace(ann.deck_list, main={**ann.deck_list.main, "GRV-003": 1})
    assert any("FOW-REPLACEMENT-ORDER-R" in e.message for e in detailed_errors(lambda sink: GAME.check_state(state, sink)))


# -- FOW-DAMAGE-IT-R ------------------------------------------------------------------------------------------------


def test_fow_damage_it_r_the_target_loses_its_abilities_then_takes_the_damage() -> None:
    """FOW-DAMAGE-IT-R with ADW-022 (as a spell; its discard trigger reads the same): bob's [900/800] loses all abilities
    until end of turn, then takes 800 damage and is destroyed."""
    assert entry("ADW-022")["supported"]
    expected = [{"op": "modify", "target": 0, "flags": ["no_abilities"]}, {"op": "damage", "amount": 800, "target": 0}]
    assert card("ADW-022")["effects"] == expected
    assert card("ADW-022")["abilities"][-1]["effects"] == expected
    state = real_started("ADW-022")
    his = to_field(state, "bob", "TST-R13")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADW-022"), [his]))
    assert his in player(state, "bob").graveyard


def test_fow_damage_it_r_names_one_target_only() -> None:
    """FOW-DAMAGE-IT-R: after an effect naming no single J/resonator target, "it" is refused."""
    reason = refused_line("Draw a card. Then this card deals 800 damage to it.", "chant")
    assert "names no single J/resonator" in reason


# -- FOW-DAMAGE-EACH-TIMES-X-R --------------------------------------------------------------------------------------


def test_fow_damage_each_times_x_r_x_strength_counters_to_each_without_flying() -> None:
    """FOW-DAMAGE-EACH-TIMES-X-R with SDR2-003 (X strength counters removed from the J/ruler as its additional cost):
    X=5 deals 500 damage to each J/resonator without [Flying], both players': bob's [600/500] and ann's [800/500] are
    destroyed, bob's [400/600] survives with 500 damage, ann's [400/400] with [Flying] takes none."""
    assert entry("SDR2-003")["supported"]
    assert card("SDR2-003")["effects"] == [{"op": "damage", "amount": 100, "per_x": True, "each": "all_j_resonators", "among": {"without_keyword": "flying"}}]
    state = real_started("SDR2-003")
    breath = to_hand(state, "ann", "SDR2-003")
    his, tough = to_field(state, "bob", "TST-R02"), to_field(state, "bob", "TST-R03")
    mine, flier = to_field(state, "ann", "TST-R15"), to_field(state, "ann", "TST-R01")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"strength": 6}
    will = will_for("SDR2-003")
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": breath, "targets": [], "x": 5, "payment": {"pool": will}}))
    assert his in player(state, "bob").graveyard and mine in player(state, "ann").graveyard
    assert _damage(state, "bob", tough) == 500 and _damage(state, "ann", flier) == 0


def test_fow_damage_each_times_x_r_without_a_paid_x_refused() -> None:
    """FOW-DAMAGE-EACH-TIMES-X-R: the damage alone on a card paying no X is refused."""
    assert "outside a chant whose cost has X" in refused_line("This card deals X00 damage to each resonator without [Swiftness].", "chant")


# -- FOW-IT-DEALS-R -------------------------------------------------------------------------------------------------


def test_fow_it_deals_r_this_card_deals_the_damage_of_the_condition() -> None:
    """FOW-IT-DEALS-R with TTW-020: read as this card's damage instead when ann's J/ruler bears the name; ann's ruler
    bears another, so 500 damage to each resonator without [Flying]: bob's [600/500] is destroyed, ann's [400/400] with
    [Flying] takes none."""
    assert entry("TTW-020")["supported"]
    effects = card("TTW-020")["effects"]
    assert [(e["op"], e["amount"], e["each"], "unless" in e, "when" in e) for e in effects] == [
        ("damage", 500, "all_resonators", True, False),
        ("damage", 500, "all_resonators", False, True),
    ]
    state = real_started("TTW-020")
    his = to_field(state, "bob", "TST-R02")
    flier = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-020"), []))
    assert his in player(state, "bob").graveyard and _damage(state, "ann", flier) == 0


def test_fow_it_deals_r_after_another_sentence_refused() -> None:
    """FOW-IT-DEALS-R: "it deals" after a sentence whose subject is not this card stays refused."""
    reason = refused_line("Target resonator gains [+300/+100] until end of turn. If you control a Human, it deals 500 damage to your opponent.", "chant")
    assert "it deals 500 damage" in reason


# -- FOW-DAMAGE-EACH-INSTEAD-R --------------------------------------------------------------------------------------


def test_fow_damage_each_instead_r_more_damage_to_each_when_the_condition_holds() -> None:
    """FOW-DAMAGE-EACH-INSTEAD-R with SNV-021: with ann's life above the bound, bob's [400/600] takes 500 (survives) and
    ann's own resonator none; with ann's life at the bound, 1000 instead (destroyed), never both."""
    assert entry("SNV-021")["supported"]
    for life, dealt in ((4000, 500), (1000, 1000)):
        state = real_started("SNV-021")
        player(state, "ann").life = life
        his = to_field(state, "bob", "TST-R03")
        mine = to_field(state, "ann", "TST-R03")
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "SNV-021"), []))
        assert _damage(state, "ann", mine) == 0
        if dealt == 500:
            assert _damage(state, "bob", his) == 500
        else:
            assert his in player(state, "bob").graveyard


def test_fow_damage_each_instead_r_after_a_counted_damage_refused() -> None:
    """FOW-DAMAGE-EACH-INSTEAD-R: after a damage counted per card, "instead" stays refused."""
    reason = refused_line("This card deals 100 damage to each resonator your opponent controls for each card in your hand. If your life is 900 or less, this card deals 1100 damage instead.", "chant")
    assert "after no plain damage" in reason


# -- FOW-IF-TARGET-KEYWORD-R ----------------------------------------------------------------------------------------


def _attacking(state: Any, attacker: str) -> Any:
    """Ann starts a battle and declares ``attacker`` attacking bob; ann passes: bob has priority."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return act(state, {"type": "pass", "player": "ann"})


@pytest.mark.parametrize(("attacker", "dealt"), [("TST-R05", 1200), ("TST-R13", 600)])
def test_fow_if_target_keyword_r_more_damage_to_a_flier(attacker: str, dealt: int) -> None:
    """FOW-IF-TARGET-KEYWORD-R with ACN-087, played by bob on ann's attacking resonator: her [900/900] with [Flying]
    takes 1200 (destroyed); her [900/800] without it takes 600 (survives with 600 damage)."""
    assert entry("ACN-087")["supported"]
    assert [e.get("when") or e.get("unless") for e in card("ACN-087")["effects"]] == [{"target_keyword": "flying"}] * 2
    state = real_started("ACN-087")
    hers = to_field(state, "ann", attacker)
    trap = to_hand(state, "bob", "ACN-087")
    state = _attacking(state, hers)
    will = will_for("ACN-087")
    pool(state, "bob", **will)
    state = both_pass(act(state, {"type": "play_card", "player": "bob", "card": trap, "targets": [hers], "payment": {"pool": will}}))
    if dealt == 1200:
        assert hers in player(state, "ann").graveyard
    else:
        assert _damage(state, "ann", hers) == 600


def test_fow_if_target_keyword_r_forged_on_another_effect_refused() -> None:
    """FOW-IF-TARGET-KEYWORD-R: a card set putting the condition on an effect of no target is refused naming the code."""
    forged = dict(card("ACN-087")) | {"id": "TST-X87", "effects": [{"op": "draw", "amount": 1, "when": {"target_keyword": "flying"}}]}
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-IF-TARGET-KEYWORD-R" in str(e) for e in errors)


# -- FOW-DAMAGE-PLUS-EACH-ORDER-R -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("copies", "dealt"), [(0, 200), (2, 600)])
def test_fow_damage_plus_each_order_r_counted_in_the_graveyard(copies: int, dealt: int) -> None:
    """FOW-DAMAGE-PLUS-EACH-ORDER-R with MSW-025: 200 damage to bob plus 200 for each card of its name in ann's graveyard
    as it resolves (the copy resolving is not there yet): none, 200; two, 600."""
    assert entry("MSW-025")["supported"]
    (effect,) = card("MSW-025")["effects"]
    assert (effect["amount"], effect["base"], effect["target"], effect["per"]["zone"]) == (200, 200, 0, "graveyard")
    state = real_started("MSW-025", copies=3)
    ann = player(state, "ann")
    for _ in range(copies):
        ann.graveyard.append(next(c for c in ann.deck if c.startswith("ann:MSW-025")))
        ann.deck.remove(ann.graveyard[-1])
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MSW-025"), ["bob"]))
    assert player(state, "bob").life == 4000 - dealt


def test_fow_damage_plus_each_order_r_another_tail_refused() -> None:
    """FOW-DAMAGE-PLUS-EACH-ORDER-R: with a group named last instead of one target, the sentence stays refused."""
    assert "no vocabulary entry" in refused_line("This card deals 200 damage plus an additional 200 damage for each card in your hand to each resonator.", "chant")


# -- FOW-DAMAGE-MINUS-LIFE-R ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("life", "dealt"), [(2500, 500), (2000, 1000), (3000, 0), (3500, 0)])
def test_fow_damage_minus_life_r_n_less_the_life_as_it_resolves(life: int, dealt: int) -> None:
    """FOW-DAMAGE-MINUS-LIFE-R with TST-018 (N 3000): ann's life 2500 deals 500 to bob's [1200/1200]; 2000, 1000; 3000 or
    more, none."""
    assert entry("TST-018")["supported"]
    assert card("TST-018")["effects"] == [{"op": "damage", "amount": 0, "minus_life": 3000, "target": 0}]
    state = real_started("TST-018")
    player(state, "ann").life = life
    his = to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TST-018"), [his]))
    assert _damage(state, "bob", his) == dealt


def test_fow_damage_minus_life_r_forged_beside_another_amount_refused() -> None:
    """FOW-DAMAGE-MINUS-LIFE-R: a card set giving the damage a fixed amount too is refused naming the code."""
    forged = dict(card("TST-018")) | {"id": "TST-X18", "effects": [{"op": "damage", "amount": 200, "minus_life": 3000, "target": 0}]}
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-DAMAGE-MINUS-LIFE-R" in str(e) for e in errors)


# -- FOW-TARGET-RACE-GAINS-R ----------------------------------------------------------------------------------------


def test_fow_target_race_gains_r_a_resonator_of_that_race_gains() -> None:
    """FOW-TARGET-RACE-GAINS-R with AO1-003 (a [600/600] of a race of several words; as it enters or attacks a target of
    its race gains [+400/+400] until end of turn): a second copy entering targets the first, which becomes [1000/1000];
    ann's Knight of one word is refused as the target."""
    assert entry("AO1-003")["supported"]
    race = card("AO1-003")["races"][0]
    assert [a["targets"] for a in card("AO1-003")["abilities"]] == [[{"kind": "j_resonator", "races": [race]}]] * 2
    state = real_started("AO1-003", copies=2)
    first = to_field(state, "ann", "AO1-003")
    knight = to_field(state, "ann", "TST-R02")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "AO1-003"), []))
    assert state.pending
    pending = {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id}
    assert code_of(state, pending | {"targets": [knight]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, pending | {"targets": [first]}))
    assert stats(state, first)[:2] == (1000, 1000)


# -- FOW-MUST-ATTACK-TARGET-R ---------------------------------------------------------------------------------------


def _foreseen(state: Any) -> Any:
    """Pass until the chase is empty, keeping the cards its Foresee looks at on top as they were (no card named)."""
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "search":
            state = act(state, {"type": "search", "player": state.decision.player, "card": None})
        elif state.chase:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
        else:
            return state
    raise AssertionError("the chase did not empty")



def test_fow_must_attack_target_r_the_marked_resonator_attacks() -> None:
    """FOW-MUST-ATTACK-TARGET-R with AOA-043 on ann's own [600/500]: it becomes [200/500] and ann may not pass at main
    timing while it can attack (FOW-BATTLE-8); once it attacked (rested), she may."""
    assert entry("AOA-043")["supported"] and entry("AO1-048")["supported"]
    flags = ["must_attack", "must_block"]
    assert card("AOA-043")["effects"][1] == {"op": "modify", "target": 0, "flags": flags}
    assert card("AO1-048")["abilities"][1]["effects"] == [{"op": "modify", "target": 0, "flags": flags}]
    state = real_started("AOA-043")
    mine = to_field(state, "ann", "TST-R02")
    state = _foreseen(play(state, "ann", to_hand(state, "ann", "AOA-043"), [mine]))
    assert stats(state, mine)[:2] == (200, 500)
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-BATTLE-8"
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = resolve_all(act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}))
    assert state.battle is not None


def test_fow_must_attack_target_r_or_block_in_the_other_turn() -> None:
    """FOW-MUST-ATTACK-TARGET-R: AOA-043 played by ann on bob's [700/500] marks it to block too: when ann attacks, bob may
    not leave the attack unblocked (FOW-MUST-BLOCK-TARGET-R); ann, whose turn it is, may pass (it binds bob's card)."""
    state = real_started("AOA-043")
    attacker = to_field(state, "ann", "TST-R02")
    his = to_field(state, "bob", "TST-R08")
    state = _foreseen(play(state, "ann", to_hand(state, "ann", "AOA-043"), [his]))
    assert code_of(state, {"type": "pass", "player": "ann"}) is None
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "declare_block":
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": None}) == "FOW-MUST-BLOCK-TARGET-R"


# -- FOW-BARRIER-ATTR-UNTIL-R ---------------------------------------------------------------------------------------


def _guarded() -> tuple[Any, str]:
    """Ann's AO1-001 gives bob's [700/600] [Barrier] {R} and [Barrier] {B} until end of turn: the state, that resonator."""
    state = real_started("AO1-001", "ADW-022")
    agravain = to_field(state, "ann", "AO1-001")
    guarded = to_field(state, "bob", "TST-R17")
    ability = next(i for i, a in enumerate(card("AO1-001")["abilities"]) if a["kind"] == "activate")
    pool(state, "ann", light=1)
    action = {"type": "activate", "player": "ann", "card": agravain, "ability": ability, "targets": [guarded], "payment": {"pool": {"light": 1}}}
    return resolve_all(act(state, action)), guarded


def _chant_at(state: Any, card_id: str, target: str) -> dict[str, Any]:
    instance = to_hand(state, "ann", card_id)
    will = {"darkness": 2, "void": 1} if card_id == "TST-C10" else will_for(card_id)
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [target], "payment": {"pool": will}}


def test_fow_barrier_attr_until_r_the_opponents_chants_of_those_attributes_cannot_target_it() -> None:
    """FOW-BARRIER-ATTR-UNTIL-R with AO1-001 (and LEL-003's [Barrier] {R}{B}): ann's darkness chant TST-C10 and fire chant
    ADW-022 are refused at bob's guarded resonator with the rule's code and not listed at it."""
    assert entry("AO1-001")["supported"] and entry("LEL-003")["supported"]
    ability = next(a for a in card("AO1-001")["abilities"] if a["kind"] == "activate")
    assert ability["effects"] == [{"op": "modify", "target": 0, "flags": ["barrier_fire", "barrier_darkness"]}]
    assert card("LEL-003")["abilities"][-1]["effects"][0]["flags"] == ["barrier_fire", "barrier_darkness"]
    state, guarded = _guarded()
    for card_id in ("TST-C10", "ADW-022"):
        action = _chant_at(state, card_id, guarded)
        assert code_of(state, action) == "FOW-BARRIER-ATTR-UNTIL-R"
        assert not listed(state, "play_card", card=action["card"], targets=[guarded])


def test_fow_barrier_attr_until_r_lost_with_all_abilities() -> None:
    """FOW-BARRIER-ATTR-UNTIL-R: once the guarded resonator lost all abilities after it gained the barrier (as ADW-022's
    first effect would do), ann's darkness chant may target it."""
    state, guarded = _guarded()
    state.modifiers = [*state.modifiers, Modifier(target=guarded, flags=["no_abilities"])]
    assert code_of(state, _chant_at(state, "TST-C10", guarded)) is None


# -- FOW-EACH-DAMAGED-R ---------------------------------------------------------------------------------------------


def test_fow_each_damaged_r_only_the_damaged_resonators_are_destroyed() -> None:
    """FOW-EACH-DAMAGED-R with PofA-096: as it enters, bob's damaged [400/600] and ann's damaged [800/500] are destroyed;
    bob's undamaged [600/500] and ann's damaged J-ruler (no resonator) stay."""
    assert entry("PofA-096")["supported"]
    assert card("PofA-096")["abilities"][0]["effects"] == [{"op": "destroy", "each": "all_resonators", "among": {"state": "damaged"}}]
    state = real_started("PofA-096")
    hurt, whole = to_field(state, "bob", "TST-R03"), to_field(state, "bob", "TST-R02")
    mine = to_field(state, "ann", "TST-R15")
    j_ruler = j_ruler_to_field(state, "ann")
    for seat, card_id in (("bob", hurt), ("ann", mine), ("ann", j_ruler)):
        next(e for e in player(state, seat).field if e.id == card_id).damage = 100
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "PofA-096"), []))
    assert hurt in player(state, "bob").graveyard and mine in player(state, "ann").graveyard
    assert {whole} <= {e.id for e in player(state, "bob").field} and j_ruler in {e.id for e in player(state, "ann").field}


# -- FOW-IF-DAMAGE-DEALT-R ----------------------------------------------------------------------------------------


def _fire_called(prevented: bool) -> Any:
    """Ann's DSD-004 in her field; she calls the real fire magic stone TTW-107 and its [Resonance] targets bob's
    [1200/1200] (with all damage to it prevented this turn when ``prevented``): the state after it resolved, and it."""
    from adjudicator.force_of_will.cards import reference_card_set_json

    cards = list(reference_card_set_json()["cards"]) + [c for c in imported()["card_set"]["cards"] if c["id"] in {"DSD-004", "TTW-107"}]
    ann_deck = full_deck("TST-RU1")
    ann_deck["stones"]["TTW-107"] = 1
    ann_deck["main"]["DSD-004"] = 1
    for n in range(50):
        state = started(options={"card_set": {"id": "tst-plus-s-deal", "cards": cards}}, seed=f"s-deal-{n}", decks={"ann": ann_deck, "bob": full_deck("TST-RU2")})
        if state.turn.player == "ann" and state.priority == "ann":
            break
    ann = player(state, "ann")
    fire = next(c for c in ann.stone_deck if ":TTW-107#" in c)
    ann.stone_deck.remove(fire)
    ann.stone_deck.insert(0, fire)
    salamander = to_field(state, "ann", "DSD-004")
    his = to_field(state, "bob", "TST-R10")
    if prevented:
        state.modifiers = [*state.modifiers, Modifier(target=his, prevent="to")]
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert [p.source for p in state.pending] == [salamander]
    return resolve_all(state, {salamander: [his]}), his


def test_fow_if_dealt_this_way_r_the_damaged_target_is_destroyed() -> None:
    """FOW-IF-DAMAGE-DEALT-R with DSD-004 (and GOG-022): 600 damage to bob's [1200/1200], then it is destroyed."""
    for card_id in ("DSD-004", "GOG-022"):
        assert entry(card_id)["supported"]
        assert card(card_id)["abilities"][0]["effects"] == [{"op": "damage", "amount": 600, "target": 0}, {"op": "destroy", "target": 0, "condition": "if_you_do"}]
    state, his = _fire_called(prevented=False)
    assert his in player(state, "bob").graveyard


def test_fow_if_dealt_this_way_r_no_damage_dealt_no_destroy() -> None:
    """FOW-IF-DAMAGE-DEALT-R: with all damage to bob's resonator prevented, none is dealt and it stays."""
    state, his = _fire_called(prevented=True)
    assert his in {e.id for e in player(state, "bob").field}


# -- FOW-AS-IT-RESOLVES-AWAKENED-R ----------------------------------------------------------------------------------


@pytest.mark.parametrize("awakened", [True, False])
def test_fow_as_it_resolves_awakened_r_to_the_hand_only_awakened(awakened: bool) -> None:
    """FOW-AS-IT-RESOLVES-AWAKENED-R with SDR5-010 (its [Awakening]: two mystery counters removed from the J/ruler):
    played awakened on bob's [1200/1200] it gives [-600/-600] and returns to ann's hand; played plainly, to her graveyard."""
    assert entry("SDR5-010")["supported"]
    assert (card("SDR5-010")["resolves_to"], card("SDR5-010")["resolves_awakened"]) == ("hand", True)
    state = real_started("SDR5-010")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"mystery": 2}
    his = to_field(state, "bob", "TST-R10")
    sword = to_hand(state, "ann", "SDR5-010")
    will = will_for("SDR5-010")
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": sword, "targets": [his], "payment": {"pool": will}}
    state = resolve_all(act(state, action | ({"awakening": True} if awakened else {})))
    assert stats(state, his)[:2] == (600, 600)
    assert (sword in player(state, "ann").hand) == awakened and (sword in player(state, "ann").graveyard) != awakened


def test_fow_as_it_resolves_awakened_r_without_awakening_refused() -> None:
    """FOW-AS-IT-RESOLVES-AWAKENED-R: a card set giving the destination to a chant without [Awakening] is refused."""
    forged = {k: v for k, v in card("SDR5-010").items() if k not in ("awakening", "awakenings")} | {"id": "TST-X10"}
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-AS-IT-RESOLVES-AWAKENED-R" in str(e) for e in errors)


# -- FOW-DAMAGE-TIMES-REMOVED-COST-R --------------------------------------------------------------------------------


def test_fow_damage_times_removed_cost_r_the_removed_top_card_counts() -> None:
    """FOW-DAMAGE-TIMES-REMOVED-COST-R with LEL-009: as it enters, the top card of ann's deck (a resonator of total cost
    C) is removed from the game and bob takes 100 times C."""
    assert entry("LEL-009")["supported"]
    assert card("LEL-009")["abilities"][0]["effects"][1] == {"op": "damage", "amount": 100, "each": "your_opponent", "per": {"what": "removed_cost"}}
    state = real_started("LEL-009")
    ann = player(state, "ann")
    top = next(c for c in ann.deck if ":TST-R10#" in c)
    ann.deck.remove(top)
    ann.deck.insert(0, top)
    cost = board_of(state).card(top).cost
    assert cost is not None and cost.total > 0
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "LEL-009"), []))
    assert top in player(state, "ann").removed
    assert player(state, "bob").life == 4000 - 100 * cost.total


def test_fow_damage_times_removed_cost_r_after_no_removal_refused() -> None:
    """FOW-DAMAGE-TIMES-REMOVED-COST-R: the count after no effect removing cards is refused."""
    reason = refused_line("Draw a card. This card deals 200 damage multiplied by the total cost of the card removed this way to your opponent.", "chant")
    assert "after no effect of this text removing cards" in reason


# -- FOW-COUNT-ENTITIES-TO-GRAVEYARD-R ------------------------------------------------------------------------------


def test_fow_count_entities_to_graveyard_r_what_left_your_field() -> None:
    """FOW-COUNT-ENTITIES-TO-GRAVEYARD-R with EDL-095: two of ann's resonators and one of bob's were destroyed this turn;
    bob's [1200/1200] gets [-400/-400] (two of ann's count, bob's does not)."""
    assert entry("EDL-095")["supported"]
    assert card("EDL-095")["effects"][0]["per"] == {"what": "entity", "zone": "to_graveyard", "controlled": True}
    state = real_started("EDL-095")
    board = board_of(state)
    for seat, card_id in (("ann", "TST-R02"), ("ann", "TST-R03"), ("bob", "TST-R03")):
        instance = to_field(state, seat, card_id)
        destroy(board, next(e for e in player(state, seat).field if e.id == instance), [])
    his = to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "EDL-095"), []))
    assert stats(state, his)[:2] == (800, 800)


def test_fow_count_entities_to_graveyard_r_another_noun_without_the_field_refused() -> None:
    """FOW-COUNT-ENTITIES-TO-GRAVEYARD-R: "card you controlled put into a graveyard this turn" (from where?) is refused."""
    reason = refused_line("J/resonators your opponent controls gain [-100/-100] until end of turn for each card you controlled put into a graveyard this turn.", "chant")
    assert "from where?" in reason
