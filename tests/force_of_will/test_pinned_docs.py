"""The action documentation of the OpenAPI document (adjudicator.force_of_will.docs): every action type
documented once, under its own tag, with an example that decodes as that action (within every bound the
schema states) and a summary citing rules of the catalogue by their full IDs."""

from __future__ import annotations

import re
from typing import get_args

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.docs import ACTION_DOCS
from adjudicator.force_of_will.rules import RULE_CODES
from adjudicator.force_of_will.state import Action


def test_every_action_type_is_documented_with_a_decodable_example() -> None:
    tags = [cls.__struct_config__.tag for cls in get_args(Action)]
    assert sorted(ACTION_DOCS) == sorted(tags)
    for tag, doc in ACTION_DOCS.items():
        example = doc["example"]
        assert example["type"] == tag
        decoded = GAME.decode_action(example)
        assert type(decoded).__struct_config__.tag == tag and decoded.player == example["player"]


def test_every_summary_cites_catalogued_rules() -> None:
    for doc in ACTION_DOCS.values():
        cited = re.findall(r"FOW-[A-Z0-9-]*[A-Z0-9]", doc["summary"])
        assert cited and set(cited) <= RULE_CODES, cited
