"""Forged states never crash the engine: states met in seeded games (the invented pool and real decks of the
Grimm and Hero clusters, read from the community database) are changed one or two fields at a time (a string
swapped for another id of the state or for a malformed one, a number moved, a flag flipped, a list entry
dropped or repeated, a key removed) and each forgery is either refused by ``decode_state`` with an
``InputError`` (a 4xx over every transport) or, if it could have arisen, views, legal actions and the
adjudication of those actions all run without an exception.

A crash found this way is a field the consistency check does not read (the turn's records were one: a forged
``entered`` record naming a card of no set made FOW-ENTERED-THIS-TURN-R's count raise a ``KeyError``)."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import catalogue_card_set, reference_card_set_json, reference_decks
from adjudicator.force_of_will.coverage import choose, cluster_decks, deck_card_set
from adjudicator.force_of_will.state import CardSet, State

from .fowsim_db import card, imported

Path = tuple[str | int, ...]
MALFORMED = ["", "x", "ann:NOPE#1", "p1:NOPE#1", "chase:99", "auto:99", "ann/", "/0"]


def _states(card_set: dict[str, Any] | None, decks: dict[str, Any], seed: str, every: int) -> list[dict[str, Any]]:
    options = {"card_set": card_set} if card_set is not None else {}
    state: State = GAME.setup(None, list(decks), seed, options, decks)
    chooser = Rng(seed_rng(seed, "forgery-policy"))
    seen = []
    for step in range(600):
        if state.over:
            break
        listed = GAME.legal_actions(state)
        picks = choose(state, listed, 40) or listed
        state = GAME.adjudicate(state, picks[chooser.below(len(picks))], owned=True).state
        if step % every == 0:
            seen.append(msgspec.to_builtins(state))
    return seen


def _remembering_set() -> dict[str, Any]:
    """The invented pool with MP01-128's Judgment (it counts the cards of a race put into the field this turn,
    FOW-ENTERED-THIS-TURN-R) given to both reference rulers and that race to TST-R01: the turn keeps its
    ``entered`` records, which forgeries then change."""
    judgment = card("MP01-128")["judgment"]
    race = judgment["when"]["count"]["races"][0]
    changed = {"TST-RU1": {"judgment": judgment}, "TST-RU2": {"judgment": judgment}, "TST-R01": {"races": [race]}}
    cards = [c | changed.get(c["id"], {}) for c in reference_card_set_json()["cards"]]
    return {"id": "forgery-remembers", "cards": cards}


@cache
def sources() -> list[dict[str, Any]]:
    found = _states(None, {"ann": "dawn", "bob": "cinder"}, "forgery-reference", 9)
    decks = reference_decks()
    found += _states(_remembering_set(), {"ann": decks["dawn"], "bob": decks["cinder"]}, "forgery-remembers", 1)
    cat = catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))
    for format_id in ("grimm", "hero"):
        decks = cluster_decks(cat, format_id)
        card_set = deck_card_set(cat, decks, f"{format_id}-forgery")
        found += _states(card_set, {"p1": decks[0], "p2": decks[-1]}, f"forgery-{format_id}", 11)
    return found


CARD_SET: Path = ("options", "card_set")


def _nodes(node: Any, path: Path = (), *, into_card_set: bool = True) -> Iterator[tuple[Path, Any]]:
    yield path, node
    if not into_card_set and path == CARD_SET:
        return
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _nodes(value, (*path, key), into_card_set=into_card_set)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _nodes(value, (*path, index), into_card_set=into_card_set)


def _forge(rng: random.Random, data: dict[str, Any], pool: list[str]) -> tuple[dict[str, Any], str] | None:
    """``data`` with one node changed, and what changed; None if the node drawn cannot change."""
    # The card set a state carries is never forged here (it is checked as a card set:
    # tests/force_of_will/test_importer.py): it is shared with the copy, not copied, and not walked.
    card_set = data.get("options", {}).get("card_set")
    data = copy.deepcopy(data, {id(card_set): card_set})
    by_shape: dict[tuple[str | int, ...], list[tuple[Path, Any]]] = {}
    for path, value in list(_nodes(data, into_card_set=False))[1:]:
        if path[:2] == CARD_SET:
            continue
        by_shape.setdefault(tuple("*" if isinstance(k, int) else k for k in path), []).append((path, value))
    # A field drawn by its shape (list indices aside), then one of its nodes: every kind of field is forged as
    # often as any other, however many cards a list holds.
    path, value = rng.choice(by_shape[rng.choice(sorted(by_shape, key=repr))])
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    new: Any
    if isinstance(value, bool):
        new = not value
    elif isinstance(value, int):
        new = rng.choice([value + 1, value - 1, 0, -1, 2**31 - 1, 2 * value + 7])
    elif isinstance(value, str):
        new = rng.choice(pool + MALFORMED)
    elif value is None:
        new = rng.choice([*pool[:10], 0, True, "x"])
    elif isinstance(value, list) and value:
        new = list(value)
        if rng.random() < 0.5:
            del new[rng.randrange(len(new))]
        else:
            new.insert(rng.randrange(len(new) + 1), copy.deepcopy(rng.choice(value)))
    elif isinstance(value, dict) and value:
        new = {k: v for k, v in value.items() if k != rng.choice(sorted(value))}
    else:
        return None
    parent[path[-1]] = new  # type: ignore[index]
    return data, f"{'/'.join(map(str, path))}: {value!r:.60} -> {new!r:.60}"


def _exercise(state: State) -> None:
    for viewer in [*(p.id for p in state.players), None]:
        GAME.view(state, viewer)
        GAME.legal_actions(state, viewer)
    for action in GAME.legal_actions(state)[:8]:
        GAME.adjudicate(state, action, owned=True)


@pytest.mark.parametrize("part", range(4))
def test_a_forged_state_is_refused_or_plays_without_a_crash(part: int) -> None:
    states = sources()[part::4]
    rng = random.Random(f"forgery-{part}")
    accepted = refused = 0
    for data in states:
        pool = sorted({v for _, v in _nodes(data) if isinstance(v, str)})
        for _ in range(6):
            forged = _forge(rng, data, pool)
            if forged is None:
                continue
            if rng.random() < 0.3:
                forged = _forge(rng, forged[0], pool) or forged
            try:
                state = GAME.decode_state(forged[0])
            except InputError:
                refused += 1
                continue
            accepted += 1
            try:
                _exercise(state)
            except InputError:
                pass
            except Exception as error:  # noqa: BLE001 -- the point: any other exception is a crash
                raise AssertionError(f"{forged[1]}: {type(error).__name__}: {error}") from error
    assert refused > accepted > 0, (refused, accepted)
