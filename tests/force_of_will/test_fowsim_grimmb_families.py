"""Grimm-cluster ability families of TAT, MOA and VIN001 (the grimm-b batch): a look at the top card of a
main deck with nothing more done with it (and the misprint "look the top"), a target named (not named) "X",
resonators kept from attacking resonators until end of turn, a look at the target player's hand and the
card of it discarded, the misprint "your opponent control", counters "on each of up to N target", a will
ability of a will cost alone, damage dealt to this card by a resonator (a chant), a will ability resting other cards -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, printed, without_text
from .fowsim_db import line_refusal as _refused
from .helpers import act, both_pass, code_of, listed, next_turn, player, pool, to_field, to_graveyard, to_hand
from .real import board_of, hero_started, play, real_started, resolve_all
from .test_fowsim_look_families import _answer, _def, _until

# -- FOW-LOOK-TOP-ALONE-R ----------------------------------------------------------------------------------


def _soldier(accept: bool) -> tuple[State, list[str], list[dict[str, Any]]]:
    """Ann plays TAT-016 (as it enters, she may look at the top card of bob's main deck) and answers the
    may decision: the state, bob's deck before, every event after the answer."""
    state = real_started("TAT-016")
    state, _ = _until(play(state, "ann", to_hand(state, "ann", "TAT-016")), "may")
    assert state.decision is not None and state.decision.player == "ann"
    assert code_of(state, {"type": "may", "player": "bob", "accept": True}) is not None
    deck = list(player(state, "bob").deck)
    state, events = _answer(state, {"type": "may", "player": "ann", "accept": accept})
    return state, deck, events


def test_fow_look_top_alone_r_the_controller_alone_sees_the_opponents_top_card() -> None:
    """FOW-LOOK-TOP-ALONE-R with TAT-016 (the database's "look the top card" read as printed, FOW-MISPRINT-R):
    accepted, ann learns bob's top card, which stays on top (bob's deck unchanged); bob's view names no
    card of it."""
    assert entry("TAT-016")["supported"]
    assert card("TAT-016")["abilities"][0]["effects"] == [{"op": "look_top", "player": "opponent", "optional": True}]
    state, deck, events = _soldier(True)
    looked = [e for e in events if e["type"] == "looked"]
    assert len(looked) == 1 and looked[0]["player"] == "ann" and looked[0]["found"] == _def(deck[0])
    assert player(state, "bob").deck == deck
    seen = str(GAME.view_events(events, "bob"))
    assert deck[0] not in seen and f"'{_def(deck[0])}'" not in seen
    assert deck[0] not in str(GAME.view(state, "bob"))


def test_fow_look_top_alone_r_declined_nothing_is_looked_at() -> None:
    """FOW-LOOK-TOP-ALONE-R: declined, no card is looked at and bob's deck is as it was; a look followed by
    anything the vocabulary does not read stays refused, and "look the top" is read only as "look at the
    top" (TAT-016, TAT-049)."""
    state, deck, events = _soldier(False)
    assert not [e for e in events if e["type"] == "looked"] and player(state, "bob").deck == deck
    assert "look at the top card" in normalize_line(printed("TAT-016", 1)).lower()
    assert "look the top" not in normalize_line(printed("TAT-049", 0)).lower()
    assert "no vocabulary entry matches" in _refused("[Enter]: Look at the top card of target player's main deck.")


# -- FOW-TARGET-NAMED-R ------------------------------------------------------------------------------------


def _bamboo() -> tuple[State, str, str, str]:
    """MOA-008 in ann's field ({Rest}: recover target resonator named as MOA-004); the reference resonator
    TST-R02 bears MOA-004's name (MOA-004 itself has lines the engine refuses), both it and TST-R01 rested."""
    state = hero_started(("MOA-008",), changed={"TST-R02": {"name": card("MOA-004")["name"]}})
    bamboo = to_field(state, "ann", "MOA-008")
    named = to_field(state, "ann", "TST-R02", rested=True)
    other = to_field(state, "ann", "TST-R01", rested=True)
    return state, bamboo, named, other


def test_fow_target_named_r_only_a_card_of_that_name_is_recovered() -> None:
    """FOW-TARGET-NAMED-R with MOA-008: its ability's slot names MOA-004; targeting the resonator of that
    name recovers it (and rests MOA-008), the other rested resonator stays rested."""
    assert entry("MOA-008")["supported"]
    ability = card("MOA-008")["abilities"][1]
    assert ability["targets"] == [{"kind": "resonator", "names": [card("MOA-004")["name"]]}]
    state, bamboo, named, other = _bamboo()
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": bamboo, "ability": 1, "targets": [named]}))
    board = board_of(state)
    assert not board.entity(named).rested and board.entity(other).rested and board.entity(bamboo).rested  # type: ignore[union-attr]


def test_fow_target_named_r_another_name_is_refused() -> None:
    """FOW-TARGET-NAMED-R: a resonator of another name is refused with the rule's code; a spell target
    filtered by a name stays refused."""
    state, bamboo, _, other = _bamboo()
    assert code_of(state, {"type": "activate", "player": "ann", "card": bamboo, "ability": 1, "targets": [other]}) == "FOW-TARGET-NAMED-R"
    assert "filtered by name" in _refused('[Enter]: Cancel target spell named "X".')


def _elf() -> tuple[State, str, str, str]:
    """ADK-098 in ann's hand (as it enters: a Soul resonator of her graveyard not of one name to her hand);
    in her graveyard TST-R01 and TST-R02, both Soul, TST-R02 bearing the excluded name."""
    excluded = card("ADK-098")["abilities"][0]["targets"][0]["not_names"][0]
    state = hero_started(("ADK-098",), changed={"TST-R01": {"races": ["Soul"]}, "TST-R02": {"races": ["Soul"], "name": excluded}})
    elf = to_hand(state, "ann", "ADK-098")
    kept, excluded_card = to_graveyard(state, "ann", "TST-R01"), to_graveyard(state, "ann", "TST-R02")
    return state, elf, kept, excluded_card


def test_fow_target_named_r_not_named_from_the_graveyard() -> None:
    """FOW-TARGET-NAMED-R with ADK-098 ("not named"): its trigger takes the Soul resonator of another name
    into ann's hand; the one bearing the excluded name is refused with the rule's code and stays."""
    assert entry("ADK-098")["supported"]
    state, elf, kept, excluded = _elf()
    state = both_pass(play(state, "ann", elf))
    assert state.pending
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [excluded]}) == "FOW-TARGET-NAMED-R"
    state = resolve_all(state, {pending.source: [kept]})
    assert kept in player(state, "ann").hand and excluded in player(state, "ann").graveyard


# -- FOW-NO-ATTACK-RESONATORS-R --------------------------------------------------------------------------


def _tunnel() -> tuple[State, list[dict[str, Any]], str, str, str]:
    """Ann plays VIN001-074 in her main phase, with her recovered resonator and two rested resonators of
    bob in the field: the state once resolved, the events of the resolution, the three instances."""
    state = real_started("VIN001-074")
    mine = to_field(state, "ann", "TST-R02")
    foe = to_field(state, "bob", "TST-R01", rested=True)
    other = to_field(state, "bob", "TST-R03", rested=True)
    state = play(state, "ann", to_hand(state, "ann", "VIN001-074"))
    events: list[dict[str, Any]] = []
    while state.chase:
        for who in ("ann", "bob") if state.priority == "ann" else ("bob", "ann"):
            state, more = _answer(state, {"type": "pass", "player": who})
            events += more
    return state, events, mine, foe, other


def test_fow_no_attack_resonators_r_recorded_for_the_turn_only() -> None:
    """FOW-NO-ATTACK-RESONATORS-R with VIN001-074: resolved, the turn records ann's effect (an event says so);
    ann's own resonator may still attack bob's rested resonator (only her opponent's are bound); the
    record ends with the turn."""
    assert entry("VIN001-074")["supported"]
    assert card("VIN001-074")["effects"] == [{"op": "forbid_attack_resonators"}]
    state, events, mine, foe, _ = _tunnel()
    assert state.turn.forbidden == ["ann/attack_resonators"]
    assert [e for e in events if e["type"] == "attack_on_resonators_forbidden"] == [{"type": "attack_on_resonators_forbidden", "player": "ann", "rule": "FOW-NO-ATTACK-RESONATORS-R"}]
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": foe}) is None
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": None})
    assert not next_turn(state).turn.forbidden


def test_fow_no_attack_resonators_r_the_bound_side_cannot_attack_resonators() -> None:
    """FOW-NO-ATTACK-RESONATORS-R: with bob's effect of this turn recorded (as his VIN001-074 records it),
    ann's resonator attacking a rested resonator of bob is refused with the rule's code, whichever resonator
    (one that entered his field after the effect too, CR 909.4); attacking bob himself stays legal."""
    state, _, mine, foe, other = _tunnel()
    state.turn.forbidden = ["bob/attack_resonators"]
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    later = to_field(state, "bob", "TST-R04", rested=True)
    for target in (foe, other, later):
        assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": target}) == "FOW-NO-ATTACK-RESONATORS-R"
    assert code_of(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}) is None


# -- FOW-HAND-LOOK-TARGET-R ----------------------------------------------------------------------------


def _prophet(target: str) -> tuple[State, list[dict[str, Any]]]:
    """Ann plays MOA-049; its [Enter] trigger targets ``target``; passes until ann's may decision, which she
    accepts: the state at the search decision, the events of the way."""
    state = real_started("MOA-049")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "MOA-049")))
    assert state.pending
    pending = state.pending[0]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [target]})
    state, events = _until(state, "may")
    state, more = _answer(state, {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "search" and state.decision.player == "ann"
    return state, events + more


def test_fow_hand_look_target_r_the_opponents_hand() -> None:
    """FOW-HAND-LOOK-TARGET-R with MOA-049 targeting bob: ann (and bob) read his hand, and the card ann
    chooses from it is discarded; a card of her own hand cannot be chosen."""
    assert entry("MOA-049")["supported"]
    assert card("MOA-049")["abilities"][0]["effects"] == [{"op": "look_hand", "choose": {}, "target": 0, "optional": True}]
    assert card("MOA-049")["abilities"][0]["targets"] == [{"kind": "player"}]
    state, events = _prophet("bob")
    looked = next(e for e in events if e["type"] == "looked_at_hand")
    assert looked["of"] == "bob" and len(looked["cards"]) == len(player(state, "bob").hand)
    assert GAME.view_events([looked], None)[0]["cards"][0] == {"hidden": True}
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").hand[0]}) is not None
    chosen = player(state, "bob").hand[-1]
    state, _ = _answer(state, {"type": "search", "player": "ann", "card": chosen})
    assert chosen in player(state, "bob").graveyard and chosen not in player(state, "bob").hand


def test_fow_hand_look_target_r_her_own_hand_seen_by_her_alone() -> None:
    """FOW-HAND-LOOK-TARGET-R with MOA-049 targeting ann herself: the look names her hand to her alone (bob's
    view hides every card), a card of bob's hand cannot be chosen, and the chosen card of hers is discarded;
    "look at target player's hand" with nothing chosen stays refused."""
    state, events = _prophet("ann")
    looked = next(e for e in events if e["type"] == "looked_at_hand")
    assert looked["of"] == "ann" and looked["cards"]
    assert all(c == {"hidden": True} for c in GAME.view_events([looked], "bob")[0]["cards"])
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "bob").hand[0]}) is not None
    chosen = player(state, "ann").hand[0]
    state, _ = _answer(state, {"type": "search", "player": "ann", "card": chosen})
    assert chosen in player(state, "ann").graveyard and chosen not in player(state, "ann").hand
    assert "no vocabulary entry matches" in _refused("[Enter]: You may look at target player's hand.")


# -- FOW-MISPRINT-R: "your opponent control" ---------------------------------------------------------------


def test_fow_misprint_r_your_opponent_control_read_as_controls() -> None:
    """FOW-MISPRINT-R with TAT-024 ("... target J/resonator your opponent control deal damage ...", read as
    "controls"): ann's TST-R01 (400 ATK) and bob's TST-R13 (900 ATK) deal damage equal to their ATK to each
    other -- 400 on bob's, 900 destroys ann's; only that spelling is changed ("controls" stays)."""
    assert entry("TAT-024")["supported"]
    assert card("TAT-024")["targets"][1]["controller"] == "opponent"
    state = real_started("TAT-024")
    mine = to_field(state, "ann", "TST-R01")
    foe = to_field(state, "bob", "TST-R13")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-024"), [mine, foe]))
    assert board_of(state).entity(foe).damage == 400  # type: ignore[union-attr]
    assert mine in player(state, "ann").graveyard
    assert "your opponent controls" in normalize_line(printed("TAT-024", 0))
    assert normalize_line("Zap the resonators your opponent controls twice.") == "Zap the resonators your opponent controls twice."


# -- FOW-UP-TO-R: "on each of up to N target" ------------------------------------------------------------


def test_fow_up_to_r_a_counter_on_each_of_up_to_two_targets() -> None:
    """FOW-UP-TO-R with TAT-066 ("put an achievement counter on each of up to two target resonators", then a
    draw if its controller controls TAT-065): each chosen resonator gets one counter; one target alone is
    legal too; without TAT-065 in her field ann draws nothing."""
    assert entry("TAT-066")["supported"]
    effects = card("TAT-066")["effects"]
    assert [e["op"] for e in effects] == ["put_counters", "put_counters", "draw"] and [e.get("target") for e in effects[:2]] == [0, 1]
    assert all(t.get("optional") for t in card("TAT-066")["targets"])
    state = real_started("TAT-066")
    first, second = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")
    spell = to_hand(state, "ann", "TAT-066")
    hand = len(player(state, "ann").hand) - 1
    state = resolve_all(play(state, "ann", spell, [first, second]))
    board = board_of(state)
    assert [dict(board.entity(c).counters or {}) for c in (first, second)] == [{"achievement": 1}, {"achievement": 1}]  # type: ignore[union-attr]
    assert len(player(state, "ann").hand) == hand
    state = real_started("TAT-066")
    alone = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-066"), [alone]))
    assert dict(board_of(state).entity(alone).counters or {}) == {"achievement": 1}  # type: ignore[union-attr]


# -- FOW-WILL-PAID-ONLY-R --------------------------------------------------------------------------------


def _produce(source: str, will: str, paid: dict[str, int] | None = None) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "produce_will", "player": "ann", "source": source, "will": will, "more": []}
    return action if paid is None else {**action, "payment": {"pool": paid}}


def test_fow_will_paid_only_r_a_will_cost_alone_converts_will_again_and_again() -> None:
    """FOW-WILL-PAID-ONLY-R with VIN001-077 ({1}: one will of any attribute), put into ann's field this turn:
    with a void will in her pool she turns it into fire, then the fire into darkness (no [Rest]: it neither
    rests nor waits a turn); the card stays recovered."""
    assert entry("VIN001-077")["supported"]
    assert without_text(card("VIN001-077")["abilities"]) == [{"kind": "will", "cost": {"will": {"free": 1}}, "produce": ["light", "fire", "water", "wind", "darkness"]}]
    state = real_started("VIN001-077")
    scholar = to_field(state, "ann", "VIN001-077", since=state.turn.number)
    pool(state, "ann", void=1)
    assert listed(state, "produce_will", source=scholar, will="fire")
    state = act(state, _produce(scholar, "fire", {"void": 1}))
    assert player(state, "ann").pool == {"fire": 1}
    state = act(state, _produce(scholar, "darkness", {"fire": 1}))
    assert player(state, "ann").pool == {"darkness": 1}
    assert not board_of(state).entity(scholar).rested  # type: ignore[union-attr]


def test_fow_will_paid_only_r_unpaid_or_inside_another_payment_is_refused() -> None:
    """FOW-WILL-PAID-ONLY-R: without will to pay its {1} it is neither listed nor played (FOW-WILL-3); it is
    never a source inside another payment (FOW-WILL-PAID-R)."""
    state = real_started("VIN001-077")
    scholar = to_field(state, "ann", "VIN001-077")
    pool(state, "ann")
    assert not listed(state, "produce_will", source=scholar, will="fire")
    assert code_of(state, _produce(scholar, "fire")) == "FOW-WILL-3"
    angel = to_hand(state, "ann", "TST-R01")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": angel, "targets": [], "payment": {"sources": [{"card": scholar, "will": "light"}]}}) == "FOW-WILL-PAID-R"


# -- FOW-TRIG-DEALT-BY-R ---------------------------------------------------------------------------------


def _reference(state: State, instance: str, will: dict[str, int], targets: list[str] | None = None) -> State:
    """Ann plays the reference card ``instance`` paying ``will`` from her pool."""
    pool(state, "ann", **will)
    return act(state, {"type": "play_card", "player": "ann", "card": instance, "targets": targets or [], "payment": {"pool": will}})


def _enter_damage(card_id: str) -> tuple[State, str, str]:
    """``card_id`` in bob's field; ann plays TST-R14 (as it enters, a resonator dealing 300 damage to target
    J/resonator) at it: the state once all resolved, bob's card, ann's TST-R14."""
    state = real_started(card_id)
    mine = to_field(state, "bob", card_id)
    dealer = to_hand(state, "ann", "TST-R14")
    return resolve_all(_reference(state, dealer, {"fire": 2, "void": 2}), {dealer: [mine]}), mine, dealer


def test_fow_trig_dealt_by_r_that_much_damage_back_to_that_resonator() -> None:
    """FOW-TRIG-DEALT-BY-R with VIN001-006: dealt 300 by ann's TST-R14's [Enter] ability (its source a
    resonator), it deals 300 back to TST-R14."""
    assert entry("VIN001-006")["supported"]
    ability = card("VIN001-006")["abilities"][0]
    assert (ability["trigger"], ability["effects"]) == ("dealt_damage_by_resonator", [{"op": "damage", "amount": 0, "that_much": True, "target": "victim"}])
    state, mine, dealer = _enter_damage("VIN001-006")
    board = board_of(state)
    assert board.entity(mine).damage == 300 and board.entity(dealer).damage == 300  # type: ignore[union-attr]


def test_fow_trig_dealt_by_r_destroy_that_resonator() -> None:
    """FOW-TRIG-DEALT-BY-R with TSW-090 ("destroy that resonator"): the resonator that dealt it damage is
    destroyed."""
    assert entry("TSW-090")["supported"]
    state, _, dealer = _enter_damage("TSW-090")
    assert dealer in player(state, "ann").graveyard


def test_fow_trig_dealt_by_r_the_source_kind_is_checked() -> None:
    """FOW-TRIG-DEALT-BY-R: TSW-098 (damage by a chant passed on to the opponent) ignores the damage of
    ann's resonator TST-R14 (ann's life unchanged), and a chant's damage (TST-C05, 400) to it makes bob's
    card deal 400 to ann; VIN001-006 ignores that chant's damage (nothing dealt back, no trigger); "that
    resonator" after a chant's damage stays refused."""
    assert entry("TSW-098")["supported"]
    state, mine, _ = _enter_damage("TSW-098")
    life = player(state, "ann").life
    assert board_of(state).entity(mine).damage == 300 and player(state, "ann").life == life  # type: ignore[union-attr]
    for card_id, lost in (("TSW-098", 400), ("VIN001-006", 0)):
        state = real_started(card_id)
        target = to_field(state, "bob", card_id)
        life = player(state, "ann").life
        state = _reference(state, to_hand(state, "ann", "TST-C05"), {"fire": 1}, [target])
        state = both_pass(state)
        assert [p.source for p in state.pending] + [i.card for i in state.chase if i.kind == "automatic"] == ([target] if lost else [])
        state = resolve_all(state)
        assert player(state, "ann").life == life - lost
    assert "no vocabulary entry matches" in _refused("Whenever a chant deals damage to this card, destroy that resonator.")


# -- FOW-WILL-REST-CARDS-R -------------------------------------------------------------------------------


def _melfee() -> tuple[State, str, str, str, str]:
    """MOA-037 in ann's field (resting two recovered Elves she controls: one will of any attribute), with
    TST-R01 and TST-R02 as Elves, TST-R03 not, and an empty pool."""
    state = hero_started(("MOA-037",), changed={"TST-R01": {"races": ["Elf"]}, "TST-R02": {"races": ["Elf"]}})
    melfee = to_field(state, "ann", "MOA-037", since=state.turn.number)
    first, second, other = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R02"), to_field(state, "ann", "TST-R03")
    pool(state, "ann")
    return state, melfee, first, second, other


def test_fow_will_rest_cards_r_two_elves_rested_for_one_will() -> None:
    """FOW-WILL-REST-CARDS-R with MOA-037: listed with two Elves to rest; played naming two recovered
    Elves, both rest and ann has one fire will (MOA-037 itself stays recovered, though it entered this
    turn); MOA-037 may be one of the two (it is an Elf)."""
    assert entry("MOA-037")["supported"]
    assert without_text(card("MOA-037")["abilities"])[0]["cost"] == {"rest_cards": {"races": ["Elf"], "count": 2, "j_rulers": True, "race_any": True}}
    state, melfee, first, second, _ = _melfee()
    assert listed(state, "produce_will", source=melfee, will="fire")
    state = act(state, {**_produce(melfee, "fire"), "payment": {"rest": [first, second]}})
    board = board_of(state)
    assert player(state, "ann").pool == {"fire": 1}
    assert board.entity(first).rested and board.entity(second).rested and not board.entity(melfee).rested  # type: ignore[union-attr]
    state, melfee, first, _, _ = _melfee()
    state = act(state, {**_produce(melfee, "water"), "payment": {"rest": [melfee, first]}})
    assert player(state, "ann").pool == {"water": 1} and board_of(state).entity(melfee).rested  # type: ignore[union-attr]


def test_fow_cost_race_any_r_a_bare_race_rests_an_addition_and_the_ruler_of_that_race() -> None:
    """FOW-COST-RACE-ANY-R (CR 206.4: a race named without a zone is any card in the field or a ruler area with
    it) on MOA-037's older form ("rest two recovered Elves"): an Elf addition in ann's field and her Elf ruler in
    its ruler area pay it (both rested, one fire will); a non-Elf addition does not (the rule's code)."""
    elf = {"races": ["Elf"]}
    state = hero_started(("MOA-037",), ruler_races=["Elf"], changed={"TST-A04": elf})
    melfee = to_field(state, "ann", "MOA-037", since=state.turn.number)
    addition, plain = to_field(state, "ann", "TST-A04"), to_field(state, "ann", "TST-A03")
    slot = player(state, "ann").ruler
    assert slot is not None
    pool(state, "ann")
    assert code_of(state, {**_produce(melfee, "fire"), "payment": {"rest": [addition, plain]}}) == "FOW-WILL-REST-CARDS-R"
    state = act(state, {**_produce(melfee, "fire"), "payment": {"rest": [addition, slot.id]}})
    ruler = player(state, "ann").ruler
    assert player(state, "ann").pool == {"fire": 1} and ruler is not None and ruler.rested
    assert board_of(state).entity(addition).rested  # type: ignore[union-attr]


def test_fow_will_rest_cards_r_wrong_cards_are_refused() -> None:
    """FOW-WILL-REST-CARDS-R: one Elf, a non-Elf, a rested Elf or no cards at all are refused with the
    rule's code; MOA-037 is no source inside another payment."""
    state, melfee, first, second, other = _melfee()
    board_of(state).entity(second).rested = True  # type: ignore[union-attr]
    for rested in ([first], [first, other], [first, second], []):
        assert code_of(state, {**_produce(melfee, "fire"), "payment": {"rest": rested}}) == "FOW-WILL-REST-CARDS-R"
    angel = to_hand(state, "ann", "TST-R06")
    play_angel = {"type": "play_card", "player": "ann", "card": angel, "targets": [], "payment": {"sources": [{"card": melfee, "will": "wind"}]}}
    assert code_of(state, play_angel) == "FOW-WILL-REST-CARDS-R"
