"""The Master of Wills game: the :class:`MasterOfWills` class only (RULINGS.md §1).

Decisions are small actions (see :mod:`.docs`): ``choose_first``, ``choose_lead``, ``choose_starting``, ``move``,
``play``, ``choose``, ``pass`` and ``reveal``.  Everything else happens by itself (:func:`.turns.settle`).
Legality lives in one place per action (:mod:`.moves`, :mod:`.faction`, :meth:`MasterOfWills._check`) and both
``verify`` and ``legal_actions`` rest on it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import msgspec

from ..core.cardsets import DEFAULT_LIMITS, CardSetLimits
from ..core.errors import FieldError, InputError, Violation, invalid
from ..core.game import Adjudication, Event, Game
from ..core.sink import Sink
from . import events as ev
from . import faction, moves
from .board import Board
from .cards import (
    CardSet,
    Catalogue,
    catalogue_by_digest,
    known_catalogue,
    reference_card_set_json,
    reference_catalogue,
    validate_card_set,
)
from .consistency import check_state
from .decks import deck_cards, validate_cards
from .docs import ACTION_DOCS
from .events import EVENT_TYPES
from .rules import RULES, violation
from .setup import RULES_VERSION, build
from .state import (
    Action,
    Choose,
    ChooseFirst,
    ChooseLead,
    ChooseStarting,
    MoveStep,
    Pass,
    Play,
    RevealCard,
    State,
)
from .turns import decide_order, settle, start_game
from .variants import VARIANTS
from .views import action_view, secret_ids, view

_COMMUNITY_ACTIONS = (ChooseStarting, MoveStep)
_FACTION_ACTIONS = (Play, RevealCard)


class MasterOfWills(Game[State, Action]):
    id = "master-of-wills"
    name = "Master of Wills"
    rules_version = RULES_VERSION
    variants = VARIANTS
    state_type = State
    action_type = Action
    rules = RULES
    action_docs = ACTION_DOCS
    event_types = EVENT_TYPES

    card_set_type = CardSet

    @functools.cached_property
    def cat(self) -> Catalogue:
        """The reference catalogue (a state's own is :meth:`cat_for`)."""
        return reference_catalogue()

    def cat_for(self, state: State) -> Catalogue:
        """The catalogue of the card set ``state`` plays with (``options.card_set``; absent: the reference)."""
        digest = state.options.card_set
        if isinstance(digest, msgspec.UnsetType):
            return self.cat
        try:
            return catalogue_by_digest(digest)
        except InputError as exc:
            raise exc.prefixed("/state") from None

    def card_set_needed(self, state: State) -> str | None:
        digest = state.options.card_set
        if isinstance(digest, msgspec.UnsetType) or known_catalogue(digest) is not None:
            return None
        return digest

    def validate_card_set(self, data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[Any, dict[str, Any], list[FieldError]]:
        return validate_card_set(data, limits)

    def card_set(self) -> dict[str, Any]:
        return reference_card_set_json()

    def setup(
        self,
        variant: str | None,
        players: Sequence[str],
        seed: str,
        options: dict[str, Any] | None = None,
        decks: dict[str, Any] | None = None,
    ) -> State:
        chosen = self.variant(variant).id
        options = dict(options or {})
        cat = self.cat
        if "card_set" in options:
            cat = self.resolve_card_set(options["card_set"], "/options/card_set")
            if cat.digest is None:
                del options["card_set"]
            else:
                options["card_set"] = cat.digest
        return build(cat, chosen, players, seed, options, decks)

    def resolve_card_set(self, given: Any, pointer: str) -> Catalogue:
        """A card set given by digest (a string) or inline (an object): its catalogue, or InputError."""
        if isinstance(given, str):
            return catalogue_by_digest(given, pointer)
        _, summary, problems = validate_card_set(given)
        if problems:
            raise InputError([FieldError(pointer + p.pointer, p.message) for p in problems])
        return catalogue_by_digest(summary["digest"], pointer)

    def check_state(self, state: State, sink: Sink) -> None:
        digest = state.options.card_set
        if isinstance(digest, msgspec.UnsetType):
            cat = self.cat
        else:
            found = known_catalogue(digest)
            if found is None:
                sink.error("/options/card_set", f"card set {digest} is not known here: pass the set inline, or upload it first (POST /v1/card-sets)")
                sink.checkpoint()
                return
            cat = found
        check_state(cat, state, sink)

    def validate_deck(self, deck: Any, variant: str | None = None) -> list[Violation]:
        """A deck (a list of ids, or ``{"cards": [...], "card_set": <digest or inline set>}``)."""
        self.variant(variant)
        cat = self.cat
        if isinstance(deck, dict) and "card_set" in deck:
            deck = dict(deck)
            cat = self.resolve_card_set(deck.pop("card_set"), "/deck/card_set")
        cards, pointer = deck_cards(deck, "/deck")
        return validate_cards(cat, cards, pointer)

    # -- legality ------------------------------------------------------------------------------------------
    def _known_ids(self, board: Board, action: Action) -> None:
        """Unknown card ids are malformed input (the card lists are public); a known card that is not where
        the action needs it is a rule violation, whose message names no hidden card."""
        card = getattr(action, "card", None)
        if isinstance(action, _COMMUNITY_ACTIONS) and card not in board.cat.community:
            raise invalid("/action/card", f"no Community card {card!r}")
        if isinstance(action, _FACTION_ACTIONS) and card is not None and card.partition("#")[0] not in board.cat.faction:
            raise invalid("/action/card", f"no Faction card {card.partition('#')[0]!r}")

    def adjudicate(self, state: State, action: Action, *, owned: bool = False) -> Adjudication:
        """:meth:`Game.adjudicate`; with ``owned`` the lookups built to verify the action serve to apply it."""
        if not owned:
            return super().adjudicate(state, action, owned=owned)
        board = Board(self.cat_for(state), state)
        found = self._verify(board, action)
        if found is not None:
            return Adjudication(valid=False, violation=found)
        return Adjudication(valid=True, state=state, events=self._apply_with(board, action))

    def verify(self, state: State, action: Action) -> Violation | None:
        return self._verify(Board(self.cat_for(state), state), action)

    def _verify(self, board: Board, action: Action) -> Violation | None:
        state = board.state
        if action.player not in board.player_by_id:
            raise invalid("/action/player", f"{action.player!r} is not a player of this game")
        self._known_ids(board, action)
        if state.over:
            return violation("MOW-END-3", "the game is over: no action is accepted", path="/action")
        if action.player not in state.to_act:
            waiting = ", ".join(state.to_act)
            return violation("MOW-TURN-1-R", f"it is not {action.player}'s decision: waiting for {waiting}", path="/action/player")
        return self._check(board, action)

    def _check(self, board: Board, action: Action) -> Violation | None:
        state = board.state
        if isinstance(action, RevealCard):
            return faction.check_reveal(board, action)
        res = state.resolution
        if isinstance(action, Choose):
            return faction.check_choose(board, action)
        if res is not None:
            if isinstance(action, Pass) and faction.may_stop(board, action.player):
                return None
            code = "MOW-FACTION-2" if res.origin == "play" else "MOW-AMB-15"
            return violation(code, "a Faction card is being carried out: choose its next target first", path="/action/type")
        choice = state.order_choice
        if isinstance(action, ChooseFirst):
            if choice is None:
                return violation("MOW-SETUP-4", "there is no order to choose now", path="/action/type")
            if not action.go_first and not choice.queue:
                return violation("MOW-FFA-1", "the last player asked must go first", path="/action/go_first")
            return None
        if choice is not None:
            return violation("MOW-SETUP-4", "the winner of the order draw chooses who goes first", path="/action/type")
        if isinstance(action, ChooseLead):
            if state.phase != "lead":
                return violation("MOW-V2V2-2", "lead-off players are named once, after the first-player choice", path="/action/type")
            team = board.side_of(action.player)
            if action.lead not in team.players:
                return violation("MOW-V2V2-2", f"{action.lead} is not on your team", path="/action/lead")
            return None
        turn = state.turn
        if turn is None or turn.player != action.player:
            return violation("MOW-TURN-1-R", f"{action.player} may only reveal a Round Effect now", path="/action/type")
        if isinstance(action, _COMMUNITY_ACTIONS):
            if state.phase != "move":
                return violation("MOW-MOVE-1", "the Move phase of this turn is over", path="/action/type")
            if isinstance(action, ChooseStarting):
                return moves.check_choose_starting(board, turn, action)
            return moves.check_move(board, turn, action)
        if state.phase == "move":
            if turn.starting is None:
                return violation("MOW-MOVE-1", "a turn begins with the choice of the Starting card", path="/action/type")
            return violation("MOW-MOVE-4", "all movements must be completed before the Faction phase", path="/action/type")
        if isinstance(action, Play):
            return faction.check_play(board, turn, action)
        if isinstance(action, Pass):
            return faction.check_pass(board, turn, action)
        return violation("MOW-TURN-1-R", "this action is not taken now", path="/action/type")  # pragma: no cover

    def legal_actions(self, state: State, player: str | None = None) -> list[Action]:
        board = Board(self.cat_for(state), state)
        if player is not None and player not in board.player_by_id:
            raise invalid("/player", f"{player!r} is not a player of this game")
        if state.over:
            return []
        actors = [p for p in state.to_act if player is None or p == player]
        actions: list[Action] = []
        for actor in actors:
            actions.extend(self._actions_for(board, actor))
        return actions

    def _actions_for(self, board: Board, actor: str) -> list[Action]:
        state = board.state
        if state.resolution is not None:
            if state.resolution.player != actor:
                return []
            stop: list[Action] = [Pass(player=actor)] if faction.may_stop(board, actor) else []
            return [*faction.choice_actions(board), *stop]
        choice = state.order_choice
        if choice is not None:
            firsts: list[Action] = [ChooseFirst(player=actor, go_first=True)]
            return firsts + ([ChooseFirst(player=actor, go_first=False)] if choice.queue else [])
        if state.phase == "lead":
            return [ChooseLead(player=actor, lead=lead) for lead in board.side_of(actor).players]
        actions: list[Action] = []
        turn = state.turn
        if turn is not None and turn.player == actor:
            if state.phase == "move":
                if turn.starting is None:
                    actions.extend(ChooseStarting(player=actor, card=card) for card in moves.starting_candidates(board))
                else:
                    actions.extend(moves.legal_moves(board, turn))
            elif state.phase == "faction":
                for card in faction.playable_cards(board, turn):
                    actions.extend(Play(player=actor, card=card, facing=f) for f in faction.facings(board, card))
                if faction.may_pass(board, turn):
                    actions.append(Pass(player=actor))
        actions.extend(RevealCard(player=actor, card=card) for card in faction.revealable(board, actor))
        return actions

    # -- application -----------------------------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> list[Event]:
        return self._apply_with(Board(self.cat_for(state), state), action)

    def _apply_with(self, board: Board, action: Action) -> list[Event]:
        state = board.state
        events: list[Event] = []
        state.seq += 1
        turn = state.turn
        if isinstance(action, ChooseFirst):
            decide_order(board, action.go_first, events)
        elif isinstance(action, ChooseLead):
            state.leads[board.player(action.player).side] = action.lead
            events.append(ev.LeadChosen(team=board.player(action.player).side, lead=action.lead))
            if len(state.leads) == len(state.sides):
                start_game(board, [], events)
        elif isinstance(action, ChooseStarting):
            assert turn is not None
            moves.apply_choose_starting(board, turn, action, events)
        elif isinstance(action, MoveStep):
            assert turn is not None
            moves.apply_move(board, turn, action, events)
        elif isinstance(action, Play):
            assert turn is not None
            faction.apply_play(board, turn, action, events)
        elif isinstance(action, Choose):
            faction.apply_choose(board, action, events)
        elif isinstance(action, Pass) and state.resolution is not None:
            faction.apply_stop(board, action, events)
        elif isinstance(action, Pass):
            assert turn is not None
            faction.apply_pass(board, turn, action, events)
        else:
            faction.apply_reveal(board, action, events)
        settle(board, events)
        return events

    # -- views ----------------------------------------------------------------------------------------------------
    def view(self, state: State, viewer: str | None) -> dict[str, Any]:
        board = Board(self.cat_for(state), state)
        if viewer is not None and viewer not in board.player_by_id:
            raise invalid("/player", f"{viewer!r} is not a player of this game")
        return view(board, viewer)

    def secret_ids(self, state: State, viewer: str | None) -> set[str]:
        return secret_ids(Board(self.cat_for(state), state), viewer)

    def view_action(self, state: State, action: dict[str, Any], viewer: str | None, events: list[Event]) -> dict[str, Any]:
        """``action`` as ``viewer`` may see it in a match log: any card the action's own events hide from
        ``viewer`` (a Round Effect put face down, whatever the action said about its facing) is hidden in the
        action too."""
        return action_view(action, viewer, events, self.event_types)


GAME = MasterOfWills()
