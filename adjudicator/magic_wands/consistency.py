"""Forged-state detection: a state is refused unless it could have arisen from the rules.

Checked before any rule runs: every card agrees with the card set, no card is in two places, no card is
missing or made up (the exact set of instances a setup with this many players and these Mythics deals),
counts agree with their lists, hands fit the largest possible limit, the phase agrees with whose turn it
is, the Mythic count agrees with where the Mythics are, and a finished game's result is the one the
scoring rules give.  Each error names the field by JSON Pointer (relative to the state).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..core.rng import is_valid_rng_state
from ..core.sink import Sink
from .cards import Catalogue
from .scoring import final_result
from .state import Card, State

RULES_VERSION = "mw-1.0"


def expected_instances(catalogue: Catalogue, players: int, mythics: list[str]) -> frozenset[str]:
    """The instance ids a setup deals: Starting and market copies for this player count, plus the
    first copy of each chosen Mythic (MW-SETUP-2, MW-SETUP-3, MW-SETUP-4, MW-SETUP-5, MW-SETUP-6, MW-SETUP-7)."""
    key = (players, tuple(mythics))
    cached = catalogue.dealt_cache.get(key)
    if cached is None:
        cached = catalogue.dealt_cache[key] = frozenset(_dealt(catalogue, players, mythics))
    return cached


def _dealt(catalogue: Catalogue, players: int, mythics: list[str]) -> set[str]:
    ids: set[str] = set()
    for wand in catalogue.starting + catalogue.market:
        copies = catalogue.instance_ids(wand, players)
        ids.update(copies[:players] if wand.type == "starting" else copies)
    for mythic_id in mythics:
        ids.add(f"{mythic_id}#1")
    return ids


def card_zones(state: State) -> Iterator[tuple[str, Card]]:
    for p_index, player in enumerate(state.players):
        for c_index, card in enumerate(player.hand):
            yield f"/players/{p_index}/hand/{c_index}", card
    for r, row in enumerate(state.market):
        for c, cell in enumerate(row):
            if cell is not None:
                yield f"/market/{r}/{c}", cell
    for index, card in enumerate(state.deck):
        yield f"/deck/{index}", card
    for index, card in enumerate(state.discard):
        yield f"/discard/{index}", card
    if state.packet is not None:
        for index, card in enumerate(state.packet.cards):
            yield f"/packet/cards/{index}", card


def check_card(catalogue: Catalogue, pointer: str, card: Card) -> str | None:
    wand = catalogue.wands.get(card.wand)
    if wand is None:
        return f"unknown wand {card.wand!r} (not in card set {catalogue.id})"
    if card.id not in catalogue.instances or card.id.partition("#")[0] != card.wand:
        return f"instance id {card.id!r} does not name a copy of {card.wand}"
    if (card.name, card.type, card.power, card.req) != (wand.name, wand.type, wand.power, wand.req):
        return f"{card.id} does not match the card set ({wand.name}, {wand.type}, power {wand.power}, req {wand.req})"
    return None


def all_cards(state: State) -> list[Card]:
    cards = [card for player in state.players for card in player.hand]
    cards.extend(cell for row in state.market for cell in row if cell is not None)
    cards.extend(state.deck)
    cards.extend(state.discard)
    if state.packet is not None:
        cards.extend(state.packet.cards)
    return cards


def expected_cards(catalogue: Catalogue, players: int, mythics: list[str]) -> frozenset[Card]:
    """The dealt instances as the (frozen, hashable) cards a state must hold, cached per setup."""
    key = (players, tuple(mythics))
    cached = catalogue.dealt_cards_cache.get(key)
    if cached is None:
        dealt = expected_instances(catalogue, players, mythics)
        cached = catalogue.dealt_cards_cache[key] = frozenset(catalogue.instances[i] for i in dealt)
    return cached


def _cards_fast_ok(catalogue: Catalogue, state: State) -> bool:
    """The common case at C speed, without pointers: the state holds exactly the cards a setup deals,
    each true to the card set (cards compare and hash by every field), none twice.  A prefilter: when it
    fails, :func:`check_state` asks card by card (the same facts: the card set and the dealt set)."""
    cards = all_cards(state)
    expected = expected_cards(catalogue, len(state.players), state.mythics)
    held = set(cards)
    return len(cards) == len(held) == len(expected) and held == expected


def check_state(catalogue: Catalogue, state: State, sink: Sink) -> None:
    """Report every way ``state`` could not have arisen to ``sink`` (:mod:`adjudicator.core.sink`)."""
    err = sink.error
    if state.rules_version != RULES_VERSION:
        err("/rules_version", f"this engine plays {RULES_VERSION!r}, not {state.rules_version!r}")
    if state.card_set_id != catalogue.id:
        err("/card_set_id", f"the card set in force is {catalogue.id!r}")
    if not is_valid_rng_state(state.rng):
        err("/rng", "not a generator state")
    ids = [p.id for p in state.players]
    if len(set(ids)) != len(ids):
        err("/players", "player ids must be unique")
    count = len(ids)
    if count > catalogue.max_players:
        err("/players", f"card set {catalogue.id} supports at most {catalogue.max_players} players")
    known = set(ids)
    for field in ("starting_player", "turn"):
        if getattr(state, field) not in known:
            err(f"/{field}", "not a player of this game")
    if state.last_turn is not None and state.last_turn not in known:
        err("/last_turn", "not a player of this game")
    # The Mythics decide which cards were dealt (MW-SETUP-6), so they are checked before the cards.
    mythic_powers = []
    for index, mythic_id in enumerate(state.mythics):
        wand = catalogue.wands.get(mythic_id)
        if wand is None or wand.type != "mythic":
            err(f"/mythics/{index}", f"{mythic_id!r} is not a Mythic Wand")
        else:
            mythic_powers.append(wand.power)
    if sorted(mythic_powers) != [50, 60, 120] and len(mythic_powers) == 3:
        err("/mythics", "MW-SETUP-6: one Mythic each of power 50, 60 and 120")
    sink.checkpoint()

    # Cards: each agrees with the card set, none twice, none missing or extra.
    cards_ok = _cards_fast_ok(catalogue, state)
    seen: dict[str, str] = {}
    for pointer, card in [] if cards_ok else card_zones(state):
        problem = check_card(catalogue, pointer, card)
        if problem:
            err(pointer, problem)
        elif card.id in seen:
            err(pointer, f"{card.id} is also at {seen[card.id]}: a card cannot be in two places")
        else:
            seen[card.id] = pointer
    sink.checkpoint()
    if not cards_ok:
        expected = expected_instances(catalogue, count, state.mythics)
        for missing in sorted(expected - seen.keys()):
            err("", f"card {missing} is missing: cards are neither made nor lost")
        for extra in sorted(seen.keys() - expected):
            err(seen[extra], f"{extra} is not dealt with {count} players and these Mythics (MW-SETUP-3, MW-SETUP-6)")
        sink.checkpoint()

    if state.deck_count != len(state.deck):
        err("/deck_count", f"says {state.deck_count} but the deck holds {len(state.deck)}")
    unbought = {card.id for card in state.deck} | {c.id for row in state.market for c in row if c is not None}
    bought = sum(1 for m in state.mythics if f"{m}#1" not in unbought)
    if state.mythics_bought != bought:
        err("/mythics_bought", f"MW-PURCHASE-3: {bought} Mythic(s) have left the deck and market, not {state.mythics_bought}")
    if state.mythics_bought == 3 and state.end_trigger is None:
        err("/end_trigger", "MW-END-1: the third Mythic was bought, so the end is triggered")
    if (state.end_trigger is None) != (state.last_turn is None):
        err("/last_turn", "MW-END-1: the last turn is set exactly when the end is triggered")
    largest_limit = catalogue.largest_hand_limit
    for index, player in enumerate(state.players):
        if len(player.hand) > largest_limit:
            err(f"/players/{index}/hand", f"MW-PASS-2: {len(player.hand)} cards is more than any hand limit allows")
        if player.eliminated and player.hand and not state.over:
            err(f"/players/{index}/hand", "MW-PURCHASE-4: an eliminated player has passed on the whole hand")
    check_phase(catalogue, state, sink)
    sink.checkpoint()


def check_phase(catalogue: Catalogue, state: State, sink: Sink) -> None:
    err = sink.error
    players = {p.id: p for p in state.players}
    turn_player = players[state.turn]
    if state.over:
        if state.phase != "over" or state.to_act or state.result is None or state.packet is not None:
            err("/phase", "a finished game has phase 'over', no one to act, no packet and a result")
            return
        expected = final_result(catalogue, state, state.result.reason)
        if (state.result.winners, state.result.scores) != (expected.winners, expected.scores):
            err("/result", f"MW-SCORE-1: the hands score {expected.scores} with winners {expected.winners}")
        return
    if state.result is not None or state.phase == "over":
        err("/result", "a game in progress has no result")
        return
    if sum(1 for p in state.players if not p.eliminated) < 2:
        err("/players", "MW-END-2-R: a game with fewer than two active players is over")
        return
    if state.phase == "purchase":
        if state.to_act != [state.turn] or state.packet is not None or state.gap is not None:
            err("/to_act", "in the Purchase phase only the turn player acts and no packet is out")
        if turn_player.eliminated:
            err("/turn", "an eliminated player has no turn")
        return
    packet = state.packet
    if packet is None:
        err("/packet", "the Pass Cards phase needs a packet")
        return
    picker = players.get(packet.picker)
    if picker is None or picker.eliminated or state.to_act != [packet.picker]:
        err("/to_act", "in Pass Cards the packet's picker, an active player, acts")
    elif packet.picker == packet.source and not state.options.purchaser_in_pass_cycle:
        err("/packet/picker", "MW-PASS-1: the source of the packet does not pick from it")
    if packet.source != state.turn:
        err("/packet/source", "the packet comes from the turn player")
    if packet.reason == "purchase":
        if state.gap is None or state.market[state.gap[0]][state.gap[1]] is not None:
            err("/gap", "after a purchase the bought wand's cell is empty until Refresh")
    elif state.gap is not None:
        err("/gap", "an elimination turn has no Refresh")
