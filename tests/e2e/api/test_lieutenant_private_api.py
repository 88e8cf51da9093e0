"""Which trooper is the Lieutenant is its player's own until it spends the Lieutenant Order or
the game ends, however the army names it: flagged in the army list, appointed after a Loss of
Lieutenant, or committed as a secret ("Lieutenant", N5, https://infinitythewiki.com/Lieutenant:
"Private Information"; "Loss of Lieutenant", N5,
https://infinitythewiki.com/Loss_of_Lieutenant: "The identity of this new Lieutenant is still
considered Private Information"; "Orders and the Order Pool", N5: "The status and expenditure
of the Lieutenant Special Order is Open Information").

Once Open, the Lieutenant is flagged in every reader's `/state` and `/troopers`.
"""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, shot, trooper
from tests.e2e.api.test_combat_groups_api import grouped_game
from tests.e2e.api.test_tactical_phase_api import deployed

MOVE = {"skill": "move"}
READERS = ("ariadna", "tohaa", "organiser")


def _flags(troopers: list[Any]) -> set[str]:
    return {t["trooper_id"] for t in troopers if t["lieutenant"]}


async def _flagged(game: GameDriver, who: str) -> set[str]:
    """The Lieutenants ``who`` is shown, by /troopers and by /state (the same)."""
    listed = _flags(await game.get(who, "/troopers"))
    assert _flags((await game.get(who, "/state"))["troopers"]) == listed, who
    return listed


async def _events(game: GameDriver, who: str, kind: str) -> list[Any]:
    return [e for e in (await game.get(who, "/events"))["events"] if e["type"] == kind]


async def test_the_army_lists_lieutenant_is_its_players_own_until_it_spends_its_order(
    client: Client,
) -> None:
    game = await deployed(client)  # a1 leads Ariadna, b1 Tohaa, both flagged in the list
    assert {who: await _flagged(game, who) for who in READERS} == {
        "ariadna": {"a1"},
        "tohaa": {"b1"},
        "organiser": set(),
    }
    for who, theirs in (("ariadna", "a1"), ("tohaa", "b1")):
        added = {
            e["data"]["trooper"]["trooper_id"]: e for e in await _events(game, who, "trooper_added")
        }
        for trooper_id in ("a1", "b1"):
            shown = added[trooper_id]
            assert shown["data"]["trooper"]["lieutenant"] is (trooper_id == theirs), who
            assert shown["metadata"]["command"]["lieutenant"] is (trooper_id == theirs), who
        other = "b1" if theirs == "a1" else "a1"
        assert "blind" not in added[other]
        assert "blind" in added[theirs]

    await game.post("ariadna", "/turns", {"player": "ariadna"})
    spent = {"trooper": "a1", "order_type": "lieutenant", "skill": MOVE}
    await game.post("ariadna", "/orders", spent, 201)
    # a1 was seen to spend the Lieutenant Order: everyone knows it now; b1 is still Tohaa's.
    assert {who: await _flagged(game, who) for who in READERS} == {
        "ariadna": {"a1"},
        "tohaa": {"a1", "b1"},
        "organiser": {"a1"},
    }
    added = {
        e["data"]["trooper"]["trooper_id"]: e for e in await _events(game, "tohaa", "trooper_added")
    }
    assert added["a1"]["data"]["trooper"]["lieutenant"] is True
    assert added["a1"]["metadata"]["command"]["lieutenant"] is True
    # Its Cost is still Ariadna's own, so the event is still shown without its blind.
    assert "points" not in added["a1"]["data"]["trooper"]

    await game.post("organiser", "/end", {})
    for who in READERS:
        assert await _flagged(game, who) == {"a1", "b1"}, who


async def test_the_lieutenant_orders_combat_group_is_its_players_own(client: Client) -> None:
    game = await grouped_game(client)  # Ariadna's Lieutenant, boss, alone in group 2
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    for who, groups in (
        ("ariadna", {1: 0, 2: 1}),
        ("tohaa", {1: 0, 2: 0}),
        ("organiser", {1: 0, 2: 0}),
    ):
        pool = (await game.get(who, "/state"))["pool"]
        # The Lieutenant Order is Open; the group of the trooper that holds it is not.
        assert pool["lieutenant"] == 1, who
        assert {g["group"]: g["lieutenant"] for g in pool["groups"]} == groups, who


async def test_a_loss_of_lieutenant_and_the_new_lieutenant_name_no_trooper(
    client: Client,
) -> None:
    game = await deployed(client)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    # a2's three hits and three failed saves leave b1, Tohaa's Lieutenant, Dead.
    await game.post("ariadna", "/orders", {"trooper": "a2", "skill": shot(("b1", 3, 15))}, 201)
    side = "a2:bs_attack>b1"
    await game.post("ariadna", "/orders/1/resolve", {"dice": [{"roll": side, "faces": [4, 5, 6]}]})
    await game.post("ariadna", "/orders/1/conclude", {"saves": [{"roll": side, "faces": [20] * 3}]})
    await game.post("ariadna", "/turns/current/end")
    started = await game.post("tohaa", "/turns", {"player": "tohaa"})
    loss = started["events"][0]
    assert loss["type"] == "loss_of_lieutenant_declared"
    assert loss["data"] == {
        "player": "tohaa",
        "reason": "the Lieutenant cannot lead: in a Null State, Isolated or Possessed",
    }
    appointed = await game.post("tohaa", "/turns/current/lieutenant", {"trooper": "b2"})
    assert appointed["events"][0]["data"] == {"player": "tohaa", "trooper": "b2"}
    for who in ("ariadna", "organiser"):
        (shown,) = await _events(game, who, "lieutenant_appointed")
        assert shown["data"] == {"player": "tohaa"}, who
        assert "trooper" not in shown["metadata"]["command"], who
        assert "blind" not in shown
        assert "b2" not in await _flagged(game, who)
    (owned,) = await _events(game, "tohaa", "lieutenant_appointed")
    assert owned["data"]["trooper"] == "b2"
    # b1 lost the Lieutenant skill to b2 (Lieutenant, N5: "Once that happens, the owner of this
    # Special Skill loses it"): Tohaa's /state flags b2.
    assert await _flagged(game, "tohaa") == {"b2"}

    await game.post("tohaa", "/turns/current/end")
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post("ariadna", "/turns/current/end")
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    await game.post(
        "tohaa", "/orders", {"trooper": "b2", "order_type": "lieutenant", "skill": MOVE}, 201
    )
    for who in ("ariadna", "organiser"):
        assert "b2" in await _flagged(game, who), who
        (shown,) = await _events(game, who, "lieutenant_appointed")
        assert shown["data"] == {"player": "tohaa", "trooper": "b2"}
        assert "blind" in shown


async def test_a_revealed_private_lieutenant_is_flagged_to_every_reader(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    for trooper_id in ("senku-a", "senku-b"):
        await game.post("tohaa", "/troopers", trooper("tohaa", trooper_id), 201)
    await game.post("tohaa", "/secrets", {"kind": "lieutenant", "subject": "senku-b"})
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    for who in READERS:
        assert await _flagged(game, who) == set(), who
    spent = {"trooper": "senku-b", "order_type": "lieutenant", "skill": MOVE}
    await game.post("tohaa", "/orders", spent, 201)
    for who in READERS:
        assert await _flagged(game, who) == {"senku-b"}, who


async def test_a_lieutenant_revealed_by_its_players_reveal_is_flagged_to_every_reader(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    for trooper_id in ("senku-a", "senku-b"):
        await game.post("tohaa", "/troopers", trooper("tohaa", trooper_id), 201)
    committed = await game.post("tohaa", "/secrets", {"kind": "lieutenant", "subject": "senku-b"})
    secret_id = committed["events"][0]["data"]["secret_id"]
    for who in READERS:
        assert await _flagged(game, who) == set(), who
    await game.post("tohaa", f"/secrets/{secret_id}/reveal")
    for who in READERS:
        assert await _flagged(game, who) == {"senku-b"}, who


async def test_private_lieutenants_revealed_by_the_end_of_the_last_round_are_flagged(
    client: Client,
) -> None:
    game = await GameDriver.create(client, sequence={"rounds": 1}, manual_dice=True)
    for player, prefix in (("ariadna", "a"), ("tohaa", "b")):
        for n in (1, 2):
            await game.post(player, "/troopers", trooper(player, f"{prefix}{n}"), 201)
        await game.post(player, "/secrets", {"kind": "lieutenant", "subject": f"{prefix}2"})
    dice = [{"player": "ariadna", "face": 4}, {"player": "tohaa", "face": 11}]
    await game.post("ariadna", "/initiative", {"dice": dice})
    await game.post("tohaa", "/initiative/choices", {"player": "tohaa", "keep": "initiative"})
    await game.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "ariadna"})
    await game.post("ariadna", "/initiative/choices", {"player": "ariadna", "first": "tohaa"})
    for player, troopers in (
        ("tohaa", ["b2"]),
        ("ariadna", ["a2"]),
        ("tohaa", ["b1"]),
        ("ariadna", ["a1"]),
    ):
        await game.post(player, "/deployment", {"player": player, "troopers": troopers})
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    spent = {"trooper": "a2", "order_type": "lieutenant", "skill": MOVE}
    await game.post("ariadna", "/orders", spent, 201)
    # A private Lieutenant not revealed is flagged nowhere, its player's reads included.
    for who in READERS:
        assert await _flagged(game, who) == {"a2"}, who
    await game.post("ariadna", "/orders/1/resolve", {})
    await game.post("ariadna", "/orders/1/conclude", {})
    await game.post("ariadna", "/turns/current/end")
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    ended = await game.post("tohaa", "/turns/current/end")
    assert "game_ended" in [e["type"] for e in ended["events"]]
    # The end reveals Tohaa's server-held Lieutenant: Open, flagged to every reader.
    for who in READERS:
        assert await _flagged(game, who) == {"a2", "b2"}, who
