"""One problem code per refusal across the README, docs/ and the service.

Every problem code the README and docs/ (guides included) name is one the service answers,
with the status the service answers it with; docs/api.md names every code there is; and the
service's list of codes (`PROBLEM_CODES`, which the spec and docs/api.md share) holds exactly
the codes it makes: its domain errors', the framework's by status, and the live streams' own.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import service
from service.api._http import problems
from tests.paths import ROOT

DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
CODE = r"`([a-z]+(?:-[a-z0-9]+)*)`"
STATUS_THEN_CODE = re.compile(r"\b([1-5]\d\d)\s+" + CODE)
"""`409 \\`out-of-sequence\\``: a status and the code it is answered with."""
CODE_THEN_STATUS = re.compile(CODE + r"\s+\(([1-5]\d\d)\b")
"""`\\`entropy-not-taken\\` (422`: a code and its status."""


def _status(code: str) -> str:
    return problems.PROBLEM_CODES[code].split(":", 1)[0]


def _line(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


def _named_with_a_status(path: Path) -> list[tuple[str, int, str, str]]:
    """(document, line, status, code) for each code the document names beside a status."""
    text = path.read_text(encoding="utf-8")
    found = [
        (path.name, _line(text, m.start()), m.group(1), m.group(2))
        for m in STATUS_THEN_CODE.finditer(text)
    ]
    # A field's name before a status ("`burst` (422 ...") is no code; a code has a hyphen,
    # but for the two that are one word.
    found += [
        (path.name, _line(text, m.start()), m.group(2), m.group(1))
        for m in CODE_THEN_STATUS.finditer(text)
        if "-" in m.group(1) or m.group(1) in problems.PROBLEM_CODES
    ]
    return found


def test_every_code_named_beside_a_status_is_the_services_with_that_status() -> None:
    named = [found for path in DOCUMENTS for found in _named_with_a_status(path)]
    assert len(named) > 50, "the documents name the codes they refuse with"
    unknown = [n for n in named if n[3] not in problems.PROBLEM_CODES]
    # A kebab-case word beside a status that is no code would be, say, a dice algorithm's name
    # ("dice-v2 (the default)"); none is written so: each is a code, or a typo to fix.
    wrong_status = [n for n in named if n[3] in problems.PROBLEM_CODES and n[2] != _status(n[3])]
    assert (unknown, wrong_status) == ([], [])


def test_the_api_reference_names_every_code_the_service_answers() -> None:
    reference = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    named = set(re.findall(CODE, reference))
    assert sorted(set(problems.PROBLEM_CODES) - named) == []


def _codes_made_in_api() -> set[str]:
    """The codes the API's modules give a problem by name (`code="..."`), beside the
    mappings: the live streams' limits."""
    made = set()
    for path in sorted((Path(service.__file__).parent / "api").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.keyword)
                and node.arg == "code"
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
            ):
                made.add(node.value.value)
    return made


def test_the_services_list_of_codes_is_exactly_the_codes_it_answers() -> None:
    made = (
        set(problems.CODE_BY_ERROR.values())
        | set(problems.CODE_BY_STATUS.values())
        | _codes_made_in_api()
    )
    assert made == set(problems.PROBLEM_CODES)
