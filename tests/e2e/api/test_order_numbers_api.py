"""The order in the URL is the order in the recorded command, and in its events."""

from __future__ import annotations

import json

from tests.builders.http import Client
from tests.e2e.api.test_audit_api import export, play_a_short_game


async def test_every_recorded_order_command_names_the_order_of_its_url(client: Client) -> None:
    game = await play_a_short_game(client)
    await game.post("organiser", "/end", {})  # the whole log is exported once the game ends
    records = [json.loads(line) for line in (await export(client, game)).splitlines()[1:]]
    on_orders = [
        (record["metadata"]["command"], record["data"])
        for record in records
        if record["metadata"].get("command", {}).get("command")
        in {"declare_aro", "resolve", "conclude"}
    ]
    assert [command["command"] for command, _ in on_orders] == [
        "declare_aro",
        "declare_aro",
        "resolve",
        "conclude",
        "resolve",
        "conclude",
    ]
    assert [command["order"] for command, _ in on_orders] == [1, 1, 1, 1, 2, 2]
    assert all(command["order"] == data["order"] for command, data in on_orders)
