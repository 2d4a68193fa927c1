"""Setup (MW-SETUP-1, MW-SETUP-2, MW-SETUP-3, MW-SETUP-4, MW-SETUP-5, MW-SETUP-6, MW-SETUP-7): the Starting
Wands dealt, the market and deck shuffled and dealt, the Mythics chosen, the starting player drawn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.codec import convert
from ..core.errors import FieldError, InputError, invalid
from ..core.rng import Rng, seed_rng
from . import turns
from .cards import Catalogue, catalogue_for
from .consistency import RULES_VERSION
from .state import Card, Options, Player, State

MARKET_ROWS = 3
MARKET_COLUMNS = 4


def make_card(catalogue: Catalogue, instance_id: str) -> Card:
    wand = catalogue.wands[instance_id.partition("#")[0]]
    return Card(id=instance_id, wand=wand.id, name=wand.name, type=wand.type, power=wand.power, req=wand.req)


def build(
    players: Sequence[str],
    seed: str,
    options: dict[str, Any] | None = None,
    decks: dict[str, Any] | None = None,
) -> State:
    """The initial state for ``players`` from ``seed``."""
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

    mythics = choose_mythics(catalogue, opts, draw)
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


def choose_mythics(catalogue: Catalogue, opts: Options, draw: Rng) -> list[str]:
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
