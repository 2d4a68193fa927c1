"""Counting forms read by fow-w-count, each played with a real card named by id (the printed text stays in ../shared):

- FOW-COUNT-ATTACKS-R: "the number of times (that) <J/resonators | resonators> (you control) attacked this turn" --
  the attacks declared this turn (AOA-057 draws that many; NWE-067 bounds its target by it).
- FOW-TARGET-COST-COUNT-R: a target "with total cost X or less ..., where X is the number of <count>" (NWE-067) or
  "with total cost less than or equal to the number of <count>" (RDE-023): X counted as the object is played.
"""

from __future__ import annotations

from adjudicator.force_of_will.ability.lines import per_count
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, full_deck, pass_until, player, take, to_field, to_hand
from .real import ann_first, play, real_set, real_started, resolve_all, ruler_of, stack_on_top, stats
from .test_fowsim_stranger_families import STRANGERS

# -- FOW-COUNT-ATTACKS-R ------------------------------------------------------------------------------------------


def test_fow_count_attacks_r_is_read() -> None:
    """FOW-COUNT-ATTACKS-R: AOA-057 (draw X) and NWE-067 (its target's bound) are supported; the invented forms count
    the attacks of one player's J/resonators, or of anyone's resonators."""
    assert entry("AOA-057")["supported"] and entry("NWE-067")["supported"]
    (draw,) = [e for e in card("AOA-057")["effects"] if e["op"] == "draw"]
    assert draw["per"] == {"what": "resonator", "zone": "attacked", "whose": "all"}
    assert per_count("times J/resonators you control attacked this turn") == {
        "what": "j_resonator",
        "zone": "attacked",
        "whose": "you",
    }
    assert per_count("time resonators your opponent controls attacked this turn") == {
        "what": "resonator",
        "zone": "attacked",
        "whose": "opponent",
    }


def _attack(state: State, attacker: str) -> State:
    """Ann starts the battle (if not in one) and declares ``attacker`` attacking bob."""
    if state.battle is None:
        state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})


def _after_battle(state: State) -> State:
    """Bob declares no block, then everyone passes until the battle is over and ann holds priority again."""
    for _ in range(30):
        if state.battle is None and not state.chase and state.priority == "ann" and state.decision is None:
            return state
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        elif state.decision is not None and state.decision.kind == "declare_attack":
            state = act(state, {"type": "declare_attack", "player": "ann", "attacker": None})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the battle did not end")


def test_fow_count_attacks_r_draws_one_for_each_attack() -> None:
    """FOW-COUNT-ATTACKS-R with AOA-057: before any attack it draws nothing; after ann's TST-R06 attacked once it
    draws one card (the attack is remembered after the battle)."""
    state = real_started("AOA-057")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-057")))
    assert len(player(state, "ann").hand) == hand
    state = real_started("AOA-057")
    runner = to_field(state, "ann", "TST-R06")  # [Swiftness]: it attacks at once
    state = _after_battle(_attack(state, runner))
    instance = to_hand(state, "ann", "AOA-057")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", instance))
    assert len(player(state, "ann").hand) == hand - 1 + 1  # the chant left the hand, one card drawn


def test_fow_count_attacks_r_refuses_an_unknown_count() -> None:
    """FOW-COUNT-ATTACKS-R: the attacks of additions are no count of the vocabulary."""
    assert "is not in the vocabulary" in line_refusal(
        "Draw X cards, where X is the number of times additions attacked this turn", "chant"
    )


# -- FOW-TARGET-COST-COUNT-R --------------------------------------------------------------------------------------


def test_fow_target_cost_count_r_is_read() -> None:
    """FOW-TARGET-COST-COUNT-R: NWE-067's attack trigger and RDE-023's enter trigger bound their target by a count."""
    (attack,) = [a for a in card("NWE-067")["abilities"] if a["kind"] == "automatic"]
    assert attack["targets"] == [
        {
            "kind": "resonator",
            "controller": "opponent",
            "max_cost_per": {"what": "j_resonator", "zone": "attacked"},
        }
    ]
    (enter,) = card("RDE-023")["abilities"]
    assert enter["targets"][0]["max_cost_per"] == {"what": "magic_stone", "attributes": ["water"]}
    assert entry("RDE-023")["supported"]


def _nwe_067_attacks(state: State) -> tuple[State, str, str]:
    """Ann's NWE-067 ([Swiftness]) and bob's TST-R01 (total cost 1) and TST-R02 (total cost 2); NWE-067 attacks: its
    trigger waits to be played."""
    fighter = to_field(state, "ann", "NWE-067")
    cheap, dear = to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R02")
    state = pass_until(_attack(state, fighter), lambda s: bool(s.pending))
    return state, cheap, dear


def test_fow_target_cost_count_r_one_attack_one_cost() -> None:
    """FOW-TARGET-COST-COUNT-R with NWE-067: its first attack this turn makes X 1 -- bob's TST-R02 (total cost 2) is
    refused citing the rule, TST-R01 (total cost 1) is destroyed."""
    state, cheap, dear = _nwe_067_attacks(real_started("NWE-067"))
    pending = state.pending[0]
    refused = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [dear]}
    assert code_of(state, refused) == "FOW-TARGET-COST-COUNT-R"
    state = act(state, {**refused, "targets": [cheap]})
    assert state.chase[-1].counted == 1
    state = resolve_all(state)
    assert cheap not in {e.id for e in player(state, "bob").field} and dear in {
        e.id for e in player(state, "bob").field
    }


def _with_water_stone() -> State:
    """Ann's first main phase, RDE-023 in both main decks and a water magic stone (VIN001-093) in the set."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"]["RDE-023"] = 1
    del decks["ann"]["stones"]["TST-ST-B"]
    decks["ann"]["stones"]["VIN001-093"] = 2
    return ann_first({"card_set": real_set("RDE-023", "VIN001-093")}, decks, "real")


def test_fow_target_cost_count_r_x_fixed_as_played() -> None:
    """FOW-TARGET-COST-COUNT-R (CR 903.2h-3, 903.3a): RDE-023 enters with two water magic stones in ann's field, X is 2
    and bob's TST-R02 is targeted; a stone leaving before it resolves does not change X: TST-R02 returns to bob's hand."""
    state = _with_water_stone()
    for _ in range(2):
        to_field(state, "ann", "VIN001-093")  # a water magic stone
    dear = to_field(state, "bob", "TST-R02")
    state = pass_until(play(state, "ann", to_hand(state, "ann", "RDE-023")), lambda s: bool(s.pending))
    state = act(
        state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [dear]}
    )
    assert state.chase[-1].counted == 2
    seat = player(state, "ann")
    gone = [e.id for e in seat.field if e.id.startswith("ann:VIN001-093")]
    seat.field = [e for e in seat.field if e.id not in gone]  # both stones put into the graveyard
    seat.graveyard.extend(gone)
    state = both_pass(state)
    if state.decision is not None and state.decision.kind == "may":
        state = act(
            state, {"type": "may", "player": "ann", "accept": True}
        )  # FOW-MAY-R: "You may return ..."
    state = resolve_all(state)
    assert dear not in {e.id for e in player(state, "bob").field}


def test_fow_target_cost_count_r_refuses_above_the_count() -> None:
    """FOW-TARGET-COST-COUNT-R with RDE-023 and one water magic stone: bob's TST-R02 (total cost 2) is refused, his
    TST-R01 (total cost 1) may be chosen."""
    state = _with_water_stone()
    to_field(state, "ann", "VIN001-093")
    dear = to_field(state, "bob", "TST-R02")
    to_field(state, "bob", "TST-R01")
    state = pass_until(play(state, "ann", to_hand(state, "ann", "RDE-023")), lambda s: bool(s.pending))
    assert (
        code_of(
            state,
            {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [dear]},
        )
        == "FOW-TARGET-COST-COUNT-R"
    )


def test_fow_target_cost_count_r_where_x_names_no_target() -> None:
    """FOW-TARGET-COST-COUNT-R: a where-X count naming no target bounded by X is refused."""
    reason = line_refusal(
        "Destroy target resonator with total cost X or less. Draw X cards, where X is the number of additions you control",
        "chant",
    )
    assert "X" in reason


# -- FOW-DESTROYED-THIS-WAY-R -------------------------------------------------------------------------------------


def test_fow_destroyed_this_way_r_is_read() -> None:
    """FOW-DESTROYED-THIS-WAY-R: EDL-029's [Enter] ability destroys a group, then counts the resonators destroyed."""
    assert entry("EDL-029")["supported"]
    (enter,) = [a for a in card("EDL-029")["abilities"] if a["kind"] == "automatic"]
    assert [e["op"] for e in enter["effects"]] == ["destroy", "damage"]
    assert enter["effects"][1]["per"] == {"what": "destroyed_resonator"}


def test_fow_destroyed_this_way_r_counts_what_was_destroyed() -> None:
    """FOW-DESTROYED-THIS-WAY-R with EDL-029: of bob's three resonators two are damaged, one of them [Eternal]
    (TST-R18, not destroyed); the other undamaged: one resonator is destroyed, bob loses 400 life."""
    state = real_started("EDL-029")
    hurt = to_field(state, "bob", "TST-R01", damage=100)
    eternal = to_field(state, "bob", "TST-R18", damage=100)
    whole = to_field(state, "bob", "TST-R02")
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "EDL-029")))
    field = {e.id for e in player(state, "bob").field}
    assert hurt not in field and {eternal, whole} <= field
    assert player(state, "bob").life == life - 400


def test_fow_destroyed_this_way_r_needs_a_destroy_before() -> None:
    """FOW-DESTROYED-THIS-WAY-R: the count with no destroy effect before it in the text is refused."""
    reason = line_refusal("Draw a card for each resonator destroyed this way", "chant")
    assert "destroyed this way" in reason


# -- FOW-REMOVED-THIS-WAY-COUNT-R ---------------------------------------------------------------------------------


def test_fow_removed_this_way_count_r_is_read() -> None:
    """FOW-REMOVED-THIS-WAY-COUNT-R: TST-045's [Enter] ability removes the top cards, then counts the resonators."""
    assert entry("TST-045")["supported"]
    enter = next(a for a in card("TST-045")["abilities"] if a["kind"] == "automatic")
    assert [e["op"] for e in enter["effects"]] == ["mill", "put_counters"]
    assert enter["effects"][1]["per"] == {"what": "removed_resonator"}


def test_fow_removed_this_way_count_r_counts_the_resonators_removed() -> None:
    """FOW-REMOVED-THIS-WAY-COUNT-R with TST-045: the top two cards of ann's deck are a resonator (TST-R01) and a chant
    (TST-C01): both are removed, and TST-045 gets two [+100/+100] counters (two for the one resonator)."""
    state = real_started("TST-045")
    top = stack_on_top(state, "ann", ("TST-R01", "TST-C01"))
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TST-045")))
    assert set(top.values()) <= set(player(state, "ann").removed)
    (mine,) = [e for e in player(state, "ann").field if e.id.startswith("ann:TST-045")]
    assert mine.counters == {"+100/+100": 2}


def test_fow_removed_this_way_count_r_needs_a_removal_before() -> None:
    """FOW-REMOVED-THIS-WAY-COUNT-R: the count with no removal before it in the text is refused."""
    assert "removed this way" in line_refusal("Draw a card for each resonator removed this way", "chant")


# -- FOW-COUNT-EVERY-N-R ------------------------------------------------------------------------------------------


def test_fow_count_every_n_r_is_read() -> None:
    """FOW-COUNT-EVERY-N-R: TTW-065's continuous change counts the magic counters on its controller's J/ruler by twos."""
    assert entry("TTW-065")["supported"]
    change = next(a for a in card("TTW-065")["abilities"] if a["kind"] == "continuous")
    assert change["per"] == {"what": "counter", "counter": "magic", "on_j_ruler": True, "every": 2}


def test_fow_count_every_n_r_one_for_every_two() -> None:
    """FOW-COUNT-EVERY-N-R with TTW-065 in ann's field: one magic counter on her ruler adds nothing, three add
    [+100/+100], four [+200/+200]."""
    state = real_started("TTW-065")
    mine = to_field(state, "ann", "TTW-065")
    printed = stats(state, mine)[:2]
    for counters, plus in ((1, 0), (3, 100), (4, 200)):
        ruler_of(state, "ann").counters = {"magic": counters}
        assert stats(state, mine)[:2] == (printed[0] + plus, printed[1] + plus)


def test_fow_count_every_n_r_refuses_other_groups() -> None:
    """FOW-COUNT-EVERY-N-R: "for each two <cards>" of anything but counters is refused."""
    assert line_refusal("This card gains [+100/+100] for each two resonators you control")


# -- FOW-COUNT-STRANGER-ZONE-R ------------------------------------------------------------------------------------


def _strangers_removed(*removed: str, holder: str = "AO3-073") -> tuple[State, str]:
    """Ann's first main phase with a stranger deck (two of each of STRANGERS, her ruler given [Stranger] 10), ``holder``
    in her field, and the stranger resonators ``removed`` (ids) moved from her stranger deck to her removed area."""
    cards = [dict(c) for c in real_set(*STRANGERS, holder)["cards"]]
    for c in cards:
        if c["id"] in ("TST-RU1", "TST-RU2"):
            c["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["stranger"] = dict.fromkeys(STRANGERS, 2)
        deck["main"][holder] = 1
    state = ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, decks, "w-count")
    seat = player(state, "ann")
    for def_id in removed:
        instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == def_id)
        seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
        seat.removed.append(instance)
    return state, to_field(state, "ann", holder)


def test_fow_count_stranger_zone_r_is_read() -> None:
    """FOW-COUNT-STRANGER-ZONE-R: AO3-073 counts the names among the stranger resonators of its controller's removed area."""
    assert entry("AO3-073")["supported"]
    change = next(a for a in card("AO3-073")["abilities"] if a["kind"] == "continuous")
    assert change["per"] == {"what": "resonator", "zone": "removed", "stranger": True, "distinct_names": True}
    assert per_count("(Stranger) resonators in your graveyard") == {
        "what": "resonator",
        "zone": "graveyard",
        "stranger": True,
    }


def test_fow_count_stranger_zone_r_names_not_copies() -> None:
    """FOW-COUNT-STRANGER-ZONE-R with AO3-073: two copies of one stranger and one of another in ann's removed area are two
    names: [+800/+800]; a resonator there that is no stranger (TST-R01) adds nothing."""
    state, mine = _strangers_removed()
    printed = stats(state, mine)[:2]
    state, mine = _strangers_removed("AO1-040", "AO1-040", "AO1-018")
    player(state, "ann").removed.append(take(state, "ann", "TST-R01"))
    assert stats(state, mine)[:2] == (printed[0] + 800, printed[1] + 800)


def test_fow_count_stranger_zone_r_refuses_a_stranger_card() -> None:
    """FOW-COUNT-STRANGER-ZONE-R: "(Stranger) cards" in a zone names no resonator: refused."""
    assert "is not in the vocabulary" in line_refusal(
        "This card gains [+100/+100] for each (Stranger) card in your graveyard"
    )


# -- FOW-NAMED-COUNTERS-PER-R -------------------------------------------------------------------------------------


def test_fow_named_counters_per_r_is_read() -> None:
    """FOW-NAMED-COUNTERS-PER-R: AO3-014's rest ability puts one counter of its name for each stranger resonator counted."""
    assert entry("AO3-014")["supported"]
    rest = next(a for a in card("AO3-014")["abilities"] if a["kind"] == "activate" and a["cost"].get("rest"))
    (put,) = rest["effects"]
    assert (
        put["op"] == "put_counters"
        and put["amount"] == 1
        and put["counter"]
        and put["per"] == {"what": "resonator", "zone": "removed", "stranger": True}
    )


def test_fow_named_counters_per_r_one_for_each_stranger_removed() -> None:
    """FOW-NAMED-COUNTERS-PER-R with AO3-014 (two counters as it entered): three stranger resonators in ann's removed area
    -- its rest ability adds three counters of that name (five in all)."""
    state, mine = _strangers_removed("AO1-040", "AO1-040", "AO1-018", holder="AO3-014")
    (entity,) = [e for e in player(state, "ann").field if e.id == mine]
    name = card("AO3-014")["enters_counters"]["counter"]
    entity.counters = {name: 2}
    index = next(
        i
        for i, a in enumerate(card("AO3-014")["abilities"])
        if a["kind"] == "activate" and a["cost"].get("rest")
    )
    state = resolve_all(
        act(state, {"type": "activate", "player": "ann", "card": mine, "ability": index, "targets": []})
    )
    (entity,) = [e for e in player(state, "ann").field if e.id == mine]
    assert entity.counters == {name: 5}


def test_fow_named_counters_per_r_only_on_this_card() -> None:
    """FOW-NAMED-COUNTERS-PER-R: named counters for each <count> on a target are refused."""
    assert line_refusal("{Rest}: Put a charge counter on target resonator for each card in your graveyard")
