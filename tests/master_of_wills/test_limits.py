"""The limits of a Master of Wills state, its actions and a card set (adjudicator.master_of_wills.state, .cards),
as decoding enforces them and the OpenAPI document publishes them (msgspec derives both from the same
declarations): every struct closed to unknown fields, every bounded number, list and string, every literal
and every default, pinned field by field.  Input beyond a limit is refused as bad input before any rule
looks at it."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.game import INT32_MAX
from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.cards import CardSet
from adjudicator.master_of_wills.state import Action, State, Status, StepRef
from tests.support.limits import limits_table

LIMITS: dict[str, dict[str, Any]] = {
    "State": {
        "closed": True,
        "game": {"enum": ["master-of-wills"]},
        "variant": {"enum": ["2v2", "ffa3", "mow-op", "mowitaire", "standard"]},
        "seq": {"minimum": 0, "maximum": 1000},
        "players": {"minItems": 1, "maxItems": 4},
        "phase": {"enum": ["end_game", "faction", "first_player", "lead", "move", "over"]},
        "sides": {"minItems": 2, "maxItems": 3},
        "neutral": {"items": {"maxLength": 64}},
        "community_deck": {"items": {"maxLength": 64}},
        "afterlife": {"items": {"maxLength": 64}},
        "round": {"minimum": 1, "maximum": 9},
        "turn_index": {"minimum": 0, "maximum": 64},
        "first_team": {"default": None},
        "leads": {"default": {}},
        "known": {"default": {}, "additionalProperties": {"items": {"maxLength": 64}}},
        "end_game": {"default": None},
        "ending": {"default": False},
        "side_scores": {
            "default": None,
            "anyOf": [{"additionalProperties": {"minimum": -INT32_MAX, "maximum": INT32_MAX}}, {}],
        },
    },
    "Player": {
        "closed": True,
        "hand": {"items": {"maxLength": 64}},
        "drawn": {"minimum": 0, "maximum": 1000},
        "played": {"minimum": 0, "maximum": 1000},
        "turns_taken": {"minimum": 0, "maximum": 1000, "default": 0},
    },
    "Result": {
        "closed": True,
        "scores": {"additionalProperties": {"minimum": -INT32_MAX, "maximum": INT32_MAX}},
        "reason": {"default": ""},
    },
    "Options": {
        "closed": True,
        "faction_play_optional": {"default": False},
        "teammate_hands_visible": {"default": True},
        "teams": {
            "default": None,
            "anyOf": [{"minItems": 2, "maxItems": 2, "items": {"minItems": 2, "maxItems": 2}}, {}],
        },
        "difficulty": {"default": "easy", "enum": ["easy", "hard", "medium"]},
        "coop_thresholds": {
            "default": None,
            "anyOf": [{"minItems": 8, "maxItems": 8, "items": {"minimum": 0, "maximum": 10000}}, {}],
        },
    },
    "Side": {
        "closed": True,
        "recruits": {"items": {"maxLength": 64}},
        "loyalists": {"items": {"maxLength": 64}},
        "allies": {"items": {"maxLength": 64}},
        "faction_deck": {"items": {"maxLength": 64}},
        "faction_discard": {"items": {"maxLength": 64}},
        "deck_size": {"minimum": 0, "maximum": 1000},
        "lasting_recruits": {"default": None},
        "lasting_loyalists": {"default": None},
    },
    "RoundEffectSlot": {
        "closed": True,
        "card": {"maxLength": 64},
        "armed": {"default": False},
        "placed_turn": {"minimum": 0, "maximum": 64, "default": 0},
    },
    "LastingSlot": {
        "closed": True,
        "card": {"maxLength": 64},
        "marker": {"default": None, "anyOf": [{"maxLength": 64}, {}]},
    },
    "Status": {
        "closed": True,
        "kind": {"enum": ["freeze", "protect", "value"]},
        "source": {"maxLength": 64},
        "delta": {"minimum": -INT32_MAX, "maximum": INT32_MAX, "default": 0},
        "until_turn": {"minimum": -1, "maximum": INT32_MAX, "default": -1},
        "while_source": {"default": False},
    },
    "Attachment": {"closed": True, "card": {"maxLength": 64}, "target": {"maxLength": 64}},
    "Turn": {
        "closed": True,
        "starting": {"default": None, "anyOf": [{"maxLength": 64}, {}]},
        "moves": {"default": []},
        "exits": {"default": [], "items": {"maxLength": 64}},
        "entered": {"default": [], "items": {"maxLength": 64}},
        "faction": {"default": False},
        "plays": {"minimum": 0, "maximum": 1000, "default": 0},
        "bonus": {"default": False},
        "must_play": {"default": None, "anyOf": [{"maxLength": 64}, {}]},
    },
    "PendingMove": {"closed": True, "delta": {"minimum": -5, "maximum": 5}},
    "Resolution": {
        "closed": True,
        "card": {"maxLength": 64},
        "origin": {"enum": ["play", "reveal"]},
        "stage": {"minimum": 0, "maximum": 1000, "default": 0},
        "done": {"minimum": 0, "maximum": 1000, "default": 0},
        "chosen": {"default": []},
        "previous": {"default": [], "items": {"maxLength": 64}},
        "affected": {"default": []},
        "exits": {"default": [], "items": {"maxLength": 64}},
        "entered": {"default": [], "items": {"maxLength": 64}},
        "spied": {"default": None},
    },
    "StepRef": {"closed": False},
    "OrderChoice": {"closed": True, "purpose": {"enum": ["end_game", "first_player"]}},
    "EndGame": {
        "closed": True,
        "current": {"minimum": 0, "maximum": 1000, "default": 0},
        "passes": {"minimum": 0, "maximum": 1000, "default": 0},
    },
    "RngState": {"closed": True, "counter": {"minimum": 0, "maximum": 2**63 - 1, "default": 0}},
    "ChooseFirst": {"closed": True, "type": {"enum": ["choose_first"]}},
    "ChooseLead": {"closed": True, "type": {"enum": ["choose_lead"]}},
    "ChooseStarting": {"closed": True, "type": {"enum": ["choose_starting"]}},
    "MoveStep": {
        "closed": True,
        "type": {"enum": ["move"]},
        "entry": {"minimum": 0, "maximum": 8},
        "toward": {"default": None},
    },
    "Play": {
        "closed": True,
        "type": {"enum": ["play"]},
        "facing": {"default": None, "anyOf": [{"enum": ["face_down", "face_up"]}, {}]},
    },
    "Choose": {"closed": True, "type": {"enum": ["choose"]}, "toward": {"default": None}},
    "Pass": {"closed": True, "type": {"enum": ["pass"]}},
    "RevealCard": {"closed": True, "type": {"enum": ["reveal"]}},
}

CARD_SET_LIMITS: dict[str, dict[str, Any]] = {
    "CardSet": {
        "closed": True,
        "id": {"maxLength": 200},
        "name": {"maxLength": 200, "default": ""},
        "official": {"default": False},
        "note": {"maxLength": 2000, "default": ""},
        "owner": {"default": None, "anyOf": [{"maxLength": 200}, {}]},
    },
    "CommunityCard": {
        "closed": True,
        "name": {"maxLength": 200},
        "sector": {
            "enum": [
                "activist",
                "corporation",
                "entertainer",
                "government",
                "law_enforcer",
                "religion",
                "underground",
                "union",
            ]
        },
        "value": {"minimum": -20, "maximum": 30},
        "start_row": {"enum": ["allies", "loyalists", "recruits"]},
        "draw_icons": {"minimum": 0, "maximum": 2},
        "movements": {"maxItems": 4},
        "provenance": {
            "default": "invented",
            "anyOf": [{"maxLength": 200}, {"additionalProperties": {"maxLength": 200}}],
        },
    },
    "Movement": {
        "closed": True,
        "sector": {
            "enum": [
                "activist",
                "corporation",
                "entertainer",
                "government",
                "law_enforcer",
                "religion",
                "underground",
                "union",
            ]
        },
        "delta": {"minimum": -5, "maximum": 5},
    },
    "FactionCard": {
        "closed": True,
        "name": {"maxLength": 200},
        "faction": {"enum": ["alphaguard", "razorcorp"]},
        "tier": {"enum": ["action", "epic", "legendary", "neutral"]},
        "copies": {"minimum": 1, "maximum": 6, "default": 1},
        "power_icons": {
            "items": {
                "enum": [
                    "afterlife",
                    "bonus_play",
                    "card_effect",
                    "community_draw",
                    "copycat",
                    "freeze",
                    "gamble",
                    "instant_play",
                    "kill",
                    "lasting_effect",
                    "move",
                    "protection",
                    "remove_special",
                    "reveal",
                    "round_effect",
                    "spy",
                    "swap",
                    "value_change",
                ]
            }
        },
        "placement": {"enum": ["card_effect", "instant", "lasting_effect", "round_effect"]},
        "text": {"maxLength": 2000},
        "steps": {"maxItems": 12},
        "unsupported": {"default": None, "anyOf": [{"maxLength": 200}, {}]},
        "provenance": {
            "default": "invented",
            "anyOf": [{"maxLength": 200}, {"additionalProperties": {"maxLength": 200}}],
        },
    },
    "Afterlife": {
        "closed": True,
        "op": {"enum": ["afterlife"]},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "to": {
            "default": "own_recruits",
            "enum": ["each_recruits", "neutral", "opponent_recruits", "own_recruits"],
        },
        "against_opponent": {"default": False},
    },
    "Move": {
        "closed": True,
        "op": {"enum": ["move"]},
        "target": {"default": "choose", "enum": ["all", "choose", "previous"]},
        "filter": {"default": {"zones": ("board",), "sector": None, "min_value": None, "max_value": None}},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "up_to": {"default": False},
        "distance": {"minimum": 1, "maximum": 6, "default": 1},
        "direction": {"default": 1, "enum": [-1, 1]},
        "to": {"default": None, "anyOf": [{"enum": ["affected_recruits", "allies", "own_recruits"]}, {}]},
        "per_affected": {"default": False},
        "against_opponent": {"default": False},
    },
    "Filter": {
        "closed": True,
        "zones": {
            "default": ("board",),
            "items": {
                "enum": [
                    "board",
                    "neutral",
                    "opponent",
                    "opponent_loyalists",
                    "opponent_recruits",
                    "own",
                    "own_loyalists",
                    "own_recruits",
                ]
            },
        },
        "sector": {
            "default": None,
            "anyOf": [
                {
                    "enum": [
                        "activist",
                        "corporation",
                        "entertainer",
                        "government",
                        "law_enforcer",
                        "religion",
                        "underground",
                        "union",
                    ]
                },
                {},
            ],
        },
        "min_value": {"default": None},
        "max_value": {"default": None},
    },
    "BonusPlay": {
        "closed": True,
        "op": {"enum": ["bonus_play"]},
        "draw": {"minimum": 0, "maximum": 3, "default": 0},
        "against_opponent": {"default": False},
    },
    "LastingEffect": {
        "closed": True,
        "op": {"enum": ["lasting_effect"]},
        "side": {"default": "own", "enum": ["opponent", "own"]},
        "deferred_delta": {"minimum": -10, "maximum": 10, "default": 0},
        "marker": {"default": False},
        "watch": {"default": None},
        "against_opponent": {"default": False},
    },
    "Watch": {
        "closed": True,
        "sector": {
            "enum": [
                "activist",
                "corporation",
                "entertainer",
                "government",
                "law_enforcer",
                "religion",
                "underground",
                "union",
            ]
        },
        "do": {"enum": ["claim", "reject"]},
    },
    "CardEffect": {
        "closed": True,
        "op": {"enum": ["card_effect"]},
        "filter": {"default": {"zones": ("board",), "sector": None, "min_value": None, "max_value": None}},
        "against_opponent": {"default": False},
    },
    "Protection": {
        "closed": True,
        "op": {"enum": ["protection"]},
        "target": {"default": "choose", "enum": ["all", "choose", "previous"]},
        "filter": {"default": {"zones": ("board",), "sector": None, "min_value": None, "max_value": None}},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "up_to": {"default": False},
        "until": {
            "default": "end_of_round",
            "enum": ["end_of_next_turn", "end_of_round", "permanent", "while_in_play"],
        },
        "against_opponent": {"default": False},
    },
    "CommunityDraw": {
        "closed": True,
        "op": {"enum": ["community_draw"]},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "to": {"default": "neutral", "enum": ["neutral", "own_recruits"]},
        "against_opponent": {"default": False},
    },
    "RemoveSpecial": {
        "closed": True,
        "op": {"enum": ["remove_special"]},
        "what": {"default": "any", "enum": ["any", "card_effect", "lasting_effect", "round_effect"]},
        "side": {"default": "opponent", "enum": ["any", "opponent", "own"]},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "against_opponent": {"default": False},
    },
    "Copycat": {
        "closed": True,
        "op": {"enum": ["copycat"]},
        "source": {"default": "opponent_discard", "enum": ["opponent_discard", "own_discard"]},
        "against_opponent": {"default": False},
    },
    "Reveal": {
        "closed": True,
        "op": {"enum": ["reveal"]},
        "trigger": {"default": "any_time", "enum": ["after_opponent_play", "any_time"]},
        "against_opponent": {"default": False},
    },
    "Freeze": {
        "closed": True,
        "op": {"enum": ["freeze"]},
        "target": {"default": "choose", "enum": ["all", "choose", "previous"]},
        "filter": {"default": {"zones": ("board",), "sector": None, "min_value": None, "max_value": None}},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "up_to": {"default": False},
        "until": {
            "default": "end_of_next_turn",
            "enum": ["end_of_next_turn", "end_of_round", "permanent", "while_in_play"],
        },
        "against_opponent": {"default": False},
    },
    "RoundEffect": {
        "closed": True,
        "op": {"enum": ["round_effect"]},
        "facing": {"default": "face_up", "enum": ["face_down", "face_up", "player_choice"]},
        "against_opponent": {"default": False},
    },
    "Gamble": {
        "closed": True,
        "op": {"enum": ["gamble"]},
        "threshold": {"default": 5},
        "win": {"default": []},
        "lose": {"default": []},
        "against_opponent": {"default": False},
    },
    "Spy": {
        "closed": True,
        "op": {"enum": ["spy"]},
        "discard": {"minimum": 0, "maximum": 2, "default": 0},
        "against_opponent": {"default": False},
    },
    "InstantPlay": {"closed": True, "op": {"enum": ["instant_play"]}, "against_opponent": {"default": False}},
    "Swap": {
        "closed": True,
        "op": {"enum": ["swap"]},
        "own": {"default": {"zones": ("own",), "sector": None, "min_value": None, "max_value": None}},
        "other": {"default": {"zones": ("opponent",), "sector": None, "min_value": None, "max_value": None}},
        "against_opponent": {"default": False},
    },
    "Kill": {
        "closed": True,
        "op": {"enum": ["kill"]},
        "target": {"default": "choose", "enum": ["all", "choose", "previous"]},
        "filter": {"default": {"zones": ("board",), "sector": None, "min_value": None, "max_value": None}},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "up_to": {"default": False},
        "against_opponent": {"default": False},
    },
    "ValueChange": {
        "closed": True,
        "op": {"enum": ["value_change"]},
        "target": {"default": "choose", "enum": ["all", "choose", "previous"]},
        "filter": {"default": {"zones": ("board",), "sector": None, "min_value": None, "max_value": None}},
        "count": {"minimum": 1, "maximum": 10, "default": 1},
        "up_to": {"default": False},
        "delta": {"minimum": -10, "maximum": 10, "default": 0},
        "reverse": {"default": False},
        "double_if_negative": {"default": False},
        "until": {
            "default": "permanent",
            "enum": ["end_of_next_turn", "end_of_round", "permanent", "while_in_play"],
        },
        "against_opponent": {"default": False},
    },
    "ExtraTurn": {"closed": True, "op": {"enum": ["extra_turn"]}, "against_opponent": {"default": False}},
}


def test_every_limit_of_the_state_and_the_actions() -> None:
    assert limits_table(State, Action) == LIMITS


def test_every_limit_of_a_card_set() -> None:
    """What a posted card set may hold."""
    assert limits_table(CardSet) == CARD_SET_LIMITS


def _state() -> dict[str, Any]:
    return msgspec.to_builtins(GAME.setup("standard", ["ann", "bob"], "limits"))  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("field", "accepted", "refused"),
    [("round", (1, 9), (0, 10)), ("turn_index", (0, 64), (-1, 65)), ("seq", (0, 1000), (-1, 1001))],
)
def test_a_state_number_beyond_its_bounds_does_not_decode(
    field: str, accepted: tuple[int, int], refused: tuple[int, int]
) -> None:
    data = _state()
    for value in accepted:
        data[field] = value
        assert getattr(msgspec.convert(data, State), field) == value
    for value in refused:
        data[field] = value
        with pytest.raises(msgspec.ValidationError, match=rf"at `\$\.{field}`"):
            msgspec.convert(data, State)


def test_an_unknown_field_anywhere_in_a_state_is_refused_with_its_pointer() -> None:
    data = _state()
    data["players"][1]["mood"] = "calm"
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data)
    assert [(e.pointer, e.message) for e in caught.value.errors] == [
        ("/players/1/mood", "Object contains unknown field `mood`")
    ]


def test_a_status_reaches_from_minus_to_plus_int32_max_and_lasts_from_turn_minus_1() -> None:
    for delta in (-INT32_MAX, INT32_MAX):
        assert msgspec.convert({"kind": "value", "source": "s", "delta": delta}, Status).delta == delta
    for delta in (-INT32_MAX - 1, INT32_MAX + 1):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"kind": "value", "source": "s", "delta": delta}, Status)
    assert msgspec.convert({"kind": "protect", "source": "s", "until_turn": -1}, Status).until_turn == -1
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"kind": "protect", "source": "s", "until_turn": -2}, Status)
    assert msgspec.to_builtins(msgspec.convert({"kind": "freeze", "source": "s"}, Status)) == {
        "kind": "freeze",
        "source": "s",
    }


def test_a_step_reference_is_a_pair_and_nothing_more() -> None:
    assert msgspec.convert(["card", "steps/0"], StepRef) == StepRef("card", "steps/0")
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(["card", "steps/0", "extra"], StepRef)


def test_an_action_encodes_without_its_defaults() -> None:
    move = GAME.decode_action({"type": "move", "player": "ann", "entry": 0, "card": "MOW-C-X"})
    assert msgspec.json.encode(move) == b'{"type":"move","player":"ann","entry":0,"card":"MOW-C-X"}'
    play = GAME.decode_action({"type": "play", "player": "ann", "card": "MOW-F-X#1.1"})
    assert msgspec.json.encode(play) == b'{"type":"play","player":"ann","card":"MOW-F-X#1.1"}'
