"""What ``adjudicator.force_of_will.coverage`` builds and how its policy plays (issue 21: the survivors of its
mutation run).  The databases are invented (our own card names, no publisher data), in clusters named like
real ones so that their formats apply; the policy's choices are checked on real positions of those games."""

from __future__ import annotations

import inspect
from typing import Any

import msgspec
import pytest

from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will.battle import legal_attackers
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import CardSet, Catalogue, catalogue_card_set, catalogue_for
from adjudicator.force_of_will.coverage import (
    GAME,
    PROGRESS,
    PlayResult,
    attribute_decks,
    build_deck,
    choose,
    cluster_decks,
    deck_card_set,
    play_to_end,
    playable,
    summary,
)
from adjudicator.force_of_will.formats import formats
from adjudicator.force_of_will.importer import import_fowsim

from .test_fowsim_summary import invented_database


def _ruler(card_id: str, colour: list[str]) -> list[dict[str, Any]]:
    return [
        {"id": card_id, "name": f"Test Ruler {card_id}", "type": ["Ruler"], "colour": colour, "ATK": "", "DEF": "", "abilities": ["[Judgment] {1}"]},
        {"id": f"{card_id}J", "name": f"Test Ruler {card_id}, Awake", "type": ["J-Ruler"], "colour": colour, "ATK": 1000, "DEF": 1000, "abilities": []},
    ]


def _basic(card_id: str, colour: str, word: str) -> dict[str, Any]:
    return {"id": card_id, "name": f"Test {word} Stone", "type": ["Magic Stone", "Basic Magic Stone", f"{word} Magic Stone"], "colour": [colour], "abilities": []}


def _soldiers(first: int, colour: str, count: int) -> list[dict[str, Any]]:
    return [
        {"id": f"CMF-{first + n}", "name": f"Test {colour} Soldier {n}", "type": ["Resonator"], "cost": "{" + colour + "}" + ("{1}" if n % 2 else ""), "colour": [colour], "ATK": 300 + 100 * n, "DEF": 400, "abilities": []}
        for n in range(count)
    ]


def two_attribute_database() -> dict[str, Any]:
    """A fire ruler, a ruler of no attribute and a basic ruler; basic stones of water (listed first) and fire;
    ten water and ten fire resonators whose costs alternate one attribute symbol and one symbol plus [1]."""
    cards = [
        _basic("CMF-800", "U", "Water"),
        *_ruler("CMF-810", ["R"]),
        _basic("CMF-801", "R", "Fire"),
        *_ruler("CMF-820", []),
        {"id": "CMF-830", "name": "Test Basic Ruler", "type": ["Basic Ruler"], "colour": ["R"], "ATK": "", "DEF": "", "abilities": []},
        *_soldiers(900, "U", 10),
        *_soldiers(950, "R", 10),
    ]
    return {"fow": {"clusters": [{"name": "Grimm", "sets": [{"code": "CMF", "cards": cards}]}]}}


def special_stone_database(specials: int) -> dict[str, Any]:
    """No basic stone: ``specials`` names of fire special stones (4 copies at most each) and one water one
    whose id sorts first."""
    stones = [{"id": "CMF-700", "name": "Test Water Crystal", "type": ["Magic Stone", "Special Magic Stone"], "colour": ["U"], "abilities": ["[Activate] {Rest}: Produce {U}."]}]
    stones += [
        {"id": f"CMF-{710 + n}", "name": f"Test Fire Crystal {n}", "type": ["Magic Stone", "Special Magic Stone"], "colour": ["R"], "abilities": ["[Activate] {Rest}: Produce {R}."]}
        for n in range(specials)
    ]
    cards = [*stones, *_ruler("CMF-810", ["R"]), *_soldiers(950, "R", 10)]
    return {"fow": {"clusters": [{"name": "Grimm", "sets": [{"code": "CMF", "cards": cards}]}]}}


def catalogue_of(data: Any) -> Catalogue:
    result = import_fowsim(data)
    assert all(e["supported"] for e in result["report"] if e["id"] != "CMF-830"), [e for e in result["report"] if not e["supported"]]
    return catalogue_card_set(msgspec.convert(result["card_set"], CardSet))


def test_a_play_result_is_a_frozen_value() -> None:
    result = PlayResult(ended=True, reason="life", steps=3)
    with pytest.raises(AttributeError):
        result.ended = False  # type: ignore[misc]
    assert hash(result) == hash(PlayResult(ended=True, reason="life", steps=3))


def test_cluster_decks_take_the_rulers_attributes_first() -> None:
    cat = catalogue_of(two_attribute_database())
    void, fire = cluster_decks(cat, "grimm")
    # sorted by attributes: the ruler of none first, its stones of every attribute in ATTRIBUTES order, alternating
    assert void["ruler"] == "CMF-820" and void["stones"] == {"CMF-801": 5, "CMF-800": 5}
    assert void["main"] == {f"CMF-{n}": 4 for n in (900, 902, 904, 906, 908, 950, 952, 954, 956, 958)}
    assert void["sideboard"] == {"CMF-801": 1} and void["format"] == "grimm"
    # the fire ruler: its own attribute's stone only, the fire cards it pays for first, cheapest first, then by id
    assert fire["ruler"] == "CMF-810" and fire["stones"] == {"CMF-801": 10}
    assert list(fire["main"]) == [f"CMF-{n}" for n in (950, 952, 954, 956, 958, 951, 953, 955, 957, 959)]
    assert set(fire["main"].values()) == {4}
    assert cluster_decks(cat, "grimm", limit=1) == [void]
    assert cluster_decks(cat, "grimm", limit=3) == [void, fire]  # the basic ruler never leads a deck (FOW-DECK-1)


def test_attribute_decks_hold_one_attribute_each() -> None:
    cat = catalogue_of(two_attribute_database())
    decks = attribute_decks(cat, "grimm")
    assert sorted(decks) == ["fire", "water"]
    assert decks["water"]["ruler"] == "CMF-820"  # the fire ruler cannot lead a water deck
    assert decks["fire"]["ruler"] == "CMF-820"  # the first ruler that can (fewest attributes first) leads it
    assert decks["water"]["stones"] == {"CMF-800": 10} and decks["fire"]["stones"] == {"CMF-801": 10}
    assert set(decks["water"]["main"]) == {f"CMF-{n}" for n in range(900, 910)}
    assert set(decks["fire"]["main"]) == {f"CMF-{n}" for n in range(950, 960)}
    legal = formats()["grimm"]
    # a deck of an attribute its basic stones do not pay for is none; nor is a deck of an attribute with no stone
    assert build_deck(cat, legal, cat.defs["CMF-810"], "grimm", attribute="wind") is None
    water_by_fire = build_deck(cat, legal, cat.defs["CMF-810"], "grimm", attribute="water")
    assert water_by_fire is not None and water_by_fire["stones"] == {"CMF-800": 10}
    assert attribute_decks(cat, "alice") == {}


def test_special_stones_when_the_format_has_no_basic_stone() -> None:
    legal = formats()["grimm"]
    cat = catalogue_of(special_stone_database(3))
    deck = build_deck(cat, legal, cat.defs["CMF-810"], "grimm")
    assert deck is not None
    # its attribute's stones first (by id), at most 4 of a name, 10 in all; the water crystal not needed
    assert deck["stones"] == {"CMF-710": 4, "CMF-711": 4, "CMF-712": 2}
    assert deck["sideboard"] == {"CMF-712": 1}
    assert list(deck["main"]) == [f"CMF-{n}" for n in (950, 952, 954, 956, 958, 951, 953, 955, 957, 959)]
    # two fire names (8 stones) and the water crystal make 10 (its cards need fire: the fire ones are paid for)
    small = catalogue_of(special_stone_database(2))
    deck = build_deck(small, legal, small.defs["CMF-810"], "grimm")
    assert deck is not None and deck["stones"] == {"CMF-710": 4, "CMF-711": 4, "CMF-700": 2}
    # a reprint shares its name's 4 copies: the second print of a name adds none
    reprinted = special_stone_database(3)
    reprinted["fow"]["clusters"][0]["sets"][0]["cards"][2]["name"] = "Test Fire Crystal 0"
    again = catalogue_of(reprinted)
    deck = build_deck(again, legal, again.defs["CMF-810"], "grimm")
    assert deck is not None and deck["stones"] == {"CMF-710": 4, "CMF-712": 4, "CMF-700": 2}
    # one fire name and the water crystal: 8 stones at most, no deck
    assert build_deck(catalogue_of(special_stone_database(1)), legal, small.defs["CMF-810"], "grimm") is None
    # a deck of one attribute takes basic stones only
    assert build_deck(cat, legal, cat.defs["CMF-810"], "grimm", attribute="fire") is None


def test_the_deck_card_set_holds_the_decks_cards_and_both_ruler_sides() -> None:
    cat = catalogue_of(two_attribute_database())
    _, fire = cluster_decks(cat, "grimm")
    card_set = deck_card_set(cat, [fire], "only-fire")
    assert card_set["id"] == "only-fire" and card_set["name"] == "decks of an imported database"
    assert [c["id"] for c in card_set["cards"]] == ["CMF-810", "CMF-810J", "CMF-801", *[f"CMF-{n}" for n in range(950, 960)]]


def test_play_to_end_reports_how_the_game_ended() -> None:
    cat = catalogue_of(invented_database())
    (deck,) = cluster_decks(cat, "grimm")
    card_set = deck_card_set(cat, [deck], "x")
    pair = {"p1": deck, "p2": deck}
    played = play_to_end(card_set, pair, "s")
    assert played.ended and played.reason == "life" and played.steps > 100
    assert play_to_end(card_set, pair, "s") == played  # seeded
    conceded = play_to_end(card_set, pair, "s", turn_cap=1)
    assert conceded == PlayResult(ended=False, reason="concede", steps=conceded.steps) and conceded.steps < 30
    assert play_to_end(card_set, pair, "s", max_steps=5) == PlayResult(ended=False, reason="no end within 5 steps", steps=5)


def test_playable_needs_a_deck_and_a_game_played_to_its_end() -> None:
    cat = catalogue_of(two_attribute_database())
    assert playable(cat, "grimm", "seed")
    assert not playable(cat, "alice", "seed")


def test_summary_counts_each_cluster() -> None:
    data = two_attribute_database()
    data["fow"]["clusters"].append({"name": "Nowhere", "sets": [{"code": "NOW", "cards": [dict(_basic("NOW-1", "R", "Fire"))]}]})
    result = summary(data)
    assert result["total"] == {"cards": 28, "imported": 28, "supported": 28}
    assert result["clusters"]["Grimm"] == {"cards": 27, "imported": 27, "supported": 27, "playable": True}
    assert result["clusters"]["Nowhere"] == {"cards": 1, "imported": 1, "supported": 1, "playable": False}  # no format of that name
    refused = summary([{"id": "X-1", "name": "n", "type": ["Resonator"], "cost": "{R}", "ATK": 150, "DEF": 100}])
    assert refused == {"total": {"cards": 1, "imported": 0, "supported": 0}, "clusters": {"": {"cards": 1, "imported": 0, "supported": 0, "playable": False}}}


def instants_database() -> dict[str, Any]:
    """A fire ruler, basic fire stones, six resonators and four [Quickcast] chants (Chant-Instant), so that the
    player without the turn also has plays to choose from."""
    cards = [*_ruler("CMF-810", ["R"]), _basic("CMF-801", "R", "Fire"), *_soldiers(950, "R", 6)]
    cards += [
        {"id": f"CMF-{970 + n}", "name": f"Test Spark {n}", "type": ["Spell:Chant-Instant"], "cost": "{R}", "colour": ["R"], "abilities": ["Deal 300 damage to target J/resonator."]}
        for n in range(4)
    ]
    return {"fow": {"clusters": [{"name": "Grimm", "sets": [{"code": "CMF", "cards": cards}]}]}}


def _tags(actions: list[Any]) -> set[str]:
    return {a.__struct_config__.tag for a in actions}


@pytest.mark.parametrize("data", [invented_database, instants_database])
def test_the_policy_prefers_stones_then_plays_and_attacks_to_passing(data: Any) -> None:
    """Every position of a seeded game, as play_to_end walks it: what ``choose`` offers the player(s) to act."""
    cat = catalogue_of(data())
    (deck,) = cluster_decks(cat, "grimm")
    card_set = deck_card_set(cat, [deck], "x")
    state = GAME.setup(None, ["p1", "p2"], "s", {"card_set": card_set}, {"p1": deck, "p2": deck})
    chooser = Rng(seed_rng("s", "coverage-policy"))
    seen: set[str] = set()
    while not state.over:
        listed = GAME.legal_actions(state)
        chosen = choose(state, listed, 90)
        mine = [a for a in listed if a.player in state.to_act]
        assert chosen and all(a in mine for a in chosen)  # only the players asked; the others' concessions never
        listed_tags, tags = _tags(mine), _tags(chosen)
        assert not tags & {"concede", "produce_will"}
        if "call_stone" in listed_tags:
            judgment = "judgment" in listed_tags and state.seq % 3 == 0
            assert tags == ({"judgment"} if judgment else {"call_stone"})
            seen.add("judgment" if judgment else "call_stone")
        elif state.decision is not None and state.decision.kind == "declare_attack":
            assert chosen == [a for a in mine if _tags([a]) == {"declare_attack"} and a.attacker is not None]  # an attack, always
            seen.add("attack")
        elif state.decision is not None:
            assert chosen == [a for a in mine if _tags([a]) != {"concede"}]
            seen.add(state.decision.kind)
        else:
            board = Board(catalogue_for(state.options), state)
            attackers = legal_attackers(board, board.player(state.turn.player))
            if "start_battle" in tags:
                assert attackers
                seen.add("battle")
            elif "start_battle" in listed_tags and not attackers:
                seen.add("no attacker")
            plays = listed_tags & set(PROGRESS) - ({"start_battle"} if not attackers else set())
            if plays and (state.priority == state.turn.player or state.seq % 3 == 0):
                assert tags == plays
                seen.add("turn player plays" if state.priority == state.turn.player else "other plays")
            else:
                assert tags == {"pass"}
                seen.add("other passes" if plays else "passes")
        state = GAME.adjudicate(state, chosen[chooser.below(len(chosen))], owned=True).state  # type: ignore[assignment]
    assert {"call_stone", "judgment", "attack", "declare_block", "mulligan", "battle", "no attacker", "turn player plays", "passes"} <= seen
    if data is instants_database:
        assert {"other plays", "other passes"} <= seen


def test_play_to_end_checks_the_state_as_it_goes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The set-up state, the state after every 50th step (steps 0, 50, 100, ...) and the final state are checked."""
    cat = catalogue_of(invented_database())
    (deck,) = cluster_decks(cat, "grimm")
    card_set = deck_card_set(cat, [deck], "x")
    checked: list[tuple[int, bool]] = []  # (seq, over) when checked: the policy's game is played in place
    real_check = GAME.check
    monkeypatch.setattr(GAME, "check", lambda state: checked.append((state.seq, state.over)) or real_check(state))
    play_to_end(card_set, {"p1": deck, "p2": deck}, "s", max_steps=101)
    assert checked == [(0, False), (1, False), (51, False), (101, False)]
    checked.clear()
    played = play_to_end(card_set, {"p1": deck, "p2": deck}, "s")
    assert len(checked) == 1 + (played.steps - 1) // 50 + 1 + 1 and checked[-1][1] and not checked[-2][1]


def test_the_playouts_bounds() -> None:
    """A playout concedes after turn 90 and gives up after 20,000 steps: the bounds behind the summary's
    ``playable`` figures (a game of the policy reaching either takes minutes, so the defaults are read)."""
    parameters = inspect.signature(play_to_end).parameters
    assert parameters["turn_cap"].default == 90 and parameters["max_steps"].default == 20_000
    assert inspect.signature(cluster_decks).parameters["limit"].default == 2


# -- mut-small (2026-12-04 late afternoon): survivors of coverage.py's sample of 40, seed adjudicator


def test_playable_plays_the_first_deck_against_the_last(monkeypatch: pytest.MonkeyPatch) -> None:
    """Line 237: the game that decides ``playable`` pits the cluster's first deck (p1) against its last (p2)."""
    from adjudicator.force_of_will import coverage

    cat = catalogue_of(two_attribute_database())
    void, fire = cluster_decks(cat, "grimm")
    pairs: list[dict[str, Any]] = []
    real = coverage.play_to_end
    def spy(card_set: Any, pair: dict[str, Any], seed: str) -> Any:
        pairs.append(pair)
        return real(card_set, pair, seed)

    monkeypatch.setattr(coverage, "play_to_end", spy)
    assert playable(cat, "grimm", "seed")
    assert pairs == [{"p1": void, "p2": fire}]
