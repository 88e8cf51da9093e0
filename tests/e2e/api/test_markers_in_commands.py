"""The opponent's commands name a trooper behind a Camouflage or Impersonation marker by its
marker, as they see it ("Camouflaged State", N5: the player "places a Camouflaged Marker" in the
trooper's place; "Discover", N5: "the target Marker is removed, and must be replaced with the
actual Trooper Model"; docs/rules.md, "Markers: Camouflage and Impersonation": which trooper a
marker hides is Private until it is revealed).

An ARO, an attack or a Discover of the opponent names the marker's handle (``camouflage-3``);
the answer, and every event they read, echo it. A command naming the trooper's own id is
answered the same whatever marker it hides behind, and the answers to a command aimed at a
marker are the same byte for byte whichever trooper is behind it: two tables differ only in
which Senku is under which marker. Its owner keeps naming its own trooper.
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.builders.http import Client, GameDriver, shot, trooper

SENKUS = ("senku-a", "senku-b")


async def _table(client: Client, markers: dict[str, int]) -> GameDriver:
    """Ariadna's Fennec against two Camouflaged Senku (``markers``: each one's marker number)
    and a Senku on the table as a Model."""
    game = await GameDriver.create(client)
    for fennec in ("fennec", "fennec-2"):
        await game.post("ariadna", "/troopers", trooper("ariadna", fennec), 201)
    for senku in (*SENKUS, "senku-c"):
        await game.post("tohaa", "/troopers", trooper("tohaa", senku), 201)
    for senku in SENKUS:
        await game.post(
            "tohaa", "/secrets", {"kind": "camouflage", "subject": senku, "marker": markers[senku]}
        )
    return game


async def _two_tables(client: Client) -> tuple[GameDriver, GameDriver]:
    """The same table twice, but for which Senku is under which marker."""
    first = await _table(client, {"senku-a": 3, "senku-b": 4})
    second = await _table(client, {"senku-a": 4, "senku-b": 3})
    return first, second


async def _send(game: GameDriver, who: str, path: str, body: Any) -> httpx.Response:
    return await game.client.post(
        f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth(who)
    )


async def _behind_3_moves(game: GameDriver, behind: str) -> int:
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    moved = await game.post(
        "tohaa", "/orders", {"trooper": behind, "skill": {"skill": "move"}}, 201
    )
    number = moved["events"][0]["data"]["order"]
    assert isinstance(number, int)
    return number


def _seen(game: GameDriver, answer: httpx.Response) -> str:
    """The answer's text but for the game's own id (a problem's ``instance`` holds its path)."""
    return answer.text.replace(game.game_id, "<game>")


def _same(games: tuple[GameDriver, GameDriver], answers: list[httpx.Response]) -> str:
    first, second = (_seen(game, answer) for game, answer in zip(games, answers, strict=True))
    assert first == second
    return first


def _names_no_senku(text: str) -> None:
    for senku in SENKUS:
        assert senku not in text, text
        assert senku.replace("-", " ").title() not in text, text


async def test_an_aro_at_the_marker_is_answered_the_same_whichever_trooper_is_behind_it(
    client: Client,
) -> None:
    first, second = await _two_tables(client)
    numbers = [await _behind_3_moves(first, "senku-a"), await _behind_3_moves(second, "senku-b")]
    assert numbers[0] == numbers[1]
    aro = {"trooper": "fennec", "skill": shot(("camouflage-3", 1, 15))}
    answers = [
        await _send(g, "ariadna", f"/orders/{numbers[0]}/aros", aro) for g in (first, second)
    ]
    assert answers[0].status_code == answers[1].status_code == 200, answers[0].text
    # Byte for byte: nothing in the answer tells which Senku is under camouflage-3.
    _same((first, second), answers)
    _names_no_senku(answers[0].text)
    declared = answers[0].json()["events"][0]
    assert declared["type"] == "aro_declared"
    assert declared["data"]["skill"]["targets"][0]["trooper"] == "camouflage-3"
    # The opponent reads its ARO as it sent it; the owner reads the trooper its marker hides.
    for game, behind in ((first, "senku-a"), (second, "senku-b")):
        seen = (await game.get("ariadna", "/events"))["events"][-1]
        assert seen["data"]["skill"]["targets"][0]["trooper"] == "camouflage-3"
        owned = (await game.get("tohaa", "/events"))["events"][-1]
        assert owned["data"]["skill"]["targets"][0]["trooper"] == behind


async def test_an_aro_at_another_marker_is_refused_the_same_whichever_trooper_is_behind_it(
    client: Client,
) -> None:
    first, second = await _two_tables(client)
    number = await _behind_3_moves(first, "senku-a")
    assert await _behind_3_moves(second, "senku-b") == number
    aro = {"trooper": "fennec", "skill": shot(("camouflage-4", 1, 15))}
    before = [(await g.get("tohaa", "/events"))["events"] for g in (first, second)]
    answers = [await _send(g, "ariadna", f"/orders/{number}/aros", aro) for g in (first, second)]
    assert answers[0].status_code == answers[1].status_code == 422, answers[0].text
    _same((first, second), answers)
    # The refusal names the active marker, which is Open, never the trooper it hides.
    assert "camouflage-3" in answers[0].json()["detail"]
    _names_no_senku(answers[0].text)
    assert [(await g.get("tohaa", "/events"))["events"] for g in (first, second)] == before


async def test_naming_the_trooper_behind_a_marker_is_answered_the_same_whatever_its_marker(
    client: Client,
) -> None:
    first, second = await _two_tables(client)
    number = await _behind_3_moves(first, "senku-a")
    assert await _behind_3_moves(second, "senku-b") == number
    path = f"/orders/{number}/aros"
    before = [(await g.get("tohaa", "/events"))["events"] for g in (first, second)]
    answers: dict[tuple[int, str], httpx.Response] = {}
    for table, game in enumerate((first, second)):
        for senku in SENKUS:
            aro = {"trooper": "fennec", "skill": shot((senku, 1, 15))}
            answers[table, senku] = await _send(game, "ariadna", path, aro)
    # On the first table senku-a is the active camouflage-3, on the second it is camouflage-4,
    # which is not acting: the answer is the same, and the same for senku-b but for its id.
    at_a = answers[0, "senku-a"]
    assert at_a.status_code == 422, at_a.text
    assert at_a.json()["code"] == "not-a-model"
    refused = _same((first, second), [at_a, answers[1, "senku-a"]])
    for table, game in enumerate((first, second)):
        at_b = _seen(game, answers[table, "senku-b"])
        assert at_b == refused.replace("senku-a", "senku-b")
    assert "camouflage" not in at_a.json()["detail"].replace("camouflage-<n>", "")
    assert [(await g.get("tohaa", "/events"))["events"] for g in (first, second)] == before
    # So is a Discover naming it.
    discover = {"trooper": "fennec", "skill": {"skill": "discover", "target": "senku-a"}}
    again = [await _send(g, "ariadna", path, discover) for g in (first, second)]
    assert _same((first, second), again) == refused


async def test_an_attack_and_a_discover_in_the_opponents_order_name_the_marker(
    client: Client,
) -> None:
    first, second = await _two_tables(client)
    for game in (first, second):
        await game.post("ariadna", "/turns", {"player": "ariadna"})
    discover = {"trooper": "fennec", "skill": {"skill": "discover", "target": "camouflage-3"}}
    found = [await _send(g, "ariadna", "/orders", discover) for g in (first, second)]
    assert found[0].status_code == found[1].status_code == 201, found[0].text
    _names_no_senku(_same((first, second), found))
    assert found[0].json()["events"][-1]["data"]["skill"]["target"] == "camouflage-3"
    number = found[0].json()["events"][-1]["data"]["order"]
    for game in (first, second):
        await game.post("ariadna", f"/orders/{number}/second-skill", {"skill": {"skill": "idle"}})
    resolved = [await _send(g, "ariadna", f"/orders/{number}/resolve", {}) for g in (first, second)]
    for answer in resolved:
        assert answer.status_code == 200, answer.text
        _names_no_senku(answer.text)
        assert "camouflage-3" in answer.text
    await first.post("ariadna", f"/orders/{number}/conclude", {})
    # An attack at the marker in the next order.
    attack = {"trooper": "fennec-2", "skill": shot(("camouflage-4", 3, 15))}
    shooting = await _send(first, "ariadna", "/orders", attack)
    assert shooting.status_code == 201, shooting.text
    _names_no_senku(shooting.text)
    assert shooting.json()["events"][-1]["data"]["skill"]["targets"][0]["trooper"] == (
        "camouflage-4"
    )
    # The owner reads the trooper it shot at.
    owned = (await first.get("tohaa", "/events"))["events"][-1]
    assert owned["data"]["skill"]["targets"][0]["trooper"] == "senku-b"


async def test_an_impersonation_marker_is_named_by_its_secrets_id(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    committed = await game.post(
        "tohaa", "/secrets", {"kind": "impersonation", "subject": "senku-a"}
    )
    handle = f"impersonation-{committed['events'][0]['data']['secret_id']}"
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    discover = {"trooper": "fennec", "skill": {"skill": "discover", "target": handle}}
    found = await _send(game, "ariadna", "/orders", discover)
    assert found.status_code == 201, found.text
    assert found.json()["events"][-1]["data"]["skill"]["target"] == handle
    assert "senku-a" not in found.text


async def test_the_owner_names_its_own_trooper_not_its_marker(client: Client) -> None:
    game = await _table(client, {"senku-a": 3, "senku-b": 4})
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    as_marker = await _send(
        game, "tohaa", "/orders", {"trooper": "camouflage-3", "skill": {"skill": "move"}}
    )
    assert as_marker.status_code == 422, as_marker.text
    moved = await game.post(
        "tohaa", "/orders", {"trooper": "senku-a", "skill": {"skill": "move"}}, 201
    )
    assert moved["events"][0]["data"]["trooper"] == "senku-a"
