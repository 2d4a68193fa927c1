"""Banish choices read with real cards of the community database (named by id; the printed text stays in
../shared): FOW-BANISH-SPECIAL-STONE-R (LEL-016), FOW-OPP-BANISH-NON-RACE-R (MPR-080J's [Enter] line) and
FOW-BANISH-REGALIA-R (an invented wording, then the effect on a real regalia)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.ability.normalize import normalize_line
from adjudicator.force_of_will.state import Entity

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, listed, player, pool, to_field, to_hand
from .real import ann_first, field, real_set, resolve_all


def _until_banish(state: Any) -> Any:
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "banish":
            return state
        state = resolve_all(state) if state.pending else both_pass(state)
    raise AssertionError("no banish decision")


def test_fow_banish_special_stone_r_lel_016_a_special_stone_only() -> None:
    """FOW-BANISH-SPECIAL-STONE-R with LEL-016 (choose two; its first two options: the opponent banishes a special
    magic stone, 800 damage to each resonator the opponent controls): bob controls CMF-096 (a special magic stone) and
    a basic one; he may name the special one only, which goes to his graveyard."""
    assert entry("LEL-016")["supported"]
    assert card("LEL-016")["modes"][0]["effects"][0] == {"op": "banish", "player": "opponent", "what": "magic_stone", "special": True}
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["LEL-016"] = 1
    decks["bob"]["stones"]["CMF-096"] = 1
    state = ann_first({"card_set": real_set("LEL-016", "CMF-096")}, decks, "special-stone")
    special = next(c for c in player(state, "bob").stone_deck if "CMF-096" in c)
    player(state, "bob").stone_deck.remove(special)
    player(state, "bob").stone_deck_count -= 1
    player(state, "bob").field.append(Entity(id=special))
    basic = to_field(state, "bob", "TST-ST-R")
    will = {"fire": 2, "void": 4}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "LEL-016"), "mode": 0, "payment": {"pool": will}})
    state = _until_banish(state)
    assert state.decision is not None and state.decision.player == "bob"
    assert listed(state, "banish", card=special) and not listed(state, "banish", card=basic)
    assert code_of(state, {"type": "banish", "player": "bob", "card": basic}) == "FOW-BANISH-CHOICE-R"
    state = act(state, {"type": "banish", "player": "bob", "card": special})
    assert special in player(state, "bob").graveyard and basic in field(state, "bob")


def test_fow_opp_banish_non_race_r_mpr_080j_reads_the_race() -> None:
    """FOW-OPP-BANISH-NON-RACE-R: MPR-080J's [Enter] line is read as the opponent's banish of a resonator of none of
    that race (its other line keeps the J-ruler refused, so the line is played through an invented card below)."""
    (line,) = [a for a in card("MPR-080J")["abilities"] if a["kind"] == "automatic"]
    assert line["effects"] == [{"op": "banish", "player": "opponent", "what": "resonator", "not_races": ["Cthulhu"]}]


def test_fow_opp_banish_non_race_r_and_regalia_played() -> None:
    """FOW-OPP-BANISH-NON-RACE-R and FOW-BANISH-REGALIA-R played: an invented chant (its effects read from an
    invented wording) makes bob banish a non-Cthulhu resonator -- not his invented Cthulhu one -- then a regalia
    (VIN002-076, not his resonator)."""
    record: dict[str, Any] = {"id": "TST-BAN", "types": ["chant"], "abilities": [], "targets": [], "effects": [], "keywords": []}
    map_ability(normalize_line("Your opponent banishes a non-Cthulhu resonator. Your opponent banishes a regalia."), record)
    assert [e["what"] for e in record["effects"]] == ["resonator", "regalia"]
    cards = [dict(c) for c in real_set("VIN002-076")["cards"]]
    base = next(c for c in cards if c["id"] == "TST-R03")
    cards.append(base | {"id": "TST-CTH", "name": "Invented Deep One", "races": ["Cthulhu"]})
    cards.append({"id": "TST-BAN", "name": "Invented Banisher", "types": ["chant"], "attributes": ["darkness"], "cost": {"specified": {"darkness": 1}}, "effects": record["effects"], "rarity": "C", "set": "TST", "provenance": "invented"})
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"].update({"TST-BAN": 1, "TST-CTH": 1, "VIN002-076": 1})
    state = ann_first({"card_set": {"id": "tst-banish", "cards": cards}}, decks, "banish-forms")
    deep_one, plain = to_field(state, "bob", "TST-CTH"), to_field(state, "bob", "TST-R03")
    regalia = to_field(state, "bob", "VIN002-076")
    pool(state, "ann", darkness=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-BAN"), "payment": {"pool": {"darkness": 1}}})
    state = _until_banish(state)
    assert listed(state, "banish", card=plain) and not listed(state, "banish", card=deep_one)
    assert code_of(state, {"type": "banish", "player": "bob", "card": deep_one}) == "FOW-BANISH-CHOICE-R"
    state = _until_banish(act(state, {"type": "banish", "player": "bob", "card": plain}))
    assert listed(state, "banish", card=regalia) and not listed(state, "banish", card=deep_one)
    state = act(state, {"type": "banish", "player": "bob", "card": regalia})
    assert {plain, regalia} <= set(player(state, "bob").graveyard) and deep_one in field(state, "bob")
