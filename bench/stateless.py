"""The stateless adjudication in process, against the floor of the same work without the rules.

For a mid-game state of each game: decode the request body (state + action) with the typed msgspec
decoder, check the state for forgery, verify and apply the action, and encode the answer with the new
state's digest -- exactly what ``POST /v1/games/{game}/adjudicate`` does between the socket and the
socket.  The floor is decoding the same body with the same codec and encoding the same state back.

    python -m bench.stateless            # the figures in BENCHMARKS.md
    python -m bench.stateless --smoke
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec

from adjudicator.core.codec import canonical_json
from api.config import Config
from api.rest.responses import encode
from api.service import operations as service
from api.service.decoding import decode_request
from api.service.requests import decoders_for

from .common import games, header, mid_game_state, parser, setups, timed, write


def request_body(game: Any, state: Any) -> bytes:
    action = game.legal_actions(state)[0]
    return msgspec.json.encode({"state": msgspec.Raw(canonical_json(state)), "action": action})


def measure(game: Any, variant: str, seconds: float) -> dict[str, Any]:
    state = mid_game_state(game, variant)
    body = request_body(game, state)
    config = Config()
    decoder = decoders_for(game).adjudicate
    batch = 200

    async def adjudicate_batch() -> None:
        # As in the server: the handler's coroutine runs inside a running event loop.
        for _ in range(batch):
            request = decode_request(body, decoder, config)
            result, outcome = await service.adjudicate(game, request, None, config)
            assert result.valid
            encode(service.adjudication_json(result, outcome))

    def floor_batch() -> None:
        for _ in range(batch):
            request = decode_request(body, decoder, config)
            encode({"state": request.state})

    adjudicate_seconds, runs = timed(lambda: asyncio.run(adjudicate_batch()), minimum_seconds=seconds)
    floor_seconds, _ = timed(floor_batch, minimum_seconds=seconds)
    adjudicate_seconds /= batch
    floor_seconds /= batch
    runs *= batch
    return {
        "variant": variant,
        "body_bytes": len(body),
        "adjudicate_us": round(adjudicate_seconds * 1e6, 1),
        "floor_us": round(floor_seconds * 1e6, 1),
        "ratio": round(adjudicate_seconds / floor_seconds, 2),
        "runs": runs,
    }


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    seconds = 0.05 if args.smoke else 2.0
    header("stateless adjudication in process vs the codec floor (decode + encode of the same body)")
    figures: dict[str, Any] = {}
    print(f"{'game':18} {'variant':10} {'body B':>8} {'adjudicate µs':>14} {'floor µs':>9} {'ratio':>6}")
    for game in games():
        for setup in setups(game):
            row = measure(game, setup["variant"], seconds)
            figures.setdefault(game.id, []).append(row)
            print(f"{game.id:18} {row['variant']:10} {row['body_bytes']:>8} {row['adjudicate_us']:>14} {row['floor_us']:>9} {row['ratio']:>6}")
    print(f"wrote {write('stateless', figures, args.out)}")


if __name__ == "__main__":
    main()
