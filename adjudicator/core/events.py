"""Typed events: what happened when an action was applied, as tagged msgspec structs.

Every game declares its events in its ``events.py``: one :class:`Event` subclass per ``type`` string (the
struct's tag), with the fields in the order they are encoded.  A field that only some occurrences carry
defaults to ``msgspec.UNSET`` and is then left out of the JSON.  ``Game.event_types`` lists a game's event
classes; :func:`event_union` is the type to decode them with (and to describe them as a tagged union in an
OpenAPI document).

Transports and views may treat an event as the JSON object it encodes to: :class:`Event` offers read-only
mapping access by JSON key (``event["type"]``, ``event.get("card")``, ``event.items()``), so code that
handles events generically (redaction, logging, GraphQL's ``data``) needs no per-type code.

**Seat-private fields are declared once, on the event class.**  An event some readers may not fully see
names, in ``private``, the JSON keys only its audience may read, and in ``audience`` the JSON key that
names that audience (a player id, or a list of them; absent or null on an occurrence: that occurrence is
public).  From that one declaration:

* :func:`redact` shows an event to a reader: outside the audience each private value reads as a
  :class:`HiddenCard` (``{"hidden": true}``; a list keeps its length, each item hidden);
* :func:`seen_type` is the type of the event as any reader may receive it (each private field admits a
  ``HiddenCard`` beside its own type, same tag), and :func:`seen_union` the tagged union a hosted match's
  answers, log and streams are described (and can be decoded) with.

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
from collections.abc import Iterator, Mapping, Sequence
from typing import Annotated, Any, ClassVar, Literal, Union, get_args, get_origin

import msgspec

UNSET = msgspec.UNSET


class HiddenCard(msgspec.Struct, forbid_unknown_fields=True):
    """A card the reader may not see, where the full event (or state) names it: ``{"hidden": true}``."""

    hidden: Literal[True]


HIDDEN: dict[str, bool] = {"hidden": True}
"""A :class:`HiddenCard` as JSON builtins (what redaction writes in place of a card)."""


class Event(msgspec.Struct, tag_field="type", kw_only=True):
    """Base of every event struct: tagged by ``type``, readable as the JSON object it encodes to."""

    #: The JSON keys only the event's audience may read (everyone else reads a :class:`HiddenCard`).
    private: ClassVar[tuple[str, ...]] = ()
    #: The JSON key naming the audience of the private keys: a player id or a list of them.
    audience: ClassVar[str] = ""

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


Privacy = dict[str, tuple[str, tuple[str, ...]]]
"""``type`` tag -> (audience key, private keys), for the event types that declare private keys."""


@functools.cache
def privacy(types: tuple[type[Event], ...]) -> Privacy:
    """The privacy declarations of ``types`` by tag (read once per game)."""
    out: Privacy = {}
    for cls in types:
        if cls.private:
            assert cls.audience, f"{cls.__name__} declares private keys without an audience"
            assert set(cls.private) | {cls.audience} <= set(_attributes(cls)), f"{cls.__name__} declares keys it does not have"
            out[str(cls.__struct_config__.tag)] = (cls.audience, cls.private)
    return out


def hidden_keys(event: EventLike, viewer: str | None, rules: Privacy) -> tuple[str, ...]:
    """The keys of ``event`` that ``viewer`` (None: a spectator) may not read: its declared private keys,
    unless this occurrence is public (no audience) or ``viewer`` is in its audience."""
    rule = rules.get(event["type"])
    if rule is None:
        return ()
    audience_key, keys = rule
    audience = event.get(audience_key)
    if audience is None or (viewer is not None and (viewer == audience if isinstance(audience, str) else viewer in audience)):
        return ()
    return tuple(key for key in keys if key in event)


def _hide(value: Any) -> Any:
    return [HIDDEN] * len(value) if isinstance(value, list) else HIDDEN


def redact(events: Sequence[EventLike], viewer: str | None, types: tuple[type[Event], ...]) -> list[EventLike]:
    """``events`` as ``viewer`` may see them: each private value it may not read replaced by a HiddenCard
    (a list by as many); every other event unchanged (the same object)."""
    rules = privacy(types)
    shown: list[EventLike] = []
    for event in events:
        hidden = hidden_keys(event, viewer, rules) if rules else ()
        if hidden:
            event = {key: (_hide(value) if key in hidden else value) for key, value in event.items()}
        shown.append(event)
    return shown


def field_like(info: msgspec.structs.FieldInfo, tp: Any) -> tuple[str, Any, Any]:
    """A ``msgspec.defstruct`` field of the type ``tp`` named, encoded and defaulted as ``info`` (a field of a
    struct a derived struct mirrors: the Seen variants here, the views of :mod:`adjudicator.core.views`)."""
    if info.default is not msgspec.NODEFAULT:
        spec = msgspec.field(default=info.default, name=info.encode_name)
    elif info.default_factory is not msgspec.NODEFAULT:
        spec = msgspec.field(default_factory=info.default_factory, name=info.encode_name)
    else:
        spec = msgspec.field(name=info.encode_name)
    return (info.name, tp, spec)


def mirror(cls: type[msgspec.Struct], name: str, fields: list[tuple[str, Any, Any]], doc: str) -> type[msgspec.Struct]:
    """A struct ``name`` of ``fields`` configured as ``cls`` is (tag, unknown fields, defaults, layout)."""
    config = cls.__struct_config__
    derived: type[msgspec.Struct] = msgspec.defstruct(
        name,
        fields,
        module=cls.__module__,
        tag=config.tag,
        tag_field=config.tag_field,
        kw_only=True,
        array_like=config.array_like,
        forbid_unknown_fields=config.forbid_unknown_fields,
        omit_defaults=config.omit_defaults,
        namespace={"__doc__": doc},
    )
    return derived


def _or_hidden(tp: Any) -> Any:
    if get_origin(tp) is Annotated:  # a constrained list: the constraints stay on the list
        inner, *metadata = get_args(tp)
        if get_origin(inner) is list:
            return Annotated[(_or_hidden(inner), *metadata)]
    if get_origin(tp) is list:
        (item,) = get_args(tp)
        return list[Union[item, HiddenCard]]  # type: ignore[valid-type]  # noqa: UP007 -- runtime types
    return Union[tp, HiddenCard]  # noqa: UP007


@functools.cache
def seen_type(cls: type[Event]) -> type[Event]:
    """``cls`` as a reader may receive it: ``cls`` itself when it has no private keys, else a struct of the
    same tag (named ``<Name>Seen``) whose private fields each admit a :class:`HiddenCard` (for a list: as
    items) beside their own type.  Derived from the ``private`` declaration, as :func:`redact` is."""
    if not cls.private:
        return cls
    fields = [field_like(info, _or_hidden(info.type) if info.encode_name in cls.private else info.type) for info in msgspec.structs.fields(cls)]
    keys = ", ".join(f"`{key}`" for key in cls.private)
    doc = (
        f"A `{cls.__struct_config__.tag}` event as a reader receives it: {keys} only a reader named by "
        f"`{cls.audience}` reads; anyone else reads a HiddenCard (`{{\"hidden\": true}}`) in its place (in a list: one per card)."
    )
    seen: type[Event] = msgspec.defstruct(  # type: ignore[assignment]  # a subclass of its base, Event
        cls.__name__ + "Seen",
        fields,
        bases=(Event,),
        module=cls.__module__,
        tag=cls.__struct_config__.tag,
        kw_only=True,
        namespace={"__doc__": doc},
    )
    return seen


def seen_types(types: tuple[type[Event], ...]) -> tuple[type[Event], ...]:
    return tuple(seen_type(cls) for cls in types)


def seen_union(types: tuple[type[Event], ...]) -> Any:
    """The tagged union of what readers of a hosted match receive for a game's ``types``:
    ``msgspec.json.decode(data, type=list[seen_union(game.event_types)])`` takes a seat's events."""
    return event_union(seen_types(types))


# -- Logged actions ---------------------------------------------------------------------------------------
# An action struct declares, in ``private`` (a ClassVar, as events do), the JSON keys a match log may show
# some readers as a HiddenCard: a card its player put face down, sent back, found.  A game's
# ``Game.view_action`` decides *when* (from what the action did); the declaration says *where*, and the schema
# of the logged action (:func:`seen_action_type`) follows it.  ``tests/security`` checks no view hides a key
# its action does not declare.


def action_private(cls: type[msgspec.Struct]) -> tuple[str, ...]:
    """The keys ``cls`` (an action struct) declares a log may hide from some readers."""
    keys: tuple[str, ...] = getattr(cls, "private", ())
    return keys


def hide_keys(action: dict[str, Any], keys: Sequence[str]) -> dict[str, Any]:
    """``action`` (JSON builtins) with the values of ``keys`` it carries (not null) as HiddenCards (a list by as many)."""
    if not any(action.get(key) is not None for key in keys):
        return action
    return {key: (_hide(value) if key in keys and value is not None else value) for key, value in action.items()}


@functools.cache
def seen_action_type(cls: type[msgspec.Struct]) -> type[msgspec.Struct]:
    """An action struct as a log reader may receive it: ``cls`` itself when it declares no private keys,
    else a struct of the same tag (``<Name>Seen``) whose private fields each admit a HiddenCard (in a list:
    as items) beside their own type."""
    keys = action_private(cls)
    if not keys:
        return cls
    config = cls.__struct_config__
    fields = [field_like(info, _or_hidden(info.type) if info.encode_name in keys else info.type) for info in msgspec.structs.fields(cls)]
    names = ", ".join(f"`{key}`" for key in keys)
    doc = (
        f"A logged `{config.tag}` action as a reader receives it: {names} may read as a HiddenCard "
        "(`{\"hidden\": true}`; a list: one per card) for a reader the action's card is hidden from."
    )
    return mirror(cls, cls.__name__ + "Seen", fields, doc)


def seen_action_union(action_type: Any) -> Any:
    """The tagged union of a game's actions as logged for any reader (``action_type``: the game's union)."""
    members = get_args(action_type) or (action_type,)
    return Union[tuple(seen_action_type(cls) for cls in members)]  # noqa: UP007 -- runtime union
