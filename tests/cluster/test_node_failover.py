"""The primary's whole database node dies under load, on a real local HA cluster
(deploy/cluster: Patroni and etcd, PostgreSQL 15 with synchronous replication, three serve
replicas behind HAProxy, Redis).

Eight writers roll through the load balancer, each on its own game; every process of the
Patroni primary's node is killed with SIGKILL at once: its Patroni, its postmaster and every
backend. Unlike a crash of postgres alone, nobody is left to hand the leader key over: it
stays in etcd until its lease (Patroni's ttl) runs out, and only then does the synchronous
standby take it and promote. What the clients saw is checked and printed: no acknowledged
roll lost, nothing but 503 (with Retry-After) while the failover lasts, no request left
unanswered, no roll made twice by a retry, every game verifying. The longest time a writer
went between two acknowledged rolls is measured and printed (a line starting `failover:`,
with the machine's load average and the leader key's settings Patroni runs with), and held
under 10 s: this is the fault run's aim, asserted only here, in the cluster fault run
(.ci/run runs tests/cluster on its own, never in the suite), and it depends on the machine:
a machine far busier than two shared cores may miss it, which the message says.

Run it alone: INFINITY_LEDGER_CLUSTER_TESTS=1 pytest -q -s -n 0 tests/cluster
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.cluster.harness import (
    ClusterCommands,
    Load,
    Writer,
    create_game,
    dcs_settings,
    kill_node,
    leader_since,
    print_table,
    running_cluster,
)
from tests.cluster.test_failover import audit_games, counts, primary, replay_first_answers

WRITERS = 8
WARM_UP_SECONDS = 60.0
RECOVER_WITHIN_SECONDS = 120.0
SYNCHRONOUS_WITHIN_SECONDS = 60.0
MAX_GAP_SECONDS = 10.0
"""The aim for the longest gap between two acknowledged writes when the primary's node dies."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[ClusterCommands]:
    with running_cluster() as running:
        yield running


def synchronous_standby(status: dict[str, Any]) -> bool:
    return any(
        e["kind"] == "postgres"
        and e["role"] == "sync_standby"
        and e["state"] in ("running", "streaming")
        for e in status["nodes"]
    )


def end_of_longest_gap(writer: Writer) -> float:
    """When (time.monotonic()) the writer's longest wait between two acknowledgements ended."""
    times = [t for _, _, t in writer.acknowledged]
    ends = range(1, len(times))
    return times[max(ends, key=lambda i: times[i] - times[i - 1])] if ends else 0.0


def test_sigkill_of_the_primarys_node_loses_no_acknowledged_write(
    cluster: ClusterCommands,
) -> None:
    started = time.monotonic()
    status = cluster.status()
    base = status["load_balancer"]
    deadline = time.monotonic() + SYNCHRONOUS_WITHIN_SECONDS
    while not synchronous_standby(status) and time.monotonic() < deadline:
        time.sleep(0.5)
        status = cluster.status()
    assert synchronous_standby(status), "no synchronous standby to fail over to"
    games = [create_game(base) for _ in range(WRITERS)]
    writers = [Writer(base, game_id, tokens["players"]["ariadna"]) for game_id, tokens in games]
    load = Load(writers)
    load.start()
    load.wait_each([2] * WRITERS, WARM_UP_SECONDS)

    before_kill = counts(load)
    old = primary(cluster.status())
    assert old is not None
    survivors = [
        int(e["patroni_rest"])
        for e in cluster.status()["nodes"]
        if e["kind"] == "postgres" and e["name"] != old["name"]
    ]
    settings = dcs_settings(survivors)
    load_before = os.getloadavg()
    killed_at = time.monotonic()
    killed = kill_node(old)
    promoted = leader_since(survivors, old["name"], RECOVER_WITHIN_SECONDS)
    load.wait_each([n + 3 for n in before_kill], RECOVER_WITHIN_SECONDS)
    load.finish()

    replayed, replays_differing = replay_first_answers(base, writers, before_kill)
    lost, duplicates, verified = audit_games(base, games, writers)
    other_errors = sum((w.other_errors for w in writers), Counter())
    dropped = sum((w.transport_errors for w in writers), Counter())
    longest = max((o for w in writers for o in w.outages), default=0.0)
    # The last of the writers' longest gaps to end, from the kill: when writes flowed again
    # for everyone.
    flowing_again = max((end_of_longest_gap(w) - killed_at for w in writers), default=0.0)
    leader_after = f"{promoted[1] - killed_at:.1f}" if promoted else "none"
    leader_key = ", ".join(f"{k} {v}" for k, v in settings.items())
    load_average = "/".join(f"{n:.1f}" for n in load_before)
    rows = [
        ("writers through the load balancer", str(WRITERS), ""),
        ("rolls acknowledged", str(load.acknowledged()), ""),
        ("acknowledged before the node's SIGKILL", str(sum(before_kill)), ""),
        ("Patroni's leader key (s)", leader_key, ""),
        ("load average at the kill (1, 5, 15 min)", load_average, ""),
        ("processes of the node killed", str(len(killed)), ""),
        (
            "primary before and after",
            f"{old['name']} -> {promoted[0] if promoted else None}",
            "another node",
        ),
        ("new primary seen running after the kill (s)", leader_after, ""),
        ("every writer acknowledged again, after the kill (s)", f"{flowing_again:.1f}", ""),
        ("longest gap between acknowledged rolls (s)", f"{longest:.1f}", f"< {MAX_GAP_SECONDS:g}"),
        ("503 answers", str(sum(w.unavailable for w in writers)), ""),
        ("acknowledged events lost", str(lost), "0"),
        ("non-503 errors", str(sum(other_errors.values())), "0"),
        (
            "503 without Retry-After",
            str(sum(w.unavailable_without_retry_after for w in writers)),
            "0",
        ),
        ("hangs (no answer in 10 s)", str(sum(w.hangs for w in writers)), "0"),
        ("connections dropped", str(sum(dropped.values())), "0"),
        ("rolls never acknowledged", str(sum(len(w.abandoned) for w in writers)), "0"),
        ("duplicate rolls", str(duplicates), "0"),
        ("idempotent retries answering otherwise", f"{replays_differing} of {replayed}", "0"),
        ("games verified", f"{verified} of {WRITERS}", str(WRITERS)),
        ("writing and checking (s)", f"{time.monotonic() - started:.0f}", ""),
    ]
    print_table(rows)
    print(
        f"failover: node SIGKILL under {WRITERS} writers, longest gap between acknowledged"
        f" writes {longest:.1f} s, new primary after {leader_after} s, {lost} acknowledged"
        f" writes lost ({leader_key}; load average {load_average})"
    )

    assert promoted is not None, "no standby was promoted"
    assert lost == 0
    assert longest < MAX_GAP_SECONDS, (
        f"the longest gap between acknowledged writes was {longest:.1f} s, the aim is under"
        f" {MAX_GAP_SECONDS:g} s (Patroni's {leader_key}; load average {load_average} on"
        f" {os.cpu_count()} cores: a far busier machine stretches every step of a failover)"
    )
    assert not other_errors, other_errors
    assert all(w.unavailable_without_retry_after == 0 for w in writers)
    assert all(w.hangs == 0 for w in writers)
    assert not dropped, dropped
    assert not any(w.abandoned for w in writers)
    assert duplicates == 0
    assert replays_differing == 0
    assert verified == WRITERS
    # Each writer got through after the kill, not only some of them.
    assert all(len(w.acknowledged) > n + 3 for w, n in zip(writers, before_kill, strict=True))
