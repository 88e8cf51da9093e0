"""The compose file and the Kubernetes manifests name what the app really reads and serves."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from service.api.app import create_app
from service.config import Settings
from tests.integration.migrations.revisions import head_revision, latest_revision
from tests.paths import ROOT

DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
IMAGE = "infinity-ledger:0.1.0"


def load_all(path: Path) -> list[dict[str, Any]]:
    return [doc for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")) if doc]


def manifests() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(K8S.glob("*.yaml")):
        for doc in load_all(path):
            found[doc["kind"]] = doc
    return found


def variables_the_app_reads() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "service").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        names |= set(re.findall(r'"((?:INFINITY_LEDGER|OTEL_EXPORTER_OTLP)_[A-Z_]+)"', text))
    return names | {"DATABASE_URL"}


def routes() -> set[str]:
    return {route.path for route in create_app(None).routes}


def compose() -> dict[str, Any]:
    return load_all(DEPLOY / "compose.yaml")[0]


def test_compose_runs_postgres_then_the_migration_then_the_api() -> None:
    services = compose()["services"]
    db, migrate, api = services["db"], services["migrate"], services["api"]
    assert int(db["image"].split(":")[1].split("-")[0]) >= 16
    volume = db["volumes"][0].split(":")[0]
    assert volume in compose()["volumes"]
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])
    assert migrate["command"] == ["infinity-ledger", "migrate"]
    assert migrate["depends_on"]["db"]["condition"] == "service_healthy"
    assert api["depends_on"] == {
        "db": {"condition": "service_healthy"},
        "migrate": {"condition": "service_completed_successfully"},
    }
    assert migrate["image"] == api["image"] == IMAGE
    assert api["command"] == ["infinity-ledger", "serve"]


def test_compose_uses_the_apps_port_and_variable_names() -> None:
    api = compose()["services"]["api"]
    environment = api["environment"]
    assert set(environment) <= variables_the_app_reads()
    port = int(environment["INFINITY_LEDGER_PORT"])
    assert port == Settings.from_env().port or port == 8000
    assert any(mapping.endswith(f":{port}") for mapping in api["ports"])
    assert "/health/ready" in " ".join(api["healthcheck"]["test"])
    assert "/health/ready" in routes()


def test_the_dockerfile_is_multi_stage_non_root_and_serves() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert len(re.findall(r"^FROM ", text, re.MULTILINE)) >= 2
    assert "-slim" in text
    assert re.search(r"^USER (?!root|0\b)", text, re.MULTILINE)
    assert 'CMD ["infinity-ledger", "serve"]' in text
    assert "EXPOSE 8000" in text
    for name in re.findall(r"\b(INFINITY_LEDGER_[A-Z_]+)=", text):
        assert name in variables_the_app_reads()


def test_the_deployment_probes_ports_and_grace_match_the_app() -> None:
    kinds = manifests()
    config = kinds["ConfigMap"]["data"]
    assert set(config) <= variables_the_app_reads()
    pod = kinds["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert container["image"] == IMAGE
    assert container["command"] == ["infinity-ledger", "serve"]
    port = container["ports"][0]["containerPort"]
    assert port == int(config["INFINITY_LEDGER_PORT"])
    assert container["readinessProbe"]["httpGet"]["path"] == "/health/ready"
    assert container["livenessProbe"]["httpGet"]["path"] == "/health/live"
    assert {"/health/ready", "/health/live"} <= routes()
    assert container["resources"]["requests"]
    assert container["resources"]["limits"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] != 0
    grace = float(config["INFINITY_LEDGER_SHUTDOWN_GRACE"])
    assert grace <= pod["terminationGracePeriodSeconds"] <= grace + 10
    refs = {next(iter(ref.values()))["name"] for ref in container["envFrom"]}
    assert refs == {kinds["ConfigMap"]["metadata"]["name"], kinds["Secret"]["metadata"]["name"]}
    assert set(kinds["Secret"]["stringData"]) <= variables_the_app_reads()


def test_the_service_hpa_and_budget_point_at_the_deployment() -> None:
    kinds = manifests()
    labels = kinds["Deployment"]["spec"]["template"]["metadata"]["labels"]
    assert kinds["Service"]["spec"]["selector"].items() <= labels.items()
    assert kinds["Service"]["spec"]["ports"][0]["targetPort"] == "http"
    target = kinds["HorizontalPodAutoscaler"]["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == (
        "Deployment",
        kinds["Deployment"]["metadata"]["name"],
    )
    budget = kinds["PodDisruptionBudget"]["spec"]
    assert budget["selector"]["matchLabels"].items() <= labels.items()
    assert kinds["HorizontalPodAutoscaler"]["spec"]["minReplicas"] > budget["minAvailable"]


def test_the_migration_jobs_command_migrates_the_database(
    empty_database: str, tmp_path: Path
) -> None:
    job = manifests()["Job"]["spec"]["template"]["spec"]
    (container,) = job["containers"]
    assert container["image"] == IMAGE
    command = list(container["command"])
    command[0] = shutil.which(command[0], path=str(Path(sys.executable).parent)) or command[0]
    env = {**os.environ, "DATABASE_URL": empty_database}
    done = subprocess.run(
        command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert head_revision(empty_database) == latest_revision()


def test_the_deployment_guide_lists_every_variable_the_app_reads() -> None:
    readme = (ROOT / "docs" / "deployment.md").read_text(encoding="utf-8")
    missing = sorted(name for name in variables_the_app_reads() if f"`{name}`" not in readme)
    assert missing == []
    assert "docker compose -f deploy/compose.yaml up" in readme


def test_every_deploy_file_restarts_a_serve_that_dies_by_a_signal() -> None:
    """An abort (SIGABRT) or a kill is a failure to every supervisor: each one starts serve
    again. systemd's on-failure counts an unclean signal; compose's unless-stopped and
    Kubernetes' Always restart whatever the exit."""
    unit = (DEPLOY / "infinity-ledger.service").read_text(encoding="utf-8")
    restart = re.findall(r"^Restart=(\S+)$", unit, flags=re.MULTILINE)
    assert restart in (["on-failure"], ["on-abnormal"], ["always"])
    assert "RestartPreventExitStatus" not in unit
    assert compose()["services"]["api"]["restart"] in ("unless-stopped", "always")
    pod = manifests()["Deployment"]["spec"]["template"]["spec"]
    # A Deployment's pods may only restart Always; the default is that too.
    assert pod.get("restartPolicy", "Always") == "Always"
