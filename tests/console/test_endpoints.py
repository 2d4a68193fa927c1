"""The console's endpoints over HTTP against a real service: frames keep hidden information hidden,
verification is ``adjudicator verify``'s, disputes on hosted matches are the organizer's, and the page
is served with a strict Content-Security-Policy from files shipped in the package."""

from __future__ import annotations

import copy
import re
import subprocess
import sys
import tomllib
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

import httpx

from api.console.routes import STATIC
from api.service.matches import dealing_seed
from api.service.transcripts import verify_document

from .conftest import API_KEY, ROOT


def organizer(created: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {created['organizer_token']}", "X-API-Key": API_KEY}


def seat(created: dict[str, Any], player: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {created['seats'][player]['token']}"}


def result_document(http: httpx.Client, created: dict[str, Any]) -> dict[str, Any]:
    response = http.get(f"/v1/matches/{created['id']}/result", headers=organizer(created))
    assert response.status_code == 200, response.text
    body = response.json()
    return {"transcript": body["transcript"], "signature": body["signature"]}


def test_console_is_served_with_a_strict_content_security_policy(http: httpx.Client) -> None:
    for path in ("/console", "/console/", "/console/app.js", "/console/console.css", "/console/missing.js"):
        response = http.get(path)
        csp = response.headers["content-security-policy"]
        directives = dict(part.strip().split(" ", 1) for part in csp.split(";"))
        assert directives["default-src"] == "'self'"
        assert directives["script-src"] == "'self'" and directives["style-src"] == "'self'"
        assert "unsafe" not in csp and "http" not in csp
        assert directives["object-src"] == "'none'" and directives["frame-ancestors"] == "'none'"
        assert response.headers["x-content-type-options"] == "nosniff"
    assert http.get("/console/missing.js").status_code == 404
    assert http.get("/console/missing.js").headers["content-type"] == "application/problem+json"
    assert http.post("/console/app.js").status_code == 405
    assert http.get("/console/app.js").headers["content-type"].startswith("text/javascript")


def test_page_has_no_inline_code_and_nothing_from_another_origin() -> None:
    html = (STATIC / "index.html").read_text()
    assert "<style" not in html and " style=" not in html
    for script in re.findall(r"<script[^>]*>", html):
        assert 'src="' in script and 'type="module"' in script
    assert all(body.strip() == "" for body in re.findall(r"<script[^>]*>(.*?)</script>", html, re.S))
    assert not re.search(r"\son[a-z]+=", html), "an inline event handler"
    for path in STATIC.rglob("*"):
        text = path.read_text()
        assert not re.search(r"https?://", text), f"{path.name} names another origin"
        assert "@import" not in text and "url(" not in text, f"{path.name} loads a resource"
        assert ".innerHTML" not in text and "insertAdjacentHTML" not in text and "eval(" not in text, f"{path.name} parses strings as code or markup"


def test_static_files_are_package_data() -> None:
    """A non-editable install carries the page: every file under static/ matches the package-data globs."""
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())
    globs = settings["tool"]["setuptools"]["package-data"]["api"]
    for path in STATIC.rglob("*"):
        relative = path.relative_to(ROOT / "api").as_posix()
        assert any(fnmatch(relative, pattern) and "/" not in relative[len(pattern.rsplit("/", 1)[0]) + 1 :] for pattern in globs), relative


def test_frames_of_a_hosted_match_hide_what_a_seat_cannot_see(http: httpx.Client, finished: dict[str, Any]) -> None:
    created = finished["magic-wands"]
    judge = http.get(f"/v1/matches/{created['id']}/frames", params={"start": 3, "count": 5}, headers=organizer(created)).json()
    assert [f["index"] for f in judge["frames"]] == [3, 4, 5, 6, 7]
    assert judge["total"] == len(created["actions"])
    log = http.get(f"/v1/matches/{created['id']}/log", headers=organizer(created)).json()["entries"]
    for frame in judge["frames"]:
        entry = log[frame["index"] - 1]
        assert frame["digest"] == entry["digest"] and frame["entry"]["action"] == entry["action"]
    assert all(not card.get("hidden") for p in judge["frames"][0]["state"]["players"] for card in p["hand"])
    assert set(judge["frames"][0]["board"]["scores"]) == {"ann", "bob", "cyd"}

    ann = http.get(f"/v1/matches/{created['id']}/frames", params={"start": 3, "count": 5}, headers=seat(created, "ann")).json()
    assert ann["perspective"] == "ann"
    for frame in ann["frames"]:
        assert "rng" not in frame["state"]
        for player in frame["state"]["players"]:
            hidden = [card for card in player["hand"] if card.get("hidden")]
            assert (not hidden) if player["id"] == "ann" else len(hidden) == len(player["hand"])
        assert set(frame["board"]["scores"]) <= {"ann"} | {p["id"] for p in frame["state"]["players"] if not p["hand"]}

    refused = http.get(f"/v1/matches/{created['id']}/frames", params={"perspective": "judge"}, headers=seat(created, "ann"))
    assert refused.status_code == 403 and refused.headers["content-type"] == "application/problem+json"
    assert http.get(f"/v1/matches/{created['id']}/frames", params={"perspective": "bob"}, headers=seat(created, "ann")).status_code == 403
    assert http.get(f"/v1/matches/{created['id']}/frames").status_code == 401
    bad = http.get(f"/v1/matches/{created['id']}/frames", params={"count": "0"}, headers=organizer(created))
    assert bad.status_code == 422 and bad.json()["errors"][0]["pointer"] == "/query/count"
    unknown = http.get(f"/v1/matches/{created['id']}/frames", params={"perspective": "zed"}, headers=organizer(created))
    assert unknown.status_code == 422 and unknown.json()["errors"][0]["pointer"] == "/query/perspective"


def test_legal_listing_follows_the_perspective(http: httpx.Client, finished: dict[str, Any]) -> None:
    created = finished["master-of-wills"]
    url = f"/v1/matches/{created['id']}/frames"
    judge = http.get(url, params={"start": 5, "count": 1, "legal": "true"}, headers=organizer(created)).json()["frames"][0]
    assert judge["legal"] and all(a["player"] in judge["to_act"] for a in judge["legal"])
    # Each seat is listed its own legal actions only: none when it is not to act.  Both seats may be to act
    # at once (a simultaneous reveal of Master of Wills, as the salted deal falls).
    for player in ("ann", "bob"):
        own = http.get(url, params={"start": 5, "count": 1, "legal": "true"}, headers=seat(created, player)).json()["frames"][0]
        assert own["legal"] == [a for a in judge["legal"] if a["player"] == player]
        assert own["legal"] or player not in judge["to_act"]
    spectator = http.get(url, params={"start": 5, "count": 1, "legal": "true", "perspective": "spectator"}, headers=organizer(created)).json()
    assert spectator["frames"][0]["legal"] == []


def test_master_of_wills_values_and_scores_come_from_the_engine(http: httpx.Client, finished: dict[str, Any]) -> None:
    from adjudicator.master_of_wills import GAME
    from adjudicator.master_of_wills.board import Board
    from adjudicator.master_of_wills.scoring import side_total

    created = finished["master-of-wills"]
    frames = http.get(f"/v1/matches/{created['id']}/frames", params={"start": 20, "count": 3}, headers=organizer(created)).json()["frames"]
    document = result_document(http, created)
    transcript = document["transcript"]
    state = GAME.setup(None, transcript["players"], dealing_seed(transcript["seed"], transcript["salt"]))
    for action in created["actions"][:20]:
        state = GAME.apply(state, GAME.decode_action(action))[0]
    ctx = Board(GAME.cat, state)
    assert frames[0]["board"]["side_scores"] == {side.id: side_total(ctx, side, final=False) for side in state.sides}
    assert frames[0]["board"]["values"] == {card: ctx.value(card) for side in state.sides for row in (side.recruits, side.loyalists, side.allies) for card in row} | {card: ctx.value(card) for card in state.neutral}


def test_transcript_frames_and_verification(http: httpx.Client, finished: dict[str, Any]) -> None:
    created = finished["force-of-will"]
    document = result_document(http, created)
    frames = http.post("/v1/transcripts/frames", json={"transcript": document, "start": 10, "count": 4, "perspective": "bob"}).json()
    assert [f["index"] for f in frames["frames"]] == [10, 11, 12, 13]
    digests = [e["digest"] for e in document["transcript"]["entries"]]
    assert [f["digest"] for f in frames["frames"]] == digests[9:13]
    for frame in frames["frames"]:
        ann = next(p for p in frame["state"]["players"] if p["id"] == "ann")
        assert all(card == {"hidden": True} for card in ann["hand"])

    report = http.post("/v1/transcripts/verify", json=document).json()
    assert report["valid"] is True and report["first_failure"] is None
    assert report["lines"] == verify_document(document, trusted_keys=[k["public_key"] for k in http.get("/v1/keys").json()["keys"]]).lines()

    tampered = copy.deepcopy(document)
    entries = tampered["transcript"]["entries"]
    # Entry i + 1 takes the next entry's action, illegal in its place (which one depends on the salted deal).
    from .play import first_illegal_swap

    index = first_illegal_swap(tampered["transcript"])
    entries[index]["action"] = entries[index + 1]["action"]
    bad = http.post("/v1/transcripts/verify", json=tampered).json()
    assert bad["valid"] is False and bad["first_failure"]["entry"] == index + 1
    assert {c["name"]: c["ok"] for c in bad["checks"]}["signature"] is False
    stopped = http.post("/v1/transcripts/frames", json={"transcript": tampered, "start": 0, "count": 50}).json()
    assert stopped["stopped"]["entry"] == index + 1 and len(stopped["frames"]) == index + 1

    wrong = http.post("/v1/transcripts/frames", json={"transcript": document, "perspective": "zed"})
    assert wrong.status_code == 422 and wrong.json()["errors"][0]["pointer"] == "/perspective"
    assert http.post("/v1/transcripts/frames", json={"transcript": document, "count": 201}).status_code == 422
    assert http.post("/v1/transcripts/frames", json={"transcript": {"game": "chess"}}).status_code == 422
    assert http.post("/v1/transcripts/verify", content=b"{").status_code == 400


def test_cli_verify_prints_what_the_endpoint_answers(http: httpx.Client, finished: dict[str, Any], tmp_path: Path) -> None:
    document = result_document(http, finished["magic-wands"])
    path = tmp_path / "transcript.json"
    path.write_text(__import__("json").dumps(document))
    keys = http.get("/v1/keys").json()["keys"]
    printed = subprocess.run([sys.executable, "-m", "api.cli", "verify", str(path), "--key=" + keys[0]["public_key"]], cwd=ROOT, capture_output=True, text=True, check=False)
    report = http.post("/v1/transcripts/verify", json=document).json()
    assert printed.returncode == 0, printed.stderr
    assert printed.stdout.splitlines()[-1] == report["lines"][-1] == "VERDICT: VALID transcript"
    assert [line.split(":")[0] for line in printed.stdout.splitlines()] == [line.split(":")[0] for line in report["lines"]]


def test_disputes_on_a_hosted_match_are_the_organizers(http: httpx.Client, finished: dict[str, Any]) -> None:
    created = finished["magic-wands"]
    recorded = created["actions"][4]
    claim = {**recorded, "player": next(p for p in ("ann", "bob", "cyd") if p != recorded["player"])}
    answer = http.post(f"/v1/matches/{created['id']}/disputes", json={"at": 5, "claim": claim}, headers=organizer(created))
    assert answer.status_code == 200, answer.text
    ruling = answer.json()
    assert ruling["legal"] is False and ruling["violation"]["code"].startswith("MW-") and ruling["rule"]
    assert recorded in ruling["legal_alternatives"] and ruling["recorded"] == recorded
    same = http.post("/v1/disputes", json={"transcript": result_document(http, created), "at": 5, "claim": claim}).json()
    assert same["violation"] == ruling["violation"] and same["legal_alternatives"] == ruling["legal_alternatives"]
    assert http.post(f"/v1/matches/{created['id']}/disputes", json={"at": 5, "claim": claim}, headers=seat(created, "ann")).status_code == 403
    bad = http.post(f"/v1/matches/{created['id']}/disputes", json={"at": 0, "claim": claim}, headers=organizer(created))
    assert bad.status_code == 422 and bad.json()["errors"][0]["pointer"] == "/at"


def test_checkpoints_give_the_frames_a_full_replay_gives(http: httpx.Client, finished: dict[str, Any]) -> None:
    """Windows served from a checkpoint are byte-identical to windows replayed from the setup."""
    import msgspec

    from api.console import frames
    from api.service.disputes import DisputeSetup

    created = finished["force-of-will"]
    transcript = result_document(http, created)["transcript"]  # the hosted deal: seed and salt
    setup = DisputeSetup(**{k: transcript[k] for k in ("game", "players", "seed", "salt")})
    actions = created["actions"]
    for start, count, perspective, legal in [(0, 7, "judge", False), (49, 3, "ann", True), (50, 11, "bob", False), (51, 1, "judge", True), (len(actions), 5, "spectator", True)]:
        frames.CHECKPOINTS = frames.Checkpoints(frames.CHECKPOINTS_KEPT)
        cold = frames.replay_frames(setup, actions, start=start, count=count, perspective=perspective, legal=legal)
        frames.replay_frames(setup, actions, start=0, count=frames.MAX_WINDOW, perspective="judge")  # fills the checkpoints
        warm = frames.replay_frames(setup, actions, start=start, count=count, perspective=perspective, legal=legal)
        assert msgspec.json.encode(cold) == msgspec.json.encode(warm), (start, perspective)
        assert [f["index"] for f in warm["frames"]] == list(range(start, min(start + count, len(actions) + 1)))


def test_a_seat_sees_actions_and_events_as_its_log_showed_them(http: httpx.Client) -> None:
    """A card played face down is hidden in the other seat's frames (action and events), shown to the judge."""
    import random

    import msgspec

    from adjudicator.registry import get_game

    from .play import create, hosted_state, play

    game = get_game("master-of-wills")
    setup = {"game": "master-of-wills", "players": ["ann", "bob"], "seed": "seed-1"}
    rng = random.Random(1)
    # The deal is salted (issue 17): deal matches until one offers a face-down play within 30 actions.
    for _ in range(40):
        created = create(http, setup, API_KEY)
        state = hosted_state(http, created, API_KEY)
        actions: list[dict[str, Any]] = []
        while not state.over and len(actions) < 30:
            legal = game.legal_actions(state)
            hidden = [a for a in legal if getattr(a, "facing", None) == "face_down"]
            action = hidden[0] if hidden else legal[rng.randrange(len(legal))]
            game._apply(state, action)
            actions.append(msgspec.to_builtins(action))
        if any(a.get("facing") == "face_down" for a in actions):
            break
    face_down = next(i for i, a in enumerate(actions) if a.get("facing") == "face_down")
    play(http, created, actions)
    player = actions[face_down]["player"]
    other = next(p for p in setup["players"] if p != player)
    url = f"/v1/matches/{created['id']}/frames"
    params = {"start": face_down + 1, "count": 1}
    judge = http.get(url, params=params, headers=organizer(created)).json()["frames"][0]["entry"]
    own = http.get(url, params=params, headers=seat(created, player)).json()["frames"][0]["entry"]
    theirs = http.get(url, params=params, headers=seat(created, other)).json()["frames"][0]["entry"]
    card = actions[face_down]["card"]
    assert judge["action"]["card"] == card and own["action"]["card"] == card
    assert theirs["action"]["card"] == {"hidden": True}
    assert card in json_text(judge["events"]) and card not in json_text(theirs["events"])
    log = http.get(f"/v1/matches/{created['id']}/log", params={"since": face_down}, headers=seat(created, other)).json()["entries"][0]
    assert theirs["action"] == log["action"] and theirs["events"] == log["events"]


def json_text(value: Any) -> str:
    import json

    return json.dumps(value)
