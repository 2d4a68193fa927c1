"""The board (adjudicator.force_of_will.board) as players see it (issue 21, scripts/mutation): a draw from an
empty main deck stops, says so in a ``draw_failed`` event, and a draw-phase failure loses the game (FOW-AMB-9,
FOW-RP-3); a continuous ability over its controller's J/resonators changes the damage they deal."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts

from .helpers import act, both_pass, code_of, pass_until, player, pool, started, to_field, to_hand
from .real import board_of as _board
from .real import hero_started as _started
from .real import play, real_started, resolve_all, stats
from .test_fowsim_grimm_families import _attack


def test_fow_amb_9_a_draw_phase_draw_from_an_empty_deck_is_an_event_and_loses() -> None:
    state = started()
    bob = player(state, "bob")
    bob.graveyard.extend(bob.deck)
    bob.deck.clear()
    sync_counts(bob)
    GAME.check(state)
    seen = []
    for _ in range(60):
        if state.over:
            break
        result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": state.to_act[0]}))
        assert result.valid, result.violation
        seen.extend(GAME.view_events(result.events, None))
        state = result.state
    failed = [e for e in seen if e["type"] == "draw_failed"]
    assert failed == [{"type": "draw_failed", "player": "bob", "draw_phase": True}]
    assert not [e for e in seen if e["type"] == "drew"]
    assert state.over and state.draw_failed == ["bob"] and state.result is not None and state.result.winners == ["ann"]


def test_fow_cont_filter_r_a_your_j_resonators_ability_raises_its_controllers_j_resonators_only() -> None:
    """FOW-CONT-FILTER-R with TST-A03 (a field addition: J/resonators its controller controls gain [+100/+0]): both players
    control one; ann's 500 ATK resonator attacking bob unblocked deals 600 (her banner counts, bob's does not)."""
    state = started()
    to_field(state, "ann", "TST-A03")
    to_field(state, "bob", "TST-A03")
    attacker = to_field(state, "ann", "TST-R11")
    state = _attack(state, attacker, "bob")
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = pass_until(state, lambda s: s.battle is None)
    assert player(state, "bob").life == 4000 - 600 and player(state, "ann").life == 4000


def test_fow_unblockable_by_r_reads_the_blockers_atk_not_its_def() -> None:
    """FOW-UNBLOCKABLE-BY-R with VIN001-030 (it cannot be blocked by resonators with 600 ATK or less): bob's
    TST-R04, 500 ATK and 900 DEF, may not block it (its ATK is read, not its DEF)."""
    state = real_started("VIN001-030")
    attacker = to_field(state, "ann", "VIN001-030")
    sentinel = to_field(state, "bob", "TST-R04")
    state = both_pass(_attack(state, attacker, "bob"))
    assert state.decision is not None and state.decision.kind == "declare_block"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": sentinel}) == "FOW-UNBLOCKABLE-BY-R"


def test_fow_battle_4_a_blocker_gone_before_damage_leaves_the_attacker_unblocked() -> None:
    """FOW-BATTLE-4 (CR 804.4a, 804.5b): bob's TST-R11 blocks ann's TST-R04 (500 ATK); ann's TST-C05 deals 400 to
    the blocker in the block step, destroying it; the attacker, no longer blocked, deals its 500 to bob."""
    state = started()
    attacker = to_field(state, "ann", "TST-R04")
    blocker = to_field(state, "bob", "TST-R11")
    spark = to_hand(state, "ann", "TST-C05")
    state = _attack(state, attacker, "bob")
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    pool(state, "ann", fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": spark, "targets": [blocker], "payment": {"pool": {"fire": 1}}})
    state = both_pass(state)
    assert blocker in player(state, "bob").graveyard
    assert state.battle is not None and state.battle.blocker is None and not state.battle.blocked
    state = pass_until(state, lambda s: s.battle is None)
    assert player(state, "bob").life == 4000 - 500 and player(state, "ann").life == 4000


def test_fow_cont_filter_r_a_state_filtered_ability_leaves_the_sources_next_ability_in_force() -> None:
    """FOW-CONT-FILTER-R ("recovered J/resonators you control", the state filter TAT-013 is read with): an invented
    field addition (reference TST-A04's abilities replaced: its controller's recovered J/resonators gain [Barrier],
    then all of them gain [+0/+200]).  Bob's rested TST-R07 has no [Barrier] (ann's TST-C05 may target it) but still
    gets the second ability's +200 DEF: 400 + 200 = 600, so TST-C05's 400 damage leaves it in the field; his
    recovered TST-R03 has [Barrier] (FOW-KW-BARRIER)."""
    abilities = [
        {"kind": "continuous", "scope": "your_j_resonators", "state": "recovered", "keywords": ["barrier"]},
        {"kind": "continuous", "scope": "your_j_resonators", "def": 200},
    ]
    state = _started(("VIN002-053",), changed={"TST-A04": {"abilities": abilities}})
    to_field(state, "bob", "TST-A04")
    rested = to_field(state, "bob", "TST-R07", rested=True)
    recovered = to_field(state, "bob", "TST-R03")
    assert stats(state, rested)[:2] == (200, 600) and "barrier" not in stats(state, rested)[2]
    assert stats(state, recovered)[:2] == (400, 800) and "barrier" in stats(state, recovered)[2]
    spark = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    burn = {"type": "play_card", "player": "ann", "card": spark, "payment": {"pool": {"fire": 1}}}
    assert code_of(state, burn | {"targets": [recovered]}) == "FOW-KW-BARRIER"
    state = resolve_all(act(state, burn | {"targets": [rested]}))
    survivor = next(e for e in player(state, "bob").field if e.id == rested)
    assert survivor.damage == 400 and rested not in player(state, "bob").graveyard


def test_fow_cont_filter_r_a_group_ability_over_j_resonators_does_not_reach_the_addition_itself() -> None:
    """FOW-CONT-FILTER-R with VIN002-053 (destroy target addition or regalia): the invented TST-A04 above gives bob's
    recovered J/resonators [Barrier]; the addition itself, recovered too, is no J/resonator: ann's VIN002-053 may
    target it and destroys it."""
    abilities = [{"kind": "continuous", "scope": "your_j_resonators", "state": "recovered", "keywords": ["barrier"]}]
    state = _started(("VIN002-053",), changed={"TST-A04": {"abilities": abilities}})
    banner = to_field(state, "bob", "TST-A04")
    guarded = to_field(state, "bob", "TST-R03")
    assert "barrier" in stats(state, guarded)[2] and "barrier" not in stats(state, banner)[2]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-053"), [banner]))
    assert banner in player(state, "bob").graveyard and banner not in [e.id for e in player(state, "bob").field]


def test_fow_prevent_cont_r_a_fire_j_ruler_is_no_resonator_for_a_shield_from_fire_resonators() -> None:
    """FOW-PREVENT-CONT-R with SKL-011 (shielded from damage by fire resonators): ann's fire J-ruler (TST-RU2J, 1200
    ATK) in the field is a J/resonator but no resonator, so its battle damage to SKL-011 is dealt, not prevented.  A fire resonator's damage (TST-R13) is prevented, with the rule named."""
    from adjudicator.force_of_will.effects import deal_damage
    from adjudicator.force_of_will.state import Entity

    state = real_started("SKL-011", ruler="TST-RU2")
    ann = player(state, "ann")
    assert ann.ruler is not None
    j_ruler = ann.ruler.id
    ann.ruler = None
    ann.field.append(Entity(id=j_ruler, j_ruler=True))
    guard = to_field(state, "bob", "SKL-011")
    events: list[object] = []
    fire = to_field(state, "ann", "TST-R13")
    assert not deal_damage(_board(state), fire, guard, 100, events, battle=True)
    assert [getattr(e, "rule", None) for e in events] == ["FOW-PREVENT-CONT-R"]
    assert deal_damage(_board(state), j_ruler, guard, 1200, events, battle=True)
    assert [getattr(e, "rule", None) for e in events[1:]] == [None]
    assert next(e for e in player(state, "bob").field if e.id == guard).damage == 1200


def test_fow_prevent_cont_r_a_shield_from_fire_j_resonators_stops_a_fire_j_rulers_damage() -> None:
    """FOW-PREVENT-CONT-R, "by fire J/resonators" (the parser's ``j_resonator`` kind; no database card prints it, so
    an invented resonator: reference TST-R10 with that shield): the damage of ann's fire J-ruler (TST-RU2J) in the
    field is prevented, read by its J-ruler side; a wind resonator's (TST-R08) is dealt."""
    from adjudicator.force_of_will.effects import deal_damage
    from adjudicator.force_of_will.state import Entity

    shield = [{"kind": "continuous", "prevent_damage": {"kinds": ["j_resonator"], "attributes": ["fire"]}}]
    state = _started((), ruler="TST-RU2", changed={"TST-R10": {"abilities": shield}})
    ann = player(state, "ann")
    assert ann.ruler is not None
    j_ruler = ann.ruler.id
    ann.ruler = None
    ann.field.append(Entity(id=j_ruler, j_ruler=True))
    treant = to_field(state, "bob", "TST-R10")
    wind = to_field(state, "ann", "TST-R08")
    events: list[object] = []
    assert not deal_damage(_board(state), j_ruler, treant, 1200, events, battle=True)
    assert [getattr(e, "rule", None) for e in events] == ["FOW-PREVENT-CONT-R"]
    assert deal_damage(_board(state), wind, treant, 700, events, battle=True)
    assert next(e for e in player(state, "bob").field if e.id == treant).damage == 700


def test_fow_cond_jruler_named_r_only_j_rulers_are_counted_not_the_opponents_other_cards() -> None:
    """FOW-COND-JRULER-NAMED-R with MP01-175 (usable only while the opponent has two or more J/rulers): bob's
    resonators and magic stone in the field are no J/rulers -- with his ruler in its ruler area and three other
    cards in his field the count is 1 and the stone is refused (FOW-WILL-ONLY-IF-R); with his J-ruler in the field
    instead, it is counted there: still 1."""
    import msgspec

    from adjudicator.force_of_will.state import Entity
    from adjudicator.force_of_will.vocabulary import PerCount

    from .fowsim_db import card

    count = msgspec.convert(card("MP01-175")["abilities"][0]["when"]["count"], PerCount)
    state = _started(("MP01-049",), stones=("MP01-175",))
    stone = to_field(state, "ann", "MP01-175")
    to_field(state, "bob", "TST-R03")
    to_field(state, "bob", "TST-R07")
    to_field(state, "bob", "TST-ST-R")
    assert _board(state).per_count(count, stone, "ann") == 1
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"
    bob = player(state, "bob")
    assert bob.ruler is not None
    j_ruler = bob.ruler.id
    bob.ruler = None
    bob.field.append(Entity(id=j_ruler, j_ruler=True))
    assert _board(state).per_count(count, stone, "ann") == 1
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"


def test_fow_token_r_a_token_put_into_a_graveyard_still_triggers_on_a_resonator_going_there() -> None:
    """FOW-TOKEN-R and FOW-TRIG-GRAVEYARD-R with AOA-093 (two Skeleton resonator tokens) and MPR-045 (whenever a
    resonator is put into a graveyard from its controller's field, a frozen counter comes off it): ann's TST-C10
    destroys one of her tokens; the token ceases to exist, yet MPR-045 triggers: 3 frozen counters -> 2."""
    state = real_started("AOA-093", "MPR-045")
    kai = to_field(state, "ann", "MPR-045", counters={"frozen": 3})
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-093")))
    token = next(e.id for e in player(state, "ann").field if ".T" in e.id)
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [token], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = both_pass(state)
    ann = player(state, "ann")
    assert token not in [e.id for e in ann.field] and token not in ann.graveyard
    assert [(item.kind, item.card) for item in state.chase] == [("automatic", kai)]
    state = resolve_all(state)
    assert next(e for e in player(state, "ann").field if e.id == kai).counters == {"frozen": 2}


def test_fow_cont_while_r_as_long_as_you_control_a_j_resonator_of_a_race() -> None:
    """FOW-CONT-WHILE-R with SDL2-004 (a Goat, [+200/+200] as long as its controller controls a Cthulhu J/resonator)
    and MOA-013 (a Cthulhu resonator): alone it keeps its printed ATK/DEF; bob's MOA-013 does not count; with ann's
    MOA-013 in her field it gains [+200/+200]."""
    from .fowsim_db import card

    state = real_started("SDL2-004", "MOA-013")
    goat = to_field(state, "ann", "SDL2-004")
    printed = (card("SDL2-004")["atk"], card("SDL2-004")["def"])
    assert stats(state, goat)[:2] == printed
    to_field(state, "bob", "MOA-013")
    assert stats(state, goat)[:2] == printed
    to_field(state, "ann", "MOA-013")
    assert stats(state, goat)[:2] == (printed[0] + 200, printed[1] + 200)


def test_fow_once_per_turn_r_another_card_leaving_the_field_keeps_the_record() -> None:
    """FOW-ONCE-PER-TURN-R with VIN001-065 (a self pump, once a turn): after ann plays it, bob's TST-R11 is destroyed by
    her TST-C05 (it leaves the field: only its own records go); VIN001-065's second play that turn is still refused."""
    state = real_started("VIN001-065")
    bat = to_field(state, "ann", "VIN001-065")
    victim = to_field(state, "bob", "TST-R11")
    pool(state, "ann", darkness=4)
    activate = {"type": "activate", "player": "ann", "card": bat, "ability": 0, "payment": {"pool": {"darkness": 2}}}
    state = resolve_all(act(state, activate))
    spark = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spark, "targets": [victim], "payment": {"pool": {"fire": 1}}}))
    assert victim in player(state, "bob").graveyard
    pool(state, "ann", darkness=2)
    assert code_of(state, activate) == "FOW-ONCE-PER-TURN-R"


def test_fow_rp_1_a_card_back_in_the_field_is_a_new_card_without_the_old_value_changes() -> None:
    """CR 804.4a's new object, as ``leave_field`` keeps it: ann's TST-R11 (500/200) gains [+400/+500] from her TST-C01
    for the turn; CMF-056 entering returns it to her hand; played again the same turn it is 500/200, not 900/700."""
    state = real_started("CMF-056")
    fighter = to_field(state, "ann", "TST-R11")
    boost = to_hand(state, "ann", "TST-C01")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": boost, "targets": [fighter], "payment": {"pool": {"light": 1}}}))
    assert stats(state, fighter)[:2] == (900, 700)
    bird = to_hand(state, "ann", "CMF-056")
    state = resolve_all(play(state, "ann", bird), {bird: [fighter]})
    assert fighter in player(state, "ann").hand
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": fighter, "targets": [], "payment": {"pool": {"fire": 1}}}))
    assert stats(state, fighter)[:2] == (500, 200)


def test_fow_judg_3_a_j_ruler_removed_at_end_of_turn_returns_not_astral() -> None:
    """FOW-JUDG-3 (only a destroyed J-ruler returns astral) with FOW-AT-NEXT-END-R: an invented chant (reference
    TST-C05 with its damage replaced by "at the next end of turn, remove it from the game") on ann's J-ruler in the
    field; at the end of the turn it returns to her ruler area, not astral."""
    from adjudicator.force_of_will.state import Entity

    from .helpers import next_turn

    state = _started((), changed={"TST-C05": {"effects": [{"op": "at_end", "target": 0, "then": "remove"}]}})
    ann = player(state, "ann")
    assert ann.ruler is not None
    j_ruler = ann.ruler.id
    ann.ruler = None
    ann.field.append(Entity(id=j_ruler, j_ruler=True))
    spark = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spark, "targets": [j_ruler], "payment": {"pool": {"fire": 1}}}))
    state = next_turn(state)
    ann = player(state, "ann")
    assert j_ruler not in [e.id for e in ann.field]
    assert ann.ruler is not None and ann.ruler.id == j_ruler and not ann.ruler.astral


def test_damage_doubled_to_cards_only_leaves_damage_to_a_player_as_it_is() -> None:
    """FOW-DAMAGE-DOUBLE-R with WOM-023 (double the damage it deals to a Dragon or Beast J/resonator; nothing
    said of players): its 200 to bob the player stays 200 (board.py line 478, ``and`` made ``or``, doubled it:
    the mutation run of 2026-12-04)."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("WOM-023")
    doubler = to_field(state, "ann", "WOM-023")
    life = player(state, "bob").life
    assert deal_damage(_board(state), doubler, "bob", 200, [], battle=True)
    assert player(state, "bob").life == life - 200


# -- mut-w2c: board.py after the afternoon's merges (2026-12-04 evening) -----------------------------------------
def test_a_resonator_printed_with_0_atk_has_0_atk_and_deals_no_damage() -> None:
    """TAT-022 (a 0 ATK, 700 DEF resonator; its one ability redirects damage): its ATK is 0, not 1 (board.py ``card.atk or 0`` made ``or 1`` survived
    the mutation run of 2026-12-04 evening); attacking bob unblocked it takes none of his life."""
    state = real_started("TAT-022")
    wall = to_field(state, "ann", "TAT-022")
    atk, dfn, _ = stats(state, wall)
    assert (atk, dfn) == (0, 700)
    state = _attack(state, wall, "bob")
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = pass_until(state, lambda s: s.battle is None)
    assert player(state, "bob").life == 4000 and player(state, "ann").life == 4000
