"""Grimm-cluster ability families, fifth batch: a Judgment or activate ability its player "cannot play if"
a condition does not hold, a resonator its controller must choose to attack if able, ... -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, printed
from .fowsim_db import line_record as _record
from .fowsim_db import line_refusal as _refused
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import added, board_of, hero_started, judgment_action, real_started, resolve_all, stats

# -- FOW-CANNOT-PLAY-IF-R ----------------------------------------------------------------------------------


def test_fow_cannot_play_if_r_judgment_after_a_card_of_the_race_entered() -> None:
    """FOW-CANNOT-PLAY-IF-R with CMF-027's Judgment (free; its player cannot do it unless they put a card of a
    race into a field this turn), as read, given to the reference ruler: refused at first; done once ann's
    resonator of that race (a reference card given the race) has entered."""
    assert entry("CMF-027")["supported"]
    judgment = card("CMF-027")["judgment"]
    count = judgment["when"]["count"]
    assert judgment["cost"] == {} or not any(judgment["cost"].values())
    assert count["zone"] == "entered" and len(count["races"]) == 1
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}, "TST-R01": {"races": count["races"]}})
    assert code_of(state, judgment_action(state, {})) == "FOW-JUDG-ONLY-IF-R"
    resonator = to_hand(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": resonator, "targets": [], "payment": {"pool": {"light": 1}}}))
    assert resonator in {e.id for e in player(state, "ann").field}
    state = act(state, judgment_action(state, {}))
    assert state.chase


def test_fow_cannot_play_if_r_activate_reads_the_condition_it_denies() -> None:
    """FOW-CANNOT-PLAY-IF-R on an activate ability (an invented line): "You cannot play this ability if you
    don't have exactly four cards in your hand" is "only if you have exactly four" (FOW-ACTIVATE-ONLY-IF-R)."""
    record = _record()
    map_ability(normalize_line("[Activate] {Rest}: Draw two cards. You cannot play this ability if you don't have exactly four cards in your hand."), record)
    (ability,) = record["abilities"]
    assert ability["when"] == {"count": {"what": "card", "zone": "hand", "whose": "you"}, "at_least": 4, "at_most": 4}
    assert [e["op"] for e in ability["effects"]] == ["draw"]


def test_fow_cannot_play_if_r_two_conditions_are_refused() -> None:
    """FOW-CANNOT-PLAY-IF-R: a negated condition of two clauses (CMF-077's kind) is not split by guess."""
    reason = _refused('[J-Activate] Pay {0}: You cannot play this ability if you don\'t control a Vampire resonator and a Human resonator.', "ruler")
    assert "cannot play this ability if" in reason
    reason = _refused("[Activate] {Rest}: Draw two cards. You cannot play this ability if your life is 1000 or less.")
    assert "cannot play this ability if" in reason


# -- FOW-MUST-CHOOSE-ATTACKER-R -----------------------------------------------------------------------------


def _declaring(state: State) -> State:
    """ann starts a battle; passes until her declare-attack decision."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    for _ in range(4):
        if state.decision is not None and state.decision.kind == "declare_attack":
            return state
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("no declare-attack decision")


def _attackers(state: State) -> set[str | None]:
    return {a.attacker for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "declare_attack"}


def test_fow_must_choose_attacker_r_its_controller_attacks_with_it_first() -> None:
    """FOW-MUST-CHOOSE-ATTACKER-R with CMF-035 (a resonator that must attack if able and must be chosen as
    its controller chooses a card to attack) beside CFC-074 (a resonator with [Bloodlust]: it must attack
    too): both may attack, so declaring CFC-074 is refused with the code and not listed; CMF-035 attacks."""
    assert entry("CMF-035")["supported"]
    assert [a.get("must_be_chosen", False) for a in card("CMF-035")["abilities"]] == [False, True]
    state = real_started("CMF-035", "CFC-074")
    lure = to_field(state, "ann", "CMF-035")
    other = to_field(state, "ann", "CFC-074")
    state = _declaring(state)
    declare = {"type": "declare_attack", "player": "ann", "target": "bob"}
    assert code_of(state, declare | {"attacker": other}) == "FOW-MUST-CHOOSE-ATTACKER-R"
    assert _attackers(state) == {lure}
    state = act(state, declare | {"attacker": lure})
    assert state.battle is not None and state.battle.attacker == lure


def test_fow_must_choose_attacker_r_not_able_the_choice_is_free() -> None:
    """FOW-MUST-CHOOSE-ATTACKER-R with CMF-035 rested (it cannot attack): ann's CFC-074 attacks."""
    state = real_started("CMF-035", "CFC-074")
    to_field(state, "ann", "CMF-035", rested=True)
    other = to_field(state, "ann", "CFC-074")
    state = _declaring(state)
    assert _attackers(state) == {other}
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": other, "target": "bob"})
    assert state.battle is not None and state.battle.attacker == other


def test_fow_must_choose_attacker_r_only_on_a_j_resonator() -> None:
    """FOW-MUST-CHOOSE-ATTACKER-R: an addition saying it must be chosen to attack is not read."""
    assert "must be chosen to attack" in _refused(printed("CMF-035", 1), "addition")


# -- FOW-PREVENT-PART-R ------------------------------------------------------------------------------------


def test_fow_prevent_part_r_the_added_resonator_takes_less_damage() -> None:
    """FOW-PREVENT-PART-R with TAT-059 (an addition: 500 of each damage to the resonator with it is prevented)
    added to ann's TST-R10: bob's TST-R11 dealing 800 deals 300; dealing 400, nothing (all prevented)."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("TAT-059")["supported"]
    state, host = added("TAT-059", "TST-R10")
    board = board_of(state)
    attacker = to_field(state, "bob", "TST-R11")
    events: list[Any] = []
    assert deal_damage(board, attacker, host, 800, events, battle=True)
    assert [(e.amount, e.rule) for e in events if e.__struct_config__.tag == "damage_prevented"] == [(500, "FOW-PREVENT-PART-R")]
    assert not deal_damage(board, attacker, host, 400, events, battle=False)
    entity = board.entity(host)
    assert entity is not None and entity.damage == 300


def test_fow_prevent_part_r_refused_shapes() -> None:
    """FOW-PREVENT-PART-R: an amount that is no multiple of 100, or 'the resonator with this' on a resonator,
    is not read."""
    assert "multiple of 100" in _refused("[Continuous]: If damage would be dealt to this card, prevent 250 of it.")
    assert "resonator with this" in _refused(printed("TAT-059", 1))


# -- FOW-UNTARGETABLE-BY-R ---------------------------------------------------------------------------------


def _chant(state: State, pid: str, chant: str, will: dict[str, int], target: str) -> dict[str, Any]:
    """``pid`` plays the reference chant ``chant`` (its cost ``will`` in the pool) targeting ``target``."""
    instance = to_hand(state, pid, chant)
    pool(state, pid, **will)
    return {"type": "play_card", "player": pid, "card": instance, "targets": [target], "payment": {"pool": will}}


def test_fow_untargetable_by_r_no_light_spell_targets_it_and_light_damage_is_prevented() -> None:
    """FOW-UNTARGETABLE-BY-R with TAT-085 (a resonator no light spell or light card's ability can target, and
    to which light cards deal no damage) in ann's field: her own light TST-C01 cannot target it (any player's
    spells), bob's fire TST-C05 can; bob's light TST-R01 deals it no damage, his fire TST-R11 does."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("TAT-085")["supported"]
    state = real_started("TAT-085")
    guard = to_field(state, "ann", "TAT-085")
    assert code_of(state, _chant(state, "ann", "TST-C01", {"light": 1}, guard)) == "FOW-UNTARGETABLE-BY-R"
    state = act(state, {"type": "pass", "player": "ann"})
    assert code_of(state, _chant(state, "bob", "TST-C05", {"fire": 1}, guard)) is None
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, to_field(state, "bob", "TST-R01"), guard, 300, events, battle=True)
    assert events[-1].rule == "FOW-PREVENT-CONT-R"
    assert deal_damage(board, to_field(state, "bob", "TST-R11"), guard, 300, events, battle=True)


def test_fow_untargetable_by_r_with_a_stat_change_on_the_added_resonator() -> None:
    """FOW-UNTARGETABLE-BY-R with TAT-009 (an addition: the resonator with it gains [+500/+500], cannot be
    targeted by darkness spells or darkness card's abilities, and darkness cards deal it no damage) on ann's
    TST-R03 (400/600): it is 900/1100; bob's darkness TST-C10 could not target it, his fire TST-C05 could;
    his darkness TST-R16 deals it no damage."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("TAT-009")["supported"]
    state, host = added("TAT-009", "TST-R03")
    assert stats(state, host)[:2] == (900, 1100)
    board = board_of(state)
    entity = board.entity(host)
    assert entity is not None
    assert board.untargetable_by(entity, to_hand(state, "bob", "TST-C10")) and not board.untargetable_by(entity, to_hand(state, "bob", "TST-C05"))
    assert not deal_damage(board, to_field(state, "bob", "TST-R16"), host, 300, [], battle=True)


def test_fow_untargetable_by_r_mixed_or_unknown_sources_are_refused() -> None:
    """FOW-UNTARGETABLE-BY-R: different words for the spells and the abilities, or an attribute beside a
    race, are not read."""
    assert "card's abilities" in _refused("[Continuous]: This card cannot be targeted by light spells or fire card's abilities.")
    assert "together" in _refused("[Continuous]: This card cannot be targeted by light or Vampire spells or light or Vampire card's abilities.")


# -- FOW-ADDED-IF-RACE-R (otherwise) -----------------------------------------------------------------------


def test_fow_added_if_race_r_otherwise_on_a_vampire_and_on_another_race() -> None:
    """FOW-ADDED-IF-RACE-R with CMF-016 (an addition: a Vampire with it cannot attack or block; any other
    resonator with it gains [+400/+400], cannot be targeted by Vampire spells or Vampire card's abilities,
    and Vampires deal it no damage): on ann's Vampire TST-R17 it cannot attack and keeps its ATK/DEF; on
    her Human TST-R16 it is 900/900, the Vampire TST-R20 cannot target it nor damage it, TST-R11 can."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("CMF-016")["supported"]
    state, vampire = added("CMF-016", "TST-R17")
    board = board_of(state)
    entity = board.entity(vampire)
    assert entity is not None and board.has_flag(entity, "cannot_attack") and board.has_flag(entity, "cannot_block")
    assert stats(state, vampire)[:2] == (700, 600)
    state, human = added("CMF-016", "TST-R16")
    board = board_of(state)
    entity = board.entity(human)
    assert entity is not None and not board.has_flag(entity, "cannot_attack")
    assert stats(state, human)[:2] == (900, 900)
    biter, other = to_field(state, "bob", "TST-R20"), to_field(state, "bob", "TST-R11")
    assert board.untargetable_by(entity, biter) and not board.untargetable_by(entity, other)
    assert not deal_damage(board, biter, human, 300, [], battle=True)
    assert deal_damage(board, other, human, 300, [], battle=True)


def test_fow_added_if_race_r_otherwise_unattackable_with_barrier() -> None:
    """FOW-ADDED-IF-RACE-R with CMF-064 (an addition: a Vampire with it gains [-1000/-1000]; any other
    resonator with it cannot be attacked, nor targeted by the opponent's spells or abilities): on ann's
    Human TST-R16 it cannot be attacked and has [Barrier]; her Vampire TST-R20 (600/400) with it is
    destroyed (its DEF below 0)."""
    assert entry("CMF-064")["supported"]
    state, human = added("CMF-064", "TST-R16")
    board = board_of(state)
    entity = board.entity(human)
    assert entity is not None and board.has_flag(entity, "unattackable") and "barrier" in board.keywords(entity)
    assert stats(state, human)[:2] == (500, 500)
    state, vampire = added("CMF-064", "TST-R20")
    assert vampire in player(state, "ann").graveyard


def test_fow_added_if_race_r_a_race_resonator_with_this_otherwise() -> None:
    """FOW-ADDED-IF-RACE-R with CMF-079 (an addition: a Vampire resonator with it cannot be targeted by the
    opponent's spells or abilities; otherwise, it cannot attack or block): on ann's Vampire TST-R20 it has
    [Barrier] and may attack; on her Human TST-R16 it has no [Barrier] and cannot attack or block."""
    assert entry("CMF-079")["supported"]
    for host_id, vampire in (("TST-R20", True), ("TST-R16", False)):
        state, host = added("CMF-079", host_id)
        board = board_of(state)
        entity = board.entity(host)
        assert entity is not None and ("barrier" in board.keywords(entity)) is vampire
        assert board.has_flag(entity, "cannot_attack") is not vampire and board.has_flag(entity, "cannot_block") is not vampire


def test_fow_added_if_race_r_otherwise_an_unread_clause_is_refused() -> None:
    """FOW-ADDED-IF-RACE-R: an 'otherwise' clause outside the listed ones is not read; nor a word no race has."""
    assert "otherwise, it draws" in _refused("[Continuous]: Added resonator gains [+200/+200] if it's a Vampire. Otherwise, it draws a card.", "addition").lower()


# -- FOW-DAMAGE-DOUBLE-R -----------------------------------------------------------------------------------


def test_fow_damage_double_r_to_the_opponent_or_a_resonator() -> None:
    """FOW-DAMAGE-DOUBLE-R with TAT-019 (it deals double the damage it would deal to its controller's opponent
    or to a resonator): its 300 to bob is 600 (his life 4000 -> 3400), its 300 to bob's TST-R10 is 600; a
    reference resonator's 300 to bob stays 300."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("TAT-019")["supported"]
    state = real_started("TAT-019")
    doubler = to_field(state, "ann", "TAT-019")
    wall = to_field(state, "bob", "TST-R10")
    board = board_of(state)
    events: list[Any] = []
    life = player(state, "bob").life
    assert deal_damage(board, doubler, "bob", 300, events, battle=True)
    assert player(state, "bob").life == life - 600
    assert [(e.plus, e.rule) for e in events if e.__struct_config__.tag == "damage_increased"] == [(300, "FOW-DAMAGE-DOUBLE-R")]
    assert deal_damage(board, doubler, wall, 300, events, battle=False)
    entity = board.entity(wall)
    assert entity is not None and entity.damage == 600
    assert deal_damage(board, to_field(state, "ann", "TST-R08"), "bob", 300, events, battle=True)
    assert player(state, "bob").life == life - 900


def test_fow_damage_double_r_to_cards_of_races() -> None:
    """FOW-DAMAGE-DOUBLE-R with WOM-023 (double to a Dragon or Beast): 200 to bob's Dragon TST-R14 and to his
    Beast TST-R08 is 400; to his Treant TST-R10, 200."""
    from adjudicator.force_of_will.effects import deal_damage

    assert entry("WOM-023")["supported"]
    state = real_started("WOM-023")
    doubler = to_field(state, "ann", "WOM-023")
    board = board_of(state)
    for victim, dealt in (("TST-R14", 400), ("TST-R08", 400), ("TST-R10", 200)):
        target = to_field(state, "bob", victim)
        assert deal_damage(board, doubler, target, 200, [], battle=False)
        entity = board.entity(target)
        assert entity is not None and entity.damage == dealt


def test_fow_damage_double_r_other_receivers_are_refused() -> None:
    """FOW-DAMAGE-DOUBLE-R: doubled damage to a player named otherwise, or on an addition, is not read."""
    assert "double" in _refused("[Continuous]: If this card would deal damage to a player, it deals double that much instead.")
    assert "on a addition" in _refused(printed("NDR-039", 1), "addition")


# -- FOW-LORD-LESS-R ---------------------------------------------------------------------------------------


def _play_with(state: State, resonator: str, will: dict[str, int]) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": resonator, "targets": [], "payment": {"pool": will}}


def test_fow_lord_less_r_cards_of_the_race_cost_one_less() -> None:
    """FOW-LORD-LESS-R with PofA-030 (its controller may pay {1} less to play cards of a race) in ann's
    field: her TST-R02 ({W}{1}), given that race, is played for {W} alone, or for its full cost ("you
    may"); her TST-R03 ({W}{1}), of another race, is refused for {W} (FOW-WILL-3, underpaid)."""
    assert entry("PofA-030")["supported"]
    race = card("PofA-030")["others_less"]["races"][0]
    state = hero_started(("PofA-030",), changed={"TST-R02": {"races": [race]}})
    to_field(state, "ann", "PofA-030")
    other = to_hand(state, "ann", "TST-R03")
    assert code_of(state, _play_with(state, other, {"light": 1})) == "FOW-WILL-3"
    lowered = to_hand(state, "ann", "TST-R02")
    assert code_of(state, _play_with(state, lowered, {"light": 1, "void": 1})) is None
    state = resolve_all(act(state, _play_with(state, lowered, {"light": 1})))
    assert lowered in {e.id for e in player(state, "ann").field}


def test_fow_lord_less_r_other_groups_are_refused() -> None:
    """FOW-LORD-LESS-R: a group that is no race and none of FOW-LESS-GROUP-R's ("resonators with total cost 4
    or less", "spells with no attribute") is not read."""
    assert "paying less" in _refused("You may pay {1} less to play resonators with total cost 4 or less.")
    assert "paying less" in _refused("You may pay {1} less to play spells with no attribute.")
