"""Per-request latency of a hosted Force of Will match played with the full fowsim card set.

Uploads ``../shared/third_party/fowsim/cards.json`` through ``POST /v1/card-sets`` (as
``tests/api/test_fowsim_card_set_match.py`` does), hosts a match by the set's id with two decks of
supported cards of one cluster, and then plays it through the REST app in process (Starlette's test client,
the real service layer and Redis): for each decision, the acting seat's ``GET /v1/matches/{id}/legal-actions``,
the chosen action's ``POST /v1/matches/{id}/actions`` and the seat's ``GET /v1/matches/{id}``.  Prints the
median and 90th percentile of each, and the size of the stored state.

    REDIS_URL=redis://127.0.0.1:6379/15 python -m bench.hosted_card_set
    python -m bench.hosted_card_set --smoke     # a few actions
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.coverage import cluster_decks
from adjudicator.force_of_will.formats import format_id_of_cluster

from .common import parser, write

ROOT = Path(__file__).resolve().parents[1]
FOWSIM = ROOT.parent / "shared" / "third_party" / "fowsim" / "cards.json"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def summary(values: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(values) * 1000, 2), "p90_ms": round(percentile(values, 0.9) * 1000, 2), "n": len(values)}


def main() -> None:
    import os

    from starlette.testclient import TestClient

    from api.app import create_app
    from api.config import Config

    args = parser(__doc__ or "").parse_args()
    os.environ.setdefault("ADJUDICATOR_LOG_LEVEL", "WARNING")
    os.environ.setdefault("ADJUDICATOR_RATE_LIMIT_PER_TOKEN", "0")
    if not FOWSIM.is_file():
        sys.exit(f"{FOWSIM} is missing: the benchmark needs the fowsim database beside the repository")
    os.environ.setdefault("REDIS_URL", "redis://127.0.0.1:6379/15")
    actions_wanted = 8 if args.smoke else 60
    with TestClient(create_app(Config.from_env()), raise_server_exceptions=False) as http:
        started = time.perf_counter()
        uploaded = http.post("/v1/card-sets", content=b'{"game": "force-of-will", "fowsim": ' + FOWSIM.read_bytes() + b"}",
                             headers={"content-type": "application/json"})
        upload_seconds = time.perf_counter() - started
        assert uploaded.status_code == 201, uploaded.text[:500]
        card_set_id = uploaded.json()["id"]
        card_set = http.get(f"/v1/card-sets/{card_set_id}").json()["card_set"]
        decks = cluster_decks(catalogue_card_set(msgspec.convert(card_set, CardSet)), format_id_of_cluster("Grimm"))
        started = time.perf_counter()
        created = http.post("/v1/matches", json={"game": "force-of-will", "players": ["ann", "bob"], "seed": "bench",
                                                 "options": {"card_set": card_set_id}, "decks": {"ann": decks[0], "bob": decks[1]}})
        create_seconds = time.perf_counter() - started
        assert created.status_code == 201, created.text[:500]
        match = created.json()
        tokens = {seat: value["token"] for seat, value in match["seats"].items()}
        organizer = {"Authorization": f"Bearer {match['organizer_token']}"}
        chooser = Rng(seed_rng("bench-hosted-card-set"))
        timings: dict[str, list[float]] = {"legal_actions": [], "action": [], "view": []}
        state_bytes = len(http.get(f"/v1/matches/{match['id']}", headers=organizer).content)
        played = 0
        while played < actions_wanted:
            full = http.get(f"/v1/matches/{match['id']}", headers=organizer).json()
            if full["over"]:
                break
            seat = full["state"]["to_act"][0]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            started = time.perf_counter()
            listed = http.get(f"/v1/matches/{match['id']}/legal-actions", headers=auth)
            timings["legal_actions"].append(time.perf_counter() - started)
            actions = listed.json()["actions"]
            # Prefer anything but conceding, so the game goes on.
            useful = [a for a in actions if a["type"] != "concede"] or actions
            action = useful[chooser.below(len(useful))]
            started = time.perf_counter()
            answer = http.post(f"/v1/matches/{match['id']}/actions", json={"action": action}, headers=auth)
            timings["action"].append(time.perf_counter() - started)
            assert answer.status_code == 200, answer.text[:500]
            started = time.perf_counter()
            assert http.get(f"/v1/matches/{match['id']}", headers=auth).status_code == 200
            timings["view"].append(time.perf_counter() - started)
            played += 1
    figures: dict[str, Any] = {
        "card_set": card_set_id,
        "cards": len(card_set["cards"]),
        "upload_s": round(upload_seconds, 2),
        "create_match_s": round(create_seconds, 3),
        "organizer_read_bytes": state_bytes,
        "actions": played,
        **{name: summary(values) for name, values in timings.items() if values},
    }
    for name, value in figures.items():
        print(f"{name:22} {value}")
    write("hosted_card_set", figures, args.out)


if __name__ == "__main__":
    main()
