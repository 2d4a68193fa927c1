"""Setup (FOW-SETUP-1, FOW-SETUP-2, FOW-SETUP-3, FOW-SETUP-4, FOW-STRANGER-ZONE-R): the decks dealt, the first player drawn, the hands drawn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.codec import convert
from ..core.errors import invalid
from ..core.rng import Rng, seed_rng
from .board import sync_counts
from .cards import catalogue_for
from .consistency import RULES_VERSION
from .decks import deck_or_error, instances, replacement_order_problem
from .shuffle import shuffle
from .state import Decision, DeckList, Options, Player, RulerSlot, State, Turn
from .vocabulary import CardDef, WillKind

DEFAULT_DECKS = ("dawn", "cinder")
STARTING_LIFE = 4000


def starting_life(ruler: CardDef, deck: DeckList) -> int:
    """CR 405.3 (4000), or FOW-DECK-RULER-LIFE-R: a starting ruler's "If you would set your starting life, set
    it to X00 life instead, where X is the total number of cards in your deck, up to a maximum of N" (a
    replacement, CR 910.1) -- X the main deck's cards, at most N."""
    rules = ruler.deck_rules
    if rules is None or rules.life_per_card is None:
        return STARTING_LIFE
    return min(sum(deck.main.values()), rules.life_per_card) * 100
STARTING_HAND = 5


def build(
    players: Sequence[str],
    seed: str,
    options: dict[str, Any] | None = None,
    decks: dict[str, Any] | None = None,
) -> State:
    """The initial state (see :meth:`.engine.ForceOfWill.setup` for the arguments)."""
    opts = convert(options or {}, Options, prefix="/options")
    rulebook = opts.edition == "rulebook"
    if opts.mulligan_mode is None:
        opts.mulligan_mode = "bottom" if rulebook else "shuffle"
    if opts.energize is None:
        opts.energize = not rulebook
    cat = catalogue_for(opts)
    players = list(players)
    if len(players) != 2 or len(set(players)) != 2:
        raise invalid("/players", "Force of Will is played by two players with different ids")
    for index, pid in enumerate(players):
        if ":" in pid:
            raise invalid(f"/players/{index}", "a player id cannot contain ':'")
    if decks is None:
        raw_decks: dict[str, Any] = dict(zip(players, DEFAULT_DECKS, strict=True))
    else:
        if not isinstance(decks, dict):
            raise invalid("/decks", "decks map each player id to a deck")
        missing = [pid for pid in players if pid not in decks]
        extra = [pid for pid in decks if pid not in players]
        if missing or extra:
            raise invalid("/decks", f"give a deck for every player and no one else (missing: {missing}, unknown: {extra})")
        raw_decks = decks
    deck_lists = {pid: deck_or_error(cat, raw_decks[pid], f"/decks/{pid}") for pid in players}
    if (problem := replacement_order_problem(cat, list(deck_lists.values()))) is not None:
        raise invalid("/decks", problem)
    rng = seed_rng(seed)
    draw = Rng(rng)
    first = players[draw.below(2)]  # FOW-SETUP-2
    player_states = []
    for pid in players:
        dealt = instances(pid, deck_lists[pid])
        deck = list(dealt["main"])
        stones = list(dealt["stones"])
        shuffle(rng, deck)
        shuffle(rng, stones)
        ruler_card = cat.defs[deck_lists[pid].ruler]
        coin: list[WillKind] | None = None
        if opts.energize and pid != first:
            # FOW-SETUP-4; a printed [Energize] naming other will: FOW-ENERGIZE-PRINTED-R.
            coin = [*ruler_card.energize] or [*ruler_card.attributes] or ["void"]
        player = Player(
            id=pid,
            life=starting_life(ruler_card, deck_lists[pid]),
            ruler=RulerSlot(id=dealt["ruler"][0]),
            hand=deck[:STARTING_HAND],
            hand_count=STARTING_HAND,
            deck=deck[STARTING_HAND:],
            deck_count=0,
            stone_deck=stones,
            stone_deck_count=0,
            field=[],
            graveyard=[],
            removed=[],
            standby=[],
            sideboard=list(dealt["sideboard"]),
            pool={},
            will_coin=coin,
            deck_list=deck_lists[pid],
        )
        if dealt.get("stranger"):
            # FOW-STRANGER-ZONE-R (CR 405.1): the stranger deck is put into its stranger deck zone, not shuffled
            # (its order is not managed, CR 316.2).
            player.stranger_deck = list(dealt["stranger"])
        if dealt.get("runes"):
            # FOW-RUNE-AREA-R (CR 405.1): the rune deck is put into its player's rune area.
            player.rune_area = list(dealt["runes"])
        sync_counts(player)
        player_states.append(player)
    state = State(
        game="force-of-will",
        variant="standard",
        rules_version=RULES_VERSION,
        seq=0,
        players=player_states,
        to_act=[first],
        phase="mulligan",
        over=False,
        result=None,
        options=opts,
        card_set_id=cat.id,
        first_player=first,
        turn=Turn(number=0, player=first),
        priority=None,
        passes=0,
        decision=Decision(kind="mulligan", player=first),
        battle=None,
        chase=[],
        pending=[],
        modifiers=[],
        draw_failed=[],
        next_id=1,
        rng=rng,
    )
    return state
