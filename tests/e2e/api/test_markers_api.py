"""A Camouflaged trooper's ARO reveals it ("Camouflaged State", N5:
https://infinitythewiki.com/Camouflaged_State): the service opens the server-held secret of the
trooper that declares, in the same command, and no other."""

from __future__ import annotations

from tests.builders.http import Client, GameDriver, shot, trooper


async def test_the_aro_of_the_trooper_behind_the_marker_reveals_it(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    hidden = {k: v for k, v in trooper("tohaa", "senku-b").items() if k != "trooper_id"}
    await game.post("tohaa", "/troopers", {**hidden, "hidden_deployment": True}, 201)
    marker = {"kind": "camouflage", "subject": "senku-a", "marker": 3}
    committed = await game.post("tohaa", "/secrets", marker)
    secret_id = committed["events"][0]["data"]["secret_id"]
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    order = await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": {"skill": "move"}}, 201
    )
    number = order["events"][0]["data"]["order"]
    seen = {s["secret_id"]: s["secret"] for s in (await game.get("ariadna", "/secrets"))["secrets"]}
    assert seen[secret_id] is None

    aro = {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    answered = await game.post("tohaa", f"/orders/{number}/aros", aro)
    revealed, declared = answered["events"]
    assert revealed["type"] == "secret_revealed"
    assert revealed["data"]["secret"] == {"kind": "camouflage", "trooper": "senku-a"}
    assert declared["type"] == "aro_declared"
    seen = {s["secret_id"]: s["secret"] for s in (await game.get("ariadna", "/secrets"))["secrets"]}
    assert seen[secret_id] == {"kind": "camouflage", "trooper": "senku-a"}
    # The Hidden Deployment stays sealed: only the declaring trooper's secret is opened.
    owned = (await game.get("tohaa", "/secrets"))["secrets"]
    assert [(s["kind"], s["revealed"]) for s in owned] == [
        ("hidden_deployment", False),
        ("camouflage", True),
    ]
