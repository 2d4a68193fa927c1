"""Typed events read as the JSON objects they encode to, and their seat-private fields
(adjudicator.core.events), on toy event classes whose every key is known: mapping access, equality,
redaction by audience (a player or a list of them), the Seen types, and the logged actions' hidden keys."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec
import pytest

from adjudicator.core.events import (
    HIDDEN,
    Event,
    HiddenCard,
    action_private,
    field_like,
    hidden_keys,
    hide_keys,
    mirror,
    privacy,
    redact,
    seen_action_type,
    seen_action_union,
    seen_type,
)


class Drew(Event, tag="drew"):
    player: str
    cards: list[str]
    from_: str | msgspec.UnsetType = msgspec.field(default=msgspec.UNSET, name="from")
    visible_to: str | list[str] | None = None
    private: ClassVar[tuple[str, ...]] = ("cards", "from")
    audience: ClassVar[str] = "visible_to"


class Scored(Event, tag="scored"):
    player: str
    points: int = 0


TYPES = (Drew, Scored)


def test_an_event_reads_as_its_json_object_by_key() -> None:
    event = Drew(player="ann", cards=["c1", "c2"])
    assert event["type"] == "drew" and event["player"] == "ann" and event["cards"] == ["c1", "c2"]
    for missing in ("from", "from_", "nope"):
        with pytest.raises(KeyError):
            event[missing]
    assert event.get("from") is None and event.get("from", "deck") == "deck" and event.get("player", "x") == "ann"
    assert "player" in event and "type" in event and "from" not in event and 3 not in event
    assert event.keys() == ["type", "player", "cards", "visible_to"]
    assert event.values() == ["drew", "ann", ["c1", "c2"], None]
    assert event.items() == [("type", "drew"), ("player", "ann"), ("cards", ["c1", "c2"]), ("visible_to", None)]
    assert list(event) == event.keys() and len(event) == 4
    full = Drew(player="ann", cards=[], from_="afterlife")
    assert full["from"] == "afterlife" and full.keys() == ["type", "player", "cards", "from", "visible_to"]


def test_an_event_equals_the_same_event_or_its_json_object() -> None:
    event = Scored(player="ann", points=2)
    assert event == Scored(player="ann", points=2)
    assert event != Scored(player="ann", points=3)
    assert event == {"type": "scored", "player": "ann", "points": 2}
    assert event != {"type": "scored", "player": "ann"}
    assert event != Drew(player="ann", cards=[])
    assert event.__eq__("scored") is NotImplemented


def test_privacy_names_each_private_event_by_tag() -> None:
    assert privacy(TYPES) == {"drew": ("visible_to", ("cards", "from"))}
    assert privacy((Scored,)) == {}


def test_a_declaration_naming_keys_the_event_lacks_is_refused() -> None:
    class NoAudience(Event, tag="no-audience"):
        card: str
        private: ClassVar[tuple[str, ...]] = ("card",)

    class Wrong(Event, tag="wrong"):
        card: str
        seat: str = ""
        private: ClassVar[tuple[str, ...]] = ("cards",)
        audience: ClassVar[str] = "seat"

    class WrongAudience(Event, tag="wrong-audience"):
        card: str
        private: ClassVar[tuple[str, ...]] = ("card",)
        audience: ClassVar[str] = "seat"

    with pytest.raises(AssertionError, match="declares private keys without an audience"):
        privacy((NoAudience,))
    for cls in (Wrong, WrongAudience):
        with pytest.raises(AssertionError, match="declares keys it does not have"):
            privacy((cls,))


def test_hidden_keys_follow_the_audience_of_each_occurrence() -> None:
    rules = privacy(TYPES)
    to_ann = Drew(player="ann", cards=["c"], from_="deck", visible_to="ann")
    to_both = Drew(player="ann", cards=["c"], visible_to=["ann", "bob"])
    public = Drew(player="ann", cards=["c"], from_="deck")
    assert hidden_keys(to_ann, "ann", rules) == ()
    assert hidden_keys(to_ann, "bob", rules) == ("cards", "from")
    assert hidden_keys(to_ann, None, rules) == ("cards", "from")
    assert hidden_keys(to_both, "bob", rules) == ()
    assert hidden_keys(to_both, "cat", rules) == ("cards",)  # `from` unset: nothing to hide there
    assert hidden_keys(to_both, None, rules) == ("cards",)
    assert hidden_keys(public, "bob", rules) == ()
    assert hidden_keys(Scored(player="ann"), "bob", rules) == ()
    assert hidden_keys({"type": "drew", "player": "ann", "cards": ["c"], "visible_to": "ann"}, "bob", rules) == ("cards",)


def test_redaction_hides_private_values_and_keeps_everything_else_as_it_is() -> None:
    events: list[Any] = [
        Drew(player="ann", cards=["c1", "c2"], from_="deck", visible_to="ann"),
        Scored(player="ann", points=1),
        Drew(player="ann", cards=["c3"]),
    ]
    for viewer in ("bob", None):
        shown = redact(events, viewer, TYPES)
        assert shown[0] == {"type": "drew", "player": "ann", "cards": [HIDDEN, HIDDEN], "from": HIDDEN, "visible_to": "ann"}
        assert shown[1] is events[1] and shown[2] is events[2]
    mine = redact(events, "ann", TYPES)
    assert all(a is b for a, b in zip(mine, events, strict=True))
    assert all(a is b for a, b in zip(redact(events, "bob", (Scored,)), events, strict=True))


def test_a_seen_type_admits_a_hidden_card_in_each_private_field() -> None:
    assert seen_type(Scored) is Scored
    seen = seen_type(Drew)
    assert seen.__name__ == "DrewSeen" and issubclass(seen, Event)
    assert seen.__struct_config__.tag == "drew"
    assert seen.__doc__ == (
        "A `drew` event as a reader receives it: `cards`, `from` only a reader named by `visible_to` reads; anyone "
        "else reads a HiddenCard (`{\"hidden\": true}`) in its place (in a list: one per card)."
    )
    redacted = b'{"type":"drew","player":"ann","cards":[{"hidden":true}],"from":{"hidden":true},"visible_to":"ann"}'
    decoded = msgspec.json.decode(redacted, type=seen)
    assert decoded.cards == [HiddenCard(hidden=True)] and decoded.from_ == HiddenCard(hidden=True)  # type: ignore[attr-defined]
    assert msgspec.json.encode(decoded) == redacted
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(redacted, type=Drew)
    with pytest.raises(msgspec.ValidationError):  # the player is not private: no HiddenCard there
        msgspec.json.decode(b'{"type":"drew","player":{"hidden":true},"cards":[]}', type=seen)
    assert msgspec.json.encode(msgspec.json.decode(b'{"type":"drew","player":"ann","cards":["c"]}', type=seen)) == (
        b'{"type":"drew","player":"ann","cards":["c"],"visible_to":null}'
    )


class Pick(msgspec.Struct, tag="pick", forbid_unknown_fields=True, omit_defaults=True):
    player: str
    card: str | None = None
    cards: Annotated[list[str], msgspec.Meta(max_length=2)] = msgspec.field(default_factory=list)
    private: ClassVar[tuple[str, ...]] = ("card", "cards")


class Skip(msgspec.Struct, tag="skip"):
    player: str


def test_a_logged_action_hides_the_keys_it_declares_when_they_carry_a_card() -> None:
    assert action_private(Pick) == ("card", "cards") and action_private(Skip) == ()
    action = {"type": "pick", "player": "ann", "card": "c1", "cards": ["c2", "c3"]}
    assert hide_keys(action, ("card", "cards")) == {"type": "pick", "player": "ann", "card": HIDDEN, "cards": [HIDDEN, HIDDEN]}
    assert hide_keys(action, ("card",)) == {"type": "pick", "player": "ann", "card": HIDDEN, "cards": ["c2", "c3"]}
    nothing = {"type": "pick", "player": "ann", "card": None}
    assert hide_keys(nothing, ("card", "cards")) is nothing
    partly = {"type": "pick", "player": "ann", "card": None, "cards": ["c2"]}
    assert hide_keys(partly, ("card", "cards")) == {"type": "pick", "player": "ann", "card": None, "cards": [HIDDEN]}


def test_a_logged_action_type_admits_a_hidden_card_where_it_declares_one() -> None:
    assert seen_action_type(Skip) is Skip
    seen = seen_action_type(Pick)
    assert seen.__name__ == "PickSeen"
    config = seen.__struct_config__
    assert (config.tag, config.forbid_unknown_fields, config.omit_defaults) == ("pick", True, True)
    assert seen.__doc__ == (
        "A logged `pick` action as a reader receives it: `card`, `cards` may read as a HiddenCard "
        "(`{\"hidden\": true}`; a list: one per card) for a reader the action's card is hidden from."
    )
    hidden = b'{"type":"pick","player":"ann","card":{"hidden":true},"cards":[{"hidden":true}]}'
    assert msgspec.json.encode(msgspec.json.decode(hidden, type=seen)) == hidden
    with pytest.raises(msgspec.ValidationError):  # the list keeps its constraint
        msgspec.json.decode(b'{"type":"pick","player":"ann","cards":["a","b","c"]}', type=seen)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type":"pick","player":"ann","extra":1}', type=seen)
    assert msgspec.json.encode(seen(player="ann")) == b'{"type":"pick","player":"ann"}'  # type: ignore[call-arg]
    union = seen_action_union(Pick | Skip)
    assert msgspec.json.decode(hidden, type=union) == msgspec.json.decode(hidden, type=seen)
    assert type(msgspec.json.decode(b'{"type":"skip","player":"ann"}', type=union)) is Skip


def test_field_like_keeps_a_fields_name_encoding_and_default() -> None:
    fields = {f.name: f for f in msgspec.structs.fields(Drew)}
    assert field_like(fields["player"], str)[0] == "player"
    derived = mirror(Drew, "DrewCopy", [field_like(f, f.type) for f in fields.values()], "A copy.")
    assert derived.__name__ == "DrewCopy" and derived.__doc__ == "A copy."
    copy = derived(player="ann", cards=["c"])  # type: ignore[call-arg]
    assert msgspec.json.encode(copy) == b'{"type":"drew","player":"ann","cards":["c"],"visible_to":null}'
    assert msgspec.json.decode(b'{"type":"drew","player":"a","cards":[],"from":"deck"}', type=derived).from_ == "deck"  # type: ignore[attr-defined]
    picked = mirror(Pick, "PickCopy", [field_like(f, f.type) for f in msgspec.structs.fields(Pick)], "")
    assert picked(player="ann").cards == []  # type: ignore[call-arg,attr-defined]
    with pytest.raises(TypeError):
        picked()


def test_a_hidden_card_is_exactly_hidden_true() -> None:
    assert msgspec.json.decode(b'{"hidden":true}', type=HiddenCard) == HiddenCard(hidden=True)
    for bad in (b'{"hidden":false}', b'{"hidden":true,"card":"c1"}', b"{}"):
        with pytest.raises(msgspec.ValidationError):
            msgspec.json.decode(bad, type=HiddenCard)


def test_an_event_is_a_mapping() -> None:
    from collections.abc import Mapping

    assert isinstance(Scored(player="ann"), Mapping)
    assert dict(Scored(player="ann", points=1)) == {"type": "scored", "player": "ann", "points": 1}


def test_an_event_whose_every_key_is_private_or_its_audience_is_declared_rightly() -> None:
    class Peek(Event, tag="peek"):
        card: str
        seat: str
        private: ClassVar[tuple[str, ...]] = ("card",)
        audience: ClassVar[str] = "seat"

    assert privacy((Peek,)) == {"peek": ("seat", ("card",))}


class Late(Event, tag="late", kw_only=True):
    """A required field after one with a default (keyword-only)."""

    note: str = ""
    card: str
    seat: str | None = None
    private: ClassVar[tuple[str, ...]] = ("card",)
    audience: ClassVar[str] = "seat"


class LateAction(msgspec.Struct, tag="late", kw_only=True):
    note: str = ""
    card: str
    private: ClassVar[tuple[str, ...]] = ("card",)


def test_seen_types_are_keyword_only_as_their_events_and_actions_are() -> None:
    seen = seen_type(Late)
    assert msgspec.json.encode(seen(card="c")) == b'{"type":"late","note":"","card":"c","seat":null}'  # type: ignore[call-arg]
    logged = seen_action_type(LateAction)
    assert msgspec.json.encode(logged(card="c")) == b'{"type":"late","note":"","card":"c"}'  # type: ignore[call-arg]
