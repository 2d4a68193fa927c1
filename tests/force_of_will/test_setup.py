"""Setup: FOW-SETUP-1, FOW-SETUP-2, FOW-SETUP-3, FOW-SETUP-4, FOW-AMB-2, FOW-AMB-10, the default reference decks, determinism."""

from __future__ import annotations

import pytest

from adjudicator.core.codec import canonical_json, digest
from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME

from .helpers import TEST_DECKS, act, code_of, player, started


def test_fow_setup_1_life_rulers_and_shuffled_decks() -> None:
    """FOW-SETUP-1 (CR 405.1-405.3): rulers in the ruler area, life 4000, decks shuffled."""
    state = GAME.setup(None, ["ann", "bob"], "seed-a")
    for p in state.players:
        assert p.life == 4000
        assert p.ruler is not None and not p.ruler.rested and not p.ruler.astral
        assert len(p.hand) == 5 and p.deck_count == 35 and p.stone_deck_count == 12
    other = GAME.setup(None, ["ann", "bob"], "seed-b")
    assert player(state, "ann").deck != player(other, "ann").deck


def test_fow_setup_2_first_player_is_random_and_cannot_be_chosen() -> None:
    """FOW-SETUP-2 (CR 405.4): the seed decides; there is no option to choose."""
    firsts = {GAME.setup(None, ["ann", "bob"], f"s{n}").first_player for n in range(12)}
    assert firsts == {"ann", "bob"}
    with pytest.raises(InputError) as caught:
        GAME.setup(None, ["ann", "bob"], "s", {"first_player": "ann"})
    assert caught.value.errors[0].pointer == "/options/first_player"


def test_fow_setup_3_mulligan_order_and_once() -> None:
    """FOW-SETUP-3 (CR 405.5a): the first player, then the other, mulligans once."""
    state = GAME.setup(None, ["ann", "bob"], "seed-a")
    first = state.first_player
    other = "bob" if first == "ann" else "ann"
    assert state.to_act == [first] and state.phase == "mulligan"
    assert code_of(state, {"type": "mulligan", "player": other, "cards": []}) == "FOW-SETUP-3"
    hand = player(state, first).hand
    assert code_of(state, {"type": "mulligan", "player": first, "cards": [hand[0], hand[0]]}) == "FOW-SETUP-3"
    foreign = player(state, other).hand[0]
    assert code_of(state, {"type": "mulligan", "player": first, "cards": [foreign]}) == "FOW-SETUP-3"
    assert code_of(state, {"type": "pass", "player": first}) == "FOW-SETUP-3"
    state = act(state, {"type": "mulligan", "player": first, "cards": hand[:3]})
    assert len(player(state, first).hand) == 5 and player(state, first).deck_count == 35
    assert code_of(state, {"type": "mulligan", "player": first, "cards": []}) == "FOW-SETUP-3"
    state = act(state, {"type": "mulligan", "player": other, "cards": []})
    assert state.phase == "main" and state.turn.number == 1 and state.to_act == [first]
    assert code_of(state, {"type": "mulligan", "player": other, "cards": []}) == "FOW-SETUP-3"


def test_fow_amb_2_mulligan_bottom_mode_puts_cards_under_the_deck() -> None:
    """FOW-AMB-2: mulligan_mode bottom puts the cards face down under the deck, in the given order."""
    state = GAME.setup(None, ["ann", "bob"], "seed-a", {"mulligan_mode": "bottom"})
    first = state.first_player
    hand = list(player(state, first).hand)
    deck_top = list(player(state, first).deck[:2])
    state = act(state, {"type": "mulligan", "player": first, "cards": [hand[1], hand[0]]})
    p = player(state, first)
    assert p.deck[-2:] == [hand[1], hand[0]]
    assert p.hand == hand[2:] + deck_top


def test_fow_amb_2_mulligan_shuffle_mode_shuffles_them_in() -> None:
    """FOW-AMB-2: the default (CR) shuffles the returned cards into the deck."""
    state = GAME.setup(None, ["ann", "bob"], "seed-a")
    assert state.options.mulligan_mode == "shuffle"
    first = state.first_player
    hand = list(player(state, first).hand)
    before = list(player(state, first).deck)
    state = act(state, {"type": "mulligan", "player": first, "cards": hand})
    assert sorted(player(state, first).deck + player(state, first).hand) == sorted(before + hand)
    assert player(state, first).deck[-5:] != hand


def test_fow_setup_4_energize_coin_for_the_second_player() -> None:
    """FOW-SETUP-4 (CR 1119.2): the player who is not first starts with a will coin of the ruler's
    attribute; using it banishes it."""
    state = started()
    assert player(state, "ann").will_coin is None
    assert player(state, "bob").will_coin == ["fire"]
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": "coin", "will": "light"}) == "FOW-SETUP-4"


def test_fow_amb_10_rulebook_edition_switches_mulligan_and_energize() -> None:
    """FOW-AMB-10: the rulebook edition uses bottom mulligans and no Energize; explicit options win."""
    state = GAME.setup(None, ["ann", "bob"], "s", {"edition": "rulebook"})
    assert (state.options.mulligan_mode, state.options.energize) == ("bottom", False)
    assert all(p.will_coin is None for p in state.players)
    state = GAME.setup(None, ["ann", "bob"], "s", {"edition": "rulebook", "energize": True})
    assert state.options.energize is True
    state = GAME.setup(None, ["ann", "bob"], "s")
    assert (state.options.edition, state.options.mulligan_mode, state.options.energize) == ("cr-12.7", "shuffle", True)


def test_reference_decks_are_the_documented_default() -> None:
    state = GAME.setup(None, ["ann", "bob"], "s")
    assert player(state, "ann").deck_list.ruler == "TST-RU1"
    assert player(state, "bob").deck_list.ruler == "TST-RU2"
    named = GAME.setup(None, ["ann", "bob"], "s", None, {"ann": "cinder", "bob": "dawn"})
    assert player(named, "ann").deck_list.ruler == "TST-RU2"


def test_setup_refuses_bad_players_and_decks() -> None:
    with pytest.raises(InputError):
        GAME.setup(None, ["ann"], "s")
    with pytest.raises(InputError):
        GAME.setup(None, ["ann", "ann"], "s")
    with pytest.raises(InputError) as caught:
        GAME.setup(None, ["ann", "bob"], "s", None, {"ann": {"ruler": "TST-RU1", "main": ["TST-R01"], "stones": []}, "bob": "dawn"})
    pointers = {e.pointer for e in caught.value.errors}
    assert "/decks/ann/main" in pointers and "/decks/ann/stones" in pointers
    with pytest.raises(InputError):
        GAME.setup(None, ["ann", "bob"], "s", None, {"ann": "dawn"})
    with pytest.raises(InputError):
        GAME.setup("draft", ["ann", "bob"], "s")


def test_setup_and_play_are_deterministic() -> None:
    """Same setup, seed and actions give byte-identical states."""
    a = started(seed="det")
    b = started(seed="det")
    assert canonical_json(a) == canonical_json(b)
    assert digest(GAME.setup(None, ["ann", "bob"], "x", None, TEST_DECKS)) == digest(GAME.setup(None, ["ann", "bob"], "x", None, TEST_DECKS))
