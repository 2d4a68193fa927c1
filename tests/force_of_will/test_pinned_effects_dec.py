"""Rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-04 (late night, branch ``mut-dec2``) against the whole ``tests/force_of_will``
directory, after the day's merges."""

from __future__ import annotations

from typing import Any

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
