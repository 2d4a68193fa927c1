"""The Force of Will events (adjudicator.force_of_will.events) as clients read them (issue 21, scripts/mutation):
every event struct the module declares is one of the game's published event types (the OpenAPI and GraphQL
event unions are built from ``GAME.event_types``), the defaults the published schema states for event fields,
and the events of a battle left by an effect decoded by the published union as a seat receives them."""

from __future__ import annotations

import inspect
from typing import Any, Union

import msgspec

from adjudicator.core.events import Event, seen_union
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will import events as ev
from adjudicator.force_of_will.state import State

from .helpers import act, both_pass, player, pool, to_field, to_hand
from .real import real_started

# The defaults the published event schema states (fields left out of an event's JSON read as these):
# msgspec.json.schema of the union of GAME.event_types, each field's "default".
DEFAULTS: dict[str, dict[str, Any]] = {
    "DamageWarded": {"amount": 0, "by_chants": False, "non_battle": False, "next": False, "races": []},
    "GemsChanged": {"gained": [], "banished": []},
    "Modified": {"attributes": [], "races": [], "lost": [], "printed_atk": None, "becomes": None, "becomes_race": None, "swap": False, "next_damage_to": None, "atk_to_def": False},  # fow-s-grimm-a: swap, next_damage_to; fow-z-stats: atk_to_def
    # FOW-GROUP-LASTING-R: a group's lasting change, and its filter (FOW-EACH-FILTER-R, omit_defaults).
    "GroupModified": {"lost": [], "attributes": [], "races": [], "printed_atk": None, "becomes": None, "rule": "FOW-GROUP-LASTING-R"},  # fow-r-standby: becomes
    "EachFilter": {
        "attributes": [], "races": [], "not_races": [], "not_attributes": [], "max_cost": None, "min_cost": None, "cost_equal": None, "other": False,
        "with_keyword": None, "without_keyword": None, "types": [], "state": None, "chosen_race": False, "names": [],
        "no_attribute": False, "shares_name": False,  # fow-m-filters: FOW-EACH-NO-ATTRIBUTE-R, FOW-DESTROY-SHARED-NAMES-R
        "atk_than_self": None,  # fow-p-stats: FOW-ATK-THAN-SELF-R
        "stranger": None,  # fow-v-filters: FOW-FILTER-STRANGER-R
        "token": None,  # fow-x-token: FOW-EACH-TOKEN-R
    },
    # FOW-EACH-COST-COUNT-R: a filter's "total cost equal to the number of <X>" (EachFilter.cost_equal).
    "PerCount": {
        "zone": "field", "whose": "you", "other": False, "attributes": [], "races": [], "names": [], "counter": None, "controlled": False,
        "distinct_attributes": False, "distinct_names": False, "still": False, "before": False, "on_j_ruler": False, "state": None,
        "not_special": False, "special": False, "distinct_costs": False, "no_attribute": False, "life_unit": 0, "minus_from": None,
        "marker": None,  # fow-q-filters: FOW-COUNT-WILL-MARKER-R
        "on_j_rulers": False, "stranger": False,  # fow-r-gains: FOW-COUNTERS-ON-J-RULERS-R, FOW-COUNT-STRANGER-R
        "keyword": None,  # fow-r-standby: FOW-TRIGGER-IF-KEYWORD-R
        "stealth": False,  # fow-r-standby: FOW-COUNT-STEALTH-R
        "every": None,  # fow-w-count: FOW-COUNT-EVERY-N-R
        "distinct_stone_types": False,  # fow-r-cost: FOW-COUNT-STONE-TYPES-R
        "basic": False,  # fow-y-alt: FOW-COUNT-BASIC-STONE-R
        "or_stones": False, "with_counter": None,  # fow-y-cond: FOW-COUNT-STONES-AND-ENTITIES-R
    },
    "RemovedFromBattle": {"rule": "FOW-REMOVE-FROM-BATTLE-R"},
    "WillProduced": {"more": [], "restricted": False},
    "RuneFlippedDown": {"rule": "FOW-RUNE-FLIP-DOWN-R"},  # fow-plain-runes
}


def test_every_event_struct_of_the_module_is_a_published_event_type() -> None:
    """An event the engine appends but ``EVENT_TYPES`` leaves out is missing from the published unions: a
    client decoding a seat's events by the schema fails on it (``removed_from_battle`` was, until this test)."""
    declared = {
        cls
        for _, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, Event) and cls.__module__ == ev.__name__
    }
    assert declared == set(GAME.event_types)
    assert len(GAME.event_types) == len(set(GAME.event_types))


def test_the_published_event_schema_states_these_defaults() -> None:
    schema = msgspec.json.schema(Union[GAME.event_types])  # noqa: UP007 -- a runtime union of the event structs
    found = {
        name: {key: node["default"] for key, node in node.get("properties", {}).items() if "default" in node}
        for name, node in schema["$defs"].items()
    }
    assert {name: defaults for name, defaults in found.items() if defaults} == DEFAULTS


def test_will_produced_leaves_its_defaults_out() -> None:
    """FOW-PRIO-6: a magic stone's plain will is one ``will_produced`` event without ``more`` nor ``restricted``
    (``omit_defaults``: an unrestricted will of one attribute)."""
    state = real_started("TSW-104")
    stone = to_field(state, "ann", "TST-ST-R")
    result = GAME.adjudicate(
        state, GAME.decode_action({"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
    )
    assert result.valid, result.violation
    seen = msgspec.json.decode(msgspec.json.encode(GAME.view_events(result.events, "ann")))
    produced = [e for e in seen if e["type"] == "will_produced"]
    assert produced == [
        {"type": "will_produced", "player": "ann", "source": stone, "will": "fire", "rule": "FOW-PRIO-6"}
    ]


def _seen(state: State, action: dict[str, Any], log: dict[str | None, list[Any]]) -> State:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    for viewer in log:
        log[viewer].extend(GAME.view_events(result.events, viewer))
    return result.state


def test_fow_remove_from_battle_r_its_event_is_in_the_published_union() -> None:
    """FOW-REMOVE-FROM-BATTLE-R with TSW-104: bob removes ann's attacking TST-R05 from battle; each seat (and a
    spectator) receives a ``removed_from_battle`` event naming it, and decodes all its events with the published
    union (``seen_union(GAME.event_types)``)."""
    state = real_started("TSW-104")
    paladin = to_field(state, "ann", "TST-R05")
    chant = to_hand(state, "bob", "TSW-104")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    log: dict[str | None, list[Any]] = {"ann": [], "bob": [], None: []}
    state = _seen(
        state, {"type": "declare_attack", "player": "ann", "attacker": paladin, "target": "bob"}, log
    )
    state = _seen(state, {"type": "pass", "player": "ann"}, log)
    life = player(state, "bob").life
    pool(state, "bob", wind=1)
    state = _seen(
        state,
        {
            "type": "play_card",
            "player": "bob",
            "card": chant,
            "targets": [paladin],
            "payment": {"pool": {"wind": 1}},
        },
        log,
    )
    for pid in ("bob", "ann"):
        state = _seen(state, {"type": "pass", "player": pid}, log)
    assert state.battle is not None and state.battle.attacker is None and player(state, "bob").life == life
    union = list[seen_union(GAME.event_types)]  # type: ignore[misc]
    for viewer, seen in log.items():
        assert [e for e in seen if e["type"] == "removed_from_battle"] == [
            {"type": "removed_from_battle", "card": paladin, "rule": "FOW-REMOVE-FROM-BATTLE-R"}
        ], viewer
        decoded = msgspec.json.decode(msgspec.json.encode(seen), type=union)
        assert [type(e).__name__ for e in decoded if e.__struct_config__.tag == "removed_from_battle"] == [
            "RemovedFromBattle"
        ]
