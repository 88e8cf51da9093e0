"""The layering contracts in pyproject.toml hold: the suite fails as soon as one is broken."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.paths import ROOT


def test_the_import_contracts_are_kept() -> None:
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert lint_imports is not None, "import-linter is a test dependency"
    result = subprocess.run(
        [lint_imports, "--no-cache"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
