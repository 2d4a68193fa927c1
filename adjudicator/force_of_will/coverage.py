"""What a community card database gives a player, cluster by cluster: how many cards are imported and
fully supported, and whether the cluster is *playable* -- a legal deck of its supported cards exists in
the cluster's format (:mod:`.formats`) and a game set up with it plays to the end.

The deck is built automatically from the supported cards (:func:`build_deck`), and the game is played
by a deterministic random policy (:func:`play_to_end`): the same database and seed give the same
figures.  Everything here is pure (no I/O); ``adjudicator import-fowsim FILE --summary`` prints
:func:`summary`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from ..core.rng import Rng, seed_rng
from .battle import legal_attackers
from .board import Board
from .cards import CardSet, Catalogue, catalogue_card_set, catalogue_for
from .decks import validate_deck
from .engine import ForceOfWill
from .formats import Format, format_id_of_cluster, formats
from .importer import import_fowsim
from .state import State
from .vocabulary import ATTRIBUTES, MAIN_DECK_TYPES, CardDef, DeckRules

GAME = ForceOfWill()
MAIN_SIZE = 40
STONE_SIZE = 10
PROGRESS = ("play_card", "activate", "judgment", "start_battle", "call_stone", "play_automatic")


class PlayResult(msgspec.Struct, frozen=True):
    """How a playout ended: ``ended`` by the rules (life, deck-out), or why not."""

    ended: bool
    reason: str
    steps: int


def _playable_ruler(cat: Catalogue, card: CardDef) -> bool:
    if card.type != "ruler" or card.unsupported or "basic" in card.subtypes:
        return False
    if any(race.strip().lower() == "arcana" for race in card.races):
        return False
    back = cat.defs.get(card.sides.back) if card.sides is not None else None
    return back is None or not back.unsupported


def _stone_makes(stone: CardDef, ruler: CardDef) -> list[str]:
    """The will a magic stone makes in a deck led by ``ruler`` (FOW-WILL-SHARED-R: only its attributes)."""
    return [k for k in stone.stone_produces if not stone.stone_shared or k in ruler.attributes]


def build_deck(cat: Catalogue, legal: Format, ruler: CardDef, format_id: str, *, attribute: str | None = None) -> dict[str, Any] | None:
    """A deck of supported cards of ``legal`` led by ``ruler``: basic stones of its attributes (or any),
    then the cheapest main-deck cards it can pay for, 4 copies of a name; None if none is legal.  With
    ``attribute`` a deck of that attribute: its basic stones only, and main-deck cards they pay for."""
    # fow-faces: FOW-INVERSE-SIDE-R: a despair side (a back side) is no card of a deck.
    supported = [c for c in cat.card_set.cards if not c.unsupported and legal.admits(c.set) and (c.sides is None or c.sides.back != c.id) and c.id not in cat.chant_halves]
    basics = [c for c in supported if c.type == "magic_stone" and "basic" in c.subtypes]
    wanted: list[str] = [attribute] if attribute is not None else list(ruler.attributes) or list(ATTRIBUTES)
    if attribute is not None:
        basics = [c for c in basics if attribute in c.stone_produces]
    stones_of = [c for c in basics if set(c.stone_produces) & set(wanted)] or basics
    stones: dict[str, int] = {}
    if not stones_of:
        if attribute is not None:
            return None
        # No basic stone in the format (FOW-DECK-4): special stones, at most 4 of a name, its attributes first.
        specials = sorted((c for c in supported if c.type == "magic_stone"), key=lambda c: (not set(_stone_makes(c, ruler)) & set(wanted), c.id))
        named: Counter[str] = Counter()
        for card in specials:
            copies = min(4 - max(named[n] for n in card.names), STONE_SIZE - sum(stones.values()))  # FOW-ALSO-NAMED-R: each name
            if copies > 0:
                stones[card.id] = copies
                named.update(dict.fromkeys(card.names, copies))
        if sum(stones.values()) < STONE_SIZE:
            return None
        chosen_stones = [cat.defs[card_id] for card_id in stones]
    else:
        chosen_stones = []
        for kind in wanted:
            found = next((c for c in stones_of if kind in c.stone_produces), None)
            if found is not None and found not in chosen_stones:
                chosen_stones.append(found)
        chosen_stones = chosen_stones or stones_of[:1]
        for index in range(STONE_SIZE):
            card = chosen_stones[index % len(chosen_stones)]
            stones[card.id] = stones.get(card.id, 0) + 1
    will = {w for c in chosen_stones for w in _stone_makes(c, ruler)}

    def payable(card: CardDef) -> bool:
        return card.cost is not None and set(card.cost.specified) <= will

    candidates = sorted(
        (c for c in supported if c.type in MAIN_DECK_TYPES and "stranger" not in c.subtypes and (attribute is None or payable(c))),  # FOW-DECK-STRANGER-R
        key=lambda c: (not payable(c), c.cost.total if c.cost else 0, c.id),
    )
    main: dict[str, int] = {}
    names = Counter(name for card_id, n in stones.items() if "basic" not in cat.defs[card_id].subtypes for name in cat.defs[card_id].names for _ in range(n))
    total = 0
    # FOW-KW-WILL-HOPE-DESPAIR-R: cards with [Will of Hope] or with [Will of Despair], not both -- the
    # ruler's (or else the first chosen card's) marker decides.
    markers = {"will_of_hope", "will_of_despair"}
    back = cat.defs.get(ruler.sides.back) if ruler.sides is not None else None
    side = set(ruler.keywords + (back.keywords if back is not None else [])) & markers
    # FOW-DECK-RULER-*-R: the starting ruler's printed restrictions.
    rules = ruler.deck_rules or DeckRules()
    size = max(MAIN_SIZE, rules.min_main or 0)
    most = 1 if rules.singleton else 4
    for card in candidates:
        copies = min(most - max(names[n] for n in card.names), size - total)
        marked = set(card.keywords) & markers
        if copies <= 0 or marked and side and marked != side:
            continue
        if set(card.keywords) & set(rules.without) or rules.only_attribute is not None and rules.only_attribute not in card.attributes:
            continue
        if rules.only_attributes and not (card.attributes and set(card.attributes) <= set(rules.only_attributes)):
            continue  # fow-hero3: FOW-DECK-RULER-ATTRIBUTES-R
        side = side or marked
        main[card.id] = copies
        names.update(dict.fromkeys(card.names, copies))
        total += copies
        if total == size:
            break
    if total < size:
        return None
    # One sideboard card (FOW-DECK-5) that keeps every name within 4 copies (a basic stone has no limit).
    spare = next((c for c in [*chosen_stones, *candidates] if "basic" in c.subtypes or max(names[n] for n in c.names) < (4 if c.type == "magic_stone" else most)), None)
    if spare is None:
        return None
    deck = {"ruler": ruler.id, "main": main, "stones": stones, "sideboard": {spare.id: 1}, "format": format_id}
    problems, _ = validate_deck(cat, deck)
    return None if problems else deck


def deck_card_set(cat: Catalogue, decks: list[dict[str, Any]], set_id: str) -> dict[str, Any]:
    """The card set of just the cards the decks use (and their rulers' J sides): a game carries its card
    set in its options, so a small one keeps every action cheap."""
    ids: set[str] = set()
    for deck in decks:
        ids.add(deck["ruler"])
        for part in ("main", "stones", "sideboard"):
            ids.update(deck[part])
    for card_id in list(ids):
        sides = cat.defs[card_id].sides
        if sides is not None:
            ids.update((sides.front, sides.back))
        if (half := cat.defs[card_id].chant_half) is not None:
            ids.add(half)  # fow-y-alt: FOW-ALT-CARD-R: an alternative card's chant half comes with it
    cards = [msgspec.to_builtins(c) for c in cat.card_set.cards if c.id in ids]
    return {"id": set_id, "name": "decks of an imported database", "cards": cards}


def choose(state: State, listed: list[Any], turn_cap: int) -> list[Any]:
    """The actions the policy picks from: stones first, then plays and attacks over passing."""
    mine = [a for a in listed if a.player in set(state.to_act)]
    tag = {id(a): a.__struct_config__.tag for a in mine}
    if state.turn.number > turn_cap:
        return [a for a in mine if tag[id(a)] == "concede"]
    mine = [a for a in mine if tag[id(a)] not in ("concede", "produce_will")]
    tags = {tag[id(a)] for a in mine}
    if "call_stone" in tags:
        if "judgment" in tags and state.seq % 3 == 0:
            return [a for a in mine if tag[id(a)] == "judgment"]
        return [a for a in mine if tag[id(a)] == "call_stone"]
    if state.decision is not None and state.decision.kind == "declare_attack":
        return [a for a in mine if a.attacker is not None] or mine
    if state.decision is not None:
        return mine
    progress = [a for a in mine if tag[id(a)] in PROGRESS]
    if any(tag[id(a)] == "start_battle" for a in progress):
        board = Board(catalogue_for(state.options), state)
        if not legal_attackers(board, board.player(state.turn.player)):
            progress = [a for a in progress if tag[id(a)] != "start_battle"]
    if progress and (state.priority == state.turn.player or state.seq % 3 == 0):
        return progress
    return [a for a in mine if tag[id(a)] == "pass"] or mine


def play_to_end(card_set: dict[str, Any], decks: dict[str, dict[str, Any]], seed: str, *, turn_cap: int = 90, max_steps: int = 20_000) -> PlayResult:
    """Set up a game with ``decks`` and play it with the seeded policy; checks the state as it goes."""
    players = list(decks)
    state = GAME.setup(None, players, seed, {"card_set": card_set}, decks)
    GAME.check(state)
    chooser = Rng(seed_rng(seed, "coverage-policy"))
    for step in range(max_steps):
        if state.over:
            GAME.check(state)
            reason = state.result.reason if state.result is not None else ""
            return PlayResult(ended=reason != "concede", reason=reason, steps=step)
        listed = GAME.legal_actions(state)
        if not listed:
            return PlayResult(ended=False, reason="nobody can act", steps=step)
        options = choose(state, listed, turn_cap) or listed
        result = GAME.adjudicate(state, options[chooser.below(len(options))], owned=True)
        if not result.valid or result.state is None:
            return PlayResult(ended=False, reason=f"a listed action was refused: {result.violation}", steps=step)
        state = result.state
        if step % 50 == 0:
            GAME.check(state)
    return PlayResult(ended=False, reason=f"no end within {max_steps} steps", steps=max_steps)


def cluster_decks(cat: Catalogue, format_id: str, *, limit: int = 2) -> list[dict[str, Any]]:
    """Up to ``limit`` legal decks of the format, each led by another ruler (attribute order)."""
    legal = formats()[format_id]
    rulers = sorted((c for c in cat.card_set.cards if legal.admits(c.set) and _playable_ruler(cat, c)), key=lambda c: (c.attributes, c.id))
    decks: list[dict[str, Any]] = []
    for ruler in rulers:
        deck = build_deck(cat, legal, ruler, format_id)
        if deck is not None:
            decks.append(deck)
            if len(decks) == limit:
                break
    return decks


def attribute_decks(cat: Catalogue, format_id: str) -> dict[str, dict[str, Any]]:
    """A legal deck of each attribute the format's supported cards allow: led by a playable ruler of that
    attribute (or of none), with basic stones of that attribute only and main-deck cards they pay for."""
    legal = formats()[format_id]
    rulers = sorted((c for c in cat.card_set.cards if legal.admits(c.set) and _playable_ruler(cat, c)), key=lambda c: (len(c.attributes), c.attributes, c.id))
    decks: dict[str, dict[str, Any]] = {}
    for attribute in ATTRIBUTES:
        for ruler in (r for r in rulers if not r.attributes or attribute in r.attributes):
            deck = build_deck(cat, legal, ruler, format_id, attribute=attribute)
            if deck is not None:
                decks[attribute] = deck
                break
    return decks


def playable(cat: Catalogue, format_id: str, seed: str) -> bool:
    """A legal deck of supported cards exists in the format, and a game with it plays to the end."""
    decks = cluster_decks(cat, format_id)
    if not decks:
        return False
    pair = {"p1": decks[0], "p2": decks[-1]}
    card_set = deck_card_set(cat, decks, f"{format_id}-decks")
    return play_to_end(card_set, pair, seed).ended


def summary(data: Any, *, seed: str = "import-fowsim-summary") -> dict[str, Any]:
    """``{"total": {cards, imported, supported}, "clusters": {name: {cards, imported, supported, playable}}}``."""
    imported = import_fowsim(data)
    cards = [msgspec.convert(c, CardDef) for c in imported["card_set"]["cards"]]
    # Built from the checked records directly: a database may import no card, or more than a card set
    # sent over the API may hold.
    cat = catalogue_card_set(CardSet(id=imported["card_set"]["id"], cards=cards)) if cards else None
    clusters: dict[str, dict[str, Any]] = {}
    for entry in imported["report"]:
        figures = clusters.setdefault(entry["cluster"], {"cards": 0, "imported": 0, "supported": 0, "playable": False})
        figures["cards"] += 1
        figures["imported"] += int(entry["imported"])
        figures["supported"] += int(entry["supported"])
    known = formats()
    for name, figures in clusters.items():
        format_id = format_id_of_cluster(name)
        figures["playable"] = cat is not None and format_id in known and playable(cat, format_id, f"{seed}:{format_id}")
    report = imported["report"]
    total = {"cards": len(report), "imported": sum(1 for e in report if e["imported"]), "supported": sum(1 for e in report if e["supported"])}
    return {"total": total, "clusters": clusters}
