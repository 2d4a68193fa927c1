"""The limits of a Magic Wands state and its actions (adjudicator.magic_wands.state), as decoding enforces them and
the OpenAPI document publishes them (msgspec derives both from the same declarations): every struct closed to
unknown fields, every bounded number, list and string, every literal and every default, pinned field by field.
Input beyond a limit is refused as bad input before any rule looks at it (issue 21: the limits were unpinned)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.magic_wands import GAME
from adjudicator.magic_wands.state import Action, State
from tests.support.limits import limits_table

LIMITS: dict[str, dict[str, Any]] = {'State': {'closed': True,
           'game': {'enum': ['magic-wands']},
           'variant': {'enum': ['standard']},
           'seq': {'minimum': 0, 'maximum': 1000000000},
           'players': {'minItems': 2, 'maxItems': 64},
           'phase': {'enum': ['over', 'pass_cards', 'purchase']},
           'turn_number': {'minimum': 1, 'maximum': 2147483647},
           'market': {'minItems': 3, 'maxItems': 3, 'items': {'minItems': 4, 'maxItems': 4}},
           'deck_count': {'minimum': 0, 'maximum': 2147483647},
           'mythics': {'minItems': 3, 'maxItems': 3},
           'mythics_bought': {'minimum': 0, 'maximum': 3},
           'gap': {'anyOf': [{'minItems': 2, 'maxItems': 2, 'items': {'minimum': 0, 'maximum': 3}}, {}]},
           'end_trigger': {'anyOf': [{'enum': ['market_empty', 'third_mythic']}, {}]}},
 'Player': {'closed': True, 'hand': {'maxItems': 64}, 'eliminated': {'default': False}},
 'Card': {'closed': True,
          'id': {'maxLength': 48},
          'power': {'minimum': 0, 'maximum': 10000},
          'req': {'minimum': 1, 'maximum': 64}},
 'Result': {'closed': True,
            'scores': {'additionalProperties': {'minimum': -2147483647, 'maximum': 2147483647}},
            'reason': {'default': ''}},
 'Options': {'closed': True,
             'mythics': {'default': 'random',
                         'anyOf': [{'enum': ['random', 'recommended']}, {'minItems': 3, 'maxItems': 3}]},
             'priesthood_stacks': {'default': True},
             'purchaser_in_pass_cycle': {'default': False},
             'card_set': {'default': None}},
 'CardSet': {'closed': True,
             'name': {'maxLength': 200, 'default': ''},
             'official': {'default': False},
             'note': {'maxLength': 2000, 'default': ''},
             'recommended_mythics': {'default': []},
             'cards': {'minItems': 1, 'maxItems': 500}},
 'WandDef': {'closed': True,
             'name': {'maxLength': 200},
             'type': {'enum': ['awakening', 'mythic', 'night', 'starting']},
             'power': {'minimum': 0, 'maximum': 10000},
             'req': {'minimum': 1, 'maximum': 64},
             'copies': {'minimum': 1, 'maximum': 64},
             'copy_min_players': {'default': None, 'anyOf': [{'items': {'minimum': 2, 'maximum': 64}}, {}]},
             'effect_text': {'maxLength': 1000, 'default': ''},
             'provenance': {'default': 'custom',
                            'anyOf': [{'additionalProperties': {'maxLength': 200}}, {'maxLength': 200}]}},
 'Packet': {'closed': True,
            'reason': {'enum': ['elimination', 'purchase']},
            'cards': {'minItems': 1, 'maxItems': 64}},
 'RngState': {'closed': True, 'counter': {'minimum': 0, 'maximum': 9223372036854775807, 'default': 0}},
 'Purchase': {'closed': True, 'type': {'enum': ['purchase']}, 'pay': {'minItems': 1, 'maxItems': 64}},
 'PassPick': {'closed': True, 'type': {'enum': ['pass_pick']}}}


def test_every_limit_of_the_state_and_the_actions() -> None:
    assert limits_table(State, Action) == LIMITS


def _state() -> dict[str, Any]:
    return msgspec.to_builtins(GAME.setup("standard", ["ann", "bob"], "limits"))  # type: ignore[no-any-return]


@pytest.mark.parametrize(("field", "accepted", "refused"), [("turn_number", 1, 0), ("deck_count", 0, -1)])
def test_a_state_number_beyond_its_bounds_does_not_decode(field: str, accepted: int, refused: int) -> None:
    data = _state()
    data[field] = accepted
    assert getattr(msgspec.convert(data, State), field) == accepted
    data[field] = refused
    with pytest.raises(msgspec.ValidationError, match=rf"at `\$\.{field}`"):
        msgspec.convert(data, State)


def test_a_market_row_holds_four_slots_and_the_mythics_three() -> None:
    data = _state()
    data["market"][0] = [*data["market"][0], None]
    with pytest.raises(msgspec.ValidationError, match=r"at `\$\.market\[0\]`"):
        msgspec.convert(data, State)
    data = _state()
    data["mythics"] = [*data["mythics"], data["mythics"][0]]
    with pytest.raises(msgspec.ValidationError, match=r"at `\$\.mythics`"):
        msgspec.convert(data, State)


def test_an_unknown_field_of_the_state_is_refused() -> None:
    data = _state()
    data["mood"] = "calm"
    with pytest.raises(msgspec.ValidationError, match="unknown field `mood`"):
        msgspec.convert(data, State)
