"""fow-v-grant: quoted abilities a one-time effect grants until end of turn -- each played with a real card named by id
(the printed text stays in ../shared):

- FOW-GAINS-QUOTED-TURN-R: a J/resonator's "<cost>: This card gains "<ability>" until end of turn" (ADK-133, its
  quoted automatic ability triggering on the damage it deals); a quoted text granted to another card (ACN-108's target)
  is refused with the code, and so is a game whose decks also hold a loss of all abilities (CMF-086).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.vocabulary import AsLongAs, CardDef

from .fowsim_db import card, entry, line_refusal, printed, refusal
from .helpers import act, next_turn, player, pool, to_field
from .real import board_of, real_started, resolve_all, stats
from .test_fowsim_fow_r_gains_families import _attack

# -- FOW-GAINS-QUOTED-TURN-R (ADK-133) -------------------------------------------------------------------------------


def _vampire(gain: bool) -> tuple[State, str]:
    """ADK-133 in ann's field since the game began; with ``gain``, its ability granting the quoted text (ability 1,
    paid {B}) played and resolved."""
    state = real_started("ADK-133")
    vampire = to_field(state, "ann", "ADK-133")
    if gain:
        pool(state, "ann", darkness=1)
        state = act(state, {"type": "activate", "player": "ann", "card": vampire, "ability": 1, "payment": {"pool": {"darkness": 1}}})
        state = resolve_all(state)
    return state, vampire


def _holds(state: State, vampire: str) -> bool:
    entity = next(e for e in player(state, "ann").field if e.id == vampire)
    return board_of(state).holds(AsLongAs(gained=1), entity, "ann")


def test_fow_gains_quoted_turn_r_reading() -> None:
    """ADK-133 supported: the line is a change of the card granting text 1, and the quoted text is the card's own
    automatic ability had only while it holds that gain."""
    assert entry("ADK-133")["supported"]
    abilities = card("ADK-133")["abilities"]
    assert abilities[1]["effects"] == [{"op": "modify", "target": "self", "gained": 1}]
    assert abilities[2]["kind"] == "automatic" and abilities[2]["trigger"] == "deals_damage"
    assert abilities[2]["as_long_as"] == {"gained": 1} and abilities[2]["effects"] == [{"op": "gain_life", "that_much": True}]


def test_fow_gains_quoted_turn_r_the_gained_ability_triggers() -> None:
    """ADK-133's ability resolved: the card holds the gain, and attacking bob it deals its ATK to him and ann gains as much."""
    state, vampire = _vampire(gain=True)
    assert _holds(state, vampire)
    atk = stats(state, vampire)[0]
    state = _attack(state, vampire)
    assert player(state, "bob").life == 4000 - atk and player(state, "ann").life == 4000 + atk


def test_fow_gains_quoted_turn_r_breaks_without_the_gain() -> None:
    """Breaking it: without the ability played, the damage gains nothing; the gain ends at end of turn, and a card that
    left the field and came back is a new object without it (CR 302.3)."""
    state, vampire = _vampire(gain=False)
    assert not _holds(state, vampire)
    atk = stats(state, vampire)[0]
    state = _attack(state, vampire)
    assert player(state, "bob").life == 4000 - atk and player(state, "ann").life == 4000
    state, vampire = _vampire(gain=True)
    assert not _holds(next_turn(state), vampire)
    state, vampire = _vampire(gain=True)
    board = board_of(state)
    board.leave_field(next(e for e in player(state, "ann").field if e.id == vampire), "hand", [])
    assert player(state, "ann").hand[-1] == vampire
    player(state, "ann").hand.pop()
    player(state, "ann").field.append(Entity(id=vampire))
    assert not _holds(state, vampire)


def test_fow_gains_quoted_turn_r_refusals() -> None:
    """A quoted text granted until end of turn to a target (ACN-108's [Enter] line) is refused with the code; a game
    whose decks also hold CMF-086 (a card losing all abilities) is refused with it; a text held under a gain no effect
    of the card makes is refused by the card-set check, and so is the grant by an automatic ability."""
    assert "FOW-GAINS-QUOTED-TURN-R" in refusal("ACN-108", 2)
    # the same grant by an automatic ability (which may resolve once the card has left the field)
    assert "FOW-GAINS-QUOTED-TURN-R" in line_refusal(printed("ADK-133", 1).replace("{B}:", "When this card is destroyed >>>", 1))
    with pytest.raises(InputError) as caught:
        real_started("ADK-133", "CMF-086")
    assert any("FOW-GAINS-QUOTED-TURN-R" in e.message for e in caught.value.errors)
    forged = copy.deepcopy(card("ADK-133"))
    forged["abilities"][2]["as_long_as"] = {"gained": 2}
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-GAINS-QUOTED-TURN-R" in e.message for e in errors)
