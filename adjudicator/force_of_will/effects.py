"""Resolving the chase: the code behind each one-time effect of the vocabulary, written once.

Resolution (FOW-PRIO-3) takes the last chase object: a resonator, addition or regalia spell enters the
field recovered and its [Enter] abilities trigger (FOW-PLAY-3, FOW-KW-ENTER); a chant does its text and
goes to the graveyard, or to the removed area when it was played by [Remnant] (FOW-KW-REMNANT); a
Judgment turns the ruler into its J-ruler (FOW-JUDG-2); an ability does its effects.  Targets are checked
again first: an effect on an illegal target does nothing, the others still happen (FOW-PLAY-2).
Destruction respects [Eternal] (FOW-KW-ETERNAL) and sends a J-ruler back astral unless [Imperishable]
(FOW-JUDG-3, FOW-KW-IMPERISHABLE).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Literal, cast

import msgspec
from msgspec import UNSET, UnsetType, structs

from ..core.game import Event
from ..core.rng import Rng
from . import events as ev
from .board import (
    J_RESONATOR_TYPES,
    Board,
    attribute_words,
    j_ruler_of,
    leave_removed,
    remove_counters,
    scope_kinds,
    scope_side,
    sync_counts,
)
from .cards import (
    asks_banished,
    asks_counter_removed,
    asks_damage_dealt,
    asks_destroy_done,
    asks_gone_removed,
    asks_j_ruler_rested,
    asks_returned,
    asks_stone_short,
    removed_run,
    token_defs,
)
from .shuffle import shuffle
from .state import (
    ChaseItem,
    ControlLayer,
    Decision,
    Entity,
    GroupScope,
    Modifier,
    NameBan,
    Pending,
    Player,
    RestrictedWill,
    RulerSlot,
    TriggerWindow,
)
from .targets import UNCHOSEN, is_addition_resonator, target_problem, total_cost
from .views import readers_of
from .vocabulary import (
    ADDED_DAMAGES,
    ATTRIBUTES,
    END_PHASE_TRIGGERS,
    Activate,
    AnyAbility,
    AnyEffect,
    Arrange,
    AsLongAs,
    AtEnd,
    AtkDamage,
    AttributeCostWith,
    Automatic,
    BanishChosen,
    BanishGem,
    BanishSelf,
    Cancel,
    CardDef,
    Continuous,
    Damage,
    Declare,
    Destroy,
    DestroyBattle,
    DiscardCards,
    DiscardHand,
    Draw,
    EachFilter,
    ForbidAttackResonators,
    ForbidGroup,
    ForbidLifeGain,
    ForbidSpells,
    Force,
    FromGraveyard,
    FromStranger,
    GainControl,
    GainGems,
    GainLife,
    Invert,
    JudgmentFree,
    Keyword,
    LookHand,
    LookTop,
    LoseLife,
    Mill,
    Mode,
    Modify,
    MoveCounters,
    NoRecover,
    OffHandLess,
    PayLifeAny,
    PayWill,
    PerCount,
    Prevent,
    PreventGroup,
    ProduceEffect,
    PutCounters,
    PutStone,
    PutTokens,
    Recover,
    RemoveAll,
    RemoveCounters,
    RemoveDamage,
    RemovedToGraveyard,
    RemoveFromBattle,
    RemoveFromGame,
    RemoveGraveyard,
    Rest,
    ReturnRemoved,
    ReturnToHand,
    RevealHand,
    RevealRandom,
    RevealTop,
    RevealTopAll,
    RevealUntil,
    RulerSide,
    Search,
    SearchFilter,
    SetWeather,
    ShuffleGraveyard,
    SpendOnly,
    TargetSpec,
    ToDeck,
    TopToBottom,
    WillKind,
)

# FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R: the effects of the automatic ability a gained keyword triggers.
GAINED_AUTOMATIC: dict[object, tuple[AnyEffect, ...]] = {"drain": (GainLife(that_much=True),), "bane": (Destroy(target="victim"),)}


def chase_ability(board: Board, item: ChaseItem) -> AnyAbility | None:
    """The ability an ability object on the chase is (its ``ability`` a number): the card's own, or
    (FOW-GRANTED-ABILITY-R) the one the ``granted_by`` card's continuous ability granted it."""
    assert isinstance(item.ability, int)
    if item.granted_by is not UNSET:
        return board.granted_ability(item.granted_by, item.ability)
    return board.ability_def(item.card, item.kind, item.despair).abilities[item.ability]


def item_text(board: Board, item: ChaseItem) -> tuple[list[TargetSpec], list[AnyEffect]]:
    """The targets and effects an object on the chase carries."""
    card = board.card(item.card)
    if item.kind == "spell":
        if card.modes and item.mode is not None:
            mode = card.modes[item.mode]
            return list(mode.targets), list(mode.effects)
        return list(card.targets), list(card.effects)
    if item.kind in ("ability", "ruler_ability", "automatic", "ruler_automatic") and isinstance(item.ability, int):
        ability = chase_ability(board, item)
        if isinstance(ability, Activate | Automatic) and ability.modes:
            # FOW-CHOOSE-AT-RANDOM-R, FOW-MODES-ABILITY-R: the option picked or chosen as it was played.
            mode = ability.modes[item.mode] if item.mode is not None else Mode()
            return list(mode.targets), list(mode.effects)
        if isinstance(ability, Activate | Automatic):
            return list(ability.targets), list(ability.effects)
    if item.kind == "automatic" and item.ability in GAINED_AUTOMATIC:
        # FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R: a gained [Drain] / [Bane] is the ability a printed one
        # is read as (FOW-DRAIN-R, FOW-BANE-R).
        return [], list(GAINED_AUTOMATIC[item.ability])
    if item.kind == "automatic" and item.ability == "phase_discard":
        # fow-x-trig: FOW-AT-BEGINNING-END-DISCARD-R: the delayed ability its card's effect made: its controller discards.
        made = next((e for e in [*card.effects, *(e for m in card.modes for e in m.effects)] if isinstance(e, AtEnd) and e.then == "discard_yours" and e.amount is not None), None)
        return [], [DiscardCards(amount=made.amount)] if made is not None and made.amount is not None else []
    return [], []


def _which(awakening: int | UnsetType) -> int:
    """fow-m-cost: FOW-AWAKENING-WHICH-R: the [Awakening] ability a card was played paying (1: the first, or its only one)."""
    return 1 if awakening is UNSET else awakening


def remember_gods_art(board: Board, controller: str) -> None:
    """fow-s-keyword: FOW-KW-FALLEN-R: a God's Art ability ``controller`` controlled resolved this turn (CR 1147.2, 1147.3:
    the [Fallen] condition), remembered once per player when a card of the set asks."""
    turn = board.state.turn
    if board.cat.remembers_gods_art and controller not in (done := [] if turn.gods_art_resolved is UNSET else turn.gods_art_resolved):
        turn.gods_art_resolved = [*done, controller]


def condition_holds(
    board: Board, condition: str | None, controller: str, awakened: bool, which: int = 1, from_graveyard: bool = False, played_with: bool = False
) -> bool:
    """Whether a condition of the vocabulary holds now (``if_you_do`` is decided by :func:`resolve_top`);
    fow-m-cost: FOW-AWAKENING-WHICH-R -- ``which``: the [Awakening] ability paid (1 the first); fow-r-zoneplay:
    FOW-PLAYED-FROM-GRAVEYARD-R -- ``from_graveyard``: the spell resolving was played from a graveyard; fow-s-keyword:
    FOW-PLAYED-WITH-TEXT-R -- ``played_with``: its [Seal] / [Null] condition held as it was played."""
    if condition is None:
        return True
    if condition in ("from_graveyard", "not_from_graveyard"):
        return from_graveyard == (condition == "from_graveyard")
    if condition in ("played_with", "not_played_with"):
        return played_with == (condition == "played_with")
    if condition == "awakened":
        return awakened
    if condition is not None and condition.startswith("awakened_"):
        return awakened and which == int(condition.removeprefix("awakened_"))
    if condition == "not_awakened":
        return not awakened
    battle = board.state.battle
    if condition == "opponent_attacking":
        return battle is not None and battle.attacker is not None and board.controller(battle.attacker).id != controller
    if condition == "opponent_spell_on_chase":
        return any(item.kind == "spell" and item.controller != controller for item in board.state.chase)
    return False


Resume = tuple[int, str | None, int]
# FOW-ARRANGE-R: (cards put on top, cards not placed yet, where the next one goes).
Placing = tuple[int, int, Literal["top", "bottom"]]


def resolve_top(
    board: Board,
    events: list[Event],
    *,
    found: Resume | None = None,
    placing: Placing | None = None,
    chosen: bool = False,
    host: str | None = None,
    taken: tuple[str, ...] = (),
    invert: bool = False,
) -> bool:
    """:func:`_resolve_top`; a spell of an alternative card resolves as the half played, taken off the chase as it
    resolves (fow-y-alt: FOW-ALT-PLAY-HALF-R, CR 1307.3b, 1307.4)."""
    top = board.state.chase[-1] if board.state.chase else None
    front = board.cat.instance_def(top.card) if top is not None and top.kind == "spell" and board.cat.knows_instance(top.card) else None
    if top is None or front is None or front.chant_half is None:
        return _resolve_top(board, events, found=found, placing=placing, chosen=chosen, host=host, taken=taken, invert=invert)
    before, board.playing_half = board.playing_half, (top.card, board.cat.defs[front.chant_half] if top.chant_half is True else front)
    try:
        return _resolve_top(board, events, found=found, placing=placing, chosen=chosen, host=host, taken=taken, invert=invert)
    finally:
        board.playing_half = before


def _resolve_top(
    board: Board,
    events: list[Event],
    *,
    found: Resume | None = None,
    placing: Placing | None = None,
    chosen: bool = False,
    host: str | None = None,
    taken: tuple[str, ...] = (),
    invert: bool = False,
) -> bool:
    """Resolve the top chase object; False when it waits for a player's choice -- a search
    (FOW-SEARCH-R) or a discard (FOW-DISCARD-CHOICE-R): the object then stays on top of the chase, and
    ``found`` (effect number, card chosen, cards discarded before it) resumes it; ``placing``: the
    looked-at cards being put back when it paused (FOW-ARRANGE-R); ``chosen``: ``found`` answers a search,
    discard or banish decision (of an optional search or discard already accepted, FOW-SEARCH-MAY-R,
    FOW-DISCARD-MAY-R), not a may decision; ``host``: the J/resonator an addition found is added to
    (FOW-SEARCH-ADDITION-R); ``taken``: the names of the cards a search for several found before
    (FOW-SEARCH-UP-TO-R)."""
    state = board.state
    item = state.chase.pop()
    # fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R: the ATK its card left the field with, if it did.
    board.resolving_source_atk = (item.card, item.source_atk) if item.source_atk is not UNSET else None
    board.resolving = (item.card, item.controller)  # fow-r-standby: FOW-COND-PLAYER-DEALT-R
    board.resolving_put = None  # fow-r-modal: FOW-IT-PUT-R: set by a search of this call only
    controller = board.player(item.controller)
    card = board.card(item.card)
    if found is None:
        events.append(ev.Resolving(object=item.id, kind=item.kind, card=item.card, rule="FOW-PRIO-3", private_to=readers_of(state, item.card)))
        if item.kind == "judgment":
            _resolve_judgment(board, item, events)
            return True
        if item.kind == "spell" and card.type not in ("chant", "rune"):  # FOW-RUNE-CARD-R: a rune does its text (CR 711.2a)
            _enter_field(board, item, events)
            return True
        if item.kind == "automatic" and item.ability == "explode":
            with board.together():  # FOW-TRIG-GRAVEYARD-R: both destroyed at once.
                _resolve_explode(board, item, events)
            return True
        if item.kind == "automatic" and item.ability == "stone_bottom":
            _resolve_stone_bottom(board, item, events)
            return True
        if item.kind == "automatic" and isinstance(item.ability, str) and item.ability.startswith("end_"):
            _resolve_at_end(board, item, events)
            return True
        if item.kind == "automatic" and item.ability == "destroyed_banish":
            source = board.entity(item.card)
            if source is not None:
                # fow-s-grimm-b: FOW-DESTROYED-BANISH-R: this card, still in the field as the same card, is banished.
                events.append(ev.Banished(card=source.id, rule="FOW-DESTROYED-BANISH-R"))
                board.leave_field(source, "graveyard", events)
            return True
    specs, effects = item_text(board, item)
    legal = legal_slots(board, item, specs)
    if found is None:
        for index, ok in enumerate(legal):
            if not ok and item.targets[index] != UNCHOSEN:
                events.append(ev.TargetIllegal(object=item.id, target=item.targets[index], rule="FOW-PLAY-2", private_to=readers_of(state, item.targets[index])))
    start = 0 if found is None else found[0]
    # fow-s-modal: FOW-MODES-SAME-TARGET-R: options chosen together may name one card; once another option moved it, the
    # card is a new one (CR 302.3) this option's effects do not reach (its own option's later effects still follow it).
    at_start = [board.entity(t) if t != UNCHOSEN else None for t in item.targets] if any(spec.option for spec in specs) else []
    moved_by: int | None = None  # the option of the effect done last (that of its target)
    did = False  # whether the last optional effect was done (FOW-IF-YOU-DO-R)
    removal_from = 0  # fow-y-trig: FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R
    reads_last_known = any(_reads_last_known(e) for e in effects)
    sentence: tuple[int, AsLongAs, bool] | None = None  # fow-q-grimm: FOW-IF-SELF-COUNTERS-R
    for index in range(start, len(effects)):
        effect = cost_counted(board, item, declared_in(effects[index], item))
        for slot, was in enumerate(at_start):
            if was is not None and (now := board.entity(item.targets[slot])) is not was:
                at_start[slot] = now if specs[slot].option == moved_by else None
                legal[slot] = legal[slot] and specs[slot].option == moved_by
        own = getattr(effects[index], "target", None)
        moved_by = specs[own].option if isinstance(own, int) and own < len(specs) else None
        if reads_last_known:
            remember_last_known(board, item)
        resumed = found is not None and found[0] == index  # its conditions held when it paused
        if resumed:
            pass
        elif effect.condition in ("if_you_do", "if_you_dont") and did != (effect.condition == "if_you_do"):
            # FOW-IF-YOU-DO-R; FOW-SEARCH-FIELD-INSTEAD-R: "if_you_dont" only when the optional effect was not done.
            if isinstance(effect, Search) and effect.shuffle_anyway:
                # FOW-SEARCH-IF-YOU-DO-R: "If you do, search ... Then shuffle": the shuffle is done all the same.
                shuffle(board.state.rng, controller.deck)
                events.append(ev.Searched(player=controller.id, found=None, card=None, private_to=controller.id, rule="FOW-SEARCH-IF-YOU-DO-R"))
            continue
        elif effect.condition not in ("if_you_do", "if_you_dont") and not condition_holds(board, effect.condition, item.controller, item.awakened, _which(item.awakening), item.from_graveyard is True, item.played_with is True):
            continue
        elif (effect.when is not None and not (sentence := _sentence_holds(board, item, effect.when, legal, index, sentence, _own_target(effect)))[2]) or (
            effect.unless is not None and _effect_holds(board, item, effect.unless, legal)
        ):
            # FOW-EFFECT-IF-R: a condition of the effect text, checked as the effect resolves (an optional
            # effect skipped so is not done, FOW-SEARCH-FIELD-INSTEAD-R).
            did = False if effect.optional else did
            if isinstance(effect, Search) and effect.shuffle_anyway:
                # fow-dec-b: FOW-EFFECT-IF-R: "If <condition>, search ... Then shuffle": shuffled all the same.
                shuffle(board.state.rng, controller.deck)
                events.append(ev.Searched(player=controller.id, found=None, card=None, private_to=controller.id, rule="FOW-EFFECT-IF-R"))
            continue
        if isinstance(effect, PayWill):
            # FOW-PAY-WILL-MAY-R: its controller pays the will (a pay decision) or declines (payment: null).
            if resumed:
                did = found is not None and found[1] == ACCEPT
                continue
            state.chase.append(item)
            state.decision = Decision(kind="pay", player=item.controller, object=item.id, effect=index)
            return False
        if effect.optional:
            if found is not None and resumed:
                # An attribute answers the gem decision asked after the optional effect was accepted (FOW-GEM-R).
                did = chosen or found[1] == ACCEPT or found[1] in ATTRIBUTES
                if not did:
                    if isinstance(effect, Search) and effect.shuffle_anyway:
                        # FOW-SEARCH-MAY-R: "Then shuffle" follows the search whether or not it was done.
                        shuffle(board.state.rng, controller.deck)
                        events.append(ev.Searched(player=controller.id, found=None, card=None, private_to=controller.id, rule="FOW-SEARCH-MAY-R"))
                    continue
            elif _can_do(effect, legal) and not (isinstance(effect, TopToBottom) and not (controller if effect.player == "you" else board.opponent(controller.id)).deck) and not (
                # FOW-DISCARD-MAY-R: a discard that cannot be done in full is not offered (CR 104.2).
                isinstance(effect, DiscardCards) and (effect.player != "you" or len(controller.hand) < effect.amount)
            ) and not (
                isinstance(effect, BanishGem) and (not items_of(controller, effect.item) or (effect.attribute is not None and effect.attribute not in items_of(controller, effect.item)))
            ) and not (
                # fow-m-filters: FOW-RETURN-CHOSEN-RACE-R (CR 104.2): a return of a chosen card of yours with none to choose.
                isinstance(effect, Search) and effect.deck == "field" and effect.to == "hand" and not search_candidates(board, item, effect)
            ) and not (
                # FOW-PAY-LIFE-MAY-R (CR 105.4a): no more life is paid than its payer has.
                isinstance(effect, LoseLife) and effect.pay and controller.life < effect.amount
            ) and not (
                # fow-n-grimm: FOW-BANISH-YOUR-STONES-R (CR 104.2): a banish that cannot be done in full is not offered.
                isinstance(effect, BanishChosen) and len(banish_candidates(board, controller.id, effect, source=item.card, item=item)) < effect.amount
            ) and not (
                # fow-s-grimm-b: FOW-TRIG-GONE-TO-HAND-R (CR 104.2, 1011.1): "you may banish this card" with this card no longer
                # in the field is not offered, so what follows "If you do" is not done.
                isinstance(effect, BanishSelf) and not effect.put and board.entity(item.card) is None
            ):
                state.chase.append(item)
                state.decision = Decision(kind="may", player=item.controller, object=item.id, effect=index)
                return False
            else:
                # CR 104.2: an optional effect that cannot be done is not done at all.
                did = False
                continue
        if isinstance(effect, PayLifeAny):
            # fow-w2-grimm: FOW-PAY-ANY-LIFE-R (CR 105.4a): the hundreds of life chosen (choose_number), paid now.
            if found is not None and found[0] == index and found[1] is not None:
                paid = min(int(found[1]) * 100, max(controller.life, 0))
                item.declared = str(paid // 100)
                if paid:
                    controller.life -= paid
                    events.append(ev.Life(player=controller.id, change=-paid, life=controller.life))
                continue
            state.chase.append(item)
            state.decision = Decision(kind="number", player=item.controller, object=item.id, effect=index)
            return False
        if isinstance(effect, Declare):
            # FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: the controller declares a card name (a race) now.
            if found is not None and found[0] == index and found[1] is not None:
                item.declared = found[1]
                kept = board.entity(item.card) if item.kind == "automatic" and effect.what == "race" else None
                if kept is not None and board.controller(kept.id).id != item.controller and _kept_while_controlled(board, kept):
                    kept = None  # fow-r-grimm: FOW-CHOSEN-RACE-NO-ATTACK-R: "as long as you control this card" is off (CR 909.8)
                if kept is not None:
                    kept.declared = found[1]  # FOW-CHOSEN-RACE-KEPT-R: read by its continuous abilities
                events.append(ev.Declared(player=item.controller, object=item.id, what=effect.what, value=found[1], rule=DECLARE_RULE[effect.what]))
                continue
            state.chase.append(item)
            state.decision = Decision(kind=DECLARE_DECISION[effect.what], player=item.controller, object=item.id, effect=index)
            return False
        if isinstance(effect, ProduceEffect) and len(effect.will) > 1:
            # FOW-WILL-EFFECT-R: the attribute of the will is chosen as the effect resolves (choose_attribute).
            chosen_before = 0
            if found is not None and found[0] == index and found[1] in effect.will:
                # fow-x-ruler: FOW-WILL-EFFECT-ALIKE-R: ``alike`` wills of the one attribute chosen.
                alike: list[str] = [found[1]] * (effect.alike or 1)
                produce_will(controller, item.card, [*alike, *effect.more], events, effect.only)
                # fow-m-will: FOW-WILL-EFFECT-SEVERAL-R: the next will of the count is chosen after this one.
                chosen_before = found[2] + 1 if effect.count is not None and found[2] + 1 < effect.count else 0
                if not chosen_before:
                    continue
            state.chase.append(item)
            state.decision = Decision(kind="attribute", player=item.controller, object=item.id, effect=index, done=chosen_before or None)
            return False
        if isinstance(effect, GainGems | BanishGem) and (effect.any_attribute if isinstance(effect, GainGems) else effect.attribute is None):
            # FOW-GEM-R: the attribute is chosen as the effect resolves (CR 1027.1a).
            # fow-q-effects: FOW-OPP-BANISH-GEM-R: the opponent banishes (and chooses) one of their own gems.
            chooser = board.opponent(controller.id) if isinstance(effect, BanishGem) and effect.player == "opponent" else controller
            if found is not None and found[0] == index and found[1] in gem_choices(chooser, effect):
                # FOW-GEM-ONE-ATTRIBUTE-R: "two gems of any one attribute": each of the attribute chosen once.
                for _ in range(effect.count if isinstance(effect, GainGems) else 1):
                    gem_effect(board, chooser, found[1], isinstance(effect, GainGems), events, effect.item)
                continue
            if gem_choices(chooser, effect):
                state.chase.append(item)
                state.decision = Decision(kind="attribute", player=chooser.id, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, Arrange):
            stone = effect.deck == "stone"
            if resumed and placing is not None:
                step = arrange(board, item, index, effect.to, placing, found[1] if found is not None else None, answered=True, events=events, stone=stone)
            else:
                stage: Literal["top", "bottom"] = "bottom" if effect.to == "bottom" else "top"
                count = min(effect.count, len(controller.stone_deck if stone else controller.deck))
                step = arrange(board, item, index, effect.to, (0, count, stage), None, answered=False, events=events, stone=stone)
            if step:
                return False
            continue
        if isinstance(effect, Search) and effect.deck == "graveyard" and effect.to == "removed":
            # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R: one card of the controller's graveyard removed per search decision
            # (``done`` of them so far); none named stops.
            done = 0
            if found is not None and found[0] == index and found[1] != ACCEPT:
                if found[1] is None:
                    continue
                remove_from_graveyard(board, item, found[1], events)
                done = found[2] + 1
            if done < effect.count and search_candidates(board, item, effect):
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index, done=done or None)
                return False
            continue
        if isinstance(effect, Search) and effect.deck == "hand" and effect.to == "revealed":
            # fow-u-look: FOW-REVEAL-HAND-ANY-R: one card of the hand revealed per search decision (kept in ``shown``), asked
            # while one of the filter is left; none named stops.
            if found is not None and found[0] == index and found[1] != ACCEPT:
                if found[1] is None:
                    continue
                reveal_from_hand(board, item, found[1], events)
            if search_candidates(board, item, effect):
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, Search) and (effect.deck in ("removed", "sideboard", "graveyard", "rune_area", "field", "added") or (effect.deck == "hand" and effect.to in ("top", "bottom"))):  # fow-hero3: field
            # FOW-REMOVED-TO-HAND-R: a card of the removed area chosen (asked only while one fits);
            # FOW-REVEAL-OUTSIDE-R: likewise a card of the sideboard to reveal (none may be chosen), once its
            # "you may" is accepted (FOW-SEARCH-MAY-R); FOW-HAND-TO-TOP-R: a card of the hand (asked while it holds one).
            # fow-s-grimm-a: FOW-MOVE-ADDITION-R: the addition targeted and the resonator it goes to.
            if found is not None and found[0] == index and found[1] != ACCEPT:
                search(board, item, effect, found[1], events, host=host)
            elif search_candidates(board, item, effect):
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, Search) and effect.count == 0:
            # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: X was 0: no card is looked for; a shuffle the text asks is done.
            search(board, item, effect, None, events, host=host)
            continue
        if isinstance(effect, Search):
            # FOW-SEARCH-MAY-R: an optional search accepted is then asked like any other.
            if found is None or found[0] != index or found[1] == ACCEPT:
                if effect.shown and effect.top is not None and controller.deck:
                    # FOW-REVEAL-TOP-N-R: the cards looked at are shown to all before the choice.
                    shown = [board.card(c).id for c in controller.deck[: effect.top]]
                    events.append(ev.RevealedCards(player=controller.id, cards=shown, rule="FOW-REVEAL-TOP-N-R"))
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index)
                return False
            # FOW-ARRANGE-R: the rest of the cards looked at, back on top or on the bottom in the order chosen.
            back: Literal["top", "bottom"] = "top" if effect.rest == "top" else "bottom"
            if placing is not None:
                if arrange(board, item, index, back, placing, found[1], answered=True, events=events):
                    return False
                continue
            if effect.count > 1 and effect.top is None:
                # FOW-SEARCH-UP-TO-R: one card at a time; none named, or the last, closes the search.
                # fow-m-look: FOW-SEARCH-EACH-R: none named moves on to the next filter.
                done = found[2] + 1 if found[1] is not None or effect.each else effect.count
                names = [*taken, *(board.card(found[1]).names if found[1] is not None else ())]  # FOW-ALSO-NAMED-R: all of them
                search(board, item, effect, found[1], events, host=host, last=done >= effect.count)
                if done < effect.count:
                    state.chase.append(item)
                    state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index, done=done, names=names if effect.different_names else [])
                    return False
                continue
            picked = found[2]
            if effect.each and effect.top is not None:
                # fow-u-look: FOW-LOOK-TOP-EACH-R: the card of this filter (or none) taken; the next filter with a card
                # among those left is asked; after the last, the rest go where the text says.
                if found[1] is not None:
                    looked_taken = [] if item.shown is UNSET else item.shown
                    search(board, item, effect, found[1], events, host=host, taken=len(looked_taken), partial=True)
                    item.shown = [*looked_taken, found[1]]
                next_filter = picked + 1
                while next_filter < len(effect.each) and not search_candidates(board, item, effect, taken=next_filter):
                    next_filter += 1
                if next_filter < len(effect.each):
                    state.chase.append(item)
                    state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index, done=next_filter)
                    return False
                rest = search(board, item, effect, None, events, host=host, taken=0 if item.shown is UNSET else len(item.shown))
                if rest and arrange(board, item, index, back, (0, rest, back), None, answered=False, events=events):
                    return False
                continue
            if found[1] is not None and effect.top is not None and picked + 1 < effect.count:
                # FOW-LOOK-TOP-PICK-R: one more card of them taken; the next is asked while one may be.
                search(board, item, effect, found[1], events, host=host, taken=picked, partial=True)
                picked += 1
                if search_candidates(board, item, effect, taken=picked):
                    state.chase.append(item)
                    state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index, done=picked)
                    return False
                rest = search(board, item, effect, None, events, host=host, taken=picked)
            else:
                rest = search(board, item, effect, found[1], events, host=host, taken=picked, invert=invert)
            if rest and arrange(board, item, index, back, (0, rest, back), None, answered=False, events=events):
                return False
            continue
        if isinstance(effect, Cancel) and effect.unless_pays is not None:
            # FOW-CANCEL-UNLESS-R: the spell's controller is asked first; paid, nothing is cancelled.
            if found is not None and found[0] == index:
                if found[1] != ACCEPT:
                    perform(board, item, effect, legal, events)
                continue
            payer = _unless_payer(board, item, effect, legal)
            if payer is not None:
                state.chase.append(item)
                state.decision = Decision(kind="pay", player=payer, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, RemoveAll):
            # FOW-REMOVE-ALL-NAMED-R: the graveyard and hand cards first; then, one search decision at a time,
            # the deck cards its controller finds (they may stop: CR 1014.2); then the shuffle.
            if found is None or found[0] != index:
                remove_all(board, item, effect, events)
            elif found[1] is not None:
                _remove_one(board, found[1], events)
            if (found is None or found[0] != index or found[1] is not None) and remove_candidates(board, item, effect):
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index)
                return False
            shuffle(board.state.rng, board.opponent(item.controller).deck)
            continue
        if isinstance(effect, Recover) and effect.stones is not None:
            # FOW-RECOVER-STONES-R: one stone chosen per search decision (``done`` of them so far).
            done = 0
            if found is not None and found[0] == index and found[1] != ACCEPT:
                if found[1] is None:
                    continue
                recover_stone(board, found[1], events, item.controller)
                done = found[2] + 1
            if done < effect.stones and recover_candidates(board, item.controller, effect):
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index, done=done or None)
                return False
            continue
        if isinstance(effect, LookHand) and effect.all:
            # FOW-HAND-ALL-NAMED-R: the hand seen, then every card of it of the filter goes, none chosen.
            look_hand(board, item, effect, events)
            for chosen_card in hand_candidates(board, item, effect):
                take_from_hand(board, chosen_card, effect, events)
            continue
        if isinstance(effect, LookHand):
            # FOW-HAND-LOOK-R: the look, then (a card chosen) the card the opponent discards or removes.
            if found is not None and found[0] == index and found[1] != ACCEPT:
                if found[1] is not None:
                    take_from_hand(board, found[1], effect, events)
                continue
            if effect.target is not None and not _targets_of(board, item, effect, legal):
                continue  # FOW-HAND-LOOK-TARGET-R: the target player is no longer a legal target
            look_hand(board, item, effect, events)
            if effect.choose is not None and hand_candidates(board, item, effect):
                state.chase.append(item)
                state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, ToDeck) and effect.position == "either":
            # fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R: the controller chooses the top (option 0) or the bottom (option 1)
            # as it resolves, asked only while a target is still in the field.
            if found is not None and found[0] == index and found[1] is not None:
                perform(board, item, structs.replace(effect, position="top" if found[1] == "0" else "bottom"), legal, events)
                continue
            if any((entity := board.entity(t)) is not None and not entity.j_ruler for t in _targets_of(board, item, effect, legal)):
                state.chase.append(item)
                state.decision = Decision(kind="option", player=item.controller, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, Modify) and effect.one_of:
            # FOW-GAINS-ONE-OF-R: the controller chooses one change of the list as it resolves.
            if found is not None and found[0] == index and found[1] is not None:
                option = effect.one_of[int(found[1])]
                if effect.lose_one:
                    _lose_chosen(board, item, effect, list(option.keywords), legal, events)
                    continue
                perform(board, item, structs.replace(effect, atk=option.atk, def_=option.def_, keywords=list(option.keywords), one_of=[]), legal, events)
                continue
            if any(board.entity(t) is not None for t in _targets_of(board, item, effect, legal)):
                state.chase.append(item)
                state.decision = Decision(kind="option", player=item.controller, object=item.id, effect=index)
                return False
            continue
        if isinstance(effect, BanishChosen | DiscardCards):
            chose = len(events)
            asks = index + 1 < len(effects) and asks_banished(effects, index + 1)
            # fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: the races of the card chosen, as it last was in the field (CR 911.1).
            chosen_entity = board.entity(found[1]) if asks and found is not None and found[0] == index and found[1] else None
            races = frozenset(board.defn(chosen_entity).races) if chosen_entity is not None else frozenset()
            after = effects[index + 1] if index + 1 < len(effects) else None
            if isinstance(after, GainLife) and after.banished and found is not None and found[0] == index and found[1] and (banished := board.entity(found[1])) is not None:
                # FOW-LIFE-EQUAL-BANISHED-R: the ATK / DEF of the card chosen, as it is banished (CR 911.1).
                atk, def_, _ = board.stats(banished)
                item.amount = max(0, atk if after.equal_to == "atk" else def_)
            # fow-t-draw: FOW-COND-DISCARDED-EFFECT-R: the cards this discard discards are kept for the condition after it.
            keep = isinstance(effect, DiscardCards) and index + 1 < len(effects) and (
                any(h is not None and h.discarded_races for h in (effects[index + 1].when, effects[index + 1].unless))
                or getattr(getattr(effects[index + 1], "per", None), "what", None) == "discarded_cost"  # FOW-DISCARDED-COST-X-R
            )
            if _choose_in_turn(board, item, index, effect, found, events, legal, keep=keep):
                return False
            if asks:
                # fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: "Banish a <card> you control. If you do, ...": done only if one was
                # banished (none to choose: not done, CR 104.2); its races, for "if you banished a <Race> in this way".
                board.resolving_banished = [races for e in events[chose:] if isinstance(e, ev.Banished)]
                did = bool(board.resolving_banished)
            continue
        before = len(events)
        if isinstance(effect, FromGraveyard) and effect.to == "removed" and not (index > 0 and isinstance(effects[index - 1], FromGraveyard) and effects[index - 1].to == "removed"):  # type: ignore[union-attr]
            removal_from = before  # fow-y-trig: FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: where the run of removals began
        perform(board, item, effect, legal, events)
        if index + 1 < len(effects) and asks_destroy_done(effects, index + 1):
            # FOW-IF-YOU-DO-DESTROY-R: "Destroy target X. If you do, ...": done only if the destroy destroyed it.
            did = any(isinstance(e, ev.Destroyed) for e in events[before:])
        elif index + 1 < len(effects) and asks_damage_dealt(effects, index + 1):
            # fow-s-deal, fow-s-keyword: FOW-IF-DAMAGE-DEALT-R: done only if this damage dealt some to its target (none prevented it all).
            dealt_to = item.targets[effect.target] if isinstance(effect, Damage) and isinstance(effect.target, int) and effect.target < len(item.targets) else None
            did = any(isinstance(e, ev.Damage) and e.target == dealt_to and e.amount > 0 for e in events[before:])
        elif index + 1 < len(effects) and asks_counter_removed(effects, index + 1):
            # fow-reiya-lapis: FOW-IF-YOU-DO-REMOVED-R: "Remove a <name> counter from ... If you do, ...": done only if
            # that counter was removed (the card had one).
            did = any(isinstance(e, ev.CountersRemoved) for e in events[before:])
        elif index + 1 < len(effects) and asks_returned(effects, index + 1):
            # fow-reiya-lapis: FOW-IF-YOU-DO-RETURNED-R: "Return target X to its owner's hand. If you do, ...": done only
            # if that card went to its owner's hand as this resolved.
            did = any(isinstance(e, ev.ReturnedToHand) and e.card in board.owner(e.card).hand for e in events[before:])
        elif index + 1 < len(effects) and asks_gone_removed(effects, index + 1):
            # fow-y-trig: FOW-IF-YOU-DO-GONE-REMOVED-R: "Remove that card from the game. If you do, ...": done only if that
            # card went from its owner's graveyard to their removed area as this resolved (not if it had left the graveyard).
            # FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: "Remove N target <cards> in your graveyard from the game. If you do, ...":
            # done only if every one of them was removed by these removals (ruling).
            run = removed_run(effects, index + 1)
            wanted = [item.victim if e.target == "victim" else item.targets[e.target] if isinstance(e.target, int) and e.target < len(item.targets) else None for e in run]
            gone = [e for e in events[removal_from:] if isinstance(e, ev.RemovedFromGame)]
            did = bool(wanted) and all(w is not None and any(g.card == w for g in gone) for w in wanted)
        elif index + 1 < len(effects) and asks_j_ruler_rested(effects, index + 1):
            # fow-o-b: FOW-REST-J-RULER-EFFECT-R: "Rest a recovered J/ruler you control. If you do, ...": done only if it
            # rested one (none is rested again).
            did = any(isinstance(e, ev.Rested) for e in events[before:])
        elif index + 1 < len(effects) and isinstance(effect, Mill) and asks_stone_short(effects, index + 1):
            # fow-p-look: FOW-STONE-MILL-SHORT-R: "If you cannot put N cards into your graveyard this way": done when fewer moved.
            did = any(isinstance(e, ev.Milled) and len(e.cards) == effect.amount for e in events[before:])
        elif isinstance(effect, Damage) and index + 1 < len(effects) and effects[index + 1].condition == "if_you_do":
            # FOW-IF-IT-DOES-R: "This card may deal N damage. If it does, ...": done only if damage was dealt.
            did = any(isinstance(e, ev.Damage) for e in events[before:])
    if item.gods_art is True:
        remember_gods_art(board, item.controller)  # fow-s-keyword: FOW-KW-FALLEN-R
    if item.kind == "ability" and isinstance(item.ability, int):
        dive_away(board, item, events)
    if item.kind == "spell" and item.rune_copy is not UNSET:
        # FOW-RUNE-PLAY-R (CR 711.2a, 1017.6a): the copy of a rune ceases to exist as it leaves the chase.
        events.append(ev.ChantResolved(card=item.card, to="ceased"))
        return True
    if item.kind == "spell":
        resolves_to = None if item.remnant else board.card(item.card).resolves_to
        if board.card(item.card).resolves_awakened and not item.awakened:
            resolves_to = None  # fow-s-deal: FOW-AS-IT-RESOLVES-AWAKENED-R: not awakened, to the graveyard as any chant
        if resolves_to is not None:
            # FOW-AS-IT-RESOLVES-R (CR 903.3b): the card goes there instead of its owner's graveyard.
            owner = board.owner(item.card)
            if resolves_to == "hand":
                owner.hand.append(item.card)
            elif resolves_to == "removed":
                owner.removed.append(item.card)
            elif resolves_to == "deck_top":
                owner.deck.insert(0, item.card)  # fow-wide6: FOW-THEN-TOP-OF-DECK-R
            else:
                owner.deck.append(item.card)
                if resolves_to == "deck_shuffled":
                    shuffle(board.state.rng, owner.deck)
            sync_counts(owner)
            events.append(ev.ChantResolved(card=item.card, to=resolves_to))
            return True
        destination = "removed" if item.remnant else "graveyard"
        spent = board.owner(item.card)  # CR 1012.1: its owner's (the state check keeps a spell its owner's)
        (spent.removed if item.remnant else spent.graveyard).append(item.card)
        events.append(ev.ChantResolved(card=item.card, to=destination))
    return True


DECLARE_RULE = {"card_name": "FOW-NAME-CARD-R", "race": "FOW-CHOOSE-RACE-R", "number": "FOW-CHOOSE-NUMBER-R", "attribute": "FOW-CHOOSE-ATTRIBUTE-R"}
DECLARE_DECISION: dict[str, Literal["name_card", "race", "number", "attribute"]] = {"card_name": "name_card", "race": "race", "number": "number", "attribute": "attribute"}


def declared_in(effect: AnyEffect, item: ChaseItem) -> AnyEffect:
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: the effect with "the named card" ("the chosen race") read as the
    one name (race) its object's controller declared; before any declaration it is left as it is (a filter
    so marked then admits no card)."""
    if item.declared is UNSET:
        return effect
    data = msgspec.to_builtins(effect)
    if not _read_declared(data, item.declared):
        return effect
    converted: AnyEffect = msgspec.convert(data, AnyEffect)
    return converted


def cost_counted(board: Board, item: ChaseItem, effect: AnyEffect) -> AnyEffect:
    """fow-q-grimm: FOW-SEARCH-COST-COUNTERS-R: a search for a total cost equal to the number of counters of a name on
    the source, counted as it resolves (none once the source has left the field)."""
    if isinstance(effect, Search) and effect.count_x:
        # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: as many cards as the X paid for the Judgment (CR 903.2h-2).
        return structs.replace(effect, count=item.x, count_x=False)
    if isinstance(effect, Search) and effect.filter.max_cost_per is not None:
        # fow-u-look: FOW-LOOK-TOP-COST-COUNT-R: the count made now bounds the total cost.
        n = board.per_count(effect.filter.max_cost_per, item.card, item.controller)
        bound = n if effect.filter.max_cost is None else min(n, effect.filter.max_cost)
        return structs.replace(effect, filter=structs.replace(effect.filter, max_cost_per=None, max_cost=bound))
    if not isinstance(effect, Search) or effect.filter.cost_counter is None:
        return effect
    n = board.per_count(PerCount(what="counter", counter=effect.filter.cost_counter), item.card, item.controller)
    return structs.replace(effect, filter=structs.replace(effect.filter, cost_counter=None, min_cost=n, max_cost=n))


def _read_declared(data: object, value: str) -> bool:
    """Replace, in the builtins of an effect, each ``named`` filter by ``names: [value]`` and each
    ``chosen_race`` one by ``races: [value]``, each ``chosen_cost`` one by a total cost of exactly that
    number; whether any was."""
    changed = False
    if isinstance(data, dict):
        if data.pop("named", False):
            data["names"] = [value]
            changed = True
        if data.pop("chosen_race", False):
            data["races"] = [value]
            changed = True
        if data.pop("becomes_chosen_race", False):
            data["becomes_race"] = value  # fow-w-grimm: FOW-BECOMES-CHOSEN-RACE-R
            changed = True
        if data.pop("chosen_cost", False):
            data["min_cost"] = data["max_cost"] = int(value)
            changed = True
        if data.pop("chosen_attribute", False):
            data["attributes"] = [value]  # FOW-CHOOSE-ATTRIBUTE-R
            changed = True
        for inner in data.values():
            changed = _read_declared(inner, value) or changed
    elif isinstance(data, list):
        for inner in data:
            changed = _read_declared(inner, value) or changed
    return changed


def dive_away(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-KW-DIVE-R (CR 1143.2): a [Dive] ability's effects done, "then remove this card from the game and
    put a cyberbrain counter on it" -- the card revealed from its owner's hand, if it is still there (a card
    that moved is another object, CR 1022.4)."""
    ability = chase_ability(board, item)
    owner = board.owner(item.card)
    if not isinstance(ability, Activate) or not ability.cost.dive or item.card not in owner.hand:
        return
    owner.hand.remove(item.card)
    owner.removed.append(item.card)
    owner.cyberbrain = [*(owner.cyberbrain or []), item.card]
    sync_counts(owner)
    events.append(ev.RemovedFromHand(player=owner.id, card=item.card, rule="FOW-KW-DIVE-R"))
    events.append(ev.CountersPut(card=item.card, counter="cyberbrain", amount=1, rule="FOW-KW-DIVE-R"))


def atk_damage(board: Board, item: ChaseItem, effect: AtkDamage, legal: list[bool], events: list[Event]) -> None:
    """FOW-ATK-DAMAGE-R: the damage equal to the ATK each J/resonator has now (both reckoned first when
    they deal it to each other); a card no longer in the field (or an illegal target) deals or takes none."""
    def one(ref: object) -> Entity | None:
        found = _referred(board, item, ref, legal)
        return board.entity(found[0]) if found else None

    board.resolving_dealt = 0
    source, target = one(effect.source), one(effect.target)
    kept = board.resolving_source_atk
    blows: list[tuple[str, str, int]]
    if effect.source == "self" and kept is not None and kept[0] == item.card:
        # FOW-LAST-KNOWN-SOURCE-ATK-R (CR 911.1): this card left the field after the ability was played or
        # triggered: it deals damage equal to the ATK it last had there; none is dealt to it (back in the field it
        # is a new card, CR 302.3).
        if target is None:
            return
        blows = [(item.card, target.id, kept[1])]
    elif source is None or target is None:
        return
    else:
        blows = [(source.id, target.id, board.stats(source)[0])]
        if effect.mutual:
            blows.append((target.id, source.id, board.stats(target)[0]))
    start = len(events)
    for by, to, amount in blows:
        deal_damage(board, by, to, amount, events, battle=False)
    # fow-p-stats: FOW-LIFE-HALF-DEALT-R: "that much damage" -- what was dealt, after any change or prevention.
    dealers = {by for by, _, _ in blows}
    board.resolving_dealt = sum(e.amount for e in events[start:] if isinstance(e, ev.Damage) and e.source in dealers)


def _unless_payer(board: Board, item: ChaseItem, effect: Cancel, legal: list[bool]) -> str | None:
    """FOW-CANCEL-UNLESS-R: the controller of the spell the cancel targets, still on the chase (fow-p-static:
    FOW-CANCEL-UNLESS-X-R, "your opponent": the opponent of the cancel's controller)."""
    for target in _targets_of(board, item, effect, legal):
        spell = next((i for i in board.state.chase if i.id == target), None)
        if spell is not None:
            return board.opponent(item.controller).id if effect.unless_opponent else spell.controller
    return None


def hand_owner(board: Board, item: ChaseItem, effect: LookHand) -> Player:
    """FOW-HAND-LOOK-R: the opponent, whose hand is looked at; FOW-HAND-LOOK-TARGET-R: the target player."""
    if isinstance(effect.target, int) and effect.target < len(item.targets):
        return board.player(item.targets[effect.target])
    return board.opponent(item.controller)


def look_hand(board: Board, item: ChaseItem, effect: LookHand, events: list[Event]) -> None:
    """FOW-HAND-LOOK-R: the opponent's hand, seen by the controller (and its owner) or revealed to all
    (FOW-HAND-LOOK-TARGET-R: the target player's; their own hand, seen by the controller alone)."""
    opponent = hand_owner(board, item, effect)
    cards = [board.card(c).id for c in opponent.hand]
    audience: list[str] | UnsetType = UNSET if effect.reveal else list(dict.fromkeys([item.controller, opponent.id]))
    events.append(ev.LookedAtHand(player=item.controller, of=opponent.id, cards=cards, private_to=audience, rule="FOW-HAND-LOOK-R"))


def hand_candidates(board: Board, item: ChaseItem, effect: LookHand) -> list[str]:
    """FOW-HAND-LOOK-R: the cards of the opponent's hand the controller may choose."""
    wanted = effect.choose
    return [c for c in hand_owner(board, item, effect).hand if wanted is not None and _fits(board.card(c), wanted)]


def take_from_hand(board: Board, card_id: str, effect: LookHand, events: list[Event]) -> None:
    """FOW-HAND-LOOK-R: the chosen card is discarded (FOW-DISCARD-CHOICE-R) or removed from the game."""
    if effect.to == "name_ban":
        # fow-reiya-lapis: FOW-HAND-NAME-BAN-R: the card stays; until the end of its owner's next turn (this turn's
        # next one when it is not theirs) they cannot play cards of its name.
        owner = board.owner(card_id)
        until = board.state.turn.number + (2 if board.state.turn.player == owner.id else 1)
        bans = [] if owner.name_bans is UNSET else list(owner.name_bans)
        for name in board.card(card_id).names:  # FOW-ALSO-NAMED-R: cards that share a name with it, any of its names
            bans = [b for b in bans if b.name != name or b.until > until]
            if not any(b.name == name for b in bans):
                bans.append(NameBan(name=name, until=until))
            events.append(ev.NameBanned(player=owner.id, name=name, until=until, rule="FOW-HAND-NAME-BAN-R"))
        owner.name_bans = bans[-8:]
        return
    if effect.to == "graveyard":
        discard_chosen(board, card_id, events)
        return
    owner = board.owner(card_id)
    owner.hand.remove(card_id)
    owner.removed.append(card_id)
    sync_counts(owner)
    events.append(ev.RemovedFromHand(player=owner.id, card=card_id, rule="FOW-HAND-LOOK-R"))


def _choose_in_turn(
    board: Board, item: ChaseItem, index: int, effect: BanishChosen | DiscardCards, found: Resume | None, events: list[Event], legal: list[bool], *, keep: bool = False
) -> bool:
    """FOW-BANISH-CHOICE-R / FOW-DISCARD-CHOICE-R: the chooser(s) banish or discard one card per decision;
    with ``each`` (FOW-EACH-PLAYER-CHOICE-R) the turn player chooses first, then the other player.  The
    decision's ``done`` is the number of the choice (chooser by chooser, ``amount`` each); a chooser with
    nothing to choose is passed over.  True when a decision is asked.  ``keep`` (FOW-COND-DISCARDED-EFFECT-R):
    each card discarded is added to the object's ``discarded``."""
    controller = board.player(item.controller)
    if effect.player == "each":
        first = board.player(board.state.turn.player)
        choosers = [first, board.opponent(first.id)]
    elif isinstance(effect, DiscardCards) and effect.of is not None:
        # fow-n-zones: FOW-ITS-CONTROLLER-DISCARDS-R: the player controlling the target -- in the field now, else as
        # it last was there this resolution (FOW-LAST-KNOWN-R, CR 911.1); nobody once the target is illegal.
        named = _referred(board, item, effect.of, legal) or []
        choosers = [board.player(_last_controller(board, card_id)) for card_id in named[:1]]
    elif isinstance(effect, BanishChosen) and effect.target is not None:
        # fow-s-modal: FOW-TARGET-PLAYER-BANISHES-R: the target player, still legal; nobody otherwise.
        choosers = [board.player(p) for p in (_referred(board, item, effect.target, legal) or [])[:1] if board.has_player(p)]
    else:
        choosers = [controller if effect.player == "you" else board.opponent(controller.id)]
    per = effect.amount * (item.x if isinstance(effect, DiscardCards) and effect.per_x else 1)  # fow-s-modal: FOW-DRAW-DISCARD-X-R
    slot = 0
    if found is not None and found[0] == index and found[1] is not None and found[1] != ACCEPT:
        slot = found[2] + 1
        if isinstance(effect, DiscardCards) and effect.removed:
            # fow-wide6: FOW-HAND-REMOVE-CHOICE-R: removed from the game, not discarded (nothing triggers).
            remove_from_hand(board, found[1], "FOW-HAND-REMOVE-CHOICE-R", events)
        elif isinstance(effect, DiscardCards) and effect.to_deck is not None:
            # fow-t-draw: FOW-HAND-TO-DECK-R: face down to that end of its owner's main deck (not discarded; the card untold).
            owner = board.owner(found[1])
            owner.hand.remove(found[1])
            owner.deck.insert(0 if effect.to_deck == "top" else len(owner.deck), found[1])
            sync_counts(owner)
            events.append(ev.HandToDeck(player=owner.id, position=effect.to_deck, rule="FOW-HAND-TO-DECK-R"))
        elif isinstance(effect, DiscardCards):
            discard_chosen(board, found[1], events)
            if keep:
                item.discarded = [*([] if item.discarded is UNSET else item.discarded), found[1]]
            trigger_discarded(board, found[1], item.card, item.controller, events)
        else:
            banish_chosen(board, found[1], events)
    if isinstance(effect, DiscardCards) and effect.random:
        # FOW-DISCARD-RANDOM-R: each card picked by the game's generator; nothing is asked.
        for chooser in choosers:
            for _ in range(min(per, len(chooser.hand))):
                picked = chooser.hand[Rng(board.state.rng).below(len(chooser.hand))]
                discard_chosen(board, picked, events)
                trigger_discarded(board, picked, item.card, item.controller, events)
        return False
    while slot < per * len(choosers):
        chooser = choosers[slot // per]
        if isinstance(effect, DiscardCards) and chooser.hand:
            board.state.decision = Decision(kind="discard", player=chooser.id, object=item.id, effect=index, done=slot)
        elif isinstance(effect, BanishChosen) and banish_candidates(board, chooser.id, effect, source=item.card, item=item):
            board.state.decision = Decision(kind="banish", player=chooser.id, object=item.id, effect=index, done=slot or None)
        else:
            slot = (slot // per + 1) * per
            continue
        board.state.chase.append(item)
        return True
    return False


def legal_slots(board: Board, item: ChaseItem, specs: list[TargetSpec]) -> list[bool]:
    """Whether each target of ``item`` is still legal as it resolves (CR 903.3a)."""
    return [
        value != UNCHOSEN  # fow-m-grimm: FOW-UP-TO-ANY-SLOT-R: an unchosen slot's effects are not done
        and target_problem(
            board, item.controller, spec, value, own_item=item.id, source=item.card, spell=item.kind == "spell", x=item.x if item.kind == "spell" else None, counted=_counted(item)
        )
        is None
        for spec, value in zip(specs, item.targets, strict=False)
    ]


def banish_candidates(board: Board, chooser: str, effect: BanishChosen, *, source: str = "", item: ChaseItem | None = None) -> list[str]:
    """FOW-BANISH-CHOICE-R: the chooser's resonators (never a J-ruler, CR 1011.1) or magic stones; not
    ``source``, the card whose ability it is, for "another" (FOW-BANISH-ANOTHER-R); for "all but one of
    them" only true magic stones sharing a name with another the chooser controls (FOW-TRUE-STONE-SAME-NAME-R);
    fow-s-modal: FOW-BANISH-ONE-OF-TARGETS-R -- among the targets of ``item`` still legal."""
    if effect.same_true_name:
        return same_true_names(board, chooser, any_stone=effect.any_stone)
    if effect.among_targets:
        legal = legal_slots(board, item, item_text(board, item)[0]) if item is not None else []
        named = {t for t, ok in zip(item.targets, legal, strict=False) if ok} if item is not None else set()
        return [c for c in banish_candidates(board, chooser, structs.replace(effect, among_targets=False), source=source) if c in named]
    # fow-dec-c: FOW-EACH-PLAYER-CHOICE-R: "non-<Race>": none of those races.
    barred = {r.lower() for r in effect.not_races}
    return [
        e.id
        for e in board.player(chooser).field
        if board.defn(e).type == effect.what and not e.j_ruler and not (effect.other and e.id == source) and not barred & {r.lower() for r in board.defn(e).races}
        # fow-r-grimm: FOW-BANISH-RACE-R: of the race named (as it is now, CR 206.1a).
        and (not effect.races or bool(set(effect.races) & set(board.defn(e).races)))
        # fow-n-grimm: FOW-BANISH-YOUR-STONES-R: of one of these magic stone types (attributes).
        and (not effect.attributes or bool(set(effect.attributes) & set(board.stone_words(e))))  # fow-y-will: FOW-STONE-TREATED-AS-R
        # lead-p: FOW-BANISH-SPECIAL-STONE-R: a special magic stone (CR 202.3a).
        and (not effect.special or "special" in board.defn(e).subtypes)
        # FOW-BANISH-NOT-ATTACKING-R: not the attacking J/resonator of the battle under way.
        and not (effect.not_attacking and board.state.battle is not None and board.state.battle.attacker == e.id)
    ]


def same_true_names(board: Board, pid: str, *, any_stone: bool = False) -> list[str]:
    """FOW-TRUE-STONE-SAME-NAME-R: the true magic stones ``pid`` controls that share a name with another
    true magic stone they control; fow-w-grimm: FOW-STONE-SAME-NAME-R (``any_stone``): any magic stones."""
    trues = [(e.id, board.defn(e)) for e in board.player(pid).field if board.defn(e).type == "magic_stone" and (any_stone or "true" in board.defn(e).subtypes)]
    return [i for i, card in trues if any(j != i and other.has_any_name(card.names) for j, other in trues)]


# fow-mythic
def mythic_groups(board: Board, pid: str) -> list[list[str]]:
    """FOW-KW-MYTHIC-R (CR 1205.8, 1101.4): the entities with «Mythic» ``pid`` controls, by name, where two or
    more share one (in field order of their first).  «Mythic» is read on the face-up side as printed --
    CR 1101.4: it is not lost with the other abilities -- or gained (a J/resonator's keywords now)."""
    by_name: dict[str, list[str]] = {}
    for entity in board.player(pid).field:
        front = board.card(entity.id)
        card = board.cat.defs[front.sides.back] if entity.j_ruler and front.sides is not None else front
        if "mythic" in card.keywords or ("mythic_granted" in board.cat.flags and card.type in J_RESONATOR_TYPES and "mythic" in board.keywords(entity)):
            for name in card.names:  # FOW-ALSO-NAMED-R: a group of each name it has
                by_name.setdefault(name, []).append(entity.id)
    return [ids for ids in by_name.values() if len(ids) >= 2]


def status_triggers(board: Board, events: list[Event]) -> None:
    """FOW-TRUE-STONE-SAME-NAME-R (CR 906.9, 906.9a): a status automatic ability triggers while its status
    holds -- its controller controls two or more true magic stones with the same name -- unless it is
    already triggered (pending) or played (on the chase).
    fow-m-trig: FOW-TRIG-CONTROL-J-RULER-R: likewise while its controller controls a J-ruler in the field."""
    if not {"same_true_name", "same_stone_name", "control_j_ruler"} & set(board.cat.triggers):
        return
    state = board.state
    waiting = {(p.source, p.ability) for p in state.pending} | {(c.card, c.ability) for c in state.chase if c.kind == "automatic"}
    for player in state.players:
        holding = {
            "same_true_name": bool(same_true_names(board, player.id)),
            "same_stone_name": bool(same_true_names(board, player.id, any_stone=True)),  # fow-w-grimm: FOW-STONE-SAME-NAME-R
            "control_j_ruler": any(e.j_ruler for e in player.field),
        }
        for entity in list(player.field):
            for index, ability in enumerate(board.defn(entity).abilities):
                if isinstance(ability, Automatic) and holding.get(ability.trigger) and (entity.id, index) not in waiting:
                    queue(board, player.id, entity.id, index, events)


def banish_chosen(board: Board, card_id: str, events: list[Event]) -> None:
    """FOW-BANISH-CHOICE-R: into its owner's graveyard (not destroyed: [Eternal] does not stop it)."""
    entity = board.entity(card_id)
    if entity is None:
        return
    events.append(ev.Banished(card=card_id, rule="FOW-BANISH-CHOICE-R"))
    board.leave_field(entity, "graveyard", events)


def gain_control(board: Board, taker: str, targets: list[str], until_end: bool, events: list[Event], *, source: str | None = None) -> None:
    """FOW-GAIN-CONTROL-R (CR 105.3, 909.4a): ``taker`` gains control of each target still in the field: it
    moves to their field as the same card (damage, counters, effects on it stay; its owner is unchanged) and
    has been under their control only since this turn (CR 803.3a).  Until end of turn (CR 505.5b), or with
    ``source`` as long as that card is in the field (FOW-GAIN-CONTROL-WHILE-R), the effect is a layer over
    the control it had: the newest layer still applying decides who controls it (CR 909.3b), and once none
    applies whoever controlled it without them does; an effect without a duration supersedes every older one."""
    player = board.player(taker)
    rule = "FOW-GAIN-CONTROL-R" if source is None else "FOW-GAIN-CONTROL-WHILE-R"
    for target in targets:
        entity = board.entity(target)
        if entity is None:
            continue
        holder = board.controller(target)
        layers = [] if entity.control_by is UNSET else list(entity.control_by)
        if not (until_end or source is not None):
            entity.control_by, entity.control_base = UNSET, UNSET
        elif layers or holder is not player:
            if not layers:
                entity.control_base = holder.id
            layer = ControlLayer(player=taker) if source is None else ControlLayer(player=taker, source=source)
            entity.control_by = [*layers, layer][-8:]
        if holder is not player:
            _move_control(board, entity, holder, player)
        events.append(ev.ControlChanged(player=taker, card=target, until_end=until_end, rule=rule))


def _move_control(board: Board, entity: Entity, holder: Player, player: Player) -> None:
    """FOW-GAIN-CONTROL-R: ``entity`` leaves ``holder``'s field for ``player``'s, under their control since this turn."""
    holder.field = [e for e in holder.field if e.id != entity.id]
    player.field = [*player.field, entity]
    entity.since = board.state.turn.number
    if entity.declared is not UNSET and _kept_while_controlled(board, entity):
        # fow-r-grimm: FOW-CHOSEN-RACE-NO-ATTACK-R: "as long as you control this card" ended for good (nothing makes the
        # choice again: its control coming back does not).
        entity.declared = UNSET


def _kept_while_controlled(board: Board, entity: Entity) -> bool:
    """fow-r-grimm: FOW-CHOSEN-RACE-NO-ATTACK-R: whether ``entity``'s chosen race is kept only while its chooser controls it."""
    return any(isinstance(a, Continuous) and a.while_controlled for a in board.defn(entity).abilities)


def control_layers_end(board: Board, ended: Callable[[ControlLayer], bool], rule: str, events: list[Event]) -> None:
    """FOW-GAIN-CONTROL-R (CR 505.5b), FOW-GAIN-CONTROL-WHILE-R: the control layers for which ``ended`` holds
    stop applying: each card then goes to the field of the player its newest remaining layer names, or, with
    none left, of the player who controlled it without them."""
    for holder in board.state.players:
        for entity in [e for e in holder.field if e.control_by is not UNSET]:
            layers = [layer for layer in entity.control_by or [] if not ended(layer)]
            back = board.player(layers[-1].player if layers else str(entity.control_base))
            entity.control_by = layers or UNSET
            if not layers:
                entity.control_base = UNSET
            if back is not holder:
                _move_control(board, entity, holder, back)
                events.append(ev.ControlChanged(player=back.id, card=entity.id, until_end=False, rule=rule))


def control_returns(board: Board, events: list[Event]) -> None:
    """FOW-GAIN-CONTROL-R (CR 505.5b): as the turn ends, control gained until end of turn ends."""
    control_layers_end(board, lambda layer: layer.source is UNSET, "FOW-GAIN-CONTROL-R", events)


def remove_from_hand(board: Board, card_id: str, rule: str, events: list[Event]) -> None:
    """fow-wide6: FOW-HAND-REMOVE-CHOICE-R: the chosen card of the hand goes to its owner's removed area, face
    up (CR 1014.1); it is not discarded."""
    owner = board.owner(card_id)
    owner.hand.remove(card_id)
    owner.removed.append(card_id)
    sync_counts(owner)
    events.append(ev.RemovedFromHand(player=owner.id, card=card_id, rule=rule))


def discard_chosen(board: Board, card_id: str, events: list[Event]) -> None:
    """FOW-DISCARD-CHOICE-R: the chosen card of the hand goes to its owner's graveyard (CR 1019.1)."""
    owner = board.owner(card_id)
    owner.hand.remove(card_id)
    owner.graveyard.append(card_id)
    sync_counts(owner)
    events.append(ev.Discarded(player=owner.id, card=card_id, rule="FOW-DISCARD-CHOICE-R"))
    trigger_hand_to_graveyard(board, card_id, events)


def trigger_hand_to_graveyard(board: Board, card_id: str, events: list[Event]) -> None:
    """FOW-TRIG-HAND-TO-GRAVEYARD-R: ``card_id`` just went from its owner's hand to their graveyard (a
    discard by an effect, as a cost or down to the hand size): its "when this card is put into a graveyard
    from your hand" abilities trigger for its owner, played from the graveyard (CR 906.7a: seen there); the
    "whenever a player discards a card" abilities of the cards in the field trigger (FOW-TRIG-PLAYER-DISCARDS-R)."""
    for index, ability in enumerate(board.card(card_id).abilities if "hand_to_graveyard" in board.cat.triggers else []):
        if isinstance(ability, Automatic) and ability.trigger == "hand_to_graveyard":
            queue(board, board.owner(card_id).id, card_id, index, events)
    if "player_discards" not in board.cat.triggers and "opponent_discards" not in board.cat.triggers:
        return
    # FOW-TRIG-PLAYER-DISCARDS-R: each move of the engine from a hand to a graveyard is a discard (CR 1019.1);
    # FOW-TRIG-OPP-DISCARDS-R: by the opponent of the card's controller (the discarded card's owner).
    discarder = board.owner(card_id).id
    for owner in (board.turn_player(), board.opponent(board.turn_player().id)):
        for entity in list(owner.field):
            for index, ability in enumerate(board.defn(entity).abilities):
                if isinstance(ability, Automatic) and (ability.trigger == "player_discards" or (ability.trigger == "opponent_discards" and discarder != owner.id)):
                    queue(board, owner.id, entity.id, index, events)


def trigger_graveyard_removed(board: Board, card_ids: list[str], events: list[Event]) -> None:
    """fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R: each of ``card_ids`` was just moved from its owner's graveyard to their
    removed area (by an effect or a cost): its "when this card in your graveyard is removed from the game" abilities
    trigger, for its owner (CR 902.2: active in the graveyard; 906.10: played though the card moved)."""
    if "graveyard_removed" not in board.cat.triggers:
        return
    for card_id in card_ids:
        for index, ability in enumerate(board.card(card_id).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "graveyard_removed":
                queue(board, board.owner(card_id).id, card_id, index, events)


def trigger_discarded(board: Board, card_id: str, source: str, controller: str, events: list[Event]) -> None:
    """FOW-TRIG-DISCARDED-BY-R: ``card_id`` was just discarded by an effect, or as a cost of an ability, of
    ``source`` controlled by ``controller``: its "when this card is discarded by ... of a card named N you
    control" abilities trigger (for its owner) when that player is ``controller`` and ``source`` is named N."""
    owner = board.owner(card_id)
    if owner.id != controller:
        # fow-n-trig: FOW-TRIG-DISCARDED-BY-OPP-R: by an effect of a spell or ability the opponent controls.
        for index, ability in enumerate(board.card(card_id).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "discarded_by_opponent":
                queue(board, owner.id, card_id, index, events)
        return
    named = board.card(source)
    for index, ability in enumerate(board.card(card_id).abilities):
        if isinstance(ability, Automatic) and ability.trigger == "discarded_by" and ability.discarded_by is not None and named.has_name(ability.discarded_by):
            queue(board, owner.id, card_id, index, events)


ACCEPT = "accept"


def _effect_holds(board: Board, item: ChaseItem, condition: AsLongAs, legal: list[bool], own: int = 0) -> bool:
    """FOW-EFFECT-IF-R: whether an effect's condition holds as it resolves; FOW-IF-TARGET-ATTRIBUTE-R: its one
    target, still legal and in the field, is of one of the attributes now (its changed attributes too);
    fow-s-modal: FOW-IF-TARGET-KEYWORD-R -- the effect's ``own`` target has the keyword now."""
    if condition.target_keyword is not None:
        entity = board.entity(item.targets[own]) if own < len(item.targets) and own < len(legal) and legal[own] else None
        return entity is not None and condition.target_keyword in board.stats(entity)[2]
    if condition.target_attributes:
        entity = board.entity(item.targets[0]) if item.targets and legal and legal[0] else None
        return entity is not None and bool(set(condition.target_attributes) & set(board.defn(entity).attributes))
    if condition.target_races:
        # fow-r-gains: FOW-GAINS-INSTEAD-R: its one target, still legal and in the field, of one of the races now.
        entity = board.entity(item.targets[0]) if item.targets and legal and legal[0] else None
        return entity is not None and bool(set(condition.target_races) & set(board.defn(entity).races))
    if condition.discarded_races:
        # fow-n-rulers: FOW-COND-DISCARDED-R: a card its cost discarded is of one of the races (printed: in a graveyard).
        return any(set(condition.discarded_races) & set(board.card(card_id).races) for card_id in item.discarded or [])
    if condition.banished_races:
        # fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: the card just banished was of one of the races as it left the field (CR 911.1).
        return any(set(condition.banished_races) & races for races in board.resolving_banished)
    if condition.target_counter is not None:
        # fow-n-counters: FOW-IF-TARGET-COUNTER-R: one or more counters of that kind on the one target, still legal.
        held = board.entity(item.targets[0]) if item.targets and legal and legal[0] else None
        return held is not None and held.counters is not UNSET and held.counters.get(condition.target_counter, 0) > 0
    if condition.target_altered:
        # fow-m-grimm: FOW-IF-TARGET-ALTERED-R: the one target, still legal and in the field, with ATK or DEF not as printed.
        changed = board.entity(item.targets[0]) if item.targets and legal and legal[0] else None
        return changed is not None and board.stats(changed)[:2] != board.printed_stats(changed)
    if condition.target_controlled:
        # fow-y-cond: FOW-IF-CONTROLLED-TARGET-R (CR 911.1, 903.3a): the one target, still legal, controlled by the
        # controller in the field now, else as it last was there this resolution (FOW-LAST-KNOWN-R).
        if not (item.targets and legal and legal[0]) or (board.entity(item.targets[0]) is None and item.targets[0] not in board.last_known):
            return False
        return _last_controller(board, item.targets[0]) == item.controller
    if condition.target_kind is not None:
        # fow-s-deal: FOW-IF-TARGET-KIND-R: the one target, still legal and in the field, a J-ruler (a resonator) now.
        held = board.entity(item.targets[0]) if item.targets and legal and legal[0] else None
        if held is None:
            return False
        return held.j_ruler if condition.target_kind == "j_ruler" else not held.j_ruler and board.defn(held).type == "resonator"
    return board.holds(condition, item.card, item.controller)


def _sentence_holds(
    board: Board, item: ChaseItem, condition: AsLongAs, legal: list[bool], index: int, sentence: tuple[int, AsLongAs, bool] | None, own: int = 0
) -> tuple[int, AsLongAs, bool]:
    """fow-q-grimm: FOW-IF-SELF-COUNTERS-R: the condition of "If <condition>, <effect> and <effect>" is checked once, as
    its first effect resolves: the effect right after one of the same condition keeps that answer (the first may
    have changed what the condition reads, "banish it and ...")."""
    if sentence is not None and sentence[0] == index - 1 and sentence[1] == condition:
        return index, condition, sentence[2]
    return index, condition, _effect_holds(board, item, condition, legal, own)


def _own_target(effect: AnyEffect) -> int:
    """fow-s-modal: FOW-IF-TARGET-KEYWORD-R: the target slot an effect names (0 when it names none)."""
    target = getattr(effect, "target", None)
    return target if isinstance(target, int) else 0


def _can_do(effect: AnyEffect, legal: list[bool]) -> bool:
    """Whether an optional effect has something to do: its target, if it has one, is still legal."""
    target = getattr(effect, "target", None)
    return not isinstance(target, int) or (target < len(legal) and legal[target])


def remove_graveyard(board: Board, item: ChaseItem, effect: RemoveGraveyard, legal: list[bool], events: list[Event]) -> None:
    """FOW-GRAVEYARD-REMOVE-ALL-R (CR 1004.1, 311.2): every card of the player's graveyard to their removed
    area, face up (a target player no longer legal: nothing); then, with ``per_resonator``, this card deals
    that much damage for each resonator among them to the controller's opponent (FOW-DAMAGE-PER-R)."""
    if effect.target is not None:
        named = _targets_of(board, item, effect, legal)
        if not named:
            return
        whose = [board.player(named[0])]
    elif effect.player == "all":
        # fow-w-zones: FOW-ALL-GRAVEYARDS-REMOVE-R: every player's graveyard, all in one move (CR 1004.1).
        whose = [board.player(item.controller), board.opponent(item.controller)]
    else:
        whose = [board.player(item.controller) if effect.player == "you" else board.opponent(item.controller)]
    moved: list[str] = []
    for who in whose:
        if board.graveyard_kept(who.id, item.controller):
            continue  # fow-hero3: FOW-GRAVEYARD-KEPT-R: none of them is removed (so no damage for them either)
        moved_here, who.graveyard = list(who.graveyard), []
        who.removed.extend(moved_here)
        moved += moved_here
    for card_id in moved:
        events.append(ev.RemovedFromGame(card=card_id))
    trigger_graveyard_removed(board, moved, events)  # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R
    resonators = sum(1 for card_id in moved if board.card(card_id).type == "resonator")
    if effect.per_resonator and resonators:
        deal_damage(board, item.card, board.opponent(item.controller).id, effect.per_resonator * resonators, events, battle=False)


def search_candidates(board: Board, item: ChaseItem, effect: Search, names: list[str] | None = None, taken: int = 0) -> list[str]:
    """FOW-SEARCH-R: the cards of the controller's main deck the search may find (CR 1014.2): of the
    filter, and not sharing a name with the card whose effect it is unless the filter names it (CR
    1014.3); FOW-SEARCH-UP-TO-R: nor a name in ``names``, taken by a card found before (with different
    names).  ``taken``: cards of the top ones already taken from among them (FOW-LOOK-TOP-PICK-R)."""
    controller = board.player(item.controller)
    wanted = effect.filter
    if effect.each:
        # fow-m-look: FOW-SEARCH-EACH-R: the filter of the ``taken``-th search decision.
        wanted = effect.each[min(taken, len(effect.each) - 1)]
    if effect.deck == "sideboard":
        return reveal_candidates(board, item, effect)
    if effect.deck == "rune_area":
        # FOW-RUNE-FLIP-DOWN-R: the runes revealed in the controller's rune area.
        return list(controller.runes_revealed or [])
    if effect.deck == "added":
        # fow-s-grimm-a: FOW-MOVE-ADDITION-R: the addition targeted, while a legal target with another resonator to go to.
        return [t for t in _moved_addition(board, item, effect) if addition_hosts(board, item.controller, t, effect.onto, item.card)]
    if effect.deck == "field":
        # fow-hero3: FOW-RETURN-CHOSEN-R: the controller's non-magic stone, non-J-ruler entities of the filter.
        # fow-m-filters: FOW-RETURN-CHOSEN-RACE-R: of a race, and ("another") not the card whose effect it is.
        return [e.id for e in controller.field if not e.j_ruler and board.defn(e).type in ("resonator", "addition", "regalia") and _fits(board.defn(e), wanted) and not (wanted.other and e.id == item.card)]
    if effect.deck == "graveyard" and effect.to == "removed":
        # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R: any card of the controller's graveyard (a magic stone too).
        return [card_id for card_id in controller.graveyard if _fits(board.card(card_id), wanted)]
    if effect.deck == "graveyard" and effect.to in ("hand", "top"):
        # fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R (fow-z-zone: FOW-GRAVEYARD-CHOSEN-TOP-R): the cards of the filter in the
        # controller's graveyard.
        return [card_id for card_id in controller.graveyard if _fits(board.card(card_id), wanted)]
    if effect.deck == "graveyard":
        # FOW-GRAVEYARD-CHOSEN-FIELD-R: the resonators of the filter in the controller's graveyard.
        return [card_id for card_id in controller.graveyard if board.card(card_id).type == "resonator" and _fits(board.card(card_id), wanted)]
    if effect.deck == "removed" and wanted.removed_by_self:
        # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: the cards of the filter this card removed, of any removed area.
        return [card_id for card_id in moved_by(board, item.card, "removed") if _fits(board.card(card_id), wanted)]
    if effect.deck == "removed":
        # FOW-REMOVED-TO-HAND-R: the non-magic stone cards of the filter in the removed area.
        return [card_id for card_id in controller.removed if board.card(card_id).type != "magic_stone" and _fits(board.card(card_id), wanted)]
    if effect.deck == "stone":
        # FOW-SEARCH-STONE-R: the magic stone deck.
        return [card_id for card_id in controller.stone_deck if _fits(board.card(card_id), wanted)]
    if effect.deck == "hand" and effect.to == "revealed":
        # fow-u-look: FOW-REVEAL-HAND-ANY-R: the cards of the hand of the filter not revealed yet by this object
        # (``different_names``: sharing no name with one it revealed).
        shown = [] if item.shown is UNSET else item.shown
        return [
            card_id
            for card_id in controller.hand
            if card_id not in shown and _fits(board.card(card_id), wanted) and not (effect.different_names and any(board.card(card_id).has_any_name(board.card(s).names) for s in shown))
        ]
    if effect.deck == "hand" and effect.to in ("top", "bottom"):
        # FOW-HAND-TO-TOP-R (fow-alice-nv: FOW-HAND-TO-BOTTOM-R): any card of the hand.
        return [card_id for card_id in controller.hand if _fits(board.card(card_id), wanted)]
    if effect.deck == "hand":
        # FOW-PUT-FROM-HAND-R: the cards of the hand of the filter that can enter the field.
        return [card_id for card_id in controller.hand if _fits(board.card(card_id), wanted, item.x) and _can_enter(board, item, card_id, effect)]
    if effect.top is not None and effect.each:
        # fow-u-look: FOW-LOOK-TOP-EACH-R: the cards looked at not taken yet (this object's ``shown``), of the ``taken``-th filter.
        left = effect.top - (0 if item.shown is UNSET else len(item.shown))
        return [card_id for card_id in controller.deck[:left] if _fits(board.card(card_id), wanted) and _can_enter(board, item, card_id, effect)]
    if effect.top is not None:
        # FOW-LOOK-TOP-R: the cards looked at; the name rule of a search (CR 1014.3) does not apply.
        return [card_id for card_id in controller.deck[: effect.top - taken] if _fits(board.card(card_id), wanted) and _can_enter(board, item, card_id, effect)]
    source = board.ability_def(item.card, item.kind, item.despair)
    return [
        card_id
        for card_id in controller.deck
        if _fits(board.card(card_id), wanted, item.x)
        and not_the_source_name(board.card(card_id), source, wanted.names)
        and not board.card(card_id).has_any_name(names or [])
        and _can_enter(board, item, card_id, effect)
    ]


def not_the_source_name(card: CardDef, source: CardDef, named: list[str]) -> bool:
    """CR 1014.3, 1014.4: a search (a reveal from outside the game) finds no card sharing a name with the card
    whose effect it is, unless the effect names that name itself (FOW-ALSO-NAMED-R: any of their names)."""
    return not card.has_any_name(source.names) or source.has_any_name(named)


def recover_candidates(board: Board, controller: str, effect: Recover) -> list[str]:
    """FOW-RECOVER-STONES-R: the rested magic stones ``controller`` controls (choosing a recovered one
    recovers nothing: it is what declining a choice does, see :func:`recover_may_stop`); lead-p:
    FOW-RECOVER-ANY-STONES-R: with ``whose`` all, those of every player's field (in turn order)."""
    fields = [board.player(controller)] if effect.whose == "you" else board.state.players
    return [e.id for p in fields for e in p.field if e.rested and board.defn(e).type == "magic_stone"]


def recover_may_stop(board: Board, controller: str, effect: Recover) -> bool:
    """FOW-RECOVER-STONES-R: whether the chooser may name no further rested stone: always for "up to N"; else
    when the recovered magic stones they control number N or more -- the stones recovered before the effect
    fill the choices left (each stone chosen once, CR 1013.1 letting a recovered one be chosen)."""
    recovered = sum(1 for e in board.player(controller).field if not e.rested and board.defn(e).type == "magic_stone")
    return effect.up_to or recovered >= (effect.stones or 0)


def recover_stone(board: Board, card_id: str, events: list[Event], actor: str | None = None) -> None:
    """FOW-RECOVER-STONES-R: the chosen stone, still in the field, is recovered (fow-y-cant: unless FOW-OPP-UNRECOVERABLE-R
    or FOW-OPP-RECOVER-PHASE-ONLY-R bars the effect ``actor`` controls)."""
    entity = board.entity(card_id)
    if entity is not None and entity.rested and not (actor is not None and board.recover_barred(entity, actor)):
        entity.rested = False
        events.append(ev.Recovered(card=card_id))


def reveal_candidates(board: Board, item: ChaseItem, effect: Search) -> list[str]:
    """FOW-REVEAL-OUTSIDE-R: the cards of the controller's sideboard (outside the game, CR 322.1b) of the
    filter not revealed yet; not sharing a name with the card whose effect it is unless the filter names it
    (CR 1014.4); with ``distinct_from``, nor a name of a card of that filter they keep revealed."""
    controller = board.player(item.controller)
    shown = controller.revealed or []
    source = board.ability_def(item.card, item.kind, item.despair)
    taken = {name for c in shown if effect.distinct_from is not None and _fits(board.card(c), effect.distinct_from) for name in board.card(c).names}
    return [
        card_id
        for card_id in controller.sideboard
        if card_id not in shown
        and _fits(board.card(card_id), effect.filter)
        and not_the_source_name(board.card(card_id), source, effect.filter.names)
        and not board.card(card_id).has_any_name(taken)
    ]


def _moved_addition(board: Board, item: ChaseItem, effect: Search) -> list[str]:
    """fow-s-grimm-a: FOW-MOVE-ADDITION-R: the addition the effect's target slot names, if it is still a legal target."""
    if not isinstance(effect.target, int) or effect.target >= len(item.targets):
        return []
    spec, value = item_text(board, item)[0][effect.target], item.targets[effect.target]
    if value == UNCHOSEN or target_problem(board, item.controller, spec, value, own_item=item.id, source=item.card, spell=item.kind == "spell", counted=_counted(item)) is not None:
        return []
    return [value]


def _counted(item: ChaseItem) -> int | None:
    """fow-w-count: FOW-TARGET-COST-COUNT-R: the X the object counted as it was played, if any."""
    return None if item.counted is UNSET else item.counted


def _can_enter(board: Board, item: ChaseItem, card_id: str, effect: Search) -> bool:
    """FOW-SEARCH-FIELD-R: a card put into the field by a search enters it alone (a resonator, a regalia,
    a field addition), or (FOW-SEARCH-ADDITION-R) is an addition: J/resonator with a J/resonator to be
    added to."""
    if effect.to == "field" and effect.onto is not None and not is_attached_addition(board.card(card_id)):
        return False  # fow-s-grimm-a: FOW-SEARCH-ADD-TO-R: only an addition added to a J/resonator is added
    return effect.to != "field" or not is_attached_addition(board.card(card_id)) or bool(addition_hosts(board, item.controller, card_id, effect.onto, item.card))


def is_attached_addition(card: CardDef) -> bool:
    """An addition added to a J/resonator (an addition: resonator or addition: J/resonator)."""
    return card.type == "addition" and "field" not in card.subtypes


# Why a card cannot be targeted that does not keep an addition from being added to it without targeting.
_TARGETING_ONLY = frozenset({"FOW-KW-BARRIER", "FOW-KW-BARRIER-ATTR-R", "FOW-KW-BARRIER-KIND-R", "FOW-KW-BARRIER-COST-R", "FOW-UNTARGETABLE-R"})


def addition_hosts(board: Board, controller: str, card_id: str, onto: str | None = None, source: str = "") -> list[str]:
    """FOW-SEARCH-ADDITION-R: the J/resonators in the field an addition put there by an effect (not
    played: it targets nothing) may be added to -- those its printed target describes, whatever keeps them
    from being targeted; fow-s-grimm-a: FOW-SEARCH-ADD-TO-R, of them only the resonators (``onto`` resonator) or
    ``source`` (``onto`` self)."""
    spec = board.card(card_id).targets[0]
    moved = board.entity(card_id)  # fow-s-grimm-a: FOW-MOVE-ADDITION-R: in the field, it goes to another one
    hosts = [e.id for player in board.state.players for e in player.field if (onto != "resonator" or board.defn(e).type == "resonator") and (moved is None or e.id not in (moved.id, moved.added_to))]
    if onto == "self":
        hosts = [h for h in hosts if h == source]
    return [h for h in hosts if (problem := target_problem(board, controller, spec, h)) is None or problem[0] in _TARGETING_ONLY]


def fits(card: CardDef, wanted: SearchFilter, x: int = 0) -> bool:
    """Whether a card is of a search or reveal filter (FOW-REVEALED-IF-R reads it too)."""
    return _fits(card, wanted, x)


def _fits(card: CardDef, wanted: SearchFilter, x: int = 0) -> bool:
    """Whether a card is of a search or reveal filter: kind, name, race, attribute, keyword, total cost
    (FOW-SEARCH-X-R: ``x`` is the X paid for the chant whose search it is)."""
    if (wanted.basic and "basic" not in card.subtypes) or (wanted.not_special and "special" in card.subtypes):
        return False
    if wanted.named or wanted.chosen_cost or wanted.cost_counter is not None:
        return False  # FOW-NAME-CARD-R, FOW-CHOOSE-NUMBER-R: nothing declared (declared_in reads them)
    if card.type in wanted.or_kinds:
        return True  # fow-v-filters: FOW-SEARCH-TYPE-OR-RACE-R: a card of that type, whatever its races
    if wanted.kinds and card.type not in wanted.kinds:
        return False
    if wanted.not_chant and card.type == "chant":
        return False  # fow-y-alt: FOW-ALT-COMBINED-R: an alternative card outside the field is a chant too (CR 1307.5c)
    if wanted.not_resonator and card.type == "resonator":
        return False  # fow-y-alt: FOW-SEARCH-NON-RESONATOR-R: an alternative card outside the field is a resonator too
    if wanted.field and "field" not in card.subtypes:
        return False  # FOW-FIELD-ADDITION-R
    if wanted.on_resonator and not is_addition_resonator(card):
        return False  # fow-s-grimm-a: FOW-SEARCH-ADDITION-RESONATOR-R
    if wanted.stranger is not None and ("stranger" in card.subtypes) != wanted.stranger:
        return False  # fow-v-filters: FOW-FILTER-STRANGER-R
    if (wanted.names and not card.has_any_name(wanted.names)) or card.has_any_name(wanted.not_names):
        return False  # FOW-SEARCH-NOT-NAMED-R
    if wanted.name_has is not None and not any(name_has(name, wanted.name_has) for name in card.names):
        return False  # FOW-SEARCH-NAME-HAS-R
    if (wanted.with_keyword is not None and wanted.with_keyword not in card.keywords) or (wanted.without_keyword is not None and wanted.without_keyword in card.keywords):
        return False  # FOW-SEARCH-KEYWORD-R: the keywords printed on the card
    if wanted.max_cost_x is not None and (card.cost.total if card.cost is not None else 0) > x + wanted.max_cost_x:
        return False  # FOW-SEARCH-X-R
    if wanted.races and not {r.lower() for r in wanted.races} & {r.lower() for r in card.races}:
        return False
    if (wanted.attributes and not set(wanted.attributes) & set(card.attributes)) or (wanted.no_attribute and card.attributes):
        return False  # FOW-NO-ATTRIBUTE-R: "with no attribute", none of the five
    total = card.cost.total if card.cost is not None else 0
    return not ((wanted.min_cost is not None and total < wanted.min_cost) or (wanted.max_cost is not None and total > wanted.max_cost))


def name_has(name: str, words: str) -> bool:
    """FOW-SEARCH-NAME-HAS-R: a name has "<words>" in it when they are whole words of it -- its possessive
    ("Lumia's") and a hyphenated compound ("Space-Time") count, a longer word ("Timeless") does not (CR
    203.3a, 203.3b)."""
    return re.search(rf"(?<![A-Za-z]){re.escape(words)}(?![A-Za-z])", name, re.I) is not None


def reveal_from_hand(board: Board, item: ChaseItem, card_id: str, events: list[Event]) -> None:
    """fow-u-look: FOW-REVEAL-HAND-ANY-R: a card of the controller's hand shown to all players; it stays in the hand."""
    item.shown = [*([] if item.shown is UNSET else item.shown), card_id]
    events.append(ev.RevealedCards(player=item.controller, cards=[board.card(card_id).id], rule="FOW-REVEAL-HAND-ANY-R"))


def reveal_top(board: Board, item: ChaseItem, effect: RevealTop, events: list[Event]) -> None:
    """FOW-REVEAL-TOP-R: the top card of the main deck is revealed to all (its definition); if it is of
    the filter it goes to the hand or enters the field, else it stays on top (hidden again)."""
    controller = board.player(item.controller)
    if not controller.deck:
        return
    card_id = controller.deck[0]
    card = board.card(card_id)
    moved = effect.to != "stay" and _fits(card, effect.filter)
    # FOW-REVEAL-TOP-ELSE-R: a card not of the filter goes where "Otherwise" says (the hand: it moved there).
    to = effect.to if moved else effect.otherwise if effect.to != "stay" else None
    shown = moved or to == "hand"
    rule = "FOW-REVEAL-TOP-R" if moved or to is None else "FOW-REVEAL-TOP-ELSE-R"
    events.append(ev.RevealedTop(player=controller.id, found=card.id, card=card_id if shown else None, moved=shown, private_to=controller.id, rule=rule))
    if to is None:
        return
    controller.deck.pop(0)
    if to == "graveyard" and _rising_from_deck(board, [card_id]):
        sync_counts(controller)
        _rise_from_deck(board, [card_id], events)  # fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R
        return
    if to == "graveyard":
        controller.graveyard.append(card_id)
        sync_counts(controller)
        events.append(ev.Milled(player=controller.id, cards=[card_id], to="graveyard"))
        return
    if to == "hand":
        controller.hand.append(card_id)
        sync_counts(controller)
        return
    sync_counts(controller)
    _enter_from_deck(board, controller, card_id, events)


def _enter_from_deck(board: Board, controller: Player, card_id: str, events: list[Event]) -> None:
    """A card taken from the main deck enters its controller's field (its [Enter] abilities trigger)."""
    entered = Entity(id=card_id, since=board.state.turn.number)
    board.enter_field(controller, entered)
    events.append(ev.Entered(player=controller.id, card=card_id, added_to=None, awakened=False))
    trigger_enter(board, entered, events, source="deck")


def _rising_from_deck(board: Board, cards: list[str]) -> list[str]:
    """fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R (CR 910.1): of ``cards`` about to go from a main deck into their
    owner's graveyard, those whose own replacement puts them into the field instead (the only replacement of that
    move in the vocabulary: no order to choose, CR 910.2); the caller enters them with :func:`_rise_from_deck`."""
    return [c for c in cards if board.card(c).deck_graveyard_field]


def _rise_from_deck(board: Board, cards: list[str], events: list[Event]) -> None:
    """fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R: each card of :func:`_rising_from_deck` enters its owner's field
    (its [Enter] abilities triggering), in the order they left the deck."""
    for card_id in cards:
        _enter_from_deck(board, board.owner(card_id), card_id, events)


def reveal_until(board: Board, item: ChaseItem, effect: RevealUntil, events: list[Event]) -> None:
    """FOW-REVEAL-UNTIL-R: the cards from the top of the controller's main deck down to the first of the
    filter are revealed to all (their definitions); that one goes into the hand (its instance hidden) or
    enters the field, then the others are removed, shuffled into the deck or put on its bottom in a random
    order.  None of the filter: the whole deck was revealed and goes as the rest."""
    controller = board.player(item.controller)
    deck = controller.deck
    at = next((i for i, c in enumerate(deck) if _fits(board.card(c), effect.filter)), None)
    shown = deck[: len(deck) if at is None else at + 1]
    del deck[: len(shown)]
    events.append(ev.RevealedCards(player=controller.id, cards=[board.card(c).id for c in shown], rule="FOW-REVEAL-UNTIL-R"))
    found = shown.pop() if at is not None else None
    if found is not None and effect.to == "hand":
        controller.hand.append(found)
    elif found is not None:
        sync_counts(controller)
        _enter_from_deck(board, controller, found, events)
    if effect.rest == "removed":
        controller.removed.extend(shown)
        events.extend(ev.RemovedFromGame(card=c) for c in shown)
    elif effect.rest == "shuffle":
        deck.extend(shown)
        shuffle(board.state.rng, deck)
    else:
        shuffle(board.state.rng, shown)
        deck.extend(shown)
    sync_counts(controller)


def remove_all(board: Board, item: ChaseItem, effect: RemoveAll, events: list[Event]) -> None:
    """FOW-REMOVE-ALL-NAMED-R: the opponent's cards of the filter in their graveyard (public) and hand (seen
    by the searcher, known to its owner: CR 1014.2 has them found as from a public zone) are removed from
    the game; the rest of the hand stays hidden."""
    opponent = board.opponent(item.controller)
    kept = board.graveyard_kept(opponent.id, item.controller)  # fow-hero3: FOW-GRAVEYARD-KEPT-R
    for zone in (opponent.hand,) if kept else (opponent.graveyard, opponent.hand):
        for card_id in [c for c in zone if _fits(board.card(c), effect.filter)]:
            _remove_one(board, card_id, events)


def reveal_top_all(board: Board, item: ChaseItem, effect: RevealTopAll, events: list[Event]) -> None:
    """FOW-REVEAL-TOP-ALL-R: the top cards of the controller's main deck are revealed to all (their
    definitions, top first); those of the filter go into the hand (the instances hidden there), the others
    are shuffled back into the deck."""
    controller = board.player(item.controller)
    shown = controller.deck[: effect.count]
    del controller.deck[: len(shown)]
    events.append(ev.RevealedCards(player=controller.id, cards=[board.card(c).id for c in shown], rule="FOW-REVEAL-TOP-ALL-R"))
    taken = [c for c in shown if _fits(board.card(c), effect.filter)]
    controller.hand.extend(taken)
    controller.deck.extend(c for c in shown if c not in taken)
    shuffle(board.state.rng, controller.deck)
    sync_counts(controller)


def reveal_random(board: Board, item: ChaseItem, effect: RevealRandom, events: list[Event]) -> None:
    """FOW-REVEAL-RANDOM-R: a card of the opponent's hand picked by the game's generator is revealed to all
    (its definition); of the filter, they discard it (an empty hand reveals nothing)."""
    opponent = board.opponent(item.controller)
    if not opponent.hand:
        return
    picked = opponent.hand[Rng(board.state.rng).below(len(opponent.hand))]
    events.append(ev.RevealedCards(player=opponent.id, cards=[board.card(picked).id], rule="FOW-REVEAL-RANDOM-R"))
    if _fits(board.card(picked), effect.discard_if):
        discard_chosen(board, picked, events)
        trigger_discarded(board, picked, item.card, item.controller, events)


def from_stranger(board: Board, item: ChaseItem, effect: FromStranger, events: list[Event]) -> None:
    """FOW-STRANGER-RANDOM-R: ``count`` cards of the controller's stranger deck (CR 316), picked one by one by the
    game's generator (as many as it holds; none from an empty one), go into their hand -- named to them alone --
    or enter the field under their control (a stranger resonator enters as any resonator, CR 1305.3), or go face
    up to their removed area."""
    controller = board.player(item.controller)
    for _ in range(effect.count):
        stranger = controller.stranger_deck or []
        if not stranger:
            return
        picked = stranger[Rng(board.state.rng).below(len(stranger))]
        controller.stranger_deck = [c for c in stranger if c != picked] or UNSET
        if effect.to == "hand":
            controller.hand.append(picked)
            sync_counts(controller)
            events.append(ev.StrangerTaken(player=controller.id, card=picked, private_to=controller.id, rule="FOW-STRANGER-RANDOM-R"))
            continue
        if effect.to == "removed":
            controller.removed.append(picked)
            events.append(ev.RemovedFromGame(card=picked))
            continue
        entered = Entity(id=picked, since=board.state.turn.number)
        board.enter_field(controller, entered)
        events.append(ev.Entered(player=controller.id, card=entered.id, added_to=None, awakened=False))
        trigger_enter(board, entered, events)


def remove_candidates(board: Board, item: ChaseItem, effect: RemoveAll) -> list[str]:
    """FOW-REMOVE-ALL-NAMED-R: the cards of the filter in the opponent's main deck the searcher may still
    find (the deck is hidden from its owner: the searcher may leave some, CR 1014.2)."""
    return [c for c in board.opponent(item.controller).deck if _fits(board.card(c), effect.filter)]


def _remove_one(board: Board, card_id: str, events: list[Event]) -> None:
    owner = board.owner(card_id)
    from_graveyard = card_id in owner.graveyard
    for zone in (owner.deck, owner.graveyard, owner.hand):
        if card_id in zone:
            zone.remove(card_id)
    owner.removed.append(card_id)
    sync_counts(owner)
    events.append(ev.RemovedFromGame(card=card_id))
    if from_graveyard:
        trigger_graveyard_removed(board, [card_id], events)  # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R


def search(
    board: Board,
    item: ChaseItem,
    effect: Search,
    card_id: str | None,
    events: list[Event],
    *,
    host: str | None = None,
    last: bool = True,
    taken: int = 0,
    partial: bool = False,
    invert: bool = False,
) -> int:
    """:func:`_search`, remembering the card it put into the field (fow-r-modal: FOW-IT-PUT-R: "it" after it)."""
    start = len(events)
    rest = _search(board, item, effect, card_id, events, host=host, last=last, taken=taken, partial=partial, invert=invert)
    board.resolving_put = next((e.card for e in events[start:] if isinstance(e, ev.Entered) and e.card == card_id), None)
    return rest


def _search(
    board: Board,
    item: ChaseItem,
    effect: Search,
    card_id: str | None,
    events: list[Event],
    *,
    host: str | None,
    last: bool,
    taken: int,
    partial: bool,
    invert: bool,
) -> int:
    """FOW-SEARCH-R: the card found (checked by the caller) is revealed and put into the hand (or the
    graveyard, FOW-SEARCH-GRAVEYARD-R); the main deck is then shuffled (CR 1021.1).  Returns how many
    cards looked at are left on top for their controller to put on the bottom (FOW-ARRANGE-R), else 0.
    FOW-LOOK-TOP-PICK-R: ``taken`` of the top cards were taken before; ``partial``: more may be taken
    after this one, so the rest stay where they are."""
    controller = board.player(item.controller)
    if effect.deck == "stone":
        _search_stone(board, item, effect, card_id, events)
        return 0
    if effect.deck == "sideboard":
        if card_id is not None:
            # FOW-REVEAL-OUTSIDE-R: the card stays outside the game, revealed to all until end of game.
            controller.revealed = [*(controller.revealed or []), card_id]
            events.append(ev.RevealedCards(player=controller.id, cards=[board.card(card_id).id], rule="FOW-REVEAL-OUTSIDE-R"))
            for index, ability in enumerate(board.card(card_id).abilities):
                if isinstance(ability, Automatic) and ability.trigger == "revealed_outside":
                    queue(board, controller.id, card_id, index, events)  # FOW-TRIG-REVEALED-OUTSIDE-R
        return 0
    if effect.deck == "rune_area":
        if card_id is not None:
            # FOW-RUNE-FLIP-DOWN-R (CR 711.4, 711.5): face down again, it counts no more against the remaining
            # divinity and may be played again.
            controller.runes_revealed = [c for c in controller.runes_revealed or [] if c != card_id]
            events.append(ev.RuneFlippedDown(player=controller.id, card=card_id))
        return 0
    if effect.deck == "removed" and effect.to == "field":
        if card_id is not None:
            # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R (CR 1041.1): into the field under its owner's control, a new card.
            _flicker_back(board, card_id, events)
        return 0
    if effect.deck == "removed":
        if card_id is not None:
            # FOW-REMOVED-TO-HAND-R: from the removed area (a public zone) into the hand; no deck is searched.
            leave_removed(controller, [card_id])
            controller.hand.append(card_id)
            sync_counts(controller)
            events.append(ev.Searched(player=controller.id, found=board.card(card_id).id, card=card_id, private_to=controller.id, rule="FOW-REMOVED-TO-HAND-R"))
        return 0
    if effect.deck == "hand" and effect.to == "bottom":
        if card_id is not None:
            # fow-alice-nv: FOW-HAND-TO-BOTTOM-R: from the hand (hidden) on the bottom of its owner's main deck,
            # unrevealed, as FOW-HAND-TO-TOP-R.
            controller.hand.remove(card_id)
            board.owner(card_id).deck.append(card_id)
            sync_counts(controller)
            sync_counts(board.owner(card_id))
            events.append(ev.Searched(player=controller.id, found=None, card=card_id, private_to=controller.id, rule="FOW-HAND-TO-BOTTOM-R"))
        return 0
    if effect.deck == "hand" and effect.to == "top":
        if card_id is not None:
            # FOW-HAND-TO-TOP-R: from the hand (hidden) on top of its owner's main deck (hidden, CR 302.6c),
            # unrevealed: the instance is named to its player alone.
            controller.hand.remove(card_id)
            board.owner(card_id).deck.insert(0, card_id)
            sync_counts(controller)
            sync_counts(board.owner(card_id))
            events.append(ev.Searched(player=controller.id, found=None, card=card_id, private_to=controller.id, rule="FOW-HAND-TO-TOP-R"))
        return 0
    if effect.deck == "hand":
        _put_from_hand(board, item, effect, card_id, events, host=host)
        return 0
    if effect.deck == "added":
        moved = board.entity(card_id) if card_id is not None else None
        if moved is not None and host is not None:
            # fow-s-grimm-a: FOW-MOVE-ADDITION-R: the addition, staying in the field, is added to the resonator chosen.
            moved.added_to = host
            events.append(ev.AdditionMoved(card=moved.id, to=host, rule="FOW-MOVE-ADDITION-R"))
        return 0
    if effect.deck == "field":
        entity = board.entity(card_id) if card_id is not None else None
        if entity is not None and not board.has_flag(entity, "unreturnable"):  # fow-y-cant: FOW-UNRETURNABLE-R: it stays
            # fow-hero3: FOW-RETURN-CHOSEN-R: to its owner's hand (CR 1303.1: it leaves its controller's field).
            board.leave_field(entity, "hand", events)
            events.append(ev.ReturnedToHand(card=entity.id))
        return 0
    if effect.deck == "graveyard" and effect.to == "hand":
        if card_id is not None:
            # fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R: from the graveyard (a public zone) into its controller's hand.
            controller.graveyard.remove(card_id)
            controller.hand.append(card_id)
            sync_counts(controller)
            events.append(ev.Searched(player=controller.id, found=board.card(card_id).id, card=card_id, private_to=controller.id, rule="FOW-GRAVEYARD-CHOSEN-HAND-R"))
        return 0
    if effect.deck == "graveyard" and effect.to == "top":
        if card_id is not None:
            # fow-z-zone: FOW-GRAVEYARD-CHOSEN-TOP-R: from the graveyard (a public zone) on top of its owner's main deck
            # (CR 302.5; its own graveyard: the controller's deck).
            controller.graveyard.remove(card_id)
            owner = board.owner(card_id)
            owner.deck.insert(0, card_id)
            sync_counts(controller)
            sync_counts(owner)
            events.append(ev.Searched(player=controller.id, found=board.card(card_id).id, card=card_id, private_to=controller.id, rule="FOW-GRAVEYARD-CHOSEN-TOP-R"))
        return 0
    if effect.deck == "graveyard":
        if card_id is not None:
            # FOW-GRAVEYARD-CHOSEN-FIELD-R: from the graveyard (a public zone) into its controller's field;
            # its [Enter] abilities trigger (CR 702.3e).
            controller.graveyard.remove(card_id)
            risen = Entity(id=card_id, since=board.state.turn.number)
            board.enter_field(controller, risen)
            events.append(ev.Searched(player=controller.id, found=board.card(card_id).id, card=card_id, private_to=controller.id, rule="FOW-GRAVEYARD-CHOSEN-FIELD-R"))
            events.append(ev.Entered(player=controller.id, card=card_id, added_to=None, awakened=False))
            trigger_enter(board, risen, events, source="graveyard")
        return 0
    looked = controller.deck[: effect.top - taken] if effect.top is not None else []
    entered, rising = None, []
    if card_id is not None:
        controller.deck.remove(card_id)
        if effect.to == "field":
            # FOW-SEARCH-FIELD-R: the card found enters the field (FOW-SEARCH-ADDITION-R: an addition:
            # J/resonator added to the J/resonator named with it).
            # fow-p-look: FOW-SEARCH-FIELD-RESTED-R: rested when the text says so.
            entered = Entity(id=card_id, since=board.state.turn.number, added_to=host if is_attached_addition(board.card(card_id)) else None, rested=effect.rested)
            board.enter_field(controller, entered)
        elif effect.to == "graveyard" and _rising_from_deck(board, [card_id]):
            rising.append(card_id)  # fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R
        elif effect.to != "top":
            # FOW-EXPLORATION-R: a Treasure revealed by Exploration is removed from the game.
            {"graveyard": controller.graveyard, "removed": controller.removed}.get(effect.to, controller.hand).append(card_id)
    rest = [] if partial else [c for c in looked if c != card_id]
    if effect.top is not None and not partial and effect.rest in ("random", "graveyard", "removed"):
        # FOW-LOOK-TOP-R: the rest of the cards looked at go to the bottom in a random order (or, FOW-ARRANGE-R,
        # face up to the graveyard or the removed area).
        controller.deck = controller.deck[len(rest) :]
        if effect.rest == "graveyard":
            rising += _rising_from_deck(board, rest)  # fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R
            rest = [c for c in rest if c not in rising]
        if effect.rest != "random":
            (controller.graveyard if effect.rest == "graveyard" else controller.removed).extend(rest)
        else:
            shuffle(board.state.rng, rest)
            controller.deck.extend(rest)
    elif effect.top is None and last and effect.shuffle and (card_id is not None or not effect.shuffle_if_found):
        # fow-y-abc: FOW-SEARCH-RULER-CARD-R: "If you do, shuffle": not when no card was found.
        # FOW-SEARCH-UP-TO-R: a search for several cards shuffles once, after the last (fow-t-search:
        # FOW-SEARCH-NO-SHUFFLE-R: not when the text asks for no shuffle).
        shuffle(board.state.rng, controller.deck)
        if effect.to == "top" and card_id is not None:
            # FOW-SEARCH-TOP-R: the card found goes on top of the deck, once the rest of it is shuffled.
            controller.deck.insert(0, card_id)
    sync_counts(controller)
    # FOW-ARRANGE-R: a card taken without being revealed is named to its player alone (FOW-SEARCH-TOP-R too).
    revealed = board.card(card_id).id if card_id is not None and effect.reveal and effect.to != "top" else None
    rule = "FOW-LOOK-TOP-EACH-R" if effect.top is not None and effect.each else "FOW-LOOK-TOP-PICK-R" if effect.top is not None and effect.count > 1 else "FOW-LOOK-TOP-R" if effect.top is not None else "FOW-SEARCH-TOP-R" if effect.to == "top" else "FOW-SEARCH-FIELD-R" if effect.to == "field" else "FOW-SEARCH-R"
    rule = "FOW-SEARCH-RULER-CARD-R" if effect.shuffle_if_found else rule  # fow-y-abc
    searched_to_top(controller.id, card_id if effect.to == "top" and effect.top is None else None, board, events)
    kept = None if effect.to == "top" and effect.top is None else card_id
    events.append(ev.Searched(player=controller.id, found=revealed, card=kept, private_to=controller.id, rule=rule))
    if effect.rest in ("graveyard", "removed") and rest:
        events.append(ev.Milled(player=controller.id, cards=rest, to=effect.rest))
    _rise_from_deck(board, rising, events)
    if entered is not None:
        events.append(ev.Entered(player=controller.id, card=entered.id, added_to=entered.added_to, awakened=False))
        trigger_enter(board, entered, events, source="deck")
        trigger_addition_added(board, entered, events)
        if invert and effect.then_invert:
            invert_card(board, entered, events)  # fow-faces: FOW-INVERT-NONE-R, "you may invert that card"
    return len(rest) if effect.top is not None and effect.rest in ("arrange", "top") else 0



def searched_to_top(player: str, card_id: str | None, board: Board, events: list[Event]) -> None:
    """FOW-SEARCH-TOP-R: the card found now lies on top of its deck, where even its owner may not read its
    instance (a deck is hidden, FOW-SEARCH-R): its player alone learns its definition."""
    if card_id is not None:
        events.append(ev.Looked(player=player, found=board.card(card_id).id, private_to=player, rule="FOW-SEARCH-TOP-R"))


def arrange(
    board: Board,
    item: ChaseItem,
    index: int,
    to: Literal["top", "bottom", "either"],
    placing: Placing,
    card_id: str | None,
    *,
    answered: bool,
    events: list[Event],
    stone: bool = False,
) -> bool:
    """FOW-ARRANGE-R: one step of putting looked-at cards back (the ``left`` cards after the ``placed``
    ones on top of the main deck).  The card named (checked by the caller) goes on top, below those put
    there before, or to the bottom, below those put there before; no card named: the stage ends -- the
    rest stay on top in their order, or (Foresee) the rest go to the bottom, whose order is asked next,
    or the rest go to the bottom in their order.  A last card with one place left goes there unasked.
    True when a decision is asked (the object goes back on top of the chase).  ``stone``: the cards are
    the top of the magic stone deck (FOW-ARRANGE-STONE-R)."""
    controller = board.player(item.controller)
    deck = controller.stone_deck if stone else controller.deck
    placed, left, stage = placing
    if card_id is not None:
        deck.remove(card_id)
        if stage == "top":
            deck.insert(placed, card_id)
            placed += 1
        else:
            deck.append(card_id)
        left -= 1
    elif answered and stage == "top" and to == "either":
        stage = "bottom"
    elif answered and stage == "top":
        placed, left = placed + left, 0
    elif answered:
        deck[placed:] = deck[placed + left :] + deck[placed : placed + left]
        left = 0
    if left == 1 and stage == "bottom":
        deck.append(deck.pop(placed))
        left = 0
    elif left == 1 and to == "top":
        placed, left = placed + 1, 0
    if left == 0:
        events.append(ev.Arranged(player=controller.id, top=placed, rule="FOW-ARRANGE-STONE-R" if stone else "FOW-ARRANGE-R"))
        return False
    board.state.chase.append(item)
    board.state.decision = Decision(kind="search", player=item.controller, object=item.id, effect=index, done=placed, left=left, stage=stage)
    return True


def _put_from_hand(board: Board, item: ChaseItem, effect: Search, card_id: str | None, events: list[Event], *, host: str | None) -> None:
    """FOW-PUT-FROM-HAND-R: the card chosen from its player's hand (checked by the caller) enters their
    field, rested or not (an addition: J/resonator added to the J/resonator named with it); its [Enter]
    abilities trigger.  Nothing chosen: nothing is done (the hand stays hidden)."""
    if card_id is None:
        return
    controller = board.player(item.controller)
    controller.hand.remove(card_id)
    sync_counts(controller)
    entered = Entity(id=card_id, rested=effect.rested, since=board.state.turn.number, added_to=host if is_attached_addition(board.card(card_id)) else None)
    board.enter_field(controller, entered)
    events.append(ev.Entered(player=controller.id, card=entered.id, added_to=entered.added_to, awakened=False, rested=effect.rested))
    trigger_enter(board, entered, events)
    trigger_addition_added(board, entered, events)


def _search_stone(board: Board, item: ChaseItem, effect: Search, card_id: str | None, events: list[Event]) -> None:
    """FOW-SEARCH-STONE-R: the magic stone found (revealed) enters the field, rested or not; then the
    magic stone deck is shuffled (CR 1021.1)."""
    controller = board.player(item.controller)
    entered = None
    if card_id is not None:
        controller.stone_deck.remove(card_id)
        if effect.to != "top":
            entered = Entity(id=card_id, rested=effect.rested, since=board.state.turn.number)
            board.enter_field(controller, entered)
    shuffle(board.state.rng, controller.stone_deck)
    if effect.to == "top" and card_id is not None:
        # FOW-SEARCH-TOP-R: the stone found goes on top of the magic stone deck, not revealed.
        controller.stone_deck.insert(0, card_id)
    sync_counts(controller)
    found = board.card(card_id).id if card_id and effect.to != "top" else None
    rule = "FOW-SEARCH-TOP-R" if effect.to == "top" else "FOW-SEARCH-STONE-R"
    searched_to_top(controller.id, card_id if effect.to == "top" else None, board, events)
    events.append(ev.Searched(player=controller.id, found=found, card=None if effect.to == "top" else card_id, private_to=controller.id, rule=rule))
    if entered is not None:
        events.append(ev.Entered(player=controller.id, card=entered.id, added_to=None, awakened=False, rested=effect.rested))
        trigger_enter(board, entered, events)


def _group_sources(board: Board, item: ChaseItem, scope: str) -> list[str]:
    """fow-x-dmglife: FOW-EACH-YOURS-DEALS-R: the J/resonators (resonators) of the effect's controller in the field now."""
    kinds = scope_kinds(scope)
    return [e.id for e in board.player(item.controller).field if board.defn(e).type in kinds]


def _cost_banished(item: ChaseItem, stat: str) -> int:
    """fow-x-dmglife: FOW-BANISHED-COST-STAT-R: the ATK or DEF the resonator banished for the spell's additional cost had as it
    was banished (kept on the chase object as it was played); none kept, 0."""
    if item.banished_stats is UNSET:
        return 0
    return item.banished_stats[0 if stat == "atk" else 1]

def _stat_of(board: Board, item: ChaseItem, of: object, equal_to: str, legal: list[bool]) -> int:
    """FOW-LIFE-EQUAL-R: the ATK or DEF of the card a "gain life equal to its ATK/DEF" names, now: with its
    changes while in the field, as printed elsewhere (a graveyard); none when its target is no longer legal
    (fow-p-stats: FOW-DAMAGE-EQUAL-ATK-OF-R's damage likewise)."""
    if of == "self":
        card_id = item.card
    elif isinstance(of, int) and of < len(item.targets) and of < len(legal) and legal[of]:
        card_id = item.targets[of]
    else:
        return 0
    entity = board.entity(card_id)
    if entity is not None:
        atk, def_, _ = board.stats(entity)
    elif card_id in board.last_known:
        # fow-n-zones: FOW-LAST-KNOWN-R (CR 911.1): as it last was in the field, this resolution.
        atk, def_, _ = board.last_known[card_id]
    else:
        atk, def_ = board.card(card_id).atk or 0, board.card(card_id).def_ or 0
    return max(0, atk if equal_to == "atk" else def_)


def remove_from_graveyard(board: Board, item: ChaseItem, card_id: str, events: list[Event]) -> None:
    """fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R (CR 1004.1): a card of its owner's graveyard to their removed area, face
    up; its total cost kept for "the cards removed this way" (FOW-REMOVED-THIS-WAY-COST-R)."""
    owner = board.owner(card_id)
    if card_id not in owner.graveyard:
        return
    owner.graveyard.remove(card_id)
    owner.removed.append(card_id)
    events.append(ev.RemovedFromGame(card=card_id))
    trigger_graveyard_removed(board, [card_id], events)  # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R
    before = item.removed_cost if item.removed_cost is not UNSET else 0
    item.removed_cost = min(before + total_cost(board.card(card_id)), 9999)
    _removed_resonators(board, item, [card_id])


def _removed_resonators(board: Board, item: ChaseItem, removed: list[str]) -> None:
    """fow-w-count: FOW-REMOVED-THIS-WAY-COUNT-R: the resonators among the cards ``item`` just removed from the game."""
    more = sum(1 for card_id in removed if board.card(card_id).type == "resonator")
    if more:
        item.removed_resonators = min((0 if item.removed_resonators is UNSET else item.removed_resonators) + more, 99)


def _reads_last_known(effect: AnyEffect) -> bool:
    """fow-n-zones: FOW-LAST-KNOWN-R: ``effect`` reads the ATK / DEF or the controller of a target that may have left
    the field as the text resolved ("you gain life equal to its DEF", "its controller discards a card")."""
    return (
        (isinstance(effect, GainLife) and effect.equal_to is not None and isinstance(effect.of, int))
        or (isinstance(effect, DiscardCards) and effect.of is not None)
        or (isinstance(effect, Damage) and isinstance(effect.atk_of, int))  # fow-p-stats: FOW-DAMAGE-EQUAL-ATK-OF-R
        or (isinstance(effect.when, AsLongAs) and effect.when.target_controlled)  # fow-y-cond: FOW-IF-CONTROLLED-TARGET-R
    )


def remember_last_known(board: Board, item: ChaseItem) -> None:
    """fow-n-zones: FOW-LAST-KNOWN-R (CR 911.1): the ATK, DEF and controller of each target of ``item`` in the field
    now, kept for the effects after one that moves it out."""
    for card_id in item.targets:
        entity = board.entity(card_id) if ":" in card_id and not card_id.startswith("chase:") else None
        if entity is not None:
            atk, def_, _ = board.stats(entity)
            board.last_known[card_id] = (atk, def_, board.controller(card_id).id)


def _last_controller(board: Board, card_id: str) -> str:
    """fow-n-zones: FOW-LAST-KNOWN-R: who controls ``card_id`` in the field, else who last did this resolution, else
    its owner."""
    if board.entity(card_id) is not None:
        return board.controller(card_id).id
    return board.last_known[card_id][2] if card_id in board.last_known else board.owner(card_id).id


def _referred(board: Board, item: ChaseItem, target: object, legal: list[bool]) -> list[str] | None:
    """What one target reference names now: this card or the damaged card while in the field, a legal
    target; None for no reference (an ``each`` scope may name the cards then)."""
    if target == "self":
        return [item.card] if board.entity(item.card) is not None else []
    if target == "victim":
        return [item.victim] if item.victim is not None and board.entity(item.victim) is not None else []
    if target == "found":
        # fow-r-modal: FOW-IT-PUT-R: the card the search just before put into the field, while it is there.
        put = board.resolving_put
        return [put] if put is not None and board.entity(put) is not None else []
    if target == "blocker":
        # fow-n-trig: FOW-TRIG-ALLY-BLOCKED-R: the blocking J/resonator of the battle now, while in the field.
        battle = board.state.battle
        return [battle.blocker] if battle is not None and battle.blocker is not None and board.entity(battle.blocker) is not None else []
    if target == "that_object":
        # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: the spell or ability that triggered it, while it is still on the chase.
        wanted = item.that_object
        return [wanted] if wanted is not UNSET and any(other.id == wanted for other in board.state.chase) else []
    if target == "added":
        # FOW-ADDED-REF-R: the J/resonator this addition is added to now (none once it left the field).
        source = board.entity(item.card)
        host = source.added_to if source is not None else None
        return [host] if host is not None and board.entity(host) is not None else []
    if isinstance(target, int):
        if target < len(item.targets) and target < len(legal) and legal[target]:
            return [item.targets[target]]
        return []
    return None


def _targets_of(board: Board, item: ChaseItem, effect: AnyEffect, legal: list[bool]) -> list[str]:
    referred = _referred(board, item, getattr(effect, "target", None), legal)
    if referred is not None:
        return referred
    each = getattr(effect, "each", None)
    if each is None:
        return []
    if each in ("you", "your_opponent", "each_player"):
        return [p.id for p in board.state.players if each == "each_player" or (p.id == item.controller) == (each == "you")]
    found: list[str] = []
    kinds = scope_kinds(each)
    for player in board.state.players:
        if scope_side(each, item.controller, player.id):
            found.extend(e.id for e in player.field if board.defn(e).type in kinds)
    among = effect.among
    if among is not None:
        found = [card_id for card_id in found if board.among(item.card, among, card_id, item.controller)]
    return found


def counted(board: Board, item: ChaseItem, per: PerCount) -> int:
    """What an effect's "for each" counts as ``item`` resolves (FOW-CONT-FOREACH-R); "the result of the roll"
    is that of the [Force] ``item`` did before (FOW-KW-FORCE-R: 0 if it rolled none)."""
    if per.what == "roll":
        return item.rolled if item.rolled is not UNSET else 0
    if per.what == "life_paid":
        # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: the life its "Pay any amount of life" paid, in units of ``life_unit``.
        paid = int(item.declared) * 100 if item.declared is not UNSET and item.declared.isdigit() else 0
        return paid // per.life_unit if per.life_unit else 0
    if per.what == "discarded_cost":
        # fow-t-draw: FOW-DISCARDED-COST-X-R: of the cards its discard just before discarded (0: none), as printed.
        return sum(total_cost(board.card(card_id)) for card_id in ([] if item.discarded is UNSET else item.discarded))
    if per.what == "hand_revealed":
        # fow-u-look: FOW-REVEAL-HAND-ANY-R: the cards of the hand this object revealed before (0: none).
        return 0 if item.shown is UNSET else len(item.shown)
    if per.what == "removed_resonator":
        # fow-w-count: FOW-REMOVED-THIS-WAY-COUNT-R: the resonators this object removed from the game before (0: none).
        return 0 if item.removed_resonators is UNSET else item.removed_resonators
    if per.what == "destroyed_resonator":
        # fow-w-count: FOW-DESTROYED-THIS-WAY-R: the resonators this object destroyed before (0: none).
        return 0 if item.destroyed is UNSET else item.destroyed
    if per.what == "removed_cost":
        # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R: of the cards this object removed from the game before (0: none).
        return item.removed_cost if item.removed_cost is not UNSET else 0
    if per.what == "that_cost":
        # fow-r-trig: FOW-TRIG-PLAYED-COST-X-R: the total cost of the spell played that triggered it, kept as it triggered.
        return item.amount if item.amount is not UNSET else 0
    if per.what == "top_symbols":
        # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R (CR 204.2a, 204.3): the will symbols of the attribute cost (every
        # icon of the specified cost) of the card revealed, still on top of the controller's main deck (0: none).
        deck = board.player(item.controller).deck
        cost = board.card(deck[0]).cost if deck else None
        if cost is None:
            return 0
        # fow-p-look: FOW-REVEAL-COUNT-ATTR-SYMBOLS-R: only the symbols of the attributes named.
        return sum(n for attribute, n in cost.specified.items() if not per.attributes or attribute in per.attributes)
    return board.per_count(per, item.card, item.controller)


def roll_force(board: Board, item: ChaseItem, effect: Force, events: list[Event]) -> None:
    """FOW-KW-FORCE-R (CR 1023.1, 1023.1a): ``effect.dice`` six-sided dice rolled with the game's seeded
    generator; their total is the result of the roll, kept on ``item`` for the effects after it.
    fow-v-draw: FOW-FORCE-DICE-PLUS-R: one die more for each replacement of its controller's saying so."""
    rng = Rng(board.state.rng)
    extra = board.force_dice_extra(item.controller)
    dice = [rng.below(6) + 1 for _ in range(effect.dice + extra)]
    item.rolled = sum(dice)
    events.append(ev.Rolled(player=item.controller, object=item.id, dice=dice, result=item.rolled, rule="FOW-FORCE-DICE-PLUS-R" if extra else "FOW-KW-FORCE-R"))


def perform(board: Board, item: ChaseItem, effect: AnyEffect, legal: list[bool], events: list[Event]) -> None:
    """Do one effect of ``item`` (a spell, an ability or a triggered ability); the cards it moves out of
    the field leave together (FOW-TRIG-GRAVEYARD-R)."""
    with board.together():
        _perform(board, item, effect, legal, events)


def remember_moved(board: Board, source: str, card_id: str, zone: Literal["removed", "field"]) -> None:
    """fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R (FOW-PUT-BY-THIS-CARD-R): ``card_id``, if it is in its owner's removed area (in
    a field), was removed from the game (put there) by an effect of ``source`` (kept only when a card of the set asks);
    an older record of it is gone with the older object."""
    state = board.state
    there = card_id in board.owner(card_id).removed if zone == "removed" else board.entity(card_id) is not None
    if board.cat.remembers_moved_by and there:
        state.moved_by = [*(r for r in state.moved_by or [] if r.rpartition("/")[2] != card_id), f"{source}/{zone}/{card_id}"]


def moved_by(board: Board, source: str, zone: Literal["removed", "field"]) -> list[str]:
    """fow-p-zones: the cards ``source`` removed from the game (put into a field) that are still there."""
    return [r.rpartition("/")[2] for r in board.state.moved_by or [] if r == f"{source}/{zone}/{r.rpartition('/')[2]}"]


def _return_removed(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R (CR 1041.1, 302.3): every resonator this card removed from the game, still
    in its owner's removed area, enters the field of the effect's controller as a new card, recovered; all enter
    before any [Enter] ability of theirs triggers."""
    controller = board.player(item.controller)
    entering = [_flicker_back(board, c, events, into=controller) for c in moved_by(board, item.card, "removed") if board.card(c).type == "resonator"]
    for entered in entering:
        if entered is not None:
            trigger_enter(board, entered, events)


def _flicker_back(board: Board, card_id: str, events: list[Event], *, into: Player | None = None) -> Entity | None:
    """FOW-FLICKER-R (CR 302.3, 1004.1; fow-grimm-e): the card just removed from the game, if it is in its owner's
    removed area, enters its owner's field as a new card, recovered, and its [Enter] abilities trigger.  fow-p-zones:
    FOW-REMOVED-BY-THIS-CARD-R -- ``into``: the field of that player instead (CR 1041.1), its [Enter] abilities left for
    the caller to trigger once all entered (the card entered, or None)."""
    owner = board.owner(card_id)
    if card_id not in owner.removed:
        return None
    leave_removed(owner, [card_id])
    entered = Entity(id=card_id, since=board.state.turn.number)
    board.enter_field(into or owner, entered)
    events.append(ev.Entered(player=(into or owner).id, card=card_id, added_to=None, awakened=False))
    if into is None:
        trigger_enter(board, entered, events)
    return entered


def _perform(board: Board, item: ChaseItem, effect: AnyEffect, legal: list[bool], events: list[Event]) -> None:
    state = board.state
    controller = board.player(item.controller)
    if isinstance(effect, Draw):
        # FOW-COUNT-ATTRIBUTES-R: "draw cards equal to the number of ..." -- counted as it resolves.
        times = 1 if effect.per is None else counted(board, item, effect.per)
        times *= item.x if effect.per_x else 1  # fow-s-modal: FOW-DRAW-DISCARD-X-R
        if effect.player == "each":
            # FOW-EACH-PLAYER-DRAWS-R: the turn player draws first, then the other player.
            first = board.player(board.state.turn.player)
            for drawer in (first, board.opponent(first.id)):
                board.draw(drawer, effect.amount * times, events)
            return
        if effect.amount * times > 0:
            board.draw(controller, effect.amount * times, events)
        return
    if isinstance(effect, GainLife):
        # FOW-LIFE-EQUAL-BANISHED-R: ``banished``: kept as the banish just before it was done (none: no life).
        gained = (item.amount if item.amount is not UNSET else 0) if effect.that_much or effect.banished else effect.amount
        if effect.equal_to is not None and not effect.banished:
            gained = _stat_of(board, item, effect.of, effect.equal_to, legal)
        if effect.half_dealt:
            # fow-p-stats: FOW-LIFE-HALF-DEALT-R: half the damage just dealt, rounded up to the nearest 100.
            gained = -(-board.resolving_dealt // 200) * 100
        if effect.just_dealt:
            gained = board.resolving_dealt  # fow-r-modal: FOW-LIFE-THAT-MUCH-DEALT-R: what the damage just before dealt
        if effect.per is not None:
            # FOW-LIFE-PER-R: N life for each card counted as it resolves.
            gained *= counted(board, item, effect.per)
        if effect.cost_banished is not None:
            gained = _cost_banished(item, effect.cost_banished)  # fow-x-dmglife: FOW-BANISHED-COST-STAT-R
        if effect.taken:
            # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e): the damage dealt to its controller this turn, as it resolves.
            taken = [] if board.state.turn.taken is UNSET else board.state.turn.taken
            gained = next((int(r.rpartition("/")[2]) for r in taken if r.rpartition("/")[0] == controller.id), 0)
        gainer = controller.id
        if effect.controller_of is not None:
            # fow-x-dmglife: FOW-GAIN-LIFE-ITS-CONTROLLER-R: who controlled the target as it last was in the field
            # (FOW-LAST-KNOWN-R); nobody gains when the target is no longer legal.
            named = _referred(board, item, effect.controller_of, legal) or []
            if not named:
                return
            gainer = _last_controller(board, named[0])
        # FOW-NO-LIFE-GAIN-R: "Players cannot gain life" -- the life is not gained (FOW-NO-LIFE-GAIN-TURN-R: nor by a
        # player who cannot gain life until end of turn).
        board.gain_life(gainer, gained, events)
        return
    if isinstance(effect, DiscardHand):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        discarded, who.hand = who.hand, []
        who.graveyard.extend(discarded)
        sync_counts(who)
        events.append(ev.HandDiscarded(player=who.id, cards=discarded))
        for card_id in discarded:
            trigger_discarded(board, card_id, item.card, item.controller, events)
            trigger_hand_to_graveyard(board, card_id, events)
        return
    if isinstance(effect, Mill):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        if effect.deck == "stone":
            # fow-p-look: FOW-STONE-MILL-R: from the magic stone deck, one at a time from the top (CR 305.3).
            moved, who.stone_deck = who.stone_deck[: effect.amount], who.stone_deck[effect.amount :]
        else:
            moved, who.deck = who.deck[: effect.amount], who.deck[effect.amount :]
        risen = _rising_from_deck(board, moved) if effect.to == "graveyard" and effect.deck != "stone" else []
        moved = [c for c in moved if c not in risen]  # fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R
        (who.graveyard if effect.to == "graveyard" else who.removed).extend(moved)
        if effect.to == "removed":
            # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R: kept for "the combined total cost of the cards removed this way".
            before = item.removed_cost if item.removed_cost is not UNSET else 0
            item.removed_cost = min(before + sum(total_cost(board.card(c)) for c in moved), 9999)
            _removed_resonators(board, item, moved)
        sync_counts(who)
        events.append(ev.Milled(player=who.id, cards=moved, to=effect.to))
        _rise_from_deck(board, risen, events)
        if effect.playable and moved:
            # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R: its controller may play them until end of turn.
            board.state.turn.playable = [*(board.state.turn.playable or []), *(f"{who.id}/{c}" for c in moved)][-60:]
        return
    if isinstance(effect, RemoveGraveyard):
        remove_graveyard(board, item, effect, legal, events)
        return
    if isinstance(effect, Force):
        roll_force(board, item, effect, events)
        return
    if isinstance(effect, LoseLife):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        if effect.of is not None:
            # FOW-LOSE-LIFE-ITS-CONTROLLER-R: the player controlling the target (FOW-GAIN-CONTROL-R: whose field
            # holds it; its owner once it left the field as the text resolved).
            named = _referred(board, item, effect.of, legal) or []
            if not named:
                return
            who = board.controller(named[0])
        lost = effect.amount * (1 if effect.per is None else counted(board, item, effect.per))
        who.life -= lost
        events.append(ev.Life(player=who.id, change=-lost, life=who.life))
        return
    if isinstance(effect, BanishSelf):
        if effect.put:
            # fow-p-zones: FOW-PUT-BY-THIS-CARD-R (CR 1011.2): each card this card put into a field, still there and
            # controlled by the ability's controller.
            for card_id in moved_by(board, item.card, "field"):
                if board.controller(card_id).id == item.controller:
                    banish_chosen(board, card_id, events)
            return
        banish_chosen(board, item.card, events)
        return
    if isinstance(effect, RemoveDamage):
        # FOW-REMOVE-DAMAGE-R (CR 1007.6b): the accumulated damage of each target still in the field becomes 0.
        for target in _targets_of(board, item, effect, legal):
            entity = board.entity(target)
            if entity is not None and entity.damage:
                entity.damage = 0
        return
    if isinstance(effect, ReturnRemoved):
        _return_removed(board, item, events)
        return
    if isinstance(effect, RevealHand):
        # fow-v-grimm: FOW-REVEAL-HAND-IF-NONE-R (CR 1005.1): the whole hand shown to all; it stays in the hand.
        events.append(ev.RevealedCards(player=item.controller, cards=[board.card(c).id for c in controller.hand], rule="FOW-REVEAL-HAND-IF-NONE-R"))
        return
    if isinstance(effect, RulerSide):
        # FOW-RULER-SIDE-R: back to the ruler area, ruler side up (CR 1010.1's move without its astral counter), its
        # orientation kept (CR 302.3). fow-p-zones: FOW-RULER-AREA-AS-RULER-R: "your J-ruler" is the one its controller
        # controls.
        holder = j_ruler_of(controller) if effect.yours else board.entity(item.card)
        entity = holder if isinstance(holder, Entity) else None
        if entity is not None and entity.j_ruler:
            board.leave_field(entity, "ruler_area", events)
        return
    if isinstance(effect, Invert) and effect.ruler:
        # fow-y-cond: FOW-INVERT-RULER-R (CR 1030.1): the controller's ruler, in its ruler area or its J-ruler in the field.
        seat = board.player(item.controller)
        j_ruler_id = next((e.id for e in seat.field if e.j_ruler and board.controller(e.id).id == item.controller), None)
        ruler_id = seat.ruler.id if seat.ruler is not None else j_ruler_id
        # As invert_card, no ruler turns over: no despair side of the vocabulary is a ruler, no two face ruler is imported.
        events.append(ev.RulerNotInverted(player=item.controller, card=ruler_id, rule="FOW-INVERT-RULER-R"))
        return
    if isinstance(effect, Invert):
        # fow-faces: FOW-INVERT-R (CR 1030.1): this inverse card turns despair side up.
        entity = board.entity(item.card)
        if entity is not None:
            invert_card(board, entity, events)
        return
    if isinstance(effect, ProduceEffect):
        if effect.per is not None:
            # FOW-PRODUCE-PER-R: one will per card counted as it resolves (none when none is).
            times = counted(board, item, effect.per)
            if times > 0:
                wills: list[str] = [*effect.will] * times
                produce_will(controller, item.card, wills, events)
            return
        produce_will(controller, item.card, [*effect.will, *effect.more], events, effect.only)  # FOW-WILL-EFFECT-R: one choice only
        return
    if isinstance(effect, GainGems | BanishGem):
        # FOW-GEM-R (CR 1027.1, 313.1): gem tokens of the controller's item area.
        for attribute in effect.attributes if isinstance(effect, GainGems) else [effect.attribute] if effect.attribute else []:
            gem_effect(board, controller, attribute, isinstance(effect, GainGems), events, effect.item)
        return
    if isinstance(effect, PutTokens):
        put_tokens(board, item, effect, events)
        return
    if isinstance(effect, AtkDamage):
        atk_damage(board, item, effect, legal, events)
        return
    if isinstance(effect, GainControl):
        if effect.while_here and board.entity(item.card) is None:
            # FOW-GAIN-CONTROL-WHILE-R (CR 909.8): its source already left the field: no effect is made.
            return
        taken = _targets_of(board, item, effect, legal)
        gain_control(board, item.controller, taken, effect.until_end, events, source=item.card if effect.while_here else None)
        return
    if isinstance(effect, RemoveFromBattle):
        # FOW-REMOVE-FROM-BATTLE-R: the attacker stops attacking (CR 1029.1a): no battle damage is dealt by it or to it.
        battle = board.state.battle
        for target in _targets_of(board, item, effect, legal):
            if battle is not None and battle.attacker == target:
                battle.attacker = None
                events.append(ev.RemovedFromBattle(card=target))
        return
    if isinstance(effect, DestroyBattle):
        # fow-n-grimm: FOW-DESTROY-BATTLE-PAIR-R: the blocking resonator, and the attacking resonator it blocked
        # (CR 804.4, 804.5: blocked even after its blocker left once damage was dealt); no J-ruler is either.
        battle = board.state.battle
        pair = [] if battle is None else [battle.blocker, battle.attacker if battle.blocked else None]
        # fow-r-standby: FOW-DESTROY-BATTLE-PAIR-J-R: J/resonators -- a J-ruler of the pair too.
        pair_kinds = J_RESONATOR_TYPES if effect.j_resonators else ("resonator",)
        entities = [e for e in (board.entity(c) for c in pair if c is not None) if e is not None and board.defn(e).type in pair_kinds]
        controllers = list(dict.fromkeys(board.controller(e.id).id for e in entities))
        for entity in entities:
            destroy(board, entity, events)  # together (perform): each sees the other leave
        for pid in controllers if effect.damage else []:
            deal_damage(board, item.card, pid, effect.damage, events, battle=False)
        return
    if isinstance(effect, NoRecover):
        if effect.while_here and board.entity(item.card) is None:
            # FOW-NO-RECOVER-WHILE-R: its source already left the field: the duration is over.
            return
        for target in _targets_of(board, item, effect, legal):
            entity = board.entity(target)
            if entity is None:
                continue
            if effect.while_here:
                field = "unrecoverable_by" if effect.at_all else "no_recover_by"  # fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R
                by = getattr(entity, field) or []
                if item.card not in by and len(by) < 8:
                    setattr(entity, field, [*by, item.card])
                events.append(ev.NoRecover(card=entity.id, rule="FOW-UNRECOVERABLE-WHILE-R" if effect.at_all else "FOW-NO-RECOVER-WHILE-R"))
                continue
            entity.no_recover = True
            events.append(ev.NoRecover(card=entity.id, rule="FOW-NO-RECOVER-R"))
        return
    if isinstance(effect, AtEnd) and effect.then == "removed_hand":
        # fow-hero3: FOW-AT-END-REMOVED-HAND-R: the targeted card of its controller's removed area, remembered
        # (with this turn's number: "at the end of this turn" only) for the end of this turn.
        for target in _targets_of(board, item, effect, legal):
            if target in controller.removed:
                state.returns = [*(state.returns or []), f"{item.controller}/{target}/hand/{state.turn.number}"]
                events.append(ev.AtNextEnd(card=target, then="removed_hand", rule="FOW-AT-END-REMOVED-HAND-R"))
        return
    if isinstance(effect, AtEnd) and effect.then == "discard_yours":
        # fow-x-trig: FOW-AT-BEGINNING-END-DISCARD-R: remembered for its controller until the beginning of the next end phase.
        state.returns = [*(state.returns or []), f"{item.controller}/{item.card}/phase_discard"]
        events.append(ev.AtNextEnd(card=item.card, then="discard_yours", rule="FOW-AT-BEGINNING-END-DISCARD-R"))
        return
    if isinstance(effect, AtEnd) and effect.then == "destroy_yours":
        # fow-p-trig: FOW-AT-END-DESTROY-YOURS-R: remembered for its controller until the next end of turn.
        state.returns = [*(state.returns or []), f"{item.controller}/{item.card}/destroy_yours"]
        events.append(ev.AtNextEnd(card=item.card, then="destroy_yours", rule="FOW-AT-END-DESTROY-YOURS-R"))
        return
    if isinstance(effect, AtEnd) and effect.then == "return":
        # fow-wide6: FOW-AT-NEXT-END-RETURN-R: remembered while the card is in its owner's removed area.
        for target in _targets_of(board, item, effect, legal):
            if target in board.owner(target).removed:
                state.returns = [*(state.returns or []), f"{item.controller}/{target}"]
                events.append(ev.AtNextEnd(card=target, then="return", rule="FOW-AT-NEXT-END-RETURN-R"))
        return
    if isinstance(effect, AtEnd) and effect.then == "destroyed_banish":
        # fow-s-grimm-b: FOW-DESTROYED-BANISH-R (CR 906.8): kept on the target while this card is in the field.
        for target in _targets_of(board, item, effect, legal):
            entity = board.entity(target)
            watching = entity.destroyed_banish or [] if entity is not None else []
            if entity is not None and board.entity(item.card) is not None and len(watching) < 8:
                entity.destroyed_banish = [*watching, f"{item.controller}/{item.card}"]
                events.append(ev.AtNextEnd(card=entity.id, then="destroyed_banish", rule="FOW-DESTROYED-BANISH-R"))
        return
    if isinstance(effect, AtEnd) and effect.then != "removed_hand" and effect.then != "destroy_yours" and effect.then != "destroyed_banish" and effect.then != "discard_yours":
        for target in _targets_of(board, item, effect, legal):
            entity = board.entity(target)
            if entity is not None and effect.beginning and effect.then in ("destroy", "banish", "remove", "hand"):
                # fow-t-endphase: FOW-AT-BEGINNING-END-R: waits for the beginning of the next end phase.
                entity.at_end_phase = effect.then
                events.append(ev.AtNextEnd(card=entity.id, then=effect.then, rule="FOW-AT-BEGINNING-END-R"))
            elif entity is not None:
                entity.at_end = effect.then
                events.append(ev.AtNextEnd(card=entity.id, then=effect.then, rule="FOW-AT-NEXT-END-R"))
        return
    if isinstance(effect, ShuffleGraveyard):
        # FOW-SHUFFLE-GRAVEYARD-R (CR 1021.1, 302.6c): the magic stones into the magic stone deck, then the other
        # cards into the main deck, each into its owner's; each deck a card went into is shuffled.
        for target in _targets_of(board, item, effect, legal):
            moved = list(board.player(target).graveyard)
            board.player(target).graveyard.clear()
            for stone_deck in (True, False):
                touched: dict[str, Player] = {}
                for card_id in moved:
                    if (board.card(card_id).type == "magic_stone") == stone_deck:
                        owner = board.owner(card_id)
                        (owner.stone_deck if stone_deck else owner.deck).append(card_id)
                        touched[owner.id] = owner
                        events.append(ev.PutIntoDeck(card=card_id, position="stone_shuffled" if stone_deck else "shuffled"))
                for owner in touched.values():
                    shuffle(state.rng, owner.stone_deck if stone_deck else owner.deck)
                    sync_counts(owner)
        return
    if isinstance(effect, RemovedToGraveyard):
        # fow-r-zoneplay: FOW-REMOVED-ALL-TO-GRAVEYARD-R (CR 311.2, 1014.1: a public zone, every card of the filter).
        moved = [c for c in controller.removed if _fits(board.card(c), effect.filter)]
        if moved:
            leave_removed(controller, moved)
            controller.graveyard.extend(moved)
            events.append(ev.RemovedToGraveyard(player=controller.id, cards=moved, rule="FOW-REMOVED-ALL-TO-GRAVEYARD-R"))
        return
    if isinstance(effect, ForbidSpells):
        # FOW-NO-SPELLS-R: each target player, for the rest of the turn.
        forbidden = list(board.state.turn.forbidden or [])
        for target in _targets_of(board, item, effect, legal):
            forbidden += [f"{target}/{kind}" for kind in effect.kinds if f"{target}/{kind}" not in forbidden]
            events.append(ev.SpellsForbidden(player=target, kinds=list(effect.kinds), rule="FOW-NO-SPELLS-R"))
        board.state.turn.forbidden = forbidden
        return
    if isinstance(effect, ForbidAttackResonators):
        # FOW-NO-ATTACK-RESONATORS-R: "<controller>/attack_resonators" for the rest of the turn (ended by the
        # cleanup, FOW-TURN-4); which resonators it binds is checked as each attack is declared (CR 909.4).
        forbidden = list(board.state.turn.forbidden or [])
        record = f"{controller.id}/attack_resonators"
        board.state.turn.forbidden = forbidden if record in forbidden else [*forbidden, record]
        events.append(ev.AttackOnResonatorsForbidden(player=controller.id, rule="FOW-NO-ATTACK-RESONATORS-R"))
        return
    if isinstance(effect, ForbidGroup):
        # FOW-GROUP-STATUS-UNTIL-R: "<player>/<status>[_j]" for the rest of the turn (ended by the cleanup,
        # FOW-TURN-4); which J/resonators it binds is checked as each attack / block is declared (CR 909.4).
        whose, _, noun = effect.scope.partition("_")
        players = [controller] if whose == "your" else [board.opponent(controller.id)] if whose == "opponent" else list(board.state.players)
        suffix = "_j" if noun == "j_resonators" else ""
        forbidden = list(board.state.turn.forbidden or [])
        forbidden += [r for r in (f"{p.id}/{status}{suffix}" for p in players for status in effect.status) if r not in forbidden]
        board.state.turn.forbidden = forbidden
        events.append(ev.GroupForbidden(players=[p.id for p in players], status=list(effect.status), j_resonators=bool(suffix), rule="FOW-GROUP-STATUS-UNTIL-R"))
        return
    if isinstance(effect, JudgmentFree):
        # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: the controller, once, for the rest of the turn (a new turn has none).
        freed = [] if board.state.turn.judgment_free is UNSET else list(board.state.turn.judgment_free)
        board.state.turn.judgment_free = freed + ([] if controller.id in freed else [controller.id])
        events.append(ev.JudgmentFreed(player=controller.id, rule="FOW-JUDGMENT-FREE-TURN-R"))
        return
    if isinstance(effect, ForbidLifeGain):
        # FOW-NO-LIFE-GAIN-TURN-R: "<player>/life" for the rest of the turn (ended by the cleanup, FOW-TURN-4).
        forbidden = list(board.state.turn.forbidden or [])
        players = [board.opponent(controller.id)] if effect.player == "opponent" else list(board.state.players)
        forbidden += [f"{p.id}/life" for p in players if f"{p.id}/life" not in forbidden]
        board.state.turn.forbidden = forbidden
        events.append(ev.LifeGainForbidden(players=[p.id for p in players], rule="FOW-NO-LIFE-GAIN-TURN-R"))
        return
    if isinstance(effect, PreventGroup) and effect.next is not None:
        _shield_player(board, controller.id, effect.next, events)  # fow-p-static: FOW-PREVENT-NEXT-YOU-R
        return
    if isinstance(effect, PreventGroup):
        # FOW-PREVENT-GROUP-R: for the rest of the turn (CR 909.4: whichever cards fulfil it then).
        # "Prevent N of it" (``amount``): each such effect adds up, so it may be listed again.
        # fow-n-static: FOW-PREVENT-GROUP-KIND-R: "/chant", "/nonbattle" narrow a ward; "to you or <group>" is two wards.
        kinds = "".join(f"/{kind}" for kind, on in (("chant", effect.by_chants), ("nonbattle", effect.non_battle)) if on)
        rule = "FOW-PREVENT-GROUP-KIND-R" if kinds or effect.also_you else "FOW-PREVENT-GROUP-R"
        for guarded, whose in ([("you", "any")] if effect.also_you else []) + [(effect.group, effect.whose)]:
            ward = f"{controller.id}/{effect.way}/{guarded}/{whose}" + (f"/{effect.amount}" if effect.amount else "") + kinds
            ward += "".join(f"/race={race}" for race in effect.races)  # fow-p-static: FOW-PREVENT-GROUP-RACE-R
            wards = list(board.state.turn.wards or [])
            if (effect.amount or ward not in wards) and len(wards) < 16:
                board.state.turn.wards = [*wards, ward]
            events.append(
                ev.DamageWarded(
                    player=controller.id, way=effect.way, group=guarded, whose=whose, amount=effect.amount, by_chants=effect.by_chants, non_battle=effect.non_battle,
                    races=list(effect.races), rule="FOW-PREVENT-GROUP-RACE-R" if effect.races else rule,
                )
            )
        return
    if isinstance(effect, SetWeather):
        # FOW-WEATHER-R (CR 1028.2a, 1028.2d): the latest weather effect of the turn is the weather.
        controller.weather = effect.weather
        # fow-reiya-lapis: FOW-WEATHER-STATIC-R: a J/ruler's printed weather already there is the earlier effect.
        source = board.weather_source(controller.id)
        controller.weather_over = source[0] if source is not None else UNSET
        events.append(ev.WeatherChanged(player=controller.id, weather=effect.weather, rule="FOW-WEATHER-R"))
        return
    if isinstance(effect, RevealUntil):
        reveal_until(board, item, effect, events)
        return
    if isinstance(effect, RevealRandom):
        reveal_random(board, item, effect, events)
        return
    if isinstance(effect, FromStranger):
        from_stranger(board, item, effect, events)
        return
    if isinstance(effect, RevealTopAll):
        reveal_top_all(board, item, effect, events)
        return
    if isinstance(effect, RevealTop):
        reveal_top(board, item, effect, events)
        return
    if isinstance(effect, LookTop):
        # FOW-LOOK-BOTTOM-R: the card stays where it is; only the effect's controller learns it (FOW-LOOK-OPP-TOP-R:
        # of the opponent's deck, not its owner; FOW-LOOK-STONE-NEW-NAME-R: of their magic stone deck).
        deck = (controller if effect.player == "you" else board.opponent(controller.id)).deck
        rule = "FOW-LOOK-BOTTOM-R" if effect.player == "you" else "FOW-LOOK-OPP-TOP-R"
        if effect.stone:
            deck, rule = controller.stone_deck, "FOW-LOOK-STONE-NEW-NAME-R"
        if deck:
            events.append(ev.Looked(player=controller.id, found=board.card(deck[0]).id, private_to=controller.id, rule=rule))
        return
    if isinstance(effect, TopToBottom):
        who = controller if effect.player == "you" else board.opponent(controller.id)
        if who.deck:
            who.deck.append(who.deck.pop(0))
            events.append(ev.PutOnBottom(player=who.id, rule="FOW-LOOK-BOTTOM-R" if effect.player == "you" else "FOW-LOOK-OPP-TOP-R"))
        return
    if isinstance(effect, PutStone):
        # fow-alice-nv: FOW-OPPONENT-PUTS-STONE-R: the opponent puts the top card of their own magic stone deck.
        putter = board.opponent(controller.id) if effect.player == "opponent" else controller
        if putter.stone_deck and effect.reveal_if is not None:
            # FOW-REVEAL-STONE-R: revealed to all; into the field only if of the filter.
            top = board.card(putter.stone_deck[0])
            fits = top.type == "magic_stone" and bool(set(effect.reveal_if.attributes) & set(attribute_words(top)))
            fits = fits and not (effect.reveal_if.not_special and "special" in top.subtypes)
            fits = fits and not (effect.reveal_if.basic and "basic" not in top.subtypes)  # FOW-REVEAL-STONE-BASIC-R
            events.append(
                ev.RevealedTop(
                    player=putter.id,
                    found=top.id,
                    card=putter.stone_deck[0] if fits else None,
                    moved=fits,
                    private_to=putter.id,
                    rule="FOW-REVEAL-STONE-BASIC-R" if effect.reveal_if.basic else "FOW-REVEAL-STONE-R",
                )
            )
            if not fits:
                return
        # FOW-PUT-STONES-R: the top ``count`` stones enter together: all of them are in the field before any
        # [Enter] ability of theirs triggers.
        entering = []
        for stone in putter.stone_deck[: effect.count]:
            putter.stone_deck.remove(stone)
            entered = Entity(id=stone, rested=effect.rested, since=state.turn.number, stone_bottom=True if effect.bottom_at_end else UNSET)
            board.enter_field(putter, entered)
            entering.append(entered)
        sync_counts(putter)
        for entered in entering:
            events.append(ev.Entered(player=putter.id, card=entered.id, added_to=None, awakened=False, rested=entered.rested))
            trigger_enter(board, entered, events)
        return
    if isinstance(effect, FromGraveyard):
        # FOW-SELF-FROM-GRAVEYARD-R: "this card" is looked for in its owner's graveyard, not in the field.
        # FOW-TRIG-ADDED-GRAVEYARD-R: "that resonator" in its owner's graveyard.
        gone = [item.card] if effect.target == "self" else [item.victim] if effect.target == "victim" and item.victim is not None else None
        for target in gone if gone is not None else _targets_of(board, item, effect, legal):
            owner = board.owner(target)
            # fow-n-zones: FOW-REMOVED-TARGET-HAND-R -- a legal target of a removed-area slot is in its owner's removed area.
            zone = owner.graveyard if target in owner.graveyard else owner.removed if isinstance(effect.target, int) and target in owner.removed else None
            if zone is None:
                continue
            host = _referred(board, item, effect.onto, legal) if effect.onto is not None else None
            if effect.onto is not None and not host:
                continue  # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R (CR 903.3a): its target gone, it stays in the graveyard.
            if effect.to == "removed" and board.graveyard_kept(owner.id, item.controller):
                continue  # fow-hero3: FOW-GRAVEYARD-KEPT-R: it stays in its owner's graveyard
            if zone is owner.removed:
                leave_removed(owner, [target])  # with its cyberbrain counter (FOW-KW-DIVE-R)
            else:
                zone.remove(target)
            if effect.to == "removed":
                # FOW-GRAVEYARD-REMOVE-R (CR 1004.1): to its owner's removed area, face up.
                owner.removed.append(target)
                events.append(ev.RemovedFromGame(card=target))
                if zone is owner.graveyard:
                    trigger_graveyard_removed(board, [target], events)  # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R
                remember_moved(board, item.card, target, "removed")  # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R
            elif effect.to == "hand":
                owner.hand.append(target)
                sync_counts(owner)
                events.append(ev.ReturnedToHand(card=target))
            elif effect.to == "deck_bottom":
                # fow-n-zones: FOW-REMOVED-TO-DECK-BOTTOM-R: on the bottom of its owner's main deck.
                owner.deck.append(target)
                sync_counts(owner)
                events.append(ev.PutIntoDeck(card=target, position="bottom"))
            elif effect.to == "deck":
                # FOW-SELF-SHUFFLE-DECK-R (CR 1021.1): into its owner's main deck, which they shuffle.
                owner.deck.append(target)
                shuffle(state.rng, owner.deck)
                sync_counts(owner)
                events.append(ev.PutIntoDeck(card=target, position="shuffled"))
            else:
                # FOW-GRAVEYARD-RESTED-R: rested, when the text says so (CR 1015.2c).
                # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R (CR 1002.2): added to the target resonator.
                added_to = host[0] if host else None
                entered = Entity(id=target, since=state.turn.number, rested=effect.rested, added_to=added_to)
                putter = controller if effect.yours else owner  # fow-n-grimm: FOW-BANISH-YOUR-STONES-R (CR 307.8b)
                board.enter_field(putter, entered)
                remember_moved(board, item.card, target, "field")  # fow-p-zones: FOW-PUT-BY-THIS-CARD-R
                events.append(ev.Entered(player=putter.id, card=target, added_to=added_to, awakened=False, rested=True if effect.rested else UNSET))
                trigger_enter(board, entered, events, source="graveyard")
                trigger_addition_added(board, entered, events)
        return
    if isinstance(effect, PutCounters | RemoveCounters) and effect.target in ("j_ruler", "opponent_j_ruler"):
        # FOW-J-RULER-COUNTER-R (CR 202.2b, 1022.2): your ruler in its ruler area, or your J-ruler in the field;
        # fow-s-modal: FOW-REMOVE-ALL-KINDS-R -- your opponent's.
        holder = j_ruler_of(controller if effect.target == "j_ruler" else board.opponent(controller.id))
        if holder is None:
            return
        if isinstance(effect, RemoveCounters):
            for name in [effect.counter] if effect.counter is not None else sorted(holder.counters or {}):
                remove_counters(holder, name, _removed_amount(holder, effect, name), events)
            return
        if effect.counter is None:
            return
        counters = dict(holder.counters) if holder.counters is not UNSET else {}
        # fow-v-ncounters: FOW-COUNTERS-FILL-R: X is N minus the counters of that name on it now.
        amount = effect.amount - counters.get(effect.counter, 0) if effect.fill else effect.amount
        if amount <= 0:
            return
        counters[effect.counter] = counters.get(effect.counter, 0) + amount
        holder.counters = counters
        events.append(ev.CountersPut(card=holder.id, counter=effect.counter, amount=amount, rule="FOW-COUNTERS-FILL-R" if effect.fill else "FOW-J-RULER-COUNTER-R"))
        return
    if isinstance(effect, Recover) and effect.ruler:
        # FOW-RECOVER-RULER-R (CR 308.4, 1013.1): the ruler in its ruler area; a J-ruler is no ruler.
        ruler = controller.ruler
        if ruler is not None and (not effect.attributes or set(effect.attributes) & set(board.card(ruler.id).attributes)):
            was_rested, ruler.rested = ruler.rested, False
            events.append(ev.Recovered(card=ruler.id))
            if was_rested:
                trigger_player_event(board, controller.id, "j_ruler_recovered", events)  # FOW-TRIG-JRULER-RECOVERED-R
        return
    if isinstance(effect, Rest) and effect.j_ruler:
        # fow-o-b: FOW-REST-J-RULER-EFFECT-R (CR 1013.3, 202.2d): its controller's J/ruler, only when recovered.
        j_ruler = j_ruler_of(controller)
        if j_ruler is not None and not j_ruler.rested:
            events.append(ev.Rested(card=j_ruler.id))
            if isinstance(j_ruler, Entity):
                rest(board, j_ruler, events)
            else:
                j_ruler.rested = True
        return
    targets = _targets_of(board, item, effect, legal)
    if isinstance(effect, ToDeck):
        for target in targets:
            entity = board.entity(target)
            if entity is not None and not entity.j_ruler and effect.position != "either":  # fow-z-zone: "either" is chosen first
                board.leave_field(entity, f"deck_{effect.position}", events)
                events.append(ev.PutIntoDeck(card=target, position=effect.position))
        return
    if isinstance(effect, ReturnToHand | RemoveFromGame):
        for target in targets:
            if isinstance(effect, RemoveFromGame) and target.startswith("chase:"):
                remove_spell(board, item.card, target, events)  # fow-u-removal: FOW-REMOVE-SPELL-R
                continue
            entity = board.entity(target)
            if entity is not None and isinstance(effect, ReturnToHand) and board.has_flag(entity, "unreturnable"):
                continue  # fow-y-cant: FOW-UNRETURNABLE-R (CR 104.4): it stays in the field, still a legal target
            if entity is not None and not entity.j_ruler:
                where = "hand" if isinstance(effect, ReturnToHand) else "removed"
                board.leave_field(entity, where, events)
                events.append(ev.ReturnedToHand(card=target) if where == "hand" else ev.RemovedFromGame(card=target))
                if where == "removed":
                    remember_moved(board, item.card, target, "removed")  # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R
                if isinstance(effect, RemoveFromGame) and effect.then_field:
                    _flicker_back(board, target, events)
        return
    if isinstance(effect, Damage):
        amount = effect.amount * (item.x if effect.per_x else 1)
        if effect.that_much or effect.judgment_atk:
            # FOW-TRIG-DEALT-R: the damage the trigger was dealt; FOW-DAMAGE-JUDGMENT-ATK-R: the ATK the resonator
            # banished for the Judgment had (none when the J-ruler entered otherwise).
            amount = item.amount if item.amount is not UNSET else 0
        if effect.per is not None and not effect.per_player:
            amount *= counted(board, item, effect.per)
        amount += effect.base  # FOW-DAMAGE-PLUS-EACH-R
        if effect.atk_of == "self":
            # fow-z-stats: FOW-ATK-DAMAGE-EACH-R (CR 911.1): this card's ATK now, or as it last was in the field once it
            # left after the ability triggered or was played (FOW-LAST-KNOWN-SOURCE-ATK-R); reckoned once for every card.
            amount = board.source_atk(item.card) or 0
        elif effect.atk_of is not None:
            amount = _stat_of(board, item, effect.atk_of, "atk", legal)  # fow-p-stats: FOW-DAMAGE-EQUAL-ATK-OF-R
        if effect.cost_banished is not None:
            amount = _cost_banished(item, effect.cost_banished)  # fow-x-dmglife: FOW-BANISHED-COST-STAT-R
        if effect.divided:
            # FOW-DAMAGE-DIVIDED-R (CR 903.2j-2): the share assigned this slot's target as the spell was played.
            slot = effect.target if isinstance(effect.target, int) else len(item.targets)
            amount = item.divide[slot] if item.divide is not UNSET and slot < len(item.divide) else 0
        if effect.minus_life:
            # fow-s-deal: FOW-DAMAGE-MINUS-LIFE-R (CR 903.3b-1, 104.2): N less its controller's life now; 0 or less, none.
            amount = max(0, effect.minus_life - board.player(item.controller).life)
        if effect.of is not None:
            # FOW-DAMAGE-ITS-CONTROLLER-R: the player whose field holds the card named, as it resolves.
            named = _referred(board, item, effect.of, legal) or []
            targets = [board.controller(named[0]).id] if named else []
            if effect.of == "victim" and not named and item.victim is not None and board.entity(item.victim) is None:
                # FOW-TRIG-ADDED-GRAVEYARD-R: "that resonator's controller" -- who controlled it as it left the field;
                # fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R: the opponent of the ability's controller controlled it as it was damaged.
                damages = isinstance(item.ability, int) and getattr(board.card(item.card).abilities[item.ability], "trigger", None) in ADDED_DAMAGES
                targets = [board.opponent(item.controller).id if damages else board.left_controller(item.victim)]
        if effect.name_sharers and targets:
            # fow-z-dmg: FOW-DAMAGE-NAME-SHARERS-R: the target still legal, then each other resonator in the field now
            # that shares one of its names (any of them: FOW-ALSO-NAMED-R), in the players' and fields' order.
            names = set(board.card(targets[0]).names)
            targets = [targets[0]] + [e.id for p in board.state.players for e in p.field if e.id != targets[0] and board.defn(e).type == "resonator" and names & set(board.card(e.id).names)]
        start = len(events)
        for target in targets:
            if effect.dealt:
                # FOW-DAMAGE-DEALT-X-R: the damage the target dealt this turn, as it resolves.
                records = [] if board.state.turn.dealt is UNSET else board.state.turn.dealt
                amount = next((int(r.rpartition("/")[2]) for r in records if r.rpartition("/")[0] == target), 0)
            if effect.rest_over is not None and _dealt_over(board, item, target, amount, effect.rest_over, events):
                continue
            if effect.per is not None and effect.per_player:
                # FOW-DAMAGE-EACH-PLAYER-PER-R (fow-grimm-e): "for each <X> that he or she controls", per player damaged.
                deal_damage(board, item.card, target, amount * board.per_count(effect.per, item.card, target), events, battle=False)
                continue
            if effect.sources is not None:
                # fow-x-dmglife: FOW-EACH-YOURS-DEALS-R: each card of the group in the field now, in the field's order.
                for dealer in _group_sources(board, item, effect.sources):
                    deal_damage(board, dealer, target, amount, events, battle=False)
                continue
            deal_damage(board, item.card, target, amount, events, battle=False)
        # fow-r-modal: FOW-LIFE-THAT-MUCH-DEALT-R: "that much" -- what this card dealt, after any change or prevention.
        board.resolving_dealt = sum(e.amount for e in events[start:] if isinstance(e, ev.Damage) and e.source == item.card)
    elif isinstance(effect, Destroy):
        for target in targets:
            entity = board.entity(target)
            if entity is not None and effect.banish:
                # fow-q-effects: FOW-TARGET-CONTROLLER-BANISHES-R (CR 1011.1): into its owner's graveyard, no destroy.
                events.append(ev.Banished(card=entity.id, rule="FOW-TARGET-CONTROLLER-BANISHES-R"))
                board.leave_field(entity, "graveyard", events)
            elif entity is not None:
                resonator = board.defn(entity).type == "resonator"
                if destroy(board, entity, events) and resonator:
                    # fow-w-count: FOW-DESTROYED-THIS-WAY-R: one more resonator destroyed by this object.
                    item.destroyed = min((0 if item.destroyed is UNSET else item.destroyed) + 1, 99)
    elif isinstance(effect, Cancel):
        for target in targets:
            victim = next((c for c in board.state.chase if c.id == target), None)
            cancel(board, target, events)
            turn = board.state.turn
            if board.cat.remembers_cancelled and victim is not None and victim.kind == "spell" and victim.controller != item.controller and all(c.id != target for c in board.state.chase):
                # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R: this object's controller cancelled a spell of their opponent.
                done = [] if turn.cancelled_opponent_spell is UNSET else turn.cancelled_opponent_spell
                turn.cancelled_opponent_spell = done if item.controller in done else [*done, item.controller]
    elif isinstance(effect, Rest | Recover):
        for target in targets:
            entity = board.entity(target)
            if entity is not None and isinstance(effect, Rest):
                events.append(ev.Rested(card=target))
                rest(board, entity, events)
            elif entity is not None:
                recover_entity(board, entity, events, item.controller)
    elif isinstance(effect, PutCounters):
        name = effect.counter or f"{effect.atk:+d}/{effect.def_:+d}"
        if effect.per is not None:
            # FOW-KW-FORCE-R: "put X counters, where X is the result of the roll" (none on a result of 0).
            effect = structs.replace(effect, amount=effect.amount * counted(board, item, effect.per), per=None)
            if not effect.amount:
                return
        for target in targets:
            entity = board.entity(target)
            amount = effect.amount
            if entity is not None and effect.fill:
                # fow-v-ncounters: FOW-COUNTERS-FILL-R: X is N minus the counters of that name on it now (CR 903.3b-1).
                amount -= entity.counters.get(name, 0) if entity.counters is not UNSET else 0
            if entity is not None and amount > 0:
                _put_counters(board, entity, name, amount, "FOW-COUNTERS-FILL-R" if effect.fill else "FOW-NAMED-COUNTER-R" if effect.counter else "FOW-COUNTER-R", events)
    elif isinstance(effect, MoveCounters):
        # FOW-MOVE-COUNTERS-R (CR 1022.5): from each origin card, then onto this card (if still in the field).
        destination = board.entity(item.card)
        if destination is None:
            return
        name = f"{effect.atk:+d}/{effect.def_:+d}"
        origins = targets if effect.target is not None else [e.id for p in state.players for e in p.field if e.id != item.card and board.is_j_resonator(e)]
        total = 0
        for origin_id in origins:
            origin = board.entity(origin_id)
            have = origin.counters.get(name, 0) if origin is not None and origin.counters is not UNSET else 0
            count = have if effect.every else min(have, effect.amount)
            if origin is not None and count:
                remove_counters(origin, name, count, events)
                total += count
        if total:
            _put_counters(board, destination, name, total, "FOW-MOVE-COUNTERS-R", events)
    elif isinstance(effect, RemoveCounters):
        for target in targets:
            entity = board.entity(target)
            if entity is not None:
                for name in [effect.counter] if effect.counter is not None else sorted(entity.counters or {}):
                    remove_counters(entity, name, _removed_amount(entity, effect, name), events)
    elif isinstance(effect, Prevent):
        for target in targets:
            if board.has_player(target):
                _shield_player(board, target, effect.next or 0, events)  # fow-p-static: FOW-PREVENT-NEXT-YOU-R
                continue
            shield: int | UnsetType = UNSET if effect.next is None else effect.next
            state.modifiers.append(Modifier(target=target, prevent=effect.way, shield=shield, until="used" if effect.lasting else "turn"))
            rule = "FOW-PREVENT-R" if effect.next is None else "FOW-PREVENT-NEXT-LASTING-R" if effect.lasting else "FOW-PREVENT-NEXT-R"
            events.append(ev.PreventionSet(card=target, way=effect.way, rule=rule))
    elif isinstance(effect, Modify):
        if effect.chosen_attribute or effect.chosen_race or effect.becomes_chosen_race:
            return  # FOW-CHOOSE-ATTRIBUTE-R, FOW-GAIN-CHOSEN-RACE-R, FOW-BECOMES-CHOSEN-RACE-R: nothing declared (declared_in reads it)
        if effect.per is not None:
            # FOW-MODIFY-PER-R: the change for each <X>, counted as it resolves (CR 903.3).
            times = counted(board, item, effect.per)
            effect = structs.replace(effect, atk=effect.atk * times, def_=effect.def_ * times, per=None)
        if effect.until == "source" and board.entity(item.card) is None:
            return  # fow-wide6: FOW-LOSE-ABILITIES-WHILE-R: its source already left the field, so it lasts for no time
        change = Modifier(atk=effect.atk, def_=effect.def_, keywords=list(effect.keywords), until=effect.until)
        if effect.until == "source":
            change.source = item.card  # fow-wide6: FOW-LOSE-ABILITIES-WHILE-R
        if effect.flags:
            change.flags = list(effect.flags)  # FOW-STATUS-UNTIL-R
            if "no_normal_spells" in effect.flags:
                change.guarded_by = item.controller  # FOW-UNTARGETABLE-NORMAL-R (fow-grimm-e)
        if effect.damage_plus:
            change.damage_plus = effect.damage_plus  # FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e)
        if effect.damage_double:
            change.damage_double = True  # fow-p-static: FOW-DAMAGE-DOUBLE-TURN-R
        if effect.dealt_double:
            change.dealt_double = True  # fow-t-replace: FOW-DEALT-DOUBLE-TURN-R
        if effect.gained is not None:
            change.gained = effect.gained  # fow-v-grant: FOW-GAINS-QUOTED-TURN-R
        if effect.granted_will:
            change.granted_will = list(effect.granted_will)  # fow-w-grant: FOW-GRANTS-WILL-TURN-R
        if effect.unblockable_by is not None:
            change.unblockable_by = effect.unblockable_by  # FOW-UNBLOCKABLE-BY-R
        if effect.lose:
            change.lost = list(effect.lose)  # FOW-LOSE-KEYWORD-R
        if effect.attributes:
            change.attributes = list(effect.attributes)  # FOW-CHOOSE-ATTRIBUTE-R
        if effect.races:
            change.races = list(effect.races)  # FOW-GAIN-CHOSEN-RACE-R
        if effect.printed_atk is not None:
            change.printed_atk = effect.printed_atk  # FOW-PRINTED-ATK-R
        if effect.becomes is not None:
            # fow-n-static: FOW-BECOMES-STATS-R (CR 909.1g, 909.3b): the continuous abilities active now are earlier.
            change.becomes, change.earlier = list(effect.becomes), board.static_stamps()
        if effect.becomes_race is not None:
            change.becomes_race = effect.becomes_race  # FOW-BECOMES-STATS-R; fow-u-gains: FOW-BECOMES-RACE-R
        if effect.swap:
            # fow-s-grimm-a: FOW-SWAP-STATS-R (CR 909.1g, 909.3b): the continuous abilities active now are earlier.
            change.swap, change.earlier = True, board.static_stamps()
        if effect.atk_to_def:
            # fow-z-stats: FOW-ATK-TO-DEF-R (CR 909.1g, 909.3b): the continuous abilities active now are earlier.
            change.atk_to_def, change.earlier = True, board.static_stamps()
        if effect.next_damage_to_you:
            change.redirect_to = item.controller  # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R
        group = group_of(item, effect)
        if group is not None:
            # FOW-GROUP-LASTING-R (CR 909.4): one change for the group, whichever cards are in it while it lasts.
            state.modifiers.append(structs.replace(change, group=group, source=item.card))
            events.append(
                ev.GroupModified(
                    player=group.player, each=group.each, among=group.among, source=item.card, atk=effect.atk, def_=effect.def_, keywords=list(effect.keywords) + list(effect.flags),
                    until=effect.until, lost=list(effect.lose), attributes=list(effect.attributes), races=list(effect.races), printed_atk=effect.printed_atk,
                    becomes=None if effect.becomes is None else list(effect.becomes),  # fow-r-standby: FOW-BECOMES-STATS-GROUP-R
                )
            )
            return
        for target in targets:
            if effect.other_than_self and target == item.card:
                continue  # fow-n-cost: FOW-SELF-AND-TARGET-GAIN-R: this card, named twice, gains it once
            state.modifiers.append(structs.replace(change, target=target))
            events.append(
                ev.Modified(
                    card=target, atk=effect.atk, def_=effect.def_, keywords=list(effect.keywords) + list(effect.flags), until=effect.until, lost=list(effect.lose),
                    attributes=list(effect.attributes), races=list(effect.races), printed_atk=effect.printed_atk,
                    becomes=None if effect.becomes is None else list(effect.becomes), becomes_race=effect.becomes_race, swap=effect.swap, atk_to_def=effect.atk_to_def,
                    next_damage_to=item.controller if effect.next_damage_to_you else None,
                )
            )


def _lose_chosen(board: Board, item: ChaseItem, effect: Modify, chosen: list[Keyword], legal: list[bool], events: list[Event]) -> None:
    """fow-u-gains: FOW-LOSE-ONE-OF-R: the target loses the keyword chosen until end of turn; with ``passes_to``, the other
    target gains it until end of turn only if the first -- still legal and in the field -- had it as it resolved (it
    "does" lose it: a card cannot lose a keyword it does not have)."""
    had = False
    for target in _targets_of(board, item, effect, legal):
        entity = board.entity(target)
        had = had or (entity is not None and set(chosen) <= board.keywords(entity))
    perform(board, item, structs.replace(effect, lose=chosen, one_of=[], lose_one=False, passes_to=None), legal, events)
    if effect.passes_to is not None and had:
        perform(board, item, structs.replace(effect, target=effect.passes_to, keywords=chosen, one_of=[], lose_one=False, passes_to=None), legal, events)


def group_of(item: ChaseItem, effect: Modify) -> GroupScope | None:
    """FOW-GROUP-LASTING-R (CR 909.4, 909.4a): the group a lasting change of ``item`` applies to -- the cards
    of a field scope (its filter a part of the effect), not specific cards -- or None for a change of targets
    or of the card itself."""
    each = effect.each
    if effect.target is not None or each is None or each == "you" or each == "your_opponent" or each == "each_player":
        return None
    if effect.among is not None and effect.among.chosen_race:
        return None  # FOW-CHOOSE-RACE-R: no race declared, so no card is of it (and none of its targets)
    return GroupScope(player=item.controller, each=each, among=UNSET if effect.among is None else effect.among)


def produce_will(player: Player, source: str, wills: list[str], events: list[Event], only: SpendOnly | None = None) -> None:
    """FOW-WILL-EFFECT-R: wills an effect produces go into the controller's pool (FOW-WILL-2); restricted by
    ``only`` (fow-alice-nv: FOW-WILL-EFFECT-SPEND-R), kept apart as a will ability's (FOW-WILL-SPEND-ONLY-R)."""
    for name in wills:
        kind = cast(WillKind, name)  # the will kinds of a ProduceEffect, or one of them chosen
        if only is not None:
            player.restricted = [*(player.restricted or []), RestrictedWill(will=kind, only=only)]
        else:
            player.pool[kind] = player.pool.get(kind, 0) + 1
    events.append(
        ev.WillProduced(player=player.id, source=source, will=wills[0], more=wills[1:], restricted=only is not None, rule="FOW-WILL-EFFECT-SPEND-R" if only is not None else "FOW-WILL-EFFECT-R")
    )


def gem_choices(player: Player, effect: AnyEffect) -> list[str]:
    """FOW-GEM-R: the attributes to choose from -- any for a gem gained, the player's gems' for one banished;
    FOW-WILL-EFFECT-R: those of a will produced."""
    if isinstance(effect, ProduceEffect):
        return list(effect.will)
    if isinstance(effect, GainGems) and effect.attributes:
        return list(effect.attributes)  # fow-r-trig: FOW-GEM-ONE-OF-R: one of those named
    if isinstance(effect, GainGems) or (isinstance(effect, Declare) and effect.what == "attribute"):
        return list(ATTRIBUTES)  # FOW-CHOOSE-ATTRIBUTE-R: any of the five
    return sorted(set(items_of(player, effect.item if isinstance(effect, BanishGem) else "gem")))


def items_of(player: Player, item: str) -> list[str]:
    """FOW-GEM-R / fow-ao-saga: FOW-CRYSTAL-R: the attributes of the player's gem (crystal) tokens."""
    tokens = player.crystals if item == "crystal" else player.gems
    return list(tokens) if tokens is not UNSET else []


def gem_effect(board: Board, player: Player, attribute: str, gain: bool, events: list[Event], item: str = "gem") -> None:
    """FOW-GEM-R: one gem token of ``attribute`` gained into, or banished from, the player's item area; a gem
    gained triggers "whenever you gain a gem" (FOW-TRIG-GAIN-GEM-R).  fow-ao-saga: FOW-CRYSTAL-R: a crystal
    token with ``item`` crystal (no gem: "whenever you gain a gem" does not trigger)."""
    gems = items_of(player, item)
    crystal = item == "crystal"
    rule = "FOW-CRYSTAL-R" if crystal else "FOW-GEM-R"
    if gain:
        gems.append(attribute)
        events.append(ev.GemsChanged(player=player.id, gained=[attribute], rule=rule, item="crystal" if crystal else UNSET))
        if not crystal:
            trigger_player_event(board, player.id, "you_gain_gem", events)
    elif attribute in gems:
        gems.remove(attribute)
        events.append(ev.GemsChanged(player=player.id, banished=[attribute], rule=rule, item="crystal" if crystal else UNSET))
    if crystal:
        player.crystals = gems if gems else UNSET  # type: ignore[assignment]
    else:
        player.gems = gems if gems else UNSET  # type: ignore[assignment]


def _shield_player(board: Board, player: str, amount: int, events: list[Event]) -> None:
    """fow-p-static: FOW-PREVENT-NEXT-YOU-R: a shield for ``player`` this turn against the next damage (``amount`` 0)
    or the next ``amount`` damage dealt to them -- the ward "<player>/to/you/any[/<N>]/next", used up by
    :func:`_use_player_shields` (each shield is its own: one effect twice is two shields)."""
    wards = list(board.state.turn.wards or [])
    if len(wards) < 16:
        board.state.turn.wards = [*wards, f"{player}/to/you/any" + (f"/{amount}" if amount else "") + "/next"]
    events.append(ev.DamageWarded(player=player, way="to", group="you", whose="any", amount=amount, next=True, rule="FOW-PREVENT-NEXT-YOU-R"))


def _use_player_shields(board: Board, source: str, target: str, amount: int, events: list[Event]) -> int:
    """fow-p-static: FOW-PREVENT-NEXT-YOU-R: the damage ``amount`` to the player ``target`` once their shields of this
    turn took their part, oldest first (as FOW-PREVENT-NEXT-R's); a shield used up is gone, one of N keeps what is left."""
    kept: list[str] = []
    for ward in board.state.turn.wards or []:
        parts = ward.split("/")
        if amount <= 0 or parts[0] != target or parts[-1] != "next":
            kept.append(ward)
            continue
        shield = int(parts[4]) if len(parts) == 6 else 0
        prevented = amount if shield == 0 else min(amount, shield)
        if shield and prevented < shield:
            kept.append(f"{target}/to/you/any/{shield - prevented}/next")
        events.append(ev.DamagePrevented(private_to=readers_of(board.state, source), source=source, target=target, amount=prevented, rule="FOW-PREVENT-NEXT-YOU-R"))
        amount -= prevented
    board.state.turn.wards = kept if kept else UNSET
    return amount


def _dealt_over(board: Board, item: ChaseItem, target: str, amount: int, over: str, events: list[Event]) -> bool:
    """FOW-DAMAGE-REST-R: ``amount`` damage more than the target J/resonator's DEF (``over`` "capacity": its DEF less
    the damage on it) as the effect resolves: that much is dealt to it, then the rest to the player controlling it then;
    False (nothing dealt here) when the damage is not more than that."""
    entity = board.entity(target)
    if entity is None:
        return False
    room = max(0, board.stats(entity)[1] - (entity.damage if over == "capacity" else 0))
    if amount <= room:
        return False
    controller = board.controller(target).id
    deal_damage(board, item.card, target, room, events, battle=False)
    deal_damage(board, item.card, controller, amount - room, events, battle=False)
    return True


def deal_damage(board: Board, source: str, target: str, amount: int, events: list[Event], *, battle: bool, redirected: bool = False) -> bool:
    """FOW-DMG-1 or FOW-DMG-2: damage to a player lowers life; to a J/resonator it adds up; no DEF, no damage.
    ``redirected``: damage already increased and redirected once (FOW-REDIRECT-R, CR 910.3)."""
    if amount <= 0:
        return False
    first = board.first_dealt(target)  # FOW-PREVENT-FIRST-R (CR 910.2g)
    to_you = None if redirected else _next_damage_to(board, source)  # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R
    dealt_double = not redirected and board.dealt_doubled(target)  # fow-t-replace: FOW-DEALT-DOUBLE-TURN-R
    if (":" in source and not redirected and board.damage_doubled(source, target)) or dealt_double:
        # FOW-DAMAGE-DOUBLE-R: a replacement effect (CR 910.1) on the damage originally dealt (CR 910.2c), so
        # before FOW-DAMAGE-PLUS-R; several double it once (CR 910.2c-1) -- fow-t-replace: FOW-DEALT-DOUBLE-TURN-R's too.
        rule = "FOW-DEALT-DOUBLE-TURN-R" if dealt_double else "FOW-DAMAGE-DOUBLE-R"
        events.append(ev.DamageIncreased(private_to=readers_of(board.state, source), source=source, target=target, amount=amount, plus=amount, rule=rule))
        amount *= 2
    plus = board.damage_plus(source) if ":" in source and not redirected else 0
    if plus:
        # FOW-DAMAGE-PLUS-R: a replacement effect (CR 910.1); with "prevent all" (below) the order does not matter.
        events.append(ev.DamageIncreased(private_to=readers_of(board.state, source), source=source, target=target, amount=amount, plus=plus, rule="FOW-DAMAGE-PLUS-R"))
        amount += plus
    shields = []
    unpreventable = board.prevention_forbidden()  # fow-wide6: FOW-NO-PREVENTION-R -- no prevention below applies
    # A prevention is made for a card or player (``target``), never for a group (FOW-GROUP-LASTING-R's changes
    # prevent nothing: the consistency check refuses one that would), so the list is read by target here.
    for modifier in [] if unpreventable else board.state.modifiers:
        if (modifier.prevent == "by" and modifier.target == source) or (modifier.prevent == "to" and modifier.target == target):
            if modifier.shield is not UNSET:
                shields.append(modifier)
                continue
            events.append(ev.DamagePrevented(private_to=readers_of(board.state, source), source=source, target=target, amount=amount, rule="FOW-PREVENT-R"))
            return False
    for modifier in shields:
        # FOW-PREVENT-NEXT-R: the oldest shield first; one for "the next damage" is used up by any damage.
        assert not isinstance(modifier.shield, UnsetType)
        prevented = amount if modifier.shield == 0 else min(amount, modifier.shield)
        if modifier.shield == 0 or modifier.shield == prevented:
            board.state.modifiers.remove(modifier)
        else:
            modifier.shield -= prevented
        events.append(ev.DamagePrevented(private_to=readers_of(board.state, source), source=source, target=target, amount=prevented, rule="FOW-PREVENT-NEXT-R"))
        amount -= prevented
        if amount <= 0:
            return False
    warded = board.warded(source, target, amount, battle=battle) if board.state.turn.wards and not unpreventable else 0
    if warded:
        events.append(ev.DamagePrevented(private_to=readers_of(board.state, source), source=source, target=target, amount=warded, rule="FOW-PREVENT-GROUP-R"))
        amount -= warded
        if amount <= 0:
            return False
    if board.state.turn.wards and not unpreventable and ":" not in target and any(w.endswith("/next") for w in board.state.turn.wards):
        # fow-p-static: FOW-PREVENT-NEXT-YOU-R: after the wards of this turn (a shield is kept when they prevent all).
        amount = _use_player_shields(board, source, target, amount, events)
        if amount <= 0:
            return False
    if battle and not unpreventable and (board.battle_damage_prevented(source) or board.battle_damage_prevented(target)):
        events.append(ev.DamagePrevented(private_to=readers_of(board.state, source), source=source, target=target, amount=amount, rule="FOW-PREVENT-R"))
        return False
    to_player = board.has_player(target)
    entity = None if to_player else board.entity(target)
    card = board.defn(entity) if entity is not None else None
    if not to_player and (card is None or card.type not in J_RESONATOR_TYPES or card.def_ is None):
        return False
    how = {"first": first, "battle": battle}
    if unpreventable:
        prevented, rule = 0, ""
    else:
        prevented, rule = board.damage_prevented(entity, source, amount, **how) if entity is not None else board.player_damage_prevented(target, source, amount, **how)
    if prevented:
        # FOW-PREVENT-CONT-R, FOW-PREVENT-PART-R: after FOW-DAMAGE-PLUS-R (the order giving the smaller damage),
        # before FOW-REDIRECT-R (CR 910.2a).
        events.append(ev.DamagePrevented(private_to=readers_of(board.state, source), source=source, target=target, amount=prevented, rule=rule))
        if entity is not None and "prevented_then" in board.cat.flags:
            _prevented_then(board, entity, source, amount, events, **how)
        amount -= prevented
        if amount <= 0:
            return False
    if to_you is not None:
        # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R: what is left after the preventions, to that player instead (CR 910.2a).
        events.append(ev.DamageRedirected(private_to=readers_of(board.state, source), source=source, target=target, to=to_you, amount=amount, rule="FOW-NEXT-DAMAGE-TO-YOU-R"))
        deal_damage(board, source, to_you, amount, events, battle=battle, redirected=True)
        return True
    if _redirect(board, source, target, amount, events, battle=battle, redirected=redirected):
        return True
    if entity is None or card is None:
        player = board.player(target)
        player.life -= amount
        if board.cat.remembers_taken:
            # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e): the turn adds up the damage dealt to each player.
            records = [] if board.state.turn.taken is UNSET else board.state.turn.taken
            before = next((int(r.rpartition("/")[2]) for r in records if r.rpartition("/")[0] == target), 0)
            board.state.turn.taken = [r for r in records if r.rpartition("/")[0] != target] + [f"{target}/{before + amount}"]
        events.append(ev.Damage(source=source, target=target, amount=amount, battle=battle, life=player.life, private_to=readers_of(board.state, source)))
        if board.cat.remembers_player_dealt:
            _remember_player_dealt(board, source, target)  # fow-r-standby: FOW-COND-PLAYER-DEALT-R
        trigger_player_event(board, target, "damage_to_you", events)
        _trigger_damages_opponent(board, source, target, events)
        _trigger_j_ruler_rune_damages(board, source, target, events)  # fow-s-trig: FOW-TRIG-JRULER-RUNE-DAMAGES-R
        _trigger_deals_damage(board, source, amount, events)
        return True
    if board.damage_converted(source, target):
        # fow-u-replace: FOW-DAMAGE-TO-COUNTERS-R: converted after the preventions and redirections (CR 910.2a); no
        # damage is dealt (CR 910.1), so nothing that looks for damage dealt sees any.
        _put_counters(board, entity, "-100/-100", amount // 100, "FOW-DAMAGE-TO-COUNTERS-R", events)
        return False
    entity.damage += amount
    events.append(ev.Damage(source=source, target=target, amount=amount, battle=battle, private_to=readers_of(board.state, source)))
    _remember_damaged_by(board, source, target)
    _trigger_deals_damage(board, source, amount, events)
    # FOW-TRIG-DEALT-R: "whenever this card is dealt damage", with the amount dealt; FOW-TRIG-DEALT-BY-R: "... a
    # resonator (chant) deals damage to this card", remembering the resonator.
    dealer = board.entity(source) if ":" in source else None
    kind = (board.defn(dealer).type if dealer is not None else board.card(source).type) if ":" in source else None
    by = {"resonator": "dealt_damage_by_resonator", "chant": "dealt_damage_by_chant"}.get(kind or "")
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, Automatic) and ability.trigger in ("dealt_damage", by):
            victim = source if ability.trigger == "dealt_damage_by_resonator" else None
            queue(board, board.controller(entity.id).id, entity.id, index, events, amount=amount, victim=victim)
    _trigger_damages_card(board, source, entity.id, card.type == "resonator", events)
    _trigger_added_damages(board, source, entity.id, card.type == "resonator", amount, events)
    battle_now = board.state.battle
    if card.type == "resonator" and battle_now is not None and battle_now.attacker == source and (dealer := board.entity(source)) is not None:
        # fow-n-trig: FOW-TRIG-DAMAGES-ATTACKING-R: "whenever this card deals damage to a resonator while attacking",
        # with the amount dealt.
        for index, ability in enumerate(board.defn(dealer).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "damages_resonator_attacking":
                queue(board, board.controller(dealer.id).id, dealer.id, index, events, amount=amount)
    return True


def _prevented_then(board: Board, entity: Entity, source: str, amount: int, events: list[Event], *, first: bool, battle: bool) -> None:
    """fow-u-replace: FOW-PREVENTED-THEN-R: what a continuous prevention of ``entity`` that prevented this damage does at
    once, as part of the replacement (CR 910.1): its controller draws a card, or a [+100/+100] counter leaves it."""
    for then in board.prevented_then(entity, source, amount, first=first, battle=battle):
        if then == "draw":
            board.draw(board.controller(entity.id), 1, events)
        else:
            remove_counters(entity, "+100/+100", 1, events)


def _next_damage_to(board: Board, source: str) -> str | None:
    """fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R: the player the damage ``source`` is about to deal goes to instead (the oldest such
    change on it, used up now: this is the next damage it would deal, CR 910.2g), None when none waits."""
    if ":" not in source:
        return None
    change = next((m for m in board.state.modifiers if m.target == source and m.redirect_to is not UNSET), None)
    if change is None or change.redirect_to is UNSET:
        return None
    board.state.modifiers.remove(change)
    return change.redirect_to


def _redirect(board: Board, source: str, target: str, amount: int, events: list[Event], *, battle: bool, redirected: bool) -> bool:
    """FOW-REDIRECT-R: the damage left once the preventions of ``target`` applied is dealt to the J/resonator
    a continuous ability says takes it instead (CR 910.2a: preventing, then redirecting; 910.2f: the same
    source and kind of damage; 910.3: once).  Whether it was redirected."""
    instead = None if redirected else board.redirected(target)
    if instead is None:
        return False
    events.append(ev.DamageRedirected(private_to=readers_of(board.state, source), source=source, target=target, to=instead, amount=amount, rule="FOW-REDIRECT-R"))
    deal_damage(board, source, instead, amount, events, battle=battle, redirected=True)
    return True


def rest(board: Board, entity: Entity, events: list[Event]) -> None:
    """``entity`` of the field rests (a cost, its attack or block, an effect); a recovered resonator,
    addition or regalia that becomes rested triggers its "whenever this card becomes rested" abilities
    (FOW-TRIG-RESTED-R, CR 906.1); one already rested does not become rested again."""
    was_rested, entity.rested = entity.rested, True
    if not was_rested and "added_rested" in board.cat.triggers:
        # FOW-TRIG-ADDED-RESTED-R: the additions added to it, each its controller's.
        for player in board.state.players:
            for other in list(player.field):
                if other.added_to == entity.id:
                    for index, ability in enumerate(board.defn(other).abilities):
                        if isinstance(ability, Automatic) and ability.trigger == "added_rested":
                            queue(board, player.id, other.id, index, events)
    if was_rested or "becomes_rested" not in board.cat.triggers:
        return
    controller = board.controller(entity.id).id
    for index, ability in enumerate(board.defn(entity).abilities):
        if isinstance(ability, Automatic) and ability.trigger == "becomes_rested":
            queue(board, controller, entity.id, index, events)


def trigger_player_event(
    board: Board,
    player: str,
    trigger: Literal["you_gain_life", "damage_to_you", "you_gain_gem", "leaves", "j_ruler_recovered", "you_awaken", "opponent_awakens", "you_judgment"],
    events: list[Event],
    left: Entity | None = None,
) -> None:
    """The one emission point of an event that befalls ``player``, or of ``left`` leaving the field:
    FOW-TRIG-GAIN-LIFE-R ("whenever you gain life"), FOW-TRIG-DAMAGE-TO-YOU-R ("whenever damage is dealt
    to you"), FOW-TRIG-GAIN-GEM-R ("whenever you gain a gem"), FOW-TRIG-JRULER-RECOVERED-R ("whenever a J/ruler
    you control is recovered"), FOW-TRIG-JUDGMENT-R ("whenever you do judgment of a ruler") and FOW-TRIG-AWAKEN-R ("whenever you awaken a spell", "whenever your opponent plays an
    awakened spell") queue the abilities of the player's cards in the field; FOW-TRIG-LEAVES-R ("when this card
    leaves the field") those of the card that left, as it last was in the field (CR 906.1: automatic
    abilities trigger as the event happens and are played at the next priority, FOW-PRIO-7)."""
    if trigger not in board.cat.triggers:
        return
    for entity in [left] if left is not None else list(board.player(player).field):
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == trigger:
                queue(board, player, entity.id, index, events)


def _trigger_damages_opponent(board: Board, source: str, player: str, events: list[Event]) -> None:
    """FOW-TRIG-DAMAGE-R: "whenever this card deals damage to your opponent" of a card in the field."""
    entity = board.entity(source) if ":" in source else None
    if entity is None:
        return
    controller = board.controller(entity.id).id
    if controller == player:
        return
    for index, ability in enumerate(board.defn(entity).abilities):
        if isinstance(ability, Automatic) and ability.trigger == "damages_opponent":
            queue(board, controller, entity.id, index, events)


def _trigger_j_ruler_rune_damages(board: Board, source: str, player: str, events: list[Event]) -> None:
    """fow-s-trig: FOW-TRIG-JRULER-RUNE-DAMAGES-R: ``source`` dealt damage to ``player``; when it is a J/ruler (a ruler card:
    its J-ruler in the field, or the ruler in its ruler area) or a rune card (a rune's copy resolving), the cards of its
    controller's graveyard with "whenever a J/ruler or rune you control deals damage to your opponent" trigger when
    ``player`` is that controller's opponent.  The controller: of the card in the field, else of the object resolving
    from it (CR 906.7b, 911.1), else its owner (a ruler area is its owner's)."""
    if "j_ruler_rune_damages_opponent" not in board.cat.triggers or ":" not in source:
        return
    card = board.card(source)
    if card.type != "ruler" and card.rune is None:
        return
    entity, resolving = board.entity(source), board.resolving
    controller = board.controller(source).id if entity is not None else resolving[1] if resolving is not None and resolving[0] == source else board.owner(source).id
    if controller == player:
        return
    for holder, defn in graveyard_holders(board, controller):
        for index, ability in enumerate(defn.abilities):
            if isinstance(ability, Automatic) and ability.trigger == "j_ruler_rune_damages_opponent" and ability.in_graveyard:
                queue(board, controller, holder.id, index, events)


def _trigger_deals_damage(board: Board, source: str, amount: int, events: list[Event]) -> None:
    """FOW-DRAIN-R: "whenever this card deals damage" of a card in the field, with the amount dealt."""
    if board.cat.remembers_dealt and ":" in source:
        # FOW-DAMAGE-DEALT-X-R: the turn adds up the damage each card deals (battle or not).
        turn = board.state.turn
        records = [] if turn.dealt is UNSET else turn.dealt
        before = next((int(r.rpartition("/")[2]) for r in records if r.rpartition("/")[0] == source), 0)
        turn.dealt = [r for r in records if r.rpartition("/")[0] != source] + [f"{source}/{before + amount}"]
    entity = board.entity(source) if ":" in source else None
    if entity is None:
        return
    for index, ability in enumerate(board.defn(entity).abilities):
        if isinstance(ability, Automatic) and ability.trigger == "deals_damage":
            queue(board, board.controller(entity.id).id, entity.id, index, events, amount=amount)
    if "drain" in board.keywords(entity):
        # FOW-DRAIN-GRANTED-R: [Drain] gained triggers as a printed one does.
        queue(board, board.controller(entity.id).id, entity.id, "drain", events, amount=amount)


def _remember_player_dealt(board: Board, source: str, player: str) -> None:
    """fow-r-standby: FOW-COND-PLAYER-DEALT-R: the turn remembers that a J/resonator dealt damage to ``player``, by its
    controller: a card of the field as it is now; one that left it (its ability resolving) as it last was there, its
    ability's controller (CR 906.7b, 911.1).  Damage of any other source (a chant, a ruler area) is not recorded."""
    entity = board.entity(source) if ":" in source else None
    if entity is not None:
        kind, controller = board.defn(entity).type, board.controller(entity.id).id
    else:
        resolving = board.resolving
        if resolving is None or resolving[0] != source or ":" not in source or board.card(source).type != "resonator":
            return
        kind, controller = "resonator", resolving[1]
    if kind not in J_RESONATOR_TYPES:
        return
    turn, record = board.state.turn, f"{controller}/{kind}>{player}"
    records = [] if turn.player_dealt is UNSET else turn.player_dealt
    if record not in records:
        turn.player_dealt = [*records, record]


def _remember_damaged_by(board: Board, source: str, target: str) -> None:
    """FOW-TRIG-DAMAGED-BY-R: the turn remembers that the card ``source`` dealt damage to ``target`` (when a card
    of the set asks)."""
    if ":" not in source or not ({"damaged_to_graveyard", "damaged_destroyed"} & board.cat.triggers or board.cat.damaged_removed):
        return
    turn, record = board.state.turn, f"{source}>{target}"
    records = [] if turn.damaged_by is UNSET else turn.damaged_by
    if record not in records:
        turn.damaged_by = [*records, record]


def trigger_damaged_by(board: Board, victim: Entity, trigger: Literal["damaged_to_graveyard", "damaged_destroyed"], events: list[Event]) -> None:
    """FOW-TRIG-DAMAGED-BY-R: ``victim`` was just put into a graveyard from the field (a resonator) or destroyed
    (a J/resonator): each card in the field -- or that left it in the same move, looking back -- that dealt
    it damage this turn triggers its "whenever a resonator (J/resonator) dealt damage by this card this turn
    is put into a graveyard (is destroyed)" abilities, for its controller (gone: who controlled it as it left)."""
    records = board.state.turn.damaged_by
    if trigger not in board.cat.triggers or records is UNSET:
        return
    for other in [*(e for p in board.state.players for e in p.field), *board.gone_together(victim)]:
        if f"{other.id}>{victim.id}" not in records:
            continue
        for index, ability in enumerate(board.defn(other).abilities):
            if isinstance(ability, Automatic) and ability.trigger == trigger:
                queue(board, board.holder_looking_back(other.id), other.id, index, events)


def _put_counters(board: Board, entity: Entity, name: str, amount: int, rule: str, events: list[Event]) -> None:
    """FOW-COUNTER-R, FOW-NAMED-COUNTER-R: ``amount`` counters named ``name`` put on ``entity`` (CR 1022.2)."""
    counters = dict(entity.counters) if entity.counters is not UNSET else {}
    counters[name] = counters.get(name, 0) + amount
    entity.counters = counters
    events.append(ev.CountersPut(card=entity.id, counter=name, amount=amount, rule=rule))
    if name == "+100/+100" and amount > 0 and "plus_counters_put" in board.cat.triggers:
        # FOW-TRIG-COUNTERS-PUT-R: one or more [+100/+100] counters put on it by this effect: one trigger.
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "plus_counters_put":
                queue(board, board.controller(entity.id).id, entity.id, index, events)
    if amount > 0 and "named_counter_put" in board.cat.triggers:
        # FOW-TRIG-NAMED-COUNTER-PUT-R: "whenever a(n) <name> counter is put on this card": once per counter put.
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "named_counter_put" and ability.put_counter == name:
                for _ in range(amount):
                    queue(board, board.controller(entity.id).id, entity.id, index, events)
    if name == "guidance" and amount > 0 and "guidance_put" in board.cat.triggers:
        # fow-s-trig: FOW-GUIDANCE-R (CR 1146.2): one trigger, its [Guidance] texts picked by the count before and after.
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "guidance_put":
                queue(board, board.controller(entity.id).id, entity.id, index, events, mode=guidance_mode(ability, counters[name] - amount, counters[name]))


def guidance_mode(ability: Automatic, before: int, after: int) -> int | None:
    """fow-s-trig: FOW-GUIDANCE-R (CR 1146.2, 1146.3a): the option of ``ability`` that plays the [Guidance] texts whose
    number N the count of guidance counters passed (less than N before, N or more after), all of them in a row;
    None when it passed none (CR 1146.3b: it is not played)."""
    passed = [i for i, number in enumerate(ability.guidance) if before < number <= after]
    if len(passed) < 2:
        return passed[0] if passed else None
    return next(i for i, mode in enumerate(ability.modes) if mode.combines == passed)


def _trigger_damages_card(board: Board, source: str, victim: str, resonator: bool, events: list[Event]) -> None:
    """FOW-BANE-R: "whenever this card deals damage to a J/resonator (a resonator)" of a card in the
    field, naming the damaged card."""
    entity = board.entity(source) if ":" in source else None
    if entity is None:
        return
    for index, ability in enumerate(board.defn(entity).abilities):
        if isinstance(ability, Automatic) and (ability.trigger == "damages_j_resonator" or (ability.trigger == "damages_resonator" and resonator)):
            queue(board, board.controller(entity.id).id, entity.id, index, events, victim=victim)
    keywords = board.keywords(entity)
    if "bane" in keywords:
        # FOW-BANE-GRANTED-R: [Bane] gained triggers as a printed one does ("deals damage to a J/resonator").
        queue(board, board.controller(entity.id).id, entity.id, "bane", events, victim=victim)
    if "bane_resonator" in keywords and resonator:
        # FOW-BANE-RESONATOR-R: the gained resonator-only ability, an ability of its own beside [Bane].
        queue(board, board.controller(entity.id).id, entity.id, "bane", events, victim=victim)


def _trigger_added_damages(board: Board, source: str, victim: str, resonator: bool, amount: int, events: list[Event]) -> None:
    """fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R: the J/resonator ``source`` dealt ``amount`` damage to ``victim``: each addition
    added to it triggers its "whenever added (J/)resonator deals damage to a (J/)resonator your opponent controls"
    abilities when ``victim`` (a resonator, for the first) is controlled by the opponent of the addition's controller."""
    if not (board.cat.triggers & set(ADDED_DAMAGES)) or board.entity(source) is None:
        return
    damaged = board.controller(victim).id
    for player in board.state.players:
        if player.id == damaged:
            continue
        for other in list(player.field):
            if other.added_to != source:
                continue
            for index, ability in enumerate(board.defn(other).abilities):
                if isinstance(ability, Automatic) and (ability.trigger == "added_damages_opp_j_resonator" or (ability.trigger == "added_damages_opp_resonator" and resonator)):
                    queue(board, player.id, other.id, index, events, victim=victim, amount=amount)


def _trigger_ally_destroyed(board: Board, entity: Entity, card: CardDef, holder: str, events: list[Event]) -> None:
    """FOW-TRIG-ALLY-DESTROYED-R: ``entity``, a resonator or J-ruler ``holder`` controlled, was just destroyed:
    the "whenever a resonator (J-ruler) you control is destroyed" abilities of ``holder``'s cards in the field,
    of the card itself and of those that left the field with it (looking back) trigger for ``holder``;
    fow-n-trig: FOW-TRIG-RACE-DESTROYED-R: "when(ever) a <Race> you control is destroyed" when ``card`` (the destroyed
    card as it was in the field, CR 906.7b) passes its filter."""
    trigger = {"resonator": "resonator_destroyed", "j_ruler": "j_ruler_destroyed"}.get(card.type)
    wanted = {t for t in (trigger, "ally_destroyed") if t is not None and t in board.cat.triggers}
    if not wanted:
        return
    watchers = [entity, *board.player(holder).field, *(e for e in board.gone_together(entity) if board.holder_looking_back(e.id) == holder)]
    for other in watchers:
        for index, ability in enumerate(board.defn(other).abilities):
            if not isinstance(ability, Automatic) or ability.trigger not in wanted:
                continue
            if ability.trigger == "ally_destroyed" and (ability.destroyed is None or not filter_admits(ability.destroyed, card)):
                continue
            queue(board, holder, other.id, index, events)


def destroy(board: Board, entity: Entity, events: list[Event]) -> bool:
    """FOW-RP-2: to the owner's graveyard; [Eternal] cannot be destroyed; a J-ruler returns (astral
    unless [Imperishable], FOW-JUDG-3)."""
    keywords = board.keywords(entity)
    if "eternal" in keywords:
        events.append(ev.NotDestroyed(card=entity.id, rule="FOW-KW-ETERNAL"))
        return False
    astral = entity.j_ruler and "imperishable" not in keywords
    events.append(ev.Destroyed(card=entity.id))
    card = board.defn(entity)
    holder = board.controller(entity.id).id
    if entity.j_ruler and board.cat.remembers_j_ruler_destroyed:
        # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R: the player who controlled the J-ruler as it was destroyed, once.
        done = [] if board.state.turn.j_ruler_destroyed is UNSET else board.state.turn.j_ruler_destroyed
        if holder not in done:
            board.state.turn.j_ruler_destroyed = [*done, holder]
    board.leave_field(entity, "graveyard", events, astral=astral)
    _trigger_ally_destroyed(board, entity, card, holder, events)  # FOW-TRIG-ALLY-DESTROYED-R
    for record in entity.destroyed_banish or []:
        # fow-s-grimm-b: FOW-DESTROYED-BANISH-R: the delayed ability triggers once (CR 906.8a), for the player who made it.
        watcher, _, source = record.partition("/")
        queue(board, watcher, source, "destroyed_banish", events)
    entity.destroyed_banish = UNSET
    if not entity.j_ruler:
        # FOW-TRIG-GRAVEYARD-R: "When this card is destroyed" (its definition as it last was in the field), for the
        # player who controlled it there (CR 906.7b, 105.3b: not its owner, when its control had changed).
        for index, ability in enumerate(card.abilities):
            if isinstance(ability, Automatic) and ability.trigger == "destroyed":
                queue(board, holder, entity.id, index, events)
    trigger_damaged_by(board, entity, "damaged_destroyed", events)  # FOW-TRIG-DAMAGED-BY-R
    if "opponent_j_resonator_destroyed" in board.cat.triggers and card.type in ("resonator", "j_ruler"):
        # FOW-TRIG-OPP-DESTROYED-R: the cards in the field of the destroyed J/resonator's opponent.
        opponent = board.opponent(holder)  # (its controller in the field, CR 906.7b)
        for other in list(opponent.field):
            for index, ability in enumerate(board.defn(other).abilities):
                if isinstance(ability, Automatic) and ability.trigger == "opponent_j_resonator_destroyed":
                    queue(board, opponent.id, other.id, index, events)
    return True


def cancel(board: Board, target: str, events: list[Event]) -> None:
    state = board.state
    for index, item in enumerate(state.chase):
        if item.id != target:
            continue
        card = board.card(item.card)
        if item.kind == "spell" and card.uncancellable:
            # FOW-UNCANCELLABLE-R: the spell stays on the chase.
            events.append(ev.NotCancelled(object=item.id, card=item.card, rule="FOW-UNCANCELLABLE-R"))
            return
        if item.kind == "spell" and card.uncancellable_if is not None and board.holds(card.uncancellable_if, item.card, item.controller):
            # lead-p: FOW-UNCANCELLABLE-IF-R: while its condition holds for its controller now.
            events.append(ev.NotCancelled(object=item.id, card=item.card, rule="FOW-UNCANCELLABLE-IF-R"))
            return
        del state.chase[index]
        events.append(ev.Cancelled(object=item.id, card=item.card))
        if item.kind == "spell" and item.rune_copy is UNSET:  # FOW-RUNE-PLAY-R: a rune's copy ceases to exist
            owner = board.owner(item.card)  # CR 1012.1: its owner's graveyard
            (owner.removed if item.remnant else owner.graveyard).append(item.card)
        return


def remove_spell(board: Board, source: str, target: str, events: list[Event]) -> None:
    """fow-u-removal: FOW-REMOVE-SPELL-R (CR 1004.1, 312.3): the spell ``target`` leaves the chase unresolved, its card
    put into its owner's removed area -- not cancelled (CR 1012.1), so a spell that cannot be cancelled goes too; a
    rune's copy ceases to exist (FOW-RUNE-PLAY-R)."""
    state = board.state
    item = next((i for i in state.chase if i.id == target and i.kind == "spell"), None)
    if item is None:
        return
    state.chase.remove(item)
    if item.rune_copy is UNSET:
        board.owner(item.card).removed.append(item.card)
        remember_moved(board, source, item.card, "removed")
    events.append(ev.RemovedFromGame(card=item.card))


def _enter_field(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-PLAY-3: the card enters the field recovered; an addition whose J/resonator target is gone goes
    to the graveyard instead (CR 702.3a)."""
    state = board.state
    controller = board.player(item.controller)
    card = board.card(item.card)
    added_to = None
    if card.type == "addition" and "j_resonator" in card.subtypes:
        target = item.targets[0] if item.targets else None
        if target is None or target_problem(board, item.controller, card.targets[0], target, source=item.card, spell=True) is not None:
            board.owner(item.card).graveyard.append(item.card)  # CR 702.3a, 1012.1: its owner's graveyard
            # FOW-ADDABLE-ADDITION-R (CR 1405.2b): "otherwise put it into its owner's graveyard".
            rule = "FOW-ADDABLE-ADDITION-R" if "addable" in card.subtypes else "FOW-PLAY-2"
            events.append(ev.TargetIllegal(object=item.id, target=target, rule=rule, private_to=UNSET if target is None else readers_of(board.state, target)))
            return
        added_to = target
    entity = Entity(id=item.card, rested=card.enters_rested, since=state.turn.number, added_to=added_to, awakened=item.awakened, awakening=item.awakening)
    board.enter_field(controller, entity)
    events.append(ev.Entered(player=controller.id, card=item.card, added_to=added_to, awakened=item.awakened))
    # FOW-TRIG-OPP-ENTERS-R: a card resolving from the chase was played -- from its owner's hand, but for a chant
    # with [Trigger] (standby) or [Remnant] (graveyard), which never enters the field.
    # fow-s-event: FOW-TRIG-ENTERS-FROM-STANDBY-R: played from its player's standby area, it enters "from a chant-standby area".
    trigger_enter(board, entity, events, source="standby" if item.from_standby is True else None, played=True)
    trigger_addition_added(board, entity, events)


def put_tokens(board: Board, item: ChaseItem, effect: PutTokens, events: list[Event]) -> None:
    """FOW-TOKEN-R: the tokens enter the controller's field one by one (their [Enter]-watching triggers
    see each); a token's instance is ``<player>:<token id>#<n>``, n one more than the highest of that
    token the field holds."""
    controller = board.player(item.controller)
    token = next(t for e, t in token_defs(board.ability_def(item.card, item.kind, item.despair)) if e == effect)
    prefix = f"{controller.id}:{token.id}#"
    # fow-q-count: FOW-TOKENS-PER-R: for each <card> counted as it resolves.
    for _ in range(effect.amount * (1 if effect.per is None else counted(board, item, effect.per))):
        taken = [int(e.id[len(prefix) :]) for p in board.state.players for e in p.field if e.id.startswith(prefix)]
        entered = Entity(id=f"{prefix}{max(taken, default=0) + 1}", since=board.state.turn.number, at_end=UNSET if effect.at_end is None else effect.at_end)
        board.enter_field(controller, entered)
        events.append(ev.Entered(player=controller.id, card=entered.id, added_to=None, awakened=False))
        trigger_enter(board, entered, events)


def trigger_addition_added(board: Board, addition: Entity, events: list[Event]) -> None:
    """FOW-TRIG-ADDED-R (CR 702.3e: automatic abilities that trigger as a card enters the field): ``addition``
    entered the field added to a J/resonator: that card's "whenever an addition is added to this card"
    abilities trigger for its controller."""
    host = board.entity(addition.added_to) if addition.added_to is not None else None
    if host is not None and "addition_added_yours" in board.cat.triggers and board.defn(host).type == "resonator":
        # fow-t-grimm: FOW-TRIG-ADDED-YOURS-R (CR 1002.2, 906.1): added to a resonator, whoever controls the addition.
        _trigger_for_controller(board, board.controller(host.id).id, "addition_added_yours", events)
    if host is None or "addition_added" not in board.cat.triggers:
        return
    for index, ability in enumerate(board.defn(host).abilities):
        if isinstance(ability, Automatic) and ability.trigger == "addition_added":
            queue(board, board.controller(host.id).id, host.id, index, events)


def _trigger_for_controller(board: Board, controller: str, trigger: str, events: list[Event]) -> None:
    """The abilities of ``trigger`` of ``controller``'s cards in the field, each queued once (CR 906.1, 906.3)."""
    for entity in list(board.player(controller).field):
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == trigger:
                queue(board, controller, entity.id, index, events)


def trigger_enter(
    board: Board, entity: Entity, events: list[Event], *, source: Literal["deck", "graveyard", "standby"] | None = None, played: bool = False, judged: int | None = None, judged_x: int | None = None
) -> None:
    """FOW-KW-ENTER: queue the card's [Enter] abilities (those whose condition holds) -- and, entering from
    its owner's main deck or graveyard (``source``), its "when this card enters the field from your deck /
    a graveyard" abilities (FOW-TRIG-ENTERS-FROM-R), played from a standby area its "... from a chant-standby
    area" ones (FOW-TRIG-ENTERS-FROM-STANDBY-R); then the [Resonance] abilities its magic stone types
    trigger (FOW-KW-RESONANCE-R).  ``judged``: the ATK of the resonator banished for the Judgment that put this
    J-ruler into the field, kept on its [Enter] abilities (FOW-DAMAGE-JUDGMENT-ATK-R); ``judged_x``: the X paid for that
    Judgment, the X of those abilities (fow-x-search: FOW-SEARCH-JUDGMENT-X-R, CR 903.2h-2)."""
    card = board.defn(entity)
    controller = board.controller(entity.id).id
    wanted = ("enter", f"enters_from_{source}") if source is not None else ("enter",)
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, Automatic) and ability.trigger in wanted and condition_holds(board, ability.condition, controller, entity.awakened, _which(entity.awakening)):
            queue(board, controller, entity.id, index, events, awakened=entity.awakened, awakening=entity.awakening, amount=judged, x=judged_x)
    treated = board.treated_stone_types(entity, card)  # fow-y-will: FOW-STONE-TREATED-AS-R: as it is in the field
    if card.stone_types or treated:
        _trigger_resonance(board, controller, {*card.stone_types, *treated}, events)
    if card.type == "addition" and "field" in card.subtypes and "addition_added_yours" in board.cat.triggers:
        # fow-t-grimm: FOW-TRIG-ADDED-YOURS-R: an [Addition:Field] put into its controller's field.
        _trigger_for_controller(board, controller, "addition_added_yours", events)
    if "card_enters" in board.cat.triggers:
        _trigger_card_enters(board, controller, entity, events, played)


def _trigger_card_enters(board: Board, controller: str, entered: Entity, events: list[Event], played: bool) -> None:
    """FOW-TRIG-OTHER-ENTERS-R (CR 906.1, 906.3): a card entered the field under ``controller``'s control:
    each card they control in the field (the entering one too, unless the ability says "another") whose
    "whenever a <card> enters your field" admits it triggers."""
    trigger_for_card(board, controller, entered, "card_enters", events)
    # FOW-TRIG-ANY-ENTERS-R: "whenever a <card> enters the field" of the other player's cards too.
    trigger_for_card(board, board.opponent(controller).id, entered, "card_enters", events, anyone=True, played=played)


def trigger_for_card(
    board: Board, controller: str, subject: Entity, trigger: Literal["card_enters", "card_attacks"], events: list[Event], *, anyone: bool = False, played: bool = False
) -> None:
    """Queue the abilities of ``controller``'s cards in the field with ``trigger`` whose filter (``enters``
    or ``attacker``) admits the card ``subject`` (FOW-TRIG-OTHER-ENTERS-R, FOW-TRIG-ALLY-ATTACKS-R); with
    ``anyone`` (``subject`` is another player's) only those of a card entering any field (FOW-TRIG-ANY-ENTERS-R),
    which remember the card as the one "it" names. fow-n-trig: also those active in ``controller``'s graveyard
    (FOW-TRIG-IN-GRAVEYARD-R) and, for ``card_attacks``, their ruler's in its ruler area (FOW-TRIG-RULER-ALLY-ATTACKS-R)."""
    card = board.defn(subject)
    holders = [(entity, board.defn(entity)) for entity in list(board.player(controller).field)]
    in_field = len(holders)  # the field's cards come first; then graveyard cards and the ruler (fow-n-trig)
    if not anyone:
        holders += graveyard_holders(board, controller)  # fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R
    ruler = board.player(controller).ruler
    if trigger == "card_attacks" and ruler is not None:
        holders.append((Entity(id=ruler.id), board.card(ruler.id)))  # fow-n-trig: FOW-TRIG-RULER-ALLY-ATTACKS-R
    for number, (entity, defn) in enumerate(holders):
        fielded = number < in_field
        in_area = trigger == "card_attacks" and ruler is not None and entity.id == ruler.id and not fielded
        for index, ability in enumerate(defn.abilities):
            if not isinstance(ability, Automatic) or ability.trigger != trigger or ability.in_graveyard != (not fielded and not in_area):
                continue
            if (anyone and ability.whose == "you") or (not anyone and ability.whose == "opponent"):
                continue  # FOW-TRIG-ANY-ENTERS-R (any field), FOW-TRIG-OPP-ENTERS-R (only the opponent's)
            if ability.unplayed and played:
                continue  # FOW-TRIG-OPP-ENTERS-R: one played from its controller's hand does not trigger it.
            wanted = ability.enters if trigger == "card_enters" else ability.attacker
            if wanted is None or (wanted.other and entity.id == subject.id) or not filter_admits(wanted, card):
                continue
            if ability.named and not card.has_any_name(ability.named):
                continue  # FOW-TRIG-NAMED-ENTERS-R
            # fow-n-counters: FOW-COUNTER-ENTERING-R: an ability of "you" naming the entering card remembers it too.
            names_it = ability.whose != "you" or any(getattr(e, "target", None) == "victim" for e in ability.effects)
            queue(board, controller, entity.id, index, events, victim=subject.id if names_it else None, ruler_area=in_area)


def graveyard_holders(board: Board, owner: str) -> list[tuple[Entity, CardDef]]:
    """fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R (CR 902.2): the cards of ``owner``'s graveyard with an automatic ability
    active there (as a stand-in entity and its printed definition), each once."""
    if not board.cat.graveyard_triggers:
        return []
    cards = [(c, board.card(c)) for c in dict.fromkeys(board.player(owner).graveyard)]
    return [(Entity(id=c), card) for c, card in cards if any(isinstance(a, Automatic) and a.in_graveyard for a in card.abilities)]


def filter_admits(wanted: EachFilter, card: CardDef) -> bool:
    """Whether the card ``card`` (as it is, or was as it left the field) passes a trigger's filter of the card it is
    about (FOW-TRIG-OTHER-ENTERS-R, FOW-TRIG-ALLY-ATTACKS-R, fow-n-trig's FOW-TRIG-RACE-DESTROYED-R): its type,
    races, attributes, not races and total cost bounds (FOW-TRIG-ENTERS-MIN-COST-R)."""
    total = card.cost.total if card.cost is not None else 0
    if wanted.types and card.type not in wanted.types:
        return False
    if (wanted.races and not set(wanted.races) & set(card.races)) or (wanted.attributes and not set(wanted.attributes) & set(attribute_words(card))):
        return False
    if set(wanted.not_races) & set(card.races):
        return False
    return not ((wanted.max_cost is not None and total > wanted.max_cost) or (wanted.min_cost is not None and total < wanted.min_cost))


def trigger_played(board: Board, player: str, spell: CardDef, events: list[Event], x: int = 0, spell_id: str | None = None) -> None:
    """FOW-TRIG-PLAYED-R (CR 906.1, 906.3): ``player`` played ``spell`` (it is on the chase): each card in
    the field, and each ruler in its ruler area (FOW-RULER-AREA-R), whose "whenever you / your opponent / a
    player play(s) a <spell>" admits it triggers."""
    if "spell_played" not in board.cat.triggers:
        return
    for owner in board.state.players:
        holders = [(entity.id, board.defn(entity), False) for entity in owner.field]
        if owner.ruler is not None:
            holders.append((owner.ruler.id, board.card(owner.ruler.id), True))
        for source, defn, ruler_area in holders:
            for index, ability in enumerate(defn.abilities):
                if not isinstance(ability, Automatic) or ability.trigger != "spell_played" or ability.played is None:
                    continue
                wanted = ability.played
                if wanted.by != "any" and (wanted.by == "you") != (owner.id == player):
                    continue
                types = {spell.type, "rune"} if spell.rune is not None else {spell.type}  # FOW-TRIG-PLAYED-RUNE-R
                if (wanted.types and not types & set(wanted.types)) or (wanted.attributes and not set(wanted.attributes) & set(attribute_words(spell))):
                    continue
                if (wanted.races and not set(wanted.races) & set(spell.races)) or (wanted.max_cost is not None and total_cost_played(spell, x) > wanted.max_cost):
                    continue  # fow-n-trig: FOW-TRIG-PLAYED-FILTER-R
                if wanted.nth is not None and not _nth_played(played_count(board, player, wanted.types), wanted.nth, wanted.or_later):
                    continue  # fow-n-trig: FOW-TRIG-SECOND-CARD-R; fow-r-trig: FOW-TRIG-NTH-CHANT-R
                # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: an ability naming the spell played remembers it.
                that = spell_id if spell_id is not None and names_that_object(ability) else None
                # fow-r-trig: FOW-TRIG-PLAYED-COST-X-R: an ability counting the spell's total cost keeps it as it triggers.
                cost = total_cost_played(spell, x) if b'"what":"that_cost"' in msgspec.json.encode(ability) else None
                queue(board, owner.id, source, index, events, ruler_area=ruler_area, that_object=that, amount=cost)


def total_cost_played(spell: CardDef, x: int) -> int:
    """fow-n-trig: FOW-TRIG-PLAYED-FILTER-R (CR 204.5, 204.5b): the total cost of a card played, X as chosen."""
    if spell.cost is None:
        return 0
    return spell.cost.total + (x if spell.cost.x else 0)


def played_count(board: Board, player: str, types: Sequence[str] = ()) -> int:
    """fow-n-trig: FOW-TRIG-SECOND-CARD-R: how many cards ``player`` played this turn (FOW-PLAYED-THIS-TURN-R's record,
    the card just played included); fow-r-trig: FOW-TRIG-NTH-CHANT-R: with ``types``, only the cards of those types."""
    played = board.state.turn.cards_played
    if played is UNSET:
        return 0
    mine = [entry.partition("/")[2] for entry in played if entry.partition("/")[0] == player]
    return sum(1 for card in mine if not types or board.card(card).type in types)


def _nth_played(count: int, nth: int, or_later: bool) -> bool:
    """fow-r-trig: FOW-TRIG-NTH-CHANT-R: whether the card just played, the ``count``-th, is the ``nth`` (or, ``or_later``,
    one after it)."""
    return count >= nth if or_later else count == nth


def trigger_targeted(board: Board, item: ChaseItem, spell: bool, events: list[Event]) -> None:
    """FOW-TRIG-TARGETED-R (CR 906.1, 903.2i, 903.2o): a spell (``spell``) or an ability ``item`` was just
    played: each card in the field among its targets (once, however often it is named) with "when(ever) this
    card is targeted by a spell or ability" -- or, by a spell, "... by a spell" -- triggers for its controller;
    FOW-TRIG-TARGETED-BY-OPP-R: "... by spells or abilities your opponent controls" only when the item's
    controller is not the card's; FOW-TRIG-TARGETED-BY-ATTR-R: "... by <A> spells or <A> card's abilities" only
    when the spell's card (the ability's source) is of A as it is now."""
    trigger_ally_targeted(board, item, events)  # fow-m-trig: FOW-TRIG-ALLY-TARGETED-R
    if "targeted" not in board.cat.triggers and "targeted_by_spell" not in board.cat.triggers:
        return
    wanted = ("targeted", "targeted_by_spell") if spell else ("targeted",)
    for target in dict.fromkeys(item.targets):
        entity = board.entity(target) if ":" in target else None
        if entity is None:
            continue
        controller = board.controller(entity.id).id
        for index, ability in enumerate(board.defn(entity).abilities):
            if not isinstance(ability, Automatic) or ability.trigger not in wanted:
                continue
            if ability.whose == "opponent" and item.controller == controller:
                continue
            if ability.targeted_by is not None and not board.source_admitted(ability.targeted_by, item.card):
                continue
            queue(board, controller, entity.id, index, events)


def names_that_object(ability: Automatic) -> bool:
    """fow-m-trig: FOW-TRIG-THAT-OBJECT-R: whether an effect of the ability names the spell or ability that triggered it."""
    return any(getattr(e, "target", None) == "that_object" for e in ability.effects)


def trigger_ally_targeted(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """fow-m-trig: FOW-TRIG-ALLY-TARGETED-R (CR 906.1, 906.4, 903.2i, 903.2o): a spell or ability ``item`` just played by
    one player names among its targets one or more J/resonators the other player controls: each card of that other
    player in the field with "when a spell or ability your opponent controls targets a J/resonator you control"
    triggers once (one play, one event), remembering ``item`` (FOW-TRIG-THAT-OBJECT-R)."""
    if "ally_targeted" not in board.cat.triggers:
        return
    for owner in board.state.players:
        if owner.id == item.controller:
            continue
        mine = [e for e in owner.field if e.id in item.targets and board.is_j_resonator(e)]
        if not mine:
            continue
        for entity in list(owner.field):
            for index, ability in enumerate(board.defn(entity).abilities):
                if isinstance(ability, Automatic) and ability.trigger == "ally_targeted":
                    if ability.by_chant and item.kind == "spell" and board.card(item.card).type != "chant":
                        continue  # fow-s-trig: FOW-TRIG-ALLY-TARGETED-CHANT-R: a spell of another card type
                    queue(board, owner.id, entity.id, index, events, that_object=item.id)


def off_hand_less(board: Board, player: Player) -> tuple[int, bool] | None:
    """FOW-OFF-HAND-LESS-R (CR 903.2k-4): "(You may) pay {N} less to play cards not from your hand" of
    ``player``'s ruler in its ruler area (FOW-RULER-AREA-R) or of their cards in the field: the free will
    taken off, and whether paying the full cost stays allowed ("you may"); None without it."""
    return _cost_less(board, player, "off_hand_less", None)


def others_less(board: Board, player: Player, card: CardDef, x: int = 0, instance: str | None = None) -> tuple[int, bool] | None:
    """FOW-LORD-LESS-R (CR 903.2k-4): "(You may) pay {N} less to play <Race> resonators (spells)" of
    ``player``'s ruler in its ruler area or of their cards in the field, for the card ``card`` they play:
    the free will taken off, and whether paying the full cost stays allowed; None without it.
    FOW-LESS-GROUP-R: the groups that are no race (a type, attributes, a total cost: the printed one plus
    ``x``, the X chosen as it is played, CR 204.5b).
    FOW-SAME-NAME-LESS-R (fow-grimm-e): "... a card if a card with the same name is in your graveyard", while a
    card of their graveyard other than ``instance`` (the card played, on the chase by then, CR 903.2f) has its name."""
    return _cost_less(board, player, "others_less", card, x, instance)


def awakening_less(board: Board, player: Player) -> tuple[int, bool] | None:
    """fow-n-rulers: FOW-AWAKENING-LESS-R (CR 903.2k-4, 1110.2): "(You may) pay {N} less for the [Awakening]
    costs of spells you control" of ``player``'s ruler in its ruler area or of their cards in the field: the free
    will taken off the [Awakening] part of a card they play awakened, and whether paying it in full stays allowed."""
    return _cost_less(board, player, "awakening_less", None)


def attribute_cost_with(board: Board, player: Player, card: CardDef) -> list[AttributeCostWith]:
    """fow-wide6: FOW-ATTRIBUTE-COST-WITH-R -- the "You may pay the attribute cost of <Race> resonators with
    <will>" abilities of ``player``'s ruler in its ruler area and of their cards in the field that admit the
    card ``card`` they play (one of its races; a resonator when the ability says so)."""
    found = [board.card(player.ruler.id).attribute_cost_with] if player.ruler is not None else []
    found += [board.defn(entity).attribute_cost_with for entity in player.field]
    return [
        ability
        for ability in found
        if ability is not None and set(ability.races) & set(card.races) and (not ability.types or card.type in ability.types)
    ]


def judgment_change(board: Board, player: Player) -> tuple[int, int, bool]:
    """fow-wide6: FOW-JUDG-COST-CHANGE-R (CR 903.2k-3, 903.2k-4) -- for a Judgment process of ``player``: the
    free will added by their opponents' "Your opponent pays {N} more ..." and taken off by their own
    "(You may) pay {N} less to play [Judgment] abilities" (of a ruler in its ruler area or a card in the
    field), and whether paying without the decrease stays allowed (every decrease says "you may")."""
    more = less = 0
    optional = True
    for seat in board.state.players:
        found = [board.card(seat.ruler.id).judgment_change] if seat.ruler is not None else []
        found += [board.defn(entity).judgment_change for entity in seat.field]
        for change in found:
            if change is None or change.more == (seat.id == player.id):
                continue
            if change.more:
                more += change.free
            else:
                less += change.free
                optional = optional and change.optional
    return more, less, optional


def chants_more(board: Board, player: Player, card: CardDef) -> int:
    """fow-m-cost: FOW-CHANTS-MORE-R (CR 903.2k-3) -- the free will added to ``player``'s play of the chant ``card``
    by the "pay {N} more to play chants" abilities of the cards in the field (their controller's opponent's plays,
    or every player's; of none of its excluded races; during their controller's turn when so printed): several add up."""
    if card.type != "chant":
        return 0
    more = 0
    for seat in board.state.players:
        for entity in seat.field:
            change = board.defn(entity).chants_more
            if change is None or (seat.id == player.id and not change.each) or set(change.not_races) & set(card.races):
                continue
            if not change.your_turn or board.state.turn.player == seat.id:
                more += change.free
    return more


def _less_admits(less: OffHandLess, played: CardDef, x: int) -> bool:
    """FOW-LORD-LESS-R / FOW-LESS-GROUP-R: whether the card ``played`` is of the reduction's group."""
    if less.races and not set(less.races) & set(played.races):
        return False
    if less.types and played.type not in less.types:
        return False
    if less.attributes and not set(less.attributes) & set(played.attributes):
        return False
    if not set(less.all_attributes) <= set(played.attributes):
        return False
    total = (played.cost.total if played.cost is not None else 0) + x
    return less.min_cost is None or total >= less.min_cost


def _same_name_in_graveyard(board: Board, player: Player, played: CardDef, instance: str | None) -> bool:
    """FOW-SAME-NAME-LESS-R: a card of ``player``'s graveyard, not the one played, has the played card's name."""
    return any(card_id != instance and board.card(card_id).has_any_name(played.names) for card_id in player.graveyard)


def _cost_less(
    board: Board, player: Player, field: Literal["off_hand_less", "others_less", "awakening_less"], played: CardDef | None, x: int = 0, instance: str | None = None
) -> tuple[int, bool] | None:
    found = [getattr(board.card(player.ruler.id), field)] if player.ruler is not None else []
    found += [getattr(board.defn(entity), field) for entity in player.field]
    less: list[OffHandLess] = [x for x in found if x is not None]
    if played is not None:
        less = [
            reduction
            for reduction in less
            if (_same_name_in_graveyard(board, player, played, instance) if reduction.same_name_graveyard else _less_admits(reduction, played, x))
        ]
    if not less:
        return None
    return sum(x.free for x in less), all(x.optional for x in less)


def trigger_played_less(board: Board, player: Player, events: list[Event]) -> None:
    """FOW-OFF-HAND-LESS-R: "When you play a card this way" -- ``player`` played a card paying a cost
    lowered by their "not from your hand" reduction: the ruler (from its ruler area) and the cards in the
    field with that ability trigger."""
    if player.ruler is not None:
        for index, ability in enumerate(board.card(player.ruler.id).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "played_less":
                queue(board, player.id, player.ruler.id, index, events, ruler_area=True)
    for entity in list(player.field):
        for index, ability in enumerate(board.defn(entity).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "played_less":
                queue(board, player.id, entity.id, index, events)


def _trigger_resonance(board: Board, controller: str, stone_types: set[str], events: list[Event]) -> None:
    """FOW-KW-RESONANCE-R (CR 1127.2, 1127.3): a card with a magic stone type entered the field under
    ``controller``'s control: their cards in the field (the card itself included) and their ruler in its
    ruler area (FOW-RULER-AREA-R) with [Resonance] of one of those types trigger."""
    player = board.player(controller)
    # fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R: and the cards of their graveyard whose [Resonance] is active there.
    for entity, defn in [(e, board.defn(e)) for e in list(player.field)] + graveyard_holders(board, controller):
        for index, ability in enumerate(defn.abilities):
            if isinstance(ability, Automatic) and ability.trigger == "resonance" and stone_types & set(ability.stone_types) and ability.in_graveyard == (board.entity(entity.id) is None):
                queue(board, controller, entity.id, index, events)
    if player.ruler is not None:
        for index, ability in enumerate(board.card(player.ruler.id).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "resonance" and stone_types & set(ability.stone_types):
                queue(board, controller, player.ruler.id, index, events, ruler_area=True)


def trigger_game_start(board: Board, events: list[Event]) -> bool:
    """FOW-TRIG-GAME-START-R (CR 502.1, 502.1b): in the first draw phase of the game each player's ruler in
    its ruler area (the one card of its name there, CR 502.1a) triggers its "At the beginning of the game"
    abilities, the turn player's first; whether any triggered."""
    state = board.state
    found = False
    for player in sorted(state.players, key=lambda p: p.id != state.turn.player):
        if player.ruler is None:
            continue
        for index, ability in enumerate(board.card(player.ruler.id).abilities):
            if isinstance(ability, Automatic) and ability.trigger == "game_start":
                queue(board, player.id, player.ruler.id, index, events, ruler_area=True)
                found = True
    return found


def automatic_kind(pending: Pending) -> Literal["automatic", "ruler_automatic"]:
    """The chase kind of a pending automatic ability: a ruler's from its ruler area, or any other."""
    return "ruler_automatic" if pending.ruler_area is True else "automatic"


def trigger_turn_step(board: Board, step: Literal["end_phase", "end_of_turn", "your_main_phase", "your_turn", "your_recovery_phase"], events: list[Event]) -> None:
    """FOW-TRIG-END-R (CR 505.3: "at end of turn" conditions happen as the end phase begins; "at the end
    of your turn" only in its controller's turn) and FOW-TRIG-MAIN-R (CR 504.1: "at the beginning of your
    main phase", in its controller's turn; FOW-TRIG-EACH-PLAYER-R "of your opponent's turn / main phase" in
    the other player's; fow-t-endphase: FOW-TRIG-END-PHASE-R, CR 505.1: "at the beginning of the end phase", a step
    before "at end of turn"): queue the abilities of the cards in the field, the turn player's first."""
    state = board.state
    wanted = {"end_phase": END_PHASE_TRIGGERS, "end_of_turn": ("end_of_turn", "end_of_your_turn", "end_of_added_turn"), "your_main_phase": ("your_main_phase", "opponent_main_phase", "your_first_main_phase"), "your_turn": ("your_turn", "opponent_turn"), "your_recovery_phase": ("your_recovery_phase",)}[step]
    players = sorted(state.players, key=lambda p: p.id != state.turn.player)
    if step == "end_phase" and state.returns and any(r.endswith("/phase_discard") for r in state.returns):
        # fow-x-trig: FOW-AT-BEGINNING-END-DISCARD-R: each triggers once, at the beginning of the next end phase (CR 505.1).
        waiting = [r for r in state.returns if not r.endswith("/phase_discard")]
        triggered = [r for r in state.returns if r.endswith("/phase_discard")]
        state.returns = waiting or UNSET
        for entry in triggered:
            controller, _, card_id = entry.removesuffix("/phase_discard").partition("/")
            queue(board, controller, card_id, "phase_discard", events)
    if step == "end_of_turn" and state.returns:
        # fow-wide6: FOW-AT-NEXT-END-RETURN-R: each delayed ability triggers once, for its effect's controller.
        # fow-x-trig: one waiting for the beginning of an end phase (FOW-AT-BEGINNING-END-DISCARD-R) stays.
        returns = [r for r in state.returns if not r.endswith("/phase_discard")]
        state.returns = [r for r in state.returns if r.endswith("/phase_discard")] or UNSET
        for entry in returns:
            controller, _, card_id = entry.partition("/")
            card_id, _, turn = card_id.partition("/hand/")
            card_id, yours, _ = card_id.partition("/destroy_yours")
            if yours:
                queue(board, controller, card_id, "end_destroy_yours", events)  # fow-p-trig: FOW-AT-END-DESTROY-YOURS-R
                continue
            if turn:
                # fow-hero3: FOW-AT-END-REMOVED-HAND-R: at the end of the turn it was made in only.
                if int(turn) == state.turn.number:
                    queue(board, controller, card_id, "end_removed_hand", events)
                continue
            queue(board, controller, card_id, "end_return", events)
    for player in players:
        for entity in list(player.field):
            if step == "end_of_turn" and entity.stone_bottom is True:
                # FOW-STONE-BOTTOM-R: the gained "at the next end of turn" ability triggers once.
                entity.stone_bottom = UNSET
                queue(board, player.id, entity.id, "stone_bottom", events)
            if step == "end_phase" and entity.at_end_phase is not UNSET:
                # fow-t-endphase: FOW-AT-BEGINNING-END-R: likewise, once, at the beginning of the end phase.
                beginning, entity.at_end_phase = entity.at_end_phase, UNSET
                queue(board, player.id, entity.id, f"end_{beginning}", events)  # type: ignore[arg-type]
            if step == "end_of_turn" and entity.at_end is not UNSET:
                # FOW-AT-NEXT-END-R: likewise, once.
                action, entity.at_end = entity.at_end, UNSET
                queue(board, player.id, entity.id, f"end_{action}", events)  # type: ignore[arg-type]
            for index, ability in enumerate(board.defn(entity).abilities):
                if not isinstance(ability, Automatic) or ability.trigger not in wanted:
                    continue
                if ability.trigger == "end_of_added_turn":
                    # FOW-TRIG-END-ADDED-R: in the turn of the player controlling the J/resonator it is added to.
                    if entity.added_to is not None and board.entity(entity.added_to) is not None and board.controller(entity.added_to).id == state.turn.player:
                        queue(board, player.id, entity.id, index, events)
                    continue
                if not _step_of_turn(ability.trigger, player.id == state.turn.player, state.turn.number):
                    continue
                queue(board, player.id, entity.id, index, events)
        if player.ruler is not None:
            # fow-p-trig: FOW-TRIG-RULER-STEP-R: a ruler's such abilities trigger from its ruler area (CR 902.1b).
            for index, ability in enumerate(board.card(player.ruler.id).abilities):
                if isinstance(ability, Automatic) and ability.trigger in wanted and ability.trigger != "end_of_added_turn" and _step_of_turn(ability.trigger, player.id == state.turn.player, state.turn.number):
                    queue(board, player.id, player.ruler.id, index, events, ruler_area=True)


def _step_of_turn(trigger: str, in_own_turn: bool, number: int) -> bool:
    """Whether a turn-step trigger happens in this turn (``number``): "your" steps in its controller's turn;
    FOW-TRIG-EACH-PLAYER-R "your opponent's" in the other's; "at end of turn" in every turn; fow-q-trig:
    FOW-TRIG-FIRST-MAIN-R "of your first turn" in its controller's turn 1 or 2 (the turns alternate from the first,
    CR 501.1; no extra turn is in the vocabulary)."""
    if trigger == "your_first_main_phase":
        return in_own_turn and number <= 2
    return trigger in ("end_of_turn", "end_phase") or trigger.startswith("opponent_") != in_own_turn


def queue(
    board: Board,
    controller: str,
    source: str,
    ability: int | Literal["explode", "stone_bottom", "end_destroy", "end_banish", "end_remove", "end_hand", "drain", "bane", "end_return", "end_removed_hand", "end_destroy_yours", "end_recover", "destroyed_banish", "phase_discard"],
    events: list[Event],
    *,
    awakened: bool = False,
    awakening: int | UnsetType = UNSET,
    victim: str | None = None,
    ruler_area: bool = False,
    amount: int | None = None,
    that_object: str | None = None,
    mode: int | None = None,
    x: int | None = None,
) -> None:
    """``mode`` (fow-s-trig, FOW-GUIDANCE-R): the option the trigger itself picked; ``x`` (fow-x-search,
    FOW-SEARCH-JUDGMENT-X-R): the X of the [Judgment] that put the J-ruler into the field."""
    if isinstance(ability, int):
        entity = board.entity(source)
        automatic = (board.defn(entity) if entity is not None and not ruler_area else board.card(source)).abilities[ability]
        if isinstance(automatic, Automatic) and automatic.as_long_as is not None and not board.holds(automatic.as_long_as, source, controller):
            return  # FOW-KW-CREST-R, FOW-KW-RUNE-R: the card does not have this text now, so nothing triggers.
        if isinstance(automatic, Automatic) and automatic.once_per_turn:
            # FOW-TRIG-ONCE-PER-TURN-R: it triggers once per turn (per card as it is now in the field).
            turn, key = board.state.turn, f"{source}/{ability}"
            if turn.played is not UNSET and key in turn.played:
                return
            turn.played = [*(turn.played if turn.played is not UNSET else []), key]
    pending = Pending(id=board.next_id("auto"), controller=controller, source=source, ability=ability, awakened=awakened, victim=victim, awakening=awakening)
    if ruler_area:
        pending.ruler_area = True
    elif isinstance(ability, int) and (inverted := board.entity(source)) is not None and inverted.inverted is True:
        pending.despair = True  # fow-faces: FOW-INVERSE-SIDE-R, triggered by the despair side
    if amount is not None:
        pending.amount = amount
    if that_object is not None:
        pending.that_object = that_object  # fow-m-trig: FOW-TRIG-THAT-OBJECT-R
    if mode is not None:
        pending.mode = mode  # fow-s-trig: FOW-GUIDANCE-R
    if x is not None:
        pending.x = x  # fow-x-search: FOW-SEARCH-JUDGMENT-X-R
    board.state.pending.append(pending)
    events.append(ev.Triggered(pending=pending.id, player=controller, card=source, ability=ability))


def _resolve_judgment(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-JUDG-2: the ruler becomes its J-ruler in the field, orientation kept; counts as controlled
    since the game began (FOW-AMB-6)."""
    controller = board.player(item.controller)
    ruler = controller.ruler
    if ruler is None or ruler.id != item.card:
        events.append(ev.JudgmentFailed(player=controller.id))
        return
    controller.ruler = None
    board.weather_source_moves(controller, f"ruler:{ruler.id}")
    board.stamp_gone(f"ruler:{ruler.id}")  # fow-n-static: FOW-BECOMES-STATS-R
    entity = Entity(id=ruler.id, rested=ruler.rested, since=0, j_ruler=True, counters=ruler.counters)
    board.enter_field(controller, entity)
    events.append(ev.Judgment(player=controller.id, card=ruler.id, rule="FOW-JUDG-2"))
    trigger_enter(board, entity, events, judged=item.amount if item.amount is not UNSET else None, judged_x=item.x)
    trigger_player_event(board, controller.id, "you_judgment", events)  # fow-faces: FOW-TRIG-JUDGMENT-R


def recover_entity(board: Board, entity: Entity, events: list[Event], actor: str | None = None) -> None:
    """An effect ``actor`` controls recovers ``entity`` (CR 1013.2); FOW-TRIG-JRULER-RECOVERED-R: a rested J-ruler
    recovered so triggers. fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R: one that cannot be recovered now stays as it is;
    fow-y-cant: FOW-OPP-UNRECOVERABLE-R, FOW-OPP-RECOVER-PHASE-ONLY-R likewise."""
    if board.unrecoverable(entity) or (actor is not None and board.recover_barred(entity, actor)):
        return
    was_rested, entity.rested = entity.rested, False
    events.append(ev.Recovered(card=entity.id))
    if was_rested and entity.j_ruler:
        trigger_player_event(board, board.controller(entity.id).id, "j_ruler_recovered", events)


def _resolve_at_end(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-AT-NEXT-END-R: the card, if still in the field, is destroyed, banished, removed from the game or
    returned to its owner's hand."""
    if item.ability == "end_removed_hand":
        # fow-hero3: FOW-AT-END-REMOVED-HAND-R: still in its owner's removed area, it goes to their hand.
        owner = board.owner(item.card)
        if item.card in owner.removed:
            leave_removed(owner, [item.card])
            owner.hand.append(item.card)
            sync_counts(owner)
            events.append(ev.Searched(player=owner.id, found=board.card(item.card).id, card=item.card, private_to=owner.id, rule="FOW-AT-END-REMOVED-HAND-R"))
        return
    if item.ability == "end_destroy_yours":
        # fow-p-trig: FOW-AT-END-DESTROY-YOURS-R: the J/resonators its controller controls as it resolves.
        for card_id in _targets_of(board, item, Destroy(each="your_j_resonators"), []):
            entity = board.entity(card_id)
            if entity is not None:
                destroy(board, entity, events)
        return
    if item.ability == "end_return":
        # fow-wide6: FOW-AT-NEXT-END-RETURN-R: still in its owner's removed area, it enters their field.
        owner = board.owner(item.card)
        if item.card in owner.removed:
            leave_removed(owner, [item.card])
            entered = Entity(id=item.card, since=board.state.turn.number)
            board.enter_field(owner, entered)
            events.append(ev.Entered(player=owner.id, card=item.card, added_to=None, awakened=False))
            trigger_enter(board, entered, events)
        return
    entity = board.entity(item.card)
    if entity is None:
        return
    action = str(item.ability).removeprefix("end_")
    if action == "recover":
        recover_entity(board, entity, events, item.controller)  # fow-r-modal: FOW-AT-END-RECOVER-R
        return
    if action == "destroy":
        destroy(board, entity, events)
    elif action == "banish":
        events.append(ev.Banished(card=entity.id, rule="FOW-AT-NEXT-END-R"))
        board.leave_field(entity, "graveyard", events)
    elif action == "remove" or not board.has_flag(entity, "unreturnable"):  # fow-y-cant: FOW-UNRETURNABLE-R
        board.leave_field(entity, "removed" if action == "remove" else "hand", events)
        events.append((ev.RemovedFromGame if action == "remove" else ev.ReturnedToHand)(card=entity.id))


def _resolve_stone_bottom(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-STONE-BOTTOM-R: the stone, if still in the field, goes to the bottom of its owner's magic stone
    deck (hidden there like the deck's other cards)."""
    stone = board.entity(item.card)
    if stone is None:
        return
    owner = board.owner(item.card)
    for player in board.state.players:
        if stone in player.field:
            player.field.remove(stone)
    owner.stone_deck.append(item.card)
    sync_counts(owner)
    events.append(ev.PutIntoDeck(card=item.card, position="stone_bottom"))


def _removed_amount(holder: Entity | RulerSlot, effect: RemoveCounters, name: str) -> int:
    """How many counters of ``name`` an effect removes: ``amount``, or (fow-n-counters: FOW-REMOVE-ALL-COUNTERS-R,
    ``every``) all those of that name the card has as it resolves."""
    if not effect.every:
        return effect.amount
    return holder.counters.get(name, 0) if holder.counters is not UNSET else 0


def _resolve_explode(board: Board, item: ChaseItem, events: list[Event]) -> None:
    """FOW-KW-EXPLODE: if the source is a resonator (last known information: it may already have died
    of the same battle damage), destroy it and the resonator it damaged, each if still in the field."""
    source = board.entity(item.card)
    source_type = board.defn(source).type if source is not None else board.card(item.card).type
    if source_type != "resonator":
        return
    victim = board.entity(item.victim) if item.victim else None
    if source is not None:
        destroy(board, source, events)
    if victim is not None and board.defn(victim).type == "resonator" and board.entity(victim.id) is not None:
        destroy(board, victim, events)


# fow-faces: inverse cards (CR 1030, 1302.3)
def invert_card(board: Board, entity: Entity, events: list[Event]) -> None:
    """FOW-INVERT-R (CR 1030.1, 1302.3c): an inverse card in the field hope side up turns despair side up --
    the same card, its damage, counters and the effects on it kept -- and its despair side's "when this card
    inverts" abilities trigger (FOW-INVERT-TRIGGER-R, CR 1030.2).  Any other card (already despair side up,
    or no inverse card) does not turn over."""
    front = board.card(entity.id)
    if entity.j_ruler or entity.inverted is True or front.sides is None or front.sides.front != front.id or front.type == "ruler":
        return
    entity.inverted = True
    events.append(ev.Inverted(card=entity.id, rule="FOW-INVERT-R"))
    if "inverts" not in board.cat.triggers:
        return
    controller = board.controller(entity.id).id
    for index, ability in enumerate(board.defn(entity).abilities):
        if isinstance(ability, Automatic) and ability.trigger == "inverts":
            queue(board, controller, entity.id, index, events)


# -- fow-s-event: FOW-TRIGGER-EVENT-R: the window of an event [Trigger] / [Stealth] cards watch ----------------------


def event_happened(board: Board, pid: str, event: str | None, window: TriggerWindow) -> bool:
    """Whether ``window``'s event is ``event`` for ``pid``: a J/resonator of their opponent attacks; a J/resonator of
    theirs is attacked; the end of a turn they were dealt damage in (FOW-LIFE-EQUAL-TAKEN-R's record) begins."""
    if window.event == "end_of_turn":
        taken = board.state.turn.taken
        return event == "end_dealt" and taken is not UNSET and any(r.rpartition("/")[0] == pid and int(r.rpartition("/")[2]) > 0 for r in taken)
    if event == "opponent_attacks":
        return window.player != pid
    attacked = board.entity(window.target) if isinstance(window.target, str) and ":" in window.target else None
    return event == "attacked" and attacked is not None and board.controller(attacked.id).id == pid


def open_trigger_window(board: Board, attacking: str, attacker: str | None = None, target: str | None = None) -> None:
    """An attack was declared (``attacker``, ``target``), or the end phase of ``attacking``'s turn began (neither): the
    players who may hold a card it triggers are asked, the turn player first (CR 906.5) -- those for whom it is an event
    a card of the set watches, with a card in hand (a [Trigger] card of the set watches it) or in their standby area
    since before this turn. Who is asked says nothing of their hidden cards (FOW-PLAY-5)."""
    state = board.state
    if not board.cat.standby_events:
        return
    turn = state.turn
    window = TriggerWindow(event="end_of_turn", player=attacking, asked=[p.id for p in state.players])
    if attacker is not None and target is not None:
        window.event, window.attacker, window.target = "attack", attacker, target

    def asked(seat: Player) -> bool:
        in_hand = bool(seat.hand) and any(event_happened(board, seat.id, e, window) for e in board.cat.hand_events)
        set_before = any(s.set_turn < turn.number for s in seat.standby)
        return in_hand or set_before and any(event_happened(board, seat.id, e, window) for e in board.cat.standby_events)

    window.asked = [p.id for p in sorted(state.players, key=lambda p: p.id != turn.player) if asked(p)]
    if window.asked:
        state.window = window
