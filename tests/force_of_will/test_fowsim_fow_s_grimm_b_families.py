"""Grimm cluster forms read by fow-s-grimm-b, each played with a real card named by id (the printed text stays in
../shared):

- FOW-OLD-CONT-COST-R: "[Continuous]" before a reduction of the card's own cost on an old card is ignored (MOA-019).
- FOW-ADD-FROM-HAND-R: "(you may) add <a card named "X"> from your hand to this card" (MOA-019 with MOA-011).
- FOW-ACTIVATE-X-R: an activate cost with {X} and a put from the hand (search) bounded by "total cost X or less"
  (MOA-020; SKL-087 of the Alice cluster reads alike).
- FOW-SEARCH-NAME-HAS-FIELD-R and FOW-COST-DISCARD-NAME-HAS-R: a card with "<words>" in its name searched for and put
  into the field, and one discarded as an activate cost (MOA-017 with CMF-025 and CMF-031).
- FOW-SEARCH-ATTR-RACE-CARD-R and FOW-TRIG-GONE-TO-HAND-R: "a <attribute> <Race> card" searched for and put into the
  field, and the resonator gone from the field returned from its owner's graveyard to the hand (MPR-038 with CMF-049).
- FOW-STONES-ACTIVATE-NO-RECOVER-R: magic stones with a (non-will) activate ability don't recover in the recovery phase
  (MOA-030 with TAT-091).
- FOW-DESTROYED-BANISH-R: "<effect on target resonator>. When that resonator is destroyed this turn, banish this card"
  (MPR-078).
"""

from __future__ import annotations

import copy

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry, sentences
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    listed,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_hand,
)
from .real import ann_first, field, real_set, real_started, refused_line, resolve_all, stats


def _play_moa019(state: State, will: dict[str, int]) -> dict[str, object]:
    """MOA-019 put into ann's hand with ``will`` in her pool: the play action."""
    instance = to_hand(state, "ann", "MOA-019")
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}


def test_fow_old_cont_cost_r_moa019_pays_less_while_the_opponent_controls_a_dragon() -> None:
    """FOW-OLD-CONT-COST-R with MOA-019 (its cost less three fire will while the opponent controls a Dragon, the line
    printed after "[Continuous]"): with bob's TST-R14 (a Dragon) in the field ann plays it for its free part alone."""
    assert entry("MOA-019")["supported"]
    assert card("MOA-019")["play_less"] == {"less": {"specified": {"fire": 3}}, "when": {"count": {"what": "card", "whose": "opponent", "races": ["Dragon"]}, "at_least": 1}, "optional": True}
    state = real_started("MOA-019", "MOA-011")
    to_field(state, "bob", "TST-R14")
    state = act(state, _play_moa019(state, {"void": 3}))
    assert state.chase and state.chase[-1].card.startswith("ann:MOA-019")


def test_fow_old_cont_cost_r_refused_without_a_dragon() -> None:
    """FOW-OLD-CONT-COST-R breaking: with no Dragon on bob's side (ann's own TST-R14 does not count) the three fire will
    are owed -- the free part alone is refused; the label before another line stays read as before."""
    state = real_started("MOA-019", "MOA-011")
    to_field(state, "ann", "TST-R14")
    assert code_of(state, _play_moa019(state, {"void": 3})) == "FOW-WILL-3"
    assert "[Continuous]" in refused_line("[Continuous]: You may pay {1} less to play this card.")


def _moa019_entered(state: State, *, accept: bool = True) -> tuple[State, str]:
    """MOA-019 played in full and resolved; its [Enter] abilities played (the damage one at bob's TST-R03), the
    first one's "you may" answered, up to its search decision: the state and MOA-019's instance."""
    target = to_field(state, "bob", "TST-R03")
    state = act(state, _play_moa019(state, {"fire": 3, "void": 3}))
    susanowo = state.chase[-1].card
    state = both_pass(state)
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "search":
            return state, susanowo
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, {"type": "may", "player": "ann", "accept": accept})
        elif state.pending:
            pending = state.pending[0]
            wanted = [target] if pending.ability == 1 else []
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": wanted})
        elif state.chase:
            state = both_pass(state)
        else:
            break
    return state, susanowo


def test_fow_add_from_hand_r_moa019_the_named_addition_is_added_to_it() -> None:
    """FOW-ADD-FROM-HAND-R with MOA-019 (you may add a card named MOA-011's name from your hand to this card): ann names
    her MOA-011 (an addition: resonator, +400/+400 to the added resonator) added to MOA-019; it leaves her hand and
    enters her field added to MOA-019, which is then 1600/1600."""
    assert card("MOA-019")["abilities"][0]["effects"] == [
        {"op": "search", "filter": {"names": [card("MOA-011")["name"]], "kinds": ["addition"]}, "deck": "hand", "to": "field", "onto": "self", "optional": True}
    ]
    state = real_started("MOA-019", "MOA-011")
    sword = to_hand(state, "ann", "MOA-011")
    state, susanowo = _moa019_entered(state)
    assert state.decision is not None and state.decision.kind == "search"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": sword, "to": susanowo}))
    assert sword not in player(state, "ann").hand
    (entity,) = [e for e in player(state, "ann").field if e.id == sword]
    assert entity.added_to == susanowo
    assert stats(state, susanowo)[:2] == (1600, 1600)


def test_fow_add_from_hand_r_refuses_another_card_or_host_and_may_add_none() -> None:
    """FOW-ADD-FROM-HAND-R breaking: TST-A01 of ann's hand is an addition of another name -- refused with this code;
    MOA-011 named onto ann's TST-R03 rather than this card is refused (FOW-SEARCH-ADDITION-R); naming none is allowed
    (the hand is hidden) and the addition stays in the hand; a resonator of the hand, or the form on a chant, is
    refused at import, and a forged record adding a resonator is refused by the card-set check."""
    state = real_started("MOA-019", "MOA-011")
    sword = to_hand(state, "ann", "MOA-011")
    other = to_hand(state, "ann", "TST-A01")
    mine = to_field(state, "ann", "TST-R03")
    state, susanowo = _moa019_entered(state)
    assert code_of(state, {"type": "search", "player": "ann", "card": other, "to": susanowo}) == "FOW-ADD-FROM-HAND-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": sword, "to": mine}) == "FOW-ADD-FROM-HAND-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert sword in player(state, "ann").hand
    assert "from the hand to this card" in refused_line("[Enter]: Add a resonator from your hand to this card.")
    forged = copy.deepcopy(card("MOA-019"))
    forged["abilities"][0]["effects"][0]["filter"]["kinds"] = ["resonator"]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-ADD-FROM-HAND-R" in e.message for e in errors)


def _byakhee_on(state: State, target: str) -> tuple[State, str]:
    """Ann's MPR-078 in her field plays its {Rest} ability at ``target`` and it resolves: the state and MPR-078."""
    byakhee = to_field(state, "ann", "MPR-078")
    state = act(state, {"type": "activate", "player": "ann", "card": byakhee, "ability": 0, "targets": [target]})
    return resolve_all(state), byakhee


def test_fow_destroyed_banish_r_mpr078_banished_when_its_target_is_destroyed() -> None:
    """FOW-DESTROYED-BANISH-R with MPR-078 ({Rest}: target resonator gains [+900/+900] and [Flying] until end of turn;
    when that resonator is destroyed this turn, banish this card): bob's TST-R03 gains +900/+900; ann then destroys it
    with TST-C10, the delayed ability triggers for ann and resolves, and MPR-078 goes to her graveyard."""
    assert entry("MPR-078")["supported"]
    assert card("MPR-078")["abilities"][0]["effects"][1] == {"op": "at_end", "target": 0, "then": "destroyed_banish"}
    state = real_started("MPR-078")
    victim = to_field(state, "bob", "TST-R03")
    state, byakhee = _byakhee_on(state, victim)
    assert stats(state, victim)[:2] == (1300, 1500)
    assert [e.destroyed_banish for e in player(state, "bob").field if e.id == victim] == [[f"ann/{byakhee}"]]
    chant = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [victim], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = both_pass(state)
    assert victim in player(state, "bob").graveyard
    assert [(o.controller, o.card, o.ability) for o in state.chase] == [("ann", byakhee, "destroyed_banish")]
    state = resolve_all(state)
    assert byakhee in player(state, "ann").graveyard
    assert byakhee not in {e.id for e in player(state, "ann").field}


def test_fow_destroyed_banish_r_ends_with_the_turn_and_forged_records_are_refused() -> None:
    """FOW-DESTROYED-BANISH-R breaking: the delayed ability lasts this turn only -- at the next turn TST-R03 keeps no
    record and destroying it banishes nothing; a record naming a card in no field is refused by the state check; the
    sentence after no change of one target, or on a spell's text, is refused."""
    state = real_started("MPR-078")
    victim = to_field(state, "bob", "TST-R03")
    state, byakhee = _byakhee_on(state, victim)
    state = next_turn(state)
    (held,) = [e for e in player(state, "bob").field if e.id == victim]
    assert not held.destroyed_banish
    forged = copy.deepcopy(state)
    (entity,) = [e for e in player(forged, "bob").field if e.id == victim]
    entity.destroyed_banish = ["ann/ann:TST-R01#9"]
    with pytest.raises(InputError, match="FOW-DESTROYED-BANISH-R"):
        act(forged, {"type": "pass", "player": forged.to_act[0]})
    watch = sentences("MPR-078", 2)[-1]  # the printed delayed sentence, read at run time
    assert "names no one J/resonator" in refused_line(f"[Activate] {{Rest}}: Draw a card. {watch}.")
    spell = copy.deepcopy(card("MPR-078"))
    spell["effects"], spell["targets"] = spell["abilities"][0]["effects"], spell["abilities"][0]["targets"]
    errors = collect_card_errors(msgspec.convert(spell, CardDef), {}, "")
    assert any("FOW-DESTROYED-BANISH-R" in e.message for e in errors)


def _wormhole(state: State, x: int) -> dict[str, object]:
    """Ann's MOA-020 in her field: its X ability played with ``x``, the {1} and X paid from her pool as void will."""
    wormhole = to_field(state, "ann", "MOA-020")
    pool(state, "ann", void=1 + x)
    return {"type": "activate", "player": "ann", "card": wormhole, "ability": 1, "x": x, "payment": {"pool": {"void": 1 + x}}}


def test_fow_activate_x_r_moa020_puts_a_resonator_of_total_cost_x_or_less() -> None:
    """FOW-ACTIVATE-X-R with MOA-020 ({1}{X}, {Rest}: put a resonator with total cost X or less from your hand into your
    field; it gains [Swiftness] until end of turn): played with X = 2, ann's TST-R02 (total cost 2) enters her field
    with [Swiftness]; her TST-R05 (total cost 4) could not be chosen."""
    assert entry("MOA-020")["supported"] and entry("SKL-087")["supported"]
    ability = card("MOA-020")["abilities"][1]
    assert ability["cost"] == {"rest": True, "will": {"free": 1, "x": True}}
    assert ability["effects"][0] == {"op": "search", "filter": {"kinds": ["resonator"], "max_cost_x": 0}, "deck": "hand", "to": "field"}
    state = real_started("MOA-020")
    small = to_hand(state, "ann", "TST-R02")
    big = to_hand(state, "ann", "TST-R05")
    action = _wormhole(state, 2)
    assert listed(state, "activate", card=action["card"], ability=1, x=2) and not listed(state, "activate", card=action["card"], ability=1, x=4)
    state = act(state, action)
    assert state.chase[-1].x == 2
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    assert code_of(state, {"type": "search", "player": "ann", "card": big}) == "FOW-PUT-FROM-HAND-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": small}))
    assert small in field(state, "ann") and big in player(state, "ann").hand
    assert "swiftness" in stats(state, small)[2]


def test_fow_activate_x_r_refuses_x_without_x_and_other_x_abilities() -> None:
    """FOW-ACTIVATE-X-R breaking: X named for MPR-078's {Rest} ability (no X in its cost) is refused with this code; the
    X paid must be paid (X = 3 with will for X = 2 is refused); an ability cost with X used by no search is refused at
    import, and so is a forged record of one by the card-set check."""
    state = real_started("MOA-020", "MPR-078")
    byakhee = to_field(state, "ann", "MPR-078")
    victim = to_field(state, "bob", "TST-R03")
    assert code_of(state, {"type": "activate", "player": "ann", "card": byakhee, "ability": 0, "x": 1, "targets": [victim]}) == "FOW-ACTIVATE-X-R"
    short = _wormhole(state, 2) | {"x": 3}
    assert code_of(state, short) == "FOW-WILL-3"
    assert "searching with total cost X or less" in refused_line("[Activate] {X}, {Rest}: Draw two cards.")
    forged = copy.deepcopy(card("MOA-020"))
    forged["abilities"][1]["effects"] = [{"op": "draw", "amount": 1}]
    errors = collect_card_errors(msgspec.convert(forged, CardDef), {}, "")
    assert any("FOW-ACTIVATE-X-R" in e.message for e in errors)


def test_fow_search_name_has_field_r_moa017_awakened_puts_the_named_card_into_the_field() -> None:
    """FOW-SEARCH-NAME-HAS-FIELD-R with MOA-017 (awakened: when this card enters your field, search for a card with
    CMF-025's word in its name and put it into your field): played awakened, its trigger finds ann's resonator of that
    word (an invented one: CMF-025 has a line the engine cannot play), which enters her field; her TST-R01 (another
    name) is refused."""
    assert entry("MOA-017")["supported"]
    assert card("MOA-017")["abilities"][0]["effects"][0]["filter"] == {"kinds": ["resonator"], "name_has": card("CMF-025")["name"].split()[0]}
    word = card("MOA-017")["abilities"][0]["effects"][0]["filter"]["name_has"]
    cards = copy.deepcopy(real_set("MOA-017")["cards"])
    # CMF-025 (the one such card of the database) has a line the engine cannot play: an invented resonator of that word.
    cards.append(next(c for c in cards if c["id"] == "TST-R01") | {"id": "TST-NAMED", "name": f"{word} of the Reference Pool"})
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"] |= {"MOA-017": 1, "TST-NAMED": 1}
    state = ann_first({"card_set": {"id": "tst-plus-s-grimm-b", "cards": cards}}, decks, "s-grimm-b-named")
    instance = to_hand(state, "ann", "MOA-017")
    pool(state, "ann", fire=2)
    state = act(state, {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "payment": {"pool": {"fire": 2}}})
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    granny = next(c for c in player(state, "ann").deck if c.startswith("ann:TST-NAMED"))
    other = next(c for c in player(state, "ann").deck if c.startswith("ann:TST-R01"))
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-SEARCH-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": granny}))
    assert granny in field(state, "ann")


def test_fow_cost_discard_name_has_r_moa017_discards_a_card_with_the_word() -> None:
    """FOW-COST-DISCARD-NAME-HAS-R with MOA-017 ({Rest}, discard a card with CMF-031's word in its name: 1000 damage to
    target resonator): ann discards CMF-031 and bob's TST-R03 is destroyed; breaking: her TST-R01 (another name) is
    refused with FOW-COST-DISCARD-R's code, and a search of such a name that may find a chant stays refused."""
    assert card("MOA-017")["abilities"][1]["cost"] == {"rest": True, "discard": {"name_has": card("CMF-031")["name"].split()[-1]}}
    state = real_started("MOA-017", "CMF-031")
    red = to_field(state, "ann", "MOA-017")
    apple = to_hand(state, "ann", "CMF-031")
    plain = to_hand(state, "ann", "TST-R01")
    victim = to_field(state, "bob", "TST-R03")
    action = {"type": "activate", "player": "ann", "card": red, "ability": 1, "targets": [victim], "payment": {"discard": [plain]}}
    assert code_of(state, action) == "FOW-COST-DISCARD-R"
    state = resolve_all(act(state, action | {"payment": {"discard": [apple]}}))
    assert apple in player(state, "ann").graveyard and victim in player(state, "bob").graveyard
    word = card("CMF-031")["name"].split()[-1]
    assert "may be a chant" in refused_line(f'[Enter]: Search your main deck for a card with "{word}" in its name and put it into your field. Then shuffle your main deck.')


def test_fow_search_attr_race_card_r_mpr038_puts_the_water_moon_into_the_field() -> None:
    """FOW-SEARCH-ATTR-RACE-CARD-R with MPR-038 ([Enter]: search for a <attribute> <Race> card, put it into your field):
    ann's CMF-049 (a water Moon field addition) is found and enters her field; CMF-021 (a fire Moon) is refused."""
    assert entry("MPR-038")["supported"]
    assert card("MPR-038")["abilities"][0]["effects"][0]["filter"] == {"kinds": ["addition", "resonator"], "races": ["Moon"], "attributes": ["water"]}
    state = real_started("MPR-038", "CMF-049", "CMF-021")
    state = act(state, _paid(state, "MPR-038"))
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    pale = next(c for c in player(state, "ann").deck if c.startswith("ann:CMF-049"))
    bloody = next(c for c in player(state, "ann").deck if c.startswith("ann:CMF-021"))
    assert code_of(state, {"type": "search", "player": "ann", "card": bloody}) == "FOW-SEARCH-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": pale}))
    assert pale in field(state, "ann")


def _paid(state: State, card_id: str) -> dict[str, object]:
    """``card_id`` put into ann's hand with its cost in her pool: the play action."""
    instance = to_hand(state, "ann", card_id)
    cost = card(card_id)["cost"]
    will = dict(cost.get("specified", {})) | ({"void": cost["free"]} if cost.get("free") else {})
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}


def test_fow_trig_gone_to_hand_r_mpr038_banished_returns_the_resonator_to_the_hand() -> None:
    """FOW-TRIG-GONE-TO-HAND-R with MPR-038 (when a resonator is put into a graveyard from your field, you may banish
    this card; if you do, that resonator from its owner's graveyard into his or her hand): ann's TST-R03 is destroyed
    by her TST-C10, she accepts, MPR-038 is banished and TST-R03 goes back to her hand; declined, both stay put."""
    ability = card("MPR-038")["abilities"][2]
    assert ability["trigger"] == "resonator_to_graveyard" and ability["effects"][1] == {"op": "from_graveyard", "target": "victim", "to": "hand", "condition": "if_you_do"}
    for accept in (True, False):
        state = real_started("MPR-038")
        campanella = to_field(state, "ann", "MPR-038")
        mine = to_field(state, "ann", "TST-R03")
        chant = to_hand(state, "ann", "TST-C10")
        pool(state, "ann", darkness=2, void=1)
        state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [mine], "payment": {"pool": {"darkness": 2, "void": 1}}})
        state = both_pass(state)
        assert [o.victim for o in state.chase] == [mine]
        asked = 0
        for _ in range(12):
            if state.decision is not None and state.decision.kind == "may":
                asked += 1
                state = act(state, {"type": "may", "player": "ann", "accept": accept})
            elif state.pending or state.chase:
                state = resolve_all(state) if state.pending else both_pass(state)
            else:
                break
        assert (mine in player(state, "ann").hand) is accept and (mine in player(state, "ann").graveyard) is not accept
        # Banished, MPR-038 triggers its own ability as it leaves; it can no longer banish itself there, so nothing
        # is offered and it stays in the graveyard (CR 104.2).
        assert (campanella in player(state, "ann").graveyard) is accept and asked == 1
    assert "names no card here" in refused_line("[Enter]: Put the gone resonator from its owner's graveyard into its owner's hand.")


def test_fow_stones_activate_no_recover_r_moa030_keeps_activate_stones_rested() -> None:
    """FOW-STONES-ACTIVATE-NO-RECOVER-R with MOA-030 (magic stones with non-will activate abilities don't recover in
    the recovery phase) in bob's field: at ann's next recovery phase her rested TAT-091 (a stone with an activate
    ability) stays rested while her rested TST-ST-W (a will ability only) recovers; without MOA-030 both recover."""
    assert entry("MOA-030")["supported"]
    assert card("MOA-030")["abilities"][0]["no_recover_activate_stones"] is True
    for present in (True, False):
        decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
        decks["ann"]["stones"]["TST-ST-W"] -= 1
        decks["ann"]["stones"]["TAT-091"] = 1
        decks["bob"]["main"]["MOA-030"] = 1
        state = ann_first({"card_set": real_set("MOA-030", "TAT-091")}, decks, "s-grimm-b-stones")
        if present:
            to_field(state, "bob", "MOA-030")
        special = to_field(state, "ann", "TAT-091", rested=True)
        basic = to_field(state, "ann", "TST-ST-W", rested=True)
        state = pass_until(next_turn(next_turn(state)), lambda s: s.phase == "main")
        assert state.turn.player == "ann" and state.turn.number == 3
        rested = {e.id: e.rested for e in player(state, "ann").field}
        assert rested[special] is present and rested[basic] is False
