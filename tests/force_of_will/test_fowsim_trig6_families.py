"""Automatic abilities on trigger conditions the vocabulary did not read before (fow-trig6), each played
with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.ability.normalize import normalize_line
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, raw_card
from .helpers import act, both_pass, player, pool, to_field, to_hand
from .real import board_of, field, real_started, resolve_all, ruler_game, ruler_of


def _cast(state: State, pid: str, def_id: str, will: dict[str, int]) -> State:
    """``pid`` plays the reference card ``def_id`` from the hand, paying ``will``."""
    pool(state, pid, **will)
    return act(state, {"type": "play_card", "player": pid, "card": to_hand(state, pid, def_id), "targets": [], "payment": {"pool": will}})


def _to_step(state: State, turn_player: str, phase: str) -> State:
    """Everyone passes (a discard asked for discards the first card) until ``turn_player``'s ``phase``
    begins and its triggers are pending or played (the first decision in that phase)."""
    for _ in range(80):
        if state.turn.player == turn_player and state.phase == phase:
            return state
        if state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError(f"{turn_player}'s {phase} phase did not begin")


def test_fow_trig_each_player_r_that_player_banishes_a_resonator() -> None:
    """FOW-TRIG-EACH-PLAYER-R with PofA-050 (as each player's turn begins that player banishes a resonator):
    ann's addition triggers as bob's turn begins and bob (not ann) banishes one of his resonators; as
    ann's next turn begins it triggers again and ann banishes one of hers."""
    assert entry("PofA-050")["supported"]
    assert [a["trigger"] for a in card("PofA-050")["abilities"]] == ["your_turn", "opponent_turn"]
    state = real_started("PofA-050")
    to_field(state, "ann", "PofA-050")
    mine = to_field(state, "ann", "TST-R03")
    his = to_field(state, "bob", "TST-R03")
    for turn_player, ability, banished in (("bob", 1, his), ("ann", 0, mine)):
        state = _to_step(state, turn_player, "draw")
        assert [(i.controller, i.ability) for i in state.chase] == [("ann", ability)]
        state = both_pass(state)
        assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == turn_player
        state = act(state, {"type": "banish", "player": turn_player, "card": banished})
        assert banished in player(state, turn_player).graveyard
        assert (mine in field(state, "ann")) == (turn_player == "bob")


def test_fow_trig_each_player_r_main_phase_only_and_the_old_form() -> None:
    """FOW-TRIG-EACH-PLAYER-R with WOM-099 (each player loses 400 life as their main phase begins): nothing
    triggers as bob's turn (draw phase) begins; as bob's main phase begins bob loses 400, ann nothing.
    BFA-062's old "At the beginning of each player's turn, that player ..." reads as PofA-050; TST-090
    discards at random; a "that player" sentence of several actions (CMB-059) stays refused."""
    assert entry("WOM-099")["supported"] and entry("TST-090")["supported"] and entry("BFA-062")["supported"]
    assert [a["effects"] for a in card("BFA-062")["abilities"]] == [a["effects"] for a in card("PofA-050")["abilities"]]
    assert [a["effects"][0].get("random") for a in card("TST-090")["abilities"]] == [True, True]
    state = real_started("WOM-099")
    to_field(state, "ann", "WOM-099")
    state = _to_step(state, "bob", "draw")
    assert not state.pending and not state.chase
    state = _to_step(state, "bob", "main")
    assert [(i.controller, i.ability) for i in state.chase] == [("ann", 1)]
    state = act(state, {"type": "pass", "player": "bob"})
    state = act(state, {"type": "pass", "player": "ann"})
    assert player(state, "bob").life == 3600 and player(state, "ann").life == 4000
    line = next(t for t in raw_card("CMB-059")["abilities"] if t.startswith("At the beginning of each player's turn"))
    with pytest.raises(Unsupported):
        map_ability(normalize_line(line), {"types": ["addition"], "abilities": [], "effects": [], "targets": [], "keywords": []})


def test_fow_trig_played_rune_r_never_triggers_without_a_rune_deck() -> None:
    """FOW-TRIG-PLAYED-RUNE-R with SNV-008 (draws whenever its controller plays a rune): read as a played
    trigger of the card type rune; ann plays a chant (TST-C12) and a resonator (TST-R01) and it never
    triggers (no pending ability, no card drawn). A rune played by the opponent stays refused."""
    assert entry("SNV-008")["supported"]
    assert [a.get("played") for a in card("SNV-008")["abilities"] if a["kind"] == "automatic"] == [{"types": ["rune"]}]
    state = real_started("SNV-008")
    to_field(state, "ann", "SNV-008")
    hand = len(player(state, "ann").hand)
    for spell, will in (("TST-C12", {"light": 1, "void": 1}), ("TST-R01", {"light": 1})):
        state = _cast(state, "ann", spell, will)
        assert not state.pending and [i.card.partition(":")[2].rpartition("#")[0] for i in state.chase] == [spell]
        state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand and player(state, "ann").life == 4600
    with pytest.raises(Unsupported):
        map_ability("Whenever your opponent plays a rune >>> Draw a card.", {"types": ["resonator"], "abilities": [], "effects": [], "targets": [], "keywords": []})


def _attacks(attacker_id: str) -> tuple[State, str, str]:
    """Ann's RDE-062 and the ``attacker_id`` resonator (RDE-062 itself when so named) in the field; that one
    attacks bob, who has a recovered TST-R03: the state, ann's RDE-062 and bob's resonator."""
    state = real_started("RDE-062")
    chick = to_field(state, "ann", "RDE-062")
    attacker = chick if attacker_id == "RDE-062" else to_field(state, "ann", attacker_id)
    his = to_field(state, "bob", "TST-R03")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}), chick, his


def test_fow_trig_rested_r_whenever_this_card_becomes_rested() -> None:
    """FOW-TRIG-RESTED-R with RDE-062 (whenever it becomes rested its controller may rest a target
    resonator): ann's RDE-062 attacks (rests), its ability triggers and rests bob's TST-R03."""
    assert entry("RDE-062")["supported"]
    state, chick, his = _attacks("RDE-062")
    assert [(p.controller, p.source) for p in state.pending] == [("ann", chick)]
    state = both_pass(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [his]}))
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    entity = board_of(state).entity(his)
    assert entity is not None and entity.rested


def test_fow_trig_rested_r_another_card_resting_does_not_trigger_it() -> None:
    """FOW-TRIG-RESTED-R: another of ann's resonators (TST-R03) attacking rests only itself; RDE-062 stays
    recovered and nothing triggers."""
    state, chick, his = _attacks("TST-R03")
    assert not state.pending and not state.chase
    chick_entity, his_entity = board_of(state).entity(chick), board_of(state).entity(his)
    assert chick_entity is not None and not chick_entity.rested and his_entity is not None and not his_entity.rested


def test_fow_trig_played_r_a_rulers_ability_from_its_ruler_area() -> None:
    """FOW-TRIG-PLAYED-R and FOW-RULER-AREA-R with the ruler EDL-074 (whenever its player plays a chant,
    recover a target magic stone they control; once per turn): ann plays a resonator (TST-R01) and
    nothing triggers; she plays a chant (TST-C12) and the ruler's ability triggers from its ruler area and
    recovers her rested stone; a second chant that turn does not trigger it."""
    assert entry("EDL-074")["supported"]
    state = ruler_game("EDL-074", "played-chant")
    stone = to_field(state, "ann", "TST-ST-W")
    board_of(state).entity(stone).rested = True  # type: ignore[union-attr]
    state = _cast(state, "ann", "TST-R01", {"light": 1})
    assert not state.pending
    state = resolve_all(state)
    state = _cast(state, "ann", "TST-C12", {"light": 1, "void": 1})
    assert [(p.controller, p.source, p.ruler_area) for p in state.pending] == [("ann", ruler_of(state, "ann").id, True)]
    state = resolve_all(state, {ruler_of(state, "ann").id: [stone]})
    entity = board_of(state).entity(stone)
    assert entity is not None and not entity.rested
    state = _cast(state, "ann", "TST-C12", {"light": 1, "void": 1})
    assert not state.pending
