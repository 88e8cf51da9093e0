"""`POST /v1/organiser/imports` takes only a finished game, whose dice nobody can play on, and
refuses whatever is not one: unfinished games, metadata the service never writes, times that run
backwards or lie ahead, and text that is not an export at all (422, nothing written, never a
500). Whether a game is already here is told only to an organiser of that game."""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Any

import psycopg
import pytest
from litestar import Litestar
from psycopg import sql

from service.store.chain import format_recorded_at
from tests.builders.export import (
    RecordedGame,
    export_records,
    play_short_game,
    rechain,
    to_lines,
    version_of,
)
from tests.builders.game import ARIADNA, GAME_ID, TOHAA
from tests.builders.http import Client, assert_problem
from tests.e2e.api.test_access_matrix import BODIES, game_routes

ROUTE = "/v1/organiser/imports"
GAME = f"/v1/games/{GAME_ID}"
Records = tuple[dict[str, Any], list[dict[str, Any]]]


@cache
def _finished() -> Records:
    header, records = export_records(play_short_game(), reveal_seed=True)
    for record in records:
        # Only logs written before idempotency keys were sealed carry them; an import refuses
        # to spread them, so the game here is exported as the service writes it now.
        record["metadata"].pop("idempotency_key", None)
    return header, records


def finished() -> Records:
    return copy.deepcopy(_finished())


def text_of(header: dict[str, Any], records: list[dict[str, Any]]) -> str:
    return "".join(to_lines(header, records))


def unfinished_with_its_seed() -> str:
    """The attack: game_created and two troopers, no game_ended, the seed in the header."""
    game = RecordedGame()
    game.add_trooper(ARIADNA, "fennec")
    game.add_trooper(TOHAA, "senku-a")
    header, records = export_records(game, reveal_seed=True)
    assert [r["type"] for r in records] == ["game_created", "trooper_added", "trooper_added"]
    return text_of(header, records)


async def new_organiser(client: Client) -> dict[str, str]:
    created = await client.post("/v1/games", json={"players": ["a", "b"]})
    assert created.status_code == 201, created.text
    return {"Authorization": f"Bearer {created.json()['tokens']['organiser']}"}


async def nothing_written(db_url: str) -> None:
    async with await psycopg.AsyncConnection.connect(db_url) as conn:
        for table in ("events", "game_secrets", "game_tokens", "game_projections"):
            found = await conn.execute(
                sql.SQL("SELECT count(*) FROM {} WHERE game_id = %s").format(sql.Identifier(table)),
                (GAME_ID,),
            )
            assert await found.fetchone() == (0,), table


async def refused(client: Client, export: str, organiser: dict[str, str]) -> dict[str, Any]:
    answer = await client.post(ROUTE, json={"export": export}, headers=organiser)
    body: dict[str, Any] = assert_problem(answer, 422, "invalid-command")
    return body


# --- only a finished game ----------------------------------------------------------------------


async def test_an_unfinished_game_whose_seed_matches_is_refused_and_nothing_written(
    client: Client, db_url: str
) -> None:
    organiser = await new_organiser(client)

    body = await refused(client, unfinished_with_its_seed(), organiser)

    assert "finished" in body["detail"]
    await nothing_written(db_url)
    assert (await client.get(GAME, headers=organiser)).status_code == 404


async def test_a_finished_game_whose_seed_is_not_revealed_is_refused(
    client: Client, db_url: str
) -> None:
    organiser = await new_organiser(client)
    header, records = finished()
    del header["seed"]

    await refused(client, text_of(header, records), organiser)

    await nothing_written(db_url)


async def test_a_game_ended_before_its_last_event_is_refused(client: Client, db_url: str) -> None:
    organiser = await new_organiser(client)
    header, records = finished()
    ended = records[-1]
    records.insert(len(records) - 2, {**ended, "version": 0})  # game_ended, then the roll
    for version, record in enumerate(records, start=1):
        record["version"] = version
    header, records = rechain(header, records)

    await refused(client, text_of(header, records), organiser)

    await nothing_written(db_url)


async def test_an_imported_game_refuses_every_appending_route(
    app: Litestar, client: Client
) -> None:
    organiser = await new_organiser(client)
    header, records = finished()
    done = await client.post(ROUTE, json={"export": text_of(header, records)}, headers=organiser)
    assert done.status_code == 201, done.text
    before = (await client.get(GAME, headers=organiser)).json()
    assert before["ended"] is True
    params = {
        "game_id": str(GAME_ID),
        "order": "1",
        "version": str(version_of(records, "roll_made")),
        "trooper_id": "fennec",
        "fireteam": "1",
        "secret_id": "s-1",
    }

    # The organiser is the only caller with a token here: an ended game issues no new one
    # (rotation is refused like any command), so no player can be handed a token to play on.
    tried = set()
    for method, template, operation in game_routes(app):
        if method == "GET":
            continue
        body = BODIES[operation]
        answer = await client.request(
            method,
            template.format(**params),
            headers=organiser,
            **({"json": body} if method in ("POST", "PUT") else {}),
        )
        assert_problem(answer, 409, "state-conflict")
        assert answer.json()["detail"] == "the game has ended", (operation, answer.text)
        tried.add(operation)

    assert {"start_turn", "create_roll", "activate_trooper", "void_order", "end_game"} <= tried
    assert {"rotate_token", "add_trooper", "resolve_order"} <= tried
    after = (await client.get(GAME, headers=organiser)).json()
    assert after["version"] == before["version"]


# --- metadata and times ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("token", "fake-token-looking-value"),
        ("note", "<script>alert(document.cookie)</script>"),
        ("idempotency_key", "turn-1"),
    ],
)
async def test_metadata_the_service_does_not_write_is_refused(
    client: Client, db_url: str, key: str, value: str
) -> None:
    organiser = await new_organiser(client)
    header, records = finished()
    records[4]["metadata"][key] = value  # outside the hash: nothing else to forge

    body = await refused(client, text_of(header, records), organiser)

    assert key in body["detail"]
    assert value not in body["detail"]
    await nothing_written(db_url)


def retimed(moments: list[datetime]) -> str:
    header, records = finished()
    for record, moment in zip(records, moments, strict=True):
        record["recorded_at"] = format_recorded_at(moment)
    return text_of(*rechain(header, records))


async def test_times_running_backwards_are_refused(client: Client, db_url: str) -> None:
    organiser = await new_organiser(client)
    start = datetime(2026, 3, 14, 18, 0, tzinfo=UTC)
    count = len(finished()[1])
    moments = [start + timedelta(minutes=count - n) for n in range(count)]

    body = await refused(client, retimed(moments), organiser)

    assert "before" in body["detail"]
    await nothing_written(db_url)


async def test_times_in_the_future_are_refused(client: Client, db_url: str) -> None:
    organiser = await new_organiser(client)
    start = datetime(2099, 1, 1, tzinfo=UTC)
    moments = [start + timedelta(minutes=n) for n in range(len(finished()[1]))]

    body = await refused(client, retimed(moments), organiser)

    assert "future" in body["detail"]
    await nothing_written(db_url)


async def test_times_just_now_are_taken(client: Client) -> None:
    organiser = await new_organiser(client)
    count = len(finished()[1])
    now = datetime.now(UTC)
    moments = [now - timedelta(seconds=count - n) for n in range(count)]

    done = await client.post(ROUTE, json={"export": retimed(moments)}, headers=organiser)

    assert done.status_code == 201, done.text


# --- the existence oracle ----------------------------------------------------------------------


async def test_only_an_organiser_of_the_game_is_told_it_is_already_here(client: Client) -> None:
    importer, stranger = await new_organiser(client), await new_organiser(client)
    header, records = finished()
    export = text_of(header, records)
    assert (await client.post(ROUTE, json={"export": export}, headers=importer)).status_code == 201

    again = await client.post(ROUTE, json={"export": export}, headers=importer)
    assert_problem(again, 409, "state-conflict")
    assert again.json()["code"] == "state-conflict"

    theirs = await refused(client, export, stranger)
    records[4]["data"]["player"] = TOHAA  # a changed byte: an export that does not verify
    bad = await refused(client, text_of(header, records), stranger)
    assert theirs.keys() == bad.keys()
    assert {k: v for k, v in theirs.items() if k != "detail"} == {
        k: v for k, v in bad.items() if k != "detail"
    }
    detail = theirs["detail"].lower()
    for telling in ("already", "exist", "here", "conflict", str(GAME_ID)):
        assert telling not in detail, detail
    assert theirs["detail"].startswith("the export is refused, nothing was imported")


# --- what is not an export at all --------------------------------------------------------------


def with_a_name(name: str) -> str:
    """A finished game re-hashed with a trooper renamed: the name verifies like any other."""
    header, records = finished()
    added = records[version_of(records, "trooper_added") - 1]
    added["data"]["trooper"]["name"] = added["metadata"]["command"]["name"] = name
    return text_of(*rechain(header, records))


def with_raw_data(value: str) -> str:
    lines = text_of(*finished()).splitlines(keepends=True)
    lines[3] = lines[3].replace('{"data":{', '{"data":{"x":' + value + ",", 1)
    return "".join(lines)


NOT_EXPORTS: dict[str, str] = {
    "2,000 nested brackets": "[" * 2000 + "]" * 2000,
    "2,000 nested objects": '{"a":' * 2000 + "1" + "}" * 2000,
    "a number of 5,000 digits": "1" * 5000,
    "an array": "[1, 2]",
    "a string": '"export"',
    "null": "null",
    "blank lines": "\n\n",
    "a header and nothing else": text_of(*finished()).splitlines(keepends=True)[0],
    "event data nested 2,000 deep": with_raw_data("[" * 2000 + "]" * 2000),
    "event data with a 5,000-digit number": with_raw_data("1" * 5000),
    "event data with an infinite number": with_raw_data("1e999"),
    "event data with a lone surrogate": with_raw_data('"\\ud800"'),
    "a NUL character in a name, re-hashed": with_a_name("fen\x00nec"),
}


@pytest.mark.parametrize("export", NOT_EXPORTS.values(), ids=NOT_EXPORTS.keys())
async def test_what_is_not_a_well_formed_export_is_a_422(
    client: Client, db_url: str, export: str
) -> None:
    organiser = await new_organiser(client)

    await refused(client, export, organiser)

    await nothing_written(db_url)


async def test_a_name_with_a_line_separator_is_not_a_line_break(client: Client) -> None:
    # U+2028 is a line break to str.splitlines, not to NDJSON: exports are split on "\n" only.
    organiser = await new_organiser(client)
    header, records = finished()
    added = records[version_of(records, "trooper_added") - 1]
    added["data"]["trooper"]["name"] = added["metadata"]["command"]["name"] = "Fen\u2028nec"
    export = text_of(*rechain(header, records))
    assert json.loads(export.split("\n")[2])["data"]["trooper"]["name"] == "Fen\u2028nec"

    done = await client.post(ROUTE, json={"export": export}, headers=organiser)

    assert done.status_code == 201, done.text
