"""The checks a Force of Will card set passes (adjudicator.force_of_will.cards) as a client sees them (issue 21,
scripts/mutation): each refusal at its JSON Pointer with its message, the records next to it accepted; and a
continuous ability that lowers DEF is seen by the rule processes even in a set where nothing else does."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import reference_card_set_json, validate_card_set

from .helpers import act, full_deck, player, started, to_field

VOID = {"free": 1}


def _set_with(*records: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """The reference set with ``records`` added after its cards; the index of the first one."""
    data = reference_card_set_json()
    cards = [dict(card) for card in data["cards"]]
    return {**data, "cards": [*cards, *records]}, len(cards)


def _problems(*records: dict[str, Any]) -> list[tuple[str, str]]:
    data, first = _set_with(*records)
    card_set, _, problems = validate_card_set(data)
    assert (card_set is None) == bool(problems)
    return [(p.pointer.replace(f"/cards/{first}", "/cards/N", 1), p.message) for p in problems]


def _chant(card_id: str, **fields: Any) -> dict[str, Any]:
    return {"id": card_id, "name": f"Test {card_id}", "types": ["chant"], "attributes": ["fire"], "cost": VOID, **fields}


def _resonator(card_id: str, **fields: Any) -> dict[str, Any]:
    return {"id": card_id, "name": f"Test {card_id}", "types": ["resonator"], "attributes": ["fire"], "cost": VOID, "atk": 100, "def": 100, **fields}


def test_only_rest_and_recover_reach_each_magic_stone() -> None:
    """"Rest all magic stones your opponent controls" is a card; "destroy each magic stone" is refused at its
    ``each``."""
    assert _problems(_chant("TST-X1", effects=[{"op": "rest", "each": "opponent_magic_stones"}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "recover", "each": "your_magic_stones"}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "destroy", "each": "all_magic_stones"}])) == [
        ("/cards/N/effects/0/each", "only rest and recover (and a will ability gained, FOW-GRANTS-WILL-TURN-R) apply to each magic stone")
    ]


def test_a_cancel_names_a_spell_target_that_exists() -> None:
    """A cancel of a J/resonator target is refused at its ``target`` ("cancel needs a spell target"); a cancel of
    a target slot the card does not have is refused as such, never read past the slots."""
    spell = [{"kind": "chant_spell"}]
    assert _problems(_chant("TST-X1", targets=spell, effects=[{"op": "cancel", "target": 0}])) == []
    assert _problems(_chant("TST-X1", targets=[{"kind": "j_resonator"}], effects=[{"op": "cancel", "target": 0}])) == [
        ("/cards/N/effects/0/target", "cancel needs a spell target")
    ]
    assert _problems(_chant("TST-X1", targets=spell, effects=[{"op": "cancel", "target": 1}])) == [
        ("/cards/N/effects/0/target", "target slot 1 does not exist (1 slot(s))")
    ]


def test_a_modal_card_keeps_its_effects_in_its_modes() -> None:
    """A "choose one" chant with effects of its own besides its modes is refused at ``modes`` even without targets."""
    modes = [{"effects": [{"op": "draw", "amount": 1}]}, {"effects": [{"op": "gain_life", "amount": 100}]}]
    assert _problems(_chant("TST-X1", modes=modes)) == []
    assert _problems(_chant("TST-X1", modes=modes, effects=[{"op": "draw", "amount": 1}])) == [
        ("/cards/N/modes", "a modal card keeps its targets and effects in its modes")
    ]


def test_a_trigger_has_a_cost_or_a_condition_not_both() -> None:
    """[Trigger] (CR 1113.2a-b): with a cost alone or a condition alone a chant is accepted; with both it is refused."""
    assert _problems(_chant("TST-X1", trigger={"cost": VOID}, effects=[{"op": "draw", "amount": 1}])) == []
    assert _problems(_chant("TST-X1", trigger={"condition": "opponent_attacking"}, effects=[{"op": "draw", "amount": 1}])) == []
    assert _problems(_chant("TST-X1", trigger={"cost": VOID, "condition": "opponent_attacking"}, effects=[{"op": "draw", "amount": 1}])) == [
        ("/cards/N/trigger", "a [Trigger] has a cost or a condition, not both")
    ]


def test_a_gain_of_gems_names_its_attributes_or_any_attribute() -> None:
    """FOW-GEM-R: gems of named attributes, or one of any attribute; both at once (or neither) is refused."""
    assert _problems(_chant("TST-X1", effects=[{"op": "gain_gems", "attributes": ["fire"]}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "gain_gems", "any_attribute": True}])) == []
    expected = [("/cards/N", "a gain of gems names its attributes or any_attribute, not both (FOW-GEM-R)")]
    assert _problems(_chant("TST-X1", effects=[{"op": "gain_gems", "attributes": ["fire"], "any_attribute": True}])) == expected


def test_only_magic_stones_have_magic_stone_types() -> None:
    """FOW-STONE-TYPE-R: a resonator naming magic stone types is refused at ``stone_types``."""
    assert _problems(_resonator("TST-X1", stone_types=["fire"])) == [("/cards/N/stone_types", "only magic stones have magic stone types here")]


def test_a_ruler_is_never_banished_for_a_cost() -> None:
    """FOW-RP-2: a resonator may banish itself to produce will; a ruler (or J-ruler) may not."""
    will = [{"kind": "will", "cost": {"banish_self": True}, "produce": ["fire"]}]
    assert _problems(_resonator("TST-X1", abilities=will)) == []
    ruler = {"id": "TST-X2", "name": "Test Ruler", "types": ["ruler"], "attributes": ["fire"], "abilities": will}
    assert ("/cards/N/abilities/0/cost/banish_self", "rulers cannot be banished (FOW-RP-2)") in _problems(ruler)


def test_battle_damage_is_prevented_for_this_card_or_the_added_one_only() -> None:
    """FOW-PREVENT-R: "prevent all battle damage" over a group scope is refused; for this card it is a card."""
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "continuous", "prevent_battle": True}])) == []
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "continuous", "scope": "your_j_resonators", "prevent_battle": True}])) == [
        ("/cards/N/abilities/0/prevent_battle", "battle damage is prevented for this card or the added J/resonator (FOW-PREVENT-R)")
    ]


def test_fow_rp_1_a_continuous_def_loss_is_seen_in_a_set_where_nothing_else_lowers_def() -> None:
    """FOW-RP-1 (DEF 0 or less: put into the graveyard) with an invented set: the reference cards without their
    abilities, and TST-A04 (a field addition) giving its controller's opponent's J/resonators [+0/-200].  No other
    card of the set lowers a DEF; bob's TST-R11 (200 DEF, undamaged) still goes to the graveyard once ann's
    TST-A04 is in the field and the rule processes run."""
    data = reference_card_set_json()
    cards = [{key: value for key, value in card.items() if key != "abilities"} for card in data["cards"]]
    for card in cards:
        if card["id"] == "TST-A04":
            card["abilities"] = [{"kind": "continuous", "scope": "opponent_j_resonators", "def": -200}]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    state = started(options={"card_set": {**data, "cards": cards}}, seed="rp-def-0", decks=decks)
    victim = to_field(state, "bob", "TST-R11")
    to_field(state, "ann", "TST-A04")
    state = act(state, {"type": "pass", "player": state.priority})
    assert victim in player(state, "bob").graveyard and victim not in [e.id for e in player(state, "bob").field]


def test_a_fowsim_card_over_the_services_limits_is_left_out_with_the_reason() -> None:
    """A fowsim database uploaded to a service whose strings are limited to 150 characters: CMF-054 (a printed line
    of 360 characters, read from the database; supported since fow-p-look, its ability keeps the line without its
    reminder text, 212 characters) is left out of the mapped set and listed with the reason; TAT-012, a vanilla
    resonator, is the set."""
    from adjudicator.core.cardsets import CardSetLimits
    from adjudicator.force_of_will.cards import validate_fowsim

    from .fowsim_db import raw_card

    assert len(raw_card("CMF-054")["abilities"][0]) == 360
    tiny = {"fow": {"clusters": [{"name": "t", "sets": [{"name": "t", "code": "T", "cards": [raw_card("CMF-054"), raw_card("TAT-012")]}]}]}}
    card_set, summary, problems = validate_fowsim(tiny, CardSetLimits(max_string=150))
    assert problems == [] and card_set is not None and [card.id for card in card_set.cards] == ["TAT-012"]
    assert summary["import"]["left_out_by_validation"] == [{"id": "CMF-054", "reason": "a string of 212 characters: at most 150"}]


def test_victim_is_named_only_by_a_trigger_that_has_one() -> None:
    """'victim' names the J/resonator a "deals damage to a J/resonator" trigger damaged (FOW-BANE-R); an [Enter]
    ability naming it is refused at the effect's ``target``, the same effect under a damage trigger accepted."""
    destroy = [{"op": "destroy", "target": "victim"}]
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "automatic", "trigger": "damages_j_resonator", "effects": destroy}])) == []
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "automatic", "trigger": "enter", "effects": destroy}])) == [
        ("/cards/N/abilities/0/effects/0/target", "'victim' names the card a 'deals damage to a J/resonator' trigger damaged (FOW-BANE-R) or a 'whenever a <card> enters the field' trigger entered (FOW-TRIG-ANY-ENTERS-R)")
    ]


def test_only_resonators_and_j_rulers_have_atk_and_def() -> None:
    """FOW-JUDG-5: a chant printed with ATK/DEF would need [Mobilize] (not supported): refused at ``atk``."""
    assert _problems(_chant("TST-X1", atk=100, effects=[{"op": "draw", "amount": 1}])) == [
        ("/cards/N/atk", "a chant with ATK/DEF needs [Mobilize], which is not supported (FOW-JUDG-5)")
    ]


def test_a_resonator_has_a_cost() -> None:
    """A resonator without a cost is refused at ``cost``."""
    record = {key: value for key, value in _resonator("TST-X1").items() if key != "cost"}
    assert _problems(record) == [("/cards/N/cost", "a resonator has a cost")]


def test_a_search_bounded_by_x_searches_the_whole_main_deck() -> None:
    """FOW-SEARCH-X-R: an X chant searching its main deck for a chant of total cost X or less is a card; the same
    search among the top three cards only, or in the magic stone deck, is refused."""
    x_cost = {"free": 1, "x": True}
    search = {"op": "search", "filter": {"kinds": ["chant"], "max_cost_x": 0}}
    expected = [("/cards/N", "FOW-SEARCH-X-R: a search bounded by X searches the main deck for a chant whose cost has X")]
    assert _problems(_chant("TST-X1", cost=x_cost, effects=[search])) == []
    assert _problems(_chant("TST-X1", cost=x_cost, effects=[{**search, "top": 3}])) == expected
    assert _problems(_chant("TST-X1", cost=x_cost, effects=[{**search, "deck": "stone", "to": "hand"}])) == expected


def test_deals_that_much_plus_n_is_read_for_this_card_only_and_unconditionally() -> None:
    """FOW-DAMAGE-PLUS-R: "deals that much +200 instead" on this card is a card, and (FOW-DAMAGE-PLUS-GROUP-R) over
    the J/resonators you control; over another group scope, or with a condition, it is refused at ``damage_plus``."""
    refused = [
        (
            "/cards/N/abilities/0/damage_plus",
            "'deals that much +N instead' is read for this card, the added J/resonator (FOW-DAMAGE-PLUS-R) or a group you control (FOW-DAMAGE-PLUS-GROUP-R), unconditionally",
        )
    ]
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "continuous", "damage_plus": 200}])) == []
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "continuous", "scope": "your_j_resonators", "damage_plus": 200}])) == []
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "continuous", "scope": "all_j_resonators", "damage_plus": 200}])) == refused
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "continuous", "scope": "your_j_resonators", "damage_plus": 200, "as_long_as": {"life": True, "at_least": 100}}])) == refused


def test_the_effects_of_each_mode_are_checked_against_its_own_targets() -> None:
    """A "choose one" chant whose second mode destroys a target slot it does not have is refused at that mode's
    effect, the first mode (with its target) accepted."""
    destroy = [{"op": "destroy", "target": 0}]
    good = {"targets": [{"kind": "resonator"}], "effects": destroy}
    assert _problems(_chant("TST-X1", modes=[good, good])) == []
    assert _problems(_chant("TST-X1", modes=[good, {"effects": destroy}])) == [
        ("/cards/N/modes/1/effects/0/target", "target slot 0 does not exist (0 slot(s))")
    ]


# -- branch mut-engine (2026-12-04 late afternoon): survivors of the cards.py sample against the card-set test files


def test_fow_recover_ruler_r_a_recover_of_the_ruler_names_no_target() -> None:
    """FOW-RECOVER-RULER-R: "recover your ruler" (of an attribute, when named) is a card; the same recover naming a
    target slot, or attributes over a scope without the ruler, is refused at the effect."""
    refused = [("/cards/N/effects/0", "a recover of the ruler names no target or scope; attributes narrow only it (FOW-RECOVER-RULER-R)")]
    assert _problems(_chant("TST-X1", effects=[{"op": "recover", "ruler": True}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "recover", "ruler": True, "attributes": ["fire"]}])) == []
    assert _problems(_chant("TST-X1", targets=[{"kind": "resonator"}], effects=[{"op": "recover", "ruler": True, "target": 0}])) == refused
    assert _problems(_chant("TST-X1", effects=[{"op": "recover", "attributes": ["fire"], "each": "your_resonators"}])) == refused


def test_fow_gain_control_while_r_one_target_or_each_opponent_resonator_while_here() -> None:
    """FOW-GAIN-CONTROL-R / FOW-GAIN-CONTROL-WHILE-R: gaining control of one target, or of each resonator the
    opponent controls as long as the source is in the field, is a card; each of your own resonators, or each of
    the opponent's without "as long as", is refused at the effect."""
    refused = [("/cards/N/abilities/0/effects/0", "a change of control names one target, or each resonator the opponent controls as long as its source is in the field, with one duration")]

    def enter(effect: dict[str, Any]) -> dict[str, Any]:
        return _resonator("TST-X1", abilities=[{"kind": "automatic", "trigger": "enter", "effects": [effect]}])

    assert _problems(_chant("TST-X1", targets=[{"kind": "resonator"}], effects=[{"op": "gain_control", "target": 0}])) == []
    assert _problems(enter({"op": "gain_control", "each": "opponent_resonators", "while_here": True})) == []
    assert _problems(enter({"op": "gain_control", "each": "your_resonators", "while_here": True})) == refused
    assert _problems(enter({"op": "gain_control", "each": "opponent_resonators"})) == refused


def test_fow_each_filter_r_among_narrows_an_each_scope_only() -> None:
    """FOW-EACH-FILTER-R: ``among`` on "destroy each resonator your opponent controls" is a card; on a destroy of a
    target it is refused at ``among``."""
    among = {"attributes": ["fire"]}
    assert _problems(_chant("TST-X1", effects=[{"op": "destroy", "each": "opponent_resonators", "among": among}])) == []
    assert _problems(_chant("TST-X1", targets=[{"kind": "resonator"}], effects=[{"op": "destroy", "target": 0, "among": among}])) == [
        ("/cards/N/effects/0/among", "among narrows an each scope of J/resonators, resonators or cards")
    ]


def test_fow_your_j_ruler_gains_r_a_modify_of_your_cards_reaches_your_j_ruler_only() -> None:
    """FOW-YOUR-J-RULER-GAINS-R: a modify of "your cards" narrowed to the J-ruler is a card; narrowed to resonators
    it is refused at ``each`` (FOW-EACH-TYPES-R: only a destroy reaches every card of a scope)."""
    assert _problems(_chant("TST-X1", effects=[{"op": "modify", "each": "your_cards", "among": {"types": ["j_ruler"]}, "atk": 100}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "modify", "each": "your_cards", "among": {"types": ["resonator"]}, "atk": 100}])) == [
        ("/cards/N/effects/0/each", "a scope of every card in the field is destroyed, naming the card types it reaches (FOW-EACH-TYPES-R)")
    ]


def test_fow_printed_atk_r_the_printed_atk_of_one_target() -> None:
    """FOW-PRINTED-ATK-R: "target J/resonator's printed ATK becomes 500" is a card; over a scope it is refused at
    ``printed_atk``."""
    assert _problems(_chant("TST-X1", targets=[{"kind": "j_resonator"}], effects=[{"op": "modify", "target": 0, "printed_atk": 500}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "modify", "each": "your_resonators", "printed_atk": 500}])) == [
        ("/cards/N/effects/0/printed_atk", "FOW-PRINTED-ATK-R: the printed ATK of one target J/resonator, until end of turn")
    ]


def test_fow_shuffle_graveyard_r_names_a_player_target() -> None:
    """FOW-SHUFFLE-GRAVEYARD-R: a shuffle of a target player's graveyard is a card; naming a resonator slot it is
    refused at ``target``."""
    assert _problems(_chant("TST-X1", targets=[{"kind": "player"}], effects=[{"op": "shuffle_graveyard", "target": 0}])) == []
    assert _problems(_chant("TST-X1", targets=[{"kind": "resonator"}], effects=[{"op": "shuffle_graveyard", "target": 0}])) == [
        ("/cards/N/effects/0/target", "FOW-SHUFFLE-GRAVEYARD-R: a graveyard is shuffled into the decks of a target player")
    ]


def test_fow_search_up_to_r_different_names_among_several_cards() -> None:
    """FOW-SEARCH-UP-TO-R: a search of the main deck for up to two cards (of different names) is a card; "different
    names" for one card is refused at ``count``."""
    assert _problems(_chant("TST-X1", effects=[{"op": "search", "count": 2}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "search", "count": 2, "different_names": True}])) == []
    assert _problems(_chant("TST-X1", effects=[{"op": "search", "count": 1, "different_names": True}])) == [
        ("/cards/N/effects/0/count", "FOW-SEARCH-UP-TO-R: several cards (of different names) are searched for in the main deck, revealed or into the field or graveyard")
    ]


def test_fow_search_x_r_a_search_bounded_by_x_in_an_ability_is_refused() -> None:
    """FOW-SEARCH-X-R reads the effects of a card's abilities too: a resonator whose activate ability searches for
    a chant of total cost X or less (the resonator has no X cost) is refused; the same search of an X chant is a
    card."""
    search = {"op": "search", "filter": {"kinds": ["chant"], "max_cost_x": 0}}
    assert _problems(_chant("TST-X1", cost={"free": 1, "x": True}, effects=[search])) == []
    ability = {"kind": "activate", "cost": {"rest": True}, "effects": [search]}
    assert _problems(_resonator("TST-X1", abilities=[ability])) == [
        ("/cards/N", "FOW-SEARCH-X-R: a search bounded by X searches the main deck for a chant whose cost has X")
    ]


def test_fow_rp_1_a_j_rulers_continuous_ability_applies_from_the_field() -> None:
    """A ruler's instance names its front side: the continuous ability printed on its J-ruler side applies once
    the J-ruler is in the field.  Invented set: the reference cards without their abilities, TST-RU1J giving its
    controller's opponent's J/resonators [+0/-200].  Bob's TST-R11 (200 DEF) stays while ann's ruler is in her
    ruler area and goes to the graveyard (FOW-RP-1) once her J-ruler is in the field and the rule processes run."""
    from .real import j_ruler_to_field

    data = reference_card_set_json()
    cards = [{key: value for key, value in card.items() if key != "abilities"} for card in data["cards"]]
    for card in cards:
        if card["id"] == "TST-RU1J":
            card["abilities"] = [{"kind": "continuous", "scope": "opponent_j_resonators", "def": -200}]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    state = started(options={"card_set": {**data, "cards": cards}}, seed="rp-j-ruler", decks=decks)
    victim = to_field(state, "bob", "TST-R11")
    state = act(state, {"type": "pass", "player": state.priority})
    assert victim in [e.id for e in player(state, "bob").field]
    j_ruler_to_field(state, "ann")
    state = act(state, {"type": "pass", "player": state.priority})
    assert victim in player(state, "bob").graveyard and victim not in [e.id for e in player(state, "bob").field]


def test_fow_drain_r_that_much_life_follows_a_deals_damage_trigger_only() -> None:
    """FOW-DRAIN-R: "gain that much life" under a "deals damage" trigger is a card; as a chant's own effect, or a
    mode's, it is refused at ``that_much``."""
    gain = {"op": "gain_life", "that_much": True}
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "automatic", "trigger": "deals_damage", "effects": [gain]}])) == []
    assert _problems(_chant("TST-X1", effects=[gain])) == [("/cards/N/effects/0/that_much", "'that much' life follows a 'deals damage' trigger only (FOW-DRAIN-R)")]
    modes = [{"effects": [gain]}, {"effects": [{"op": "draw", "amount": 1}]}]
    assert _problems(_chant("TST-X1", modes=modes)) == [("/cards/N/modes/0/effects/0/that_much", "'that much' life follows a 'deals damage' trigger only (FOW-DRAIN-R)")]


def test_an_addition_j_resonator_targets_one_j_resonator() -> None:
    """An addition: J/resonator targets one J/resonator (or one resonator): with that target it is a card; with no
    target, two targets, or one player target it is refused at ``targets``."""

    def addition(*targets: dict[str, Any]) -> dict[str, Any]:
        return {"id": "TST-X1", "name": "Test TST-X1", "types": ["addition"], "subtypes": ["j_resonator"], "attributes": ["fire"], "cost": VOID, "targets": list(targets)}

    refused = [("/cards/N/targets", "an addition: J/resonator targets one J/resonator (or one resonator)")]
    assert _problems(addition({"kind": "j_resonator"})) == []
    assert _problems(addition({"kind": "resonator"})) == []
    assert _problems(addition()) == refused
    assert _problems(addition({"kind": "j_resonator"}, {"kind": "j_resonator"})) == refused
    assert _problems(addition({"kind": "player"})) == refused


def test_mobilize_is_on_a_resonator_with_a_cost_without_x() -> None:
    """[Mobilize] {1} on a resonator is a card; {X} on a resonator, or [Mobilize] on a chant, is refused at ``mobilize``."""
    refused = [("/cards/N/mobilize", "[Mobilize] is supported on resonators, with a cost without X")]
    assert _problems(_resonator("TST-X1", mobilize={"free": 1})) == []
    assert _problems(_resonator("TST-X1", mobilize={"free": 1, "x": True})) == refused
    assert _problems(_chant("TST-X1", mobilize={"free": 1}, effects=[{"op": "draw", "amount": 1}])) == refused


def test_fow_j_ruler_counter_r_extra_counters_come_from_the_j_ruler_of_a_card_played() -> None:
    """FOW-J-RULER-COUNTER-R: removing counters from your J/ruler to play a resonator is a card; counters from the
    card itself, or the same cost printed on a ruler, are refused at ``extra_counters``."""
    refused = [("/cards/N/extra_counters", "an additional cost of playing a card removes counters from its player's J/ruler (FOW-J-RULER-COUNTER-R)")]
    assert _problems(_resonator("TST-X1", extra_counters={"counter": "gem", "from_j_ruler": True})) == []
    assert _problems(_resonator("TST-X1", extra_counters={"counter": "gem"})) == refused
    ruler = {"id": "TST-X2", "name": "Test Ruler", "types": ["ruler"], "attributes": ["fire"], "extra_counters": {"counter": "gem", "from_j_ruler": True}}
    assert _problems(ruler) == refused


def test_fow_choose_at_random_r_an_automatic_ability_chosen_at_random_has_options() -> None:
    """FOW-CHOOSE-AT-RANDOM-R: an [Enter] ability with two options chosen at random is a card; "at random" without
    options is refused at ``random_mode``."""
    modes = [{"effects": [{"op": "draw", "amount": 1}]}, {"effects": [{"op": "gain_life", "amount": 100}]}]
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "automatic", "trigger": "enter", "random_mode": True, "effects": [], "modes": modes}])) == []
    assert _problems(_resonator("TST-X1", abilities=[{"kind": "automatic", "trigger": "enter", "random_mode": True, "effects": [{"op": "draw", "amount": 1}]}])) == [
        ("/cards/N/abilities/0/random_mode", "an automatic ability's options chosen at random need options, none with targets")
    ]


def test_fow_cont_keyword_filter_r_j_resonators_chosen_by_a_keyword_change_atk_def_only() -> None:
    """FOW-CONT-KEYWORD-FILTER-R: "J/resonators you control with [Flying] gain [+100/+0]" is a card; "... must
    attack" for them is refused at ``with_keyword``."""
    gain = {"kind": "continuous", "scope": "your_j_resonators", "with_keyword": "flying"}
    assert _problems(_resonator("TST-X1", abilities=[{**gain, "atk": 100}])) == []
    assert _problems(_resonator("TST-X1", abilities=[{**gain, "must_attack": True}])) == [
        ("/cards/N/abilities/0/with_keyword", "J/resonators chosen by a keyword change ATK/DEF only (FOW-CONT-KEYWORD-FILTER-R)")
    ]


def test_fow_trig_game_start_r_an_at_the_beginning_of_the_game_ability_is_a_rulers() -> None:
    """FOW-TRIG-GAME-START-R: "At the beginning of the game" on a ruler is a card; on a resonator it is refused at
    the ability's ``trigger``."""
    ability = {"kind": "automatic", "trigger": "game_start", "effects": [{"op": "draw", "amount": 1}]}
    assert _problems({"id": "TST-X2", "name": "Test Ruler", "types": ["ruler"], "attributes": ["fire"], "abilities": [ability]}) == []
    assert _problems(_resonator("TST-X1", abilities=[ability])) == [
        ("/cards/N/abilities/0/trigger", "an 'At the beginning of the game' ability is a ruler's, from its ruler area (FOW-TRIG-GAME-START-R)")
    ]


def test_fow_at_next_end_return_r_tokens_never_wait_to_return() -> None:
    """FOW-AT-NEXT-END-RETURN-R: tokens put with an at-next-end destroy are a card; with "return" (a removed
    card's, put back into the field) they are refused at ``at_end`` -- no token in a field waits for it."""
    tokens = {"op": "put_tokens", "atk": 100, "def": 100, "races": ["Elf"]}
    assert _problems(_chant("TST-X1", effects=[tokens | {"at_end": "destroy"}])) == []
    assert _problems(_chant("TST-X1", effects=[tokens | {"at_end": "return"}])) == [
        ("/cards/N/effects/0/at_end", "FOW-AT-NEXT-END-RETURN-R: 'put it into the field' at the next end of turn is a removed card's, never a token's")
    ]
