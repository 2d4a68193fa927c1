"""Grimm-cluster ability families of the sets TAT and MPR (branch fow-grimm-d): "put a card from your hand on
top of your (main) deck" (FOW-HAND-TO-TOP-R), "when this card is put into a graveyard from a field, shuffle
it into its owner's main deck" (FOW-SELF-SHUFFLE-DECK-R), "target resonator gains [..] until end of turn if
it's <attribute>. Otherwise, it gains [..]" (FOW-IF-TARGET-ATTRIBUTE-R), "target resonator's printed ATK becomes
N until end of turn" (FOW-PRINTED-ATK-R), "target player shuffles all magic stones from their graveyard into
their magic stone deck, then the other cards into their main deck" (FOW-SHUFFLE-GRAVEYARD-R) -- each played with a real card named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.turns import advance

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, listed, player, pool, take, to_field, to_hand
from .real import board_of, paid_play, play, real_set, real_started, resolve_all, stats, to_decision, will_for

# -- FOW-HAND-TO-TOP-R / FOW-SELF-SHUFFLE-DECK-R: TAT-039 ------------------------------------------------------


def test_fow_hand_to_top_r_draw_two_then_one_card_of_the_hand_on_top() -> None:
    """FOW-HAND-TO-TOP-R with TAT-039 ([Enter]: draw two cards, then put a card from your hand on top of your
    main deck): ann plays it; as the trigger resolves she draws two and is asked for a card of her hand; the
    card named goes on top of her main deck and leaves her hand, which ends one card bigger than before."""
    assert entry("TAT-039")["supported"]
    effects = card("TAT-039")["abilities"][1]["effects"]
    assert effects[1] == {"op": "search", "deck": "hand", "to": "top", "must": True}
    state = real_started("TAT-039")
    state = act(state, paid_play(state, "ann", "TAT-039"))
    hand_before = len(player(state, "ann").hand)
    state = to_decision(state, "search", {})
    hand = list(player(state, "ann").hand)
    assert len(hand) == hand_before + 2 and state.decision is not None and state.decision.player == "ann"
    chosen = hand[0]
    assert listed(state, "search", card=chosen)
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": chosen}))
    assert player(state, "ann").deck[0] == chosen and chosen not in player(state, "ann").hand
    assert len(player(state, "ann").hand) == hand_before + 1


def test_fow_hand_to_top_r_none_or_a_card_outside_the_hand_refused() -> None:
    """FOW-HAND-TO-TOP-R with TAT-039: with cards in hand, naming none is refused, and so is a card of her
    field; both with the rule's code."""
    state = real_started("TAT-039")
    state = act(state, paid_play(state, "ann", "TAT-039"))
    state = to_decision(state, "search", {})
    other = to_field(state, "ann", "TST-R01")
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-HAND-TO-TOP-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-HAND-TO-TOP-R"
    assert not listed(state, "search", card=other)


def test_fow_self_shuffle_deck_r_put_into_the_graveyard_it_is_shuffled_back() -> None:
    """FOW-SELF-SHUFFLE-DECK-R with TAT-039 (when put into a graveyard from a field, shuffle it into its
    owner's main deck): destroyed from ann's field, its trigger resolves and the card leaves her graveyard for
    her main deck, one card bigger."""
    assert card("TAT-039")["abilities"][2]["effects"] == [{"op": "from_graveyard", "target": "self", "to": "deck"}]
    state = real_started("TAT-039")
    cat = to_field(state, "ann", "TAT-039")
    deck = len(player(state, "ann").deck)
    board = board_of(state)
    entity = board.entity(cat)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    advance(board, [])
    state = resolve_all(state)
    assert cat not in player(state, "ann").graveyard and cat in player(state, "ann").deck
    assert len(player(state, "ann").deck) == deck + 1


def test_fow_self_shuffle_deck_r_gone_from_the_graveyard_nothing_moves() -> None:
    """FOW-SELF-SHUFFLE-DECK-R with TAT-039: once the card has left the graveyard before its trigger resolves
    (removed from the game), the ability finds nothing and the deck is unchanged."""
    state = real_started("TAT-039")
    cat = to_field(state, "ann", "TAT-039")
    board = board_of(state)
    entity = board.entity(cat)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    advance(board, [])
    if state.pending:
        state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
    assert state.chase and state.chase[-1].card == cat
    deck = list(player(state, "ann").deck)
    player(state, "ann").graveyard.remove(cat)
    player(state, "ann").removed.append(cat)
    state = resolve_all(state)
    assert player(state, "ann").deck == deck and cat in player(state, "ann").removed


# -- FOW-IF-TARGET-ATTRIBUTE-R: MPR-076 ------------------------------------------------------------------------


def test_fow_if_target_attribute_r_darkness_gains_another_loses() -> None:
    """FOW-IF-TARGET-ATTRIBUTE-R with MPR-076 (target resonator gains [+300/+300] until end of turn if it's
    darkness; otherwise it gains [-300/-300] until end of turn): on bob's darkness TST-R17 (700/600) it ends
    1000/900; on his light TST-R03 (400/600) it ends 100/300 -- one change each, never both."""
    assert entry("MPR-076")["supported"]
    when = {"target_attributes": ["darkness"]}
    assert [(e.get("atk"), e.get("when"), e.get("unless")) for e in card("MPR-076")["effects"]] == [(300, when, None), (-300, None, when)]
    state = real_started("MPR-076")
    dark = to_field(state, "bob", "TST-R17")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-076"), [dark]))
    assert stats(state, dark)[:2] == (1000, 900)
    state = real_started("MPR-076")
    light = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-076"), [light]))
    assert stats(state, light)[:2] == (100, 300)


def test_fow_if_target_attribute_r_refused_off_its_target_and_misread_lines() -> None:
    """FOW-IF-TARGET-ATTRIBUTE-R: a card set giving the condition to an effect without that target (or with
    another condition beside it) is refused with the rule; 'if it's darkness' after another kind of effect or
    with two targets stays refused when read."""
    bad = real_set("MPR-076")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "MPR-076")
    chant["effects"] = [{"op": "draw", "amount": 1, "when": {"target_attributes": ["darkness"]}}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-IF-TARGET-ATTRIBUTE-R" in e.message for e in errors)
    chant["effects"] = [{"op": "modify", "target": 0, "atk": 300, "def": 300, "when": {"target_attributes": ["darkness"], "life": True, "at_least": 1}}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-IF-TARGET-ATTRIBUTE-R" in e.message for e in errors)
    assert line_refusal("Target resonator gains [+400/+400] until end of turn if it's fire. Otherwise, draw a card.", "chant")
    assert "if it's <attribute>" in line_refusal(
        "Rest target resonator. Target J/resonator gains [+400/+400] until end of turn if it's fire.", "chant"
    )


# -- FOW-PRINTED-ATK-R: MPR-039 --------------------------------------------------------------------------------


def _activate(card_id: str, payment: dict[str, int], targets: list[str]) -> dict[str, Any]:
    return {"type": "activate", "player": "ann", "card": card_id, "ability": 0, "targets": targets, "payment": {"pool": payment}}


def test_fow_printed_atk_r_printed_atk_zero_other_changes_still_apply() -> None:
    """FOW-PRINTED-ATK-R with MPR-039 ({M}{M}: target resonator's printed ATK becomes 0 until end of turn): on
    bob's darkness TST-R17 (700/600), first given +300/+300 by MPR-076, its ATK is 0 + 300 and its DEF stays
    900; its DEF and keywords are untouched.  Fire will does not pay the ability."""
    assert entry("MPR-039")["supported"]
    assert card("MPR-039")["abilities"][0]["effects"] == [{"op": "modify", "target": 0, "printed_atk": 0}]
    state = real_started("MPR-039", "MPR-076")
    swordsman = to_field(state, "ann", "MPR-039")
    dark = to_field(state, "bob", "TST-R17")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-076"), [dark]))
    assert stats(state, dark)[:2] == (1000, 900)
    pool(state, "ann", fire=2)
    assert code_of(state, _activate(swordsman, {"fire": 2}, [dark])) is not None
    player(state, "ann").pool.clear()
    pool(state, "ann", moon=2)
    state = resolve_all(act(state, _activate(swordsman, {"moon": 2}, [dark])))
    atk, dfn, keywords = stats(state, dark)
    assert (atk, dfn) == (300, 900) and "precision" in keywords


def test_fow_printed_atk_r_refused_off_one_target_resonator() -> None:
    """FOW-PRINTED-ATK-R: a card set giving a printed ATK to a scope of cards (no target) is refused with the
    rule; the printed ATK of a target addition stays refused when read."""
    bad = real_set("MPR-039")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    swordsman = next(c for c in bad["cards"] if c["id"] == "MPR-039")
    ability = dict(swordsman["abilities"][0])
    ability["effects"] = [{"op": "modify", "each": "all_resonators", "printed_atk": 0, "until": "turn"}]
    ability["targets"] = []
    swordsman["abilities"] = [ability]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-PRINTED-ATK-R" in e.message for e in errors)
    assert "printed ATK of a target addition" in line_refusal("[Activate] {Rest}: Target addition's printed ATK becomes 0 until end of turn.")


# -- FOW-SHUFFLE-GRAVEYARD-R: TAT-072 --------------------------------------------------------------------------


def _graveyard(state: Any, pid: str, *def_ids: str) -> list[str]:
    """Cards of ``pid``'s taken from their decks into their graveyard: their instances."""
    found = [take(state, pid, d) for d in def_ids]
    player(state, pid).graveyard.extend(found)
    return found


def test_fow_shuffle_graveyard_r_stones_to_the_stone_deck_the_rest_to_the_main_deck() -> None:
    """FOW-SHUFFLE-GRAVEYARD-R with TAT-072's fourth option (target player shuffles all magic stones from their
    graveyard into their magic stone deck, then all other cards into their main deck): ann targets bob, whose
    graveyard holds a magic stone and a resonator: his graveyard is empty, the stone is in his magic stone deck
    and the resonator in his main deck; ann's graveyard is untouched."""
    assert entry("TAT-072")["supported"]
    modes = card("TAT-072")["modes"]
    assert modes[3]["effects"] == [{"op": "shuffle_graveyard", "target": 0}] and modes[3]["targets"] == [{"kind": "player"}]
    state = real_started("TAT-072")
    stone, resonator = _graveyard(state, "bob", "TST-ST-B", "TST-R03")
    (mine,) = _graveyard(state, "ann", "TST-R02")
    chant = to_hand(state, "ann", "TAT-072")
    will = will_for("TAT-072")
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "mode": 3, "targets": ["bob"], "payment": {"pool": will}})
    state = resolve_all(state)
    bob = player(state, "bob")
    assert chant in player(state, "ann").graveyard and player(state, "ann").graveyard.count(mine) == 1
    assert not bob.graveyard and stone in bob.stone_deck and resonator in bob.deck


def test_fow_shuffle_graveyard_r_needs_a_player_target() -> None:
    """FOW-SHUFFLE-GRAVEYARD-R: a card set shuffling the graveyard of a resonator target (no player) is refused
    with the rule; combined options with targets in different zones (a field resonator and a summon spell on
    the chase) are read, two field targets stay refused when the first may come back (FOW-MODES-SAME-TARGET-R)."""
    bad = real_set("TAT-072")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "TAT-072")
    chant["modes"] = [{"effects": [{"op": "shuffle_graveyard", "target": 0}], "targets": [{"kind": "resonator"}]}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-SHUFFLE-GRAVEYARD-R" in e.message for e in errors)
    assert any(m.get("combines") == [0, 1] for m in card("TAT-072")["modes"])
    assert "may target the same card" in line_refusal(
        "Choose up to two - Remove target resonator from the game, then put it into its owner's field; or rest target resonator.", "chant"
    )
