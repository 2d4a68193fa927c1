"""Deck construction (FOW-DECK-1, FOW-DECK-2, FOW-DECK-3, FOW-DECK-4, FOW-DECK-5, FOW-DECK-6-R,
FOW-DECK-7-R and a starting ruler's printed restrictions, FOW-DECK-RULER-*-R): reading a deck, reporting every problem at once, and the card instances a registered deck
brings into the game.

A deck is ``{"ruler": id, "main": ..., "stones": ..., "sideboard": ..., "stranger": ..., "format": ...}`` where each part
is either a list of card ids (one entry per copy) or an object ``{card id: copies}``; a string names a
reference deck (``"dawn"`` or ``"cinder"``).  ``format`` (optional) names a constructed format of
:mod:`.formats`.  ``validate_deck`` never stops at the first problem.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any, Literal

from msgspec import UNSET

from ..core.codec import canonical_json, convert
from ..core.errors import FieldError, InputError, Violation, invalid
from .cards import CardSet, Catalogue, _all_effects, custom_catalogue, reference_decks, removes_instead
from .formats import Format, formats
from .rules import violation
from .state import DeckList
from .vocabulary import MAIN_DECK_TYPES, CardDef, Continuous, Modify

PARTS = ("main", "stones", "sideboard", "stranger")  # "stranger": the stranger deck (FOW-DECK-STRANGER-R)
STRANGER_DECK = 10  # CR 402.7a: a stranger deck has exactly zero or ten cards
STRANGER_COPIES = 2  # CR 402.7b
MAX_COPIES = 4
MAX_MAIN_NO_MAXIMUM = 200  # CR 402.3a: "no maximum deck size" still means at most 200 cards


def _counts(raw: Any, pointer: str) -> tuple[dict[str, int], dict[str, str]]:
    """Copies by card id, and the pointer naming each id."""
    if raw is None:
        return {}, {}
    if isinstance(raw, dict):
        counts: dict[str, int] = {}
        pointers: dict[str, str] = {}
        for card_id, copies in raw.items():
            if not isinstance(copies, int) or isinstance(copies, bool) or not 1 <= copies <= 99:
                raise invalid(f"{pointer}/{card_id}", "copies must be an integer from 1 to 99")
            counts[str(card_id)] = copies
            pointers[str(card_id)] = f"{pointer}/{card_id}"
        return counts, pointers
    if isinstance(raw, list):
        counts = {}
        pointers = {}
        for index, card_id in enumerate(raw):
            if not isinstance(card_id, str):
                raise invalid(f"{pointer}/{index}", "a card id is a string")
            counts[card_id] = counts.get(card_id, 0) + 1
            pointers.setdefault(card_id, f"{pointer}/{index}")
        return counts, pointers
    raise invalid(pointer, "a deck part is a list of card ids or an object of card id to copies")


def resolve_deck(raw: Any, pointer: str = "") -> dict[str, Any]:
    """A deck object, with a reference deck name replaced by its record."""
    if isinstance(raw, str):
        decks = reference_decks()
        if raw not in decks:
            raise invalid(pointer, f"unknown reference deck {raw!r} (known: {', '.join(sorted(decks))})")
        return decks[raw]
    if not isinstance(raw, dict):
        raise invalid(pointer, "a deck is an object {ruler, main, stones, sideboard} or a reference deck name")
    unknown = set(raw) - {"ruler", "main", "stones", "sideboard", "stranger", "runes", "name", "card_set", "format"}
    if unknown:
        raise invalid(f"{pointer}/{sorted(unknown)[0]}", "unknown deck field")
    return raw


def _ruler_problems(cat: Catalogue, card: CardDef, at: str, *, starting: bool) -> list[Violation]:
    """A ruler's own problems: FOW-DECK-1 (no Arcana-race or Basic starting ruler) and FOW-DECK-6-R for
    either of its sides (a J-ruler side with an unsupported line is refused like any unsupported card)."""
    problems: list[Violation] = []
    if starting and "basic" in card.subtypes:
        problems.append(violation("FOW-DECK-1", f"{card.name} is a Basic ruler: it cannot be the starting ruler", path=at))
    if starting and any(race.strip().lower() == "arcana" for race in card.races):
        problems.append(violation("FOW-DECK-1", f"{card.name} is of the Arcana race: it cannot be the starting ruler", path=at))
    if card.unsupported:
        problems.append(violation("FOW-DECK-6-R", f"{card.name} has abilities the engine cannot play: {'; '.join(card.unsupported)}", path=at))
    back = cat.defs.get(card.sides.back) if card.sides is not None else None
    if back is not None and back.unsupported:
        problems.append(
            violation("FOW-DECK-6-R", f"{card.name}'s J-ruler side {back.name} has abilities the engine cannot play: {'; '.join(back.unsupported)}", path=at)
        )
    return problems


def _format_of(deck: dict[str, Any], problems: list[Violation]) -> Format | None:
    name = deck.get("format")
    if name is None:
        return None
    known = formats()
    if not isinstance(name, str) or name not in known:
        problems.append(violation("FOW-DECK-7-R", f"unknown format {name!r} (known: {', '.join(known)})", path="/format"))
        return None
    return known[name]


def validate_deck(cat: Catalogue, raw: Any) -> tuple[list[Violation], DeckList | None]:
    """Every problem of a deck (paths relative to the deck), and its normalized list when it has none."""
    deck = resolve_deck(raw)
    problems: list[Violation] = []
    legal = _format_of(deck, problems)
    parts: dict[str, dict[str, int]] = {}
    where: dict[str, dict[str, str]] = {}
    for part in PARTS:
        parts[part], where[part] = _counts(deck.get(part), f"/{part}")
    ruler_id = deck.get("ruler")
    ruler = cat.defs.get(ruler_id) if isinstance(ruler_id, str) else None
    if ruler_id is None:
        problems.append(violation("FOW-DECK-1", "the deck has no ruler", path="/ruler"))
    elif ruler is None:
        problems.append(violation("FOW-DECK-6-R", f"{ruler_id!r} is not a card of {cat.id}", path="/ruler"))
    elif ruler.type != "ruler":
        problems.append(violation("FOW-DECK-1", f"{ruler.name} is a {ruler.type}, not a ruler", path="/ruler"))
    else:
        problems.extend(_ruler_problems(cat, ruler, "/ruler", starting=True))
        if legal is not None and not legal.admits(ruler.set):
            problems.append(violation("FOW-DECK-7-R", f"{ruler.name} is from set {ruler.set!r}, not legal in {legal.name}", path="/ruler"))
    names: Counter[str] = Counter()
    name_where: dict[str, str] = {}
    stone_names: set[str] = set()
    allowed: dict[str, int | Literal["any"]] = {}  # FOW-DECK-COPIES-R
    for part in PARTS:
        for card_id, copies in parts[part].items():
            at = where[part][card_id]
            card = cat.defs.get(card_id)
            if card is None:
                problems.append(violation("FOW-DECK-6-R", f"{card_id!r} is not a card of {cat.id}", path=at))
                continue
            if legal is not None and not legal.admits(card.set):
                problems.append(violation("FOW-DECK-7-R", f"{card.name} is from set {card.set!r}, not legal in {legal.name}", path=at))
            sideboard_ruler = part == "sideboard" and card.type == "ruler"
            if sideboard_ruler:
                problems.extend(_sideboard_ruler(cat, card, ruler, at))
            elif card.unsupported:
                problems.append(
                    violation("FOW-DECK-6-R", f"{card.name} has abilities the engine cannot play: {'; '.join(card.unsupported)}", path=at)
                )
            half = cat.defs.get(card.chant_half) if card.chant_half is not None else None
            if half is not None and half.unsupported:
                # fow-y-alt: FOW-ALT-CARD-R: either half may be played, so both must be playable.
                problems.append(violation("FOW-DECK-6-R", f"{card.name}'s chant half {half.name} has abilities the engine cannot play: {'; '.join(half.unsupported)}", path=at))
            # fow-faces: FOW-INVERSE-SIDE-R (CR 1302.3e, 1302.7): an inverse card is put in a deck by its hope
            # side (the card's front); its despair side is no card of its own, and both sides must be playable.
            other = cat.defs.get(card.sides.back) if card.sides is not None and card.type not in ("ruler", "j_ruler") else None
            if other is not None and card.sides is not None and card.sides.back == card.id:
                problems.append(violation("FOW-INVERSE-SIDE-R", f"{card.name} is the despair side of an inverse card: a deck names its hope side {card.sides.front!r}", path=at))
            elif other is not None and other.unsupported:
                problems.append(violation("FOW-DECK-6-R", f"{card.name}'s despair side {other.name} has abilities the engine cannot play: {'; '.join(other.unsupported)}", path=at))
            if part == "main" and "stranger" in card.subtypes:
                problems.append(violation("FOW-DECK-STRANGER-R", f"{card.name} is a stranger card: it begins the game in the stranger deck, not the deck", path=at))
            if part == "main" and card.type not in MAIN_DECK_TYPES:
                problems.append(violation("FOW-DECK-2", f"{card.name} is a {card.type}: the main deck holds resonators, chants, additions and regalia", path=at))
            if part == "stones" and card.type != "magic_stone":
                problems.append(violation("FOW-DECK-4", f"{card.name} is a {card.type}, not a magic stone", path=at))
            if part == "sideboard" and card.type not in (*MAIN_DECK_TYPES, "magic_stone", "rune") and not sideboard_ruler:
                problems.append(violation("FOW-DECK-5", f"{card.name} is a {card.type}: a sideboard holds deck cards, stones and other rulers", path=at))
            if card.type == "magic_stone":
                stone_names.update(card.names)
            if part == "stranger":
                continue  # counted apart (CR 402.7b; CR 404.1 does not name the stranger deck)
            if card.id in cat.chant_halves:
                # fow-y-alt: FOW-ALT-CARD-R (CR 1307.1-1307.2): the chant half of an alternative card is no card of its own.
                front = next(c.id for c in cat.card_set.cards if c.chant_half == card.id)
                problems.append(violation("FOW-ALT-CARD-R", f"{card.name} is the chant half of an alternative card: a deck names the card {front!r}", path=at))
            if not (card.type == "magic_stone" and "basic" in card.subtypes):
                # fow-y-alt: FOW-ALT-COMBINED-R (CR 1307.5a): an alternative card counts under both its names.
                whole = cat.alternative_whole(card, cat.defs[card.chant_half]) if card.chant_half is not None and card.chant_half in cat.defs else card
                count_names(names, name_where, whole, copies, at)
            if card.copies is not None:
                allowed[card.name] = card.copies
    problems.extend(_stranger_deck(cat, ruler, parts, where))
    runes, rune_where = _counts(deck.get("runes"), "/runes")
    problems.extend(_rune_deck_problems(cat, ruler, runes, rune_where, legal))
    for card_id, copies in runes.items():
        card = cat.defs.get(card_id)
        if card is not None:
            # CR 404.1: four of a name between the deck, sideboard and rune deck.
            count_names(names, name_where, card, copies, rune_where[card_id])
            if card.copies is not None:
                allowed[card.name] = card.copies
    problems.extend(_hope_and_despair(cat, ruler, parts, where))
    problems.extend(_ruler_deck_rules(cat, ruler, parts, where))
    for name, copies in sorted(names.items()):
        most = allowed.get(name, MAX_COPIES)
        if most != "any" and copies > most:
            code = "FOW-DECK-4" if name in stone_names else "FOW-DECK-3" if most == MAX_COPIES else "FOW-DECK-COPIES-R"
            problems.append(violation(code, f"{copies} copies of {name}: at most {most} of a name", path=name_where[name]))
    main_size = sum(parts["main"].values())
    least = ruler.deck_rules.min_main if ruler is not None and ruler.deck_rules is not None else None
    if least is not None and not least <= main_size <= MAX_MAIN_NO_MAXIMUM:
        message = f"the main deck has {main_size} cards: {ruler.name if ruler else ''} needs at least {least}, and at most {MAX_MAIN_NO_MAXIMUM}"
        problems.append(violation("FOW-DECK-RULER-SIZE-R", message, path="/main"))
    elif least is None and not 40 <= main_size <= 60:
        problems.append(violation("FOW-DECK-2", f"the main deck has {main_size} cards: it needs 40 to 60", path="/main"))
    stone_size = sum(parts["stones"].values())
    if not 10 <= stone_size <= 20:
        problems.append(violation("FOW-DECK-4", f"the magic stone deck has {stone_size} stones: it needs 10 to 20", path="/stones"))
    side_size = sum(parts["sideboard"].values())
    if not 1 <= side_size <= 15:
        problems.append(violation("FOW-DECK-5", f"the sideboard has {side_size} cards: a constructed sideboard holds 1 to 15", path="/sideboard"))
    if problems:
        return problems, None
    assert isinstance(ruler_id, str)
    listed = DeckList(ruler=ruler_id, main=parts["main"], stones=parts["stones"], sideboard=parts["sideboard"], stranger=parts["stranger"] or UNSET)
    if runes:
        listed.runes = runes
    return [], listed


def _stranger_deck(cat: Catalogue, ruler: CardDef | None, parts: dict[str, dict[str, int]], where: dict[str, dict[str, str]]) -> list[Violation]:
    """FOW-DECK-STRANGER-R (CR 402.7, 402.7a, 402.7a-1, 402.7b, 1142.2): the stranger deck holds stranger cards
    only, exactly zero or ten of them, at most two of a name, and none unless the starting ruler has
    [Stranger].  (A stranger card in the deck is refused where the deck is read, CR 1305.2.)"""
    cards = parts["stranger"]
    if not cards:
        return []
    problems: list[Violation] = []
    if ruler is not None and ruler.stranger is None:
        problems.append(violation("FOW-DECK-STRANGER-R", f"{ruler.name} has no [Stranger]: its player has no cards in a stranger deck", path="/stranger"))
    size = sum(cards.values())
    if size != STRANGER_DECK:
        problems.append(violation("FOW-DECK-STRANGER-R", f"the stranger deck has {size} cards: it has exactly zero or {STRANGER_DECK}", path="/stranger"))
    names: Counter[str] = Counter()
    first: dict[str, str] = {}
    for card_id, copies in cards.items():
        card = cat.defs.get(card_id)
        if card is None:
            continue
        if "stranger" not in card.subtypes:
            problems.append(violation("FOW-DECK-STRANGER-R", f"{card.name} is not a stranger card: a stranger deck holds stranger cards only", path=where["stranger"][card_id]))
        count_names(names, first, card, copies, where["stranger"][card_id])
    for name, copies in sorted(names.items()):
        if copies > STRANGER_COPIES:
            problems.append(violation("FOW-DECK-STRANGER-R", f"{copies} copies of {name} in the stranger deck: at most {STRANGER_COPIES} of a name", path=first[name]))
    return problems


RUNE_DECK_SIZE = 5


def _rune_deck_problems(cat: Catalogue, ruler: CardDef | None, runes: dict[str, int], where: dict[str, str], legal: Format | None) -> list[Violation]:
    """FOW-RUNE-DECK-R (CR 402.6-402.6d): a rune deck holds only rune cards, exactly zero or five, only when
    a side of the starting ruler has [Divinity] (CR 402.6a-1, 404.8), one card of a name, at most one master
    rune; its cards are playable cards of the set (FOW-DECK-6-R) legal in the format (FOW-DECK-7-R)."""
    problems: list[Violation] = []
    if not runes:
        return problems
    masters: list[str] = []
    for card_id, copies in runes.items():
        at = where[card_id]
        card = cat.defs.get(card_id)
        if card is None:
            problems.append(violation("FOW-DECK-6-R", f"{card_id!r} is not a card of {cat.id}", path=at))
            continue
        if card.rune is None:
            problems.append(violation("FOW-RUNE-DECK-R", f"{card.name} is not a rune: a rune deck holds only rune cards (CR 402.6)", path=at))
            continue
        if card.unsupported:
            problems.append(violation("FOW-DECK-6-R", f"{card.name} has abilities the engine cannot play: {'; '.join(card.unsupported)}", path=at))
        if legal is not None and not legal.admits(card.set):
            problems.append(violation("FOW-DECK-7-R", f"{card.name} is from set {card.set!r}, not legal in {legal.name}", path=at))
        if copies > 1:
            problems.append(violation("FOW-RUNE-DECK-R", f"{copies} copies of {card.name}: a rune deck holds one card of a name (CR 402.6b)", path=at))
        if card.rune == "master":
            masters.append(card.name)
        if card.type == "rune" and ruler is not None and ruler.type == "ruler" and not set(card.attributes) & set(ruler.attributes):
            # FOW-RUNE-DECK-ATTR-R (CR 402.6d): a rune that is not a chant (nor an addition) shares an attribute
            # with the starting ruler.
            message = f"{card.name} is a rune that is not a chant: it shares no attribute with {ruler.name} (CR 402.6d)"
            problems.append(violation("FOW-RUNE-DECK-ATTR-R", message, path=at))
    names: dict[str, str] = {}
    for card_id in runes:
        card = cat.defs.get(card_id)
        if card is not None and card.rune is not None:
            if card.has_any_name(names):
                problems.append(violation("FOW-RUNE-DECK-R", f"{card.name} twice: a rune deck holds one card of a name (CR 402.6b)", path=where[card_id]))
            for name in card.names:
                names.setdefault(name, card_id)
    if len(masters) > 1:
        problems.append(violation("FOW-RUNE-DECK-R", f"master runes {', '.join(masters)}: a rune deck holds at most one (CR 402.6c)", path="/runes"))
    size = sum(runes.values())
    if size != RUNE_DECK_SIZE:
        problems.append(violation("FOW-RUNE-DECK-R", f"the rune deck has {size} cards: it holds exactly zero or {RUNE_DECK_SIZE} (CR 402.6a)", path="/runes"))
    if ruler is not None and ruler.type == "ruler":
        back = cat.defs.get(ruler.sides.back) if ruler.sides is not None else None
        if all(side is None or side.divinity is None for side in (ruler, back)):
            problems.append(violation("FOW-RUNE-DECK-R", f"{ruler.name} has no [Divinity]: its deck has no rune deck (CR 402.6a-1)", path="/runes"))
    return problems


def _hope_and_despair(cat: Catalogue, ruler: CardDef | None, parts: dict[str, dict[str, int]], where: dict[str, dict[str, str]]) -> list[Violation]:
    """FOW-KW-WILL-HOPE-DESPAIR-R (CR 402.2e, 402.2f, 402.3d, 402.4e): the ruler (either side), the main deck
    and the magic stone deck hold cards with [Will of Hope] or cards with [Will of Despair], not both; the
    first card of the other keyword after the first of one is named."""
    held: list[tuple[str, str, CardDef]] = []
    if ruler is not None:
        back = cat.defs.get(ruler.sides.back) if ruler.sides is not None else None
        held.extend(("/ruler", side.name, side) for side in (ruler, back) if side is not None)
    for part in ("main", "stones"):
        held.extend((where[part][card_id], cat.defs[card_id].name, cat.defs[card_id]) for card_id in parts[part] if card_id in cat.defs)
    words = {"will_of_hope": "[Will of Hope]", "will_of_despair": "[Will of Despair]"}
    first: dict[str, str] = {}
    for at, name, card in held:
        for keyword, other in (("will_of_hope", "will_of_despair"), ("will_of_despair", "will_of_hope")):
            if keyword not in card.keywords:
                continue
            if other in first:
                message = f"{name} has {words[keyword]} and {first[other]} has {words[other]}: a deck holds cards with one of the two only"
                return [violation("FOW-KW-WILL-HOPE-DESPAIR-R", message, path=at)]
            first.setdefault(keyword, name)
    return []


def _ruler_deck_rules(cat: Catalogue, ruler: CardDef | None, parts: dict[str, dict[str, int]], where: dict[str, dict[str, str]]) -> list[Violation]:
    """The starting ruler's printed deck restrictions (DeckRules), applied to the main deck and, where the text
    says so, the magic stone deck -- not to the sideboard (CR 404.1b)."""
    rules = ruler.deck_rules if ruler is not None else None
    if ruler is None or rules is None:
        return []
    problems: list[Violation] = []
    words = {"tales": "[Tales]", "villains": "[Villains]"}
    for part in ("main", "stones"):
        for card_id in parts[part]:
            card = cat.defs.get(card_id)
            if card is None:
                continue
            for keyword in rules.without:
                if keyword in card.keywords:
                    message = f"{card.name} has {words[keyword]}: {ruler.name} allows no card with {words[keyword]} in the deck or magic stone deck"
                    problems.append(violation("FOW-DECK-RULER-KEYWORD-R", message, path=where[part][card_id]))
            if part == "main" and rules.only_attribute is not None and rules.only_attribute not in card.attributes:
                message = f"{card.name} is not a {rules.only_attribute} card: {ruler.name} allows only {rules.only_attribute} cards in the deck"
                problems.append(violation("FOW-DECK-RULER-ATTRIBUTE-R", message, path=where[part][card_id]))
            if part == "main" and rules.only_attributes and not (card.attributes and set(card.attributes) <= set(rules.only_attributes)):
                # fow-hero3: FOW-DECK-RULER-ATTRIBUTES-R: one or both of those attributes, and no other (a void card is none).
                allowed = " and/or ".join(rules.only_attributes)
                message = f"{card.name} is not a card of only {allowed}: {ruler.name} allows only {allowed} cards with no other attribute in the deck"
                problems.append(violation("FOW-DECK-RULER-ATTRIBUTES-R", message, path=where[part][card_id]))
    if rules.singleton:
        copies: Counter[str] = Counter()
        first: dict[str, str] = {}
        # A restriction on other cards applies to the deck, not to the sideboard (CR 404.1b), whatever a card
        # permits (CR 404.7a, FOW-DECK-COPIES-R).
        for card_id, count in parts["main"].items():
            card = cat.defs.get(card_id)
            if card is None or card.type not in MAIN_DECK_TYPES:
                continue
            count_names(copies, first, card, count, where["main"][card_id])
        for name, count in sorted(copies.items()):
            if count > 1:
                message = f"{count} copies of {name}: {ruler.name} allows one copy of a card in the deck"
                problems.append(violation("FOW-DECK-RULER-SINGLETON-R", message, path=first[name]))
    return problems


def count_names(names: Counter[str], first: dict[str, str], card: CardDef, copies: int, at: str) -> None:
    """CR 402.3b, 404.1 (copies of a name): ``copies`` of ``card`` counted under each name it has
    (FOW-ALSO-NAMED-R: a name it has in addition to its own counts too, CR 904.3), where the first was seen."""
    for name in card.names:
        names[name] += copies
        first.setdefault(name, at)


def _sideboard_ruler(cat: Catalogue, card: CardDef, starting: CardDef | None, at: str) -> list[Violation]:
    """A ruler in the sideboard (CR 403): non-basic, not sharing the starting ruler's name; both sides
    must be playable like any card."""
    problems = _ruler_problems(cat, card, at, starting=False)
    if "basic" in card.subtypes:
        problems.append(violation("FOW-DECK-5", f"{card.name} is a Basic ruler: only non-basic rulers may be in the sideboard", path=at))
    if starting is not None and card.has_any_name(starting.names):
        problems.append(violation("FOW-DECK-5", f"{card.name} shares the starting ruler's name: it cannot be in the sideboard", path=at))
    return problems


def catalogue_of_deck(card_set: Any) -> Catalogue:
    """The card set a deck carries in ``deck.card_set``: problems are named under ``/deck/card_set``
    (where the body holds them), not under ``/options/card_set``."""
    decoded = convert(card_set, CardSet, prefix="/deck/card_set")
    try:
        return custom_catalogue(canonical_json(decoded))
    except InputError as exc:
        raise InputError(
            [FieldError(e.pointer.replace("/options/card_set", "/deck/card_set", 1), e.message) for e in exc.errors]
        ) from None


def deck_or_error(cat: Catalogue, raw: Any, pointer: str) -> DeckList:
    if isinstance(raw, str):
        # A reference deck named: its list against this card set is the same every time (the
        # successes are kept on the catalogue; each state gets its own copy).
        kept = cat.reference_deck_lists.get(raw)
        if kept is not None:
            return DeckList(ruler=kept.ruler, main=dict(kept.main), stones=dict(kept.stones), sideboard=dict(kept.sideboard), stranger=dict(kept.stranger) if kept.stranger else UNSET)
    problems, deck = validate_deck(cat, raw)
    if deck is None:
        raise InputError([FieldError(pointer + p.path, f"{p.code}: {p.message}") for p in problems])
    if isinstance(raw, str):
        cat.reference_deck_lists[raw] = DeckList(ruler=deck.ruler, main=dict(deck.main), stones=dict(deck.stones), sideboard=dict(deck.sideboard), stranger=dict(deck.stranger) if deck.stranger else UNSET)
    return deck


def instances(pid: str, deck: DeckList) -> dict[str, list[str]]:
    """The instance ids of a registered deck by zone: ``ruler``, ``main``, ``stones``, ``sideboard`` and, with a
    stranger deck, ``stranger``; with a rune deck, ``runes``.
    Copies are numbered per card across the parts, so every instance id is unique."""
    runes = () if deck.runes is UNSET else tuple(deck.runes.items())
    key = (pid, deck.ruler, tuple(deck.main.items()), tuple(deck.stones.items()), tuple(deck.sideboard.items()), tuple((deck.stranger or {}).items()), runes)
    return {part: list(ids) for part, ids in _instances(key).items()}


@functools.lru_cache(maxsize=256)
def _instances(key: tuple[Any, ...]) -> dict[str, tuple[str, ...]]:
    pid, ruler, *parts = key
    numbered: Counter[str] = Counter()
    result: dict[str, tuple[str, ...]] = {"ruler": (f"{pid}:{ruler}#1",)}
    numbered[ruler] = 1
    for part, items in zip((*PARTS, "runes"), parts, strict=True):
        ids: list[str] = []
        for card_id, copies in items:
            for _ in range(copies):
                numbered[card_id] += 1
                ids.append(f"{pid}:{card_id}#{numbered[card_id]}")
        if ids or part not in ("stranger", "runes"):
            # a deck without a stranger deck (rune deck) has no such part (FOW-DECK-STRANGER-R, FOW-RUNE-DECK-R)
            result[part] = tuple(ids)
    return result


def replacement_order_problem(cat: Catalogue, deck_lists: list[DeckList]) -> str | None:
    """FOW-REPLACEMENT-ORDER-R (CR 910.2): the decks of one game holding both a card that sends itself elsewhere
    instead of a graveyard (FOW-SELF-GRAVEYARD-INSTEAD-R) and a card that removes from the game a resonator it
    dealt damage to instead (FOW-DAMAGED-REMOVED-INSTEAD-R) or a card it targets this turn (fow-s-deal:
    FOW-REMOVED-INSTEAD-TURN-R): both may replace one card's move to a graveyard,
    and which applies is the choice of that card's controller, a choice the referee does not ask; fow-s-grimm-a: likewise
    a card redirecting damage to it (FOW-REDIRECT-R) and one redirecting the next damage a card deals to its controller
    (FOW-NEXT-DAMAGE-TO-YOU-R), both redirecting one damage (CR 910.2a: the player dealt damage chooses). Such a game is
    refused (never one order guessed); None when the decks cannot meet the case (most card sets have neither).
    fow-v-grant: FOW-GAINS-QUOTED-TURN-R -- likewise a game with both a card whose one-time effect makes a card lose all
    abilities (FOW-LOSE-ABILITIES-R) and one gaining a quoted text until end of turn: which one is later (CR 909.1d)
    is not weighed, so such a game is refused with that code; fow-w-grant: FOW-GROUP-GAINS-QUOTED-R -- likewise with a card whose
    continuous ability grants J/resonators a quoted ability (a will ability, FOW-GRANTED-WILL-GROUP-R) of their own."""
    pairs = [
        (first, second, what, code)
        for first, second, what, code in (
            ("graveyard_instead", "damaged_removed", "replace one card's move to a graveyard", "FOW-REPLACEMENT-ORDER-R"),
            ("redirect", "next_damage_to_you", "redirect one damage", "FOW-REPLACEMENT-ORDER-R"),
            # fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R, a replacement of the same kind as the two first.
            ("graveyard_instead", "added_damaged_removed_life", "replace one card's move to a graveyard", "FOW-REPLACEMENT-ORDER-R"),
            ("damaged_removed", "added_damaged_removed_life", "replace one card's move to a graveyard", "FOW-REPLACEMENT-ORDER-R"),
            ("no_abilities", "gained", "change one card's abilities in timestamp order", "FOW-GAINS-QUOTED-TURN-R"),  # fow-v-grant
            ("no_abilities", "granted_group", "change one card's abilities in timestamp order", "FOW-GROUP-GAINS-QUOTED-R"),  # fow-w-grant
        )
        if {first, second} <= cat.flags
    ]
    for first, second, what, code in pairs:
        found: dict[str, set[str]] = {first: set(), second: set()}
        for deck in deck_lists:
            parts = [deck.main, deck.stones, deck.sideboard, deck.stranger or {}, {deck.ruler: 1}]
            for card_id in (c for part in parts for c in part):
                card = cat.defs.get(card_id)
                sides = [card] if card is None or card.sides is None else [card, cat.defs.get(card.sides.back)]
                for side in (d for d in sides if d is not None):
                    for name in found:
                        if _replaces(side, name):
                            found[name].add(side.id)
        if found[first] and found[second]:
            if code != "FOW-REPLACEMENT-ORDER-R":
                return f"{code}: {', '.join(sorted(found[first]))} and {', '.join(sorted(found[second]))} may both {what} (CR 909.1d), which this referee does not weigh: a game with both is not supported"
            return (
                f"FOW-REPLACEMENT-ORDER-R: {', '.join(sorted(found[first]))} and {', '.join(sorted(found[second]))} may both {what}, and which"
                " applies is a player's choice (CR 910.2), which this referee does not ask: a game with both is not supported"
            )
    return None


def _replaces(card: CardDef, name: str) -> bool:
    """FOW-REPLACEMENT-ORDER-R: whether ``card`` holds the replacement ``name`` (one of the catalogue's flags)."""
    if name == "redirect":
        return any(isinstance(a, Continuous) and a.redirect is not None for a in card.abilities)
    if name == "next_damage_to_you":
        return any(isinstance(e, Modify) and e.next_damage_to_you for e in _all_effects(card))
    if name == "no_abilities":
        return any(isinstance(e, Modify) and "no_abilities" in e.flags for e in _all_effects(card))  # fow-v-grant
    if name == "gained":
        return any(isinstance(e, Modify) and e.gained is not None for e in _all_effects(card))  # fow-v-grant: FOW-GAINS-QUOTED-TURN-R
    if name == "granted_group":
        # fow-w-grant: FOW-GROUP-GAINS-QUOTED-R, FOW-GRANTED-WILL-GROUP-R
        return any(isinstance(a, Continuous) and (a.granted or (a.grants_will and a.scope != "your_magic_stones")) for a in card.abilities)
    if name == "damaged_removed" and removes_instead(card):
        return True  # fow-s-deal: FOW-REMOVED-INSTEAD-TURN-R
    return bool(getattr(card, name))
