"""A Python client of the Adjudicator service, sync (:class:`Client`) and async (:class:`AsyncClient`).

Import it explicitly (``from api.client import Client``; it needs ``pip install 'adjudicator[client]'``
for httpx).  It lives beside the service, not in the engines: ``adjudicator/`` does no I/O and imports no
web library, and this client needs nothing of the server (no Starlette, no store) but the engines' structs.
Import-linter holds both (``pyproject.toml``).

Typed with the engine's own structs: states and actions are each game's msgspec structs (a dict is
accepted too), violations are :class:`~adjudicator.Violation`, results :class:`~adjudicator.Result`.
Views of hosted matches are dicts: a hidden card is ``{"hidden": true}``, which no state struct admits (the
OpenAPI document types them as ``<Game>View``).  A signed transcript is kept as the dict that was signed
(its canonical JSON is what the signature covers); :meth:`SignedResult.actions` decodes its actions into
the game's structs.

Every error answer raises :class:`ProblemError` with the RFC 9457 problem.  A 503 or 429 is retried after
its ``Retry-After`` (``retries`` times); a match action always carries an ``Idempotency-Key`` (a new one
unless given), and its retries send the same key, so an action is never applied twice::

    with Client("http://127.0.0.1:8000") as client:
        match = client.create_match("magic-wands", ["ann", "bob"])
        while not (now := client.match(match.id, match.organizer_token)).over:
            seat = match.seats[now.state["to_act"][0]].token
            options = client.seat_actions(match.id, seat)
            client.act(match.id, options.actions[0], token=seat, expected_version=options.version)
        print(client.result(match.id, match.organizer_token).result.winners)
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any, TypeVar

import httpx
import msgspec

from adjudicator.core.errors import Violation
from adjudicator.core.game import Result
from adjudicator.registry import get_game

__all__ = [
    "ActionAccepted",
    "Adjudicated",
    "AsyncClient",
    "Client",
    "Match",
    "MatchCreated",
    "Problem",
    "ProblemError",
    "SeatActions",
    "SeatToken",
    "ServerEvent",
    "SignedResult",
]

T = TypeVar("T")
DEFAULT_RETRIES = 3
MAX_RETRY_AFTER = 30.0


# -- answers -----------------------------------------------------------------------------------------
class FieldProblem(msgspec.Struct, frozen=True):
    pointer: str
    message: str


class Problem(msgspec.Struct, frozen=True, kw_only=True):
    """RFC 9457 problem details, as every error answer carries them."""

    type: str
    title: str
    status: int
    detail: str
    errors: list[FieldProblem] = []
    violation: Violation | None = None
    version: int | None = None


class ProblemError(Exception):
    """An error answer (4xx or 5xx) with its problem details."""

    def __init__(self, problem: Problem, headers: httpx.Headers | None = None) -> None:
        super().__init__(f"{problem.status} {problem.title}: {problem.detail}")
        self.problem = problem
        self.status = problem.status
        self.headers = headers or httpx.Headers()


class SeatToken(msgspec.Struct, frozen=True):
    token: str


class MatchCreated(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    game: str
    version: int
    seats: dict[str, SeatToken]
    organizer_token: str
    seed_commitment: str
    genesis: str


class Match(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    game: str
    version: int
    seat: str
    seed_commitment: str
    over: bool
    result: Result | None
    state: dict[str, Any]


class ActionAccepted(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    seq: int
    digest: str
    state: dict[str, Any]
    events: list[dict[str, Any]]
    over: bool
    result: Result | None
    seed_commitment: str


class Adjudicated(msgspec.Struct, frozen=True, kw_only=True):
    """A stateless ruling: ``valid`` with the next ``state`` (the game's struct), or the ``violation``."""

    valid: bool
    state: Any = None
    digest: str | None = None
    events: list[dict[str, Any]] = []
    violation: Violation | None = None
    failed_at: int | None = None


class SeatActions(msgspec.Struct, frozen=True, kw_only=True):
    """What a seat may do now in a hosted match; each action can be posted back unchanged."""

    version: int
    player: str
    actions: list[dict[str, Any]]


class SignedResult(msgspec.Struct, frozen=True, kw_only=True):
    match: str
    over: bool
    result: Result
    seed: str
    seed_commitment: str
    transcript: dict[str, Any]
    signature: dict[str, Any]
    transcript_hash: str

    def actions(self) -> list[Any]:
        """The transcript's actions in order, each the game's own action struct (the transcript holds them
        in full, as their seats sent them)."""
        game = get_game(str(self.transcript["game"]))
        return [game.decode_action(msgspec.json.encode(entry["action"])) for entry in self.transcript["entries"]]


class ServerEvent(msgspec.Struct, frozen=True):
    """One server-sent event of a match's stream: ``state`` first, then one ``update`` per action."""

    event: str
    data: dict[str, Any]


# -- requests, shared by both clients ----------------------------------------------------------------
class _Call(msgspec.Struct, frozen=True):
    method: str
    path: str
    decode: Callable[[bytes], Any]
    body: bytes | None = None
    headers: dict[str, str] = {}


def _json(value: Any) -> bytes:
    return msgspec.json.encode(value)


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _problem(response: httpx.Response) -> ProblemError:
    try:
        problem = msgspec.json.decode(response.content, type=Problem)
    except msgspec.MsgspecError:
        problem = Problem(type="about:blank", title=response.reason_phrase, status=response.status_code, detail=response.text[:500])
    return ProblemError(problem, response.headers)


def _retry_after(response: httpx.Response) -> float:
    try:
        return min(MAX_RETRY_AFTER, max(0.0, float(response.headers.get("retry-after", "1"))))
    except ValueError:
        return 1.0


def _should_retry(response: httpx.Response) -> bool:
    return response.status_code in (429, 503)


class _Calls:
    """Every operation as a :class:`_Call`: what to send and how to read the answer."""

    def __init__(self, api_key: str | None) -> None:
        self.api_key = api_key

    def _organizer(self) -> dict[str, str]:
        return {"X-API-Key": self.api_key} if self.api_key else {}

    def games(self) -> _Call:
        return _Call("GET", "/v1/games", lambda raw: msgspec.json.decode(raw)["games"])

    def setup(self, game: str, players: list[str], seed: str, variant: str | None, options: dict[str, Any] | None, decks: dict[str, Any] | None) -> _Call:
        engine = get_game(game)
        body = {"players": players, "seed": seed, "variant": variant, "options": options, "decks": decks}
        return _Call("POST", f"/v1/games/{game}/setup", lambda raw: engine.decode_state(msgspec.json.decode(raw)["state"]), _json(body))

    def legal_actions(self, game: str, state: Any, player: str | None) -> _Call:
        engine = get_game(game)
        action_list = list[engine.action_type]  # type: ignore[name-defined]

        def decode(raw: bytes) -> Any:
            return msgspec.convert(msgspec.json.decode(raw)["actions"], action_list)

        return _Call("POST", f"/v1/games/{game}/legal-actions", decode, _json({"state": state, "player": player}))

    def adjudicate(self, game: str, state: Any, action: Any) -> _Call:
        engine = get_game(game)

        def decode(raw: bytes) -> Adjudicated:
            answer = msgspec.json.decode(raw, type=Adjudicated)
            if answer.valid:
                return msgspec.structs.replace(answer, state=engine.decode_state(answer.state))
            return answer

        return _Call("POST", f"/v1/games/{game}/adjudicate", decode, _json({"state": state, "action": action}))

    def create_match(self, game: str, players: list[str], seed: str | None, variant: str | None, options: dict[str, Any] | None, decks: dict[str, Any] | None) -> _Call:
        body = {"game": game, "players": players, "seed": seed, "variant": variant, "options": options, "decks": decks}
        return _Call("POST", "/v1/matches", _decoder(MatchCreated), _json(body), self._organizer())

    def match(self, match_id: str, token: str) -> _Call:
        return _Call("GET", f"/v1/matches/{match_id}", _decoder(Match), None, {**_auth(token), **self._organizer()})

    def act(self, match_id: str, action: Any, token: str, expected_version: int | None, idempotency_key: str) -> _Call:
        body: dict[str, Any] = {"action": action}
        if expected_version is not None:
            body["expected_version"] = expected_version
        headers = {**_auth(token), "Idempotency-Key": idempotency_key}
        return _Call("POST", f"/v1/matches/{match_id}/actions", _decoder(ActionAccepted), _json(body), headers)

    def seat_actions(self, match_id: str, token: str) -> _Call:
        return _Call("GET", f"/v1/matches/{match_id}/legal-actions", _decoder(SeatActions), None, {**_auth(token), **self._organizer()})

    def log(self, match_id: str, token: str, since: int) -> _Call:
        return _Call("GET", f"/v1/matches/{match_id}/log?since={since}", msgspec.json.decode, None, {**_auth(token), **self._organizer()})

    def result(self, match_id: str, token: str) -> _Call:
        return _Call("GET", f"/v1/matches/{match_id}/result", _decoder(SignedResult), None, {**_auth(token), **self._organizer()})


def _decoder(kind: type[T]) -> Callable[[bytes], T]:
    decoder = msgspec.json.Decoder(kind)
    return decoder.decode


class _EventParser:
    """text/event-stream lines to events (comments and keep-alives skipped)."""

    def __init__(self) -> None:
        self.event = "message"
        self.data: list[str] = []

    def feed(self, line: str) -> ServerEvent | None:
        if line == "":
            if not self.data:
                return None
            event = ServerEvent(self.event, msgspec.json.decode("\n".join(self.data)))
            self.event, self.data = "message", []
            return event
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "event":
            self.event = value
        elif field == "data":
            self.data.append(value)
        return None


# -- the clients -------------------------------------------------------------------------------------
class Client:
    """A synchronous client.  ``with Client(url) as client: ...`` closes its connections."""

    def __init__(self, base_url: str, *, api_key: str | None = None, timeout: float = 10.0, retries: int = DEFAULT_RETRIES, http: httpx.Client | None = None) -> None:
        self.http = http or httpx.Client(base_url=base_url, timeout=timeout)
        self.retries = retries
        self.calls = _Calls(api_key)

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.http.close()

    def _run(self, call: _Call) -> Any:
        headers = {"Content-Type": "application/json", **call.headers} if call.body is not None else call.headers
        for attempt in range(self.retries + 1):
            response = self.http.request(call.method, call.path, content=call.body, headers=headers)
            if _should_retry(response) and attempt < self.retries:
                time.sleep(_retry_after(response))
                continue
            if response.status_code >= 400:
                raise _problem(response)
            return call.decode(response.content)
        raise AssertionError("unreachable")

    def games(self) -> list[dict[str, Any]]:
        return self._run(self.calls.games())  # type: ignore[no-any-return]

    def setup(self, game: str, players: list[str], seed: str, *, variant: str | None = None, options: dict[str, Any] | None = None, decks: dict[str, Any] | None = None) -> Any:
        """The initial state, as the game's state struct."""
        return self._run(self.calls.setup(game, players, seed, variant, options, decks))

    def legal_actions(self, game: str, state: Any, player: str | None = None) -> list[Any]:
        """Every action ``player`` (or anyone) may take, as the game's action structs."""
        return self._run(self.calls.legal_actions(game, state, player))  # type: ignore[no-any-return]

    def adjudicate(self, game: str, state: Any, action: Any) -> Adjudicated:
        return self._run(self.calls.adjudicate(game, state, action))  # type: ignore[no-any-return]

    def create_match(self, game: str, players: list[str], *, seed: str | None = None, variant: str | None = None, options: dict[str, Any] | None = None, decks: dict[str, Any] | None = None) -> MatchCreated:
        return self._run(self.calls.create_match(game, players, seed, variant, options, decks))  # type: ignore[no-any-return]

    def match(self, match_id: str, token: str) -> Match:
        return self._run(self.calls.match(match_id, token))  # type: ignore[no-any-return]

    def act(self, match_id: str, action: Any, *, token: str, expected_version: int | None = None, idempotency_key: str | None = None) -> ActionAccepted:
        """Act for the token's seat.  Retried on 503 and 429 with the same ``Idempotency-Key``."""
        key = idempotency_key or uuid.uuid4().hex
        return self._run(self.calls.act(match_id, action, token, expected_version, key))  # type: ignore[no-any-return]

    def seat_actions(self, match_id: str, token: str) -> SeatActions:
        """The token's seat's legal actions now, with the match's version (for ``expected_version``)."""
        return self._run(self.calls.seat_actions(match_id, token))  # type: ignore[no-any-return]

    def log(self, match_id: str, token: str, since: int = 0) -> dict[str, Any]:
        return self._run(self.calls.log(match_id, token, since))  # type: ignore[no-any-return]

    def result(self, match_id: str, token: str) -> SignedResult:
        return self._run(self.calls.result(match_id, token))  # type: ignore[no-any-return]

    def events(self, match_id: str, token: str) -> Iterator[ServerEvent]:
        """The match's event stream, as the token's seat may see it; ends when the server ends it."""
        headers = {**_auth(token), "Accept": "text/event-stream", **self.calls._organizer()}
        with self.http.stream("GET", f"/v1/matches/{match_id}/events", headers=headers, timeout=httpx.Timeout(self.http.timeout.connect, read=None)) as response:
            if response.status_code >= 400:
                response.read()
                raise _problem(response)
            parser = _EventParser()
            for line in response.iter_lines():
                event = parser.feed(line)
                if event is not None:
                    yield event


class AsyncClient:
    """The same operations for asyncio.  ``async with AsyncClient(url) as client: ...``."""

    def __init__(self, base_url: str, *, api_key: str | None = None, timeout: float = 10.0, retries: int = DEFAULT_RETRIES, http: httpx.AsyncClient | None = None) -> None:
        self.http = http or httpx.AsyncClient(base_url=base_url, timeout=timeout)
        self.retries = retries
        self.calls = _Calls(api_key)

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.http.aclose()

    async def _run(self, call: _Call) -> Any:
        headers = {"Content-Type": "application/json", **call.headers} if call.body is not None else call.headers
        for attempt in range(self.retries + 1):
            response = await self.http.request(call.method, call.path, content=call.body, headers=headers)
            if _should_retry(response) and attempt < self.retries:
                await asyncio.sleep(_retry_after(response))
                continue
            if response.status_code >= 400:
                raise _problem(response)
            return call.decode(response.content)
        raise AssertionError("unreachable")

    async def games(self) -> list[dict[str, Any]]:
        return await self._run(self.calls.games())  # type: ignore[no-any-return]

    async def setup(self, game: str, players: list[str], seed: str, *, variant: str | None = None, options: dict[str, Any] | None = None, decks: dict[str, Any] | None = None) -> Any:
        return await self._run(self.calls.setup(game, players, seed, variant, options, decks))

    async def legal_actions(self, game: str, state: Any, player: str | None = None) -> list[Any]:
        return await self._run(self.calls.legal_actions(game, state, player))  # type: ignore[no-any-return]

    async def adjudicate(self, game: str, state: Any, action: Any) -> Adjudicated:
        return await self._run(self.calls.adjudicate(game, state, action))  # type: ignore[no-any-return]

    async def create_match(self, game: str, players: list[str], *, seed: str | None = None, variant: str | None = None, options: dict[str, Any] | None = None, decks: dict[str, Any] | None = None) -> MatchCreated:
        return await self._run(self.calls.create_match(game, players, seed, variant, options, decks))  # type: ignore[no-any-return]

    async def match(self, match_id: str, token: str) -> Match:
        return await self._run(self.calls.match(match_id, token))  # type: ignore[no-any-return]

    async def act(self, match_id: str, action: Any, *, token: str, expected_version: int | None = None, idempotency_key: str | None = None) -> ActionAccepted:
        key = idempotency_key or uuid.uuid4().hex
        return await self._run(self.calls.act(match_id, action, token, expected_version, key))  # type: ignore[no-any-return]

    async def seat_actions(self, match_id: str, token: str) -> SeatActions:
        return await self._run(self.calls.seat_actions(match_id, token))  # type: ignore[no-any-return]

    async def log(self, match_id: str, token: str, since: int = 0) -> dict[str, Any]:
        return await self._run(self.calls.log(match_id, token, since))  # type: ignore[no-any-return]

    async def result(self, match_id: str, token: str) -> SignedResult:
        return await self._run(self.calls.result(match_id, token))  # type: ignore[no-any-return]

    async def events(self, match_id: str, token: str) -> AsyncIterator[ServerEvent]:
        headers = {**_auth(token), "Accept": "text/event-stream", **self.calls._organizer()}
        async with self.http.stream("GET", f"/v1/matches/{match_id}/events", headers=headers, timeout=httpx.Timeout(self.http.timeout.connect, read=None)) as response:
            if response.status_code >= 400:
                await response.aread()
                raise _problem(response)
            parser = _EventParser()
            async for line in response.aiter_lines():
                event = parser.feed(line)
                if event is not None:
                    yield event
