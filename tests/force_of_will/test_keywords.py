"""One scripted test per keyword of the issue (FOW-KW-*, CR 1100s)."""

from __future__ import annotations

from .helpers import (
    act,
    both_pass,
    code_of,
    find,
    listed,
    next_turn,
    pay,
    player,
    started,
    stones,
    to_field,
    to_graveyard,
    to_hand,
    to_standby,
)


def battle_to(state, attacker: str, target: str):  # type: ignore[no-untyped-def]
    state = act(state, {"type": "start_battle", "player": state.turn.player})
    state = both_pass(state)
    return act(state, {"type": "declare_attack", "player": state.turn.player, "attacker": attacker, "target": target})


def field_ids(state, pid: str) -> set[str]:  # type: ignore[no-untyped-def]
    return {e.id for e in player(state, pid).field}


def test_fow_kw_quickcast_plays_at_any_priority() -> None:
    """FOW-KW-QUICKCAST (CR 1112.2): a [Quickcast] resonator is played in the opponent's battle."""
    state = started()
    attacker = to_field(state, "ann", "TST-R02")
    ambusher = to_hand(state, "bob", "TST-R20")
    plain = to_hand(state, "bob", "TST-R16")
    stones(state, "bob", "TST-ST-B", "TST-ST-B", "TST-ST-R")
    state = battle_to(state, attacker, "bob")
    state = act(state, {"type": "pass", "player": "ann"})
    assert not listed(state, "play_card", card=plain)
    state = act(state, find(state, "play_card", card=ambusher))
    state = both_pass(state)
    assert ambusher in field_ids(state, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": ambusher})
    assert state.battle.blocker == ambusher


def test_fow_kw_swiftness_attacks_and_rests_the_turn_it_enters() -> None:
    """FOW-KW-SWIFTNESS (CR 1108.2)."""
    state = started()
    hawk = to_field(state, "ann", "TST-R06", since=1)
    slow = to_field(state, "ann", "TST-R01", since=1)
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": slow, "target": "bob"}) == "FOW-KW-SWIFTNESS"
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": hawk, "target": "bob"})
    assert state.battle.attacker == hawk


def test_fow_kw_flying_blocked_only_by_flyers() -> None:
    """FOW-KW-FLYING (CR 1107.2)."""
    state = started()
    scout = to_field(state, "ann", "TST-R01")
    ground = to_field(state, "bob", "TST-R04")
    drake = to_field(state, "bob", "TST-R14")
    state = battle_to(state, scout, "bob")
    state = both_pass(state)
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": ground}) == "FOW-KW-FLYING"
    assert not listed(state, "declare_block", blocker=ground) and listed(state, "declare_block", blocker=drake)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": drake})
    state = both_pass(state)
    assert scout in player(state, "ann").graveyard


def test_fow_kw_firststrike_attacker_deals_damage_first() -> None:
    """FOW-KW-FIRSTSTRIKE (CR 1105): the attacker's first-strike damage comes in its own step."""
    state = started()
    lancer = to_field(state, "ann", "TST-R02")
    state = battle_to(state, lancer, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    assert state.battle.step == "first_strike" and player(state, "bob").life == 3400
    state = both_pass(state)
    assert state.battle.step == "normal_damage" and player(state, "bob").life == 3400


def test_fow_kw_pierce_assigns_capacity_then_the_rest() -> None:
    """FOW-KW-PIERCE (CR 1103.2a): at least the blocker's capacity to the blocker, in 100s; the rest to
    the attacked player, as battle damage."""
    state = started()
    golem = to_field(state, "ann", "TST-R13")
    blocker = to_field(state, "bob", "TST-R11", damage=0)
    state = battle_to(state, golem, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    state = both_pass(state)
    assert state.decision.kind == "assign_pierce" and state.to_act == ["ann"]
    assert [a["to_blocker"] for a in [find(state, "assign_pierce", to_blocker=n) for n in (200, 900)]] == [200, 900]
    assert code_of(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 100}) == "FOW-KW-PIERCE"
    assert code_of(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 1000}) == "FOW-KW-PIERCE"
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-KW-PIERCE"
    state = act(state, {"type": "assign_pierce", "player": "ann", "to_blocker": 200})
    assert player(state, "bob").life == 3300 and blocker in player(state, "bob").graveyard


def test_fow_kw_pierce_no_choice_when_the_blocker_absorbs_everything() -> None:
    state = started()
    boar = to_field(state, "ann", "TST-R08")
    wall = to_field(state, "bob", "TST-R10")
    state = battle_to(state, boar, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    state = both_pass(state)
    assert state.decision is None and player(state, "bob").life == 4000


def test_fow_kw_imperishable_j_ruler_is_not_astral() -> None:
    """FOW-KW-IMPERISHABLE (CR 1109): Aurel's J-ruler returns to the ruler area without astral and may
    do Judgment again (on a later turn)."""
    state = started()
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-G")
    state = act(state, find(state, "judgment"))
    state = both_pass(state)
    lance = to_hand(state, "bob", "TST-C05")
    stones(state, "bob", "TST-ST-R")
    j = next(e for e in player(state, "ann").field if e.j_ruler)
    j.damage = 600
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, find(state, "play_card", card=lance, targets=[j.id]))
    state = both_pass(state)
    ruler = player(state, "ann").ruler
    assert ruler is not None and not ruler.astral
    assert code_of(state, {"type": "judgment", "player": "ann"}) == "FOW-JUDG-1"


def test_fow_kw_imperishable_does_not_save_from_def_zero() -> None:
    """CR 1109.3: at DEF 0 or less the J-ruler becomes astral even with [Imperishable] (FOW-RP-1)."""
    from adjudicator.force_of_will.state import Modifier

    state = started()
    stones(state, "ann", "TST-ST-W", "TST-ST-W", "TST-ST-G")
    state = act(state, find(state, "judgment"))
    state = both_pass(state)
    state.modifiers.append(Modifier(target="ann:TST-RU1#1", def_=-1000))
    state = act(state, {"type": "pass", "player": "ann"})
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.astral


def test_fow_kw_targetattack_precision_attacks_recovered_j_resonators() -> None:
    """FOW-KW-TARGETATTACK (CR 1104.2, 1415.2): [Precision] may attack a recovered J/resonator."""
    state = started()
    stalker = to_field(state, "ann", "TST-R17")
    plain = to_field(state, "ann", "TST-R02")
    standing = to_field(state, "bob", "TST-R11")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": plain, "target": standing}) == "FOW-KW-TARGETATTACK"
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": stalker, "target": standing})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = both_pass(state)
    assert standing in player(state, "bob").graveyard


def test_fow_kw_barrier_cannot_be_targeted_by_the_opponent() -> None:
    """FOW-KW-BARRIER (CR 1120.2): the opponent cannot target it; its controller can."""
    state = started()
    sentinel = to_field(state, "bob", "TST-R04")
    lance = to_hand(state, "ann", "TST-C05")
    r = stones(state, "ann", "TST-ST-R")[0]
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [sentinel], "payment": pay((r, "fire"))}) == "FOW-KW-BARRIER"
    assert not listed(state, "play_card", card=lance, targets=[sentinel])
    blessing = to_hand(state, "bob", "TST-C01")
    stones(state, "bob", "TST-ST-W")
    state = act(state, {"type": "pass", "player": "ann"})
    assert listed(state, "play_card", card=blessing, targets=[sentinel])


def test_fow_kw_eternal_cannot_be_destroyed() -> None:
    """FOW-KW-ETERNAL (CR 1139.2): neither a destroy effect nor lethal damage destroys it."""
    state = started()
    revenant = to_field(state, "bob", "TST-R18")
    verdict = to_hand(state, "ann", "TST-C10")
    stones(state, "ann", "TST-ST-B", "TST-ST-B", "TST-ST-R")
    state = act(state, find(state, "play_card", card=verdict, targets=[revenant]))
    state = both_pass(state)
    assert revenant in field_ids(state, "bob")
    entity = next(e for e in player(state, "bob").field if e.id == revenant)
    entity.damage = 900
    state = act(state, {"type": "pass", "player": "ann"})
    assert revenant in field_ids(state, "bob")


def test_fow_kw_enter_triggers_when_entering() -> None:
    """FOW-KW-ENTER (CR 1140.2): Sunward Herald's [Enter] gains life; it goes on the chase by itself."""
    state = started()
    herald = to_hand(state, "ann", "TST-R03")
    stones(state, "ann", "TST-ST-W", "TST-ST-W")
    state = act(state, find(state, "play_card", card=herald))
    state = both_pass(state)
    assert state.chase and state.chase[0].kind == "automatic" and state.chase[0].card == herald
    state = both_pass(state)
    assert player(state, "ann").life == 4300


def test_fow_kw_trigger_condition_from_standby() -> None:
    """FOW-KW-TRIGGER (CR 1113.2b, 708.4): Shadow Snare, set on an earlier turn, is played from standby
    without its cost when an opponent's J/resonator attacks; not before."""
    state = started()
    attacker = to_field(state, "ann", "TST-R02")
    snare = to_standby(state, "bob", "TST-C09", set_turn=1)
    state = next_turn(next_turn(state))
    state = both_pass(both_pass(state))
    assert state.turn.number == 3
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(state, {"type": "pass", "player": "ann"})
    assert code_of(state, {"type": "play_card", "player": "bob", "card": snare, "targets": [attacker]}) == "FOW-KW-TRIGGER"
    state = act(state, {"type": "pass", "player": "bob"})
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = act(state, {"type": "pass", "player": "ann"})
    player(state, "bob").pool = {"darkness": 1}
    assert code_of(state, {"type": "play_card", "player": "bob", "card": snare, "targets": [attacker], "payment": {"pool": {"darkness": 1}}}) == "FOW-WILL-5-R"
    state = act(state, {"type": "play_card", "player": "bob", "card": snare, "targets": [attacker]})
    state = both_pass(state)
    assert attacker in player(state, "ann").graveyard and snare in player(state, "bob").graveyard
    state = both_pass(state)
    assert state.battle.step == "end_of_battle"


def test_fow_kw_trigger_cost_and_non_trigger_cards_in_standby() -> None:
    """FOW-KW-TRIGGER (CR 1113.2a): Ember Ward pays its trigger cost {1} from standby, or card cost and
    trigger cost from hand; a card without [Trigger] in standby cannot be played."""
    state = started()
    state.turn.number = 3
    mine = to_field(state, "ann", "TST-R02")
    ward = to_standby(state, "ann", "TST-C11", set_turn=1)
    dud = to_standby(state, "ann", "TST-R01", set_turn=1)
    w, r = stones(state, "ann", "TST-ST-W", "TST-ST-R")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": dud, "payment": pay((w, "light"))}) == "FOW-KW-TRIGGER"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": ward, "targets": [mine], "payment": pay((w, "light"), (r, "fire"))}) == "FOW-WILL-5-R"
    state = act(state, {"type": "play_card", "player": "ann", "card": ward, "targets": [mine], "payment": pay((w, "light"))})
    assert state.chase[0].card == ward
    fresh = started()
    mine = to_field(fresh, "ann", "TST-R02")
    ward = to_hand(fresh, "ann", "TST-C11")
    w, r = stones(fresh, "ann", "TST-ST-W", "TST-ST-R")
    assert code_of(fresh, {"type": "play_card", "player": "ann", "card": ward, "targets": [mine], "payment": pay((w, "light"))}) == "FOW-WILL-3"
    assert code_of(fresh, {"type": "play_card", "player": "ann", "card": ward, "targets": [mine], "payment": pay((w, "light"), (r, "fire"))}) is None


def test_fow_kw_awakening_pays_more_for_more() -> None:
    """FOW-KW-AWAKENING (CR 1110): Galeblade Ranger played awakened triggers its [Enter] damage; played
    plainly it does not."""
    state = started()
    ranger = to_hand(state, "ann", "TST-R09")
    victim = to_field(state, "bob", "TST-R16")
    g1, g2, w1, w2, d1 = stones(state, "ann", "TST-ST-G", "TST-ST-G", "TST-ST-W", "TST-ST-W", "TST-ST-D")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": "ann:TST-C05#1", "awakening": True}) is not None
    state = act(state, find(state, "play_card", card=ranger, awakening=True))
    assert state.chase[0].awakened
    state = both_pass(state)
    assert next(e for e in player(state, "ann").field if e.id == ranger).awakened
    state = act(state, find(state, "play_automatic", targets=[victim]))
    state = both_pass(state)
    assert victim in player(state, "bob").graveyard
    plain = started()
    ranger = to_hand(plain, "ann", "TST-R09")
    stones(plain, "ann", "TST-ST-G", "TST-ST-W", "TST-ST-W")
    to_field(plain, "bob", "TST-R16")
    plain = act(plain, find(plain, "play_card", card=ranger, awakening=False))
    plain = both_pass(plain)
    assert not plain.pending and not plain.chase
    mending = to_hand(plain, "ann", "TST-C12")
    assert code_of(plain, {"type": "play_card", "player": "ann", "card": mending, "awakening": True}) == "FOW-KW-AWAKENING"


def test_fow_kw_remnant_plays_from_the_graveyard_then_leaves_the_game() -> None:
    """FOW-KW-REMNANT (CR 1115.2)."""
    state = started()
    spite = to_graveyard(state, "ann", "TST-C08")
    lance = to_graveyard(state, "ann", "TST-C05")
    b, r = stones(state, "ann", "TST-ST-B", "TST-ST-R")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [], "payment": pay((r, "fire"))}) == "FOW-KW-REMNANT"
    state = act(state, {"type": "play_card", "player": "ann", "card": spite, "targets": ["bob"], "payment": pay((b, "darkness"), (r, "fire"))})
    assert state.chase[0].remnant
    state = both_pass(state)
    assert player(state, "bob").life == 3700
    assert spite in player(state, "ann").removed and spite not in player(state, "ann").graveyard


def test_fow_kw_incarnation_banishes_instead_of_paying() -> None:
    """FOW-KW-INCARNATION (CR 1111.2): Elder Treant for a wind resonator, no will."""
    state = started()
    treant = to_hand(state, "ann", "TST-R10")
    hawk = to_field(state, "ann", "TST-R06")
    scout = to_field(state, "ann", "TST-R01")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": [scout]}}) == "FOW-KW-INCARNATION"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": []}}) == "FOW-KW-INCARNATION"
    assert code_of(state, {"type": "play_card", "player": "ann", "card": treant, "payment": {"banish": [hawk]}}) == "FOW-PLAY-1"
    assert listed(state, "play_card", card=treant, incarnation=True)
    state = act(state, {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": [hawk]}})
    assert hawk in player(state, "ann").graveyard
    state = both_pass(state)
    assert treant in field_ids(state, "ann")


def test_fow_kw_explode_destroys_both_resonators() -> None:
    """FOW-KW-EXPLODE (CR 1106): Blazefang Raider deals battle damage to a resonator: both are destroyed."""
    state = started()
    raider = to_field(state, "ann", "TST-R12")
    wall = to_field(state, "bob", "TST-R10")
    state = battle_to(state, raider, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    state = both_pass(state)
    assert state.chase and state.chase[0].ability == "explode"
    state = both_pass(state)
    assert raider in player(state, "ann").graveyard and wall in player(state, "bob").graveyard


def test_fow_kw_explode_does_not_apply_to_players_or_eternal() -> None:
    state = started()
    raider = to_field(state, "ann", "TST-R12")
    revenant = to_field(state, "bob", "TST-R18")
    state = battle_to(state, raider, "bob")
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": revenant})
    state = both_pass(state)
    state = both_pass(state)
    assert raider in player(state, "ann").graveyard and revenant in field_ids(state, "bob")
