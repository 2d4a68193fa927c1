"""Card sets as data: the uniform mechanism every game uses for the cards a table actually owns.

A game declares its card-set schema (msgspec Structs, ``Game.card_set_type``) and implements
``Game.validate_card_set(data)``, which answers ``(card_set, summary, problems)``: the decoded set (None when
any problem was found), a short summary, and *every* problem at once, each located by its JSON Pointer.

* :func:`collect_problems` walks the input against the schema instead of stopping at msgspec's first error:
  every field of every card is converted on its own, so one answer names all the bad fields.
* :func:`limit_problems` enforces the size limits of :class:`CardSetLimits` (number of cards, steps of one
  card, length of any string) before anything else is looked at.
* The content address of a set is :func:`card_set_digest`: ``sha256:`` of the canonical JSON of the decoded
  set (:mod:`.codec`), so the same cards give the same id whatever the key order or white space.
* :class:`CardSetRegistry` keeps validated sets by digest for the process: a state records only the digest
  of its card set, and the engine looks the set up here (a replay registers the set first, from the setup
  options that carry it inline).
"""

from __future__ import annotations

import functools
import types
import typing
from typing import Annotated, Any, TypeVar

import msgspec

from .codec import canonical_json, digest_bytes, escape_pointer_token
from .errors import FieldError
from .lru import Lru

__all__ = [
    "DIGEST_PATTERN",
    "CardSetDigest",
    "CardSetLimits",
    "CardSetRegistry",
    "card_set_digest",
    "collect_problems",
    "limit_problems",
]

DIGEST_PATTERN = r"^sha256:[0-9a-f]{64}$"
T = TypeVar("T")

CardSetDigest = Annotated[
    str,
    msgspec.Meta(
        pattern=DIGEST_PATTERN,
        description="A card set named by its digest (sha256: of its canonical JSON): a set this service stores (POST /v1/card-sets)",
    ),
]
"""How a state names its card set without carrying it: the engine finds the set in its game's
:class:`CardSetRegistry` (a service loads it there from its store first, ``Game.card_set_needed``)."""


def unknown_card_set(digest: str) -> str:
    """The message for a state or option naming a card set this process does not know."""
    return f"card set {digest} is not known here: pass the set inline, or upload it first (POST /v1/card-sets)"


class CardSetLimits(msgspec.Struct, frozen=True, kw_only=True):
    """Size limits of a card set (the service reads them from ``ADJUDICATOR_CARD_SET_MAX_*``)."""

    max_cards: int = 10_000
    """Most records in any one list of cards (``cards``, ``community``, ``factions``)."""
    max_steps: int = 12
    """Most steps (or abilities) of one card, nested steps included."""
    max_string: int = 2000
    """Longest string anywhere in the set."""


DEFAULT_LIMITS = CardSetLimits()
_CARD_LISTS = frozenset({"cards", "community", "factions"})
_STEP_LISTS = frozenset({"steps", "win", "lose", "abilities"})


def limit_problems(data: Any, limits: CardSetLimits = DEFAULT_LIMITS) -> list[FieldError]:
    """Every place where ``data`` (JSON builtins) exceeds ``limits``."""
    problems: list[FieldError] = []

    def steps_in(value: Any) -> int:
        if isinstance(value, dict):
            return sum(len(v) + sum(steps_in(s) for s in v) for k, v in value.items() if k in _STEP_LISTS and isinstance(v, list))
        return 0

    def walk(value: Any, pointer: str, key: str | None, depth: int) -> None:
        if depth > 64:
            problems.append(FieldError(pointer, "nested too deeply"))
            return
        if isinstance(value, str):
            if len(value) > limits.max_string:
                problems.append(FieldError(pointer, f"a string of {len(value)} characters: at most {limits.max_string}"))
        elif isinstance(value, list):
            if key in _CARD_LISTS and len(value) > limits.max_cards:
                problems.append(FieldError(pointer, f"{len(value)} cards: a card set holds at most {limits.max_cards} per list"))
                return
            for index, item in enumerate(value):
                walk(item, f"{pointer}/{index}", None, depth + 1)
        elif isinstance(value, dict):
            if key is None and depth >= 1 and any(k in _STEP_LISTS for k in value):
                count = steps_in(value)
                if count > limits.max_steps:
                    problems.append(FieldError(pointer, f"{count} steps: a card has at most {limits.max_steps}"))
            for name, item in value.items():
                walk(item, f"{pointer}/{escape_pointer_token(str(name))}", str(name), depth + 1)

    walk(data, "", None, 0)
    return problems


# -- the lenient walk ---------------------------------------------------------------------------------------------
def _message(exc: msgspec.ValidationError) -> tuple[str, str]:
    """msgspec's message without its ``- at `$...``` suffix, and the suffix as a pointer tail."""
    from .codec import msgspec_path_to_pointer

    text = str(exc)
    head, sep, tail = text.rpartition(" - at `")
    if sep and tail.endswith("`"):
        return head, msgspec_path_to_pointer(tail[:-1])
    return text, ""


def _struct_union(tp: Any) -> list[type[msgspec.Struct]] | None:
    """The tagged Struct members of a union type (``A | B | ...``), or None when ``tp`` is not one."""
    origin = typing.get_origin(tp)
    if origin not in (typing.Union, types.UnionType):
        return None
    members = [a for a in typing.get_args(tp) if a is not type(None)]
    if len(members) > 1 and all(isinstance(m, type) and issubclass(m, msgspec.Struct) for m in members):
        return members
    return None


def collect_problems(value: Any, tp: Any, pointer: str = "") -> list[FieldError]:
    """Every problem of JSON builtins ``value`` against type ``tp``, each with its JSON Pointer.

    ``msgspec.convert`` answers the first problem only; where it fails, the walk descends into Structs (each
    field on its own, unknown and missing fields named), tagged unions (an unknown tag is named) and lists,
    and reports the leaf problems.

    >>> class P(msgspec.Struct, forbid_unknown_fields=True):
    ...     a: int
    ...     b: list[int]
    >>> [(p.pointer, p.message) for p in collect_problems({"a": "x", "b": [1, "y"], "c": 0}, P)]
    [('/c', 'unknown field'), ('/a', 'Expected `int`, got `str`'), ('/b/1', 'Expected `int`, got `str`')]
    """
    try:
        msgspec.convert(value, tp)
        return []
    except msgspec.ValidationError as exc:
        first = exc
    base = tp
    metas: tuple[Any, ...] = ()
    if typing.get_origin(tp) is typing.Annotated:
        base, *rest = typing.get_args(tp)
        metas = tuple(rest)
    if isinstance(base, type) and issubclass(base, msgspec.Struct):
        return _struct_problems(value, base, pointer)
    members = _struct_union(base)
    if members is not None and isinstance(value, dict):
        tag_field = members[0].__struct_config__.tag_field
        if tag_field is not None:
            tags = {m.__struct_config__.tag: m for m in members}
            tag = value.get(tag_field)
            if tag not in tags:
                known = ", ".join(str(t) for t in tags)
                return [FieldError(f"{pointer}/{tag_field}", f"{tag!r} is not in the vocabulary (known: {known})")]
            return _struct_problems(value, tags[tag], pointer)
    origin = typing.get_origin(base)
    if origin in (list, tuple) and isinstance(value, list):
        args = typing.get_args(base)
        item_tp = args[0] if args else Any
        problems: list[FieldError] = []
        try:
            msgspec.convert(value, typing.Annotated[list[Any], *metas] if metas else list[Any])
        except msgspec.ValidationError as exc:
            message, _ = _message(exc)
            problems.append(FieldError(pointer, message))
        for index, item in enumerate(value):
            problems.extend(collect_problems(item, item_tp, f"{pointer}/{index}"))
        return problems or [FieldError(pointer, _message(first)[0])]
    if origin is dict and isinstance(value, dict):
        key_tp, item_tp = typing.get_args(base)
        problems = []
        for key, item in value.items():
            at = f"{pointer}/{escape_pointer_token(str(key))}"
            for problem in collect_problems(key, key_tp, at):
                problems.append(FieldError(at, "key: " + problem.message))
            problems.extend(collect_problems(item, item_tp, at))
        return problems or [FieldError(pointer, _message(first)[0])]
    message, tail = _message(first)
    return [FieldError(pointer + tail, message)]


@functools.cache
def _struct_layout(cls: type[msgspec.Struct]) -> tuple[dict[str, msgspec.structs.FieldInfo], dict[str, Any]]:
    """A Struct's fields by encoded name and its type hints: resolving them costs ~1.5 ms a class, once."""
    return {f.encode_name: f for f in msgspec.structs.fields(cls)}, typing.get_type_hints(cls, include_extras=True)


def _struct_problems(value: Any, cls: type[msgspec.Struct], pointer: str) -> list[FieldError]:
    if not isinstance(value, dict):
        return [FieldError(pointer, f"expected an object, got {type(value).__name__}")]
    config = cls.__struct_config__
    fields, hints = _struct_layout(cls)
    problems: list[FieldError] = []
    for key in value:
        if key not in fields and key != config.tag_field and config.forbid_unknown_fields:
            problems.append(FieldError(f"{pointer}/{escape_pointer_token(str(key))}", "unknown field"))
    for name, field in fields.items():
        at = f"{pointer}/{escape_pointer_token(name)}"
        if name not in value:
            if field.required:
                problems.append(FieldError(at, "missing required field"))
            continue
        problems.extend(collect_problems(value[name], hints.get(field.name, field.type), at))
    return problems


def card_set_digest(card_set: Any) -> str:
    """The content address of a decoded card set: ``sha256:`` of its canonical JSON."""
    return digest_bytes(canonical_json(card_set))


class CardSetRegistry(Lru[str, T]):
    """The validated card sets of one game known to this process, by digest (least recently used dropped).

    The engine looks a state's card set up here; a set gets here by being validated (setup with an inline
    set, a replay, ``POST /v1/card-sets``).  Thread safe.
    """

    def __init__(self, capacity: int = 128) -> None:
        super().__init__(capacity)
