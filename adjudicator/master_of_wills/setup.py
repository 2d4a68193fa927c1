"""Setup of every variant (MOW-SETUP-2, MOW-SETUP-3, MOW-SETUP-4, MOW-SETUP-5, MOW-V2V2-1, MOW-V2V2-2, MOW-FFA-1, MOW-SOLO-1, MOW-COOP-1, MOW-AMB-16, MOW-AMB-18).

All randomness is the seeded generator of :mod:`adjudicator.core.rng`, drawn in a fixed order: the Community
deck is shuffled first, then each side's Faction deck in seat order.  Every later chance event (draws, order
draws, gambles) takes cards from the top of these decks, so the same seed gives the same game.

Decks come from ``decks`` (player id, or for 2 vs 2 a team member's id or the team's side id, to a list of
Faction card ids).  Without one a side gets the documented default deck of the reference data: Razorcorp for
the first and third sides, Alphaguard for the second (``factions.json`` ``default_decks``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.codec import convert
from ..core.errors import FieldError, InputError, invalid
from ..core.game import Event
from ..core.rng import Rng, seed_rng
from .board import Board
from .cards import Catalogue
from .decks import deck_cards, instances, validate_cards
from .state import Options, Pid, Player, Side, State
from .turns import offer_order, order_draw, settle, start_game
from .variants import VARIANT_BY_ID, MowVariant

RULES_VERSION = "mow-1.0"
SOLO_DEALS = {"easy": (15, 14, 13), "medium": (17, 16, 15), "hard": (19, 18, 17)}
"""MOW-SOLO-1: the opponent's Allies, Loyalists and Recruits."""
TEAM_IDS = ("@team-a", "@team-b")
SOLO_OPPONENT = "@opponent"
DEFAULT_FACTION_BY_SIDE = ("razorcorp", "alphaguard", "razorcorp")


def make_sides(variant: MowVariant, players: list[str], options: Options) -> list[Side]:
    def side(side_id: str, members: list[str]) -> Side:
        return Side(id=side_id, players=members, recruits=[], loyalists=[], allies=[], faction_deck=[],
                    faction_discard=[], deck_size=0, round_effects=[])

    if variant.teams:
        teams = options.teams or [[players[0], players[2]], [players[1], players[3]]]
        if sorted(p for team in teams for p in team) != sorted(players):
            raise invalid("/options/teams", "the two teams must hold the four players, two each")
        return [side(TEAM_IDS[i], list(team)) for i, team in enumerate(teams)]
    if options.teams is not None:
        raise invalid("/options/teams", "teams are chosen only in the 2v2 variant")
    sides = [side(p, [p]) for p in players]
    if variant.solo:
        sides.append(side(SOLO_OPPONENT, []))
    return sides


def chosen_decks(cat: Catalogue, sides: list[Side], decks: dict[str, Any] | None) -> list[list[str] | None]:
    """The card ids of each side's deck (None for the Mowitaire opponent); InputError lists every problem."""
    decks = dict(decks or {})
    errors: list[FieldError] = []
    chosen: list[list[str] | None] = []
    for number, side in enumerate(sides):
        if not side.players:
            chosen.append(None)
            continue
        keys = [key for key in dict.fromkeys([side.id, *side.players]) if key in decks]
        if len(keys) > 1:
            errors.append(FieldError(f"/decks/{keys[1]}", f"side {side.id} shares one deck: give it once"))
            continue
        if not keys:
            chosen.append(list(cat.default_decks[DEFAULT_FACTION_BY_SIDE[number]]))
            continue
        key = keys[0]
        cards, pointer = deck_cards(decks.pop(key), f"/decks/{key}")
        for problem in validate_cards(cat, cards, pointer):
            errors.append(FieldError(problem.path, f"{problem.code}: {problem.message}"))
        chosen.append(cards)
    for key in sorted(decks):
        errors.append(FieldError(f"/decks/{key}", f"{key!r} is not a player (or team) of this game"))
    if errors:
        raise InputError(errors)
    return chosen


def build(
    cat: Catalogue,
    variant_id: str,
    players: Sequence[str],
    seed: str,
    options: dict[str, Any] | None,
    decks: dict[str, Any] | None,
) -> State:
    variant = VARIANT_BY_ID[variant_id]
    opts = convert(options or {}, Options, prefix="/options")
    players = list(players)
    if len(set(players)) != len(players):
        raise invalid("/players", "player ids must be unique")
    if not variant.min_players <= len(players) <= variant.max_players:
        raise invalid("/players", f"{variant.id} is played by {variant.max_players} player(s), not {len(players)}")
    for index, player in enumerate(players):
        convert(player, Pid, prefix=f"/players/{index}")
    if not variant.coop and opts.coop_thresholds is not None:
        raise invalid("/options/coop_thresholds", "thresholds are a MOW-OP option")
    sides = make_sides(variant, players, opts)
    deck_lists = chosen_decks(cat, sides, decks)

    rng = seed_rng(seed)
    draw = Rng(rng)
    community = list(cat.community_ids)
    draw.shuffle(community)
    for number, (side, cards) in enumerate(zip(sides, deck_lists, strict=True), start=1):
        if cards is not None:
            side.faction_deck = instances(cards, number)
            side.deck_size = len(cards)
            draw.shuffle(side.faction_deck)
    side_of = {p: side.id for side in sides for p in side.players}
    seats = []
    for player_id in players:
        deck = next(side for side in sides if side.id == side_of[player_id]).faction_deck
        size = variant.hand_size
        seats.append(Player(id=player_id, side=side_of[player_id], hand=deck[:size], drawn=size, played=0))
        del deck[:size]
    state = State(
        game="master-of-wills",
        variant=variant.id,  # type: ignore[arg-type]  # a MowVariant id is one of state.Variant (VARIANTS lists exactly those)
        rules_version=RULES_VERSION,
        seq=0,
        players=seats,
        to_act=[],
        phase="first_player",
        over=False,
        result=None,
        options=opts,
        sides=sides,
        neutral=[],
        community_deck=community,
        afterlife=[],
        statuses={},
        attachments=[],
        round=1,
        turn_index=0,
        turn_order=[],
        turn=None,
        resolution=None,
        order_choice=None,
        rng=rng,
    )
    board = Board(cat, state)
    events: list[Event] = []
    deck = state.community_deck
    if variant.solo:
        # MOW-SOLO-1: the opponent's rows, 6 to the Afterlife, 8 to Neutral; 8 turns, one a round (MOW-AMB-18).
        opponent = board.side(SOLO_OPPONENT)
        for row, count in zip(("allies", "loyalists", "recruits"), SOLO_DEALS[opts.difficulty], strict=True):
            getattr(opponent, row).extend(deck[:count])
            del deck[:count]
        state.afterlife.extend(deck[:6])
        del deck[:6]
        state.neutral.extend(deck[:8])
        del deck[:8]
        start_game(board, [players[0]], events)
    elif variant.coop:
        # MOW-COOP-1: 2 cards for the first player (to the Afterlife), 4 more to the Afterlife, 8 to Neutral;
        # the draw's winner goes first (MOW-AMB-16).
        first = order_draw(board, [side.id for side in sides], events, "first_player")
        state.afterlife.extend(deck[:4])
        del deck[:4]
        state.neutral.extend(deck[:8])
        del deck[:8]
        start = [s.id for s in sides].index(first)
        start_game(board, [players[(start + k) % 2] for k in range(2)], events)
    else:
        # MOW-SETUP-3: 6 cards to Neutral; MOW-SETUP-4: the first-player draw, then the winner chooses.
        state.neutral.extend(deck[:6])
        del deck[:6]
        offer_order(board, "first_player", [side.id for side in sides], events)
    settle(board, events)
    return state
