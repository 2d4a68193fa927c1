"""Force of Will's stateless adjudication, measured steadily and profiled.

``bench.stateless`` times wall clock on whatever else the machine is doing; this times the CPU time of
the thread (``time.thread_time``) in interleaved rounds of adjudication and codec floor (decode + encode
of the same body), and reports the minimum and the median of the rounds.  Two sets of bodies:

* ``bench-state``: the body ``bench.stateless`` uses.  Its random playouts choose among every legal
  action, concessions included, so Force of Will games last about 4 actions and its "mid-game" state is
  still in the mulligan phase (the action is a mulligan: a shuffle of the deck).
* ``mid-game``: 8 states half-way through random games that never concede (turn 10 to 20, a dozen or
  more cards in the field), each with the action played there.

    python -m bench.fow_profile               # the figures
    python -m bench.fow_profile --profile     # and a cProfile of each loop (top functions by own time)
    python -m bench.fow_profile --smoke
"""

from __future__ import annotations

import asyncio
import cProfile
import pstats
import statistics
import time
from typing import Any

import msgspec

from adjudicator import GAMES
from adjudicator.core.codec import canonical_json
from adjudicator.core.rng import Rng, seed_rng
from api.config import Config
from api.rest.responses import encode
from api.service import operations as service
from api.service.decoding import decode_request
from api.service.requests import decoders_for

from .common import header, mid_game_state, parser, write
from .stateless import request_body

GAME = GAMES["force-of-will"]


def mid_game_bodies(count: int) -> list[bytes]:
    bodies = []
    for index in range(count):
        seed = f"fow-mid-{index}"
        state = GAME.setup(None, ["p0", "p1"], seed)
        chooser = Rng(seed_rng(seed, "bench"))
        played: list[tuple[bytes, Any]] = []
        while not state.over and len(played) < 3000:
            listed = [a for a in GAME.legal_actions(state) if a.__struct_config__.tag != "concede"]
            action = chooser.choice(listed)
            played.append((canonical_json(state), action))
            state = GAME.adjudicate(state, action, owned=True).state
        encoded, action = played[len(played) // 2]
        bodies.append(msgspec.json.encode({"state": msgspec.Raw(encoded), "action": action}))
    return bodies


def measure(bodies: list[bytes], rounds: int, batch: int, profile: bool) -> dict[str, Any]:
    config = Config()
    decoder = decoders_for(GAME).adjudicate

    async def adjudicate() -> None:
        for _ in range(batch):
            for body in bodies:
                request = decode_request(body, decoder, config)
                result, outcome = await service.adjudicate(GAME, request, None, config)
                assert result.valid
                encode(service.adjudication_json(result, outcome))

    def floor() -> None:
        for _ in range(batch):
            for body in bodies:
                request = decode_request(body, decoder, config)
                encode({"state": request.state})

    per_call = batch * len(bodies)
    adjudicated, floors = [], []
    for _ in range(rounds):
        started = time.thread_time()
        asyncio.run(adjudicate())
        adjudicated.append((time.thread_time() - started) / per_call * 1e6)
        started = time.thread_time()
        floor()
        floors.append((time.thread_time() - started) / per_call * 1e6)
    if profile:
        profiler = cProfile.Profile()
        profiler.runcall(lambda: asyncio.run(adjudicate()))
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
    return summary(bodies, adjudicated, floors)


def summary(bodies: list[bytes], adjudicated: list[float], floors: list[float]) -> dict[str, Any]:
    """Minimum and median of per-round times (µs a call) of adjudications and of their codec floor."""
    return {
        "bodies": len(bodies),
        "body_bytes": round(statistics.mean(len(b) for b in bodies)),
        "adjudicate_us_min": round(min(adjudicated), 1),
        "adjudicate_us_median": round(statistics.median(adjudicated), 1),
        "floor_us_min": round(min(floors), 1),
        "floor_us_median": round(statistics.median(floors), 1),
        "ratio_min": round(min(adjudicated) / min(floors), 2),
        "ratio_median": round(statistics.median(adjudicated) / statistics.median(floors), 2),
    }


def main() -> None:
    cli = parser(__doc__ or "")
    cli.add_argument("--profile", action="store_true", help="print a cProfile of each adjudication loop")
    parsed = cli.parse_args()
    rounds, batch, count = (2, 2, 2) if parsed.smoke else (15, 200, 8)
    header("Force of Will stateless adjudication: thread CPU time per call against the codec floor")
    sets = {
        "bench-state": [request_body(GAME, mid_game_state(GAME, "standard"))],
        "mid-game": mid_game_bodies(count),
    }
    figures: dict[str, Any] = {}
    print(f"{'state':12} {'bodies':>6} {'body B':>7} {'adjudicate µs min/med':>22} {'floor µs min/med':>17} {'ratio min/med':>14}")
    for name, bodies in sets.items():
        row = measure(bodies, rounds, max(1, batch // len(bodies)), parsed.profile)
        figures[name] = row
        print(
            f"{name:12} {row['bodies']:>6} {row['body_bytes']:>7} {row['adjudicate_us_min']:>10} / {row['adjudicate_us_median']:<9}"
            f" {row['floor_us_min']:>7} / {row['floor_us_median']:<7} {row['ratio_min']:>5} / {row['ratio_median']}"
        )
    print(f"wrote {write('fow_profile', figures, parsed.out)}")


if __name__ == "__main__":
    main()
