"""Decks of real cards over the REST API: ``decks/validate`` with a deck's own card set and format,
every problem at once, and a bad card set named where the body holds it (``/deck/card_set``)."""

from __future__ import annotations

import functools
from typing import Any

import msgspec
from starlette.testclient import TestClient

from adjudicator.force_of_will.cards import CardSet, catalogue_card_set
from adjudicator.force_of_will.coverage import cluster_decks, deck_card_set

from .fowsim_db import imported

FOW = "/v1/games/force-of-will"


@functools.cache
def grimm() -> tuple[dict[str, Any], dict[str, Any]]:
    cat = catalogue_card_set(msgspec.convert(imported()["card_set"], CardSet))
    decks = cluster_decks(cat, "grimm")
    return decks[0], deck_card_set(cat, decks, "grimm-decks")


def test_a_real_deck_validates_in_its_format(client: TestClient) -> None:
    deck, card_set = grimm()
    answer = client.post(f"{FOW}/decks/validate", json={"deck": deck | {"card_set": card_set}})
    assert answer.status_code == 200 and answer.json() == {"valid": True, "problems": []}


def test_every_card_outside_the_format_is_reported_at_once(client: TestClient) -> None:
    deck, card_set = grimm()
    answer = client.post(f"{FOW}/decks/validate", json={"deck": deck | {"card_set": card_set, "format": "alice"}}).json()
    assert not answer["valid"]
    paths = {p["path"] for p in answer["problems"] if p["code"] == "FOW-DECK-7-R"}
    assert {p["code"] for p in answer["problems"]} == {"FOW-DECK-7-R"}
    assert any(p.endswith("/ruler") for p in paths) and len(paths) == 1 + len(deck["main"]) + len(deck["stones"]) + len(deck["sideboard"])


def test_a_bad_card_set_in_the_deck_is_named_under_deck(client: TestClient) -> None:
    deck, card_set = grimm()
    cards = [dict(c) for c in card_set["cards"]]
    ruler = next(c for c in cards if c["id"] == deck["ruler"])
    ruler["sides"] = {"front": ruler["id"], "back": next(c["id"] for c in cards if c["types"] == ["resonator"])}
    answer = client.post(f"{FOW}/decks/validate", json={"deck": deck | {"card_set": {"id": "bad", "cards": cards}}})
    assert answer.status_code == 422
    pointers = [e["pointer"] for e in answer.json()["errors"]]
    assert pointers and all(p.startswith("/deck/card_set/cards/") for p in pointers), pointers
