"""Force of Will per-action cost with decks of real cards (the community database) against the invented
pool, measured the way ``bench.fow_profile`` measures it: thread CPU time per stateless adjudication,
in interleaved rounds, on states half-way through random games that never concede.

The real decks are those ``adjudicator import-fowsim --summary`` builds for each playable cluster; their
games carry the decks' card set in ``options.card_set`` (as a client would send it).  The database is
read from ``../shared/third_party/fowsim/cards.json`` (or ``--database``); its text is never written out.

    python -m bench.fow_real_decks
    python -m bench.fow_real_decks --smoke
    python -m bench.fow_real_decks --stages     # and the time of each stage of an adjudication

Rounds go round robin over the sets (each round measures every set once, 200 adjudications a set); a real
set's "paired" ratio is its time over the invented pool's in the same round (median and range over rounds).
"""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path
from typing import Any

import msgspec

from adjudicator import GAMES
from adjudicator.core.codec import canonical_json
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.coverage import cluster_decks, deck_card_set
from adjudicator.force_of_will.formats import format_id_of_cluster
from adjudicator.force_of_will.importer import import_fowsim
from api.config import Config
from api.rest.responses import encode
from api.service import operations as service
from api.service.decoding import check_body_limits, check_duplicates
from api.service.requests import decoders_for

from .common import header, parser, write
from .fow_profile import measure, mid_game_bodies, summary

GAME = GAMES["force-of-will"]
DATABASE = Path(__file__).resolve().parents[2] / "shared" / "third_party" / "fowsim" / "cards.json"


def real_bodies(database: Path, count: int) -> dict[str, list[bytes]]:
    imported = import_fowsim(msgspec.json.decode(database.read_bytes()))
    cat = catalogue_card_set(msgspec.convert(imported["card_set"], CardSet))
    clusters = sorted({e["cluster"] for e in imported["report"]})
    found: dict[str, list[bytes]] = {}
    for cluster in clusters:
        decks = cluster_decks(cat, format_id_of_cluster(cluster))
        if not decks:
            continue
        card_set = deck_card_set(cat, decks, "bench-real")
        bodies = []
        for index in range(count):
            seed = f"fow-real-{cluster}-{index}"
            pair: dict[str, Any] = {"p0": decks[index % len(decks)], "p1": decks[(index + 1) % len(decks)]}
            state = GAME.setup(None, ["p0", "p1"], seed, {"card_set": card_set}, pair)
            chooser = Rng(seed_rng(seed, "bench"))
            played: list[tuple[bytes, Any]] = []
            while not state.over and len(played) < 3000:
                listed = [a for a in GAME.legal_actions(state) if a.__struct_config__.tag != "concede"]
                action = chooser.choice(listed)
                played.append((canonical_json(state), action))
                state = GAME.adjudicate(state, action, owned=True).state
            encoded, action = played[len(played) // 2]
            bodies.append(msgspec.json.encode({"state": msgspec.Raw(encoded), "action": action}))
        found[f"real-{format_id_of_cluster(cluster)}"] = bodies
    return found


STAGES = ("limits+duplicates", "decode", "check", "engine", "answer", "json")


def stage_times(sets: dict[str, list[bytes]], rounds: int, batch: int) -> dict[str, dict[str, float]]:
    """Thread CPU µs per call of each stage of an adjudication (the steps ``service.adjudicate`` takes, one by
    one): the body's limits and duplicate-member check, the typed decoding, the state check, the engine, the
    answer's canonical state and digest, the answer's JSON.  Medians over round-robin rounds."""
    config = Config()
    decoder = decoders_for(GAME).adjudicate
    clock = time.thread_time
    times: dict[str, dict[str, list[float]]] = {name: {stage: [] for stage in STAGES} for name in sets}
    for _ in range(rounds):
        for name, bodies in sets.items():
            spent = dict.fromkeys(STAGES, 0.0)
            for _ in range(batch):
                for body in bodies:
                    t0 = clock()
                    check_body_limits(body, config)
                    check_duplicates(body, ("state",))
                    t1 = clock()
                    request = decoder.decode(body)
                    t2 = clock()
                    GAME.check(request.state)
                    t3 = clock()
                    result = GAME.adjudicate(request.state, request.action, owned=True)
                    t4 = clock()
                    outcome = service.outcome_of(result.state)
                    t5 = clock()
                    encode(service.adjudication_json(result, outcome))
                    t6 = clock()
                    for stage, took in zip(STAGES, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t6 - t5), strict=True):
                        spent[stage] += took
            for stage in STAGES:
                times[name][stage].append(spent[stage] / (batch * len(bodies)) * 1e6)
    return {name: {stage: round(statistics.median(values), 1) for stage, values in by_stage.items()} for name, by_stage in times.items()}


def main() -> None:
    cli = parser(__doc__ or "")
    cli.add_argument("--database", default=str(DATABASE), help="the community cards.json (default ../shared/third_party/fowsim/cards.json)")
    cli.add_argument("--stages", action="store_true", help="also the time of each stage of an adjudication")
    parsed = cli.parse_args()
    rounds, batch, count = (2, 2, 2) if parsed.smoke else (15, 200, 8)
    header("Force of Will: thread CPU time per stateless adjudication, invented pool against real decks")
    sets = {"invented": mid_game_bodies(count)} | real_bodies(Path(parsed.database), count)
    # Round robin: every round measures each set in turn, so a change in the load of the machine falls on
    # all of them alike; each real set is also compared with the invented pool of its own round.
    for bodies in sets.values():
        measure(bodies, 1, 1, False)  # warm: the card sets decoded once, the catalogues built
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in sets}
    for _ in range(rounds):
        for name, bodies in sets.items():
            runs[name].append(measure(bodies, 1, max(1, batch // len(bodies)), False))
    figures: dict[str, Any] = {}
    print(f"{'decks':18} {'bodies':>6} {'body B':>7} {'adjudicate µs min/med':>22} {'floor µs min/med':>17} {'vs invented':>11} {'paired med [min max]':>22}")
    invented = [r["adjudicate_us_median"] for r in runs["invented"]]
    for name, bodies in sets.items():
        times = [r["adjudicate_us_median"] for r in runs[name]]
        floors = [r["floor_us_median"] for r in runs[name]]
        paired = [t / i for t, i in zip(times, invented, strict=True)]
        row = summary(bodies, times, floors) | {
            "vs_invented_median": round(statistics.median(times) / statistics.median(invented), 2),
            "vs_invented_paired_median": round(statistics.median(paired), 2),
            "vs_invented_paired_range": [round(min(paired), 2), round(max(paired), 2)],
            "vs_invented_paired_rounds": [round(p, 2) for p in paired],
            "load_average": [round(x, 2) for x in os.getloadavg()],
        }
        figures[name] = row
        print(
            f"{name:18} {row['bodies']:>6} {row['body_bytes']:>7} {row['adjudicate_us_min']:>10} / {row['adjudicate_us_median']:<9}"
            f" {row['floor_us_min']:>7} / {row['floor_us_median']:<7} {row['vs_invented_median']:>8}x"
            f" {row['vs_invented_paired_median']:>8}x [{row['vs_invented_paired_range'][0]} {row['vs_invented_paired_range'][1]}]"
        )
    if parsed.stages:
        staged = stage_times(sets, rounds, max(1, batch // 10))
        print(f"{'stages µs':18} " + " ".join(f"{stage:>17}" for stage in STAGES) + f" {'total':>7}")
        for name, row in staged.items():
            figures[name]["stages_us_median"] = row
            print(f"{name:18} " + " ".join(f"{row[stage]:>17}" for stage in STAGES) + f" {sum(row.values()):>7.1f}")
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"wrote {write('fow_real_decks', figures, parsed.out)}")


if __name__ == "__main__":
    main()
