"""The Magic Wands game: the :class:`MagicWands` class only (RULINGS.md §3).

Decisions are ``purchase`` and ``pass_pick`` (:mod:`.docs`); elimination, Refresh and the end of the game
happen by themselves (:mod:`.turns`).  Legality lives in one place per rule -- :mod:`.purchase` for
purchases, :mod:`.pass_cards` for Pass Cards picks -- and both ``verify`` and ``legal_actions`` ask it.
The initial state is :mod:`.setup`; views are :mod:`.views`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.cardsets import DEFAULT_LIMITS, CardSetLimits, unknown_card_set
from ..core.errors import FieldError, Violation, invalid
from ..core.game import Event, Game, Variant
from ..core.sink import Sink
from . import events as ev
from . import turns, views
from .cards import (
    CARD_SETS,
    CardSet,
    Catalogue,
    catalogue_for,
    reference_card_set_json,
    validate_card_set,
)
from .consistency import RULES_VERSION, card_zones, check_state
from .docs import ACTION_DOCS
from .events import EVENT_TYPES
from .pass_cards import check_pick
from .purchase import check_purchase, find_in_market, legal_purchases
from .rules import RULES, violation
from .setup import build
from .state import Action, PassPick, Player, Purchase, State


class MagicWands(Game[State, Action]):
    id = "magic-wands"
    name = "Magic Wands"
    rules_version = RULES_VERSION
    variants = (Variant("standard", 2, 3, "2 or 3 players with the reference cards; more with a custom card set"),)
    state_type = State
    action_type = Action
    rules = RULES
    action_docs = ACTION_DOCS
    event_types = EVENT_TYPES

    card_set_type = CardSet

    def card_set(self) -> dict[str, Any]:
        return reference_card_set_json()

    # -- setup (setup.py) --------------------------------------------------------------------------
    def setup(
        self,
        variant: str | None,
        players: Sequence[str],
        seed: str,
        options: dict[str, Any] | None = None,
        decks: dict[str, Any] | None = None,
    ) -> State:
        self.variant(variant)
        return build(players, seed, options, decks)

    def knows_card_set(self, digest: str) -> bool:
        return CARD_SETS.get(digest) is not None

    def validate_card_set(self, data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[Any, dict[str, Any], list[FieldError]]:
        return validate_card_set(data, limits)

    # -- consistency -------------------------------------------------------------------------------
    def check_state(self, state: State, sink: Sink) -> None:
        named = state.options.card_set
        if isinstance(named, str) and CARD_SETS.get(named) is None:
            sink.error("/options/card_set", unknown_card_set(named))
            sink.checkpoint()
            return
        check_state(catalogue_for(state.options), state, sink)

    # -- legality ----------------------------------------------------------------------------------
    def _known_ids(self, state: State) -> set[str]:
        return {card.id for _, card in card_zones(state)}

    def verify(self, state: State, action: Action) -> Violation | None:
        players = {p.id: p for p in state.players}
        if action.player not in players:
            raise invalid("/action/player", f"{action.player!r} is not a player of this game")
        violation_found = self._verify(state, action, players)
        if violation_found is not None:
            # A legal action only names cards where they are; an illegal one may name a card that does
            # not exist at all, which is malformed input rather than a ruling.
            self._require_known_cards(state, action)
        return violation_found

    def _require_known_cards(self, state: State, action: Action) -> None:
        known = self._known_ids(state)
        if isinstance(action, Purchase):
            named = [("/action/wand", action.wand)] + [(f"/action/pay/{i}", c) for i, c in enumerate(action.pay)]
        else:
            named = [("/action/card", action.card)]
        for pointer, card_id in named:
            if card_id not in known:
                raise invalid(pointer, f"no card {card_id!r} in this game")

    def _verify(self, state: State, action: Action, players: dict[str, Player]) -> Violation | None:
        catalogue = catalogue_for(state.options)
        if state.over:
            return violation("MW-END-1", "the game is over: no action is accepted", path="/action")
        if action.player not in state.to_act:
            return violation(
                "MW-TURN-1",
                f"it is not {action.player}'s decision: waiting for {', '.join(state.to_act)}",
                path="/action/player",
            )
        player = players[action.player]
        if isinstance(action, Purchase):
            if state.phase != "purchase":
                return violation("MW-TURN-1", "it is the Pass Cards phase: pick a card from the packet", path="/action/type")
            return check_purchase(catalogue, state, player, action)
        if state.phase != "pass_cards":
            return violation("MW-TURN-1", "it is the Purchase phase: buy a wand", path="/action/type")
        return check_pick(catalogue, state, player, action)

    def legal_actions(self, state: State, player: str | None = None) -> list[Action]:
        if player is not None and player not in {p.id for p in state.players}:
            raise invalid("/player", f"{player!r} is not a player of this game")
        if state.over or (player is not None and player not in state.to_act):
            return []
        catalogue = catalogue_for(state.options)
        actions: list[Action] = []
        for actor_id in state.to_act:
            actor = turns.player_by_id(state, actor_id)
            if state.phase == "purchase":
                actions.extend(legal_purchases(catalogue, state, actor))
            elif state.packet is not None:
                for card in state.packet.cards:
                    for keep in (True, False):
                        pick = PassPick(player=actor_id, card=card.id, keep=keep)
                        if check_pick(catalogue, state, actor, pick) is None:
                            actions.append(pick)
        return actions

    # -- application -------------------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> list[Event]:
        catalogue = catalogue_for(state.options)
        events: list[Event] = []
        state.seq += 1
        player = turns.player_by_id(state, action.player)
        if isinstance(action, Purchase):
            self._apply_purchase(catalogue, state, player, action, events)
        else:
            self._apply_pick(catalogue, state, player, action, events)
        return events

    def _apply_purchase(
        self, catalogue: Catalogue, state: State, player: Player, action: Purchase, events: list[Event]
    ) -> None:
        place = find_in_market(state, action.wand)
        assert place is not None
        row, col = place
        target = state.market[row][col]
        assert target is not None
        state.market[row][col] = None
        state.gap = [row, col]
        by_id = {card.id: card for card in player.hand}
        pay = [by_id[card_id] for card_id in action.pay]
        paid = set(action.pay)
        player.hand = [card for card in player.hand if card.id not in paid]
        player.hand.append(target)
        events.append(ev.Purchased(player=player.id, wand=target, row=row, column=col, pay=pay))
        if target.type == "mythic":
            state.mythics_bought += 1
            events.append(ev.MythicAcquired(count=state.mythics_bought, rule="MW-PURCHASE-3"))
            if state.mythics_bought >= 3:
                turns.trigger_end(state, "third_mythic", events)
        picker = turns.next_picker(state, player.id, player.id)
        turns.start_pass_cards(catalogue, state, player.id, "purchase", pay, picker, events)

    def _apply_pick(self, catalogue: Catalogue, state: State, player: Player, action: PassPick, events: list[Event]) -> None:
        packet = state.packet
        assert packet is not None
        index = next(i for i, card in enumerate(packet.cards) if card.id == action.card)
        card = packet.cards.pop(index)
        if action.keep:
            player.hand.append(card)
        else:
            state.discard.append(card)
        events.append(ev.Picked(player=player.id, card=card, keep=action.keep))
        turns.after_pick(catalogue, state, player.id, events)

    # -- views (views.py) --------------------------------------------------------------------------
    def view(self, state: State, viewer: str | None) -> dict[str, Any]:
        return views.view(state, viewer)

    def secret_ids(self, state: State, viewer: str | None) -> set[str]:
        return views.secret_ids(state, viewer)


GAME = MagicWands()
