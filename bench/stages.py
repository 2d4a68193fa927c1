"""Where the stateless adjudication's time goes, stage by stage, against the codec floor.

The same work as :mod:`bench.stateless` (decode the request body, check the state, verify and apply the
action, encode the answer with the state's digest), built up one stage at a time: decode; + check; +
adjudicate (verify and apply); + respond.  Each stage's cost is the difference between two neighbours.
Process CPU time (other processes on a shared machine do not count), the stages and the floor
interleaved in rounds, the lower quartile of the rounds: steadier than wall-clock figures when the
machine is busy.

    python -m bench.stages                         # every game and variant
    python -m bench.stages --game master-of-wills
    python -m bench.stages --smoke
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from api.config import Config
from api.rest.responses import encode
from api.service import operations as service
from api.service.decoding import decode_request
from api.service.requests import decoders_for

from .common import games, header, mid_game_state, parser, setups, write
from .stateless import request_body

STAGES = ("floor", "decode", "check", "adjudicate", "respond")


def measure(game: Any, variant: str, rounds: int, batch: int) -> dict[str, Any]:
    body = request_body(game, mid_game_state(game, variant))
    config = Config()
    decoder = decoders_for(game).adjudicate

    def floor() -> None:
        for _ in range(batch):
            request = decode_request(body, decoder, config)
            encode({"state": request.state})

    def upto(stage: str) -> Callable[[], None]:
        def run() -> None:
            for _ in range(batch):
                request = decode_request(body, decoder, config)
                if stage == "decode":
                    continue
                game.check(request.state, prefix="/state")
                if stage == "check":
                    continue
                result = game.adjudicate(request.state, request.action, owned=True)
                assert result.valid
                if stage == "respond":
                    encode(service.adjudication_json(result))

        return run

    runs = {"floor": floor, **{stage: upto(stage) for stage in STAGES[1:]}}
    samples: dict[str, list[float]] = {stage: [] for stage in STAGES}
    for _ in range(rounds):
        for stage, run in runs.items():
            started = time.process_time()
            run()
            samples[stage].append((time.process_time() - started) / batch * 1e6)
    low = {stage: sorted(values)[len(values) // 4] for stage, values in samples.items()}
    row: dict[str, Any] = {"variant": variant, "body_bytes": len(body), "floor_us": round(low["floor"], 1)}
    previous = 0.0
    for stage in STAGES[1:]:
        row[f"{stage}_us"] = round(low[stage] - previous, 1)
        previous = low[stage]
    row["total_us"] = round(low["respond"], 1)
    row["ratio"] = round(low["respond"] / low["floor"], 2)
    return row


def main() -> None:
    args = parser(__doc__ or "")
    args.add_argument("--game", help="only this game id")
    options = args.parse_args()
    rounds, batch = (2, 5) if options.smoke else (15, 200)
    header("stateless adjudication by stage (process CPU time, µs per request) against the codec floor")
    figures: dict[str, Any] = {}
    print(f"{'game':18} {'variant':10} {'floor':>6} {'decode':>7} {'+check':>7} {'+adjud.':>8} {'+respond':>9} {'total':>6} {'ratio':>6}")
    for game in games():
        if options.game and game.id != options.game:
            continue
        for setup in setups(game):
            row = measure(game, setup["variant"], rounds, batch)
            figures.setdefault(game.id, []).append(row)
            print(
                f"{game.id:18} {row['variant']:10} {row['floor_us']:>6} {row['decode_us']:>7} {row['check_us']:>7} "
                f"{row['adjudicate_us']:>8} {row['respond_us']:>9} {row['total_us']:>6} {row['ratio']:>6}"
            )
    print(f"wrote {write('stages', figures, options.out)}")


if __name__ == "__main__":
    main()
