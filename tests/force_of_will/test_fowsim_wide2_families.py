"""Ability families read across the whole community database, second batch: looking at the top cards of
the deck and putting them back in the order chosen (Foresee), and searches that may not be done or put
a resonator into the field -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import Board, sync_counts
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.state import State

from .helpers import act, checked, code_of, player, pool, to_field, to_hand
from .real import play, play_out_turn, real_started, resolve_all


def _until_search(state: State, events: list[dict[str, Any]] | None = None) -> State:
    """Pass (and play triggers) until ann is asked a search decision."""
    for _ in range(12):
        if state.decision is not None and state.decision.kind in ("search", "may"):
            return state
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
            continue
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.priority}))
        assert result.valid
        state = result.state
        if events is not None:
            events.extend(result.events)
    raise AssertionError("no search decision was asked")


def _answer(state: State, card: str | None, events: list[dict[str, Any]] | None = None) -> State:
    result = GAME.adjudicate(state, GAME.decode_action({"type": "search", "player": "ann", "card": card}))
    assert result.valid, result
    if events is not None:
        events.extend(result.events)
    return result.state


def test_fow_arrange_r_looked_at_cards_go_back_on_top_in_the_order_named() -> None:
    """FOW-ARRANGE-R with GITS2045-020 (a chant: the top four cards back on top in any order): ann names
    the fourth, then the second card; no card named keeps the other two in their order below them; bob
    learns only that four cards stay on top."""
    state = real_started("GITS2045-020")
    chant = to_hand(state, "ann", "GITS2045-020")
    state = _until_search(play(state, "ann", chant))
    deck = list(player(state, "ann").deck)
    assert state.decision is not None and state.decision.left == 4 and state.decision.stage == "top"
    state = _answer(state, deck[3])
    state = _answer(state, deck[1])
    events: list[dict[str, Any]] = []
    state = _answer(state, None, events)
    assert player(state, "ann").deck == [deck[3], deck[1], deck[0], deck[2], *deck[4:]]
    arranged = next(e for e in events if e["type"] == "arranged")
    assert arranged["top"] == 4 and not any(c in str(arranged) for c in deck[:4])


def test_fow_arrange_r_a_card_not_looked_at_is_refused() -> None:
    """FOW-ARRANGE-R: only the cards looked at and not put back yet may be named."""
    state = real_started("GITS2045-020")
    chant = to_hand(state, "ann", "GITS2045-020")
    state = _until_search(play(state, "ann", chant))
    deck = player(state, "ann").deck
    assert code_of(state, {"type": "search", "player": "ann", "card": deck[4]}) == "FOW-SEARCH-R"
    state = _answer(state, deck[0])
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[0]}) == "FOW-SEARCH-R"


def test_fow_arrange_r_foresee_puts_some_on_top_and_orders_the_rest_on_the_bottom() -> None:
    """FOW-ARRANGE-R with CST-043 (an addition: banish it to Foresee 2): ann keeps the second card on top,
    ends the top stage, and the first card goes to the bottom unasked (one card, one place)."""
    state = real_started("CST-043")
    addition = to_field(state, "ann", "CST-043")
    ability = next(i for i, a in enumerate(_ability_kinds("CST-043", state)) if a == "activate")
    state = act(state, {"type": "activate", "player": "ann", "card": addition, "ability": ability, "targets": [], "payment": {"pool": {}}})
    state = _until_search(state)
    deck = list(player(state, "ann").deck)
    assert state.decision is not None and state.decision.left == 2
    state = _answer(state, deck[1])
    events: list[dict[str, Any]] = []
    state = _answer(state, None, events)
    assert player(state, "ann").deck == [deck[1], *deck[2:], deck[0]]
    assert next(e for e in events if e["type"] == "arranged")["top"] == 1
    assert state.decision is None or state.decision.kind != "search"


def _ability_kinds(def_id: str, state: State) -> list[str]:
    """The ability kinds of a card of the state's set, in order."""
    assert state.options.card_set is not None and not isinstance(state.options.card_set, str)
    found = next(c for c in state.options.card_set.cards if c.id == def_id)  # type: ignore[union-attr]
    return [str(a.__struct_config__.tag) for a in found.abilities]


def test_fow_arrange_r_a_card_taken_unrevealed_then_the_rest_ordered_on_the_bottom() -> None:
    """FOW-ARRANGE-R with CFC-051 (a chant: one of the top three into the hand, unrevealed; the rest on
    the bottom in any order): none is refused while a card was looked at; the card taken is named to ann
    alone; she orders the other two onto the bottom."""
    state = real_started("CFC-051")
    chant = to_hand(state, "ann", "CFC-051")
    state = _until_search(play(state, "ann", chant))
    deck = list(player(state, "ann").deck)
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-ARRANGE-R"
    events: list[dict[str, Any]] = []
    state = _answer(state, deck[1], events)
    searched = next(e for e in events if e["type"] == "searched")
    assert searched["found"] is None and GAME.view_events([searched], "bob")[0]["card"] == {"hidden": True}
    assert deck[1] in player(state, "ann").hand
    assert state.decision is not None and state.decision.left == 2 and state.decision.stage == "bottom"
    state = _answer(state, deck[2])
    assert player(state, "ann").deck == [*deck[3:], deck[2], deck[0]]
    assert not state.chase


def test_fow_arrange_r_the_rest_go_to_the_graveyard() -> None:
    """FOW-ARRANGE-R with ADK-099 (a chant: one of the top two into the hand, the other into the
    graveyard)."""
    state = real_started("ADK-099")
    chant = to_hand(state, "ann", "ADK-099")
    state = _until_search(play(state, "ann", chant))
    deck = list(player(state, "ann").deck)
    state = _answer(state, deck[0])
    assert deck[0] in player(state, "ann").hand and deck[1] in player(state, "ann").graveyard
    assert player(state, "ann").deck == deck[2:]


def test_fow_search_field_r_an_optional_search_puts_a_resonator_into_the_field() -> None:
    """FOW-SEARCH-FIELD-R and FOW-SEARCH-MAY-R with AO3-005 (entering, it may search the deck for an Angel
    resonator of total cost 4 or less and put it into the field) and SKL-013 (an Angel of total cost 1):
    declining searches nothing (the deck is shuffled all the same: "Then shuffle"); accepting asks the
    search, a card not of the filter is
    refused, and the Angel found enters the field."""
    state = real_started("AO3-005", "SKL-013")
    angel = to_hand(state, "ann", "AO3-005")
    played = _until_search(play(state, "ann", angel))
    assert played.decision is not None and played.decision.kind == "may"
    deck = list(player(played, "ann").deck)
    declined = act(played, {"type": "may", "player": "ann", "accept": False})
    # "Then shuffle" (not "If you do, shuffle"): declined, the deck is shuffled all the same, nothing found.
    assert sorted(player(declined, "ann").deck) == sorted(deck) and (declined.decision is None or declined.decision.kind != "search")
    accepted = act(played, {"type": "may", "player": "ann", "accept": True})
    assert accepted.decision is not None and accepted.decision.kind == "search"
    other = next(c for c in player(accepted, "ann").deck if not c.startswith("ann:SKL-013#"))
    assert code_of(accepted, {"type": "search", "player": "ann", "card": other}) == "FOW-SEARCH-R"
    small = next(c for c in player(accepted, "ann").deck if c.startswith("ann:SKL-013#"))
    state = resolve_all(_answer(accepted, small))
    assert any(e.id == small for e in player(state, "ann").field) and small not in player(state, "ann").deck


def test_fow_reveal_top_n_r_all_see_the_cards_and_a_card_of_the_filter_must_be_taken() -> None:
    """FOW-REVEAL-TOP-N-R with LEL-042 (entering, it reveals the top four cards, a chant from among them
    goes into the hand and the rest into the graveyard) and CFC-051 (a chant) on top of ann's deck: bob
    reads the four revealed cards; no card is refused while the chant fits; the rest go to the graveyard."""
    state = real_started("LEL-042", "CFC-051")
    deck = player(state, "ann").deck
    chant = next(c for c in deck if c.startswith("ann:CFC-051#"))
    deck.remove(chant)
    deck.insert(0, chant)
    seer = to_hand(state, "ann", "LEL-042")
    events: list[dict[str, Any]] = []
    state = _until_search(play(state, "ann", seer), events)
    revealed = next(e for e in events if e["type"] == "revealed_cards")
    top = list(player(state, "ann").deck[:4])
    assert revealed["cards"][0] == "CFC-051" and len(revealed["cards"]) == 4
    assert GAME.view_events([revealed], "bob")[0]["cards"] == revealed["cards"]
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-ARRANGE-R"
    state = _answer(state, chant)
    assert chant in player(state, "ann").hand and all(c in player(state, "ann").graveyard for c in top[1:])


def test_fow_each_player_choice_r_the_turn_player_banishes_first_then_the_other() -> None:
    """FOW-EACH-PLAYER-CHOICE-R with SNV-085 (entering, each player banishes a resonator): ann, the turn
    player, is asked first (her own resonators only), then bob banishes one of his."""
    state = real_started("SNV-085")
    mine = to_field(state, "ann", "TST-R01")
    his = to_field(state, "bob", "TST-R01")
    card = to_hand(state, "ann", "SNV-085")
    state = play(state, "ann", card)
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = resolve_all(state) if state.pending else act(state, {"type": "pass", "player": state.priority})
    assert state.decision is not None and state.decision.player == "ann"
    assert code_of(state, {"type": "banish", "player": "ann", "card": his}) == "FOW-BANISH-CHOICE-R"
    state = act(state, {"type": "banish", "player": "ann", "card": mine})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    state = act(state, {"type": "banish", "player": "bob", "card": his})
    assert mine in player(state, "ann").graveyard and his in player(state, "bob").graveyard


def test_fow_token_r_tokens_enter_the_field_and_cease_to_exist_when_they_leave() -> None:
    """FOW-TOKEN-R with AOA-093 (entering, it puts two [100/100] darkness Skeleton resonator tokens into the
    field) and SNV-085 (entering, each player banishes a resonator): the two tokens are resonators of
    their own in ann's field (the state stays consistent: no deck holds them); banished, a token goes to
    no graveyard -- it ceases to exist."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    state = real_started("AOA-093", "SNV-085")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-093")))
    tokens = [e.id for e in player(state, "ann").field if ".T" in e.id]
    assert sorted(tokens) == ["ann:AOA-093.T0#1", "ann:AOA-093.T0#2"]
    skeleton = Board(catalogue_for(state.options), state).card(tokens[0])
    assert (skeleton.type, skeleton.atk, skeleton.def_, skeleton.attributes, skeleton.races) == ("resonator", 100, 100, ["darkness"], ["Skeleton"])
    checked(state)
    forged = msgspec.convert(msgspec.to_builtins(state), type(state))
    player(forged, "ann").graveyard.append(tokens[1])
    with pytest.raises(InputError):
        checked(forged)
    state = play(state, "ann", to_hand(state, "ann", "SNV-085"))
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = resolve_all(state) if state.pending else act(state, {"type": "pass", "player": state.priority})
    state = act(state, {"type": "banish", "player": "ann", "card": tokens[0]})
    ann = player(state, "ann")
    assert tokens[0] not in [e.id for e in ann.field] and tokens[0] not in ann.graveyard + ann.removed + ann.hand
    assert tokens[1] in [e.id for e in ann.field]


def test_fow_search_field_r_only_cards_that_can_enter_the_field() -> None:
    """FOW-SEARCH-FIELD-R, read against the database: PofA-108's search names a field addition, so it is
    read (narrowed to additions); a name or race the database also prints on a chant is refused; an
    addition: resonator may be found (FOW-SEARCH-ADDITION-R) but is a card the search puts into the field
    only when a resonator is there to be added to."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS, entering_kinds
    from adjudicator.force_of_will.cards import catalogue_for
    from adjudicator.force_of_will.effects import is_attached_addition

    from .fowsim_db import entry, imported

    assert entry("PofA-108")["supported"]
    found = next(c for c in imported()["card_set"]["cards"] if c["id"] == "PofA-108")
    searches = [e for a in found["abilities"] for e in a.get("effects", []) if e["op"] == "search"]
    assert searches[0]["to"] == "field" and searches[0]["filter"]["kinds"] == ["addition"]
    token = KNOWN_KINDS.set({"name:A": frozenset({"resonator", "regalia"}), "name:B": frozenset({"addition"}), "race:C": frozenset({"resonator", "chant"})})
    try:
        assert entering_kinds({"names": ["A"]}) == {"names": ["A"], "kinds": ["regalia", "resonator"]}
        assert entering_kinds({"names": ["A", "B"]}) == {"names": ["A", "B"], "kinds": ["addition", "regalia", "resonator"]}
        assert entering_kinds({"races": ["C"]}) is None and entering_kinds({"kinds": ["chant", "addition"]}) is None
        assert entering_kinds({"kinds": ["addition"]}) == {"kinds": ["addition"]}
    finally:
        KNOWN_KINDS.reset(token)
    cat = catalogue_for(real_started("AO3-005").options)
    added = next(c for c in cat.defs.values() if c.type == "addition" and "field" not in c.subtypes)
    assert is_attached_addition(added) and not any(is_attached_addition(c) for c in cat.defs.values() if c.type != "addition" or "field" in c.subtypes)


def test_fow_hand_look_r_the_controller_sees_the_hand_and_chooses_a_card_of_the_filter() -> None:
    """FOW-HAND-LOOK-R with VIN003-074 (a chant: look at the opponent's hand, choose a resonator, they
    discard it): ann alone (and bob, whose hand it is) reads the cards; a chant of bob's hand is refused,
    choosing none is refused while a resonator is there; the resonator chosen is discarded."""
    state = real_started("VIN003-074", "CFC-051")
    bob = player(state, "bob")
    chant = next(c for c in bob.deck if c.startswith("bob:CFC-051#"))
    bob.deck.remove(chant)
    bob.hand.append(chant)
    sync_counts(bob)
    card = to_hand(state, "ann", "VIN003-074")
    events: list[dict[str, Any]] = []
    state = _until_search(play(state, "ann", card), events)
    looked = next(e for e in events if e["type"] == "looked_at_hand")
    assert looked["of"] == "bob" and len(looked["cards"]) == len(player(state, "bob").hand)
    assert GAME.view_events([looked], "ann")[0]["cards"] == looked["cards"] == GAME.view_events([looked], "bob")[0]["cards"]
    assert GAME.view_events([looked], None)[0]["cards"][0] == {"hidden": True}
    assert code_of(state, {"type": "search", "player": "ann", "card": chant}) == "FOW-SEARCH-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-HAND-LOOK-R"
    resonator = next(c for c in player(state, "bob").hand if c.startswith("bob:TST-R"))
    state = _answer(state, resonator)
    assert resonator in player(state, "bob").graveyard and resonator not in player(state, "bob").hand


def test_fow_hand_look_r_a_revealed_hand_is_read_by_everyone() -> None:
    """FOW-HAND-LOOK-R with SDV5-005 (entering, the opponent reveals their hand):
    every reader reads the cards; nothing is asked."""
    state = real_started("SDV5-005")
    card = to_hand(state, "ann", "SDV5-005")
    events: list[dict[str, Any]] = []
    state = play(state, "ann", card)
    for _ in range(12):
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
            continue
        if not state.chase:
            break
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.priority}))
        state = result.state
        events.extend(result.events)
    revealed = next(e for e in events if e["type"] == "looked_at_hand")
    assert GAME.view_events([revealed], None)[0]["cards"] == revealed["cards"] and revealed["cards"]


def test_fow_prevent_next_r_the_next_damage_is_prevented_once() -> None:
    """FOW-PREVENT-NEXT-R with VIN002-051 (a chant: prevent the next damage that would be dealt to target
    resonator this turn): the first damage to the resonator is prevented in full and the shield is gone;
    the second is dealt."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("VIN002-051")
    guard = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-051"), [guard]))
    assert [m.shield for m in state.modifiers if m.target == guard] == [0]
    board = Board(catalogue_for(state.options), state)
    events: list[Any] = []
    assert not deal_damage(board, "bob:TST-R01#1", guard, 300, events, battle=False)
    assert not [m for m in state.modifiers if m.target == guard]
    assert deal_damage(board, "bob:TST-R01#1", guard, 100, events, battle=False)
    assert next(e for e in events if e["type"] == "damage_prevented")["rule"] == "FOW-PREVENT-NEXT-R"


def test_fow_prevent_next_r_the_next_n_damage_is_used_up_in_parts() -> None:
    """FOW-PREVENT-NEXT-R: a shield of 300 (MOA-010's amount) takes 200 of a first damage, then 100 of a
    second; the rest of the second is dealt."""
    from adjudicator.force_of_will.effects import deal_damage
    from adjudicator.force_of_will.state import Modifier

    state = real_started("MOA-010")
    guard = to_field(state, "ann", "TST-R01")
    state.modifiers.append(Modifier(target=guard, prevent="to", shield=300))
    board = Board(catalogue_for(state.options), state)
    events: list[Any] = []
    assert not deal_damage(board, "bob:TST-R01#1", guard, 200, events, battle=False)
    assert [m.shield for m in state.modifiers] == [100]
    assert deal_damage(board, "bob:TST-R01#1", guard, 300, events, battle=False)
    assert board.entity(guard).damage == 200 and not state.modifiers  # type: ignore[union-attr]


def _to_end_of_turn(state: State) -> State:
    return play_out_turn(state)


def test_fow_at_next_end_r_the_target_is_destroyed_at_the_next_end_of_turn() -> None:
    """FOW-AT-NEXT-END-R with AO3-041 (a chant: target J/resonator you control gains [+800/+800] and
    [Precision]; at the next end of turn it is destroyed): ann's resonator carries the delayed ability
    and goes to the graveyard as the turn ends."""
    state = real_started("AO3-041")
    guard = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AO3-041"), [guard]))
    assert next(e for e in player(state, "ann").field if e.id == guard).at_end == "destroy"
    state = _to_end_of_turn(state)
    assert guard in player(state, "ann").graveyard


def test_fow_at_next_end_r_tokens_put_are_banished_at_the_next_end_of_turn() -> None:
    """FOW-AT-NEXT-END-R with ENW-030 (a chant: a [1000/1000] fire Wall token with [Flying], banished by
    its controller at the next end of turn): the token is there for the turn, then ceases to exist."""
    state = real_started("ENW-030")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ENW-030")))
    walls = [e for e in player(state, "ann").field if ".T" in e.id]
    assert len(walls) == 1 and walls[0].at_end == "banish"
    state = _to_end_of_turn(state)
    assert not [e for e in player(state, "ann").field if ".T" in e.id]


def _revealed_odd_or_even(top_def: str) -> tuple[State, str, list[str]]:
    """MP01-084 played by ann at bob's resonator with an instance of ``top_def`` on top of her deck: the
    state after it resolved, the resonator and ann's hand before."""
    state = real_started("MP01-084")
    deck = player(state, "ann").deck
    top = next(c for c in deck if c.startswith(f"ann:{top_def}#"))
    deck.remove(top)
    deck.insert(0, top)
    his = to_field(state, "bob", "TST-R02")
    chant = to_hand(state, "ann", "MP01-084")
    hand = [c for c in player(state, "ann").hand if c != chant]
    return resolve_all(play(state, "ann", chant, [his])), his, hand


def test_fow_revealed_if_r_an_odd_total_cost_returns_the_target_and_nothing_is_drawn() -> None:
    """FOW-REVEALED-IF-R with MP01-084 (a chant: reveal the top card; if its total cost is odd, the target
    resonator returns to its owner's hand, otherwise a card is drawn): TST-R01 (total cost 1) on top --
    bob's resonator goes back to his hand and ann's hand is unchanged; the revealed card stays on top."""
    state, his, hand = _revealed_odd_or_even("TST-R01")
    assert his in player(state, "bob").hand
    assert sorted(player(state, "ann").hand) == sorted(hand) and player(state, "ann").deck[0].startswith("ann:TST-R01#")


def test_fow_revealed_if_r_an_even_total_cost_draws_instead() -> None:
    """FOW-REVEALED-IF-R: TST-R02 (total cost 2) on top -- the resonator stays, ann draws the revealed
    card."""
    state, his, hand = _revealed_odd_or_even("TST-R02")
    assert his in [e.id for e in player(state, "bob").field]
    drawn = [c for c in player(state, "ann").hand if c not in hand]
    assert len(drawn) == 1 and drawn[0].startswith("ann:TST-R02#")


def test_fow_no_recover_r_the_target_stays_rested_through_its_controllers_next_recovery() -> None:
    """FOW-NO-RECOVER-R with ACN-083 (entering, target resonator does not recover during its controller's
    next recovery phase): bob's rested resonator stays rested in his next recovery phase -- that of his
    second turn, his first having none -- and the flag is then gone, while his other resonator recovers."""
    from .helpers import next_turn, pass_until

    state = real_started("ACN-083")
    his = to_field(state, "bob", "TST-R02", rested=True)
    other = to_field(state, "bob", "TST-R03", rested=True)
    card = to_hand(state, "ann", "ACN-083")
    state = resolve_all(play(state, "ann", card), {card: [his]})
    assert next(e for e in player(state, "bob").field if e.id == his).no_recover is True
    state = next_turn(next_turn(next_turn(state)))  # bob's first turn has no recovery phase (FOW-TURN-2)
    state = pass_until(state, lambda s: s.phase == "main")
    assert state.turn.player == "bob" and state.turn.number == 4
    field = {e.id: e for e in player(state, "bob").field}
    assert field[his].rested and field[his].no_recover is not True and not field[other].rested


def test_fow_uncancellable_r_a_cancel_of_the_spell_does_nothing() -> None:
    """FOW-UNCANCELLABLE-R with NDR-069 (a resonator that cannot be cancelled): cancelled on the chase it
    stays there, then resolves into the field; another resonator spell (SKL-013) is cancelled."""
    from adjudicator.force_of_will.effects import cancel

    state = real_started("NDR-069", "SKL-013")
    card = to_hand(state, "ann", "NDR-069")
    state = play(state, "ann", card)
    board = Board(catalogue_for(state.options), state)
    events: list[Any] = []
    cancel(board, state.chase[-1].id, events)
    assert state.chase and state.chase[-1].card == card and events[0]["type"] == "not_cancelled"
    state = resolve_all(state)
    assert card in [e.id for e in player(state, "ann").field]
    other = to_hand(state, "ann", "SKL-013")
    state = play(state, "ann", other)
    cancel(Board(catalogue_for(state.options), state), state.chase[-1].id, events)
    assert not state.chase and other in player(state, "ann").graveyard


def test_fow_enters_rested_r_a_magic_stone_called_enters_rested_while_its_condition_holds() -> None:
    """FOW-ENTERS-RESTED-R with TMS-097 (a magic stone that enters rested unless your J/ruler has one of
    two names): ann's ruler is not so named, so the stone she calls enters rested."""
    from .test_fowsim_wide_families import _on_top, _stones_started

    state = _stones_started("TMS-097")
    stone = _on_top(state, "TMS-097")
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert next(e for e in player(state, "ann").field if e.id == stone).rested


def _cancel_unless_asked() -> tuple[State, str]:
    """Ann's SKL-013 on the chase; bob answers with TMS-064 (cancel target spell unless its controller
    pays {1}); both pass: the pay decision of ann, and her spell."""
    state = real_started("SKL-013", "TMS-064")
    spell = to_hand(state, "ann", "SKL-013")
    state = play(state, "ann", spell)
    state = act(state, {"type": "pass", "player": "ann"})
    state = play(state, "bob", to_hand(state, "bob", "TMS-064"), [state.chase[-1].id])
    for _ in range(6):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.priority})
    return state, spell


def test_fow_cancel_unless_r_paying_keeps_the_spell() -> None:
    """FOW-CANCEL-UNLESS-R with TMS-064: ann, whose spell it is, is asked; a payment short of the cost is
    refused; paying {1} keeps SKL-013, which then resolves into her field."""
    state, spell = _cancel_unless_asked()
    assert state.decision is not None and state.decision.kind == "pay" and state.decision.player == "ann"
    assert code_of(state, {"type": "pay", "player": "ann", "payment": {"pool": {"void": 1}}}) is not None
    pool(state, "ann", void=1)
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"void": 1}}}))
    assert spell in [e.id for e in player(state, "ann").field]


def test_fow_cancel_unless_r_refusing_lets_the_spell_be_cancelled() -> None:
    """FOW-CANCEL-UNLESS-R: refusing (payment: null) cancels SKL-013 into ann's graveyard."""
    state, spell = _cancel_unless_asked()
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": None}))
    assert spell in player(state, "ann").graveyard


def test_fow_atk_damage_r_two_j_resonators_deal_damage_equal_to_their_atk_to_each_other() -> None:
    """FOW-ATK-DAMAGE-R with BFA-017 (a chant: target J/resonator you control and target J/resonator your
    opponent controls deal damage equal to their ATK to each other): ann's [600/500] and bob's
    [400/600] -- bob's takes 600 and is destroyed, ann's takes 400 and survives with that damage."""
    state = real_started("BFA-017")
    mine = to_field(state, "ann", "TST-R02")
    his = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "BFA-017"), [mine, his]))
    assert his in player(state, "bob").graveyard
    assert next(e for e in player(state, "ann").field if e.id == mine).damage == 400


def test_fow_up_to_r_none_one_or_two_distinct_targets() -> None:
    """FOW-UP-TO-R with ADK-068 (a chant: rest up to two target resonators): it may be played with no
    target, one or two (never the same card twice, never three); with two, both are rested; the listed
    plays name each set of targets once."""
    from adjudicator.force_of_will.targets import target_lists

    state = real_started("ADK-068")
    first = to_field(state, "bob", "TST-R02")
    second = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "ADK-068")
    pool(state, "ann", water=1, void=2)
    base = {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"water": 1, "void": 2}}}
    assert code_of(state, {**base, "targets": []}) is None
    assert code_of(state, {**base, "targets": [first, first]}) == "FOW-PLAY-1"
    assert code_of(state, {**base, "targets": [first, second, first]}) == "FOW-PLAY-1"
    board = Board(catalogue_for(state.options), state)
    specs = list(board.card(chant).targets)
    lists = target_lists(board, "ann", specs, chant)
    assert [] in lists and [first, second] in lists and [second, first] not in lists
    state = resolve_all(play(state, "ann", chant, [first, second]))
    assert all(e.rested for e in player(state, "bob").field if e.id in (first, second))


def test_fow_discard_may_r_a_discard_you_may_do_then_what_follows_from_it() -> None:
    """FOW-DISCARD-MAY-R with NDR-078 (entering, you may discard a card; if you do, you gain 1000 life):
    accepting asks which card, then the life is gained; declining discards nothing and gains nothing."""
    state = real_started("NDR-078")
    card = to_hand(state, "ann", "NDR-078")
    played = _until_search(play(state, "ann", card))
    assert played.decision is not None and played.decision.kind == "may"
    life = player(played, "ann").life
    declined = resolve_all(act(played, {"type": "may", "player": "ann", "accept": False}))
    assert player(declined, "ann").life == life
    accepted = act(played, {"type": "may", "player": "ann", "accept": True})
    assert accepted.decision is not None and accepted.decision.kind == "discard" and accepted.decision.player == "ann"
    gone = player(accepted, "ann").hand[0]
    state = resolve_all(act(accepted, {"type": "discard", "player": "ann", "card": gone}))
    assert gone in player(state, "ann").graveyard and player(state, "ann").life == life + 1000


def test_fow_discard_random_r_a_card_at_random_then_one_chosen() -> None:
    """FOW-DISCARD-RANDOM-R with BFA-070 (a chant: your opponent discards a card at random, then discards
    a card): one card of bob's hand goes to his graveyard unasked -- the same card for the same state --
    then bob is asked for another."""
    state = real_started("BFA-070")
    chant = to_hand(state, "ann", "BFA-070")
    hand = list(player(state, "bob").hand)
    outcomes = []
    for _ in range(2):
        asked = play(state, "ann", chant)
        for _ in range(6):
            if asked.decision is not None:
                break
            asked = act(asked, {"type": "pass", "player": asked.priority})
        assert asked.decision is not None and asked.decision.kind == "discard" and asked.decision.player == "bob"
        outcomes.append(list(player(asked, "bob").graveyard))
    assert outcomes[0] == outcomes[1] and len(outcomes[0]) == 1 and outcomes[0][0] in hand
