"""fow-m-will families, each played with a real card named by id (the printed text stays in ../shared and is
read at run time):

* FOW-WILL-EFFECT-SEVERAL-R: "Produce two (three) wills in any combination of attributes" as an effect --
  each will's attribute chosen in turn as it resolves (ADK-088's enter trigger; GOG-036's restricted mode).
* FOW-WILL-REMOVE-GRAVEYARD-R: "({Rest}, )remove <filter> in your graveyard from the game: Produce ..." -- a will
  ability whose payment names the graveyard cards removed (AOA-035; ACN-164J's, once per turn; ACN-164's from the
  ruler area, its misprint of "Spend" read).
* FOW-WILL-DAMAGE-R: a magic stone's "{Rest}: Produce <will>. This card deals N damage to you" (TSW-149).
* FOW-JUDG-LESS-IF-R: "[Judgment] <cost>. You may pay <less> less to play this ability if <condition>" (VIN002-073, CFC-066).
"""

from __future__ import annotations

from .fowsim_db import card, entry
from .helpers import act, code_of, listed, player, to_field, to_graveyard, to_hand
from .real import (
    board_of,
    hero_started,
    judgment_action,
    paid_play,
    real_started,
    refused_line,
    resolve_all,
    to_decision,
)

ANY = ["light", "fire", "water", "wind", "darkness"]


def _choose(attribute: str) -> dict[str, object]:
    return {"type": "choose_attribute", "player": "ann", "attribute": attribute}


# -- FOW-WILL-EFFECT-SEVERAL-R ---------------------------------------------------------------------------


def test_fow_will_effect_several_r_each_will_chosen_in_turn() -> None:
    """ADK-088 (a resonator; as it enters, two wills in any combination of attributes): read as one effect of
    two wills each among the five attributes; played, its trigger asks ann twice for an attribute -- fire,
    then fire again -- and leaves two fire wills in her pool, nothing more."""
    assert entry("ADK-088")["supported"]
    trigger = card("ADK-088")["abilities"][0]
    assert trigger["trigger"] == "enter" and trigger["effects"] == [{"op": "produce", "will": ANY, "count": 2}]
    state = real_started("ADK-088")
    state = act(state, paid_play(state, "ann", "ADK-088"))
    state = to_decision(state, "attribute", {})
    state = act(state, _choose("fire"))
    assert player(state, "ann").pool == {"fire": 1}
    assert state.decision is not None and state.decision.kind == "attribute" and state.decision.done == 1
    state = resolve_all(act(state, _choose("fire")))
    assert state.decision is None and player(state, "ann").pool == {"fire": 2}


def test_fow_will_effect_several_r_the_two_attributes_differ_and_stay_restricted() -> None:
    """GOG-036 (a chant; choose one: recover a Giant, or two wills in any combination of attributes that
    pay only for Giants): its second mode asks twice, light then darkness, and both wills are kept apart,
    restricted to Giants (FOW-WILL-EFFECT-SPEND-R); the free pool stays empty."""
    assert entry("GOG-036")["supported"]
    assert card("GOG-036")["modes"][1]["effects"][0]["count"] == 2
    state = real_started("GOG-036")
    action = paid_play(state, "ann", "GOG-036") | {"mode": 1}
    state = act(state, action)
    state = to_decision(state, "attribute", {})
    state = to_decision(act(state, _choose("light")), "attribute", {})
    state = resolve_all(act(state, _choose("darkness")))
    ann = player(state, "ann")
    assert not ann.pool and sorted(r.will for r in ann.restricted or []) == ["darkness", "light"]
    assert all(r.only.races == ["Giant"] for r in ann.restricted or [])


def test_fow_will_effect_several_r_breaks_one_will_only() -> None:
    """The rule broken: read with one choice the effect would end after one will; ADK-088's asks a second
    time after the first (its decision counting the one chosen), and a "{R} and/or {B}" combination offers
    only fire and darkness to each will."""
    from adjudicator.force_of_will.ability.grammar import _produce_effect

    assert _produce_effect("three wills in any combination of {R} and/or {B}") == {"op": "produce", "will": ["fire", "darkness"], "count": 3}
    state = real_started("ADK-088")
    state = act(state, paid_play(state, "ann", "ADK-088"))
    state = to_decision(state, "attribute", {})
    assert code_of(state, {"type": "pass", "player": "ann"}) is not None
    state = act(state, _choose("water"))
    assert state.decision is not None and state.decision.kind == "attribute" and state.chase
    assert player(state, "ann").pool == {"water": 1}
    state = resolve_all(act(state, _choose("wind")))
    assert player(state, "ann").pool == {"water": 1, "wind": 1}


# -- FOW-WILL-REMOVE-GRAVEYARD-R -------------------------------------------------------------------------


def _produce(source: str, will: str, remove: list[str]) -> dict[str, object]:
    return {"type": "produce_will", "player": "ann", "source": source, "will": will, "payment": {"remove": remove}}


def test_fow_will_remove_graveyard_r_a_fire_card_removed_for_fire_will() -> None:
    """AOA-035 (a resonator; rest it and remove a fire card of your graveyard from the game: one fire will):
    read as a will ability of that cost; listed with the fire card to remove; played naming a fire card of
    ann's graveyard, it rests, the card goes to her removed area and she has one fire will."""
    assert entry("AOA-035")["supported"]
    assert card("AOA-035")["abilities"][0]["cost"] == {"rest": True, "remove": {"attributes": ["fire"]}}
    state = real_started("AOA-035", copies=3)
    source = to_field(state, "ann", "AOA-035")
    fire = to_graveyard(state, "ann", "AOA-035")
    to_graveyard(state, "ann", "TST-R01")
    assert listed(state, "produce_will", source=source, will="fire")
    state = act(state, _produce(source, "fire", [fire]))
    ann = player(state, "ann")
    assert ann.pool == {"fire": 1} and fire in ann.removed and fire not in ann.graveyard
    assert board_of(state).entity(source).rested  # type: ignore[union-attr]


def test_fow_will_remove_graveyard_r_wrong_cards_are_refused() -> None:
    """The rule broken: a light card, no card, two cards or a card of the hand are refused with the rule's code;
    AOA-035 is no source inside another payment (its cost is paid only by produce_will)."""
    state = real_started("AOA-035", copies=3)
    source = to_field(state, "ann", "AOA-035")
    fire, second = to_graveyard(state, "ann", "AOA-035"), to_graveyard(state, "ann", "AOA-035")
    light = to_graveyard(state, "ann", "TST-R01")
    for removed in ([light], [], [fire, second]):
        assert code_of(state, _produce(source, "fire", removed)) == "FOW-WILL-REMOVE-GRAVEYARD-R"
    angel = to_hand(state, "ann", "TST-R02")
    play_angel = {"type": "play_card", "player": "ann", "card": angel, "targets": [], "payment": {"sources": [{"card": source, "will": "fire"}]}}
    assert code_of(state, play_angel) == "FOW-WILL-REMOVE-GRAVEYARD-R"


def test_fow_will_remove_graveyard_r_once_per_turn() -> None:
    """ACN-164J (a Basic J-ruler; remove an Elemental of your graveyard: one wind will that pays only for chants,
    once per turn) is read so; it enters only by its Basic ruler's Judgment (not in the vocabulary), so its
    ability is played here on TST-R03 given it (TST-R01, TST-R02 given the Elemental race): the first use
    removes one Elemental and leaves a wind will restricted to chants; the second, the same turn, is refused
    and not listed (FOW-ONCE-PER-TURN-R)."""
    assert entry("ACN-164J")["supported"]
    ability = card("ACN-164J")["abilities"][1]
    assert ability["cost"] == {"remove": {"races": ["Elemental"]}} and ability["once_per_turn"] and ability["only"] == {"types": ["chant"]}
    elemental = {"races": ["Elemental"]}
    state = hero_started(("AOA-035",), changed={"TST-R01": elemental, "TST-R02": elemental, "TST-R03": {"abilities": [ability]}})
    source = to_field(state, "ann", "TST-R03")
    first, second = to_graveyard(state, "ann", "TST-R01"), to_graveyard(state, "ann", "TST-R02")
    state = act(state, _produce(source, "wind", [first]))
    ann = player(state, "ann")
    assert not ann.pool and [(r.will, r.only.types) for r in ann.restricted or []] == [("wind", ["chant"])]
    assert first in ann.removed
    assert code_of(state, _produce(source, "wind", [second])) == "FOW-ONCE-PER-TURN-R"
    assert not listed(state, "produce_will", source=source, will="wind")


def test_fow_will_remove_graveyard_r_from_the_ruler_area() -> None:
    """ACN-164 (a Basic ruler: its database line misprints "Spend", read by FOW-MISPRINT-R; remove an Elemental of
    your graveyard: one wind will paying only for Spirit Magic chants, once per turn) is read so; a Basic ruler
    starts no game (FOW-DECK-1), so its ability is played here by TST-RU1 given it, from the ruler area
    (FOW-RULER-WILL-R): an Elemental removed, one restricted wind will; a second use is refused, and so is the
    ruler named as a source inside another payment."""
    assert entry("ACN-164")["supported"]
    ability = card("ACN-164")["abilities"][1]
    assert ability["cost"] == {"remove": {"races": ["Elemental"]}} and ability["once_per_turn"]
    assert ability["only"] == {"types": ["chant"], "races": ["Spirit Magic"]}
    elemental = {"races": ["Elemental"]}
    state = hero_started(("AOA-035",), changed={"TST-R01": elemental, "TST-R02": elemental, "TST-RU1": {"abilities": [ability]}})
    ruler = player(state, "ann").ruler
    assert ruler is not None
    first, second = to_graveyard(state, "ann", "TST-R01"), to_graveyard(state, "ann", "TST-R02")
    angel = to_hand(state, "ann", "TST-R03")
    play_angel = {"type": "play_card", "player": "ann", "card": angel, "targets": [], "payment": {"sources": [{"card": ruler.id, "will": "wind"}]}}
    assert code_of(state, play_angel) == "FOW-RULER-WILL-R"
    assert code_of(state, _produce(ruler.id, "wind", [angel])) == "FOW-WILL-REMOVE-GRAVEYARD-R"
    state = act(state, _produce(ruler.id, "wind", [first]))
    ann = player(state, "ann")
    assert not ann.pool and [r.will for r in ann.restricted or []] == ["wind"] and first in ann.removed
    assert code_of(state, _produce(ruler.id, "wind", [second])) == "FOW-RULER-WILL-R"


# -- FOW-WILL-DAMAGE-R -----------------------------------------------------------------------------------


def test_fow_will_damage_r_the_stone_deals_damage_as_it_produces() -> None:
    """TSW-149 (a special magic stone: {Rest} for darkness; {Rest} for fire, the stone dealing 200 damage to you):
    read as a will ability with damage_you 200; its fire use leaves one fire will and ann 200 life lower; its
    darkness use (the other ability) costs no life."""
    assert entry("TSW-149")["supported"]
    hurting = card("TSW-149")["abilities"][0]
    assert hurting["damage_you"] == 200 and hurting["produce"] == ["fire"] and hurting["cost"] == {"rest": True}
    state = hero_started((), stones=("TSW-149",))
    life = player(state, "ann").life
    stone = to_field(state, "ann", "TSW-149")
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
    assert player(state, "ann").pool == {"fire": 1} and player(state, "ann").life == life - 200
    state = hero_started((), stones=("TSW-149",))
    stone = to_field(state, "ann", "TSW-149")
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "darkness"})
    assert player(state, "ann").pool == {"darkness": 1} and player(state, "ann").life == life


def test_fow_will_damage_r_no_source_inside_a_payment() -> None:
    """The rule broken: the fire use named as a source while paying (where the damage would be skipped) is refused
    with the rule's code; paid from the pool after produce_will, the same play is accepted."""
    state = hero_started(("AOA-035",), stones=("TSW-149",))
    stone = to_field(state, "ann", "TSW-149")
    fire = to_hand(state, "ann", "AOA-035")
    play = {"type": "play_card", "player": "ann", "card": fire, "targets": [], "payment": {"sources": [{"card": stone, "will": "fire"}]}}
    assert code_of(state, play) == "FOW-WILL-DAMAGE-R"
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
    assert code_of(state, {**play, "payment": {"pool": {"fire": 1}}}) is None


# -- FOW-JUDG-LESS-IF-R ----------------------------------------------------------------------------------


def test_fow_judg_less_if_r_the_lowered_cost_while_the_named_card_is_there() -> None:
    """VIN002-073 (its Judgment: {6}, or {3} less while you control a card of one name), as read, given to the
    reference ruler (TST-R01 given that name): without the named card, paying the lowered cost is refused;
    with it in ann's field she may pay either the printed cost or the lowered one. CFC-066's lowers a part of
    both kinds: {G}{G}{2} less {G}{2} leaves {G}."""
    assert entry("VIN002-073")["supported"] and entry("CFC-066")["supported"]
    judgment = card("VIN002-073")["judgment"]
    assert judgment["cost"] == {"free": 6} and judgment["instead"] == {"free": 3} and judgment["instead_may"]
    assert card("CFC-066")["judgment"]["instead"] == {"specified": {"wind": 1}}
    name = judgment["instead_when"]["count"]["names"][0]
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}, "TST-R01": {"name": name}})
    assert code_of(state, judgment_action(state, {"void": 3})) == "FOW-WILL-3"
    to_field(state, "ann", "TST-R01")
    assert code_of(state, judgment_action(state, {"void": 6})) is None
    state = act(state, judgment_action(state, {"void": 3}))
    assert state.chase


def test_fow_judg_less_if_r_breaks_more_than_the_cost() -> None:
    """The rule broken: lowering a part of the cost below nothing is no reading (refused at import)."""
    reason = refused_line("[Judgment] {R}{1}. You may pay {U} less to play this ability if you control a Dragon.", "ruler")
    assert "more than a part of the cost" in reason
