"""A whole tournament over HTTP: created with its seed committed, players registered with their
tournament tokens, rounds paired from the seed with each table's game made (sequenced, dice-v2,
the round's scenario), each player's game token handed through their tournament token, results
confirmed in the games flowing into the standings, a dispute waiting for the organiser's
ruling, drops, late joins, a round re-paired after a ruling, the end, the seed, the CSV, the
live standings and the export `infinity-ledger verify` checks. Every refusal is a problem
document with its code, and appends nothing."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar

from service.audit.cli import verify_file
from tests.builders.http import Client
from tests.builders.tournament_http import TournamentDriver, bearer


async def version_of(t: TournamentDriver) -> int:
    return int((await t.get())["version"])


async def refused(
    t: TournamentDriver,
    method: str,
    path: str,
    body: Any,
    token: str | None,
    status: int,
    code: str,
) -> dict[str, Any]:
    before = await version_of(t)
    headers = bearer(token) if token is not None else {}
    response = await t.client.request(method, f"{t.base}{path}", json=body, headers=headers)
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem: dict[str, Any] = response.json()
    assert problem["code"] == code, problem
    assert await version_of(t) == before  # nothing appended
    return problem


async def test_a_tournament_from_registration_to_its_verified_export(
    client: Client, tmp_path: Path
) -> None:
    t = await TournamentDriver.create(client, rounds=3)
    created = await t.get()
    assert created["status"] == "registration"
    assert created["tie_breakers"] == ["tournament_points", "objective_points", "victory_points"]
    for name in ("ana", "bo", "cy", "di", "ed"):
        registered = await t.register(name, army_list="glpanoceaniaDYj8BAAA=")
        assert registered["joined_round"] == 1
    # Another player's army list is theirs and the organiser's until the end.
    seen_by_bo = {p["name"]: p["army_list"] for p in (await t.get(who="bo"))["players"]}
    assert seen_by_bo["bo"] == "glpanoceaniaDYj8BAAA="
    assert seen_by_bo["ana"] is None

    # Round 1: five players, so the last registered has the bye; each table's game is made.
    paired = await client.post(f"{t.base}/rounds", json={}, headers=bearer(t.organiser))
    assert paired.status_code == 201, paired.text
    assert paired.headers["location"] == f"{t.base}/rounds/1"
    round_one = (await client.get(paired.headers["location"], headers=bearer(t.organiser))).json()
    assert round_one["bye"] == "ed"
    assert [table["table"] for table in round_one["tables"]] == [1, 2]
    assert round_one["scenario"]["name"] == "Supplies"
    for table in round_one["tables"]:
        first, second = table["players"]
        mine = await t.get("/me", who=first)
        assert mine["current"]["game_id"] == table["game_id"]
        assert mine["current"]["opponent"] == second
        game = await client.get(
            f"/v1/games/{table['game_id']}", headers=bearer(mine["current"]["game_token"])
        )
        assert game.status_code == 200, game.text
        assert game.json()["players"] == table["players"]
        assert game.json()["dice_algorithm"] == "dice-v2"
        state = await client.get(f"/v1/games/{table['game_id']}/state", headers=bearer(t.organiser))
        assert state.json()["sequence"]["rounds"] == 3
    assert (await t.get("/me", who="ed"))["current"] is None

    # The next round waits for every result.
    await refused(t, "POST", "/rounds", {}, t.organiser, 409, "round-results-pending")

    # Results confirmed in the games flow into the standings, nobody retyping them.
    first, second = round_one["tables"]
    await t.play(first, (8, 2))
    standings = (await t.get("/standings"))["standings"]
    winner = next(r for r in standings if r["player"] == first["players"][0])
    assert (winner["tournament_points"], winner["objective_points"], winner["played"]) == (3, 8, 1)
    problem = await refused(t, "POST", "/rounds", {}, t.organiser, 409, "round-results-pending")
    assert "tables 2" in problem["detail"]
    await t.play(second, (5, 5))
    assert {table["status"] for table in await t.current_tables()} == {"counted"}

    for _ in (2, 3):
        await t.pair()
        for table in await t.current_tables():
            await t.play(table, (6, 3))
    ended = await t.get()
    assert ended["status"] == "ended"
    assert ended["ended"] == "the last round's results are in"
    # Nobody met the same opponent twice, and nobody had two byes.
    met = [frozenset(table["players"]) for r in ended["paired"] for table in r["tables"]]
    assert len(met) == len(set(met)) == 6
    byes = [r["bye"] for r in ended["paired"]]
    assert len(set(byes)) == 3

    seed = await t.get("/seed", who="bo")
    assert hashlib.sha256(bytes.fromhex(seed["seed"])).hexdigest() == created["seed_commitment"]

    export = await client.get(f"{t.base}/audit", headers=bearer(t.organiser))
    assert export.status_code == 200, export.text
    assert export.headers["content-type"].startswith("application/x-ndjson")
    path = tmp_path / "tournament.ndjson"
    path.write_text(export.text, encoding="utf-8")
    out = tmp_path / "report.txt"
    with out.open("w", encoding="utf-8") as report:
        assert verify_file(path, report) == 0
    text = out.read_text(encoding="utf-8")
    assert f"Audit of tournament {t.tournament_id}: OK" in text
    assert "3 pairings" in text


async def test_the_standings_as_csv_and_live(client: Client) -> None:
    t = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
    for name in ("ana", "bo"):
        await t.register(name, faction="Nomads, Bakunin")
    await t.pair()
    await t.play((await t.current_tables())[0], (7, 1))
    csv = await client.get(f"{t.base}/standings.csv", headers=bearer(t.tokens["ana"]))
    assert csv.status_code == 200
    assert csv.headers["content-type"].startswith("text/csv")
    rows = csv.text.split("\r\n")
    assert rows[0] == (
        "rank,player,faction,tournament_points,objective_points,victory_points,"
        "opponents_tournament_points,opponents_objective_points,played,byes,dropped"
    )
    winner = (await t.get("/standings"))["standings"][0]["player"]
    assert rows[1] == f'1,{winner},"Nomads, Bakunin",3,7,0,0,1,1,0,false'
    # The live standings: what GET .../standings answers, at the tournament's version (the
    # in-process stream ends within a moment, so its whole body can be read).
    stream = await client.get(f"{t.base}/standings/stream", headers=bearer(t.tokens["bo"]))
    assert stream.status_code == 200
    version = await version_of(t)
    lines = stream.text.splitlines()
    assert "event: standings" in lines
    assert f"id: {version}" in lines
    data = next(line for line in lines if line.startswith("data: "))
    read = await client.get(f"{t.base}/standings", headers=bearer(t.tokens["bo"]))
    assert data.removeprefix("data: ") == read.text


async def test_refusals_are_problem_documents_that_append_nothing(client: Client) -> None:
    t = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
    await t.register("Ana")
    await refused(
        t, "POST", "/players", {"player": "ana ", "faction": "x"}, t.organiser, 422, "invalid-body"
    )
    await refused(
        t, "POST", "/players", {"player": "ANA", "faction": "x"}, t.organiser, 422, "invalid-name"
    )
    await refused(
        t, "POST", "/players", {"player": "bo", "faction": "x"}, t.tokens["Ana"], 403, "forbidden"
    )
    await refused(t, "POST", "/rounds", {}, t.organiser, 409, "not-enough-players")
    await refused(t, "GET", "/seed", None, t.organiser, 409, "tournament-running")
    await refused(t, "GET", "/audit", None, t.organiser, 409, "tournament-running")
    await refused(t, "GET", "/me", None, t.organiser, 409, "state-conflict")
    await t.register("bo")
    await t.pair()
    await refused(t, "POST", "/rounds", {}, t.organiser, 409, "all-rounds-paired")
    await refused(
        t, "POST", "/players", {"player": "cy", "faction": "x"}, t.organiser, 409,
        "registration-closed",
    )  # fmt: skip
    table = (await t.current_tables())[0]
    await t.play(table, (4, 4))
    await refused(
        t, "POST", "/rounds/1/void", {"reason": "late"}, t.organiser, 409, "tournament-ended"
    )
    ruling = {
        "round": 1,
        "table": 1,
        "scores": [
            {"player": table["players"][0], "objective_points": 0, "victory_points": 0},
            {"player": table["players"][1], "objective_points": 9, "victory_points": 0},
        ],
        "reason": "a second look",
    }
    await refused(t, "POST", "/rulings", ruling, t.organiser, 409, "tournament-ended")
    await refused(t, "POST", "/end", {"reason": "again"}, t.organiser, 409, "tournament-ended")


async def test_tokens_open_only_their_own_tournament(client: Client) -> None:
    first = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
    second = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
    # The same player in two tournaments: two registrations, two tokens, nothing shared.
    await first.register("ana")
    await second.register("ana")
    assert first.tokens["ana"] != second.tokens["ana"]
    for token in (second.tokens["ana"], second.organiser):
        other = await client.get(first.base, headers=bearer(token))
        assert other.status_code == 404
        assert other.json()["code"] == "not-found"
    for headers in ({}, bearer("not-a-token-of-anything")):
        unknown = await client.get(first.base, headers=headers)
        assert unknown.status_code == 401
        assert unknown.json()["code"] == "unauthorized"
    # A tournament's id is no game's, whatever token asks.
    game = await client.get(f"/v1/games/{first.tournament_id}", headers=bearer(first.organiser))
    assert game.status_code in (401, 404)


async def test_a_dropped_player_and_a_late_join_and_an_odd_round(client: Client) -> None:
    t = await TournamentDriver.create(client, rounds=3)
    for name in ("ana", "bo", "cy", "di"):
        await t.register(name)
    await t.pair()
    for table in await t.current_tables():
        await t.play(table, (6, 2))
    dropped = await t.post("/drops", {"player": "bo", "reason": "train home"}, who="bo")
    assert dropped["events"][0]["type"] == "player_dropped"
    await refused(t, "POST", "/drops", {"player": "bo"}, t.organiser, 409, "already-dropped")
    await refused(t, "POST", "/drops", {"player": "cy"}, t.tokens["ana"], 403, "forbidden")
    late = await t.register("late")
    assert late["joined_round"] == 2
    await t.register("later")
    await t.post("/drops", {"player": "later", "reason": "changed their mind"})
    # Round 2: ana, cy, di and the late joiner: four at two tables, bo and later left out.
    await t.pair()
    seated = {p for table in await t.current_tables() for p in table["players"]}
    assert seated == {"ana", "cy", "di", "late"}
    view = await t.get()
    assert view["paired"][-1]["bye"] is None
    entrants = {p["name"]: p for p in view["players"]}
    assert entrants["bo"]["dropped_from"] == 2
    assert entrants["bo"]["drop_reason"] == "train home"
    for table in await t.current_tables():
        await t.play(table, (3, 3))
    await t.post("/drops", {"player": "late", "reason": "ill"})
    # Round 3: three players, so a bye, to the lowest-ranked who has had none.
    await t.pair()
    round_three = await t.get("/rounds/3")
    assert round_three["bye"] is not None
    assert len(round_three["tables"]) == 1
    standings = {r["player"]: r for r in (await t.get("/standings"))["standings"]}
    assert standings["bo"]["dropped"] is True
    assert standings["bo"]["played"] == 1


async def test_a_disputed_result_waits_for_the_organisers_ruling(client: Client) -> None:
    t = await TournamentDriver.create(client, rounds=2)
    for name in ("ana", "bo", "cy", "di"):
        await t.register(name)
    await t.pair()
    first, second = await t.current_tables()
    # Table 1: the result is disputed in the game: it waits, the round cannot be closed.
    await t.play(first, (9, 1), confirm=False)
    a, b = first["players"]
    game = f"/v1/games/{first['game_id']}"
    disputed = await client.post(
        f"{game}/results/confirm",
        json={"player": a, "accept": False, "reason": "the objective was not held"},
        headers=bearer(await t.game_token(b, first["game_id"])),
    )
    assert disputed.status_code == 200, disputed.text
    tables = {table["table"]: table for table in await t.current_tables()}
    assert tables[1]["status"] == "disputed"
    # The organiser rules in the game; the result then counts by itself.
    decided = await client.post(
        f"{game}/results",
        json={"player": a, "objective_points": 5, "reasons": ["ruled: only half held"]},
        headers=bearer(t.organiser),
    )
    assert decided.status_code == 200, decided.text
    confirm = await client.post(
        f"{game}/results/confirm",
        json={"player": b, "accept": True},
        headers=bearer(await t.game_token(a, first["game_id"])),
    )
    assert confirm.status_code == 200, confirm.text
    tables = {table["table"]: table for table in await t.current_tables()}
    assert tables[1]["status"] == "counted"
    assert {s["player"]: s["objective_points"] for s in tables[1]["scores"]} == {a: 5, b: 1}
    # Table 2 never plays: the organiser rules its result, with the reason, as a tournament event.
    c, d = second["players"]
    ruling = {
        "round": 1,
        "table": 2,
        "scores": [
            {"player": c, "objective_points": 0, "victory_points": 0},
            {"player": d, "objective_points": 10, "victory_points": 0},
        ],
        "reason": f"{c} did not show up",
    }
    ruled = await t.post("/rulings", ruling)
    assert ruled["events"][0]["type"] == "result_ruled"
    assert ruled["events"][0]["data"]["reason"] == f"{c} did not show up"
    await refused(t, "POST", "/rulings", ruling, t.organiser, 409, "result-already-in")
    tables = {table["table"]: table for table in await t.current_tables()}
    assert tables[2]["status"] == "ruled"
    assert tables[2]["ruling"] == f"{c} did not show up"
    # Its game is closed with the ruling's reason.
    closed = await client.get(f"/v1/games/{second['game_id']}/state", headers=bearer(t.organiser))
    assert closed.json()["phase"] == "ended"
    await t.pair()


async def test_a_round_re_paired_after_a_ruling_loses_nothing(client: Client) -> None:
    t = await TournamentDriver.create(client, rounds=2)
    for name in ("ana", "bo", "cy", "di", "ed"):
        await t.register(name)
    await t.pair()
    voided_tables = await t.current_tables()
    # A player did not show up: the organiser drops them and pairs the round again.
    absent = voided_tables[0]["players"][0]
    await t.post("/drops", {"player": absent, "reason": "no-show"})
    voided = await t.post("/rounds/1/void", {"reason": f"{absent} did not show up"})
    assert voided["events"][0]["type"] == "round_voided"
    for table in voided_tables:
        state = await client.get(f"/v1/games/{table['game_id']}/state", headers=bearer(t.organiser))
        assert state.json()["phase"] == "ended"
    await t.pair()
    view = await t.get()
    assert [(r["round"], r["attempt"], r["voided"]) for r in view["paired"]] == [
        (1, 1, f"{absent} did not show up"),
        (1, 2, None),
    ]
    again = view["paired"][1]
    assert absent not in {p for table in again["tables"] for p in table["players"]}
    assert again["bye"] is None
    assert {table["status"] for table in view["paired"][0]["tables"]} == {"voided"}
    # With a result in, the round stands.
    await t.play(again["tables"][0], (5, 4))
    await refused(
        t, "POST", "/rounds/1/void", {"reason": "why"}, t.organiser, 409, "round-results-in"
    )


async def test_the_export_waits_for_a_table_game_still_running_under_the_privacy_rule(
    app: Litestar, client: Client, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A table's game holds its players' Private Information until it ends, so its whole log is
    not exported before then, in the tournament's export as in its own (409
    private-information). Every table's game has ended by the tournament's end, but for one
    whose ruling committed while the process stopped before its game was ended: the export
    names it until the organiser ends it."""
    t = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
    for name in ("ana", "bo"):
        await t.register(name)
    await t.pair()
    (table,) = await t.current_tables()
    game = f"/v1/games/{table['game_id']}"

    async def stopped(game_id: Any, reason: str) -> None:
        return None  # the process stopped after the ruling's commit, before its game's end

    monkeypatch.setattr(app.state.tournaments, "_end_game", stopped)
    a, b = table["players"]
    await t.post(
        "/rulings",
        {
            "round": 1,
            "table": 1,
            "scores": [
                {"player": a, "objective_points": 6, "victory_points": 0},
                {"player": b, "objective_points": 2, "victory_points": 0},
            ],
            "reason": "the players left before the end",
        },
    )
    assert (await t.get())["status"] == "ended"
    running = await client.get(f"{game}/state", headers=bearer(t.organiser))
    assert running.json()["phase"] != "ended"
    own = await client.get(f"{game}/audit", headers=bearer(t.organiser))
    assert own.status_code == 409, own.text
    assert own.json()["code"] == "private-information"
    for who in (t.organiser, t.tokens[a]):
        whole = await client.get(f"{t.base}/audit", headers=bearer(who))
        assert whole.status_code == 409, whole.text
        assert whole.headers["content-type"].startswith("application/problem+json")
        problem = whole.json()
        assert problem["code"] == "private-information"
        assert table["game_id"] in problem["detail"]
    # The organiser ends the game; the export is then whole, and verifies.
    ended = await client.post(f"{game}/end", json={"reason": "ruled"}, headers=bearer(t.organiser))
    assert ended.status_code == 200, ended.text
    export = await client.get(f"{t.base}/audit", headers=bearer(t.tokens[b]))
    assert export.status_code == 200, export.text
    path = tmp_path / "tournament.ndjson"
    path.write_text(export.text, encoding="utf-8")
    with (tmp_path / "report.txt").open("w", encoding="utf-8") as report:
        assert verify_file(path, report) == 0


@pytest.mark.parametrize("seeding", ["declared"])
async def test_declared_seeding_pairs_by_seed(client: Client, seeding: str) -> None:
    t = await TournamentDriver.create(
        client, rounds=1, scenarios=[{"name": "Supplies"}], seeding=seeding
    )
    for name, seed in (("ana", 2), ("bo", 4), ("cy", 1), ("di", 3)):
        await t.register(name, seed=seed)
    await t.pair()
    assert [table["players"] for table in await t.current_tables()] == [["cy", "di"], ["ana", "bo"]]
