"""Typed events: what happened when an action was applied, as tagged msgspec structs.

Every game declares its events in its ``events.py``: one :class:`Event` subclass per ``type`` string (the
struct's tag), with the fields in the order they are encoded.  A field that only some occurrences carry
defaults to ``msgspec.UNSET`` and is then left out of the JSON.  ``Game.event_types`` lists a game's event
classes; :func:`event_union` is the type to decode them with (and to describe them as a tagged union in an
OpenAPI document).

Transports and views may treat an event as the JSON object it encodes to: :class:`Event` offers read-only
mapping access by JSON key (``event["type"]``, ``event.get("card")``, ``event.items()``), so code that
handles events generically (redaction, logging, GraphQL's ``data``) needs no per-type code.

    >>> import msgspec
    >>> class Drew(Event, tag="drew"):
    ...     player: str
    ...     card: str
    ...     from_: str | msgspec.UnsetType = msgspec.field(default=msgspec.UNSET, name="from")
    >>> event = Drew(player="ann", card="c1")
    >>> msgspec.json.encode(event)
    b'{"type":"drew","player":"ann","card":"c1"}'
    >>> event["type"], event.get("from"), dict(event.items())["card"]
    ('drew', None, 'c1')
    >>> event == {"type": "drew", "player": "ann", "card": "c1"}
    True
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from typing import Any, Union

import msgspec

UNSET = msgspec.UNSET


class Event(msgspec.Struct, tag_field="type", kw_only=True):
    """Base of every event struct: tagged by ``type``, readable as the JSON object it encodes to."""

    def __getitem__(self, key: str) -> Any:
        if key == "type":
            return self.__struct_config__.tag
        name = _attributes(type(self)).get(key)
        if name is None:
            raise KeyError(key)
        value = getattr(self, name)
        if value is UNSET:
            raise KeyError(key)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key, UNSET) is not UNSET

    def keys(self) -> list[str]:
        return [key for key, _ in self.items()]

    def values(self) -> list[Any]:
        return [value for _, value in self.items()]

    def items(self) -> list[tuple[str, Any]]:
        """The JSON keys and values in encoding order, ``type`` first, unset fields left out."""
        pairs: list[tuple[str, Any]] = [("type", self.__struct_config__.tag)]
        for key, name in _attributes(type(self)).items():
            value = getattr(self, name)
            if value is not UNSET:
                pairs.append((key, value))
        return pairs

    def __eq__(self, other: object) -> bool:
        """Equal to the same event, or to the JSON object (a dict) it encodes to."""
        if isinstance(other, dict):
            return dict(self.items()) == other
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__struct_fields__)

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.items())


Mapping.register(Event)


@functools.cache
def _attributes(cls: type[Event]) -> dict[str, str]:
    """JSON key -> attribute name, in encoding order."""
    return dict(zip(cls.__struct_encode_fields__, cls.__struct_fields__, strict=True))


def event_union(types: tuple[type[Event], ...]) -> Any:
    """The tagged union of ``types``: ``msgspec.json.decode(data, type=list[event_union(types)])``."""
    return Union[types]  # noqa: UP007 -- a runtime union of a tuple of classes


EventLike = Union[Event, dict[str, Any]]  # noqa: UP007
"""An event, or an event as JSON (a redacted view of one, or one read back from a store)."""
