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

The card checks run on every request, so the common case takes a fast path (:func:`_cards_in_order`): one
pass over the card zones with set operations on facts worked out once per card set (:class:`CardFacts`:
every well-formed instance a deck of each side may hold, the instances with a Reveal step), building no
pointer and no message.  Only when it finds something wrong does the detailed pass run
(:func:`_check_community`, :func:`_check_faction`, :func:`_check_marks`), which names each field; the fast
path answers True only where the detailed pass would find nothing, so the errors are the same either way.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from ..core.errors import FieldError, InputError
from ..core.rng import is_valid_rng_state
from .board import Board, has_selectable
from .cards import Catalogue, Movement
from .effects import step_at
from .scoring import final_result
from .setup import RULES_VERSION, SOLO_OPPONENT, TEAM_IDS
from .state import PendingMove, State, moves_left
from .turns import ROUNDS, chart_2v2, to_act
from .variants import VARIANT_BY_ID

Err = Callable[[str, str], None]


def check_state(cat: Catalogue, state: State) -> None:
    errors: list[FieldError] = []

    def err(pointer: str, message: str) -> None:
        errors.append(FieldError(pointer, message))

    if state.rules_version != RULES_VERSION:
        err("/rules_version", f"this engine plays {RULES_VERSION!r}, not {state.rules_version!r}")
    if not is_valid_rng_state(state.rng):
        err("/rng", "not a generator state")
    _check_seats(state, err)
    if errors:
        raise InputError(errors)
    ctx = Board(cat, state)
    if not _cards_in_order(ctx):
        # Something is wrong with the cards: the detailed pass names each field.
        _check_community(ctx, err)
        _check_faction(ctx, err)
        if errors:
            raise InputError(errors)
        _check_marks(ctx, err)
    _check_refs(ctx, err)
    if errors:
        raise InputError(errors)
    _check_flow(ctx, err)
    if errors:
        raise InputError(errors)


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


def _check_community(ctx: Board, err: Err) -> None:
    state = ctx.state
    every = state.neutral + state.community_deck + state.afterlife
    for side in state.sides:
        every += side.recruits + side.loyalists + side.allies
        every += [slot.marker for slot in (side.lasting_recruits, side.lasting_loyalists) if slot is not None and slot.marker is not None]
    if len(every) == len(ctx.cat.community_ids) and set(every) == ctx.cat.community.keys():
        return  # the common case: all 120 cards, each once
    seen: dict[str, str] = {}
    zones: list[tuple[str, list[str]]] = [("/neutral", state.neutral), ("/community_deck", state.community_deck), ("/afterlife", state.afterlife)]
    for s_index, side in enumerate(state.sides):
        for row in ("recruits", "loyalists", "allies"):
            zones.append((f"/sides/{s_index}/{row}", getattr(side, row)))
        for row in ("recruits", "loyalists"):
            slot = getattr(side, f"lasting_{row}")
            if slot is not None and slot.marker is not None:
                zones.append((f"/sides/{s_index}/lasting_{row}/marker", [slot.marker]))
    for base, cards in zones:
        for index, card in enumerate(cards):
            pointer = base if base.endswith("/marker") else f"{base}/{index}"
            if card not in ctx.cat.community:
                err(pointer, f"unknown Community card {card!r}")
            elif card in seen:
                err(pointer, f"{card} is also at {seen[card]}: a card cannot be in two places")
            else:
                seen[card] = pointer
    missing = [card for card in ctx.cat.community_ids if card not in seen]
    if missing:
        err("", f"MOW-SETUP-1: {len(missing)} Community card(s) are missing (first {missing[0]}): cards are neither made nor lost")


def _faction_zones(ctx: Board) -> list[tuple[str, str, int | None]]:
    """(pointer, instance, side number that may hold it or None for anywhere) for every Faction card."""
    state = ctx.state
    found: list[tuple[str, str, int | None]] = []
    numbers = {side.id: n for n, side in enumerate(state.sides, start=1)}
    for s_index, side in enumerate(state.sides):
        number = numbers[side.id]
        found += [(f"/sides/{s_index}/faction_deck/{i}", c, number) for i, c in enumerate(side.faction_deck)]
        found += [(f"/sides/{s_index}/faction_discard/{i}", c, number) for i, c in enumerate(side.faction_discard)]
        found += [(f"/sides/{s_index}/round_effects/{i}/card", slot.card, number) for i, slot in enumerate(side.round_effects)]
        for row in ("recruits", "loyalists"):
            slot = getattr(side, f"lasting_{row}")
            if slot is not None:
                found.append((f"/sides/{s_index}/lasting_{row}/card", slot.card, numbers[ctx.player_by_id[slot.player].side] if slot.player in ctx.player_by_id else 0))
    for p_index, player in enumerate(state.players):
        found += [(f"/players/{p_index}/hand/{i}", c, numbers[player.side]) for i, c in enumerate(player.hand)]
    for index, attachment in enumerate(state.attachments):
        owner = ctx.player_by_id.get(attachment.player)
        found.append((f"/attachments/{index}/card", attachment.card, numbers[owner.side] if owner else 0))
    res = state.resolution
    if res is not None and res.in_limbo:
        owner = ctx.player_by_id.get(res.player)
        found.append(("/resolution/card", res.card, numbers[owner.side] if owner else 0))
    return found


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
    facts = cat.derived.get(CardFacts)
    if facts is None:
        facts = cat.derived[CardFacts] = CardFacts(cat)
    return facts


def _in_play(state: State) -> set[str]:
    """The Faction cards in play: Card Effects, Round Effects and Lasting Effects."""
    found = {attachment.card for attachment in state.attachments}
    for side in state.sides:
        found.update(slot.card for slot in side.round_effects)
        found.update(slot.card for slot in (side.lasting_recruits, side.lasting_loyalists) if slot is not None)
    return found


def _cards_in_order(ctx: Board) -> bool:
    """The common case in one pass: True only when :func:`_check_community`, :func:`_check_faction` and
    :func:`_check_marks` would find nothing to say.  Set operations on the facts of the card set
    (:class:`CardFacts`) replace the per-card calls; False sends the state to the detailed pass, which
    names each field."""
    state = ctx.state
    facts = card_facts(ctx.cat)
    sides = state.sides
    players = ctx.player_by_id

    # Community cards: all of them, each once (MOW-SETUP-1).  As many places as cards, and none missing.
    places = [state.neutral, state.community_deck, state.afterlife]
    for side in sides:
        places += (side.recruits, side.loyalists, side.allies)
        for slot in (side.lasting_recruits, side.lasting_loyalists):
            if slot is not None and slot.marker is not None:
                places.append([slot.marker])
    if sum(map(len, places)) != len(facts.community) or facts.community.difference(*places):
        return False

    # Faction cards: each a well-formed copy from the deck of the side its place belongs to (the side of
    # the player who placed it, for Lasting and Card Effects and a card held aside), each in one place.
    by_side = facts.by_side
    numbers: dict[str, int] = {}
    for number, side in enumerate(sides, start=1):
        numbers[side.id] = number
    counts = [0] * (len(sides) + 1)
    seen: set[str] = set()
    for number, side in enumerate(sides, start=1):
        valid = by_side[number]
        deck, discard = side.faction_deck, side.faction_discard
        if not valid.issuperset(deck) or not valid.issuperset(discard):
            return False
        seen.update(deck)
        seen.update(discard)
        counts[number] += len(deck) + len(discard) + len(side.round_effects)
        for slot in side.round_effects:
            card = slot.card
            if card not in valid or slot.player not in side.players or (slot.pending and card not in facts.revealing):
                return False
            seen.add(card)
        for lasting in (side.lasting_recruits, side.lasting_loyalists):
            if lasting is not None:
                owner = players.get(lasting.player)
                if owner is None:
                    return False
                owner_number = numbers[owner.side]
                if lasting.card not in by_side[owner_number]:
                    return False
                counts[owner_number] += 1
                seen.add(lasting.card)
    for player in state.players:
        number = numbers[player.side]
        if not by_side[number].issuperset(player.hand):
            return False
        seen.update(player.hand)
        counts[number] += len(player.hand)
    for attachment in state.attachments:
        owner = players.get(attachment.player)
        if owner is None:
            return False
        owner_number = numbers[owner.side]
        if attachment.card not in by_side[owner_number]:
            return False
        counts[owner_number] += 1
        seen.add(attachment.card)
    res = state.resolution
    if res is not None and res.in_limbo:
        owner = players.get(res.player)
        if owner is None:
            return False
        owner_number = numbers[owner.side]
        if res.card not in by_side[owner_number]:
            return False
        counts[owner_number] += 1
        seen.add(res.card)
    for number, side in enumerate(sides, start=1):
        # A side with no deck (the Mowitaire opponent) holds none: its count and deck_size are 0.
        if counts[number] != side.deck_size or (side.players and not 20 <= side.deck_size <= 30):
            return False
        if not side.players and counts[number]:
            return False
    if len(seen) != sum(counts):
        return False
    if res is not None and res.card not in seen:
        return False
    turn = state.turn
    if turn is not None:
        if turn.player not in players:
            return False
        if turn.must_play is not None and turn.must_play not in players[turn.player].hand:
            return False
        if turn.starting is not None and turn.starting not in facts.community:
            return False
    start = VARIANT_BY_ID[state.variant].hand_size
    for player in state.players:
        drawn = player.drawn
        if len(player.hand) != drawn - player.played or drawn < start or drawn > ctx.side_by_id[player.side].deck_size:
            return False
        if player.turns_taken == 0 and drawn != start and (turn is None or turn.player != player.id):
            return False

    # Marks: statuses and Card Effects on board cards, from cards in the game; Spy knowledge of other hands.
    where = ctx.where
    in_play: set[str] | None = None  # the Faction cards in play, worked out if a status lasts while its source is
    for card, statuses in state.statuses.items():
        if where(card) is None:
            return False
        for status in statuses:
            if status.source not in seen:
                return False
            if status.while_source:
                if in_play is None:
                    in_play = _in_play(state)
                if status.source not in in_play:
                    return False
    for attachment in state.attachments:
        if where(attachment.target) is None:
            return False
    if state.known:
        in_hands = {card: player.id for player in state.players for card in player.hand}
        for viewer, cards in state.known.items():
            if viewer not in players:
                return False
            for card in cards:
                if in_hands.get(card, viewer) == viewer:
                    return False
    return True


def _check_faction(ctx: Board, err: Err) -> None:
    state = ctx.state
    seen: dict[str, str] = {}
    per_side = [0] * len(state.sides)
    for pointer, instance, number in _faction_zones(ctx):
        parsed = parse_instance(instance)
        if parsed is None:
            err(pointer, f"{instance!r} is not a Faction card instance (<card id>#<side>.<copy>)")
            continue
        base, side_number, copy = parsed
        card = ctx.cat.faction.get(base)
        if card is None:
            err(pointer, f"unknown Faction card {base!r}")
        elif not 1 <= side_number <= len(state.sides) or not state.sides[side_number - 1].players:
            err(pointer, f"{instance} names side {side_number}, which has no deck")
        elif copy > card.copies:
            err(pointer, f"{card.name} has {card.copies} physical copies; {instance} is not one (MOW-AMB-19)")
        elif instance in seen:
            err(pointer, f"{instance} is also at {seen[instance]}: a card cannot be in two places")
        elif number is not None and number != side_number:
            err(pointer, f"{instance} comes from the deck of side {side_number}: it cannot be here")
        else:
            seen[instance] = pointer
            per_side[side_number - 1] += 1
    res = state.resolution
    if res is not None and res.card not in seen:
        err("/resolution/card", "the card being carried out is in play or held aside")
    turn = state.turn
    if turn is not None and turn.must_play is not None and turn.must_play not in ctx.player_by_id[turn.player].hand:
        err("/turn/must_play", "the card Instant Play drew is in the turn player's hand")
    if turn is not None and turn.starting is not None and turn.starting not in ctx.cat.community:
        err("/turn/starting", "not a Community card")
    for s_index, side in enumerate(state.sides):
        if per_side[s_index] != side.deck_size:
            err(f"/sides/{s_index}/deck_size", f"says {side.deck_size} but {per_side[s_index]} of the side's Faction cards are in the game")
        if side.players and not 20 <= side.deck_size <= 30:
            err(f"/sides/{s_index}/deck_size", "MOW-DECK-2: a deck holds 20 to 30 cards")
    start = VARIANT_BY_ID[state.variant].hand_size
    turn = state.turn
    for p_index, player in enumerate(state.players):
        if len(player.hand) != player.drawn - player.played:
            err(f"/players/{p_index}/hand", f"holds {len(player.hand)} cards but drawn - played = {player.drawn - player.played}")
        if player.drawn < start or player.drawn > ctx.side(player.side).deck_size:
            err(f"/players/{p_index}/drawn", f"between the starting hand ({start}) and the deck size")
        own_turn = turn is not None and turn.player == player.id
        if player.turns_taken == 0 and not own_turn and player.drawn != start:
            err(f"/players/{p_index}/hand", f"over the limit: before a first turn a hand holds the {start} starting cards (MOW-SETUP-2)")


def _check_marks(ctx: Board, err: Err) -> None:
    state = ctx.state
    in_play = {a.card for a in state.attachments}
    for side in state.sides:
        in_play.update(slot.card for slot in side.round_effects)
        in_play.update(slot.card for slot in (side.lasting_recruits, side.lasting_loyalists) if slot is not None)
    known = {instance for _, instance, _ in _faction_zones(ctx)}
    for card, statuses in state.statuses.items():
        if ctx.where(card) is None:
            err(f"/statuses/{card}", "only cards on the board carry statuses")
        for index, status in enumerate(statuses):
            if status.source not in known:
                err(f"/statuses/{card}/{index}/source", "not a Faction card of this game")
            elif status.while_source and status.source not in in_play:
                err(f"/statuses/{card}/{index}/source", "its source has left play, so this status has ended")
    in_hands = {card: player.id for player in state.players for card in player.hand}
    for viewer, cards in state.known.items():
        for index, card in enumerate(cards):
            if viewer not in ctx.player_by_id or in_hands.get(card, viewer) == viewer:
                err(f"/known/{viewer}/{index}", "Spy knowledge names a card in another player's hand")
    in_hands = {card: player.id for player in state.players for card in player.hand}
    for viewer, cards in state.known.items():
        for index, card in enumerate(cards):
            if viewer not in ctx.player_by_id or in_hands.get(card, viewer) == viewer:
                err(f"/known/{viewer}/{index}", "Spy knowledge names a card in another player's hand")
    for index, attachment in enumerate(state.attachments):
        if ctx.where(attachment.target) is None:
            err(f"/attachments/{index}/target", "a Card Effect lies behind a card on the board")
        if attachment.player not in ctx.player_by_id:
            err(f"/attachments/{index}/player", "not a player of this game")
    for s_index, side in enumerate(state.sides):
        for index, slot in enumerate(side.round_effects):
            if slot.player not in side.players:
                err(f"/sides/{s_index}/round_effects/{index}/player", "a Round Effect lies in its player's space")
            if slot.pending and ctx.cat.reveal_index(slot.card.partition("#")[0]) is None:
                err(f"/sides/{s_index}/round_effects/{index}/pending", "this card has no Reveal step")


def _check_refs(ctx: Board, err: Err) -> None:
    """Every name in the bookkeeping records points at something that exists, so no rule can trip on it."""
    state = ctx.state
    side_ids = ctx.side_by_id  # membership by side id
    players = ctx.player_by_id
    if state.first_team is not None and (not ctx.variant.teams or state.first_team not in side_ids):
        err("/first_team", "a 2 vs 2 team")
    for team, lead in state.leads.items():
        if not ctx.variant.teams or team not in side_ids or lead not in ctx.side(team).players:
            err(f"/leads/{team}", "each team names one of its own players (MOW-V2V2-2)")
    turn = state.turn
    if turn is not None:
        if turn.player not in players:
            err("/turn/player", "not a player of this game")
        elif (
            turn.starting is not None
            and turn.starting in ctx.cat.community
            and not _moves_printed(turn.moves, ctx.cat.community[turn.starting].movements)
        ):
            err("/turn/moves", "the movements left are those printed on the Starting card, partly done")
        community = card_facts(ctx.cat).community
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
    cards = ctx.cat.community
    if any(c not in cards for c in res.previous + res.exits + res.entered) or any(a not in side_ids for a in res.affected):
        err("/resolution", "the resolution's bookkeeping names real cards and sides")
        return
    if res.spied is not None and res.spied not in players:
        err("/resolution/spied", "not a player of this game")
        return
    try:
        step = step_at(ctx.cat, res.queue[0]) if res.queue else None
    except (KeyError, IndexError, ValueError, AttributeError):
        err("/resolution/queue/0", "not a step of a known card")
        return
    op = step.__struct_config__.tag if step is not None else ""
    if res.stage > 2 or res.done > 10:
        err("/resolution/stage", "a step has at most three stages and ten targets")
    elif op == "swap" and res.stage == 1 and (len(res.chosen) != 1 or ctx.where(res.chosen[0]) is None):
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


def expected_order(ctx: Board) -> list[str] | None:
    state = ctx.state
    if ctx.variant.teams:
        if state.first_team is None or len(state.leads) != 2:
            return None
        return chart_2v2(ctx)
    if not state.turn_order:
        return None
    first = state.turn_order[0]
    ids = [p.id for p in state.players]
    start = ids.index(first) if first in ids else 0
    return (ids[start:] + ids[:start]) * ROUNDS


def _check_flow(ctx: Board, err: Err) -> None:
    state = ctx.state
    if state.over:
        if state.phase != "over" or state.to_act or state.result is None or state.turn is not None or state.resolution is not None:
            err("/phase", "a finished game has phase 'over', no one to act, no turn and a result")
            return
        expected, scores = final_result(ctx, state.result.reason, coop_lost=not state.result.winners)
        if not ctx.variant.coop and (expected.winners, expected.scores) != (state.result.winners, state.result.scores):
            err("/result", f"MOW-SCORE-1: the board scores {expected.scores} with winners {expected.winners}")
        if state.result.scores != expected.scores or state.side_scores != scores:
            err("/side_scores", f"MOW-SCORE-1: the board scores {scores}")
        return
    if state.result is not None or state.side_scores is not None or state.phase == "over":
        err("/result", "a game in progress has no result")
        return
    started = state.phase in ("move", "faction", "end_game")
    if started:
        order = expected_order(ctx)
        if order is None or state.turn_order != order:
            err("/turn_order", "not the turn order the variant gives (MOW-V2V2-3, MOW-FFA-1, MOW-AMB-9, MOW-AMB-16, MOW-AMB-18)")
            return
        per_round = ctx.variant.turns_per_round
        if state.turn_index >= len(order) or state.round != state.turn_index // per_round + 1:
            err("/round", f"turn {state.turn_index} is in round {state.turn_index // per_round + 1}")
            return
    elif state.turn_order or state.turn is not None or state.turn_index or state.round != 1:
        err("/turn_order", "before the first turn there is no turn order yet")
        return
    extra = state.extra_turns
    if isinstance(extra, list) and (not extra or any(p not in ctx.player_by_id for p in extra) or state.phase not in ("move", "faction")):
        err("/extra_turns", "MOW-EXTRA-1-R: extra turns wait only during a turn, for players of the game (absent when none)")
        return
    turn = state.turn
    if state.phase in ("move", "faction"):
        if turn is None or (turn.player != state.turn_order[state.turn_index] and turn.extra is not True):
            err("/turn", f"it is {state.turn_order[state.turn_index]}'s turn")
            return
        if turn.extra is True and turn.player not in ctx.player_by_id:
            err("/turn/player", "MOW-EXTRA-1-R: an extra turn is a player's")
            return
        if state.phase == "faction" and (turn.starting is None or not turn.faction or moves_left(turn)):
            err("/phase", "MOW-FACTION-1: the Faction phase follows a completed Move phase with a Faction-icon Starting card")
        at_start = state.phase == "move" and turn.starting is None and state.resolution is None and state.community_deck
        if at_start and (len(state.neutral) < 3 or not has_selectable(ctx)):
            err("/neutral", "MOW-END-2: a turn starts with at least 3 Neutral cards, one of them selectable")
        if state.resolution is None and state.phase == "move" and turn.starting is not None and not moves_left(turn):
            err("/turn/moves", "MOW-MOVE-4: with every movement done the Move phase is over")
        if state.resolution is None and state.phase == "faction" and turn.plays == 0:
            err("/turn/plays", "MOW-FACTION-2: with no play left the Faction phase is over")
    elif turn is not None:
        err("/turn", f"there is no turn in phase {state.phase!r}")
    res = state.resolution
    if res is not None:
        if res.player not in ctx.player_by_id or not res.queue:
            err("/resolution", "a resolution names its player and a step to carry out")
            return
        for index, ref in enumerate(res.queue):
            try:
                step_at(ctx.cat, ref)
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
    if state.to_act != to_act(ctx):
        err("/to_act", f"the players who may act now are {to_act(ctx)}")
