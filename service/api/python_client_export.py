"""The generated part of the Python SDK (clients/python), made from the OpenAPI document by
openapi-python-client, the way `openapi_export` makes the document: written by
`infinity-ledger openapi`, compared by `infinity-ledger openapi --check`.

The generator's formatting hooks are off: its output then depends only on the document and
the pinned generator, not on whichever ruff happens to be installed."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

GENERATED = Path("clients/python/infinity_ledger_client/generated")
GENERATOR = "openapi-python-client"
CONFIG = "post_hooks: []\n"


class GeneratorMissing(RuntimeError):
    """openapi-python-client is not installed (it comes with the `[test]` extra)."""


def generator() -> str:
    beside_python = Path(sys.executable).with_name(GENERATOR)
    found = str(beside_python) if beside_python.exists() else shutil.which(GENERATOR)
    if found is None:
        raise GeneratorMissing(f"{GENERATOR} is not installed: pip install -e '.[test]'")
    return found


def render_python_client(spec_text: str) -> dict[str, str]:
    """Each generated file's text, by its path relative to the generated package."""
    with tempfile.TemporaryDirectory(prefix="python-client-") as folder:
        work = Path(folder)
        (work / "openapi.json").write_text(spec_text, encoding="utf-8")
        (work / "config.yaml").write_text(CONFIG, encoding="utf-8")
        out = work / "out"
        result = subprocess.run(
            [
                generator(),
                "generate",
                "--path",
                str(work / "openapi.json"),
                "--config",
                str(work / "config.yaml"),
                "--meta",
                "none",
                "--output-path",
                str(out),
            ],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
            cwd=work,
        )
        if result.returncode != 0:
            raise RuntimeError(f"{GENERATOR} failed:\n{result.stdout}{result.stderr}")
        return files_in(out)


def files_in(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(folder.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    }


def stale_python_client(spec_text: str, target: Path) -> list[str]:
    """The generated files that differ from what the document makes (missing, changed or
    left over); empty when the checked-in part is current."""
    wanted = render_python_client(spec_text)
    present = files_in(target) if target.exists() else {}
    return sorted(
        name for name in wanted.keys() | present.keys() if wanted.get(name) != present.get(name)
    )


def write_python_client(spec_text: str, target: Path) -> bool:
    """Replace the generated part with what the document makes; whether anything changed."""
    wanted = render_python_client(spec_text)
    present = files_in(target) if target.exists() else {}
    if wanted == present:
        return False
    if target.exists():
        shutil.rmtree(target)
    for name, text in wanted.items():
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return True
