"""Chant-standby and [Stealth] families of fow-s-event, each played with a real card named by id (the printed text
stays in ../shared):

* FOW-TRIG-ENTERS-FROM-STANDBY-R: "when this card enters your field from a chant-standby area >>> <effect>" -- the card,
  played from its player's standby area ([Stealth], FOW-KW-STEALTH-R), resolves into the field and triggers; played
  from the hand it does not (TMS-084, SKL-081);
* FOW-ENTERED-KIND-R: "[Stealth] ... a resonator was put into your opponent's field this turn" (TMS-084);
* FOW-TARGET-DEALT-DAMAGE-R: "target resonator your opponent controls that dealt damage this turn" (SKL-081);
* FOW-TRIGGER-EVENT-R: a [Trigger] of an event -- "when a J/resonator your opponent controls attacks" (TMS-052, from the
  standby area or the hand) -- and a [Stealth] of one -- "when a J/resonator you control is attacked" (TTW-093): revealed
  as the attack is declared, then played as a spell; the opponent's view never says which card could be; and a time --
  "at the end of a turn you're dealt damage" (TAT-041).
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.effects import deal_damage
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.views import view

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_field, to_graveyard, to_hand, to_standby
from .real import board_of, field, hero_started, resolve_all, will_for

DARK = "CMF-101"  # a real basic darkness magic stone


def _from_standby(call: str) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": call, "targets": [], "payment": {"pool": {}}}


def _listed(state: State, call: str) -> bool:
    return any(getattr(a, "card", None) == call for a in GAME.legal_actions(state, "ann"))


# -- FOW-TRIG-ENTERS-FROM-STANDBY-R, FOW-ENTERED-KIND-R ----------------------------------------------------------


def _executioner(*, whose: str = "bob") -> tuple[State, str, str]:
    """TMS-084 set in ann's standby area on an earlier turn (now turn 3); ann controls a darkness magic stone; a
    TST-R03 of bob's field, recorded as put into ``whose`` field this turn."""
    state = hero_started(("TMS-084",), stones=(DARK,))
    state.turn.number = 3
    call = to_standby(state, "ann", "TMS-084", 1)
    to_field(state, "ann", DARK)
    victim = to_field(state, "bob", "TST-R03", since=3)
    state.turn.entered = [f"{whose}/{victim}"]
    return state, call, victim


def test_fow_trig_enters_from_standby_r_reads_the_trigger_and_the_state() -> None:
    """TMS-084 is supported: its [Stealth] joins a darkness magic stone and a resonator put into the opponent's field
    this turn; its automatic ability triggers as it enters from a chant-standby area."""
    assert entry("TMS-084")["supported"], entry("TMS-084")["unsupported"]
    also = card("TMS-084")["stealth"]
    assert {"what": "resonator", "zone": "entered", "whose": "opponent"} in [s.get("count") for s in (also["when"], *also.get("also", []))]
    assert [a["trigger"] for a in card("TMS-084")["abilities"]] == ["enters_from_standby"]


def test_fow_trig_enters_from_standby_r_played_from_standby_destroys() -> None:
    """Ann plays TMS-084 from her standby area paying nothing ([Stealth]); it resolves into her field and its ability
    triggers: bob's TST-R03 (total cost 3 or less) is destroyed."""
    state, call, victim = _executioner()
    assert _listed(state, call)
    state = act(state, _from_standby(call))
    assert state.chase[-1].from_standby is True
    state = resolve_all(state, {call: [victim]})
    assert call in field(state, "ann") and victim in player(state, "bob").graveyard


def test_fow_trig_enters_from_standby_r_breaks_from_the_hand() -> None:
    """Breaking FOW-TRIG-ENTERS-FROM-STANDBY-R: TMS-084 played from ann's hand (its cost paid) enters her field without
    triggering; bob's resonator stays."""
    state, _, victim = _executioner()
    in_hand = to_hand(state, "ann", "TMS-084")
    will = will_for("TMS-084")
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": in_hand, "targets": [], "payment": {"pool": will}})
    assert state.chase[-1].from_standby is not True
    state = resolve_all(state)
    assert in_hand in field(state, "ann") and victim in field(state, "bob") and not state.pending


def test_fow_entered_kind_r_breaks_on_your_own_field() -> None:
    """Breaking FOW-ENTERED-KIND-R: the only resonator put into a field this turn went into ann's own: the [Stealth]
    condition does not hold (refused, not listed)."""
    state, call, _ = _executioner(whose="ann")
    assert code_of(state, _from_standby(call)) == "FOW-KW-STEALTH-R"
    assert not _listed(state, call)


# -- FOW-TARGET-DEALT-DAMAGE-R ----------------------------------------------------------------------------------


def _dragger() -> tuple[State, str, str, str]:
    """SKL-081 set in ann's standby area on an earlier turn (now turn 3); ann controls a darkness magic stone, and a
    resonator of hers went to her graveyard from her field this turn; bob controls a TST-R03, which dealt
    100 damage to ann this turn, and a TST-R02."""
    state = hero_started(("SKL-081",), stones=(DARK,))
    state.turn.number = 3
    call = to_standby(state, "ann", "SKL-081", 1)
    to_field(state, "ann", DARK)
    gone = to_graveyard(state, "ann", "TST-R01")
    state.turn.to_graveyard = [f"ann/{gone}"]
    dealer = to_field(state, "bob", "TST-R03")
    idle = to_field(state, "bob", "TST-R02")
    deal_damage(board_of(state), dealer, "ann", 100, [], battle=False)
    return state, call, dealer, idle


def test_fow_target_dealt_damage_r_destroys_the_dealer() -> None:
    """SKL-081 is supported; played from ann's standby area it enters her field and destroys bob's resonator that dealt
    damage this turn."""
    assert entry("SKL-081")["supported"], entry("SKL-081")["unsupported"]
    state, call, dealer, idle = _dragger()
    assert state.turn.dealt == [f"{dealer}/100"]
    state = resolve_all(act(state, _from_standby(call)), {call: [dealer]})
    assert dealer in player(state, "bob").graveyard and idle in field(state, "bob")


def test_fow_target_dealt_damage_r_breaks_on_a_resonator_that_dealt_none() -> None:
    """Breaking FOW-TARGET-DEALT-DAMAGE-R: bob's other resonator dealt no damage this turn: it is no legal target."""
    state, call, _, idle = _dragger()
    state = act(state, _from_standby(call))
    state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.pending
    pending = state.pending[0]
    action = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [idle]}
    assert code_of(state, action) == "FOW-TARGET-DEALT-DAMAGE-R"


def test_fow_target_dealt_damage_r_a_card_back_in_the_field_dealt_none() -> None:
    """CR 302.3: a resonator that dealt damage, left the field and came back is a new card that dealt none."""
    state, _, dealer, _ = _dragger()
    board = board_of(state)
    entity = board.entity(dealer)
    assert entity is not None
    player(state, "bob").field.remove(entity)
    board.enter_field(player(state, "bob"), entity)
    assert state.turn.dealt is not None and all(not r.startswith(dealer) for r in state.turn.dealt or [])


# -- FOW-TRIGGER-EVENT-R ----------------------------------------------------------------------------------------


def _declare(state: State, attacker: str, target: str) -> State:
    """Ann starts a battle and declares ``attacker`` against ``target``."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    while state.decision is None or state.decision.kind != "declare_attack":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": target})


def _ambush(*, set_turn: int = 1) -> tuple[State, str, str, str]:
    """TMS-052 in bob's standby area (set in turn ``set_turn``; now ann's turn 3), a wind resonator of total cost 2
    (TST-R08) in his hand; ann's TST-R03 ready to attack."""
    state = hero_started(("TMS-052",))
    state.turn.number = 3
    call = to_standby(state, "bob", "TMS-052", set_turn)
    chosen = to_hand(state, "bob", "TST-R08")
    return state, call, chosen, to_field(state, "ann", "TST-R03")


def _reveal(state: State, pid: str, cards: list[str]) -> State:
    assert state.decision is not None and state.decision.kind == "reveal" and state.decision.player == pid
    return act(state, {"type": "reveal", "player": pid, "cards": cards})


def test_fow_trigger_event_r_reads_the_event() -> None:
    """TMS-052 and TTW-093 are supported: a [Trigger] (a [Stealth]) of an event."""
    for cid in ("TMS-052", "TTW-093"):
        assert entry(cid)["supported"], entry(cid)["unsupported"]
    assert card("TMS-052")["trigger"] == {"event": "opponent_attacks"}
    assert card("TTW-093")["stealth"] == {"event": "attacked"}


def test_fow_trigger_event_r_revealed_from_standby_and_played() -> None:
    """Ann's resonator attacks: bob (alone: the attack is no event of the set for ann) reveals TMS-052; he plays it from
    his standby area paying nothing and puts his wind resonator from his hand into his field."""
    state, call, chosen, attacker = _ambush()
    state = _declare(state, attacker, "bob")
    assert state.window is not None and state.window.asked == ["bob"]  # ann's own attack triggers none of hers
    assert _listed_for(state, "bob", {"type": "reveal", "cards": [call]})
    state = _reveal(state, "bob", [call])
    assert state.decision is not None and state.decision.kind == "automatic" and state.decision.player == "bob"
    play = {"type": "play_card", "player": "bob", "card": call, "targets": [], "payment": {"pool": {}}}
    assert _listed_for(state, "bob", play)
    state = act(state, play)
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, {"type": "may", "player": "bob", "accept": True})
        elif state.decision is not None and state.decision.kind == "search":
            state = act(state, {"type": "search", "player": "bob", "card": chosen})
            break
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert chosen in field(state, "bob") and call in player(state, "bob").graveyard


def test_fow_trigger_event_r_from_the_hand_pays_its_cost() -> None:
    """CR 708.2, 708.4: TMS-052 in bob's hand triggers too; played from there it costs its printed cost (without will,
    refused; with it, played)."""
    state, _, _, attacker = _ambush()
    in_hand = to_hand(state, "bob", "TMS-052")
    state = _declare(state, attacker, "bob")
    will = will_for("TMS-052")
    pool(state, "bob", **will)
    state = _reveal(state, "bob", [in_hand])
    play: dict[str, Any] = {"type": "play_card", "player": "bob", "card": in_hand, "targets": [], "payment": {"pool": {}}}
    assert code_of(state, play) is not None
    state = act(state, play | {"payment": {"pool": will}})
    assert state.chase[-1].card == in_hand and in_hand not in player(state, "bob").hand


def test_fow_trigger_event_r_unplayable_goes_to_the_graveyard() -> None:
    """CR 708.3a, 906.6a: revealed from bob's hand without the will to pay for it, TMS-052 cannot be played: it goes to
    his graveyard."""
    state, _, _, attacker = _ambush()
    in_hand = to_hand(state, "bob", "TMS-052")
    state = _reveal(_declare(state, attacker, "bob"), "bob", [in_hand])
    assert in_hand in player(state, "bob").graveyard and not state.pending


def test_fow_trigger_event_r_hidden_from_the_opponent() -> None:
    """Bob is asked whether or not he holds a card the attack triggers (a TST-R01 set instead of TMS-052): ann's views of
    the two games are the same."""
    state, call, _, attacker = _ambush()
    other, other_call, _, attacker2 = _ambush()
    seat = player(other, "bob")
    seat.standby = []
    seat.deck.append(other_call)
    plain = to_standby(other, "bob", "TST-R01", 1)
    seat.deck_count = len(seat.deck)
    seen = []
    for game, hit in ((state, attacker), (other, attacker2)):
        game = _declare(game, hit, "bob")
        assert game.decision is not None and game.decision.kind == "reveal" and game.decision.player == "bob"
        shown = view(game, "ann")
        del shown["options"]
        seen.append(shown)
        if game is not state:
            assert not _listed_for(game, "bob", {"type": "reveal", "cards": [plain]})
    assert seen[0] == seen[1] and call not in str(seen[0])


def test_fow_trigger_event_r_breaks_without_the_event() -> None:
    """Breaking FOW-TRIGGER-EVENT-R: at priority, with no attack, TMS-052 cannot be played from bob's standby area (nor
    listed); set in this very turn it cannot be revealed; a card the event does not trigger cannot be revealed."""
    state, call, _, attacker = _ambush()
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.priority == "bob"
    assert code_of(state, {"type": "play_card", "player": "bob", "card": call, "targets": [], "payment": {"pool": {}}}) == "FOW-TRIGGER-EVENT-R"
    assert not any(getattr(a, "card", None) == call for a in GAME.legal_actions(state, "bob"))
    state, call, _, attacker = _ambush(set_turn=3)
    plain = to_standby(state, "bob", "TST-R01", 1)
    state = _declare(state, attacker, "bob")
    for cards in ([call], [plain]):
        assert code_of(state, {"type": "reveal", "player": "bob", "cards": cards}) == "FOW-TRIGGER-EVENT-R"


def test_fow_trigger_event_r_stealth_when_attacked() -> None:
    """TTW-093 in bob's standby area: ann's resonator attacks his TST-R04; bob reveals TTW-093 and plays it without its
    cost ([Stealth]); entering his field from the standby area it deals 1000 damage to the attacker
    (FOW-TRIG-ENTERS-FROM-STANDBY-R). Attacking bob himself does not trigger it."""
    state = hero_started(("TTW-093",))
    state.turn.number = 3
    mine = to_standby(state, "bob", "TTW-093", 1)
    wall = to_field(state, "bob", "TST-R04", rested=True)
    attacker = to_field(state, "ann", "TST-R05")
    # Only [Stealth] cards of the set watch the event: ann, with no card in her standby area, is not asked.
    after = _declare(state, attacker, "bob")
    assert code_of(after, {"type": "reveal", "player": "bob", "cards": [mine]}) == "FOW-TRIGGER-EVENT-R"
    state = _reveal(_declare(state, attacker, wall), "bob", [mine])
    state = act(state, {"type": "play_card", "player": "bob", "card": mine, "targets": [], "payment": {"pool": {}}})
    state = resolve_all(state, {mine: [attacker]})
    assert mine in field(state, "bob") and attacker in player(state, "ann").graveyard


def _listed_for(state: State, pid: str, wanted: dict[str, Any]) -> bool:
    """Whether the legal actions of ``pid`` hold one with ``wanted``'s fields."""
    for action in GAME.legal_actions(state, pid):
        data = {k: getattr(action, k, None) for k in wanted if k not in ("type", "payment")}
        if type(action).__name__.lower().replace("card", "_card") in (wanted["type"], wanted["type"].replace("_", "")) and all(
            data[k] == wanted[k] for k in data
        ):
            return True
    return False


def test_fow_trigger_event_r_forged_states_are_refused() -> None:
    """The state check accepts the window and the triggered card as played, and refuses a window no reveal decision
    asks, or a triggered card that is not in its player's hand or standby area (FOW-TRIGGER-EVENT-R)."""
    state, call, _, attacker = _ambush()
    asked = _declare(state, attacker, "bob")
    GAME.check(asked)
    revealed = _reveal(copy.deepcopy(asked), "bob", [call])
    GAME.check(revealed)
    forged = copy.deepcopy(asked)
    forged.decision = None
    with pytest.raises(InputError, match="FOW-TRIGGER-EVENT-R"):
        GAME.check(forged)
    moved = copy.deepcopy(revealed)
    player(moved, "bob").standby = []
    player(moved, "bob").graveyard.append(call)
    with pytest.raises(InputError, match="FOW-TRIGGER-EVENT-R"):
        GAME.check(moved)


def _flow(*, dealt: bool = True) -> tuple[State, str, str]:
    """TAT-041 in ann's standby area (set in turn 1; now her turn 3); bob controls a rested TST-R03, which dealt ann 100
    damage this turn when ``dealt``."""
    state = hero_started(("TAT-041",))
    state.turn.number = 3
    call = to_standby(state, "ann", "TAT-041", 1)
    rested = to_field(state, "bob", "TST-R03", rested=True)
    if dealt:
        deal_damage(board_of(state), rested, "ann", 100, [], battle=False)
    return state, call, rested


def _to_end(state: State) -> State:
    """Everyone passes until the end phase begins."""
    for _ in range(20):
        if state.phase == "end":
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the end phase did not begin")


def test_fow_trigger_event_r_at_the_end_of_a_turn_you_were_dealt_damage() -> None:
    """TAT-041 is supported. Ann was dealt damage this turn: as the end phase begins she reveals TAT-041 and plays it
    from her standby area; bob's rested resonator returns to his hand."""
    assert entry("TAT-041")["supported"], entry("TAT-041")["unsupported"]
    assert card("TAT-041")["trigger"] == {"event": "end_dealt"}
    state, call, rested = _flow()
    state = _reveal(_to_end(state), "ann", [call])
    state = act(state, {"type": "play_card", "player": "ann", "card": call, "targets": [], "payment": {"pool": {}}})
    state = resolve_all(state)
    assert rested in player(state, "bob").hand and call in player(state, "ann").graveyard


def test_fow_trigger_event_r_breaks_at_the_end_of_a_turn_without_damage() -> None:
    """Breaking FOW-TRIGGER-EVENT-R: nobody was dealt damage this turn: nobody is asked as the end phase begins, and
    TAT-041 cannot be played there."""
    state, call, rested = _flow(dealt=False)
    state = _to_end(state)
    assert state.window is None or state.window == msgspec.UNSET
    assert state.decision is None or state.decision.kind != "reveal"
    if state.priority == "ann":
        assert code_of(state, {"type": "play_card", "player": "ann", "card": call, "targets": [], "payment": {"pool": {}}}) == "FOW-TRIGGER-EVENT-R"
    assert rested in field(state, "bob")
