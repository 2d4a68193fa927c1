"""Rewrite the pinned LIMITS tables of the Force of Will state and vocabulary tests from the code.

    python -m tests.support.regen_limits          # rewrite both files in place
    python -m tests.support.regen_limits --check  # exit 1 if either would change

A developer's tool, for a change that adds or changes a field on purpose: the pinned tests
(tests/force_of_will/test_pinned_state.py, tests/force_of_will/test_pinned_vocabulary.py) fail on any
difference, and this writes the table the code now publishes so that the diff shows, field by field,
what the change did to the published limits.  Review that diff: it is the point of the pin.  Structs keep
their order in the file (new ones at the end); values equal to a module-level constant of the test file
(a list such as KEYWORDS, the CONDITION dict, SEQ_MAX, INT32_MAX) are written by that constant's name.
"""

from __future__ import annotations

import ast
import inspect
import pprint
import re
import sys
from pathlib import Path
from typing import Any

from adjudicator.core.game import INT32_MAX
from adjudicator.force_of_will import state as fow_state
from adjudicator.force_of_will import vocabulary
from adjudicator.force_of_will.cards import CardSet
from tests.support.limits import KEYS, limits_table

ROOT = Path(__file__).resolve().parents[2]
WIDTH = 139


class _Name:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


def _own(module: Any) -> set[str]:
    return {
        name
        for name, obj in vars(module).items()
        if inspect.isclass(obj) and obj.__module__ == module.__name__
    }


def _constants(source: str) -> list[tuple[str, Any]]:
    """The test file's module-level constants that stand for a value in the table."""
    found: list[tuple[str, Any]] = []
    for node in ast.parse(source).body:
        target = value = None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        if not isinstance(target, ast.Name) or target.id == "LIMITS" or value is None:
            continue
        try:
            literal = ast.literal_eval(value)
        except ValueError:
            continue
        if isinstance(literal, (list, dict)) or isinstance(literal, int) and target.id == "SEQ_MAX":
            found.append((target.id, literal))
    if re.search(r"^from adjudicator\.core\.game import .*\bINT32_MAX\b", source, re.M):
        found.append(("INT32_MAX", INT32_MAX))
    return found


def _named(value: Any, constants: list[tuple[str, Any]]) -> Any:
    for name, constant in constants:
        if type(value) is type(constant) and value == constant:
            return _Name(name)
    if isinstance(value, dict):
        return {key: _named(sub, constants) for key, sub in value.items()}
    if isinstance(value, list):
        return [_named(sub, constants) for sub in value]
    return value


def render(path: Path, table: dict[str, dict[str, Any]]) -> str:
    source = path.read_text()
    start = source.index("LIMITS: dict[str, dict[str, Any]] = ")
    end = source.index("\n\n\n", start)
    old_order = re.findall(r"'(\w+)': \{'closed'", source[start:end])
    order = [name for name in old_order if name in table] + [name for name in table if name not in old_order]
    constants = _constants(source[:start] + source[end:])
    ordered = {name: _named(table[name], constants) for name in order}
    head = "LIMITS: dict[str, dict[str, Any]] = "
    body = pprint.pformat(ordered, width=WIDTH, sort_dicts=False)
    return source[:start] + head + body + source[end:]


def tables() -> dict[Path, dict[str, dict[str, Any]]]:
    keys = (*KEYS, "minLength", "pattern", "multipleOf")
    state_table = limits_table(fow_state.State, fow_state.Action, keys=keys)
    state_own = _own(fow_state)
    card_table = limits_table(CardSet, keys=keys)
    card_own = _own(vocabulary) | {"CardSet"}
    return {
        ROOT / "tests/force_of_will/test_pinned_state.py": {
            k: v for k, v in state_table.items() if k in state_own
        },
        ROOT / "tests/force_of_will/test_pinned_vocabulary.py": {
            k: v for k, v in card_table.items() if k in card_own
        },
    }


def main(argv: list[str]) -> int:
    changed = 0
    for path, table in tables().items():
        new = render(path, table)
        if new != path.read_text():
            changed += 1
            if "--check" in argv:
                print(f"{path.relative_to(ROOT)}: LIMITS differ from the code")
            else:
                path.write_text(new)
                print(f"{path.relative_to(ROOT)}: LIMITS rewritten")
    return 1 if changed and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
