"""Every command a caller sends is decided once, with that caller's sight
(``service.domain.visibility``): one reaching what they may not see is decided on the game as
they see it, so no command can tell a hidden trooper from a missing one: the commands' side of
the one visibility rule (the reads' side is walked route by route in
tests/e2e/api/test_every_read_hides.py, and every route through the one door in
tests/e2e/api/test_one_door.py).

Read from the source: the service decides a game's commands in one place, ``Games.execute`` (the
audit decides recorded commands again, offline, where every secret is revealed), and there the
caller's sight is the decision's input. A tournament's commands are decided by the tournament's
own decider, which holds nothing of a game."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.paths import ROOT

SERVICE = ROOT / "service"
GAME_DECIDER = "service.domain.game"
TOURNAMENT_DECIDER = "service.domain.tournament"
DECIDING_AGAIN = {
    SERVICE / "audit" / "verify" / "redecide.py": GAME_DECIDER,
    SERVICE / "audit" / "tournament" / "verify.py": TOURNAMENT_DECIDER,
}
"""The audit decides recorded commands again on exported games (every secret is open there)
and tournaments."""
TOURNAMENT_COMMANDS = {
    SERVICE / "application" / "tournaments" / "use_case.py": TOURNAMENT_DECIDER,
    SERVICE / "bench" / "pairing.py": TOURNAMENT_DECIDER,
}
"""A tournament's commands (registrations, drops, pairings, results, rulings) are decided by its
own decider: a tournament's state holds no trooper and no secret of a game, so no reader's sight
is an input there; the bench times its pairing decision."""


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


def _decider(tree: ast.Module) -> str | None:
    """The module a module's ``decide`` is imported from (under that name)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(
            alias.name == "decide" and alias.asname is None for alias in node.names
        ):
            return node.module
    return None


def test_only_the_games_use_case_decides_game_commands_outside_the_domain() -> None:
    deciding = {
        path: _decider(_module(path))
        for path in SERVICE.rglob("*.py")
        if "domain" not in path.relative_to(SERVICE).parts and _calls(_module(path), "decide")
    }
    assert deciding == {
        SERVICE / "application" / "games" / "use_case.py": GAME_DECIDER,
        **DECIDING_AGAIN,
        **TOURNAMENT_COMMANDS,
    }


def _function(tree: ast.Module, name: str) -> ast.AsyncFunctionDef | ast.FunctionDef:
    for node in ast.walk(tree):
        if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef) and node.name == name:
            return node
    raise AssertionError(f"no function {name}")


def test_execute_decides_once_with_the_callers_sight() -> None:
    tree = _module(SERVICE / "application" / "games" / "use_case.py")
    execute = _function(tree, "execute")
    # One decision, the caller's sight its input: no decision on the caller's view first, no
    # second one with the end's openings.
    (decided,) = _calls(execute, "decide")
    assert [ast.unparse(a) for a in decided.args] == ["before", "command", "roller", "sight"]
    # The sight is built once, before the command is read (a marker named by its handle), and
    # the secrets the command needs are asked of the domain before it is decided.
    (sighted,) = _calls(execute, "sight_of")
    (needed,) = _calls(execute, "secrets_needed")
    assert sighted.lineno < needed.lineno < decided.lineno
    # The domain decides on the game as the caller sees it what reaches what they may not see.
    domain_decide = _function(_module(SERVICE / "domain" / "game.py"), "decide")
    assert [c.func.attr for c in _calls(domain_decide, "decided_on")] == ["decided_on"]  # type: ignore[attr-defined]
    visibility = _module(SERVICE / "domain" / "visibility.py")
    assert _calls(_function(visibility, "decided_on"), "seen_state")
    # Whatever creates a game decides on nothing anyone could have hidden yet.
    create = _function(tree, "create")
    assert all(isinstance(c.args[0], ast.Call) for c in _calls(create, "decide"))


def test_the_reads_and_the_commands_take_one_sight() -> None:
    """The concealment and the commands build a reader's sight in one function."""
    for module in ("visibility/concealment.py", "games/use_case.py"):
        tree = _module(SERVICE / "application" / module)
        assert _calls(tree, "sight_of"), module
        assert not _calls(tree, "open_secret")
        assert not _calls(tree, "hidden_from") or module == "visibility/concealment.py"
