"""Rulers of the attributes a cluster lacked a deck of (fow-n-rulers, issue 14): each family played with the real
ruler named by id (the printed text stays in ../shared and is read at run time).

- FOW-AWAKENING-LESS-R: "(You may) pay {N} less for the [Awakening] costs of spells you control" (SDV3-011J, the
  J-ruler of SDV3-011: New Valhalla water).
- FOW-COND-DISCARDED-R: "... This card deals M damage instead if you discarded a <Race>" after a discarding cost
  (TSW-142, a ruler's ability from its ruler area: Reiya fire).
- FOW-GRANTED-WILL-R from a ruler's ruler area, FOW-TARGET-J-RULER-GAINS-R: "target J-Ruler your opponent controls
  loses all abilities until end of turn" (SKL-094 / SKL-094J: Alice darkness).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, stones, to_field, to_hand
from .real import (
    board_of,
    field,
    j_ruler_to_field,
    judgment_action,
    real_started,
    refused_line,
    resolve_all,
    ruler_of,
    stats,
)

# -- FOW-AWAKENING-LESS-R (SDV3-011 / SDV3-011J) -------------------------------------------------------------------


def _loki_judged() -> State:
    """Ann leads with SDV3-011 and does Judgment ({U}{U}{1}): SDV3-011J is in her field."""
    state = real_started("SDV3-011", "SDV3-010", "NDR-053", ruler="SDV3-011")
    judgment = card("SDV3-011")["judgment"]
    assert judgment == {"cost": {"specified": {"water": 2}, "free": 1}}, judgment
    state = resolve_all(act(state, judgment_action(state, {"water": 2, "void": 1})))
    assert player(state, "ann").ruler is None
    assert [e.id for e in player(state, "ann").field if e.j_ruler] == ["ann:SDV3-011#1"]
    return state


def _awakened(state: State, def_id: str, will: dict[str, int]) -> dict[str, object]:
    instance = to_hand(state, "ann", def_id)
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "payment": {"pool": will}}


def test_fow_awakening_less_r_reading() -> None:
    """SDV3-011 and SDV3-011J are supported: the J-ruler's line (with its printed reminder) is the decrease."""
    assert entry("SDV3-011")["supported"] and entry("SDV3-011J")["supported"]
    assert card("SDV3-011J")["awakening_less"] == {"free": 2, "optional": True}
    assert card("SDV3-010")["awakening"] == {"cost": {"specified": {"water": 1}, "free": 1}}
    assert card("NDR-053")["awakening"] == {"cost": {"free": 4}}


def test_fow_awakening_less_r_lowers_the_awakening_part() -> None:
    """With SDV3-011J in her field, ann plays SDV3-010 ({U}{1}, [Awakening] {U}{1}) awakened for {U}{U}{1}: the
    [Awakening] part's {1} is taken off ({2} less, down to none); NDR-053 ({U}{U}, [Awakening] {4}) for {U}{U}{2}."""
    state = _loki_judged()
    play = _awakened(state, "SDV3-010", {"water": 2, "void": 1})
    assert code_of(state, play) is None
    state = act(state, play)
    assert state.chase[-1].card == play["card"] and state.chase[-1].awakened
    state = _loki_judged()
    play = _awakened(state, "NDR-053", {"water": 2, "void": 2})
    assert code_of(state, play) is None
    assert act(state, play).chase[-1].awakened


def test_fow_awakening_less_r_breaks() -> None:
    """FOW-AWAKENING-LESS-R: the decrease never reaches the [Awakening] part's attribute symbols ({U}{U} for SDV3-010
    awakened is short: FOW-WILL-3), nor the card's own cost (SDV3-010 not awakened still costs {U}{1}); the full cost
    stays payable ("you may"); and without the J-ruler (SDV3-011 in its ruler area, no such line) nothing is lowered."""
    state = _loki_judged()
    assert code_of(state, _awakened(state, "SDV3-010", {"water": 2})) == "FOW-WILL-3"
    instance = to_hand(state, "ann", "SDV3-010")
    pool(state, "ann", water=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": {"water": 1}}}) == "FOW-WILL-3"
    assert code_of(state, _awakened(state, "SDV3-010", {"water": 2, "void": 2})) is None
    state = real_started("SDV3-011", "SDV3-010", ruler="SDV3-011")
    assert code_of(state, _awakened(state, "SDV3-010", {"water": 2, "void": 1})) == "FOW-WILL-3"


def test_fow_awakening_less_r_other_wordings_refused() -> None:
    """A decrease of the [Awakening] costs of other spells than its controller's is not read; on a chant neither."""
    assert "no" in refused_line("You may pay {2} less for the [Awakening] costs of spells your opponent controls.")
    assert "no" in refused_line("You may pay {3} less for the [Awakening] costs of spells you control.", kind="chant")  # (invented: no card text)


# -- FOW-COND-DISCARDED-R (TSW-142 / TSW-142J) ---------------------------------------------------------------------


def _dusk_girl(discard_dinosaur: bool) -> tuple[State, str, dict[str, object]]:
    """Ann leads with TSW-142; bob controls SDR2-008 (a Dinosaur, DEF 600); ann's ruler ability ({R}, discard a
    card), from its ruler area, targets it discarding ACN-031 (a Dinosaur) or a reference card of her hand."""
    state = real_started("TSW-142", "SDR2-008", "ACN-031", ruler="TSW-142")
    target = to_field(state, "bob", "SDR2-008")
    discarded = to_hand(state, "ann", "ACN-031") if discard_dinosaur else next(c for c in player(state, "ann").hand if c.startswith("ann:TST-"))
    pool(state, "ann", fire=1)
    index = len(card("TSW-142")["abilities"]) - 1
    action = {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": index, "targets": [target], "payment": {"pool": {"fire": 1}, "discard": [discarded]}}
    return state, target, action


def test_fow_cond_discarded_r_reading() -> None:
    """TSW-142 (and TSW-142J) supported: the 700 damage is done when the discarded card was a Dinosaur, the 500 when not."""
    assert entry("TSW-142")["supported"] and entry("TSW-142J")["supported"]
    effects = card("TSW-142")["abilities"][-1]["effects"]
    assert card("TSW-142")["abilities"][-1]["cost"] == {"will": {"specified": {"fire": 1}}, "discard": {}}
    assert [(e["op"], e["amount"], e.get("when"), e.get("unless")) for e in effects] == [
        ("damage", 500, None, {"discarded_races": ["Dinosaur"]}),
        ("damage", 700, {"discarded_races": ["Dinosaur"]}, None),
    ]


def test_fow_cond_discarded_r_a_dinosaur_discarded() -> None:
    """Discarding ACN-031 (a Dinosaur) to pay: 700 damage destroys SDR2-008 (DEF 600)."""
    state, target, action = _dusk_girl(True)
    state = act(state, action)
    assert state.chase[-1].discarded == action["payment"]["discard"]  # type: ignore[index]
    state = resolve_all(state)
    assert target not in field(state, "bob") and target in player(state, "bob").graveyard


def test_fow_cond_discarded_r_breaks() -> None:
    """FOW-COND-DISCARDED-R: discarding a card of no such race, the damage is 500 (SDR2-008 stays, 500 damage on it),
    never both amounts; the condition on an ability with no discarding cost (a chant) is refused."""
    state, target, action = _dusk_girl(False)
    state = resolve_all(act(state, action))
    assert target in field(state, "bob")
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 500
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    token = KNOWN_RACES.set(frozenset({"Dinosaur"}))
    try:
        line = "This card deals 1100 damage to target resonator. This card deals 1300 damage instead if you discarded a Dinosaur."  # invented
        assert "of no activate ability discarding a card" in refused_line(line, kind="chant")
        assert "of no activate ability discarding a card" in refused_line("{R}: " + line)
        assert "no race the database prints" in refused_line("{R}, discard a card: " + line.replace("Dinosaur", "Dragon"))
    finally:
        KNOWN_RACES.reset(token)


def test_fow_cond_discarded_r_this_way() -> None:
    """MP01-139 (the same ruler, another printing): "If you discarded a Dinosaur this way, it deals 700 damage instead"
    is the same condition (the race only: "this way" names the cost)."""
    assert entry("MP01-139")["supported"]
    assert card("MP01-139")["abilities"][0]["effects"] == card("TSW-142")["abilities"][-1]["effects"]


# -- FOW-GRANTED-WILL-R from the ruler area, FOW-TARGET-J-RULER-GAINS-R (SKL-094 / SKL-094J) -----------------------


def test_skl_094_readings() -> None:
    """SKL-094 and SKL-094J supported: the ruler's (and the J-ruler's) "Magic stones you control gain" will ability
    (FOW-GRANTED-WILL-R), the [J-Activate] read as [Judgment] {0} while the opponent controls a J-ruler (CR 1407.1),
    and the J-ruler's [Enter] "target J-Ruler your opponent controls loses all abilities until end of turn"."""
    assert entry("SKL-094")["supported"] and entry("SKL-094J")["supported"]
    grant = {"kind": "will", "cost": {"rest": True}, "produce": ["fire"]}
    assert card("SKL-094")["abilities"][0]["scope"] == "your_magic_stones" and card("SKL-094")["abilities"][0]["grants_will"] == [grant]
    assert card("SKL-094")["judgment"] == {"cost": {}, "when": {"count": {"what": "j_ruler", "whose": "opponent"}, "at_least": 1}}
    lose = card("SKL-094J")["abilities"][1]
    assert lose["targets"] == [{"kind": "j_ruler", "controller": "opponent"}]
    assert lose["effects"] == [{"op": "modify", "flags": ["no_abilities"], "target": 0}]


def test_fow_granted_will_r_from_the_ruler_area() -> None:
    """SKL-094 in ann's ruler area: her water stone makes fire will too (listed, done: the stone rests); bob's
    water stone does not (FOW-GRANTED-WILL-R)."""
    from adjudicator.force_of_will.engine import ForceOfWill
    from adjudicator.force_of_will.state import ProduceWill
    from adjudicator.force_of_will.will import pick_option

    state = real_started("SKL-094", ruler="SKL-094")
    (stone,) = stones(state, "ann", "TST-ST-U")
    fire = {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}
    assert (stone, "fire") in {(a.source, a.will) for a in ForceOfWill().legal_actions(state, "ann") if isinstance(a, ProduceWill)}
    done = act(state, fire)
    assert player(done, "ann").pool.get("fire") == 1 and next(e for e in player(done, "ann").field if e.id == stone).rested
    (theirs,) = stones(state, "bob", "TST-ST-U")
    entity = board_of(state).entity(theirs)
    assert entity is not None
    option, problem = pick_option(board_of(state), entity, "fire", [])
    assert option is None and problem is not None and problem[0] == "FOW-GRANTED-WILL-R"


def _gill_judged() -> tuple[State, str, str]:
    """Bob's TST-RU2 is a J-ruler in his field; ann (SKL-094) does Judgment ({0}); SKL-094J's two [Enter] abilities
    wait: ann's J-ruler and bob's."""
    state = real_started("SKL-094", ruler="SKL-094")
    theirs = j_ruler_to_field(state, "bob")
    state = act(state, {"type": "judgment", "player": "ann", "payment": {}})
    state = both_pass(state)
    mine = next(e.id for e in player(state, "ann").field if e.j_ruler)
    assert sorted(p.ability for p in state.pending if p.source == mine) == [1, 2]
    return state, mine, theirs


def test_fow_target_j_ruler_gains_r_loses_all_abilities() -> None:
    """SKL-094J enters: ann plays its destroy ability, then its "loses all abilities" one on bob's J-ruler: the
    latter resolves first and bob's J-ruler has no [Pierce] (FOW-LOSE-ABILITIES-R); then it is destroyed (back to
    bob's ruler area, FOW-JUDG-3)."""
    state, mine, theirs = _gill_judged()
    for index in (2, 1):
        pending = next(p for p in state.pending if p.ability == index)
        state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [theirs]})
    assert "pierce" in stats(state, theirs)[2]
    state = both_pass(state)
    assert "pierce" not in stats(state, theirs)[2]
    state = both_pass(state)
    assert theirs not in field(state, "bob") and ruler_of(state, "bob").id == theirs


def test_fow_target_j_ruler_gains_r_breaks() -> None:
    """FOW-TARGET-J-RULER-GAINS-R: the target is a J-ruler the opponent controls -- a resonator of bob's, or ann's
    own J-ruler (FOW-PLAY-1: not the opponent's), is refused (FOW-TARGET-J-RULER-R); without an opposing J-ruler SKL-094's Judgment is refused."""
    state, mine, theirs = _gill_judged()
    resonator = to_field(state, "bob", "TST-R01")
    pending = next(p for p in state.pending if p.ability == 1)
    for wrong, code in ((resonator, "FOW-TARGET-J-RULER-R"), (mine, "FOW-PLAY-1")):
        assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [wrong]}) == code
    state = real_started("SKL-094", ruler="SKL-094")
    assert code_of(state, {"type": "judgment", "player": "ann", "payment": {}}) is not None


def test_fow_cond_discarded_r_a_forged_discarded_list_is_refused() -> None:
    """The consistency check: a chase object's ``discarded`` lists cards its activate ability's cost discarded,
    each once, owned by the ability's player -- not the other player's card, not twice, never
    empty (the engine's own state passes)."""
    import msgspec
    import pytest

    from adjudicator.core.errors import InputError
    from adjudicator.force_of_will import GAME

    state, _, action = _dusk_girl(True)
    state = act(state, action)
    good = msgspec.to_builtins(state)
    GAME.decode_state(good)
    mine = good["chase"][-1]["discarded"][0]
    theirs = player(state, "bob").hand[0]
    for bad, pointer in (([mine, mine], "discarded"), ([theirs], "discarded"), ([], "discarded")):
        forged = msgspec.to_builtins(state)
        forged["chase"][-1]["discarded"] = bad
        with pytest.raises(InputError) as refused:
            GAME.decode_state(forged, prefix="/state")
        assert f"/state/chase/{len(forged['chase']) - 1}/{pointer}" in [e.pointer for e in refused.value.errors], bad
