"""Every reference Faction card played in one constructed position (MOW-FACTION-2, MOW-FACTION-3, MOW-FACTION-4, MOW-FACTION-5, MOW-FACTION-6, MOW-FACTION-7).

The position has cards in every row of both sides, Neutral cards, an Afterlife, copyable cards on top of
both discards, and on bob's side a Lasting Effect, a face-down Round Effect and a Card Effect to remove.
Ann plays the card (face down when she may choose; a Round Effect she can reveal is revealed at once), and
takes the first listed target at each choice.  The outcome (events and every Community card that changed
place or value) must equal the reviewed snapshot in ``tests/golden/master-of-wills/reference_cards.json``;
regenerate it with ``MOW_REGEN=1`` and review the diff.  Generic checks tie the outcome to the card's
placement (MOW-FACTION-3).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from adjudicator.master_of_wills import GAME
from adjudicator.master_of_wills.board import Board
from adjudicator.master_of_wills.state import Play, RevealCard

from .positions import (
    CAT,
    act,
    attach,
    faction_phase,
    find,
    instance_of,
    lasting,
    put,
    refresh,
    round_effect,
    started,
)

SNAPSHOT = Path(__file__).parents[1] / "golden" / "master-of-wills" / "reference_cards.json"
CARDS = sorted(CAT.faction)


def rich_position(card_id: str):
    state = started("standard", seed="cards")
    for side in state.sides:
        for row in ("recruits", "loyalists", "allies"):
            for card in list(getattr(side, row)):
                put(state, card, "afterlife")
    layout = {
        ("ann", "recruits"): [find("union", max_value=5)[0], find("religion", value=4)[0], find("activist", min_value=6)[0]],
        ("ann", "loyalists"): [find("law_enforcer", max_value=5)[0], find("corporation", min_value=6)[0]],
        ("ann", "allies"): [find("government", value=7)[0]],
        ("bob", "recruits"): [find("union", max_value=5)[1], find("entertainer", min_value=6)[0], find("underground", min_value=6)[0]],
        ("bob", "loyalists"): [find("religion", max_value=2)[0], find("government", min_value=6)[0]],
        ("bob", "allies"): [find("corporation", value=5)[0]],
    }
    for (side, row), cards in layout.items():
        for card in cards:
            put(state, card, row, side)
    for card in list(state.neutral):
        put(state, card, "afterlife")
    for card in find(draw_icons=1)[:4]:
        if all(card not in cards for cards in layout.values()):
            put(state, card, "neutral")
    for side, card_id_ in (("bob", "MOW-F-RZC-A-01"), ("ann", "MOW-F-RZC-A-02")):
        instance = instance_of(state, side, card_id_)
        pile = state.sides[0 if side == "ann" else 1]
        pile.faction_deck.remove(instance)
        pile.faction_discard.append(instance)
    lasting(state, "bob", "MOW-F-AGD-N-01", "bob", "recruits")
    round_effect(state, "bob", "MOW-F-AGD-N-04")
    attach(state, "bob", "MOW-F-AGD-A-08", layout[("bob", "recruits")][1], delta=2)
    state, (card,) = faction_phase(refresh(state), "ann", [card_id])
    return state, card


def places(state) -> dict[str, str]:
    board = Board(CAT, state)
    out = {}
    for card in CAT.community_ids:
        place = board.where(card)
        if place is not None:
            out[card] = f"{place[0] or 'neutral'}/{place[1]}" if place[0] else "neutral"
        elif card in state.afterlife:
            out[card] = "afterlife"
        elif card in state.community_deck:
            out[card] = "deck"
        else:
            out[card] = "marker"
    return out


def play_out(card_id: str):
    state, card = rich_position(card_id)
    before_places = places(state)
    before_values = {c: Board(CAT, state).value(c) for c in CAT.community_ids}
    events: list[dict] = []
    card_def = CAT.faction[card_id]
    if card_def.unsupported:
        return state, card, None, None
    facing = "face_down" if card_def.steps[0].__struct_config__.tag == "round_effect" and card_def.steps[0].facing == "player_choice" else None
    play = Play(player="ann", card=card, facing=facing)
    assert play in GAME.legal_actions(state), f"{card_id} is not playable in the position"
    state, new = act(state, play)
    events += new
    reveal = RevealCard(player="ann", card=card)
    if reveal in GAME.legal_actions(state, "ann"):
        state, new = act(state, reveal)
        events += new
    while state.resolution is not None and state.resolution.player == "ann":
        state, new = act(state, GAME.legal_actions(state, "ann")[0])
        events += new
    after = places(state)
    moved = {c: [before_places[c], after[c]] for c in CAT.community_ids
             if before_places[c] != after[c] and not (before_places[c] == "deck" and after[c] == "neutral")}
    board = Board(CAT, state)
    revalued = {c: [before_values[c], board.value(c)] for c in CAT.community_ids if before_values[c] != board.value(c)}
    cut = next((i for i, e in enumerate(events) if e["type"] == "resolved" and e["card"] == card), len(events))
    outcome = {
        "events": [e["type"] for e in events[: cut + 1]],
        "moved": moved,
        "revalued": revalued,
        "card_at": where_faction(state, card),
    }
    return state, card, outcome, events


def where_faction(state, card: str) -> str:
    for player in state.players:
        if card in player.hand:
            return f"hand/{player.id}"
    for side in state.sides:
        if card in side.faction_discard:
            return f"discard/{side.id}"
        for slot in side.round_effects:
            if slot.card == card:
                return f"round/{side.id}/{'pending' if slot.pending else 'done'}"
        for row in ("recruits", "loyalists"):
            slot = getattr(side, f"lasting_{row}")
            if slot is not None and slot.card == card:
                return f"lasting/{side.id}/{row}"
    for attachment in state.attachments:
        if attachment.card == card:
            return "behind/" + attachment.target
    return "deck"


_outcomes: dict[str, dict] = {}


@pytest.mark.parametrize("card_id", CARDS)
def test_reference_card_in_a_constructed_position(card_id):
    state, card, outcome, events = play_out(card_id)
    card_def = CAT.faction[card_id]
    if card_def.unsupported:
        assert GAME.verify(state, Play(player="ann", card=card)).code == "MOW-FACTION-7"
        outcome = {"unsupported": card_def.unsupported}
    else:
        placed = outcome["card_at"]
        if card_def.placement == "instant":
            assert placed == "discard/ann"
        elif card_def.placement == "lasting_effect":
            assert placed.startswith("lasting/")
        elif card_def.placement == "card_effect":
            assert placed.startswith("behind/")
        else:
            assert placed.startswith(("round/ann", "discard/ann", "behind/"))
        assert events[0]["type"] == "played"
        GAME.check(state)
    _outcomes[card_id] = outcome
    if os.environ.get("MOW_REGEN"):
        return
    expected = json.loads(SNAPSHOT.read_text())
    assert outcome == expected[card_id]


def test_snapshot_covers_every_card():
    if os.environ.get("MOW_REGEN"):
        for card_id in CARDS:
            if card_id not in _outcomes:
                test_reference_card_in_a_constructed_position(card_id)
        SNAPSHOT.write_text(json.dumps(_outcomes, indent=1, sort_keys=True) + "\n")
    assert sorted(json.loads(SNAPSHOT.read_text())) == CARDS
