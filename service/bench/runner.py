"""Runs every benchmark in scratch databases on one server and gathers the report."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from service.bench import (
    appends,
    exchanges,
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
MEASUREMENTS = 11
"""How many times `run` calls `measured`: the total its progress counts to."""


def _unseen(_count: int) -> None:
    """Nobody follows the run's progress."""


def run(server: str, sizes: Sizes, measured: Callable[[int], None] = _unseen) -> Report:
    """Each benchmark gets its own database: the rebuild must replay only real events.

    measured(1) is called as each of the MEASUREMENTS ends."""
    keyring = Keyring.generate()
    key = format_key(keyring.root)
    results: list[Result] = []
    with scratch_database(server) as url:
        version = postgres_version(url)
        log.info("bench: appends")
        results += asyncio.run(appends.measure(url, sizes.appends, sizes.batches))
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: HTTP exchanges")
        results.append(exchanges.measure(url, key, sizes.exchange_seconds))
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: HTTP reads")
        results.append(reads.measure(url, key, sizes.reads_seconds))
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: rebuild of %s events", sizes.rebuild_events)
        results.append(asyncio.run(rebuild.measure(url, keyring, sizes.rebuild_events)))
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: live feed at %s games", sizes.sse_games)
        results.append(sse.measure(url, key, keyring, sizes.sse_games, sizes.sse_events))
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: commands beside an address's most live streams")
        results.append(streams_open.measure(url, key, sizes.open_streams_rolls))
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: health probes while a %s-event game is verified", sizes.verify_events)
        results.append(health.measure(url, key, sizes.verify_events))
        measured(1)
    with scratch_database(server) as url:
        log.info(
            "bench: odds while four clients loop verify on a %s-event game", sizes.verify_events
        )
        results.append(
            odds_under_verify.measure(
                url, key, sizes.verify_events, sizes.odds_under_verify_seconds
            )
        )
        measured(1)
    with scratch_database(server) as url:
        log.info("bench: a command late in a %s-order game", sizes.long_game_orders)
        results.append(long_game.measure(url, key, sizes.long_game_orders))
        measured(1)
    log.info("bench: odds")
    results.append(odds.measure(sizes.odds_repeats))
    measured(1)
    log.info("bench: pairing a round of 256 players")
    results.append(pairing.measure(sizes.pairing_repeats))
    measured(1)
    return Report(machine(version), results)
