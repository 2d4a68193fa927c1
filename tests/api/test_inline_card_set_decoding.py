"""A card set a posted state carries inline is decoded once per process (``StateBodyDecoder``) and not encoded
again in the answer (``ForceOfWill.encode_state``): both must give exactly what the plain msgspec decoder
and ``canonical_json`` give, for every body, the errors included (their messages and pointers)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator import GAMES
from adjudicator.core.codec import canonical_json
from adjudicator.core.errors import InputError
from adjudicator.core.rng import Rng, seed_rng
from adjudicator.force_of_will.cards import reference_card_set_json
from api.config import Config
from api.service.decoding import decode_request
from api.service.requests import InlineCardSets, StateBodyDecoder, decoders_for

GAME = GAMES["force-of-will"]
CONFIG = Config()


def _bodies(seed: str, count: int = 12) -> list[bytes]:
    """Bodies of a game played with the reference cards as an inline card set (a custom set, as a real deck's)."""
    card_set = reference_card_set_json() | {"id": f"inline-{seed}"}
    state = GAME.setup(None, ["ann", "bob"], seed, {"card_set": card_set})
    chooser = Rng(seed_rng(seed, "inline"))
    bodies = []
    for _ in range(count * 6):
        if state.over:
            break
        action = chooser.choice([a for a in GAME.legal_actions(state) if a.__struct_config__.tag != "concede"])
        bodies.append(msgspec.json.encode({"state": msgspec.Raw(canonical_json(state)), "action": action}))
        state = GAME.adjudicate(state, action, owned=True).state
    return bodies[:: max(1, len(bodies) // count)]


BODIES = _bodies("inline-a")


def _outcome(decode: Any, body: bytes) -> tuple[str, Any]:
    try:
        return "ok", canonical_json(decode_request(body, decode, CONFIG))
    except InputError as exc:
        return "error", (exc.status, exc.kind, [(e.pointer, e.message) for e in exc.errors])


def _fresh() -> tuple[StateBodyDecoder[Any], msgspec.json.Decoder[Any]]:
    kept = decoders_for(GAME).adjudicate
    return StateBodyDecoder(kept.type, InlineCardSets()), msgspec.json.Decoder(kept.type)


def test_a_known_card_set_is_not_decoded_again_and_the_state_is_the_same() -> None:
    decoder, plain = _fresh()
    for body in BODIES:
        first, again = decoder.decode(body), decoder.decode(body)
        assert canonical_json(first) == canonical_json(again) == canonical_json(plain.decode(body))
    sets = {id(decoder.decode(body).state.options.card_set) for body in BODIES}
    assert len(sets) == 1  # one decoded set, shared: the engine never changes a card set


def test_the_answer_is_encoded_byte_for_byte() -> None:
    decoder, _ = _fresh()
    for body in BODIES:
        request = decoder.decode(body)
        assert GAME.encode_state(request.state) == canonical_json(request.state)
        result = GAME.adjudicate(request.state, request.action, owned=True)
        assert GAME.encode_state(result.state) == canonical_json(result.state)


def _variants(body: bytes) -> list[bytes]:
    """The same body written otherwise, and bodies the decoder must refuse exactly as the plain one does."""
    text = msgspec.json.decode(body)
    card_set = msgspec.json.encode(text["state"]["options"]["card_set"])
    spaced = body.replace(b'"card_set":', b'"card_set" :\n ', 1)
    repeated_key = body.replace(b'"card_set":', b'"card_set":"sha256:' + b"0" * 64 + b'","card_set":', 1)
    twice = body[:-1] + b',"extra":' + card_set + b"}"  # the set's text twice: an unknown member after it
    twice_before = b'{"extra":' + card_set + b"," + body[1:]
    return [
        spaced,
        repeated_key,
        twice,
        twice_before,
        body[:-1] + b',"action":{"type":"pass"}}',  # missing player, after the set
        body[:-1],  # malformed at the end (a byte position in the message)
        body.replace(b'"seq":', b'"seq":-', 1),
        body.replace(b'"rules_version":', b'"rules_version":1,"rules_version":', 1),  # repeated in the state
        body.replace(b'{"state":', b'{"store":true,"store":false,"state":', 1),  # repeated at the top level
        body.replace(b'"card_set":{', b'"card_set":{"bogus":1,', 1),  # an unknown set: decoded, refused
        body.replace(b'"options":{', b'"options":null,"options":{', 1),
        b'{"state":"x","action":null}',
        b"[]",
    ]


@pytest.mark.parametrize("index", range(13))
def test_other_writings_and_errors_are_the_plain_decoders(index: int) -> None:
    decoder, plain = _fresh()
    for body in BODIES[:3]:
        decoder.decode(body)  # the set is known now
        variant = _variants(body)[index]
        assert _outcome(decoder, variant) == _outcome(plain, variant)


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_any_byte_changed_or_cut_decodes_as_the_plain_decoder(data: st.DataObject) -> None:
    decoder, plain = _fresh()
    body = data.draw(st.sampled_from(BODIES))
    decoder.decode(body)
    at = data.draw(st.integers(0, len(body) - 1))
    kind = data.draw(st.sampled_from(["replace", "cut", "insert"]))
    byte = bytes([data.draw(st.sampled_from(b' ,:{}[]"0a\\n-'))])
    changed = {"replace": body[:at] + byte + body[at + 1 :], "cut": body[:at] + body[at + 1 :], "insert": body[:at] + byte + body[at:]}[kind]
    assert _outcome(decoder, changed) == _outcome(plain, changed)


def test_the_cache_is_bounded() -> None:
    cache = InlineCardSets(capacity=2, max_bytes=10)
    for text in (b"{1}", b"{2}", b"{3}", b"{" + b"x" * 20 + b"}"):
        cache.put(text, object())
    assert cache.get(b"{1}") is None and cache.get(b"{2}") is not None and cache.get(b"{3}") is not None
    assert cache.get(b"{" + b"x" * 20 + b"}") is None
