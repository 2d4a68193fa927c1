"""Faction decks: validation (every problem at once, each a Violation) and the instances a deck deals.

Rules: MOW-DECK-1 (only cards of the faction boxes), MOW-DECK-2 (2 Legendary, 5 Epic, 5 Neutral, 8-18 Action),
MOW-DECK-3 / MOW-AMB-19 (Neutral cards of any box; copies limited to the physical copies of the reference
data), MOW-DECK-4-R (Action, Epic and Legendary cards from one faction), MOW-FACTION-7 (a card the vocabulary
cannot express is refused).  A 2 vs 2 team deck follows the same rules (MOW-V2V2-1, MOW-AMB-10).

A deck is a list of card ids, or an object ``{"cards": [...]}``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import FieldError, InputError, Violation
from .cards import Catalogue
from .rules import violation

TIER_RULES = {"legendary": (2, 2), "epic": (5, 5), "neutral": (5, 5), "action": (8, 18)}


def deck_cards(deck: Any, pointer: str) -> tuple[list[str], str]:
    """The card ids of a deck in either accepted form, and the pointer of its list; InputError if malformed."""
    if isinstance(deck, dict):
        unknown = sorted(set(deck) - {"cards", "name"})
        if unknown:
            raise InputError(FieldError(f"{pointer}/{unknown[0]}", "unknown field: a deck is a list of card ids or {\"cards\": [...]}"))
        deck, pointer = deck.get("cards"), pointer + "/cards"
    if not isinstance(deck, list):
        raise InputError(FieldError(pointer, "a deck is a list of Faction card ids"))
    errors = [FieldError(f"{pointer}/{i}", "a card id is a string") for i, card in enumerate(deck) if not isinstance(card, str)]
    if errors:
        raise InputError(errors)
    if len(deck) > 200:
        raise InputError(FieldError(pointer, "a deck has at most 30 cards (MOW-DECK-2); 200 is the most this service reads"))
    return list(deck), pointer


def validate_cards(cat: Catalogue, cards: list[str], pointer: str = "/deck") -> list[Violation]:
    problems: list[Violation] = []
    known: list[tuple[int, Any]] = []
    for index, card_id in enumerate(cards):
        card = cat.faction.get(card_id)
        if card is None:
            problems.append(violation("MOW-DECK-1", f"{card_id!r} is not a card of the Razorcorp or Alphaguard box", path=f"{pointer}/{index}"))
            continue
        if card.unsupported is not None:
            problems.append(violation("MOW-FACTION-7", f"{card.name} is not supported: {card.unsupported}", path=f"{pointer}/{index}"))
        known.append((index, card))
    tiers = Counter(card.tier for _, card in known)
    for tier, (low, high) in TIER_RULES.items():
        count = tiers.get(tier, 0)
        if not low <= count <= high:
            wanted = str(low) if low == high else f"{low} to {high}"
            problems.append(violation("MOW-DECK-2", f"a deck has {wanted} {tier.capitalize()} card(s), not {count}", path=pointer))
    factions = Counter(card.faction for _, card in known if card.tier != "neutral")
    if len(factions) > 1:
        main = max(sorted(factions), key=lambda f: factions[f])
        for index, card in known:
            if card.tier != "neutral" and card.faction != main:
                problems.append(violation("MOW-DECK-4-R", f"{card.name} is a {card.faction} card in a {main} deck; only Neutral cards may come from another box",
                                          path=f"{pointer}/{index}", hint="MOW-DECK-3: Neutral cards are available to all decks"))
    copies = Counter(card.id for _, card in known)
    for card_id, count in sorted(copies.items()):
        limit = cat.faction[card_id].copies
        if count > limit:
            index = [i for i, card in known if card.id == card_id][limit]
            problems.append(violation("MOW-AMB-19", f"{cat.faction[card_id].name} has {limit} physical copies; the deck holds {count}", path=f"{pointer}/{index}"))
    return problems


def instances(cards: list[str], side_number: int) -> list[str]:
    """The instance ids of a deck for side ``side_number``: ``<card id>#<side number>.<copy>``."""
    seen: Counter[str] = Counter()
    out = []
    for card_id in cards:
        seen[card_id] += 1
        out.append(f"{card_id}#{side_number}.{seen[card_id]}")
    return out
