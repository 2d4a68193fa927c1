"""Effect steps pinned so that a wrong rule cannot hide (issue 21, scripts/mutation on ``steps.py``).

Each test was written against a change to the effect steps that no other test noticed: which cards an
effect may touch (MOW-MOVE-5) when the playability of a Faction card is judged (MOW-FACTION-4), the "up
to N" steps (MOW-UPTO-1-R), how long a status lasts. Positions are built with ``positions.py`` (the
engine's consistency check accepts each one) and played through the public engine API.
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.cards import reference_card_set, validate_card_set
from adjudicator.master_of_wills.state import Play, State, Status

from .positions import CAT, act, clear, faction_phase, find, instance_of, put, refresh, refused, started

# a Starting card with a Faction icon that starts in Recruits: the rows the tests empty stay empty
RECRUIT_START = find(start_row="recruits", faction_icon=True)[0]


def _status(state: State, card: str, kind: str) -> None:
    """``card`` carries a ``kind`` status of a Faction card already played (in ann's discard)."""
    source = state.sides[0].faction_deck.pop()
    state.sides[0].faction_discard.append(source)
    state.statuses.setdefault(card, []).append(Status(kind=kind, source=source))  # type: ignore[arg-type]


def _playable(state: State, card: str) -> bool:
    return card in {a.card for a in GAME.legal_actions(state) if isinstance(a, Play)}


def _targets(state: State) -> set[str]:
    return {a.target for a in GAME.legal_actions(state) if getattr(a, "target", None) is not None}


# -- MOW-FACTION-4 with MOW-MOVE-5: a frozen card cannot be moved, but can be killed ------------------------
def _promotion(kind: str | None):  # type: ignore[no-untyped-def]
    """Field Promotion (move one of your Loyalists to Allies) with one Loyalist, carrying ``kind``."""
    state, (promotion,) = faction_phase(started(), "ann", ["MOW-F-AGD-A-06"], starting=RECRUIT_START)
    clear(state, "loyalists", "ann")
    loyalist = find("union", max_value=5)[0]
    put(state, loyalist, "loyalists", "ann")
    if kind is not None:
        _status(state, loyalist, kind)
    return refresh(state), promotion, loyalist


def test_mow_faction_4_a_move_whose_only_target_is_frozen_cannot_be_played() -> None:
    state, promotion, _ = _promotion("freeze")
    assert refused(state, {"type": "play", "player": "ann", "card": promotion}) == "MOW-FACTION-4"
    assert not _playable(state, promotion)
    state, promotion, _ = _promotion("protect")
    assert refused(state, {"type": "play", "player": "ann", "card": promotion}) == "MOW-FACTION-4"


def test_mow_faction_4_a_move_with_one_free_target_is_played() -> None:
    state, promotion, loyalist = _promotion(None)
    assert _playable(state, promotion)
    state, _ = act(state, {"type": "play", "player": "ann", "card": promotion})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": loyalist})
    assert loyalist in state.sides[0].allies
    state, promotion, loyalist = _promotion("value")  # a value change does not stop a move
    assert _playable(state, promotion)


def _fire_sale(kind: str | None):  # type: ignore[no-untyped-def]
    """Fire Sale (kill a Neutral card) with one Neutral card, carrying ``kind``."""
    state, (sale,) = faction_phase(started(), "ann", ["MOW-F-RZC-E-06"], starting=RECRUIT_START)
    clear(state, "neutral")
    card = find("union", max_value=5)[0]
    put(state, card, "neutral")
    if kind is not None:
        _status(state, card, kind)
    return refresh(state), sale, card


def test_mow_faction_4_a_frozen_card_can_still_be_killed() -> None:
    state, sale, card = _fire_sale("freeze")
    assert _playable(state, sale)
    state, _ = act(state, {"type": "play", "player": "ann", "card": sale})
    assert _targets(state) == {card}
    state, _ = act(state, {"type": "choose", "player": "ann", "target": card})
    assert card in state.afterlife


def test_mow_faction_4_a_protected_card_cannot_be_killed() -> None:
    state, sale, _ = _fire_sale("protect")
    assert refused(state, {"type": "play", "player": "ann", "card": sale}) == "MOW-FACTION-4"


# -- MOW-UPTO-1-R: an "up to N" step is possible with one target; without "up to", it needs N -----------------
def _custom(card_id: str, **step: Any) -> str:
    """The digest of the reference set where the first step of ``card_id`` has these fields."""
    data: dict[str, Any] = copy.deepcopy(msgspec.to_builtins(reference_card_set()))
    card = next(c for c in data["factions"] if c["id"] == card_id)
    card["steps"][0].update(step)
    _, summary, problems = validate_card_set(data)
    assert problems == []
    digest: str = summary["digest"]
    return digest


def test_mow_upto_1_r_an_up_to_step_is_playable_with_one_target() -> None:
    for up_to in (True, False):
        state, promotion, loyalist = _promotion(None)
        state.options.card_set = _custom("MOW-F-AGD-A-06", count=2, up_to=up_to)  # two Loyalists
        state = refresh(state)
        if up_to:
            state, _ = act(state, {"type": "play", "player": "ann", "card": promotion})
            state, _ = act(state, {"type": "choose", "player": "ann", "target": loyalist})
            assert loyalist in state.sides[0].allies and state.resolution is None
        else:
            assert refused(state, {"type": "play", "player": "ann", "card": promotion}) == "MOW-FACTION-4"


# -- how long a status lasts ----------------------------------------------------------------------------------
def test_a_protection_until_the_end_of_the_round_lasts_to_the_end_of_the_rounds_last_turn() -> None:
    """Last Stand (+3 to one of your cards, then protection of all of them to the end of the round)."""
    for index in (0, 1, 2, 3):  # the first and the second turn of rounds 1 and 2 (two turns a round)
        player = started().turn_order[index]
        state, (stand,) = faction_phase(started(), player, ["MOW-F-AGD-L-01"], at=index, starting=RECRUIT_START)
        side = next(p.side for p in state.players if p.id == player)
        own = state.sides[0] if state.sides[0].id == side else state.sides[1]
        state, _ = act(state, {"type": "play", "player": player, "card": stand})
        target = own.recruits[0]
        state, _ = act(state, {"type": "choose", "player": player, "target": target})
        protections = {c: s.until_turn for c, marks in state.statuses.items() for s in marks if s.kind == "protect"}
        values = {c: s.until_turn for c, marks in state.statuses.items() for s in marks if s.kind == "value"}
        assert values == {target: -1}  # the +3 is permanent
        if index % 2 == 0:  # played in the round's first turn: lasts through the next player's turn
            assert state.turn_index == index + 1 and protections and set(protections.values()) == {index + 1}
            assert target in protections
        else:  # played in the round's last turn: gone when that turn ended
            assert state.turn_index == index + 1 and protections == {}
    assert CAT.faction["MOW-F-AGD-L-01"].steps[1].until == "end_of_round"


# -- Lasting Effects with a marker (MOW-FACTION-3, MOW-FACTION-4, MOW-DRAW-4) --------------------------------
def _fortify(neutral: list[str], kind: str | None = None):  # type: ignore[no-untyped-def]
    """Fortify (a Lasting Effect in your row with a Neutral card as its marker), Neutral holding ``neutral``."""
    state, (fortify, sanctuary) = faction_phase(started(), "ann", ["MOW-F-AGD-E-06", "MOW-F-AGD-N-01"], starting=RECRUIT_START)
    clear(state, "neutral")
    for card in neutral:
        put(state, card, "neutral")
        if kind is not None:
            _status(state, card, kind)
    return refresh(state), fortify, sanctuary


def test_mow_faction_4_a_lasting_effect_with_a_marker_needs_a_neutral_card_that_can_move() -> None:
    state, fortify, sanctuary = _fortify([])
    assert refused(state, {"type": "play", "player": "ann", "card": fortify}) == "MOW-FACTION-4"
    assert _playable(state, sanctuary)  # no marker: playable with an empty Neutral area
    state, fortify, _ = _fortify(find("union", draw_icons=0)[:1], kind="freeze")
    assert refused(state, {"type": "play", "player": "ann", "card": fortify}) == "MOW-FACTION-4"
    state, fortify, _ = _fortify(find("union", draw_icons=0)[:1])
    assert _playable(state, fortify)


def test_mow_draw_4_a_marker_with_a_draw_icon_taken_out_of_neutral_draws() -> None:
    for icons in (0, 1, 2):
        marker = find(draw_icons=icons)[0]
        state, fortify, _ = _fortify([marker])
        state, _ = act(state, {"type": "play", "player": "ann", "card": fortify})
        state, _ = act(state, {"type": "choose", "player": "ann", "target": "ann/recruits"})
        state, events = act(state, {"type": "choose", "player": "ann", "target": marker})
        plain = msgspec.to_builtins(events)
        assert {"type": "marker_placed", "card": marker, "under": fortify} in plain
        resolved = next(e for e in plain if e["type"] == "resolved" and e["card"] == fortify)
        assert resolved["draws"] == icons
        drawn = [e for e in plain if e["type"] == "community_drawn" and e.get("reason") == "MOW-DRAW-4"]
        assert len(drawn) == icons and marker not in state.neutral


# -- Afterlife to the opponent's Recruits (a custom card set; the reference has none) -----------------------
def test_afterlife_to_the_opponents_recruits_with_two_sides_needs_no_toward() -> None:
    state, (hunter,) = faction_phase(started(), "ann", ["MOW-F-RZC-N-06"], starting=RECRUIT_START)
    state.options.card_set = _custom("MOW-F-RZC-N-06", to="opponent_recruits")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": hunter})
    pick = state.afterlife[0]
    assert _targets(state) == set(state.afterlife)
    state, events = act(state, {"type": "choose", "player": "ann", "target": pick})
    assert pick in state.sides[1].recruits and pick not in state.sides[0].recruits
    assert {"type": "from_afterlife", "card": pick, "to": ["bob", "recruits"], "by": hunter} in msgspec.to_builtins(events)


# -- Instant Play (MOW-FACTION-4): a drawn card that cannot be played costs only its own play ---------------
def test_instant_play_kept_card_leaves_the_other_play_of_the_turn() -> None:
    """Fire Sale (kill a Neutral card, then Instant Play) with a bonus play still to come: the card it draws,
    Field Promotion, cannot be played (no Loyalist), so it stays in hand and the bonus play remains."""
    state, (sale, response) = faction_phase(started(), "ann", ["MOW-F-RZC-E-06", "MOW-F-AGD-A-04"], starting=RECRUIT_START)
    promotion = instance_of(state, "ann", "MOW-F-AGD-A-06")  # the top of ann's Faction deck
    clear(state, "loyalists", "ann")
    state.turn.plays, state.turn.bonus = 2, True  # as after a Bonus Play
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": sale})
    state, events = act(state, {"type": "choose", "player": "ann", "target": state.neutral[0]})
    assert msgspec.to_builtins(events)[-1] == {"type": "instant_play_kept", "player": "ann", "rule": "MOW-FACTION-4"}
    assert promotion in state.players[0].hand
    assert state.turn.player == "ann" and state.turn.plays == 1 and state.turn.must_play is None
    assert {a.card for a in GAME.legal_actions(state) if isinstance(a, Play)} == {response}


def test_a_protection_to_the_end_of_the_round_of_turn_0_in_mowitaire_ends_with_that_turn() -> None:
    """Mowitaire has one turn a round: Last Stand played in turn 0 protects to the end of turn 0 only."""
    state, (stand,) = faction_phase(started("mowitaire"), "ann", ["MOW-F-AGD-L-01"], at=0, starting=RECRUIT_START)
    state, _ = act(state, {"type": "play", "player": "ann", "card": stand})
    target = state.sides[0].recruits[0]
    state, events = act(state, {"type": "choose", "player": "ann", "target": target})
    assert {"type": "protected", "card": target, "by": stand} in msgspec.to_builtins(events)
    assert state.turn_index == 1
    assert [s.kind for marks in state.statuses.values() for s in marks] == ["value"]  # the protection is gone


# -- Bonus Play (MOW-FACTION-4): possible while the Faction deck holds the cards it draws -------------------
def test_a_bonus_play_drawing_the_last_card_of_the_faction_deck_is_possible() -> None:
    """Mass Recall (2 cards from the Afterlife to your Recruits, then a Bonus Play drawing 1)."""
    for left in (0, 1):
        state, (recall,) = faction_phase(started(), "ann", ["MOW-F-AGD-L-04"], starting=RECRUIT_START)
        side = state.sides[0]
        side.faction_discard += side.faction_deck[left:]
        del side.faction_deck[left:]
        state = refresh(state)
        if left == 0:
            assert refused(state, {"type": "play", "player": "ann", "card": recall}) == "MOW-FACTION-4"
            continue
        last = state.sides[0].faction_deck[0]
        state, _ = act(state, {"type": "play", "player": "ann", "card": recall})
        for _ in range(2):
            state, events = act(state, {"type": "choose", "player": "ann", "target": state.afterlife[0]})
        plain = msgspec.to_builtins(events)
        assert {"type": "bonus_play", "player": "ann", "by": recall} in plain
        assert state.sides[0].faction_deck == [] and last in state.players[0].hand
        assert {"type": "faction_drawn", "player": "ann", "card": last, "reason": "bonus_play", "visible_to": ["ann"], "secret": ["card"]} in plain


# -- Gamble (a custom card set: the reference Gambles are one-step cards) ------------------------------------
def test_a_gamble_followed_by_another_step_runs_its_branch_first() -> None:
    data: dict[str, Any] = copy.deepcopy(msgspec.to_builtins(reference_card_set()))
    card = next(c for c in data["factions"] if c["id"] == "MOW-F-AGD-N-05")
    card["steps"] = [
        {"op": "gamble", "threshold": 4, "win": [{"op": "community_draw", "count": 1, "to": "own_recruits"}], "lose": []},
        {"op": "community_draw", "count": 1},
    ]
    card["power_icons"] = ["gamble", "community_draw"]
    _, summary, problems = validate_card_set(data)
    assert problems == []
    state, (den,) = faction_phase(started(), "ann", ["MOW-F-AGD-N-05"], starting=RECRUIT_START)
    state.options.card_set = summary["digest"]
    high = next(c for c in state.community_deck if CAT.community[c].value >= 4)
    put(state, high, "deck", top=True)
    state = refresh(state)
    second, third = state.community_deck[1:3]
    state, events = act(state, {"type": "play", "player": "ann", "card": den})
    plain = msgspec.to_builtins(events)
    gamble = next(e for e in plain if e["type"] == "gamble")
    assert (gamble["card"], gamble["won"]) == (high, True)
    drawn = [(e["card"], e["to"]) for e in plain if e["type"] == "community_drawn"]
    assert drawn[:2] == [(second, "ann"), (third, "neutral")]  # the win branch, then the next step
    assert second in state.sides[0].recruits and third in state.neutral


def test_a_gamble_inside_a_gamble_runs_the_inner_branch() -> None:
    data: dict[str, Any] = copy.deepcopy(msgspec.to_builtins(reference_card_set()))
    card = next(c for c in data["factions"] if c["id"] == "MOW-F-AGD-N-05")
    inner = {"op": "gamble", "threshold": 4, "win": [{"op": "community_draw", "count": 1, "to": "own_recruits"}], "lose": []}
    card["steps"] = [{"op": "gamble", "threshold": 4, "win": [inner], "lose": []}]
    card["power_icons"] = ["gamble", "community_draw"]
    _, summary, problems = validate_card_set(data)
    assert problems == []
    state, (den,) = faction_phase(started(), "ann", ["MOW-F-AGD-N-05"], starting=RECRUIT_START)
    state.options.card_set = summary["digest"]
    high = [c for c in state.community_deck if CAT.community[c].value >= 4][:2]
    for card_id in reversed(high):
        put(state, card_id, "deck", top=True)
    state = refresh(state)
    third = state.community_deck[2]
    state, events = act(state, {"type": "play", "player": "ann", "card": den})
    plain = msgspec.to_builtins(events)
    assert [(e["card"], e["won"]) for e in plain if e["type"] == "gamble"] == [(high[0], True), (high[1], True)]
    assert [(e["card"], e["to"]) for e in plain if e["type"] == "community_drawn"][:1] == [(third, "ann")]
    assert third in state.sides[0].recruits


# -- Copycat copies only instant cards ---------------------------------------------------------------------
def test_copycat_passes_over_a_lasting_effect_on_top_of_the_discard() -> None:
    """Hostile Takeover copies the topmost copyable card of the opponent's discard: Sanctuary (a Lasting
    Effect) is on top, Audit (an instant card) below it."""
    state = started()
    for card_id in ("MOW-F-RZC-A-01", "MOW-F-AGD-N-01"):  # Audit, then Sanctuary on top
        instance = instance_of(state, "bob", card_id)
        state.sides[1].faction_deck.remove(instance)
        state.sides[1].faction_discard.append(instance)
    victim = find("union", max_value=5)[0]
    put(state, victim, "recruits", "bob")
    state, (takeover,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-E-04"], starting=RECRUIT_START)
    assert state.sides[0].lasting_recruits is None and state.sides[0].lasting_loyalists is None
    state, events = act(state, {"type": "play", "player": "ann", "card": takeover})
    copied = [e["card"] for e in msgspec.to_builtins(events) if e["type"] == "copied"]
    assert copied == ["MOW-F-RZC-A-01"]


# -- Bonus Play outside one's own Faction phase (a custom card set: no reference card reveals into one) --------
def test_a_bonus_play_revealed_in_the_opponents_turn_draws_but_gives_no_play() -> None:
    from .positions import round_effect

    data: dict[str, Any] = copy.deepcopy(msgspec.to_builtins(reference_card_set()))
    card = next(c for c in data["factions"] if c["id"] == "MOW-F-RZC-E-05")  # Blackout: reveal at any time
    card["steps"][2] = {"op": "bonus_play", "draw": 1}
    card["power_icons"] = ["round_effect", "bonus_play"]
    _, summary, problems = validate_card_set(data)
    assert problems == [], problems
    state = started()
    state.options.card_set = summary["digest"]
    hidden = round_effect(state, "ann", "MOW-F-RZC-E-05")
    state, _ = faction_phase(refresh(state), "bob", ["MOW-F-AGD-A-04"], at=1, starting=RECRUIT_START)
    plays, top = state.turn.plays, state.sides[0].faction_deck[0]
    state, events = act(state, {"type": "reveal", "player": "ann", "card": hidden})
    plain = msgspec.to_builtins(events)
    assert not any(e["type"] == "bonus_play" for e in plain)
    assert top in state.players[0].hand  # ann draws
    assert state.turn.player == "bob" and state.turn.plays == plays and state.turn.bonus is False


# -- MOW-END-2 / MOW-AMB-17 after a reveal at the start of a turn (a custom card set) --------------------------
def test_a_reveal_freezing_the_last_selectable_card_with_an_empty_deck_skips_the_turn() -> None:
    """Blackout made to freeze Neutral cards, revealed by ann at the start of bob's turn: the only Neutral
    card is frozen, the Community deck is empty, so bob's turn is skipped (not played: no turn taken) and the
    game ends with the round."""
    from .positions import move_phase, round_effect

    data: dict[str, Any] = copy.deepcopy(msgspec.to_builtins(reference_card_set()))
    card = next(c for c in data["factions"] if c["id"] == "MOW-F-RZC-E-05")
    card["steps"][2]["filter"] = {"zones": ["neutral"]}
    _, summary, problems = validate_card_set(data)
    assert problems == []
    state = started()
    state.options.card_set = summary["digest"]
    hidden = round_effect(state, "ann", "MOW-F-RZC-E-05")
    state = move_phase(refresh(state), "bob", at=1)
    clear(state, "neutral")
    for community in list(state.community_deck):
        put(state, community, "afterlife")
    only = find("union", max_value=5)[0]
    put(state, only, "neutral")
    state = refresh(state)
    taken = {p.id: p.turns_taken for p in state.players}
    state, _ = act(state, {"type": "reveal", "player": "ann", "card": hidden})
    state, events = act(state, {"type": "choose", "player": "ann", "target": only})
    plain = msgspec.to_builtins(events)
    kinds = [e["type"] for e in plain]
    assert kinds[kinds.index("frozen"):] == [
        "frozen", "faction_discarded", "resolved", "draw_skipped", "turn_skipped", "round_over", "game_over",
    ]
    assert {"type": "turn_skipped", "player": "bob", "rule": "MOW-AMB-17"} in plain
    assert {p.id: p.turns_taken for p in state.players} == taken  # a skipped turn is not taken
    assert state.over and state.ending


def _custom_steps(card_id: str, steps: list[dict[str, Any]], icons: list[str]) -> str:
    """The digest of the reference set where ``card_id`` has these steps and power icons."""
    data: dict[str, Any] = copy.deepcopy(msgspec.to_builtins(reference_card_set()))
    card = next(c for c in data["factions"] if c["id"] == card_id)
    card["steps"], card["power_icons"] = steps, icons
    _, summary, problems = validate_card_set(data)
    assert problems == [], problems
    digest: str = summary["digest"]
    return digest


def test_copycat_followed_by_another_step_runs_the_copy_then_that_step() -> None:
    """Hostile Takeover made to draw a Community card after its copy: Audit (copied) and the draw both run."""
    state = started()
    audit = instance_of(state, "bob", "MOW-F-RZC-A-01")
    state.sides[1].faction_deck.remove(audit)
    state.sides[1].faction_discard.append(audit)
    victim = find("union", max_value=5)[0]
    put(state, victim, "recruits", "bob")
    state.options.card_set = _custom_steps(
        "MOW-F-RZC-E-04", [{"op": "copycat", "source": "opponent_discard"}, {"op": "community_draw", "count": 1}],
        ["copycat", "community_draw"],
    )
    state, (takeover,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-E-04"], starting=RECRUIT_START)
    top = state.community_deck[0]
    state, events = act(state, {"type": "play", "player": "ann", "card": takeover})
    assert [e["card"] for e in msgspec.to_builtins(events) if e["type"] == "copied"] == ["MOW-F-RZC-A-01"]
    assert victim in _targets(state)  # the copied step waits for its target
    state, events = act(state, {"type": "choose", "player": "ann", "target": victim})
    drawn = [(e["card"], e["to"], e["reason"]) for e in msgspec.to_builtins(events) if e["type"] == "community_drawn"]
    assert drawn[0] == (top, "neutral", takeover)  # drawn by the card, before the end of the turn draws


def test_a_second_spy_step_starts_again_with_the_choice_of_a_player() -> None:
    """Insider Tip made to spy twice (each time discarding one card): the second Spy asks for a player again."""
    state = started()
    state.options.card_set = _custom_steps(
        "MOW-F-RZC-A-03", [{"op": "spy", "discard": 1, "against_opponent": True}] * 2, ["spy"],
    )
    state, (tip,) = faction_phase(refresh(state), "ann", ["MOW-F-RZC-A-03"], starting=RECRUIT_START)
    state, _ = act(state, {"type": "play", "player": "ann", "card": tip})
    for _ in range(2):
        assert _targets(state) == {"bob"}
        state, _ = act(state, {"type": "choose", "player": "ann", "target": "bob"})
        state, _ = act(state, {"type": "choose", "player": "ann", "target": state.players[1].hand[0]})
    assert len(state.players[1].hand) == 1 and state.resolution is None


# -- faction.py: what may be played and chosen ---------------------------------------------------------------
def test_an_unsupported_card_in_hand_leaves_the_next_cards_playable() -> None:
    from .positions import set_with_unsupported_card

    state = started()
    state.options.card_set = set_with_unsupported_card("MOW-F-AGD-L-03")
    state, (warp, response) = faction_phase(refresh(state), "ann", ["MOW-F-AGD-L-03", "MOW-F-AGD-A-04"], starting=RECRUIT_START)
    assert state.players[0].hand == [warp, response]
    assert refused(state, {"type": "play", "player": "ann", "card": warp}) == "MOW-FACTION-7"
    assert {a.card for a in GAME.legal_actions(state) if isinstance(a, Play)} == {response}


def test_the_card_instant_play_drew_is_no_longer_owed_once_played() -> None:
    state, (sale,) = faction_phase(started(), "ann", ["MOW-F-RZC-E-06"], starting=RECRUIT_START)
    audit = instance_of(state, "ann", "MOW-F-RZC-A-01")
    victim = find("union", max_value=5)[0]
    put(state, victim, "recruits", "bob")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": sale})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": state.neutral[0]})
    assert state.turn.must_play == audit
    state, _ = act(state, {"type": "play", "player": "ann", "card": audit})
    assert state.turn.must_play is None and state.resolution is not None
    GAME.check(state)  # a state that can arise: the owed card is not named once it left the hand


def test_mow_move_5_message_for_a_target_in_allies_or_protected() -> None:
    """Corporate Raid (kill up to two of the opponent's cards): a card in Allies, and a protected one."""
    state, (raid,) = faction_phase(started(), "ann", ["MOW-F-RZC-E-01"], starting=RECRUIT_START)
    clear(state, "recruits", "bob")
    locked, guarded, free = find("union", max_value=5)[:3]
    put(state, locked, "allies", "bob")
    put(state, guarded, "recruits", "bob")
    put(state, free, "recruits", "bob")
    _status(state, guarded, "protect")
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": raid})
    assert free in _targets(state) and locked not in _targets(state) and guarded not in _targets(state)
    for card in (locked, guarded):
        decoded = GAME.decode_action({"type": "choose", "player": "ann", "target": card})
        violation = GAME.verify(state, decoded)
        assert violation is not None
        assert (violation.code, violation.path, violation.message) == (
            "MOW-MOVE-5", "/action/target", f"{card} is locked in Allies or protected: no effect touches it",
        )


def test_passing_a_bonus_play_is_announced() -> None:
    state, (response,) = faction_phase(started(), "ann", ["MOW-F-AGD-A-04"], starting=RECRUIT_START)
    state.turn.bonus = True  # the play left is a Bonus Play: it may be passed (MOW-AMB-7)
    state = refresh(state)
    state, events = act(state, {"type": "pass", "player": "ann"})
    assert msgspec.to_builtins(events)[0] == {"type": "passed", "player": "ann"}
    assert state.turn.player == "bob" and response in state.players[0].hand


def test_an_up_to_step_followed_by_another_may_be_stopped() -> None:
    """Hostile Takeover's "up to 3" move made to draw a Community card after it: pass after one target."""
    from .test_card_sets import takeover_position

    state, takeover, (a, _, _) = takeover_position()
    move = msgspec.to_builtins(CAT.faction["MOW-F-RZC-L-02"].steps[0])
    state.options.card_set = _custom_steps("MOW-F-RZC-L-02", [move, {"op": "community_draw", "count": 1}], ["move", "community_draw"])
    state = refresh(state)
    state, _ = act(state, {"type": "play", "player": "ann", "card": takeover})
    state, _ = act(state, {"type": "choose", "player": "ann", "target": a})
    top = state.community_deck[0]
    state, events = act(state, {"type": "pass", "player": "ann"})
    plain = msgspec.to_builtins(events)
    assert plain[0] == {"type": "passed", "player": "ann"}
    assert [(e["card"], e["reason"]) for e in plain if e["type"] == "community_drawn"][0] == (top, takeover)


def test_a_reveal_whose_first_step_cannot_be_completed_is_refused() -> None:
    """Blackout with its freeze made a full step (not against the opponent): no card on the opponent's side."""
    from .positions import round_effect

    blackout = copy.deepcopy(msgspec.to_builtins(CAT.faction["MOW-F-RZC-E-05"].steps))
    blackout[2]["against_opponent"] = False
    blackout[2]["up_to"] = False
    blackout[2]["count"] = 1
    state = started()
    state.options.card_set = _custom_steps("MOW-F-RZC-E-05", blackout, ["round_effect", "freeze"])
    hidden = round_effect(state, "ann", "MOW-F-RZC-E-05")
    state, _ = faction_phase(refresh(state), "ann", ["MOW-F-AGD-A-04"], starting=RECRUIT_START)
    for row in ("recruits", "loyalists"):
        clear(state, row, "bob")
    state = refresh(state)
    decoded = GAME.decode_action({"type": "reveal", "player": "ann", "card": hidden})
    violation = GAME.verify(state, decoded)
    assert violation is not None
    assert (violation.code, violation.path) == ("MOW-FACTION-4", "/action/card")
    put(state, find("union", max_value=5)[0], "recruits", "bob")
    assert GAME.verify(refresh(state), decoded) is None
