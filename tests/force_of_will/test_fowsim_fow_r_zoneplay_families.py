"""Ability families of fow-r-zoneplay (issue 14): cards played from zones other than the hand -- "You may play this card
from your removed area (graveyard)" (FOW-PLAY-FROM-ZONE-R), "..., but not from anywhere else" (FOW-PLAY-ONLY-FROM-R),
"You (may) pay <cost> less (more) to play this card from your removed area (a graveyard)" (FOW-ZONE-COST-R) -- each
played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

import re
from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_record, line_refusal, printed, refusal
from .helpers import (
    act,
    both_pass,
    code_of,
    empty_hand,
    listed,
    next_turn,
    player,
    pool,
    take,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import field, real_started, resolve_all, stack_on_top


def _removed(state: State, pid: str, def_id: str) -> str:
    """One of ``pid``'s ``def_id`` put into their removed area (face up, CR 311.2): its instance."""
    instance = take(state, pid, def_id)
    player(state, pid).removed.append(instance)
    return instance


def _play(instance: str, **will: int) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": {"pool": dict(will)}}


# -- FOW-PLAY-FROM-ZONE-R, FOW-ZONE-COST-R ------------------------------------------------------------------------


def test_fow_play_from_zone_r_played_from_the_removed_area_paying_less() -> None:
    """FOW-PLAY-FROM-ZONE-R, FOW-ZONE-COST-R with ENW-067 ({G}{4}; may be played from its owner's removed area, paying
    {3} less from there): in ann's removed area it is listed, played for {G}{1} (CR 903.2k-4) and enters her field;
    it left the removed area."""
    assert entry("ENW-067")["supported"]
    assert card("ENW-067")["play_from"] == {"zone": "removed"}
    assert card("ENW-067")["zone_cost"] == {"cost": {"free": 3}, "zone": "removed", "optional": True}
    state = real_started("ENW-067", ruler="TST-RU2")
    beast = _removed(state, "ann", "ENW-067")
    pool(state, "ann", wind=1, void=1)
    assert listed(state, "play_card", card=beast)
    state = resolve_all(act(state, _play(beast, wind=1, void=1)))
    assert beast in field(state, "ann") and beast not in player(state, "ann").removed


def test_fow_play_from_zone_r_the_printed_cost_too_and_not_less_elsewhere() -> None:
    """FOW-ZONE-COST-R: "you may" -- ENW-067 from the removed area may be paid with its printed {G}{4} too; from the
    hand the {3} less does not apply ({G}{1} refused, FOW-PLAY-1 of the payment)."""
    state = real_started("ENW-067", ruler="TST-RU2", copies=2)
    beast = _removed(state, "ann", "ENW-067")
    pool(state, "ann", wind=1, void=4)
    state = resolve_all(act(state, _play(beast, wind=1, void=4)))
    assert beast in field(state, "ann")
    state = real_started("ENW-067", ruler="TST-RU2")
    held = to_hand(state, "ann", "ENW-067")
    pool(state, "ann", wind=1, void=1)
    assert code_of(state, _play(held, wind=1, void=1)) is not None
    assert not listed(state, "play_card", card=held)


def test_fow_play_from_zone_r_breaks_without_the_permission() -> None:
    """FOW-PLAY-FROM-ZONE-R: a card of the removed area without the line (TST-R01) is neither playable (FOW-PLAY-1)
    nor listed; a card of the graveyard without it or [Remnant] is refused (FOW-KW-REMNANT); bob's ENW-067 in his
    removed area is not ann's to play."""
    state = real_started("ENW-067", ruler="TST-RU2")
    plain = _removed(state, "ann", "TST-R01")
    pool(state, "ann", fire=1)
    assert code_of(state, _play(plain, fire=1)) == "FOW-PLAY-1"
    assert not listed(state, "play_card", card=plain)
    buried = to_graveyard(state, "ann", "ENW-067")
    pool(state, "ann", wind=1, void=4)
    assert code_of(state, _play(buried, wind=1, void=4)) == "FOW-KW-REMNANT"
    assert not listed(state, "play_card", card=buried)
    theirs = _removed(state, "bob", "ENW-067")
    assert code_of(state, _play(theirs, wind=1, void=1)) == "FOW-PLAY-1"


def test_fow_play_from_zone_r_main_timing_and_the_printed_cost() -> None:
    """FOW-PLAY-FROM-ZONE-R with MC02-002 ({U}{1}, no cost change): played from ann's removed area for its printed
    cost at main timing; with a spell on the chase (no [Quickcast]) it is refused (FOW-PRIO-5) and not listed."""
    assert entry("MC02-002")["supported"]
    state = real_started("MC02-002", copies=2)
    engineer = _removed(state, "ann", "MC02-002")
    pool(state, "ann", water=1)
    assert code_of(state, _play(engineer, water=1)) is not None  # {U}{1}: one will short
    pool(state, "ann", water=1, void=1)
    state = act(state, _play(engineer, water=1, void=1))
    assert state.chase and state.chase[-1].card == engineer and not state.chase[-1].remnant
    other = _removed(state, "ann", "MC02-002")
    pool(state, "ann", water=1, void=1)
    assert code_of(state, _play(other, water=1, void=1)) == "FOW-PRIO-5"
    assert not listed(state, "play_card", card=other)
    state = both_pass(state)  # it resolves (its [Enter] ability then waits for ann)
    assert engineer in field(state, "ann") and engineer not in player(state, "ann").removed


def test_fow_play_from_zone_r_null_grants_it_while_the_hand_is_empty() -> None:
    """FOW-PLAY-FROM-ZONE-R with TST-030 ([Null] - may be played from the graveyard, CR 1134.3): with a card in ann's
    hand it is refused with the rule and not listed; her hand empty, it is played from the graveyard and enters the
    field."""
    assert entry("TST-030")["supported"]
    assert card("TST-030")["play_from"]["when"] is not None
    state = real_started("TST-030")
    ruler = to_graveyard(state, "ann", "TST-030")
    to_hand(state, "ann", "TST-R01")
    pool(state, "ann", water=2, void=1)
    assert code_of(state, _play(ruler, water=2, void=1)) == "FOW-PLAY-FROM-ZONE-R"
    assert not listed(state, "play_card", card=ruler)
    empty_hand(state, "ann")
    assert listed(state, "play_card", card=ruler)
    state = resolve_all(act(state, _play(ruler, water=2, void=1)))
    assert ruler in field(state, "ann") and ruler not in player(state, "ann").graveyard


# -- FOW-PLAY-ONLY-FROM-R ----------------------------------------------------------------------------------------


def test_fow_play_only_from_r_from_the_graveyard_not_from_the_hand() -> None:
    """FOW-PLAY-ONLY-FROM-R with AO3-082 ({G}{B}; may be played from the graveyard, but not from anywhere else): from
    ann's hand it is refused with the rule and not listed; from her graveyard it is listed and enters her field (no
    [Remnant]: nothing removes it)."""
    assert entry("AO3-082")["supported"]
    assert card("AO3-082")["play_from"] == {"zone": "graveyard", "only": True}
    state = real_started("AO3-082", copies=2)
    held = to_hand(state, "ann", "AO3-082")
    pool(state, "ann", wind=1, darkness=1)
    assert code_of(state, _play(held, wind=1, darkness=1)) == "FOW-PLAY-ONLY-FROM-R"
    assert not listed(state, "play_card", card=held)
    buried = to_graveyard(state, "ann", "AO3-082")
    assert listed(state, "play_card", card=buried)
    state = act(state, _play(buried, wind=1, darkness=1))
    assert not state.chase[-1].remnant
    state = both_pass(state)  # it resolves (its [Enter] search then waits for ann)
    assert buried in field(state, "ann") and buried not in player(state, "ann").graveyard


def test_fow_zone_cost_r_readings_and_refusals() -> None:
    """FOW-ZONE-COST-R: TSD1-011's change (a compulsory {W} less from the removed area) and an invented increase from
    a graveyard are read; an optional increase and a decrease beyond the printed symbols (invented wordings) are
    refused. FOW-PLAY-FROM-ZONE-R: AO3-051's graveyard permission beside [Remnant] is refused (CR 1115.2)."""
    assert card("TSD1-011")["zone_cost"] == {"cost": {"specified": {"light": 1}}, "zone": "removed"}
    record = line_record("chant") | {"cost": {"specified": {"light": 1}}}
    map_ability(normalize_line("You pay {R}{R} more to play this card from a graveyard."), record)
    assert record["zone_cost"] == {"cost": {"specified": {"fire": 2}}, "zone": "graveyard", "more": True}
    for line in ("You may pay {2} more to play this card from your removed area.", "You pay {R}{R} less to play this card from your removed area."):
        assert "in the vocabulary" in line_refusal(line, "chant")
    record = line_record("chant") | {"keywords": ["remnant"]}
    try:
        map_ability(normalize_line(printed("AO3-051", 0)), record)
    except Unsupported as exc:
        assert "Remnant" in str(exc)
    else:
        raise AssertionError("read beside [Remnant]")


# -- FOW-REMOVE-SELF-HAND-R --------------------------------------------------------------------------------------


def _from_hand(state: State, instance: str, target: str) -> dict[str, Any]:
    return {"type": "activate", "player": "ann", "card": instance, "ability": 0, "targets": [target], "payment": {"pool": {}}}


def test_fow_remove_self_hand_r_played_from_the_hand_and_removed() -> None:
    """FOW-REMOVE-SELF-HAND-R with AO1-026 (remove this card in your hand from the game: this card deals 200 damage to
    target resonator): from ann's hand it is listed and played at no will; the card goes to her removed area (face
    up) as the cost is paid, and bob's TST-R11 (DEF 200) is destroyed by the 200 damage it deals from there."""
    assert entry("AO1-026")["supported"]
    assert card("AO1-026")["abilities"][0]["cost"] == {"remove_hand": True}
    state = real_started("AO1-026")
    spirit = to_hand(state, "ann", "AO1-026")
    victim = to_field(state, "bob", "TST-R11")
    assert listed(state, "activate", card=spirit, ability=0)
    state = act(state, _from_hand(state, spirit, victim))
    ann = player(state, "ann")
    assert spirit in ann.removed and spirit not in ann.hand and ann.hand_count == len(ann.hand)
    state = resolve_all(state)
    assert victim not in field(state, "bob") and victim in player(state, "bob").graveyard


def test_fow_remove_self_hand_r_breaks_from_the_field() -> None:
    """FOW-REMOVE-SELF-HAND-R: AO1-026 in ann's field cannot play the ability (refused with the rule, not listed);
    from her removed area neither (it is no longer in a hand)."""
    state = real_started("AO1-026", copies=2)
    in_field = to_field(state, "ann", "AO1-026")
    victim = to_field(state, "bob", "TST-R11")
    assert code_of(state, _from_hand(state, in_field, victim)) == "FOW-REMOVE-SELF-HAND-R"
    assert not listed(state, "activate", card=in_field)
    gone = _removed(state, "ann", "AO1-026")
    assert code_of(state, _from_hand(state, gone, victim)) is not None
    assert not listed(state, "activate", card=gone)


def test_fow_remove_self_hand_r_will_abilities_and_other_moves_refused() -> None:
    """FOW-REMOVE-SELF-HAND-R: MSW-096's will ability of that cost stays refused; so do an invented cost removing the
    card and banishing it, and an invented effect on this card itself."""
    assert "will ability" in refusal("MSW-096", 1)
    assert "in the vocabulary" in line_refusal("{R}, remove this card in your hand from the game, banish this card: Draw two cards.")
    assert "in the vocabulary" in line_refusal("Remove this card in your hand from the game: This card gains [+200/+200] until end of turn.")


# -- FOW-PLAY-REMOVED-UNTIL-R ------------------------------------------------------------------------------------


def _aimul_removes(state: State) -> tuple[State, str]:
    """TWS-015 in ann's field, TST-R11 ({R}) on top of her deck: its {R} ability (remove the top card of your deck from
    the game; you may play it from your removed area until end of turn) resolved. The state and TST-R11's instance."""
    aimul = to_field(state, "ann", "TWS-015")
    top = stack_on_top(state, "ann", ("TST-R11",))["TST-R11"]
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": aimul, "ability": 3, "targets": [], "payment": {"pool": {"fire": 1}}}))
    return state, top


def test_fow_play_removed_until_r_the_removed_card_is_played_this_turn() -> None:
    """FOW-PLAY-REMOVED-UNTIL-R with TWS-015: the card removed from the top of ann's deck is in her removed area, may be
    played from there this turn (listed; its own cost) and enters her field; another card of the removed area may not."""
    assert entry("TWS-015")["supported"]
    assert card("TWS-015")["abilities"][3]["effects"] == [{"op": "mill", "amount": 1, "to": "removed", "playable": True}]
    state = real_started("TWS-015")
    state, top = _aimul_removes(state)
    assert top in player(state, "ann").removed and state.turn.playable == [f"ann/{top}"]
    other = _removed(state, "ann", "TST-R11")
    pool(state, "ann", fire=1)
    assert listed(state, "play_card", card=top) and not listed(state, "play_card", card=other)
    assert code_of(state, _play(other, fire=1)) == "FOW-PLAY-1"
    state = resolve_all(act(state, _play(top, fire=1)))
    assert top in field(state, "ann") and state.turn.playable is UNSET


def test_fow_play_removed_until_r_breaks_after_the_turn_and_for_the_opponent() -> None:
    """FOW-PLAY-REMOVED-UNTIL-R: the permission is ann's (bob may not play her card, CR 311: it is her removed area) and
    ends with the turn (CR 505.5b: at the cleanup): in bob's turn and in ann's next one the card stays unplayable."""
    state = real_started("TWS-015")
    state, top = _aimul_removes(state)
    state = next_turn(state)
    assert state.turn.playable is UNSET and top in player(state, "ann").removed
    pool(state, "ann", fire=1)
    assert code_of(state, {**_play(top, fire=1), "player": "bob"}) is not None
    state = next_turn(state)
    assert state.turn.player == "ann"
    pool(state, "ann", fire=1)
    assert code_of(state, _play(top, fire=1)) == "FOW-PLAY-1" and not listed(state, "play_card", card=top)


def test_fow_play_removed_until_r_refused_without_a_removal_just_before() -> None:
    """FOW-PLAY-REMOVED-UNTIL-R: the permission names the cards removed from the top of your deck just before; TWS-015's
    line rewritten at run time -- after a draw instead, or after a removal of two cards ("it") -- stays refused."""
    line = printed("TWS-015", 3)
    assert "the top card" in line
    assert "removal of the top card" in line_refusal(re.sub(r"Remove the top card of your deck from the game", "Draw a card", line))
    assert "removal of the top card" in line_refusal(line.replace("the top card", "the top two cards"))


# -- FOW-OPP-NO-CHEAP-SPELLS-R -----------------------------------------------------------------------------------


def test_fow_opp_no_cheap_spells_r_the_opponent_plays_no_spell_of_total_cost_one() -> None:
    """FOW-OPP-NO-CHEAP-SPELLS-R with TST-084 in bob's field (its opponent cannot play spells with total cost 1 or
    less): ann's TST-R11 ({R}, total cost 1) is refused with the rule and not listed; TST-R08 ({G}{1}) is played;
    TST-C06 ({R}{X}) only with X of 1 or more (CR 903.1a-2: the total cost with X as chosen)."""
    assert entry("TST-084")["supported"] and entry("MP01-170")["supported"]
    assert card("TST-084")["opponent_spells_max"] == 1
    state = real_started("TST-084")
    to_field(state, "bob", "TST-084")
    cheap = to_hand(state, "ann", "TST-R11")
    pool(state, "ann", fire=1)
    assert code_of(state, _play(cheap, fire=1)) == "FOW-OPP-NO-CHEAP-SPELLS-R"
    assert not listed(state, "play_card", card=cheap)
    burn = to_hand(state, "ann", "TST-C06")
    spell = {"type": "play_card", "player": "ann", "card": burn, "targets": ["bob"], "x": 0, "payment": {"pool": {"fire": 1}}}
    assert code_of(state, spell) == "FOW-OPP-NO-CHEAP-SPELLS-R"
    pool(state, "ann", fire=1, void=1)
    assert code_of(state, {**spell, "x": 1, "payment": {"pool": {"fire": 1, "void": 1}}}) is None
    assert listed(state, "play_card", card=burn, x=1) and not listed(state, "play_card", card=burn, x=0)
    other = to_hand(state, "ann", "TST-R08")
    pool(state, "ann", wind=1, void=1)
    state = resolve_all(act(state, _play(other, wind=1, void=1)))
    assert other in field(state, "ann")


def test_fow_opp_no_cheap_spells_r_breaks_for_its_controller_and_once_gone() -> None:
    """FOW-OPP-NO-CHEAP-SPELLS-R: TST-084 in ann's own field does not bar her TST-R11; in bob's field, it bars it only
    while there (gone to his graveyard, ann plays it)."""
    state = real_started("TST-084")
    to_field(state, "ann", "TST-084")
    cheap = to_hand(state, "ann", "TST-R11")
    pool(state, "ann", fire=1)
    assert code_of(state, _play(cheap, fire=1)) is None
    state = real_started("TST-084")
    geryon = to_field(state, "bob", "TST-084")
    cheap = to_hand(state, "ann", "TST-R11")
    pool(state, "ann", fire=1)
    assert code_of(state, _play(cheap, fire=1)) == "FOW-OPP-NO-CHEAP-SPELLS-R"
    bob = player(state, "bob")
    bob.field = [e for e in bob.field if e.id != geryon]
    bob.graveyard.append(geryon)
    assert code_of(state, _play(cheap, fire=1)) is None and listed(state, "play_card", card=cheap)


# -- FOW-PLAYED-FROM-GRAVEYARD-R (with FOW-ZONE-COST-R) ----------------------------------------------------------


def _choir(from_graveyard: bool) -> tuple[State, str, int]:
    """TST-005 ({W}, [Quickcast], [Remnant]; {B} more from a graveyard; one Fallen Angel token, two when played from a
    graveyard) in ann's hand or graveyard. The state, its instance and the size of ann's field before it is played."""
    state = real_started("TST-005")
    choir = (to_graveyard if from_graveyard else to_hand)(state, "ann", "TST-005")
    return state, choir, len(player(state, "ann").field)


def test_fow_played_from_graveyard_r_two_tokens_from_the_graveyard() -> None:
    """FOW-PLAYED-FROM-GRAVEYARD-R, FOW-ZONE-COST-R with TST-005: from ann's graveyard it costs {W}{B} ({W} alone is
    refused), puts two tokens into her field and, by [Remnant], is removed from the game."""
    assert entry("TST-005")["supported"]
    assert card("TST-005")["zone_cost"] == {"cost": {"specified": {"darkness": 1}}, "zone": "graveyard", "more": True}
    state, choir, before = _choir(True)
    pool(state, "ann", light=1)
    assert code_of(state, _play(choir, light=1)) is not None
    pool(state, "ann", light=1, darkness=1)
    state = act(state, _play(choir, light=1, darkness=1))
    assert state.chase[-1].from_graveyard is True
    state = resolve_all(state)
    ann = player(state, "ann")
    assert len(ann.field) == before + 2 and choir in ann.removed


def test_fow_played_from_graveyard_r_breaks_one_token_from_the_hand() -> None:
    """FOW-PLAYED-FROM-GRAVEYARD-R: from ann's hand TST-005 costs its printed {W} (the {B} more is for a play from a
    graveyard) and puts one token; it goes to her graveyard."""
    state, choir, before = _choir(False)
    pool(state, "ann", light=1)
    state = act(state, _play(choir, light=1))
    assert state.chase[-1].from_graveyard is UNSET
    state = resolve_all(state)
    ann = player(state, "ann")
    assert len(ann.field) == before + 1 and choir in ann.graveyard
    assert "played from a graveyard" in line_refusal("Draw a card. If this card was played from a graveyard, draw two cards instead.", "chant")


# -- FOW-REMOVED-ALL-TO-GRAVEYARD-R ------------------------------------------------------------------------------


def test_fow_removed_all_to_graveyard_r_every_elemental_of_your_removed_area() -> None:
    """FOW-REMOVED-ALL-TO-GRAVEYARD-R with ADK-109 (as it enters: all Elemental cards of your removed area into your
    graveyard): ann's two Elementals (SDR4-006, ACN-100) go to her graveyard; her TST-R01 and bob's SDR4-006 stay in
    their removed areas."""
    assert entry("ADK-109")["supported"]
    assert card("ADK-109")["abilities"][0]["effects"] == [{"op": "removed_to_graveyard", "filter": {"races": ["Elemental"]}}]
    state = real_started("ADK-109", "SDR4-006", "ACN-100")
    elementals = [_removed(state, "ann", "SDR4-006"), _removed(state, "ann", "ACN-100")]
    other = _removed(state, "ann", "TST-R01")
    theirs = _removed(state, "bob", "SDR4-006")
    priestess = to_hand(state, "ann", "ADK-109")
    pool(state, "ann", wind=2)
    state = resolve_all(act(state, _play(priestess, wind=2)))
    ann, bob = player(state, "ann"), player(state, "bob")
    assert priestess in field(state, "ann")
    assert all(c in ann.graveyard and c not in ann.removed for c in elementals)
    assert other in ann.removed and theirs in bob.removed


def test_fow_removed_all_to_graveyard_r_breaks_for_an_unknown_race() -> None:
    """FOW-REMOVED-ALL-TO-GRAVEYARD-R: an invented race the database does not print stays refused."""
    assert "not a race of the database" in refusal_of_race("Put all Zorblax cards from your removed area into your graveyard.")


def refusal_of_race(line: str) -> str:
    """The importer's refusal of ``line`` on a resonator, with the database's races known (as the importer reads it)."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    token = KNOWN_RACES.set(frozenset({"Elemental"}))
    try:
        return line_refusal(line)
    finally:
        KNOWN_RACES.reset(token)
