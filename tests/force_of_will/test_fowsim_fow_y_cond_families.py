"""Condition, count and filter forms read by fow-y-cond, each played with a real card named by id (the printed text
stays in ../shared):

- FOW-COND-PLAYER-MARK-R: "if you have [Passion]" / "[Calmness]" -- a continuous "You gain [<keyword>]" of a card
  its controller controls applies (AO3-025, AO3-033; the source an invented card, no imported card grants either).
- FOW-INVERT-RULER-R: "Invert your ruler" -- no ruler of the vocabulary turns over (AO3-025, AO3-033).
- FOW-COND-CONTRACT-RULER-R: "if you control a ruler under contract" -- never in the engine's games (NWE-001).
- FOW-COUNT-RACE-ENTITY-R: "the number of other <Race> entities you control" (CST-014).
- FOW-COND-ASTRAL-RULER-R: "only if you control an astral ruler" of a will ability (TST-097).
- FOW-COND-ATTACKS-N-R: "if J/resonators you control attacked two or more times this turn" (NWE-056).
- FOW-COND-RACES-LIST-R: "if your opponent controls a <A> resonator, an <B> resonator, or a <C> resonator" (MP01-044).
- FOW-IF-CONTROLLED-TARGET-R: "If you controlled the chosen target, <effect>" after the target is returned (CMB-035).
- FOW-COUNT-STONES-AND-ENTITIES-R: "for each magic stone and <attribute> entity you control with a [+A/+B] counter on
  it" (EDL-015, EDL-019).
- FOW-COND-CANCELLED-OPP-SPELL-R: "if you cancelled a spell your opponent controlled this turn" (LEL-053).
- FOW-COND-RETURNED-TO-HAND-R: "if a resonator you controlled was returned from the field to your hand this turn" (CMB-031;
  CMB-035 returns it).
- FOW-MODES-THIS-OPTION-ONLY-IF-R: "Choose this option only if <condition>" closing the second of two options (NWE-036,
  with FOW-COND-CONTRACT-RULER-R).
- FOW-COND-J-RULER-DESTROYED-R: "if a J-ruler your opponent controlled (you controlled) was destroyed this turn" (GRL-061).
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.sink import DetailedSink
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, full_deck, player, pool, to_field, to_hand
from .real import (
    ann_first,
    board_of,
    hero_started,
    j_ruler_to_field,
    judgment_action,
    paid_play,
    play,
    real_set,
    real_started,
    resolve_all,
    resolve_collecting,
)

# -- FOW-COND-PLAYER-MARK-R / FOW-INVERT-RULER-R -------------------------------------------------------------------

_MARKS = {"TST-PASSION": ("you_passion",), "TST-CALM": ("you_calmness",)}


def _marked_started(*ids: str) -> State:
    """Ann's first main phase with the real cards ``ids`` and two invented resonators, each granting its controller
    [Passion] (TST-PASSION) or [Calmness] (TST-CALM) by a continuous ability."""
    card_set = real_set(*ids, "TST-RU1")
    base = next(c for c in card_set["cards"] if c["id"] == "TST-R01")
    for card_id, flags in _MARKS.items():
        ability: dict[str, Any] = {"kind": "continuous", "text": "invented mark", **{flag: True for flag in flags}}
        card_set["cards"].append({**base, "id": card_id, "name": f"Invented {card_id}", "keywords": [], "text": "invented mark", "abilities": [ability]})
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        for card_id in (*ids, *_MARKS):
            deck["main"][card_id] = 1
    return ann_first({"card_set": card_set}, decks, "marks")


def _enter(state: State, card_id: str) -> tuple[State, list[dict[str, Any]], dict[str, int]]:
    """Ann plays ``card_id`` from her hand and everything resolves: its events and the counters on it."""
    state, events = resolve_collecting(play(state, "ann", to_hand(state, "ann", card_id)))
    (mine,) = [e for e in player(state, "ann").field if e.id.startswith(f"ann:{card_id}")]
    return state, events, {} if isinstance(mine.counters, msgspec.UnsetType) else dict(mine.counters)


def test_fow_cond_player_mark_r_is_read() -> None:
    """FOW-COND-PLAYER-MARK-R, FOW-INVERT-RULER-R: both spirits supported, the counters conditioned on the keyword, the
    ruler inverted unconditionally."""
    for card_id, mark in (("AO3-025", "passion"), ("AO3-033", "calmness")):
        assert entry(card_id)["supported"]
        enter = next(a for a in card(card_id)["abilities"] if a.get("trigger") == "enter")
        assert enter["effects"][0]["when"] == {"player_keyword": mark}
        assert enter["effects"][1] == {"op": "invert", "ruler": True}


def test_fow_cond_player_mark_r_with_passion() -> None:
    """FOW-COND-PLAYER-MARK-R with TST-PASSION in ann's field: AO3-025 enters with two [+100/+100] counters; her ruler
    does not turn over (FOW-INVERT-RULER-R's event)."""
    state = _marked_started("AO3-025")
    to_field(state, "ann", "TST-PASSION")
    state, events, counters = _enter(state, "AO3-025")
    assert counters == {"+100/+100": 2}
    (note,) = [e for e in events if e.get("rule") == "FOW-INVERT-RULER-R"]
    ruler = player(state, "ann").ruler
    assert note["player"] == "ann" and ruler is not None and note["card"] == ruler.id


def test_fow_cond_player_mark_r_without_it() -> None:
    """FOW-COND-PLAYER-MARK-R: no counters when ann lacks the keyword -- TST-PASSION in bob's field, or only [Calmness]
    for the [Passion] spirit; AO3-033 gets its counters from TST-CALM."""
    state = _marked_started("AO3-025", "AO3-033")
    to_field(state, "bob", "TST-PASSION")
    to_field(state, "ann", "TST-CALM")
    state, _, counters = _enter(state, "AO3-025")
    assert counters == {}
    _, _, counters = _enter(state, "AO3-033")
    assert counters == {"+100/+100": 2}


def test_fow_cond_player_mark_r_others_refused() -> None:
    """FOW-COND-PLAYER-MARK-R: only the two keywords of CR 1101.3 a player is granted; another keyword, or inverting
    another card, stays refused."""
    assert "the condition 'as long as you have [Swiftness]'" in line_refusal("[Enter] >>> If you have [Swiftness], draw a card.")
    assert "no vocabulary entry matches" in line_refusal("[Enter] >>> Invert target ruler.")
    assert "You gain [Passion] and [Passion]" in line_refusal("You gain [Passion] and [Passion].")


# -- FOW-COND-CONTRACT-RULER-R -------------------------------------------------------------------------------------


def test_fow_cond_contract_ruler_r_is_read() -> None:
    """FOW-COND-CONTRACT-RULER-R: NWE-001 supported, its draw conditioned on a ruler under contract."""
    assert entry("NWE-001")["supported"]
    assert {"op": "draw", "amount": 1, "when": {"contract_ruler": True}} in card("NWE-001")["effects"]


def test_fow_cond_contract_ruler_r_never_holds() -> None:
    """FOW-COND-CONTRACT-RULER-R: ann plays NWE-001; no ruler is under contract, so she draws nothing (her hand is as
    before less the chant), and bob is forbidden spells all the same."""
    state = real_started("NWE-001")
    before = len(player(state, "ann").hand)
    state, events = resolve_collecting(play(state, "ann", to_hand(state, "ann", "NWE-001")))
    assert len(player(state, "ann").hand) == before
    assert not [e for e in events if e.get("type") == "drew" or e.get("kind") == "drew"]


def test_fow_cond_contract_ruler_r_opponent_refused() -> None:
    """FOW-COND-CONTRACT-RULER-R: only a ruler under contract the controller controls is read."""
    assert "no vocabulary entry matches" in line_refusal("Draw a card. If your opponent controls a ruler under contract, draw two cards.", "chant")


# -- FOW-COUNT-RACE-ENTITY-R ---------------------------------------------------------------------------------------


def test_fow_count_race_entity_r_is_read() -> None:
    """FOW-COUNT-RACE-ENTITY-R: CST-014 supported, its draw counting the other Fairy entities of its controller."""
    assert entry("CST-014")["supported"]
    (enter,) = [a for a in card("CST-014")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"][0]["per"] == {"what": "entity", "races": ["Fairy"], "other": True}


def test_fow_count_race_entity_r_counts_the_others() -> None:
    """FOW-COUNT-RACE-ENTITY-R: a first CST-014 and a non-Fairy resonator in ann's field, a copy in bob's: the second
    copy entering draws one card (itself and the others not counted)."""
    state = real_started("CST-014", copies=2)
    to_field(state, "ann", "CST-014")
    to_field(state, "ann", "TST-R01")
    to_field(state, "bob", "CST-014")
    instance = to_hand(state, "ann", "CST-014")
    before = len(player(state, "ann").hand)
    state, _ = resolve_collecting(play(state, "ann", instance))
    assert len(player(state, "ann").hand) == before - 1 + 1


def test_fow_count_race_entity_r_rulers_refused() -> None:
    """FOW-COUNT-RACE-ENTITY-R: "other <Race> rulers or entities" stays refused."""
    assert "is not in the vocabulary" in line_refusal("[Enter] >>> Draw X cards, where X is the number of other Elf rulers or entities you control.")


# -- FOW-COND-J-RULER-DESTROYED-R ----------------------------------------------------------------------------------


def _destroy_j_ruler(state: State, pid: str) -> None:
    """``pid``'s ruler put into the field as a J-ruler and destroyed there (as by an effect)."""
    j_ruler = j_ruler_to_field(state, pid)
    entity = next(e for e in player(state, pid).field if e.id == j_ruler)
    assert destroy(board_of(state), entity, [])


def _pay(state: State, instance: str, will: dict[str, int]) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": {"pool": will}}


def test_fow_cond_j_ruler_destroyed_r_is_read() -> None:
    """FOW-COND-J-RULER-DESTROYED-R: GRL-061 supported, its decrease conditioned on the opponent's J-ruler destroyed."""
    assert entry("GRL-061")["supported"]
    assert card("GRL-061")["play_less"]["when"] == {"j_ruler_destroyed": "opponent"}


def test_fow_cond_j_ruler_destroyed_r_after_bobs_j_ruler() -> None:
    """FOW-COND-J-RULER-DESTROYED-R: bob's J-ruler destroyed this turn -- GRL-061 (cost {B}{B}{1}) is played for {B}; the
    turn's record names bob."""
    state = real_started("GRL-061")
    spell = to_hand(state, "ann", "GRL-061")
    assert code_of(state, _pay(state, spell, {"darkness": 1})) == "FOW-WILL-3"
    _destroy_j_ruler(state, "bob")
    assert state.turn.j_ruler_destroyed == ["bob"]
    state = act(state, _pay(state, spell, {"darkness": 1}))
    assert spell not in player(state, "ann").hand


def test_fow_cond_j_ruler_destroyed_r_own_j_ruler_refused() -> None:
    """FOW-COND-J-RULER-DESTROYED-R: ann's own J-ruler destroyed is not her opponent's -- {B} alone is refused
    (FOW-WILL-3); a forged record naming no player of the game is refused by the state check."""
    state = real_started("GRL-061")
    spell = to_hand(state, "ann", "GRL-061")
    _destroy_j_ruler(state, "ann")
    assert state.turn.j_ruler_destroyed == ["ann"]
    assert code_of(state, _pay(state, spell, {"darkness": 1})) == "FOW-WILL-3"
    forged = msgspec.convert(msgspec.to_builtins(state), State)
    forged.turn.j_ruler_destroyed = ["ann", "ann"]
    sink = DetailedSink()
    GAME.check_state(forged, sink)
    assert any("listed once" in e.message for e in sink.errors)
    assert "no vocabulary entry matches" in line_refusal("Draw a card. If a J-ruler your opponent owned was destroyed this turn, draw two cards.", "chant")


# -- FOW-COND-ASTRAL-RULER-R ---------------------------------------------------------------------------------------


def _astral_started() -> tuple[State, str]:
    """Ann's first main phase, her ruler TST-RU2 (no [Imperishable]), TST-097 (in her magic stone deck) in her field: the
    state and the stone."""
    decks = {"ann": full_deck("TST-RU2"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"]["TST-097"] = 1
    state = ann_first({"card_set": real_set("TST-097", "TST-RU1")}, decks, "astral")
    return state, to_field(state, "ann", "TST-097")


def _produces(state: State, stone: str) -> list[list[str]]:
    board = board_of(state)
    entity = board.entity(stone)
    assert entity is not None
    return [list(option.produce) for option in board.will_options(entity)]


def test_fow_cond_astral_ruler_r_is_read() -> None:
    """FOW-COND-ASTRAL-RULER-R: TST-097 supported, its will of any attribute conditioned on an astral ruler."""
    assert entry("TST-097")["supported"]
    assert [a.get("when") for a in card("TST-097")["abilities"]][-1] == {"ruler_astral": True}


def test_fow_cond_astral_ruler_r_after_the_j_ruler_destroyed() -> None:
    """FOW-COND-ASTRAL-RULER-R: ann's J-ruler destroyed returns astral (FOW-JUDG-3): TST-097 then produces any attribute,
    and a produce_will of fire is accepted."""
    state, stone = _astral_started()
    _destroy_j_ruler(state, "ann")
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.astral
    assert _produces(state, stone)[-1] == ["light", "fire", "water", "wind", "darkness"]
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}) is None


def test_fow_cond_astral_ruler_r_not_astral_refused() -> None:
    """FOW-COND-ASTRAL-RULER-R: ann's ruler not astral (in its area, or in the field as a J-ruler): only {B}; fire is
    refused with FOW-WILL-ONLY-IF-R."""
    state, stone = _astral_started()
    assert _produces(state, stone) == [["darkness"]]
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"
    j_ruler_to_field(state, "ann")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"


# -- FOW-COND-ATTACKS-N-R ------------------------------------------------------------------------------------------


def test_fow_cond_attacks_n_r_is_read() -> None:
    """FOW-COND-ATTACKS-N-R: NWE-056 supported, its free play conditioned on two or more attacks of ann's J/resonators."""
    assert entry("NWE-056")["supported"]
    assert card("NWE-056")["play_less"]["when"] == {"count": {"what": "j_resonator", "zone": "attacked"}, "at_least": 2}


def test_fow_cond_attacks_n_r_after_two_attacks() -> None:
    """FOW-COND-ATTACKS-N-R: one attack of ann's leaves NWE-056's cost whole (paying nothing refused, FOW-WILL-3); a second
    one (the same resonator, its record kept twice) lets her play it paying nothing."""
    state = real_started("NWE-056")
    spell = to_hand(state, "ann", "NWE-056")
    attacker = to_field(state, "ann", "TST-R01")
    state.turn.attacked = [f"ann/{attacker}"]
    assert code_of(state, _pay(state, spell, {})) == "FOW-WILL-3"
    state.turn.attacked = [*state.turn.attacked, f"ann/{attacker}"]
    state = act(state, _pay(state, spell, {}))
    assert spell not in player(state, "ann").hand


def test_fow_cond_attacks_n_r_other_wordings_refused() -> None:
    """FOW-COND-ATTACKS-N-R: only "N or more times"; an exact number of attacks stays refused."""
    assert "is not in the vocabulary" in line_refusal("You may play this card without paying its cost if J/resonators you control attacked exactly two times this turn.", "addition")


# -- FOW-COND-RACES-LIST-R -----------------------------------------------------------------------------------------


def test_fow_cond_races_list_r_is_read() -> None:
    """FOW-COND-RACES-LIST-R: MP01-044 supported, its Judgment paid with nothing while the opponent controls a resonator of
    one of the three races."""
    assert entry("MP01-044")["supported"]
    judgment = card("MP01-044")["judgment"]
    assert judgment["instead"] == {} and judgment["instead_when"] == {"count": {"what": "resonator", "whose": "opponent", "races": ["Vampire", "Immortal", "Werewolf"]}, "at_least": 1}


def test_fow_cond_races_list_r_judgment_for_nothing() -> None:
    """FOW-COND-RACES-LIST-R: MP01-044's Judgment, as read, given to the reference ruler: paying nothing is refused until
    bob's Vampire (TST-R17) is in the field; then it is accepted."""
    judgment = card("MP01-044")["judgment"]
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}})
    assert code_of(state, judgment_action(state, {})) == "FOW-WILL-3"
    to_field(state, "ann", "TST-R17")
    assert code_of(state, judgment_action(state, {})) == "FOW-WILL-3"
    to_field(state, "bob", "TST-R17")
    state = act(state, judgment_action(state, {}))
    assert state.chase


def test_fow_cond_races_list_r_repeated_race_refused() -> None:
    """FOW-COND-RACES-LIST-R: a list naming one race twice is no list of three races: refused."""
    line = "[Judgment]{G}{1}. You pay {0} rather than pay this cost if your opponent controls a Vampire resonator, a Vampire resonator, or an Elf resonator."
    assert "the condition 'as long as your opponent controls a Vampire resonator, a Vampire" in line_refusal(line, "ruler")


# -- FOW-IF-CONTROLLED-TARGET-R ------------------------------------------------------------------------------------


def _hologram(target_owner: str) -> tuple[State, int, str]:
    """Ann plays CMB-035 with a TST-R01 of ``target_owner``'s in the field, its [Enter] ability targeting that card: the
    state after everything resolved, ann's hand size before, and the target."""
    state = real_started("CMB-035")
    target = to_field(state, target_owner, "TST-R01")
    instance = to_hand(state, "ann", "CMB-035")
    before = len(player(state, "ann").hand) - 1
    state = resolve_all(play(state, "ann", instance), {instance: [target]})
    return state, before, target


def test_fow_if_controlled_target_r_is_read() -> None:
    """FOW-IF-CONTROLLED-TARGET-R: CMB-035 supported, its draw conditioned on the controller of the returned target."""
    assert entry("CMB-035")["supported"]
    (enter,) = [a for a in card("CMB-035")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"][1] == {"op": "draw", "amount": 1, "when": {"target_controlled": True}}


def test_fow_if_controlled_target_r_own_target_draws() -> None:
    """FOW-IF-CONTROLLED-TARGET-R: ann's own resonator returned to her hand -- she controlled it as it left: she draws one
    (her hand: the resonator and the card drawn)."""
    state, before, target = _hologram("ann")
    hand = player(state, "ann").hand
    assert target in hand and len(hand) == before + 2


def test_fow_if_controlled_target_r_opponents_target_no_draw() -> None:
    """FOW-IF-CONTROLLED-TARGET-R: bob's resonator returned to bob's hand -- ann did not control it: no draw."""
    state, before, target = _hologram("bob")
    assert target in player(state, "bob").hand and len(player(state, "ann").hand) == before


def test_fow_if_controlled_target_r_opponent_wording_refused() -> None:
    """FOW-IF-CONTROLLED-TARGET-R: only "you controlled"; "your opponent controlled the chosen target" stays refused."""
    line = "[Enter] >>> Rest target resonator. If your opponent controlled the chosen target, draw a card."
    assert "no vocabulary entry matches" in line_refusal(line, "addition")


# -- FOW-COUNT-STONES-AND-ENTITIES-R -------------------------------------------------------------------------------


def test_fow_count_stones_and_entities_r_is_read() -> None:
    """FOW-COUNT-STONES-AND-ENTITIES-R: both dragons supported, their decrease counting stones and light entities with a
    [+100/+100] counter."""
    for card_id in ("EDL-015", "EDL-019"):
        assert entry(card_id)["supported"]
        assert card(card_id)["play_less"]["per"] == {"what": "entity", "attributes": ["light"], "or_stones": True, "with_counter": "+100/+100"}


def test_fow_count_stones_and_entities_r_two_counted() -> None:
    """FOW-COUNT-STONES-AND-ENTITIES-R: a fire magic stone and a light resonator with a [+100/+100] counter count, a light
    resonator without one and a fire resonator with one do not, nor bob's: EDL-019 ({W}{W}{W}) is paid with {W}, not
    with nothing (FOW-WILL-3)."""
    state = real_started("EDL-019")
    spell = to_hand(state, "ann", "EDL-019")
    for pid, card_id, counters in (("ann", "TST-ST-R", 1), ("ann", "TST-R01", 2), ("ann", "TST-R02", 0), ("ann", "TST-R11", 1), ("bob", "TST-R01", 1)):
        to_field(state, pid, card_id, **({"counters": {"+100/+100": counters}} if counters else {}))
    assert code_of(state, _pay(state, spell, {})) == "FOW-WILL-3"
    state = act(state, _pay(state, spell, {"light": 1}))
    assert spell not in player(state, "ann").hand


def test_fow_count_stones_and_entities_r_other_counters_refused() -> None:
    """FOW-COUNT-STONES-AND-ENTITIES-R: counters of another shape (a named counter) stay refused."""
    line = "You may pay {W} less to play this card for each magic stone and light entity you control with a charge counter on it."
    assert "is not in the vocabulary" in line_refusal(line)


# -- FOW-COND-CANCELLED-OPP-SPELL-R --------------------------------------------------------------------------------


def test_fow_cond_cancelled_opp_spell_r_is_read() -> None:
    """FOW-COND-CANCELLED-OPP-SPELL-R: LEL-053 supported, its decrease conditioned on a spell of the opponent cancelled."""
    assert entry("LEL-053")["supported"]
    assert card("LEL-053")["play_less"]["when"] == {"cancelled_opponent_spell": True}


def test_fow_cond_cancelled_opp_spell_r_bob_cancels_anns_chant() -> None:
    """FOW-COND-CANCELLED-OPP-SPELL-R: ann plays TST-C12, bob cancels it with TST-C02: the record names bob; bob then plays
    LEL-053 ({W}{G}{2}) for {2} -- ann, who cancelled nothing, could not have."""
    state = real_started("LEL-053")
    chant = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state = act(state, {"type": "pass", "player": "ann"})
    counter = to_hand(state, "bob", "TST-C02")
    pool(state, "bob", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "bob", "card": counter, "targets": [state.chase[-1].id], "payment": {"pool": {"light": 1, "void": 1}}})
    state = resolve_all(state)
    assert state.turn.cancelled_opponent_spell == ["bob"] and chant in player(state, "ann").graveyard
    mine = to_hand(state, "ann", "LEL-053")
    pool(state, "ann", void=2)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": mine, "targets": [], "payment": {"pool": {"void": 2}}}) == "FOW-WILL-3"
    state = act(state, {"type": "pass", "player": "ann"})
    spell = to_hand(state, "bob", "LEL-053")
    pool(state, "bob", void=2)
    state = act(state, {"type": "play_card", "player": "bob", "card": spell, "targets": [], "payment": {"pool": {"void": 2}}})
    assert spell not in player(state, "bob").hand


def test_fow_cond_cancelled_opp_spell_r_forged_record_refused() -> None:
    """FOW-COND-CANCELLED-OPP-SPELL-R: a record naming a player twice is refused by the state check; "your opponent
    cancelled" stays refused at import."""
    state = real_started("LEL-053")
    forged = msgspec.convert(msgspec.to_builtins(state), State)
    forged.turn.cancelled_opponent_spell = ["bob", "bob"]
    sink = DetailedSink()
    GAME.check_state(forged, sink)
    assert any("listed once" in e.message for e in sink.errors)
    line = "You may pay {1} less to play this card if your opponent cancelled a spell you controlled this turn."
    assert "is not in the vocabulary" in line_refusal(line)


# -- FOW-COND-RETURNED-TO-HAND-R -----------------------------------------------------------------------------------


def test_fow_cond_returned_to_hand_r_is_read() -> None:
    """FOW-COND-RETURNED-TO-HAND-R: CMB-031 supported, its cost {0} conditioned on a resonator of ann's returned."""
    assert entry("CMB-031")["supported"]
    assert card("CMB-031")["play_less"]["when"] == {"resonator_returned": True}


def _after_hologram(target_owner: str) -> State:
    state = real_started("CMB-035", "CMB-031")
    target = to_field(state, target_owner, "TST-R01")
    instance = to_hand(state, "ann", "CMB-035")
    return resolve_all(play(state, "ann", instance), {instance: [target]})


def test_fow_cond_returned_to_hand_r_for_nothing() -> None:
    """FOW-COND-RETURNED-TO-HAND-R: CMB-035 returns ann's own resonator to her hand: the record names ann, and CMB-031 is
    played paying nothing."""
    state = _after_hologram("ann")
    assert state.turn.resonator_returned == ["ann"]
    spell = to_hand(state, "ann", "CMB-031")
    state = act(state, _pay(state, spell, {}))
    assert spell not in player(state, "ann").hand


def test_fow_cond_returned_to_hand_r_opponents_resonator_refused() -> None:
    """FOW-COND-RETURNED-TO-HAND-R: bob's resonator returned to bob's hand counts for nobody ann-side: CMB-031 for nothing
    is refused (FOW-WILL-3)."""
    state = _after_hologram("bob")
    assert state.turn.resonator_returned in (msgspec.UNSET, ["bob"])
    spell = to_hand(state, "ann", "CMB-031")
    assert code_of(state, _pay(state, spell, {})) == "FOW-WILL-3"


# -- FOW-MODES-THIS-OPTION-ONLY-IF-R -------------------------------------------------------------------------------


def test_fow_modes_this_option_only_if_r_is_read() -> None:
    """FOW-MODES-THIS-OPTION-ONLY-IF-R: NWE-036 supported, its second option conditioned on a ruler under contract."""
    assert entry("NWE-036")["supported"]
    modes = card("NWE-036")["modes"]
    assert len(modes) == 2 and "when" not in modes[0] and modes[1]["when"] == {"contract_ruler": True}


def test_fow_modes_this_option_only_if_r_second_refused() -> None:
    """FOW-MODES-THIS-OPTION-ONLY-IF-R with FOW-COND-CONTRACT-RULER-R: no ruler is under contract, so NWE-036's second option
    (destroying bob's resonator) is refused with FOW-MODES-ONLY-IF-R."""
    state = real_started("NWE-036")
    victim = to_field(state, "bob", "TST-R01")
    play_second = paid_play(state, "ann", "NWE-036") | {"mode": 1, "targets": [victim]}
    assert code_of(state, play_second) == "FOW-MODES-ONLY-IF-R"


def test_fow_modes_this_option_only_if_r_three_options_refused() -> None:
    """FOW-MODES-THIS-OPTION-ONLY-IF-R: after the last of three options it stays refused."""
    line = "Choose one - Draw a card; or draw two cards; or destroy target addition. Choose this option only if you control two rulers under contract."
    assert "with 3 options is not in the vocabulary" in line_refusal(line, "chant")
