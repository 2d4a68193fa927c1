"""Costs and will: what a cost is, whether a payment pays it, and a canonical payment for legal_actions.

A cost is attribute will plus a free amount (FOW-WILL-1); void will pays only the free part.  A
payment (:class:`~.state.Payment`) names the will abilities used while paying (``sources``: magic stones,
will abilities of resonators and regalia, the Energize coin) and the will taken from the pool.  It is all
or nothing (FOW-WILL-3) and must equal the cost exactly (FOW-WILL-5-R).  Sources obey [Rest]
(FOW-PLAY-4): recovered, and a J/resonator only if controlled since the turn began or with [Swiftness].

``find_payment`` gives the one payment ``legal_actions`` lists for each play: pool first, then sources,
single-attribute sources before dual ones, the coin last; any other exact payment is accepted too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import permutations
from typing import Literal, NamedTuple, cast

from msgspec import UNSET

from ..core.errors import Violation
from ..core.game import Event
from . import events as ev
from .board import Board, WillOption, counters_paid, gods_art_played, remove_counters
from .effects import rest
from .rules import violation
from .state import Entity, Payment, Player, WillUse
from .vocabulary import SPECIFIED_WILL, BanishCost, CardDef, Cost, SpendOnly, WillAbility, WillKind


class Awakened(NamedTuple):
    """fow-dec-b: FOW-WILL-SPEND-AWAKENING-R -- a card played awakened: its will cost includes ``cost``, the
    [Awakening] part (CR 1110.2), which will restricted to [Awakening] costs may pay."""

    card: CardDef
    cost: Cost


class ActivatedOf(NamedTuple):
    """fow-y-will: FOW-WILL-SPEND-NAMED-R -- an activate ability whose source its player controls: ``kind``, what its
    will pays for otherwise, and ``name``, the name of that source."""

    kind: Literal["gods_art", "j_ruler_ability", "j_ruler_gods_art", "activate"]
    name: str


Purpose = CardDef | Awakened | ActivatedOf | Literal["judgment", "produce", "gods_art", "j_ruler_ability", "j_ruler_gods_art", "activate", "mobilize"] | None
"""What will pays for (FOW-WILL-SPEND-ONLY-R): a card played (awakened: FOW-WILL-SPEND-AWAKENING-R), doing
judgment, the pool, a God's Art ability's cost (FOW-WILL-SPEND-GODS-ART-R), an activate ability of a J-ruler its
player controls (a God's Art one or another: FOW-WILL-SPEND-J-RULER-R), another activate ability or a [Mobilize]
cost (FOW-WILL-SPEND-ACTIVATE-R), any other cost; fow-y-will: an activate ability of a named source its player
controls (FOW-WILL-SPEND-NAMED-R)."""

Need = tuple[dict[str, int], int]
"""A cost to pay now: will by attribute, and the free amount."""


def need_of(*costs: Cost | None, x: int = 0) -> Need:
    specified: dict[str, int] = {}  # summed as Counter.update sums, without its overhead
    free = x
    for cost in costs:
        if cost is None:
            continue
        for attr, amount in cost.specified.items():
            specified[attr] = specified.get(attr, 0) + amount
        free += cost.free
    return specified, free


def need_text(need: Need) -> str:
    specified, free = need
    symbols = "".join(f"{{{attr}}}" * n for attr, n in sorted(specified.items()))
    return (symbols + (f"{{{free}}}" if free or not symbols else "")) or "{0}"


class Source:
    """A usable will ability: a card in the field (or the coin), the will its use makes (one of
    ``produce``, then one of each list of ``more``, FOW-WILL-SEVERAL-R)."""

    __slots__ = ("banish", "cost", "damage", "entity", "key", "life", "more", "only", "produce", "removes", "rest_cards", "rests")

    def __init__(
        self,
        key: str,
        produce: list[WillKind],
        entity: Entity | None,
        rests: bool,
        banish: bool,
        more: list[list[WillKind]] | None = None,
        only: SpendOnly | None = None,
        cost: Cost | None = None,
        life: int = 0,
        rest_cards: BanishCost | None = None,
        removes: BanishCost | None = None,
        damage: int = 0,
    ) -> None:
        self.key = key
        self.removes = removes  # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R
        self.damage = damage  # fow-m-will: FOW-WILL-DAMAGE-R
        self.rest_cards = rest_cards  # FOW-WILL-REST-CARDS-R
        self.only = only
        self.cost = cost
        self.life = life
        self.produce = produce
        self.more = more or []
        self.entity = entity
        self.rests = rests
        self.banish = banish

    @property
    def alone(self) -> bool:
        """FOW-WILL-PAID-R, FOW-COST-LIFE-R, FOW-WILL-REST-CARDS-R: played on its own (a will, life or
        cards cost), never a source inside another payment."""
        return self.cost is not None or self.life > 0 or self.rest_cards is not None or self.removes is not None or self.damage > 0


def _wills_text(option: WillOption) -> str:
    return " and ".join("/".join(unit) for unit in [option.produce, *option.more])


def _sick(board: Board, entity: Entity) -> bool:
    """FOW-PLAY-4: a J/resonator's [Rest] waits until it has been controlled since the turn began."""
    return board.is_j_resonator(entity) and not board.controlled_since_turn_start(entity) and "swiftness" not in board.keywords(entity)


def _makes(option: WillOption, wills: list[str]) -> bool:
    """Whether one use of ``option`` makes exactly ``wills``, in any order (FOW-WILL-SEVERAL-R)."""
    units = [option.produce, *option.more]
    return len(units) == len(wills) and any(all(w in unit for w, unit in zip(order, units, strict=True)) for order in permutations(wills))


def spend_allows(only: SpendOnly | None, purpose: Purpose) -> bool:
    """FOW-WILL-SPEND-ONLY-R: whether will restricted by ``only`` pays for ``purpose``: playing a card
    (its definition), doing judgment, going to the pool (``"produce"``) or another cost (None)."""
    if only is None or purpose == "produce":
        return True
    if purpose is None:
        return False
    if isinstance(purpose, ActivatedOf):
        # fow-y-will: FOW-WILL-SPEND-NAMED-R -- only activate abilities of cards of those names its player controls.
        if only.ability_names:
            return purpose.name in only.ability_names
        purpose = purpose.kind
    if only.ability_names:
        return False  # fow-y-will: FOW-WILL-SPEND-NAMED-R -- nothing else (nor an ability of a card not controlled)
    if purpose == "judgment":
        return only.judgment
    if purpose == "mobilize":
        return only.mobilize  # fow-dec-b: FOW-WILL-SPEND-ACTIVATE-R (CR 1129.2)
    # fow-w2-wide: FOW-WILL-SPEND-GODS-ART-R -- God's Art abilities, or stranger cards or cards of those races.
    # fow-alice-nv: FOW-WILL-SPEND-J-RULER-R -- activate abilities of J-rulers its player controls (God's Art
    # abilities of theirs are activate abilities too, CR 905.4); fow-dec-b: FOW-WILL-SPEND-ACTIVATE-R -- any.
    if isinstance(purpose, str):  # "gods_art", "j_ruler_ability", "j_ruler_gods_art", "activate"
        return (
            only.activate
            or (only.gods_art and purpose in ("gods_art", "j_ruler_gods_art"))
            or (only.j_ruler_abilities and purpose in ("j_ruler_ability", "j_ruler_gods_art"))
        )
    if isinstance(purpose, Awakened):
        # fow-dec-b: FOW-WILL-SPEND-AWAKENING-R: the card, or its [Awakening] part (how much: _awakening_fit).
        return spend_allows(only, purpose.card) or _pays_awakening(only, purpose.card)
    if only.j_ruler_abilities or only.activate or only.mobilize or only.awakening is not None:
        return False
    if only.runes:
        return purpose.rune is not None  # fow-alice-nv: FOW-WILL-SPEND-RUNES-R: a card of the rune type
    if only.gods_art or only.stranger:
        return (only.stranger and "stranger" in purpose.subtypes) or bool(set(only.races) & set(purpose.races))
    return (
        not only.judgment
        and (not only.types or purpose.type in only.types)
        and (not only.races or bool(set(only.races) & set(purpose.races)))
        and (only.keyword is None or only.keyword in purpose.keywords)
        and len(purpose.attributes) >= only.min_attributes
    ) or bool(set(only.or_races) & set(purpose.races))  # fow-y-will: FOW-WILL-SPEND-OR-RACE-R: or a card of one of those races


def _pays_awakening(only: SpendOnly | None, card: CardDef) -> bool:
    """fow-dec-b: FOW-WILL-SPEND-AWAKENING-R: whether will restricted by ``only`` pays the [Awakening] part of
    ``card``'s cost: restricted to [Awakening] costs, or to those of chants and ``card`` is a chant."""
    return only is not None and (only.awakening == "any" or (only.awakening == "chant" and card.type == "chant"))


def play_purpose(card: CardDef, awakened: bool, less: int = 0) -> Purpose:
    """What the will of a card's play pays for: the card, with its [Awakening] part when played awakened
    (fow-dec-b: FOW-WILL-SPEND-AWAKENING-R); fow-n-rulers: FOW-AWAKENING-LESS-R -- that part's free will lowered
    by ``less`` (down to none)."""
    if awakened and card.awakening is not None and card.awakening.cost.total:
        cost = card.awakening.cost
        if less:
            cost = Cost(specified=cost.specified, free=max(0, cost.free - less), x=cost.x)
        return Awakened(card, cost)
    return card


# fow-w2-wide: FOW-WILL-SPEND-GODS-ART-R
def _spend_code(restrictions: Iterable[SpendOnly | None]) -> str:
    """The rule a restricted will spent on something else breaks: FOW-WILL-SPEND-GODS-ART-R for a will
    restricted to God's Art abilities and stranger cards (or races), else FOW-WILL-SPEND-ONLY-R."""
    codes = [
        "FOW-WILL-SPEND-GODS-ART-R" if o.gods_art or o.stranger
        else "FOW-WILL-SPEND-J-RULER-R" if o.j_ruler_abilities
        else "FOW-WILL-SPEND-RUNES-R" if o.runes
        else "FOW-WILL-SPEND-ACTIVATE-R" if o.activate or o.mobilize  # fow-dec-b
        else "FOW-WILL-SPEND-AWAKENING-R" if o.awakening is not None
        else "FOW-WILL-SPEND-NAMED-R" if o.ability_names  # fow-y-will
        else "FOW-WILL-SPEND-OR-RACE-R" if o.or_races  # fow-y-will
        else "FOW-WILL-SPEND-ONLY-R"
        for o in restrictions
        if o is not None
    ]
    return codes[0] if codes else "FOW-WILL-SPEND-ONLY-R"  # fow-alice-nv: the rule of the first restricted will


def pick_option(
    board: Board, entity: Entity, will: str | None, more: list[WillKind], purpose: Purpose = "produce"
) -> tuple[WillOption | None, tuple[str, str] | None]:
    """The will ability of ``entity`` a use making ``will`` and ``more`` for ``purpose`` plays: the first,
    in printed order, that makes them, may pay for it (an unrestricted one before a restricted one,
    FOW-WILL-SPEND-ONLY-R; a free one before a paid one, FOW-WILL-PAID-R) and can be played now
    (FOW-WILL-ABILITIES-R); else why none can."""
    name = board.card(entity.id).name
    options = board.will_options(entity)
    card = board.defn(entity)
    # The will abilities whose condition does not hold now (FOW-WILL-ONLY-IF-R): what they would make.
    waiting = [card.stone_produces] if card.stone_when is not None else []
    waiting += [a.produce for a in card.abilities if isinstance(a, WillAbility) and a.when is not None]
    only_if = ("FOW-WILL-ONLY-IF-R", f"{name}'s will ability may be played only while its condition holds")
    # FOW-COUNTER-WILL-R: the will abilities whose counters this card lacks now, and what they would make.
    short = [a for a in card.abilities if isinstance(a, WillAbility) and not counters_paid(entity, a.cost.remove_counters)]
    lacking = (
        ("FOW-COUNTER-WILL-R", f"{name} has fewer than {short[0].cost.remove_counters.amount} {short[0].cost.remove_counters.counter} counter(s) to remove")
        if short and short[0].cost.remove_counters is not None
        else None
    )
    if not options:
        if board.activate_barred(entity):
            # fow-y-cant: FOW-ACTIVATE-UNLESS-CONTROL-R: a resonator's will abilities are activate abilities (CR 907.1a).
            return None, ("FOW-ACTIVATE-UNLESS-CONTROL-R", f"{name}'s will abilities cannot be played: a continuous ability bars its controller's resonators' activate abilities unless they meet its condition")
        played = board.state.turn.played
        if played is not UNSET and any(isinstance(a, WillAbility) and a.once_per_turn and f"{entity.id}/{i}" in played for i, a in enumerate(card.abilities)):
            # fow-dec-b: FOW-ONCE-PER-TURN-R: its once-per-turn will ability was played this turn.
            return None, ("FOW-ONCE-PER-TURN-R", f"{name}'s will ability was played this turn: once per turn")
        if any(isinstance(a, WillAbility) and a.gods_art is not None for a in card.abilities):
            # fow-hero3: FOW-GODS-ART-WILL-R: its God's Art will ability was played this game.
            return None, ("FOW-GODS-ART-WILL-R", f"{name}'s God's Art will ability was played this game: once per game by that name")
        return None, only_if if waiting else lacking or ("FOW-WILL-2", f"{name} has no will ability")
    if will is not None:
        makes = [o for o in options if any(will in unit for unit in (o.produce, *o.more))]
        if not makes:
            if lacking is not None and any(will in unit for a in short for unit in (a.produce, *a.more)):
                return None, lacking
            if any(will in kinds for kinds in waiting):
                return None, only_if
            if card.type == "magic_stone" and "grants_will" in board.cat.flags and board.grants_will_elsewhere(entity, will):
                # FOW-GRANTED-WILL-R: another player's card grants that will to its controller's magic stones only.
                return None, ("FOW-GRANTED-WILL-R", f"{name} is not a magic stone of the player whose card grants {will} will")
            if card.type == "magic_stone" and "grants_will" in board.cat.flags and board.grants_will_to_other_types(entity, will):
                # fow-y-will: FOW-GRANTED-WILL-TYPE-R: its controller's card grants that will to magic stones of another type.
                return None, ("FOW-GRANTED-WILL-TYPE-R", f"{name} is not of the magic stone type to which its controller's card grants {will} will")
            if any(isinstance(a, WillAbility) and a.of_stones and will in a.produce for a in card.abilities):
                # FOW-WILL-AS-STONES-R: an attribute no magic stone of its controller makes now.
                return None, ("FOW-WILL-AS-STONES-R", f"no magic stone its controller controls makes {will} will: {name} makes {' or '.join(_wills_text(o) for o in options)}")
            return None, ("FOW-WILL-2", f"{name} produces {' or '.join(_wills_text(o) for o in options)}, not {will}")
        matching = [o for o in makes if _makes(o, [will, *more])]
        if not matching:
            return None, (
                "FOW-WILL-SEVERAL-R",
                f"one use of {name}'s will ability makes {' or '.join(_wills_text(o) for o in makes)}: name the will after the first in more, one of each",
            )
        # An unrestricted one before a restricted one, one without a will or life cost before one with
        # (FOW-WILL-PAID-R, FOW-COST-LIFE-R).
        allowed = sorted((o for o in matching if spend_allows(o.only, purpose)), key=lambda o: (o.only is not None, o.paid))
        if not allowed:
            return None, (_spend_code(o.only for o in matching), f"the will {name} makes that way may be spent only on what its ability says, not on this")
        if purpose != "produce" and all(o.paid for o in allowed):
            if all(o.damage for o in allowed):
                # fow-m-will: FOW-WILL-DAMAGE-R
                return None, ("FOW-WILL-DAMAGE-R", f"{name}'s will ability deals damage to you: play it with produce_will first")
            # FOW-WILL-PAID-R / FOW-COST-LIFE-R: a will ability with a will or life cost is played on its own.
            if all(o.cost is None and o.rest_cards is None and o.removes is None for o in allowed):
                return None, ("FOW-COST-LIFE-R", f"{name}'s will ability costs life: play it with produce_will first")
            if all(o.cost is None and o.rest_cards is None for o in allowed):
                # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R
                return None, ("FOW-WILL-REMOVE-GRAVEYARD-R", f"{name}'s will ability removes cards of your graveyard: play it with produce_will and the cards it removes first")
            if all(o.cost is None for o in allowed):
                return None, ("FOW-WILL-REST-CARDS-R", f"{name}'s will ability rests other cards: play it with produce_will and the cards it rests first")
            return None, ("FOW-WILL-PAID-R", f"{name}'s will ability has a will cost: play it with produce_will and its payment first")
        if purpose != "produce":
            allowed = [o for o in allowed if not o.paid]
        options = allowed
    for option in options:
        if not option.rests or not (entity.rested or _sick(board, entity)):
            return option, None
    if entity.rested:
        return None, ("FOW-PLAY-4", f"{name} is rested: [Rest] needs a recovered card")
    return None, ("FOW-PLAY-4", f"{name} entered the field this turn: its [Rest] ability must wait")


def ruler_will_options(board: Board, player: Player) -> list[tuple[int, WillOption]]:
    """fow-hero3: FOW-RULER-WILL-R (CR 902.1b, 907.1a): the will abilities of ``player``'s ruler in its ruler
    area playable now -- (index, option) in printed order: not yet played this turn when "only once per
    turn", with the counters of the ruler their cost removes."""
    slot = player.ruler
    if slot is None:
        return []
    played = board.state.turn.played
    found: list[tuple[int, WillOption]] = []
    for index, ability in enumerate(board.card(slot.id).abilities):
        if not isinstance(ability, WillAbility) or not counters_paid(slot, ability.cost.remove_counters):
            continue
        if ability.once_per_turn and played is not UNSET and f"{slot.id}/{index}" in played:
            continue
        if ability.gods_art is not None and gods_art_played(player, ability.gods_art):
            continue  # FOW-GODS-ART-WILL-R
        cost = ability.cost
        found.append((index, WillOption(ability.produce, ability.more, False, False, ability.only, cost.will, life=cost.life, counters=cost.remove_counters, rest_cards=cost.rest_cards, gods_art=ability.gods_art, removes=cost.remove)))
    return found


def ruler_will_pick(board: Board, player: Player, will: str | None, more: list[WillKind], purpose: Purpose = "produce") -> tuple[tuple[int, WillOption] | None, tuple[str, str] | None]:
    """fow-hero3: FOW-RULER-WILL-R: the will ability of ``player``'s ruler (in its ruler area) a use making
    ``will`` and ``more`` plays -- played on its own with produce_will, never while paying a cost -- or why
    none can."""
    assert player.ruler is not None
    card = board.card(player.ruler.id)
    usable = ruler_will_options(board, player)
    if not usable:
        if any(isinstance(a, WillAbility) for a in card.abilities):
            spent = [a.gods_art for a in card.abilities if isinstance(a, WillAbility) and a.gods_art is not None and gods_art_played(player, a.gods_art)]
            art = f"its God's Art {spent[0]!r} was already played this game (FOW-GODS-ART-WILL-R, once a game), " if spent else ""
            return None, ("FOW-RULER-WILL-R", f"{card.name}'s will ability cannot be played now: {art}only once per turn, or its cost's counters are gone")
        return None, ("FOW-WILL-2", f"{card.name} has no will ability")
    if purpose != "produce":
        return None, ("FOW-RULER-WILL-R", f"{card.name}'s will ability is played from its ruler area on its own: play it with produce_will first")
    for index, option in usable:
        if will is None or _makes(option, [will, *more]):
            return (index, option), None
    return None, ("FOW-WILL-2", f"{card.name} produces {' or '.join(_wills_text(o) for _, o in usable)}, not {will}")


def source_problem(
    board: Board, player: Player, key: str, will: str | None, busy: set[str], more: list[WillKind] | None = None, purpose: Purpose = "produce"
) -> tuple[str, str] | None:
    """Why ``key`` cannot produce ``will`` (and the further wills ``more``) for ``player`` now, to pay for
    ``purpose``: (rule code, message), or None."""
    if player.ruler is not None and key == player.ruler.id:
        return ruler_will_pick(board, player, will, more or [], purpose)[1]  # fow-hero3: FOW-RULER-WILL-R
    if key == "coin":
        if not player.will_coin:
            return "FOW-SETUP-4", "you have no will coin"
        if will is not None and will not in player.will_coin:
            return "FOW-WILL-2", f"your will coin produces {', '.join(player.will_coin)}, not {will}"
        if more:
            return "FOW-WILL-SEVERAL-R", "your will coin produces one will"
        return None
    entity = board.entity(key)
    if entity is None or board.controller(key).id != player.id:
        return "FOW-WILL-2", f"{key} is not a card you control in the field"
    problem = pick_option(board, entity, will, more or [], purpose)[1]
    if key in busy and (problem is None or problem[0] == "FOW-PLAY-4"):
        return "FOW-WILL-3", f"{board.card(key).name} is already used for this cost"
    return problem


def usable_sources(board: Board, player: Player, busy: set[str]) -> list[Source]:
    """One source per will ability usable now (a card with two will abilities gives two)."""
    sources: list[Source] = []
    # ``source_problem(board, player, entity.id, None, busy)``, without looking the card up again when
    # that lookup (``board.entity``: the first card of its owner's field with this id) finds this very
    # entity: the player's own card, met first.  Anything else (a card of the opponent's the player gained
    # control of, FOW-GAIN-CONTROL-R) asks ``source_problem`` itself.
    own = board.has_player(player.id) and board.player(player.id) is player
    met: set[str] = set()
    for entity in player.field:
        key = entity.id
        first = key not in met
        met.add(key)
        options = board.will_options(entity)
        if not options:
            continue
        if own and first and key != "coin" and key.partition(":")[0] == player.id:
            if key in busy:
                continue
        elif source_problem(board, player, key, None, busy) is not None:
            continue
        for option in options:
            if option.rests and (entity.rested or _sick(board, entity)):
                continue
            sources.append(Source(entity.id, option.produce, entity, option.rests, option.banish, option.more, option.only, option.cost, option.life, option.rest_cards, option.removes, option.damage))
    if player.will_coin:
        sources.append(Source("coin", list(player.will_coin), None, False, True))
    return sources


def will_budget(player: Player, usable: list[Source]) -> int:
    """At most how much will the pool and ``usable`` bring: each card counted once, at its largest use."""
    most: dict[str, int] = {}
    for source in usable:
        if source.alone:
            continue  # FOW-WILL-PAID-R: it turns will into will, it brings none; FOW-COST-LIFE-R, FOW-WILL-REST-CARDS-R: played on its own
        most[source.key] = max(most.get(source.key, 0), 1 + len(source.more))
    return sum(player.pool.values()) + sum(most.values())


def check_payment(
    board: Board, player: Player, need: Need, payment: Payment, busy: set[str], purpose: Purpose = None, *, gems: bool = False, removes: bool = False, counters: bool = False
) -> Violation | None:
    """The violation of paying ``need`` with ``payment``, or None.  ``busy``: cards the cost itself rests
    or banishes, which cannot also produce will; ``purpose``: what is paid for (FOW-WILL-SPEND-ONLY-R);
    ``gems``: the caller checked the payment's gems (FOW-COST-GEM-R), which are refused elsewhere."""
    if payment.gems and not gems:
        return violation("FOW-COST-GEM-R", "this cost banishes no gem", path="/action/payment/gems")
    if payment.remove and not removes:
        # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: ``removes``: the caller checked the graveyard cards named.
        return violation("FOW-COST-REMOVE-GRAVEYARD-R", "this cost removes no card of your graveyard from the game", path="/action/payment/remove")
    if payment.counters and not counters:
        # fow-p-cost: FOW-COST-COUNTERS-FROM-R: ``counters``: the caller checked the counters named.
        return violation("FOW-COST-COUNTERS-FROM-R", "this cost removes no counters from cards you control", path="/action/payment/counters")
    produced: Counter[str] = Counter()
    used: set[str] = set()
    for index, use in enumerate(payment.sources):
        if use.card in used:
            return violation("FOW-WILL-3", f"{use.card} is used twice", path=f"/action/payment/sources/{index}")
        problem = source_problem(board, player, use.card, use.will, busy, use.more, purpose)
        if problem is not None:
            return violation(problem[0], problem[1], path=f"/action/payment/sources/{index}/card")
        used.add(use.card)
        produced[use.will] += 1
        for kind in use.more:
            produced[kind] += 1
    for kind, amount in payment.pool.items():
        have = player.pool.get(kind, 0)
        if amount > have:
            return violation(
                "FOW-WILL-2", f"your will pool has {have} {kind}, not {amount}", path=f"/action/payment/pool/{kind}"
            )
        produced[kind] += amount
    for kind, amount in payment.restricted.items():
        have = sum(1 for held in player.restricted or [] if held.will == kind)
        allowed = sum(1 for held in player.restricted or [] if held.will == kind and spend_allows(held.only, purpose))
        if amount > allowed:
            code = _spend_code(held.only for held in player.restricted or [] if held.will == kind) if amount <= have else "FOW-WILL-2"
            return violation(
                code, f"your will pool has {allowed} restricted {kind} will that may pay for this ({have} in all), not {amount}", path=f"/action/payment/restricted/{kind}"
            )
        produced[kind] += amount
    specified, free = need
    total_need = sum(specified.values()) + free
    total = sum(produced.values())
    if total < total_need:
        return violation(
            "FOW-WILL-3",
            f"the cost is {need_text(need)} ({total_need} will) but the payment brings {total}: pay all of it or nothing",
            path="/action/payment",
        )
    if total > total_need:
        return violation(
            "FOW-WILL-5-R",
            f"the payment brings {total} will for a cost of {total_need}; produce extra will with produce_will first",
            path="/action/payment",
        )
    for attr, amount in specified.items():
        if produced[attr] < amount:
            return violation(
                "FOW-WILL-1",
                f"the cost {need_text(need)} needs {amount} {attr} will; the payment brings {produced[attr]}",
                path="/action/payment",
            )
    if isinstance(purpose, Awakened):
        return _awakening_fit(board, player, payment, purpose, need, produced)
    return None


def _spent(player: Player, kind: str, amount: int, purpose: Purpose) -> list[int]:
    """The entries of ``player``'s restricted will a payment of ``amount`` ``kind`` for ``purpose`` spends: the
    first ones, in the order they were produced, whose restriction allows it (FOW-WILL-SPEND-ONLY-R)."""
    return [i for i, held in enumerate(player.restricted or []) if held.will == kind and spend_allows(held.only, purpose)][:amount]


def _awakening_fit(board: Board, player: Player, payment: Payment, purpose: Awakened, need: Need, produced: Counter[str]) -> Violation | None:
    """fow-dec-b: FOW-WILL-SPEND-AWAKENING-R (CR 1110.2, 907.1a): the will of the payment that may pay only the
    [Awakening] part of the cost (a source's restricted will ability, restricted will of the pool) pays within that
    part -- an attribute symbol by its own attribute, else its free will -- and the rest of the payment pays the
    remaining cost, each attribute symbol by its own will."""
    only_awakening: list[str] = []  # will kinds
    for use in payment.sources:
        entity = board.entity(use.card) if use.card != "coin" else None
        option = pick_option(board, entity, use.will, list(use.more), purpose)[0] if entity is not None else None
        if option is not None and not spend_allows(option.only, purpose.card):
            only_awakening += [use.will, *use.more]
    held = player.restricted or []
    for kind, amount in payment.restricted.items():
        only_awakening += [held[i].will for i in _spent(player, kind, amount, purpose) if not spend_allows(held[i].only, purpose.card)]
    left: dict[str, int] = {str(attr): amount for attr, amount in purpose.cost.specified.items()}
    free = purpose.cost.free
    fitted: Counter[str] = Counter()
    for will in only_awakening:
        if left.get(will, 0) > 0:
            left[will] -= 1
            fitted[will] += 1
        elif free > 0:
            free -= 1
        else:
            return violation(
                "FOW-WILL-SPEND-AWAKENING-R",
                f"the will restricted to [Awakening] costs ({len(only_awakening)}) is more than its [Awakening] cost {need_text(need_of(purpose.cost))} takes",
                path="/action/payment",
            )
    for attr, amount in need[0].items():
        rest = produced[attr] - only_awakening.count(attr)
        if rest < amount - fitted[attr]:
            return violation(
                "FOW-WILL-1",
                f"the cost {need_text(need)} needs {amount} {attr} will; will restricted to [Awakening] costs pays {fitted[attr]} of it and the rest of the payment {rest}",
                path="/action/payment",
            )
    return None


def apply_payment(board: Board, player: Player, payment: Payment, events: list[Event], purpose: Purpose = None) -> None:
    """Use the sources (rest or banish them) and take the will from the pool; the will is spent at once."""
    for use in payment.sources:
        if use.card == "coin":
            player.will_coin = None
            continue
        entity = board.entity(use.card)
        assert entity is not None
        option = pick_option(board, entity, use.will, use.more, purpose)[0]
        assert option is not None
        if option.counters is not None:
            # FOW-COUNTER-WILL-R: the counters go as the ability is played.
            remove_counters(entity, option.counters.counter, option.counters.amount, events)
        if option.banish:
            board.leave_field(entity, "graveyard", events)
        elif option.rests:
            rest(board, entity, events)  # FOW-TRIG-RESTED-R
    for kind, amount in payment.pool.items():
        left = player.pool[kind] - amount
        if left:
            player.pool[kind] = left
        else:
            del player.pool[kind]
    for kind, amount in payment.restricted.items():
        held_now = player.restricted or []
        spent = _spent(player, kind, amount, purpose)
        player.restricted = [held for i, held in enumerate(held_now) if i not in spent] or UNSET
    if payment.sources or payment.pool or payment.restricted:
        events.append(ev.Paid(player=player.id, payment=_payment_json(payment)))


def pay_life(player: Player, amount: int, events: list[Event]) -> None:
    """FOW-COST-LIFE-R: "pay N life" as a cost lowers its player's life by N (the caller checked N is at most
    their life, CR 105.4a); no damage is dealt (CR 1007.2 is damage, this is payment)."""
    player.life -= amount
    events.append(ev.Life(player=player.id, change=-amount, life=player.life))


def _payment_json(payment: Payment) -> dict[str, object]:
    return {
        "sources": [{"card": use.card, "will": use.will, **({"more": list(use.more)} if use.more else {})} for use in payment.sources],
        "pool": dict(payment.pool),
        **({"restricted": dict(payment.restricted)} if payment.restricted else {}),
    }


def available_will(board: Board, player: Player, busy: set[str]) -> int:
    return will_budget(player, usable_sources(board, player, busy))


def find_payment(board: Board, player: Player, need: Need, busy: set[str], usable: list[Source] | None = None) -> Payment | None:
    """A canonical exact payment of ``need``, or None when none exists.  ``usable``: the player's
    usable sources, when the caller has them already (those in ``busy`` are left out)."""
    specified, free = need
    pool = cast("dict[str, int]", dict(player.pool))  # will kinds are the str keys ``specified`` uses
    take: Counter[str] = Counter()
    remaining: dict[str, int] = {}
    for attr, amount in specified.items():
        use = min(amount, pool.get(attr, 0))
        if use:
            take[attr] += use
            pool[attr] -= use
        if amount - use:
            remaining[attr] = amount - use
    free_left = free
    # Free will from the pool: void first, then the most plentiful attribute.
    for kind in sorted(pool, key=lambda k: (k != "void", -pool[k], k)):
        if free_left == 0:
            break
        use = min(free_left, pool[kind])
        if use:
            take[kind] += use
            pool[kind] -= use
            free_left -= use
    # FOW-WILL-SEVERAL-R: the canonical payment uses will abilities making one will; one making several is
    # used with produce_will first (or named with its further wills in a payment of one's own).  Restricted
    # will (FOW-WILL-SPEND-ONLY-R) is left to payments of the player's own too.
    if usable is None:
        sources = [s for s in usable_sources(board, player, busy) if not s.more and s.only is None and not s.alone]
    else:
        sources = [s for s in usable if s.key not in busy and not s.more and s.only is None and not s.alone]
    if len({s.key for s in sources}) + sum(pool.values()) < sum(remaining.values()) + free_left:
        return None
    counts = Counter(kind for s in sources for kind in s.produce)
    sources.sort(key=lambda s: (s.key == "coin", len(s.produce) > 1, s.entity is not None and board.is_j_resonator(s.entity), s.key))
    units = [attr for attr in SPECIFIED_WILL for _ in range(remaining.get(attr, 0))]  # moon and time too (FOW-WILL-MOON-R, FOW-WILL-TIME-R)
    chosen: list[tuple[Source, WillKind]] = []
    if not _match(units, 0, sources, set(), chosen):
        return None
    used = {s.key for s, _ in chosen}
    rest = [s for s in sources if s.key not in used]
    rest.sort(key=lambda s: (s.key == "coin", len(s.produce) > 1, s.entity is not None and board.is_j_resonator(s.entity), -counts[s.produce[0]], s.key))
    for source in rest:
        if free_left == 0:
            break
        if source.key not in used:  # a card with two will abilities is used once
            used.add(source.key)
            chosen.append((source, source.produce[0]))
            free_left -= 1
    if free_left:
        return None
    return Payment(
        sources=[WillUse(card=s.key, will=kind) for s, kind in chosen],
        pool={cast(WillKind, k): v for k, v in take.items() if v},  # ``take`` counts the will kinds of ``specified``
    )


def _match(units: list[str], index: int, sources: list[Source], used: set[str], chosen: list[tuple[Source, WillKind]]) -> bool:
    """Assign each needed attribute unit a distinct source producing it (small backtracking search)."""
    if index == len(units):
        return True
    attr = units[index]
    for source in sources:
        if source.key in used or attr not in source.produce:
            continue
        used.add(source.key)
        chosen.append((source, attr))
        if _match(units, index + 1, sources, used, chosen):
            return True
        used.discard(source.key)
        chosen.pop()
    return False


def can_pay(board: Board, player: Player, need: Need, busy: set[str]) -> bool:
    return find_payment(board, player, need, busy) is not None
