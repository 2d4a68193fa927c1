"""The type of a view (adjudicator.core.views), derived from a state's own structs: the withheld keys left
out, each concealed key also admitting a HiddenCard (a list item by item), structs within replaced by their
view types, and the JSON Schema rewrite that puts a HiddenCard beside each marked schema."""

from __future__ import annotations

from typing import Annotated, ClassVar

import msgspec

from adjudicator.core.views import HIDDEN_MARK, concealed, or_hidden_card, view_type, withheld

MARKED = {HIDDEN_MARK: True}
HIDDEN_CARD = {"$ref": "#/components/schemas/HiddenCard"}


class Card(msgspec.Struct):
    face: str
    secret: str = ""
    concealed: ClassVar[tuple[str, ...]] = ("secret",)


class Plain(msgspec.Struct):
    n: int


class Seat(msgspec.Struct, forbid_unknown_fields=True):
    hand: Annotated[list[str], msgspec.Meta(max_length=5)]
    top: str | None = None
    deck: list[str] = msgspec.field(default_factory=list)
    rng: int = 0
    cards: list[Card] = msgspec.field(default_factory=list)
    by_id: dict[str, Card] = msgspec.field(default_factory=dict)
    pair: tuple[Card, Plain] | None = None
    plain: Plain | None = None
    code: Annotated[str, msgspec.Meta(max_length=3)] = "x"
    kept: Annotated[list[Card], msgspec.Meta(max_length=2)] = msgspec.field(default_factory=list)
    same: Annotated[list[Plain], msgspec.Meta(max_length=2)] = msgspec.field(default_factory=list)
    renamed: int = msgspec.field(default=1, name="re-named")
    concealed: ClassVar[tuple[str, ...]] = ("hand", "top", "deck", "code")
    withheld: ClassVar[tuple[str, ...]] = ("rng",)


class Holder(msgspec.Struct, tag="holder", tag_field="kind", omit_defaults=True):
    """Declares nothing itself; holds a struct that does."""

    card: Card
    count: int = 0


class OnlyWithheld(msgspec.Struct):
    rng: int = 0
    n: int = 0
    withheld: ClassVar[tuple[str, ...]] = ("rng",)


def _schema(tp: type) -> dict:  # type: ignore[type-arg]
    schema: dict = msgspec.json.schema(tp)  # type: ignore[type-arg]
    return schema


def test_a_struct_that_declares_nothing_and_holds_nothing_that_does_is_its_own_view() -> None:
    assert concealed(Plain) == () and withheld(Plain) == ()
    assert view_type(Plain) is Plain
    assert concealed(Seat) == ("hand", "top", "deck", "code") and withheld(Seat) == ("rng",)


def test_a_view_type_leaves_out_withheld_keys_and_marks_concealed_ones() -> None:
    view = view_type(Seat)
    assert view.__name__ == "SeatView"
    assert view.__doc__ == (
        "Seat as a view shows it: `hand`, `top`, `deck`, `code` may read as a HiddenCard (`{\"hidden\": true}`; a list: "
        "one per card) for a reader who may not see it; `rng` never shown."
    )
    defs = _schema(view)["$defs"]
    assert defs["SeatView"]["properties"] == {
        "hand": {"type": "array", "items": {**MARKED, "type": "string"}, "maxItems": 5},
        "top": {**MARKED, "anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
        "deck": {"type": "array", "items": {**MARKED, "type": "string"}, "default": []},
        "cards": {"type": "array", "items": {"$ref": "#/$defs/CardView"}, "default": []},
        "by_id": {"type": "object", "additionalProperties": {"$ref": "#/$defs/CardView"}, "default": {}},
        "pair": {"anyOf": [
            {"type": "array", "minItems": 2, "maxItems": 2, "prefixItems": [{"$ref": "#/$defs/CardView"}, {"$ref": "#/$defs/Plain"}], "items": False},
            {"type": "null"},
        ], "default": None},
        "plain": {"anyOf": [{"$ref": "#/$defs/Plain"}, {"type": "null"}], "default": None},
        "code": {**MARKED, "type": "string", "maxLength": 3, "default": "x"},
        "kept": {"type": "array", "items": {"$ref": "#/$defs/CardView"}, "maxItems": 2, "default": []},
        "same": {"type": "array", "items": {"$ref": "#/$defs/Plain"}, "maxItems": 2, "default": []},
        "re-named": {"type": "integer", "default": 1},
    }
    assert defs["SeatView"]["required"] == ["hand"] and defs["SeatView"]["additionalProperties"] is False
    assert defs["CardView"]["properties"] == {"face": {"type": "string"}, "secret": {**MARKED, "type": "string", "default": ""}}
    # Unchanged types are the very same objects (no struct within changed).
    fields = {f.name: f.type for f in msgspec.structs.fields(view)}
    original = {f.name: f.type for f in msgspec.structs.fields(Seat)}
    assert fields["plain"] == Plain | None and fields["same"] is original["same"] and fields["renamed"] is int


def test_a_view_keeps_defaults_and_default_factories() -> None:
    seat = view_type(Seat)(hand=["a"])  # type: ignore[call-arg]
    assert msgspec.to_builtins(seat) == {
        "hand": ["a"], "top": None, "deck": [], "cards": [], "by_id": {}, "pair": None, "plain": None, "code": "x",
        "kept": [], "same": [], "re-named": 1,
    }


def test_a_struct_holding_a_concealing_struct_gets_a_view_with_its_own_configuration() -> None:
    view = view_type(Holder)
    assert view is not Holder and view.__name__ == "HolderView"
    assert view.__doc__ == "Holder as a view shows it (a part of it may be hidden)."
    config = view.__struct_config__
    assert (config.tag, config.tag_field, config.omit_defaults) == ("holder", "kind", True)
    assert msgspec.json.encode(view(card=view_type(Card)(face="f"))) == b'{"kind":"holder","card":{"face":"f","secret":""}}'  # type: ignore[call-arg]


def test_a_struct_that_only_withholds_gets_a_view() -> None:
    view = view_type(OnlyWithheld)
    assert view is not OnlyWithheld
    assert [f.name for f in msgspec.structs.fields(view)] == ["n"]
    assert view.__doc__ == "OnlyWithheld as a view shows it: `rng` never shown."


def test_a_named_view_is_the_state_as_one_reader_may_see_it() -> None:
    view = view_type(OnlyWithheld, "StateView")
    assert view.__name__ == "StateView"
    assert view.__doc__ == "The state as one reader may see it (the judge: all of it but the generator): `rng` never shown."


def test_or_hidden_card_puts_a_hidden_card_beside_each_marked_schema() -> None:
    assert or_hidden_card({**MARKED, "type": "string"}, HIDDEN_CARD) == {"anyOf": [{"type": "string"}, HIDDEN_CARD]}
    assert or_hidden_card({**MARKED, "anyOf": [{"type": "string"}, {"type": "null"}]}, HIDDEN_CARD) == {
        "anyOf": [{"type": "string"}, {"type": "null"}, HIDDEN_CARD],
    }
    assert or_hidden_card({**MARKED, "anyOf": [{"type": "string"}], "default": None}, HIDDEN_CARD) == {
        "anyOf": [{"anyOf": [{"type": "string"}], "default": None}, HIDDEN_CARD],
    }
    nested = {"type": "object", "properties": {"a": {"type": "array", "items": {**MARKED, "type": "string"}}},
              "prefixItems": ({**MARKED, "type": "integer"}, 3), HIDDEN_MARK: False}
    assert or_hidden_card(nested, HIDDEN_CARD) == {
        "type": "object",
        "properties": {"a": {"type": "array", "items": {"anyOf": [{"type": "string"}, HIDDEN_CARD]}}},
        "prefixItems": [{"anyOf": [{"type": "integer"}, HIDDEN_CARD]}, 3],
    }
    assert or_hidden_card("text", HIDDEN_CARD) == "text"


class Late(msgspec.Struct, kw_only=True):
    """A required field after one with a default: declarable only keyword-only, as the games' states are."""

    note: str = ""
    card: str
    concealed: ClassVar[tuple[str, ...]] = ("card",)


def test_a_view_type_is_keyword_only_as_the_states_are() -> None:
    view = view_type(Late)
    assert msgspec.to_builtins(view(card="c")) == {"note": "", "card": "c"}  # type: ignore[call-arg]


def test_a_mapping_of_structs_keeps_its_key_type_in_the_view() -> None:
    fields = {f.name: f.type for f in msgspec.structs.fields(view_type(Seat))}
    card_view = view_type(Card)
    assert fields["by_id"] == dict[str, card_view]  # type: ignore[valid-type]
    assert fields["cards"] == list[card_view]  # type: ignore[valid-type]
