"""Playing cards and abilities: one check per action type, used by both ``verify`` and ``legal_actions``.

* ``play_card`` (FOW-PLAY-1, FOW-PLAY-3, FOW-PRIO-4 or FOW-PRIO-5): from hand; from standby for [Trigger] cards
  (FOW-PLAY-5, FOW-KW-TRIGGER, FOW-AMB-12); from the graveyard by [Remnant] (FOW-KW-REMNANT); main
  timing unless [Quickcast] (FOW-KW-QUICKCAST) or [Trigger]; modes, X, targets (FOW-KW-BARRIER);
  additional cost [Awakening] (FOW-KW-AWAKENING); alternative costs [Incarnation] (FOW-KW-INCARNATION) and
  [Mastery] (FOW-KW-MASTERY-R); cost lowered by [Solarisation] (FOW-KW-SOLARISATION-R);
  the payment (FOW-WILL-1, FOW-WILL-2, FOW-WILL-3, FOW-WILL-5-R).
* ``activate`` (FOW-PRIO-4, FOW-PLAY-4, FOW-KW-SWIFTNESS); ``produce_will`` (FOW-WILL-2, FOW-PRIO-6).
* ``judgment`` (FOW-JUDG-1, FOW-JUDG-3, FOW-AMB-8), ``call_stone`` (FOW-WILL-4, FOW-JUDG-4, FOW-AMB-5),
  ``standby`` (FOW-PLAY-5, FOW-PRIO-6).
* ``play_automatic`` (FOW-PRIO-7): the targets of a triggered automatic ability.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import combinations, combinations_with_replacement, permutations, product
from typing import Literal

from msgspec import UNSET, structs

from ..core.errors import Violation
from ..core.game import Event
from ..core.rng import Rng
from . import effects
from . import events as ev
from .board import (
    Board,
    WillOption,
    granting_ability,
    j_ruler_of,
    leave_removed,
    remove_counters,
    sync_counts,
)
from .cards import def_id_of
from .effects import (
    automatic_kind,
    condition_holds,
    event_happened,
    item_text,
    trigger_enter,
    trigger_played,
)
from .rules import violation
from .state import (
    Activate,
    CallStone,
    ChaseItem,
    CounterPick,
    DoJudgment,
    Entity,
    Payment,
    Pending,
    PlayAutomatic,
    PlayCard,
    Player,
    ProduceWill,
    PutStandby,
    RestrictedWill,
    RulerSlot,
    State,
    WillUse,
)
from .targets import UNCHOSEN, check_targets, counted_bound, target_lists, target_problem
from .vocabulary import (
    ZERO_COST,
    AbilityCost,
    AnyAbility,
    Arrange,
    AsLongAs,
    AttributeCostWith,
    Automatic,
    Awakening,
    BanishChosen,
    BanishCost,
    Cancel,
    CardDef,
    Cost,
    CountersFrom,
    Damage,
    GemCost,
    LookHand,
    Modify,
    PayLifeAny,
    PayWill,
    Recover,
    RemoveAll,
    RuneAreaCost,
    Search,
    TargetSpec,
    ToDeck,
    TriggerSpec,
    WillAbility,
)
from .vocabulary import Activate as ActivateAbility
from .will import (
    ActivatedOf,
    Need,
    Purpose,
    Source,
    apply_payment,
    check_payment,
    find_payment,
    need_of,
    pay_life,
    pick_option,
    play_purpose,
    ruler_will_options,
    ruler_will_pick,
    source_problem,
    usable_sources,
    will_budget,
)

STANDBY_COST = Cost(free=2)


def main_timing(state: State, pid: str) -> bool:
    """FOW-TURN-3: the turn player's main phase, with priority, no battle and an empty chase."""
    return (
        state.phase == "main"
        and state.turn.player == pid
        and state.priority == pid
        and state.decision is None
        and state.battle is None
        and not state.chase
    )


def chase_closed(board: Board) -> bool:
    """FOW-NO-CHASE-R: the last object on the chase is a spell players cannot chase to (fow-s-keyword:
    FOW-AWAKENED-NO-CHASE-R: of a card that says so when awakened, played awakened)."""
    chase = board.state.chase
    if not chase or chase[-1].kind != "spell":
        return False
    closed = board.card(chase[-1].card).no_chase
    return closed is True or (closed == "awakened" and chase[-1].awakened)


_NO_CHASE = "the last object on the chase is a spell players cannot chase to"


def _main_timing_violation(state: State, what: str, code: str = "FOW-PRIO-5") -> Violation:
    if state.turn.player != state.priority:
        why = "it is your opponent's turn"
    elif state.phase != "main":
        why = f"it is the {state.phase} phase"
    elif state.battle is not None:
        why = "a battle is under way"
    else:
        why = "the chase is not empty"
    return violation(code, f"{what} only at main timing: {why}", path="/action/type")


# -- play a card ---------------------------------------------------------------------------------------


def spell_forbidden(state: State, pid: str, card: CardDef) -> bool:
    """FOW-NO-SPELLS-R: an effect forbids ``pid`` this kind of spell (summon: a resonator, FOW-SPELL-KIND-R)."""
    if not state.turn.forbidden:
        return False
    return f"{pid}/{'summon' if card.type == 'resonator' else 'normal'}" in state.turn.forbidden


def cheap_spell_barred(board: Board, player: Player, card: CardDef, x: int) -> bool:
    """fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R (CR 903.1a-2): a card of the opponent's field (with its abilities) bars
    ``player`` cards of total cost N or less -- the printed cost, X as chosen (checked as X is chosen, CR 903.2h)."""
    if not board.cat.cheap_spells_barred:
        return False
    bars = [board.defn(entity).opponent_spells_max for entity in board.opponent(player.id).field]
    total = effects.total_cost_played(card, x)
    return any(most is not None and total <= most for most in bars)


def name_banned(player: Player, card: CardDef) -> bool:
    """fow-reiya-lapis: FOW-HAND-NAME-BAN-R: an effect forbids ``player`` cards of this name for now."""
    return player.name_bans is not UNSET and any(card.has_name(ban.name) for ban in player.name_bans)


def locate_playable(board: Board, player: Player, card_id: str) -> str | None:
    if card_id in player.hand:
        return "hand"
    if player.rune_area is not UNSET and card_id in player.rune_area:
        return "rune_area"  # FOW-RUNE-PLAY-R
    if any(s.id == card_id for s in player.standby):
        return "standby"
    if card_id in player.graveyard:
        return "graveyard"
    if player.cyberbrain is not UNSET and card_id in player.cyberbrain:
        # FOW-KW-DIVE-R: a removed card with a cyberbrain counter on it.
        return "removed"
    if card_id in player.removed and (_play_from(board.card(card_id), "removed") or _playable_now(board, player, card_id)):
        return "removed"  # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R, FOW-PLAY-REMOVED-UNTIL-R
    return None


def _play_from(card: CardDef, zone: str) -> bool:
    """fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R: whether the card says its owner may play it from ``zone``."""
    return card.play_from is not None and card.play_from.zone == zone


def _playable_now(board: Board, player: Player, card_id: str) -> bool:
    """fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R: an effect let ``player`` play this card of their removed area until end
    of turn."""
    return f"{player.id}/{card_id}" in (board.state.turn.playable or [])


def zone_play_problem(board: Board, player: Player, card: CardDef, card_id: str, zone: str) -> Violation | None:
    """Whether its owner may play ``card`` from ``zone`` now: from a graveyard by [Remnant] (FOW-KW-REMNANT), from the
    removed area with a cyberbrain counter on it (FOW-KW-DIVE-R); fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R -- or as
    the card's own "You may play this card from your removed area (graveyard)" says, while its condition (a text
    granted by [Null]) holds; FOW-PLAY-ONLY-FROM-R -- "..., but not from anywhere else": never from the hand."""
    permit = card.play_from
    if zone == "hand" and permit is not None and permit.only:
        return violation("FOW-PLAY-ONLY-FROM-R", f"{card.name} may be played from your {permit.zone} only, not from anywhere else", path="/action/card")
    if zone not in ("graveyard", "removed") or zone == "graveyard" and "remnant" in card.keywords:
        return None
    if zone == "removed" and (card_id in (player.cyberbrain or []) or _playable_now(board, player, card_id)):
        return None  # FOW-KW-DIVE-R; fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R
    if permit is None or permit.zone != zone:
        return violation("FOW-KW-REMNANT", f"{card.name} has no [Remnant]: it cannot be played from the graveyard", path="/action/card")
    if permit.when is not None and not board.holds(permit.when, card_id, player.id):
        return violation("FOW-PLAY-FROM-ZONE-R", f"{card.name} may be played from your {permit.zone} only while its condition holds", path="/action/card")
    return None


def play_specs(card: CardDef | ActivateAbility | Automatic, mode: int | None) -> list[TargetSpec]:
    """The targets of a card, or of an activate or automatic ability (FOW-MODES-ABILITY-R), with ``mode`` chosen."""
    if card.modes:
        return list(card.modes[mode].targets) if mode is not None and mode < len(card.modes) else []
    return list(card.targets)


def divided_damage(board: Board, card: CardDef | Automatic, mode: int | None, card_id: str, controller: str, own_atk: int = 0) -> int | None:
    """FOW-DAMAGE-DIVIDED-R: the damage a card (FOW-DAMAGE-DIVIDED-ABILITY-R: an automatic ability of ``card_id``)
    divides among its targets as it is played (None: it divides none); FOW-DAMAGE-DIVIDED-X-R (CR 903.2h-3): an X of
    the total ATK of a group of ``controller``'s, fixed now (a card's ATK below 0 adds nothing); an X of the source's
    own ATK: ``own_atk``."""
    effects = card.modes[mode].effects if card.modes and mode is not None and mode < len(card.modes) else card.effects
    effect = next((effect for effect in effects if isinstance(effect, Damage) and effect.divided), None)
    if effect is None:
        return None
    if effect.divided_atk is not None:
        return sum(max(0, board.stats(e)[0]) for e, _ in board.field_matches(effect.divided_atk, board.player(controller), card_id))
    if effect.divided_own_atk:
        return max(0, own_atk)
    return effect.amount


def check_divide(board: Board, card: CardDef, action: PlayCard) -> Violation | None:
    """FOW-DAMAGE-DIVIDED-R (CR 903.2j, 903.2j-1): the division of a divided damage, made as the card is played: one
    share per target chosen, each a positive multiple of 100, the shares adding up to the printed damage (or the X
    fixed now, FOW-DAMAGE-DIVIDED-X-R); none for a card that divides no damage."""
    return check_division(divided_damage(board, card, action.mode, action.card, action.player), card.name, action.targets, action.divide, _divided_rule(card, action.mode), divided_least(card, action.mode))


def divided_least(card: CardDef | Automatic, mode: int | None) -> int:
    """fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R: the least share a divided damage assigns each target (100 but for a printed
    minimum)."""
    effects = card.modes[mode].effects if card.modes and mode is not None and mode < len(card.modes) else card.effects
    return max([100] + [e.divided_least for e in effects if isinstance(e, Damage) and e.divided])


def check_division(total: int | None, name: str, targets: list[str], divide: list[int], rule: str, least: int = 100) -> Violation | None:
    """FOW-DAMAGE-DIVIDED-R: ``divide`` a division of ``total`` among ``targets`` (None: nothing divided, no division);
    shares adding up to another amount cite ``rule``; a share under a printed minimum ``least`` cites
    FOW-DAMAGE-DIVIDED-TWO-R."""
    if total is None:
        if divide:
            return violation("FOW-DAMAGE-DIVIDED-R", f"{name} divides no damage among its targets", path="/action/divide")
        return None
    if UNCHOSEN in targets:
        return violation("FOW-DAMAGE-DIVIDED-R", "the targets of a divided damage are listed one after another, none left unchosen between them", path="/action/targets")
    if len(divide) != len(targets) or not targets:
        return violation("FOW-DAMAGE-DIVIDED-R", f"{name} divides {total} damage: one share per target chosen ({len(targets)} target(s), {len(divide)} share(s) given)", path="/action/divide")
    for index, share in enumerate(divide):
        if share < 100 or share % 100:
            return violation("FOW-DAMAGE-DIVIDED-R", f"a share of divided damage is a positive multiple of 100, not {share}", path=f"/action/divide/{index}")
        if share < least:
            return violation("FOW-DAMAGE-DIVIDED-TWO-R", f"{name} assigns each target at least {least} damage, not {share}", path=f"/action/divide/{index}")
    if sum(divide) != total:
        return violation(rule, f"the shares add up to {sum(divide)}, not the {total} damage {name} divides", path="/action/divide")
    return None


def _divided_rule(card: CardDef | Automatic, mode: int | None) -> str:
    """The rule a division's total answers to: FOW-DAMAGE-DIVIDED-X-R for an X of a total ATK fixed as it is played,
    FOW-DAMAGE-DIVIDED-ABILITY-R for an automatic ability's."""
    effects = card.modes[mode].effects if card.modes and mode is not None and mode < len(card.modes) else card.effects
    if any(isinstance(e, Damage) and e.divided_atk is not None for e in effects):
        return "FOW-DAMAGE-DIVIDED-X-R"
    return "FOW-DAMAGE-DIVIDED-ABILITY-R" if isinstance(card, Automatic) else "FOW-DAMAGE-DIVIDED-R"


def automatic_divided(board: Board, pending: Pending, mode: int | None) -> tuple[int | None, str]:
    """FOW-DAMAGE-DIVIDED-ABILITY-R (CR 903.2h-3, 903.2j): the damage a pending automatic ability divides as it is
    played (None: none) and the rule its total answers to; an X of its source's ATK is that ATK now (as it last was in
    the field, for a source gone: FOW-LAST-KNOWN-SOURCE-ATK-R)."""
    if not isinstance(pending.ability, int):
        return None, "FOW-DAMAGE-DIVIDED-R"
    ability = board.ability_def(pending.source, automatic_kind(pending), pending.despair).abilities[pending.ability]
    if not isinstance(ability, Automatic):
        return None, "FOW-DAMAGE-DIVIDED-R"
    entity = board.entity(pending.source)
    own = board.stats(entity)[0] if entity is not None else (pending.source_atk if pending.source_atk is not UNSET else 0)
    return divided_damage(board, ability, mode, pending.source, pending.controller, own), _divided_rule(ability, mode)


def division_fits(total: int | None, targets: int) -> bool:
    """FOW-DAMAGE-DIVIDED-R: ``targets`` chosen targets can share ``total`` (None: nothing divided) -- at least 100 each."""
    return total is None or (1 <= targets <= total // 100 and not total % 100)


def even_division(total: int, targets: int) -> list[int]:
    """FOW-DAMAGE-DIVIDED-R: ``total`` damage spread as evenly as it can be over ``targets`` targets in hundreds (the
    first ones take the odd hundreds): the division the listed plays make (any other is as legal)."""
    base, odd = divmod(total // 100, targets)
    return [(base + 1) * 100] * odd + [base * 100] * (targets - odd)


def check_mode(board: Board, holder: CardDef | ActivateAbility | Automatic, mode: int | None, source: str, controller: str, rule: str) -> Violation | None:
    """The mode named as a card or ability is played (CR 903.2g): none but for a modal one, whose player
    names one of its options (``rule`` otherwise); one chosen at random is never named (FOW-CHOOSE-AT-RANDOM-R)."""
    name = board.card(source).name
    if getattr(holder, "guidance", None):
        if mode is not None:
            # fow-s-trig: FOW-GUIDANCE-R (CR 1146.2): the counters put picked its [Guidance] texts as it triggered.
            return violation("FOW-GUIDANCE-R", f"{name}: its [Guidance] texts are the ones the guidance counters put passed, not chosen by its player", path="/action/mode")
    elif getattr(holder, "random_mode", False):
        if mode is not None:
            return violation("FOW-CHOOSE-AT-RANDOM-R", f"{name}: its mode is chosen at random as it is played, not by its player", path="/action/mode")
    elif holder.modes:
        if mode is None or mode >= len(holder.modes):
            return violation(rule, f"{name}: choose a mode from 0 to {len(holder.modes) - 1}", path="/action/mode")
        chosen = holder.modes[mode]
        if chosen.when is not None and not board.holds(chosen.when, source, controller):
            if chosen.when.count is not None and chosen.when.count.before:
                # FOW-KW-TORRENT-R (CR 1124.5): without another card played before it, the option does not exist.
                return violation("FOW-KW-TORRENT-R", f"{name}: option {mode} is [Torrent] text: its player played no other card this turn", path="/action/mode")
            if not chosen.combines:
                # FOW-MODES-ONLY-IF-R (CR 903.2g): "choose the second only if ..." as it is played.
                return violation("FOW-MODES-ONLY-IF-R", f"{name}: option {mode} may be chosen only while its condition holds", path="/action/mode")
            # FOW-MODES-MORE-R (CR 903.2g): options chosen together only while the condition holds as it is played.
            return violation("FOW-MODES-MORE-R", f"{name}: options {chosen.combines} may be chosen together only while its condition holds", path="/action/mode")
    elif mode is not None:
        return violation(rule, f"{name} has no modes", path="/action/mode")
    return None


def mode_choices(board: Board, holder: CardDef | ActivateAbility | Automatic, source: str, controller: str, *, awakened: bool = False) -> list[int | None]:
    """The modes its player may name now (CR 903.2g): ``[None]`` unless the card or ability is modal; fow-s-modal:
    FOW-MODES-AWAKENED-R -- the combinations for an awakened card only when it is played ``awakened``."""
    if not holder.modes or getattr(holder, "random_mode", False) or getattr(holder, "guidance", None):
        return [None]
    return [i for i, m in enumerate(holder.modes) if (m.when is None or board.holds(m.when, source, controller)) and (awakened or not m.awakened)]


def remaining_divinity(board: Board, player: Player) -> int | None:
    """FOW-KW-DIVINITY-R (CR 711.4, 1136.2): the combined [Divinity] of the J/rulers ``player`` controls (the
    ruler in its ruler area, J-rulers in the field) minus the divinity of the runes revealed in their rune
    area; None when none of them has [Divinity] (no rune is played from the rune area, CR 711.1)."""
    values = [board.card(player.ruler.id).divinity] if player.ruler is not None else []
    values += [board.defn(entity).divinity for entity in player.field if entity.j_ruler]
    held = [value for value in values if value is not None]
    if not held:
        return None
    return sum(held) - sum(board.card(c).divinity or 0 for c in player.runes_revealed or [])


def quickcast(board: Board, player: Player, card: CardDef, zone: str) -> bool:
    """[Quickcast] of the card played (FOW-KW-QUICKCAST); FOW-RUNES-QUICKCAST-R (CR 709.3c): a rune played from the
    rune area of a player who controls a J-ruler in the field granting [Quickcast] to the runes of that area."""
    if "quickcast" in card.keywords:
        return True
    if zone == "hand" and board.cat.hand_quickcast and _hand_quickcast(board, player, card):
        return True
    return zone == "rune_area" and any(entity.j_ruler and board.defn(entity).runes_quickcast for entity in player.field)


def _hand_quickcast(board: Board, player: Player, card: CardDef) -> bool:
    """lead-p: FOW-HAND-QUICKCAST-R: a card of the player's field (with its abilities) or their ruler in its ruler
    area grants [Quickcast] to cards of their hand of a filter ``card`` passes."""
    grants = [board.defn(entity).hand_quickcast for entity in player.field]
    if player.ruler is not None:
        grants.append(board.card(player.ruler.id).hand_quickcast)
    return any(wanted is not None and effects.fits(card, wanted) for wanted in grants)


def zone_change(card: CardDef, zone: str) -> RuneAreaCost | None:
    """The change of the card's cost for a play from ``zone``: FOW-RUNE-AREA-COST-R's from a rune area; fow-r-zoneplay:
    FOW-ZONE-COST-R's from its owner's removed area (a graveyard)."""
    if zone == "rune_area":
        return card.rune_area_cost
    return card.zone_cost if card.zone_cost is not None and card.zone_cost.zone == zone else None


def rune_area_costs(card: CardDef, bases: list[Cost | None], change: RuneAreaCost | None) -> list[Cost | None]:
    """FOW-RUNE-AREA-COST-R (CR 903.2k-4): the costs of a play from the rune area -- each base raised by "you pay
    <cost> more", or lowered by "you may pay <cost> less" (an attribute symbol by one of its own, free will
    down to none) besides the base itself; fow-r-zoneplay: FOW-ZONE-COST-R -- ``change``: that of the zone played
    from (a compulsory decrease: the lowered cost alone)."""
    if change is None or card.cost is None or change.more:
        return bases  # fow-m-cost: an increase is in the bases already (play_costs, CR 903.2k-3 before 903.2k-4)
    costs: list[Cost | None] = []
    for base in bases:
        cost = base if base is not None else card.cost
        attrs = set(cost.specified) | set(change.cost.specified)
        specified = {a: cost.specified.get(a, 0) - change.cost.specified.get(a, 0) for a in attrs}
        costs.append(Cost(specified={a: n for a, n in specified.items() if n > 0}, free=max(0, cost.free - change.cost.free), x=cost.x))
        if change.optional:
            costs.append(base)
    return costs


def check_rune_play(board: Board, player: Player, card: CardDef, card_id: str) -> Violation | None:
    """FOW-RUNE-PLAY-R (CR 711.1, 711.2, 711.4, 711.5, 1136.2): a rune played from its player's rune area is face
    down there, a J/ruler they control has [Divinity], and its divinity is within their remaining divinity."""
    if card_id in (player.runes_revealed or []):
        return violation("FOW-RUNE-PLAY-R", f"{card.name} is revealed in your rune area: only face-down runes are played (CR 711.5)", path="/action/card")
    remaining = remaining_divinity(board, player)
    if remaining is None:
        return violation("FOW-KW-DIVINITY-R", f"no J/ruler {player.id} controls has [Divinity]: no rune is played from the rune area (CR 711.1)", path="/action/card")
    if (card.divinity or 0) > remaining:
        message = f"{card.name} has divinity {card.divinity}: {player.id}'s remaining divinity is {remaining} (CR 711.2, 711.4)"
        return violation("FOW-RUNE-PLAY-R", message, path="/action/card")
    return None


def play_need(card: CardDef, zone: str, action: PlayCard, base: Cost | None = None, awakening_less: int = 0, more: int = 0) -> Need:
    """The actual cost (FOW-PLAY-1): card cost (``base`` if lowered, FOW-PLAY-LESS-R; none from standby,
    none with Incarnation or Mastery), the trigger cost, the Awakening cost (its free will lowered by
    ``awakening_less``, FOW-AWAKENING-LESS-R), and X.  fow-m-cost: FOW-CHANTS-MORE-R -- ``more``: an increase
    ``base`` already holds, added here when the card cost is not paid (CR 903.2k-2, then 903.2k-3)."""
    printed = None if zone == "standby" or action.incarnation or action.mastery else base if base is not None else card.cost
    trigger_cost = card.trigger.cost if card.trigger is not None else None
    awakening = card.awakening.cost if action.awakening and card.awakening is not None else None
    # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: an X of counters removed is no will.
    need = need_of(printed, trigger_cost, awakening, x=0 if _counters_x(card) else action.x)
    if more and (printed is None or card.cost is None):
        need = need[0], need[1] + more
    if awakening is not None and awakening_less:
        # fow-n-rulers: FOW-AWAKENING-LESS-R (CR 903.2k-4, 1110.2): the [Awakening] part's free will (its X
        # too, when the X is the [Awakening] cost's) lowered, down to none.
        need = need[0], need[1] - min(awakening_less, awakening.free + (action.x if awakening.x else 0))
    if action.solarise and card.solarisation is not None:
        # FOW-KW-SOLARISATION-R (CR 1162.2, 903.2k-4): {N} less, taken from the free will, down to none.
        return need[0], max(0, need[1] - card.solarisation)
    return need


def play_costs(
    board: Board, player: Player, card: CardDef, targets: list[str] | None = None, more: Cost | None = None, paid_by: bool = False, instance: str | None = None
) -> list[Cost | None]:
    """:func:`_first_costs`, then fow-w-costs: FOW-PLAY-LESS-TWO-R (CR 903.2k-4: every decrease applies) -- the card's second
    "(you may) pay <cost> less to play this card if <condition>" lowers each of them while its own condition holds (an
    attribute symbol by one of its own, free will down to none; with "you may", each stays allowed unlowered too)."""
    costs = _first_costs(board, player, card, targets, more, paid_by, instance)
    also = card.play_less_also
    if also is None or also.when is None or card.cost is None or not board.holds(also.when, instance or card.id, player.id):
        return costs
    raised = card.cost if more is None else _raised(card.cost, more)
    found: list[Cost | None] = []
    for cost in costs:
        base = cost if cost is not None else raised
        lowered = _lowered(base, also.less)
        for kept in ([lowered, cost] if also.optional else [lowered]) if lowered != base else [cost]:
            if kept not in found:
                found.append(kept)
    return found


def _raised(cost: Cost, more: Cost) -> Cost:
    """The printed cost with FOW-CHANTS-MORE-R's increases added (CR 903.2k-3)."""
    raised = {a: cost.specified.get(a, 0) + more.specified.get(a, 0) for a in sorted(set(cost.specified) | set(more.specified))}
    return Cost(specified={a: n for a, n in raised.items() if n > 0}, free=cost.free + more.free, x=cost.x)


def _lowered(cost: Cost, less: Cost, times: int = 1) -> Cost:
    """FOW-PLAY-LESS-R's decrease (``times`` over, per count): each attribute symbol by one of its own, free will down to none."""
    specified = {attr: n - less.specified.get(attr, 0) * times for attr, n in cost.specified.items()}
    return Cost(specified={attr: n for attr, n in specified.items() if n > 0}, free=max(0, cost.free - less.free * times))


def _first_costs(
    board: Board, player: Player, card: CardDef, targets: list[str] | None = None, more: Cost | None = None, paid_by: bool = False, instance: str | None = None
) -> list[Cost | None]:
    """The card costs a card may be played with: the printed cost, or lowered (FOW-PLAY-LESS-R, CR
    903.2k-4) when its condition holds now or per count -- an attribute symbol by one of its own, free
    will down to none; with "you may", the printed cost too (None: the printed cost).  ``targets`` None:
    not chosen yet -- the least cost any choice may give.  fow-m-cost: FOW-CHANTS-MORE-R -- ``more``: the increases
    (FOW-CHANTS-MORE-R, FOW-RUNE-AREA-COST-R's "more") added to the printed cost first (CR 903.2k-3 before 903.2k-4).
    fow-p-cost: FOW-PLAY-LESS-BY-R -- ``paid_by``: the play rests (banishes) the cards its reduction asks; fow-s-keyword:
    FOW-NULL-LESS-R -- ``instance``: the card played, its condition's source (not counted among the other cards of a hand)."""
    reduction = card.play_less
    if card.cost is None:
        return [None]
    printed = card.cost if more is None else _raised(card.cost, more)
    unlowered: Cost | None = None if more is None else printed
    if reduction is None:
        return [unlowered]
    if reduction.per is not None:
        lowered = _lowered(printed, reduction.less, board.per_count(reduction.per, card.id, player.id))
    elif (
        (reduction.when is not None and board.holds(reduction.when, instance or card.id, player.id))
        or (reduction.targets_races and (targets is None or _targets_race(board, targets, reduction.targets_races)))
        or (reduction.targets_spec is not None and (targets is None or _targets_fit(board, player.id, targets, reduction.targets_spec)))
        or ((reduction.by is not None or reduction.by_counters is not None) and paid_by)  # fow-r-cost: FOW-PLAY-COUNTERS-R
    ):
        lowered = _lowered(printed, reduction.less)
    else:
        return [unlowered]
    if lowered == printed:
        return [unlowered]
    return [lowered, unlowered] if reduction.optional else [lowered]


def _increase(card: CardDef, zone: str, more: int) -> Cost | None:
    """fow-m-cost: the increases of a play's card cost (CR 903.2k-3, applied before every decrease): FOW-CHANTS-MORE-R's
    ``more`` free will, and from a rune area FOW-RUNE-AREA-COST-R's "You pay <cost> more"; None without any."""
    change = zone_change(card, zone)  # fow-r-zoneplay: FOW-ZONE-COST-R's "more" too
    rune = change if change is not None and change.more else None
    if rune is None:
        return Cost(free=more) if more else None
    return Cost(specified=rune.cost.specified, free=rune.cost.free + more)


def _self_more(board: Board, player: Player, card: CardDef, zone: str, instance: str) -> int:
    """fow-r-cost: FOW-PLAY-MORE-PER-R (CR 903.2k-3): the free will "You pay {N} more to play this card for each <count>"
    adds -- N times the count as the cost is determined, the card itself moved to the chase by then (CR 903.2f): a
    count of the cards in its player's hand leaves out the card played from there."""
    change = card.play_more
    if change is None:
        return 0
    count = board.per_count(change.per, card.id, player.id)
    if change.per.zone == "hand" and change.per.whose == "you" and zone == "hand" and instance in player.hand:
        count -= 1
    return change.free * max(0, count)


def awakening_cuts(board: Board, player: Player, card: CardDef, action: PlayCard) -> list[int]:
    """fow-n-rulers: FOW-AWAKENING-LESS-R -- the decreases of the [Awakening] part a play may take: {N} less
    while a "(You may) pay {N} less for the [Awakening] costs of spells you control" applies to a play awakened
    (with "you may", none too); else none."""
    less = effects.awakening_less(board, player) if action.awakening and card.awakening is not None else None
    if less is None:
        return [0]
    return [less[0], 0] if less[1] else [less[0]]


def play_needs(
    board: Board, player: Player, card: CardDef, zone: str, action: PlayCard, targets: list[str] | None = None, awakening_cut: int | None = None
) -> list[tuple[Need, bool]]:
    """The actual costs (FOW-PLAY-1) the play may be paid with, each with whether a "pay {N} less to play
    cards not from your hand" reduction lowered it (FOW-OFF-HAND-LESS-R, CR 903.2k-4: decreases apply
    last, to the free will of the whole cost, down to none); the lowered ones first.  ``awakening_cut``: with
    that decrease of the [Awakening] part only (FOW-AWAKENING-LESS-R); None: with each one it may take."""
    if awakening_cut is None:
        found: list[tuple[Need, bool]] = []
        for cut in awakening_cuts(board, player, card, action):
            found += [pair for pair in play_needs(board, player, card, zone, action, targets, cut) if pair not in found]
        return found
    less = effects.off_hand_less(board, player) if zone != "hand" else None
    lord = effects.others_less(board, player, card, action.x, action.card)
    paid_with = effects.attribute_cost_with(board, player, card)  # fow-wide6: FOW-ATTRIBUTE-COST-WITH-R
    needs: list[tuple[Need, bool]] = []
    converted: list[tuple[Need, bool]] = []
    more = effects.chants_more(board, player, card)  # fow-m-cost: FOW-CHANTS-MORE-R, before every decrease
    more += _self_more(board, player, card, zone, action.card)  # fow-r-cost: FOW-PLAY-MORE-PER-R, likewise
    paid_by = (_optional_by(card) is not None and bool(action.payment.rest or action.payment.banish)) or (card.extra_counters_from is None and bool(action.payment.counters))
    bases = play_costs(board, player, card, targets, _increase(card, zone, more), paid_by, action.card)
    if banish_instead(board, player, card, action, zone) is not None:
        # fow-w-costs: FOW-BANISH-INSTEAD-OF-R (CR 903.2k-1, then 903.2k-3): the card cost replaced by the card banished,
        # the increases still paid.
        bases = [_increase(card, zone, more) or ZERO_COST]
    for base in rune_area_costs(card, bases, zone_change(card, zone)):
        full = play_need(card, zone, action, base, awakening_cut, more)
        # FOW-LORD-LESS-R: "pay {N} less to play <Race> resonators", then "not from your hand" (both on free will).
        lowered = [(full[0], max(0, full[1] - lord[0]))] if lord is not None and full[1] > 0 else []
        start = len(needs)
        for need in lowered + ([full] if not lowered or (lord is not None and lord[1]) else []):
            _with_off_hand(need, less, needs)
        printed = None if zone == "standby" or action.incarnation or action.mastery else base if base is not None else card.cost
        if paid_with and printed is not None and printed.specified:
            converted += [(other, used) for need, used in needs[start:] for other in _attribute_paid_with(need, {str(k): n for k, n in printed.specified.items()}, paid_with)]
    needs.sort(key=lambda pair: not pair[1])
    converted.sort(key=lambda pair: not pair[1])
    return needs + [pair for pair in _unique(converted) if pair not in needs]


def _need_key(need: Need) -> tuple[tuple[tuple[str, int], ...], int]:
    return tuple(sorted(need[0].items())), need[1]


def _unique(pairs: list[tuple[Need, bool]]) -> list[tuple[Need, bool]]:
    seen: set[tuple[tuple[tuple[str, int], ...], int, bool]] = set()
    kept: list[tuple[Need, bool]] = []
    for need, used in pairs:
        key = (*_need_key(need), used)
        if key not in seen:
            seen.add(key)
            kept.append((need, used))
    return kept


def _attribute_paid_with(need: Need, own: Mapping[str, int], abilities: list[AttributeCostWith]) -> list[Need]:
    """fow-wide6: FOW-ATTRIBUTE-COST-WITH-R (CR 204.2a, 907.5, 907.6d, 1003.2): ``need`` with the symbols of
    the card's own cost (``own``, the attribute cost: the rest of ``need`` is other costs) paid with other
    will -- with any will, each as a free symbol; or each with its own kind or one of the abilities' kinds
    (every such combination, the printed symbols kept among them)."""
    specified, free = need
    mine = {kind: min(n, specified.get(kind, 0)) for kind, n in own.items() if min(n, specified.get(kind, 0)) > 0}
    if not mine:
        return []
    if any(ability.any for ability in abilities):
        rest = {kind: n - mine.get(kind, 0) for kind, n in specified.items() if n - mine.get(kind, 0) > 0}
        return [(rest, free + sum(mine.values()))]
    kinds = tuple(dict.fromkeys(kind for ability in abilities for kind in ability.kinds))
    results: list[dict[str, int]] = [{kind: n - mine.get(kind, 0) for kind, n in specified.items() if n - mine.get(kind, 0) > 0}]
    for kind, n in mine.items():
        choices = tuple(dict.fromkeys((kind, *kinds)))
        results = [
            _add(partial, Counter(picked))
            for partial in results
            for picked in combinations_with_replacement(choices, n)
        ]
    return [(spec, free) for spec in results if spec != specified]


def _add(spec: dict[str, int], more: Counter[str]) -> dict[str, int]:
    total = Counter(spec)
    total.update(more)
    return dict(total)


def _with_off_hand(need: Need, less: tuple[int, bool] | None, needs: list[tuple[Need, bool]]) -> None:
    """FOW-OFF-HAND-LESS-R: ``need`` lowered by the "not from your hand" reduction (and, with "you may", as is)."""
    if less is not None and need[1] > 0:
        needs.append(((need[0], max(0, need[1] - less[0])), True))
        if not less[1]:
            return
    needs.append((need, False))


# -- fow-s-event: FOW-TRIGGER-EVENT-R -------------------------------------------------------------------------


def watched_event(card: CardDef, zone: str) -> TriggerSpec | None:
    """The [Trigger] of an event (CR 1113.2c, 1413.2a) of ``card`` in ``zone``: a [Trigger] card's in a hand or standby
    area (CR 708.2, 906.2), a [Stealth] card's in a standby area only (CR 1114.2, 1413.1a); None otherwise."""
    if card.trigger is not None:
        return card.trigger if card.trigger.event is not None and zone in ("hand", "standby") else None
    return card.stealth if card.stealth is not None and card.stealth.event is not None and zone == "standby" else None


def trigger_card_pending(board: Board, pid: str, card_id: str) -> Pending | None:
    """The pending play of ``card_id``, revealed by ``pid`` as its event happened (CR 708.2a: triggered once)."""
    return next((p for p in board.state.pending if p.ability == "trigger_card" and p.controller == pid and p.source == card_id), None)


def event_ready(board: Board, pid: str, card: CardDef, card_id: str, zone: str) -> bool:
    """Whether ``card`` may be played from ``zone`` as far as an event's [Trigger] goes: a [Trigger] card of an event
    only once it triggered (revealed, pending); a [Stealth] card of an event likewise from its standby area (from the
    hand it is an ordinary resonator); any other card, yes."""
    bound = card.trigger.event is not None if card.trigger is not None else zone == "standby" and card.stealth is not None and card.stealth.event is not None
    return not bound or (watched_event(card, zone) is not None and trigger_card_pending(board, pid, card_id) is not None)


def reveal_candidates(board: Board, player: Player) -> list[str]:
    """The cards ``player`` may reveal as the window's event happened: in their hand, or put into their standby area
    before this turn (CR 708.5, 906.4a, 1114.3), with a [Trigger] / [Stealth] of that event, not triggered already."""
    state = board.state
    if state.window is UNSET:
        return []
    window = state.window
    cards = [(c, "hand") for c in player.hand] + [(s.id, "standby") for s in player.standby if s.set_turn < state.turn.number]
    found = []
    for card_id, zone in cards:
        trigger = watched_event(board.card(card_id), zone)
        if trigger is not None and trigger_card_pending(board, player.id, card_id) is None and event_happened(board, player.id, trigger.event, window):
            found.append(card_id)
    return found


def check_reveal(board: Board, player: Player, cards: list[str]) -> Violation | None:
    """The cards revealed are distinct cards the event triggers (CR 708.2, 906.2, 1114.2)."""
    if len(set(cards)) != len(cards):
        return violation("FOW-TRIGGER-EVENT-R", "a card is revealed twice", path="/action/cards")
    allowed = reveal_candidates(board, player)
    for index, card_id in enumerate(cards):
        if card_id not in allowed:
            return violation("FOW-TRIGGER-EVENT-R", f"{card_id} is no card of your hand or standby area this event triggers", path=f"/action/cards/{index}")
    return None


def apply_reveal(board: Board, player: Player, cards: list[str], events: list[Event]) -> None:
    """Each card revealed is triggered (CR 708.2, 906.2): a pending play of the card itself, in its turn (CR 708.3, 906.5);
    the others of the event are not (CR 906.6b). The player is no longer asked."""
    state = board.state
    for card_id in cards:
        pending = Pending(id=board.next_id("auto"), controller=player.id, source=card_id, ability="trigger_card")
        state.pending.append(pending)
        events.append(ev.Triggered(pending=pending.id, player=player.id, card=card_id, ability="trigger_card"))
    state.decision = None
    if state.window is not UNSET:
        asked = [pid for pid in state.window.asked if pid != player.id]
        if asked:
            state.window.asked = asked
        else:
            state.window = UNSET


def play_halves(board: Board, card_id: str) -> list[tuple[bool, CardDef]]:
    """fow-y-alt: FOW-ALT-PLAY-HALF-R (CR 1307.3): the halves ``card_id`` may be played as -- ``(chant_half, half)``:
    an alternative card's resonator, addition or regalia half and its chant half; any other card itself only."""
    if not board.cat.knows_instance(card_id):
        return []
    card = board.cat.instance_def(card_id)
    if card.chant_half is None:
        return [(False, card)]
    return [(False, card), (True, board.cat.defs[card.chant_half])]


def check_play_card(board: Board, player: Player, action: PlayCard) -> Violation | None:
    """The violation of playing ``action.card`` now, none when it may be; an alternative card is checked as the half
    its player chose (fow-y-alt: FOW-ALT-PLAY-HALF-R, CR 1307.3a: only that half is evaluated)."""
    halves = dict(play_halves(board, action.card))
    if action.chant_half and True not in halves:
        return violation("FOW-ALT-PLAY-HALF-R", f"{action.card} is no alternative card: it has no chant half to play", path="/action/chant_half")
    before, board.playing_half = board.playing_half, (action.card, halves[action.chant_half]) if True in halves else None
    try:
        return _check_play_card(board, player, action)
    finally:
        board.playing_half = before


def _check_play_card(board: Board, player: Player, action: PlayCard) -> Violation | None:
    state = board.state
    if chase_closed(board):
        return violation("FOW-NO-CHASE-R", _NO_CHASE, path="/action/type")
    zone = locate_playable(board, player, action.card)
    if zone is None:
        return violation("FOW-PLAY-1", f"{action.card} is not in your hand, standby area, graveyard or rune area (or removed with a cyberbrain counter)", path="/action/card")
    card = board.card(action.card)
    if action.which_awakening > 1 and (not action.awakening or action.which_awakening > 1 + len(card.awakenings)):
        # fow-m-cost: FOW-AWAKENING-WHICH-R (CR 903.2e, 1110.1): the [Awakening] named is one the card has, paid.
        message = f"{card.name} has no [Awakening] ability number {action.which_awakening}" if action.awakening else "an [Awakening] ability is named only with awakening"
        return violation("FOW-AWAKENING-WHICH-R", message, path="/action/which_awakening")
    card = awakened_card(card, action)
    if card.type not in ("resonator", "chant", "addition", "regalia", "rune"):
        return violation("FOW-PLAY-1", f"{card.name} is a {card.type} and cannot be played as a spell", path="/action/card")
    if card.type == "rune" and zone != "rune_area":
        # FOW-RUNE-CARD-R (CR 711.1, 702.1a, 703.4): a rune card of no other type is played from a rune area only.
        return violation("FOW-RUNE-CARD-R", f"{card.name} is a rune: it is played from its player's rune area only", path="/action/card")
    if zone == "rune_area" and (rune_problem := check_rune_play(board, player, card, action.card)) is not None:
        return rune_problem
    stealth = card.stealth if zone == "standby" and card.trigger is None else None  # fow-r-standby: FOW-KW-STEALTH-R
    if zone == "standby":
        if card.trigger is None and stealth is None:
            return violation("FOW-KW-TRIGGER", f"{card.name} has no [Trigger]: it cannot be played from the standby area", path="/action/card")
        standby = next(s for s in player.standby if s.id == action.card)
        if standby.set_turn == state.turn.number:
            # fow-r-standby: FOW-KW-STEALTH-R (CR 1114.3): a [Stealth] card likewise.
            code = "FOW-PLAY-5" if stealth is None else "FOW-KW-STEALTH-R"
            return violation(code, f"{card.name} was put into the standby area this turn: it can be played from the next turn", path="/action/card")
    if (zone_problem := zone_play_problem(board, player, card, action.card, zone)) is not None:
        return zone_problem
    if not event_ready(board, player.id, card, action.card, zone):
        # fow-s-event: FOW-TRIGGER-EVENT-R (CR 1113.2c, 1413.2a, 708.3): played only as its event triggered it.
        return violation("FOW-TRIGGER-EVENT-R", f"{card.name} is played only once its event triggered it (revealed as it happened)", path="/action/card")
    if spell_forbidden(state, player.id, card):
        return violation("FOW-NO-SPELLS-R", f"{player.id} cannot play {card.name} this turn: an effect forbids its kind of spell", path="/action/card")
    if cheap_spell_barred(board, player, card, action.x):
        # fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R.
        return violation("FOW-OPP-NO-CHEAP-SPELLS-R", f"{player.id} cannot play {card.name} now: a card of the opponent's field bars spells of its total cost", path="/action/card")
    if name_banned(player, card):
        # fow-reiya-lapis: FOW-HAND-NAME-BAN-R.
        return violation("FOW-HAND-NAME-BAN-R", f"{player.id} cannot play cards named {card.name!r} for now: an effect forbids them", path="/action/card")
    if card.trigger is not None:
        if card.trigger.condition is not None and not condition_holds(board, card.trigger.condition, player.id, False):
            return violation("FOW-KW-TRIGGER", f"the [Trigger] condition of {card.name} ({card.trigger.condition}) is not met", path="/action/card")
        if card.trigger.when is not None and not board.holds(card.trigger.when, action.card, player.id):
            # FOW-KW-TRIGGER-IF-R (CR 1413.2b, 1413.4): an old [Trigger]'s state must hold as the card is played
            # (FOW-COND-MORE-BY-R: a count more than the opponent's by N).
            code = "FOW-COND-MORE-BY-R" if card.trigger.when.by is not None else _state_rule(card.trigger.when, "FOW-KW-TRIGGER-IF-R")
            return violation(code, f"the [Trigger] condition of {card.name} does not hold now", path="/action/card")
        failed = next((state_now for state_now in card.trigger.also if not board.holds(state_now, action.card, player.id)), None)
        if failed is not None:
            # FOW-TRIGGER-IF-AND-R: every state the [Trigger] joins with "and" holds as the card is played.
            return violation(_state_rule(failed, "FOW-TRIGGER-IF-AND-R"), f"the [Trigger] condition of {card.name} does not hold now: each of its states must", path="/action/card")
    elif stealth is not None:
        # fow-r-standby: FOW-KW-STEALTH-R (CR 1114.2, 1413.1a, 1413.2b, 1413.4): with the timing of an activate ability, while
        # its state holds; no cost (from the standby area, as a [Trigger]'s).
        if not all(board.holds(state_now, action.card, player.id) for state_now in (stealth.when, *stealth.also) if state_now is not None):
            return violation("FOW-KW-STEALTH-R", f"the [Stealth] condition of {card.name} does not hold now", path="/action/card")
    elif not quickcast(board, player, card, zone) and not main_timing(state, player.id):
        return _main_timing_violation(state, f"{card.name} (no [Quickcast]) can be played")
    if card.play_when is not None and not board.holds(card.play_when, action.card, player.id):
        # FOW-PLAY-ONLY-IF-R (CR 903.2l-1): the card's own restriction holds as it is played, or it is not.
        return violation("FOW-PLAY-ONLY-IF-R", f"{card.name} may be played only while its condition holds", path="/action/card")
    if action.awakening and card.awakening is None:
        return violation("FOW-KW-AWAKENING", f"{card.name} has no [Awakening]", path="/action/awakening")
    if action.incarnation and card.incarnation is None:
        return violation("FOW-KW-INCARNATION", f"{card.name} has no [Incarnation]", path="/action/incarnation")
    if action.mastery and (card.mastery is None or action.incarnation):
        return violation("FOW-KW-MASTERY-R", f"{card.name} has no [Mastery]" if card.mastery is None else "one alternative cost at a time: [Mastery] or [Incarnation]", path="/action/mastery")
    mode_violation = check_mode(board, card, action.mode, action.card, player.id, "FOW-PLAY-1") or check_solarise(board, player, card, action)
    if mode_violation is not None:
        return mode_violation
    if action.mode is not None and card.modes[action.mode].awakened and not action.awakening:
        # fow-s-modal: FOW-MODES-AWAKENED-R (CR 903.2e, 903.2g, 1110.3): more options (an option) only for a card played awakened.
        return violation("FOW-MODES-AWAKENED-R", f"{card.name}: option {action.mode} may be chosen only when it is played awakened", path="/action/mode")
    if action.x and (card.cost is None or not card.cost.x) and not _counters_x(card):
        return violation("FOW-PLAY-1", f"{card.name} has no X in its cost", path="/action/x")
    if "addable" in card.subtypes and not action.targets:
        # FOW-ADDABLE-ADDITION-R (CR 1405.5a, 1405.2a): an addable addition targets as it is played.
        return violation("FOW-ADDABLE-ADDITION-R", f"{card.name} is an addable addition: it is played with a target to be added to", path="/action/targets")
    target_violation = check_targets(board, player.id, play_specs(card, action.mode), list(action.targets), "/action/targets", action.card, spell=True, x=action.x)
    if target_violation is not None:
        return target_violation
    divide_violation = check_divide(board, card, action)  # FOW-DAMAGE-DIVIDED-R
    if divide_violation is not None:
        return divide_violation
    extra = card.extra_counters
    if extra is not None and _counters_on(j_ruler_of(player), extra.counter) < _extra_counters(card, action):
        # FOW-J-RULER-COUNTER-R: an additional cost is paid in full or not at all (CR 903.2l); fow-p-cost:
        # FOW-EXTRA-COUNTERS-X-R: X of them.
        rule = "FOW-EXTRA-COUNTERS-X-R" if extra.x else "FOW-J-RULER-COUNTER-R"
        return violation(rule, f"your J/ruler has fewer than {_extra_counters(card, action)} {extra.counter} counter(s) to remove", path="/action/card")
    problem_c = _check_play_counters(board, player, card, action)  # fow-r-cost: FOW-PLAY-COUNTERS-R
    if problem_c is not None:
        return problem_c
    extra_gems = not (action.awakening and card.awakening is not None) and card.extra_gems is not None
    gem_problem = check_gems(player, _play_gems(card, action.awakening), list(action.payment.gems), "FOW-EXTRA-GEMS-R" if extra_gems else "")
    if gem_problem is not None:
        return gem_problem
    awake = card.awakening.counters if action.awakening and card.awakening is not None else None
    if awake is not None and _counters_on(j_ruler_of(player), awake.counter) < awake.amount:
        # FOW-AWAKENING-COUNTERS-R: the [Awakening] cost is paid in full or not at all (CR 903.2l, 1110.2).
        return violation("FOW-AWAKENING-COUNTERS-R", f"your J/ruler has fewer than {awake.amount} {awake.counter} counter(s) to remove for [Awakening]", path="/action/awakening")
    if action.awakening and card.awakening is not None and card.awakening.rest_j_ruler and not awakening_j_ruler(board, player, card.awakening):
        # fow-ao-saga: FOW-AWAKENING-REST-R: the [Awakening] cost is paid in full or not at all (CR 903.2l, 1110.2).
        return violation("FOW-AWAKENING-REST-R", "you control no recovered J/ruler of its kind to rest for [Awakening]", path="/action/awakening")
    busy: set[str] = set()
    if action.incarnation:
        problem_v = check_incarnation(board, player, card, action.payment.banish)
        if problem_v is not None:
            return problem_v
        busy = set(action.payment.banish)
    elif card.extra_banish is not None:
        problem_v = check_cost_cards(board, player, card.extra_banish, action.payment.banish, verb="banish", rule="FOW-EXTRA-BANISH-TOKEN-R" if card.extra_banish.token else "FOW-EXTRA-BANISH-R")
        if problem_v is not None:
            return problem_v
        busy = set(action.payment.banish)
    elif (by := _optional_by(card, "banish")) is not None and action.payment.banish:
        # fow-p-cost: FOW-PLAY-LESS-BY-R: "As you play this card, you may banish <cards>" -- those, or none.
        problem_v = check_cost_cards(board, player, by, list(action.payment.banish), verb="banish", rule=_by_rule(card))
        if problem_v is not None:
            return problem_v
        busy = set(action.payment.banish)
    elif (instead := banish_instead(board, player, card, action, zone)) is not None:
        busy = {instead}  # fow-w-costs: FOW-BANISH-INSTEAD-OF-R
    elif action.payment.banish and any((e := board.entity(c)) is not None and board.defn(e).banish_instead_of is not None for c in action.payment.banish):
        # fow-w-costs: FOW-BANISH-INSTEAD-OF-R: only the one card, for a card its ability names, rather than the card cost.
        return violation(
            "FOW-BANISH-INSTEAD-OF-R",
            f"{card.name}'s cost cannot be paid by banishing {', '.join(action.payment.banish)}: one card of your field whose ability names a card of its kind (no X, not with another cost banishing cards)",
            path="/action/payment/banish",
        )
    elif action.payment.banish:
        return violation("FOW-PLAY-1", "only an [Incarnation] play banishes resonators as its cost", path="/action/payment/banish")
    rested, rest_rule = _play_rest(card, action.awakening)
    if rested is None and action.payment.rest and (by := _optional_by(card, "rest")) is not None:
        rested, rest_rule = by, _by_rule(card)  # fow-p-cost: "As you play this card, you may rest <cards>"
    problem_v = (
        check_mastery(board, player, card, action.payment.rest)
        if action.mastery
        else check_cost_cards(board, player, rested, action.payment.rest, verb="rest", rule=rest_rule)
    ) or check_cost_cards(board, player, None, action.payment.discard, verb="discard")
    if problem_v is not None:
        return problem_v
    busy |= set(action.payment.rest)
    return _payment_fits(board, player, card, zone, action, busy)[0]


def play_counters(card: CardDef) -> CountersFrom | None:
    """fow-r-cost: FOW-PLAY-COUNTERS-R: the counters a play of ``card`` removes (an additional cost) or may remove (for a
    reduction, or rather than its cost) from cards its player controls; None without such a cost."""
    if card.extra_counters_from is not None:
        return card.extra_counters_from
    return card.play_less.by_counters if card.play_less is not None else None


def _check_play_counters(board: Board, player: Player, card: CardDef, action: PlayCard) -> Violation | None:
    """fow-r-cost: FOW-PLAY-COUNTERS-R (CR 903.2l-1): an additional cost's counters are named in full; a reduction's (or
    an alternative cost's) in full or not at all; a play of a card without such a cost naming some is refused by
    check_payment (FOW-COST-COUNTERS-FROM-R)."""
    wanted = play_counters(card)
    if wanted is None or (card.extra_counters_from is None and not action.payment.counters):
        return None
    return check_counter_picks(board, player, wanted, list(action.payment.counters))


def _payment_fits(board: Board, player: Player, card: CardDef, zone: str, action: PlayCard, busy: set[str]) -> tuple[Violation | None, bool]:
    """Whether the play's payment pays one of its actual costs (None, or the last problem found), and whether
    that cost was lowered by "not from your hand" (FOW-OFF-HAND-LESS-R); fow-n-rulers: FOW-AWAKENING-LESS-R --
    each cost with the [Awakening] part (what will restricted to [Awakening] costs may pay) it was lowered to."""
    found = None
    for cut in awakening_cuts(board, player, card, action):
        for need, used in play_needs(board, player, card, zone, action, list(action.targets), cut):
            found = check_payment(board, player, need, action.payment, busy, play_purpose(card, action.awakening, cut), gems=True, counters=play_counters(card) is not None)
            if found is None:
                return None, used
    return found, False


def awakened_card(card: CardDef, action: PlayCard) -> CardDef:
    """fow-m-cost: FOW-AWAKENING-WHICH-R: the card as its play pays it -- with the [Awakening] ability the play
    names (``which_awakening``, 1 the first) as its [Awakening] cost."""
    if any(t.awakened for t in card.targets):
        # fow-r-modal: FOW-AWAKENED-TARGETS-R: the slots of the [Awakening] text paid only (CR 1110.3, 903.2i).
        which = action.which_awakening if action.awakening else 0
        card = structs.replace(card, targets=[t for t in card.targets if t.awakened in (0, which)])
    if action.awakening and 1 < action.which_awakening <= 1 + len(card.awakenings):
        return structs.replace(card, awakening=card.awakenings[action.which_awakening - 2])
    return card


def _play_rest(card: CardDef, awakening: bool) -> tuple[BanishCost | None, str]:
    """The cost resting other cards of a play (FOW-COST-REST-R), and its rule: fow-ao-saga: FOW-AWAKENING-REST-R
    -- awakened, the card its [Awakening] rests."""
    if awakening and card.awakening is not None and card.awakening.rest is not None:
        return card.awakening.rest, "FOW-AWAKENING-REST-R"
    return card.extra_rest, ""


def _counters_x(card: CardDef) -> bool:
    """fow-p-cost: FOW-EXTRA-COUNTERS-X-R: the card's X is the counters its additional cost removes."""
    return card.extra_counters is not None and card.extra_counters.x


def _extra_counters(card: CardDef, action: PlayCard) -> int:
    """The counters the additional cost of ``card`` removes from its player's J/ruler (FOW-J-RULER-COUNTER-R): X of
    the play for "remove X <name> counters" (FOW-EXTRA-COUNTERS-X-R)."""
    assert card.extra_counters is not None
    return action.x if card.extra_counters.x else card.extra_counters.amount


def _optional_by(card: CardDef, verb: CostVerb | None = None) -> BanishCost | None:
    """fow-p-cost: FOW-PLAY-LESS-BY-R: the cards "As you play this card, you may rest (banish) <cards>" names (of
    ``verb`` when given), None without such a reduction."""
    less = card.play_less
    if less is None or less.by is None or verb is not None and less.by_banish != (verb == "banish"):
        return None
    return less.by


def _by_rule(card: CardDef) -> str:
    """fow-p-cost: the rule of the cards :func:`_optional_by` names: FOW-INSTEAD-CARDS-R when paid rather than the
    whole cost, else FOW-PLAY-LESS-BY-R."""
    return "FOW-INSTEAD-CARDS-R" if card.play_less is not None and card.play_less.free else "FOW-PLAY-LESS-BY-R"


def instead_sources(board: Board, player: Player, card: CardDef, zone: str = "hand") -> list[str]:
    """fow-w-costs: FOW-BANISH-INSTEAD-OF-R (CR 903.2k-1, 1403.3a): the cards of ``player``'s field whose "You may banish
    this card rather than pay the cost of a(n) (<attribute>) [Spell:Chant-Instant]" admits their play of ``card`` -- a
    chant with [Quickcast] printed, of one of the attributes when named, whose card cost (no X) is paid (not from a
    standby area); none for a card whose play banishes other cards already ([Incarnation], an additional cost, a
    reduction's cards)."""
    if card.cost is None or card.cost.x or zone == "standby" or card.extra_banish is not None or _optional_by(card, "banish") is not None:
        return []
    found = []
    for entity in player.field:
        ability = board.defn(entity).banish_instead_of
        if ability is None or card.type not in ability.types or (ability.quickcast and "quickcast" not in card.keywords):
            continue
        if not ability.attributes or set(ability.attributes) & set(card.attributes):
            found.append(entity.id)
    return found


def banish_instead(board: Board, player: Player, card: CardDef, action: PlayCard, zone: str = "hand") -> str | None:
    """fow-w-costs: FOW-BANISH-INSTEAD-OF-R: the card the play banishes rather than pay ``card``'s cost -- its payment's
    one banished card, one of :func:`instead_sources` (not with [Incarnation] or [Mastery]); None otherwise."""
    if action.incarnation or action.mastery or len(action.payment.banish) != 1:
        return None
    return action.payment.banish[0] if action.payment.banish[0] in instead_sources(board, player, card, zone) else None


def awakening_j_ruler(board: Board, player: Player, awakening: Awakening) -> Entity | RulerSlot | None:
    """fow-ao-saga: FOW-AWAKENING-REST-R: the recovered J/ruler (ruler in its ruler area, or J-ruler in the field)
    an [Awakening] cost may rest -- of one of its attributes when it names any -- or None."""
    holder = j_ruler_of(player)
    if holder is None or holder.rested:
        return None
    if awakening.j_ruler_attributes and not set(awakening.j_ruler_attributes) & set(board.card(holder.id).attributes):
        return None
    return holder


def _targets_race(board: Board, targets: list[str], races: list[str]) -> bool:
    """FOW-PLAY-LESS-R: "if it targets a <Race>" -- a chosen target is a J/resonator of that race."""
    for target in targets:
        entity = board.entity(target)
        if entity is not None and set(board.defn(entity).races) & set(races):
            return True
    return False


def _targets_fit(board: Board, chooser: str, targets: list[str], spec: TargetSpec) -> bool:
    """fow-r-cost: FOW-PLAY-LESS-TARGETS-R: "if it targets a <filter>" -- one of the targets chosen (each already a legal
    target of its own slot, FOW-PLAY-1) fits the filter."""
    return any(target_problem(board, chooser, spec, target) is None for target in targets)


CostVerb = Literal["banish", "rest", "discard", "remove"]
_COST_RULES = {"banish": "FOW-COST-BANISH-R", "rest": "FOW-COST-REST-R", "discard": "FOW-COST-DISCARD-R", "remove": "FOW-COST-REMOVE-GRAVEYARD-R"}


def cost_choices(board: Board, player: Player, wanted: BanishCost, *, verb: CostVerb, source: str = "", exclude: frozenset[str] = frozenset()) -> list[str]:
    """FOW-EXTRA-BANISH-R, FOW-COST-BANISH-R, FOW-COST-REST-R: the cards of ``player``'s field a cost may
    banish (rest: recovered ones): resonators of its filter, a J-ruler only when a bare race is rested
    (rulers are never banished, FOW-RP-2), not ``source`` when it says "other", nor the cards in
    ``exclude`` (the card whose own [Rest] or banishing is part of the same cost); FOW-COST-BANISH-CARD-R:
    with ``any_card``, a card of any type (never a J-ruler).  FOW-COST-DISCARD-R:
    the cards of ``player``'s hand of its filter."""
    if verb == "discard":
        return [c for c in player.hand if c not in exclude and _discard_fits(board.card(c), wanted)]
    if verb == "remove":
        # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: the cards of ``player``'s graveyard of its filter (not the
        # card whose ability it is, played from there).
        return [c for c in dict.fromkeys(player.graveyard) if c not in exclude and c != source and _discard_fits(board.card(c), wanted)]
    found = []
    for entity in player.field:
        card = board.defn(entity)
        if wanted.stones:
            if card.type != "magic_stone" or entity.j_ruler:
                continue  # fow-hero3: FOW-COST-REST-STONES-R: magic stones only
        elif entity.j_ruler and not (verb == "rest" and wanted.j_rulers) or not entity.j_ruler and card.type != "resonator" and not (wanted.any_card or wanted.race_any):
            continue
        if entity.id in exclude or wanted.other and entity.id == source or verb == "rest" and entity.rested:
            continue
        # fow-r-cost: FOW-BANISH-TYPED-STONES-R: a magic stone's attribute is its magic stone type (FOW-STONE-TYPE-R).
        attributes = board.stone_words(entity, card) if wanted.stones else card.attributes  # fow-y-will: FOW-STONE-TREATED-AS-R
        if wanted.races and not set(wanted.races) & set(card.races) or wanted.attributes and not set(wanted.attributes) & set(attributes):
            continue
        if card.has_any_name(wanted.not_names) or wanted.names and not card.has_any_name(wanted.names):  # fow-ao-saga: FOW-AWAKENING-REST-R: a named card
            continue
        if wanted.token and def_id_of(entity.id) not in board.cat.tokens:
            continue  # fow-n-cost: FOW-EXTRA-BANISH-TOKEN-R: a token resonator only
        if wanted.not_token and def_id_of(entity.id) in board.cat.tokens:
            continue  # fow-u-removal: FOW-COST-NON-TOKEN-R: no token
        if wanted.not_owned and board.owner(entity.id).id == player.id:
            continue  # fow-r-cost: FOW-BANISH-NOT-OWNED-R: one another player owns
        found.append(entity.id)
    ruler = player.ruler
    if verb == "rest" and wanted.names and wanted.j_rulers and ruler is not None and not ruler.rested and board.card(ruler.id).has_any_name(wanted.names):
        found.append(ruler.id)  # fow-ao-saga: FOW-AWAKENING-REST-R: a named ruler in its ruler area (CR 308.3)
    elif verb == "rest" and wanted.race_any and ruler is not None and not ruler.rested and set(wanted.races) & set(board.card(ruler.id).races):
        found.append(ruler.id)  # fow-p-cost: FOW-COST-RACE-ANY-R: a ruler of the race in its ruler area (CR 206.4)
    return found


def _discard_fits(card: CardDef, wanted: BanishCost) -> bool:
    """FOW-COST-DISCARD-R: a hand card of the cost's card types, attributes, races and names (each when named)."""
    return (
        (not wanted.kinds or card.type in wanted.kinds)
        and (not wanted.attributes or bool(set(wanted.attributes) & set(card.attributes)))
        and (not wanted.races or bool(set(wanted.races) & set(card.races)))
        and (not wanted.names or card.has_any_name(wanted.names))
        and (wanted.name_has is None or any(effects.name_has(name, wanted.name_has) for name in card.names))  # fow-s-grimm-b
        and (wanted.keyword is None or any(isinstance(a, ActivateAbility) and a.inheritance for a in card.abilities))  # fow-t-draw
    )


def check_cost_cards(
    board: Board, player: Player, wanted: BanishCost | None, chosen: list[str], *, verb: CostVerb, rule: str = "", source: str = "", exclude: frozenset[str] = frozenset()
) -> Violation | None:
    """The cards a payment names for a cost banishing (resting, discarding) other cards: exactly its count
    of different ones among :func:`cost_choices` (CR 903.2l: a cost is paid in full or not at all); none
    without such a cost."""
    path = f"/action/payment/{verb}"
    if wanted is None:
        return violation("FOW-PLAY-1", f"this play {verb}s no other cards as its cost", path=path) if chosen else None
    stones_rule = "FOW-COST-REST-STONES-R" if verb == "rest" else "FOW-COST-BANISH-STONE-R"  # fow-hero3; fow-n-cost
    rule = stones_rule if wanted.stones else "FOW-COST-REMOVE-FIELD-R" if wanted.removed else rule or _cost_rule(wanted, verb)
    if len(chosen) != wanted.count or len(set(chosen)) != len(chosen):
        return violation(rule, f"this cost {verb}s {wanted.count} different card(s) of yours", path=path)
    allowed = cost_choices(board, player, wanted, verb=verb, source=source, exclude=exclude)
    for index, card_id in enumerate(chosen):
        if card_id not in allowed:
            token = wanted.not_token and def_id_of(card_id) in board.cat.tokens
            return violation("FOW-COST-NON-TOKEN-R" if token else rule, f"{card_id} is not a card of yours that this cost may {verb}", path=f"{path}/{index}")
    if wanted.each_name and not _each_name(board, wanted, chosen):
        return violation(rule, f"this cost {verb}s one card of each name: {', '.join(wanted.names)}", path=path)  # fow-r-cost: FOW-REST-NAMED-EACH-R
    return None


def _cost_rule(wanted: BanishCost, verb: CostVerb) -> str:
    """The rule a cost's cards break: fow-u-removal: FOW-COST-NAMED-CARDS-R for cards of a name alone, of any type;
    FOW-COST-BANISH-CARD-R for any card; else the verb's."""
    if wanted.any_card and wanted.names and not wanted.each_name:
        return "FOW-COST-NAMED-CARDS-R"
    if wanted.token and verb == "banish":
        return "FOW-COST-BANISH-TOKEN-R"  # fow-x-token: a token resonator of the filter only
    return "FOW-COST-BANISH-CARD-R" if wanted.any_card else _COST_RULES[verb]


def _each_name(board: Board, wanted: BanishCost, chosen: list[str]) -> bool:
    """fow-r-cost: FOW-REST-NAMED-EACH-R: the cards chosen bear the cost's names one each (in some order)."""
    return any(all(board.card(c).has_any_name([name]) for c, name in zip(order, wanted.names, strict=True)) for order in permutations(chosen))


def cost_card_lists(board: Board, player: Player, wanted: BanishCost | None, *, verb: CostVerb, source: str = "", exclude: frozenset[str] = frozenset()) -> list[list[str]]:
    """Every choice of cards for a cost banishing (resting, discarding) other cards; ``[[]]`` without such
    a cost."""
    if wanted is None:
        return [[]]
    combos = [list(combo) for combo in combinations(cost_choices(board, player, wanted, verb=verb, source=source, exclude=exclude), wanted.count)]
    if wanted.each_name:
        combos = [combo for combo in combos if _each_name(board, wanted, combo)]  # fow-r-cost: FOW-REST-NAMED-EACH-R
    if verb == "remove":
        # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: graveyard cards of one definition pay the cost alike: one choice
        # listed per set of definitions (any other choice of the same cards is legal too).
        seen: dict[tuple[str, ...], list[str]] = {}
        for combo in combos:
            seen.setdefault(tuple(sorted(board.card(c).id for c in combo)), combo)
        combos = list(seen.values())
    return combos


def pay_cost_cards(board: Board, payment: Payment, banish_rule: str, events: list[Event], *, ability_of: str | None = None, removed: bool = False) -> None:
    """Pay a cost's other cards: those of ``payment.banish`` go to their owners' graveyards
    (``banish_rule``; fow-n-cost: FOW-COST-REMOVE-FIELD-R, ``removed``: to their removed areas), those of
    ``payment.rest`` are rested (FOW-COST-REST-R)."""
    controllers = {card_id: board.controller(card_id).id for card_id in payment.banish}
    with board.together():  # FOW-TRIG-GRAVEYARD-R: the cards a cost banishes leave at once.
        for card_id in payment.banish:
            entity = board.entity(card_id)
            assert entity is not None
            if removed:
                board.leave_field(entity, "removed", events)
                events.append(ev.RemovedFromGame(card=card_id))
                continue
            events.append(ev.Banished(card=card_id, rule=banish_rule))
            board.leave_field(entity, "graveyard", events)
    if banish_rule == "FOW-KW-INCARNATION" and "incarnation_banished" in board.cat.triggers:
        # FOW-TRIG-INCARNATION-BANISHED-R: each card banished for [Incarnation], from its graveyard.
        for card_id in payment.banish:
            for index, ability in enumerate(board.card(card_id).abilities):
                if isinstance(ability, Automatic) and ability.trigger == "incarnation_banished":
                    effects.queue(board, controllers[card_id], card_id, index, events)
    for card_id in payment.rest:
        entity = board.entity(card_id)
        ruler = board.owner(card_id).ruler
        if entity is None and ruler is not None and ruler.id == card_id:
            # FOW-KW-MASTERY-R: a ruler rested in its ruler area (CR 308.3).
            ruler.rested = True
            events.append(ev.Rested(card=card_id))
            continue
        assert entity is not None
        events.append(ev.Rested(card=card_id))
        effects.rest(board, entity, events)  # FOW-TRIG-RESTED-R
    for card_id in payment.remove:
        # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: from its owner's graveyard to their removed area, face up.
        owner = board.owner(card_id)
        owner.graveyard.remove(card_id)
        owner.removed.append(card_id)
        sync_counts(owner)
        events.append(ev.RemovedFromGame(card=card_id))
        effects.trigger_graveyard_removed(board, [card_id], events)  # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R
    for card_id in payment.discard:
        # FOW-COST-DISCARD-R: from its owner's hand to their graveyard, as the cost is paid.
        owner = board.owner(card_id)
        owner.hand.remove(card_id)
        owner.graveyard.append(card_id)
        sync_counts(owner)
        events.append(ev.Discarded(player=owner.id, card=card_id, rule="FOW-COST-DISCARD-R"))
        effects.trigger_hand_to_graveyard(board, card_id, events)  # FOW-TRIG-HAND-TO-GRAVEYARD-R
        if ability_of is not None:
            effects.trigger_discarded(board, card_id, ability_of, owner.id, events)


def solarise_fits(board: Board, player: Player, card: CardDef, played: str) -> list[str]:
    """FOW-KW-SOLARISATION-R (CR 1162.2): the cards of ``player``'s removed area [Solarisation] may put on
    the bottom of their deck -- not magic stones, sharing an attribute with the card played (not that card)."""
    attributes = set(card.attributes)
    return [c for c in player.removed if c != played and board.card(c).type != "magic_stone" and attributes & set(board.card(c).attributes)]


def check_solarise(board: Board, player: Player, card: CardDef, action: PlayCard) -> Violation | None:
    """FOW-KW-SOLARISATION-R: a play naming ``solarise`` cards names exactly N different ones of
    :func:`solarise_fits` (moving fewer would lower nothing: CR 1162.2 asks N different physical cards)."""
    if not action.solarise:
        return None
    if card.solarisation is None:
        return violation("FOW-KW-SOLARISATION-R", f"{card.name} has no [Solarisation]", path="/action/solarise")
    if len(action.solarise) != card.solarisation or len(set(action.solarise)) != len(action.solarise):
        return violation("FOW-KW-SOLARISATION-R", f"[Solarisation] ({card.solarisation}) puts {card.solarisation} different card(s) of your removed area on the bottom of your deck", path="/action/solarise")
    fits = solarise_fits(board, player, card, action.card)
    for index, card_id in enumerate(action.solarise):
        if card_id not in fits:
            return violation("FOW-KW-SOLARISATION-R", f"{card_id} is not a non-magic stone card of your removed area sharing an attribute with {card.name}", path=f"/action/solarise/{index}")
    return None


def solarise_choices(board: Board, player: Player, card: CardDef, played: str) -> list[list[str]]:
    """FOW-KW-SOLARISATION-R: none, and each set of N fitting cards of the removed area (in its order; copies
    of one card are the same choice, and the order under the deck is the first listed first)."""
    if card.solarisation is None:
        return [[]]
    choices: list[list[str]] = [[]]
    seen: set[tuple[str, ...]] = set()
    for combo in combinations(solarise_fits(board, player, card, played), card.solarisation):
        key = tuple(board.card(c).id for c in combo)
        if key not in seen:
            seen.add(key)
            choices.append(list(combo))
    return choices


def put_solarised(board: Board, player: Player, cards: list[str], events: list[Event]) -> None:
    """FOW-KW-SOLARISATION-R: as the card is played, the chosen cards of the removed area go to the bottom
    of their owner's deck, one after the other in the order named (public cards: the events name them)."""
    for card_id in cards:
        leave_removed(player, [card_id])
        player.deck.append(card_id)
        events.append(ev.PutIntoDeck(card=card_id, position="bottom"))
    sync_counts(player)


def mastery_choices(board: Board, player: Player, card: CardDef) -> list[str]:
    """FOW-KW-MASTERY-R (CR 1154.2-1154.3): the recovered cards ``player`` controls that [Mastery] may rest --
    of the field (any card type, a J-ruler by its J-ruler side) and the ruler of the ruler area, named one
    of its names (of one of its races)."""
    wanted = card.mastery
    if wanted is None:
        return []
    found = []
    ruler = player.ruler
    candidates = [(e.id, e.rested, board.defn(e)) for e in player.field]
    if ruler is not None:
        candidates.insert(0, (ruler.id, ruler.rested, board.card(ruler.id)))
    for card_id, rested, defn in candidates:
        if rested:
            continue
        if wanted.names and not defn.has_any_name(wanted.names) or wanted.races and not set(wanted.races) & set(defn.races):
            continue
        found.append(card_id)
    return found


def check_mastery(board: Board, player: Player, card: CardDef, rest: list[str]) -> Violation | None:
    """FOW-KW-MASTERY-R: a [Mastery] play rests exactly one recovered card of :func:`mastery_choices` (and,
    with no additional rest cost beside it, nothing else)."""
    if len(rest) != 1:
        return violation("FOW-KW-MASTERY-R", "[Mastery] rests exactly one recovered card you control", path="/action/payment/rest")
    if rest[0] not in mastery_choices(board, player, card):
        wanted = card.mastery
        what = " or ".join(f'"{n}"' for n in wanted.names) if wanted is not None and wanted.names else " or ".join(wanted.races if wanted is not None else [])
        return violation("FOW-KW-MASTERY-R", f"{rest[0]} is not a recovered card you control of {what}", path="/action/payment/rest/0")
    return None


def check_incarnation(board: Board, player: Player, card: CardDef, banish: list[str]) -> Violation | None:
    """FOW-KW-INCARNATION: one resonator you control per symbol, each sharing that attribute."""
    wanted = list(card.incarnation or [])
    if len(banish) != len(wanted) or len(set(banish)) != len(banish):
        return violation("FOW-KW-INCARNATION", f"[Incarnation] banishes {len(wanted)} different resonator(s)", path="/action/payment/banish")
    attrs: list[set[str]] = []
    for index, card_id in enumerate(banish):
        entity = board.entity(card_id)
        if entity is None or board.controller(card_id).id != player.id or board.defn(entity).type != "resonator":
            return violation("FOW-KW-INCARNATION", f"{card_id} is not a resonator you control", path=f"/action/payment/banish/{index}")
        attrs.append(set(board.defn(entity).attributes))
    for perm in permutations(range(len(banish))):
        if all(wanted[i] in attrs[perm[i]] for i in range(len(wanted))):
            return None
    return violation("FOW-KW-INCARNATION", f"the banished resonators must share the attributes {', '.join(wanted)}", path="/action/payment/banish")


def _banished_stats(board: Board, card: CardDef, action: PlayCard) -> list[int] | None:
    """fow-x-dmglife: FOW-BANISHED-COST-STAT-R (CR 911.1): the ATK and DEF (changes applied, below 0 counting 0) of the one
    resonator the payment banishes for the spell's additional cost, taken before it leaves the field; None when the
    spell's text reads neither (or nothing is banished)."""
    reads = any(getattr(e, "cost_banished", None) is not None for e in (*card.effects, *(e for m in card.modes for e in m.effects)))
    if not reads or card.extra_banish is None or action.incarnation or len(action.payment.banish) != 1:
        return None
    entity = board.entity(action.payment.banish[0])
    if entity is None:
        return None
    atk, def_, _ = board.stats(entity)
    return [max(0, atk), max(0, def_)]

def apply_play_card(board: Board, player: Player, action: PlayCard, events: list[Event]) -> None:
    """Play ``action.card``: an alternative card as the half its player chose (fow-y-alt: FOW-ALT-PLAY-HALF-R, CR 1307.3:
    that half alone is put onto the chase; the chase item says which)."""
    halves = dict(play_halves(board, action.card))
    before, board.playing_half = board.playing_half, (action.card, halves[action.chant_half]) if True in halves else None
    try:
        _apply_play_card(board, player, action, events)
    finally:
        board.playing_half = before


def _apply_play_card(board: Board, player: Player, action: PlayCard, events: list[Event]) -> None:
    state = board.state
    zone = locate_playable(board, player, action.card)
    card = awakened_card(board.card(action.card), action)
    assert zone is not None
    # FOW-OFF-HAND-LESS-R: whether the payment is that of a cost lowered by "not from your hand" (asked
    # only of a play from another zone while such a reduction applies).
    lowered = zone != "hand" and effects.off_hand_less(board, player) is not None and _payment_fits(board, player, card, zone, action, set(action.payment.banish))[1]
    instead = banish_instead(board, player, card, action, zone)  # fow-w-costs: FOW-BANISH-INSTEAD-OF-R, before the card moves
    # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R (CR 1128.2, 1134.2): the [Seal] / [Null] condition, checked once as the card is
    # played -- before its costs are paid, the card itself not counted in its player's hand.
    played_with = card.played_with is not None and board.holds(card.played_with, action.card, player.id)
    # fow-w-count: FOW-TARGET-COST-COUNT-R (CR 903.2h-3): X counted before the costs are paid.
    counted = None if card.random_mode else counted_bound(board, play_specs(card, action.mode), action.card, player.id)
    if zone == "hand":
        player.hand.remove(action.card)
        player.hand_count = len(player.hand)
    elif zone == "rune_area":
        # FOW-RUNE-PLAY-R (CR 711.2): the rune is flipped face up and stays in the rune area; a copy is played.
        player.runes_revealed = [*(player.runes_revealed or []), action.card]
    elif zone == "standby":
        player.standby = [s for s in player.standby if s.id != action.card]
    elif zone == "removed":
        # FOW-KW-DIVE-R: it leaves the removed area, and its cyberbrain counter with it (CR 1022.4).
        leave_removed(player, [action.card])
    else:
        player.graveyard.remove(action.card)
    put_solarised(board, player, list(action.solarise), events)
    banish_rule = "FOW-KW-INCARNATION" if action.incarnation else _by_rule(card) if _optional_by(card, "banish") is not None else "FOW-EXTRA-BANISH-R"
    if instead is not None:
        banish_rule = "FOW-BANISH-INSTEAD-OF-R"  # fow-w-costs
    banished_stats = _banished_stats(board, card, action)  # fow-x-dmglife: FOW-BANISHED-COST-STAT-R, before it leaves
    pay_cost_cards(board, action.payment, banish_rule, events)
    apply_payment(board, player, action.payment, events, play_purpose(card, action.awakening))  # fow-dec-b: FOW-WILL-SPEND-AWAKENING-R
    holder = j_ruler_of(player) if card.extra_counters is not None else None
    if card.extra_counters is not None and holder is not None:
        remove_counters(holder, card.extra_counters.counter, _extra_counters(card, action), events)
    pay_gems(board, player, list(action.payment.gems), events, _play_gems(card, action.awakening))  # FOW-COST-GEM-R, FOW-EXTRA-GEMS-R
    pay_counter_picks(board, player, list(action.payment.counters), events)  # fow-r-cost: FOW-PLAY-COUNTERS-R
    awake = card.awakening.counters if action.awakening and card.awakening is not None else None
    if awake is not None and (awake_holder := j_ruler_of(player)) is not None:
        remove_counters(awake_holder, awake.counter, awake.amount, events)  # FOW-AWAKENING-COUNTERS-R
    if action.awakening and card.awakening is not None and card.awakening.rest_j_ruler and (rested := awakening_j_ruler(board, player, card.awakening)) is not None:
        rested.rested = True  # fow-ao-saga: FOW-AWAKENING-REST-R
        events.append(ev.Rested(card=rested.id))
    # FOW-CHOOSE-AT-RANDOM-R: the game's seeded generator picks the mode as the card is played.
    mode = Rng(state.rng).below(len(card.modes)) if card.random_mode else action.mode
    item = ChaseItem(
        id=board.next_id("chase"),
        kind="spell",
        controller=player.id,
        card=action.card,
        targets=list(action.targets),
        mode=mode,
        x=action.x,
        awakened=action.awakening,
        awakening=action.which_awakening if action.awakening and card.awakenings else UNSET,
        remnant=zone == "graveyard" and "remnant" in card.keywords,  # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R is no [Remnant]
    )
    if action.divide:
        item.divide = list(action.divide)  # FOW-DAMAGE-DIVIDED-R (CR 903.2j-2): fixed as it is played
    counted = counted_bound(board, play_specs(card, mode), action.card, player.id) if card.random_mode else counted
    if counted is not None:
        item.counted = counted  # fow-w-count: FOW-TARGET-COST-COUNT-R
    if banished_stats is not None:
        item.banished_stats = banished_stats
    if zone == "rune_area":
        item.rune_copy = True
    if action.chant_half:
        item.chant_half = True  # fow-y-alt: FOW-ALT-PLAY-HALF-R (CR 1307.3b): the chant half alone on the chase
    if played_with:
        item.played_with = True
    if zone == "graveyard" and board.cat.asks_from_graveyard:
        item.from_graveyard = True  # fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R (kept only when a card of the set asks)
    # fow-s-event: FOW-TRIGGER-EVENT-R: a triggered card is played: it is no longer pending.
    state.pending = [p for p in state.pending if not (p.ability == "trigger_card" and p.source == action.card)]
    if zone == "standby" and "enters_from_standby" in board.cat.triggers:
        item.from_standby = True  # fow-s-event: FOW-TRIG-ENTERS-FROM-STANDBY-R (kept only when a card of the set asks)
    state.chase.append(item)
    if board.cat.remembers_played:
        # FOW-PLAYED-THIS-TURN-R (CR 903.2o: the card is played once its cost is paid and it is on the chase).
        state.turn.cards_played = [*([] if state.turn.cards_played is UNSET else state.turn.cards_played), f"{player.id}/{action.card}"]
    _mark_defender(board, player)
    events.append(
        ev.Chase(object=item.id, kind="spell", card=action.card, from_=zone, player=player.id, targets=list(action.targets), mode=mode, x=action.x, awakened=action.awakening, name=card.name)
    )
    trigger_played(board, player.id, card, events, action.x, item.id)
    effects.trigger_targeted(board, item, True, events)  # FOW-TRIG-TARGETED-R
    if action.awakening:
        effects.trigger_player_event(board, player.id, "you_awaken", events)  # FOW-TRIG-AWAKEN-R
        effects.trigger_player_event(board, board.opponent(player.id).id, "opponent_awakens", events)
    if lowered:
        effects.trigger_played_less(board, player, events)


def _mark_defender(board: Board, player: Player) -> None:
    battle = board.state.battle
    if battle is not None and player.id != board.state.turn.player:
        battle.defender_acted = True


def list_play_card(board: Board, player: Player, usable: list[Source] | None = None) -> list[PlayCard]:
    """The legal plays of cards; an alternative card's as each of its halves (fow-y-alt: FOW-ALT-PLAY-HALF-R, CR 1307.3)."""
    before = board.playing_half
    try:
        return _list_play_card(board, player, usable)
    finally:
        board.playing_half = before


def _list_play_card(board: Board, player: Player, usable: list[Source] | None = None) -> list[PlayCard]:
    state = board.state
    actions: list[PlayCard] = []
    if chase_closed(board):
        return actions  # FOW-NO-CHASE-R
    main = main_timing(state, player.id)
    candidates = [(c, "hand") for c in player.hand]
    candidates += [(s.id, "standby") for s in player.standby if s.set_turn < state.turn.number]
    candidates += [(c, "graveyard") for c in player.graveyard if "remnant" in board.card(c).keywords or _play_from(board.card(c), "graveyard")]
    candidates += [(c, "removed") for c in player.cyberbrain or []]  # FOW-KW-DIVE-R
    # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R: the cards of the removed area that say they may be played from there.
    candidates += [(c, "removed") for c in player.removed if c not in (player.cyberbrain or []) and (_play_from(board.card(c), "removed") or _playable_now(board, player, c))]
    candidates += [(c, "rune_area") for c in player.rune_area or [] if c not in (player.runes_revealed or [])]  # FOW-RUNE-PLAY-R
    seen: set[tuple[str, str]] = set()
    if usable is None:
        usable = usable_sources(board, player, set())
    budget = will_budget(player, usable)
    for card_id, zone, chant_half in [(c, z, half) for c, z in candidates for half, _ in play_halves(board, c)]:
        halves = dict(play_halves(board, card_id))
        board.playing_half = (card_id, halves[chant_half]) if True in halves else None  # fow-y-alt: FOW-ALT-PLAY-HALF-R
        card = board.card(card_id)
        if card.type not in ("resonator", "chant", "addition", "regalia", "rune") or card.type == "rune" and zone != "rune_area":
            continue  # FOW-RUNE-CARD-R: a rune card of no other type from a rune area only
        if zone == "standby" and card.trigger is None and card.stealth is None:
            continue
        if not event_ready(board, player.id, card, card_id, zone):
            continue  # fow-s-event: FOW-TRIGGER-EVENT-R: only once its event triggered it
        if zone == "rune_area" and check_rune_play(board, player, card, card_id) is not None:
            continue
        if zone_play_problem(board, player, card, card_id, zone) is not None:
            continue  # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R, FOW-PLAY-ONLY-FROM-R
        if spell_forbidden(state, player.id, card) or name_banned(player, card):
            continue
        if card.trigger is None and not (zone == "standby" and card.stealth is not None) and not quickcast(board, player, card, zone) and not main:
            continue
        key = (card.id, zone)
        if key in seen:
            continue  # copies of one card in one zone are the same decision: the first stands for all
        seen.add(key)
        for awakening, which in [(False, 1)] + ([(True, n) for n in range(1, 2 + len(card.awakenings))] if card.awakening is not None else []):
            card = awakened_card(board.card(card_id), PlayCard(player=player.id, card=card_id, awakening=awakening, which_awakening=which, chant_half=chant_half))
            for (incarnation, mastery), solarise in product(_alternatives(card), solarise_choices(board, player, card, card_id)):
                for mode in mode_choices(board, card, card_id, player.id, awakened=awakening):
                    base = PlayCard(player=player.id, card=card_id, mode=mode, awakening=awakening, which_awakening=which, incarnation=incarnation, mastery=mastery, solarise=solarise, chant_half=chant_half)
                    fixed_need = play_needs(board, player, card, zone, base)[0][0]
                    fixed = sum(fixed_need[0].values()) + fixed_need[1]
                    instead = [] if incarnation or mastery else [[c] for c in instead_sources(board, player, card, zone)]  # fow-w-costs
                    if fixed > budget and _optional_by(card) is None and play_counters(card) is None and not instead:
                        continue
                    xs: range | tuple[int, ...] = range(0, budget - fixed + 1) if card.cost is not None and card.cost.x else (0,)
                    if _counters_x(card) and card.extra_counters is not None:
                        # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: X up to the counters of the J/ruler.
                        xs = range(0, _counters_on(j_ruler_of(player), card.extra_counters.counter) + 1)
                    xs = tuple(x for x in xs if not cheap_spell_barred(board, player, card, x))  # fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R
                    if incarnation:
                        banishes = _incarnation_choices(board, player, card)
                    else:
                        banishes = cost_card_lists(board, player, card.extra_banish, verb="banish") + instead
                    rests = [[c] for c in mastery_choices(board, player, card)] if mastery else cost_card_lists(board, player, _play_rest(card, awakening)[0], verb="rest")
                    for verb in ("rest", "banish"):
                        if (by := _optional_by(card, verb)) is not None:
                            # fow-p-cost: FOW-PLAY-LESS-BY-R: none of the cards, or each choice of them.
                            chosen = [[], *cost_card_lists(board, player, by, verb=verb)]
                            rests, banishes = (chosen, banishes) if verb == "rest" else (rests, chosen)
                    if awakening and card.awakening is not None and card.awakening.rest_j_ruler and not awakening_j_ruler(board, player, card.awakening):
                        continue  # fow-ao-saga: FOW-AWAKENING-REST-R
                    gem_choices = gem_lists(player, _play_gems(card, awakening))
                    # fow-r-cost: FOW-PLAY-COUNTERS-R: each choice of the counters (none too, but for an additional cost).
                    counter_choices = counter_pick_lists(board, player, play_counters(card))
                    if card.extra_counters_from is None and play_counters(card) is not None:
                        counter_choices = [[], *counter_choices]
                    for targets, x, banish, rested, gems, picks in product(
                        target_lists(board, player.id, play_specs(card, mode), card_id, spell=True), xs, banishes, rests, gem_choices, counter_choices
                    ):
                        divided = divided_damage(board, card, mode, card_id, player.id)  # FOW-DAMAGE-DIVIDED-R
                        if not division_fits(divided, len(targets)):
                            continue  # FOW-DAMAGE-DIVIDED-X-R: at least 100 to each target
                        draft = PlayCard(player=player.id, card=card_id, targets=targets, mode=mode, x=x,
                                         awakening=awakening, which_awakening=which, incarnation=incarnation, mastery=mastery, solarise=solarise, chant_half=chant_half,
                                         divide=even_division(divided, len(targets)) if divided else [])
                        draft.payment.rest, draft.payment.banish = list(rested), list(banish)  # FOW-PLAY-LESS-BY-R
                        draft.payment.counters = picks  # fow-r-cost: FOW-PLAY-COUNTERS-R
                        # Each way the cost may be paid (lowered, printed, an attribute paid with other will:
                        # FOW-ATTRIBUTE-COST-WITH-R), the first one the will at hand pays.
                        payment = None
                        for need, _ in play_needs(board, player, card, zone, draft, list(targets)):
                            payment = find_payment(board, player, need, set(banish) | set(rested), usable)
                            if payment is not None:
                                break
                        if payment is None:
                            continue
                        payment.banish, payment.rest, payment.gems = list(banish), list(rested), gems  # type: ignore[assignment]
                        payment.counters = picks
                        draft.payment = payment
                        if check_play_card(board, player, draft) is None:
                            actions.append(draft)
    return actions


def _alternatives(card: CardDef) -> list[tuple[bool, bool]]:
    """The (Incarnation, Mastery) ways to pay a card's cost: its printed cost, and each alternative cost it has."""
    ways = [(False, False)]
    if card.incarnation is not None:
        ways.append((True, False))
    if card.mastery is not None:
        ways.append((False, True))
    return ways


def _incarnation_choices(board: Board, player: Player, card: CardDef) -> list[list[str]]:
    wanted = list(card.incarnation or [])
    resonators = [e for e in player.field if board.defn(e).type == "resonator"]
    choices: list[list[str]] = []
    for combo in combinations(resonators, len(wanted)):
        ids = [e.id for e in combo]
        if check_incarnation(board, player, card, ids) is None:
            choices.append(ids)
    return choices


# -- activate abilities --------------------------------------------------------------------------------


def _rest_problem(board: Board, entity: Entity) -> tuple[str, str] | None:
    card = board.defn(entity)
    if entity.rested:
        return "FOW-PLAY-4", f"{card.name} is rested: [Rest] needs a recovered card"
    if board.is_j_resonator(entity) and not board.controlled_since_turn_start(entity) and "swiftness" not in board.keywords(entity):
        return "FOW-PLAY-4", f"{card.name} entered the field this turn: its [Rest] abilities wait (no [Swiftness])"
    return None


def _activate_source(board: Board, player: Player, card_id: str) -> tuple[Entity | None, RulerSlot | None, CardDef] | None:
    """Where an activate ability is played from: a card you control in the field, or your ruler in your
    ruler area (FOW-RULER-AREA-R, CR 902.1b); None if neither."""
    entity = board.entity(card_id)
    if entity is not None and board.controller(card_id).id == player.id:
        return entity, None, board.defn(entity)
    ruler = board.ruler_in_area(player, card_id)
    if ruler is not None:
        return None, ruler, board.card(card_id)
    return None


def granted_now(board: Board, entity: Entity | None, granted_by: str | None, index: int) -> ActivateAbility | None:
    """FOW-GRANTED-ABILITY-R (CR 909.1d): the ``index``-th ability ``granted_by`` grants the field card
    ``entity`` now; None when that card does not grant it one now."""
    if entity is None or granted_by is None:
        return None
    for source, place, ability in board.granted(entity):
        if source == granted_by and place == index:
            return ability
    return None


def _counters_on(entity: Entity | RulerSlot | None, name: str) -> int:
    """How many counters named ``name`` a card in the field has (FOW-NAMED-COUNTER-R); none elsewhere."""
    if entity is None or entity.counters is UNSET:
        return 0
    return entity.counters.get(name, 0)


def _play_gems(card: CardDef, awakening: bool) -> GemCost | None:
    """The gems playing ``card`` banishes: its [Awakening] cost's when awakened (FOW-COST-GEM-R), else its additional
    cost's (fow-n-cost: FOW-EXTRA-GEMS-R; the card-set check keeps the two apart)."""
    if awakening and card.awakening is not None:
        return card.awakening.gems
    return card.extra_gems


def check_gems(player: Player, wanted: GemCost | None, paid: list[str], rule: str = "") -> Violation | None:
    """FOW-COST-GEM-R: the payment's ``gems`` name exactly the gems a gem cost banishes -- ``count`` of them,
    of its attribute when it names one, all among its player's gems; none without a gem cost."""
    if wanted is None:
        return violation("FOW-COST-GEM-R", "this cost banishes no gem", path="/action/payment/gems") if paid else None
    # fow-ao-saga: FOW-CRYSTAL-R: a cost banishing crystals names them in payment.gems too.
    have = effects.items_of(player, wanted.item)
    code = rule or ("FOW-CRYSTAL-R" if wanted.item == "crystal" else "FOW-COST-GEM-R")  # fow-n-cost: FOW-EXTRA-GEMS-R names its own
    if len(paid) != wanted.count or (wanted.attribute is not None and any(a != wanted.attribute for a in paid)):
        what = f"{wanted.attribute} " if wanted.attribute else ""
        return violation(code, f"this cost banishes {wanted.count} {what}{wanted.item}(s): name them in payment.gems", path="/action/payment/gems")
    for attribute in paid:
        if attribute not in have:
            return violation(code, f"you have no {attribute} {wanted.item} left to banish", path="/action/payment/gems")
        have.remove(attribute)
    return None


def gem_lists(player: Player, wanted: GemCost | None) -> list[list[str]]:
    """FOW-COST-GEM-R: the different choices of gems (by attribute) a gem cost may banish; ``[[]]`` without one."""
    if wanted is None:
        return [[]]
    have = sorted(a for a in effects.items_of(player, wanted.item) if wanted.attribute in (None, a))
    return [list(c) for c in sorted(set(combinations(have, wanted.count)))]


def pay_gems(board: Board, player: Player, paid: list[str], events: list[Event], wanted: GemCost | None = None) -> None:
    """FOW-COST-GEM-R: the named gems are banished as the cost is paid (fow-ao-saga: FOW-CRYSTAL-R: crystals
    for a cost banishing crystals)."""
    for attribute in paid:
        effects.gem_effect(board, player, attribute, False, events, wanted.item if wanted is not None else "gem")


def _from_hand(player: Player, card_id: str) -> bool:
    """FOW-DISCARD-SELF-R: a card of the player's own hand (whose ability is played by discarding it)."""
    return card_id in player.hand


def played_from_hand(cost: AbilityCost) -> bool:
    """Whether an activate ability of this cost is played from its owner's hand: it discards the card
    (FOW-DISCARD-SELF-R) or reveals it for [Dive] (FOW-KW-DIVE-R); fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R -- or removes
    it from the game."""
    return cost.discard_self or cost.remove_hand or cost.dive


def check_activate(board: Board, player: Player, action: Activate) -> Violation | None:
    if chase_closed(board):
        return violation("FOW-NO-CHASE-R", _NO_CHASE, path="/action/type")
    source = _activate_source(board, player, action.card)
    in_hand = source is None and _from_hand(player, action.card)
    # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R: a card of the player's own graveyard (its owner plays it, CR 707.2).
    in_graveyard = source is None and not in_hand and action.card in player.graveyard and action.granted_by is None
    if in_hand or in_graveyard:
        source = (None, None, board.card(action.card))
    if source is None:
        return violation("FOW-PRIO-4", f"{action.card} is not a card you control in the field or your ruler in your ruler area", path="/action/card")
    entity, ruler, card = source
    ability: AnyAbility
    if action.granted_by is not None:
        found = granted_now(board, entity, action.granted_by, action.ability)
        if found is None:
            # FOW-GRANTED-ABILITY-R: only while the continuous ability grants it (its source in the field);
            # FOW-GRANTED-IF-NAMED-R: a grant to a card of a name, added to a card of another.
            source_entity = board.entity(action.granted_by)
            granting = granting_ability(board.defn(source_entity), action.ability) if source_entity is not None and entity is not None and source_entity.added_to == entity.id else None
            rule = "FOW-GRANTED-IF-NAMED-R" if granting is not None and granting.names and not card.has_any_name(granting.names) else "FOW-GRANTED-ABILITY-R"
            return violation(rule, f"{card.name} has no ability {action.ability} granted by {action.granted_by} now", path="/action/granted_by")
        ability = found
    elif action.ability >= len(card.abilities):
        return violation("FOW-PRIO-4", f"{card.name} has no ability {action.ability}", path="/action/ability")
    else:
        ability = card.abilities[action.ability]
    if not isinstance(ability, ActivateAbility):
        hint = "use produce_will for will abilities" if ability.__struct_config__.tag == "will" else ""
        return violation("FOW-PRIO-4", f"ability {action.ability} of {card.name} is not an activate ability", path="/action/ability", hint=hint)
    if entity is not None and board.activate_barred(entity):
        # fow-y-cant: FOW-ACTIVATE-UNLESS-CONTROL-R (CR 104.4: the prohibition takes precedence); the listing asks this check too.
        return violation("FOW-ACTIVATE-UNLESS-CONTROL-R", f"{player.id} cannot play activate abilities of {card.name}: a continuous ability bars the activate abilities of resonators a player controls unless they meet its condition", path="/action/card")
    if action.x and (ability.cost.will is None or not ability.cost.will.x):
        # fow-s-grimm-b: FOW-ACTIVATE-X-R: X is chosen only for a cost that has X.
        return violation("FOW-ACTIVATE-X-R", f"this ability of {card.name} has no X in its cost", path="/action/x")
    if ability.from_graveyard != in_graveyard:
        # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R (CR 902.1, 902.2): active in its owner's graveyard only.
        where = "from your graveyard only" if ability.from_graveyard else "from the field, your ruler area or your hand, not from your graveyard"
        return violation("FOW-GRAVEYARD-ACTIVATE-R", f"this ability of {card.name} is played {where}", path="/action/card")
    if played_from_hand(ability.cost) != in_hand:
        if ability.cost.dive:
            return violation("FOW-KW-DIVE-R", f"[Dive] of {card.name} is played from your hand only (revealing it)", path="/action/card")
        if ability.cost.remove_hand:
            # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R (CR 902.2): active in its owner's hand only.
            return violation("FOW-REMOVE-SELF-HAND-R", f"this ability of {card.name} is played from your hand only (its cost removes it from the game)", path="/action/card")
        where = "from your hand only (its cost discards it)" if ability.cost.discard_self else "from the field or your ruler area, not from your hand"
        return violation("FOW-DISCARD-SELF-R", f"this ability of {card.name} is played {where}", path="/action/card")
    if ability.timing == "main" and not main_timing(board.state, player.id):
        return _main_timing_violation(board.state, f"this ability of {card.name} can be played")
    if ability.timing == "end" and board.state.phase != "end":
        # fow-n-cost: FOW-ACTIVATE-END-PHASE-R (CR 505.2, 505.4): played only while a turn's end phase gives priority.
        return violation("FOW-ACTIVATE-END-PHASE-R", f"this ability of {card.name} is played only during an end phase", path="/action/ability")
    if ability.your_turn and board.state.turn.player != player.id:
        return violation("FOW-ACTIVATE-ONLY-R", f"this ability of {card.name} is played only during its controller's turn", path="/action/ability")
    if ability.opponent_turn and board.state.turn.player == player.id:
        return violation("FOW-ACTIVATE-ONLY-R", f"this ability of {card.name} is played only during its controller's opponent's turn", path="/action/ability")
    if ability.gods_art is not None and player.gods_arts is not UNSET and ability.gods_art in player.gods_arts:
        # FOW-GODS-ART-R (CR 905.4a, 905.4c): once per game for its player, even if it was canceled.
        return violation("FOW-GODS-ART-R", f"{player.id} played the God's Art {ability.gods_art!r} this game: once per game", path="/action/ability")
    played = board.state.turn.played
    if ability.once_per_turn and played is not UNSET and f"{action.card}/{action.ability}" in played:
        return violation("FOW-ONCE-PER-TURN-R", f"this ability of {card.name} was played this turn: once per turn", path="/action/ability")
    if ability.times_per_turn is not None and played is not UNSET and played.count(f"{action.card}/{action.ability}") >= ability.times_per_turn:
        # fow-reiya-lapis: FOW-TIMES-PER-TURN-R: at most N plays a turn by this card while it stays in the field.
        return violation("FOW-TIMES-PER-TURN-R", f"this ability of {card.name} was played {ability.times_per_turn} times this turn: up to {ability.times_per_turn} times per turn", path="/action/ability")
    if ability.when is not None and not board.holds(ability.when, action.card, player.id):
        if ability.when.count is not None and ability.when.count.what == "rune":
            # FOW-KW-RUNE-R (CR 1137.4): a [Rune] text does not exist without its revealed runes (FOW-RUNES-REVEALED-R).
            return violation("FOW-KW-RUNE-R", f"this [Rune] ability of {card.name} exists only while enough runes are revealed in its player's rune area", path="/action/ability")
        return violation("FOW-ACTIVATE-ONLY-IF-R", f"this ability of {card.name} may be played only while its condition holds", path="/action/ability")
    if ability.cost.rest:
        if entity is not None:
            problem = _rest_problem(board, entity)
            if problem is not None:
                return violation(problem[0], problem[1], path="/action/card")
        elif ruler is not None and ruler.rested:
            # FOW-RULER-AREA-R: a ruler rests in its ruler area (CR 308.3); no "since the start of the
            # turn" wait, which is a J/resonator's (CR 905.3).
            return violation("FOW-RULER-AREA-R", f"{card.name} is rested: [Rest] needs a recovered ruler", path="/action/card")
    if ability.cost.rest_j_ruler:
        j_ruler = j_ruler_of(player)
        if j_ruler is None or j_ruler.rested or j_ruler.id == action.card and ability.cost.rest:
            # FOW-REST-J-RULER-R (CR 1013.3): a recovered J/ruler of yours is rested as the cost.
            return violation("FOW-REST-J-RULER-R", "this ability's cost rests a recovered J/ruler you control: yours is rested", path="/action/ability")
    counter_cost = ability.cost.remove_counters
    holder = j_ruler_of(player) if counter_cost is not None and counter_cost.from_j_ruler else entity
    if counter_cost is not None and _counters_on(holder, counter_cost.counter) < counter_cost.amount:
        # FOW-NAMED-COUNTER-R (FOW-COUNTER-COST-R for [+A/+B] counters): a cost is paid in full or not at all (CR 903.2l).
        rule = "FOW-COUNTER-COST-R" if "/" in counter_cost.counter else "FOW-NAMED-COUNTER-R"
        return violation(rule, f"{card.name} has fewer than {counter_cost.amount} {counter_cost.counter} counter(s) to remove", path="/action/ability")
    gem_problem = check_gems(player, ability.cost.gems, list(action.payment.gems))
    if gem_problem is not None:
        return gem_problem
    if ability.cost.remove_top and not player.deck:
        # fow-n-cost: FOW-COST-REMOVE-TOP-R (CR 903.2l-1): a cost is paid in full or not at all.
        return violation("FOW-COST-REMOVE-TOP-R", f"this ability of {card.name} removes the top card of your main deck from the game: your main deck is empty", path="/action/ability")
    if ability.cost.return_self and entity is None:
        # fow-n-cost: FOW-COST-RETURN-SELF-R: the card returned to its owner's hand is in the field.
        return violation("FOW-COST-RETURN-SELF-R", f"this ability of {card.name} returns it from the field to its owner's hand: it is not in the field", path="/action/card")
    if ability.cost.return_self and entity is not None and board.has_flag(entity, "unreturnable"):
        # fow-y-cant: FOW-UNRETURNABLE-R (CR 903.2l-1: a cost is paid in full or not at all).
        return violation("FOW-UNRETURNABLE-R", f"{card.name} cannot be returned to its owner's hand: this ability's cost cannot be paid", path="/action/ability")
    if ability.cost.bottom_self and entity is None:
        # fow-p-cost: FOW-COST-BOTTOM-SELF-R: the card put on the bottom of its owner's main deck is in the field.
        return violation("FOW-COST-BOTTOM-SELF-R", f"this ability of {card.name} puts it from the field on the bottom of its owner's main deck: it is not in the field", path="/action/card")
    if ability.cost.removed_self and entity is None:
        # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R: the card removed from the game is in the field.
        return violation("FOW-COST-REMOVE-SELF-FIELD-R", f"this ability of {card.name} removes it from the field from the game: it is not in the field", path="/action/card")
    if ability.cost.life > player.life:
        # FOW-COST-LIFE-R (CR 105.4a, 903.2l-1): no more life is paid than its player has.
        return violation("FOW-COST-LIFE-R", f"this ability of {card.name} costs {ability.cost.life} life: you have {player.life}", path="/action/ability")
    # FOW-MODES-ABILITY-R (CR 903.2g): a modal ability's option is chosen as it is played.
    target_violation = check_mode(board, ability, action.mode, action.card, player.id, "FOW-MODES-ABILITY-R") or check_targets(
        board, player.id, play_specs(ability, action.mode), list(action.targets), "/action/targets", action.card
    )
    if target_violation is not None:
        return target_violation
    busy = {action.card} if ability.cost.rest or ability.cost.banish_self or ability.cost.return_self or ability.cost.bottom_self or ability.cost.removed_self else set()
    for verb, wanted in _cost_cards_of(ability.cost):
        # FOW-COST-BANISH-R / FOW-COST-REST-R / FOW-COST-DISCARD-R: other cards of the player as the cost.
        problem_v = check_cost_cards(board, player, wanted, getattr(action.payment, verb), verb=verb, source=action.card, exclude=frozenset(busy))
        if problem_v is not None:
            return problem_v
    if ability.cost.counters_from is not None:
        problem_v = check_counter_picks(board, player, ability.cost.counters_from, list(action.payment.counters))
        if problem_v is not None:
            return problem_v
    # fow-w2-wide: FOW-WILL-SPEND-GODS-ART-R -- a God's Art ability's cost may be paid with will restricted to it.
    purpose = _activate_purpose(ability, entity, card.name if entity is not None or ruler is not None else None)
    busy |= set(action.payment.banish) | set(action.payment.rest)
    return check_payment(board, player, need_of(ability.cost.will, x=action.x), action.payment, busy, purpose, gems=True, removes=True, counters=ability.cost.counters_from is not None)


# fow-p-cost: FOW-COST-COUNTERS-FROM-R


def _counter_holders(board: Board, player: Player, wanted: CountersFrom) -> dict[str, Entity | RulerSlot]:
    """The cards of ``player`` a cost removing counters from cards they control may take them from: their
    resonators; with ``rulers``, every entity they control and their ruler in its ruler area."""
    # fow-r-cost: FOW-PLAY-COUNTERS-R: "entities you control" -- every card of its field, of any type.
    holders: dict[str, Entity | RulerSlot] = {e.id: e for e in player.field if wanted.rulers or wanted.entities or not e.j_ruler and board.defn(e).type == "resonator"}
    if wanted.rulers and player.ruler is not None:
        holders[player.ruler.id] = player.ruler
    return holders


def check_counter_picks(board: Board, player: Player, wanted: CountersFrom, picks: list[CounterPick]) -> Violation | None:
    """FOW-COST-COUNTERS-FROM-R (CR 903.2l-1, 1022): the payment names exactly ``amount`` counters, each on a card
    :func:`_counter_holders` gives, of the cost's name (when it names one), no card giving more than it has."""
    path = "/action/payment/counters"
    if len(picks) != wanted.amount:
        return violation("FOW-COST-COUNTERS-FROM-R", f"this cost removes {wanted.amount} counter(s) from cards you control", path=path)
    if wanted.one_card and len({pick.card for pick in picks}) > 1:
        # fow-r-cost: FOW-PLAY-COUNTERS-R: "from an entity you control" -- all of them from one card.
        return violation("FOW-PLAY-COUNTERS-R", f"this cost removes its {wanted.amount} counters from one entity you control", path=path)
    holders = _counter_holders(board, player, wanted)
    taken: Counter[tuple[str, str]] = Counter()
    for index, pick in enumerate(picks):
        holder = holders.get(pick.card)
        taken[(pick.card, pick.counter)] += 1
        if holder is None or wanted.counter is not None and pick.counter != wanted.counter or taken[(pick.card, pick.counter)] > _counters_on(holder, pick.counter):
            return violation("FOW-COST-COUNTERS-FROM-R", f"{pick.card} has no more {pick.counter} counters this cost may remove", path=f"{path}/{index}")
    return None


def counter_pick_lists(board: Board, player: Player, wanted: CountersFrom | None) -> list[list[CounterPick]]:
    """Choices of the counters a cost removes from cards of ``player`` (at most 12; ``[[]]`` without such a cost)."""
    if wanted is None:
        return [[]]
    holders = _counter_holders(board, player, wanted)
    units = [
        (card_id, name)
        for card_id, holder in holders.items()
        for name in (holder.counters if holder.counters is not UNSET else {})
        if wanted.counter is None or name == wanted.counter
    ]
    found: list[list[CounterPick]] = []
    for combo in combinations_with_replacement(units, wanted.amount):
        picks = [CounterPick(card=card_id, counter=name) for card_id, name in combo]
        if check_counter_picks(board, player, wanted, picks) is None:
            found.append(picks)
        if len(found) >= 12:
            break
    return found


def pay_counter_picks(board: Board, player: Player, picks: list[CounterPick], events: list[Event]) -> None:
    """FOW-COST-COUNTERS-FROM-R: each counter named removed from its card as the cost is paid."""
    for (card_id, name), amount in Counter((pick.card, pick.counter) for pick in picks).items():
        holder = board.entity(card_id) or (player.ruler if player.ruler is not None and player.ruler.id == card_id else None)
        if holder is not None:
            remove_counters(holder, name, amount, events)


def _activate_purpose(ability: ActivateAbility, entity: Entity | None, name: str | None = None) -> Purpose:
    """What an activate ability's will pays for: a God's Art ability (FOW-WILL-SPEND-GODS-ART-R); fow-alice-nv:
    FOW-WILL-SPEND-J-RULER-R -- an ability of a J-ruler in the field (its source, which its player controls:
    _activate_source), a God's Art one or not; fow-dec-b: FOW-WILL-SPEND-ACTIVATE-R -- another activate ability.
    fow-y-will: FOW-WILL-SPEND-NAMED-R -- with ``name``, the name of its source when its player controls it (in the
    field or in the ruler area; None for an ability played from another zone)."""
    j_ruler = entity is not None and entity.j_ruler
    if ability.gods_art is not None:
        kind: Literal["gods_art", "j_ruler_ability", "j_ruler_gods_art", "activate"] = "j_ruler_gods_art" if j_ruler else "gods_art"
    else:
        kind = "j_ruler_ability" if j_ruler else "activate"
    return ActivatedOf(kind, name) if name is not None else kind


def apply_activate(board: Board, player: Player, action: Activate, events: list[Event]) -> None:
    source = _activate_source(board, player, action.card) or (None, None, board.card(action.card))
    entity, ruler, card = source
    ability = granted_now(board, entity, action.granted_by, action.ability) if action.granted_by is not None else card.abilities[action.ability]
    assert isinstance(ability, ActivateAbility)
    counted = counted_bound(board, play_specs(ability, action.mode), action.card, player.id)  # fow-w-count: FOW-TARGET-COST-COUNT-R
    named = card.name if entity is not None or ruler is not None else None  # fow-y-will: FOW-WILL-SPEND-NAMED-R
    apply_payment(board, player, action.payment, events, _activate_purpose(ability, entity, named))  # FOW-WILL-SPEND-GODS-ART-R, FOW-WILL-SPEND-J-RULER-R
    if ability.gods_art is not None:
        player.gods_arts = [*(player.gods_arts if player.gods_arts is not UNSET else []), ability.gods_art]
    if ability.once_per_turn or ability.times_per_turn is not None:
        turn = board.state.turn
        turn.played = [*(turn.played if turn.played is not UNSET else []), f"{action.card}/{action.ability}"]
    if ability.cost.rest:
        if entity is not None:
            effects.rest(board, entity, events)  # FOW-TRIG-RESTED-R
        elif ruler is not None:
            ruler.rested = True
    j_ruler = j_ruler_of(player) if ability.cost.rest_j_ruler else None
    if j_ruler is not None:
        j_ruler.rested = True
        events.append(ev.Rested(card=j_ruler.id))
    counter_cost = ability.cost.remove_counters
    holder = j_ruler_of(player) if counter_cost is not None and counter_cost.from_j_ruler else entity
    if counter_cost is not None and holder is not None:
        remove_counters(holder, counter_cost.counter, counter_cost.amount, events)
    pay_counter_picks(board, player, list(action.payment.counters), events)  # fow-p-cost: FOW-COST-COUNTERS-FROM-R
    if ability.cost.life:
        pay_life(player, ability.cost.life, events)
    pay_gems(board, player, list(action.payment.gems), events, ability.cost.gems)  # FOW-COST-GEM-R
    if ability.cost.remove_self and action.card in player.graveyard:
        # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R: from its owner's graveyard to their removed area, face up.
        player.graveyard.remove(action.card)
        player.removed.append(action.card)
        sync_counts(player)
        events.append(ev.RemovedFromGame(card=action.card))
        effects.trigger_graveyard_removed(board, [action.card], events)  # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R
    if ability.cost.remove_top and player.deck:
        # fow-n-cost: FOW-COST-REMOVE-TOP-R (CR 1004.1): the top card of its player's main deck to their removed area.
        top = player.deck.pop(0)
        player.removed.append(top)
        sync_counts(player)
        events.append(ev.RemovedFromGame(card=top))
    with board.together():  # FOW-TRIG-GRAVEYARD-R: and this card with them.
        pay_cost_cards(board, action.payment, "FOW-COST-BANISH-R", events, ability_of=action.card, removed=ability.cost.banish is not None and ability.cost.banish.removed)
        if ability.cost.banish_self and entity is not None:
            board.leave_field(entity, "graveyard", events)
        if ability.cost.return_self and entity is not None:
            board.leave_field(entity, "hand", events)  # fow-n-cost: FOW-COST-RETURN-SELF-R (CR 302.5: its owner's hand)
            events.append(ev.ReturnedToHand(card=entity.id))
        if ability.cost.bottom_self and entity is not None:
            board.leave_field(entity, "deck_bottom", events)  # fow-p-cost: FOW-COST-BOTTOM-SELF-R (CR 302.5: its owner's deck)
            events.append(ev.PutIntoDeck(card=entity.id, position="bottom"))
        if ability.cost.removed_self and entity is not None:
            board.leave_field(entity, "removed", events)  # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R (CR 1004.1, 302.5)
            events.append(ev.RemovedFromGame(card=entity.id))
    if ability.cost.discard_self:
        # FOW-DISCARD-SELF-R: the card goes from the hand to its owner's graveyard as the cost is paid.
        player.hand.remove(action.card)
        player.graveyard.append(action.card)
        sync_counts(player)
        events.append(ev.Discarded(player=player.id, card=action.card, rule="FOW-DISCARD-SELF-R"))
        effects.trigger_hand_to_graveyard(board, action.card, events)  # FOW-TRIG-HAND-TO-GRAVEYARD-R
    if ability.cost.remove_hand:
        # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R (CR 1004.1, 311.2): from the hand to its owner's removed area, face up.
        player.hand.remove(action.card)
        player.removed.append(action.card)
        sync_counts(player)
        events.append(ev.RemovedFromGame(card=action.card))
    if ability.cost.dive:
        # FOW-KW-DIVE-R: the card is revealed from the hand as the cost is paid, and stays there.
        events.append(ev.RevealedCards(player=player.id, cards=[card.id], rule="FOW-KW-DIVE-R"))
    kind: Literal["ability", "ruler_ability"] = "ability" if entity is not None or played_from_hand(ability.cost) or ability.from_graveyard else "ruler_ability"
    item = ChaseItem(id=board.next_id("chase"), kind=kind, controller=player.id, card=action.card,
                     ability=action.ability, targets=list(action.targets), mode=action.mode, x=action.x)  # fow-s-grimm-b: FOW-ACTIVATE-X-R
    if counted is not None:
        item.counted = counted  # fow-w-count: FOW-TARGET-COST-COUNT-R
    if action.payment.discard:
        item.discarded = list(action.payment.discard)  # fow-n-rulers: FOW-COND-DISCARDED-R
    if ability.gods_art is not None and board.cat.remembers_gods_art:
        item.gods_art = True  # fow-s-keyword: FOW-KW-FALLEN-R
    if action.granted_by is not None:
        item.granted_by = action.granted_by  # FOW-GRANTED-ABILITY-R
    elif entity is not None and entity.inverted is True:
        item.despair = True  # fow-faces: FOW-INVERSE-SIDE-R, an ability of the despair side
    board.state.chase.append(item)
    _mark_defender(board, player)
    events.append(ev.Chase(object=item.id, kind=kind, card=action.card, ability=action.ability, targets=list(action.targets), player=player.id, mode=action.mode,
                           granted_by=action.granted_by if action.granted_by is not None else UNSET, x=action.x))
    effects.trigger_targeted(board, item, False, events)  # FOW-TRIG-TARGETED-R


def list_activate(board: Board, player: Player, usable: list[Source] | None = None) -> list[Activate]:
    actions: list[Activate] = []
    if chase_closed(board):
        return actions  # FOW-NO-CHASE-R
    sources: list[tuple[str, CardDef, Entity | RulerSlot]] = [(e.id, board.defn(e), e) for e in player.field]
    if player.ruler is not None:
        sources.append((player.ruler.id, board.card(player.ruler.id), player.ruler))
    hand: list[tuple[str, CardDef, Entity | RulerSlot]] = [(c, board.card(c), Entity(id=c)) for c in player.hand]
    # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R: the cards of the player's graveyard with such an ability.
    graveyard: list[tuple[str, CardDef, Entity | RulerSlot]] = [
        (c, board.card(c), Entity(id=c)) for c in dict.fromkeys(player.graveyard) if any(isinstance(a, ActivateAbility) and a.from_graveyard for a in board.card(c).abilities)
    ]
    for card_id, card, where in sources + hand + graveyard:
        buried = card_id in player.graveyard and board.entity(card_id) is None and card_id not in player.hand
        own: list[tuple[str | None, int, AnyAbility]] = [(None, index, ability) for index, ability in enumerate(card.abilities)]
        if isinstance(where, Entity) and card_id not in player.hand and not buried and "grants" in board.cat.flags:
            own.extend(board.granted(where))  # FOW-GRANTED-ABILITY-R
        for granted_by, index, ability in own:
            if not isinstance(ability, ActivateAbility) or played_from_hand(ability.cost) != (card_id in player.hand) or ability.from_graveyard != buried:
                continue
            if ability.cost.rest and (where.rested if isinstance(where, RulerSlot) else _rest_problem(board, where) is not None):
                continue
            busy = {card_id} if ability.cost.rest or ability.cost.banish_self or ability.cost.return_self or ability.cost.bottom_self or ability.cost.removed_self else set()
            choices = product(_cost_card_choices(board, player, ability.cost, card_id, frozenset(busy)), gem_lists(player, ability.cost.gems), counter_pick_lists(board, player, ability.cost.counters_from))
            # fow-s-grimm-b: FOW-ACTIVATE-X-R: each X the will at hand may pay beside the rest of the cost.
            fixed = sum(need_of(ability.cost.will)[0].values()) + need_of(ability.cost.will)[1]
            xs = range(0, max(0, will_budget(player, usable) - fixed) + 1) if ability.cost.will is not None and ability.cost.will.x and usable is not None else (0,)
            for ((banish, rested, discarded, removed), gems, picks), x in product(choices, xs):
                payment = find_payment(board, player, need_of(ability.cost.will, x=x), busy | set(banish) | set(rested), usable)
                if payment is None:
                    continue
                payment.banish, payment.rest, payment.discard, payment.gems, payment.remove = banish, rested, discarded, gems, removed  # type: ignore[assignment]
                payment.counters = picks
                for mode in mode_choices(board, ability, card_id, player.id):
                    for targets in target_lists(board, player.id, play_specs(ability, mode), card_id):
                        draft = Activate(player=player.id, card=card_id, ability=index, targets=targets, mode=mode, payment=payment, granted_by=granted_by, x=x)
                        if check_activate(board, player, draft) is None:
                            actions.append(draft)
    return actions


def _cost_cards_of(cost: AbilityCost) -> tuple[tuple[CostVerb, BanishCost | None], ...]:
    return (("banish", cost.banish), ("rest", cost.rest_cards), ("discard", cost.discard), ("remove", cost.remove))


def _cost_card_choices(board: Board, player: Player, cost: AbilityCost, source: str, busy: frozenset[str]) -> list[tuple[list[str], list[str], list[str], list[str]]]:
    """The (banished, rested, discarded, removed) choices of an activate cost's other cards (FOW-COST-BANISH-R,
    FOW-COST-REST-R, FOW-COST-DISCARD-R, fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R), none shared."""
    banishes, rests, discards, removes = (cost_card_lists(board, player, wanted, verb=verb, source=source, exclude=busy) for verb, wanted in _cost_cards_of(cost))
    return [(banish, rested, discarded, removed) for banish, rested, discarded, removed in product(banishes, rests, discards, removes) if not set(banish) & set(rested)]


# -- will, stones, Judgment, standby -------------------------------------------------------------------


def check_produce_will(board: Board, player: Player, action: ProduceWill) -> Violation | None:
    problem = source_problem(board, player, action.source, action.will, set(), action.more)
    if problem is not None:
        return violation(problem[0], problem[1], path="/action/source")
    option = _will_option(board, player, action)
    if option is not None and option.life > player.life:
        # FOW-COST-LIFE-R (CR 105.4a): a player pays no more life than they have.
        return violation("FOW-COST-LIFE-R", f"this will ability costs {option.life} life and you have {player.life}", path="/action/source")
    payment = action.payment
    if option is not None and option.rest_cards is not None:
        # FOW-WILL-REST-CARDS-R: exactly its count of other recovered cards of the filter, rested as it is played.
        problem_v = check_cost_cards(board, player, option.rest_cards, payment.rest, verb="rest", rule="FOW-WILL-REST-CARDS-R", source=action.source)
        if problem_v is not None:
            return problem_v
        payment = structs.replace(payment, rest=[])
    if option is not None and option.removes is not None:
        # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: exactly its count of its player's graveyard cards of the filter.
        problem_v = check_cost_cards(board, player, option.removes, payment.remove, verb="remove", rule="FOW-WILL-REMOVE-GRAVEYARD-R", source=action.source)
        if problem_v is not None:
            return problem_v
        payment = structs.replace(payment, remove=[])
    if option is None or option.cost is None:
        if payment != Payment():
            return violation("FOW-WILL-PAID-R", "this will ability has no will cost: it takes no payment", path="/action/payment")
        return None
    # FOW-WILL-PAID-R: its will cost, paid by other will (the card itself is used by the ability).
    # fow-dec-b: FOW-WILL-SPEND-ACTIVATE-R: a will ability is an activate ability (CR 907.1a).
    return check_payment(board, player, need_of(option.cost), payment, {action.source, *action.payment.rest}, "activate")


def apply_produce_will(board: Board, player: Player, action: ProduceWill, events: list[Event]) -> None:
    """FOW-PRIO-6: a will ability resolves at once; the will waits in the pool (FOW-WILL-2), all the wills
    of one use (FOW-WILL-SEVERAL-R)."""
    option = _will_option(board, player, action)
    if option is not None and option.rest_cards is not None:
        pay_cost_cards(board, Payment(rest=list(action.payment.rest)), "", events)  # FOW-WILL-REST-CARDS-R
    if option is not None and option.removes is not None:
        pay_cost_cards(board, Payment(remove=list(action.payment.remove)), "", events)  # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R
    if option is not None and option.cost is not None:
        apply_payment(board, player, structs.replace(action.payment, rest=[], remove=[]), events, "activate")  # FOW-WILL-PAID-R
    if option is not None and option.life:
        pay_life(player, option.life, events)  # FOW-COST-LIFE-R
    used: list[Event] = []
    slot = player.ruler
    if slot is not None and action.source == slot.id:
        # fow-hero3: FOW-RULER-WILL-R: played from the ruler area -- its counters go, "once per turn" is remembered.
        picked = ruler_will_pick(board, player, action.will, list(action.more))[0]
        assert picked is not None and option is not None
        if option.counters is not None:
            remove_counters(slot, option.counters.counter, option.counters.amount, events)
        ability = board.card(slot.id).abilities[picked[0]]
        if isinstance(ability, WillAbility) and ability.once_per_turn:
            turn = board.state.turn
            turn.played = [*(turn.played if turn.played is not UNSET else []), f"{slot.id}/{picked[0]}"]
    else:
        apply_payment(board, player, Payment(sources=[_use(action)]), used, "produce")
    if option is not None and option.once_key is not None:
        # fow-dec-b: FOW-ONCE-PER-TURN-R: a field card's will ability played only once per turn (a will cost alone:
        # always played with produce_will, FOW-WILL-PAID-R).
        turn = board.state.turn
        turn.played = [*(turn.played if turn.played is not UNSET else []), option.once_key]
    if option is not None and option.gods_art is not None:
        # fow-hero3: FOW-GODS-ART-WILL-R: played once per game by that name (remembered once it is played).
        player.gods_arts = [*(player.gods_arts if player.gods_arts is not UNSET else []), option.gods_art]
        effects.remember_gods_art(board, player.id)  # fow-s-keyword: FOW-KW-FALLEN-R (CR 907.3: resolved just after it is played)
    events.extend(e for e in used if isinstance(e, ev.CountersRemoved))  # FOW-COUNTER-WILL-R
    for kind in (action.will, *action.more):
        if option is not None and option.only is not None:
            # FOW-WILL-SPEND-ONLY-R: the will keeps what it may pay for.
            player.restricted = [*(player.restricted or []), RestrictedWill(will=kind, only=option.only)]
        else:
            player.pool[kind] = player.pool.get(kind, 0) + 1
    restricted = option is not None and option.only is not None
    events.append(ev.WillProduced(player=player.id, source=action.source, will=action.will, more=list(action.more), restricted=restricted, rule="FOW-PRIO-6"))
    if option is not None and option.damage:
        effects.deal_damage(board, action.source, player.id, option.damage, events, battle=False)  # fow-m-will: FOW-WILL-DAMAGE-R


def _will_option(board: Board, player: Player, action: ProduceWill) -> WillOption | None:
    """The will ability a produce_will action plays: a field card's, or (fow-hero3: FOW-RULER-WILL-R) one of
    its player's ruler in its ruler area; None for the will coin or when none can."""
    slot = player.ruler
    if slot is not None and action.source == slot.id:
        picked = ruler_will_pick(board, player, action.will, list(action.more))[0]
        return picked[1] if picked is not None else None
    entity = board.entity(action.source) if action.source != "coin" else None
    return pick_option(board, entity, action.will, action.more)[0] if entity is not None else None


def _use(action: ProduceWill) -> WillUse:
    return WillUse(card=action.source, will=action.will, more=list(action.more))


def list_produce_will(board: Board, player: Player, usable: list[Source] | None = None) -> list[ProduceWill]:
    """Each distinct use of each usable will ability; the further wills of one making several as a multiset
    (FOW-WILL-SEVERAL-R: "{R}{B}" and "{B}{R}" are one choice)."""
    if usable is None:
        usable = usable_sources(board, player, set())
    if player.ruler is not None:
        # fow-hero3: FOW-RULER-WILL-R: its ruler's will abilities, from its ruler area, after the field's.
        ruler_id = player.ruler.id
        usable = [*usable, *(Source(ruler_id, o.produce, None, False, False, o.more, o.only, o.cost, o.life, o.rest_cards, o.removes) for _, o in ruler_will_options(board, player))]
    actions: list[ProduceWill] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for source in usable:
        payment = Payment()
        if source.life > player.life:
            continue  # FOW-COST-LIFE-R: more life than its player has
        # FOW-WILL-REST-CARDS-R (fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R): listed with the first choice of the cards
        # it rests (the graveyard cards it removes), when there is one.
        costs: tuple[tuple[CostVerb, BanishCost | None], ...] = (("rest", source.rest_cards), ("remove", source.removes))
        firsts = [(verb, cost_card_lists(board, player, wanted, verb=verb, source=source.key)) for verb, wanted in costs]
        if any(not choices for _, choices in firsts):
            continue
        rested, removed = (choices[0] for _, choices in firsts)
        if source.cost is not None:
            # FOW-WILL-PAID-R: listed with the canonical payment of its will cost, when there is one.
            found = find_payment(board, player, need_of(source.cost), {source.key, *rested}, usable)
            if found is None:
                continue
            payment = found
        if rested or removed:
            payment = structs.replace(payment, rest=rested, remove=removed)
        for kind in source.produce:
            for more in product(*source.more):
                key = (source.key, tuple(sorted((kind, *more))))
                if key not in seen:
                    seen.add(key)
                    actions.append(ProduceWill(player=player.id, source=source.key, will=kind, more=list(more), payment=payment))
    return actions


def _ruler_entity(player: Player) -> Entity | None:
    return next((e for e in player.field if e.j_ruler), None)


def check_call_stone(board: Board, player: Player, action: CallStone) -> Violation | None:
    state = board.state
    if not main_timing(state, player.id):
        return _main_timing_violation(state, "a magic stone is called", "FOW-WILL-4")
    if state.turn.stone_called:
        return violation("FOW-AMB-5", "you already called a magic stone this turn", path="/action/type")
    if state.turn.judgment:
        return violation("FOW-WILL-4", "you did Judgment this turn: no magic stone can be called", path="/action/type")
    if board.stone_call_barred(player.id):
        return violation("FOW-NO-STONE-CALL-R", "a card you control says you cannot call magic stones", path="/action/type")
    j_ruler = _ruler_entity(player)
    rested = j_ruler.rested if j_ruler is not None else (player.ruler is None or player.ruler.rested)
    if rested:
        return violation("FOW-WILL-4", "your ruler is rested: calling a stone rests a recovered ruler or J-ruler", path="/action/type")
    if not player.stone_deck:
        return violation("FOW-WILL-4", "your magic stone deck is empty", path="/action/type")
    return None


def apply_call_stone(board: Board, player: Player, events: list[Event]) -> None:
    state = board.state
    j_ruler = _ruler_entity(player)
    if j_ruler is not None:
        j_ruler.rested = True
    elif player.ruler is not None:
        player.ruler.rested = True
    stone = player.stone_deck.pop(0)
    player.stone_deck_count = len(player.stone_deck)
    entered = Entity(id=stone, since=state.turn.number)
    board.enter_field(player, entered)
    state.turn.stone_called = True
    events.append(ev.StoneCalled(player=player.id, card=stone, rule="FOW-WILL-4"))
    trigger_enter(board, entered, events)


def check_judgment(board: Board, player: Player, action: DoJudgment) -> Violation | None:
    state = board.state
    if not main_timing(state, player.id):
        return _main_timing_violation(state, "Judgment is done", "FOW-JUDG-1")
    ruler = player.ruler
    if ruler is None:
        return violation("FOW-JUDG-1", "your ruler is already a J-ruler in the field", path="/action/type")
    card = board.card(ruler.id)
    if card.judgment is None:
        return violation("FOW-JUDG-1", f"{card.name} has no [Judgment]", path="/action/type")
    if ruler.astral:
        return violation("FOW-JUDG-3", f"{card.name} is astral: no more Judgment this game", path="/action/type", hint="FOW-AMB-8")
    if ruler.rested:
        return violation("FOW-JUDG-1", f"{card.name} is rested: Judgment needs a recovered ruler", path="/action/type")
    if state.turn.judgment:
        return violation("FOW-JUDG-1", "Judgment is done once per turn", path="/action/type")
    if action.x and not card.judgment.cost.x:
        return violation("FOW-JUDG-X-R", f"{card.name}'s Judgment has no X in its cost", path="/action/x")
    if card.judgment.cost.x and action.x < card.judgment.x_min:
        # fow-p-cost: FOW-JUDG-X-R: "You cannot choose to pay {0}".
        return violation("FOW-JUDG-X-R", f"X of {card.name}'s Judgment is {card.judgment.x_min} or more", path="/action/x")
    # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: {0} rather than the [Judgment] section's actions (then increases).
    free = judgment_free_costs(board, player, card, action.x)
    bare = not action.payment.banish and not action.payment.discard and check_cost_cards(board, player, None, action.payment.rest, verb="rest") is None
    if bare and any(check_payment(board, player, need_of(cost), action.payment, set(), "judgment") is None for cost in free):
        return None
    judged: tuple[tuple[CostVerb, BanishCost | None], ...] = (("banish", card.judgment.banish), ("rest", None))
    for verb, wanted in judged:
        # FOW-COST-BANISH-R: "[Judgment] Banish a <filter>" names the resonators banished.
        problem_v = check_cost_cards(board, player, wanted, getattr(action.payment, verb), verb=verb)
        if problem_v is not None:
            return problem_v
    options = judgment_options(board, player, card, action.x)
    if not options:
        return violation("FOW-JUDG-ONLY-IF-R", f"{card.name}'s Judgment may be done only while its condition holds", path="/action/type")
    found = None
    for cost, discard in options:
        # FOW-COST-DISCARD-R: a Judgment that discards names its cards of the hand; one that does not, none.
        found = check_cost_cards(board, player, discard, action.payment.discard, verb="discard") or check_payment(
            board, player, need_of(cost), action.payment, set(action.payment.banish), "judgment"
        )
        if found is None:
            return None
    return found


def judgment_free_costs(board: Board, player: Player, card: CardDef, x: int = 0) -> list[Cost]:
    """fow-w-modal: FOW-JUDGMENT-FREE-TURN-R (CR 903.2k-1: an alternative cost first, then 903.2k-3 increases, 903.2k-4
    decreases): the costs of a Judgment done for {0} rather than its [Judgment] actions, for a player an effect let do
    so this turn -- none otherwise, nor while no [Judgment] section of the ruler may be done (its conditions, CR 705.2b)."""
    freed = board.state.turn.judgment_free
    if freed is UNSET or player.id not in freed or card.judgment is None or card.judgment.cost.x or not judgment_options(board, player, card, x):
        # A [Judgment] with X is never done for {0}: X of it cannot be 0 (CR 705.2a) and nothing would fix it (ruling).
        return []
    return [cost for cost, _ in _judgment_less_field(board, player, _judgment_changed(board, player, [(Cost(), None)]))]


def judgment_options(board: Board, player: Player, card: CardDef, x: int = 0) -> list[tuple[Cost, BanishCost | None]]:
    """:func:`judgment_costs`, each with the hand cards its Judgment section discards (FOW-COST-DISCARD-R):
    the printed section's ``discard``, each other section's own; ``x``: X of a cost with X (FOW-JUDG-X-R)."""
    judgment = card.judgment
    assert judgment is not None
    ruler_id = card.id if player.ruler is None else player.ruler.id
    printed = _printed_judgment_costs(board, player, card, x) if judgment.when is None or board.holds(judgment.when, ruler_id, player.id) else []
    # FOW-JUDG-CHOICE-R: a ruler printed with several [Judgment] sections -- its player does one of them.
    others = [(choice.cost, choice.discard) for choice in judgment.alternatives if choice.when is None or board.holds(choice.when, ruler_id, player.id)]
    # Increases, then decreases (CR 903.2k-3, 903.2k-4): the opponents' and its player's changes of the cost
    # of Judgment (FOW-JUDG-COST-CHANGE-R), then the field's "pay <cost> less to do judgment" (FOW-JUDG-LESS-FIELD-R).
    options = _judgment_changed(board, player, [(cost, judgment.discard) for cost in printed] + others)
    return _judgment_less_field(board, player, options)


# fow-faces: FOW-JUDG-LESS-FIELD-R
def _judgment_less_field(board: Board, player: Player, options: list[tuple[Cost, BanishCost | None]]) -> list[tuple[Cost, BanishCost | None]]:
    """FOW-JUDG-LESS-FIELD-R (CR 903.2k-4): each card in ``player``'s field with "You may pay <cost> less to do
    judgment" may lower each cost -- an attribute symbol by one of its own, free will down to none -- or not
    ("you may"); every choice of those cards is a cost the Judgment may be paid with (lowered first)."""
    lessers = [less for e in player.field if (less := board.defn(e).judgment_less) is not None][:4]
    if not lessers:
        return options
    found: list[tuple[Cost, BanishCost | None]] = []
    for size in range(len(lessers), -1, -1):
        for chosen in combinations(lessers, size):
            for cost, discard in options:
                lowered = cost
                for less in chosen:
                    attrs = set(lowered.specified) | set(less.specified)
                    specified = {a: lowered.specified.get(a, 0) - less.specified.get(a, 0) for a in attrs}
                    lowered = Cost(specified={a: n for a, n in specified.items() if n > 0}, free=max(0, lowered.free - less.free), x=lowered.x)
                if (lowered, discard) not in found:
                    found.append((lowered, discard))
    return found


def _judgment_changed(board: Board, player: Player, options: list[tuple[Cost, BanishCost | None]]) -> list[tuple[Cost, BanishCost | None]]:
    """fow-wide6: FOW-JUDG-COST-CHANGE-R (CR 903.2k-3, then 903.2k-4): each cost raised by the opponents'
    increases, then lowered by its player's decreases (free will, down to none); with "you may", the cost
    without the decrease too."""
    more, less, optional = effects.judgment_change(board, player)
    if not more and not less:
        return options
    changed: list[tuple[Cost, BanishCost | None]] = []
    for cost, discard in options:
        raised = structs.replace(cost, free=cost.free + more)
        lowered = structs.replace(raised, free=max(0, raised.free - less))
        for option in [(lowered, discard)] + ([(raised, discard)] if optional and lowered != raised else []):
            if option not in changed:
                changed.append(option)
    return changed


def judgment_costs(board: Board, player: Player, card: CardDef) -> list[Cost]:
    """The costs a Judgment may be paid with now: those of its printed [Judgment] while its condition
    holds (FOW-JUDG-ONLY-IF-R), then those of each other [Judgment] of the ruler whose condition holds
    (FOW-JUDG-CHOICE-R); none when no condition holds."""
    return [cost for cost, _ in judgment_options(board, player, card)]


def _printed_judgment_costs(board: Board, player: Player, card: CardDef, x: int = 0) -> list[Cost]:
    """The costs of the first printed Judgment: its cost, lowered per count (FOW-JUDG-LESS-R, CR
    903.2k-4) down to no free will; with "you may", the printed cost too."""
    judgment = card.judgment
    assert judgment is not None
    if judgment.cost.x:
        # fow-p-cost: FOW-JUDG-X-R (CR 903.2h): X as chosen, free will or will of ``x_will`` only.
        if judgment.x_will is None:
            return [Cost(specified=dict(judgment.cost.specified), free=judgment.cost.free + x)]
        specified = dict(judgment.cost.specified)
        specified[judgment.x_will] = specified.get(judgment.x_will, 0) + x
        return [Cost(specified={a: n for a, n in specified.items() if n > 0}, free=judgment.cost.free)]
    if judgment.instead is not None and judgment.instead_when is not None:
        # FOW-JUDG-INSTEAD-R: "You pay <cost> rather than pay this cost if <condition>" -- that cost only.
        ruler_id = card.id if player.ruler is None else player.ruler.id
        # "If <condition>, you may pay <cost> to play this ability instead": the printed cost too.
        if not board.holds(judgment.instead_when, ruler_id, player.id):
            return [judgment.cost]
        return [judgment.instead, judgment.cost] if judgment.instead_may and judgment.instead != judgment.cost else [judgment.instead]
    if judgment.instead_tiers:
        # FOW-JUDG-INSTEAD-TIERS-R: each "pay <cost> instead" whose condition holds replaces the cost before it.
        ruler_id = card.id if player.ruler is None else player.ruler.id
        cost = judgment.cost
        for tier in judgment.instead_tiers:
            if tier.when is not None and board.holds(tier.when, ruler_id, player.id):
                cost = tier.cost
        return [cost]
    less = judgment.less
    if less is None:
        return [judgment.cost]
    count = board.per_count(less.per, card.id if player.ruler is None else player.ruler.id, player.id)
    lowered = Cost(specified=dict(judgment.cost.specified), free=max(0, judgment.cost.free - less.free * count))
    return [lowered, judgment.cost] if less.optional and lowered != judgment.cost else [lowered]


def apply_judgment(board: Board, player: Player, action: DoJudgment, events: list[Event]) -> None:
    ruler = player.ruler
    assert ruler is not None
    # FOW-DAMAGE-JUDGMENT-ATK-R: the ATK of the resonator(s) banished as the cost, as they were (CR 911.1).
    banished = [entity for entity in (board.entity(card_id) for card_id in action.payment.banish) if entity is not None and board.defn(entity).type == "resonator"]
    judged = sum(board.stats(entity)[0] for entity in banished)
    pay_cost_cards(board, action.payment, "FOW-COST-BANISH-R", events)
    apply_payment(board, player, action.payment, events, "judgment")
    # fow-p-cost: FOW-JUDG-X-R: X paid, the J-ruler side's X (CR 903.2h-2).
    item = ChaseItem(id=board.next_id("chase"), kind="judgment", controller=player.id, card=ruler.id, x=action.x)
    if banished:
        item.amount = judged
    board.state.chase.append(item)
    board.state.turn.judgment = True
    events.append(ev.Chase(object=item.id, kind="judgment", card=ruler.id, player=player.id, rule="FOW-JUDG-1"))


def list_judgment(board: Board, player: Player, usable: list[Source] | None = None) -> list[DoJudgment]:
    ruler = player.ruler
    if ruler is None or not main_timing(board.state, player.id):
        return []
    card = board.card(ruler.id)
    if card.judgment is None:
        return []
    actions = []
    # fow-p-cost: FOW-JUDG-X-R: one action per X the will at hand may pay.
    if card.judgment.cost.x and usable is None:
        usable = usable_sources(board, player, set())
    xs = range(card.judgment.x_min, will_budget(player, usable) + 1) if card.judgment.cost.x and usable is not None else (0,)
    for banish, x in product(cost_card_lists(board, player, card.judgment.banish, verb="banish"), xs):
        # One action per choice of banished resonators (and of discarded hand cards, FOW-COST-DISCARD-R):
        # the first cost of the Judgment that can be paid.
        listed: list[list[str]] = []
        for cost, discard in judgment_options(board, player, card, x):
            for discarded in cost_card_lists(board, player, discard, verb="discard"):
                if discarded in listed:
                    continue
                payment = find_payment(board, player, need_of(cost), set(banish), usable)
                if payment is None:
                    continue
                payment.banish, payment.discard = banish, discarded
                action = DoJudgment(player=player.id, payment=payment, x=x)
                if check_judgment(board, player, action) is None:
                    actions.append(action)
                    listed.append(discarded)
    for cost in judgment_free_costs(board, player, card):
        # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: the {0} Judgment (no card banished or discarded), once.
        payment = find_payment(board, player, need_of(cost), set(), usable)
        if payment is not None and not any(a.payment == payment for a in actions):
            actions.append(DoJudgment(player=player.id, payment=payment))
            break
    return actions


def check_standby(board: Board, player: Player, action: PutStandby) -> Violation | None:
    state = board.state
    if not main_timing(state, player.id):
        return _main_timing_violation(state, "a card is put into the standby area", "FOW-PLAY-5")
    if action.card not in player.hand:
        return violation("FOW-PLAY-5", f"{action.card} is not in your hand", path="/action/card")
    if action.payment.banish:
        return violation("FOW-PLAY-1", "the standby area costs will only", path="/action/payment/banish")
    return check_payment(board, player, need_of(standby_cost(board, player)), action.payment, set())


def standby_cost(board: Board, player: Player) -> Cost:
    """FOW-PLAY-5 (CR 706.1): {2} to put a card into the standby area; FOW-STANDBY-COST-R (fow-grimm-e): {N}
    instead while its player's ruler in its ruler area, or a card in their field, says "You pay {N} ... rather
    than pay {2}" (the least such N)."""
    found = [board.card(player.ruler.id).standby_cost] if player.ruler is not None else []
    found += [board.defn(entity).standby_cost for entity in player.field]
    costs = [n for n in found if n is not None]
    return Cost(free=min(costs)) if costs else STANDBY_COST


def apply_standby(board: Board, player: Player, action: PutStandby, events: list[Event]) -> None:
    from .state import StandbyCard

    apply_payment(board, player, action.payment, events)
    player.hand.remove(action.card)
    player.hand_count = len(player.hand)
    player.standby.append(StandbyCard(id=action.card, set_turn=board.state.turn.number))
    events.append(ev.Standby(player=player.id, card=action.card, private_to=player.id, rule="FOW-PLAY-5"))


def list_standby(board: Board, player: Player, usable: list[Source] | None = None) -> list[PutStandby]:
    if not main_timing(board.state, player.id) or not player.hand:
        return []
    payment = find_payment(board, player, need_of(standby_cost(board, player)), set(), usable)
    if payment is None:
        return []
    seen: set[str] = set()
    actions = []
    for card_id in player.hand:
        def_id = board.card(card_id).id
        if def_id in seen:
            continue
        seen.add(def_id)
        actions.append(PutStandby(player=player.id, card=card_id, payment=payment))
    return actions


# -- a search of the deck during a resolution ----------------------------------------------------------


def search_candidates(board: Board) -> list[str]:
    """FOW-SEARCH-R: the cards the pending search may find (the decision names the resolving object and
    its search effect)."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or not board.state.chase:
        return []
    item = board.state.chase[-1]
    effect = effects.cost_counted(board, item, effects.declared_in(item_text(board, item)[1][decision.effect or 0], item))  # fow-q-grimm
    if decision.left is not None:
        # FOW-ARRANGE-R: the looked-at cards not put back yet (FOW-ARRANGE-STONE-R: of the magic stone deck).
        placed = decision.done or 0
        controller = board.player(item.controller)
        deck = controller.stone_deck if isinstance(effect, Arrange) and effect.deck == "stone" else controller.deck
        return deck[placed : placed + decision.left]
    if isinstance(effect, LookHand):
        return effects.hand_candidates(board, item, effect)
    if isinstance(effect, RemoveAll):
        return effects.remove_candidates(board, item, effect)
    if isinstance(effect, Recover):
        return effects.recover_candidates(board, item.controller, effect)  # FOW-RECOVER-STONES-R
    assert isinstance(effect, Search)
    return effects.search_candidates(board, item, effect, decision.names, decision.done or 0)


def from_hand_search(board: Board) -> str | None:
    """The rule of the pending search of its player's hand: a card put into the field (FOW-PUT-FROM-HAND-R; added to
    this card, FOW-ADD-FROM-HAND-R) or on top of the deck (FOW-HAND-TO-TOP-R); None for another search."""
    if searched_deck(board) != "hand":
        return None
    decision = board.state.decision
    assert decision is not None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    if isinstance(effect, Search) and effect.to == "bottom":
        return "FOW-HAND-TO-BOTTOM-R"  # fow-alice-nv
    if isinstance(effect, Search) and effect.to == "revealed":
        return "FOW-REVEAL-HAND-ANY-R"  # fow-u-look
    if isinstance(effect, Search) and effect.onto == "self" and effect.deck == "hand":
        return "FOW-ADD-FROM-HAND-R"  # fow-s-grimm-b
    return "FOW-HAND-TO-TOP-R" if isinstance(effect, Search) and effect.to == "top" else "FOW-PUT-FROM-HAND-R"


def searched_into(board: Board) -> str | None:
    """Where the card the pending search finds goes (fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R tells ``hand``
    from the field of FOW-GRAVEYARD-CHOSEN-FIELD-R); None when no search waits."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    return effect.to if isinstance(effect, Search) else None


def searched_each(board: Board) -> Literal["deck", "top"] | None:
    """fow-m-look: FOW-SEARCH-EACH-R: whether the pending search is one decision of several filters (``top``: of the top
    cards looked at, fow-u-look: FOW-LOOK-TOP-EACH-R), None if not."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    if not isinstance(effect, Search) or not effect.each:
        return None
    return "top" if effect.top is not None else "deck"


def searched_deck(board: Board) -> str | None:
    """Where the pending search looks (``hand``: FOW-PUT-FROM-HAND-R; ``sideboard``: FOW-REVEAL-OUTSIDE-R;
    ``field``: the stones of FOW-RECOVER-STONES-R; ``fields``: of every field, FOW-RECOVER-ANY-STONES-R),
    None when no search of cards waits."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    if isinstance(effect, Recover):
        return "field" if effect.whose == "you" else "fields"  # FOW-RECOVER-STONES-R: stones of the field
    return effect.deck if isinstance(effect, Search) else None


def search_onto(board: Board) -> str | None:
    """fow-s-grimm-a: FOW-SEARCH-ADD-TO-R: what the pending search adds the addition it finds to (Search.onto), None for any
    J/resonator its printed target describes (or no search pending)."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    return effect.onto if isinstance(effect, Search) else None


def addition_hosts(board: Board, card: str | None) -> list[str]:
    """FOW-SEARCH-ADDITION-R: the J/resonators the card the pending search names is added to, if it is an
    addition: J/resonator put into the field (none otherwise)."""
    decision = board.state.decision
    if card is None or decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return []
    item = board.state.chase[-1]
    effect = item_text(board, item)[1][decision.effect or 0]
    if not isinstance(effect, Search) or effect.to != "field" or not effects.is_attached_addition(board.card(card)):
        return []
    return effects.addition_hosts(board, item.controller, card, effect.onto, item.card)


def search_may_invert(board: Board, card: str) -> bool:
    """fow-faces: FOW-INVERT-NONE-R: the pending search puts ``card`` into the field with "You may invert that
    card" (Search.then_invert) and ``card`` is an inverse card (its hope side, CR 1302.3)."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return False
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    front = board.card(card)
    return isinstance(effect, Search) and effect.then_invert and front.sides is not None and front.sides.front == front.id and front.type not in ("ruler", "j_ruler")


def search_must_find(board: Board) -> str | None:
    """The rule by which the pending search must name a card, so that none (``card: null``) is refused:
    "put a card from among them into your hand" with a card looked at (FOW-ARRANGE-R), "choose a card" of
    a hand holding one (FOW-HAND-LOOK-R); else None."""
    decision = board.state.decision
    if decision is None or decision.kind != "search" or decision.left is not None or not board.state.chase:
        return None
    item = board.state.chase[-1]
    effect = item_text(board, item)[1][decision.effect or 0]
    if isinstance(effect, Recover):
        # FOW-RECOVER-STONES-R: a rested stone is named unless recovered ones may fill the choices left.
        return None if effects.recover_may_stop(board, item.controller, effect) or not search_candidates(board) else "FOW-RECOVER-STONES-R"
    if not ((isinstance(effect, Search) and effect.must) or isinstance(effect, LookHand)) or not search_candidates(board):
        return None
    if isinstance(effect, Search) and effect.deck == "removed":
        return "FOW-REMOVED-TO-HAND-R"
    if isinstance(effect, Search) and effect.deck == "rune_area":
        return "FOW-RUNE-FLIP-DOWN-R"
    if isinstance(effect, Search) and effect.deck == "graveyard":
        return "FOW-GRAVEYARD-CHOSEN-HAND-R" if effect.to == "hand" else "FOW-GRAVEYARD-CHOSEN-TOP-R" if effect.to == "top" else "FOW-GRAVEYARD-CHOSEN-FIELD-R"  # fow-hero3, fow-z-zone
    if isinstance(effect, Search) and effect.deck == "field":
        return "FOW-RETURN-CHOSEN-R"  # fow-hero3
    if isinstance(effect, Search) and effect.deck == "added":
        return "FOW-MOVE-ADDITION-R"  # fow-s-grimm-a
    if isinstance(effect, Search) and effect.deck == "hand":
        return "FOW-HAND-TO-BOTTOM-R" if effect.to == "bottom" else "FOW-HAND-TO-TOP-R"  # fow-alice-nv: FOW-HAND-TO-BOTTOM-R
    return "FOW-HAND-LOOK-R" if isinstance(effect, LookHand) else "FOW-ARRANGE-R"


def unless_cost(board: Board) -> Cost | None:
    """FOW-CANCEL-UNLESS-R: the cost the pending pay decision asks (FOW-PAY-WILL-MAY-R: or an optional will payment)."""
    decision = board.state.decision
    if decision is None or decision.kind != "pay" or not board.state.chase:
        return None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    if isinstance(effect, PayWill):
        # FOW-PAY-WILL-MAY-R: the will an optional payment asks of the resolving object's controller.
        return effect.cost
    if isinstance(effect, Cancel) and effect.unless_pays is not None and effect.unless_pays.x:
        # fow-p-static: FOW-CANCEL-UNLESS-X-R: X is the X paid for the resolving cancel (CR 204.5b).
        return structs.replace(effect.unless_pays, x=False, free=effect.unless_pays.free + board.state.chase[-1].x)
    return effect.unless_pays if isinstance(effect, Cancel) else None


def _banish_asked(board: Board) -> BanishChosen | None:
    """The effect the pending banish decision is asked for (None without one)."""
    decision = board.state.decision
    if decision is None or decision.kind != "banish" or not board.state.chase:
        return None
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    assert isinstance(effect, BanishChosen)
    return effect


def banish_candidates(board: Board) -> list[str]:
    """FOW-BANISH-CHOICE-R: what the pending banish decision may name."""
    effect = _banish_asked(board)
    if effect is None or board.state.decision is None:
        return []
    return effects.banish_candidates(board, board.state.decision.player, effect, source=board.state.chase[-1].card, item=board.state.chase[-1])


def banished_kind(board: Board) -> str | None:
    """What the pending banish decision banishes (``addition``: FOW-BANISH-ADDITION-R), None when none waits."""
    effect = _banish_asked(board)
    return effect.what if effect is not None else None


def banishes_same_true_name(board: Board) -> str | None:
    """FOW-TRUE-STONE-SAME-NAME-R (fow-w-grimm: FOW-STONE-SAME-NAME-R, of any magic stones): the rule of the pending banish
    decision when it is one of "banish all but one of them", else None."""
    effect = _banish_asked(board)
    if effect is None or not effect.same_true_name:
        return None
    return "FOW-STONE-SAME-NAME-R" if effect.any_stone else "FOW-TRUE-STONE-SAME-NAME-R"


def banishes_not_attacking(board: Board, card_id: str) -> bool:
    """FOW-BANISH-NOT-ATTACKING-R: the pending banish decision is one of "a non-attacking resonator" and ``card_id`` is
    the attacking J/resonator of the battle under way."""
    effect = _banish_asked(board)
    battle = board.state.battle
    return effect is not None and effect.not_attacking and battle is not None and battle.attacker == card_id


def attribute_choices(board: Board) -> list[str]:
    """FOW-GEM-R: the attributes the pending attribute decision may name (every attribute for a gem
    gained, those of the player's gems for one banished)."""
    decision = board.state.decision
    if decision is None or decision.kind != "attribute" or not board.state.chase:
        return []
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    return effects.gem_choices(board.player(decision.player), effect)


def declare_choices(board: Board, kind: str) -> list[str]:
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R / FOW-CHOOSE-NUMBER-R: what the pending ``name_card`` (``race``,
    ``number``) decision may declare: the names of the cards of the card set (the races printed on them),
    sorted; the numbers 0 to 99."""
    decision = board.state.decision
    if decision is None or decision.kind != kind or not board.state.chase:
        return []
    if kind == "number" and pays_life_any(board):
        # fow-w2-grimm: FOW-PAY-ANY-LIFE-R (CR 105.4a): hundreds of life, at most its payer's life.
        return [str(n) for n in range(min(99, max(board.player(decision.player).life, 0) // 100) + 1)]
    return [str(n) for n in range(100)] if kind == "number" else board.cat.declarable(kind)


# fow-w2-grimm
def pays_life_any(board: Board) -> bool:
    """FOW-PAY-ANY-LIFE-R: whether the pending number decision is the life a "Pay any amount of life" pays."""
    decision = board.state.decision
    if decision is None or decision.kind != "number" or not board.state.chase:
        return False
    found = item_text(board, board.state.chase[-1])[1]
    return (decision.effect or 0) < len(found) and isinstance(found[decision.effect or 0], PayLifeAny)


def top_or_bottom_pending(board: Board) -> bool:
    """fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R: whether the pending option decision is the top or the bottom of a deck."""
    decision = board.state.decision
    if decision is None or decision.kind != "option" or not board.state.chase:
        return False
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    return isinstance(effect, ToDeck) and effect.position == "either"


def option_choices(board: Board) -> list[int]:
    """FOW-GAINS-ONE-OF-R: the places of the changes the pending option decision may name."""
    decision = board.state.decision
    if decision is None or decision.kind != "option" or not board.state.chase:
        return []
    effect = item_text(board, board.state.chase[-1])[1][decision.effect or 0]
    if isinstance(effect, ToDeck) and effect.position == "either":
        return [0, 1]  # fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R: 0 the top, 1 the bottom
    return list(range(len(effect.one_of))) if isinstance(effect, Modify) else []


# -- triggered automatic abilities ---------------------------------------------------------------------


def _state_rule(condition: AsLongAs, code: str) -> str:
    """The rule of an old [Trigger]'s state that does not hold: fow-r-standby's parts by their own, else ``code``."""
    if condition.count is not None and condition.count.keyword is not None:
        return "FOW-TRIGGER-IF-KEYWORD-R"
    if condition.player_dealt is not None:
        return "FOW-COND-PLAYER-DEALT-R"
    if condition.plus is not None:
        return "FOW-COND-TOTAL-NUMBER-R"
    if condition.attacking is not None:
        return "FOW-COND-ATTACKING-R"
    if condition == AsLongAs(turn=condition.turn) and condition.turn is not None:
        return "FOW-TRIGGER-DURING-TURN-R"
    if condition.count is not None and condition.count.zone == "to_graveyard" and (condition.at_least or 0) > 1:
        return "FOW-TO-GRAVEYARD-N-R"
    return code


def check_play_automatic(board: Board, player: Player, action: PlayAutomatic) -> Violation | None:
    pending = next((p for p in board.state.pending if p.id == action.pending), None)
    if pending is None or pending.controller != player.id:
        return violation("FOW-PRIO-7", f"{action.pending} is not an automatic ability of yours waiting to be played", path="/action/pending")
    if pending.ability == "trigger_card":
        # fow-s-event: FOW-TRIGGER-EVENT-R: a triggered card is played as a spell (CR 708.3), not as an ability.
        return violation("FOW-TRIGGER-EVENT-R", f"{action.pending} is a triggered card: play the card itself (play_card)", path="/action/pending")
    specs: list[TargetSpec] = []
    least = 100
    if isinstance(pending.ability, int):
        ability = board.ability_def(pending.source, automatic_kind(pending), pending.despair).abilities[pending.ability]
        assert isinstance(ability, Automatic)
        # FOW-MODES-ABILITY-R (CR 903.2g): a modal ability's option is chosen as it is played.
        mode_violation = check_mode(board, ability, action.mode, pending.source, player.id, "FOW-MODES-ABILITY-R")
        if mode_violation is not None:
            return mode_violation
        specs = play_specs(ability, action.mode if not ability.guidance or pending.mode is UNSET else pending.mode)
        least = divided_least(ability, action.mode)  # fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R
    elif action.mode is not None:
        return violation("FOW-MODES-ABILITY-R", f"{action.pending} has no modes", path="/action/mode")
    target_violation = check_targets(board, player.id, specs, list(action.targets), "/action/targets", pending.source)
    if target_violation is not None:
        return target_violation
    total, rule = automatic_divided(board, pending, action.mode)  # FOW-DAMAGE-DIVIDED-ABILITY-R
    return check_division(total, board.card(pending.source).name, list(action.targets), list(action.divide), rule, least)
