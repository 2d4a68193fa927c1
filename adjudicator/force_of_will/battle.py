"""Battle (CR 801-807): starting a battle, declaring attack and block, Pierce, and the damage steps.

* FOW-BATTLE-1: at main timing the turn player starts a battle (no chase, FOW-PRIO-6); after a forfeited
  attack that the opponent did not answer, no more battles this turn.
* FOW-BATTLE-2, FOW-BATTLE-3, FOW-BATTLE-4, FOW-BATTLE-5, FOW-BATTLE-6, FOW-BATTLE-7: beginning step (priority), declare attack (a recovered J/resonator controlled since
  the turn began, FOW-KW-SWIFTNESS, attacking the opponent or a rested J/resonator, FOW-KW-TARGETATTACK),
  declare block (FOW-BATTLE-4, FOW-AMB-7, FOW-KW-FLYING), first-strike damage (FOW-KW-FIRSTSTRIKE,
  attacker only, FOW-AMB-11), normal damage, end of battle; priority follows each step
  (FOW-BATTLE-9-R merges the openings of the declare steps), and destruction is a rule process between
  the damage steps (FOW-AMB-3).
* FOW-KW-PIERCE: a blocked attacker's controller assigns the damage (``assign_pierce``) when there is a
  real choice; FOW-KW-EXPLODE triggers on battle damage to a resonator.
* FOW-BATTLE-8: a J/resonator that must attack forbids passing at main timing and forfeiting.
"""

from __future__ import annotations

from msgspec import UNSET, structs

from ..core.errors import Violation
from ..core.game import Event
from . import events as ev
from .board import Board
from .effects import deal_damage, open_trigger_window, queue, rest, trigger_for_card
from .rules import violation
from .state import (
    AssignPierce,
    Battle,
    BattleStep,
    Decision,
    DeclareAttack,
    DeclareBlock,
    Entity,
    Payment,
    Player,
)
from .vocabulary import Automatic
from .will import apply_payment, check_payment, find_payment, need_of, spend_allows


def _give_priority(board: Board) -> None:
    board.state.priority = board.state.turn.player
    board.state.passes = 0


# -- who can attack and block --------------------------------------------------------------------------


def attacker_problem(board: Board, player: Player, card_id: str) -> tuple[str, str] | None:
    entity = board.entity(card_id)
    if entity is None or board.controller(card_id).id != player.id:
        return "FOW-BATTLE-3", f"{card_id} is not a card you control in the field"
    card = board.defn(entity)
    if card.type == "regalia":
        return "FOW-JUDG-5", f"{card.name} is a regalia: without [Mobilize] it cannot attack"
    if card.type not in ("resonator", "j_ruler"):
        return "FOW-BATTLE-3", f"{card.name} is not a J/resonator"
    if entity.rested:
        return "FOW-BATTLE-3", f"{card.name} is rested: only a recovered J/resonator attacks"
    if board.has_flag(entity, "cannot_attack"):
        return "FOW-CANNOT-ATTACK-R", f"{card.name} cannot attack"
    if board.group_forbidden(entity, "cannot_attack"):
        return "FOW-GROUP-STATUS-UNTIL-R", f"{card.name} cannot attack this turn: an effect keeps its group from attacking"
    if not board.controlled_since_turn_start(entity) and "swiftness" not in board.keywords(entity):
        return "FOW-KW-SWIFTNESS", f"{card.name} entered the field this turn and has no [Swiftness]"
    most = board.max_attacks(entity)
    if most is not None and board.attacks_this_turn(entity) >= most:
        # fow-s-grimm-a: FOW-ATTACK-UP-TO-R (CR 1183.2, 1415.8)
        return "FOW-ATTACK-UP-TO-R", f"{card.name} can attack up to {most} times a turn and attacked that many times this turn"
    return _mobilize_problem(board, player, entity)


def mobilize_payment(board: Board, player: Player, entity: Entity) -> Payment | None:
    """FOW-MOBILIZE-R: a payment of the card's [Mobilize] cost (the card itself produces none of it: it
    rests to attack or block), None when it has no [Mobilize] or it cannot be paid."""
    cost = board.defn(entity).mobilize
    if cost is None:
        return None
    found = find_payment(board, player, need_of(cost), {entity.id})
    if found is not None or not player.restricted:
        return found
    # fow-dec-b: FOW-WILL-SPEND-ACTIVATE-R: will of the pool restricted to [Mobilize] costs pays what it can (an
    # attribute symbol by its own attribute, else the free will), other will the rest.
    specified: dict[str, int] = {str(attr): amount for attr, amount in cost.specified.items()}
    free = cost.free
    taken: dict[str, int] = {}
    for held in player.restricted:
        if not spend_allows(held.only, "mobilize"):
            continue
        if specified.get(held.will, 0) > 0:
            specified[held.will] -= 1
        elif free > 0:
            free -= 1
        else:
            continue
        taken[held.will] = taken.get(held.will, 0) + 1
    rest = find_payment(board, player, ({a: n for a, n in specified.items() if n}, free), {entity.id})
    return None if rest is None or not taken else structs.replace(rest, restricted=taken)


def _mobilize_problem(board: Board, player: Player, entity: Entity) -> tuple[str, str] | None:
    card = board.defn(entity)
    if card.mobilize is not None and mobilize_payment(board, player, entity) is None:
        return "FOW-MOBILIZE-R", f"{card.name} has [Mobilize]: its controller cannot pay its cost now"
    return None


def _check_mobilize(board: Board, player: Player, card_id: str, payment: Payment | None) -> Violation | None:
    """FOW-MOBILIZE-R: the [Mobilize] cost paid as the card attacks or blocks, and no payment otherwise."""
    entity = board.entity(card_id)
    assert entity is not None
    cost = board.defn(entity).mobilize
    if cost is None:
        if payment is not None:
            return violation("FOW-MOBILIZE-R", f"{board.defn(entity).name} has no [Mobilize]: nothing is paid to attack or block with it", path="/action/payment")
        return None
    if payment is None:
        return violation("FOW-MOBILIZE-R", f"{board.defn(entity).name} has [Mobilize]: pay its cost to attack or block with it", path="/action/payment")
    return check_payment(board, player, need_of(cost), payment, {entity.id}, "mobilize")  # fow-dec-b: FOW-WILL-SPEND-ACTIVATE-R


def attack_target_problem(board: Board, player: Player, attacker: Entity, target: str) -> tuple[str, str] | None:
    opponent = board.opponent(player.id)
    if target == opponent.id:
        if board.has_flag(attacker, "cannot_attack_opponent"):
            # FOW-CANNOT-ATTACK-WHAT-R: "This card cannot attack your opponent" (CR 803.3b, 104.4).
            return "FOW-CANNOT-ATTACK-WHAT-R", f"{board.defn(attacker).name} cannot attack your opponent"
        return None
    if board.has_player(target):
        return "FOW-BATTLE-3", "a J/resonator attacks the opponent, not its own controller"
    entity = board.entity(target) if ":" in target else None
    if entity is None or board.controller(target).id != opponent.id:
        return "FOW-BATTLE-3", f"{target} is not a J/resonator your opponent controls"
    card = board.defn(entity)
    if card.type not in ("resonator", "j_ruler"):
        return "FOW-BATTLE-3", f"{card.name} is not a J/resonator"
    if not entity.rested and "precision" not in board.keywords(attacker):
        return "FOW-KW-TARGETATTACK", f"{card.name} is recovered: only an attacker with [Precision] attacks a recovered J/resonator"
    if board.has_flag(entity, "unattackable"):
        return "FOW-UNATTACKABLE-R", f"{card.name} cannot be attacked"
    if card.type == "resonator" and board.has_flag(attacker, "cannot_attack_resonators"):
        # FOW-CANNOT-ATTACK-WHAT-R: "cannot attack resonators" -- a J-ruler or the opponent it may attack.
        return "FOW-CANNOT-ATTACK-WHAT-R", f"{board.defn(attacker).name} cannot attack resonators"
    if card.type == "resonator" and board.defn(attacker).type == "resonator" and f"{opponent.id}/attack_resonators" in (board.state.turn.forbidden or []):
        # FOW-NO-ATTACK-RESONATORS-R: the attacked resonator's controller made resonators of the attacker's
        # controller unable to attack their resonators this turn (whichever ones then, CR 909.4).
        return "FOW-NO-ATTACK-RESONATORS-R", f"{board.defn(attacker).name} is a resonator: it cannot attack resonators {opponent.id} controls this turn"
    return None


def legal_attackers(board: Board, player: Player) -> list[Entity]:
    return [e for e in player.field if attacker_problem(board, player, e.id) is None]


def forced_attackers(board: Board, player: Player) -> list[Entity]:
    """FOW-BATTLE-8: J/resonators that must attack and legally can (one with [Mobilize] is not made to pay
    its cost, FOW-MOBILIZE-R)."""
    return [e for e in legal_attackers(board, player) if board.must_attack(e) and board.defn(e).mobilize is None]


def chosen_attackers(board: Board, player: Player) -> list[Entity]:
    """FOW-MUST-CHOOSE-ATTACKER-R: among the attackers ``player`` may choose (FOW-BATTLE-8's forced ones if
    any), those saying they must be chosen to attack if able; one of them is the attacker (none: any)."""
    if "must_be_chosen" not in board.cat.flags:
        return []
    return [e for e in forced_attackers(board, player) or legal_attackers(board, player) if board.has_flag(e, "must_be_chosen")]


def lured_attacks(board: Board, player: Player) -> list[tuple[str, str]]:
    """fow-y-cant: FOW-MUST-BE-ATTACKED-R: the (attacker, attacked card) pairs ``player`` must choose from: the opponent's
    cards saying they must be attacked if able, each with the attackers among those FOW-BATTLE-8 and
    FOW-MUST-CHOOSE-ATTACKER-R leave (the attacker is chosen first, CR 803.3a, then the attacked object, 803.3b) that
    can attack it legally with no voluntary action (no [Mobilize] cost, CR 718.2e); empty: no requirement now."""
    if "must_be_attacked" not in board.cat.flags:
        return []
    lures = [(e, kind) for e in board.opponent(player.id).field if (kind := board.must_be_attacked(e)) is not None]
    if not lures:
        return []
    attackers = chosen_attackers(board, player) or forced_attackers(board, player) or legal_attackers(board, player)
    return [
        (attacker.id, lure.id)
        for attacker in attackers
        if board.defn(attacker).mobilize is None
        for lure, kind in lures
        if (kind == "j_resonator" or board.defn(attacker).type == "resonator") and attack_target_problem(board, player, attacker, lure.id) is None
    ]


def must_attack_blocks_pass(board: Board, player: Player) -> bool:
    return not board.state.turn.battle_forbidden and (bool(forced_attackers(board, player)) or bool(lured_attacks(board, player)))


def blocker_problem(board: Board, player: Player, card_id: str) -> tuple[str, str] | None:
    battle = board.state.battle
    assert battle is not None and battle.attacker is not None
    entity = board.entity(card_id)
    if entity is None or board.controller(card_id).id != player.id:
        return "FOW-BATTLE-4", f"{card_id} is not a card you control in the field"
    card = board.defn(entity)
    if card.type == "regalia":
        return "FOW-JUDG-5", f"{card.name} is a regalia: without [Mobilize] it cannot block"
    if card.type not in ("resonator", "j_ruler"):
        return "FOW-BATTLE-4", f"{card.name} is not a J/resonator"
    if entity.rested and not board.has_flag(entity, "block_rested"):  # fow-n-static: FOW-BLOCK-RESTED-R
        return "FOW-BATTLE-4", f"{card.name} is rested: only a recovered J/resonator blocks"
    if board.has_flag(entity, "cannot_block"):
        return "FOW-CANNOT-ATTACK-R", f"{card.name} cannot block"
    if board.group_forbidden(entity, "cannot_block"):
        return "FOW-GROUP-STATUS-UNTIL-R", f"{card.name} cannot block this turn: an effect keeps its group from blocking"
    if card_id == battle.target:
        return "FOW-AMB-7", f"{card.name} is the attacked J/resonator: it cannot block"
    problem = _mobilize_problem(board, player, entity)
    if problem is not None:
        return problem
    attacker = board.entity(battle.attacker)
    if attacker is not None and board.has_flag(attacker, "unblockable"):
        return "FOW-UNBLOCKABLE-R", f"the attacker cannot be blocked: {card.name} cannot block it"
    if attacker is not None and board.blocks_barred(attacker, entity):
        return "FOW-UNBLOCKABLE-BY-R", f"the attacker cannot be blocked by cards like {card.name}"
    if attacker is not None and "flying" in board.keywords(attacker) and "flying" not in board.keywords(entity) and not board.blocks_flying(entity, attacker):
        return "FOW-KW-FLYING", f"the attacker has [Flying]: {card.name} has no [Flying] and cannot block it"
    return None


# -- checks --------------------------------------------------------------------------------------------


def check_start_battle(board: Board, player: Player) -> Violation | None:
    if board.state.turn.battle_forbidden:
        return violation(
            "FOW-BATTLE-1",
            "you forfeited an attack that your opponent did not answer: no more battles this turn",
            path="/action/type",
        )
    return None


def check_declare_attack(board: Board, player: Player, action: DeclareAttack) -> Violation | None:
    forced = forced_attackers(board, player)
    if action.attacker is None:
        if action.target is not None:
            return violation("FOW-BATTLE-3", "a forfeited attack has no target", path="/action/target")
        if action.payment is not None:
            return violation("FOW-BATTLE-3", "a forfeited attack pays nothing", path="/action/payment")
        if forced:
            names = ", ".join(board.defn(e).name for e in forced)
            return violation("FOW-BATTLE-8", f"{names} must attack and can: you cannot forfeit", path="/action/attacker")
        if lured_attacks(board, player):
            return violation("FOW-MUST-BE-ATTACKED-R", "a card of your opponent's must be attacked if able, and a J/resonator of yours can attack it: you cannot forfeit", path="/action/attacker")
        return None
    problem = attacker_problem(board, player, action.attacker)
    if problem is not None:
        return violation(problem[0], problem[1], path="/action/attacker")
    if forced and action.attacker not in {e.id for e in forced}:
        names = ", ".join(board.defn(e).name for e in forced)
        return violation("FOW-BATTLE-8", f"{names} must attack: choose one of them", path="/action/attacker")
    chosen = chosen_attackers(board, player)
    if chosen and action.attacker not in {e.id for e in chosen}:
        names = ", ".join(board.defn(e).name for e in chosen)
        return violation("FOW-MUST-CHOOSE-ATTACKER-R", f"{names} must be chosen to attack if able", path="/action/attacker")
    if action.target is None:
        return violation("FOW-BATTLE-3", "choose the attacked object: your opponent or a J/resonator", path="/action/target")
    attacker = board.entity(action.attacker)
    assert attacker is not None
    problem = attack_target_problem(board, player, attacker, action.target)
    if problem is not None:
        return violation(problem[0], problem[1], path="/action/target")
    lured = lured_attacks(board, player)
    if lured and (action.attacker, action.target) not in lured:
        names = ", ".join(sorted({board.card(target).name for _, target in lured}))
        return violation("FOW-MUST-BE-ATTACKED-R", f"{names} must be attacked if able: attack it with a J/resonator that can", path="/action/target")
    return _check_mobilize(board, player, action.attacker, action.payment)


def block_forced(board: Board, player: Player) -> bool:
    """FOW-MUST-BLOCK-R: the attacker must be blocked if able and ``player`` has a J/resonator that can block it
    (one with [Mobilize] aside: a requirement never obliges its player to pay a cost, as for attacks)."""
    battle = board.state.battle
    attacker = board.entity(battle.attacker) if battle is not None and battle.attacker is not None else None
    return (
        attacker is not None
        and board.must_be_blocked(attacker)
        and any(blocker_problem(board, player, e.id) is None and board.defn(e).mobilize is None for e in player.field)
    )


def required_blockers(board: Board, player: Player) -> list[str]:
    """fow-o-a: FOW-MUST-BLOCK-TARGET-R: ``player``'s J/resonators that must block this turn if able and can block
    the attacker now without a voluntary action (one with [Mobilize] aside, CR 718.2e as for attacks)."""
    if "must_block" not in board.cat.flags:
        return []
    marked = [e for e in player.field if any(m.flags is not UNSET and "must_block" in m.flags for m in board.modifiers_on(e))]
    return [e.id for e in marked if blocker_problem(board, player, e.id) is None and board.defn(e).mobilize is None]


def check_declare_block(board: Board, player: Player, action: DeclareBlock) -> Violation | None:
    required = required_blockers(board, player)
    if required and action.blocker not in required:
        names = ", ".join(board.card(r).name for r in required)
        return violation("FOW-MUST-BLOCK-TARGET-R", f"{names} must block this turn if able, and can block the attacker", path="/action/blocker")
    if action.blocker is None:
        if action.payment is not None:
            return violation("FOW-BATTLE-4", "no block pays nothing", path="/action/payment")
        if block_forced(board, player):
            return violation("FOW-MUST-BLOCK-R", "the attacker must be blocked if able, and a J/resonator of yours can block it", path="/action/blocker")
        return None
    problem = blocker_problem(board, player, action.blocker)
    if problem is not None:
        return violation(problem[0], problem[1], path="/action/blocker")
    return _check_mobilize(board, player, action.blocker, action.payment)


def pierce_options(board: Board) -> list[int] | None:
    """The amounts a Pierce attacker may assign to its blocker, or None when nothing is to choose."""
    battle = board.state.battle
    if battle is None or battle.attacker is None or battle.blocker is None or battle.target is None:
        return None
    attacker = board.entity(battle.attacker)
    blocker = board.entity(battle.blocker)
    if attacker is None or blocker is None:
        return None
    atk, _, keywords = board.stats(attacker)
    if "pierce" not in keywords or atk <= 0:
        return None
    _, blocker_def, _ = board.stats(blocker)
    capacity = max(0, blocker_def - blocker.damage)
    capacity = -(-capacity // 100) * 100
    if atk <= capacity:
        return None
    return list(range(capacity, atk + 1, 100))


def check_assign_pierce(board: Board, player: Player, action: AssignPierce) -> Violation | None:
    options = pierce_options(board) or []
    if action.to_blocker not in options:
        low, high = (options[0], options[-1]) if options else (0, 0)
        return violation(
            "FOW-KW-PIERCE",
            f"assign the blocker at least its capacity: {low} to {high} in steps of 100, the rest goes to the attacked object",
            path="/action/to_blocker",
        )
    return None


# -- application ---------------------------------------------------------------------------------------


def start_battle(board: Board, player: Player, events: list[Event]) -> None:
    board.state.battle = Battle(step="beginning")
    events.append(ev.Battle(step="beginning", player=player.id, rule="FOW-BATTLE-2"))
    _give_priority(board)


def declare_attack(board: Board, player: Player, action: DeclareAttack, events: list[Event]) -> None:
    state = board.state
    battle = state.battle
    assert battle is not None
    state.decision = None
    if action.attacker is None:
        if not battle.defender_acted:
            state.turn.battle_forbidden = True
        battle.step = "end_of_battle"
        events.append(ev.AttackForfeited(player=player.id, rule="FOW-BATTLE-1"))
        _trigger_end_of_battle(board, events)
        _give_priority(board)
        return
    attacker = board.entity(action.attacker)
    assert attacker is not None and action.target is not None
    if action.payment is not None:
        apply_payment(board, player, action.payment, events, "mobilize")  # FOW-MOBILIZE-R
    if not board.has_flag(attacker, "attack_unrested"):  # fow-reiya-lapis: FOW-BATTLE-NO-REST-R
        rest(board, attacker, events)  # FOW-TRIG-RESTED-R
    battle.attacker = action.attacker
    battle.target = action.target
    if board.cat.remembers_battled:
        attacker.battled = state.turn.number  # fow-r-trig: FOW-SELF-BATTLED-TURN-R
    if "max_attacks" in board.cat.flags:
        # fow-s-grimm-a: FOW-ATTACK-UP-TO-R: its attacks this turn, as this object (CR 302.3).
        attacker.attacks = min(board.attacks_this_turn(attacker) + 1, 99)
        attacker.attacks_turn = state.turn.number
    events.append(ev.Attack(player=player.id, attacker=action.attacker, target=action.target, rule="FOW-BATTLE-3"))
    if board.cat.remembers_attacked:
        # FOW-ATTACKED-THIS-TURN-R: the turn remembers who attacked, for the cards that ask.
        turn = state.turn
        turn.attacked = [*([] if turn.attacked is UNSET else turn.attacked), f"{player.id}/{attacker.id}"]
    # fow-n-trig: FOW-TRIG-ATTACKS-WHAT-R: "whenever this card attacks a J/resonator" when the attacked object is one.
    attacked = board.entity(action.target) if ":" in action.target else None
    at_card = ("attacks_j_resonator",) if attacked is not None and board.defn(attacked).type in ("resonator", "j_ruler") else ()
    for index, ability in enumerate(board.defn(attacker).abilities):
        if isinstance(ability, Automatic) and ability.trigger in ("attacks", "attacks_or_blocks", *at_card):
            queue(board, player.id, attacker.id, index, events)
    if "card_attacks" in board.cat.triggers:
        # FOW-TRIG-ALLY-ATTACKS-R: "whenever a <J/resonator> you control attacks" of its controller's cards.
        trigger_for_card(board, player.id, attacker, "card_attacks", events)
    open_trigger_window(board, player.id, attacker.id, action.target)  # fow-s-event: FOW-TRIGGER-EVENT-R
    _give_priority(board)


def declare_block(board: Board, player: Player, action: DeclareBlock, events: list[Event]) -> None:
    state = board.state
    battle = state.battle
    assert battle is not None
    state.decision = None
    if action.blocker is not None:
        blocker = board.entity(action.blocker)
        assert blocker is not None
        if action.payment is not None:
            apply_payment(board, player, action.payment, events, "mobilize")  # FOW-MOBILIZE-R
        if not board.has_flag(blocker, "block_unrested"):  # fow-reiya-lapis: FOW-BATTLE-NO-REST-R
            rest(board, blocker, events)  # FOW-TRIG-RESTED-R
        battle.blocker = action.blocker
        if board.cat.remembers_battled:
            blocker.battled = board.state.turn.number  # fow-r-trig: FOW-SELF-BATTLED-TURN-R
        battle.blocked = True
        events.append(ev.Block(player=player.id, blocker=action.blocker, rule="FOW-BATTLE-4"))
        # FOW-TRIG-BLOCKS-R: "whenever this card blocks" triggers as the block is declared (CR 804);
        # "... or is blocked by a resonator" only when the other card of the battle is a resonator.
        attacker = board.entity(battle.attacker) if battle.attacker is not None else None
        by_resonator = ("blocks_or_blocked_by_resonator",) if attacker is not None and board.defn(attacker).type == "resonator" else ()
        for index, ability in enumerate(board.defn(blocker).abilities):
            if isinstance(ability, Automatic) and ability.trigger in ("blocks", "attacks_or_blocks", "blocks_or_blocked", *by_resonator):
                # "that J/resonator": the attacker it blocks (FOW-TRIG-BLOCKS-R).
                queue(board, player.id, blocker.id, index, events, victim=attacker.id if attacker is not None else None)
        # "whenever this card is blocked" of the attacker (FOW-TRIG-BLOCKS-R), its controller's.
        if attacker is not None:
            by_resonator = ("blocks_or_blocked_by_resonator",) if board.defn(blocker).type == "resonator" else ()
            for index, ability in enumerate(board.defn(attacker).abilities):
                if isinstance(ability, Automatic) and ability.trigger in ("blocked", "blocks_or_blocked", *by_resonator):
                    queue(board, board.controller(attacker.id).id, attacker.id, index, events, victim=blocker.id)
            if "ally_blocked" in board.cat.triggers:
                # fow-n-trig: FOW-TRIG-ALLY-BLOCKED-R: "whenever a J/resonator you control is blocked" of the cards its
                # controller controls (the attacker too), remembering the blocked one.
                holder = board.controller(attacker.id).id
                for other in list(board.player(holder).field):
                    for index, ability in enumerate(board.defn(other).abilities):
                        if isinstance(ability, Automatic) and ability.trigger == "ally_blocked":
                            queue(board, holder, other.id, index, events, victim=attacker.id)
    else:
        events.append(ev.NoBlock(player=player.id))
        # fow-n-trig: FOW-TRIG-UNBLOCKED-R: the defender forfeits the block (CR 804.3) of an attacking J/resonator
        # whose attacked object is that player: its "when this card isn't blocked while attacking your opponent".
        attacker = board.entity(battle.attacker) if battle.attacker is not None else None
        if attacker is not None and battle.target == player.id and "unblocked_opponent" in board.cat.triggers:
            for index, ability in enumerate(board.defn(attacker).abilities):
                if isinstance(ability, Automatic) and ability.trigger == "unblocked_opponent":
                    queue(board, board.controller(attacker.id).id, attacker.id, index, events)
    _give_priority(board)


def next_step(board: Board, events: list[Event]) -> None:
    """Both players passed with an empty chase during a battle: move to the next step."""
    state = board.state
    battle = state.battle
    assert battle is not None
    turn_player = state.turn.player
    step = battle.step
    if step == "beginning":
        battle.step = "declare_attack"
        state.priority = None
        state.decision = Decision(kind="declare_attack", player=turn_player)
    elif step == "declare_attack":
        if battle.attacker is None:
            _enter(board, "end_of_battle", events)
        else:
            battle.step = "declare_block"
            state.priority = None
            state.decision = Decision(kind="declare_block", player=board.opponent(turn_player).id)
    elif step == "declare_block":
        attacker = board.entity(battle.attacker) if battle.attacker else None
        if attacker is None:
            _enter(board, "end_of_battle", events)
        elif "first_strike" in board.keywords(attacker):
            _enter(board, "first_strike", events)
        else:
            _enter(board, "normal_damage", events)
    elif step == "first_strike":
        _enter(board, "normal_damage" if battle.attacker else "end_of_battle", events)
    elif step == "normal_damage":
        _enter(board, "end_of_battle", events)
    else:
        end_battle(board, events)


def _enter(board: Board, step: BattleStep, events: list[Event]) -> None:
    battle = board.state.battle
    assert battle is not None
    battle.step = step
    events.append(ev.Battle(step=step))
    if step in ("first_strike", "normal_damage"):
        if battle.attacker is None:
            battle.step = "end_of_battle"
        elif not (step == "normal_damage" and battle.attacker_dealt) and pierce_options(board) is not None:
            board.state.priority = None
            board.state.decision = Decision(kind="assign_pierce", player=board.state.turn.player)
            return
        else:
            deal_battle_damage(board, None, events)
    if battle.step == "end_of_battle":
        _trigger_end_of_battle(board, events)
    _give_priority(board)


def _trigger_end_of_battle(board: Board, events: list[Event]) -> None:
    """FOW-TRIG-END-BATTLE-R (CR 807.1): as the end of battle step begins, the "at (the) end of battle" abilities
    of the cards in the field trigger, the turn player's first, before the turn player gets priority (807.2)."""
    if "end_of_battle" not in board.cat.triggers:
        return
    turn_player = board.turn_player()
    for owner in (turn_player, board.opponent(turn_player.id)):
        for entity in list(owner.field):
            for index, ability in enumerate(board.defn(entity).abilities):
                if isinstance(ability, Automatic) and ability.trigger == "end_of_battle":
                    queue(board, owner.id, entity.id, index, events)


def assign_pierce(board: Board, action: AssignPierce, events: list[Event]) -> None:
    board.state.decision = None
    deal_battle_damage(board, action.to_blocker, events)
    _give_priority(board)


def deal_battle_damage(board: Board, to_blocker: int | None, events: list[Event]) -> None:
    """The damage of the current step (FOW-BATTLE-5 or FOW-BATTLE-6), all dealt at the same time (FOW-DMG-1)."""
    battle = board.state.battle
    assert battle is not None and battle.attacker is not None
    attacker = board.entity(battle.attacker)
    assert attacker is not None
    step = battle.step
    hits: list[tuple[str, str, int]] = []
    if step == "first_strike" or not battle.attacker_dealt:
        atk = board.stats(attacker)[0]
        if battle.blocker is not None:
            if to_blocker is not None:
                hits.append((attacker.id, battle.blocker, to_blocker))
                if battle.target is not None and atk - to_blocker > 0:
                    hits.append((attacker.id, battle.target, atk - to_blocker))
            else:
                hits.append((attacker.id, battle.blocker, atk))
        elif battle.target is not None:
            hits.append((attacker.id, battle.target, atk))
        battle.attacker_dealt = True
    if step == "normal_damage":
        counter = battle.blocker
        if counter is None and battle.target is not None and not board.has_player(battle.target) and not battle.blocked:
            counter = battle.target
        if counter is not None:
            entity = board.entity(counter)
            if entity is not None:
                hits.append((counter, attacker.id, board.stats(entity)[0]))
    for source, target, amount in hits:
        if deal_damage(board, source, target, amount, events, battle=True):
            _explode_check(board, source, target, events)


def _explode_check(board: Board, source: str, target: str, events: list[Event]) -> None:
    """FOW-KW-EXPLODE: battle damage from an [Explode] resonator to a resonator triggers it."""
    source_entity = board.entity(source)
    target_entity = board.entity(target)
    if source_entity is None or target_entity is None:
        return
    if board.defn(source_entity).type != "resonator" or board.defn(target_entity).type != "resonator":
        return
    if "explode" in board.keywords(source_entity):
        queue(board, board.controller(source).id, source, "explode", events, victim=target)


def end_battle(board: Board, events: list[Event]) -> None:
    """FOW-BATTLE-7: until-end-of-battle effects end; back to the main phase."""
    state = board.state
    state.modifiers = [m for m in state.modifiers if m.until != "battle"]
    state.battle = None
    events.append(ev.BattleEnded(rule="FOW-BATTLE-7"))
    _give_priority(board)
