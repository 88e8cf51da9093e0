"""Issue 27's live streams through the load balancer when their replica dies.

Writers roll on four games of one organiser through HAProxy while three followers hold the
three live streams (one game's events, the same game's order state, the organiser's feed),
all first served by one replica. That replica is killed with SIGKILL; each follower reconnects
through the balancer with Last-Event-ID, as a browser does. Against the logs read afterwards:
no event missed, none repeated, and the organiser's feed carries every event of every one of
its games. The order-state stream sends the latest state, not each version: it must only ever
go forward and end on the log's last version. Meanwhile a reader reads each game's state
naming the version its writer last had acknowledged: served from a standby
(DATABASE_READ_URL), no answer may be older than that.

Run it alone: INFINITY_LEDGER_CLUSTER_TESTS=1 pytest -q -s -n 0 tests/cluster
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.cluster.followers import Follower, FreshReader, repeated
from tests.cluster.harness import (
    ClusterCommands,
    Load,
    Writer,
    all_events,
    create_game,
    kill,
    print_table,
    running_cluster,
)

GAMES = 4
KILLED = "serve1"
PIN_WITHIN_SECONDS = 60.0
WARM_UP_SECONDS = 60.0
RECOVER_WITHIN_SECONDS = 120.0
CATCH_UP_WITHIN_SECONDS = 60.0


@pytest.fixture(scope="module")
def cluster() -> Iterator[ClusterCommands]:
    with running_cluster() as running:
        yield running


def serve_pid(status: dict[str, Any], name: str) -> int:
    return int(next(e["pid"] for e in status["nodes"] if e["name"] == name))


def test_streams_resumed_through_the_balancer_after_their_replica_dies_miss_and_repeat_nothing(
    cluster: ClusterCommands,
) -> None:
    base = cluster.status()["load_balancer"]
    first_id, first_tokens = create_game(base)
    organiser = first_tokens["organiser"]
    games = [(first_id, first_tokens)] + [create_game(base, organiser) for _ in range(GAMES - 1)]
    game_path = f"/v1/games/{first_id}"
    followers = {
        "events": Follower(base, f"{game_path}/events/stream", organiser, KILLED),
        "state": Follower(
            base, f"{game_path}/state/stream", first_tokens["players"]["tohaa"], KILLED
        ),
        "organiser": Follower(base, "/v1/organiser/events/stream", organiser, KILLED),
    }
    following = threading.Event()
    threads = [
        threading.Thread(target=f.run, args=(following,), daemon=True) for f in followers.values()
    ]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + PIN_WITHIN_SECONDS
    for follower in followers.values():
        assert follower.pinned.wait(max(0.0, deadline - time.monotonic())), follower.path

    writers = [Writer(base, game_id, tokens["players"]["ariadna"]) for game_id, tokens in games]
    load = Load(writers)
    load.start()
    reader = FreshReader(base)
    reading = threading.Thread(target=reader.run, args=(writers, load.stop), daemon=True)
    reading.start()
    load.wait_each([3] * GAMES, WARM_UP_SECONDS)
    before_kill = [len(w.acknowledged) for w in writers]
    kill(serve_pid(cluster.status(), KILLED))
    load.wait_each([n + 5 for n in before_kill], RECOVER_WITHIN_SECONDS)
    load.finish()
    reading.join(timeout=30)

    logs = {game_id: all_events(base, game_id, organiser) for game_id, _ in games}
    game_log = [e["version"] for e in logs[first_id]]
    every_event = {(e["game_id"], e["version"]) for events in logs.values() for e in events}

    def caught_up() -> bool:
        events, _ = followers["events"].snapshot()
        states, _ = followers["state"].snapshot()
        _, fed = followers["organiser"].snapshot()
        return (
            set(events) >= set(game_log)
            and bool(states)
            and states[-1] == game_log[-1]
            and {(e["game_id"], e["version"]) for e in fed} >= every_event
        )

    deadline = time.monotonic() + CATCH_UP_WITHIN_SECONDS
    while not caught_up() and time.monotonic() < deadline:
        time.sleep(0.5)
    following.set()
    for thread in threads:
        thread.join(timeout=30)

    event_ids, _ = followers["events"].snapshot()
    state_ids, _ = followers["state"].snapshot()
    feed_ids, fed = followers["organiser"].snapshot()
    fed_pairs = [(e["game_id"], e["version"]) for e in fed]
    missed = {
        "events": len(set(game_log) - set(event_ids)),
        "state": 0 if state_ids and state_ids[-1] == game_log[-1] else 1,
        "organiser": len(every_event - set(fed_pairs)),
    }
    repeats = {
        "events": repeated(event_ids),
        "state": repeated(state_ids),
        "organiser": repeated(feed_ids) + len(fed_pairs) - len(set(fed_pairs)),
    }
    resumed = {name: len(f.replicas) - 1 for name, f in followers.items()}
    rows = [
        ("games written through the load balancer", str(GAMES), ""),
        ("rolls acknowledged", str(load.acknowledged()), ""),
        ("events in the followed logs", str(len(every_event)), ""),
        ("replica killed under the streams", KILLED, ""),
        *(
            (
                f"{name} stream: events missed / repeated",
                f"{missed[name]} / {repeats[name]}",
                "0 / 0",
            )
            for name in followers
        ),
        (
            "streams resumed on another replica",
            ", ".join(f"{n}: {' -> '.join(f.replicas)}" for n, f in followers.items()),
            f"each from {KILLED}",
        ),
        ("non-503 writer errors", str(sum(sum(w.other_errors.values()) for w in writers)), "0"),
        ("reads naming a version, on DATABASE_READ_URL", str(reader.reads), ""),
        ("reads older than the version named", str(len(reader.stale)), "0"),
        (
            "reads answered other than 200/304/503",
            str(sum(n for status, n in reader.refused.items() if status != 503)),
            "0",
        ),
    ]
    print_table(rows)

    assert missed == dict.fromkeys(followers, 0), missed
    assert repeats == dict.fromkeys(followers, 0), repeats
    for name, follower in followers.items():
        assert follower.replicas[0] == KILLED, (name, follower.replicas)
        assert resumed[name] >= 1, (name, follower.replicas)
        assert KILLED not in follower.replicas[1:], (name, follower.replicas)
        assert not (set(follower.refused) - {503}), (name, follower.refused)
    assert not sum((w.other_errors for w in writers), Counter())
    assert reader.reads > 0
    assert reader.stale == [], reader.stale
    assert not (set(reader.refused) - {503}), reader.refused
