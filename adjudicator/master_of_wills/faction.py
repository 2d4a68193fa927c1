"""Faction plays, target choices, passes and reveals (MOW-FACTION-2, MOW-FACTION-3, MOW-FACTION-4, MOW-FACTION-5, MOW-FACTION-6, MOW-FACTION-7, MOW-AMB-7, MOW-AMB-8, MOW-AMB-15, MOW-END-4).

Legality lives here once per action (:func:`check_play`, :func:`check_choose`, :func:`check_pass`,
:func:`check_reveal`); the legal-action lists come from the same predicates (:func:`play_problem`,
:func:`revealable`, :func:`~.effects.current_options`).

Violation messages never name a card the acting player may not see: a card that is not in your hand is
"not in your hand" whether it exists or not, and specials are chosen by position, never by hidden id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from ..core.errors import Violation
from ..core.game import Event
from . import events as ev
from . import steps
from .board import Board
from .cards import Catalogue, Reveal, RoundEffect
from .effects import (
    advance,
    apply_choice,
    card_feasible,
    current_options,
    feasibility_checks,
    step_at,
    visible_to,
)
from .rules import violation
from .state import Choose, Pass, Play, Resolution, RevealCard, RoundEffectSlot, StepRef, Turn

REVEAL_PHASES = ("move", "faction", "end_game")


def card_id(instance: str) -> str:
    return instance.partition("#")[0]


def play_problem(board: Board, player_id: str, instance: str) -> tuple[str, str] | None:
    """Why the card cannot be played now by ``player_id`` (code, message), or None: MOW-FACTION-7 (the
    vocabulary cannot express it) and MOW-FACTION-4 (its rules cannot be completed)."""
    card = board.cat.faction[instance.partition("#")[0]]
    if card.unsupported is not None:
        return "MOW-FACTION-7", f"{card.name} is not supported: {card.unsupported}"
    side = board.player_by_id[player_id].side
    if not card_feasible(board, side, card.id):
        return "MOW-FACTION-4", f"the rules of {card.name} cannot be completed now"
    return None


def playable_cards(board: Board, turn: Turn) -> list[str]:
    player = board.player_by_id[turn.player]
    hand = player.hand
    if turn.must_play is not None:
        hand = [turn.must_play] if turn.must_play in hand else []
    # play_problem(...) is None, card by card, without building the problems' messages.
    table = play_checks(board.cat)
    side = player.side
    playable = []
    for card in hand:
        checks = table[card.partition("#")[0]]
        if checks is None:
            continue  # not supported (MOW-FACTION-7)
        for test, argument in checks:
            if not test(board, side, argument):
                break  # cannot be completed (MOW-FACTION-4)
        else:
            playable.append(card)
    return playable


def play_checks(cat: Catalogue) -> dict[str, tuple[tuple[Callable[..., bool], Any], ...] | None]:
    """For each Faction card: None when it is not supported, else its completability tests
    (:func:`~.effects.feasibility_checks`)."""
    table = cat.derived.get("play_checks")
    if table is None:
        table = cat.derived["play_checks"] = {
            card_id: None if card.unsupported is not None else feasibility_checks(cat, card_id) for card_id, card in cat.faction.items()
        }
    return table


def facings(board: Board, instance: str) -> list[Literal["face_up", "face_down"] | None]:
    first = board.cat.faction[card_id(instance)].steps[0]
    if isinstance(first, RoundEffect) and first.facing == "player_choice":
        return ["face_up", "face_down"]
    return [None]


def check_play(board: Board, turn: Turn, action: Play) -> Violation | None:
    """MOW-FACTION-2: in your Faction phase, a card of your hand; MOW-FACTION-4/-7; MOW-FACTION-3 facing."""
    if turn.plays == 0:
        return violation("MOW-FACTION-2", "no Faction play is left in this phase", path="/action/type")
    hand = board.player_by_id[action.player].hand
    if action.card not in hand:
        return violation("MOW-FACTION-2", "that card is not in your hand", path="/action/card")
    if turn.must_play is not None and action.card != turn.must_play:
        return violation("MOW-FACTION-2", "the card drawn by Instant Play must be played now", path="/action/card",
                         hint=f"play {turn.must_play}")
    problem = play_problem(board, action.player, action.card)
    if problem is not None:
        return violation(problem[0], problem[1], path="/action/card")
    allowed = facings(board, action.card)
    if action.facing not in allowed:
        if allowed == [None]:
            message = "only a Round Effect whose facing is the player's choice takes a facing"
        else:
            message = "this Round Effect is played face_up or face_down: say which"
        return violation("MOW-FACTION-3", message, path="/action/facing")
    return None


def arm_triggers(board: Board, player_id: str) -> None:
    """An opponent's Faction play arms the Round Effects that wait for one (``after_opponent_play``)."""
    side_id = board.player_by_id[player_id].side
    for side in board.state.sides:
        if side.id == side_id:
            continue
        for slot in side.round_effects:
            index = board.cat.reveal_index(card_id(slot.card))
            if slot.pending and index is not None:
                step = board.cat.faction[card_id(slot.card)].steps[index]
                if isinstance(step, Reveal) and step.trigger == "after_opponent_play":
                    slot.armed = True


def apply_play(board: Board, turn: Turn, action: Play, events: list[Event]) -> None:
    player = board.player_by_id[action.player]
    player.hand.remove(action.card)
    player.played += 1
    turn.plays -= 1
    turn.bonus = False
    if turn.must_play == action.card:
        turn.must_play = None
    arm_triggers(board, action.player)
    card = board.cat.faction[card_id(action.card)]
    reveal = board.cat.reveal_index(card.id)
    stop = reveal if reveal is not None else len(card.steps)
    first = card.steps[0]
    queue = [StepRef(card.id, str(i)) for i in range(stop)]
    in_limbo = True
    face_down = False
    if isinstance(first, RoundEffect):
        facing = action.facing or first.facing
        face_down = facing == "face_down"
        board.side(player.side).round_effects.append(
            RoundEffectSlot(card=action.card, player=player.id, face_up=not face_down, pending=reveal is not None,
                            placed_turn=board.state.turn_index)
        )
        queue = queue[1:]
        in_limbo = False
    if face_down:
        events.append(ev.Played(player=player.id, card=action.card, placement=card.placement, facing="face_down",
                                visible_to=visible_to(board, player.id)))
    else:
        events.append(ev.Played(player=player.id, card=action.card, placement=card.placement))
    board.state.resolution = Resolution(player=player.id, card=action.card, origin="play", queue=queue, in_limbo=in_limbo)
    run(board, events)


def run(board: Board, events: list[Event]) -> None:
    res = board.state.resolution
    assert res is not None
    if not advance(board, res, events):
        finish_resolution(board, events)


def finish_resolution(board: Board, events: list[Event]) -> None:
    """The card is carried out: an instant card goes to its owner's discard, a revealed Round Effect too
    unless it placed itself; then the Draw icons it moved out of Neutral draw (MOW-DRAW-4, MOW-AMB-5)."""
    state = board.state
    res = state.resolution
    assert res is not None
    state.resolution = None
    if res.in_limbo:
        board.discard_faction(res.card, events)
    elif res.origin == "reveal":
        for side in state.sides:
            for index, slot in enumerate(side.round_effects):
                if slot.card == res.card:
                    side.round_effects.pop(index)
                    board.discard_faction(res.card, events)
                    break
    draws = sum(board.cat.community[card].draw_icons for card in res.exits)
    hidden = next((slot for side in state.sides for slot in side.round_effects if slot.card == res.card and not slot.face_up), None)
    if hidden is not None:
        events.append(ev.Resolved(card=res.card, draws=draws, visible_to=visible_to(board, hidden.player)))
    else:
        events.append(ev.Resolved(card=res.card, draws=draws))
    for _ in range(draws):
        board.draw_to_neutral(events, "MOW-DRAW-4")
    if state.phase == "end_game" and state.end_game is not None and res.origin == "reveal":
        state.end_game.passes = 0
        state.end_game.current = (state.end_game.current + 1) % len(state.end_game.order)


# -- choices ---------------------------------------------------------------------------------------------------
def check_choose(board: Board, action: Choose) -> Violation | None:
    res = board.state.resolution
    if res is None:
        return violation("MOW-FACTION-2", "no Faction card is waiting for a target", path="/action/type")
    options = current_options(board, res)
    if (action.target, action.toward) in options:
        return None
    towards = sorted({t or "" for c, t in options if c == action.target})
    if towards == [""]:
        return violation("MOW-FFA-2", "toward is only given when a card leaves the Neutral area toward one of two opponents",
                         path="/action/toward")
    if towards:
        return violation("MOW-FFA-2", "name the opponent side this card goes toward", path="/action/toward",
                         hint=f"toward one of {towards}")
    step = step_at(board.cat, res.queue[0])
    op = step.__struct_config__.tag
    place = board.where(action.target) if action.target.startswith("MOW-C-") else None
    if place is not None and (place[1] == "allies" or board.is_protected(action.target)):
        return violation("MOW-MOVE-5", f"{action.target} is locked in Allies or protected: no effect touches it",
                         path="/action/target")
    if place is not None and op in ("move", "swap") and board.is_frozen(action.target):
        return violation("MOW-MOVE-5", f"{action.target} is frozen: it cannot be moved", path="/action/target")
    if op == "lasting_effect" and res.stage == 0:
        return violation("MOW-FACTION-3", "that is not a free Recruits or Loyalists row this card may go under",
                         path="/action/target", hint="one Lasting Effect per row, never under Allies")
    return violation("MOW-FACTION-2", "that target is not one the card allows now", path="/action/target",
                     hint=f"{len(options)} target(s) are allowed; ask legal-actions")


def apply_choose(board: Board, action: Choose, events: list[Event]) -> None:
    res = board.state.resolution
    assert res is not None
    apply_choice(board, res, action.target, action.toward, events)
    run(board, events)


def choice_actions(board: Board) -> list[Choose]:
    res = board.state.resolution
    assert res is not None
    return [Choose(player=res.player, target=t, toward=w) for t, w in current_options(board, res)]


# -- stopping an "up to N" step (MOW-UPTO-1-R) ------------------------------------------------------------------
def may_stop(board: Board, player_id: str) -> bool:
    """Whether ``player_id`` may end the current step of the card being carried out with ``pass``."""
    res = board.state.resolution
    if res is None or res.player != player_id or not res.queue:
        return False
    return steps.may_stop(step_at(board.cat, res.queue[0]), res)


def apply_stop(board: Board, action: Pass, events: list[Event]) -> None:
    res = board.state.resolution
    assert res is not None
    res.done = steps.targeted_count(step_at(board.cat, res.queue[0]))
    events.append(ev.Passed(player=action.player))
    run(board, events)


# -- passing (MOW-AMB-7) ---------------------------------------------------------------------------------------------
def may_pass(board: Board, turn: Turn) -> bool:
    return turn.plays > 0 and turn.must_play is None and (turn.bonus or board.state.options.faction_play_optional)


def check_pass(board: Board, turn: Turn, action: Pass) -> Violation | None:
    if turn.plays == 0:
        return violation("MOW-FACTION-2", "there is no Faction play to pass", path="/action/type")
    if not may_pass(board, turn):
        return violation("MOW-AMB-7", "a playable Faction card must be played", path="/action/type",
                         hint="the faction_play_optional option allows passing")
    return None


def apply_pass(board: Board, turn: Turn, action: Pass, events: list[Event]) -> None:
    turn.plays = 0
    turn.bonus = False
    events.append(ev.Passed(player=action.player))


# -- reveals (MOW-AMB-15, MOW-END-4) ---------------------------------------------------------------------------
def trigger_holds(board: Board, slot: RoundEffectSlot) -> bool:
    index = board.cat.reveal_index(card_id(slot.card))
    if index is None:
        return False
    step = board.cat.faction[card_id(slot.card)].steps[index]
    assert isinstance(step, Reveal), "reveal_index names the Reveal step"
    return step.trigger == "any_time" or slot.armed


def reveal_problem(board: Board, player_id: str, slot: RoundEffectSlot) -> tuple[str, str] | None:
    card = board.cat.faction[card_id(slot.card)]
    if not trigger_holds(board, slot):
        code = "MOW-END-4" if board.state.phase == "end_game" else "MOW-AMB-15"
        return code, f"{card.name} waits for its trigger (an opponent's Faction play)"
    index = board.cat.reveal_index(card.id)
    assert index is not None
    if not card_feasible(board, board.player_by_id[player_id].side, card.id, index + 1):
        return "MOW-FACTION-4", f"the rules of {card.name} cannot be completed now"
    return None


def reveal_window(board: Board, player_id: str) -> Violation | None:
    state = board.state
    if state.resolution is not None:
        return violation("MOW-AMB-15", "a reveal cannot interrupt a step: finish choosing the targets first", path="/action/type")
    if state.phase not in REVEAL_PHASES or state.order_choice is not None:
        return violation("MOW-AMB-15", "Round Effects are revealed during turns and in the End-of-Game round", path="/action/type")
    if state.phase == "end_game":
        game_end = state.end_game
        if game_end is None or game_end.order[game_end.current] != player_id:
            return violation("MOW-END-4", "in the End-of-Game round players reveal in turn", path="/action/player")
    return None


def own_pending(board: Board, player_id: str) -> list[RoundEffectSlot]:
    side = board.side_of(player_id)
    return [slot for slot in side.round_effects if slot.player == player_id and slot.pending]


def in_reveal_window(board: Board, player_id: str) -> bool:
    """``reveal_window(board, player_id) is None``, without building the violation."""
    state = board.state
    if state.resolution is not None or state.phase not in REVEAL_PHASES or state.order_choice is not None:
        return False
    if state.phase == "end_game":
        game_end = state.end_game
        return game_end is not None and game_end.order[game_end.current] == player_id
    return True


def revealable(board: Board, player_id: str) -> list[str]:
    if not in_reveal_window(board, player_id):
        return []
    return [slot.card for slot in own_pending(board, player_id) if reveal_problem(board, player_id, slot) is None]


def check_reveal(board: Board, action: RevealCard) -> Violation | None:
    problem = reveal_window(board, action.player)
    if problem is not None:
        return problem
    slot = next((s for s in own_pending(board, action.player) if s.card == action.card), None)
    if slot is None:
        return violation("MOW-AMB-15", "that card is not one of your unrevealed Round Effects", path="/action/card")
    found = reveal_problem(board, action.player, slot)
    if found is not None:
        return violation(found[0], found[1], path="/action/card")
    return None


def apply_reveal(board: Board, action: RevealCard, events: list[Event]) -> None:
    slot = next(s for s in own_pending(board, action.player) if s.card == action.card)
    slot.pending = False
    slot.face_up = True
    card = board.cat.faction[card_id(action.card)]
    index = board.cat.reveal_index(card.id)
    assert index is not None
    events.append(ev.Revealed(player=action.player, card=action.card))
    queue = [StepRef(card.id, str(i)) for i in range(index + 1, len(card.steps))]
    board.state.resolution = Resolution(player=action.player, card=action.card, origin="reveal", queue=queue, in_limbo=False)
    run(board, events)
