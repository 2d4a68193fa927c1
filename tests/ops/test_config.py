"""Configuration in one place: every setting an environment variable with a documented default, read in
``api/config.py``, listed in the README's table, and the defaults of ``adjudicator serve``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from api.cli import build_parser
from api.config import SETTINGS, Config, markdown_table

ROOT = Path(__file__).resolve().parents[2]


def readme_section(heading: str) -> str:
    text = (ROOT / "README.md").read_text()
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert match, f"README.md has no '## {heading}' section"
    return match.group(1)


def test_readme_configuration_table_is_the_settings_table() -> None:
    section = readme_section("Configuration")
    table = "\n".join(line for line in section.splitlines() if line.startswith("|")) + "\n"
    assert table == markdown_table(), "README.md's configuration table differs from api/config.py: paste `python -m api.config`"


def test_defaults_of_the_table_are_the_defaults_of_config() -> None:
    assert Config.from_env({}) == Config()


def test_every_setting_is_read_by_from_env() -> None:
    source = (ROOT / "api" / "config.py").read_text()
    body = source[source.index("def from_env") :]
    for setting in SETTINGS:
        assert f'"{setting.env}"' in body, f"{setting.env} is documented but never read"
    assert len({s.env for s in SETTINGS}) == len(SETTINGS)


def test_no_module_but_config_reads_the_environment() -> None:
    readers = re.compile(r"os\.environ|os\.getenv|getenv\(")
    allowed = {
        "api/config.py",
        # Reads PROMETHEUS_MULTIPROC_DIR as prometheus-client itself does, so exposition agrees with it.
        "api/metrics.py",
        # Writes PROMETHEUS_MULTIPROC_DIR for the workers it starts.
        "api/cli.py",
    }
    offenders = [
        str(path.relative_to(ROOT))
        for package in ("api", "adjudicator", "schema")
        for path in (ROOT / package).rglob("*.py")
        if str(path.relative_to(ROOT)) not in allowed and readers.search(path.read_text())
    ]
    assert offenders == []


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("ADJUDICATOR_PORT", "0"),
        ("ADJUDICATOR_PORT", "http"),
        ("ADJUDICATOR_WORKERS", "0"),
        ("ADJUDICATOR_LOG_LEVEL", "CHATTY"),
        ("ADJUDICATOR_LOG_FORMAT", "xml"),
        ("ADJUDICATOR_ACCESS_LOG", "maybe"),
        ("ADJUDICATOR_MAX_BODY_BYTES", "-1"),
    ],
)
def test_a_bad_value_stops_the_service_naming_the_variable(name: str, value: str) -> None:
    with pytest.raises(SystemExit, match=name):
        Config.from_env({name: value})


def test_values_are_parsed() -> None:
    config = Config.from_env(
        {
            "ADJUDICATOR_LOG_LEVEL": "debug",
            "ADJUDICATOR_LOG_FORMAT": "TEXT",
            "ADJUDICATOR_ACCESS_LOG": "off",
            "ADJUDICATOR_WORKERS": "3",
            "REDIS_URL": "redis+cluster://redis:6379",
        }
    )
    assert (config.log_level, config.log_format, config.access_log, config.workers) == ("DEBUG", "text", False, 3)
    assert config.redis_url == "redis+cluster://redis:6379"


def test_serve_flags_default_to_their_environment_variables() -> None:
    config = Config.from_env({"ADJUDICATOR_HOST": "0.0.0.0", "ADJUDICATOR_PORT": "9000", "ADJUDICATOR_WORKERS": "4", "ADJUDICATOR_GRACEFUL_TIMEOUT_SECONDS": "7"})
    args = build_parser(config).parse_args(["serve"])
    assert (args.host, args.port, args.workers, args.graceful_timeout) == ("0.0.0.0", 9000, 4, 7)
    args = build_parser(config).parse_args(["serve", "--port", "9001", "--workers", "1"])
    assert (args.port, args.workers) == (9001, 1)
