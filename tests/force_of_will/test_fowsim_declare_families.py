"""Declarations made while an ability resolves (fow-declare): "Name a card" and "Choose a race", and the
effects that read "the named card" / "the chosen race", each played with a real card named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import GAME, act, both_pass, code_of, player, to_field, to_hand
from .real import board_of, field, play, real_started


def _events(state: State, action: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, [msgspec.to_builtins(e) for e in result.events]


def _legal(state: State, tag: str) -> list[dict[str, Any]]:
    return [a for a in (msgspec.to_builtins(x) for x in GAME.legal_actions(state)) if a["type"] == tag]


def test_fow_name_card_r_glint_discards_every_copy_of_the_named_card() -> None:
    """FOW-NAME-CARD-R, FOW-HAND-ALL-NAMED-R with WOM-094 (Glint of Insight): as it resolves ann is asked to
    name a card (bob may not answer; a name of no card of the set is refused), the names offered are the
    card set's, sorted, each once; she names TST-R03's name: bob reveals his hand and discards both copies
    of it, the other cards stay; the declaration is a public event."""
    assert card("WOM-094")["effects"] == [{"op": "declare", "what": "card_name"}, {"op": "look_hand", "reveal": True, "choose": {"named": True}, "all": True}]
    state = real_started("WOM-094")
    first, second, other = to_hand(state, "bob", "TST-R03"), to_hand(state, "bob", "TST-R03"), to_hand(state, "bob", "TST-R06")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "WOM-094")))
    assert state.decision is not None and state.decision.kind == "name_card" and state.decision.player == "ann"
    names = [a["name"] for a in _legal(state, "name_card")]
    assert names == sorted(set(names)) and "Sunward Herald" in names and "Glint of Insight" in names
    assert code_of(state, {"type": "name_card", "player": "bob", "name": "Sunward Herald"}) == "FOW-NAME-CARD-R"
    assert code_of(state, {"type": "name_card", "player": "ann", "name": "Sunward Heral"}) == "FOW-NAME-CARD-R"
    assert code_of(state, {"type": "choose_race", "player": "ann", "race": "Human"}) == "FOW-NAME-CARD-R"
    state, events = _events(state, {"type": "name_card", "player": "ann", "name": "Sunward Herald"})
    assert {"type": "declared", "player": "ann", "what": "card_name", "value": "Sunward Herald", "rule": "FOW-NAME-CARD-R"}.items() <= next(e for e in events if e["type"] == "declared").items()
    bob = player(state, "bob")
    assert first in bob.graveyard and second in bob.graveyard and other in bob.hand and first not in bob.hand
    assert not state.chase and state.decision is None


def test_fow_hand_all_named_r_a_name_no_card_in_hand_has_discards_nothing() -> None:
    """FOW-HAND-ALL-NAMED-R with WOM-094: ann names Glint of Insight itself, which bob does not hold: his
    hand is revealed and stays whole."""
    state = real_started("WOM-094")
    to_hand(state, "bob", "TST-R03")
    hand = list(player(state, "bob").hand)
    state = both_pass(play(state, "ann", to_hand(state, "ann", "WOM-094")))
    state = act(state, {"type": "name_card", "player": "ann", "name": "Glint of Insight"})
    assert player(state, "bob").hand == hand and not player(state, "bob").graveyard


def test_fow_choose_race_r_monster_hunter_damages_the_chosen_race_only() -> None:
    """FOW-CHOOSE-RACE-R with TUS-019 (Monster Hunter): ann chooses a race as it resolves (the races offered
    are those printed on cards of the set, sorted; one of none is refused); it deals 2000 damage to every
    J/resonator of that race, both players', and none to the others."""
    assert entry("TUS-019")["supported"]
    assert card("TUS-019")["effects"][1] == {"op": "damage", "among": {"chosen_race": True}, "amount": 2000, "each": "all_j_resonators"}
    state = real_started("TUS-019")
    mine, his, angel = to_field(state, "ann", "TST-R03"), to_field(state, "bob", "TST-R16"), to_field(state, "bob", "TST-R01")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "TUS-019")))
    assert state.decision is not None and state.decision.kind == "race"
    races = [a["race"] for a in _legal(state, "choose_race")]
    assert races == sorted(set(races)) and {"Human", "Angel"} <= set(races)
    assert code_of(state, {"type": "choose_race", "player": "ann", "race": "Hobbit"}) == "FOW-CHOOSE-RACE-R"
    assert code_of(state, {"type": "name_card", "player": "ann", "name": "Sunward Herald"}) == "FOW-CHOOSE-RACE-R"
    state, events = _events(state, {"type": "choose_race", "player": "ann", "race": "Human"})
    assert any(e["type"] == "declared" and e["value"] == "Human" and e["rule"] == "FOW-CHOOSE-RACE-R" for e in events)
    assert mine not in field(state, "ann") and his not in field(state, "bob") and angel in field(state, "bob")
    entity = board_of(state).entity(angel)
    assert entity is not None and entity.damage == 0


def test_fow_name_card_r_the_named_card_needs_a_declaration_before_it() -> None:
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: "the named card" ("the chosen race") with no declaration of that
    kind before it in the same text, or two declarations, are refused; the reveal of the top card checked
    against the named card reads as the reveal-top filter of that name."""
    for text in (
        "Your opponent reveals their hand and discards all cards that share a name with the named card.",
        "This card deals 2000 damage to J/resonators of the chosen race.",
        "Name a card. This card deals 2000 damage to J/resonators of the chosen race.",
        "Name a card. Choose a race.",
    ):
        with pytest.raises(Unsupported):
            parse_effects(text)
    effects, _ = parse_effects("Name a card. Reveal the top card of your main deck, if it's the named card, put it into your hand.")
    assert effects == [{"op": "declare", "what": "card_name"}, {"op": "reveal_top", "filter": {"named": True}}]
