"""The judge's console in a real browser (Debian's chromium, headless, driven by Playwright) against a
real service: open a finished match of each game, step to an entry with the keyboard, switch between the
judge's state and a seat's view, rule on a dispute, follow a live match, open a dropped transcript file
(verified, never stored), show a tournament and download its CSV; tokens never appear in a URL or a log.

``CONSOLE_SCREENSHOTS=docs/console`` also writes a screenshot of each game's board there (README, docs).
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import expect

from tests.support.servers import ServiceProcess

from .conftest import API_KEY, ROOT
from .play import SETUPS, create, first_illegal_swap, hosted_state, plan, play

TIMEOUT = 20_000
PUBLIC_STATELESS = {"/v1/transcripts/verify", "/v1/transcripts/frames", "/v1/disputes", "/v1/keys"}


def open_match(page: Any, created: dict[str, Any], token: str | None = None, api_key: str | None = API_KEY) -> None:
    page.goto("/console")
    page.fill("#match-id", created["id"])
    page.fill("#match-token", token or created["organizer_token"])
    page.fill("#match-key", api_key or "")
    page.click("#match-form button[type=submit]")
    page.wait_for_selector("body[data-frame]", timeout=TIMEOUT)


def at_frame(page: Any, index: int) -> None:
    page.wait_for_selector(f"body[data-frame='{index}']", timeout=TIMEOUT)


def real_errors(page: Any) -> list[str]:
    return [e for e in page.errors if "Failed to load resource" not in e]


BOARD_CHECKS = {
    "magic-wands": lambda page: (page.locator(".market-row").count() == 3 and page.locator(".players .seat").count() == 3),
    "master-of-wills": lambda page: (page.locator(".positions .position").count() == 7 and page.locator(".card-value").count() > 0 and page.locator(".card-sector").count() > 0),
    "force-of-will": lambda page: (page.locator(".board-grid.fow .seat").count() == 2 and "life" in page.inner_text("#board-body") and "The chase" in page.inner_text("#board-body")),
}


@pytest.mark.parametrize("game", list(SETUPS))
def test_open_step_switch_view_and_dispute(page: Any, finished: dict[str, Any], game: str) -> None:
    created = finished[game]
    actions = created["actions"]
    open_match(page, created)
    page.wait_for_selector("#verdict.ok", timeout=TIMEOUT)
    assert page.inner_text("#verdict-summary").startswith("Valid")
    assert page.locator("#verdict-checks li.pass").count() >= 6
    total = len(actions)
    at_frame(page, total)
    assert page.get_attribute("#step", "max") == str(total)

    page.locator("#board-title").click()  # focus off the form: the keys step the log
    page.keyboard.press("Home")
    at_frame(page, 0)
    assert page.inner_text("#entry-title") == "Setup"
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    at_frame(page, 5)
    mover = actions[4]["player"]
    assert page.inner_text("#entry-title") == f"Entry 5 · {mover}"
    assert page.inner_text("#entry-words").startswith(mover)
    assert page.inner_text("#position") == f"Entry 5 of {total}"
    assert BOARD_CHECKS[game](page)
    assert page.locator("#board-body .hidden-card").count() == 0 or game == "master-of-wills"  # the judge sees every hand
    if game == "magic-wands":
        assert page.locator("#board-body .score", has_text="score hidden").count() == 0

    page.select_option("#perspective", "ann")
    page.wait_for_selector("#board-title:has-text('seen by ann')", timeout=TIMEOUT)
    at_frame(page, 5)
    # The title changes before the board is drawn again: wait for the board (a busy machine shows the gap).
    page.wait_for_selector("#board-body .hidden-card", state="attached", timeout=TIMEOUT)  # another seat's hand
    if game == "magic-wands":
        expect(page.locator("#board-body .score", has_text="score hidden")).to_have_count(2, timeout=TIMEOUT)
    page.select_option("#perspective", "judge")
    page.wait_for_selector("#board-title:has-text('the judge')", timeout=TIMEOUT)

    # Dispute at entry 6 (judged in the state shown): the recorded action is legal, another seat's is not.
    page.wait_for_selector("body[data-legal='5']", timeout=TIMEOUT)
    assert page.locator("#dispute-legal option").count() >= 2
    assert page.locator("#dispute-legal option").first.inner_text().startswith("Recorded:")
    page.click("#dispute-form button[type=submit]")
    page.wait_for_selector("#ruling.ok", timeout=TIMEOUT)
    assert "Legal at entry 6" in page.inner_text("#ruling")
    recorded = actions[5]
    claim = {**recorded, "player": next(p for p in SETUPS[game]["players"] if p != recorded["player"])}
    page.fill("#dispute-json", json.dumps(claim))
    page.click("#dispute-form button[type=submit]")
    page.wait_for_selector("#ruling.bad", timeout=TIMEOUT)
    assert "Illegal at entry 6" in page.inner_text("#ruling")
    code, section, message = (page.inner_text(sel) for sel in ("#ruling .rule-code", "#ruling .rule-section", "#ruling .rule-message"))
    assert code.split("-")[0] in ("MW", "MOW", "FOW") and section and message
    assert "Legal alternatives (" in page.inner_text("#ruling summary")
    assert real_errors(page) == []

    if os.environ.get("CONSOLE_SCREENSHOTS"):
        screenshot(page, game, Path(os.environ["CONSOLE_SCREENSHOTS"]), total)


def screenshot(page: Any, game: str, folder: Path, total: int) -> None:
    """The board at an entry well into the match, as the judge sees it: the entry, its events and the board."""
    folder = folder if folder.is_absolute() else ROOT / folder
    folder.mkdir(parents=True, exist_ok=True)
    target = {"magic-wands": 40, "master-of-wills": 30, "force-of-will": 45}[game]
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.fill("#step", str(min(target, total)))
    page.dispatch_event("#step", "input")
    at_frame(page, min(target, total))
    page.locator("#board-title").click()
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(100)
    top = page.locator(".stepper").bounding_box()
    bottom = page.locator("#board").bounding_box()
    clip = {"x": 0, "y": top["y"] - 8, "width": 1400, "height": bottom["y"] + bottom["height"] - top["y"] + 16}
    page.screenshot(path=str(folder / f"{game}.png"), clip=clip, full_page=True)


def test_keyboard_navigation(page: Any, finished: dict[str, Any]) -> None:
    created = finished["master-of-wills"]
    page.goto("/console")
    order = []
    for _ in range(8):
        page.keyboard.press("Tab")
        order.append(page.evaluate("() => document.activeElement.id || document.activeElement.className"))
    assert order[:6] == ["skip", "match-id", "match-token", "match-key", "", "drop"] or order.index("match-id") < order.index("match-token") < order.index("match-key")
    page.focus("#match-id")
    page.keyboard.type(created["id"])
    page.keyboard.press("Tab")
    page.keyboard.type(created["organizer_token"])
    page.keyboard.press("Tab")
    page.keyboard.type(API_KEY)
    page.keyboard.press("Enter")
    total = len(created["actions"])
    at_frame(page, total)

    page.focus("#first")
    seen = []
    for _ in range(6):
        seen.append(page.evaluate("() => document.activeElement.id"))
        page.keyboard.press("Tab")
    assert seen == ["first", "prev", "step", "next", "last", "perspective"]
    page.focus("#prev")
    page.keyboard.press("Enter")
    at_frame(page, total - 1)
    page.keyboard.press("Home")
    at_frame(page, 0)
    page.keyboard.press("End")
    at_frame(page, total)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    at_frame(page, total - 2)
    page.focus("#step")  # the slider steps itself with the arrow keys
    page.keyboard.press("ArrowLeft")
    at_frame(page, total - 3)
    page.focus("#dispute-json")  # typing in a field does not step the log
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Home")
    page.wait_for_timeout(300)
    assert page.get_attribute("body", "data-frame") == str(total - 3)
    outline = page.evaluate("() => { const b = document.getElementById('next'); b.focus(); return getComputedStyle(b).outlineStyle; }")
    page.focus("#next")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle") == "solid" or outline == "solid"
    assert real_errors(page) == []


def test_a_dropped_transcript_is_verified_in_the_page(page: Any, http: httpx.Client, finished: dict[str, Any], service: ServiceProcess) -> None:
    created = finished["force-of-will"]
    result = http.get(f"/v1/matches/{created['id']}/result", headers={"Authorization": f"Bearer {created['organizer_token']}", "X-API-Key": API_KEY}).json()
    requests: list[tuple[str, str]] = []
    page.on("request", lambda request: requests.append((request.method, request.url)))
    page.goto("/console")

    def drop(document: dict[str, Any], name: str) -> None:
        page.evaluate(
            """([text, name]) => {
                const data = new DataTransfer();
                data.items.add(new File([text], name, { type: "application/json" }));
                document.getElementById("drop").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
            }""",
            [json.dumps(document), name],
        )

    drop(result, "transcript.json")
    page.wait_for_selector("#verdict.ok", timeout=TIMEOUT)
    total = len(created["actions"])
    at_frame(page, total)
    assert page.inner_text("#match-title") == f"Transcript of match {created['id']}"
    page.locator("#board-title").click()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    at_frame(page, 1)
    page.select_option("#perspective", "bob")
    page.wait_for_selector("#board-title:has-text('seen by bob')", timeout=TIMEOUT)
    page.wait_for_selector("#board-body .hidden-card", state="attached", timeout=TIMEOUT)
    page.select_option("#perspective", "judge")
    page.wait_for_selector("body[data-legal='1']", timeout=TIMEOUT)
    page.click("#dispute-form button[type=submit]")
    page.wait_for_selector("#ruling.ok", timeout=TIMEOUT)

    tampered = copy.deepcopy(result)
    index = first_illegal_swap(tampered["transcript"])
    entries = tampered["transcript"]["entries"]
    entries[index]["action"] = entries[index + 1]["action"]
    drop(tampered, "tampered.json")
    page.wait_for_selector("#verdict.bad", timeout=TIMEOUT)
    assert page.inner_text("#verdict-summary").startswith(f"Invalid: entry {index + 1}:")
    at_frame(page, index)  # the log is shown up to the entry before the one that does not replay
    assert f"entry {index + 1} cannot be replayed (illegal)" in page.inner_text("#match-meta")
    assert page.locator("#verdict-checks li.fail").count() >= 2  # the signature and that entry

    page.set_input_files("#file", files=[{"name": "chosen.json", "mimeType": "application/json", "buffer": json.dumps(result).encode()}])
    page.wait_for_selector("#verdict.ok", timeout=TIMEOUT)

    origin = urlsplit(service.url)
    for method, url in requests:
        parts = urlsplit(url)
        if parts.scheme == "data":
            continue
        assert (parts.scheme, parts.netloc) == (origin.scheme, origin.netloc), url
        if method == "POST":
            assert parts.path in PUBLIC_STATELESS, f"{method} {url}: a file is only sent to public stateless endpoints"
        else:
            assert parts.path.startswith("/console") or parts.path.startswith("/v1/games/"), url
    assert real_errors(page) == []


def test_a_live_match_follows_its_event_stream(page: Any, http: httpx.Client) -> None:
    setup = {**SETUPS["master-of-wills"], "seed": "console-live"}
    created = create(http, setup, API_KEY)
    actions = plan(setup, 400, state=hosted_state(http, created, API_KEY))
    play(http, created, actions[:10])
    open_match(page, created)
    at_frame(page, 10)
    page.wait_for_selector("#verdict.pending", timeout=TIMEOUT)
    page.wait_for_selector("#live:has-text('Live')", timeout=TIMEOUT)
    page.wait_for_timeout(300)  # the stream is open
    play(http, created, actions[10:11])
    at_frame(page, 11)
    assert "entry 11 just arrived" in page.inner_text("#live")
    assert page.inner_text("#entry-title") == f"Entry 11 · {actions[10]['player']}"
    # A judge looking back is not moved by new entries.
    page.locator("#board-title").click()
    page.keyboard.press("ArrowLeft")
    at_frame(page, 10)
    play(http, created, actions[11:12])
    page.wait_for_selector("#live:has-text('entry 12 just arrived')", timeout=TIMEOUT)
    assert page.get_attribute("body", "data-frame") == "10" and page.get_attribute("#step", "max") == "12"
    # An organizer's dispute on the match in play: the service replays with the secret seed.
    page.wait_for_selector("body[data-legal='10']", timeout=TIMEOUT)
    page.click("#dispute-form button[type=submit]")
    page.wait_for_selector("#ruling.ok", timeout=TIMEOUT)
    play(http, created, actions[12:])
    page.wait_for_selector("#verdict.ok", timeout=TIMEOUT)
    at_frame(page, len(actions))
    assert real_errors(page) == []


def test_a_seat_sees_only_its_own_view(page: Any, finished: dict[str, Any]) -> None:
    created = finished["magic-wands"]
    open_match(page, created, token=created["seats"]["bob"]["token"], api_key=None)
    options = page.eval_on_selector_all("#perspective option", "options => options.map(o => o.value)")
    assert options == ["bob", "spectator"]
    assert "seen by bob" in page.inner_text("#board-title")
    page.locator("#board-title").click()
    page.keyboard.press("Home")
    at_frame(page, 0)
    page.wait_for_selector("#board-body .hidden-card", state="attached", timeout=TIMEOUT)
    expect(page.locator("#board-body .score", has_text="score hidden")).to_have_count(2, timeout=TIMEOUT)


def test_tournament_rounds_standings_and_csv(page: Any, http: httpx.Client) -> None:
    tournament = f"console-cup-{os.getpid()}"
    round_body = {"game": "magic-wands", "pairings": [{"table": 1, "players": ["ann", "bob"], "seed": "cup-1"}, {"table": 2, "players": ["cyd", "dan"], "seed": "cup-2"}]}
    made = http.post(f"/v1/tournaments/{tournament}/rounds/1/matches", json=round_body, headers={"X-API-Key": API_KEY})
    assert made.status_code == 201, made.text
    first = made.json()["matches"][0]
    play(http, first, plan({"game": "magic-wands", "players": ["ann", "bob"], "seed": "cup-1"}, 400, state=hosted_state(http, {**first, "game": "magic-wands"}, API_KEY)))
    page.goto("/console")
    page.fill("#tournament-id", tournament)
    page.fill("#tournament-key", API_KEY)
    page.click("#tournament-form button[type=submit]")
    page.wait_for_selector("#tournament-body table", timeout=TIMEOUT)
    body = page.inner_text("#tournament-body")
    assert "Round 1" in body and "ann vs bob" in body and "cyd vs dan" in body
    assert "over after" in body and "in play, entry 0" in body
    assert "Standings" in body
    standings = page.locator("#tournament-body table").last.locator("tbody tr")
    assert standings.count() == 2
    with page.expect_download() as download:
        page.click("#tournament-csv")
    text = Path(download.value.path()).read_text()
    assert text.splitlines()[0] == "round,table,match,game,players,winners,scores,reason,actions,transcript_hash"
    assert first["id"] in text
    page.click(f"#tournament-body button:has-text('{first['id']}')")
    assert page.input_value("#match-id") == first["id"]
    assert real_errors(page) == []


def test_tokens_are_never_in_urls_or_logs(page: Any, finished: dict[str, Any], service: ServiceProcess) -> None:
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    for created in finished.values():
        open_match(page, created)
        page.wait_for_selector("#verdict.ok", timeout=TIMEOUT)
    open_match(page, finished["magic-wands"], token=finished["magic-wands"]["seats"]["ann"]["token"], api_key=None)
    secrets = [API_KEY]
    for created in finished.values():
        secrets.append(created["organizer_token"])
        secrets.extend(seat["token"] for seat in created["seats"].values())
    log = service.log_path.read_text()
    assert "/v1/matches/" in log and "/frames" in log  # the requests were logged
    for secret in secrets:
        assert all(secret not in url for url in urls)
        assert secret not in log


CONTRAST_SCRIPT = """() => {
  const rgb = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (node) => {
    for (let n = node; n; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (style.backgroundImage !== "none") return null;  // a pattern: not measured
      const c = rgb(style.backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const low = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const node = t.parentElement;
    if (!t.textContent.trim() || !node.getClientRects().length || node.closest("[hidden], .visually-hidden, .skip, option")) continue;
    const back = background(node);
    if (!back) continue;
    const fore = rgb(getComputedStyle(node).color).slice(0, 3);
    const [a, b] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < 4.5) low.push(`${node.tagName}.${node.className}: ${ratio.toFixed(2)} "${t.textContent.trim().slice(0, 30)}"`);
  }
  return low;
}"""

LABELS_SCRIPT = """() => [...document.querySelectorAll("input, select, textarea, button")]
  .filter((e) => e.type !== "file" && !(e.labels && e.labels.length) && !e.getAttribute("aria-label") && !e.textContent.trim())
  .map((e) => e.id || e.outerHTML.slice(0, 60))"""


@pytest.mark.parametrize("game", list(SETUPS))
def test_every_text_is_readable_and_every_control_named(page: Any, finished: dict[str, Any], game: str) -> None:
    """WCAG AA: every visible text has a contrast of at least 4.5:1 with its background; every form
    control has a label; the page is organised in landmarks and headings."""
    created = finished[game]
    open_match(page, created)
    page.wait_for_selector("#verdict.ok", timeout=TIMEOUT)
    page.wait_for_selector("body[data-legal]", timeout=TIMEOUT)
    assert page.evaluate(CONTRAST_SCRIPT) == []
    assert page.evaluate(LABELS_SCRIPT) == []
    assert page.locator("header").count() == 1 and page.locator("main").count() == 1
    assert page.locator("h1").count() == 1 and page.locator("main h2").count() >= 3
    assert page.get_attribute("html", "lang") == "en"
    # The policy is enforced: an injected inline script does not run, an inline style does not apply.
    blocked = page.evaluate(
        """() => {
            const script = document.createElement("script");
            script.textContent = "window.injected = true";
            document.head.append(script);
            const probe = document.createElement("p");
            probe.setAttribute("style", "color: rgb(1, 2, 3)");
            document.body.append(probe);
            return [window.injected === undefined, getComputedStyle(probe).color !== "rgb(1, 2, 3)"];
        }"""
    )
    assert blocked == [True, True]


def test_live_updates_resume_after_the_service_restarts(browser: Any, redis_url: str) -> None:
    """The stream drops when the service restarts; the page opens it again and catches up (Redis keeps the match)."""
    env = {"REDIS_URL": redis_url, "ADJUDICATOR_ORGANIZER_API_KEYS": API_KEY}
    first = ServiceProcess(env).start()
    second = ServiceProcess(env)
    second.port = first.port
    setup = {**SETUPS["master-of-wills"], "seed": "console-restart"}
    context = browser.new_context(base_url=first.url)
    try:
        with httpx.Client(base_url=first.url, timeout=30) as http:
            created = create(http, setup, API_KEY)
            actions = plan(setup, 400, state=hosted_state(http, created, API_KEY))
            play(http, created, actions[:5])
        page = context.new_page()
        open_match(page, created)
        at_frame(page, 5)
        page.wait_for_selector("#live:has-text('following')", timeout=TIMEOUT)
        first.stop()
        page.wait_for_selector("#live:has-text('reconnecting')", timeout=TIMEOUT)
        second.start()
        with httpx.Client(base_url=second.url, timeout=30) as http:
            play(http, created, actions[5:7])
        at_frame(page, 7)
        assert page.get_attribute("#step", "max") == "7"
    finally:
        context.close()
        first.stop()
        second.stop()
