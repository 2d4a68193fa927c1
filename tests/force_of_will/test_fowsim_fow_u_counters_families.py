"""Counter forms read by fow-u-counters, each played with a real card named by id (the printed text stays in
../shared):

- FOW-KW-MANA-R: "[Mana] N" -- a ruler starts the game with N mana counters (SDL3-007, CFC-027, LEL-087, RDE-060), a
  resonator enters the field with them (ENW-044); "Remove a mana counter from this card: Produce <will>. Spend this
  will only to <...>" a will ability whose only cost removes the counters.
- FOW-KW-LIMIT-R: "[Limit] N" -- a resonator enters with N limit counters and loses one each time it attacks or blocks;
  "At the end of turn >>> If there are no limit counters on this card, return it to its owner's hand" (SDL2-005,
  SDL2-009).
- FOW-KW-EVOLUTION-R: "[Evolution] <cost>" -- "<cost>: If this card has no evolution counters on it, put an evolution
  counter on it" (TTW-069).
"""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_hand
from .real import (
    ann_first,
    lone_ruler,
    paid_play,
    play_out_turn,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    ruler_game,
    ruler_of,
    stats,
)

# -- FOW-KW-MANA-R (SDL3-007, CFC-027, LEL-087, RDE-060, ENW-044) ------------------------------------------------------


def test_fow_kw_mana_r_reading() -> None:
    """The rulers start with their mana counters; their will ability removes one as its only cost, its will
    restricted; ENW-044 (a resonator) enters the field with four."""
    for card_id in ("SDL3-007", "CFC-027", "LEL-087", "RDE-060", "ENW-044"):
        assert entry(card_id)["supported"], card_id
    assert card("SDL3-007")["start_counters"] == {"counter": "mana", "amount": 2}
    assert card("RDE-060")["start_counters"] == {"counter": "mana", "amount": 1}
    will = next(a for a in card("SDL3-007")["abilities"] if a["kind"] == "will")
    assert will["cost"] == {"remove_counters": {"counter": "mana"}}  # one (the default amount)
    assert will["produce"] == ["water"] and will["only"] == {"races": ["Ancient Magic"]}
    assert card("ENW-044")["enters_counters"] == {"counter": "mana", "amount": 4}
    assert "start_counters" not in card("ENW-044")


def test_fow_kw_mana_r_the_ruler_starts_with_two_mana_counters() -> None:
    """SDL3-007 leads: once both mulligans are done its ruler has two mana counters (event counters_put with the
    rule's code), bob's reference ruler none."""
    state = ruler_game("SDL3-007", "mana")
    assert ruler_of(state, "ann").counters == {"mana": 2}
    assert not ruler_of(state, "bob").counters
    # The counters come with the last mulligan, not before (CR 405.6: as the game starts).
    cards = [*reference_card_set_json()["cards"], lone_ruler("SDL3-007")]
    decks = {"ann": full_deck("SDL3-007"), "bob": full_deck("TST-RU2")}
    first = GAME.setup(None, ["ann", "bob"], "mana-0", {"card_set": {"id": "tst-plus-ruler", "cards": cards}}, decks)
    assert not ruler_of(first, "ann").counters
    one = act(first, {"type": "mulligan", "player": first.first_player, "cards": []})
    assert not ruler_of(one, "ann").counters
    other = "bob" if first.first_player == "ann" else "ann"
    result = GAME.adjudicate(one, GAME.decode_action({"type": "mulligan", "player": other, "cards": []}))
    assert result.valid
    put = [e for e in result.events if e.__struct_config__.tag == "counters_put"]  # type: ignore[attr-defined]
    assert [(e.card, e.counter, e.amount, e.rule) for e in put] == [(ruler_of(result.state, "ann").id, "mana", 2, "FOW-KW-MANA-R")]  # type: ignore[attr-defined]


def test_fow_kw_mana_r_a_counter_makes_restricted_water() -> None:
    """From its ruler area SDL3-007 produces {U} by removing one mana counter: the will is in ann's pool kept apart
    (spent only on Ancient Magic cards); twice, and a third time is refused -- no counter left."""
    state = ruler_game("SDL3-007", "mana")
    ruler = ruler_of(state, "ann").id
    produce = {"type": "produce_will", "player": "ann", "source": ruler, "will": "water"}
    state = act(state, produce)
    assert ruler_of(state, "ann").counters == {"mana": 1}
    restricted = player(state, "ann").restricted
    assert restricted and [r.will for r in restricted] == ["water"]
    state = act(state, produce)
    assert not ruler_of(state, "ann").counters
    assert code_of(state, produce) is not None
    assert code_of(state, produce | {"will": "fire"}) is not None


def test_fow_kw_mana_r_the_restricted_will_pays_no_other_card() -> None:
    """The {U} of SDL3-007's counter cannot pay a reference resonator (not Ancient Magic): FOW-WILL-SPEND-ONLY-R."""
    state = ruler_game("SDL3-007", "mana")
    ruler = ruler_of(state, "ann").id
    state = act(state, {"type": "produce_will", "player": "ann", "source": ruler, "will": "water"})
    other = to_hand(state, "ann", "TST-R01")
    play_it = {"type": "play_card", "player": "ann", "card": other, "payment": {"restricted": {"water": 1}}}
    assert code_of(state, play_it) == "FOW-WILL-SPEND-ONLY-R"


def test_fow_kw_mana_r_a_resonator_enters_with_four() -> None:
    """ENW-044 played from ann's hand enters her field with four mana counters; removing one produces {U}, leaving
    three."""
    decks = {"ann": full_deck("TST-RU2"), "bob": full_deck("TST-RU2")}  # TST-RU1's deck holds a [Will of Hope] card
    decks["ann"]["main"]["ENW-044"] = 1
    state = ann_first({"card_set": real_set("ENW-044")}, decks, "mana")
    state = resolve_all(act(state, paid_play(state, "ann", "ENW-044")))
    luna = next(e for e in player(state, "ann").field if "ENW-044" in e.id)
    assert luna.counters == {"mana": 4}
    state = act(state, {"type": "produce_will", "player": "ann", "source": luna.id, "will": "water"})
    assert next(e for e in player(state, "ann").field if e.id == luna.id).counters == {"mana": 3}


def test_fow_kw_mana_r_breaks() -> None:
    """FOW-KW-MANA-R keeps refusing what it does not read: [Mana] of a J-ruler (SDL3-007J's line stays refused) and of a
    chant (invented wordings)."""
    assert any(u["text"].startswith("[Mana]") and "j_ruler" in u["reason"] for u in entry("SDL3-007J")["unsupported"])
    assert "[Mana] on a chant" in refused_line("[Mana] 3", "chant")


# -- FOW-KW-LIMIT-R (SDL2-005, SDL2-009) ---------------------------------------------------------------------------------


def test_fow_kw_limit_r_reading() -> None:
    """[Limit] N is the limit counters the card enters with and an attack-or-block trigger removing one while it has
    any; the end-of-turn return is done only with none left."""
    assert entry("SDL2-005")["supported"] and entry("SDL2-009")["supported"]
    record = card("SDL2-009")
    assert record["enters_counters"] == {"counter": "limit", "amount": 1}
    limit = record["abilities"][0]
    assert limit["trigger"] == "attacks_or_blocks" and limit["as_long_as"] == {"count": {"what": "counter", "counter": "limit"}, "at_least": 1}
    assert limit["effects"] == [{"op": "remove_counters", "amount": 1, "counter": "limit"}]
    back = record["abilities"][2]
    assert back["trigger"] == "end_of_turn" and back["effects"][0]["op"] == "return_to_hand"
    assert back["effects"][0]["when"] == {"count": {"what": "counter", "counter": "limit"}, "at_most": 0}


def _battle_through(state: State) -> State:
    """Resolve the chase (the Goat search of SDL2-009's attack finds nothing), bob blocks with nothing, then the turn
    is played out."""
    for _ in range(60):
        if state.turn.number != 1:
            return state
        decision = state.decision
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        elif decision is not None and decision.kind == "search":
            state = act(state, {"type": "search", "player": decision.player, "card": None})
        elif decision is not None and decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": decision.player, "blocker": None})
        else:
            state = play_out_turn(state, lambda s: s.decision is not None and s.decision.kind in ("search", "declare_block"))
    raise AssertionError("the turn did not end")


def _attack(state: State, attacker: str) -> State:
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})


def test_fow_kw_limit_r_enters_attacks_and_goes_back_to_the_hand() -> None:
    """SDL2-009 played enters with one limit counter; attacking, its [Limit] triggers (beside its own attack trigger)
    and removes it; at the end of the turn, with none left, it returns to ann's hand."""
    state = real_started("SDL2-009")
    mine = to_field(state, "ann", "SDL2-009", counters={"limit": 1})
    state = _attack(state, mine)
    assert sorted(p.ability for p in state.pending if p.source == mine) == [0, 4]
    state = _battle_through(state)
    assert mine in player(state, "ann").hand


def test_fow_kw_limit_r_enters_with_its_counters() -> None:
    """SDL2-009 played from ann's hand: in her field with one limit counter (its [Enter] search finds nothing)."""
    state = real_started("SDL2-009")
    state = act(state, paid_play(state, "ann", "SDL2-009"))
    for _ in range(10):
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        elif state.decision is not None and state.decision.kind == "search":
            state = act(state, {"type": "search", "player": "ann", "card": None})
        elif state.chase:
            state = both_pass(state)
    played = next(e for e in player(state, "ann").field if "SDL2-009" in e.id)
    assert played.counters == {"limit": 1}


def test_fow_kw_limit_r_breaks() -> None:
    """FOW-KW-LIMIT-R broken: with no limit counter its attack triggers nothing (CR 1118.2a); with one still on it at the
    end of the turn it stays in the field; [Limit] of an addition (invented wording) stays refused."""
    state = real_started("SDL2-009")
    mine = to_field(state, "ann", "SDL2-009")
    state = _attack(state, mine)
    # its own attack trigger only (alone, it went to the chase at once)
    assert [p.ability for p in state.pending] + [c.ability for c in state.chase if c.card == mine] == [4]
    state = real_started("SDL2-009")
    kept = to_field(state, "ann", "SDL2-009", counters={"limit": 1})
    state = _battle_through(state)
    assert any(e.id == kept for e in player(state, "ann").field)
    assert "[Limit] on an addition" in refused_line("[Limit] 3", "addition")


# -- FOW-KW-EVOLUTION-R (TTW-069) ---------------------------------------------------------------------------------------


def _evolve(state: State, guardian: str) -> State:
    pool(state, "ann", wind=1, void=1)
    action = {"type": "activate", "player": "ann", "card": guardian, "ability": 1, "targets": [], "payment": {"pool": {"wind": 1, "void": 1}}}
    return resolve_all(act(state, action))


def test_fow_kw_evolution_r_one_counter_once() -> None:
    """TTW-069 supported: its [Evolution] paid puts one evolution counter on it (its own continuous ability then gives
    it [+300/+300]); paid again with the counter on it, nothing more is put."""
    assert entry("TTW-069")["supported"]
    evolution = card("TTW-069")["abilities"][1]
    assert evolution["kind"] == "activate" and evolution["effects"] == [
        {"op": "put_counters", "amount": 1, "counter": "evolution", "target": "self", "when": {"count": {"what": "counter", "counter": "evolution"}, "at_most": 0}}
    ]
    state = real_started("TTW-069")
    guardian = to_field(state, "ann", "TTW-069")
    state = _evolve(state, guardian)
    assert next(e for e in player(state, "ann").field if e.id == guardian).counters == {"evolution": 1}
    assert stats(state, guardian)[:2] == (600, 600)
    state = _evolve(state, guardian)
    assert next(e for e in player(state, "ann").field if e.id == guardian).counters == {"evolution": 1}
    assert not player(state, "ann").pool


def test_fow_kw_evolution_r_breaks() -> None:
    """FOW-KW-EVOLUTION-R broken: unpaid, the ability is refused; [Evolution] of an addition (invented wording) stays
    refused."""
    state = real_started("TTW-069")
    guardian = to_field(state, "ann", "TTW-069")
    unpaid = {"type": "activate", "player": "ann", "card": guardian, "ability": 1, "targets": [], "payment": {}}
    assert code_of(state, unpaid) is not None
    assert "[Evolution]" in refused_line("[Evolution] {G}{3}.", "addition")
