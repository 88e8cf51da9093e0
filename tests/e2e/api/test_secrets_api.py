"""Private Information over HTTP ("Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information): the opponent, the log and /state see
commitments only; the owner reads their secret; the end reveals what the server holds."""

from __future__ import annotations

import hashlib
import json

from httpx import AsyncClient as Client

from service.audit.verify import verify_lines
from tests.builders.http import GameDriver, trooper

SECRET_TROOPER = "hidden-sniper-x7"


def hashed(salt: str, secret: dict[str, str]) -> str:
    # The secrets guide's scheme with hashlib alone, as an outside script would write it.
    canonical = json.dumps(secret, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{salt}\n{canonical}".encode()).hexdigest()


async def test_a_server_held_secret_stays_private_until_the_end_reveals_it(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", SECRET_TROOPER), 201)
    committed = await game.post(
        "ariadna", "/secrets", {"kind": "camouflage", "subject": SECRET_TROOPER, "marker": 2}
    )
    data = committed["events"][0]["data"]
    assert committed["events"][0]["type"] == "secret_committed"
    assert (data["marker"], data["held_by"], data["owner"]) == (2, "server", "ariadna")
    secret_id = data["secret_id"]

    own = await game.get("ariadna", "/secrets")
    assert own["secrets"][0]["secret"] == {"kind": "camouflage", "trooper": SECRET_TROOPER}
    salt = own["secrets"][0]["salt"]
    assert hashed(salt, own["secrets"][0]["secret"]) == data["commitment"]

    # Who is under marker 2 is nowhere the opponent can read before the end (the trooper's own
    # record is another engineer's to hide, so only secret-bearing reads are searched here).
    theirs = await game.get("tohaa", "/secrets")
    assert theirs["secrets"][0]["secret"] is None
    assert theirs["secrets"][0]["commitment"] == data["commitment"]
    for who in ("tohaa", "organiser"):
        seen = json.dumps(await game.get(who, "/secrets"))
        assert salt not in seen
        assert SECRET_TROOPER not in seen
    events = await game.get("tohaa", "/events")
    assert salt not in json.dumps(events)

    ended = await game.post("organiser", "/end", {})
    types = [e["type"] for e in ended["events"]]
    assert types == ["game_ended", "secret_revealed"]
    revealed = ended["events"][1]["data"]
    assert (revealed["secret_id"], revealed["salt"]) == (secret_id, salt)
    after = await game.get("tohaa", "/secrets")
    assert after["secrets"][0]["revealed"] is True
    assert after["secrets"][0]["secret"]["trooper"] == SECRET_TROOPER


async def test_a_client_held_secret_is_checked_at_its_reveal(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "a1"), 201)
    salt = "0f" * 32
    secret = {"kind": "lieutenant", "trooper": "a1"}
    committed = await game.post(
        "ariadna", "/secrets", {"kind": "lieutenant", "commitment": hashed(salt, secret)}
    )
    secret_id = committed["events"][0]["data"]["secret_id"]
    path = f"/secrets/{secret_id}/reveal"
    wrong = {"secret": {"kind": "lieutenant", "trooper": "a2"}, "salt": salt}
    await game.refused("ariadna", path, wrong, 422, "secret-mismatch")
    await game.refused("tohaa", path, {"secret": secret, "salt": salt}, 403, "forbidden")
    revealed = await game.post("ariadna", path, {"secret": secret, "salt": salt})
    assert revealed["events"][0]["data"] == {"secret_id": secret_id, "secret": secret, "salt": salt}
    await game.refused("ariadna", path, {"secret": secret, "salt": salt}, 409, "state-conflict")


async def test_a_secret_about_an_opponents_trooper_is_forbidden(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("tohaa", "/troopers", trooper("tohaa", "t1"), 201)
    body = {"kind": "lieutenant", "subject": "t1"}
    await game.refused("ariadna", "/secrets", body, 403, "forbidden")
    assert (await game.get("ariadna", "/secrets"))["secrets"] == []


async def test_each_caller_gets_an_etag_of_their_own_answer(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "a1"), 201)
    await game.post("ariadna", "/secrets", {"kind": "lieutenant", "subject": "a1"})
    path = f"/v1/games/{game.game_id}/secrets"
    owners = await client.get(path, headers=game.auth("ariadna"))
    # The owner's ETag must not let the opponent's cache pass for the owner's answer.
    again = await client.get(
        path, headers={**game.auth("tohaa"), "If-None-Match": owners.headers["etag"]}
    )
    assert again.status_code == 200
    assert again.json()["secrets"][0]["secret"] is None


async def test_the_export_header_lists_the_commitments_and_verifies(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", SECRET_TROOPER), 201)
    committed = await game.post(
        "ariadna", "/secrets", {"kind": "camouflage", "subject": SECRET_TROOPER, "marker": 2}
    )
    data = committed["events"][0]["data"]
    ended = await game.post("organiser", "/end", {})
    response = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth("organiser"))
    assert response.status_code == 200, response.text
    lines = response.text.splitlines()
    header = json.loads(lines[0])
    assert header["secrets"] == [
        {
            "secret_id": data["secret_id"],
            "owner": "ariadna",
            "kind": "camouflage",
            "marker": 2,
            "commitment": data["commitment"],
            "held_by": "server",
            "revealed_version": ended["events"][1]["version"],
        }
    ]
    verified = await game.get("organiser", "/verify")
    assert verified["ok"] is True, verified
    assert verify_lines(lines).ok


async def test_the_owners_secrets_are_never_kept_by_a_cache(client: Client) -> None:
    # The answer carries the owner's secrets and salts: a browser or shared cache keeps none.
    game = await GameDriver.create(client)
    response = await client.get(f"/v1/games/{game.game_id}/secrets", headers=game.auth("ariadna"))
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "no-store"
