"""Fireteams over HTTP: POST .../fireteams forms one, .../fireteams/{n}/break breaks it, /state
shows it with its level and bonuses, a refused Fireteam is a 422 naming the rule, and the odds
take a Fireteam Leader's +1 BS and, from Level 2, its BS Attack (+1 SD). Pages (N5): https://infinitythewiki.com/Fireteams:_Basic_Rules,
https://infinitythewiki.com/Fireteam_Bonuses."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from tests.builders.http import Client, GameDriver, shot, trooper
from tests.builders.odds import odds, side
from tests.e2e.api.test_tactical_phase_api import deployed


async def squad(client: Client) -> GameDriver:
    driver = await GameDriver.create(client, manual_dice=True)
    for n in range(1, 5):
        body = trooper("ariadna", f"line-{n}", combat_group=1)
        await driver.post("ariadna", "/troopers", body, 201)
    await driver.post("ariadna", "/troopers", trooper("ariadna", "scout", combat_group=2), 201)
    await driver.post("tohaa", "/troopers", trooper("tohaa", "senku", combat_group=1), 201)
    return driver


def core(*members: str, kind: str = "core") -> dict[str, Any]:
    return {"player": "ariadna", "kind": kind, "members": list(members), "leader": members[0]}


async def test_a_fireteam_is_formed_shown_in_the_state_and_broken(client: Client) -> None:
    driver = await squad(client)
    formed = await driver.post(
        "ariadna", "/fireteams", core("line-1", "line-2", "line-3", "line-4")
    )
    [event] = formed["events"]
    assert event["type"] == "fireteam_formed"
    assert event["data"]["fireteam"] == 1
    [shown] = (await driver.get("tohaa", "/state"))["fireteams"]
    assert shown == {
        "fireteam": 1,
        "player": "ariadna",
        "kind": "core",
        "members": ["line-1", "line-2", "line-3", "line-4"],
        "leader": "line-1",
        "level": 4,
        "bonuses": [
            "one Regular Order activates every member",
            "BS Attack (+1 SD)",
            "+3 Discover and +1 Dodge",
            "+1 BS",
        ],
    }
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    order = {"trooper": "line-1", "skill": shot(("senku", 3, 15))}
    activated = await driver.post("ariadna", "/orders", order, 201)
    assert activated["events"][0]["data"]["fireteam"] == ["line-2", "line-3", "line-4"]
    state = await driver.get("ariadna", "/state")
    assert state["open_order"]["fireteam"] == ["line-2", "line-3", "line-4"]
    body = {"player": "ariadna"}
    await driver.refused("ariadna", "/fireteams/1/break", body, 409, "state-conflict")


async def test_breaking_by_choice(client: Client) -> None:
    driver = await squad(client)
    await driver.post("ariadna", "/fireteams", core("line-1", "line-2", kind="duo"))
    broken = await driver.post("ariadna", "/fireteams/1/break", {"player": "ariadna"})
    assert [e["type"] for e in broken["events"]] == ["fireteam_broken"]
    assert (await driver.get("ariadna", "/state"))["fireteams"] == []
    await driver.refused("ariadna", "/fireteams/1/break", {"player": "ariadna"}, 404, "not-found")


@pytest.mark.parametrize(
    ("body", "rule"),
    [
        (core("line-1", "line-2", kind="haris"), "Fireteam Types"),
        (core("line-1", "line-2", "line-3", kind="duo"), "Fireteam Types"),
        (core("line-1", "line-2"), "Fireteam Types"),
        (core("line-1", "line-2", "scout"), "same Combat Group"),
    ],
)
async def test_a_fireteam_the_rules_do_not_allow_is_a_422_naming_the_rule(
    client: Client, body: dict[str, Any], rule: str
) -> None:
    driver = await squad(client)
    refused = await driver.refused("ariadna", "/fireteams", body, 422, "fireteam-not-allowed")
    assert rule in refused["detail"]


async def test_another_players_fireteam_is_forbidden(client: Client) -> None:
    driver = await squad(client)
    duo = core("line-1", "line-2", kind="duo")
    await driver.refused("tohaa", "/fireteams", duo, 403, "forbidden")
    assert (await driver.get("ariadna", "/state"))["fireteams"] == []


WEAPON = {"ps": 13, "ammo": ["N"], "save_attribute": "ARM"}


@pytest.mark.parametrize(("members", "bonus"), [(2, 0), (3, 0), (4, 1), (5, 1)])
async def test_the_odds_take_a_fireteam_leaders_plus_one_bs(
    client: Client, members: int, bonus: int
) -> None:
    led = await odds(
        client, "normal", side("Leader", 11, 3, weapon=WEAPON, fireteam_leader=members)
    )
    [leader] = led["sides"]
    assert leader["success_value"] == 11 + bonus
    expected = [
        {"value": 1, "source": "skill", "note": f"Fireteam Level {members} ({members} members)"}
    ]
    assert leader["breakdown"]["mods"] == (expected if bonus else [])


async def test_the_odds_refuse_a_fireteam_bonus_without_a_weapon(client: Client) -> None:
    refused = await odds(client, "normal", side("Leader", 11, 1, fireteam_leader=4), expect=422)
    assert "BS Attack" in refused["detail"]


def _enumerated_normal_roll(sv: int, dice: int, *, discard: bool) -> dict[str, Fraction]:
    """Every ordered roll of ``dice`` d20 at Success Value ``sv`` (below 20: a face under it
    is a hit, equal a Critical, above a failure). With ``discard`` the roll had +1 SD's extra
    die and drops the die worst for the roller: a failure, else the lowest hit, else a
    Critical. Returns the chance of keeping a success and the expected hits and Criticals."""
    kept_success = hits = criticals = 0
    for faces in product(range(1, 21), repeat=dice):
        kept = list(faces)
        if discard:
            worst = [f for f in faces if f > sv] or sorted(f for f in faces if f < sv) or [sv]
            kept.remove(worst[0])
        roll_hits = sum(1 for f in kept if f < sv)
        roll_criticals = sum(1 for f in kept if f == sv)
        kept_success += roll_hits + roll_criticals > 0
        hits += roll_hits
        criticals += roll_criticals
    total = 20**dice
    return {
        "win": Fraction(kept_success, total),
        "expected_hits": Fraction(hits, total),
        "expected_criticals": Fraction(criticals, total),
    }


def _exact(answer: Any) -> dict[str, Fraction]:
    [only] = answer["sides"]
    return {key: Fraction(value) for key, value in only["exact"].items()}


@pytest.mark.parametrize("members", [2, 3, 5])
async def test_the_odds_give_a_leader_from_level_two_one_extra_die_to_discard(
    client: Client, members: int
) -> None:
    # Fireteam Bonus Level 2 (Fireteam Bonuses, N5): "BS Attack (+1 SD)": one extra die,
    # then one discarded. BS 11, Burst 2; Level 4 and up also takes +1 BS (SV 12).
    sv = 11 + (1 if members >= 4 else 0)
    alone = await odds(client, "normal", side("Alone", 11, 2, weapon=WEAPON))
    assert _exact(alone) == _enumerated_normal_roll(11, 2, discard=False)
    led = await odds(
        client, "normal", side("Leader", 11, 2, weapon=WEAPON, fireteam_leader=members)
    )
    assert _exact(led) == _enumerated_normal_roll(sv, 3, discard=True)


async def test_the_odds_do_not_add_a_weapons_own_plus_one_sd_to_the_leaders(
    client: Client,
) -> None:
    both = side("Leader", 11, 2, weapon=WEAPON, fireteam_leader=2, extra_die=True)
    assert _exact(await odds(client, "normal", both)) == _enumerated_normal_roll(
        11, 3, discard=True
    )


async def _shoot_down(driver: GameDriver, order: int, target: str) -> Any:
    """Tohaa's senku hits ``target`` three times (4, 9, 10 under BS 11) and every save fails
    (20 against ARM 1): Dead."""
    await driver.post("tohaa", "/orders", {"trooper": "senku", "skill": shot((target, 3, 15))}, 201)
    roll = f"senku:bs_attack>{target}"
    await driver.post(
        "tohaa", f"/orders/{order}/resolve", {"dice": [{"roll": roll, "faces": [4, 9, 10]}]}
    )
    saves = {"saves": [{"roll": roll, "faces": [20, 20, 20]}]}
    return await driver.post("tohaa", f"/orders/{order}/conclude", saves)


async def test_a_fallen_member_leaves_and_a_fallen_leader_ends_the_fireteam(
    client: Client,
) -> None:
    """Fireteams: Basic Rules (https://infinitythewiki.com/Fireteams:_Basic_Rules): a member in
    a Null State leaves the Fireteam; without its Team Leader it is cancelled."""
    driver = await squad(client)
    await driver.post("ariadna", "/fireteams", core("line-1", "line-2", "line-3"))
    await driver.post("tohaa", "/turns", {"player": "tohaa"})
    concluded = await _shoot_down(driver, 1, "line-3")
    assert concluded["events"][-1]["type"] == "fireteam_member_left"
    [shown] = (await driver.get("ariadna", "/state"))["fireteams"]
    assert shown["members"] == ["line-1", "line-2"]
    # The senku's one Regular Order is spent: the next shot is in Tohaa's next turn.
    await driver.post("tohaa", "/turns/current/end")
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("ariadna", "/turns/current/end")
    await driver.post("tohaa", "/turns", {"player": "tohaa"})
    concluded = await _shoot_down(driver, 2, "line-1")
    assert concluded["events"][-1]["type"] == "fireteam_broken"
    assert (await driver.get("ariadna", "/state"))["fireteams"] == []


@pytest.mark.parametrize(("members", "bonus"), [(2, 0), (4, 1)])
async def test_the_odds_give_a_members_aro_its_fireteam_bonuses(
    client: Client, members: int, bonus: int
) -> None:
    # Fireteams in the Reactive Turn (N5): "all the Fireteam members have all the bonuses that
    # being part of a Fireteam provides": a member's BS Attack in ARO (BS 11, Burst 1) takes
    # Level 2's extra die to discard and, from Level 4, +1 BS.
    member = side("Member", 11, 1, weapon=WEAPON, fireteam_leader=members, active_turn=False)
    answer = await odds(client, "normal", member)
    assert _exact(answer) == _enumerated_normal_roll(11 + bonus, 2, discard=True)


async def test_a_fireteam_formed_during_a_sequenced_game_spends_a_command_token(
    client: Client,
) -> None:
    # Fireteams: Basic Rules (N5): "During the game, spend a Command Token"; players cannot
    # expend Command Tokens during their Reactive Turn (Command Tokens, N5).
    driver = await deployed(client)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    duo = {"player": "ariadna", "kind": "duo", "members": ["a2", "a3"], "leader": "a2"}
    formed = await driver.post("ariadna", "/fireteams", duo)
    assert [e["type"] for e in formed["events"]] == ["command_token_spent", "fireteam_formed"]
    state = await driver.get("organiser", "/state")
    [ariadna] = [t for t in state["command_tokens"] if t["player"] == "ariadna"]
    assert ariadna["left"] == 3
    assert [s["use"] for s in ariadna["spent"]] == ["form_fireteam"]
    reactive = {"player": "tohaa", "kind": "duo", "members": ["b2", "b3"], "leader": "b2"}
    await driver.refused("tohaa", "/fireteams", reactive, 422, "command-token-refused")
