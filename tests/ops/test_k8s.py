"""The Kubernetes manifests: valid against the schemas of a pinned Kubernetes version (strict: an
unknown or misspelt field fails), both file by file and as kustomize renders them, and in agreement
with the code: probe paths are routes, ports and environment names are the service's own, the
shutdown budget covers the graceful timeout, and only the service can reach Redis."""

from __future__ import annotations

import base64
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import kubernetes_validate
import pytest
import yaml
from starlette.routing import Route

from api.app import create_app
from api.config import SETTINGS, Config

from ..support.servers import ROOT
from .test_dockerfile import instructions, stages

KUBERNETES_VERSION = "1.33.0"
K8S = ROOT / "k8s"
OVERLAYS = sorted(p.parent for p in (K8S / "overlays").glob("*/kustomization.yaml"))
SETTING_NAMES = {s.env for s in SETTINGS}
CONFIGMAP, SECRET = "adjudicator-config", "adjudicator-secrets"


def load(path: Path) -> list[dict[str, Any]]:
    return [doc for doc in yaml.safe_load_all(path.read_text()) if doc]


def kustomization(directory: Path) -> dict[str, Any]:
    return load(directory / "kustomization.yaml")[0]


def resource_files(directory: Path) -> Iterator[Path]:
    """The manifest files a kustomization lists (recursively through bases), patches excluded."""
    for entry in kustomization(directory).get("resources", []):
        target = (directory / entry).resolve()
        if target.is_dir():
            yield from resource_files(target)
        else:
            yield target


def render(directory: Path) -> list[dict[str, Any]]:
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl (for `kubectl kustomize`) is not installed; the files are still validated one by one")
    output = subprocess.run([kubectl, "kustomize", str(directory)], capture_output=True, text=True, timeout=60)
    assert output.returncode == 0, output.stderr
    return [doc for doc in yaml.safe_load_all(output.stdout) if doc]


def validate(document: dict[str, Any]) -> None:
    name = f"{document.get('kind')}/{document.get('metadata', {}).get('name')}"
    try:
        kubernetes_validate.validate(document, KUBERNETES_VERSION, strict=True)
    except kubernetes_validate.ValidationError as exc:
        pytest.fail(f"{name}: {'.'.join(map(str, exc.path))}: {exc.message}")
    except kubernetes_validate.SchemaNotFoundError as exc:  # the CLI only warns; here it is an error
        pytest.fail(f"{name}: {exc.message}")


# -- schemas ---------------------------------------------------------------------------------------
BASE_FILES = sorted(set(resource_files(K8S / "base")))


@pytest.mark.parametrize("path", BASE_FILES + [f for o in OVERLAYS for f in resource_files(o) if K8S / "base" not in f.parents], ids=lambda p: str(p.relative_to(K8S)))
def test_each_manifest_file_is_valid(path: Path) -> None:
    for document in load(path):
        validate(document)


@pytest.mark.parametrize("directory", [K8S / "base", *OVERLAYS], ids=lambda p: str(p.relative_to(K8S)))
def test_rendered_kustomization_is_valid(directory: Path) -> None:
    documents = render(directory)
    assert documents
    for document in documents:
        validate(document)


def test_validation_is_strict() -> None:
    deployment = load(K8S / "base" / "deployment.yaml")[0]
    deployment["spec"]["template"]["spec"]["containers"][0]["readinessProbes"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, KUBERNETES_VERSION, strict=True)


def test_every_manifest_in_base_is_listed() -> None:
    on_disk = {p.resolve() for p in (K8S / "base").glob("*.yaml") if p.name != "kustomization.yaml"}
    assert on_disk == set(BASE_FILES)


# -- agreement with the code -----------------------------------------------------------------------
def sources() -> list[Any]:
    base = [doc for path in BASE_FILES for doc in load(path)]
    return [pytest.param(lambda: base, id="base-files"), *(pytest.param(lambda o=o: render(o), id=str(o.relative_to(K8S))) for o in OVERLAYS)]


class Manifests:
    def __init__(self, documents: list[dict[str, Any]]) -> None:
        self.documents = documents

    def one(self, kind: str, name: str) -> dict[str, Any]:
        found = [d for d in self.documents if d["kind"] == kind and d["metadata"]["name"] == name]
        assert len(found) == 1, f"expected one {kind}/{name}"
        return found[0]

    def all(self, kind: str) -> list[dict[str, Any]]:
        return [d for d in self.documents if d["kind"] == kind]

    @property
    def deployment(self) -> dict[str, Any]:
        return self.one("Deployment", "adjudicator")

    @property
    def container(self) -> dict[str, Any]:
        containers = self.deployment["spec"]["template"]["spec"]["containers"]
        assert len(containers) == 1
        return dict(containers[0])

    @property
    def settings(self) -> dict[str, str]:
        """The environment the service's container gets (ConfigMap, then Secret, then env)."""
        env: dict[str, str] = {}
        for source in self.container.get("envFrom", []):
            if "configMapRef" in source:
                env.update(self.one("ConfigMap", source["configMapRef"]["name"]).get("data", {}))
            else:
                secret = self.one("Secret", source["secretRef"]["name"])
                env.update({key: base64.b64decode(value).decode() for key, value in secret.get("data", {}).items()})
                env.update(secret.get("stringData", {}))
        env.update({item["name"]: item.get("value", "") for item in self.container.get("env", [])})
        return env

    @property
    def config(self) -> Config:
        return Config.from_env(self.settings)


@pytest.fixture(params=sources())
def manifests(request: pytest.FixtureRequest) -> Manifests:
    return Manifests(request.param())


def get_routes() -> set[str]:
    return {route.path for route in create_app(Config()).routes if isinstance(route, Route) and "GET" in (route.methods or ())}


def selects(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return all(labels.get(key) == value for key, value in selector.items())


def test_probes_are_the_services_health_routes(manifests: Manifests) -> None:
    container = manifests.container
    routes = get_routes()
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["startupProbe"]["httpGet"]["path"] == "/healthz"
    for probe in ("livenessProbe", "readinessProbe", "startupProbe"):
        assert container[probe]["httpGet"]["path"] in routes
        assert container[probe]["httpGet"]["port"] == "http"
    annotations = manifests.deployment["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/path"] in routes
    assert annotations["prometheus.io/port"] == str(manifests.config.port)


def test_ports_agree_with_the_configuration_and_the_image(manifests: Manifests) -> None:
    ports = {p["name"]: p["containerPort"] for p in manifests.container["ports"]}
    assert ports == {"http": manifests.config.port}
    service = manifests.one("Service", "adjudicator")
    assert selects(service["spec"]["selector"], manifests.deployment["spec"]["template"]["metadata"]["labels"])
    assert [p["targetPort"] for p in service["spec"]["ports"]] == ["http"]
    final_stage = stages(instructions((ROOT / "Dockerfile").read_text()))[-1]
    expose = next(i.arguments for i in final_stage if i.keyword == "EXPOSE")
    assert int(expose) == manifests.config.port
    command = next(i for i in final_stage if i.keyword == "CMD").exec_form()
    assert manifests.container["command"] == command
    user = next(i.arguments for i in final_stage if i.keyword == "USER")
    assert manifests.deployment["spec"]["template"]["spec"]["securityContext"]["runAsUser"] == int(user.split(":")[0])


def test_environment_names_are_settings_of_the_service(manifests: Manifests) -> None:
    for kind, name in (("ConfigMap", CONFIGMAP), ("Secret", SECRET)):
        resource = manifests.one(kind, name)
        keys = set(resource.get("data", {})) | set(resource.get("stringData", {}))
        assert keys and keys <= SETTING_NAMES, f"{kind}/{name}: {sorted(keys - SETTING_NAMES)} are not settings in api/config.py"
    assert {e["name"] for e in manifests.container.get("env", [])} <= SETTING_NAMES
    assert "ADJUDICATOR_SIGNING_KEY" in manifests.one("Secret", SECRET)["data"]
    assert [list(s)[0] for s in manifests.container["envFrom"]] == ["configMapRef", "secretRef"]  # the Secret wins
    config = manifests.config  # every value parses (a bad one would stop the service at start)
    if config.workers > 1:
        # Several workers sum their metrics through files: the directory must be on a writable volume.
        mounts = [m["mountPath"] for m in manifests.container["volumeMounts"]]
        assert any(config.prometheus_multiproc_dir.startswith(m.rstrip("/") + "/") for m in mounts)
        assert manifests.container["securityContext"]["readOnlyRootFilesystem"] is True


def test_shutdown_budget_covers_the_graceful_timeout(manifests: Manifests) -> None:
    pod = manifests.deployment["spec"]["template"]["spec"]
    pause = manifests.container["lifecycle"]["preStop"]["sleep"]["seconds"]
    assert pause >= 3, "endpoints need a moment to drop the pod before it stops accepting"
    assert pod["terminationGracePeriodSeconds"] > pause + manifests.config.graceful_timeout_seconds


def test_scaling_and_disruption(manifests: Manifests) -> None:
    deployment = manifests.deployment
    assert "replicas" not in deployment["spec"], "the HorizontalPodAutoscaler owns the replica count"
    assert deployment["spec"]["strategy"]["rollingUpdate"]["maxUnavailable"] == 0
    hpa = manifests.one("HorizontalPodAutoscaler", "adjudicator")
    assert hpa["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment", "name": "adjudicator"}
    assert 2 <= hpa["spec"]["minReplicas"] <= hpa["spec"]["maxReplicas"]
    pdb = manifests.one("PodDisruptionBudget", "adjudicator")
    pod_labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert selects(pdb["spec"]["selector"]["matchLabels"], pod_labels)
    assert pdb["spec"].get("maxUnavailable", 0) >= 1 or pdb["spec"]["minAvailable"] < hpa["spec"]["minReplicas"]


def test_every_container_has_requests_limits_and_no_privileges(manifests: Manifests) -> None:
    for workload in manifests.all("Deployment") + manifests.all("StatefulSet"):
        pod = workload["spec"]["template"]["spec"]
        assert pod["securityContext"]["runAsNonRoot"] is True
        assert pod.get("automountServiceAccountToken") is False
        for container in pod["containers"]:
            for bound in ("requests", "limits"):
                assert set(container["resources"][bound]) >= {"cpu", "memory"}, (container["name"], bound)
            assert container["securityContext"]["allowPrivilegeEscalation"] is False
            assert container["securityContext"]["capabilities"]["drop"] == ["ALL"]
            assert ":" in container["image"] and not container["image"].endswith(":latest")


def test_redis_is_durable_and_reachable_only_from_the_service(manifests: Manifests) -> None:
    url = urlsplit(manifests.config.redis_url)
    assert url.scheme == "redis"
    service = manifests.one("Service", url.hostname or "")
    redis = manifests.one("StatefulSet", url.hostname or "")
    assert redis["spec"]["serviceName"] == service["metadata"]["name"]
    redis_pod = redis["spec"]["template"]
    redis_labels = redis_pod["metadata"]["labels"]
    assert selects(service["spec"]["selector"], redis_labels)
    container = redis_pod["spec"]["containers"][0]
    redis_port = next(p["containerPort"] for p in container["ports"] if p["name"] == "redis")
    assert url.port == redis_port
    assert [p["port"] for p in service["spec"]["ports"]] == [redis_port]

    # Persistence: the append-only file, fsynced on every write, on the claimed volume.
    config_volume = next(v for v in redis_pod["spec"]["volumes"] if v["name"] == "config")
    redis_conf = manifests.one("ConfigMap", config_volume["configMap"]["name"])["data"]["redis.conf"]
    directives = dict(line.split(None, 1) for line in redis_conf.splitlines() if line.strip() and not line.startswith("#"))
    assert directives["appendonly"] == "yes" and directives["appendfsync"] == "always"
    assert directives["maxmemory-policy"] == "noeviction"
    assert container["command"] == ["redis-server", "/etc/redis/redis.conf"]
    mounts = {m["name"]: m["mountPath"] for m in container["volumeMounts"]}
    assert mounts["config"] == "/etc/redis"
    assert [t["metadata"]["name"] for t in redis["spec"]["volumeClaimTemplates"]] == ["data"]
    assert mounts["data"] == directives["dir"]

    # The NetworkPolicy: Redis' pods accept connections from the service's pods on the Redis port only.
    policies = [p for p in manifests.all("NetworkPolicy") if selects(p["spec"]["podSelector"]["matchLabels"], redis_labels)]
    assert len(policies) == 1
    policy = policies[0]["spec"]
    assert policy["policyTypes"] == ["Ingress"]
    assert len(policy["ingress"]) == 1
    rule = policy["ingress"][0]
    assert rule["ports"] == [{"protocol": "TCP", "port": redis_port}]
    assert len(rule["from"]) == 1 and set(rule["from"][0]) == {"podSelector"}  # no namespace or IP block
    allowed = rule["from"][0]["podSelector"]["matchLabels"]
    service_pods = manifests.deployment["spec"]["template"]["metadata"]["labels"]
    assert selects(allowed, service_pods) and not selects(allowed, redis_labels)


def test_the_managed_redis_recipe_in_the_readme_renders(tmp_path: Path) -> None:
    """k8s/README.md's overlay for a managed Redis: no Redis of our own left, REDIS_URL from the Secret."""
    recipe = re.search(r"## A managed Redis.*?```yaml\n(.*?)```", (K8S / "README.md").read_text(), re.S)
    assert recipe
    shutil.copytree(K8S / "base", tmp_path / "base")
    overlay = tmp_path / "overlays" / "managed"
    overlay.mkdir(parents=True)
    (overlay / "kustomization.yaml").write_text("resources: [../../base]\n" + recipe.group(1))
    (overlay / "redis-url.txt").write_text("redis+cluster://redis.example.internal:6379")
    rendered = Manifests(render(overlay))
    for document in rendered.documents:
        validate(document)
    assert not [d for d in rendered.documents if "redis" in d["metadata"]["name"]]
    assert rendered.config.redis_url == "redis+cluster://redis.example.internal:6379"  # the Secret overrides
    assert rendered.settings["ADJUDICATOR_SIGNING_KEY"] == ""
