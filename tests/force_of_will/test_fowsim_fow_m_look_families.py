"""Ability families of fow-m-look (issue 14): lines that search, look at or reveal cards of a deck --
"search your deck for a <A> and/or a <B>, reveal them and put them into your hand" and "search your deck for up to
one <A>, up to one <B>, and up to one <C> and put them into your field" (FOW-SEARCH-EACH-R: one search decision per
filter, in the order printed, each of which may find none; one shuffle after the last); "reveal the top card of your
deck and count the number of will symbols in its attribute cost", then counters on a target or damage to each
J/resonator of a group per symbol counted (FOW-REVEAL-COUNT-SYMBOLS-R) -- each played with a real card named by id
(the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, player, take, to_field, to_hand
from .real import play, real_started, stack_on_top
from .test_fowsim_search_families import in_deck, until_search

# -- FOW-SEARCH-EACH-R -----------------------------------------------------------------------------------------


def _search(card_id: str | None) -> dict[str, Any]:
    return {"type": "search", "player": "ann", "card": card_id}


def _answer(state: State, card_id: str | None) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action(_search(card_id)))
    assert result.valid and result.state is not None, result
    return result.state, list(result.events)


def test_fow_search_each_r_the_parsed_trees() -> None:
    """FOW-SEARCH-EACH-R: the four cards of the family are supported, one filter per part in the order printed."""
    for card_id in ("CFC-066J", "ENW-051", "AOA-080", "TUS-087"):
        assert entry(card_id)["supported"], card_id
    assert card("TUS-087")["effects"] == [
        {"op": "search", "optional": True, "count": 2, "each": [{"kinds": ["chant"], "attributes": ["light"], "max_cost": 1}, {"kinds": ["chant"], "attributes": ["wind"], "max_cost": 1}]}
    ]
    enter = card("ENW-051")["abilities"][0]
    assert enter["trigger"] == "enter"
    assert enter["effects"] == [
        {
            "op": "search",
            "to": "field",
            "count": 3,
            # fow-y-alt: FOW-ALT-COMBINED-R: "non-chant" leaves out alternative cards (a chant too outside the field).
            "each": [{"kinds": ["resonator", "addition", "regalia"], "not_chant": True, "min_cost": n, "max_cost": n} for n in (1, 2, 3)],
        }
    ]
    named = card("CFC-066J")["abilities"][1]["effects"]
    assert [e["count"] for e in named] == [2] and all(len(f["names"]) == 1 for f in named[0]["each"]) and "to" not in named[0]


def test_fow_search_each_r_one_card_of_each_filter_into_the_hand_hidden_from_bob() -> None:
    """FOW-SEARCH-EACH-R with TUS-087 (a chant: you may search for up to one light chant with total cost 1 or less and up
    to one wind chant with total cost 1 or less, revealed into the hand): the first decision asks the light one (a
    wind chant and a light chant of total cost 2 are refused with the rule's code), the second the wind one (the light
    one is refused now); each card named is revealed to bob (its definition) while its instance stays hidden from
    him, and the deck is shuffled once, after the last."""
    state = real_started("TUS-087")
    light, wind, dear = (in_deck(state, "ann", d) for d in ("TST-C01", "TST-C04", "TST-C02"))
    state = until_search(play(state, "ann", to_hand(state, "ann", "TUS-087")))
    assert code_of(state, _search(wind)) == "FOW-SEARCH-EACH-R" and code_of(state, _search(dear)) == "FOW-SEARCH-EACH-R"
    before = list(player(state, "ann").deck)
    state, events = _answer(state, light)
    assert light in player(state, "ann").hand
    assert [c for c in player(state, "ann").deck] == [c for c in before if c != light]  # not shuffled yet
    seen = GAME.view_events([e for e in events if e["type"] == "searched"], "bob")
    assert seen[0]["found"] == "TST-C01" and seen[0]["card"] == {"hidden": True}
    assert state.decision is not None and state.decision.kind == "search"
    assert code_of(state, _search(dear)) == "FOW-SEARCH-EACH-R"
    state, events = _answer(state, wind)
    assert wind in player(state, "ann").hand and dear in player(state, "ann").deck
    seen = GAME.view_events([e for e in events if e["type"] == "searched"], "bob")
    assert seen[0]["found"] == "TST-C04" and seen[0]["card"] == {"hidden": True}
    bob_view = GAME.view(state, "bob")
    ann_seat = next(p for p in bob_view["players"] if p["id"] == "ann")
    assert wind not in str(ann_seat["hand"]) and light not in str(ann_seat["hand"])
    assert state.decision is None or state.decision.kind != "search"


def test_fow_search_each_r_none_named_moves_on_to_the_next_filter() -> None:
    """FOW-SEARCH-EACH-R with ENW-051 ([Enter]: up to one non-chant card with total cost 1, up to one with total cost 2,
    and up to one with total cost 3, into the field): ann names none for the first filter (the deck is hidden: she may
    not find one, CR 1014.2) and is still asked the second and the third -- a search for up to N cards of one filter
    would end there (FOW-SEARCH-UP-TO-R); the cards named enter the field, the one left stays in the deck."""
    state = real_started("ENW-051", ruler="TST-RU2")  # a [Will of Despair] ruler (FOW-KW-WILL-HOPE-DESPAIR-R)
    one, two, three = (in_deck(state, "ann", d) for d in ("TST-R01", "TST-R02", "TST-R04"))
    state = until_search(play(state, "ann", to_hand(state, "ann", "ENW-051")))
    state, _ = _answer(state, None)
    assert state.decision is not None and state.decision.kind == "search" and state.decision.done == 1
    assert code_of(state, _search(one)) == "FOW-SEARCH-EACH-R"
    state, _ = _answer(state, two)
    assert code_of(state, _search(one)) == "FOW-SEARCH-EACH-R"
    state, events = _answer(state, three)
    on_field = {e.id for e in player(state, "ann").field}
    assert {two, three} <= on_field and one not in on_field and one in player(state, "ann").deck
    assert [e["card"] for e in events if e["type"] == "entered"] == [three]


def test_fow_search_each_r_breaks_on_a_mix_of_forms() -> None:
    """FOW-SEARCH-EACH-R: 'a <A> and up to one <B>' mixes the two forms (invented wording): refused, no reading guessed;
    'a <A> and a <B>' (no 'and/or') is not read either."""
    assert "not in the vocabulary" in line_refusal("Search your deck for a resonator with total cost 1 and up to one chant, reveal them and put them into your hand. Then shuffle your deck.")
    assert "not in the vocabulary" in line_refusal("Search your deck for up to one Angel and/or a Knight, reveal them and put them into your hand. Then shuffle your deck.")


# -- FOW-REVEAL-COUNT-SYMBOLS-R --------------------------------------------------------------------------------


def _resolve(state: State, targets: list[str]) -> tuple[State, list[dict[str, Any]]]:
    """Pass until the chase and the pending triggers are empty (ann's [Enter] played with ``targets``): the state and
    every event on the way."""
    events: list[dict[str, Any]] = []
    for _ in range(40):
        if state.pending:
            pending = state.pending[0]
            action = {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": targets}
        elif state.chase:
            action = {"type": "pass", "player": state.to_act[0]}
        else:
            return state, events
        result = GAME.adjudicate(state, GAME.decode_action(action))
        assert result.valid and result.state is not None, result
        state, events = result.state, [*events, *result.events]
    raise AssertionError("the chase did not empty")


def test_fow_reveal_count_symbols_r_the_parsed_trees() -> None:
    """FOW-REVEAL-COUNT-SYMBOLS-R: EDL-014 and EDL-037 are supported; the reveal stays on top, the effect after it counts."""
    for card_id in ("EDL-014", "EDL-037"):
        assert entry(card_id)["supported"], card_id
    enter = card("EDL-014")["abilities"][0]
    assert enter["targets"] == [{"kind": "entity", "controller": "you"}]
    assert enter["effects"] == [{"op": "reveal_top", "to": "stay"}, {"op": "put_counters", "amount": 1, "atk": 100, "def": 100, "target": 0, "per": {"what": "top_symbols"}}]
    assert card("EDL-037")["abilities"][1]["effects"] == [
        {"op": "reveal_top", "to": "stay"},
        {"op": "damage", "amount": 100, "per": {"what": "top_symbols"}, "each": "opponent_j_resonators"},
    ]


def test_fow_reveal_count_symbols_r_counters_per_symbol_on_the_target() -> None:
    """FOW-REVEAL-COUNT-SYMBOLS-R with EDL-014 ([Enter]: reveal the top card, count the will symbols of its attribute
    cost, put that many [+100/+100] counters on target entity you control): TST-R05 (two light symbols and a free
    cost of 2) on top gives two counters on ann's resonator; bob sees the card's definition revealed, not its
    instance, and the card stays on top."""
    state = real_started("EDL-014")
    ally = to_field(state, "ann", "TST-R01")
    top = stack_on_top(state, "ann", ("TST-R05",))["TST-R05"]
    state, events = _resolve(play(state, "ann", to_hand(state, "ann", "EDL-014")), [ally])
    put = [e for e in events if e["type"] == "counters_put"]
    assert [(e["card"], e["counter"], e["amount"]) for e in put] == [(ally, "+100/+100", 2)]
    assert player(state, "ann").deck[0] == top
    revealed = GAME.view_events([e for e in events if e["type"] == "revealed_top"], "bob")
    assert [r["found"] for r in revealed] == ["TST-R05"] and top not in str(revealed)


def test_fow_reveal_count_symbols_r_damage_per_symbol_and_the_free_cost_not_counted() -> None:
    """FOW-REVEAL-COUNT-SYMBOLS-R with EDL-037 (a field addition, [Enter]: 100 damage multiplied by the symbols counted
    to each J/resonator bob controls): TST-R14 (two fire symbols) on top deals 200 to each; TST-R19 (a free cost of 3,
    no symbol) deals none -- reading the total cost instead would deal 300 (the test that breaks the rule)."""
    for on_top, dealt in (("TST-R14", [200, 200]), ("TST-R19", [])):
        state = real_started("EDL-037")
        foes = [to_field(state, "bob", "TST-R05"), to_field(state, "bob", "TST-R10")]
        player(state, "ann").deck.insert(0, take(state, "ann", on_top))
        state, events = _resolve(play(state, "ann", to_hand(state, "ann", "EDL-037")), [])
        damage = [e for e in events if e["type"] == "damage"]
        assert [e["amount"] for e in damage] == dealt, on_top
        assert all(e["target"] in foes for e in damage)


def test_fow_reveal_count_symbols_r_breaks_without_the_reveal_or_the_count() -> None:
    """FOW-REVEAL-COUNT-SYMBOLS-R: the symbols 'counted this way' after no reveal, and a reveal counting for nothing
    after it (invented wordings), are refused."""
    alone = "This card deals 300 damage multiplied by the number of will symbols you counted this way to each resonator your opponent controls."
    assert "after no card revealed and counted" in line_refusal(alone, "chant")
    idle = "Reveal the top card of your main deck and count the number of will symbols in its attribute cost. Draw a card."
    assert "for no effect after it" in line_refusal(idle, "chant")


def test_fow_reveal_count_symbols_r_the_source_gone_to_the_hand_stays_hidden_from_bob() -> None:
    """Views (FOW-PLAY-5's hiding of a card gone to a hidden zone): EDL-037's [Enter] resolving after the addition went
    back to ann's hand still deals its damage, and bob's view of the damage names no instance of ann's hand (the
    source is hidden from him, as the resolving object's card is); ann reads it."""
    state = real_started("EDL-037")
    foe = to_field(state, "bob", "TST-R10")
    player(state, "ann").deck.insert(0, take(state, "ann", "TST-R14"))
    addition = to_hand(state, "ann", "EDL-037")
    state = play(state, "ann", addition)
    for _ in range(10):
        if state.pending or not state.chase or state.chase[-1].card == addition and state.chase[-1].kind == "automatic":
            if state.pending:
                pending = state.pending[0]
                state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
                continue
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.chase and state.chase[-1].kind == "automatic"
    ann = player(state, "ann")
    ann.field = [e for e in ann.field if e.id != addition]
    ann.hand.append(addition)
    sync_counts(ann)
    state, events = _resolve(state, [])
    damage = [e for e in events if e["type"] == "damage"]
    assert [(e["target"], e["amount"]) for e in damage] == [(foe, 200)]
    assert GAME.view_events(damage, "bob")[0]["source"] == {"hidden": True}
    assert GAME.view_events(damage, "ann")[0]["source"] == addition
