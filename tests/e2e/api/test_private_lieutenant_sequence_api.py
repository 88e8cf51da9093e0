"""A private Lieutenant through the Game Sequence over HTTP: the Initiative Roll takes its WIP
(Open for that roll) and names no trooper; a Lieutenant in a Null State at the Tactical Phase
puts its army in Loss of Lieutenant, which names no trooper and reveals no secret (the identity
of the Lieutenant stays Private Information: a server-held one's loss is the service's word, a
client-held one's its player's, each held to the secret once revealed). Pages (N5):
https://infinitythewiki.com/Loss_of_Lieutenant,
https://infinitythewiki.com/Open_and_Private_Information."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from tests.builders.http import Client, GameDriver, shot, trooper

CANNOT_LEAD = "the Lieutenant cannot lead: in a Null State, Isolated or Possessed"


async def test_the_loss_of_lieutenant_keeps_a_server_held_lieutenant_private(
    client: Client,
) -> None:
    driver = await GameDriver.create(client, sequence={"rounds": 3}, manual_dice=True)
    for body in (
        trooper("ariadna", "a1", lieutenant=True, points=50),
        trooper("ariadna", "a2", points=30),
        trooper("tohaa", "b1", points=40),
        trooper("tohaa", "b2", points=20),
        trooper("tohaa", "b3", points=40),
    ):
        await driver.post(body["player"], "/troopers", body, 201)
    committed = await driver.post("tohaa", "/secrets", {"kind": "lieutenant", "subject": "b1"})
    secret_id = committed["events"][0]["data"]["secret_id"]
    dice = [{"player": "ariadna", "face": 12}, {"player": "tohaa", "face": 5}]
    rolled = await driver.post("ariadna", "/initiative", {"dice": dice})
    (initiative,) = rolled["events"]
    # The builders' WIP 13 for both Lieutenants; no trooper is named for either side.
    assert {s["name"]: s["attribute"] for s in initiative["data"]["sides"]} == {
        "ariadna": 13,
        "tohaa": 13,
    }
    assert "b1" not in str(rolled)
    choice = {"player": "ariadna", "keep": "initiative", "first": "ariadna"}
    await driver.post("ariadna", "/initiative/choices", choice)
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "tohaa"})
    for player, troopers in (
        ("tohaa", ["b1", "b2"]),
        ("ariadna", ["a1"]),
        ("tohaa", ["b3"]),
        ("ariadna", ["a2"]),
    ):
        await driver.post(player, "/deployment", {"player": player, "troopers": troopers})

    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("ariadna", "/orders", {"trooper": "a2", "skill": shot(("b1", 3, 15))}, 201)
    hits = [{"roll": "a2:bs_attack>b1", "faces": [4, 5, 6]}]
    await driver.post("ariadna", "/orders/1/resolve", {"dice": hits})
    saves = [{"roll": "a2:bs_attack>b1", "faces": [20, 20, 20]}]
    await driver.post("ariadna", "/orders/1/conclude", {"saves": saves})
    await driver.post("ariadna", "/turns/current/end")

    started = await driver.post("tohaa", "/turns", {"player": "tohaa"})
    loss, turn = started["events"]
    assert loss["data"] == {"player": "tohaa", "reason": CANNOT_LEAD}
    assert turn["data"]["lieutenant_orders"] == 0
    # The service's word that the Lieutenant it holds cannot lead, recorded for the audit.
    assert turn["data"]["declared_loss_of_lieutenant"] is True
    assert "b1" not in str(started)
    seen = await driver.get("ariadna", "/secrets")
    assert [(s["secret_id"], s["revealed"]) for s in seen["secrets"]] == [(secret_id, False)]
    # The end reveals it, and the audit holds the word to it.
    await driver.post("organiser", "/end", {"reason": "time"})
    report = await driver.get("organiser", "/verify")
    assert report["ok"] is True, report


def with_wip(body: Any, wip: int) -> Any:
    return {**body, "profile": {**body["profile"], "wip": wip}}


async def version_of(driver: GameDriver) -> int:
    return int((await driver.get("organiser", ""))["version"])


def hashed(salt: str, secret: dict[str, str]) -> str:
    # The secrets guide's commitment scheme, with hashlib alone.
    canonical = json.dumps(secret, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{salt}\n{canonical}".encode()).hexdigest()


async def test_a_client_held_lieutenant_rolls_with_its_declared_wip_and_verify_checks_it(
    client: Client,
) -> None:
    """The body declares the WIP (Open for the roll); verify holds it to the reveal: b1 has
    the builders' WIP 13, b2 WIP 15, so a declared 15 (b2's) fails once b1 is revealed."""
    for declared, verified in ((13, True), (15, False)):
        driver = await GameDriver.create(client, sequence={"rounds": 3}, manual_dice=True)
        for body in (
            trooper("ariadna", "a1", lieutenant=True, points=50),
            trooper("tohaa", "b1", points=40),
            with_wip(trooper("tohaa", "b2", points=20), 15),
        ):
            await driver.post(body["player"], "/troopers", body, 201)
        salt, secret = "3d" * 32, {"kind": "lieutenant", "trooper": "b1"}
        body = {"kind": "lieutenant", "commitment": hashed(salt, secret)}
        committed = await driver.post("tohaa", "/secrets", body)
        secret_id = committed["events"][0]["data"]["secret_id"]
        dice = [{"player": "ariadna", "face": 12}, {"player": "tohaa", "face": 5}]
        code = "secret-reveal-required"
        await driver.refused("ariadna", "/initiative", {"dice": dice}, 409, code)
        roll = {"dice": dice, "private_wip": {"tohaa": declared}}
        await driver.refused("ariadna", "/initiative", roll, 422, "invalid-command")
        rolled = await driver.post("tohaa", "/initiative", roll)
        (initiative,) = rolled["events"]
        sides = {s["name"]: s["attribute"] for s in initiative["data"]["sides"]}
        assert sides == {"ariadna": 13, "tohaa": declared}
        reveal = {"secret": secret, "salt": salt}
        await driver.post("tohaa", f"/secrets/{secret_id}/reveal", reveal)
        report = await driver.get("organiser", "/verify")
        assert report["ok"] is verified, report


@dataclass(frozen=True)
class ClientHeld:
    driver: GameDriver
    secret_id: str
    secret: dict[str, str]
    salt: str

    @property
    def opening(self) -> dict[str, Any]:
        return {"secret_id": self.secret_id, "secret": self.secret, "salt": self.salt}


async def client_held_game(client: Client, dropped: str) -> ClientHeld:
    """Tohaa keeps b1 as a client-held private Lieutenant and declares its WIP (the builders'
    13) for the Initiative Roll; in Ariadna's first turn a2 drops ``dropped``, Dead."""
    driver = await GameDriver.create(client, sequence={"rounds": 3}, manual_dice=True)
    for body in (
        trooper("ariadna", "a1", lieutenant=True, points=50),
        trooper("ariadna", "a2", points=30),
        trooper("tohaa", "b1", points=40),
        trooper("tohaa", "b2", points=20),
        trooper("tohaa", "b3", points=40),
    ):
        await driver.post(body["player"], "/troopers", body, 201)
    salt, secret = "7c" * 32, {"kind": "lieutenant", "trooper": "b1"}
    body = {"kind": "lieutenant", "commitment": hashed(salt, secret)}
    committed = await driver.post("tohaa", "/secrets", body)
    secret_id = committed["events"][0]["data"]["secret_id"]
    dice = [{"player": "ariadna", "face": 12}, {"player": "tohaa", "face": 5}]
    await driver.post("tohaa", "/initiative", {"dice": dice, "private_wip": {"tohaa": 13}})
    choice = {"player": "ariadna", "keep": "initiative", "first": "ariadna"}
    await driver.post("ariadna", "/initiative/choices", choice)
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "tohaa"})
    for player, troopers in (
        ("tohaa", ["b1", "b2"]),
        ("ariadna", ["a1"]),
        ("tohaa", ["b3"]),
        ("ariadna", ["a2"]),
    ):
        await driver.post(player, "/deployment", {"player": player, "troopers": troopers})
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    shooting = {"trooper": "a2", "skill": shot((dropped, 3, 15))}
    await driver.post("ariadna", "/orders", shooting, 201)
    hits = [{"roll": f"a2:bs_attack>{dropped}", "faces": [4, 5, 6]}]
    await driver.post("ariadna", "/orders/1/resolve", {"dice": hits})
    saves = [{"roll": f"a2:bs_attack>{dropped}", "faces": [20, 20, 20]}]
    await driver.post("ariadna", "/orders/1/conclude", {"saves": saves})
    await driver.post("ariadna", "/turns/current/end")
    return ClientHeld(driver, secret_id, secret, salt)


async def refused(game: ClientHeld, body: Any, status: int, code: str) -> Any:
    """The turn start is refused with ``code`` and nothing is appended."""
    before = await version_of(game.driver)
    problem = await game.driver.post("tohaa", "/turns", body, status)
    assert problem["code"] == code, problem
    assert await version_of(game.driver) == before
    return problem


async def test_a_client_held_lieutenants_loss_is_its_players_word(client: Client) -> None:
    """With b1 Dead the player declares the Loss of Lieutenant, which names no trooper (Loss
    of Lieutenant, N5: the Lieutenant stays Private Information): nothing is revealed, and the
    audit holds the word to the secret once revealed. A reveal sent with it is still checked."""
    game = await client_held_game(client, "b1")
    driver, secret_id = game.driver, game.secret_id
    await refused(game, {"player": "tohaa"}, 409, "lieutenant-declaration-required")
    lost = {"player": "tohaa", "loss_of_lieutenant": True}
    forged = {**game.opening, "secret": {**game.secret, "trooper": "b2"}}
    await refused(game, {**lost, "lieutenant_reveal": forged}, 422, "secret-mismatch")
    started = await driver.post("tohaa", "/turns", lost)
    loss, turn = started["events"]
    assert loss["data"] == {"player": "tohaa", "reason": CANNOT_LEAD}
    assert turn["data"]["lieutenant_orders"] == 0
    assert turn["data"]["declared_loss_of_lieutenant"] is True
    seen = await driver.get("ariadna", "/secrets")
    assert [(s["secret_id"], s["revealed"]) for s in seen["secrets"]] == [(secret_id, False)]
    report = await driver.get("organiser", "/verify")
    assert report["ok"] is True
    assert secret_id in next(c for c in report["checks"] if c["name"] == "secrets")["note"]
    reveal = {"secret": game.secret, "salt": game.salt}
    await driver.post("tohaa", f"/secrets/{secret_id}/reveal", reveal)
    assert (await driver.get("organiser", "/verify"))["ok"] is True


async def test_a_false_loss_of_lieutenant_is_taken_and_then_caught_by_the_reveal(
    client: Client,
) -> None:
    """b2 is Dead, b1 leads, and its player declares a Loss of Lieutenant: the service cannot
    tell, but once b1 is revealed `/verify` fails that turn start."""
    game = await client_held_game(client, "b2")
    driver = game.driver
    started = await driver.post("tohaa", "/turns", {"player": "tohaa", "loss_of_lieutenant": True})
    turn = started["events"][-1]
    assert turn["type"] == "turn_started"
    reveal = {"secret": game.secret, "salt": game.salt}
    await driver.post("tohaa", f"/secrets/{game.secret_id}/reveal", reveal)
    report = await driver.get("organiser", "/verify")
    assert (report["ok"], report["verdict"]) == (False, "failed")
    assert report["problem"]["check"] == "secrets"
    assert report["problem"]["version"] == turn["version"]
    assert "declared a Loss of Lieutenant" in report["problem"]["message"]


async def test_after_a_casualty_a_client_held_lieutenant_stays_private_on_its_players_word(
    client: Client,
) -> None:
    """b2 is Dead, b1 leads: the player declares no Loss of Lieutenant and the turn goes on
    with the Lieutenant Order, nothing revealed (Lieutenant, N5: Private Information)."""
    game = await client_held_game(client, "b2")
    driver = game.driver
    asked = await refused(game, {"player": "tohaa"}, 409, "lieutenant-declaration-required")
    assert "loss_of_lieutenant" in asked["detail"]
    started = await driver.post("tohaa", "/turns", {"player": "tohaa", "loss_of_lieutenant": False})
    (turn,) = started["events"]
    assert turn["type"] == "turn_started"
    assert turn["data"]["lieutenant_orders"] == 1
    assert turn["data"]["regular_orders"] == 2
    assert turn["data"]["declared_loss_of_lieutenant"] is False
    seen = await driver.get("ariadna", "/secrets")
    assert [s["revealed"] for s in seen["secrets"]] == [False]
    assert "b1" not in str(started)


async def test_a_declared_wip_no_trooper_of_the_player_has_is_refused(client: Client) -> None:
    """The tester's game: Tohaa's only trooper has WIP 10 and 22 is declared. A Lieutenant is
    one of its player's troopers (Lieutenant, N5), so no Lieutenant has WIP 22: 422, naming
    no trooper, nothing appended."""
    driver = await GameDriver.create(client, sequence={"rounds": 3}, manual_dice=True)
    await driver.post("ariadna", "/troopers", trooper("ariadna", "a1", lieutenant=True), 201)
    await driver.post("tohaa", "/troopers", with_wip(trooper("tohaa", "b1"), 10), 201)
    salt, secret = "4e" * 32, {"kind": "lieutenant", "trooper": "b1"}
    body = {"kind": "lieutenant", "commitment": hashed(salt, secret)}
    await driver.post("tohaa", "/secrets", body)
    before = await version_of(driver)
    dice = [{"player": "ariadna", "face": 12}, {"player": "tohaa", "face": 5}]
    refused = await driver.post(
        "tohaa", "/initiative", {"dice": dice, "private_wip": {"tohaa": 22}}, 422
    )
    assert refused["code"] == "invalid-command"
    assert refused["detail"] == (
        "private_wip 22 is not the WIP of any trooper of 'tohaa' fit to be Lieutenant"
    )
    # The organiser judges but does not roll: refused before any rule, naming nothing.
    judged = await driver.post(
        "organiser", "/initiative", {"dice": dice, "private_wip": {"tohaa": 22}}, 403
    )
    assert judged["code"] == "forbidden"
    assert "tohaa" not in judged["detail"]
    assert await version_of(driver) == before
    rolled = await driver.post("tohaa", "/initiative", {"dice": dice, "private_wip": {"tohaa": 10}})
    (initiative,) = rolled["events"]
    assert {s["name"]: s["attribute"] for s in initiative["data"]["sides"]} == {
        "ariadna": 13,
        "tohaa": 10,
    }


async def test_a_word_never_held_to_its_secret_leaves_the_game_unverifiable(client: Client) -> None:
    """The game ends on the player's word with b1 never revealed: `/verify` cannot say the
    word held, so its verdict is `unverifiable`, naming the secret; the reveal after the end
    settles it."""
    game = await client_held_game(client, "b2")
    driver = game.driver
    await driver.post("tohaa", "/turns", {"player": "tohaa", "loss_of_lieutenant": False})
    await driver.post("organiser", "/end", {"reason": "time"})
    report = await driver.get("organiser", "/verify")
    assert (report["ok"], report["verdict"]) == (False, "unverifiable")
    assert report["unverifiable_secrets"] == [game.secret_id]
    assert report["problem"] is None
    secrets = next(c for c in report["checks"] if c["name"] == "secrets")
    assert secrets["status"] == "unverifiable"
    assert game.secret_id in secrets["note"]
    reveal = {"secret": game.secret, "salt": game.salt}
    await driver.post("tohaa", f"/secrets/{game.secret_id}/reveal", reveal)
    report = await driver.get("organiser", "/verify")
    assert (report["ok"], report["verdict"], report["unverifiable_secrets"]) == (True, "ok", [])


async def test_a_false_word_is_taken_and_then_caught_by_the_reveal(client: Client) -> None:
    """b1, the Lieutenant, is Dead, and its player declares no Loss of Lieutenant: the service
    cannot tell and the turn goes on, but once b1 is revealed `/verify` fails that turn start."""
    game = await client_held_game(client, "b1")
    driver = game.driver
    started = await driver.post("tohaa", "/turns", {"player": "tohaa", "loss_of_lieutenant": False})
    (turn,) = started["events"]
    await driver.post("organiser", "/end", {"reason": "time"})
    reveal = {"secret": game.secret, "salt": game.salt}
    await driver.post("tohaa", f"/secrets/{game.secret_id}/reveal", reveal)
    report = await driver.get("organiser", "/verify")
    assert (report["ok"], report["verdict"]) == (False, "failed")
    assert report["problem"]["check"] == "secrets"
    assert report["problem"]["version"] == turn["version"]
    assert "declared no Loss of Lieutenant" in report["problem"]["message"]
