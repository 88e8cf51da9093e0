"""A held-back event keeps its place in the chain but gives nothing away: its hash covers a
random blind of 128 bits that is held back with its type and data, so trying candidate troopers
against the hash (a dictionary attack) finds nothing; once the game ends, the whole export
verifies, blinds and all, with hashlib alone.

The attack is the one a tester ran: copy the shape of a visible `trooper_added`, try ids, names
and points, and compare each candidate's hash with the held-back event's. The hidden trooper is
added as games do from now on, in Hidden Deployment as it is added; the dictionary is given its
drawn id and its commitment, as if the attacker had guessed them too.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx

from tests.builders.http import GameDriver, trooper
from tests.paths import ROOT

HIDDEN_NAME = "Kamau"
VISIBLE = "senku-a"
CHECK_CHAIN = ROOT / "tests" / "unit" / "audit" / "scripts" / "check_chain.py"


def chain_hash(prev_hash: str, game_id: str, event: dict[str, Any]) -> str:
    """The dice guide's chain, with hashlib and json: the attacker's tool and the auditor's."""
    content = {
        "game_id": game_id,
        "version": event["version"],
        "type": event["type"],
        "data": event["data"],
        "recorded_at": event["recorded_at"],
    }
    if "blind" in event:
        content["blind"] = event["blind"]
    body = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{prev_hash}\n{body}".encode()).hexdigest()


async def add_hidden(game: GameDriver) -> dict[str, Any]:
    body = {k: v for k, v in trooper("tohaa", "x", name=HIDDEN_NAME).items() if k != "trooper_id"}
    added = await game.post("tohaa", "/troopers", {**body, "hidden_deployment": True}, 201)
    return dict(added["events"][0])


def candidates(shape: dict[str, Any], hidden: str, commitment: Any) -> list[dict[str, Any]]:
    """trooper_added data of the visible trooper's shape with guessed ids, names and points,
    and the Hidden Deployment commitment: the true ones among them."""
    ids = [hidden, "kamau", "kamau-1", "hidden", "senku-b", "ghost"]
    names = [HIDDEN_NAME, "Kamau HD", "Senku", "Ghost"]
    points = range(0, 60) if "points" in shape["trooper"] else [None]
    found = []
    for trooper_id, name, cost in itertools.product(ids, names, points):
        data = json.loads(json.dumps(shape))
        data["trooper"] = {**data["trooper"], "trooper_id": trooper_id, "name": name}
        if cost is not None:
            data["trooper"]["points"] = cost
        data["hidden_deployment"] = commitment
        found.append(data)
    return found


async def test_the_hash_of_a_redacted_event_gives_the_trooper_away_to_no_dictionary(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("tohaa", "/troopers", trooper("tohaa", VISIBLE, name="Senku"), 201)
        added = await add_hidden(game)
        hidden_version = added["version"]
        hidden = added["data"]["trooper"]["trooper_id"]
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-c"), 201)

        events = (await game.get("ariadna", "/events"))["events"]
        redacted = events[hidden_version - 1]
        visible = events[hidden_version - 2]
        assert visible["data"]["trooper"]["trooper_id"] == VISIBLE
        assert (redacted["type"], redacted["data"]) == ("held_back", {})
        owner_view = (await game.get("tohaa", "/events"))["events"][hidden_version - 1]
        truth = owner_view["data"]
        tries = candidates(visible["data"], hidden, truth["hidden_deployment"])
        assert truth in tries, "the dictionary holds the hidden trooper's true data"
        # The attacker guesses the type too: a trooper_added, the record a hidden trooper makes.
        guessed = {**redacted, "type": "trooper_added"}
        matches = [
            data
            for data in tries
            if chain_hash(redacted["prev_hash"], game.game_id, {**guessed, "data": data})
            == redacted["hash"]
        ]
        assert matches == []
        # Nothing of the blind is shown where the data is held back...
        assert "blind" not in redacted
        # ...and the visible event shows its own, so its hash can still be checked.
        assert len(visible["blind"]) >= 32
        assert chain_hash(visible["prev_hash"], game.game_id, visible) == visible["hash"]
        # The links still hold: the next event names the redacted one's hash as its previous.
        assert events[hidden_version]["prev_hash"] == redacted["hash"]

        # The owner, who sees the event, checks it with the blind it is shown.
        assert chain_hash(owner_view["prev_hash"], game.game_id, owner_view) == owner_view["hash"]


async def test_after_the_end_every_blind_is_in_the_export_and_the_chain_verifies_with_hashlib(
    base: str, tmp_path: Path
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await add_hidden(game)
        await game.post("organiser", "/end", {})

        export = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth("ariadna"))
        assert export.status_code == 200, export.text
        lines = [json.loads(line) for line in export.text.splitlines()]
        events = [line for line in lines if "version" in line and "hash" in line]
        assert events, lines[:2]
        prev = "0" * 64
        for event in events:
            assert len(event["blind"]) == 32, event
            assert event["prev_hash"] == prev
            assert chain_hash(prev, game.game_id, event) == event["hash"]
            prev = event["hash"]
        assert len({event["blind"] for event in events}) == len(events)
        # The dice guide's outside script (hashlib and json, nothing of the service) agrees.
        path = tmp_path / "game.ndjson"
        path.write_text(export.text, encoding="utf-8")
        checked = subprocess.run(
            [sys.executable, "-I", str(CHECK_CHAIN), str(path)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert (checked.returncode, checked.stdout) == (
            0,
            f"chain ok {len(events)} events ({len(events)} blinded)\n",
        ), checked.stderr
        # One changed blind is caught by the script as by the service.
        edited = [json.loads(line) for line in export.text.splitlines()]
        edited[1]["blind"] = "0" * 32
        path.write_text("".join(json.dumps(line) + "\n" for line in edited), encoding="utf-8")
        caught = subprocess.run(
            [sys.executable, "-I", str(CHECK_CHAIN), str(path)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert (caught.returncode, caught.stdout) == (
            1,
            "version 1: its content does not hash to its hash\n",
        )
        verified = await client.get(
            f"/v1/games/{game.game_id}/verify", headers=game.auth("ariadna")
        )
        assert verified.status_code == 200, verified.text
        assert verified.json()["ok"] is True, verified.text
