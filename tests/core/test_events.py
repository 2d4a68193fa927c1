"""Typed events: every event a random playout emits is one of its game's declared ``event_types`` and decodes
back, through the tagged union, to the same JSON; the union has a JSON Schema (for the OpenAPI document)."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from adjudicator.core.events import HIDDEN, Event, event_union, privacy, seen_type, seen_types, seen_union
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


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_every_redacted_event_decodes_as_its_seen_type(game_id: str, variant: str) -> None:
    """What each player and a spectator are shown of a playout's events decodes, through the game's seen
    union (derived from the ``private`` declarations), back to the same JSON; a HiddenCard appears only
    where a class declares a private key, and the plain union refuses a redacted event."""
    game = GAMES[game_id]
    rules = privacy(game.event_types)
    seen_list = msgspec.json.Decoder(list[seen_union(game.event_types)])  # type: ignore[misc]
    plain = msgspec.json.Decoder(event_union(game.event_types))
    count = next(v.max_players for v in game.variants if v.id == variant)
    redacted = 0
    events = playout_events(game, variant, 0)
    for viewer in [*["ann", "bob", "cat", "dan"][:count], None]:
        shown = msgspec.json.encode(game.view_events(events, viewer))
        assert msgspec.json.encode(seen_list.decode(shown)) == shown
        for event in msgspec.json.decode(shown):
            hidden = [key for key, value in event.items() if value == HIDDEN or (isinstance(value, list) and HIDDEN in value)]
            assert set(hidden) <= set(rules.get(event["type"], ("", ()))[1]), event
            if hidden:
                redacted += 1
                with pytest.raises(msgspec.ValidationError):
                    plain.decode(msgspec.json.encode(event))
    if rules:
        assert redacted > 0, "no event was redacted: the test shows nothing"
        assert all(seen_type(cls) is not cls for cls in game.event_types if cls.private)
    else:
        assert redacted == 0 and seen_types(game.event_types) == game.event_types


def test_master_of_wills_secret_is_derived_from_the_declaration() -> None:
    from adjudicator.master_of_wills import events as ev

    assert ev.Spied(player="ann", on="bob", hand=["x"], visible_to=["ann"]).secret == ["hand"]
    assert ev.Played(player="ann", card="x", placement="p", facing="face_down", visible_to=["ann"]).secret == ["card"]
    assert ev.Played(player="ann", card="x", placement="p").secret is msgspec.UNSET  # public: nothing hidden
