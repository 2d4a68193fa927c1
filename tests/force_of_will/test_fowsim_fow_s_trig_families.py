"""Automatic abilities' trigger forms read by fow-s-trig, each played with a real card named by id (the printed text
stays in ../shared):

- FOW-GUIDANCE-R: the trigger of guidance counters put on this card, then "- [Guidance] (N): <effects>" texts
  (ADW-001, ADW-036; the counters put by ADW-083's [Enter] and the chant ADW-008).
- FOW-ENTERING-GAINS-R: "when another J/resonator enters your field >>> it gains [+A/+B] until end of turn" (CFC-007).
- FOW-GRAVEYARD-NAMED-FIELD-R: "you may put a card named <name> from your graveyard into the field" (MP01-083).
- FOW-TRIG-GRAVEYARD-REMOVED-R: "when this card in your graveyard is removed from the game" (TSW-134, removed by TSW-128).
- FOW-TRIG-JRULER-RUNE-DAMAGES-R: "whenever a J/ruler or rune you control deals damage to your opponent >>> put this card
  from your graveyard into your hand" (DBV-029).
- FOW-TRIG-TOKEN-GRAVEYARD-R: "when a resonator token you control is put into a graveyard from the field >>> put this card
  from your graveyard into the field" (NWE-022; the token of SNV-093, destroyed by TAT-088).
- FOW-TRIG-ALLY-TARGETED-CHANT-R: "when a J/resonator you control is targeted by a chant spell or ability your opponent
  controls >>> you may banish this card; if you do, cancel it" (NDR-028; bob's chant VIN003-063, addition MPR-013).
- FOW-TARGET-ENTITY-WORDS-R: "target non-magic stone, non-J/resonator card" (ENW-065; bob's field addition NDR-028).
- FOW-GEM-LIST-R: "gain a <A> gem, <B> gem, ..." (ADK-009's enter trigger).
- FOW-TRIG-COUNTERS-PUT-ENTITY-R: "whenever one or more [+100/+100] counters are put on this card" of an addition (EDL-016;
  the counters put by EDL-014's [Enter]).
"""

from __future__ import annotations

import copy

import msgspec

from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, to_field, to_graveyard, to_hand
from .real import (
    battle_to_end,
    field,
    j_ruler_to_field,
    paid_play,
    play,
    real_started,
    resolve_all,
    resolve_collecting,
    stack_on_top,
    stats,
)


def _guidance(state: State, card_id: str) -> int:
    counters = next(e for p in state.players for e in p.field if e.id == card_id).counters
    return 0 if not counters else counters.get("guidance", 0)


def _until_pending(state: State) -> State:
    """Everyone passes until an automatic ability waits to be played."""
    while not state.pending:
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    return state


def test_fow_guidance_r_reads_the_texts_as_options() -> None:
    """FOW-GUIDANCE-R at import: ADW-001 (resonator), ADW-007 (addition), ADW-036 and ADW-053 are supported; ADW-001's
    ability has one option per [Guidance] text and one more for both in a row, its numbers 1 and 2."""
    for card_id in ("ADW-001", "ADW-007", "ADW-036", "ADW-053"):
        assert entry(card_id)["supported"], card_id
    ability = next(a for a in card("ADW-001")["abilities"] if a.get("trigger") == "guidance_put")
    assert ability["guidance"] == [1, 2]
    assert [m.get("combines", []) for m in ability["modes"]] == [[], [], [0, 1]]
    assert [[e["op"] for e in m["effects"]] for m in ability["modes"]] == [["produce"], ["draw"], ["produce", "draw"]]


def test_fow_guidance_r_two_counters_play_both_texts() -> None:
    """FOW-GUIDANCE-R with ADW-001 (no counter on it) and ADW-083, whose [Enter] puts two guidance counters on ADW-001: the
    count passes 1 and 2, so the ability is played with both texts -- ann gets the light will and draws two cards."""
    state = real_started("ADW-001", "ADW-083")
    hero = to_field(state, "ann", "ADW-001")
    hand = len(player(state, "ann").hand)
    state = play(state, "ann", to_hand(state, "ann", "ADW-083"))
    state = _until_pending(state)
    state = resolve_all(state, {state.pending[0].source: [hero]})
    assert _guidance(state, hero) == 2
    assert player(state, "ann").pool.get("light", 0) == 1
    assert len(player(state, "ann").hand) == hand + 2


def test_fow_guidance_r_passed_number_only() -> None:
    """FOW-GUIDANCE-R with ADW-001 holding one guidance counter: the chant ADW-008 puts one more (the count passes 2
    only), so ADW-001 draws two and makes no will; a third counter passes no number: the ability is not played."""
    state = real_started("ADW-001", "ADW-008", copies=2)
    hero = to_field(state, "ann", "ADW-001", counters={"guidance": 1})
    hand = len(player(state, "ann").hand)
    state = play(state, "ann", to_hand(state, "ann", "ADW-008"), [hero])
    state = resolve_all(state)
    assert _guidance(state, hero) == 2
    assert not player(state, "ann").pool or not player(state, "ann").pool.get("light")
    assert len(player(state, "ann").hand) == hand + 1 + 2  # the chant's card, then ADW-001's two
    state = play(state, "ann", to_hand(state, "ann", "ADW-008"), [hero])
    state, events = resolve_collecting(state)
    assert _guidance(state, hero) == 3
    fizzled = [e for e in events if e.get("type") == "trigger_fizzled"]
    assert [e["rule"] for e in fizzled] == ["FOW-GUIDANCE-R"]


def test_fow_guidance_r_targets_of_the_text_and_no_mode_named() -> None:
    """FOW-GUIDANCE-R with ADW-036 (its text returns up to two target resonators): ADW-008 puts a guidance counter on it;
    the ability waits for its targets; naming a mode is refused with FOW-GUIDANCE-R; bob's TST-R03 is returned."""
    state = real_started("ADW-036", "ADW-008")
    hero = to_field(state, "ann", "ADW-036")
    his = to_field(state, "bob", "TST-R03")
    state = play(state, "ann", to_hand(state, "ann", "ADW-008"), [hero])
    state = _until_pending(state)
    pending = state.pending[0]
    assert pending.source == hero
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his], "mode": 0}) == "FOW-GUIDANCE-R"
    state = resolve_all(state, {hero: [his]})
    assert his not in field(state, "bob") and his in player(state, "bob").hand


def test_fow_guidance_r_breaks_with_options_not_its_texts() -> None:
    """Breaking FOW-GUIDANCE-R: ADW-001 forged without the option of both texts in a row is refused at /guidance."""
    forged = copy.deepcopy(card("ADW-001"))
    at = next(i for i, a in enumerate(forged["abilities"]) if a.get("trigger") == "guidance_put")
    forged["abilities"][at]["modes"] = forged["abilities"][at]["modes"][:2]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert [e.pointer for e in errors if "FOW-GUIDANCE-R" in e.message] == [f"/abilities/{at}/guidance"]


def test_fow_entering_gains_r_the_entering_resonator_gains() -> None:
    """FOW-ENTERING-GAINS-R with CFC-007 in ann's field: ann plays a second CFC-007; as it enters, the first one's ability
    (only: the second is no other J/resonator to itself) makes the newcomer, not the first, gain [+200/+200]."""
    assert entry("CFC-007")["supported"]
    assert card("CFC-007")["abilities"][0]["effects"] == [{"op": "modify", "atk": 200, "def": 200, "target": "victim"}]
    state = real_started("CFC-007", copies=2)
    soldier = to_field(state, "ann", "CFC-007")
    action = paid_play(state, "ann", "CFC-007")
    newcomer = action["card"]
    before = stats(state, soldier)
    state, events = resolve_collecting(act(state, action))
    assert [e["card"] for e in events if e.get("type") == "triggered"] == [soldier]
    atk, def_, _ = stats(state, newcomer)
    printed = card("CFC-007")
    assert (atk, def_) == (printed["atk"] + 200, printed["def"] + 200)
    assert stats(state, soldier) == before


def test_fow_entering_gains_r_breaks_beyond_j_resonators() -> None:
    """Breaking FOW-ENTERING-GAINS-R: after a bare race entering (a card that may be no J/resonator) the line is refused;
    CFC-007 forged with a filter of additions is refused at /effects/0/target."""
    assert "may be no J/resonator" in line_refusal("Whenever a Beast enters your field >>> It gains [+100/+100] until end of turn.")
    forged = copy.deepcopy(card("CFC-007"))
    forged["abilities"][0]["enters"] = {"types": ["addition"]}
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert [e.pointer for e in errors] == ["/abilities/0/effects/0/target"]


def _to_decision(state: State, kind: str) -> State:
    """Everyone passes until a decision of ``kind`` waits."""
    for _ in range(10):
        if state.decision is not None and state.decision.kind == kind:
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError(f"no {kind} decision")


def _cat_destroyed(with_copy: bool) -> tuple[State, str, str | None]:
    """Ann's first main phase: MP01-083 in her field with damage equal to its DEF (destroyed by the next rule process),
    with ``with_copy`` a second MP01-083 in her graveyard; she passes, and the trigger waits on the chase."""
    state = real_started("MP01-083", copies=2)
    cat = to_field(state, "ann", "MP01-083", damage=card("MP01-083")["def"])
    other = to_graveyard(state, "ann", "MP01-083") if with_copy else None
    state = act(state, {"type": "pass", "player": "ann"})
    return state, cat, other


def test_fow_graveyard_named_field_r_the_named_copy_enters() -> None:
    """FOW-GRAVEYARD-NAMED-FIELD-R with MP01-083: destroyed, its ability shuffles it into ann's deck, and she may put a
    card of the name printed on it from her graveyard into the field -- the second copy there enters her field."""
    assert entry("MP01-083")["supported"]
    state, cat, other = _cat_destroyed(True)
    state = _to_decision(state, "may")
    assert cat in player(state, "ann").deck and cat not in player(state, "ann").graveyard
    state = _to_decision(act(state, {"type": "may", "player": "ann", "accept": True}), "search")
    assert code_of(state, {"type": "search", "player": "ann", "card": cat}) is not None
    state = act(state, {"type": "search", "player": "ann", "card": other})
    assert other in field(state, "ann")


def test_fow_graveyard_named_field_r_breaks_on_other_names() -> None:
    """Breaking FOW-GRAVEYARD-NAMED-FIELD-R: a name the database prints on a regalia too is refused at import; without a
    copy in ann's graveyard, MP01-083's ability puts nothing into the field (it is shuffled away all the same)."""
    assert "on resonators only" in line_refusal('[Enter] >>> You may put a card named "Excalibur" from your graveyard into the field.')
    state, cat, _ = _cat_destroyed(False)
    state = act(_to_decision(state, "may"), {"type": "may", "player": "ann", "accept": True})
    if state.decision is not None and state.decision.kind == "search":
        assert code_of(state, {"type": "search", "player": "ann", "card": cat}) is not None
        state = act(state, {"type": "search", "player": "ann", "card": None})
    state = resolve_all(state)
    assert cat in player(state, "ann").deck and not field(state, "ann")


def _remover_game(where: str) -> tuple[State, str, str]:
    """Ann's first main phase: bob's TSW-134 in his ``where`` (graveyard or hand) and his Dark Elf ROL-024 in his field;
    ann has played TSW-128 (all cards of her opponent's graveyard removed from the game), still on the chase."""
    state = real_started("TSW-134", "TSW-128", "ROL-024")
    elf = to_graveyard(state, "bob", "TSW-134") if where == "graveyard" else to_hand(state, "bob", "TSW-134")
    guard = to_field(state, "bob", "ROL-024")
    state = play(state, "ann", to_hand(state, "ann", "TSW-128"))
    return state, elf, guard


def test_fow_trig_graveyard_removed_r_triggers_for_its_owner() -> None:
    """FOW-TRIG-GRAVEYARD-REMOVED-R with TSW-134 in bob's graveyard: ann's TSW-128 removes it from the game; its ability
    triggers for bob, who plays it from his removed area targeting his Dark Elf ROL-024, which gains [Barrier]."""
    assert entry("TSW-134")["supported"]
    state, elf, guard = _remover_game("graveyard")
    state = _until_pending(state)
    assert [(p.source, p.controller) for p in state.pending] == [(elf, "bob")]
    assert elf in player(state, "bob").removed
    state = resolve_all(state, {elf: [guard]})
    assert "barrier" in stats(state, guard)[2]


def test_fow_trig_graveyard_removed_r_breaks_elsewhere_and_on_itself() -> None:
    """Breaking FOW-TRIG-GRAVEYARD-REMOVED-R: TSW-134 in bob's hand is not in his graveyard, so nothing triggers as
    TSW-128 resolves; an effect by this card after it was removed is refused at import."""
    state, elf, guard = _remover_game("hand")
    state, events = resolve_collecting(state)
    assert not [e for e in events if e.get("type") == "triggered"] and "barrier" not in stats(state, guard)[2]
    assert elf in player(state, "bob").hand
    assert "removed from the game" in line_refusal("When this card in your graveyard is removed from the game >>> This card deals 100 damage to target J/resonator.")


def _attack_bob(state: State, attacker: str) -> State:
    """Ann attacks bob with ``attacker``; bob declares no block; the battle ends."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return battle_to_end(act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None}))


def test_fow_trig_j_ruler_rune_damages_r_back_to_hand() -> None:
    """FOW-TRIG-JRULER-RUNE-DAMAGES-R with DBV-029 in ann's graveyard: her J-ruler attacks bob and deals him battle
    damage; DBV-029's ability, active in her graveyard, puts it into her hand."""
    assert entry("DBV-029")["supported"]
    assert card("DBV-029")["abilities"][-1]["in_graveyard"] is True
    state = real_started("DBV-029")
    dragon = to_graveyard(state, "ann", "DBV-029")
    j_ruler = j_ruler_to_field(state, "ann")
    life = player(state, "bob").life
    state = _attack_bob(state, j_ruler)
    assert player(state, "bob").life < life
    assert dragon in player(state, "ann").hand and dragon not in player(state, "ann").graveyard


def test_fow_trig_j_ruler_rune_damages_r_breaks_on_a_resonator_and_off_the_graveyard() -> None:
    """Breaking FOW-TRIG-JRULER-RUNE-DAMAGES-R: a resonator of ann (another DBV-029) dealing bob battle damage leaves the
    one in her graveyard there; DBV-029 forged with the ability active in the field is refused at /in_graveyard."""
    state = real_started("DBV-029", copies=2)
    dragon = to_graveyard(state, "ann", "DBV-029")
    flyer = to_field(state, "ann", "DBV-029")
    life = player(state, "bob").life
    state = _attack_bob(state, flyer)
    assert player(state, "bob").life < life and dragon in player(state, "ann").graveyard
    forged = copy.deepcopy(card("DBV-029"))
    forged["abilities"][-1].pop("in_graveyard")
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert f"/abilities/{len(forged['abilities']) - 1}/in_graveyard" in [e.pointer for e in errors]


def _token_game() -> tuple[State, str, str]:
    """Ann's first main phase: NWE-022 in her graveyard; her SNV-093 has made its resonator token (three fruit counters
    removed): the state, NWE-022 and the token."""
    state = real_started("NWE-022", "SNV-093", "TAT-088", "TAT-012", copies=2)
    rebel = to_graveyard(state, "ann", "NWE-022")
    basket = to_field(state, "ann", "SNV-093", counters={"fruit": 3})
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": basket, "ability": 0, "targets": [], "payment": {}}))
    (token,) = [e.id for e in player(state, "ann").field if e.id != basket and ".T" in e.id]
    return state, rebel, token


def test_fow_trig_token_graveyard_r_back_to_the_field() -> None:
    """FOW-TRIG-TOKEN-GRAVEYARD-R with NWE-022 in ann's graveyard: her TAT-088 destroys her own resonator token; NWE-022's
    ability, active in her graveyard, puts it into her field (its [Enter] then deals 200 damage to bob)."""
    assert entry("NWE-022")["supported"]
    state, rebel, token = _token_game()
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-088"), [token]), {rebel: ["bob"]})
    assert rebel in field(state, "ann") and rebel not in player(state, "ann").graveyard
    assert player(state, "bob").life == life - 200


def test_fow_trig_token_graveyard_r_breaks_on_other_resonators() -> None:
    """Breaking FOW-TRIG-TOKEN-GRAVEYARD-R: ann's TAT-012 (no token) destroyed, and bob's TAT-012, leave NWE-022 in her
    graveyard; NWE-022 forged with the ability active in the field is refused at /in_graveyard."""
    state, rebel, _ = _token_game()
    for pid in ("ann", "bob"):
        resonator = to_field(state, pid, "TAT-012")
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-088"), [resonator]))
        assert resonator not in field(state, pid) and rebel in player(state, "ann").graveyard
    forged = copy.deepcopy(card("NWE-022"))
    at = next(i for i, a in enumerate(forged["abilities"]) if a.get("trigger") == "token_to_graveyard")
    forged["abilities"][at].pop("in_graveyard")
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert f"/abilities/{at}/in_graveyard" in [e.pointer for e in errors]


def _city_game(spell: str) -> tuple[State, str, str]:
    """Ann's first main phase: her NDR-028 and TST-R03 in the field; she passes and bob plays ``spell`` (a chant with
    [Quickcast]) targeting her TST-R03."""
    state = real_started("NDR-028", spell)
    city, mine = to_field(state, "ann", "NDR-028"), to_field(state, "ann", "TST-R03")
    state = act(state, {"type": "pass", "player": "ann"})
    return play(state, "bob", to_hand(state, "bob", spell), [mine]), city, mine


def test_fow_trig_ally_targeted_chant_r_banished_to_cancel_the_chant() -> None:
    """FOW-TRIG-ALLY-TARGETED-CHANT-R with NDR-028: bob's chant VIN003-063 targets ann's TST-R03; NDR-028 triggers, ann
    banishes it and the chant is cancelled (TST-R03 keeps its ATK/DEF)."""
    assert entry("NDR-028")["supported"]
    state, city, mine = _city_game("VIN003-063")
    before = stats(state, mine)
    state = resolve_all(act(_to_decision(state, "may"), {"type": "may", "player": "ann", "accept": True}))
    assert city in player(state, "ann").graveyard and stats(state, mine) == before
    assert any("VIN003-063" in c for c in player(state, "bob").graveyard)


def test_fow_trig_ally_targeted_chant_r_breaks_on_an_addition_spell() -> None:
    """Breaking FOW-TRIG-ALLY-TARGETED-CHANT-R: ann's addition MPR-013 played onto bob's TST-R03 in her main phase is no
    chant spell: bob's NDR-028 does not trigger and stays in his field."""
    state = real_started("NDR-028", "MPR-013")
    city, his = to_field(state, "bob", "NDR-028"), to_field(state, "bob", "TST-R03")
    state = play(state, "ann", to_hand(state, "ann", "MPR-013"), [his])
    state, events = resolve_collecting(state)
    assert not [e for e in events if e.get("type") == "triggered"] and city in field(state, "bob")


def test_fow_target_entity_words_r_an_addition_returned() -> None:
    """FOW-TARGET-ENTITY-WORDS-R with ENW-065 (its [Enter] returns target non-magic stone, non-J/resonator card to its
    owner's hand; TST-026's words read alike): ann plays it, targeting bob's field addition NDR-028, which goes to his
    hand."""
    for card_id in ("ENW-065", "TST-026"):
        assert entry(card_id)["supported"], card_id
    assert card("TST-026")["abilities"][-1]["targets"] == [{"kind": "non_stone_entity", "controller": "opponent"}]
    state = real_started("ENW-065", "NDR-028", ruler="TST-RU2")  # TST-RU1 has [Will of Hope]
    city = to_field(state, "bob", "NDR-028")
    elf = to_hand(state, "ann", "ENW-065")
    state = _until_pending(play(state, "ann", elf))
    state = resolve_all(state, {elf: [city]})
    assert city in player(state, "bob").hand and city not in field(state, "bob")


def test_fow_target_entity_words_r_breaks_on_a_j_resonator() -> None:
    """Breaking FOW-TARGET-ENTITY-WORDS-R: ENW-065's ability may not target bob's resonator TST-R03 (FOW-PLAY-1)."""
    state = real_started("ENW-065", "NDR-028", ruler="TST-RU2")  # TST-RU1 has [Will of Hope]
    to_field(state, "bob", "NDR-028")
    his = to_field(state, "bob", "TST-R03")
    elf = to_hand(state, "ann", "ENW-065")
    state = _until_pending(play(state, "ann", elf))
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his]}) == "FOW-PLAY-1"


def test_fow_gem_list_r_one_gem_of_each_attribute() -> None:
    """FOW-GEM-LIST-R with ADK-009: as it enters ann's field she gains one gem of each of the five attributes."""
    assert entry("ADK-009")["supported"]
    state = resolve_all(_adk(real_started("ADK-009")))
    assert sorted(player(state, "ann").gems or []) == sorted(["light", "fire", "water", "wind", "darkness"])


def _adk(state: State) -> State:
    """Ann plays ADK-009 (its cost in her pool)."""
    return act(state, paid_play(state, "ann", "ADK-009"))


def test_fow_gem_list_r_breaks_on_an_attribute_twice() -> None:
    """Breaking FOW-GEM-LIST-R: an attribute listed twice is refused at import."""
    assert "several gems of an attribute" in line_refusal("[Enter] >>> Gain a light gem, fire gem, light gem.")


def test_fow_trig_counters_put_entity_r_an_addition_draws() -> None:
    """FOW-TRIG-COUNTERS-PUT-ENTITY-R with the addition EDL-016 in ann's field: ann plays EDL-014, whose [Enter] puts X
    [+100/+100] counters on EDL-016 (X: the will symbols of her deck's top card, an EDL-014 of one); EDL-016's ability
    triggers once and she draws a card."""
    assert entry("EDL-016")["supported"]
    state = real_started("EDL-016", "EDL-014", copies=2)
    tree = to_field(state, "ann", "EDL-016")
    stack_on_top(state, "ann", ("EDL-014",))
    seer = to_hand(state, "ann", "EDL-014")
    state = _until_pending(play(state, "ann", seer))
    hand = len(player(state, "ann").hand)
    state, events = resolve_collecting(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [tree]}))
    assert [e["card"] for e in events if e.get("type") == "triggered"] == [tree]
    assert next(e for e in player(state, "ann").field if e.id == tree).counters == {"+100/+100": 1}
    assert len(player(state, "ann").hand) == hand + 1


def test_fow_trig_counters_put_entity_r_breaks_without_counters() -> None:
    """Breaking FOW-TRIG-COUNTERS-PUT-ENTITY-R: EDL-014 putting its counters on ann's TST-R03 instead leaves EDL-016
    untriggered."""
    state = real_started("EDL-016", "EDL-014", copies=2)
    to_field(state, "ann", "EDL-016")
    mine = to_field(state, "ann", "TST-R03")
    stack_on_top(state, "ann", ("EDL-014",))
    seer = to_hand(state, "ann", "EDL-014")
    state = _until_pending(play(state, "ann", seer))
    state, events = resolve_collecting(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [mine]}))
    assert not [e for e in events if e.get("type") == "triggered"]
