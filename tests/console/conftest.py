"""A real service (uvicorn, on Redis) and a real browser (Debian's chromium, driven by Playwright) for
the console tests.  No browser is ever downloaded: ``executable_path`` names the system one."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.servers import ServiceProcess

from .play import SETUPS, create, hosted_state, plan, play

CHROMIUM = os.environ.get("CONSOLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]
API_KEY = "console-organizer-key"
ROOT = Path(__file__).resolve().parents[2]
LASTING = 12  # actions a finished match of the fixture lasts at least


@pytest.fixture(scope="module")
def service(redis_url: str) -> Iterator[ServiceProcess]:
    process = ServiceProcess({"REDIS_URL": redis_url, "ADJUDICATOR_ORGANIZER_API_KEYS": API_KEY, "ADJUDICATOR_LOG_FORMAT": "json"}).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def http(service: ServiceProcess) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.url, timeout=30) as client:
        yield client


@pytest.fixture(scope="module")
def finished(http: httpx.Client) -> dict[str, dict[str, Any]]:
    """A finished hosted match of each game: created, played to its end, with its tokens and actions."""
    out = {}
    for game, setup in SETUPS.items():
        for _ in range(20):
            created = create(http, setup, API_KEY)
            actions = plan(setup, 400, concede_after=60 if game == "force-of-will" else None, state=hosted_state(http, created, API_KEY))
            # The tests read frames 3 to 7, dispute entry 5 and swap an entry from 6 on: a salted deal (random)
            # may end the game sooner, and is left unplayed.
            if len(actions) >= LASTING:
                break
        else:
            raise AssertionError(f"no {game} deal of 20 lasted {LASTING} actions")
        play(http, created, actions)
        out[game] = {**created, "actions": actions}
    return out


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.fail(f"{CHROMIUM} is missing: scripts/test installs Debian's chromium (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser: Any, service: ServiceProcess) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, base_url=service.url)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.errors = errors
    try:
        yield page
    finally:
        context.close()
