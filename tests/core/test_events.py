"""Typed events: every event a random playout emits is one of its game's declared ``event_types`` and decodes
back, through the tagged union, to the same JSON; the union has a JSON Schema (for the OpenAPI document)."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from adjudicator.core.events import Event, event_union
from adjudicator.core.game import Game
from adjudicator.registry import GAMES

CASES = [(game_id, variant.id) for game_id, game in sorted(GAMES.items()) for variant in game.variants]


def playout_events(game: Game[Any, Any], variant: str, seed: int, limit: int = 400) -> list[Event]:
    count = next(v.max_players for v in game.variants if v.id == variant)
    state = game.setup(variant, ["ann", "bob", "cat", "dan"][:count], f"events-{seed}")
    rnd = random.Random(seed)
    events: list[Event] = []
    for _ in range(limit):
        if state.over:
            break
        actions = [a for a in game.legal_actions(state) if a.__struct_config__.tag != "concede"] or game.legal_actions(state)
        result = game.adjudicate(state, rnd.choice(actions), owned=True)
        state = result.state
        events.extend(result.events)
    return events


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_every_emitted_event_decodes_as_a_declared_type(game_id: str, variant: str) -> None:
    game = GAMES[game_id]
    union = event_union(game.event_types)
    seen: set[str] = set()
    for seed in range(3):
        for event in playout_events(game, variant, seed):
            assert isinstance(event, game.event_types), event
            encoded = msgspec.json.encode(event)
            decoded = msgspec.json.decode(encoded, type=union)
            assert type(decoded) is type(event)
            assert msgspec.json.encode(decoded) == encoded
            assert msgspec.json.decode(encoded)["type"] == event["type"]
            seen.add(event["type"])
    assert seen


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_event_types_are_a_tagged_union_with_a_schema(game_id: str) -> None:
    game = GAMES[game_id]
    tags = [cls.__struct_config__.tag for cls in game.event_types]
    assert len(tags) == len(set(tags))
    assert all(cls.__struct_config__.tag_field == "type" for cls in game.event_types)
    union = msgspec.json.schema(event_union(game.event_types))
    assert union["discriminator"]["propertyName"] == "type"
    assert set(union["discriminator"]["mapping"]) == set(tags)


def test_events_read_as_the_json_objects_they_encode_to() -> None:
    game = GAMES["master-of-wills"]
    for event in playout_events(game, "standard", 0, limit=60):
        as_json = msgspec.json.decode(msgspec.json.encode(event))
        assert list(event.keys()) == list(as_json)
        assert event == as_json
        assert dict(event.items()) == as_json
