"""Playing hosted matches from tests: a small client over any HTTP client with the same interface."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator import get_game


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class MatchClient:
    """A created match with its tokens; ``http`` is a TestClient or an httpx.Client."""

    def __init__(self, http: Any, game: str = "magic-wands", players: list[str] | None = None, *, lasting: int = 1, **extra: Any) -> None:
        """``lasting``: the match's salted deal lets that many first-listed actions (:meth:`legal`) be played
        before the game ends; a deal that does not is left and another match created.  A two-player Magic
        Wands deal can eliminate a player within six actions (about one deal in seventy), or before any (its
        first player can buy nothing: about one deal in 1,300), so every match lasts one action at least."""
        self.http = http
        self.game = get_game(game)
        body = {"game": game, "players": players or ["ann", "bob", "cyd"], **extra}
        for _ in range(50):
            response = http.post("/v1/matches", json=body)
            assert response.status_code == 201, response.text
            self.created = response.json()
            self.id = self.created["id"]
            self.tokens = {seat: value["token"] for seat, value in self.created["seats"].items()}
            self.organizer = self.created["organizer_token"]
            if self._lasts(lasting):
                return
        raise AssertionError(f"no deal of 50 let {lasting} first-listed actions be played")

    def _lasts(self, steps: int) -> bool:
        return not steps or deal_lasts(self.game, self.full_state(), steps)

    @classmethod
    def existing(cls, http: Any, game: str, created: dict[str, Any]) -> MatchClient:
        """A client for a match created elsewhere (e.g. in a tournament round)."""
        match = cls.__new__(cls)
        match.http, match.game, match.created = http, get_game(game), created
        match.id, match.organizer = created["id"], created["organizer_token"]
        match.tokens = {seat: value["token"] for seat, value in created["seats"].items()}
        return match

    def get(self, token: str) -> Any:
        return self.http.get(f"/v1/matches/{self.id}", headers=bearer(token))

    def full_state(self) -> Any:
        response = self.get(self.organizer)
        assert response.status_code == 200, response.text
        return self.game.decode_state(msgspec.json.encode(response.json()["state"]))

    def legal(self) -> list[dict[str, Any]]:
        """The legal actions, those after which the game goes on first: the deal of a hosted match is salted
        (random), and a test that plays ``legal()[0]`` a few times must not end the game by chance (a
        two-player Magic Wands game ends within five first-listed actions in about one deal in sixty)."""
        return [msgspec.to_builtins(a) for a in first_listed(self.game, self.full_state())]

    def act(self, action: dict[str, Any], *, token: str | None = None, expected: int | None = None, key: str | None = None) -> Any:
        headers = bearer(token or self.tokens[action["player"]])
        if key is not None:
            headers["Idempotency-Key"] = key
        body: dict[str, Any] = {"action": action}
        if expected is not None:
            body["expected_version"] = expected
        return self.http.post(f"/v1/matches/{self.id}/actions", json=body, headers=headers)

    def log(self, token: str, since: int = 0) -> Any:
        return self.http.get(f"/v1/matches/{self.id}/log", params={"since": since}, headers=bearer(token))


def create_live(http: Any, body: dict[str, Any]) -> dict[str, Any]:
    """``POST /v1/matches`` with ``body`` until the created match is not over at creation (see :func:`deal_lasts`:
    a salted two-player Magic Wands deal can end the game before any action); the creation's answer."""
    for _ in range(50):
        response = http.post("/v1/matches", json=body)
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        read = http.get(f"/v1/matches/{created['id']}", headers=bearer(created["organizer_token"]))
        assert read.status_code == 200, read.text
        if not read.json()["over"]:
            return created
    raise AssertionError("no deal of 50 left the game going")


def deal_lasts(game: Any, state: Any, steps: int) -> bool:
    """Whether ``steps`` first-listed actions (:func:`first_listed`) can be played from ``state`` and leave the
    game going: a hosted match's salted deal may end it at once (a two-player Magic Wands deal whose first
    player can buy nothing eliminates that player before any action, MW-PURCHASE-4)."""
    for _ in range(steps):
        actions = first_listed(game, state)
        if not actions:
            return False
        state = game.adjudicate(state, actions[0]).state
    return not state.over


def first_listed(game: Any, state: Any) -> list[Any]:
    """The legal actions of ``state``, those after which the game goes on first (see :meth:`MatchClient.legal`)."""
    return sorted(game.legal_actions(state), key=lambda a: game.adjudicate(state, a).state.over)


def keep_first(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A playing policy for Magic Wands that ends games by the market or the Mythics: keep passed cards."""
    kept = [a for a in actions if a.get("keep", True)]
    return kept or actions


def play_to_end(match: MatchClient, choose: Any = None, limit: int = 2000) -> int:
    """Play the match to its end through the API (seat tokens); returns the number of actions."""
    count = 0
    for count in range(limit):  # noqa: B007 - the count is the answer
        state = match.full_state()
        if state.over:
            return count
        options = keep_first(match.legal())
        action = options[(count * 7) % len(options)] if choose is None else choose(options)
        answer = match.act(action)
        assert answer.status_code == 200, answer.text
    raise AssertionError("the match did not end")
