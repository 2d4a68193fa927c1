"""The consistency check refuses forgeries, and its fast and detailed sinks agree.

The card prefilter ``_cards_fast_ok`` must never accept a state in which ``_card_problems`` finds a problem
(a forgery would get through), and it should accept the states play produces (or it would be no
prefilter).  The player checks are written once; the fast sink (``GAME.state_accepted``) and the detailed
one (``GAME.collect_state_errors``) must agree on them.  Both are checked on states met in random games and on many
random forgeries of them: cards moved, duplicated, dropped, made up, handed to the other player, put on
the chase, registered decks changed; counts, life, damage, turns, J-ruler flags, additions, will coins,
mulligans and lasting DEF changes altered.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import FieldError
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.core.sink import DetailedSink
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.consistency import _card_problems, _cards_fast_ok
from adjudicator.force_of_will.decks import instances
from adjudicator.force_of_will.state import Concede, DeckList, State

from .helpers import TEST_DECKS

ZONES = ("hand", "deck", "stone_deck", "graveyard", "removed", "sideboard")


def detailed(state: State) -> list[FieldError]:
    sink = DetailedSink()
    _card_problems(catalogue_for(state.options), state, sink)
    return sink.errors


def played_states(seed: str, decks: Any, every: int = 3) -> list[State]:
    state = GAME.setup(None, ["ann", "bob"], seed, None, decks)
    chooser = Rng(seed_rng(seed, "fast-path"))
    states = []
    for step in range(400):
        if state.over:
            break
        listed = [a for a in GAME.legal_actions(state) if not isinstance(a, Concede)]
        if step % every == 0:
            states.append(msgspec.convert(msgspec.to_builtins(state), State))
        state = GAME.adjudicate(state, chooser.choice(listed)).state
    return states


def all_ids(data: dict[str, Any]) -> list[str]:
    ids = []
    for player in data["players"]:
        for zone in ZONES:
            ids.extend(player[zone])
        ids.extend(e["id"] for e in player["field"])
        ids.extend(s["id"] for s in player["standby"])
        if player["ruler"] is not None:
            ids.append(player["ruler"]["id"])
    return ids


def slots(data: dict[str, Any]) -> list[tuple[list[Any], str]]:
    """Every list a card id can be put in, with how it is stored there."""
    lists: list[tuple[list[Any], str]] = []
    for player in data["players"]:
        lists.extend((player[zone], "id") for zone in ZONES)
        lists.append((player["field"], "entity"))
        lists.append((player["standby"], "standby"))
    lists.append((data["chase"], "chase"))
    return lists


def put(target: tuple[list[Any], str], card_id: str, rnd: random.Random, data: dict[str, Any]) -> None:
    items, kind = target
    at = rnd.randint(0, len(items))
    if kind == "id":
        items.insert(at, card_id)
    elif kind == "entity":
        items.insert(at, {"id": card_id})
    elif kind == "standby":
        items.insert(at, {"id": card_id, "set_turn": 1})
    else:
        owner = card_id.partition(":")[0]
        items.insert(at, {"id": f"chase:{rnd.randint(1, 999)}", "kind": rnd.choice(["spell", "spell", "ability"]), "controller": owner, "card": card_id})


def remove_one(data: dict[str, Any], rnd: random.Random) -> str | None:
    candidates = [(items, i) for items, _ in slots(data) for i in range(len(items))]
    for player in data["players"]:
        if player["ruler"] is not None and rnd.random() < 0.05:
            card_id = player["ruler"]["id"]
            player["ruler"] = None
            return str(card_id)
    if not candidates:
        return None
    items, index = rnd.choice(candidates)
    item = items.pop(index)
    return str(item if isinstance(item, str) else item.get("card", item.get("id")))


def registered(player: dict[str, Any]) -> set[str]:
    return {card_id for ids in instances(player["id"], msgspec.convert(player["deck_list"], DeckList)).values() for card_id in ids}


def forge(data: dict[str, Any], rnd: random.Random) -> None:
    kind = rnd.randrange(11)
    players = data["players"]
    if kind == 0:  # move a card to any list
        card_id = remove_one(data, rnd)
        if card_id is not None:
            put(rnd.choice(slots(data)), card_id, rnd, data)
    elif kind == 1:  # a card twice
        put(rnd.choice(slots(data)), rnd.choice(all_ids(data)), rnd, data)
    elif kind == 2:  # a card lost
        remove_one(data, rnd)
    elif kind == 3:  # a card made up: a new copy, an unknown card, another player's prefix
        card_id = rnd.choice(all_ids(data))
        owner, _, rest = card_id.partition(":")
        name, _, copy = rest.rpartition("#")
        made = rnd.choice([f"{owner}:{name}#{int(copy) + 9}", f"{owner}:TST-X99#1", f"{'bob' if owner == 'ann' else 'ann'}:{rest}"])
        put(rnd.choice(slots(data)), made, rnd, data)
    elif kind == 4:  # the registered deck changed
        deck_list = rnd.choice(players)["deck_list"]
        part = rnd.choice(["main", "stones", "sideboard"])
        if deck_list[part] and rnd.random() < 0.5:
            card = rnd.choice(sorted(deck_list[part]))
            deck_list[part][card] += rnd.choice([-1, 1]) if deck_list[part][card] > 1 else 1
        else:
            deck_list[part][rnd.choice(["TST-R01", "TST-C01", "TST-ST-W", "TST-RU1", "TST-X99"])] = rnd.randint(1, 3)
    elif kind == 5:  # the ruler swapped with a card
        player = rnd.choice(players)
        zone = player[rnd.choice(ZONES)]
        if player["ruler"] is not None and zone:
            index = rnd.randrange(len(zone))
            player["ruler"]["id"], zone[index] = zone[index], player["ruler"]["id"]
    elif kind == 6:  # two cards swapped between lists
        ids = [(items, i) for items, k in slots(data) if k == "id" for i in range(len(items))]
        if len(ids) >= 2:
            (a, i), (b, j) = rnd.sample(ids, 2)
            a[i], b[j] = b[j], a[i]
    elif kind == 7:  # the registered ruler changed
        rnd.choice(players)["deck_list"]["ruler"] = rnd.choice(["TST-RU1", "TST-RU2", "TST-R01", "TST-RU1J", "TST-ST-W"])
    elif kind == 9:  # a card registered in a part of the deck and its new instance put somewhere
        player = rnd.choice(players)
        before = registered(player)
        part = player["deck_list"][rnd.choice(["main", "stones", "sideboard"])]
        card = rnd.choice(["TST-R01", "TST-C01", "TST-A01", "TST-ST-W", "TST-RU1", "TST-RU1J", "TST-X99"])
        part[card] = part.get(card, 0) + 1
        for card_id in sorted(registered(player) - before):
            put(rnd.choice(slots(data)), card_id, rnd, data)
    elif kind == 10:  # a card put in the ruler area, the ruler moved out
        player = rnd.choice(players)
        card_id = remove_one(data, rnd)
        if card_id is not None:
            if player["ruler"] is not None:
                put(rnd.choice(slots(data)), player["ruler"]["id"], rnd, data)
            player["ruler"] = {"id": card_id}
    else:  # a spell's card replaced on the chase
        spells = [item for item in data["chase"] if item["kind"] == "spell"]
        if spells:
            rnd.choice(spells)["card"] = rnd.choice(all_ids(data))
        else:
            put((data["chase"], "chase"), rnd.choice(all_ids(data)), rnd, data)


@pytest.mark.parametrize(("seed", "decks"), [("fast-1", None), ("fast-2", TEST_DECKS), ("fast-3", {"ann": "cinder", "bob": "cinder"})])
def test_fast_path_accepts_played_states_and_refuses_every_forgery(seed: str, decks: Any) -> None:
    states = played_states(seed, decks)
    assert len(states) > 20
    rnd = random.Random(seed)
    refused = 0
    for state in states:
        assert detailed(state) == []
        assert _cards_fast_ok(catalogue_for(state.options), state)
        for _ in range(20):
            data = msgspec.to_builtins(state)
            for _ in range(rnd.choice([1, 1, 2, 3])):
                forge(data, rnd)
            forged = msgspec.convert(data, State)
            if detailed(forged):
                refused += 1
                assert not _cards_fast_ok(catalogue_for(forged.options), forged), data
    assert refused > len(states) * 10


def detailed_players(state: State) -> list[FieldError]:
    return GAME.collect_state_errors(state)


def forge_player(data: dict[str, Any], rnd: random.Random) -> None:
    player = rnd.choice(data["players"])
    field = player["field"]
    kind = rnd.randrange(15)
    if kind == 12:
        player["ruler"] = None
    elif kind == 13 and len(field) >= 2:  # the J-ruler flag moved to another field card
        a, b = rnd.sample(field, 2)
        a["j_ruler"], b["j_ruler"] = b.get("j_ruler", False), a.get("j_ruler", False)
        if rnd.random() < 0.5:
            player["ruler"] = None
    elif kind == 14 and player["ruler"] is not None and (player["hand"] or player["graveyard"]):
        # The ruler card and a card of the hand or graveyard trade places.
        zone = player["hand"] or player["graveyard"]
        index = rnd.randrange(len(zone))
        player["ruler"]["id"], zone[index] = zone[index], player["ruler"]["id"]
    elif kind == 0:
        counter = rnd.choice(["hand_count", "deck_count", "stone_deck_count"])
        player[counter] = max(0, player[counter] + rnd.choice([-1, 1]))
    elif kind == 1:
        player["life"] = rnd.choice([0, -100, 50, 3950, 100, player["life"] - 100])
    elif kind == 2 and field:
        rnd.choice(field)["damage"] = rnd.choice([100, 200, 300, 500, 1000, 5000])
    elif kind == 3 and field:
        rnd.choice(field)["since"] = data["turn"]["number"] + rnd.choice([0, 1, 5])
    elif kind == 4 and field:
        entity = rnd.choice(field)
        entity["j_ruler"] = not entity.get("j_ruler", False)
    elif kind == 5 and field:
        entity = rnd.choice(field)
        others = [e["id"] for p in data["players"] for e in p["field"]] + ["ann:TST-R01#1"]
        entity["added_to"] = rnd.choice([None, rnd.choice(others)])
    elif kind == 6:
        player["will_coin"] = rnd.choice([None, [], ["light"], ["fire", "water"]])
    elif kind == 7:
        player["mulliganed"] = not player["mulliganed"]
    elif kind == 8 and player["standby"]:
        rnd.choice(player["standby"])["set_turn"] = data["turn"]["number"] + rnd.choice([0, 1, 3])
    elif kind == 9:
        field_ids = [e["id"] for p in data["players"] for e in p["field"]]
        if field_ids:
            data["modifiers"].append({"target": rnd.choice(field_ids), "def": rnd.choice([-100, -500, -2000, 100]), "until": "turn"})
    elif kind == 10 and player["ruler"] is not None and field:
        # The ruler card and a field card trade places (the card check is not asked here).
        entity = rnd.choice(field)
        player["ruler"]["id"], entity["id"] = entity["id"], player["ruler"]["id"]
    else:
        data["over"] = not data["over"]


@pytest.mark.parametrize(("seed", "decks"), [("players-1", None), ("players-2", TEST_DECKS), ("players-3", {"ann": "dawn", "bob": "dawn"})])
def test_player_checks_agree_between_the_sinks(seed: str, decks: Any) -> None:
    states = played_states(seed, decks, every=2)
    rnd = random.Random(seed)
    refused = 0
    for state in states:
        assert detailed_players(state) == []
        assert GAME.state_accepted(state)
        for _ in range(20):
            data = msgspec.to_builtins(state)
            for _ in range(rnd.choice([1, 1, 2])):
                forge_player(data, rnd)
            forged = msgspec.convert(data, State)
            if detailed_players(forged):
                refused += 1
                assert not GAME.state_accepted(forged), data
            else:
                assert GAME.state_accepted(forged), data
    assert refused > len(states) * 10
