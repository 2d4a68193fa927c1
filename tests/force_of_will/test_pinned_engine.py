"""The Force of Will engine class (adjudicator.force_of_will.engine) pinned so that a wrong rule cannot hide (issue
21, scripts/mutation): each test was written against a change to ``engine.py`` that no other test noticed, and
asserts what a client reads (the legal actions, the refusal with its pointer and message, the encoded bytes)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.cardsets import unknown_card_set
from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import def_id_of, validate_card_set
from adjudicator.force_of_will.state import Concede, Pay, Search

from .helpers import both_pass, player, pool, started, to_hand
from .real import play, real_started, resolve_all
from .test_fowsim_wide2_families import _cancel_unless_asked


def _named_set_started() -> tuple[str, dict[str, Any]]:
    """A game whose options name the reference card set by the digest this process validated it under."""
    _, summary, errors = validate_card_set(GAME.card_set())
    assert errors == []
    digest = summary["digest"]
    state = GAME.setup(None, ["ann", "bob"], "named-set", {"card_set": digest})
    return digest, msgspec.to_builtins(state)


def test_a_state_naming_a_card_set_known_here_is_accepted() -> None:
    """A state naming its card set by a digest this process validated is checked against that set and accepted."""
    digest, data = _named_set_started()
    assert data["options"]["card_set"] == digest
    assert GAME.decode_state(data).options.card_set == digest


def test_a_state_naming_an_unknown_card_set_is_refused_at_its_option() -> None:
    _, data = _named_set_started()
    unknown = "sha256:" + "0" * 64
    data["options"]["card_set"] = unknown
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    assert [(e.pointer, e.message) for e in caught.value.errors] == [("/state/options/card_set", unknown_card_set(unknown))]


def test_encode_state_is_the_canonical_json_whatever_names_the_card_set() -> None:
    """The encoding of a state is its canonical JSON, with the reference set, a set named by digest and a set
    carried inline alike (the inline set's text taken from its catalogue gives the same bytes)."""
    state = started()
    assert GAME.encode_state(state) == canonical_json(state)
    _, data = _named_set_started()
    named = GAME.decode_state(data)
    assert GAME.encode_state(named) == canonical_json(named)
    data["options"]["card_set"] = GAME.card_set()
    inline = GAME.decode_state(data)
    assert GAME.encode_state(inline) == canonical_json(inline)


def test_fow_cancel_unless_r_the_pay_decision_lists_refusing_once_and_paying_when_it_can_be_paid() -> None:
    """FOW-CANCEL-UNLESS-R: asked to pay {1} with no will, the player may only refuse (payment: null, listed
    once); with one void will in the pool, the payment is listed after the refusal."""
    state, _ = _cancel_unless_asked()
    assert state.decision is not None and state.decision.kind == "pay" and state.decision.player == "ann"
    assert GAME.legal_actions(state, "ann") == [Pay(player="ann", payment=None), Concede(player="ann")]
    pool(state, "ann", void=1)
    listed = GAME.legal_actions(state, "ann")
    refuse, paying, concede = listed
    assert isinstance(refuse, Pay) and isinstance(paying, Pay) and concede == Concede(player="ann")
    assert refuse.payment is None and paying.payment is not None
    assert GAME.verify(state, paying) is None


def test_fow_search_r_a_search_lists_each_card_of_the_deck_once_by_its_card() -> None:
    """FOW-SEARCH-R with AOA-042 (entering, it sends a card of its player's main deck to the graveyard): the
    legal search actions name each card of the deck once, by its first copy, however many copies there are."""
    state = real_started("AOA-042")
    state = play(state, "ann", to_hand(state, "ann", "AOA-042"))
    for _ in range(10):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.kind == "search" and state.decision.player == "ann"
    deck = player(state, "ann").deck
    assert len({def_id_of(c) for c in deck}) < len(deck)
    named = [a.card for a in GAME.legal_actions(state, "ann") if isinstance(a, Search) and a.card is not None]
    firsts = {def_id_of(c): c for c in reversed(deck)}
    assert sorted(named) == sorted(firsts.values())


# -- branch mut-engine (2026-12-04 late afternoon): survivors of the engine.py sample against the whole directory


def test_a_card_set_validated_here_is_known_and_not_needed() -> None:
    """A digest this process validated is known (a state naming it needs nothing loaded); an unknown digest is not
    known, and a state naming it needs that set (the service loads it from its store first)."""
    digest, _ = _named_set_started()
    unknown = "sha256:" + "0" * 64
    assert GAME.knows_card_set(digest) is True
    assert GAME.knows_card_set(unknown) is False
    state = GAME.setup(None, ["ann", "bob"], "named-set", {"card_set": digest})
    assert GAME.card_set_needed(state) is None
    options = msgspec.structs.replace(state.options, card_set=unknown)
    assert GAME.card_set_needed(msgspec.structs.replace(state, options=options)) == unknown
