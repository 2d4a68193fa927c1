"""Ability families of fow-n-zones (issue 14): lines moving cards between the graveyard, the removed area, the hand
and the deck -- "put target card from your removed area into your hand" (FOW-REMOVED-TARGET-HAND-R), "remove the top
N cards of your deck from the game; N damage multiplied by the combined total cost of the cards removed this way"
(FOW-REMOVED-THIS-WAY-COST-R), "put target non-<attribute> <Race> from your graveyard into your hand"
(FOW-GRAVEYARD-NON-ATTRIBUTE-R), "... you gain life equal to its DEF" of a destroyed target as it last was
(FOW-LAST-KNOWN-R), "its controller discards a card (at random)" (FOW-ITS-CONTROLLER-DISCARDS-R), "(you may) remove up to N cards in your
graveyard from the game" (FOW-REMOVE-UP-TO-GRAVEYARD-R), "(you may) put target non-magic stone card from your
opponent's removed area on the bottom of their deck" (FOW-REMOVED-TO-DECK-BOTTOM-R), "put a(n) <Race> from your removed
area into your hand" (FOW-REMOVED-RACE-TO-HAND-R), "put target <Race> chant from your graveyard into your hand"
(FOW-GRAVEYARD-RACE-CHANT-R) -- each played
with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

import msgspec
import pytest
from msgspec import UNSET

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import Modifier, State

from .fowsim_db import card, entry, line_refusal, sentences
from .helpers import act, code_of, full_deck, listed, player, pool, take, to_field, to_graveyard, to_hand
from .real import ann_first, paid_play, play, real_set, real_started, resolve_all, stack_on_top, to_decision

# -- FOW-REMOVED-TARGET-HAND-R ---------------------------------------------------------------------------------


def _removed(card_id: str) -> tuple[State, str, str, str]:
    """``card_id`` in ann's hand; a magic stone and a resonator in ann's removed area, a resonator in bob's."""
    state = real_started(card_id)
    stone, scout = take(state, "ann", "TST-ST-W"), take(state, "ann", "TST-R01")
    player(state, "ann").removed.extend([stone, scout])
    player(state, "bob").removed.append(take(state, "bob", "TST-R01"))
    return state, stone, scout, to_hand(state, "ann", card_id)


def test_fow_removed_target_hand_r_the_chant_returns_a_removed_card() -> None:
    """FOW-REMOVED-TARGET-HAND-R with TMS-026 and AO1-031 (one chant, printed twice): the target is a card of ann's
    removed area, chosen as it is played; it goes to her hand as the chant resolves."""
    for card_id in ("TMS-026", "AO1-031"):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["targets"] == [{"kind": "card", "zone": "removed", "controller": "you"}]
        assert card(card_id)["effects"] == [{"op": "from_graveyard", "target": 0, "to": "hand"}]
    state, stone, scout, chant = _removed("TMS-026")
    state = resolve_all(play(state, "ann", chant, [scout]))
    assert scout in player(state, "ann").hand and scout not in player(state, "ann").removed
    assert stone in player(state, "ann").removed and chant in player(state, "ann").graveyard


def test_fow_removed_target_hand_r_the_card_leaves_its_cyberbrain_counter() -> None:
    """FOW-REMOVED-TARGET-HAND-R and FOW-KW-DIVE-R (CR 1022.4): the removed card TMS-026 returns to ann's hand had a
    cyberbrain counter; it leaves the counter in the removed area (the state stays consistent: ``act`` checks it)."""
    state, _, scout, chant = _removed("TMS-026")
    player(state, "ann").cyberbrain = [scout]
    state = resolve_all(play(state, "ann", chant, [scout]))
    assert scout in player(state, "ann").hand and player(state, "ann").cyberbrain is UNSET


def test_fow_removed_target_hand_r_a_magic_stone_goes_to_the_hand() -> None:
    """FOW-REMOVED-TARGET-HAND-R (CR 321.5; FOW-STONE-ZONES-R): "target card" names a magic stone too; it is put into
    ann's hand, and the state the engine makes passes the consistency check (``act`` checks it)."""
    state, stone, _, chant = _removed("AO1-031")
    pool(state, "ann", fire=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [stone], "payment": {"pool": {"fire": 1}}}) is None
    state = resolve_all(play(state, "ann", chant, [stone]))
    assert stone in player(state, "ann").hand
    # a magic stone in a hand is never played from there (FOW-PLAY-1)
    assert not listed(state, "play_card", card=stone)


def test_fow_removed_target_hand_r_breaks_on_a_card_of_another_zone() -> None:
    """FOW-REMOVED-TARGET-HAND-R: neither a card of the opponent's removed area nor one of ann's graveyard is a
    legal target (the rule's code names the removed-area slot)."""
    state, _, _, chant = _removed("TMS-026")
    theirs = player(state, "bob").removed[0]
    grave = to_graveyard(state, "ann", "TST-R01")
    will = {"fire": 1}
    pool(state, "ann", **will)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [theirs], "payment": {"pool": will}}) == "FOW-REMOVED-TARGET-HAND-R"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [grave], "payment": {"pool": will}}) == "FOW-REMOVED-TARGET-HAND-R"


def test_fow_removed_target_hand_r_gone_from_the_removed_area_it_stays_put() -> None:
    """FOW-REMOVED-TARGET-HAND-R (CR 903.3a): the target left the removed area before the chant resolved (shuffled
    back into the deck here): the target is illegal, nothing moves."""
    state, _, scout, chant = _removed("TMS-026")
    state = play(state, "ann", chant, [scout])
    player(state, "ann").removed.remove(scout)
    player(state, "ann").deck.append(scout)
    state = resolve_all(state)
    assert scout in player(state, "ann").deck and scout not in player(state, "ann").hand


# -- FOW-REMOVED-THIS-WAY-COST-R -------------------------------------------------------------------------------


def _damage_on(state: State, card_id: str) -> int:
    return next(e.damage for p in state.players for e in p.field if e.id == card_id)


def test_fow_removed_this_way_cost_r_the_chant_multiplies_by_the_removed_costs() -> None:
    """FOW-REMOVED-THIS-WAY-COST-R with AO1-027 (remove the top three cards of your deck; 100 damage multiplied by
    their combined total cost to target J/resonator): total costs 2 + 3 + 1 removed face up, 600 damage dealt at once
    to bob's 1200/1200 resonator."""
    assert entry("AO1-027")["supported"]
    assert card("AO1-027")["effects"] == [
        {"op": "mill", "amount": 3, "to": "removed"},
        {"op": "damage", "amount": 100, "target": 0, "per": {"what": "removed_cost"}},
    ]
    state = real_started("AO1-027")
    top = stack_on_top(state, "ann", ("TST-R02", "TST-R04", "TST-C01"))
    wall = to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AO1-027"), [wall]))
    assert set(top.values()) <= set(player(state, "ann").removed)
    assert _damage_on(state, wall) == 600


def test_fow_removed_this_way_cost_r_the_enter_trigger_counts_its_own_cards() -> None:
    """FOW-REMOVED-THIS-WAY-COST-R with TMS-023 and AO1-028 ([Enter]: the top two cards of your deck removed; 100
    damage multiplied by their combined total cost): a 4-cost resonator and a 1-cost chant -- 500 damage destroys
    bob's 700/500 resonator. The 4-cost card already in the removed area counts for nothing."""
    for card_id in ("TMS-023", "AO1-028"):
        assert entry(card_id)["supported"], card_id
        state = real_started(card_id)
        player(state, "ann").removed.append(take(state, "ann", "TST-R05"))
        big, small = take(state, "ann", "TST-R14"), take(state, "ann", "TST-C01")
        player(state, "ann").deck[0:0] = [big, small]
        sync_counts(player(state, "ann"))
        victim = to_field(state, "bob", "TST-R08")
        goddess = to_hand(state, "ann", card_id)
        state = resolve_all(play(state, "ann", goddess), {goddess: [victim]})
        assert {big, small} <= set(player(state, "ann").removed)
        assert victim in player(state, "bob").graveyard, card_id


def test_fow_removed_this_way_cost_r_breaks_without_a_removal_before_it() -> None:
    """FOW-REMOVED-THIS-WAY-COST-R: the damage sentence read alone (from the database at run time) counts no cards:
    refused, never read as 0."""
    alone = sentences("AO1-027", 2)[1]
    assert "removed this way" in line_refusal(alone + ".", "chant")


def test_fow_stone_zones_r_a_stone_returned_to_the_hand_then_put_on_top_of_the_deck() -> None:
    """FOW-STONE-ZONES-R (CR 321.5) after FOW-REMOVED-TARGET-HAND-R: the magic stone TMS-026 returned to ann's hand is
    the card of her hand TAT-039's [Enter] puts on top of her main deck (FOW-HAND-TO-TOP-R: any card of the hand);
    the state the engine makes passes the consistency check (``act`` checks every state), so a hosted match goes on."""
    state = real_started("TMS-026", "TAT-039")
    stone = take(state, "ann", "TST-ST-W")
    player(state, "ann").removed.append(stone)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TMS-026"), [stone]))
    assert stone in player(state, "ann").hand
    state = act(state, paid_play(state, "ann", "TAT-039"))
    state = to_decision(state, "search", {})
    assert listed(state, "search", card=stone)
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": stone}))
    assert player(state, "ann").deck[0] == stone


def test_fow_stone_zones_r_a_sideboard_card_in_the_main_deck_stays_refused() -> None:
    """FOW-DECK-5 beside FOW-STONE-ZONES-R: only magic stones left the list of instances never in the main deck -- a
    card of the registered sideboard moved into it is still refused there."""
    state = real_started("TMS-026")
    ann = player(state, "ann")
    spare = ann.sideboard.pop()
    ann.deck.insert(0, spare)
    sync_counts(ann)
    with pytest.raises(InputError) as caught:
        GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    assert ("/state/players/0/deck/0", f"{spare} is not a main deck card of this player") in [(e.pointer, e.message) for e in caught.value.errors]


# -- FOW-GRAVEYARD-NON-ATTRIBUTE-R -----------------------------------------------------------------------------


def _fairy_falls() -> tuple[State, str, str, str]:
    """TMS-070 in ann's field, destroyed by a 400-damage chant; a light (TTW-011) and a darkness (BFA-067) Fairy
    and a resonator of no race in ann's graveyard: the state with the trigger pending."""
    state = real_started("TMS-070", "TTW-011", "BFA-067")
    fairy = to_field(state, "ann", "TMS-070")
    light, dark = to_graveyard(state, "ann", "TTW-011"), to_graveyard(state, "ann", "BFA-067")
    to_graveyard(state, "ann", "TST-R01")
    pool(state, "ann", fire=1)
    burn = to_hand(state, "ann", "TST-C05")
    state = act(state, {"type": "play_card", "player": "ann", "card": burn, "targets": [fairy], "payment": {"pool": {"fire": 1}}})
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert fairy in player(state, "ann").graveyard
    return state, fairy, light, dark


def test_fow_graveyard_non_attribute_r_a_fairy_of_another_attribute_returns() -> None:
    """FOW-GRAVEYARD-NON-ATTRIBUTE-R with TMS-070 (when put into a graveyard from your field, put target non-darkness
    Fairy from your graveyard into your hand): the light Fairy is named and goes to ann's hand."""
    assert entry("TMS-070")["supported"]
    assert card("TMS-070")["abilities"][0]["targets"] == [{"kind": "card", "zone": "graveyard", "controller": "you", "races": ["Fairy"], "not_attributes": ["darkness"]}]
    state, _, light, _ = _fairy_falls()
    state = resolve_all(state, {state.pending[0].source: [light]})
    assert light in player(state, "ann").hand


def test_fow_graveyard_non_attribute_r_breaks_on_a_darkness_fairy() -> None:
    """FOW-GRAVEYARD-NON-ATTRIBUTE-R: the darkness Fairy (TMS-070 itself too) is no legal target, refused with
    FOW-NON-ATTRIBUTE-R's code; a resonator of no race is refused too."""
    state, fairy, _, dark = _fairy_falls()
    pending = state.pending[0]
    for wrong, code in ((dark, "FOW-NON-ATTRIBUTE-R"), (fairy, "FOW-NON-ATTRIBUTE-R")):
        assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [wrong]}) == code
    other = next(c for c in player(state, "ann").graveyard if "TST-R01" in c)
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [other]}) == "FOW-PLAY-1"


# -- FOW-LAST-KNOWN-R, FOW-ITS-CONTROLLER-DISCARDS-R -----------------------------------------------------------


def _enter(card_id: str, victim_def: str, pump: int = 0) -> tuple[State, str, str]:
    """``card_id`` (a resonator with an [Enter] on one target resonator) in ann's hand, bob's ``victim_def`` in bob's
    field with +0/+``pump`` until end of turn; the state with its [Enter] pending."""
    state = real_started(card_id)
    victim = to_field(state, "bob", victim_def)
    if pump:
        state.modifiers.append(Modifier(target=victim, def_=pump))
    entering = to_hand(state, "ann", card_id)
    state = play(state, "ann", entering)
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    return state, entering, victim


def test_fow_last_known_r_life_equal_to_the_destroyed_targets_def_as_it_last_was() -> None:
    """FOW-LAST-KNOWN-R (CR 911.1) with LEL-043 ([Enter]: destroy target resonator; if you do, you gain life equal to
    its DEF): bob's 1200/1200 resonator, +0/+500 until end of turn, is destroyed -- ann gains 1700 (its DEF as it last
    was in the field, not its printed 1200)."""
    assert entry("LEL-043")["supported"]
    assert card("LEL-043")["abilities"][0]["effects"] == [{"op": "destroy", "target": 0}, {"op": "gain_life", "equal_to": "def", "of": 0, "condition": "if_you_do"}]
    state, entering, victim = _enter("LEL-043", "TST-R10", pump=500)
    life = player(state, "ann").life
    state = resolve_all(state, {entering: [victim]})
    assert victim in player(state, "bob").graveyard
    assert player(state, "ann").life == life + 1700


def test_fow_last_known_r_breaks_when_nothing_was_destroyed() -> None:
    """FOW-LAST-KNOWN-R / FOW-IF-YOU-DO-DESTROY-R with LEL-043: the target gone before the trigger resolves (to bob's
    hand): nothing is destroyed, no life is gained."""
    state, entering, victim = _enter("LEL-043", "TST-R10")
    life = player(state, "ann").life
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [victim]})
    bob = player(state, "bob")
    bob.field = [e for e in bob.field if e.id != victim]
    bob.hand.append(victim)
    sync_counts(bob)
    state = resolve_all(state)
    assert player(state, "ann").life == life


def test_fow_its_controller_discards_r_the_returned_resonators_controller_discards() -> None:
    """FOW-ITS-CONTROLLER-DISCARDS-R with LEL-078 ([Enter]: return target resonator to its owner's hand; its
    controller discards a card): bob's resonator goes back to his hand and bob -- not ann -- is asked to discard a
    card of his choice (the returned card is one he may pick)."""
    assert entry("LEL-078")["supported"]
    assert card("LEL-078")["abilities"][0]["effects"] == [{"op": "return_to_hand", "target": 0}, {"op": "discard", "amount": 1, "of": 0}]
    state, entering, victim = _enter("LEL-078", "TST-R10")
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [victim]})
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "discard" and state.decision.player == "bob"
    hand_ann = len(player(state, "ann").hand)
    assert victim in player(state, "bob").hand and listed(state, "discard", card=victim)
    state = resolve_all(act(state, {"type": "discard", "player": "bob", "card": victim}))
    assert victim in player(state, "bob").graveyard and len(player(state, "ann").hand) == hand_ann


def test_fow_its_controller_discards_r_control_gained_the_controller_discards() -> None:
    """FOW-ITS-CONTROLLER-DISCARDS-R / FOW-LAST-KNOWN-R (CR 911.1): LEL-078 returns a resonator bob owns that ann
    controls (TMS-049 took it): it goes to bob's hand, and ann -- who controlled it as it last was in the field --
    discards."""
    state = real_started("LEL-078", "TMS-049")
    borrowed = to_field(state, "bob", "TST-R02")
    thief = to_hand(state, "ann", "TMS-049")
    state = resolve_all(play(state, "ann", thief), {thief: [borrowed]})
    assert borrowed in {e.id for e in player(state, "ann").field}
    state = play(state, "ann", to_hand(state, "ann", "LEL-078"))
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [borrowed]})
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert borrowed in player(state, "bob").hand
    assert state.decision.kind == "discard" and state.decision.player == "ann"


def test_fow_its_controller_discards_r_at_random() -> None:
    """FOW-ITS-CONTROLLER-DISCARDS-R with AOA-099 (destroy target J/resonator; its controller discards a card at
    random): bob's resonator is destroyed and one card of bob's hand goes to his graveyard, nothing asked."""
    assert entry("AOA-099")["supported"]
    assert card("AOA-099")["effects"] == [{"op": "destroy", "target": 0}, {"op": "discard", "amount": 1, "of": 0, "random": True}]
    state = real_started("AOA-099", "TTW-085")
    to_field(state, "ann", "TTW-085")  # a Demon: AOA-099 is played only while ann controls one
    victim = to_field(state, "bob", "TST-R10")
    hand_bob, hand_ann = len(player(state, "bob").hand), len(player(state, "ann").hand)
    chant = to_hand(state, "ann", "AOA-099")
    state = resolve_all(play(state, "ann", chant, [victim]))
    assert victim in player(state, "bob").graveyard
    assert len(player(state, "bob").hand) == hand_bob - 1 and len(player(state, "ann").hand) == hand_ann
    assert len(player(state, "bob").graveyard) == 2


def test_fow_its_controller_discards_r_breaks_without_the_effect_just_before() -> None:
    """FOW-ITS-CONTROLLER-DISCARDS-R: the sentence read alone (from the database at run time) names no target:
    refused."""
    alone = sentences("LEL-078")[1]
    assert "its controller discards" in line_refusal(alone + ".")


# -- FOW-REMOVE-UP-TO-GRAVEYARD-R ------------------------------------------------------------------------------


def _goddess(card_id: str) -> tuple[State, str, str, str, str]:
    """``card_id`` entering ann's field, its [Enter] put on the chase at bob's 1200/1200 resonator; a 2-cost and a
    3-cost resonator and a magic stone in ann's graveyard: the state at its may decision."""
    state = real_started(card_id)
    two, three = to_graveyard(state, "ann", "TST-R02"), to_graveyard(state, "ann", "TST-R04")
    stone = to_graveyard(state, "ann", "TST-ST-W")
    wall = to_field(state, "bob", "TST-R10")
    goddess = to_hand(state, "ann", card_id)
    state = play(state, "ann", goddess)
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [wall]})
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "may"
    return state, wall, two, three, stone


def test_fow_remove_up_to_graveyard_r_two_removed_their_costs_multiply() -> None:
    """FOW-REMOVE-UP-TO-GRAVEYARD-R with AO1-029 and TMS-024 ([Enter]: you may remove up to two cards in your graveyard
    from the game; if you do, this card -- "it" -- deals 200 damage multiplied by their combined total cost): ann
    removes the 2-cost and the 3-cost resonators, one decision each; 1000 damage to bob's 1200/1200 resonator."""
    for card_id in ("AO1-029", "TMS-024"):
        assert entry(card_id)["supported"], card_id
        enter = next(a for a in card(card_id)["abilities"] if a["kind"] == "automatic")
        assert enter["effects"] == [
            {"op": "search", "deck": "graveyard", "to": "removed", "count": 2, "optional": True},
            {"op": "damage", "amount": 200, "target": 0, "per": {"what": "removed_cost"}, "condition": "if_you_do"},
        ]
        state, wall, two, three, stone = _goddess(card_id)
        state = act(state, {"type": "may", "player": "ann", "accept": True})
        assert state.decision is not None and state.decision.kind == "search" and listed(state, "search", card=stone)
        state = act(state, {"type": "search", "player": "ann", "card": two})
        state = resolve_all(act(state, {"type": "search", "player": "ann", "card": three}))
        assert {two, three} <= set(player(state, "ann").removed) and stone in player(state, "ann").graveyard
        assert _damage_on(state, wall) == 1000, card_id


def test_fow_remove_up_to_graveyard_r_stop_after_one_or_decline() -> None:
    """FOW-REMOVE-UP-TO-GRAVEYARD-R with AO1-029: ann removes the 3-cost card and stops (no card named): 600 damage;
    declining the "you may" removes nothing and deals none."""
    state, wall, two, three, _ = _goddess("AO1-029")
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    state = act(state, {"type": "search", "player": "ann", "card": three})
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert three in player(state, "ann").removed and two in player(state, "ann").graveyard
    assert _damage_on(state, wall) == 600
    state, wall, two, three, _ = _goddess("AO1-029")
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": False}))
    assert {two, three} <= set(player(state, "ann").graveyard) and _damage_on(state, wall) == 0


def test_fow_remove_up_to_graveyard_r_breaks_on_a_card_outside_the_graveyard() -> None:
    """FOW-REMOVE-UP-TO-GRAVEYARD-R: a card of bob's graveyard or of ann's hand is refused with the rule's code."""
    state, _, _, _, _ = _goddess("AO1-029")
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    theirs = to_graveyard(state, "bob", "TST-R01")
    held = player(state, "ann").hand[0]
    for wrong in (theirs, held):
        assert code_of(state, {"type": "search", "player": "ann", "card": wrong}) == "FOW-REMOVE-UP-TO-GRAVEYARD-R"


def test_fow_remove_up_to_graveyard_r_breaks_on_an_if_you_do_of_another_kind() -> None:
    """FOW-REMOVE-UP-TO-GRAVEYARD-R: with none removed the optional effect may count as done; an "If you do" that does
    not count the cards removed (a draw here, an invented line built from AO1-029's first sentence) is refused."""
    first = sentences("AO1-029", 1)[0].lstrip("⇒> ").strip()
    assert first.lower().startswith("you may remove up to two cards")
    assert "If you do" in line_refusal(f"{first}. If you do, draw a card.", "chant")


# -- FOW-REMOVED-TO-DECK-BOTTOM-R ------------------------------------------------------------------------------


def _zombie() -> tuple[State, str, str, str]:
    """RDE-082 entering ann's field; a resonator and a magic stone in bob's removed area: the state with its [Enter]
    pending."""
    state = real_started("RDE-082")
    gone = take(state, "bob", "TST-R01")
    stone = take(state, "bob", "TST-ST-W")
    player(state, "bob").removed.extend([gone, stone])
    zombie = to_hand(state, "ann", "RDE-082")
    state = play(state, "ann", zombie)
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    return state, zombie, gone, stone


def test_fow_removed_to_deck_bottom_r_the_card_goes_under_bobs_deck_then_damage() -> None:
    """FOW-REMOVED-TO-DECK-BOTTOM-R with RDE-082 ([Enter]: you may put target non-magic stone card from your opponent's
    removed area on the bottom of their deck; if you do, this card deals 400 damage to target opponent): ann accepts,
    bob's removed resonator goes to the bottom of bob's main deck and bob takes 400 damage."""
    assert entry("RDE-082")["supported"]
    enter = card("RDE-082")["abilities"][0]
    assert enter["targets"][0] == {"kind": "non_stone", "zone": "removed", "controller": "opponent"}
    assert enter["effects"][0] == {"op": "from_graveyard", "target": 0, "to": "deck_bottom", "optional": True}
    state, _, gone, _ = _zombie()
    life = player(state, "bob").life
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [gone, "bob"]})
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert player(state, "bob").deck[-1] == gone and gone not in player(state, "bob").removed
    assert player(state, "bob").life == life - 400


def test_fow_removed_to_deck_bottom_r_breaks_on_a_stone_or_ann_s_own_card() -> None:
    """FOW-REMOVED-TO-DECK-BOTTOM-R: a magic stone of bob's removed area, or a card of ann's own, is no legal target;
    declined, nothing moves and no damage is dealt."""
    state, _, gone, stone = _zombie()
    pending = state.pending[0].id
    mine = take(state, "ann", "TST-R01")
    player(state, "ann").removed.append(mine)
    for wrong in (stone, mine):
        assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [wrong, "bob"]}) == "FOW-REMOVED-TO-DECK-BOTTOM-R"
    life = player(state, "bob").life
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [gone, "bob"]})
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": False}))
    assert gone in player(state, "bob").removed and player(state, "bob").life == life


# -- FOW-REMOVED-RACE-TO-HAND-R --------------------------------------------------------------------------------


def test_fow_removed_race_to_hand_r_the_stone_returns_an_aura() -> None:
    """FOW-REMOVED-RACE-TO-HAND-R with WOM-119 (a special magic stone: banish this card, put an Aura from your removed
    area into your hand): with an Aura chant (WOM-005) and a resonator of no race in ann's removed area, ann is asked
    for a card, must name one, and only the Aura fits; it goes to her hand."""
    assert entry("WOM-119")["supported"]
    assert card("WOM-119")["abilities"][0]["effects"] == [{"op": "search", "filter": {"races": ["Aura"]}, "deck": "removed", "must": True}]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["WOM-005"] = 1
    decks["ann"]["stones"]["WOM-119"] = 1
    state = ann_first({"card_set": real_set("WOM-119", "WOM-005")}, decks, "zones-aura")
    aura, other = take(state, "ann", "WOM-005"), take(state, "ann", "TST-R01")
    player(state, "ann").removed.extend([aura, other])
    stone = to_field(state, "ann", "WOM-119")
    state = act(state, {"type": "activate", "player": "ann", "card": stone, "ability": 0, "payment": {}})
    while state.decision is None:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision.kind == "search" and stone in player(state, "ann").graveyard
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-REMOVED-TO-HAND-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) is not None
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": aura}))
    assert aura in player(state, "ann").hand and other in player(state, "ann").removed


def test_fow_removed_race_to_hand_r_breaks_on_a_race_a_stone_has() -> None:
    """FOW-REMOVED-RACE-TO-HAND-R: the sentence with a race no card of the database has (an invented one) is refused:
    the race must be known, and printed on no magic stone."""
    assert "removed-area card" in line_refusal("Put a Zzyzx from your removed area into your hand.", "chant")


# -- FOW-GRAVEYARD-RACE-CHANT-R --------------------------------------------------------------------------------


def test_fow_graveyard_race_chant_r_a_chant_of_the_race_returns() -> None:
    """FOW-GRAVEYARD-RACE-CHANT-R with SDR2-010 ([Enter]: put target <Race> chant from your graveyard into your hand)
    and ACN-033 (a chant of that race): it is named and goes to ann's hand; a chant of no race (TST-C05) and a
    resonator of the graveyard are no legal targets."""
    assert entry("SDR2-010")["supported"]
    enter = card("SDR2-010")["abilities"][1]
    assert enter["targets"] == [{"kind": "chant", "controller": "you", "races": ["Battle Arts"], "zone": "graveyard"}]
    state = real_started("SDR2-010", "ACN-033")
    art, plain, body = to_graveyard(state, "ann", "ACN-033"), to_graveyard(state, "ann", "TST-C05"), to_graveyard(state, "ann", "TST-R01")
    partner = to_hand(state, "ann", "SDR2-010")
    state = play(state, "ann", partner)
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    pending = state.pending[0].id
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [plain]}) == "FOW-PLAY-1"
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [body]}) == "FOW-GRAVEYARD-CHANT-R"
    state = resolve_all(state, {partner: [art]})
    assert art in player(state, "ann").hand and plain in player(state, "ann").graveyard
