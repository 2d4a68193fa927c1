"""Ability families of fow-p-zones (issue 14): zone moves -- "put target resonator from a graveyard into your field"
(FOW-GRAVEYARD-ANY-YOUR-FIELD-R), "put this card (your J-ruler) into your ruler area, as a ruler"
(FOW-RULER-AREA-AS-RULER-R), "return all resonators removed from the game by this card into your field"
(FOW-REMOVED-BY-THIS-CARD-R), "banish the resonator put into your field by this card" (FOW-PUT-BY-THIS-CARD-R) -- each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.game import Event
from adjudicator.force_of_will import GAME, turns
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, pass_until, player, pool, take, to_field, to_graveyard, to_hand
from .real import board_of, field, paid_play, play, real_started, resolve_all, to_decision

# -- FOW-GRAVEYARD-ANY-YOUR-FIELD-R ------------------------------------------------------------------------------


def test_fow_graveyard_any_your_field_r_an_opponents_resonator_enters_your_field() -> None:
    """FOW-GRAVEYARD-ANY-YOUR-FIELD-R with AOA-098: the target is a resonator of bob's graveyard; as the chant resolves
    it enters ann's field under her control (CR 1041.1) -- without the rule it would enter its owner's field."""
    assert entry("AOA-098")["supported"]
    assert card("AOA-098")["targets"] == [{"kind": "resonator", "zone": "graveyard"}]
    assert card("AOA-098")["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field", "yours": True}]
    state = real_started("AOA-098")
    theirs = to_graveyard(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-098"), [theirs]))
    assert theirs in field(state, "ann") and theirs not in field(state, "bob")
    assert theirs not in player(state, "bob").graveyard


def test_fow_graveyard_any_your_field_r_your_own_resonator_too() -> None:
    """FOW-GRAVEYARD-ANY-YOUR-FIELD-R: "a graveyard" is any player's, ann's own too."""
    state = real_started("AOA-098")
    mine = to_graveyard(state, "ann", "TST-R02")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-098"), [mine]))
    assert mine in field(state, "ann")


def test_fow_graveyard_any_your_field_r_breaks_on_a_chant_of_a_graveyard() -> None:
    """FOW-GRAVEYARD-ANY-YOUR-FIELD-R: a chant card of a graveyard is no resonator: refused as it is played."""
    state = real_started("AOA-098")
    chant = to_graveyard(state, "bob", "TST-C01")
    spell = to_hand(state, "ann", "AOA-098")
    will = {k: v for k, v in card("AOA-098")["cost"].get("specified", {}).items()}
    if card("AOA-098")["cost"].get("free"):
        will["void"] = card("AOA-098")["cost"]["free"]
    pool(state, "ann", **will)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [chant], "payment": {"pool": will}}) == "FOW-PLAY-1"


def test_fow_graveyard_any_your_field_r_the_grimm_enter_trigger_reads_it() -> None:
    """FOW-GRAVEYARD-ANY-YOUR-FIELD-R: MOA-042's [Enter] line maps to the same effect (the card's other line stays
    refused: see the report)."""
    abilities = [a for a in card("MOA-042").get("abilities", []) if a.get("trigger") == "enter"] if entry("MOA-042")["supported"] else []
    if abilities:
        assert abilities[0]["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field", "yours": True}]


# -- FOW-RULER-AREA-AS-RULER-R -----------------------------------------------------------------------------------


def _j_ruler_game(ruler: str, *ids: str) -> tuple[State, str]:
    """Ann leads with ``ruler``; its J-ruler side in her field, rested (as after her Judgment and an attack)."""
    state = real_started(*ids, ruler=ruler)
    ann = player(state, "ann")
    assert ann.ruler is not None
    ruler_id, ann.ruler = ann.ruler.id, None
    ann.field.append(Entity(id=ruler_id, j_ruler=True, rested=True))
    return state, ruler_id


def test_fow_ruler_area_as_ruler_r_at_end_of_turn_it_keeps_its_orientation() -> None:
    """FOW-RULER-AREA-AS-RULER-R with MP01-016J (at end of turn, put this card into your ruler area as a ruler): at the
    end of ann's turn her rested J-ruler leaves the field for her ruler area, ruler side up, still rested (CR 302.3:
    the same card, its orientation kept -- FOW-RULER-SIDE-R's return would recover it) and not astral."""
    assert entry("MP01-016J")["supported"] and entry("MP01-016")["supported"]
    assert card("MP01-016J")["abilities"][-1]["effects"] == [{"op": "ruler_side"}]
    state, ruler_id = _j_ruler_game("MP01-016")
    state = pass_until(state, lambda s: s.turn.player == "bob")
    ann = player(state, "ann")
    assert ruler_id not in field(state, "ann") and ann.ruler is not None and ann.ruler.id == ruler_id
    assert ann.ruler.rested and not ann.ruler.astral


def test_fow_ruler_area_as_ruler_r_the_chant_moves_your_j_ruler() -> None:
    """FOW-RULER-AREA-AS-RULER-R with BFA-050's first mode ("your J-ruler"): the chant moves the J-ruler ann controls
    into her ruler area, rested as it was."""
    assert entry("BFA-050")["supported"]
    assert card("BFA-050")["modes"][0]["effects"] == [{"op": "ruler_side", "yours": True}]
    state, ruler_id = _j_ruler_game("TST-RU1", "BFA-050")
    action = paid_play(state, "ann", "BFA-050") | {"mode": 0}
    state = resolve_all(act(state, action))
    ann = player(state, "ann")
    assert ann.ruler is not None and ann.ruler.id == ruler_id and ann.ruler.rested
    assert ruler_id not in field(state, "ann")


def test_fow_ruler_area_as_ruler_r_this_card_is_a_j_ruler_only() -> None:
    """FOW-RULER-AREA-AS-RULER-R: "this card" into the ruler area on a resonator is refused when read."""
    assert "ruler side" in line_refusal("[Activate] {1}: Put this card into your ruler area, as a ruler.")


# -- FOW-REMOVED-BY-THIS-CARD-R ----------------------------------------------------------------------------------


def _removing(card_id: str, ability: int, will: dict[str, int]) -> tuple[State, str, str, str]:
    """``card_id`` in ann's field; her TST-R01 removed from the game by its activate ability ``ability`` (paid with
    ``will``, resolved); a TST-R02 of hers removed by no effect of it (put into her removed area)."""
    state = real_started(card_id)
    source, scout = to_field(state, "ann", card_id), to_field(state, "ann", "TST-R01")
    other = take(state, "ann", "TST-R02")
    player(state, "ann").removed.append(other)
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": ability, "targets": [scout], "payment": {"pool": will}}))
    return state, source, scout, other


def _cottage() -> tuple[State, str, str, str]:
    """CMF-062's first activate ability removed ann's TST-R01 (:func:`_removing`)."""
    return _removing("CMF-062", 1, {"wind": 1})


def test_fow_removed_by_this_card_r_the_cottage_returns_what_it_removed() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R with CMF-062 (Grimm): the resonator its first ability removed is remembered; its last
    ability, whose cost banishes the cottage, puts that resonator back into ann's field as it resolves -- the cottage
    has left the field, its record stays -- and not the resonator removed otherwise."""
    assert entry("CMF-062")["supported"]
    assert card("CMF-062")["abilities"][2]["effects"] == [{"op": "return_removed"}]
    state, cottage, scout, other = _cottage()
    assert scout in player(state, "ann").removed and state.moved_by == [f"{cottage}/removed/{scout}"]
    next(e for e in player(state, "ann").field if e.id == cottage).rested = False
    pool(state, "ann", wind=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": cottage, "ability": 2, "payment": {"pool": {"wind": 1}}}))
    assert cottage in player(state, "ann").graveyard
    assert scout in field(state, "ann") and scout not in player(state, "ann").removed
    assert other in player(state, "ann").removed and other not in field(state, "ann")
    assert state.moved_by is msgspec.UNSET


def test_fow_removed_by_this_card_r_a_card_leaving_the_removed_area_is_forgotten() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R (CR 302.3): the removed resonator put into ann's hand is a new card; back in the
    removed area by another way it is no longer one the cottage removed -- nothing returns."""
    state, cottage, scout, _ = _cottage()
    ann = player(state, "ann")
    ann.removed.remove(scout)
    ann.hand.append(scout)
    sync_counts(ann)
    state = act(state, {"type": "pass", "player": "ann"})  # any action prunes the record
    assert state.moved_by is msgspec.UNSET


def test_fow_removed_by_this_card_r_breaks_on_a_record_of_a_card_not_removed() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R: the consistency check refuses a record naming a card that is not in its owner's
    removed area, and an empty list."""
    state, cottage, scout, _ = _cottage()
    bad = msgspec.structs.replace(state, moved_by=[f"{cottage}/removed/{cottage}"])
    with pytest.raises(InputError, match="FOW-REMOVED-BY-THIS-CARD-R"):
        GAME.check(bad)
    with pytest.raises(InputError, match="FOW-REMOVED-BY-THIS-CARD-R"):
        GAME.check(msgspec.structs.replace(state, moved_by=[]))


def test_fow_removed_by_this_card_r_a_hidden_source_hides_its_record() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R: with the cottage back in ann's hand, bob's view hides the record (it would name a
    card of her hand); ann's own view shows it."""
    state, cottage, scout, _ = _cottage()
    ann = player(state, "ann")
    ann.field = [e for e in ann.field if e.id != cottage]
    ann.hand.append(cottage)
    sync_counts(ann)
    assert GAME.view(state, "bob")["moved_by"] == [{"hidden": True}]
    assert GAME.view(state, "ann")["moved_by"] == [f"{cottage}/removed/{scout}"]


def test_fow_removed_by_this_card_r_another_way_of_removing_is_refused() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R: a card removing cards in a way the engine does not remember stays refused."""
    line = "[Activate] {1}, {Rest}: Remove the top two cards of your main deck from the game. Return all resonators removed from the game by this card to your field."
    assert "removed from the game by this card" in line_refusal(line, "addition")


# -- FOW-PUT-BY-THIS-CARD-R --------------------------------------------------------------------------------------


def _eibon() -> tuple[State, str, str]:
    """MOA-042 played by ann; its [Enter] puts bob's TST-R01 from his graveyard into her field (all resolved)."""
    state = real_started("MOA-042")
    theirs = to_graveyard(state, "bob", "TST-R01")
    book = to_hand(state, "ann", "MOA-042")
    state = resolve_all(play(state, "ann", book), {book: [theirs]})
    return state, book, theirs


def test_fow_put_by_this_card_r_the_book_leaving_banishes_its_resonator() -> None:
    """FOW-PUT-BY-THIS-CARD-R with MOA-042 (Grimm): the [Enter] puts a resonator of bob's graveyard into ann's field
    (FOW-GRAVEYARD-ANY-YOUR-FIELD-R) and it is remembered; when the book leaves her field (returned to her hand here)
    its trigger banishes that resonator into its owner's graveyard."""
    assert entry("MOA-042")["supported"]
    assert card("MOA-042")["abilities"][1]["effects"] == [{"op": "banish_self", "put": True}]
    state, book, theirs = _eibon()
    assert theirs in field(state, "ann") and state.moved_by == [f"{book}/field/{theirs}"]
    bob_scout = to_field(state, "bob", "TST-R02")
    ann_other = to_field(state, "ann", "TST-R02")
    board = board_of(state)
    events: list[Event] = []
    entity = board.entity(book)
    assert entity is not None
    board.leave_field(entity, "hand", events)  # as a bounce would: its "leaves" trigger is pending
    sync_counts(player(state, "ann"))
    turns.after_action(board, "ann", events)
    state = resolve_all(state)
    assert theirs in player(state, "bob").graveyard and theirs not in field(state, "ann")
    assert ann_other in field(state, "ann") and bob_scout in field(state, "bob")
    assert state.moved_by is msgspec.UNSET


def test_fow_put_by_this_card_r_a_resonator_that_left_is_no_longer_it() -> None:
    """FOW-PUT-BY-THIS-CARD-R (CR 302.3): the resonator left ann's field (returned to bob's hand) and the record with it;
    the check refuses a field record of a card in no field."""
    state, book, theirs = _eibon()
    board = board_of(state)
    entity = board.entity(theirs)
    assert entity is not None
    board.leave_field(entity, "hand", [])
    assert state.moved_by is msgspec.UNSET
    with pytest.raises(InputError, match="FOW-REMOVED-BY-THIS-CARD-R"):
        GAME.check(msgspec.structs.replace(state, moved_by=[f"{book}/field/{theirs}"]))


def test_fow_put_by_this_card_r_another_way_of_putting_is_refused() -> None:
    """FOW-PUT-BY-THIS-CARD-R: a card putting no resonator into the field from a graveyard (so none remembered) stays refused."""
    line = "At end of turn, banish the resonator put into your field by this card."
    assert "put into your field by this card" in line_refusal(line, "addition")


def _panda() -> tuple[State, str, str, str]:
    """TSW-020 in ann's field: its hope side removed a card of her graveyard (resolved), then it was inverted (recovered);
    another card of hers is in her removed area, removed by no effect of it."""
    assert entry("TSW-020")["supported"]
    state = real_started("TSW-020")
    panda, gone = to_field(state, "ann", "TSW-020"), to_graveyard(state, "ann", "TST-R01")
    other = take(state, "ann", "TST-R02")
    player(state, "ann").removed.append(other)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": panda, "ability": 0, "targets": [gone]}))
    entity = next(e for e in player(state, "ann").field if e.id == panda)
    entity.rested, entity.inverted = False, True
    return state, panda, gone, other


def test_fow_removed_by_this_card_r_the_despair_side_takes_back_what_it_removed() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R with TSW-020 (its despair side: put target card from a removed area that was removed by
    this card into its owner's hand): inverting is no zone change -- the same card; the card its hope side removed is a
    legal target and goes to ann's hand."""
    state, panda, gone, _ = _panda()
    assert state.moved_by == [f"{panda}/removed/{gone}"]
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": panda, "ability": 0, "targets": [gone]}))
    assert gone in player(state, "ann").hand and state.moved_by is msgspec.UNSET


def test_fow_removed_by_this_card_r_breaks_on_a_card_removed_otherwise() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R: a card of the removed area no effect of this card removed is no legal target."""
    state, panda, _, other = _panda()
    assert code_of(state, {"type": "activate", "player": "ann", "card": panda, "ability": 0, "targets": [other]}) == "FOW-REMOVED-BY-THIS-CARD-R"


def test_fow_removed_by_this_card_r_kouga_puts_back_a_resonator_it_removed() -> None:
    """FOW-REMOVED-BY-THIS-CARD-R with NDR-079: its first ability removes ann's resonator (remembered); its second asks ann
    to choose a resonator this card removed, which enters its owner's field as a new card; a resonator removed otherwise
    is no choice (refused)."""
    assert entry("NDR-079")["supported"]
    assert card("NDR-079")["abilities"][1]["effects"] == [{"op": "search", "deck": "removed", "to": "field", "must": True, "filter": {"kinds": ["resonator"], "removed_by_self": True}}]
    state, kouga, scout, other = _removing("NDR-079", 0, {"void": 1})
    assert scout in player(state, "ann").removed
    next(e for e in player(state, "ann").field if e.id == kouga).rested = False
    pool(state, "ann", wind=2)
    state = act(state, {"type": "activate", "player": "ann", "card": kouga, "ability": 1, "payment": {"pool": {"wind": 2}}})
    state = to_decision(state, "search", {})
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) is not None
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": scout}))
    assert scout in field(state, "ann") and other in player(state, "ann").removed


# -- FOW-GRAVEYARD-STONE-FIELD-R ---------------------------------------------------------------------------------


def test_fow_graveyard_stone_field_r_the_bird_puts_a_stone_back_rested() -> None:
    """FOW-GRAVEYARD-STONE-FIELD-R with MSW-057: the target is a magic stone of ann's graveyard; as the ability resolves it
    enters her field rested (the field is where magic stones are, CR 307.1)."""
    assert entry("MSW-057")["supported"]
    assert card("MSW-057")["abilities"][-1]["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field", "rested": True}]
    state = real_started("MSW-057")
    bird, stone = to_field(state, "ann", "MSW-057"), to_graveyard(state, "ann", "TST-ST-W")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": bird, "ability": 0, "targets": [stone]}))
    entered = next(e for e in player(state, "ann").field if e.id == stone)
    assert entered.rested and stone not in player(state, "ann").graveyard


def test_fow_graveyard_stone_field_r_breaks_on_a_resonator_and_into_a_hand() -> None:
    """FOW-GRAVEYARD-STONE-FIELD-R: the stone slot takes no resonator of the graveyard; a magic stone into a hand stays
    refused when read. DBV-062's option of two target magic stones is read (its slots name magic stones only, so no
    other option's resonator slot can name the same card)."""
    state = real_started("MSW-057")
    bird, grave = to_field(state, "ann", "MSW-057"), to_graveyard(state, "ann", "TST-R01")
    assert code_of(state, {"type": "activate", "player": "ann", "card": bird, "ability": 0, "targets": [grave]}) is not None
    assert "magic stone" in line_refusal("{Rest}: Put target magic stone from your graveyard into your hand.")
    assert entry("DBV-062")["supported"]
