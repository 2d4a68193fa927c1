"""Search forms read by fow-x-search (searching the deck), each played with a real card named by id (the printed text
stays in ../shared):

- FOW-SEARCH-JUDGMENT-X-R: a J-ruler's [Enter] search for X cards of a race put into the field, X the X paid for the
  [Judgment] of its ruler side (MPR-046J, MP01-114J; their rulers MPR-046, MP01-114).
- FOW-SEARCH-ATTRS-RACE-R: a search for "a <attribute> or <attribute> <Race> <type>" (TUS-020's God's Art).
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, pool
from .real import hero_started, ruler_of

# Treasury Item field additions of the database (no J/resonator to add them to is needed).
_ITEMS = ("CMF-055", "MOA-008", "CMF-007")


def test_fow_search_judgment_x_r_is_read() -> None:
    """FOW-SEARCH-JUDGMENT-X-R: both J-ruler sides read as an [Enter] search counting X, the cards supported."""
    for ruler, shuffle in (("MPR-046", False), ("MP01-114", True)):
        assert entry(ruler)["supported"] and entry(ruler + "J")["supported"]
        (search,) = [a for a in card(ruler + "J")["abilities"] if a.get("trigger") == "enter"]
        (effect,) = search["effects"]
        assert effect["op"] == "search" and effect["count_x"] is True and effect["to"] == "field"
        assert effect["filter"]["races"] == ["Treasury Item"]
        assert effect.get("shuffle", True) is shuffle


def _judged(x: int) -> State:
    """Ann, ruler MPR-046 with three Treasury Item field additions in her deck, does Judgment paying X=``x`` with moon
    will; play goes on until the first search decision (or none)."""
    state = hero_started(_ITEMS, ruler="MPR-046")
    will = {"void": 2, **({"moon": x} if x else {})}
    pool(state, "ann", **will)
    state = act(state, {"type": "judgment", "player": "ann", "x": x, "payment": {"pool": will}})
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "search":
            return state
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        elif state.chase:
            state = both_pass(state)
        else:
            return state
    raise AssertionError("the search was not asked")


def _deck_item(state: State, card_id: str) -> str:
    return next(c for c in player(state, "ann").deck if c.split(":")[1].rsplit("#")[0] == card_id)


def test_fow_search_judgment_x_r_x_two_puts_two() -> None:
    """FOW-SEARCH-JUDGMENT-X-R with MPR-046: Judgment paid with X=2; the J-ruler's [Enter] search puts two Treasury
    Items into ann's field, one search decision each, and asks no third; a card of another race is refused (FOW-SEARCH-R)."""
    state = _judged(2)
    assert state.chase[-1].x == 2
    first, second = _deck_item(state, "CMF-055"), _deck_item(state, "MOA-008")
    wrong = next(c for c in player(state, "ann").deck if c.split(":")[1].startswith("TST-"))
    assert code_of(state, {"type": "search", "player": "ann", "card": wrong}) == "FOW-SEARCH-R"
    state = act(state, {"type": "search", "player": "ann", "card": first})
    assert state.decision is not None and state.decision.kind == "search" and state.decision.done == 1
    state = act(state, {"type": "search", "player": "ann", "card": second})
    assert state.decision is None or state.decision.kind != "search"
    field = {e.id for e in player(state, "ann").field}
    assert {first, second} <= field and _deck_item(state, "CMF-007") in player(state, "ann").deck


def test_fow_search_judgment_x_r_x_one_puts_one() -> None:
    """FOW-SEARCH-JUDGMENT-X-R: X=1 -- one card found closes the search."""
    state = _judged(1)
    first = _deck_item(state, "CMF-007")
    state = act(state, {"type": "search", "player": "ann", "card": first})
    assert state.decision is None or state.decision.kind != "search"
    assert first in {e.id for e in player(state, "ann").field}


def test_fow_search_judgment_x_r_x_zero_looks_for_none() -> None:
    """FOW-SEARCH-JUDGMENT-X-R: X=0 (MPR-046's moon X may be 0): no search decision is asked, the deck keeps its items."""
    state = _judged(0)
    assert state.decision is None or state.decision.kind != "search"
    assert all(_deck_item(state, i) for i in _ITEMS)


def _with_ruler_judgment(judgment: dict[str, Any] | None) -> list[str]:
    """The problems of MPR-046J checked against a ruler side with ``judgment``."""
    back = msgspec.convert(card("MPR-046J"), CardDef)
    front_record = dict(card("MPR-046"))
    if judgment is None:
        front_record.pop("judgment")
    else:
        front_record["judgment"] = judgment
    front = msgspec.convert(front_record, CardDef)
    return [e.message for e in collect_card_errors(back, {front.id: front, back.id: back}, "")]


def test_fow_search_judgment_x_r_broken_without_a_judgment_x() -> None:
    """FOW-SEARCH-JUDGMENT-X-R broken: the same J-ruler side behind a Judgment with no X is refused citing the rule
    (its own ruler side passes); the line on a resonator is refused by the reader."""
    assert _with_ruler_judgment(card("MPR-046")["judgment"]) == []
    assert any("FOW-SEARCH-JUDGMENT-X-R" in m for m in _with_ruler_judgment({"cost": {"free": 2}}))
    assert "outside a J-ruler's [Enter]" in line_refusal("[Enter] >>> Search your deck for X Fairy resonators and put them into the field.")


# -- FOW-SEARCH-ATTRS-RACE-R ---------------------------------------------------------------------------------------


def test_fow_search_attrs_race_r_is_read() -> None:
    """FOW-SEARCH-ATTRS-RACE-R: TUS-020's God's Art reads as an optional search of a resonator of one race with either
    of two attributes, total cost 1 or less; the card is supported."""
    assert entry("TUS-020")["supported"]
    (art,) = [a for a in card("TUS-020")["abilities"] if a.get("gods_art")]
    (effect,) = art["effects"]
    assert effect["filter"] == {"kinds": ["resonator"], "attributes": ["fire", "water"], "races": ["Metal Lifeform"], "max_cost": 1}


def test_fow_search_attrs_race_r_finds_either_attribute_of_the_race() -> None:
    """FOW-SEARCH-ATTRS-RACE-R with TUS-020 leading ann's deck, where TST-R11 (fire, total cost 1), TST-R06 (wind,
    total cost 1) and TST-R12 (fire, total cost 2) are given the race Metal Lifeform: its God's Art, accepted, finds
    TST-R11 into ann's hand; the wind one and the costlier one are refused citing FOW-SEARCH-R (the rule broken)."""
    metal = {"races": ["Metal Lifeform"]}
    state = hero_started((), ruler="TUS-020", changed={"TST-R11": metal, "TST-R06": metal, "TST-R12": metal})
    index = next(i for i, a in enumerate(card("TUS-020")["abilities"]) if a.get("gods_art"))
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": index, "payment": {}}))
    assert state.decision is not None and state.decision.kind == "may"
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "search"
    for wrong in ("TST-R06", "TST-R12", "TST-R01"):
        assert code_of(state, {"type": "search", "player": "ann", "card": _deck_item(state, wrong)}) == "FOW-SEARCH-R"
    found = _deck_item(state, "TST-R11")
    state = act(state, {"type": "search", "player": "ann", "card": found})
    assert found in player(state, "ann").hand
