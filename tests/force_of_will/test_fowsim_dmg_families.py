"""Damage and life forms of the community database (paying life, losing life, damage to players): each
played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, code_of, listed, next_turn, pass_until, player, pool, to_field, to_hand
from .real import field, hero_started, real_started, resolve_all, to_decision


def _activate(state: State, source: str, ability: int = 0) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": source, "ability": ability, "targets": []}


def test_fow_cost_life_r_pay_life_to_play_an_ability() -> None:
    """FOW-COST-LIFE-R with PofA-089 ("Pay 400 life: this card deals 200 damage to each J/resonator"): ann pays
    400 life as the cost (4000 -> 3600, no damage to her), then the ability deals 200 damage to every
    J/resonator -- a 200-DEF resonator of bob's is destroyed, the 800-DEF card itself survives."""
    assert entry("PofA-089")["supported"]
    assert card("PofA-089")["abilities"][0]["cost"] == {"life": 400}
    state = real_started("PofA-089")
    source = to_field(state, "ann", "PofA-089")
    imp = to_field(state, "bob", "TST-R11")  # DEF 200
    state = act(state, _activate(state, source))
    assert player(state, "ann").life == 3600  # paid as the ability is played, before it resolves
    state = resolve_all(state)
    assert imp not in field(state, "bob") and source in field(state, "ann")
    assert player(state, "ann").life == 3600 and player(state, "bob").life == 4000


def test_fow_cost_life_r_refused_with_less_life() -> None:
    """FOW-COST-LIFE-R broken: with 300 life ann cannot pay 400 life (CR 105.4a), so the ability is refused;
    with exactly 400 she may pay it all, and life 0 then loses the game (CR 1202.1)."""
    state = real_started("PofA-089")
    source = to_field(state, "ann", "PofA-089")
    player(state, "ann").life = 300
    assert code_of(state, _activate(state, source)) == "FOW-COST-LIFE-R"
    player(state, "ann").life = 400
    state = act(state, _activate(state, source))
    assert player(state, "ann").life == 0
    assert state.over and state.result is not None and state.result.winners == ["bob"] and state.result.reason == "life"


def _produce(source: str, will: str) -> dict[str, object]:
    return {"type": "produce_will", "player": "ann", "source": source, "will": will, "more": []}


def test_fow_cost_life_r_a_stone_paying_life_for_will() -> None:
    """FOW-COST-LIFE-R with MPR-100, a special magic stone ("{Rest}, pay 200 life: Produce any attribute"):
    a will ability (CR 907.1b); played with produce_will it rests, ann pays 200 life and the fire will waits in
    her pool, listed among her moves."""
    assert entry("MPR-100")["supported"]
    assert card("MPR-100")["abilities"][0]["cost"] == {"rest": True, "life": 200}
    state = hero_started((), stones=("MPR-100",))
    stone = to_field(state, "ann", "MPR-100")
    assert listed(state, "produce_will", source=stone, will="fire")
    state = act(state, _produce(stone, "fire"))
    assert player(state, "ann").pool == {"fire": 1} and player(state, "ann").life == 3800
    assert next(e for e in player(state, "ann").field if e.id == stone).rested


def test_fow_cost_life_r_a_stone_paying_life_is_not_used_inside_a_payment() -> None:
    """FOW-COST-LIFE-R broken: the stone cannot pay a card's cost directly (it is played on its own first), and
    with 100 life ann cannot pay its 200 life (it is not listed either)."""
    state = hero_started((), stones=("MPR-100",))
    stone = to_field(state, "ann", "MPR-100")
    imp = to_hand(state, "ann", "TST-R11")
    paid = {"type": "play_card", "player": "ann", "card": imp, "payment": {"sources": [{"card": stone, "will": "fire"}]}}
    assert code_of(state, paid) == "FOW-COST-LIFE-R"
    player(state, "ann").life = 100
    assert code_of(state, _produce(stone, "fire")) == "FOW-COST-LIFE-R"
    assert not listed(state, "produce_will", source=stone, will="fire")


# -- "damage to an opponent" / "you opponent": the one opponent (normalize.py), FOW-EFFECT-IF-R -----------------


def _attack(state: State, attacker: str) -> State:
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})


def test_fow_effect_if_r_damage_to_an_opponent_or_more_instead() -> None:
    """FOW-EFFECT-IF-R with CMF-028 (a Werewolf: whenever a Werewolf of its controller attacks it deals 100
    damage to "an opponent", 200 instead while its controller controls a Moon): read as "your opponent"; it
    attacks and bob takes 100 damage (plus nothing else before blocks)."""
    assert entry("CMF-028")["supported"]
    state = real_started("CMF-028")
    wolf = to_field(state, "ann", "CMF-028")
    state = resolve_all(_attack(state, wolf))
    assert player(state, "bob").life == 3900 and player(state, "ann").life == 4000


def test_fow_effect_if_r_damage_to_an_opponent_instead_with_a_moon() -> None:
    """FOW-EFFECT-IF-R, the other branch: with CMF-021 (a Moon addition) in ann's field, the attack deals 200
    damage instead of 100, never both."""
    state = real_started("CMF-028", "CMF-021")
    wolf = to_field(state, "ann", "CMF-028")
    to_field(state, "ann", "CMF-021")
    state = resolve_all(_attack(state, wolf))
    assert player(state, "bob").life == 3800


def test_you_opponent_is_your_opponent() -> None:
    """SKL-071 ("whenever a resonator is put into a graveyard from your opponent's field, this card deals 200
    damage to you opponent and you gain 200 life"): the misprint is read as "your opponent". PofA-089's 200
    damage to each J/resonator destroys bob's 200-DEF resonator: bob takes 200, ann gains 200 (after paying
    400 life); ann's own resonator destroyed the same way does not trigger it."""
    assert entry("SKL-071")["supported"]
    state = real_started("SKL-071", "PofA-089")
    to_field(state, "ann", "SKL-071")
    source = to_field(state, "ann", "PofA-089")
    imp = to_field(state, "bob", "TST-R11")
    mine = to_field(state, "ann", "TST-R11")
    state = resolve_all(act(state, _activate(state, source)))
    assert imp not in field(state, "bob") and mine not in field(state, "ann")
    assert player(state, "bob").life == 3800 and player(state, "ann").life == 3800


# -- FOW-TRIG-ANY-ENTERS-R ---------------------------------------------------------------------------------------


def _play_ref(state: State, pid: str, instance: str, **will: int) -> State:
    """A reference card of ``pid``'s hand played with exactly ``will`` in the pool."""
    pool(state, pid, **will)
    return act(state, {"type": "play_card", "player": pid, "card": instance, "payment": {"pool": will}})


def _damage(state: State, instance: str) -> int:
    return next(e.damage for p in state.players for e in p.field if e.id == instance)


def test_fow_trig_any_enters_r_damage_to_each_non_dragon_entering() -> None:
    """FOW-TRIG-ANY-ENTERS-R with MP01-077 (an addition: whenever a non-Dragon resonator enters the field it deals
    500 damage to it, 800 with Bahamut): ann plays a 400-DEF Angel -- destroyed; a Dragon enters untouched; bob's
    quickcast resonator played in ann's turn enters his field and is destroyed too."""
    assert entry("MP01-077")["supported"] and entry("TAT-033")["supported"]
    state = real_started("MP01-077")
    to_field(state, "ann", "MP01-077")
    angel = to_hand(state, "ann", "TST-R01")
    state = resolve_all(_play_ref(state, "ann", angel, light=1))
    assert angel not in field(state, "ann") and angel in player(state, "ann").graveyard
    drake = to_hand(state, "ann", "TST-R14")
    state = _play_ref(state, "ann", drake, fire=2, void=2)
    state = act(state, {"type": "pass", "player": "ann"})
    ambusher = to_hand(state, "bob", "TST-R20")
    state = _play_ref(state, "bob", ambusher, darkness=1, void=1)
    treant = to_field(state, "bob", "TST-R10")  # the drake's own [Enter] damage goes there
    state = resolve_all(state, {drake: [treant]})
    assert ambusher not in field(state, "bob") and ambusher in player(state, "bob").graveyard
    assert drake in field(state, "ann") and _damage(state, drake) == 0


def test_fow_trig_any_enters_r_total_cost_filter() -> None:
    """FOW-TRIG-ANY-ENTERS-R with TSW-044 (an addition: whenever a resonator with total cost 2 or less enters the
    field it deals 600 damage to it): a cost-1 resonator is destroyed; a cost-5 one enters undamaged."""
    assert entry("TSW-044")["supported"]
    state = real_started("TSW-044")
    to_field(state, "ann", "TSW-044")
    hawk = to_hand(state, "ann", "TST-R06")
    state = resolve_all(_play_ref(state, "ann", hawk, wind=1))
    assert hawk not in field(state, "ann")
    treant = to_hand(state, "ann", "TST-R10")
    state = resolve_all(_play_ref(state, "ann", treant, wind=2, void=3))
    assert treant in field(state, "ann") and _damage(state, treant) == 0


# -- FOW-MAY-R: "this card may deal N damage to <X>" ----------------------------------------------------------


def test_fow_may_r_this_card_may_deal_damage() -> None:
    """FOW-MAY-R with VIN003-024 (whenever its controller plays a fire chant it may deal 100 damage to target
    J/resonator): ann plays TST-C07 (300 damage to each of bob's J/resonators); the trigger asks ann, not bob;
    accepted, bob's 1200-DEF resonator takes 100 + 300, declined only 300."""
    assert entry("VIN003-024")["supported"] and entry("VIN003-025")["supported"]
    for accept, damage in ((True, 400), (False, 300)):
        state = real_started("VIN003-024")
        source = to_field(state, "ann", "VIN003-024")
        treant = to_field(state, "bob", "TST-R10")
        state = to_decision(_play_ref(state, "ann", to_hand(state, "ann", "TST-C07"), fire=2, void=1), "may", {source: [treant]})
        assert state.to_act == ["ann"]
        assert code_of(state, {"type": "may", "player": "bob", "accept": True}) == "FOW-MAY-R"
        state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": accept}))
        assert _damage(state, treant) == damage


# -- FOW-NO-LIFE-GAIN-TURN-R ----------------------------------------------------------------------------------


def test_fow_no_life_gain_turn_r_opponent_cannot_gain_life() -> None:
    """FOW-NO-LIFE-GAIN-TURN-R with BFA-018 (quickcast, mode 0: 600 damage to the opponent, who cannot gain life
    until end of turn): ann plays TST-C12 (gain 600 life); bob answers with BFA-018, which resolves first: ann
    takes 600 and then gains nothing (3400)."""
    assert entry("BFA-018")["supported"] and entry("VIN003-019")["supported"]
    state = real_started("BFA-018")
    state = _play_ref(state, "ann", to_hand(state, "ann", "TST-C12"), light=1, void=1)
    state = act(state, {"type": "pass", "player": "ann"})
    boil = to_hand(state, "bob", "BFA-018")
    pool(state, "bob", fire=1, void=1)
    state = act(state, {"type": "play_card", "player": "bob", "card": boil, "mode": 0, "payment": {"pool": {"fire": 1, "void": 1}}})
    state = resolve_all(state)
    assert player(state, "ann").life == 3400 and "ann/life" in (state.turn.forbidden or [])


def test_fow_no_life_gain_turn_r_ends_with_the_turn() -> None:
    """FOW-NO-LIFE-GAIN-TURN-R, the other branch: without it ann gains the 600; once the turn ends (the cleanup,
    FOW-TURN-4) the prohibition is gone and ann gains life again in her next turn."""
    state = real_started("BFA-018")
    state = resolve_all(_play_ref(state, "ann", to_hand(state, "ann", "TST-C12"), light=1, void=1))
    assert player(state, "ann").life == 4600
    state = act(state, {"type": "pass", "player": "ann"})
    boil = to_hand(state, "bob", "BFA-018")
    pool(state, "bob", fire=1, void=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "bob", "card": boil, "mode": 0, "payment": {"pool": {"fire": 1, "void": 1}}}))
    assert player(state, "ann").life == 4000 and "ann/life" in (state.turn.forbidden or [])
    state = pass_until(next_turn(next_turn(state)), lambda s: s.priority == "ann" and s.phase == "main" and not s.chase and s.decision is None)
    assert state.turn.player == "ann" and "ann/life" not in (state.turn.forbidden or [])
    state = resolve_all(_play_ref(state, "ann", to_hand(state, "ann", "TST-C12"), light=1, void=1))
    assert player(state, "ann").life == 4600


# -- FOW-DAMAGE-DEALT-X-R --------------------------------------------------------------------------------------


def _drake_hits_treant() -> tuple[State, str, str]:
    """Ann's TST-R14 enters and its [Enter] deals 300 damage to bob's TST-R10; ann then passes priority."""
    state = real_started("MPR-026")
    treant = to_field(state, "bob", "TST-R10")
    drake = to_hand(state, "ann", "TST-R14")
    state = resolve_all(_play_ref(state, "ann", drake, fire=2, void=2), {drake: [treant]})
    assert _damage(state, treant) == 300
    return act(state, {"type": "pass", "player": "ann"}), drake, treant


def _punish(state: State, target: str) -> State:
    spell = to_hand(state, "bob", "MPR-026")
    pool(state, "bob", fire=1)
    return resolve_all(act(state, {"type": "play_card", "player": "bob", "card": spell, "targets": [target], "payment": {"pool": {"fire": 1}}}))


def test_fow_damage_dealt_x_r_the_damage_it_dealt_this_turn() -> None:
    """FOW-DAMAGE-DEALT-X-R with MPR-026 (quickcast: X damage to target J/resonator, X the damage it dealt this
    turn): ann's drake dealt 300 with its [Enter]; bob's MPR-026 on it deals 300 back."""
    assert entry("MPR-026")["supported"] and entry("VIN001-019")["supported"] and entry("AO3-018")["supported"]
    state, drake, _ = _drake_hits_treant()
    state = _punish(state, drake)
    assert _damage(state, drake) == 300


def test_fow_damage_dealt_x_r_nothing_dealt_nothing_back() -> None:
    """FOW-DAMAGE-DEALT-X-R, the other branch: a J/resonator that dealt no damage this turn (bob's damaged treant,
    or a fresh card of ann's) takes none."""
    state, _, treant = _drake_hits_treant()
    idle = to_field(state, "ann", "TST-R13")
    state = _punish(state, idle)
    assert _damage(state, idle) == 0 and _damage(state, treant) == 300


def test_attacks_you_gain_life_without_the_comma() -> None:
    """SKL-005 (an Angel: "whenever this card attacks you gain 300 life for each Angel you control", the comma
    missing): read as the attack trigger (FOW-LIFE-PER-R); with another Angel of ann's and one of bob's, ann gains
    600 as it attacks."""
    assert entry("SKL-005")["supported"]
    state = real_started("SKL-005")
    seraph = to_field(state, "ann", "SKL-005")
    to_field(state, "ann", "TST-R01")
    to_field(state, "bob", "TST-R05")
    state = resolve_all(_attack(state, seraph))
    assert player(state, "ann").life == 4600


# -- FOW-DAMAGE-PLUS-EACH-R ------------------------------------------------------------------------------------


def test_fow_damage_plus_each_r_base_and_more_for_each() -> None:
    """FOW-DAMAGE-PLUS-EACH-R with ACN-112 (300 damage to target resonator plus 100 for each wind magic stone its
    controller controls, at once): with two wind stones of ann's (CMF-105, TAT-096; bob's CMF-105 not counted) bob's
    1200-DEF resonator takes 500; with none of ann's, 300."""
    assert entry("ACN-112")["supported"]
    for stones, damage in ((("CMF-105", "TAT-096"), 500), ((), 300)):
        state = hero_started(("ACN-112",), stones=("CMF-105", "TAT-096"))
        for stone in stones:
            to_field(state, "ann", stone)
        to_field(state, "bob", "CMF-105")
        treant = to_field(state, "bob", "TST-R10")
        spell = to_hand(state, "ann", "ACN-112")
        pool(state, "ann", wind=1, void=1)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [treant], "payment": {"pool": {"wind": 1, "void": 1}}}))
        assert _damage(state, treant) == damage


# -- FOW-LOSE-LIFE-ITS-CONTROLLER-R -----------------------------------------------------------------------------


def test_fow_lose_life_its_controller_r() -> None:
    """FOW-LOSE-LIFE-ITS-CONTROLLER-R with ENW-070 (destroy target resonator; its controller loses 400 life): on
    bob's resonator bob loses 400 (no damage: nothing prevents it); on ann's own, ann loses them."""
    assert entry("ENW-070")["supported"]
    for owner in ("bob", "ann"):
        state = real_started("ENW-070")
        victim = to_field(state, owner, "TST-R10")
        spell = to_hand(state, "ann", "ENW-070")
        pool(state, "ann", darkness=2, void=1)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [victim], "payment": {"pool": {"darkness": 2, "void": 1}}}))
        assert victim not in field(state, owner)
        assert player(state, owner).life == 3600 and player(state, "bob" if owner == "ann" else "ann").life == 4000
