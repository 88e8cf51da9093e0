"""Runs the benchmarks (all, or those of the rows asked for) in scratch databases on one server
and gathers the report."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection
from dataclasses import dataclass

from service.bench import (
    appends,
    exchanges,
    fanout,
    health,
    long_game,
    odds,
    odds_under_verify,
    pairing,
    reads,
    rebuild,
    sse,
    streams_open,
)
from service.bench.results import Report, Result, machine
from service.bench.scratch import postgres_version, scratch_database
from service.bench.sizes import Sizes
from service.keyring import Keyring, format_key

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Context:
    """What every measurement is given: the sizes, the server, the keys of the run."""

    sizes: Sizes
    keyring: Keyring

    @property
    def key(self) -> str:
        return format_key(self.keyring.root)


@dataclass(frozen=True, slots=True)
class Measurement:
    """One benchmark: the rows it reports, and how it is run on a scratch database's URL
    (None: it needs no database)."""

    rows: tuple[str, ...]
    what: Callable[[Sizes], str]
    measure: Callable[[str, Context], list[Result]]
    database: bool = True


def _appends(url: str, run: Context) -> list[Result]:
    return asyncio.run(appends.measure(url, run.sizes.appends, run.sizes.batches))


def _exchanges(url: str, run: Context) -> list[Result]:
    return [exchanges.measure(url, run.key, run.sizes.exchange_seconds)]


def _reads(url: str, run: Context) -> list[Result]:
    return [reads.measure(url, run.key, run.sizes.reads_seconds)]


def _rebuild(url: str, run: Context) -> list[Result]:
    return [asyncio.run(rebuild.measure(url, run.keyring, run.sizes.rebuild_events))]


def _sse(url: str, run: Context) -> list[Result]:
    return [sse.measure(url, run.key, run.keyring, run.sizes.sse_games, run.sizes.sse_events)]


def _fanout(url: str, run: Context) -> list[Result]:
    sizes = run.sizes
    return fanout.measure(
        url,
        run.key,
        run.keyring,
        sizes.fanout_streams,
        sizes.sse_games,
        sizes.sse_events,
        sizes.open_streams_rolls,
    )


def _streams_open(url: str, run: Context) -> list[Result]:
    return [streams_open.measure(url, run.key, run.sizes.open_streams_rolls)]


def _health(url: str, run: Context) -> list[Result]:
    return [health.measure(url, run.key, run.sizes.verify_events)]


def _odds_under_verify(url: str, run: Context) -> list[Result]:
    sizes = run.sizes
    return [
        odds_under_verify.measure(
            url, run.key, sizes.verify_events, sizes.odds_under_verify_seconds
        )
    ]


def _long_game(url: str, run: Context) -> list[Result]:
    return [long_game.measure(url, run.key, run.sizes.long_game_orders)]


def _odds(_url: str, run: Context) -> list[Result]:
    return [odds.measure(run.sizes.odds_repeats)]


def _pairing(_url: str, run: Context) -> list[Result]:
    return [pairing.measure(run.sizes.pairing_repeats)]


MEASURED: tuple[Measurement, ...] = (
    Measurement(("append_1", "append_16", "batch"), lambda s: "appends", _appends),
    Measurement(("api_exchanges",), lambda s: "HTTP exchanges", _exchanges),
    Measurement(("api_reads",), lambda s: "HTTP reads", _reads),
    Measurement(("rebuild",), lambda s: f"rebuild of {s.rebuild_events} events", _rebuild),
    Measurement(("sse_p99_ms",), lambda s: f"live feed at {s.sse_games} games", _sse),
    Measurement(
        (fanout.NAME, fanout.BYSTANDER),
        lambda s: f"live streams fanned out over {s.sse_games} games, and a bystander beside",
        _fanout,
    ),
    Measurement(
        ("sse_open_p99_ms",),
        lambda s: "commands beside an address's most live streams",
        _streams_open,
    ),
    Measurement(
        ("health_under_verify_p99_ms",),
        lambda s: f"health probes while a {s.verify_events}-event game is verified",
        _health,
    ),
    Measurement(
        ("odds_under_verify_p95_ms",),
        lambda s: f"odds while four clients loop verify on a {s.verify_events}-event game",
        _odds_under_verify,
    ),
    Measurement(
        ("command_growth_p99",),
        lambda s: f"a command late in a {s.long_game_orders}-order game",
        _long_game,
    ),
    Measurement(("odds_worst_case_ms",), lambda s: "odds", _odds, database=False),
    Measurement(
        ("pairing_256_ms",), lambda s: "pairing a round of 256 players", _pairing, database=False
    ),
)
ROWS: tuple[str, ...] = tuple(row for m in MEASURED for row in m.rows)
"""Every row the bench reports, in the order of its table."""


def selected(only: Collection[str] | None) -> list[Measurement]:
    """The measurements that report any of the rows named (all of them for None)."""
    if only is None:
        return list(MEASURED)
    unknown = set(only) - set(ROWS)
    if unknown:
        raise ValueError(f"no such row: {', '.join(sorted(unknown))}")
    return [m for m in MEASURED if set(m.rows) & set(only)]


def _unseen(_count: int) -> None:
    """Nobody follows the run's progress."""


def run(
    server: str,
    sizes: Sizes,
    measured: Callable[[int], None] = _unseen,
    only: Collection[str] | None = None,
) -> Report:
    """Each benchmark gets its own database: the rebuild must replay only real events.

    only names the rows wanted (None: all); each measurement that reports one runs whole,
    and only the rows named are reported. measured(1) is called as each measurement ends."""
    run_with = Context(sizes, Keyring.generate())
    results: list[Result] = []
    version: str | None = None
    for measurement in selected(only):
        log.info("bench: %s", measurement.what(sizes))
        if measurement.database:
            with scratch_database(server) as url:
                version = version or postgres_version(url)
                results += measurement.measure(url, run_with)
        else:
            results += measurement.measure("", run_with)
        measured(1)
    if version is None:
        with scratch_database(server) as url:
            version = postgres_version(url)
    wanted = set(ROWS if only is None else only)
    return Report(machine(version), [r for r in results if r.name in wanted])
