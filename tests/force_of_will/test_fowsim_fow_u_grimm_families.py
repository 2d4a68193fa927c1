"""Grimm-cluster forms read by fow-u-grimm, each played with a real card named by id (the printed text stays in
../shared):

- FOW-WILL-AS-STONES-R: "{Rest}: Produce one will of any attribute that a magic stone you control could produce"
  (MPR-099 beside TAT-095, a stone making darkness and water).
- FOW-DAMAGE-JUDGMENT-ATK-R: a J-ruler's "[Enter] <damage to a target> equal to the ATK of resonator banished for its
  judgment" (TAT-026 / TAT-026J, its Judgment banishing a fire resonator).
- FOW-BANISH-NOT-ATTACKING-R, FOW-LIFE-EQUAL-BANISHED-R: "Your opponent banish(es) a non-attacking resonator he or she
  controls. You gain life equal to its DEF" (TAT-076, played from the chant-standby area while bob's resonator attacks).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, listed, next_turn, pass_until, player, to_field, to_standby
from .real import field, hero_started, real_started, refused_line, resolve_all, stats

# -- FOW-WILL-AS-STONES-R (MPR-099) ----------------------------------------------------------------------------------


def _produce(source: str, will: str) -> dict[str, object]:
    return {"type": "produce_will", "player": "ann", "source": source, "will": will, "more": []}


def test_fow_will_as_stones_r_reading() -> None:
    """MPR-099 supported: its moon will is the stone's own; the second will ability is the five attributes at most,
    narrowed as it is used."""
    assert entry("MPR-099")["supported"]
    stone = card("MPR-099")
    assert stone["stone_produces"] == ["moon"]
    assert stone["abilities"][0]["of_stones"] is True and stone["abilities"][0]["cost"] == {"rest": True}


def test_fow_will_as_stones_r_makes_what_the_other_stones_make() -> None:
    """Beside TAT-095 (darkness and water), even rested, MPR-099 makes one darkness or one water will, once; fire is
    refused; its moon will stays."""
    state = hero_started((), stones=("MPR-099", "TAT-095"))
    moon = to_field(state, "ann", "MPR-099")
    to_field(state, "ann", "TAT-095", rested=True)
    assert listed(state, "produce_will", source=moon, will="water") and listed(state, "produce_will", source=moon, will="moon")
    assert code_of(state, _produce(moon, "fire")) == "FOW-WILL-AS-STONES-R"
    after = act(state, _produce(moon, "darkness"))
    assert player(after, "ann").pool == {"darkness": 1}
    assert code_of(after, _produce(moon, "water")) == "FOW-PLAY-4"
    after = act(state, _produce(moon, "moon"))
    assert player(after, "ann").pool == {"moon": 1}


def test_fow_will_as_stones_r_alone_it_makes_no_attribute() -> None:
    """Alone (its own moon will is no attribute, CR 907.6d) and beside the opponent's TAT-095, MPR-099 makes no
    attribute will: darkness is refused, moon made."""
    state = hero_started((), stones=("MPR-099", "TAT-095"))
    moon = to_field(state, "ann", "MPR-099")
    to_field(state, "bob", "TAT-095")
    assert not listed(state, "produce_will", source=moon, will="darkness")
    assert code_of(state, _produce(moon, "darkness")) == "FOW-WILL-AS-STONES-R"
    assert player(act(state, _produce(moon, "moon")), "ann").pool == {"moon": 1}


# -- FOW-DAMAGE-JUDGMENT-ATK-R (TAT-026 / TAT-026J) ----------------------------------------------------------------


def test_fow_damage_judgment_atk_r_reading() -> None:
    """TAT-026J supported: its [Enter] damage reads the ATK of the resonator banished for the Judgment."""
    assert entry("TAT-026J")["supported"]
    assert card("TAT-026")["judgment"] == {"cost": {}, "banish": {"attributes": ["fire"]}}
    assert card("TAT-026J")["abilities"][0]["effects"] == [{"op": "damage", "amount": 0, "target": 0, "judgment_atk": True}]


def _judged(banished_id: str, target_id: str) -> tuple[State, str, str]:
    """Ann (ruler TAT-026) banishes her ``banished_id`` for the Judgment; its J-ruler's [Enter] targets bob's ``target_id``."""
    state = real_started("TAT-026", ruler="TAT-026")
    fire = to_field(state, "ann", banished_id)
    target = to_field(state, "bob", target_id)
    ruler = player(state, "ann").ruler
    assert ruler is not None
    state = both_pass(act(state, {"type": "judgment", "player": "ann", "payment": {"banish": [fire]}}))
    assert fire in player(state, "ann").graveyard
    return resolve_all(state, {ruler.id: [target]}), ruler.id, target


def test_fow_damage_judgment_atk_r_the_banished_atk_is_dealt() -> None:
    """TST-R13 (ATK 900) banished: TST-R10 (DEF 1200) is dealt 900 damage and stays; TST-R05 (DEF 900) is destroyed."""
    state, ruler, target = _judged("TST-R13", "TST-R10")
    assert ruler in field(state, "ann")
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 900
    assert stats(state, target)[1] == 1200
    state, _, target = _judged("TST-R13", "TST-R05")
    assert target not in field(state, "bob") and target in player(state, "bob").graveyard


def test_fow_damage_judgment_atk_r_another_atk_other_damage() -> None:
    """TST-R11 (ATK 500) banished: 500 damage, not 900 -- the banished card's ATK, not a fixed amount."""
    state, _, target = _judged("TST-R11", "TST-R10")
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 500


def test_fow_damage_judgment_atk_r_refused_outside_an_enter() -> None:
    """The ATK banished for a Judgment read on another trigger than [Enter] is refused, citing the rule."""
    body = card("TAT-026J")["abilities"][0]["text"].split(">>> ", 1)[1]
    assert "FOW-DAMAGE-JUDGMENT-ATK-R" in refused_line(f"Whenever this card attacks, {body[0].lower()}{body[1:]}", "j_ruler")


# -- FOW-BANISH-NOT-ATTACKING-R, FOW-LIFE-EQUAL-BANISHED-R (TAT-076) -------------------------------------------------


def test_fow_banish_not_attacking_r_reading() -> None:
    """TAT-076 supported: the opponent's banish of a resonator other than the attacker, then life equal to its DEF."""
    assert entry("TAT-076")["supported"]
    assert card("TAT-076")["trigger"] == {"when": {"attacking": "opponent_resonator"}}
    assert card("TAT-076")["effects"] == [
        {"op": "banish", "player": "opponent", "what": "resonator", "not_attacking": True},
        {"op": "gain_life", "equal_to": "def", "banished": True},
    ]


def _queen() -> tuple[State, str, str, str, str]:
    """TAT-076 set in ann's standby area on an earlier turn; bob's TST-R08 attacks ann, TST-R10 ([1200/1200]) and
    TST-R05 ([900/900]) stay home; ann plays TAT-076 and it resolves up to bob's banish decision."""
    state = hero_started(("TAT-076",))
    state.turn.number = 3
    call = to_standby(state, "ann", "TAT-076", 1)
    attacker, big, small = to_field(state, "bob", "TST-R08"), to_field(state, "bob", "TST-R10"), to_field(state, "bob", "TST-R05")
    state = pass_until(next_turn(state), lambda s: s.phase == "main" and s.priority == "bob")
    state = both_pass(act(state, {"type": "start_battle", "player": "bob"}))
    state = act(state, {"type": "declare_attack", "player": "bob", "attacker": attacker, "target": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": call, "targets": [], "payment": {"pool": {}}}))
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    return state, call, attacker, big, small


def test_fow_life_equal_banished_r_the_banished_def_is_gained() -> None:
    """Bob banishes TST-R10: it is in his graveyard and ann gains 1200 life (its DEF); TST-R05 instead: 900."""
    state, _, attacker, big, small = _queen()
    life = player(state, "ann").life
    after = resolve_all(act(state, {"type": "banish", "player": "bob", "card": big}))
    assert big in player(after, "bob").graveyard and attacker in field(after, "bob")
    assert player(after, "ann").life == life + 1200
    after = resolve_all(act(state, {"type": "banish", "player": "bob", "card": small}))
    assert player(after, "ann").life == life + 900


def test_fow_banish_not_attacking_r_the_attacker_is_refused() -> None:
    """The attacking TST-R08 is no choice of bob's: refused citing the rule, and not listed."""
    state, _, attacker, big, _ = _queen()
    assert code_of(state, {"type": "banish", "player": "bob", "card": attacker}) == "FOW-BANISH-NOT-ATTACKING-R"
    assert not listed(state, "banish", card=attacker) and listed(state, "banish", card=big)
