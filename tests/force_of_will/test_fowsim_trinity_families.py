"""Ability families first needed by the Trinity cluster (issue #14), each played with real cards of the
community database (named by id; the printed text stays in ../shared): time will (FOW-WILL-TIME-R)."""

from __future__ import annotations

from typing import Any

from .fowsim_db import card, entry
from .helpers import act, code_of, listed, player, pool, to_field
from .real import hero_started, real_started, resolve_all
from .real import stats as full_stats


def _activate(pid: str, card_id: str, ability: int, payment: dict[str, Any], targets: list[str] | None = None) -> dict[str, Any]:
    return {"type": "activate", "player": pid, "card": card_id, "ability": ability, "targets": targets or [], "payment": payment}


# -- FOW-WILL-TIME-R -----------------------------------------------------------------------------------


def test_fow_will_time_r_a_stone_makes_time_will() -> None:
    """FOW-WILL-TIME-R with TTT-084, a special stone with a water will ability and a time will ability: it is
    imported and supported (it was refused: "{T}" was no will read); one use of its second ability puts one
    time will into the pool and rests it."""
    assert entry("TTT-084")["supported"]
    assert [a.get("produce") for a in card("TTT-084")["abilities"]] == [["time"]]
    state = hero_started((), stones=("TTT-084",))
    stone = to_field(state, "ann", "TTT-084")
    assert listed(state, "produce_will", source=stone, will="time")
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "time", "more": []})
    assert player(state, "ann").pool == {"time": 1}


def test_fow_will_time_r_time_will_pays_a_time_symbol_and_nothing_else_does() -> None:
    """FOW-WILL-TIME-R with WOM-043, -400 ATK to a J/resonator for one time will: its cost reads as one time
    symbol (the card was not supported); water will does not pay it, time will does and the ability resolves."""
    assert card("WOM-043")["abilities"][0]["cost"] == {"will": {"specified": {"time": 1}}}
    assert entry("WOM-043")["supported"]
    state = real_started("WOM-043")
    analyst = to_field(state, "ann", "WOM-043")
    victim = to_field(state, "bob", "WOM-043")
    atk = full_stats(state, victim)[0]
    pool(state, "ann", water=1)
    assert code_of(state, _activate("ann", analyst, 0, {"pool": {"water": 1}}, [victim])) == "FOW-WILL-1"
    pool(state, "ann", time=1)
    state = resolve_all(act(state, _activate("ann", analyst, 0, {"pool": {"time": 1}}, [victim])))
    assert full_stats(state, victim)[0] == atk - 400
    assert not player(state, "ann").pool
