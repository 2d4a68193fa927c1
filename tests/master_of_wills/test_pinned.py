"""Rule behaviours pinned so that a wrong rule cannot hide (issue 21, scripts/mutation).

Each test here was written against a change to the engine that no other test noticed: the default MOW-OP
thresholds at their boundaries, wins and losses of every variant, the events and messages of the rules.
Positions are built with the helpers of ``positions.py`` (the engine's consistency check accepts each one)
and played through the public engine API.
"""

from __future__ import annotations

import pytest

from .positions import (
    CAT,
    act,
    attach,
    clear,
    clear_sectors,
    find,
    move_phase,
    put,
    quiet_start,
    refresh,
    started,
)

DEFAULT_THRESHOLDS = (20, 45, 70, 100, 130, 160, 195, 240)  # the printed MOW-OP chart


def _empty_rows(state) -> None:  # type: ignore[no-untyped-def]
    for side in state.sides:
        for row in ("recruits", "loyalists", "allies"):
            clear(state, row, side.id)


def _give(state, side_id: str, player: str, total: int, start: str, taken: set[str]) -> None:  # type: ignore[no-untyped-def]
    """Make ``side_id``'s rows worth ``total``: one card (not moved by ``start``) plus a Card Effect's delta."""
    moved = {m.sector for m in CAT.community[start].movements}
    card = next(
        c for c in state.community_deck + state.afterlife
        if c != start and c not in taken and CAT.community[c].sector not in moved
    )
    taken.add(card)
    put(state, card, "recruits", side_id)
    delta = total - CAT.community[card].value
    if delta:
        side = next(s for s in state.sides if s.id == next(p.side for p in state.players if p.id == player))
        source = side.faction_deck[-1].partition("#")[0]  # any Faction card will do as the source
        attach(state, player, source, card, delta=delta)


def _round_end(round_number: int, acting_total: int, other_total: int, variant: str = "mow-op",
               options: dict | None = None, prepare=None):  # type: ignore[no-untyped-def,type-arg]
    """The last turn of ``round_number``: after the quiet Starting card is played the acting player's side
    is worth ``acting_total`` and the other side ``other_total``. Returns (state, events, acting, other)."""
    state = started(variant, options=options)
    per_round = 1 if variant == "mowitaire" else 2
    index = per_round * round_number - 1
    player = state.turn_order[index]
    state = move_phase(state, player, at=index)
    start = quiet_start()
    clear_sectors(state, start)
    _empty_rows(state)
    acting = next(p.side for p in state.players if p.id == player)
    other = next(s.id for s in state.sides if s.id != acting)
    start_value = CAT.community[start].value
    taken: set[str] = set()
    _give(state, acting, player, acting_total - start_value, start, taken)
    _give(state, other, player, other_total, start, taken)
    if prepare is not None:
        prepare(state, player, acting, other, start, taken)
    state = refresh(state)
    state, events = act(state, {"type": "choose_starting", "player": player, "card": start})
    return state, events, acting, other


@pytest.mark.parametrize("round_number", range(1, 8))
def test_mow_coop_2_default_threshold_reached_exactly_goes_on(round_number: int) -> None:
    needed = DEFAULT_THRESHOLDS[round_number - 1]
    state, events, _, _ = _round_end(round_number, needed, needed)
    assert not state.over and state.round == round_number + 1
    assert {"type": "round_over", "round": round_number, "rule": "MOW-END-3"} in events


@pytest.mark.parametrize("round_number", range(1, 8))
def test_mow_coop_2_default_threshold_missed_by_one_loses(round_number: int) -> None:
    needed = DEFAULT_THRESHOLDS[round_number - 1]
    state, events, acting, other = _round_end(round_number, needed, needed - 1)
    assert state.over and state.result.winners == []
    assert state.result.reason == f"MOW-COOP-2: round {round_number} needs {needed} on each side; missed by {other}"
    assert state.side_scores == {acting: needed, other: needed - 1}
    game_over = [e for e in events if e["type"] == "game_over"]
    assert len(game_over) == 1


def test_mow_coop_2_both_sides_short_are_both_named() -> None:
    state, _, acting, other = _round_end(1, 19, 19)
    missed = ", ".join(s.id for s in state.sides)
    assert state.result.reason == f"MOW-COOP-2: round 1 needs 20 on each side; missed by {missed}"


def test_mow_coop_2_round_8_is_checked_at_the_end_of_the_game() -> None:
    state, _, acting, other = _round_end(8, 240, 240)
    assert state.over and sorted(state.result.winners) == ["ann", "bob"]
    assert state.result.reason == "completed"
    state, _, acting, other = _round_end(8, 240, 239)
    assert state.over and state.result.winners == []
    assert state.result.reason == "MOW-COOP-2: round 8 needs 240 on each side"


def test_mow_coop_2_custom_thresholds_replace_the_default() -> None:
    custom = [3, 6, 9, 12, 15, 18, 21, 24]
    state, _, _, _ = _round_end(2, 6, 6, options={"coop_thresholds": custom})
    assert not state.over
    state, _, _, other = _round_end(2, 6, 5, options={"coop_thresholds": custom})
    assert state.result.reason == f"MOW-COOP-2: round 2 needs 6 on each side; missed by {other}"


# -- MOW-AMB-18: Mowitaire is won only with a strictly higher score -------------------------------------------
@pytest.mark.parametrize(("mine", "theirs", "won"), [(30, 29, True), (29, 30, False), (30, 30, False)])
def test_mow_amb_18_mowitaire_win_and_loss(mine: int, theirs: int, won: bool) -> None:
    state, events, acting, other = _round_end(8, mine, theirs, variant="mowitaire")
    assert acting == "ann" and other == "@opponent"
    assert state.over and state.result.winners == (["ann"] if won else [])
    assert state.result.scores == {"ann": mine}
    assert state.side_scores == {"ann": mine, "@opponent": theirs}
    assert state.result.reason == f"completed: {mine} against the opponent's {theirs}"
    game_over = [e for e in events if e["type"] == "game_over"]
    assert len(game_over) == 1


# -- MOW-SCORE-1: the highest side wins; 2 vs 2 and FFA -----------------------------------------------------------
@pytest.mark.parametrize(("mine", "theirs"), [(31, 30), (30, 31)])
def test_mow_score_1_the_higher_side_wins_alone(mine: int, theirs: int) -> None:
    state, _, acting, other = _round_end(8, mine, theirs, variant="standard")
    winner_side = acting if mine > theirs else other
    winners = [p.id for p in state.players if p.side == winner_side]
    assert state.result.winners == winners and len(winners) == 1
    assert state.result.reason == "completed"
    assert state.result.scores == {p.id: (mine if p.side == acting else theirs) for p in state.players}


def test_mow_score_1_in_2v2_both_members_of_the_higher_team_win() -> None:
    state = started("2v2")
    index = len(state.turn_order) - 1
    player = state.turn_order[index]
    state = move_phase(state, player, at=index)
    start = quiet_start()
    clear_sectors(state, start)
    _empty_rows(state)
    acting = next(p.side for p in state.players if p.id == player)
    other = next(s.id for s in state.sides if s.id != acting)
    taken: set[str] = set()
    _give(state, acting, player, 10 - CAT.community[start].value, start, taken)
    _give(state, other, player, 11, start, taken)
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
    team = next(s for s in state.sides if s.id == other).players
    assert sorted(state.result.winners) == sorted(team) and len(team) == 2
    assert all(state.result.scores[p] == 11 for p in team)


def test_mow_score_1_ffa3_a_two_way_tie_for_the_lead_is_shared_by_those_two() -> None:
    state = started("ffa3")
    index = len(state.turn_order) - 1
    player = state.turn_order[index]
    state = move_phase(state, player, at=index)
    start = quiet_start()
    clear_sectors(state, start)
    _empty_rows(state)
    sides = [s.id for s in state.sides]
    acting = next(p.side for p in state.players if p.id == player)
    taken: set[str] = set()
    totals = {}
    for side_id, total in zip(sides, (12, 12, 11), strict=True):
        totals[side_id] = total
        _give(state, side_id, player, total - (CAT.community[start].value if side_id == acting else 0), start, taken)
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": player, "card": start})
    leaders = [p.id for p in state.players if totals[p.side] == 12]
    assert state.result.winners == leaders and len(leaders) == 2
    assert state.result.reason == "completed; tie shared (MOW-SCORE-1-R)"


def test_values_of_cards_count_their_card_effects() -> None:
    """A side's total is its cards' printed values plus their Card Effects' deltas (MOW-SCORE-1)."""
    state, _, acting, other = _round_end(8, 17, -3, variant="standard")
    assert state.side_scores == {acting: 17, other: -3}
    assert find(value=12)  # the catalogue has cards worth 12 (sanity of the helper above)


# -- the Move phase: messages and events as a player reads them ----------------------------------------------
def _turn_with(starting: str, sector: str, placements, variant: str = "standard"):  # type: ignore[no-untyped-def]
    from .positions import board_without

    state = move_phase(started(variant), "ann")
    board_without(state, sector, keep=(starting,))
    put(state, starting, "neutral")
    for card, zone, side in placements:
        put(state, card, zone, side)
    return refresh(state)


def _violation(state, action: dict):  # type: ignore[no-untyped-def,type-arg]
    from adjudicator.master_of_wills import GAME

    decoded = GAME.decode_action(action)
    violation = GAME.verify(state, decoded)
    assert violation is not None, f"{action} was accepted"
    assert decoded not in GAME.legal_actions(state)
    return violation


def _plain(events):  # type: ignore[no-untyped-def]
    import msgspec

    return msgspec.to_builtins(events)


def test_mow_move_1_messages() -> None:
    from .positions import single_entry

    start, sector, _ = single_entry(+1)
    target = find(sector, exclude=(start,))[0]
    state = _turn_with(start, sector, [(target, "neutral", None)])
    v = _violation(state, {"type": "choose_starting", "player": "ann", "card": state.afterlife[0]})
    assert (v.code, v.path, v.message, v.hint) == (
        "MOW-MOVE-1", "/action/card", "that card is not in the Neutral area", "choose the Starting card among the Neutral area cards",
    )
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": target})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-1", "/action/type", "choose the Starting card before moving other cards")
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    row = CAT.community[start].start_row
    assert _plain(events)[0] == {"type": "starting_card", "player": "ann", "card": start, "to": ["ann", row]}
    v = _violation(state, {"type": "choose_starting", "player": "ann", "card": target})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-1", "/action/type", f"the Starting card of this turn is already {start}")


def test_mow_move_2_messages_and_the_moved_event() -> None:
    from .positions import single_entry

    start, sector, delta = single_entry(+1)
    target = find(sector, exclude=(start,))[0]
    state = _turn_with(start, sector, [(target, "recruits", "bob")])
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    other = next(c for c in state.neutral if CAT.community[c].sector != sector)
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": other})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-2", "/action/card", f"movement 0 moves {sector} cards; {other} is not one")
    v = _violation(state, {"type": "move", "player": "ann", "entry": 1, "card": target})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-2", "/action/entry", f"movement 1 of {start} has no step left")
    off_board = next(c for c in state.afterlife if CAT.community[c].sector == sector)
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": off_board})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-2", "/action/card", "that card is not on the board")
    state, events = act(state, {"type": "move", "player": "ann", "entry": 0, "card": target})
    moved = [e for e in _plain(events) if e["type"] == "moved"]
    assert moved == [{"type": "moved", "card": target, "from": ["bob", "recruits"], "to": [None, "neutral"], "entry": 0}]


def test_mow_move_5_and_amb_3_messages() -> None:
    from adjudicator.master_of_wills.state import Status

    from .positions import single_entry

    start, sector, _ = single_entry(+1, own_sector=True)
    locked, guarded, free = find(sector, exclude=(start,))[:3]
    state = _turn_with(start, sector, [(locked, "allies", "bob"), (guarded, "recruits", "bob"), (free, "neutral", None)])
    source = state.sides[0].faction_deck.pop()
    state.sides[0].faction_discard.append(source)
    state.statuses.setdefault(guarded, []).append(Status(kind="protect", source=source))
    state = refresh(state)
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": locked})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-5", "/action/card", f"{locked} is in Allies: it is locked")
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": guarded})
    assert (v.code, v.path, v.message) == ("MOW-MOVE-5", "/action/card", f"{guarded} is protected or frozen: it cannot be moved")
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": start})
    assert (v.code, v.path, v.message) == ("MOW-AMB-3", "/action/card", "the Starting card's movements move other cards, never itself")
    from adjudicator.master_of_wills import GAME

    assert {a.card for a in GAME.legal_actions(state) if a.__struct_config__.tag == "move"} == {free}


def test_mow_move_4_the_skipped_event_names_the_entry_the_sector_and_the_steps() -> None:
    from .positions import single_entry

    start, sector, delta = single_entry(+1, 2)
    state = _turn_with(start, sector, [])
    state, events = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    skipped = [e for e in _plain(events) if e["type"] == "movement_skipped"]
    assert {"type": "movement_skipped", "entry": 0, "sector": sector, "steps": delta, "rule": "MOW-MOVE-4"} in skipped


def test_mow_ffa_2_messages() -> None:
    from .positions import single_entry

    start, sector, _ = single_entry(-1)
    card = find(sector, exclude=(start,))[0]
    state = _turn_with(start, sector, [(card, "neutral", None)], variant="ffa3")
    state, _ = act(state, {"type": "choose_starting", "player": "ann", "card": start})
    v = _violation(state, {"type": "move", "player": "ann", "entry": 0, "card": card})
    assert (v.code, v.path, v.message) == ("MOW-FFA-2", "/action/toward", "a - step out of the Neutral area names the opponent side it goes to")
    assert v.hint == "toward one of ['bob', 'cat']"
    standard = _turn_with(start, sector, [(card, "neutral", None)])
    standard, _ = act(standard, {"type": "choose_starting", "player": "ann", "card": start})
    v = _violation(standard, {"type": "move", "player": "ann", "entry": 0, "card": card, "toward": "bob"})
    assert (v.code, v.path, v.message) == (
        "MOW-FFA-2", "/action/toward", "toward is only given for a - step out of the Neutral area with three sides",
    )
    standard, events = act(standard, {"type": "move", "player": "ann", "entry": 0, "card": card})
    moved = [e for e in _plain(events) if e["type"] == "moved"]
    assert moved[0]["from"] == [None, "neutral"] and moved[0]["to"] == ["bob", "recruits"]


def test_mow_faction_5_a_two_step_lasting_effect_counts_its_deferred_delta() -> None:
    """MOW-F-AGD-E-06 (a Lasting Effect, then an instant step): its +5 counts at final scoring."""
    from .positions import lasting

    def prepare(state, player, acting, other, start, taken):  # type: ignore[no-untyped-def]
        owner = next(p.id for p in state.players if p.side == other)
        moved = {m.sector for m in CAT.community[start].movements}
        marker = next(c for c in state.community_deck if c not in taken and CAT.community[c].sector not in moved)
        lasting(state, owner, "MOW-F-AGD-E-06", other, "recruits", marker=marker)

    state, _, acting, other = _round_end(8, 20, 10, variant="standard", prepare=prepare)
    assert state.side_scores == {acting: 20, other: 15}


# -- MOW-SETUP-4 / MOW-FFA-1: passing the choice to go first, as the table sees it -----------------------------
def test_mow_ffa_1_passing_the_first_choice_emits_first_passed_then_the_last_must_go_first() -> None:
    import msgspec

    from adjudicator.master_of_wills import GAME

    state = GAME.setup("ffa3", ["ann", "bob", "cat"], "pos")
    chooser, queue = state.order_choice.chooser, list(state.order_choice.queue)
    assert state.phase == "first_player" and state.to_act == [chooser] and len(queue) == 2
    state, events = act(state, {"type": "choose_first", "player": chooser, "go_first": False})
    assert msgspec.to_builtins(events) == [{"type": "first_passed", "to": queue[0]}]
    assert state.to_act == [queue[0]]
    state, events = act(state, {"type": "choose_first", "player": queue[0], "go_first": False})
    plain = msgspec.to_builtins(events)
    assert plain[0] == {"type": "goes_first", "who": queue[1], "purpose": "first_player"}
    assert not any(e["type"] == "first_passed" for e in plain)


# -- MOW-FACTION-3 / hidden information: a card played face up names itself to everyone ------------------------
def test_a_card_played_face_up_is_public_and_lists_no_secret() -> None:
    """A `played` event with no audience (the card is played face up) carries no `secret` and every seat
    reads the card; a face-down one lists its audience and hides the card from the others."""
    import msgspec

    from adjudicator.master_of_wills import GAME

    from .positions import faction_phase

    state = started()
    state, (amnesia, audit) = faction_phase(state, "ann", ["MOW-F-RZC-E-03", "MOW-F-RZC-A-01"])
    _, events = act(state, {"type": "play", "player": "ann", "card": audit})
    played = msgspec.to_builtins(events)[0]
    placement = CAT.faction[audit.partition("#")[0]].placement
    assert played == {"type": "played", "player": "ann", "card": audit, "placement": placement}
    assert msgspec.to_builtins(GAME.view_events(events, "bob"))[0]["card"] == audit
    _, events = act(state, {"type": "play", "player": "ann", "card": amnesia, "facing": "face_up"})
    played = msgspec.to_builtins(events)[0]
    assert "secret" not in played and "visible_to" not in played
    assert msgspec.to_builtins(GAME.view_events(events, "bob"))[0]["card"] == amnesia
    _, events = act(state, {"type": "play", "player": "ann", "card": amnesia, "facing": "face_down"})
    played = msgspec.to_builtins(events)[0]
    assert played["visible_to"] == ["ann"] and played["secret"] == ["card"] and played["facing"] == "face_down"


# -- events as a client decodes them ----------------------------------------------------------------------------
def test_the_move_phase_events_decode_back_into_their_types() -> None:
    """The JSON of `starting_card` and `moved` (and every event type's schema) reads back as the typed
    events: `from`/`to` are lists of places where a card left or reached no row (null)."""
    import msgspec

    from adjudicator.master_of_wills import GAME

    from .positions import move_phase

    state = move_phase(started(), "ann")
    seen: list[dict] = []  # type: ignore[type-arg]
    while state.phase == "move" and len(seen) < 12:
        state, events = act(state, GAME.legal_actions(state)[0])
        seen.extend(msgspec.to_builtins(events))
    assert {"starting_card", "moved"} <= {e["type"] for e in seen}
    by_tag = {t.__struct_config__.tag: t for t in GAME.event_types}
    for event in seen:
        typed = msgspec.convert(event, by_tag[event["type"]])
        assert msgspec.to_builtins(typed) == event
    for event_type in GAME.event_types:
        msgspec.json.schema(event_type)
