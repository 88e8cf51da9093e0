"""Every command a caller sends is decided first on the game as that caller sees it
(``service.domain.visibility``), so no command can tell a hidden trooper from a missing one:
the commands' side of the one visibility rule (the reads' side is walked route by route in
tests/e2e/api/test_every_read_hides.py).

Read from the source: the service decides commands in one place, ``Games.execute`` (the audit
decides recorded commands again, offline, where every secret is revealed), and there the
caller's view is decided on before the game itself."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.paths import ROOT

SERVICE = ROOT / "service"
DECIDING_AGAIN = {SERVICE / "audit" / "verify" / "redecide.py"}
"""The audit decides recorded commands again on exported games: every secret is open there."""


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if called == name:
                found.append(node)
    return found


def _module(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def test_only_the_games_use_case_decides_commands_outside_the_domain() -> None:
    deciding = {
        path
        for path in SERVICE.rglob("*.py")
        if "domain" not in path.relative_to(SERVICE).parts and _calls(_module(path), "decide")
    }
    assert deciding - DECIDING_AGAIN == {SERVICE / "application" / "games" / "use_case.py"}


def _function(tree: ast.Module, name: str) -> ast.AsyncFunctionDef | ast.FunctionDef:
    for node in ast.walk(tree):
        if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef) and node.name == name:
            return node
    raise AssertionError(f"no function {name}")


def test_execute_decides_on_the_callers_view_before_the_game_itself() -> None:
    tree = _module(SERVICE / "application" / "games" / "use_case.py")
    execute = _function(tree, "execute")
    seen = _calls(execute, "_decide_as_seen")
    on_the_game = _calls(execute, "_decided_unnamed")
    assert len(seen) == 1
    assert len(on_the_game) == 1
    assert seen[0].lineno < on_the_game[0].lineno
    # Every other decide in execute comes after both (the end's openings decide again).
    for call in _calls(execute, "decide"):
        assert call.lineno > on_the_game[0].lineno
    # The caller's view is the visibility rule's, on the state the command is decided on:
    # their sight is built once, before the command is read (a marker named by its handle)
    # and decided on the game as they see it.
    as_seen = _function(tree, "_decide_as_seen")
    assert [c.func.attr for c in _calls(as_seen, "seen_state")] == ["seen_state"]  # type: ignore[attr-defined]
    sighted = _calls(execute, "_caller_sight")
    assert len(sighted) == 1
    assert sighted[0].lineno < seen[0].lineno
    assert _calls(_function(tree, "_caller_sight"), "sight_of")
    # Whatever creates a game decides on nothing anyone could have hidden yet.
    create = _function(tree, "create")
    assert all(isinstance(c.args[0], ast.Call) for c in _calls(create, "decide"))


def test_the_reads_and_the_commands_take_one_sight() -> None:
    """The concealment and the commands build a reader's sight in one function."""
    for module in ("visibility/concealment.py", "games/use_case.py"):
        tree = _module(SERVICE / "application" / module)
        assert _calls(tree, "sight_of"), module
        assert not _calls(tree, "open_secret") or module == "games/use_case.py"
        assert not _calls(tree, "hidden_from") or module == "visibility/concealment.py"
