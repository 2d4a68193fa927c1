"""Rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-04 (late night, branch ``mut-dec2``) against the whole ``tests/force_of_will``
directory, after the day's merges."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .helpers import act, both_pass, player, pool, stones, to_field, to_hand
from .real import board_of, play, real_started, resolve_all, stats
from .test_pinned_board_dec import _chant, _with


def _play(state: State, card_id: str) -> State:
    pool(state, "ann", fire=1)
    return both_pass(act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", card_id), "payment": {"pool": {"fire": 1}}}))


def test_fow_reveal_until_r_the_rest_shuffled_into_the_deck() -> None:
    """FOW-REVEAL-UNTIL-R, ``rest: shuffle`` (no printed card of the database has it; an invented chant): ann's
    deck holds two chants above its first resonator; the resonator goes into her hand, the two chants revealed
    with it go back into her main deck (none removed, none lost) and the deck is shuffled."""
    effect: dict[str, Any] = {"op": "reveal_until", "filter": {"kinds": ["resonator"]}, "rest": "shuffle"}
    state = _with(_chant("TST-XRU", [effect]), seed="reveal-shuffle")
    deck = player(state, "ann").deck
    kinds = {c: board_of(state).card(c).type for c in deck}
    chants = [c for c in deck if kinds[c] == "chant" and "TST-XRU" not in c][:2]
    resonator = next(c for c in deck if kinds[c] == "resonator")
    for c in (resonator, *chants):
        deck.remove(c)
        deck.insert(0, c)
    size = len(deck)
    spell = next(c for c in deck if "TST-XRU" in c)
    counter = state.rng.counter
    state = _play(state, "TST-XRU")
    ann = player(state, "ann")
    assert spell in ann.graveyard and resonator in ann.hand
    assert set(chants) <= set(ann.deck) and len(ann.deck) == size - 2 and ann.deck_count == len(ann.deck)
    assert not set(chants) & set(ann.removed) and state.rng.counter > counter


def test_fow_move_counters_r_all_counters_of_other_j_resonators_only() -> None:
    """FOW-MOVE-COUNTERS-R with LEL-039 ([Enter]: move every [+A/+B] counter of that kind from the other
    J/resonators to this card): a counter of that kind on ann's magic stone (no J/resonator) stays there; the
    flyer's two move (the card entering 900/1000)."""
    state = real_started("LEL-039")
    stone = stones(state, "ann", "TST-ST-W")[0]
    entity = next(e for e in player(state, "ann").field if e.id == stone)
    entity.counters = {"+100/+100": 1}
    scout = to_field(state, "ann", "TST-R01", counters={"+100/+100": 2})
    yasha = to_hand(state, "ann", "LEL-039")
    state = resolve_all(play(state, "ann", yasha))
    assert stats(state, yasha)[:2] == (900, 1000) and stats(state, scout)[:2] == (400, 400)
    entity = next(e for e in player(state, "ann").field if e.id == stone)
    assert entity.counters == {"+100/+100": 1}


def test_fow_play_2_an_addition_whose_target_went_to_a_hand_names_it_to_its_owner_only() -> None:
    """FOW-PLAY-2 (CR 702.3a), ``_enter_field``: ann's TST-A01 targets bob's resonator; in response bob returns it
    to his hand (an invented [Quickcast] chant); the addition goes to ann's graveyard and the ``target_illegal``
    event names the card, now in bob's hand, to bob alone (ann and the public read no card)."""
    bounce = _chant("TST-XRH", [{"op": "return_to_hand", "target": 0}]) | {"keywords": ["quickcast"], "targets": [{"kind": "resonator"}]}
    state = _with(bounce, seed="bounce")
    scout = to_field(state, "bob", "TST-R01")
    addition = to_hand(state, "ann", "TST-A01")
    pool(state, "ann", light=1, fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": addition, "targets": [scout], "payment": {"pool": {"light": 1, "fire": 1}}})
    state = act(state, {"type": "pass", "player": "ann"})
    pool(state, "bob", fire=1)
    spell = to_hand(state, "bob", "TST-XRH")
    state = act(state, {"type": "play_card", "player": "bob", "card": spell, "targets": [scout], "payment": {"pool": {"fire": 1}}})
    events: list[Any] = []
    for _ in range(4):
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.to_act[0]}))
        assert result.valid, result.violation
        events.extend(result.events)
        state = result.state
        if addition in player(state, "ann").graveyard:
            break
    assert scout in player(state, "bob").hand and addition in player(state, "ann").graveyard
    (illegal,) = [e for e in GAME.view_events(events, "bob") if e["type"] == "target_illegal"]
    assert illegal["target"] == scout and illegal["rule"] == "FOW-PLAY-2"
    for viewer in ("ann", None):
        (hidden,) = [e for e in GAME.view_events(events, viewer) if e["type"] == "target_illegal"]
        assert hidden.get("target") != scout
