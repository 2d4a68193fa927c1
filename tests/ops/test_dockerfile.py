"""The container image, checked without a Docker engine: the Dockerfile's essentials (multi-stage,
pinned base, non-root user, no build tools in the final stage, a health check on /healthz, the serve
command), hadolint's rules, and the commands it runs, executed here against a real server."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from api.config import Config

from ..support.redis_server import free_port
from ..support.servers import ROOT, ServiceProcess

BUILD_TOOLS = ("gcc", "g++", "make", "build-essential", "apt-get install", "apk add", "pip install", "python3-dev", "cargo", "rustc")


class Instruction:
    def __init__(self, keyword: str, arguments: str) -> None:
        self.keyword = keyword
        self.arguments = arguments

    def exec_form(self) -> list[str]:
        """The JSON array of an exec-form CMD/ENTRYPOINT/HEALTHCHECK CMD."""
        start = self.arguments.index("[")
        return list(json.loads(self.arguments[start:]))


def instructions(text: str) -> list[Instruction]:
    """The Dockerfile as instructions, comments dropped and continued lines joined."""
    joined = re.sub(r"\\\n", " ", "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#")))
    found = []
    for line in joined.splitlines():
        if line.strip():
            keyword, _, arguments = line.strip().partition(" ")
            found.append(Instruction(keyword.upper(), " ".join(arguments.split())))
    return found


def stages(parsed: list[Instruction]) -> list[list[Instruction]]:
    result: list[list[Instruction]] = []
    for instruction in parsed:
        if instruction.keyword == "FROM":
            result.append([])
        assert result, "the Dockerfile must start with FROM (ARG before FROM is not used here)"
        result[-1].append(instruction)
    return result


@pytest.fixture(scope="module")
def dockerfile() -> list[list[Instruction]]:
    return stages(instructions((ROOT / "Dockerfile").read_text()))


def only(stage: list[Instruction], keyword: str) -> Instruction:
    found = [i for i in stage if i.keyword == keyword]
    assert len(found) == 1, f"the final stage needs exactly one {keyword}"
    return found[0]


def test_multi_stage_with_pinned_bases(dockerfile: list[list[Instruction]]) -> None:
    assert len(dockerfile) >= 2
    for stage in dockerfile:
        image = stage[0].arguments.split()[0]
        name, _, tag = image.partition("@")[0].rpartition(":")
        pinned_by_digest = re.search(r"@sha256:[0-9a-f]{64}$", image) is not None
        exact_tag = re.match(r"\d+\.\d+\.\d+(-[a-z0-9.-]+)?$", tag) is not None
        assert name and (pinned_by_digest or exact_tag), f"{image}: pin the base by digest or exact version"


def test_final_stage_copies_only_the_built_environment_and_has_no_build_tools(dockerfile: list[list[Instruction]]) -> None:
    build_names = [stage[0].arguments.split()[-1] for stage in dockerfile[:-1]]
    final = dockerfile[-1]
    copies = [i.arguments for i in final if i.keyword in ("COPY", "ADD")]
    assert copies and all(any(c.startswith(f"--from={name} ") for name in build_names) for c in copies), copies
    for run in (i.arguments for i in final if i.keyword == "RUN"):
        assert not any(tool in run for tool in BUILD_TOOLS), run
    build_runs = " ".join(i.arguments for i in dockerfile[0] if i.keyword == "RUN")
    assert "uninstall --yes pip" in build_runs  # not even an installer in the copied environment


def test_final_stage_runs_as_a_numeric_non_root_user(dockerfile: list[list[Instruction]]) -> None:
    final = dockerfile[-1]
    user = only(final, "USER")
    uid = user.arguments.split(":")[0]
    assert uid.isdigit() and int(uid) != 0, "a numeric uid, so that Kubernetes' runAsNonRoot can verify it"
    keywords = [i.keyword for i in final]
    assert keywords.index("USER") < keywords.index("CMD")


def test_serves_on_all_interfaces_on_the_configured_port(dockerfile: list[list[Instruction]]) -> None:
    final = dockerfile[-1]
    assert only(final, "CMD").exec_form() == ["adjudicator", "serve", "--host", "0.0.0.0"]
    assert not [i for i in final if i.keyword == "ENTRYPOINT"]
    port = str(Config().port)
    assert only(final, "EXPOSE").arguments == port
    env = " ".join(i.arguments for i in final if i.keyword == "ENV")
    assert f"ADJUDICATOR_PORT={port}" in env
    assert only(final, "STOPSIGNAL").arguments == "SIGTERM"


def test_healthcheck_probes_healthz_and_works(dockerfile: list[list[Instruction]]) -> None:
    healthcheck = only(dockerfile[-1], "HEALTHCHECK")
    command = healthcheck.exec_form()
    assert command[0] == "python" and "/healthz" in " ".join(command)
    runnable = [sys.executable, *command[1:]]
    service = ServiceProcess().start()
    try:
        healthy = subprocess.run(runnable, env={"ADJUDICATOR_PORT": str(service.port)}, timeout=10)
    finally:
        service.stop()
    dead = subprocess.run(runnable, env={"ADJUDICATOR_PORT": str(free_port())}, capture_output=True, timeout=10)
    assert healthy.returncode == 0 and dead.returncode != 0


def test_build_stage_reads_the_dependencies_from_pyproject(dockerfile: list[list[Instruction]], tmp_path: Path) -> None:
    run = next(i.arguments for i in dockerfile[0] if i.keyword == "RUN" and "tomllib" in i.arguments)
    extract = run.split(" && ")[0]
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    subprocess.run(["sh", "-c", extract.replace("python ", shlex.quote(sys.executable) + " ", 1)], cwd=tmp_path, check=True)
    expected = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert (tmp_path / "requirements.txt").read_text().split() == expected


def test_dockerignore_keeps_the_context_to_the_package() -> None:
    patterns = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines() if line.strip() and not line.startswith("#")]
    assert patterns[0] == "*", "ignore everything, then let through what the image needs"
    allowed = {p[1:].rstrip("/") for p in patterns if p.startswith("!")}
    assert allowed == {"pyproject.toml", "README.md", "adjudicator", "api", "schema"}
    packages = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]["include"])
    assert {p.rstrip("*") for p in packages} <= allowed


def test_hadolint_finds_nothing() -> None:
    hadolint = shutil.which("hadolint") or str(Path(sys.executable).with_name("hadolint"))
    result = subprocess.run([hadolint, "--failure-threshold", "warning", str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
