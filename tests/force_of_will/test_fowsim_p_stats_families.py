"""fow-p-stats: lines reading a stat (ATK) or a count of another object -- each played with a real card named by
id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.effects import trigger_enter
from adjudicator.force_of_will.state import Decision, Entity

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import board_of, play, real_started, resolve_all, will_for


def _damage(state: Any, pid: str, instance: str) -> int:
    return next(e.damage for e in player(state, pid).field if e.id == instance)


def test_fow_atk_damage_another_r_one_way_to_another_target() -> None:
    """FOW-ATK-DAMAGE-ANOTHER-R with ACN-036 (a chant: target resonator you control deals damage equal to its ATK
    to another target resonator): ann's [600/500] deals 600 to bob's [400/600], destroyed; ann's takes nothing
    (one way). The same resonator cannot be both targets, and the first must be ann's."""
    assert entry("ACN-036")["supported"]
    state = real_started("ACN-036")
    mine = to_field(state, "ann", "TST-R02")
    other = to_field(state, "ann", "TST-R06")
    his = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "ACN-036")
    will = will_for("ACN-036")
    pool(state, "ann", **will)
    base = {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": will}}
    assert code_of(state, {**base, "targets": [mine, mine]}) == "FOW-PLAY-1"
    assert code_of(state, {**base, "targets": [his, mine]}) == "FOW-PLAY-1"
    mine_to_mine = resolve_all(play(state, "ann", chant, [mine, other]))
    assert other in player(mine_to_mine, "ann").graveyard  # another of ann's own resonators may take it
    state = real_started("ACN-036")
    mine = to_field(state, "ann", "TST-R02")
    his = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-036"), [mine, his]))
    assert his in player(state, "bob").graveyard
    assert _damage(state, "ann", mine) == 0


def test_fow_atk_damage_x_r_x_is_this_cards_atk() -> None:
    """FOW-ATK-DAMAGE-X-R with CST-051 ([300/300]; put into the field from the deck, X damage to target
    J/resonator your opponent controls where X is its ATK): read as its damage equal to its ATK -- 300 to
    bob's [400/600]; with two [+100/+100] counters on it, 500."""
    assert entry("CST-051")["supported"]
    abilities = card("CST-051")["abilities"]
    damage = next(i for i, a in enumerate(abilities) if a.get("trigger") == "enters_from_deck")
    assert abilities[damage]["effects"] == [{"op": "atk_damage", "source": "self", "target": 0}]
    for boost, dealt in ((0, 300), (200, 500)):
        state = real_started("CST-051")
        his = to_field(state, "bob", "TST-R03")
        deck = player(state, "ann").deck
        beast = next(c for c in deck if c.startswith("ann:CST-051"))
        deck.remove(beast)
        board = board_of(state)
        entered = Entity(id=beast, since=state.turn.number)
        board.enter_field(player(state, "ann"), entered)
        if boost:
            entered.counters = {"+100/+100": boost // 100}
        events: list[Any] = []
        trigger_enter(board, entered, events, source="deck")
        state.decision = Decision(kind="automatic", player="ann")  # as the rules process asks it
        for _ in range(6):  # its [Enter] (a reveal) is played without targets
            if state.pending:
                pending = state.pending[0]
                state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his] if pending.ability == damage else []})
            elif state.decision is not None and state.decision.kind == "may":
                state = act(state, {"type": "may", "player": "ann", "accept": False})
            elif state.chase:
                state = both_pass(state)
        assert _damage(state, "bob", his) == dealt
