"""Audit over HTTP: seed reveal, NDJSON export, offline verification, tampering, replay."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import psycopg

from tests.builders.http import Client, GameDriver, assert_problem, shot, trooper
from tests.e2e.api.test_order_flow_api import (
    FENNEC_AT_A,
    FENNEC_AT_B,
    SENKU_A,
    SENKU_B,
    fennec_and_senkus,
)


async def play_a_short_game(client: Client) -> GameDriver:
    """A game with server dice: two orders with attacks and AROs, a free roll, the end."""
    game = await GameDriver.create(client, client_seed="round 3 table 12")
    for player, ids in (("ariadna", ["fennec", "line"]), ("tohaa", ["senku-a", "senku-b"])):
        for trooper_id in ids:
            await game.post(player, "/troopers", trooper(player, trooper_id, bs=12, arm=2), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post(
        "ariadna",
        "/orders",
        {"trooper": "fennec", "skill": shot(("senku-a", 2, 12), ("senku-b", 1, 20))},
        201,
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 12))}
    )
    await game.post("tohaa", "/orders/1/aros", {"trooper": "senku-b", "skill": {"skill": "dodge"}})
    await game.post("ariadna", "/orders/1/resolve", {})
    await game.post("ariadna", "/orders/1/conclude", {})
    await game.post(
        "ariadna",
        "/orders",
        {
            "trooper": "line",
            "skill": {"skill": "roll", "attribute": "WIP", "label": "hack a console"},
        },
        201,
    )
    await game.post("ariadna", "/orders/2/resolve", {})
    await game.post("ariadna", "/orders/2/conclude", {})
    await game.post("ariadna", "/turns/current/end")
    roll = {"kind": "normal", "sides": [{"name": "Senku A", "attribute": 13, "burst": 2}]}
    await game.post("tohaa", "/rolls", roll, 201)
    return game


async def export(client: Client, game: GameDriver, who: str = "organiser") -> str:
    response = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth(who))
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/x-ndjson")
    return response.text


def verify_offline(
    tmp_path: Path, text: str, name: str = "game.ndjson"
) -> subprocess.CompletedProcess[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "service", "verify", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        stdin=subprocess.DEVNULL,
    )


async def test_a_full_game_ended_exported_and_verified_offline(
    client: Client, tmp_path: Path
) -> None:
    game = await play_a_short_game(client)
    before_end = await client.get(f"/v1/games/{game.game_id}/seed", headers=game.auth("organiser"))
    assert_problem(before_end, 409, "state-conflict")
    # The whole log waits for the end, for every reader alike: before it, it holds the army
    # lists' Private Information.
    for who in ("organiser", "ariadna", "tohaa"):
        live = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth(who))
        assert_problem(live, 409, "private-information")
    refused = await client.post(
        f"/v1/games/{game.game_id}/end", json={}, headers=game.auth("ariadna")
    )
    assert_problem(refused, 403, "forbidden")
    await game.post("organiser", "/end", {"reason": "time"})

    revealed = await game.get("tohaa", "/seed")
    assert revealed["algorithm"] == "dice-v2"
    assert revealed["client_seed"] == "round 3 table 12"
    assert hashlib.sha256(bytes.fromhex(revealed["seed"])).hexdigest() == game.seed_commitment
    assert revealed["seed_commitment"] == game.seed_commitment

    text = await export(client, game)
    lines = text.splitlines()
    header, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    assert header["seed"] == revealed["seed"]
    assert header["event_count"] == len(events) == events[-1]["version"]
    assert header["head_hash"] == events[-1]["hash"]
    assert set(events[0]) == {
        "position",
        "game_id",
        "version",
        "type",
        "data",
        "metadata",
        "recorded_at",
        "prev_hash",
        "hash",
        "blind",
    }
    assert events[-1]["type"] == "game_ended"

    result = verify_offline(tmp_path, text)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "dice" in result.stdout.lower()
    report = await game.get("organiser", "/verify")
    assert report["ok"] is True
    # Nothing more may be appended to an ended game.
    late = await client.post(
        f"/v1/games/{game.game_id}/rolls",
        json={"kind": "normal", "sides": [{"name": "x", "attribute": 10}]},
        headers=game.auth("tohaa"),
    )
    assert_problem(late, 409, "state-conflict")


async def test_one_changed_character_and_a_wrong_seed_are_caught_offline(
    client: Client, tmp_path: Path
) -> None:
    game = await play_a_short_game(client)
    await game.post("organiser", "/end", {})
    lines = (await export(client, game)).splitlines()
    roll_line = next(i for i, line in enumerate(lines) if '"roll_made"' in line)
    version = json.loads(lines[roll_line])["version"]
    tampered = lines[roll_line].replace('"label":""', '"label":"x"', 1)
    assert tampered != lines[roll_line]
    changed = "\n".join([*lines[:roll_line], tampered, *lines[roll_line + 1 :]]) + "\n"
    result = verify_offline(tmp_path, changed, "changed.ndjson")
    assert result.returncode == 1
    assert f"version {version}" in result.stdout

    header = json.loads(lines[0])
    header["seed"] = "00" * 32
    wrong_seed = "\n".join([json.dumps(header), *lines[1:]]) + "\n"
    result = verify_offline(tmp_path, wrong_seed, "seed.ndjson")
    assert result.returncode == 1
    assert "commitment" in result.stdout.lower()


async def test_a_row_changed_behind_the_trigger_is_caught_by_the_verify_endpoint(
    client: Client, db_url: str
) -> None:
    game = await play_a_short_game(client)
    assert (await game.get("organiser", "/verify"))["ok"] is True
    with psycopg.connect(db_url, autocommit=True) as conn:
        with conn.transaction():
            conn.execute("SET LOCAL session_replication_role = replica")
            conn.execute(
                "UPDATE events SET data = jsonb_set(data, '{label}', '\"rigged\"')"
                " WHERE game_id = %s AND type = 'roll_made'",
                (game.game_id,),
            )
        row = conn.execute(
            "SELECT version FROM events WHERE game_id = %s AND type = 'roll_made'",
            (game.game_id,),
        ).fetchone()
    assert row is not None
    report = await game.get("organiser", "/verify")
    assert report["ok"] is False
    assert report["problem"]["version"] == row[0]


async def test_replay_of_the_seed_exchange(client: Client) -> None:
    game = await fennec_and_senkus(client, manual_dice=True)
    await game.post(
        "ariadna",
        "/orders",
        {"trooper": "fennec", "skill": shot(("senku-a", 2, 15), ("senku-b", 1, 15))},
        201,
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-b", "skill": shot(("fennec", 1, 15))}
    )
    dice = [
        {"roll": FENNEC_AT_A, "faces": [4, 9]},
        {"roll": SENKU_A, "faces": [5]},
        {"roll": FENNEC_AT_B, "faces": [11]},
        {"roll": SENKU_B, "faces": [11]},
    ]
    await game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    saves = [{"roll": FENNEC_AT_A, "faces": [15]}, {"roll": SENKU_B, "faces": [3, 12]}]
    await game.post("ariadna", "/orders/1/conclude", {"saves": saves})

    replay: Any = await game.get("tohaa", "/orders/1/replay")
    assert replay["matches_record"] is True
    assert replay["status"] == "resolved"
    kinds = [step["kind"] for step in replay["steps"]]
    assert kinds[:3] == ["activation", "aro", "aro"]
    assert "saving_rolls" in kinds
    text = await client.get(
        f"/v1/games/{game.game_id}/orders/1/replay",
        headers={**game.auth("ariadna"), "Accept": "text/plain"},
    )
    assert text.status_code == 200
    assert text.headers["content-type"] == "text/plain; charset=utf-8"
    for phrase in (
        "Senku A takes one hit",
        "Fennec takes a critical hit: two Saving Rolls at ARM + PS 7 (+3 partial cover)",
    ):
        assert phrase in text.text, text.text
    missing = await client.get(
        f"/v1/games/{game.game_id}/orders/9/replay", headers=game.auth("ariadna")
    )
    assert_problem(missing, 404, "not-found")


async def test_organiser_lists_and_exports_several_games(client: Client, tmp_path: Path) -> None:
    first = await play_a_short_game(client)
    organiser = first.tokens["organiser"]
    second = await client.post(
        "/v1/games",
        json={"players": ["ariadna", "tohaa"]},
        headers={"Authorization": f"Bearer {organiser}"},
    )
    assert second.status_code == 201
    assert second.json()["tokens"]["organiser"] == organiser
    second_id = second.json()["id"]
    other = await GameDriver.create(client)

    listing = await client.get(
        "/v1/organiser/games", headers={"Authorization": f"Bearer {organiser}"}
    )
    assert listing.status_code == 200
    assert listing.json()["next_cursor"] is None
    games = {g["id"]: g for g in listing.json()["games"]}
    assert set(games) == {first.game_id, second_id}
    assert games[first.game_id]["status"] == "running"
    assert games[first.game_id]["verification"]["ok"] is True
    assert games[second_id]["event_count"] == 1
    player = await client.get("/v1/organiser/games", headers=first.auth("ariadna"))
    assert_problem(player, 401, "unauthorized")
    running = await client.get(
        f"/v1/organiser/audit?game={first.game_id}",
        headers={"Authorization": f"Bearer {organiser}"},
    )
    assert_problem(running, 409, "private-information")
    for game_id in (first.game_id, second_id):
        ended = await client.post(
            f"/v1/games/{game_id}/end", json={}, headers={"Authorization": f"Bearer {organiser}"}
        )
        assert ended.status_code == 200, ended.text

    both = await client.get(
        f"/v1/organiser/audit?game={first.game_id}&game={second_id}",
        headers={"Authorization": f"Bearer {organiser}"},
    )
    assert both.status_code == 200
    records = [json.loads(line) for line in both.text.splitlines()]
    headers = [r for r in records if "event_count" in r]
    assert [h["game_id"] for h in headers] == [first.game_id, second_id]
    result = verify_offline(tmp_path, both.text, "both.ndjson")
    assert result.returncode == 0, result.stdout
    foreign = await client.get(
        f"/v1/organiser/audit?game={other.game_id}",
        headers={"Authorization": f"Bearer {organiser}"},
    )
    assert_problem(foreign, 403, "forbidden")
