"""Removal and tapping forms read by fow-u-removal, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-COST-NAMED-CARDS-R: "Rest (banish) N "<name>" (you control): <effect>" (WOM-045 resting four of its name to
  destroy a target resonator; AOA-053 banishing two of its name).
- FOW-COST-NON-TOKEN-R: "<will>, banish a non-token resonator: <effect>" (RDE-044; MSW-016's tokens refused).
- FOW-COST-RACE-ANY-R: a bare "<Race>" rested by an activate cost without "recovered" printed (SKL-055).
- FOW-TARGET-ATTACKING-YOU-R: "<effect on> target resonator that is attacking you" (WOM-013, played by bob on ann's
  attacker).
- FOW-TARGET-ATK-R: "target resonator with ATK N or less" (AO2-036), its words in the order "with N or less ATK".
- FOW-SPELL-KEYWORD-R: "Cancel target spell with [<keyword>]" (ACN-096 on a [Quickcast] resonator spell).
- FOW-REMOVE-SPELL-R: "Remove target <spell> from the game" (WOM-086 on a chant on the chase).
- FOW-TARGET-TOKEN-R: "<effect on> up to one target token <whose>" (NWE-007).
- FOW-MISPRINT-R: a full stop between a cost's closing quote and its colon (MSW-009); "non-magic stone- non J-Ruler"
  (RDE-044) read as FOW-TARGET-ENTITY-WORDS-R's "non-magic stone, non-J-ruler card".
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import def_id_of
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.targets import target_options

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import board_of, field, paid_play, play, real_started, resolve_all


def _rested(state: State, instance: str) -> bool:
    return next(e for e in player(state, "ann").field if e.id == instance).rested


# -- FOW-COST-NAMED-CARDS-R (WOM-045, AOA-053) -------------------------------------------------------------------


def _moons() -> tuple[State, list[str], str]:
    """Four WOM-045 recovered in ann's field (since her turn began: no wait for a cost resting others) and bob's
    TST-R01: the moons and bob's resonator."""
    state = real_started("WOM-045", copies=4)
    moons = [to_field(state, "ann", "WOM-045") for _ in range(4)]
    return state, moons, to_field(state, "bob", "TST-R01")


def _moon_action(moon: str, rest: list[str], target: str) -> dict[str, Any]:
    return {"type": "activate", "player": "ann", "card": moon, "ability": 2, "targets": [target], "payment": {"rest": rest}}


def test_fow_cost_named_cards_r_four_of_its_name_rested_destroy() -> None:
    """WOM-045 supported; its third ability's cost rests four cards of its name (any type); paid with the four moons
    (itself among them) bob's TST-R01 is destroyed and the four are rested."""
    assert entry("WOM-045")["supported"]
    assert card("WOM-045")["abilities"][2]["cost"] == {"rest_cards": {"count": 4, "names": [card("WOM-045")["name"]], "any_card": True, "j_rulers": True}}
    state, moons, target = _moons()
    state = resolve_all(act(state, _moon_action(moons[0], moons, target)))
    assert target in player(state, "bob").graveyard
    assert all(_rested(state, moon) for moon in moons)


def test_fow_cost_named_cards_r_breaks() -> None:
    """FOW-COST-NAMED-CARDS-R: three moons and a card of another name, a rested moon, or three moons only are
    refused with the code."""
    state, moons, target = _moons()
    other = to_field(state, "ann", "TST-R01")
    assert code_of(state, _moon_action(moons[0], [*moons[:3], other], target)) == "FOW-COST-NAMED-CARDS-R"
    assert code_of(state, _moon_action(moons[0], moons[:3], target)) == "FOW-COST-NAMED-CARDS-R"
    next(e for e in player(state, "ann").field if e.id == moons[3]).rested = True
    assert code_of(state, _moon_action(moons[0], moons, target)) == "FOW-COST-NAMED-CARDS-R"


def test_fow_cost_named_cards_r_banished_pair() -> None:
    """AOA-053 supported: its cost banishes two cards of its name; two of them banished go to ann's graveyard, one
    with a TST-R01 is refused with the code."""
    assert entry("AOA-053")["supported"]
    assert card("AOA-053")["abilities"][0]["cost"] == {"banish": {"count": 2, "names": [card("AOA-053")["name"]], "any_card": True}}
    state = real_started("AOA-053", copies=2)
    first, second, other = to_field(state, "ann", "AOA-053"), to_field(state, "ann", "AOA-053"), to_field(state, "ann", "TST-R01")
    action: dict[str, Any] = {"type": "activate", "player": "ann", "card": first, "ability": 0, "targets": [], "payment": {"banish": [first, other]}}
    assert code_of(state, action) == "FOW-COST-NAMED-CARDS-R"
    state = act(state, {**action, "payment": {"banish": [first, second]}})
    assert {first, second} <= set(player(state, "ann").graveyard)


# -- FOW-COST-NON-TOKEN-R (RDE-044) ------------------------------------------------------------------------------


def _alice() -> tuple[State, str, list[str], str, str]:
    """RDE-044 in ann's field with MSW-016's two tokens and a TST-R01; bob's TST-R02; her pool pays {W}{B}{1}."""
    state = real_started("RDE-044", "MSW-016")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MSW-016")))
    tokens = [e.id for e in player(state, "ann").field if "MSW-016" in e.id]
    alice, fodder, target = to_field(state, "ann", "RDE-044"), to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")
    pool(state, "ann", light=1, darkness=1, fire=1)
    return state, alice, tokens, fodder, target


def _alice_action(alice: str, banished: str, target: str) -> dict[str, Any]:
    return {
        "type": "activate",
        "player": "ann",
        "card": alice,
        "ability": 0,
        "targets": [target],
        "payment": {"pool": {"light": 1, "darkness": 1, "fire": 1}, "banish": [banished]},
    }


def test_fow_cost_non_token_r_a_card_banished_destroys() -> None:
    """RDE-044 supported (its target a non-magic stone, non-J-ruler entity); banishing ann's TST-R01 destroys bob's
    TST-R02."""
    assert entry("RDE-044")["supported"]
    ability = card("RDE-044")["abilities"][0]
    assert ability["cost"]["banish"] == {"not_token": True} and ability["targets"] == [{"kind": "non_stone_entity"}]
    state, alice, _, fodder, target = _alice()
    state = resolve_all(act(state, _alice_action(alice, fodder, target)))
    assert fodder in player(state, "ann").graveyard and target in player(state, "bob").graveyard


def test_fow_cost_non_token_r_breaks() -> None:
    """FOW-COST-NON-TOKEN-R: a token named as the banished resonator is refused with the code."""
    state, alice, tokens, _, target = _alice()
    assert tokens
    assert code_of(state, _alice_action(alice, tokens[0], target)) == "FOW-COST-NON-TOKEN-R"


# -- FOW-COST-RACE-ANY-R without "recovered" printed (SKL-055) ---------------------------------------------------


def test_fow_cost_race_any_r_rest_without_recovered() -> None:
    """SKL-055 supported: its activate cost rests three Beasts though "recovered" is not printed (CR 1013.3); paid
    with three recovered SKL-057 it is played and they are rested; a rested one among them is refused."""
    assert entry("SKL-055")["supported"]
    assert card("SKL-055")["abilities"][1]["cost"] == {"rest_cards": {"races": ["Beast"], "count": 3, "j_rulers": True, "race_any": True}}
    state = real_started("SKL-055", "SKL-057", copies=3)
    commander = to_field(state, "ann", "SKL-055")
    beasts = [to_field(state, "ann", "SKL-057") for _ in range(3)]
    action = {"type": "activate", "player": "ann", "card": commander, "ability": 1, "targets": [], "payment": {"rest": beasts}}
    next(e for e in player(state, "ann").field if e.id == beasts[2]).rested = True
    assert code_of(state, action) == "FOW-COST-REST-R"
    next(e for e in player(state, "ann").field if e.id == beasts[2]).rested = False
    state = resolve_all(act(state, action))
    assert all(_rested(state, beast) for beast in beasts) and commander in field(state, "ann")


# -- FOW-MISPRINT-R (MSW-009) ------------------------------------------------------------------------------------


def test_fow_misprint_r_full_stop_before_the_cost_colon() -> None:
    """MSW-009 supported: its resting line (a full stop between the cost's closing quote and its colon) is read as
    FOW-COST-REST-R's "other than <name>"."""
    assert entry("MSW-009")["supported"]
    abilities = card("MSW-009")["abilities"]
    assert abilities[1]["cost"] == {"rest_cards": {"not_names": [card("MSW-009")["name"]]}}


# -- FOW-TARGET-ATTACKING-YOU-R (WOM-013) ------------------------------------------------------------------------


def _attacked(target: str) -> tuple[State, str, str, dict[str, Any]]:
    """Ann's TST-R02 attacks ``target`` ("bob" or bob's rested TST-R01), bob's priority after the attack
    (passed by ann), WOM-013 in bob's hand with its will in his pool: (state, attacker, bob's TST-R01, bob's play of
    WOM-013 on the attacker)."""
    state = real_started("WOM-013")
    attacker, guard = to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R01", rested=True)
    chant = to_hand(state, "bob", "WOM-013")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": guard if target != "bob" else "bob"})
    state = act(state, {"type": "pass", "player": "ann"})
    pool(state, "bob", light=1, fire=1)
    action = {"type": "play_card", "player": "bob", "card": chant, "targets": [attacker], "payment": {"pool": {"light": 1, "fire": 1}}}
    return state, attacker, guard, action


def test_fow_target_attacking_you_r_the_attacker_destroyed() -> None:
    """WOM-013 supported; bob plays it on ann's TST-R02 attacking him: it is destroyed and bob gains life equal to
    its ATK; his own TST-R01 is no option."""
    assert entry("WOM-013")["supported"]
    assert card("WOM-013")["targets"] == [{"kind": "resonator", "state": "attacking_you"}]
    state, attacker, guard, action = _attacked("bob")
    spec = board_of(state).cat.defs["WOM-013"].targets[0]
    assert target_options(board_of(state), "bob", spec) == [attacker]
    life, atk = player(state, "bob").life, board_of(state).stats(next(e for e in player(state, "ann").field if e.id == attacker))[0]
    state = resolve_all(act(state, action))
    assert attacker in player(state, "ann").graveyard and player(state, "bob").life == life + atk


def test_fow_target_attacking_you_r_breaks() -> None:
    """FOW-TARGET-ATTACKING-YOU-R: ann's attacker attacking bob's TST-R01 (not bob) is refused with the code; for ann
    her own attacker attacking bob is no option either."""
    state, attacker, guard, action = _attacked(target="guard")
    assert code_of(state, action) == "FOW-TARGET-ATTACKING-YOU-R"
    state, attacker, _, _ = _attacked("bob")
    spec = board_of(state).cat.defs["WOM-013"].targets[0]
    assert target_options(board_of(state), "ann", spec) == []


# -- FOW-TARGET-ATK-R "with ATK N or less" (AO2-036) -------------------------------------------------------------


def test_fow_target_atk_r_atk_before_its_bound() -> None:
    """AO2-036 supported: its target is a resonator with 0 ATK or less (FOW-TARGET-ATK-R); bob's TST-R01 (400 ATK) is
    no option."""
    assert entry("AO2-036")["supported"]
    assert card("AO2-036")["abilities"][0]["targets"] == [{"kind": "resonator", "max_atk": 0}]
    state = real_started("AO2-036")
    to_field(state, "bob", "TST-R01")
    spec = board_of(state).cat.defs["AO2-036"].abilities[0].targets[0]  # type: ignore[union-attr]
    assert target_options(board_of(state), "ann", spec) == []


# -- FOW-SPELL-KEYWORD-R (ACN-096) -------------------------------------------------------------------------------


def _chased(spell_id: str, will: dict[str, int]) -> tuple[State, str, dict[str, Any]]:
    """Ann's reference ``spell_id`` on the chase (her priority) and her play of ACN-096 aimed at it."""
    state = real_started("ACN-096")
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", spell_id), "payment": {"pool": will}})
    (item,) = [i.id for i in state.chase]
    return state, item, paid_play(state, "ann", "ACN-096") | {"targets": [item]}


def test_fow_spell_keyword_r_a_quickcast_spell_cancelled() -> None:
    """ACN-096 supported; ann's TST-R20 (a resonator with [Quickcast]) on the chase is cancelled: it goes to her
    graveyard, never to the field."""
    assert entry("ACN-096")["supported"]
    assert card("ACN-096")["targets"] == [{"kind": "spell", "with_keyword": "quickcast"}]
    state, _, use = _chased("TST-R20", {"darkness": 1, "void": 1})
    state = resolve_all(act(state, use))
    assert not state.chase and any("TST-R20" in c for c in player(state, "ann").graveyard)


def test_fow_spell_keyword_r_breaks() -> None:
    """FOW-SPELL-KEYWORD-R: ACN-096 aimed at ann's TST-C04 (a chant without [Quickcast]) is refused with the code."""
    state, _, use = _chased("TST-C04", {"wind": 1})
    assert code_of(state, use) == "FOW-SPELL-KEYWORD-R"


# -- FOW-REMOVE-SPELL-R (WOM-086) --------------------------------------------------------------------------------


def test_fow_remove_spell_r_the_spell_goes_to_the_removed_area() -> None:
    """WOM-086 supported; ann's TST-C04 (a chant drawing a card) on the chase is removed from the game: it is in her
    removed area, not her graveyard, and she draws nothing from it."""
    assert entry("WOM-086")["supported"]
    assert card("WOM-086")["targets"] == [{"kind": "spell"}] and card("WOM-086")["effects"] == [{"op": "remove", "target": 0}]
    state = real_started("WOM-086")
    pool(state, "ann", wind=1)
    chant = to_hand(state, "ann", "TST-C04")
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"wind": 1}}})
    (item,) = [i.id for i in state.chase]
    use = paid_play(state, "ann", "WOM-086") | {"targets": [item]}
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, use))
    assert not state.chase and chant in player(state, "ann").removed and chant not in player(state, "ann").graveyard
    assert len(player(state, "ann").hand) == hand - 1


def test_fow_remove_spell_r_breaks() -> None:
    """FOW-REMOVE-SPELL-R: WOM-086 aimed at a resonator in the field is refused; a filtered spell removed from the
    game is refused by the reader with the code."""
    state = real_started("WOM-086")
    guard = to_field(state, "bob", "TST-R01")
    assert code_of(state, paid_play(state, "ann", "WOM-086") | {"targets": [guard]}) is not None
    assert "FOW-REMOVE-SPELL-R" in line_refusal("Remove target chant spell from the game.", "chant")


# -- FOW-TARGET-TOKEN-R (NWE-007) --------------------------------------------------------------------------------


def _token_game() -> tuple[State, str, str, dict[str, Any]]:
    """Ann played MSW-016 (two resonator tokens); bob has a token of that kind and a TST-R01; NWE-007 in ann's
    hand with its will in her pool: (state, bob's token, bob's TST-R01, the play of NWE-007 banishing ann's other
    token as its additional cost, with no target yet)."""
    state = real_started("NWE-007", "MSW-016")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MSW-016")))
    mine = next(e.id for e in player(state, "ann").field if "MSW-016" in e.id)
    token = f"bob:{def_id_of(mine)}#9"  # a token of the same kind, bob's own
    player(state, "bob").field.append(Entity(id=token))
    plain = to_field(state, "bob", "TST-R01")
    use = paid_play(state, "ann", "NWE-007")
    return state, token, plain, use | {"payment": {**use["payment"], "banish": [mine]}}


def test_fow_target_token_r_a_token_destroyed() -> None:
    """NWE-007 supported (an optional token target of bob's); on bob's token it is destroyed and ann draws two."""
    assert entry("NWE-007")["supported"]
    assert card("NWE-007")["targets"] == [{"kind": "entity", "controller": "opponent", "token": True, "optional": True}]
    state, token, plain, use = _token_game()
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, use | {"targets": [token]}))
    assert token not in field(state, "bob") and plain in field(state, "bob")
    assert len(player(state, "ann").hand) == hand - 1 + 2


def test_fow_target_token_r_breaks() -> None:
    """FOW-TARGET-TOKEN-R: NWE-007 aimed at bob's TST-R01 (a card, no token) is refused with the code."""
    state, _, plain, use = _token_game()
    assert code_of(state, use | {"targets": [plain]}) == "FOW-TARGET-TOKEN-R"
