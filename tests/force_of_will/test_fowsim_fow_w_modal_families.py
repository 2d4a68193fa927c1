"""Modal cards read by fow-w-modal, each played with a real card named by id (the printed text stays in ../shared):

- FOW-JUDGMENT-FREE-TURN-R: an option "if your ruler is <name>, you may pay {0} to do judgment until end of turn"
  (ADK-117's second option): for the rest of the turn its controller may do Judgment for {0}.
- FOW-THEN-BANISHES-R: an option "<your opponent> discards a card, then banishes a <card>" (NWE-054's second option).
- FOW-SHUFFLE-GRAVEYARD-DECK-R: FOW-SHUFFLE-GRAVEYARD-R's instruction ending "into their deck" (MP01-090's fourth option).
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.plays import list_judgment
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, raw_card
from .helpers import act, both_pass, code_of, full_deck, next_turn, player, pool, take, to_field, to_hand
from .real import (
    ann_first,
    board_of,
    field,
    real_set,
    real_started,
    resolve_all,
    resolve_collecting,
    will_for,
)


def _mode_play(state: State, card_id: str, mode: int, targets: list[str] | None = None) -> dict[str, Any]:
    """Ann's play of ``card_id`` (put into her hand, its cost in her will pool) naming option ``mode``."""
    will = will_for(card_id)
    pool(state, "ann", **will)
    chant = to_hand(state, "ann", card_id)
    return {
        "type": "play_card",
        "player": "ann",
        "card": chant,
        "mode": mode,
        "targets": targets or [],
        "payment": {"pool": will},
    }


# -- FOW-JUDGMENT-FREE-TURN-R ----------------------------------------------------------------------------------


def _ruler_named(name: str | None) -> State:
    """Ann's first main phase; her ruler is the reference TST-RU1 ([Judgment] {W}{W}{1}), renamed ``name`` (the
    database name of ADK-058, read at run time) when given; ADK-117 in the card set."""
    cards = copy.deepcopy(real_set("ADK-117")["cards"])
    if name is not None:
        next(c for c in cards if c["id"] == "TST-RU1")["name"] = name
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["ADK-117"] = 1
    return ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, decks, "judgment-free")


def _play_second_option(state: State) -> tuple[State, list[dict[str, Any]]]:
    return resolve_collecting(act(state, _mode_play(state, "ADK-117", 1)))


def _free_judgment(state: State) -> dict[str, Any]:
    return {"type": "judgment", "player": "ann", "payment": {}}


def test_fow_judgment_free_turn_r_is_read() -> None:
    """FOW-JUDGMENT-FREE-TURN-R: ADK-117 supported, its second option the permission under the ruler's name."""
    assert entry("ADK-117")["supported"]
    effects = card("ADK-117")["modes"][1]["effects"]
    assert effects == [{"op": "judgment_free", "when": {"ruler_names": [raw_card("ADK-058")["name"]]}}]


def test_fow_judgment_free_turn_r_judgment_for_nothing() -> None:
    """FOW-JUDGMENT-FREE-TURN-R with ADK-117 (its second option) while ann's ruler has ADK-058's name: as it resolves
    ann may do Judgment this turn with no will at all (event citing the rule); the ruler becomes a J-ruler."""
    state = _ruler_named(raw_card("ADK-058")["name"])
    state, events = _play_second_option(state)
    assert [e for e in events if e["type"] == "judgment_freed"] == [
        {"type": "judgment_freed", "player": "ann", "rule": "FOW-JUDGMENT-FREE-TURN-R"}
    ]
    assert state.turn.judgment_free == ["ann"]
    assert any(
        not a.payment.sources and not a.payment.pool
        for a in list_judgment(board_of(state), player(state, "ann"))
    )
    state = act(state, _free_judgment(state))
    state = both_pass(state)
    assert player(state, "ann").ruler is None and "ann:TST-RU1" in {
        e.id.rpartition("#")[0] for e in player(state, "ann").field
    }


def test_fow_judgment_free_turn_r_refused_without_the_name_or_next_turn() -> None:
    """FOW-JUDGMENT-FREE-TURN-R broken: with the reference name the option resolves without the permission (no event)
    and a Judgment for no will is refused; after the permission, the next turn has none (ann's next turn: refused)."""
    state = _ruler_named(None)
    state, events = _play_second_option(state)
    assert not [e for e in events if e["type"] == "judgment_freed"]
    assert code_of(state, _free_judgment(state)) is not None
    state = _ruler_named(raw_card("ADK-058")["name"])
    state, _ = _play_second_option(state)
    assert code_of(state, _free_judgment(state)) is None
    state = next_turn(next_turn(state))
    assert state.turn.player == "ann" and state.turn.judgment_free is msgspec.UNSET
    assert code_of(state, _free_judgment(state)) is not None


def test_fow_judgment_free_turn_r_state_lists_a_player_once() -> None:
    """FOW-JUDGMENT-FREE-TURN-R's record: a player of the game, once (a state listing ann twice is refused)."""
    state = _ruler_named(None)
    state.turn.judgment_free = ["ann", "ann"]
    with pytest.raises(InputError) as caught:
        GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    assert any(e.pointer == "/state/turn/judgment_free/1" for e in caught.value.errors)


# -- FOW-THEN-BANISHES-R ---------------------------------------------------------------------------------------


def _nwe_054_game() -> tuple[State, str, str]:
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["NWE-054"] = 1
    state = ann_first({"card_set": real_set("NWE-054")}, decks, "then-banishes")
    resonator = to_field(state, "bob", "TST-R01")
    held = to_hand(state, "bob", "TST-R11")
    return state, resonator, held


def test_fow_then_banishes_r_is_read() -> None:
    """FOW-THEN-BANISHES-R: NWE-054 supported; its second option a discard and a banish, both by the opponent."""
    assert entry("NWE-054")["supported"]
    assert card("NWE-054")["modes"][1]["effects"] == [
        {"op": "discard", "amount": 1, "player": "opponent"},
        {"op": "banish", "player": "opponent", "what": "resonator"},
    ]


def test_fow_then_banishes_r_opponent_discards_then_banishes() -> None:
    """FOW-THEN-BANISHES-R with NWE-054 (its second option): bob discards a card of his choice, then banishes a
    resonator he controls -- ann naming one of hers for that banish is refused."""
    state, resonator, held = _nwe_054_game()
    mine = to_field(state, "ann", "TST-R01")
    state = act(state, _mode_play(state, "NWE-054", 1))
    for _ in range(8):
        if state.decision is not None:
            break
        state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "bob"
    state = act(state, {"type": "discard", "player": "bob", "card": held})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "ann", "card": mine}) is not None
    state = act(state, {"type": "banish", "player": "bob", "card": resonator})
    assert held in player(state, "bob").graveyard and resonator in player(state, "bob").graveyard
    assert mine in field(state, "ann")


# -- FOW-SHUFFLE-GRAVEYARD-DECK-R ------------------------------------------------------------------------------


def test_fow_shuffle_graveyard_deck_r_is_read() -> None:
    """FOW-SHUFFLE-GRAVEYARD-DECK-R: MP01-090 supported; its fourth option (worded "into their deck") is
    FOW-SHUFFLE-GRAVEYARD-R's instruction on a player target."""
    assert entry("MP01-090")["supported"]
    modes = card("MP01-090")["modes"]
    assert modes[3]["effects"] == [{"op": "shuffle_graveyard", "target": 0}] and modes[3]["targets"] == [
        {"kind": "player"}
    ]


def test_fow_shuffle_graveyard_deck_r_stones_and_the_rest() -> None:
    """FOW-SHUFFLE-GRAVEYARD-DECK-R with MP01-090's fourth option targeting bob, whose graveyard holds a magic stone
    and a resonator: the stone goes to his magic stone deck, the resonator to his main deck, his graveyard ends empty."""
    state = real_started("MP01-090")
    bob = player(state, "bob")
    stone, resonator = take(state, "bob", "TST-ST-B"), take(state, "bob", "TST-R03")
    bob.graveyard.extend([stone, resonator])
    state = resolve_all(act(state, _mode_play(state, "MP01-090", 3, ["bob"])))
    bob = player(state, "bob")
    assert not bob.graveyard and stone in bob.stone_deck and resonator in bob.deck


def test_fow_shuffle_graveyard_deck_r_needs_a_player() -> None:
    """FOW-SHUFFLE-GRAVEYARD-DECK-R broken: MP01-090's fourth option played on a resonator target (no player) is
    refused."""
    state = real_started("MP01-090")
    target = to_field(state, "bob", "TST-R01")
    assert code_of(state, _mode_play(state, "MP01-090", 3, [target])) is not None
