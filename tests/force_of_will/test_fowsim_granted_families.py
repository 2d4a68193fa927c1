"""Granted abilities (FOW-GRANTED-ABILITY-R, FOW-GRANTED-IF-NAMED-R): an addition's "Added resonator gains
"<cost>: <effects>"" gives the J/resonator it is added to that activate ability, played through the legal
actions and adjudicate like a printed one, gone with the addition -- each played with a real card named by
id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import Activate, PlayCard, ProduceWill, State
from adjudicator.force_of_will.turns import advance

from .fowsim_db import card, entry
from .helpers import (
    act,
    code_of,
    next_turn,
    pass_until,
    player,
    pool,
    stones,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import board_of, hero_started, play, real_started, resolve_all


def _addition_on(state: State, host: str) -> str:
    (addition,) = [str(e.id) for e in player(state, "ann").field if e.added_to == host]
    return addition


def _with(addition: str, host_name: str | None = None) -> tuple[State, str, str, str]:
    """``addition`` played by ann onto a reference resonator of hers (renamed ``host_name`` when given), a
    recovered reference resonator in bob's field: the state once resolved, host, addition and bob's card."""
    changed = {"TST-R01": {"name": host_name}} if host_name is not None else None
    state = hero_started((addition,), changed=changed)
    host = to_field(state, "ann", "TST-R01")
    other = to_field(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", addition), [host]))
    return state, host, _addition_on(state, host), other


def _granted(state: State, host: str) -> list[Activate]:
    return [a for a in GAME.legal_actions(state, "ann") if isinstance(a, Activate) and a.card == host and a.granted_by is not None]


def _use(host: str, addition: str, index: int, targets: list[str], will: dict[str, int] | None = None) -> dict[str, Any]:
    return {"type": "activate", "player": "ann", "card": host, "ability": index, "granted_by": addition, "targets": targets, "payment": {"pool": will or {}}}


def test_fow_granted_ability_r_added_resonator_rests_a_target() -> None:
    """FOW-GRANTED-ABILITY-R with CMF-051 (added resonator gains "{Rest}: rest target resonator"): the
    host's granted ability is listed with granted_by naming the addition; played, it goes on the chase with
    granted_by (seen in both players' views), rests the host as its cost and bob's resonator as it resolves."""
    assert entry("CMF-051")["supported"]
    granting = card("CMF-051")["abilities"][1]
    assert granting["scope"] == "added" and [g["cost"] for g in granting["grants"]] == [{"rest": True}]
    state, host, addition, other = _with("CMF-051")
    listed = _granted(state, host)
    assert {(a.granted_by, a.ability, tuple(a.targets)) for a in listed} >= {(addition, 0, (other,))}
    state = act(state, _use(host, addition, 0, [other]))
    (item,) = state.chase
    assert item.granted_by == addition and item.card == host and item.ability == 0
    assert GAME.view(state, "bob")["chase"][0]["granted_by"] == addition
    assert next(e for e in player(state, "ann").field if e.id == host).rested
    state = resolve_all(state)
    assert next(e for e in player(state, "bob").field if e.id == other).rested


def test_fow_granted_ability_r_gone_with_the_addition() -> None:
    """FOW-GRANTED-ABILITY-R with CMF-051: once the addition returns to its owner's hand (its own
    ability), the host has no granted ability -- none listed, and playing it is refused with this rule's
    code; an ability already on the chase still resolves after the addition has left."""
    state, host, addition, other = _with("CMF-051")
    pool(state, "ann", water=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": addition, "ability": 0, "payment": {"pool": {"water": 1}}}))
    assert addition in player(state, "ann").hand
    assert _granted(state, host) == []
    assert code_of(state, _use(host, addition, 0, [other])) == "FOW-GRANTED-ABILITY-R"
    # Played first, then the addition returned in answer: the granted ability resolves all the same.
    state, host, addition, other = _with("CMF-051")
    state = act(state, _use(host, addition, 0, [other]))
    pool(state, "ann", water=1)
    state = act(state, {"type": "activate", "player": "ann", "card": addition, "ability": 0, "payment": {"pool": {"water": 1}}})
    state = resolve_all(state)
    assert addition in player(state, "ann").hand
    assert next(e for e in player(state, "bob").field if e.id == other).rested


def test_fow_granted_ability_r_not_granted_by_another_card() -> None:
    """FOW-GRANTED-ABILITY-R with CMF-051: bob's resonator, to which the addition is not added, has no
    granted ability; naming an index the addition does not grant is refused too."""
    state, host, addition, other = _with("CMF-051")
    mine = to_field(state, "ann", "TST-R01")
    assert code_of(state, _use(mine, addition, 0, [other])) == "FOW-GRANTED-ABILITY-R"
    assert code_of(state, _use(host, addition, 5, [other])) == "FOW-GRANTED-ABILITY-R"


def test_fow_granted_if_named_r_only_for_the_named_resonator() -> None:
    """FOW-GRANTED-IF-NAMED-R with CMF-051 (if the resonator with this bears a name, it gains "pay one water
    will: recover this card"): on a host of that name (the name read from the database), the granted
    ability is listed and recovers the host; on a host of another name it is not listed, and playing it is
    refused with this rule's code."""
    named = card("CMF-051")["abilities"][2]
    assert named["names"] and named["grants"][0]["effects"] == [{"op": "recover", "target": "self"}]
    state, host, addition, other = _with("CMF-051", host_name=named["names"][0])
    state = resolve_all(act(state, _use(host, addition, 0, [other])))
    assert next(e for e in player(state, "ann").field if e.id == host).rested
    pool(state, "ann", water=1)
    assert (addition, 1) in {(a.granted_by, a.ability) for a in _granted(state, host)}
    state = resolve_all(act(state, _use(host, addition, 1, [], {"water": 1})))
    assert not next(e for e in player(state, "ann").field if e.id == host).rested
    state, host, addition, other = _with("CMF-051")
    pool(state, "ann", water=1)
    assert all(a.ability != 1 for a in _granted(state, host))
    assert code_of(state, _use(host, addition, 1, [], {"water": 1})) == "FOW-GRANTED-IF-NAMED-R"


def test_fow_granted_ability_r_banish_this_resonator_draws() -> None:
    """FOW-GRANTED-ABILITY-R with TAT-054 (added resonator gains two abilities; the second "{Rest}, banish
    this resonator: draw three cards"): both are listed; the second banishes the host (the addition follows
    it to the graveyard) and ann draws three cards; VIN001-045 prints the same two without labels."""
    assert entry("TAT-054")["supported"] and entry("VIN001-045")["supported"]
    assert card("TAT-054")["abilities"][0]["grants"] == card("VIN001-045")["abilities"][0]["grants"]
    state, host, addition, _ = _with("TAT-054")
    assert 1 in {a.ability for a in _granted(state, host)}
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _use(host, addition, 1, [])))
    assert host in player(state, "ann").graveyard and addition in player(state, "ann").graveyard
    assert len(player(state, "ann").hand) == hand + 3


def test_fow_granted_ability_r_paid_will_destroys_rested_target() -> None:
    """FOW-GRANTED-ABILITY-R with TAT-054's first ability (two water and two void will, {Rest}: destroy target
    rested resonator): refused without its will (the payment's rule), with it bob's rested resonator is destroyed."""
    state, host, addition, other = _with("TAT-054")
    next(e for e in player(state, "bob").field if e.id == other).rested = True
    assert code_of(state, _use(host, addition, 0, [other])) not in (None, "FOW-GRANTED-ABILITY-R")
    will = {"water": 2, "void": 2}
    pool(state, "ann", **will)
    state = resolve_all(act(state, _use(host, addition, 0, [other], will)))
    assert other in player(state, "bob").graveyard


def test_fow_granted_ability_r_search_and_recover_other() -> None:
    """FOW-GRANTED-ABILITY-R with CMF-020 (a search for a card with a word in its name, read at run time)
    and TMS-039 (recover another target resonator): each host lists its granted ability."""
    assert card("CMF-020")["abilities"][0]["grants"][0]["effects"][0]["op"] == "search"
    state, host, addition, _ = _with("CMF-020")
    assert [a.granted_by for a in _granted(state, host)] == [addition]
    state, host, addition, _ = _with("TMS-039")
    mine = to_field(state, "ann", "TST-R01", rested=True)
    assert (addition, (mine,)) in {(a.granted_by, tuple(a.targets)) for a in _granted(state, host)}
    state = resolve_all(act(state, _use(host, addition, 0, [mine])))
    assert not next(e for e in player(state, "ann").field if e.id == mine).rested


# -- FOW-PREVENT-NEXT-LASTING-R ---------------------------------------------------------------------------


def _sinbad() -> tuple[State, str]:
    """MPR-057 (prevent the next damage that would be dealt by target resonator, no duration printed)
    resolved by ann on bob's reference resonator."""
    state = hero_started(("MPR-057",))
    dealer = to_field(state, "bob", "TST-R01")
    return resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-057"), [dealer])), dealer


def test_fow_prevent_next_lasting_r_outlasts_the_turn() -> None:
    """FOW-PREVENT-NEXT-LASTING-R with MPR-057 (and VIN001-047, the same card): the shield on bob's
    resonator is kept through the end of ann's turn; the next damage it deals then is prevented in full
    and the shield is gone, the damage after it is dealt."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("MPR-057")["supported"] and entry("VIN001-047")["supported"]
    assert card("MPR-057")["effects"] == [{"op": "prevent", "target": 0, "way": "by", "next": 0, "lasting": True}]
    state, dealer = _sinbad()
    assert [(m.until, m.shield) for m in state.modifiers if m.target == dealer] == [("used", 0)]
    state = next_turn(state)
    assert state.turn.player == "bob" and [m.until for m in state.modifiers if m.target == dealer] == ["used"]
    guard = to_field(state, "ann", "TST-R01")
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, dealer, guard, 300, events, battle=False)
    assert next(e for e in events if e["type"] == "damage_prevented")["rule"] == "FOW-PREVENT-NEXT-R"
    assert not [m for m in state.modifiers if m.target == dealer]
    assert deal_damage(board, dealer, guard, 100, events, battle=False)


def test_fow_prevent_next_lasting_r_dated_shield_still_ends_with_the_turn() -> None:
    """FOW-PREVENT-NEXT-LASTING-R against FOW-PREVENT-NEXT-R: a shield printed "this turn" (VIN002-051)
    is gone after the end of the turn, and the damage is then dealt; a lasting one leaves with its card."""
    state = real_started("VIN002-051")
    guard = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-051"), [guard]))
    assert [m.until for m in state.modifiers if m.target == guard] == ["turn"]
    state = next_turn(state)
    assert not [m for m in state.modifiers if m.target == guard]
    state, dealer = _sinbad()
    board = board_of(state)
    entity = board.entity(dealer)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    assert not [m for m in state.modifiers if m.target == dealer]


# -- FOW-TARGET-LEFT-FIELD-R ----------------------------------------------------------------------------------


def _ritual() -> tuple[State, str, str, str]:
    """Ann with MOA-050 in hand; bob's reference resonator destroyed from his field this turn, another of
    his reference resonators put into his graveyard from his deck (never in the field)."""
    state = hero_started(("MOA-050",))
    gone = to_field(state, "bob", "TST-R01")
    board = board_of(state)
    entity = board.entity(gone)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    milled = to_graveyard(state, "bob", "TST-R01")
    return state, to_hand(state, "ann", "MOA-050"), gone, milled


def test_fow_target_left_field_r_returns_to_its_owners_field() -> None:
    """FOW-TARGET-LEFT-FIELD-R with MOA-050 (and VIN001-071, the same card): the resonator put into bob's
    graveyard from his field this turn is a legal target (listed), and comes back into bob's field (its
    owner's), not ann's."""
    assert entry("MOA-050")["supported"] and entry("VIN001-071")["supported"]
    assert card("MOA-050")["targets"] == [{"kind": "resonator", "zone": "graveyard", "left_field": True}]
    state, ritual, gone, milled = _ritual()
    pool(state, "ann", darkness=2)
    plays = [a for a in GAME.legal_actions(state, "ann") if isinstance(a, PlayCard) and a.card == ritual]
    assert {tuple(a.targets) for a in plays} == {(gone,)}
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": ritual, "targets": [gone], "payment": {"pool": {"darkness": 2}}}))
    assert gone in {e.id for e in player(state, "bob").field} and gone not in player(state, "bob").graveyard
    assert milled in player(state, "bob").graveyard


def test_fow_target_left_field_r_refuses_a_card_not_from_the_field_this_turn() -> None:
    """FOW-TARGET-LEFT-FIELD-R with MOA-050: a resonator put into the graveyard another way (from the deck)
    is refused with this rule's code; one put there from the field on an earlier turn too."""
    state, ritual, gone, milled = _ritual()
    action = {"type": "play_card", "player": "ann", "card": ritual, "targets": [milled], "payment": {"pool": {"darkness": 2}}}
    pool(state, "ann", darkness=2)
    assert code_of(state, action) == "FOW-TARGET-LEFT-FIELD-R"
    state = pass_until(next_turn(next_turn(state)), lambda s: s.priority == "ann" and s.phase == "main" and not s.chase and s.decision is None)
    assert state.turn.player == "ann" and gone in player(state, "bob").graveyard
    ritual = to_hand(state, "ann", "MOA-050")
    pool(state, "ann", darkness=2)
    assert code_of(state, action | {"card": ritual, "targets": [gone]}) == "FOW-TARGET-LEFT-FIELD-R"


# -- FOW-TRIG-ADDED-GRAVEYARD-R -------------------------------------------------------------------------------


def _host_dies(addition: str, host_owner: str = "ann") -> tuple[State, str, str]:
    """``addition`` played by ann onto a reference resonator of ``host_owner``; that resonator then put into
    its owner's graveyard from the field (its trigger asked): the state, the host and the addition."""
    state = hero_started((addition,))
    host = to_field(state, host_owner, "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", addition), [host]))
    (added,) = [str(e.id) for p in state.players for e in p.field if e.added_to == host]
    board = board_of(state)
    entity = board.entity(host)
    assert entity is not None
    events: list[Any] = []
    board.leave_field(entity, "graveyard", events)
    advance(board, events)
    return state, host, added


def test_fow_trig_added_graveyard_r_returns_the_resonator() -> None:
    """FOW-TRIG-ADDED-GRAVEYARD-R with MOA-035 (when added resonator is put into a graveyard from a field, put
    that resonator into its owner's field): the host put into ann's graveyard triggers the addition (gone to
    the graveyard too); resolved, the host is back in ann's field and the addition stays in the graveyard."""
    assert entry("MOA-035")["supported"]
    state, host, added = _host_dies("MOA-035")
    assert [(c.card, c.victim) for c in state.chase] == [(added, host)]  # played at once: no target to choose
    state = resolve_all(state)
    assert host in {e.id for e in player(state, "ann").field} and host not in player(state, "ann").graveyard
    assert added in player(state, "ann").graveyard


def test_fow_trig_added_graveyard_r_damages_that_resonators_controller() -> None:
    """FOW-TRIG-ADDED-GRAVEYARD-R with VIN001-063 (and TAT-077, read the same: added resonator gains
    [-200/-200]; when it is put into a graveyard from a field, 500 damage to that resonator's controller):
    ann's addition on bob's resonator -- bob takes the 500 damage, not ann; an addition put into the graveyard
    on its own (its resonator staying) triggers nothing."""
    assert entry("VIN001-063")["supported"] and entry("TAT-077")["supported"]
    strip = [{k: v for k, v in a.items() if k != "text"} for a in card("VIN001-063")["abilities"]]
    assert strip == [{k: v for k, v in a.items() if k != "text"} for a in card("TAT-077")["abilities"]]
    state, host, added = _host_dies("VIN001-063", host_owner="bob")
    life = {p.id: p.life for p in state.players}
    state = resolve_all(state)
    assert player(state, "bob").life == life["bob"] - 500 and player(state, "ann").life == life["ann"]
    state = hero_started(("VIN001-063",))
    host = to_field(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-063"), [host]))
    (addition,) = [e for p in state.players for e in p.field if e.added_to == host]
    board = board_of(state)
    board.leave_field(addition, "graveyard", [])
    advance(board, [])
    assert not state.pending and not state.chase and host in {e.id for e in player(state, "bob").field}


# -- FOW-TRIG-OPP-DISCARDS-R ----------------------------------------------------------------------------------


def _discard(state: State, pid: str) -> State:
    """The first card of ``pid``'s hand moved to their graveyard as a discard (the engine's one move), its
    triggers asked."""
    from adjudicator.force_of_will.board import sync_counts
    from adjudicator.force_of_will.effects import trigger_hand_to_graveyard

    seat = player(state, pid)
    card_id = seat.hand.pop(0)
    seat.graveyard.append(card_id)
    sync_counts(seat)
    board = board_of(state)
    events: list[Any] = []
    trigger_hand_to_graveyard(board, card_id, events)
    advance(board, events)
    return state


def test_fow_trig_opp_discards_r_draws_for_each_opponent_discard() -> None:
    """FOW-TRIG-OPP-DISCARDS-R with MPR-097 (whenever your opponent discards a card, draw a card): bob's
    discard triggers ann's card, and ann draws one card."""
    assert entry("MPR-097")["supported"]
    assert card("MPR-097")["abilities"][0]["trigger"] == "opponent_discards"
    state = hero_started(("MPR-097",))
    to_field(state, "ann", "MPR-097")
    hand = len(player(state, "ann").hand)
    state = resolve_all(_discard(state, "bob"))
    assert len(player(state, "ann").hand) == hand + 1


def test_fow_trig_opp_discards_r_not_for_its_controllers_own_discard() -> None:
    """FOW-TRIG-OPP-DISCARDS-R with MPR-097: ann's own discard triggers nothing (no pending ability, no
    chase object), and ann's hand is one card smaller."""
    state = hero_started(("MPR-097",))
    to_field(state, "ann", "MPR-097")
    hand = len(player(state, "ann").hand)
    state = _discard(state, "ann")
    assert not state.pending and not state.chase
    assert len(player(state, "ann").hand) == hand - 1


# -- FOW-GRANTED-WILL-R -------------------------------------------------------------------------------------


def test_fow_granted_will_r_magic_stones_you_control_produce_any_attribute() -> None:
    """FOW-GRANTED-WILL-R with MOA-024 (magic stones you control gain "{Rest}: produce one will of any
    attribute"; ACN-147 and SKL-094J read the same way): ann's fire stone makes water will while MOA-024 is
    in her field (listed, then done: the stone rests); once MOA-024 leaves, it makes fire only."""
    assert entry("MOA-024")["supported"] and entry("ACN-147")["supported"]
    (granting,) = card("MOA-024")["abilities"]
    assert granting["scope"] == "your_magic_stones" and len(granting["grants_will"][0]["produce"]) == 5
    state = hero_started(("MOA-024",))
    field_card = to_field(state, "ann", "MOA-024")
    (stone,) = stones(state, "ann", "TST-ST-R")
    water = {"type": "produce_will", "player": "ann", "source": stone, "will": "water"}
    listed = {(a.source, a.will) for a in GAME.legal_actions(state, "ann") if isinstance(a, ProduceWill)}
    assert {(stone, "water"), (stone, "fire")} <= listed
    done = act(state, water)
    assert player(done, "ann").pool.get("water") == 1
    assert next(e for e in player(done, "ann").field if e.id == stone).rested
    board = board_of(state)
    entity = board.entity(field_card)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    assert code_of(state, water) == "FOW-WILL-2"


def test_fow_granted_will_r_not_for_the_opponents_stones() -> None:
    """FOW-GRANTED-WILL-R with MOA-024 in ann's field: bob's fire stone does not make water will (refused
    with this rule's code when bob's will ability is picked); its own fire will is still made."""
    from adjudicator.force_of_will.will import pick_option

    state = hero_started(("MOA-024",))
    to_field(state, "ann", "MOA-024")
    (stone,) = stones(state, "bob", "TST-ST-R")
    board = board_of(state)
    entity = board.entity(stone)
    assert entity is not None
    option, problem = pick_option(board, entity, "water", [])
    assert option is None and problem is not None and problem[0] == "FOW-GRANTED-WILL-R"
    option, problem = pick_option(board, entity, "fire", [])
    assert option is not None and problem is None
