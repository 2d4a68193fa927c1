"""Every event a reader of a hosted match receives validates against the OpenAPI document's closed schemas.

Random hosted games of the three games, played through a real ``adjudicator serve`` on a real Redis. Each
seat and the organizer hold an SSE stream and a GraphQL ``matchUpdated`` subscription; after every action
(posted by its seat):

* the action's answer is an ``ActionAccepted`` (for the match's game: its ``<Game>SeenEvent`` events), or,
  every other action, posted with GraphQL ``matchAction``, each of its events' ``data`` a ``<Game>SeenEvent``;
* every reader's SSE ``update`` is a ``MatchServerEvent`` (its ``data`` a ``MatchUpdate``), the first
  message a ``state`` one; each event of its ``matchUpdated`` message (``Event.data``) a ``<Game>SeenEvent``;
* every reader's log from the new entry on (``?since=``) is a ``MatchLog``;
* a spectator's redaction of the action's events (``Game.view_events(events, None)``: no hosted channel
  serves spectators, the console does) is a list of ``<Game>SeenEvent``;

* every logged action every reader receives (the SSE update's and ``matchUpdated``'s ``entry.action``, the
  log's entries) is the game's closed ``<Game>SeenAction`` (a HiddenCard only where the action class declares
  the key ``private``), and so is ``Game.view_action`` for every seat and a spectator, which hides no key
  the class does not declare;

and at the end every reader's whole log, over REST and GraphQL (each event's ``data``, each ``action``),
validates too, as do the console's frames from every perspective (``Frames``) and the organizer's
disputes (``DisputeRuling``).
Validation is Draft 2020-12 (tests.support.schemas: jsonschema-rs, python-jsonschema explaining) against ``api.spec.document()``'s components, the schemas the
generated clients are built from; each game must have shown some reader a HiddenCard in an event where it
has private events, so the redacted forms are exercised. ``EVENT_SEED`` replays a run.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from contextlib import ExitStack
from random import Random
from typing import Any, get_args

import httpx
import msgspec
import pytest

from adjudicator import get_game
from adjudicator.core.events import action_private, privacy
from api.spec import document, prefix
from tests.support.readers import MatchReader
from tests.support.schemas import component
from tests.support.servers import ServiceProcess, services

RUN_SEED = os.environ.get("EVENT_SEED") or secrets.token_hex(4)
STEPS = 30
LOG = "query($id: ID!) { matchLog(id: $id) { entries { action events { type data } } } }"
ACT = "mutation($id: ID!, $action: JSON!) { matchAction(matchId: $id, action: $action) { valid events { type data } } }"
SUBSCRIBE = "subscription($id: ID!) { matchUpdated(matchId: $id) { version entry { action events { type data } } } }"


@pytest.fixture(scope="module")
def service(redis_url: str) -> Iterator[ServiceProcess]:
    with services(1, {"REDIS_URL": redis_url}) as (started,):
        yield started


def seen_event_schema(game_id: str) -> str:
    """The component a hosted match of ``game_id`` types its events with (the game's SeenEvent union; its
    plain Event union where no event has a private key)."""
    items = document()["components"]["schemas"][f"{prefix(game_id)}ActionAccepted"]["properties"]["events"]["items"]
    return str(items["$ref"]).rsplit("/", 1)[1]


def seen_action_schema(game_id: str) -> str:
    """The component a hosted match of ``game_id`` types its logged actions with (the game's SeenAction union;
    its plain Action union where no action declares a private key)."""
    action = document()["components"]["schemas"][f"{prefix(game_id)}LogEntry"]["properties"]["action"]
    return str(action["$ref"]).rsplit("/", 1)[1]


def action_tags(game_id: str) -> dict[str, tuple[str, ...]]:
    """``type`` tag -> the keys the action class declares ``private`` (a log may show them hidden)."""
    members = get_args(get_game(game_id).action_type) or (get_game(game_id).action_type,)
    return {str(cls.__struct_config__.tag): action_private(cls) for cls in members}


def check(name: str, instance: Any, where: str) -> None:
    errors = sorted(component(name).iter_errors(instance), key=lambda e: list(e.absolute_path))
    assert not errors, f"{where}: not a {name}: " + "; ".join(f"{list(e.absolute_path)}: {e.message[:300]}" for e in errors[:3])


def hidden_cards(events: list[Any]) -> int:
    return sum(json.dumps(event).count('{"hidden": true}') for event in events)


def play(service: ServiceProcess, game_id: str, players: list[str], rng: Random, where: str, variant: str | None = None) -> tuple[int, int]:
    """One random hosted game, every reader's every channel validated; returns how many HiddenCards the
    seats were shown in events, and in logged actions."""
    game = get_game(game_id)
    seen_event = seen_event_schema(game_id)
    seen_action = seen_action_schema(game_id)
    declared = action_tags(game_id)
    shown_actions = 0
    organizer_http = httpx.Client(base_url=service.url, timeout=20)
    for _ in range(50):  # a salted deal may end the game at creation (tests.api.match_helpers.create_live)
        created = organizer_http.post("/v1/matches", json={"game": game_id, "players": players, "variant": variant, "seed": where}).json()
        match_id = created["id"]
        tokens = {"organizer": created["organizer_token"], **{seat: created["seats"][seat]["token"] for seat in players}}
        read = organizer_http.get(f"/v1/matches/{match_id}", headers={"Authorization": f"Bearer {tokens['organizer']}"}).json()
        if not read["over"]:
            break
    full = read["state"]
    state = game.decode_state(msgspec.json.encode(full))
    shown = 0
    with ExitStack() as stack:
        readers = {name: MatchReader(stack, service.url, match_id, name, token, SUBSCRIBE) for name, token in tokens.items()}
        for reader in readers.values():
            event, data = reader.sse()
            first = {"event": event, "data": data}
            assert first["event"] == "state", (where, first)
            check("MatchServerEvent", first, f"{where}: first SSE message to {reader.name}")
            assert reader.subscription()["entry"] is None, where
        for step in range(STEPS):
            if state.over:
                break
            here = f"{where} step {step}"
            action = rng.choice([msgspec.to_builtins(a) for a in game.legal_actions(state)])
            actor = readers[action["player"]]
            if step % 2 == 0:
                answer = actor.http.post(f"/v1/matches/{match_id}/actions", json={"action": action})
                assert answer.status_code == 200, (here, action, answer.text)
                check("ActionAccepted", answer.json(), f"{here}: answer to {actor.name} for {action}")
                shown += hidden_cards(answer.json()["events"])
            else:
                answer = actor.http.post("/graphql", json={"query": ACT, "variables": {"id": match_id, "action": action}})
                acted = answer.json()["data"]["matchAction"]
                assert acted["valid"], (here, action, answer.text)
                for index, event in enumerate(acted["events"]):
                    assert event["type"] == event["data"]["type"], here
                    check(seen_event, event["data"], f"{here}: GraphQL matchAction event {index} to {actor.name}")
                shown += hidden_cards([event["data"] for event in acted["events"]])
            result = game.adjudicate(state, game.decode_action(action))
            state = result.state
            spectator = msgspec.to_builtins(game.view_events(result.events, None))
            for index, event in enumerate(spectator):
                check(seen_event, event, f"{here}: event {index} as a spectator sees it")
            # Every reader's view of the logged action (a spectator's is the console's): a closed SeenAction,
            # hiding nothing but the keys its class declares private.
            for viewer in [*players, None]:
                viewed = game.view_action(state, dict(action), viewer, list(result.events))
                check(seen_action, viewed, f"{here}: action as {viewer or 'a spectator'} sees it")
                changed = {key for key in action if viewed.get(key) != action[key]} | (set(viewed) - set(action))
                assert changed <= set(declared[action["type"]]), (here, viewer, action, viewed)
            for reader in readers.values():
                said = f"{here} ({action}) to {reader.name}"
                event, data = reader.sse()
                update = {"event": event, "data": data}
                assert update["event"] == "update", (said, update)
                check("MatchServerEvent", update, f"{said}: SSE")
                live = reader.subscription()
                assert live["version"] == update["data"]["version"], said
                check(seen_action, live["entry"]["action"], f"{said}: matchUpdated action")
                check(seen_action, update["data"]["entry"]["action"], f"{said}: SSE update action")
                for index, event in enumerate(live["entry"]["events"]):
                    assert event["type"] == event["data"]["type"], said
                    check(seen_event, event["data"], f"{said}: matchUpdated event {index}")
                if reader.name != "organizer":
                    shown += hidden_cards(update["data"]["entry"]["events"])
                    shown_actions += hidden_cards([update["data"]["entry"]["action"]])
                log = reader.http.get(f"/v1/matches/{match_id}/log", params={"since": str(step)})
                assert log.status_code == 200, (said, log.text)
                check("MatchLog", log.json(), f"{said}: log since {step}")
                assert len(log.json()["entries"]) == 1, said
        for reader in readers.values():
            log = reader.http.get(f"/v1/matches/{match_id}/log")
            check("MatchLog", log.json(), f"{where}: whole log read by {reader.name}")
            graphql = reader.http.post("/graphql", json={"query": LOG, "variables": {"id": match_id}})
            assert graphql.status_code == 200 and "errors" not in graphql.json(), graphql.text
            for entry_index, entry in enumerate(graphql.json()["data"]["matchLog"]["entries"]):
                check(seen_action, entry["action"], f"{where}: GraphQL matchLog entry {entry_index} action to {reader.name}")
                for index, event in enumerate(entry["events"]):
                    assert event["type"] == event["data"]["type"]
                    check(seen_event, event["data"], f"{where}: GraphQL matchLog entry {entry_index} event {index} to {reader.name}")
        check_console(service, game, match_id, tokens, where)
    organizer_http.close()
    return shown, shown_actions


def check_console(service: ServiceProcess, game: Any, match_id: str, tokens: dict[str, str], where: str) -> None:
    """The console's frames of the match from every perspective (legal actions included) are a ``Frames``,
    and the organizer's dispute on its first entry (the recorded action claimed again) a ``DisputeRuling``."""
    organizer = {"Authorization": f"Bearer {tokens['organizer']}"}
    seats = [name for name in tokens if name != "organizer"]
    asked = [(organizer, perspective) for perspective in ["judge", "spectator", *seats]] + [({"Authorization": f"Bearer {tokens[seat]}"}, seat) for seat in seats]
    for headers, perspective in asked:
        frames = httpx.get(f"{service.url}/v1/matches/{match_id}/frames", params={"perspective": perspective, "legal": "true", "count": "200"}, headers=headers, timeout=30)
        assert frames.status_code == 200, (where, perspective, frames.text)
        check("Frames", frames.json(), f"{where}: frames as {perspective}")
        assert frames.json()["game"] == game.id and len(frames.json()["frames"]) > 1, where
    log = httpx.get(f"{service.url}/v1/matches/{match_id}/log", headers=organizer, timeout=20).json()
    first = log["entries"][0]["action"]
    for claim in (first, {**first, "type": "no-such-action"}):
        ruling = httpx.post(f"{service.url}/v1/matches/{match_id}/disputes", json={"at": 1, "claim": claim}, headers=organizer, timeout=30)
        if claim is first:
            assert ruling.status_code == 200, (where, ruling.text)
            check("DisputeRuling", ruling.json(), f"{where}: ruling on {claim}")
            assert ruling.json()["legal"] and ruling.json()["game"] == game.id, where
        else:
            assert ruling.status_code == 422, (where, ruling.text)
    if len(log["entries"]) > 1:  # the first action claimed again at entry 2: a ruling either way
        ruling = httpx.post(f"{service.url}/v1/matches/{match_id}/disputes", json={"at": 2, "claim": first}, headers=organizer, timeout=30)
        assert ruling.status_code == 200, (where, ruling.text)
        check("DisputeRuling", ruling.json(), f"{where}: ruling on {first} at 2")


GAMES = [
    ("magic-wands", ["ann", "bob", "cat"], None),
    ("force-of-will", ["ann", "bob"], None),
    ("master-of-wills", ["ann", "bob"], None),
    ("master-of-wills", ["ann", "bob", "cat"], "ffa3"),
]


@pytest.mark.parametrize(("game_id", "players", "variant"), GAMES, ids=[f"{g}-{v or 'standard'}" for g, _, v in GAMES])
def test_every_event_every_reader_receives_validates_against_the_document(service: ServiceProcess, game_id: str, players: list[str],
                                                                           variant: str | None) -> None:
    rng = Random(f"{RUN_SEED}:{game_id}:{variant}")
    where = f"EVENT_SEED={RUN_SEED} {game_id} {variant or 'standard'}"
    # Two games, and more (up to six) while no redacted form has been shown yet: a random game may end at
    # once (a concession among the legal actions) before anything hidden happens.
    private_events = bool(privacy(get_game(game_id).event_types))
    shown = shown_actions = 0
    for n in range(6):
        if n >= 2 and (shown or not private_events) and (shown_actions or game_id != "force-of-will"):
            break
        events, actions = play(service, game_id, players, rng, f"{where} game {n}", variant)
        shown, shown_actions = shown + events, shown_actions + actions
    if private_events:
        assert shown > 0, f"{where}: no seat was shown a HiddenCard in an event: the redacted forms went untested"
    if game_id == "force-of-will":
        # Every Force of Will game opens with mulligans (FOW-SETUP-3): a seat reads the other's as hidden.
        assert shown_actions > 0, f"{where}: no seat was shown a HiddenCard in a logged action: the redacted forms went untested"


def test_redacted_variants_are_generated_from_the_privacy_declarations() -> None:
    """Each event class that declares private keys has a ``<Name>Seen`` schema of the same tag, and each of
    those keys (and no other) admits a HiddenCard; nothing else in the SeenEvent unions does."""
    schemas = document()["components"]["schemas"]
    hidden = {"$ref": "#/components/schemas/HiddenCard"}
    for game_id in ("magic-wands", "master-of-wills", "force-of-will"):
        game = get_game(game_id)
        union = schemas[seen_event_schema(game_id)]
        rules = privacy(game.event_types)
        assert union["title"] == f"{prefix(game_id)}{'SeenEvent' if rules else 'Event'}"
        for tag, target in union["discriminator"]["mapping"].items():
            member = schemas[target.rsplit("/", 1)[1]]
            assert member["properties"]["type"] == {"enum": [tag]}
            admits = {key for key, schema in member["properties"].items() if hidden in schema.get("anyOf", []) or hidden in schema.get("items", {}).get("anyOf", [])}
            assert admits == set(rules.get(tag, ("", ()))[1]), (game_id, tag, admits)
            assert member["title"].endswith("Seen") == bool(admits), (game_id, tag)


def test_logged_action_variants_are_generated_from_the_action_declarations() -> None:
    """Each action class that declares private keys has a ``<Name>Seen`` schema of the same tag in its game's
    SeenAction union, and each of those keys (and no other) admits a HiddenCard; the logs of every game
    (``<Game>LogEntry.action``) are typed with that closed union, never ``AnyAction``."""
    schemas = document()["components"]["schemas"]
    hidden = {"$ref": "#/components/schemas/HiddenCard"}
    for game_id in ("magic-wands", "master-of-wills", "force-of-will"):
        declared = action_tags(game_id)
        union = schemas[seen_action_schema(game_id)]
        assert union["title"] == f"{prefix(game_id)}{'SeenAction' if any(declared.values()) else 'Action'}"
        assert set(union["discriminator"]["mapping"]) == set(declared), game_id
        for tag, target in union["discriminator"]["mapping"].items():
            member = schemas[target.rsplit("/", 1)[1]]
            assert member["additionalProperties"] is False, (game_id, tag)
            admits = {key for key, schema in member["properties"].items() if hidden in schema.get("anyOf", []) or hidden in schema.get("items", {}).get("anyOf", [])}
            assert admits == set(declared[tag]), (game_id, tag, admits)
        assert schemas[f"{prefix(game_id)}MatchUpdate"]["properties"]["entry"] == {"$ref": f"#/components/schemas/{prefix(game_id)}LogEntry"}


def test_view_schemas_are_generated_from_the_state_declarations() -> None:
    """Each state struct that declares (or holds one that declares) ``concealed`` or ``withheld`` keys has a
    ``<Game><Name>View`` schema (the state's: ``<Game>View``) where exactly the concealed keys admit a
    HiddenCard and the withheld ones are gone; hosted matches, frames and rulings carry ``<Game>View``."""
    import importlib

    from adjudicator.core.views import concealed, withheld

    schemas = document()["components"]["schemas"]
    hidden = {"$ref": "#/components/schemas/HiddenCard"}
    for game_id in ("magic-wands", "master-of-wills", "force-of-will"):
        game, p = get_game(game_id), prefix(game_id)
        module = importlib.import_module(game.state_type.__module__)
        names = [n for n in schemas if n.startswith(p) and n.endswith("View") and n not in (f"{p}View",)] + [f"{p}View"]
        assert f"{p}View" in schemas and "rng" not in schemas[f"{p}View"]["properties"]
        for name in names:
            cls = game.state_type if name == f"{p}View" else getattr(module, name[len(p) : -len("View")])
            member = schemas[name]
            admits = {key for key, schema in member["properties"].items() if hidden in schema.get("anyOf", []) or hidden in schema.get("items", {}).get("anyOf", [])}
            assert admits == set(concealed(cls)), (name, admits)
            assert not set(withheld(cls)) & set(member["properties"]), name
        view = {"$ref": f"#/components/schemas/{p}View"}
        assert schemas[f"{p}ActionAccepted"]["properties"]["state"] == view
        assert schemas[f"{p}Frame"]["properties"]["state"]["$ref"] == view["$ref"]
        assert schemas[f"{p}DisputeRuling"]["properties"]["before"] == view
        assert schemas[f"{p}Match"]["properties"]["state"]["oneOf"] == [{"$ref": f"#/components/schemas/{p}State"}, view]
