"""Ability families of fow-dec-a: the gained resonator-only destroying ability (FOW-BANE-RESONATOR-R), an awakened
chant's "That resonator ..." naming its one target (FOW-AWAKENED-THAT-TARGET-R), "cannot be destroyed until end of
turn and gain [K]" (FOW-KW-ETERNAL-READ-R), "... from your graveyard into your field rested" (FOW-GRAVEYARD-RESTED-R),
a non-magic stone card of no attribute named from the removed area (FOW-REMOVED-TO-HAND-R), "at the end of turn, put
all resonators removed this way into their owner's field" (FOW-AT-NEXT-END-RETURN-R), a will cost printed without its
colon (FOW-ACTIVATE-NO-COLON-R), counters moved to this card (FOW-MOVE-COUNTERS-R), "you cannot call magic stones"
(FOW-NO-STONE-CALL-R), "destroy all resonators with total cost equal to the number of <name> counters on this card"
(FOW-EACH-COST-COUNT-R), "gain two gems of any one attribute" (FOW-GEM-ONE-ATTRIBUTE-R), "this card enters the
field with N counters" (FOW-ENTERS-COUNTERS-R) -- each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.importer import map_card
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal, printed
from .helpers import (
    act,
    both_pass,
    code_of,
    listed,
    next_turn,
    player,
    pool,
    take,
    to_field,
    to_graveyard,
    to_hand,
)
from .real import (
    battle_to_end,
    hero_started,
    j_ruler_to_field,
    play,
    play_out_turn,
    real_started,
    resolve_all,
    stats,
    to_decision,
    will_for,
)


def _attack(state: State, attacker: str, target: str) -> State:
    """``attacker`` of ann attacks ``target``, bob does not block, the battle is played out."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(both_pass(state), {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": target})
    state = both_pass(state)
    return battle_to_end(act(state, {"type": "declare_block", "player": "bob", "blocker": None}))


# -- FOW-BANE-RESONATOR-R -------------------------------------------------------------------------------------


def _fairy() -> tuple[State, str]:
    """ENW-053 in ann's field, its life-paid ability played and resolved."""
    state = real_started("ENW-053")
    fairy = to_field(state, "ann", "ENW-053")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": fairy, "ability": 0, "payment": {}}))
    return state, fairy


def test_fow_bane_resonator_r_the_fairy_destroys_the_resonator_it_damages() -> None:
    """FOW-BANE-RESONATOR-R with ENW-053 (a 100/400 flyer paying 300 life to gain the resonator-only destroying
    ability until end of turn): it gains the flag (not [Bane]), and its 100 damage to bob's rested 1200/1200
    resonator triggers the ability, which destroys it (the fairy dies of the battle damage too)."""
    assert entry("ENW-053")["supported"]
    assert card("ENW-053")["abilities"][0]["effects"] == [{"op": "modify", "keywords": ["bane_resonator"], "target": "self"}]
    state, fairy = _fairy()
    assert player(state, "ann").life == 4000 - 300
    assert "bane_resonator" in stats(state, fairy)[2] and "bane" not in stats(state, fairy)[2]
    wall = to_field(state, "bob", "TST-R10", rested=True)
    state = _attack(state, fairy, wall)
    assert wall in player(state, "bob").graveyard and fairy in player(state, "ann").graveyard


def test_fow_bane_resonator_r_a_j_ruler_damaged_is_no_resonator() -> None:
    """FOW-BANE-RESONATOR-R: the same fairy attacking bob's rested J-ruler deals it damage, yet nothing
    triggers (a J-ruler is no resonator; [Bane] would destroy it): the J-ruler stays in the field."""
    state, fairy = _fairy()
    j_ruler = j_ruler_to_field(state, "bob")
    (entity,) = [e for e in player(state, "bob").field if e.id == j_ruler]
    entity.rested = True
    state = _attack(state, fairy, j_ruler)
    (after,) = [e for e in player(state, "bob").field if e.id == j_ruler]
    assert after.damage == 100 and not state.chase


def test_fow_bane_resonator_r_as_long_as_and_up_to_two_targets() -> None:
    """FOW-BANE-RESONATOR-R with ACN-123 (the ability gained as long as its player's life is 2000 or less) and
    ACN-136 (up to two target resonators cannot be destroyed and gain it until end of turn, FOW-KW-ETERNAL-READ-R):
    ACN-136's targets gain [Eternal] and the flag."""
    assert entry("ACN-123")["supported"] and entry("ACN-136")["supported"]
    (gained,) = [a for a in card("ACN-123")["abilities"] if a.get("keywords") == ["bane_resonator"]]
    assert gained["as_long_as"] == {"life": True, "at_most": 2000}
    assert card("ACN-136")["effects"][0]["keywords"] == ["eternal", "bane_resonator"]
    state = real_started("ACN-136")
    mine = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-136"), [mine]))
    assert {"eternal", "bane_resonator"} <= stats(state, mine)[2]


# -- FOW-AWAKENED-THAT-TARGET-R -------------------------------------------------------------------------------


def _awakened(state: State, card_id: str, targets: list[str], awakened: bool) -> dict[str, Any]:
    """``card_id`` put into ann's hand with its cost (and its [Awakening] will, ``awakened``) in her pool: the play."""
    chant = to_hand(state, "ann", card_id)
    will = will_for(card_id)
    if awakened:
        extra = card(card_id)["awakening"]["cost"]
        for kind, n in [*extra.get("specified", {}).items(), ("void", extra.get("free", 0))]:
            if n:
                will[kind] = will.get(kind, 0) + n
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": chant, "targets": targets, "awakening": awakened, "payment": {"pool": will}}


def test_fow_awakened_that_target_r_the_chant_target_gains_pierce_only_awakened() -> None:
    """FOW-AWAKENED-THAT-TARGET-R with ADK-052 (target resonator gains [+800/+0] until end of turn; awakened,
    "that resonator" also gains [Pierce]): played awakened on ann's 400/400 flyer it is 1200/400 with [Pierce];
    played plainly, 1200/400 without it."""
    assert entry("ADK-052")["supported"]
    assert card("ADK-052")["targets"] == [{"kind": "resonator"}]
    assert card("ADK-052")["effects"][1] == {"op": "modify", "target": 0, "keywords": ["pierce"], "condition": "awakened"}
    for awakened in (True, False):
        state = real_started("ADK-052")
        flyer = to_field(state, "ann", "TST-R01")
        state = resolve_all(act(state, _awakened(state, "ADK-052", [flyer], awakened)))
        atk, dfn, keywords = stats(state, flyer)
        assert (atk, dfn) == (1200, 400) and ("pierce" in keywords) is awakened


def test_fow_awakened_that_target_r_the_shield_and_the_resonator_only_ability() -> None:
    """FOW-AWAKENED-THAT-TARGET-R and FOW-BANE-RESONATOR-R with RDE-005 (target resonator cannot be destroyed
    until end of turn; awakened, that resonator also gains the resonator-only destroying ability): awakened, ann's
    flyer has [Eternal] and the flag; not awakened, [Eternal] alone."""
    assert entry("RDE-005")["supported"]
    for awakened in (True, False):
        state = real_started("RDE-005")
        flyer = to_field(state, "ann", "TST-R01")
        state = resolve_all(act(state, _awakened(state, "RDE-005", [flyer], awakened)))
        keywords = stats(state, flyer)[2]
        assert "eternal" in keywords and ("bane_resonator" in keywords) is awakened


def test_fow_awakened_that_target_r_refused_without_a_single_target() -> None:
    """FOW-AWAKENED-THAT-TARGET-R: an invented chant of two target slots whose awakened text names "that
    resonator" is refused (which target is meant is not read), as is one of no target."""
    two = {"id": "X-1", "name": "X", "type": ["Chant"], "cost": "{R}", "abilities": [
        "Target resonator gains [+300/+100] until end of turn. Target J/resonator gains [+100/+300] until end of turn.",
        "[Awakening] {R}: That resonator gains [First Strike] until end of turn.",
    ]}
    none = {**two, "abilities": ["Draw a card.", two["abilities"][1]]}
    for raw in (two, none):
        record, unsupported, _, _ = map_card(raw)
        assert unsupported and "names no single target" in unsupported[0]["reason"]


# -- FOW-GRAVEYARD-RESTED-R -----------------------------------------------------------------------------------


def test_fow_graveyard_rested_r_the_chosen_option_puts_the_resonator_rested() -> None:
    """FOW-GRAVEYARD-RESTED-R with BFA-057 (choose one: gain life, or put target resonator with total cost 2 or
    less from your graveyard into your field rested): the second option puts ann's TST-R03 (total cost 2) into her
    field rested, and its [Enter] ability gains her 300 life; a total cost 5 resonator is no legal target."""
    assert entry("BFA-057")["supported"]
    assert card("BFA-057")["modes"][1]["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field", "rested": True}]
    state = real_started("BFA-057")
    herald = to_graveyard(state, "ann", "TST-R03")
    treant = to_graveyard(state, "ann", "TST-R10")
    chant = to_hand(state, "ann", "BFA-057")
    will = will_for("BFA-057")

    def cast(target: str) -> dict[str, Any]:
        pool(state, "ann", **will)
        return {"type": "play_card", "player": "ann", "card": chant, "mode": 1, "targets": [target], "payment": {"pool": will}}

    assert code_of(state, cast(treant)) is not None
    state = resolve_all(act(state, cast(herald)))
    (entered,) = [e for e in player(state, "ann").field if e.id == herald]
    assert entered.rested and player(state, "ann").life == 4000 + 300


# -- FOW-REMOVED-TO-HAND-R (no attribute) ---------------------------------------------------------------------


def test_fow_removed_to_hand_r_any_non_stone_card_then_draw() -> None:
    """FOW-REMOVED-TO-HAND-R with ENW-010 (put a non-magic stone card from your removed area into your hand, of
    no attribute named; draw a card): with a magic stone and a light resonator in ann's removed area, she must
    choose -- not the stone, not none -- the resonator goes to her hand, then she draws."""
    assert entry("ENW-010")["supported"] and entry("AO3-016")["supported"]
    assert card("ENW-010")["effects"][0] == {"op": "search", "deck": "removed", "must": True, "filter": {}}
    state = real_started("ENW-010")
    stone, scout = take(state, "ann", "TST-ST-W"), take(state, "ann", "TST-R01")
    player(state, "ann").removed.extend([stone, scout])
    chant = to_hand(state, "ann", "ENW-010")
    state = play(state, "ann", chant)
    state = to_decision(state, "search", {})
    hand = len(player(state, "ann").hand)
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-REMOVED-TO-HAND-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": stone}) is not None
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": scout}))
    assert scout in player(state, "ann").hand and player(state, "ann").removed == [stone]
    assert len(player(state, "ann").hand) == hand + 2


# -- FOW-AT-NEXT-END-RETURN-R (all removed this way) ----------------------------------------------------------


def test_fow_at_next_end_return_r_all_resonators_removed_this_way_come_back() -> None:
    """FOW-AT-NEXT-END-RETURN-R with MPR-059 ([Enter]: remove up to three target resonators you control from the
    game; at the end of turn, put all resonators removed this way into their owner's field): two of ann's
    resonators targeted (a third slot left unchosen) are removed, then come back at the end of her turn, where
    TST-R03's [Enter] gains her 300 life again."""
    assert entry("MPR-059")["supported"]
    (enter,) = card("MPR-059")["abilities"]
    assert [e for e in enter["effects"] if e["op"] == "at_end"] == [{"op": "at_end", "target": n, "then": "return"} for n in range(3)]
    state = real_started("MPR-059")
    herald, scout = to_field(state, "ann", "TST-R03"), to_field(state, "ann", "TST-R01")
    djinn = to_hand(state, "ann", "MPR-059")
    state = resolve_all(play(state, "ann", djinn), {djinn: [herald, scout]})
    assert {herald, scout} <= set(player(state, "ann").removed) and len(state.returns) == 2
    life = player(state, "ann").life
    number = state.turn.number
    state = play_out_turn(state, lambda s: {herald, scout} <= {e.id for e in player(s, "ann").field} and not s.pending and not s.chase)
    assert state.turn.number == number and not state.returns
    assert player(state, "ann").life == life + 300


def test_fow_at_next_end_return_r_all_removed_needs_removed_targets() -> None:
    """FOW-AT-NEXT-END-RETURN-R: "all resonators removed this way" after no targeted removal is refused."""
    delayed = printed("MPR-059").split(". ", 1)[1]  # its second sentence, read from the database
    assert "removed this way" in line_refusal(f"Draw a card. {delayed}", "chant")


# -- FOW-ACTIVATE-NO-COLON-R ----------------------------------------------------------------------------------


def test_fow_activate_no_colon_r_the_knight_pumps_itself_for_each_fire_will() -> None:
    """FOW-ACTIVATE-NO-COLON-R with VS01-027 (and TTW-029, the same card): its last line, a fire will symbol and a
    self pump without the colon, is an activate ability -- played twice for {R} each, the knight is 800/600; with
    no will in the pool it is refused."""
    assert entry("VS01-027")["supported"] and entry("TTW-029")["supported"]
    (pump,) = [a for a in card("VS01-027")["abilities"] if a["kind"] == "activate"]
    assert pump["cost"] == {"will": {"specified": {"fire": 1}}}
    index = card("VS01-027")["abilities"].index(pump)
    state = real_started("VS01-027")
    knight = to_field(state, "ann", "VS01-027")
    use = {"type": "activate", "player": "ann", "card": knight, "ability": index, "payment": {"pool": {"fire": 1}}}
    assert code_of(state, use) is not None
    for _ in range(2):
        pool(state, "ann", fire=1)
        state = resolve_all(act(state, use))
    assert stats(state, knight)[:2] == (800, 600)


def test_fow_activate_no_colon_r_only_a_self_pump_until_end_of_turn() -> None:
    """FOW-ACTIVATE-NO-COLON-R: will symbols before another effect without a colon stay refused."""
    assert line_refusal("{R} Draw a card.")
    assert line_refusal("{R} This card gains [+100/+0].", "resonator")


# -- FOW-MOVE-COUNTERS-R --------------------------------------------------------------------------------------


def _sisters(counters: int) -> tuple[State, str, str, dict[str, Any]]:
    """ENW-085 in ann's field, bob's TST-R01 with ``counters`` [+100/+100] counters: the move ability's action."""
    state = real_started("ENW-085", ruler="TST-RU2")  # a [Will of Despair] ruler, as the sisters (FOW-KW-WILL-HOPE-DESPAIR-R)
    sisters = to_field(state, "ann", "ENW-085")
    scout = to_field(state, "bob", "TST-R01", counters={"+100/+100": counters} if counters else UNSET)
    (index,) = [n for n, a in enumerate(card("ENW-085")["abilities"]) if a.get("effects", [{}])[0].get("op") == "move_counters"]
    return state, sisters, scout, {"type": "activate", "player": "ann", "card": sisters, "ability": index, "targets": [scout], "payment": {}}


def test_fow_move_counters_r_one_counter_from_the_target_to_this_card() -> None:
    """FOW-MOVE-COUNTERS-R with ENW-085 ({Rest}: move a [+100/+100] counter from target resonator to this card):
    bob's 400/400 flyer with two counters keeps one (500/500), the 500/500 sisters get one (600/600)."""
    assert entry("ENW-085")["supported"]
    state, sisters, scout, use = _sisters(2)
    state = resolve_all(act(state, use))
    assert stats(state, scout)[:2] == (500, 500) and stats(state, sisters)[:2] == (600, 600)


def test_fow_move_counters_r_none_moves_to_a_card_gone_or_from_none() -> None:
    """FOW-MOVE-COUNTERS-R (CR 1022.5): with the sisters gone from the field as the ability resolves the counter
    stays on bob's flyer; from a target with no counter, nothing is put on the sisters."""
    state, sisters, scout, use = _sisters(1)
    state = act(state, use)
    ann = player(state, "ann")
    ann.field = [e for e in ann.field if e.id != sisters]
    ann.graveyard.append(sisters)
    state = resolve_all(state)
    assert stats(state, scout)[:2] == (500, 500)
    state, sisters, scout, use = _sisters(0)
    state = resolve_all(act(state, use))
    assert stats(state, sisters)[:2] == (500, 500)


# -- FOW-NO-STONE-CALL-R, FOW-CONT-THEN-END-R -----------------------------------------------------------------


def test_fow_no_stone_call_r_the_j_ruler_forbids_its_controller_to_call() -> None:
    """FOW-NO-STONE-CALL-R and FOW-CONT-THEN-END-R with MPR-021J (a J-ruler whose [Continuous] line says its
    controller cannot call magic stones, then puts the top card of their magic stone deck into their field at the
    beginning of their main phase -- two abilities): with it recovered in ann's field her call is refused with
    the rule and not listed; MP01-107J reads the same sentence."""
    assert entry("MPR-021J")["supported"] and entry("MP01-107J")["supported"]
    abilities = card("MPR-021J")["abilities"]
    assert {"kind": "continuous", "no_stone_call": True} in [{k: v for k, v in a.items() if k != "text"} for a in abilities]
    assert any(a.get("trigger") == "your_main_phase" and a["effects"] == [{"op": "put_stone"}] for a in abilities)
    state = real_started("MPR-021", ruler="MPR-021")
    j_ruler_to_field(state, "ann")
    call = {"type": "call_stone", "player": "ann"}
    assert code_of(state, call) == "FOW-NO-STONE-CALL-R"
    assert not listed(state, "call_stone")


def test_fow_no_stone_call_r_another_ruler_calls() -> None:
    """FOW-NO-STONE-CALL-R: the reference ruler's J-ruler, recovered in ann's field, lets her call a magic stone."""
    state = real_started("MPR-021")
    j_ruler_to_field(state, "ann")
    stones = len(player(state, "ann").stone_deck)
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert len(player(state, "ann").stone_deck) == stones - 1


# -- FOW-EACH-COST-COUNT-R ------------------------------------------------------------------------------------


def test_fow_each_cost_count_r_the_omen_bird_destroys_the_resonators_of_its_count() -> None:
    """FOW-EACH-COST-COUNT-R with TAT-034 (at the end of your turn an omen counter; at the beginning of your main
    phase, destroy all resonators with total cost equal to the number of omen counters on it): with one counter
    now, it has two at ann's next main phase, where bob's TST-R03 (total cost 2) is destroyed and his TST-R01
    (total cost 1) and the bird (3) stay."""
    assert entry("TAT-034")["supported"]
    state = real_started("TAT-034")
    bird = to_field(state, "ann", "TAT-034", counters={"omen": 1})
    herald, scout = to_field(state, "bob", "TST-R03"), to_field(state, "bob", "TST-R01")
    state = next_turn(next_turn(state))
    while state.phase != "main" or state.chase or state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.turn.player == "ann"
    assert herald in player(state, "bob").graveyard and scout in {e.id for e in player(state, "bob").field}
    assert bird in {e.id for e in player(state, "ann").field}


# -- FOW-GEM-ONE-ATTRIBUTE-R ----------------------------------------------------------------------------------


def test_fow_gem_one_attribute_r_the_j_ruler_gains_two_gems_of_one_attribute() -> None:
    """FOW-GEM-ONE-ATTRIBUTE-R with ADK-024J's entering ability (gain two gems of any one attribute; SDR1-010J and
    ACN-161J -- printed "any on attribute" -- read alike), given to the reference J-ruler: after ann's Judgment
    she chooses water once and has two water gems."""
    assert entry("ADK-024J")["supported"] and entry("SDR1-010J")["supported"] and entry("ACN-161J")["supported"]
    (enter,) = [a for a in card("ADK-024J")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"] == [{"op": "gain_gems", "any_attribute": True, "count": 2}]
    state = hero_started((), changed={"TST-RU1J": {"abilities": [enter]}})
    pool(state, "ann", light=2, void=1)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2, "void": 1}}})
    state = to_decision(state, "attribute", {})
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"}))
    assert list(player(state, "ann").gems or []) == ["water", "water"]


def test_fow_gem_one_attribute_r_gems_of_any_attribute_each_stay_refused() -> None:
    """FOW-GEM-ONE-ATTRIBUTE-R: "two gems of any attribute" (each of its own choice) is not read as one choice."""
    assert line_refusal("Gain two gems of any attribute.", "chant")


# -- FOW-ENTERS-COUNTERS-R ------------------------------------------------------------------------------------


def test_fow_enters_counters_r_two_counters_for_each_light_stone() -> None:
    """FOW-ENTERS-COUNTERS-R with LEL-006 (a resonator of no printed ATK/DEF entering with two [+100/+100] counters
    for each light magic stone you control): with one light magic stone (CMF-103) in ann's field it enters a
    200/200; with none it enters without counters, a 0/0 put into her graveyard."""
    assert entry("LEL-006")["supported"]
    assert card("LEL-006")["enters_counters"] == {"counter": "+100/+100", "amount": 2, "per": {"what": "magic_stone", "attributes": ["light"]}}
    for stones, survives in ((1, True), (0, False)):
        state = hero_started(("LEL-006",), stones=("CMF-103",))
        for _ in range(stones):
            to_field(state, "ann", "CMF-103")
        snow = to_hand(state, "ann", "LEL-006")
        state = resolve_all(play(state, "ann", snow))
        if survives:
            assert stats(state, snow)[:2] == (200, 200)
        else:
            assert snow in player(state, "ann").graveyard


def test_fow_move_counters_r_all_counters_of_the_other_j_resonators() -> None:
    """FOW-MOVE-COUNTERS-R with LEL-039 ([Enter]: move all [+100/+100] counters from other J/resonators to this
    card): entering with ann's flyer holding two counters and bob's herald one, the 700/800 resonator takes all
    three (1000/1100), theirs none are left."""
    assert entry("LEL-039")["supported"]
    (enter,) = [a for a in card("LEL-039")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"] == [{"op": "move_counters", "atk": 100, "def": 100, "every": True}]
    state = real_started("LEL-039")
    scout = to_field(state, "ann", "TST-R01", counters={"+100/+100": 2})
    herald = to_field(state, "bob", "TST-R03", counters={"+100/+100": 1})
    yasha = to_hand(state, "ann", "LEL-039")
    state = resolve_all(play(state, "ann", yasha))
    assert stats(state, yasha)[:2] == (1000, 1100)
    assert stats(state, scout)[:2] == (400, 400) and stats(state, herald)[:2] == (400, 600)
