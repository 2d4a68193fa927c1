"""Forged states are refused with a pointer to the field (the consistency check)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME

from .helpers import act, both_pass, started, to_field


def base() -> dict[str, Any]:
    state = started()
    to_field(state, "ann", "TST-R02")
    to_field(state, "bob", "TST-R11")
    return msgspec.to_builtins(state)


def refused(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    return [(e.pointer, e.message) for e in caught.value.errors]


def test_a_played_state_is_accepted() -> None:
    GAME.decode_state(base())


FORGERIES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("card in two zones", lambda s: s["players"][0]["graveyard"].append(s["players"][0]["hand"][0]), "/state/players/0/graveyard/0"),
    ("unknown card", lambda s: s["players"][0]["hand"].__setitem__(0, "ann:TST-X99#1"), "/state/players/0/hand/0"),
    ("card made up", lambda s: s["players"][0]["graveyard"].append("ann:TST-R01#3"), "/state/players/0/graveyard/0"),
    ("card lost", lambda s: s["players"][0]["deck"].pop(), "/state/players/0/deck_list/main"),
    ("another player's card", lambda s: s["players"][0]["graveyard"].append(s["players"][1]["deck"].pop()), "/state/players/0/graveyard/0"),
    ("hand count", lambda s: s["players"][1].__setitem__("hand_count", 4), "/state/players/1/hand_count"),
    ("deck count", lambda s: s["players"][0].__setitem__("deck_count", 3), "/state/players/0/deck_count"),
    ("life not in 100s", lambda s: s["players"][0].__setitem__("life", 3950), "/state/players/0/life"),
    ("life 0 while playing", lambda s: s["players"][0].__setitem__("life", 0), "/state/players/0/life"),
    ("stone in hand", lambda s: s["players"][0]["hand"].append(s["players"][0]["stone_deck"].pop()), "/state/players/0/hand/5"),
    ("resonator in the stone deck", lambda s: s["players"][0]["stone_deck"].append(s["players"][0]["deck"].pop()), "/state/players/0/stone_deck/12"),
    ("damage over DEF left standing", lambda s: s["players"][1]["field"][0].__setitem__("damage", 200), "/state/players/1/field/0/damage"),
    ("addition added to nothing", lambda s: s["players"][0]["field"].append({"id": "ann:TST-A01#1", "added_to": "ann:TST-R09#1"}) or s["players"][0]["deck"].remove("ann:TST-A01#1"), "/state/players/0/field/1/added_to"),
    ("to_act disagrees", lambda s: s.__setitem__("to_act", ["bob"]), "/state/to_act"),
    ("ruler twice", lambda s: s["players"][0]["field"].append({"id": "ann:TST-RU1#1", "j_ruler": True}), "/state/players/0/field/1/id"),
    ("no result when over", lambda s: s.__setitem__("over", True), "/state/phase"),
    ("bad generator", lambda s: s["rng"].__setitem__("key", "zz"), "/state/rng"),
    ("unresolved options", lambda s: s["options"].__setitem__("energize", None), "/state/options"),
    ("first player with a coin", lambda s: s["players"][0].__setitem__("will_coin", ["light"]), "/state/players/0/will_coin"),
    ("unknown field", lambda s: s.__setitem__("cheat", True), "/state/cheat"),
    ("bad instance id", lambda s: s["players"][0]["hand"].__setitem__(0, "TST-R01"), "/state/players/0/hand/0"),
    ("sideboard swapped in", lambda s: s["players"][0]["hand"].append("ann:TST-C12#9"), "/state/players/0/hand/5"),
    ("pending draw failure", lambda s: s.__setitem__("draw_failed", ["ann"]), "/state/draw_failed/0"),
    # FOW-RULER-AREA-R: an ability object names an ability of the face it was played from.
    ("ruler ability of a resonator", lambda s: s["chase"].append({"id": "chase:90", "kind": "ruler_ability", "controller": "ann", "card": s["players"][0]["field"][0]["id"], "ability": 0}), "/state/chase/0/ability"),
    ("ability the ruler lacks", lambda s: s["chase"].append({"id": "chase:90", "kind": "ruler_ability", "controller": "ann", "card": s["players"][0]["ruler"]["id"], "ability": 3}), "/state/chase/0/ability"),
    ("pending ability out of range", lambda s: s["pending"].append({"id": "auto:90", "controller": "ann", "source": s["players"][0]["field"][0]["id"], "ability": 7}), "/state/pending/0/ability"),
    ("pending of a ruler area that is no ruler", lambda s: s["pending"].append({"id": "auto:90", "controller": "ann", "source": s["players"][0]["field"][0]["id"], "ability": 0, "ruler_area": True}), "/state/pending/0/ability"),
    ("standby set in the future", lambda s: s["players"][0]["standby"].append({"id": s["players"][0]["hand"].pop(), "set_turn": 9}) or s["players"][0].__setitem__("hand_count", 4), "/state/players/0/standby/0/set_turn"),
]


@pytest.mark.parametrize(("name", "forge", "pointer"), FORGERIES, ids=[f[0] for f in FORGERIES])
def test_forged_state_is_refused(name: str, forge: Callable[[dict[str, Any]], None], pointer: str) -> None:
    data = base()
    forge(data)
    pointers = [p for p, _ in refused(data)]
    assert pointer in pointers, (name, pointers)


def test_mulligan_hand_must_hold_five() -> None:
    """FOW-SETUP-3: during mulligans a hand holds 5 cards (no hand over its limit where none is allowed)."""
    data = msgspec.to_builtins(GAME.setup(None, ["ann", "bob"], "s"))
    data["players"][0]["hand"].append(data["players"][0]["deck"].pop())
    data["players"][0]["hand_count"] = 6
    data["players"][0]["deck_count"] -= 1
    assert "/state/players/0/hand" in [p for p, _ in refused(data)]


def test_discard_decision_needs_a_hand_over_seven() -> None:
    """FOW-TURN-4: a discard decision with a legal hand size is forged."""
    state = started()
    state = both_pass(state)
    data = msgspec.to_builtins(state)
    data["priority"] = None
    data["decision"] = {"kind": "discard", "player": "ann"}
    assert "/state/decision" in [p for p, _ in refused(data)]


def test_finished_game_needs_its_result() -> None:
    state = act(started(), {"type": "concede", "player": "ann"})
    data = msgspec.to_builtins(state)
    GAME.decode_state(data)
    data["result"] = None
    assert "/state/phase" in [p for p, _ in refused(data)]
