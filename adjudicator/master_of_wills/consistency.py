"""Forged-state detection: a state is refused unless it could have arisen from the rules.

Checked before any rule runs, each error naming its field by JSON Pointer (relative to the state):
the variant's seats and sides; every Community card known and in exactly one place, all 120 present
(MOW-SETUP-1); every Faction card instance a copy of a known card from the deck of the side it names, in one
place, and each side's cards adding up to its ``deck_size``; hands agreeing with their ``drawn``/``played``
counts and no player over the starting hand before their first turn; Lasting Effects never under Allies and
one per row (the state shape enforces it); statuses only on board cards, from cards in the game; the turn
order the variant's rules give (MOW-V2V2-3, MOW-FFA-1, MOW-AMB-9, MOW-AMB-16, MOW-AMB-18); a phase that agrees with the
turn; MOW-END-2 at the start of a turn; ``to_act`` exactly who may act; and a finished game's result the one
the scoring rules give.

Each invariant is written once and reports to an error sink (:mod:`adjudicator.core.sink`): the fast
sink stops at the first problem, the detailed one names every field.  The card checks run on every
request, so each zone is first tested as a whole with set operations on facts worked out once per card set
(:class:`CardFacts`: every well-formed instance a deck of each side may hold, the instances with a Reveal
step), and card by card, building pointers and messages, only when that test fails.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from ..core.rng import is_valid_rng_state
from ..core.sink import Sink
from .board import Board, has_selectable
from .cards import Catalogue, Movement
from .effects import step_at
from .scoring import final_result
from .setup import RULES_VERSION, SOLO_OPPONENT, TEAM_IDS
from .state import PendingMove, State, moves_left
from .turns import chart_2v2, to_act
from .variants import ROUNDS, VARIANT_BY_ID

Err = Callable[[str, str], None]


def check_state(cat: Catalogue, state: State, sink: Sink) -> None:
    """Report every way ``state`` could not have arisen to ``sink`` (:mod:`adjudicator.core.sink`)."""
    err = sink.error
    if state.rules_version != RULES_VERSION:
        err("/rules_version", f"this engine plays {RULES_VERSION!r}, not {state.rules_version!r}")
    if not is_valid_rng_state(state.rng):
        err("/rng", "not a generator state")
    _check_seats(state, err)
    sink.checkpoint()
    board = Board(cat, state)
    _check_community(board, err)
    in_game = _check_faction(board, err)
    sink.checkpoint()
    _check_marks(board, in_game, err)
    _check_refs(board, err)
    sink.checkpoint()
    _check_flow(board, err)


def _check_seats(state: State, err: Err) -> None:
    ids = [p.id for p in state.players]
    if len(set(ids)) != len(ids):
        err("/players", "player ids must be unique")
    variant = VARIANT_BY_ID[state.variant]
    if len(ids) != variant.max_players:
        err("/players", f"{state.variant} is played by {variant.max_players} player(s)")
        return
    expected_sides = variant.sides
    if len(state.sides) != expected_sides:
        err("/sides", f"{state.variant} has {expected_sides} sides")
        return
    side_ids = [s.id for s in state.sides]
    if variant.teams:
        if side_ids != list(TEAM_IDS) or len(state.sides[0].players) != 2 or len(state.sides[1].players) != 2:
            err("/sides", f"2v2 has the teams {list(TEAM_IDS)} of two players each")
    elif variant.solo:
        if side_ids != [ids[0], SOLO_OPPONENT] or state.sides[1].players:
            err("/sides", "Mowitaire has the player's side and the '@opponent' side, which has no player")
    elif side_ids != ids or not _own_sides(state):
        err("/sides", "each player has one side with the player's id, in seat order")
    members: dict[str, str] = {}
    for side in state.sides:
        for member in side.players:
            members[member] = side.id
    for index, player in enumerate(state.players):
        if members.get(player.id) != player.side:
            err(f"/players/{index}/side", f"{player.id} sits on side {members.get(player.id)!r}")


def _own_sides(state: State) -> bool:
    """Every side is played by the one player whose id it has."""
    for side in state.sides:  # noqa: SIM110 (a plain loop: this runs on every request)
        if side.players != [side.id]:
            return False
    return True


CommunityPlace = tuple[list[str], str, int]
"""Community cards in one place: (cards, pointer template, index for it); card ``i`` of the place is at
``template.format(index, i)`` (a Lasting Effect's marker is a one-card place whose template ignores ``i``)."""


def _community_places(state: State) -> list[CommunityPlace]:
    """Every place a Community card can be: the Neutral area, the Community deck, the Afterlife, the rows
    of each side and the markers under Lasting Effects."""
    places: list[CommunityPlace] = [(state.neutral, "/neutral/{1}", 0), (state.community_deck, "/community_deck/{1}", 0),
                                    (state.afterlife, "/afterlife/{1}", 0)]
    for s_index, side in enumerate(state.sides):
        places += ((side.recruits, "/sides/{}/recruits/{}", s_index), (side.loyalists, "/sides/{}/loyalists/{}", s_index),
                   (side.allies, "/sides/{}/allies/{}", s_index))
        slot = side.lasting_recruits
        if slot is not None and slot.marker is not None:
            places.append(([slot.marker], "/sides/{}/lasting_recruits/marker", s_index))
        slot = side.lasting_loyalists
        if slot is not None and slot.marker is not None:
            places.append(([slot.marker], "/sides/{}/lasting_loyalists/marker", s_index))
    return places


def _check_community(board: Board, err: Err) -> None:
    """MOW-SETUP-1: every Community card of the set, each in one place."""
    community = card_facts(board.cat).community
    places = _community_places(board.state)
    lists = [cards for cards, _, _ in places]
    if sum(map(len, lists)) == len(community) and not community.difference(*lists):
        return  # as many cards as the set holds, none missing: each is there once
    seen: dict[str, str] = {}
    for cards, template, at in places:
        for index, card in enumerate(cards):
            pointer = template.format(at, index)
            if card not in community:
                err(pointer, f"unknown Community card {card!r}")
            elif card in seen:
                err(pointer, f"{card} is also at {seen[card]}: a card cannot be in two places")
            else:
                seen[card] = pointer
    missing = [card for card in board.cat.community_ids if card not in seen]
    if missing:
        err("", f"MOW-SETUP-1: {len(missing)} Community card(s) are missing (first {missing[0]}): cards are neither made nor lost")


INSTANCE_RE = re.compile(r"^(MOW-F-[A-Z0-9-]{1,32})#([1-9])\.([1-9][0-9]?)$")


@functools.lru_cache(maxsize=8192)
def parse_instance(instance: str) -> tuple[str, int, int] | None:
    """``<card id>#<side number>.<copy>``, or None when ``instance`` is not written so."""
    match = INSTANCE_RE.match(instance)
    if match is None:
        return None
    return match.group(1), int(match.group(2)), int(match.group(3))


class CardFacts:
    """What the card checks need to know about a card set, worked out once per catalogue.

    ``by_side[n]`` holds every well-formed instance a deck of side ``n`` may hold (a known Faction card,
    written ``<card id>#<n>.<copy>`` with a copy it has); ``revealing`` those whose card has a Reveal step.
    """

    __slots__ = ("by_side", "community", "revealing")

    def __init__(self, cat: Catalogue) -> None:
        self.community = frozenset(cat.community)
        by_side: list[frozenset[str]] = [frozenset()]
        for number in range(1, 10):
            found = set()
            for card in cat.faction.values():
                for copy in range(1, card.copies + 1):
                    instance = f"{card.id}#{number}.{copy}"
                    if parse_instance(instance) == (card.id, number, copy):
                        found.add(instance)
            by_side.append(frozenset(found))
        self.by_side = tuple(by_side)
        self.revealing = frozenset(
            instance for found in by_side for instance in found if cat.reveal_index(instance.partition("#")[0]) is not None
        )


def card_facts(cat: Catalogue) -> CardFacts:
    facts: CardFacts | None = cat.derived.get(CardFacts)
    if facts is None:
        facts = cat.derived[CardFacts] = CardFacts(cat)
    return facts


FactionPlace = tuple[list[str], int, str, int]
"""Faction cards in one place: (cards, number of the side whose deck they may come from (0: none),
pointer template, first index for it).  Card ``i`` of the place is at ``template.format(index, i)``."""


_DECK = "/sides/{}/faction_deck/{}"
_DISCARD = "/sides/{}/faction_discard/{}"
_ROUND = "/sides/{}/round_effects/{}/card"
_LASTING_RECRUITS = "/sides/{}/lasting_recruits/card"
_LASTING_LOYALISTS = "/sides/{}/lasting_loyalists/card"
_HAND = "/players/{}/hand/{}"
_ATTACHMENT = "/attachments/{}/card"
_RESOLUTION = "/resolution/card"


def _faction_places(board: Board) -> list[FactionPlace]:
    """Every place a Faction card can be, with the side its cards must come from: a side's deck, discard
    and Round Effect space (0 for a side with no deck: the Mowitaire opponent holds no Faction card); the
    hands; and the cards placed by a player (Lasting and Card Effects, the card held aside while it is
    carried out), which come from that player's side (0 for an unknown player)."""
    state = board.state
    players = board.player_by_id
    numbers: dict[str, int] = {}
    for number, side in enumerate(state.sides, start=1):
        numbers[side.id] = number
    places: list[FactionPlace] = []
    for s_index, side in enumerate(state.sides):
        number = s_index + 1 if side.players else 0
        places += ((side.faction_deck, number, _DECK, s_index), (side.faction_discard, number, _DISCARD, s_index))
        if side.round_effects:
            places.append(([slot.card for slot in side.round_effects], number, _ROUND, s_index))
        slot = side.lasting_recruits
        if slot is not None:
            owner = players.get(slot.player)
            places.append(([slot.card], 0 if owner is None else numbers[owner.side], _LASTING_RECRUITS, s_index))
        slot = side.lasting_loyalists
        if slot is not None:
            owner = players.get(slot.player)
            places.append(([slot.card], 0 if owner is None else numbers[owner.side], _LASTING_LOYALISTS, s_index))
    for p_index, player in enumerate(state.players):
        places.append((player.hand, numbers[player.side], _HAND, p_index))
    for index, attachment in enumerate(state.attachments):
        owner = players.get(attachment.player)
        places.append(([attachment.card], 0 if owner is None else numbers[owner.side], _ATTACHMENT, index))
    res = state.resolution
    if res is not None and res.in_limbo:
        owner = players.get(res.player)
        places.append(([res.card], 0 if owner is None else numbers[owner.side], _RESOLUTION, 0))
    return places


def _not_from(board: Board, instance: str, number: int) -> str:
    """Why ``instance`` is not a card of side ``number``'s deck (the set of :class:`CardFacts` said so)."""
    state = board.state
    parsed = parse_instance(instance)
    if parsed is None:
        return f"{instance!r} is not a Faction card instance (<card id>#<side>.<copy>)"
    base, side_number, copy = parsed
    card = board.cat.faction.get(base)
    if card is None:
        return f"unknown Faction card {base!r}"
    if not 1 <= side_number <= len(state.sides) or not state.sides[side_number - 1].players:
        return f"{instance} names side {side_number}, which has no deck"
    if copy > card.copies:
        return f"{card.name} has {card.copies} physical copies; {instance} is not one (MOW-AMB-19)"
    return f"{instance} comes from the deck of side {side_number}: it cannot be here"


def _check_faction(board: Board, err: Err) -> set[str]:
    """Every Faction card a copy from the deck of the side its place belongs to, in one place; each side's
    cards adding up to its ``deck_size``; hands agreeing with their counts.  Returns the cards in the game."""
    state = board.state
    sides = state.sides
    by_side = card_facts(board.cat).by_side
    places = _faction_places(board)
    counts = [0] * (len(sides) + 1)
    seen: set[str] = set()
    total = 0
    for cards, number, template, at in places:
        allowed = by_side[number]
        if allowed.issuperset(cards):
            counts[number] += len(cards)
        else:
            for index, card in enumerate(cards):
                if card in allowed:
                    counts[number] += 1
                else:
                    err(template.format(at, index), _not_from(board, card, number))
        seen.update(cards)
        total += len(cards)
    if len(seen) != total:
        first: dict[str, str] = {}
        for cards, _, template, at in places:
            for index, card in enumerate(cards):
                pointer = template.format(at, index)
                if card in first:
                    err(pointer, f"{card} is also at {first[card]}: a card cannot be in two places")
                else:
                    first[card] = pointer
    res = state.resolution
    if res is not None and res.card not in seen:
        err("/resolution/card", "the card being carried out is in play or held aside")
    turn = state.turn
    if turn is not None:
        if turn.must_play is not None and (turn.player not in board.player_by_id or turn.must_play not in board.player_by_id[turn.player].hand):
            err("/turn/must_play", "the card Instant Play drew is in the turn player's hand")
        if turn.starting is not None and turn.starting not in board.cat.community:
            err("/turn/starting", "not a Community card")
    for s_index, side in enumerate(sides):
        if counts[s_index + 1] != side.deck_size:
            err(f"/sides/{s_index}/deck_size", f"says {side.deck_size} but {counts[s_index + 1]} of the side's Faction cards are in the game")
        if side.players and not 20 <= side.deck_size <= 30:
            err(f"/sides/{s_index}/deck_size", "MOW-DECK-2: a deck holds 20 to 30 cards")
    start = board.variant.hand_size
    side_by_id = board.side_by_id
    for p_index, player in enumerate(state.players):
        drawn = player.drawn
        if len(player.hand) != drawn - player.played:
            err(f"/players/{p_index}/hand", f"holds {len(player.hand)} cards but drawn - played = {drawn - player.played}")
        if drawn < start or drawn > side_by_id[player.side].deck_size:
            err(f"/players/{p_index}/drawn", f"between the starting hand ({start}) and the deck size")
        if player.turns_taken == 0 and drawn != start and (turn is None or turn.player != player.id):
            err(f"/players/{p_index}/hand", f"over the limit: before a first turn a hand holds the {start} starting cards (MOW-SETUP-2)")
    return seen


def _in_play(state: State) -> set[str]:
    """The Faction cards in play: Card Effects, Round Effects and Lasting Effects."""
    found = {attachment.card for attachment in state.attachments}
    for side in state.sides:
        found.update(slot.card for slot in side.round_effects)
        found.update(slot.card for slot in (side.lasting_recruits, side.lasting_loyalists) if slot is not None)
    return found


def _check_marks(board: Board, in_game: set[str], err: Err) -> None:
    """Statuses on board cards, from Faction cards of the game (while their source is in play when they
    last that long); Card Effects behind board cards; Round Effects in their player's space, pending only
    with a Reveal step; Spy knowledge only of other players' hands."""
    state = board.state
    where = board.where
    in_play: set[str] | None = None  # worked out when a status lasts while its source is in play
    for card, statuses in state.statuses.items():
        if where(card) is None:
            err(f"/statuses/{card}", "only cards on the board carry statuses")
        for index, status in enumerate(statuses):
            if status.source not in in_game:
                err(f"/statuses/{card}/{index}/source", "not a Faction card of this game")
            elif status.while_source:
                if in_play is None:
                    in_play = _in_play(state)
                if status.source not in in_play:
                    err(f"/statuses/{card}/{index}/source", "its source has left play, so this status has ended")
    if state.known:
        in_hands = {card: player.id for player in state.players for card in player.hand}
        for viewer, cards in state.known.items():
            for index, card in enumerate(cards):
                if viewer not in board.player_by_id or in_hands.get(card, viewer) == viewer:
                    err(f"/known/{viewer}/{index}", "Spy knowledge names a card in another player's hand")
    for index, attachment in enumerate(state.attachments):
        if where(attachment.target) is None:
            err(f"/attachments/{index}/target", "a Card Effect lies behind a card on the board")
        if attachment.player not in board.player_by_id:
            err(f"/attachments/{index}/player", "not a player of this game")
    revealing = card_facts(board.cat).revealing
    for s_index, side in enumerate(state.sides):
        if not side.round_effects:
            continue
        for index, slot in enumerate(side.round_effects):
            if slot.player not in side.players:
                err(f"/sides/{s_index}/round_effects/{index}/player", "a Round Effect lies in its player's space")
            if slot.pending and slot.card not in revealing:
                err(f"/sides/{s_index}/round_effects/{index}/pending", "this card has no Reveal step")


def _check_refs(board: Board, err: Err) -> None:
    """Every name in the bookkeeping records points at something that exists, so no rule can trip on it."""
    state = board.state
    side_ids = board.side_by_id  # membership by side id
    players = board.player_by_id
    if state.first_team is not None and (not board.variant.teams or state.first_team not in side_ids):
        err("/first_team", "a 2 vs 2 team")
    for team, lead in state.leads.items():
        if not board.variant.teams or team not in side_ids or lead not in board.side(team).players:
            err(f"/leads/{team}", "each team names one of its own players (MOW-V2V2-2)")
    turn = state.turn
    if turn is not None:
        if turn.player not in players:
            err("/turn/player", "not a player of this game")
        elif (
            turn.starting is not None
            and turn.starting in board.cat.community
            and not _moves_printed(turn.moves, board.cat.community[turn.starting].movements)
        ):
            err("/turn/moves", "the movements left are those printed on the Starting card, partly done")
        community = card_facts(board.cat).community
        if turn.plays > 3 or not community.issuperset(turn.exits) or not community.issuperset(turn.entered):
            err("/turn", "Faction plays left and the Neutral-area bookkeeping name real cards")
    game_end = state.end_game
    broken = game_end is not None and (
        state.phase != "end_game" or not game_end.order or any(p not in players for p in game_end.order)
        or game_end.current >= len(game_end.order) or game_end.passes > len(game_end.order)
    )
    if broken:
        err("/end_game", "the End-of-Game round lists players, whose turn it is and the passes so far")
    if state.phase == "end_game" and (game_end is None) == (state.order_choice is None):
        err("/end_game", "the End-of-Game round first draws for order, then players reveal in turn")
    res = state.resolution
    if res is None:
        return
    cards = board.cat.community
    if any(c not in cards for c in res.previous + res.exits + res.entered) or any(a not in side_ids for a in res.affected):
        err("/resolution", "the resolution's bookkeeping names real cards and sides")
        return
    if res.spied is not None and res.spied not in players:
        err("/resolution/spied", "not a player of this game")
        return
    try:
        step = step_at(board.cat, res.queue[0]) if res.queue else None
    except (KeyError, IndexError, ValueError, AttributeError):
        err("/resolution/queue/0", "not a step of a known card")
        return
    op = step.__struct_config__.tag if step is not None else ""
    if res.stage > 2 or res.done > 10:
        err("/resolution/stage", "a step has at most three stages and ten targets")
    elif op == "swap" and res.stage == 1 and (len(res.chosen) != 1 or board.where(res.chosen[0]) is None):
        err("/resolution/chosen", "a Swap's second choice follows its first, a card on the board")
    elif op == "spy" and res.stage == 1 and res.spied is None:
        err("/resolution/spied", "a Spy's second stage looks at a chosen player's hand")
    elif op == "lasting_effect" and res.stage >= 1 and not any(
        slot is not None and slot.card == res.card for side in state.sides for slot in (side.lasting_recruits, side.lasting_loyalists)
    ):
        err("/resolution/stage", "the Lasting Effect is placed before its marker is chosen")


def _moves_printed(moves: list[PendingMove], printed: list[Movement]) -> bool:
    """The movements left are those printed, each partly done (its steps left between 0 and the printed delta)."""
    if len(moves) != len(printed):
        return False
    for move, movement in zip(moves, printed, strict=True):
        if move.sector != movement.sector or not (0 <= move.delta <= movement.delta or movement.delta <= move.delta <= 0):
            return False
    return True


def expected_order(board: Board) -> list[str] | None:
    state = board.state
    if board.variant.teams:
        if state.first_team is None or len(state.leads) != 2:
            return None
        return chart_2v2(board)
    if not state.turn_order:
        return None
    first = state.turn_order[0]
    ids = [p.id for p in state.players]
    start = ids.index(first) if first in ids else 0
    return (ids[start:] + ids[:start]) * ROUNDS


def _check_flow(board: Board, err: Err) -> None:
    state = board.state
    if state.over:
        if state.phase != "over" or state.to_act or state.result is None or state.turn is not None or state.resolution is not None:
            err("/phase", "a finished game has phase 'over', no one to act, no turn and a result")
            return
        expected, scores = final_result(board, state.result.reason, coop_lost=not state.result.winners)
        if not board.variant.coop and (expected.winners, expected.scores) != (state.result.winners, state.result.scores):
            err("/result", f"MOW-SCORE-1: the board scores {expected.scores} with winners {expected.winners}")
        if state.result.scores != expected.scores or state.side_scores != scores:
            err("/side_scores", f"MOW-SCORE-1: the board scores {scores}")
        return
    if state.result is not None or state.side_scores is not None or state.phase == "over":
        err("/result", "a game in progress has no result")
        return
    started = state.phase in ("move", "faction", "end_game")
    if started:
        order = expected_order(board)
        if order is None or state.turn_order != order:
            err("/turn_order", "not the turn order the variant gives (MOW-V2V2-3, MOW-FFA-1, MOW-AMB-9, MOW-AMB-16, MOW-AMB-18)")
            return
        per_round = board.variant.turns_per_round
        if state.turn_index >= len(order) or state.round != state.turn_index // per_round + 1:
            err("/round", f"turn {state.turn_index} is in round {state.turn_index // per_round + 1}")
            return
    elif state.turn_order or state.turn is not None or state.turn_index or state.round != 1:
        err("/turn_order", "before the first turn there is no turn order yet")
        return
    extra = state.extra_turns
    if isinstance(extra, list) and (not extra or any(p not in board.player_by_id for p in extra) or state.phase not in ("move", "faction")):
        err("/extra_turns", "MOW-EXTRA-1-R: extra turns wait only during a turn, for players of the game (absent when none)")
        return
    turn = state.turn
    if state.phase in ("move", "faction"):
        if turn is None or (turn.player != state.turn_order[state.turn_index] and turn.extra is not True):
            err("/turn", f"it is {state.turn_order[state.turn_index]}'s turn")
            return
        if turn.extra is True and turn.player not in board.player_by_id:
            err("/turn/player", "MOW-EXTRA-1-R: an extra turn is a player's")
            return
        if state.phase == "faction" and (turn.starting is None or not turn.faction or moves_left(turn)):
            err("/phase", "MOW-FACTION-1: the Faction phase follows a completed Move phase with a Faction-icon Starting card")
        at_start = state.phase == "move" and turn.starting is None and state.resolution is None and state.community_deck
        if at_start and (len(state.neutral) < 3 or not has_selectable(board)):
            err("/neutral", "MOW-END-2: a turn starts with at least 3 Neutral cards, one of them selectable")
        if state.resolution is None and state.phase == "move" and turn.starting is not None and not moves_left(turn):
            err("/turn/moves", "MOW-MOVE-4: with every movement done the Move phase is over")
        if state.resolution is None and state.phase == "faction" and turn.plays == 0:
            err("/turn/plays", "MOW-FACTION-2: with no play left the Faction phase is over")
    elif turn is not None:
        err("/turn", f"there is no turn in phase {state.phase!r}")
    res = state.resolution
    if res is not None:
        if res.player not in board.player_by_id or not res.queue:
            err("/resolution", "a resolution names its player and a step to carry out")
            return
        for index, ref in enumerate(res.queue):
            try:
                step_at(board.cat, ref)
            except (KeyError, IndexError, ValueError, AttributeError):
                err(f"/resolution/queue/{index}", "not a step of a known card")
                return
    if state.phase == "lead" and (not VARIANT_BY_ID[state.variant].teams or state.first_team is None):
        err("/phase", "only 2 vs 2 chooses lead-off players, after the first-player choice")
        return
    choice = state.order_choice
    if state.phase == "first_player" and choice is None:
        err("/order_choice", "the first-player phase waits for the draw winner's choice")
        return
    if choice is not None:
        participants = [p.id for p in state.players] if choice.purpose == "end_game" else [s.id for s in state.sides]
        if choice.chooser not in participants or any(q not in participants for q in choice.queue) or not choice.queue:
            err("/order_choice", "the chooser and the sides still to be asked take part in the draw")
            return
    if state.to_act != to_act(board):
        err("/to_act", f"the players who may act now are {to_act(board)}")
