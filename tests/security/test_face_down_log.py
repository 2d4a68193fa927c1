"""Issue 17, defect 1: a Round Effect that is always played face down (MOW-F-RZC-E-05), played with the
plain ``play`` action legal-actions offers (no ``facing``), must not show its card in the other seats' log.

The log entry's views are what ``/log``, SSE, GraphQL ``matchLog`` and ``matchUpdated`` all serve, so the
entry the service writes is checked here; the leak property (test_leak_property.py) drives the channels."""

from __future__ import annotations

import msgspec

from adjudicator.master_of_wills import GAME
from api.service import matches
from tests.master_of_wills.positions import faction_phase, started
from tests.support.invariants import assert_no_secret


def test_a_plain_play_of_an_always_face_down_round_effect_is_hidden_in_the_log() -> None:
    state = started()
    state, (card,) = faction_phase(state, "ann", ["MOW-F-RZC-E-05"])
    action = GAME.decode_action({"type": "play", "player": "ann", "card": card})
    assert action in GAME.legal_actions(state), "legal-actions offers the plain play"
    events = GAME._apply(state, action)
    assert card in GAME.secret_ids(state, "bob"), "the card lands face down"
    views = matches.action_views(GAME, state, action, ["ann", "bob"], events)
    entry = matches.LogEntry(seq=1, player="ann", action=action, digest="", prev="", hash="", events=events, views=views)
    for viewer in ("bob", None):
        seen = matches.redact_entry(GAME, entry, viewer, organizer=False)
        assert_no_secret(msgspec.json.encode(seen), GAME.secret_ids(state, viewer), f"log entry for {viewer}")
    assert msgspec.to_builtins(matches.redact_entry(GAME, entry, "ann", organizer=False)["action"])["card"] == card
