"""The Magic Wands events: one tagged struct per ``type`` (see :mod:`adjudicator.core.events`).

Fields are in the order they are encoded; the JSON is the same as the dict literals the engine emitted
before events were typed (the golden transcripts pin it).
"""

from __future__ import annotations

from ..core.events import Event
from ..core.game import Result
from .state import Card


class Purchased(Event, tag="purchased", kw_only=True):
    player: str
    wand: Card
    row: int
    column: int
    pay: list[Card]


class MythicAcquired(Event, tag="mythic_acquired", kw_only=True):
    count: int
    rule: str


class Picked(Event, tag="picked", kw_only=True):
    player: str
    card: Card
    keep: bool


class Eliminated(Event, tag="eliminated", kw_only=True):
    player: str
    rule: str


class Refreshed(Event, tag="refreshed", kw_only=True):
    column: int
    drawn: Card | None


class EndTriggered(Event, tag="end_triggered", kw_only=True):
    reason: str
    last_turn: str
    rule: str


class Turn(Event, tag="turn", kw_only=True):
    player: str
    turn_number: int


class GameOver(Event, tag="game_over", kw_only=True):
    result: Result


EVENT_TYPES: tuple[type[Event], ...] = (
    Purchased,
    MythicAcquired,
    Picked,
    Eliminated,
    Refreshed,
    EndTriggered,
    Turn,
    GameOver,
)
