"""Automatic abilities read by fow-q-trig, each played with a real card named by id (the printed text stays
in ../shared):

- FOW-TRIG-ENTERS-OR-R: "when this card enters the field or (whenever it) <another condition of this card>" read as
  an [Enter] ability and the ability of the other condition, with the same effects (ENW-060).
- FOW-TRIG-FIRST-MAIN-R: a ruler's "at the beginning of the main phase of your first turn" (MSW-026).
- FOW-TRIG-ATTR-GRAVEYARD-R: "whenever a (non-token) <attribute> resonator you control is put into a graveyard from the
  field", a J-ruler's too (SDV5-009J).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .helpers import act, both_pass, full_deck, next_turn, player, pool, to_field, to_hand
from .real import (
    ann_first,
    field,
    j_ruler_to_field,
    paid_play,
    real_set,
    refused_line,
    resolve_all,
    ruler_game,
    stats,
)


def _hope_started(card_id: str) -> State:
    """Ann's first main phase with ``card_id`` (a [Will of Hope] card) in her deck; bob's ruler is TST-RU1 too (TST-RU2
    has [Will of Despair], FOW-KW-WILL-HOPE-DESPAIR-R)."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU1")}
    decks["ann"]["main"][card_id] = 2
    return ann_first({"card_set": real_set(card_id)}, decks, "q-trig")


def test_fow_trig_enters_or_r_the_enter_half_and_the_attack_half() -> None:
    """FOW-TRIG-ENTERS-OR-R with ENW-060 (1000 ATK; as it enters and whenever it attacks it destroys a target resonator
    of the opponent with ATK at most its own, and if it does gets two [+100/+100] counters): played, it destroys bob's
    TST-R08 (700) and grows to 1200; put into the field earlier, its attack destroys bob's TST-R13 (900) likewise."""
    state = _hope_started("ENW-060")
    weak = to_field(state, "bob", "TST-R08")
    action = paid_play(state, "ann", "ENW-060")
    mine = action["card"]
    state = resolve_all(act(state, action), {mine: [weak]})
    assert weak in player(state, "bob").graveyard
    assert stats(state, mine)[:2] == (1200, 1200)

    state = _hope_started("ENW-060")
    mine = to_field(state, "ann", "ENW-060")
    his = to_field(state, "bob", "TST-R13")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"})
    assert [p.source for p in state.pending] == [mine]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [his]})
    state = both_pass(state)
    assert his in player(state, "bob").graveyard
    assert stats(state, mine)[:2] == (1200, 1200)


def test_fow_trig_enters_or_r_breaks_on_a_condition_not_of_this_card() -> None:
    """Breaking FOW-TRIG-ENTERS-OR-R: the other condition must be one of this card's own triggers read alone
    (a reveal is none), and its effects read."""
    assert "FOW-TRIG-ENTERS-OR-R" in refused_line("When this card enters the field or is revealed >>> Draw a card.")
    assert "FOW-TRIG-ENTERS-OR-R" in refused_line("When this card enters the field or whenever it attacks >>> Sing a song.")


def test_fow_trig_first_main_r_the_rulers_will_in_its_first_turn_only() -> None:
    """FOW-TRIG-FIRST-MAIN-R (CR 504.1, 501.1) with the ruler MSW-026 (at the beginning of the main phase of its
    controller's first turn it produces one fire will), from its ruler area: in ann's first turn her pool gets
    that will; in her second turn (the game's third) nothing triggers."""
    state = ruler_game("MSW-026")
    assert state.turn.number == 1 and [(i.kind, i.controller) for i in state.chase] == [("ruler_automatic", "ann")]
    state = resolve_all(state)
    assert dict(player(state, "ann").pool) == {"fire": 1}
    state = next_turn(next_turn(state))
    while state.phase != "main":
        state = both_pass(state)
    assert state.turn.number == 3 and state.turn.player == "ann" and not state.pending and not state.chase
    assert not player(state, "ann").pool


def _destroy(state: State, target: str) -> State:
    """Ann plays the reference chant TST-C10 (destroy target resonator) on ``target``."""
    will = {"darkness": 2, "void": 1}
    pool(state, "ann", **will)
    return act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C10"), "targets": [target], "payment": {"pool": will}})


def test_fow_trig_attr_graveyard_r_a_non_token_resonator_of_the_attribute() -> None:
    """FOW-TRIG-ATTR-GRAVEYARD-R (CR 906.1, 906.7b) with the J-ruler SDV5-009J (whenever a non-token darkness resonator
    its controller controls is put into a graveyard from the field, a [100/100] darkness Skeleton token is put into the
    field): ann's fire TST-R11 destroyed puts none; her darkness TST-R16 one; that (token) resonator destroyed none."""
    decks = {"ann": full_deck("SDV5-009"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TST-C10"] = 3
    state = ann_first({"card_set": real_set("SDV5-009")}, decks, "q-trig")
    lich = j_ruler_to_field(state, "ann")
    dark, fire = to_field(state, "ann", "TST-R16"), to_field(state, "ann", "TST-R11")
    state = resolve_all(_destroy(state, fire))
    assert field(state, "ann") == {lich, dark}
    state = resolve_all(_destroy(state, dark))
    (token,) = field(state, "ann") - {lich}
    assert stats(state, token)[:2] == (100, 100)
    state = resolve_all(_destroy(state, token))
    assert field(state, "ann") == {lich}
