"""Commands answer for a hidden trooper exactly as for one that does not exist ("Hidden
Deployment State", N5: https://infinitythewiki.com/Hidden_Deployment_State: such a trooper "is
considered not to be on the game table at all"; docs/rules.md, "What each player may know of
the other's army").

Each command is sent twice by a reader the trooper is hidden from, once naming the hidden
trooper and once naming a trooper no army has; the two answers must be the same status, code
and detail, byte for byte once the named id is put back. An ARO at the hidden trooper's open
order is answered as an ARO when no order is open. No answer spells the hidden id or name.
"""

from __future__ import annotations

import httpx
import pytest

from tests.builders.http import GameDriver, shot, trooper

HIDDEN = "kamau-hd"
HIDDEN_NAME = "Kamau Ghost"
UNKNOWN = "nobody-99"


async def _table(client: httpx.AsyncClient) -> GameDriver:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", HIDDEN, name=HIDDEN_NAME), 201)
    marker = {"kind": "hidden_deployment", "subject": HIDDEN, "marker": 4}
    await game.post("tohaa", "/secrets", marker)
    return game


def _same_as_unknown(hidden: httpx.Response, unknown: httpx.Response) -> None:
    assert hidden.status_code == unknown.status_code, (hidden.text, unknown.text)
    assert hidden.status_code >= 400, hidden.text
    assert hidden.text.replace(HIDDEN, UNKNOWN) == unknown.text
    assert HIDDEN_NAME not in hidden.text


async def _both(
    client: httpx.AsyncClient,
    game: GameDriver,
    who: str,
    method: str,
    path: str,
    body: object = None,
) -> tuple[httpx.Response, httpx.Response]:
    answers = []
    for named in (HIDDEN, UNKNOWN):
        url = f"/v1/games/{game.game_id}{path.format(trooper=named)}"
        sent = None if body is None else _named(body, named)
        answers.append(await client.request(method, url, json=sent, headers=game.auth(who)))
    return answers[0], answers[1]


def _named(body: object, trooper_id: str) -> object:
    if isinstance(body, str):
        return body.format(trooper=trooper_id)
    if isinstance(body, dict):
        return {k: _named(v, trooper_id) for k, v in body.items()}
    if isinstance(body, list | tuple):
        return [_named(v, trooper_id) for v in body]
    return body


@pytest.mark.parametrize("who", ["ariadna", "organiser"])
async def test_removing_or_editing_a_hidden_trooper_is_answered_as_for_an_unknown_one(
    base: str, who: str
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await _table(client)
        before = (await game.get("tohaa", "/events"))["events"]
        _same_as_unknown(*await _both(client, game, who, "DELETE", "/troopers/{trooper}"))
        edit = {k: v for k, v in trooper("tohaa", "x").items() if k not in {"trooper_id"}}
        _same_as_unknown(*await _both(client, game, who, "PUT", "/troopers/{trooper}", edit))
        # Nothing was written by either.
        assert (await game.get("tohaa", "/events"))["events"] == before


async def test_a_secret_naming_a_hidden_trooper_is_answered_as_for_an_unknown_one(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await _table(client)
        body = {"kind": "camouflage", "subject": "{trooper}", "marker": 2}
        _same_as_unknown(*await _both(client, game, "ariadna", "POST", "/secrets", body))


async def test_an_order_for_a_hidden_trooper_is_answered_as_for_an_unknown_one(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await _table(client)
        await game.post("ariadna", "/turns", {"player": "ariadna"})
        order = {"trooper": "{trooper}", "skill": {"skill": "move"}}
        _same_as_unknown(*await _both(client, game, "ariadna", "POST", "/orders", order))
        # Shooting at it is shooting at nobody.
        attack = {"trooper": "fennec", "skill": shot(("{trooper}", 3, 15))}
        _same_as_unknown(*await _both(client, game, "ariadna", "POST", "/orders", attack))


async def test_an_aro_at_the_hidden_troopers_open_order_is_answered_as_with_no_order_open(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await _table(client)
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        number = (await game.get("tohaa", "/state"))["last_order_number"] + 1
        aro = {"trooper": "fennec", "skill": shot((HIDDEN, 1, 15))}
        path = f"/v1/games/{game.game_id}/orders/{number}/aros"
        # Before the hidden trooper acts, no order is open: that is the answer to match.
        nothing_open = await client.post(path, json=aro, headers=game.auth("ariadna"))
        moved = {"trooper": HIDDEN, "skill": {"skill": "move"}}
        opened = await game.post("tohaa", "/orders", moved, 201)
        assert opened["events"][0]["data"]["order"] == number
        before = (await game.get("tohaa", "/events"))["events"]
        at_hidden = await client.post(path, json=aro, headers=game.auth("ariadna"))
        assert at_hidden.status_code == nothing_open.status_code >= 400, at_hidden.text
        assert at_hidden.text == nothing_open.text
        # An ARO aimed elsewhere, or at the next order number, says nothing of it either.
        elsewhere = {"trooper": "fennec", "skill": shot(("senku-a", 1, 15))}
        other = await client.post(path, json=elsewhere, headers=game.auth("ariadna"))
        assert HIDDEN not in other.text
        assert str(number) not in other.json().get("detail", "").replace(path, "")
        assert (await game.get("tohaa", "/events"))["events"] == before


async def test_a_name_like_a_hidden_troopers_is_taken_as_any_new_name(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await _table(client)
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
