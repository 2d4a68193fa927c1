"""Canonical JSON, digests, and msgspec errors turned into JSON Pointers."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator import digest, get_game
from adjudicator.core.codec import canonical_json, decode_json, msgspec_path_to_pointer
from adjudicator.core.errors import InputError


def test_canonical_json_sorts_keys_and_keeps_utf8() -> None:
    assert canonical_json({"b": 1, "a": {"d": "é", "c": [1, 2]}}) == '{"a":{"c":[1,2],"d":"é"},"b":1}'.encode()


def test_same_setup_same_digest_everywhere() -> None:
    # A literal: the same setup body gives this digest on every machine.
    state = get_game("magic-wands").setup(None, ["ann", "bob"], "digest-check")
    assert digest(state) == "sha256:99fe0dd69ee3df69606a0733d80a648d2187ae9aa183ed98190027df9954c747"


@pytest.mark.parametrize(
    ("path", "pointer"),
    [("$", ""), ("$.a", "/a"), ("$.a.b[3].c", "/a/b/3/c"), ("$.state.players[0]", "/state/players/0")],
)
def test_paths_become_pointers(path: str, pointer: str) -> None:
    assert msgspec_path_to_pointer(path) == pointer


class Body(msgspec.Struct, forbid_unknown_fields=True):
    count: int
    items: list[int] = []


def test_decode_errors_name_the_field() -> None:
    with pytest.raises(InputError) as caught:
        decode_json(b'{"count": "x"}', Body)
    assert caught.value.errors[0].pointer == "/count" and caught.value.status == 422
    with pytest.raises(InputError) as caught:
        decode_json(b'{"count": 1, "extra": 2}', Body)
    assert caught.value.errors[0].pointer == "/extra"
    with pytest.raises(InputError) as caught:
        decode_json(b"{}", Body)
    assert caught.value.errors[0].pointer == "/count"
    with pytest.raises(InputError) as caught:
        decode_json(b"{", Body)
    assert caught.value.status == 400
