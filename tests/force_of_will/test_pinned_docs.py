"""The action documentation of the OpenAPI document (adjudicator.force_of_will.docs): each summary cites
the rules of the catalogue it describes by their full IDs (``tests/force_of_will/test_catalogue.py``
decodes every example)."""

from __future__ import annotations

import re

from adjudicator.force_of_will.docs import ACTION_DOCS
from adjudicator.force_of_will.rules import RULE_CODES


def test_every_summary_cites_catalogued_rules() -> None:
    for doc in ACTION_DOCS.values():
        cited = re.findall(r"FOW-[A-Z0-9-]*[A-Z0-9]", doc["summary"])
        assert cited and set(cited) <= RULE_CODES, cited
