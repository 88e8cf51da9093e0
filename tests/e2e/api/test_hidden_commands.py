"""Commands answer for a hidden trooper exactly as for one that does not exist ("Hidden
Deployment State", N5: https://infinitythewiki.com/Hidden_Deployment_State: such a trooper "is
considered not to be on the game table at all"; docs/rules.md, "What each player may know of the
other's army").

Each command is sent twice by a reader the trooper is hidden from, once naming the hidden
trooper (or its secret) and once naming one no army has, of the same shape; the two answers must
be the same status, code and detail, byte for byte once the named id is put back. No answer
spells the hidden id or name. The hidden trooper is added as games do from now on: in Hidden
Deployment as it is added, its id drawn by the service.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from tests.builders.http import GameDriver, shot, trooper

HIDDEN_NAME = "Kamau Ghost"
UNKNOWN = "h-0000000000000000"
"""No army's trooper, of the shape the service gives a hidden trooper's id."""
UNKNOWN_SECRET = "s-0000000000000000"


@dataclass
class Table:
    game: GameDriver
    hidden: str
    """The hidden trooper's id, drawn by the service."""
    secret: str
    """Its Hidden Deployment secret's id."""


async def _table(client: httpx.AsyncClient) -> Table:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec-b"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    body = {k: v for k, v in trooper("tohaa", "x", name=HIDDEN_NAME).items() if k != "trooper_id"}
    added = await game.post("tohaa", "/troopers", {**body, "hidden_deployment": True}, 201)
    data = added["events"][0]["data"]
    return Table(game, data["trooper"]["trooper_id"], data["hidden_deployment"]["secret_id"])


def _same_as_unknown(
    table: Table, hidden: httpx.Response, unknown: httpx.Response, *, refused: bool = True
) -> None:
    assert hidden.status_code == unknown.status_code, (hidden.text, unknown.text)
    if refused:
        assert hidden.status_code >= 400, hidden.text
    named = hidden.text.replace(table.hidden, UNKNOWN).replace(table.secret, UNKNOWN_SECRET)
    assert named == unknown.text
    assert HIDDEN_NAME not in hidden.text


async def _both(
    client: httpx.AsyncClient,
    table: Table,
    who: str,
    method: str,
    path: str,
    body: object = None,
) -> tuple[Table, httpx.Response, httpx.Response]:
    answers = []
    game = table.game
    for named, secret in ((table.hidden, table.secret), (UNKNOWN, UNKNOWN_SECRET)):
        url = f"/v1/games/{game.game_id}{path.format(trooper=named, secret=secret)}"
        sent = None if body is None else _named(body, named, secret)
        answers.append(await client.request(method, url, json=sent, headers=game.auth(who)))
    return table, answers[0], answers[1]


def _named(body: object, trooper_id: str, secret_id: str) -> object:
    if isinstance(body, str):
        return body.format(trooper=trooper_id, secret=secret_id)
    if isinstance(body, dict):
        return {k: _named(v, trooper_id, secret_id) for k, v in body.items()}
    if isinstance(body, list | tuple):
        return [_named(v, trooper_id, secret_id) for v in body]
    return body


async def _unchanged(table: Table) -> list[Any]:
    return list((await table.game.get("tohaa", "/events"))["events"])


@pytest.mark.parametrize("who", ["ariadna", "organiser"])
async def test_removing_or_editing_a_hidden_trooper_is_answered_as_for_an_unknown_one(
    base: str, who: str
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        table = await _table(client)
        before = await _unchanged(table)
        _same_as_unknown(*await _both(client, table, who, "DELETE", "/troopers/{trooper}"))
        edit = {k: v for k, v in trooper("tohaa", "x").items() if k not in {"trooper_id"}}
        _same_as_unknown(*await _both(client, table, who, "PUT", "/troopers/{trooper}", edit))
        # Nothing was written by either.
        assert await _unchanged(table) == before


async def test_adding_a_trooper_with_the_hidden_troopers_id_is_answered_as_with_any_other(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        table = await _table(client)
        before = await _unchanged(table)
        # Ids of the service's shape are the service's: refused alike, taken by a hidden
        # trooper or by none.
        taken = trooper("ariadna", "{trooper}", name="Newcomer")
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/troopers", taken))
        _, hidden, _ = await _both(client, table, "ariadna", "POST", "/troopers", taken)
        assert hidden.json()["code"] == "hidden-deployment-refused"
        assert await _unchanged(table) == before


async def test_a_secret_naming_a_hidden_trooper_or_its_secret_is_answered_as_for_an_unknown_one(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        table = await _table(client)
        before = await _unchanged(table)
        for body in (
            {"kind": "camouflage", "subject": "{trooper}", "marker": 2},
            {"kind": "lieutenant", "subject": "{trooper}"},
        ):
            _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/secrets", body))
        for who in ("ariadna", "organiser"):
            reveal = "/secrets/{secret}/reveal"
            _same_as_unknown(*await _both(client, table, who, "POST", reveal, {}))
            given = {
                "secret": {"kind": "hidden_deployment", "trooper": "{trooper}"},
                "salt": "0" * 64,
            }
            _same_as_unknown(*await _both(client, table, who, "POST", reveal, given))
            # Listed to nobody but its owner: the list is a game's with no such secret.
            listed = await table.game.get(who, "/secrets")
            assert listed["secrets"] == []
        assert await _unchanged(table) == before


async def test_an_order_for_a_hidden_trooper_or_at_it_is_answered_as_for_an_unknown_one(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        table = await _table(client)
        await table.game.post("ariadna", "/turns", {"player": "ariadna"})
        before = await _unchanged(table)
        order = {"trooper": "{trooper}", "skill": {"skill": "move"}}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/orders", order))
        # Shooting at it is shooting at nobody, and so is Discovering it.
        attack = {"trooper": "fennec", "skill": shot(("{trooper}", 3, 15))}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/orders", attack))
        discover = {"trooper": "fennec", "skill": {"skill": "discover", "target": "{trooper}"}}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/orders", discover))
        # A Coordinated Order, a Fireteam or a Command Token naming it names nobody.
        coordinated = {
            "trooper": "fennec",
            "skill": {"skill": "move"},
            "coordinated": ["{trooper}"],
        }
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/orders", coordinated))
        duo = {
            "player": "ariadna",
            "kind": "duo",
            "members": ["fennec", "{trooper}"],
            "leader": "fennec",
        }
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/fireteams", duo))
        token = {"player": "ariadna", "use": "irregular_to_regular", "trooper": "{trooper}"}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", "/command-tokens", token))
        assert await _unchanged(table) == before


async def test_an_aro_of_it_or_at_it_is_answered_as_for_an_unknown_one(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        table = await _table(client)
        game = table.game
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        moved = {"trooper": "senku-a", "skill": {"skill": "move"}}
        opened = await game.post("tohaa", "/orders", moved, 201)
        number = opened["events"][0]["data"]["order"]
        before = await _unchanged(table)
        path = f"/orders/{number}/aros"
        at_it = {"trooper": "fennec", "skill": shot(("{trooper}", 1, 15))}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", path, at_it))
        discover = {"trooper": "fennec", "skill": {"skill": "discover", "target": "{trooper}"}}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", path, discover))
        # The opponent declaring an ARO for it: a trooper of nobody's.
        of_it = {"trooper": "{trooper}", "skill": {"skill": "idle"}}
        _same_as_unknown(*await _both(client, table, "ariadna", "POST", path, of_it))
        assert await _unchanged(table) == before


async def test_a_name_like_a_hidden_troopers_is_taken_as_any_new_name(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        table = await _table(client)
        game = table.game
        # Names differ only within an army: the opponent's "KAMAU GHOST" is theirs to take.
        taken = trooper("ariadna", "fennec-2", name=HIDDEN_NAME.upper())
        answer = await client.post(
            f"/v1/games/{game.game_id}/troopers", json=taken, headers=game.auth("ariadna")
        )
        assert answer.status_code == 201, answer.text
        assert HIDDEN_NAME not in answer.text
        # Within one army two troopers still cannot share a name.
        twice = trooper("tohaa", "senku-c", name="SENKU-A-NAME")
        await game.post("tohaa", "/troopers", twice, 201)
        again = await client.post(
            f"/v1/games/{game.game_id}/troopers",
            json=trooper("tohaa", "senku-d", name="senku-a-name"),
            headers=game.auth("tohaa"),
        )
        assert again.status_code == 422, again.text
        assert again.json()["code"] == "invalid-name"
