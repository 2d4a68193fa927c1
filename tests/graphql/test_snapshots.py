"""GraphQL by reference (issue 20): ``store: true`` and the selectable ``snapshot`` on setup, adjudicate
and replay; gameLegalActions, view and adjudicate by snapshot id; the same chain as REST."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from adjudicator.core.codec import canonical_json, digest_bytes

from ..api.test_snapshot_chains import playout
from .helpers import GraphQLClient

SETUP = "mutation($players: [String!]!, $seed: String!) { setup(game: \"magic-wands\", players: $players, seed: $seed, store: true) { digest snapshot } }"
ADJUDICATE = "mutation($snapshot: String!, $action: JSON!) { adjudicate(game: \"magic-wands\", snapshot: $snapshot, action: $action, store: true) { valid digest snapshot events { type } violation { code } } }"
LEGAL = "query($snapshot: String!, $player: String) { gameLegalActions(game: \"magic-wands\", snapshot: $snapshot, player: $player) { actions } }"
VIEW = "query($snapshot: String!, $player: String) { view(game: \"magic-wands\", snapshot: $snapshot, player: $player) { over seq } }"
REPLAY = "mutation($setup: SetupInput!, $actions: [JSON!]!) { replay(game: \"magic-wands\", setup: $setup, actions: $actions, store: true) { valid applied digest snapshot } }"


def test_a_game_played_by_snapshot_ids_over_graphql(gql: GraphQLClient, redis_app: TestClient) -> None:
    setup, final, actions = playout("magic-wands", "graphql-chain")
    started = gql.data(SETUP, {"players": setup["players"], "seed": setup["seed"]})["setup"]
    assert started["snapshot"] == started["digest"]
    snapshot = started["snapshot"]
    for action in actions:
        listed = gql.data(LEGAL, {"snapshot": snapshot, "player": action["player"]})["gameLegalActions"]["actions"]
        assert action in listed
        answer = gql.data(ADJUDICATE, {"snapshot": snapshot, "action": action})["adjudicate"]
        assert answer["valid"] and answer["snapshot"] == answer["digest"]
        snapshot = answer["snapshot"]
    assert snapshot == digest_bytes(canonical_json(final))
    assert gql.data(VIEW, {"snapshot": snapshot, "player": setup["players"][0]})["view"]["over"] is True
    # The REST side reads the same chain.
    assert redis_app.post("/v1/games/magic-wands/view", json={"snapshot": snapshot}).json()["view"]["over"] is True
    replayed = gql.data(REPLAY, {"setup": {"players": setup["players"], "seed": setup["seed"]}, "actions": actions})["replay"]
    assert replayed == {"valid": True, "applied": len(actions), "digest": snapshot, "snapshot": snapshot}


def test_without_store_there_is_no_snapshot_and_a_missing_id_is_404(gql: GraphQLClient) -> None:
    plain = gql.data("mutation { setup(game: \"magic-wands\", players: [\"ann\", \"bob\"], seed: \"s\") { digest snapshot } }")["setup"]
    assert plain["snapshot"] is None and plain["digest"].startswith("sha256:")
    missing = "sha256:" + "0" * 64
    error: dict[str, Any] = gql.error(LEGAL, {"snapshot": missing}, code="SNAPSHOT_NOT_FOUND", pointer="/snapshot", status=404)
    assert missing in error["message"]
