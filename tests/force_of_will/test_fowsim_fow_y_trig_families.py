"""Automatic ability forms read by fow-y-trig (CR 906), each played with a real card named by id (the printed text
stays in ../shared):

- FOW-TRIG-RACE-GRAVEYARD-R: "whenever a <Race> is put into a graveyard from the field", of a race the database prints
  on resonators only (AO3-069, a field addition returning itself to its owner's hand; VS01-014 the resonator of the
  race destroyed).
- FOW-IF-YOU-DO-GONE-REMOVED-R: "remove that card from the game. If you do, <effect>" in an ability triggered by a resonator
  put into a graveyard from a field (RDE-080: a resonator token put only when the gone resonator was removed).
- FOW-COUNT-RACE-ENTITY-R: "draw X cards, where X is the number of other <Race> entities you control" (CST-014's
  [Enter] ability; TTW-005 another card of the race).
- FOW-NO-ATTRIBUTE-ENTITY-R: "destroy up to two target non-magic stone entities with no attribute" (CMB-021's [Enter]
  ability on the reference void resonator TST-R19 and void regalia TST-G02).
- FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: "remove two target resonators in your graveyard from the game. If you do, <effect>"
  (AOA-094's [Enter] ability: counters only when both were removed).
- FOW-AT-END-RECOVER-RACE-R: "target <Race> gets a recover at end of turn until end of turn" (ADK-035's [Enter] ability on
  another ADK-035, a card of its race).
- FOW-TARGET-RECOVER-NEXT-END-R: "target a <Race>; at the next end of turn recover it" (ACN-095's [Enter] ability on another
  ACN-095).
- FOW-TRIG-RACE-MISPRINT-R: a race printed with a dropped letter after an old-style trigger's comma (BFA-002, its
  [Enter] half played on VS01-014, a card of the race).
"""

from __future__ import annotations

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS, KNOWN_RACES
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_record, line_refusal
from .helpers import act, both_pass, code_of, full_deck, next_turn, player, pool, to_field, to_hand
from .real import ann_first, board_of, field, play, real_set, real_started, resolve_all, stats, to_decision

# -- FOW-TRIG-RACE-GRAVEYARD-R -------------------------------------------------------------------------------------


def _destroy(state: State, target: str) -> State:
    """Ann plays the reference chant TST-C10 (destroy target resonator) on ``target``."""
    will = {"darkness": 2, "void": 1}
    pool(state, "ann", **will)
    return act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C10"), "targets": [target], "payment": {"pool": will}})


def test_fow_trig_race_graveyard_r_is_read() -> None:
    """FOW-TRIG-RACE-GRAVEYARD-R: AO3-069 is supported; its trigger is the resonator event narrowed to the race."""
    assert entry("AO3-069")["supported"]
    (ability,) = [a for a in card("AO3-069")["abilities"] if a.get("trigger") == "resonator_to_graveyard"]
    assert ability["gone_races"] == ["Knight of the Round Table"] and ability["whose"] == "any"
    assert ability["effects"] == [{"op": "return_to_hand", "optional": True, "target": "self"}]


def _scenario() -> tuple[State, str, str, str]:
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"] |= {"TST-C10": 2, "AO3-069": 1}
    decks["bob"]["main"]["VS01-014"] = 1
    state = ann_first({"card_set": real_set("AO3-069", "VS01-014")}, decks, "y-trig")
    addition = to_field(state, "ann", "AO3-069")
    knight = to_field(state, "bob", "VS01-014")
    other = to_field(state, "bob", "TST-R11")
    return state, addition, knight, other


def test_fow_trig_race_graveyard_r_a_knight_returns_the_addition() -> None:
    """FOW-TRIG-RACE-GRAVEYARD-R (CR 906.1, 906.7b): bob's VS01-014 (of the race) destroyed by ann's chant: AO3-069's
    ability triggers for ann (any field), she chooses to return it, and it goes from her field to her hand."""
    state, addition, knight, _ = _scenario()
    state = to_decision(_destroy(state, knight), "may", {addition: []})
    assert state.to_act == ["ann"]
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert addition not in field(state, "ann") and addition in player(state, "ann").hand
    assert knight not in field(state, "bob")


def test_fow_trig_race_graveyard_r_another_race_triggers_nothing() -> None:
    """FOW-TRIG-RACE-GRAVEYARD-R: bob's TST-R11 (no such race) destroyed: no trigger, AO3-069 stays in ann's field;
    the knight destroyed and the return declined, it stays too."""
    state, addition, knight, other = _scenario()
    state = resolve_all(_destroy(state, other))
    assert not state.pending and addition in field(state, "ann") and other not in field(state, "bob")
    state = to_decision(_destroy(state, knight), "may", {addition: []})
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": False}))
    assert addition in field(state, "ann") and knight not in field(state, "bob")


def test_fow_trig_race_graveyard_r_a_race_of_other_types_stays_refused() -> None:
    """FOW-TRIG-RACE-GRAVEYARD-R: a race printed on another card type too (an invented Elf on a field addition) stays
    refused, and so does a card you control leaving your opponent's field; a resonator-only race is read."""
    races = KNOWN_RACES.set(frozenset({"Elf", "Gorgon"}))
    kinds = KNOWN_KINDS.set({"race:Elf": frozenset({"resonator", "field_addition"}), "race:Gorgon": frozenset({"resonator"})})
    try:
        assert "not a race the database prints on resonators only" in line_refusal("Whenever an Elf is put into a graveyard from the field >>> Draw two cards", "addition")
        assert "is no event" in line_refusal("Whenever a Gorgon you control is put into a graveyard from your opponent's field >>> Draw two cards", "addition")
        (ability,) = map_line("Whenever a Gorgon is put into a graveyard from your field >>> Draw two cards")
        assert ability["gone_races"] == ["Gorgon"] and ability["whose"] == "you"
    finally:
        KNOWN_KINDS.reset(kinds)
        KNOWN_RACES.reset(races)


def map_line(line: str) -> list[dict[str, object]]:
    record = line_record("addition")
    map_ability(normalize_line(line), record)
    return list(record["abilities"])


# -- FOW-IF-YOU-DO-GONE-REMOVED-R ----------------------------------------------------------------------------------


def _shadow_started() -> tuple[State, str]:
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"] |= {"TST-C10": 2, "RDE-080": 1}
    state = ann_first({"card_set": real_set("RDE-080")}, decks, "y-trig-gone")
    return state, to_field(state, "ann", "RDE-080")


def test_fow_if_you_do_gone_removed_r_is_read() -> None:
    """FOW-IF-YOU-DO-GONE-REMOVED-R: RDE-080 is supported: the gone resonator removed, then the token only if it was."""
    assert entry("RDE-080")["supported"]
    ability = card("RDE-080")["abilities"][0]
    assert ability["trigger"] == "resonator_to_graveyard" and ability["whose"] == "opponent"
    assert ability["effects"][0] == {"op": "from_graveyard", "target": "victim", "to": "removed"}
    assert ability["effects"][1]["op"] == "put_tokens" and ability["effects"][1]["condition"] == "if_you_do"


def test_fow_if_you_do_gone_removed_r_removed_then_a_token() -> None:
    """FOW-IF-YOU-DO-GONE-REMOVED-R (CR 906.10, 1004.1): bob's TST-R11 destroyed by ann's chant: RDE-080 (ann's field)
    removes it from bob's graveyard and puts a token into ann's field; ann's own TST-R16 destroyed triggers nothing."""
    state, shadow = _shadow_started()
    victim = to_field(state, "bob", "TST-R11")
    state = resolve_all(_destroy(state, victim))
    assert victim in player(state, "bob").removed and victim not in player(state, "bob").graveyard
    (token,) = field(state, "ann") - {shadow}
    assert token.split(":")[1] != "RDE-080"
    mine = to_field(state, "ann", "TST-R16")
    state = resolve_all(_destroy(state, mine))
    assert mine in player(state, "ann").graveyard and field(state, "ann") == {shadow, token}


def test_fow_if_you_do_gone_removed_r_gone_from_the_graveyard_no_token() -> None:
    """FOW-IF-YOU-DO-GONE-REMOVED-R (CR 104.2): the gone resonator leaves bob's graveyard before the ability resolves
    (put back into his hand): it is not removed, and no token is put."""
    state, shadow = _shadow_started()
    victim = to_field(state, "bob", "TST-R11")
    state = _destroy(state, victim)
    for _ in range(10):
        if state.pending or (state.chase and state.chase[-1].kind == "automatic"):
            break
        state = both_pass(state)
    bob = player(state, "bob")
    assert victim in bob.graveyard
    bob.graveyard.remove(victim)
    bob.hand.append(victim)
    state = resolve_all(state)
    assert victim in player(state, "bob").hand and victim not in player(state, "bob").removed
    assert field(state, "ann") == {shadow}


def test_fow_if_you_do_gone_removed_r_only_the_gone_resonator() -> None:
    """FOW-IF-YOU-DO-GONE-REMOVED-R: "that card" names the gone resonator only in a resonator-to-graveyard trigger; at
    end of turn it names nothing and stays refused."""
    assert "no vocabulary entry matches" in line_refusal("At end of turn >>> Remove that card from the game. If you do, draw three cards")


# -- FOW-COUNT-RACE-ENTITY-R -------------------------------------------------------------------------------


def test_fow_count_race_entity_r_is_read() -> None:
    """FOW-COUNT-RACE-ENTITY-R: CST-014 is supported; its draw counts the other cards of its race in its
    controller's field."""
    assert entry("CST-014")["supported"]
    (enter,) = [a for a in card("CST-014")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"] == [{"op": "draw", "amount": 1, "per": {"what": "entity", "other": True, "races": ["Fairy"]}}]


def test_fow_count_race_entity_r_draws_per_other_fairy() -> None:
    """FOW-COUNT-RACE-ENTITY-R (CR 307.6): ann controls a CST-014 and a TTW-005 (both of the race) and a
    TST-R11 (not); bob controls a TTW-005. Ann plays a second CST-014: it draws two cards (itself and bob's not
    counted)."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"] |= {"CST-014": 2, "TTW-005": 1}
    decks["bob"]["main"]["TTW-005"] = 1
    state = ann_first({"card_set": real_set("CST-014", "TTW-005")}, decks, "y-trig-count")
    to_field(state, "ann", "CST-014")
    to_field(state, "ann", "TTW-005")
    to_field(state, "ann", "TST-R11")
    to_field(state, "bob", "TTW-005")
    new = to_hand(state, "ann", "CST-014")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", new))
    assert new in field(state, "ann")
    assert len(player(state, "ann").hand) == hand - 1 + 2


def test_fow_count_race_entity_r_a_plural_race_is_not_guessed() -> None:
    """FOW-COUNT-RACE-ENTITY-R: a group that is no race of the database (the races known, as in an import) stays
    refused."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    token = KNOWN_RACES.set(frozenset({"Fairy"}))
    try:
        assert line_refusal("[Enter] >>> Draw X cards, where X is the number of other Pixie Folk entities you control")
    finally:
        KNOWN_RACES.reset(token)


# -- FOW-NO-ATTRIBUTE-ENTITY-R ---------------------------------------------------------------------------------------


def _gears_entered() -> tuple[State, dict[str, str]]:
    """Ann plays CMB-021 with bob's TST-R19, TST-G02 (no attribute) and TST-R11 (fire) in his field: its [Enter]
    ability waits for its targets."""
    state = real_started("CMB-021")
    bobs = {k: to_field(state, "bob", k) for k in ("TST-R19", "TST-G02", "TST-R11")}
    state = both_pass(play(state, "ann", to_hand(state, "ann", "CMB-021")))
    assert state.pending and state.pending[0].source.split(":")[1].startswith("CMB-021")
    return state, bobs


def test_fow_no_attribute_entity_r_is_read() -> None:
    """FOW-NO-ATTRIBUTE-ENTITY-R: CMB-021 is supported; its two optional targets are non-stone entities with no attribute."""
    assert entry("CMB-021")["supported"]
    (enter,) = card("CMB-021")["abilities"]
    assert enter["targets"] == [{"kind": "non_stone", "no_attribute": True, "optional": True}] * 2


def test_fow_no_attribute_entity_r_destroys_a_void_resonator_and_regalia() -> None:
    """FOW-NO-ATTRIBUTE-ENTITY-R (CR 209.3, 307.6): the [Enter] ability targets bob's TST-R19 and TST-G02 and destroys
    both; his fire TST-R11 stays."""
    state, bobs = _gears_entered()
    pending = state.pending[0]
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [bobs["TST-R19"], bobs["TST-G02"]]}))
    assert field(state, "bob") == {bobs["TST-R11"]}
    assert {bobs["TST-R19"], bobs["TST-G02"]} <= set(player(state, "bob").graveyard)


def test_fow_no_attribute_entity_r_a_fire_resonator_is_refused() -> None:
    """FOW-NO-ATTRIBUTE-ENTITY-R: bob's fire TST-R11 is refused as a target, citing FOW-NO-ATTRIBUTE-R."""
    state, bobs = _gears_entered()
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [bobs["TST-R11"], bobs["TST-G02"]]}) == "FOW-NO-ATTRIBUTE-R"


# -- FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R -------------------------------------------------------------------------------


def _experiment_entered() -> tuple[State, str, list[str]]:
    """Ann plays AOA-094 with TST-R11 and TST-R16 in her graveyard: its [Enter] ability waits for its two targets."""
    state = real_started("AOA-094")
    ann = player(state, "ann")
    gone = [to_hand(state, "ann", k) for k in ("TST-R11", "TST-R16")]
    for g in gone:
        ann.hand.remove(g)
        ann.graveyard.append(g)
    new = to_hand(state, "ann", "AOA-094")
    state = both_pass(play(state, "ann", new))
    assert state.pending and state.pending[0].source == new
    return state, new, gone


def test_fow_if_you_do_graveyard_removed_r_is_read() -> None:
    """FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: AOA-094 is supported: two removals, then the counters on "If you do"."""
    assert entry("AOA-094")["supported"]
    enter = card("AOA-094")["abilities"][0]
    assert [e["op"] for e in enter["effects"]] == ["from_graveyard", "from_graveyard", "put_counters"]
    assert enter["effects"][2]["condition"] == "if_you_do"


def test_fow_if_you_do_graveyard_removed_r_both_removed_counters() -> None:
    """FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R (CR 1004.1): both targets removed, AOA-094 gets two [+100/+100] counters."""
    state, new, gone = _experiment_entered()
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": gone}))
    assert set(gone) <= set(player(state, "ann").removed)
    assert stats(state, new)[:2] == (800, 800)


def test_fow_if_you_do_graveyard_removed_r_one_gone_no_counters() -> None:
    """FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R (CR 903.3a; ruling): one target leaves the graveyard before the ability resolves
    (back to ann's hand): the other is removed, and no counters are put."""
    state, new, gone = _experiment_entered()
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": gone})
    ann = player(state, "ann")
    ann.graveyard.remove(gone[0])
    ann.hand.append(gone[0])
    state = resolve_all(state)
    assert gone[1] in player(state, "ann").removed and gone[0] in player(state, "ann").hand
    assert stats(state, new)[:2] == (600, 600)


# -- FOW-AT-END-RECOVER-RACE-R ----------------------------------------------------------------------------------------


def _dragonoid_entered() -> tuple[State, str, str, str]:
    """Ann plays ADK-035 with a rested ADK-035 (of its race) and a rested TST-R11 in her field: its [Enter] ability waits."""
    state = real_started("ADK-035", copies=2)
    kin, other = to_field(state, "ann", "ADK-035", rested=True), to_field(state, "ann", "TST-R11", rested=True)
    new = to_hand(state, "ann", "ADK-035")
    state = both_pass(play(state, "ann", new))
    assert state.pending and state.pending[0].source == new
    return state, new, kin, other


def test_fow_at_end_recover_race_r_is_read() -> None:
    """FOW-AT-END-RECOVER-RACE-R: ADK-035 is supported: a target of its race recovered at the end of the turn."""
    assert entry("ADK-035")["supported"]
    (enter,) = card("ADK-035")["abilities"]
    assert enter["effects"] == [{"op": "at_end", "target": 0, "then": "recover"}]
    assert enter["targets"] == [{"kind": "entity", "races": ["Dragonoid"]}]


def test_fow_at_end_recover_race_r_recovers_at_end_of_turn() -> None:
    """FOW-AT-END-RECOVER-RACE-R (CR 906.8): the targeted rested ADK-035 recovers at the end of ann's turn; her rested
    TST-R11 stays rested."""
    state, _, kin, other = _dragonoid_entered()
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [kin]}))
    state = next_turn(state)
    board = board_of(state)
    kin_now, other_now = board.entity(kin), board.entity(other)
    assert kin_now is not None and other_now is not None
    assert not kin_now.rested and other_now.rested


def test_fow_at_end_recover_race_r_another_race_is_refused() -> None:
    """FOW-AT-END-RECOVER-RACE-R: TST-R11 (not of the race) is refused as the target."""
    state, _, _, other = _dragonoid_entered()
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [other]}) == "FOW-PLAY-1"


# -- FOW-TARGET-RECOVER-NEXT-END-R ------------------------------------------------------------------------------------


def test_fow_target_recover_next_end_r_is_read() -> None:
    """FOW-TARGET-RECOVER-NEXT-END-R: ACN-095 is supported: a target of its race, recovered at the next end of turn."""
    assert entry("ACN-095")["supported"]
    (enter,) = card("ACN-095")["abilities"]
    assert enter["effects"] == [{"op": "at_end", "target": 0, "then": "recover"}]
    assert enter["targets"] == [{"kind": "entity", "races": ["Elf"]}]


def test_fow_target_recover_next_end_r_recovers_and_refuses_another_race() -> None:
    """FOW-TARGET-RECOVER-NEXT-END-R (CR 906.8a): ann plays ACN-095 with a rested ACN-095 and a rested TST-R11 in her
    field; TST-R11 is refused as the target (FOW-PLAY-1); the other ACN-095 targeted is still rested after the ability
    resolves and recovers at the end of ann's turn, TST-R11 staying rested."""
    state = real_started("ACN-095", copies=2)
    kin, other = to_field(state, "ann", "ACN-095", rested=True), to_field(state, "ann", "TST-R11", rested=True)
    new = to_hand(state, "ann", "ACN-095")
    state = both_pass(play(state, "ann", new))
    pending = state.pending[0]
    assert pending.source == new
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [other]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [kin]}))
    before = board_of(state).entity(kin)
    assert before is not None and before.rested
    state = next_turn(state)
    kin_now, other_now = board_of(state).entity(kin), board_of(state).entity(other)
    assert kin_now is not None and other_now is not None
    assert not kin_now.rested and other_now.rested


# -- FOW-TRIG-RACE-MISPRINT-R -----------------------------------------------------------------------------------------


def test_fow_trig_race_misprint_r_is_read() -> None:
    """FOW-TRIG-RACE-MISPRINT-R: BFA-002 is supported: an [Enter] and an attack ability, each targeting a J/resonator of
    the race the misprint spells."""
    assert entry("BFA-002")["supported"]
    abilities = card("BFA-002")["abilities"]
    assert [a["trigger"] for a in abilities] == ["enter", "attacks"]
    assert all(a["targets"] == [{"kind": "j_resonator", "races": ["Knight of the Round Table"]}] for a in abilities)


def test_fow_trig_race_misprint_r_pumps_a_knight_not_another() -> None:
    """FOW-TRIG-RACE-MISPRINT-R: ann plays BFA-002 with VS01-014 (of the race) and TST-R11 in her field: TST-R11 is refused
    as the target (FOW-PLAY-1); VS01-014 gains [+400/+400]."""
    state = real_started("BFA-002", "VS01-014")
    knight, other = to_field(state, "ann", "VS01-014"), to_field(state, "ann", "TST-R11")
    new = to_hand(state, "ann", "BFA-002")
    state = both_pass(play(state, "ann", new))
    pending = state.pending[0]
    assert pending.source == new
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [other]}) == "FOW-PLAY-1"
    atk, def_ = stats(state, knight)[:2]
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [knight]}))
    assert stats(state, knight)[:2] == (atk + 400, def_ + 400)
