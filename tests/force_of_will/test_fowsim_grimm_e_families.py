"""Grimm-cluster ability families (branch fow-grimm-e): "you may pay the attribute cost of <Race> resonators with
will of any attribute" (FOW-ANY-ATTRIBUTE-COST-R) -- each played with a real card named by id (the printed text
stays in ../shared)."""

from __future__ import annotations

from typing import Any

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, listed, player, pool, to_hand
from .real import real_started

# -- FOW-ANY-ATTRIBUTE-COST-R: CMF-005 (and MP01-001, ENW-031) ---------------------------------------------------


def _porthos(state: Any, **will: int) -> dict[str, Any]:
    """CMF-073 (a Fairy Tale resonator costing {G}{G}{1}) put into ann's hand, ``will`` in her pool: the play."""
    instance = to_hand(state, "ann", "CMF-073")
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}


def test_fow_any_attribute_cost_r_fairy_tale_resonator_paid_with_fire() -> None:
    """FOW-ANY-ATTRIBUTE-COST-R with CMF-005 as ann's ruler (in its ruler area): CMF-073, a Fairy Tale resonator
    of cost {G}{G}{1}, is played with two fire and one void will and enters her field; legal_actions lists the
    play with her fire will alone in the pool."""
    assert entry("CMF-005")["supported"] and entry("MP01-001")["supported"] and entry("ENW-031")["supported"]
    assert card("CMF-005")["any_attribute_cost"] == {"races": ["Fairy Tale"], "types": ["resonator"]}
    assert card("ENW-031")["any_attribute_cost"] == {"races": ["Wanderer"], "types": ["resonator"]}
    assert card("CMF-073")["cost"] == {"specified": {"wind": 2}, "free": 1} and "Fairy Tale" in card("CMF-073")["races"]
    state = real_started("CMF-073", ruler="CMF-005")
    action = _porthos(state, fire=3)
    assert listed(state, "play_card", card=action["card"])
    player(state, "ann").pool.clear()
    action = _porthos(state, fire=2, void=1)
    state = act(state, action)
    assert state.chase and state.chase[-1].card == action["card"]
    assert not player(state, "ann").pool


def test_fow_any_attribute_cost_r_void_or_moon_will_or_another_ruler_refused() -> None:
    """FOW-ANY-ATTRIBUTE-COST-R with CMF-005: void or moon will does not pay a will symbol (only the free part),
    refused with the rule's code; without CMF-005 in the ruler area (another ruler) fire will for {G}{G} is refused by FOW-WILL-1; a filter other than a race stays refused."""
    state = real_started("CMF-073", ruler="CMF-005")
    assert code_of(state, _porthos(state, void=3)) == "FOW-ANY-ATTRIBUTE-COST-R"
    player(state, "ann").pool.clear()
    assert code_of(state, _porthos(state, moon=2, void=1)) == "FOW-ANY-ATTRIBUTE-COST-R"
    player(state, "ann").pool.clear()
    assert code_of(state, _porthos(state, fire=1, void=2)) == "FOW-ANY-ATTRIBUTE-COST-R"
    state = real_started("CMF-073")
    assert code_of(state, _porthos(state, fire=2, void=1)) == "FOW-WILL-1"
    assert "with will of any attribute" in line_refusal("You may pay the attribute cost of rested resonators with will of any attribute.", "ruler")
