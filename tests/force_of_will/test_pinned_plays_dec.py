"""Rule behaviours of ``adjudicator/force_of_will/plays.py`` pinned so that a wrong rule cannot hide (issue 21,
scripts/mutation, the sample of 2026-12-04 (late night) against the whole ``tests/force_of_will`` directory): each test was
written against a change to ``plays.py`` that no other test noticed. Real cards of the community database are
named by id (their text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import PutStandby, State

from .helpers import act, find, listed, player, pool, started, to_field, to_hand
from .real import board_of
from .test_fowsim_fow_runes_families import rune, rune_game
from .test_fowsim_grimmb_families import _melfee
from .test_pinned_plays import other_angel_ruler_game


def test_a_rune_beyond_the_remaining_divinity_does_not_hide_the_runes_after_it() -> None:
    """FOW-RUNE-PLAY-R (CR 711.2, 711.4): with SDV1-005 ([Divinity] 10) and NDR-087, NDR-080, NDR-064 (divinity 3
    each) revealed, NDR-027 (divinity 3) is beyond the remaining 1 and not listed; NDR-034 (divinity 1) after it
    in the rune area still is."""
    runes = ("NDR-087", "NDR-080", "NDR-064", "NDR-027", "NDR-034")
    state = rune_game(runes=runes)
    ann = player(state, "ann")
    ann.runes_revealed = [rune(state, "ann", r) for r in runes[:3]]
    beyond, within = rune(state, "ann", "NDR-027"), rune(state, "ann", "NDR-034")
    ann.rune_area = [*ann.runes_revealed, beyond, within]
    assert not listed(state, "play_card", card=beyond)
    assert listed(state, "play_card", card=within)


def refused(state: State, action: dict[str, Any]) -> tuple[str, str, str]:
    v = GAME.verify(state, GAME.decode_action(action))
    assert v is not None, action
    return v.code, v.message, v.path or ""


def test_an_activate_rest_ability_of_a_card_not_ready_is_refused_with_its_reason() -> None:
    """FOW-PLAY-4 (CR 1013, 905.3): the [Rest] activate ability of TST-R19 is refused at the card with the reason
    a player reads: it entered the field this turn, or it is rested."""
    state = started()
    automaton = to_field(state, "ann", "TST-R19", since=1)
    mine = to_field(state, "ann", "TST-R02")
    action = {"type": "activate", "player": "ann", "card": automaton, "ability": 0, "targets": [mine]}
    waits = "Voidglass Automaton entered the field this turn: its [Rest] abilities wait (no [Swiftness])"
    assert refused(state, action) == ("FOW-PLAY-4", waits, "/action/card")
    entity = next(e for e in player(state, "ann").field if e.id == automaton)
    entity.since, entity.rested = 0, True
    assert refused(state, action) == ("FOW-PLAY-4", "Voidglass Automaton is rested: [Rest] needs a recovered card", "/action/card")


def test_a_will_ability_resting_other_cards_is_listed_with_the_cards_it_rests() -> None:
    """FOW-WILL-REST-CARDS-R with MOA-037 (resting two recovered Elves its player controls: one will): the listed
    use names two Elves to rest and is legal as listed; with one Elf left recovered (and MOA-037, also an Elf,
    rested) it is not listed."""
    state, melfee, first, second, _ = _melfee()
    listed_use = find(state, "produce_will", source=melfee, will="fire")
    assert len(listed_use["payment"]["rest"]) == 2
    assert set(listed_use["payment"]["rest"]) <= {melfee, first, second}
    assert GAME.verify(state, GAME.decode_action(listed_use)) is None
    board = board_of(state)
    for tired in (melfee, second):
        board.entity(tired).rested = True  # type: ignore[union-attr]
    assert not listed(state, "produce_will", source=melfee)


def test_a_judgment_lowered_below_nothing_costs_nothing() -> None:
    """FOW-JUDG-LESS-R (CR 903.2k-4): the invented Angel ruler's Judgment of {3}, one less for each other Angel
    its player controls, costs nothing with three Angel resonators (TST-R01 twice, TST-R05): "down to none", not
    {1}; listed and played with an empty payment."""
    state = other_angel_ruler_game()
    for angel in ("TST-R01", "TST-R01", "TST-R05"):
        to_field(state, "ann", angel)
    pool(state, "ann")
    judgment = {"type": "judgment", "player": "ann", "payment": {}}
    assert GAME.verify(state, GAME.decode_action(judgment)) is None
    assert listed(state, "judgment")
    state = act(state, judgment)
    assert [item.kind for item in state.chase] == ["judgment"]


def test_copies_of_one_card_in_the_hand_are_one_standby_choice() -> None:
    """FOW-PLAY-5 (CR 706.1): two copies of TST-R11 in ann's hand give one listed choice of putting it into her
    standby area (the first copy stands for both), and each other card of her hand one."""
    state = started()
    first, second = to_hand(state, "ann", "TST-R11"), to_hand(state, "ann", "TST-R11")
    pool(state, "ann", void=2)
    standby = [a for a in GAME.legal_actions(state) if isinstance(a, PutStandby)]
    assert standby, "no standby listed"
    assert first != second and [a.card for a in standby if a.card in (first, second)] == [first]
    hand = player(state, "ann").hand
    assert len(standby) == len({c.split(":")[1].rsplit("#")[0] for c in hand})
