"""Card sets as data for Master of Wills: custom sets (every problem named at once), the digest in the state,
and the printed "up to N" (MOW-UPTO-1-R)."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from adjudicator.core.cardsets import CardSetLimits, card_set_digest
from adjudicator.core.codec import canonical_json, digest
from adjudicator.core.errors import InputError
from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.cards import CardSet, reference_card_set, validate_card_set
from adjudicator.master_of_wills.state import Status
from adjudicator.master_of_wills.variants import VARIANTS

from .positions import PLAYERS, act, clear, faction_phase, find, put, refresh, refused, started


def reference() -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(reference_card_set())
    return copy.deepcopy(data)


def custom() -> dict[str, Any]:
    """A set that differs from the reference: other values, movements and faction texts, by its owner."""
    data = reference()
    data["id"] = "my-box"
    data["owner"] = "alice"
    for index, card in enumerate(data["community"]):
        card["value"] = (card["value"] + index) % 11 - 2
        card["provenance"] = {"owner": "alice"}
        if index % 3 == 0:
            card["movements"] = [{"sector": "union" if card["sector"] != "union" else "religion", "delta": 1 + index % 2}]
    for card in data["factions"]:
        card["text"] = "My box says: " + card["text"]
        card["provenance"] = {"owner": "alice"}
    return data


def test_the_reference_set_validates_and_its_digest_is_its_content_address():
    card_set, summary, problems = validate_card_set(reference())
    assert problems == [] and card_set is not None
    assert summary["digest"] == card_set_digest(card_set) == digest(msgspec.to_builtins(card_set))
    assert summary["community_cards"] == 120


def test_every_problem_is_named_at_once_by_json_pointer():
    data = reference()
    data["community"][3]["movements"] = [{"sector": "pirates", "delta": 1}]  # a sector that does not exist
    data["community"][5]["value"] = "high"
    data["community"][7]["movements"] = [{"sector": "union", "delta": 0}]
    data["factions"][4]["steps"].append({"op": "time_travel"})  # a step the vocabulary lacks
    legendary = next(i for i, c in enumerate(data["factions"]) if c["tier"] == "legendary")
    data["factions"][legendary]["copies"] = 3  # MOW-DECK-2: more copies than the tier allows in a deck
    data["factions"][0]["colour"] = "red"
    _, _, problems = validate_card_set(data)
    pointers = {p.pointer for p in problems}
    assert {
        "/community/3/movements/0/sector",
        "/community/5/value",
        "/community/7/movements/0/delta",
        "/factions/4/steps/1/op",
        f"/factions/{legendary}/copies",
        "/factions/0/colour",
    } <= pointers, problems


def test_set_level_rules_are_checked_on_a_well_formed_set():
    data = reference()
    data["community"].pop()
    data["default_decks"]["razorcorp"][0] = "MOW-F-NOPE-1"
    _, _, problems = validate_card_set(data)
    messages = " ".join(p.message for p in problems)
    assert "MOW-SETUP-1" in messages and any(p.pointer.startswith("/default_decks/razorcorp/") for p in problems)


def test_size_limits_are_enforced():
    data = reference()
    data["note"] = "x" * 2500
    _, _, problems = validate_card_set(data, CardSetLimits(max_string=2400))
    assert [p.pointer for p in problems] == ["/note"]
    _, _, problems = validate_card_set(reference(), CardSetLimits(max_cards=100))
    assert "/community" in {p.pointer for p in problems}
    _, _, problems = validate_card_set(reference(), CardSetLimits(max_steps=2))
    assert any(p.pointer.startswith("/factions/") for p in problems)


@pytest.mark.parametrize("variant", [v.id for v in VARIANTS])
def test_a_custom_set_sets_up_every_variant_by_value_or_by_digest(variant):
    data = custom()
    state = GAME.setup(variant, PLAYERS[variant], "seed-1", {"card_set": data})
    _, summary, _ = validate_card_set(data)
    assert state.options.card_set == summary["digest"]
    again = GAME.setup(variant, PLAYERS[variant], "seed-1", {"card_set": summary["digest"]})
    assert canonical_json(state) == canonical_json(again)
    GAME.check(GAME.decode_state(canonical_json(state)))
    assert GAME.cat_for(state).community[data["community"][0]["id"]].value == data["community"][0]["value"]


def test_reference_states_do_not_record_a_card_set():
    state = GAME.setup("standard", ["ann", "bob"], "s")
    assert b"card_set" not in canonical_json(state)


def test_an_unknown_digest_and_a_bad_inline_set_are_refused_naming_the_field():
    with pytest.raises(InputError) as raised:
        GAME.setup("standard", ["ann", "bob"], "s", {"card_set": "sha256:" + "0" * 64})
    assert raised.value.errors[0].pointer == "/options/card_set"
    bad = reference()
    bad["community"][0]["sector"] = "pirates"
    with pytest.raises(InputError) as raised:
        GAME.setup("standard", ["ann", "bob"], "s", {"card_set": bad})
    assert raised.value.errors[0].pointer == "/options/card_set/community/0/sector"


def test_deck_validation_takes_a_card_set():
    data = custom()
    deck = {"cards": data["default_decks"]["alphaguard"], "card_set": data}
    assert GAME.validate_deck(deck) == []


def test_the_json_schema_of_a_card_set_is_generated_from_the_structs():
    schema = GAME.card_set_schema()
    assert "CardSet" in schema["$defs"] and "Move" in schema["$defs"]
    assert "up_to" in schema["$defs"]["Move"]["properties"]


# -- "up to N" (MOW-UPTO-1-R) ----------------------------------------------------------------------------------------
def takeover_position():
    state, (takeover,) = faction_phase(started(), "ann", ["MOW-F-RZC-L-02"])
    clear(state, "recruits", "bob")
    clear(state, "loyalists", "bob")
    a, b, c = find("government", max_value=4)[:3]
    for card in (a, b, c):
        put(state, card, "recruits", "bob")
    return refresh(state), takeover, (a, b, c)


def test_up_to_lets_the_player_stop_after_the_first_target():
    state, takeover, (a, b, c) = takeover_position()
    state, _ = act(state, {"type": "play", "player": "ann", "card": takeover})
    assert refused(state, {"type": "pass", "player": "ann"}) == "MOW-FACTION-2"  # at least one target
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    assert {"type": "pass", "player": "ann"} in [msgspec.to_builtins(x) for x in GAME.legal_actions(state, "ann")]
    state, events = act(state, {"type": "pass", "player": "ann"})
    assert state.resolution is None
    assert b in state.sides[1].recruits and c in state.sides[1].recruits


def test_without_up_to_every_target_is_taken():
    data = reference()
    for card in data["factions"]:
        for step in card["steps"]:
            step.pop("up_to", None)
    _, summary, problems = validate_card_set(data)
    assert problems == []
    state, takeover, (a, _, _) = takeover_position()
    state.options.card_set = summary["digest"]
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": takeover})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    assert refused(state, {"type": "pass", "player": "ann"}) == "MOW-FACTION-2"


def test_the_reference_up_to_cards_say_so_in_their_data():
    cards = {c.id: c for c in reference_card_set().factions}
    assert cards["MOW-F-RZC-L-02"].steps[0].up_to and cards["MOW-F-RZC-A-05"].steps[0].up_to
    assert isinstance(reference_card_set(), CardSet)


# -- extra turns: Time Warp (MOW-EXTRA-1-R) -----------------------------------------------------------------------------
def test_time_warp_gives_an_extra_turn_in_the_same_round():
    state, (warp,) = faction_phase(started(), "ann", ["MOW-F-AGD-L-03"])
    index, round_ = state.turn_index, state.round
    state, events = act(state, {"type": "play", "player": "ann", "card": warp})
    kinds = [e["type"] if isinstance(e, dict) else e.type for e in map(msgspec.to_builtins, events)]
    assert "extra_turn_granted" in kinds
    assert state.turn.player == "ann" and state.turn.extra is True
    assert (state.turn_index, state.round) == (index, round_)
    GAME.check(GAME.decode_state(canonical_json(state)))  # the extra turn is a state that can arise
    assert b'"extra":true' in canonical_json(state)
    # The extra turn is a whole turn; then the turn order goes on (bob), and the round marker moves as printed.
    while state.turn is not None and state.turn.player == "ann":
        state, _ = act(state, GAME.legal_actions(state, "ann")[0])
    assert state.turn.player == "bob" and state.turn_index == index + 1
    assert state.turn.extra is msgspec.UNSET


def test_an_extra_turn_before_the_last_turn_still_comes_before_the_end():
    state = started()
    last = len(state.turn_order) - 1
    state, (warp,) = faction_phase(state, state.turn_order[last], ["MOW-F-AGD-L-03"], at=last)
    player = state.turn.player
    state, _ = act(state, {"type": "play", "player": player, "card": warp})
    assert not state.over and state.turn.player == player and state.turn.extra is True and state.round == 8


TIME_WARP, CHECKPOINT, LAST_STAND = "MOW-F-AGD-L-03", "MOW-F-AGD-A-05", "MOW-F-AGD-L-01"  # Checkpoint: a freeze "until the end of the next turn"; Last Stand: a protection until the end of the round


def _played_before(state: Any, player: str, instance: str, kind: str, until_turn: int) -> str:
    """``instance`` (in ``player``'s hand) as if played earlier this turn: in its discard, its status on a card."""
    pl = next(p for p in state.players if p.id == player)
    pl.hand.remove(instance)
    pl.played += 1
    next(s for s in state.sides if s.id == pl.side).faction_discard.append(instance)
    target = next(c for c in state.neutral[1:])
    state.statuses[target] = [Status(kind=kind, source=instance, until_turn=until_turn)]
    return target


def _finish_turn(state: Any, player: str) -> Any:
    while state.turn is not None and state.turn.player == player and not state.over:
        state, _ = act(state, GAME.legal_actions(state, player)[0])
    return state


def test_the_extra_turn_is_the_next_turn_of_a_status_set_before_it():
    # MOW-EXTRA-1-R: Checkpoint's freeze, set in the turn that grants the extra turn, lasts "until the end of
    # the next turn": the extra turn.  The opponent's turn after it is free of it.
    state, (warp, checkpoint) = faction_phase(started(), "ann", [TIME_WARP, CHECKPOINT])
    frozen = _played_before(state, "ann", checkpoint, "freeze", state.turn_index + 1)
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": warp})
    assert state.turn.extra is True and [s.kind for s in state.statuses[frozen]] == ["freeze"]
    GAME.check(GAME.decode_state(canonical_json(state)))
    state = _finish_turn(state, "ann")
    assert state.turn.player == "bob" and frozen not in state.statuses


def test_a_status_set_during_the_extra_turn_lasts_through_the_turn_after_it():
    state, (warp, checkpoint) = faction_phase(started(), "ann", [TIME_WARP, CHECKPOINT])
    index = state.turn_index
    state, _ = act(state, {"type": "play", "player": "ann", "card": warp})
    assert state.turn.extra is True
    pl = next(p for p in state.players if p.id == "ann")
    if checkpoint not in pl.hand:
        pl.hand.append(checkpoint)
        next(s for s in state.sides if s.id == pl.side).faction_deck.remove(checkpoint)
    frozen = _played_before(state, "ann", checkpoint, "freeze", index + 1)  # as Checkpoint sets it now
    state = _finish_turn(refresh(state), "ann")
    assert state.turn.player == "bob" and frozen in state.statuses  # its next turn is bob's
    state = _finish_turn(state, "bob")
    assert frozen not in state.statuses


def test_a_status_until_the_end_of_the_round_lasts_through_an_extra_turn_of_that_round():
    state = started()
    last = 1  # the second turn of round 1
    player = state.turn_order[last]
    state, (warp, last_stand) = faction_phase(state, player, [TIME_WARP, LAST_STAND], at=last)
    protected = _played_before(state, player, last_stand, "protect", last)  # until the end of round 1
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": player, "card": warp})
    assert state.turn.extra is True and state.round == 1 and protected in state.statuses
    state = _finish_turn(state, player)
    assert state.round == 2 and protected not in state.statuses


def test_a_forged_extra_turn_is_refused():
    state = started()
    data = msgspec.to_builtins(state)
    data["extra_turns"] = []
    with pytest.raises(InputError) as raised:
        GAME.decode_state(data)
    assert "/extra_turns" in {e.pointer for e in raised.value.errors}
    data["extra_turns"] = ["zed"]
    with pytest.raises(InputError):
        GAME.decode_state(data)


def _faction(data: dict[str, Any], card_id: str) -> tuple[int, dict[str, Any]]:
    return next((i, c) for i, c in enumerate(data["factions"]) if c["id"] == card_id)


def test_a_round_effect_that_may_lie_face_down_reveals_right_after_its_placement():
    """Hidden, the card must not act: its identity would show through its effects."""
    message = "a Round Effect that may lie face down has its Reveal step right after the placement"
    data = reference()
    index, card = _faction(data, "MOW-F-RZC-E-05")  # face down: placement, reveal, freeze
    card["steps"], card["power_icons"] = card["steps"][:2], []  # placement and reveal alone: well formed
    assert validate_card_set(data)[2] == []
    card["steps"] = card["steps"][:1]  # no reveal at all
    assert [(p.pointer, p.message) for p in validate_card_set(data)[2]] == [(f"/factions/{index}/steps/1", message)]
    data = reference()
    index, card = _faction(data, "MOW-F-RZC-E-03")  # the player's choice of facing may hide it too
    card["steps"][1], card["steps"][2] = card["steps"][2], card["steps"][1]
    assert [(p.pointer, p.message) for p in validate_card_set(data)[2]] == [(f"/factions/{index}/steps/1", message)]


def test_a_faction_card_has_at_most_one_reveal_step():
    data = reference()
    index, card = _faction(data, "MOW-F-RZC-E-05")
    card["steps"].append(copy.deepcopy(card["steps"][1]))
    assert [(p.pointer, p.message) for p in validate_card_set(data)[2]] == [(f"/factions/{index}/steps", "at most one Reveal step")]


def test_a_faction_card_id_given_twice_is_named_at_its_second_place():
    data = reference()
    first = data["factions"][0]["id"]
    data["factions"][1]["id"] = first
    problems = [(p.pointer, p.message) for p in validate_card_set(data)[2]]
    assert ("/factions/1/id", f"duplicate card id {first}") in problems


def test_the_summary_lists_the_faction_cards_the_engine_does_not_support():
    _, summary, _ = validate_card_set(reference())
    assert summary["unsupported"] == []
    data = reference()
    for index in (7, 3):
        data["factions"][index]["unsupported"] = "needs a rule the engine lacks"
    _, summary, problems = validate_card_set(data)
    assert summary["unsupported"] == sorted([data["factions"][3]["id"], data["factions"][7]["id"]])
