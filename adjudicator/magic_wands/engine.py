"""The Magic Wands engine: setup, legality, application and views (RULINGS.md §3).

Decisions are ``purchase`` and ``pass_pick``; elimination, Refresh and the end of the game happen by
themselves (:mod:`.turns`).  Legality lives in one place per rule -- :mod:`.purchase` for purchases,
:func:`check_pick` for Pass Cards -- and both ``verify`` and ``legal_actions`` ask it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import msgspec

from ..core.codec import canonical_json, convert
from ..core.errors import FieldError, InputError, Violation, invalid
from ..core.game import Event, Game, Variant
from ..core.rng import Rng, seed_rng
from ..core.sink import Sink
from . import turns
from .cards import (
    CardSet,
    Catalogue,
    MustPickLast,
    check_card_set,
    reference_card_set_json,
    reference_catalogue,
)
from .consistency import RULES_VERSION, card_zones, check_state
from .purchase import check_purchase, find_in_market, legal_purchases
from .rules import RULES, violation
from .state import Action, Card, Options, PassPick, Player, Purchase, State

HIDDEN: dict[str, bool] = {"hidden": True}
MARKET_ROWS = 3
MARKET_COLUMNS = 4


@functools.lru_cache(maxsize=64)
def _custom_catalogue(encoded: bytes) -> Catalogue:
    return check_card_set(msgspec.json.decode(encoded, type=CardSet), pointer="/options/card_set")


def catalogue_for(options: Options) -> Catalogue:
    if options.card_set is None:
        return reference_catalogue()
    return _custom_catalogue(canonical_json(options.card_set))


def make_card(catalogue: Catalogue, instance_id: str) -> Card:
    wand = catalogue.wands[instance_id.partition("#")[0]]
    return Card(id=instance_id, wand=wand.id, name=wand.name, type=wand.type, power=wand.power, req=wand.req)


class MagicWands(Game[State, Action]):
    id = "magic-wands"
    name = "Magic Wands"
    rules_version = RULES_VERSION
    variants = (Variant("standard", 2, 3, "2 or 3 players with the reference cards; more with a custom card set"),)
    state_type = State
    action_type = Action
    rules = RULES

    def card_set(self) -> dict[str, Any]:
        return reference_card_set_json()

    # -- setup (MW-SETUP-1..7) ---------------------------------------------------------------------
    def setup(
        self,
        variant: str | None,
        players: Sequence[str],
        seed: str,
        options: dict[str, Any] | None = None,
        decks: dict[str, Any] | None = None,
    ) -> State:
        self.variant(variant)
        opts = convert(options or {}, Options, prefix="/options")
        catalogue = catalogue_for(opts)
        if decks:
            raise invalid("/decks", "Magic Wands has no decks: every player starts with the Starting Wands")
        players = list(players)
        if len(set(players)) != len(players):
            raise invalid("/players", "player ids must be unique")
        if not 2 <= len(players) <= catalogue.max_players:
            raise invalid(
                "/players",
                f"card set {catalogue.id} seats 2 to {catalogue.max_players} players (one Starting Wand set each); got {len(players)}",
            )
        count = len(players)
        rng = seed_rng(seed)
        draw = Rng(rng)

        mythics = self._choose_mythics(catalogue, opts, draw)
        hands: list[list[Card]] = [[] for _ in players]
        for wand in catalogue.starting:
            for index, instance_id in enumerate(catalogue.instance_ids(wand, count)[:count]):
                hands[index].append(make_card(catalogue, instance_id))
        pool = [make_card(catalogue, i) for wand in catalogue.market for i in catalogue.instance_ids(wand, count)]
        draw.shuffle(pool)
        dealt = sorted(pool[:12], key=lambda c: (c.power, c.wand, c.id))
        market: list[list[Card | None]] = [list(dealt[r * MARKET_COLUMNS : (r + 1) * MARKET_COLUMNS]) for r in range(MARKET_ROWS)]
        deck = pool[12:] + [make_card(catalogue, f"{m}#1") for m in mythics]
        draw.shuffle(deck)
        starting = players[draw.below(count)]

        state = State(
            game="magic-wands",
            variant="standard",
            rules_version=RULES_VERSION,
            seq=0,
            players=[Player(id=pid, hand=hand) for pid, hand in zip(players, hands, strict=True)],
            to_act=[starting],
            phase="purchase",
            over=False,
            result=None,
            options=opts,
            card_set_id=catalogue.id,
            starting_player=starting,
            turn=starting,
            turn_number=1,
            market=market,
            deck=deck,
            deck_count=len(deck),
            discard=[],
            mythics=mythics,
            mythics_bought=0,
            packet=None,
            gap=None,
            end_trigger=None,
            last_turn=None,
            rng=rng,
        )
        turns.begin_turn(catalogue, state, turns.player_by_id(state, starting), [])
        return state

    @staticmethod
    def _choose_mythics(catalogue: Catalogue, opts: Options, draw: Rng) -> list[str]:
        """MW-SETUP-6: one Mythic each of power 50, 60 and 120."""
        by_power = {power: [w for w in catalogue.mythics if w.power == power] for power in (50, 60, 120)}
        if isinstance(opts.mythics, list):
            chosen = opts.mythics
            errors = []
            for index, mythic_id in enumerate(chosen):
                wand = catalogue.wands.get(mythic_id)
                if wand is None or wand.type != "mythic":
                    errors.append(FieldError(f"/options/mythics/{index}", f"{mythic_id!r} is not a Mythic Wand of {catalogue.id}"))
            if errors:
                raise InputError(errors)
            powers = sorted(catalogue.wands[m].power for m in chosen)
            if powers != [50, 60, 120]:
                raise invalid("/options/mythics", f"MW-SETUP-6: choose one Mythic each of power 50, 60 and 120 (got {powers})")
            return sorted(chosen, key=lambda m: catalogue.wands[m].power)
        if opts.mythics == "recommended" and catalogue.card_set.recommended_mythics:
            return list(catalogue.card_set.recommended_mythics)
        return [draw.choice(by_power[power]).id for power in (50, 60, 120)]

    # -- consistency -------------------------------------------------------------------------------
    def check_state(self, state: State, sink: Sink) -> None:
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
        events.append({"type": "purchased", "player": player.id, "wand": target, "row": row, "column": col, "pay": pay})
        if target.type == "mythic":
            state.mythics_bought += 1
            events.append({"type": "mythic_acquired", "count": state.mythics_bought, "rule": "MW-PURCHASE-3"})
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
        events.append({"type": "picked", "player": player.id, "card": card, "keep": action.keep})
        turns.after_pick(catalogue, state, player.id, events)

    # -- views (MW-AMB-14) -------------------------------------------------------------------------
    def view(self, state: State, viewer: str | None) -> dict[str, Any]:
        if viewer is not None and viewer not in {p.id for p in state.players}:
            raise invalid("/player", f"{viewer!r} is not a player of this game")
        data = msgspec.to_builtins(state)
        del data["rng"]
        data["deck"] = [HIDDEN] * len(state.deck)
        if not state.over:
            # Hands are revealed at the end of the game (MW-SCORE-1); until then only their size is public.
            for player in data["players"]:
                if player["id"] != viewer:
                    player["hand"] = [HIDDEN] * len(player["hand"])
        return data

    def secret_ids(self, state: State, viewer: str | None) -> set[str]:
        secret = {card.id for card in state.deck}
        if not state.over:
            for player in state.players:
                if player.id != viewer:
                    secret.update(card.id for card in player.hand)
        return secret


def check_pick(catalogue: Catalogue, state: State, player: Player, action: PassPick) -> Violation | None:
    """The rules of one Pass Cards pick (MW-PASS-1, MW-PASS-2, MW-WAND-EBS, MW-WAND-IC)."""
    packet = state.packet
    assert packet is not None
    card = next((c for c in packet.cards if c.id == action.card), None)
    if card is None:
        return violation("MW-PASS-1", f"{action.card} is not in the packet being passed", path="/action/card")
    if isinstance(catalogue.wands[card.wand].effect, MustPickLast):
        others = [c for c in packet.cards if not isinstance(catalogue.wands[c.wand].effect, MustPickLast)]
        if others:
            return violation(
                "MW-WAND-EBS",
                f"{card.name} must be chosen last: {len(others)} other card(s) are still in the packet",
                path="/action/card",
            )
    if action.keep:
        limit = turns.hand_limit(catalogue, player)
        if len(player.hand) >= limit:
            code = "MW-PASS-2" if limit == turns.BASE_HAND_LIMIT else "MW-WAND-IC"
            return violation(
                code,
                f"your hand holds {len(player.hand)} cards, the limit is {limit}: the card must be discarded",
                path="/action/keep",
                hint="post the same pick with keep: false",
            )
    return None


GAME = MagicWands()
