"""Coverage of the community database, cluster by cluster, as floors that must never fall; and random
playouts with decks of real cards of every playable cluster, under the standing invariants (cards
conserved, listed actions accepted, hidden information hidden, JSON round trip, replay digest)."""

from __future__ import annotations

import functools
from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.cards import CardSet, Catalogue, catalogue_card_set
from adjudicator.force_of_will.coverage import attribute_decks, cluster_decks, deck_card_set, play_to_end
from adjudicator.force_of_will.formats import format_id_of_cluster
from tests.support.invariants import random_playout

from .fowsim_db import imported
from .policy import PolicyGame

# Fully supported cards per cluster (issue 14 started from 128 in all; raise these as families land).
FLOOR = {
    "Grimm": 442,
    "Alice": 420,
    "Lapis": 420,
    "Reiya": 561,
    "New Valhalla": 417,
    "Alice Origin": 343,
    "Saga": 212,
    "Duel": 49,
    "Hero": 306,
    "Trinity": 13,
}
TOTAL_FLOOR = 3183
PLAYABLE_FLOOR = {"Grimm", "Alice", "Lapis", "Reiya", "New Valhalla", "Hero", "Alice Origin", "Saga"}
# The attributes of which a playable cluster has a legal deck (its basic stones of that attribute only,
# main-deck cards they pay for, a ruler of that attribute or of none): issue 14 asks for all five where the
# cluster's supported cards allow it.  Saga is playable but prints no basic magic stone (FOW-DECK-4): a deck
# of its special stones is no deck "of one attribute" in this sense, so it has no entry here.  Missing on
# 2026-12-05: no supported ruler of that attribute (Reiya wind: each such ruler or its J-ruler side has an
# unsupported line); Alice Origin prints no basic darkness magic stone.
ATTRIBUTE_FLOOR = {
    "Grimm": {"light", "fire", "water", "wind", "darkness"},
    "Alice": {"light", "fire", "water", "wind", "darkness"},
    "Lapis": {"light", "fire", "water", "wind", "darkness"},
    "New Valhalla": {"light", "fire", "water", "wind", "darkness"},
    "Hero": {"light", "fire", "water", "wind", "darkness"},
    "Alice Origin": {"light", "fire", "water", "wind"},
    "Reiya": {"light", "fire", "water", "darkness"},
}


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


@pytest.mark.parametrize("cluster", sorted(ATTRIBUTE_FLOOR))
def test_a_deck_of_each_attribute_plays_to_the_end(cluster: str) -> None:
    """Issue 14: a legal deck of each attribute the cluster's supported cards allow (never fewer than the
    floor), each playing a seeded game against itself to the end by the rules."""
    decks = attribute_decks(catalogue(), format_id_of_cluster(cluster))
    assert set(decks) >= ATTRIBUTE_FLOOR[cluster], (cluster, sorted(decks))
    for attribute, deck in sorted(decks.items()):
        stones = {catalogue().defs[s].stone_produces[0] for s in deck["stones"]}
        assert stones == {attribute}
        card_set = deck_card_set(catalogue(), [deck], f"{attribute}-deck")
        result = play_to_end(card_set, {"p1": deck, "p2": deck}, f"attribute-{cluster}-{attribute}")
        assert result.ended, (cluster, attribute, result)
