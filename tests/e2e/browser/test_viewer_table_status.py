"""The viewer's table status beside the orders, read from the page and held against values
worked out by hand from the N5 pages (https://infinitythewiki.com/Game_Sequence,
https://infinitythewiki.com/Orders_and_the_Order_Pool, https://infinitythewiki.com/Combat_Group,
https://infinitythewiki.com/Command_Tokens, https://infinitythewiki.com/Fireteams:_Basic_Rules)
and against the API's own `/state`."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from tests.builders.http import GameDriver, trooper
from tests.e2e.browser.playing import (
    MARKUP_NAME,
    Game,
    ariadna_kills_the_tohaa_lieutenant,
    deploy_a_sequenced_game,
    start_with_a_token_and_a_fireteam,
)
from tests.e2e.browser.test_viewer import viewer


def groups_shown(page: Any) -> dict[int, tuple[int, int]]:
    """Combat Group -> (Regular Orders, Lieutenant Orders) as the panel shows them."""
    found: list[list[int]] = page.eval_on_selector_all(
        "#status-pool li[data-group]",
        """items => items.map(i => [Number(i.dataset.group), Number(i.dataset.regular),
                                    Number(i.dataset.lieutenant)])""",
    )
    return {group: (regular, lieutenant) for group, regular, lieutenant in found}


def lieutenant_orders_unplaced(page: Any) -> int:
    """The Lieutenant Orders the panel shows without a Combat Group (the reader may not know
    which trooper is the Lieutenant)."""
    shown = page.eval_on_selector_all(
        "#status-pool li.lieutenant", "items => items.map(i => Number(i.dataset.lieutenant))"
    )
    return sum(shown)


def tokens_shown(page: Any) -> dict[str, int]:
    found: list[list[Any]] = page.eval_on_selector_all(
        "#status-tokens li[data-player]",
        "items => items.map(i => [i.dataset.player, Number(i.dataset.left)])",
    )
    return {player: left for player, left in found}


def test_a_sequenced_game_shows_round_turn_groups_tokens_and_fireteam(
    browser: Any, server: str, artifacts: Path
) -> None:
    game = deploy_a_sequenced_game(server)
    start_with_a_token_and_a_fireteam(game)
    state = game.get("tohaa", "/state").json()
    with viewer(browser, game, "tohaa") as (page, _):
        page.wait_for_selector("#status-fireteams li[data-fireteam]")
        round_line = page.locator("#status-round")
        # Round 1 of the game's one, the Tactical Phase, Ariadna's turn (Game Sequence).
        assert round_line.get_attribute("data-round") == "1"
        assert round_line.get_attribute("data-rounds") == "1"
        assert round_line.get_attribute("data-phase") == "tactical"
        assert round_line.get_attribute("data-turn-of") == "ariadna"
        assert "Round 1 of 1" in round_line.inner_text()
        assert "ariadna" in page.inner_text("#status-turn")
        # By hand: group 1 holds a1, a2, a3 (three Regular Orders, and a1 is the Lieutenant:
        # its Lieutenant Order), group 2 holds a4 (one); Order Pool per Combat Group. To Tohaa
        # the Lieutenant Order is shown, the group of Ariadna's Lieutenant is not (Private).
        assert page.get_attribute("#status-pool", "data-player") == "ariadna"
        assert groups_shown(page) == {1: (3, 0), 2: (1, 0)}
        assert lieutenant_orders_unplaced(page) == 1
        # Four Command Tokens each; Ariadna spent one, and one more creating the Duo during the
        # game (Fireteams: Basic Rules, N5).
        assert tokens_shown(page) == {"ariadna": 2, "tohaa": 4}
        assert "ReRoll Engineer" in page.inner_text('#status-tokens li[data-player="ariadna"]')
        # A Duo of two: Fireteam Level 2, led by a2.
        team = page.locator("#status-fireteams li[data-fireteam]")
        assert team.count() == 1
        assert team.get_attribute("data-fireteam") == "1"
        assert team.get_attribute("data-kind") == "duo"
        assert team.get_attribute("data-leader") == "a2"
        assert team.get_attribute("data-level") == "2"
        text = team.inner_text()
        assert MARKUP_NAME in text  # the name as text, never as markup
        assert "Duo" in text
        assert page.locator("#table-status img").count() == 0
        assert page.title() != "1"
        # What the page shows is what /state says.
        assert groups_shown(page) == {
            g["group"]: (g["regular"], g["lieutenant"]) for g in state["pool"]["groups"]
        }
        assert tokens_shown(page) == {t["player"]: t["left"] for t in state["command_tokens"]}
        # Nobody is in Retreat! or Loss of Lieutenant, and nothing is scored yet.
        assert page.locator("#status-retreat li").count() == 0
        assert page.locator("#status-lol li").count() == 0
        assert page.locator("#status-score li").count() == 0
        # The event list names the new events in words.
        timeline = page.inner_text("#timeline")
        for words in (
            "Initiative Roll: won by tohaa",
            "tohaa keeps Initiative",
            "Deployment step 2: ariadna deploys",
            "ariadna spends a Command Token: ReRoll Engineer",
            "ariadna forms Fireteam 1, a Duo",
        ):
            assert words in timeline, words
        shot = artifacts / "viewer-table-status.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"viewer screenshot: {shot}")
        # On a phone the panel goes above the orders, nothing wider than the screen.
        page.set_viewport_size({"width": 390, "height": 844})
        width = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        assert page.evaluate(width) <= 0
        panel = page.locator("#table-status").bounding_box()
        orders = page.locator("#timeline").bounding_box()
        assert panel is not None
        assert orders is not None
        assert panel["y"] + panel["height"] <= orders["y"]
        phone = artifacts / "viewer-table-status-phone.png"
        page.screenshot(path=str(phone), full_page=True)
        print(f"viewer screenshot: {phone}")


def test_the_table_status_follows_a_turn_as_it_starts(browser: Any, server: str) -> None:
    game = deploy_a_sequenced_game(server)
    with viewer(browser, game, "tohaa") as (page, _):
        page.wait_for_selector('#live[data-live="stream"]')
        page.wait_for_selector('#status-round[data-turn-of="ariadna"]')
        assert page.locator("#status-pool li[data-group]").count() == 0  # between turns
        game.post("ariadna", "/turns", {"player": "ariadna"})
        page.wait_for_selector("#status-pool li[data-group]")
        assert groups_shown(page) == {1: (3, 0), 2: (1, 0)}
        assert lieutenant_orders_unplaced(page) == 1
        assert page.get_attribute("#status-pool", "data-player") == "ariadna"
        assert "Turn 1: ariadna" in page.inner_text("#timeline")


def test_retreat_and_loss_of_lieutenant_are_shown_for_the_army_in_them(
    browser: Any, server: str
) -> None:
    """Retreat! (https://infinitythewiki.com/Retreat!, ITS: the game ends at the end of the
    first Game Round that starts with the army in it) and Loss of Lieutenant
    (https://infinitythewiki.com/Loss_of_Lieutenant)."""
    game = deploy_a_sequenced_game(server, rounds=3)
    ariadna_kills_the_tohaa_lieutenant(game)
    game.post("tohaa", "/turns", {"player": "tohaa"})
    with viewer(browser, game, "ariadna") as (page, _):
        page.wait_for_selector("#status-retreat li[data-player]")
        # b2's 20 of Tohaa's 100 points survive: 20% is 25% or less, Retreat! in round 1's
        # second turn; round 2 is the first to start with it, and its end ends the game.
        retreat = page.eval_on_selector_all(
            "#status-retreat li", "items => items.map(i => i.dataset.player)"
        )
        assert retreat == ["tohaa"]
        assert "end of round 2" in page.inner_text("#status-retreat")
        # b1, Tohaa's Lieutenant, is Dead: Loss of Lieutenant in Tohaa's turn.
        lost = page.eval_on_selector_all(
            "#status-lol li", "items => items.map(i => i.dataset.player)"
        )
        assert lost == ["tohaa"]
        # Every Tohaa trooper is Irregular: b2 keeps its own Irregular Order, no Regular one.
        assert page.get_attribute("#status-pool", "data-player") == "tohaa"
        assert groups_shown(page) == {1: (0, 0)}
        timeline = page.inner_text("#timeline")
        # The points behind it are Tohaa's own until the end (a sum of Costs is Private).
        assert "tohaa's army is in Retreat!: the game ends at the end of round 2" in timeline
        assert "points left" not in timeline
        assert "tohaa is in Loss of Lieutenant" in timeline


def test_an_ended_game_shows_its_score(browser: Any, server: str) -> None:
    game = deploy_a_sequenced_game(server)
    for player in ("ariadna", "tohaa"):
        game.post(player, "/turns", {"player": player})
        game.post(player, "/turns/current/end")
    game.post("ariadna", "/results", {"player": "ariadna", "objective_points": 7})
    game.post("tohaa", "/results/confirm", {"player": "ariadna", "accept": True})
    game.post("tohaa", "/results", {"player": "tohaa", "objective_points": 4})
    game.post("ariadna", "/results/confirm", {"player": "tohaa", "accept": True})
    with viewer(browser, game, "tohaa") as (page, _):
        page.wait_for_selector('#live[data-live="ended"]')
        page.wait_for_selector("#status-score li[data-player]")
        shown = page.eval_on_selector_all(
            "#status-score li[data-player]",
            "items => items.map(i => [i.dataset.player, i.dataset.op, i.dataset.vp,"
            " i.dataset.status])",
        )
        # Victory Points: the Costs of the troopers not in a Null State (Victory Conditions,
        # N5): nobody fell, so each army's whole 100 points.
        assert shown == [["ariadna", "7", "100", "confirmed"], ["tohaa", "4", "100", "confirmed"]]
        # More Objective Points win (https://infinitythewiki.com/Objective_Points); both
        # results confirmed: final.
        assert page.get_attribute("#status-score", "data-winner") == "ariadna"
        assert page.get_attribute("#status-score", "data-final") == "true"
        assert page.get_attribute("#status-round", "data-phase") == "ended"
        # Where it stopped: after round 1 of 1, Tohaa's turn (turn 2) the last, not running.
        assert "Ended after round 1 of 1" in page.inner_text("#status-round")
        assert page.get_attribute("#status-turn", "data-player") == "tohaa"
        assert page.get_attribute("#status-turn", "data-active") == "false"
        assert "Last turn: tohaa's (turn 2)" in page.inner_text("#status-turn")
        timeline = page.inner_text("#timeline")
        assert "ariadna records 7 Objective Points" in timeline
        assert "tohaa confirms ariadna's result" in timeline


def test_an_old_free_game_shows_no_round(browser: Any, server: str) -> None:
    game = Game.create(server)
    game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    game.post("ariadna", "/turns", {"player": "ariadna"})
    with viewer(browser, game, "tohaa") as (page, _):
        page.wait_for_selector('#status-turn[data-player="ariadna"]')
        assert page.locator("#status-round").count() == 0
        assert "Round" not in page.inner_text("#table-status")
        assert page.locator("#status-fireteams li").count() == 0
        assert page.locator("#status-score li").count() == 0


async def created_by_the_driver(server: str) -> Game:
    # Through the one game builder that sends whatever a new game needs.
    async with httpx.AsyncClient(base_url=server, timeout=30) as client:
        driver = await GameDriver.create(client)
    return Game(server, driver.game_id, driver.tokens)


def test_a_secret_shows_as_its_commitment_until_it_is_revealed(
    browser: Any, server: str, artifacts: Path
) -> None:
    # Open and Private Information (https://infinitythewiki.com/Open_and_Private_Information):
    # the opponent sees that something was written down and its marker, not what it hides.
    # The browser's own loop runs in this thread, so the driver runs in another.
    with ThreadPoolExecutor(max_workers=1) as pool:
        game = pool.submit(asyncio.run, created_by_the_driver(server)).result()
    game.post("ariadna", "/troopers", trooper("ariadna", "sniper-x9"), 201)
    body = {"kind": "camouflage", "subject": "sniper-x9", "marker": 4}
    committed = game.post("ariadna", "/secrets", body)["events"][0]["data"]
    selector = '.table-event[data-type="secret_committed"]'
    with viewer(browser, game, "tohaa") as (page, _):
        page.wait_for_selector(selector)
        line = page.inner_text(selector)
        assert line == (
            "ariadna writes down Private Information (Camouflage, marker 4), committed as "
            f"{committed['commitment'][:12]}…."
        )
    game.post("organiser", "/end", {})
    with viewer(browser, game, "tohaa") as (page, _):
        page.wait_for_selector('.table-event[data-type="secret_revealed"]')
        revealed = page.inner_text('.table-event[data-type="secret_revealed"]')
        assert revealed.startswith(f"Private Information {committed['secret_id']} is revealed:")
        assert "Camouflage" in revealed
