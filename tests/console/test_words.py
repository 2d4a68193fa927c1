"""Every action type of every game has its sentence in the console (``api/console/static/cards.js``): no
documented type falls back to raw JSON, neither as a judge sees it nor with its private keys hidden (as a
seat's log shows another seat's action), and card ids read as their names.  Run by node on the page's own
module (no browser needed), so a new action type without words fails here."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import typing
from typing import Any

import pytest

from adjudicator import GAMES

from .conftest import ROOT

CARDS_JS = ROOT / "api" / "console" / "static" / "cards.js"
RUNNER = f"""
import {{ readFileSync }} from "node:fs";
import {{ actionWords, Cards }} from "{CARDS_JS.as_uri()}";
const cases = JSON.parse(readFileSync(0, "utf8"));
const sets = {{}};
process.stdout.write(JSON.stringify(cases.map((c) => {{
  sets[c.game] ||= new Cards(c.game, c.card_set);
  return actionWords(c.game, c.action, sets[c.game], c.events);
}})));
"""
HIDDEN = {"hidden": True}
ID_LIKE = re.compile(r"[A-Za-z]+:[A-Z0-9-]+#\d|[A-Z]{2,}-[A-Z0-9]+-[A-Z0-9-]+#")


def words(cases: list[dict[str, Any]]) -> list[str]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing: scripts/test installs nodejs")
    done = subprocess.run([node, "--input-type=module", "-e", RUNNER], input=json.dumps(cases), capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    answer: list[str] = json.loads(done.stdout)
    return answer


def action_classes(game_id: str) -> dict[str, Any]:
    return {cls.__struct_config__.tag: cls for cls in typing.get_args(GAMES[game_id].action_type)}


def documented_cases() -> list[tuple[str, str, dict[str, Any]]]:
    """Each game's documented example of each action type, then the same with its private keys hidden."""
    cases = []
    for game_id, game in GAMES.items():
        classes = action_classes(game_id)
        assert set(classes) == set(game.action_docs), f"{game_id}: an action type without its documented example"
        for tag, doc in game.action_docs.items():
            example = doc["example"]
            cases.append((game_id, tag, example))
            private = [key for key in getattr(classes[tag], "private", ()) if example.get(key) is not None]
            if private:
                hidden = {**example, **{key: [HIDDEN] * len(example[key]) if isinstance(example[key], list) else HIDDEN for key in private}}
                cases.append((game_id, f"{tag} (hidden)", hidden))
    return cases


def test_every_action_type_of_every_game_reads_in_words() -> None:
    cases = documented_cases()
    answers = words([{"game": g, "action": a, "card_set": GAMES[g].card_set()} for g, _, a in cases])
    for (game_id, tag, action), said in zip(cases, answers, strict=True):
        where = f"{game_id}/{tag}: {said!r}"
        assert said and said.startswith(str(action["player"])), where
        assert "{" not in said and '"' + "type" not in said and "does " + action["type"] not in said, where  # no JSON fallback
        assert "undefined" not in said and "[object" not in said and "null" not in said, where
        assert not ID_LIKE.search(said) and "auto:" not in said and "chase:" not in said, where  # ids read as names
        if "(hidden)" in tag:
            assert "hidden" in said, where


def test_names_of_the_cards_an_action_names() -> None:
    game = GAMES["force-of-will"]
    names = {card["id"]: card["name"] for card in game.card_set()["cards"]}
    example = game.action_docs["banish"]["example"]
    [said] = words([{"game": "force-of-will", "action": example, "card_set": game.card_set()}])
    assert names[example["card"].split(":")[1].split("#")[0]] in said


@pytest.mark.parametrize(
    ("action", "events", "expected"),
    [
        (
            {"type": "search", "player": "ann", "card": "ann:TST-R03#2"},
            [{"type": "searched", "player": "ann", "found": "TST-R03", "card": "ann:TST-R03#2", "rule": "FOW-SEARCH-R"}],
            "ann searches their deck, reveals {TST-R03} and puts it into their hand, then shuffles the deck.",
        ),
        (
            {"type": "search", "player": "ann", "card": HIDDEN},  # bob's log: the instance hidden, the card revealed
            [{"type": "searched", "player": "ann", "found": "TST-R03", "card": HIDDEN, "rule": "FOW-SEARCH-R"}],
            "ann searches their deck, reveals {TST-R03} and puts it into their hand, then shuffles the deck.",
        ),
        (
            {"type": "search", "player": "ann", "card": None},
            [{"type": "searched", "player": "ann", "found": None, "card": None, "rule": "FOW-SEARCH-R"}],
            "ann searches their deck and takes nothing, then shuffles the deck.",
        ),
        (
            {"type": "search", "player": "bob", "card": "bob:TST-C05#1"},
            [{"type": "searched", "player": "bob", "found": "TST-C05", "card": "bob:TST-C05#1", "rule": "FOW-LOOK-TOP-R"}],
            "bob looks at the top cards of their deck, reveals {TST-C05} and puts it into their hand; the rest go back to the deck.",
        ),
        (
            {"type": "search", "player": "bob", "card": "bob:TST-A01#1", "to": "ann:TST-R11#1"},  # FOW-SEARCH-ADDITION-R
            [{"type": "searched", "player": "bob", "found": "TST-A01", "card": "bob:TST-A01#1", "rule": "FOW-LOOK-TOP-R"},
             {"type": "entered", "player": "bob", "card": "bob:TST-A01#1", "added_to": "ann:TST-R11#1", "awakened": False}],
            "bob looks at the top cards of their deck, reveals {TST-A01} and puts it into the field, added to {TST-R11}; the rest go back to the deck.",
        ),
        (
            {"type": "search", "player": "bob", "card": None},
            [{"type": "searched", "player": "bob", "found": None, "card": None, "rule": "FOW-LOOK-TOP-R"}],
            "bob looks at the top cards of their deck and takes none; they go back to the deck.",
        ),
        (
            {"type": "search", "player": "bob", "card": HIDDEN},  # FOW-ARRANGE-R: a card taken unrevealed, the rest milled
            [{"type": "searched", "player": "bob", "found": None, "card": HIDDEN, "rule": "FOW-LOOK-TOP-R"},
             {"type": "milled", "player": "bob", "cards": ["TST-C05"], "to": "graveyard"}],
            "bob looks at the top cards of their deck, takes a hidden card without revealing it and puts it into their hand; the rest go to their graveyard.",
        ),
        (
            {"type": "search", "player": "bob", "card": "bob:TST-C05#1"},  # FOW-ARRANGE-R: the last card put back
            [{"type": "arranged", "player": "bob", "top": 2, "rule": "FOW-ARRANGE-R"}],
            "bob puts {TST-C05}, one of the cards they looked at, back on their deck; 2 of them are on top of the deck, the rest at the bottom.",
        ),
        (
            {"type": "may", "player": "ann", "accept": True},
            [{"type": "drew", "player": "ann", "card": HIDDEN}, {"type": "chant_resolved", "card": "ann:TST-C04#1", "to": "graveyard"}],
            'ann chooses to do the optional effect ("you may") of {TST-C04}.',
        ),
        ({"type": "may", "player": "ann", "accept": False}, [], 'ann chooses not to do the optional effect ("you may") of the resolving card.'),
        (
            {"type": "discard", "player": "bob", "card": "bob:TST-C05#2"},
            [{"type": "discarded", "player": "bob", "card": "bob:TST-C05#2", "rule": "FOW-DISCARD-CHOICE-R"}],
            "bob discards {TST-C05} from their hand (as the resolving effect asks).",
        ),
        (
            {"type": "discard", "player": "bob", "card": "bob:TST-C05#2"},
            [{"type": "discarded", "player": "bob", "card": "bob:TST-C05#2", "rule": "FOW-TURN-4"}],
            "bob discards {TST-C05} from their hand (end of turn: more than seven cards in hand).",
        ),
        ({"type": "banish", "player": "bob", "card": "bob:TST-ST-B#1"}, [], "bob banishes {TST-ST-B}: it goes to its owner's graveyard."),
        (
            {"type": "play_automatic", "player": "bob", "pending": "auto:7", "targets": ["ann:TST-R01#2"]},
            [{"type": "chase", "object": "chase:4", "kind": "automatic", "card": "bob:TST-R19#1", "player": "bob"}],
            "bob plays a triggered automatic ability of {TST-R19} targeting {TST-R01}.",
        ),
        (
            {"type": "play_automatic", "player": "bob", "pending": "auto:7", "mode": 1, "targets": ["ann:TST-R01#2"]},
            [{"type": "chase", "object": "chase:4", "kind": "automatic", "card": "bob:TST-R19#1", "player": "bob", "mode": 1}],
            "bob plays a triggered automatic ability of {TST-R19} choosing option 2 targeting {TST-R01}.",
        ),
    ],
)
def test_force_of_will_decisions_in_words(action: dict[str, Any], events: list[dict[str, Any]], expected: str) -> None:
    game = GAMES["force-of-will"]
    names = {card["id"]: card["name"] for card in game.card_set()["cards"]}
    [said] = words([{"game": "force-of-will", "action": action, "card_set": game.card_set(), "events": events}])
    assert said == re.sub(r"\{([A-Z0-9-]+)\}", lambda m: names[m.group(1)], expected)
