"""Talking GraphQL to the app from tests: a small client over a TestClient or an httpx.Client."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator import get_game

MW = "magic-wands"
STATE_FIELDS = "game variant seq players { id } toAct phase over result { winners scores { player score } reason } json"
EVENT_FIELDS = "type player rule data"
VIOLATION_FIELDS = "code rule message path hint"


class GraphQLClient:
    def __init__(self, http: Any) -> None:
        self.http = http

    def post(self, query: str, variables: dict[str, Any] | None = None, token: str | None = None, **extra: Any) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        body = {"query": query, "variables": variables or {}, **extra}
        return self.http.post("/graphql", json=body, headers=headers)

    def run(self, query: str, variables: dict[str, Any] | None = None, token: str | None = None) -> dict[str, Any]:
        response = self.post(query, variables, token)
        assert response.status_code == 200, response.text
        body = response.json()
        return body  # type: ignore[no-any-return]

    def data(self, query: str, variables: dict[str, Any] | None = None, token: str | None = None) -> dict[str, Any]:
        body = self.run(query, variables, token)
        assert "errors" not in body, body["errors"]
        return body["data"]  # type: ignore[no-any-return]

    def error(
        self,
        query: str,
        variables: dict[str, Any] | None = None,
        token: str | None = None,
        *,
        code: str,
        pointer: str | None = None,
        status: int | None = None,
    ) -> dict[str, Any]:
        """The one error of a refused operation, checked: its code, and the pointer it names."""
        body = self.run(query, variables, token)
        assert body.get("errors"), body
        assert len(body["errors"]) == 1, body["errors"]
        error = body["errors"][0]
        assert error["extensions"]["code"] == code, error
        assert error["message"], error
        if status is not None:
            assert error["extensions"]["status"] == status, error
        if pointer is not None:
            assert pointer in [e["pointer"] for e in error["extensions"]["errors"]], error
        return error  # type: ignore[no-any-return]


def setup_state(client: GraphQLClient, players: list[str], seed: str) -> dict[str, Any]:
    query = "mutation($players: [String!]!, $seed: String!) { setup(game: \"magic-wands\", players: $players, seed: $seed) { state { json } } }"
    return client.data(query, {"players": players, "seed": seed})["setup"]["state"]["json"]  # type: ignore[no-any-return]


def decode_state(state: dict[str, Any]) -> Any:
    return get_game(MW).decode_state(msgspec.json.encode(state))
