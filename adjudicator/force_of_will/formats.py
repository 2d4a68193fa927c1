"""Constructed formats as data (``data/formats.json``): each cluster's format names its legal sets by
code, and ``all`` admits every set.  A deck names its format in ``deck.format``; FOW-DECK-7-R refuses a
card of a set outside it.  The cluster of a community database maps to its format by name
(``"New Valhalla"`` -> ``new-valhalla``)."""

from __future__ import annotations

import functools
import importlib.resources
from typing import Annotated, Literal

import msgspec

ALL_SETS = "*"


class Format(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    name: str
    sets: list[Annotated[str, msgspec.Meta(min_length=1, max_length=40)]] | Literal["*"]

    def admits(self, set_code: str) -> bool:
        return self.sets == ALL_SETS or set_code in self.sets


class _Formats(msgspec.Struct, forbid_unknown_fields=True):
    formats: dict[str, Format]
    _note: str = ""


@functools.cache
def formats() -> dict[str, Format]:
    """Every format by id, read once from the package data."""
    data = importlib.resources.files(__package__).joinpath("data/formats.json").read_bytes()
    return msgspec.json.decode(data, type=_Formats).formats


def format_id_of_cluster(cluster: str) -> str:
    """The format id of a cluster name of the community database (``"Alice Origin"`` -> ``alice-origin``)."""
    return "-".join(cluster.lower().split())
