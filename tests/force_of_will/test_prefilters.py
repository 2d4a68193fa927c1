"""The Force of Will fast paths agree with the rules they spare: ``Board.def_lowered`` / ``Board.may_be_gone``
(the rule processes' and the check's prefilter of FOW-RP-1) never spare a J/resonator that ``Board.stats``
finds gone, and ``Board.still`` (the memo of a read-only stretch) answers exactly what the board answers
without it.  Checked on every state of seeded random games: the invented pool, and decks of real cards of
every playable cluster (read from ../shared)."""

from __future__ import annotations

import functools
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import J_RESONATOR_TYPES, Board
from adjudicator.force_of_will.cards import CardSet, Catalogue, catalogue_card_set, catalogue_for
from adjudicator.force_of_will.coverage import cluster_decks, deck_card_set
from adjudicator.force_of_will.formats import format_id_of_cluster
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.turns import rule_processes

from .fowsim_db import imported
from .helpers import TEST_DECKS, player, to_field
from .real import real_started

CLUSTERS = ("Alice", "Alice Origin", "Grimm", "Hero", "Lapis", "New Valhalla", "Reiya", "Saga")


@functools.cache
def _catalogue() -> Catalogue:
    return catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))


def _gone(entity: Entity, stats: tuple[int, int, frozenset[str]]) -> bool:
    _, dfn, keywords = stats
    return dfn <= 0 or (entity.damage >= dfn and "eternal" not in keywords)


def _agree(state: State) -> int:
    """Check one state; the number of J/resonators looked at."""
    board = Board(catalogue_for(state.options), state)
    def_lowered = board.def_lowered()
    looked = 0
    plain: dict[str, Any] = {}
    for seat in state.players:
        for entity in seat.field:
            card = board.defn(entity)
            stats = board.stats(entity)
            plain[entity.id] = (stats, [(id(a), s.id, c) for a, s, c in board._continuous_on(entity, card)])
            if card.type in J_RESONATOR_TYPES:
                looked += 1
                if not board.may_be_gone(entity, card, def_lowered):
                    assert not _gone(entity, stats), (entity.id, stats)
    with board.still():
        for seat in state.players:
            for entity in seat.field:
                card = board.defn(entity)
                memo = (
                    board.stats(entity),
                    [(id(a), s.id, c) for a, s, c in board._continuous_on(entity, card)],
                )
                assert memo == plain[entity.id], entity.id
    return looked


def _play(setup: tuple[Any, ...], choice_seed: str, steps: int) -> int:
    state = GAME.setup(*setup)
    chooser = Rng(seed_rng(choice_seed, "prefilters"))
    looked = 0
    for _ in range(steps):
        if state.over:
            break
        looked += _agree(state)
        listed = [a for a in GAME.legal_actions(state) if a.__struct_config__.tag != "concede"]
        state = GAME.adjudicate(state, chooser.choice(listed)).state
    return looked


@pytest.mark.parametrize("cluster", CLUSTERS)
def test_prefilter_and_memo_agree_with_the_rules_in_real_games(cluster: str) -> None:
    decks = cluster_decks(_catalogue(), format_id_of_cluster(cluster))
    card_set = deck_card_set(_catalogue(), decks, "prefilters")
    looked = 0
    for n in range(3):
        pair = {"ann": decks[n % len(decks)], "bob": decks[(n + 1) % len(decks)]}
        looked += _play(
            (None, ["ann", "bob"], f"prefilters-{cluster}-{n}", {"card_set": card_set}, pair),
            f"choices-{n}",
            400,
        )
    assert looked > 0


def test_prefilter_and_memo_agree_with_the_rules_with_the_invented_pool() -> None:
    looked = sum(
        _play((None, ["ann", "bob"], f"prefilters-invented-{n}", None, TEST_DECKS), f"choices-{n}", 400)
        for n in range(4)
    )
    assert looked > 0


def test_a_lowering_continuous_ability_in_the_field_is_seen_by_the_prefilter() -> None:
    """RDE-042 (an [Addition:Field]) gives every resonator -200/-200: with it in the field, ann's undamaged
    TST-R11 (printed DEF 200) has DEF 0.  Nothing else lowers a DEF in this game, so only the card in the
    field makes the prefilter look: the check refuses the state (FOW-RP-1) and the rule processes put the
    resonator into its owner's graveyard."""
    state = real_started("RDE-042")
    cat = catalogue_for(state.options)
    assert "RDE-042" in cat.lowers_def_statically
    resonator = to_field(state, "ann", "TST-R11")
    assert not Board(cat, state).def_lowered()
    GAME.check(state)
    to_field(state, "bob", "RDE-042")
    board = Board(cat, state)
    entity = board.entity(resonator)
    assert entity is not None and entity.damage == 0 and board.def_lowered() and board.stats(entity)[1] == 0
    with pytest.raises(InputError) as refused:
        GAME.check(state)
    assert any("FOW-RP-1" in error.message and "/field/" in error.pointer for error in refused.value.errors)
    events: list[Any] = []
    rule_processes(board, events)
    assert resonator in player(state, "ann").graveyard and board.entity(resonator) is None


def test_an_a_minus_b_counter_makes_the_prefilter_look_at_its_own_card_only() -> None:
    """FOW-COUNTER-R: an "[A/-B]" counter changes only the card it is on, so the prefilter reads it card by card
    (``Board.may_be_gone``), not as a reason to compute every J/resonator's characteristics
    (``Board.def_lowered`` stays false).  Two "[-100/-100]" counters on ann's undamaged TST-R11 (printed DEF 200)
    leave it DEF 0: the prefilter looks at it and at no other undamaged card, the check refuses the state
    (FOW-RP-1) and the rule processes put it into its owner's graveyard."""
    state = real_started("RDE-042")
    cat = catalogue_for(state.options)
    victim = to_field(state, "ann", "TST-R11")
    other = to_field(state, "bob", "TST-R11")
    board = Board(cat, state)
    entity = board.entity(victim)
    assert entity is not None
    entity.counters = {"-100/-100": 2}
    assert not board.def_lowered()
    bystander = board.entity(other)
    assert bystander is not None and not board.may_be_gone(bystander, board.defn(bystander), False)
    assert board.may_be_gone(entity, board.defn(entity), False) and board.stats(entity)[1] == 0
    with pytest.raises(InputError) as refused:
        GAME.check(state)
    assert any("FOW-RP-1" in error.message and "/field/" in error.pointer for error in refused.value.errors)
    events: list[Any] = []
    rule_processes(board, events)
    assert victim in player(state, "ann").graveyard and board.entity(victim) is None
