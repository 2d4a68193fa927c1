"""Ability families first needed by the Trinity cluster (issue #14), each played with real cards of the
community database (named by id; the printed text stays in ../shared): time will (FOW-WILL-TIME-R),
[Untouchable] (FOW-KW-UNTOUCHABLE-R), will abilities that cost life (FOW-COST-LIFE-R), magic stones that
enter rested beside two of their name (FOW-ENTERS-RESTED-SAME-NAME-R), the printed magic stone type
(FOW-STONE-TYPE-R), the misprint "Product" of a will ability, and Exploration (FOW-EXPLORATION-R)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.ability.normalize import normalize_line
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, imported, raw_card
from .helpers import act, code_of, full_deck, listed, player, pool, started, to_field, to_hand
from .real import hero_started, real_set, real_started, resolve_all, will_for
from .real import stats as full_stats


def _activate(pid: str, card_id: str, ability: int, payment: dict[str, Any], targets: list[str] | None = None) -> dict[str, Any]:
    return {"type": "activate", "player": pid, "card": card_id, "ability": ability, "targets": targets or [], "payment": payment}


# -- FOW-WILL-TIME-R -----------------------------------------------------------------------------------


def test_fow_will_time_r_a_stone_makes_time_will() -> None:
    """FOW-WILL-TIME-R with TTT-084, a special stone with a water will ability and a time will ability: it is
    imported and supported (it was refused: "{T}" was no will read); one use of its second ability puts one
    time will into the pool and rests it."""
    assert entry("TTT-084")["supported"]
    assert [a.get("produce") for a in card("TTT-084")["abilities"]] == [["time"]]
    state = hero_started((), stones=("TTT-084",))
    stone = to_field(state, "ann", "TTT-084")
    assert listed(state, "produce_will", source=stone, will="time")
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "time", "more": []})
    assert player(state, "ann").pool == {"time": 1}


def test_fow_will_time_r_time_will_pays_a_time_symbol_and_nothing_else_does() -> None:
    """FOW-WILL-TIME-R with WOM-043, -400 ATK to a J/resonator for one time will: its cost reads as one time
    symbol (the card was not supported); water will does not pay it, time will does and the ability resolves."""
    assert card("WOM-043")["abilities"][0]["cost"] == {"will": {"specified": {"time": 1}}}
    assert entry("WOM-043")["supported"]
    state = real_started("WOM-043")
    analyst = to_field(state, "ann", "WOM-043")
    victim = to_field(state, "bob", "WOM-043")
    atk = full_stats(state, victim)[0]
    pool(state, "ann", water=1)
    assert code_of(state, _activate("ann", analyst, 0, {"pool": {"water": 1}}, [victim])) == "FOW-WILL-1"
    pool(state, "ann", time=1)
    state = resolve_all(act(state, _activate("ann", analyst, 0, {"pool": {"time": 1}}, [victim])))
    assert full_stats(state, victim)[0] == atk - 400
    assert not player(state, "ann").pool


# -- FOW-KW-UNTOUCHABLE-R ------------------------------------------------------------------------------


def _read_as_supported(*ids: str) -> State:
    """Ann's first main phase with the real cards ``ids`` in both decks, each record as imported but with
    its unread lines waived (no Trinity card with [Untouchable] is fully read yet: its other lines are left
    out of the record, and a deck may hold it only so)."""
    records = []
    for record in imported()["card_set"]["cards"]:
        if record["id"] in ids:
            waived = copy.deepcopy(record)
            waived.pop("unsupported", None)
            records.append(waived)
    card_set = {"id": "tst-plus-waived", "cards": [*reference_card_set_json()["cards"], *records]}
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"].update({card_id: 1 for card_id in ids})
    for n in range(50):
        state = started(options={"card_set": card_set}, seed=f"untouchable-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def _cast(state: State, pid: str, card_id: str, mode: int | None = None) -> tuple[State, str]:
    """``pid`` plays ``card_id`` from their hand (in ``mode``), paid from the pool; the state and its chase object."""
    instance = to_hand(state, pid, card_id)
    will = will_for(card_id)
    pool(state, pid, **will)
    chosen = {} if mode is None else {"mode": mode}
    state = act(state, {"type": "play_card", "player": pid, "card": instance, "targets": [], "payment": {"pool": will}, **chosen})
    return state, state.chase[-1].id


def _denial(state: State) -> dict[str, Any]:
    """Bob's TST-C02 (cancel target chant spell) in his hand and its cost in his pool: the play, untargeted."""
    denial = to_hand(state, "bob", "TST-C02")
    pool(state, "bob", light=1, void=1)
    return {"type": "play_card", "player": "bob", "card": denial, "payment": {"pool": {"light": 1, "void": 1}}}


def test_fow_kw_untouchable_r_an_untouchable_chant_cannot_be_targeted_by_a_cancel() -> None:
    """FOW-KW-UNTOUCHABLE-R with TTT-060, a chant with [Untouchable] (read as a keyword; it was refused):
    on the chase, bob's cancel of a chant spell cannot target it -- refused with the rule, and no such play
    is listed -- and it resolves."""
    assert "untouchable" in card("TTT-060")["keywords"]
    assert not any("Untouchable" in u["reason"] for u in entry("TTT-060")["unsupported"])
    state = _read_as_supported("TTT-060")
    state, spell = _cast(state, "ann", "TTT-060")
    state = act(state, {"type": "pass", "player": "ann"})
    play = _denial(state)
    assert code_of(state, {**play, "targets": [spell]}) == "FOW-KW-UNTOUCHABLE-R"
    assert not listed(state, "play_card", card=play["card"], targets=[spell])
    state = resolve_all(state)
    assert not state.chase and any(c.startswith("ann:TTT-060") for c in player(state, "ann").graveyard)


def test_fow_kw_untouchable_r_a_chant_without_it_is_cancelled() -> None:
    """FOW-KW-UNTOUCHABLE-R, the other branch: TSD2-009, a chant without [Untouchable], is targeted by
    bob's cancel of a chant spell, which resolves first and cancels it (to ann's graveyard)."""
    assert "untouchable" not in card("TSD2-009").get("keywords", [])
    state = real_started("TSD2-009")
    state, spell = _cast(state, "ann", "TSD2-009", mode=1)
    state = act(state, {"type": "pass", "player": "ann"})
    play = _denial(state)
    assert code_of(state, {**play, "targets": [spell]}) is None
    state = resolve_all(act(state, {**play, "targets": [spell]}))
    assert not state.chase
    assert any(c.startswith("ann:TSD2-009") for c in player(state, "ann").graveyard)


# -- FOW-COST-LIFE-R -----------------------------------------------------------------------------------


def _produce(source: str, will: str) -> dict[str, Any]:
    return {"type": "produce_will", "player": "ann", "source": source, "will": will, "more": []}


def test_fow_will_life_r_the_stone_makes_its_will_for_life() -> None:
    """FOW-COST-LIFE-R with TTT-087 ({Rest}: wind; {Rest}, pay 100 life: light or fire): it is supported; its
    light will costs ann 100 life as she plays the ability, its wind will nothing."""
    assert entry("TTT-087")["supported"]
    assert [a["cost"] for a in card("TTT-087")["abilities"]] == [{"rest": True, "life": 100}]
    state = hero_started((), stones=("TTT-087",))
    stone = to_field(state, "ann", "TTT-087")
    life = player(state, "ann").life
    assert listed(state, "produce_will", source=stone, will="light") and listed(state, "produce_will", source=stone, will="wind")
    paid = act(state, _produce(stone, "light"))
    assert player(paid, "ann").life == life - 100 and player(paid, "ann").pool == {"light": 1}
    free = act(state, _produce(stone, "wind"))
    assert player(free, "ann").life == life and player(free, "ann").pool == {"wind": 1}


def test_fow_will_life_r_not_with_less_life_nor_inside_another_payment() -> None:
    """FOW-COST-LIFE-R, the refusals: with less life than it costs, the ability is neither listed nor played
    (CR 105.4a); naming the stone's fire in the payment of a card's cost is refused -- a life-paid will ability
    is played on its own first."""
    state = hero_started(("TSD2-009",), stones=("TTT-087",))
    stone = to_field(state, "ann", "TTT-087")
    spell = to_hand(state, "ann", "TSD2-009")
    play = {"type": "play_card", "player": "ann", "card": spell, "targets": [], "mode": 1, "payment": {"sources": [{"card": stone, "will": "fire"}]}}
    assert code_of(state, play) == "FOW-COST-LIFE-R"
    player(state, "ann").life = 0
    assert code_of(state, _produce(stone, "light")) == "FOW-COST-LIFE-R"
    assert not listed(state, "produce_will", source=stone, will="light")


# -- FOW-ENTERS-RESTED-SAME-NAME-R ---------------------------------------------------------------------


def _three_stones(stone_id: str) -> State:
    """Ann's first main phase with three copies of the real magic stone ``stone_id`` in her stone deck."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"][stone_id] = 3
    for n in range(50):
        state = started(options={"card_set": real_set(stone_id)}, seed=f"three-stones-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def _called_on_top(state: State, stone_id: str) -> tuple[State, str]:
    deck = player(state, "ann").stone_deck
    stone = next(s for s in deck if s.startswith(f"ann:{stone_id}#"))
    deck.remove(stone)
    deck.insert(0, stone)
    return act(state, {"type": "call_stone", "player": "ann"}), stone


def test_fow_enters_rested_same_name_r_the_third_of_a_name_enters_rested() -> None:
    """FOW-ENTERS-RESTED-SAME-NAME-R with TTT-085: ann controls two of its name, so the third she calls
    enters her field rested."""
    assert entry("TTT-085")["supported"]
    assert card("TTT-085")["enters_rested_if"] == {"count": {"what": "magic_stone", "names": [card("TTT-085")["name"]]}, "at_least": 2}
    state = _three_stones("TTT-085")
    to_field(state, "ann", "TTT-085")
    to_field(state, "ann", "TTT-085")
    state, stone = _called_on_top(state, "TTT-085")
    assert next(e for e in player(state, "ann").field if e.id == stone).rested


def test_fow_enters_rested_same_name_r_the_second_enters_recovered() -> None:
    """FOW-ENTERS-RESTED-SAME-NAME-R, the other branch: with one TTT-085 in ann's field (the stone itself
    is not counted), the second she calls enters recovered."""
    state = _three_stones("TTT-085")
    to_field(state, "ann", "TTT-085")
    state, stone = _called_on_top(state, "TTT-085")
    assert not next(e for e in player(state, "ann").field if e.id == stone).rested


# -- FOW-STONE-TYPE-R, "Product" -----------------------------------------------------------------------


def test_fow_stone_type_r_the_printed_magic_stone_type() -> None:
    """FOW-STONE-TYPE-R: "This card has the <attribute> magic stone type" gives the type -- TSD2-016, whose
    type line names none, is a wind magic stone, and TTT-088's line agrees with its type line; the line on
    a card other than a magic stone stays refused."""
    assert entry("TSD2-016")["supported"] and card("TSD2-016")["stone_types"] == ["wind"]
    assert entry("TTT-088")["supported"] and card("TTT-088")["stone_types"] == ["darkness"]
    record: dict[str, Any] = {"name": "a resonator", "types": ["resonator"], "abilities": [], "keywords": [], "targets": [], "effects": []}
    with pytest.raises(Unsupported):
        map_ability(next(line for line in raw_card("TSD2-016")["abilities"] if "magic stone type" in line).strip(), record)
    assert "stone_types" not in record


def test_product_misprint_is_produce() -> None:
    """The misprint "Product {W}" of a will ability is "Produce {W}": TTT-086 is imported and supported (it
    was refused as a stone without a will ability read); other text keeps the word."""
    assert normalize_line("{Rest}: Product {W}") == "{Rest}: Produce {W}"
    assert normalize_line("Draw a card. Product of the sea.") == "Draw a card. Product of the sea."
    assert entry("TTT-086")["imported"] and entry("TTT-086")["supported"]
    assert card("TTT-086")["stone_produces"] == ["light"]


# -- FOW-EXPLORATION-R ---------------------------------------------------------------------------------


def _explore(top: str, races: list[str]) -> tuple[State, str]:
    """Ann's TTT-080 (Fool's Gold) in her field, ann's ruler of ``races``, her ``top`` card (a real card
    of both decks) on top of her deck; she plays the stone's "{Rest}: if you control a Rogue J/ruler,
    Exploration 1" and both pass until it resolves or asks her: the state and the card on top."""
    state = hero_started((top,), stones=("TTT-080",), ruler_races=races)
    stone = to_field(state, "ann", "TTT-080")
    deck = player(state, "ann").deck
    card_id = next(c for c in deck if c.startswith(f"ann:{top}#"))
    deck.remove(card_id)
    deck.insert(0, card_id)
    state = act(state, {"type": "activate", "player": "ann", "card": stone, "ability": 1, "targets": [], "payment": {}})
    for _ in range(6):
        if state.decision is not None or not state.chase:
            break
        state = act(state, {"type": "pass", "player": state.priority})
    return state, card_id


def test_fow_exploration_r_a_treasure_looked_at_is_removed_from_the_game() -> None:
    """FOW-EXPLORATION-R with TTT-080 (supported: its Exploration and its "Product" misprint read): ann, with
    a Rogue ruler, looks at her top card, EDL-001 (a Treasure chant); she may leave it or reveal it, and
    revealed it is removed from the game."""
    assert entry("TTT-080")["supported"]
    state, treasure = _explore("EDL-001", ["Rogue"])
    assert state.decision is not None and state.decision.kind == "search"
    from adjudicator.force_of_will import GAME

    assert {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {None, treasure}
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": treasure}))
    assert treasure in player(state, "ann").removed and treasure not in player(state, "ann").deck


def test_fow_exploration_r_no_treasure_no_removal_and_no_rogue_no_exploration() -> None:
    """FOW-EXPLORATION-R, the other branches: a top card that is no Treasure (TSD2-009) cannot be removed --
    ann may only pass, and it goes to the bottom; without a Rogue J/ruler the ability does nothing."""
    state, chant = _explore("TSD2-009", ["Rogue"])
    assert state.decision is not None
    assert code_of(state, {"type": "search", "player": "ann", "card": chant}) == "FOW-SEARCH-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert player(state, "ann").deck[-1] == chant and not player(state, "ann").removed
    state, top = _explore("EDL-001", ["Human"])
    assert state.decision is None and player(state, "ann").deck[0] == top and not player(state, "ann").removed


# -- families refused on purpose -----------------------------------------------------------------------


def test_mythic_and_trinity_are_refused_with_their_reason() -> None:
    """[Trinity] (CR 1165: cards stacked below a card) is refused with that reason, not as unknown words:
    TTT-007's [Trinity] line.  (fow-mythic: [Mythic] is read now, FOW-KW-MYTHIC-R; TTT-001 stays refused for
    its other lines only.)"""
    assert "mythic" in card("TTT-001")["keywords"]
    assert all("Mythic" not in u["reason"] for u in entry("TTT-001")["unsupported"])
    assert any(u["reason"].startswith("[Trinity] (CR 1165) is refused") for u in entry("TTT-007")["unsupported"])
    assert not entry("TTT-001")["supported"] and not entry("TTT-007")["supported"]
