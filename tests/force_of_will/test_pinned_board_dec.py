"""Rule behaviours of ``adjudicator/force_of_will/board.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-04 (late night, branch ``mut-dec2``) against the whole ``tests/force_of_will``
directory, after the day's merges (``Board.modifiers_on``, ``Board.among``, ``Board.in_group``:
FOW-GROUP-LASTING-R; per-counts of FOW-TO-GRAVEYARD-THIS-TURN-R; FOW-ALSO-NAMED-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.turns import advance

from .helpers import act, both_pass, full_deck, player, pool, to_field, to_hand
from .real import ann_first, board_of, hero_started, play, resolve_all


def _with(*cards: dict[str, Any], seed: str) -> State:
    """The reference pool plus invented ``cards`` (in both main decks): ann's first main phase."""
    card_set = {"id": f"tst-{seed}", "cards": list(reference_card_set_json()["cards"]) + list(cards)}
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"].update({c["id"]: 1 for c in cards})
    return ann_first({"card_set": card_set}, decks, seed)


def _chant(card_id: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": card_id, "name": f"Test {card_id}", "types": ["chant"], "attributes": ["fire"],
            "cost": {"specified": {"fire": 1}}, "effects": effects, "provenance": "invented"}


def test_fow_choose_race_r_the_chosen_race_before_any_declaration_reaches_no_card() -> None:
    """FOW-CHOOSE-RACE-R (``declared_in``: before any declaration "the chosen race" is left as it is, a filter
    that admits no card): an invented chant dealing 500 damage to each J/resonator of the chosen race, with no
    race chosen before it, damages none of the J/resonators of either player."""
    state = _with(_chant("TST-XCR", [{"op": "damage", "amount": 500, "each": "all_j_resonators", "among": {"chosen_race": True}}]), seed="chosen-race")
    mine, his = to_field(state, "ann", "TST-R03"), to_field(state, "bob", "TST-R16")
    pool(state, "ann", fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-XCR"), "payment": {"pool": {"fire": 1}}})
    state = both_pass(state)
    assert state.chase == [] and state.decision is None
    for pid, card_id in (("ann", mine), ("bob", his)):
        entity = next(e for e in player(state, pid).field if e.id == card_id)
        assert entity.damage == 0


def test_fow_trig_added_graveyard_r_that_resonators_controller_is_who_controlled_it_as_it_left() -> None:
    """FOW-TRIG-ADDED-GRAVEYARD-R, FOW-TO-GRAVEYARD-THIS-TURN-R (``Board.left_controller``): ann gains control of
    bob's resonator with ACN-035 and adds VIN001-063 to it (damage to that resonator's controller when it is put
    into a graveyard from a field); it goes to bob's graveyard from ann's field, the turn's record names ann as
    its controller, and ann (who controlled it), not bob (its owner), takes the 500 damage."""
    state = hero_started(("ACN-035", "VIN001-063"))
    host = to_field(state, "bob", "TST-R02")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-035"), [host]))
    assert host in {e.id for e in player(state, "ann").field}
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-063"), [host]))
    board = board_of(state)
    entity = board.entity(host)
    assert entity is not None and [e.id for p in state.players for e in p.field if e.added_to == host]
    life = {p.id: p.life for p in state.players}
    events: list[Any] = []
    board.leave_field(entity, "graveyard", events)
    assert host in player(state, "bob").graveyard and board.left_controller(host) == "ann"
    advance(board, events)
    state = resolve_all(state)
    assert player(state, "ann").life == life["ann"] - 500 and player(state, "bob").life == life["bob"]
