"""Force of Will will behaviours the mutation run of 2026-12-04 late afternoon (issue 21, docs/mutation.md)
found unpinned in ``will.py``: the canonical payment takes the pool's will of an attribute first and asks
sources only for the rest; restricted will is spent of the kind paid, whatever else the pool holds; a card named in a payment that the cost itself already uses is refused as used
(FOW-WILL-3) only when it could otherwise produce that will, and with its own reason otherwise; a rested card
whose [Rest] will ability waits still offers a later will ability that does not rest it; the counter a
FOW-COUNTER-WILL-R refusal names is that of the card's first will ability lacking counters."""

from __future__ import annotations

import copy
from typing import Any

from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.state import Payment, RestrictedWill
from adjudicator.force_of_will.vocabulary import SpendOnly
from adjudicator.force_of_will.will import apply_payment, find_payment, source_problem, usable_sources

from .fowsim_db import card
from .helpers import player, pool, started, stones, to_field
from .real import hero_started


def _board(state: Any) -> Board:
    return Board(catalogue_for(state.options), state)


def test_fow_will_3_a_busy_card_is_used_only_when_it_could_pay_otherwise() -> None:
    """FOW-WILL-3 (source_problem): a card the cost itself rests or banishes (``busy``) is 'already used'
    when it could produce the will, or when its only obstacle is [Rest] (FOW-PLAY-4); any other reason (a
    will it does not produce) is answered as it is."""
    state = started()
    w, tired = stones(state, "ann", "TST-ST-W", "TST-ST-D")
    next(e for e in player(state, "ann").field if e.id == tired).rested = True
    board = _board(state)
    ann = player(state, "ann")
    used = ("FOW-WILL-3", f"{board.card(tired).name} is already used for this cost")
    assert source_problem(board, ann, tired, "light", {tired}) == used
    assert source_problem(board, ann, tired, "light", set()) == ("FOW-PLAY-4", f"{board.card(tired).name} is rested: [Rest] needs a recovered card")
    assert source_problem(board, ann, w, "fire", {w}) == ("FOW-WILL-2", f"{board.card(w).name} produces light, not fire")


def _stone_with(abilities: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """VIN003-086 (a special magic stone: its own {Rest} fire, then a water will ability removing a magic
    counter) with ``abilities`` instead of its printed will ability (its [Enter] ability kept)."""
    printed = card("VIN003-086")["abilities"]
    others = [a for a in printed if a["kind"] != "will"]
    return {"VIN003-086": {"abilities": [*abilities, *others]}}


def _water_ability(**cost: Any) -> dict[str, Any]:
    (will_ability,) = [dict(copy.deepcopy(a)) for a in card("VIN003-086")["abilities"] if a["kind"] == "will"]
    will_ability["cost"] = cost
    return will_ability


def test_fow_will_abilities_r_a_rested_card_still_offers_a_will_ability_without_rest() -> None:
    """FOW-WILL-ABILITIES-R, FOW-PLAY-4: a rested magic stone whose first will ability (its own {Rest}: fire)
    waits still offers its next one when that one does not rest it (here: banish this card: water); a
    recovered one offers both, in printed order."""
    state = hero_started((), ("VIN003-086",), changed=_stone_with([_water_ability(banish_self=True)]))
    stone = to_field(state, "ann", "VIN003-086")
    board = _board(state)
    ann = player(state, "ann")
    assert [(s.key, s.produce, s.rests, s.banish) for s in usable_sources(board, ann, set())] == [
        (stone, ["fire"], True, False), (stone, ["water"], False, True)]
    next(e for e in ann.field if e.id == stone).rested = True
    assert [(s.key, s.produce, s.rests, s.banish) for s in usable_sources(board, ann, set())] == [(stone, ["water"], False, True)]


def test_fow_counter_will_r_the_refusal_names_the_first_ability_lacking_counters() -> None:
    """FOW-COUNTER-WILL-R: with two water abilities removing counters (one magic counter, then two charge
    counters) and no counter on the card, water is refused naming the first: one magic counter."""
    first = _water_ability(rest=True, remove_counters={"counter": "magic"})
    second = _water_ability(rest=True, remove_counters={"counter": "charge", "amount": 2})
    state = hero_started((), ("VIN003-086",), changed=_stone_with([first, second]))
    stone = to_field(state, "ann", "VIN003-086")
    board = _board(state)
    name = board.card(stone).name
    assert source_problem(board, player(state, "ann"), stone, "water", set()) == (
        "FOW-COUNTER-WILL-R", f"{name} has fewer than 1 magic counter(s) to remove")


def test_fow_will_1_the_canonical_payment_asks_sources_only_for_what_the_pool_lacks() -> None:
    """FOW-WILL-1 (find_payment): {light}{light} with one light will in the pool and one light stone: the pool's
    light and the stone; with no light in the pool, the one stone is not enough."""
    state = started()
    (w,) = stones(state, "ann", "TST-ST-W")
    board = _board(state)
    ann = player(state, "ann")
    pool(state, "ann", light=1)
    payment = find_payment(board, ann, ({"light": 2}, 0), set())
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [(w, "light")] and payment.pool == {"light": 1}
    pool(state, "ann")
    assert find_payment(board, ann, ({"light": 2}, 0), set()) is None


def test_fow_will_spend_only_r_restricted_will_spent_of_the_kind_paid() -> None:
    """FOW-WILL-SPEND-ONLY-R (apply_payment): with restricted fire then restricted water in the pool (both for
    chants only), paying one restricted water for a chant spends the water and keeps the fire."""
    state = started()
    board = _board(state)
    ann = player(state, "ann")
    chants = SpendOnly(types=["chant"])
    ann.restricted = [RestrictedWill(will="fire", only=chants), RestrictedWill(will="water", only=chants)]
    chant = board.cat.defs["TST-C05"]
    assert chant.type == "chant"
    events: list[Any] = []
    apply_payment(board, ann, Payment(restricted={"water": 1}), events, chant)
    assert ann.restricted == [RestrictedWill(will="fire", only=chants)]
