"""Forms of J/resonators gaining (or losing) things read by fow-u-gains, each played with a real card named by id (the
printed text stays in ../shared):

- FOW-BECOMES-RACE-R: "Target (J/)resonator (loses all races and) becomes a <Race> until end of turn" (TMS-038, whose
  own continuous ability changes the resonators of that race).
- FOW-LOSE-ONE-OF-R: "Target resonator loses [A], [B], [C] or [D] until end of turn. If it does, another target resonator
  gains that ability until end of turn" (SKL-086, AO2-058).
- FOW-IF-TARGET-RACE-GAINS-R: "[Enter] >>> Recover target resonator. If it's a <Race> or <Race>, it gains [+A/+B] until end
  of turn" (ADK-028, itself of one of the races).
"""

from __future__ import annotations

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, next_turn, pool, to_field
from .real import board_of, paid_play, real_started, refused_line, resolve_all, stats

# -- FOW-BECOMES-RACE-R ---------------------------------------------------------------------------------------------


def _race_change(state, target: str):  # type: ignore[no-untyped-def]
    """Ann's TMS-038 (in her field) plays its activate ability at ``target``, paying {U}{1}."""
    source = to_field(state, "ann", "TMS-038")
    ability = next(i for i, a in enumerate(card("TMS-038")["abilities"]) if a["kind"] == "activate")
    pool(state, "ann", water=2)
    return {"type": "activate", "player": "ann", "card": source, "ability": ability, "targets": [target], "payment": {"pool": {"water": 2}}}


def test_fow_becomes_race_r_parsed() -> None:
    """TMS-038 is supported: its activate ability is one modify effect of its one resonator target, the race only."""
    assert entry("TMS-038")["supported"]
    (ability,) = [a for a in card("TMS-038")["abilities"] if a["kind"] == "activate"]
    assert ability["targets"] == [{"kind": "resonator"}]
    assert ability["effects"] == [{"op": "modify", "target": 0, "becomes_race": "Fairy Tale"}]


def test_fow_becomes_race_r_the_race_replaces_its_own_until_end_of_turn() -> None:
    """TMS-038 at ann's TST-R02 (a Knight, 600/500): until the turn ends its only race is the new one, so TMS-038's own
    continuous ability for that race gives it +200/+200 (800/700); the next turn it is a Knight of 600/500 again."""
    state = real_started("TMS-038")
    knight = to_field(state, "ann", "TST-R02")
    assert stats(state, knight)[:2] == (600, 500)
    state = resolve_all(act(state, _race_change(state, knight)))
    board = board_of(state)
    entity = board.entity(knight)
    assert entity is not None and board.defn(entity).races == ["Fairy Tale"]
    assert stats(state, knight)[:2] == (800, 700)
    state = next_turn(state)
    board = board_of(state)
    entity = board.entity(knight)
    assert entity is not None and board.defn(entity).races == ["Knight"]
    assert stats(state, knight)[:2] == (600, 500)


def test_fow_becomes_race_r_a_non_resonator_target_is_refused() -> None:
    """TMS-038 itself (an addition) is no legal target of its ability: refused with the targeting rule's code; a
    wording whose target is no J/resonator stays refused at import."""
    state = real_started("TMS-038")
    knight = to_field(state, "ann", "TST-R02")
    action = _race_change(state, knight)
    action["targets"] = [action["card"]]
    assert code_of(state, action) == "FOW-PLAY-1"
    assert "becomes a race is not in the vocabulary" in refused_line("Target addition becomes a Fairy Tale until end of turn.")


# -- FOW-LOSE-ONE-OF-R ----------------------------------------------------------------------------------------------


def _pass_keyword(state, first: str, second: str):  # type: ignore[no-untyped-def]
    """Ann's SKL-086 (in her field) plays its activate ability at ``first`` then ``second``, paying {2} and resting it."""
    source = to_field(state, "ann", "SKL-086")
    ability = next(i for i, a in enumerate(card("SKL-086")["abilities"]) if a["kind"] == "activate")
    pool(state, "ann", void=2)
    return {"type": "activate", "player": "ann", "card": source, "ability": ability, "targets": [first, second], "payment": {"pool": {"void": 2}}}


def test_fow_lose_one_of_r_parsed_on_two_real_cards() -> None:
    """SKL-086 and AO2-058 are supported: one modify effect losing one keyword of four (the old name of [Precision] read
    as it), passing it to a second resonator target."""
    for cid in ("SKL-086", "AO2-058"):
        assert entry(cid)["supported"], cid
        (ability,) = [a for a in card(cid)["abilities"] if a["kind"] == "activate"]
        assert ability["targets"] == [{"kind": "resonator"}, {"kind": "resonator"}]
        assert ability["effects"] == [
            {"op": "modify", "target": 0, "lose_one": True, "passes_to": 1, "one_of": [{"keywords": [k]} for k in ("flying", "first_strike", "pierce", "precision")]}
        ]


def test_fow_lose_one_of_r_the_chosen_keyword_passes_to_the_second_target() -> None:
    """SKL-086 at bob's TST-R05 ([Flying], [Precision]) then ann's TST-R02 ([First Strike]): as it resolves ann chooses
    [Flying] (a place outside the list is refused); bob's resonator loses it and ann's gains it, until end of turn."""
    state = real_started("SKL-086")
    angel = to_field(state, "bob", "TST-R05")
    knight = to_field(state, "ann", "TST-R02")
    state = both_pass(act(state, _pass_keyword(state, angel, knight)))
    assert state.decision is not None and state.decision.kind == "option" and state.decision.player == "ann"
    assert code_of(state, {"type": "choose_option", "player": "ann", "option": 4}) == "FOW-GAINS-ONE-OF-R"
    state = act(state, {"type": "choose_option", "player": "ann", "option": 0})
    assert stats(state, angel)[2] == frozenset({"precision"})
    assert stats(state, knight)[2] == frozenset({"first_strike", "flying"})
    state = next_turn(state)
    assert stats(state, angel)[2] == frozenset({"flying", "precision"}) and stats(state, knight)[2] == frozenset({"first_strike"})


def test_fow_lose_one_of_r_a_keyword_the_first_target_lacks_passes_to_nobody() -> None:
    """SKL-086 choosing [Pierce], which bob's TST-R05 does not have: it loses nothing, so ann's TST-R02 gains nothing."""
    state = real_started("SKL-086")
    angel = to_field(state, "bob", "TST-R05")
    knight = to_field(state, "ann", "TST-R02")
    state = act(both_pass(act(state, _pass_keyword(state, angel, knight))), {"type": "choose_option", "player": "ann", "option": 2})
    assert stats(state, angel)[2] == frozenset({"flying", "precision"})
    assert stats(state, knight)[2] == frozenset({"first_strike"})


def test_fow_lose_one_of_r_one_resonator_for_both_targets_is_refused() -> None:
    """The second target is another resonator: naming bob's TST-R05 twice is refused (CR 903.2i); the passing sentence
    after anything but a loss of one keyword of a list stays refused at import."""
    state = real_started("SKL-086")
    angel = to_field(state, "bob", "TST-R05")
    assert code_of(state, _pass_keyword(state, angel, angel)) == "FOW-PLAY-1"
    assert "after no loss of one keyword" in refused_line("{1}: Target resonator loses [Flying] until end of turn. If it does, another target J/resonator gains that ability until end of turn.")


# -- FOW-IF-TARGET-RACE-GAINS-R -------------------------------------------------------------------------------------


def test_fow_if_target_race_gains_r_parsed() -> None:
    """ADK-028 is supported: the recover of its one target, then the change of that target under the races' condition."""
    assert entry("ADK-028")["supported"]
    (ability,) = card("ADK-028")["abilities"]
    assert ability["effects"] == [
        {"op": "recover", "target": 0},
        {"op": "modify", "when": {"target_races": ["Dragonoid", "Panda"]}, "atk": 200, "def": 200, "target": 0},
    ]


def test_fow_if_target_race_gains_r_only_a_target_of_the_races_gains() -> None:
    """ADK-028's [Enter] at ann's rested TST-R02 (a Knight): recovered, no change; at ADK-028 itself (of one of the races):
    +200/+200 until end of turn."""
    state = real_started("ADK-028", copies=2)
    knight = to_field(state, "ann", "TST-R02", rested=True)
    action = paid_play(state, "ann", "ADK-028")
    state = resolve_all(act(state, action), {action["card"]: [knight]})
    board = board_of(state)
    entity = board.entity(knight)
    assert entity is not None and not entity.rested and stats(state, knight)[:2] == (600, 500)
    atk, def_, _ = stats(state, action["card"])
    assert (atk, def_) == (card("ADK-028")["atk"], card("ADK-028")["def"])
    action = paid_play(state, "ann", "ADK-028")
    state = resolve_all(act(state, action), {action["card"]: [action["card"]]})
    assert stats(state, action["card"])[:2] == (card("ADK-028")["atk"] + 200, card("ADK-028")["def"] + 200)
    assert stats(next_turn(state), action["card"])[:2] == (card("ADK-028")["atk"], card("ADK-028")["def"])


def test_fow_if_target_race_gains_r_a_race_no_card_prints_is_refused() -> None:
    """A race the database does not print in the condition stays refused at import."""
    reason = refused_line("[Enter] >>> Recover target resonator. If it's a Qwertyuiop, it gains [+200/+200] until end of turn.")
    assert "no race the database prints" in reason
