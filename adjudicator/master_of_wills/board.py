"""Board geometry and the board operations every phase shares.

Geometry (MOW-AMB-1, MOW-AMB-2, MOW-AMB-11): a Community card on the board is in the Neutral area or at depth
1 (Recruits), 2 (Loyalists) or 3 (Allies) of a side.  For the acting side A, a "+" step moves a card of A one
row deeper, a Neutral card into A's Recruits and an opponent's card one row toward Neutral; a "-" step does
the reverse, a Neutral card going to the Recruits of an opponent ``toward`` (with two sides there is only
one).  With two sides this is the seven-position line ``-3 .. +3`` of MOW-AMB-1, for each pair of sides.

Allies are locked and not "on the board" (MOW-MOVE-5): nothing moves, kills or modifies them.  Protected
cards are just as untouchable; frozen cards cannot be moved (nor chosen as Starting card).

Community cards that arrive in the Neutral area by a draw pass the Lasting Effects' reactions
(:func:`draw_to_neutral`), where infinite loops are broken as MOW-FACTION-6 says.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Event
from . import events as ev
from .cards import Catalogue
from .state import Player, Side, State, Status
from .variants import VARIANT_BY_ID

ROW_BY_DEPTH = {1: "recruits", 2: "loyalists", 3: "allies"}
DEPTH_BY_ROW = {"recruits": 1, "loyalists": 2, "allies": 3}
NEUTRAL = "neutral"
Place = tuple[str | None, str]
"""Where a card is: ``(None, "neutral")`` or ``(side id, row)``."""


class Board:
    """The catalogue and one state, with the lookups every rule needs."""

    __slots__ = ("_opponents", "_places", "cat", "player_by_id", "side_by_id", "state", "variant")

    def __init__(self, cat: Catalogue, state: State) -> None:
        self.cat = cat
        self.state = state
        self.variant = VARIANT_BY_ID[state.variant]
        """The variant, selected once: every difference between variants is an attribute or hook of it."""
        side_by_id: dict[str, Side] = {}
        for side in state.sides:
            side_by_id[side.id] = side
        player_by_id: dict[str, Player] = {}
        for player in state.players:
            player_by_id[player.id] = player
        self.side_by_id = side_by_id
        self.player_by_id = player_by_id
        # The seats and sides of a state never change, so what depends only on them is worked out once.
        self._opponents: dict[str, list[Side]] | None = None
        self._places: dict[tuple[str, frozenset[str]], list[Place]] | None = None

    # -- sides and players ---------------------------------------------------------------------------
    def player(self, player_id: str) -> Player:
        return self.player_by_id[player_id]

    def side(self, side_id: str) -> Side:
        return self.side_by_id[side_id]

    def side_of(self, player_id: str) -> Side:
        return self.side_by_id[self.player_by_id[player_id].side]

    def opponents(self, side_id: str) -> list[Side]:
        """The other sides, clockwise from ``side_id`` (in MOW-OP the partner's side, MOW-AMB-16).
        The list is shared: do not change it."""
        cache = self._opponents
        if cache is None:
            cache = self._opponents = {}
        found = cache.get(side_id)
        if found is None:
            sides = self.state.sides
            for start in range(len(sides)):  # noqa: B007 (start is the side's index after the loop)
                if sides[start].id == side_id:
                    break
            else:
                raise StopIteration(side_id)  # not a side of this game
            found = cache[side_id] = sides[start + 1 :] + sides[:start]
        return found

    # -- where cards are -------------------------------------------------------------------------------
    def where(self, card: str) -> Place | None:
        """The board place of Community card ``card`` (Allies included), or None when it is off the board."""
        if card in self.state.neutral:
            return (None, NEUTRAL)
        for side in self.state.sides:
            if card in side.recruits:
                return (side.id, "recruits")
            if card in side.loyalists:
                return (side.id, "loyalists")
            if card in side.allies:
                return (side.id, "allies")
        return None

    def cards_at(self, place: Place) -> list[str]:
        side_id, row = place
        if side_id is None:
            return self.state.neutral
        side = self.side_by_id[side_id]
        return side.recruits if row == "recruits" else side.loyalists if row == "loyalists" else side.allies

    def zone_places(self, side_id: str, zones: frozenset[str]) -> list[Place]:
        """The places named by filter zones, relative to ``side_id`` (never Allies).  The list is shared."""
        key = (side_id, zones)
        if self._places is None:
            self._places = {}
        cached = self._places.get(key)
        if cached is not None:
            return cached
        places: list[Place] = []
        if "neutral" in zones:
            places.append((None, NEUTRAL))
        for row in ("recruits", "loyalists"):
            if f"own_{row}" in zones:
                places.append((side_id, row))
        for opponent in self.opponents(side_id):
            for row in ("recruits", "loyalists"):
                if f"opponent_{row}" in zones:
                    places.append((opponent.id, row))
        self._places[key] = places
        return places

    def zone_rows(self, side_id: str, zones: frozenset[str]) -> list[list[str]]:
        """The card lists of :meth:`zone_places` (the same lists, in the same order)."""
        state = self.state
        rows: list[list[str]] = []
        if "neutral" in zones:
            rows.append(state.neutral)
        own = self.side_by_id[side_id]
        if "own_recruits" in zones:
            rows.append(own.recruits)
        if "own_loyalists" in zones:
            rows.append(own.loyalists)
        opponent_recruits = "opponent_recruits" in zones
        opponent_loyalists = "opponent_loyalists" in zones
        if opponent_recruits or opponent_loyalists:
            for opponent in self.opponents(side_id):
                if opponent_recruits:
                    rows.append(opponent.recruits)
                if opponent_loyalists:
                    rows.append(opponent.loyalists)
        return rows

    # -- statuses (MOW-MOVE-5) -----------------------------------------------------------------------------
    def has_status(self, card: str, kind: str) -> bool:
        statuses = self.state.statuses.get(card)
        return statuses is not None and any(status.kind == kind for status in statuses)

    def is_protected(self, card: str) -> bool:
        return self.has_status(card, "protect")

    def is_frozen(self, card: str) -> bool:
        return self.has_status(card, "freeze")

    def is_protected_or_frozen(self, card: str) -> bool:
        """``is_protected(card) or is_frozen(card)``: the card carries a status other than a value change."""
        statuses = self.state.statuses.get(card)
        return statuses is not None and not only_values(statuses)

    def can_move(self, card: str, place: Place) -> bool:
        """MOW-MOVE-5: not in Allies, not protected, not frozen."""
        if place[1] == "allies":
            return False
        statuses = self.state.statuses.get(card)
        return statuses is None or not any(status.kind != "value" for status in statuses)

    def can_affect(self, card: str, place: Place) -> bool:
        """MOW-MOVE-5: an effect other than a move may touch the card (not Allies, not protected)."""
        return place[1] != "allies" and not self.is_protected(card)

    def value(self, card: str) -> int:
        """The in-game value: printed value plus Card Effect changes, without deferred deltas (MOW-AMB-14)."""
        value = self.cat.community[card].value
        for status in self.state.statuses.get(card, ()):
            if status.kind == "value":
                value += status.delta
        return value

    # -- geometry (MOW-AMB-1, MOW-AMB-2, MOW-AMB-11) -----------------------------------------------------------------
    @staticmethod
    def step_place(place: Place, actor_side: str, direction: int, toward: str | None) -> Place:
        """Where one step moves a card at ``place`` for ``actor_side``; ``toward`` for - out of Neutral."""
        side_id, row = place
        if side_id is None:
            if direction > 0:
                return (actor_side, "recruits")
            assert toward is not None
            return (toward, "recruits")
        depth = DEPTH_BY_ROW[row]
        deeper = direction > 0 if side_id == actor_side else direction < 0
        depth = depth + 1 if deeper else depth - 1
        return (None, NEUTRAL) if depth == 0 else (side_id, ROW_BY_DEPTH[depth])

    def needs_toward(self, place: Place, direction: int) -> bool:
        """A - step out of Neutral needs a named opponent when there is more than one (MOW-FFA-2)."""
        return place[0] is None and direction < 0 and len(self.state.sides) > 2

    def default_toward(self, actor_side: str) -> str:
        sides = self.state.sides
        if len(sides) == 2:  # the other side (the first opponent, without building the list)
            if sides[0].id == actor_side:
                return sides[1].id
            if sides[1].id == actor_side:
                return sides[0].id
        return self.opponents(actor_side)[0].id

    # -- moving cards ------------------------------------------------------------------------------------
    def relocate(self, card: str, source: Place, target: Place, exits: list[str], entered: list[str]) -> None:
        """Move ``card`` from ``source`` to ``target`` keeping the Neutral-area bookkeeping of the current
        phase (MOW-DRAW-1, MOW-DRAW-2, MOW-DRAW-3, MOW-AMB-5): a Draw-icon card leaving Neutral counts once per phase, unless it
        only entered Neutral in this same phase (it is crossing)."""
        self.cards_at(source).remove(card)
        self.cards_at(target).append(card)
        if source[0] is None and target[0] is not None:
            if card not in entered and card not in exits and self.cat.community[card].draw_icons:
                exits.append(card)
        elif target[0] is None and source[0] is not None and card not in entered:
            entered.append(card)

    def kill(self, card: str, events: list[Event], reason: str) -> None:
        """Kill a Community card wherever it is: to the Afterlife, its Card Effects to their owners' discards."""
        place = self.where(card)
        if place is not None:
            self.cards_at(place).remove(card)
        else:
            for side in self.state.sides:
                for attr in ("lasting_recruits", "lasting_loyalists"):
                    slot = getattr(side, attr)
                    if slot is not None and slot.marker == card:
                        slot.marker = None
        self.state.afterlife.append(card)
        self.state.statuses.pop(card, None)
        self.detach_all(card, events)
        events.append(ev.Killed(card=card, reason=reason))

    def detach_all(self, card: str, events: list[Event]) -> None:
        kept = []
        for attachment in self.state.attachments:
            if attachment.target == card:
                self.discard_faction(attachment.card, events)
            else:
                kept.append(attachment)
        self.state.attachments = kept

    def owner_side(self, instance: str) -> Side:
        """The side whose deck Faction card ``instance`` came from (``<id>#<side number>.<copy>``)."""
        number = int(instance.rpartition("#")[2].partition(".")[0])
        return self.state.sides[number - 1]

    def discard_faction(self, instance: str, events: list[Event]) -> None:
        """A Faction card leaves play: to its owner's discard, ending every status it gave (MOW-FACTION-3)."""
        self.owner_side(instance).faction_discard.append(instance)
        self.end_statuses_of(instance)
        events.append(ev.FactionDiscarded(card=instance))

    def end_statuses_of(self, instance: str) -> None:
        statuses = self.state.statuses
        for card in list(statuses):
            kept = [s for s in statuses[card] if not (s.while_source and s.source == instance)]
            if kept:
                statuses[card] = kept
            else:
                del statuses[card]

    def add_status(self, card: str, status: Status) -> None:
        self.state.statuses.setdefault(card, []).append(status)

    # -- Community draws (MOW-END-1, MOW-AMB-17, MOW-FACTION-6) --------------------------------------------------
    def draw_to_neutral(self, events: list[Event], reason: str) -> str | None:
        """Draw the top Community card into the Neutral area, through the Lasting Effects' reactions.

        Returns the card drawn, or None when the deck is empty (the draw is skipped, MOW-AMB-17).  A chain of
        reactions that would repeat itself is an infinite loop (MOW-FACTION-6): the card is killed and further
        cards are drawn (and killed while they are of the looping sector) until a different Community appears.
        """
        deck = self.state.community_deck
        if not deck:
            events.append(ev.DrawSkipped(reason=reason, rule="MOW-AMB-17"))
            return None
        card = deck.pop(0)
        self.state.neutral.append(card)
        events.append(ev.CommunityDrawn(card=card, to=NEUTRAL, reason=reason))
        looping = self.react(card, events)
        while looping is not None:
            self.kill(card, events, "MOW-FACTION-6")
            while True:
                if not deck:
                    events.append(ev.DrawSkipped(reason="MOW-FACTION-6", rule="MOW-AMB-17"))
                    return None
                card = deck.pop(0)
                if self.cat.community[card].sector != looping:
                    break
                self.state.afterlife.append(card)
                events.append(ev.Killed(card=card, reason="MOW-FACTION-6"))
            self.state.neutral.append(card)
            events.append(ev.CommunityDrawn(card=card, to=NEUTRAL, reason="MOW-FACTION-6"))
            looping = self.react(card, events)
        return card

    def watchers(self) -> list[tuple[Side, Any, str]]:
        """Every Lasting Effect with a reaction: (side it lies under, the Watch, the card instance),
        the turn player's side first, then clockwise."""
        state = self.state
        watch_of = self.cat.watch_of
        for side in state.sides:
            if (side.lasting_recruits is not None and watch_of[side.lasting_recruits.card.partition("#")[0]] is not None) or (
                side.lasting_loyalists is not None and watch_of[side.lasting_loyalists.card.partition("#")[0]] is not None
            ):
                break
        else:
            return []  # no Lasting Effect watches anything
        first = self.player_by_id[state.turn.player].side if state.turn is not None else state.sides[0].id
        found = []
        for side in [self.side_by_id[first], *self.opponents(first)]:
            for slot in (side.lasting_recruits, side.lasting_loyalists):
                if slot is None:
                    continue
                watch = watch_of[slot.card.partition("#")[0]]
                if watch is not None:
                    found.append((self.side_by_id[self.player_by_id[slot.player].side], watch, slot.card))
        return found

    def react(self, card: str, events: list[Event]) -> str | None:
        """Run the reactions to ``card`` arriving in Neutral; returns the sector when they loop."""
        watchers = self.watchers()
        if not watchers:
            return None
        sector = self.cat.community[card].sector
        fired: set[tuple[str, str]] = set()
        while True:
            claim = next(((side, inst) for side, watch, inst in watchers if watch.do == "claim" and watch.sector == sector), None)
            if claim is None or card not in self.state.neutral:
                return None
            side, inst = claim
            if (inst, "claim") in fired:
                return sector
            fired.add((inst, "claim"))
            self.state.neutral.remove(card)
            side.recruits.append(card)
            events.append(ev.Reaction(card=card, by=inst, do="claim", to=side.id))
            reject = next(
                (inst2 for side2, watch, inst2 in watchers if watch.do == "reject" and watch.sector == sector and side2.id != side.id),
                None,
            )
            if reject is None:
                return None
            if (reject, "reject") in fired:
                return sector
            fired.add((reject, "reject"))
            side.recruits.remove(card)
            self.state.neutral.append(card)
            events.append(ev.Reaction(card=card, by=reject, do="reject", to=NEUTRAL))


def selectable(board: Board) -> list[str]:
    """Neutral cards that may be chosen as Starting card (not frozen or protected: they cannot move)."""
    statuses = board.state.statuses
    if not statuses:
        return list(board.state.neutral)
    return [card for card in board.state.neutral if card not in statuses or only_values(statuses[card])]


def has_selectable(board: Board) -> bool:
    """``bool(selectable(board))``, without the list."""
    statuses = board.state.statuses
    neutral = board.state.neutral
    if not statuses or statuses.keys().isdisjoint(neutral):
        return bool(neutral)
    return any(card not in statuses or only_values(statuses[card]) for card in neutral)


def only_values(statuses: list[Status]) -> bool:
    """No protection and no freeze among ``statuses`` (the card may move, MOW-MOVE-5)."""
    for status in statuses:  # noqa: SIM110 (a plain loop is faster than all() over a generator here)
        if status.kind != "value":
            return False
    return True
