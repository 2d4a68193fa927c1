"""Coverage of the community database, cluster by cluster, as floors that must never fall; and random
playouts with decks of real cards of every playable cluster, under the standing invariants (cards
conserved, listed actions accepted, hidden information hidden, JSON round trip, replay digest)."""

from __future__ import annotations

import functools
from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.cards import CardSet, Catalogue, catalogue_card_set
from adjudicator.force_of_will.coverage import cluster_decks, deck_card_set
from adjudicator.force_of_will.formats import format_id_of_cluster
from tests.support.invariants import random_playout

from .fowsim_db import imported
from .policy import PolicyGame

# Fully supported cards per cluster (issue 14 started from 128 in all; raise these as families land).
FLOOR = {
    "Grimm": 220,
    "Alice": 228,
    "Lapis": 170,
    "Reiya": 269,
    "New Valhalla": 163,
    "Alice Origin": 137,
    "Saga": 47,
    "Duel": 24,
    "Hero": 69,
    "Trinity": 2,
}
TOTAL_FLOOR = 1329
PLAYABLE_FLOOR = {"Grimm", "Alice", "Lapis", "New Valhalla", "Hero"}


@functools.cache
def catalogue() -> Catalogue:
    return catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))


def test_supported_cards_per_cluster_never_fall() -> None:
    supported: dict[str, int] = {}
    for entry in imported()["report"]:
        supported[entry["cluster"]] = supported.get(entry["cluster"], 0) + int(entry["supported"])
    assert set(supported) == set(FLOOR)
    for cluster, floor in FLOOR.items():
        assert supported[cluster] >= floor, (cluster, supported[cluster], floor)
    assert sum(supported.values()) >= TOTAL_FLOOR


def playable_clusters() -> list[str]:
    return [c for c in FLOOR if cluster_decks(catalogue(), format_id_of_cluster(c))]


def test_clusters_with_a_legal_deck_never_fall() -> None:
    assert set(playable_clusters()) >= PLAYABLE_FLOOR


@pytest.mark.parametrize("cluster", sorted(PLAYABLE_FLOOR))
def test_random_playouts_with_real_decks(cluster: str) -> None:
    decks = cluster_decks(catalogue(), format_id_of_cluster(cluster))
    card_set = deck_card_set(catalogue(), decks, "real-decks")
    game = PolicyGame(turn_cap=60)
    for n in range(6):
        pair: dict[str, Any] = {"ann": decks[n % len(decks)], "bob": decks[(n + 1) % len(decks)]}
        setup = {"players": ["ann", "bob"], "seed": f"real-{cluster}-{n}", "options": {"card_set": card_set}, "decks": pair}
        state, actions = random_playout(game, setup, f"real-choices-{n}", check_every=1 if n == 0 else 5, views_every=1 if n == 0 else 5)
        assert state.over and actions
