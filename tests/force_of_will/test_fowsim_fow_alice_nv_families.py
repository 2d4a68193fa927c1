"""Families of the Grimm, Alice, New Valhalla and Trinity clusters (fow-alice-nv): each played with a real card
named by id (the printed text stays in ../shared and is read at run time)."""

from __future__ import annotations

from msgspec import UNSET

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    next_turn,
    player,
    pool,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import (
    ann_first,
    j_ruler_to_field,
    paid_play,
    real_set,
    real_started,
    resolve_all,
    ruler_game,
    ruler_of,
    stats,
    to_decision,
)
from .test_fowsim_fow_plain_runes_families import RULER, RUNES, play_rune, rune_game

# -- FOW-WILL-SPEND-J-RULER-R, FOW-WILL-SPEND-RUNES-R, FOW-WILL-EFFECT-SPEND-R ---------------------------------


def test_spend_only_readings_of_the_cluster_cards() -> None:
    """The restrictions read: activate abilities of J-rulers (NDR-105, TSD2-015 magic stones; SDV2-007 a rune's
    effect), runes (NDR-107), chants after an [Enter] produce (NDR-070); all five now supported (fow-dec-b: [Awakening] costs, NDR-102, in
    test_fowsim_fow_dec_b_families)."""
    for cid in ("NDR-105", "TSD2-015", "SDV2-007", "NDR-107", "NDR-070"):
        assert entry(cid)["supported"], cid
    assert card("NDR-105")["abilities"][-1]["only"] == {"j_ruler_abilities": True}
    assert card("NDR-107")["abilities"][-1]["only"] == {"runes": True}
    assert card("SDV2-007")["effects"] == [{"op": "produce", "will": ["fire"], "more": ["fire"], "only": {"j_ruler_abilities": True}}]
    assert card("NDR-070")["abilities"][0]["effects"][0]["only"] == {"types": ["chant"]}


def _with_stone(stone: str, ruler: str, runes: tuple[str, ...] = ()) -> State:
    """Ann's first main phase with ``ruler`` and (a magic stone deck holds it) ``stone`` in her stone deck."""
    decks = {"ann": full_deck(ruler), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"][stone] = 1
    if runes:
        decks["ann"]["runes"] = dict.fromkeys(runes, 1)
    return ann_first({"card_set": real_set(stone, ruler, *runes)}, decks, "alice-nv")


def _judged() -> tuple[State, str, str]:
    """Ann's first main phase: her ruler VS01-003 judged into its J-ruler VS01-003J (a God's Art {W}{W}{4}, its
    ability 2), NDR-105 ({Rest}: {R}{R} for activate abilities of J-rulers) in her field."""
    state = _with_stone("NDR-105", "VS01-003")
    stone = to_field(state, "ann", "NDR-105")
    pool(state, "ann", light=2)
    state = resolve_all(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2}}}))
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    return state, stone, j_ruler


def test_fow_will_spend_j_ruler_r_pays_the_j_rulers_gods_art() -> None:
    """NDR-105's two fire wills, used as a source, pay two of the four free will of VS01-003J's God's Art; it
    resolves (ann's God's Arts name it)."""
    state, stone, j_ruler = _judged()
    pool(state, "ann", light=2, void=2)
    payment = {"sources": [{"card": stone, "will": "fire", "more": ["fire"]}], "pool": {"light": 2, "void": 2}}
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": j_ruler, "ability": 2, "payment": payment}))
    assert player(state, "ann").gods_arts == [card("VS01-003J")["abilities"][2]["gods_art"]]
    assert next(e for e in player(state, "ann").field if e.id == stone).rested


def test_fow_will_spend_j_ruler_r_breaks() -> None:
    """FOW-WILL-SPEND-J-RULER-R: NDR-105's wills, once produced (kept apart), pay neither a regalia's activate
    ability (TST-G02, {1}) nor a card (TST-R11, {R}); they pay the J-ruler's God's Art."""
    state, stone, j_ruler = _judged()
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire", "more": ["fire"]})
    assert [(w.will, w.only.j_ruler_abilities) for w in player(state, "ann").restricted] == [("fire", True), ("fire", True)]
    assert not player(state, "ann").pool.get("fire")
    horn = to_field(state, "ann", "TST-G02")
    mine = to_field(state, "ann", "TST-R04")
    regalia = {"type": "activate", "player": "ann", "card": horn, "ability": 0, "targets": [mine], "payment": {"restricted": {"fire": 1}}}
    assert code_of(state, regalia) == "FOW-WILL-SPEND-J-RULER-R"
    resonator = to_hand(state, "ann", "TST-R11")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": resonator, "payment": {"restricted": {"fire": 1}}}) == "FOW-WILL-SPEND-J-RULER-R"
    pool(state, "ann", light=2, void=2)
    art = {"type": "activate", "player": "ann", "card": j_ruler, "ability": 2, "payment": {"restricted": {"fire": 2}, "pool": {"light": 2, "void": 2}}}
    assert code_of(state, art) is None
    state = act(state, art)
    assert player(state, "ann").restricted is UNSET


def test_fow_will_spend_runes_r() -> None:
    """NDR-107 ({Rest}, {1}: one of {R}{U}{G}{B}, only for runes): its water will, with a light will, pays the rune
    SDV1-006 ({W}{1}) played from ann's rune area; FOW-WILL-SPEND-RUNES-R: it does not pay the resonator TST-R02
    ({W}{1})."""
    state = _with_stone("NDR-107", RULER, runes=RUNES)
    stone = to_field(state, "ann", "NDR-107")
    pool(state, "ann", void=1)
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "water", "payment": {"pool": {"void": 1}}})
    assert [(w.will, w.only.runes) for w in player(state, "ann").restricted] == [("water", True)]
    resonator = to_hand(state, "ann", "TST-R02")
    pool(state, "ann", light=1)
    spent = {"pool": {"light": 1}, "restricted": {"water": 1}}
    assert code_of(state, {"type": "play_card", "player": "ann", "card": resonator, "payment": spent}) == "FOW-WILL-SPEND-RUNES-R"
    action = play_rune(state, "ann", "SDV1-006", {"light": 1}, [to_field(state, "bob", "TST-R02", rested=True)])
    action["payment"] = spent
    assert code_of(state, action) is None
    state = act(state, action)
    assert player(state, "ann").restricted is UNSET


def test_fow_will_effect_spend_r_kotaro_enter() -> None:
    """NDR-070's [Enter] (one will of the five attributes, only for chants): ann chooses fire; the will is kept apart,
    not in her pool; it pays the chant TST-C05 ({R}) and (FOW-WILL-SPEND-ONLY-R) not the resonator TST-R11 ({R})."""
    state = real_started("NDR-070")
    state = act(state, paid_play(state, "ann", "NDR-070"))
    state = to_decision(state, "attribute", {})
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "ann", "attribute": "fire"}))
    ann = player(state, "ann")
    assert [(w.will, w.only.types) for w in ann.restricted] == [("fire", ["chant"])] and not ann.pool.get("fire")
    resonator = to_hand(state, "ann", "TST-R11")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": resonator, "payment": {"restricted": {"fire": 1}}}) == "FOW-WILL-SPEND-ONLY-R"
    chant = to_hand(state, "ann", "TST-C05")
    target = to_field(state, "bob", "TST-R02")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [target], "payment": {"restricted": {"fire": 1}}}) is None


# -- FOW-GRAVEYARD-RACE-FIELD-R ----------------------------------------------------------------------------------

DARK_RUNES = ("SDV5-002", "SDV5-004", "SDV5-008", "SDV5-014", "SDV5-020")


def test_fow_graveyard_race_field_r_readings() -> None:
    """SDV5-020 and DBV-088 (a Skeleton or Zombie of total cost 3 or less from your graveyard into the field: both
    races printed on resonators only) are supported; AO2-059's Machine (a race printed on chants and regalia too) stays
    refused (a Human, printed on field additions too: FOW-GRAVEYARD-RACE-FIELD-ADDITION-R)."""
    assert entry("SDV5-020")["supported"] and entry("DBV-088")["supported"]
    spec = card("SDV5-020")["targets"][0]
    assert spec == {"kind": "resonator", "races": ["Skeleton", "Zombie"], "max_cost": 3, "zone": "graveyard", "controller": "you"}
    assert card("SDV5-020")["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field"}]
    assert any("another type than resonator" in u["reason"] for u in entry("AO2-059")["unsupported"])


def test_fow_graveyard_race_field_r_undeath_returns_a_zombie() -> None:
    """Ann (SDV5-011, [Divinity]) plays SDV5-020 from her rune area: the Zombie SDV5-022 ({B}) of her graveyard enters
    her field (the state FOW-GRAVEYARD-RACE-FIELD-R demands); a Vampire (TST-R17) of her graveyard is no legal
    target of the read slot (FOW-PLAY-1)."""
    state = rune_game("SDV5-022", runes=DARK_RUNES, ruler="SDV5-011")
    zombie = to_graveyard(state, "ann", "SDV5-022")
    vampire = to_graveyard(state, "ann", "TST-R17")
    assert code_of(state, play_rune(state, "ann", "SDV5-020", {"darkness": 1}, [vampire])) == "FOW-PLAY-1"
    state = resolve_all(act(state, play_rune(state, "ann", "SDV5-020", {"darkness": 1}, [zombie])))
    assert any(e.id == zombie for e in player(state, "ann").field) and zombie not in player(state, "ann").graveyard


# -- FOW-MISPRINT-R (three misprints of the Alice cluster) --------------------------------------------------------


def test_fow_misprint_r_alice_cards() -> None:
    """SKL-060 (a doubled letter of the race Four Sacred Beasts), TTW-004 (the race Fairy in the plural before its
    noun) and TTW-053 (a dropped "of" in "until end of turn") are read with the printed spelling, now supported:
    TTW-004's continuous ability reaches other Fairy J/resonators you control, TTW-053 offers its two changes."""
    for cid in ("SKL-060", "TTW-004", "TTW-053"):
        assert entry(cid)["supported"], cid
    assert card("TTW-053")["effects"][0]["one_of"] == [{"atk": -800}, {"def": 800}] and "until" not in card("TTW-053")["effects"][0]  # until end of turn
    assert "Four Sacred Beasts" in str(card("SKL-060")["abilities"][0])
    assert "Fairy" in str(card("TTW-004")["abilities"][-1])


# -- FOW-AT-NEXT-END-R: "At the end of turn, banish it" ------------------------------------------------------------


def test_fow_at_next_end_r_banish_it_at_the_end_of_turn() -> None:
    """FOW-AT-NEXT-END-R with SKL-084 ({1}: this card gains [+200/+0] until end of turn; at the end of turn, banish
    it): ann plays the ability, SKL-084 gains 200 ATK, and as the turn ends its controller banishes it (her graveyard)."""
    assert card("SKL-084")["abilities"][-1]["effects"][-1] == {"op": "at_end", "target": "self", "then": "banish"}
    state = real_started("SKL-084")
    clock = to_field(state, "ann", "SKL-084")
    pool(state, "ann", void=1)
    index = len(card("SKL-084")["abilities"]) - 1
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": clock, "ability": index, "payment": {"pool": {"void": 1}}}))
    assert stats(state, clock)[0] == 500 and any(e.id == clock for e in player(state, "ann").field)
    state = next_turn(state)
    assert clock in player(state, "ann").graveyard


# -- FOW-KEYWORD-FILTER-R: "target resonator with [Flying] you control" ----------------------------------------------


def test_fow_keyword_filter_r_before_whose_it_is() -> None:
    """SKL-001's ruler ability ({W}{W}: target resonator with [Flying] you control gains [+200/+200] until end of turn)
    played from ann's ruler area: her TST-R01 ([Flying]) gains it; her TST-R02 (no [Flying]) and bob's TST-R01 are no
    legal target (FOW-PLAY-1, the slot's keyword filter and controller)."""
    assert card("SKL-001")["abilities"][-1]["targets"] == [{"kind": "resonator", "controller": "you", "with_keyword": "flying"}]
    state = ruler_game("SKL-001")
    flier, walker, his = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R01")
    ruler = ruler_of(state, "ann").id
    index = len(card("SKL-001")["abilities"]) - 1

    def ability(target: str) -> dict[str, object]:
        pool(state, "ann", light=2)
        return {"type": "activate", "player": "ann", "card": ruler, "ability": index, "targets": [target], "payment": {"pool": {"light": 2}}}

    assert code_of(state, ability(walker)) == "FOW-PLAY-1" and code_of(state, ability(his)) == "FOW-PLAY-1"
    before = stats(state, flier)[0]
    state = resolve_all(act(state, ability(flier)))
    assert stats(state, flier)[0] == before + 200


# -- FOW-HAND-TO-BOTTOM-R ----------------------------------------------------------------------------------------------


def test_fow_hand_to_bottom_r_draw_then_one_card_on_the_bottom() -> None:
    """FOW-HAND-TO-BOTTOM-R with SKL-047 ({Rest}: draw a card, then put a card from your hand on the bottom of your
    main deck), CST-072 read alike: ann draws, is asked for a card of her hand, and the card named goes to the bottom
    of her main deck; a card of her field, or none, is refused with the rule's code."""
    assert entry("CST-072")["supported"]
    assert card("SKL-047")["abilities"][0]["effects"][1] == {"op": "search", "to": "bottom", "deck": "hand", "must": True}
    state = real_started("SKL-047")
    trader = to_field(state, "ann", "SKL-047")
    hand_before = len(player(state, "ann").hand)
    state = to_decision(act(state, {"type": "activate", "player": "ann", "card": trader, "ability": 0}), "search", {})
    other = to_field(state, "ann", "TST-R01")
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-HAND-TO-BOTTOM-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-HAND-TO-BOTTOM-R"
    chosen = player(state, "ann").hand[0]
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": chosen}))
    assert player(state, "ann").deck[-1] == chosen and chosen not in player(state, "ann").hand
    assert len(player(state, "ann").hand) == hand_before


# -- FOW-OPPONENT-PUTS-STONE-R -------------------------------------------------------------------------------------


def test_fow_opponent_puts_stone_r_petrifying_gaze() -> None:
    """SKL-042 ({U}{U}{1} chant: bob's target resonator to the bottom of its owner's main deck; bob puts the top card
    of his magic stone deck into his magic stone area): bob's TST-R02 goes to the bottom of his deck and the top card
    of his own magic stone deck enters his field under his control (ann's stone deck untouched)."""
    state = real_started("SKL-042")
    his = to_field(state, "bob", "TST-R02")
    top = player(state, "bob").stone_deck[0]
    mine = list(player(state, "ann").stone_deck)
    state = resolve_all(act(state, paid_play(state, "ann", "SKL-042") | {"targets": [his]}))
    bob = player(state, "bob")
    assert bob.deck[-1] == his and any(e.id == top for e in bob.field) and top not in bob.stone_deck
    assert player(state, "ann").stone_deck == mine and not any(e.id == top for e in player(state, "ann").field)


# -- FOW-RECOVER-YOUR-J-RULER-R; FOW-BANISH-CHOICE-R's "Banish a magic stone" --------------------------------------


def test_fow_recover_your_j_ruler_r_ragnite() -> None:
    """VIN002-080 ({W}{W}, {Rest}, banish this card: recover your J-ruler): ann's rested J-ruler is recovered and the
    regalia goes to her graveyard; with her ruler in its ruler area (no J-ruler) the ruler stays rested."""
    ability = card("VIN002-080")["abilities"][-1]
    assert ability["effects"] == [{"op": "recover", "each": "your_cards", "among": {"types": ["j_ruler"]}}]
    index = len(card("VIN002-080")["abilities"]) - 1
    state = real_started("VIN002-080")
    ragnite = to_field(state, "ann", "VIN002-080")
    player(state, "ann").ruler.rested = True  # type: ignore[union-attr]
    pool(state, "ann", light=2)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": ragnite, "ability": index, "payment": {"pool": {"light": 2}}}))
    assert ruler_of(state, "ann").rested and ragnite in player(state, "ann").graveyard
    state = real_started("VIN002-080")
    ragnite = to_field(state, "ann", "VIN002-080")
    j_ruler = j_ruler_to_field(state, "ann")
    next(e for e in player(state, "ann").field if e.id == j_ruler).rested = True
    pool(state, "ann", light=2)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": ragnite, "ability": index, "payment": {"pool": {"light": 2}}}))
    assert not next(e for e in player(state, "ann").field if e.id == j_ruler).rested


def test_fow_banish_choice_r_a_magic_stone_alone_is_yours() -> None:
    """SDV4-015's [Enter] "Banish a magic stone" reads as "Banish a magic stone you control" (CR 1011.1): supported."""
    assert entry("SDV4-015")["supported"]
    assert card("SDV4-015")["abilities"][0]["effects"] == [{"op": "banish", "what": "magic_stone"}]  # player: you (the default)


def test_fow_at_next_end_r_remove_it_from_the_game_at_end_of_turn() -> None:
    """FOW-AT-NEXT-END-R with TTW-075 (target resonator of your graveyard into your field; remove it from the game at
    end of turn): ann's TST-R17 enters her field from her graveyard, and as the turn ends it goes to her removed area."""
    state = real_started("TTW-075")
    dead = to_graveyard(state, "ann", "TST-R17")
    state = resolve_all(act(state, paid_play(state, "ann", "TTW-075") | {"targets": [dead]}))
    assert any(e.id == dead for e in player(state, "ann").field) and dead not in player(state, "ann").graveyard
    state = next_turn(state)
    assert dead in player(state, "ann").removed and not any(e.id == dead for e in player(state, "ann").field)


# -- FOW-EFFECT-INSTEAD-R: "destroy that resonator instead" ----------------------------------------------------------


def test_fow_effect_instead_r_destroy_that_resonator_instead() -> None:
    """NDR-066 (800 damage to target resonator; if you control a Bushido, destroy that resonator instead): without a
    Bushido bob's TST-R10 (1200 DEF) takes 800 damage and stays; with ann's Bushido ADK-087 in her field, it is destroyed."""
    state = real_started("NDR-066", "ADK-087")
    his = to_field(state, "bob", "TST-R10")
    state = resolve_all(act(state, paid_play(state, "ann", "NDR-066") | {"targets": [his]}))
    assert next(e for e in player(state, "bob").field if e.id == his).damage == 800
    state = real_started("NDR-066", "ADK-087")
    his = to_field(state, "bob", "TST-R10")
    to_field(state, "ann", "ADK-087")
    state = resolve_all(act(state, paid_play(state, "ann", "NDR-066") | {"targets": [his]}))
    assert his in player(state, "bob").graveyard
