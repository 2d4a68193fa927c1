"""FOW-STONE-ZONES-R (CR 321.5): a printed magic stone moved to a hand by an effect stays there, as the engine
moves it; the consistency check accepts the state it made (it refused it until this test: the next action of a
match holding it was a 4xx), the stone is never listed or played from the hand, and other zones stay refused."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME

from .helpers import act, checked, code_of, find, player, to_field, to_graveyard
from .real import real_started, resolve_all


def test_fow_stone_zones_r_a_stone_put_into_the_hand_by_an_effect_stays_there_unplayable() -> None:
    """SDL5-003 (an addition: rest it and banish it: put target card from your graveyard into your hand) targets
    ann's basic magic stone in her graveyard: the stone goes to her hand, the state passes the check, no legal
    action names the stone and playing it is refused (FOW-PLAY-1)."""
    state = real_started("SDL5-003")
    addition = to_field(state, "ann", "SDL5-003")
    stone = to_graveyard(state, "ann", "TST-ST-B")
    action = find(state, "activate", card=addition)
    action["targets"] = [stone]
    state = checked(resolve_all(act(state, action)))
    assert stone in player(state, "ann").hand and stone not in player(state, "ann").graveyard
    assert not [a for a in GAME.legal_actions(state) if getattr(a, "card", None) == stone]
    assert code_of(state, {"type": "play_card", "player": "ann", "card": stone, "payment": {"pool": {}}}) == "FOW-PLAY-1"


def test_fow_stone_zones_r_a_stone_on_a_standby_area_is_refused() -> None:
    """A forged state with a magic stone set face down in a standby area names the rule and the place."""
    state = real_started("SDL5-003")
    stone = to_graveyard(state, "ann", "TST-ST-B")
    ann = player(state, "ann")
    ann.graveyard.remove(stone)
    raw = msgspec.to_builtins(state)
    raw["players"][0]["standby"] = [{"id": stone, "set_turn": 1}]
    with pytest.raises(InputError) as refused:
        GAME.check(msgspec.convert(raw, type(state)))
    assert "FOW-STONE-ZONES-R" in str(refused.value) and "/players/0/standby/0" in str(refused.value)
