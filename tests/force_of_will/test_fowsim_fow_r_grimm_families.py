"""fow-r-grimm: Grimm cluster families played with real cards of the community database (named by id; the
printed text stays in ../shared).

- FOW-GRAVEYARD-COST-PERIOD-R: the misprint of a full stop for the colon after "<will>, remove <cards> in your
  graveyard from the game" (MPR-022, NDR-089).
- FOW-GRAVEYARD-REMOVED-DAMAGE-R: "<will>, remove this card in your graveyard from the game: This card deals N
  damage to <target>", the removed card the damage's source (MPR-022).
- FOW-ATK-EQUAL-TOTAL-R: a J-ruler's "This card's ATK is equal to the total ATK of <race> resonators you control"
  (MPR-080J, MP01-128J).
- FOW-CHOSEN-RACE-NO-ATTACK-R: "[Enter] Choose a race. As long as you control this card, J/resonators of the chosen race
  cannot attack you" (MOA-039).
- FOW-IF-YOU-DO-BANISHED-R: "Banish a <card> you control. If you do, <effect>", and "If you banished a <Race> in this
  way, draw N cards instead" (CMF-057).
- FOW-ADDED-NO-PRINTED-R: "Added resonator gains [A/D] if it has no printed abilities" (TAT-052).
- FOW-BANISH-RACE-R: "Banish a <Race> resonator (you control)" (ADK-040, with FOW-IF-YOU-DO-BANISHED-R).
"""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal, printed, without_text
from .helpers import (
    act,
    both_pass,
    code_of,
    listed,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import board_of, field, j_ruler_to_field, play, real_started, resolve_all, stats, to_decision


def _from_graveyard(state: Any, instance: str, targets: list[str], **will: int) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "activate", "player": "ann", "card": instance, "ability": 0, "targets": targets, "payment": {"pool": will}}


# -- FOW-GRAVEYARD-COST-PERIOD-R / FOW-GRAVEYARD-REMOVED-DAMAGE-R ------------------------------------------------


def test_fow_graveyard_cost_period_r_the_full_stop_is_the_colon() -> None:
    """FOW-GRAVEYARD-COST-PERIOD-R: MPR-022's and NDR-089's lines (a full stop after the cost) are read with the
    colon; a full stop after another opening (no will symbol first) is left as printed."""
    assert ": This card deals" in normalize_line(printed("MPR-022"))
    assert "from the game: Put this card" in normalize_line(printed("NDR-089"))
    assert normalize_line("Remove a card in your graveyard from the game. Draw a card.") == "Remove a card in your graveyard from the game. Draw a card."


def test_fow_graveyard_removed_damage_r_the_removed_card_deals_200_to_a_player() -> None:
    """FOW-GRAVEYARD-REMOVED-DAMAGE-R with MPR-022 in ann's graveyard: {R} paid and the card removed from the game as
    the cost, the ability deals 200 damage to bob."""
    assert entry("MPR-022")["supported"]
    (ability,) = card("MPR-022")["abilities"]
    assert ability["cost"] == {"will": {"specified": {"fire": 1}}, "remove_self": True} and ability["from_graveyard"] is True
    assert ability["effects"] == [{"op": "damage", "amount": 200, "target": 0}]
    state = real_started("MPR-022")
    goat = to_graveyard(state, "ann", "MPR-022")
    life = player(state, "bob").life
    action = _from_graveyard(state, goat, ["bob"], fire=1)
    assert listed(state, "activate", card=goat, ability=0)
    state = act(state, action)
    assert goat in player(state, "ann").removed and goat not in player(state, "ann").graveyard
    state = resolve_all(state)
    assert player(state, "bob").life == life - 200


def test_fow_graveyard_removed_damage_r_a_resonator_is_destroyed() -> None:
    """FOW-GRAVEYARD-REMOVED-DAMAGE-R with MPR-022: 200 damage to bob's [400/400] TST-R01 leaves it in the field with
    200 damage; to his [500/200] TST-R11 it destroys it."""
    state = real_started("MPR-022", copies=2)
    first = to_graveyard(state, "ann", "MPR-022")
    second = to_graveyard(state, "ann", "MPR-022")
    scout = to_field(state, "bob", "TST-R01")
    imp = to_field(state, "bob", "TST-R11")
    state = resolve_all(act(state, _from_graveyard(state, first, [scout], fire=1)))
    (entity,) = [e for e in player(state, "bob").field if e.id == scout]
    assert entity.damage == 200
    state = resolve_all(act(state, _from_graveyard(state, second, [imp], fire=1)))
    assert imp in player(state, "bob").graveyard


def test_fow_graveyard_removed_damage_r_not_from_the_field_and_no_more_effects() -> None:
    """FOW-GRAVEYARD-REMOVED-DAMAGE-R breaking: MPR-022 in the field is not played (its ability exists in the
    graveyard only); without {R} it is refused; a second effect after the damage, or a damage counted, stays
    refused."""
    state = real_started("MPR-022", copies=2)
    in_field = to_field(state, "ann", "MPR-022")
    assert code_of(state, _from_graveyard(state, in_field, ["bob"], fire=1)) == "FOW-GRAVEYARD-ACTIVATE-R"
    buried = to_graveyard(state, "ann", "MPR-022")
    assert code_of(state, _from_graveyard(state, buried, ["bob"], water=1)) is not None
    for line in (
        "{R}, remove this card in your graveyard from the game: This card deals 200 damage to target resonator and you gain 200 life.",
        "{R}, remove this card in your graveyard from the game: This card deals 100 damage to target resonator for each resonator you control.",
    ):
        assert "removing this card in your graveyard" in line_refusal(line)


def test_fow_graveyard_cost_period_r_ndr089_returns_for_three_darkness_cards() -> None:
    """FOW-GRAVEYARD-COST-PERIOD-R with NDR-089 (read with the colon: {B} and three darkness cards of your graveyard
    removed, put this card from your graveyard into the field; only during your turn): in ann's graveyard beside
    three darkness cards, it enters her field and they go to her removed area; in bob's turn it is refused."""
    assert entry("NDR-089")["supported"]
    (ability,) = card("NDR-089")["abilities"]
    assert ability["cost"] == {"will": {"specified": {"darkness": 1}}, "remove": {"attributes": ["darkness"], "count": 3}}
    assert ability["your_turn"] is True and ability["from_graveyard"] is True
    state = real_started("NDR-089")
    knight = to_graveyard(state, "ann", "NDR-089")
    dead = [to_graveyard(state, "ann", d) for d in ("TST-R16", "TST-R17", "TST-R18")]
    action = _from_graveyard(state, knight, [], darkness=1)
    action["payment"]["remove"] = dead
    later = next_turn(state)
    assert later.turn.player == "bob"
    assert code_of(later, action) is not None
    state = resolve_all(act(state, action))
    ann = player(state, "ann")
    assert knight in {e.id for e in ann.field} and set(dead) <= set(ann.removed)


# -- FOW-ATK-EQUAL-TOTAL-R ---------------------------------------------------------------------------------------


def test_fow_atk_equal_total_r_the_j_ruler_sums_your_cthulhu_resonators() -> None:
    """FOW-ATK-EQUAL-TOTAL-R with MPR-080J (ann's J-ruler): with her MPR-022 ([200/200] Cthulhu) and CMF-041 (a Cthulhu
    of ATK 0, +200/+200 for each resonator in her graveyard) with one resonator there, its ATK is 400 -- her
    TST-R01 (no Cthulhu) and bob's MPR-022 add nothing; a second resonator in her graveyard makes it 600; its DEF
    stays 1200."""
    assert entry("MPR-080J")["supported"] and entry("MP01-128J")["supported"]
    total = [without_text(a) for a in card("MPR-080J")["abilities"] if a["kind"] == "continuous"]
    assert total == [{"kind": "continuous", "atk_total": {"what": "resonator", "races": ["Cthulhu"]}}]
    state = real_started("MPR-022", "CMF-041", ruler="MPR-080", copies=2)
    nyarlathotep = j_ruler_to_field(state, "ann")
    assert stats(state, nyarlathotep)[:2] == (0, 1200)
    to_field(state, "ann", "MPR-022")
    to_field(state, "ann", "CMF-041")
    to_field(state, "ann", "TST-R01")
    to_field(state, "bob", "MPR-022")
    to_graveyard(state, "ann", "TST-R02")
    assert stats(state, nyarlathotep)[:2] == (400, 1200)
    to_graveyard(state, "ann", "TST-R03")
    assert stats(state, nyarlathotep)[:2] == (600, 1200)


def test_fow_atk_equal_total_r_refused_elsewhere() -> None:
    """FOW-ATK-EQUAL-TOTAL-R breaking: on a resonator (which may be one of the resonators it sums), of J/resonators,
    of the opponent's resonators or of all resonators the line stays refused."""
    assert "other than a J-ruler's" in line_refusal("This card's ATK is equal to the total ATK of Vampire resonators you control.")
    for line in (
        "This card's ATK is equal to the total ATK of Vampire J/resonators you control.",
        "This card's ATK is equal to the total ATK of Vampire resonators your opponent controls.",
        "This card's ATK is equal to the total ATK of resonators you control.",
    ):
        assert "vocabulary" in line_refusal(line, "j_ruler")


# -- FOW-CHOSEN-RACE-NO-ATTACK-R ---------------------------------------------------------------------------------


def _teller_chose(race: str) -> tuple[State, str]:
    """MOA-039 played by ann, its [Enter] ability resolved with ``race`` chosen: the state and its instance."""
    state = real_started("MOA-039", "ACN-035")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "MOA-039")))
    teller = next(c for c in field(state, "ann") if "MOA-039" in c)
    state = act(to_decision(state, "race", {}), {"type": "choose_race", "player": "ann", "race": race})
    return resolve_all(state), teller


def _bobs_main(state: State) -> State:
    return pass_until(next_turn(state), lambda s: s.turn.player == "bob" and s.phase == "main" and s.priority == "bob" and not s.chase and not s.pending)


def _bobs_battle(state: State) -> State:
    return both_pass(act(_bobs_main(state), {"type": "start_battle", "player": "bob"}))


def _attack(attacker: str, target: str) -> dict[str, Any]:
    return {"type": "declare_attack", "player": "bob", "attacker": attacker, "target": target}


def test_fow_chosen_race_no_attack_r_angels_cannot_attack_ann() -> None:
    """FOW-CHOSEN-RACE-NO-ATTACK-R with MOA-039 (ann's; Angel chosen): in bob's turn his Angel TST-R01 cannot attack
    ann (FOW-CANNOT-ATTACK-WHAT-R's code) but may attack her rested resonator; his Knight TST-R02 attacks ann."""
    assert entry("MOA-039")["supported"]
    enter, restriction = (without_text(a) for a in card("MOA-039")["abilities"][:2])
    assert enter == {"kind": "automatic", "trigger": "enter", "effects": [{"op": "declare", "what": "race"}]}
    assert restriction == {"kind": "continuous", "scope": "opponent_j_resonators", "cannot_attack_opponent": True, "chosen_race": True, "while_controlled": True}
    state, teller = _teller_chose("Angel")
    entity = board_of(state).entity(teller)
    assert entity is not None and entity.declared == "Angel"
    angel, knight = to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R02")
    rested = to_field(state, "ann", "TST-R03", rested=True)
    state = _bobs_battle(state)
    assert code_of(state, _attack(angel, "ann")) == "FOW-CANNOT-ATTACK-WHAT-R"
    assert code_of(state, _attack(angel, rested)) is None
    state = act(state, _attack(knight, "ann"))
    assert state.battle is not None and state.battle.attacker == knight


def test_fow_chosen_race_no_attack_r_ends_once_control_changes() -> None:
    """FOW-CHOSEN-RACE-NO-ATTACK-R breaking: in bob's turn he gains control of ann's MOA-039 until end of turn
    (ACN-035) -- the choice ends ("as long as you control this card" is off); back under ann's control nothing is
    chosen again, so in bob's next turn his Angel attacks ann. The same line with another restriction is refused."""
    state, teller = _teller_chose("Angel")
    angel = to_field(state, "bob", "TST-R01")
    state = _bobs_main(state)
    state = resolve_all(play(state, "bob", to_hand(state, "bob", "ACN-035"), [teller]))
    assert teller in field(state, "bob")
    entity = board_of(state).entity(teller)
    assert entity is not None and entity.declared is UNSET
    state = _bobs_battle(next_turn(state))
    assert teller in field(state, "ann")
    assert code_of(state, _attack(angel, "ann")) is None
    assert "vocabulary" in line_refusal("[Enter] >>> Choose a race. As long as you control this card, J/resonators of the chosen race cannot block.")


# -- FOW-IF-YOU-DO-BANISHED-R ------------------------------------------------------------------------------------


def _voice(*resonators: str) -> tuple[State, list[str], int]:
    """CMF-057 played by ann with ``resonators`` in her field, passed to its resolution: the state, their
    instances and her hand size once the chant left it."""
    state = real_started("CMF-057")
    mine = [to_field(state, "ann", r) for r in resonators]
    state = play(state, "ann", to_hand(state, "ann", "CMF-057"))
    return both_pass(state), mine, len(player(state, "ann").hand)


def test_fow_if_you_do_banished_r_a_human_draws_three() -> None:
    """FOW-IF-YOU-DO-BANISHED-R with CMF-057 (banish a resonator you control; if you do, draw two; if a Human, three
    instead): ann banishes her Human TST-R03 and draws three cards."""
    assert entry("CMF-057")["supported"]
    assert card("CMF-057")["effects"] == [
        {"op": "banish", "what": "resonator"},
        {"op": "draw", "amount": 2, "condition": "if_you_do"},
        {"op": "draw", "amount": 1, "when": {"banished_races": ["Human"]}},
    ]
    state, (human, angel), hand = _voice("TST-R03", "TST-R01")
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "ann"
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": human}))
    assert human in player(state, "ann").graveyard and angel in field(state, "ann")
    assert len(player(state, "ann").hand) == hand + 3


def test_fow_if_you_do_banished_r_another_race_draws_two() -> None:
    """FOW-IF-YOU-DO-BANISHED-R with CMF-057: ann banishes her Angel TST-R01 (her Human stays) and draws two."""
    state, (human, angel), hand = _voice("TST-R03", "TST-R01")
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": angel}))
    assert angel in player(state, "ann").graveyard and human in field(state, "ann")
    assert len(player(state, "ann").hand) == hand + 2


def test_fow_if_you_do_banished_r_nothing_banished_nothing_drawn() -> None:
    """FOW-IF-YOU-DO-BANISHED-R breaking: with no resonator of ann's in the field nothing is banished (no decision)
    and she draws none; "if you banished" after no "If you do" following a banish stays refused."""
    state, _, hand = _voice()
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand
    assert "vocabulary" in line_refusal("Draw two cards. If you banished an Elf in this way, draw four cards instead.", "chant")


# -- FOW-ADDED-NO-PRINTED-R --------------------------------------------------------------------------------------


def test_fow_added_no_printed_r_a_vanilla_resonator_gains_700() -> None:
    """FOW-ADDED-NO-PRINTED-R with TAT-052 added to ann's TAT-012 (a [500/500] resonator printing no ability): it is
    [1200/1200]."""
    assert entry("TAT-052")["supported"] and not card("TAT-012").get("abilities") and not card("TAT-012").get("keywords")
    (ability,) = [without_text(a) for a in card("TAT-052")["abilities"]]
    assert ability == {"kind": "continuous", "scope": "added", "atk": 700, "def": 700, "host_is": {"no_printed_abilities": True}}
    state = real_started("TAT-052", "TAT-012")
    host = to_field(state, "ann", "TAT-012")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-052"), [host]))
    assert stats(state, host)[:2] == (1200, 1200)


def test_fow_added_no_printed_r_a_keyword_or_an_ability_is_printed() -> None:
    """FOW-ADDED-NO-PRINTED-R breaking: added to TST-R01 (printing [Flying] only) or to TST-R03 (an ability) the
    resonator keeps its ATK and DEF."""
    for host_id, printed_stats in (("TST-R01", (400, 400)), ("TST-R03", (400, 600))):
        state = real_started("TAT-052")
        host = to_field(state, "ann", host_id)
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-052"), [host]))
        assert stats(state, host)[:2] == printed_stats


# -- FOW-BANISH-RACE-R -------------------------------------------------------------------------------------------


def _fast_food(mode: int, *resonators: str) -> tuple[State, list[str]]:
    """ADK-040 (a chant) played by ann in ``mode`` with ``resonators`` in her field, passed to its resolution."""
    state = real_started("ADK-040")
    mine = [to_field(state, "ann", r) for r in resonators]
    chant = to_hand(state, "ann", "ADK-040")
    pool(state, "ann", fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "mode": mode, "payment": {"pool": {"fire": 1}}})
    return both_pass(state), mine


def _strength(state: State) -> int:
    ruler = player(state, "ann").ruler
    assert ruler is not None
    return (ruler.counters or {}).get("strength", 0) if ruler.counters is not UNSET else 0


def test_fow_banish_race_r_a_beast_banished_for_fifteen_counters() -> None:
    """FOW-BANISH-RACE-R with ADK-040's third mode (banish a Beast resonator; if you do, fifteen strength counters on your
    J/ruler): ann's Human TST-R03 is not offered, her Beast TST-R06 is banished and her ruler gets fifteen counters."""
    assert entry("ADK-040")["supported"]
    third = card("ADK-040")["modes"][2]["effects"]
    assert third == [{"op": "banish", "what": "resonator", "races": ["Beast"]}, {"op": "put_counters", "amount": 15, "counter": "strength", "target": "j_ruler", "condition": "if_you_do"}]
    state, (human, beast) = _fast_food(2, "TST-R03", "TST-R06")
    assert state.decision is not None and state.decision.kind == "banish"
    assert code_of(state, {"type": "banish", "player": "ann", "card": human}) is not None
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": beast}))
    assert beast in player(state, "ann").graveyard and human in field(state, "ann")
    assert _strength(state) == 15


def test_fow_banish_race_r_no_beast_no_counters() -> None:
    """FOW-BANISH-RACE-R breaking: with only a Human of ann's in the field the third mode banishes nothing (no decision)
    and puts no counter; the second mode (any resonator) banishes it and puts ten."""
    state, (human,) = _fast_food(2, "TST-R03")
    state = resolve_all(state)
    assert human in field(state, "ann") and _strength(state) == 0
    state, (human,) = _fast_food(1, "TST-R03")
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": human}))
    assert human in player(state, "ann").graveyard and _strength(state) == 10
