"""The checked-in SDL (``schema/schema.graphql``) is the schema in the code."""

from __future__ import annotations

from pathlib import Path

from api.cli import main
from schema import SDL_PATH, sdl


def test_checked_in_sdl_matches_the_code() -> None:
    assert SDL_PATH.read_text(encoding="utf-8") == sdl(), "schema/schema.graphql is stale: run `adjudicator export-schema`"


def test_export_schema_writes_and_checks(tmp_path: Path) -> None:
    target = tmp_path / "schema.graphql"
    assert main(["export-schema", "--output", str(target)]) == 0
    assert target.read_text(encoding="utf-8") == sdl()
    assert main(["export-schema", "--output", str(target), "--check"]) == 0
    target.write_text(sdl().replace("type Query", "type Querry"), encoding="utf-8")
    assert main(["export-schema", "--output", str(target), "--check"]) == 1
    assert main(["export-schema", "--check"]) == 0
