"""The requests a guide shows, read from its Markdown and played against the service.

A guide marks each request as a fenced ```http block: the request line (`POST /v1/games`), its
headers, a blank line and its JSON body, and, last, `>> FILE` to keep the answer's body in a
file. The answer it shows follows at once as another ```http block: the status line
(`HTTP/1.1 201 Created`), the headers it holds to, a blank line and the parts of the body it
shows. A ```console block (`$ infinity-ledger verify FILE`, then what it prints) runs the
command line on such a file.

`{name}` stands for a value an earlier answer gave: where an answer shows it for the first
time it is taken from there, and every later `{name}` is that value. An answer's body holds
only what it shows: an object's other fields are not compared, a list is compared item by item
unless its last item is `"..."` (then only the items before it), and a text body's lines must
come in order, a `...` line standing for any lines.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PLACEHOLDER = re.compile(r"\{([a-z][a-z0-9_]*)\}")
FENCE = re.compile(r"^```(http|console)\n(.*?)^```$", re.M | re.S)
MORE = "..."


@dataclass(frozen=True)
class Request:
    line: int
    method: str
    target: str
    headers: list[tuple[str, str]]
    body: str
    save_as: str | None


@dataclass(frozen=True)
class Answer:
    line: int
    status: int
    headers: list[tuple[str, str]]
    body: str


@dataclass(frozen=True)
class Command:
    line: int
    argv: list[str]
    output: str


Step = tuple[Request, Answer] | Command


class GuideError(AssertionError):
    """A guide's request answered otherwise than the guide shows, or a block it cannot read."""


def _head_and_body(text: str) -> tuple[list[str], str]:
    head, _, body = text.partition("\n\n")
    return head.splitlines(), body.strip()


def _headers(lines: list[str], at: int) -> list[tuple[str, str]]:
    headers = []
    for line in lines:
        name, colon, value = line.partition(":")
        if not colon:
            raise GuideError(f"line {at}: {line!r} is no header")
        headers.append((name.strip(), value.strip()))
    return headers


def steps(markdown: str) -> list[Step]:
    """Every request of the guide with the answer it shows, and every command, in order."""
    found: list[Step] = []
    pending: Request | None = None
    for match in FENCE.finditer(markdown):
        kind, text = match.group(1), match.group(2)
        at = markdown.count("\n", 0, match.start()) + 1
        if kind == "console":
            if pending is not None:
                raise GuideError(f"line {pending.line}: a request with no answer shown after it")
            first, _, output = text.partition("\n")
            if not first.startswith("$ "):
                raise GuideError(f"line {at}: a console block starts with `$ `")
            found.append(Command(at, shlex.split(first[2:]), output))
            continue
        head, body = _head_and_body(text)
        if head[0].startswith("HTTP/"):
            if pending is None:
                raise GuideError(f"line {at}: an answer with no request before it")
            status = int(head[0].split()[1])
            found.append((pending, Answer(at, status, _headers(head[1:], at), body)))
            pending = None
            continue
        if pending is not None:
            raise GuideError(f"line {pending.line}: a request with no answer shown after it")
        method, target = head[0].split(" ", 1)
        save_as = None
        if body.splitlines() and body.splitlines()[-1].startswith(">> "):
            *rest, last = body.splitlines()
            body, save_as = "\n".join(rest).strip(), last[3:].strip()
        elif head[-1].startswith(">> "):
            save_as = head.pop()[3:].strip()
        pending = Request(at, method, target.strip(), _headers(head[1:], at), body, save_as)
    if pending is not None:
        raise GuideError(f"line {pending.line}: a request with no answer shown after it")
    return found


@dataclass
class Values:
    """The values earlier answers gave, by the names the guide calls them."""

    known: dict[str, Any] = field(default_factory=dict)

    def fill(self, text: str, at: int) -> str:
        def value(match: re.Match[str]) -> str:
            name = match.group(1)
            if name not in self.known:
                raise GuideError(f"line {at}: {{{name}}} is given by no answer before it")
            return str(self.known[name])

        return PLACEHOLDER.sub(value, text)

    def holds(self, shown: Any, actual: Any, where: str) -> None:
        """Fails unless the actual value holds what the guide shows."""
        if isinstance(shown, str):
            whole = PLACEHOLDER.fullmatch(shown)
            if whole and whole.group(1) not in self.known:
                if actual is None:
                    raise GuideError(f"{where}: {shown} shown, nothing answered")
                self.known[whole.group(1)] = actual
                return
            if whole:
                shown = self.known[whole.group(1)]
            elif PLACEHOLDER.search(shown):
                shown = self.fill(shown, 0)
        if isinstance(shown, dict):
            if not isinstance(actual, dict):
                raise GuideError(f"{where}: shown an object, answered {actual!r}")
            for key, value in shown.items():
                if key not in actual:
                    raise GuideError(f"{where}: no {key!r} in {sorted(actual)}")
                self.holds(value, actual[key], f"{where}.{key}")
            return
        if isinstance(shown, list):
            if not isinstance(actual, list):
                raise GuideError(f"{where}: shown a list, answered {actual!r}")
            prefix = bool(shown) and shown[-1] == MORE
            items = shown[:-1] if prefix else shown
            if (len(actual) < len(items)) if prefix else (len(actual) != len(items)):
                raise GuideError(f"{where}: shown {len(items)} items, answered {actual!r}")
            for n, (item, got) in enumerate(zip(items, actual, strict=False)):
                self.holds(item, got, f"{where}[{n}]")
            return
        if shown != actual:
            raise GuideError(f"{where}: shown {shown!r}, answered {actual!r}")

    def lines_hold(self, shown: str, actual: str, where: str) -> None:
        """Each shown line, in order, in the actual text: a line of JSON holds the actual line
        as a body does, another is found in it; `...` stands for any lines."""
        lines = actual.splitlines()
        at, skipping = 0, False
        for want in shown.splitlines():
            if want.strip() == MORE:
                skipping = True
                continue
            while True:
                if at >= len(lines):
                    raise GuideError(f"{where}: {want!r} not answered in order:\n{actual[:3000]}")
                got, at = lines[at], at + 1
                if self._line_holds(want, got, where):
                    break
                if not skipping:
                    raise GuideError(f"{where}: shown {want!r}, answered {got!r}")
            skipping = False

    def _line_holds(self, want: str, got: str, where: str) -> bool:
        if want.startswith("{"):
            try:
                self.holds(json.loads(want), json.loads(got), where)
            except (GuideError, ValueError):
                return False
            return True
        return self.fill(want, 0) in got


def _answer_body(response: Any) -> Any:
    try:
        return response.json()
    except ValueError:
        return None


async def play(guide: Path, client: Any, folder: Path) -> Values:
    """Sends every request of the guide in order and runs its commands in `folder`; fails at
    the first answer that differs from what the guide shows."""
    values = Values()
    for step in steps(guide.read_text(encoding="utf-8")):
        if isinstance(step, Command):
            run(step, folder, values, guide.name)
            continue
        request, shown = step
        where = f"{guide.name}:{request.line} {request.method} {request.target}"
        headers = {name: values.fill(value, request.line) for name, value in request.headers}
        body = values.fill(request.body, request.line) if request.body else None
        if body is not None:
            headers.setdefault("Content-Type", "application/json")
        response = await client.request(
            request.method,
            values.fill(request.target, request.line),
            content=body.encode() if body is not None else None,
            headers=headers,
        )
        if response.status_code != shown.status:
            raise GuideError(
                f"{where}: shown {shown.status}, answered {response.status_code}:"
                f" {response.text[:2000]}"
            )
        for name, value in shown.headers:
            values.holds(value, response.headers.get(name), f"{where} {name}")
        if request.save_as:
            (folder / request.save_as).write_bytes(response.content)
        if not shown.body:
            continue
        try:
            expected = json.loads(shown.body)
        except ValueError:
            values.lines_hold(shown.body, response.text, where)
            continue
        values.holds(expected, _answer_body(response), where)
    return values


def run(command: Command, folder: Path, values: Values, guide: str) -> None:
    """The guide's `infinity-ledger ...` (as `python -m service`, the checkout's own)."""
    where = f"{guide}:{command.line} $ {' '.join(command.argv)}"
    if command.argv[0] != "infinity-ledger":
        raise GuideError(f"{where}: a guide runs infinity-ledger alone")
    argv = [values.fill(arg, command.line) for arg in command.argv[1:]]
    done = subprocess.run(
        [sys.executable, "-m", "service", *argv],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    values.lines_hold(command.output, done.stdout, where)
