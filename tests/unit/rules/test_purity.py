"""The rules and the domain stay pure: no framework, database or I/O imports."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import service

SERVICE = Path(service.__file__).parent
ADAPTERS = frozenset({"service.store", "service.api", "service.projections"})
FRAMEWORKS = frozenset({"litestar", "sqlalchemy", "psycopg", "psycopg_pool", "alembic"})
FORBIDDEN: dict[str, frozenset[str]] = {
    # The domain may use msgspec for its events; rules are plain dataclasses and arithmetic.
    "domain": FRAMEWORKS | ADAPTERS,
    "rules": FRAMEWORKS | ADAPTERS | {"msgspec", "socket", "os", "subprocess", "service.domain"},
}


def _module_of(path: Path) -> str:
    parts = path.relative_to(SERVICE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(source: str, module: str, is_package: bool = False) -> set[str]:
    """Absolute names of every module an import statement in the source brings in."""
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base]) if base else ".".join(anchor)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def violations(names: set[str], forbidden: frozenset[str]) -> list[str]:
    return sorted(
        name for name in names if any(name == f or name.startswith(f + ".") for f in forbidden)
    )


def _sources(area: str) -> list[Path]:
    return sorted((SERVICE / area).rglob("*.py"))


@pytest.mark.parametrize("area", sorted(FORBIDDEN))
def test_area_has_sources(area: str) -> None:
    assert _sources(area), f"no Python files found under service/{area}"


@pytest.mark.parametrize(
    ("area", "path"),
    [(area, path) for area in sorted(FORBIDDEN) for path in _sources(area)],
    ids=lambda value: value.name if isinstance(value, Path) else str(value),
)
def test_no_forbidden_imports(area: str, path: Path) -> None:
    names = imported_modules(
        path.read_text(encoding="utf-8"), _module_of(path), path.name == "__init__.py"
    )
    assert violations(names, FORBIDDEN[area]) == []


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("import sqlalchemy as sa", ["sqlalchemy"]),
        ("from litestar import get", ["litestar", "litestar.get"]),
        ("import psycopg_pool", ["psycopg_pool"]),
        ("import os.path", ["os.path"]),
        ("from subprocess import run", ["subprocess", "subprocess.run"]),
        ("from ..store import schema", ["service.store", "service.store.schema"]),
        ("from service.api.app import create", ["service.api.app", "service.api.app.create"]),
        ("import msgspec", ["msgspec"]),
        ("import osmium\nimport socketserver\nfrom . import dice", []),
        ("def f():\n    import socket\n", ["socket"]),
    ],
)
def test_the_guard_catches_forbidden_imports(source: str, found: list[str]) -> None:
    names = imported_modules(source, "service.rules.example")
    assert violations(names, FORBIDDEN["rules"]) == found


def test_msgspec_is_allowed_in_the_domain() -> None:
    names = imported_modules("import msgspec", "service.domain.events")
    assert violations(names, FORBIDDEN["domain"]) == []
