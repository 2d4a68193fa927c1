"""Force of Will per-action cost with decks of real cards (the community database) against the invented
pool, measured the way ``bench.fow_profile`` measures it: thread CPU time per stateless adjudication,
in interleaved rounds, on states half-way through random games that never concede.

The real decks are those ``adjudicator import-fowsim --summary`` builds for each playable cluster; their
games carry the decks' card set in ``options.card_set`` (as a client would send it).  The database is
read from ``../shared/third_party/fowsim/cards.json`` (or ``--database``); its text is never written out.

    python -m bench.fow_real_decks
    python -m bench.fow_real_decks --smoke
"""

from __future__ import annotations

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

from .common import header, parser, write
from .fow_profile import measure, mid_game_bodies

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


def main() -> None:
    cli = parser(__doc__ or "")
    cli.add_argument("--database", default=str(DATABASE), help="the community cards.json (default ../shared/third_party/fowsim/cards.json)")
    parsed = cli.parse_args()
    rounds, batch, count = (2, 2, 2) if parsed.smoke else (15, 200, 8)
    header("Force of Will: thread CPU time per stateless adjudication, invented pool against real decks")
    sets = {"invented": mid_game_bodies(count)} | real_bodies(Path(parsed.database), count)
    figures: dict[str, Any] = {}
    print(f"{'decks':18} {'bodies':>6} {'body B':>7} {'adjudicate µs min/med':>22} {'floor µs min/med':>17} {'vs invented':>11}")
    for name, bodies in sets.items():
        row = measure(bodies, rounds, max(1, batch // len(bodies)), False)
        row["vs_invented_median"] = round(row["adjudicate_us_median"] / figures["invented"]["adjudicate_us_median"], 2) if figures else 1.0
        figures[name] = row
        print(
            f"{name:18} {row['bodies']:>6} {row['body_bytes']:>7} {row['adjudicate_us_min']:>10} / {row['adjudicate_us_median']:<9}"
            f" {row['floor_us_min']:>7} / {row['floor_us_median']:<7} {row['vs_invented_median']:>8}x"
        )
    print(f"wrote {write('fow_real_decks', figures, parsed.out)}")


if __name__ == "__main__":
    main()
