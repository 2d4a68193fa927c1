"""FOW-ALSO-NAMED-R (CR 203, 904.2a, 904.3): "This card has "<name>" in addition to its other names" read as a
name the card has besides its own, in every zone and in deck construction -- on real cards named by id (the
printed text stays in ../shared) and on invented cards for the deck limits."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.effects import fits
from adjudicator.force_of_will.plays import name_banned
from adjudicator.force_of_will.state import NameBan
from adjudicator.force_of_will.vocabulary import CardDef, SearchFilter

from .fowsim_db import card, entry
from .helpers import act, both_pass, find, full_deck, listed, player, to_graveyard, to_hand
from .real import hero_started, real_set, resolve_all, ruler_of
from .test_fowsim_hero2_families import _settle


def test_fow_also_named_r_the_line_read_on_rulers_and_j_rulers() -> None:
    """The line is read on the rulers HSD-009, HSD-020 and TTW-111 (whole cards now supported) and the J-ruler
    TTW-111J: one name each, besides the printed one; "gains ... in addition to its other names" (BFA-091J) stays
    refused with its line."""
    for card_id in ("HSD-009", "HSD-020", "TTW-111"):
        assert entry(card_id)["supported"], card_id
    for card_id in ("HSD-009", "HSD-020", "TTW-111", "TTW-111J"):
        also = card(card_id)["also_named"]
        assert len(also) == 1 and also[0] != card(card_id)["name"], card_id
    assert any("in addition to its other names" in u["text"] for u in entry("BFA-091J")["unsupported"])


def test_fow_also_named_r_mastery_by_the_ruler_s_other_name() -> None:
    """FOW-ALSO-NAMED-R with FOW-KW-MASTERY-R: NWE-055's [Mastery] names the name the ruler HSD-020 has in
    addition to its own; with HSD-020 recovered in her ruler area ann plays NWE-055 by resting it (listed, and it
    resolves: the darkness card of her graveyard to her hand); with the reference ruler (neither name) it is not
    listed."""
    assert entry("NWE-055")["supported"] and card("NWE-055")["mastery"]["names"] == card("HSD-020")["also_named"]
    other = hero_started(("NWE-055",))
    to_graveyard(other, "ann", "TST-R16")
    assert not listed(other, "play_card", card=to_hand(other, "ann", "NWE-055"), mastery=True)
    state = _settle(hero_started(("NWE-055",), ruler="HSD-020"))  # its "at the beginning of the game" line
    while state.phase != "main":
        state = _settle(both_pass(state))
    back = to_graveyard(state, "ann", "TST-R16")  # a darkness resonator
    spell = to_hand(state, "ann", "NWE-055")
    ruler = ruler_of(state, "ann").id
    play = find(state, "play_card", card=spell, mastery=True)
    assert play["payment"]["rest"] == [ruler]
    state = resolve_all(act(state, play | {"targets": [back]}))
    assert ruler_of(state, "ann").rested and back in player(state, "ann").hand


def _deck_with(card_set: dict[str, Any], ruler: str, **parts: dict[str, int]) -> dict[str, Any]:
    deck = full_deck(ruler)
    deck["main"] = {card_id: 4 for card_id in ("TST-R01", "TST-R03", "TST-R04", "TST-R05", "TST-R06", "TST-R07", "TST-R08", "TST-R09", "TST-R10", "TST-R12")}
    for part, cards in parts.items():
        deck[part] = {**deck[part], **cards}
    return {**deck, "card_set": card_set}


def test_fow_also_named_r_a_sideboard_ruler_shares_the_starting_ruler_s_other_name() -> None:
    """FOW-ALSO-NAMED-R with FOW-DECK-5 (CR 403): the starting ruler TTW-111 has the name of the ruler TTW-001 in
    addition to its own: TTW-001 in the sideboard shares a name with it (refused there); HSD-009 does not."""
    assert card("TTW-001")["name"] in card("TTW-111")["also_named"]
    card_set = real_set("TTW-111", "TTW-001", "HSD-009")
    refused = GAME.validate_deck(_deck_with(card_set, "TTW-111", sideboard={"TTW-001": 1}))
    assert [(p.code, p.path) for p in refused if p.code == "FOW-DECK-5"] == [("FOW-DECK-5", "/sideboard/TTW-001")], refused
    assert not [p for p in GAME.validate_deck(_deck_with(card_set, "TTW-111", sideboard={"HSD-009": 1})) if p.code == "FOW-DECK-5"]


def test_fow_also_named_r_a_copy_of_each_of_its_names_in_the_deck() -> None:
    """FOW-ALSO-NAMED-R with FOW-DECK-3 (CR 402.3b, 404.1): an invented resonator that has the name of TST-R02 in
    addition to its own counts as a copy of both: four TST-R02 and one of it are five of that name (refused at
    the first card of the name); three and one are four."""
    data = reference_card_set_json()
    name = next(c["name"] for c in data["cards"] if c["id"] == "TST-R02")
    extra = {"id": "TST-X1", "name": "Test Twin", "types": ["resonator"], "attributes": ["fire"], "cost": {"free": 1}, "atk": 100, "def": 100, "also_named": [name]}
    card_set = {"id": "tst-also-named", "cards": [*data["cards"], extra]}
    refused = GAME.validate_deck(_deck_with(card_set, "TST-RU1", main={"TST-R02": 4, "TST-X1": 1}))
    assert [(p.code, p.path) for p in refused] == [("FOW-DECK-3", "/main/TST-R02")], refused
    assert GAME.validate_deck(_deck_with(card_set, "TST-RU1", main={"TST-R02": 3, "TST-X1": 1})) == []


def test_fow_also_named_r_one_predicate_for_has_name() -> None:
    """FOW-ALSO-NAMED-R: the card TTW-111 has its printed name and the one in addition (and no other); a ban on
    either name (FOW-HAND-NAME-BAN-R) forbids it, as the filter of a card named either admits it."""
    alice = msgspec.convert(card("TTW-111"), CardDef)
    (also,) = alice.also_named
    assert alice.names == (alice.name, also) and alice.has_name(also) and alice.has_name(alice.name) and not alice.has_name("Nobody")
    state = hero_started(())
    seat = player(state, "ann")
    for name in (alice.name, also):
        seat.name_bans = [NameBan(name=name, until=3)]
        assert name_banned(seat, alice)
        assert fits(alice, SearchFilter(names=[name]))
    seat.name_bans = [NameBan(name="Nobody", until=3)]
    assert not name_banned(seat, alice) and not fits(alice, SearchFilter(names=["Nobody"]))
