"""``catalogue_for`` finds a custom card set's catalogue by the object's identity (no re-encoding on every
call of the same game), and by content for another object: never a stale or foreign catalogue."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will import cards
from adjudicator.force_of_will.cards import CardSet, catalogue_for, reference_card_set_json
from adjudicator.force_of_will.state import Options


def _options(card_set: dict[str, Any]) -> Options:
    return Options(card_set=msgspec.convert(card_set, CardSet))


def test_same_object_is_not_encoded_again(monkeypatch: pytest.MonkeyPatch) -> None:
    options = _options(reference_card_set_json() | {"id": "identity-1"})
    first = catalogue_for(options)
    encoded: list[object] = []
    monkeypatch.setattr(cards, "canonical_json", lambda value: encoded.append(value) or b"")
    assert catalogue_for(options) is first and catalogue_for(options) is first
    assert encoded == []


def test_another_object_is_found_by_content_and_other_content_by_its_own() -> None:
    data = reference_card_set_json() | {"id": "identity-2"}
    first = catalogue_for(_options(data))
    assert catalogue_for(_options(data)) is first  # equal content, another object
    other = catalogue_for(_options(data | {"id": "identity-3"}))
    assert other is not first and other.id == "identity-3"


def test_the_identity_cache_is_bounded() -> None:
    data = reference_card_set_json()
    for n in range(cards._BY_IDENTITY_SIZE + 10):
        catalogue_for(_options(data | {"id": f"identity-bound-{n}"}))
    assert len(cards._BY_IDENTITY) <= cards._BY_IDENTITY_SIZE


def test_the_identity_cache_keeps_no_card_set_alive() -> None:
    """An entry holds a weak reference: a card set no game uses any more is freed, and its entry misses."""
    import gc

    options = _options(reference_card_set_json() | {"id": "identity-weak"})
    key = id(options.card_set)
    catalogue_for(options)
    del options
    gc.collect()
    entry = cards._BY_IDENTITY.get(key)
    assert entry is None or entry[0]() is None
