"""docs/card-sets.md: every worked example runs (each ```python block, with the JSON example it names)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

DOC = Path(__file__).parents[2] / "docs" / "card-sets.md"
TEXT = DOC.read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", TEXT, flags=re.S)
JSON_EXAMPLES = dict(re.findall(r"<!-- example: ([a-z-]+) -->\n```json\n(.*?)```", TEXT, flags=re.S))


def test_the_guide_has_an_example_per_game():
    assert len(BLOCKS) == 3
    for game in ("master_of_wills", "magic_wands", "force_of_will"):
        assert any(f"adjudicator.{game} import GAME" in block for block in BLOCKS), game


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_each_worked_example_runs(index, capsys):
    namespace = {"my_wands": json.loads(JSON_EXAMPLES["magic-wands"])}
    exec(compile(BLOCKS[index], f"{DOC}:python-{index}", "exec"), namespace)
    assert capsys.readouterr().out.strip()


def test_every_json_block_is_json():
    for block in re.findall(r"```json\n(.*?)```", TEXT, flags=re.S):
        json.loads(block.replace("<digest of the set>", "0" * 64))
