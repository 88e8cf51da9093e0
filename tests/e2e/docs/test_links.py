"""Every relative link of the project's Markdown pages leads somewhere: the file it names is in
the checkout, and the heading its `#anchor` names is in that page (anchors as GitHub makes
them from headings), so moving a section breaks this test rather than the reader's click."""

from __future__ import annotations

import re
from pathlib import Path

from tests.paths import ROOT

PAGES = sorted(
    {
        ROOT / "README.md",
        ROOT / "ARCHITECTURE.md",
        *(ROOT / "docs").rglob("*.md"),
        *(ROOT / "deploy").glob("*.md"),
        *(ROOT / "clients").glob("*/README.md"),
    }
)
FENCED = re.compile(r"^```.*?^```$", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"\]\(([^()\s]+)\)")


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces made
    hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    return {anchor(m.group(1)) for m in re.finditer(r"^#+ (.+)$", text, flags=re.M)}


def links(page: Path) -> list[str]:
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    return LINK.findall(INLINE_CODE.sub("", text))


def broken(page: Path) -> list[str]:
    found = []
    for target in links(page):
        if re.match(r"[a-z]+:", target):
            continue  # a web address, not a file of the checkout
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            found.append(f"{target}: no such file")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            found.append(f"{target}: no such heading")
    return found


def test_the_pages_link_to_one_another() -> None:
    assert len([t for p in PAGES for t in links(p) if not re.match("[a-z]+:", t)]) > 30


def test_every_relative_link_resolves() -> None:
    assert {p.relative_to(ROOT).as_posix(): broken(p) for p in PAGES if broken(p)} == {}


def test_a_heading_that_moved_is_a_broken_link(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# A\n\n## Kept\n", encoding="utf-8")
    page = tmp_path / "b.md"
    page.write_text("[kept](a.md#kept), [moved](a.md#moved), [gone](c.md)\n", encoding="utf-8")
    assert broken(page) == ["a.md#moved: no such heading", "c.md: no such file"]
