"""fow-q-grimm: Grimm cluster families played with real cards of the community database (named by id; the
printed text stays in ../shared).

- FOW-NAMED-COUNTERS-EQUAL-R: "put <name> counters equal to the number of <group> on this card" (TAT-010).
- FOW-SEARCH-COST-COUNTERS-R: a search for a total cost equal to the number of counters on this card, "if this card
  has N or less <name> counters on it" (MPR-005).
- FOW-IF-SELF-COUNTERS-R: "then, if there are N or more <name> counters on this card, banish it and <effect>",
  the condition checked once for the sentence (TAT-010).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, next_turn, player, to_field
from .real import real_started


def _counters(state: State, card_id: str) -> dict[str, int]:
    (entity,) = [e for p in state.players for e in p.field if e.id == card_id]
    return dict(entity.counters) if entity.counters else {}


def _ann_next_main(state: State) -> State:
    """Both players pass through bob's turn into ann's next main phase, its triggers resolved."""
    state = next_turn(next_turn(state))
    while state.phase != "main" or state.chase or state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.turn.player == "ann"
    return state


# -- FOW-NAMED-COUNTERS-EQUAL-R / FOW-IF-SELF-COUNTERS-R ---------------------------------------------------------


def _tower_turn(hope: int) -> tuple[State, str, str]:
    """TAT-010 in ann's field with ``hope`` hope counters, two resonators of hers and one of bob's, at ann's next
    main phase (its trigger played): the state, the tower, bob's resonator."""
    state = real_started("TAT-010")
    tower = to_field(state, "ann", "TAT-010", counters={"hope": hope})
    to_field(state, "ann", "TST-R01")
    to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R02")
    return _ann_next_main(state), tower, theirs


def test_fow_named_counters_equal_r_the_tower_counts_your_resonators() -> None:
    """FOW-NAMED-COUNTERS-EQUAL-R with TAT-010 (at the beginning of your main phase, hope counters equal to the
    number of resonators you control on it; then at ten or more, banish it and destroy all of the opponent's
    resonators and additions): with three counters and two resonators of ann's it has five at her next main phase,
    and nothing is destroyed."""
    assert entry("TAT-010")["supported"]
    (ability,) = card("TAT-010")["abilities"]
    assert ability["trigger"] == "your_main_phase"
    assert ability["effects"][0] == {"op": "put_counters", "amount": 1, "counter": "hope", "target": "self", "per": {"what": "resonator"}}
    state, tower, theirs = _tower_turn(3)
    assert _counters(state, tower) == {"hope": 5}
    assert theirs in {e.id for e in player(state, "bob").field}


def test_fow_if_self_counters_r_banished_then_the_opponents_cards_destroyed() -> None:
    """FOW-IF-SELF-COUNTERS-R with TAT-010: with eight counters and two resonators of ann's it reaches ten, is
    banished, and -- the condition checked once for the sentence, though the tower is gone -- bob's resonator and
    his own tower (an addition) are destroyed; ann's resonators stay."""
    state = real_started("TAT-010")
    tower = to_field(state, "ann", "TAT-010", counters={"hope": 8})
    mine = {to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R03")}
    theirs = {to_field(state, "bob", "TST-R02"), to_field(state, "bob", "TAT-010")}
    state = _ann_next_main(state)
    assert tower in player(state, "ann").graveyard
    assert theirs <= set(player(state, "bob").graveyard)
    assert mine <= {e.id for e in player(state, "ann").field}


def test_fow_if_self_counters_r_below_ten_nothing_happens() -> None:
    """FOW-IF-SELF-COUNTERS-R breaking: with seven counters and two resonators of ann's the tower has nine; it
    stays and bob's resonator too."""
    state, tower, theirs = _tower_turn(7)
    assert _counters(state, tower) == {"hope": 9}
    assert theirs in {e.id for e in player(state, "bob").field}


def test_fow_named_counters_equal_r_a_group_not_counted_is_refused() -> None:
    """FOW-NAMED-COUNTERS-EQUAL-R breaking: counters equal to the number of a group that is no count of the
    vocabulary (a plural that is no printed race, invented wording) are refused."""
    assert "is not in the vocabulary" in line_refusal("[Enter] >>> Put gloom counters equal to the number of rested wizards you control on this card.")


# -- FOW-SEARCH-COST-COUNTERS-R -----------------------------------------------------------------------------------


def _deck_card(state: State, pid: str, def_id: str) -> str:
    return next(c for c in player(state, pid).deck if c.partition(":")[2].rpartition("#")[0] == def_id)


def _to_search(state: State) -> State:
    state = next_turn(next_turn(state))
    for _ in range(40):
        if state.decision is not None and state.decision.kind == "search":
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no search decision")


def test_fow_search_cost_counters_r_the_book_finds_a_resonator_of_its_count() -> None:
    """FOW-SEARCH-COST-COUNTERS-R with MPR-005 (at the beginning of your main phase a creation counter on it; then,
    with six or less, search for a resonator with total cost equal to the number of creation counters on it, into
    your field): with one counter it has two at ann's next main phase; a total cost 1 resonator is refused, a total
    cost 2 one enters her field."""
    assert entry("MPR-005")["supported"]
    (ability,) = card("MPR-005")["abilities"]
    assert ability["effects"][1]["filter"] == {"kinds": ["resonator"], "cost_counter": "creation"}
    state = real_started("MPR-005")
    book = to_field(state, "ann", "MPR-005", counters={"creation": 1})
    state = _to_search(state)
    assert _counters(state, book) == {"creation": 2}
    small, right = _deck_card(state, "ann", "TST-R01"), _deck_card(state, "ann", "TST-R02")
    assert code_of(state, {"type": "search", "player": "ann", "card": small}) is not None
    state = act(state, {"type": "search", "player": "ann", "card": right})
    assert right in {e.id for e in player(state, "ann").field}


def test_fow_search_cost_counters_r_seven_counters_no_search() -> None:
    """FOW-SEARCH-COST-COUNTERS-R breaking: with six counters the book has seven at ann's next main phase -- more
    than six -- and no search is asked."""
    state = real_started("MPR-005")
    book = to_field(state, "ann", "MPR-005", counters={"creation": 6})
    state = _ann_next_main(state)
    assert _counters(state, book) == {"creation": 7}
