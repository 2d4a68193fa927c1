"""What naming every bad field of a body costs: the JSON Schema walk after msgspec's first error.

An invalid body is decoded by msgspec, which stops at the first error; the service then walks the body
against the JSON Schema of the same type to name every other bad field (api/service/field_errors.py).
Invalid bodies, each with several bad fields: a small one (a mid-game Magic Wands adjudication, about
6 KB), a large one (a Master of Wills replay of about 200 KB), one near the limits (9,999 actions: the list limit, about 900 KB), and a
dense one (9,999 actions, every one a number: 9,999 errors, of which 50 are named).
For each, process CPU time per run (median of rounds) of:

* ``jsonschema``: the pure-Python walk the service used before, on bodies up to 32 KiB only (every error
  iterated; validator built once; not run on bodies over 256 KB: about a second a run);
* ``jsonschema_rs``: the compiled walk on msgspec's schema as generated (the same);
* ``jsonschema_rs_rewritten``: the same on the schema as the service compiles it, nullable unions
  rewritten as if/else (a failed ``anyOf`` copies its whole instance: a posted state);
* ``every_field_error``: the whole of what the service adds to a 422 (the walk, a window at a time for
  a large body, the union branches, the messages);
* ``decode_request``: the whole refusal as a transport sees it (msgspec's error, then the above).

    python -m bench.field_errors
    python -m bench.field_errors --smoke
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

import jsonschema_rs
import msgspec

from adjudicator import GAMES
from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import InputError
from api.config import Config
from api.service.decoding import decode_request
from api.service.field_errors import _walk, every_field_error
from api.service.requests import decoders_for

from .common import header, mid_game_state, parser, playout_actions, setups, write

try:  # the walk the service used before; a test dependency now
    import jsonschema
except ImportError:  # pragma: no cover - without the test extras
    jsonschema = None  # type: ignore[assignment]


def small_body() -> tuple[Any, bytes]:
    game = GAMES["magic-wands"]
    state = mid_game_state(game)
    document = msgspec.json.decode(canonical_json(state))
    document["seq"] = "twenty"
    document["players"][0]["unknown"] = 1
    action = msgspec.to_builtins(game.legal_actions(state)[0])
    action["player"] = 5
    return decoders_for(game).types["adjudicate"], msgspec.json.encode({"state": document, "action": action})


def replay_body(size: int) -> tuple[Any, bytes]:
    game = GAMES["master-of-wills"]
    setup = setups(game)[0]
    played = [msgspec.to_builtins(a) for a in playout_actions(game, setup, "bench-field-errors")]
    actions: list[Any] = []
    while len(msgspec.json.encode(actions)) < size:
        actions.extend(played)
    while len(msgspec.json.encode(actions)) > size or len(actions) >= Config().max_list_length:
        actions.pop()
    for index in (1, len(actions) // 3, 2 * len(actions) // 3, len(actions) - 1):
        actions[index] = {**actions[index], "player": index}  # a number where a player id goes
    actions[len(actions) // 2] = {**actions[len(actions) // 2], "colour": "red"}  # an unknown field
    body = {"setup": {"players": setup["players"], "seed": setup["seed"], "variant": setup["variant"]}, "actions": actions}
    return decoders_for(game).types["replay"], msgspec.json.encode(body)


def dense_body() -> tuple[Any, bytes]:
    """The most errors a body can hold in an array: 9,999 actions, each a number."""
    game = GAMES["magic-wands"]
    body = {"setup": {"players": ["ann", "bob"], "seed": "dense"}, "actions": [5] * 9_999}
    return decoders_for(game).types["replay"], msgspec.json.encode(body)


def measure(type_: Any, body: bytes, seconds: float) -> dict[str, Any]:
    schema = msgspec.json.schema(type_)
    document = msgspec.json.decode(body)
    config = Config()
    fast = jsonschema_rs.Draft202012Validator(schema)
    rewritten = _walk(type_).validator
    try:
        decode_request(body, type_, config)
        raise AssertionError("the body is valid")
    except InputError as exc:
        named = len(exc.errors)
        first = exc.errors[0]
    figures: dict[str, Any] = {"bytes": len(body), "fields_named": named}
    runs = {
        "jsonschema_rs_ms": lambda: list(fast.iter_errors(document)),
        "jsonschema_rs_rewritten_ms": lambda: list(rewritten.iter_errors(document)),
        "every_field_error_ms": lambda: every_field_error(body, type_, first),
        "decode_request_ms": lambda: _refused(body, type_, config),
    }
    if jsonschema is not None and len(body) <= 256 * 1024:  # about 1 s a run at 200 KB
        slow = jsonschema.Draft202012Validator(schema)
        runs = {"jsonschema_ms": lambda: list(slow.iter_errors(document)), **runs}
    for name, run in runs.items():
        figures[name] = round(cpu_ms(run, seconds), 3)
    return figures


ROUNDS = 5  # at least this many rounds a figure (the smoke mode: one)


def cpu_ms(run: Callable[[], Any], seconds: float) -> float:
    """Process CPU time per run (other processes on a shared machine do not count), the median of
    at least ``ROUNDS`` rounds lasting about a tenth of ``seconds`` each."""
    samples: list[float] = []
    started = time.process_time()
    while len(samples) < ROUNDS or time.process_time() - started < seconds:
        begin = time.process_time()
        runs = 0
        while runs < 1 or time.process_time() - begin < seconds / 10:
            run()
            runs += 1
        samples.append((time.process_time() - begin) / runs)
    return statistics.median(samples) * 1000


def _refused(body: bytes, type_: Any, config: Config) -> None:
    try:
        decode_request(body, type_, config)
    except InputError:
        return
    raise AssertionError("the body is valid")


def main() -> None:
    args = parser(__doc__.split("\n", 1)[0]).parse_args()
    global ROUNDS
    seconds = 0.05 if args.smoke else 2.0
    ROUNDS = 1 if args.smoke else ROUNDS
    bodies = {"small": small_body(), "large": replay_body(20_000 if args.smoke else 200_000)}
    if not args.smoke:
        bodies["limit"] = replay_body(Config().max_body_bytes - 100_000)
    bodies["dense"] = dense_body()
    header("naming every bad field of an invalid body (process CPU ms per run)")
    figures = {}
    for name, (type_, body) in bodies.items():
        figures[name] = measure(type_, body, seconds)
        print(name, " ".join(f"{key}={value}" for key, value in figures[name].items()))
    write("field_errors", figures, args.out)


if __name__ == "__main__":
    main()
