"""FOW-CONT-WHILE-R: an "as long as" condition is one of the forms the engine reads whole.  A condition is a
record of optional parts, and the engine reads some of them together and some alone; a card set (a client's
own, or a forged one) joining parts that are read apart would have one part silently left unchecked, so the
card-set check refuses it, naming the condition's field."""

from __future__ import annotations

import functools
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import (
    CardSet,
    card_conditions,
    catalogue_card_set,
    catalogue_for,
    reference_card_set_json,
)
from adjudicator.force_of_will.vocabulary import (
    HELD_FORMS,
    AsLongAs,
    PerCount,
    SearchFilter,
    as_long_as_form_problem,
    as_long_as_parts,
)

from .fowsim_db import imported
from .helpers import started, to_field


@functools.cache
def real_conditions() -> list[tuple[str, frozenset[str]]]:
    card_set = msgspec.convert(imported()["card_set"], CardSet)
    return [(card.id, as_long_as_parts(c)) for card in card_set.cards for _, c in card_conditions(card, "") if as_long_as_form_problem(c) is None]


def test_every_condition_the_importer_reads_from_the_database_is_a_form_read_whole() -> None:
    card_set = msgspec.convert(imported()["card_set"], CardSet)
    found = [(card.id, at, as_long_as_form_problem(c)) for card in card_set.cards for at, c in card_conditions(card, "")]
    assert len(found) > 500
    assert [f for f in found if f[2] is not None] == []
    # The drawn-cards condition (fow-m-cost: FOW-DRAWN-THIS-TURN-R) is among them, alone with its bound.
    assert ("NWE-025", frozenset({"drawn", "at_least"})) in real_conditions()


def forged(condition: dict[str, Any]) -> tuple[dict[str, Any], int]:
    data = reference_card_set_json()
    cards = [dict(c) for c in data["cards"]]
    index = next(i for i, c in enumerate(cards) if c["types"] == ["resonator"])
    cards[index]["abilities"] = [{"kind": "continuous", "atk": 100, "as_long_as": condition}]
    return data | {"cards": cards}, index


REFUSED = [
    # the drawn-cards count is read alone: the weather beside it would never be looked at
    {"drawn": "you", "at_least": 2, "weather": "rain"},
    # a count with no bound would always hold
    {"count": {"what": "resonator"}},
    # an effect's target condition is read before (and without) the turn
    {"target_altered": True, "turn": "yours"},
    # the top of the deck and a life total are read apart
    {"top_cost": "odd", "life": True, "at_most": 2000},
]


@pytest.mark.parametrize("condition", REFUSED)
def test_a_condition_of_parts_read_apart_is_refused_naming_its_field(condition: dict[str, Any]) -> None:
    data, index = forged(condition)
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data, CardSet))
    assert [e.pointer for e in raised.value.errors] == [f"/cards/{index}/abilities/0/as_long_as"]
    assert "FOW-CONT-WHILE-R" in raised.value.errors[0].message


@pytest.mark.parametrize(
    "condition",
    [
        {"count": {"what": "resonator"}, "at_least": 2, "turn": "yours"},
        {"drawn": "opponent", "at_least": 2},
        {"weather": "rain", "negated": True},
        {"turn": "opponents"},
        {"life": True, "than_opponent": "less", "by": 1},
    ],
)
def test_the_forms_the_engine_reads_whole_are_accepted(condition: dict[str, Any]) -> None:
    data, _ = forged(condition)
    catalogue_card_set(msgspec.convert(data, CardSet))


class _Reading:
    """An :class:`AsLongAs` that records which of its parts are read."""

    def __init__(self, condition: AsLongAs) -> None:
        self._condition = condition
        self.read: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        if name in AsLongAs.__struct_fields__:
            self.read.add(name)
        return getattr(self._condition, name)


# A value other than the default for each part, chosen so that the reading goes on past it: bounds that every
# value meets, names no card has, the controller's own turn.
_PART_VALUES: dict[str, Any] = {
    "count": PerCount(what="resonator"),
    "another": PerCount(what="resonator"),
    "life": True,
    "opponent_life": True,
    "self_atk": True,
    "than_opponent": "more",
    "by": 1,
    "at_least": 0,
    "at_most": 100_000,
    "ruler_names": ["no such name"],
    "j_ruler_names": ["no such name"],
    "weather": "rain",
    "negated": True,
    "top_is": SearchFilter(),
    "top_cost": "odd",
    "battled": True,
    "turn": "yours",
    "stone_top_new_name": True,
    "j_ruler_shares": True,
    "drawn": "you",
    "damage_taken": "you",
    "self_keyword": "war",
    "battled_this_turn": True,
    "gained": 1,
    "total_atk": True,
    "player_dealt": "your_resonator",
    "attacking": "opponent_resonator",
    "plus": PerCount(what="magic_stone"),
    "names_contain": True,
    "gods_art_resolved": True,
    "player_keyword": "passion",  # fow-y-cond
    "contract_ruler": True,
    "j_ruler_destroyed": "opponent",
    "ruler_astral": True,
    "cancelled_opponent_spell": True,
    "resonator_returned": True,
}


def _largest_forms() -> list[frozenset[str]]:
    return [needs | may for needs, may in HELD_FORMS] + [needs | may | {"turn"} for needs, may in HELD_FORMS if "turn" not in needs]


@pytest.mark.parametrize("parts", _largest_forms(), ids=lambda parts: "+".join(sorted(parts)))
def test_board_holds_reads_every_part_of_every_form_it_is_said_to_read_whole(parts: frozenset[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """``vocabulary.HELD_FORMS`` says which mixes of parts ``Board.holds`` reads whole; the card-set check lets only
    those through.  Walk each form, with every part it may hold set, through ``holds`` on a board where no
    earlier part ends the reading (the controller's turn, a J-ruler sharing, bounds every value meets, a source
    in the field): every part is read.  A form listed there that ``holds`` reads in part fails here."""
    state = started()
    controller = state.turn.player
    source = to_field(state, controller, "TST-R11")
    board = Board(catalogue_for(state.options), state)
    monkeypatch.setattr(Board, "_j_ruler_shares", lambda self, source_id, pid: True)
    condition = AsLongAs(**{part: _PART_VALUES[part] for part in parts})
    assert as_long_as_parts(condition) == parts and as_long_as_form_problem(condition) is None
    reading = _Reading(condition)
    board.holds(reading, source, controller)  # type: ignore[arg-type]
    assert reading.read >= parts, sorted(parts - reading.read)
