"""Automatic abilities read by fow-m-trig, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-TRIG-ALLY-TARGETED-R with FOW-TRIG-THAT-OBJECT-R: "when a spell or ability your opponent controls targets a
  J/resonator you control, you may banish this card; if you do, cancel that spell or ability" (VIN003-060, TMS-065):
  the pending ability and its chase object remember the spell or ability that triggered it.
- FOW-TRIG-ANY-PLAYED-R with FOW-TRIG-THAT-OBJECT-R: "whenever a chant with total cost 1 or less is played, cancel
  it" (ADK-110).
- FOW-TRIG-BLOCKS-NO-RECOVER-R: "whenever this card blocks a J/resonator, that J/resonator doesn't recover during its
  controller's next recovery phase" (ADK-007).
- FOW-TRIG-DO-JUDGMENT-R: "whenever you do judgment, return this card to its owner's hand" (LEL-085).
- FOW-TRIG-CONTROL-J-RULER-R: a status automatic ability, "when you control a J-ruler, banish this card" (TMS-100).
- FOW-TRIG-GONE-COUNTER-R: "whenever a resonator your opponent controls with a [-100/-100] counter on it is put into a
  graveyard from the field, put a [-100/-100] counter on this card" (ADK-119).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, player, pool, to_field, to_hand
from .real import field, hero_started, judgment_action, real_started, reference_card_set_json, resolve_all
from .test_fowsim_inverse_families import JUDGMENT_WILL

TARGETED = [{"op": "banish_self", "optional": True}, {"op": "cancel", "target": "that_object", "condition": "if_you_do"}]


def _automatic(card_id: str, trigger: str) -> dict[str, Any]:
    (ability,) = [a for a in card(card_id)["abilities"] if a["kind"] == "automatic" and a["trigger"] == trigger]
    return ability


WILL = {"TST-C05": {"fire": 1}, "TST-C11": {"fire": 1}, "TST-C10": {"darkness": 3}, "TST-R11": {"fire": 1}}


def _cast(state: State, pid: str, card_id: str, targets: list[str] | None = None) -> State:
    """``pid`` plays the reference card ``card_id`` (an instance in their hand) at ``targets``, paying its will."""
    will = WILL[card_id.partition(":")[2].rpartition("#")[0]]
    pool(state, pid, **will)
    return act(state, {"type": "play_card", "player": pid, "card": card_id, "targets": targets or [], "payment": {"pool": will}})


def _bob_casts(state: State, def_id: str, targets: list[str]) -> tuple[State, str]:
    """Ann passes priority in her main phase; bob plays the reference chant ``def_id`` at ``targets``."""
    chant = to_hand(state, "bob", def_id)
    state = act(state, {"type": "pass", "player": "ann"})
    return _cast(state, "bob", chant, targets), chant


def _refuge_game() -> tuple[State, str, str]:
    """Ann controls VIN003-060 (a field addition) and TST-R11; bob has a TST-R10 in his field."""
    state = real_started("VIN003-060")
    refuge, mine = to_field(state, "ann", "VIN003-060"), to_field(state, "ann", "TST-R11")
    to_field(state, "bob", "TST-R10")
    return state, refuge, mine


# -- FOW-TRIG-ALLY-TARGETED-R / FOW-TRIG-THAT-OBJECT-R ------------------------------------------------------


def test_fow_trig_ally_targeted_r_banished_it_cancels_the_opponents_spell() -> None:
    """FOW-TRIG-ALLY-TARGETED-R, FOW-TRIG-THAT-OBJECT-R (CR 906.1, 903.2i, 1012.1) with VIN003-060: bob's TST-C05 (400
    damage to target J/resonator) naming ann's TST-R11 triggers VIN003-060 for ann; the ability on the chase names
    bob's spell; ann banishes VIN003-060 and the spell is cancelled (in bob's graveyard), TST-R11 undamaged."""
    assert entry("VIN003-060")["supported"] and entry("TMS-065")["supported"]
    assert _automatic("VIN003-060", "ally_targeted")["effects"] == TARGETED == _automatic("TMS-065", "ally_targeted")["effects"]
    state, refuge, mine = _refuge_game()
    state, chant = _bob_casts(state, "TST-C05", [mine])
    spell = next(i for i in state.chase if i.kind == "spell")
    (automatic,) = [i for i in state.chase if i.kind == "automatic"]
    assert (automatic.controller, automatic.card, automatic.that_object) == ("ann", refuge, spell.id)
    state = act(both_pass(state), {"type": "may", "player": "ann", "accept": True})
    state = resolve_all(state)
    assert refuge in player(state, "ann").graveyard and chant in player(state, "bob").graveyard
    assert mine in field(state, "ann") and not state.chase
    assert next(e for e in player(state, "ann").field if e.id == mine).damage == 0


def test_fow_trig_ally_targeted_r_declined_the_spell_resolves() -> None:
    """FOW-TRIG-THAT-OBJECT-R ("if you do"): ann declines to banish VIN003-060; bob's TST-C05 resolves and deals its
    400 damage to TST-R11; VIN003-060 stays in her field."""
    state, refuge, mine = _refuge_game()
    state, _ = _bob_casts(state, "TST-C05", [mine])
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": False}))
    assert refuge in field(state, "ann")
    assert mine not in field(state, "ann") or next(e for e in player(state, "ann").field if e.id == mine).damage == 400


def test_fow_trig_ally_targeted_r_own_spell_or_the_opponents_card_triggers_nothing() -> None:
    """FOW-TRIG-ALLY-TARGETED-R: ann's own TST-C05 at her TST-R11, and bob's TST-C05 at his own TST-R10, trigger
    nothing; bob's TST-C06 (X damage to a J/resonator or player) at ann herself triggers nothing either."""
    state, _, mine = _refuge_game()
    state = _cast(state, "ann", to_hand(state, "ann", "TST-C05"), [mine])
    assert not state.pending and [i.kind for i in state.chase] == ["spell"]
    state = resolve_all(state)
    state, refuge, _ = _refuge_game()
    his = next(e.id for e in player(state, "bob").field if "TST-R10" in e.id)
    state, _ = _bob_casts(state, "TST-C05", [his])
    assert not state.pending and [i.kind for i in state.chase] == ["spell"]


def test_fow_trig_that_object_r_gone_before_it_resolves_nothing_is_cancelled() -> None:
    """FOW-TRIG-THAT-OBJECT-R: the spell that triggered VIN003-060 taken off the chase before the ability resolves
    (as a cancel would), ann still banishes VIN003-060 ("if you do") but nothing else is cancelled."""
    state, refuge, mine = _refuge_game()
    state, _ = _bob_casts(state, "TST-C05", [mine])
    data = msgspec.to_builtins(state)
    spell = next(i for i in data["chase"] if i["kind"] == "spell")
    data["chase"].remove(spell)
    data["players"][1]["graveyard"].append(spell["card"])
    state = GAME.decode_state(data)
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": True}))
    assert refuge in player(state, "ann").graveyard and not state.chase


def test_fow_trig_that_object_r_forged_states_are_refused() -> None:
    """FOW-TRIG-THAT-OBJECT-R in the consistency check: a pending ability naming an object not on the chase, and a
    chase object naming one above it (or itself), are refused naming the field."""
    state, _, mine = _refuge_game()
    state, _ = _bob_casts(state, "TST-C05", [mine])
    data = msgspec.to_builtins(state)
    automatic = next(i for i in data["chase"] if i["kind"] == "automatic")
    automatic["that_object"] = automatic["id"]
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    assert any(e.pointer.endswith("/that_object") for e in caught.value.errors)
    data = msgspec.to_builtins(state)
    index = next(n for n, i in enumerate(data["chase"]) if i["kind"] == "automatic")
    moved = data["chase"].pop(index)
    data["pending"] = [{"id": "auto:999", "controller": "ann", "source": moved["card"], "ability": moved["ability"], "that_object": "chase:999"}]
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    assert "/state/pending/0/that_object" in {e.pointer for e in caught.value.errors}


# -- FOW-TRIG-ANY-PLAYED-R -----------------------------------------------------------------------------------


def test_fow_trig_any_played_r_a_cheap_chant_of_either_player_is_cancelled() -> None:
    """FOW-TRIG-ANY-PLAYED-R, FOW-TRIG-THAT-OBJECT-R with ADK-110 (whenever a chant with total cost 1 or less is played,
    cancel it): bob's TST-C05 (total cost 1) is cancelled by ann's ADK-110; ann's own TST-C05 at her TST-R11 too."""
    assert entry("ADK-110")["supported"]
    ability = _automatic("ADK-110", "spell_played")
    assert (ability["played"], ability["effects"]) == ({"by": "any", "types": ["chant"], "max_cost": 1}, [{"op": "cancel", "target": "that_object"}])
    state = real_started("ADK-110")
    tower, mine = to_field(state, "ann", "ADK-110"), to_field(state, "ann", "TST-R11")
    state, chant = _bob_casts(state, "TST-C05", [mine])
    assert [(i.kind, i.card) for i in state.chase][-1] == ("automatic", tower)
    state = resolve_all(state)
    assert chant in player(state, "bob").graveyard and mine in field(state, "ann")
    assert next(e for e in player(state, "ann").field if e.id == mine).damage == 0
    own = to_hand(state, "ann", "TST-C05")
    state = resolve_all(_cast(state, "ann", own, [mine]))
    assert own in player(state, "ann").graveyard
    assert not state.modifiers


def test_fow_trig_any_played_r_a_costlier_chant_triggers_nothing() -> None:
    """FOW-TRIG-ANY-PLAYED-R: ann's TST-C10 (a chant of total cost 3) and TST-R11 (a resonator of total cost 1)
    trigger nothing."""
    state = real_started("ADK-110")
    to_field(state, "ann", "ADK-110")
    his = to_field(state, "bob", "TST-R11")
    state = _cast(state, "ann", to_hand(state, "ann", "TST-C10"), [his])
    assert not state.pending and [i.kind for i in state.chase] == ["spell"]
    state = resolve_all(state)
    state = _cast(state, "ann", to_hand(state, "ann", "TST-R11"))
    assert not state.pending and [i.kind for i in state.chase] == ["spell"]


def test_fow_trig_that_object_r_refusals() -> None:
    """FOW-TRIG-THAT-OBJECT-R: the triggering spell named otherwise than cancelled (its controller, 'unless ... pays',
    another verb) is refused; in a card set, 'that_object' on a chant's effect or after another trigger is refused
    naming the field (FOW-TRIG-GONE-COUNTER-R: a counter named by another trigger too)."""
    assert "named otherwise" in line_refusal("Whenever a chant is played >>> Cancel it unless its controller pays {1}.", "addition")
    assert "named otherwise" in line_refusal("Whenever a resonator is played >>> Its controller loses 200 life.", "addition")
    assert "named otherwise" in line_refusal("When a spell or ability your opponent controls targets a J/resonator you control >>> Draw a card. Its controller discards a card.", "addition")
    data = reference_card_set_json()
    cards = [dict(c) for c in data["cards"]]
    chant = next(i for i, c in enumerate(cards) if c["types"] == ["chant"])
    resonator = next(i for i, c in enumerate(cards) if c["types"] == ["resonator"] and not c.get("abilities"))
    cards[chant]["effects"] = [{"op": "cancel", "target": "that_object"}]
    cards[resonator]["abilities"] = [
        {"kind": "automatic", "trigger": "attacks", "effects": [{"op": "cancel", "target": "that_object"}]},
        # FOW-TRIG-GONE-COUNTER-R: a counter named by another trigger than a resonator put into a graveyard.
        {"kind": "automatic", "trigger": "attacks", "gone_counter": "-100/-100", "effects": [{"op": "draw", "amount": 1}]},
    ]
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data | {"cards": cards}, CardSet))
    pointers = {e.pointer for e in raised.value.errors}
    assert {f"/cards/{chant}/effects/0/target", f"/cards/{resonator}/abilities/0/effects", f"/cards/{resonator}/abilities/1/gone_counter"} <= pointers


# -- FOW-TRIG-BLOCKS-NO-RECOVER-R -----------------------------------------------------------------------------


def _blocked_by_wall(block: bool) -> tuple[State, str, str]:
    """Bob controls ADK-007; ann's TST-R11 attacks bob; bob blocks with ADK-007 (or does not block)."""
    state = real_started("ADK-007")
    wall, mine = to_field(state, "bob", "ADK-007"), to_field(state, "ann", "TST-R11")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = both_pass(act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall if block else None})
    return state, wall, mine


def test_fow_trig_blocks_no_recover_r_the_blocked_attacker_stays_rested() -> None:
    """FOW-TRIG-BLOCKS-NO-RECOVER-R (CR 804.3, 906.1, 503.5) with ADK-007: blocking ann's TST-R11 triggers ADK-007 for bob;
    resolved, TST-R11 (rested by its attack) is flagged not to recover during ann's next recovery phase."""
    assert entry("ADK-007")["supported"]
    assert _automatic("ADK-007", "blocks")["effects"] == [{"op": "no_recover", "target": "victim"}]
    state, wall, mine = _blocked_by_wall(True)
    assert [(i.controller, i.card) for i in state.chase if i.kind == "automatic"] + [(p.controller, p.source) for p in state.pending] == [("bob", wall)]
    state = resolve_all(state)
    attacker = next(e for e in player(state, "ann").field if e.id == mine)
    assert attacker.no_recover is True


def test_fow_trig_blocks_no_recover_r_not_blocking_triggers_nothing() -> None:
    """FOW-TRIG-BLOCKS-NO-RECOVER-R: bob does not block; nothing triggers and TST-R11 keeps no flag."""
    state, _, mine = _blocked_by_wall(False)
    assert not state.pending and not [i for i in state.chase if i.kind == "automatic"]
    assert next(e for e in player(state, "ann").field if e.id == mine).no_recover is not True


def test_fow_trig_blocks_no_recover_r_refusals() -> None:
    """FOW-TRIG-BLOCKS-NO-RECOVER-R: the no-recover sentence beside another effect of a block trigger is refused."""
    assert "block trigger" in line_refusal("Whenever this card blocks >>> That J/resonator doesn't recover during its controller's next recovery phase. Draw a card.")


# -- FOW-TRIG-DO-JUDGMENT-R -----------------------------------------------------------------------------------


def test_fow_trig_do_judgment_r_your_judgment_returns_it_to_the_hand() -> None:
    """FOW-TRIG-DO-JUDGMENT-R (CR 705.3a-1) with LEL-085: ann's Judgment resolving (her ruler becomes a J-ruler)
    triggers LEL-085 in her field; resolved, it is in her hand. In bob's field it triggers nothing on ann's Judgment."""
    assert entry("LEL-085")["supported"]
    assert _automatic("LEL-085", "you_judgment")["effects"] == [{"op": "return_to_hand", "target": "self"}]
    state = real_started("LEL-085")
    mine = to_field(state, "ann", "LEL-085")
    state = both_pass(act(state, judgment_action(state, JUDGMENT_WILL)))
    assert [(c.kind, c.card) for c in state.chase] == [("automatic", mine)]
    state = resolve_all(state)
    assert mine in player(state, "ann").hand and mine not in field(state, "ann")
    state = real_started("LEL-085")
    his = to_field(state, "bob", "LEL-085")
    state = both_pass(act(state, judgment_action(state, JUDGMENT_WILL)))
    assert not state.pending and not state.chase and his in field(state, "bob")


# -- FOW-TRIG-CONTROL-J-RULER-R -------------------------------------------------------------------------------


def test_fow_trig_control_j_ruler_r_banished_once_your_ruler_is_a_j_ruler() -> None:
    """FOW-TRIG-CONTROL-J-RULER-R (CR 906.9, 906.9a) with TMS-100 (a special magic stone): in ann's field it triggers
    nothing while her ruler is in its ruler area; her Judgment resolving makes it a J-ruler: TMS-100 triggers once
    (not again while pending or on the chase) and is banished into her graveyard."""
    assert entry("TMS-100")["supported"]
    assert _automatic("TMS-100", "control_j_ruler")["effects"] == [{"op": "banish_self"}]
    state = hero_started((), stones=("TMS-100",))
    stone = to_field(state, "ann", "TMS-100")
    state = both_pass(act(state, judgment_action(state, JUDGMENT_WILL)))
    assert [(c.kind, c.card) for c in state.chase] == [("automatic", stone)] and not state.pending
    state = resolve_all(state)
    assert stone in player(state, "ann").graveyard and stone not in field(state, "ann")


def test_fow_trig_control_j_ruler_r_the_opponents_j_ruler_triggers_nothing() -> None:
    """FOW-TRIG-CONTROL-J-RULER-R: TMS-100 in bob's field stays when ann's ruler becomes a J-ruler."""
    state = hero_started((), stones=("TMS-100",))
    stone = to_field(state, "bob", "TMS-100")
    state = resolve_all(both_pass(act(state, judgment_action(state, JUDGMENT_WILL))))
    assert not state.pending and not state.chase and stone in field(state, "bob")


# -- FOW-TRIG-GONE-COUNTER-R ----------------------------------------------------------------------------------


def _destroy_his(counters: dict[str, int] | None, owner: str = "bob") -> tuple[State, str, str]:
    """Ann controls ADK-119; ``owner``'s TST-R10 (with ``counters``) is destroyed by ann's TST-C10."""
    state = real_started("ADK-119")
    watcher = to_field(state, "ann", "ADK-119")
    victim = to_field(state, owner, "TST-R10", **({"counters": counters} if counters else {}))
    state = resolve_all(_cast(state, "ann", to_hand(state, "ann", "TST-C10"), [victim]))
    assert victim in player(state, owner).graveyard
    return state, watcher, victim


def test_fow_trig_gone_counter_r_a_resonator_with_the_counter_triggers() -> None:
    """FOW-TRIG-GONE-COUNTER-R (CR 906.7b) with ADK-119: bob's TST-R10 with a [-100/-100] counter destroyed triggers
    ADK-119 for ann (the counter looked back at as it left); resolved, ADK-119 has a [-100/-100] counter."""
    assert entry("ADK-119")["supported"]
    ability = _automatic("ADK-119", "resonator_to_graveyard")
    assert (ability["whose"], ability["gone_counter"]) == ("opponent", "-100/-100")
    state, watcher, _ = _destroy_his({"-100/-100": 1})
    assert next(e for e in player(state, "ann").field if e.id == watcher).counters == {"-100/-100": 1}


def test_fow_trig_gone_counter_r_without_it_or_yours_triggers_nothing() -> None:
    """FOW-TRIG-GONE-COUNTER-R: bob's TST-R10 without counters, or with a [+100/+100] counter only, and ann's own
    TST-R10 with a [-100/-100] counter, destroyed, put no counter on ADK-119."""
    for counters, owner in ((None, "bob"), ({"+100/+100": 1}, "bob"), ({"-100/-100": 1}, "ann")):
        state, watcher, _ = _destroy_his(counters, owner)
        assert next(e for e in player(state, "ann").field if e.id == watcher).counters is msgspec.UNSET

