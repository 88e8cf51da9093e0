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
    events = sizes.verify_events
    # What each scratch database measures, in the order they run: the log's words, the rows.
    in_scratch: list[tuple[str, Callable[[str], list[Result]]]] = [
        ("appends", lambda url: asyncio.run(appends.measure(url, sizes.appends, sizes.batches))),
        ("HTTP exchanges", lambda url: [exchanges.measure(url, key, sizes.exchange_seconds)]),
        ("HTTP reads", lambda url: [reads.measure(url, key, sizes.reads_seconds)]),
        (
            f"rebuild of {sizes.rebuild_events} events",
            lambda url: [asyncio.run(rebuild.measure(url, keyring, sizes.rebuild_events))],
        ),
        (
            f"live feed at {sizes.sse_games} games",
            lambda url: [sse.measure(url, key, keyring, sizes.sse_games, sizes.sse_events)],
        ),
        (
            "commands beside an address's most live streams",
            lambda url: [streams_open.measure(url, key, sizes.open_streams_rolls)],
        ),
        (
            f"health probes while a {events}-event game is verified",
            lambda url: [health.measure(url, key, events)],
        ),
        (
            f"odds while four clients loop verify on a {events}-event game",
            lambda url: [
                odds_under_verify.measure(url, key, events, sizes.odds_under_verify_seconds)
            ],
        ),
        (
            f"a command late in a {sizes.long_game_orders}-order game",
            lambda url: [long_game.measure(url, key, sizes.long_game_orders)],
        ),
    ]
    results: list[Result] = []
    version = ""
    for what, measure in in_scratch:
        with scratch_database(server) as url:
            version = version or postgres_version(url)  # the server's, read in the first
            log.info("bench: %s", what)
            results += measure(url)
            measured(1)
    log.info("bench: odds")
    results.append(odds.measure(sizes.odds_repeats))
    measured(1)
    log.info("bench: pairing a round of 256 players")
    results.append(pairing.measure(sizes.pairing_repeats))
    measured(1)
    return Report(machine(version), results)
