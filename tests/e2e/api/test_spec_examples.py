"""The spec's examples are requests the service takes, not only bodies that fit a schema.

The stateless ones are sent as they are (a game created, the odds worked out); the order's are
played in a game set up for them: a Face to Face BS Attack with its ARO, resolved and concluded;
the tournament's in a tournament run with them: registered, dropped, paired, voided, ruled, ended.
And a body a schemathesis run found refused while the schema allowed it (one player) is now
refused by the schema, and by the service as the schema's refusal.
"""

from __future__ import annotations

import json
from typing import Any

from openapi_schema_validator import OAS31Validator

from service.api.games.schemas import CreateGameBody
from service.api.odds.schemas import OddsBody
from service.api.openapi_export import render_openapi
from service.api.orders.schemas import (
    ActivationBody,
    AroBody,
    ConcludeBody,
    ResolveBody,
    StartTurnBody,
    TrooperBody,
)
from service.api.tournaments.schemas import (
    CreateTournamentBody,
    DropPlayerBody,
    PairRoundBody,
    ReasonBody,
    RegisterPlayerBody,
    RulingBody,
)
from tests.builders.http import Client, GameDriver, trooper
from tests.builders.tournament_http import bearer


def _example(body: Any, starting: str) -> dict[str, Any]:
    """The example of `body` whose summary starts so."""
    [found] = [e.value for e in body.EXAMPLES if e.summary.startswith(starting)]
    value: dict[str, Any] = found
    return value


async def test_every_example_of_a_game_is_created(client: Client) -> None:
    for example in CreateGameBody.EXAMPLES:
        created = await client.post("/v1/games", json=example.value)
        assert created.status_code == 201, (example.summary, created.text)


async def test_every_example_of_the_odds_is_worked_out(client: Client) -> None:
    for example in OddsBody.EXAMPLES:
        odds = await client.post("/v1/odds", json=example.value)
        assert odds.status_code == 200, (example.summary, odds.text)


async def test_a_face_to_face_bs_attack_with_an_aro_is_played_from_the_examples(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    fennec = _example(TrooperBody, "A trooper with catalogue weapons")
    kaeltar = _example(TrooperBody, "A TAG")
    await game.post("ariadna", "/troopers", fennec, 201)
    await game.post("tohaa", "/troopers", kaeltar, 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    await game.post("ariadna", "/turns", _example(StartTurnBody, "Ariadna starts"))

    attack = _example(ActivationBody, "A BS Attack at Burst 3")
    activated = await game.post("ariadna", "/orders", attack, 201)
    order = activated["events"][0]["data"]["order"]
    aro = _example(AroBody, "A BS Attack in reply")
    await game.post("tohaa", f"/orders/{order}/aros", aro)
    rolled = await game.post("ariadna", f"/orders/{order}/resolve", _example(ResolveBody, "Server"))
    [roll] = [e["data"]["roll"] for e in rolled["events"] if e["type"] == "order_roll_made"]
    assert roll["kind"] == "face_to_face"
    assert sorted(side["trooper"] for side in roll["sides"]) == ["fennec", "senku"]
    concluded = await game.post(
        "ariadna", f"/orders/{order}/conclude", _example(ConcludeBody, "Server dice")
    )
    assert concluded["events"][-1]["type"] == "order_concluded"


async def test_one_player_is_the_schemas_refusal_now(client: Client) -> None:
    """The body the fuzz sent: schema-valid before (one player allowed), refused by the rules."""
    body = {
        "players": ["0"],
        "edition": "N5",
        "client_seed": "",
        "dice": "dice-v2",
        "manual_dice": False,
        "manual_dice_confirmation": False,
        "sequence": None,
    }
    document = json.loads(render_openapi())
    schema = {"$ref": "#/components/schemas/CreateGameBody", **document}
    assert not OAS31Validator(schema).is_valid(body)
    refused = await client.post("/v1/games", json=body)
    assert (refused.status_code, refused.json()["code"]) == (422, "invalid-body")
    created = await client.post("/v1/games", json={**body, "players": ["0", "1"]})
    assert created.status_code == 201, created.text


async def test_a_tournament_is_run_from_the_examples(client: Client) -> None:
    created = {}
    for example in CreateTournamentBody.EXAMPLES:
        answer = await client.post("/v1/tournaments", json=example.value)
        assert answer.status_code == 201, (example.summary, answer.text)
        created[example.value.get("seeding", "random")] = answer.json()
    # The examples' players are registered in the tournament of declared seeding (one example
    # gives a player's place), a third player beside them to drop.
    declared = created["declared"]
    base, organiser = f"/v1/tournaments/{declared['id']}", bearer(declared["organiser_token"])

    async def post(path: str, body: Any, expect: int, summary: str) -> Any:
        answer = await client.post(f"{base}{path}", json=body, headers=organiser)
        assert answer.status_code == expect, (summary, answer.text)
        return answer.json()

    for example in RegisterPlayerBody.EXAMPLES:
        await post("/players", example.value, 201, example.summary)
    await post("/players", {"player": "cy", "faction": "Aleph"}, 201, "a third player")
    for example in DropPlayerBody.EXAMPLES:
        await post("/drops", example.value, 200, example.summary)
    [pairing] = PairRoundBody.EXAMPLES
    await post("/rounds", pairing.value, 201, pairing.summary)
    for example in ReasonBody.EXAMPLES:
        await post("/rounds/1/void", example.value, 200, example.summary)
        await post("/rounds", pairing.value, 201, pairing.summary)
    for example in RulingBody.EXAMPLES:
        ruled = await post("/rulings", example.value, 200, example.summary)
        assert ruled["events"][0]["type"] == "result_ruled"
    # The other tournament, still registering, is ended with a reason.
    other = created["random"]
    ended = await client.post(
        f"/v1/tournaments/{other['id']}/end",
        json=ReasonBody.EXAMPLES[-1].value,
        headers=bearer(other["organiser_token"]),
    )
    assert ended.status_code == 200, ended.text
    assert [e["type"] for e in ended.json()["events"]] == ["tournament_ended"]
