"""Static, prohibition and replacement families (branch fow-q-static), each played with a real card named by id (the
printed text stays in ../shared): a player who cannot play spells, resonator spells or non-resonator spells until end
of turn, named as a target or as "you" / "your opponent" (FOW-NO-SPELLS-ALL-R); a condition that damage was dealt to you
(your opponent) this turn (FOW-COND-DAMAGE-TAKEN-R); a condition on the opponent's life (FOW-COND-OPPONENT-LIFE-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import validate_card_set

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import board_of, paid_play, real_started, resolve_all
from .test_fowsim_trinity_families import _called_on_top, _three_stones

# -- FOW-NO-SPELLS-ALL-R: GRL-041, MP01-048 --------------------------------------------------------------------------


def test_fow_no_spells_all_r_you_cannot_play_non_resonator_spells() -> None:
    """FOW-NO-SPELLS-ALL-R with GRL-041: once it resolved, ann's chant is refused with the rule's code, her resonator
    is not (a non-resonator spell is a normal spell, CR 1406.2); bob is not restricted."""
    assert entry("GRL-041")["supported"] and entry("MP01-048")["supported"]
    assert {"op": "forbid_spells", "each": "you", "kinds": ["normal"]} in card("GRL-041")["effects"]
    assert card("MP01-048")["effects"] == [{"op": "forbid_spells", "target": 0, "kinds": ["normal", "summon"]}]
    state = real_started("GRL-041")
    state = resolve_all(act(state, paid_play(state, "ann", "GRL-041")))
    assert state.turn.forbidden == ["ann/normal"]
    pool(state, "ann", light=1, wind=1, void=1)
    resonator = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-R03"), "payment": {"pool": {"light": 1, "void": 1}}}
    chant = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C04"), "payment": {"pool": {"wind": 1}}}
    assert code_of(state, chant) == "FOW-NO-SPELLS-R"
    assert code_of(state, resonator) is None


def test_fow_no_spells_all_r_a_restriction_with_both_a_target_and_a_player_is_refused() -> None:
    """FOW-NO-SPELLS-ALL-R: a forged restriction naming a target slot and "each" (or neither) fails validation; a
    third person ("Each player cannot play spells ...") stays refused."""
    forged = dict(card("MP01-048"))
    forged["effects"] = [{"op": "forbid_spells", "target": 0, "each": "you", "kinds": ["normal"]}]
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-NO-SPELLS-ALL-R" in e.message for e in errors)
    forged["effects"] = [{"op": "forbid_spells", "kinds": ["normal"]}]
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-NO-SPELLS-ALL-R" in e.message for e in errors)
    assert line_refusal("Each player cannot play resonator spells until end of turn.", "chant")


# -- FOW-COND-DAMAGE-TAKEN-R: ADK-051, AO3-023 -----------------------------------------------------------------------


def _damage(state: Any, source: str, target: str, amount: int) -> None:
    """``amount`` damage from the card ``source`` to ``target`` (as an effect would deal it)."""
    from adjudicator.force_of_will.effects import deal_damage

    deal_damage(board_of(state), source, target, amount, [], battle=False)


def test_fow_cond_damage_taken_r_play_only_once_you_were_dealt_damage() -> None:
    """FOW-COND-DAMAGE-TAKEN-R with ADK-051 ("play only if" damage was dealt to you this turn): refused before;
    damage dealt to bob does not count; after 300 damage to ann it may be played."""
    assert entry("ADK-051")["supported"] and entry("AO3-023")["supported"]
    assert card("ADK-051")["play_when"] == {"damage_taken": "you"}
    assert card("AO3-023")["play_less"]["when"] == {"damage_taken": "opponent"}
    state = real_started("ADK-051")
    imp = to_field(state, "bob", "TST-R11")
    mine = to_field(state, "ann", "TST-R17")
    play = paid_play(state, "ann", "ADK-051")
    assert code_of(state, play) == "FOW-PLAY-ONLY-IF-R"
    _damage(state, mine, "bob", 300)
    assert code_of(state, play) == "FOW-PLAY-ONLY-IF-R"
    _damage(state, imp, "ann", 300)
    assert state.turn.taken == ["bob/300", "ann/300"]
    assert code_of(state, play) is None


def test_fow_cond_damage_taken_r_a_prevented_damage_is_no_damage_dealt() -> None:
    """FOW-COND-DAMAGE-TAKEN-R (CR 910.2, a prevented damage is not dealt): all of it prevented, nothing is recorded and
    ADK-051 stays unplayable; an unknown wording ("damage was dealt to a resonator you control this turn") stays refused."""
    state = real_started("ADK-051")
    imp = to_field(state, "bob", "TST-R11")
    state.turn.wards = ["ann/to/you/any"]
    _damage(state, imp, "ann", 300)
    assert code_of(state, paid_play(state, "ann", "ADK-051")) == "FOW-PLAY-ONLY-IF-R"
    assert line_refusal("Play this card only if damage was dealt to a resonator you control this turn.")


# -- FOW-COND-OPPONENT-LIFE-R: TTW-105 -------------------------------------------------------------------------------


def _called_with_lives(ann: int, bob: int) -> bool:
    """TTW-105 called by ann with these lives: whether it entered her field rested."""
    state = _three_stones("TTW-105")
    player(state, "ann").life, player(state, "bob").life = ann, bob
    state, stone = _called_on_top(state, "TTW-105")
    return next(e for e in player(state, "ann").field if e.id == stone).rested


def test_fow_cond_opponent_life_r_enters_rested_when_the_opponents_life_is_exactly_4000() -> None:
    """FOW-COND-OPPONENT-LIFE-R with TTW-105: with bob (ann's opponent) at exactly 4000 life the called stone enters
    rested; at 4100 or 3900 it enters recovered, and so with ann herself at 4000. "<a player>'s life" stays refused."""
    assert entry("TTW-105")["supported"]
    assert card("TTW-105")["enters_rested_if"] == {"opponent_life": True, "at_least": 4000, "at_most": 4000}
    assert _called_with_lives(5000, 4000)
    assert not _called_with_lives(5000, 4100)
    assert not _called_with_lives(5000, 3900)
    assert not _called_with_lives(4000, 5000)
    assert line_refusal("If target player's life is exactly 4000, this card enters your magic stone area rested.", "magic_stone")
