"""Domain errors become problem responses in one place, and every one of them has a status."""

from __future__ import annotations

import ast
from pathlib import Path

import service
from service.api._http import problems
from service.domain import errors

API = Path(service.__file__).parent / "api"


def subclasses(cls: type[errors.DomainError]) -> set[type[errors.DomainError]]:
    found = set(cls.__subclasses__())
    for sub in list(found):
        found |= subclasses(sub)
    return found


def test_every_domain_error_maps_to_a_status_of_its_own() -> None:
    for error in subclasses(errors.DomainError):
        assert any(cls in problems.STATUS_BY_ERROR for cls in error.__mro__), error


def test_no_other_api_module_catches_a_domain_error() -> None:
    names = {cls.__name__ for cls in subclasses(errors.DomainError)} | {"DomainError"}
    for path in sorted(API.glob("*.py")):
        if path.name == "problems.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                caught = {n.id for n in ast.walk(node.type) if isinstance(n, ast.Name)}
                caught |= {n.attr for n in ast.walk(node.type) if isinstance(n, ast.Attribute)}
                assert not caught & names, f"{path.name}:{node.lineno} catches {caught & names}"


def test_every_problem_code_is_listed_with_its_stable_type() -> None:
    codes = set(problems.CODE_BY_ERROR.values()) | set(problems.CODE_BY_STATUS.values())
    assert codes <= set(problems.PROBLEM_CODES)
    for error in subclasses(errors.DomainError):
        assert any(cls in problems.CODE_BY_ERROR for cls in error.__mro__), error
