"""Card sets as data, every game: one mechanism (schema, every problem at once, digest, registry), custom sets
that set up and play, and the property that any set that validates plays without crash or broken invariant."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME as FOW
from adjudicator.magic_wands import GAME as MW
from adjudicator.master_of_wills import GAME as MOW
from adjudicator.master_of_wills.cards import reference_card_set
from tests.support.invariants import random_playout

FOWSIM = Path("../shared/third_party/fowsim/cards.json")  # relative to the repo root (CI clones shared/ beside it)


def mw_custom(players: int = 4) -> dict[str, Any]:
    """A Magic Wands set of our own: four copies of each Starting Wand (four players), other names and powers."""
    data: dict[str, Any] = copy.deepcopy(MW.card_set())
    data["id"] = "my-wands"
    for card in data["cards"]:
        card["name"] = "My " + card["name"]
        card["provenance"] = {"owner": "alice"}
        if card["type"] == "starting":
            card["copies"] = players
            card["copy_min_players"] = [2] * players
        elif card["type"] in ("night", "awakening"):
            card["power"] += 1
    return data


@pytest.mark.parametrize("game", [MOW, MW, FOW], ids=lambda g: g.id)
def test_every_game_publishes_a_json_schema_for_its_card_sets(game):
    schema = game.card_set_schema()
    assert schema["$ref"].startswith("#/$defs/") and schema["$defs"]
    json.dumps(schema)


@pytest.mark.parametrize("game", [MOW, MW, FOW], ids=lambda g: g.id)
def test_the_reference_set_validates_and_a_broken_one_names_every_field(game):
    card_set, summary, problems = game.validate_card_set(game.card_set() if game is not MOW else msgspec.to_builtins(reference_card_set()))
    assert problems == [] and summary["digest"].startswith("sha256:")
    broken = copy.deepcopy(msgspec.to_builtins(card_set))
    key = "community" if game is MOW else "cards"
    broken[key][0]["id"] = 7
    broken[key][1]["name"] = ["not", "a", "string"]
    broken["surprise"] = True
    _, _, problems = game.validate_card_set(broken)
    assert {f"/{key}/0/id", f"/{key}/1/name", "/surprise"} <= {p.pointer for p in problems}


def test_a_custom_magic_wands_set_seats_four_players_inline_or_by_digest():
    data = mw_custom()
    _, summary, problems = MW.validate_card_set(data)
    assert problems == [] and summary["max_players"] == 4
    players = ["ann", "bob", "cat", "dan"]
    inline = MW.setup(None, players, "s", {"card_set": data})
    by_digest = MW.setup(None, players, "s", {"card_set": summary["digest"]})
    # The same game either way: an inline set stays in the state (self-sufficient), a digest names the set.
    assert by_digest.options.card_set == summary["digest"] and inline.options.card_set is not None
    assert canonical_json(msgspec.structs.replace(inline, options=by_digest.options)) == canonical_json(by_digest)
    state, _ = random_playout(MW, {"players": players, "seed": "s", "options": {"card_set": summary["digest"]}}, "c")
    assert state.over


def test_an_unknown_digest_is_refused_naming_the_field():
    for game in (MW, FOW):
        with pytest.raises(InputError) as raised:
            game.setup(None, ["ann", "bob"], "s", {"card_set": "sha256:" + "1" * 64})
        assert raised.value.errors[0].pointer == "/options/card_set"


@pytest.mark.skipif(not FOWSIM.exists(), reason="../shared/third_party/fowsim/cards.json is beside the repo in CI")
def test_a_fowsim_database_is_a_force_of_will_card_set():
    data = json.loads(FOWSIM.read_bytes())
    card_set, summary, problems = FOW.validate_fowsim(data)
    assert problems == [], problems[:5]
    left_out = summary["import"]["left_out_by_validation"]
    assert summary["import"]["imported"] == summary["cards"] + len(left_out) and summary["cards"] > 1000
    assert FOW.validate_card_set(msgspec.to_builtins(card_set))[1]["digest"] == summary["digest"]


def test_a_fowsim_upload_that_is_not_a_database_is_refused():
    _, _, problems = FOW.validate_fowsim({"nothing": 1})
    assert problems and problems[0].pointer == ""


# -- the property: any set that validates plays (MoW and MW) ----------------------------------------------------------
MOW_REFERENCE = msgspec.to_builtins(reference_card_set())
SECTORS = ("activist", "corporation", "entertainer", "government", "law_enforcer", "religion", "underground", "union")


@st.composite
def mow_sets(draw: st.DrawFn) -> dict[str, Any]:
    data = copy.deepcopy(MOW_REFERENCE)
    data["id"] = "drawn"
    for card in data["community"]:
        card["value"] = draw(st.integers(-5, 12))
        card["draw_icons"] = draw(st.integers(0, 2))
        card["faction_icon"] = draw(st.booleans())
        card["start_row"] = draw(st.sampled_from(["recruits", "loyalists", "allies"]))
        sectors = draw(st.lists(st.sampled_from(SECTORS), max_size=3, unique=True))
        card["movements"] = [{"sector": s, "delta": draw(st.sampled_from([-2, -1, 1, 2, 3]))} for s in sectors]
    for card in data["factions"]:
        for step in card["steps"]:
            if "count" in step and step["op"] in ("move", "kill", "freeze", "protection", "value_change"):
                step["count"] = draw(st.integers(1, 3))
                step["up_to"] = draw(st.booleans())
    return data


@st.composite
def mw_sets(draw: st.DrawFn) -> dict[str, Any]:
    data = mw_custom(draw(st.integers(2, 5)))
    for card in data["cards"]:
        if card["type"] in ("night", "awakening"):
            card["power"] = draw(st.integers(1, 60))
            card["req"] = draw(st.integers(1, 5))
    return data


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=mow_sets(), variant=st.sampled_from(["standard", "2v2", "ffa3", "mowitaire", "mow-op"]), seed=st.text("abc", min_size=1, max_size=4))
def test_any_master_of_wills_set_that_validates_plays(data, variant, seed):
    _, summary, problems = MOW.validate_card_set(data)
    if problems:
        return  # the property is about sets that validate
    players = {"standard": ["a", "b"], "2v2": ["a", "b", "c", "d"], "ffa3": ["a", "b", "c"], "mowitaire": ["a"], "mow-op": ["a", "b"]}[variant]
    setup = {"variant": variant, "players": players, "seed": seed, "options": {"card_set": summary["digest"]}}
    state, _ = random_playout(MOW, setup, seed, check_every=7, views_every=11, verify_all_listed=False)
    assert state.over


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=mw_sets(), seed=st.text("abc", min_size=1, max_size=4))
def test_any_magic_wands_set_that_validates_plays(data, seed):
    _, summary, problems = MW.validate_card_set(data)
    if problems:
        return
    players = ["a", "b", "c", "d", "e"][: summary["max_players"]]
    state, _ = random_playout(MW, {"players": players, "seed": seed, "options": {"card_set": summary["digest"]}}, seed, check_every=5)
    assert state.over


# -- the property for Force of Will: any set that validates sets up and plays ----------------------------------------
FOW_REFERENCE = FOW.card_set()
FOW_KEYWORDS = ("quickcast", "swiftness", "flying", "first_strike", "pierce", "imperishable", "precision", "barrier", "eternal", "explode", "remnant")
HUNDREDS = st.sampled_from(range(0, 2001, 100))


@st.composite
def fow_sets(draw: st.DrawFn) -> dict[str, Any]:
    """The reference cards with values, costs, keywords and effect amounts drawn anew (the reference decks name
    the same ids, so they play with it); a drawn set may be refused by validation, which the property allows."""
    data = copy.deepcopy(FOW_REFERENCE)
    data["id"] = "drawn-fow"

    def amounts(value: Any) -> None:
        if isinstance(value, list):
            for item in value:
                amounts(item)
        elif isinstance(value, dict):
            op = value.get("op")
            if op in ("damage", "gain_life", "lose_life") and isinstance(value.get("amount"), int):
                value["amount"] = draw(st.sampled_from(range(100, 1001, 100)))
            elif op == "draw" and isinstance(value.get("amount"), int):
                value["amount"] = draw(st.integers(1, 3))
            elif op == "modify":
                for field in ("atk", "def"):
                    if isinstance(value.get(field), int):
                        value[field] = draw(st.sampled_from(range(-500, 801, 100)))
            for key, item in value.items():
                if key != "op":
                    amounts(item)

    for card in data["cards"]:
        kind = card["types"][0]
        if card.get("atk") is not None:
            card["atk"], card["def"] = draw(HUNDREDS), draw(HUNDREDS)
        cost = card.get("cost")
        if cost is not None:
            cost["specified"] = {attribute: draw(st.integers(1, 3)) for attribute in cost.get("specified", {})}
            cost["free"] = draw(st.integers(0, 3))
        if kind in ("resonator", "j_ruler"):
            card["keywords"] = draw(st.lists(st.sampled_from(FOW_KEYWORDS[:9]), max_size=3, unique=True))
        if card.get("abilities") and draw(st.integers(0, 4)) == 0:
            card["abilities"] = []  # a vanilla card now and then
        amounts(card.get("abilities"))
        amounts(card.get("effects"))
        amounts(card.get("modes"))
        card["provenance"] = "owner: hypothesis"
    return data


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=fow_sets(), seed=st.text("abc", min_size=1, max_size=4), by_digest=st.booleans())
def test_any_force_of_will_set_that_validates_plays(data, seed, by_digest):
    from tests.force_of_will.policy import PolicyGame

    _, summary, problems = FOW.validate_card_set(data)
    if problems:
        return  # the property is about sets that validate
    # Inline (the state carries the set) or by digest (the state names it): both play the same.
    card_set = summary["digest"] if by_digest else data
    setup = {"players": ["a", "b"], "seed": seed, "options": {"card_set": card_set}}
    # The policy attacks and plays rather than passes, and concedes past turn 6: a bounded game.
    state, _ = random_playout(PolicyGame(turn_cap=6, full_check_every=5), setup, seed, check_every=4, views_every=6, verify_all_listed=False)
    assert state.over
    assert (state.options.card_set == summary["digest"]) is by_digest
