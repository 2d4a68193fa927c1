"""Forged-state detection: a state is refused unless it could have arisen from the rules.

Checked before any rule runs, every error naming its field by JSON Pointer (relative to the state):
every card instance names a card of the set in force and belongs to its owner's registered deck; no card
is in two places and none is missing or made up (cards are conserved); each card sits in a zone its type
allows (stones in the stone deck or field, rulers in the ruler area or field as J-ruler); counts agree with
their lists; life and damage move in steps of 100 (FOW-DMG-2); no J/resonator survives a rule process
(FOW-RP-1); additions are attached to a J/resonator in the field; a player's hand is within the limit
outside the cleanup (FOW-TURN-4); whose decision it is agrees with phase, priority and pending choices;
a finished game has its result; the turn's records (cards entered, attackers, abilities played, spells
forbidden) name players and cards of the game.
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET

from ..core.game import INT32_MAX
from ..core.rng import is_valid_rng_state
from ..core.sink import Sink
from .board import J_RESONATOR_TYPES, Board
from .cards import Catalogue, def_id_of, owner_of
from .decks import instances, replacement_order_problem
from .effects import item_text, mythic_groups
from .plays import watched_event
from .state import DeckList, Entity, Player, State
from .turns import HAND_LIMIT  # FOW-TURN-4's limit, written once
from .vocabulary import MAIN_DECK_TYPES, Activate, Automatic, BanishGem, CardDef, Continuous, Force, PayWill

RULES_VERSION = "fow-cr12.7-1"
NAMES_A_CARD = 5  # FOW-ALSO-NAMED-R: a card's name and up to four it has in addition (CardDef.also_named)
MULLIGAN_HAND = 5


ZONES_BY_TYPE = {
    "ruler": frozenset({"ruler", "field", "sideboard"}),  # another ruler may wait in the sideboard (FOW-DECK-5)
    # FOW-STONE-ZONES-R (CR 321.5): a printed magic stone an effect moves to a hand or a main deck ("put target card
    # from your graveyard into your hand") moves there (321.5b/c redirect only one that gained a main-deck type).
    "magic_stone": frozenset({"stone_deck", "field", "sideboard", "graveyard", "removed", "hand", "deck"}),
}
# fow-plain-runes: FOW-RUNE-CARD-R -- a rune card of no other type is in its rune area (FOW-RUNE-AREA-R, checked
# apart) or a sideboard (CR 403.1); its copy is on the chase (FOW-RUNE-PLAY-R), never the card.
ZONES_BY_TYPE["rune"] = frozenset({"sideboard"})
# "stranger_deck": only the registered stranger deck's cards (FOW-STRANGER-ZONE-R), narrowed in _DeckFacts.
MAIN_ZONES = frozenset({"hand", "deck", "graveyard", "removed", "standby", "sideboard", "field", "chase", "stranger_deck"})
_NO_ZONES: frozenset[str] = frozenset()
CARD_ZONES = ("ruler", "hand", "deck", "stone_deck", "graveyard", "removed", "sideboard", "field", "standby", "chase", "stranger_deck", "rune_area")


def zones_for(card_type: str | None) -> frozenset[str]:
    """The zones a card of ``card_type`` may be in (stones in the stone deck or field, rulers in the ruler
    area or field as J-ruler, main deck cards anywhere else but the stone deck); None: an unknown card."""
    if card_type is None:
        return _NO_ZONES
    return ZONES_BY_TYPE.get(card_type, MAIN_ZONES if card_type in MAIN_DECK_TYPES else _NO_ZONES)


# fow-m-cost: FOW-AWAKENING-WHICH-R
_AWAKENING_WHICH = "FOW-AWAKENING-WHICH-R: the [Awakening] paid is named only for an awakened card with several, one it has"


def _paid_awakening(card: CardDef, awakened: bool, which: int) -> bool:
    """fow-m-cost: FOW-AWAKENING-WHICH-R: whether an object (entity, chase object, pending ability) may name the
    ``which``-th [Awakening] as paid: it is awakened and its card has several [Awakening] abilities, that one among them."""
    return awakened and bool(card.awakenings) and which <= 1 + len(card.awakenings)


def check_state(cat: Catalogue, state: State, sink: Sink) -> None:
    """Report every way ``state`` could not have arisen to ``sink`` (:mod:`adjudicator.core.sink`)."""
    err = sink.error
    if state.rules_version != RULES_VERSION:
        err("/rules_version", f"this engine plays {RULES_VERSION!r}, not {state.rules_version!r}")
    if state.card_set_id != cat.id:
        err("/card_set_id", f"the card set in force is {cat.id!r}")
    if not is_valid_rng_state(state.rng):
        err("/rng", "not a generator state")
    ids = [p.id for p in state.players]
    if len(set(ids)) != 2:
        err("/players", "two players with different ids")
    options = state.options
    if options.mulligan_mode is None or options.energize is None:
        err("/options", "the state records the resolved mulligan_mode and energize")
    sink.checkpoint()
    known = set(ids)
    if state.first_player not in known:
        err("/first_player", "not a player of this game")
    if state.turn.player not in known:
        err("/turn/player", "not a player of this game")
    for index, pid in enumerate(state.to_act):
        if pid not in known:
            err(f"/to_act/{index}", "not a player of this game")
    if len(state.players) == 2 and (problem := replacement_order_problem(cat, [p.deck_list for p in state.players])) is not None:
        err("/players", problem)
    sink.checkpoint()
    _check_cards(cat, state, sink)
    sink.checkpoint()
    _check_turn(cat, state, sink)
    _check_modifiers(cat, state, sink)
    _check_returns(cat, state, sink)
    _check_moved_by(cat, state, sink)
    board = Board(cat, state)
    with board.still():  # a check only reads
        _check_players(board, sink)
        _check_flow(board, sink)


# FOW-NO-SPELLS-R's records: "<player>/<normal|summon>"; FOW-NO-LIFE-GAIN-TURN-R's "<player>/life";
# FOW-GROUP-STATUS-UNTIL-R's "<player>/<cannot_attack|cannot_block>[_j]".
SPELL_KINDS = ("normal", "summon", "life", "attack_resonators", "cannot_attack", "cannot_block", "cannot_attack_j", "cannot_block_j")


def _check_turn(cat: Catalogue, state: State, sink: Sink) -> None:
    """The turn's records name what they are about: each of ``entered``, ``attacked`` and ``to_graveyard`` a
    player of the game and a card instance of the set that player owns (FOW-ENTERED-THIS-TURN-R,
    FOW-ATTACKED-THIS-TURN-R, FOW-TO-GRAVEYARD-THIS-TURN-R, FOW-PLAYED-THIS-TURN-R of ``cards_played``; only the turn player attacks), each of ``played`` a card now in a field or
    ruler area and an ability number (FOW-ONCE-PER-TURN-R), each of ``forbidden`` a player and a spell
    kind or "life", once (FOW-NO-SPELLS-R, FOW-NO-LIFE-GAIN-TURN-R), each of ``dealt`` a card instance of the
    set and a positive amount, once (FOW-DAMAGE-DEALT-X-R), each of ``wards`` a player and a prevention, once
    (FOW-PREVENT-GROUP-R), each of ``damaged`` a player or a card instance (FOW-PREVENT-FIRST-R), each of
    ``damaged_by`` two card instances, once (FOW-TRIG-DAMAGED-BY-R)."""
    err = sink.error
    turn = state.turn
    known = {p.id for p in state.players}
    for name in ("entered", "attacked", "to_graveyard", "cards_played", "playable"):  # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R
        records = getattr(turn, name)
        for index, record in enumerate([] if records is msgspec.UNSET else records):
            pid, _, card_id = record.partition("/")
            card_id, _, by = card_id.partition("/")
            if pid not in known or (name == "attacked" and pid != turn.player):
                err(f"/turn/{name}/{index}", f"{record!r} does not start with {'the turn player' if name == 'attacked' else 'a player of this game'} and '/'")
            elif owner_of(card_id) != pid or not cat.knows_instance(card_id):
                err(f"/turn/{name}/{index}", f"{record!r} does not name a card instance of card set {cat.id} that {pid} owns")
            elif name == "playable" and (by or card_id not in next(p for p in state.players if p.id == pid).removed):
                err(f"/turn/{name}/{index}", f"{record!r} names no card of {pid}'s removed area")
            elif by and (name != "to_graveyard" or by not in known or by == pid):
                # FOW-TO-GRAVEYARD-THIS-TURN-R: "/<controller>" after it when another player controlled it as it left.
                err(f"/turn/{name}/{index}", f"{record!r} names after the card only the player other than its owner who controlled it as it left a field")
    if turn.played is not msgspec.UNSET:
        present = {p.ruler.id for p in state.players if p.ruler is not None} | {e.id for p in state.players for e in p.field}
        for index, record in enumerate(turn.played):
            card_id, _, ability = record.rpartition("/")
            if card_id not in present or not ability.isdigit():
                err(f"/turn/played/{index}", f"{record!r} is not '<card in a field or ruler area>/<ability number>'")
    if turn.dealt is not msgspec.UNSET:
        for index, record in enumerate(turn.dealt):
            card_id, _, amount = record.rpartition("/")
            if not cat.knows_instance(card_id) or not amount.isdigit() or not 0 < int(amount) <= INT32_MAX:
                err(f"/turn/dealt/{index}", f"{record!r} is not '<card instance>/<damage dealt this turn>'")
            elif any(other.rpartition("/")[0] == card_id for other in turn.dealt[:index]):
                err(f"/turn/dealt/{index}", f"{card_id!r} is listed twice")
    # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e), fow-m-cost: FOW-DRAWN-THIS-TURN-R: a player of the game and a positive amount, once.
    for name, what in (("taken", "damage dealt to them this turn"), ("drawn", "cards they drew this turn")):
        totals: list[str] = [] if getattr(turn, name) is msgspec.UNSET else getattr(turn, name)
        for index, record in enumerate(totals):
            pid, _, amount = record.rpartition("/")
            if pid not in known or not amount.isdigit() or not 0 < int(amount) <= INT32_MAX:
                err(f"/turn/{name}/{index}", f"{record!r} is not '<player>/<{what}>'")
            elif any(other.rpartition("/")[0] == pid for other in totals[:index]):
                err(f"/turn/{name}/{index}", f"{pid!r} is listed twice")
    for index, pid in enumerate([] if turn.gods_art_resolved is msgspec.UNSET else turn.gods_art_resolved):
        # fow-s-keyword: FOW-KW-FALLEN-R: players of the game, once.
        if pid not in known or pid in turn.gods_art_resolved[:index]:  # type: ignore[index]
            err(f"/turn/gods_art_resolved/{index}", f"{pid!r} is not a player of the game listed once")
    for index, pid in enumerate([] if turn.cancelled_opponent_spell is msgspec.UNSET else turn.cancelled_opponent_spell):
        # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R: players of the game, once.
        if pid not in known or pid in turn.cancelled_opponent_spell[:index]:  # type: ignore[index]
            err(f"/turn/cancelled_opponent_spell/{index}", f"{pid!r} is not a player of the game listed once")
    for index, pid in enumerate([] if turn.resonator_returned is msgspec.UNSET else turn.resonator_returned):
        # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R: players of the game, once.
        if pid not in known or pid in turn.resonator_returned[:index]:  # type: ignore[index]
            err(f"/turn/resonator_returned/{index}", f"{pid!r} is not a player of the game listed once")
    for index, pid in enumerate([] if turn.j_ruler_destroyed is msgspec.UNSET else turn.j_ruler_destroyed):
        # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R: players of the game, once.
        if pid not in known or pid in turn.j_ruler_destroyed[:index]:  # type: ignore[index]
            err(f"/turn/j_ruler_destroyed/{index}", f"{pid!r} is not a player of the game listed once")
    for index, pid in enumerate([] if turn.judgment_free is msgspec.UNSET else turn.judgment_free):
        # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: players of the game, once.
        if pid not in known or pid in turn.judgment_free[:index]:  # type: ignore[index]
            err(f"/turn/judgment_free/{index}", f"{pid!r} is not a player of the game listed once")
    for index, record in enumerate([] if turn.player_dealt is msgspec.UNSET else turn.player_dealt):
        # fow-r-standby: FOW-COND-PLAYER-DEALT-R: "<player>/<resonator|j_ruler>><player>", players of the game, once.
        dealer, _, rest = record.partition("/")
        kind, _, victim = rest.partition(">")
        if dealer not in known or victim not in known or kind not in ("resonator", "j_ruler"):
            err(f"/turn/player_dealt/{index}", f"{record!r} is not '<player>/<resonator|j_ruler>><player>'")
        elif record in turn.player_dealt[:index]:  # type: ignore[index]
            err(f"/turn/player_dealt/{index}", f"{record!r} is listed twice")
    for index, record in enumerate([] if turn.damaged_by is msgspec.UNSET else turn.damaged_by):
        # FOW-TRIG-DAMAGED-BY-R: two card instances of the set, once.
        source, _, victim = record.partition(">")
        if not cat.knows_instance(source) or not cat.knows_instance(victim):
            err(f"/turn/damaged_by/{index}", f"{record!r} is not '<card instance>><card instance>'")
        elif record in turn.damaged_by[:index]:  # type: ignore[index]
            err(f"/turn/damaged_by/{index}", f"{record!r} is listed twice")
    if turn.forbidden is not msgspec.UNSET:
        for index, record in enumerate(turn.forbidden):
            pid, _, kind = record.partition("/")
            if pid not in known or kind not in SPELL_KINDS:
                err(f"/turn/forbidden/{index}", f"{record!r} is not '<player>/<normal|summon|life|attack_resonators|cannot_attack[_j]|cannot_block[_j]>'")
            elif record in turn.forbidden[:index]:
                err(f"/turn/forbidden/{index}", f"{record!r} is listed twice")
    for index, record in enumerate([] if turn.damaged is msgspec.UNSET else turn.damaged):
        # FOW-PREVENT-FIRST-R: a player of the game or a card instance of the set.
        if record not in known and not cat.knows_instance(record):
            err(f"/turn/damaged/{index}", f"{record!r} is neither a player of this game nor a card instance of card set {cat.id}")
    wards = [] if turn.wards is msgspec.UNSET else turn.wards
    for index, record in enumerate(wards):
        # FOW-PREVENT-GROUP-R: a player, a way, a group and whose (a prevention to a player names no one else).
        parts = record.split("/")
        raced = len(parts) > 4 and parts[-1].startswith("race=") and len(parts[-1]) > 5 and parts[2] != "you"  # fow-p-static: FOW-PREVENT-GROUP-RACE-R
        if raced:
            parts.pop()
        shield = len(parts) > 4 and parts[-1] == "next"  # fow-p-static: FOW-PREVENT-NEXT-YOU-R: alone at the end
        if shield:
            parts.pop()
        for kind in () if shield else ("nonbattle", "chant"):  # fow-n-static: FOW-PREVENT-GROUP-KIND-R, in this order at the end
            if len(parts) > 4 and parts[-1] == kind:
                parts.pop()
        if len(parts) == 5 and parts[4].isdigit() and 0 < int(parts[4]) <= 100_000 and not int(parts[4]) % 100:
            parts.pop()  # "prevent N of it": may be listed again (each adds up)
        elif record in wards[:index] and not shield:
            err(f"/turn/wards/{index}", f"{record!r} is listed twice")
            continue
        if len(parts) != 4 or parts[0] not in known or parts[1] not in ("by", "to") or parts[2] not in ("you", "resonators", "j_resonators") or parts[3] not in ("any", "you", "opponent") or (
            parts[2] == "you" and parts[1:] != ["to", "you", "any"]
        ):
            err(f"/turn/wards/{index}", f"{record!r} is not '<player>/<by|to>/<you|resonators|j_resonators>/<any|you|opponent>[/<N>][/chant][/nonbattle][/race=<Race>]' or '<player>/to/you/any[/<N>]/next'")
        elif shield and parts[2] != "you":
            err(f"/turn/wards/{index}", f"{record!r}: a shield (FOW-PREVENT-NEXT-YOU-R) is made for a player alone")


def _check_modifiers(cat: Catalogue, state: State, sink: Sink) -> None:
    """Each lasting change of a one-time effect is made for a card (``target``) or for a group (``group``), not
    both; a group's (FOW-GROUP-LASTING-R) names a player of the game as the controller of its effect and a card
    instance of the set as its source, lasts until end of turn, battle or its source leaves the field (a
    prevention or a shield is made for a card), and its filter's chosen race is read (FOW-CHOOSE-RACE-R)."""
    err = sink.error
    known = {p.id for p in state.players}
    for index, modifier in enumerate(state.modifiers):
        group = modifier.group
        if (modifier.target is UNSET) == (group is UNSET):
            err(f"/modifiers/{index}", "a lasting change names either a target card or a group (FOW-GROUP-LASTING-R), not both")
        elif group is not UNSET and (
            group.player not in known
            or modifier.source is UNSET
            or not cat.knows_instance(modifier.source)
            or modifier.until == "used"
            or modifier.prevent is not UNSET
            or modifier.shield is not UNSET
            or (group.among is not UNSET and group.among.chosen_race)
        ):
            err(f"/modifiers/{index}/group", "FOW-GROUP-LASTING-R: a group's change names a player of this game, its source card instance, lasts until end of turn or battle, and prevents no damage")


class _DeckFacts:
    """What a player's registered deck allows, as sets of its card instances (computed once per card set
    and registered deck): ``allowed[zone]``, the instances that :func:`zones_for` lets be in ``zone``,
    narrowed for the deck (not the registered sideboard, FOW-DECK-5; a stone may be, FOW-STONE-ZONES-R) and the sideboard (the
    registered one)."""

    __slots__ = ("allowed", "count", "sideboard_count")

    def __init__(self, cat: Catalogue, pid: str, deck_list: DeckList) -> None:
        registered = instances(pid, deck_list)
        zones_of: dict[str, frozenset[str]] = {}
        for ids in registered.values():
            for card_id in ids:
                card = cat.defs.get(def_id_of(card_id))
                zones_of[card_id] = zones_for(None if card is None else card.type)
        self.count = len(zones_of)
        allowed = {zone: frozenset(c for c, zones in zones_of.items() if zone in zones) for zone in CARD_ZONES}
        allowed["deck"] = allowed["deck"].difference(not_main_deck(registered))
        allowed["sideboard"] = allowed["sideboard"].intersection(registered["sideboard"])
        allowed["stranger_deck"] = allowed["stranger_deck"].intersection(registered.get("stranger", []))
        # FOW-RUNE-AREA-R: the rune deck's cards stay in the rune area (a rune is played as a copy, CR 711.2).
        allowed["rune_area"] = frozenset(registered.get("runes", []))
        self.allowed = allowed
        self.sideboard_count = len(registered["sideboard"])


def not_main_deck(registered: dict[str, list[str]]) -> set[str]:
    """FOW-DECK-5: the instances registered in the sideboard (or runes) never enter the main deck.  fow-n-zones:
    FOW-STONE-ZONES-R (CR 321.5) -- a registered magic stone an effect moved into its owner's hand may go on into
    the main deck (a card of the hand put on top of it, FOW-HAND-TO-TOP-R): it is not listed here."""
    return set(registered["sideboard"]).union(registered.get("runes", []))


_DECK_FACTS_LIMIT = 128  # registered decks kept per card set (about 10 KB each; a miss costs ~25 µs)
_encode_deck = msgspec.json.Encoder().encode


def _deck_facts(cat: Catalogue, player: Player) -> _DeckFacts:
    deck_list = player.deck_list
    key = (player.id, _encode_deck(deck_list))  # JSON keeps the order of each part, as the numbering does
    cache: dict[Any, _DeckFacts] = cat.deck_facts
    facts = cache.get(key)
    if facts is None:
        if len(cache) >= _DECK_FACTS_LIMIT:
            cache.clear()
        facts = cache[key] = _DeckFacts(cat, player.id, deck_list)
    return facts


def _cards_fast_ok(cat: Catalogue, state: State) -> bool:
    """A prefilter of :func:`_card_problems` in one pass of set operations on the same facts
    (:class:`_DeckFacts`, from :func:`zones_for`): every card one of its owner's registered instances, in a
    zone its type allows, the sideboard as registered, none twice, none missing or made up.  True only
    when :func:`_card_problems` would find nothing; False sends the state to it."""
    seen: set[str] = set()
    total = 0
    expected = 0
    mains = []
    for player in state.players:
        facts = _deck_facts(cat, player)
        allowed = facts.allowed
        hand, deck, stone_deck, graveyard, removed, sideboard = (
            player.hand, player.deck, player.stone_deck, player.graveyard, player.removed, player.sideboard,
        )
        field = [entity.id for entity in player.field]
        if cat.tokens:
            # FOW-TOKEN-R: the player's own tokens, each once, are in the field besides the deck's cards.
            tokens = [c for c in field if def_id_of(c) in cat.tokens]
            if tokens:
                if len(set(tokens)) != len(tokens) or not all(c.startswith(player.id + ":") for c in tokens):
                    return False
                field = [c for c in field if def_id_of(c) not in cat.tokens]
        standby = [card.id for card in player.standby]
        stranger = player.stranger_deck or []
        if not (
            allowed["stranger_deck"].issuperset(stranger)
            and allowed["hand"].issuperset(hand)
            and allowed["deck"].issuperset(deck)
            and allowed["stone_deck"].issuperset(stone_deck)
            and allowed["graveyard"].issuperset(graveyard)
            and allowed["removed"].issuperset(removed)
            and len(sideboard) == facts.sideboard_count
            and allowed["sideboard"].issuperset(sideboard)
            and (not player.revealed or (len(set(player.revealed)) == len(player.revealed) and set(sideboard).issuperset(player.revealed)))
            and allowed["field"].issuperset(field)
            and allowed["standby"].issuperset(standby)
            and _runes_ok(player, allowed["rune_area"])
        ):
            return False
        ruler = player.ruler
        if ruler is not None:
            if ruler.id not in allowed["ruler"]:
                return False
            seen.add(ruler.id)
            total += 1
        rune_area = player.rune_area or []
        seen.update(hand, deck, stone_deck, graveyard, removed, sideboard, field, standby, stranger, rune_area)
        total += len(hand) + len(deck) + len(stone_deck) + len(graveyard) + len(removed) + len(sideboard) + len(field) + len(standby) + len(stranger) + len(rune_area)
        expected += facts.count
        mains.append(allowed["chase"])
    for item in state.chase:
        if item.kind == "spell" and item.rune_copy is UNSET:
            if not any(item.card in main for main in mains):
                return False
            seen.add(item.card)
            total += 1
        elif item.kind == "spell" and item.card not in board_runes(state, item.controller):
            return False
    # Every card seen is an instance of a registered deck.  As many distinct cards as the two decks hold
    # (counted apart) means every registered instance was seen, none made up or missing; and no card
    # counted twice means none is in two places.
    return total == len(seen) == expected


def _runes_ok(player: Player, allowed: frozenset[str]) -> bool:
    """FOW-RUNE-AREA-R: the rune area holds the registered rune deck; its revealed runes are among them."""
    area = player.rune_area or []
    shown = player.runes_revealed or []
    return len(area) == len(allowed) and allowed.issuperset(area) and len(set(shown)) == len(shown) and set(area).issuperset(shown)


def board_runes(state: State, pid: str) -> list[str]:
    """The revealed runes of ``pid``'s rune area (a rune copy on the chase is of one, FOW-RUNE-PLAY-R)."""
    player = next((p for p in state.players if p.id == pid), None)
    return [] if player is None else list(player.runes_revealed or [])


def _check_cards(cat: Catalogue, state: State, sink: Sink) -> None:
    """Every card known, owned by the zone's player, in a zone its type allows, once; none missing."""
    if not _cards_fast_ok(cat, state):
        _card_problems(cat, state, sink)


def _card_problems(cat: Catalogue, state: State, sink: Sink) -> None:
    """:func:`_check_cards` card by card, naming each field."""
    err = sink.error
    seen: dict[str, tuple[int, str, int]] = {}
    defs = cat.defs

    def pointer_of(p_index: int, zone: str, index: int) -> str:
        if zone == "chase":
            return f"/chase/{index}/card"
        if zone == "ruler":
            return f"/players/{p_index}/ruler/id"
        if zone in ("field", "standby"):
            return f"/players/{p_index}/{zone}/{index}/id"
        return f"/players/{p_index}/{zone}/{index}"

    def visit(p_index: int, owner_prefix: str, zone: str, index: int, card_id: str) -> None:
        card = defs.get(def_id_of(card_id)) or (cat.tokens.get(def_id_of(card_id)) if zone == "field" else None)
        if card is None:
            err(pointer_of(p_index, zone, index), f"unknown card {def_id_of(card_id)!r} (not in card set {cat.id})")
            return
        if card_id in seen:
            first = seen[card_id]
            err(pointer_of(p_index, zone, index), f"{card_id} is also at {pointer_of(*first)}: a card cannot be in two places")
            return
        seen[card_id] = (p_index, zone, index)
        if zone != "chase" and not card_id.startswith(owner_prefix) and not (zone == "field" and cat.changes_control and card.type == "resonator"):
            # FOW-GAIN-CONTROL-R: a resonator may be in the field of a player who gained control of it.
            err(pointer_of(p_index, zone, index), f"{card_id} belongs to {owner_of(card_id)} and cannot be in another player's zones")
        if zone == "rune_area":
            if card.rune is None:
                err(pointer_of(p_index, zone, index), "FOW-RUNE-AREA-R: only rune cards are in a rune area")
        elif zone not in zones_for(card.type):
            # a rune card of no other type; a magic stone (FOW-STONE-ZONES-R)
            rule = "FOW-RUNE-CARD-R: " if card.type == "rune" else "FOW-STONE-ZONES-R: " if card.type == "magic_stone" else ""
            err(pointer_of(p_index, zone, index), f"{rule}a {card.type} cannot be in the {zone.replace('_', ' ')}")

    for p_index, player in enumerate(state.players):
        prefix = player.id + ":"
        if player.ruler is not None:
            visit(p_index, prefix, "ruler", 0, player.ruler.id)
        for zone in ("hand", "deck", "stone_deck", "graveyard", "removed", "sideboard"):
            for index, card_id in enumerate(getattr(player, zone)):
                visit(p_index, prefix, zone, index, card_id)
        for index, card_id in enumerate(player.stranger_deck or []):
            visit(p_index, prefix, "stranger_deck", index, card_id)
        for index, entity in enumerate(player.field):
            visit(p_index, prefix, "field", index, entity.id)
        for index, standby in enumerate(player.standby):
            visit(p_index, prefix, "standby", index, standby.id)
        for index, card_id in enumerate(player.rune_area or []):
            visit(p_index, prefix, "rune_area", index, card_id)
    for index, item in enumerate(state.chase):
        if item.kind == "spell" and item.rune_copy is UNSET:
            visit(-1, "", "chase", index, item.card)
        elif item.kind == "spell" and item.card not in board_runes(state, item.controller):
            err(f"/chase/{index}/card", "FOW-RUNE-PLAY-R: a rune copy on the chase is of a revealed rune of its controller's rune area")
    expected: dict[str, str] = {}
    for p, player in enumerate(state.players):
        registered = instances(player.id, player.deck_list)
        for part, part_ids in registered.items():
            for card_id in part_ids:
                expected[card_id] = f"/players/{p}/deck_list/{part}"
    for missing in sorted(expected.keys() - seen.keys()):
        err(expected[missing], f"card {missing} is missing: cards are neither made nor lost")
    for extra in sorted(seen.keys() - expected.keys() - {c for c in seen if def_id_of(c) in cat.tokens}):
        err(pointer_of(*seen[extra]), f"{extra} is not in its owner's registered deck: cards are neither made nor lost")
    for p, player in enumerate(state.players):
        registered = instances(player.id, player.deck_list)
        if set(player.sideboard) != set(registered["sideboard"]):
            err(f"/players/{p}/sideboard", "FOW-DECK-5: the sideboard is swapped only between games")
        if not set(player.stranger_deck or []) <= set(registered.get("stranger", [])):
            err(f"/players/{p}/stranger_deck", "FOW-STRANGER-ZONE-R: the stranger deck zone holds cards of the registered stranger deck only")
        revealed = player.revealed or []
        if len(set(revealed)) != len(revealed) or not set(revealed) <= set(player.sideboard):
            err(f"/players/{p}/revealed", "FOW-REVEAL-OUTSIDE-R: the cards revealed outside the game are cards of the sideboard, each once")
        if set(player.rune_area or []) != set(registered.get("runes", [])):
            err(f"/players/{p}/rune_area", "FOW-RUNE-AREA-R: the rune area holds the registered rune deck")
        shown = player.runes_revealed or []
        if len(set(shown)) != len(shown) or not set(shown) <= set(player.rune_area or []):
            err(f"/players/{p}/runes_revealed", "FOW-RUNE-AREA-R: the revealed runes are cards of the rune area, each once")
        not_main = not_main_deck(registered)
        for index, card_id in enumerate(player.deck):
            if card_id in not_main:
                err(f"/players/{p}/deck/{index}", f"{card_id} is not a main deck card of this player")


def _check_players(board: Board, sink: Sink) -> None:
    """Counts, life, will coins, mulligans, standby turns, the ruler and every field card's standing."""
    err = sink.error
    state = board.state
    over = state.over
    phase = state.phase
    turn_number = state.turn.number
    energize = state.options.energize
    started = phase not in ("mulligan", "over")
    def_lowered: bool | None = None  # Board.def_lowered, asked at most once
    may_be_gone = board.may_be_gone
    for p, player in enumerate(state.players):
        hand = player.hand
        if player.hand_count != len(hand):
            err(f"/players/{p}/hand_count", f"says {player.hand_count} but the list holds {len(hand)}")
        if player.deck_count != len(player.deck):
            err(f"/players/{p}/deck_count", f"says {player.deck_count} but the list holds {len(player.deck)}")
        if player.stone_deck_count != len(player.stone_deck):
            err(f"/players/{p}/stone_deck_count", f"says {player.stone_deck_count} but the list holds {len(player.stone_deck)}")
        life = player.life
        if life % 100:
            err(f"/players/{p}/life", "FOW-DMG-2: life changes in multiples of 100")
        if life <= 0 and not over:
            err(f"/players/{p}/life", "FOW-RP-1: a player at 0 or less life has lost")
        coin = player.will_coin
        if coin is not None:
            if not coin or not energize:
                err(f"/players/{p}/will_coin", "FOW-SETUP-4: a will coin exists only with Energize")
            if player.id == state.first_player:
                err(f"/players/{p}/will_coin", "FOW-SETUP-4: the first player gets no will coin")
        if phase == "mulligan" and len(hand) != MULLIGAN_HAND:
            err(f"/players/{p}/hand", f"FOW-SETUP-3: during mulligans a hand holds {MULLIGAN_HAND} cards")
        if started and not player.mulliganed:
            err(f"/players/{p}/mulliganed", "FOW-SETUP-3: every player has made the mulligan decision once play began")
        for index, standby in enumerate(player.standby):
            if standby.set_turn > turn_number:
                err(f"/players/{p}/standby/{index}/set_turn", "set in a turn that has not happened")
        cyberbrain = player.cyberbrain
        if cyberbrain is not msgspec.UNSET and (not cyberbrain or len(set(cyberbrain)) != len(cyberbrain) or not set(cyberbrain) <= set(player.removed)):
            err(f"/players/{p}/cyberbrain", "FOW-KW-DIVE-R: cards of the player's removed area, each once (unset when none)")
        _check_name_bans(board, p, player, sink)
        _check_items(board, p, player, sink)
        if player.weather_over is not UNSET and (
            player.weather is UNSET or player.weather_over not in {place for place, _, _ in board.printed_weathers(player.id)}
        ):
            err(f"/players/{p}/weather_over", "FOW-WEATHER-STATIC-R: with the weather set until end of turn, the player's J-ruler ('field:<id>') or ruler ('ruler:<id>') with a printed weather, where it was as the weather was set")
        rulers = 0 if player.ruler is None else 1
        if player.ruler is not None and board.card(player.ruler.id).type != "ruler":
            err(f"/players/{p}/ruler/id", "the ruler area holds the ruler")
        for index, entity in enumerate(player.field):
            front = board.card(entity.id)
            j_ruler = entity.j_ruler
            if j_ruler != (front.type == "ruler"):
                err(f"/players/{p}/field/{index}/j_ruler", "only the ruler card is in the field as a J-ruler")
            if j_ruler:
                rulers += 1
                card = board.defn(entity)  # the J-ruler side
            else:
                card = front
            if entity.inverted is True:
                # fow-faces: FOW-INVERSE-SIDE-R: only an inverse card (named by its hope side) turns despair side up.
                if front.sides is None or front.sides.front != front.id or front.type in ("ruler", "j_ruler"):
                    err(f"/players/{p}/field/{index}/inverted", "FOW-INVERSE-SIDE-R: only an inverse card is in the field despair side up")
                else:
                    card = board.defn(entity)
            if entity.awakening is not UNSET and not _paid_awakening(front, entity.awakened, entity.awakening):
                err(f"/players/{p}/field/{index}/awakening", _AWAKENING_WHICH)
            kind = card.type
            if kind not in J_RESONATOR_TYPES and entity.damage:
                err(f"/players/{p}/field/{index}/damage", "FOW-DMG-2: a card without DEF takes no damage")
            if entity.since > turn_number:
                err(f"/players/{p}/field/{index}/since", "entered in a turn that has not happened")
            if (entity.control_by is msgspec.UNSET) != (entity.control_base is msgspec.UNSET):
                err(f"/players/{p}/field/{index}/control_base", "FOW-GAIN-CONTROL-R: control layers and the control without them go together")
            elif entity.control_by is not msgspec.UNSET:
                named = [layer.player for layer in entity.control_by] + [str(entity.control_base)]
                if not entity.control_by or not all(board.has_player(pid) for pid in named) or entity.control_by[-1].player != player.id or any(
                    layer.source is not msgspec.UNSET and board.entity(layer.source) is None for layer in entity.control_by
                ):
                    err(f"/players/{p}/field/{index}/control_by", "FOW-GAIN-CONTROL-R: the newest control layer names the player whose field holds the card; a source is in the field")
            _check_lasting(board, f"/players/{p}/field/{index}", entity, front.type, sink)
            if kind in J_RESONATOR_TYPES and not over:
                # (A finished game stops at the loss: the other rule processes do not run.)
                if def_lowered is None:
                    def_lowered = board.def_lowered()
                if may_be_gone(entity, card, def_lowered):
                    _, dfn, keywords = board.stats(entity)
                    if dfn <= 0 or (entity.damage >= dfn and "eternal" not in keywords):
                        err(f"/players/{p}/field/{index}/damage", "FOW-RP-1: a J/resonator with damage >= DEF or DEF <= 0 is gone by the rule processes")
            if entity.added_to is not None:
                host = board.entity(entity.added_to)
                if kind != "addition" or host is None or not board.is_j_resonator(host):
                    err(f"/players/{p}/field/{index}/added_to", "FOW-RP-1: an addition is added to a J/resonator in the field")
            elif kind == "addition" and "j_resonator" in card.subtypes:
                err(f"/players/{p}/field/{index}/added_to", "an addition: J/resonator is added to a J/resonator")
        if rulers != 1:
            err(f"/players/{p}/ruler", "the ruler is either in the ruler area or a J-ruler in the field")


def _check_lasting(board: Board, at: str, entity: Entity, front_type: str, sink: Sink) -> None:
    """What lasts on a field card names what it is about: a stone's gained "at the next end of turn" return
    (FOW-STONE-BOTTOM-R: only a magic stone gains it), an at-next-end effect (FOW-AT-NEXT-END-R: "return" is
    the removed card's, never a field card's, FOW-AT-NEXT-END-RETURN-R), the sources it does not recover as long
    as they are in the field (FOW-NO-RECOVER-WHILE-R: field cards, each once; a source leaving is taken off,
    the last one unsets the list) and its chosen race (FOW-CHOSEN-RACE-KEPT-R: a race of the card set)."""
    err = sink.error
    if entity.stone_bottom is True and front_type != "magic_stone":
        err(f"{at}/stone_bottom", "FOW-STONE-BOTTOM-R: only a magic stone put into the field gains the return to the magic stone deck")
    if entity.at_end == "return":
        err(f"{at}/at_end", "FOW-AT-NEXT-END-RETURN-R: 'put it into the field' waits for a removed card (state.returns), not a field card")
    for name, rule in (("no_recover_by", "FOW-NO-RECOVER-WHILE-R"), ("unrecoverable_by", "FOW-UNRECOVERABLE-WHILE-R")):  # fow-s-grimm-a
        by = getattr(entity, name)
        if by is not UNSET and (not by or len(set(by)) != len(by) or any(board.entity(source) is None for source in by)):
            err(f"{at}/{name}", f"{rule}: the sources are cards in a field, each once (unset when none)")
    watching = entity.destroyed_banish
    if watching is not UNSET and (
        not watching or len(set(watching)) != len(watching) or any(r.partition("/")[0] not in {p.id for p in board.state.players} or board.entity(r.partition("/")[2]) is None for r in watching)
    ):
        # fow-s-grimm-b
        err(f"{at}/destroyed_banish", "FOW-DESTROYED-BANISH-R: '<player>/<card in a field>' records, each once (unset when none)")
    if entity.declared is not UNSET and entity.declared not in board.cat.declarable("race"):
        err(f"{at}/declared", "FOW-CHOSEN-RACE-KEPT-R: the chosen race is a race printed on a card of the card set")
    if (entity.attacks is UNSET) != (entity.attacks_turn is UNSET) or (entity.attacks_turn is not UNSET and entity.attacks_turn > board.state.turn.number):
        err(f"{at}/attacks", "FOW-ATTACK-UP-TO-R: a card's attacks are counted in this turn or an earlier one, count and turn together")  # fow-s-grimm-a
    if entity.battled is not UNSET and entity.battled > board.state.turn.number:
        err(f"{at}/battled", "FOW-SELF-BATTLED-TURN-R: a card attacked or blocked in this turn or an earlier one")


def _check_returns(cat: Catalogue, state: State, sink: Sink) -> None:
    """fow-wide6, fow-hero3: the delayed abilities waiting for the next end of turn: "<controller>/<card>"
    (FOW-AT-NEXT-END-RETURN-R: a player of the game and a card instance of the set) or
    "<controller>/<card>/hand/<turn>" (FOW-AT-END-REMOVED-HAND-R: a card the controller owns, stamped with this
    turn or, made after the last end of turn's triggers, the one before); all of them trigger as the end of
    turn begins, so none is older, and none listed is unset."""
    returns = state.returns
    if returns is UNSET:
        return
    if not returns:
        sink.error("/returns", "FOW-AT-NEXT-END-RETURN-R: none waiting is unset, not an empty list")
    known = {p.id for p in state.players}
    number = state.turn.number
    for index, record in enumerate(returns):
        # fow-x-trig: FOW-AT-BEGINNING-END-DISCARD-R: "<controller>/<card>/phase_discard", waiting for an end phase.
        controller, _, rest = record.removesuffix("/phase_discard").partition("/")
        card_id, hand, stamp = rest.partition("/hand/")
        if hand:
            if controller not in known or owner_of(card_id) != controller or not cat.knows_instance(card_id) or stamp not in (str(number), str(number - 1)):
                sink.error(f"/returns/{index}", f"FOW-AT-END-REMOVED-HAND-R: {record!r} is not '<player>/<card instance they own>/hand/<this turn or the one before>'")
        elif controller not in known or not cat.knows_instance(card_id):
            sink.error(f"/returns/{index}", f"FOW-AT-NEXT-END-RETURN-R: {record!r} is not '<player>/<card instance>'")


def _check_moved_by(cat: Catalogue, state: State, sink: Sink) -> None:
    """fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R, FOW-PUT-BY-THIS-CARD-R: "<source>/removed/<card>" ("<source>/field/<card>")
    -- a card instance of the set (the source) and a card in its owner's removed area (in a field), each card once (one
    effect moved it last); kept only when a card of the set asks, and unset when none."""
    records = state.moved_by
    if records is UNSET:
        return
    if not records or not cat.remembers_moved_by:
        sink.error("/moved_by", "FOW-REMOVED-BY-THIS-CARD-R: kept only when a card of the set asks, and unset (not an empty list) when none")
        return
    zones = {
        "removed": {card_id for p in state.players for card_id in p.removed if owner_of(card_id) == p.id},
        "field": {e.id for p in state.players for e in p.field},
    }
    seen: set[str] = set()
    for index, record in enumerate(records):
        source, _, rest = record.partition("/")
        zone, _, card_id = rest.partition("/")
        if not cat.knows_instance(source) or card_id not in zones.get(zone, ()) or card_id in seen:
            sink.error(f"/moved_by/{index}", f"FOW-REMOVED-BY-THIS-CARD-R: {record!r} is not '<card instance>/<removed|field>/<card of its owner's removed area | in a field>' (each card once)")
        seen.add(card_id)


def _check_name_bans(board: Board, p: int, player: Player, sink: Sink) -> None:
    """fow-reiya-lapis: FOW-HAND-NAME-BAN-R: a ban names a card of the set, once, and lasts until the end of a turn
    of its player that has not ended: this turn (made in the turn before) or the player's next turn (made this
    turn or the turn before); made in the player's own turn, that is two turns on, else one.  None is made
    before play begins; a player without one has none listed (unset)."""
    bans = player.name_bans
    if bans is UNSET:
        return
    err = sink.error
    turn = board.state.turn
    if not bans or board.state.phase == "mulligan":
        err(f"/players/{p}/name_bans", "FOW-HAND-NAME-BAN-R: bans are made by effects once play began; none is listed as an empty list")
        return
    names = board.cat.declarable("name_card")
    own_turn = turn.player == player.id
    for index, ban in enumerate(bans):
        if ban.name not in names or any(other.name == ban.name for other in bans[:index]):
            err(f"/players/{p}/name_bans/{index}/name", "FOW-HAND-NAME-BAN-R: the name of a card of the card set, once")
        if ban.until not in ((turn.number, turn.number + 2) if own_turn else (turn.number + 1,)):
            later = f"{turn.number} (this turn) or {turn.number + 2}" if own_turn else f"{turn.number + 1}"
            err(f"/players/{p}/name_bans/{index}/until", f"FOW-HAND-NAME-BAN-R: a ban lasts until the end of the banned player's next turn: turn {later}")


def _check_items(board: Board, p: int, player: Player, sink: Sink) -> None:
    """What a player holds that only effects make: restricted will (FOW-WILL-SPEND-ONLY-R), the God's Arts
    played (FOW-GODS-ART-R), gems and crystals (FOW-GEM-R, FOW-CRYSTAL-R).  None exists before play begins; the
    first two are unset when there is none (an empty list is refused, as name_bans), gems and crystals may also
    be an empty list (no gem: the engine writes unset, a client may send one)."""
    err = sink.error
    before_play = board.state.phase == "mulligan"
    restricted = player.restricted
    if restricted is not UNSET:
        known = board.cat.will_restrictions()
        if not restricted or before_play:
            err(f"/players/{p}/restricted", "FOW-WILL-SPEND-ONLY-R: restricted will is made by will abilities and effects once play began; none is listed as an empty list")
        for index, held in enumerate(restricted):
            if held.only not in known:
                err(f"/players/{p}/restricted/{index}/only", "FOW-WILL-SPEND-ONLY-R: a restriction a will ability or effect of the card set prints")
    arts = player.gods_arts
    if arts is not UNSET:
        names = board.cat.declarable("gods_art")
        if not arts or before_play:
            err(f"/players/{p}/gods_arts", "FOW-GODS-ART-R: God's Arts are played once play began; none is listed as an empty list")
        for index, name in enumerate(arts):
            if name not in names or name in arts[:index]:
                err(f"/players/{p}/gods_arts/{index}", "FOW-GODS-ART-R: the name of a God's Art of the card set, once (each is played once per game)")
    for field, what in (("gems", "FOW-GEM-R"), ("crystals", "FOW-CRYSTAL-R")):
        if getattr(player, field) and before_play:  # (an empty list is no gem, as unset: FOW-GEM-R)
            err(f"/players/{p}/{field}", f"{what}: {field} are gained by effects once play began")


def _pays_will(board: Board, state: State) -> bool:
    """FOW-PAY-WILL-MAY-R: a pay decision asked of the controller of the object resolving on top of the
    chase, for its optional payment of will."""
    if not state.chase or state.decision is None or state.chase[-1].id != state.decision.object or state.chase[-1].controller != state.decision.player:
        return False
    effects = item_text(board, state.chase[-1])[1]
    index = state.decision.effect or 0
    return index < len(effects) and isinstance(effects[index], PayWill)


def _ability_problem(board: Board, card_id: str, kind: str, index: int | str | None, despair: object = UNSET) -> str | None:
    """Why an ability object on the chase (or pending) names no ability of the face it was played from
    (FOW-RULER-AREA-R); None when it does.  [Explode] is the keyword's own."""
    front = board.cat.defs.get(def_id_of(card_id)) or board.cat.tokens.get(def_id_of(card_id))
    if front is None:
        return None  # an unknown card is reported by the card check
    if index in ("explode", "stone_bottom", "end_destroy", "end_banish", "end_remove", "end_hand", "drain", "bane", "end_return", "end_removed_hand", "end_destroy_yours", "end_recover", "destroyed_banish", "phase_discard"):
        return None if kind == "automatic" else "only an automatic object is [Explode]'s, a returning stone's (FOW-STONE-BOTTOM-R), an end-of-turn one's (FOW-AT-NEXT-END-R) or a gained [Drain]'s or [Bane]'s (FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R)"
    if not isinstance(index, int):
        return "an ability object names the ability it is"
    if kind.startswith("ruler_") and front.type != "ruler":
        return "an ability played from a ruler area is a ruler's (FOW-RULER-AREA-R)"
    if despair is True and (front.sides is None or front.sides.front != front.id or front.type in ("ruler", "j_ruler")):
        return "FOW-INVERSE-SIDE-R: only an inverse card has an ability of its despair side"  # fow-faces
    face = board.ability_def(card_id, kind, despair)
    wanted = Automatic if kind.endswith("automatic") else Activate
    if index >= len(face.abilities) or not isinstance(face.abilities[index], wanted):
        return f"{face.name} has no {'automatic' if wanted is Automatic else 'activate'} ability {index}"
    return None


def _check_flow(board: Board, sink: Sink) -> None:
    err = sink.error
    state = board.state
    ids = {p.id for p in state.players}
    if state.over:
        if state.phase != "over" or state.to_act or state.result is None or state.decision is not None or state.priority is not None:
            err("/phase", "a finished game has phase 'over', no one to act, no decision and a result")
        elif any(w not in ids for w in state.result.winners) or len(state.result.winners) > 1:
            err("/result/winners", "at most one winner, a player of this game")
        return
    if state.result is not None or state.phase == "over":
        err("/result", "a game in progress has no result")
        return
    if (state.phase == "recovery") != (state.step == "recovery_beginning"):
        # fow-v-grimm: FOW-TRIG-RECOVERY-R: play in the recovery phase only at its beginning (CR 503.2-503.3).
        err("/phase", "the recovery phase holds decisions only at its beginning (recovery_beginning): play is otherwise in the draw, main or end phase")
    if (state.phase == "draw") != (state.step in ("before_draw", "after_draw")) or (state.step == "end_beginning" and state.phase != "end"):
        err("/step", "only the draw phase has a step (before_draw or after_draw), the end phase its first (end_beginning), and the recovery phase its beginning (recovery_beginning)")
    if state.battle is not None and state.phase != "main":
        err("/battle", "battles happen in the main phase")
    expected = [state.decision.player] if state.decision is not None else ([state.priority] if state.priority else [])
    if state.to_act != expected:
        err("/to_act", f"the player to act is {expected}: the decision's player, else the priority holder")
    if state.decision is None and state.priority is None:
        err("/priority", "someone holds priority when no decision is asked")
    if state.phase == "mulligan":
        if state.decision is None or state.decision.kind != "mulligan":
            err("/decision", "FOW-SETUP-3: the mulligan phase asks for mulligans")
    elif state.decision is not None and state.decision.kind == "mulligan":
        err("/decision", "mulligans happen before the first turn")
    if state.decision is not None:
        kind = state.decision.kind
        battle = state.battle
        if kind in ("declare_attack", "declare_block", "assign_pierce") and battle is None:
            err("/decision", f"a {kind} decision needs a battle")
        if kind == "declare_attack" and (state.decision.player != state.turn.player or (battle and battle.step != "declare_attack")):
            err("/decision", "the turn player declares the attack in the declare attack step")
        if kind == "declare_block" and (state.decision.player == state.turn.player or (battle and (battle.step != "declare_block" or battle.attacker is None))):
            err("/decision", "the defender declares a block in the declare block step")
        if kind == "discard" and state.decision.object is not None:
            if not state.chase or state.chase[-1].id != state.decision.object or not board.player(state.decision.player).hand:
                err("/decision", "FOW-DISCARD-CHOICE-R: a discard by an effect is asked while its object resolves on top of the chase, of a player with cards in hand")
        elif kind == "discard" and (state.phase != "end" or len(board.player(state.decision.player).hand) <= HAND_LIMIT):
            err("/decision", "FOW-TURN-4: the turn player discards only while the hand is over 7 at the cleanup")
        if kind == "search" and (not state.chase or state.chase[-1].id != state.decision.object or state.decision.player != state.chase[-1].controller):
            err("/decision", "FOW-SEARCH-R: a search is asked of the controller of the chase object resolving on top of the chase")
        if state.decision.names and (kind != "search" or len(state.decision.names) > NAMES_A_CARD * (state.decision.done or 0)):
            err("/decision/names", "FOW-SEARCH-UP-TO-R: the names found are kept by a search for several cards, those of each card found before (FOW-ALSO-NAMED-R: five at most a card)")
        if kind == "may" and (not state.chase or state.chase[-1].id != state.decision.object or state.decision.player != state.chase[-1].controller):
            err("/decision", "FOW-MAY-R: an optional effect is decided by the controller of the object resolving on top of the chase")
        if kind == "attribute" and (not state.chase or state.chase[-1].id != state.decision.object or state.decision.player != _attribute_chooser(board, state)):
            err("/decision", "FOW-GEM-R: an attribute is chosen by the controller of the object resolving on top of the chase")
        if kind in ("name_card", "race", "number") and (not state.chase or state.chase[-1].id != state.decision.object or state.decision.player != state.chase[-1].controller):
            err("/decision", "FOW-NAME-CARD-R, FOW-CHOOSE-RACE-R: a card name (race) is declared by the controller of the object resolving on top of the chase")
        if kind == "option" and (not state.chase or state.chase[-1].id != state.decision.object or state.decision.player != state.chase[-1].controller):
            err("/decision", "FOW-GAINS-ONE-OF-R: a change of a list is chosen by the controller of the object resolving on top of the chase")
        if kind == "pay" and (not state.chase or state.chase[-1].id != state.decision.object or not any(i.controller == state.decision.player for i in state.chase[:-1])) and not _pays_will(board, state):
            err("/decision", "FOW-CANCEL-UNLESS-R: a payment is asked, while a cancel resolves on top of the chase, of the controller of a spell below it")
        if kind == "banish" and (not state.chase or state.chase[-1].id != state.decision.object):
            err("/decision", "FOW-BANISH-CHOICE-R: a banish is asked while its object resolves on top of the chase")
        at = state.decision.effect
        top = state.chase[-1] if state.chase else None
        if at is not None and top is not None and top.id == state.decision.object and board.cat.knows_instance(top.card) and at >= len(item_text(board, top)[1]):
            # A decision of the object resolving names one of its effects (its place in the text): a forged place past
            # the last one would be answered as no effect of the object.
            err("/decision/effect", f"the object resolving on top of the chase has {len(item_text(board, top)[1])} effect(s); a decision names one of them")
        if kind == "reveal" and (state.window is msgspec.UNSET or state.window.asked[0] != state.decision.player):
            err("/decision", "FOW-TRIGGER-EVENT-R: a reveal is asked of the first player the event's window still asks")
        if kind == "automatic" and not any(p.controller == state.decision.player for p in state.pending):
            err("/decision", "FOW-PRIO-7: an automatic decision needs a pending ability of that player")
        if kind == "mythic":  # fow-mythic
            asked = next((p for p in state.players if p.id == state.decision.player), None)
            if asked is not None and all(board.cat.knows_instance(e.id) for e in asked.field) and not mythic_groups(board, asked.id):
                err("/decision", "FOW-KW-MYTHIC-R: a keep is asked of a player controlling two or more entities with «Mythic» that share a name")
    if state.window is not msgspec.UNSET and not state.over and (state.decision is None or state.decision.kind != "reveal" or len(set(state.window.asked)) != len(state.window.asked)):
        # fow-s-event: FOW-TRIGGER-EVENT-R: the players an event's window asks decide before anything else, each once.
        err("/window", "FOW-TRIGGER-EVENT-R: an event's window asks each of its players once, by a reveal decision")
    for index, item in enumerate(state.chase):
        if item.kind != "spell":
            owner = owner_of(item.card)
            # FOW-GAIN-CONTROL-R: an ability of a card whose control changed is its controller's as it was played.
            # fow-wide6: FOW-AT-NEXT-END-RETURN-R: the delayed ability is its effect's controller's.
            if owner != item.controller and not board.cat.changes_control and item.ability != "end_return":
                err(f"/chase/{index}/controller", "abilities and Judgment are controlled by their card's owner")
        elif owner_of(item.card) != item.controller:
            err(f"/chase/{index}/controller", "a spell is controlled by the player who owns it")
        # Whether the object's text can be read (its card known, its ability one the card has): a forged object
        # is reported above or by the card check, and nothing below reads it.
        readable = board.cat.knows_instance(item.card)
        if item.granted_by is not msgspec.UNSET:
            # FOW-GRANTED-ABILITY-R: an activate ability object of a card, granted by the named card.
            known = def_id_of(item.granted_by) in board.cat.defs
            if item.kind != "ability" or not isinstance(item.ability, int) or not known or board.granted_ability(item.granted_by, item.ability) is None:
                err(f"/chase/{index}/granted_by", "a granted ability object is an activate ability the named card grants")
                readable = False
        elif item.kind in ("ability", "ruler_ability", "automatic", "ruler_automatic"):
            problem = _ability_problem(board, item.card, item.kind, item.ability, item.despair)
            if problem is not None:
                err(f"/chase/{index}/ability", problem)
                readable = False
        if item.discarded is not UNSET and (
            item.kind not in ("ability", "ruler_ability")
            or len(set(item.discarded)) != len(item.discarded)
            or any(not board.cat.knows_instance(c) or owner_of(c) != owner_of(item.card) for c in item.discarded)
        ):
            # fow-n-rulers: FOW-COND-DISCARDED-R: the cards an activate ability's cost discarded from its player's hand.
            err(f"/chase/{index}/discarded", "FOW-COND-DISCARDED-R: the cards an activate ability's cost discarded, each once, from the hand of its card's owner")
        if item.shown is not UNSET and (len(set(item.shown)) != len(item.shown) or any(not board.cat.knows_instance(c) or owner_of(c) != item.controller for c in item.shown)):
            # fow-u-look: FOW-REVEAL-HAND-ANY-R: the cards of its controller's hand it revealed, each once.
            err(f"/chase/{index}/shown", "FOW-REVEAL-HAND-ANY-R: the cards an object revealed from its controller's hand, each once, owned by that player")
        if item.chant_half is not UNSET and (item.kind != "spell" or not readable or board.cat.instance_def(item.card).chant_half is None):
            # fow-y-alt: FOW-ALT-PLAY-HALF-R: only a spell of an alternative card is its chant half.
            err(f"/chase/{index}/chant_half", "FOW-ALT-PLAY-HALF-R: only the spell of an alternative card is played as its chant half")
        if item.awakening is not UNSET and (not readable or not _paid_awakening(board.card(item.card), item.awakened, item.awakening)):
            err(f"/chase/{index}/awakening", _AWAKENING_WHICH)
        if item.gods_art is not UNSET and (item.kind not in ("ability", "ruler_ability") or not board.cat.remembers_gods_art):
            # fow-s-keyword: FOW-KW-FALLEN-R: only an activate ability is a God's Art ability, marked when a card asks.
            err(f"/chase/{index}/gods_art", "FOW-KW-FALLEN-R: a God's Art ability object is an activate ability, marked only when a card of the set asks")
        if item.played_with is not UNSET and (item.kind != "spell" or not readable or board.card(item.card).played_with is None):
            # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: only a spell whose card has a text-changing [Seal] / [Null] was played with it.
            err(f"/chase/{index}/played_with", "FOW-PLAYED-WITH-TEXT-R: a spell is played with the text of its [Seal] / [Null] only if its card has one")
        if item.that_object is not UNSET and (item.kind not in ("automatic", "ruler_automatic") or item.that_object in [other.id for other in state.chase[index:]]):
            # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: the spell or ability that triggered an automatic ability was played before it.
            err(f"/chase/{index}/that_object", "FOW-TRIG-THAT-OBJECT-R: an automatic ability's triggering spell or ability is below it on the chase, or gone")
        if item.rolled is not UNSET and readable:
            # FOW-KW-FORCE-R: a result of the roll is one of the object's own [Force], at most six a die.
            dice = max((e.dice for e in item_text(board, item)[1] if isinstance(e, Force)), default=0)
            if dice and "force_dice_plus" in board.cat.flags:
                # fow-v-draw: FOW-FORCE-DICE-PLUS-R: a die more for each copy of a card replacing the roll the decks hold.
                dice += sum(n for p in state.players for part in (p.deck_list.main, p.deck_list.sideboard) for card_id, n in part.items() if _dice_plus(board, card_id))
            if item.rolled > 6 * dice:
                err(f"/chase/{index}/rolled", "FOW-KW-FORCE-R: the result of the roll is that of the object's [Force], its dice of six sides")
    for index, pending in enumerate(state.pending):
        if owner_of(pending.source) != pending.controller and not board.cat.changes_control and pending.ability != "end_return":
            err(f"/pending/{index}/controller", "an automatic ability is controlled by its card's owner")
        if pending.ability == "trigger_card":
            # fow-s-event: FOW-TRIGGER-EVENT-R: a triggered card waits in its owner's hand or standby area, with an event's.
            seat = next((p for p in state.players if p.id == pending.controller), None)
            zone = "hand" if seat is not None and pending.source in seat.hand else "standby" if seat is not None and any(s.id == pending.source for s in seat.standby) else None
            if zone is None or not board.cat.knows_instance(pending.source) or watched_event(board.card(pending.source), zone) is None:
                err(f"/pending/{index}/source", "FOW-TRIGGER-EVENT-R: a triggered card is a card of its controller's hand or standby area with a [Trigger] (or [Stealth]) of an event")
            continue
        problem = _ability_problem(board, pending.source, "ruler_automatic" if pending.ruler_area is True else "automatic", pending.ability, pending.despair)
        if problem is not None:
            err(f"/pending/{index}/ability", problem)
        if pending.awakening is not UNSET and not (board.cat.knows_instance(pending.source) and _paid_awakening(board.card(pending.source), pending.awakened, pending.awakening)):
            err(f"/pending/{index}/awakening", _AWAKENING_WHICH)
        if pending.that_object is not UNSET and pending.that_object not in [item.id for item in state.chase]:
            # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: nothing resolves before a triggered ability is played (CR 906.5).
            err(f"/pending/{index}/that_object", "FOW-TRIG-THAT-OBJECT-R: a pending ability's triggering spell or ability is on the chase")
    for index, _ in enumerate(state.draw_failed):
        err(f"/draw_failed/{index}", "FOW-RP-1: a failed draw-phase draw ends the game at once")


def _attribute_chooser(board: Board, state: State) -> str:
    """FOW-GEM-R: the controller of the object resolving on top of the chase chooses an attribute; fow-q-effects:
    FOW-OPP-BANISH-GEM-R: its controller's opponent, for "Your opponent banishes a gem"."""
    item = state.chase[-1]
    effects = item_text(board, item)[1]
    at = state.decision.effect if state.decision is not None and state.decision.effect is not None else -1
    effect = effects[at] if 0 <= at < len(effects) else None
    if isinstance(effect, BanishGem) and effect.player == "opponent":
        return board.opponent(item.controller).id
    return item.controller


def _dice_plus(board: Board, def_id: str) -> bool:
    """fow-v-draw: FOW-FORCE-DICE-PLUS-R: whether the card ``def_id`` has a continuous ability adding a die to its controller's [Force]."""
    card = board.cat.defs.get(def_id)
    return card is not None and any(isinstance(a, Continuous) and a.force_dice_plus for a in card.abilities)
