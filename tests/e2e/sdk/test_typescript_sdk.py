"""The TypeScript SDK (clients/typescript) built as an app developer builds it (`npm ci && npm
run build`) and its own tests (node's test runner) run against real `serve`s on the embedded
database: one with a generous rate limit, one whose limit a test reaches in a few requests."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.e2e.api.serving import free_port, serving
from tests.paths import ROOT

SDK = ROOT / "clients" / "typescript"
NODE, NPM = shutil.which("node"), shutil.which("npm")
needs_node = pytest.mark.skipif(
    NODE is None or NPM is None, reason="node and npm build and run the TypeScript SDK"
)
GENEROUS_LIMIT = "1000000/minute"
# Three requests a second: the 429 test reaches it at once and waits out about a second.
TIGHT_LIMIT = "3/second"


def npm(*args: str) -> None:
    assert NPM is not None
    subprocess.run([NPM, *args], cwd=SDK, check=True, timeout=600)


@pytest.fixture(scope="module")
def built_sdk() -> Path:
    npm("ci", "--no-audit", "--no-fund")
    npm("run", "build")
    return SDK / "dist" / "test"


@needs_node
def test_the_generated_types_match_the_spec(built_sdk: Path) -> None:
    # The types are generated from openapi/openapi.json and checked in: a spec that moved on
    # without `npm run generate` in clients/typescript fails here, as a stale spec fails
    # `infinity-ledger openapi --check`.
    assert NPM is not None
    done = subprocess.run(
        [NPM, "run", "-s", "check-generated"],
        cwd=SDK,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, (
        "clients/typescript/src/generated/openapi.ts is stale: run `npm run generate` there",
        done.stdout[-2000:],
        done.stderr[-2000:],
    )


@needs_node
def test_the_sdk_readme_type_checks(built_sdk: Path, tmp_path: Path) -> None:
    # The guide's TypeScript, all blocks in order as one ES module, compiled against the SDK's
    # source: a renamed route, field or export in the SDK shows up here, not in an app.
    readme = (SDK / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```ts\n(.+?)\n```", readme, flags=re.S)
    assert len(blocks) >= 5, blocks
    (tmp_path / "guide.mts").write_text("\n".join(blocks) + "\nexport {};\n", encoding="utf-8")
    config = {
        "extends": str(SDK / "tsconfig.json"),
        "compilerOptions": {
            "noEmit": True,
            "rootDir": "/",
            "typeRoots": [str(SDK / "node_modules" / "@types")],
            "baseUrl": str(SDK),
            "paths": {"@infinity-ledger/client": ["src/index.ts"]},
        },
        "include": [str(tmp_path / "guide.mts")],
    }
    (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    done = subprocess.run(
        [str(SDK / "node_modules" / ".bin" / "tsc"), "-p", str(tmp_path / "tsconfig.json")],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


@needs_node
def test_the_sdk_tests_pass_against_real_servers(
    built_sdk: Path, tmp_path: Path, db_url: str
) -> None:
    assert NODE is not None
    generous, tight = free_port(), free_port()
    with (
        serving(
            tmp_path / "generous",
            generous,
            DATABASE_URL=db_url,
            INFINITY_LEDGER_RATE_LIMIT=GENEROUS_LIMIT,
        ),
        serving(
            tmp_path / "tight", tight, DATABASE_URL=db_url, INFINITY_LEDGER_RATE_LIMIT=TIGHT_LIMIT
        ),
    ):
        done = subprocess.run(
            [
                NODE,
                "--test",
                "--test-concurrency=1",
                "--test-reporter=tap",
                *sorted(str(test) for test in built_sdk.glob("*.test.js")),
            ],
            cwd=SDK,
            env={
                **os.environ,
                "LEDGER_URL": f"http://127.0.0.1:{generous}",
                "LEDGER_LIMITED_URL": f"http://127.0.0.1:{tight}",
                # Debian's Node.js 18 keeps Web Crypto behind this flag; later ones accept it.
                "NODE_OPTIONS": "--experimental-global-webcrypto",
            },
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    assert done.returncode == 0, done.stdout[-8000:] + done.stderr[-4000:]
    passed = re.search(r"^# pass (\d+)$", done.stdout, flags=re.M)
    assert passed is not None, done.stdout[-4000:]
    assert int(passed.group(1)) >= 1
    assert "\n# fail 0\n" in done.stdout, done.stdout[-4000:]
