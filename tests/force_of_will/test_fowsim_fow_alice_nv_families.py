"""Families of the Grimm, Alice, New Valhalla and Trinity clusters (fow-alice-nv): each played with a real card
named by id (the printed text stays in ../shared and is read at run time)."""

from __future__ import annotations

from msgspec import UNSET

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_graveyard, to_hand
from .real import ann_first, paid_play, real_set, real_started, resolve_all, to_decision
from .test_fowsim_fow_plain_runes_families import RULER, RUNES, play_rune, rune_game

# -- FOW-WILL-SPEND-J-RULER-R, FOW-WILL-SPEND-RUNES-R, FOW-WILL-EFFECT-SPEND-R ---------------------------------


def test_spend_only_readings_of_the_cluster_cards() -> None:
    """The restrictions read: activate abilities of J-rulers (NDR-105, TSD2-015 magic stones; SDV2-007 a rune's
    effect), runes (NDR-107), chants after an [Enter] produce (NDR-070); all five now supported.  [Awakening]
    costs (NDR-102) stay refused with their reason."""
    for cid in ("NDR-105", "TSD2-015", "SDV2-007", "NDR-107", "NDR-070"):
        assert entry(cid)["supported"], cid
    assert card("NDR-105")["abilities"][-1]["only"] == {"j_ruler_abilities": True}
    assert card("NDR-107")["abilities"][-1]["only"] == {"runes": True}
    assert card("SDV2-007")["effects"] == [{"op": "produce", "will": ["fire"], "more": ["fire"], "only": {"j_ruler_abilities": True}}]
    assert card("NDR-070")["abilities"][0]["effects"][0]["only"] == {"types": ["chant"]}
    assert any("[Awakening] costs" in u["reason"] for u in entry("NDR-102")["unsupported"])


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
    races printed on resonators only) are supported; SDV1-008's Human (a race printed on additions too) stays refused."""
    assert entry("SDV5-020")["supported"] and entry("DBV-088")["supported"]
    spec = card("SDV5-020")["targets"][0]
    assert spec == {"kind": "resonator", "races": ["Skeleton", "Zombie"], "max_cost": 3, "zone": "graveyard", "controller": "you"}
    assert card("SDV5-020")["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field"}]
    assert any("another type than resonator" in u["reason"] for u in entry("SDV1-008")["unsupported"])


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
