"""The Master of Wills game class itself (adjudicator.master_of_wills.engine): bad input told apart from
illegal actions, a state naming a card set this process does not know, the fast path of an owned
adjudication, the first-player choice (MOW-SETUP-4, MOW-FFA-1) and the lead-off choice of 2 vs 2
(MOW-V2V2-2)."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.cards import reference_digest

from .positions import faction_phase, move_phase, started

UNKNOWN = "sha256:" + "0" * 64
UNKNOWN_MESSAGE = f"card set {UNKNOWN} is not known here: pass the set inline, or upload it first (POST /v1/card-sets)"


def _errors(caught: pytest.ExceptionInfo[InputError]) -> list[tuple[str, str]]:
    return [(e.pointer, e.message) for e in caught.value.errors]


def test_the_reference_card_set_is_known_by_its_digest_and_no_other() -> None:
    assert GAME.knows_card_set(reference_digest())
    assert not GAME.knows_card_set(UNKNOWN)


def test_a_state_naming_an_unknown_card_set_is_refused_as_input() -> None:
    state = GAME.setup("standard", ["ann", "bob"], "engine")
    state.options.card_set = UNKNOWN
    with pytest.raises(InputError) as caught:
        GAME.check(state)
    assert _errors(caught) == [("/options/card_set", UNKNOWN_MESSAGE)]
    assert not GAME.state_accepted(state)
    action = GAME.legal_actions(GAME.setup("standard", ["ann", "bob"], "engine"))[0]
    with pytest.raises(InputError) as caught:
        GAME.verify(state, action)
    assert _errors(caught) == [("/state/options/card_set", UNKNOWN_MESSAGE)]


def test_a_state_naming_the_reference_set_by_digest_plays_with_it() -> None:
    state = GAME.setup("standard", ["ann", "bob"], "engine")
    state.options.card_set = reference_digest()
    GAME.check(state)
    assert GAME.cat_for(state).community == GAME.cat.community


def test_an_owned_adjudication_refuses_an_illegal_action_without_applying_it() -> None:
    state = GAME.setup("standard", ["ann", "bob"], "engine")
    chooser = state.to_act[0]
    other = next(p.id for p in state.players if p.id != chooser)
    before = msgspec.json.encode(state)
    found = GAME.adjudicate(state, GAME.decode_action({"type": "choose_first", "player": other, "go_first": True}), owned=True)
    assert not found.valid and found.violation is not None and found.violation.code == "MOW-TURN-1-R"
    assert found.events == [] and msgspec.json.encode(state) == before
    legal = GAME.adjudicate(state, GAME.decode_action({"type": "choose_first", "player": chooser, "go_first": True}), owned=True)
    assert legal.valid and legal.state is state and legal.events


def test_a_card_id_that_is_nowhere_is_bad_input_not_a_ruling() -> None:
    state = move_phase(started(), started().turn_order[0], at=0)
    player = state.turn.player
    with pytest.raises(InputError) as caught:
        GAME.verify(state, GAME.decode_action({"type": "choose_starting", "player": player, "card": "MOW-C-NOPE"}))
    assert _errors(caught) == [("/action/card", "no Community card 'MOW-C-NOPE'")]
    with pytest.raises(InputError) as caught:
        GAME.verify(state, GAME.decode_action({"type": "play", "player": player, "card": "MOW-F-NOPE#1.1"}))
    assert _errors(caught) == [("/action/card", "no Faction card 'MOW-F-NOPE'")]


def test_a_known_card_out_of_place_is_a_ruling() -> None:
    state = started()
    player = state.turn_order[0]
    state, _ = faction_phase(state, player, [])
    elsewhere = next(p.hand[0] for p in state.players if p.id != player)  # a real card, in another hand
    violation = GAME.verify(state, GAME.decode_action({"type": "play", "player": player, "card": elsewhere}))
    assert violation is not None and violation.code == "MOW-FACTION-2", violation


def test_mow_ffa_1_the_first_choice_may_be_passed_only_to_someone_left() -> None:
    state = GAME.setup("standard", ["ann", "bob"], "engine")
    chooser = state.to_act[0]
    assert state.order_choice is not None and state.order_choice.queue  # the other player is left to ask
    assert GAME.verify(state, GAME.decode_action({"type": "choose_first", "player": chooser, "go_first": False})) is None
    assert GAME.verify(state, GAME.decode_action({"type": "choose_first", "player": chooser, "go_first": True})) is None
    state.order_choice.queue = []  # no one left to pass to (as the last of three players asked is)
    refused = GAME.verify(state, GAME.decode_action({"type": "choose_first", "player": chooser, "go_first": False}))
    assert refused is not None and (refused.code, refused.message, refused.path) == (
        "MOW-FFA-1", "the last player asked must go first", "/action/go_first",
    )
    assert GAME.verify(state, GAME.decode_action({"type": "choose_first", "player": chooser, "go_first": True})) is None
    assert [a.go_first for a in GAME.legal_actions(state)] == [True]


def test_mow_v2v2_2_each_team_names_its_lead_off_player_then_the_game_starts() -> None:
    state = GAME.setup("2v2", ["ann", "bob", "cat", "dan"], "pos")
    state = GAME.adjudicate(state, GAME.decode_action({"type": "choose_first", "player": "ann", "go_first": True})).state
    assert state.phase == "lead"
    done = GAME.adjudicate(state, GAME.decode_action({"type": "choose_lead", "player": "cat", "lead": "ann"}))
    assert msgspec.to_builtins(done.events) == [{"type": "lead_chosen", "team": "@team-a", "lead": "ann"}]
    state = done.state
    assert state.leads == {"@team-a": "ann"} and state.phase == "lead" and state.to_act == ["bob", "dan"]
    refused = GAME.verify(state, GAME.decode_action({"type": "choose_lead", "player": "bob", "lead": "cat"}))
    assert refused is not None and (refused.code, refused.message) == ("MOW-V2V2-2", "cat is not on your team")
    done = GAME.adjudicate(state, GAME.decode_action({"type": "choose_lead", "player": "dan", "lead": "dan"}))
    plain = msgspec.to_builtins(done.events)
    assert plain[0] == {"type": "lead_chosen", "team": "@team-b", "lead": "dan"}
    assert plain[1]["type"] == "turn_order" and plain[1]["order"][:2] == ["ann", "dan"]
    assert done.state.leads == {"@team-a": "ann", "@team-b": "dan"} and done.state.phase == "move"
