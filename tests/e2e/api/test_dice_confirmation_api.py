"""Manual dice with confirmation through the API: the opponent confirms, with their own token,
the faces the active player entered for their troopers before the exchange resolves."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, shot
from tests.e2e.api.test_order_flow_api import dice_of, fennec_and_senkus

FENNEC = "fennec:bs_attack>senku-a"
SENKU = "senku-a:bs_attack"
ENTERED = [{"roll": FENNEC, "faces": [4, 9, 15]}, {"roll": SENKU, "faces": [11]}]


async def exchange(client: Client) -> tuple[GameDriver, int]:
    game = await fennec_and_senkus(client, manual_dice=True, manual_dice_confirmation=True)
    activated = await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    order = activated["events"][0]["data"]["order"]
    await game.post(
        "tohaa", f"/orders/{order}/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    )
    return game, order


def types(result: dict[str, Any]) -> list[str]:
    return [e["type"] for e in result["events"]]


async def test_the_game_shows_the_option(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True, manual_dice_confirmation=True)
    assert (await game.get("tohaa", ""))["manual_dice_confirmation"] is True
    plain = await GameDriver.create(client, manual_dice=True)
    assert (await plain.get("tohaa", ""))["manual_dice_confirmation"] is False


async def test_the_opponent_confirms_and_replaces_their_face(client: Client) -> None:
    game, order = await exchange(client)
    entered = await game.post("ariadna", f"/orders/{order}/resolve", {"dice": ENTERED})
    assert types(entered) == ["dice_entered"]
    assert entered["events"][0]["data"] == {
        "order": order,
        "by": "ariadna",
        "awaiting": "tohaa",
        "dice": ENTERED,
    }
    waiting = await game.get("tohaa", f"/orders/{order}")
    assert (waiting["status"], waiting["step"]) == ("open", "confirming")

    confirmed = await game.post(
        "tohaa", f"/orders/{order}/confirm", {"dice": [{"roll": SENKU, "faces": [3]}]}
    )
    assert types(confirmed) == ["dice_confirmed", "resolution_began", "order_roll_made"]
    assert confirmed["events"][0]["data"]["replaced"] == [{"roll": SENKU, "faces": [3]}]
    roll = confirmed["events"][2]["data"]
    assert [face for face, _, _ in dice_of(roll, FENNEC)] == [4, 9, 15]
    assert [face for face, _, _ in dice_of(roll, SENKU)] == [3]


async def test_only_the_opponent_confirms_and_only_pending_faces(client: Client) -> None:
    game, order = await exchange(client)
    nothing = await game.post("tohaa", f"/orders/{order}/confirm", {}, 409)
    assert nothing["code"] == "state-conflict"
    await game.post("ariadna", f"/orders/{order}/resolve", {"dice": ENTERED})
    for other in ("ariadna", "organiser"):
        refused = await game.post(other, f"/orders/{order}/confirm", {}, 403)
        assert refused["code"] == "forbidden"
    # The Fennec's faces are Ariadna's to enter: Tohaa confirms with her own only.
    wrong = await game.post(
        "tohaa", f"/orders/{order}/confirm", {"dice": [{"roll": FENNEC, "faces": [1, 1, 1]}]}, 403
    )
    assert wrong["code"] == "forbidden"
    unknown = await game.post(
        "tohaa", f"/orders/{order}/confirm", {"dice": [{"roll": "nobody:idle", "faces": [1]}]}, 422
    )
    assert "no roll named" in unknown["detail"]
    await game.post("tohaa", f"/orders/{order}/confirm")
