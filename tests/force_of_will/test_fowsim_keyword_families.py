"""Keyword abilities first read for the community database (issue #14), each played with real cards named by
id (the printed text stays in ../shared): [Will of Hope] / [Will of Despair] (FOW-KW-WILL-HOPE-DESPAIR-R),
[Dive] (FOW-KW-DIVE-R), [Seal] (FOW-KW-SEAL-R) and [Revenge] (FOW-KW-REVENGE-R)."""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry
from .helpers import (
    act,
    code_of,
    full_deck,
    listed,
    next_turn,
    player,
    pool,
    started,
    stones,
    take,
    to_field,
    to_hand,
)
from .real import board_of, field, play, real_set, real_started, resolve_all
from .real import stats as full_stats

# -- FOW-KW-WILL-HOPE-DESPAIR-R ------------------------------------------------------------------------


def _deck_with(ruler: str, part: str, *ids: str) -> dict[str, Any]:
    """The full reference deck of ``ruler`` with the real cards ``ids`` added to ``part``, carrying its card set."""
    deck = full_deck(ruler)
    deck[part].update({card_id: 1 for card_id in ids})
    deck["card_set"] = real_set(*ids)
    return deck


def test_fow_kw_will_hope_despair_r_the_markers_are_read_as_keywords() -> None:
    """ENW-005 prints [Will of Hope] and ENW-002 [Will of Despair]: both read as keywords (they were
    refused), and the cards are supported."""
    assert "will_of_hope" in card("ENW-005")["keywords"] and "will_of_despair" in card("ENW-002")["keywords"]
    assert entry("ENW-005")["supported"] and entry("ENW-002")["supported"]


def test_fow_kw_will_hope_despair_r_a_deck_holds_one_of_the_two() -> None:
    """FOW-KW-WILL-HOPE-DESPAIR-R (CR 402.2e, 402.2f, 402.3d): TST-RU1 ([Will of Hope]) leads a deck with
    ENW-005 ([Will of Hope]) but not with ENW-002 ([Will of Despair]) in its main deck -- refused with the
    rule at that card; TST-RU2 ([Will of Despair]) leads ENW-002; a main deck holding both is refused under
    either ruler; the sideboard is not counted."""
    assert GAME.validate_deck(_deck_with("TST-RU1", "main", "ENW-005")) == []
    assert GAME.validate_deck(_deck_with("TST-RU2", "main", "ENW-002")) == []
    problems = GAME.validate_deck(_deck_with("TST-RU1", "main", "ENW-002"))
    assert [(p.code, p.path) for p in problems] == [("FOW-KW-WILL-HOPE-DESPAIR-R", "/main/ENW-002")]
    problems = GAME.validate_deck(_deck_with("TST-RU2", "main", "ENW-005"))
    assert [(p.code, p.path) for p in problems] == [("FOW-KW-WILL-HOPE-DESPAIR-R", "/main/ENW-005")]
    assert [p.code for p in GAME.validate_deck(_deck_with("TST-RU1", "main", "ENW-002", "ENW-005"))] == ["FOW-KW-WILL-HOPE-DESPAIR-R"]
    assert GAME.validate_deck(_deck_with("TST-RU1", "sideboard", "ENW-002")) == []


def _hopeful_game(*ids: str) -> State:
    """Ann's first main phase: TST-RU1's deck with the real cards ``ids``, bob's TST-RU2 deck."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"].update({card_id: 1 for card_id in ids})
    for n in range(50):
        state = started(options={"card_set": real_set(*ids)}, seed=f"hope-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def test_fow_kw_will_hope_despair_r_a_target_with_will_of_hope() -> None:
    """FOW-KW-WILL-HOPE-DESPAIR-R with ENW-013 ({Rest}: target resonator with [Will of Hope] gains
    [+200/+200] until end of turn): ENW-005 ([Will of Hope]) is a legal target and gains it; TST-R01 (no
    marker) is refused and not listed."""
    state = _hopeful_game("ENW-013", "ENW-005")
    girl = to_field(state, "ann", "ENW-013")
    hopeful = to_field(state, "ann", "ENW-005")
    plain = to_field(state, "ann", "TST-R01")
    use = {"type": "activate", "player": "ann", "card": girl, "ability": 0, "payment": {}}
    assert code_of(state, {**use, "targets": [plain]}) == "FOW-PLAY-1"
    assert not listed(state, "activate", card=girl, targets=[plain])
    atk, def_, _ = full_stats(state, hopeful)
    state = resolve_all(act(state, {**use, "targets": [hopeful]}))
    assert full_stats(state, hopeful)[:2] == (atk + 200, def_ + 200)


# -- FOW-KW-DIVE-R -------------------------------------------------------------------------------------


def _dive(state: State, instance: str) -> dict[str, Any]:
    """Ann's [Dive] {2} of ``instance`` (ability 0), paid from the pool."""
    pool(state, "ann", void=2)
    return {"type": "activate", "player": "ann", "card": instance, "ability": 0, "targets": [], "payment": {"pool": {"void": 2}}}


def test_fow_kw_dive_r_dive_from_the_hand_then_play_from_the_removed_area() -> None:
    """FOW-KW-DIVE-R with GITS2045-043 ([Dive] {2}: you gain 600 life): played from ann's hand (the card
    revealed, staying in the hand while the ability waits), it resolves -- ann gains 600 -- and the card is
    removed from the game with a cyberbrain counter; ann then plays it from the removed area as a resonator
    (its printed cost), and it leaves the removed area and the counter."""
    assert entry("GITS2045-043")["supported"]
    state = real_started("GITS2045-043")
    paz = to_hand(state, "ann", "GITS2045-043")
    life = player(state, "ann").life
    dive = _dive(state, paz)
    assert listed(state, "activate", card=paz, ability=0)
    result = GAME.adjudicate(state, GAME.decode_action(dive))
    assert result.valid
    state = result.state
    assert any(getattr(e, "rule", None) == "FOW-KW-DIVE-R" and getattr(e, "cards", None) == ["GITS2045-043"] for e in result.events)
    assert paz in player(state, "ann").hand and state.chase[-1].card == paz
    state = resolve_all(state)
    ann = player(state, "ann")
    assert ann.life == life + 600
    assert paz not in ann.hand and paz in ann.removed and ann.cyberbrain == [paz]
    pool(state, "ann", void=3)
    assert listed(state, "play_card", card=paz)
    player(state, "ann").pool.clear()
    state = resolve_all(play(state, "ann", paz))
    ann = player(state, "ann")
    assert paz in field(state, "ann") and paz not in ann.removed and ann.cyberbrain is UNSET


def test_fow_kw_dive_r_not_from_the_field_and_no_play_from_removed_without_the_counter() -> None:
    """FOW-KW-DIVE-R, the other branches: GITS2045-043 in ann's field cannot play its [Dive] (refused with
    the rule, not listed); a copy removed from the game without a cyberbrain counter cannot be played."""
    state = real_started("GITS2045-043", copies=2)
    in_field = to_field(state, "ann", "GITS2045-043")
    assert code_of(state, _dive(state, in_field)) == "FOW-KW-DIVE-R"
    assert not listed(state, "activate", card=in_field)
    removed = take(state, "ann", "GITS2045-043")
    player(state, "ann").removed.append(removed)
    pool(state, "ann", void=3)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": removed, "targets": [], "payment": {"pool": {"void": 3}}}) == "FOW-PLAY-1"
    assert not listed(state, "play_card", card=removed)


def test_fow_kw_dive_r_a_card_that_left_the_hand_is_not_removed() -> None:
    """FOW-KW-DIVE-R (CR 1022.4): GITS2045-043's [Dive] on the chase, the card then discarded from ann's
    hand: the ability still resolves (ann gains 600) but the card stays in the graveyard, no counter."""
    state = real_started("GITS2045-043")
    paz = to_hand(state, "ann", "GITS2045-043")
    life = player(state, "ann").life
    state = act(state, _dive(state, paz))
    ann = player(state, "ann")
    ann.hand.remove(paz)
    ann.graveyard.append(paz)
    sync_counts(ann)
    state = resolve_all(state)
    ann = player(state, "ann")
    assert ann.life == life + 600 and paz in ann.graveyard and paz not in ann.removed and ann.cyberbrain is UNSET


# -- FOW-KW-SEAL-R -------------------------------------------------------------------------------------


def test_fow_kw_seal_r_the_text_holds_with_that_many_magic_stones() -> None:
    """FOW-KW-SEAL-R with ENW-082 ([Seal] (6): this card gains [+400/+400]): with five magic stones of
    ann's, a resonator of hers and six stones of bob's it is its printed 800/800 (only entities of card
    type magic stone ann controls count); with a sixth stone of ann's it is 1200/1200."""
    assert entry("ENW-082")["supported"]
    state = real_started("ENW-082")
    stalker = to_field(state, "ann", "ENW-082")
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-R", "TST-ST-R", "TST-ST-U")
    stones(state, "bob", "TST-ST-W", "TST-ST-W", "TST-ST-R", "TST-ST-R", "TST-ST-U", "TST-ST-U")
    to_field(state, "ann", "TST-R01")
    assert full_stats(state, stalker)[:2] == (800, 800)
    stones(state, "ann", "TST-ST-U")
    assert full_stats(state, stalker)[:2] == (1200, 1200)


def test_fow_kw_seal_r_keywords_and_refused_forms() -> None:
    """FOW-KW-SEAL-R: ENW-029's bare keywords read as gained as long as you control three or more magic
    stones; a chant's [Seal] changing its text as it is played before its own effects are read (ENW-015) stays refused
    with the reason (fow-s-keyword: the forms read are FOW-PLAYED-WITH-TEXT-R's)."""
    ability = next(a for a in card("ENW-029")["abilities"] if a["kind"] == "continuous")
    assert ability["keywords"] == ["flying", "swiftness"] and ability["as_long_as"] == {"count": {"what": "magic_stone"}, "at_least": 3}
    assert any("[Seal] changing a chant's text" in u["reason"] for u in entry("ENW-015")["unsupported"])


# -- FOW-KW-REVENGE-R ----------------------------------------------------------------------------------


def _gone(state: State, instance: str) -> None:
    """``instance`` put into its owner's graveyard from the field it is in (as a destroy would)."""
    board = board_of(state)
    entity = board.entity(instance)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])


def test_fow_kw_revenge_r_the_activate_ability_once_an_entity_you_controlled_went_to_a_graveyard() -> None:
    """FOW-KW-REVENGE-R with ROL-024 ([Revenge] - {Rest}: destroy target J/resonator): refused with
    FOW-ACTIVATE-ONLY-IF-R (and not listed) while no entity ann controlled went to a graveyard this turn --
    nor after ann's own TST-R01, controlled by bob, did; once a bob-owned TST-R02 ann controlled did, it is
    played and destroys bob's resonator."""
    state = real_started("ROL-024")
    index = next(i for i, a in enumerate(card("ROL-024")["abilities"]) if a["kind"] == "activate" and a.get("when"))
    frayla = to_field(state, "ann", "ROL-024")
    victim = to_field(state, "bob", "TST-R03")
    use = {"type": "activate", "player": "ann", "card": frayla, "ability": index, "targets": [victim], "payment": {}}
    assert code_of(state, use) == "FOW-ACTIVATE-ONLY-IF-R"
    mine = take(state, "ann", "TST-R01")
    player(state, "bob").field.append(Entity(id=mine))
    _gone(state, mine)
    assert code_of(state, use) == "FOW-ACTIVATE-ONLY-IF-R"
    assert not listed(state, "activate", card=frayla, ability=index)
    theirs = take(state, "bob", "TST-R02")
    player(state, "ann").field.append(Entity(id=theirs))
    _gone(state, theirs)
    assert listed(state, "activate", card=frayla, ability=index)
    state = resolve_all(act(state, use))
    assert victim not in field(state, "bob") and victim in player(state, "bob").graveyard


def test_fow_kw_revenge_r_the_keyword_until_end_of_turn() -> None:
    """FOW-KW-REVENGE-R with EDL-084 ([Revenge] - [Flying]): no [Flying] until a resonator ann controlled
    went to a graveyard this turn, then [Flying]; the next turn it is gone again."""
    state = real_started("EDL-084")
    demon = to_field(state, "ann", "EDL-084")
    assert "flying" not in full_stats(state, demon)[2]
    _gone(state, to_field(state, "ann", "TST-R01"))
    assert "flying" in full_stats(state, demon)[2]
    state = next_turn(state)
    assert "flying" not in full_stats(state, demon)[2]


# -- keywords refused on purpose -----------------------------------------------------------------------


def test_fusion_and_legend_stay_refused_with_their_reason() -> None:
    """[Fusion] (TUS-017) and [Legend] (TSW-101) are refused with the rule they would need and what the vocabulary
    lacks for it (their only unread lines); fow-s-keyword: [Fallen] is read (FOW-KW-FALLEN-R)."""
    for card_id, cited in (("TUS-017", "[Fusion] (CR 1156)"), ("TSW-101", "[Legend] (CR 1133)")):
        reasons = [u["reason"] for u in entry(card_id)["unsupported"]]
        assert len(reasons) == 1 and reasons[0].startswith(cited + " is refused: ")
