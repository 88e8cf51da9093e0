"""Database fixtures shared by every test area, and how the tests are spread over workers.

The server is found once per session, in order: TEST_DATABASE_URL; a throwaway PostgreSQL
container when a Docker engine answers; else the embedded server in a temporary folder. A
template database is migrated once, and each test gets a fresh copy of it, so tests never see
each other's rows and never pay for migrations.

pytest-xdist runs each worker as a session of its own: a worker finds its own server (its own
embedded cluster or container, so no worker can use up another's connections) and names its
template after itself (so workers sharing TEST_DATABASE_URL never drop each other's).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from service.keyring import KEY_ENV, Keyring, format_key, parse_key
from service.store.database import Pool, open_pool, with_database
from service.store.event_store import EventStore
from service.store.migrate import upgrade_to_head

WORKER = os.environ.get("PYTEST_XDIST_WORKER")  # set by pytest-xdist before this is imported
TEMPLATE_DATABASE = f"ledger_template_{WORKER}" if WORKER else "ledger_template"
DOCKER_TIMEOUT_SECONDS = 3


def _docker_postgres(stack: contextlib.ExitStack) -> str | None:
    """A URL of a fresh container, or None when no Docker engine answers (quickly)."""
    try:
        import docker  # noqa: PLC0415 - only needed when no URL is given

        docker.from_env(timeout=DOCKER_TIMEOUT_SECONDS).ping()
        try:
            from testcontainers.community.postgres import PostgresContainer  # noqa: PLC0415
        except ImportError:  # testcontainers before the community split
            from testcontainers.postgres import PostgresContainer  # noqa: PLC0415
        container = stack.enter_context(PostgresContainer("postgres:17-alpine", driver=None))
        return str(container.get_connection_url())
    except Exception:  # any failure just means "no Docker here": use the next option
        return None


# Package scope is left out: tests/e2e/api's is an environment setting, cheap to set again.
SHARED_SCOPES = {"session", "module", "class"}


def _shares_a_wider_fixture(item: pytest.Item) -> bool:
    """Whether the test uses a fixture wider than one test that this file does not provide:
    one built for a module or an area (a browser, a fuzzed game, a bench run, an initialised
    cluster), dear enough, or stateful enough, to keep with the tests that share it."""
    fixture_info = getattr(item, "_fixtureinfo", None)
    if fixture_info is None:
        return False
    return any(
        definition.scope in SHARED_SCOPES
        and definition.func.__module__.startswith("tests.")  # not a plugin's (the event loop)
        and definition.func.__module__ != __name__
        for definitions in fixture_info.name2fixturedefs.values()
        for definition in definitions
    )


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups off the tests
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under `--dist loadgroup`, the tests of a module that share such a fixture run on one
    worker, in their order: it is built once, and a test that checks what the ones before it
    did (the fuzz's coverage) sees them all."""
    for item in items:
        if _shares_a_wider_fixture(item):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::", 1)[0]))


IN_CI = os.environ.get("CI") == "true"
"""Continuous integration (.ci/run sets CI=true): there every dependency the tests need is
installed first, so a test that skips means a feature that went untested."""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Under CI=true a skip is a failure: node, npm, redis-server or chromium missing fails
    the run instead of passing it with the feature untested. On a developer's machine a
    test that lacks one still skips, saying which."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if IN_CI and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped under CI=true, where nothing may be: {reason}"


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Iterator[None]:
    """A whole module skipped at collection fails under CI=true too."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if IN_CI and report.skipped:
        report.outcome = "failed"
        report.longrepr = f"skipped under CI=true, where nothing may be: {report.longrepr}"


def _admin(url: str) -> psycopg.Connection[tuple[object, ...]]:
    # CREATE/DROP DATABASE cannot run inside a transaction block.
    return psycopg.connect(url, autocommit=True)


def _drop_database(url: str, name: str) -> None:
    with _admin(url) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )


def _skip_durability(url: str) -> None:
    """Only for a throwaway server: without fsync, creating and dropping a database per test
    and committing thousands of appends costs a fraction of the time."""
    with _admin(url) as conn:
        for setting in ("fsync", "synchronous_commit", "full_page_writes"):
            conn.execute(sql.SQL("ALTER SYSTEM SET {} = off").format(sql.Identifier(setting)))
        conn.execute("SELECT pg_reload_conf()")


@pytest.fixture(scope="session", autouse=True)
def server_key() -> Iterator[str]:
    """A fresh server key for the run, in the environment as `serve` reads it (so apps and the
    servers the tests start share it), and never a key file in the working tree."""
    before = os.environ.get(KEY_ENV)
    key = format_key(Keyring.generate().root)
    os.environ[KEY_ENV] = key
    yield key
    if before is None:
        del os.environ[KEY_ENV]
    else:
        os.environ[KEY_ENV] = before


@pytest.fixture(scope="session", autouse=True)
def signing_key() -> Iterator[str]:
    """A fresh export signing key for the run, in the environment as `serve` reads it, so no
    test leaves a signing key file in the working tree."""
    name = "INFINITY_LEDGER_SIGNING_KEY"
    before = os.environ.get(name)
    key = format_key(Keyring.generate().root)  # any 32 random bytes are an Ed25519 private key
    os.environ[name] = key
    yield key
    if before is None:
        del os.environ[name]
    else:
        os.environ[name] = before


@pytest.fixture
def cluster_dir() -> Iterator[Path]:
    """A folder for a test's own embedded cluster, outside pytest's base folder: pytest narrows
    that one to its owner (0700) whenever a session of the same user starts (another run, or
    the controller of this one), which locks out the user pgserver runs PostgreSQL as when the
    tests run as root, mid-test."""
    with tempfile.TemporaryDirectory(
        prefix="ledger-cluster-", ignore_cleanup_errors=True
    ) as folder:
        yield Path(folder)


@pytest.fixture
def keyring(server_key: str) -> Keyring:
    return Keyring(parse_key(server_key))


@pytest.fixture(scope="session")
def database_url() -> Iterator[str]:
    """A libpq URL of a server where the tests are superuser."""
    given = os.environ.get("TEST_DATABASE_URL")
    if given:
        yield given
        return
    with contextlib.ExitStack() as stack:
        url = _docker_postgres(stack)
        if url is None:
            from service.store.embedded import embedded_postgres  # noqa: PLC0415

            folder = stack.enter_context(
                tempfile.TemporaryDirectory(prefix="ledger-tests-", ignore_cleanup_errors=True)
            )
            url = stack.enter_context(embedded_postgres(Path(folder) / "pg"))
        _skip_durability(url)
        yield url


@pytest.fixture(scope="session")
def template_database_url(database_url: str) -> Iterator[str]:
    """A database migrated to head, copied for each test (never connected to while copying)."""
    _drop_database(database_url, TEMPLATE_DATABASE)
    with _admin(database_url) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(TEMPLATE_DATABASE)))
    url = with_database(database_url, TEMPLATE_DATABASE)
    upgrade_to_head(url)
    yield url
    _drop_database(database_url, TEMPLATE_DATABASE)


@pytest.fixture(scope="session")
def copy_strategy(database_url: str) -> sql.Composable:
    """How each test's database is copied from the template. PostgreSQL 15 made WAL_LOG the
    default, which writes the copy through the WAL block by block; FILE_COPY copies the files
    whole, which for a template this small took 0.09 s where WAL_LOG took 0.22 s (and its
    drop 0.03 s where 0.09 s), measured on the embedded server: over every test, minutes."""
    with _admin(database_url) as conn:
        version = conn.info.server_version
    return sql.SQL(" STRATEGY FILE_COPY") if version >= 150000 else sql.SQL("")


@pytest.fixture
def db_url(
    database_url: str, template_database_url: str, copy_strategy: sql.Composable
) -> Iterator[str]:
    """A fresh, migrated database of this test's own, dropped afterwards."""
    name = f"test_{uuid.uuid4().hex}"
    with _admin(database_url) as conn:
        conn.execute(
            sql.SQL("CREATE DATABASE {} TEMPLATE {}{}").format(
                sql.Identifier(name), sql.Identifier(TEMPLATE_DATABASE), copy_strategy
            )
        )
    yield with_database(database_url, name)
    _drop_database(database_url, name)


@pytest.fixture
async def pool(db_url: str) -> AsyncIterator[Pool]:
    opened = await open_pool(db_url, min_size=1, max_size=12)
    yield opened
    await opened.close()


@pytest.fixture
def store(pool: Pool) -> EventStore:
    return EventStore(pool)


@pytest.fixture
def empty_database(database_url: str) -> Iterator[str]:
    name = f"deploy_{uuid.uuid4().hex}"
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield with_database(database_url, name)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )
