"""A playout policy that ends games: the random chooser of ``tests/support/invariants.random_playout``
picks uniformly among the actions ``legal_actions`` lists, so the policy is a game whose
``legal_actions`` lists a *subset* of the real legal actions (every one of them still legal and
verified).  It calls stones, plays cards, starts battles and attacks rather than passing, keeps
concession for games past ``turn_cap`` and checks the complete list of legal actions every few steps."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.battle import legal_attackers
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.engine import ForceOfWill
from adjudicator.force_of_will.state import State

PROGRESS = ("play_card", "activate", "judgment", "start_battle", "call_stone", "play_automatic")


class PolicyGame(ForceOfWill):
    def __init__(self, turn_cap: int = 80, full_check_every: int = 11) -> None:
        self.turn_cap = turn_cap
        self.full_check_every = full_check_every

    def legal_actions(self, state: State, player: str | None = None) -> list[Any]:
        full = super().legal_actions(state, player)
        if state.seq % self.full_check_every == 0:
            for action in full:
                assert self.verify(state, action) is None, f"listed action refused: {action}"
        return choose_subset(self, state, full, self.turn_cap)


def _tag(action: Any) -> str:
    return action.__struct_config__.tag


def choose_subset(game: ForceOfWill, state: State, full: list[Any], turn_cap: int) -> list[Any]:
    actors = set(state.to_act)
    mine = [a for a in full if a.player in actors]
    if state.turn.number > turn_cap:
        return [a for a in mine if _tag(a) == "concede"]
    produce = [a for a in mine if _tag(a) == "produce_will"]
    mine = [a for a in mine if _tag(a) not in ("concede", "produce_will")]
    tags = {_tag(a) for a in mine}
    if "call_stone" in tags:
        # Call a stone, except now and then do Judgment instead (calling rests the ruler).
        if "judgment" in tags and state.seq % 3 == 0:
            return [a for a in mine if _tag(a) == "judgment"]
        return [a for a in mine if _tag(a) == "call_stone"]
    if state.decision is not None and state.decision.kind == "declare_attack":
        attacks = [a for a in mine if a.attacker is not None]
        return attacks or mine
    if state.decision is not None:
        return mine
    progress = [a for a in mine if _tag(a) in PROGRESS]
    cat = catalogue_for(state.options)
    # Set [Trigger] chants aside (so that standby and triggers are played), and now and then produce
    # will ahead of time (so that payments from the pool are played too).
    progress += [a for a in mine if _tag(a) == "standby" and cat.instance_def(a.card).trigger is not None]
    if state.seq % 13 == 0:
        progress += produce
    if any(_tag(a) == "start_battle" for a in progress):
        board = Board(cat, state)
        if not legal_attackers(board, board.player(state.turn.player)):
            progress = [a for a in progress if _tag(a) != "start_battle"]
    # The turn player pushes the game on; answers are rarer (one step in three), so battles end.
    if progress and (state.priority == state.turn.player or state.seq % 3 == 0):
        return progress
    passes = [a for a in mine if _tag(a) == "pass"]
    return passes or mine
