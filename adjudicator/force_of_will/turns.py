"""The turn and the priority sequence: what happens by itself between decisions.

* The priority sequence (FOW-PRIO-1): rule processes, repeated (FOW-RP-1); then triggered automatic
  abilities, turn player's first (FOW-PRIO-7) -- one with nothing to choose goes on the chase by itself,
  otherwise its controller decides with ``play_automatic``; then the priority holder acts or passes.
* Passing (FOW-PRIO-3): two passes in a row resolve the last chase object, after which the turn player
  gets priority, or, with an empty chase, end the step or phase.
* The turn (FOW-TURN-1, FOW-TURN-2, FOW-TURN-3, FOW-TURN-4): draw phase (priority before and after the draw, none in the game's first
  draw phase, CR 502), recovery (skipped on a player's own first turn; will expires, the turn player
  recovers), main, end phase with its cleanup and the hand limit of 7, discarded one card at a time.
* Battle steps are driven by :mod:`.battle`; losing and concession end the game (FOW-RP-1, FOW-RP-3).
"""

from __future__ import annotations

from msgspec import UNSET

from ..core.game import Event, Result
from ..core.rng import Rng
from . import battle as battle_steps
from . import events as ev
from .board import J_RESONATOR_TYPES, Board, sync_counts
from .effects import (
    automatic_kind,
    control_returns,
    destroy,
    item_text,
    mythic_groups,
    open_trigger_window,
    resolve_top,
    status_triggers,
    trigger_game_start,
    trigger_hand_to_graveyard,
    trigger_player_event,
    trigger_targeted,
    trigger_turn_step,
)
from .plays import automatic_divided, division_fits, list_play_card, mode_choices, play_specs
from .shuffle import shuffle
from .state import ChaseItem, Decision, Pending, Player, Turn
from .targets import counted_bound, target_lists
from .vocabulary import Automatic

# FOW-TURN-4: the turn player discards down to this many cards at end of turn (also read by the state check).
HAND_LIMIT = 7


def update_to_act(board: Board) -> None:
    state = board.state
    if state.over:
        state.to_act = []
    elif state.decision is not None:
        state.to_act = [state.decision.player]
    elif state.priority is not None:
        state.to_act = [state.priority]
    else:
        state.to_act = []


def advance(board: Board, events: list[Event]) -> None:
    """Run the priority sequence until a player must decide (or the game is over)."""
    state = board.state
    while not state.over:
        rule_processes(board, events)
        if state.over:
            break
        status_triggers(board, events)  # FOW-TRUE-STONE-SAME-NAME-R (CR 906.9)
        if state.window is not UNSET and state.decision is None:
            # fow-s-event: FOW-TRIGGER-EVENT-R: the players asked reveal the cards the event triggered (CR 708.2, 906.2).
            state.decision = Decision(kind="reveal", player=state.window.asked[0])
            break
        if state.pending and state.decision is None and _play_triggers(board, events):
            continue
        break
    update_to_act(board)


def pending_choices(board: Board, pending: Pending) -> list[tuple[int | None, list[str]]] | None:
    """The (mode, targets) choices of a pending ability (``[(None, [])]`` when it is not modal and targets
    nothing; None: explode).  FOW-MODES-ABILITY-R: a modal one's player chooses an option as it is played
    (CR 903.2g), with that option's targets."""
    if pending.ability == "explode":
        return None
    if isinstance(pending.ability, str):
        return [(None, [])]  # FOW-STONE-BOTTOM-R, FOW-AT-NEXT-END-R: nothing targeted
    ability = board.ability_def(pending.source, automatic_kind(pending), pending.despair).abilities[pending.ability]
    assert isinstance(ability, Automatic)
    found: list[tuple[int | None, list[str]]] = []
    if ability.guidance:
        # fow-s-trig: FOW-GUIDANCE-R: the option is the one the trigger picked, never named by its player.
        specs = play_specs(ability, None if pending.mode is UNSET else pending.mode)
        return [(None, targets) for targets in (target_lists(board, pending.controller, specs, pending.source) if specs else [[]])]
    for mode in mode_choices(board, ability, pending.source, pending.controller):
        specs = play_specs(ability, mode)
        total = automatic_divided(board, pending, mode)[0]  # FOW-DAMAGE-DIVIDED-ABILITY-R: at least 100 to each target
        found.extend((mode, targets) for targets in (target_lists(board, pending.controller, specs, pending.source) if specs else [[]]) if division_fits(total, len(targets)))
    return found


def _play_triggers(board: Board, events: list[Event]) -> bool:
    """Play automatic abilities that need no choice; return True if the sequence should restart,
    False when a player must decide (a ``automatic`` decision is then set)."""
    state = board.state
    turn_player = state.turn.player
    order = sorted(state.pending, key=lambda p: p.controller != turn_player)
    for pending in order:
        ability = board.ability_def(pending.source, automatic_kind(pending), pending.despair).abilities[pending.ability] if isinstance(pending.ability, int) else None
        if pending.mode is UNSET and isinstance(ability, Automatic) and ability.guidance:
            # fow-s-trig: FOW-GUIDANCE-R (CR 1146.3b): no [Guidance] text to play it with: it is not played.
            state.pending.remove(pending)
            events.append(ev.TriggerFizzled(pending=pending.id, reason="no [Guidance] text", rule="FOW-GUIDANCE-R"))
            return True
    # Abilities without a legal target are not played (CR 603.3).
    for pending in order:
        if pending.ability == "trigger_card":
            if not any(a.card == pending.source for a in list_play_card(board, board.player(pending.controller))):
                # fow-s-event: FOW-TRIGGER-EVENT-R (CR 708.3a, 906.6a): a triggered card that cannot be played goes to its
                # owner's graveyard.
                _trigger_card_to_graveyard(board, pending, events)
                return True
            continue
        choices = pending_choices(board, pending)
        if choices is not None and not choices:
            state.pending.remove(pending)
            events.append(ev.TriggerFizzled(pending=pending.id, reason="no legal target", rule="FOW-PRIO-7"))
            return True
    controller = order[0].controller
    mine = [p for p in order if p.controller == controller]
    first = mine[0]
    if len(mine) == 1 and first.ability != "trigger_card" and pending_choices(board, first) in (None, [(None, [])]):
        put_automatic(board, first, [], events)
        return True
    state.decision = Decision(kind="automatic", player=controller)
    return False


def _trigger_card_to_graveyard(board: Board, pending: Pending, events: list[Event]) -> None:
    """fow-s-event: FOW-TRIGGER-EVENT-R: the triggered card, unplayable, leaves its hand or standby area for its owner's
    graveyard (CR 708.3a, 906.6a)."""
    state, owner = board.state, board.player(pending.controller)
    state.pending.remove(pending)
    standby = [s for s in owner.standby if s.id != pending.source]
    if pending.source in owner.hand or len(standby) != len(owner.standby):
        # A card that has left its hand or standby area since is a new card (CR 302.3): it stays where it is.
        if pending.source in owner.hand:
            owner.hand.remove(pending.source)
            owner.hand_count = len(owner.hand)
        owner.standby = standby
        owner.graveyard.append(pending.source)
    events.append(ev.TriggerFizzled(pending=pending.id, reason="the triggered card cannot be played", rule="FOW-TRIGGER-EVENT-R"))


def put_automatic(board: Board, pending: Pending, targets: list[str], events: list[Event], mode: int | None = None, divide: list[int] | None = None) -> None:
    """``mode``: the option its player chose of a modal ability (FOW-MODES-ABILITY-R); ``divide``: the division of its
    divided damage (FOW-DAMAGE-DIVIDED-ABILITY-R)."""
    state = board.state
    played = pending.ability
    assert played != "trigger_card"  # fow-s-event: FOW-TRIGGER-EVENT-R: a triggered card is played as a spell
    state.pending.remove(pending)
    kind = automatic_kind(pending)
    item = ChaseItem(
        id=board.next_id("chase"),
        kind=kind,
        controller=pending.controller,
        card=pending.source,
        ability=played,
        targets=targets,
        awakened=pending.awakened,
        awakening=pending.awakening,
        victim=pending.victim,
        mode=mode,
    )
    if pending.amount is not UNSET:
        item.amount = pending.amount
    counted = counted_bound(board, item_text(board, item)[0], pending.source, pending.controller)
    if counted is not None:
        item.counted = counted  # fow-w-count: FOW-TARGET-COST-COUNT-R (CR 903.2h-3)
    if divide:
        item.divide = list(divide)  # FOW-DAMAGE-DIVIDED-ABILITY-R (CR 903.2j-2): fixed as it is played
    if pending.despair is True:
        item.despair = True  # fow-faces: FOW-INVERSE-SIDE-R
    if pending.that_object is not UNSET:
        item.that_object = pending.that_object  # fow-m-trig: FOW-TRIG-THAT-OBJECT-R
    if pending.source_atk is not UNSET:
        item.source_atk = pending.source_atk  # fow-p-stats: FOW-LAST-KNOWN-SOURCE-ATK-R
    if pending.mode is not UNSET:
        item.mode = pending.mode  # fow-s-trig: FOW-GUIDANCE-R
    if pending.x is not UNSET:
        item.x = pending.x  # fow-x-search: FOW-SEARCH-JUDGMENT-X-R (CR 903.2h-2)
    if isinstance(pending.ability, int):
        ability = board.ability_def(pending.source, kind, pending.despair).abilities[pending.ability]
        if isinstance(ability, Automatic) and ability.random_mode:
            # FOW-CHOOSE-AT-RANDOM-R: the game's seeded generator picks the option (CR 903.2g).
            item.mode = Rng(state.rng).below(len(ability.modes))
    state.chase.append(item)
    events.append(ev.Chase(object=item.id, kind=kind, card=item.card, targets=targets, player=item.controller, mode=item.mode))
    trigger_targeted(board, item, False, events)  # FOW-TRIG-TARGETED-R


# -- rule processes ------------------------------------------------------------------------------------


def rule_processes(board: Board, events: list[Event]) -> None:
    """FOW-RP-1, repeated until nothing happens: losing, then destruction, DEF <= 0, illegal additions."""
    state = board.state
    while True:
        losers = [p.id for p in state.players if p.life <= 0 or p.id in state.draw_failed]
        if losers:
            reasons = {p.id: ("life" if p.life <= 0 else "deck_out") for p in state.players if p.id in losers}
            finish(board, losers, "+".join(sorted(set(reasons.values()))), events)
            return
        if "mythic" in board.cat.flags and state.decision is None and _ask_mythic(board):
            return  # FOW-KW-MYTHIC-R: the pass waits for the player's choice (then it runs again)
        destroyed = []
        zero_def = []
        illegal = []
        def_lowered = board.def_lowered()  # asked once per pass: nothing moves during the scan
        defn = board.defn
        may_be_gone = board.may_be_gone
        with board.still():
            for player in state.players:
                for entity in player.field:
                    card = defn(entity)
                    if card.type in J_RESONATOR_TYPES:
                        if not may_be_gone(entity, card, def_lowered):
                            continue
                        _, dfn, keywords = board.stats(entity)
                        if dfn <= 0:
                            zero_def.append(entity)
                        elif entity.damage >= dfn and "eternal" not in keywords:
                            # An [Eternal] card stays, damaged, until the cleanup (FOW-KW-ETERNAL).
                            destroyed.append(entity)
                    elif entity.added_to is not None:
                        host = board.entity(entity.added_to)
                        if host is None or board.defn(host).type not in J_RESONATOR_TYPES:
                            illegal.append(entity)
        acted = False
        with board.together():  # FOW-TRIG-GRAVEYARD-R: one pass moves its cards at once.
            for entity in destroyed:
                if board.entity(entity.id) is not None:
                    events.append(ev.RuleProcess(card=entity.id, reason="damage", rule="FOW-RP-1"))
                    acted = destroy(board, entity, events) or acted
            for entity in zero_def:
                if board.entity(entity.id) is not None:
                    # Not a destruction: [Eternal] does not help, and a J-ruler becomes astral (CR 1109.3).
                    events.append(ev.RuleProcess(card=entity.id, reason="def", rule="FOW-RP-1"))
                    board.leave_field(entity, "graveyard", events, astral=True)
                    acted = True
            for entity in illegal:
                if board.entity(entity.id) is not None:
                    events.append(ev.RuleProcess(card=entity.id, reason="illegal_addition", rule="FOW-RP-1"))
                    board.leave_field(entity, "graveyard", events)
                    acted = True
        if not acted:
            return


# fow-mythic
def _ask_mythic(board: Board) -> bool:
    """FOW-KW-MYTHIC-R (CR 1205.8): a player controlling two or more entities with «Mythic» that share a name
    chooses the one they keep -- the turn player first, then the other, one name at a time (the first in field
    order).  Asked only between decisions (not while a resolution waits for a choice); True when asked."""
    state = board.state
    for pid in sorted((p.id for p in state.players), key=lambda p: p != state.turn.player):
        if mythic_groups(board, pid):
            state.decision = Decision(kind="mythic", player=pid)
            return True
    return False


def mythic_choices(board: Board) -> list[str]:
    """FOW-KW-MYTHIC-R: the entities the player asked may keep (those of the first name they control two or
    more entities with «Mythic» of)."""
    decision = board.state.decision
    assert decision is not None and decision.kind == "mythic"
    groups = mythic_groups(board, decision.player)
    return groups[0] if groups else []


def keep_mythic(board: Board, card: str, events: list[Event]) -> None:
    """FOW-KW-MYTHIC-R (CR 1205.8): ``card`` stays; the other entities of its name with «Mythic» its player
    controls are put into their owner's graveyard at once (a rule process: not destroyed, not banished), and
    the priority sequence goes on (the rule processes run again)."""
    state = board.state
    others = [c for c in mythic_choices(board) if c != card]
    state.decision = None
    with board.together():  # FOW-TRIG-GRAVEYARD-R: they leave at once
        for card_id in others:
            entity = board.entity(card_id)
            if entity is not None:
                events.append(ev.RuleProcess(card=card_id, reason="mythic", rule="FOW-KW-MYTHIC-R"))
                board.leave_field(entity, "graveyard", events)
    advance(board, events)


def finish(board: Board, losers: list[str], reason: str, events: list[Event]) -> None:
    """The game ends: a loss by the rule processes (FOW-RP-1), or a concession or both losing at once, a draw
    (FOW-RP-3)."""
    state = board.state
    winners = [p.id for p in state.players if p.id not in losers]
    state.over = True
    state.phase = "over"
    state.step = None
    state.priority = None
    state.decision = None
    state.passes = 0
    state.result = Result(winners=winners, scores={p.id: p.life for p in state.players}, reason=reason)
    state.to_act = []
    events.append(ev.GameOver(winners=winners, reason=reason, rule="FOW-RP-3" if not winners or reason == "concede" else "FOW-RP-1"))


def concede(board: Board, player: Player, events: list[Event]) -> None:
    events.append(ev.Conceded(player=player.id, rule="FOW-RP-3"))
    finish(board, [player.id], "concede", events)


# -- passing and steps ---------------------------------------------------------------------------------


def give_priority(board: Board, pid: str) -> None:
    board.state.priority = pid
    board.state.passes = 0


def after_action(board: Board, pid: str, events: list[Event]) -> None:
    """FOW-PRIO-2: whoever acted (other than passing) keeps priority and a new sequence starts."""
    give_priority(board, pid)
    advance(board, events)


def apply_pass(board: Board, pid: str, events: list[Event]) -> None:
    state = board.state
    events.append(ev.Passed(player=pid))
    if state.passes == 0:
        state.passes = 1
        state.priority = board.opponent(pid).id
        advance(board, events)
        return
    state.passes = 0
    if state.chase:
        if resolve_top(board, events):
            give_priority(board, state.turn.player)
    else:
        end_step(board, events)
    advance(board, events)


def apply_choice(board: Board, card: str | None, events: list[Event], *, host: str | None = None, invert: bool = False) -> None:
    """FOW-SEARCH-R / FOW-DISCARD-CHOICE-R: the choice asked during a resolution; the chase object
    resumes its resolution (``host``: FOW-SEARCH-ADDITION-R)."""
    state = board.state
    decision = state.decision
    assert decision is not None and decision.effect is not None
    state.decision = None
    placing = (decision.done or 0, decision.left, decision.stage or "bottom") if decision.left is not None else None
    if resolve_top(board, events, found=(decision.effect, card, decision.done or 0), placing=placing, chosen=decision.kind in ("search", "discard", "banish"), host=host, taken=tuple(decision.names), invert=invert):
        give_priority(board, state.turn.player)
    advance(board, events)


def end_step(board: Board, events: list[Event]) -> None:
    """Both players passed with an empty chase: the step or phase ends (FOW-PRIO-3)."""
    state = board.state
    if state.phase == "draw":
        if state.step == "before_draw" and state.turn.number > 1:
            draw_phase_draw(board, events)
        else:
            begin_recovery(board, events)
    elif state.phase == "recovery":
        begin_recovery(board, events)  # fow-v-grimm: FOW-TRIG-RECOVERY-R: then the recovery (CR 503.4, 503.5)
    elif state.phase == "main":
        if state.battle is not None:
            battle_steps.next_step(board, events)
        else:
            begin_end_phase(board, events)
    elif state.phase == "end" and state.step == "end_beginning":
        end_of_turn_step(board, events)
    elif state.phase == "end":
        cleanup(board, events)


def begin_turn(board: Board, pid: str, events: list[Event]) -> None:
    state = board.state
    state.turn = Turn(number=state.turn.number + 1, player=pid)
    state.phase = "draw"
    state.battle = None
    events.append(ev.Turn(player=pid, number=state.turn.number))
    if state.turn.number == 1 and trigger_game_start(board, events):
        # FOW-TRIG-GAME-START-R (CR 502.1): "At the beginning of the game" abilities trigger and the turn player
        # gains priority; once the chase is empty and both pass, the draw is skipped (FOW-TURN-1).
        state.step = "before_draw"
        give_priority(board, pid)
        return
    if state.turn.number == 1:
        # FOW-TURN-1: the first draw phase of the game has no draw and no priority (CR 502.3-502.5).
        state.step = None
        begin_recovery(board, events)
        return
    state.step = "before_draw"
    # FOW-TRIG-MAIN-R: "at the beginning of your turn" (CR 502.2; the first turn of the game has no
    # card in the field).
    trigger_turn_step(board, "your_turn", events)
    give_priority(board, pid)


def draw_phase_draw(board: Board, events: list[Event]) -> None:
    state = board.state
    board.draw(board.turn_player(), 1, events, draw_phase=True)
    state.step = "after_draw"
    give_priority(board, state.turn.player)


def begin_recovery(board: Board, events: list[Event]) -> None:
    """FOW-TURN-2: skipped on the turn player's own first turn; otherwise will expires and the turn
    player recovers.  fow-v-grimm: FOW-TRIG-RECOVERY-R: "at the beginning of your recovery phase" abilities trigger
    first, and the turn player gains priority until they are played and resolved (CR 503.2-503.3); without them, no
    priority."""
    state = board.state
    if state.turn.number > len(state.players) and state.step != "recovery_beginning":
        state.phase = "recovery"
        state.step = "recovery_beginning"
        trigger_turn_step(board, "your_recovery_phase", events)
        if state.pending:
            give_priority(board, state.turn.player)
            return
    state.step = None
    for player in state.players:
        player.pool = {}
        player.restricted = UNSET
    turn_player = board.turn_player()
    if state.turn.number > len(state.players):
        state.phase = "recovery"
        recovered_j_rulers = 0
        for entity in turn_player.field:
            if entity.no_recover_by is not UNSET and any(board.entity(source) is not None for source in entity.no_recover_by):
                # FOW-NO-RECOVER-WHILE-R: a source of the effect is still in the field.
                continue
            if board.unrecoverable(entity):
                continue  # fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R
            if board.has_flag(entity, "no_recovery_phase") or board.stone_kept_rested(entity):
                # FOW-NO-RECOVER-CONT-R: a continuous ability keeps it rested in the recovery phase (fow-s-grimm-b:
                # FOW-STONES-ACTIVATE-NO-RECOVER-R: a magic stone with an activate ability, by another card's).
                continue
            if entity.no_recover is True:
                # FOW-NO-RECOVER-R: this recovery phase is the one it skips.
                entity.no_recover = UNSET
                continue
            # FOW-TRIG-JRULER-RECOVERED-R: a rested J-ruler (below, ruler) that recovers triggers.
            recovered_j_rulers += entity.rested and entity.j_ruler
            entity.rested = False
        if turn_player.ruler is not None:
            recovered_j_rulers += turn_player.ruler.rested
            turn_player.ruler.rested = False
        events.append(ev.RecoveredAll(player=turn_player.id, rule="FOW-TURN-2"))
        for _ in range(recovered_j_rulers):
            trigger_player_event(board, turn_player.id, "j_ruler_recovered", events)
    state.phase = "main"
    state.step = None
    trigger_turn_step(board, "your_main_phase", events)
    give_priority(board, turn_player.id)


def begin_end_phase(board: Board, events: list[Event]) -> None:
    """fow-t-endphase: FOW-TRIG-END-PHASE-R (CR 505.1-505.2): "at the beginning of the end phase" abilities trigger
    and the turn player gains priority; with none, the step is skipped and the end phase goes on at CR 505.3."""
    state = board.state
    state.phase = "end"
    state.step = "end_beginning"
    events.append(ev.Phase(phase="end"))
    before = len(state.pending)
    trigger_turn_step(board, "end_phase", events)
    if len(state.pending) > before:
        give_priority(board, state.turn.player)
        return
    end_of_turn_step(board, events)


def end_of_turn_step(board: Board, events: list[Event]) -> None:
    """CR 505.3-505.4: "at end of turn" abilities trigger (FOW-TRIG-END-R) and the turn player gains priority."""
    state = board.state
    state.step = None
    trigger_turn_step(board, "end_of_turn", events)
    open_trigger_window(board, state.turn.player)  # fow-s-event: FOW-TRIGGER-EVENT-R: "at the end of a turn ..."
    give_priority(board, state.turn.player)


def cleanup(board: Board, events: list[Event]) -> None:
    """FOW-TURN-4: damage to 0, end-of-turn effects end, will expires, then the hand limit."""
    state = board.state
    for player in state.players:
        for entity in player.field:
            entity.damage = 0
            entity.destroyed_banish = UNSET  # fow-s-grimm-b: FOW-DESTROYED-BANISH-R: "this turn" ends
        player.pool = {}
        player.restricted = UNSET
        # FOW-WEATHER-R: a weather set until end of turn ends; the player's weather is clear again.
        player.weather = UNSET
        player.weather_over = UNSET  # fow-reiya-lapis: FOW-WEATHER-STATIC-R
        if player.name_bans is not UNSET:
            # fow-reiya-lapis: FOW-HAND-NAME-BAN-R: a ban "until the end of <this> turn" ends.
            kept = [ban for ban in player.name_bans if ban.until > state.turn.number]
            player.name_bans = kept if kept else UNSET
    # FOW-PREVENT-NEXT-LASTING-R: a shield printed without a duration outlasts the turn.
    state.modifiers = [m for m in state.modifiers if m.until in ("used", "source")]  # fow-wide6: "source" lasts past the turn
    control_returns(board, events)  # FOW-GAIN-CONTROL-R
    state.turn.forbidden = UNSET  # FOW-NO-SPELLS-R: "until end of turn" ends here
    state.turn.playable = UNSET  # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R: likewise
    state.turn.wards = UNSET  # FOW-PREVENT-GROUP-R: likewise
    state.turn.damaged = UNSET  # FOW-PREVENT-FIRST-R: "each turn" (a damage at cleanup is a new first one)
    state.priority = None
    events.append(ev.Cleanup(player=state.turn.player, rule="FOW-TURN-4"))
    continue_cleanup(board, events)


def continue_cleanup(board: Board, events: list[Event]) -> None:
    state = board.state
    turn_player = board.turn_player()
    if len(turn_player.hand) > HAND_LIMIT:
        state.decision = Decision(kind="discard", player=turn_player.id)
        return
    state.decision = None
    if state.pending:
        # FOW-TRIG-HAND-TO-GRAVEYARD-R (CR 505.5e): an ability triggered in the final step (a card discarded
        # down to the hand size) is played in a priority sequence of this turn; then the final step again.
        give_priority(board, turn_player.id)
        return
    begin_turn(board, board.opponent(turn_player.id).id, events)


def discard(board: Board, player: Player, card: str, events: list[Event]) -> None:
    player.hand.remove(card)
    player.graveyard.append(card)
    sync_counts(player)
    events.append(ev.Discarded(player=player.id, card=card, rule="FOW-TURN-4"))
    trigger_hand_to_graveyard(board, card, events)  # FOW-TRIG-HAND-TO-GRAVEYARD-R
    continue_cleanup(board, events)
    advance(board, events)


# -- setup: mulligans ----------------------------------------------------------------------------------


def game_starts(board: Board, events: list[Event]) -> None:
    """fow-u-counters: FOW-KW-MANA-R (CR 405.6a, 405.6b, 1122.2a): "as the game starts", after the mulligans and before
    the first turn begins, the first player's ruler and then the other's get the counters their [Mana] starts them
    with (no chase)."""
    state = board.state
    for player in sorted(state.players, key=lambda p: p.id != state.first_player):
        slot = player.ruler
        start = board.card(slot.id).start_counters if slot is not None else None
        if slot is None or start is None:
            continue
        counters = dict(slot.counters) if slot.counters is not UNSET else {}
        counters[start.counter] = counters.get(start.counter, 0) + start.amount
        slot.counters = counters
        events.append(ev.CountersPut(card=slot.id, counter=start.counter, amount=start.amount, rule="FOW-KW-MANA-R"))


def mulligan(board: Board, player: Player, cards: list[str], events: list[Event]) -> None:
    """FOW-SETUP-3 (FOW-AMB-2): the chosen cards go back (shuffled in, or under the deck in the given
    order with ``mulligan_mode: bottom``), then as many are drawn."""
    state = board.state
    chosen = set(cards)
    player.hand = [card for card in player.hand if card not in chosen]
    if state.options.mulligan_mode == "bottom":
        player.deck.extend(cards)
    else:
        player.deck.extend(cards)
        shuffle(state.rng, player.deck)
    player.mulliganed = True
    events.append(ev.Mulligan(player=player.id, count=len(cards), mode=state.options.mulligan_mode, rule="FOW-SETUP-3"))
    board.draw(player, len(cards), events)
    other = board.opponent(player.id)
    if not other.mulliganed:
        state.decision = Decision(kind="mulligan", player=other.id)
    else:
        state.decision = None
        state.turn = Turn(number=0, player=state.first_player)
        game_starts(board, events)
        begin_turn(board, state.first_player, events)
    advance(board, events)
