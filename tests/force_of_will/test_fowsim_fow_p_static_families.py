"""Prevention, replacement and continuous ability families (branch fow-p-static), each played with a real card named
by id (the printed text stays in ../shared): more damage dealt by a target this turn, "this turn" inside the
condition (FOW-DAMAGE-PLUS-TURN-R); more damage dealt by whichever J-ruler its controller controls this turn
(FOW-DAMAGE-PLUS-J-RULER-R); a shield of a player against the next damage this turn, "target J/resonator or yourself"
(FOW-PREVENT-NEXT-YOU-R, FOW-TARGET-OR-YOURSELF-R); more damage dealt by (fire) chants, or normal spells you control
(FOW-DAMAGE-PLUS-CHANT-R); double damage dealt by this card until end of turn (FOW-DAMAGE-DOUBLE-TURN-R); a player's [Barrier] (FOW-BARRIER-YOU-R); a cancel unless the opponent pays X (FOW-CANCEL-UNLESS-X-R); all damage to the resonators of a race prevented this turn
(FOW-PREVENT-GROUP-RACE-R)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.state import Entity

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_hand
from .real import ann_first, board_of, j_ruler_to_field, paid_play, real_set, real_started, resolve_all
from .test_fowsim_stranger_families import STRANGERS


def _damage(state: Any, source: str, target: str, amount: int) -> list[Any]:
    """``amount`` damage from the card ``source`` to ``target`` (as an effect would deal it): the events."""
    from adjudicator.force_of_will.effects import deal_damage

    events: list[Any] = []
    deal_damage(board_of(state), source, target, amount, events, battle=False)
    return events


# -- FOW-DAMAGE-PLUS-J-RULER-R: VIN002-079 -------------------------------------------------------------------------


def _tank(state: Any) -> Any:
    """Ann's VIN002-079 put into her field, its second {Rest} ability played and resolved."""
    tank = to_field(state, "ann", "VIN002-079")
    return resolve_all(act(state, {"type": "activate", "player": "ann", "card": tank, "ability": 1, "targets": []}))


def test_fow_damage_plus_j_ruler_r_your_j_ruler_deals_two_hundred_more() -> None:
    """FOW-DAMAGE-PLUS-J-RULER-R with VIN002-079: once its ability resolved, ann's J-ruler deals 500 + 200 to bob;
    her resonator deals its 500 only, and so does bob's J-ruler."""
    assert entry("VIN002-079")["supported"]
    assert card("VIN002-079")["abilities"][1]["effects"] == [{"op": "modify", "damage_plus": 200, "each": "your_cards", "among": {"types": ["j_ruler"]}}]
    state = real_started("VIN002-079")
    j_ruler = j_ruler_to_field(state, "ann")
    theirs = j_ruler_to_field(state, "bob")
    resonator = to_field(state, "ann", "TST-R17")
    state = _tank(state)
    bob, ann = player(state, "bob").life, player(state, "ann").life
    _damage(state, j_ruler, "bob", 500)
    assert player(state, "bob").life == bob - 700
    _damage(state, resonator, "bob", 500)
    assert player(state, "bob").life == bob - 1200
    _damage(state, theirs, "ann", 500)
    assert player(state, "ann").life == ann - 500


def test_fow_damage_plus_j_ruler_r_a_j_ruler_entering_later_this_turn_too() -> None:
    """FOW-DAMAGE-PLUS-J-RULER-R (CR 909.4): the ability resolved while ann had no J-ruler; her J-ruler put into the
    field afterwards that turn deals 200 more all the same. A duration said twice stays refused."""
    state = _tank(real_started("VIN002-079"))
    j_ruler = j_ruler_to_field(state, "ann")
    bob = player(state, "bob").life
    _damage(state, j_ruler, "bob", 300)
    assert player(state, "bob").life == bob - 500
    assert "duration" in line_refusal("[Activate] {Rest}: Until end of turn, if your J-Ruler would deal damage this turn, it deals that much +300 instead.", "regalia")



# -- FOW-DAMAGE-PLUS-TURN-R, "this turn" in the condition: TTW-105 ---------------------------------------------------


def test_fow_damage_plus_turn_r_the_duration_inside_the_condition() -> None:
    """FOW-DAMAGE-PLUS-TURN-R worded with "this turn" inside the condition (TTW-105's third line, the card keeping
    another line refused): the same one-time change of the target; a target addition stays refused."""
    assert card("TTW-105")["abilities"][0]["effects"] == [{"op": "modify", "target": 0, "damage_plus": 200}]
    assert card("TTW-105")["abilities"][0]["targets"] == [{"kind": "resonator"}]
    assert line_refusal("[Activate] {Rest}: If target addition would deal damage this turn, it deals that much +200 instead.", "magic_stone")


# -- FOW-PREVENT-NEXT-YOU-R, FOW-TARGET-OR-YOURSELF-R: WOM-009, WOM-001 ------------------------------------------------


def _citrin(state: Any, target: str) -> Any:
    """Ann plays WOM-009; its [Enter] ability is played at ``target``; all resolved."""
    action = paid_play(state, "ann", "WOM-009")
    state = act(state, action)
    return resolve_all(state, {action["card"]: [target]})


def test_fow_prevent_next_you_r_the_next_five_hundred_damage_to_you() -> None:
    """FOW-PREVENT-NEXT-YOU-R with WOM-009 at ann herself: of 300 damage none is dealt, of 400 then 200 (the shield's
    500 used up), of 300 more all of it; bob is not shielded."""
    assert entry("WOM-009")["supported"]
    assert card("WOM-009")["abilities"][-1]["targets"] == [{"kind": "j_resonator_or_player", "you_player": True}]
    state = real_started("WOM-009")
    imp = to_field(state, "bob", "TST-R11")
    state = _citrin(state, "ann")
    assert any(w.endswith("/next") for w in state.turn.wards or [])
    life = player(state, "ann").life
    events = _damage(state, imp, "ann", 300)
    assert player(state, "ann").life == life
    assert [e.rule for e in events if type(e).__name__ == "DamagePrevented"] == ["FOW-PREVENT-NEXT-YOU-R"]
    _damage(state, imp, "ann", 400)
    assert player(state, "ann").life == life - 200
    _damage(state, imp, "ann", 300)
    assert player(state, "ann").life == life - 500
    bob = player(state, "bob").life
    _damage(state, to_field(state, "ann", "TST-R17"), "bob", 300)
    assert player(state, "bob").life == bob - 300


def test_fow_target_or_yourself_r_the_opponent_is_no_target() -> None:
    """FOW-TARGET-OR-YOURSELF-R with WOM-009: bob is no target of ann's ability ("or yourself"); a J/resonator of bob's
    is, and is shielded (FOW-PREVENT-NEXT-R) while ann is not."""
    state = real_started("WOM-009")
    action = paid_play(state, "ann", "WOM-009")
    state = both_pass(act(state, action))
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": ["bob"]}) == "FOW-TARGET-OR-YOURSELF-R"
    imp = to_field(state, "bob", "TST-R11")
    state = resolve_all(state, {action["card"]: [imp]})
    life = player(state, "ann").life
    _damage(state, imp, "ann", 300)
    assert player(state, "ann").life == life - 300


def test_fow_prevent_next_you_r_two_shields_oldest_first() -> None:
    """FOW-PREVENT-NEXT-YOU-R with WOM-001's second mode at ann, then WOM-009 at her: 1000 damage is met by the 800
    shield (oldest first), then 200 of the 500 one; of 700 damage next, 300 is prevented and 400 dealt; both used up."""
    assert entry("WOM-001")["supported"]
    state = real_started("WOM-001", "WOM-009")
    imp = to_field(state, "bob", "TST-R11")
    spell = paid_play(state, "ann", "WOM-001")
    state = resolve_all(act(state, spell | {"targets": ["ann"], "mode": 1}))
    state = _citrin(state, "ann")
    life = player(state, "ann").life
    _damage(state, imp, "ann", 1000)
    assert player(state, "ann").life == life
    _damage(state, imp, "ann", 700)
    assert player(state, "ann").life == life - 400
    assert not state.turn.wards


def test_fow_prevent_next_you_r_you_read_and_kept_behind_a_prevention_of_all() -> None:
    """FOW-PREVENT-NEXT-YOU-R read from GRL-012's last line (its cost read by FOW-COST-BANISH-TOKEN-R) -- a shield of its
    controller; performed for ann with a prevention of all damage to her this turn too (FOW-PREVENT-GROUP-R): 300
    damage is prevented by the latter and the shield kept, which then takes the next 400 whole."""
    from adjudicator.force_of_will import effects
    from adjudicator.force_of_will.ability import normalize_line
    from adjudicator.force_of_will.ability.lines import map_ability
    from adjudicator.force_of_will.state import ChaseItem
    from adjudicator.force_of_will.vocabulary import PreventGroup

    from .fowsim_db import line_record, printed

    line = "[Activate] {Rest}: " + printed("GRL-012", 3).partition(": ")[2]
    record = line_record("resonator")
    map_ability(normalize_line(line), record)
    assert record["abilities"][0]["effects"] == [{"op": "prevent_group", "way": "to", "group": "you", "next": 0}]
    state = real_started()
    imp = to_field(state, "bob", "TST-R11")
    source = to_field(state, "ann", "TST-R17")
    item = ChaseItem(id="chase:1", kind="ability", controller="ann", card=source, ability=0)
    board = board_of(state)
    effects._perform(board, item, PreventGroup(way="to", group="you", next=0), [], [])
    state.turn.wards = [*(state.turn.wards or []), "ann/to/you/any"]
    life = player(state, "ann").life
    _damage(state, imp, "ann", 300)
    assert player(state, "ann").life == life and any(w.endswith("/next") for w in state.turn.wards)
    state.turn.wards = [w for w in state.turn.wards if w.endswith("/next")]
    _damage(state, imp, "ann", 400)
    assert player(state, "ann").life == life and not state.turn.wards
    _damage(state, imp, "ann", 400)
    assert player(state, "ann").life == life - 400


# -- FOW-DAMAGE-PLUS-CHANT-R: CFC-029, TTW-019 ----------------------------------------------------------------------


def test_fow_damage_plus_chant_r_a_fire_chant_deals_two_hundred_more() -> None:
    """FOW-DAMAGE-PLUS-CHANT-R with CFC-029 in ann's field: her TST-C05 (a fire chant, 400) played at bob's TST-R10
    (DEF 1200) deals 600; bob's fire chant deals 200 more too (any player's); a darkness chant and a resonator do not."""
    assert entry("CFC-029")["supported"]
    assert card("CFC-029")["abilities"][0]["damage_plus_by"] == {"kinds": ["chant"], "attributes": ["fire"]}
    state = real_started("CFC-029")
    spirit = to_field(state, "ann", "CFC-029")
    wall = to_field(state, "bob", "TST-R10")
    lance = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [wall], "payment": {"pool": {"fire": 1}}}))
    assert next(e for e in player(state, "bob").field if e.id == wall).damage == 600
    ann, bob = player(state, "ann").life, player(state, "bob").life
    _damage(state, "bob:TST-C05#1", "ann", 400)
    _damage(state, "ann:TST-C08#1", "bob", 300)
    _damage(state, spirit, "bob", 300)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann - 600, bob - 600)


def test_fow_damage_plus_chant_r_a_normal_spell_you_control_only() -> None:
    """FOW-DAMAGE-PLUS-CHANT-R with TTW-019 ("you control", any attribute) in ann's field: her darkness chant deals
    200 more, bob's chant does not; without the field addition neither does (the same damage, 300)."""
    assert entry("TTW-019")["supported"]
    assert card("TTW-019")["abilities"][0]["damage_plus_yours"] is True
    state = real_started("TTW-019")
    bob, ann = player(state, "bob").life, player(state, "ann").life
    _damage(state, "ann:TST-C08#1", "bob", 300)
    assert player(state, "bob").life == bob - 300
    to_field(state, "ann", "TTW-019")
    _damage(state, "ann:TST-C08#1", "bob", 300)
    _damage(state, "bob:TST-C08#1", "ann", 300)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann - 300, bob - 800)


# -- FOW-DAMAGE-DOUBLE-TURN-R: PofA-037 -----------------------------------------------------------------------------


def _stranger_in_field(card_id: str) -> tuple[Any, str]:
    """A stranger card begins in the stranger deck (FOW-DECK-STRANGER-R): ann's ruler has [Stranger] 10, her stranger
    deck holds two ``card_id`` and eight supported stranger cards; one ``card_id`` is moved from there to her field."""
    cards = [dict(c) for c in real_set(card_id, *STRANGERS, "TST-RU1")["cards"]]
    next(c for c in cards if c["id"] == "TST-RU1")["stranger"] = 10
    deck = full_deck("TST-RU1") | {"stranger": {card_id: 2, **dict.fromkeys(STRANGERS[:4], 2)}}
    state = ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, {"ann": deck, "bob": full_deck("TST-RU2")}, "real")
    strangers = player(state, "ann").stranger_deck
    instance = next(c for c in strangers if card_id in c)
    strangers.remove(instance)
    player(state, "ann").field.append(Entity(id=instance))
    return state, instance



def test_fow_damage_double_turn_r_this_card_deals_double_until_end_of_turn() -> None:
    """FOW-DAMAGE-DOUBLE-TURN-R with PofA-037: before its ability it deals 300 to bob as 300; after, 300 as 600 (and
    600 to a J/resonator); ann's other resonator deals its own; a target's double stays refused."""
    assert entry("PofA-037")["supported"]
    assert card("PofA-037")["abilities"][0]["effects"] == [{"op": "modify", "target": "self", "damage_double": True}]
    state, dragon = _stranger_in_field("PofA-037")
    other = to_field(state, "ann", "TST-R17")
    wall = to_field(state, "bob", "TST-R10")
    bob = player(state, "bob").life
    _damage(state, dragon, "bob", 300)
    assert player(state, "bob").life == bob - 300
    pool(state, "ann", wind=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": dragon, "ability": 0, "targets": [], "payment": {"pool": {"wind": 1}}}))
    _damage(state, dragon, "bob", 300)
    _damage(state, other, "bob", 300)
    assert player(state, "bob").life == bob - 1200
    _damage(state, dragon, wall, 300)
    assert next(e for e in player(state, "bob").field if e.id == wall).damage == 600
    assert line_refusal("[Activate] {G}: Until end of turn, if target resonator would deal damage, it deals double that much instead.")


# -- FOW-BARRIER-YOU-R: WOM-067 ---------------------------------------------------------------------------------------


def test_fow_barrier_you_r_the_opponent_cannot_target_the_player() -> None:
    """FOW-BARRIER-YOU-R with WOM-067: ann's TST-C08 (300 damage to target opponent) may target bob; once bob controls
    WOM-067 it may not (refused with this rule's code); ann's own WOM-009 still targets ann while she controls one."""
    assert entry("WOM-067")["supported"]
    assert card("WOM-067")["abilities"][0]["you_barrier"] is True
    state = real_started("WOM-067", "WOM-009")
    spite = to_hand(state, "ann", "TST-C08")
    pool(state, "ann", darkness=1, void=1)
    action = {"type": "play_card", "player": "ann", "card": spite, "targets": ["bob"], "payment": {"pool": {"darkness": 1, "void": 1}}}
    assert code_of(state, action) is None
    to_field(state, "bob", "WOM-067")
    assert code_of(state, action) == "FOW-BARRIER-YOU-R"
    to_field(state, "ann", "WOM-067")
    life = player(state, "ann").life
    state = _citrin(state, "ann")
    _damage(state, to_field(state, "bob", "TST-R11"), "ann", 300)
    assert player(state, "ann").life == life


# -- FOW-CANCEL-UNLESS-X-R: TSW-095 -----------------------------------------------------------------------------------


def _deletion_asked(x: int) -> tuple[Any, str]:
    """Ann's SKL-013 on the chase; bob answers with TSW-095 paying X = ``x``; both pass: the pay decision, her spell."""
    state = real_started("SKL-013", "TSW-095")
    spell = to_hand(state, "ann", "SKL-013")
    state = act(state, paid_play(state, "ann", "SKL-013") | {"card": spell})
    state = act(state, {"type": "pass", "player": "ann"})
    deletion = to_hand(state, "bob", "TSW-095")
    pool(state, "bob", wind=1, void=x)
    state = act(state, {"type": "play_card", "player": "bob", "card": deletion, "targets": [state.chase[-1].id], "x": x, "payment": {"pool": {"wind": 1, "void": x}}})
    for _ in range(6):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.priority})
    return state, spell


def test_fow_cancel_unless_x_r_the_opponent_pays_the_x_paid() -> None:
    """FOW-CANCEL-UNLESS-X-R with TSW-095 played by bob with X = 2 at ann's SKL-013: ann (bob's opponent) is asked {2};
    {1} is refused; paying {2} keeps her spell, which resolves into her field."""
    assert entry("TSW-095")["supported"]
    state, spell = _deletion_asked(2)
    assert state.decision is not None and state.decision.kind == "pay" and state.decision.player == "ann"
    pool(state, "ann", void=2)
    assert code_of(state, {"type": "pay", "player": "ann", "payment": {"pool": {"void": 1}}}) is not None
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"void": 2}}}))
    assert spell in [e.id for e in player(state, "ann").field]


def test_fow_cancel_unless_x_r_refusing_cancels_and_a_cost_without_x_is_refused() -> None:
    """FOW-CANCEL-UNLESS-X-R: refusing (payment: null) cancels SKL-013 into ann's graveyard; TSW-095 with its cost
    forged to have no X is refused by the card set check (and another player than the spell's paying {1} stays refused)."""
    from adjudicator.force_of_will.cards import validate_card_set

    state, spell = _deletion_asked(1)
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": None}))
    assert spell in player(state, "ann").graveyard
    forged = {k: v for k, v in card("TSW-095").items() if k != "provenance"} | {"id": "TST-X95", "cost": {"specified": {"wind": 1}}}
    _, _, errors = validate_card_set({"id": "forged", "cards": [forged]})
    assert any("FOW-CANCEL-UNLESS-X-R" in e.message for e in errors)
    assert line_refusal("Cancel target spell unless your opponent pays {1}.", "chant")


# -- FOW-PREVENT-GROUP-RACE-R: AO3-012 --------------------------------------------------------------------------------


def test_fow_prevent_group_race_r_the_angels_you_control_take_no_damage() -> None:
    """FOW-PREVENT-GROUP-RACE-R with AO3-012 (an Angel): after its {1} ability, 500 damage to it is prevented, 300 to
    ann's TST-R17 (no Angel) is dealt, and so are 300 to ann herself; the ward names the race."""
    assert entry("AO3-012")["supported"]
    assert card("AO3-012")["abilities"][0]["effects"] == [{"op": "prevent_group", "way": "to", "group": "resonators", "whose": "you", "races": ["Angel"]}]
    state, angel = _stranger_in_field("AO3-012")
    other, imp = to_field(state, "ann", "TST-R17"), to_field(state, "bob", "TST-R11")
    pool(state, "ann", void=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": angel, "ability": 0, "targets": [], "payment": {"pool": {"void": 1}}}))
    assert state.turn.wards == ["ann/to/resonators/you/race=Angel"]
    life = player(state, "ann").life
    _damage(state, imp, angel, 500)
    _damage(state, imp, other, 300)
    _damage(state, imp, "ann", 300)
    field = {e.id: e.damage for e in player(state, "ann").field}
    assert (field[angel], field[other], player(state, "ann").life) == (0, 300, life - 300)
    assert line_refusal("[Activate] {1}: Prevent all damage that would be dealt to Angel or Fairy resonators you control until end of turn.")
