"""Setup as users see it (adjudicator.force_of_will.setup, FOW-SETUP-1, FOW-SETUP-2, FOW-SETUP-3,
FOW-SETUP-4, FOW-AMB-10): the whole initial state field by field, every refusal with its pointer and
message, the options each edition resolves, and the Energize will coin of a ruler without attribute."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json, reference_decks
from adjudicator.force_of_will.consistency import RULES_VERSION
from adjudicator.force_of_will.decks import instances
from adjudicator.force_of_will.state import Decision, Turn

from .helpers import TEST_DECKS, player


def _refusal(*args: Any) -> tuple[str, str]:
    with pytest.raises(InputError) as caught:
        GAME.setup(None, *args)
    [error] = caught.value.errors
    return error.pointer, error.message


def test_fow_setup_1_the_initial_state_before_the_mulligans() -> None:
    """FOW-SETUP-1, FOW-SETUP-2, FOW-SETUP-3: nothing has happened yet; the first player mulligans first."""
    state = GAME.setup(None, ["ann", "bob"], "pinned", None, TEST_DECKS)
    first = state.first_player
    assert (state.game, state.variant, state.rules_version, state.seq) == ("force-of-will", "standard", RULES_VERSION, 0)
    assert (state.phase, state.step, state.over, state.result) == ("mulligan", None, False, None)
    assert state.to_act == [first] and state.decision == Decision(kind="mulligan", player=first)
    assert state.turn == Turn(number=0, player=first) and state.priority is None and state.passes == 0
    assert (state.battle, state.chase, state.pending, state.modifiers, state.draw_failed) == (None, [], [], [], [])
    assert state.next_id == 1 and state.card_set_id == "fow-tst-1"
    assert [p.id for p in state.players] == ["ann", "bob"]


def test_fow_setup_1_each_player_starts_with_4000_life_five_cards_and_the_rest_of_the_deck() -> None:
    """FOW-SETUP-1 (CR 405.1-405.3): the ruler in the ruler area, life 4000, the top five cards of the
    shuffled main deck in hand, the stone deck shuffled, the sideboard aside, nothing else anywhere."""
    state = GAME.setup(None, ["ann", "bob"], "pinned", None, TEST_DECKS)
    for p in state.players:
        dealt = instances(p.id, p.deck_list)
        assert p.life == 4000 and not p.mulliganed
        assert p.ruler is not None and p.ruler.id == f"{p.id}:{p.deck_list.ruler}#1" and not p.ruler.rested
        assert len(p.hand) == 5 and p.hand_count == 5
        assert sorted(p.hand + p.deck) == sorted(dealt["main"]) and p.deck_count == len(dealt["main"]) - 5
        assert sorted(p.stone_deck) == sorted(dealt["stones"]) and p.stone_deck_count == 12
        # copies are numbered across the parts: the main deck holds TST-C12's first copy
        assert p.sideboard == dealt["sideboard"] == [f"{p.id}:TST-C12#2"] and f"{p.id}:TST-C12#1" in p.hand + p.deck
        assert (p.field, p.graveyard, p.removed, p.standby, p.pool) == ([], [], [], [], {})
    ann = player(state, "ann")
    dealt = instances("ann", ann.deck_list)
    # both decks are shuffled: neither the main deck nor the stone deck is in the order of the deck list
    assert ann.hand + ann.deck != dealt["main"] and ann.stone_deck != dealt["stones"]


def test_fow_setup_1_the_shuffles_follow_the_seed() -> None:
    """Determinism: the same seed deals the same cards in the same order; another seed another order."""
    a = GAME.setup(None, ["ann", "bob"], "pinned", None, TEST_DECKS)
    b = GAME.setup(None, ["ann", "bob"], "pinned", None, TEST_DECKS)
    c = GAME.setup(None, ["ann", "bob"], "pinned-2", None, TEST_DECKS)
    assert [(p.hand, p.deck, p.stone_deck) for p in a.players] == [(p.hand, p.deck, p.stone_deck) for p in b.players]
    assert a.rng == b.rng and a.rng.counter > 0
    assert [p.stone_deck for p in a.players] != [p.stone_deck for p in c.players]


def test_fow_setup_4_the_will_coin_of_a_ruler_without_attribute_is_void() -> None:
    """FOW-SETUP-4 (CR 1119.2): the second player's coin produces the ruler's attributes, void for a ruler
    that has none; the first player has no coin."""
    cards = [dict(c) for c in reference_card_set_json()["cards"]]
    for card in cards:
        if card["id"] in ("TST-RU1", "TST-RU2"):
            card["attributes"] = []
    options = {"card_set": {"id": "colourless", "cards": cards}}
    for seed in ("pinned", "pinned-2", "pinned-3"):
        state = GAME.setup(None, ["ann", "bob"], seed, options)
        second = "bob" if state.first_player == "ann" else "ann"
        assert player(state, state.first_player).will_coin is None
        assert player(state, second).will_coin == ["void"]


def test_fow_amb_10_explicit_options_win_over_each_edition() -> None:
    """FOW-AMB-10: the edition only fills in the options left out."""
    state = GAME.setup(None, ["ann", "bob"], "s", {"edition": "rulebook", "mulligan_mode": "shuffle"})
    assert (state.options.mulligan_mode, state.options.energize) == ("shuffle", False)
    state = GAME.setup(None, ["ann", "bob"], "s", {"mulligan_mode": "bottom", "energize": False})
    assert (state.options.edition, state.options.mulligan_mode, state.options.energize) == ("cr-12.7", "bottom", False)
    assert all(p.will_coin is None for p in state.players)


def test_setup_refusals_name_the_field_and_say_why() -> None:
    assert _refusal(["ann"], "s") == ("/players", "Force of Will is played by two players with different ids")
    assert _refusal(["ann", "bob", "cat"], "s") == ("/players", "Force of Will is played by two players with different ids")
    assert _refusal(["ann", "ann"], "s") == ("/players", "Force of Will is played by two players with different ids")
    assert _refusal(["ann", "b:b"], "s") == ("/players/1", "a player id cannot contain ':'")
    assert _refusal(["a:n", "bob"], "s") == ("/players/0", "a player id cannot contain ':'")
    assert _refusal(["ann", "bob"], "s", None, ["dawn", "cinder"]) == ("/decks", "decks map each player id to a deck")
    assert _refusal(["ann", "bob"], "s", None, {"ann": "dawn"}) == (
        "/decks",
        "give a deck for every player and no one else (missing: ['bob'], unknown: [])",
    )
    assert _refusal(["ann", "bob"], "s", None, {"ann": "dawn", "bob": "cinder", "cat": "dawn"}) == (
        "/decks",
        "give a deck for every player and no one else (missing: [], unknown: ['cat'])",
    )
    rulerless = {k: v for k, v in reference_decks()["cinder"].items() if k != "ruler"}
    assert _refusal(["ann", "bob"], "s", None, {"ann": "dawn", "bob": rulerless}) == ("/decks/bob/ruler", "FOW-DECK-1: the deck has no ruler")


# -- mut-small (2026-12-04 late afternoon): survivors of setup.py's sample of 40, seed adjudicator


@pytest.mark.parametrize(("energize", "attributes", "coin"), [(["fire"], ["light"], ["fire"]), ([], ["light"], ["light"])])
def test_fow_setup_4_the_will_coin_reads_a_printed_energize_first(energize: list[str], attributes: list[str], coin: list[str]) -> None:
    """Line 79 (FOW-SETUP-4, FOW-ENERGIZE-PRINTED-R): the second player's coin is the will its ruler's printed
    [Energize] names, else the ruler's attributes."""
    cards = [dict(c) for c in reference_card_set_json()["cards"]]
    for card in cards:
        if card["id"] in ("TST-RU1", "TST-RU2"):
            card["attributes"] = attributes
            card["energize"] = energize
    state = GAME.setup(None, ["ann", "bob"], "pinned", {"card_set": {"id": "energize", "cards": cards}})
    second = "bob" if state.first_player == "ann" else "ann"
    assert player(state, second).will_coin == coin


def test_fow_rune_area_r_the_rune_deck_is_set_up_in_the_rune_area() -> None:
    """Line 105 (FOW-RUNE-AREA-R, CR 405.1): a deck's rune deck (SDV1-005 with five chant, rune cards) starts in
    its player's rune area; a deck without one leaves the rune area empty."""
    from .helpers import full_deck
    from .real import real_set

    runes = ("NDR-100", "NDR-034", "NDR-087", "NDR-045", "SNV-079")
    ann = full_deck("SDV1-005")
    ann["runes"] = {r: 1 for r in runes}
    state = GAME.setup(None, ["ann", "bob"], "runes", {"card_set": real_set(*runes, "SDV1-005")}, {"ann": ann, "bob": full_deck("TST-RU2")})
    assert sorted(c.split(":")[1].split("#")[0] for c in player(state, "ann").rune_area or []) == sorted(runes)
    assert not player(state, "bob").rune_area
