"""The judge's console on a long match: a Force of Will match of about 1,000 entries, hosted by a real
service (one uvicorn worker, in-memory store), opened in headless Chromium (Debian's, driven by Playwright).

Figures:
* server: one window of 50 frames (``GET /v1/matches/{id}/frames``) at the start and at the end of the
  log (the end costs a replay of the whole log), the same for a transcript (``POST
  /v1/transcripts/frames``, the transcript sent each time), and ``POST /v1/transcripts/verify``;
* page: time to the first board (submit the form -> the last entry drawn), to the verdict, and to a
  dropped transcript's board;
* page: time per step (a key press -> the board of the next entry drawn and laid out), measured inside the page,
  for steps within a fetched window and for steps that cross into a window not fetched yet, and a
  jump to the setup (Home).

    python -m bench.console            # --smoke: a short match, few steps
"""

from __future__ import annotations

import json
import statistics
import time
from typing import Any

import httpx
import msgspec

from adjudicator.registry import get_game

from .common import header, parser, write
from .http_load import Server

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]

STEP_SCRIPT = """async ([key, count]) => {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const before = document.body.dataset.frame;
    const started = performance.now();
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        // Reading a layout property makes the browser compute style and layout now: both are counted.
        if (document.body.dataset.frame !== before) { observer.disconnect(); void document.body.offsetHeight; resolve(); }
      });
      observer.observe(document.body, { attributes: true, attributeFilter: ["data-frame"] });
    });
    document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    await changed;
    times.push(performance.now() - started);
  }
  return times;
}"""


SETUP = {"game": "force-of-will", "players": ["ann", "bob"], "seed": "bench-console"}


def long_match(entries: int, state: Any = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A Force of Will setup and about ``entries`` actions from ``state`` (a hosted match's deal, which
    is salted; by default the setup's): random legal actions (fixed choices, nobody concedes), then a
    concession."""
    import random

    game = get_game("force-of-will")
    setup = dict(SETUP)
    if state is None:
        state = game.setup(None, setup["players"], setup["seed"])
    chooser = random.Random("bench-console")
    actions: list[dict[str, Any]] = []
    while not state.over:
        if len(actions) >= entries:
            action = game.decode_action({"type": "concede", "player": state.to_act[0]})
        else:
            listed = [a for a in game.legal_actions(state) if a.__struct_config__.tag != "concede"]
            action = chooser.choice(listed)
        state = game.adjudicate(state, action, owned=True).state  # a listed action: always legal
        actions.append(msgspec.to_builtins(action))
    return setup, actions


def median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples), 2)


def p95_ms(samples: list[float]) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], 2)


def timed_ms(call: Any, runs: int) -> list[float]:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        call()
        samples.append((time.perf_counter() - started) * 1000)
    return samples


def main() -> None:
    args = parser("The judge's console on a long match").parse_args()
    entries = 60 if args.smoke else 1000
    runs = 2 if args.smoke else 10
    header("console")
    server = Server({}, workers=1)
    figures: dict[str, Any] = {}
    try:
        http = httpx.Client(base_url=server.url, timeout=60)
        created = http.post("/v1/matches", json=SETUP).json()
        dealt = http.get(f"/v1/matches/{created['id']}", headers={"Authorization": f"Bearer {created['organizer_token']}"}).json()["state"]
        _, actions = long_match(entries, get_game("force-of-will").decode_state(msgspec.json.encode(dealt)))
        print(f"# a Force of Will match of {len(actions)} entries")
        figures["entries"] = len(actions)
        started = time.perf_counter()
        for action in actions:
            token = created["seats"][action["player"]]["token"]
            answer = http.post(f"/v1/matches/{created['id']}/actions", json={"action": action}, headers={"Authorization": f"Bearer {token}"})
            assert answer.status_code == 200, answer.text
        figures["hosting_seconds"] = round(time.perf_counter() - started, 2)
        organizer = {"Authorization": f"Bearer {created['organizer_token']}"}
        last = (len(actions) // 50) * 50
        server_figures = {}
        for name, start in (("window_at_start", 0), ("window_at_end", last)):
            samples = timed_ms(lambda start=start: http.get(f"/v1/matches/{created['id']}/frames", params={"start": start, "count": 50}, headers=organizer).raise_for_status(), runs)
            if start:
                server_figures[f"match_{name}_first_ms"] = round(samples[0], 2)  # no checkpoint yet: the whole log replayed
            server_figures[f"match_{name}_ms"] = median_ms(samples)
        result = http.get(f"/v1/matches/{created['id']}/result", headers=organizer).json()
        document = {"transcript": result["transcript"], "signature": result["signature"]}
        figures["transcript_bytes"] = len(json.dumps(document))
        for name, start in (("window_at_start", 0), ("window_at_end", last), ("window_at_middle", last // 2)):
            samples = timed_ms(lambda start=start: http.post("/v1/transcripts/frames", json={"transcript": document, "start": start, "count": 50}).raise_for_status(), runs)
            server_figures[f"transcript_{name}_ms"] = median_ms(samples)
        server_figures["verify_ms"] = median_ms(timed_ms(lambda: http.post("/v1/transcripts/verify", json=document).raise_for_status(), runs))
        window = http.get(f"/v1/matches/{created['id']}/frames", params={"start": last, "count": 50}, headers=organizer)
        server_figures["window_bytes"] = len(window.content)
        figures["server"] = server_figures

        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            opened = []
            verdicts = []
            for _ in range(1 if args.smoke else 3):
                page.goto(server.url + "/console")
                page.fill("#match-id", created["id"])
                page.fill("#match-token", created["organizer_token"])
                started = time.perf_counter()
                page.click("#match-form button[type=submit]")
                page.wait_for_selector(f"body[data-frame='{len(actions)}']", timeout=60_000)
                opened.append((time.perf_counter() - started) * 1000)
                page.wait_for_selector("#verdict.ok", timeout=60_000)
                verdicts.append((time.perf_counter() - started) * 1000)
            page.locator("#board-title").click()
            steps = 30 if args.smoke else 300
            backward = page.evaluate(STEP_SCRIPT, ["ArrowLeft", steps])
            # Steps that land in a window not fetched yet: every 50th step back from the end was one.
            crossing = [t for i, t in enumerate(backward) if (len(actions) - 1 - i) % 50 == 49]
            within = [t for i, t in enumerate(backward) if (len(actions) - 1 - i) % 50 != 49]
            home = page.evaluate(STEP_SCRIPT, ["Home", 1])
            forward = page.evaluate(STEP_SCRIPT, ["ArrowRight", min(steps, 100)])
            page.goto(server.url + "/console")
            started = time.perf_counter()
            page.evaluate(
                """(text) => {
                    const data = new DataTransfer();
                    data.items.add(new File([text], "match.json", { type: "application/json" }));
                    document.getElementById("drop").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
                }""",
                json.dumps(document),
            )
            page.wait_for_selector(f"body[data-frame='{len(actions)}']", timeout=60_000)
            dropped = (time.perf_counter() - started) * 1000
            browser.close()
        figures["page"] = {
            "first_board_ms": median_ms(opened),
            "verdict_ms": median_ms(verdicts),
            "dropped_transcript_first_board_ms": round(dropped, 2),
            "step_back_within_window_median_ms": median_ms(within),
            "step_back_within_window_p95_ms": p95_ms(within),
            "step_into_unfetched_window_median_ms": median_ms(crossing) if crossing else None,
            "step_forward_from_setup_median_ms": median_ms(forward),
            "step_forward_from_setup_p95_ms": p95_ms(forward),
            "jump_to_setup_ms": round(home[0], 2),
            "steps_measured": len(backward) + len(forward) + 1,
        }
    finally:
        server.stop()
    for section in ("server", "page"):
        for name, value in figures[section].items():
            print(f"{section:7} {name:40} {value}")
    print(f"{'match':7} {'entries':40} {figures['entries']}")
    print(f"{'match':7} {'transcript_bytes':40} {figures['transcript_bytes']}")
    path = write("console", figures, args.out)
    print(f"# written to {path}")


if __name__ == "__main__":
    main()
