"""fow-w-grant: quoted abilities granted to other cards than the granting one -- each played with a real card named by id
(the printed text stays in ../shared):

- FOW-GROUP-GAINS-QUOTED-R: a continuous "<group> you control gain "<ability>"" whose quoted ability is a damage
  prevention of the card having it (CMB-040): each J/resonator of the group has it as its own, counted per card.
- FOW-GRANTED-WILL-GROUP-R: a continuous "Resonators you control gain "{Rest}: Produce <will>"" (VIN003-048J): each
  resonator its controller controls has the will ability, resting it (once in the field since the turn began).
- FOW-GRANTS-WILL-TURN-R: a one-time "<target resonator / magic stones you control> gain(s) "{Rest}: Produce <will>" until
  end of turn" (TTW-064's magic stones, VIN003-048's [Resonance] target): had while the change lasts.
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import collect_card_errors, reference_card_set_json
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef
from adjudicator.force_of_will.will import pick_option

from .fowsim_db import card, entry, imported
from .helpers import act, code_of, full_deck, next_turn, player, pool, started, stones, to_field, to_hand
from .real import board_of, j_ruler_to_field, play, real_started, refused_line, resolve_all

_FIVE = ["light", "fire", "water", "wind", "darkness"]


def _rested(state: State, pid: str, instance: str) -> bool:
    return next(e for e in player(state, pid).field if e.id == instance).rested


def _why_not(state: State, instance: str, will: str) -> str | None:
    """The rule by which the field card ``instance`` cannot make ``will`` now (None when it can), whoever holds priority."""
    board = board_of(state)
    entity = board.entity(instance)
    assert entity is not None
    option, problem = pick_option(board, entity, will, [])
    return None if option is not None or problem is None else problem[0]


def _damage(state: State, pid: str, instance: str) -> int:
    return next(e for e in player(state, pid).field if e.id == instance).damage


# -- FOW-GROUP-GAINS-QUOTED-R (CMB-040) ------------------------------------------------------------------------------


def test_fow_group_gains_quoted_r_reading() -> None:
    """CMB-040 supported: its line is a continuous ability over the J/resonators its controller controls, each having
    the prevention of the first damage dealt to it each turn as its own."""
    assert entry("CMB-040")["supported"]
    (ability,) = card("CMB-040")["abilities"]
    assert (
        ability["kind"] == "continuous"
        and ability["scope"] == "your_j_resonators"
        and ability["granted"] is True
    )
    assert ability["prevent_damage"] == {"first": True}


def _chef_game() -> tuple[State, str, str]:
    """CMB-040 and TST-R05 in ann's field, TST-R05 in bob's."""
    state = real_started("CMB-040")
    to_field(state, "ann", "CMB-040")
    mine = to_field(state, "ann", "TST-R05")
    theirs = to_field(state, "bob", "TST-R05")
    return state, mine, theirs


def _lance(state: State, target: str) -> State:
    """Ann plays TST-C05 (400 damage to target J/resonator) at ``target`` and it resolves."""
    lance = _in_hand(state, "TST-C05")
    pool(state, "ann", fire=1)
    return resolve_all(
        act(
            state,
            {
                "type": "play_card",
                "player": "ann",
                "card": lance,
                "targets": [target],
                "payment": {"pool": {"fire": 1}},
            },
        )
    )


def _in_hand(state: State, card_id: str) -> str:
    return to_hand(state, "ann", card_id)


def test_fow_group_gains_quoted_r_first_damage_of_each_card_prevented() -> None:
    """Ann's TST-R05 is dealt no damage by the first TST-C05 of the turn, then 400 by the second; the next turn its
    first damage is prevented again."""
    state, mine, _ = _chef_game()
    state = _lance(state, mine)
    assert _damage(state, "ann", mine) == 0
    state = _lance(state, mine)
    assert _damage(state, "ann", mine) == 400


def test_fow_group_gains_quoted_r_breaks_for_another_players_card() -> None:
    """Breaking it: bob's TST-R05 is no J/resonator ann controls -- its first damage is dealt; without CMB-040 ann's is
    dealt too."""
    state, _, theirs = _chef_game()
    state = _lance(state, theirs)
    assert _damage(state, "bob", theirs) == 400
    state = real_started("CMB-040")
    mine = to_field(state, "ann", "TST-R05")
    state = _lance(state, mine)
    assert _damage(state, "ann", mine) == 400


def test_fow_group_gains_quoted_r_refusals() -> None:
    """A group granted an automatic ability (an invented wording) is refused with the code; a game whose decks also hold
    CMF-086 (a card losing all abilities) is refused with it (the order of the two, CR 909.1d, is not weighed)."""
    assert "FOW-GROUP-GAINS-QUOTED-R" in refused_line(
        'J/resonators you control gain "Whenever this card attacks, draw a card.".'
    )
    with pytest.raises(InputError) as caught:
        real_started("CMB-040", "CMF-086")
    assert any("FOW-GROUP-GAINS-QUOTED-R" in e.message for e in caught.value.errors)


# -- FOW-GRANTED-WILL-GROUP-R (VIN003-048J) --------------------------------------------------------------------------


def test_fow_granted_will_group_r_reading() -> None:
    """VIN003-048J supported: resonators its controller controls have the will ability making one of the five."""
    assert entry("VIN003-048J")["supported"]
    grant = card("VIN003-048J")["abilities"][0]
    assert grant["scope"] == "your_j_resonators" and grant["resonators_only"] is True
    assert grant["grants_will"] == [{"kind": "will", "cost": {"rest": True}, "produce": _FIVE}]


def _avatar_game() -> tuple[State, str]:
    """Ann's VIN003-048 is a J-ruler in her field; TST-R01 has been in her field since the game began."""
    state = real_started("VIN003-048", ruler="VIN003-048")
    j_ruler_to_field(state, "ann")
    return state, to_field(state, "ann", "TST-R01")


def test_fow_granted_will_group_r_a_resonator_makes_will() -> None:
    """Ann's TST-R01 rests to make a darkness will."""
    state, resonator = _avatar_game()
    state = act(state, {"type": "produce_will", "player": "ann", "source": resonator, "will": "darkness"})
    assert player(state, "ann").pool.get("darkness") == 1 and _rested(state, "ann", resonator)


def test_fow_granted_will_group_r_breaks() -> None:
    """Breaking it: a resonator that entered ann's field this turn cannot rest yet (FOW-PLAY-4); bob's resonator and
    ann's J-ruler (no resonator) have no such ability; with the ruler in its ruler area nothing grants it."""
    state, _ = _avatar_game()
    fresh = to_field(state, "ann", "TST-R02", since=state.turn.number)
    assert (
        code_of(state, {"type": "produce_will", "player": "ann", "source": fresh, "will": "fire"})
        == "FOW-PLAY-4"
    )
    theirs = to_field(state, "bob", "TST-R02")
    assert _why_not(state, theirs, "fire") == "FOW-WILL-2"
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    assert (
        code_of(state, {"type": "produce_will", "player": "ann", "source": j_ruler, "will": "fire"})
        == "FOW-WILL-2"
    )
    state = real_started("VIN003-048", ruler="VIN003-048")
    resonator = to_field(state, "ann", "TST-R01")
    assert (
        code_of(state, {"type": "produce_will", "player": "ann", "source": resonator, "will": "fire"})
        == "FOW-WILL-2"
    )


def test_fow_granted_will_group_r_refusals() -> None:
    """Resonators granted an activate ability that makes no will (an invented wording) are refused with the code."""
    assert "FOW-GRANTED-WILL-GROUP-R" in refused_line('Resonators you control gain "{Rest}: Draw three cards.".')


# -- FOW-GRANTS-WILL-TURN-R (TTW-064, VIN003-048) --------------------------------------------------------------------


def test_fow_grants_will_turn_r_readings() -> None:
    """TTW-064 and VIN003-048 supported: a change until end of turn granting the will ability making one of the five --
    to each magic stone its controller controls (TTW-064, before its recover and draw), to the [Resonance] target."""
    assert entry("TTW-064")["supported"] and entry("VIN003-048")["supported"]
    first = card("TTW-064")["effects"][0]
    assert first == {"op": "modify", "each": "your_magic_stones", "granted_will": _FIVE}
    (resonance,) = card("VIN003-048")["abilities"]
    assert resonance["trigger"] == "resonance" and resonance["targets"] == [{"kind": "resonator"}]
    assert resonance["effects"] == [{"op": "modify", "target": 0, "granted_will": _FIVE}]


def _laws(state: State) -> State:
    """Ann plays TTW-064 and it resolves."""
    return resolve_all(play(state, "ann", _in_hand(state, "TTW-064")))


def test_fow_grants_will_turn_r_magic_stones_make_any_will() -> None:
    """TTW-064 resolved: ann's water stone makes a fire will (resting), and a stone put into her field later this turn
    does as well (CR 909.4)."""
    state = real_started("TTW-064")
    (stone,) = stones(state, "ann", "TST-ST-U")
    state = _laws(state)
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
    assert player(state, "ann").pool.get("fire") == 1 and _rested(state, "ann", stone)
    (later,) = stones(state, "ann", "TST-ST-U")
    state = act(state, {"type": "produce_will", "player": "ann", "source": later, "will": "light"})
    assert player(state, "ann").pool.get("light") == 1


def test_fow_grants_will_turn_r_breaks() -> None:
    """Breaking it: before TTW-064 resolves, ann's water stone makes water only; bob's stones never gain it; the change
    ends at end of turn."""
    state = real_started("TTW-064")
    (stone,) = stones(state, "ann", "TST-ST-U")
    assert (
        code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
        == "FOW-WILL-2"
    )
    (theirs,) = stones(state, "bob", "TST-ST-U")
    state = _laws(state)
    assert _why_not(state, theirs, "fire") == "FOW-WILL-2"
    state = next_turn(next_turn(state))
    assert state.turn.player == "ann"
    assert (
        code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
        == "FOW-WILL-2"
    )


def _resonance_game() -> State:
    """Ann leads VIN003-048 (in its ruler area) with the real wind magic stone SKL-105 on top of her magic stone deck."""
    cards = list(reference_card_set_json()["cards"]) + [
        c for c in imported()["card_set"]["cards"] if c["id"] in {"VIN003-048", "VIN003-048J", "SKL-105"}
    ]
    ann_deck = full_deck("VIN003-048")
    ann_deck["stones"]["SKL-105"] = 1
    for n in range(50):
        state = started(
            options={"card_set": {"id": "tst-plus-w-grant", "cards": cards}},
            seed=f"w-grant-{n}",
            decks={"ann": ann_deck, "bob": full_deck("TST-RU2")},
        )
        if state.turn.player == "ann" and state.priority == "ann":
            ann = player(state, "ann")
            wind = next(c for c in ann.stone_deck if ":SKL-105#" in c)
            ann.stone_deck.remove(wind)
            ann.stone_deck.insert(0, wind)
            return state
    raise AssertionError("no seed gives ann the first turn")


def test_fow_grants_will_turn_r_resonance_target() -> None:
    """Ann calls SKL-105: VIN003-048's [Resonance] targets her TST-R01, which then rests to make a darkness will; her
    other resonator TST-R02, not targeted, makes none."""
    state = _resonance_game()
    target = to_field(state, "ann", "TST-R01")
    other = to_field(state, "ann", "TST-R02")
    state = act(state, {"type": "call_stone", "player": "ann"})
    state = resolve_all(state, {p.source: [target] for p in state.pending})
    assert (
        code_of(state, {"type": "produce_will", "player": "ann", "source": other, "will": "darkness"})
        == "FOW-WILL-2"
    )
    state = act(state, {"type": "produce_will", "player": "ann", "source": target, "will": "darkness"})
    assert player(state, "ann").pool.get("darkness") == 1 and _rested(state, "ann", target)


def test_fow_grants_will_turn_r_refusals() -> None:
    """A target resonator granted an activate ability that makes no will until end of turn (an invented wording) stays
    refused with FOW-GAINS-QUOTED-TURN-R; a granted will ability with a target slot of another kind is refused by the
    card-set check."""
    assert "FOW-GAINS-QUOTED-TURN-R" in refused_line(
        'Target resonator gains "{Rest}: Draw three cards." until end of turn.', "chant"
    )
    forged = copy.deepcopy(card("TTW-064"))
    forged["effects"][0]["each"] = "all_magic_stones"
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-GRANTS-WILL-TURN-R" in e.message for e in errors)
