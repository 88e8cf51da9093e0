"""A whole N5 game through the HTTP API: two armies of eleven troopers in two Combat Groups play
three Game Rounds (Game Sequence, https://infinitythewiki.com/Game_Sequence): the Initiative
Roll and its choices, the Deployment Phase (https://infinitythewiki.com/Initiative_and_Deployment),
Command Tokens (https://infinitythewiki.com/Command_Tokens), a Fireteam
(https://infinitythewiki.com/Fireteams:_Basic_Rules), an attack answered by an ARO in every
Player Turn, an Impetuous Order (https://infinitythewiki.com/Impetuous), a Lieutenant killed and
the Loss of Lieutenant it brings with a new Lieutenant appointed
(https://infinitythewiki.com/Loss_of_Lieutenant), a Coordinated Order
(https://infinitythewiki.com/Coordinated_Orders), the game ending by itself, both results
confirmed (https://infinitythewiki.com/Objective_Points) and the organiser's standings (ITS
Season 10, as docs/rules.md cites it). Then the audit export verifies offline and a rebuild of
the projections gives the same read models.

Most dice are the server's, so what each exchange does is read back from `/state`; only the
Lieutenant's death is entered at the table (a manual-dice game) so that it happens every run.
The troopers given the Impetuous Order, the new Lieutenant and the Coordinated Order are ones no
exchange can reach before they act (the exchanges pick their troopers from the ends of the
lists), so every run plays them.
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path
from typing import Any

from service.audit.cli import verify_file
from service.projections.writer import rebuild
from service.store.database import open_pool
from tests.builders.http import Client, GameDriver, army, shot
from tests.e2e.api.test_audit_api import export
from tests.e2e.cli.test_rebuild_matches_live import rows

ARIADNA, TOHAA = "ariadna", "tohaa"
# Combat Group 1 holds troopers 1-6, group 2 troopers 7-11; trooper 7 is the Lieutenant.
SIZES = (6, 5)
LIEUTENANT = 7
POINTS = 20
# Tohaa's t5 is Impetuous: it gets an Impetuous Order at the start of each of Tohaa's turns.
IMPETUOUS = 5
ARMIES = {
    ARIADNA: army(ARIADNA, "a", SIZES, lieutenant=LIEUTENANT, points=POINTS),
    TOHAA: army(TOHAA, "t", SIZES, lieutenant=LIEUTENANT, points=POINTS, impetuous=(IMPETUOUS,)),
}
FIRETEAM = ["a2", "a3", "a4"]
# Tohaa's new Lieutenant once t7 has fallen: Regular and standing, as Loss of Lieutenant asks.
NEW_LIEUTENANT = "t8"
# Ariadna's Coordinated Order of Move: the Spearhead and one more trooper of Combat Group 2.
COORDINATED = ["a8", "a9"]
ROUNDS = 3
MOVE = {"skill": "move"}


async def state_of(driver: GameDriver) -> Any:
    return await driver.get("organiser", "/state")


def standing(state: Any, player: str) -> list[Any]:
    """The player's troopers not in a Null State (Orders and the Order Pool: only they give
    Orders; Victory Points: only their Costs count)."""
    return [
        t
        for t in state["troopers"]
        if t["player"] == player and t["state"] not in ("unconscious", "dead")
    ]


async def lieutenant_of(driver: GameDriver, player: str) -> str:
    """The player's Lieutenant, as the player reads it (to the others it is Private): the last
    one appointed after a Loss of Lieutenant (read from the log), else the army list's (Loss of
    Lieutenant: the new one replaces the old)."""
    state = await driver.get(player, "/state")
    events = (await driver.get(player, "/events?limit=1000"))["events"]
    appointed = [
        e["data"]["trooper"]
        for e in events
        if e["type"] == "lieutenant_appointed" and e["data"]["player"] == player
    ]
    if appointed:
        return str(appointed[-1])
    listed = (t for t in state["troopers"] if t["player"] == player and t["lieutenant"])
    return str(next(listed)["trooper_id"])


def expected_groups(state: Any, player: str, lieutenant: str) -> list[dict[str, Any]]:
    """Each Combat Group's pool at the start of a turn, by the page: one Regular Order per
    Regular trooper standing, its Irregular Orders apart, the Lieutenant's Order in its group.
    With the Lieutenant fallen (Loss of Lieutenant) every trooper is Irregular: each keeps its
    own Order, and there is no Regular Order and no Lieutenant Order."""
    troopers = standing(state, player)
    lost = lieutenant not in {t["trooper_id"] for t in troopers}
    groups = sorted({t["combat_group"] for t in state["troopers"] if t["player"] == player})

    def regular(trooper: Any) -> bool:
        return bool(trooper["regular"]) and not lost

    return [
        {
            "group": g,
            "regular": sum(1 for t in troopers if t["combat_group"] == g and regular(t)),
            "irregular": [
                t["trooper_id"] for t in troopers if t["combat_group"] == g and not regular(t)
            ],
            "lieutenant": sum(
                1 for t in troopers if t["combat_group"] == g and t["trooper_id"] == lieutenant
            ),
        }
        for g in groups
    ]


def impetuous(state: Any, player: str) -> list[str]:
    """The player's troopers with an Impetuous Order at the start of their turn: those standing
    that list the skill (Impetuous; no army here is in Retreat!, which skips the phase)."""
    return [
        t["trooper_id"]
        for t in standing(state, player)
        if any(s["name"] == "Impetuous" for s in t["skills"])
    ]


def expected_fireteams(state: Any) -> list[dict[str, Any]]:
    """Ariadna's Fireteam after its members' fortunes: one Unconscious or Dead leaves it, and it
    is cancelled when its leader falls or fewer than two are left (Fireteams: Basic Rules)."""
    down = {t["trooper_id"] for t in state["troopers"]} - {
        t["trooper_id"] for t in standing(state, ARIADNA)
    }
    members = [m for m in FIRETEAM if m not in down]
    if FIRETEAM[0] in down or len(members) < 2:
        return []
    # The Fireteam Bonuses chart, Levels 1 to 3 (https://infinitythewiki.com/Fireteam_Bonuses).
    bonuses = [
        "one Regular Order activates every member",
        "BS Attack (+1 SD)",
        "+3 Discover and +1 Dodge",
    ]
    return [
        {
            "fireteam": 1,
            "player": ARIADNA,
            "kind": "core",
            "members": members,
            "leader": FIRETEAM[0],
            "level": len(members),
            "bonuses": bonuses[: len(members)],
        }
    ]


def tokens_left(state: Any) -> dict[str, int]:
    return {t["player"]: t["left"] for t in state["command_tokens"]}


def order_number(answer: Any) -> int:
    activated = next(e for e in answer["events"] if e["type"] == "trooper_activated")
    return int(activated["data"]["order"])


async def start_turn(driver: GameDriver, player: str, game_round: int) -> Any:
    """Starts the player's turn and checks where the sequence stands and the pool it counted,
    as the player reads it (the group of its Lieutenant Order is its own)."""
    state = await driver.get(player, "/state")
    other = TOHAA if player == ARIADNA else ARIADNA
    refused = await driver.post(other, "/turns", {"player": other}, 409)
    assert refused["code"] == "out-of-sequence"
    assert f"it is {player!r}'s turn" in refused["detail"]
    lieutenant = await lieutenant_of(driver, player)
    expected = expected_groups(state, player, lieutenant)
    lost = lieutenant not in {t["trooper_id"] for t in standing(state, player)}
    started = await driver.post(player, "/turns", {"player": player})
    declared = ["loss_of_lieutenant_declared"] if lost else []
    assert [e["type"] for e in started["events"]] == [*declared, "turn_started"]
    state = await driver.get(player, "/state")
    assert state["loss_of_lieutenant"] == ([player] if lost else [])
    assert state["pool"]["impetuous"] == impetuous(state, player)
    sequence = state["sequence"]
    assert (sequence["phase"], sequence["round"], sequence["turn_of"]) == (
        "tactical",
        game_round,
        player,
    )
    assert state["active_player"] == player
    assert state["pool"]["groups"] == expected
    formed = (game_round, player) != (1, ARIADNA)
    assert state["fireteams"] == (expected_fireteams(state) if formed else [])
    return state


async def exchange(
    driver: GameDriver, player: str, attacker: str, target: str, order_type: str
) -> Any:
    """One Order: the attacker shoots the target, which shoots back in ARO; server dice roll the
    Face to Face Roll and the Saving Rolls."""
    other = TOHAA if player == ARIADNA else ARIADNA
    order = {"trooper": attacker, "order_type": order_type, "skill": shot((target, 3, 12))}
    number = order_number(await driver.post(player, "/orders", order, 201))
    aro = {"trooper": target, "skill": shot((attacker, 1, 12))}
    await driver.post(other, f"/orders/{number}/aros", aro)
    resolved = await driver.post(player, f"/orders/{number}/resolve", {})
    assert [e["type"] for e in resolved["events"]].count("order_roll_made") == 1
    concluded = await driver.post(player, f"/orders/{number}/conclude", {})
    assert concluded["events"][-1]["type"] == "order_concluded"
    shown = await driver.get(player, f"/orders/{number}")
    assert (shown["trooper"], shown["status"]) == (attacker, "resolved")
    return concluded


async def trade_fire(driver: GameDriver, player: str) -> None:
    """The turn's attack with its ARO, between troopers that stand, are no Lieutenant and are
    in no Fireteam, so the Fireteam and the Lieutenants keep to what the game plans for them."""
    state = await state_of(driver)
    spare = {m for team in state["fireteams"] for m in team["members"]}
    spare |= {await lieutenant_of(driver, p) for p in (ARIADNA, TOHAA)}
    other = TOHAA if player == ARIADNA else ARIADNA

    def able(owner: str) -> list[str]:
        return [t["trooper_id"] for t in standing(state, owner) if t["trooper_id"] not in spare]

    # In Loss of Lieutenant the attacker is Irregular and spends its own Order.
    order_type = "irregular" if player in state["loss_of_lieutenant"] else "regular"
    await exchange(driver, player, able(player)[-1], able(other)[0], order_type)


async def initiative_and_deployment(driver: GameDriver) -> None:
    """Both Lieutenants have WIP 13: 4 and 11 succeed, the higher wins (Face to Face Roll)."""
    state = await state_of(driver)
    assert state["sequence"]["phase"] == "initiative"
    dice = [{"player": ARIADNA, "face": 4}, {"player": TOHAA, "face": 11}]
    rolled = await driver.post("ariadna", "/initiative", {"dice": dice})
    assert rolled["events"][0]["data"]["winner"] == TOHAA
    await driver.post(TOHAA, "/initiative/choices", {"player": TOHAA, "keep": "initiative"})
    await driver.post(TOHAA, "/initiative/choices", {"player": TOHAA, "first": ARIADNA})
    await driver.post(ARIADNA, "/initiative/choices", {"player": ARIADNA, "first": TOHAA})
    sequence = (await state_of(driver))["sequence"]
    assert (sequence["phase"], sequence["turn_order"], sequence["deployment_order"]) == (
        "deployment",
        [ARIADNA, TOHAA],
        [TOHAA, ARIADNA],
    )

    # Strategic Use: Ariadna, who plays first, keeps two troopers back instead of one.
    strategic = {"player": ARIADNA, "use": "extra_trooper_set_aside"}
    await driver.post(ARIADNA, "/command-tokens", strategic)
    assert tokens_left(await state_of(driver)) == {ARIADNA: 3, TOHAA: 4}
    tohaa_ids = [t["trooper_id"] for t in ARMIES[TOHAA]]
    ariadna_ids = [t["trooper_id"] for t in ARMIES[ARIADNA]]
    steps = [
        (TOHAA, tohaa_ids[:-1]),
        (ARIADNA, ariadna_ids[:-2]),
        (TOHAA, tohaa_ids[-1:]),
        (ARIADNA, ariadna_ids[-2:]),
    ]
    for player, troopers in steps:
        assert (await state_of(driver))["sequence"]["deploying"] == player
        await driver.post(player, "/deployment", {"player": player, "troopers": troopers})
    sequence = (await state_of(driver))["sequence"]
    assert (sequence["phase"], sequence["round"], sequence["turn_of"]) == (
        "tactical",
        1,
        ARIADNA,
    )


async def first_turn(driver: GameDriver) -> None:
    """Ariadna's first turn: Tohaa's Strategic Use takes two of her Regular Orders, her
    Executive Use moves a trooper with its Order, her Fireteam shoots on its leader's Order."""
    state = await start_turn(driver, ARIADNA, 1)
    # By hand: groups of 6 and 5 Regular troopers, the Lieutenant (a7) in group 2.
    assert state["pool"]["groups"] == [
        {"group": 1, "regular": 6, "irregular": [], "lieutenant": 0},
        {"group": 2, "regular": 5, "irregular": [], "lieutenant": 1},
    ]
    # Eleven Regular Orders is more than ten: the second player may remove two.
    removal = {"player": TOHAA, "use": "remove_two_regular_orders", "from_groups": [1, 2]}
    await driver.post(TOHAA, "/command-tokens", removal)
    moved = {"player": ARIADNA, "use": "move_to_combat_group", "trooper": "a6", "combat_group": 2}
    await driver.post(ARIADNA, "/command-tokens", moved)
    state = await state_of(driver)
    # 6 - 1 removed - 1 moving with a6 = 4; 5 - 1 removed + 1 = 5.
    assert [(g["group"], g["regular"]) for g in state["pool"]["groups"]] == [(1, 4), (2, 5)]
    assert tokens_left(state) == {ARIADNA: 2, TOHAA: 3}
    assert next(t for t in state["troopers"] if t["trooper_id"] == "a6")["combat_group"] == 2

    team = {"player": ARIADNA, "kind": "core", "members": FIRETEAM, "leader": FIRETEAM[0]}
    formed = await driver.post(ARIADNA, "/fireteams", team)
    # Created during the game: an Operational Use of a Command Token (Fireteams: Basic Rules).
    assert [e["type"] for e in formed["events"]] == ["command_token_spent", "fireteam_formed"]
    assert tokens_left(await state_of(driver)) == {ARIADNA: 1, TOHAA: 3}
    [shown] = (await state_of(driver))["fireteams"]
    assert (shown["members"], shown["leader"], shown["level"]) == (FIRETEAM, "a2", 3)
    order = {"trooper": "a2", "skill": shot(("t1", 3, 12))}
    activated = await driver.post(ARIADNA, "/orders", order, 201)
    assert activated["events"][0]["data"]["fireteam"] == FIRETEAM[1:]
    number = order_number(activated)
    aro = {"trooper": "t1", "skill": shot(("a2", 1, 12))}
    await driver.post(TOHAA, f"/orders/{number}/aros", aro)
    await driver.post(ARIADNA, f"/orders/{number}/resolve", {})
    # Level 2 and up: the leader's BS Attack rolls B3 + 1 and discards one (Fireteam Bonuses).
    pending = (await state_of(driver))["open_order"]["pending"]
    assert [(p["kind"], p["side"], p["player"]) for p in pending] == [
        ("discard", "a2:bs_attack>t1", ARIADNA)
    ]
    discard = {"side": "a2:bs_attack>t1", "die": 0}
    await driver.post(ARIADNA, f"/orders/{number}/discard", discard)
    await driver.post(ARIADNA, f"/orders/{number}/conclude", {})
    state = await state_of(driver)
    assert state["fireteams"] == expected_fireteams(state)
    # One Regular Order of group 1 activated the whole Fireteam.
    assert [(g["group"], g["regular"]) for g in state["pool"]["groups"]] == [(1, 3), (2, 5)]
    await driver.post(ARIADNA, "/turns/current/end")


async def kill_a_lieutenant(driver: GameDriver) -> None:
    """Ariadna's a8 shoots Tohaa's Lieutenant, t7, with no ARO: three hits entered at the table
    (Normal Roll, BS 11 at 10" without cover), three failed Saving Rolls (20s): three Wounds on
    VITA 1 are Dead (Wounds, N5)."""
    order = {"trooper": "a8", "skill": shot(("t7", 3, 10), cover=False)}
    number = order_number(await driver.post(ARIADNA, "/orders", order, 201))
    roll = "a8:bs_attack>t7"
    await driver.post(
        ARIADNA, f"/orders/{number}/resolve", {"dice": [{"roll": roll, "faces": [1, 2, 3]}]}
    )
    saves = {"saves": [{"roll": roll, "faces": [20, 20, 20]}]}
    await driver.post(ARIADNA, f"/orders/{number}/conclude", saves)
    lieutenant = next(t for t in (await state_of(driver))["troopers"] if t["trooper_id"] == "t7")
    assert lieutenant["state"] == "dead"


async def impetuous_order(driver: GameDriver) -> None:
    """Tohaa's Impetuous Phase comes before the Order Pool (Impetuous): t5 moves on its own
    Impetuous Order, which spends nothing from the pool, and has no second one this turn."""
    before = (await state_of(driver))["pool"]
    trooper = f"t{IMPETUOUS}"
    order = {"trooper": trooper, "order_type": "impetuous", "skill": MOVE}
    number = order_number(await driver.post(TOHAA, "/orders", order, 201))
    await driver.post(TOHAA, f"/orders/{number}/resolve", {})
    await driver.post(TOHAA, f"/orders/{number}/conclude", {})
    after = (await state_of(driver))["pool"]
    assert (after["groups"], after["impetuous"]) == (before["groups"], [])
    refused = await driver.post(TOHAA, "/orders", order, 422)
    assert refused["code"] == "tactical-rule"


async def appoint_a_lieutenant(driver: GameDriver) -> None:
    """Loss of Lieutenant: the player names a new Lieutenant before the turn ends; ending it
    without one, while a trooper could be named, is refused."""
    refused = await driver.post(TOHAA, "/turns/current/end", None, 422)
    assert refused["code"] == "tactical-rule"
    appointed = await driver.post(TOHAA, "/turns/current/lieutenant", {"trooper": NEW_LIEUTENANT})
    assert [(e["type"], e["data"]) for e in appointed["events"]] == [
        ("lieutenant_appointed", {"player": TOHAA, "trooper": NEW_LIEUTENANT})
    ]
    assert (await state_of(driver))["loss_of_lieutenant"] == []


async def coordinated_move(driver: GameDriver) -> None:
    """A Coordinated Order of Move (Coordinated Orders): one Command Token and one Regular Order
    of the participants' Combat Group activate both."""
    state = await state_of(driver)
    tokens = tokens_left(state)
    groups = {g["group"]: g["regular"] for g in state["pool"]["groups"]}
    spearhead, *others = COORDINATED
    order = {"trooper": spearhead, "skill": MOVE, "coordinated": others}
    activated = await driver.post(ARIADNA, "/orders", order, 201)
    assert [e["type"] for e in activated["events"]] == ["command_token_spent", "trooper_activated"]
    assert activated["events"][1]["data"]["coordinated"] == others
    number = order_number(activated)
    await driver.post(ARIADNA, f"/orders/{number}/resolve", {})
    await driver.post(ARIADNA, f"/orders/{number}/conclude", {})
    state = await state_of(driver)
    assert tokens_left(state) == {**tokens, ARIADNA: tokens[ARIADNA] - 1}
    # a8 and a9 are of group 2 (troopers 7-11).
    assert {g["group"]: g["regular"] for g in state["pool"]["groups"]} == {
        **groups,
        2: groups[2] - 1,
    }


async def play_round(driver: GameDriver, game_round: int) -> None:
    for player in (ARIADNA, TOHAA):
        if (game_round, player) == (1, ARIADNA):
            await first_turn(driver)
            continue
        await start_turn(driver, player, game_round)
        if (game_round, player) == (1, TOHAA):
            await impetuous_order(driver)
        if (game_round, player) == (2, ARIADNA):
            await kill_a_lieutenant(driver)
        if (game_round, player) == (2, TOHAA):
            # Operational Use in the Active Turn, recorded by name.
            await driver.post(TOHAA, "/command-tokens", {"player": TOHAA, "use": "reroll_doctor"})
            assert tokens_left(await state_of(driver)) == {ARIADNA: 1, TOHAA: 2}
        if (game_round, player) == (3, ARIADNA):
            await coordinated_move(driver)
        await trade_fire(driver, player)
        if (game_round, player) == (2, TOHAA):
            await appoint_a_lieutenant(driver)
        ended = await driver.post(player, "/turns/current/end")
        if (game_round, player) == (ROUNDS, TOHAA):
            assert [e["type"] for e in ended["events"]] == ["turn_ended", "game_ended"]
        else:
            assert [e["type"] for e in ended["events"]] == ["turn_ended"]


async def results(driver: GameDriver) -> Any:
    await driver.post(ARIADNA, "/results", {"player": ARIADNA, "objective_points": 6})
    await driver.post(TOHAA, "/results/confirm", {"player": ARIADNA, "accept": True})
    await driver.post(TOHAA, "/results", {"player": TOHAA, "objective_points": 4})
    await driver.post(ARIADNA, "/results/confirm", {"player": TOHAA, "accept": True})
    return (await driver.get(TOHAA, ""))["score"]


async def test_a_whole_game_of_three_rounds(client: Client, db_url: str, tmp_path: Path) -> None:
    driver = await GameDriver.create(client, manual_dice=True, sequence={"rounds": ROUNDS})
    for player, bodies in ARMIES.items():
        for body in bodies:
            await driver.post(player, "/troopers", body, 201)
    # Each player sees its own army's total; to the organiser (and the opponent) a sum of
    # Costs is Private until the end ("Open and Private Information", N5).
    groups = [{"group": 1, "troopers": 6}, {"group": 2, "troopers": 5}]
    for reader in (ARIADNA, TOHAA, "organiser"):
        state = await driver.get(reader, "/state")
        assert [(a["player"], a["points"], a["groups"]) for a in state["armies"]] == [
            (p, 11 * POINTS if p == reader else None, groups) for p in (ARIADNA, TOHAA)
        ]
    await initiative_and_deployment(driver)
    for game_round in range(1, ROUNDS + 1):
        await play_round(driver, game_round)

    state = await state_of(driver)
    assert (state["sequence"]["phase"], state["ended"]) == ("ended", True)
    # Ended, the army lists are Open: every reader sees both totals.
    assert [a["points"] for a in state["armies"]] == [11 * POINTS, 11 * POINTS]
    # Ended by itself, the game reveals the seed its dice came from, as committed at creation.
    revealed = await driver.get(TOHAA, "/seed")
    assert hashlib.sha256(bytes.fromhex(revealed["seed"])).hexdigest() == driver.seed_commitment
    # Of four each: Ariadna spent Strategic, Executive, the Fireteam's creation and the
    # Coordinated Order; Tohaa, Strategic and Operational.
    assert tokens_left(state) == {ARIADNA: 0, TOHAA: 2}
    orders = await driver.get("organiser", "/orders?limit=100")
    # One exchange a Player Turn (the Fireteam's counts as one), the Lieutenant's death, the
    # Impetuous Order and the Coordinated Order.
    assert len(orders) == 2 * ROUNDS + 3
    score = await results(driver)
    final = await state_of(driver)
    # Victory Points: the Costs of each player's troopers not in a Null State.
    assert [
        (p["player"], p["objective_points"], p["result_status"], p["victory_points"])
        for p in score["players"]
    ] == [
        (ARIADNA, 6, "confirmed", POINTS * len(standing(final, ARIADNA))),
        (TOHAA, 4, "confirmed", POINTS * len(standing(final, TOHAA))),
    ]
    assert (score["final"], score["winner"]) == (True, ARIADNA)
    # ITS Season 10: Ariadna wins by 6 - 4 = 2 Objective Points, 4 or less: a Victory, 2
    # Tournament Points; Tohaa's Defeat, 0.
    assert [p["tournament_points"] for p in score["players"]] == [2, 0]
    assert final["score"] == score
    await standings_list_both(client, driver, score)

    await audited(client, driver, tmp_path, len(orders))

    before = await read_models(driver)
    stored = await rows(db_url)
    pool = await open_pool(db_url, min_size=1, max_size=1)
    try:
        assert await rebuild(pool) >= 1
    finally:
        await pool.close()
    assert await read_models(driver) == before
    assert await rows(db_url) == stored


async def standings_list_both(client: Client, driver: GameDriver, score: Any) -> None:
    """The organiser's standings rank both players of the game (its only one): by Tournament
    Points first (ITS Season 10), Ariadna's 2 before Tohaa's 0; each met the other once."""
    response = await client.get("/v1/organiser/standings", headers=driver.auth("organiser"))
    assert response.status_code == 200, response.text
    shown = response.json()
    vp = {p["player"]: p["victory_points"] for p in score["players"]}
    link = {"id": driver.game_id, "href": f"/v1/games/{driver.game_id}"}
    assert (shown["scheme"], shown["pending_games"]) == ("its-season-10", [])
    assert shown["standings"] == [
        {
            "rank": 1,
            "player": ARIADNA,
            "tournament_points": 2,
            "objective_points": 6,
            "victory_points": vp[ARIADNA],
            "opponents_objective_points": 4,
            "games": [link],
        },
        {
            "rank": 2,
            "player": TOHAA,
            "tournament_points": 0,
            "objective_points": 4,
            "victory_points": vp[TOHAA],
            "opponents_objective_points": 6,
            "games": [link],
        },
    ]


async def audited(client: Client, driver: GameDriver, tmp_path: Path, orders: int) -> None:
    """The export verifies offline, the service's own check agrees, and every order replays as
    recorded; the Fireteam's order names the members it activated."""
    path = tmp_path / "whole-game.ndjson"
    path.write_text(await export(client, driver), encoding="utf-8")
    report = io.StringIO()
    assert verify_file(path, report) == 0, report.getvalue()
    assert (await driver.get("organiser", "/verify"))["ok"] is True
    for number in range(1, orders + 1):
        replay = await driver.get(TOHAA, f"/orders/{number}/replay")
        assert (replay["matches_record"], replay["status"]) == (True, "resolved")
    response = await client.get(
        f"/v1/games/{driver.game_id}/orders/1/replay",
        headers={**driver.auth(ARIADNA), "Accept": "text/plain"},
    )
    assert response.status_code == 200, response.text
    assert "for its Fireteam, activating A3 and A4 with it" in response.text


async def read_models(driver: GameDriver) -> Any:
    return (
        await driver.get("organiser", ""),
        await driver.get("organiser", "/state"),
        await driver.get("organiser", "/rolls?limit=1000"),
        await driver.get("organiser", "/orders?limit=100"),
    )
