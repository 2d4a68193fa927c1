"""The Force of Will game: the :class:`ForceOfWill` class only (RULINGS.md §2, CR 12.7 baseline).

Every decision is an action (see :mod:`.docs` for one JSON example of each).  Legality lives in one place
per action type -- :mod:`.plays`, :mod:`.battle` and the small checks here -- and both ``verify`` and
``legal_actions`` ask it.  What happens by itself between decisions (rule processes, triggered abilities,
steps and phases) is :mod:`.turns`; the initial state is :mod:`.setup`; views are :mod:`.views`.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

import msgspec

from ..core.cardsets import DEFAULT_LIMITS, CardSetLimits, unknown_card_set
from ..core.codec import canonical_json
from ..core.errors import FieldError, InputError, Violation, invalid
from ..core.game import Event, Game, Variant
from ..core.sink import Sink
from . import battle as battles
from . import plays, turns, views
from .board import Board, sync_counts
from .cards import (
    CARD_SETS,
    CardSet,
    catalogue_for,
    reference_card_set_json,
    reference_catalogue,
    reference_decks,
    validate_card_set,
    validate_fowsim,
)
from .consistency import RULES_VERSION, check_state
from .decks import catalogue_of_deck, validate_deck
from .docs import ACTION_DOCS
from .effects import ACCEPT
from .events import EVENT_TYPES
from .rules import RULES, violation
from .setup import build
from .state import (
    Action,
    Activate,
    AssignPierce,
    Banish,
    CallStone,
    ChooseAttribute,
    ChooseNumber,
    ChooseOption,
    ChooseRace,
    Concede,
    DeclareAttack,
    DeclareBlock,
    Discard,
    DoJudgment,
    Keep,
    May,
    Mulligan,
    NameCard,
    Pass,
    Pay,
    PlayAutomatic,
    PlayCard,
    Player,
    ProduceWill,
    PutStandby,
    Reveal,
    Search,
    StartBattle,
    State,
)
from .will import apply_payment, check_payment, find_payment, need_of, usable_sources

DECISION_OF = {
    Mulligan: "mulligan",
    DeclareAttack: "declare_attack",
    DeclareBlock: "declare_block",
    AssignPierce: "assign_pierce",
    Discard: "discard",
    PlayAutomatic: "automatic",
    Search: "search",
    Banish: "banish",
    May: "may",
    Pay: "pay",
    ChooseAttribute: "attribute",
    ChooseOption: "option",
    NameCard: "name_card",
    ChooseRace: "race",
    ChooseNumber: "number",
    Keep: "mythic",  # fow-mythic
    Reveal: "reveal",  # fow-s-event
}
DECISION_RULE = {
    "mulligan": ("FOW-SETUP-3", "decide your mulligan (a mulligan action, cards: [] to keep)"),
    "declare_attack": ("FOW-BATTLE-3", "declare an attack (or attacker: null to forfeit)"),
    "declare_block": ("FOW-BATTLE-4", "declare a block (or blocker: null)"),
    "assign_pierce": ("FOW-KW-PIERCE", "assign the [Pierce] damage"),
    "discard": ("FOW-TURN-4", "discard down to 7 cards"),
    "automatic": ("FOW-PRIO-7", "play your triggered automatic ability"),
    "search": ("FOW-SEARCH-R", "choose the card your search finds, or the next card you looked at to put back (FOW-ARRANGE-R), or card: null"),
    "banish": ("FOW-BANISH-CHOICE-R", "choose the card you banish"),
    "may": ("FOW-MAY-R", "choose whether you do the optional effect (accept: true or false)"),
    "attribute": ("FOW-GEM-R", "choose the attribute of the gem or of the will produced, or declare an attribute (FOW-CHOOSE-ATTRIBUTE-R) (choose_attribute)"),
    "option": ("FOW-GAINS-ONE-OF-R", "choose one change of the list (choose_option)"),
    "name_card": ("FOW-NAME-CARD-R", "name a card of the card set (name_card)"),
    "race": ("FOW-CHOOSE-RACE-R", "choose a race printed on a card of the card set (choose_race)"),
    "number": ("FOW-CHOOSE-NUMBER-R", "choose a number from 0 to 99 (choose_number)"),
    "mythic": ("FOW-KW-MYTHIC-R", "choose the entity with «Mythic» you keep of those sharing a name (keep)"),  # fow-mythic
    "reveal": ("FOW-TRIGGER-EVENT-R", "reveal the cards the event just happened triggers, or none (reveal, cards: [])"),  # fow-s-event
    "pay": ("FOW-CANCEL-UNLESS-R", "pay the cost the cancel asks of your spell (or your optional payment, FOW-PAY-WILL-MAY-R), or payment: null to decline"),
}


class ForceOfWill(Game[State, Action]):
    id = "force-of-will"
    name = "Force of Will"
    rules_version = RULES_VERSION
    variants = (Variant("standard", 2, 2, "Two players, Comprehensive Rules 12.7 with RULINGS.md §2 (rune decks and stranger decks; no addition runes, orders)"),)
    state_type = State
    action_type = Action
    rules = RULES
    action_docs = ACTION_DOCS
    event_types = EVENT_TYPES

    card_set_type = CardSet

    def card_set(self) -> dict[str, Any]:
        return reference_card_set_json()

    def encode_state(self, state: State) -> bytes:
        """``canonical_json(state)``; a card set carried inline is put in as the canonical JSON its catalogue
        was found by (:func:`.cards.custom_catalogue`), so it is not encoded again: the same bytes (a card set
        is never changed), about 40% of encoding a state that carries a real deck's set."""
        card_set = state.options.card_set
        if card_set is None or isinstance(card_set, str):
            return canonical_json(state)
        try:
            text = catalogue_for(state.options).canonical
        except InputError:
            text = None
        if text is None:
            return canonical_json(state)
        options = msgspec.structs.replace(state.options, card_set=msgspec.Raw(text))
        return canonical_json(msgspec.structs.replace(state, options=options))

    def validate_card_set(self, data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[Any, dict[str, Any], list[FieldError]]:
        return validate_card_set(data, limits)

    def validate_fowsim(self, data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> tuple[Any, dict[str, Any], list[FieldError]]:
        """A fowsim database upload as a card set (:func:`.cards.validate_fowsim`)."""
        return validate_fowsim(data, limits)

    def reference_decks(self) -> dict[str, dict[str, Any]]:
        """The two reference decks; setup deals ``dawn`` to the first listed player and ``cinder`` to the
        second when no ``decks`` are given."""
        return reference_decks()

    def validate_deck(self, deck: Any, variant: str | None = None) -> list[Violation]:
        self.variant(variant)
        cat = reference_catalogue()
        if isinstance(deck, dict) and deck.get("card_set") is not None:
            given = deck["card_set"]
            if isinstance(given, str):
                found = CARD_SETS.get(given)
                if found is None:
                    raise invalid("/deck/card_set", unknown_card_set(given))
                cat = found
            else:
                cat = catalogue_of_deck(given)
        problems, _ = validate_deck(cat, deck)
        return problems

    # -- setup (setup.py) --------------------------------------------------------------------------
    def setup(
        self,
        variant: str | None,
        players: Sequence[str],
        seed: str,
        options: dict[str, Any] | None = None,
        decks: dict[str, Any] | None = None,
    ) -> State:
        """Two players; ``decks`` maps each player id to a deck ``{ruler, main, stones, sideboard}`` or
        to a reference deck name (``"dawn"``, ``"cinder"``).  Without ``decks`` the first listed player
        gets ``dawn`` and the second ``cinder``.  ``options``: ``edition`` (``cr-12.7`` or ``rulebook``),
        ``mulligan_mode`` (``shuffle``/``bottom``), ``energize`` (bool) and ``card_set`` (a custom card
        set, e.g. from :func:`.importer.import_fowsim`: inline, and the state carries it; or the digest of a
        set validated in this process, and the state names it so).  Example::

            >>> from adjudicator.force_of_will import GAME
            >>> state = GAME.setup(None, ["ann", "bob"], "seed-1", {"mulligan_mode": "bottom"})
            >>> state.phase, state.to_act == [state.first_player], state.players[0].life
            ('mulligan', True, 4000)
        """
        self.variant(variant)
        return build(players, seed, options, decks)

    def knows_card_set(self, digest: str) -> bool:
        return CARD_SETS.get(digest) is not None

    # -- consistency -------------------------------------------------------------------------------
    def check_state(self, state: State, sink: Sink) -> None:
        named = state.options.card_set
        if isinstance(named, str) and CARD_SETS.get(named) is None:
            sink.error("/options/card_set", unknown_card_set(named))
            sink.checkpoint()
            return
        check_state(catalogue_for(state.options), state, sink)

    # -- legality ----------------------------------------------------------------------------------
    def verify(self, state: State, action: Action) -> Violation | None:
        cat = catalogue_for(state.options)
        board = Board(cat, state)
        if not board.has_player(action.player):
            raise invalid("/action/player", f"{action.player!r} is not a player of this game")
        if state.over:
            return violation("FOW-OVER-R", "the game is over: no action is accepted", path="/action")
        if isinstance(action, Concede):
            return None
        player = board.player(action.player)
        decision = state.decision
        asked = DECISION_OF.get(type(action))
        if decision is not None:
            code, wanted = DECISION_RULE[decision.kind]
            if action.player != decision.player:
                if asked == decision.kind:
                    return violation(code, f"it is {decision.player}'s decision now: {wanted}", path="/action/player")
                return violation("FOW-PRIO-1", f"waiting for {decision.player}: {wanted}", path="/action/player")
            if decision.kind == "automatic" and isinstance(action, PlayCard) and plays.trigger_card_pending(board, player.id, action.card) is not None:
                # fow-s-event: FOW-TRIGGER-EVENT-R (CR 708.3, 906.2): a triggered card is played as a spell, the one way.
                return plays.check_play_card(board, player, action)
            if asked != decision.kind:
                return violation(code, f"first {wanted}", path="/action/type")
            return self._check_decision(board, player, action)
        if asked is not None:
            code, _ = DECISION_RULE[asked]
            return violation(code, f"no {asked.replace('_', ' ')} decision is asked now", path="/action/type")
        if state.priority != action.player:
            return violation(
                "FOW-PRIO-1", f"{action.player} does not hold priority: waiting for {', '.join(state.to_act)}", path="/action/player"
            )
        return self._check_priority_action(board, player, action)

    def _check_decision(self, board: Board, player: Player, action: Action) -> Violation | None:
        if isinstance(action, Mulligan):
            if len(set(action.cards)) != len(action.cards):
                return violation("FOW-SETUP-3", "a card is named twice", path="/action/cards")
            for index, card in enumerate(action.cards):
                if card not in player.hand:
                    return violation("FOW-SETUP-3", f"{card} is not in your hand", path=f"/action/cards/{index}")
            return None
        if isinstance(action, Discard):
            if action.card not in player.hand:
                asked = board.state.decision
                code = "FOW-DISCARD-CHOICE-R" if asked is not None and asked.object is not None else "FOW-TURN-4"
                return violation(code, f"{action.card} is not in your hand", path="/action/card")
            return None
        if isinstance(action, PlayAutomatic):
            return plays.check_play_automatic(board, player, action)
        if isinstance(action, May):
            return None
        if isinstance(action, Pay):
            cost = plays.unless_cost(board)
            if action.payment is None or cost is None:
                return None
            return check_payment(board, player, need_of(cost), action.payment, set())
        if isinstance(action, ChooseAttribute):
            if action.attribute not in plays.attribute_choices(board):
                return violation("FOW-GEM-R", f"{action.attribute} is not an attribute this effect lets you choose", path="/action/attribute")
            return None
        if isinstance(action, ChooseOption):
            if action.option not in plays.option_choices(board) and plays.top_or_bottom_pending(board):
                # fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R
                return violation("FOW-TO-DECK-TOP-OR-BOTTOM-R", f"{action.option} is neither 0 (the top) nor 1 (the bottom) of the deck", path="/action/option")
            if action.option not in plays.option_choices(board):
                return violation("FOW-GAINS-ONE-OF-R", f"{action.option} is not the place of a change in this effect's list", path="/action/option")
            return None
        if isinstance(action, NameCard | ChooseRace):
            kind = DECISION_OF[type(action)]
            value = action.name if isinstance(action, NameCard) else action.race
            if value not in plays.declare_choices(board, kind):
                what = "the name of a card" if kind == "name_card" else "a race printed on a card"
                code, _ = DECISION_RULE[kind]
                return violation(code, f"{value!r} is not {what} of this card set", path="/action/name" if kind == "name_card" else "/action/race")
            return None
        if isinstance(action, ChooseNumber):
            if plays.pays_life_any(board) and str(action.number) not in plays.declare_choices(board, "number"):
                # fow-w2-grimm: FOW-PAY-ANY-LIFE-R (CR 105.4a): no more life than its payer has.
                return violation("FOW-PAY-ANY-LIFE-R", f"{action.number}00 life is more than your life ({player.life}): pay at most that", path="/action/number")
            return None  # FOW-CHOOSE-NUMBER-R: any number of its range (the action's type bounds it)
        if isinstance(action, Reveal):
            return plays.check_reveal(board, player, list(action.cards))  # fow-s-event: FOW-TRIGGER-EVENT-R
        if isinstance(action, Keep):
            # fow-mythic -- FOW-KW-MYTHIC-R: one of the entities of the name asked.
            if action.card not in turns.mythic_choices(board):
                return violation("FOW-KW-MYTHIC-R", f"{action.card} is not one of the entities with «Mythic» sharing a name you choose from", path="/action/card")
            return None
        if isinstance(action, Banish):
            if action.card not in plays.banish_candidates(board):
                if plays.banished_kind(board) == "addition":
                    return violation("FOW-BANISH-ADDITION-R", f"{action.card} is not an addition you control", path="/action/card")
                # FOW-TRUE-STONE-SAME-NAME-R: only a true magic stone sharing a name with another.
                code = plays.banishes_same_true_name(board) or ("FOW-BANISH-NOT-ATTACKING-R" if plays.banishes_not_attacking(board, action.card) else "FOW-BANISH-CHOICE-R")
                return violation(code, f"{action.card} is not a card you control that this effect banishes", path="/action/card")
            return None
        if isinstance(action, Search):
            if action.card is not None and action.card not in plays.search_candidates(board):
                if plays.searched_deck(board) == "field" and plays.searched_into(board) == "hand":
                    # fow-hero3: FOW-RETURN-CHOSEN-R: a non-magic stone, non-J-ruler entity of the chooser's.
                    return violation("FOW-RETURN-CHOSEN-R", f"{action.card} is not a non-magic stone, non-J-ruler entity you control", path="/action/card")
                if plays.searched_deck(board) == "field":
                    return violation("FOW-RECOVER-STONES-R", f"{action.card} is not a rested magic stone you control", path="/action/card")
                if plays.searched_deck(board) == "fields":
                    return violation("FOW-RECOVER-ANY-STONES-R", f"{action.card} is not a rested magic stone in a field", path="/action/card")
                if plays.searched_deck(board) == "sideboard":
                    return violation("FOW-REVEAL-OUTSIDE-R", f"{action.card} is not a card you own outside the game this effect can reveal", path="/action/card")
                if plays.searched_deck(board) == "graveyard" and plays.searched_into(board) == "removed":
                    # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R
                    return violation("FOW-REMOVE-UP-TO-GRAVEYARD-R", f"{action.card} is not a card of your graveyard this effect can remove from the game", path="/action/card")
                if plays.searched_deck(board) == "graveyard" and plays.searched_into(board) == "hand":
                    # fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R: a card of the filter into the hand.
                    return violation("FOW-GRAVEYARD-CHOSEN-HAND-R", f"{action.card} is not a card of your graveyard this effect can put into your hand", path="/action/card")
                if plays.searched_deck(board) == "graveyard" and plays.searched_into(board) == "top":
                    # fow-z-zone: FOW-GRAVEYARD-CHOSEN-TOP-R: a card of the filter on top of the deck.
                    return violation("FOW-GRAVEYARD-CHOSEN-TOP-R", f"{action.card} is not a card of your graveyard this effect can put on top of your deck", path="/action/card")
                if plays.searched_deck(board) == "graveyard":
                    return violation("FOW-GRAVEYARD-CHOSEN-FIELD-R", f"{action.card} is not a resonator of your graveyard this effect can put into the field", path="/action/card")
                hand_rule = plays.from_hand_search(board)
                if hand_rule in ("FOW-HAND-TO-TOP-R", "FOW-HAND-TO-BOTTOM-R"):  # fow-alice-nv: FOW-HAND-TO-BOTTOM-R
                    where = "on top" if hand_rule == "FOW-HAND-TO-TOP-R" else "on the bottom"
                    return violation(hand_rule, f"{action.card} is not a card of your hand to put {where} of your deck", path="/action/card")
                if hand_rule == "FOW-REVEAL-HAND-ANY-R":  # fow-u-look
                    return violation(hand_rule, f"{action.card} is not a card of your hand of the filter this effect may still reveal", path="/action/card")
                if hand_rule:
                    return violation(hand_rule, f"{action.card} is not a card of your hand this effect can put into the field", path="/action/card")
                if plays.searched_each(board) == "top":
                    # fow-u-look: FOW-LOOK-TOP-EACH-R: of the cards looked at, one of this decision's filter.
                    return violation("FOW-LOOK-TOP-EACH-R", f"{action.card} is not a card looked at of the filter this decision asks for now", path="/action/card")
                if plays.searched_each(board):
                    # fow-m-look: FOW-SEARCH-EACH-R: the card of this decision's filter (one per filter, in order).
                    return violation("FOW-SEARCH-EACH-R", f"{action.card} is not a card of your main deck of the filter this search asks for now", path="/action/card")
                return violation("FOW-SEARCH-R", f"{action.card} is not a card of your main deck this search can find", path="/action/card")
            if action.invert and (action.card is None or not plays.search_may_invert(board, action.card)):
                # fow-faces: FOW-INVERT-NONE-R: only an inverse card put into the field by a search that says so.
                return violation("FOW-INVERT-NONE-R", "only an inverse card this effect puts into the field, with 'you may invert that card', may be inverted", path="/action/invert")
            must = plays.search_must_find(board)
            if action.card is None and must is not None:
                return violation(must, "this effect has you choose one of the cards you look at: name one", path="/action/card")
            hosts = plays.addition_hosts(board, action.card)
            if action.to is not None and action.to not in hosts:
                onto = plays.search_onto(board)  # fow-s-grimm-a: FOW-SEARCH-ADD-TO-R: a resonator, this card
                # fow-s-grimm-b: FOW-ADD-FROM-HAND-R: "add <an addition> from your hand to this card".
                rule = "FOW-SEARCH-ADDITION-R" if onto is None else "FOW-ADD-FROM-HAND-R" if plays.searched_deck(board) == "hand" else "FOW-SEARCH-ADD-TO-R"
                return violation(rule, f"{action.to} is not a J/resonator the addition found can be added to{'' if onto is None else ' by this effect (' + onto + ')'}", path="/action/to")
            if action.to is None and hosts:
                return violation("FOW-SEARCH-ADDITION-R", "an addition: J/resonator put into the field is added to a J/resonator: name it", path="/action/to")
            return None
        if isinstance(action, DeclareAttack):
            return battles.check_declare_attack(board, player, action)
        if isinstance(action, DeclareBlock):
            return battles.check_declare_block(board, player, action)
        assert isinstance(action, AssignPierce)
        return battles.check_assign_pierce(board, player, action)

    def _check_priority_action(self, board: Board, player: Player, action: Action) -> Violation | None:
        state = board.state
        if isinstance(action, Pass):
            if plays.main_timing(state, player.id) and battles.must_attack_blocks_pass(board, player):
                if not battles.forced_attackers(board, player):
                    # fow-y-cant: FOW-MUST-BE-ATTACKED-R (CR 718.2, 803.3): an attack the player is required to make.
                    return violation("FOW-MUST-BE-ATTACKED-R", "a card of your opponent's must be attacked if able, and a J/resonator of yours can attack it: start a battle instead of passing", path="/action/type")
                names = ", ".join(board.defn(e).name for e in battles.forced_attackers(board, player))
                return violation("FOW-BATTLE-8", f"{names} must attack and can: start a battle instead of passing", path="/action/type")
            return None
        if isinstance(action, PlayCard):
            return plays.check_play_card(board, player, action)
        if isinstance(action, Activate):
            return plays.check_activate(board, player, action)
        if isinstance(action, ProduceWill):
            return plays.check_produce_will(board, player, action)
        if isinstance(action, CallStone):
            return plays.check_call_stone(board, player, action)
        if isinstance(action, DoJudgment):
            return plays.check_judgment(board, player, action)
        if isinstance(action, PutStandby):
            return plays.check_standby(board, player, action)
        assert isinstance(action, StartBattle)
        if not plays.main_timing(state, player.id):
            return plays._main_timing_violation(state, "a battle is started")
        return battles.check_start_battle(board, player)

    def legal_actions(self, state: State, player: str | None = None) -> list[Action]:
        ids = [p.id for p in state.players]
        if player is not None and player not in ids:
            raise invalid("/player", f"{player!r} is not a player of this game")
        if state.over:
            return []
        board = Board(catalogue_for(state.options), state)
        actions: list[Action] = []
        for actor_id in state.to_act:
            if player is not None and actor_id != player:
                continue
            actor = board.player(actor_id)
            if state.decision is not None:
                actions.extend(self._list_decision(board, actor))
            else:
                actions.extend(self._list_priority(board, actor))
        actions.extend(Concede(player=pid) for pid in ids if player is None or pid == player)
        return actions

    def _list_decision(self, board: Board, player: Player) -> list[Action]:
        state = board.state
        decision = state.decision
        assert decision is not None
        kind = decision.kind
        actions: list[Action] = []
        if kind == "mulligan":
            for size in range(len(player.hand) + 1):
                actions.extend(Mulligan(player=player.id, cards=list(c)) for c in combinations(player.hand, size))
        elif kind == "discard":
            seen: set[str] = set()
            for card in player.hand:
                if board.card(card).id not in seen:
                    seen.add(board.card(card).id)
                    actions.append(Discard(player=player.id, card=card))
        elif kind == "may":
            actions.extend(May(player=player.id, accept=accept) for accept in (True, False))
        elif kind == "pay":
            actions.append(Pay(player=player.id, payment=None))
            cost = plays.unless_cost(board)
            payment = find_payment(board, player, need_of(cost), set()) if cost is not None else None
            if payment is not None:
                actions.append(Pay(player=player.id, payment=payment))
        elif kind == "attribute":
            actions.extend(ChooseAttribute(player=player.id, attribute=a) for a in plays.attribute_choices(board))  # type: ignore[arg-type]
        elif kind == "option":
            actions.extend(ChooseOption(player=player.id, option=o) for o in plays.option_choices(board))
        elif kind == "name_card":
            actions.extend(NameCard(player=player.id, name=name) for name in plays.declare_choices(board, kind))
        elif kind == "race":
            actions.extend(ChooseRace(player=player.id, race=race) for race in plays.declare_choices(board, kind))
        elif kind == "number":
            actions.extend(ChooseNumber(player=player.id, number=int(n)) for n in plays.declare_choices(board, kind))
        elif kind == "mythic":
            actions.extend(Keep(player=player.id, card=card) for card in turns.mythic_choices(board))  # fow-mythic
        elif kind == "reveal":
            # fow-s-event: FOW-TRIGGER-EVENT-R: none, each card alone, or all of them (one action: the player is then not
            # asked again, FOW-PLAY-5).
            actions.append(Reveal(player=player.id, cards=[]))
            found = plays.reveal_candidates(board, player)
            actions.extend(Reveal(player=player.id, cards=[card]) for card in found)
            if len(found) > 1:
                actions.append(Reveal(player=player.id, cards=found))
        elif kind == "banish":
            actions.extend(Banish(player=player.id, card=card) for card in plays.banish_candidates(board))
        elif kind == "search":
            seen_defs: set[str] = set()
            if not plays.search_must_find(board):
                actions.append(Search(player=player.id, card=None))
            each_one = plays.searched_deck(board) in ("field", "fields")  # FOW-RECOVER-STONES-R: cards of the field, each its own
            for card in plays.search_candidates(board):
                if each_one or board.card(card).id not in seen_defs:
                    seen_defs.add(board.card(card).id)
                    # FOW-SEARCH-ADDITION-R: an addition: J/resonator once with each J/resonator it may join.
                    hosts: list[str | None] = [*plays.addition_hosts(board, card)] or [None]
                    actions.extend(Search(player=player.id, card=card, to=host) for host in hosts)
                    if plays.search_may_invert(board, card):
                        # fow-faces: FOW-INVERT-NONE-R: the inverse card put into the field, then inverted.
                        actions.extend(Search(player=player.id, card=card, to=host, invert=True) for host in hosts)
        elif kind == "automatic":
            for pending in state.pending:
                if pending.controller != player.id:
                    continue
                if pending.ability == "trigger_card":
                    # fow-s-event: FOW-TRIGGER-EVENT-R: the card itself is played (play_card), as a spell.
                    actions.extend(a for a in plays.list_play_card(board, player) if a.card == pending.source)
                    continue
                choices = turns.pending_choices(board, pending)
                for mode, targets in choices if choices is not None else [(None, [])]:
                    total = plays.automatic_divided(board, pending, mode)[0]  # FOW-DAMAGE-DIVIDED-ABILITY-R
                    divide = plays.even_division(total, len(targets)) if total is not None else []
                    actions.append(PlayAutomatic(player=player.id, pending=pending.id, targets=targets, mode=mode, divide=divide))
        elif kind == "declare_attack":
            forced = {e.id for e in battles.forced_attackers(board, player)}
            lured = set(battles.lured_attacks(board, player))  # fow-y-cant: FOW-MUST-BE-ATTACKED-R
            if not forced and not lured:
                actions.append(DeclareAttack(player=player.id, attacker=None))
            opponent = board.opponent(player.id)
            chosen = {e.id for e in battles.chosen_attackers(board, player)}
            for attacker in battles.legal_attackers(board, player):
                if (forced and attacker.id not in forced) or (chosen and attacker.id not in chosen):
                    continue
                payment = battles.mobilize_payment(board, player, attacker)
                for target in [opponent.id] + [e.id for e in opponent.field]:
                    if battles.attack_target_problem(board, player, attacker, target) is None and (not lured or (attacker.id, target) in lured):
                        actions.append(DeclareAttack(player=player.id, attacker=attacker.id, target=target, payment=payment))
        elif kind == "declare_block":
            required = battles.required_blockers(board, player)  # fow-o-a: FOW-MUST-BLOCK-TARGET-R
            if not required and not battles.block_forced(board, player):
                actions.append(DeclareBlock(player=player.id, blocker=None))
            for entity in player.field:
                if (not required or entity.id in required) and battles.blocker_problem(board, player, entity.id) is None:
                    actions.append(DeclareBlock(player=player.id, blocker=entity.id, payment=battles.mobilize_payment(board, player, entity)))
        elif kind == "assign_pierce":
            actions.extend(AssignPierce(player=player.id, to_blocker=n) for n in battles.pierce_options(board) or [])
        return actions

    def _list_priority(self, board: Board, player: Player) -> list[Action]:
        state = board.state
        actions: list[Action] = []
        main = plays.main_timing(state, player.id)
        if not (main and battles.must_attack_blocks_pass(board, player)):
            actions.append(Pass(player=player.id))
        usable = usable_sources(board, player, set())
        actions.extend(plays.list_produce_will(board, player, usable))
        if main:
            call = CallStone(player=player.id)
            if plays.check_call_stone(board, player, call) is None:
                actions.append(call)
            actions.extend(plays.list_judgment(board, player, usable))
            if battles.check_start_battle(board, player) is None:
                actions.append(StartBattle(player=player.id))
            actions.extend(plays.list_standby(board, player, usable))
        actions.extend(plays.list_play_card(board, player, usable))
        actions.extend(plays.list_activate(board, player, usable))
        return actions

    # -- application -------------------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> list[Event]:
        board = Board(catalogue_for(state.options), state)
        events: list[Event] = []
        state.seq += 1
        player = board.player(action.player)
        if isinstance(action, Concede):
            turns.concede(board, player, events)
        elif isinstance(action, Pass):
            turns.apply_pass(board, player.id, events)
        elif isinstance(action, Mulligan):
            turns.mulligan(board, player, list(action.cards), events)
        elif isinstance(action, Discard):
            if state.decision is not None and state.decision.object is not None:
                turns.apply_choice(board, action.card, events)
            else:
                turns.discard(board, player, action.card, events)
        elif isinstance(action, PlayAutomatic):
            pending = next(p for p in state.pending if p.id == action.pending)
            state.decision = None
            turns.put_automatic(board, pending, list(action.targets), events, action.mode, list(action.divide))
            state.passes = 0
            turns.advance(board, events)
        elif isinstance(action, Search):
            turns.apply_choice(board, action.card, events, host=action.to, invert=action.invert)
        elif isinstance(action, Banish):
            turns.apply_choice(board, action.card, events)
        elif isinstance(action, May):
            turns.apply_choice(board, ACCEPT if action.accept else None, events)
        elif isinstance(action, Pay):
            if action.payment is not None:
                # FOW-CANCEL-UNLESS-R: the cost is paid; the spell stays on the chase.
                apply_payment(board, player, action.payment, events)
            turns.apply_choice(board, ACCEPT if action.payment is not None else None, events)
        elif isinstance(action, ChooseAttribute):
            turns.apply_choice(board, action.attribute, events)
        elif isinstance(action, ChooseOption):
            turns.apply_choice(board, str(action.option), events)
        elif isinstance(action, NameCard):
            turns.apply_choice(board, action.name, events)
        elif isinstance(action, ChooseRace):
            turns.apply_choice(board, action.race, events)
        elif isinstance(action, ChooseNumber):
            turns.apply_choice(board, str(action.number), events)
        elif isinstance(action, Keep):
            turns.keep_mythic(board, action.card, events)  # fow-mythic
        elif isinstance(action, Reveal):
            plays.apply_reveal(board, player, list(action.cards), events)  # fow-s-event: FOW-TRIGGER-EVENT-R
            turns.advance(board, events)
        elif isinstance(action, PlayCard) and state.decision is not None and state.decision.kind == "automatic":
            # fow-s-event: FOW-TRIGGER-EVENT-R: a triggered card played in its turn (CR 906.5a: the sequence starts again).
            state.decision = None
            plays.apply_play_card(board, player, action, events)
            state.passes = 0
            turns.advance(board, events)
        elif isinstance(action, DeclareAttack):
            battles.declare_attack(board, player, action, events)
            turns.advance(board, events)
        elif isinstance(action, DeclareBlock):
            battles.declare_block(board, player, action, events)
            turns.advance(board, events)
        elif isinstance(action, AssignPierce):
            battles.assign_pierce(board, action, events)
            turns.advance(board, events)
        else:
            if isinstance(action, PlayCard):
                plays.apply_play_card(board, player, action, events)
            elif isinstance(action, Activate):
                plays.apply_activate(board, player, action, events)
            elif isinstance(action, ProduceWill):
                plays.apply_produce_will(board, player, action, events)
            elif isinstance(action, CallStone):
                plays.apply_call_stone(board, player, events)
            elif isinstance(action, DoJudgment):
                plays.apply_judgment(board, player, action, events)
            elif isinstance(action, PutStandby):
                plays.apply_standby(board, player, action, events)
            elif isinstance(action, StartBattle):
                battles.start_battle(board, player, events)
            turns.after_action(board, player.id, events)
        for p in state.players:
            sync_counts(p)
        if state.moved_by:
            # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R (CR 302.3): a removed card that left its removed area is a new card.
            state.moved_by = [r for r in state.moved_by if "/field/" in r or r.rpartition("/")[2] in board.owner(r.rpartition("/")[2]).removed] or msgspec.UNSET
        if state.turn.playable:
            # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R (CR 302.3): a card that left its removed area is a new card.
            state.turn.playable = [r for r in state.turn.playable if r.partition("/")[2] in board.owner(r.partition("/")[2]).removed] or msgspec.UNSET
        turns.update_to_act(board)
        return events

    # -- views (views.py) --------------------------------------------------------------------------
    def view(self, state: State, viewer: str | None) -> dict[str, Any]:
        return views.view(state, viewer)

    def secret_ids(self, state: State, viewer: str | None) -> set[str]:
        return views.secret_ids(state, viewer)

    def view_action(self, state: State, action: dict[str, Any], viewer: str | None, events: list[Event]) -> dict[str, Any]:
        return views.view_action(state, action, viewer)


GAME = ForceOfWill()
